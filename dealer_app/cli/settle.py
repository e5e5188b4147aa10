"""``dealer-app settle``: one Russian Poker round in, its settlement out (FORMATS.md).

    dealer-app settle ROUND.json|- [--house FILE] [--lang ru]
    dealer-app settle --batch FILE.jsonl|- [--house FILE] [--lang ru]

Exit 0 with the settlement JSON on standard output; exit 2 when the round is
refused (one line per problem on standard error, nothing on standard output).
In batch mode every non-blank input line gives exactly one output line (the
settlement, or ``{"refused": [...]}``) and the exit code is 2 only when the
file or the ``--house`` profile cannot be read, or when a worker process (``--jobs``)
dies: then one line names the input line after which nothing was settled (the output
before it is whole). Never a traceback for bad input.

This module must stay light: no Qt, no reportlab (a test checks ``sys.modules``).
"""

from __future__ import annotations

import gc
import itertools
import json
import os
import re
import sys
from collections import deque
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, BinaryIO, NamedTuple, cast

from msgspec import DecodeError, EncodeError
from msgspec.json import Decoder, Encoder

from dealer_app import refusal_codes
from dealer_app.cli.lang import argv_lang, house_file_lines, problem_lines, usage, worded
from dealer_app.refusal import Refusal
from dealer_app.safe_input import MAX_LINE_BYTES, InputError, loads, open_regular, read_bounded
from rules.poker.house import HouseRules
from rules.poker.problems import RoundRefused
from rules.poker.settle import Settlement, settle_round

__all__ = ["main", "refusal_lines", "settle_lines", "settle_text"]

USAGE = """usage: dealer-app settle ROUND.json|- [--house FILE] [--lang en|ru]
       dealer-app settle --batch FILE.jsonl|- [--house FILE] [--lang en|ru]

Settle Russian Poker rounds (russian-poker-round/1 in, russian-poker-settlement/1 out).
  ROUND.json      one round ('-' reads standard input)
  --batch FILE    one round per line (JSON Lines, '-' for standard input); one output line per input line
  --house FILE    a house-rules profile (TOML or JSON, or the name of a bundled profile);
                  each round's own "house" object is applied on top of it
  --jobs N        batch: settle in N processes (default 0: one per CPU, at most 4, once the
                  input is longer than one chunk of 1,000 lines); the output is the same
  --lang LANG     the language of the explanation, refusal and error lines: en (default) or ru;
                  every field, place and number is the same in every language
"""


MAX_JOBS = 32


class UsageError(ValueError):
    pass


LANGS = ("en", "ru")


class _Args(NamedTuple):
    round_path: str | None
    batch: str | None
    house: str | None
    jobs: int
    lang: str


def _parse_args(argv: list[str]) -> _Args:
    round_path = batch = house = None
    jobs = 0
    lang = "en"
    args = iter(argv)
    for arg in args:
        if arg in ("-h", "--help"):
            raise UsageError("")
        if arg == "--lang" or arg.startswith("--lang="):
            lang = arg.split("=", 1)[1] if "=" in arg else next(args, "")
            if lang not in LANGS:
                raise UsageError(refusal_codes.LangUnknown(choices=', '.join(LANGS), value=repr(lang[:20])))
            continue
        if arg == "--jobs" or arg.startswith("--jobs="):
            text = arg.split("=", 1)[1] if "=" in arg else next(args, "")
            if not text.isascii() or not text.isdigit() or len(text) > 3 or int(text) > MAX_JOBS:
                raise UsageError(refusal_codes.JobsOutOfRange(max=MAX_JOBS, value=repr(text[:20])))
            jobs = int(text)
            continue
        if arg == "--batch" or arg.startswith("--batch="):
            batch = arg.split("=", 1)[1] if "=" in arg else next(args, None)
            if not batch:
                raise UsageError(refusal_codes.BatchNeedsFile())
        elif arg == "--house" or arg.startswith("--house="):
            house = arg.split("=", 1)[1] if "=" in arg else next(args, None)
            if not house:
                raise UsageError(refusal_codes.HouseNeedsFile())
        elif arg.startswith("-") and arg != "-":
            raise UsageError(refusal_codes.UnknownOption(option=arg))
        elif round_path is None:
            round_path = arg
        else:
            raise UsageError(refusal_codes.TwoRoundFiles(first=round_path, second=arg))
    if batch is not None and round_path is not None:
        raise UsageError(refusal_codes.RoundFileAndBatch())
    if batch is None and round_path is None:
        raise UsageError(refusal_codes.RoundFileMissing())
    return _Args(round_path, batch, house, jobs, lang)


