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

# every Parser-built command that takes --lang (``grep -rn '"--lang"' dealer_app reports ui``): its
# arguments before ``--help``; ``dealer-app``: the desktop app (no subcommand, ``ui.app``)
COMMANDS = {"audit": ("audit", "verify"), "report": ("report",), "podium": ("podium",),
            "dealer-app": ("--full-screen",), "simulate": ("simulate",), "export": ("export",)}
# the count's subcommands (each its own parser, ``dealer-app count NAME``)
COUNT = ("show", "chips", "drop", "explain", "slips", "sign-slip", "receive-slip", "void-slip")
PROG = {command: command if command == "dealer-app" else f"dealer-app {command}" for command in COMMANDS}

# Latin that is right in the Russian help: what a person types as it is (option names,
# choices), the program's name, formats and systems, codes
ALLOWED = {"dealer-app", "postgresql", "PDF", "pdf", "PNG", "JSON", "TOML", "IANA", "en", "ru", "en_GB", "ru_RU", "verify",
           "N", "Dealer", "Assistant",
           "value", "colour", "name", "par", "rrggbb"}  # the fields of a chip-set file, as a person writes them


def _latin(text: str) -> list[str]:
    bare = re.sub(r"--?[a-z][a-z-]*|dealer-app(?: [a-z]+)?|docs/[A-Z_]+\.md", " ", text)  # and a document's path
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
    assert text.startswith(f"использование: {PROG[command]} [-h]"), text
    assert "\nпараметры:\n" in text and "показать эту справку и выйти" in text, text
    assert "usage:" not in text and "options:" not in text and "positional arguments" not in text
    assert _latin(text) == [], text


def test_the_command_list_is_russian_with_lang_ru(monkeypatch: pytest.MonkeyPatch) -> None:
    """``dealer-app --help --lang ru``: the usage and every command's line in Russian."""
    import dealer_main

    english = _help(("--help",), monkeypatch)
    assert english.startswith("usage: dealer-app [COMMAND]")
    for argv in (("--help", "--lang", "ru"), ("-h", "--lang=ru"), ("help", "--lang", "ru")):
        text = _help(argv, monkeypatch)
        assert text.startswith("использование: dealer-app [КОМАНДА] [АРГУМЕНТЫ...]"), text
        assert "\nкоманды:\n" in text and "usage" not in text
        lines = {line.split()[0]: line.split(maxsplit=1)[1] for line in text.splitlines() if line.startswith("  ")}
        assert list(lines) == list(dealer_main.COMMANDS)
        summaries = " ".join(lines.values())
        assert set(_latin(summaries)) <= {"FORMATS", "md", "PostgreSQL", "MTL", "PNG", "Lines"}, summaries
    assert _help(("--version", "--lang", "ru"), monkeypatch).startswith("dealer-app ")
    assert "(сборка " in _help(("--version", "--lang", "ru"), monkeypatch)


@pytest.mark.parametrize("action", ("", *COUNT))
def test_the_count_help_is_russian(action: str, monkeypatch: pytest.MonkeyPatch) -> None:
    args = ("count", action) if action else ("count",)
    text = _help((*args, "--help", "--lang", "ru"), monkeypatch)
    assert text.startswith(f"использование: dealer-app {' '.join(args)} [-h]"), text
    assert "\nпараметры:\n" in text and "usage:" not in text and "options:" not in text
    bare = text.replace("{show,chips,drop,explain,slips,sign-slip,receive-slip,void-slip}", "").replace(" ".join(args), "")
    bare = re.sub(r"^    (" + "|".join(COUNT) + r")\b", "", bare, flags=re.M)  # the subcommands, as typed
    assert _latin(bare) == [], text


