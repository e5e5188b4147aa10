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
