"""The ``--help`` of the argparse commands that take ``--lang``, in Russian.

``dealer-app audit verify --help --lang ru``, ``dealer-app report --help --lang ru``,
``dealer-app podium --help --lang ru`` and the desktop app's ``dealer-app --lang ru --help``
print their whole help in Russian: argparse's own words (the usage prefix, the section
titles, ``-h``'s help) and each command's description, option help and placeholders.
The command-line parser (:class:`dealer_app.cli.scaffold.Parser`) asks this module,
keyed by the command (its ``prog`` without ``dealer-app``) and the option (its first
option string, or a positional's ``dest``; ``description`` for the description).
English help is each command's own, byte for byte.

Option names (``--db``), the choices a person types (``en``, ``ru``, ``verify``),
``postgresql://``, PDF, IANA and codes stay as they are. A Russian help may hold
``{0}``, ``{1}``, ...: the numbers of the English help, in order, so that a limit
written once in the command (``--jobs``: at most 32) is the same in both languages.

>>> help_text("audit", "--no-replay", "do not replay every round's steps")
'не воспроизводить шаги каждого раунда'
>>> help_text("audit", "--jobs", "(default 0: one per CPU, at most 4; 1: none; at most 32)")[-13:]
'не больше 32)'
>>> help_text("backup", "--db", "database file") is None
True
"""

from __future__ import annotations

__all__ = ["ARGPARSE_RU", "HELP_RU", "METAVAR_RU", "has_help", "help_text", "metavar_text"]

# argparse's own words (its gettext messages), as the help prints them
ARGPARSE_RU = {
    "usage: ": "использование: ",
    "positional arguments": "позиционные аргументы",
    "options": "параметры",
    "show this help message and exit": "показать эту справку и выйти",
    "error: ": "ошибка: ",  # a usage error of the desktop app and the podium (UsageParser)
}

# options that read the same in every command that has them
READ_ONLY_RU = "ничего не записывать: ни записи в журнал, ни контрольной точки, ни записи рабочего места (по умолчанию, когда файл недоступен для записи)"

_SHARED = {
    "--db": "файл базы данных (по умолчанию — в папке данных пользователя) или адрес postgresql:// "
            "базы данных зала",
    "--table": "в зале: стол (по умолчанию — стол этого рабочего места)",
    "--new-store": "начать новую, пустую базу, хотя записанная база этого рабочего места по умолчанию "
                   "не найдена",
}

