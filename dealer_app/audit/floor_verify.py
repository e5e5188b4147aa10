"""``audit verify`` on a floor: every table's chain and rounds, then the linked meters.

On a floor the server is the notary (schema v4): besides the chain the stations MAC with
the floor's key, every entry carries the server's own MAC under a key per table that no
station reads; ``verify`` has the server check that chain (``notary_breaks``), and checks
every table's log against the floor's witness chain of chain heads (:func:`check_witness`).

Each table is verified exactly as a station's SQLite database is
(:func:`dealer_app.audit.verify.verify_store`). A linked jackpot meter is then
re-checked across all its tables: its recorded history (one movement per
settlement, void or adjustment, in commit order) must run from its start
value to its current value without ever going below 0, and must be exactly
the movements the tables' logs hold, so that

    meter = start + Σ contributions − Σ shares ± signed adjustments.

A patron's gaming day is the floor's (:func:`check_cash`): every table's cash transactions
are folded together, in the server's time order, and each transaction's recorded
floor-wide aggregate and alerts are recomputed from the logs.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_app.audit.verify import AuditReport, verify_store
from dealer_app.audit_findings import Code, Exc, Finding, Person, Val, Where, entry_of, finding
from dealer_app.safe_input import int_of
from dealer_app.store.records import EntryKind
from dealer_app.workers import Workers, cpus

if TYPE_CHECKING:
    from dealer_app.store.base import Store
    from dealer_app.store.postgres import PostgresStore

__all__ = ["FloorReport", "check_cash", "check_groups", "check_linked_meters", "verify_floor"]

_MOVES = (EntryKind.ROUND_SETTLED, EntryKind.ROUND_VOIDED, EntryKind.METER_ADJUSTED)


@dataclass
class FloorReport:
    tables: dict[str, AuditReport] = field(default_factory=dict)
    meter_problems: list[str] = field(default_factory=list)
    meter_infos: list[str] = field(default_factory=list)
    witness_problems: list[str] = field(default_factory=list)
    witness_infos: list[str] = field(default_factory=list)
    group_problems: list[str] = field(default_factory=list)
    group_infos: list[str] = field(default_factory=list)
    cash_problems: list[str] = field(default_factory=list)
    cash_infos: list[str] = field(default_factory=list)
    unreadable: dict[str, str] = field(default_factory=dict)  # table -> why it could not be verified

    @property
    def problems(self) -> list[str]:
        out: list[str] = [_headed(name, p) for name, r in self.tables.items() for p in r.problems]
        return out + self.meter_problems + self.witness_problems + self.group_problems + self.cash_problems

    @property
    def infos(self) -> list[str]:
        out = [_headed(name, i) for name, r in self.tables.items() for i in r.infos]
        return out + self.meter_infos + self.witness_infos + self.group_infos + self.cash_infos

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def entries(self) -> int:
        return sum(r.entries for r in self.tables.values())

    @property
    def rounds_checked(self) -> int:
        return sum(r.rounds_checked for r in self.tables.values())


def _headed(table: str, line: str) -> str:
    """A table's line under its table's name (a line that quotes the engine keeps its problems)."""
    inner = line if isinstance(line, Finding) else str(line)
    return finding(Code.TABLE, engine=getattr(line, "engine", ()), currency=getattr(line, "currency", "EUR"), t=table,
                   line=inner)


_CHIP_CODES = (Code.GROUP_CHIPS_NOT_ITS, Code.GROUP_CHIPS_VERSION, Code.GROUP_CHIPS_DIFFER)
_RULES_CODES = (Code.GROUP_RULES_NOT_ITS, Code.GROUP_RULES_VERSION, Code.GROUP_RULES_DIFFER)


def _witness_break(seq: int, what: str) -> str:
    """A break of the floor's witness chain, as the server names it (``witness_breaks()``: one of
    two lines, each naming the witness record): typed when it is one of them, else as it is."""
    if what == f"witness record {seq} missing":
        return finding(Code.WITNESS_MISSING, n=seq)
    if what == f"witness record {seq} does not match its chain":
        return finding(Code.WITNESS_BROKEN, n=seq)
    return f"witness chain: {what}"


def _log_moves(store: Store) -> dict[int, int]:
    """seq -> meter movement of every entry of this table's log that moves the (live) meter
    (a simulated shift's rounds move the table's own simulated meter, never a linked one)."""
    out: dict[int, int] = {}
    simulated = {s.id for s in store.shifts() if s.simulated}
    for e in store.entries_of_kind([k.value for k in _MOVES]):
        if e.kind != EntryKind.METER_ADJUSTED and e.shift_id in simulated:
            continue
        p: Mapping[str, object] = e.payload
        if e.kind == EntryKind.ROUND_SETTLED:
            out[e.seq] = int_of(p["meter_delta"])
        elif e.kind == EntryKind.ROUND_VOIDED:
            if p.get("meter_delta"):
                out[e.seq] = int_of(p["meter_delta"])
        else:
            out[e.seq] = int_of(p["delta"])
    return out


def check_linked_meters(url: str, stores: Mapping[str, PostgresStore]) -> tuple[list[str], list[str]]:
    """(problems, infos) of every linked meter of the floor; ``stores`` are its tables, open."""
    from dealer_app.store.postgres import linked_meters, meter_history

    problems: list[str] = []
    infos: list[str] = []
    for meter, (start, value, tables) in linked_meters(url).items():
        history = meter_history(url, meter)
        by_id = {s.table_id: name for name, s in stores.items()}
        running = start
        recorded: dict[tuple[str, int], int] = {}
        for tbl, seq, delta, after in history:
            running += delta
            moved: dict[str, Any] = {"m": meter, "t": by_id.get(tbl, tbl), "n": seq}
            if after != running:
                problems.append(finding(Code.LINKED_RECORDED_VALUE, **moved, a=Val(after, amount=True),
                                        b=Val(running, amount=True)))
                running = after
            if after < 0:
                problems.append(finding(Code.LINKED_BELOW_ZERO, **moved, a=Val(after, amount=True)))
            recorded[(by_id.get(tbl, str(tbl)), seq)] = delta
        if running != value:
            problems.append(finding(Code.LINKED_HISTORY, m=meter, a=Val(value, amount=True), b=Val(running, amount=True)))
        total = start
        from_logs: dict[tuple[str, int], int] = {}
        for name in tables:
            store = stores.get(name)
            if store is None:
                problems.append(finding(Code.LINKED_TABLE_UNREAD, m=meter, t=name))
                continue
            for seq, delta in _log_moves(store).items():
                from_logs[(name, seq)] = delta
                total += delta
        if total != value:
            problems.append(finding(Code.LINKED_NOT_CONSERVED, m=meter, a=Val(value, amount=True),
                                    b=Val(start, amount=True), c=Val(total, amount=True)))
        for key in sorted(set(recorded) | set(from_logs)):
            if recorded.get(key) != from_logs.get(key):
                problems.append(finding(Code.LINKED_MOVES_DIFFER, m=meter, t=key[0], n=key[1],
                                        a=Val(from_logs.get(key), amount=True), b=Val(recorded.get(key), amount=True)))
        infos.append(finding(Code.INFO_LINKED, m=meter, t=", ".join(tables), a=Val(start, amount=True),
                             b=Val(value, amount=True), n=len(history)))
    return problems, infos


def check_witness(url: str, stores: Mapping[str, PostgresStore]) -> tuple[list[str], list[str]]:
    """(problems, infos): the floor's witness chain holds (its own HMAC chain, checked on
    the server, whose key no station reads), and every chain head it recorded for a table
    of ``stores`` is still in that table's log with the same MAC: a table rolled back,
    cut or re-signed since is named here, with no anchor typed."""
    from dealer_app.store.postgres import witness_heads

    breaks, heads = witness_heads(url)
    problems = [_witness_break(seq, what) for seq, what in breaks]
    by_table: dict[str, list[tuple[int, int, str, int, str]]] = {}
    for wseq, ts_us, why, table, seq, mac in heads:
        if table in stores and seq:
            by_table.setdefault(table, []).append((wseq, ts_us, why, seq, mac))
    for table, recorded in by_table.items():
        store = stores[table]
        held = store.macs_at(sorted({r[3] for r in recorded}))
        for wseq, ts_us, why, seq, mac in recorded:
            when = dt.datetime.fromtimestamp(ts_us / 1e6, tz=dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
            label = why.replace("_", " ")
            if seq not in held:
                problems.append(finding(Code.WITNESSED_GONE, t=table, n=seq, when=when, how=label, w=wseq))
            elif held[seq] != mac:
                problems.append(finding(Code.WITNESSED_DIFFERS, t=table, n=seq, when=when, how=label, w=wseq))
    infos: list[str] = [finding(Code.INFO_WITNESS, a=len(heads), b=sum(len(v) for v in by_table.values()))
                        ] if heads else []
    return problems, infos


def check_groups(url: str, stores: Mapping[str, PostgresStore]) -> tuple[list[str], list[str]]:
    """(problems, infos): every table group's latest version (its chip set and house rules, as
    the floor recorded them, with their digest) is what each of its tables in ``stores`` holds
    in its own chain: the latest chip set and house rules there came from the group's version,
    with its digest. A table that missed it, or set its own since, is named."""
    import hashlib

    from dealer_app.store.postgres import group_leaves, table_groups
    from dealer_app.store.records import canonical_json

    problems: list[str] = []
    infos: list[str] = []
    for group, gv in table_groups(url).items():
        digest = hashlib.sha256(canonical_json({"chips": gv.chips, "house": gv.house}).encode()).hexdigest()
        if digest != gv.digest:
            problems.append(finding(Code.GROUP_DIGEST, g=group, v=gv.version))
        held = 0
        for table in gv.tables:
            store = stores.get(table)
            if store is None:
                continue
            ok = True
            for kind, recorded, codes in ((EntryKind.CHIP_SET_SET, gv.chips, _CHIP_CODES),
                                          (EntryKind.HOUSE_RULES_SET, gv.house, _RULES_CODES)):
                if recorded is None:
                    continue
                entries = [e for e in store.entries_of_kind([kind])
                           if kind != EntryKind.HOUSE_RULES_SET or e.payload.get("profile") == "default"]
                last = entries[-1] if entries else None
                p = last.payload if last is not None else {}
                content = p.get("chips") if kind == EntryKind.CHIP_SET_SET else p.get("rules")
                if last is None or p.get("group") != group:
                    problems.append(finding(codes[0], t=table, g=group, v=gv.version))
                    ok = False
                elif p.get("group_version") != gv.version or p.get("group_digest") != gv.digest:
                    problems.append(finding(codes[1], t=table, n=last.seq, a=p.get("group_version"), g=group,
                                            v=gv.version))
                    ok = False
                elif canonical_json(content) != recorded:
                    problems.append(finding(codes[2], t=table, n=last.seq, g=group, v=gv.version))
                    ok = False
            held += ok
        infos.append(finding(Code.INFO_GROUP, g=group, v=gv.version, ts=", ".join(gv.tables), who=Person(str(gv.set_by)),
                             a=held, b=len(gv.tables)))
    problems += _leave_problems(group_leaves(url), stores)
    return problems, infos


def _leave_problems(leaves: list[tuple[str, str, int, str, str, int, int]],
                    stores: Mapping[str, PostgresStore]) -> list[str]:
    """A table that left its group (pg_schema v14): the floor's record of each leave and the
    table's own signed ``table_group_left`` entry name the same group, version and reason."""
    recorded = {(table, entry): (group, version, reason) for group, table, version, _by, reason, _at, entry in leaves}
    problems: list[str] = []
    for table, store in stores.items():
        chain = {e.seq: e for e in store.entries_of_kind([EntryKind.TABLE_GROUP_LEFT])}
        for (t, seq), (group, version, reason) in recorded.items():
            e = chain.get(seq) if t == table else None
            if t == table and (e is None or (e.payload.get("group"), e.payload.get("group_version"),
                                             e.payload.get("reason")) != (group, version, reason)):
                problems.append(finding(Code.GROUP_LEAVE_DIFFERS, t=table, n=seq, g=group))
        for seq, e in chain.items():
            if (table, seq) not in recorded:
                problems.append(finding(Code.GROUP_LEAVE_UNRECORDED, t=table, n=seq, g=str(e.payload.get("group"))))
    return problems


