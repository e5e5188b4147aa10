"""The services' refusals in the reader's language.

The services and sign-in refuse with one English line each (``shift 3 is closed``).
:func:`error_text` words such a line in ``lang``: every message shape they raise
has its Russian here, with names, numbers and anything a person typed left as
they are. English, or a line of a shape not listed, stays as it is.

A line that ends with words the service did not write (the engine's prompt for
what the round waits for, a problem of a step that cannot be replayed, the payouts
held for a pit boss) carries them typed, as the refusal's ``detail``
(``dealer_app.services.common.RefusalDetail``): :func:`exception_text` words the
refusal with that tail rendered from its types (:func:`detail_text`), never from
the English.

>>> error_text("shift 3 is closed", "ru")
'смена 3 закрыта'
>>> error_text("Anna is now locked out after 5 failed attempts", "ru")
'пользователь Anna заблокирован после 5 неудачных попыток'
>>> error_text("shift 3 is closed", "en")
'shift 3 is closed'
"""

from __future__ import annotations

import re
from typing import Protocol, runtime_checkable

from dealer_app.money_text import MoneyTextError, money_text
from dealer_app.refusal import refusal_of, word
from dealer_app.wording.audit import audit_line
from dealer_app.wording.cli_errors import more_error_text
from dealer_app.wording.common import PERMISSIONS_RU, ru_plural, shape_literal_length, shape_pattern
from dealer_app.wording.players import PLAYER_SHAPES
from dealer_app.wording.problems import expectation_text, problem_text
from dealer_app.wording.roulette_problems import roulette_problem_text
from rules.poker.problems import Problem
from rules.poker.table import Expectation
from rules.roulette.problem_codes import RouletteProblem

__all__ = ["Detail", "HeldItem", "detail_text", "error_text", "exception_text"]


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
          "a reprint": "повторная печать"}
_PERMISSIONS = PERMISSIONS_RU


def _plural(n: str, one: str, few: str, many: str) -> str:
    """The Russian noun form for the count ``n`` (CLDR plural rules, through babel)."""
    return ru_plural(int(n), one, few, many) if n.isdigit() else many


