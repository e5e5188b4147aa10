"""Explanations as typed terms, worded per language: the contract's English is rendered
from the terms (every shared example still matches, see test_poker_examples), Russian is
native and carries no English, and ``--lang ru`` changes the sentences of ``settle``,
``roulette`` and ``train`` and nothing else."""

from __future__ import annotations

import json
import re
from typing import Any, get_args

import pytest
from poker_support import EXAMPLES, example_names, run_cli

from dealer_app.wording.explanations import LanguageError, category_text, explanation_text, note_text, plural
from dealer_app.wording.problems import message_text
from rules.hands import Category
from rules.poker.explain import BonusCapped, Explanation, Fees, InsuranceVoided, Net, Term
from rules.poker.generator import GeneratorKnobs, SplitMix64, draw_house, generate_round
from rules.poker.problems import Problem, ProblemCode
from rules.poker.settle import settle_round
from rules.roulette.notes import EvenCircle, SizesIgnored

LATIN = re.compile(r"[A-Za-z]{2,}")
RARE = GeneratorKnobs(no_game=500, buy_game=700, redraw=300, insurance=900, strong_hand=500, double_combination=500,
                      jackpot_hit=300, max_ante=500, bonus=900, dark=200)


def _settlements(n: int) -> list[Any]:
    out = []
    for seed in range(n):
        rng = SplitMix64(seed)
        house, _ = draw_house(rng)
        try:
            g = generate_round(seed, house, RARE if seed % 2 else None, jackpot=rng.below(5_000_000))
        except ValueError:
            continue
        out.append(settle_round(g.round_json, house))
    shared = [json.loads((EXAMPLES / f"{n}.round.json").read_text(encoding="utf-8")) for n in example_names()
              if not n.startswith("bad")]
    shared += [json.loads(x)["round"] for x in (EXAMPLES / "random-rounds.jsonl").read_text(encoding="utf-8").splitlines()]
    for r in shared:
        try:
            out.append(settle_round(r))
        except ValueError:  # a refused round has no explanation
            continue
    return out


SETTLED = _settlements(600)


def test_english_is_rendered_from_the_terms_and_russian_has_no_english() -> None:
    kinds: set[type] = set()
    for s in SETTLED:
        for b in s.boxes:
            kinds |= {type(t) for t in b.terms.terms}
            assert explanation_text(b.terms, "en") == b.explanation
            ru = explanation_text(b.terms, "ru")
            assert len(ru) == len(b.explanation)
            for line in ru:
                assert not LATIN.findall(line), line
                assert "-€" not in line and "€-" not in line
    # every kind of term the settlement can hold was worded (the live table's two come below)
    assert kinds | {BonusCapped, InsuranceVoided} == set(get_args(Term))


def test_russian_uses_floor_words_major_units_and_one_minus_sign() -> None:
    e = Explanation("EUR", (Fees(2500, 1000, 2, 500, 1000), Net(4, -2500)))
    fees, net = explanation_text(e, "ru")
    assert fees == "Плата казино 25,00\xa0€ (обмен 2 карт 10,00\xa0€, шестая карта 5,00\xa0€, " \
                   "покупка игры 10,00\xa0€), не возвращается."
    assert net == "Итог бокса 4: \u221225,00\xa0€."
    invalid = Problem.of(2, "insurance", ProblemCode.INSURANCE_BELOW_ANTE, amount=500, limit=1000)
    voided = Explanation("EUR", (InsuranceVoided(500, invalid), BonusCapped(100, 50)))
    assert explanation_text(voided, "en")[0] == f"Insurance €5.00 returned as an invalid bet: {invalid.message}."
    assert explanation_text(voided, "ru") == (
        f"Страховка 5,00\xa0€ возвращена как недопустимая ставка: {message_text(invalid, 'ru', currency='EUR')}.",
        "Выигрыш сам по себе превышает максимальную выплату (бонус с фиксированным коэффициентом учитывается): "
        "выплачено 1,00\xa0€, сверх лимита удержано 0,50\xa0€.")