# command -> option (or "description") -> Russian help; ``dealer-app``: the desktop app
# (no subcommand, ``ui.app``)
HELP_RU: dict[str, dict[str, str]] = {
    "dealer-app": {
        "description": "Dealer Assistant: приложение рабочего места дилера за игровым столом.",
        "--db": "файл базы данных (по умолчанию — в папке данных пользователя) или адрес postgresql:// базы данных "
                "зала (с --table или со столом, заданным командой dealer-app setup --floor)",
        "--lang": "язык (по умолчанию — язык системы, иначе английский)",
        "--table": "имя стола этого рабочего места (сохраняется в настройках рабочего места)",
        "--full-screen": "открыть во весь экран (компьютер игрового стола; см. docs/PACKAGING.md)",
        "--data-dir": "использовать эту папку как папку данных",
        "--new-store": _SHARED["--new-store"],
    },
    "podium": {
        "description": "подиум пит-босса в зале",
        "--db": "адрес postgresql:// базы данных зала",
        "--table": "стол, за которым следит этот подиум (по умолчанию — все столы)",
        "--lang": "язык окна (по умолчанию — язык системы)",
        "--floor-key": "файл ключа журнала зала (копия из пит-зоны), если на этом компьютере его нет",
    },
    "audit": {
        "description": "Проверка журнала аудита (verify): заново проверить журнал и каждый расчёт; --anchor ЯКОРЬ "
                       "также проверяет, что журнал всё ещё содержит вершину цепочки, напечатанную на подписанном "
                       "отчёте",
        "action": "действие: verify — проверить журнал и каждый расчёт",
        **_SHARED,
        "--key": "файл ключа журнала (по умолчанию — из папки настроек)",
        "--no-replay": "не воспроизводить шаги каждого раунда",
        "--since-checkpoint": "проверить цепочку от последней подписанной контрольной точки (её записывает закрытие "
                              "смены) и подпись самой точки, а не с первой записи; полная проверка проверяет всё",
        "--read-only": READ_ONLY_RU,
        "--jobs": "число процессов для повторного расчёта раундов (по умолчанию {0}: по одному на процессор, "
                  "не больше {1}; {2}: без процессов; не больше {3})",
        "--anchor": "якорь аудита — вершина цепочки, напечатанная на отчёте ({0} шестнадцатеричные цифры): код выхода {1}, "
                    "если журнал не содержит её на её месте (откат, обрезка или переподпись). Можно указать "
                    "несколько раз",
        "--lang": "язык сведений, найденных проблем, итога проверки и сообщений об ошибках (по умолчанию en); суммы в "
                  "сведениях — в валюте казино; как в журнале остаются только числа найденных проблем (суммы в "
                  "минимальных единицах), коды карт, шестнадцатеричные вершины цепочки и то, что ввели люди (имена, "
                  "причины)",
    },
    "count chips": {
        **_SHARED,
        "--set": 'список вида {{"value": минимальные единицы, "colour": "#rrggbb", "name": "...", '
                 '"par": фишек в полном лотке}} — новый набор фишек',
        "--user": "кто подписывает (его ПИН-код — из стандартного ввода или по запросу)",
        "--pin-stdin": "прочитать ПИН-код из первой строки стандартного ввода",
        "--lang": "язык строк и сообщений об ошибках (по умолчанию en)",
    },
    "report": {
        "description": "Записать отчёт за смену (или карточку одного раунда) в PDF.",
        "--db": _SHARED["--db"],
        "--table": _SHARED["--table"],
        "--shift": "номер смены (по умолчанию — последняя смена)",
        "--round": "вместо отчёта записать карточку раунда N этой смены",
        "--slip": "вместо отчёта записать квитанцию пополнения или возврата N (её номер, как напечатан)",
        "--out": "PDF-файл для записи (заменяется атомарно)",
        "--tz": "часовой пояс IANA для показанного времени (по умолчанию — этого компьютера)",
        "--locale": "локаль для денежных сумм (по умолчанию en_GB)",
        "--lang": "язык отчёта: все заголовки, таблицы, подписи графиков, объяснения и блок подписей, "
                  "а также сообщения об ошибках (по умолчанию en; ru также задаёт локаль денег ru_RU)",
        "--quiet": "не выводить ход работы в стандартный поток ошибок",
        "--read-only": READ_ONLY_RU,
    },
}

_COUNT_BASE = {
    "--db": _SHARED["--db"],
    "--new-store": _SHARED["--new-store"],
    "--table": _SHARED["--table"],
    "--lang": "язык строк и сообщений об ошибках (по умолчанию en)",
}
_SIGNER = {
    "--user": "кто подписывает (его ПИН-код — из стандартного ввода или по запросу)",
    "--pin-stdin": "прочитать ПИН-код из первой строки стандартного ввода",
}
_SHIFT = {"--shift": "номер смены (по умолчанию — последняя)"}
_JSON = {"--json": "JSON в стандартный вывод (суммы в минимальных единицах)"}
_SLIP = {"--slip": "номер квитанции"}