# (English shape with {named} parts, Russian template). A part named ``why`` is an
# embedded refusal and is worded in turn, ``audit`` an ``audit verify`` line; ``role``, ``status``/``fstatus``, ``what``, ``holders`` and ``perm`` are worded
# from the tables above, ``holder`` (who holds a table) as the store words it; ``attempts``/``chars`` carry a count
# worded with CLDR plurals.
_SHAPES: list[tuple[str, str]] = [
    # what a person typed into an amount or card field (ui.kit.money, ui.table.engine)
    ("empty", "пусто"),
    ("{typed} is not an amount", "{typed} — не сумма"),
    ("{typed} has more decimals than the currency", "{typed}: больше знаков после запятой, чем у валюты"),
    ("box {box}: enter the Ante first (A), then the bonus", "бокс {box}: сначала введите анте (A), затем бонус"),
    ("box {box}: sixth_card: one card, not {n}", "бокс {box}: шестая карта: нужна одна карта, а не {n}"),
    ("dealer: replacements: one card, not {n}", "дилер: замена: нужна одна карта, а не {n}"),
    ("{kind} is not an entry", "{kind} — не запись"),
    ("casino: the casino's name must not be empty", "казино: название казино не может быть пустым"),
    ("dealer: {name} may not deal a simulated shift", "дилер: {name} не может вести симулированную смену"),
    ("dealer: {name} may not deal a live shift", "дилер: {name} не может вести живую смену"),
    ("language: {language} is not one of {choices}", "язык: {language} — не один из {choices}"),
    ("nothing to set up: give the casino's name or the currency", "нечего настраивать: укажите название казино или валюту"),
    ("reason: shift {shift}'s drop was already entered ({amount}); a recount needs a reason",
     "причина: дроп смены {shift} уже внесён ({amount}); для пересчёта нужна причина"),
    ("step {n} of the paper round: {why}", "шаг {n} бумажного раунда: {why}"),
    ("the tray's {total} cannot be counted in chips", "{total} в лотке нельзя набрать фишками"),
    ("a {role} may not {perm}; only: {holders}", "{role} не может: {perm}; только: {holders}"),
    ("{name} ({role}) may not {perm}; only: {holders}", "{name} ({role}) не может: {perm}; только: {holders}"),
    ("{name} may not {perm}; only: {holders}", "{name} не может: {perm}; только: {holders}"),
    ("{name} may not sign the count of a simulated shift", "{name} не может подписать пересчёт симулированной смены"),
    ("{name} may not sign the count of a live shift", "{name} не может подписать пересчёт живой смены"),
    ("{name} is the simulator's and signs on simulated shifts only",
     "{name} — пользователь симулятора и подписывает только в симулированных сменах"),
    ("{name}'s signature (entry {seq}) is for round {a}, not round {b}",
     "подпись {name} (запись {seq}) — для раунда {a}, а не раунда {b}"),
    ("{name}'s signature (entry {seq}) is for shift {a}, not shift {b}",
     "подпись {name} (запись {seq}) — для смены {a}, а не смены {b}"),
    ("{name}'s signature (entry {seq}) was given to {a}, not to {perm}",
     "подпись {name} (запись {seq}) дана для {a}, а не для: {perm}"),
    ("PIN: at least {n} characters", "ПИН-код: не меньше {n} {chars}"),
    ("PIN: at most 128 characters", "ПИН-код: не больше 128 символов"),
    ("PIN: no control characters", "ПИН-код: без управляющих символов"),
    ("Russian Roulette hand {n} is {fstatus}", "раздача русской рулетки {n}: {fstatus}"),
    ("a Russian Poker round is in progress at this table: finish it, or a pit boss voids it",
     "за этим столом идёт раунд русского покера: завершите его, или пит-босс его аннулирует"),
    ("a Russian Roulette hand is already in play at this table: finish it, or a pit boss voids it",
     "за этим столом уже идёт раздача русской рулетки: завершите её, или пит-босс её аннулирует"),
    ("a round is already in progress at this table: finish it, or a pit boss voids it",
     "за этим столом уже идёт раунд: завершите его, или пит-босс его аннулирует"),
    ("a round is in progress at this table: enter the paper rounds between rounds",
     "за этим столом идёт раунд: бумажные раунды вносятся между раундами"),
    ("amount: a positive whole number of minor units, not {amount}",
     "сумма: целое положительное число мелких единиц, а не {amount}"),
    ("amount: a positive whole number of minor units, {why}", "сумма: целое положительное число мелких единиц, {why}"),
    # rules.limits.amount_problem, embedded after "amount:" or "delta:"
    ("{number} is beyond the largest amount ({max} minor units)", "{number} — больше наибольшей суммы ({max} мелких единиц)"),
    ("a number of about {n} digits is beyond the largest amount ({max} minor units)",
     "число примерно из {n} {digits} — больше наибольшей суммы ({max} мелких единиц)"),
    ("amount: a whole number of minor units ≥ 0, not {amount}", "сумма: целое число мелких единиц ≥ 0, а не {amount}"),
    ("amount: a whole number of minor units", "сумма: целое число мелких единиц"),
    ("start: a whole number of minor units from 0 to {max}, not {value}",
     "начальное значение: целое число мелких единиц от 0 до {max}, а не {value}"),
    ("amount: {amount} cannot be paid in chips (the smallest chip is {chip})",
     "сумма: {amount} нельзя выплатить фишками (самая мелкая фишка {chip})"),
    ("amount: {why}", "сумма: {why}"),
    ("an administrator already exists; sign in as them to add users",
     "администратор уже есть; войдите под ним, чтобы добавить пользователей"),
    ("an administrator cannot disable themselves", "администратор не может отключить сам себя"),
    ("an administrator exists: they must authorise the set-up", "администратор уже есть: настройку разрешает он"),
    ("an administrator never changes their own role", "администратор не меняет собственную роль"),
    ("box: round {r} has no box {box}", "бокс: в раунде {r} нет бокса {box}"),
    ("built-in users co-sign only on simulated shifts", "встроенные пользователи ставят вторую подпись только в симулированных сменах"),
    ("casino: at most {max} characters, not {n}", "казино: не больше {max} символов, а не {n}"),
    ("casino: only printable characters", "казино: только печатаемые символы"),
    ("circle: {position} is not a position of the circle (1..{n})", "круг: {position} — не позиция круга (1..{n})"),
    ("closer: count the tray by denomination (the dealer counts, a pit boss confirms)",
     "закрытие: пересчитайте лоток по номиналам (считает дилер, подтверждает пит-босс)"),
    ("confirmed_by: a pit boss confirms the count (two signatures)", "подтверждение: пересчёт подтверждает пит-босс (две подписи)"),
    ("currency: a three-letter ISO 4217 code such as EUR or RUB, not {code}",
     "валюта: трёхбуквенный код ISO 4217, например EUR или RUB, а не {code}"),
    ("currency: close the open shift at {table} first (a shift is played in one currency)",
     "валюта: сначала закройте открытую смену за столом {table} (смена идёт в одной валюте)"),
    ("currency: {code} is not an ISO 4217 currency code", "валюта: {code} — не код валюты ISO 4217"),
    ("dealer: name the dealer who deals this shift", "дилер: укажите дилера этой смены"),
    ("dealer: no user {name}", "дилер: нет пользователя {name}"),
    ("dealer: {name} is a {role} and may not deal a live shift", "дилер: {name} — {role} и не может вести живую смену"),
    ("dealer: {name} is disabled", "дилер: пользователь {name} отключён"),
    ("delta: a non-zero whole number of minor units", "изменение: ненулевое целое число мелких единиц"),
    ("delta: the meter ({meter}) cannot go below 0", "изменение: счётчик джекпота ({meter}) не может уйти ниже 0"),
    ("delta: {why}", "изменение: {why}"),
    ("explanation: write what happened", "объяснение: напишите, что произошло"),
    ("finish or void the round in progress before changing the dealer",
     "перед сменой дилера завершите или аннулируйте текущий раунд"),
    ("gaming_day_start: must be a time HH:MM, not {text}", "начало игрового дня: время ЧЧ:ММ, а не {text}"),
    ("training_pass_marks: {why}", "проходные баллы уровней: {why}"),
    ("hand {n} is not over: seat {seat} is to act", "раздача {n} не завершена: ход за местом {seat}"),
    ("hand {n}: the recorded hand does not resolve: {why}", "раздача {n}: записанная раздача не разрешается: {why}"),
    ("hand {n}: the recorded hand resolves differently from the table",
     "раздача {n}: записанная раздача разрешается иначе, чем за столом"),
    ("hand {n}: entry {seq} cannot be replayed: {why}", "раздача {n}: запись {seq} не воспроизводится: {why}"),
    ("hand {n}: its set-up cannot be replayed: {why}", "раздача {n}: её настройка не воспроизводится: {why}"),
    ("hand {n}: {why}", "раздача {n}: {why}"),
    ("house-rules version {v}: its log entry {seq} is missing", "версия правил казино {v}: её запись {seq} в журнале отсутствует"),
    ("integrity check failed: {audit}", "проверка целостности не пройдена: {audit}"),
    ("jackpot_paid_by: must be cage or tray, not {text}", "джекпот выплачивает: касса или лоток, а не {text}"),
    ("training_pass_marks: {typed} is not a pass mark such as 80/10",
     "проходные баллы уровней: {typed} — не проходной балл вида 80/10"),
    ("training_pass_marks: {typed} is not a level (1 to {n})",
     "проходные баллы уровней: {typed} — не уровень (от 1 до {n})"),
    ("training_pass_marks: {typed}: the pass mark of every level comes first",
     "проходные баллы уровней: {typed}: сначала общий проходной балл всех уровней"),
    ("training_pass_marks: give a pass mark such as 80/10",
     "проходные баллы уровней: укажите проходной балл вида 80/10"),
    ("kind: fill or credit, not {kind}", "вид: пополнение или возврат, а не {kind}"),
    ("name: 1 to 64 printable characters", "имя: от 1 до 64 печатаемых символов"),
    ("name: a user named {name} already exists", "имя: пользователь {name} уже есть"),
    ("name: {name} is reserved", "имя: {name} зарезервировано"),
    ("no Russian Roulette hand {n}", "нет раздачи русской рулетки {n}"),
    ("no administrator named {name}", "нет администратора {name}"),
    ("no chip set is configured: a shift opens without an opener", "набор фишек не настроен: смена открывается без пересчёта"),
    ("no chip set is configured: the house sets its denominations first",
     "набор фишек не настроен: сначала казино задаёт номиналы"),
    ("no fill or credit slip {n}", "нет квитанции пополнения или возврата {n}"),
    ("no house-rules profile {name}", "нет профиля правил казино {name}"),
    ("no house-rules version {v}", "нет версии правил казино {v}"),
    ("no round {n}", "нет раунда {n}"),
    ("no shift {n}", "нет смены {n}"),
    ("no user named {name}", "нет пользователя {name}"),
    ("no user {n}", "нет пользователя {n}"),
    ("note: at most 500 characters", "примечание: не больше 500 символов"),
    ("only your own progress", "только собственные результаты"),
    ("opener: count the tray by denomination (the dealer counts, a pit boss confirms)",
     "открытие: пересчитайте лоток по номиналам (считает дилер, подтверждает пит-босс)"),
    ("played at: more than a week ago", "дата игры: больше недели назад"),
    ("played at: that is in the future", "дата игры: это в будущем"),
    ("played at: after the round was entered", "дата игры: позже, чем раунд был внесён"),
    ("played at: more than a week before it was entered", "дата игры: больше чем за неделю до внесения"),
    ("round {n} was not entered late: it has no stated time to correct",
     "раунд {n} не вносился задним числом: исправлять нечего"),
    ("this paper round is already entered, as round {n} of shift {s}",
     "этот бумажный раунд уже внесён: раунд {n} смены {s}"),
    ("position {n} has been turned: enter its card before the next action",
     "позиция {n} открыта: внесите её карту перед следующим действием"),
    ("profile: a name of 1 to 64 characters", "профиль: имя от 1 до 64 символов"),
    ("reason: a void needs a reason", "причина: для аннулирования нужна причина"),
    ("cash: a whole number of minor units ≥ 0, not {x}", "наличные: целое число минимальных единиц ≥ 0, а не {x}"),
    ("notes: {d} is not a note's value", "купюры: {d} — не номинал купюры"),
    ("notes: the count of {value} is a whole number ≥ 0, not {n}",
     "купюры: число купюр {value} — целое ≥ 0, а не {n}"),
    ("amount: {amount} is not the notes' total {total}", "сумма: {amount} не равна итогу купюр {total}"),
    ("amount: the counted drop, or the notes counted", "сумма: подсчитанный дроп или пересчёт купюр"),
    ("reason: at most {max} characters, not {n}", "причина: не больше {max} символов, а не {n}"),
    ("reason: one line of printable text", "причина: одна строка печатаемого текста"),
    ("{problem}: the users table was edited outside the app; no signature is given (the audit check names what)",
     "{problem}: таблица пользователей изменена в обход приложения; подпись не дана (проверка журнала аудита "
     "покажет, что именно)"),
    ("this database has no recovery key: an administrator makes one first",
     "у этой базы данных нет ключа восстановления: сначала его создаёт администратор"),
    ("recovery key: not this database's recovery key", "ключ восстановления: это не ключ восстановления этой базы данных"),
    ("explanation: at most {max} characters, not {n}", "объяснение: не больше {max} символов, а не {n}"),
    ("explanation: one line of printable text", "объяснение: одна строка печатаемого текста"),
    ("note: at most {max} characters, not {n}", "примечание: не больше {max} символов, а не {n}"),
    ("note: one line of printable text", "примечание: одна строка печатаемого текста"),
    ("{field}: at most {max} characters, not {n}", "{field}: не больше {max} символов, а не {n}"),
    ("{field}: one line of printable text", "{field}: одна строка печатаемого текста"),
    ("{field}: text, not {jtype}", "{field}: нужен текст, а не {jtype}"),
    ("reason: {what} needs a reason", "причина: {what} — нужна причина"),
    ("refused by a pit boss ({held}): correct the entries, or a pit boss rules",
     "отклонено пит-боссом ({held}): исправьте записи, или решение примет пит-босс"),
    ("result: rounds, correct, seconds and level must be consistent and not negative",
     "результат: раунды, верные ответы, секунды и уровень должны быть согласованы и неотрицательны"),
    ("round {n} holds nothing for approval", "в раунде {n} нечего утверждать"),
    ("round {n}'s jackpot hit is queued: the linked jackpot meter {group} is locked by the hit at {table}, round {r}, "
     "which is approved and paid first; this hit then pays from the meter as it stands",
     "выигрыш джекпота в раунде {n} в очереди: общий счётчик джекпота {group} занят выигрышем за столом {table}, "
     "раунд {r}, — его утверждают и выплачивают первым; затем этот выигрыш выплачивается из счётчика, каким он "
     "будет тогда"),
    ("round {n} is already approved as it stands", "раунд {n} уже утверждён в текущем виде"),
    ("round {n} is not complete: {expected}", "раунд {n} не завершён: {expected}"),
    ("round {n} pays jackpot shares of {shares} but the meter holds {meter} (it moved since the round started at "
     "{start}): a pit boss adjusts the meter or rules",
     "раунд {n} выплачивает доли джекпота {shares}, а на счётчике {meter} (он изменился с начала раунда, было {start}): "
     "пит-босс корректирует счётчик или принимает решение"),
    ("round {r}: step {n} (entry {seq}) cannot be replayed: {why}", "раунд {r}: шаг {n} (запись {seq}) не воспроизводится: {why}"),
    ("round {n} is already voided", "раунд {n} уже аннулирован"),
    ("round {n} is voided", "раунд {n} аннулирован"),
    ("round {n} of shift {s} is {status}", "раунд {n} смены {s}: {status}"),
    ("round {n}: its settlement entry is missing", "раунд {n}: запись его расчёта отсутствует"),
    ("round {n} of shift {s} is unfinished: finish it, or a pit boss voids it as a misdeal",
     "раунд {n} смены {s} не завершён: завершите его, или пит-босс аннулирует его как ошибку сдачи"),
    ("seat {seat}: folded; a folded hand is never shown", "место {seat}: пас; карты спасовавшего игрока не показываются"),
    ("seat {seat}: hole cards are shown at the showdown; round {n} is being bet",
     "место {seat}: закрытые карты показываются на вскрытии; идёт раунд торговли {n}"),
    ("seat {seat}: no showdown: seat {w} won when every other player folded",
     "место {seat}: вскрытия нет: место {w} выиграло, когда все остальные спасовали"),
    ("seat {seat}: not a seat at this hand", "место {seat}: не участвует в этой раздаче"),
    ("seat: a seat number from 1 to 99, not {seat}", "место: номер места от 1 до 99, а не {seat}"),
    ("shift {s} was opened without an opener: it closes without a closer",
     "смена {s} открыта без пересчёта: она закрывается без пересчёта"),
    ("shift {s} has no counted win yet (no closer)", "у смены {s} ещё нет подсчитанного выигрыша (нет закрывающего пересчёта)"),
    ("shift {s} is closed", "смена {s} закрыта"),
    ("shift {s} is closed: paper rounds are entered while their shift is open",
     "смена {s} закрыта: бумажные раунды вносятся, пока их смена открыта"),
    ("shift {s} is simulated: it takes no paper rounds", "смена {s} симулированная: бумажные раунды в неё не вносятся"),
    ("shift {s} is still open: its drop box is counted after it closes",
     "смена {s} ещё открыта: её дроп-бокс считают после закрытия"),
    ("shift {s} was opened without an opener: it has no count to snapshot",
     "смена {s} открыта без пересчёта: снимать нечего"),
    ("simulated shifts are opened by the simulator only, live shifts by people",
     "симулированные смены открывает только симулятор, живые — люди"),
    ("slip {n} is already voided", "квитанция {n} уже аннулирована"),
    ("slip {n} is {fstatus}", "квитанция {n}: {fstatus}"),
    ("slip {n} is not complete: the cage signs it, or a pit boss voids it, before the shift closes",
     "квитанция {n} не завершена: до закрытия смены её подписывает касса или аннулирует пит-босс"),
    ("table {table} is being dealt at {holder}; a live hold is never taken over",
     "за столом {table} идёт игра: {holder}; живую игру не перехватывают"),
    ("table {table} already has an open shift ({s}); close it first",
     "у стола {table} уже есть открытая смена ({s}); сначала закройте её"),
    ("table: a name of 1 to 64 characters", "стол: название от 1 до 64 символов"),
    ("the PIN is right, but {why} (not counted as a failed attempt)", "ПИН-код верный, но {why} (неудачной попыткой не считается)"),
    ("the paper round holds payouts for approval: another pit boss (not the one entering it) approves them",
     "бумажный раунд ждёт утверждения выплат: их утверждает другой пит-босс (не тот, кто его вносит)"),
    ("the paper round is not complete: {expected}", "бумажный раунд не завершён: {expected}"),
    ("the paper round pays jackpot shares of {shares} but the meter holds {meter}: a pit boss adjusts the meter first",
     "бумажный раунд выплачивает доли джекпота {shares}, а на счётчике {meter}: сначала пит-босс корректирует счётчик"),
    ("there is no action to take back", "нечего отменять"),
    ("unknown user or wrong PIN", "неизвестный пользователь или неверный ПИН-код"),
    ("user {name} exists but is not the built-in {role}", "пользователь {name} есть, но это не встроенный {role}"),
    ("voiding round {n} takes back its meter contribution of {contribution} but the meter holds {meter}: a pit boss adjusts "
     "the meter first",
     "аннулирование раунда {n} возвращает его отчисление в джекпот {contribution}, а на счётчике {meter}: сначала пит-босс "
     "корректирует счётчик"),
    ("waiting for a pit boss to approve: {held}", "ждёт утверждения пит-боссом: {held}"),
    ("{name} counted the tray; another person (a pit boss) confirms it",
     "лоток пересчитан пользователем {name}; подтверждает другой человек (пит-босс)"),
    ("{path}: which table of the floor? (--table NAME)", "{path}: какой стол зала? (--table ИМЯ)"),
    ("{field}: contains a broken character (a lone surrogate)", "{field}: содержит испорченный символ (одиночный суррогат)"),
    ("{field}: right-to-left text ({ch}) cannot be printed correctly on reports yet; please use Latin or Cyrillic letters",
     "{field}: текст справа налево ({ch}) пока нельзя правильно напечатать в отчётах; используйте латиницу или "
     "кириллицу"),
    ("{field}: {ch} cannot be printed on reports; please use letters, digits and punctuation",
     "{field}: {ch} нельзя напечатать в отчётах; используйте буквы, цифры и знаки препинания"),
    ("{stage}: at least one chip", "{stage}: хотя бы одна фишка"),
    # dealer_app.table_count, passed on by the count service
    ("amount must not be negative ({amount})", "сумма не может быть отрицательной ({amount})"),
    ("chip set: at least one denomination", "набор фишек: хотя бы один номинал"),
    ("chip set: a denomination is listed twice", "набор фишек: номинал указан дважды"),
    ("chip {n}: value must be positive, not {v}", "фишка {n}: номинал должен быть положительным, а не {v}"),
    ("chip {n}: colour must be #rrggbb, not {v}", "фишка {n}: цвет в виде #rrggbb, а не {v}"),
    ("chip {n}: value must be a whole number of minor units, not {v}",
     "фишка {n}: номинал — целое число мелких единиц, а не {v}"),
    # dealer_app.services.house (a floor's table groups) and dealer_app.services.table_group
    ("this table's chip set is its table group's ({group}): the floor's administrator sets it for the whole group "
     "(dealer-app floor group)", "набор фишек этого стола — от его группы столов ({group}): его задаёт администратор "
     "зала сразу для всей группы (dealer-app floor group)"),
    ("this table's house rules are its table group's ({group}): the floor's administrator sets them for the whole group "
     "(dealer-app floor group)", "правила казино этого стола — от его группы столов ({group}): их задаёт "
     "администратор зала сразу для всей группы (dealer-app floor group)"),
    ("this table is in no table group: its chip set is its own", "этот стол не входит в группу столов: его набор "
     "фишек — его собственный"),
    ("this table is in no table group: its house rules are its own", "этот стол не входит в группу столов: его "
     "правила казино — его собственные"),
    ("group: a name of 1 to 64 characters", "группа: название от 1 до 64 символов"),
    ("group: no table group {g} yet; give its chip set (--chips) or house rules (--house)",
     "группа: группы столов {g} ещё нет; укажите её набор фишек (--chips) или правила казино (--house)"),
    ("table: no table {t} on the floor (tables: {tables}); nothing was set",
     "стол: в зале нет стола {t} (столы: {tables}); ничего не задано"),
    ("chip {n}: par must be a whole number of chips, not {v}", "фишка {n}: норма лотка — целое число фишек, а не {v}"),
    ("chip {n}: par must be from 0 to {max} chips, not {v}", "фишка {n}: норма лотка — от 0 до {max} фишек, а не {v}"),
    ("chip {n}: name must be at most {max} characters", "фишка {n}: название не длиннее {max} символов"),
    ("chip {n}: value is beyond the largest amount", "фишка {n}: номинал больше наибольшей суммы"),
    ("{stage}: {d} is not a denomination of the chip set", "{stage}: {d} — не номинал набора фишек"),
    ("{stage}: the number of {d} chips must be a whole number ≥ 0, not {v}",
     "{stage}: число фишек {d} — целое число ≥ 0, а не {v}"),
    ("{stage}: {d} is not a denomination", "{stage}: {d} — не номинал"),
    # dealer_app.services.roulette
    ("circle: position {n} is still face down; the next card to turn is at position {m}",
     "круг: позиция {n} ещё закрыта; следующая карта открывается на позиции {m}"),
    ("circle: position {n} is still face down", "круг: позиция {n} ещё закрыта"),
    ("{k}: at most 64 characters, not {n}", "{k}: не больше 64 символов, а не {n}"),
    ("{k}: must be a whole number, not {v}", "{k}: нужно целое число, а не {v}"),
    ("{k}: must be at least {low}, not {n}", "{k}: не меньше {low}, а не {n}"),
    ("{k}: must be at most {high}, not {n}", "{k}: не больше {high}, а не {n}"),
    ("{k}: must not be empty", "{k}: не может быть пустым"),
    ("{k}: unknown setting", "{k}: неизвестная настройка"),
    ("{name} is not a built-in user", "{name} — не встроенный пользователь"),
    ("{name} is not a built-in user; sign in with a PIN", "{name} — не встроенный пользователь; войдите с ПИН-кодом"),
    ("{name} prepared the paper round; another pit boss must approve it",
     "бумажный раунд подготовлен пользователем {name}; утвердить его должен другой пит-босс"),
    ("nobody is signed in on this station", "на этом рабочем месте никто не вошёл"),
    ("{name} is signed in on this station; sign them out first", "пользователь {name} уже вошёл на этом рабочем месте; сначала выполните выход"),
    ("{name} is a built-in user; it cannot be {what}", "{name} — встроенный пользователь; его нельзя: {what}"),
    ("{name} ({role}) may not {perm}", "{name} ({role}) не может: {perm}"),
    ("{name} is disabled; ask an administrator", "пользователь {name} отключён; обратитесь к администратору"),
    ("{name} is locked out after repeated failed attempts; ask an administrator",
     "пользователь {name} заблокирован после повторных неудачных попыток; обратитесь к администратору"),
    ("{name} is now locked out after {n} failed attempts", "пользователь {name} заблокирован после {n} {attempts}"),
    ("{name} is now locked out on every table of the floor after {n} failed attempts",
     "пользователь {name} заблокирован на всех столах зала после {n} {attempts}"),
    ("{name} is locked out on the floor after repeated failed attempts; ask an administrator",
     "пользователь {name} заблокирован в зале после повторных неудачных попыток; обратитесь к администратору"),
    ("{name} is locked out on the floor after repeated failed attempts",
     "пользователь {name} заблокирован в зале после повторных неудачных попыток"),
    ("the PIN is right, but the floor's server refuses {name} ({role}) the permission {perm}",
     "ПИН-код верный, но сервер зала не даёт пользователю {name} ({role}) право: {perm}"),
    ("{name} is not the user signed in here", "{name} — не тот пользователь, который вошёл здесь"),
    ("{name} is the user signed in here; a co-signature needs another person",
     "пользователь {name} уже вошёл здесь; для второй подписи нужен другой человек"),
    ("{name}: too many attempts at once; try again", "{name}: слишком много попыток сразу; попробуйте снова"),
    ("{name} may not open the console over the table: it is for pit bosses",
     "{name} не может открыть консоль поверх стола: она для пит-боссов"),
    ("{name} is the user signed in here", "{name} — пользователь, который уже вошёл здесь"),
    ("{name} asked for slip {n}; another person signs it", "квитанция {n} запрошена пользователем {name}; подписывает другой человек"),
    ("{name} is asking for this slip; another person signs it",
     "эту квитанцию запрашивает пользователь {name}; подписывает другой человек"),
    ("{name} dealt hand {n}; another pit boss must void it", "раздачу {n} вёл пользователь {name}; аннулировать её должен другой пит-босс"),
    ("{name} is not the dealer of shift {s} ({other} is)", "{name} — не дилер смены {s} (дилер — {other})"),
    ("{name} is not the dealer of shift {s}", "{name} — не дилер смены {s}"),
    ("{name} may not act on this shift", "{name} не может действовать в этой смене"),
    ("{name} prepared round {n}; another pit boss must do this", "раунд {n} подготовлен пользователем {name}; это делает другой пит-босс"),
    ("{name} is disabled", "пользователь {name} отключён"),
    ("round {n}: shift {s} is closed; a second pit boss or an administrator must also sign",
     "раунд {n}: смена {s} закрыта; нужна вторая подпись пит-босса или администратора"),
    ("round {n}: above the second-signer threshold; a second pit boss or an administrator must also sign",
     "раунд {n}: сумма выше порога второй подписи; нужна вторая подпись пит-босса или администратора"),
    ("the meter adjustment: shift {s} is closed; a second pit boss or an administrator must also sign",
     "корректировка счётчика: смена {s} закрыта; нужна вторая подпись пит-босса или администратора"),
    ("the meter adjustment: above the second-signer threshold; a second pit boss or an administrator must also sign",
     "корректировка счётчика: сумма выше порога второй подписи; нужна вторая подпись пит-босса или администратора"),
    ("{name} signed first; the second signer must be another person",
     "{name} уже подписал первым; вторую подпись ставит другой человек"),
    ("{name}: a second signer signs with their own PIN (a co-signature)",
     "{name}: вторая подпись ставится своим ПИН-кодом"),
    ("{name}: a second signer is a pit boss or an administrator",
     "{name}: вторую подпись ставит пит-босс или администратор"),
    ("{name}: not a signature recorded in the log (no PIN check at entry {seq})",
     "{name}: это не подпись, записанная в журнале (нет проверки ПИН-кода в записи {seq})"),
    *PLAYER_SHAPES,
]

