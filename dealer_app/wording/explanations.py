"""A box's settlement explained in the reader's language, from the engine's terms.

:func:`explanation_text` turns an :class:`~rules.poker.explain.Explanation`
into lines: English is the contract's (:mod:`rules.poker.explain_text`, the one
English renderer), Russian is written here with the casino floor's words (бокс,
анте, ставка, страховка, покупка игры, обмен, шестая карта, джекпот), plural
forms from CLDR (babel) and money from :mod:`dealer_app.money_text` in the
currency's major unit (``20,00 €``).

>>> from rules.hands import Category
>>> from rules.poker.explain import Explanation, Folded, Net, Wins
>>> e = Explanation("EUR", (Wins(3, Category.FULL_HOUSE, Category.THREE_OF_A_KIND, False), Net(3, 16000)))
>>> explanation_text(e, "en")
("Box 3's full house beats the dealer's three of a kind.", 'Net for box 3: +€160.00.')
>>> explanation_text(e, "ru")
('Бокс 3 выигрывает: у бокса — фулл-хаус, у дилера — тройка.', 'Итог бокса 3: +160,00\\xa0€.')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from dealer_app.money_text import money_text
from dealer_app.wording.common import LANGUAGES, LOCALES, LanguageError, check_lang, plural
from dealer_app.wording.problems import CATEGORY_RU
from rules.hands import Category
from rules.poker.explain import (
    AntePaid,
    AnteReturnedOnWin,
    BetPaid,
    BonusCapped,
    BonusLost,
    BonusLostOnFold,
    BonusPaid,
    BoughtNoGame,
    Capped,
    DealerNoGame,
    Explanation,
    Fees,
    Folded,
    InsuranceLost,
    InsuranceReturned,
    InsuranceVoided,
    InsuranceWon,
    JackpotShared,
    JackpotWon,
    Loses,
    Net,
    Term,
    Ties,
    Wins,
)
from rules.poker.explain_text import english_lines
from rules.roulette.notes import EvenCircle, SetupNote, SizesIgnored, note_english

__all__ = [
    "LANGUAGES",
    "LanguageError",
    "box_explanation",
    "category_text",
    "check_lang",
    "explanation_text",
    "note_text",
    "plural",
    "round_explanations",
]

def category_text(category: Category | None, lang: str) -> str:
    """A hand category in words, lower case (``'full house'``, ``'фулл-хаус'``); ``None``: no game."""
    if check_lang(lang) == "ru":
        return CATEGORY_RU[category] if category is not None else "нет игры"
    return category.label if category is not None else "no game"


def explanation_text(explanation: Explanation, lang: str) -> tuple[str, ...]:
    """Every line of a box's explanation in ``lang`` (``en`` or ``ru``)."""
    if check_lang(lang) == "en":
        return english_lines(explanation)
    fmt = money_text(explanation.currency, LOCALES["ru"])
    return tuple(_russian(t, fmt.full, lambda v: fmt.full(v, signed=True), explanation.currency)
                 for t in explanation.terms)


def round_explanations(round_json: Mapping[str, Any] | None) -> dict[int, Explanation]:
    """Per box, the explanation terms of a recorded round (``russian-poker-round/1`` with
    its house rules and meter, as the store keeps it), re-settled by the engine; ``{}``
    when there is no round or the engine refuses it."""
    if not round_json:
        return {}
    from rules.poker.settle import settle_round
    from rules.refusal import Refusal

    try:
        settlement = settle_round(dict(round_json))
    except (Refusal, ValueError, TypeError, KeyError):
        return {}
    return {b.box: b.terms for b in settlement.boxes if b.terms is not None}


def box_explanation(stored: Sequence[str], explained: Explanation | None, lang: str) -> tuple[str, ...]:
    """A stored box's explanation in ``lang``: the recorded English lines in English (or
    when the terms are unknown), else the terms' words."""
    if check_lang(lang) == "en" or explained is None:
        return tuple(stored)
    return explanation_text(explained, lang)


def _c(cat: Category | None) -> str:
    return category_text(cat, "ru")


