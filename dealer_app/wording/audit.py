"""``dealer-app audit verify`` in the reader's language.

Verification writes typed findings (:mod:`dealer_app.audit_findings`: a code and typed
parameters; a finding's ``str`` is its English line, the contract's). :func:`audit_line`
words a finding in ``lang`` from the catalogues (:data:`dealer_app.wording.catalogue_en.AUDIT`,
:data:`dealer_app.wording.catalogue_ru.AUDIT`), one line a code, with entry kinds, fields,
roles, permissions and values in words; what a person wrote (names, reasons) is left as it
is. Nothing is read back from the English: a line that is not a finding (the floor server's
own lines, a station's line) is shown as it is.

Amounts: the command line prints them as the log holds them (minor units, the contract); a
screen passes ``money`` (the house currency's formatter) and every amount of the line is shown
through it, in English as in Russian.

>>> from dealer_app.audit_findings import INFO_CODES, Code, Person, Val, Where, finding
>>> net = finding(Code.SETTLED_FIELD_DIFFERS, where=Where(12, 3), f="net", a=Val(-500, amount=True),
...               b=Val(500, amount=True))
>>> net
'round 12 box 3: net: stored -500, computed 500'
>>> audit_line(net, "ru")
'раунд 12, бокс 3: итог бокса: записано -500, пересчитано 500'
>>> audit_line(net, "en", money=lambda n: f"€{n / 100:.2f}")
'round 12 box 3: net: stored €-5.00, computed €5.00'
>>> voided = finding(Code.INFO_VOIDED, r=4, what="settled round", who=Person("pat"),
...                  when="2026-03-14 19:05:00 UTC", why="Deck short")
>>> audit_line(voided, "ru")
'инфо: раунд 4 аннулирован (рассчитанный раунд), кто: pat, когда: 2026-03-14 19:05:00 UTC: Deck short'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import cast

from dealer_app.audit_findings import (
    INFO_CODES,
    MONEY_FIELDS,
    Code,
    Entry,
    Exc,
    Finding,
    Form,
    Held,
    Person,
    Val,
    Where,
    entry_text,
    where_text,
)
from dealer_app.wording.common import PERMISSIONS_RU
from dealer_app.wording.player_lines import word
from rules.poker.settle import Box

__all__ = ["Money", "audit_line", "without_info"]

Money = Callable[[int], str]
"""Minor units in, the amount as a person reads it out (the house currency's formatter)."""

_KINDS_RU = {
    "startup": "запуск", "integrity_check": "проверка целостности", "sign_in": "вход", "sign_out": "выход",
    "sign_in_failed": "неудачный вход", "locked_out": "блокировка", "co_signed": "вторая подпись",
    "permission_refused": "нет права", "user_added": "новый пользователь", "user_role_changed": "смена роли",
    "user_disabled": "пользователь отключён", "user_enabled": "пользователь включён", "pin_reset": "новый ПИН-код",
    "user_unlocked": "разблокировка", "settings_changed": "настройки", "house_rules_set": "правила казино",
    "shift_opened": "открытие смены", "dealer_changed": "смена дилера", "shift_closed": "закрытие смены",
    "round_started": "начало раунда", "step": "шаг", "approved": "утверждение", "refused": "отклонение",
    "round_settled": "расчёт раунда", "round_voided": "аннулирование раунда", "floor_ruling": "решение пит-босса",
    "meter_adjusted": "корректировка счётчика", "report_printed": "печать отчёта", "backup": "резервная копия",
    "restore": "восстановление", "audit_verified": "проверка журнала", "trainee_result": "результат стажёра",
    "checkpoint": "контрольная точка",
    "lease_taken_over": "перехват стола", "pin_attempt": "попытка ПИН-кода",
    "admin_recovery": "восстановление администратора", "chip_set_set": "набор фишек", "tray_counted": "пересчёт лотка",
    "slip_requested": "квитанция", "slip_signed": "подпись квитанции", "slip_received": "приём квитанции",
    "slip_voided": "аннулирование квитанции",
    "slip_reprinted": "повторная печать квитанции", "buy_in": "покупка фишек", "drop_counted": "подсчёт дропа",
    "variance_explained": "объяснение расхождения",
    "patron_registered": "регистрация игрока", "patron_updated": "данные игрока", "patron_read": "чтение данных игрока",
    "patron_erased": "удаление данных игрока", "player_seated": "игрок сел", "player_moved": "игрок пересел",
    "player_paused": "пауза игрока", "player_resumed": "игрок вернулся в игру", "player_left": "игрок ушёл",
    "rating_adjusted": "корректировка рейтинга", "rating_rules_set": "правила рейтинга",
    "aml_rules_set": "правила учёта наличных", "cash_transaction": "операция с наличными", "meter_linked": "подключение к общему счётчику",
    "table_group_left": "выход стола из группы",
    "late_corrected": "исправление позднего ввода",
    "roulette_hand_started": "начало раздачи русской рулетки", "roulette_action": "действие в раздаче",
    "roulette_card": "карта круга", "roulette_hole_cards": "карты игрока", "roulette_undone": "отмена действия",
    "roulette_hand_completed": "завершение раздачи", "roulette_hand_voided": "аннулирование раздачи",
}
"""The log's entry kinds as a Russian line names them."""

_FIELDS_RU = {
    # a settlement (a box, the dealer, the round)
    "net": "итог бокса", "house_net": "итог казино", "outcome": "исход", "hand": "комбинация",
    "second_hand": "вторая комбинация", "bonus_hand": "бонусная комбинация", "capped": "удержано лимитом выплаты",
    "bought_game": "покупка игры", "jackpot_share": "доля джекпота", "jackpot_after": "джекпот после",
    "jackpot_before": "джекпот до", "stakes": "ставки", "results": "результаты", "ante": "анте", "bet": "ставка",
    "bonus": "бонус", "insurance": "страховка", "fees": "сборы", "category": "комбинация", "cards": "карты",
    "qualified": "игра у дилера", "bought": "игра куплена", "final_qualified": "игра у дилера в итоге",
    "replaced": "заменённые карты", "final_hand": "итоговые карты",
    # a round as recorded
    "box": "бокс", "format": "формат", "house": "правила казино", "jackpot": "джекпот", "dealer": "дилер", "boxes": "боксы",
    # the tables
    "status": "статус", "number": "номер", "steps": "шаги", "profile": "профиль", "closed": "закрыта",
    "rounds": "раунды", "house_version": "версия правил", "shift_id": "смена", "jackpot_start": "джекпот в начале",
    "started_seq": "запись начала", "settled_seq": "запись расчёта", "voided_seq": "запись аннулирования",
    "table_name": "стол", "simulated": "симуляция", "gaming_day": "игровой день", "opened_seq": "запись открытия",
    "opened_us": "время открытия", "closed_seq": "запись закрытия", "closed_us": "время закрытия",
    "name": "имя", "role": "роль", "builtin": "встроенный", "disabled": "отключён", "failed": "неудачных попыток",
    "locked_until_us": "заблокирован до", "created_seq": "запись создания",
    # the settings
    "approval_threshold": "порог утверждения", "lockout_attempts": "попыток до блокировки",
    "lockout_minutes": "минут блокировки", "gaming_day_start": "начало игрового дня",
    "idle_lock_minutes": "минут до блокировки рабочего места", "casino_name": "название казино",
    "min_pin_length": "наименьшая длина ПИН-кода", "variance_threshold": "порог расхождения пересчёта",
    "second_signer_threshold": "порог второй подписи", "second_signer": "вторая подпись",
    "jackpot_paid_by": "кто выплачивает джекпот", "language": "язык",
    "training_pass_marks": "проходные баллы уровней",
    # a cash transaction's record of the patron's gaming day (dealer_app.players.cash)
    "cash_in": "внесено наличными за игровой день", "cash_out": "выплачено наличными за игровой день",
    "alerts": "оповещения", "floor": "по всему залу",
    # a rating session's figures (dealer_app.players.rating)
    "hands": "раздачи", "wagered": "поставлено по видам ставок", "total_wagered": "всего поставлено",
    "average_bet": "средняя ставка", "actual_win": "фактический выигрыш", "theoretical_win": "теоретический выигрыш",
    "comp_points": "комп-баллы", "rules_version": "версия правил рейтинга",
}
"""The settlement's, the round's, the tables' and the settings' field names as a Russian line names them."""

_ROLES_RU = {"dealer": "дилер", "pit_boss": "пит-босс", "admin": "администратор", "trainee": "стажёр",
             "cage": "касса", "count_room": "счётная комната", "compliance": "комплаенс",
             "unknown user": "неизвестный пользователь"}

_PERMISSIONS_RU = {**PERMISSIONS_RU, "None": "никакое"}

_DECISIONS_RU = {"approved": "утверждение", "refused": "отклонение", "floor ruling": "решение пит-босса",
                 "round voided": "аннулирование раунда"}
_COUNT_ACTS_RU = {"counted": "пересчёт", "confirmed": "подтверждение", "chip set": "набор фишек",
                  "requested": "запрос", "signed": "подпись", "received": "приём", "voided": "аннулирование",
                  "reprinted": "повторная печать",
                  "buy-in": "покупка фишек", "drop": "дроп", "explanation": "объяснение"}
_SLIP_STATES_RU = {"requested": "запрошена", "signed": "подписана", "received": "принята", "voided": "аннулирована"}
_WITNESSED_RU = {"shift closed": "при закрытии смены", "hourly": "ежечасно"}
_VOIDED_RU = {"settled round": "рассчитанный раунд", "misdeal, unfinished": "ошибка сдачи, не завершён"}

_WORDS_RU = {
    # outcomes, statuses, slips, settings
    "win": "выигрыш", "lose": "проигрыш", "push": "ничья", "fold": "пас", "no_game": "нет игры",
    "open": "не завершён", "settled": "рассчитан", "voided": "аннулирован", "fill": "пополнение", "credit": "возврат",
    "cage": "касса", "tray": "лоток", "en": "английский", "ru": "русский",
    # a cash transaction's alerts
    "report_in": word("report_in", "ru"), "report_out": word("report_out", "ru"),
    "structuring": word("structuring", "ru"),
    **{k: v for k, v in _ROLES_RU.items() if k != "unknown user"},
}

_EXCEPTIONS_RU = {"JSONDecodeError": "не JSON", "KeyError": "нет поля", "TypeError": "значение не того типа",
                  "ValueError": "неверное значение", "AttributeError": "значение не того вида",
                  "UnicodeDecodeError": "не текст"}



def _category_ru(key: str) -> str | None:
    from dealer_app.wording.problems import CATEGORY_RU

    for category, name in CATEGORY_RU.items():
        if category.key == key:
            return name
    return None


def _field(v: str) -> str:
    return ", ".join(_FIELDS_RU.get(part, part) for part in v.split("."))




def _shown(data: object, raw: str, lang: str, money: Money | None, *, amount: bool) -> str:
    if amount and money is not None:
        if isinstance(data, int) and not isinstance(data, bool):
            return money(data)
        if isinstance(data, str) and _whole_number(data):
            return money(int(data))
    if lang != "ru":
        return raw
    if data is None:
        return "нет"
    if isinstance(data, bool):
        return "да" if data else "нет"
    if isinstance(data, str):
        word = _WORDS_RU.get(data) or _category_ru(data)
        if word is not None:
            return word
        return raw
    if isinstance(data, list):
        shown = [_shown(x, str(x), lang, money, amount=amount) for x in data]
        return (", " if any(" " in x for x in shown) else " ").join(shown) or "нет"  # words, or cards
    if isinstance(data, dict):
        if set(data) <= {"category", "cards"}:
            cat = _shown(data.get("category"), str(data.get("category")), lang, money, amount=False)
            cards = " ".join(str(c) for c in data.get("cards") or ())
            return f"{cat} ({cards})" if cards else cat
        def item(k: object, x: object) -> str:
            shown = _shown(x, repr(x), lang, money, amount=amount or _is_money_field(str(k)))
            nested = isinstance(x, dict) and not set(x) <= {"category", "cards"}
            return f"{_field(str(k))}: ({shown})" if nested else f"{_field(str(k))}: {shown}"

        return "; ".join(item(k, x) for k, x in data.items())
    return raw



def _is_money_field(f: str) -> bool:
    return f.split(".")[0] in MONEY_FIELDS


def _whole_number(text: str) -> bool:
    """``-500``, ``72900``: a whole number written as the log writes one (ASCII digits)."""
    digits = text[1:] if text.startswith("-") else text
    return digits.isascii() and digits.isdigit()


def _word_key(key: str) -> bool:
    """A field name as the log writes one (lower-case letters and ``_``)."""
    return bool(key) and key.isascii() and all(c == "_" or c.islower() for c in key)


_WORDING: dict[str, Callable[[str], str]] = {
    "f": _field,
    "kind": lambda v: _DECISIONS_RU.get(v, v),
    "act": lambda v: _COUNT_ACTS_RU.get(v, v),
    "what": lambda v: _VOIDED_RU.get(v, v),
    "pd": lambda v: "проекция игровых дней клиентов" + (" по залу" if v.startswith("the floor") else ""),
    "role": lambda v: _ROLES_RU.get(v, v),
    "perm": lambda v: _PERMISSIONS_RU.get(v.replace(" ", "_"), v),
    "state": lambda v: _SLIP_STATES_RU.get(v, v),
    "how": lambda v: _WITNESSED_RU.get(v, v),
}
"""How a Russian line words the parameters that are words of a closed set (English in the log)."""


def audit_line(line: str, lang: str, *, money: Money | None = None) -> str:
    """One line of ``audit verify`` in ``lang`` (``en``: as it is, amounts through ``money``
    when given): a :class:`~dealer_app.audit_findings.Finding` from the catalogues; any other
    line as it is."""
    if not isinstance(line, Finding) or (lang != "ru" and money is None):
        return str.__str__(line)
    inner = line.params.get("line") if line.code is Code.TABLE else None
    if isinstance(inner, str) and not isinstance(inner, Finding):
        return str.__str__(line)  # a table's line the audit does not word (the server's own): as it is, head and all
    return _rendered(line.code, line.params, lang, money, line)


def _rendered(code: Code, params: Mapping[str, object], lang: str, money: Money | None, line: Finding) -> str:
    from dealer_app.wording.catalogue_en import AUDIT as EN
    from dealer_app.wording.catalogue_ru import AUDIT as RU

    template = (RU if lang == "ru" else EN)[code.value]
    shown = {k: _param(k, v, lang, money, line) for k, v in params.items()}
    text = template.format(**shown)
    if code in _INFO and not line.bare:
        return ("инфо: " if lang == "ru" else "info: ") + text
    return text


_INFO = INFO_CODES


def _entry_text(e: Entry, lang: str) -> str:
    if lang != "ru":
        return entry_text(e)
    kind = _KINDS_RU.get(e.kind, e.kind)
    if e.round_id is not None:
        return f"запись {e.seq} ({kind}, раунд {e.round_id})"
    if e.shift_id is not None:
        return f"запись {e.seq} ({kind}, смена {e.shift_id})"
    return f"запись {e.seq} ({kind})"


def _where_text(w: Where, lang: str) -> str:
    if lang != "ru":
        return where_text(w)
    head = ""
    if w.round_id is not None:
        head = f"раунд {w.round_id}"
        if w.box is not None:
            head += f", бокс {w.box}"
        elif w.dealer:
            head += ", дилер"
    elif w.shift_id is not None:
        head = f"смена {w.shift_id}"
    if w.entry is not None:
        entry = _entry_text(w.entry, lang)
        head = f"{head}: {entry}" if head else entry
    if w.late:
        head += " (внесён позже)"
    return head


def _param(name: str, value: object, lang: str, money: Money | None, line: Finding) -> str:
    """A parameter of a finding as ``lang`` shows it (amounts through ``money``)."""
    ru = lang == "ru"
    if isinstance(value, Where):
        return _where_text(value, lang)
    if isinstance(value, Entry):  # an entry named after the word for it in a Russian line
        return _entry_text(value, lang).removeprefix("запись ")
    if isinstance(value, Val):
        raw = repr(value.v) if value.r else str(value.v)
        return _shown(value.v, raw, lang, money, amount=value.amount)
    if isinstance(value, Person):
        if value.name is not None:
            return value.name
        if value.user is not None:
            return f"пользователь {value.user}" if ru else f"user {value.user}"
        return "никто" if ru else "nobody"
    if name in ("refusal", "replay"):  # the engine's refusal (its problems typed on the finding) or a step unread
        return _quoted(name, value, lang, money, line)
    if isinstance(value, Exc):
        if not ru:
            return f"{value.name}: {value.text}"
        word = _EXCEPTIONS_RU.get(value.name, "ошибка чтения")
        return f"{word} «{_field(value.key)}»" if value.key else word
    if isinstance(value, Form):
        return _form(value) if ru else value.text
    if name == "held":
        return ", ".join(_held_one(h, lang, money) for h in cast("Iterable[Held]", value))
    if name == "line":  # a floor's table's own line
        return audit_line(cast(str, value), lang, money=money)
    if name == "na":  # the anchors held
        if not value:
            return ""
        return f", якорей подтверждено: {value}" if ru else f", {value} anchor(s) held"
    if name == "ro":  # a store open read-only
        if not value:
            return ""
        return " (только чтение: ничего не записано)" if ru else " (read-only: nothing recorded)"
    if name == "may":  # a permission a role lacks
        return _PERMISSIONS_RU.get(str(value), str(value).replace("_", " ")) if ru else str(value).replace("_", " ")
    if not ru:
        return str(value)
    if name == "how":  # why the witness recorded a chain head
        return _WITNESSED_RU.get(str(value), str(value))
    if value is None and name in ("n", "m"):
        return "нет"
    if name in _WORDING:
        return _WORDING[name](str(value))
    return str(value)


_FORMS_RU = {
    "object": "должно быть объектом, а не {v}",
    "whole": "должно быть целым числом, а не {v}",
    "flag": "должно быть «да» или «нет», а не {v}",
    "cards": "должно быть списком карт, а не {v}",
    "category": "{v} — не комбинация",
    "five": "в комбинации пять карт, а не {v}",
    "order": "{v} — не {c} в этом порядке",
}
"""What :class:`rules.poker.settle.SettlementFormatError` says of a stored settlement, by its rule, in Russian."""


def _form(form: Form) -> str:
    """``box 3: net: must be a whole number, not "x"`` (a stored settlement that cannot be read) in
    Russian from its typed parts; a rule not worded here keeps its English line."""
    template = _FORMS_RU.get(form.rule)
    if template is None:
        return form.text
    head = [_place_ru(p) for p in form.place]
    said = template.format(v=form.value, c=_category_ru(form.category) or form.category)
    return ": ".join([*head, said])


def _place_ru(part: object) -> str:
    """A box (``бокс 3``; a box "number" that is not one stays as the object gives it) or a field name."""
    if isinstance(part, Box):
        box = part.value
        if isinstance(box, int) and not isinstance(box, bool) and box >= 0:
            return f"бокс {box}"
        return f"box {box!r}"
    return _field(str(part))


def _held_one(h: Held, lang: str, money: Money | None) -> str:
    amount = money(h.amount) if money is not None else str(h.amount)
    if lang != "ru":
        return f"box {h.box}: {'jackpot share' if h.jackpot else 'payout'} {amount}"
    return f"бокс {h.box}: {'доля джекпота' if h.jackpot else 'выплата'} {amount}"


def _quoted(name: str, value: object, lang: str, money: Money | None, line: Finding) -> str:
    """What the engine said of a stored round or of its recorded steps: its typed problems in
    ``lang`` (amounts: minor units on the command line, money on a screen); a step that cannot
    be read at all (``value`` an :class:`Exc`) is named by what it lacks."""
    text = value.text if isinstance(value, Exc) else str(value)
    problems = line.engine
    if problems:
        from dealer_app.wording.problems import problem_text

        currency = line.currency if money is not None else ""  # "": minor units
        return "; ".join(problem_text(p, lang, currency=currency) for p in problems)
    if lang != "ru" or name != "replay":
        return text
    key = value.key if isinstance(value, Exc) else None
    return f"нет поля «{_field(key)}»" if key is not None and _word_key(key) else "запись шага не читается"


def without_info(line: str) -> str:
    """An information line without its ``info: `` head (a screen lists them under their own
    heading); a typed finding stays typed."""
    if isinstance(line, Finding):
        return line.without_info()
    return line.removeprefix("info: ")
