"""Learning from mistakes: which single rule, got wrong, gives the trainee's figure.

Every :class:`MistakeKind` is a *perturbation*: a real computation through the
engine with modified inputs or house rules (the Ante paid even money is the
same round settled under ``ante_on_win = even_money``; hand 2 missed is the
round settled with ``two_hands`` off; the redraw missed is the round settled
with only the first replacement card and no redraw; ...). A few kinds change
one result term that no house rule produces on its own (insurance paid on the
wrong side, the no-game Ante not paid); they keep every other term of the
engine's settlement and work the cap and the net out again (RULES.md §11-§12).

A wrong answer is compared with every perturbation of its box: exactly one
kind agreeing with every figure the trainee stated names the mistake; several
give :attr:`MistakeKind.AMBIGUOUS`; none gives :attr:`MistakeKind.OTHER`.

Perturbed rounds are settled with the box on its own (other boxes only when
they share a jackpot with it) and with insurance taken off every box whose
insurance the perturbation is not about, so that a perturbation never makes
some other part of the round invalid; the box's own insurance term, which
does not depend on the rule perturbed, is put back afterwards.
"""

from __future__ import annotations

import copy
import enum
import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from dealer_app.safe_input import dict_of, int_of, items_of
from dealer_app.training.engine import EngineRefused, SettleCache, boxes_of, dealer_of
from dealer_app.training.figures import AnswerField, BoxFigures, figures_from_settlement, with_terms
from rules.cards import parse_card, parse_cards
from rules.hands import Category, Hand, evaluate
from rules.poker.house import AnteRule, HouseRules
from rules.poker.settle import BoxSettlement, Outcome, Settlement

__all__ = [
    "CONCRETE_KINDS",
    "Classification",
    "MistakeKind",
    "RoundContext",
    "classify",
]

HUGE_PAYOUT = 10**12
"""A maximum payout no round reaches: the cap switched off."""


class MistakeKind(enum.StrEnum):
    """A kind of settlement mistake. Values are stored in progress records; never rename one."""

    WINNER_WRONG = "winner_wrong"
    CATEGORY_TOO_HIGH = "category_too_high"
    CATEGORY_TOO_LOW = "category_too_low"
    ANTE_PAID_ON_WIN = "ante_paid_on_win"
    ANTE_PUSHED_ON_WIN = "ante_pushed_on_win"
    ODDS_ON_ANTE = "odds_on_ante"
    NO_GAME_ANTE_NOT_PAID = "no_game_ante_not_paid"
    BOUGHT_GAME_AS_TAKE_ANTE = "bought_game_as_take_ante"
    BOUGHT_NO_GAME_ANTE = "bought_no_game_ante"
    REDRAW_MISSED = "redraw_missed"
    FEE_FORGOTTEN = "fee_forgotten"
    BONUS_WRONG = "bonus_wrong"
    JACKPOT_WRONG = "jackpot_wrong"
    INSURANCE_NOT_SETTLED = "insurance_not_settled"
    INSURANCE_WRONG_SIDE = "insurance_wrong_side"
    HAND2_MISSED = "hand2_missed"
    HAND2_NOT_ALLOWED = "hand2_not_allowed"
    CAP_NOT_APPLIED = "cap_not_applied"
    CAP_MISAPPLIED = "cap_misapplied"
    FOLDED_ANTE_RETURNED = "folded_ante_returned"
    # kinds of one wrong line that no whole-box perturbation gives (see diagnosis.py)
    INSURANCE_FORGOTTEN = "insurance_forgotten"
    INSURANCE_MAX_WRONG = "insurance_max_wrong"
    WRONG_CARD_TAKEN_OUT = "wrong_card_taken_out"
    HAND2_NAMED_WRONG = "hand2_named_wrong"
    TWO_COMBINATIONS_MISSED = "two_combinations_missed"
    PAID_TAKEN_REVERSED = "paid_taken_reversed"
    SLIP = "slip"
    FOLLOWS = "follows"
    AMBIGUOUS = "ambiguous"
    OTHER = "other"

    @property
    def label(self) -> str:
        return _INFO[self][0]

    @property
    def rule(self) -> str:
        """The rule, stated right (what the trainee should remember)."""
        return _INFO[self][1]

    @property
    def level(self) -> int:
        """The first level whose rounds can show this mistake (0 for ambiguous/other)."""
        return _INFO[self][2]

    @property
    def concrete(self) -> bool:
        """A single rule got wrong that a perturbed settlement reproduces (drills can be steered to it)."""
        return self in PERTURBATIONS

    @property
    def sections(self) -> tuple[int, ...]:
        """The RULES.md sections of the rule this mistake breaks (empty for ambiguous/other)."""
        return tuple(int(m.group(1)) for m in re.finditer(r"§(\d+)", self.rule))

    @property
    def counted(self) -> bool:
        """A mistake the trainee made (kept in the records): not the net that merely follows the wrong lines."""
        return self is not MistakeKind.FOLLOWS


