"""``dealer-app count``: the count room enters a drop, a pit boss explains, anyone reads (in-process)."""

from __future__ import annotations

import io
import json
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from count_helpers import FAST_HASHER, OPENER, Table

import dealer_main
from dealer_app.services import DealerServices
from dealer_app.table_count import inventory_total


def _run(argv: list[str], stdin: str = "", monkeypatch: pytest.MonkeyPatch | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    if monkeypatch is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    with redirect_stdout(out), redirect_stderr(err):
        code = dealer_main.main(argv)
    return code, out.getvalue(), err.getvalue()


def test_drop_and_explanation_from_the_command_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "c.db"
    with DealerServices.open(db, station="t", hasher=FAST_HASHER) as s:
        t = Table.open(s)
        s.count.buy_in(t.dan, t.shift_id, 20_000)
        t.close(inventory_total(OPENER) - 20_000 - 10_000)  # €100 short
        sid = t.shift_id
    code, _out, err = _run(["count", "drop", "--db", str(db), "--shift", str(sid), "--amount", "200.00",
                            "--user", "pat", "--pin-stdin"], "123456\n", monkeypatch)
    assert code == 1 and "not allowed" in err and "enter drop" in err
    code, out, err = _run(["count", "drop", "--db", str(db), "--shift", str(sid), "--amount", "200",
                           "--user", "rita", "--pin-stdin"], "123456\n", monkeypatch)
    assert code == 0, err
    code, out, err = _run(["count", "show", "--db", str(db), "--json"])
    assert code == 0, err
    j = json.loads(out)
    assert (j["drop"], j["win"], j["computed"], j["variance"], j["hold"]) == (20_000, -10_000, 0, -10_000, "−50.00 %")
    assert j["beyond_threshold"] and not j["explained"]
    code, out, err = _run(["count", "explain", "--db", str(db), "--shift", str(sid), "--user", "paula",
                           "--pin-stdin", "--text", "a €100 chip went to the floor; found"], "123456\n", monkeypatch)
    assert code == 0, err
    code, out, _ = _run(["count", "show", "--db", str(db)])
    assert "variance  -€100.00  BEYOND THRESHOLD" in out and "hold      −50.00 %" in out
    # in Russian: the lines, and the money in the house currency as people read it
    code, out, err = _run(["count", "show", "--db", str(db), "--lang", "ru"])
    assert code == 0, err
    assert "расхождение    −100,00\xa0€  ВЫШЕ ПОРОГА" in out and "холд           −50,00 %" in out, out
    assert "дроп           200,00\xa0€ (подсчитан)" in out and not [w for w in out.split() if w.isascii() and w.isalpha()]
    code, out, err = _run(["count", "drop", "--db", str(db), "--shift", str(sid), "--amount", "200", "--reason",
                           "recount", "--user", "rita", "--pin-stdin", "--lang", "ru"], "123456\n", monkeypatch)
    assert code == 0, err
    assert out.startswith(f"пересчёт: смена {sid}: дроп 200,00\xa0€ внесён, кто: rita (запись "), out
    # the export's summary line in Russian too (what it writes stays the contract's)
    code, out, err = _run(["export", "--db", str(db), "--out", str(tmp_path / "rounds.jsonl"), "--lang", "ru"])
    assert code == 0 and err.startswith(f"выгрузка: смена {sid}: рассчитанных раундов: 0 в "), err
    code, _, err = _run(["count", "drop", "--db", str(db), "--amount", "1,2.345", "--user", "rita"])
    assert code == 2 and "--amount" in err and "Traceback" not in err


def test_chip_set_from_a_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "c.db"
    with DealerServices.open(db, station="t", hasher=FAST_HASHER) as s:
        s.users.create_first_admin("ada", "111111")
    chips = tmp_path / "chips.json"
    chips.write_text(json.dumps([{"value": 500, "colour": "#c62828", "name": "red"},
                                 {"value": 2500, "colour": "#1f8a3b", "name": "green"}]))
    code, out, err = _run(["count", "chips", "--db", str(db), "--set", str(chips), "--user", "ada", "--pin-stdin"],
                          "111111\n", monkeypatch)
    assert code == 0, err
    assert out.splitlines() == ["2500\t#1f8a3b\tgreen", "500\t#c62828\tred"]
    chips.write_text('[{"value": 500, "colour": "red"}]')
    code, out, err = _run(["count", "chips", "--db", str(db), "--set", str(chips), "--user", "ada", "--pin-stdin"],
                          "111111\n", monkeypatch)
    assert code == 2 and "colour must be #rrggbb" in err


def test_a_waiting_slip_is_listed_finished_or_voided_from_the_command_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "c.db"
    with DealerServices.open(db, station="t", hasher=FAST_HASHER) as s:
        t = Table.open(s)
        first = s.count.request_slip(t.dan, t.shift_id, "fill", {10000: 2}).number
        second = s.count.request_slip(t.dan, t.shift_id, "credit", {500: 4}).number
        sid = t.shift_id
    code, out, err = _run(["count", "slips", "--db", str(db), "--waiting", "--json"])
    assert code == 0, err
    assert [(j["slip"], j["status"]) for j in json.loads(out)] == [(first, "requested"), (second, "requested")]
    code, out, err = _run(["count", "receive-slip", "--db", str(db), "--slip", str(first), "--user", "carl",
                           "--pin-stdin"], "123456\n", monkeypatch)
    assert code == 1 and "not signed by a pit boss yet" in err
    code, out, err = _run(["count", "sign-slip", "--db", str(db), "--slip", str(first), "--user", "pat",
                           "--pin-stdin"], "000000\n", monkeypatch)  # a wrong PIN: nothing changes
    assert code != 0 and "Traceback" not in err
    for argv, pin in ((["sign-slip", "--user", "pat"], "123456"), (["receive-slip", "--user", "carl"], "123456")):
        code, out, err = _run(["count", argv[0], "--db", str(db), "--slip", str(first), *argv[1:], "--pin-stdin"],
                              pin + "\n", monkeypatch)
        assert code == 0, err
    assert f"slip {first} (fill 20000) is received" in out
    code, _, err = _run(["count", "void-slip", "--db", str(db), "--slip", str(second), "--user", "pat",
                         "--pin-stdin", "--reason", " "], "123456\n", monkeypatch)
    assert code == 2 and "reason" in err
    code, out, err = _run(["count", "void-slip", "--db", str(db), "--slip", str(second), "--user", "pat",
                           "--pin-stdin", "--reason", "asked twice"], "123456\n", monkeypatch)
    assert code == 0 and "is voided" in out, err
    code, out, _ = _run(["count", "slips", "--db", str(db), "--shift", str(sid), "--waiting"])
    assert out.strip() == f"shift {sid}: no waiting slips"
    with DealerServices.open(db, station="t", hasher=FAST_HASHER) as s:
        assert s.count.pending_slips(sid) == []


def test_a_signed_slip_is_asked_for_and_signed_together_or_not_at_all(tmp_path: Path) -> None:
    from count_helpers import co

    from dealer_app.auth.roles import Permission, PermissionDenied

    with DealerServices.open(tmp_path / "c.db", station="t", hasher=FAST_HASHER) as s:
        t = Table.open(s)
        cage = co(s, "carl", Permission.RECEIVE_SLIP, shift_id=t.shift_id)  # may not sign for the count
        with pytest.raises(PermissionDenied):
            s.count.request_slip(t.dan, t.shift_id, "credit", {500: 4}, signed_by=cage)
        assert s.count.view(t.shift_id).slips == ()
        boss = co(s, "pat", Permission.SIGN_COUNT, shift_id=t.shift_id)
        slip = s.count.request_slip(t.dan, t.shift_id, "credit", {500: 4}, signed_by=boss)
        assert (slip.status, slip.signed_by) == ("signed", "pat")


def test_chip_set_with_the_trays_par_in_russian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "c.db"
    with DealerServices.open(db, station="t", hasher=FAST_HASHER) as s:
        s.users.create_first_admin("ada", "111111")
    code, out, err = _run(["count", "chips", "--db", str(db), "--lang", "ru"])
    assert code == 0 and out == "набор фишек не настроен (смены открываются без пересчёта лотка)\n", err
    chips = tmp_path / "chips.json"
    chips.write_text(json.dumps([{"value": 500, "colour": "#c62828", "name": "red", "par": 60},
                                 {"value": 2500, "colour": "#1f8a3b", "name": "green", "par": -1}]))
    code, out, err = _run(["count", "chips", "--db", str(db), "--set", str(chips), "--user", "ada", "--pin-stdin",
                           "--lang", "ru"], "111111\n", monkeypatch)  # refused before the PIN is read
    assert (code, out, err) == (2, "", "dealer-app count: фишка 2: норма лотка — от 0 до 100000 фишек, а не -1\n")
    chips.write_text(json.dumps([{"value": 500, "colour": "#c62828", "name": "red", "par": 60},
                                 {"value": 2500, "colour": "#1f8a3b", "name": "green", "par": 40}]))
    code, out, err = _run(["count", "chips", "--db", str(db), "--set", str(chips), "--user", "ada", "--pin-stdin",
                           "--lang", "ru"], "000000\n", monkeypatch)
    assert code == 2 and err == "dealer-app count: неизвестный пользователь или неверный ПИН-код\n"
    code, out, err = _run(["count", "chips", "--db", str(db), "--set", str(chips), "--user", "ada", "--pin-stdin",
                           "--lang", "ru"], "111111\n", monkeypatch)
    assert code == 0, err
    assert out.splitlines() == ["2500\t#1f8a3b\tgreen\tнорма лотка 40", "500\t#c62828\tred\tнорма лотка 60",
                                "норма лотка всего: 130000"]
    assert err.startswith("count: набор фишек задан (версия 1, запись ") and "подписал ada" in err
    code, out, err = _run(["count", "chips", "--db", str(db)])
    assert out.splitlines()[-1] == "par in all: 130000" and "2500\t#1f8a3b\tgreen\tpar 40" in out
    with DealerServices.open(db, station="t", hasher=FAST_HASHER) as s:
        chip_set = s.count.chip_set()
        assert chip_set is not None and chip_set.par == {2500: 40, 500: 60}


def test_count_chips_help_in_russian() -> None:
    code, out, err = _run(["count", "chips", "--help", "--lang", "ru"])
    assert code == 0 and err == ""
    flat = " ".join(out.split())
    assert flat.startswith("использование: dealer-app count chips [-h] [--db БАЗА]")
    for part in ("--set ФАЙЛ", '"par": фишек в полном лотке} — новый набор фишек', "--user ИМЯ кто подписывает",
                 "--lang {en,ru} язык строк и сообщений об ошибках"):
        assert part in flat, (part, flat)