@pytest.mark.parametrize(("n", "form"), [(1, "карты"), (2, "карт"), (4, "карт"), (5, "карт"), (21, "карты"), (22, "карт")])
def test_exchange_counts_follow_the_cldr_plural_rules(n: int, form: str) -> None:
    line = explanation_text(Explanation("EUR", (Fees(500, 500, n, 0, 0),)), "ru")[0]
    assert f"обмен {n} {form} " in line
    assert plural(n, "en", ("card", "cards")) == ("card" if n == 1 else "cards")


def test_categories_are_the_apps_russian_names() -> None:
    assert [category_text(c, "ru") for c in (Category.FULL_HOUSE, Category.THREE_OF_A_KIND, Category.ACE_KING)] == [
        "фулл-хаус", "тройка", "туз-король"]
    assert category_text(None, "ru") == "нет игры" and category_text(Category.FLUSH, "en") == "flush"
    with pytest.raises(LanguageError, match="'de' is not one of en, ru"):
        category_text(Category.FLUSH, "de")


def test_roulette_notes_in_both_languages() -> None:
    assert note_text(EvenCircle(6), "en").startswith("setup: an even circle (6 cards)")
    assert note_text(EvenCircle(6), "ru").startswith("setup: чётный круг (6 карт)")
    assert note_text(EvenCircle(4), "ru").startswith("setup: чётный круг (4 карты)")
    assert not LATIN.findall(note_text(EvenCircle(8), "ru").removeprefix("setup:"))
    assert "small_bet" in note_text(SizesIgnored(), "ru")


def _without_explanations(out: dict[str, Any]) -> dict[str, Any]:
    return {**out, "boxes": [{k: v for k, v in b.items() if k != "explanation"} for b in out["boxes"]]}


@pytest.mark.parametrize("name", [n for n in example_names() if not n.startswith("bad")])
def test_settle_in_russian_changes_only_the_sentences(name: str) -> None:
    path = str(EXAMPLES / f"{name}.round.json")
    en, ru = run_cli("settle", path), run_cli("settle", "--lang", "ru", path)
    assert en.returncode == ru.returncode == 0, ru.err
    a, b = json.loads(en.stdout), json.loads(ru.stdout)
    assert _without_explanations(a) == _without_explanations(b)
    for ea, eb in zip(a["boxes"], b["boxes"], strict=True):
        assert len(ea["explanation"]) == len(eb["explanation"]) and eb["explanation"] != ea["explanation"]
        assert not LATIN.findall(" ".join(eb["explanation"]))
    assert json.loads(run_cli("settle", "--lang=en", path).stdout) == a


def test_settle_batch_in_russian_and_a_bad_language() -> None:
    lines = (EXAMPLES / "random-rounds.jsonl").read_bytes().splitlines()[:40]
    en = run_cli("settle", "--batch", "-", stdin=b"\n".join(lines))
    ru = run_cli("settle", "--batch", "-", "--lang", "ru", stdin=b"\n".join(lines))
    assert en.returncode == ru.returncode == 0
    for x, y in zip(en.out.splitlines(), ru.out.splitlines(), strict=True):
        a, b = json.loads(x), json.loads(y)
        assert ("refused" in a) == ("refused" in b)
        if "boxes" in a:
            assert _without_explanations(a) == _without_explanations(b)
    bad = run_cli("settle", "--lang", "de", str(EXAMPLES / "01-dealer-qualifies-box-wins.round.json"))
    assert bad.returncode == 2 and bad.err.splitlines()[0] == "dealer-app settle: --lang needs one of en, ru, not 'de'"
    assert "--lang LANG" in run_cli("settle", "--help").out


def test_roulette_in_russian_words_the_warnings_only() -> None:
    hand = json.loads((EXAMPLES / "rr-01-raise-moves-trigger.hand.json").read_text(encoding="utf-8"))
    hand["setup"]["small_bet"] = 5  # ignored in no_limit: a warning
    data = json.dumps(hand).encode()
    en, ru = run_cli("roulette", "-", stdin=data), run_cli("roulette", "-", "--lang", "ru", stdin=data)
    assert en.returncode == ru.returncode == 0
    a, b = json.loads(en.stdout), json.loads(ru.stdout)
    assert {**a, "warnings": []} == {**b, "warnings": []}
    assert b["warnings"] == ["setup: small_bet и big_bet действуют только при fixed_limit; при no_limit не учитываются"]
    bad = run_cli("roulette", "-", "--lang", "xx", stdin=data)
    assert bad.returncode == 2 and "--lang needs one of en, ru" in bad.err


