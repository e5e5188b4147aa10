"""The app's language: picked on the sign-in screen, applied at once without a restart;
and each person's own, so a Russian-speaking dealer and an English-speaking pit boss
share a station (signing in switches to the person's language, signing out back).
The language box shows the chosen person's own language, and a language picked for
one person never becomes another's."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ui_helpers import sign_in

from ui.devtools.driver import pump, wait_until
from ui.kit.qt import QCoreApplication


def _sign_out(w: Any) -> None:
    w.sign_out()
    wait_until(lambda: w.ctx.user is None and w.stack.currentWidget() is w.signin, 10000, "signed out")
    pump(5)


def test_a_language_picked_at_sign_in_applies_at_once_and_stays_with_the_person(window: Any, db_path: Path) -> None:
    w = window
    wait_until(lambda: w.stack.currentWidget() is w.signin and w.signin.users.count() > 0, 10000, "the sign-in screen")
    assert w.ctx.lang == "en" and w.signin.button.text() == "Sign in"
    old = w.signin
    w.signin.select("Anna")
    picker = w.signin.language
    picker.setCurrentIndex(picker.findData("ru"))
    picker.activated.emit(picker.currentIndex())
    pump(10)
    # at once: the sign-in screen (built again) and every text after it are Russian, money too
    assert w.ctx.lang == "ru" and w.ctx.locale == "ru_RU" and w.signin is not old
    assert w.stack.currentWidget() is w.signin and w.signin.button.text() == "Вход"
    assert QCoreApplication.translate("LockScreen", "Station locked") == "Экран заблокирован"
    assert w.ctx.money.full(500) == "5,00\xa0€"
    assert json.loads(db_path.with_name("ui-settings.json").read_text(encoding="utf-8"))["language"] == "ru"
    wait_until(lambda: w.signin.users.count() > 0, 10000, "the names")
    assert w.signin.users.currentItem().text().startswith("Anna")  # the screen built again keeps her name
    # Anna signs in after picking it: Russian becomes hers
    sign_in(w, "Anna")
    wait_until(lambda: w.stack.currentWidget() in (w.shift_open, w.table), 10000, "the shift screen")
    assert w.ctx.user.language == "ru" and w.shift_open.open_button.text().startswith("Открыть смену")
    _sign_out(w)
    # the station goes back to English; Boris, an English-speaking pit boss, chooses English for himself
    wait_until(lambda: w.signin.users.count() > 0, 10000, "the names")
    w.signin.select("Boris")
    picker = w.signin.language
    picker.setCurrentIndex(picker.findData("en"))
    picker.activated.emit(picker.currentIndex())
    pump(10)
    assert w.ctx.lang == "en" and w.signin.button.text() == "Sign in"
    wait_until(lambda: w.signin.users.count() > 0, 10000, "the names")
    sign_in(w, "Boris")
    wait_until(lambda: w.stack.currentWidget() is w.console, 10000, "the console")
    assert w.ctx.user.language == "en" and w.ctx.lang == "en"
    _sign_out(w)
    # the box shows each person's own language as their name is chosen (the station's for one who never chose)
    wait_until(lambda: w.signin.users.count() > 0, 10000, "the names")
    for name, shown in (("Anna", "ru"), ("Dana", "en"), ("Boris", "en"), ("Anna", "ru")):
        w.signin.select(name)
        assert w.signin.language.currentData() == shown, name
    # Russian picked while Dana's name is chosen does not become Boris's when he signs in
    w.signin.select("Dana")
    picker = w.signin.language
    picker.setCurrentIndex(picker.findData("ru"))
    picker.activated.emit(picker.currentIndex())
    pump(10)
    assert w.ctx.lang == "ru"
    wait_until(lambda: w.signin.users.count() > 0, 10000, "the names")
    w.signin.select("Boris")
    assert w.signin.language.currentData() == "en"
    sign_in(w, "Boris")
    wait_until(lambda: w.stack.currentWidget() is w.console, 10000, "the console")
    assert w.ctx.user.language == "en" and w.ctx.lang == "en"
    _sign_out(w)
    assert w.ctx.lang == "ru"  # the station's language, picked by hand above
    wait_until(lambda: w.signin.users.count() > 0, 10000, "the names")
    w.signin.select("Dana")
    picker = w.signin.language
    picker.setCurrentIndex(picker.findData("en"))
    picker.activated.emit(picker.currentIndex())
    pump(10)
    # Anna signs in on the English station: the station switches to her Russian, and back when she leaves
    wait_until(lambda: w.signin.users.count() > 0, 10000, "the names")
    sign_in(w, "Anna")
    wait_until(lambda: w.stack.currentWidget() in (w.shift_open, w.table), 10000, "the shift screen")
    assert w.ctx.lang == "ru" and w.shift_open.open_button.text().startswith("Открыть смену")
    _sign_out(w)
    assert w.ctx.lang == "en" and w.signin.button.text() == "Sign in"
    # a person who never chose keeps the station's language
    wait_until(lambda: w.signin.users.count() > 0, 10000, "the names")
    sign_in(w, "Dana")
    wait_until(lambda: w.stack.currentWidget() in (w.shift_open, w.table), 10000, "the shift screen")
    assert w.ctx.user.language is None and w.ctx.lang == "en"
