"""The diagnosis of a wrong answer: every wrong line, one by one, with the rule it breaks.

A box's answer is a set of lines (the terms, the net, the questions). Each line
that disagrees with the engine is classified on its own:

1. when one single rule, got wrong, gives *every* figure the trainee stated
   (:func:`dealer_app.training.mistakes.classify`), every wrong line is that
   mistake (e.g. a hand read one step too high makes the Bet and the net wrong);
2. otherwise each wrong line is compared with the same line of every perturbed
   settlement: the kinds that give the trainee's figure on that line name it
   (the insurance returned, the fee forgotten, the cap not applied, ...);
3. a line no perturbation explains is named by what that line alone shows:
   the net that follows from the wrong terms above it, the insurance left out
   of the net, the insurance maximum, the dealer card taken out, hand 2 named
   wrong or two combinations missed, a sign turned round, or two rules at once
   on the net; else an arithmetic slip on that line.

So a diagnosis names exactly the lines that are wrong, each with a kind and the
RULES.md sections of the rule it breaks.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

from dealer_app.training.figures import MONEY_TERMS, AnswerField, BoxFigures, with_terms
from dealer_app.training.mistakes import CONCRETE_KINDS, MistakeKind, RoundContext, classify

__all__ = ["FIELD_SECTIONS", "LineMistake", "MistakeGroup", "diagnose", "grouped"]

FIELD_SECTIONS: dict[AnswerField, tuple[int, ...]] = {
    AnswerField.ANTE: (8, 9),
    AnswerField.BET: (9,),
    AnswerField.BONUS: (4,),
    AnswerField.INSURANCE: (7,),
    AnswerField.FEES: (3, 8),
    AnswerField.CAPPED: (11,),
    AnswerField.NET: (12,),
    AnswerField.HAND2: (10,),
    AnswerField.INSURANCE_MAX: (7,),
    AnswerField.REPLACED: (8,),
}
"""The rulebook sections that decide each line (cited for a slip no single rule explains)."""


@dataclass(frozen=True, slots=True)
class LineMistake:
    """One wrong line of an answer."""

    field: AnswerField
    given: object
    expected: object
    kind: MistakeKind
    """The rule the line breaks; ``AMBIGUOUS`` when several fit (see ``candidates``)."""
    candidates: tuple[MistakeKind, ...]
    """Every kind that gives the trainee's figure on this line (two for two rules at once on the net)."""

    @property
    def sections(self) -> tuple[int, ...]:
        """The RULES.md sections of the rule broken (for ambiguous lines: of every candidate)."""
        if self.kind is MistakeKind.SLIP:
            return FIELD_SECTIONS[self.field]
        kinds = self.candidates if self.kind in (MistakeKind.AMBIGUOUS, MistakeKind.OTHER) else (self.kind,)
        out: list[int] = []
        for k in kinds:
            out += [s for s in k.sections if s not in out]
        return tuple(out) or FIELD_SECTIONS[self.field]


def _named(kinds: tuple[MistakeKind, ...]) -> tuple[MistakeKind, tuple[MistakeKind, ...]]:
    if len(kinds) == 1:
        return kinds[0], kinds
    return MistakeKind.AMBIGUOUS, kinds


def _implied(right: BoxFigures, ctx: RoundContext, stated: Mapping[AnswerField, object]) -> BoxFigures:
    """The figures the trainee's own terms imply: each stated term, the right one where none is stated,
    the cap and the net worked out from them (a net that moves with the terms, the cap left as it was,
    follows them too)."""
    terms = {f.value: int(v) for f, v in stated.items() if f in MONEY_TERMS and isinstance(v, int)}
    return with_terms(right, ctx.house, **terms)


_DERIVED = (AnswerField.NET, AnswerField.CAPPED)


def _line_kinds(ctx: RoundContext, n: int, field: AnswerField, given: object,
                stated: Mapping[AnswerField, object] | None = None) -> tuple[MistakeKind, ...]:
    """The perturbations that give ``given`` on this line; with ``stated``, only those that
    contradict the fewest lines the trainee got right (the net and the cap aside: they follow)."""
    right = ctx.figures[n]
    best: dict[MistakeKind, int] = {}
    for k in CONCRETE_KINDS:
        for v in ctx.perturbed(k, n):
            if v.value(field) != given:
                continue
            clash = sum(1 for g, x in (stated or {}).items()
                        if g is not field and g not in _DERIVED and x == right.value(g) and v.value(g) != x)
            best[k] = min(clash, best.get(k, clash))
    if not best:
        return ()
    least = min(best.values())
    return tuple(k for k, c in best.items() if c == least)


def _net_pairs(ctx: RoundContext, n: int, right: BoxFigures, given: int) -> tuple[MistakeKind, ...]:
    """Two rules got wrong at once that, together, give the trainee's net: every kind of every such pair."""
    deltas: dict[MistakeKind, set[int]] = {}
    for k in CONCRETE_KINDS:
        ds = {v.net - right.net for v in ctx.perturbed(k, n)} - {0}
        if ds:
            deltas[k] = ds
    want = given - right.net
    out: list[MistakeKind] = []
    for (a, da), (b, db) in itertools.combinations(deltas.items(), 2):
        if any(x + y == want for x in da for y in db):
            out += [k for k in (a, b) if k not in out]
    return tuple(out)


