"""The store's command-line commands: simulate, export, audit, users, backup, restore.

Each ``*_main(argv) -> int``. Failures print one line ``dealer-app CMD: reason``
on standard error (never a traceback) and exit non-zero: 2 when the database
or its key cannot be read or trusted, 1 for everything else.
"""

from __future__ import annotations

import argparse
import copy
import datetime as dt
import getpass
import json
import os
import re
import secrets
import shutil
import sys
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from dealer_app import refusal_codes
from dealer_app.atomic_file import fsync_folder, write_atomically
from dealer_app.audit_findings import Code, finding
from dealer_app.auth.roles import Permission, Role
from dealer_app.cli.lang import argv_lang, worded
from dealer_app.cli.scaffold import READ_ONLY_HELP, CommandArgs, Fail, Parser, run_command
from dealer_app.refusal import Refusal
from dealer_app.refusal_codes import AnchorNotChainHead, FloorHasNoTableNamed, JobsBeyondMax
from dealer_app.safe_input import open_regular, parse_id
from dealer_app.store.errors import StoreError
from dealer_app.store.refusals import FileMissing
from dealer_app.wording.cli_lines import line as said

if TYPE_CHECKING:
    from dealer_app.audit.floor_verify import FloorReport
    from dealer_app.audit.verify import AuditReport
    from dealer_app.services.app import DealerServices
    from dealer_app.services.common import CoSignature
    from dealer_app.store.base import Store
    from dealer_app.store.records import Anchor, EntryKind, NewEntry
    from dealer_app.store.sqlite import SQLiteStore
    from rules.poker import GeneratorKnobs

__all__ = ["audit_main", "backup_main", "export_main", "restore_main", "simulate_main", "users_main"]

CLI_STATION = "command line"


def _db_arg(p: argparse.ArgumentParser, *, table: bool = True) -> None:
    from dealer_app.store.location import parse_location

    p.add_argument("--db", type=parse_location, default=None,
                   help="database file (default: in the user's data folder), or a floor's postgresql:// URL")
    p.add_argument("--new-store", action="store_true",
                   help="start a new, empty store although this station's recorded default database is missing")
    if table:
        p.add_argument("--table", default=None, help="on a floor: the table (default: this station's table)")


def _warn(services: DealerServices, lang: str) -> None:
    """The start-up's warnings (a station clock off the floor server's) on standard error, in ``lang``."""
    for line in services.store.startup.warnings:
        print(f"dealer-app: warning: {worded(line, lang)}", file=sys.stderr)


def _open(args: CommandArgs, program: str, *, new_table: bool = False, **kw: Any) -> DealerServices:
    """Open ``--db`` (or the station's floor, or the embedded database). On a floor,
    a table that does not exist yet is made only when ``new_table`` (``simulate``)."""
    from dealer_app.floor import resolve_target
    from dealer_app.services.app import DealerServices

    location, table = resolve_target(args.db, args.table)
    if table is not None and not new_table:
        kw.setdefault("create", False)
    return DealerServices.open(location, station=CLI_STATION, program=program, table=table,
                               status=_unreachable_line, new_store=args.new_store, **kw)


def _new_tables_authorised(args: CommandArgs, tables: list[str]) -> None:
    """On a floor that has people, ``simulate`` makes a table the floor does not have only
    with an administrator's PIN (``--by``), checked and logged on one of the floor's tables
    (finding 5: no fresh set of PIN guesses on tables made at will). A new floor (no people
    yet) is the simulator's to fill."""
    from dealer_app.floor import resolve_target
    from dealer_app.store.postgres import floor_has_people, floor_tables

    location, _table = resolve_target(args.db, args.table)
    if location is None or not is_floor(location):
        return
    known = floor_tables(str(location))
    missing = [t for t in tables if t not in known]
    if not missing or not known or not floor_has_people(str(location)):
        return
    if args.by is None:
        raise Fail(refusal_codes.FloorTableNeedsAdmin(table=repr(missing[0])), 2)
    from dealer_app.services.app import DealerServices

    with DealerServices.open(location, station=CLI_STATION, program="simulate", table=known[0], create=False,
                             status=_unreachable_line) as services:
        _co_sign(services, args, args.by, Permission.MANAGE_USERS, f"make table {missing[0]} for a simulation",
                 who="--by")


def _resolve_location(args: CommandArgs) -> object:
    from dealer_app.floor import resolve_target

    return resolve_target(args.db, args.table)[0]


def is_floor(location: object) -> bool:
    from dealer_app.store.location import is_floor_url

    return is_floor_url(location)


def _unreachable_line(text: str) -> None:
    if text:
        print(f"dealer-app: {text}", file=sys.stderr, flush=True)


class _Progress:
    """Progress on standard error: a line now and then, never more than ~1/s."""

    def __init__(self, label: str, quiet: bool = False, lang: str = "en") -> None:
        import time

        self._time = time.monotonic
        self._last = 0.0
        self._label = label
        self._quiet = quiet
        self._lang = lang

    def __call__(self, done: int, total: int) -> None:
        now = self._time()
        if self._quiet or (now - self._last < 1.0 and done != total):
            return
        self._last = now
        pct = f" ({100 * done // total}%)" if total else ""
        print(said(self._lang, "{label}: {done}/{total}{pct}", label=said(self._lang, self._label), done=done, total=total,
                   pct=pct), file=sys.stderr, flush=True)


# -- simulate -------------------------------------------------------------------------------------------


class _SimulateArgs(CommandArgs):
    rounds: int
    seed: int | None
    house: Path | None
    full_table: bool
    knob: list[str]
    acks: bool
    counts: bool
    snapshot_every: int
    players: int
    also_table: list[str]
    quiet: bool
    into_live: bool
    take_over: bool


