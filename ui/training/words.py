"""Words for the training screens: fields, figures, verdicts and mistake kinds.

The grading core speaks English in its own terms (``ante``, ``+2000``); the
screens say the same things the way a dealer does: **PAY €20**, **TAKE €10**,
**RETURN**. Money always comes from the engine's figures.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_app.training import AnswerField, BoxVerdict, Level, MistakeKind, Mode
from dealer_app.training.situations import Situation
from rules.hands import Category
from ui.kit import theme
from ui.kit.labels import category_short
from ui.kit.money import MoneyFormat
from ui.kit.qt import QT_TRANSLATE_NOOP, QLayout, QLocale, translate
from ui.kit.text import tr_args

__all__ = [
    "CORE_TEXTS",
    "FigureText",
    "clear_layout",
    "decimal_text",
    "field_label",
    "figure_text",
    "level_summary",
    "level_title",
    "mistake_label",
    "mistake_rule",
    "mistake_text",
    "mode_label",
    "seconds_text",
    "situation_label",
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


# The grading core's fixed English texts (level titles and summaries, situations, mistake kinds),
# registered here for the catalogues and looked up by their English text; a test checks that every
# text the core has is registered, so a new one cannot reach the screen untranslated.
CORE_TEXTS = (
    QT_TRANSLATE_NOOP("Training", "Plain showdown"),
    QT_TRANSLATE_NOOP("Training", "The dealer has a game: a fold loses the Ante; a box that beats the dealer is paid Bet × odds of its hand and its Ante is returned; a box the dealer beats loses Ante and Bet; a tie returns both."),
    QT_TRANSLATE_NOOP("Training", "Dealer has no game"),
    QT_TRANSLATE_NOOP("Training", "The dealer has no game: a box that takes the Ante is paid the Ante 1:1 and its Bet returned; a dark box does the same."),
    QT_TRANSLATE_NOOP("Training", "Buying: bought game, redraw, exchange fees"),
    QT_TRANSLATE_NOOP("Training", "A box buys a game for one Ante: the dealer's highest card is replaced (and once more, free, when the new card has the same rank and still no game); the box is then settled against the new hand, or pushed when the dealer still has no game. Exchange fees are the house's."),
    QT_TRANSLATE_NOOP("Training", "Bonus and jackpot"),
    QT_TRANSLATE_NOOP("Training", "The bonus is paid on the five cards as dealt; straight and royal flushes take a share of the jackpot meter (shared out when claims exceed it)."),
    QT_TRANSLATE_NOOP("Training", "Insurance"),
    QT_TRANSLATE_NOOP("Training", "Insurance wins 1:1 when the dealer has no game on the first reveal, is lost when the box beats a dealer with a game, and is returned otherwise; its maximum is a percentage of the expected payout."),
    QT_TRANSLATE_NOOP("Training", "Two hands, six cards"),
    QT_TRANSLATE_NOOP("Training", "Six cards play the best five; hand 2 (a combination with a card outside hand 1's) is paid with hand 1 when hand 1 wins."),
    QT_TRANSLATE_NOOP("Training", "Maximum payout (cap)"),
    QT_TRANSLATE_NOOP("Training", "A box's winnings in one round never exceed the maximum payout; the excess is withheld."),
    QT_TRANSLATE_NOOP("Training", "a box folds"),
    QT_TRANSLATE_NOOP("Training", "showdown, box wins"),
    QT_TRANSLATE_NOOP("Training", "showdown, dealer wins"),
    QT_TRANSLATE_NOOP("Training", "showdown, tie"),
    QT_TRANSLATE_NOOP("Training", "dark box"),
    QT_TRANSLATE_NOOP("Training", "dealer has no game, box takes the Ante"),
    QT_TRANSLATE_NOOP("Training", "dealer has no game, dark box"),
    QT_TRANSLATE_NOOP("Training", "exchange (fee)"),
    QT_TRANSLATE_NOOP("Training", "bought game, dealer then qualifies"),
    QT_TRANSLATE_NOOP("Training", "bought game, dealer still has no game"),
    QT_TRANSLATE_NOOP("Training", "same-rank redraw"),
    QT_TRANSLATE_NOOP("Training", "bonus wins"),
    QT_TRANSLATE_NOOP("Training", "bonus loses"),
    QT_TRANSLATE_NOOP("Training", "jackpot share"),
    QT_TRANSLATE_NOOP("Training", "jackpot claims shared out"),
    QT_TRANSLATE_NOOP("Training", "insurance wins (no game)"),
    QT_TRANSLATE_NOOP("Training", "insurance lost (box beats the dealer)"),
    QT_TRANSLATE_NOOP("Training", "insurance returned"),
    QT_TRANSLATE_NOOP("Training", "sixth card (best five of six)"),
    QT_TRANSLATE_NOOP("Training", "hand 2"),
    QT_TRANSLATE_NOOP("Training", "maximum payout (cap)"),
    QT_TRANSLATE_NOOP("Training", "wrong winner"),
    QT_TRANSLATE_NOOP("Training", "Compare hand 1 with the dealer's hand: category first, then the ranks in order of significance; equal hands tie and return Ante and Bet (RULES.md §2, §9)."),
    QT_TRANSLATE_NOOP("Training", "hand read one category too high"),
    QT_TRANSLATE_NOOP("Training", "Pay the Bet at the odds of the hand's own category (RULES.md §2)."),
    QT_TRANSLATE_NOOP("Training", "hand read one category too low"),
    QT_TRANSLATE_NOOP("Training", "Pay the Bet at the odds of the hand's own category (RULES.md §2)."),
    QT_TRANSLATE_NOOP("Training", "Ante paid even money on a win where it is pushed"),
    QT_TRANSLATE_NOOP("Training", "When the box beats a dealer with a game, the Ante is only returned (house: ante_on_win = push, §9)."),
    QT_TRANSLATE_NOOP("Training", "Ante pushed on a win where it is paid"),
    QT_TRANSLATE_NOOP("Training", "This house pays the Ante even money when the box wins (house: ante_on_win = even_money, §9)."),
    QT_TRANSLATE_NOOP("Training", "odds paid on the Ante instead of the Bet"),
    QT_TRANSLATE_NOOP("Training", "The pay-table odds are paid on the Bet (B = bet_multiple × A), not on the Ante (§1, §9)."),
    QT_TRANSLATE_NOOP("Training", "no-game Ante returned instead of paid"),
    QT_TRANSLATE_NOOP("Training", "When the dealer has no game, a box that takes the Ante (and a dark box) is paid the Ante 1:1, and the Bet is returned (§8, §5)."),
    QT_TRANSLATE_NOOP("Training", "bought game settled as if the box took the Ante"),
    QT_TRANSLATE_NOOP("Training", "A box that buys a game gives up the Ante win, pays the purchase fee and is settled against the dealer's new hand (§8)."),
    QT_TRANSLATE_NOOP("Training", "Ante wrong after a bought game that still has no game"),
    QT_TRANSLATE_NOOP("Training", "When the dealer still has no game after a bought game, the Ante follows ante_if_bought_no_game (default: returned) and the Bet is returned (§8)."),
    QT_TRANSLATE_NOOP("Training", "same-rank redraw missed"),
    QT_TRANSLATE_NOOP("Training", "If the replacement card has the rank of the card taken out and the dealer still has no game, the dealer replaces it once more, free (house: same_rank_redraw, §8)."),
    QT_TRANSLATE_NOOP("Training", "fee forgotten"),
    QT_TRANSLATE_NOOP("Training", "Exchange, sixth-card and buy-game fees (in Antes) are the house's and never returned (§3, §8)."),
    QT_TRANSLATE_NOOP("Training", "bonus settled wrong"),
    QT_TRANSLATE_NOOP("Training", "The bonus is paid on the five cards as dealt, at the bonus table's odds on the bonus stake, whatever happens next (§4)."),
    QT_TRANSLATE_NOOP("Training", "jackpot share wrong"),
    QT_TRANSLATE_NOOP("Training", "A jackpot hit is paid floor(percent × meter / 100), the stake neither won nor lost; claims over the meter are shared out pro rata (§4)."),
    QT_TRANSLATE_NOOP("Training", "insurance returned instead of settled"),
    QT_TRANSLATE_NOOP("Training", "Insurance wins 1:1 when the dealer has no game and is lost when the box beats a dealer with a game; it is returned only when the dealer's hand is higher or equal (§7)."),
    QT_TRANSLATE_NOOP("Training", "insurance paid or taken the wrong way round"),
    QT_TRANSLATE_NOOP("Training", "Insurance is settled on the dealer's hand as first revealed: it pays 1:1 only when the dealer has no game (even if a bought game then qualifies); it is lost when the box beats a dealer with a game (§7)."),
    QT_TRANSLATE_NOOP("Training", "hand 2 missed"),
    QT_TRANSLATE_NOOP("Training", "When hand 1 beats the dealer, hand 2 (a combination with a card outside hand 1's combination) is paid too (house: two_hands, §10)."),
    QT_TRANSLATE_NOOP("Training", "hand 2 counted where the house does not pay it"),
    QT_TRANSLATE_NOOP("Training", "With two_hands off, only hand 1 is paid (§10)."),
    QT_TRANSLATE_NOOP("Training", "maximum payout not applied"),
    QT_TRANSLATE_NOOP("Training", "A box's winnings in one round (Ante, Bet, insurance) never exceed max_payout; the excess is withheld (§11)."),
    QT_TRANSLATE_NOOP("Training", "maximum payout applied wrongly"),
    QT_TRANSLATE_NOOP("Training", "The cap bounds the sum of the Ante, Bet and insurance winnings (and fixed-odds bonus wins only when cap_includes_bonus); jackpot shares are never capped (§11)."),
    QT_TRANSLATE_NOOP("Training", "ambiguous (several single mistakes fit)"),
    QT_TRANSLATE_NOOP("Training", "other (no single rule fits)"),
)


def level_title(level: Level) -> str:
    return translate("Training", level.title)


def level_summary(level: Level) -> str:
    return translate("Training", level.summary)


def situation_label(situation: Situation) -> str:
    return translate("Training", situation.label)


def mistake_label(kind: MistakeKind) -> str:
    return translate("Training", kind.label)


def mistake_rule(kind: MistakeKind) -> str:
    return translate("Training", kind.rule) if kind.rule else ""


def decimal_text(value: float, decimals: int = 1) -> str:
    """``6.5`` in the language's own way (``6,5`` in Russian)."""
    return QLocale().toString(float(value), "f", decimals)


