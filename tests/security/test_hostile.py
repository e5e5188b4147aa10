"""The probe's reproducers (section 6): each ends with a documented exit code and a
one-line reason; batches answer every line."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from security_helpers import run_cli

EXAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "contract" / "examples"


def _round() -> dict:
    return json.loads((EXAMPLES / "01-dealer-qualifies-box-wins.round.json").read_text())


def _hand() -> dict:
    return json.loads((EXAMPLES / "rr-01-raise-moves-trigger.hand.json").read_text())


def test_a_lone_surrogate_id_never_stops_the_batch() -> None:
    good = json.dumps(_round())
    bad = good.replace('"format"', '"id": "\\ud800", "format"', 1)
    res = run_cli(["settle", "-"], bad)
    assert res.code == 0 and "Traceback" not in res.err  # kept, and written as its escape
    lines = [good] * 5 + [bad] + [good] * 5
    res = run_cli(["settle", "--batch", "-"], "\n".join(lines) + "\n")
    assert res.code == 0
    out = res.out.splitlines()
    assert len(out) == 11 and '"id":"\\ud800"' in out[5] and all("refused" not in o for o in out)


def test_a_5000_digit_integer_in_roulette_and_its_batch() -> None:
    good = json.dumps(_hand())
    bad = good.replace('"button": 1', '"button": ' + "9" * 5000, 1)
    assert bad != good
    res = run_cli(["roulette", "-"], bad)
    assert res.code == 2 and "digits" in res.err and "Traceback" not in res.err
    res = run_cli(["roulette", "--batch", "-"], "\n".join([good] * 5 + [bad] + [good] * 5) + "\n")
    assert res.code == 0 and len(res.out.splitlines()) == 11


@pytest.mark.parametrize("text, suffix", [("[" * 100000 + "]" * 100000, "json"), ("a = " + "[" * 100000 + "]" * 100000, "toml"),
                                          ("max_payout = " + "9" * 5000, "toml"), ('{"max_payout": ' + "9" * 5000 + "}", "json"),
                                          ('{"max_payout": 1000, "max_payout": 2000}', "json"),
                                          ('{"max_payout": 100000000000000000}', "json")])
def test_hostile_house_files(text: str, suffix: str, tmp_path: Path) -> None:
    house = tmp_path / f"h.{suffix}"
    house.write_text(text)
    res = run_cli(["settle", "-", "--house", str(house)], json.dumps(_round()))
    assert res.code == 2 and res.out == ""
    assert res.err.count("\n") == 1 and len(res.err) < 300 and "Traceback" not in res.err, res.err[:300]


def test_duplicate_keys_are_refused_in_rounds_and_hands() -> None:
    text = json.dumps(_round()).replace('"format"', '"jackpot": 1, "jackpot": 2, "format"', 1)
    res = run_cli(["settle", "-"], text)
    assert res.code == 2 and "duplicate key 'jackpot'" in res.err
    text = json.dumps(_hand()).replace('"button"', '"button": 2, "button"', 1)
    res = run_cli(["roulette", "-"], text)
    assert res.code == 2 and "duplicate key 'button'" in res.err


def test_huge_ids_on_export_and_report(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    assert run_cli(["simulate", "--db", str(db), "--rounds", "1", "--seed", "1", "--quiet"]).code == 0
    for argv in (["export", "--db", str(db), "--shift", "99999999999999999999", "--out", str(tmp_path / "x.jsonl")],
                 ["report", "--db", str(db), "--shift", "99999999999999999999", "--out", str(tmp_path / "r.pdf")]):
        res = run_cli(argv)
        assert res.code == 2 and res.err.count("\n") == 1 and "Traceback" not in res.err, res.err


def test_train_answers_with_huge_numbers_exit_2_with_a_reason() -> None:
    for value, words in ((10**50, "51 digits"), (10**17, "net")):
        answers = json.dumps({"round": 1, "box": 1, "net": value}) + "\n"
        res = run_cli(["train", "--level", "1", "--rounds", "1", "--seed", "7", "--answers", "-"], answers)
        assert res.code == 2 and "internal error" not in res.err and words in res.err, res.err


def test_audit_jobs_is_bounded(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    assert run_cli(["simulate", "--db", str(db), "--rounds", "0", "--quiet"]).code == 0
    res = run_cli(["audit", "verify", "--db", str(db), "--jobs", "99999"])
    assert res.code == 2 and "--jobs" in res.err
    res = run_cli(["settle", "--batch", "-", "--jobs", "99999"], "")
    assert res.code == 2


def test_dev_zero_and_a_fifo_are_refused_at_once(tmp_path: Path) -> None:
    """They are not regular files (tests/security/test_special_files.py has every command)."""
    res = run_cli(["settle", "/dev/zero"])
    assert res.code == 2 and "not a regular file (a device)" in res.err
    res = run_cli(["settle", "-", "--house", "/dev/zero"], json.dumps(_round()))
    assert res.code == 2 and "not a regular file (a device)" in res.err
    res = run_cli(["roulette", "/dev/zero"])
    assert res.code == 2 and "not a regular file (a device)" in res.err
    res = run_cli(["settle", "--batch", "/dev/zero"])
    assert res.code == 2 and "not a regular file (a device)" in res.err
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    res = run_cli(["settle", str(fifo)])
    assert res.code == 2 and "not a regular file (a FIFO)" in res.err


def test_floor_rulings_and_meter_adjustments_are_bounded(tmp_path: Path) -> None:
    from dealer_app.auth.passwords import PinHasher
    from dealer_app.auth.roles import Permission, Role
    from dealer_app.services import DealerServices
    from dealer_app.services.common import ServiceError

    with DealerServices.open(tmp_path / "s.db", station="t", hasher=PinHasher(1, 8, 1)) as s:
        s.users.create_first_admin("ada", "246810")
        sig = s.users.co_sign("ada", "246810", Permission.MANAGE_USERS, purpose="add")
        s.users.add(sig, "pat", Role.PIT_BOSS, "135790")
        pat = s.users.co_sign("pat", "135790", Permission.ADJUST_METER, purpose="meter")
        with pytest.raises(ServiceError, match="beyond the largest amount"):
            s.meter.adjust(pat, 10**30, "test")
        with pytest.raises(ServiceError, match="at most 500 characters"):
            s.meter.adjust(pat, 100, "x" * 20000)
        with pytest.raises(ServiceError, match="right-to-left"):
            s.meter.adjust(pat, 100, "שלום")
        with pytest.raises(ServiceError, match="cannot be printed"):
            s.users.add(sig, "😀 dealer", Role.DEALER, "123456")
        from dealer_app.services.common import SettingsError

        admin = s.users.co_sign("ada", "246810", Permission.EDIT_SETTINGS, purpose="settings")
        with pytest.raises(SettingsError, match="approval_threshold: must be at most"):
            s.settings.update(admin, approval_threshold=2**70)


def test_house_limits_above_the_bound_are_refused() -> None:
    from rules.poker.house import HouseRules
    from rules.poker.problems import HouseRulesError

    with pytest.raises(HouseRulesError, match="max_payout"):
        HouseRules.from_mapping({"max_payout": 2**64})