# a rank in words: one (nominative, genitive) and many (genitive): «дама», «дамы», «дам»
_RANKS_RU = {
    2: ("двойка", "двойки", "двоек"), 3: ("тройка", "тройки", "троек"), 4: ("четвёрка", "четвёрки", "четвёрок"),
    5: ("пятёрка", "пятёрки", "пятёрок"), 6: ("шестёрка", "шестёрки", "шестёрок"), 7: ("семёрка", "семёрки", "семёрок"),
    8: ("восьмёрка", "восьмёрки", "восьмёрок"), 9: ("девятка", "девятки", "девяток"),
    10: ("десятка", "десятки", "десяток"), 11: ("валет", "валета", "валетов"), 12: ("дама", "дамы", "дам"),
    13: ("король", "короля", "королей"), 14: ("туз", "туза", "тузов"),
}


def _named(cat: Category, rank: int | None) -> str:
    """A combination with its rank named: «пара дам», «стрит до десятки», «каре тузов»."""
    if rank is None or rank not in _RANKS_RU:
        return _c(cat)
    one, of_one, of_many = _RANKS_RU[rank]
    return {
        Category.HIGH_CARD: f"старшая карта ({one})",
        Category.ONE_PAIR: f"пара {of_many}",
        Category.TWO_PAIR: f"две пары (старшая — пара {of_many})",
        Category.THREE_OF_A_KIND: f"тройка {of_many}",
        Category.STRAIGHT: f"стрит до {of_one}",
        Category.FLUSH: f"флеш (старшая карта — {one})",
        Category.FULL_HOUSE: f"фулл-хаус (тройка {of_many})",
        Category.FOUR_OF_A_KIND: f"каре {of_many}",
        Category.STRAIGHT_FLUSH: f"стрит-флеш до {of_one}",
    }.get(cat, _c(cat))


def _after(after_buy: bool) -> str:
    return " после покупки игры" if after_buy else ""


