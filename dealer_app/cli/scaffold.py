"""The command-line scaffolding every ``dealer-app`` command shares: a failure with its
exit code, an argument parser that fails with one line, and the runner that turns
every failure into one line on standard error and an exit code."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import NoReturn

from dealer_app.cli.lang import os_reason, worded
from dealer_app.safe_input import one_line
from dealer_app.services.common import ServiceError
from dealer_app.store.errors import StoreError

__all__ = ["Fail", "Parser", "run_command"]


class Fail(Exception):
    """A command's failure: one line for the user and the exit code (2: bad input)."""

    def __init__(self, message: str, code: int = 1) -> None:
        self.code = code
        super().__init__(message)


class Parser(argparse.ArgumentParser):
    """argparse whose errors are a :class:`Fail` with exit code 2, not a usage dump."""

    def error(self, message: str) -> NoReturn:
        raise Fail(f"{message} (try --help)", 2)


def run_command(name: str, body: Callable[[], int], lang: str = "en") -> int:
    """Run a command's ``body``: every failure becomes one line ``dealer-app NAME: reason``
    on standard error and its exit code; ``lang`` (``argv_lang(argv)`` for a command that
    takes ``--lang``) is the language of the reason."""
    try:
        return _run_body(name, body, lang)
    except UnicodeError as exc:  # e.g. a broken character in an argument
        print(f"dealer-app {name}: {one_line(exc)}", file=sys.stderr)
        return 2


def _run_body(name: str, body: Callable[[], int], lang: str) -> int:
    def say(message: object) -> None:
        print(f"dealer-app {name}: {one_line(worded(message, lang))}", file=sys.stderr)

    try:
        return body()
    except Fail as exc:
        say(exc)
        return exc.code
    except StoreError as exc:
        say(exc)
        return 2
    except PermissionError as exc:
        say(f"not allowed: {exc}")
        return 1
    except ServiceError as exc:
        say(exc)
        return 1
    except ValueError as exc:  # engine refusals (house rules, steps) carry their lines
        lines = getattr(exc, "lines", None)
        say("; ".join(lines) if lines else exc)
        return 1
    except OSError as exc:
        say(f"{os_reason(exc, lang)}{f' ({exc.filename})' if exc.filename else ''}")
        return 2 if exc.errno in (36,) else 1
    except ImportError as exc:
        say(f"a part of the app is missing: {exc}")
        return 1
    except KeyboardInterrupt:
        say("interrupted")
        return 130
    except SystemExit as exc:  # argparse --help
        return int(exc.code or 0)
