"""Drills and verdicts as text for people and as JSON Lines for tools.

Pure functions of the model (the GUI can reuse the wording). Amounts are
shown as integers of minor units, exactly as answers are written.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from dealer_app.training.drill import BoxTask, Drill
from dealer_app.training.figures import AnswerField, BoxFigures
from dealer_app.training.grading import BoxVerdict, GradeReport
from dealer_app.training.mistakes import MistakeKind
from dealer_app.wording.training import mistake_label, mistake_rule
from rules.hands import Category
from rules.poker.money import format_money

__all__ = [
    "drill_json_lines",
    "drill_text",
    "expected_json",
    "report_json_lines",
    "report_text",
    "verdict_json",
    "verdict_text",
]


def _dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


# ---------------------------------------------------------------------------
# The drill
# ---------------------------------------------------------------------------


def drill_json_lines(drill: Drill) -> list[str]:
    """One JSON object per box to answer (see docs/TRAINING.md)."""
    out = []
    for t in drill.tasks():
        line: dict[str, Any] = {"drill": drill.drill_id, "level": int(drill.level), "currency": drill.house.currency}
        line.update(t.view)
        out.append(_dumps(line))
    return out


def _cards(cards: Any) -> str:
    return " ".join(cards) if cards else "-"


def _asks(t: BoxTask) -> str:
    terms = ", ".join(f.value for f in t.terms)
    text = f"{terms} (or net)"
    if t.questions:
        text += "; also " + ", ".join(f.value for f in t.questions)
    return text


def _box_line(v: Mapping[str, Any]) -> list[str]:
    bits = [f"Ante {v['ante']}"]
    if v["bet"]:
        bits.append(f"Bet {v['bet']}")
    if v["bonus"]:
        bits.append(f"bonus {v['bonus']}")
    if v["insurance"]:
        bits.append(f"insurance {v['insurance']}")
    if v["dark"]:
        bits.append("dark")
    head = "  ".join(bits)
    lines = [head]
    story = []
    if v["cards"]:
        story.append(f"dealt {_cards(v['cards'])}")
    ex = v.get("exchange")
    if ex:
        if "discard" in ex:
            story.append(f"exchanges {_cards(ex['discard'])} for {_cards(ex['draw'])}")
        else:
            story.append(f"exchanges {ex['count']} card(s)")
    six = v.get("sixth_card")
    if six:
        story.append("buys a sixth card" + (f" ({six})" if isinstance(six, str) else ""))
    decision = v.get("decision")
    story.append("plays dark" if v["dark"] else ("folds" if decision == "fold" else "bets"))
    if v.get("no_game"):
        story.append({"take_ante": "takes the Ante", "buy_game": "buys a game"}[v["no_game"]])
    if v.get("final_cards") and decision != "fold":
        story.append(f"shows {_cards(v['final_cards'])}")
    lines.append(", ".join(story))
    return lines


def drill_text(drill: Drill) -> str:
    """The drill for a person: every round, the dealer's cards, every box and what to answer."""
    h = drill.house
    out = [
        f"Drill {drill.drill_id}: level {int(drill.level)}, {drill.level.title}",
        f"  {drill.level.summary}",
        f"House: {drill.profile} ({h.currency}); Bet = {h.bet_multiple} x Ante; maximum payout {h.max_payout}.",
        f"Amounts are in minor units: 100 = {format_money(100, h.currency)}. Answer each box: positive = pay, "
        "negative = take, 0 = return (see docs/TRAINING.md).",
        f"Target time: {drill.target_seconds} s ({drill.level.target_seconds_per_box} s per box).",
    ]
    if drill.focus:
        out.append("Focus: " + ", ".join(k.label for k, _ in drill.focus))
    for r in drill.rounds:
        out.append("")
        dealer = (r.round_json.get("dealer") or {})
        head = f"Round {r.number}: dealer {_cards(dealer.get('cards'))}"
        if dealer.get("replacements"):
            head += f"; next cards for a bought game: {_cards(dealer['replacements'])}"
        if drill.level >= 4:
            head += f"; jackpot meter {int(r.round_json.get('jackpot', 0) or 0)}"
        out.append(head)
        for t in r.tasks:
            first, story = _box_line(t.view)
            out.append(f"  Box {t.box}: {first}")
            out.append(f"         {story}")
            out.append(f"         answer: {_asks(t)}")
    return "\n".join(out)


