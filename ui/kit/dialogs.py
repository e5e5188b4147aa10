"""Every modal dialog of the app goes through a small service (Picard's rule).

Screens ask ``self.dialogs.confirm(...)`` (a signature: ``ui.kit.signature.ask_signature``)
and never build a ``QMessageBox`` themselves. The running app uses
:class:`QtDialogService` (real modal dialogs); tests and the screenshot
command use :class:`ScriptedDialogService`, which answers from a script and
fails loudly on a dialog nobody expected, so a test can never hang on one.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypedDict, Unpack

from ui.kit import theme
from ui.kit.qt import (
    QComboBox,
    QCoreApplication,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QLineEdit,
    QPushButton,
    QShortcut,
    Qt,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)
from ui.kit.text import tr_args

if TYPE_CHECKING:
    from ui.kit.money import MoneyFormat
    from ui.kit.tray_count import TrayCountEditor

__all__ = [
    "Credentials",
    "CredentialsDialog",
    "CredentialsOptions",
    "CredentialsRequest",
    "DialogService",
    "QtDialogService",
    "ScriptedDialogService",
    "UnexpectedDialog",
    "UserChoice",
    "Verdict",
]


@dataclass(frozen=True, slots=True)
class UserChoice:
    """A user a dialog may offer (id for the services, label for people)."""

    user_id: str
    label: str


@dataclass(frozen=True, slots=True)
class Credentials:
    user_id: str
    pin: str
    reason: str = ""
    refused: bool = False
    """The pit boss pressed Refuse (the reason is then required)."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer to credentials submitted from a dialog that stays open (``submit``):
    ``done`` closes it (with ``problem`` set: closed on a failure the caller names, a
    lock-out); otherwise ``problem`` is shown in the same dialog and the PIN is asked again."""

    done: bool
    problem: str = ""


Reply = Callable[[Verdict], None]
Submit = Callable[[Credentials, Reply], None]
"""Check credentials (usually off the UI thread) and call the reply once with the verdict."""


class CredentialsOptions(TypedDict, total=False):
    """A credentials dialog's options: a reason required, the buttons' labels, the
    problem with the last try, the user chosen first."""

    need_reason: bool
    confirm_label: str
    refuse_label: str
    problem: str
    user: str | None
    submit: Submit | None


@dataclass(frozen=True, slots=True)
class CredentialsRequest:
    """What a credentials dialog asks: who may sign, their PIN, a reason when needed."""

    title: str
    prompt: str
    users: Sequence[UserChoice]
    need_reason: bool = False
    confirm_label: str = ""
    refuse_label: str = ""
    problem: str = ""
    user: str | None = None
    submit: Submit | None = None


class _CredentialsFlow:
    """The credentials flow both dialog services share: :meth:`credentials` gathers the
    request, each service answers it (a real dialog, or the next scripted answer)."""

    def credentials(self, title: str, prompt: str, users: Sequence[UserChoice],
                    **options: Unpack[CredentialsOptions]) -> Credentials | None:
        return self._answer_credentials(CredentialsRequest(title, prompt, users, **options))

    def _answer_credentials(self, ask: CredentialsRequest) -> Credentials | None:
        raise NotImplementedError


class DialogService(Protocol):
    def confirm(self, title: str, text: str, confirm_label: str, *, danger: bool = False) -> bool: ...

    def inform(self, title: str, text: str) -> None: ...

    def error(self, title: str, text: str) -> None: ...

    def credentials(self, title: str, prompt: str, users: Sequence[UserChoice],
                    **options: Unpack[CredentialsOptions]) -> Credentials | None:
        """Who signs, their PIN (and a reason). With ``submit`` the dialog stays open while the
        credentials are checked: a wrong PIN is shown in it and asked again; it returns the
        credentials that were accepted, or None (cancelled, or closed by a failing verdict)."""
        ...

    def show_document(self, title: str, html: str) -> None: ...

    def report_ready(self, title: str, text: str, path: str) -> None:
        """A document was written to ``path``: say so, with Open and Print."""
        ...

    def tray_count(self, title: str, prompt: str, chips: Sequence[tuple[int, str]], money: MoneyFormat) -> dict[int, int] | None:
        """The tray counted by denomination (a closer), or None when cancelled."""
        ...

    def ask_text(self, title: str, prompt: str, placeholder: str = "") -> str | None:
        """One line typed (an amount, say), or None when cancelled."""
        ...


# --------------------------------------------------------------------------
# Real dialogs
# --------------------------------------------------------------------------


class _Dialog(QDialog):
    def __init__(self, parent: QWidget | None, title: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setModal(True)
        self.setMinimumWidth(520)
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(28, 24, 28, 24)
        self.body.setSpacing(14)
        head = QLabel(title)
        head.setProperty("role", "title")
        head.setWordWrap(True)
        self.body.addWidget(head)

    def add_text(self, text: str) -> QLabel:
        lab = QLabel(text)
        lab.setWordWrap(True)
        lab.setTextFormat(Qt.TextFormat.PlainText)
        self.body.addWidget(lab)
        return lab

    def add_buttons(self, confirm_label: str, cancel_label: str | None, *, danger: bool = False,
                    extra: QPushButton | None = None) -> QPushButton:
        row = QHBoxLayout()
        row.addStretch(1)
        if cancel_label is not None:
            cancel = QPushButton(cancel_label)
            cancel.setAutoDefault(False)
            cancel.clicked.connect(self.reject)
            row.addWidget(cancel)
        if extra is not None:
            row.addWidget(extra)
        ok = QPushButton(confirm_label)
        ok.setProperty("kind", "danger" if danger else "primary")
        ok.setDefault(True)
        ok.clicked.connect(self.accept)
        row.addWidget(ok)
        self.body.addLayout(row)
        return ok


class CredentialsDialog(_Dialog):
    """A user (usually a pit boss), their PIN and, when asked, a reason."""

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        prompt: str,
        users: Sequence[UserChoice],
        *,
        need_reason: bool = False,
        confirm_label: str = "",
        refuse_label: str = "",
        problem: str = "",
        user: str | None = None,
        submit: Submit | None = None,
    ) -> None:
        super().__init__(parent, title)
        self.refused = False
        self.submit = submit
        self.add_text(prompt)
        form = QFormLayout()
        form.setSpacing(10)
        self.user_box = QComboBox()
        for u in users:
            self.user_box.addItem(u.label, u.user_id)
        self.pin_edit = QLineEdit()
        self.pin_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin_edit.setPlaceholderText(self.tr("PIN"))
        form.addRow(self.tr("Who"), self.user_box)
        form.addRow(self.tr("PIN"), self.pin_edit)
        self.need_reason = need_reason
        self.reason_edit: QLineEdit | None = None
        if need_reason or refuse_label:
            self.reason_edit = QLineEdit()
            self.reason_edit.setPlaceholderText(
                self.tr("Required: what happened") if need_reason else self.tr("Required to refuse: why"))
            form.addRow(self.tr("Reason"), self.reason_edit)
        if user is not None:
            i = self.user_box.findData(user)
            if i >= 0:
                self.user_box.setCurrentIndex(i)
        self.body.addLayout(form)
        self.problem = QLabel(problem)
        self.problem.setProperty("role", "error")
        self.problem.setWordWrap(True)
        self.body.addWidget(self.problem)
        self.refuse_button: QPushButton | None = None
        if refuse_label:
            # Refuse sits beside Approve (a pit boss answers either way)
            self.refuse_button = QPushButton(refuse_label)
            self.refuse_button.setProperty("kind", "danger")
            self.refuse_button.setAutoDefault(False)
            self.refuse_button.clicked.connect(self.refuse)
            # Alt+R refuses from any field (a typed "r" never lands in the reason)
            self.refuse_button.setToolTip(self.tr("Alt+R"))
            QShortcut(QKeySequence("Alt+R"), self, self.refuse)
        # another signer chosen: the last one's problem ("Wrong PIN for …") no longer applies
        self.user_box.currentIndexChanged.connect(self.on_user_changed)
        self.ok_button = self.add_buttons(confirm_label or self.tr("Sign"), self.tr("Cancel"), extra=self.refuse_button)
        self.pin_edit.setFocus()

    def on_user_changed(self, _index: int) -> None:
        self.problem.setText("")
        self.pin_edit.clear()

    def refuse(self) -> None:
        """Refuse (a pit boss): the PIN and a reason are required."""
        if self.reason_edit is None or not self.reason_edit.text().strip():
            self.problem.setText(self.tr("A refusal needs a reason."))
            if self.reason_edit is not None:
                self.reason_edit.setFocus()
            return
        self.refused = True
        if not self._send():
            self.refused = False

    def accept(self) -> None:
        self.refused = False
        self._send()

    def _send(self) -> bool:
        """Check what is typed; close, or hand it to ``submit`` and wait for its verdict."""
        if not self.user_box.currentData():
            self.problem.setText(self.tr("Nobody here may sign this."))
            return False
        if not self.pin_edit.text():
            self.problem.setText(self.tr("Enter the PIN."))
            return False
        if self.need_reason and self.reason_edit is not None and not self.reason_edit.text().strip():
            self.problem.setText(self.tr("A reason is required."))
            return False
        if self.submit is None:
            super().accept()
            return True
        self._busy(True)
        self.problem.setText(self.tr("Checking…"))
        self.submit(self.value(), self.answer)
        return True

    def answer(self, verdict: Verdict) -> None:
        """The verdict on what was submitted: close, or show the problem and ask for the PIN again."""
        self._busy(False)
        if verdict.done:
            if verdict.problem:
                self.reject()
            else:
                QDialog.accept(self)
            return
        self.refused = False
        self.problem.setText(verdict.problem)
        self.pin_edit.clear()
        self.pin_edit.setFocus()

    def _busy(self, busy: bool) -> None:
        for w in (self.ok_button, self.refuse_button, self.pin_edit, self.user_box, self.reason_edit):
            if w is not None:
                w.setEnabled(not busy)

    def value(self) -> Credentials:
        return Credentials(
            str(self.user_box.currentData()),
            self.pin_edit.text(),
            self.reason_edit.text().strip() if self.reason_edit is not None else "",
            self.refused,
        )


def print_file(path: str) -> str:
    """Send a PDF to the station's default printer; "" when sent, else why not (one line)."""
    import os
    import shutil
    import subprocess
    import sys

    if sys.platform.startswith("win"):
        try:
            os.startfile(path, "print")  # type: ignore[attr-defined]
        except OSError as exc:
            return str(exc)
        return ""
    command = shutil.which("lp") or shutil.which("lpr")
    if command is None:
        return QCoreApplication.translate("DialogService", "no printing system on this station (lp)")
    done = subprocess.run([command, path], capture_output=True, text=True, timeout=60, check=False)
    if done.returncode != 0:
        return (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1]
    return ""


