"""The PDF save dialog starts in the user's documents folder (then where they saved last), never
in the program's working folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest


def test_the_save_dialog_starts_in_the_documents_folder_not_the_working_folder(
        qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.console import docs
    from ui.kit.qt import QtCore, QtWidgets

    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    work = tmp_path / "program"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(home / "Documents"))
    asked: list[str] = []
    chosen = [str(home / "Documents" / "reports" / "shift-4.pdf")]

    def dialog(_parent: Any, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return chosen.pop(0), "PDF (*.pdf)"

    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", dialog)
    service = docs.QtDocumentService()
    docs_dir = Path(QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.DocumentsLocation))
    assert service.save_path("Save the shift report", "shift-4.pdf") == home / "Documents" / "reports" / "shift-4.pdf"
    assert Path(asked[0]) == docs_dir / "shift-4.pdf" and not asked[0].startswith(str(work))
    chosen.append(str(home / "Documents" / "reports" / "slip-9.pdf"))
    service.save_path("Save the slip", "slip-9.pdf")
    assert Path(asked[1]) == home / "Documents" / "reports" / "slip-9.pdf"  # where the last one went
    assert docs.save_start("/already/absolute.pdf") == Path("/already/absolute.pdf")
