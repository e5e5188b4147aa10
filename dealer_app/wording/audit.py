"""``dealer-app audit verify`` in the reader's language.

Verification names what it finds in one English line each (the round, box, entry
or shift, then what differs). :func:`audit_line` words a line in ``lang``: every
line shape verification writes (:mod:`dealer_app.audit`, the chain's breaks, the
users table's comparison, a station's rollback check, the anchors, the verdict,
the floor's tables and linked meters) has its Russian here, with entry kinds,
fields, roles, permissions and values in words. What a person wrote (names,
reasons) is left as it is.

Amounts: the command line prints them as the log holds them (minor units, the
contract); a screen passes ``money`` (the house currency's formatter) and every
amount of the line is shown through it, in English as in Russian.

>>> audit_line("round 12 box 3: net: stored -500, computed 500", "ru")
'раунд 12, бокс 3: итог бокса: записано -500, пересчитано 500'
>>> audit_line("round 12 box 3: net: stored -500, computed 500", "en", money=lambda n: f"€{n / 100:.2f}")
'round 12 box 3: net: stored €-5.00, computed €5.00'
>>> audit_line("info: round 4 voided (settled round) by pat at 2026-03-14 19:05:00 UTC: Deck short", "ru")
'инфо: раунд 4 аннулирован (рассчитанный раунд), кто: pat, когда: 2026-03-14 19:05:00 UTC: Deck short'

A line of a shape not listed is left in English rather than guessed at (a test
collects every line the audit's source can write and checks that none is).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from dealer_app.audit_findings import MONEY_FIELDS, Code, Entry, Exc, Finding, Held, Person, Val, Where
from dealer_app.wording.common import PERMISSIONS_RU

__all__ = ["SHAPES", "Money", "audit_line", "english", "where_text", "without_info"]

Money = Callable[[int], str]
"""Minor units in, the amount as a person reads it out (the house currency's formatter)."""

_WHERE = [
    (re.compile(r"entry (?P<seq>\d+) \((?P<kind>[a-z_]+), round (?P<r>\d+)\)"), "запись {seq} ({kind}, раунд {r})"),
    (re.compile(r"entry (?P<seq>\d+) \((?P<kind>[a-z_]+), shift (?P<s>\d+)\)"), "запись {seq} ({kind}, смена {s})"),
    (re.compile(r"entry (?P<seq>\d+) \((?P<kind>[a-z_]+)\)"), "запись {seq} ({kind})"),
    (re.compile(r"\((?P<kind>[a-z_]+), round (?P<r>\d+)\)"), "({kind}, раунд {r})"),
    (re.compile(r"\((?P<kind>[a-z_]+), shift (?P<s>\d+)\)"), "({kind}, смена {s})"),
    (re.compile(r"round (?P<r>\d+) box (?P<b>\d+)"), "раунд {r}, бокс {b}"),
    (re.compile(r"round (?P<r>\d+) dealer"), "раунд {r}, дилер"),
    (re.compile(r"round (?P<r>\d+)"), "раунд {r}"),
    (re.compile(r"shift (?P<s>\d+)"), "смена {s}"),
    (re.compile(r" \(a late entry\)"), " (внесён позже)"),
]

_E = r"entry \d+ \([^)]*\)"
_W = (r"(?P<where>(?:" + _E + r"|round \d+(?: box \d+| dealer)?|shift \d+)(?:: " + _E
      + r")?(?: \(a late entry\))?)")
_WHEN = r"(?P<when>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC)"


@dataclass(frozen=True)
class Shape:
    """One line shape: its English (a regular expression), its Russian (a template of
    the same groups) and which groups are amounts in minor units."""

    english: str
    russian: str
    amounts: frozenset[str] = frozenset()


def _s(english: str, russian: str, *amounts: str) -> Shape:
    return Shape(english, russian, frozenset(amounts))


SHAPES: tuple[Shape, ...] = (
    # settlements re-computed (dealer_app.audit.verify: compare_settlements, _check_round)
    _s(_W + r": (?P<f>[a-z_.]+): stored (?P<a>.*), computed (?P<b>.*)", "{where}: {f}: записано {a}, пересчитано {b}"),
    _s(_W + r": stored but not in the recomputed settlement", "{where}: записан, но отсутствует в пересчитанном расчёте"),
    _s(_W + r": missing from the stored settlement", "{where}: отсутствует в записанном расчёте"),
    _s(_W + r": its settlement entry lacks its round or settlement", "{where}: в записи расчёта нет раунда или расчёта"),
    _s(_W + r": house-rules version (?P<v>\S+) is not in the log", "{where}: версии правил казино {v} нет в журнале"),
    _s(_W + r": house: the stored round's rules differ from version (?P<v>\S+)",
       "{where}: правила казино записанного раунда отличаются от версии {v}"),
    _s(_W + r": jackpot: stored round says (?P<a>\S+), the round started with (?P<b>\S+)",
       "{where}: джекпот: в записанном раунде {a}, раунд начался с {b}", "a", "b"),
    _s(_W + r": paid its jackpot shares from a meter of (?P<a>\S+), but the round started with (?P<b>\S+) and no "
       r"approval in force recorded that meter",
       "{where}: доли джекпота выплачены из счётчика {a}, но раунд начался с {b}, и ни одно действующее утверждение "
       "не записало такой счётчик", "a", "b"),
    _s(_W + r": its stored settlement cannot be read: (?P<form>.*)", "{where}: записанный расчёт не читается: {form}"),
    _s(_W + r": the engine refuses the stored round: (?P<engine>.*)", "{where}: движок отклоняет записанный раунд: {engine}"),
    _s(_W + r": jackpot meter: recorded shares (?P<a>\S+), contribution (?P<b>\S+), movement (?P<c>\S+); the settlement "
       r"gives (?P<d>\S+), (?P<e>\S+), (?P<g>\S+)",
       "{where}: счётчик джекпота: записаны доли {a}, отчисление {b}, движение {c}; по расчёту {d}, {e}, {g}",
       "a", "b", "c", "d", "e", "g"),
    _s(_W + r": jackpot meter: the stored settlement's shares differ from the engine's",
       "{where}: счётчик джекпота: доли в записанном расчёте отличаются от расчёта движка"),
    _s(_W + r": its recorded steps do not replay: (?P<replay>.*)", "{where}: записанные шаги не воспроизводятся: {replay}"),
    _s(_W + r": its recorded steps do not make a complete round", "{where}: записанные шаги не дают завершённого раунда"),
    _s(_W + r": settled after (?P<a>\S+) steps, the log holds (?P<b>\d+)",
       "{where}: рассчитан после шагов: {a}, в журнале шагов: {b}"),
    _s(_W + r": (?P<f>[a-z_]+): the stored round differs from its recorded steps",
       "{where}: {f}: записанный раунд отличается от записанных шагов"),
    _s(_W + r": meter reversal (?P<a>\S+), the voided settlement moved the meter by (?P<b>\S+)",
       "{where}: возврат счётчика {a}, а аннулированный расчёт сдвинул счётчик на {b}", "a", "b"),
    # the chain (dealer_app.store.chain, dealer_app.audit.verify)
    _s(r"entry (?P<m>\d+) missing: the chain breaks before (?P<before>" + _E + ")",
       "запись {m} отсутствует: цепочка рвётся перед записью {before}"),
    _s(r"entries (?P<m>\d+\.\.\d+) missing: the chain breaks before (?P<before>" + _E + ")",
       "записи {m} отсутствуют: цепочка рвётся перед записью {before}"),
    _s(_W + r" out of order after entry (?P<n>\d+)", "{where}: не по порядку после записи {n}"),
    _s(_W + r": does not match the chain \(altered, removed or moved\)",
       "{where}: не совпадает с цепочкой (изменена, удалена или перемещена)"),
    _s(r"entry (?P<n>\d+), verified earlier, is missing from the log", "запись {n}, проверенная ранее, отсутствует в журнале"),
    _s(r"entry (?P<n>\d+), verified earlier, has changed since", "запись {n}, проверенная ранее, с тех пор изменилась"),
    # signed checkpoints (dealer_app.audit.checkpoints, --since-checkpoint)
    _s(_W + r": its signature does not match \(altered, or signed with another key\)",
       "{where}: подпись не совпадает (изменена или сделана другим ключом)"),
    _s(_W + r": it lacks its counts, meters, users or settings",
       "{where}: в ней нет счётчиков записей, сумм счётчиков, пользователей или настроек"),
    _s(_W + r": it does not name the entry before it as its chain head",
       "{where}: вершина цепочки в ней — не предыдущая запись"),
    _s(_W + r": entry (?P<n>\d+) before it is missing", "{where}: предыдущей записи {n} нет"),
    _s(r"info: the log holds no checkpoint: verified from the first entry",
       "инфо: в журнале нет контрольной точки: проверено с первой записи"),
    _s(r"info: checkpoint (?P<n>\d+) does not hold: verified from the first entry",
       "инфо: контрольная точка {n} не подтверждена: проверено с первой записи"),
    _s(r"info: verified from checkpoint entry (?P<n>\d+) \(its signature and link checked\); a full verify also "
       r"checks the (?P<m>\d+) entries before it",
       "инфо: проверено от контрольной точки, записи {n} (её подпись и связь проверены); полная проверка проверяет "
       "и {m} записей до неё"),
    _s(r"the log holds (?P<a>\d+) entries, its checkpoint counts (?P<b>\d+) and (?P<c>\d+) follow it",
       "в журнале записей: {a}, а по контрольной точке {b} и после неё {c}"),
    _s(r"the shifts table holds (?P<a>\d+) shifts, its checkpoint counts (?P<b>\d+) and (?P<c>\d+) were opened after it",
       "в таблице смен смен: {a}, а по контрольной точке {b} и открыто после неё {c}"),
    _s(r"the shifts table counts (?P<a>\d+) rounds, its checkpoint counts (?P<b>\d+) and (?P<c>\d+) were started "
       r"after it",
       "в таблице смен раундов: {a}, а по контрольной точке {b} и начато после неё {c}"),
    _s(_W + r": its payload is not readable \((?P<exc>.*)\)", "{where}: содержимое не читается ({exc})"),
    # players, ratings and cash records (dealer_app.audit.player_checks)
    _s(r"rating session (?P<n>\d+): recorded (?P<a>\{.*\}), the log gives (?P<b>\{.*\})",
       "визит {n} в рейтинге: записано {a}, по журналу {b}"),
    _s(_W + r": not a readable record \((?P<exc>.*)\)", "{where}: запись не читается ({exc})"),
    _s(r"cash transaction (?P<n>\d+): recorded (?P<a>\{.*\}), the log gives (?P<b>\{.*\})",
       "операция с наличными {n}: записано {a}, по журналу {b}"),
    _s(_W + r": its count payload is not readable \((?P<exc>.*)\)", "{where}: содержимое пересчёта не читается ({exc})"),
    _s(_W + r": a PIN check found the users table edited outside the app \((?P<problem>.*)\)",
       "{where}: проверка ПИН-кода обнаружила, что таблица пользователей изменена в обход приложения ({problem})"),
    _s(_W + r": the simulator's (?P<who>.*) acted on live shift (?P<s>\d+)",
       "{where}: пользователь симулятора {who} действовал в живой смене {s}"),
    _s(r"this station last saw entry (?P<n>\d+) \(chain head (?P<h>[0-9a-f]+)\.\.\., (?P<at>[^)]*)\) in (?P<path>.*), and "
       r"its log no longer holds it: the database was rolled back or cut\. Restore the right copy \(dealer-app restore; "
       r"an older one needs --allow-older and a PIN\)",
       "последняя запись, которую это рабочее место видело в {path}, — {n} (вершина цепочки {h}..., {at}), а в журнале "
       "этой записи больше нет: база данных откатана или обрезана. Восстановите нужную копию (dealer-app restore; для "
       "более старой нужны --allow-older и ПИН-код)"),
    # signatures and approvals
    _s(_W + r": no signature recorded", "{where}: подпись не записана"),
    _s(_W + r": shift (?P<s>\d+) was closed, it needs a second signer, and it has one signature",
       "{where}: смена {s} была закрыта, нужна вторая подпись, а подпись одна"),
    _s(_W + r": above the second-signer threshold, it needs a second signer, and it has one signature",
       "{where}: сумма выше порога второй подписи, нужна вторая подпись, а подпись одна"),
    _s(_W + r": shift (?P<s>\d+) was closed, its second signer is the person who signed first",
       "{where}: смена {s} была закрыта, а вторую подпись поставил тот же человек, что и первую"),
    _s(_W + r": above the second-signer threshold, its second signer is the person who signed first",
       "{where}: сумма выше порога второй подписи, а вторую подпись поставил тот же человек, что и первую"),
    _s(_W + r": shift (?P<s>\d+) was closed, its second signer \(user (?P<u>\S+)\) was not an active pit boss or "
       r"administrator",
       "{where}: смена {s} была закрыта, а поставивший вторую подпись (пользователь {u}) не был действующим "
       "пит-боссом или администратором"),
    _s(_W + r": above the second-signer threshold, its second signer \(user (?P<u>\S+)\) was not an active pit boss "
       r"or administrator",
       "{where}: сумма выше порога второй подписи, а поставивший вторую подпись (пользователь {u}) не был "
       "действующим пит-боссом или администратором"),
    _s(_W + r": its signature \(entry (?P<n>\S+)\) is not a PIN check of its actor recorded before it",
       "{where}: её подпись (запись {n}) — не проверка ПИН-кода исполнителя, записанная до неё"),
    _s(_W + r": its co-signature \(entry (?P<n>\S+)\) is not a co-signature",
       "{where}: вторая подпись (запись {n}) — не вторая подпись"),
    _s(_W + r": its co-signature \(entry (?P<n>\S+)\) is not a PIN check recorded before it by a person it names",
       "{where}: вторая подпись (запись {n}) — не проверка ПИН-кода, записанная до неё кем-то из названных в записи"),
    _s(_W + r": its co-signatures are not a list of entries", "{where}: вторые подписи — не список записей"),
    _s(_W + r": its co-signature \(entry (?P<n>\S+)\) was given to (?P<perm>\S+)",
       "{where}: вторая подпись (запись {n}) дана на право «{perm}»"),
    _s(_W + r": its co-signature \(entry (?P<n>\S+)\) is for shift (?P<s>\S+)",
       "{where}: вторая подпись (запись {n}) — для смены {s}"),
    _s(_W + r": its co-signature \(entry (?P<n>\S+)\) is for round (?P<r>\S+)",
       "{where}: вторая подпись (запись {n}) — для раунда {r}"),
    _s(_W + r": its co-signature \(entry (?P<n>\S+)\) already signed entry (?P<m>\S+)",
       "{where}: вторая подпись (запись {n}) уже подписала запись {m}"),
    _s(_W + r": signed by an unknown user", "{where}: подписано неизвестным пользователем"),
    _s(_W + r": signed by a disabled user", "{where}: подписано отключённым пользователем"),
    _s(_W + r": (?P<kind>[a-z ]+) by (?P<who>.+), who was not a pit boss \((?P<role>.*)\)",
       "{where}: {kind} — {who}, не пит-босс ({role})"),
    _s(_W + r": (?P<kind>[a-z ]+) by (?P<who>.+), who prepared the round", "{where}: {kind} — {who}, тот же, кто готовил раунд"),
    _s(_W + r": settled by (?P<a>" + _E + r") while refused by (?P<b>" + _E + r")",
       "{where}: рассчитан записью {a}, хотя отклонён записью {b}"),
    _s(_W + r": settled by (?P<a>" + _E + r") without a pit boss's approval of (?P<held>.*)",
       "{where}: рассчитан записью {a} без утверждения пит-боссом: {held}"),
    _s(_W + r": (?P<a>" + _E + r") names approval (?P<n>\S+), the log holds (?P<m>.*)",
       "{where}: запись {a} ссылается на утверждение {n}, в журнале — {m}"),
    # paper rounds entered late
    _s(_W + r": no time it was played", "{where}: не указано, когда он сыгран"),
    _s(_W + r": entered by (?P<who>.+), who was not a pit boss", "{where}: внёс {who}, не пит-босс"),
    _s(_W + r": it names user (?P<a>\S+) as who entered it, the entry says (?P<b>\S+)",
       "{where}: внёсшим назван пользователь {a}, а в записи — {b}"),
    _s(_W + r": played at " + _WHEN + r", after it was entered", "{where}: сыгран {when}, позже, чем внесён"),
    _s(_W + r": it corrects entry (?P<a>\d+), which is not this round's late entry",
       "{where}: исправляет запись {a}, а это не поздний ввод этого раунда"),
    _s(_W + r": made by (?P<who>.+), who was not a pit boss", "{where}: исправил {who}, не пит-босс"),
    _s(_W + r": the corrected time is still after the round was entered",
       "{where}: исправленное время всё ещё позже, чем раунд был внесён"),
    # the table count (dealer_app.audit.count_checks)
    _s(_W + r": (?P<act>[a-z -]+) by user (?P<u>\S+), whose role \((?P<role>[^)]*)\) may not (?P<perm>[a-z ]+)",
       "{where}: {act} — пользователь {u}, чья роль ({role}) не даёт права «{perm}»"),
    _s(_W + r": a denomination or chip count is not positive", "{where}: номинал или число фишек не положительны"),
    _s(_W + r": total (?P<a>\S+), its chips add up to (?P<b>\S+)", "{where}: итог {a}, а по фишкам {b}", "a", "b"),
    _s(_W + r": counted and confirmed by the same person \(user (?P<u>\S+)\)",
       "{where}: пересчитал и подтвердил один и тот же человек (пользователь {u})"),
    _s(_W + r": the count has no pit boss's confirmation", "{where}: пересчёт не подтверждён пит-боссом"),
    _s(_W + r": kind (?P<k>.+) is neither fill nor credit", "{where}: вид {k} — не пополнение и не возврат"),
    _s(_W + r": slip (?P<n>\S+) was never requested", "{where}: квитанция {n} не запрашивалась"),
    _s(_W + r": slip (?P<n>\S+) signed by the person who asked for it",
       "{where}: квитанцию {n} подписал тот, кто её запросил"),
    _s(_W + r": slip (?P<n>\S+) signed while (?P<state>\S+)", "{where}: квитанция {n} подписана, когда уже {state}"),
    _s(_W + r": slip (?P<n>\S+) received while (?P<state>\S+)", "{where}: квитанция {n} принята, когда {state}"),
    _s(_W + r": slip (?P<n>\S+) voided without a reason", "{where}: квитанция {n} аннулирована без причины"),
    _s(_W + r": slip (?P<n>\S+) printed again without a reason",
       "{where}: квитанция {n} напечатана повторно без причины"),
    _s(_W + r": buy-in amount (?P<a>\S+) is not positive", "{where}: сумма покупки фишек {a} не положительна", "a"),
    _s(_W + r": drop (?P<a>\S+) is negative", "{where}: дроп {a} отрицателен", "a"),
    _s(_W + r": drop (?P<a>\S+), its notes add up to (?P<b>\S+)", "{where}: дроп {a}, а его купюры дают {b}", "a", "b"),
    # the tables against the log (dealer_app.audit.verify, dealer_app.store.reader.compare_users)
    _s(r"user (?P<u>\d+) \((?P<name>.*)\) is in the users table but was never added in the log",
       "пользователь {u} ({name}) есть в таблице пользователей, но в журнале не добавлялся"),
    _s(r"user (?P<u>\d+) \((?P<name>.*)\) was added in the log but is missing from the users table",
       "пользователь {u} ({name}) добавлен в журнале, но отсутствует в таблице пользователей"),
    _s(r"user (?P<u>\d+) \((?P<name>.*)\): pin_hash \(changed\)", "пользователь {u} ({name}): ПИН-код изменён"),
    _s(r"user (?P<u>\d+) \((?P<name>.*)\): (?P<f>[a-z_]+) (?P<a>.*), the log says (?P<b>.*)",
       "пользователь {u} ({name}): {f}: записано {a}, по журналу {b}"),
    _s(r"shift (?P<s>\d+) is in the shifts table but was never opened in the log",
       "смена {s} есть в таблице смен, но в журнале не открывалась"),
    _s(r"shift (?P<s>\d+) was opened in the log but is missing from the shifts table",
       "смена {s} открыта в журнале, но отсутствует в таблице смен"),
    _s(r"shift (?P<s>\d+): (?P<f>[a-z_]+): stored (?P<a>.*), the log says (?P<b>.*)",
       "смена {s}: {f}: записано {a}, по журналу {b}"),
    _s(r"round (?P<r>\d+) is in the rounds table but was never started in the log",
       "раунд {r} есть в таблице раундов, но в журнале не начинался"),
    _s(r"round (?P<r>\d+) was started in the log but is missing from the rounds table",
       "раунд {r} начат в журнале, но отсутствует в таблице раундов"),
    _s(r"round (?P<r>\d+): (?P<f>[a-z_]+): stored (?P<a>.*), the log says (?P<b>.*)",
       "раунд {r}: {f}: записано {a}, по журналу {b}"),
    _s(r"house-rules version (?P<v>\S+): the table does not match the log",
       "версия правил казино {v}: таблица не совпадает с журналом"),
    _s(r"simulated jackpot meter: stored (?P<a>\S+), the log says (?P<b>\S+)",
       "счётчик джекпота симуляции: записано {a}, по журналу {b}", "a", "b"),
    _s(r"jackpot meter: stored (?P<a>\S+), the log's shares, contributions and adjustments give (?P<b>\S+)",
       "счётчик джекпота: записано {a}, по долям, отчислениям и корректировкам журнала {b}", "a", "b"),
    _s(r"setting (?P<f>\S+): stored (?P<a>.*), the log says (?P<b>.*)", "настройка «{f}»: записано {a}, по журналу {b}"),
    _s(r"trainee result (?P<t>\S+): the table does not match the log", "результат стажёра {t}: таблица не совпадает с журналом"),
    # a floor's linked meters (dealer_app.audit.floor_verify)
    _s(r"linked meter (?P<m>\S+): movement of table (?P<t>.+) entry (?P<n>\d+): recorded value (?P<a>\S+), its history "
       r"gives (?P<b>\S+)",
       "связанный счётчик {m}: движение стола {t}, запись {n}: записано значение {a}, по его истории {b}", "a", "b"),
    _s(r"linked meter (?P<m>\S+): movement of table (?P<t>.+) entry (?P<n>\d+): the meter went below 0 \((?P<a>\S+)\)",
       "связанный счётчик {m}: движение стола {t}, запись {n}: счётчик ушёл ниже нуля ({a})", "a"),
    _s(r"linked meter (?P<m>\S+): holds (?P<a>\S+), its history gives (?P<b>\S+)",
       "связанный счётчик {m}: в нём {a}, по его истории {b}", "a", "b"),
    _s(r"linked meter (?P<m>\S+): table (?P<t>.+) could not be read", "связанный счётчик {m}: стол {t} не прочитан"),
    _s(r"linked meter (?P<m>\S+): holds (?P<a>\S+), but start (?P<b>\S+) \+ the tables' contributions, shares and "
       r"adjustments give (?P<c>\S+)",
       "связанный счётчик {m}: в нём {a}, а начальное значение {b} с отчислениями, долями и корректировками столов "
       "дают {c}", "a", "b", "c"),
    _s(r"linked meter (?P<m>\S+): table (?P<t>.+) entry (?P<n>\d+): the log moves it by (?P<a>\S+), its history by "
       r"(?P<b>\S+)",
       "связанный счётчик {m}: стол {t}, запись {n}: по журналу движение {a}, по истории счётчика {b}", "a", "b"),
    # a floor's table that cannot be read (dealer_app.audit.floor_verify)
    _s(r"could not be opened: (?P<why>.*)", "не открывается: {why}"),
    _s(r"could not be verified: (?P<e>\w+): (?P<why>.*)", "не проверен (запись не читается): {why}"),
    # a floor's table groups (dealer_app.audit.floor_verify.check_groups)
    _s(r"table group (?P<g>.+) version (?P<v>\d+): its digest does not match its chip set and house rules",
       "группа столов {g}, версия {v}: её хеш не совпадает с её набором фишек и правилами казино"),
    _s(r"table (?P<t>[^:]+): its chip set is not its group's \(table group (?P<g>.+) version (?P<v>\d+)\)",
       "стол {t}: его набор фишек не от его группы (группа столов {g}, версия {v})"),
    _s(r"table (?P<t>[^:]+): its house rules are not its group's \(table group (?P<g>.+) version (?P<v>\d+)\)",
       "стол {t}: его правила казино не от его группы (группа столов {g}, версия {v})"),
    _s(r"table (?P<t>[^:]+): entry (?P<n>\d+): its chip set is version (?P<a>\S+) of table group (?P<g>.+), "
       r"not (?P<v>\d+)", "стол {t}: запись {n}: его набор фишек — версия {a} группы столов {g}, а не {v}"),
    _s(r"table (?P<t>[^:]+): entry (?P<n>\d+): its house rules are version (?P<a>\S+) of table group (?P<g>.+), "
       r"not (?P<v>\d+)", "стол {t}: запись {n}: его правила казино — версия {a} группы столов {g}, а не {v}"),
    _s(r"table (?P<t>[^:]+): entry (?P<n>\d+): its chip set differs from table group (?P<g>.+) version (?P<v>\d+)",
       "стол {t}: запись {n}: его набор фишек отличается от группы столов {g}, версия {v}"),
    _s(r"table (?P<t>[^:]+): entry (?P<n>\d+): its house rules differ from table group (?P<g>.+) version "
       r"(?P<v>\d+)", "стол {t}: запись {n}: его правила казино отличаются от группы столов {g}, версия {v}"),
    _s(r"info: table group (?P<g>.+) version (?P<v>\d+) \((?P<ts>.*)\): set by (?P<who>.+), held by (?P<a>\d+) "
       r"of (?P<b>\d+) tables", "инфо: группа столов {g}, версия {v} ({ts}): задал {who}, у {a} из {b} столов"),
    # the patrons' gaming days across a floor (dealer_app.audit.floor_verify.check_cash)
    _s(r"info: patrons' gaming days across the floor: (?P<a>\d+) cash transactions on (?P<b>\d+) tables, "
       r"(?P<k>\d+) recorded with the floor-wide aggregate, (?P<d>\d+) alerts re-checked",
       "инфо: игровые дни клиентов по всему залу: операций с наличными — {a} за {b} столами, с общей по залу "
       "суммой записано {k}, перепроверено сигналов — {d}"),
    # the floor's witness chain (dealer_app.audit.floor_verify.check_witness)
    _s(r"witness chain: witness record (?P<n>\d+) missing", "цепочка свидетеля зала: нет записи свидетеля {n}"),
    _s(r"witness chain: witness record (?P<n>\d+) does not match its chain",
       "цепочка свидетеля зала: запись свидетеля {n} не сходится с цепочкой"),
    _s(r"table (?P<t>[^:]+): entry (?P<n>\d+), witnessed at (?P<when>\d{4}-\d\d-\d\d \d\d:\d\d UTC) \(shift closed, "
       r"witness (?P<w>\d+)\), is no longer in the log \(rolled back or cut\)",
       "стол {t}: записи {n}, засвидетельствованной {when} (при закрытии смены, запись свидетеля {w}), больше нет в "
       "журнале (журнал откачен или обрезан)"),
    _s(r"table (?P<t>[^:]+): entry (?P<n>\d+), witnessed at (?P<when>\d{4}-\d\d-\d\d \d\d:\d\d UTC) \(shift closed, "
       r"witness (?P<w>\d+)\), differs from what the witness recorded \(re-signed or altered\)",
       "стол {t}: запись {n}, засвидетельствованная {when} (при закрытии смены, запись свидетеля {w}), не совпадает "
       "с тем, что записал свидетель (журнал переподписан или изменён)"),
    _s(r"table (?P<t>[^:]+): entry (?P<n>\d+), witnessed at (?P<when>\d{4}-\d\d-\d\d \d\d:\d\d UTC) \(hourly, "
       r"witness (?P<w>\d+)\), is no longer in the log \(rolled back or cut\)",
       "стол {t}: записи {n}, засвидетельствованной {when} (ежечасно, запись свидетеля {w}), больше нет в "
       "журнале (журнал откачен или обрезан)"),
    _s(r"table (?P<t>[^:]+): entry (?P<n>\d+), witnessed at (?P<when>\d{4}-\d\d-\d\d \d\d:\d\d UTC) \(hourly, "
       r"witness (?P<w>\d+)\), differs from what the witness recorded \(re-signed or altered\)",
       "стол {t}: запись {n}, засвидетельствованная {when} (ежечасно, запись свидетеля {w}), не совпадает "
       "с тем, что записал свидетель (журнал переподписан или изменён)"),
    _s(r"info: witness chain: (?P<a>\d+) chain heads recorded, (?P<b>\d+) checked",
       "инфо: цепочка свидетеля зала: записано вершин цепочек: {a}, проверено: {b}"),
    # information lines
    _s(r"info: round (?P<r>\d+): late entry corrected to played at (?P<played>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC) "
       r"by (?P<who>.*?) at " + _WHEN + r": (?P<why>.*)",
       "инфо: раунд {r}: поздний ввод исправлен, сыгран {played}, кто: {who}, когда: {when}: {why}"),
    _s(r"info: round (?P<r>\d+) voided \((?P<what>[^)]*)\) by (?P<who>.*?) at " + _WHEN + r": (?P<why>.*)",
       "инфо: раунд {r} аннулирован ({what}), кто: {who}, когда: {when}: {why}"),
    _s(r"info: round (?P<r>\d+) box (?P<b>\S+): floor ruling (?P<net>\S+) \(computed (?P<c>\S+)\) by (?P<who>.*?) at "
       + _WHEN + r": (?P<why>.*)",
       "инфо: раунд {r}, бокс {b}: решение пит-босса {net} (расчёт {c}), кто: {who}, когда: {when}: {why}", "net", "c"),
    _s(r"info: shift (?P<s>\d+): slip (?P<n>\S+) voided by user (?P<u>\S+): (?P<why>.*)",
       "инфо: смена {s}: квитанция {n} аннулирована пользователем {u}: {why}"),
    _s(r"info: shift (?P<s>\d+): slip (?P<n>\S+) printed again by user (?P<u>\S+): (?P<why>.*)",
       "инфо: смена {s}: квитанция {n} напечатана повторно пользователем {u}: {why}"),
    _s(r"info: shift (?P<s>\d+): drop recounted \((?P<a>\S+)\) by user (?P<u>\S+): (?P<why>.*)",
       "инфо: смена {s}: дроп пересчитан ({a}) пользователем {u}: {why}", "a"),
    _s(r"info: shift (?P<s>\d+): count variance (?P<a>\S+) explained by user (?P<u>\S+): (?P<why>.*)",
       "инфо: смена {s}: расхождение пересчёта {a} объяснено пользователем {u}: {why}", "a"),
    _s(r"info: linked meter (?P<m>\S+) \((?P<t>.*)\): start (?P<a>\S+), now (?P<b>\S+), (?P<n>\d+) movements",
       "инфо: связанный счётчик {m} ({t}): начало {a}, сейчас {b}, движений: {n}", "a", "b"),
    # anchors and the verdict (dealer_app.cli.store)
    _s(r"anchor (?P<h>[0-9a-f]+): the log does not hold this chain head \(rolled back, cut or re-signed\)",
       "якорь {h}: журнал не содержит эту вершину цепочки (откат, обрезка или переподпись)"),
    _s(r"anchor (?P<h>[0-9a-f]+): held at entry (?P<n>\d+)", "якорь {h}: содержится в записи {n}"),
    _s(r"anchor (?P<h>[0-9a-f]+): held by table (?P<t>.*) at entry (?P<n>\d+)",
       "якорь {h}: содержится в журнале стола {t}, запись {n}"),
    _s(r"audit verify: FAILED: (?P<n>\d+) problem\(s\)", "проверка журнала: НЕ ПРОЙДЕНА: проблем: {n}"),
    _s(r"audit verify: OK: (?P<e>\d+) entries, (?P<r>\d+) settled rounds re-settled, chain head (?P<h>[0-9a-f]+)"
       r"(?:, (?P<na>\d+) anchor\(s\) held)?(?P<ro> \(read-only: nothing recorded\))?",
       "проверка журнала: ПРОЙДЕНА: записей {e}, пересчитано рассчитанных раундов {r}, вершина цепочки {h}{na}{ro}"),
    _s(r"audit verify: OK: (?P<t>\d+) table\(s\), (?P<e>\d+) entries, (?P<r>\d+) settled rounds re-settled, linked meters "
       r"conserved; chain heads: (?P<h>.*)",
       "проверка журнала: ПРОЙДЕНА: столов {t}, записей {e}, пересчитано рассчитанных раундов {r}, связанные счётчики "
       "сходятся; вершины цепочек: {h}"),
)
"""Every line shape ``audit verify`` writes."""

_COMPILED = [(re.compile(s.english, re.S), s) for s in SHAPES]
_TABLE = re.compile(r"table (?P<t>[^:]+?): (?P<rest>.+)", re.S)

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
}
"""The settlement's, the round's, the tables' and the settings' field names as a Russian line names them."""

