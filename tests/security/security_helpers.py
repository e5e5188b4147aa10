"""Helpers for the security tests: run commands in-process, capture their streams."""

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


def run_cli(argv: list[str], stdin: str = "") -> Result:
    """``dealer-app ARGV`` in this process, with ``stdin`` as standard input."""
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(stdin), io.StringIO(), io.StringIO()
    try:
        try:
            code = dealer_main.main(argv)
        except SystemExit as exc:
            code = int(exc.code or 0) if not isinstance(exc.code, str) else 2
        out, err = sys.stdout.getvalue(), sys.stderr.getvalue()  # type: ignore[union-attr]
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return Result(code, out, err)