def seconds_text(value: float, decimals: int = 1) -> str:
    """``6.5 s`` / ``6,5 с``."""
    return tr_args(translate("Training", "%1 s"), decimal_text(value, decimals))


def field_label(field: AnswerField) -> str:
    return {
        AnswerField.ANTE: translate("Training", "Ante"),
        AnswerField.BET: translate("Training", "Bet"),
        AnswerField.BONUS: translate("Training", "Bonus"),
        AnswerField.INSURANCE: translate("Training", "Insurance"),
        AnswerField.FEES: translate("Training", "Fees"),
        AnswerField.CAPPED: translate("Training", "Withheld by the cap"),
        AnswerField.NET: translate("Training", "Net for the box"),
        AnswerField.HAND2: translate("Training", "Hand 2"),
        AnswerField.INSURANCE_MAX: translate("Training", "Insurance maximum"),
        AnswerField.REPLACED: translate("Training", "Dealer cards taken out"),
    }[field]


def mode_label(mode: Mode | str) -> str:
    return {
        "practice": translate("Training", "Practice"),
        "timed": translate("Training", "Timed"),
        "exam": translate("Training", "Exam"),
        "table_speed": translate("Training", "Table speed"),
    }.get(str(mode), str(mode))


@dataclass(frozen=True, slots=True)
class FigureText:
    """A figure as the dealer says it, with the colour of its word."""

    text: str
    colour: str


