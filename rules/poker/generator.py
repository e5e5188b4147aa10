"""Seeded, reproducible Russian Poker rounds: demo data, training, load and property tests.

``generate_round(seed, house)`` deals and plays one realistic round and returns
both the dealer's step sequence (which drives
:class:`~rules.poker.table.RoundState` to COMPLETE) and the round in its
``russian-poker-round/1`` JSON form, as the table records it: a folded hand is
never shown, an exchange is usually known only by its count, the final cards
are entered at the showdown.

Randomness comes from :class:`SplitMix64` (Steele, Lea and Flood's splitmix64,
the seeding generator of Java's ``SplittableRandom`` and of xoshiro), written
out here so that a seed gives the same round on every Python version (the
algorithms behind ``random.Random``'s methods are not guaranteed across
versions). No floating point is used: probabilities are per mille.

:class:`GeneratorKnobs` favour rare paths (the dealer without a game, same-rank
redraws, insurance, six-card double combinations, caps, jackpot hits) for tests
and training.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from rules.cards import FULL_DECK, Card, Rank
from rules.hands import Category, Hand, best_hand, evaluate, second_hand
from rules.poker.house import HouseRules, Improvements
from rules.poker.record import BoxEntry, Decision, ExchangeEntry, NoGame, RoundRecord, insurance_range
from rules.poker.table import (
    BonusCards,
    CloseBets,
    DealerCards,
    DealerReplacement,
    Decide,
    Exchange,
    FinalCards,
    Insure,
    NoGameChoice,
    PlaceBet,
    SixthCard,
    Step,
)

__all__ = ["GeneratedRound", "GeneratorKnobs", "SplitMix64", "draw_house", "generate_round"]

_MASK = (1 << 64) - 1
T = TypeVar("T")


class SplitMix64:
    """splitmix64: a 64-bit state advanced by the golden gamma, output mixed by two
    xor-shift-multiply rounds. Small, fast, well tested (it passes BigCrush) and fixed
    forever here.

    >>> r = SplitMix64(0)
    >>> hex(r.next())
    '0xe220a8397b1dcdaf'
    """

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in 0..n-1 (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next()
            if x < limit:
                return x % n

    def chance(self, per_mille: int) -> bool:
        """True with probability ``per_mille`` / 1000."""
        return self.below(1000) < per_mille

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


@dataclass(frozen=True, slots=True)
class GeneratorKnobs:
    """How often things happen, per mille. The defaults make ordinary rounds; raise a
    knob to favour a rare path."""

    box_played: int = 600
    """Each box of the layout has a bet."""
    bonus: int = 300
    dark: int = 60
    show_exchange: int = 250
    """An exchange's cards are seen (discard and draw) rather than only its count."""
    show_sixth: int = 500
    """A sixth card is seen as it is dealt."""
    final_cards_when_known: int = 300
    """The showdown cards are entered even when they follow from what was seen."""
    insurance: int = 500
    """A box that may insure does."""
    no_game: int = 0
    """Re-deal the dealer until it has no game."""
    redraw: int = 0
    """After a purchase, the card drawn has the rank of the one it replaces."""
    buy_game: int = 300
    """A box with a made hand buys a game when the dealer has none."""
    strong_hand: int = 0
    """A box is dealt three of a kind or better (insurance, caps)."""
    double_combination: int = 0
    """A box that buys a sixth card gets a double combination (K-Q-J-T-9-9...)."""
    jackpot_hit: int = 0
    """A bonus box is dealt a straight flush or a royal flush."""
    max_ante: int = 0
    """A box bets the house maximum Ante (with strong hands: caps)."""


@dataclass(frozen=True)
class GeneratedRound:
    """One generated round: the dealer's steps and the round's JSON form."""

    seed: int
    house: HouseRules
    jackpot: int
    steps: tuple[Step, ...]
    round_json: dict[str, Any] = field(compare=False)


def _chips(low: int, high: int) -> list[int]:
    """Round chip amounts between the limits (1, 2, 2.5 and 5 times powers of ten)."""
    out = {low, high}
    p = 1
    while p <= high:
        for m in (10, 20, 25, 50):
            v = m * p // 10 if m != 25 else 25 * p // 10
            if low <= v <= high and (m != 25 or (25 * p) % 10 == 0):
                out.add(v)
        p *= 10
    return sorted(out)