# ---------------------------------------------------------------------------
# Verdicts
# ---------------------------------------------------------------------------


def _show(field: AnswerField, value: object) -> str:
    if value is None:
        return "none"
    if field is AnswerField.REPLACED and isinstance(value, tuple):
        return " ".join(value) if value else "none"
    if field is AnswerField.HAND2 and isinstance(value, str):
        return Category.parse(value).label
    if isinstance(value, int) and field not in (AnswerField.INSURANCE_MAX, AnswerField.CAPPED):
        return f"{value:+d}" if value else "0"
    return str(value)


_RU = {
    "Round {round}, box {box}: NOT ANSWERED": "Раунд {round}, бокс {box}: НЕТ ОТВЕТА",
    "Round {round}, box {box}: RIGHT": "Раунд {round}, бокс {box}: ВЕРНО",
    "Round {round}, box {box}: WRONG ({diffs})": "Раунд {round}, бокс {box}: НЕВЕРНО ({diffs})",
    "{field}: you said {given}, right is {expected}": "{field}: ваш ответ {given}, верно {expected}",
    "{field}: not answered, right is {expected}": "{field}: нет ответа, верно {expected}",
    "Drill {drill}, level {level}: {total} boxes": "Упражнение {drill}, уровень {level}: боксов — {total}",
    "Score: {correct} of {total} boxes right ({percent} %)": "Итог: верно {correct} из {total} ({percent} %)",
    "; {n} not answered": "; без ответа: {n}",
    "Time: {secs} s, within the target of {target} s.": "Время: {secs} с, в пределах цели {target} с.",
    "Time: {secs} s, over the target of {target} s.": "Время: {secs} с, больше цели {target} с.",
    "Mistakes: ": "Ошибки: ",
    "    Mistake: {label}. {rule}": "    Ошибка: {label}. {rule}",
    "    Mistake: ambiguous, any of: {kinds}.": "    Ошибка неоднозначна, подходит любая из: {kinds}.",
    "    Mistake: other (no single rule gives these figures).":
        "    Ошибка: другая (ни одно правило не даёт таких сумм).",
}


def _t(text: str, lang: str, **kw: object) -> str:
    """``text`` in ``lang`` (English is the source), with ``{name}`` filled in."""
    return (_RU.get(text, text) if lang == "ru" else text).format(**kw)


def _explanation(v: BoxVerdict, lang: str) -> tuple[str, ...]:
    if lang == "en" or v.explained is None:
        return v.explanation
    from dealer_app.wording.explanations import explanation_text  # babel, only for another language

    return explanation_text(v.explained, lang)


