"""``dealer-app settle``: single rounds, --house, --batch, exit codes and stream discipline."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from poker_support import EXAMPLES, ROOT, run_cli

GOOD = EXAMPLES / "01-dealer-qualifies-box-wins.round.json"
BAD = EXAMPLES / "bad-02-not-a-card.round.json"


def _round(name: str) -> dict[str, object]:
    return json.loads((EXAMPLES / f"{name}.round.json").read_text(encoding="utf-8"))


def test_single_round_from_standard_input() -> None:
    proc = run_cli("settle", "-", stdin=GOOD.read_bytes())
    assert proc.returncode == 0 and proc.stderr == b""
    out = json.loads(proc.stdout)
    assert out["format"] == "russian-poker-settlement/1" and out["house_net"] == -2500


def test_malformed_json_is_a_refusal_not_a_traceback() -> None:
    proc = run_cli("settle", "-", stdin=b'{"format": "russian-poker-round/1", ')
    assert proc.returncode == 2 and proc.stdout == b""
    err = proc.stderr.decode()
    assert err.startswith("round: not valid JSON") and "Traceback" not in err


def test_unreadable_round_file(tmp_path: Path) -> None:
    proc = run_cli("settle", str(tmp_path / "missing.json"))
    assert proc.returncode == 2 and proc.stdout == b"" and b"cannot read" in proc.stderr


def test_usage_errors_and_help() -> None:
    for args in ((), ("a.json", "b.json"), ("--frobnicate",), ("--batch",), ("x.json", "--batch", "y.jsonl")):
        proc = run_cli("settle", *args)
        assert proc.returncode == 2 and proc.stdout == b"" and b"usage:" in proc.stderr, args
    proc = run_cli("settle", "--help")
    assert proc.returncode == 0 and b"--batch" in proc.stdout


def test_house_profile_under_the_rounds_own_house(tmp_path: Path) -> None:
    profile = tmp_path / "table.toml"
    profile.write_text('ante_on_win = "even_money"\nmax_payout = 3000\n', encoding="utf-8")
    proc = run_cli("settle", "--house", str(profile), str(GOOD))
    assert proc.returncode == 0, proc.stderr
    box1 = json.loads(proc.stdout)["boxes"][0]
    assert box1["results"]["ante"] == 1000 and box1["capped"] == 2000  # 1,000 + 4,000 capped at 3,000
    r = _round("06-exchange-and-cap")  # its own house sets max_payout 200000, above the profile's
    proc = run_cli("settle", "--house", str(profile), "-", stdin=json.dumps(r).encode())
    assert json.loads(proc.stdout)["boxes"][0]["capped"] == 10000 + 400000 - 200000  # even-money Ante + Bet


def test_bad_house_profile_exits_2(tmp_path: Path) -> None:
    profile = tmp_path / "table.json"
    profile.write_text('{"boxes": 12, "colour": 1}', encoding="utf-8")
    for args in (("settle", "--house", str(profile), str(GOOD)), ("settle", "--house", str(profile), "--batch", "-")):
        proc = run_cli(*args, stdin=b"")
        assert proc.returncode == 2 and proc.stdout == b""
        lines = proc.stderr.decode().splitlines()
        assert "house: boxes: must be at most 9, not 12" in lines and "house: colour: unknown house rule" in lines


def test_batch_one_line_out_per_line_in(tmp_path: Path) -> None:
    good, bad = GOOD.read_text(encoding="utf-8"), BAD.read_text(encoding="utf-8")
    lines = [json.dumps(json.loads(good)), "", "   ", json.dumps(json.loads(bad)), "{not json", "[1, 2]",
             json.dumps(_round("10-everyone-folds")), '"\udcff"']
    src = tmp_path / "shift.jsonl"
    src.write_bytes(("\n".join(lines[:-1]) + "\n").encode() + b'{"format": "\xff"}\n')
    proc = run_cli("settle", "--batch", str(src))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == b""
    out = [json.loads(x) for x in proc.stdout.decode().splitlines()]
    assert len(out) == 6  # blank lines give no output line
    assert out[0]["house_net"] == -2500
    assert out[1] == {"refused": ["box 1: cards: 'Zx' is not a card"]}
    assert out[2]["refused"][0].startswith("round: not valid JSON")
    assert out[3] == {"refused": ["round: must be a JSON object, not a list"]}
    assert out[4]["id"] == "table-3/shift-12/round-41"
    assert out[5]["refused"][0].startswith("round: not valid JSON")


def test_batch_from_standard_input_and_unreadable_batch(tmp_path: Path) -> None:
    proc = run_cli("settle", "--batch", "-", stdin=GOOD.read_bytes().replace(b"\n", b"") + b"\n")
    assert proc.returncode == 0 and len(proc.stdout.splitlines()) == 1
    proc = run_cli("settle", "--batch", str(tmp_path / "missing.jsonl"))
    assert proc.returncode == 2 and proc.stdout == b"" and b"cannot read" in proc.stderr


@pytest.mark.subprocess
def test_settle_loads_neither_qt_nor_reportlab(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps(json.loads(GOOD.read_text(encoding="utf-8"))) + "\n", encoding="utf-8")
    code = (
        "import io, sys\n"
        "from dealer_main import main\n"
        "sys.stdout = io.TextIOWrapper(io.BytesIO())\n"
        f"rc1 = main(['settle', '--batch', {str(src)!r}])\n"
        f"rc2 = main(['settle', {str(GOOD)!r}])\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'reportlab', 'ui', 'reports'))\n"
        "sys.stderr.write(repr((rc1, rc2, bad)))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, cwd=ROOT, check=False, timeout=60,
                          env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert proc.stderr.decode().strip().endswith("(0, 0, [])"), proc.stderr.decode()


def test_batch_in_several_processes_gives_the_same_lines(tmp_path: Path) -> None:
    from rules.poker import HouseRules, generate_round

    house = HouseRules()
    lines = [json.dumps(generate_round(seed, house).round_json) for seed in range(1100)]
    lines[700] = "{broken"
    src = tmp_path / "big.jsonl"
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    one = run_cli("settle", "--batch", str(src), "--jobs", "1")
    two = run_cli("settle", "--batch", str(src), "--jobs", "2")
    assert one.returncode == two.returncode == 0
    assert one.stdout == two.stdout and len(one.stdout.splitlines()) == 1100
    assert json.loads(one.stdout.splitlines()[700])["refused"][0].startswith("round: not valid JSON")
    assert run_cli("settle", "--batch", str(src), "--jobs", "x").returncode == 2


def test_batch_lines_are_what_the_json_module_reads_and_writes(tmp_path: Path) -> None:
    """The batch path decodes and encodes with msgspec; every line must still be what
    ``json.loads`` reads and ``json.dumps`` writes, including text msgspec refuses."""
    from rules.poker import RoundRefused, SplitMix64, generate_round, settle_round
    from rules.poker.generator import draw_house

    rng = SplitMix64(3)
    lines = []
    for seed in range(30):
        house, line = draw_house(rng)
        g = generate_round(seed, house, jackpot=(0, 10**25)[seed % 2])  # a meter beyond 64 bits too
        g.round_json["house"] = line
        lines.append(json.dumps(g.round_json, ensure_ascii=seed % 3 == 0))
    good = json.loads(lines[1])
    lines.append("\ufeff" + lines[1])  # a byte-order mark: msgspec refuses it, json reads it
    lines.append(lines[1].replace('"jackpot": ', '"jackpot": NaN, "x": ', 1))
    lines.append(json.dumps({**good, "house": {"max_payout": 10**30}}))
    lines.append(json.dumps({**good, "house": {"max_payout": 1e400}}))
    src = tmp_path / "mixed.jsonl"
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    ran = run_cli("settle", "--batch", str(src), "--jobs", "1")
    assert ran.returncode == 0 and ran.stderr == b""
    out = ran.stdout.decode("utf-8").splitlines()
    assert len(out) == len(lines)
    for text, got in zip(lines, out, strict=True):
        try:
            data = json.loads(text.encode("utf-8"))  # bytes, as the command reads them
            want = json.dumps(settle_round(data).to_json(), ensure_ascii=False, separators=(",", ":"))
        except RoundRefused as e:
            want = json.dumps({"refused": list(e.lines)}, ensure_ascii=False)
        assert got == want


def test_an_id_that_is_not_unicode_is_written_as_its_escape(tmp_path: Path) -> None:
    r = json.loads(GOOD.read_text(encoding="utf-8"))
    r["id"] = "shift-7\ud800"  # a lone surrogate: valid JSON, not encodable as UTF-8
    src = tmp_path / "odd-id.jsonl"
    src.write_text(json.dumps(r) + "\n", encoding="utf-8")
    batch = run_cli("settle", "--batch", str(src))
    single = run_cli("settle", str(src))
    assert batch.returncode == single.returncode == 0 and batch.stderr == single.stderr == b""
    assert b'"id":"shift-7\\ud800"' in batch.stdout
    assert json.loads(batch.stdout)["id"] == json.loads(single.stdout)["id"] == "shift-7\ud800"
