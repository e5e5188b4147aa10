"""``audit verify``: the whole log re-checked.

1. The hash chain from the first entry (every break named).
2. The projections rebuilt from the log and compared with the tables.
3. Every settled round re-settled by the engine from its recorded cards
   (the stored round) and compared box by box; the stored round compared
   with the replay of its recorded steps.
4. Voids and floor rulings listed as information (who, when, why).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from dealer_app.audit.chain import genesis_mac, verify_entries
from dealer_app.audit.projection import Projection
from dealer_app.store.base import Store
from dealer_app.store.records import Anchor, EntryKind, LogEntry

__all__ = ["AuditReport", "check_chain", "compare_settlements", "verify_store"]


@dataclass
class AuditReport:
    problems: list[str] = field(default_factory=list)
    infos: list[str] = field(default_factory=list)
    entries: int = 0
    rounds_checked: int = 0
    anchor: Anchor | None = None

    @property
    def ok(self) -> bool:
        return not self.problems


def check_chain(store: Store) -> tuple[list[str], int, int]:
    """The chain since the last verified point (what the start-up check does);
    returns (problems, first seq checked, last seq)."""
    cp_seq, cp_mac = store.checkpoint()
    first = cp_seq + 1
    breaks, last, _mac, _n = verify_entries(store.key, store.iter_entries(first), cp_mac, cp_seq)
    return [str(b) for b in breaks], first, last


def _when(ts_us: int) -> str:
    return dt.datetime.fromtimestamp(ts_us / 1e6, tz=dt.UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


_BOX_FIELDS = ("outcome", "stakes", "results", "capped", "net", "hand", "second_hand", "bonus_hand")


def compare_settlements(stored: Mapping[str, Any], computed: Mapping[str, Any], where: str) -> list[str]:
    """Differences (explanation wording excepted), one line each naming round, box and field."""
    out: list[str] = []

    def norm(v: Any) -> Any:
        if isinstance(v, dict) and "cards" in v and "category" in v:
            return {"category": v["category"], "cards": sorted(v.get("cards") or [])}
        return v

    for key in ("house_net", "jackpot_after"):
        if stored.get(key) != computed.get(key):
            out.append(f"{where}: {key}: stored {stored.get(key)}, computed {computed.get(key)}")
    sb = {int(b["box"]): b for b in stored.get("boxes", [])}
    cb = {int(b["box"]): b for b in computed.get("boxes", [])}
    for box in sorted(set(sb) | set(cb)):
        if box not in cb:
            out.append(f"{where} box {box}: stored but not in the recomputed settlement")
            continue
        if box not in sb:
            out.append(f"{where} box {box}: missing from the stored settlement")
            continue
        for f in _BOX_FIELDS:
            a, b = norm(sb[box].get(f)), norm(cb[box].get(f))
            if a != b:
                if isinstance(a, dict) and isinstance(b, dict):
                    for k in sorted(set(a) | set(b)):
                        if a.get(k) != b.get(k):
                            out.append(f"{where} box {box}: {f}.{k}: stored {a.get(k)}, computed {b.get(k)}")
                else:
                    out.append(f"{where} box {box}: {f}: stored {a}, computed {b}")
    sd, cd = stored.get("dealer") or {}, computed.get("dealer") or {}
    for k in ("qualified", "bought", "final_qualified"):
        if sd.get(k) != cd.get(k):
            out.append(f"{where} dealer: {k}: stored {sd.get(k)}, computed {cd.get(k)}")
    return out


def verify_store(store: Store, *, replay_steps: bool = True,
                 progress: Callable[[str, int, int], None] | None = None) -> AuditReport:
    """Full verification; never raises for what it finds (problems are listed)."""
    report = AuditReport()
    key = store.key
    anchor = store.anchor()
    report.anchor = anchor
    total = anchor.count

    # 1. the chain, entry by entry, while rebuilding the projections
    proj = Projection()
    settled: list[LogEntry] = []
    voids: list[LogEntry] = []
    rulings: list[LogEntry] = []
    steps: dict[int, list[LogEntry]] = {}
    started: dict[int, LogEntry] = {}
    names: dict[int, str] = {}

    def _entries() -> Any:
        for i, e in enumerate(store.iter_entries(1), 1):
            if progress is not None and i % 20000 == 0:
                progress("chain", i, total)
            yield e

    seen_ids: set[int] = set()
    for_chain: list[LogEntry] = []

    def _collect(e: LogEntry) -> LogEntry:
        seen_ids.add(e.seq)
        proj.apply(e)
        kind = e.kind
        if kind == EntryKind.ROUND_SETTLED:
            settled.append(e)
        elif kind == EntryKind.ROUND_VOIDED:
            voids.append(e)
        elif kind == EntryKind.FLOOR_RULING:
            rulings.append(e)
        elif kind == EntryKind.STEP and e.round_id is not None:
            steps.setdefault(e.round_id, []).append(e)
        elif kind == EntryKind.ROUND_STARTED and e.round_id is not None:
            started[e.round_id] = e
        elif kind == EntryKind.USER_ADDED:
            names[int(e.payload["user"])] = str(e.payload["name"])
        return e

    try:
        breaks, _last, _mac, count = verify_entries(key, (_collect(e) for e in _entries()), genesis_mac(key, store.db_uuid), 0)
    except ValueError as exc:  # a payload that is not JSON
        report.problems.append(f"the log holds an unreadable entry: {exc}")
        return report
    del for_chain
    report.entries = count
    report.problems += [str(b) for b in breaks]

    cp_seq, cp_mac = store.checkpoint()
    if cp_seq and cp_seq not in seen_ids:
        report.problems.append(f"entry {cp_seq}, verified earlier, is missing from the log")
    elif cp_seq:
        e = store.entry(cp_seq)
        if e is not None and e.mac != cp_mac:
            report.problems.append(f"entry {cp_seq}, verified earlier, has changed since")

    # 2. projections
    report.problems += _compare_projections(store, proj)

    # 3. settlements
    if not settled:
        _infos(report, voids, rulings, names)
        return report
    try:
        from rules.poker import RoundRefused, RoundState, StepRefused, settle_round, step_from_json
    except ImportError as exc:  # pragma: no cover - the engine is part of the app
        report.problems.append(f"cannot re-settle rounds: the rules engine is missing ({exc})")
        return report
    from dealer_app.services.rounds import is_complete

    house_cache: dict[int, Any] = {}

    def house_rules(version: int) -> Any:
        if version not in house_cache:
            from rules.poker.house import HouseRules

            info = proj.house.get(version)
            entry = store.entry(info["seq"]) if info else None
            house_cache[version] = HouseRules.from_mapping(entry.payload["rules"]) if entry else None
        return house_cache[version]

    for i, e in enumerate(settled, 1):
        if progress is not None and i % 1000 == 0:
            progress("rounds", i, len(settled))
        p = e.payload
        where = f"round {e.round_id}"
        round_json = p.get("round")
        stored = p.get("settlement")
        if not isinstance(round_json, dict) or not isinstance(stored, dict):
            report.problems.append(f"{where}: {e.describe()} lacks its round or settlement")
            continue
        report.rounds_checked += 1
        house = house_rules(int(p.get("house_version", 0)))
        if house is None:
            report.problems.append(f"{where}: house-rules version {p.get('house_version')} is not in the log")
            continue
        if round_json.get("house") != house.to_mapping():
            report.problems.append(f"{where}: house: the stored round's rules differ from version {p['house_version']}")
        if round_json.get("jackpot") != p.get("jackpot_start"):
            report.problems.append(f"{where}: jackpot: stored round says {round_json.get('jackpot')}, "
                                   f"the round started with {p.get('jackpot_start')}")
        try:
            computed = settle_round(round_json).to_json()
        except RoundRefused as exc:
            report.problems.append(f"{where}: the engine refuses the stored round: {'; '.join(exc.lines)}")
            continue
        report.problems += compare_settlements(stored, computed, where)
        if replay_steps and e.round_id is not None:
            state = RoundState.new(house, jackpot=int(p.get("jackpot_start", 0)))
            try:
                for s in steps.get(e.round_id, []):
                    state = state.apply(step_from_json(s.payload["step"]))
            except (StepRefused, KeyError, TypeError, ValueError) as exc:
                report.problems.append(f"{where}: its recorded steps do not replay: {exc}")
                continue
            if not is_complete(state):
                report.problems.append(f"{where}: its recorded steps do not make a complete round")
                continue
            replayed = state.settlement().to_json()
            report.problems += [d.replace(where, f"{where} (replayed steps)", 1)
                                for d in compare_settlements(stored, replayed, where)]

    _infos(report, voids, rulings, names)
    return report


def _infos(report: AuditReport, voids: list[LogEntry], rulings: list[LogEntry], names: Mapping[int, str]) -> None:
    """Voids and floor rulings, as information lines (who, when, why)."""
    for v in voids:
        p = v.payload
        what = "misdeal, unfinished" if p.get("misdeal") else "settled round"
        report.infos.append(f"info: round {v.round_id} voided ({what}) by {names.get(v.actor or 0, v.actor)} "
                            f"at {_when(v.ts_us)}: {p.get('reason')}")
    for r in rulings:
        p = r.payload
        report.infos.append(f"info: round {r.round_id} box {p.get('box')}: floor ruling {p.get('net')} "
                            f"(computed {p.get('computed_net')}) by {names.get(r.actor or 0, r.actor)} "
                            f"at {_when(r.ts_us)}: {p.get('reason')}")


def _compare_projections(store: Store, proj: Projection) -> list[str]:
    from dealer_app.store.sqlite import compare_users

    out = compare_users(proj.users, store.users())
    shifts = {s.id: s for s in store.shifts()}
    for sid in sorted(set(shifts) | set(proj.shifts)):
        exp, row = proj.shifts.get(sid), shifts.get(sid)
        if exp is None:
            out.append(f"shift {sid} is in the shifts table but was never opened in the log")
            continue
        if row is None:
            out.append(f"shift {sid} was opened in the log but is missing from the shifts table")
            continue
        actual = {"table_name": row.table_name, "profile": row.profile, "dealer": row.dealer,
                  "simulated": row.simulated, "gaming_day": row.gaming_day, "opened_seq": row.opened_seq,
                  "opened_us": row.opened_us, "closed_seq": row.closed_seq, "closed_us": row.closed_us,
                  "rounds": row.rounds}
        out += [f"shift {sid}: {k}: stored {actual[k]!r}, the log says {exp[k]!r}" for k in actual if actual[k] != exp[k]]
    rounds = {r.id: r for r in store.rounds()}
    for rid in sorted(set(rounds) | set(proj.rounds)):
        exp, r = proj.rounds.get(rid), rounds.get(rid)
        if exp is None:
            out.append(f"round {rid} is in the rounds table but was never started in the log")
            continue
        if r is None:
            out.append(f"round {rid} was started in the log but is missing from the rounds table")
            continue
        actual = {"shift_id": r.shift_id, "number": r.number, "dealer": r.dealer, "house_version": r.house_version,
                  "jackpot_start": r.jackpot_start, "status": r.status.value, "steps": r.steps,
                  "started_seq": r.started_seq, "settled_seq": r.settled_seq, "voided_seq": r.voided_seq}
        out += [f"round {rid}: {k}: stored {actual[k]!r}, the log says {exp[k]!r}" for k in actual if actual[k] != exp[k]]
    house = {h.version: h for h in store.house_versions()}
    for v in sorted(set(house) | set(proj.house)):
        exp, h = proj.house.get(v), house.get(v)
        if exp is None or h is None or (h.profile, h.seq) != (exp["profile"], exp["seq"]):
            out.append(f"house-rules version {v}: the table does not match the log")
    if store.meter() != proj.meter:
        out.append(f"jackpot meter: stored {store.meter()}, the log's shares, contributions and adjustments "
                   f"give {proj.meter}")
    settings = dict(store.settings())
    if settings != proj.settings:
        for k in sorted(set(settings) | set(proj.settings)):
            if settings.get(k) != proj.settings.get(k):
                out.append(f"setting {k}: stored {settings.get(k)!r}, the log says {proj.settings.get(k)!r}")
    training = {t.id: t for t in store.training_results()}
    for tid in sorted(set(training) | set(proj.training)):
        exp, t = proj.training.get(tid), training.get(tid)
        if exp is None or t is None or (t.user_id, t.seq, dict(t.payload)) != (exp["user_id"], exp["seq"], exp["payload"]):
            out.append(f"trainee result {tid}: the table does not match the log")
    return out


