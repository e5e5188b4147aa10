"""``dealer-app setup``, in-process through dealer_main.main: a station provisioned
for a real casino (FORMATS.md, second wave)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from dealer_app.services import DealerServices
from dealer_app.station import load_station, station_path
from dealer_app.store.records import EntryKind
from dealer_main import main


def run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, argv: list[str],
        stdin: str = "") -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_setup_provisions_a_new_station(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "s.db"
    code, out, err = run(capsys, monkeypatch, ["setup", "--db", str(db), "--casino", "Casino Neva", "--table",
                                               "RP-3", "--currency", "rub", "--admin", "Maria", "--pin-stdin"],
                         "482615\nignored second line\n")
    assert code == 0, err
    assert out.startswith("# Dealer Assistant recovery key")  # the recovery key, once, for the administrator to keep offline
    assert "Casino Neva" in err and "RP-3" in err and "RUB" in err and "Maria created" in err
    assert load_station().table_name == "RP-3"
    assert json.loads(station_path().read_text())["table_name"] == "RP-3"
    with DealerServices.open(db, record_startup=False) as s:
        assert s.settings.get().casino_name == "Casino Neva"
        assert s.house.current().rules.currency == "RUB"
        assert s.provision.currency() == "RUB"
        [admin] = [u for u in s.users.all_users() if u.role.value == "admin" and not u.builtin]
        assert admin.name == "Maria"
        s.users.sign_in("Maria", "482615")  # the PIN is the first line of standard input
        house = [e for e in s.store.iter_entries() if e.kind == EntryKind.HOUSE_RULES_SET]
        assert house[-1].actor == admin.id and "set-up" in house[-1].payload["note"]


def test_setup_again_needs_the_administrator_and_their_pin(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "s.db"
    base = ["setup", "--db", str(db), "--table", "T1"]
    assert run(capsys, monkeypatch, [*base, "--casino", "A", "--admin", "Maria", "--pin-stdin"], "482615\n")[0] == 0
    # an administrator exists: an anonymous set-up is refused, nothing changes
    code, _, err = run(capsys, monkeypatch, [*base, "--casino", "B"])
    assert code == 2 and err.count("\n") == 1 and "--admin NAME" in err
    # a wrong PIN is refused
    code, _, err = run(capsys, monkeypatch, [*base, "--casino", "B", "--admin", "Maria", "--pin-stdin"], "000000\n")
    assert code == 1 and "Traceback" not in err and err.count("\n") == 1
    # the same currency twice makes no new version; a new name is recorded
    code, _, err = run(capsys, monkeypatch, [*base, "--casino", "B", "--currency", "EUR", "--admin", "Maria",
                                             "--pin-stdin"], "482615\n")
    assert code == 0, err
    assert "new house rules" not in err
    with DealerServices.open(db, record_startup=False) as s:
        assert s.settings.get().casino_name == "B"
        assert len(s.house.versions()) <= 1


@pytest.mark.parametrize(("args", "needle"), [
    (["--casino", "C", "--table", "T", "--currency", "EU"], "currency:"),
    (["--casino", "C", "--table", "T", "--currency", "XYZ"], "not an ISO 4217"),
    (["--casino", "C", "--table", "   "], "table:"),
    (["--casino", "C", "--table", "x" * 41], "at most 40"),
    (["--casino", " ", "--table", "T"], "casino: the casino's name must not be empty"),
    (["--casino", "C" * 81, "--table", "T"], "casino: at most 80"),
    (["--table", "T"], "--casino"),
    (["--casino", "C", "--table", "T", "--admin", "Maria", "--pin-stdin"], "no PIN for Maria"),
    (["--casino", "C", "--table", "T", "--admin", "Maria"], "use --pin-stdin"),
    (["--casino", "C", "--table", "T", "--admin", "Maria", "--pin", "1234"], "unrecognized arguments"),
])
def test_bad_input_is_one_line_exit_2_and_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         monkeypatch: pytest.MonkeyPatch, args: list[str],
                                                         needle: str) -> None:
    db = tmp_path / "s.db"
    code, _, err = run(capsys, monkeypatch, ["setup", "--db", str(db), *args])
    assert code == 2
    assert needle in err and err.startswith("dealer-app setup: ") and err.count("\n") == 1
    assert not station_path().exists()
    if db.exists():
        with DealerServices.open(db, record_startup=False) as s:
            assert s.settings.get().casino_name == "Casino"
            assert not any(u.role.value == "admin" and not u.builtin for u in s.users.all_users())


def test_a_currency_change_waits_for_the_open_shift(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from dealer_app.auth.roles import Permission, Role

    db = tmp_path / "s.db"
    assert run(capsys, monkeypatch, ["setup", "--db", str(db), "--casino", "A", "--table", "T", "--admin", "Maria",
                                     "--pin-stdin"], "482615\n")[0] == 0
    with DealerServices.open(db, record_startup=False) as s:
        admin = s.users.co_sign("Maria", "482615", Permission.MANAGE_USERS, purpose="test")
        dealer = s.users.add(admin, "Anna", Role.DEALER, "222222")
        session = s.users.sign_in("Anna", "222222")
        s.shifts.open(session, "T", dealer_id=dealer.id)
    code, _, err = run(capsys, monkeypatch, ["setup", "--db", str(db), "--casino", "A", "--table", "T",
                                             "--currency", "USD", "--admin", "Maria", "--pin-stdin"], "482615\n")
    assert code == 1 and "close the open shift at T" in err
    with DealerServices.open(db, record_startup=False) as s:
        assert s.provision.currency() == "EUR"
