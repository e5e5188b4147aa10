"""``--help --lang ru`` of the argparse commands that take ``--lang`` is entirely Russian
(:mod:`dealer_app.wording.cli_help`, through :class:`dealer_app.cli.scaffold.Parser`),
and their English help stays as argparse prints it."""

from __future__ import annotations

import argparse
import doctest
import re

import pytest
from cli_support import run_main

from dealer_app.cli.scaffold import Parser
from dealer_app.wording import cli_help
from dealer_app.wording.cli_help import HELP_RU, METAVAR_RU

# every Parser-built command that takes --lang (``grep -rn '"--lang"' dealer_app reports``)
COMMANDS = {"audit": ("audit", "verify"), "report": ("report",)}

# Latin that is right in the Russian help: what a person types as it is (option names,
# choices), the program's name, formats and systems, codes
ALLOWED = {"dealer-app", "postgresql", "PDF", "pdf", "JSON", "TOML", "IANA", "en", "ru", "en_GB", "ru_RU", "verify",
           "N"}


def _latin(text: str) -> list[str]:
    bare = re.sub(r"--?[a-z][a-z-]*|dealer-app(?: [a-z]+)?", " ", text)
    return [w for w in re.findall(r"[A-Za-z][A-Za-z_]*", bare) if w not in ALLOWED]


