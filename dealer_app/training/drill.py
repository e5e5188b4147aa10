"""Drills: seeded rounds from the engine's generator, fitted to a level.

A drill is fixed by (level, seed, number of rounds, house rules, focus). Round
*i* is looked for among generated rounds whose generator seeds are derived
from the drill seed (:func:`dealer_app.training.seeds.derive`); each candidate
is fitted to the level (features the level has not taught yet are taken off:
bonus stakes below level 4, insurance below level 5, and boxes whose
situations are not taught yet are left out), settled again by the engine and
classified; a candidate is kept only when every situation of the settled round
is taught at the level. Each slot is also steered, deterministically, to a
*target*: one of the situations the level introduces, one of the trainee's
weak mistake kinds (``focus``), or anything taught.
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dealer_app.refusal_codes import (
    DrillHasNoRounds,
    DrillRoundRefused,
    DrillRoundsInvalid,
    DrillSeedNegative,
    NoRoundFitsLevel,
)
from dealer_app.safe_input import int_of, items_of
from dealer_app.training.engine import EngineRefused, GeneratorKnobs, HouseRules, SettleCache, boxes_of, deal, dealer_of
from dealer_app.training.figures import AnswerField, BoxFigures
from dealer_app.training.levels import Level, asked_fields
from dealer_app.training.mistakes import MistakeKind, RoundContext
from dealer_app.training.seeds import derive, pick_weighted
from dealer_app.training.situations import RoundSituations, Situation, classify_round
from rules.poker.explain import Explanation
from rules.poker.record import analyse, parse_round
from rules.poker.settle import Outcome, Settlement

__all__ = [
    "MAX_ROUNDS",
    "BoxTask",
    "Drill",
    "DrillError",
    "DrillRound",
    "Target",
    "build_drill",
    "drill_from_rounds",
    "house_fingerprint",
]

MAX_ROUNDS = 200
ATTEMPTS = 80
"""Candidates tried per round for its target before any fitting candidate is taken."""


class DrillError(ValueError):
    """A drill that cannot be built (bad parameters, or no fitting round under these house rules)."""


@dataclass(frozen=True, slots=True)
class Target:
    """What a round slot was steered to: a situation, a mistake kind, or nothing in particular."""

    situation: Situation | None = None
    kind: MistakeKind | None = None

    def __str__(self) -> str:
        if self.situation is not None:
            return f"situation:{self.situation.value}"
        if self.kind is not None:
            return f"weak:{self.kind.value}"
        return "review"


@dataclass(frozen=True, slots=True)
class BoxTask:
    """One box to settle: what the trainee sees, what is asked, and the engine's answer."""

    round: int
    box: int
    terms: tuple[AnswerField, ...]
    """The money terms asked (answered by all of them, or by ``net``)."""
    questions: tuple[AnswerField, ...]
    """The other questions asked (each must be answered)."""
    view: Mapping[str, Any]
    """What is visible, JSON-able (see :meth:`Drill.view_json`)."""
    expected: BoxFigures
    explanation: tuple[str, ...]
    situations: frozenset[Situation]
    explained: Explanation | None = None
    """The explanation's terms, for any language (``dealer_app.wording.explanations``)."""


@dataclass(frozen=True)
class DrillRound:
    number: int
    generator_seed: int
    round_json: Mapping[str, object]
    settlement: Settlement
    situations: RoundSituations
    target: Target
    tasks: tuple[BoxTask, ...]


def house_fingerprint(house: HouseRules) -> str:
    """A short, stable digest of a set of house rules (part of a drill's id)."""
    text = json.dumps(house.to_mapping(), sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=4).hexdigest()


