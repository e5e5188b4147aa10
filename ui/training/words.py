"""Words for the training screens: fields, figures, verdicts and mistake kinds.

The grading core speaks English in its own terms (``ante``, ``+2000``); the
screens say the same things the way a dealer does: **PAY €20**, **TAKE €10**,
**RETURN**. Money always comes from the engine's figures.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_app.training import AnswerField, BoxVerdict, Level, MistakeKind, Mode
from dealer_app.training.diagnosis import grouped
from dealer_app.training.situations import Situation
from dealer_app.training.skills import Skill
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
    "mistake_items",
    "mistake_label",
    "mistake_rule",
    "mistake_text",
    "mode_label",
    "seconds_text",
    "situation_label",
    "skill_label",
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
    QT_TRANSLATE_NOOP("Training", "folded Ante returned"),
    QT_TRANSLATE_NOOP("Training", "A box that folds loses its Ante and its fees; it places no Bet and no insurance (§6)."),
    QT_TRANSLATE_NOOP("Training", "insurance forgotten in the net"),
    QT_TRANSLATE_NOOP("Training", "The net counts every term: Ante, Bet, bonus, insurance and fees, less what the cap withholds (§7, §12)."),
    QT_TRANSLATE_NOOP("Training", "insurance maximum wrong"),
    QT_TRANSLATE_NOOP("Training", "A box may insure at most the house's percentage of the payout its hand would bring: the Bet times the odds of hand 1 (and hand 2 when paid), within the house's limits (§7)."),
    QT_TRANSLATE_NOOP("Training", "wrong dealer card taken out"),
    QT_TRANSLATE_NOOP("Training", "For a bought game the dealer's highest card is taken out and replaced by the next card of the deck (§8)."),
    QT_TRANSLATE_NOOP("Training", "hand 2 named wrong"),
    QT_TRANSLATE_NOOP("Training", "Hand 2 is the best combination that uses a card outside hand 1's combination (§2, §10)."),
    QT_TRANSLATE_NOOP("Training", "two combinations missed"),
    QT_TRANSLATE_NOOP("Training", "Six cards can hold two combinations: hand 2 is a combination with a card outside hand 1's combination (§10)."),
    QT_TRANSLATE_NOOP("Training", "paid instead of taken, or taken instead of paid"),
    QT_TRANSLATE_NOOP("Training", "Each term is signed from the player's side: a win is paid (+), a loss taken (−), a push returned (0) (§12)."),
    QT_TRANSLATE_NOOP("Training", "arithmetic slip"),
    QT_TRANSLATE_NOOP("Training", "No single rule gives this figure: work the line out again from the stake and the odds (§12)."),
    QT_TRANSLATE_NOOP("Training", "follows from the wrong lines above"),
    QT_TRANSLATE_NOOP("Training", "The net is the sum of the terms less what the cap withholds (§12)."),
)


def level_title(level: Level) -> str:
    return translate("Training", level.title)


def level_summary(level: Level) -> str:
    return translate("Training", level.summary)


def situation_label(situation: Situation) -> str:
    return translate("Training", situation.label)


_SKILLS = (
    QT_TRANSLATE_NOOP("Training", "reading hands"),
    QT_TRANSLATE_NOOP("Training", "payouts"),
    QT_TRANSLATE_NOOP("Training", "insurance"),
    QT_TRANSLATE_NOOP("Training", "fees"),
    QT_TRANSLATE_NOOP("Training", "maximum payout"),
    QT_TRANSLATE_NOOP("Training", "chips"),
)


def skill_label(skill: Skill) -> str:
    return translate("Training", skill.label)


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


def mistake_items(v: BoxVerdict) -> list[tuple[str, str]]:
    """Each mistake of a wrong verdict, one by one: (the lines it explains and the rule broken with its
    rulebook sections, the rule stated right); empty when right or not answered."""
    if v.correct or not v.answered:
        return []
    out: list[tuple[str, str]] = []
    for group in grouped(v.lines):
        kind, cands = group.kind, group.candidates
        names = ", ".join(field_label(f) for f in group.fields)
        secs = ", ".join(f"§{n}" for n in group.sections)
        if kind is MistakeKind.FOLLOWS:
            out.append((tr_args(translate("Training", "%1: follows from the wrong lines above"), names), ""))
        elif kind in (MistakeKind.AMBIGUOUS, MistakeKind.OTHER):
            listed = "; ".join(f"{mistake_label(c)} (" + ", ".join(f"§{n}" for n in c.sections) + ")" for c in cands)
            head = (translate("Training", "%1: several single mistakes give your figure") if kind is MistakeKind.AMBIGUOUS
                    else translate("Training", "%1: two mistakes at once"))
            out.append((tr_args(head, names), tr_args(translate("Training", "Any of: %1."), listed)))
        else:
            label = mistake_label(kind)
            out.append((tr_args(translate("Training", "%1: %2 (%3)"), names, label, secs), mistake_rule(kind)))
    return out


def mistake_text(v: BoxVerdict) -> tuple[str, str]:
    """(the mistakes in words, the rules stated right) for a wrong verdict, each mistake on its own
    line; ("", "") otherwise."""
    items = [(head, rule) for head, rule in mistake_items(v) if rule or head]
    counted = [it for it in items if it[1]]
    return "\n".join(head for head, _ in items), "\n".join(rule for _, rule in counted)