HELP_RU.update({
    "count": {
        "description": "пересчёт стола: набор фишек, дроп, выигрыш стола, холд, расхождение",
        "show": "пересчёт смены: выигрыш стола, холд и расхождение",
        "chips": "показать или настроить набор фишек казино",
        "drop": "счётная комната вносит подсчитанный дроп закрытой смены",
        "explain": "письменное объяснение расхождения пит-боссом",
        "slips": "квитанции пополнения и возврата смены",
        "sign-slip": "пит-босс подписывает квитанцию, ждущую его подписи",
        "receive-slip": "касса принимает подписанную квитанцию",
        "void-slip": "пит-босс аннулирует квитанцию с указанием причины",
    },
    "count show": {**_COUNT_BASE, **_SHIFT, **_JSON},
    "count chips": {**_COUNT_BASE, **_SIGNER,
                    "--set": HELP_RU["count chips"]["--set"]},
    "count drop": {**_COUNT_BASE, **_SHIFT, **_SIGNER,
                   "--amount": "подсчитанный дроп в основных единицах ({0},{1})",
                   "--reason": "почему, если он заменяет прежнюю сумму (повторный пересчёт)"},
    "count explain": {**_COUNT_BASE, **_SHIFT, **_SIGNER, "--text": "что произошло"},
    "count slips": {**_COUNT_BASE, **_SHIFT, **_JSON,
                    "--waiting": "только ещё ожидающие (завершения или аннулирования)"},
    "count sign-slip": {**_COUNT_BASE, **_SLIP, **_SIGNER},
    "count receive-slip": {**_COUNT_BASE, **_SLIP, **_SIGNER},
    "count void-slip": {**_COUNT_BASE, **_SLIP, **_SIGNER, "--reason": "почему квитанция аннулируется"},
    "simulate": {
        "description": "сыграть N сгенерированных раундов через слой служб",
        **_SHARED,
        "--rounds": "сколько раундов сыграть",
        "--seed": "зерно генератора (по умолчанию — случайное)",
        "--house": "играть по правилам казино из этого файла (TOML или JSON; например, с джекпотом)",
        "--full-table": "каждый бокс раскладки играет каждый раунд",
        "--knob": "как часто генератор идёт по пути, в промилле (например, ИМЯ={0}); можно указать несколько раз",
        "--acks": "печатать строку в стандартный вывод, как только записан каждый шаг и расчёт",
        "--counts": "играть и пересчёт стола: открытие, покупки фишек за наличные, пополнения, возвраты, пересчёты "
                    "лотка, закрытие и дроп (всегда, когда у казино есть набор фишек)",
        "--snapshot-every": "с --counts: пересчитывать лоток каждые N раундов ({0}: только открытие и закрытие)",
        "--players": "посадить N игроков (анонимных и зарегистрированных) с покупками фишек, переходами между "
                     "боксами и столами, паузами и выплатами",
        "--also-table": "с --players: сдавать и за этим столом, по очереди (игроки переходят между столами); можно "
                        "указать несколько раз",
        "--quiet": "не выводить ход работы в стандартный поток ошибок",
        "--lang": "язык строк хода работы и сообщений об ошибках (по умолчанию en)",
        "--into-live": "симулировать в базу с живыми сменами (ПИН-код администратора, --by)",
        "--take-over": "принять стол у рабочего места, которое больше не отвечает (ПИН-код пит-босса, --by)",
        "--by": "кто разрешает --into-live или --take-over",
        "--pin-stdin": "прочитать ПИН-коды из стандартного ввода, по одному в строке, вместо запроса (ПИН-код "
                       "никогда не передаётся аргументом)",
    },
    "export": {
        "description": "рассчитанные раунды смены строками формата выгрузки раундов, версия {0}",
        **_SHARED,
        "--shift": "номер смены (по умолчанию — последняя)",
        "--out": "файл для записи",
        "--read-only": READ_ONLY_RU,
        "--lang": "язык итоговой строки и сообщений об ошибках (по умолчанию en); записанные строки остаются "
                  "строками формата",
    },
})