def verdict_text(v: BoxVerdict, lang: str = "en") -> list[str]:
    """A verdict for a person: right or wrong, what differs, the mistake, the engine's explanation."""
    if not v.answered:
        lines = [_t("Round {round}, box {box}: NOT ANSWERED", lang, round=v.round, box=v.box)]
    elif v.correct:
        lines = [_t("Round {round}, box {box}: RIGHT", lang, round=v.round, box=v.box)]
    else:
        wrong = [c for c in v.checks if not c.ok]
        diffs = "; ".join(
            _t("{field}: you said {given}, right is {expected}", lang, field=c.field.value,
               given=_show(c.field, c.given), expected=_show(c.field, c.expected))
            if c.answered else _t("{field}: not answered, right is {expected}", lang, field=c.field.value,
                                  expected=_show(c.field, c.expected))
            for c in wrong
        )
        lines = [_t("Round {round}, box {box}: WRONG ({diffs})", lang, round=v.round, box=v.box, diffs=diffs)]
        if v.mistake is not None:
            if v.mistake.concrete:
                lines.append(_t("    Mistake: {label}. {rule}", lang, label=mistake_label(v.mistake, lang),
                                rule=mistake_rule(v.mistake, lang)))
            elif v.mistake is MistakeKind.AMBIGUOUS:
                lines.append(_t("    Mistake: ambiguous, any of: {kinds}.", lang,
                                kinds=", ".join(mistake_label(k, lang) for k in v.candidates)))
            else:
                lines.append(_t("    Mistake: other (no single rule gives these figures).", lang))
    lines += [f"    {e}" for e in _explanation(v, lang)]
    return lines


def expected_json(f: BoxFigures) -> dict[str, Any]:
    return {
        "ante": f.ante, "bet": f.bet, "bonus": f.bonus, "insurance": f.insurance, "fees": f.fees,
        "capped": f.capped, "net": f.net, "hand2": f.hand2, "insurance_max": f.insurance_max,
        "replaced": list(f.replaced),
    }


def _jsonable(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def verdict_json(v: BoxVerdict, lang: str = "en") -> dict[str, Any]:
    return {
        "round": v.round,
        "box": v.box,
        "answered": v.answered,
        "correct": v.correct,
        "checks": [
            {"field": c.field.value, "given": _jsonable(c.given), "expected": _jsonable(c.expected), "ok": c.ok,
             **({} if c.answered else {"answered": False})}
            for c in v.checks
        ],
        "mistake": v.mistake.value if v.mistake else None,
        "candidates": [k.value for k in v.candidates],
        "expected": expected_json(v.expected),
        "explanation": list(_explanation(v, lang)),
        "seconds": v.seconds,
    }


def _summary(report: GradeReport) -> dict[str, Any]:
    return {
        "drill": report.drill_id,
        "level": report.level,
        "boxes": report.total,
        "correct": report.correct,
        "unanswered": report.unanswered,
        "score": report.percent,
        "mistakes": {k.value: n for k, n in sorted(report.mistakes.items(), key=lambda kv: kv[0].value)},
        "seconds": report.seconds,
        "target_seconds": report.target_seconds,
    }


def report_json_lines(report: GradeReport, lang: str = "en") -> list[str]:
    """One JSON object per box verdict, then one ``{"summary": ...}`` line."""
    return [_dumps(verdict_json(v, lang)) for v in report.verdicts] + [_dumps({"summary": _summary(report)})]


def report_text(report: GradeReport, lang: str = "en") -> str:
    def dec(x: float) -> str:
        text = f"{x:.1f}"
        return text.replace(".", ",") if lang == "ru" else text

    out = [_t("Drill {drill}, level {level}: {total} boxes", lang, drill=report.drill_id, level=report.level,
              total=report.total)]
    for v in report.verdicts:
        out += verdict_text(v, lang)
    out.append("")
    out.append(
        _t("Score: {correct} of {total} boxes right ({percent} %)", lang, correct=report.correct,
           total=report.total, percent=dec(report.percent))
        + (_t("; {n} not answered", lang, n=report.unanswered) if report.unanswered else "")
        + "."
    )
    secs = report.seconds
    if secs is not None:
        line = ("Time: {secs} s, within the target of {target} s." if secs <= report.target_seconds
                else "Time: {secs} s, over the target of {target} s.")
        out.append(_t(line, lang, secs=dec(secs), target=report.target_seconds))
    if report.mistakes:
        kinds = sorted(report.mistakes.items(), key=lambda kv: (-kv[1], kv[0].value))
        out.append(_t("Mistakes: ", lang) + "; ".join(f"{mistake_label(k, lang)} x{n}" for k, n in kinds))
    return "\n".join(out)
