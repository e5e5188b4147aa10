"""The language of a command's own lines (``--lang ru``), known before its arguments are
parsed: a usage error is worded in the language asked for even when the parser stops
before it reaches ``--lang``.

English stays byte for byte as each command prints it; Russian comes from
:mod:`dealer_app.wording` (imported only then: ``settle`` stays light).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealer_app.house_files import HouseFileError
    from rules.poker.problems import Problem

__all__ = ["argv_lang", "house_file_lines", "os_reason", "place_line", "problem_lines", "usage", "worded"]


def argv_lang(argv: Sequence[str]) -> str:
    """``ru`` when the last ``--lang`` in ``argv`` (``--lang ru`` or ``--lang=ru``) asks for it, else ``en``.

    >>> argv_lang(["--bogus", "--lang", "ru"]), argv_lang(["--lang=ru"]), argv_lang(["--lang", "xx"]), argv_lang([])
    ('ru', 'ru', 'en', 'en')
    """
    lang = "en"
    for i, arg in enumerate(argv):
        if arg == "--lang":
            lang = argv[i + 1] if i + 1 < len(argv) else ""
        elif arg.startswith("--lang="):
            lang = arg.split("=", 1)[1]
    return "ru" if lang == "ru" else "en"


def worded(message: object, lang: str) -> str:
    """A command's or the store's English line in ``lang`` (unchanged in English); an
    error carrying a typed refusal is worded by its code."""
    if lang == "en":
        return str(message)
    from dealer_app.refusal import Refusal, refusal_of, word
    from dealer_app.wording.errors import error_text

    if isinstance(message, Refusal):
        return word(message, lang)
    if (refusal := refusal_of(message)) is not None:
        return word(refusal, lang)
    return error_text(str(message), lang)


def os_reason(exc: OSError, lang: str) -> str:
    """Why the operating system refused, as the commands print it (``strerror``), in ``lang``."""
    reason = exc.strerror or str(exc)
    if lang == "en" or not exc.strerror:
        return reason
    from dealer_app.wording.cli_errors import reason_text

    return reason_text(reason)


def usage(command: str, english: str, lang: str) -> str:
    """A hand-parsed command's usage text in ``lang`` (``english``: its own ``USAGE``)."""
    if lang == "en":
        return english
    from dealer_app.wording.cli_errors import usage_text

    return usage_text(command, english, lang)


def place_line(line: str, lang: str) -> str:
    """A refusal line whose head is a place of the contract (``round: ...``, ``house: ...``):
    the head stays as the contract writes it, what follows is worded."""
    if lang == "en":
        return line
    head, sep, rest = line.partition(": ")
    return f"{head}{sep}{worded(rest, lang)}" if sep else worded(line, lang)


def problem_lines(problems: Iterable[Problem], lang: str) -> list[str]:
    """Engine problems as refusal lines in ``lang``: each keeps its ``box N: field:`` place
    as the contract writes it and its minor-unit numbers; only what is wrong is worded."""
    if lang == "en":
        return [str(p) for p in problems]
    from dealer_app.wording.problems import message_text  # only for another language (babel)

    out = []
    for p in problems:
        line = str(p)
        if not line.endswith(p.message) or not p.message:
            out.append(line)
            continue
        # no currency: the amounts stay the contract's minor units
        out.append(line[: len(line) - len(p.message)] + message_text(p, lang, currency=""))
    return out


def house_file_lines(err: HouseFileError, lang: str) -> list[str]:
    """Why a ``--house`` profile cannot be used, one line per problem, in ``lang``."""
    if lang == "en":
        return list(err.lines)
    if err.unreadable is not None:  # typed: worded by code, the contract's head kept
        return [f"house: {worded(err.unreadable, lang)}"]
    if err.problems:
        return problem_lines(err.problems, lang)
    return [place_line(line, lang) for line in err.lines]