_INFO: dict[MistakeKind, tuple[str, str, int]] = {
    MistakeKind.WINNER_WRONG: (
        "wrong winner",
        "Compare hand 1 with the dealer's hand: category first, then the ranks in order of significance; "
        "equal hands tie and return Ante and Bet (RULES.md §2, §9).",
        1,
    ),
    MistakeKind.CATEGORY_TOO_HIGH: (
        "hand read one category too high",
        "Pay the Bet at the odds of the hand's own category (RULES.md §2).",
        1,
    ),
    MistakeKind.CATEGORY_TOO_LOW: (
        "hand read one category too low",
        "Pay the Bet at the odds of the hand's own category (RULES.md §2).",
        1,
    ),
    MistakeKind.ANTE_PAID_ON_WIN: (
        "Ante paid even money on a win where it is pushed",
        "When the box beats a dealer with a game, the Ante is only returned (house: ante_on_win = push, §9).",
        1,
    ),
    MistakeKind.ANTE_PUSHED_ON_WIN: (
        "Ante pushed on a win where it is paid",
        "This house pays the Ante even money when the box wins (house: ante_on_win = even_money, §9).",
        1,
    ),
    MistakeKind.ODDS_ON_ANTE: (
        "odds paid on the Ante instead of the Bet",
        "The pay-table odds are paid on the Bet (B = bet_multiple × A), not on the Ante (§1, §9).",
        1,
    ),
    MistakeKind.NO_GAME_ANTE_NOT_PAID: (
        "no-game Ante returned instead of paid",
        "When the dealer has no game, a box that takes the Ante (and a dark box) is paid the Ante 1:1, "
        "and the Bet is returned (§8, §5).",
        2,
    ),
    MistakeKind.BOUGHT_GAME_AS_TAKE_ANTE: (
        "bought game settled as if the box took the Ante",
        "A box that buys a game gives up the Ante win, pays the purchase fee and is settled against the "
        "dealer's new hand (§8).",
        3,
    ),
    MistakeKind.BOUGHT_NO_GAME_ANTE: (
        "Ante wrong after a bought game that still has no game",
        "When the dealer still has no game after a bought game, the Ante follows ante_if_bought_no_game "
        "(default: returned) and the Bet is returned (§8).",
        3,
    ),
    MistakeKind.REDRAW_MISSED: (
        "same-rank redraw missed",
        "If the replacement card has the rank of the card taken out and the dealer still has no game, "
        "the dealer replaces it once more, free (house: same_rank_redraw, §8).",
        3,
    ),
    MistakeKind.FEE_FORGOTTEN: (
        "fee forgotten",
        "Exchange, sixth-card and buy-game fees (in Antes) are the house's and never returned (§3, §8).",
        3,
    ),
    MistakeKind.BONUS_WRONG: (
        "bonus settled wrong",
        "The bonus is paid on the five cards as dealt, at the bonus table's odds on the bonus stake, "
        "whatever happens next (§4).",
        4,
    ),
    MistakeKind.JACKPOT_WRONG: (
        "jackpot share wrong",
        "A jackpot hit is paid floor(percent × meter / 100), the stake neither won nor lost; claims over "
        "the meter are shared out pro rata (§4).",
        4,
    ),
    MistakeKind.INSURANCE_NOT_SETTLED: (
        "insurance returned instead of settled",
        "Insurance wins 1:1 when the dealer has no game and is lost when the box beats a dealer with a "
        "game; it is returned only when the dealer's hand is higher or equal (§7).",
        5,
    ),
    MistakeKind.INSURANCE_WRONG_SIDE: (
        "insurance paid or taken the wrong way round",
        "Insurance is settled on the dealer's hand as first revealed: it pays 1:1 only when the dealer has "
        "no game (even if a bought game then qualifies); it is lost when the box beats a dealer with a game (§7).",
        5,
    ),
    MistakeKind.HAND2_MISSED: (
        "hand 2 missed",
        "When hand 1 beats the dealer, hand 2 (a combination with a card outside hand 1's combination) "
        "is paid too (house: two_hands, §10).",
        6,
    ),
    MistakeKind.HAND2_NOT_ALLOWED: (
        "hand 2 counted where the house does not pay it",
        "With two_hands off, only hand 1 is paid (§10).",
        6,
    ),
    MistakeKind.CAP_NOT_APPLIED: (
        "maximum payout not applied",
        "A box's winnings in one round (Ante, Bet, insurance) never exceed max_payout; the excess is "
        "withheld (§11).",
        7,
    ),
    MistakeKind.CAP_MISAPPLIED: (
        "maximum payout applied wrongly",
        "The cap bounds the sum of the Ante, Bet and insurance winnings (and fixed-odds bonus wins only "
        "when cap_includes_bonus); jackpot shares are never capped (§11).",
        7,
    ),
    MistakeKind.FOLDED_ANTE_RETURNED: (
        "folded Ante returned",
        "A box that folds loses its Ante and its fees; it places no Bet and no insurance (§6).",
        1,
    ),
    MistakeKind.INSURANCE_FORGOTTEN: (
        "insurance forgotten in the net",
        "The net counts every term: Ante, Bet, bonus, insurance and fees, less what the cap withholds (§7, §12).",
        5,
    ),
    MistakeKind.INSURANCE_MAX_WRONG: (
        "insurance maximum wrong",
        "A box may insure at most the house's percentage of the payout its hand would bring: the Bet times "
        "the odds of hand 1 (and hand 2 when paid), within the house's limits (§7).",
        5,
    ),
    MistakeKind.WRONG_CARD_TAKEN_OUT: (
        "wrong dealer card taken out",
        "For a bought game the dealer's highest card is taken out and replaced by the next card of the deck "
        "(§8).",
        3,
    ),
    MistakeKind.HAND2_NAMED_WRONG: (
        "hand 2 named wrong",
        "Hand 2 is the best combination that uses a card outside hand 1's combination (§2, §10).",
        6,
    ),
    MistakeKind.TWO_COMBINATIONS_MISSED: (
        "two combinations missed",
        "Six cards can hold two combinations: hand 2 is a combination with a card outside hand 1's "
        "combination (§10).",
        6,
    ),
    MistakeKind.PAID_TAKEN_REVERSED: (
        "paid instead of taken, or taken instead of paid",
        "Each term is signed from the player's side: a win is paid (+), a loss taken (−), a push returned (0) "
        "(§12).",
        1,
    ),
    MistakeKind.SLIP: (
        "arithmetic slip",
        "No single rule gives this figure: work the line out again from the stake and the odds (§12).",
        1,
    ),
    MistakeKind.FOLLOWS: (
        "follows from the wrong lines above",
        "The net is the sum of the terms less what the cap withholds (§12).",
        1,
    ),
    MistakeKind.AMBIGUOUS: ("ambiguous (several single mistakes fit)", "", 0),
    MistakeKind.OTHER: ("other (no single rule fits)", "", 0),
}