def check_cash(stores: Mapping[str, PostgresStore]) -> tuple[list[str], list[str]]:
    """(problems, infos): the patrons' gaming days across the floor. Every table's cash
    transactions (each in its table's chain, verified there) are folded together in the
    server's time order; each transaction recorded with the floor-wide aggregate must
    record exactly the aggregate after it and the alerts it raised; and the floor's projection
    of the patrons' gaming days (what the stations and podiums read) must be what the logs give."""
    from dealer_app.players.cash import CashFold, patron_day_problems, patron_days_of
    from dealer_app.store.records import EntryKind as K

    store = next(iter(stores.values()), None)
    if store is None:
        return [], []
    rows = store.floor_cash()
    if rows is None:
        return [], []
    fold = CashFold(floor=True)
    problems: list[str] = []
    floor_wide = 0
    for log, e, by_name in rows:
        try:
            fold.apply(e, log, by_name)
        except (KeyError, TypeError, ValueError) as exc:
            problems.append(_headed(log, finding(Code.RECORD_UNREADABLE, where=Where(entry=entry_of(e)), exc=Exc.of(exc))))
            continue
        recorded: object = e.payload.get("recorded") if e.kind == K.CASH_TRANSACTION else None
        if isinstance(recorded, dict) and recorded.get("floor") is True:
            floor_wide += 1
    problems += fold.problems
    held = store.patron_days()
    if held is not None:  # the floor's projection of the patrons' days, rebuilt from the logs
        try:
            problems += patron_day_problems(patron_days_of((log, e) for log, e, _by in rows), held)
        except (KeyError, TypeError, ValueError) as exc:
            problems.append(finding(Code.PATRON_DAYS_UNREBUILT, exc=Exc.of(exc)))
    tables = len({log for log, e, _by in rows if e.kind == K.CASH_TRANSACTION})
    infos: list[str] = [finding(Code.INFO_FLOOR_CASH, a=len(fold.transactions), b=tables, k=floor_wide,
                                d=len(fold.alerts))]
    return problems, infos


