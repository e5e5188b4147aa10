"""The Russian catalogue: every typed refusal's template, keyed by its code
(:mod:`dealer_app.refusal`), with the same parameters as the English one
(``tests/test_refusal_catalogue.py`` holds them to it), and the operating system's reasons."""

from __future__ import annotations

from dealer_app.refusal import N_

__all__ = ["CATALOGUE", "REASONS"]

CATALOGUE: dict[str, str] = {
    # dealer_app.store.refusals: the database file
    "CannotRead": N_("не удалось прочитать {path}: {reason}"),
    "DatabaseEmpty": N_("{path} пуст (0 байт): это не рабочая база данных; он не изменён"),
    "NotSqlite": N_("{path} — не база данных Dealer Assistant (не файл SQLite); он не изменён"),
    "TruncatedHeader": N_("{path} обрезан ({size} {size:байт|байта|байт}): его заголовок неполон; он не изменён"),
    "ForeignApplication": N_("{path} — файл SQLite другого приложения (application_id {id}), а не база данных "
                             "Dealer Assistant; он не изменён"),
    "TruncatedPages": N_("{path} обрезан: {size} {size:байт|байта|байт}, а по заголовку — {full}; он не изменён"),
    "FileMissing": N_("{path} не существует"),
    "NewerSchema": N_("{path} записан более новой версией Dealer Assistant (схема {v}, эта версия знает {k}); он не "
                      "изменён"),
    "WalRefused": N_("{path}: не удалось включить режим WAL (получен {mode})"),
    "CannotCreateFolder": N_("не удалось создать папку {path}: {reason}"),
    "CannotCreate": N_("не удалось создать {path}: {reason}"),
    "NotOurs": N_("{path} — не база данных Dealer Assistant; он не изменён"),
    "NeedsUpgrade": N_("{path}: нужно обновить схему; откройте его один раз для записи"),
    "IdentityMissing": N_("{path}: запись идентификатора базы данных ({needed}) отсутствует"),
    "IdentityAltered": N_("{path}: запись идентификатора базы данных изменена (её проверка не сходится с ключом "
                          "{key})"),
    "Damaged": N_("{path} повреждён ({text}); он не изменён"),
    "QuickCheckFailed": N_("{path} повреждён (quick_check: {text}); он не изменён"),
    "BackupUnwritable": N_("не удалось записать резервную копию {path}: {reason}"),
    "AlreadyExists": N_("{path} уже существует; он не перезаписан"),
    "KeyFileWrongForDatabase": N_("файл ключа {path} — не ключ аудита этой базы данных (в нём ключ {kheld}, а базе "
                                  "нужен {kneed})"),
    # dealer_app.store.refusals: the audit keys
    "KeyFileNotOursWhy": N_("{path} — не файл ключа аудита Dealer Assistant ({why})"),
    "KeyFileMissing": N_("файла ключа аудита {path} нет"),
    "KeyFileNotOurs": N_("{path} — не файл ключа аудита Dealer Assistant"),
    "CannotReadKeyFile": N_("не удалось прочитать файл ключа аудита {path}: {reason}"),
    "KeyFileBadSecret": N_("{path} — не файл ключа аудита Dealer Assistant (испорченный секрет)"),
    "KeyFileShort": N_("в {path} слишком короткий секрет для ключа аудита"),
    "KeyFileDiffers": N_("в {path} уже другой ключ аудита; он не перезаписан"),
    "KeyMissingFor": N_("ключа аудита {key} этой базы данных нет (ожидался {path}); восстановите его из копии "
                        "ключа, сделанной вместе с резервной копией"),
    "KeyFileWrongKey": N_("файл ключа аудита {path} — не ключ этой базы данных (в нём ключ {kheld}, а базе нужен "
                          "{kneed})"),
    # dealer_app.store.refusals: SQLite's and the floor server's failures
    "Recording": N_("запись в журнал: {kinds}"),
    "DiskFull": N_("диск заполнен: {doing} ({where}); освободите место и повторите"),
    "IoFailed": N_("ошибка ввода-вывода: {doing} ({where}): {text}; проверьте диск и повторите"),
    "Locked": N_("база данных заблокирована другой программой: {doing} ({where}); повторите"),
    "CannotOpenOrWrite": N_("не удалось открыть или записать {where}: {doing}: {text}"),
    "OutOfMemory": N_("не хватает памяти: {doing} ({where})"),
    "NotSqliteFile": N_("{where} — не база данных Dealer Assistant (не файл SQLite)"),
    "StorageFailed": N_("ошибка хранилища: {doing} ({where}): {text}"),
    "Internal": N_("внутренняя ошибка: {doing} ({where}): {text}"),
    "FloorTlsRefused": N_("сервер зала {where} отказал в защищённом соединении: {doing}: {text} (проверьте файл центра сертификации зала и сертификат рабочего места: docs/OPERATIONS.md)"),
    "FloorUnreachable": N_("сервер зала недоступен: {doing} ({where}); ничего не сохранено: проверьте сеть рабочего места и повторите или обратитесь в ИТ-службу"),
    "FloorDiskFull": N_("диск сервера зала заполнен: {doing} ({where}); освободите место и повторите"),
    "FloorRefused": N_("сервер зала отказал: {doing} ({where}): {text}"),
    "MeterBelowZero": N_("общий счётчик джекпота ушёл бы ниже 0: {doing} ({where})"),
    # dealer_app.store.refusals.Doing: what the store was doing
    "Doing.BACKING_THE_FLOOR_UP": N_("резервное копирование зала"),
    "Doing.CHECKING_THE_DATABASE": N_("проверка базы данных"),
    "Doing.CHECKING_THE_METERS": N_("проверка счётчиков"),
    "Doing.CHECKING_THE_SERVERS_CHAIN": N_("проверка цепочки сервера"),
    "Doing.CHECKPOINTING_THE_JOURNAL": N_("сброс журнала в базу"),
    "Doing.CONNECTING_TO_THE_FLOOR": N_("подключение к залу"),
    "Doing.CREATING_THE_DATABASE": N_("создание базы данных"),
    "Doing.CREATING_THE_FLOORS_SCHEMA": N_("создание схемы зала"),
    "Doing.HOLDING_THE_TABLE": N_("занятие стола"),
    "Doing.LINKING_THE_METER": N_("подключение общего счётчика"),
    "Doing.LISTENING_TO_THE_FLOOR": N_("ожидание уведомлений зала"),
    "Doing.LISTING_THE_TABLES": N_("чтение списка столов"),
    "Doing.LOOKING_UP_AN_ANCHOR": N_("поиск якоря"),
    "Doing.MAKING_THE_STATIONS_LOGIN": N_("создание логина рабочего места"),
    "Doing.OPENING_THE_DATABASE": N_("открытие базы данных"),
    "Doing.OPENING_THE_FLOOR": N_("подключение к залу"),
    "Doing.QUEUEING_THE_JACKPOT_HIT": N_("постановка выигрыша джекпота в очередь"),
    "Doing.READING": N_("чтение"),
    "Doing.READING_A_ROUND": N_("чтение раунда"),
    "Doing.READING_A_TABLE_GROUP": N_("чтение группы столов"),
    "Doing.READING_THE_CHAIN_HEAD": N_("чтение вершины цепочки"),
    "Doing.READING_THE_FILES_IDENTITY": N_("чтение идентификатора файла"),
    "Doing.READING_THE_FLOORS_STATUS": N_("чтение состояния зала"),
    "Doing.READING_THE_FLOORS_USERS": N_("чтение пользователей зала"),
    "Doing.READING_THE_IDENTITY": N_("чтение идентификатора"),
    "Doing.READING_THE_JACKPOT_HITS": N_("чтение выигрышей джекпота"),
    "Doing.READING_THE_LINKED_METERS": N_("чтение общих счётчиков"),
    "Doing.READING_THE_LOG": N_("чтение журнала"),
    "Doing.READING_THE_METERS_HISTORY": N_("чтение истории счётчика"),
    "Doing.READING_THE_SCHEMA_VERSION": N_("чтение версии схемы"),
    "Doing.READING_THE_TABLE_GROUPS": N_("чтение групп столов"),
    "Doing.READING_THE_WITNESSED_ENTRIES": N_("чтение заверенных записей"),
    "Doing.READING_THE_WITNESS_CHAIN": N_("чтение цепочки заверений"),
    "Doing.READING_WHO_HOLDS_THE_TABLE": N_("чтение того, кто держит стол"),
    "Doing.RECORDING_THE_FILE_CHECK": N_("запись проверки файла"),
    "Doing.RECORDING_THE_VERIFICATION": N_("запись проверки"),
    "Doing.RECORDING_THE_VERIFIED_POINT": N_("запись проверенной точки"),
    "Doing.RELEASING_THE_TABLE": N_("освобождение стола"),
    "Doing.RESTORING_THE_FLOOR": N_("восстановление зала"),
    "Doing.REVOKING_THE_STATIONS_LOGIN": N_("отзыв логина рабочего места"),
    "Doing.SETTING_THE_TABLE_GROUP": N_("назначение группы столов"),
    "Doing.UPGRADING_THE_SCHEMA": N_("обновление схемы"),
    "Doing.WRITING_THE_BACKUP": N_("запись резервной копии"),
    "Doing.WRITING_THE_COPY": N_("запись копии"),
}

REASONS: dict[str, str] = {
    "No such file or directory": "нет такого файла или папки",
    "Permission denied": "доступ запрещён",
    "Is a directory": "это папка",
    "Not a directory": "не папка",
    "File name too long": "слишком длинное имя файла",
    "No space left on device": "на диске нет места",
    "Read-only file system": "файловая система только для чтения",
    "Input/output error": "ошибка ввода-вывода",
    "File exists": "файл уже существует",
    "Too many open files": "открыто слишком много файлов",
    "Operation not permitted": "операция не разрешена",
    "Disk quota exceeded": "превышена дисковая квота",
    "Too many levels of symbolic links": "слишком много уровней символических ссылок",
    "No such device or address": "нет такого устройства или адреса",
    "Resource temporarily unavailable": "ресурс временно недоступен",
}
"""The operating system's reasons (``strerror``), as Python gives them in English."""
