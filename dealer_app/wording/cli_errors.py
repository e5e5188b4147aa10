"""The commands' own error lines in Russian, and the matcher for them and the store's.

``dealer-app settle``, ``roulette``, ``audit verify``, ``train`` and ``report`` take
``--lang ru``; every line they print on a failure is English by default (contract
text, byte for byte). A line raised as a typed refusal is worded by code from the
catalogues; the lines here are those not typed yet, worded for Russian by their English
shape: their usage errors, what is wrong with a file they read (size, kind, the
operating system's reason), lines built from another layer's line and other libraries'
(:mod:`dealer_app.wording.foreign`: argparse, the JSON and TOML readers).

:func:`more_error_text` is asked first by :func:`dealer_app.wording.errors.error_text`,
so the same lines read in Russian in the app too. Option names (``--lang``), file
names, paths, numbers and anything a person typed stay as they are.

>>> more_error_text("the following arguments are required: --out (try --help)")
'не указаны обязательные аргументы: --out (см. --help)'
>>> more_error_text("not valid JSON: Expecting value (line 1, column 1)")
'недопустимый JSON: ожидалось значение (строка 1, столбец 1)'
>>> more_error_text("shift 3 is closed") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Callable

from dealer_app.wording.catalogue_ru import REASONS
from dealer_app.wording.common import ru_plural, shape_literal_length, shape_pattern
from dealer_app.wording.foreign import ARGPARSE_TYPES, FOREIGN_SHAPES, JSON_MESSAGES, PYTHON_TYPES, toml_message

__all__ = ["CLI_SHAPES", "SHAPES", "more_error_text", "reason_text", "usage_text"]

_REASONS = REASONS  # the operating system's reasons (``strerror``): the catalogue's

# What ``read_bounded`` reads (``what=``).
_WHAT_FILES = {
    "file": "файл", "round file": "файл раунда", "hand file": "файл раздачи",
    "house-rules file": "файл правил казино", "answers file": "файл ответов",
    "batch file": "пакетный файл", "database": "база данных", "audit key file": "файл ключа аудита",
    "paper-round file": "файл бумажных раундов", "chip-set file": "файл набора фишек",
    "station's record": "запись рабочего места", "station file": "файл рабочего места", "floor binding": "привязка к залу",
    "progress file": "файл результатов",
}
# What kind of file ``open_regular`` refused.
_FILE_KINDS = {"a FIFO": "канал FIFO", "a device": "устройство", "a socket": "сокет", "not a file": "не файл"}


# (English shape, Russian template): the commands' own lines (``dealer_app.cli``, ``reports.cli``) not typed
# yet, most of them built from another layer's line (``{path}: not valid JSON: {json}``), and what the
# readers say about a file. Other libraries' lines are :mod:`dealer_app.wording.foreign`'s.
CLI_SHAPES: list[tuple[str, str]] = [
    # dealer_app.cli.scaffold (argparse's own lines: dealer_app.wording.foreign)
    ("{why} (try --help)", "{why} (см. --help)"),
    ("a part of the app is missing: {text}", "не хватает части приложения: {text}"),
    ("interrupted", "прервано"),
    # the hand-parsed commands (settle, roulette, train)
    ("expected HAND.json, '-' or --batch FILE.jsonl, got {args}",
     "нужен РАЗДАЧА.json, '-' или --batch ФАЙЛ.jsonl, а дано: {args}"),
    ("{option}: must be a whole number, not {value}", "{option}: нужно целое число, а не {value}"),
    ("{option} is required", "{option}: обязательный параметр"),
    # dealer_app.training.drill
    # dealer_app.training.answers and .grading: a line of an answers file ("line N: field: ...")
    ("line {n}: {afield}: {why}", "строка {n}: {afield}: {why}"),
    ("unknown field (see docs/TRAINING.md for the answer format)",
     "неизвестное поле (формат ответов описан в docs/TRAINING.md)"),
    ("missing", "не указано"),
    ("must be a whole number from 1, not {value}", "нужно целое число от 1, а не {value}"),
    ("{value} is not a hand category (use ace_king, one_pair, ... or null for none)",
     "{value} — не категория комбинации (ace_king, one_pair, ... или null, если её нет)"),
    ("must be a hand category such as \"ace_king\", or null for none, not {value}",
     "нужна категория комбинации, например \"ace_king\", или null, если её нет, а не {value}"),
    ("must be the list of dealer cards taken out, e.g. [\"Qs\"], not {value}",
     "нужен список снятых карт дилера, например [\"Qs\"], а не {value}"),
    ("must be a whole number of minor units, not {value}", "нужно целое число мелких единиц, а не {value}"),
    ("must not be negative, not {value}", "не может быть отрицательным, а не {value}"),
    ("must be a number of seconds, at least 0, not {value}", "нужно число секунд, не меньше 0, а не {value}"),
    ("the drill has rounds 1 to {max}, not {value}", "в тренировке раунды от 1 до {max}, а не {value}"),
    ("round {n} has boxes {boxes}, not {value}", "в раунде {n} боксы {boxes}, а не {value}"),
    ("round {n} box {b} is already answered on line {line}", "на раунд {n}, бокс {b} уже ответили в строке {line}"),
    ("missing (give every term asked here: {asked}; or the net)",
     "не указано (укажите каждое слагаемое, о котором здесь спрашивают: {asked}; или итог)"),
    ("missing (level {level} asks it for this box)", "не указано (уровень {level} спрашивает это для этого бокса)"),
    # dealer_app.cli.store: audit verify (and the store commands' shared options)
    # reports.cli, dealer_app.reporting
    # dealer_app.cli.count and dealer_app.cli.floor (count chips, floor group)
    # reading a file: safe_input, the commands' readers, house_files
    ("not valid JSON: {json}", "недопустимый JSON: {json}"),
    ("not valid JSON ({json})", "недопустимый JSON ({json})"),
    ("{path}: not valid JSON: {json}", "{path}: недопустимый JSON: {json}"),
    ("{path}: not valid TOML: {toml}", "{path}: недопустимый TOML: {toml}"),
    ("{path}: nested too deeply", "{path}: слишком глубокая вложенность"),
    ("{path}: must hold a table of house rules", "{path}: в файле должна быть таблица правил казино"),
    ("no bundled profile {name} (there are: {names})", "нет встроенного профиля {name} (есть: {names})"),
    ("a hand must be a JSON object, not {jtype}", "раздача должна быть объектом JSON, а не {jtype}"),
    ("must be a JSON object, not {value}", "должно быть объектом JSON, а не {value}"),
    ("a value is nested too deeply", "значение вложено слишком глубоко"),
    ("the line is longer than {n} KiB", "строка длиннее {n} КиБ"),
    ("longer than {n} KiB", "длиннее {n} КиБ"),
    ("internal error while settling ({text})", "внутренняя ошибка при расчёте ({text})"),
    ("internal error (please report it with this hand): {text}",
     "внутренняя ошибка (сообщите о ней, приложив эту раздачу): {text}"),
    ("internal error: {text}", "внутренняя ошибка: {text}"),
    ("line {n}: {why}", "строка {n}: {why}"),
    ("the {what} is larger than {n} MiB", "{what}: больше {n} МиБ"),
    ("the {what} is not a regular file ({fkind})", "{what}: не обычный файл ({fkind})"),
    ("duplicate key {key}", "повторяющийся ключ {key}"),
    ("a number of {n} digits (at most {max})", "число из {n} {digits} (не больше {max})"),
    ("the text is not UTF-8", "текст не в кодировке UTF-8"),
    ("nested too deeply", "слишком глубокая вложенность"),
    ("{jmsg} (line {line}, column {column})", "{jmsg} (строка {line}, столбец {column})"),
    # a co-signer's PIN read by a command (dealer_app.cli.store)
    ("PIN of {name}: no PIN on standard input", "ПИН-код пользователя {name}: на стандартном вводе нет ПИН-кода"),
    ("PIN of {name}: no PIN given (use --pin-stdin or a terminal)",
     "ПИН-код пользователя {name}: ПИН-код не введён (используйте --pin-stdin или терминал)"),
    ("PIN of {name}: the PIN line is too long", "ПИН-код пользователя {name}: строка ПИН-кода слишком длинная"),
]

SHAPES: list[tuple[str, str]] = [*CLI_SHAPES, *FOREIGN_SHAPES]
"""Every shape this module words: the commands', then other libraries' (:mod:`dealer_app.wording.foreign`)."""

# What a part may match: narrow where a wide part would swallow the text of a longer
# shape of dealer_app.wording.errors (which is asked only when no shape here fits).
_PART_PATTERNS = {
    "held": r"station [^;]+?",
    "n": r"\d+", "s": r"\d+", "a": r"\d+", "b": r"\d+", "k": r"\d+", "v": r"\d+", "seq": r"\d+", "by": r"\d+",
    "max": r"\d+", "size": r"\d+", "full": r"\d+", "pid": r"\d+", "line": r"\d+", "column": r"\d+", "char": r"\d+",
    "level": r"\d+",
    "state": r"open|closed",
    "status": r"open|settled|voided", "was": r"open|settled|voided",
    "jmsg": r"[A-Z][A-Za-z ',:\\]*?", "tmsg": r"[A-Z][^()]*?",
    "option": r"-[^\s:]+",
    "what": r"[a-z][a-z' -]*?",
    "fkind": "|".join(("a FIFO", "a device", "a socket", "not a file")),
    "table": r"[^;]+?",
    "path": r"(?!line \d+: ).+?",  # a batch's "line N: ..." is a line, not a file
    "afield": "|".join(("ante", "bet", "bonus", "insurance_max", "insurance", "fees", "capped", "net", "hand2",
                        "replaced", "round", "box", "seconds")),
}


def _pattern(shape: str) -> re.Pattern[str]:
    return shape_pattern(shape, _PART_PATTERNS)


_TRY_HELP = "{why} (try --help)"  # a usage error's tail: worded first, whatever the line before it


def _order(shape: tuple[str, str]) -> int:
    """The longest fixed text first, so that a specific shape wins over a general one."""
    return -1_000_000 if shape[0] == _TRY_HELP else -shape_literal_length(shape[0])


_COMPILED = [(_pattern(en), ru) for en, ru in sorted(SHAPES, key=_order)]


def _nested(value: str) -> str:
    from dealer_app.wording.errors import error_text  # it asks this module first

    return error_text(value, "ru")


def _audit(value: str) -> str:
    from dealer_app.wording.audit import audit_line

    return audit_line(value, "ru")


def _none_yet(value: str) -> str:
    return "пока нет" if value == "none yet" else value


_STATES = {"open": "открыта", "closed": "закрыта"}
_ROUND_STATUSES = {"open": "не завершён", "settled": "рассчитан", "voided": "аннулирован"}

_PARTS: dict[str, Callable[[str], str]] = {
    "why": _nested,
    "held": _nested,
    "audit": _audit,
    "reason": lambda v: _REASONS.get(v) or _nested(v),
    "jmsg": lambda v: JSON_MESSAGES.get(v, v),
    "json": _nested,
    "toml": _nested,
    "tmsg": toml_message,
    "what": lambda v: _WHAT_FILES.get(v, v),
    "fkind": lambda v: _FILE_KINDS.get(v, v),
    "type": lambda v: ARGPARSE_TYPES.get(v, v),
    "jtype": lambda v: PYTHON_TYPES.get(v, v),
    "state": lambda v: _STATES.get(v, v),
    "status": lambda v: _ROUND_STATUSES.get(v, v),
    "was": lambda v: _ROUND_STATUSES.get(v, v),
    "tables": _none_yet,
    "args": lambda v: "ничего" if v == "nothing" else v,
}


def more_error_text(message: str) -> str | None:
    """``message`` in Russian when it is one of :data:`SHAPES`, else ``None``."""
    for pattern, ru in _COMPILED:
        m = pattern.fullmatch(message)
        if m is None:
            continue
        parts = {k: _PARTS[k](v) if k in _PARTS else v for k, v in m.groupdict().items()}
        if "{digits}" in ru:
            parts["digits"] = ru_plural(int(parts["n"]), "цифры", "цифр", "цифр")
        if "{bytes}" in ru:
            parts["bytes"] = ru_plural(int(parts["size"]), "байт", "байта", "байт")
        return ru.format(**parts)
    return None


def reason_text(reason: str) -> str:
    """The operating system's reason (an ``OSError``'s ``strerror``) in Russian, when known."""
    return _REASONS.get(reason, reason)


# --------------------------------------------------------------------------
# The hand-parsed commands' usage, in Russian (English is each command's USAGE)
# --------------------------------------------------------------------------

_USAGE_RU = {
    "settle": """\
