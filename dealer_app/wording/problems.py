"""A problem in the dealer's language, rendered from its code and parameters.

:func:`problem_text` is the one place a :class:`~rules.poker.problems.Problem`
becomes words for a person: English is the engine's own line (``str(problem)``, the contract's text) with
amounts in major units; Russian
renders every :class:`~rules.poker.problems.ProblemCode` here, with casino
floor terms, CLDR plurals (babel) and amounts in major units through
:mod:`dealer_app.money_text`.

>>> from rules.poker import Place, Problem, ProblemCode
>>> p = Problem.of(3, "ante", ProblemCode.ANTE_BELOW_MINIMUM, amount=500, limit=1000)
>>> str(p)
'box 3: ante: 500 is below the minimum Ante (1000)'
>>> problem_text(p, "en", currency="EUR")
'box 3: ante: €5.00 is below the minimum Ante (€10.00)'
>>> problem_text(p, "ru", currency="EUR")
'бокс 3: анте: 5,00\\xa0€ — меньше минимального анте (10,00\\xa0€)'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from dealer_app.money_text import MoneyTextError, money_text
from dealer_app.wording.common import ru_plural
from dealer_app.wording.foreign import PYTHON_TYPES
from rules.cards import Card
from rules.hands import Category
from rules.poker.problem_codes import AMOUNT_CODES, Shown, TypeName, english
from rules.poker.problems import Place, Problem, ProblemCode, Where, where_text
from rules.poker.steps import StepKind
from rules.poker.table import Expectation

__all__ = [
    "CATEGORY_RU", "LANGUAGES", "MONEY_CODES", "ProblemWordingError", "expectation_text", "message_text", "problem_text",
]

LANGUAGES = ("en", "ru")

P = ProblemCode
Params = Mapping[str, object]


class ProblemWordingError(ValueError):
    """A language the problems are not worded in."""


# --------------------------------------------------------------------------
# Russian
# --------------------------------------------------------------------------


_PLACE_RU = {Place.ROUND: "раунд", Place.HOUSE: "правила казино", Place.DEALER: "дилер"}

CATEGORY_RU = {
    Category.HIGH_CARD: "старшая карта",
    Category.ACE_KING: "туз-король",
    Category.ONE_PAIR: "пара",
    Category.TWO_PAIR: "две пары",
    Category.THREE_OF_A_KIND: "тройка",
    Category.STRAIGHT: "стрит",
    Category.FLUSH: "флеш",
    Category.FULL_HOUSE: "фулл-хаус",
    Category.FOUR_OF_A_KIND: "каре",
    Category.STRAIGHT_FLUSH: "стрит-флеш",
    Category.ROYAL_FLUSH: "роял-флеш",
}

_STEP_RU = {
    StepKind.PLACE_BET: "ставки",
    StepKind.CLOSE_BETS: "закрытие ставок",
    StepKind.BONUS_CARDS: "карты для бонуса",
    StepKind.EXCHANGE: "обмен",
    StepKind.SIXTH_CARD: "шестая карта",
    StepKind.DECIDE: "ход",
    StepKind.INSURE: "страховка",
    StepKind.DEALER_CARDS: "карты дилера",
    StepKind.NO_GAME_CHOICE: "выбор при «нет игры»",
    StepKind.DEALER_REPLACEMENT: "замена карты дилера",
    StepKind.FINAL_CARDS: "карты на вскрытии",
    StepKind.UNDO: "отмена",
    StepKind.WITHDRAW: "снятие записи",
}

_FIELD_RU = {
    # a round, its boxes, the dealer and the steps
    "format": "формат", "id": "номер", "jackpot": "джекпот", "boxes": "боксы", "box": "бокс", "step": "шаг",
    "kind": "вид шага", "undo": "отмена", "withdraw": "снятие записи", "bets": "ставки", "ante": "анте",
    "bonus": "бонус", "dark": "втёмную", "decision": "ход", "no_game": "нет игры", "choice": "выбор",
    "cards": "карты", "final_cards": "карты на вскрытии", "exchange": "обмен", "discard": "сброс",
    "draw": "прикуп", "count": "число карт", "sixth_card": "шестая карта", "card": "карта",
    "insurance": "страховка", "amount": "сумма", "replacements": "замена карт дилера", "target": "что снять",
    "dealer": "дилер", "house": "правила казино",
    # house rules
    "currency": "валюта", "bet_multiple": "ставка в анте", "min_ante": "минимальное анте",
    "max_ante": "максимальное анте", "min_bonus": "минимальный бонус", "max_bonus": "максимальный бонус",
    "max_payout": "максимальная выплата", "pay_table": "таблица выплат", "bonus_table": "таблица бонуса",
    "jackpot_percent": "доли джекпота", "jackpot_contribution_percent": "отчисление в джекпот",
    "bonus_lost_on_fold": "бонус проигрывает при пасе", "cap_includes_bonus": "лимит включает бонус",
    "improvements": "улучшения комбинации", "exchange_min_cards": "минимум карт для обмена",
    "exchange_fee_antes": "плата за обмен", "sixth_card_fee_antes": "плата за шестую карту",
    "buy_game_fee_antes": "плата за покупку игры", "dealer_qualifier": "игра у дилера",
    "insurance_min_category": "страховка от комбинации",
    "insurance_max_percent": "максимум страховки", "same_rank_redraw": "повторная замена",
    "ante_if_bought_no_game": "анте: игра куплена, нет игры", "ante_on_win": "анте при выигрыше",
    "two_hands": "оплата двух комбинаций", "dark_boxes_allowed": "игра втёмную",
    **{c.key: name for c, name in CATEGORY_RU.items()},
}



def _list_item(part: str) -> int | None:
    """N of ``boxes[N]`` (a box of a list the engine read), else None."""
    index = part.removeprefix("boxes[").removesuffix("]")
    return int(index) if part == f"boxes[{index}]" and index.isdecimal() else None




def _cards_ru(n: int) -> str:
    return f"{n} {ru_plural(n, 'карта', 'карты', 'карт')}"


def _where_ru(where: Where) -> str:
    return _PLACE_RU[where] if isinstance(where, Place) else f"бокс {where}"


def _field_ru(field: str) -> str:
    parts = []
    for part in field.split(": "):
        item = _list_item(part)
        parts.append(f"бокс №{item + 1} в списке" if item is not None else _FIELD_RU.get(part, part))
    return ": ".join(parts)


_SHOWN_RU = {Shown.OBJECT: "объектом", Shown.LIST: "списком", Shown.DEEPLY_NESTED: "значением слишком большой вложенности"}


def _v(p: Params) -> str:
    """The ``value`` a problem shows, in Russian where it is words (after «а не»: instrumental)."""
    value = p["value"]
    if isinstance(value, Shown):
        return _SHOWN_RU[value]
    if isinstance(value, TypeName):
        return PYTHON_TYPES.get(value, value)
    return str(value)


def _n(p: Params, name: str) -> int:
    value = p[name]
    assert isinstance(value, int)
    return value


def _card(p: Params, name: str = "card") -> Card:
    value = p[name]
    assert isinstance(value, Card)
    return value


def _card_list(p: Params, name: str = "cards") -> str:
    value = p[name]
    assert isinstance(value, tuple)
    return " ".join(str(c) for c in value)


def _cat(p: Params, name: str = "category") -> str:
    value = p[name]
    assert isinstance(value, Category)
    return CATEGORY_RU[value]


def _cats(p: Params) -> str:
    value = p["categories"]
    assert isinstance(value, tuple)
    return ", ".join(CATEGORY_RU[c] for c in value)


def _huge(n: int) -> str:
    if n.bit_length() > 64:
        digits = int(n.bit_length() * 0.30103) + 1
        return f"число примерно из {digits} {ru_plural(digits, 'цифры', 'цифр', 'цифр')}"
    return str(n)


def expectation_text(e: Expectation) -> str:
    """What the round waits for, in Russian (the engine's :attr:`Expectation.prompt` is the English)."""
    n = e.box
    match e.kind:
        case StepKind.PLACE_BET:
            return "Примите ставки: анте (и бонус) на каждый бокс, втёмную — анте и ставка"
        case StepKind.CLOSE_BETS:
            return "Ставок больше нет: закройте ставки"
        case StepKind.BONUS_CARDS:
            return f"Бокс {n} открывает пять карт для бонуса"
        case StepKind.EXCHANGE:
            return f"Бокс {n}: обмен карт?"
        case StepKind.SIXTH_CARD:
            return f"Бокс {n}: покупка шестой карты?"
        case StepKind.DECIDE:
            return f"Бокс {n}: ставка или пас"
        case StepKind.DEALER_CARDS:
            return "Откройте карты дилера и введите их"
        case StepKind.NO_GAME_CHOICE:
            return f"У дилера нет игры: бокс {n} берёт анте или покупает игру"
        case StepKind.DEALER_REPLACEMENT:
            card = "ещё одну карту замены (то же достоинство)" if e.again else "карту замены"
            return f"Уберите карту дилера {e.card} и введите {card}"
        case StepKind.FINAL_CARDS:
            size = e.size or 5
            return f"Бокс {n} открывает {_cards_ru(size)}"
        case StepKind.INSURE:
            return f"Бокс {n}: страховка?"
        case _:
            return _STEP_RU[e.kind]


def _not_yet(p: Params, money: Callable[[int], str]) -> str:
    waiting = p["waiting"]
    if not isinstance(waiting, Expectation):
        return "рано: раунд уже завершён"
    text = expectation_text(waiting)
    return "рано: сначала " + text[:1].lower() + text[1:]


def _exchange_size(p: Params, money: Callable[[int], str]) -> str:
    low = _n(p, "low")
    span = f"от {low} до 5 карт" if low < 5 else "5 карт"
    return f"{_cards_ru(_n(p, 'count'))}: обмен — это {span}"


def _final_count(p: Params, money: Callable[[int], str]) -> str:
    why = "бокс купил шестую карту" if _n(p, "size") == 6 else "у бокса нет шестой карты"
    return f"{_cards_ru(_n(p, 'count'))}, но {why}: нужно {_n(p, 'size')}"


def _replacement_missing(p: Params, money: Callable[[int], str]) -> str:
    boxes = p["boxes"]
    assert isinstance(boxes, tuple)
    who = f"бокс {boxes[0]} купил" if len(boxes) == 1 else f"боксы {', '.join(map(str, boxes))} купили"
    return f"не указано: {who} игру, нужна карта, сданная дилеру вместо {_card(p)}"


Renderer = Callable[[Params, Callable[[int], str]], str]

_RUSSIAN: dict[ProblemCode, Renderer] = {
    P.MISSING: lambda p, m: "не указано",
    P.UNKNOWN_FIELD: lambda p, m: "неизвестное поле",
    P.NOT_AN_OBJECT: lambda p, m: f"должно быть объектом, а не {_v(p)}",
    P.NOT_A_ROUND_OBJECT: lambda p, m: f"должно быть объектом раунда, а не {_v(p)}",
    P.NOT_A_STRING: lambda p, m: f"должно быть строкой, а не {_v(p)}",
    P.NOT_A_BOOL: lambda p, m: f"должно быть логическим значением (да или нет), а не {_v(p)}",
    P.NOT_A_WHOLE_NUMBER: lambda p, m: f"должно быть целым числом, а не {_v(p)}",
    P.NOT_MINOR_UNITS: lambda p, m: f"должно быть целым числом в копейках (центах), а не {_v(p)}",
    P.NOT_A_BOX_NUMBER: lambda p, m: f"должно быть номером бокса, а не {_v(p)}",
    P.NOT_A_CARD: lambda p, m: f"{_v(p)} — не карта",
    P.NOT_A_CARD_LIST: lambda p, m: f"должно быть списком карт, а не {_v(p)}",
    P.NOT_A_CARD_TUPLE: lambda p, m: "должно быть набором карт",
    P.NOT_A_CARD_OBJECT: lambda p, m: f"должно быть картой, а не {_v(p)}",
    P.NOT_A_CARD_OR_NONE: lambda p, m: f"должно быть картой или пустым, а не {_v(p)}",
    P.NOT_A_SIXTH_CARD: lambda p, m: f"должно быть купленной картой или отметкой о покупке, а не {_v(p)}",
    P.NOT_A_DECISION: lambda p, m: f"должно быть ходом (ставка или пас), а не {_v(p)}",
    P.NOT_A_DECISION_OBJECT: lambda p, m: f"должно быть ходом (ставка или пас), а не {_v(p)}",
    P.NOT_A_NO_GAME: lambda p, m: (
        f"должно быть выбором при «нет игры» (взять анте или купить игру), а не {_v(p)}"),
    P.NOT_A_NO_GAME_OBJECT: lambda p, m: (
        f"должно быть выбором при «нет игры» (взять анте или купить игру), а не {_v(p)}"),
    P.NOT_ONE_OF: lambda p, m: f"должно быть одним из значений {p['expected']}, а не {_v(p)}",
    P.WRONG_FORMAT: lambda p, m: f"должно быть «{p['expected']}», а не {_v(p)}",
    P.NOT_A_BOX_LIST: lambda p, m: f"должно быть списком боксов, а не {_v(p)}",
    P.NOT_A_HOUSE_OBJECT: lambda p, m: f"должно быть объектом с правилами казино, а не {_v(p)}",
    P.NOT_A_STEP: lambda p, m: f"{_v(p)} — не шаг раунда",
    P.UNKNOWN_STEP_FIELD: lambda p, m: f"неизвестное поле шага «{_STEP_RU[StepKind(str(p['step']))]}»",
    P.WRONG_STEP_KIND: lambda p, m: f"{_v(p)} — не шаг «{_STEP_RU[StepKind(str(p['step']))]}»",
    P.STEP_NOT_READ_BACK: lambda p, m: f"{_v(p)} не совпадает со своей сохранённой записью",
    P.AMOUNT_TOO_LARGE: lambda p, m: f"{_huge(_n(p, 'amount'))} — больше максимально допустимой суммы",
    P.AMOUNT_NEGATIVE: lambda p, m: f"{m(_n(p, 'amount'))} — отрицательная сумма",
    P.CARD_TWICE: lambda p, m: f"карта {_card(p)} названа дважды",
    P.A_CARD_TWICE: lambda p, m: "одна и та же карта названа дважды",
    P.NO_BOX_PLAYED: lambda p, m: "ни один бокс не играл",
    P.BOX_LISTED_TWICE: lambda p, m: "бокс указан дважды",
    P.EXCHANGE_FORM: lambda p, m: f"должно быть сбросом и прикупом или числом карт, а не {_v(p)}",
    P.EXCHANGE_COUNT_FORM: lambda p, m: f"число карт должно быть числом, а не {_v(p)}",
    P.EXCHANGE_UNKNOWN_FIELD: lambda p, m: f"неизвестное поле {_v(p)}",
    P.EXCHANGE_EITHER: lambda p, m: "укажите либо сброс и прикуп, либо число карт",
    P.EXCHANGE_GIVE_COUNT: lambda p, m: "укажите число карт или сами карты сброса и прикупа",
    P.EXCHANGE_NOT_BOTH: lambda p, m: "укажите число карт или сами карты, но не то и другое",
    P.EXCHANGE_NOT_TUPLES: lambda p, m: "сброс и прикуп должны быть наборами карт",
    P.DISCARDED_NOT_DRAWN: lambda p, m: f"сброшено: {_cards_ru(_n(p, 'count'))}, а прикуплено: {_n(p, 'drawn')}",
    P.STEP_DISCARDED_NOT_DRAWN: lambda p, m: f"сброшено: {_cards_ru(_n(p, 'count'))}, а прикуплено: {_n(p, 'drawn')}",
    P.NO_SUCH_BOX: lambda p, m: f"бокса {_n(p, 'box')} нет: на столе боксы с 1 по {_n(p, 'limit')}",
    P.ANTE_BELOW_MINIMUM: lambda p, m: f"{m(_n(p, 'amount'))} — меньше минимального анте ({m(_n(p, 'limit'))})",
    P.ANTE_ABOVE_MAXIMUM: lambda p, m: f"{m(_n(p, 'amount'))} — больше максимального анте ({m(_n(p, 'limit'))})",
    P.BONUS_BELOW_MINIMUM: lambda p, m: (
        f"{m(_n(p, 'amount'))} — меньше минимальной ставки на бонус ({m(_n(p, 'limit'))})"),
    P.BONUS_ABOVE_MAXIMUM: lambda p, m: (
        f"{m(_n(p, 'amount'))} — больше максимальной ставки на бонус ({m(_n(p, 'limit'))})"),
    P.BOX_CARD_COUNT: lambda p, m: f"{_cards_ru(_n(p, 'count'))}, а на бокс сдают пять",
    P.DARK_NOT_ALLOWED: lambda p, m: "за этим столом нельзя играть втёмную",
    P.DARK_FOLDS: lambda p, m: "бокс втёмную всегда делает ставку",
    P.DARK_EXCHANGES: lambda p, m: "бокс втёмную не может менять карты",
    P.DARK_BUYS_SIXTH: lambda p, m: "бокс втёмную не может покупать шестую карту",
    P.DARK_INSURES: lambda p, m: "бокс втёмную не может страховаться",
    P.DARK_BUYS_GAME: lambda p, m: "бокс втёмную не может покупать игру",
    P.DARK_NO_CHOICE: lambda p, m: "у бокса втёмную нет выбора: когда у дилера нет игры, он берёт анте",
    P.DECISION_MISSING: lambda p, m: "не указано: ставка или пас",
    P.FOLD_INSURES: lambda p, m: "спасовавший бокс не может страховаться",
    P.FOLD_NO_GAME: lambda p, m: "у спасовавшего бокса нет выбора при «нет игры»",
    P.INSURANCE_BELOW_ANTE: lambda p, m: f"{m(_n(p, 'amount'))} — меньше анте ({m(_n(p, 'limit'))})",
    P.INSURANCE_CATEGORY: lambda p, m: f"{_cat(p)}: страховать нельзя (только {_cat(p, 'minimum')} и старше)",
    P.INSURANCE_ABOVE_MAXIMUM: lambda p, m: (
        f"{m(_n(p, 'amount'))} — больше максимальной страховки ({m(_n(p, 'limit'))} = {_n(p, 'percent')}\u00a0% "
        f"от меньшего из {m(_n(p, 'bet'))} × {_n(p, 'odds')} и {m(_n(p, 'max_payout'))})"),
    P.BONUS_CARDS_MISSING: lambda p, m: "не указано: у бокса бонус, нужны его пять сданных карт",
    P.EXCHANGE_AND_SIXTH: lambda p, m: "за этим столом можно либо обмен, либо шестую карту, но не то и другое",
    P.EXCHANGE_SIZE: _exchange_size,
    P.EXCHANGE_CARDS_MISSING: lambda p, m: "не указано: для обмена со сбросом и прикупом нужны пять сданных карт",
    P.DISCARD_NOT_DEALT: lambda p, m: f"сброс: {_card_list(p)} нет среди сданных карт",
    P.DRAW_ALREADY_DEALT: lambda p, m: f"прикуп: {_card_list(p)} уже среди сданных карт",
    P.SIXTH_WAS_DEALT: lambda p, m: f"{_card(p)} — одна из сданных карт",
    P.SIXTH_WAS_DRAWN: lambda p, m: f"{_card(p)} пришла при обмене",
    P.SIXTH_WAS_DISCARDED: lambda p, m: f"{_card(p)} была сброшена",
    P.FINAL_COUNT: _final_count,
    P.FINAL_CONTRADICTS: lambda p, m: (
        f"{_card_list(p)} не сходятся со сданными картами, обменом и шестой картой "
        f"(по ним выходит {_card_list(p, 'derived')})"),
    P.FINAL_STILL_HELD: lambda p, m: f"не хватает {_card_list(p)}: они всё ещё у бокса",
    P.FINAL_DEALT_LEFT: lambda p, m: (
        f"из сданных карт осталось {_n(p, 'count')}, но при обмене {_n(p, 'exchanged')} "
        f"{ru_plural(_n(p, 'exchanged'), 'карты', 'карт', 'карт')} остаётся {5 - _n(p, 'exchanged')}"),
    P.FINAL_SIXTH_MISSING: lambda p, m: f"не хватает шестой карты {_card(p)}",
    P.FINAL_DISCARDED: lambda p, m: f"{_card_list(p)}: эти карты были сброшены",
    P.FINAL_CARDS_MISSING: lambda p, m: "не указано: бокс играет, нужны карты, которые он вскрывает",
    P.DEALER_CARD_COUNT: lambda p, m: f"{_cards_ru(_n(p, 'count'))}, а у дилера их пять",
    P.DEALER_CARDS_MISSING: lambda p, m: "не указано: бокс играет, нужны карты дилера",
    P.DEALER_CARDS_UNKNOWN: lambda p, m: "карты дилера неизвестны",
    P.DEALER_HAS_GAME: lambda p, m: f"у дилера есть игра ({_cat(p)})",
    P.NO_GAME_CHOICE_MISSING: lambda p, m: "не указано: у дилера нет игры, бокс берёт анте или покупает игру",
    P.REPLACEMENT_IS_DEALERS: lambda p, m: f"{_card(p)} — одна из карт дилера",
    P.REPLACEMENT_NOT_BOUGHT: lambda p, m: (
        f"карта замены {_card_list(p)}, но " + ("у дилера есть игра" if p["qualified"] else "никто не купил игру")),
    P.REPLACEMENT_MISSING: _replacement_missing,
    P.REPLACEMENT_AGAIN_MISSING: lambda p, m: (
        f"не указано: {_card(p, 'replacement')} того же достоинства, что и заменённая {_card(p)}, "
        "поэтому дилеру сдают ещё одну замену"),
    P.REPLACEMENTS_TOO_MANY: lambda p, m: (
        f"сдано на замену: {_cards_ru(_n(p, 'count'))}, а нужно {_n(p, 'need')}"),
    P.NOTHING_TO_UNDO: lambda p, m: "отменять нечего",
    P.NOTHING_TO_WITHDRAW: lambda p, m: "снимать нечего: ничего не записано",
    P.BETS_CLOSED: lambda p, m: "ставки закрыты: добавить бокс уже нельзя",
    P.NO_BET_YET: lambda p, m: "ещё нет ни одной ставки",
    P.BETS_STILL_OPEN: lambda p, m: "рано: ставки ещё открыты",
    P.NO_BET_ON_BOX: lambda p, m: f"на боксе {_n(p, 'box')} нет ставки",
    P.NOT_YET: _not_yet,
    P.INSURANCE_TOO_LATE: lambda p, m: "поздно: карты дилера уже открыты",
    P.INSURANCE_NEEDS_BET: lambda p, m: "страховаться может только бокс, сделавший ставку (сначала введите его решение)",
    P.INSURANCE_ABOVE_TOP: lambda p, m: (
        f"{m(_n(p, 'amount'))} — больше, чем здесь допускает любая комбинация ({m(_n(p, 'limit'))})"),
    P.EXCHANGE_NEEDS_DEALT: lambda p, m: "сначала введите пять сданных карт бокса (сброс и прикуп — из них)",
    P.RECORDED_BEFORE_CLOSE: lambda p, m: "записано после закрытия ставок: сначала снимите эту запись",
    P.RECORDED_FOR_BOX: lambda p, m: f"записано для бокса {_n(p, 'box')}: сначала снимите эту запись",
    P.RESTS_ON_DEALER: lambda p, m: "зависит от карт дилера: сначала снимите эту запись",
    P.DISCARD_NEEDS_DEALT: lambda p, m: "для сброса нужны сданные карты: сначала снимите обмен",
    P.RESTS_ON_BET: lambda p, m: "зависит от ставки бокса: сначала снимите эту запись",
    P.NOT_A_HOUSE_TABLE: lambda p, m: f"должно быть таблицей правил казино, а не {_v(p)}",
    P.UNKNOWN_HOUSE_RULE: lambda p, m: "неизвестное правило казино",
    P.MINIMUM_ABOVE_MAXIMUM: lambda p, m: (
        f"{m(_n(p, 'amount'))} — больше, чем «{_field_ru(str(p['other']))}» ({m(_n(p, 'limit'))})"),
    P.PAY_TABLE_INCOMPLETE: lambda p, m: (
        f"не хватает: {_cats(p)} (в таблице выплат есть каждая комбинация от туза-короля)"),
    P.HIGH_CARD_NEVER_PAYS: lambda p, m: "старшая карта никогда не оплачивается",
    P.ODDS_AND_JACKPOT: lambda p, m: (
        f"{_cats(p)}: есть и в долях джекпота (комбинация платит либо по коэффициенту, либо долю джекпота)"),
    P.BAD_QUALIFIER: lambda p, m: f"должно быть «туз-король» или «пара», а не «{_cat(p)}»",
    P.CATEGORY_FROM_ACE_KING: lambda p, m: "должна быть комбинация от туза-короля и старше",
    P.NOT_TEXT: lambda p, m: f"должно быть текстом, а не {_v(p)}",
    P.NOT_A_CURRENCY: lambda p, m: f"должно быть трёхбуквенным кодом валюты по ИСО 4217, а не {_v(p)}",
    P.AT_LEAST: lambda p, m: f"должно быть не меньше {p['limit']}, а не {_v(p)}",
    P.AT_MOST: lambda p, m: f"должно быть не больше {p['limit']}, а не {_v(p)}",
    P.BELOW: lambda p, m: f"должно быть меньше {p['limit']}, а не {_v(p)}",
    P.NOT_EXPECTED: lambda p, m: f"должно быть {p['expected']}, а не {_v(p)}",
    P.INVALID: lambda p, m: "недопустимое значение",
}


def _russian_message(problem: Problem, currency: str) -> str:
    try:
        money: Callable[[int], str] = money_text(currency, "ru_RU").full
    except MoneyTextError:  # a house profile being edited may name no currency yet: plain minor units
        money = str
    return _RUSSIAN[problem.code](problem.params, money)


def _russian(problem: Problem, currency: str) -> str:
    head = _where_ru(problem.where)
    if problem.also is not None:
        head = f"{head} и {_where_ru(problem.also)}"
    return _line(head, _field_ru(problem.field) if problem.field else "", _russian_message(problem, currency))


# --------------------------------------------------------------------------
# English for people: the engine's line, with amounts in major units
# --------------------------------------------------------------------------

MONEY_CODES = AMOUNT_CODES
"""The codes whose line names an amount: on a screen or in a report it is shown in the
currency's major unit; the contract (``str(problem)``) keeps minor units."""


def _english_message(problem: Problem, currency: str) -> str:
    if problem.code not in MONEY_CODES:
        return problem.message
    try:
        money: Callable[[int], str] = money_text(currency, "en_US").full
    except MoneyTextError:  # a house profile being edited may name no currency yet: plain minor units
        return problem.message
    params = problem.params
    if isinstance(other := params.get("other"), str):  # a house rule's name, as words
        params = {**params, "other": other.replace("_", " ")}
    return english(problem.code, params, money)


def _line(head: str, field: str, text: str) -> str:
    return f"{head}: {field}: {text}" if field else f"{head}: {text}"


def _english(problem: Problem, currency: str) -> str:
    head = where_text(problem.where)
    if problem.also is not None:
        head = f"{head} and {where_text(problem.also)}"
    return _line(head, problem.field, _english_message(problem, currency))


def message_text(problem: Problem, lang: str, *, currency: str) -> str:
    """What is wrong in ``lang``, without the place and field (for a message shown next
    to the field it names). Raises :class:`ProblemWordingError` for another language."""
    if lang == "en":
        return _english_message(problem, currency)
    if lang == "ru":
        return _russian_message(problem, currency)
    raise ProblemWordingError(f"language: {lang!r} is not one of {', '.join(LANGUAGES)}")


def problem_text(problem: Problem, lang: str, *, currency: str) -> str:
    """The problem's line for a person, in ``lang`` (``en`` or ``ru``).

    ``currency`` is the house currency: amounts are shown in its major unit. The
    English is the engine's own line (``str(problem)``, the contract's refusal text)
    except that amounts read as money rather than minor units. Raises :class:`ProblemWordingError` for another language.
    """
    if lang == "en":
        return _english(problem, currency)
    if lang == "ru":
        return _russian(problem, currency)
    raise ProblemWordingError(f"language: {lang!r} is not one of {', '.join(LANGUAGES)}")