def settlement_json(settlement: Settlement, lang: str = "en") -> dict[str, Any]:
    """``settlement.to_json()`` with its explanation lines in ``lang`` (every field and
    number as they are)."""
    out = settlement.to_json()
    if lang == "en":
        return out
    from dealer_app.wording.explanations import explanation_text  # only for another language (babel)

    for box, b in zip(out["boxes"], settlement.boxes, strict=True):
        if b.terms is not None:
            box["explanation"] = list(explanation_text(b.terms, lang))
    return out


def _load(text: str | bytes) -> tuple[object, Refusal | None]:
    """The JSON value of ``text``, or why it is not one, typed (strict: no duplicate keys,
    huge numbers or lone surrogates; see :mod:`dealer_app.safe_input`)."""
    try:
        return loads(text), None
    except InputError as e:
        return None, refusal_codes.JsonInvalid(why=e)


def _round_line(refusal: Refusal | InputError, lang: str) -> str:
    """A refusal of the round as a whole: its place ``round:`` as the contract writes it, then why."""
    return f"round: {worded(refusal, lang)}"


def refusal_lines(refused: RoundRefused, lang: str = "en") -> list[str]:
    """The refusal's lines in ``lang``: each keeps its ``box N: field:`` place as the
    contract writes it and its minor-unit numbers; only what is wrong is worded
    (``dealer_app.wording.problems``)."""
    if lang == "en":
        return list(refused.lines)
    return problem_lines(refused.problems, lang)


def settle_text(
    text: str | bytes, house: HouseRules | None = None, lang: str = "en",
) -> tuple[dict[str, Any] | None, list[str]]:
    """One round's JSON text: (settlement JSON, []) or (None, problem lines)."""
    data, error = _load(text)
    if error is not None:
        return None, [_round_line(error, lang)]
    try:
        return settlement_json(settle_round(_round(data), house), lang), []
    except RoundRefused as e:
        return None, refusal_lines(e, lang)
    except RecursionError:
        return None, [_round_line(refusal_codes.ValueNestedTooDeeply(), lang)]
    except Exception as e:  # a bug, not bad input: one clear line rather than a traceback
        if os.environ.get("DEALER_APP_DEBUG"):
            raise
        return None, [_round_line(refusal_codes.InternalErrorSettling(text=f"{type(e).__name__}: {e}"), lang)]


_decode = Decoder().decode
"""JSON text to the same values as ``json.loads`` gives (integers of any size, the last of
duplicate keys), about three times faster; it refuses some text that ``json`` reads (NaN,
a byte-order mark, lone surrogates, exponents beyond a float), which then goes to ``json``."""
_encode = Encoder().encode
"""Compact UTF-8 JSON, byte for byte what ``json.dumps(value, ensure_ascii=False,
separators=(",", ":"))`` encoded in UTF-8 gives, about twice as fast."""


def _utf8(text: str) -> bytes:
    """JSON text in UTF-8; a lone surrogate (only possible inside a string) as its ``\\u`` escape."""
    return text.encode("utf-8", "backslashreplace")


def _refused(lines: list[str], ensure_ascii: bool = False) -> bytes:
    return _utf8(json.dumps({"refused": lines}, ensure_ascii=ensure_ascii))


_KEY_SPACE = re.compile(rb'"[ \t\r\n]+:')


def _round(data: object) -> Mapping[str, Any]:
    """A decoded JSON value as the engine takes it (the engine refuses what is not a round)."""
    return cast("Mapping[str, Any]", data)


def _keys(value: object) -> int:
    """How many object keys a decoded value holds (every level: an object or a list)."""
    if type(value) is dict:
        n = len(value)
        for x in value.values():
            t = type(x)
            if t is dict or t is list:
                n += _keys(x)
        return n
    n = 0
    for x in cast("list[object]", value):
        t = type(x)
        if t is dict or t is list:
            n += _keys(x)
    return n


def _names_every_key_once(raw: bytes, data: object) -> bool:
    """The text names as many keys as the decoded value holds: no duplicate was dropped.

    The common case costs one compact encoding: when ``raw`` begins with the decoded
    value written back, its JSON value *is* that text (a value ends where its text
    ends; the fast reader allows only white space after it), and an encoded object
    names each of its keys once. Other text (spaces, escapes, non-ASCII written as
    ``\\u`` escapes) is counted: ``":`` ends every key of compact or ``json.dumps``
    text; text with a space before a colon, or a ``\\":`` inside a string, takes the
    strict reader, which is exact."""
    try:
        if raw.startswith(_encode(data)):
            return True
    except (EncodeError, UnicodeEncodeError):
        pass
    if b'" ' in raw and _KEY_SPACE.search(raw):
        return False
    return raw.count(b'":') == (_keys(data) if type(data) in (dict, list) else 0)


