"""``dealer-app`` (no subcommand): the live-table desktop app.

``dealer-app [--db PATH] [--lang en|ru] [--table NAME]``. Opens the embedded
database (the user's data folder unless ``--db``), runs the start-up checks
off the UI thread, then sign-in, shift and the table.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from dealer_app.cli.scaffold import UsageParser
from dealer_app.services import parse_location

if TYPE_CHECKING:
    from dealer_app.auth.passwords import PinHasher
    from ui.kit.dialogs import DialogService
    from ui.shell.main_window import MainWindow

__all__ = ["build_window", "main", "parse_args"]


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The app's options; its help and usage errors are Russian with ``--lang ru``."""
    p = UsageParser(prog="dealer-app", description="Dealer Assistant: the live-table desktop app.")
    p.add_argument("--db", type=parse_location, default=None,
                   help="the database file (default: in the user's data folder), or a floor's postgresql:// URL "
                        "(with --table, or the table set up with setup --floor)")
    p.add_argument("--lang", choices=("en", "ru"), default=None, help="language (default: the system's, else English)")
    p.add_argument("--table", default=None, help="this station's table name (saved in the station settings)")
    p.add_argument("--full-screen", action="store_true", help="open full-screen (a table PC; see docs/PACKAGING.md)")
    p.add_argument("--data-dir", type=Path, default=None, help="use this folder as the data folder")
    p.add_argument("--new-store", action="store_true",
                   help="start a new, empty store although this station's recorded database is missing")
    return p.parse_args(list(argv))


def build_window(
    db_path: Path | str,
    *,
    lang: str | None = None,
    table: str | None = None,
    dialogs: DialogService | None = None,
    hasher: PinHasher | None = None,
    settings_path: Path | None = None,
) -> MainWindow:
    """Create the QApplication (if needed), load the language and build the main
    window on ``db_path``; the start-up checks begin when the window is shown."""
    from dealer_app.station import load_station
    from ui import i18n
    from ui.kit import theme
    from ui.kit.context import AppContext
    from ui.kit.dialogs import QtDialogService
    from ui.kit.qt import QApplication
    from ui.kit.settings import load_settings, save_settings
    from ui.shell.main_window import MainWindow
    from ui.table.backend import Backend

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication), "a QCoreApplication without widgets is already running"
    app.setApplicationName("Dealer Assistant")
    app.setOrganizationName("dealer-assistant")
    QApplication.setDesktopFileName("dealer-assistant")  # the .desktop entry (and its icon) the packages install
    theme.apply(app)
    settings = load_settings(settings_path)
    table = table or load_station().table_name  # set by `dealer-app setup` or the first-run screen
    if table and table != settings.table_name:
        settings = settings.model_copy(update={"table_name": table})
        save_settings(settings, settings_path)
    code = i18n.choose_language(lang, settings.language)
    i18n.install(app, code)
    backend = Backend(db_path, hasher=hasher, table=settings.table_name, locale=i18n.locale_name(code))
    dialog_service: DialogService = dialogs if dialogs is not None else QtDialogService()
    ctx = AppContext(backend, dialog_service, settings, lang=code, locale=i18n.locale_name(code),
                     settings_path=settings_path)
    window = MainWindow(ctx)
    if isinstance(dialog_service, QtDialogService):
        dialog_service.parent = window
    return window


def main(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    if args.data_dir is not None:
        os.environ["DEALER_APP_DATA_DIR"] = str(args.data_dir)
    from dealer_app.floor import load_binding
    from dealer_app.paths import default_db_path
    from ui.kit.qt import QApplication

    binding = load_binding() if args.db is None else None
    if binding is not None:  # a station set up on a floor: its floor and its table
        args.db = binding.url
        args.table = args.table or binding.table
    if args.db is None:
        from dealer_app.services import StoreError
        from dealer_app.station import check_default_db

        try:
            check_default_db(default_db_path(), new_store=args.new_store)
        except StoreError as exc:
            from dealer_app.wording.errors import exception_text
            from ui import i18n
            from ui.kit.settings import load_settings

            lang = i18n.choose_language(args.lang, load_settings().language)
            print(f"dealer-app: {exception_text(exc, lang)}", file=sys.stderr)
            return 2
    db = args.db if args.db is not None else default_db_path()
    window = build_window(db, lang=args.lang, table=args.table)
    if args.full_screen:
        window.showFullScreen()
    else:
        window.resize(1280, 800)
        window.show()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    from ui.kit.clean_stop import quit_on_terminate

    quit_on_terminate(app)
    code = app.exec()
    window.shutdown()
    return int(code)
