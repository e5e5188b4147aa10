"""Drills and verdicts as text for people and as JSON Lines for tools.

Pure functions of the model (the GUI can reuse the wording). Amounts are
shown as integers of minor units, exactly as answers are written.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any, cast

from dealer_app.money_text import money_text
from dealer_app.safe_input import int_of
from dealer_app.training.diagnosis import grouped
from dealer_app.training.drill import BoxTask, Drill
from dealer_app.training.engine import dealer_of
from dealer_app.training.figures import BoxFigures
from dealer_app.training.grading import BoxVerdict, GradeReport
from dealer_app.training.mistakes import MistakeKind
from dealer_app.wording.training import (
    field_name,
    figure_words,
    level_summary,
    level_title,
    mistake_label,
    mistake_rule,
    sections_text,
)
from rules.poker.money import format_money

__all__ = [
    "drill_json_lines",
    "drill_text",
    "expected_json",
    "mistake_lines",
    "report_json_lines",
    "report_text",
    "verdict_json",
    "verdict_text",
]


def _dumps(obj: object) -> str:
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


def _cards(cards: object) -> str:
    return " ".join(cast("Iterable[str]", cards)) if cards else "-"


def _asks(t: BoxTask, lang: str) -> str:
    terms = ", ".join(f.value for f in t.terms)
    text = _t("{terms} (or net)", lang, terms=terms)
    if t.questions:
        text += _t("; also {questions}", lang, questions=", ".join(f.value for f in t.questions))
    return text


def _box_line(v: Mapping[str, object], lang: str = "en") -> list[str]:
    bits = [_t("Ante {n}", lang, n=v["ante"])]
    if v["bet"]:
        bits.append(_t("Bet {n}", lang, n=v["bet"]))
    if v["bonus"]:
        bits.append(_t("bonus {n}", lang, n=v["bonus"]))
    if v["insurance"]:
        bits.append(_t("insurance {n}", lang, n=v["insurance"]))
    if v["dark"]:
        bits.append(_t("dark", lang))
    head = "  ".join(bits)
    lines = [head]
    story = []
    if v["cards"]:
        story.append(_t("dealt {cards}", lang, cards=_cards(v["cards"])))
    ex = cast("Mapping[str, object] | None", v.get("exchange"))  # a box of the drill's own round
    if ex:
        if "discard" in ex:
            story.append(_t("exchanges {out} for {into}", lang, out=_cards(ex["discard"]), into=_cards(ex["draw"])))
        else:
            story.append(_t("exchanges {n} card(s)", lang, n=ex["count"]))
    six = v.get("sixth_card")
    if six:
        story.append(_t("buys a sixth card", lang) + (f" ({six})" if isinstance(six, str) else ""))
    decision = v.get("decision")
    story.append(_t("plays dark" if v["dark"] else ("folds" if decision == "fold" else "bets"), lang))
    if v.get("no_game"):
        story.append(_t({"take_ante": "takes the Ante", "buy_game": "buys a game"}[str(v["no_game"])], lang))
    if v.get("final_cards") and decision != "fold":
        story.append(_t("shows {cards}", lang, cards=_cards(v["final_cards"])))
    lines.append(", ".join(story))
    return lines


def drill_text(drill: Drill, lang: str = "en") -> str:
    """The drill for a person: every round, the dealer's cards, every box and what to answer."""
    h = drill.house
    out = [
        _t("Drill {drill}: level {level}, {title}", lang, drill=drill.drill_id, level=int(drill.level),
           title=level_title(drill.level, lang)),
        f"  {drill.level.summary}" if lang == "en" else f"  {level_summary(drill.level, lang)}",
        _t("House: {profile} ({currency}); Bet = {k} x Ante; maximum payout {cap}.", lang, profile=drill.profile,
           currency=h.currency, k=h.bet_multiple, cap=h.max_payout),
        _t("Amounts are in minor units: 100 = {unit}. Answer each box: positive = pay, negative = take, 0 = return "
           "(see docs/TRAINING.md).", lang,
           unit=format_money(100, h.currency) if lang == "en" else money_text(h.currency, "ru_RU").full(100)),
        _t("Target time: {total} s ({each} s per box).", lang, total=drill.target_seconds,
           each=drill.level.target_seconds_per_box),
    ]
    if drill.focus:
        out.append(_t("Focus: ", lang) + ", ".join(mistake_label(k, lang) for k, _ in drill.focus))
    for r in drill.rounds:
        out.append("")
        dealer = dealer_of(r.round_json)
        head = _t("Round {n}: dealer {cards}", lang, n=r.number, cards=_cards(dealer.get("cards")))
        if dealer.get("replacements"):
            head += _t("; next cards for a bought game: {cards}", lang, cards=_cards(dealer["replacements"]))
        if drill.level >= 4:
            head += _t("; jackpot meter {n}", lang, n=int_of(r.round_json.get("jackpot", 0) or 0))
        out.append(head)
        for t in r.tasks:
            first, story = _box_line(t.view, lang)
            out.append(_t("  Box {box}: {first}", lang, box=t.box, first=first))
            out.append(f"         {story}")
            out.append(_t("         answer: {asks}", lang, asks=_asks(t, lang)))
    return "\n".join(out)


