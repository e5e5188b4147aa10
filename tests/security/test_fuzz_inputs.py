"""The fuzz campaign, second part: the inputs the first part (``test_fuzz.py``) does not
reach. Files given to commands (paper rounds, chip sets, audit keys, recovery keys),
free text typed by people (reasons, explanations, notes) and the options of every
command that opens a database. Every case ends with a documented exit code and one
clear line, never a traceback; accepted free text is one printable line of at most 500
characters; a report prints any stored text without a control or bidi character.

Cases under the ``ci`` profile: 1,200 free texts, 200 each of key and recovery files,
paper rounds, chip sets and command options (those open a database and check a PIN);
with ``test_fuzz.py``'s 3,200: 5,200 (``benchmarks/bench_fuzz.py`` runs them deeper)."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_depth import depth
from security_helpers import run_cli
from test_fuzz import FUZZ, HOSTILE_SCALARS, _clean_failure, mutated

PAPER = [{"played_at": "2026-12-01T14:20:00+03:00", "note": "paper slip 17", "dealer": "dan",
          "steps": [{"kind": "place_bet", "box": 1, "ante": 500}, {"kind": "close_bets"}]}]
CHIPS = [[{"value": 500, "colour": "#c62828", "name": "red"}, {"value": 2500, "colour": "#1f8a3b", "name": "green"}]]
HOSTILE_TEXT = st.one_of(
    st.text(max_size=40),
    st.text(alphabet=st.characters(categories=("Cc", "Cf", "Zl", "Zp", "Lo", "Mn", "So")), max_size=20),
    st.sampled_from(["x" * 501, "x" * 20_000, "a\u202eb", "\x1b[31mred", "line\nbreak", "\u2066iso\u2069", "שלום",
                     "\ud800", "😀", "ok reason", "Причина: пересчёт", "\u00a0nbsp", "\t tab"]),
)


@pytest.fixture(scope="module")
def people_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("fuzzdb") / "f.db"
    assert run_cli(["users", "add", "ada", "--db", str(db), "--pin-stdin"], "246810\n").code == 0
    assert run_cli(["users", "add", "pat", "--role", "pit_boss", "--admin", "ada", "--db", str(db), "--pin-stdin"],
                   "246810\n135790\n").code == 0
    return db


def _one_line_failure(res: object, codes: set[int]) -> None:
    _clean_failure(res, codes)  # type: ignore[arg-type]
    if res.code:  # type: ignore[attr-defined]
        assert len([ln for ln in res.err.splitlines() if ln.strip()]) == 1, res.err[:500]  # type: ignore[attr-defined]


@settings(FUZZ, max_examples=depth(200))
@given(text=mutated(PAPER))
def test_paper_round_files(text: str, people_db: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    path = tmp_path_factory.mktemp("paper") / "p.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    res = run_cli(["rounds", "enter-late", "--db", str(people_db), "--file", str(path), "--by", "pat",
                   "--pin-stdin"], "000000\n")  # a wrong PIN: nothing is ever entered
    _one_line_failure(res, {1, 2})


@settings(FUZZ, max_examples=depth(200))
@given(text=mutated(CHIPS))
def test_chip_set_files(text: str, people_db: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    path = tmp_path_factory.mktemp("chips") / "c.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    res = run_cli(["count", "chips", "--db", str(people_db), "--set", str(path), "--user", "ada", "--pin-stdin"],
                  "000000\n")
    _one_line_failure(res, {1, 2})


@settings(FUZZ, max_examples=depth(200))
@given(content=st.one_of(st.binary(max_size=200), st.text(max_size=200).map(lambda t: t.encode("utf-8", "surrogatepass")),
                         st.sampled_from([b"dealer-assistant-audit-key/1\n" + b"0" * 64 + b"\n",
                                          b"dealer-assistant-audit-key/1\nzz\n", b"ABCD-" * 8, b"#\n" * 1000])),
       which=st.sampled_from(["key", "recovery"]))
def test_key_and_recovery_files(content: bytes, which: str, people_db: Path,
                                tmp_path_factory: pytest.TempPathFactory) -> None:
    path = tmp_path_factory.mktemp("keys") / "k"
    path.write_bytes(content)
    if which == "key":
        res = run_cli(["audit", "verify", "--db", str(people_db), "--key", str(path), "--read-only"])
        _one_line_failure(res, {2})
    else:
        res = run_cli(["users", "recover", "ada", "--db", str(people_db), "--recovery-key", str(path), "--pin-stdin"],
                      "999999\n")
        _one_line_failure(res, {1, 2})


@settings(FUZZ, max_examples=depth(1200))
@given(text=HOSTILE_TEXT, field=st.sampled_from(["reason", "explanation", "note"]))
def test_free_text(text: str, field: str) -> None:
    """What every free-text path takes (the services' one check), and how a report prints it."""
    from dealer_app.safe_input import SHOWN_TEXT
    from dealer_app.services.common import ServiceError, check_text
    from reports.text import esc

    try:
        kept = check_text(text, field)
    except ServiceError as exc:
        assert str(exc).startswith(f"{field}: ") and "\n" not in str(exc)
    else:
        assert len(kept) <= 500 and "\n" not in kept
        assert not any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Zl", "Zp") and ch != "\t" for ch in kept)
        assert not any(unicodedata.bidirectional(ch) in ("R", "AL", "RLO", "RLE", "LRO", "LRE", "RLI", "LRI", "FSI",
                                                           "PDF", "PDI") for ch in kept)
    shown = esc(text)  # whatever a log holds prints as visible text, bounded
    assert not any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Zl", "Zp") for ch in shown)
    assert len(shown) <= 6 * SHOWN_TEXT


OPTION_VALUES = st.one_of(HOSTILE_SCALARS.map(lambda v: json.dumps(v) if not isinstance(v, str) else v),
                          st.sampled_from(["-1", "0", "99999999999999999999", "1e3", "x" * 5000, "/dev/zero"]))


@settings(FUZZ, max_examples=depth(200))
@given(argv=st.sampled_from([
    ["count", "drop", "--amount", "{v}", "--user", "ada", "--shift", "1"],
    ["count", "explain", "--text", "{v}", "--user", "ada", "--shift", "1"],
    ["count", "show", "--shift", "{v}"],
    ["users", "add", "{v}", "--role", "dealer", "--admin", "ada"],
    ["users", "list", "--by", "{v}"],
    ["users", "recovery-key", "--admin", "{v}"],
    ["rounds", "enter-late", "--file", "{v}", "--by", "pat"],
    ["setup", "--casino", "{v}", "--table", "T1", "--admin", "ada"],
    ["setup", "--casino", "Grand", "--table", "{v}", "--admin", "ada"],
    ["backup", "--out", "{v}"],
    ["restore", "--from", "{v}"],
    ["audit", "verify", "--anchor", "{v}", "--read-only"],
    ["report", "--slip", "{v}", "--out", "{tmp}/r.pdf", "--read-only"],
]), value=OPTION_VALUES)
def test_options_of_the_commands_that_open_a_database(argv: list[str], value: str, people_db: Path,
                                                      tmp_path_factory: pytest.TempPathFactory) -> None:
    folder = tmp_path_factory.mktemp("opts")
    copy = folder / "f.db"
    copy.write_bytes(people_db.read_bytes())  # each case on its own copy: a case never changes the next one
    value = value.replace("\x00", "_")
    if argv[0] in ("backup", "restore", "rounds") and not value.startswith("/dev/"):
        value = str(folder / ("v-" + value.replace("/", "_")))[:4000]  # files stay in the case's folder
    filled = [a.replace("{v}", value).replace("{tmp}", str(folder)) for a in argv] + ["--db", str(copy),
                                                                                      "--pin-stdin"]
    res = run_cli(filled, "000000\n")
    _one_line_failure(res, {0, 1, 2})
