"""``dealer-app floor``: the floor's tables and linked jackpot meters.

    dealer-app floor setup --db postgresql://… --table NAME [--casino NAME] [--floor-key FILE]
    dealer-app floor tables --db postgresql://…
    dealer-app floor link-meter --db postgresql://… --meter NAME --table T1 --table T2 [--start MINOR]
                                --admin NAME [--pin-stdin] [--new-table]

A linked meter is a floor setting, not a house rule: the tables on it share
one jackpot meter. A table joins before its own meter has moved (its history
must add up on the linked meter). An administrator signs it with their PIN and
every table's log records it; a table not on the floor is refused (a typo never
makes a table) unless ``--new-table`` asks for it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from dealer_app.cli.scaffold import Fail, Parser, run_command
from dealer_app.store.location import is_floor_url

__all__ = ["floor_main"]


def floor_main(argv: list[str]) -> int:
    def body() -> int:
        p = Parser(prog="dealer-app floor", description="a floor's tables and linked jackpot meters")
        sub = p.add_subparsers(dest="action", required=True, parser_class=Parser)
        tables = sub.add_parser("tables", help="list the floor's tables and linked meters")
        link = sub.add_parser("link-meter", help="put tables on a linked jackpot meter")
        setup = sub.add_parser("setup", help="bind this station to a table of the floor (installs the floor's key)")
        setup.add_argument("--table", required=True, help="the table this station deals")
        setup.add_argument("--casino", default="", help="the casino's name")
        setup.add_argument("--floor-key", type=Path, default=None, metavar="FILE",
                           help="the floor's audit key file (copied from the pit); not needed on a new floor")
        for sp in (tables, link, setup):
            sp.add_argument("--db", required=True, help="the floor's postgresql:// URL")
        link.add_argument("--meter", required=True, help="the linked meter's name")
        link.add_argument("--table", action="append", required=True, help="a table on the meter (repeatable)")
        link.add_argument("--start", type=int, default=0, help="the meter's start value in minor units (a new meter)")
        link.add_argument("--admin", required=True, metavar="NAME", help="the administrator who signs the link")
        link.add_argument("--pin-stdin", action="store_true", help="read the PIN from the first line of standard input")
        link.add_argument("--new-table", action="store_true", help="create the tables not yet on the floor")
        args = p.parse_args(argv)
        if not is_floor_url(args.db):
            raise Fail(f"--db: a floor's postgresql:// URL, not {args.db!r}", 2)
        from dealer_app.store.postgres import floor_tables, linked_meters, redact

        if args.action == "setup":
            from dealer_app.floor_setup import provision_floor

            binding = provision_floor(args.db, args.table.strip(), args.casino.strip(), key_file=args.floor_key)
            print(f"floor: this station deals table {binding.table!r} on {redact(binding.url)}", file=sys.stderr)
            return 0
        if args.action == "link-meter":
            if args.start < 0:
                raise Fail("--start: 0 or more (minor units)", 2)
            from dealer_app.cli.store import _read_pin
            from dealer_app.services.meter_link import link_tables
            from dealer_app.store.errors import TableNotFoundError
            from dealer_app.store.postgres import tables_not_on_floor

            try:  # before the PIN is asked: a typed name never makes a table
                tables_not_on_floor(args.db, [t.strip() for t in args.table], create=args.new_table)
                pin = _read_pin(f"PIN of {args.admin}", args)
                link_tables(args.db, args.meter, args.table, args.start, args.admin, pin, create=args.new_table)
            except TableNotFoundError as exc:
                raise Fail(str(exc), 2) from None
            start, value, on = linked_meters(args.db)[args.meter]
            print(f"floor: linked meter {args.meter}: {', '.join(on)} (start {start}, now {value})", file=sys.stderr)
            return 0
        meters = linked_meters(args.db)
        on_meter = {t: m for m, (_s, _v, ts) in meters.items() for t in ts}
        for name in floor_tables(args.db):
            print(f"table\t{name}" + (f"\tmeter {on_meter[name]}" if name in on_meter else ""))
        for m, (start, value, ts) in meters.items():
            print(f"meter\t{m}\tstart {start}\tnow {value}\t{', '.join(ts)}")
        return 0

    return run_command("floor", body)
