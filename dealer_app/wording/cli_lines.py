"""The commands' own lines in Russian: ``dealer-app --help``, and what ``count``,
``simulate`` and ``export`` print (their errors are typed refusals, worded from the catalogues).

English is the source: a command writes its line's English template and its values,
and :func:`line` gives it in the reader's language (``{name}`` filled in after the
look-up). Money is the house currency's, through the one money formatter; numbers
and names stay as they are.

>>> line("ru", "count: shift {shift}: drop {amount} entered by {who} (entry {seq})", shift=3, amount="500,00 €",
...      who="rita", seq=41)
'пересчёт: смена 3: дроп 500,00 € внесён, кто: rita (запись 41)'
>>> line("en", "slip {n}", n=4)
'slip 4'
"""

from __future__ import annotations

__all__ = ["COMMANDS_RU", "LINES_RU", "USAGE_RU", "line"]

# ``dealer-app --help --lang ru``: the usage's own lines and each command's summary
USAGE_RU = {
    "usage: dealer-app [COMMAND] [ARGS...]": "использование: dealer-app [КОМАНДА] [АРГУМЕНТЫ...]",
    "With no command, opens the desktop app.": "Без команды открывает приложение рабочего места.",
    "commands:": "команды:",
}

COMMANDS_RU = {
    "settle": "рассчитать раунды русского покера (FORMATS.md)",
    "roulette": "рассчитать раздачи русской рулетки (FORMATS.md)",
    "simulate": "сыграть N раундов через слой служб",
    "export": "выгрузить рассчитанные раунды смены в формате JSON Lines",
    "audit": "проверка журнала аудита: журнал и каждый расчёт заново",
    "users": "пользователи: добавить, список, отключить",
    "rounds": "поздний ввод раундов: бумажные раунды времени сбоя, введённые позже",
    "backup": "резервная копия базы данных на ходу (и её ключа)",
    "restore": "проверить резервную копию, затем восстановить её",
    "podium": "подиум пит-босса в зале: все столы и одна очередь утверждений",
    "floor": "столы зала, связанные счётчики, состояние, резервная копия и восстановление (PostgreSQL)",
    "train": "упражнения стажёра без окна",
    "count": "пересчёт стола: набор фишек, дроп, выигрыш стола, холд, расхождение",
    "players": "зарегистрированные игроки: добавить, список, найти, стереть",
    "rating": "визиты игроков за игровой день: показать, выгрузить, рейтинговая карточка",
    "aml": "записи о наличных операциях: журнал MTL, сигналы, подготовка отчётов",
    "report": "отчёт за смену в PDF (или карточка раунда)",
    "screenshot": "снимки основных экранов в PNG",
    "setup": "настройка рабочего места: казино, стол, валюта, администратор",
}