class ReportReadyDialog(_Dialog):
    """A report was written: where, and the buttons to Open it or Print it."""

    def __init__(self, parent: QWidget | None, title: str, text: str, path: str) -> None:
        super().__init__(parent, title)
        self.path = path
        self.add_text(text)
        where = self.add_text(path)
        where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status = self.add_text("")
        self.status.setVisible(False)
        row = QHBoxLayout()
        row.addStretch(1)
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.clicked.connect(self.open_report)
        self.print_button = QPushButton(self.tr("Print"))
        self.print_button.clicked.connect(self.print_report)
        close = QPushButton(self.tr("Close"))
        close.setProperty("kind", "primary")
        close.setDefault(True)
        close.clicked.connect(self.accept)
        for b in (self.open_button, self.print_button, close):
            row.addWidget(b)
        self.body.addLayout(row)
        exists = Path(path).is_file()
        self.open_button.setEnabled(exists)
        self.print_button.setEnabled(exists)

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def open_report(self) -> None:
        from ui.kit.qt import QtCore, QtGui

        if not QtGui.QDesktopServices.openUrl(QtCore.QUrl.fromLocalFile(self.path)):
            self._say(self.tr("No program on this station opens PDF files."))

    def print_report(self) -> None:
        why = print_file(self.path)
        self._say(self.tr("Sent to the printer.") if not why else tr_args(self.tr("Not printed: %1"), why))