# ---------------------------------------------------------------------------
# The round being classified
# ---------------------------------------------------------------------------


@dataclass
class RoundContext:
    """One round, its engine settlement and the figures per box, with helpers
    to settle perturbed copies of it through the engine."""

    round_json: Mapping[str, object]
    engine: SettleCache
    settlement: Settlement = field(init=False)
    house: HouseRules = field(init=False)
    figures: dict[int, BoxFigures] = field(init=False)
    _perturbed: dict[tuple[MistakeKind, int], list[BoxFigures]] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        self.settlement = self.engine.settle(self.round_json)
        self.house = self.engine.house_for(self.round_json)
        self.figures = figures_from_settlement(self.settlement, self.house)

    # -- reading the round -------------------------------------------------------------
    def rbox(self, n: int) -> Mapping[str, object]:
        return next(b for b in boxes_of(self.round_json) if int_of(b["box"]) == n)

    def sbox(self, n: int) -> BoxSettlement:
        return self.settlement.box(n)

    # -- perturbed settlements ---------------------------------------------------------
    def variant(
        self,
        n: int,
        *,
        house: Mapping[str, object] | None = None,
        box_edit: Mapping[str, object] | None = None,
        dealer_edit: Mapping[str, object] | None = None,
        keep_insurance: bool = False,
        others_bonus: bool = True,
    ) -> BoxFigures | None:
        """Box ``n``'s figures when the round is settled with the given changes:
        ``house`` overrides on top of the round's own, ``box_edit`` fields set on
        box ``n`` (a value of ``None`` removes the field), ``dealer_edit`` on the
        dealer. ``None`` when the engine refuses the changed round."""
        r: dict[str, object] = copy.deepcopy(dict(self.round_json))
        own = dict_of(r.get("house") or {})
        own.update(house or {})
        if own:
            r["house"] = own
        keep: list[dict[str, object]] = []
        for b in boxes_of(r):
            if int_of(b["box"]) == n:
                for k, v in (box_edit or {}).items():
                    if v is None:
                        b.pop(k, None)
                    else:
                        b[k] = v
                if not keep_insurance:
                    b.pop("insurance", None)
                keep.append(b)
            elif others_bonus and int_of(b.get("bonus", 0) or 0) > 0:
                b.pop("insurance", None)
                keep.append(b)
        r["boxes"] = keep
        dealer = dict_of(r.get("dealer") or {})
        for k, v in (dealer_edit or {}).items():
            if v is None:
                dealer.pop(k, None)
            else:
                dealer[k] = v
        r["dealer"] = dealer
        if not any(b.get("no_game") == "buy_game" for b in keep):
            dealer.pop("replacements", None)
        try:
            settlement = self.engine.settle(r)
            house_rules = self.engine.house_for(r)
        except (EngineRefused, ValueError):
            return None
        fig = figures_from_settlement(settlement, house_rules)[n]
        own_ins = self.figures[n].insurance
        if not keep_insurance and own_ins:
            fig = with_terms(fig, house_rules, insurance=own_ins)
        return fig

    def substituted(self, n: int, **terms: int) -> BoxFigures:
        """Box ``n``'s right figures with some terms changed, cap and net worked out again."""
        return with_terms(self.figures[n], self.house, **terms)

    def perturbed(self, kind: MistakeKind, n: int) -> list[BoxFigures]:
        key = (kind, n)
        if key not in self._perturbed:
            fn = PERTURBATIONS[kind]
            right = self.figures[n]
            out: list[BoxFigures] = []
            for v in fn(self, n):
                if v is not None and _differs(v, right) and v not in out:
                    out.append(v)
            self._perturbed[key] = out
        return self._perturbed[key]


