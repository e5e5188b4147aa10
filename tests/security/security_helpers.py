"""Helpers for the security tests: run ``dealer-app`` commands in-process, capture their streams."""

from __future__ import annotations

import io
import sys
from dataclasses import dataclass

import dealer_main


@dataclass
class Result:
    code: int
    out: str
    err: str


def _text_stream(data: bytes = b"") -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="surrogateescape", write_through=True)


def run_cli(argv: list[str], stdin: str | bytes = "") -> Result:
    """``dealer-app ARGV`` in this process, with ``stdin`` as standard input."""
    data = stdin.encode("utf-8", "surrogatepass") if isinstance(stdin, str) else stdin
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = _text_stream(data), _text_stream(), _text_stream()
    out_s, err_s = sys.stdout, sys.stderr
    try:
        try:
            code = dealer_main.main(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 2
        out_s.flush()
        err_s.flush()
        out = out_s.buffer.getvalue().decode("utf-8", "replace")  # type: ignore[attr-defined]
        err = err_s.buffer.getvalue().decode("utf-8", "replace")  # type: ignore[attr-defined]
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return Result(code, out, err)