def simulate_main(argv: list[str]) -> int:
    def body() -> int:
        p = Parser(prog="dealer-app simulate", description="play N generated rounds through the service layer")
        _db_arg(p)
        p.add_argument("--rounds", type=int, required=True)
        p.add_argument("--seed", type=int, default=None)
        p.add_argument("--house", type=Path, default=None,
                       help="simulate under this house-rules profile file (TOML or JSON; e.g. one with a jackpot)")
        p.add_argument("--full-table", action="store_true", help="every box of the layout plays every round")
        p.add_argument("--knob", action="append", default=[], metavar="NAME=PERMILLE",
                       help="how often a generator path is taken, per mille (e.g. jackpot_hit=50); repeatable")
        p.add_argument("--acks", action="store_true",
                       help="print a line on standard output as each step and settlement is committed "
                            "(ack round=R step=N seq=S digest=D / ack round=R settled seq=S)")
        p.add_argument("--counts", action="store_true",
                       help="also play the table count: opener, cash buy-ins, fills, credits, tray snapshots, "
                            "closer and drop (always on once the house has a chip set)")
        p.add_argument("--snapshot-every", type=int, default=25, metavar="N",
                       help="with --counts: count the tray every N rounds (0: only opener and closer)")
        p.add_argument("--players", type=int, default=0, metavar="N",
                       help="seat N players (anonymous and registered) with buy-ins, moves between boxes and "
                            "tables, pauses and cash-outs")
        p.add_argument("--also-table", action="append", default=[], metavar="NAME",
                       help="with --players: also deal this table, in turn (players move between the tables); "
                            "repeatable")
        p.add_argument("--quiet", action="store_true", help="no progress on standard error")
        p.add_argument("--lang", default="en", choices=["en", "ru"],
                       help="the language of the progress and error lines (default: en)")
        p.add_argument("--into-live", action="store_true",
                       help="simulate into a database that holds live shifts (an administrator's PIN, --by)")
        p.add_argument("--take-over", action="store_true",
                       help="take the table over from a station that no longer answers (a pit boss's PIN, --by)")
        p.add_argument("--by", default=None, help="who authorises --into-live or --take-over")
        _pin_arg(p)
        args = p.parse_args(argv, namespace=_SimulateArgs())
        if args.rounds < 0 or args.rounds > MAX_ROUNDS:
            raise Fail(refusal_codes.SimRoundsOutOfRange(max=MAX_ROUNDS), 2)
        if args.seed is not None and not 0 <= args.seed < 2**63:
            raise Fail(refusal_codes.SimSeedOutOfRange(), 2)
        from dealer_app.services.simulate import SIM_TABLE

        table = args.table or SIM_TABLE
        if not 1 <= len(table.strip()) <= 64:
            raise Fail(refusal_codes.SimTableNameLength(), 2)
        if not 0 <= args.players <= 1000:
            raise Fail(refusal_codes.SimPlayersOutOfRange(), 2)
        for extra_table in args.also_table:
            if not 1 <= len(extra_table.strip()) <= 64 or extra_table.strip() == table:
                raise Fail(refusal_codes.AlsoTableName(), 2)
        if args.also_table and not args.players:
            raise Fail(refusal_codes.AlsoTableNeedsPlayers(), 2)
        if len(set(args.also_table)) != len(args.also_table):
            raise Fail(refusal_codes.AlsoTableTwice(), 2)
        if args.snapshot_every < 0 or args.snapshot_every > MAX_ROUNDS:
            raise Fail(refusal_codes.SnapshotEveryOutOfRange(max=MAX_ROUNDS), 2)
        seed = args.seed if args.seed is not None else secrets.randbits(32)
        from dealer_app.auth.passwords import PinHasher
        from dealer_app.services.simulate import Simulator

        knobs = _knobs(args.full_table, args.knob)
        house = None
        if args.house is not None:
            from dealer_app.house_files import load_house_file

            house = load_house_file(args.house)
        _new_tables_authorised(args, [table, *args.also_table])
        services = _open(args, "simulate", new_table=True, hasher=PinHasher())
        services.start_heartbeat("simulate")
        _warn(services, args.lang)
        elsewhere: dict[str, DealerServices] = {}
        try:
            live = [sh for sh in services.shifts.all_shifts() if not sh.simulated]
            if live and not args.into_live:
                raise Fail(refusal_codes.LiveShiftsHeld(n=len(live)), 2)
            if args.into_live:
                _co_sign(services, args, args.by, Permission.MANAGE_USERS, "simulate into a live database", who="--by")
            if args.take_over:  # the PIN first, then the hold: with or without an open shift
                open_ = services.shifts.open_shifts(table)
                for shift in open_:
                    sig = _co_sign(services, args, args.by, Permission.VOID, "take the table over", who="--by",
                                   shift_id=shift.id)
                    services.shifts.take_over(sig, shift.id)
                if not open_:
                    sig = _co_sign(services, args, args.by, Permission.VOID, "take the table over", who="--by")
                    services.shifts.take_over_table(sig, table)
            if not args.quiet:
                print(said(args.lang, "simulate: {rounds} rounds, seed {seed}, database {db}", rounds=args.rounds,
                           seed=seed, db=services.store.location), file=sys.stderr, flush=True)

            def ack(line: str) -> None:
                sys.stdout.write(line + "\n")
                sys.stdout.flush()

            from dealer_app.services.simulate_count import CountPlan

            plan = CountPlan(snapshot_every=args.snapshot_every) if args.counts else None
            floor = None
            if args.players:
                from dealer_app.services.simulate_players import PlayerFloor

                floor = PlayerFloor(services, seed, args.players)
            if args.also_table and is_floor(_resolve_location(args)):
                # on a floor every table writes its own log: each --also-table is opened as that table
                # (the players move between the floor's tables, their cash records aggregated floor-wide)
                for name in args.also_table:
                    extra_args = copy.copy(args)
                    extra_args.table = name.strip()
                    elsewhere[name.strip()] = _open(extra_args, "simulate", new_table=True, hasher=PinHasher())
                    elsewhere[name.strip()].start_heartbeat("simulate")
            sim = Simulator(services, seed=seed, knobs=knobs, ack=ack if args.acks else None,
                            progress=_Progress("simulate", args.quiet, args.lang), counts=plan, players=floor)
            result = sim.run(args.rounds, table=table, house=house,
                             profile=f"simulate-{args.house.stem}" if args.house is not None else None,
                             more_tables=tuple(t.strip() for t in args.also_table), elsewhere=elsewhere)
            if not args.quiet:
                extra = ""
                if result.resumed_rounds or result.voided_rounds:
                    extra = said(args.lang, "; resumed {resumed}, voided {voided} interrupted round(s)",
                                 resumed=result.resumed_rounds, voided=result.voided_rounds)
                seconds = f"{result.seconds:.1f}"
                print(said(args.lang, "simulate: shift {shift}: {rounds} rounds, {steps} steps in {seconds} s",
                           shift=result.shift_id, rounds=result.rounds, steps=result.steps,
                           seconds=seconds.replace(".", ",") if args.lang == "ru" else seconds) + extra, file=sys.stderr)
        finally:
            for other in elsewhere.values():
                other.close()
            services.close()
        return 0

    return run_command("simulate", body, argv_lang(argv))


