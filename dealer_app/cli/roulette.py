"""``dealer-app roulette HAND.json|-`` and ``dealer-app roulette --batch FILE.jsonl|-``
(FORMATS.md, ``roulette``), with the same discipline as ``settle``:

- one hand: exit 0 and the result JSON on standard output; exit 2 and one
  line per problem on standard error, nothing on standard output;
- batch: one output line per non-blank input line, in order (the result, or
  ``{"refused": [...]}``); exit 0 when the file was read, refusals included,
  exit 2 only when the file itself cannot be read.

Bad input never produces a traceback. Imports neither Qt nor reportlab.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import Any, TextIO

from dealer_app.cli.lang import argv_lang, usage, worded
from dealer_app.refusal_codes import CannotReadPath
from dealer_app.safe_input import MAX_FILE_BYTES, MAX_LINE_BYTES, InputError, loads, read_bounded
from rules.roulette import HandRefused, resolve_hand

__all__ = ["USAGE", "main", "resolve_json", "resolve_text"]

USAGE = """\
usage: dealer-app roulette HAND.json|- [--lang en|ru]
       dealer-app roulette --batch FILE.jsonl|- [--lang en|ru]

Resolve one Russian Roulette hand (russian-roulette-hand/1) and print its
course and result (russian-roulette-result/1); '-' reads standard input.
--batch reads one hand per line and writes one line per hand: the result,
or {"refused": [...]}. --lang ru words the warnings, refusals and errors in Russian (default en);
every field and number is the same in every language.

exit 0: resolved (batch: the file was read); exit 2: refused (batch: the
file cannot be read); the problems go to standard error, one per line."""

_PROG = "dealer-app roulette"


BATCH_BYTES = 256 * 1024 * 1024


class _Unreadable(Exception):
    """The input file itself cannot be read."""


def _read(source: str, limit: int = MAX_FILE_BYTES, lang: str = "en") -> bytes:
    try:
        return read_bounded(source, limit, what="hand file")
    except OSError as e:
        raise _Unreadable(f"{_PROG}: {worded(CannotReadPath(path=source, reason=e.strerror or e), lang)}") from None
    except InputError as e:
        raise _Unreadable(f"{_PROG}: {worded(CannotReadPath(path=source, reason=e), lang)}") from None


def _decode(data: bytes | str) -> tuple[Mapping[str, Any] | None, list[str]]:
    """Parse JSON text into an object, or say why it cannot be."""
    try:
        value = loads(data)
    except InputError as e:
        return None, [f"not valid JSON: {e}"]
    if not isinstance(value, dict):
        return None, [f"a hand must be a JSON object, not {type(value).__name__}"]
    return value, []


def resolve_json(hand: Mapping[str, Any], lang: str = "en") -> tuple[dict[str, Any] | None, list[str]]:
    """Resolve a parsed hand: ``(result JSON, [])`` or ``(None, problem lines)``; ``lang``
    words the warnings and the refusals (their places and numbers as in English)."""
    try:
        result = resolve_hand(hand)
        out = result.to_json()
        if lang != "en":
            from dealer_app.wording.explanations import note_text  # only for another language (babel)

            out["warnings"] = [note_text(n, lang) for n in result.notes]
        return out, []
    except HandRefused as e:
        if lang != "en":
            from dealer_app.wording.roulette_problems import roulette_problem_text

            return None, [roulette_problem_text(p, lang) for p in e.problems]
        return None, list(e.problems)
    except RecursionError:
        return None, [worded("a value is nested too deeply", lang)]
    except Exception as e:  # a defect, not bad input: still one clear line, never a traceback
        return None, [worded(f"internal error (please report it with this hand): {type(e).__name__}: {e}", lang)]


def resolve_text(data: bytes | str, where: str = "", lang: str = "en") -> tuple[dict[str, Any] | None, list[str]]:
    """Parse and resolve one hand given as JSON text; ``where`` prefixes a
    line that says the text itself is not a JSON object (``"line 3: "``)."""
    hand, problems = _decode(data)
    if hand is None:
        return None, [worded(where + p, lang) for p in problems]
    return resolve_json(hand, lang)


def _one(source: str, out: TextIO, err: TextIO, lang: str) -> int:
    try:
        data = _read(source, lang=lang)
    except _Unreadable as e:
        print(e, file=err)
        return 2
    result, problems = resolve_text(data, "" if source == "-" else f"{source}: ", lang)
    if result is None:
        for line in problems:
            print(line, file=err)
        return 2
    out.write(json.dumps(result, indent=2, ensure_ascii=lang == "en") + "\n")
    return 0


def _batch(source: str, out: TextIO, err: TextIO, lang: str) -> int:
    try:
        data = _read(source, BATCH_BYTES, lang)
    except _Unreadable as e:
        print(e, file=err)
        return 2
    dumps = json.JSONEncoder(separators=(", ", ": "), ensure_ascii=lang == "en").encode
    for number, raw in enumerate(data.split(b"\n"), start=1):
        if not raw.strip():
            continue
        if len(raw) > MAX_LINE_BYTES:
            out.write(dumps({"refused": [worded(f"line {number}: longer than {MAX_LINE_BYTES // 1024} KiB", lang)]})
                      + "\n")
            continue
        try:
            result, problems = resolve_text(raw, f"line {number}: ", lang)
        except Exception as e:  # one bad line never stops the others
            result, problems = None, [worded(f"line {number}: internal error: {type(e).__name__}", lang)]
        if result is None:
            out.write(dumps({"refused": problems}) + "\n")
        else:
            out.write(dumps(result) + "\n")
    return 0


def main(argv: list[str]) -> int:
    out, err = sys.stdout, sys.stderr
    args = list(argv)
    if any(a in ("-h", "--help") for a in args):
        print(usage("roulette", USAGE, argv_lang(args)), file=out)
        return 0
    lang = "en"
    for i, a in enumerate(args):
        if a == "--lang" or a.startswith("--lang="):
            lang = a.split("=", 1)[1] if "=" in a else (args[i + 1] if i + 1 < len(args) else "")
            del args[i: i + (1 if "=" in a else 2)]
            break
    if lang not in ("en", "ru"):
        print(f"{_PROG}: --lang needs one of en, ru, not {lang[:20]!r}", file=err)
        return 2
    if args and args[0].startswith("--batch="):
        args = ["--batch", args[0].split("=", 1)[1], *args[1:]]
    if len(args) == 2 and args[0] == "--batch":
        return _batch(args[1], out, err, lang)
    if len(args) == 1 and (args[0] == "-" or not args[0].startswith("-")):
        return _one(args[0], out, err, lang)
    line = f"expected HAND.json, '-' or --batch FILE.jsonl, got {' '.join(args) or 'nothing'}"
    print(f"{_PROG}: {worded(line, lang)}", file=err)
    print(usage("roulette", USAGE, lang), file=err)
    return 2