_MONEY_FIELDS = MONEY_FIELDS

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


def _is_money_field(f: str) -> bool:
    return f.split(".")[0] in _MONEY_FIELDS


def _literal(v: str) -> object:
    try:
        return ast.literal_eval(v)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return v


def _value(v: str, lang: str, money: Money | None, *, amount: bool = False) -> str:
    """A value as a line shows it: the log's words in ``lang``, an amount through ``money``."""
    data = _literal(v) if v else v
    return _shown(data, v, lang, money, amount=amount)


def _shown(data: object, raw: str, lang: str, money: Money | None, *, amount: bool) -> str:
    if amount and money is not None:
        if isinstance(data, int) and not isinstance(data, bool):
            return money(data)
        if isinstance(data, str) and re.fullmatch(r"-?\d+", data):
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
        return " ".join(_shown(x, str(x), lang, money, amount=amount) for x in data) or "нет"
    if isinstance(data, dict):
        if set(data) <= {"category", "cards"}:
            cat = _shown(data.get("category"), str(data.get("category")), lang, money, amount=False)
            cards = " ".join(str(c) for c in data.get("cards") or ())
            return f"{cat} ({cards})" if cards else cat
        return "; ".join(f"{_field(str(k))}: {_shown(x, repr(x), lang, money, amount=amount)}" for k, x in data.items())
    return raw


