"""The command-line scaffolding every ``dealer-app`` command shares: a failure with its
exit code, an argument parser that fails with one line (and whose ``--help`` is in
Russian with ``--lang ru``), and the runner that turns every failure into one line on
standard error and an exit code."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable, Sequence
from contextvars import ContextVar, Token
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar, cast, overload

from dealer_app.cli.lang import argv_lang, os_reason, worded
from dealer_app.refusal import Refusal, refusal_of
from dealer_app.refusal_codes import AppPartMissing, Interrupted, NotAllowed, StoppedUnfinished, UsageRefused
from dealer_app.safe_input import one_line
from dealer_app.services.common import RefusalDetail, ServiceError
from dealer_app.store.errors import StoreError
from dealer_app.workers import WorkerDied

if TYPE_CHECKING:
    from dealer_app.store.location import Location

READ_ONLY_HELP = ("write nothing: no entry in the log, no checkpoint, no station record (the default when the file "
                  "is not writable)")
"""``--read-only`` of the commands that only read evidence (``audit verify``, ``report``, ``export``)."""

__all__ = ["READ_ONLY_HELP", "CommandArgs", "Fail", "Parser", "UsageParser", "run_command"]


class CommandArgs(argparse.Namespace):
    """A command's parsed arguments, typed: each command declares its own options on a
    subclass and parses into it (``p.parse_args(argv, namespace=TheirArgs())``). The options
    most commands share are declared here, with the value a command without them reads."""

    db: Location | None = None
    new_store: bool = False
    table: str | None = None
    pin_stdin: bool = False
    by: str | None = None
    lang: str = "en"


class Fail(Exception):
    """A command's failure: one line for the user and the exit code (2: bad input); a typed
    refusal (``refusal``) is worded by code in the command's language."""

    refusal: Refusal | None = None

    def __init__(self, message: str | Refusal | Exception, code: int = 1) -> None:
        self.code = code
        self.refusal = message if isinstance(message, Refusal) else refusal_of(message)
        super().__init__(str(message))


_N = TypeVar("_N")

_ARGPARSE_LANG: ContextVar[str | None] = ContextVar("argparse_lang", default=None)
"""The language argparse's own messages are made in while a :class:`Parser` parses (``None``: no parse):
``ru`` when the command takes ``--lang`` and its command line asks for ``ru``."""


def _gettext(message: str) -> str:
    if _ARGPARSE_LANG.get() != "ru":
        return message
    from dealer_app.wording.foreign import argparse_gettext

    return argparse_gettext(message)


def _ngettext(singular: str, plural: str, n: int) -> str:
    if _ARGPARSE_LANG.get() != "ru":
        return singular if n == 1 else plural
    from dealer_app.wording.foreign import argparse_ngettext

    return argparse_ngettext(singular, plural, n)


# argparse makes every message from a template it passes through its module's gettext (``_``,
# ``ngettext``) first: the templates are looked up in the reader's language there (identity in
# English), and argparse puts its values into them itself.
setattr(argparse, "_", _gettext)  # noqa: B010 (argparse declares neither for the type checker)
setattr(argparse, "ngettext", _ngettext)  # noqa: B010


class Parser(argparse.ArgumentParser):
    """argparse whose errors are a :class:`Fail` with exit code 2, not a usage dump, and
    whose help is worded in Russian (:mod:`dealer_app.wording.cli_help`) when ``--lang ru``
    is anywhere on the command line and the command's help is worded there; English help
    is argparse's own, byte for byte. argparse's own messages are made in the language of
    the command line (:data:`_ARGPARSE_LANG`)."""

    _lang: str | None = None  # known when the arguments are parsed: argv_lang(argv)
    _worded = False

    def error(self, message: str) -> NoReturn:
        raise Fail(UsageRefused(text=message), 2)  # argparse made ``message`` in the command line's language

    @overload  # type: ignore[override]
    def parse_args(self, args: Sequence[str] | None = None, namespace: None = None) -> argparse.Namespace: ...
    @overload
    def parse_args(self, args: Sequence[str] | None, namespace: _N) -> _N: ...
    @overload
    def parse_args(self, *, namespace: _N) -> _N: ...

    def parse_args(self, args: Sequence[str] | None = None, namespace: Any = None) -> Any:
        token = self._language(args)
        try:
            return super().parse_args(args, namespace)
        finally:
            if token is not None:
                _ARGPARSE_LANG.reset(token)

    def parse_known_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                         namespace: argparse.Namespace | None = None) -> tuple[argparse.Namespace, list[str]]:
        token = self._language(args)
        try:
            return super().parse_known_args(args, namespace)
        finally:
            if token is not None:
                _ARGPARSE_LANG.reset(token)

    def _language(self, args: Sequence[str] | None) -> Token[str | None] | None:
        """Know the command line's language; argparse's messages are made in it from here on when the
        command takes ``--lang`` (the outermost parse decides: a subcommand's parse is part of it)."""
        if self._lang is None:  # a subcommand's parser has it from its command's
            self._set_lang(argv_lang(sys.argv[1:] if args is None else list(args)))
        if _ARGPARSE_LANG.get() is not None:
            return None
        return _ARGPARSE_LANG.set(self._lang if self._lang and self._takes_lang() else "en")

    def _takes_lang(self) -> bool:
        for action in self._actions:
            if "--lang" in action.option_strings:
                return True
            if isinstance(action, argparse._SubParsersAction) and any(
                    isinstance(sub, Parser) and sub._takes_lang() for sub in action.choices.values()):
                return True
        return False

    def _set_lang(self, lang: str) -> None:
        self._lang = lang
        for action in self._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub in action.choices.values():
                    if isinstance(sub, Parser) and sub._lang is None:
                        sub._set_lang(lang)

    def format_usage(self) -> str:
        self._word_help()
        return super().format_usage()

    def format_help(self) -> str:
        self._word_help()
        return super().format_help()

    def _word_help(self) -> None:
        """Put this parser's help in Russian, once, when it is asked for and worded."""
        if self._worded or self._lang != "ru":
            return
        from dealer_app.wording.cli_help import ARGPARSE_RU, has_help, help_text, metavar_text

        command = self.prog.removeprefix("dealer-app ")
        if not has_help(command):
            return
        self._worded = True
        self.description = help_text(command, "description", self.description) or self.description
        for group in self._action_groups:
            group.title = ARGPARSE_RU.get(group.title or "", group.title)
        for action in self._actions:
            if isinstance(action, argparse._HelpAction):
                action.help = ARGPARSE_RU.get(action.help or "", action.help)
                continue
            if isinstance(action, argparse._SubParsersAction):  # each subcommand's line, by its name
                for choice in action._choices_actions:
                    choice.help = help_text(command, choice.dest, choice.help) or choice.help
            key = action.option_strings[0] if action.option_strings else action.dest
            action.help = help_text(command, key, action.help) or action.help
            if action.choices is None and action.nargs != 0:
                default = action.dest.upper() if action.option_strings else action.dest
                shown = action.metavar if isinstance(action.metavar, str) else default
                action.metavar = metavar_text(shown)
        base = self.formatter_class
        if isinstance(base, type) and issubclass(base, argparse.HelpFormatter):  # keeps a command's own kind
            self.formatter_class = cast("type[argparse.HelpFormatter]",
                                        type("RussianHelpFormatter", (_RussianUsage, base), {}))