# ---------------------------------------------------------------------------
# Verdicts
# ---------------------------------------------------------------------------


_RU = {
    "Round {round}, box {box}: NOT ANSWERED": "Раунд {round}, бокс {box}: НЕТ ОТВЕТА",
    "Round {round}, box {box}: RIGHT": "Раунд {round}, бокс {box}: ВЕРНО",
    "Round {round}, box {box}: WRONG": "Раунд {round}, бокс {box}: НЕВЕРНО",
    "Round {round}, box {box}: WRONG, {n} mistakes": "Раунд {round}, бокс {box}: НЕВЕРНО, ошибок: {n}",
    "    {field}: you said {given}, right is {expected}.": "    {field}: ваш ответ — {given}, верно — {expected}.",
    "    {field}: not answered, right is {expected}.": "    {field}: нет ответа, верно — {expected}.",
    "    Mistake ({fields}): {label} ({sections}). {rule}": "    Ошибка ({fields}): {label} ({sections}). {rule}",
    "    Mistake ({fields}): ambiguous, any of: {kinds}.": "    Ошибка ({fields}) неоднозначна, подходит любая из: {kinds}.",
    "    Mistake ({fields}): two mistakes at once: {kinds}.": "    Ошибка ({fields}): две ошибки сразу: {kinds}.",
    "    Mistake ({fields}): two mistakes at once, one of these pairs: {kinds}.":
        "    Ошибка ({fields}): две ошибки сразу, одна из этих пар: {kinds}.",
    "    {fields}: follows from the wrong lines above.": "    {fields}: следует из неверных строк выше.",
    "Score: {correct} of {answered} boxes answered right ({percent} %)":
        "Итог: верно {correct} из {answered} отвеченных боксов ({percent} %)",
    "Drill {drill}, level {level}: {total} boxes": "Упражнение {drill}, уровень {level}: боксов — {total}",
    "; {n} not answered (not counted as wrong)": "; без ответа: {n} (не считаются ошибкой)",
    "Time: {secs} s, within the target of {target} s.": "Время: {secs} с, в пределах цели {target} с.",
    "Time: {secs} s, over the target of {target} s.": "Время: {secs} с, больше цели {target} с.",
    "Mistakes: ": "Ошибки: ",
    "{terms} (or net)": "{terms} (или net)",
    "; also {questions}": "; также {questions}",
    "Ante {n}": "анте {n}",
    "Bet {n}": "ставка {n}",
    "bonus {n}": "бонус {n}",
    "insurance {n}": "страховка {n}",
    "dark": "втёмную",
    "dealt {cards}": "раздача {cards}",
    "exchanges {out} for {into}": "меняет {out} на {into}",
    "exchanges {n} card(s)": "обмен карт: {n}",
    "buys a sixth card": "покупает шестую карту",
    "plays dark": "играет втёмную",
    "folds": "сбрасывает",
    "bets": "ставит",
    "takes the Ante": "берёт анте",
    "buys a game": "покупает игру",
    "shows {cards}": "показывает {cards}",
    "Drill {drill}: level {level}, {title}": "Упражнение {drill}: уровень {level}, {title}",
    "House: {profile} ({currency}); Bet = {k} x Ante; maximum payout {cap}.":
        "Правила: {profile} ({currency}); ставка = {k} × анте; максимальная выплата {cap}.",
    "Amounts are in minor units: 100 = {unit}. Answer each box: positive = pay, negative = take, 0 = return "
    "(see docs/TRAINING.md).":
        "Суммы в минимальных единицах: 100 = {unit}. Ответ по каждому боксу: плюс — выплатить, минус — забрать, "
        "0 — вернуть (см. docs/TRAINING.md).",
    "Target time: {total} s ({each} s per box).": "Целевое время: {total} с ({each} с на бокс).",
    "Focus: ": "Упор на: ",
    "Round {n}: dealer {cards}": "Раунд {n}: дилер {cards}",
    "; next cards for a bought game: {cards}": "; следующие карты для покупки игры: {cards}",
    "; jackpot meter {n}": "; счётчик джекпота {n}",
    "  Box {box}: {first}": "  Бокс {box}: {first}",
    "         answer: {asks}": "         ответ: {asks}",
}