@dataclass
class Drill:
    """A set of rounds to settle at one level."""

    level: Level
    seed: int
    house: HouseRules
    rounds: tuple[DrillRound, ...]
    engine: SettleCache = field(repr=False)
    focus: tuple[tuple[MistakeKind, int], ...] = ()
    profile: str = "default"
    _contexts: dict[int, RoundContext] = field(default_factory=dict, repr=False)

    @property
    def drill_id(self) -> str:
        fid = ""
        if self.focus:
            fid = "-F" + hashlib.blake2b(
                ",".join(f"{k.value}:{w}" for k, w in self.focus).encode(), digest_size=3
            ).hexdigest()
        return f"L{int(self.level)}-S{self.seed}-K{len(self.rounds)}-H{house_fingerprint(self.house)}{fid}"

    def tasks(self) -> list[BoxTask]:
        return [t for r in self.rounds for t in r.tasks]

    def task(self, round_number: int, box: int) -> BoxTask | None:
        if not 1 <= round_number <= len(self.rounds):
            return None
        return next((t for t in self.rounds[round_number - 1].tasks if t.box == box), None)

    def context(self, round_number: int) -> RoundContext:
        """The engine context of a round (for grading and classifying)."""
        ctx = self._contexts.get(round_number)
        if ctx is None:
            ctx = RoundContext(self.rounds[round_number - 1].round_json, self.engine)
            self._contexts[round_number] = ctx
        return ctx

    @property
    def target_seconds(self) -> int:
        """Timed mode: the target time for the whole drill."""
        return self.level.target_seconds_per_box * len(self.tasks())


# ---------------------------------------------------------------------------
# What the trainee sees
# ---------------------------------------------------------------------------


def _view(level: Level, number: int, rnd: Mapping[str, object], settlement: Settlement,
          finals: Mapping[int, list[str] | None]) -> dict[int, dict[str, Any]]:
    dealer = dealer_of(rnd)
    out: dict[int, dict[str, Any]] = {}
    stakes = {b.box: b.stakes for b in settlement.boxes}
    for b in boxes_of(rnd):
        n = int_of(b["box"])
        v: dict[str, Any] = {
            "round": number,
            "box": n,
            "dealer": {"cards": list(items_of(dealer.get("cards") or [])),
                       "draws": list(items_of(dealer.get("replacements") or []))},
            "ante": int_of(b["ante"]),
            "bet": stakes[n].bet,
            "bonus": int_of(b.get("bonus", 0) or 0),
            "insurance": int_of(b.get("insurance", 0) or 0),
            "dark": bool(b.get("dark", False)),
            "decision": "bet" if b.get("dark") else b.get("decision"),
            "no_game": b.get("no_game"),
            "cards": list(items_of(b["cards"])) if b.get("cards") else None,
            "exchange": copy.deepcopy(b.get("exchange")),
            "sixth_card": b.get("sixth_card"),
            "final_cards": finals.get(n),
        }
        if level >= Level.BONUS_JACKPOT:
            v["jackpot"] = int_of(rnd.get("jackpot", 0) or 0)
        out[n] = v
    return out


def _finals(rnd: Mapping[str, object], house: HouseRules) -> dict[int, list[str] | None]:
    record, _ = parse_round(copy.deepcopy(dict(rnd)))
    if record is None:
        return {}
    analysis = analyse(record, house)
    return {a.entry.box: [str(c) for c in a.final] if a.final is not None else None for a in analysis.boxes}


# ---------------------------------------------------------------------------
# Fitting a generated round to a level
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Fitted:
    round_json: dict[str, object]
    settlement: Settlement
    situations: RoundSituations


def _fit(level: Level, rnd: dict[str, object], engine: SettleCache) -> _Fitted | None:
    rnd = copy.deepcopy(rnd)
    if level < Level.BONUS_JACKPOT:
        rnd["jackpot"] = 0
        for b in boxes_of(rnd):
            b.pop("bonus", None)
    if level < Level.INSURANCE:
        for b in boxes_of(rnd):
            b.pop("insurance", None)
    taught = level.taught
    for _ in range(3):
        try:
            settlement = engine.settle(rnd)
            house = engine.house_for(rnd)
        except (EngineRefused, ValueError):
            return None
        sits = classify_round(rnd, settlement, house.jackpot_percent)
        keep = {n for n, s in sits.boxes.items() if s <= taught}
        if len(keep) == len(sits.boxes):
            if not sits.round <= taught or not keep:
                return None
            if all(s.outcome is Outcome.FOLD for s in settlement.boxes):
                return None  # nothing to settle but lost Antes
            return _Fitted(rnd, settlement, sits)
        rnd["boxes"] = [b for b in boxes_of(rnd) if int_of(b["box"]) in keep]
        if not rnd["boxes"]:
            return None
        if not any(b.get("no_game") == "buy_game" for b in boxes_of(rnd)):
            dealer_of(rnd).pop("replacements", None)
    return None


