"""What the table screen shows and what the dealer's typing means, without Qt.

:class:`TablePresenter` holds the screen's view state (the round, the selection,
a correction waiting for its answer) and computes, from the engine's round
state: which box (or the dealer) the next key acts on, what the next-step line
says and with which keys, which field a key opens (title, hint, how many
cards), and what a typed text means (a value, or the one-line reason it is not
one yet). :class:`ui.table.screen.TableScreen` renders it with widgets.

Texts are translated through the function given to the presenter, under the
``TablePresenter`` context (``python -m ui.i18n`` collects its ``self.tr``).
Nothing here imports Qt: import-linter keeps it so, and its tests run without
a ``QApplication``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from dealer_app.services.rounds import MeterHit
from rules.cards import Card
from rules.hands import Combination, Hand, best_hand, second_hand
from rules.poker import HouseRules, RoundState, Step
from rules.poker.problems import Problem
from rules.poker.record import Decision, NoGame
from rules.poker.table import (
    BonusCards,
    DealerCards,
    DealerReplacement,
    Decide,
    Exchange,
    FinalCards,
    Insure,
    NoGameChoice,
    PlaceBet,
    SixthCard,
)
from ui.kit.cardtext import ProblemKind, parse_entry
from ui.kit.explained import refusal_text
from ui.kit.money import MoneyFormat
from ui.kit.text import tr_args
from ui.table import engine as eng
from ui.table.moves import bonus_info, with_bonus
from ui.table.records import RoundUpdate
from ui.table.viewmodel import BonusStage, BoxInfo, EntryKind, EntrySpec, FieldKind, MoveKind, TableInfo

__all__ = ["KEY_OF", "Counted", "EntryCheck", "Station", "TablePresenter", "Translate", "entry_order"]

Translate = Callable[[str, str], str]
"""``(context, text) -> text`` in the station's language (Qt's ``translate`` in the app)."""

KEY_OF: dict[EntryKind, str] = {
    EntryKind.ANTE: "A",
    EntryKind.DARK: "⇧A",
    EntryKind.BONUS: "B",
    EntryKind.CLOSE_BETS: "Enter",
    EntryKind.BONUS_CARDS: "C",
    EntryKind.EXCHANGE: "X",
    EntryKind.SIXTH: "S",
    EntryKind.SIXTH_SEEN: "⇧S",
    EntryKind.PLAY: "P",
    EntryKind.FOLD: "F",
    EntryKind.INSURANCE: "I",
    EntryKind.DEALER_CARDS: "D",
    EntryKind.TAKE_ANTE: "T",
    EntryKind.BUY_GAME: "G",
    EntryKind.REPLACEMENT: "D",
    EntryKind.FINAL_CARDS: "C",
    EntryKind.CONFIRM: "Enter",
}
"""The key that opens each entry, as the dealer reads it."""


def entry_order(kind: EntryKind) -> int:
    """Where ``kind`` comes in a list of what a box takes (the order of a round)."""
    return list(EntryKind).index(kind)


class Station(Protocol):
    """What the presenter reads of the station (``ui.kit.context.AppContext`` in the app)."""

    @property
    def money(self) -> MoneyFormat: ...

    @property
    def house(self) -> HouseRules | None: ...

    @property
    def approval_threshold(self) -> int | None: ...

    @property
    def lang(self) -> str: ...


class Counted(Protocol):
    """Counted words by the language's plural rules (``ui.kit.plurals`` in the app)."""

    def cards(self, n: int) -> str:
        """``5 cards``."""
        ...

    def showdown(self, box: str, n: int) -> str:
        """The next step at the showdown: box ``box`` shows its ``n`` cards."""
        ...


@dataclass(frozen=True, slots=True)
class EntryCheck:
    """The field's text, checked as it is typed."""

    value: Any
    """What the text means so far (an amount, cards, an exchange), None when nothing usable."""
    problem: str
    """Why it cannot be entered as it stands ("" when it can, or when it is simply unfinished)."""
    cards: tuple[Card, ...] = ()
    errors: tuple[Card, ...] = ()
    """The typed cards the problem is about."""
    hand: Hand | None = None
    """The best hand of five or more typed cards (the field's preview)."""
    second: Combination | None = None
    """Its second hand, at the showdown of a two-hands house."""