def verify_floor(url: str, tables: Sequence[str] | None = None, *, key_file: Path | None = None,
                 replay_steps: bool = True, jobs: int = 0,
                 progress: Callable[[str, int, int], None] | None = None,
                 since_checkpoint: bool = False) -> FloorReport:
    """Verify ``tables`` (default: every table) and, always, the linked meters
    (whose check reads every table on them), once across their tables, and every
    table against the floor's witness chain.

    With several tables and ``jobs`` other than 1, the tables are verified in parallel,
    one worker process per table at a time (``jobs``: 0, one per CPU, at most 4); each
    re-settles its own rounds in its process. The report is the same either way. A table
    that cannot be opened or read is named, and the others are still verified."""
    from dealer_app.store.errors import StoreError
    from dealer_app.store.postgres import (
        FloorUnreachableError,
        floor_tables,
        linked_meters,
        open_postgres,
    )

    every = floor_tables(url)
    chosen = list(tables) if tables else every
    needed = set(chosen)
    for _meter, (_s, _v, on_meter) in linked_meters(url).items():
        needed |= set(on_meter)
    report = FloorReport()
    workers = jobs if jobs > 0 else min(cpus(), 4)
    if len(chosen) > 1 and workers > 1:
        # before this process opens a connection: the workers (forked) open their own
        # (a worker that dies stops the verification with WorkerDied, never a wait for ever)
        with Workers(min(workers, len(chosen)), _verify_table_task) as pool:
            for name in chosen:
                pool.submit((url, name, key_file, replay_steps, since_checkpoint))
            for name in chosen:
                report.tables[name], why = pool.next_result()
                if why is not None:
                    report.unreadable[name] = why
                if progress is not None:
                    progress("tables", len(report.tables), len(chosen))
    stores: dict[str, PostgresStore] = {}
    try:
        for name in sorted(needed):
            if name in report.unreadable:
                continue
            try:
                stores[name] = open_postgres(url, name, key_file=key_file, create=False, verify=False, readonly=True)
            except FloorUnreachableError:
                raise
            except StoreError as exc:
                report.unreadable[name] = finding(Code.TABLE_NOT_OPENED, why=str(exc))
        for name in chosen:
            if name in report.tables:
                continue
            if name not in stores:
                report.tables[name] = AuditReport(problems=[report.unreadable[name]])
                continue
            report.tables[name], why = _verify_one(stores[name], replay_steps=replay_steps, jobs=jobs,
                                                   since_checkpoint=since_checkpoint, progress=progress)
            if why is not None:
                report.unreadable[name] = why
        report.meter_problems, report.meter_infos = check_linked_meters(url, stores)
        readable = {n: stores[n] for n in chosen if n not in report.unreadable and n in stores}
        report.witness_problems, report.witness_infos = check_witness(url, readable)
        report.group_problems, report.group_infos = check_groups(url, readable)
        report.cash_problems, report.cash_infos = check_cash(readable)
    finally:
        for s in stores.values():
            s.close()
    return report


