"""Reading hostile input: bounded files, strict JSON.

Every file a command reads goes through :func:`read_bounded` (a size limit,
so a FIFO or ``/dev/zero`` cannot be read without end) and every JSON text
through :func:`loads`, which refuses what ``json.loads`` lets through:

* duplicate keys (``"last wins"`` would let a round say two things);
* integers of more than :data:`MAX_DIGITS` digits (no amount is near that large:
  the engine refuses amounts from ``rules.limits.MAX_AMOUNT`` on, naming the field);
* nesting deeper than Python can parse (a one-line reason, not a traceback).

Errors are :class:`InputError` (a ``ValueError``) carrying a typed refusal
(:mod:`dealer_app.refusal_codes`): ``str()`` is its one English line.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import sys
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import BinaryIO, SupportsFloat, SupportsIndex, SupportsInt, cast

from dealer_app import refusal_codes as rc
from dealer_app.refusal import Refusal

__all__ = ["MAX_DIGITS", "MAX_FILE_BYTES", "MAX_ID", "MAX_LINE_BYTES", "InputError", "decode_refusal", "dict_of",
           "float_of", "int_of", "items_of", "loads", "mapping_of", "one_line", "open_regular", "parse_id", "read_bounded",
           "shown_text"]

MAX_FILE_BYTES = 16 * 1024 * 1024
"""A round, hand, house-rules or answers file (a whole shift's batch is read line by line)."""
MAX_LINE_BYTES = 1024 * 1024
"""One line of a batch file."""
MAX_DIGITS = 40


class InputError(ValueError):
    """Input that cannot be used: ``InputError(refusal)``; ``str()`` is one line saying why."""


def _pairs(pairs: list[tuple[str, object]]) -> dict[str, object]:
    out: dict[str, object] = {}
    for k, v in pairs:
        if k in out:
            shown = k if len(k) <= 40 else k[:37] + "..."
            raise InputError(rc.DuplicateKey(key=repr(shown)))
        out[k] = v
    return out


def _int(text: str) -> int:
    digits = len(text) - (text[0] == "-")
    if digits > MAX_DIGITS:
        raise InputError(rc.NumberTooLong(n=digits, max=MAX_DIGITS))
    return int(text)


def loads(text: str | bytes) -> object:
    """``json.loads`` with the refusals above; raises :class:`InputError`."""
    try:
        value: object = json.loads(text, object_pairs_hook=_pairs, parse_int=_int)
    except InputError:
        raise
    except json.JSONDecodeError as e:
        raise InputError(rc.JsonSyntax(msg=e.msg, line=e.lineno, column=e.colno)) from None
    except UnicodeDecodeError:
        raise InputError(rc.TextNotUtf8()) from None
    except RecursionError:
        raise InputError(rc.NestedTooDeeply()) from None
    except ValueError as e:
        raise InputError(str(e)) from None
    return value  # a lone surrogate in a string is kept: outputs write it as its \u escape


def decode_refusal(exc: ValueError) -> ValueError | Refusal:
    """What ``json.loads`` or a UTF-8 decode refused, typed from its fields (English: the
    error's own line, byte for byte); any other error as it is."""
    if isinstance(exc, json.JSONDecodeError):
        return rc.JsonDecode(msg=exc.msg, line=exc.lineno, column=exc.colno, pos=exc.pos)
    if isinstance(exc, UnicodeDecodeError):  # as str(exc) shows it: one byte, or a run of them
        if exc.end == exc.start + 1:
            return rc.UndecodableByte(encoding=exc.encoding, byte=f"0x{exc.object[exc.start]:02x}", start=exc.start,
                                      reason=exc.reason)
        return rc.UndecodableBytes(encoding=exc.encoding, start=exc.start, last=exc.end - 1, reason=exc.reason)
    return exc


# A value read from JSON is an ``object`` until it is narrowed; these narrow it as the
# built-ins do (the same values taken, the same TypeError or ValueError for the others).

def int_of(value: object) -> int:
    """``int(value)``: a number or a numeric string, else ``int()``'s own TypeError or ValueError."""
    return int(cast("str | SupportsInt | SupportsIndex", value))


def float_of(value: object) -> float:
    """``float(value)``: a number or a numeric string, else ``float()``'s own TypeError or ValueError."""
    return float(cast("str | SupportsFloat | SupportsIndex", value))


def dict_of(value: object) -> dict[object, object]:
    """``dict(value)``: a copy of a mapping (or of a list of pairs), else ``dict()``'s own TypeError or ValueError."""
    return dict(cast("Mapping[object, object]", value))


def items_of(value: object) -> Iterator[object]:
    """``iter(value)``: the items of a list (or of any iterable), else ``iter()``'s own TypeError."""
    return iter(cast("Iterable[object]", value))


def mapping_of(value: object) -> Mapping[str, object]:
    """``value`` when it is a JSON object (a mapping), else a TypeError (as indexing a list or a number by a key)."""
    if not isinstance(value, Mapping):
        raise TypeError(f"a JSON object was expected, not {type(value).__name__}")
    return cast("Mapping[str, object]", value)


def _not_regular(mode: int, source: str | Path, what: str) -> Exception:
    if stat.S_ISDIR(mode):  # the operating system's own reason, as open() gives it
        return IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(source))
    other = "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "a socket" if stat.S_ISSOCK(mode) else "not a file"
    return InputError(rc.FileNotRegular(what=what, fkind="a FIFO" if stat.S_ISFIFO(mode) else other))


