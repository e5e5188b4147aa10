"""The chain's message and verification's step decoding, made faster, give exactly what they gave."""

from __future__ import annotations

import json

import pytest

from dealer_app.audit.verify import _step_of
from dealer_app.store.chain import _ENCODE, _ENCODE_BYTES, entry_mac
from dealer_app.store.keys import AuditKey
from rules.poker import step_from_json
from rules.poker.steps import StepFormatError


def test_every_code_point_is_written_as_json_writes_it() -> None:
    # msgspec writes the chain's message; json wrote it (and the log's older MACs were made so)
    points = [chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]
    for start in range(0, len(points), 4096):
        text = "".join(points[start:start + 4096])
        fields = ["ab", start, -start, None, 2**70, text, "é\"\\\n{}"]
        assert _ENCODE_BYTES(fields) == _ENCODE(fields).encode("utf-8"), start


def test_what_msgspec_refuses_fails_as_json_fails() -> None:
    key = AuditKey(b"k" * 32)
    with pytest.raises(UnicodeEncodeError):
        entry_mac(key, "00", 1, 2, "step", None, "s", None, None, None, "\ud800")
    for ts in (1e16, float("nan"), 2.5):  # floats as json spells them
        assert entry_mac(key, "00", 1, ts, "step", None, None, None, None, None, "{}") == key.mac(
            json.dumps(["00", 1, ts, "step", None, None, None, None, None, "{}"], separators=(",", ":")).encode())
    text = json.dumps({"n": 1, "step": {"kind": "close_bets"}}, separators=(",", ":"))
    assert entry_mac(key, "00", 1, 2, "step", 3, "s", 4, 5, None, text) == key.mac(
        json.dumps(["00", 1, 2, "step", 3, "s", 4, 5, None, text], separators=(",", ":"),
                   ensure_ascii=False).encode())


def test_a_step_met_again_under_another_number_is_the_same_step() -> None:
    one = '{"n":3,"step":{"box":2,"decision":"bet","kind":"decide"}}'
    again = '{"n":17,"step":{"box":2,"decision":"bet","kind":"decide"}}'
    assert _step_of(one) == step_from_json(json.loads(one)["step"])
    assert _step_of(again) is _step_of(one)
    # another shape is decoded every time, as before; a number JSON refuses is refused
    assert _step_of('{"step":{"kind":"close_bets"},"n":4}') == step_from_json({"kind": "close_bets"})
    with pytest.raises(ValueError):
        _step_of('{"n":03,"step":{"box":2,"decision":"bet","kind":"decide"}}')
    # a refused step is refused every time
    for _ in range(2):
        with pytest.raises(StepFormatError):
            _step_of('{"n":5,"step":{"box":2,"decision":"maybe","kind":"decide"}}')