def _meets(level: Level, fitted: _Fitted, target: Target, engine: SettleCache) -> bool:
    if target.situation is not None:
        return target.situation in fitted.situations.all
    if target.kind is not None:
        ctx = RoundContext(fitted.round_json, engine)
        for sbox in fitted.settlement.boxes:
            n = sbox.box
            terms, questions = asked_fields(level, sbox)
            fields = (*terms, AnswerField.NET, *questions)
            right = ctx.figures[n]
            for v in ctx.perturbed(target.kind, n):
                if any(v.value(f) != right.value(f) for f in fields):
                    return True
        return False
    return True


def _targets(level: Level, house: HouseRules, focus: Sequence[tuple[MistakeKind, int]]) -> tuple[list[Target], list[int]]:
    intro = sorted(level.introduces, key=lambda s: s.value)
    if not house.dark_boxes_allowed:
        intro = [s for s in intro if s not in (Situation.DARK_BOX, Situation.NO_GAME_DARK)]
    if not house.two_hands:
        intro = [s for s in intro if s is not Situation.HAND_TWO]
    base: list[Target] = [Target(), *(Target(situation=s) for s in intro)]
    base_w = [2] * len(base)
    usable = [(k, w) for k, w in focus if w > 0 and k.concrete and k.level <= level]
    if not usable:
        return base, base_w
    total_focus = sum(w for _, w in usable)
    total_base = sum(base_w)
    # weak kinds get as many slots, on average, as everything else together
    targets = base + [Target(kind=k) for k, _ in usable]
    weights = [w * total_focus for w in base_w] + [w * total_base for _, w in usable]
    return targets, weights


def _jackpot(level: Level, seed: int, number: int, house: HouseRules) -> int:
    if level < Level.BONUS_JACKPOT:
        return 0
    # a meter of 20 to 1,000 maximum bonus stakes, in whole hundreds of minor units
    top = house.max_bonus * 1000
    low = house.max_bonus * 20
    return (low + derive(seed, "jackpot", number) % (top - low + 1)) // 100 * 100


def build_drill(
    level: Level,
    seed: int,
    rounds: int,
    house: HouseRules | None = None,
    *,
    focus: Mapping[MistakeKind, int] | Sequence[tuple[MistakeKind, int]] = (),
    profile: str = "default",
) -> Drill:
    """Build the drill for (``level``, ``seed``, ``rounds``, ``house``, ``focus``);
    the same arguments always give the same drill.

    ``focus`` weights mistake kinds the trainee should practise (see
    :func:`dealer_app.training.weighting.weak_kinds`). Raises :class:`DrillError`."""
    level = Level(level)
    if not 1 <= rounds <= MAX_ROUNDS:
        raise DrillError(DrillRoundsInvalid(max=MAX_ROUNDS, value=rounds))
    if seed < 0:
        raise DrillError(DrillSeedNegative(value=seed))
    house = house or HouseRules()
    focus_items = tuple(sorted((dict(focus).items()), key=lambda kw: kw[0].value))
    engine = SettleCache(house)
    targets, weights = _targets(level, house, focus_items)
    built: list[DrillRound] = []
    for number in range(1, rounds + 1):
        target = targets[pick_weighted(seed, ("target", number), weights)]
        jackpot = _jackpot(level, seed, number, house)
        chosen: tuple[int, _Fitted] | None = None
        fallback: tuple[int, _Fitted] | None = None
        for attempt in range(ATTEMPTS * 4):
            if attempt >= ATTEMPTS and fallback is not None:
                break
            gseed = derive(seed, "round", number, attempt)
            try:
                rnd = deal(gseed, house, _knobs(level), jackpot)
            except (EngineRefused, ValueError):
                continue
            fitted = _fit(level, rnd, engine)
            if fitted is None:
                continue
            if fallback is None:
                fallback = (gseed, fitted)
            if attempt < ATTEMPTS and _meets(level, fitted, target, engine):
                chosen = (gseed, fitted)
                break
        if chosen is None:
            if fallback is None:
                raise DrillError(NoRoundFitsLevel(level=int(level), n=number))
            chosen = fallback
            target = Target()
        gseed, fitted = chosen
        built.append(_drill_round(level, number, gseed, fitted, target, engine))
    return Drill(level, seed, house, tuple(built), engine, focus_items, profile)