def _alone(ctx: RoundContext, n: int, right: BoxFigures, field: AnswerField, given: object,
           stated: Mapping[AnswerField, object], wrong_terms: bool) -> tuple[MistakeKind, ...]:
    """The kinds a line shows on its own, when no perturbation gives its figure."""
    expected = right.value(field)
    if field in (AnswerField.NET, AnswerField.CAPPED) and wrong_terms:
        implied = _implied(right, ctx, stated)
        terms = right.terms()
        shift = sum(v - terms[f] for f, v in stated.items() if f in MONEY_TERMS and isinstance(v, int))
        if implied.value(field) == given or (field is AnswerField.NET and given == right.net + shift):
            return (MistakeKind.FOLLOWS,)
    if (field is AnswerField.NET and isinstance(given, int) and right.insurance
            and given == with_terms(right, ctx.house, insurance=0).net):
        return (MistakeKind.INSURANCE_FORGOTTEN,)
    if field is AnswerField.INSURANCE_MAX:
        return (MistakeKind.INSURANCE_MAX_WRONG,)
    if field is AnswerField.REPLACED:
        return (MistakeKind.WRONG_CARD_TAKEN_OUT,)
    if field is AnswerField.HAND2:
        if given is None and expected is not None:
            return (MistakeKind.TWO_COMBINATIONS_MISSED,)
        return (MistakeKind.HAND2_NAMED_WRONG,)
    if isinstance(given, int) and isinstance(expected, int) and expected and given == -expected:
        return (MistakeKind.PAID_TAKEN_REVERSED,)
    if field is AnswerField.NET and isinstance(given, int):
        return _net_pairs(ctx, n, right, given)
    return ()


def diagnose(ctx: RoundContext, n: int, stated: Mapping[AnswerField, object]) -> tuple[LineMistake, ...]:
    """Every wrong line of box ``n``'s answer (``stated``: the fields the trainee gave), in answer-field order."""
    right = ctx.figures[n]
    wrong = [f for f in AnswerField if f in stated and stated[f] != right.value(f)]
    if not wrong:
        return ()
    whole = classify(ctx, n, stated)
    wrong_terms = any(f in MONEY_TERMS for f in wrong)
    out: list[LineMistake] = []
    for f in wrong:
        given = stated[f]
        if whole.candidates:
            kind, kinds = whole.kind, whole.candidates
        else:
            kinds = _alone(ctx, n, right, f, given, stated, wrong_terms) if f in (
                AnswerField.NET, AnswerField.CAPPED) and wrong_terms else ()
            if not kinds:
                kinds = _line_kinds(ctx, n, f, given, stated)
            if not kinds:
                kinds = _alone(ctx, n, right, f, given, stated, wrong_terms)
            if len(kinds) >= 2 and f is AnswerField.NET and not _line_kinds(ctx, n, f, given):
                kind = MistakeKind.OTHER  # two rules at once: the rules of every pair that gives the net
            elif kinds:
                kind, kinds = _named(kinds)
            else:
                kind, kinds = MistakeKind.SLIP, ()
        if f is AnswerField.NET and AnswerField.INSURANCE not in wrong and MistakeKind.INSURANCE_NOT_SETTLED in kinds:
            # the net without the insurance, the insurance line (if any) right: left out of the net
            kinds = tuple(MistakeKind.INSURANCE_FORGOTTEN if k is MistakeKind.INSURANCE_NOT_SETTLED else k
                          for k in kinds)
            kind = MistakeKind.INSURANCE_FORGOTTEN if kind is MistakeKind.INSURANCE_NOT_SETTLED else kind
        out.append(LineMistake(f, given, right.value(f), kind, kinds))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class MistakeGroup:
    """One mistake of an answer and the wrong lines it explains (what a person is told, one by one)."""

    lines: tuple[LineMistake, ...]

    @property
    def kind(self) -> MistakeKind:
        return self.lines[0].kind

    @property
    def candidates(self) -> tuple[MistakeKind, ...]:
        return self.lines[0].candidates

    @property
    def sections(self) -> tuple[int, ...]:
        return self.lines[0].sections

    @property
    def fields(self) -> tuple[AnswerField, ...]:
        return tuple(ln.field for ln in self.lines)


def grouped(lines: tuple[LineMistake, ...]) -> list[MistakeGroup]:
    """The wrong lines grouped by the mistake that explains them, in the order of the lines."""
    groups: list[list[LineMistake]] = []
    for ln in lines:
        for g in groups:
            if (g[0].kind, g[0].candidates) == (ln.kind, ln.candidates):
                g.append(ln)
                break
        else:
            groups.append([ln])
    return [MistakeGroup(tuple(g)) for g in groups]