def _exception(v: str) -> str:
    """``KeyError: 'box'`` (the type and message of what failed to read) in Russian."""
    name, _, message = v.partition(": ")
    word = _EXCEPTIONS_RU.get(name, "ошибка чтения")
    if name == "KeyError" and message:
        return f"{word} «{_field(message.strip(chr(39)))}»"
    return word


_FORMS_RU = [
    (re.compile(r"must be an object, not (?P<v>.*)", re.S), "должно быть объектом, а не {v}"),
    (re.compile(r"must be a whole number, not (?P<v>.*)", re.S), "должно быть целым числом, а не {v}"),
    (re.compile(r"must be true or false, not (?P<v>.*)", re.S), "должно быть «да» или «нет», а не {v}"),
    (re.compile(r"must be a list of cards, not (?P<v>.*)", re.S), "должно быть списком карт, а не {v}"),
    (re.compile(r"(?P<v>.*) is not a hand category", re.S), "{v} — не комбинация"),
    (re.compile(r"a hand is five cards, not (?P<v>\d+)"), "в комбинации пять карт, а не {v}"),
    (re.compile(r"(?P<v>[2-9TJQKA][shdc](?: [2-9TJQKA][shdc])*) are not an? (?P<c>[a-z_]+) in that order"),
     "{v} — не {c} в этом порядке"),
]
"""What :class:`rules.poker.settle.SettlementFormatError` says of a stored settlement, in Russian."""


