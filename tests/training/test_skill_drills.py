"""The skill drills: naming hands (the engine's categories and second hands) and chips (count, colour up,
cut and pay in the house's chip set); both graded, unanswered never wrong, and feeding their skill."""

from __future__ import annotations

import datetime as dt

from dealer_app.services.simulate_count import DEFAULT_CHIP_SET
from dealer_app.table_count import ChipSet, breakdown, inventory_total
from dealer_app.training import build_drill
from dealer_app.training.chip_drill import ChipAnswer, ChipCheck, ChipTask, ChipVerdict, check_chips, chip_questions
from dealer_app.training.hand_drill import HandAnswer, HandCheck, HandQuestion, Whose, check_hand, hand_questions
from dealer_app.training.levels import Level
from dealer_app.training.skill_runs import SkillRun
from dealer_app.training.skills import Skill, skill_states
from rules.cards import parse_cards
from rules.hands import Category, best_hand
from rules.poker.house import HouseRules

CHIPS = ChipSet.of(DEFAULT_CHIP_SET)


def test_the_hands_to_name_are_the_engines_dealer_before_and_after_a_buy_and_both_combinations() -> None:
    drill = build_drill(Level.TWO_HANDS, 5, 4, HouseRules())
    qs = hand_questions(drill)
    assert [q.number for q in qs] == list(range(1, len(qs) + 1))
    for q in qs:
        assert best_hand(q.cards).category is q.hand1  # the engine's reading of the cards shown
        r = drill.rounds[q.round - 1]
        if q.whose is Whose.BOX:
            b = r.settlement.box(q.box or 0)
            assert q.asks_hand2 and q.hand2 == (b.second_hand.category if b.second_hand else None)
            assert b.outcome.value != "fold"
        else:
            assert len(q.cards) == 5 and not q.asks_hand2
    bought = [q for q in qs if q.whose is Whose.DEALER_BOUGHT]
    assert bought, "a level-6 drill of 4 rounds has a bought game"
    q = bought[0]
    dealt = next(p for p in qs if p.round == q.round and p.whose is Whose.DEALER)
    assert set(q.replaced) <= set(dealt.cards) and not set(q.replaced) & set(q.cards)
    assert any(q.hand2 is not None for q in qs)
    # level 1 never asks for a second combination
    assert not any(q.asks_hand2 for q in hand_questions(build_drill(Level.PLAIN_SHOWDOWN, 5, 3, HouseRules())))
    assert HandQuestion.from_json(q.to_json()) == q


def test_a_named_hand_is_graded_on_both_combinations_and_unanswered_is_not_wrong() -> None:
    q = HandQuestion(1, 1, Whose.BOX, 2, parse_cards("As Ad Ac Kh 3c 9d"), Category.THREE_OF_A_KIND, True,
                     Category.ACE_KING)
    assert check_hand(q, HandAnswer(Category.THREE_OF_A_KIND, Category.ACE_KING, True)).correct
    missed = check_hand(q, HandAnswer(Category.THREE_OF_A_KIND, None, True))
    assert missed.answered and not missed.correct and missed.hand1_right and not missed.hand2_right
    high = check_hand(q, HandAnswer(Category.FULL_HOUSE, Category.ACE_KING, True))
    assert high.named_high is True and not high.correct
    blank = check_hand(q, None)
    assert not blank.answered and not blank.correct
    assert HandCheck.from_json(high.to_json()) == high


def test_chip_questions_are_in_the_house_chip_set_and_graded_exactly() -> None:
    qs = chip_questions(CHIPS, HouseRules(), 11, 9)
    assert [q.task for q in qs] == [ChipTask.COUNT, ChipTask.COLOUR_UP, ChipTask.CUT_AND_PAY] * 3
    assert chip_questions(CHIPS, HouseRules(), 11, 9) == qs  # the same seed, the same questions
    for q in qs:
        assert set(q.stack) <= set(CHIPS.values) and all(n > 0 for n in q.stack.values())
        if q.task is ChipTask.CUT_AND_PAY:
            assert q.category is not None and q.odds == HouseRules().odds(q.category)
            assert q.amount == inventory_total(q.stack) * q.odds
    count, colour, cut = qs[0], qs[1], qs[2]
    assert check_chips(count, ChipAnswer(amount=count.shown), CHIPS).correct
    assert check_chips(count, ChipAnswer(amount=count.shown + 50), CHIPS).verdict is ChipVerdict.WRONG_AMOUNT
    assert check_chips(count, None, CHIPS).verdict is ChipVerdict.NOT_ANSWERED
    # colour up: the same amount in more chips than needed is not a colour-up
    assert colour.fewest(CHIPS) < sum(colour.stack.values())
    best = breakdown(colour.amount, CHIPS.values)[0]
    assert check_chips(colour, ChipAnswer(chips=best), CHIPS).correct
    smallest = min(CHIPS.values)
    same_worth = ChipAnswer(chips={smallest: colour.amount // smallest})
    assert check_chips(colour, same_worth, CHIPS).verdict is ChipVerdict.TOO_MANY_CHIPS
    # cut and pay: any chips of the set worth the payout
    d = next(iter(cut.stack))
    assert check_chips(cut, ChipAnswer(chips={d: cut.stack[d] * cut.odds}), CHIPS).correct
    check = check_chips(cut, ChipAnswer(chips={d: cut.stack[d]}), CHIPS)
    assert check.verdict is (ChipVerdict.RIGHT if cut.odds == 1 else ChipVerdict.WRONG_AMOUNT)
    assert ChipCheck.from_json(check.to_json()) == check


def test_skill_drills_feed_their_skill() -> None:
    t0 = dt.datetime(2026, 11, 1, tzinfo=dt.UTC)
    runs = [SkillRun("Tanya", t0, "hands", 1, 1, 10, 8, 8, 30.0),
            SkillRun("Tanya", t0 + dt.timedelta(days=1), "chips", 1, 1, 9, 6, 5, 40.0),
            SkillRun("Tanya", t0 + dt.timedelta(days=2), "chips", 1, 2, 9, 0, 0, None)]
    st = skill_states([], runs)
    assert (st[Skill.HANDS].tested, st[Skill.HANDS].right, st[Skill.HANDS].step) == (8, 8, 1)
    assert (st[Skill.CHIPS].tested, st[Skill.CHIPS].mistakes, st[Skill.CHIPS].step) == (6, 1, 0)
    assert st[Skill.CHIPS].last == t0 + dt.timedelta(days=1)  # a run with nothing answered tests nothing
    assert SkillRun.from_json(runs[1].to_json()) == runs[1]
