"""The typed log entries (:mod:`dealer_app.store.entries`): one record per kind, the JSON
described by its fields, read from the stored text and written back as it was."""

from __future__ import annotations

import doctest

import pytest

from dealer_app.store import entries
from dealer_app.store.entries import (
    ENTRY_TYPES,
    EntryFormatError,
    IntegrityCheck,
    OtherEntry,
    RoundStarted,
    SettledEntry,
    entry_body,
)
from dealer_app.store.records import EntryKind, LogEntry, NewEntry, canonical_json


def test_every_kind_has_one_record_and_roulette_is_a_kind() -> None:
    assert set(ENTRY_TYPES) == {k.value for k in EntryKind}
    assert all(cls.KIND.value == kind for kind, cls in ENTRY_TYPES.items())
    assert EntryKind("roulette_action") is EntryKind.ROULETTE_ACTION
    assert doctest.testmod(entries).failed == 0


@pytest.mark.parametrize(("kind", "text"), [
    # a key one writer leaves out and another writes as null stays as it was
    ("integrity_check", '{"from":1,"migrated_from":null,"ok":true,"quick_check":"ok","seconds":0.038,"to":0}'),
    ("integrity_check", '{"from":1,"ok":true,"to":0}'),
    ("sign_in_failed", '{"name":null,"name_hidden":"looks like a PIN (6 characters)","purpose":"sign in",'
                       '"user":null,"why":"unknown user"}'),
    ("sign_in_failed", '{"counted":true,"name":"dan","purpose":"sign in","user":2,"why":"wrong PIN"}'),
    ("backup", '{"key_file":null,"to":"/backups/shift.bak"}'),
    ("user_added", '{"builtin":true,"name":"simulator","pin_hash":null,"role":"dealer","user":1}'),
    ("lease_taken_over", '{"from":null,"table":"T1"}'),
    ("round_settled", '{"approval":null,"digest":"d","house_version":1,"jackpot_boxes":[],"jackpot_contribution":0,'
                      '"jackpot_shares":0,"jackpot_start":0,"meter_delta":0,"round":{},"rulings":[],'
                      '"settlement":{},"steps":4}'),
    ("player_seated", '{"boxes":[3],"player":null,"signature":32,"signature_kind":"session","table":"T1"}'),
    ("roulette_card", '{"card":"As","correction":false,"n":3,"position":2}'),
    ("some_later_kind", '{"anything":[1,2]}'),
])
def test_a_payload_is_written_back_as_it_was_stored(kind: str, text: str) -> None:
    assert canonical_json(entry_body(kind, text).to_json()) == text


def test_a_record_is_what_the_store_appends() -> None:
    new = NewEntry.of(RoundStarted(dealer=2, house_version=1, jackpot_start=500), actor=2, shift_id=1)
    assert new.kind is EntryKind.ROUND_STARTED
    assert dict(new.payload) == {"dealer": 2, "house_version": 1, "jackpot_start": 500}  # number: the store's
    assert IntegrityCheck(ok=True, from_=1, to=9).to_json() == {"ok": True, "from": 1, "to": 9}


def test_a_payload_not_of_its_kind_is_a_value_error_naming_the_field() -> None:
    with pytest.raises(EntryFormatError, match=r"step: .*\$\.n"):
        entry_body("step", '{"n":"three","step":{}}')
    e = LogEntry(7, 0, "round_started", 2, "t", 1, 1, None, '{"dealer":2,"house_version":1}', "0" * 64)
    assert isinstance(e.body, RoundStarted) and e.body.number is None and e.body.jackpot_start == 0
    with pytest.raises(TypeError, match=r"entry 7 \(round_started\) is not a round_settled entry"):
        e.body_as(SettledEntry)
    assert isinstance(entry_body("some_later_kind", "[]"), OtherEntry)
