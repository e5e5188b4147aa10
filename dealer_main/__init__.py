"""The one command-line entry point, above every layer.

``dealer-app`` with no arguments opens the desktop app; a subcommand runs
headless. Each subcommand's module is imported only when it is used, so
``dealer-app settle`` never loads Qt or reportlab.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from importlib import import_module

# subcommand -> (module, function); the function takes the remaining argv and returns an exit code
COMMANDS: dict[str, tuple[str, str, str]] = {
    "settle": ("dealer_app.cli.settle", "main", "settle Russian Poker rounds (FORMATS.md)"),
    "roulette": ("dealer_app.cli.roulette", "main", "resolve Russian Roulette hands (FORMATS.md)"),
    "simulate": ("dealer_app.cli.store", "simulate_main", "play N rounds through the service layer"),
    "export": ("dealer_app.cli.store", "export_main", "export a shift's settled rounds as JSON Lines"),
    "audit": ("dealer_app.cli.store", "audit_main", "audit verify: re-check the log and every settlement"),
    "users": ("dealer_app.cli.store", "users_main", "users add|list|disable"),
    "rounds": ("dealer_app.cli.rounds", "main", "rounds enter-late: paper rounds from an outage, entered afterwards"),
    "backup": ("dealer_app.cli.store", "backup_main", "online backup of the database (and its key)"),
    "restore": ("dealer_app.cli.store", "restore_main", "verify a backup, then restore it"),
    "podium": ("ui.console.podium", "main", "the pit podium on a floor: every table and one approvals queue, pushed"),
    "floor": ("dealer_app.cli.floor", "floor_main", "a floor's tables, linked meters, status, backup and restore (PostgreSQL)"),
    "train": ("dealer_app.cli.train", "main", "trainee drills, headless"),
    "count": ("dealer_app.cli.count", "main", "the table count: chip set, drop, win, hold, variance"),
    "players": ("dealer_app.cli.players", "players_main", "registered players: add, list, find, erase"),
    "rating": ("reports.players", "rating_main", "rating sessions of a gaming day: show, export, slip"),
    "aml": ("reports.players", "aml_main", "cash transaction records: the MTL, alerts, report preparation"),
    "report": ("reports.cli", "report_main", "the shift report PDF (or a round slip)"),
    "screenshot": ("ui.devtools.screenshots", "main", "render the main screens to PNG files"),
    "setup": ("dealer_app.cli.setup", "main", "provision this station: casino, table, currency, administrator"),
}

# commands the app runs in its own child processes; not listed in --help
INTERNAL: dict[str, tuple[str, str]] = {
    "progress-report": ("reports.progress", "main"),
    "exam-certificate": ("reports.certificate", "main"),
}


def _usage(lang: str = "en") -> str:
    """``dealer-app --help`` (``--lang ru``: in Russian)."""
    head = ["usage: dealer-app [COMMAND] [ARGS...]", "", "With no command, opens the desktop app.", "", "commands:"]
    summaries = {name: help_ for name, (_, _, help_) in COMMANDS.items()}
    if lang == "ru":
        from dealer_app.wording.cli_lines import COMMANDS_RU, USAGE_RU

        head = [USAGE_RU.get(h, h) for h in head]
        summaries = {name: COMMANDS_RU.get(name, help_) for name, help_ in summaries.items()}
    return "\n".join([*head, *(f"  {name:<11} {help_}" for name, help_ in summaries.items())])


def _lang(args: Sequence[str]) -> str:
    """The ``--lang`` of the command line (``--lang ru`` or ``--lang=ru``), ``en`` without one."""
    from dealer_app.cli.lang import argv_lang

    return argv_lang(list(args))


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or (args[0].startswith("-") and args[0] not in ("-h", "--help", "--version", "-V")):
        from ui.app import main as gui_main

        return gui_main(args)
    if args[0] in ("-h", "--help", "help"):
        print(_usage(_lang(args)))
        return 0
    if args[0] in ("--version", "-V"):
        from dealer_app.version import build_label

        print(f"dealer-app {build_label(_lang(args))}")
        return 0
    entry = COMMANDS.get(args[0])
    internal = INTERNAL.get(args[0])
    if entry is not None:
        module, func, _ = entry
    elif internal is not None:
        module, func = internal
    else:
        from dealer_app.cli.lang import worded
        from dealer_app.refusal_codes import CommandUnknown
        from dealer_app.safe_input import one_line

        print(f"dealer-app: {worded(CommandUnknown(name=one_line(repr(args[0]), 80)), _lang(args))}", file=sys.stderr)
        return 2
    fn: Callable[[list[str]], int] = getattr(import_module(module), func)
    from dealer_app.stops import stop_cleanly_on_terminate

    if module.startswith("dealer_app.") or module.startswith("reports."):  # the windows install their own
        stop_cleanly_on_terminate()
    return fn(args[1:])


if __name__ == "__main__":
    sys.exit(main())
