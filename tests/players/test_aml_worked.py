"""Worked examples of the cash transaction records: an MTL day, a report threshold
crossed by three buy-ins, a structuring pattern (US federal figures as the house's
example settings: log from $3,000, report over $10,000)."""

from __future__ import annotations

import pytest
from clock_support import Clock
from entry_support import assert_typed_log
from players_helpers import co, make_people

from dealer_app.auth.roles import Permission, PermissionDenied
from dealer_app.services import DealerServices
from dealer_app.services.common import ServiceError
from dealer_app.store.records import EntryKind

US = {"log_threshold": 300_000, "report_threshold": 1_000_000, "structuring_margin": 20_000,
      "structuring_window_minutes": 120, "structuring_count": 2,
      "id_fields": ["name", "date_of_birth", "address", "id_document"]}


def _setup(s: DealerServices) -> tuple[str, str]:
    make_people(s)
    s.aml.set_rules(co(s, "cleo", Permission.EDIT_AML_RULES), US)
    cage = co(s, "carl", Permission.REGISTER_PLAYER)
    olga = s.players.register(cage, "5500-7788", "Olga Smirnova", {"date_of_birth": "1975-05-06"})
    ivan = s.players.register(co(s, "carl", Permission.REGISTER_PLAYER), "4001-2233", "Ivan Petrov")
    return olga, ivan


def _cage(s: DealerServices, kind: str, amount: int, **kw: object) -> object:
    return s.aml.record(co(s, "carl", Permission.CASH_TRANSACTION), kind, amount, **kw)  # type: ignore[arg-type]


def test_a_report_threshold_crossed_by_three_buy_ins(services: DealerServices, clock: Clock) -> None:
    s = services
    olga, _ = _setup(s)
    first = _cage(s, "buy_in", 400_000, card="55007788", table="T1")
    clock.advance(1800)
    second = _cage(s, "buy_in", 400_000, card="55007788", table="T2")
    assert not first.alerts and not second.alerts  # type: ignore[attr-defined]
    clock.advance(1800)
    third = _cage(s, "buy_in", 300_000, card="55007788", table="T1")  # 11,000.00: over 10,000.00
    [alert] = third.alerts  # type: ignore[attr-defined]
    assert (alert.kind, alert.amount, alert.patron) == ("report_in", 1_100_000, olga)
    assert third.id_required == ("address", "id_document")  # type: ignore[attr-defined]
    # a cash-out is aggregated apart: no new alert for the cash-in side, none for the cash-out side
    fourth = _cage(s, "cash_out", 900_000, card="55007788", table="T1")
    assert not fourth.alerts  # type: ignore[attr-defined]
    day = third.tx.day  # type: ignore[attr-defined]
    [agg] = s.aml.aggregates(co(s, "cleo", Permission.VIEW_AML), day)
    assert (agg.cash_in, agg.cash_out) == (1_100_000, 900_000)
    # the report: the patron's identity (a logged read), the transactions, what is still to collect
    [case] = s.aml.report_cases(co(s, "cleo", Permission.VIEW_AML), day)
    assert case.patron is not None and case.patron.name == "Olga Smirnova"
    assert [t.amount for t in case.transactions] == [400_000, 400_000, 300_000, 900_000]
    assert case.missing == ("address", "id_document")
    assert s.store.entries_of_kind([EntryKind.PATRON_READ])[-1].payload["players"] == [olga]
    s.players.update(co(s, "carl", Permission.REGISTER_PLAYER), olga,
                     {"address": "Tverskaya 1, Moscow", "id_document": "passport 4512 998877"})
    [case] = s.aml.report_cases(co(s, "cleo", Permission.VIEW_AML), day)
    assert case.missing == ()
    assert s.verify().ok
    assert {"cash_transaction", "patron_updated"} <= set(assert_typed_log(s.store))


def test_an_mtl_day(services: DealerServices, clock: Clock) -> None:
    s = services
    _, ivan = _setup(s)
    _cage(s, "buy_in", 299_999, card="40012233", table="T1")  # under the log threshold
    _cage(s, "buy_in", 300_000, card="40012233", table="T1")  # at it: logged
    _cage(s, "buy_in", 500_000, medium="chips", card="40012233", table="T2")  # chips: not cash
    _cage(s, "cash_out", 450_000, card="40012233", table="T2")
    _cage(s, "buy_in", 320_000, description="man in a grey suit, T3 box 2", table="T3")
    day = s.settings.gaming_day()
    log = s.aml.log(co(s, "cleo", Permission.VIEW_AML), day)
    assert [(t.kind, t.amount, t.player, t.table) for t in log] == [
        ("buy_in", 300_000, ivan, "T1"), ("cash_out", 450_000, ivan, "T2"), ("buy_in", 320_000, None, "T3")]
    assert log[2].description == "man in a grey suit, T3 box 2"
    assert all(t.by == s.store.user_by_name("carl").id for t in log)  # type: ignore[union-attr]
    # tomorrow's gaming day starts a new log and new aggregates
    clock.advance(24 * 3600)
    _cage(s, "buy_in", 300_000, card="40012233", table="T1")
    assert len(s.aml.log(co(s, "cleo", Permission.VIEW_AML), day)) == 3
    with pytest.raises(PermissionDenied):
        s.aml.log(co(s, "dan", Permission.VIEW_AML), day)
    with pytest.raises(PermissionDenied):
        _cage_as(s, "pat")
    with pytest.raises(ServiceError, match="description"):
        _cage(s, "buy_in", 10_000, table="T1")


def _cage_as(s: DealerServices, name: str) -> None:
    s.aml.record(co(s, name, Permission.CASH_TRANSACTION), "buy_in", 10_000, description="x")


def test_a_structuring_pattern(services: DealerServices, clock: Clock) -> None:
    s = services
    _, ivan = _setup(s)
    # Ivan: 2,900 then, within two hours, 2,950: each just under the 3,000 log threshold
    _cage(s, "buy_in", 290_000, card="40012233", table="T1")
    clock.advance(3600)
    got = _cage(s, "buy_in", 295_000, card="40012233", table="T2")
    [alert] = got.alerts  # type: ignore[attr-defined]
    assert (alert.kind, alert.patron, alert.amount) == ("structuring", ivan, 585_000)
    # Olga: the same two amounts three hours apart: outside the window, no alert
    _cage(s, "buy_in", 290_000, card="55007788", table="T1")
    clock.advance(3 * 3600)
    assert not _cage(s, "buy_in", 295_000, card="55007788", table="T1").alerts  # type: ignore[attr-defined]
    kinds = [(a.kind, a.patron) for a in s.aml.alerts(co(s, "pat", Permission.VIEW_AML), got.tx.day)]  # type: ignore[attr-defined]
    assert kinds == [("structuring", ivan)]
    assert s.verify().ok
