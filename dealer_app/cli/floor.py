"""``dealer-app floor``: the floor's tables and linked jackpot meters.

    dealer-app floor init --db postgresql://OWNER@HOST/DB
    dealer-app floor add-station --db OWNER_URL (--table NAME | --podium | --auditor) --login LOGIN --passfile FILE
    dealer-app floor revoke-station --db OWNER_URL --login LOGIN
    dealer-app floor setup --db postgresql://… --table NAME [--casino NAME] [--floor-key FILE]
    dealer-app floor tables --db postgresql://…
    dealer-app floor link-meter --db postgresql://… --meter NAME --table T1 --table T2 [--start MINOR]
                                --admin NAME [--pin-stdin] [--new-table]
    dealer-app floor group --db OWNER_URL --group NAME [--table T]... [--chips FILE.json] [--house FILE.json]
                           --user NAME [--pin-stdin] [--new-table]
    dealer-app floor group --db URL --group NAME --leave --table T --reason TEXT --user NAME [--pin-stdin]
    dealer-app floor status --db postgresql://… [--format text|json|prometheus]
    dealer-app floor backup --db postgresql://… --out FILE [--key FILE] [--scratch URL]
    dealer-app floor restore --from FILE --db postgresql://…/NEW_DB [--key FILE]

``init``, ``add-station`` and ``revoke-station`` are the floor owner's
(:mod:`dealer_app.store.pg_stations`): each station then connects with a login of
its own that writes only its table's rows.

A linked meter is a floor setting, not a house rule: the tables on it share
one jackpot meter. A table joins before its own meter has moved (its history
must add up on the linked meter). An administrator signs it with their PIN and
every table's log records it; a table not on the floor is refused (a typo never
makes a table) unless ``--new-table`` asks for it.

A table group (:mod:`dealer_app.services.table_group`) shares one chip set and one set of
house rules, set once for the group with the owner's login: each ``floor group`` that gives
``--chips`` or ``--house`` is a new version of the group, recorded in the floor's witness chain
and written, signed with ``--user``'s PIN, into every table of the group; ``--table`` adds
tables to the group (they get its current version); a table that missed a version gets it on
the next ``floor group``. ``--leave`` takes one table out of its group, signed with ``--user``'s
PIN (a pit boss or administrator) and a ``--reason``: the table keeps the chip set and house
rules it holds, as its own. Every group change is signed, so the podium's login may make it too.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sized
from pathlib import Path
from typing import Any, cast

from dealer_app import refusal_codes
from dealer_app.cli.lang import argv_lang
from dealer_app.cli.scaffold import Fail, Parser, run_command
from dealer_app.store.location import is_floor_url
from dealer_app.wording.cli_lines import line as said

__all__ = ["floor_main"]


class _FloorArgs(argparse.Namespace):
    action: str
    db: str
    table: str | list[str] | None  # one (setup, add-station) or repeated (link-meter, group)
    casino: str
    floor_key: Path | None
    podium: bool
    auditor: bool
    login: str
    passfile: Path
    format: str
    out: Path
    scratch: str | None
    source: Path
    key: Path | None
    meter: str
    start: int
    admin: str
    pin_stdin: bool = False
    new_table: bool
    group: str
    chips: Path | None
    house: Path | None
    user: str
    leave: bool
    reason: str | None
    lang: str


def _named(table: str | list[str] | None) -> str:
    """The one ``--table NAME`` of setup and add-station."""
    if not isinstance(table, str):
        raise Fail(refusal_codes.FloorTableNameMissing(), 2)
    return table


def _listed(table: str | list[str] | None) -> list[str]:
    """The repeated ``--table NAME`` of link-meter and group."""
    return table if isinstance(table, list) else []


def floor_main(argv: list[str]) -> int:
    def body() -> int:
        p = Parser(prog="dealer-app floor", description="a floor's tables and linked jackpot meters")
        sub = p.add_subparsers(dest="action", required=True, parser_class=Parser)
        tables = sub.add_parser("tables", help="list the floor's tables and linked meters")
        link = sub.add_parser("link-meter", help="put tables on a linked jackpot meter")
        grp = sub.add_parser("group", help="a table group's chip set and house rules, set once for its tables")
        setup = sub.add_parser("setup", help="bind this station to a table of the floor (installs the floor's key)")
        setup.add_argument("--table", required=True, help="the table this station deals")
        setup.add_argument("--casino", default="", help="the casino's name")
        setup.add_argument("--floor-key", type=Path, default=None, metavar="FILE",
                           help="the floor's audit key file (copied from the pit); not needed on a new floor")
        init = sub.add_parser("init", help="make (or migrate) the floor's schema, roles and key, as its owner")
        add = sub.add_parser("add-station", help="make a login for a table's station (or the podium)")
        which = add.add_mutually_exclusive_group(required=True)
        which.add_argument("--table", help="the table the station deals (made if new)")
        which.add_argument("--podium", action="store_true", help="a login for the pit's podium (every table)")
        which.add_argument("--auditor", action="store_true",
                           help="a login that writes no table and records the floor's verifications")
        revoke = sub.add_parser("revoke-station", help="a station's login can no longer connect")
        for sp in (add, revoke):
            sp.add_argument("--login", required=True, help="the station's login name")
        add.add_argument("--passfile", required=True, type=Path, metavar="FILE",
                         help="where its generated password goes (a libpq passfile, mode 0600)")
        add.add_argument("--floor-key", type=Path, default=None, metavar="FILE",
                         help="the floor's audit key file, when the owner's key folder does not hold it")
        status = sub.add_parser("status", help="the floor's health: stations online or offline, open shifts, stale "
                                               "leases, linked meters, the last verification (exit 0 healthy, "
                                               "1 something to look at, 2 unreachable)")
        status.add_argument("--format", choices=("text", "json", "prometheus"), default="text",
                            help="text (default), json, or the Prometheus text format")
        backup = sub.add_parser("backup", help="a consistent snapshot of the whole floor (never its key), checked by "
                                               "audit verify on a scratch restore before it is reported good")
        backup.add_argument("--out", type=Path, required=True, help="the backup file (a new file)")
        backup.add_argument("--scratch", default=None, metavar="URL",
                            help="an empty database for the check (default: a new one on the same server, dropped "
                                 "afterwards)")
        restore = sub.add_parser("restore", help="restore a floor backup into an empty database, then verify it")
        restore.add_argument("--from", dest="source", type=Path, required=True, help="the backup file")
        for sp in (backup, restore):
            sp.add_argument("--key", type=Path, default=None, metavar="FILE",
                            help="the floor's audit key file (default: this station's key folder)")
        for sp in (tables, link, grp, setup, init, add, revoke, status, backup, restore):
            sp.add_argument("--db", required=True, help="the floor's postgresql:// URL")
        link.add_argument("--meter", required=True, help="the linked meter's name")
        link.add_argument("--table", action="append", required=True, help="a table on the meter (repeatable)")
        link.add_argument("--start", type=int, default=0, help="the meter's start value in minor units (a new meter)")
        link.add_argument("--admin", required=True, metavar="NAME", help="the administrator who signs the link")
        link.add_argument("--pin-stdin", action="store_true", help="read the PIN from the first line of standard input")
        link.add_argument("--new-table", action="store_true", help="create the tables not yet on the floor")
        grp.add_argument("--group", required=True, help="the table group's name")
        grp.add_argument("--table", action="append", default=[], help="a table to put in the group (repeatable)")
        grp.add_argument("--chips", type=Path, default=None, metavar="FILE.json",
                         help='the chip set: a list of {"value": minor units, "colour": "#rrggbb", "name": "...", '
                              '"par": chips}')
        grp.add_argument("--house", type=Path, default=None, metavar="FILE.json",
                         help="the house rules: a JSON object of house options (the rest as the engine's defaults)")
        grp.add_argument("--user", required=True, metavar="NAME",
                         help="who signs (chip set: an administrator or pit boss; house rules: a pit boss)")
        grp.add_argument("--pin-stdin", action="store_true", help="read the PIN from the first line of standard input")
        grp.add_argument("--new-table", action="store_true", help="create the tables not yet on the floor")
        grp.add_argument("--leave", action="store_true",
                         help="take the --table out of the group (it keeps the chip set and house rules it holds)")
        grp.add_argument("--reason", default=None, help="why the table leaves (with --leave; required)")
        grp.add_argument("--lang", choices=["en", "ru"], default="en", help="the language of the error lines")
        for sp in (tables, link, setup, init, add, revoke, status, backup, restore):
            sp.add_argument("--lang", choices=["en", "ru"], default="en", help="the language of the lines and error lines")
        args = p.parse_args(argv, namespace=_FloorArgs())
        if not is_floor_url(args.db):
            raise Fail(refusal_codes.DbNotFloorUrl(value=repr(args.db)), 2)
        from dealer_app.store.postgres import floor_tables, linked_meters, redact

        if args.action in ("init", "add-station", "revoke-station"):
            return _owner_action(args)
        if args.action == "status":
            return _status(args.db, args.format, args.lang)
        if args.action in ("backup", "restore"):
            return _backup_or_restore(args)
        if args.action == "setup":
            from dealer_app.floor_setup import provision_floor

            try:
                binding = provision_floor(args.db, _named(args.table).strip(), args.casino.strip(), key_file=args.floor_key)
            except ValueError as exc:
                raise Fail(exc, 2) from None
            print(said(args.lang, "floor: this station deals table {table} on {url}", table=repr(binding.table),
                       url=redact(binding.url)), file=sys.stderr)
            return 0
        if args.action == "link-meter":
            if args.start < 0:
                raise Fail(refusal_codes.StartNegative(), 2)
            from dealer_app.services.common import MAX_AMOUNT

            if args.start >= MAX_AMOUNT:
                raise Fail(refusal_codes.StartOutOfRange(max=MAX_AMOUNT, value=args.start), 2)
            from dealer_app.cli.store import _read_pin
            from dealer_app.services.meter_link import link_tables
            from dealer_app.store.errors import TableNotFoundError
            from dealer_app.store.postgres import tables_not_on_floor

            try:  # before the PIN is asked: a typed name never makes a table
                tables_not_on_floor(args.db, [t.strip() for t in _listed(args.table)], create=args.new_table)
                pin = _read_pin(args.admin, args)
                link_tables(args.db, args.meter, _listed(args.table), args.start, args.admin, pin, create=args.new_table)
            except TableNotFoundError as exc:
                raise Fail(exc, 2) from None
            start, value, on = linked_meters(args.db)[args.meter]
            print(said(args.lang, "floor: linked meter {meter}: {tables} (start {start}, now {value})", meter=args.meter,
                       tables=", ".join(on), start=start, value=value), file=sys.stderr)
            return 0
        if args.action == "group":
            return _group(args)
        from dealer_app.store.postgres import table_groups

        meters = linked_meters(args.db)
        groups = {t: g for g, gv in table_groups(args.db).items() for t in gv.tables}
        on_meter = {t: m for m, (_s, _v, ts) in meters.items() for t in ts}
        for name in floor_tables(args.db):
            print(f"table\t{name}" + (f"\tmeter {on_meter[name]}" if name in on_meter else "")
                  + (f"\tgroup {groups[name]}" if name in groups else ""))
        for m, (start, value, ts) in meters.items():
            print(f"meter\t{m}\tstart {start}\tnow {value}\t{', '.join(ts)}")
        return 0

    return run_command("floor", body, argv_lang(argv))


def _json_file(path: Path, what: str) -> object:
    from dealer_app.safe_input import InputError, loads, read_bounded

    try:
        return loads(read_bounded(path, 1024 * 1024, what=what))
    except InputError as exc:
        raise Fail(refusal_codes.FileNotJson(path=path, why=exc), 2) from None


def _group(args: _FloorArgs) -> int:
    from dealer_app.cli.store import _read_pin
    from dealer_app.services.common import ServiceError
    from dealer_app.services.table_group import set_table_group

    if args.leave or args.reason is not None:
        return _leave(args)
    chips: list[Any] | None = None
    house: dict[str, Any] | None = None
    if args.chips is not None:
        read = _json_file(args.chips, "chip-set file")
        if not isinstance(read, list):
            raise Fail(refusal_codes.NotAChipList(path=args.chips), 2)
        chips = read
    if args.house is not None:
        read = _json_file(args.house, "house-rules file")
        house = read if isinstance(read, dict) else None
        if house is None:
            raise Fail(refusal_codes.NotAHouseObject(path=args.house), 2)
    pin = _read_pin(args.user, args)
    try:
        done = set_table_group(args.db, args.group, _listed(args.table), user=args.user, pin=pin, chips=chips, house=house,
                               create=args.new_table)
    except ServiceError as exc:
        if type(exc) is not ServiceError:  # a wrong PIN, a state: the runner's exit codes
            raise
        raise Fail(exc, 2) from None
    given = ", ".join(said(args.lang, "{table} (entries {seqs})", table=t, seqs=", ".join(map(str, seqs)))
                      for t, seqs in done.written.items()) or said(args.lang, "none")
    print(said(args.lang, "floor: table group {group} version {version}: {tables}; given it now: {given}",
               group=done.group, version=done.version, tables=", ".join(done.tables), given=given), file=sys.stderr)
    return 0


def _leave(args: _FloorArgs) -> int:
    """``floor group --leave``: one table out of its group, signed, with a reason."""
    from dealer_app.cli.store import _read_pin
    from dealer_app.services.common import ServiceError
    from dealer_app.services.table_group import check_leave, leave_table_group

    tables = args.table if isinstance(args.table, list) else []  # repeated for a group
    if (not args.leave or len(tables) != 1 or args.reason is None or args.chips is not None
            or args.house is not None or args.new_table):
        raise Fail(refusal_codes.LeaveOneTable(), 2)
    try:  # before the PIN is asked: what cannot be recorded is refused first
        check_leave(args.db, args.group, tables[0], args.reason)
    except ServiceError as exc:
        raise Fail(exc, 2) from None
    pin = _read_pin(args.user, args)
    try:
        done = leave_table_group(args.db, args.group, tables[0], user=args.user, pin=pin, reason=args.reason)
    except ServiceError as exc:
        if type(exc) is not ServiceError:  # a wrong PIN, a state: the runner's exit codes
            raise
        raise Fail(exc, 2) from None
    print(said(args.lang, "floor: table {table} left table group {group} at version {version} (entry {seq}); its chip "
                          "set and house rules are its own now", table=done.table, group=done.group,
               version=done.version, seq=done.seq), file=sys.stderr)
    return 0


def _owner_action(args: _FloorArgs) -> int:
    from dealer_app.store.pg_schema import SCHEMA_VERSION
    from dealer_app.store.pg_stations import add_station, init_floor, revoke_station
    from dealer_app.store.postgres import redact

    where = redact(args.db)
    try:
        if args.action == "init":
            created, migrated_from = init_floor(args.db)
            if created:
                print(said(args.lang, "floor: made the floor's schema {v}, roles and key on {where}", v=SCHEMA_VERSION,
                           where=where), file=sys.stderr)
            elif migrated_from is not None:
                print(said(args.lang, "floor: migrated {where} from schema {old} to {v}; next, give every station a "
                                      "login of its own (floor add-station)", where=where, old=migrated_from,
                           v=SCHEMA_VERSION), file=sys.stderr)
            else:
                print(said(args.lang, "floor: {where} is already at schema {v}; nothing changed", where=where,
                           v=SCHEMA_VERSION), file=sys.stderr)
            return 0
        if args.action == "add-station":
            table = None if args.podium or args.auditor else _named(args.table).strip()
            if table == "":
                raise Fail(refusal_codes.FloorTableNameMissing(), 2)
            made = add_station(args.db, table, args.login, args.passfile, key_file=args.floor_key,
                               auditor=args.auditor)
            what = (said(args.lang, "the auditor") if args.auditor else said(args.lang, "the podium") if table is None
                    else said(args.lang, "table {table}", table=repr(table)))
            done = ("floor: renewed login {login} for {what}; its password is in {passfile} (0600). The station "
                    "connects with") if made.renewed else ("floor: made login {login} for {what}; its password is in "
                                                          "{passfile} (0600). The station connects with")
            print(said(args.lang, done, login=made.login, what=what, passfile=made.passfile), file=sys.stderr)
            print(made.url)
            return 0
        table = revoke_station(args.db, args.login)
        what = said(args.lang, "the podium") if table is None else said(args.lang, "table {table}", table=repr(table))
        print(said(args.lang, "floor: login {login} ({what}) can no longer connect; its records stay", login=args.login,
                   what=what), file=sys.stderr)
        return 0
    except ValueError as exc:
        raise Fail(exc, 2) from None
def _status(url: str, fmt: str, lang: str = "en") -> int:
    from dealer_app.cli.floor_status import as_json, as_prometheus, as_text, unreachable_prometheus
    from dealer_app.store.errors import StoreError
    from dealer_app.store.pg_status import read_floor_status
    from dealer_app.store.postgres import redact

    try:
        status = read_floor_status(url)
    except StoreError:
        if fmt == "prometheus":
            sys.stdout.write(unreachable_prometheus())
        raise  # one line on standard error, exit 2
    if fmt == "json":
        print(as_json(status, redact(url)))
    elif fmt == "prometheus":
        sys.stdout.write(as_prometheus(status))
    else:
        print(as_text(status, redact(url), lang))
    if not status.healthy and fmt != "text":
        for line in status.attention:
            print(f"dealer-app floor status: {line}", file=sys.stderr)
    return 0 if status.healthy else 1



def _seconds(seconds: float, lang: str) -> str:
    """Seconds as the lines show them: one decimal (a comma in Russian)."""
    text = f"{seconds:.1f}"
    return text.replace(".", ",") if lang == "ru" else text


def _count(listed: object) -> int:
    """How many a manifest lists (its ``tables``, its ``linked_meters``)."""
    return len(cast("Sized", listed))


def _backup_or_restore(args: _FloorArgs) -> int:
    from dealer_app.floor_backup import backup_floor, restore_floor_into
    from dealer_app.store.postgres import redact

    if args.action == "backup":
        done = backup_floor(args.db, args.out, key_file=args.key, scratch=args.scratch)
        m = done.manifest
        data: Mapping[str, object] = m.data
        print(said(args.lang, "floor backup: {out}: {tables} table(s), {entries} entries, {meters} linked meter(s), "
                              "{users} user(s); verified on a scratch restore ({rounds} settled rounds re-settled) in "
                              "{seconds} s; key {key} not in the backup: keep it apart", out=args.out,
                   tables=_count(data["tables"]), entries=m.entries, meters=_count(data["linked_meters"]),
                   users=data["users"], rounds=done.report.rounds_checked, seconds=_seconds(done.seconds, args.lang),
                   key=data["key_id"]), file=sys.stderr)
        return 0
    if not args.source.exists():
        raise Fail(refusal_codes.FromMissing(path=args.source), 2)
    done = restore_floor_into(args.source, args.db, key_file=args.key)
    m = done.manifest
    data = m.data
    print(said(args.lang, "floor restore: {db}: {tables} table(s), {entries} entries from {source} (taken {taken}); "
                          "verified ({rounds} settled rounds re-settled) in {seconds} s", db=redact(args.db),
               tables=_count(data["tables"]), entries=m.entries, source=args.source, taken=data["created_at"],
               rounds=done.report.rounds_checked, seconds=_seconds(done.seconds, args.lang)), file=sys.stderr)
    return 0