_PART_PATTERNS = {"number": r"-?\d+"}  # a part that must not swallow a prefix before it


def _pattern(shape: str) -> re.Pattern[str]:
    return shape_pattern(shape, _PART_PATTERNS)


# The longest fixed text first, so that a specific shape wins over a general one.
_COMPILED = [(_pattern(en), ru) for en, ru in sorted(_SHAPES, key=lambda s: -shape_literal_length(s[0]))]


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
    @property
    def amounts(self) -> tuple[tuple[str, int], ...]: ...  # {name}: minor units in ``currency``


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


def _word(name: str, value: str, detail: Detail | None = None) -> str:
    if detail is not None and name in ("why", "expected", "held") and value == detail.text:
        return detail_text(detail, "ru")
    if detail is not None and detail.amounts:
        amount = dict(detail.amounts).get(name)
        if amount is not None:  # an amount the message names: in the house currency, as Russian writes it
            return _money_ru(amount, detail.currency)
    if name == "typed" and len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return f"«{value[1:-1]}»"  # what a person typed, quoted as Russian quotes it
    if name == "why":
        return error_text(value, "ru", detail)
    if name == "role":
        return _ROLES.get(value, value)
    if name == "status":
        return _STATUSES.get(value, value)
    if name == "fstatus":
        return _FSTATUSES.get(value, value)
    if name == "expected":  # RoundService._expected given as text alone: the engine's prompt stays as it is
        if value == "entries are missing":
            return "не хватает записей"
        return "далее: " + value.removeprefix("next: ") if value.startswith("next: ") else value
    if name == "audit":
        return audit_line(value, "ru")
    if name == "holder":  # who holds a table (``Lease.describe``): the store's words for it
        return more_error_text(value) or value
    if name == "stage":
        return _STAGES.get(value, value)
    if name == "what":
        return _WHATS.get(value, value)
    if name == "holders":
        return ", ".join(_ROLES.get(r, r) for r in value.split(", "))
    if name == "perm":
        key = value.replace(" ", "_")
        return _PERMISSIONS.get(key, value)
    return value


