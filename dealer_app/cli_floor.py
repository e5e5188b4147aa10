"""``dealer-app floor``: the floor's tables and linked jackpot meters.

    dealer-app floor tables --db postgresql://…
    dealer-app floor link-meter --db postgresql://… --meter NAME --table T1 --table T2 [--start MINOR]

A linked meter is a floor setting, not a house rule: the tables on it share
one jackpot meter. A table joins before its own meter has moved (its history
must add up on the linked meter); new tables are created on the floor.
"""

from __future__ import annotations

import sys

from dealer_app.cli_store import _Fail, _Parser, _run
from dealer_app.store.location import is_floor_url

__all__ = ["floor_main"]


def floor_main(argv: list[str]) -> int:
    def body() -> int:
        p = _Parser(prog="dealer-app floor", description="a floor's tables and linked jackpot meters")
        sub = p.add_subparsers(dest="action", required=True, parser_class=_Parser)
        tables = sub.add_parser("tables", help="list the floor's tables and linked meters")
        link = sub.add_parser("link-meter", help="put tables on a linked jackpot meter")
        for sp in (tables, link):
            sp.add_argument("--db", required=True, help="the floor's postgresql:// URL")
        link.add_argument("--meter", required=True, help="the linked meter's name")
        link.add_argument("--table", action="append", required=True, help="a table on the meter (repeatable)")
        link.add_argument("--start", type=int, default=0, help="the meter's start value in minor units (a new meter)")
        args = p.parse_args(argv)
        if not is_floor_url(args.db):
            raise _Fail(f"--db: a floor's postgresql:// URL, not {args.db!r}", 2)
        from dealer_app.store.postgres import floor_tables, link_meter, linked_meters

        if args.action == "link-meter":
            if args.start < 0:
                raise _Fail("--start: 0 or more (minor units)", 2)
            link_meter(args.db, args.meter, args.table, args.start)
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

    return _run("floor", body)