def open_regular(source: str | Path, *, what: str = "file") -> BinaryIO:
    """``source`` opened for reading when it is a regular file. A FIFO, a device
    (``/dev/zero``), a socket or a folder is refused at once, without waiting on it:
    the file is opened non-blocking and checked on the open descriptor (no window
    in which another file could be put in its place). Raises :class:`InputError`
    or ``OSError``."""
    fd = os.open(source, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise _not_regular(mode, source, what)
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_bounded(source: str | Path, limit: int = MAX_FILE_BYTES, *, what: str = "file") -> bytes:
    """The bytes of ``source`` (``-``: standard input), at most ``limit`` of them;
    raises :class:`InputError` for a larger input or one that is not a regular file
    (:func:`open_regular`) and ``OSError`` when it cannot be read."""
    if str(source) == "-":
        stream: BinaryIO = sys.stdin.buffer
        data = stream.read(limit + 1)
    else:
        with open_regular(source, what=what) as fh:
            data = fh.read(limit + 1)
    if len(data) > limit:
        raise InputError(rc.FileTooLarge(what=what, n=limit // (1024 * 1024)))
    return data


SHOWN_TEXT = 1200
"""The most characters of one stored text a screen or a report shows: free text is at
most 500 when entered (``rules.limits.MAX_TEXT``); a log written otherwise (an older
version, an edited file) is still shown, cut."""


def shown_text(text: object, limit: int = SHOWN_TEXT) -> str:
    """Text from the log as a screen or a report shows it: control, format (bidi
    overrides and isolates), separator and broken characters as visible ``\\uXXXX``
    escapes (printed as what they are, never turning the text around them), at most
    ``limit`` characters (longer text cut, with its length)."""
    import unicodedata

    value = str(text)
    if not value.isprintable():
        value = "".join(f"\\u{ord(ch):04x}" if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Zl", "Zp") else ch
                        for ch in value)
    if len(value) > limit:
        value = f"{value[:limit - 40]}… ({len(str(text))})"
    return value


MAX_ID = 2**62


def parse_id(text: str) -> int:
    """An id or a number given on the command line (``--shift``, ``--round``): a whole
    number from 1 below 2**62 (``argparse`` ``type=``; its ``ValueError`` becomes exit 2)."""
    if not text.isascii() or not text.strip().isdigit() or len(text.strip()) > 19:
        raise ValueError(f"not a whole number from 1: {text[:30]!r}")
    value = int(text)
    if not 1 <= value < MAX_ID:
        raise ValueError(f"not a whole number from 1: {text[:30]!r}")
    return value


parse_id.__name__ = "int"  # argparse names the type in its message: "invalid int value"


def one_line(message: object, limit: int = 400) -> str:
    """A message as one printable line: control characters and broken (surrogate)
    characters escaped, at most ``limit`` characters (long values cut in the middle)."""
    text = str(message)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    text = "".join(ch if ch.isprintable() or ch == " " else f"\\x{ord(ch):02x}" if ord(ch) < 256 else
                   f"\\u{ord(ch):04x}" for ch in text)
    if len(text) > limit:
        text = text[: limit - 60] + f"...({len(text) - limit + 40} characters)..." + text[-20:]
    return text