def test_train_in_russian(tmp_path: Any) -> None:
    drill = run_cli("train", "--level", "2", "--seed", "3", "--rounds", "2", "--json")
    tasks = [json.loads(x) for x in drill.out.splitlines()]
    answers = tmp_path / "a.jsonl"
    answers.write_text("".join(json.dumps({"round": t["round"], "box": t["box"], "net": 123}) + "\n" for t in tasks),
                       encoding="utf-8")
    en = run_cli("train", "--level", "2", "--seed", "3", "--rounds", "2", "--answers", str(answers))
    ru = run_cli("train", "--level", "2", "--seed", "3", "--rounds", "2", "--answers", str(answers), "--lang", "ru")
    assert en.returncode == ru.returncode == 0
    assert "WRONG" in en.out and "НЕВЕРНО" in ru.out and "Итог бокса" in ru.out
    # only field names (answers are written with them) stay Latin
    assert set(LATIN.findall(ru.out)) <= {"net"} | {t["drill"][:1] for t in tasks} | set(
        re.findall(r"[A-Za-z]{2,}", tasks[0]["drill"]))
    printed = run_cli("train", "--level", "4", "--seed", "3", "--rounds", "2", "--lang", "ru")
    assert printed.returncode == 0 and "Упражнение L4-" in printed.out and "ответ:" in printed.out
    assert "100 = 1,00\xa0€" in printed.out
    en_json = run_cli("train", "--level", "2", "--seed", "3", "--rounds", "2", "--answers", str(answers), "--json")
    ru_json = run_cli("train", "--level", "2", "--seed", "3", "--rounds", "2", "--answers", str(answers), "--json",
                      "--lang", "ru")
    for x, y in zip(en_json.out.splitlines(), ru_json.out.splitlines(), strict=True):
        a, b = json.loads(x), json.loads(y)
        assert {**a, "explanation": None} == {**b, "explanation": None}


@pytest.mark.parametrize("name", [n for n in example_names() if n.startswith("bad")])
def test_settle_refusals_in_russian_keep_their_place_and_numbers(name: str) -> None:
    path = str(EXAMPLES / f"{name}.round.json")
    en, ru = run_cli("settle", path), run_cli("settle", "--lang", "ru", path)
    assert en.returncode == ru.returncode == 2 and en.stdout == ru.stdout == b""
    for a, b in zip(en.err.splitlines(), ru.err.splitlines(), strict=True):
        place = re.match(r"^(box \d+|dealer|round|house)[^:]*: (?:[a-z_]+: )?", a)
        assert place is not None and b.startswith(place.group(0)), (a, b)
        assert re.findall(r"\d+", a) == re.findall(r"\d+", b) or not re.findall(r"\d+", a), (a, b)
        assert re.search("[а-яё]", b[len(place.group(0)):]), b


def test_roulette_in_russian_words_its_refusals_line_for_line() -> None:
    refused = [json.loads(line) for line in (EXAMPLES / "random-roulette.jsonl").read_text(encoding="utf-8").splitlines()
               if line.strip() and json.loads(line)["name"].startswith("bad-")][:5]
    assert refused
    batch = "".join(json.dumps(r["hand"]) + "\n" for r in refused).encode()
    en = run_cli("roulette", "--batch", "-", stdin=batch)
    ru = run_cli("roulette", "--batch", "-", "--lang", "ru", stdin=batch)
    en_lines, ru_lines = [json.loads(x) for x in en.stdout.splitlines()], [json.loads(x) for x in ru.stdout.splitlines()]
    assert len(en_lines) == len(ru_lines) == len(refused)
    for a, b in zip(en_lines, ru_lines, strict=True):
        assert len(a["refused"]) == len(b["refused"]) >= 1
        for line_en, line_ru in zip(a["refused"], b["refused"], strict=True):
            assert line_ru != line_en and re.findall(r"\d+", line_ru) == re.findall(r"\d+", line_en), (line_en, line_ru)