def _verify_one(store: PostgresStore, *, replay_steps: bool, jobs: int, since_checkpoint: bool,
                progress: Callable[[str, int, int], None] | None) -> tuple[AuditReport, str | None]:
    """One table's own checks (its log and rounds, and the server's chain of it), and why
    it could not be verified (``None`` when it could): an entry past the server's form
    checks is named, and the other tables are still verified."""
    from dealer_app.store.errors import StoreError
    from dealer_app.store.postgres import FloorUnreachableError

    try:
        report = verify_store(store, replay_steps=replay_steps, progress=progress, jobs=jobs,
                              since_checkpoint=since_checkpoint)
        report.problems += store.notary_breaks()
        return report, None
    except FloorUnreachableError:
        raise
    except (StoreError, ValueError, KeyError, TypeError) as exc:
        why = finding(Code.TABLE_NOT_VERIFIED, e=type(exc).__name__, why=str(exc))
        return AuditReport(problems=[why]), why


def _verify_table_task(task: tuple[str, str, Path | None, bool, bool]) -> tuple[AuditReport, str | None]:
    """:func:`_verify_table` on one task of a worker process."""
    return _verify_table(*task)


def _verify_table(url: str, name: str, key_file: Path | None, replay_steps: bool, since_checkpoint: bool
                  ) -> tuple[AuditReport, str | None]:
    """One table, verified in a worker process (its own connection, its rounds re-settled
    here): its report, and why it could not be verified (``None`` when it could)."""
    from dealer_app.store.errors import StoreError
    from dealer_app.store.postgres import FloorUnreachableError, open_postgres

    try:
        store = open_postgres(url, name, key_file=key_file, create=False, verify=False, readonly=True)
    except FloorUnreachableError:
        raise
    except StoreError as exc:
        why = finding(Code.TABLE_NOT_OPENED, why=str(exc))
        return AuditReport(problems=[why]), why
    try:
        return _verify_one(store, replay_steps=replay_steps, jobs=1, since_checkpoint=since_checkpoint, progress=None)
    finally:
        store.close()
