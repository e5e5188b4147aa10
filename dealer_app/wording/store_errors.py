"""The store's errors in Russian: every one-line message a :class:`~dealer_app.store.errors.StoreError`
(and the station's own records) can carry to a person, as an English shape with ``{named}``
parts and its Russian template.

Paths, addresses, table and station names, key ids, entry kinds and numbers are left as
they are; ``reason`` (the operating system's reason) is worded from the catalogue's reasons; ``audit`` is a chain-break line, worded as
``audit verify`` words it; ``why`` is another message, worded in turn. The shapes are
matched by :func:`dealer_app.wording.cli_errors.more_error_text`, which
:func:`dealer_app.wording.errors.error_text` asks first.
"""

from __future__ import annotations

__all__ = ["SHAPES"]

# (English shape, Russian template), one per message the store and the station raise as a line
# not typed yet. A typed refusal (dealer_app.store.refusals) is worded by code from the catalogues
# (dealer_app.wording.catalogue_en, catalogue_ru) instead, and has no shape here.
SHAPES: list[tuple[str, str]] = [
    # dealer_app.store.errors.classify_sqlite_error
    # dealer_app.store.checks
    ("{where}: the last verified point of the audit log was altered",
     "{where}: последняя проверенная точка журнала аудита изменена"),
    ("{where}: the audit log does not hold: {audit} (and {n} more); it was not changed",
     "{where}: журнал аудита не сходится: {audit} (и ещё {n}); он не изменён"),
    ("{where}: the audit log does not hold: {audit}; it was not changed",
     "{where}: журнал аудита не сходится: {audit}; он не изменён"),
    ("{where}: the audit log does not hold: {audit}", "{where}: журнал аудита не сходится: {audit}"),
    ("{where}: the signed meter checkpoint was altered; refused",
     "{where}: подписанная контрольная точка счётчиков изменена; отказано"),
    ("{where}: {audit}; refused to deal on it (audit verify names every difference)",
     "{where}: {audit}; игра на ней не ведётся (каждое расхождение называет dealer-app audit verify)"),
    ("table {table}: this station's hold was released meanwhile; nothing was recorded",
     "стол {table}: это рабочее место за это время перестало его держать; ничего не записано"),
    ("table {table} is being dealt at {held}; nothing was recorded",
     "за столом {table} идёт игра: {held}; ничего не записано"),
    ("table {table} is being dealt at {held}", "за столом {table} идёт игра: {held}"),
    ("table {table} is held by {held}, which no longer answers; a pit boss may take it over (--take-over)",
     "стол {table} занят: {held}; это рабочее место больше не отвечает; пит-босс может перехватить стол "
     "(--take-over)"),
    ("shift {s} does not exist; nothing was recorded", "смены {s} нет; ничего не записано"),
    ("the paper round says it was played {n} s after now on the store's clock; nothing was recorded",
     "по бумажному раунду он сыгран на {n} с позже текущего времени по часам хранилища; ничего не записано"),
    ("shift {s} is {state} now (changed meanwhile); nothing was recorded",
     "смена {s} теперь {state} (изменилась за это время); ничего не записано"),
    ("table {table} already has an open shift ({s}); nothing was recorded",
     "у стола {table} уже есть открытая смена ({s}); ничего не записано"),
    ("round {n} of shift {s} is already in progress (started meanwhile); nothing was recorded",
     "раунд {n} смены {s} уже идёт (начат за это время); ничего не записано"),
    ("round {n} does not exist; nothing was recorded", "раунда {n} нет; ничего не записано"),
    ("round {n} of shift {s} is {status} now (this station saw it {was}); nothing was recorded",
     "раунд {n} смены {s} теперь {status} (это рабочее место видело его: {was}); ничего не записано"),
    ("round {n} of shift {s} changed meanwhile: it has {a} entries, this station saw {b} (another station or "
     "process is entering it); nothing was recorded",
     "раунд {n} смены {s} изменился за это время: в нём записей: {a}, это рабочее место видело {b} (его вносит "
     "другое рабочее место или процесс); ничего не записано"),
    ("the signature at entry {seq} was already used (entry {by}); a co-signature signs once: sign again",
     "подпись в записи {seq} уже использована (запись {by}); вторая подпись действует один раз: подпишите снова"),
    ("name: a user named {name} already exists; nothing was recorded",
     "имя: пользователь {name} уже есть; ничего не записано"),
    ("user {n} does not exist; nothing was recorded", "пользователя {n} нет; ничего не записано"),
    ("user {n}: {k} failed attempts recorded meanwhile", "пользователь {n}: за это время записано неудачных попыток: {k}"),
    ("user {n} is locked out", "пользователь {n} заблокирован"),
    ("user {n} has an unknown role {role}", "у пользователя {n} неизвестная роль {role}"),
    # a holder (dealer_app.store.records.Lease.describe), inside the lines above
    ("station {station} ({host}, process {pid}) since {since}", "рабочее место {station} ({host}, процесс {pid}) с {since}"),
    ("station {station} (process {pid}) since {since}", "рабочее место {station} (процесс {pid}) с {since}"),
    # dealer_app.store.keys
    ("entry {n} ({kindname}): its payload is not JSON: the log was edited outside the app; dealer-app audit verify "
     "names what", "запись {n} ({kindname}): её содержимое — не JSON: журнал изменён в обход приложения; "
                   "dealer-app audit verify покажет, что именно"),
    # dealer_app.store.postgres
    # dealer_app.store.postgres
    ("{where} has no table {table} (tables: {tables})", "в {where} нет стола {table} (столы: {tables})"),
    ("{where}: {audit}; it was not changed", "{where}: {audit}; ничего не изменено"),
    ("the linked jackpot meter {group} is locked by the hit at {table}, round {r}: this hit is queued and waits its turn",
     "общий счётчик джекпота {group} занят выигрышем за столом {table}, раунд {r}: этот выигрыш ждёт своей "
     "очереди"),
    ("the linked jackpot meter {group} holds {value}, of which {kept} is approved for the hit at {table}, round {r}: "
     "moving it by {delta} would leave too little to pay it; pay that hit first",
     "на общем счётчике джекпота {group} {value}, из них {kept} утверждено для выигрыша за столом {table}, раунд {r}: "
     "изменение на {delta} оставило бы слишком мало, чтобы его выплатить; сначала выплатите тот выигрыш"),
    ("the approval pays from {base} but the linked jackpot meter {group} holds {value}",
     "утверждение выплачивает из {base}, а на общем счётчике джекпота {group} {value}"),
    ("the linked jackpot meter {group} holds {value}: moving it by {delta} would take it below 0 (another table "
     "paid a share meanwhile); a pit boss adjusts the meter or rules",
     "на общем счётчике джекпота {group} {value}: изменение на {delta} увело бы его ниже 0 (другой стол за это время "
     "выплатил долю); пит-босс корректирует счётчик или принимает решение"),
    ("{where} has no table {table}, and this station's login may not add one: the floor's owner adds tables and "
     "their stations' logins",
     "в {where} нет стола {table}, а логин этого рабочего места не может его добавить: столы и логины их рабочих "
     "мест добавляет владелец зала"),
    ("{where}: the floor refused this login: it is not table {table}'s station (each station writes its own table "
     "only; reading needs no writing)",
     "{where}: зал отказал этому логину: это не рабочее место стола {table} (каждое рабочее место пишет только "
     "свой стол; для чтения запись не нужна)"),
    # dealer_app.floor
    ("--floor: a URL without a password: the station's login reads its password from the passfile the URL names",
     "--floor: адрес без пароля: логин рабочего места берёт пароль из файла паролей, названного в адресе"),
    ("table {table} cannot join the linked meter {group}: it is on {other}",
     "стол {table} не может перейти на общий счётчик {group}: он уже на {other}"),
    ("table {table} cannot join the linked meter {group}: its own meter has already moved",
     "стол {table} не может перейти на общий счётчик {group}: его собственный счётчик уже менялся"),
    # dealer_app.store.sqlite
    ("cannot read {path}: {reason}", "не удалось прочитать {path}: {reason}"),
    # dealer_app.floor, dealer_app.station, dealer_app.station_records
    ("--table NAME: which table of the floor? (tables: {tables})", "--table ИМЯ: какой стол зала? (столы: {tables})"),
    ("no table {name} on the floor (tables: {tables}); nothing was linked",
     "в зале нет стола {name} (столы: {tables}); ничего не подключено"),
    ("table: the table's name must not be empty", "стол: название стола не может быть пустым"),
    ("table: at most {max} characters, not {n}", "стол: не больше {max} символов, а не {n}"),
    ("table: only printable characters", "стол: только печатаемые символы"),
    ("cannot read the station's record {path}: {reason}", "не удалось прочитать запись рабочего места {path}: {reason}"),
    ("the station's record {path} is too large to be ours", "запись рабочего места {path} слишком велика, это не наш файл"),
    ("the station's record {path} is not valid JSON; fix or remove it",
     "запись рабочего места {path} — недопустимый JSON; исправьте или удалите её"),
    ("the station's database {path} (created {created}, id {id}) is missing; restore it from a backup (dealer-app "
     "restore), or start a new, empty store deliberately with {flag}",
     "базы данных рабочего места {path} (создана {created}, идентификатор {id}) нет; восстановите её из резервной копии "
     "(dealer-app restore) или сознательно начните новое, пустое хранилище с {flag}"),
    ("this station last saw entry {seq} (chain head {mac}..., {at}) in {path}, and its log no longer holds it: the "
     "database was rolled back or cut. Restore the right copy (dealer-app restore; an older one needs --allow-older "
     "and a PIN)",
     "последняя запись, которую это рабочее место видело в {path}, — {seq} (вершина цепочки {mac}..., {at}), а в "
     "журнале этой записи больше нет: базу данных откатили или обрезали. Восстановите правильную копию "
     "(dealer-app restore; для более старой нужны --allow-older и ПИН-код)"),
]