использование: dealer-app settle РАУНД.json|- [--house ФАЙЛ] [--lang en|ru]
               dealer-app settle --batch ФАЙЛ.jsonl|- [--house ФАЙЛ] [--lang en|ru]

Расчёт раундов русского покера (на входе russian-poker-round/1, на выходе russian-poker-settlement/1).
  РАУНД.json      один раунд ('-' — стандартный ввод)
  --batch ФАЙЛ    по раунду в строке (JSON Lines, '-' — стандартный ввод); на каждую строку входа — строка выхода
  --house ФАЙЛ    профиль правил казино (TOML или JSON, или имя встроенного профиля);
                  собственный объект "house" каждого раунда применяется поверх него
  --jobs N        пакет: расчёт в N процессах (по умолчанию 0: по одному на процессор, не больше 4,
                  когда во входе больше одной порции в 1 000 строк); результат тот же
  --lang ЯЗЫК     язык объяснений, отказов и сообщений об ошибках: en (по умолчанию) или ru;
                  все поля, места и числа одинаковы на любом языке
""",
    "roulette": """\
использование: dealer-app roulette РАЗДАЧА.json|- [--lang en|ru]
               dealer-app roulette --batch ФАЙЛ.jsonl|- [--lang en|ru]

Разрешает одну раздачу русской рулетки (russian-roulette-hand/1) и печатает её
ход и результат (russian-roulette-result/1); '-' — стандартный ввод.
--batch читает по раздаче в строке и пишет по строке на раздачу: результат
или {"refused": [...]}. --lang ru — предупреждения, отказы и сообщения об ошибках
по-русски (по умолчанию en); все поля и числа одинаковы на любом языке.

