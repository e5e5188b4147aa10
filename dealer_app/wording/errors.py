"""The services' refusals in the reader's language, and the lines not typed yet.

The services, sign-in and the chip count refuse with a typed refusal
(:mod:`dealer_app.refusal_codes`), worded by code from the catalogues; a part of it that is
an error, the engine's words (``dealer_app.services.common.RefusalDetail``) or a word of a
closed set (a role, a status, a permission) or another library's words (a JSON or TOML
message, a type name) is worded by :func:`part_text`. :func:`error_text` words a line of
``audit verify`` (a typed finding) by its code; any other text stays as it is.

>>> from dealer_app.refusal_codes import ShiftClosed
>>> word(ShiftClosed(s=3), "ru")
'смена 3 закрыта'
>>> error_text("shift 3 is closed", "en")
'shift 3 is closed'
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from dealer_app.audit_findings import Finding
from dealer_app.auth.roles import Role
from dealer_app.money_text import MoneyTextError, money_text
from dealer_app.refusal import Refusal, refusal_of, word
from dealer_app.wording.audit import audit_line
from dealer_app.wording.catalogue_ru import REASONS
from dealer_app.wording.common import PERMISSIONS_RU
from dealer_app.wording.foreign import DECODE_REASONS, JSON_MESSAGES, PYTHON_TYPES, toml_message
from dealer_app.wording.problems import expectation_text, problem_text
from dealer_app.wording.roulette_problems import roulette_problem_text
from rules.poker.problems import Problem
from rules.poker.table import Expectation
from rules.roulette.problem_codes import RouletteProblem

__all__ = ["Detail", "HeldItem", "detail_text", "error_text", "exception_text", "part_text"]


_ROLES = {"dealer": "дилер", "pit boss": "пит-босс", "administrator": "администратор", "trainee": "стажёр",
          "cage": "касса", "count room": "счётная комната", "compliance": "комплаенс"}
_STATUSES = {"open": "не завершён", "settled": "рассчитан", "voided": "аннулирован", "completed": "завершён"}
# of a hand or a slip (feminine in Russian)
_FSTATUSES = {"open": "не завершена", "completed": "завершена", "voided": "аннулирована", "requested": "запрошена",
              "signed": "подписана", "received": "принята", "not signed by a pit boss yet": "ещё не подписана пит-боссом"}
# a tray count or a slip, named before what is wrong with its chips
_STAGES = {"opener": "открытие", "hourly": "ежечасный пересчёт", "closer": "закрытие", "fill": "пополнение",
           "credit": "возврат"}
# what a built-in user cannot be, and what needs a reason
_WHATS = {"given another role": "дать другую роль", "disabled": "отключить", "enabled": "включить",
          "given a PIN": "задать ПИН-код", "unlocked": "разблокировать", "a meter adjustment": "корректировка счётчика",
          "a refusal": "отклонение", "a void": "аннулирование", "a floor ruling": "решение пит-босса",
          "a reprint": "повторная печать", "a correction": "исправление", "erasing a patron": "удаление данных игрока",
          "adjusting a rating": "корректировка рейтинга", "reading patron details": "просмотр данных игрока"}
# the field a text was typed into (``check_text``)
_FIELDS = {"reason": "причина", "explanation": "объяснение", "note": "примечание", "profile": "профиль",
           "group": "группа", "table": "стол", "name": "имя"}
_PERMISSIONS = PERMISSIONS_RU
# what a reader read (``dealer_app.safe_input``'s ``what=``)
_FILES = {
    "file": "файл", "round file": "файл раунда", "hand file": "файл раздачи",
    "house-rules file": "файл правил казино", "answers file": "файл ответов",
    "batch file": "пакетный файл", "database": "база данных", "audit key file": "файл ключа аудита",
    "paper-round file": "файл бумажных раундов", "chip-set file": "файл набора фишек",
    "station's record": "запись рабочего места", "station file": "файл рабочего места", "floor binding": "привязка к залу",
    "progress file": "файл результатов", "certificate file": "файл сертификата",
    "recovery key file": "файл ключа восстановления", "backup": "резервная копия", "cash records": "записи о наличных",
    "settled round": "рассчитанный раунд",
}
# what a signature asked for on the command line is for (``dealer_app.cli.store._co_sign``'s ``purpose``)
_PURPOSES = {
    "register a player": "регистрация игрока", "list patrons": "список игроков", "find a patron": "поиск игрока",
    "erase a patron": "удаление данных игрока", "rating slip": "рейтинговая карточка визита", "rating sessions": "визиты игроков",
    "rating rules": "настройки рейтинга", "cash transaction": "наличная операция", "AML log": "журнал MTL",
    "AML alerts": "оповещения о наличных операциях", "AML report": "подготовка отчёта о наличных операциях", "AML record": "запись наличной операции",
    "AML rules": "настройки учёта наличных операций", "simulate into a live database": "симуляция в рабочей базе данных",
    "take the table over": "перехват стола", "users list": "список пользователей",
    "users recovery-key": "новый ключ восстановления", "users add": "добавление пользователя",
    "users disable": "отключение пользователя", "users enable": "включение пользователя",
    "users unlock": "разблокировка пользователя", "users reset-pin": "новый ПИН-код пользователя",
    "restore an older backup": "восстановление более старой резервной копии",
}
# parts worded by a table of another library's words or a closed set: kind -> (table, else)
_TABLES: dict[str, dict[str, str]] = {
    "file": _FILES,
    "fkind": {"a FIFO": "канал FIFO", "a device": "устройство", "a socket": "сокет", "not a file": "не файл"},
    "jmsg": JSON_MESSAGES,
    "jtype": PYTHON_TYPES,
    "purpose": _PURPOSES,
    "ureason": DECODE_REASONS,
    "args": {"nothing": "ничего"},
    "pin": {"PIN of": "ПИН-код пользователя", "PIN for": "ПИН-код пользователя", "new PIN for": "новый ПИН-код пользователя"},
}


class HeldItem(Protocol):
    """A payout or jackpot share held for a pit boss (``dealer_app.services.rounds.ApprovalItem``)."""

    @property
    def box(self) -> int: ...
    @property
    def kind(self) -> str: ...  # "payout" or "jackpot"
    @property
    def amount(self) -> int: ...  # minor units


@runtime_checkable
class Detail(Protocol):
    """The words a refusal ends with that are not the service's own, typed
    (``dealer_app.services.common.RefusalDetail``)."""

    @property
    def text(self) -> str: ...  # the tail exactly as the English message shows it
    @property
    def expected(self) -> Expectation | None: ...
    @property
    def problems(self) -> tuple[Problem | RouletteProblem, ...]: ...
    @property
    def held(self) -> tuple[HeldItem, ...] | None: ...
    @property
    def joiner(self) -> str: ...
    @property
    def currency(self) -> str: ...


def _money_ru(amount: int, currency: str) -> str:
    try:
        return money_text(currency, "ru_RU").full(amount)
    except MoneyTextError:  # no currency known: minor units, as the English
        return str(amount)


def _held_ru(item: HeldItem, currency: str) -> str:
    return f"бокс {item.box}: {'доля джекпота' if item.kind == 'jackpot' else 'выплата'} {_money_ru(item.amount, currency)}"


def detail_text(detail: Detail, lang: str) -> str:
    """The typed end of a refusal in ``lang``: what the round waits for, the engine's
    problems or the payouts held (joined as the English joins them); English is
    ``detail.text`` itself."""
    if lang != "ru":
        return detail.text
    if detail.expected is not None:
        prompt = expectation_text(detail.expected)
        return "далее: " + prompt[:1].lower() + prompt[1:]
    if detail.problems:
        return detail.joiner.join(roulette_problem_text(p, "ru") if isinstance(p, RouletteProblem)
                                  else problem_text(p, "ru", currency=detail.currency) for p in detail.problems)
    if detail.held is not None:
        return detail.joiner.join(_held_ru(i, detail.currency) for i in detail.held) or "раунд в том виде, как внесён"
    return "запись не читается"  # an entry whose payload the engine cannot read at all


def _word(name: str, value: str) -> str:
    if name == "typed" and len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return f"«{value[1:-1]}»"  # what a person typed, quoted as Russian quotes it
    if name == "why":
        return error_text(value, "ru")
    if name == "role":
        return _ROLES.get(value, value)
    if name in ("status", "was"):
        return _STATUSES.get(value, value)
    if name == "state":  # of a shift (feminine in Russian)
        return {"open": "открыта", "closed": "закрыта"}.get(value, value)
    if name == "reason":  # the operating system's reason (``strerror``)
        return REASONS.get(value, value)
    if name == "tables":
        return "пока нет" if value == "none yet" else value
    if name == "fstatus":
        return _FSTATUSES.get(value, value)
    if name == "expected":  # RoundService._expected given as text alone: the engine's prompt stays as it is
        if value == "entries are missing":
            return "не хватает записей"
        return "далее: " + value.removeprefix("next: ") if value.startswith("next: ") else value
    if name in _TABLES:
        return _TABLES[name].get(value, value)
    if name == "tmsg":
        return toml_message(value)
    if name == "audit":
        return audit_line(value, "ru")
    if name == "stage":
        return _STAGES.get(value, value)
    if name == "what":
        return _WHATS.get(value, value)
    if name == "field":
        return _FIELDS.get(value, value)
    if name == "holders":
        return ", ".join(_ROLES.get(r, r) for r in value.split(", "))
    if name == "perm":
        key = value.replace(" ", "_")
        return _PERMISSIONS.get(key, value)
    return value


def error_text(message: str, lang: str) -> str:
    """``message`` worded in ``lang``: a line of ``audit verify`` (a station's rollback line
    too) by its code; any other text as it is."""
    if lang != "ru":
        return message
    if isinstance(message, Finding):
        return audit_line(message, lang)
    return message


def exception_text(exc: object, lang: str) -> str:
    """A refusal (an exception) as a person reads it in ``lang``: its message worded by
    :func:`error_text`, with the engine's words it carries typed (``exc.detail``)
    worded from their types.

    >>> from dealer_app.services.common import RefusalDetail, StateError
    >>> from rules.poker.steps import StepKind
    >>> from dealer_app.refusal_codes import RoundIncomplete
    >>> waiting = RefusalDetail.next_step(Expectation(StepKind.DECIDE, 2))
    >>> err = StateError(RoundIncomplete(n=3, expected=waiting), detail=waiting)
    >>> str(err)
    'round 3 is not complete: next: Box 2: bet or fold'
    >>> exception_text(err, "ru")
    'раунд 3 не завершён: далее: бокс 2: ставка или пас'
    """
    if (refusal := refusal_of(exc)) is not None:  # typed: worded by code from the catalogue
        return word(refusal, lang)
    return error_text(str(exc) or type(exc).__name__, lang)


def part_text(kind: str, value: object, lang: str) -> str:
    """One part of a typed refusal in ``lang`` by its ``kind`` (the template's ``{name:@kind}``):
    an error or the engine's typed words (:class:`Detail`) from their types; a word of a closed
    set (a role, a status, a permission) from the tables above; what a person typed, quoted."""
    if isinstance(value, BaseException):
        return exception_text(value, lang)
    if isinstance(value, Detail):
        return detail_text(value, lang)
    if isinstance(value, Refusal):
        return word(value, lang)
    if isinstance(value, Finding):  # a line of audit verify, typed: by its code (str() would drop the type)
        return audit_line(value, lang)
    text = value.label if isinstance(value, Role) else str(value)
    return text if lang != "ru" else _word(kind, text)