def figure_text(field: AnswerField, value: object, money: MoneyFormat, *, answered: bool = True) -> FigureText:
    """``PAY €20`` / ``TAKE €10`` / ``RETURN`` for a signed term; the net signed; the rest plainly."""
    if not answered:
        return FigureText(translate("Training", "not answered"), C.text_faint)
    if field in _SIGNED:
        if not isinstance(value, int):
            return FigureText("—", C.text_faint)
        if field is AnswerField.NET:
            if value == 0:
                return FigureText(translate("Training", "EVEN (0)"), C.push)
            return FigureText(money(value, signed=True), C.pay if value > 0 else C.take)
        if value > 0:
            return FigureText(tr_args(translate("Training", "PAY %1"), money(value)), C.pay)
        if value < 0:
            return FigureText(tr_args(translate("Training", "TAKE %1"), money(-value)), C.take)
        return FigureText(translate("Training", "RETURN"), C.push)
    if field is AnswerField.HAND2:
        if value is None:
            return FigureText(translate("Training", "none"), C.text)
        return FigureText(category_short(Category.parse(str(value))), C.text)
    if field is AnswerField.REPLACED:
        cards = tuple(value) if isinstance(value, tuple | list) else ()
        if not cards:
            return FigureText(translate("Training", "none"), C.text)
        from rules.cards import parse_card

        return FigureText("  ".join(parse_card(str(c)).pretty for c in cards), C.text)
    if field in (AnswerField.CAPPED, AnswerField.INSURANCE_MAX):
        if value is None:
            return FigureText(translate("Training", "none"), C.text)
        return FigureText(money(int(value)) if isinstance(value, int) else str(value), C.text)
    return FigureText(str(value), C.text)


def mistake_text(v: BoxVerdict) -> tuple[str, str]:
    """(the mistake in words, the rule stated right) for a wrong verdict; ("", "") otherwise."""
    if v.correct or not v.answered or v.mistake is None:
        return "", ""
    k = v.mistake
    if k.concrete:
        label = mistake_label(k)
        return label[:1].upper() + label[1:], mistake_rule(k)
    if k is MistakeKind.AMBIGUOUS:
        names = "; ".join(mistake_label(c) for c in v.candidates)
        return translate("Training", "Several single mistakes give your figures"), tr_args(translate("Training", "Any of: %1."),
                                                                                           names)
    terms = [f for f in v.wrong_fields if f is not AnswerField.NET]
    if len(terms) <= 1:
        # one term wrong (the net follows it): never "two mistakes"
        name = field_label(terms[0]) if terms else field_label(AnswerField.NET)
        return (tr_args(translate("Training", "One term is wrong: %1"), name),
                tr_args(translate("Training", "Check the %1 against the explanation line by line; the net follows from it."),
                        name))
    return (translate("Training", "No single rule gives these figures"),
            translate("Training", "Two mistakes at once, or an arithmetic slip: compare each term with the explanation."))