def confirm_dialog(parent: QWidget | None, title: str, text: str, confirm_label: str, *, danger: bool = False) -> _Dialog:
    d = _Dialog(parent, title)
    d.add_text(text)
    d.add_buttons(confirm_label, QCoreApplication.translate("DialogService", "Cancel"), danger=danger)
    return d


def message_dialog(parent: QWidget | None, title: str, text: str, *, error: bool = False) -> _Dialog:
    d = _Dialog(parent, title)
    lab = d.add_text(text)
    if error:
        theme.css(lab, f"color: {theme.C.error};")
    d.add_buttons(QCoreApplication.translate("DialogService", "OK"), None)
    return d


def tray_count_dialog(parent: QWidget | None, title: str, prompt: str, chips: Sequence[tuple[int, str]],
                      money: MoneyFormat) -> tuple[_Dialog, TrayCountEditor, QLabel]:
    """The dialog, its count editor and its problem line."""
    from ui.kit.tray_count import TrayCountEditor

    d = _Dialog(parent, title)
    d.setMinimumWidth(640)
    d.add_text(prompt)
    editor = TrayCountEditor(money)
    editor.set_chips(chips)
    d.body.addWidget(editor)
    problem = QLabel("")
    problem.setProperty("role", "error")
    d.body.addWidget(problem)
    d.add_buttons(QCoreApplication.translate("DialogService", "Record the count"),
                  QCoreApplication.translate("DialogService", "Cancel"))
    return d, editor, problem


