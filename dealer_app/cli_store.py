"""The store's command-line commands: simulate, export, audit, users, backup, restore.

Each ``*_main(argv) -> int``. Failures print one line ``dealer-app CMD: reason``
on standard error (never a traceback) and exit non-zero: 2 when the database
or its key cannot be read or trusted, 1 for everything else.
"""

from __future__ import annotations

import argparse
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
from typing import Any, NoReturn

from dealer_app.auth.roles import Permission, Role
from dealer_app.services.common import ServiceError
from dealer_app.store.errors import StoreError

__all__ = ["audit_main", "backup_main", "export_main", "restore_main", "simulate_main", "users_main"]

CLI_STATION = "command line"


class _Fail(Exception):
    def __init__(self, message: str, code: int = 1) -> None:
        self.code = code
        super().__init__(message)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _Fail(f"{message} (try --help)", 2)


def _run(name: str, body: Callable[[], int]) -> int:
    try:
        return body()
    except _Fail as exc:
        print(f"dealer-app {name}: {exc}", file=sys.stderr)
        return exc.code
    except StoreError as exc:
        print(f"dealer-app {name}: {exc}", file=sys.stderr)
        return 2
    except PermissionError as exc:
        print(f"dealer-app {name}: not allowed: {exc}", file=sys.stderr)
        return 1
    except ServiceError as exc:
        print(f"dealer-app {name}: {exc}", file=sys.stderr)
        return 1
    except ValueError as exc:  # engine refusals (house rules, steps) carry their lines
        lines = getattr(exc, "lines", None)
        print(f"dealer-app {name}: {'; '.join(lines) if lines else exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"dealer-app {name}: {exc.strerror or exc}{f' ({exc.filename})' if exc.filename else ''}",
              file=sys.stderr)
        return 1
    except ImportError as exc:
        print(f"dealer-app {name}: a part of the app is missing: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"dealer-app {name}: interrupted", file=sys.stderr)
        return 130
    except SystemExit as exc:  # argparse --help
        return int(exc.code or 0)


def _db_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", type=Path, default=None, help="database file (default: in the user's data folder)")
    p.add_argument("--new-store", action="store_true",
                   help="start a new, empty store although this station's recorded default database is missing")


def _open(args: argparse.Namespace, program: str, **kw: Any) -> Any:
    from dealer_app.services.app import DealerServices

    return DealerServices.open(args.db, station=CLI_STATION, program=program, new_store=args.new_store, **kw)


class _Progress:
    """Progress on standard error: a line now and then, never more than ~1/s."""

    def __init__(self, label: str, quiet: bool = False) -> None:
        import time

        self._time = time.monotonic
        self._last = 0.0
        self._label = label
        self._quiet = quiet

    def __call__(self, done: int, total: int) -> None:
        now = self._time()
        if self._quiet or (now - self._last < 1.0 and done != total):
            return
        self._last = now
        pct = f" ({100 * done // total}%)" if total else ""
        print(f"{self._label}: {done}/{total}{pct}", file=sys.stderr, flush=True)


# -- simulate -------------------------------------------------------------------------------------------


def simulate_main(argv: list[str]) -> int:
    def body() -> int:
        p = _Parser(prog="dealer-app simulate", description="play N generated rounds through the service layer")
        _db_arg(p)
        p.add_argument("--rounds", type=int, required=True)
        p.add_argument("--seed", type=int, default=None)
        p.add_argument("--table", default="simulator")
        p.add_argument("--full-table", action="store_true", help="every box of the layout plays every round")
        p.add_argument("--acks", action="store_true",
                       help="print a line on standard output as each step and settlement is committed "
                            "(ack round=R step=N seq=S digest=D / ack round=R settled seq=S)")
        p.add_argument("--quiet", action="store_true", help="no progress on standard error")
        args = p.parse_args(argv)
        if args.rounds < 0:
            raise _Fail("--rounds: must be 0 or more", 2)
        seed = args.seed if args.seed is not None else secrets.randbits(32)
        from dealer_app.auth.passwords import PinHasher
        from dealer_app.services.simulate import Simulator

        knobs = None
        if args.full_table:
            from rules.poker import GeneratorKnobs

            knobs = GeneratorKnobs(box_played=1000)

        services = _open(args, "simulate", hasher=PinHasher())
        try:
            if not args.quiet:
                print(f"simulate: {args.rounds} rounds, seed {seed}, database {services.store.location}",
                      file=sys.stderr, flush=True)

            def ack(line: str) -> None:
                sys.stdout.write(line + "\n")
                sys.stdout.flush()

            sim = Simulator(services, seed=seed, knobs=knobs, ack=ack if args.acks else None,
                            progress=_Progress("simulate", args.quiet))
            result = sim.run(args.rounds, table=args.table)
            if not args.quiet:
                extra = ""
                if result.resumed_rounds or result.voided_rounds:
                    extra = f"; resumed {result.resumed_rounds}, voided {result.voided_rounds} interrupted round(s)"
                print(f"simulate: shift {result.shift_id}: {result.rounds} rounds, {result.steps} steps in "
                      f"{result.seconds:.1f} s{extra}", file=sys.stderr)
        finally:
            services.close()
        return 0

    return _run("simulate", body)


# -- export ------------------------------------------------------------------------------------------------


def export_main(argv: list[str]) -> int:
    def body() -> int:
        p = _Parser(prog="dealer-app export", description="a shift's settled rounds as russian-poker-round/1 lines")
        _db_arg(p)
        p.add_argument("--shift", type=int, default=None, help="shift id (default: the latest)")
        p.add_argument("--out", type=Path, required=True)
        args = p.parse_args(argv)
        services = _open(args, "export", record_startup=False)
        try:
            shift_id = args.shift
            if shift_id is None:
                latest = services.read.latest_shift()
                if latest is None:
                    raise _Fail("the database has no shift to export")
                shift_id = latest.id
            lines = export_lines(services, shift_id)
            _write_atomic(args.out, "".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines))
            print(f"export: shift {shift_id}: {len(lines)} settled round(s) to {args.out}", file=sys.stderr)
        finally:
            services.close()
        return 0

    return _run("export", body)


def export_lines(services: Any, shift_id: int) -> list[dict[str, Any]]:
    """Every settled, non-voided round of the shift as a FORMATS.md export line."""
    from dealer_app.services.rounds import export_line
    from dealer_app.store.records import RoundStatus

    services.shifts.get(shift_id)  # NotFoundError for an unknown shift
    out = []
    for r in services.store.rounds(shift_id, status=RoundStatus.SETTLED):
        e = services.store.entry(int(r.settled_seq))
        out.append(export_line(r.id, e.payload["round"]))
    return out


def _write_atomic(path: Path, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


# -- audit verify -------------------------------------------------------------------------------------------


MAX_JOBS = 32
_HEX64 = re.compile(r"^[0-9a-f]{64}$")


def parse_anchor(text: str) -> str:
    """A 64-hex chain head as printed on a report (spaces, colons and case ignored)."""
    value = re.sub(r"[\s:]", "", text).lower()
    if not _HEX64.match(value):
        shown = text if len(text) <= 80 else text[:77] + "..."
        raise _Fail(f"--anchor: {shown!r} is not a chain head (64 hexadecimal digits, as printed on a report)", 2)
    return value


def open_for_reading(path: Path, key: Path | None = None, *, verify: bool = False) -> Any:
    """Open a database that a read-only command reads: writable when we may write (to record
    the check), read-only when the file or its folder is not writable. Never creates one."""
    from dealer_app.store.sqlite import open_sqlite

    writable = os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)
    return open_sqlite(path, key_file=key, verify=verify, create=False, readonly=not writable)


def audit_main(argv: list[str]) -> int:
    def body() -> int:
        p = _Parser(prog="dealer-app audit", description="audit verify: re-check the log and every settlement; "
                                                         "--anchor HEX also checks that the log still holds a chain "
                                                         "head printed on a signed report")
        p.add_argument("action", choices=["verify"])
        _db_arg(p)
        p.add_argument("--key", type=Path, default=None, help="the audit key file (default: the config folder's)")
        p.add_argument("--no-replay", action="store_true", help="do not replay every round's steps")
        p.add_argument("--jobs", type=int, default=0,
                       help=f"processes re-settling the rounds (default 0: one per CPU, at most 4; 1: none; "
                            f"at most {MAX_JOBS})")
        p.add_argument("--anchor", action="append", default=[], metavar="HEX",
                       help="a chain head printed on a report (64 hex digits): exit 1 when the log does not hold "
                            "it at its position (rolled back, cut or re-signed). Repeatable")
        args = p.parse_args(argv)
        if args.jobs < 0 or args.jobs > MAX_JOBS:
            raise _Fail(f"--jobs: from 0 to {MAX_JOBS}", 2)
        anchors = [parse_anchor(a) for a in args.anchor]
        from dealer_app.audit.verify import verify_store
        from dealer_app.paths import default_db_path
        from dealer_app.store.records import EntryKind

        if args.db is not None and not Path(args.db).exists():
            raise _Fail(f"{args.db} does not exist", 2)
        path = Path(args.db) if args.db is not None else default_db_path()
        if args.db is None:
            from dealer_app.station import check_default_db

            check_default_db(path)
        if not path.exists():
            raise _Fail(f"{path} does not exist", 2)
        store = open_for_reading(path, args.key)
        try:
            report = verify_store(store, replay_steps=not args.no_replay, progress=_stage_progress(), jobs=args.jobs)
            for line in report.infos:
                print(line)
            problems = list(report.problems)
            for hex_ in anchors:
                seq = store.seq_of_mac(hex_)
                if seq is None:
                    problems.append(f"anchor {hex_}: the log does not hold this chain head (rolled back, cut or "
                                    "re-signed)")
                else:
                    print(f"anchor {hex_}: held at entry {seq}")
            for line in problems:
                print(line)
            if not problems:
                head = store.anchor()
                if not store.readonly:
                    store.append([_entry(EntryKind.AUDIT_VERIFIED, {"ok": True, "entries": report.entries,
                                                                    "rounds": report.rounds_checked,
                                                                    "anchors": anchors})])
                    if head.head_seq:
                        store.set_checkpoint(head.head_seq, head.head_mac)
                print(f"audit verify: OK: {report.entries} entries, {report.rounds_checked} settled rounds "
                      f"re-settled, chain head {head.head_mac[:16]}"
                      + (f", {len(anchors)} anchor(s) held" if anchors else "")
                      + (" (read-only: nothing recorded)" if store.readonly else ""), file=sys.stderr)
                return 0
            print(f"audit verify: FAILED: {len(problems)} problem(s)", file=sys.stderr)
            return 1
        finally:
            store.close()

    return _run("audit", body)


def _entry(kind: Any, payload: dict[str, Any]) -> Any:
    from dealer_app.store.records import NewEntry

    return NewEntry(kind, payload, None, CLI_STATION)


def _stage_progress() -> Callable[[str, int, int], None]:
    bars: dict[str, _Progress] = {}

    def progress(stage: str, done: int, total: int) -> None:
        bars.setdefault(stage, _Progress(f"audit verify: {stage}"))(done, total)

    return progress


# -- users -------------------------------------------------------------------------------------------------


def _read_pin(prompt: str, given: str | None) -> str:
    if given is not None:
        return given
    if sys.stdin is None:
        raise _Fail(f"{prompt}: no PIN given (use --pin or standard input)")
    if sys.stdin.isatty():
        return getpass.getpass(f"{prompt}: ")
    line = sys.stdin.readline()
    if not line:
        raise _Fail(f"{prompt}: no PIN on standard input")
    return line.rstrip("\r\n")


def users_main(argv: list[str]) -> int:
    def body() -> int:
        p = _Parser(prog="dealer-app users", description="manage users (an administrator's PIN is needed once one "
                                                           "exists; PINs are read from standard input unless given)")
        sub = p.add_subparsers(dest="action", required=True, parser_class=_Parser)
        add = sub.add_parser("add", help="add a user (the first user added is the administrator)")
        add.add_argument("name")
        add.add_argument("--role", choices=[r.value for r in Role], default=None)
        add.add_argument("--pin", default=None, help="the new user's PIN (default: read from standard input)")
        lst = sub.add_parser("list", help="list users")
        dis = sub.add_parser("disable", help="disable a user")
        dis.add_argument("name")
        ena = sub.add_parser("enable", help="enable a disabled user")
        ena.add_argument("name")
        unl = sub.add_parser("unlock", help="unlock a locked-out user")
        unl.add_argument("name")
        for sp in (add, lst, dis, ena, unl):
            _db_arg(sp)
        for sp in (add, dis, ena, unl):
            sp.add_argument("--admin", default=None, help="the administrator authorising this")
            sp.add_argument("--admin-pin", default=None, help="their PIN (default: read from standard input first)")
        args = p.parse_args(argv)
        services = _open(args, "users", record_startup=False)
        try:
            users = services.users
            if args.action == "list":
                for u in users.list():
                    flags = [f for f, on in (("built-in", u.builtin), ("disabled", u.disabled),
                                             ("locked", u.locked)) if on]
                    print(f"{u.id}\t{u.name}\t{u.role.value}" + (f"\t{', '.join(flags)}" if flags else ""))
                return 0
            if args.action == "add" and users.needs_first_admin():
                if args.role not in (None, Role.ADMIN.value):
                    raise _Fail("the first user must be the administrator (--role admin)")
                info = users.create_first_admin(args.name, _read_pin(f"PIN for {args.name}", args.pin))
                print(f"users: added {info.name} as the first administrator (id {info.id})", file=sys.stderr)
                return 0
            if not args.admin:
                raise _Fail("--admin NAME: an administrator must authorise this")
            admin_pin = _read_pin(f"PIN of {args.admin}", args.admin_pin)
            sig = users.co_sign(args.admin, admin_pin, Permission.MANAGE_USERS, purpose=f"users {args.action}")
            if args.action == "add":
                if args.role is None:
                    raise _Fail("--role: dealer, pit_boss, admin or trainee")
                info = users.add(sig, args.name, Role(args.role), _read_pin(f"PIN for {args.name}", args.pin))
                print(f"users: added {info.name} ({info.role.value}, id {info.id})", file=sys.stderr)
                return 0
            target = users.by_name(args.name)
            action = {"disable": users.disable, "enable": users.enable, "unlock": users.unlock}[args.action]
            info = action(sig, target.id)
            print(f"users: {args.action}d {info.name}".replace("unlockd", "unlocked").replace("disabled", "disabled"),
                  file=sys.stderr)
            return 0
        finally:
            services.close()

    return _run("users", body)


# -- backup / restore -----------------------------------------------------------------------------------------


def backup_main(argv: list[str]) -> int:
    def body() -> int:
        p = _Parser(prog="dealer-app backup", description="online backup of the database, plus its audit key")
        _db_arg(p)
        p.add_argument("--out", type=Path, required=True, help="the backup file")
        p.add_argument("--key-out", type=Path, default=None,
                       help="where to write the audit key (default: OUT.audit-key); keep it apart from the backup")
        args = p.parse_args(argv)
        from dealer_app.audit.keys import write_key_file
        from dealer_app.audit.verify import verify_store
        from dealer_app.store.records import EntryKind
        from dealer_app.store.sqlite import open_sqlite

        out = Path(args.out)
        key_out = args.key_out or out.with_name(out.name + ".audit-key")
        if out.exists():
            raise _Fail(f"{out} already exists; choose another name (a backup never overwrites a file)")
        services = _open(args, "backup")
        try:
            store = services.store
            services.ctx.append(EntryKind.BACKUP, {"to": str(out), "key_file": str(key_out)})
            store.backup_to(out, _Progress("backup"))
            write_key_file(store.key, key_out)
        finally:
            services.close()
        check = open_sqlite(out, key_file=key_out, readonly=True, verify=False)
        try:
            report = verify_store(check, replay_steps=False)
        finally:
            check.close()
        if not report.ok:
            raise _Fail(f"the backup {out} does not verify: {report.problems[0]}")
        print(f"backup: {out} ({report.entries} entries, verified)", file=sys.stderr)
        print(f"backup: audit key written to {key_out}: store it apart from the backup, it is secret",
              file=sys.stderr)
        return 0

    return _run("backup", body)


def restore_main(argv: list[str]) -> int:
    def body() -> int:
        p = _Parser(prog="dealer-app restore", description="verify a backup, then restore it")
        _db_arg(p)
        p.add_argument("--from", dest="source", type=Path, required=True, help="the backup file")
        p.add_argument("--key", type=Path, default=None,
                       help="the backup's audit key file (default: the config folder's keys)")
        args = p.parse_args(argv)
        from dealer_app.audit.keys import Keyring
        from dealer_app.audit.verify import verify_store
        from dealer_app.paths import default_db_path
        from dealer_app.store.records import EntryKind
        from dealer_app.store.sqlite import open_sqlite

        source = Path(args.source)
        if not source.exists():
            raise _Fail(f"{source} does not exist", 2)
        target = Path(args.db) if args.db is not None else default_db_path()
        # 1. verify the backup completely before touching anything
        backup = open_sqlite(source, key_file=args.key, readonly=True, verify=False)
        try:
            report = verify_store(backup, progress=_stage_progress(), jobs=0)
            key = backup.key
        finally:
            backup.close()
        if not report.ok:
            for line in report.problems:
                print(line)
            raise _Fail(f"the backup {source} does not verify ({len(report.problems)} problem(s)); nothing was "
                        "replaced")
        # 2. the key where the app will look for it
        Keyring.default().install(key)
        # 3. put the current database aside (never deleted), then move the backup in
        aside: Path | None = None
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.exists():
            with suppress(StoreError):
                current = open_sqlite(target, verify=False)
                current.wal_checkpoint()
                current.close()
            stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%SZ")
            aside = target.with_name(f"{target.name}.before-restore-{stamp}")
            for suffix in ("", "-wal", "-shm"):
                src = Path(f"{target}{suffix}")
                if src.exists():
                    os.replace(src, Path(f"{aside}{suffix}"))
        tmp = target.with_name(f".{target.name}.restoring-{os.getpid()}")
        shutil.copyfile(source, tmp)
        with open(tmp, "rb") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, target)
        # 4. open it as the app would (start-up checks) and record the restore
        from dealer_app.services.app import DealerServices

        services = DealerServices.open(target, station=CLI_STATION, program="restore")
        try:
            services.ctx.append(EntryKind.RESTORE, {"from": str(source), "put_aside": str(aside) if aside else None,
                                                    "entries": report.entries})
        finally:
            services.close()
        print(f"restore: {target} restored from {source} ({report.entries} entries verified)", file=sys.stderr)
        if aside is not None:
            print(f"restore: the previous database was kept as {aside}", file=sys.stderr)
        return 0

    return _run("restore", body)