_COMPARED: tuple[AnswerField, ...] = tuple(AnswerField)


def _differs(a: BoxFigures, b: BoxFigures) -> bool:
    return any(a.value(f) != b.value(f) for f in _COMPARED)


# ---------------------------------------------------------------------------
# The perturbations
# ---------------------------------------------------------------------------

Perturbation = Callable[[RoundContext, int], list[BoxFigures | None]]


def _shown(ctx: RoundContext, n: int) -> bool:
    return ctx.sbox(n).outcome is not Outcome.FOLD and ctx.sbox(n).hand is not None


def _box_cards(boxes: list[dict[str, object]]) -> set[str]:
    """Every card the given boxes name."""
    used: set[str] = set()

    def add(v: object) -> None:
        if isinstance(v, str):
            used.add(str(parse_card(v)))
        elif isinstance(v, list | tuple):
            for x in v:
                add(x)
        elif isinstance(v, Mapping):
            for x in v.values():
                add(x)

    for b in boxes:
        for k in ("cards", "exchange", "sixth_card", "final_cards"):
            add(b.get(k))
    return used


_RANKS = "23456789TJQKA"


def _hands_from_free(used: set[str], rank_sets: Iterable[str]) -> Iterator[list[str]]:
    """For each rank pattern (e.g. ``"AK432"``), every way to give its cards free suits."""
    for ranks in rank_sets:
        options = [[r + s for s in "shdc" if r + s not in used] for r in ranks]
        for pick in itertools.product(*options):
            if len(set(pick)) == 5:
                yield list(pick)