def _knobs(full_table: bool, given: list[str]) -> GeneratorKnobs | None:
    """The generator's knobs from ``--full-table`` and ``--knob NAME=PERMILLE`` (``None``: the defaults)."""
    if not full_table and not given:
        return None
    import dataclasses

    from rules.poker import GeneratorKnobs

    values: dict[str, int] = {"box_played": 1000} if full_table else {}
    names = {f.name for f in dataclasses.fields(GeneratorKnobs)}
    for item in given:
        name, _, value = item.partition("=")
        if name not in names:
            raise Fail(refusal_codes.KnobUnknown(name=repr(name), knobs=", ".join(sorted(names))), 2)
        try:
            values[name] = int(value)
        except ValueError:
            raise Fail(refusal_codes.KnobNotWhole(name=name, value=repr(value)), 2) from None
        if not 0 <= values[name] <= 1000:
            raise Fail(refusal_codes.KnobOutOfRange(name=name, value=values[name]), 2)
    return GeneratorKnobs(**values)


# -- export ------------------------------------------------------------------------------------------------


class _ExportArgs(CommandArgs):
    shift: int | None
    out: Path
    read_only: bool


def export_main(argv: list[str]) -> int:
    def body() -> int:
        p = Parser(prog="dealer-app export", description="a shift's settled rounds as russian-poker-round/1 lines")
        _db_arg(p)
        p.add_argument("--shift", type=parse_id, default=None, help="shift id (default: the latest)")
        p.add_argument("--out", type=Path, required=True)
        p.add_argument("--read-only", action="store_true", help=READ_ONLY_HELP)
        p.add_argument("--lang", default="en", choices=["en", "ru"],
                       help="the language of the summary and error lines (default: en); the lines written stay "
                            "the contract's")
        args = p.parse_args(argv, namespace=_ExportArgs())
        services = _open(args, "export", record_startup=False, readonly=True if args.read_only else None)
        try:
            shift_id = args.shift
            if shift_id is None:
                latest = services.read.latest_shift()
                if latest is None:
                    raise Fail(refusal_codes.NoShiftToExport())
                shift_id = latest.id
            lines = export_lines(services, shift_id)
            _write_atomic(args.out, "".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines))
            print(said(args.lang, "export: shift {shift}: {n} settled round(s) to {out}", shift=shift_id, n=len(lines),
                       out=args.out), file=sys.stderr)
        finally:
            services.close()
        return 0

    return run_command("export", body, argv_lang(argv))


def export_lines(services: DealerServices, shift_id: int) -> list[dict[str, Any]]:
    """Every settled, non-voided round of the shift as a FORMATS.md export line."""
    from dealer_app.services.rounds import export_line
    from dealer_app.store.entries import SettledEntry
    from dealer_app.store.records import RoundStatus

    services.shifts.get(shift_id)  # NotFoundError for an unknown shift
    out = []
    for r in services.store.rounds(shift_id, status=RoundStatus.SETTLED):
        e = services.store.entry(int(r.settled_seq or 0))
        assert e is not None  # a settled round's settlement is in the log
        out.append(export_line(r.id, e.body_as(SettledEntry).round))
    return out


def _write_atomic(path: Path, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, text.encode("utf-8"))


# -- audit verify -------------------------------------------------------------------------------------------


MAX_JOBS = 32
MAX_ROUNDS = 10_000_000
_HEX64 = re.compile(r"^[0-9a-f]{64}$")


def parse_anchor(text: str) -> str:
    """A 64-hex chain head as printed on a report (spaces, colons and case ignored)."""
    value = re.sub(r"[\s:]", "", text).lower()
    if not _HEX64.match(value):
        shown = text if len(text) <= 80 else text[:77] + "..."
        raise Fail(AnchorNotChainHead(value=repr(shown)), 2)
    return value


def open_for_reading(path: Path, key: Path | None = None, *, verify: bool = False,
                     read_only: bool = False) -> SQLiteStore:
    """Open a database that a read-only command reads: writable when we may write (to record
    the check), read-only when the file or its folder is not writable or ``read_only``
    (``--read-only``: nothing is written). Never creates one."""
    from dealer_app.store.sqlite import open_sqlite

    writable = not read_only and os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)
    return open_sqlite(path, key_file=key, verify=verify, create=False, readonly=not writable)


