"""``dealer-app floor status``: the floor's health for its IT and its monitoring.

    dealer-app floor status --db postgresql://… [--format text|json|prometheus]

Exit 0 when all is healthy; 1 when something needs looking at (each named on
its own line: a station offline, a stale lease, a linked meter's variance, a
failed or missing verification); 2 when the server cannot be reached (or is
not a floor). ``prometheus`` is the text exposition format (for the node
exporter's textfile collector, or a scrape through a small wrapper); when the
server is unreachable it still prints ``dealer_floor_up 0``.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from dealer_app.store.pg_status import FloorStatus, StationSeen, concern_line

__all__ = ["STATUS_FORMAT", "as_json", "as_prometheus", "as_text", "unreachable_prometheus"]

STATUS_FORMAT = "dealer-floor-status/1"


def _iso(us: int | None) -> str | None:
    if us is None:
        return None
    return dt.datetime.fromtimestamp(us / 1e6, dt.UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def _local(us: int | None) -> str:
    return "" if us is None else dt.datetime.fromtimestamp(us / 1e6).strftime("%Y-%m-%d %H:%M:%S")


def _station(st: StationSeen, now: int) -> dict[str, Any]:
    return {"station": st.station, "host": st.host, "pid": st.pid, "program": st.program, "state": st.state,
            "last_seen": _iso(st.seen_us), "seconds_since_seen": max(0, (now - st.seen_us) // 1_000_000),
            "started": _iso(st.started_us), "stopped": _iso(st.stopped_us)}


def as_json(status: FloorStatus, server: str) -> str:
    now = status.server_us
    doc = {
        "format": STATUS_FORMAT,
        "server": server,
        "checked_at": _iso(now),
        "healthy": status.healthy,
        "tables": [{
            "table": t.table,
            "station": t.station.state if t.station else "never",
            "stations": [_station(st, now) for st in t.stations],
            "open_shift": None if t.open_shift is None else {
                "id": t.open_shift, "dealer": t.dealer, "opened": _iso(t.shift_opened_us)},
            "last_round": None if t.last_round is None else {"number": t.last_round, "status": t.last_round_status},
            "last_activity": _iso(t.last_activity_us),
            "leases": [{"scope": lease.scope, "station": lease.station, "host": lease.host, "pid": lease.pid,
                        "since": _iso(lease.since_us), "renewed": _iso(lease.heartbeat_us), "stale": lease.stale}
                       for lease in t.leases],
            "stale_leases": len(t.stale_leases),
        } for t in status.tables],
        "linked_meters": [{"meter": m.name, "start": m.start, "value": m.value, "expected": m.expected,
                           "variance": m.variance, "tables": list(m.tables)} for m in status.meters],
        "last_verification": None if status.verification is None else {
            "at": _iso(status.verification.at_us), "ok": status.verification.ok,
            "tables": status.verification.tables, "entries": status.verification.entries,
            "problems": status.verification.problems, "first_problem": status.verification.first_problem,
            "host": status.verification.host},
        "attention": list(status.attention),
    }
    return json.dumps(doc, ensure_ascii=False, indent=2)


def as_text(status: FloorStatus, server: str, lang: str = "en") -> str:
    """The status for a person, in ``lang``."""
    from dealer_app.wording.cli_lines import line as said
    from dealer_app.wording.errors import part_text

    now = status.server_us
    lines = [said(lang, "floor {server}: healthy", server=server) if status.healthy else
             said(lang, "floor {server}: {n} thing(s) to look at", server=server, n=len(status.attention))]
    for t in status.tables:
        st = t.station
        seen = (said(lang, "no station seen yet") if st is None else
                said(lang, "station {station} ({host}) {state}, last seen {seen} ({ago} s ago)", station=st.station,
                     host=st.host, state=said(lang, st.state), seen=_local(st.seen_us),
                     ago=max(0, (now - st.seen_us) // 1_000_000)))
        shift = (said(lang, "shift {shift} open (dealer {dealer}, since {since})", shift=t.open_shift,
                      dealer=t.dealer or "?", since=_local(t.shift_opened_us))
                 if t.open_shift is not None else said(lang, "no open shift"))
        last = (said(lang, "last round {n} {status}", n=t.last_round,
                     status=part_text("status", str(t.last_round_status), lang))
                if t.last_round is not None else said(lang, "no round yet"))
        stale = said(lang, "; {n} stale lease(s)", n=len(t.stale_leases)) if t.stale_leases else ""
        lines.append(said(lang, "table {table}: {seen}; {shift}; {last}; last activity {activity}", table=t.table,
                          seen=seen, shift=shift, last=last, activity=_local(t.last_activity_us) or "-") + stale)
    for m in status.meters:
        lines.append(said(lang, "linked meter {meter} ({tables}): {value} (start {start}), variance {variance}",
                          meter=m.name, tables=", ".join(m.tables), value=m.value, start=m.start,
                          variance=f"{m.variance:+d}") + (said(lang, " VARIANCE") if m.variance else ""))
    v = status.verification
    lines.append(said(lang, "last verification: never recorded") if v is None else
                 said(lang, "last verification: {at} {verdict} ({tables} table(s), {entries} entries, {problems} "
                            "problem(s), on {host})", at=_local(v.at_us), verdict=said(lang, "OK" if v.ok else "FAILED"),
                      tables=v.tables, entries=v.entries, problems=v.problems, host=v.host))
    lines += [said(lang, "look at: {what}", what=concern_line(now, c, lambda t, **kw: said(lang, t, **kw)))
              for c in status.concerns]
    return "\n".join(lines)




def _label(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n")


def as_prometheus(status: FloorStatus) -> str:
    out: list[str] = []

    def metric(name: str, help_: str, kind: str, samples: list[tuple[dict[str, str], float | int]]) -> None:
        out.append(f"# HELP {name} {help_}")
        out.append(f"# TYPE {name} {kind}")
        for labels, value in samples:
            text = ",".join(f'{k}="{_label(v)}"' for k, v in labels.items())
            out.append(f"{name}{{{text}}} {value}" if text else f"{name} {value}")

    metric("dealer_floor_up", "1 when the floor server answered", "gauge", [({}, 1)])
    metric("dealer_floor_healthy", "1 when nothing needs looking at", "gauge", [({}, int(status.healthy))])
    metric("dealer_floor_attention", "things to look at (floor status names them)", "gauge",
           [({}, len(status.attention))])
    stations = [(t.table, st) for t in status.tables for st in t.stations]
    metric("dealer_station_online", "1 while the station beats, 0 when offline or stopped", "gauge",
           [({"table": tb, "station": st.station, "host": st.host}, int(st.state == "online")) for tb, st in stations])
    metric("dealer_station_offline", "1 when the station stopped beating without a clean stop", "gauge",
           [({"table": tb, "station": st.station, "host": st.host}, int(st.state == "offline"))
            for tb, st in stations])
    metric("dealer_station_last_seen_seconds", "when the station was last seen (Unix time)", "gauge",
           [({"table": tb, "station": st.station, "host": st.host}, st.seen_us // 1_000_000) for tb, st in stations])
    metric("dealer_table_open_shift", "1 while the table has an open shift", "gauge",
           [({"table": t.table}, int(t.open_shift is not None)) for t in status.tables])
    metric("dealer_table_last_round", "the number of the table's last round", "gauge",
           [({"table": t.table}, t.last_round or 0) for t in status.tables])
    metric("dealer_table_stale_leases", "leases held by a process that no longer answers", "gauge",
           [({"table": t.table}, len(t.stale_leases)) for t in status.tables])
    metric("dealer_linked_meter_value_minor", "the linked jackpot meter (minor units)", "gauge",
           [({"meter": m.name}, m.value) for m in status.meters])
    metric("dealer_linked_meter_variance_minor", "value minus start and the tables' movements (0 when it adds up)",
           "gauge", [({"meter": m.name}, m.variance) for m in status.meters])
    v = status.verification
    metric("dealer_verification_ok", "1 when the last recorded verification passed (absent: never ran)", "gauge",
           [] if v is None else [({}, int(v.ok))])
    metric("dealer_verification_last_seconds", "when the last verification ran (Unix time)", "gauge",
           [] if v is None else [({}, v.at_us // 1_000_000)])
    return "\n".join(out) + "\n"


def unreachable_prometheus() -> str:
    return ("# HELP dealer_floor_up 1 when the floor server answered\n# TYPE dealer_floor_up gauge\n"
            "dealer_floor_up 0\n")