class TablePresenter:
    """The table's view state, and what the screen shows of it."""

    def __init__(self, station: Station, translate: Translate, counted: Counted) -> None:
        self.station = station
        self._translate = translate
        self.counted = counted
        self.update: RoundUpdate | None = None
        self.info: TableInfo | None = None
        self.selected: int | None = None
        self.dealer_selected = False
        self.correcting = False
        """The round is complete but the dealer is correcting an entry (boxes shown again)."""
        self.pending: tuple[str, Step] | None = None
        """A correction waiting for the dealer's yes (Enter) or no (Esc): (question, step)."""

    def tr(self, text: str) -> str:
        return self._translate("TablePresenter", text)

    @property
    def state(self) -> RoundState | None:
        return self.update.state if self.update is not None else None

    @property
    def on_screen(self) -> RoundUpdate:
        """The round on screen as the store acknowledged it (asked for only while there is one)."""
        assert self.update is not None, "no round on screen"
        return self.update

    @property
    def live(self) -> RoundState:
        """The round on screen (asked for only while there is one)."""
        return self.on_screen.state

    @property
    def house(self) -> HouseRules:
        """The open shift's house rules (asked for only while a shift is open)."""
        house = self.station.house
        assert house is not None, "no shift open"
        return house

    @property
    def showing_settlement(self) -> bool:
        return self.info is not None and self.info.settlement is not None and not self.correcting

    # ------------------------------------------------------------------ the round

    def refresh(self) -> TableInfo | None:
        """Read the round into view records (with the bonus each box settles now)."""
        if self.update is None:
            return None
        info = eng.table_info(self.update, self.where)
        state = self.update.state
        steps = len(state.steps)
        threshold = self.station.approval_threshold
        self.info = with_bonus(info, [bonus_info(r, steps, threshold) for r in state.bonus_results()])
        return self.info

    def follow_workflow(self) -> None:
        """Put the selection on what the next key acts on: the box (or the dealer) the
        engine expects next. While bets are open it stays on the box bet last."""
        state = self.state
        if state is None:
            return
        kind, box = eng.expected_target(state)
        if box is not None:
            self.selected, self.dealer_selected = box, False
        elif kind in (EntryKind.DEALER_CARDS, EntryKind.REPLACEMENT):
            self.selected, self.dealer_selected = None, True
        elif kind in (EntryKind.ANTE, EntryKind.CLOSE_BETS):
            self.dealer_selected = False
        else:
            self.selected, self.dealer_selected = None, False

    def on_workflow(self) -> bool:
        """Whether the selection is where the workflow is (not moved by a digit)."""
        state = self.state
        if state is None:
            return True
        kind, box = eng.expected_target(state)
        if box is not None:
            return not self.dealer_selected and self.selected == box
        if kind in (EntryKind.DEALER_CARDS, EntryKind.REPLACEMENT):
            return self.dealer_selected
        return not self.dealer_selected and (self.selected is None or kind in (EntryKind.ANTE, EntryKind.CLOSE_BETS))

    def selected_box(self) -> BoxInfo | None:
        """The selected box's view record, or None."""
        if self.info is None or self.selected is None:
            return None
        return self.info.boxes[self.selected - 1]

    # ------------------------------------------------------------------ words

    def who(self) -> str:
        """What the next-step line names as the target of the next key."""
        if self.showing_settlement:
            return ""
        if self.dealer_selected:
            return self.tr("DEALER")
        if self.selected is not None:
            return tr_args(self.tr("BOX %1"), str(self.selected))
        return ""

    def where(self, owner: object) -> str:
        if isinstance(owner, int):
            return tr_args(self.tr("box %1"), str(owner))
        if owner == "dealer":
            return self.tr("the dealer")
        return self.tr("this round")

    def idle_text(self, colour: str) -> str:
        """The entry line while no field is open: what the selection takes, with its keys."""
        if self.info is None:
            return ""
        if self.dealer_selected:
            kinds: Iterable[EntryKind] = self.info.expects & {EntryKind.DEALER_CARDS, EntryKind.REPLACEMENT}
            head = self.tr("Dealer")
        elif self.selected is not None:
            kinds = self.info.boxes[self.selected - 1].expects
            head = tr_args(self.tr("Box %1"), str(self.selected))
        else:
            return self.tr("Press a box's digit to select it, or D for the dealer.")
        if not kinds:
            return f"<b>{head}</b>: " + self.tr("nothing to enter here now.")
        parts = [f"<span style='color:{colour}'><b>{KEY_OF[k]}</b></span> {self.kind_label(k)}"
                 for k in sorted(kinds, key=entry_order)]
        return f"<b style='color:{colour}'>{head}</b> &nbsp; " + " &nbsp;·&nbsp; ".join(parts)

    def kind_label(self, kind: EntryKind) -> str:
        return {
            EntryKind.ANTE: self.tr("Ante"),
            EntryKind.DARK: self.tr("dark box"),
            EntryKind.BONUS: self.tr("bonus"),
            EntryKind.CLOSE_BETS: self.tr("no more bets"),
            EntryKind.BONUS_CARDS: self.tr("bonus cards"),
            EntryKind.EXCHANGE: self.tr("exchange"),
            EntryKind.SIXTH: self.tr("sixth card"),
            EntryKind.SIXTH_SEEN: self.tr("sixth card, seen"),
            EntryKind.PLAY: self.tr("play"),
            EntryKind.FOLD: self.tr("fold"),
            EntryKind.INSURANCE: self.tr("insurance"),
            EntryKind.DEALER_CARDS: self.tr("dealer's hand"),
            EntryKind.TAKE_ANTE: self.tr("take the Ante"),
            EntryKind.BUY_GAME: self.tr("buy a game"),
            EntryKind.REPLACEMENT: self.tr("replacement card"),
            EntryKind.FINAL_CARDS: self.tr("cards"),
            EntryKind.CONFIRM: self.tr("confirm"),
        }[kind]

    # ------------------------------------------------------------------ the next-step line

    def prompt(self, fits: Callable[[str, int], bool] = lambda _text, _keys: True) -> tuple[str, list[str]]:
        """The next-step line: what the engine expects now, in words, with its keys.
        ``fits(text, keys)`` says whether a text fits on the line beside that many key caps."""
        info = self.info
        state = self.state
        if info is None or state is None:
            return "", []
        if info.settlement is not None and not self.correcting:
            pending = info.settlement.pending_approvals
            update = self.update
            assert update is not None
            if pending and update.refused_by:
                text = self.tr("Refused by %1: %2. Correct it (digit, key) or Enter after a recount.")
                return tr_args(text, update.refused_by, update.refusal_reason), ["1–9", "Enter"]
            if pending and update.jackpot_ahead is not None:
                return self.jackpot_queued_text(), []
            if pending:
                boxes = ", ".join(str(a.box) for a in pending)
                return tr_args(self.tr("Held for a pit boss (box %1): press Enter for the co-signature."),
                               boxes), ["Enter"]
            return self.tr("Pay and take as shown, then press Enter to confirm the round."), ["Enter"]
        if self.pending is not None:
            return self.pending[0] + " " + self.tr("Enter: yes · Esc: no."), ["Enter", "Esc"]
        text, keys = self._selection_prompt(state)
        now = self.bonus_now()
        if now:
            first = tr_args(self.tr("Bonus first: %1."), now)
            both = first + (" " + text if text else "")
            if fits(both, len(keys)):
                return both, keys
            return first + " " + tr_args(self.tr("Then the next entry: %1."), " / ".join(keys)), keys
        return text, keys

    def hit_text(self, hit: MeterHit) -> str:
        """A jackpot hit on the linked meter: its table and round (``MeterHit``)."""
        return tr_args(self.tr("%1, round %2"), hit.table, str(hit.round_number))

    def jackpot_queued_text(self) -> str:
        """What the dealer is told of a jackpot hit queued on the linked meter."""
        u = self.update
        assert u is not None and u.jackpot_ahead is not None
        return tr_args(self.tr("Jackpot hit QUEUED: the linked jackpot meter %1 is locked by the hit at %2. This hit "
                               "is approved and paid once that one is paid, from the meter as it then stands."),
                       u.jackpot_meter, self.hit_text(u.jackpot_ahead))

    def bonus_now(self) -> str:
        """The bonus moves due now (final with the last entry, not held), in words."""
        if self.info is None:
            return ""
        words = {MoveKind.PAY: self.tr("PAY"), MoveKind.TAKE: self.tr("TAKE"), MoveKind.RETURN: self.tr("RETURN")}
        parts = []
        for b in self.info.boxes:
            bonus = b.bonus_step
            if bonus is None or bonus.stage is not BonusStage.NOW or bonus.held is not None:
                continue
            for mv in bonus.moves:
                parts.append(tr_args(self.tr("box %1 %2 %3"),
                                     str(b.number), words[mv.kind], self.station.money(mv.amount)))
        return " · ".join(parts)

    def _selection_prompt(self, state: RoundState) -> tuple[str, list[str]]:
        """The next-step line for what is selected: the workflow's step when the selection
        is on it, else what the box (or dealer) chosen with a digit takes now."""
        kind, box = eng.expected_target(state)
        if kind in (EntryKind.ANTE, EntryKind.CLOSE_BETS) and self.selected is not None and not self.dealer_selected:
            text = self.tr("Box %1: A Ante (⇧A dark box), B bonus. Another box: its digit. No more bets: Enter.")
            return tr_args(text, str(self.selected)), ["A", "B", "Enter"]
        if self.on_workflow():
            return self._next_entry_prompt(state)
        if state.complete:
            back = self.tr("the settlement")
        elif box is None:
            back = self.tr("the dealer")
        else:
            back = tr_args(self.tr("box %1"), str(box))
        if self.dealer_selected:
            text = self.tr("Dealer: D corrects the dealer's hand (asks first). Esc: back to %1.")
            return tr_args(text, back), ["D", "Esc"]
        assert self.selected is not None and self.info is not None
        kinds = self.info.boxes[self.selected - 1].expects
        name = tr_args(self.tr("Box %1"), str(self.selected))
        if not kinds:
            text = self.tr("%1: nothing to enter now; C, P, F… correct an entry (asks first). Esc: back to %2.")
            return tr_args(text, name, back), ["Esc"]
        ordered = sorted(kinds, key=entry_order)
        parts = ", ".join(f"{self.kind_label(k)} {KEY_OF[k]}" for k in ordered)
        text = tr_args(self.tr("%1: %2. Esc: back to %3."), name, parts, back)
        return text, [*[KEY_OF[k] for k in ordered][:3], "Esc"]

    def _next_entry_prompt(self, state: RoundState) -> tuple[str, list[str]]:
        kind, box = eng.expected_target(state)
        n = str(box) if box is not None else ""
        if kind is EntryKind.ANTE:
            return self.tr("Place the bets: a box's digit, then A for its Ante (⇧A dark box), B for a bonus. R: same bets as last round."), ["1–9", "A", "R"]
        if kind is EntryKind.CLOSE_BETS:
            return self.tr("More bets: digit, then A or B. No more bets: press Enter."), ["Enter"]
        if kind is EntryKind.BONUS_CARDS:
            return tr_args(self.tr("Box %1 shows its five cards for the bonus: press C and type them."), n), ["C"]
        if kind in (EntryKind.PLAY, EntryKind.EXCHANGE, EntryKind.SIXTH):
            expects = self.info.boxes[box - 1].expects if self.info is not None and box else frozenset()
            if EntryKind.EXCHANGE in expects and EntryKind.SIXTH in expects:
                text = self.tr("Box %1: play (P) or fold (F). Before that: exchange X, sixth card S.")
            elif EntryKind.EXCHANGE in expects:
                text = self.tr("Box %1: play (P) or fold (F). Before that: exchange X.")
            elif EntryKind.SIXTH in expects:
                text = self.tr("Box %1: play (P) or fold (F). Before that: sixth card S.")
            else:
                text = self.tr("Box %1: play (P) or fold (F).")
            return tr_args(text, n), ["P", "F"]
        if kind is EntryKind.DEALER_CARDS:
            return self.tr("Turn the dealer's cards and enter them: press D."), ["D"]
        if kind is EntryKind.TAKE_ANTE:
            return tr_args(self.tr("No game. Box %1 takes the Ante (T) or buys a game (G)."), n), ["T", "G"]
        if kind is EntryKind.REPLACEMENT:
            out = eng.card_to_replace(state)
            card = out.pretty if out is not None else "?"
            if eng.redraw_needed(state):
                first = self.info.dealer.replaced[0].pretty if self.info is not None and self.info.dealer.replaced else "?"
                text = self.tr("Same rank and still no game: take out %1 (drawn for %2) as well and enter the next card: D.")
                return tr_args(text, card, first), ["D"]
            return tr_args(self.tr("A game was bought: take out the dealer's %1 and enter the card drawn: D."),
                           card), ["D"]
        if kind is EntryKind.FINAL_CARDS:
            return self.counted.showdown(n, eng.card_count(state, kind, box) or 5), ["C"]
        return "", []

    def problem_text(self, problem: Problem) -> str:
        """The engine's objection in the station's language, amounts in the house currency."""
        return eng.problem_text(problem, self.station.lang, self.live.house.currency)

    # ------------------------------------------------------------------ the field

    def spec(self, kind: EntryKind, box: int | None) -> EntrySpec:
        """The field a key opens: its title, its hint, what it takes."""
        name = tr_args(self.tr("Box %1"), str(box)) if box is not None else self.tr("Dealer")
        m = self.station.money
        house = self.house
        if kind in (EntryKind.ANTE, EntryKind.DARK):
            hint = tr_args(self.tr("Ante between %1 and %2"), m.full(house.min_ante), m.full(house.max_ante))
            if kind is EntryKind.DARK:
                hint += " · " + self.tr("dark: Ante and Bet both down, always plays")
            title = tr_args(self.tr("%1 · Ante"),
                            name) if kind is EntryKind.ANTE else tr_args(self.tr("%1 · dark box Ante"),
                                                                                                    name)
            return EntrySpec(kind, FieldKind.AMOUNT, title, hint, box, initial=self.last_ante_text())
        if kind is EntryKind.BONUS:
            hint = tr_args(self.tr("Bonus between %1 and %2 (0 = none)"),
                           m.full(house.min_bonus), m.full(house.max_bonus))
            return EntrySpec(kind, FieldKind.AMOUNT, tr_args(self.tr("%1 · bonus"), name), hint, box)
        if kind is EntryKind.INSURANCE:
            rng = eng.insurance_range(self.live, box)
            hint = tr_args(self.tr("Insurance between %1 and %2"),
                           m.full(rng[0]), m.full(rng[1])) if rng else self.tr("Insurance: the hand is not known yet; the engine checks it at the showdown")
            return EntrySpec(kind, FieldKind.AMOUNT, tr_args(self.tr("%1 · insurance"), name), hint, box)
        if kind is EntryKind.EXCHANGE:
            return EntrySpec(kind, FieldKind.EXCHANGE, tr_args(self.tr("%1 · exchange"), name),
                             self.tr("How many cards? (If seen: discarded cards / drawn cards, e.g. 2c 5d / 9s 4h)"), box)
        if kind is EntryKind.SIXTH_SEEN:
            return EntrySpec(kind, FieldKind.CARDS, tr_args(self.tr("%1 · sixth card"),
                                                            name), self.tr("The sixth card, as dealt face up"), box, 1)
        if kind is EntryKind.BONUS_CARDS:
            return EntrySpec(kind, FieldKind.CARDS, tr_args(self.tr("%1 · cards as dealt"), name),
                             self.tr("The five cards as dealt (shown for the bonus, or at an exchange)"), box, 5)
        if kind is EntryKind.FINAL_CARDS:
            n = eng.card_count(self.live, kind, box) or 5
            return EntrySpec(kind, FieldKind.CARDS, tr_args(self.tr("%1 · showdown"), name), self.counted.cards(n), box, n)
        if kind is EntryKind.DEALER_CARDS:
            return EntrySpec(kind, FieldKind.CARDS, self.tr("Dealer's hand"), self.tr("The dealer's five cards"), None, 5)
        if kind is EntryKind.REPLACEMENT:
            out = eng.card_to_replace(self.live)
            hint = tr_args(self.tr("Take out %1; enter the card dealt in its place"),
                           out.pretty) if out is not None else self.tr("The replacement card")
            if eng.redraw_needed(self.live) and out is not None:
                hint = tr_args(self.tr("Same rank: the free redraw. Take out %1 as well; enter the next card"),
                               out.pretty)
            return EntrySpec(kind, FieldKind.CARDS, self.tr("Dealer · replacement card"), hint, None, 1)
        raise ValueError(kind)

    def last_ante_text(self) -> str:
        """The Ante bet last in this round, as typed (the next Ante field starts with it)."""
        if self.info is None:
            return ""
        antes = [b.ante for b in self.info.boxes if b.ante]
        return self.station.money.minor_to_major_text(antes[-1]) if antes else ""

    def value(self, spec: EntrySpec, text: str, *, final: bool) -> tuple[Any, str]:
        """(value, problem) for the field's text; value None when not usable yet."""
        if spec.field is FieldKind.AMOUNT:
            if not text.strip():
                return None, ""
            try:
                return self.station.money.major_to_minor(text), ""
            except ValueError:
                return None, tr_args(self.tr("%1 is not an amount"), repr(text.strip()))
        if spec.field is FieldKind.EXCHANGE:
            if not text.strip():
                return None, ""
            if text.strip().isdigit():
                return int(text.strip()), ""
            halves = text.replace(">", "/").split("/")
            if len(halves) != 2:
                if final:
                    return None, self.tr("Type the number of cards, or the discarded cards / the drawn cards")
                return None, ""
            discard, draw = parse_entry(halves[0], final=True), parse_entry(halves[1], final=final)
            for p in discard.problems + draw.problems:
                if p.kind is ProblemKind.NOT_A_CARD:
                    return None, tr_args(self.tr("%1 is not a card"), repr(p.text))
                if p.kind is ProblemKind.DUPLICATE:
                    return None, tr_args(self.tr("%1 is typed twice"), p.text)
            return (discard.cards, draw.cards), ""
        parsed = parse_entry(text, limit=spec.card_count, final=final)
        for p in parsed.problems:
            if p.kind is ProblemKind.NOT_A_CARD:
                return parsed.cards, tr_args(self.tr("%1 is not a card"), repr(p.text))
            if p.kind is ProblemKind.DUPLICATE:
                return parsed.cards, tr_args(self.tr("%1 is typed twice"), p.text)
            if p.kind is ProblemKind.TOO_MANY:
                return parsed.cards, tr_args(self.tr("%1 cards: expected %2"), p.text, str(spec.card_count))
        return parsed.cards, ""

    def check_typing(self, spec: EntrySpec, text: str) -> EntryCheck:
        """The field's text as it is being typed: its value, and the engine's first objection
        (about the cards typed so far, while the cards are not all there)."""
        state = self.live
        value, problem = self.value(spec, text, final=False)
        cards: tuple[Card, ...] = tuple(value) if spec.field is FieldKind.CARDS and value else ()
        if spec.field is FieldKind.EXCHANGE and isinstance(value, tuple):
            cards = tuple(value[0]) + tuple(value[1])
        errors: list[Card] = []
        if not problem and value is not None and (spec.field is not FieldKind.CARDS or cards):
            # a card already elsewhere in the round: said at once, in words
            if self.info is not None and cards:
                for c in cards:
                    where = self.info.used.get(c)
                    if where is not None and not eng.own_card(state, spec.what, spec.box, c):
                        problem = tr_args(self.tr("%1 is already at %2"), str(c), where)
                        errors.append(c)
                        break
            if not problem:
                complete = spec.field is not FieldKind.CARDS or len(cards) >= (spec.card_count or 0)
                try:
                    step = eng.build_step(state, spec.what, spec.box, value)
                except eng.EntryError as exc:
                    problem = refusal_text(exc) if complete else ""
                else:
                    problems = eng.check(state, step)
                    if not complete:
                        problems = tuple(p for p in problems if any(c in p.cards for c in cards))
                    if problems:
                        problem = self.problem_text(problems[0])
                        errors = [c for c in cards if c in problems[0].cards]
        hand: Hand | None = None
        second: Combination | None = None
        if len(cards) >= 5:
            hand = best_hand(cards)
            house = self.station.house
            if house is not None and house.two_hands and spec.what is EntryKind.FINAL_CARDS:
                second = second_hand(cards, house.pay_table, hand)
        return EntryCheck(value, problem, cards, tuple(errors), hand, second)

    def check_entry(self, spec: EntrySpec, text: str) -> tuple[Step | None, str]:
        """The field's text at Enter: (the engine's step, "") or (None, why not)."""
        value, problem = self.value(spec, text, final=True)
        if not problem and value is None:
            problem = self.tr("Enter a value, or Esc to go back.")
        if not problem and spec.field is FieldKind.CARDS and spec.card_count and len(value) < spec.card_count and spec.what is not EntryKind.FINAL_CARDS:
            problem = tr_args(self.tr("%1 of %2 cards"), str(len(value)), str(spec.card_count))
        step = None
        if not problem:
            try:
                step = eng.build_step(self.live, spec.what, spec.box, value)
            except eng.EntryError as exc:
                problem = refusal_text(exc)
        if step is not None and not problem:
            problems = eng.check(self.live, step)
            if problems:
                problem = self.problem_text(problems[0])
        return (None, problem) if problem else (step, "")

    # ------------------------------------------------------------------ corrections

    def correction(self, prev: Step, step: Step) -> tuple[bool, str]:
        """A step that changes an entry already complete: (changes anything, what to say):
        the question to ask, or that the same value again changes nothing."""
        what, old = self.describe(prev)
        _, new = self.describe(step)
        if prev == step:
            return False, tr_args(self.tr("Already recorded: %1 %2. Nothing changed."), what, old)
        if isinstance(step, (DealerCards, FinalCards, BonusCards, DealerReplacement)):
            question = self.tr("Replace %1 %2 with %3?")
        else:
            question = self.tr("Change %1 from %2 to %3?")
        return True, tr_args(question, what, old, new)

    def describe(self, e: Step) -> tuple[str, str]:
        """(what, value) of an entry in the dealer's words, for a correction's question."""
        def cards(cs: Iterable[Card]) -> str:
            return " ".join(str(c) for c in cs)

        m = self.station.money
        box = str(getattr(e, "box", ""))
        if isinstance(e, DealerCards):
            return self.tr("the dealer's hand"), cards(e.cards)
        if isinstance(e, DealerReplacement):
            return self.tr("the dealer's replacement card"), str(e.card)
        if isinstance(e, FinalCards):
            return tr_args(self.tr("box %1's cards"), box), cards(e.cards)
        if isinstance(e, BonusCards):
            return tr_args(self.tr("box %1's cards as dealt"), box), cards(e.cards)
        if isinstance(e, Decide):
            return (tr_args(self.tr("box %1's decision"), box),
                    self.tr("play") if e.decision is Decision.BET else self.tr("fold"))
        if isinstance(e, NoGameChoice):
            return (tr_args(self.tr("box %1's choice"), box),
                    self.tr("take the Ante") if e.choice is NoGame.TAKE_ANTE else self.tr("buy a game"))
        if isinstance(e, Exchange):
            n = e.count if e.count is not None else len(e.draw or ())
            return tr_args(self.tr("box %1's exchange"), box), self.counted.cards(n)
        if isinstance(e, SixthCard):
            return tr_args(self.tr("box %1's sixth card"),
                           box), str(e.card) if e.card is not None else self.tr("bought")
        if isinstance(e, Insure):
            return tr_args(self.tr("box %1's insurance"), box), m.full(e.amount)
        if isinstance(e, PlaceBet):
            value = tr_args(self.tr("Ante %1"), m.full(e.ante))
            if e.bonus:
                value += ", " + tr_args(self.tr("bonus %1"), m.full(e.bonus))
            if e.dark:
                value += ", " + self.tr("dark")
            return tr_args(self.tr("box %1's bet"), box), value
        return str(e), ""
