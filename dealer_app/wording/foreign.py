"""What other libraries say, in Russian: the only lines of :mod:`dealer_app.wording` that are
another library's English rather than this project's typed refusals.

* ``argparse``'s usage errors (:data:`ARGPARSE_SHAPES`): argparse gives its error as one finished
  line (``ArgumentParser.error(message)``), with no code or fields, so it is matched by its shape;
* the JSON reader's (:data:`JSON_MESSAGES`): ``json.JSONDecodeError`` has its fields (``msg``,
  ``lineno``, ``colno``), so only ``msg`` is looked up, as a whole, in a table;
* the TOML reader's (:func:`toml_message`): ``tomllib.TOMLDecodeError`` (Python 3.11) is text only,
  "Invalid value (at line 1, column 5)", so a message that names a key or a character is
  matched by a regular expression here, and nowhere else;
* Python's type names (:data:`ARGPARSE_TYPES`, :data:`PYTHON_TYPES`).

The operating system's reasons (``strerror``) are the catalogue's (``catalogue_ru.REASONS``).

>>> toml_message("Cannot declare ('house',) twice")
"('house',) объявлен дважды"
>>> JSON_MESSAGES["Extra data"]
'лишние данные после значения'
"""

from __future__ import annotations

import re

__all__ = ["ARGPARSE_SHAPES", "ARGPARSE_TYPES", "FOREIGN_SHAPES", "JSON_MESSAGES", "PYTHON_TYPES", "toml_message"]

# What the JSON reader says (``json.JSONDecodeError.msg``).
JSON_MESSAGES = {
    "Expecting value": "ожидалось значение",
    "Expecting property name enclosed in double quotes": "ожидалось имя поля в двойных кавычках",
    "Expecting ',' delimiter": "ожидалась запятая",
    "Expecting ':' delimiter": "ожидалось двоеточие",
    "Extra data": "лишние данные после значения",
    "Unterminated string starting at": "незакрытая строка",
    "Invalid control character at": "недопустимый управляющий символ",
    "Invalid \\escape": "недопустимая экранирующая последовательность",
    "Invalid \\uXXXX escape": "недопустимая экранирующая последовательность \\uXXXX",
    "Illegal trailing comma before end of object": "лишняя запятая перед концом объекта",
    "Illegal trailing comma before end of array": "лишняя запятая перед концом списка",
}

# What the TOML reader says (``tomllib``), before "(at line L, column C)".
_TOML = {
    "Cannot overwrite a value": "значение нельзя перезаписать",
    "Escaped character is not a Unicode scalar value": "экранированный символ — не скалярное значение Юникода",
    "Expected '=' after a key in a key/value pair": "после ключа ожидался знак '='",
    "Expected ']' at the end of a table declaration": "в конце объявления таблицы ожидалась ']'",
    "Expected ']]' at the end of an array declaration": "в конце объявления массива ожидалось ']]'",
    "Expected newline or end of document after a statement": "после инструкции ожидался конец строки или документа",
    "Invalid date or datetime": "недопустимая дата или время",
    "Invalid hex value": "недопустимое шестнадцатеричное значение",
    "Invalid initial character for a key part": "недопустимый первый символ ключа",
    "Invalid statement": "недопустимая инструкция",
    "Invalid value": "недопустимое значение",
    "Unclosed array": "незакрытый массив",
    "Unclosed inline table": "незакрытая встроенная таблица",
    "Unescaped '\\' in a string": "неэкранированный '\\' в строке",
    "Unterminated string": "незакрытая строка",
}
# tomllib's messages that name what they are about (a key, a character): text only in 3.11
_TOML_SHAPES = [
    (re.compile(r"Cannot declare (.+) twice"), "{} объявлен дважды"),
    (re.compile(r"Duplicate inline table key (.+)"), "повторяющийся ключ встроенной таблицы {}"),
    (re.compile(r"Expected (.+)"), "ожидалось {}"),
    (re.compile(r"Found invalid character (.+)"), "недопустимый символ {}"),
    (re.compile(r"Illegal character (.+)"), "недопустимый символ {}"),
    (re.compile(r"Cannot (?:mutate immutable|redefine) namespace (.+)"), "нельзя изменить пространство имён {}"),
]


def toml_message(message: str) -> str:
    """tomllib's ``message`` (without its position) in Russian, when known; else as it is."""
    if message in _TOML:
        return _TOML[message]
    for pattern, ru in _TOML_SHAPES:
        if m := pattern.fullmatch(message):
            return ru.format(m.group(1))
    return message


# argparse's ``type=`` names ("invalid int value").
ARGPARSE_TYPES = {"int": "целое число", "float": "число", "Path": "путь к файлу",
                  "parse_location": "путь к файлу или адрес зала", "str": "текст"}
# Python's type names ("not list"; instrumental: "а не списком").
PYTHON_TYPES = {"list": "списком", "str": "строкой", "int": "числом", "float": "числом", "bool": "логическим значением",
                "NoneType": "null"}

# (English shape, Russian template): argparse's lines (3.11 and later).
ARGPARSE_SHAPES: list[tuple[str, str]] = [
    ("the following arguments are required: {args}", "не указаны обязательные аргументы: {args}"),
    ("unrecognized arguments: {args}", "неизвестные аргументы: {args}"),
    ("argument {arg}: {why}", "аргумент {arg}: {why}"),
    ("invalid choice: {value} (choose from {choices})", "недопустимое значение {value} (можно: {choices})"),
    ("invalid {type} value: {value}", "недопустимое значение {value}: нужно {type}"),
    ("expected one argument", "нужно одно значение"),
    ("expected at most one argument", "нужно не больше одного значения"),
    ("expected at least one argument", "нужно хотя бы одно значение"),
    ("expected {n} arguments", "нужно значений: {n}"),
    ("not allowed with argument {arg}", "нельзя вместе с аргументом {arg}"),
    ("one of the arguments {args} is required", "нужен один из аргументов {args}"),
    ("ambiguous option: {option} could match {matches}", "неоднозначный параметр {option}: подходят {matches}"),
    ("ignored explicit argument {value}", "лишнее значение {value}"),
]

FOREIGN_SHAPES: list[tuple[str, str]] = [
    *ARGPARSE_SHAPES,
    # str(json.JSONDecodeError), when a reader lets it through as it is
    ("{jmsg}: line {line} column {column} (char {char})", "{jmsg}: строка {line}, столбец {column} (символ {char})"),
    # str(tomllib.TOMLDecodeError)
    ("{tmsg} (at line {line}, column {column})", "{tmsg} (строка {line}, столбец {column})"),
    ("{tmsg} (at end of document)", "{tmsg} (в конце документа)"),
]
"""Another library's whole lines, as English shapes with ``{named}`` parts (matched by
:func:`dealer_app.wording.cli_errors.more_error_text`)."""
