"""Every line ``audit verify`` can write is a typed finding (a code and typed parameters) with
its line in both catalogues, and its amounts are shown through the money formatter when one
is given.

The codes are :class:`dealer_app.audit_findings.Code`; each has its English (the contract's
line) and its Russian in the catalogues' ``AUDIT`` blocks, with the same parameters, and a
sample here (a new code without its lines or its sample fails here). The audit's sources are
scanned too: a line written there as an f-string, not as a finding, fails here."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path
from typing import Any

import pytest

from dealer_app.audit_findings import Code, Entry, Exc, Finding, Form, Held, Person, Val, Where, finding
from dealer_app.money_text import money_text
from dealer_app.wording.audit import audit_line, without_info
from dealer_app.wording.catalogue_en import AUDIT as EN
from dealer_app.wording.catalogue_ru import AUDIT as RU
from rules.poker.settle import Box

ROOT = Path(__file__).resolve().parents[1]
LATIN = re.compile(r"[A-Za-z][A-Za-z_-]*")

AMOUNT = -72900  # every amount's sample: a screen must never show it as it is
A = Val(AMOUNT, amount=True)
E = Entry(9, "approved", 7)  # an entry of a round
WR = Where(7)  # a round
WE = Where(entry=Entry(9, "tray_counted", None, 2))  # an entry of a shift
WRE = Where(7, entry=E)  # a round, then one of its entries
WLATE = Where(7, entry=Entry(30, "round_started", 7), late=True)
WHEN = "2026-03-14 19:05:00 UTC"


def _engine_finding(code: Code, **params: Any) -> Finding:
    from rules.cards import parse_card
    from rules.poker.problems import Place, Problem, ProblemCode

    problem = Problem.of(1, "", ProblemCode.CARD_TWICE, also=Place.DEALER, card=parse_card("As"))
    return finding(code, engine=[problem], currency="EUR", **params)


# a sample of every code's parameters (the values a line is made of, typed as verification makes them)
SAMPLES: dict[Code, dict[str, Any]] = {
    Code.SETTLED_FIELD_DIFFERS: {"where": Where(7, 3), "f": "stakes.ante", "a": A, "b": A},
    Code.BOX_NOT_RECOMPUTED: {"where": Where(7, 3)},
    Code.BOX_NOT_STORED: {"where": Where(7, 3)},
    Code.SETTLEMENT_LACKS_ROUND: {"where": WR},
    Code.HOUSE_VERSION_MISSING: {"where": WR, "v": 4},
    Code.HOUSE_DIFFERS: {"where": WR, "v": 4},
    Code.JACKPOT_START_DIFFERS: {"where": WR, "a": A, "b": A},
    Code.JACKPOT_PAID_FROM: {"where": WRE, "a": A, "b": A},
    Code.SETTLEMENT_UNREADABLE: {"where": WR, "form": Form('box 3: net: must be a whole number, not "x"', (Box(3), "net"),
                                                         "whole", '"x"')},
    Code.ENGINE_REFUSES: {"where": WR, "refusal": "box 1 and dealer: card As appears twice"},
    Code.METER_MOVEMENT_DIFFERS: {"where": WR, "a": A, "b": A, "c": A, "d": A, "e": A, "g": A},
    Code.METER_SHARES_DIFFER: {"where": WR},
    Code.STEPS_DO_NOT_REPLAY: {"where": WR, "replay": "box 1 and dealer: card As appears twice"},
    Code.STEPS_INCOMPLETE: {"where": WR},
    Code.STEPS_COUNT_DIFFERS: {"where": WR, "a": Val(14), "b": Val(13)},
    Code.ROUND_DIFFERS_FROM_STEPS: {"where": WR, "f": "boxes"},
    Code.METER_REVERSAL: {"where": WRE, "a": A, "b": A},
    Code.CHAIN_ENTRY_MISSING: {"m": 4, "before": Entry(5, "step", 7)},
    Code.CHAIN_ENTRIES_MISSING: {"m": 4, "last": 6, "before": Entry(7, "step", 7)},
    Code.CHAIN_OUT_OF_ORDER: {"where": Where(entry=E), "n": 3},
    Code.CHAIN_ALTERED: {"where": Where(entry=E)},
    Code.VERIFIED_MISSING: {"n": 12},
    Code.VERIFIED_CHANGED: {"n": 12},
    Code.PAYLOAD_UNREADABLE: {"where": WE, "exc": Exc("KeyError", "'box'", "box")},
    Code.USERS_EDITED: {"where": WE, "problem": "pat"},
    Code.SIMULATOR_ON_LIVE: {"where": WE, "who": Person("simulator"), "s": 2},
    Code.NO_SIGNATURE: {"where": WE},
    Code.SECOND_SIGNER_NONE_CLOSED: {"where": WE, "s": 3},
    Code.SECOND_SIGNER_NONE_ABOVE: {"where": WE},
    Code.SECOND_SIGNER_SAME_CLOSED: {"where": WE, "s": 3},
    Code.SECOND_SIGNER_SAME_ABOVE: {"where": WE},
    Code.SECOND_SIGNER_NOT_BOSS_CLOSED: {"where": WE, "s": 3, "u": 5},
    Code.SECOND_SIGNER_NOT_BOSS_ABOVE: {"where": WE, "u": 5},
    Code.SIGNATURE_NOT_PIN_CHECK: {"where": WE, "n": 8},
    Code.CO_SIGNATURE_NOT_CO: {"where": WE, "n": 8},
    Code.CO_SIGNATURE_NOT_NAMED: {"where": WE, "n": 8},
    Code.CO_SIGNATURES_NOT_LIST: {"where": WE},
    Code.CO_SIGNATURE_PERMISSION: {"where": WE, "n": 8, "perm": "approve"},
    Code.CO_SIGNATURE_SHIFT: {"where": WE, "n": 8, "s": 3},
    Code.CO_SIGNATURE_ROUND: {"where": WE, "n": 8, "r": 6},
    Code.CO_SIGNATURE_USED: {"where": WE, "n": 8, "m": 10},
    Code.SIGNED_BY_UNKNOWN: {"where": WE},
    Code.SIGNED_BY_DISABLED: {"where": WE},
    Code.DECISION_NOT_BOSS: {"where": WRE, "kind": "floor ruling", "who": Person(None, 9), "role": "dealer"},
    Code.DECISION_BY_PREPARER: {"where": WRE, "kind": "approved", "who": Person("pat", 4)},
    Code.SETTLED_WHILE_REFUSED: {"where": WR, "a": Entry(11, "round_settled", 7), "b": E},
    Code.SETTLED_UNAPPROVED: {"where": WR, "a": Entry(11, "round_settled", 7), "held": (Held(3, False, AMOUNT),
                                                                                          Held(1, True, AMOUNT))},
    Code.APPROVAL_NOT_IN_LOG: {"where": WR, "a": Entry(11, "round_settled", 7), "n": None, "m": 15},
    Code.LATE_NO_TIME: {"where": WLATE},
    Code.LATE_NOT_BOSS: {"where": WLATE, "who": Person("dan")},
    Code.LATE_ENTERED_BY: {"where": WLATE, "a": Val(4), "b": Val(5)},
    Code.LATE_PLAYED_AFTER: {"where": WLATE, "when": WHEN},
    Code.LATE_CORRECTS_OTHER: {"where": WLATE, "a": Val(9)},
    Code.LATE_CORRECTED_NOT_BOSS: {"where": WLATE, "who": Person(None)},
    Code.LATE_STILL_AFTER: {"where": WLATE},
    Code.SHIFT_NOT_OPENED: {"s": 2},
    Code.SHIFT_NOT_IN_TABLE: {"s": 2},
    Code.SHIFT_FIELD_DIFFERS: {"s": 2, "f": "closed_seq", "a": Val(None, r=True), "b": Val(3, r=True)},
    Code.ROUND_NOT_STARTED: {"r": 7},
    Code.ROUND_NOT_IN_TABLE: {"r": 7},
    Code.ROUND_FIELD_DIFFERS: {"r": 7, "f": "jackpot_start", "a": Val(AMOUNT, r=True, amount=True),
                               "b": Val(AMOUNT, r=True, amount=True)},
    Code.HOUSE_TABLE_DIFFERS: {"v": 4},
    Code.SIM_METER_DIFFERS: {"a": A, "b": A},
    Code.METER_DIFFERS: {"a": A, "b": A},
    Code.SETTING_DIFFERS: {"f": "approval_threshold", "a": Val(str(AMOUNT), r=True, amount=True),
                           "b": Val("ru", r=True)},
    Code.TRAINEE_DIFFERS: {"t": 3},
    Code.CHECKPOINT_COUNTS_ENTRIES: {"a": 52, "b": 39, "c": 12},
    Code.CHECKPOINT_COUNTS_SHIFTS: {"a": 3, "b": 2, "c": 1},
    Code.CHECKPOINT_COUNTS_ROUNDS: {"a": 9, "b": 6, "c": 2},
    Code.INFO_NO_CHECKPOINT: {},
    Code.INFO_CHECKPOINT_FAILS: {"n": 40},
    Code.INFO_FROM_CHECKPOINT: {"n": 40, "m": 39},
    Code.INFO_LATE_CORRECTED: {"r": 7, "played": WHEN, "who": Person("pat"), "when": WHEN, "why": "Deck short"},
    Code.INFO_VOIDED: {"r": 7, "what": "misdeal, unfinished", "who": Person("pat"), "when": WHEN, "why": "Deck short"},
    Code.INFO_RULING: {"r": 7, "b": 2, "net": A, "c": A, "who": Person("pat"), "when": WHEN, "why": "Deck short"},
    Code.ANCHOR_NOT_HELD: {"h": "00ff" * 16},
    Code.ANCHOR_HELD: {"h": "00ff" * 16, "n": 40},
    Code.ANCHOR_HELD_BY_TABLE: {"h": "00ff" * 16, "t": "T1", "n": 40},
    Code.VERDICT_FAILED: {"n": 3},
    Code.VERDICT_OK: {"e": 120, "r": 9, "h": "00ff00ff00ff00ff", "na": 2, "ro": True},
    Code.VERDICT_FLOOR_OK: {"t": 2, "e": 120, "r": 9, "h": "T1 00ff00ff00ff00ff"},
    Code.CHECKPOINT_SIGNATURE: {"where": WE},
    Code.CHECKPOINT_LACKS: {"where": WE},
    Code.CHECKPOINT_HEAD: {"where": WE},
    Code.CHECKPOINT_BEFORE_MISSING: {"where": WE, "n": 39},
    Code.RECORD_UNREADABLE: {"where": WE, "exc": Exc("TypeError", "bad")},
    Code.RATING_DIFFERS: {"n": 4, "a": Val({"hands": 3, "wagered": {"ante": 1000}, "actual_win": 500}),
                          "b": Val({"hands": 4, "wagered": {"ante": 1000}, "actual_win": 0})},
    Code.CASH_DIFFERS: {"n": 4, "a": Val({"cash_in": 500, "floor": True}),
                        "b": Val({"cash_in": 6, "alerts": ["report_in", "structuring"], "floor": True})},
    Code.COUNT_UNREADABLE: {"where": WE, "exc": Exc("ValueError", "bad")},
    Code.COUNT_ROLE_MAY_NOT: {"where": WE, "act": "buy-in", "u": 4, "role": "trainee", "may": "buy_in"},
    Code.COUNT_NOT_POSITIVE: {"where": WE},
    Code.COUNT_TOTAL: {"where": WE, "a": A, "b": A},
    Code.COUNT_SAME_PERSON: {"where": WE, "u": 4},
    Code.COUNT_UNCONFIRMED: {"where": WE},
    Code.SLIP_KIND: {"where": WE, "k": Val("fill", r=True)},
    Code.SLIP_NOT_REQUESTED: {"where": WE, "n": 17},
    Code.SLIP_SIGNED_BY_ASKER: {"where": WE, "n": 17},
    Code.SLIP_SIGNED_WHILE: {"where": WE, "n": 17, "state": "voided"},
    Code.SLIP_RECEIVED_WHILE: {"where": WE, "n": 17, "state": "requested"},
    Code.SLIP_VOIDED_NO_REASON: {"where": WE, "n": 17},
    Code.SLIP_REPRINTED_NO_REASON: {"where": WE, "n": 17},
    Code.BUY_IN_NOT_POSITIVE: {"where": WE, "a": A},
    Code.DROP_NEGATIVE: {"where": WE, "a": A},
    Code.DROP_NOTES: {"where": WE, "a": A, "b": A},
    Code.INFO_SLIP_VOIDED: {"s": 2, "n": 17, "u": 4, "why": "Chip miscount"},
    Code.INFO_SLIP_REPRINTED: {"s": 2, "n": 17, "u": 4, "why": "Chip miscount"},
    Code.INFO_DROP_RECOUNTED: {"s": 2, "a": A, "u": 4, "why": "Chip miscount"},
    Code.INFO_VARIANCE: {"s": 2, "a": A, "u": 4, "why": "Chip miscount"},
    Code.USER_NOT_ADDED: {"u": 4, "name": "dan"},
    Code.USER_NOT_IN_TABLE: {"u": 4, "name": "dan"},
    Code.USER_PIN_CHANGED: {"u": 4, "name": "dan"},
    Code.USER_FIELD_DIFFERS: {"u": 4, "name": "dan", "f": "role", "a": Val("dealer", r=True), "b": Val("pit_boss", r=True)},
    Code.ROLLED_BACK: {"n": 5, "h": "00ff00ff00ff00ff", "at": "2026-03-14 19:05 UTC", "path": "dealer.db"},
    Code.LINKED_RECORDED_VALUE: {"m": "main", "t": "T1", "n": 5, "a": A, "b": A},
    Code.LINKED_BELOW_ZERO: {"m": "main", "t": "T1", "n": 5, "a": A},
    Code.LINKED_HISTORY: {"m": "main", "a": A, "b": A},
    Code.LINKED_TABLE_UNREAD: {"m": "main", "t": "T1"},
    Code.LINKED_NOT_CONSERVED: {"m": "main", "a": A, "b": A, "c": A},
    Code.LINKED_MOVES_DIFFER: {"m": "main", "t": "T1", "n": 5, "a": A, "b": Val(None, amount=True)},
    Code.INFO_LINKED: {"m": "main", "t": "T1, T2", "a": A, "b": A, "n": 3},
    Code.TABLE_NOT_OPENED: {"why": "42"},
    Code.TABLE_NOT_VERIFIED: {"e": "KeyError", "why": "42"},
    Code.GROUP_DIGEST: {"g": 7, "v": 2},
    Code.GROUP_CHIPS_NOT_ITS: {"t": "T1", "g": 7, "v": 2},
    Code.GROUP_RULES_NOT_ITS: {"t": "T1", "g": 7, "v": 2},
    Code.GROUP_CHIPS_VERSION: {"t": "T1", "n": 40, "a": 1, "g": 7, "v": 2},
    Code.GROUP_RULES_VERSION: {"t": "T1", "n": 40, "a": 1, "g": 7, "v": 2},
    Code.GROUP_CHIPS_DIFFER: {"t": "T1", "n": 40, "g": 7, "v": 2},
    Code.GROUP_RULES_DIFFER: {"t": "T1", "n": 40, "g": 7, "v": 2},
    Code.INFO_GROUP: {"g": 7, "v": 2, "ts": "T1, T2", "who": Person("4"), "a": 2, "b": 2},
    Code.GROUP_LEAVE_DIFFERS: {"t": "T1", "n": 40, "g": "7"},
    Code.GROUP_LEAVE_UNRECORDED: {"t": "T1", "n": 40, "g": "7"},
    Code.PATRON_DAY_DIFFERS: {"pd": "the floor's projection", "p": "5f3a09c1", "day": "2026-03-14",
                              "a": Val(-AMOUNT, amount=True), "b": Val(0, amount=True), "n1": 2, "t1": 17, "s1": "T1:5",
                              "c": Val(-AMOUNT, amount=True), "e": Val(0, amount=True), "n2": 3, "t2": 18,
                              "s2": "T1:5, T2:9"},
    Code.PATRON_DAY_EXTRA: {"pd": "the projection", "p": "5f3a09c1", "day": "2026-03-14",
                            "a": Val(-AMOUNT, amount=True), "b": Val(0, amount=True), "n1": 2, "t1": 17, "s1": "5"},
    Code.PATRON_DAY_MISSING: {"pd": "the projection", "p": "5f3a09c1", "day": "2026-03-14",
                              "c": Val(-AMOUNT, amount=True), "e": Val(0, amount=True), "n2": 3, "t2": 18, "s2": "5"},
    Code.PATRON_DAYS_UNREBUILT: {"exc": Exc.of(ValueError("bad"))},
    Code.INFO_FLOOR_CASH: {"a": 6, "b": 3, "k": 6, "d": 2},
    Code.WITNESS_MISSING: {"n": 4},
    Code.WITNESS_BROKEN: {"n": 4},
    Code.WITNESSED_GONE: {"t": "T1", "n": 40, "when": "2026-03-14 19:05 UTC", "how": "shift closed", "w": 6},
    Code.WITNESSED_DIFFERS: {"t": "T1", "n": 40, "when": "2026-03-14 19:05 UTC", "how": "hourly", "w": 6},
    Code.INFO_WITNESS: {"a": 4, "b": 3},
    Code.TABLE: {"t": "T1", "line": finding(Code.NO_SIGNATURE, where=WE)},
}
ENGINE = {Code.ENGINE_REFUSES, Code.STEPS_DO_NOT_REPLAY}  # their samples quote the engine's typed problems
# the Latin words a Russian line may keep: names and reasons from the data, card codes, hex
DATA = {"pat", "dan", "Deck", "short", "Chip", "miscount", "simulator", "main", "UTC", "dealer-app", "restore",
        "allow-older", "db", "dealer.db", "x"}
CARD = re.compile(r"^(?:[2-9TJQKA][shdc])+$")
HEX = re.compile(r"^[0-9a-f]+$")


def _english_left(text: str) -> list[str]:
    words = LATIN.findall(text.replace("dealer.db", ""))
    return [w for w in words if w not in DATA and not CARD.match(w) and not HEX.match(w)
            and w not in ("T", "M")]  # the sample tables T1, T2


def _fields(template: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(template) if name}


def _sample(code: Code) -> Finding:
    return _engine_finding(code, **SAMPLES[code]) if code in ENGINE else finding(code, **SAMPLES[code])


def test_every_code_has_both_lines_with_the_same_parameters_and_a_sample() -> None:
    codes = {c.value for c in Code}
    assert set(EN) == codes, sorted(set(EN) ^ codes)
    assert set(RU) == codes, sorted(set(RU) ^ codes)
    for code in Code:
        assert _fields(RU[code.value]) <= _fields(EN[code.value]), code  # (the Russian may leave one out)
        assert code in SAMPLES, f"{code}: add a sample to SAMPLES"
        assert set(SAMPLES[code]) == _fields(EN[code.value]), code


@pytest.mark.parametrize("code", list(Code), ids=[c.value for c in Code])
def test_every_finding_has_its_russian(code: Code) -> None:
    line = _sample(code)
    assert line.code is code and isinstance(line, str)
    ru = audit_line(line, "ru")
    assert ru != line, f"{code}: no Russian for {line!r}"
    assert _english_left(ru) == [], f"{code}: {ru!r}"
    assert audit_line(line, "en") == line  # the command's English (the contract) is the finding's own
    if not any(isinstance(v, Val) and v.amount and isinstance(v.v, str) for v in SAMPLES[code].values()):
        assert audit_line(line, "en", money=str) == line  # and a screen's English words it as the finding does
    # on a floor, a table's line under its table's name
    from dealer_app.audit.floor_verify import FloorReport
    from dealer_app.audit.verify import AuditReport

    floor = FloorReport(tables={"T1": AuditReport(problems=[line], infos=[line])})
    assert floor.problems[0] == f"table T1: {line}" and floor.infos[0] == f"table T1: {line}"
    assert audit_line(floor.problems[0], "ru") == f"стол T1: {ru}"


AMOUNTS = [c for c in Code if str(-AMOUNT) in str(_sample(c))]


@pytest.mark.parametrize("code", AMOUNTS, ids=[c.value for c in AMOUNTS])
def test_every_amount_of_a_line_is_money_on_a_screen(code: Code) -> None:
    line = _sample(code)
    ru = audit_line(line, "ru", money=money_text("EUR", "ru_RU").full)
    en = audit_line(line, "en", money=money_text("EUR", "en_GB").full)
    assert "729,00\xa0€" in ru and "72900" not in ru, f"{code}: {ru!r}"
    assert "€729.00" in en and "72900" not in en, f"{code}: {en!r}"
    assert "72900" in audit_line(line, "ru")  # the command keeps minor units


def test_the_samples_cover_the_amounts() -> None:
    amounts = {c for c in Code for v in SAMPLES[c].values()
               if (isinstance(v, Val) and v.amount) or (isinstance(v, tuple) and any(isinstance(h, Held) for h in v))}
    assert amounts == set(AMOUNTS) and len(AMOUNTS) >= 20


def test_an_information_line_keeps_its_type_without_its_head() -> None:
    line = _sample(Code.INFO_VOIDED)
    bare = without_info(line)
    assert line.startswith("info: ") and bare == line.removeprefix("info: ")
    assert audit_line(bare, "ru") == audit_line(line, "ru").removeprefix("инфо: ")
    assert without_info("info: something else") == "something else"


@pytest.mark.parametrize("code", list(Code), ids=[c.value for c in Code])
def test_the_rounds_a_finding_names_come_from_its_typed_parameters(code: Code) -> None:
    """Every round a line's English names (``round 7``) is among the finding's typed rounds, in
    the same order, and no other (a count of rounds, ``9 settled rounds``, is not one)."""
    line = _sample(code)
    named: list[int] = []
    for n in re.findall(r"\bround (\d+)\b", str.__str__(line)):  # the oracle: the sample's own English
        if int(n) not in named:
            named.append(int(n))
    assert line.rounds == tuple(named), (code, str.__str__(line))


def test_a_name_or_a_reason_that_says_round_names_no_round() -> None:
    from dealer_app.audit_findings import VerifiedLine, rounds_named

    voided = finding(Code.INFO_VOIDED, r=7, what="settled round", who=Person("round 3"), when=WHEN,
                     why="dealt twice, as in round 9")
    assert voided.rounds == (7,) and rounds_named(voided.without_info()) == (7,)
    cosigned = finding(Code.CO_SIGNATURE_ROUND, where=Where(5, entry=Entry(40, "round_voided", 5)), n=38, r=6)
    assert cosigned.rounds == (5, 6)  # what the line is about first, then the round it names
    by = finding(Code.DECISION_BY_PREPARER, where=Where(entry=Entry(9, "approved", 12)), kind="approved",
                 who=Person("round 4"))
    assert by.rounds == (12,)
    assert finding(Code.TABLE, t="T1", line=by).rounds == (12,)
    assert rounds_named("entry 5 (step, round 3) missing") == ()  # a line verification did not type: none
    typed = VerifiedLine.of(by)
    assert typed == (by, (12,)) and isinstance(typed.text, Finding) and typed.text.code is Code.DECISION_BY_PREPARER


def test_a_line_that_is_not_a_finding_is_left_as_it_is() -> None:
    for line in ("entry 5 missing", "entry 12 is not signed by the floor's server (written, altered or re-signed "
                                    "without it)"):
        assert audit_line(line, "ru") == line
        floor = finding(Code.TABLE, t="T1", line=line)
        assert audit_line(floor, "ru") == f"table T1: {line}"  # the server's own line: as it is, head and all


def test_the_server_s_altered_entry_is_typed() -> None:
    from dealer_app.audit_findings import server_break

    typed = server_break(15, "entry 15 (step): does not match the chain (altered, removed or moved)")
    assert isinstance(typed, Finding) and typed.code is Code.CHAIN_ALTERED
    assert audit_line(typed, "ru") == "запись 15 (шаг): не совпадает с цепочкой (изменена, удалена или перемещена)"
    assert server_break(15, "entry 15 missing") == "entry 15 missing"
    from dealer_app.audit.floor_verify import _witness_break

    assert audit_line(_witness_break(4, "witness record 4 missing"), "ru") == "цепочка свидетеля зала: нет записи свидетеля 4"


def test_a_step_that_cannot_be_read_is_named_by_what_it_lacks() -> None:
    line = finding(Code.STEPS_DO_NOT_REPLAY, where=WR, replay=Exc.of(KeyError("box")))
    assert line == "round 7: its recorded steps do not replay: 'box'"
    assert audit_line(line, "ru") == "раунд 7: записанные шаги не воспроизводятся: нет поля «бокс»"
    other = finding(Code.STEPS_DO_NOT_REPLAY, where=WR, replay=Exc.of(TypeError("'NoneType' object is not iterable")))
    assert audit_line(other, "ru") == "раунд 7: записанные шаги не воспроизводятся: запись шага не читается"


def test_a_line_quoting_the_engine_keeps_its_problems_across_processes() -> None:
    import pickle

    line = _sample(Code.ENGINE_REFUSES)
    assert line == "round 7: the engine refuses the stored round: box 1 and dealer: card As appears twice"
    back = pickle.loads(pickle.dumps(line))
    assert isinstance(back, Finding) and back == line and back.engine == line.engine and back.code is line.code
    assert audit_line(back, "ru") == "раунд 7: движок отклоняет записанный раунд: бокс 1 и дилер: карта As названа дважды"
    assert audit_line(str.__str__(back), "ru").endswith("box 1 and dealer: card As appears twice")  # untyped: as it is
    table = pickle.loads(pickle.dumps(finding(Code.TABLE, t="T1", line=line)))
    assert audit_line(table, "ru").startswith("стол T1: раунд 7: движок отклоняет")


def test_the_engine_s_amounts_are_minor_units_on_the_command_line_and_money_on_a_screen() -> None:
    from rules.poker.problems import Problem, ProblemCode

    problem = Problem.of(3, "ante", ProblemCode.ANTE_BELOW_MINIMUM, amount=72900, limit=100000)
    line = finding(Code.ENGINE_REFUSES, engine=[problem], currency="EUR", where=Where(7), refusal=str(problem))
    assert line == "round 7: the engine refuses the stored round: box 3: ante: 72900 is below the minimum Ante (100000)"
    cli = audit_line(line, "ru")
    assert cli.startswith("раунд 7: движок отклоняет записанный раунд: бокс 3: анте: ") and "72900" in cli
    assert "€" not in cli and _english_left(cli) == []
    screen = audit_line(line, "ru", money=money_text("EUR", "ru_RU").full)
    assert "729,00\xa0€" in screen and "1\xa0000,00\xa0€" in screen and "72900" not in screen
    english = audit_line(line, "en", money=money_text("EUR", "en_GB").full)
    assert english == "round 7: the engine refuses the stored round: box 3: ante: €729.00 is below the minimum Ante (€1,000.00)"


def test_a_stored_settlement_that_cannot_be_read_is_worded_from_its_typed_error() -> None:
    from rules.poker.house import HouseRules
    from rules.poker.settle import Settlement, SettlementFormatError

    house = HouseRules.from_mapping({})
    cases = {
        "net": ('"x"', "box 3: net: must be a whole number, not 'x'", "бокс 3: итог бокса: должно быть целым числом, а не 'x'"),
        "bonus_hand": ('"x"', "box 3: bonus_hand: 'x' is not a hand category", "бокс 3: бонусная комбинация: 'x' — не комбинация"),
        "bought_game": ("1", "box 3: bought_game: must be true or false, not 1",
                        "бокс 3: покупка игры: должно быть «да» или «нет», а не 1"),
    }
    for field, (value, english, russian) in cases.items():
        box = {"box": 3, "outcome": "win", "stakes": {"ante": 1, "bet": 0, "bonus": 0, "insurance": 0, "fees": 0},
               "results": {"ante": 1, "bet": 0, "bonus": 0, "insurance": 0, "fees": 0}, "bought_game": False,
               "capped": 0, "net": 1, "hand": None, "second_hand": None, "bonus_hand": None}
        box[field] = __import__("json").loads(value)
        data = {"format": "russian-poker-settlement/1", "boxes": [box], "dealer": {"hand": None, "qualified": None,
                "bought": False, "replaced": [], "final_hand": None, "final_qualified": None},
                "house_net": 0, "jackpot_after": 0}
        with pytest.raises(SettlementFormatError) as caught:
            Settlement.from_json(data, house, jackpot_before=0)
        line = finding(Code.SETTLEMENT_UNREADABLE, where=Where(7), form=Form.of(caught.value))
        assert line == f"round 7: its stored settlement cannot be read: {english}"
        assert audit_line(line, "ru") == f"раунд 7: записанный расчёт не читается: {russian}"


def test_every_entry_kind_role_and_permission_has_its_russian() -> None:
    from dealer_app.auth.roles import Permission, Role
    from dealer_app.store.records import EntryKind

    for kind in EntryKind:
        ru = audit_line(finding(Code.NO_SIGNATURE, where=Where(entry=Entry(5, kind.value, None, 1))), "ru")
        assert _english_left(ru) == [], ru
    for role in Role:
        ru = audit_line(finding(Code.DECISION_NOT_BOSS, where=WRE, kind="approved", who=Person("pat"),
                                role=role.value), "ru")
        assert _english_left(ru) == [], ru
    for permission in Permission:
        ru = audit_line(finding(Code.CO_SIGNATURE_PERMISSION, where=Where(entry=E), n=8, perm=permission.value), "ru")
        assert _english_left(ru) == [], ru
        ru = audit_line(finding(Code.COUNT_ROLE_MAY_NOT, where=WE, act="drop", u=4, role="dealer",
                                may=permission.value), "ru")
        assert _english_left(ru) == [], ru


# where the audit's lines are written (None: every function of the module)
SOURCES: dict[str, set[str] | None] = {
    "dealer_app/audit/verify.py": None,
    "dealer_app/audit/count_checks.py": None,
    "dealer_app/audit/floor_verify.py": None,
    "dealer_app/audit/settlement_checks.py": None,
    "dealer_app/audit/player_checks.py": None,
    "dealer_app/audit/checkpoints.py": {"last_checkpoint"},
    "dealer_app/store/chain.py": {"verify_entries"},
    "dealer_app/store/reader.py": {"compare_users"},
    "dealer_app/station_records.py": {"rollback_problem"},
    "dealer_app/cli/store.py": {"audit_main", "_verify_floor"},
    "dealer_app/players/rating.py": None,
    "dealer_app/players/cash.py": None,
}
# the f-strings left there: none is an audit line
NOT_LINES = {
    "f'{f}.{k}'",  # a settlement's field inside a dict-valued field (a parameter)
    "f'witness record {seq} missing'", "f'witness record {seq} does not match its chain'",  # the server's, compared
    "f'witness chain: {what}'",  # a line of the server's the audit does not know: as it is
    "f'box {self.box}: {what} {self.amount}'",  # an approval item's own str (the findings carry it typed)
    "f'processes re-settling the rounds (default 0: one per CPU, at most 4; 1: none; at most {MAX_JOBS})'",  # help
    "f'{name} {_record_verified(st, report.tables[name], anchors).head_mac[:16]}'",  # a chain head (a parameter)
    "f'{self.log}:{self.seq}'", "f'unregistered:{self.ref}'", "f'simulated:{key}'",  # keys, not lines
    "f'simulated:{h.player}'", "f'simulated:{w.player}'",  # a simulated patron's key (a parameter)
}


def test_the_audit_s_sources_write_findings_not_english() -> None:
    found = set()
    for file, functions in SOURCES.items():
        tree = ast.parse((ROOT / file).read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if isinstance(fn, ast.FunctionDef) and (functions is None or fn.name in functions):
                found |= {ast.unparse(n) for n in ast.walk(fn) if isinstance(n, ast.JoinedStr)}
    assert found <= NOT_LINES, f"audit lines written as English, not as findings: {sorted(found - NOT_LINES)}"
    assert found >= NOT_LINES, sorted(NOT_LINES - found)  # no stale entry


def test_the_lang_help_says_only_numbers_cards_hex_and_typed_text_stay() -> None:
    """``audit verify --lang ru`` words the entry kinds and field names too (a line's
    ``approved`` and ``net`` read «утверждение», «итог бокса»); the help says what stays."""
    from cli_support import run_main

    ran = run_main("audit", "--help")
    assert ran.returncode == 0, ran.err
    help_text = " ".join(ran.out.split())
    lang = help_text[help_text.rindex("--lang {en,ru}"):]  # the option, not the usage line
    assert ("the information lines show amounts in the house currency; only the problems' numbers (amounts in minor "
            "units), card codes, hex chain heads and what people typed (names, reasons) stay as the log holds them") in lang, lang
    assert "entry kinds" not in lang and "field names" not in lang, lang
    line = finding(Code.SETTLED_FIELD_DIFFERS, where=Where(entry=E), f="net", a=Val(-500, amount=True),
                   b=Val(500, amount=True))
    assert line == "entry 9 (approved, round 7): net: stored -500, computed 500"
    assert audit_line(line, "ru") == "запись 9 (утверждение, раунд 7): итог бокса: записано -500, пересчитано 500"


# The native review (issue 15, item 3): the floor's terms in the audit's lines.
@pytest.mark.parametrize(("line", "english", "russian"), [
    (finding(Code.HOUSE_VERSION_MISSING, where=WR, v=3), "round 7: house-rules version 3 is not in the log",
     "раунд 7: версии правил казино 3 нет в журнале"),
    (finding(Code.DECISION_BY_PREPARER, where=WR, kind="approved", who=Person("pat")),
     "round 7: approved by pat, who prepared the round", "раунд 7: утверждение — pat, тот же, кто готовил раунд"),
    (finding(Code.DECISION_NOT_BOSS, where=WR, kind="refused", who=Person("dan"), role="dealer"),
     "round 7: refused by dan, who was not a pit boss (dealer)", "раунд 7: отклонение — dan, не пит-босс (дилер)"),
    (finding(Code.SETTLED_UNAPPROVED, where=WR, a=Entry(9, "round_settled", 7), held=(Held(3, False, 500),)),
     "round 7: settled by entry 9 (round_settled, round 7) without a pit boss's approval of box 3: payout 500",
     "раунд 7: рассчитан записью 9 (расчёт раунда, раунд 7) без утверждения пит-боссом: бокс 3: выплата 500"),
    (finding(Code.APPROVAL_NOT_IN_LOG, where=WR, a=Entry(9, "round_settled", 7), n=8, m=None),
     "round 7: entry 9 (round_settled, round 7) names approval 8, the log holds None",
     "раунд 7: запись 9 (расчёт раунда, раунд 7) ссылается на утверждение 8, в журнале — нет"),
    (finding(Code.SLIP_KIND, where=Where(shift_id=2), k=Val("bonus")), "shift 2: kind bonus is neither fill nor credit",
     "смена 2: вид bonus — не пополнение и не возврат"),
    (finding(Code.SLIP_RECEIVED_WHILE, where=Where(shift_id=2), n=3, state="voided"),
     "shift 2: slip 3 received while voided", "смена 2: квитанция 3 принята, когда аннулирована"),
    (finding(Code.BUY_IN_NOT_POSITIVE, where=Where(shift_id=2), a=Val(-5, amount=True)),
     "shift 2: buy-in amount -5 is not positive", "смена 2: сумма покупки фишек -5 не положительна"),
    (finding(Code.CHAIN_ALTERED, where=Where(entry=Entry(9, "tray_counted", None, 2))),
     "entry 9 (tray_counted, shift 2): does not match the chain (altered, removed or moved)",
     "запись 9 (пересчёт лотка, смена 2): не совпадает с цепочкой (изменена, удалена или перемещена)"),
    (finding(Code.CHAIN_ALTERED, where=Where(entry=Entry(9, "house_rules_set"))),
     "entry 9 (house_rules_set): does not match the chain (altered, removed or moved)",
     "запись 9 (правила казино): не совпадает с цепочкой (изменена, удалена или перемещена)"),
    (finding(Code.SETTLED_FIELD_DIFFERS, where=Where(7, 2), f="capped", a=Val(1, amount=True), b=Val(2, amount=True)),
     "round 7 box 2: capped: stored 1, computed 2", "раунд 7, бокс 2: удержано лимитом выплаты: записано 1, пересчитано 2"),
    (finding(Code.INFO_VOIDED, r=4, what="misdeal, unfinished", who=Person("pat"), when=WHEN, why="Deck short"),
     f"info: round 4 voided (misdeal, unfinished) by pat at {WHEN}: Deck short",
     f"инфо: раунд 4 аннулирован (ошибка сдачи, не завершён), кто: pat, когда: {WHEN}: Deck short"),
    (finding(Code.SETTING_DIFFERS, f="approval_threshold", a=Val(5), b=Val(10)),
     "setting approval_threshold: stored 5, the log says 10", "настройка «порог утверждения»: записано 5, по журналу 10"),
    (finding(Code.COUNT_ROLE_MAY_NOT, where=Where(shift_id=2), act="buy-in", u=4, role="trainee", may="buy_in"),
     "shift 2: buy-in by user 4, whose role (trainee) may not buy in",
     "смена 2: покупка фишек — пользователь 4, чья роль (стажёр) не даёт права «записывать покупку фишек»"),
    (finding(Code.ROLLED_BACK, n=5, h="0a1b", at="2026-12-01T10:00:00Z", path="d.sqlite"),
     "this station last saw entry 5 (chain head 0a1b..., 2026-12-01T10:00:00Z) in d.sqlite, and its log no longer "
     "holds it: the database was rolled back or cut. Restore the right copy (dealer-app restore; an older one needs "
     "--allow-older and a PIN)",
     "последняя запись, которую это рабочее место видело в d.sqlite, — 5 (вершина цепочки 0a1b..., "
     "2026-12-01T10:00:00Z), а в журнале этой записи больше нет: база данных откатана или обрезана. Восстановите "
     "нужную копию (dealer-app restore; для более старой нужны --allow-older и ПИН-код)"),
])
def test_the_floor_terms(line: Finding, english: str, russian: str) -> None:
    assert line == english
    assert audit_line(line, "ru") == russian