class _AuditArgs(CommandArgs):
    action: str
    key: Path | None
    no_replay: bool
    since_checkpoint: bool
    jobs: int
    anchor: list[str]
    read_only: bool


def audit_main(argv: list[str]) -> int:
    def body() -> int:
        p = Parser(prog="dealer-app audit", description="audit verify: re-check the log and every settlement; "
                                                         "--anchor HEX also checks that the log still holds a chain "
                                                         "head printed on a signed report")
        p.add_argument("action", choices=["verify"])
        _db_arg(p)
        p.add_argument("--key", type=Path, default=None, help="the audit key file (default: the config folder's)")
        p.add_argument("--no-replay", action="store_true", help="do not replay every round's steps")
        p.add_argument("--since-checkpoint", action="store_true",
                       help="check the chain from the last signed checkpoint (a shift close writes one) and the "
                            "checkpoint's signature, instead of from the first entry; a full verify checks everything")
        p.add_argument("--jobs", type=int, default=0,
                       help=f"processes re-settling the rounds (default 0: one per CPU, at most 4; 1: none; "
                            f"at most {MAX_JOBS})")
        p.add_argument("--anchor", action="append", default=[], metavar="HEX",
                       help="a chain head printed on a report (64 hex digits): exit 1 when the log does not hold "
                            "it at its position (rolled back, cut or re-signed). Repeatable")
        p.add_argument("--lang", default="en", choices=["en", "ru"],
                       help="the language of the information, problem, verdict and error lines (default: en); the "
                            "information lines show amounts in the house currency; only the problems' numbers (amounts "
                            "in minor units), card codes, hex chain heads and what people typed (names, reasons) stay "
                            "as the log holds them")
        p.add_argument("--read-only", action="store_true", help=READ_ONLY_HELP)
        args = p.parse_args(argv, namespace=_AuditArgs())
        from dealer_app.wording.audit import audit_line

        def say(line: str | Refusal, *, err: bool = False, money: Callable[[int], str] | None = None) -> None:
            if isinstance(line, Refusal):  # the command's own line, typed
                print(worded(line, args.lang), file=sys.stderr if err else sys.stdout)
                return
            text = audit_line(line, args.lang, money=money)
            if text == line:  # not a verification line: the station's own (a rollback it remembers)
                text = worded(line, args.lang)
            print(text, file=sys.stderr if err else sys.stdout)

        if args.jobs < 0 or args.jobs > MAX_JOBS:
            raise Fail(JobsBeyondMax(max=MAX_JOBS), 2)
        anchors = [parse_anchor(a) for a in args.anchor]
        from dealer_app.audit.verify import verify_store
        from dealer_app.floor import resolve_location, resolve_table
        from dealer_app.paths import default_db_path

        location = resolve_location(args.db)
        if is_floor(location):
            return _verify_floor(str(location), resolve_table(location, args.table), args, anchors, say)
        if args.db is not None and not Path(args.db).exists():
            raise Fail(FileMissing(args.db), 2)
        path = Path(args.db) if args.db is not None else default_db_path()
        if args.db is None:
            from dealer_app.station import check_default_db

            check_default_db(path)
        if not path.exists():
            raise Fail(FileMissing(path), 2)
        store = open_for_reading(path, args.key, read_only=args.read_only)
        try:
            with store.read_snapshot():  # one consistent state, even while a station writes
                report = verify_store(store, replay_steps=not args.no_replay, progress=_stage_progress(args.lang),
                                      jobs=args.jobs, since_checkpoint=args.since_checkpoint)
            from dealer_app.money_text import money_text
            from dealer_app.services.house import store_currency

            shown = money_text(store_currency(store), "ru_RU" if args.lang == "ru" else "en_GB")
            for line in report.infos:  # amounts as people read them, in the house currency
                say(line, money=shown.full)
            problems = list(report.problems)
            from dealer_app.station_records import rollback_problem

            rolled = rollback_problem(path, store.db_uuid, lambda seq, mac: store.seq_of_mac(mac) == seq)
            if rolled is not None:
                problems.append(rolled)
            for hex_ in anchors:
                seq = store.seq_of_mac(hex_)
                if seq is None:
                    problems.append(finding(Code.ANCHOR_NOT_HELD, h=hex_))
                else:
                    say(finding(Code.ANCHOR_HELD, h=hex_, n=seq))
            for line in problems:
                say(line)
            if not problems:
                head = _record_verified(store, report, anchors)
                say(finding(Code.VERDICT_OK, e=report.entries, r=report.rounds_checked, h=head.head_mac[:16],
                            na=len(anchors) or None, ro=bool(store.readonly)), err=True)
                return 0
            say(finding(Code.VERDICT_FAILED, n=len(problems)), err=True)
            return 1
        finally:
            store.close()

    return run_command("audit", body, argv_lang(argv))


def _record_verified(store: Store, report: AuditReport, anchors: list[str]) -> Anchor:
    """After a clean verification: an ``audit_verified`` entry and the new verified point
    (nothing is recorded in a store open read-only)."""
    from dealer_app.store.records import EntryKind

    head = store.anchor()
    if not store.readonly:
        since = {} if report.since is None else {"since": report.since}  # --since-checkpoint: from which entry
        store.append([_entry(EntryKind.AUDIT_VERIFIED, {"ok": True, "entries": report.entries,
                                                        "rounds": report.rounds_checked, "anchors": anchors, **since})])
        if head.head_seq:
            store.set_checkpoint(head.head_seq, head.head_mac)
    return head


