"""``dealer-app audit verify`` in the reader's language.

Verification names what it finds in one English line each (the round, box, entry
or shift, then what differs). :func:`audit_line` words a line in ``lang``: every
line shape verification writes has its Russian here (entry kinds and the common
fields in words), with the numbers (minor units, as the log holds them) and anything
a person wrote left as they are.
A line of a shape not listed stays in English rather than being guessed at.

>>> audit_line("round 12 box 3: net: stored -500, computed 500", "ru")
'раунд 12, бокс 3: итог бокса: записано -500, пересчитано 500'
>>> audit_line("info: round 4 voided (settled round) by pat at 2026-03-14 19:05:00 UTC: Deck short", "ru")
'инфо: раунд 4 аннулирован (рассчитанный раунд), кто: pat, когда: 2026-03-14 19:05:00 UTC: Deck short'
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["audit_line", "where_text"]

_WHERE = [
    (re.compile(r"entry (?P<seq>\d+) \((?P<kind>[a-z_]+), round (?P<r>\d+)\)"), "запись {seq} ({kind}, раунд {r})"),
    (re.compile(r"entry (?P<seq>\d+) \((?P<kind>[a-z_]+), shift (?P<s>\d+)\)"), "запись {seq} ({kind}, смена {s})"),
    (re.compile(r"entry (?P<seq>\d+) \((?P<kind>[a-z_]+)\)"), "запись {seq} ({kind})"),
    (re.compile(r"round (?P<r>\d+) box (?P<b>\d+)"), "раунд {r}, бокс {b}"),
    (re.compile(r"round (?P<r>\d+) dealer"), "раунд {r}, дилер"),
    (re.compile(r"round (?P<r>\d+)"), "раунд {r}"),
    (re.compile(r"shift (?P<s>\d+)"), "смена {s}"),
]

_W = r"(?P<where>(?:entry \d+ \([^)]*\)|round \d+(?: box \d+| dealer)?|shift \d+)(?:: entry \d+ \([^)]*\))?)"

_LINES: list[tuple[str, str]] = [
    # settlements re-computed
    (_W + r": (?P<f>[a-z_.]+): stored (?P<a>.*), computed (?P<b>.*)", "{where}: {f}: записано {a}, пересчитано {b}"),
    (_W + r": stored but not in the recomputed settlement", "{where}: записан, но отсутствует в пересчитанном расчёте"),
    (_W + r": missing from the stored settlement", "{where}: отсутствует в записанном расчёте"),
    (_W + r": its settlement entry lacks its round or settlement", "{where}: в записи расчёта нет раунда или расчёта"),
    (_W + r": house-rules version (?P<v>\S+) is not in the log", "{where}: версии правил заведения {v} нет в журнале"),
    (_W + r": house: the stored round's rules differ from version (?P<v>\S+)",
     "{where}: house: правила записанного раунда отличаются от версии {v}"),
    (_W + r": jackpot: stored round says (?P<a>\S+), the round started with (?P<b>\S+)",
     "{where}: jackpot: в записанном раунде {a}, раунд начался с {b}"),
    (_W + r": the engine refuses the stored round: (?P<why>.*)", "{where}: движок отклоняет записанный раунд: {why}"),
    (_W + r": jackpot meter: recorded shares (?P<a>\S+), contribution (?P<b>\S+), movement (?P<c>\S+); the settlement "
     r"gives (?P<d>\S+), (?P<e>\S+), (?P<f>\S+)",
     "{where}: счётчик джекпота: записаны доли {a}, отчисление {b}, движение {c}; по расчёту {d}, {e}, {f}"),
    (_W + r": jackpot meter: the stored settlement's shares differ from the engine's",
     "{where}: счётчик джекпота: доли в записанном расчёте отличаются от расчёта движка"),
    (_W + r": its recorded steps do not replay: (?P<why>.*)", "{where}: записанные шаги не воспроизводятся: {why}"),
    (_W + r": its recorded steps do not make a complete round", "{where}: записанные шаги не дают завершённого раунда"),
    (_W + r": settled after (?P<a>\S+) steps, the log holds (?P<b>\d+)",
     "{where}: рассчитан после {a} шагов, в журнале {b}"),
    (_W + r": (?P<k>[a-z_]+): the stored round differs from its recorded steps",
     "{where}: {k}: записанный раунд отличается от записанных шагов"),
    (_W + r": meter reversal (?P<a>\S+), the voided settlement moved the meter by (?P<b>\S+)",
     "{where}: возврат счётчика {a}, аннулированный расчёт сдвинул счётчик на {b}"),
    # the chain
    (r"entry (?P<m>\d+) missing: the chain breaks before entry (?P<n>\d+) \((?P<d>[^)]*)\)",
     "запись {m} отсутствует: цепочка рвётся перед записью {n} ({d})"),
    (r"entries (?P<m>\d+\.\.\d+) missing: the chain breaks before entry (?P<n>\d+) \((?P<d>[^)]*)\)",
     "записи {m} отсутствуют: цепочка рвётся перед записью {n} ({d})"),
    (_W + r" out of order after entry (?P<n>\d+)", "{where}: не по порядку после записи {n}"),
    (_W + r": does not match the chain \(altered, removed or moved\)",
     "{where}: не совпадает с цепочкой (изменена, удалена или перемещена)"),
    (r"entry (?P<n>\d+), verified earlier, is missing from the log", "запись {n}, проверенная ранее, отсутствует в журнале"),
    (r"entry (?P<n>\d+), verified earlier, has changed since", "запись {n}, проверенная ранее, с тех пор изменилась"),
    (_W + r": its payload is not readable \((?P<why>.*)\)", "{where}: содержимое не читается ({why})"),
    (_W + r": the simulator's (?P<who>.*) acted on live shift (?P<s>\d+)",
     "{where}: симулятор ({who}) действовал в живой смене {s}"),
    # signatures and approvals
    (_W + r": no signature recorded", "{where}: подпись не записана"),
    (_W + r": its signature \(entry (?P<n>\d+)\) is not a PIN check of its actor recorded before it",
     "{where}: её подпись (запись {n}) — не проверка ПИН-кода исполнителя, записанная до неё"),
    (_W + r": its co-signature \(entry (?P<n>\d+)\) is not a co-signature", "{where}: вторая подпись (запись {n}) — не вторая подпись"),
    (_W + r": its co-signature \(entry (?P<n>\d+)\) was given to (?P<p>\S+)", "{where}: вторая подпись (запись {n}) дана для {p}"),
    (_W + r": its co-signature \(entry (?P<n>\d+)\) is for shift (?P<s>\S+)", "{where}: вторая подпись (запись {n}) — для смены {s}"),
    (_W + r": its co-signature \(entry (?P<n>\d+)\) is for round (?P<r>\S+)", "{where}: вторая подпись (запись {n}) — для раунда {r}"),
    (_W + r": its co-signature \(entry (?P<n>\d+)\) already signed entry (?P<m>\S+)",
     "{where}: вторая подпись (запись {n}) уже подписала запись {m}"),
    (_W + r": signed by an unknown user", "{where}: подписано неизвестным пользователем"),
    (_W + r": signed by a disabled user", "{where}: подписано отключённым пользователем"),
    (_W + r": (?P<what>.+) by (?P<who>.+), who was not a pit boss \((?P<role>.*)\)",
     "{where}: {what} — {who}, не пит-босс ({role})"),
    (_W + r": (?P<what>.+) by (?P<who>.+), who prepared the round", "{where}: {what} — {who}, который готовил раунд"),
    (_W + r": settled by (?P<a>entry \d+ \([^)]*\)) while refused by (?P<b>entry \d+ \([^)]*\))",
     "{where}: рассчитан записью {a}, хотя отклонён записью {b}"),
    (_W + r": settled by (?P<a>entry \d+ \([^)]*\)) without a pit boss's approval of (?P<held>.*)",
     "{where}: рассчитан записью {a} без одобрения пит-боссом: {held}"),
    (_W + r": (?P<a>entry \d+ \([^)]*\)) names approval (?P<n>\S+), the log holds (?P<m>.*)",
     "{where}: {a} ссылается на одобрение {n}, в журнале {m}"),
    # the tables against the log
    (r"shift (?P<s>\d+) is in the shifts table but was never opened in the log",
     "смена {s} есть в таблице смен, но в журнале не открывалась"),
    (r"shift (?P<s>\d+) was opened in the log but is missing from the shifts table",
     "смена {s} открыта в журнале, но отсутствует в таблице смен"),
    (r"shift (?P<s>\d+): (?P<k>[a-z_]+): stored (?P<a>.*), the log says (?P<b>.*)",
     "смена {s}: {k}: записано {a}, по журналу {b}"),
    (r"round (?P<r>\d+) is in the rounds table but was never started in the log",
     "раунд {r} есть в таблице раундов, но в журнале не начинался"),
    (r"round (?P<r>\d+) was started in the log but is missing from the rounds table",
     "раунд {r} начат в журнале, но отсутствует в таблице раундов"),
    (r"round (?P<r>\d+): (?P<k>[a-z_]+): stored (?P<a>.*), the log says (?P<b>.*)",
     "раунд {r}: {k}: записано {a}, по журналу {b}"),
    (r"house-rules version (?P<v>\S+): the table does not match the log",
     "версия правил заведения {v}: таблица не совпадает с журналом"),
    (r"simulated jackpot meter: stored (?P<a>\S+), the log says (?P<b>\S+)",
     "счётчик джекпота симуляции: записано {a}, по журналу {b}"),
    (r"jackpot meter: stored (?P<a>\S+), the log's shares, contributions and adjustments give (?P<b>\S+)",
     "счётчик джекпота: записано {a}, по долям, отчислениям и корректировкам журнала {b}"),
    (r"setting (?P<k>\S+): stored (?P<a>.*), the log says (?P<b>.*)", "настройка {k}: записано {a}, по журналу {b}"),
    (r"trainee result (?P<t>\S+): the table does not match the log", "результат стажёра {t}: таблица не совпадает с журналом"),
    # information lines
    (r"info: round (?P<r>\d+) voided \((?P<what>[^)]*)\) by (?P<who>.*?) at (?P<when>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC): "
     r"(?P<why>.*)", "инфо: раунд {r} аннулирован ({what}), кто: {who}, когда: {when}: {why}"),
    (r"info: round (?P<r>\d+) box (?P<b>\S+): floor ruling (?P<net>\S+) \(computed (?P<c>\S+)\) by (?P<who>.*?) at "
     r"(?P<when>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC): (?P<why>.*)",
     "инфо: раунд {r}, бокс {b}: решение пит-босса {net} (расчёт {c}), кто: {who}, когда: {when}: {why}"),
    (r"info: shift (?P<s>\d+): slip (?P<n>\S+) voided by user (?P<u>\S+): (?P<why>.*)",
     "инфо: смена {s}: квитанция {n} аннулирована пользователем {u}: {why}"),
    (r"info: shift (?P<s>\d+): drop recounted \((?P<a>\S+)\) by user (?P<u>\S+): (?P<why>.*)",
     "инфо: смена {s}: дроп пересчитан ({a}) пользователем {u}: {why}"),
    (r"info: shift (?P<s>\d+): count variance (?P<v>\S+) explained by user (?P<u>\S+): (?P<why>.*)",
     "инфо: смена {s}: расхождение учёта {v} объяснено пользователем {u}: {why}"),
    # anchors and the verdict
    (r"anchor (?P<h>[0-9a-f]+): the log does not hold this chain head \(rolled back, cut or re-signed\)",
     "якорь {h}: журнал не содержит эту вершину цепочки (откат, обрезка или переподпись)"),
    (r"anchor (?P<h>[0-9a-f]+): held at entry (?P<n>\d+)", "якорь {h}: содержится в записи {n}"),
    (r"anchor (?P<h>[0-9a-f]+): held by table (?P<t>.*) at entry (?P<n>\d+)",
     "якорь {h}: содержится в журнале стола {t}, запись {n}"),
    (r"audit verify: FAILED: (?P<n>\d+) problem\(s\)", "audit verify: НЕ ПРОЙДЕНА: проблем: {n}"),
    (r"audit verify: OK: (?P<e>\d+) entries, (?P<r>\d+) settled rounds re-settled, chain head (?P<h>[0-9a-f]+)"
     r"(?P<a>, \d+ anchor\(s\) held)?(?P<ro> \(read-only: nothing recorded\))?",
     "audit verify: ПРОЙДЕНА: записей {e}, пересчитано рассчитанных раундов {r}, вершина цепочки {h}{a}{ro}"),
    (r"audit verify: OK: (?P<t>\d+) table\(s\), (?P<e>\d+) entries, (?P<r>\d+) settled rounds re-settled, linked meters "
     r"conserved; chain heads: (?P<h>.*)",
     "audit verify: ПРОЙДЕНА: столов {t}, записей {e}, пересчитано рассчитанных раундов {r}, связанные счётчики "
     "сходятся; вершины цепочек: {h}"),
]
_COMPILED = [(re.compile(p, re.S), t) for p, t in _LINES]

_KINDS_RU = {
    "startup": "запуск", "integrity_check": "проверка целостности", "sign_in": "вход", "sign_out": "выход",
    "sign_in_failed": "неудачный вход", "locked_out": "блокировка", "co_signed": "вторая подпись",
    "permission_refused": "нет права", "user_added": "новый пользователь", "user_role_changed": "смена роли",
    "user_disabled": "пользователь отключён", "user_enabled": "пользователь включён", "pin_reset": "новый ПИН-код",
    "user_unlocked": "разблокировка", "settings_changed": "настройки", "house_rules_set": "правила заведения",
    "shift_opened": "открытие смены", "dealer_changed": "смена дилера", "shift_closed": "закрытие смены",
    "round_started": "начало раунда", "step": "шаг", "approved": "одобрение", "refused": "отказ",
    "round_settled": "расчёт раунда", "round_voided": "аннулирование раунда", "floor_ruling": "решение пит-босса",
    "meter_adjusted": "корректировка счётчика", "report_printed": "печать отчёта", "backup": "резервная копия",
    "restore": "восстановление", "audit_verified": "проверка журнала", "trainee_result": "результат стажёра",
    "lease_taken_over": "перехват стола", "pin_attempt": "попытка ПИН-кода",
    "admin_recovery": "восстановление администратора", "chip_set_set": "набор фишек", "tray_counted": "подсчёт лотка",
    "slip_requested": "квитанция", "slip_signed": "подпись квитанции", "slip_received": "приём квитанции",
    "slip_voided": "аннулирование квитанции", "buy_in": "покупка фишек", "drop_counted": "подсчёт дропа",
    "variance_explained": "объяснение расхождения",
}
"""The log's entry kinds as a Russian line names them."""

