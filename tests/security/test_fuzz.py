"""Property-based fuzzing of every command's input (hypothesis), in-process.

Every case must end with a documented exit code and a clear message (never a
traceback, never "internal error"); in batch mode, exactly one output line per
non-blank input line. Inputs are mutations of the shared examples: values
swapped for hostile ones (huge and 5,000-digit integers, lone surrogates,
deeply nested values, long strings, wrong types), duplicate keys, cut text,
random bytes. Case counts: see ``EXAMPLES`` (the report lists the totals).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from hypothesis_depth import depth
from security_helpers import Result, run_cli

EXAMPLES_DIR = Path(__file__).resolve().parents[2].parent / "shared" / "contract" / "examples"
if not EXAMPLES_DIR.exists():  # the shared contract lives beside the repository
    pytest.skip("shared contract examples not found", allow_module_level=True)

ROUNDS = [json.loads(p.read_text()) for p in sorted(EXAMPLES_DIR.glob("*.round.json"))]
HANDS = [json.loads(p.read_text()) for p in sorted(EXAMPLES_DIR.glob("*.hand.json"))]
EXAMPLES = depth(400)  # per property; 8 properties: 3,200 cases (a fifth under the dev profile)
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

HOSTILE_SCALARS = st.one_of(
    st.integers(min_value=-(10**40), max_value=10**40),
    st.just(10**30), st.just(-1), st.just(2**63), st.just(0),
    st.sampled_from(["\ud800", "\udfff", "x" * 20000, "", "Zx", "🂡", "\u202e", "NaN"]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(), st.none(),
    st.text(max_size=30),
)
DEEP = st.integers(min_value=1, max_value=3000).map(lambda n: "[" * n + "]" * n)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


def _set(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        copy = dict(value)
        copy[head] = _set(value[head], rest, new)
        return copy
    copy_l = list(value)
    copy_l[head] = _set(value[head], rest, new)
    return copy_l


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=True)  # lone surrogates survive as \ud800 escapes


@st.composite
def mutated(draw: st.DrawFn, bases: list[Any]) -> str:
    base = draw(st.sampled_from(bases))
    kind = draw(st.integers(min_value=0, max_value=9))
    rnd = random.Random(draw(st.integers(min_value=0, max_value=2**32)))
    paths = _paths(base)
    if kind <= 4:  # a value replaced by a hostile one
        path = rnd.choice(paths)
        text = _dumps(_set(base, path, draw(HOSTILE_SCALARS)))
    elif kind == 5:  # a 5,000-digit integer or a deep nest spliced in as text
        path = rnd.choice(paths[1:] or paths)
        marker = "\"__HOLE__\""
        text = _dumps(_set(base, path, "__HOLE__")).replace(marker, draw(st.sampled_from(["9" * 5000, "-" + "1" * 5000])) if draw(st.booleans()) else draw(DEEP), 1)
    elif kind == 6:  # a duplicate key
        text = _dumps(base)
        text = text.replace("{", "{\"format\": 1, ", 1) if draw(st.booleans()) else text.replace("\"boxes\"", "\"boxes\": [], \"boxes\"", 1)
    elif kind == 7:  # cut short
        text = _dumps(base)
        text = text[: rnd.randrange(len(text))]
    elif kind == 8:  # random bytes in the middle
        text = _dumps(base)
        i = rnd.randrange(len(text))
        text = text[:i] + draw(st.text(max_size=8)) + text[i:]
    else:  # whole random JSON
        text = _dumps(draw(st.recursive(HOSTILE_SCALARS, lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4), max_leaves=10)))
    return text


def _clean_failure(res: Result, codes: set[int]) -> None:
    assert res.code in codes, (res.code, res.err[:500])
    assert "Traceback" not in res.err and "internal error" not in res.err.lower(), res.err[:500]
    if res.code != 0:
        lines = [ln for ln in res.err.splitlines() if ln.strip()]
        assert lines, "a refusal says why"
        assert all(len(ln) < 2000 for ln in lines)


@FUZZ
@given(text=mutated(ROUNDS))
def test_settle_one_round(text: str) -> None:
    res = run_cli(["settle", "-"], text)
    _clean_failure(res, {0, 2})
    if res.code == 0:
        json.loads(res.out)
    else:
        assert res.out == ""


@FUZZ
@given(lines=st.lists(mutated(ROUNDS), min_size=1, max_size=6))
def test_settle_batch_one_line_out_per_line_in(lines: list[str]) -> None:
    lines = [ln.replace("\n", " ") for ln in lines]
    res = run_cli(["settle", "--batch", "-"], "\n".join(lines) + "\n")
    assert res.code == 0, res.err[:500]
    out = res.out.splitlines()
    assert len(out) == sum(1 for ln in lines if ln.strip()), (len(out), len(lines))
    for ln in out:
        assert "internal error" not in json.loads(ln).get("refused", [""])[0] if "refused" in ln else True


@FUZZ
@given(text=mutated(HANDS))
def test_roulette_one_hand(text: str) -> None:
    res = run_cli(["roulette", "-"], text)
    _clean_failure(res, {0, 2})


@FUZZ
@given(lines=st.lists(mutated(HANDS), min_size=1, max_size=6))
def test_roulette_batch_one_line_out_per_line_in(lines: list[str]) -> None:
    lines = [ln.replace("\n", " ") for ln in lines]
    res = run_cli(["roulette", "--batch", "-"], "\n".join(lines) + "\n")
    assert res.code == 0, res.err[:500]
    out = res.out.splitlines()
    assert len(out) == sum(1 for ln in lines if ln.strip())
    assert "internal error" not in res.out


HOUSE_BASE = [{"max_payout": 200000, "min_ante": 500, "pay_table": {"full_house": 7}, "boxes": 6,
               "jackpot_percent": {"royal_flush": 100}}]


@FUZZ
@given(text=mutated(HOUSE_BASE), toml=st.booleans())
def test_settle_with_a_hostile_house_file(text: str, toml: bool, tmp_path_factory: pytest.TempPathFactory) -> None:
    folder = tmp_path_factory.mktemp("house")
    house = folder / ("h.toml" if toml else "h.json")
    if toml:  # the same hostility in TOML: deep arrays, huge numbers, duplicate keys
        text = "max_payout = " + ("9" * 5000 if "9999" in text else "1" * 30) + "\n" + ("a = " + "[" * 3000 + "]" * 3000 if "[[" in text else "")
    house.write_text(text, encoding="utf-8", errors="surrogatepass")
    res = run_cli(["settle", "-", "--house", str(house)], json.dumps(ROUNDS[0]))
    _clean_failure(res, {0, 2})


ANSWER = {"round": 1, "box": 1, "net": 1000, "capped": 0, "seconds": 1.5}


@FUZZ
@given(lines=st.lists(mutated([ANSWER]), min_size=1, max_size=4))
@example(lines=['["\\ud800"]'])  # a lone surrogate echoed in the refusal
def test_train_answers(lines: list[str]) -> None:
    lines = [ln.replace("\n", " ") for ln in lines]
    res = run_cli(["train", "--level", "1", "--rounds", "1", "--seed", "7", "--answers", "-"], "\n".join(lines) + "\n")
    _clean_failure(res, {0, 1, 2})


ARG_VALUES = st.one_of(
    st.sampled_from(["99999999999999999999", "-1", "0", "1", "x", "9" * 5000, "\ud800", "", "1e9", "٣"]),
    st.text(max_size=12),
)


@FUZZ
@given(flag=st.sampled_from(["--shift", "--jobs", "--anchor", "--rounds", "--seed", "--round", "--table", "--db"]),
       value=ARG_VALUES, command=st.sampled_from(["export", "audit", "report", "simulate"]))
def test_command_line_values(flag: str, value: str, command: str, tmp_path_factory: pytest.TempPathFactory) -> None:
    folder = tmp_path_factory.mktemp("cli")
    db = folder / "s.db"
    argv = {"export": ["export", "--db", str(db), "--out", str(folder / "x.jsonl")],
            "audit": ["audit", "verify", "--db", str(db)],
            "report": ["report", "--db", str(db), "--out", str(folder / "r.pdf"), "--quiet"],
            "simulate": ["simulate", "--db", str(db), "--rounds", "0", "--quiet"]}[command]
    # a hostile --db stays inside the temporary folder (never a file in the working directory)
    hostile_db = str(folder / ("db-" + value.replace("/", "_").replace("\x00", "_")))
    argv = [a if a != str(db) else hostile_db for a in argv] if flag == "--db" else [*argv, flag, value]
    res = run_cli(argv)
    _clean_failure(res, {0, 1, 2})
    if res.code:
        assert len([ln for ln in res.err.splitlines() if ln.strip()]) == 1, res.err[:500]


@pytest.fixture(scope="module")
def user_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("users") / "u.db"
    assert run_cli(["users", "add", "ada", "--db", str(db), "--pin-stdin"], "246810\n").code == 0
    return db


@FUZZ
@given(name=st.one_of(st.text(max_size=80), st.sampled_from(["\ud800", "x" * 5000, "שלום", "مرحبا", "😀" * 30,
                                                                "a\u202eb", "Ана", " "])),
       pin=st.text(max_size=200))
def test_user_names_and_pins(name: str, pin: str, user_db: Path) -> None:
    pin_line = pin.replace("\n", "").replace("\r", "")
    res = run_cli(["users", "add", name, "--role", "dealer", "--admin", "ada", "--db", str(user_db), "--pin-stdin"],
                  f"246810\n{pin_line}\n")
    _clean_failure(res, {0, 1, 2})
    if res.code:
        assert len([ln for ln in res.err.splitlines() if ln.strip()]) == 1, res.err[:500]