def test_every_count_option_has_its_russian_and_nothing_else() -> None:
    seen: list[argparse.ArgumentParser] = []

    def grab(self: argparse.ArgumentParser, *a: object, **k: object) -> object:
        seen.append(self)
        raise SystemExit(0)

    mp = pytest.MonkeyPatch()
    mp.setattr(argparse.ArgumentParser, "parse_args", grab)
    try:
        run_main("count", "show")
    finally:
        mp.undo()
    (parser,) = seen
    (subs,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    assert set(HELP_RU["count"]) - {"description"} == set(subs.choices) == set(COUNT)
    for name, sub in subs.choices.items():
        keys = {a.option_strings[0] for a in sub._actions if not isinstance(a, argparse._HelpAction)}
        assert set(HELP_RU[f"count {name}"]) == keys, name
        for a in sub._actions:
            metavar = a.metavar if isinstance(a.metavar, str) else a.dest.upper()
            if a.option_strings and a.nargs != 0 and a.choices is None:
                assert metavar in METAVAR_RU or metavar == "N", (name, metavar)


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


def test_the_app_help_in_russian(monkeypatch: pytest.MonkeyPatch) -> None:
    flat = " ".join(_help(("--lang", "ru", "--help"), monkeypatch).split())
    for part in ("Dealer Assistant: приложение рабочего места дилера", "--db БАЗА", "--table СТОЛ",
                 "--data-dir ПАПКА", "[--full-screen]", "--lang {en,ru} язык (по умолчанию — язык системы",
                 "см. docs/PACKAGING.md", "dealer-app setup --floor"):
        assert part in flat, (part, flat)


def test_the_podium_help_in_russian(monkeypatch: pytest.MonkeyPatch) -> None:
    flat = " ".join(_help(("podium", "--lang", "ru", "-h"), monkeypatch).split())
    for part in ("использование: dealer-app podium [-h] --db БАЗА [--table СТОЛ] [--lang {en,ru}]",
                 "подиум пит-босса в зале", "--db БАЗА адрес postgresql:// базы данных зала",
                 "--lang {en,ru} язык окна"):
        assert part in flat, (part, flat)


# A few lines of the English help as it was printed before the Russian one (80 columns).
GOLDEN = {
    "audit": [
        "usage: dealer-app audit [-h] [--db DB] [--new-store] [--table TABLE]",
        "                        [--key KEY] [--no-replay] [--since-checkpoint]",
        "                        [--jobs JOBS] [--anchor HEX] [--lang {en,ru}]",
        "audit verify: re-check the log and every settlement; --anchor HEX also checks",
        "positional arguments:",
        "  {verify}",
        "options:",
        "  -h, --help          show this help message and exit",
        "  --since-checkpoint  check the chain from the last signed checkpoint (a shift",
        "  --jobs JOBS         processes re-settling the rounds (default 0: one per",
        "                      CPU, at most 4; 1: none; at most 32)",
        "  --lang {en,ru}      the language of the information, problem, verdict and",
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
    "podium": [
        "usage: dealer-app podium [-h] --db DB [--table TABLE] [--lang {en,ru}]",
        "the pit podium on a floor",
        "options:",
        "  -h, --help        show this help message and exit",
        "  --db DB           the floor's postgresql:// URL",
        "  --table TABLE     a table of this pit (default: every table)",
        "  --lang {en,ru}    the window's language (default: the system's)",
        "  --floor-key FILE  the floor's audit key file (copied from the pit), when",
    ],
    "dealer-app": [
        "usage: dealer-app [-h] [--db DB] [--lang {en,ru}] [--table TABLE]",
        "                  [--full-screen] [--data-dir DATA_DIR] [--new-store]",
        "Dealer Assistant: the live-table desktop app.",
        "options:",
        "  -h, --help           show this help message and exit",
        "  --db DB              the database file (default: in the user's data folder),",
        "                       or a floor's postgresql:// URL (with --table, or the",
        "                       table set up with setup --floor)",
        "  --lang {en,ru}       language (default: the system's, else English)",
        "  --table TABLE        this station's table name (saved in the station",
        "                       settings)",
        "  --full-screen        open full-screen (a table PC; see docs/PACKAGING.md)",
        "  --data-dir DATA_DIR  use this folder as the data folder",
        "  --new-store          start a new, empty store although this station's",
        "                       recorded database is missing",
    ],
    "simulate": ["play N generated rounds through the service layer",
                 "  --lang {en,ru}        the language of the progress and error lines (default:"],
    "export": ["a shift's settled rounds as russian-poker-round/1 lines",
               "  --out OUT"],
}


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("lang", [(), ("--lang", "en")])
def test_the_english_help_is_unchanged(command: str, lang: tuple[str, ...], monkeypatch: pytest.MonkeyPatch) -> None:
    lines = _help((*COMMANDS[command], "--help", *lang), monkeypatch).splitlines()
    for line in GOLDEN[command]:
        assert any(shown.startswith(line) for shown in lines), (line, lines)
    assert not re.search(r"[А-Яа-яЁё]", "\n".join(lines))


# argparse's own usage error of the desktop app and the podium (not one line: run_command
# does not run them), English as before, Russian with --lang ru; exit code 2 either way
USAGE_ERRORS = [
    (("--bogus",), "dealer-app: error: unrecognized arguments: --bogus",
     "dealer-app: ошибка: неизвестные аргументы: --bogus"),
    (("--table",), "dealer-app: error: argument --table: expected one argument",
     "dealer-app: ошибка: аргумент --table: нужно одно значение"),
    (("podium",), "dealer-app podium: error: the following arguments are required: --db",
     "dealer-app podium: ошибка: не указаны обязательные аргументы: --db"),
    (("podium", "--db", "postgresql://h/f", "--table"), "dealer-app podium: error: argument --table: expected one "
     "argument", "dealer-app podium: ошибка: аргумент --table: нужно одно значение"),
]


@pytest.mark.parametrize(("args", "english", "russian"), USAGE_ERRORS,
                         ids=["app-unknown", "app-no-table", "podium-no-db", "podium-no-table"])
def test_a_usage_error_of_the_app_and_the_podium(args: tuple[str, ...], english: str, russian: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    prog = "dealer-app podium" if args[0] == "podium" else "dealer-app"
    for lang in ((), ("--lang", "en")):
        en = run_main(*args[:1], *lang, *args[1:])
        assert (en.returncode, en.out) == (2, ""), en
        usage, line = en.err.removesuffix("\n").rsplit("\n", 1)
        assert usage.startswith(f"usage: {prog} [-h]") and line == english, en.err
    for ru in (run_main(*args[:1], "--lang", "ru", *args[1:]), run_main(*args, "--lang=ru")):
        assert (ru.returncode, ru.out) == (2, ""), ru
        usage, line = ru.err.removesuffix("\n").rsplit("\n", 1)
        assert usage.startswith(f"использование: {prog} [-h]") and line == russian, ru.err
        assert _latin(ru.err) == [], ru.err


def test_the_app_s_options_are_as_before() -> None:
    from ui.app import parse_args

    args = parse_args(["--db", "postgresql://h/f", "--table", "T1", "--lang", "ru", "--full-screen", "--data-dir", "d",
                       "--new-store"])
    assert (args.db, args.table, args.lang, args.full_screen, str(args.data_dir), args.new_store) == (
        "postgresql://h/f", "T1", "ru", True, "d", True)
    args = parse_args([])
    assert (args.db, args.table, args.lang, args.full_screen, args.data_dir, args.new_store) == (
        None, None, None, False, None, False)


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
    p = Parser(prog="dealer-app nothing-worded", description="a command without Russian help")
    p.add_argument("--db", help="database file")
    p._set_lang("ru")
    assert p.format_help().startswith("usage: dealer-app nothing-worded") and "database file" in p.format_help()


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
    seen: list[argparse.ArgumentParser] = []

    def grab(self: argparse.ArgumentParser, *a: object, **k: object) -> object:
        seen.append(self)
        raise SystemExit(0)

    mp = pytest.MonkeyPatch()
    mp.setattr(argparse.ArgumentParser, "parse_args", grab)  # any parser: the command stops there
    try:
        run_main(*COMMANDS[command])
    finally:
        mp.undo()
    (parser,) = seen
    assert isinstance(parser, Parser), parser
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
            assert [w for w in _latin(text) if w not in PLAYER_TYPED | PAPER_TYPED] == [], (command, key, text)
            assert "%" not in text, (command, key)  # argparse formats help with %


def test_the_doctests() -> None:
    assert doctest.testmod(cli_help).failed == 0


# the players' commands and their subcommands (``dealer-app players NAME`` ...)
PLAYER_COMMANDS = {"players": ("add", "list", "find", "erase"),
                   "rating": ("show", "export", "slip", "rules", "edges"),
                   "aml": ("log", "alerts", "report", "record", "rules")}
# what a person types as it is: the choices and the fields of a rules file
PLAYER_TYPED = {"text", "csv", "jsonl", "buy_in", "cash_out", "cash", "chips", "CSV", "MTL", "date_of_birth",
                "edges_ppm", "ante", "comp_percent", "point_value", "show"}
# the fields of a paper round's file, as a person writes them (dealer-app rounds enter-late)
PAPER_TYPED = {"played_at", "note", "dealer", "steps", "ISO",
               "json", "prometheus"}  # and floor status's --format choices


@pytest.mark.parametrize("args", [(c,) for c in PLAYER_COMMANDS] + [(c, a) for c, subs in PLAYER_COMMANDS.items()
                                                                   for a in subs], ids=" ".join)
def test_the_players_help_is_russian(args: tuple[str, ...], monkeypatch: pytest.MonkeyPatch) -> None:
    text = _help((*args, "--help", "--lang", "ru"), monkeypatch)
    assert text.startswith(f"использование: dealer-app {' '.join(args)} [-h]"), text
    assert "\nпараметры:\n" in text and "usage:" not in text and "options:" not in text
    subs = PLAYER_COMMANDS[args[0]]
    bare = text.replace("{" + ",".join(subs) + "}", "").replace(" ".join(args), "")
    bare = re.sub(r"^    (" + "|".join(subs) + r")\b", "", bare, flags=re.M)
    assert [w for w in _latin(bare) if w not in PLAYER_TYPED] == [], text


@pytest.mark.parametrize("command", PLAYER_COMMANDS)
def test_every_players_option_has_its_russian_and_nothing_else(command: str) -> None:
    seen: list[argparse.ArgumentParser] = []

    def grab(self: argparse.ArgumentParser, *a: object, **k: object) -> object:
        seen.append(self)
        raise SystemExit(0)

    mp = pytest.MonkeyPatch()
    mp.setattr(argparse.ArgumentParser, "parse_args", grab)
    try:
        run_main(command, PLAYER_COMMANDS[command][0])
    finally:
        mp.undo()
    (parser,) = seen
    (subs,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    assert set(HELP_RU[command]) - {"description", "action"} == set(subs.choices) == set(PLAYER_COMMANDS[command])
    for name, sub in subs.choices.items():
        keys = {a.option_strings[0] if a.option_strings else a.dest for a in sub._actions
                if not isinstance(a, argparse._HelpAction)}
        assert set(HELP_RU[f"{command} {name}"]) == keys, name
        for a in sub._actions:
            metavar = a.metavar if isinstance(a.metavar, str) else a.dest.upper()
            if a.option_strings and a.nargs != 0 and a.choices is None:
                assert metavar in METAVAR_RU or metavar == "N", (name, metavar)
