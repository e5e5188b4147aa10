"""A Russian Roulette refusal in the dealer's language, rendered from its code.

:func:`roulette_problem_text` is the one place a
:class:`~rules.roulette.problem_codes.RouletteProblem` becomes words for a
person: English is the engine's own FORMATS line (contract text, printed by
``dealer-app roulette`` on standard error); Russian renders every
:class:`~rules.roulette.problem_codes.RouletteCode` here, the head (``seat 3:
hole``) included, with the table's floor terms (место, раунд, круг, Триггер,
баттон, блайнд, стек, чек, колл, пас, ставка, рейз, олл-ин), CLDR plurals
(babel) and chip amounts through the caller's ``money`` (plain numbers by
default, as the command line prints them).

>>> from rules.roulette.problem_codes import RouletteCode, RouletteProblem
>>> p = RouletteProblem.of("round 2 action 1: seat 1", RouletteCode.OVER_STACK, kind="raise", to=900, all_in=450)
>>> roulette_problem_text(p, "en")
'round 2 action 1: seat 1: raise to 900 is over the stack (all-in is to 450)'
>>> roulette_problem_text(p, "ru")
'раунд 2, действие 1: место 1: рейз до 900 больше стека (олл-ин — до 450)'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from babel import Locale

from dealer_app.wording.common import ru_plural
from dealer_app.wording.problems import LANGUAGES, ProblemWordingError
from rules.roulette.problem_codes import OutOfTurn, RouletteCode, RouletteProblem

__all__ = ["roulette_problem_text"]

C = RouletteCode
Params = Mapping[str, object]
Money = Callable[[int], str]

_RU = Locale("ru")

_TOP_RU = {
    "setup": "настройка", "players": "игроки", "circle": "круг", "button": "баттон", "forced_bets": "блайнды",
    "hand": "раздача", "format": "формат", "rounds": "раунды",
}

_FIELD_RU = {
    "active": "активные карты", "circle": "карт в круге", "hole_cards": "карт на руке", "trigger": "Триггер",
    "reveals_per_round": "открытий за раунд", "pre_revealed": "открытые до первого раунда",
    "raise_cap": "лимит ставок и рейзов", "structure": "структура ставок", "ante": "анте",
    "small_bet": "малая ставка", "big_bet": "большая ставка", "stack": "стек", "hole": "карты на руке",
    "to": "до", "amount": "сумма", "seat": "место",
}

_KIND_RU = {"check": "чек", "call": "колл", "fold": "пас", "bet": "ставка", "raise": "рейз"}

_STATUS_RU = {OutOfTurn.FOLDED: "спасовало", OutOfTurn.ALL_IN: "в олл-ине", OutOfTurn.WAITING: "сейчас не ходит"}

_ACTIONS_RU = "чек, колл, пас, ставка, рейз"

_NUMBERED = {"round": "раунд", "seat": "место", "entry": "запись", "position": "позиция"}


def _numbered(part: str) -> str | None:
    """``round 2 action 5``, ``seat 3``, ``entry 12``, ``position 4`` in Russian, else None."""
    words = part.split(" ")
    if len(words) == 4 and words[0] == "round" and words[2] == "action" and words[1].isdecimal() \
            and words[3].isdecimal():
        return f"раунд {words[1]}, действие {words[3]}"
    if len(words) == 2 and words[0] in _NUMBERED and words[1].isdecimal():
        return f"{_NUMBERED[words[0]]} {words[1]}"
    return None


def _plural(n: object, one: str, few: str, many: str) -> str:
    """``n`` with the Russian noun form CLDR gives it (babel)."""
    assert isinstance(n, int)
    return f"{n} {ru_plural(n, one, few, many)}"


def _named(n: object) -> str:
    """``названа 1 карта``, ``названы 3 карты``, ``названо 7 карт``: the verb agrees with the count too."""
    assert isinstance(n, int)
    return f"{ru_plural(n, 'названа', 'названы', 'названо')} {_plural(n, 'карта', 'карты', 'карт')}"


def _place_ru(part: str, first: bool) -> str:
    if (numbered := _numbered(part)) is not None:
        return numbered
    names = _TOP_RU if first else _FIELD_RU
    return names.get(part, _FIELD_RU.get(part, part))


def _where_ru(where: str) -> str:
    """``seat 3: hole`` → ``место 3: карты на руке``; ``seat 1 and circle`` → ``место 1 и круг``."""
    parts = where.split(": ")
    return ": ".join(" и ".join(_place_ru(p, i == 0) for p in part.split(" and ")) for i, part in enumerate(parts))


def _amt(p: Params, name: str, money: Money) -> str:
    value = p[name]
    assert isinstance(value, int)
    return money(value)


def _kind(p: Params) -> str:
    return _KIND_RU[str(p["kind"])]


def _why(p: Params, m: Money) -> str:
    why = p["why"]
    return _message_ru(why, m) if isinstance(why, RouletteProblem) else str(why)


def _owed_now(p: Params) -> str:
    return "торговля окончена" if p["now"] is None else f"сейчас идёт раунд {p['now']}"


Renderer = Callable[[Params, Money], str]

_RUSSIAN: dict[RouletteCode, Renderer] = {
    C.AT_LEAST_ONE: lambda p, m: f"{p['value']} — должно быть целым числом не меньше 1",
    C.HAND_TOO_SMALL: lambda p, m: (
        f"карт на руке + активных карт = {p['hole_cards']} + {p['active']} = {p['total']}: "
        "для комбинации нужно не меньше 5 карт"),
    C.ACTIVE_OVER_CIRCLE: lambda p, m: (
        f"{_plural(p['active'], 'активная карта', 'активные карты', 'активных карт')} "
        f"не набрать из круга в {_plural(p['circle'], 'карту', 'карты', 'карт')}"),
    C.NOT_ZERO_OR_MORE: lambda p, m: f"{p['value']} — должно быть целым числом, 0 или больше",
    C.NOT_A_STRUCTURE: lambda p, m: f"{p['value']} — не безлимит и не фиксированный лимит",
    C.NOT_A_POSITION: lambda p, m: f"{p['value']} — не позиция круга (1..{p['circle']})",
    C.POSITION_TWICE: lambda p, m: f"позиция {p['position']} указана дважды",
    C.DECK_TOO_SMALL: lambda p, m: (
        f"{_plural(p['players'], 'игрок', 'игрока', 'игроков')} × {p['hole_cards']} на руке + "
        f"{p['circle']} в круге = {_plural(p['need'], 'карта', 'карты', 'карт')}, а в колоде 52"),
    C.SEAT_AT_LEAST_ONE: lambda p, m: f"место {p['value']} — должно быть целым числом не меньше 1",
    C.SEAT_TWICE: lambda p, m: f"место {p['seat']} указано дважды",
    C.TOO_FEW_PLAYERS: lambda p, m: f"для раздачи нужно не меньше двух игроков, а не {p['count']}",
    C.NOT_A_SEAT: lambda p, m: f"{p['value']} — нет такого места за столом",
    C.POSTS_TWICE: lambda p, m: f"место {p['seat']} ставит блайнд дважды",
    C.FORCED_AMOUNT: lambda p, m: f"сумма {p['value']} — должна быть целым числом не меньше 1",
    C.HAND_NOT_OBJECT: lambda p, m: "должна быть объектом записи раздачи",
    C.CANNOT_READ: lambda p, m: "не читается",
    C.FORMAT_MISSING: lambda p, m: "не указан: нужна запись раздачи русской рулетки",
    C.WRONG_FORMAT: lambda p, m: f"{p['value']} — не запись раздачи русской рулетки",
    C.MISSING: lambda p, m: "не указано",
    C.UNKNOWN_FIELD: lambda p, m: f"неизвестное поле {p['name']}",
    C.NOT_AN_OBJECT: lambda p, m: "должно быть объектом",
    C.NOT_A_WHOLE_NUMBER: lambda p, m: f"{p['value']} — не целое число",
    C.NOT_A_POSITION_LIST: lambda p, m: f"{p['value']} — должно быть списком позиций",
    C.NOT_A_SEAT_LIST: lambda p, m: "должно быть списком мест",
    C.ENTRY_NOT_OBJECT: lambda p, m: f"запись {p['entry']} должна быть объектом",
    C.SEAT_NOT_WHOLE: lambda p, m: f"место {p['value']} — не целое число",
    C.FIELD_MISSING: lambda p, m: f"не указано: {_FIELD_RU.get(str(p['field']), str(p['field']))}",
    C.HOLE_NOT_LIST: lambda p, m: "должно быть списком карт или пустым, если карты не показывали",
    C.NOT_A_LIST: lambda p, m: "должно быть списком",
    C.FORCED_NEEDS_NUMBERS: lambda p, m: (
        f"нужны целые номер места и сумма, а не {p['seat']} и {p['amount']}"),
    C.CIRCLE_NOT_LIST: lambda p, m: "должно быть списком карт (пусто для позиции, которую не открывали)",
    C.ROUNDS_NOT_LIST: lambda p, m: "должно быть списком раундов торговли, каждый — список действий",
    C.ROUND_NOT_LIST: lambda p, m: "должно быть списком действий",
    C.ACTION_NOT_OBJECT: lambda p, m: "должно быть объектом с местом и действием",
    C.ACTION_MISSING: lambda p, m: f"не указано действие ({_ACTIONS_RU})",
    C.BUTTON_NOT_NUMBER: lambda p, m: f"{p['value']} — не номер места",
    C.NOT_A_CARD: lambda p, m: f"{p['value']} — не карта",
    C.CIRCLE_COUNT: lambda p, m: (
        f"{_named(p['count'])}, а в круге по настройке {p['circle']}"),
    C.HOLE_COUNT: lambda p, m: (
        f"{_named(p['count'])}, а по настройке сдают {p['hole_cards']}"),
    C.CARD_TWICE: lambda p, m: f"карта {p['card']} названа дважды",
    C.HOLE_FOR_ABSENT_SEAT: lambda p, m: "карты на руке названы для места, которого нет за столом",
    C.NOT_AT_TABLE: lambda p, m: "такого места нет за столом",
    C.TURNED_NOT_NAMED: lambda p, m: f"позиция {p['position']} открыта, но её карта не названа",
    C.SHOWDOWN_HOLE_MISSING: lambda p, m: "нужно назвать карты игрока на вскрытии",
    C.HAND_NOT_OVER: lambda p, m: f"раздача не окончена: ход места {p['seat']}",
    C.BETTING_OWED: lambda p, m: f"запись обрывается, а торговля не окончена: ход места {p['seat']}",
    C.ROUND_CLOSED: lambda p, m: f"раунд {p['round']} закрыт; {_owed_now(p)}",
    C.WON_BY_FOLDS_IN_ROUND: lambda p, m: (
        f"раздача окончена: место {p['seat']} выиграло, когда все остальные спасовали в раунде {p['round']}"),
    C.ONLY_ROUNDS: lambda p, m: (
        f"в раздаче всего {_plural(p['rounds'], 'раунд', 'раунда', 'раундов')} торговли"),
    C.ROUND_WITHOUT_BETTING: lambda p, m: (
        f"в раунде {p['round']} торговли нет: не в олл-ине осталось не больше одного игрока"),
    C.WON_BY_FOLDS: lambda p, m: f"раздача окончена: место {p['seat']} выиграло, все остальные спасовали",
    C.HAND_OVER: lambda p, m: "раздача окончена: последний раунд торговли закрыт",
    C.SEAT_NOT_AT_TABLE: lambda p, m: "такого места нет за столом",
    C.OUT_OF_TURN: lambda p, m: (
        f"ход не в очередь: место {p['seat']} {_STATUS_RU[OutOfTurn(str(p['status']))]}; ход места {p['to_act']}"),
    C.NOT_AN_ACTION: lambda p, m: f"{p['value']} — не действие ({_ACTIONS_RU})",
    C.TO_NOT_TAKEN: lambda p, m: f"сумма «до» бывает только у ставки и рейза, не у действия «{_kind(p)}»",
    C.CHECK_FACING_BET: lambda p, m: (
        f"чек невозможен против ставки {_amt(p, 'high', m)} (колл {_amt(p, 'call', m)} или пас)"),
    C.NOTHING_TO_CALL: lambda p, m: "колл, когда уравнивать нечего (нужен чек)",
    C.TO_NEEDED: lambda p, m: f"{_kind(p)}: нужна сумма «до» — всего от места за раунд, целым числом",
    C.BET_OVER_BET: lambda p, m: f"ставка поверх ставки (в этом раунде уже {_amt(p, 'high', m)}): нужен рейз",
    C.RAISE_NOTHING_BET: lambda p, m: "рейз, когда в этом раунде ставок нет: нужна ставка",
    C.NOT_ALLOWED: lambda p, m: f"действие «{_kind(p)}» невозможно: {_why(p, m)}",
    C.OVER_STACK: lambda p, m: (
        f"{_kind(p)} до {_amt(p, 'to', m)} больше стека (олл-ин — до {_amt(p, 'all_in', m)})"),
    C.NOT_MORE_THAN_BET: lambda p, m: (
        f"{_kind(p)} до {_amt(p, 'to', m)} не больше уже поставленных {_amt(p, 'high', m)}"),
    C.FIXED_WRONG_SIZE: lambda p, m: (
        f"фиксированный лимит: {_kind(p)} до {_amt(p, 'to', m)} — не тот размер; нужно ровно до {_amt(p, 'exact', m)}"),
    C.BELOW_MINIMUM: lambda p, m: (
        f"{_kind(p)} до {_amt(p, 'to', m)} меньше минимума (до {_amt(p, 'min_to', m)}) и это не олл-ин "
        f"(до {_amt(p, 'all_in', m)})"),
    C.NO_CHIPS_TO_RAISE: lambda p, m: f"у места {p['seat']} не хватает фишек на рейз (олл-ин — это колл)",
    C.RAISE_CAP_REACHED: lambda p, m: (
        f"достигнут лимит ({_plural(p['cap'], 'ставка и рейз', 'ставки и рейза', 'ставок и рейзов')} "
        "за раунд): чек, колл или пас"),
    C.NOT_REOPENED: lambda p, m: "после короткого олл-ина торговля для этого места не открыта заново: колл или пас",
    C.OTHERS_ALL_IN: lambda p, m: "все остальные оставшиеся игроки в олл-ине: колл или пас",
}


def _message_ru(problem: RouletteProblem, money: Money) -> str:
    return _RUSSIAN[problem.code](problem.params, money)


def roulette_problem_text(problem: str, lang: str, *, money: Money = str, head: bool = True) -> str:
    """A roulette refusal line in ``lang`` (``en``: the engine's own FORMATS line; ``ru``).

    ``problem`` is an item of a refusal's ``problems`` (a
    :class:`~rules.roulette.problem_codes.RouletteProblem`); a plain line that
    carries no code (a command-line reading error) is given back as it is.
    ``money`` shows chip amounts (the screen's money format; plain numbers by
    default); ``head=False`` leaves out the place (for a message shown where
    the place is plain, as next to the seat to act). Raises
    :class:`~dealer_app.wording.problems.ProblemWordingError` for another language.
    """
    if lang not in LANGUAGES:
        raise ProblemWordingError(f"language: {lang!r} is not one of {', '.join(LANGUAGES)}")
    if not isinstance(problem, RouletteProblem):
        return str(problem)
    if lang == "en":
        return str(problem) if head else problem.message
    text = _message_ru(problem, money)
    return f"{_where_ru(problem.where)}: {text}" if problem.where and head else text
