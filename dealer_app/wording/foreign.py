"""What other libraries say, in Russian: the only texts of :mod:`dealer_app.wording` that are
another library's English rather than this project's typed refusals.

* ``argparse``'s messages (:data:`ARGPARSE_RU`): argparse passes each of its message templates
  through its module's ``gettext`` (``_``, ``ngettext``) before it puts its values in; the
  commands' parser (:class:`dealer_app.cli.scaffold.Parser`) routes those calls here while it
  parses with ``--lang ru`` (:func:`argparse_gettext`), so argparse's lines are made in Russian
  from its own msgids and values, never parsed back;
* the JSON reader's (:data:`JSON_MESSAGES`): ``json.JSONDecodeError`` has its fields (``msg``,
  ``lineno``, ``colno``), so only ``msg`` is looked up, as a whole, in a table;
* the TOML reader's (:func:`toml_message`): the message of a ``tomllib.TOMLDecodeError``
  (its position is typed apart, :func:`dealer_app.house_files.parse_house_text`); one that
  names a key or a character is known by tomllib's own fixed text before and after it;
* Python's type names (:data:`ARGPARSE_TYPES`, :data:`PYTHON_TYPES`) and why a UTF-8 decode failed
  (:data:`DECODE_REASONS`).

The operating system's reasons (``strerror``) are the catalogue's (``catalogue_ru.REASONS``).

>>> toml_message("Cannot declare ('house',) twice")
"('house',) объявлен дважды"
>>> JSON_MESSAGES["Extra data"]
'лишние данные после значения'
>>> argparse_gettext("invalid %(type)s value: %(value)r") % {"type": "int", "value": "x"}
"недопустимое значение 'x': нужно целое число"
"""

from __future__ import annotations

from typing import Any

__all__ = ["ARGPARSE_RU", "ARGPARSE_TYPES", "DECODE_REASONS", "JSON_MESSAGES", "PYTHON_TYPES", "argparse_gettext", "argparse_ngettext",
           "toml_message"]

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
# tomllib's messages that name what they are about (a key, a character), which it puts between
# fixed texts: (text before, text after, Russian template)
_TOML_NAMING = [
    ("Cannot declare ", " twice", "{} объявлен дважды"),
    ("Duplicate inline table key ", "", "повторяющийся ключ встроенной таблицы {}"),
    ("Found invalid character ", "", "недопустимый символ {}"),
    ("Illegal character ", "", "недопустимый символ {}"),
    ("Cannot mutate immutable namespace ", "", "нельзя изменить пространство имён {}"),
    ("Cannot redefine namespace ", "", "нельзя изменить пространство имён {}"),
    ("Expected ", "", "ожидалось {}"),
]


def toml_message(message: str) -> str:
    """tomllib's ``message`` (without its position) in Russian, when known; else as it is."""
    if message in _TOML:
        return _TOML[message]
    for before, after, ru in _TOML_NAMING:
        if message.startswith(before) and message.endswith(after) and len(message) > len(before) + len(after):
            return ru.format(message[len(before):len(message) - len(after)])
    return message


# Why a UTF-8 decode failed (``UnicodeDecodeError.reason``).
DECODE_REASONS = {"invalid start byte": "недопустимый первый байт", "invalid continuation byte": "недопустимый байт продолжения",
                  "unexpected end of data": "текст оборван посреди символа"}

# argparse's ``type=`` names ("invalid int value").
ARGPARSE_TYPES = {"int": "целое число", "float": "число", "Path": "путь к файлу",
                  "parse_location": "путь к файлу или адрес зала", "str": "текст"}
# Python's type names ("not list"; instrumental: "а не списком").
PYTHON_TYPES = {"list": "списком", "str": "строкой", "int": "числом", "float": "числом", "bool": "логическим значением",
                "NoneType": "null"}

# argparse's message templates (its msgids, Python 3.11 and later) in Russian: the same
# %-placeholders, filled in by argparse itself.
ARGPARSE_RU = {
    "the following arguments are required: %s": "не указаны обязательные аргументы: %s",
    "unrecognized arguments: %s": "неизвестные аргументы: %s",
    "argument %(argument_name)s: %(message)s": "аргумент %(argument_name)s: %(message)s",
    "invalid choice: %(value)r (choose from %(choices)s)": "недопустимое значение %(value)r (можно: %(choices)s)",
    "invalid %(type)s value: %(value)r": "недопустимое значение %(value)r: нужно %(type)s",
    "expected one argument": "нужно одно значение",
    "expected at most one argument": "нужно не больше одного значения",
    "expected at least one argument": "нужно хотя бы одно значение",
    "expected %s argument": "нужно значений: %s",
    "expected %s arguments": "нужно значений: %s",
    "not allowed with argument %s": "нельзя вместе с аргументом %s",
    "one of the arguments %s is required": "нужен один из аргументов %s",
    "ambiguous option: %(option)s could match %(matches)s": "неоднозначный параметр %(option)s: подходят %(matches)s",
    "ignored explicit argument %r": "лишнее значение %r",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "неизвестная команда %(parser_name)r (можно: %(choices)s)",
}


class _Template(str):
    """A Russian template of argparse's: argparse fills it in with ``%``; the name of a type it
    puts in (``%(type)s``: ``int``) is worded too."""

    def __mod__(self, values: Any) -> str:
        if isinstance(values, dict) and isinstance(values.get("type"), str):
            values = {**values, "type": ARGPARSE_TYPES.get(values["type"], values["type"])}
        text: str = str(self) % values
        return text


def argparse_gettext(message: str) -> str:
    """argparse's ``message`` template in Russian (argparse's own when not known)."""
    ru = ARGPARSE_RU.get(message) if isinstance(message, str) else None
    return message if ru is None else _Template(ru)


def argparse_ngettext(singular: str, plural: str, n: int) -> str:
    """argparse's template for ``n`` in Russian (argparse's own when not known)."""
    return argparse_gettext(singular if n == 1 else plural)
