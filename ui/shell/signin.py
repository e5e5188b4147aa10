"""Sign-in: pick your name (arrow keys or type it), enter your PIN, Enter."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ui.kit import theme
from ui.kit.context import AppContext, UserRef
from ui.kit.explained import refusal_text
from ui.kit.labels import role_label
from ui.kit.qt import QComboBox, QHBoxLayout, QKeyEvent, QLabel, QListWidget, QListWidgetItem, Qt, Signal
from ui.kit.worker import JobError
from ui.shell.common import Page, line_edit, primary_button, show_problem

if TYPE_CHECKING:
    from ui.table.backend import Backend

__all__ = ["SignInScreen"]

C = theme.C


LANGUAGE_NAMES = (("English", "en"), ("Русский", "ru"))
"""Each language named in itself, as a language picker does."""


class SignInScreen(Page):
    signed_in = Signal(object)
    language_chosen = Signal(str)
    """A language picked by hand: the station shows it at once."""

    def __init__(self, ctx: AppContext[Backend]) -> None:
        super().__init__(self.tr("Sign in"), self.tr("Choose your name, type your PIN and press Enter."), width=560)
        self.ctx = ctx
        self.users = QListWidget()
        self.users.setMinimumHeight(220)
        theme.css(self.users, f"font-size: {theme.Size.LARGE}px;")
        self.users.currentRowChanged.connect(self.on_users_current_row_changed)
        self.body.addWidget(self.users)
        self.pin = line_edit(self.tr("PIN"), password=True)
        self.pin.returnPressed.connect(self.on_sign_in_clicked)
        self.pin.installEventFilter(self)
        self.body.addWidget(self.pin)
        self.button = primary_button(self.tr("Sign in"))
        self.button.clicked.connect(self.on_sign_in_clicked)
        self.body.addWidget(self.button)
        self.problem = self.add_problem_label()
        self.note = QLabel("")
        self.note.setWordWrap(True)
        theme.css(self.note, f"color: {C.text_dim};")
        self.body.addWidget(self.note)
        row = QHBoxLayout()
        row.setSpacing(10)
        caption = QLabel(self.tr("Language"))
        theme.css(caption, f"color: {C.text_dim};")
        row.addWidget(caption)
        self.language = QComboBox()
        self.language.setObjectName("LanguagePicker")
        for name, code in LANGUAGE_NAMES:
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(ctx.lang)))
        self.language.activated.connect(self.on_language_activated)
        row.addWidget(self.language)
        hint = QLabel(self.tr("kept for you when you sign in"))
        hint.setWordWrap(True)
        theme.css(hint, f"color: {C.text_faint};")
        row.addWidget(hint, 1)
        self.body.addLayout(row)
        self.chosen: str | None = None
        """The language picked here by hand for the person chosen (it becomes their own when they sign in)."""
        self.chosen_for: int | None = None
        """Whose name was chosen when :attr:`chosen` was picked (None: nobody's)."""
        self._choices: list[UserRef] = []

    def carry(self, chosen: str | None, chosen_for: int | None) -> None:
        """A language picked on the screen this one replaces, for the person then chosen."""
        self.chosen, self.chosen_for = chosen, chosen_for

    def _selected(self) -> UserRef | None:
        row = self.users.currentRow()
        return self._choices[row] if 0 <= row < len(self._choices) else None

    def _show_language(self, code: str) -> None:
        self.language.setCurrentIndex(max(0, self.language.findData(code)))

    def on_language_activated(self, _index: int) -> None:
        code = str(self.language.currentData())
        who = self._selected()
        self.chosen, self.chosen_for = code, (who.user_id if who is not None else None)
        if code != self.ctx.lang:
            self.language_chosen.emit(code)

    def refresh(self, note: str = "") -> None:
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.pin.clear()
        show_problem(self.problem, "")
        self.ctx.run(lambda b: b.sign_in_choices(), self.on_choices_loaded)

    def on_choices_loaded(self, users: Sequence[UserRef]) -> None:
        self._choices = list(users)
        self.users.clear()
        for u in users:
            item = QListWidgetItem(f"{u.name}    ·  {role_label(u.role)}")
            item.setData(Qt.ItemDataRole.UserRole, u.user_id)
            self.users.addItem(item)
        if users:
            keep = next((i for i, u in enumerate(users) if u.user_id == self.chosen_for), 0)
            self.users.setCurrentRow(keep)
            self.on_users_current_row_changed(keep)  # the row may be the one already current
        self.pin.setFocus()

    def select(self, name: str) -> None:
        for i, u in enumerate(self._choices):
            if u.name == name:
                self.users.setCurrentRow(i)
                return
        raise KeyError(name)

    def on_users_current_row_changed(self, row: int) -> None:
        """The box shows the chosen person's own language (the station's when they never
        chose), or what was picked by hand for them."""
        self.pin.clear()
        self.pin.setFocus()
        who = self._selected()
        if who is None:
            return
        if who.user_id != self.chosen_for:
            self.chosen = self.chosen_for = None
        self._show_language(self.chosen or who.language or self.ctx.station_lang)

    def eventFilter(self, obj: object, event: object) -> bool:
        # arrow keys in the PIN field move through the names
        if obj is self.pin and isinstance(event, QKeyEvent) and event.type() == QKeyEvent.Type.KeyPress:
            if event.key() == Qt.Key.Key_Down:
                self.users.setCurrentRow(min(self.users.count() - 1, self.users.currentRow() + 1))
                return True
            if event.key() == Qt.Key.Key_Up:
                self.users.setCurrentRow(max(0, self.users.currentRow() - 1))
                return True
        return False

    def on_sign_in_clicked(self) -> None:
        row = self.users.currentRow()
        if row < 0 or row >= len(self._choices):
            show_problem(self.problem, self.tr("Choose your name first."))
            return
        user = self._choices[row]
        pin = self.pin.text()
        if not pin:
            show_problem(self.problem, self.tr("Enter your PIN."))
            return
        self.button.setEnabled(False)
        language = self.chosen if self.chosen_for == user.user_id else None  # only a choice made for them
        self.ctx.run(lambda b: b.sign_in(user.name, pin, language), self.on_signed_in, self.on_failed)

    def on_signed_in(self, user: UserRef) -> None:
        self.chosen = self.chosen_for = None
        self.button.setEnabled(True)
        self.pin.clear()
        show_problem(self.problem, "")
        self.ctx.set_user(user)
        self.signed_in.emit(user)

    def on_failed(self, err: JobError) -> None:
        self.button.setEnabled(True)
        self.pin.clear()
        show_problem(self.problem, refusal_text(err))
        self.pin.setFocus()