def error_text(message: str, lang: str, detail: Detail | None = None) -> str:
    """``message`` (a service's English refusal) worded in ``lang``; unchanged when no shape fits.
    ``detail``: the engine's words the message ends with, typed (worded by :func:`detail_text`)."""
    if lang != "ru":
        return message
    if (more := more_error_text(message)) is not None:  # the store's and the commands' lines
        return more
    for pattern, ru in _COMPILED:
        m = pattern.fullmatch(message)
        if m is None:
            continue
        parts = {k: _word(k, v, detail) for k, v in m.groupdict().items()}
        n = m.groupdict().get("n", "")
        parts["attempts"] = _plural(n, "неудачной попытки", "неудачных попыток", "неудачных попыток")
        parts["chars"] = _plural(n, "символа", "символов", "символов")
        parts["digits"] = _plural(n, "цифры", "цифр", "цифр")
        return ru.format(**parts)
    return message


def exception_text(exc: object, lang: str) -> str:
    """A refusal (an exception) as a person reads it in ``lang``: its message worded by
    :func:`error_text`, with the engine's words it carries typed (``exc.detail``)
    worded from their types.

    >>> from dealer_app.services.common import RefusalDetail, StateError
    >>> from rules.poker.steps import StepKind
    >>> waiting = RefusalDetail.next_step(Expectation(StepKind.DECIDE, 2))
    >>> err = StateError(f"round 3 is not complete: {waiting.text}", detail=waiting)
    >>> str(err)
    'round 3 is not complete: next: Box 2: bet or fold'
    >>> exception_text(err, "ru")
    'раунд 3 не завершён: далее: бокс 2: ставка или пас'
    """
    if (refusal := refusal_of(exc)) is not None:  # typed: worded by code from the catalogue
        return word(refusal, lang)
    detail = getattr(exc, "detail", None)
    return error_text(str(exc) or type(exc).__name__, lang, detail if isinstance(detail, Detail) else None)