def ask_text_dialog(parent: QWidget | None, title: str, prompt: str, placeholder: str = "") -> tuple[_Dialog, QLineEdit]:
    d = _Dialog(parent, title)
    d.add_text(prompt)
    edit = QLineEdit()
    edit.setPlaceholderText(placeholder)
    d.body.addWidget(edit)
    d.add_buttons(QCoreApplication.translate("DialogService", "OK"), QCoreApplication.translate("DialogService", "Cancel"))
    edit.setFocus()
    return d, edit


def document_dialog(parent: QWidget | None, title: str, html: str) -> _Dialog:
    d = _Dialog(parent, title)
    d.setMinimumSize(760, 600)
    view = QTextBrowser()
    view.setHtml(html)
    d.body.addWidget(view, 1)
    d.add_buttons(QCoreApplication.translate("DialogService", "Close"), None)
    return d


class QtDialogService(_CredentialsFlow):
    """Real modal dialogs, parented to the main window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent

    def confirm(self, title: str, text: str, confirm_label: str, *, danger: bool = False) -> bool:
        return confirm_dialog(self.parent, title, text, confirm_label, danger=danger).exec() == QDialog.DialogCode.Accepted

    def inform(self, title: str, text: str) -> None:
        message_dialog(self.parent, title, text).exec()

    def error(self, title: str, text: str) -> None:
        message_dialog(self.parent, title, text, error=True).exec()

    def _answer_credentials(self, ask: CredentialsRequest) -> Credentials | None:
        d = CredentialsDialog(self.parent, ask.title, ask.prompt, ask.users, need_reason=ask.need_reason,
                              confirm_label=ask.confirm_label, refuse_label=ask.refuse_label, problem=ask.problem,
                              user=ask.user, submit=ask.submit)
        if d.exec() == QDialog.DialogCode.Accepted:
            return d.value()
        return None

    def tray_count(self, title: str, prompt: str, chips: Sequence[tuple[int, str]], money: MoneyFormat) -> dict[int, int] | None:
        d, editor, problem = tray_count_dialog(self.parent, title, prompt, chips, money)
        while d.exec() == QDialog.DialogCode.Accepted:
            counts = editor.counts()
            if isinstance(counts, dict) and counts:
                return counts
            problem.setText(counts if isinstance(counts, str) else
                            QCoreApplication.translate("DialogService", "Count the tray first."))
        return None

    def ask_text(self, title: str, prompt: str, placeholder: str = "") -> str | None:
        d, edit = ask_text_dialog(self.parent, title, prompt, placeholder)
        return edit.text() if d.exec() == QDialog.DialogCode.Accepted else None

    def show_document(self, title: str, html: str) -> None:
        document_dialog(self.parent, title, html).exec()

    def report_ready(self, title: str, text: str, path: str) -> None:
        ReportReadyDialog(self.parent, title, text, path).exec()


# --------------------------------------------------------------------------
# Scripted dialogs (tests, screenshots)
# --------------------------------------------------------------------------


class UnexpectedDialog(AssertionError):
    """A dialog opened that the script did not expect (or of another kind)."""


@dataclass
class ScriptedDialogService(_CredentialsFlow):
    """Answers dialogs from a queue of ``(kind, answer)`` and records every call.

    >>> s = ScriptedDialogService(); s.expect("confirm", True)
    >>> s.confirm("Close shift?", "...", "Close")
    True
    >>> s.calls[0][:2]
    ('confirm', 'Close shift?')
    """

    script: deque[tuple[str, object]] = field(default_factory=deque)
    calls: list[tuple[str, str, str]] = field(default_factory=list)
    lenient: bool = False
    """When True, unscripted confirm/inform/error/show_document are answered
    (True / nothing) instead of failing; credentials still must be scripted."""

    def expect(self, kind: str, answer: object = None) -> None:
        self.script.append((kind, answer))

    def _next(self, kind: str, title: str, text: str) -> object:
        self.calls.append((kind, title, text))
        if not self.script:
            if self.lenient and kind != "credentials":
                return True if kind == "confirm" else None
            raise UnexpectedDialog(f"unexpected {kind} dialog: {title!r}: {text!r}")
        want, answer = self.script.popleft()
        if want != kind:
            raise UnexpectedDialog(f"expected a {want} dialog, got {kind}: {title!r}: {text!r}")
        return answer

    def confirm(self, title: str, text: str, confirm_label: str, *, danger: bool = False) -> bool:
        return bool(self._next("confirm", title, text))

    def inform(self, title: str, text: str) -> None:
        self._next("inform", title, text)

    def error(self, title: str, text: str) -> None:
        self._next("error", title, text)

    def _answer_credentials(self, ask: CredentialsRequest) -> Credentials | None:
        """Each scripted answer is one submission; with ``submit``, the same dialog takes the
        next scripted answer while the verdict keeps it open (recorded with its problem)."""
        problem = ask.problem
        while True:
            answer = self._next("credentials", ask.title, ask.prompt + (f"\n⚠ {problem}" if problem else ""))
            if answer is not None and not isinstance(answer, Credentials):
                raise UnexpectedDialog(f"credentials answer must be Credentials or None, not {answer!r}")
            if answer is None or ask.submit is None:
                return answer
            verdict = _wait_for_verdict(ask.submit, answer)
            if verdict.done:
                return None if verdict.problem else answer
            problem = verdict.problem

    def show_document(self, title: str, html: str) -> None:
        self._next("show_document", title, html)

    def report_ready(self, title: str, text: str, path: str) -> None:
        self._next("report_ready", title, text + "\n" + path)

    def ask_text(self, title: str, prompt: str, placeholder: str = "") -> str | None:
        answer = self._next("ask_text", title, prompt)
        if answer is None or isinstance(answer, str):
            return answer
        raise UnexpectedDialog(f"ask_text answer must be a string or None, not {answer!r}")

    def tray_count(self, title: str, prompt: str, chips: Sequence[tuple[int, str]], money: MoneyFormat) -> dict[int, int] | None:
        answer = self._next("tray_count", title, prompt)
        if answer is None or isinstance(answer, dict):
            return answer
        raise UnexpectedDialog(f"tray_count answer must be a dict of chips or None, not {answer!r}")

    @property
    def pending(self) -> int:
        return len(self.script)


def _wait_for_verdict(submit: Submit, answer: Credentials) -> Verdict:
    """Submit ``answer`` and run the event loop until its verdict arrives (a modal dialog's
    loop does the same)."""
    from ui.kit.qt import QEventLoop

    got: list[Verdict] = []
    loop = QEventLoop()

    def reply(v: Verdict) -> None:
        got.append(v)
        loop.quit()

    submit(answer, reply)
    if not got:
        loop.exec()
    return got[0]


class LookingDialogService(ScriptedDialogService):
    """Scripted answers, and each dialog asked for is first built as the station would show
    it, shown, and handed to ``look`` with a name (the text checks of ``dealer-app screenshot``)."""

    def __init__(self, look: Callable[[QWidget, str], None], *, lenient: bool = True) -> None:
        super().__init__(lenient=lenient)
        self.look: Callable[[QWidget, str], None] | None = look

    def stop(self) -> None:
        """Answer from now on without showing (a window shutting down)."""
        self.look = None

    def _see(self, kind: str, d: QDialog) -> None:
        if self.look is None:
            d.deleteLater()
            return
        d.setModal(False)
        d.show()
        QCoreApplication.processEvents()
        try:
            self.look(d, f"dialog-{kind}")
        finally:
            d.close()
            d.deleteLater()

    def confirm(self, title: str, text: str, confirm_label: str, *, danger: bool = False) -> bool:
        self._see("confirm", confirm_dialog(None, title, text, confirm_label, danger=danger))
        return super().confirm(title, text, confirm_label, danger=danger)

    def inform(self, title: str, text: str) -> None:
        self._see("inform", message_dialog(None, title, text))
        super().inform(title, text)

    def error(self, title: str, text: str) -> None:
        self._see("error", message_dialog(None, title, text, error=True))
        super().error(title, text)

    def credentials(
        self,
        title: str,
        prompt: str,
        users: Sequence[UserChoice],
        *,
        need_reason: bool = False,
        confirm_label: str = "",
        refuse_label: str = "",
        problem: str = "",
        user: str | None = None,
        submit: Submit | None = None,
    ) -> Credentials | None:
        self._see("credentials", CredentialsDialog(None, title, prompt, users, need_reason=need_reason,
                                                   confirm_label=confirm_label, refuse_label=refuse_label,
                                                   problem=problem, user=user))
        return super().credentials(title, prompt, users, need_reason=need_reason, confirm_label=confirm_label,
                                   refuse_label=refuse_label, problem=problem, user=user, submit=submit)

    def show_document(self, title: str, html: str) -> None:
        self._see("document", document_dialog(None, title, html))
        super().show_document(title, html)

    def report_ready(self, title: str, text: str, path: str) -> None:
        self._see("report-ready", ReportReadyDialog(None, title, text, path))
        super().report_ready(title, text, path)

    def ask_text(self, title: str, prompt: str, placeholder: str = "") -> str | None:
        self._see("ask-text", ask_text_dialog(None, title, prompt, placeholder)[0])
        return super().ask_text(title, prompt, placeholder)

    def tray_count(self, title: str, prompt: str, chips: Sequence[tuple[int, str]], money: MoneyFormat) -> dict[int, int] | None:
        self._see("tray-count", tray_count_dialog(None, title, prompt, chips, money)[0])
        return super().tray_count(title, prompt, chips, money)