def _t(text: str, lang: str, **kw: object) -> str:
    """``text`` in ``lang`` (English is the source), with ``{name}`` filled in."""
    return (_RU.get(text, text) if lang == "ru" else text).format(**kw)


def _explanation(v: BoxVerdict, lang: str) -> tuple[str, ...]:
    if lang == "en" or v.explained is None:
        return v.explanation
    from dealer_app.wording.explanations import explanation_text  # babel, only for another language

    return explanation_text(v.explained, lang)


def mistake_lines(v: BoxVerdict, lang: str = "en") -> list[str]:
    """Each mistake of a wrong verdict, one by one: the lines it explains, the rule it breaks with its
    RULES.md sections, and the rule stated right."""
    out: list[str] = []
    for group in grouped(v.lines):
        kind, cands = group.kind, group.candidates
        fields = ", ".join(field_name(f, lang) for f in group.fields)
        secs = sections_text(group.sections)
        if kind is MistakeKind.FOLLOWS:
            out.append(_t("    {fields}: follows from the wrong lines above.", lang, fields=fields))
        elif kind is MistakeKind.AMBIGUOUS:
            out.append(_t("    Mistake ({fields}): ambiguous, any of: {kinds}.", lang, fields=fields,
                          kinds="; ".join(f"{mistake_label(k, lang)} ({sections_text(k.sections)})" for k in cands)))
        elif kind is MistakeKind.OTHER:
            text = ("    Mistake ({fields}): two mistakes at once: {kinds}." if len(cands) == 2
                    else "    Mistake ({fields}): two mistakes at once, one of these pairs: {kinds}.")
            out.append(_t(text, lang, fields=fields,
                          kinds="; ".join(f"{mistake_label(k, lang)} ({sections_text(k.sections)})" for k in cands)))
        else:
            out.append(_t("    Mistake ({fields}): {label} ({sections}). {rule}", lang, fields=fields,
                          label=mistake_label(kind, lang), sections=secs, rule=mistake_rule(kind, lang)))
    return out


def verdict_text(v: BoxVerdict, lang: str = "en", currency: str = "EUR") -> list[str]:
    """A verdict for a person, in words and money: right or wrong, each wrong line with what was said
    and what is right, each mistake with the rule it breaks, then the engine's explanation."""
    if not v.answered:
        lines = [_t("Round {round}, box {box}: NOT ANSWERED", lang, round=v.round, box=v.box)]
    elif v.correct:
        lines = [_t("Round {round}, box {box}: RIGHT", lang, round=v.round, box=v.box)]
    else:
        n = len(v.mistakes)
        head = "Round {round}, box {box}: WRONG, {n} mistakes" if n > 1 else "Round {round}, box {box}: WRONG"
        lines = [_t(head, lang, round=v.round, box=v.box, n=n)]
        for c in v.checks:
            if c.ok:
                continue
            right = figure_words(c.field, c.expected, currency, lang)
            if c.answered:
                lines.append(_t("    {field}: you said {given}, right is {expected}.", lang,
                                field=field_name(c.field, lang), given=figure_words(c.field, c.given, currency, lang),
                                expected=right))
            else:
                lines.append(_t("    {field}: not answered, right is {expected}.", lang,
                                field=field_name(c.field, lang), expected=right))
        lines += mistake_lines(v, lang)
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
        "mistakes": [k.value for k in v.mistakes],
        "lines": [
            {"field": ln.field.value, "given": _jsonable(ln.given), "expected": _jsonable(ln.expected),
             "kind": ln.kind.value, "candidates": [k.value for k in ln.candidates], "sections": list(ln.sections)}
            for ln in v.lines
        ],
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
        "answered": report.answered,
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
        out += verdict_text(v, lang, report.currency)
    out.append("")
    out.append(
        _t("Score: {correct} of {answered} boxes answered right ({percent} %)", lang, correct=report.correct,
           answered=report.answered, percent=dec(report.percent))
        + (_t("; {n} not answered (not counted as wrong)", lang, n=report.unanswered) if report.unanswered else "")
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
