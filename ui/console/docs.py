"""The console's document dialogs, behind a small service like every other modal
dialog of the app (:mod:`ui.kit.dialogs`): where to save a PDF, and printing.

The running app uses :class:`QtDocumentService` (a real file dialog and Qt's
print dialog); tests and screenshots use :class:`ScriptedDocumentService`,
which answers from a script and fails loudly on a dialog nobody expected.
A scripted print is still a real print: the document goes through a real
``QPrinter`` into the PDF file the script names, so a test can read what
was printed.

Printing uses ``QtPrintSupport`` as :mod:`ui.kit.qt` re-exports it (the one
module that imports Qt).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ui.kit.dialogs import UnexpectedDialog
from ui.kit.qt import QtCore, QtGui, QtPrintSupport, QtWidgets, QWidget

__all__ = ["DocumentService", "QtDocumentService", "ScriptedDocumentService", "print_html", "save_start",
           "slip_document"]


class DocumentService(Protocol):
    def save_path(self, title: str, suggested: str) -> Path | None:
        """Where to save a PDF (``None``: cancelled)."""
        ...

    def print_html(self, title: str, html: str) -> bool:
        """Print a document (``False``: cancelled)."""
        ...


def slip_document(html: str) -> Any:
    """A ``QTextDocument`` of ``html`` laid out for paper (A4 margins are the printer's)."""
    doc = QtGui.QTextDocument()
    font = QtGui.QFont("DejaVu Sans")
    font.setPointSize(9)
    doc.setDefaultFont(font)
    doc.setHtml(html)
    return doc


def print_html(html: str, printer: Any) -> None:
    doc = slip_document(html)
    doc.print_(printer)


def save_start(suggested: str, folder: Path | None = None) -> Path:
    """Where the save dialog starts: ``suggested`` in ``folder`` (the folder saved to last), else in the
    user's documents folder (their home when the system names none), never the program's working folder."""
    name = Path(suggested)
    if name.is_absolute():
        return name
    if folder is None:
        docs = QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.DocumentsLocation)
        folder = Path(docs) if docs else Path.home()
    return folder / name.name


class QtDocumentService:
    """Real dialogs, parented to the main window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent
        self.folder: Path | None = None
        """The folder a PDF was last saved in (the next save dialog starts there)."""

    def save_path(self, title: str, suggested: str) -> Path | None:
        start = save_start(suggested, self.folder)
        path, _ = QtWidgets.QFileDialog.getSaveFileName(self.parent, title, str(start), "PDF (*.pdf)")
        if not path:
            return None
        self.folder = Path(path).parent
        return Path(path)

    def print_html(self, title: str, html: str) -> bool:
        printer = QtPrintSupport.QPrinter(QtPrintSupport.QPrinter.PrinterMode.HighResolution)
        printer.setDocName(title)
        dialog = QtPrintSupport.QPrintDialog(printer, self.parent)
        dialog.setWindowTitle(title)
        if dialog.exec() != QtWidgets.QDialog.DialogCode.Accepted:
            return False
        print_html(html, printer)
        return True


@dataclass
class ScriptedDocumentService:
    """Answers from a queue of ``(kind, answer)``: ``("save_path", Path | None)``,
    ``("print", Path | None)`` (a PDF file the print goes to; ``None`` cancels)."""

    script: deque[tuple[str, Any]] = field(default_factory=deque)
    calls: list[tuple[str, str]] = field(default_factory=list)
    printed: list[tuple[str, str]] = field(default_factory=list)  # (title, html) of every print

    def expect(self, kind: str, answer: Any = None) -> None:
        self.script.append((kind, answer))

    def _next(self, kind: str, title: str) -> Any:
        self.calls.append((kind, title))
        if not self.script:
            raise UnexpectedDialog(f"unexpected {kind} dialog: {title!r}")
        want, answer = self.script.popleft()
        if want != kind:
            raise UnexpectedDialog(f"expected a {want} dialog, got {kind}: {title!r}")
        return answer

    def save_path(self, title: str, suggested: str) -> Path | None:
        answer = self._next("save_path", title)
        return None if answer is None else Path(answer)

    def print_html(self, title: str, html: str) -> bool:
        target = self._next("print", title)
        if target is None:
            return False
        printer = QtPrintSupport.QPrinter(QtPrintSupport.QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QtPrintSupport.QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(target))
        printer.setDocName(title)
        print_html(html, printer)
        self.printed.append((title, html))
        return True

    @property
    def pending(self) -> int:
        return len(self.script)
