"""Words for people: the engine's typed records rendered in the dealer's language.

The engine speaks in codes and parameters; the English lines the contract fixes
stay in ``rules``. Each module here renders one kind of record, once per
language, for the command line, the reports and the screens alike.
"""
