"""Printing from the bundle: inside the PyInstaller bundle ``sys.executable`` is the
``dealer-app`` executable itself, so a report printed from the GUI must run
``dealer-app report`` rather than ``python -c`` (which would open a second app).

The test puts the GUI in the bundle's situation (``sys.frozen``, ``sys._MEIPASS``
at a folder laid out like the bundle's ``_internal``, ``sys.executable`` a real
``dealer-app`` executable: the bundled one when ``DEALER_APP_BUNDLE`` names it, as
``./dev package --check`` does, else the venv's console script), closes a shift
with real keys and reads the PDF the child wrote."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pdf_text import page_text
from pypdf import PdfReader
from ui_helpers import open_table

from dealer_app import version
from dealer_app.child import dealer_app_command
from dealer_app.resources import frozen, resource_path
from rules.poker.record import Decision
from rules.poker.table import CloseBets, Decide, PlaceBet
from ui.devtools.driver import wait_until

ROOT = Path(__file__).resolve().parents[2]


def _dealer_app() -> Path:
    given = os.environ.get("DEALER_APP_BUNDLE")
    exe = Path(given) if given else Path(sys.executable).with_name("dealer-app")
    if not exe.is_file():
        pytest.skip(f"no dealer-app executable at {exe}")
    return exe


@pytest.fixture
def as_bundled(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    exe = _dealer_app()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    # the source tree has the bundle's layout (ui/translations, reports/fonts, rules/house_profiles)
    monkeypatch.setattr(sys, "_MEIPASS", str(exe.parent / "_internal" if os.environ.get("DEALER_APP_BUNDLE") else ROOT),
                        raising=False)
    monkeypatch.setattr(sys, "executable", str(exe))
    version.build_info.cache_clear()
    yield exe
    version.build_info.cache_clear()


def test_the_child_command_runs_the_bundled_executable(as_bundled: Path) -> None:
    assert frozen()
    assert dealer_app_command("report", "--out", "x.pdf") == [str(as_bundled), "report", "--out", "x.pdf"]
    assert resource_path("reports.fonts", "DejaVuSans.ttf").is_file()
    assert resource_path("ui.translations", "dealer_ru.qm").is_file()


@pytest.mark.subprocess
def test_closing_a_shift_in_the_bundled_gui_prints_the_report(as_bundled: Path, window: Any) -> None:
    d = open_table(window)
    d.steps([PlaceBet(1, 1000), CloseBets(), Decide(1, Decision.FOLD)])
    d.enter()
    dialogs = window.ctx.dialogs
    dialogs.expect("confirm", True)
    dialogs.expect("report_ready")  # "Shift closed" with the report's path, Open and Print
    d.key(d.table.key_for("F10"))
    wait_until(lambda: window.stack.currentWidget() is window.signin, 60000, "the shift to close")
    text = dialogs.calls[-1][2]
    assert dialogs.calls[-1][0] == "report_ready" and text.rstrip().endswith(".pdf"), text
    pdf = Path(text.rstrip().rsplit("\n", 1)[1].strip())
    pages = PdfReader(pdf).pages
    words = "".join(page_text(p) for p in pages)
    assert "Dealer Assistant 0." in words and "(commit " in words
