"""The live-table desktop app (PySide6), in rooms by feature.

Code map:

- ``app`` (``dealer-app``): the entry module; ``i18n`` and ``translations/``
  (English and Russian, ``python -m ui.i18n`` to refresh).
- ``shell/``: the main window (the stack of screens and the flow between them)
  and its screens: start-up checks, first run, sign-in, shift, lock.
- ``table/``: the live table. ``backend`` is the only module that calls the
  services; it runs on the store worker thread, never on the UI thread, and
  returns immutable data. ``engine`` reads the engine's round state into
  ``viewmodel`` records and builds the engine's steps from what was typed
  (``records``: what the gateway returns, plain data); every
  step is checked by the engine before it is sent, and applied by the store
  before it is shown. ``presenter`` (plain Python, no Qt) holds the view state
  and says which box the next key acts on, what the next-step line says, which
  field a key opens and what a typed text means. ``screen`` (the round's entry)
  with ``watch`` (what other stations decide reaches it) and ``shift_actions``
  (the table count, dealer change, the shift's close), and the widgets (a box,
  the dealer, the entry field, the settlement panel) render view records; none
  computes money.
- ``console/`` (the pit-boss console and the pit podium), ``training/`` (trainee
  mode), ``roulette/`` (the roulette tracker).
- ``kit/``: what every room shares: ``qt`` (the one module through which Qt is
  imported, and the PySide6 6.12 / Python 3.11 reference-count work-around),
  ``theme``, ``labels``, ``money``, ``chips``, ``cardtext``, ``settings``,
  ``context`` (with ``session``: who is signed in at which shift), ``worker``, ``dialogs`` (every modal dialog behind a service,
  scripted in tests), ``signature`` (``ask_signature``: every co-signed action
  asks who signs through it), ``text`` (``tr_args`` fills a translated text's
  ``%1``, ``%2``…) and the shared widgets (cards and the card picker, bars,
  panels). ``kit`` imports no other room.
- ``devtools/``: the keyboard driver used by the GUI tests, the demos and the
  screenshots (``dealer-app screenshot``); nothing in the product imports it.

Gateways, one pattern for every room: the room's ``gateway`` module holds its
feature's typed Protocol (``TableGateway``, ``ConsoleGateway`` and
``PodiumGateway``, ``TrainingGateway``, ``RouletteGateway``); a class over the
station (``table.backend.Backend``: the open services, the session signed in
here, the open shift) implements it (``jobs``; the table's is ``Backend``
itself; the podium's is the services' ``FloorView``) and calls
``dealer_app.services``, never the store or the audit. Each room's screen holds
a context typed by its Protocol (``AppContext[ConsoleGateway]``, made by the main
window with ``ctx.room(ConsoleJobs(backend))``: the station's session, shift and
worker), runs ``ctx.run(lambda g: g.approve(...))`` on the worker and reads the
immutable result on the UI thread; mypy checks every call against the Protocol,
and each implementation against it (the block at the bottom of each ``gateway``
module).

Invariants: no Qt call from a worker job; no SQL and no rule of the game in
``ui``; every user-visible text goes through ``tr``; a step reaches the screen
only after the store has acknowledged it.
"""
