"""Helpers for the training GUI tests: people (a trainee among them), the real
main window on a temporary database with scripted dialogs, sign-in through the
sign-in screen, and typing answers into the answer form's real widgets."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import gui_support
from gui_support import cheap_hasher

from dealer_app.training import AnswerField, BoxTask
from ui.devtools.driver import pump, wait_until
from ui.kit.dialogs import ScriptedDialogService
from ui.kit.qt import QApplication, QImage, Qt, QTest, QWidget
from ui.table.backend import Backend

# name -> (role, PIN): an administrator, a dealer and a pit boss of the GUI tests, and two trainees
PEOPLE: dict[str, tuple[str, str]] = {name: gui_support.PEOPLE[name] for name in ("Admin", "Anna", "Boris")} | {
    "Tanya": ("trainee", "666666"), "Ilya": ("trainee", "777777")}


def make_people(db_path: Path) -> None:
    gui_support.make_people(db_path, PEOPLE)


def make_window(db_path: Path, dialogs: ScriptedDialogService | None = None) -> Any:
    return gui_support.make_window(db_path, dialogs=dialogs)


def settle(w: Any) -> None:
    wait_until(lambda: not w.ctx.worker.busy, 20000, "the store worker")
    pump(0)


def sign_in(w: Any, name: str) -> None:
    wait_until(lambda: w.stack.currentWidget() is w.signin and w.signin.users.count() > 0, 10000, "the sign-in screen")
    w.signin.select(name)
    QTest.keyClicks(w.signin.pin, PEOPLE[name][1])
    QTest.keyClick(w.signin.pin, Qt.Key.Key_Return)
    wait_until(lambda: w.ctx.user is not None and w.ctx.user.name == name, 10000, f"{name} signed in")
    settle(w)


def sign_out(w: Any) -> None:
    w.sign_out()
    wait_until(lambda: w.stack.currentWidget() is w.signin, 10000, "the sign-in screen")
    settle(w)


def grab(widget: QWidget, path: Path) -> None:
    """Save ``widget`` as PNG (the main window: 1280×800, as the app opens)."""
    pump(30)
    img: QImage = widget.grab().toImage()
    if widget.isWindow():
        assert (img.width(), img.height()) == (1280, 800), (img.width(), img.height())
    assert img.save(str(path)), path


def type_into(widget: QWidget, text: str) -> None:
    widget.setFocus()
    QTest.keyClicks(widget, text)
    pump(0)


def answer_box(screen: Any, task: BoxTask, *, wrong: Callable[[dict[str, Any]], None] | None = None) -> None:
    """Type the engine's right answer for ``task`` into the form's real widgets (term by
    term), after ``wrong`` has had the chance to change the figures; press Enter."""
    form = screen.drill.form
    money = form.money
    e = task.expected
    figures: dict[str, Any] = {f.value: e.value(f) for f in task.terms}
    for q in task.questions:
        figures[q.value] = e.value(q)
    if wrong is not None:
        wrong(figures)
    if form.net_mode:
        form.set_net_mode(False)
    for f in task.terms:
        row = form.row(f)
        value = int(figures[f.value])
        if value == 0:
            type_into(row.edit, "r")
        else:
            type_into(row.edit, ("p" if value > 0 else "t") + money.minor_to_major_text(abs(value)))
    for q in task.questions:
        row = form.row(q)
        v = figures[q.value]
        if q is AnswerField.HAND2:
            row.choose(v)
        elif q is AnswerField.REPLACED:
            type_into(row.edit, " ".join(v) if v else "-")
        else:
            type_into(row.edit, money.minor_to_major_text(int(v)))
    press_enter(form)


def press_enter(fallback: QWidget) -> None:
    """Enter on the widget with the keyboard focus in ``fallback``'s window (offscreen,
    no window is active, so keys go to the window's focus widget directly)."""
    focus = fallback.window().focusWidget() or QApplication.focusWidget() or fallback
    QTest.keyClick(focus, Qt.Key.Key_Return)
    pump(0)


