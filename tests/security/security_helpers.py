"""Helpers for the security tests: ``dealer-app`` in this process (``cli_support.run_main``)."""

from __future__ import annotations

from dataclasses import dataclass

from cli_support import run_main


@dataclass
class Result:
    code: int
    out: str
    err: str


def run_cli(argv: list[str], stdin: str | bytes = "") -> Result:
    """``dealer-app ARGV`` in this process, with ``stdin`` as standard input."""
    data = stdin.encode("utf-8", "surrogatepass") if isinstance(stdin, str) else stdin
    ran = run_main(*argv, stdin=data)
    return Result(ran.returncode, ran.stdout.decode("utf-8", "replace"), ran.stderr.decode("utf-8", "replace"))