def _verify_floor(url: str, table: str | None, args: _AuditArgs, anchors: list[str],
                  say: Callable[..., None]) -> int:
    """``audit verify`` on a floor: one table (or every table), then the linked meters;
    an anchor must be held by the table's chain (or, without ``--table``, by one of them)."""
    from dealer_app.audit.floor_verify import verify_floor
    from dealer_app.store.postgres import floor_tables, open_postgres, writable_tables

    names = floor_tables(url)
    if table is not None and table not in names:
        raise Fail(FloorHasNoTableNamed(table=repr(table), tables=', '.join(names) or 'none yet'), 2)
    report = verify_floor(url, [table] if table else None, key_file=args.key, replay_steps=not args.no_replay,
                          jobs=args.jobs, progress=_stage_progress(args.lang), since_checkpoint=args.since_checkpoint)
    for line in report.infos:
        say(line)
    problems = list(report.problems)
    _record_floor_verification(url, report, problems, say)
    ours = writable_tables(url)  # a station's login records the verification in its own table only
    stores = {name: open_postgres(url, name, key_file=args.key, create=False, verify=False, readonly=name not in ours)
              for name in report.tables if name not in report.unreadable}
    try:
        for hex_ in anchors:
            held = [(name, seq) for name, st in stores.items() if (seq := st.seq_of_mac(hex_)) is not None]
            if not held:
                problems.append(finding(Code.ANCHOR_NOT_HELD, h=hex_))
            for name, seq in held:
                say(finding(Code.ANCHOR_HELD_BY_TABLE, h=hex_, t=name, n=seq))
        for line in problems:
            say(line)
        if problems:
            say(finding(Code.VERDICT_FAILED, n=len(problems)), err=True)
            return 1
        heads = [f"{name} {_record_verified(st, report.tables[name], anchors).head_mac[:16]}"
                 for name, st in stores.items()]
    finally:
        for st in stores.values():
            st.close()
    say(finding(Code.VERDICT_FLOOR_OK, t=len(report.tables), e=report.entries, r=report.rounds_checked,
                h="; ".join(heads)), err=True)
    return 0


def _record_floor_verification(url: str, report: FloorReport, problems: list[str], say: Callable[..., None]) -> None:
    """The result where ``floor status`` and the podium see it (the scheduled verification's
    too); a floor that cannot record it (a read-only login) still gets its verdict."""
    from dealer_app.store.pg_status import save_verification

    try:
        save_verification(url, ok=not problems, tables=len(report.tables), entries=report.entries, problems=problems)
    except StoreError as exc:
        say(refusal_codes.FloorStatusNotRecorded(why=exc), err=True)


def _entry(kind: EntryKind, payload: dict[str, Any]) -> NewEntry:
    from dealer_app.store.records import NewEntry

    return NewEntry(kind, payload, None, CLI_STATION)


def _stage_progress(lang: str = "en") -> Callable[[str, int, int], None]:
    bars: dict[str, _Progress] = {}

    def progress(stage: str, done: int, total: int) -> None:
        bars.setdefault(stage, _Progress(f"audit verify: {stage}", lang=lang))(done, total)

    return progress


# -- users -------------------------------------------------------------------------------------------------


def _pin_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--pin-stdin", action="store_true",
                   help="read the PIN(s) from standard input, one per line, instead of a prompt "
                        "(PINs are never taken as arguments)")


_MAX_PIN_LINE = 256


class _PinArgs(Protocol):
    pin_stdin: bool
    lang: str


def _read_pin(name: str, args: _PinArgs, pin: str = "PIN of") -> str:
    """The PIN of user ``name`` (the prompt: ``PIN of NAME``, ``PIN for NAME`` or ``new PIN for NAME``) from the terminal
    (no echo) or, with ``--pin-stdin`` (or when standard input is not a terminal), from the next line
    of standard input. Never from an argument."""
    stdin = sys.stdin
    if stdin is None:
        raise Fail(refusal_codes.PinNotGiven(pin=pin, name=name), 2)
    if not args.pin_stdin and stdin.isatty():
        return getpass.getpass(worded(refusal_codes.PinPrompt(pin=pin, name=name), getattr(args, "lang", "en")))
    line = stdin.readline(_MAX_PIN_LINE + 1)
    if not line:
        raise Fail(refusal_codes.PinNotOnStdin(pin=pin, name=name), 2)
    if len(line) > _MAX_PIN_LINE:
        raise Fail(refusal_codes.PinLineTooLong(pin=pin, name=name), 2)
    return line.rstrip("\r\n")


def _co_sign(services: DealerServices, args: CommandArgs, name: str | None, permission: Permission, purpose: str,
             *, who: str = "--admin", shift_id: int | None = None, round_id: int | None = None) -> CoSignature:
    """A named user's PIN check (logged), bound to ``permission``."""
    if not name:
        raise Fail(refusal_codes.SignatureNeeded(who=who, purpose=purpose), 2)
    return services.users.co_sign(name, _read_pin(name, args), permission, purpose=purpose,
                                  shift_id=shift_id, round_id=round_id)


class _UsersArgs(CommandArgs):
    action: str
    name: str
    role: str | None
    recovery_key: Path
    out: Path | None
    admin: str | None


