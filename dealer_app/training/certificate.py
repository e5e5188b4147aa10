"""An exam certificate's content: the exam's result, the house's pass mark, the
instructor's signature, and every round of the exam (the cards, the stakes, the
engine's net per box and how the trainee did), so the exam can be re-checked
(``dealer-app train --level L --seed S --rounds K``, under the same house rules,
deals the same rounds).

The exam's drill is dealt again from its level, seed and rounds under the house
rules it was sat under; :func:`certificate_data` refuses a drill whose id is
not the exam's (other house rules would deal other rounds). Pure: no store, no
clock, no Qt; the money figures are the engine's (the drill's settlements).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from dealer_app.safe_input import items_of
from dealer_app.training.drill import Drill
from dealer_app.training.engine import dealer_of
from dealer_app.training.gates import PassMark
from dealer_app.training.progress import Mode, SessionResult
from dealer_app.training.skill_runs import SkillRun

__all__ = ["CERTIFICATE_FORMAT", "CertificateError", "certificate_data"]

CERTIFICATE_FORMAT = "dealer-exam-certificate/1"


class CertificateError(ValueError):
    """An exam that cannot be certified (not an exam, or its rounds cannot be dealt again)."""


def certificate_data(result: SessionResult, drill: Drill, *, pass_mark: PassMark, casino: str, instructor: str,
                     instructor_role: str, signature: int, signed_at: dt.datetime, hands: SkillRun | None = None,
                     house: Mapping[str, Any] | None = None, locale: str = "en_GB", lang: str = "en",
                     timezone: str = "UTC") -> dict[str, Any]:
    """The certificate's JSON (what ``reports.certificate`` prints)."""
    if result.mode is not Mode.EXAM or not result.exam_id:
        raise CertificateError("only an exam gets a certificate")
    if drill.drill_id != result.drill_id:
        raise CertificateError(f"the exam's rounds cannot be dealt again: drill {drill.drill_id}, "
                               f"not the exam's {result.drill_id} (other house rules)")
    by_box = {(b.round, b.box): b for b in result.boxes}
    rounds = []
    for r in drill.rounds:
        d = r.settlement.dealer
        boxes = []
        for t in r.tasks:
            b = by_box.get((t.round, t.box))
            view = t.view
            cards = view.get("final_cards") or view.get("cards") or []
            boxes.append({
                "box": t.box, "cards": list(cards), "ante": int(view.get("ante") or 0),
                "bet": int(view.get("bet") or 0), "bonus": int(view.get("bonus") or 0),
                "insurance": int(view.get("insurance") or 0), "decision": view.get("decision"),
                "net": t.expected.net,
                "answered": bool(b and b.answered), "correct": bool(b and b.correct),
                "mistakes": [k.value for k in b.made] if b is not None else [],
            })
        rounds.append({"round": r.number, "dealer": list(items_of(dealer_of(r.round_json)["cards"])),
                       "replaced": [str(c) for c in d.replaced], "boxes": boxes})
    passed = pass_mark.passed_by(result)
    return {
        "format": CERTIFICATE_FORMAT,
        "trainee": result.trainee, "casino": casino, "exam": result.exam_id, "level": result.level,
        "seed": result.seed, "rounds": len(drill.rounds), "drill": result.drill_id, "profile": result.profile,
        "finished_at": result.finished_at.astimezone(dt.UTC).isoformat(),
        "boxes": result.total, "answered": result.answered, "correct": result.correct,
        "seconds": result.seconds, "target_seconds": result.target_seconds,
        "pass_mark": {"percent": pass_mark.percent, "min_boxes": pass_mark.min_boxes}, "passed": passed,
        "hands": None if hands is None else {"total": hands.total, "answered": hands.answered, "right": hands.right},
        "instructor": instructor, "instructor_role": instructor_role, "signature": signature,
        "signed_at": signed_at.astimezone(dt.UTC).isoformat(),
        "house": dict(house) if house is not None else drill.house.to_mapping(),
        "currency": str(drill.house.currency), "locale": locale, "lang": lang, "timezone": timezone,
        "round_list": rounds,
    }