_PLAYER_BASE = {
    "--db": _SHARED["--db"],
    "--new-store": _SHARED["--new-store"],
    "--table": _SHARED["--table"],
    "--pin-stdin": "прочитать ПИН-код из стандартного ввода, по одному в строке, вместо запроса (ПИН-код никогда не "
                   "передаётся аргументом)",
    "--by": "кто запрашивает (его ПИН-код — по запросу или из стандартного ввода)",
    "--lang": "язык строк и сообщений об ошибках (по умолчанию en)",
}
_DAY = {"--day": "игровой день, ГГГГ-ММ-ДД"}
_PDF_LANG = {"--lang": "язык строк, PDF и сообщений об ошибках (по умолчанию en)"}

HELP_RU.update({
    "players": {
        "description": "зарегистрированные игроки: номер карты игрока, имя, данные документа",
        "action": "действие",
        "add": "зарегистрировать игрока",
        "list": "все зарегистрированные игроки (чтение записывается в журнал)",
        "find": "игроки по номеру карты, её последним цифрам или части имени (чтение записывается в журнал)",
        "erase": "удалить данные игрока по его просьбе (журнал хранит ссылку)",
    },
    "players add": {**_PLAYER_BASE,
                    "--card": "номер карты игрока или документа",
                    "--name": "имя и фамилия игрока",
                    "--detail": "данные документа, которые требует казино (например, date_of_birth=1980-02-03); "
                                "можно указать несколько раз"},
    "players list": {**_PLAYER_BASE, "--format": "вид вывода: текст (text) или CSV (csv)"},
    "players find": {**_PLAYER_BASE, "query": "номер карты, её последние цифры или часть имени"},
    "players erase": {**_PLAYER_BASE,
                      "--card": "номер карты игрока",
                      "--player": "ссылка на игрока (как в выгрузках)",
                      "--reason": "почему данные удаляются (например, просьба игрока)"},
    "rating": {
        "description": "визиты игроков за игровой день по записям журнала: рейтинг, средняя ставка, выигрыш",
        "action": "действие",
        "show": "визиты игроков за игровой день",
        "export": "визиты игроков за игровой день для системы управления казино",
        "slip": "рейтинговая карточка визита (PDF)",
        "rules": "показать или задать преимущество казино по видам ставок и ставку начисления комп-баллов",
        "edges": "оценить преимущество казино по видам ставок симуляцией",
    },
    "rating show": {**_PLAYER_BASE, **_DAY,
                    "--format": "вид вывода: текст (text), CSV (csv) или строки JSON (jsonl)",
                    "--out": "файл для записи (по умолчанию — стандартный вывод)"},
    "rating export": {**_PLAYER_BASE, **_DAY,
                      "--format": "вид вывода: CSV (csv, по умолчанию), строки JSON (jsonl) или текст (text)",
                      "--out": "файл для записи (по умолчанию — стандартный вывод)"},
    "rating slip": {**_PLAYER_BASE, **_PDF_LANG,
                    "--session": "номер визита (как его показывает dealer-app rating show)",
                    "--out": "PDF-файл для записи"},
    "rating rules": {**_PLAYER_BASE,
                     "--set": "JSON-файл с новыми правилами (новая версия, подпись --by): {{\"edges_ppm\": "
                              "{{\"ante\": …}}, \"comp_percent\": …, \"point_value\": …}}"},
    "rating edges": {
        "--house": "профиль правил казино (по умолчанию — правила по умолчанию)",
        "--rounds": "сколько раундов сыграть в симуляции (по умолчанию {0})",
        "--seed": "зерно генератора (по умолчанию {0})",
        "--lang": _PLAYER_BASE["--lang"],
    },
    "aml": {
        "description": "записи о наличных операциях: журнал MTL, оповещения, подготовка отчётов",
        "action": "действие",
        "log": "журнал MTL за игровой день (--out ФАЙЛ.pdf: журнал MTL в PDF)",
        "alerts": "оповещения игрового дня о порогах и структурировании",
        "report": "PDF подготовки отчёта за игровой день (--out ФАЙЛ.pdf)",
        "record": "касса записывает покупку фишек или выплату",
        "rules": "показать или задать настройки казино для учёта наличных операций",
    },
    "aml log": {**_PLAYER_BASE, **_DAY, **_PDF_LANG,
                "--format": "вид вывода: текст (text) или CSV (csv)",
                "--out": "файл для записи (ФАЙЛ.pdf — журнал MTL в PDF; по умолчанию — стандартный вывод)"},
    "aml alerts": {**_PLAYER_BASE, **_DAY, **_PDF_LANG,
                   "--format": "вид вывода: текст (text) или CSV (csv)",
                   "--out": "файл для записи (по умолчанию — стандартный вывод)"},
    "aml report": {**_PLAYER_BASE, **_DAY, **_PDF_LANG,
                   "--format": "вид вывода: текст (text) или CSV (csv)",
                   "--out": "PDF-файл подготовки отчёта"},
    "aml record": {**_PLAYER_BASE,
                   "--kind": "вид операции: покупка фишек (buy_in) или выплата (cash_out)",
                   "--amount": "сумма в основных единицах, например {0},{1}",
                   "--medium": "чем: наличные (cash) или фишки (chips)",
                   "--card": "номер карты зарегистрированного игрока",
                   "--description": "незарегистрированный игрок: как его описывает касса",
                   "--at-table": "стол, за который покупаются фишки или с которого они сдаются"},
    "aml rules": {**_PLAYER_BASE,
                  "--set": "JSON-файл с новыми настройками (новая версия, подпись --by)"},
})