def _form(v: str) -> str:
    """``box 3: net: must be a whole number, not "x"``: a stored settlement that cannot be read."""
    parts = v.split(": ")
    for i in range(len(parts)):
        rest = ": ".join(parts[i:])
        for pattern, template in _FORMS_RU:
            m = pattern.fullmatch(rest)
            if m is None:
                continue
            groups = m.groupdict()
            if "c" in groups:
                groups["c"] = _category_ru(groups["c"]) or groups["c"]
            head = [re.sub(r"^box (\d+)$", r"бокс \1", p) if p.startswith("box ") else _field(p) for p in parts[:i]]
            return ": ".join([*head, template.format(**groups)])
    return v


def _engine(line: object, v: str, lang: str, money: Money | None, *, replay: bool) -> str:
    """The engine's refusal quoted by a line: its typed problems (:class:`dealer_app.audit.verify.Finding`)
    in ``lang``; on a screen (``money`` given) amounts in the round's currency, on the command
    line the log's minor units (as ``settle --lang ru`` keeps them)."""
    problems = getattr(line, "engine", ())
    if problems:
        from dealer_app.wording.problems import problem_text

        currency = str(getattr(line, "currency", "EUR")) if money is not None else ""  # "": minor units
        return "; ".join(problem_text(p, lang, currency=currency) for p in problems)
    if lang != "ru" or not replay:
        return v
    key = re.fullmatch(r"'([a-z_]+)'", v)
    return f"нет поля «{_field(key.group(1))}»" if key else "запись шага не читается"


