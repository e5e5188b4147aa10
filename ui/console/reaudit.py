"""The shift re-audit behind the console's one button (no Qt: it runs on the worker).

It is ``dealer-app audit verify`` (:meth:`DealerServices.verify`:
the whole hash chain from the first entry, the tables rebuilt from the log, and
every settled round re-settled by the engine from its recorded cards and from
the replay of its recorded steps), read for one shift:

* each problem is a discrepancy; one that names a round of the shift is
  attached to that round (the rounds a line names are its typed parameters,
  ``problem_lines()``: its words are never read), and every break in the
  chain is listed whatever it names (the chain is one for the whole database);
* the voids and floor rulings of the shift's rounds are information, with
  who, when and why;
* every round of the shift gets a verdict.

The run is recorded in the audit log (``audit_verified``, scope "shift") under
the pit boss who asked for it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from dealer_app.auth.roles import Permission
from dealer_app.services import DealerServices, EntryKind, RoundStatus, Session
from dealer_app.wording.audit import without_info
from ui.console.model import AuditLine, AuditResult, RoundVerdict

__all__ = ["reaudit_shift"]

def reaudit_shift(services: DealerServices, who: Session, shift_id: int,
                  progress: Callable[[str, int, int], None] | None = None) -> AuditResult:
    """Re-audit shift ``shift_id`` for ``who`` (a pit boss's session). See the module doc."""
    t0 = time.monotonic()
    ctx = services.ctx
    ctx.check(who, Permission.AUDIT, shift_id=shift_id)
    ctx.check(who, Permission.VIEW_HISTORY, shift_id=shift_id)
    shift = services.shifts.get(shift_id)  # NotFoundError for an unknown shift
    rows = services.read.round_rows(shift_id)
    ids = {r.id for r in rows}
    report = services.verify(progress)

    discrepancies: list[AuditLine] = []
    bad_rounds: set[int] = set()
    for problem in report.problem_lines():  # the rounds a line names: its typed parameters, never its words
        named = [rid for rid in problem.rounds if rid in ids]
        if named:
            bad_rounds.update(named)
            discrepancies.append(AuditLine(named[0], problem.text))
        else:
            discrepancies.append(AuditLine(None, problem.text))
    infos: list[AuditLine] = []
    for info in report.info_lines():
        named = [rid for rid in info.rounds if rid in ids]
        if named:
            infos.append(AuditLine(named[0], without_info(info.text)))

    views = {v.id: v for v in services.read.rounds(shift_id)}
    verdicts: list[tuple[int, int, RoundVerdict]] = []
    for r in rows:
        v = views.get(r.id)
        if r.id in bad_rounds:
            verdict = RoundVerdict.DISCREPANCY
        elif r.status is RoundStatus.OPEN:
            verdict = RoundVerdict.OPEN
        elif v is not None and (v.void is not None or v.rulings):
            verdict = RoundVerdict.INFO
        else:
            verdict = RoundVerdict.OK
        verdicts.append((r.id, r.number, verdict))

    checked = sum(1 for r in rows if r.settled_seq is not None)
    anchor = report.anchor
    ctx.append(EntryKind.AUDIT_VERIFIED, {
        "ok": report.ok, "scope": "shift", "shift": shift_id, "entries": report.entries,
        "rounds": checked, "problems": len(report.problems), "first_problems": report.problems[:5],
    }, actor=who.user.id, shift_id=shift_id)
    return AuditResult(
        shift_id=shift_id,
        entries=report.entries,
        rounds_checked=checked,
        discrepancies=tuple(discrepancies),
        infos=tuple(infos),
        verdicts=tuple(verdicts),
        anchor=anchor.head_mac[:16] if anchor is not None else "",
        seconds=time.monotonic() - t0,
        currency=_currency(services, shift.profile),
    )


def _currency(services: DealerServices, profile: str) -> str:
    """The house currency the shift is played in (its profile's current rules)."""
    try:
        return str(services.house.current(profile).rules.currency)
    except (LookupError, ValueError):  # a profile with no rules yet: the default currency
        return "EUR"
