"""Findings 13 and 15 of the second security round, as the tester ran them.

13: ``count explain --text`` took 20,000 characters, U+202E, ESC and newlines, and the
shift report then crashed with a ``LayoutError`` for good. 15: ``count drop`` took
10^15 and 10^22 minor units. Both are refused at entry now (one line, exit 2), and a
log that holds such text anyway (an older version, an edited file) still prints."""

from __future__ import annotations

import io
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from count_helpers import FAST_HASHER, OPENER, Table
from pdf_text import page_text
from pypdf import PdfReader

import dealer_main
from dealer_app.services import DealerServices
from dealer_app.store.records import EntryKind
from dealer_app.table_count import inventory_total


def _run(argv: list[str], stdin: str, monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    with redirect_stdout(out), redirect_stderr(err):
        code = dealer_main.main(argv)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def closed(tmp_path: Path) -> tuple[Path, int]:
    db = tmp_path / "c.db"
    with DealerServices.open(db, station="t", hasher=FAST_HASHER) as s:
        t = Table.open(s)
        s.count.buy_in(t.dan, t.shift_id, 20_000)
        t.close(inventory_total(OPENER) - 20_000 - 10_000)  # €100 short: beyond the threshold
        return db, t.shift_id


@pytest.mark.parametrize(("text", "says"), [
    ("x" * 20_000, "explanation: at most 500 characters, not 20000"),
    ("found \u202eit", "right-to-left text (RIGHT-TO-LEFT OVERRIDE)"),
    ("found \x1b[31mit", "explanation: one line of printable text"),
    ("found\nit", "explanation: one line of printable text"),
    ("found \u2066it", "right-to-left text"),
])
def test_count_explain_refuses_hostile_text(text: str, says: str, closed: tuple[Path, int],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    db, sid = closed
    code, _out, err = _run(["count", "explain", "--db", str(db), "--shift", str(sid), "--user", "paula",
                            "--pin-stdin", "--text", text], "123456\n", monkeypatch)
    assert code == 2 and says in err and "Traceback" not in err, err
    assert len(err.strip().splitlines()) == 1
    with DealerServices.open(db, station="t", hasher=FAST_HASHER) as s:
        assert not s.store.entries_of_kind([EntryKind.VARIANCE_EXPLAINED])


@pytest.mark.parametrize("amount", ["10000000000000", "100000000000000000000", "-5"])
def test_count_drop_refuses_amounts_beyond_the_bound(amount: str, closed: tuple[Path, int],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    db, sid = closed  # 10^13 major units is 10^15 minor units
    code, _out, err = _run(["count", "drop", "--db", str(db), "--shift", str(sid), "--amount", amount,
                            "--user", "rita", "--pin-stdin"], "123456\n", monkeypatch)
    assert code == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    code, _out, err = _run(["count", "drop", "--db", str(db), "--shift", str(sid), "--amount", "9999999999999.99",
                            "--user", "rita", "--pin-stdin"], "123456\n", monkeypatch)
    assert code == 0, err  # the largest amount still goes in


def test_a_drop_reason_is_free_text_too(closed: tuple[Path, int], monkeypatch: pytest.MonkeyPatch) -> None:
    db, sid = closed
    assert _run(["count", "drop", "--db", str(db), "--shift", str(sid), "--amount", "200", "--user", "rita",
                 "--pin-stdin"], "123456\n", monkeypatch)[0] == 0
    code, _out, err = _run(["count", "drop", "--db", str(db), "--shift", str(sid), "--amount", "210", "--user",
                            "rita", "--pin-stdin", "--reason", "recount \u202e"], "123456\n", monkeypatch)
    assert code == 2 and "right-to-left" in err


def test_a_log_holding_hostile_text_still_prints(closed: tuple[Path, int], tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The text the tester put in, appended past the services (as an older version could have):
    the report prints it cut, its controls shown as escapes, instead of a LayoutError."""
    db, sid = closed
    with DealerServices.open(db, station="t", hasher=FAST_HASHER) as s:
        pat = s.store.user_by_name("pat")
        assert pat is not None
        s.ctx.append(EntryKind.VARIANCE_EXPLAINED, {"text": "x\u202e" * 10_000 + "\x1b[31m\nend", "variance": -10_000},
                     actor=pat.id, shift_id=sid)
        # finding 21: what a screen shows (the console reads the same view) has no bidi override left
        said = s.count.view(sid).explanations[-1][2]
        assert "\u202e" not in said and said.startswith("x\\u202ex") and len(said) < 1300
    out = tmp_path / "r.pdf"
    code, _o, err = _run(["report", "--db", str(db), "--shift", str(sid), "--out", str(out), "--quiet"], "",
                         monkeypatch)
    assert code == 0, err
    text = "".join(page_text(page) for page in PdfReader(out).pages)
    assert "x\\u202ex" in text and "\u202e" not in text and "…" in text and "end" not in text.split("explained")[1][:2000]