def settle_lines(lines: Iterable[bytes], house: HouseRules | None = None, lang: str = "en") -> Iterator[bytes]:
    """Batch mode: one output line (UTF-8, without newline) per non-blank input line. The fast
    decoder keeps the last of duplicate keys: when the text names more keys than the value
    holds, the strict reader (:mod:`dealer_app.safe_input`) decides and names the duplicate."""
    decode, encode, once = _decode, _encode, _names_every_key_once
    for raw in lines:
        if not raw.strip():
            continue
        if len(raw) > MAX_LINE_BYTES:
            yield _refused([_round_line(refusal_codes.LineTooLong(n=MAX_LINE_BYTES // 1024), lang)])
            continue
        try:
            data: object = decode(raw)
            if not once(raw, data):
                raise DecodeError("keys")
        except (DecodeError, RecursionError):
            data, error = _load(raw)
            if error is not None:
                yield _refused([_round_line(error, lang)])
                continue
        try:
            settlement = settle_round(_round(data), house)
        except RoundRefused as e:
            yield _refused(refusal_lines(e, lang))
            continue
        except RecursionError:
            yield _refused([_round_line(refusal_codes.ValueNestedTooDeeply(), lang)])
            continue
        except Exception as e:  # a bug must not stop a whole shift's audit; say so on the line
            if os.environ.get("DEALER_APP_DEBUG"):
                raise
            yield _refused([_round_line(refusal_codes.InternalErrorSettling(text=f"{type(e).__name__}: {e}"), lang)],
                           ensure_ascii=True)
            continue
        try:
            yield encode(settlement.to_json() if lang == "en" else settlement_json(settlement, lang))
        except (EncodeError, UnicodeEncodeError):  # text that is not Unicode (a lone surrogate in the id)
            yield _utf8(settlement.to_json_line())


def _open_input(path: str) -> BinaryIO:
    if path == "-":
        return sys.stdin.buffer
    return open_regular(path, what="batch file")


def main(argv: list[str]) -> int:
    err = sys.stderr
    lang = argv_lang(argv)  # known before parsing: a usage error is worded in it too
    try:
        round_path, batch, house_path, jobs, lang = _parse_args(argv)
    except UsageError as e:
        if str(e):
            print(f"dealer-app settle: {worded(e, lang)}", file=err)
            print(usage("settle", USAGE, lang), file=err, end="")
            return 2
        print(usage("settle", USAGE, lang), end="")
        return 0
    house: HouseRules | None = None
    if house_path is not None:
        from dealer_app.house_files import HouseFileError, load_house_file  # only with --house (TOML, resources)

        try:
            house = load_house_file(house_path)
        except HouseFileError as e:
            print("\n".join(house_file_lines(e, lang)), file=err)
            return 2
    out = sys.stdout.buffer
    if batch is not None:
        try:
            src = _open_input(batch)
        except (OSError, InputError) as e:
            print(f"dealer-app settle: {worded(_cannot_read(batch, e), lang)}", file=err)
            return 2
        try:
            _run_batch(src, house, jobs, out, lang)
        except _ReadError as e:
            cannot = refusal_codes.CannotReadPath(path=batch, reason=e.args[0])
            print(f"dealer-app settle: {worded(cannot, lang)}", file=err)
            return 2
        except BrokenPipeError:  # the reader went away (e.g. `| head`): stop quietly
            return 1
        except BatchStopped as e:  # a worker died: one line, and not the exit of a whole batch
            print(f"dealer-app settle: {worded(e, lang)}", file=err)
            return 2
        except KeyboardInterrupt:  # Ctrl+C: the workers are ended; one line, as every command says it
            print(f"dealer-app settle: {worded(refusal_codes.Interrupted(), lang)}", file=err)
            return 130
        finally:
            if src is not sys.stdin.buffer:
                src.close()
        return 0
    assert round_path is not None
    try:
        text = read_bounded(round_path, what="round file")
    except OSError as e:
        print(f"dealer-app settle: {worded(_cannot_read(round_path, e), lang)}", file=err)
        return 2
    except InputError as e:
        print(_round_line(e, lang), file=err)
        return 2
    result, problems = settle_text(text, house, lang)
    if result is None:
        print("\n".join(problems), file=err)
        return 2
    out.write(_utf8(json.dumps(result, ensure_ascii=False, indent=2) + "\n"))
    out.flush()
    return 0


# --------------------------------------------------------------------------
# Batch mode, in one process or several
# --------------------------------------------------------------------------

CHUNK = 1000


class _ReadError(Exception):
    """The batch's input could not be read: ``_ReadError(reason)``, the operating system's or a refusal."""


def _cannot_read(path: str, e: OSError | InputError) -> Refusal:
    return refusal_codes.CannotReadPath(path=path, reason=e.strerror or e if isinstance(e, OSError) else e)


class BatchStopped(RuntimeError):
    """A worker process died: the batch stopped, its output whole up to an input line
    (``refusal``: ``BatchStoppedAt``)."""

    def __init__(self, refusal: refusal_codes.BatchStoppedAt) -> None:
        self.refusal = refusal
        super().__init__(str(refusal))


def _chunks(src: BinaryIO) -> Iterator[list[bytes]]:
    chunk: list[bytes] = []
    try:
        for line in _bounded_lines(src):
            chunk.append(line)
            if len(chunk) >= CHUNK:
                yield chunk
                chunk = []
    except OSError as e:
        raise _ReadError(e.strerror or str(e)) from None
    if chunk:
        yield chunk


def _bounded_lines(src: BinaryIO) -> Iterator[bytes]:
    """The lines of ``src``; a line longer than ``MAX_LINE_BYTES`` is cut there (and so
    refused as one line: the rest of it is skipped), so no line is read without end."""
    while True:
        line = src.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            skipped = 0
            while True:  # skip the rest of the overlong line, within reason
                rest = src.readline(MAX_LINE_BYTES)
                skipped += len(rest)
                if not rest or rest.endswith(b"\n"):
                    break
                if skipped > 64 * MAX_LINE_BYTES:
                    raise _ReadError(refusal_codes.BatchLineTooLong(n=64 * MAX_LINE_BYTES // (1024 * 1024)))
        yield line


def _settle_chunk(lines: list[bytes], house: HouseRules | None, lang: str = "en") -> bytes:
    out = list(settle_lines(lines, house, lang))
    return b"\n".join(out) + b"\n" if out else b""


_WORKER_HOUSE: HouseRules | None = None
_WORKER_LANG = "en"


def _worker_init(house: HouseRules | None, lang: str) -> None:
    global _WORKER_HOUSE, _WORKER_LANG
    _WORKER_HOUSE, _WORKER_LANG = house, lang


def _worker_chunk(lines: list[bytes]) -> bytes:
    return _settle_chunk(lines, _WORKER_HOUSE, _WORKER_LANG)


def _run_batch(src: BinaryIO, house: HouseRules | None, jobs: int, out: BinaryIO, lang: str = "en") -> None:
    """Settle every line of ``src`` to ``out``, in order. Large inputs are shared
    among worker processes (``jobs``; 0 = one per CPU, at most 4); a window of
    chunks in flight keeps memory bounded whatever the input's size."""
    # a batch allocates millions of short-lived acyclic objects: freeze what the
    # imports made and collect less often (reference counting frees the rest)
    gc.freeze()
    gc.set_threshold(50_000, 50, 50)
    chunks = _chunks(src)
    first = next(chunks, None)
    if first is None:
        return
    second = next(chunks, None)
    from dealer_app.workers import cpus

    workers = jobs or min(cpus(), 4)
    if second is None or workers <= 1:
        for chunk in (first, *(() if second is None else (second,))):
            out.write(_settle_chunk(chunk, house, lang))
        for chunk in chunks:
            out.write(_settle_chunk(chunk, house, lang))
        out.flush()
        return
    from dealer_app.workers import WorkerDied, Workers

    # the workers settle; this process reads, hands out chunks and writes in order, a
    # window of chunks at a time. A worker that dies (the out-of-memory killer) stops the
    # batch: what was settled before it, in order, is written whole, and nothing after
    written = 0  # input lines whose output lines are written
    sizes: deque[int] = deque()  # the input lines of each chunk handed out, in order
    with Workers(workers, _worker_chunk, initializer=_worker_init, initargs=(house, lang)) as pool:
        try:
            for chunk in itertools.chain((first, second), chunks):
                pool.submit(chunk)
                sizes.append(len(chunk))
                if pool.outstanding >= 2 * workers:
                    out.write(pool.next_result())
                    written += sizes.popleft()
            while pool.outstanding:
                out.write(pool.next_result())
                written += sizes.popleft()
        except WorkerDied as e:
            for settled in pool.ready_results():
                out.write(settled)
                written += sizes.popleft()
            out.flush()
            raise BatchStopped(refusal_codes.BatchStoppedAt(why=e.refusal, n=written)) from None
    out.flush()
