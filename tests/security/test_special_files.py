"""Finding 14 of the second round: a FIFO, ``/dev/zero`` or ``/dev/urandom`` given as
an input hung ten commands (``--key /dev/zero`` grew to gigabytes). Every path that
reads a file now takes only a regular file and refuses anything else at once, with
one line naming it (exit 2). Each case runs under an alarm: a hang fails the test."""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from security_helpers import Result, run_cli

EXAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "contract" / "examples"


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("special") / "s.db"
    assert run_cli(["simulate", "--db", str(path), "--rounds", "1", "--seed", "5", "--quiet"]).code == 0
    return path


@pytest.fixture
def fifo(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "in.fifo"
    os.mkfifo(path)
    yield path


def _timed(argv: list[str], stdin: str = "") -> Result:
    def hung(signum: int, frame: object) -> None:
        raise TimeoutError(f"dealer-app {' '.join(argv)} waited on its input")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(10)
    try:
        return run_cli(argv, stdin)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


# The ten commands of the finding, with the place the special file goes.
COMMANDS = [
    ["settle", "{f}"],
    ["settle", "--batch", "{f}"],
    ["roulette", "--batch", "{f}"],
    ["roulette", "{f}"],
    ["settle", "-", "--house", "{f}"],
    ["restore", "--db", "{tmp}/r.db", "--from", "{f}"],
    ["audit", "verify", "--db", "{f}"],
    ["audit", "verify", "--db", "{db}", "--key", "{f}"],
    ["report", "--db", "{f}", "--out", "{tmp}/r.pdf", "--quiet"],
    ["rounds", "enter-late", "--db", "{db}", "--file", "{f}", "--by", "pat"],
    ["export", "--db", "{f}", "--out", "{tmp}/x.jsonl"],
    ["train", "--level", "1", "--seed", "1", "--answers", "{f}"],
]


@pytest.mark.parametrize("special", ["fifo", "/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("argv", COMMANDS, ids=lambda a: " ".join(a[:3]))
def test_a_special_file_is_refused_at_once(argv: list[str], special: str, db: Path, tmp_path: Path,
                                           request: pytest.FixtureRequest) -> None:
    source = str(request.getfixturevalue("fifo")) if special == "fifo" else special
    filled = [a.format(f=source, db=db, tmp=tmp_path) for a in argv]
    stdin = json.dumps(json.loads((EXAMPLES / "01-dealer-qualifies-box-wins.round.json").read_text()))
    res = _timed(filled, stdin)
    assert res.code == 2, (res.code, res.err)
    assert "not a regular file" in res.err and "Traceback" not in res.err, res.err
    assert len([ln for ln in res.err.splitlines() if ln.strip()]) == 1, res.err
    assert not (tmp_path / "r.db").exists()


def test_the_refusal_in_russian(fifo: Path) -> None:
    res = _timed(["settle", "--batch", str(fifo), "--lang", "ru"])
    assert res.code == 2 and "не обычный файл (канал FIFO)" in res.err, res.err


def test_a_folder_is_still_named_as_a_folder(tmp_path: Path) -> None:
    res = _timed(["settle", str(tmp_path)])
    assert res.code == 2 and "Is a directory" in res.err, res.err