def planted_mistake(drill: Any, task: BoxTask) -> tuple[Any, dict[str, Any]] | None:
    """(kind, figures) of a single-rule mistake for ``task``, worked out by the engine's own
    perturbation of the round (what a trainee who gets exactly that rule wrong writes),
    or None when no rule changes an asked figure of this box."""
    from dealer_app.training import CONCRETE_KINDS

    ctx = drill.context(task.round)
    asked = (*task.terms, *task.questions)
    right = task.expected
    for kind in CONCRETE_KINDS:
        for v in ctx.perturbed(kind, task.box):
            if any(v.value(f) != right.value(f) for f in asked):
                return kind, {f.value: v.value(f) for f in asked}
    return None


def seed_history(db_path: Path, trainee: str, *, days: int = 6, rounds: int = 4, seed: int = 1) -> None:
    """Give ``trainee`` several days of graded sessions (some planted mistakes, times that
    improve) and two table-speed runs, recorded through the services as they are in the app."""
    import datetime as dt
    import random

    from dealer_app.training import Level, Mode, ServiceProgressStore, TrainingSession, build_drill

    rng = random.Random(seed)
    b = Backend(db_path, hasher=cheap_hasher())
    b.open()
    session = b.users.sign_in(trainee, PEOPLE[trainee][1])
    store = ServiceProgressStore(b.services, session)
    start = dt.datetime.now(dt.UTC).replace(hour=9, minute=0, second=0, microsecond=0) - dt.timedelta(days=days)
    for day in range(days):
        for lv in range(1, min(7, 2 + day) + 1):
            t = [0.0]
            when = start + dt.timedelta(days=day, minutes=15 * lv)
            drill = build_drill(Level(lv), seed * 1000 + day * 10 + lv, rounds)
            s = TrainingSession(drill, trainee, mode=Mode.TIMED if (day + lv) % 2 else Mode.PRACTICE,
                                clock=lambda t=t: t[0], now=lambda when=when: when, time_limit_seconds=10**6)
            for task in drill.tasks():
                e = task.expected
                values: dict[str, Any] = {"net": e.net}
                for q in task.questions:
                    v = e.value(q)
                    values[q.value] = list(v) if isinstance(v, tuple) else v
                if rng.random() < 0.45 - 0.06 * day:
                    planted = planted_mistake(drill, task)
                    if planted is not None:
                        values = {k: (list(v) if isinstance(v, tuple) else v) for k, v in planted[1].items()}
                t[0] += max(2.0, rng.uniform(6, 16) - 1.4 * day)
                s.answer(values)
            store.record(s.finish().result)
    for i, (secs, ok) in enumerate(((62.0, 3), (48.5, 4))):
        b.services.training.record(session, level=2 + i, mode="table_speed", rounds=4, correct=ok, seconds=secs * 4,
                                   details={"unit": "round", "seed": 7 + i, "per_round": [[secs, True]] * 4})
    b.sign_out()
    b.close()


def open_level_for(db_path: Path, trainee: str, level: int, instructor: str = "Boris") -> None:
    """An instructor opens ``level`` for ``trainee`` through the services (co-signed, logged), as the
    training screen's "open this level" does: tests that start a higher level at once use it."""
    from gui_support import cheap_hasher as hasher

    from dealer_app.auth.roles import Permission
    from dealer_app.services import DealerServices
    from dealer_app.training.gates import LEVEL_OPENED_MODE

    s = DealerServices.open(db_path, record_startup=False, hasher=hasher())
    try:
        session = s.users.sign_in(trainee, PEOPLE[trainee][1])
        sig = s.users.co_sign(instructor, PEOPLE[instructor][1], Permission.VIEW_TRAINEE_PROGRESS,
                              purpose=f"open level {level} for {trainee}")
        s.training.record(session, level=level, mode=LEVEL_OPENED_MODE, rounds=0, correct=0, seconds=0.0,
                          details={"unit": "level", "opened": level, "instructor": instructor, "signature": sig.seq})
    finally:
        s.close()