def _low_rank_sets(qualifier: Category) -> Iterator[str]:
    """Rank patterns of the lowest hands with a game, lowest first."""
    if qualifier is Category.ACE_KING:
        for low in itertools.combinations(_RANKS[:11], 3):  # 2..Q, ascending
            yield "AK" + "".join(sorted(low, key=_RANKS.index, reverse=True))
    else:
        for pair in _RANKS:
            rest = [r for r in _RANKS if r != pair]
            for kick in itertools.combinations(rest, 3):
                yield pair * 2 + "".join(kick)


def _high_rank_sets() -> Iterator[str]:
    """Rank patterns of the strongest hands, highest first: straights (to be suited), then four of a kind."""
    for top in range(12, 3, -1):
        yield "".join(_RANKS[top - i] for i in range(5))
    yield "5432A"
    for quad in reversed(_RANKS):
        for kick in reversed(_RANKS):
            if kick != quad:
                yield quad * 4 + kick


def _dealer_hand(used: set[str], box: Hand, *, beats: bool, qualifier: Category) -> list[str] | None:
    """Free cards for a dealer hand with a game that the box beats (``beats``: the
    lowest such hand) or that beats the box (the strongest found); ``None`` when there is none."""
    if beats:
        for cards in _hands_from_free(used, _low_rank_sets(qualifier)):
            hand = evaluate(parse_cards(cards))
            if hand.category < qualifier or hand.category >= Category.STRAIGHT:
                continue  # a suited or straight pattern: not the low hand wanted
            return cards if hand.strength < box.strength else None
        return None
    for ranks in _high_rank_sets():
        if len(set(ranks)) == 5:  # a straight: suited, a straight flush
            for s in "shdc":
                cards = [r + s for r in ranks]
                if not any(c in used for c in cards) and evaluate(parse_cards(cards)).strength > box.strength:
                    return cards
            continue
        for cards in _hands_from_free(used, [ranks]):
            if evaluate(parse_cards(cards)).strength > box.strength:
                return cards
            break
    return None


_BEATS = {Outcome.LOSE: (True,), Outcome.WIN: (False,), Outcome.PUSH: (True, False)}
"""The dealer hands that would give a showdown the other outcomes: beating the box, or not."""