# placeholders (metavars), English -> Russian; the default one (the option's name in
# capitals: DB, TABLE) is looked up too
METAVAR_RU = {
    "DB": "БАЗА",
    "TABLE": "СТОЛ",
    "KEY": "ФАЙЛ",
    "JOBS": "N",
    "HEX": "ЯКОРЬ",
    "ID": "НОМЕР",
    "FILE.pdf": "ФАЙЛ.pdf",
    "FILE": "ФАЙЛ",
    "FILE.json": "ФАЙЛ",
    "USER": "ИМЯ",
    "ZONE": "ПОЯС",
    "LOCALE": "ЛОКАЛЬ",
    "DATA_DIR": "ПАПКА",
    "ROUNDS": "N",
    "SEED": "ЗЕРНО",
    "HOUSE": "ФАЙЛ",
    "NAME=PERMILLE": "ИМЯ=ПРОМИЛЛЕ",
    "NAME": "СТОЛ",
    "BY": "ИМЯ",
    "AMOUNT": "СУММА",
    "REASON": "ПРИЧИНА",
    "TEXT": "ТЕКСТ",
    "SLIP": "НОМЕР",
    "SHIFT": "НОМЕР",
    "OUT": "ФАЙЛ",
    "CARD": "КАРТА",
    "PATRON_NAME": "ИМЯ",
    "KEY=VALUE": "ПОЛЕ=ЗНАЧЕНИЕ",
    "query": "ЗАПРОС",
    "PLAYER": "ИГРОК",
    "DAY": "ДЕНЬ",
    "SESSION": "НОМЕР",
    "DESCRIPTION": "ОПИСАНИЕ",
    "AT_TABLE": "СТОЛ",
}


def has_help(command: str) -> bool:
    """Whether ``command``'s help is worded in Russian here."""
    return command in HELP_RU


def help_text(command: str, key: str, english: str | None) -> str | None:
    """The Russian help of ``command``'s option ``key`` (its English: ``english``), or
    ``None`` when there is none."""
    ru = HELP_RU.get(command, {}).get(key)
    if ru is None:
        return None
    numbers = "".join(ch if ch.isdecimal() else " " for ch in english or "").split()
    return ru.format(*numbers) if "{" in ru else ru


def metavar_text(metavar: str) -> str:
    """A placeholder in Russian (unchanged when it has none: ``N``)."""
    return METAVAR_RU.get(metavar, metavar)
