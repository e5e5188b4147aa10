"""The main window: one stack of screens and the flow between them.

start-up checks → (first run) → sign-in → open shift (or resume the open
one) → the table. Pit bosses and administrators start in the console
(``ui.console``; F6 switches between it and the table). The station locks
after the idle time; a lock keeps the round exactly as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from dealer_app.auth.roles import Permission, Role
from ui.console import ConsoleScreen
from ui.console.jobs import ConsoleJobs
from ui.i18n import LANGUAGES, install, locale_name
from ui.kit.context import AppContext, ShiftInfo, UserRef
from ui.kit.explained import refusal_text
from ui.kit.qt import (
    QCoreApplication,
    QEvent,
    QGuiApplication,
    QKeySequence,
    QMainWindow,
    QObject,
    QShortcut,
    QStackedWidget,
    Qt,
    QTimer,
    QWidget,
    QWindow,
)
from ui.kit.signature import ask_signed
from ui.kit.text import tr_args
from ui.kit.worker import JobError
from ui.roulette import RouletteTrackerScreen
from ui.roulette.jobs import RouletteJobs
from ui.shell.first_run import FirstRunScreen
from ui.shell.lock import LockScreen
from ui.shell.shift_open import ShiftOpenScreen
from ui.shell.signin import SignInScreen
from ui.shell.startup import StartupScreen
from ui.table.screen import TableScreen
from ui.training import TrainingScreen
from ui.training.jobs import TrainingJobs

if TYPE_CHECKING:
    from dealer_app.services.house import HouseVersion
    from ui.kit.qt import QShowEvent
    from ui.table.backend import Backend
    from ui.table.records import StartupReport

__all__ = ["MainWindow"]

_INPUT_EVENTS = {
    QEvent.Type.KeyPress,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseMove,
    QEvent.Type.Wheel,
}


class MainWindow(QMainWindow):
    def __init__(self, ctx: AppContext[Backend]) -> None:
        super().__init__()
        self.ctx = ctx
        self.console_ctx = ctx.room(ConsoleJobs(ctx.backend))
        """The rooms' contexts: the station's session and worker, each room's jobs on its gateway."""
        self.roulette_ctx = ctx.room(RouletteJobs(ctx.backend))
        self.training_ctx = ctx.room(TrainingJobs(ctx.backend))
        self._visit: tuple[UserRef, QWidget | None] | None = None
        self._keyboard_kept = QTimer(self)
        """Runs for a moment after a screen is built while the window is active (:meth:`_keep_keyboard`)."""
        self._keyboard_kept.setSingleShot(True)
        self._keyboard_kept.setInterval(1000)
        """A pit boss in the console over the live table: the dealer and the widget that had the keyboard."""
        self.setWindowTitle(self.tr("Dealer Assistant"))
        self.setMinimumSize(1200, 760)
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.startup = StartupScreen(ctx)
        self.first_run = FirstRunScreen(ctx)
        for w in (self.startup, self.first_run):
            self.stack.addWidget(w)
        self.startup.checks_passed.connect(self.on_startup_checks_passed)
        self.startup.quit_requested.connect(self.close)
        self.first_run.finished.connect(self.on_first_run_finished)
        self.console_key = QShortcut(QKeySequence("F6"), self)
        self.console_key.activated.connect(self.show_console)
        self._build_screens()
        self.stack.currentChanged.connect(self.on_stack_current_changed)

        self._locked_from: QWidget | None = None
        ctx.floor_status_changed.connect(self.on_floor_status)
        self.idle_timer = QTimer(self)
        self.idle_timer.setSingleShot(True)
        self.idle_timer.timeout.connect(self.on_idle_timer_timeout)
        self._started = False
        self._watching_focus = False

    def _build_screens(self) -> None:
        """The screens after sign-in, made in the language in force (built again when it changes)."""
        ctx = self.ctx
        self.signin = SignInScreen(ctx)
        self.shift_open = ShiftOpenScreen(ctx)
        self.table = TableScreen(ctx)
        self.lock_screen = LockScreen(ctx)
        # trainee mode, the console and the roulette tracker are built the first time they are shown
        self._training: TrainingScreen | None = None
        self._console: ConsoleScreen | None = None
        self._roulette: RouletteTrackerScreen | None = None
        for w in self._language_screens():
            self.stack.addWidget(w)
        # the tracker is built at once for now: built after the window is up, its top bar's
        # title came out 2 px short of its text (tests/ui/test_text_fits.py)
        _ = self.roulette

        self.signin.signed_in.connect(self.on_signin_signed_in)
        self.signin.language_chosen.connect(self.on_signin_language_chosen)
        self.shift_open.shift_opened.connect(self.on_shift_open_shift_opened)
        self.shift_open.sign_out_requested.connect(self.sign_out)
        self.lock_screen.unlocked.connect(self.on_lock_screen_unlocked)
        self.lock_screen.sign_out_requested.connect(self.sign_out)
        self.table.lock_requested.connect(self.lock)
        self.table.sign_out_requested.connect(self.sign_out)
        self.table.shift_closed.connect(self.on_table_shift_closed)
        # F6 opens the console (pit bosses, administrators); on the console, its own F6 goes back to the table
        # F7 at the table opens the Russian Roulette tracker for the same shift; its Esc/back returns
        self.roulette_key = QShortcut(QKeySequence("F7"), self.table)
        self.roulette_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.roulette_key.activated.connect(self.show_roulette)
        self.table.roulette_requested.connect(self.show_roulette)
        self.table.console_requested.connect(self.show_console)

    def _language_screens(self) -> tuple[QWidget, ...]:
        """The screens made in the language in force (of the lazy ones, those built so far)."""
        lazy = (self._training, self._console, self._roulette)
        return (self.signin, self.shift_open, self.table, self.lock_screen, *(w for w in lazy if w is not None))

    # -- the screens built when first shown ------------------------------------------

    def _keep_keyboard(self, screen: QWidget, active: bool) -> None:
        """Add a screen built while the window is up; building it may take the activation
        away (a child shown before it has a parent): the window keeps the keyboard."""
        self.stack.addWidget(screen)
        if active:  # after the deactivation, if any, which arrives as an event (now or a moment later)
            QTimer.singleShot(0, self.activateWindow)
            self._keyboard_kept.start()

    @property
    def training(self) -> TrainingScreen:
        """Trainee mode (built the first time it is needed)."""
        if self._training is None:
            active = self.isActiveWindow()
            self._training = TrainingScreen(self.training_ctx)
            self._training.sign_out_requested.connect(self.sign_out)
            self._training.lock_requested.connect(self.lock)
            self._training.closed.connect(self.show_console)
            self._keep_keyboard(self._training, active)
        return self._training

    @property
    def console(self) -> ConsoleScreen:
        """The pit boss console (built the first time it is needed)."""
        if self._console is None:
            active = self.isActiveWindow()
            self._console = ConsoleScreen(self.console_ctx)
            self._console.sign_out_requested.connect(self.on_console_sign_out_requested)
            self._console.lock_requested.connect(self.lock)
            self._console.back_requested.connect(self.on_console_back_requested)
            self._console.trainees_requested.connect(self.show_trainees)
            self._keep_keyboard(self._console, active)
        return self._console

    @property
    def roulette(self) -> RouletteTrackerScreen:
        """The Russian Roulette tracker (built the first time it is needed)."""
        if self._roulette is None:
            active = self.isActiveWindow()
            self._roulette = RouletteTrackerScreen(self.roulette_ctx)
            self._roulette.back_requested.connect(self.show_table)
            self._roulette.lock_requested.connect(self.lock)
            self._keep_keyboard(self._roulette, active)
        return self._roulette

    # -- language ----------------------------------------------------------------

    def apply_language(self, lang: str) -> bool:
        """Show the app in ``lang`` from now on, without a restart: the catalogues are
        swapped and the screens after sign-in built again (each loads its state from the
        store when it is next shown, as after a restart). False when it was already so."""
        if lang == self.ctx.lang or lang not in LANGUAGES:
            return False
        app = QCoreApplication.instance()
        if app is not None:
            install(app, lang)
        self.ctx.set_language(lang, locale_name(lang))
        active = self.isActiveWindow()
        current = self.stack.currentWidget()
        old = self._language_screens()
        names = ("signin", "shift_open", "table", "lock_screen", "_training", "_console", "_roulette")
        was = next((n for n in names if getattr(self, n) is current), None)
        self._build_screens()
        if was is not None:
            self.stack.setCurrentWidget(getattr(self, was.lstrip("_")))
        for w in old:
            self.stack.removeWidget(w)
            w.hide()
            w.deleteLater()
        self.setWindowTitle(self.tr("Dealer Assistant"))
        if active:  # the focused widget went with the old screens: the window keeps the keyboard
            self.activateWindow()
        return True

    def on_signin_language_chosen(self, lang: str) -> None:
        """The language picked on the sign-in screen: the station's, at once (and the
        person whose name was chosen keeps it as theirs when they sign in)."""
        self.ctx.save_settings(self.ctx.settings.model_copy(update={"language": lang}))
        self.ctx.station_lang = lang
        who = self.signin.chosen_for
        if self.apply_language(lang):
            self.signin.carry(lang, who)  # the screen was built again: the choice stays with the person chosen
            self.show_sign_in()

    def on_floor_status(self, text: str) -> None:
        """While a floor's server is away the entry stays on screen, waiting; say why."""
        if text:
            self.statusBar().showMessage(self.tr("Floor server unreachable, retrying…"))
        else:
            self.statusBar().clearMessage()

    # -- start-up ----------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._started:
            self._started = True
            self.stack.setCurrentWidget(self.startup)
            QTimer.singleShot(0, self.startup.start)

    def on_startup_checks_passed(self, report: StartupReport) -> None:
        self.ctx.idle_lock_minutes = int(report.settings.idle_lock_minutes)
        self.ctx.approval_threshold = int(report.settings.approval_threshold)
        self._watch_input()
        if report.needs_first_admin:
            self.stack.setCurrentWidget(self.first_run)
        else:
            self.show_sign_in()

    def on_first_run_finished(self) -> None:
        self.ctx.set_user(None)
        self.show_sign_in(self.tr("Users created. Sign in to open a shift."))

    def show_sign_in(self, note: str = "") -> None:
        self.idle_timer.stop()
        self.stack.setCurrentWidget(self.signin)
        self.signin.refresh(note)

    # -- after sign-in -----------------------------------------------------------

    def on_signin_signed_in(self, user: UserRef) -> None:
        if user.language is not None and self.apply_language(user.language):  # the person's own language
            self.ctx.set_user(user)
        if ConsoleScreen.can_open(user):  # pit bosses and administrators start in the console
            self.show_console()
            return
        if user.role is Role.TRAINEE:  # trainees practise; they never reach a live shift
            self.stack.setCurrentWidget(self.training)
            self.training.enter()
            self.restart_idle_timer()
            return
        table = self.ctx.settings.table_name
        self.ctx.run(lambda b: b.table_shift(table), lambda r: self.on_table_shift_loaded(user, r))

    def on_table_shift_loaded(self, user: UserRef, result: tuple[ShiftInfo, HouseVersion] | None) -> None:
        self.restart_idle_timer()
        if result is None:
            if user.is_dealer or user.is_pit_boss:
                self.stack.setCurrentWidget(self.shift_open)
                self.shift_open.refresh()
            else:
                self.ctx.dialogs.inform(self.tr("Trainees"), self.tr("Trainees practise in training mode; they never deal a live shift."))
                self.sign_out()
            return
        shift, hv = result
        self.ctx.set_house(hv.rules, hv.version)
        self.ctx.set_shift(shift)
        if user.user_id == shift.dealer.user_id:
            self.show_table()
            return
        if user.is_dealer:
            ok = self.ctx.dialogs.confirm(
                self.tr("Dealer change"),
                tr_args(self.tr("Table %1 is open, dealt by %2. Take over the table without closing the shift?"),
                        shift.table, shift.dealer.name),
                self.tr("Take over"),
            )
            if ok:
                self.ctx.run(lambda b: b.change_dealer(), self.on_dealer_changed, self.on_change_failed)
            else:
                self.sign_out()
            return
        # a pit boss at an open table: they supervise; dealing stays with the dealer
        self.show_table()

    def on_dealer_changed(self, shift: ShiftInfo) -> None:
        self.ctx.set_shift(shift)
        self.show_table()

    def on_change_failed(self, err: JobError) -> None:
        self.ctx.dialogs.error(self.tr("Dealer change"), refusal_text(err))
        self.sign_out()

    def on_shift_open_shift_opened(self, shift: ShiftInfo) -> None:
        self.show_table()

    def show_table(self) -> None:
        self.stack.setCurrentWidget(self.table)
        self.table.enter()
        self.restart_idle_timer()

    def on_table_shift_closed(self, info: object) -> None:
        self.ctx.set_shift(None)
        self.sign_out()

    # -- the Russian Roulette tracker --------------------------------------------

    def show_roulette(self) -> None:
        """F7 at the table: the Russian Roulette tracker, for the open shift."""
        if self.ctx.shift is None or self.locked:
            return
        self.stack.setCurrentWidget(self.roulette)
        self.roulette.enter()
        self.restart_idle_timer()

    # -- the pit boss console ----------------------------------------------------

    def show_console(self) -> None:
        """F6 / after sign-in: the console, for a role that has one (never while locked)."""
        if self.locked:
            return
        if not ConsoleScreen.can_open(self.ctx.user):
            if self.stack.currentWidget() is self.table and self.ctx.user is not None and self._visit is None:
                self.visit_console(self.ctx.user)
            return
        self.stack.setCurrentWidget(self.console)
        self.console.enter()
        self.focus_console()
        self.restart_idle_timer()

    def show_trainees(self) -> None:
        """F7 in the console: the instructor's view of every trainee (Esc or Close: back to the console)."""
        if self.locked or self.ctx.user is None or self.ctx.user.role not in (Role.PIT_BOSS, Role.ADMIN):
            return
        self.stack.setCurrentWidget(self.training)
        self.training.enter()
        self.restart_idle_timer()

    def focus_console(self) -> None:
        """The keyboard in the console's page: its keys (Ctrl+digit, Ctrl+L…) work at once, without a click."""
        page = self.console.stack.currentWidget()
        (page if page is not None else self.console).setFocus()

    # -- a pit boss at the table, the dealer signed in ----------------------------

    def visit_console(self, dealer: UserRef) -> None:
        """F6 at the dealer's table: a pit boss opens the console over it with their PIN. The dealer
        stays signed in; their round and the keyboard's place come back when the pit boss leaves."""
        focus = self.focusWidget()
        title = self.tr("Pit boss at the table")

        # a wrong PIN is shown in the same dialog, which asks again
        ask_signed(self.ctx, lambda b: b.co_signers(Permission.APPROVE), lambda b, cred: b.visit(cred.user_id, cred.pin),
                   lambda boss: self.on_visit_started(dealer, focus, boss), title=title,
                   prompt=tr_args(self.tr("A pit boss opens the console with their PIN; %1 stays signed in and "
                                          "the round stays as it is."), dealer.name),
                   confirm_label=self.tr("Open the console"))

    def on_visit_started(self, dealer: UserRef, focus: QWidget | None, boss: UserRef) -> None:
        self._visit = (dealer, focus)
        self.ctx.set_user(boss)
        self.stack.setCurrentWidget(self.console)
        self.console.enter()
        self.focus_console()
        self.restart_idle_timer()

    def end_visit(self, then: Callable[[], None] | None = None) -> None:
        """The pit boss leaves: their session ends and the dealer has the table back, exactly as it was."""
        if self._visit is None:
            return
        dealer, focus = self._visit
        self._visit = None
        self.console.leave()
        self.ctx.set_user(dealer)

        def back(_: object = None) -> None:
            self.stack.setCurrentWidget(self.table)
            self.table.watch.refresh_approvals()  # what the pit boss decided reaches the round
            (focus if focus is not None and self.table.isAncestorOf(focus) else self.table).setFocus()
            self.restart_idle_timer()
            if then is not None:
                then()

        def failed(err: JobError) -> None:
            self.ctx.report_error(err)
            back()

        self.ctx.run(lambda b: b.end_visit(), back, failed)

    def on_console_sign_out_requested(self) -> None:
        """Sign out in the console: a visiting pit boss only leaves (the dealer stays signed in)."""
        if self._visit is not None:
            self.end_visit()
        else:
            self.sign_out()

    def on_console_back_requested(self) -> None:
        """The pit boss goes to the table: the open shift there, or the shift screen."""
        if self._visit is not None:
            self.end_visit()
            return
        user = self.ctx.user
        if user is None:
            return
        self.console.leave()
        table = self.ctx.settings.table_name
        self.ctx.run(lambda b: b.table_shift(table), lambda r: self.on_table_shift_loaded(user, r))

    def on_stack_current_changed(self, _index: int) -> None:
        self.console_key.setEnabled(self._console is None or self.stack.currentWidget() is not self._console)

    # -- locking -----------------------------------------------------------------

    def restart_idle_timer(self) -> None:
        minutes = self.ctx.idle_lock_minutes
        if minutes > 0 and self.ctx.user is not None and self.stack.currentWidget() is not self.lock_screen:
            self.idle_timer.start(minutes * 60_000)

    def _watch_input(self) -> None:
        """Restart the idle timer on a person's input: watch this window's ``QWindow`` and each
        window (a dialog) that takes the focus, where every key and mouse event arrives first.

        Never an application-wide event filter: that makes PySide wrap every internal object
        an event goes to (Qt's private ``QAnimationTimer``…), and wrapping an object of a type
        it does not know, inside the property event the wrapping itself sends, crashes shiboken.
        """
        handle = self.windowHandle()
        if handle is not None:
            handle.installEventFilter(self)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication) and not self._watching_focus:
            self._watching_focus = True
            app.focusWindowChanged.connect(self.on_focus_window_changed)

    def on_focus_window_changed(self, window: QWindow | None) -> None:
        if window is not None:
            window.installEventFilter(self)  # installing twice keeps one filter
        elif self._keyboard_kept.isActive():  # a screen just built took the activation: the window takes it back
            QTimer.singleShot(0, self.activateWindow)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() in _INPUT_EVENTS and self.idle_timer.isActive():
            self.idle_timer.start()
        return False

    def on_idle_timer_timeout(self) -> None:
        if self.ctx.user is None:
            return
        self.lock(self.tr("Locked after %n minute(s) without input.", "", self.ctx.idle_lock_minutes))

    def lock(self, why: str = "") -> None:
        if self._visit is not None:  # the pit boss's session ends first: the lock is the dealer's
            self.end_visit(lambda: self.lock(why))
            return
        if self.stack.currentWidget() is self.lock_screen:
            return
        self._locked_from = self.stack.currentWidget()
        self.idle_timer.stop()
        self.lock_screen.lock(self.ctx.user, why or self.tr("Locked by the dealer."))
        self.stack.setCurrentWidget(self.lock_screen)

    @property
    def locked(self) -> bool:
        return self.stack.currentWidget() is self.lock_screen

    def on_lock_screen_unlocked(self) -> None:
        target = self._locked_from or self.signin
        self._locked_from = None
        self.stack.setCurrentWidget(target)
        if target is self.table or (self._roulette is not None and target is self._roulette):
            target.setFocus()
        self.restart_idle_timer()

    # -- signing out -------------------------------------------------------------

    def sign_out(self) -> None:
        self.idle_timer.stop()
        self._locked_from = None
        self._visit = None  # the backend ends a visit with the sign-out
        self.ctx.run(lambda b: b.sign_out(), lambda _: self._signed_out())

    def _signed_out(self) -> None:
        self.ctx.set_user(None)
        self.apply_language(self.ctx.station_lang)  # back to the station's language
        self.show_sign_in()

    # -- closing -----------------------------------------------------------------

    def shutdown(self) -> None:
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication) and self._watching_focus:
            self._watching_focus = False
            app.focusWindowChanged.disconnect(self.on_focus_window_changed)
        self.idle_timer.stop()
        self.table.watch.stop_listening()
        self.ctx.closing(lambda b: b.close())
        self.ctx.worker.drain()
        self.ctx.shutdown()
