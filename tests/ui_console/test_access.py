"""Who gets the console, read from the role matrix: pit bosses get it whole,
administrators get users and settings only (and can never approve), dealers
and trainees get nothing. The services refuse (and log) whatever the screen
would not offer."""

from __future__ import annotations

import pytest
from console_helpers import HELD_STEPS, PEOPLE, Floor, console_for

from dealer_app.auth.roles import MATRIX, Permission, Role
from dealer_app.services.users import SignInError
from dealer_app.store.records import EntryKind
from ui.console import Section, can_open_console, sections_for


def test_the_sections_follow_the_role_matrix() -> None:
    assert [s.value for s in sections_for(Role.PIT_BOSS)] == ["approvals", "history", "meter", "audit", "house", "count",
                                                              "players", "slips", "chips"]
    assert [s.value for s in sections_for(Role.CAGE)] == ["slips"]  # the cage receives slips
    assert [s.value for s in sections_for(Role.COUNT_ROOM)] == ["slips", "drop"]  # the count room enters the drop
    assert [s.value for s in sections_for(Role.ADMIN)] == ["users", "settings", "players", "chips"]
    assert [s.value for s in sections_for(Role.COMPLIANCE)] == ["players"]
    assert sections_for(Role.DEALER) == sections_for(Role.TRAINEE) == ()
    assert not can_open_console(Role.DEALER) and not can_open_console(Role.TRAINEE)
    # every section a role sees rests on permissions the matrix gives that role
    from ui.console.access import SECTIONS

    for role in Role:
        for spec in SECTIONS:
            shown = spec.section in sections_for(role)
            assert shown == (can_open_console(role) and all(role in MATRIX[p] for p in spec.needs)), (role, spec)


@pytest.mark.parametrize("name", ["Anna", "Tim"])
def test_a_dealer_and_a_trainee_cannot_open_the_console(floor: Floor, name: str) -> None:
    rid = floor.start(HELD_STEPS)
    c = console_for(floor.db, name)
    try:
        screen = c.screen
        assert not screen.can_open(c.ctx.user)
        refused: list[str] = []
        screen.access_refused.connect(refused.append)
        assert screen.enter() is False
        assert refused and name in refused[0] and "pit bosses" in refused[0]
        assert screen.stack.currentWidget() is screen.refusal
        assert not screen.nav.isVisible()
        for section in Section:
            assert screen.show_section(section) is False
        assert screen.open_round(rid) is False
        assert screen.stack.currentWidget() is screen.refusal
        # and the services refuse the console's calls outright, logging the refusal
        c.dialogs.expect("error")
        c.ctx.run(lambda b: b.held_rounds(), None, lambda e: c.ctx.dialogs.error("refused", str(e)))
        c.settle()
        assert "may not approve" in c.dialogs.calls[-1][2]
        who = floor.ids[name]
        assert any(e.actor == who for e in floor.entries(EntryKind.PERMISSION_REFUSED))
        # Esc signs out
        out: list[bool] = []
        screen.sign_out_requested.connect(lambda: out.append(True))
        from ui.kit.qt import Qt, QTest

        QTest.keyClick(screen, Qt.Key.Key_Escape)
        assert out == [True]
    finally:
        c.close()
    assert floor.approval(rid).pending


def test_an_administrator_gets_users_and_settings_and_can_never_approve(floor: Floor) -> None:
    rid = floor.start(HELD_STEPS)
    c = console_for(floor.db, "Admin")
    try:
        screen = c.screen
        assert screen.sections == (Section.USERS, Section.SETTINGS, Section.PLAYERS, Section.CHIPS)
        assert screen.current is Section.USERS
        assert [b.text() for s, b in screen.nav_buttons.items() if not b.isHidden()] == ["Users", "Settings",
                                                                                         "Players", "Chip set"]
        assert screen.show_section(Section.APPROVALS) is False
        assert screen.show_section(Section.HISTORY) is False
        assert screen.open_round(rid) is False
        assert screen.top.table.isHidden()
        # even signing with their own PIN, the services refuse an administrator's approval
        c.dialogs.expect("error")
        c.ctx.run(lambda b: b.approve(rid, "Admin", PEOPLE["Admin"][1]), None,
                  lambda e: c.ctx.dialogs.error("refused", str(e)))
        c.settle()
        assert "may not approve" in c.dialogs.calls[-1][2]
        assert floor.approval(rid).pending
        assert floor.entries(EntryKind.APPROVED, rid) == []
        assert any(e.actor == floor.ids["Admin"] and e.payload["permission"] == Permission.APPROVE.value
                   for e in floor.entries(EntryKind.PERMISSION_REFUSED))
        # nor co-signs for a pit boss on this station
        c.dialogs.expect("error")
        c.ctx.run(lambda b: b.approve(rid, "Adele", PEOPLE["Adele"][1]), None,
                  lambda e: c.ctx.dialogs.error("refused", str(e)))
        c.settle()
        assert "may not approve" in c.dialogs.calls[-1][2]
        assert floor.approval(rid).pending
    finally:
        c.close()


