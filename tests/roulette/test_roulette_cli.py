"""``dealer-app roulette``: settle's exit-code and error discipline, batch
mode, bad files and bad JSON (never a traceback), and no Qt or reportlab."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from cli_support import run_main

from dealer_app.cli.roulette import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT.parent / "shared" / "contract" / "examples"
GOOD = EXAMPLES / "rr-01-raise-moves-trigger.hand.json"
BAD = EXAMPLES / "bad-rr-short-allin-reraise-refused.hand.json"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    rc = main(list(args))
    out, err = capsys.readouterr()
    return rc, out, err


def test_one_hand_exit_0_json_on_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(capsys, str(GOOD))
    assert rc == 0 and err == ""
    assert json.loads(out)["payouts"] == {"1": 0, "2": 310, "3": 0}


def test_refused_hand_exit_2_lines_on_stderr_nothing_on_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(capsys, str(BAD))
    assert rc == 2 and out == ""
    assert err.splitlines() == [
        "round 1 action 4: seat 1: raise not allowed: the betting was not re-opened to this seat "
        "(a short all-in): call or fold"
    ]


def test_every_setup_problem_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    hand = json.loads(GOOD.read_text())
    hand["setup"]["active"] = 2
    hand["setup"]["trigger"] = 9
    hand["button"] = 7
    hand["players"][1]["hole"] = ["Kh", "2c"]
    path = tmp_path / "h.json"
    path.write_text(json.dumps(hand))
    rc, out, err = run(capsys, str(path))
    assert rc == 2 and out == ""
    lines = err.splitlines()
    assert any(line.startswith("setup: hole_cards + active") for line in lines)
    assert any(line.startswith("setup: trigger: 9") for line in lines)
    assert any(line.startswith("button: 7") for line in lines)
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (b'{"format": "russian-roulette-hand/1", ', "not valid JSON"),
        (b"", "not valid JSON"),
        (b"\xff\xfe\xfa not utf-8", "not"),
        (b"[1, 2]", "must be a JSON object"),
        (b"null", "must be a JSON object"),
        (b"[" * 100000 + b"]" * 100000, "not valid JSON"),
        (b'{"format": "russian-roulette-hand/1", "x": NaN}', "unknown field 'x'"),
    ],
    ids=["truncated", "empty", "binary", "list", "null", "deep", "nan"],
)
def test_malformed_json_is_a_clear_refusal(
    content: bytes, needle: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "h.json"
    path.write_bytes(content)
    rc, out, err = run(capsys, str(path))
    assert rc == 2 and out == ""
    assert needle in err and "Traceback" not in err


def test_unreadable_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(capsys, str(tmp_path / "missing.json"))
    assert rc == 2 and out == "" and "cannot read" in err
    rc, out, err = run(capsys, str(tmp_path))  # a folder
    assert rc == 2 and out == "" and "cannot read" in err


def test_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    for args in ([], ["a.json", "b.json"], ["--batch"], ["--frobnicate"]):
        rc, out, err = run(capsys, *args)
        assert rc == 2 and out == "" and "usage" in err
    rc, out, _ = run(capsys, "--help")
    assert rc == 0 and "--batch" in out


def test_batch_one_line_per_nonblank_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = json.dumps(json.loads(GOOD.read_text()))
    bad = json.dumps(json.loads(BAD.read_text()))
    path = tmp_path / "hands.jsonl"
    path.write_text("\n".join([good, "", "   ", bad, "{not json", "[]", good]) + "\n\n")
    rc, out, err = run(capsys, "--batch", str(path))
    assert rc == 0 and err == ""
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 5
    assert lines[0]["format"] == "russian-roulette-result/1" and lines[4] == lines[0]
    assert lines[1]["refused"][0].startswith("round 1 action 4: seat 1:")
    assert lines[2]["refused"][0].startswith("line 5: not valid JSON")
    assert lines[3]["refused"][0].startswith("line 6: a hand must be a JSON object")


def test_batch_unreadable_file_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(capsys, "--batch", str(tmp_path / "nope.jsonl"))
    assert rc == 2 and out == "" and "cannot read" in err


def test_batch_with_equals_and_empty_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "empty.jsonl"
    path.write_text("\n\n")
    rc, out, err = run(capsys, f"--batch={path}")
    assert (rc, out, err) == (0, "", "")


@pytest.mark.subprocess
def test_stdin_and_no_qt_or_reportlab() -> None:
    code = (
        "import sys, dealer_main\n"
        "rc = dealer_main.main(['roulette', '-'])\n"
        "bad = [m for m in ('PySide6', 'reportlab') if m in sys.modules]\n"
        "sys.stderr.write('LOADED ' + ' '.join(bad) if bad else '')\n"
        "sys.exit(rc)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], input=GOOD.read_bytes(), capture_output=True, cwd=ROOT, timeout=60, check=False
    )
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stderr == b""
    assert json.loads(proc.stdout)["final_trigger"] == 4


def test_refusal_through_stdin_has_no_traceback() -> None:
    proc = run_main("roulette", "-", stdin=b"{'single': 'quotes'}")
    assert proc.returncode == 2 and proc.stdout == b""
    assert b"not valid JSON" in proc.stderr and b"Traceback" not in proc.stderr