def _who(v: str) -> str:
    if v == "nobody":
        return "никто"
    m = re.fullmatch(r"user (\S+)", v)
    return f"пользователь {m.group(1)}" if m else v


def _held(v: str, lang: str, money: Money | None) -> str:
    """``box 3: payout 1000000, box 1: jackpot share 0`` (what a settlement needed approved)."""
    def one(m: re.Match[str]) -> str:
        amount = money(int(m.group("a"))) if money is not None else m.group("a")
        if lang != "ru":
            return f"box {m.group('b')}: {m.group('what')} {amount}"
        what = "доля джекпота" if m.group("what") == "jackpot share" else "выплата"
        return f"бокс {m.group('b')}: {what} {amount}"

    return re.sub(r"box (?P<b>\d+): (?P<what>payout|jackpot share) (?P<a>-?\d+)", one, v)


def _parts(line: object, shape: Shape, groups: Mapping[str, str | None], lang: str, money: Money | None
           ) -> dict[str, str]:
    """Each group of a matched line as ``lang`` shows it (amounts through ``money``)."""
    g = {k: (v or "") for k, v in groups.items()}
    field = g.get("f", "")
    out: dict[str, str] = {}
    for k, v in g.items():
        if k == "held":
            out[k] = _held(v, lang, money)
        elif k in ("engine", "replay"):
            out[k] = _engine(line, v, lang, money, replay=k == "replay")
        elif k in _VALUES and not v.startswith("entry "):
            amount = k in shape.amounts or (k in ("a", "b") and bool(field) and _is_money_field(field))
            out[k] = _value(v, lang, money, amount=amount) if v else v
        elif lang != "ru":
            out[k] = v
        elif k in _VALUES or k == "before":  # an entry, named after the word for it in the template
            out[k] = where_text(v, lang).removeprefix("запись ")
        elif k == "where":
            out[k] = where_text(v, lang)
        elif k in _WORDING:
            out[k] = _WORDING[k](v)
        elif k in ("n", "m") and v == "None":
            out[k] = "нет"
        elif k == "na":
            out[k] = f", якорей подтверждено: {v}" if v else ""
        elif k == "ro":
            out[k] = " (только чтение: ничего не записано)" if v else ""
        else:
            out[k] = v
    return out