def test_a_pit_boss_sees_no_users_or_settings(floor: Floor) -> None:
    c = console_for(floor.db, "Boris")
    try:
        assert c.screen.show_section(Section.USERS) is False
        assert c.screen.show_section(Section.SETTINGS) is False
        c.dialogs.expect("error")
        c.ctx.run(lambda b: b.add_user("Mallory", Role.ADMIN, "999999"), None,
                  lambda e: c.ctx.dialogs.error("refused", str(e)))
        c.settle()
        assert "may not manage users" in c.dialogs.calls[-1][2]
        assert floor.s.store.user_by_name("Mallory") is None
    finally:
        c.close()


def test_administrators_manage_users_and_nobody_changes_their_own_role(floor: Floor) -> None:
    c = console_for(floor.db, "Admin")
    try:
        page = c.page("users")
        assert [u.name for u in page.users] == ["Admin", "Anna", "Boris", "Dana", "Petra", "Tim", "Adele"]
        # create a user
        page.name.setText("Olga")
        page.add_role.setCurrentIndex(page.add_role.findData("dealer"))
        page.pin.setText("888888")
        page.add_user()
        c.settle()
        olga = floor.s.store.user_by_name("Olga")
        assert olga is not None and olga.role == Role.DEALER
        # set a role: asked to confirm first (a "no" changes nothing)
        assert page.select_user("Olga")
        page.role.setCurrentIndex(page.role.findData("pit_boss"))
        c.dialogs.expect("confirm", False)
        page.set_role()
        c.settle()
        assert "Olga is a dealer. Make them a pit boss?" in c.dialogs.calls[-1][2]
        assert floor.s.store.user_by_name("Olga").role == Role.DEALER  # type: ignore[union-attr]
        c.dialogs.expect("confirm", True)
        page.set_role()
        c.settle()
        assert floor.s.store.user_by_name("Olga").role == Role.PIT_BOSS  # type: ignore[union-attr]
        # reset a PIN: the new one signs in, the old one does not
        assert page.select_user("Olga")
        page.new_pin.setText("432100")
        page.reset_pin()
        c.settle()
        floor.s.users.co_sign("Olga", "432100", Permission.APPROVE, purpose="test")
        # unlock a locked-out user
        for _ in range(5):
            with pytest.raises(SignInError, match=r"wrong PIN|locked"):
                floor.s.users.co_sign("Dana", "000000", Permission.DEAL, purpose="test")
        page.refresh()
        c.settle()
        dana = next(u for u in page.users if u.name == "Dana")
        assert dana.locked
        assert page.select_user("Dana")
        assert page.unlock_button.isEnabled()
        page.unlock()
        c.settle()
        assert not next(u for u in page.users if u.name == "Dana").locked
        # nobody changes their own role: the form says so, and the services refuse it
        assert page.select_user("Admin")
        assert not page.role.isEnabled() and not page.set_role_button.isEnabled() and page.own_role.isVisibleTo(page)
        got: list[str] = []
        c.ctx.run(lambda b: b.set_role(floor.ids["Admin"], Role.DEALER), None, lambda e: got.append(str(e)))
        c.settle()
        assert got and "own role" in got[0]
        assert floor.s.store.user(floor.ids["Admin"]).role == Role.ADMIN  # type: ignore[union-attr]
        kinds = [e.kind for e in floor.s.store.entries_of_kind(
            [EntryKind.USER_ADDED, EntryKind.USER_ROLE_CHANGED, EntryKind.PIN_RESET, EntryKind.USER_UNLOCKED])]
        assert kinds[-4:] == ["user_added", "user_role_changed", "pin_reset", "user_unlocked"]
        admin_actions = [e for e in floor.s.store.entries_of_kind([EntryKind.USER_ROLE_CHANGED, EntryKind.PIN_RESET,
                                                                   EntryKind.USER_UNLOCKED])]
        assert all(e.actor == floor.ids["Admin"] for e in admin_actions)
    finally:
        c.close()


def test_administrators_change_settings_with_each_problem_named(floor: Floor) -> None:
    c = console_for(floor.db, "Admin")
    try:
        assert c.screen.show_section(Section.SETTINGS)
        c.settle()
        page = c.page("settings")
        assert page.edits["approval_threshold"].text() == "10000"  # €10,000: the major unit
        page.edits["gaming_day_start"].setText("25:99")
        page.save_settings()
        c.settle()
        assert "HH:MM" in page.errors["gaming_day_start"].text()
        page.edits["gaming_day_start"].setText("06:00")
        page.edits["approval_threshold"].setText("5000")
        page.save_settings()
        c.settle()
        assert floor.s.settings.get().approval_threshold == 500_000
        changed = floor.entries(EntryKind.SETTINGS_CHANGED)
        assert changed[-1].actor == floor.ids["Admin"] and changed[-1].payload["values"] == {"approval_threshold": "500000"}
        # who pays a jackpot share is chosen by its words, never typed as a code
        box = page.choices["jackpot_paid_by"]
        assert box.currentData() == "cage" and box.currentText() == "the cage"
        box.setCurrentIndex(box.findData("tray"))
        page.edits["approval_threshold"].setText("12.5")
        page.save_settings()
        c.settle()
        assert floor.s.settings.get().jackpot_paid_by == "tray" and floor.s.settings.get().approval_threshold == 1250
        page.edits["approval_threshold"].setText("ten")
        page.save_settings()
        c.settle()
        assert '"ten" is not an amount' in page.errors["approval_threshold"].text()
    finally:
        c.close()