_FIELDS_RU = {
    "net": "итог бокса", "house_net": "итог заведения", "outcome": "исход", "hand": "рука", "bonus_hand": "бонусная рука",
    "capped": "удержано по пределу выплаты", "bought_game": "покупка игры", "jackpot_share": "доля джекпота",
    "jackpot_after": "джекпот после", "jackpot_before": "джекпот до", "dealer": "дилер", "boxes": "боксы",
    "status": "статус", "number": "номер", "steps": "шаги", "profile": "профиль", "closed": "закрыта",
    "rounds": "раунды", "house_version": "версия правил",
}
"""The settlement's and the tables' field names as a Russian line names them."""


def _field(v: str) -> str:
    head, _, rest = v.partition(".")
    name = _FIELDS_RU.get(head, head.replace("_", " "))
    return f"{name}.{rest}" if rest else name


_PARTS: dict[str, Callable[[str], str]] = {
    "f": _field,
    "k": _field,
    "a": lambda v: re.sub(r", (\d+) anchor\(s\) held", r", якорей подтверждено: \1", v),
    "ro": lambda v: v.replace(" (read-only: nothing recorded)", " (только чтение: ничего не записано)"),
    "what": lambda v: {"settled round": "рассчитанный раунд", "misdeal, unfinished": "ошибка раздачи, не завершён",
                       "round approved": "одобрение раунда", "round refused": "отказ по раунду",
                       "round voided": "аннулирование раунда", "floor ruling": "решение пит-босса"}.get(v, v),
}


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


def audit_line(line: str, lang: str) -> str:
    """One line of ``audit verify`` in ``lang`` (``en``: as it is). An information line
    may come without its ``info:`` head (as the console lists it)."""
    if lang != "ru":
        return line
    if not line.startswith("info: "):
        worded = audit_line("info: " + line, lang)
        if worded.startswith("инфо: "):
            return worded.removeprefix("инфо: ")
    for pattern, template in _COMPILED:
        m = pattern.fullmatch(line)
        if m is None:
            continue
        groups = {k: (v or "") for k, v in m.groupdict().items()}
        for k, fix in _PARTS.items():
            if k in groups:
                groups[k] = fix(groups[k])
        for k in ("where", "d"):
            if k in groups:
                groups[k] = where_text(groups[k], lang)
        return template.format(**groups)
    return line
