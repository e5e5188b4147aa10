"""``settle --batch`` reads each line with a fast decoder that keeps the last of duplicate
keys, then checks that no key was dropped; every duplicate, at any depth and in any
spelling of the JSON text, must still be refused exactly as the strict reader refuses it."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_depth import depth
from msgspec import DecodeError
from msgspec.json import decode
from poker_support import EXAMPLES, run_cli

from dealer_app.cli.settle import _names_every_key_once, settle_lines, settle_text
from dealer_app.safe_input import InputError, loads

GOOD = json.loads((EXAMPLES / "01-dealer-qualifies-box-wins.round.json").read_text(encoding="utf-8"))

KEYS = st.sampled_from(["a", "b", "box", "ante", "é", "x\"y", "k:", "\u2028"])
SCALARS = st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.text(max_size=6)
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(KEYS, inner, max_size=3),
                      max_leaves=12)
SPELLINGS = st.sampled_from([
    {"separators": (",", ":")},  # compact, as msgspec writes it (when ASCII)
    {"separators": (",", ":"), "ensure_ascii": False},
    {},  # json.dumps' default: spaces after the separators, \u escapes
    {"indent": None, "separators": (", ", " : ")},  # a space before the colon
])


def _with_duplicate(value: Any, path: list[int], key: str, first: Any) -> str | None:
    """``value`` as compact JSON with ``key`` written twice in the object at ``path``
    (indices into the objects met depth first); ``None`` when there is no such object."""
    objects: list[dict[str, Any]] = []

    def walk(v: Any) -> None:
        if isinstance(v, dict):
            objects.append(v)
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    walk(value)
    if not objects:
        return None
    target = objects[path[0] % len(objects)]
    marker = "__DUPLICATE_HERE__"
    target[marker] = 0
    text = json.dumps(value, separators=(",", ":"))
    del target[marker]
    both = json.dumps(key) + ":" + json.dumps(first, separators=(",", ":")) + "," + json.dumps(key) + ":0"
    return text.replace(json.dumps(marker) + ":0", both, 1)


def _strict(text: bytes) -> str | None:
    try:
        loads(text)
    except InputError as e:
        return str(e)
    return None


@settings(max_examples=depth(400), deadline=None)
@given(value=VALUES, spelling=SPELLINGS)
def test_a_batch_line_is_what_the_strict_reader_makes_of_it(value: Any, spelling: dict[str, Any]) -> None:
    """Text without duplicates: the fast check passes it, or hands it to the strict
    reader; either way the line out is the single-round command's answer."""
    raw = json.dumps(value, **spelling).encode("utf-8", "surrogatepass")
    assert _strict(raw) is None
    (line,) = list(settle_lines([raw]))
    result, problems = settle_text(raw)
    assert json.loads(line) == (result if result is not None else {"refused": problems})
    if spelling == {"separators": (",", ":")} and not _quote_colon(value):
        # compact ASCII: the fast path takes it (a string that starts with ":" or holds '":' looks
        # like one more key to the count, and takes the strict reader: exact, only slower)
        assert _names_every_key_once(raw, decode(raw))


def _quote_colon(value: Any) -> bool:
    """Some key or string of ``value`` starts with ``:`` or holds ``":``."""
    if isinstance(value, str):
        return value.startswith(":") or '":' in value
    if isinstance(value, dict):
        return any(_quote_colon(k) or _quote_colon(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_quote_colon(v) for v in value)
    return False


@settings(max_examples=depth(400), deadline=None)
@given(value=VALUES.filter(lambda v: isinstance(v, (dict, list))), where=st.lists(st.integers(0, 50), min_size=1,
       max_size=1), key=KEYS, first=VALUES)
def test_a_duplicate_at_any_depth_is_refused_as_the_strict_reader_refuses_it(
    value: Any, where: list[int], key: str, first: Any,
) -> None:
    text = _with_duplicate(value, where, key, first)
    if text is None:
        return
    raw = text.encode("utf-8", "surrogatepass")
    reason = _strict(raw)
    assert reason is not None and reason.startswith("duplicate key")
    try:
        data = decode(raw)
    except DecodeError:  # refused by the fast decoder: the strict reader decides anyway
        pass
    else:
        assert not _names_every_key_once(raw, data)
    (line,) = list(settle_lines([raw]))
    assert json.loads(line) == {"refused": [f"round: not valid JSON: {reason}"]}


def test_duplicates_in_rounds_are_refused_in_batch_mode_nested_or_not(tmp_path: Any) -> None:
    compact = json.dumps(GOOD, separators=(",", ":"))
    lines = [
        compact,  # settles
        compact.replace('"format"', '"dealer":{},"format"', 1),  # top level
        compact.replace('"ante"', '"ante":500,"ante"', 1),  # in a box
        compact.replace('"cards"', '"cards":[],"cards"', 1),  # in the dealer (the first "cards")
        json.dumps({**GOOD, "house": {"boxes": 6}}).replace('"boxes": 6', '"boxes": 6, "boxes": 7', 1),  # spaced
        compact.replace('"format"', '"\\u0066ormat":"x","format"', 1),  # the same key, one spelled with an escape
    ]
    src = tmp_path / "dup.jsonl"
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for jobs in ("1", "2"):
        ran = run_cli("settle", "--batch", str(src), "--jobs", jobs)
        assert ran.returncode == 0 and ran.stderr == b""
        out = [json.loads(x) for x in ran.stdout.splitlines()]
        assert "refused" not in out[0]
        assert [o.get("refused") for o in out[1:]] == [
            ["round: not valid JSON: duplicate key 'dealer'"],
            ["round: not valid JSON: duplicate key 'ante'"],
            ["round: not valid JSON: duplicate key 'cards'"],
            ["round: not valid JSON: duplicate key 'boxes'"],
            ["round: not valid JSON: duplicate key 'format'"],
        ]