LINES_RU = {
    # count
    "count: shift {shift}: drop {amount} entered by {who} (entry {seq})":
        "пересчёт: смена {shift}: дроп {amount} внесён, кто: {who} (запись {seq})",
    "count: shift {shift}: variance {amount} explained by {who}":
        "пересчёт: смена {shift}: расхождение {amount} объяснено, кто: {who}",
    "count: slip {n} ({kind} {amount}) is {status}": "пересчёт: квитанция {n} ({kind} {amount}): {status}",
    "no chip set configured (shifts open without counts)": "набор фишек не настроен (смены открываются без пересчёта)",
    "shift {shift}: no slips": "смена {shift}: квитанций нет",
    "shift {shift}: no waiting slips": "смена {shift}: ожидающих квитанций нет",
    "slip {n}": "квитанция {n}",
    "fill": "пополнение",
    "credit": "возврат",
    "requested": "запрошена",
    "signed": "подписана",
    "received": "принята",
    "voided": "аннулирована",
    "shift {shift} ({table}): no table count (opened before a chip set)":
        "смена {shift} ({table}): пересчёта стола нет (открыта до настройки набора фишек)",
    "shift {shift} ({table})": "смена {shift} ({table})",
    "opener": "открытие",
    "closer": "закрытие",
    "fills": "пополнения",
    "credits": "возвраты",
    "drop": "дроп",
    "win": "выигрыш стола",
    "hold": "холд",
    "computed": "расчёт",
    "variance": "расхождение",
    "counted": "подсчитан",
    "estimated": "оценка",
    "BEYOND THRESHOLD": "ВЫШЕ ПОРОГА",
    "period {i}: win {win}, computed {computed}, variance {variance}, {n} round(s)":
        "период {i}: выигрыш стола {win}, расчёт {computed}, расхождение {variance}, раундов: {n}",
    # simulate
    "simulate: {rounds} rounds, seed {seed}, database {db}": "симуляция: раундов: {rounds}, зерно {seed}, база {db}",
    "simulate: shift {shift}: {rounds} rounds, {steps} steps in {seconds} s":
        "симуляция: смена {shift}: раундов: {rounds}, шагов: {steps} за {seconds} с",
    "; resumed {resumed}, voided {voided} interrupted round(s)":
        "; прерванных раундов продолжено: {resumed}, аннулировано: {voided}",
    "{label}: {done}/{total}{pct}": "{label}: {done} из {total}{pct}",
    "simulate": "симуляция",
    # audit verify's stages
    "audit verify: chain": "проверка журнала: цепочка",
    "audit verify: rounds": "проверка журнала: раунды",
    "audit verify: tables": "проверка журнала: столы",
    # users
    "users: added {name} as the first administrator (id {id})":
        "пользователи: пользователь {name} добавлен как первый администратор (номер {id})",
    "users: added {name} ({role}, id {id})": "пользователи: пользователь {name} добавлен ({role}, номер {id})",
    "dealer": "дилер",
    "pit_boss": "пит-босс",
    "admin": "администратор",
    "trainee": "стажёр",
    "cage": "касса",
    "count_room": "счётная комната",
    "compliance": "комплаенс",
    "built-in": "встроенный",
    "disabled": "отключён",
    "locked": "заблокирован",
    "users: new PIN set for {name}": "пользователи: новый ПИН-код пользователя {name} задан",
    "users: disabled {name}": "пользователи: пользователь {name} отключён",
    "users: enabled {name}": "пользователи: пользователь {name} включён",
    "users: unlocked {name}": "пользователи: пользователь {name} разблокирован",
    "users: the recovery key above is shown once: store it offline":
        "пользователи: ключ восстановления выше показан один раз: храните его вне компьютера",
    "users: recovery key written to {out}: store it offline, then delete it from this computer":
        "пользователи: ключ восстановления записан в {out}: сохраните его вне компьютера, затем удалите с этого компьютера",
    "users: {name} recovered: unlocked, new PIN set (recorded in the log)":
        "пользователи: доступ пользователя {name} восстановлен: блокировка снята, новый ПИН-код задан (записано в журнал)",
    # backup, restore
    "backup": "резервная копия",
    "backup: {out} ({n} entries, verified)": "резервная копия: {out} (записей: {n}, проверена)",
    "backup: audit key written to {key_out}: store it apart from the backup, it is secret":
        "резервная копия: ключ аудита записан в {key_out}: храните его отдельно от резервной копии, он секретный",
    "backup: the audit key is not in the backup; keep a copy of it apart (--key-out on other media)":
        "резервная копия: ключа аудита в ней нет; храните его копию отдельно (--key-out на другом носителе)",
    "restore: {target} restored from {source} ({n} entries verified)":
        "восстановление: {target} восстановлена из {source} (проверено записей: {n})",
    "restore: the previous database was kept as {aside}": "восстановление: прежняя база данных сохранена как {aside}",
    # rounds enter-late, correct-late
    "round {i} of the file: already entered, as round {n} of shift {shift}; skipped":
        "раунд {i} файла: уже внесён, как раунд {n} смены {shift}; пропущен",
    "dealer-app rounds: all {n} rounds of the file are already entered; nothing to do":
        "dealer-app rounds: все раунды файла ({n}) уже внесены; делать нечего",
    "dealer-app rounds: {entered} of {total} rounds were entered before this one; run the file again to enter the rest":
        "dealer-app rounds: до этого раунда внесено {entered} из {total}; запустите файл ещё раз, чтобы внести остальные",
    "round {number} of shift {shift}: entered late (played {played}), house result {result}, log entry {seq}":
        "раунд {number} смены {shift}: внесён поздно (сыгран {played}), результат казино {result}, запись журнала {seq}",
    "dealer-app rounds: entered {n}; {m} were already entered": "dealer-app rounds: внесено {n}; уже были внесены: {m}",
    "round {number} of shift {shift}: late entry corrected (played {when}), log entry {seq}":
        "раунд {number} смены {shift}: время позднего ввода исправлено (сыгран {when}), запись журнала {seq}",
    # setup
    "setup: casino {casino}, table {table}, currency {currency}":
        "настройка: казино {casino}, стол {table}, валюта {currency}",
    " (new house rules: {versions})": " (новые правила казино: {versions})",
    "; administrator {admin} created": "; администратор {admin} создан",
    # floor
    "floor: this station deals table {table} on {url}": "зал: это рабочее место ведёт стол {table} в {url}",
    "floor: linked meter {meter}: {tables} (start {start}, now {value})":
        "зал: связанный счётчик {meter}: {tables} (начало {start}, сейчас {value})",
    "{table} (entries {seqs})": "{table} (записи {seqs})",
    "none": "никому",
    "floor: table group {group} version {version}: {tables}; given it now: {given}":
        "зал: группа столов {group}, версия {version}: {tables}; выдано сейчас: {given}",
    "floor: table {table} left table group {group} at version {version} (entry {seq}); its chip set and house rules "
    "are its own now":
        "зал: стол {table} вышел из группы столов {group} на версии {version} (запись {seq}); набор фишек и правила "
        "казино теперь его собственные",
    "floor: made the floor's schema {v}, roles and key on {where}": "зал: созданы схема зала {v}, роли и ключ в {where}",
    "floor: migrated {where} from schema {old} to {v}; next, give every station a login of its own (floor add-station)":
        "зал: {where} переведён со схемы {old} на {v}; далее дайте каждому рабочему месту свой вход (floor add-station)",
    "floor: {where} is already at schema {v}; nothing changed": "зал: у {where} уже схема {v}; ничего не изменено",
    "the auditor": "аудитора",
    "the podium": "подиума",
    "table {table}": "стола {table}",
    "floor: made login {login} for {what}; its password is in {passfile} (0600). The station connects with":
        "зал: создан вход {login} для {what}; его пароль — в {passfile} (0600). Рабочее место подключается так",
    "floor: renewed login {login} for {what}; its password is in {passfile} (0600). The station connects with":
        "зал: обновлён вход {login} для {what}; его пароль — в {passfile} (0600). Рабочее место подключается так",
    "floor: login {login} ({what}) can no longer connect; its records stay":
        "зал: вход {login} (для {what}) больше не может подключиться; его записи остаются",
    "floor backup: {out}: {tables} table(s), {entries} entries, {meters} linked meter(s), {users} user(s); verified on "
    "a scratch restore ({rounds} settled rounds re-settled) in {seconds} s; key {key} not in the backup: keep it apart":
        "резервная копия зала: {out}: столов: {tables}, записей: {entries}, связанных счётчиков: {meters}, "
        "пользователей: {users}; проверена восстановлением во временную базу (пересчитано рассчитанных раундов: "
        "{rounds}) за {seconds} с; ключа {key} в резервной копии нет: храните его отдельно",
    "floor restore: {db}: {tables} table(s), {entries} entries from {source} (taken {taken}); verified ({rounds} "
    "settled rounds re-settled) in {seconds} s":
        "восстановление зала: {db}: столов: {tables}, записей: {entries} из {source} (снята {taken}); проверена "
        "(пересчитано рассчитанных раундов: {rounds}) за {seconds} с",
    # floor status (text)
    "floor {server}: healthy": "зал {server}: всё в порядке",
    "floor {server}: {n} thing(s) to look at": "зал {server}: на что посмотреть: {n}",
    "no station seen yet": "рабочее место ещё не появлялось",
    "station {station} ({host}) {state}, last seen {seen} ({ago} s ago)":
        "рабочее место {station} ({host}) {state}, последний раз {seen} ({ago} с назад)",
    "online": "в сети",
    "offline": "не в сети",
    "stopped": "остановлено",
    "shift {shift} open (dealer {dealer}, since {since})": "смена {shift} открыта (дилер {dealer}, с {since})",
    "no open shift": "открытой смены нет",
    "last round {n} {status}": "последний раунд {n}: {status}",
    "no round yet": "раундов ещё нет",
    "; {n} stale lease(s)": "; устаревших захватов стола: {n}",
    "table {table}: {seen}; {shift}; {last}; last activity {activity}":
        "стол {table}: {seen}; {shift}; {last}; последнее действие {activity}",
    "linked meter {meter} ({tables}): {value} (start {start}), variance {variance}":
        "связанный счётчик {meter} ({tables}): {value} (начало {start}), расхождение {variance}",
    " VARIANCE": " РАСХОЖДЕНИЕ",
    "last verification: never recorded": "последняя проверка: не записана ни разу",
    "last verification: {at} {verdict} ({tables} table(s), {entries} entries, {problems} problem(s), on {host})":
        "последняя проверка: {at} {verdict} (столов: {tables}, записей: {entries}, проблем: {problems}, на {host})",
    "OK": "ПРОЙДЕНА",
    "FAILED": "НЕ ПРОЙДЕНА",
    "look at: {what}": "посмотрите: {what}",
    "table {table}: station {station} ({host}, pid {pid}) offline, last seen {seen} ({ago} s ago)":
        "стол {table}: рабочее место {station} ({host}, pid {pid}) не на связи, последний раз на связи {seen} "
        "({ago} с назад)",
    "table {table}: stale lease held by {station} ({host}, pid {pid}) since {since}, last renewed {seen}: the station "
    "resumes it, or a pit boss takes the table over":
        "стол {table}: устаревшая аренда у {station} ({host}, pid {pid}) с {since}, последнее продление {seen}: "
        "рабочее место возобновит её, или пит-босс перехватит стол",
    "linked meter {meter}: holds {value}, its start and its tables' movements give {expected} (variance {variance}): "
    "run audit verify":
        "общий счётчик джекпота {meter}: на нём {value}, а его начало и движения по столам дают {expected} "
        "(расхождение {variance}): запустите audit verify",
    ", first: {problem}": ", первая: {problem}",
    "verification of {at} FAILED: {n} problem(s){first}: run audit verify":
        "проверка {at} НЕ ПРОЙДЕНА: проблем: {n}{first}: запустите audit verify",
    "no verification since {at}: is the scheduled verification running? (dealer-verify.timer)":
        "нет проверки с {at}: работает ли проверка по расписанию? (dealer-verify.timer)",
    # export
    "export: shift {shift}: {n} settled round(s) to {out}": "выгрузка: смена {shift}: рассчитанных раундов: {n} в {out}",
}


def line(lang: str, english: str, **kw: object) -> str:
    """``english`` in ``lang`` (``en``: as it is), with ``{name}`` filled in."""
    text = LINES_RU.get(english, english) if lang == "ru" else english
    return text.format(**kw) if kw else text