def _winner_wrong(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    s = ctx.sbox(n)
    dealer = ctx.settlement.dealer
    if s.outcome not in _BEATS or s.bought_game or not dealer.qualified or s.hand is None:
        return []
    # other boxes matter only when they share a jackpot with this one
    shares = ctx.figures[n].bonus_is_jackpot
    kept = [b for b in boxes_of(ctx.round_json) if int_of(b["box"]) == n or (shares and int_of(b.get("bonus", 0) or 0) > 0)]
    used = _box_cards(kept)
    box = s.hand
    wanted = _BEATS[s.outcome]
    out: list[BoxFigures | None] = []
    for beats in wanted:
        cards = _dealer_hand(used, box, beats=beats, qualifier=ctx.house.dealer_qualifier)
        if cards is not None:
            out.append(ctx.variant(n, dealer_edit={"cards": cards, "replacements": None}, keep_insurance=True,
                                   others_bonus=shares))
    return out


def _category_shift(step: int) -> Perturbation:
    def perturb(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
        if not _shown(ctx, n):
            return []
        hand = ctx.sbox(n).hand
        assert hand is not None  # shown
        cat = hand.category
        target = int(cat) + step
        if cat is Category.HIGH_CARD or not Category.HIGH_CARD <= target <= Category.ROYAL_FLUSH:
            return []
        table = {c.key: odds for c, odds in ctx.house.pay_table.items()}
        table[cat.key] = ctx.house.odds(Category(target))
        return [ctx.variant(n, house={"pay_table": table})]

    return perturb


def _ante_rule(rule_now: AnteRule) -> Perturbation:
    def perturb(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
        if ctx.house.ante_on_win is not rule_now or ctx.sbox(n).outcome is not Outcome.WIN:
            return []
        other = AnteRule.EVEN_MONEY if rule_now is AnteRule.PUSH else AnteRule.PUSH
        return [ctx.variant(n, house={"ante_on_win": other.value})]

    return perturb


def _odds_on_ante(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    if ctx.sbox(n).outcome is not Outcome.WIN or ctx.house.bet_multiple == 1:
        return []
    return [ctx.variant(n, house={"bet_multiple": 1})]


def _no_game_ante(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    s = ctx.sbox(n)
    if s.outcome is not Outcome.NO_GAME or s.bought_game or ctx.figures[n].ante <= 0:
        return []
    return [ctx.substituted(n, ante=0)]


def _bought_as_take_ante(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    if not ctx.sbox(n).bought_game:
        return []
    took = ctx.variant(n, box_edit={"no_game": "take_ante"})
    if took is None:
        return []
    # the same, with the purchase fee still taken
    return [took, with_terms(took, ctx.house, fees=ctx.figures[n].fees)]


def _bought_no_game_ante(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    s = ctx.sbox(n)
    if not s.bought_game or s.outcome is not Outcome.NO_GAME:
        return []
    other = AnteRule.EVEN_MONEY if ctx.house.ante_if_bought_no_game is AnteRule.PUSH else AnteRule.PUSH
    return [ctx.variant(n, house={"ante_if_bought_no_game": other.value})]


def _redraw_missed(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    reps = list(items_of(dealer_of(ctx.round_json).get("replacements") or []))
    if not ctx.sbox(n).bought_game or len(reps) < 2:
        return []
    return [ctx.variant(n, house={"same_rank_redraw": False}, dealer_edit={"replacements": reps[:1]})]


def _fee_forgotten(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    if ctx.figures[n].fees >= 0:
        return []
    return [ctx.variant(n, house={"exchange_fee_antes": 0, "sixth_card_fee_antes": 0, "buy_game_fee_antes": 0})]


def _bonus_wrong(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    s = ctx.sbox(n)
    dealt = s.bonus_hand
    if s.stakes.bonus <= 0 or dealt is None:
        return []
    house = ctx.house
    cat = dealt
    if cat in house.jackpot_percent:
        return []
    out: list[BoxFigures | None] = [ctx.variant(n, box_edit={"bonus": None})]  # bonus not settled at all
    base = {c.key: odds for c, odds in house.bonus_table.items()}

    def read_as(target: Category) -> None:
        if target is cat or target in house.jackpot_percent or cat is Category.HIGH_CARD:
            return
        table = dict(base)
        if target in house.bonus_table:
            table[cat.key] = house.bonus_table[target]
        else:
            table.pop(cat.key, None)
        out.append(ctx.variant(n, house={"bonus_table": table}))

    for step in (1, -1):
        t = int(cat) + step
        if Category.HIGH_CARD <= t <= Category.ROYAL_FLUSH:
            read_as(Category(t))
    if s.hand is not None:
        read_as(s.hand.category)  # judged on the final cards
    if s.outcome is Outcome.FOLD:
        out.append(ctx.variant(n, house={"bonus_lost_on_fold": not house.bonus_lost_on_fold}))
    return out


def _jackpot_wrong(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    s = ctx.sbox(n)
    fig = ctx.figures[n]
    stake = s.stakes.bonus
    if stake <= 0 or not fig.bonus_is_jackpot or fig.bonus < 0:
        return []
    return [
        ctx.variant(n, others_bonus=False),  # claim paid in full, not shared out with the others
        ctx.substituted(n, bonus=fig.bonus + stake),  # stake paid as if won
        ctx.substituted(n, bonus=fig.bonus - stake),  # stake taken as if lost
    ]


def _insurance_not_settled(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    if ctx.sbox(n).stakes.insurance <= 0:
        return []
    return [ctx.variant(n, box_edit={"insurance": None}, keep_insurance=True)]


def _insurance_wrong_side(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    stake = ctx.sbox(n).stakes.insurance
    if stake <= 0:
        return []
    right = ctx.figures[n].insurance
    return [ctx.substituted(n, insurance=-stake if right > 0 else stake)]


def _two_hands(now: bool) -> Perturbation:
    def perturb(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
        if ctx.house.two_hands is not now or not _shown(ctx, n):
            return []
        return [ctx.variant(n, house={"two_hands": not now})]

    return perturb


def _cap_not_applied(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    if not _shown(ctx, n):
        return []
    return [ctx.variant(n, house={"max_payout": HUGE_PAYOUT})]


def _cap_misapplied(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    if not _shown(ctx, n):
        return []
    fig = ctx.figures[n]
    house = ctx.house
    out: list[BoxFigures | None] = [ctx.variant(n, house={"cap_includes_bonus": not house.cap_includes_bonus})]
    # the cap applied to the Bet's win alone, the other winnings paid on top
    others = max(0, fig.ante) + max(0, fig.insurance)
    if house.cap_includes_bonus and not fig.bonus_is_jackpot:
        others += max(0, fig.bonus)
    if others:
        out.append(ctx.variant(n, house={"max_payout": house.max_payout + others}))
    return out


def _folded_ante_returned(ctx: RoundContext, n: int) -> list[BoxFigures | None]:
    if ctx.sbox(n).outcome is not Outcome.FOLD or ctx.figures[n].ante >= 0:
        return []
    return [ctx.substituted(n, ante=0)]


PERTURBATIONS: dict[MistakeKind, Perturbation] = {
    MistakeKind.WINNER_WRONG: _winner_wrong,
    MistakeKind.CATEGORY_TOO_HIGH: _category_shift(+1),
    MistakeKind.CATEGORY_TOO_LOW: _category_shift(-1),
    MistakeKind.ANTE_PAID_ON_WIN: _ante_rule(AnteRule.PUSH),
    MistakeKind.ANTE_PUSHED_ON_WIN: _ante_rule(AnteRule.EVEN_MONEY),
    MistakeKind.ODDS_ON_ANTE: _odds_on_ante,
    MistakeKind.NO_GAME_ANTE_NOT_PAID: _no_game_ante,
    MistakeKind.BOUGHT_GAME_AS_TAKE_ANTE: _bought_as_take_ante,
    MistakeKind.BOUGHT_NO_GAME_ANTE: _bought_no_game_ante,
    MistakeKind.REDRAW_MISSED: _redraw_missed,
    MistakeKind.FEE_FORGOTTEN: _fee_forgotten,
    MistakeKind.BONUS_WRONG: _bonus_wrong,
    MistakeKind.JACKPOT_WRONG: _jackpot_wrong,
    MistakeKind.INSURANCE_NOT_SETTLED: _insurance_not_settled,
    MistakeKind.INSURANCE_WRONG_SIDE: _insurance_wrong_side,
    MistakeKind.HAND2_MISSED: _two_hands(True),
    MistakeKind.HAND2_NOT_ALLOWED: _two_hands(False),
    MistakeKind.CAP_NOT_APPLIED: _cap_not_applied,
    MistakeKind.CAP_MISAPPLIED: _cap_misapplied,
    MistakeKind.FOLDED_ANTE_RETURNED: _folded_ante_returned,
}
CONCRETE_KINDS: tuple[MistakeKind, ...] = tuple(k for k in MistakeKind if k in PERTURBATIONS)
"""The kinds a perturbed settlement reproduces, in declaration order."""


# ---------------------------------------------------------------------------
# Classification
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Classification:
    """The verdict on a wrong answer: the kind, and every kind that agreed."""

    kind: MistakeKind
    candidates: tuple[MistakeKind, ...]


def _agrees(fig: BoxFigures, stated: Mapping[AnswerField, object]) -> bool:
    return all(fig.value(f) == v for f, v in stated.items())


def classify(ctx: RoundContext, n: int, stated: Mapping[AnswerField, object]) -> Classification:
    """Classify a wrong answer for box ``n``: ``stated`` holds the fields the trainee
    gave (money as ints, ``hand2`` as a category key or ``None``, ``replaced`` as a
    tuple of canonical cards)."""
    candidates = tuple(k for k in CONCRETE_KINDS if any(_agrees(v, stated) for v in ctx.perturbed(k, n)))
    if len(candidates) == 1:
        return Classification(candidates[0], candidates)
    if candidates:
        return Classification(MistakeKind.AMBIGUOUS, candidates)
    return Classification(MistakeKind.OTHER, ())