class UsageParser(Parser):
    """A :class:`Parser` for a command that :func:`run_command` does not run (the desktop
    app, the pit podium): its help is worded the same way, and a usage error stays
    argparse's own (the usage, then ``PROG: error: REASON``, exit code 2), English byte for
    byte, and in Russian with ``--lang ru``."""

    def error(self, message: str) -> NoReturn:
        if self._lang != "ru":
            argparse.ArgumentParser.error(self, message)
        from dealer_app.wording.cli_help import ARGPARSE_RU

        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: {ARGPARSE_RU['error: ']}{message}\n")  # ``message``: argparse's, in Russian


class _RussianUsage(argparse.HelpFormatter):
    """A help formatter whose usage line starts with the Russian word for ``usage:``."""

    def add_usage(self, usage: str | None, actions: Iterable[argparse.Action], groups: Iterable[Any],
                  prefix: str | None = None) -> None:
        from dealer_app.wording.cli_help import ARGPARSE_RU

        super().add_usage(usage, actions, groups, ARGPARSE_RU["usage: "] if prefix is None else prefix)


def run_command(name: str, body: Callable[[], int], lang: str = "en") -> int:
    """Run a command's ``body``: every failure becomes one line ``dealer-app NAME: reason``
    on standard error and its exit code; ``lang`` (``argv_lang(argv)`` for a command that
    takes ``--lang``) is the language of the reason."""
    try:
        return _run_body(name, body, lang)
    except UnicodeError as exc:  # e.g. a broken character in an argument
        print(f"dealer-app {name}: {one_line(exc)}", file=sys.stderr)
        return 2


def _engine_detail(exc: ValueError) -> RefusalDetail | None:
    """An engine refusal's problems, typed (their English: its lines joined by ``; ``), or ``None``."""
    from rules.poker.problems import Problem
    from rules.roulette.problem_codes import RouletteProblem

    problems: object = getattr(exc, "problems", None)
    if not isinstance(problems, tuple) or not problems or not all(isinstance(p, Problem | RouletteProblem)
                                                                  for p in problems):
        return None
    return RefusalDetail.of_problems(problems, joiner="; ")


def _run_body(name: str, body: Callable[[], int], lang: str) -> int:
    def say(message: object) -> None:
        if isinstance(message, RefusalDetail):
            from dealer_app.wording.errors import detail_text

            message = detail_text(message, lang)
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
        say(NotAllowed(why=exc))
        return 1
    except ServiceError as exc:
        say(exc)
        return 1
    except ValueError as exc:  # engine refusals (house rules, steps) carry their lines, and their problems typed
        lines = getattr(exc, "lines", None)
        from dealer_app.house_files import HouseFileError

        if isinstance(exc, HouseFileError) and exc.refusal is not None:  # the file itself, typed: "house: ..."
            say(f"house: {worded(exc.refusal, lang)}")
            return 1
        say(_engine_detail(exc) or ("; ".join(lines) if lines else exc))
        return 1
    except OSError as exc:
        say(f"{os_reason(exc, lang)}{f' ({exc.filename})' if exc.filename else ''}")
        return 2 if exc.errno in (36,) else 1
    except ImportError as exc:
        say(AppPartMissing(text=str(exc)))
        return 1
    except WorkerDied as exc:  # e.g. the out-of-memory killer took a worker: the work could not be done
        say(StoppedUnfinished(why=exc.refusal))
        return 2
    except KeyboardInterrupt:
        say(Interrupted())
        return 130
    except SystemExit as exc:  # argparse --help
        return int(exc.code or 0)