_VALUES = frozenset({"a", "b", "c", "d", "e", "g", "k", "net"})
"""Groups that hold a value (an amount, a word of the log, or an entry)."""

_WORDING: dict[str, Callable[[str], str]] = {
    "f": _field,
    "kind": lambda v: _DECISIONS_RU.get(v, v),
    "act": lambda v: _COUNT_ACTS_RU.get(v, v),
    "what": lambda v: _VOIDED_RU.get(v, v),
    "role": lambda v: _ROLES_RU.get(v, v),
    "perm": lambda v: _PERMISSIONS_RU.get(v.replace(" ", "_"), v),
    "state": lambda v: _SLIP_STATES_RU.get(v, v),
    "who": _who,
    "exc": _exception,
    "form": _form,
}
"""How a Russian line words each other group."""


def where_text(where: str, lang: str) -> str:
    """``round 12 box 3``, ``entry 40 (step, round 7)`` in ``lang``."""
    if lang != "ru":
        return where
    out = where
    for pattern, template in _WHERE:
        out = pattern.sub(_filled(template), out)
    return out


def _filled(template: str) -> Callable[[re.Match[str]], str]:
    def fill(m: re.Match[str]) -> str:
        groups = m.groupdict()
        if "kind" in groups:
            groups["kind"] = _KINDS_RU.get(groups["kind"], groups["kind"])
        return template.format(**groups)

    return fill


