"""The Russian Roulette table tracker (RULES.md Part II).

- ``screen``: :class:`RouletteTrackerScreen`, the whole tracker (set-up, hand, showdown).
- ``circle``: the circle of community cards, painted; ``seats``: the seats;
  ``panels``: the legal actions, the card entry and the result; ``setup``: the set-up page.
- ``view``: what the widgets show, picked from the engine's state (no chips computed).
- ``jobs``: the worker-thread side (the tracker's gateway), calling :mod:`dealer_app.services.roulette`.
"""

from ui.roulette.screen import RouletteTrackerScreen

__all__ = ["RouletteTrackerScreen"]