def users_main(argv: list[str]) -> int:
    def body() -> int:
        p = Parser(prog="dealer-app users", description="manage users (an administrator's PIN is needed once one "
                                                           "exists; PINs are read from a prompt or, with --pin-stdin, "
                                                           "from standard input: the signer's first, then the new one)")
        sub = p.add_subparsers(dest="action", required=True, parser_class=Parser)
        add = sub.add_parser("add", help="add a user (the first user added is the administrator)")
        add.add_argument("name")
        add.add_argument("--role", choices=[r.value for r in Role], default=None)
        lst = sub.add_parser("list", help="list users (a pit boss's or administrator's PIN)")
        lst.add_argument("--by", default=None, help="the pit boss or administrator asking")
        dis = sub.add_parser("disable", help="disable a user")
        dis.add_argument("name")
        ena = sub.add_parser("enable", help="enable a disabled user")
        ena.add_argument("name")
        unl = sub.add_parser("unlock", help="unlock a locked-out user")
        unl.add_argument("name")
        rst = sub.add_parser("reset-pin", help="give a user a new PIN")
        rst.add_argument("name")
        rec = sub.add_parser("recover", help="recovery: unlock an administrator and give them a new PIN, proven by "
                                             "the database's recovery key, kept offline (recorded in the log)")
        rec.add_argument("name")
        rec.add_argument("--recovery-key", type=Path, required=True, metavar="FILE",
                         help="the file holding the recovery key written by setup or users recovery-key "
                              "(- : the first line of standard input, before the new PIN)")
        rky = sub.add_parser("recovery-key", help="make a new recovery key for this database (it replaces the "
                                                  "earlier one): shown once, to be stored offline")
        rky.add_argument("--out", type=Path, default=None, metavar="FILE",
                         help="write it to this new file (default: standard output)")
        for sp in (add, lst, dis, ena, unl, rst, rec, rky):
            _db_arg(sp)
            _pin_arg(sp)
            sp.add_argument("--lang", default="en", choices=["en", "ru"],
                            help="the language of the lines, prompts and error lines (default: en)")
        for sp in (add, dis, ena, unl, rst, rky):
            sp.add_argument("--admin", default=None, help="the administrator authorising this")
        args = p.parse_args(argv, namespace=_UsersArgs())
        if args.action == "recover":
            return _recover_admin(args)
        services = _open(args, "users", record_startup=False, readonly=None if args.action == "list" else False)
        try:
            users = services.users
            if args.action == "list":
                if any(not u.builtin for u in users.all_users()):  # once there are people, a PIN is needed
                    if services.store.readonly:  # nothing can be logged; whoever reads the file reads this anyway
                        if not args.by:
                            raise Fail(refusal_codes.SignatureNeeded(who="--by", purpose="users list"), 2)
                        users.check_pin_readonly(args.by, _read_pin(args.by, args), Permission.AUDIT)
                    else:
                        _co_sign(services, args, args.by, Permission.AUDIT, "users list", who="--by")
                for u in users.all_users():
                    flags = [said(args.lang, f) for f, on in (("built-in", u.builtin), ("disabled", u.disabled),
                                                              ("locked", u.locked)) if on]
                    print(f"{u.id}\t{u.name}\t{u.role.value}" + (f"\t{', '.join(flags)}" if flags else ""))
                return 0
            if args.action == "add" and users.needs_first_admin():
                if args.role not in (None, Role.ADMIN.value):
                    raise Fail(refusal_codes.FirstUserAdministrator())
                info = users.create_first_admin(args.name, _read_pin(args.name, args, "PIN for"))
                print(said(args.lang, "users: added {name} as the first administrator (id {id})", name=info.name,
                           id=info.id), file=sys.stderr)
                return 0
            if not args.admin:
                raise Fail(refusal_codes.AdministratorMustAuthorise())
            if args.action == "recovery-key":  # a settings entry: the administrator's settings signature
                if args.out is not None and os.path.lexists(args.out):  # before the key is replaced, not after
                    raise Fail(refusal_codes.RecoveryKeyOutExists(path=args.out), 2)
                sig = _co_sign(services, args, args.admin, Permission.EDIT_SETTINGS, "users recovery-key")
                write_recovery_key(users.new_recovery_key(sig), args.out, args.lang)
                return 0
            sig = _co_sign(services, args, args.admin, Permission.MANAGE_USERS, f"users {args.action}")
            if args.action == "add":
                if args.role is None:
                    raise Fail(refusal_codes.RoleNotGiven())
                info = users.add(sig, args.name, Role(args.role), _read_pin(args.name, args, "PIN for"))
                print(said(args.lang, "users: added {name} ({role}, id {id})", name=info.name,
                           role=said(args.lang, info.role.value), id=info.id), file=sys.stderr)
                return 0
            target = users.by_name(args.name)
            if args.action == "reset-pin":
                info = users.reset_pin(sig, target.id, _read_pin(target.name, args, "new PIN for"))
                print(said(args.lang, "users: new PIN set for {name}", name=info.name), file=sys.stderr)
                return 0
            action = {"disable": users.disable, "enable": users.enable, "unlock": users.unlock}[args.action]
            info = action(sig, target.id)
            done = {"disable": "users: disabled {name}", "enable": "users: enabled {name}",
                    "unlock": "users: unlocked {name}"}[args.action]
            print(said(args.lang, done, name=info.name), file=sys.stderr)
            return 0
        finally:
            services.close()

    return run_command("users", body, argv_lang(argv))


RECOVERY_NOTE = ("# Dealer Assistant recovery key: it gives an administrator a new PIN (dealer-app users recover).\n"
                 "# Store it offline (a safe), never on the station. A new one replaces it.\n")


def write_recovery_key(shown: str, out: Path | None, lang: str = "en") -> None:
    """The recovery key, written once: to a new owner-only file, or to standard output (the file's
    note stays English: it is the file's format, as setup writes it)."""
    if out is None:
        print(RECOVERY_NOTE + shown)
        print(said(lang, "users: the recovery key above is shown once: store it offline"), file=sys.stderr)
        return
    try:
        fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        raise Fail(refusal_codes.RecoveryKeyOutExists(path=out), 2) from None
    with os.fdopen(fd, "w", encoding="ascii") as fh:
        fh.write(RECOVERY_NOTE + shown + "\n")
    print(said(lang, "users: recovery key written to {out}: store it offline, then delete it from this computer",
               out=out), file=sys.stderr)