def _match(line: str) -> tuple[Shape, re.Match[str]] | None:
    for pattern, shape in _COMPILED:
        m = pattern.fullmatch(line)
        if m is not None:
            return shape, m
    return None


def audit_line(line: str, lang: str, *, money: Money | None = None) -> str:
    """One line of ``audit verify`` in ``lang`` (``en``: as it is, amounts through ``money``
    when given). An information line may come without its ``info:`` head (as the
    console lists it); a floor's line with its ``table NAME:`` head."""
    return _worded(str(line), line, lang, money)


def _worded(line: str, typed: object, lang: str, money: Money | None) -> str:
    """``line`` in ``lang``; ``typed`` is the line as verification wrote it (a
    :class:`dealer_app.audit_findings.Finding` carries its code and parameters)."""
    if lang != "ru" and money is None:
        return line
    if isinstance(typed, Finding):
        inner = typed.params.get("line") if typed.code is Code.TABLE else None
        if isinstance(inner, str) and not isinstance(inner, Finding) and audit_line(inner, lang, money=money) == inner:
            return line  # a table's line the audit does not word (the server's own): left as it is, head and all
        return _rendered(typed.code, typed.params, lang, money, typed)
    found = _match(line)
    if found is None and not line.startswith("info: "):
        worded = _worded("info: " + line, typed, lang, money)
        head = "инфо: " if lang == "ru" else "info: "
        if worded.startswith(head) and worded != "info: " + line:
            return worded.removeprefix(head)
    if found is None:
        table = _TABLE.fullmatch(line)
        if table is not None:
            rest = _worded(table.group("rest"), typed, lang, money)
            if rest != table.group("rest") or _match(table.group("rest")) is not None:
                return f"стол {table.group('t')}: {rest}" if lang == "ru" else f"table {table.group('t')}: {rest}"
        return line
    shape, m = found
    parts = _parts(typed, shape, m.groupdict(), lang, money)
    if lang == "ru":
        return shape.russian.format(**parts)
    # English: the line as it is, each group that changed (an amount) replaced in place
    out, at = [], 0
    spans = sorted((m.span(k), k) for k in m.groupdict() if m.group(k) is not None and parts[k] != m.group(k))
    for (start, end), k in spans:
        if start < at:
            continue
        out += [line[at:start], parts[k]]
        at = end
    out.append(line[at:])
    return "".join(out)