_STRONG_TEMPLATES: tuple[tuple[str, ...], ...] = (
    ("7s", "7h", "7d"), ("Qs", "Qh", "Qd", "Qc"), ("9h", "9d", "9c", "4s", "4h"), ("2h", "6h", "9h", "Jh", "Kh"),
    ("5d", "6c", "7h", "8s", "9d"), ("As", "Ad", "Ac", "Kh"),
)
_DOUBLE_TEMPLATES: tuple[tuple[str, ...], ...] = (
    ("Kd", "Qc", "Jh", "Ts", "9h", "9s"), ("7h", "7d", "7s", "7c", "5s", "5h"), ("As", "Ks", "Qs", "Js", "Ts", "9s"),
    ("Ah", "Jh", "9h", "6h", "4h", "2h"), ("Kd", "Kc", "Qh", "Qs", "Jh", "Js"), ("7d", "7c", "7h", "As", "Kh", "2c"),
    ("8c", "7d", "6h", "5s", "4c", "4d"),
)
_JACKPOT_TEMPLATES: tuple[tuple[str, ...], ...] = (
    ("Ah", "Kh", "Qh", "Jh", "Th"), ("9c", "8c", "7c", "6c", "5c"), ("5d", "4d", "3d", "2d", "Ad"), ("Ks", "Qs", "Js", "Ts", "9s"),
)
_BY_TEXT = {str(c): c for c in FULL_DECK}


class _Deck:
    """A shuffled deck from which named cards can also be taken (for rigged deals)."""

    def __init__(self, rng: SplitMix64) -> None:
        self.cards = list(FULL_DECK)
        rng.shuffle(self.cards)

    def deal(self, n: int) -> tuple[Card, ...]:
        if n <= 0:
            return ()
        out = tuple(self.cards[-n:])
        del self.cards[-n:]
        return out

    def take(self, texts: Sequence[str]) -> tuple[Card, ...] | None:
        wanted = [_BY_TEXT[t] for t in texts]
        if not all(c in self.cards for c in wanted):
            return None
        for c in wanted:
            self.cards.remove(c)
        return tuple(wanted)


def _plan_exchange(five: tuple[Card, ...], hand: Hand) -> tuple[Card, ...]:
    """The cards a sensible player throws: everything outside the hand's combination
    (keeping an Ace/King for high-card hands)."""
    keep = set(hand.combination_cards)
    if hand.category in (Category.HIGH_CARD, Category.ACE_KING):
        keep = {c for c in five if c.rank in (Rank.ACE, Rank.KING)}
    return tuple(c for c in five if c not in keep)