def _recover_admin(args: _UsersArgs) -> int:
    """The documented recovery path for a locked-out (or forgotten) administrator: whoever
    holds the database's recovery key (written once by setup, kept offline, see
    docs/SECURITY.md) unlocks the administrator and sets a new PIN. Recorded in the log
    (admin_recovery). The station's own audit key is not enough."""
    from dealer_app.safe_input import InputError, read_bounded
    from dealer_app.services.app import DealerServices

    try:
        if str(args.recovery_key) == "-":
            recovery = sys.stdin.readline(_MAX_PIN_LINE + 1).strip()
        else:
            recovery = read_bounded(args.recovery_key, 4096, what="recovery key file").decode("ascii", "replace")
    except InputError as exc:
        raise Fail(refusal_codes.OptionRefused(option="--recovery-key", why=exc), 2) from None
    except OSError as exc:
        raise Fail(refusal_codes.OptionFileUnreadable(option="--recovery-key", reason=exc.strerror or str(exc),
                                                      path=args.recovery_key), 2) from None
    lines = [ln.strip() for ln in recovery.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    if len(lines) != 1:
        raise Fail(refusal_codes.RecoveryKeyFileInvalid(), 2)
    services = DealerServices.open(args.db, station=CLI_STATION, program="users recover", new_store=False,
                                   create=False)
    try:
        info = services.users.recover_admin(args.name, _read_pin(args.name, args, "new PIN for"),
                                            recovery_key=lines[0])
        print(said(args.lang, "users: {name} recovered: unlocked, new PIN set (recorded in the log)", name=info.name),
              file=sys.stderr)
        return 0
    finally:
        services.close()


# -- backup / restore -----------------------------------------------------------------------------------------


class _BackupArgs(CommandArgs):
    out: Path
    key_out: Path | None


def backup_main(argv: list[str]) -> int:
    def body() -> int:
        p = Parser(prog="dealer-app backup", description="online backup of the database (owner-only file); the "
                                                            "audit key is written only where --key-out says, never "
                                                            "next to the backup by default")
        _db_arg(p)
        p.add_argument("--out", type=Path, required=True, help="the backup file")
        p.add_argument("--key-out", type=Path, default=None,
                       help="also write the audit key here (keep it apart from the backup: on other media)")
        p.add_argument("--lang", default="en", choices=["en", "ru"],
                       help="the language of the progress, summary and error lines (default: en)")
        args = p.parse_args(argv, namespace=_BackupArgs())
        from dealer_app.audit.verify import verify_store
        from dealer_app.store.keys import write_key_file
        from dealer_app.store.records import EntryKind
        from dealer_app.store.sqlite import open_sqlite

        out = Path(args.out)
        key_out = Path(args.key_out) if args.key_out is not None else None
        if out.exists():
            raise Fail(refusal_codes.BackupOutExists(path=out))
        if key_out is not None and key_out.exists():
            raise Fail(refusal_codes.KeyOutExists(path=key_out))
        services = _open(args, "backup")
        try:
            store = services.store
            key = store.key
            services.ctx.append(EntryKind.BACKUP, {"to": str(out), "key_file": str(key_out) if key_out else None})
            store.backup_to(out, _Progress("backup", lang=args.lang))
        finally:
            services.close()
        try:
            check = open_sqlite(out, readonly=True, verify=False, create=False)
            try:
                report = verify_store(check, replay_steps=False)
            finally:
                check.close()
            if not report.ok:
                raise Fail(refusal_codes.BackupDoesNotVerify(path=out, problem=report.problems[0]))
        except BaseException:
            with suppress(OSError):
                out.unlink()  # a backup that fails verification never stays on disk
            raise
        if key_out is not None:
            write_key_file(key, key_out)
        print(said(args.lang, "backup: {out} ({n} entries, verified)", out=out, n=report.entries), file=sys.stderr)
        if key_out is not None:
            print(said(args.lang, "backup: audit key written to {key_out}: store it apart from the backup, it is secret",
                       key_out=key_out), file=sys.stderr)
        else:
            print(said(args.lang, "backup: the audit key is not in the backup; keep a copy of it apart (--key-out on "
                                  "other media)"), file=sys.stderr)
        return 0

    return run_command("backup", body, argv_lang(argv))


def _backup_is_older(target: Path, backup_store: SQLiteStore) -> tuple[bool, Refusal | None]:
    """Whether restoring would lose entries the target holds: the target's chain head
    (its newest anchor) is not in the backup's log. Returns (older, why: typed; its English is
    what the log records)."""
    from dealer_app.store.sqlite import peek_head

    if not target.exists():
        return False, None
    peek = peek_head(target)
    if peek is None:  # the target cannot be read: nothing in it can be compared
        return False, None
    db_uuid, head_seq, head_mac = peek
    if head_seq == 0:
        return False, None
    same = db_uuid == backup_store.db_uuid
    if same and backup_store.seq_of_mac(head_mac) == head_seq:
        return False, None
    back = backup_store.anchor()
    kind = refusal_codes.BackupOlderCopy if same else refusal_codes.BackupOtherDatabase
    return True, kind(n=back.count, seq=head_seq, mac=head_mac[:16])


def _other_casino(target: Path, backup_store: SQLiteStore) -> Refusal | None:
    """Why the backup belongs to another casino than the target (``None``: it does not, or
    either names none): restoring it would make this station another casino's, under
    another casino's administrators. No PIN of this database's people can allow that."""
    from dealer_app.store.sqlite import open_sqlite, peek_head

    peek = peek_head(target) if target.exists() else None
    if peek is None or peek[0] == backup_store.db_uuid:
        return None
    try:
        current = open_sqlite(target, verify=False, create=False, readonly=True)
    except StoreError:
        return None
    try:
        here = str(current.settings().get("casino_name", "")).strip()
    finally:
        current.close()
    there = str(backup_store.settings().get("casino_name", "")).strip()
    if here and there and here.casefold() != there.casefold():
        return refusal_codes.BackupOtherCasino(there=repr(there), here=repr(here))
    return None


class _RestoreArgs(CommandArgs):
    source: Path
    key: Path | None
    allow_older: bool


def restore_main(argv: list[str]) -> int:
    def body() -> int:
        p = Parser(prog="dealer-app restore", description="verify a backup, then restore it (atomically); a "
                                                             "backup older than the current database needs "
                                                             "--allow-older with a pit boss's or administrator's PIN")
        _db_arg(p)
        _pin_arg(p)
        p.add_argument("--from", dest="source", type=Path, required=True, help="the backup file")
        p.add_argument("--key", type=Path, default=None,
                       help="the backup's audit key file (default: the config folder's keys)")
        p.add_argument("--allow-older", action="store_true",
                       help="restore although the backup is older than the current database (entries since are "
                            "lost from it; it is kept aside)")
        p.add_argument("--by", default=None, help="with --allow-older: the pit boss or administrator authorising it")
        p.add_argument("--lang", default="en", choices=["en", "ru"],
                       help="the language of the progress, problem, summary and error lines (default: en)")
        args = p.parse_args(argv, namespace=_RestoreArgs())
        from dealer_app.audit.verify import verify_store
        from dealer_app.paths import default_db_path
        from dealer_app.store.keys import Keyring
        from dealer_app.store.records import EntryKind
        from dealer_app.store.sqlite import PRIVATE_MODE, open_sqlite

        if is_floor(args.db):
            raise Fail(refusal_codes.RestoreNotIntoFloor(), 2)
        source = Path(args.source)
        if not source.exists():
            raise Fail(FileMissing(source), 2)
        target = Path(args.db) if args.db is not None else default_db_path()
        # 1. verify the backup completely before touching anything
        backup = open_sqlite(source, key_file=args.key, readonly=True, verify=False, create=False)
        try:
            report = verify_store(backup, progress=_stage_progress(args.lang), jobs=0)
            key = backup.key
            other = _other_casino(target, backup) if report.ok else None
            older, why = _backup_is_older(target, backup) if report.ok else (False, None)
        finally:
            backup.close()
        if other is not None:
            raise Fail(other, 2)
        if not report.ok:
            from dealer_app.wording.audit import audit_line

            for line in report.problems:
                print(audit_line(line, args.lang))
            raise Fail(refusal_codes.BackupDoesNotVerifyNothingReplaced(path=source, n=len(report.problems)))
        # 2. the key where the app will look for it
        Keyring.default().install(key)
        # 3. an older backup is a rollback: only on purpose, signed by a pit boss or administrator
        signer: CoSignature | None = None
        if older and why is not None:
            if not args.allow_older:
                raise Fail(refusal_codes.RestoreWouldRollBack(why=why), 2)
            if not args.by:
                raise Fail(refusal_codes.AllowOlderNeedsBy(), 2)
            from dealer_app.services.app import DealerServices

            with DealerServices.open(target, station=CLI_STATION, program="restore", record_startup=False,
                                     create=False, accept_older=True) as current:
                permission = Permission.AUDIT  # pit boss or administrator
                signer = _co_sign(current, args, args.by, permission, "restore an older backup", who="--by")
                current.ctx.append(EntryKind.RESTORE, {"from": str(source), "older": True, "why": str(why),
                                                       "authorised_by": signer.user.id, "stage": "authorised"},
                                   actor=signer.user.id)
        # 4. copy the backup next to the target, then swap atomically; the current database is kept aside
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f".{target.name}.restoring-{os.getpid()}")
        with suppress(FileNotFoundError):
            tmp.unlink()
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_MODE)
        try:
            with os.fdopen(fd, "wb") as dst, open_regular(source, what="backup") as src:
                shutil.copyfileobj(src, dst, 1 << 20)
                dst.flush()
                os.fsync(dst.fileno())
        except BaseException:  # a full disk: the copy is removed, the target was never touched
            with suppress(OSError):
                tmp.unlink()
            raise
        aside: Path | None = None
        try:
            if target.exists():
                with suppress(StoreError):
                    current_store = open_sqlite(target, verify=False, create=False)
                    current_store.wal_checkpoint()
                    current_store.close()
                stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%SZ")
                aside = target.with_name(f"{target.name}.before-restore-{stamp}")
                # a hard link keeps the old file under its new name while the target name never disappears
                os.link(target, aside)
                for suffix in ("-wal", "-shm"):
                    with suppress(FileNotFoundError):
                        os.unlink(f"{target}{suffix}")
            os.replace(tmp, target)  # atomic: the target is the old or the new database, never missing
        except BaseException:
            with suppress(OSError):
                tmp.unlink()
            raise
        fsync_folder(target.parent)
        # 5. open it as the app would (start-up checks) and record the restore
        from dealer_app.services.app import DealerServices

        services = DealerServices.open(target, station=CLI_STATION, program="restore", accept_older=True)
        try:
            from dealer_app.station_records import remember_head

            restored = services.store.anchor()
            remember_head(target, services.store.db_uuid, restored.head_seq, restored.head_mac, replace=True)
            services.ctx.append(EntryKind.RESTORE, {"from": str(source), "put_aside": str(aside) if aside else None,
                                                    "entries": report.entries, "older": older,
                                                    "authorised_by": signer.user.id if signer else None,
                                                    "authorised_by_name": signer.user.name if signer else None})
            if args.db is None:
                from dealer_app.station import record_default_db

                record_default_db(target, services.store.db_uuid)
        finally:
            services.close()
        print(said(args.lang, "restore: {target} restored from {source} ({n} entries verified)", target=target,
                   source=source, n=report.entries), file=sys.stderr)
        if aside is not None:
            print(said(args.lang, "restore: the previous database was kept as {aside}", aside=aside), file=sys.stderr)
        return 0

    return run_command("restore", body, argv_lang(argv))
