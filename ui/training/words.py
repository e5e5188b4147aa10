"""Words for the training screens: fields, figures, verdicts and mistake kinds.

The grading core speaks English in its own terms (``ante``, ``+2000``); the
screens say the same things the way a dealer does: **PAY €20**, **TAKE €10**,
**RETURN**. Money always comes from the engine's figures.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_app.training import AnswerField, BoxVerdict, MistakeKind, Mode
from rules.hands import Category
from ui import theme
from ui.labels import category_short
from ui.money import MoneyFormat
from ui.qt import QCoreApplication, QLayout

__all__ = [
    "FigureText",
    "clear_layout",
    "field_label",
    "figure_text",
    "mistake_text",
    "mode_label",
]

C = theme.C

_SIGNED = frozenset({AnswerField.ANTE, AnswerField.BET, AnswerField.BONUS, AnswerField.INSURANCE, AnswerField.FEES,
                     AnswerField.NET})


def clear_layout(layout: QLayout) -> None:
    """Remove (and delete) every widget of ``layout``."""
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget() if item is not None else None
        if w is not None:
            w.setParent(None)
            w.deleteLater()


def _t(text: str) -> str:
    return QCoreApplication.translate("Training", text)


def field_label(field: AnswerField) -> str:
    return {
        AnswerField.ANTE: _t("Ante"),
        AnswerField.BET: _t("Bet"),
        AnswerField.BONUS: _t("Bonus"),
        AnswerField.INSURANCE: _t("Insurance"),
        AnswerField.FEES: _t("Fees"),
        AnswerField.CAPPED: _t("Withheld by the cap"),
        AnswerField.NET: _t("Net for the box"),
        AnswerField.HAND2: _t("Hand 2"),
        AnswerField.INSURANCE_MAX: _t("Insurance maximum"),
        AnswerField.REPLACED: _t("Dealer cards taken out"),
    }[field]


def mode_label(mode: Mode | str) -> str:
    return {
        "practice": _t("Practice"),
        "timed": _t("Timed"),
        "exam": _t("Exam"),
        "table_speed": _t("Table speed"),
    }.get(str(mode), str(mode))


@dataclass(frozen=True, slots=True)
class FigureText:
    """A figure as the dealer says it, with the colour of its word."""

    text: str
    colour: str


def figure_text(field: AnswerField, value: object, money: MoneyFormat, *, answered: bool = True) -> FigureText:
    """``PAY €20`` / ``TAKE €10`` / ``RETURN`` for a signed term; the net signed; the rest plainly."""
    if not answered:
        return FigureText(_t("not answered"), C.text_faint)
    if field in _SIGNED:
        if not isinstance(value, int):
            return FigureText("—", C.text_faint)
        if field is AnswerField.NET:
            if value == 0:
                return FigureText(_t("EVEN (0)"), C.push)
            return FigureText(money(value, signed=True), C.pay if value > 0 else C.take)
        if value > 0:
            return FigureText(_t("PAY %1").replace("%1", money(value)), C.pay)
        if value < 0:
            return FigureText(_t("TAKE %1").replace("%1", money(-value)), C.take)
        return FigureText(_t("RETURN"), C.push)
    if field is AnswerField.HAND2:
        if value is None:
            return FigureText(_t("none"), C.text)
        return FigureText(category_short(Category.parse(str(value))), C.text)
    if field is AnswerField.REPLACED:
        cards = tuple(value) if isinstance(value, tuple | list) else ()
        if not cards:
            return FigureText(_t("none"), C.text)
        from rules.cards import parse_card

        return FigureText("  ".join(parse_card(str(c)).pretty for c in cards), C.text)
    if field in (AnswerField.CAPPED, AnswerField.INSURANCE_MAX):
        if value is None:
            return FigureText(_t("none"), C.text)
        return FigureText(money(int(value)) if isinstance(value, int) else str(value), C.text)
    return FigureText(str(value), C.text)


def mistake_text(v: BoxVerdict) -> tuple[str, str]:
    """(the mistake in words, the rule stated right) for a wrong verdict; ("", "") otherwise."""
    if v.correct or not v.answered or v.mistake is None:
        return "", ""
    k = v.mistake
    if k.concrete:
        return k.label[:1].upper() + k.label[1:], k.rule
    if k is MistakeKind.AMBIGUOUS:
        names = "; ".join(c.label for c in v.candidates)
        return _t("Several single mistakes give your figures"), _t("Any of: %1.").replace("%1", names)
    return (_t("No single rule gives these figures"),
            _t("Two mistakes at once, or an arithmetic slip: compare each term with the explanation."))