def _russian(
    t: Term, m: Callable[[int], str], signed: Callable[[int], str], currency: str,
) -> str:
    match t:
        case Folded():
            return f"Бокс {t.box} пасует: анте {m(t.ante)} проиграно."
        case BoughtNoGame():
            ante = (f"анте {m(t.ante)} выигрывает 1:1 = {m(t.ante_won)}" if t.ante_won
                    else f"анте {m(t.ante)} возвращено")
            return (f"Бокс {t.box} купил игру, но у дилера по-прежнему нет игры ({_c(t.final)}): "
                    f"{ante}, ставка {m(t.bet)} возвращена.")
        case DealerNoGame():
            who = "бокс втёмную всегда берёт анте" if t.dark else f"бокс {t.box} берёт анте"
            return (f"У дилера нет игры ({_c(t.first)}): {who}; анте {m(t.ante)} выигрывает 1:1 = "
                    f"{m(t.ante_won)}, ставка {m(t.bet)} возвращена.")
        case Wins():
            return (f"Бокс {t.box} выигрывает: у бокса — {_named(t.hand, t.hand_rank)}, у дилера{_after(t.after_buy)} — "
                    f"{_named(t.dealer, t.dealer_rank)}.")
        case BetPaid():
            if len(t.odds) == 1:
                (k, cat), = t.odds
                return f"Ставка {m(t.bet)} × {k} ({_c(cat)}) = {m(t.result)}."
            odds = " + ".join(str(k) for k, _ in t.odds)
            names = " и ".join(_c(c) for _, c in t.odds)
            return f"Ставка {m(t.bet)} × ({odds}) = {m(t.result)} (две комбинации: {names})."
        case AntePaid():
            return f"Анте {m(t.ante)} выигрывает 1:1 = {m(t.result)}."
        case AnteReturnedOnWin():
            return f"Анте {m(t.ante)} возвращено (при выигрыше анте не оплачивается)."
        case Loses():
            return (f"Дилер выигрывает: у дилера{_after(t.after_buy)} — {_named(t.dealer, t.dealer_rank)}, у бокса {t.box} — "
                    f"{_named(t.hand, t.hand_rank)}; анте {m(t.ante)} и ставка {m(t.bet)} проиграны.")
        case Ties():
            return (f"Ничья: у бокса {t.box} — {_named(t.hand, t.hand_rank)}, у дилера{_after(t.after_buy)} — "
                    f"{_named(t.dealer, t.dealer_rank)}; "
                    f"анте {m(t.ante)} и ставка {m(t.bet)} возвращены.")
        case InsuranceWon():
            return f"Страховка {m(t.stake)} выигрывает 1:1 = {m(t.result)}: при первом открытии у дилера не было игры."
        case InsuranceLost():
            return f"Страховка {m(t.stake)} проиграна: у дилера была игра, и комбинация бокса {t.box} сильнее."
        case InsuranceReturned():
            return f"Страховка {m(t.stake)} возвращена: игра дилера не слабее комбинации бокса {t.box}."
        case InsuranceVoided():
            from dealer_app.wording.problems import message_text

            return f"Страховка {m(t.stake)} возвращена как недопустимая ставка: {message_text(t.reason, 'ru', currency=currency)}."
        case Fees():
            parts = []
            if t.exchange:
                cards = plural(t.exchanged, "ru", ("карты", "карт", "карт"))
                parts.append(f"обмен {t.exchanged} {cards} {m(t.exchange)}")
            if t.sixth:
                parts.append(f"шестая карта {m(t.sixth)}")
            if t.bought:
                parts.append(f"покупка игры {m(t.bought)}")
            return f"Плата казино {m(t.total)} ({', '.join(parts)}), не возвращается."
        case BonusLostOnFold():
            return (f"Бонус {m(t.stake)} проигран: бокс {t.box} спасовал "
                    f"(правило казино: при пасе бонус проигрывает).")
        case JackpotShared():
            return (f"Бонус: {_c(t.dealt)} при сдаче — {t.percent}\u00a0% джекпота {m(t.meter)} = {m(t.claim)}; "
                    f"выплаты раунда в сумме {m(t.claims)}, больше счётчика, поэтому выплачивается "
                    f"{m(t.claim)} × {m(t.meter)} / {m(t.claims)} = {m(t.share)} (с округлением вниз) из счётчика; "
                    f"ставка бонуса остаётся.")
        case JackpotWon():
            return (f"Бонус: {_c(t.dealt)} при сдаче выигрывает {t.percent}\u00a0% джекпота {m(t.meter)} = "
                    f"{m(t.share)}, выплата из счётчика; ставка бонуса остаётся.")
        case BonusPaid():
            return f"Бонус {m(t.stake)} × {t.odds} ({_c(t.dealt)} при сдаче) = {m(t.result)}."
        case BonusLost():
            if t.dealt is None:
                return f"Бонус {m(t.stake)} проигран: сданные карты не оплачиваются."
            return f"Бонус {m(t.stake)} проигран: {_c(t.dealt)} при сдаче не оплачивается."
        case BonusCapped():
            return (f"Выигрыш сам по себе превышает максимальную выплату (бонус с фиксированным коэффициентом "
                    f"учитывается): выплачено {m(t.paid)}, сверх лимита удержано {m(t.withheld)}.")
        case Capped():
            extra = " (вместе с бонусом с фиксированным коэффициентом)" if t.with_bonus else ""
            return (f"Выигрыш {m(t.winnings)}{extra} превышает максимальную выплату: выплата ограничена "
                    f"суммой {m(t.max_payout)}, сверх лимита удержано {m(t.withheld)}.")
        case Net():
            return f"Итог бокса {t.box}: {signed(t.net)}."


def note_text(note: SetupNote, lang: str) -> str:
    """A Russian Roulette set-up's note (FORMATS.md ``warnings``) in ``lang``; the field
    names it starts with stay as they are."""
    if check_lang(lang) == "en":
        return note_english(note)
    match note:
        case EvenCircle():
            cards = plural(note.circle, "ru", ("карта", "карты", "карт"))
            return (f"setup: чётный круг ({note.circle} {cards}) может зациклить двух игроков на бесконечных "
                    f"рейзах друг против друга; рекомендуется нечётный круг или лимит рейзов")
        case SizesIgnored():
            return "setup: small_bet и big_bet действуют только при fixed_limit; при no_limit не учитываются"