# -- typed findings: rendered from the catalogues, never read back from their English --------------------------


def english(code: Code, params: Mapping[str, Any]) -> str:
    """The English line (the contract's) of finding ``code`` with ``params``."""
    return _rendered(code, params, "en", None, None)


def _rendered(code: Code, params: Mapping[str, Any], lang: str, money: Money | None, line: object) -> str:
    from dealer_app.wording.catalogue_en import AUDIT as EN
    from dealer_app.wording.catalogue_ru import AUDIT as RU

    template = (RU if lang == "ru" else EN)[code.value]
    shown = {k: _param(k, v, lang, money, line) for k, v in params.items()}
    text = template.format(**shown)
    if code in _INFO and not getattr(line, "bare", False):
        return ("инфо: " if lang == "ru" else "info: ") + text
    return text


_INFO = frozenset(c for c in Code if c.value.startswith("info_"))


def _entry_text(e: Entry, lang: str) -> str:
    if lang != "ru":
        if e.round_id is not None:
            return f"entry {e.seq} ({e.kind}, round {e.round_id})"
        if e.shift_id is not None:
            return f"entry {e.seq} ({e.kind}, shift {e.shift_id})"
        return f"entry {e.seq} ({e.kind})"
    kind = _KINDS_RU.get(e.kind, e.kind)
    if e.round_id is not None:
        return f"запись {e.seq} ({kind}, раунд {e.round_id})"
    if e.shift_id is not None:
        return f"запись {e.seq} ({kind}, смена {e.shift_id})"
    return f"запись {e.seq} ({kind})"


def _where_text(w: Where, lang: str) -> str:
    ru = lang == "ru"
    head = ""
    if w.round_id is not None:
        head = f"раунд {w.round_id}" if ru else f"round {w.round_id}"
        if w.box is not None:
            head += f", бокс {w.box}" if ru else f" box {w.box}"
        elif w.dealer:
            head += ", дилер" if ru else " dealer"
    elif w.shift_id is not None:
        head = f"смена {w.shift_id}" if ru else f"shift {w.shift_id}"
    if w.entry is not None:
        entry = _entry_text(w.entry, lang)
        head = f"{head}: {entry}" if head else entry
    if w.late:
        head += " (внесён позже)" if ru else " (a late entry)"
    return head


def _param(name: str, value: Any, lang: str, money: Money | None, line: object) -> str:
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
    if name == "held":
        return ", ".join(_held_one(h, lang, money) for h in value)
    if name == "line":  # a floor's table's own line
        return audit_line(value, lang, money=money)
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


def _held_one(h: Held, lang: str, money: Money | None) -> str:
    amount = money(h.amount) if money is not None else str(h.amount)
    if lang != "ru":
        return f"box {h.box}: {'jackpot share' if h.jackpot else 'payout'} {amount}"
    return f"бокс {h.box}: {'доля джекпота' if h.jackpot else 'выплата'} {amount}"


def _quoted(name: str, value: Any, lang: str, money: Money | None, line: object) -> str:
    """What the engine said of a stored round or of its recorded steps: its typed problems in
    ``lang`` (amounts: minor units on the command line, money on a screen); a step that cannot
    be read at all (``value`` an :class:`Exc`) is named by what it lacks."""
    text = value.text if isinstance(value, Exc) else str(value)
    if getattr(line, "engine", ()):
        return _engine(line, text, lang, money, replay=name == "replay")
    if lang != "ru" or name != "replay":
        return text
    key = value.key if isinstance(value, Exc) else None
    if key and key.isascii() and all(c == "_" or c.islower() for c in key):
        return f"нет поля «{_field(key)}»"
    return "запись шага не читается"


def without_info(line: str) -> str:
    """An information line without its ``info: `` head (a screen lists them under their own
    heading); a typed finding stays typed."""
    if isinstance(line, Finding):
        return line.without_info()
    return line.removeprefix("info: ")