def _help(args: tuple[str, ...], monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("COLUMNS", "80")
    ran = run_main(*args)
    assert ran.returncode == 0 and ran.err == "", ran.err
    return ran.out


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("where", ["after", "before", "equals"])
def test_the_help_is_russian_with_lang_ru(command: str, where: str, monkeypatch: pytest.MonkeyPatch) -> None:
    args = COMMANDS[command]
    argv = {"after": (*args, "--help", "--lang", "ru"), "before": (args[0], "--lang", "ru", *args[1:], "--help"),
            "equals": (*args, "--lang=ru", "-h")}[where]
    text = _help(argv, monkeypatch)
    assert text.startswith(f"использование: dealer-app {command} [-h]"), text
    assert "\nпараметры:\n" in text and "показать эту справку и выйти" in text, text
    assert "usage:" not in text and "options:" not in text and "positional arguments" not in text
    assert _latin(text) == [], text


def test_the_audit_help_in_russian(monkeypatch: pytest.MonkeyPatch) -> None:
    text = _help(("audit", "--help", "--lang", "ru"), monkeypatch)
    flat = " ".join(text.split())
    assert "\nпозиционные аргументы:\n  {verify}" in text, text
    for part in ("--db БАЗА", "--table СТОЛ", "--key ФАЙЛ", "--jobs N", "--anchor ЯКОРЬ",
                 "не больше 4; 1: без процессов; не больше 32)", "(64 шестнадцатеричные цифры): код выхода 1",
                 "рабочего места"):
        assert part in flat, (part, flat)


def test_the_report_help_in_russian(monkeypatch: pytest.MonkeyPatch) -> None:
    flat = " ".join(_help(("report", "--help", "--lang", "ru"), monkeypatch).split())
    for part in ("--out ФАЙЛ.pdf", "--shift НОМЕР", "--tz ПОЯС", "Записать отчёт за смену (или карточку одного "
                 "раунда) в PDF.", "квитанцию пополнения или возврата N", "--locale ЛОКАЛЬ"):
        assert part in flat, (part, flat)


# A few lines of the English help as it was printed before the Russian one (80 columns).
GOLDEN = {
    "audit": [
        "usage: dealer-app audit [-h] [--db DB] [--new-store] [--table TABLE]",
        "                        [--key KEY] [--no-replay] [--jobs JOBS] [--anchor HEX]",
        "audit verify: re-check the log and every settlement; --anchor HEX also checks",
        "positional arguments:",
        "  {verify}",
        "options:",
        "  -h, --help      show this help message and exit",
        "  --jobs JOBS     processes re-settling the rounds (default 0: one per CPU, at",
        "                  most 4; 1: none; at most 32)",
        "  --lang {en,ru}  the language of the information, problem, verdict and error",
    ],
    "report": [
        "usage: dealer-app report [-h] [--db DB] [--table TABLE] [--shift ID]",
        "                         [--round N] [--slip N] --out FILE.pdf [--tz ZONE]",
        "Write a shift's report (or one round's slip) as PDF.",
        "options:",
        "  -h, --help       show this help message and exit",
        "  --out FILE.pdf   the PDF to write (replaced atomically)",
        "  --quiet          no progress on standard error",
    ],
}


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("lang", [(), ("--lang", "en")])
def test_the_english_help_is_unchanged(command: str, lang: tuple[str, ...], monkeypatch: pytest.MonkeyPatch) -> None:
    lines = _help((*COMMANDS[command], "--help", *lang), monkeypatch).splitlines()
    for line in GOLDEN[command]:
        assert line in lines, (line, lines)
    assert not re.search(r"[А-Яа-яЁё]", "\n".join(lines))


def _parser() -> Parser:
    p = Parser(prog="dealer-app audit", description="audit verify: re-check")
    p.add_argument("action", choices=["verify"])
    p.add_argument("--db", help="database file")
    p.add_argument("--jobs", type=int, help="at most 4 and 32")
    p.add_argument("--lang", choices=["en", "ru"])
    return p


@pytest.mark.parametrize("argv", [["verify"], ["verify", "--lang", "en"], ["--lang", "ru", "--lang=en", "verify"]])
def test_the_parser_prints_argparse_s_own_english(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    p = _parser()
    p.parse_args(argv)
    assert p.format_help() == argparse.ArgumentParser.format_help(p)
    assert p.format_usage() == argparse.ArgumentParser.format_usage(p)
    assert p.format_help().startswith("usage: dealer-app audit [-h] [--db DB] [--jobs JOBS]")


def test_a_command_without_russian_help_stays_english(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--lang ru`` on a command whose help is not worded: its help stays whole English
    rather than half translated."""
    monkeypatch.setenv("COLUMNS", "80")
    p = Parser(prog="dealer-app backup", description="online backup")
    p.add_argument("--db", help="database file")
    p._set_lang("ru")
    assert p.format_help().startswith("usage: dealer-app backup") and "database file" in p.format_help()


def test_a_subcommand_has_its_command_s_language() -> None:
    p = Parser(prog="dealer-app users")
    sub = p.add_subparsers(dest="action", parser_class=Parser)
    add = sub.add_parser("add")
    p.add_argument("--lang")
    p.parse_known_args(["--lang", "ru", "add"])
    assert add._lang == "ru"


@pytest.mark.parametrize("command", COMMANDS)
def test_every_option_has_its_russian_and_nothing_else(command: str) -> None:
    """Each option of the command has a Russian help here, and each Russian help is an option's."""
    seen: list[Parser] = []

    def grab(self: Parser, *a: object, **k: object) -> object:
        seen.append(self)
        raise SystemExit(0)

    mp = pytest.MonkeyPatch()
    mp.setattr(Parser, "parse_args", grab)
    try:
        run_main(*COMMANDS[command])
    finally:
        mp.undo()
    (parser,) = seen
    keys = {a.option_strings[0] if a.option_strings else a.dest for a in parser._actions
            if not isinstance(a, argparse._HelpAction)}
    assert set(HELP_RU[command]) - {"description"} == keys
    for a in parser._actions:
        metavar = a.metavar if isinstance(a.metavar, str) else a.dest.upper()
        if a.option_strings and a.nargs != 0 and a.choices is None:
            assert metavar in METAVAR_RU or metavar == "N", (command, metavar)


def test_every_russian_help_is_russian() -> None:
    for command, texts in HELP_RU.items():
        for key, text in texts.items():
            assert _latin(text) == [], (command, key, text)
            assert "%" not in text, (command, key)  # argparse formats help with %


def test_the_doctests() -> None:
    assert doctest.testmod(cli_help).failed == 0