def _drill_round(level: Level, number: int, gseed: int, fitted: _Fitted, target: Target, engine: SettleCache) -> DrillRound:
    rnd, settlement = fitted.round_json, fitted.settlement
    ctx = RoundContext(rnd, engine)
    views = _view(level, number, rnd, settlement, _finals(rnd, engine.house_for(rnd)))
    tasks = []
    for sbox in settlement.boxes:
        n = sbox.box
        terms, questions = asked_fields(level, sbox)
        view = dict(views[n])
        view["asks"] = {"terms": [f.value for f in terms], "or": AnswerField.NET.value,
                        "questions": [f.value for f in questions]}
        tasks.append(BoxTask(
            round=number, box=n, terms=terms, questions=questions, view=view,
            expected=ctx.figures[n], explanation=sbox.explanation,
            situations=fitted.situations.boxes[n], explained=sbox.terms,
        ))
    return DrillRound(number, gseed, rnd, settlement, fitted.situations, target, tuple(tasks))


def drill_from_rounds(
    level: Level, rounds: Sequence[Mapping[str, Any]], house: HouseRules | None = None, *, profile: str = "custom"
) -> Drill:
    """A drill of given rounds (``russian-poker-round/1``, e.g. a shift export), asked as at
    ``level`` but not fitted to it. Raises :class:`DrillError` when the engine refuses a round."""
    level = Level(level)
    house = house or HouseRules()
    engine = SettleCache(house)
    built = []
    for number, given in enumerate(rounds, start=1):
        rnd: dict[str, Any] = copy.deepcopy(dict(given))
        try:
            settlement = engine.settle(rnd)
            eff = engine.house_for(rnd)
        except (EngineRefused, ValueError) as e:
            raise DrillError(DrillRoundRefused(n=number, why=e)) from None
        sits = classify_round(rnd, settlement, eff.jackpot_percent)
        built.append(_drill_round(level, number, 0, _Fitted(rnd, settlement, sits), Target(), engine))
    if not built:
        raise DrillError(DrillHasNoRounds())
    return Drill(level, 0, house, tuple(built), engine, (), profile)


_KNOBS: dict[Level, GeneratorKnobs] = {
    Level.PLAIN_SHOWDOWN: GeneratorKnobs(box_played=900, bonus=0, insurance=0, dark=120, strong_hand=80),
    Level.NO_GAME: GeneratorKnobs(box_played=900, bonus=0, insurance=0, dark=120, no_game=550, buy_game=0),
    Level.BOUGHT_GAME: GeneratorKnobs(box_played=800, bonus=0, insurance=0, no_game=700, buy_game=700, redraw=300),
    Level.BONUS_JACKPOT: GeneratorKnobs(box_played=800, bonus=750, insurance=0, no_game=350, buy_game=400,
                                        redraw=100, jackpot_hit=150),
    Level.INSURANCE: GeneratorKnobs(box_played=800, bonus=300, insurance=900, strong_hand=400, no_game=450,
                                    buy_game=400, redraw=100, jackpot_hit=50),
    Level.TWO_HANDS: GeneratorKnobs(box_played=800, bonus=300, insurance=500, strong_hand=200, no_game=300,
                                    buy_game=400, redraw=100, double_combination=500, jackpot_hit=50),
    Level.CAP: GeneratorKnobs(box_played=800, bonus=300, insurance=500, strong_hand=500, no_game=250,
                              buy_game=400, redraw=100, double_combination=400, jackpot_hit=50, max_ante=500),
}
"""How each level steers the engine's generator towards the situations it teaches."""


def _knobs(level: Level) -> GeneratorKnobs:
    return _KNOBS[level]