код 0: раздача разрешена (пакет: файл прочитан); код 2: отказ (пакет: файл
нельзя прочитать); проблемы идут в стандартный поток ошибок, по одной в строке.""",
}


def _train_usage_ru() -> str:
    from dealer_app.training.drill import MAX_ROUNDS
    from dealer_app.training.levels import Level
    from dealer_app.wording.training import level_title

    levels = "; ".join(f"{int(lv)} {level_title(lv, 'ru').lower()}" for lv in Level)
    return f"""\
использование: dealer-app train --level N --seed S [--rounds K] [--house ФАЙЛ] [--focus ВИД,...] [--json]
               dealer-app train --level N --seed S [--rounds K] [--house ФАЙЛ] [--focus ВИД,...] --answers ФАЙЛ|- [--json]
                                [--record СТАЖЁР [--progress ФАЙЛ] [--mode practice|timed|exam] [--exam ID]]

Тренировки стажёров на настоящем движке. Без --answers: печатает тренировку. С --answers: проверяет ответы.
  --level N        1..{len(Level)}: {levels}
  --seed S         зерно тренировки (0 или больше): одно и то же зерно даёт ту же тренировку
  --rounds K       раундов в тренировке, 1..{MAX_ROUNDS} (по умолчанию 10)
  --house ФАЙЛ     профиль правил казино (TOML или JSON, или имя встроенного профиля)
  --focus ВИДЫ     чаще давать эти виды ошибок (через запятую; см. docs/TRAINING.md)
  --json           JSON Lines вместо текста
  --answers ФАЙЛ   ответы для проверки (JSON Lines, по строке на бокс; '-' — стандартный ввод)
  --record ИМЯ     добавить проверенный результат в записи стажёра ИМЯ (файл JSON Lines)
  --progress ФАЙЛ  файл результатов (по умолчанию training/progress.jsonl в папке данных)
  --mode РЕЖИМ     как давались ответы, для записи (по умолчанию practice)
  --exam ID        идентификатор экзамена, для записи (включает --mode exam)
  --lang ЯЗЫК      язык тренировки, вердиктов и сообщений об ошибках, en (по умолчанию) или ru:
                   слова, ошибки и строки объяснений; поля и числа те же
"""


def usage_text(command: str, english: str, lang: str) -> str:
    """The usage of a hand-parsed ``command`` in ``lang`` (``english`` is its own USAGE)."""
    if lang != "ru":
        return english
    if command == "train":
        return _train_usage_ru()
    return _USAGE_RU.get(command, english)