def generate_round(
    seed: int, house: HouseRules, knobs: GeneratorKnobs | None = None, jackpot: int = 0,
) -> GeneratedRound:
    """Deal and play one round under ``house`` with the jackpot meter at ``jackpot``.

    The same seed, house, knobs and jackpot always give the same round.
    """
    k = knobs or GeneratorKnobs()
    rng = SplitMix64(seed)
    deck = _Deck(rng)
    antes = _chips(house.min_ante, house.max_ante)
    small_antes = antes[: max(1, (len(antes) + 1) // 2)]
    bonuses = _chips(house.min_bonus, house.max_bonus)
    numbers = [n for n in range(1, house.boxes + 1) if rng.chance(k.box_played)]
    if not numbers:
        numbers = [1 + rng.below(house.boxes)]
    steps: list[Step] = []
    bets: dict[int, PlaceBet] = {}
    for n in numbers:
        ante = house.max_ante if rng.chance(k.max_ante) else rng.choice(small_antes if rng.chance(700) else antes)
        bonus = rng.choice(bonuses) if rng.chance(k.bonus) else 0
        dark = house.dark_boxes_allowed and rng.chance(k.dark)
        bets[n] = PlaceBet(n, ante, bonus, dark)
        steps.append(bets[n])
    steps.append(CloseBets())
    # the deal, rigged where the knobs ask
    dealt: dict[int, tuple[Card, ...]] = {}
    for n in numbers:
        rigged: tuple[Card, ...] | None = None
        if bets[n].bonus and rng.chance(k.jackpot_hit):
            rigged = deck.take(rng.choice(_JACKPOT_TEMPLATES))
        elif rng.chance(k.strong_hand):
            rigged = deck.take(rng.choice(_STRONG_TEMPLATES))
        dealt[n] = rigged + deck.deal(5 - len(rigged)) if rigged else deck.deal(5)
    dealer = deck.deal(5)
    if rng.chance(k.no_game):
        for _ in range(20):
            if evaluate(dealer).category < house.dealer_qualifier:
                break
            deck.cards[:0] = dealer
            dealer = deck.deal(5)
    # bonus: the bonus boxes show their five cards
    shown: set[int] = set()
    for n in numbers:
        if bets[n].bonus:
            steps.append(BonusCards(n, dealt[n]))
            shown.add(n)
    # decisions, box by box from the dealer's left
    entries: dict[int, dict[str, Any]] = {n: {} for n in numbers}
    finals: dict[int, tuple[Card, ...]] = {}
    for n in numbers:
        bet, five, info = bets[n], dealt[n], entries[n]
        if bet.dark:
            finals[n] = five
            info["decision"] = None
            continue
        hand = evaluate(five)
        cards = five
        throw = _plan_exchange(five, hand)
        wants_exchange = (
            hand.category < Category.STRAIGHT and len(throw) >= 1
            and ((hand.category <= Category.ACE_KING and rng.chance(550)) or rng.chance(150))
        )
        double = rng.chance(k.double_combination)
        wants_sixth = double or (hand.category <= Category.TWO_PAIR and rng.chance(180))
        if wants_exchange and wants_sixth and house.improvements is Improvements.ONE:
            if rng.chance(500):
                wants_exchange = False
            else:
                wants_sixth = double = False
        count = min(5, max(len(throw), house.exchange_min_cards))
        spare = len(deck.cards) - 2  # one deck per round: keep two cards for the dealer's replacements
        wants_exchange = wants_exchange and count <= spare
        wants_sixth = wants_sixth and spare - (count if wants_exchange else 0) >= 1
        if wants_exchange:
            extra = [c for c in five if c not in throw]
            discard = tuple(throw) + tuple(extra[: count - len(throw)])
            draw = deck.deal(count)
            cards = tuple(c for c in five if c not in discard) + draw
            if rng.chance(k.show_exchange) or n in shown:
                if n not in shown:
                    steps.append(BonusCards(n, five))
                    shown.add(n)
                steps.append(Exchange(n, discard=discard, draw=draw))
                info["exchange"] = ExchangeEntry(count, discard, draw)
            else:
                steps.append(Exchange(n, count=count))
                info["exchange"] = ExchangeEntry(count)
        if wants_sixth:
            sixth: Card | None = None
            if double and n not in shown and "exchange" not in info:
                pattern = deck.take(rng.choice(_DOUBLE_TEMPLATES))
                if pattern is not None:  # the box holds a double combination after all
                    deck.cards[:0] = list(five)
                    dealt[n] = cards = pattern[:5]
                    sixth = pattern[5]
            if sixth is None:
                sixth = deck.deal(1)[0]
            known = rng.chance(k.show_sixth)
            steps.append(SixthCard(n, sixth if known else None))
            info["sixth"] = (sixth, known)
            cards = (*cards, sixth)
        finals[n] = cards
        final_hand = best_hand(cards)
        plays = final_hand.category >= Category.ACE_KING or rng.chance(80)
        info["decision"] = Decision.BET if plays else Decision.FOLD
        steps.append(Decide(n, info["decision"]))
        if plays and final_hand.category >= house.insurance_min_category and rng.chance(k.insurance):
            odds = house.pay_table.get(final_hand.category, 0)
            if house.two_hands:
                h2 = second_hand(cards, house.pay_table)
                if h2 is not None:
                    odds += house.pay_table.get(h2.category, 0)
            low, high = insurance_range(house, bet.ante, odds)
            if high >= low:
                amount = high if rng.chance(400) else low * (1 + rng.below(max(1, high // low)))
                amount = min(amount, high)
                steps.append(Insure(n, amount))
                info["insurance"] = amount
    # the dealer's hand
    plays_any = any(bets[n].dark or entries[n].get("decision") is Decision.BET for n in numbers)
    replacements: list[Card] = []
    if plays_any:
        steps.append(DealerCards(dealer))
        first = evaluate(dealer)
        if first.category < house.dealer_qualifier:
            buyers = []
            for n in numbers:
                if bets[n].dark or entries[n].get("decision") is not Decision.BET:
                    continue
                strong = best_hand(finals[n]).category >= Category.ONE_PAIR
                choice = NoGame.BUY_GAME if strong and rng.chance(k.buy_game) else NoGame.TAKE_ANTE
                entries[n]["no_game"] = choice
                steps.append(NoGameChoice(n, choice))
                if choice is NoGame.BUY_GAME:
                    buyers.append(n)
            if buyers:
                out_card = max(dealer, key=lambda c: c.rank)
                card = _replacement(rng, deck, out_card, k.redraw)
                replacements.append(card)
                steps.append(DealerReplacement(card))
                after = [card if c is out_card else c for c in dealer]
                if house.same_rank_redraw and card.rank is out_card.rank and evaluate(after).category < house.dealer_qualifier:
                    again = deck.deal(1)[0]
                    replacements.append(again)
                    steps.append(DealerReplacement(again))
    # the showdown: betting boxes show their cards
    for n in numbers:
        info = entries[n]
        if not (bets[n].dark or info.get("decision") is Decision.BET):
            continue
        ex = info.get("exchange")
        sixth_info = info.get("sixth")
        derivable = n in shown and (ex is None or ex.discard is not None) and (sixth_info is None or sixth_info[1])
        if not derivable or rng.chance(k.final_cards_when_known):
            order = list(finals[n])
            rng.shuffle(order)
            steps.append(FinalCards(n, tuple(order)))
            info["final"] = tuple(order)
    # the record, as the table writes it
    boxes = []
    for n in numbers:
        bet, info = bets[n], entries[n]
        sixth_info = info.get("sixth")
        boxes.append(BoxEntry(
            box=n, ante=bet.ante, bonus=bet.bonus, dark=bet.dark, cards=dealt[n] if n in shown else None,
            exchange=info.get("exchange"), sixth_bought=sixth_info is not None,
            sixth_card=sixth_info[0] if sixth_info is not None and sixth_info[1] else None,
            decision=info.get("decision"), insurance=info.get("insurance", 0), no_game=info.get("no_game"),
            final_cards=info.get("final"),
        ))
    record = RoundRecord(
        boxes=tuple(boxes), dealer_cards=dealer if plays_any else None, replacements=tuple(replacements), jackpot=jackpot,
    )
    body = record.to_json()
    round_json = {"format": body.pop("format"), "house": house.to_mapping(), **body}
    return GeneratedRound(seed, house, jackpot, tuple(steps), round_json)


# --------------------------------------------------------------------------
# House rules as a shift export's lines carry them
# --------------------------------------------------------------------------

_FLOOR_PROFILES: tuple[tuple[int, dict[str, Any]], ...] = (  # (weight per mille, the profile's options)
    (450, {}),
    (250, {"ante_on_win": "even_money", "insurance_max_percent": 50}),
    (180, {"improvements": "both", "two_hands": False}),
    (120, {"dealer_qualifier": "one_pair", "same_rank_redraw": False, "bonus_lost_on_fold": True}),
)
_LIMITS: tuple[tuple[int, dict[str, Any]], ...] = (  # table limits: (weight, options)
    (600, {}),
    (250, {"min_ante": 1000, "max_ante": 100000, "min_bonus": 200, "max_bonus": 20000}),
    (150, {"min_ante": 200, "max_ante": 20000, "min_bonus": 100, "max_bonus": 5000}),
)
_DRIFT: tuple[tuple[str, int, tuple[object, ...]], ...] = (  # options changed at some tables: (name, per mille, values)
    ("max_payout", 200, (500000, 2000000)),
    ("jackpot_contribution_percent", 150, (5, 10)),
    ("insurance_max_percent", 80, (50, 75)),
    ("cap_includes_bonus", 50, (True,)),
)
_LATER_FIELDS = ("jackpot_contribution_percent", "cap_includes_bonus", "two_hands", "dark_boxes_allowed", "jackpot_percent")
"""Fields an older export does not write when they hold their defaults."""


def _weighted(rng: SplitMix64, items: Sequence[tuple[int, T]]) -> T:
    x = rng.below(sum(w for w, _ in items))
    for w, item in items:
        if x < w:
            return item
        x -= w
    raise AssertionError("unreachable")


def draw_house(rng: SplitMix64) -> tuple[HouseRules, dict[str, Any]]:
    """House rules for one round of a floor's shift export, and the ``house`` object its
    line carries. The options vary from round to round as on a floor of several tables:
    a house profile, table limits, and a few options some tables changed; most lines carry
    the complete rules (as ``dealer-app export`` writes them), some only what differs from
    the defaults (a hand-made or third-party line), some all but the later fields that
    still hold their defaults (an older export). Every form gives the same rules.

    >>> house, line = draw_house(SplitMix64(3))
    >>> HouseRules.from_mapping(line) == house
    True
    """
    options: dict[str, Any] = {**_weighted(rng, _FLOOR_PROFILES), **_weighted(rng, _LIMITS)}
    for name, per_mille, values in _DRIFT:
        if rng.chance(per_mille):
            options[name] = rng.choice(values)
    house = HouseRules.from_mapping(options)
    complete = house.to_mapping()
    form = rng.below(1000)
    if form < 750:
        return house, complete
    defaults = _DEFAULT_MAPPING
    if form < 900:
        return house, {k: v for k, v in complete.items() if v != defaults[k]}
    return house, {k: v for k, v in complete.items() if k not in _LATER_FIELDS or v != defaults[k]}


_DEFAULT_MAPPING = HouseRules().to_mapping()


def _replacement(rng: SplitMix64, deck: _Deck, out_card: Card, redraw: int) -> Card:
    if rng.chance(redraw):
        same = [c for c in deck.cards if c.rank is out_card.rank]
        if same:
            card = rng.choice(same)
            deck.cards.remove(card)
            return card
    return deck.deal(1)[0]
