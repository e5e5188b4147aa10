"""Rating sessions folded from the audit log: who sat at which boxes of which table,
when, and what those boxes wagered and won in the settled rounds.

A session opens with ``player_seated`` (its seq is the session number) and ends with
``player_left``; ``player_moved`` changes its boxes, ``player_paused`` /
``player_resumed`` take it off the game and back. A round counts for a session when
the session is open and not paused at the round's ``round_started`` entry: the
session's boxes then are the boxes it rates, and the round's settlement (the same
object as ``dealer-app settle``) gives each box's stakes per bet type and its net.
The actual win is the figure that stands, as the owed record
(:func:`dealer_app.services.owed.settled_owed`) has it: the engine's net after the cap,
replaced by a pit boss's floor ruling in force (one the round was confirmed with, or one
made after settlement; the latest on a box stands); a voided round counts nothing and is
taken out again. Nothing here is estimated: hands, wagers, the
average bet and the actual win are sums over recorded rounds, and the hands per hour
divide recorded hands by recorded time on game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from dealer_app.audit_findings import Code, Val, finding
from dealer_app.players.edges import BET_TYPES
from dealer_app.players.house_rules import RatingRules
from dealer_app.safe_input import int_of, items_of, mapping_of
from dealer_app.store.entries import (
    FloorRuling,
    PlayerLeft,
    PlayerMoved,
    PlayerPaused,
    PlayerResumed,
    PlayerSeated,
    RatingAdjusted,
    RatingRulesSet,
    RoundStarted,
    RoundVoided,
    SettledEntry,
    ShiftClosed,
    ShiftOpened,
)
from dealer_app.store.records import EntryKind, LogEntry

__all__ = ["ADJUSTABLE", "RATING_KINDS", "RatingFold", "RatingSession", "figures_of_record", "half_up"]

K = EntryKind
RATING_KINDS = (K.SHIFT_OPENED, K.SHIFT_CLOSED, K.PLAYER_SEATED, K.PLAYER_MOVED, K.PLAYER_PAUSED, K.PLAYER_RESUMED, K.PLAYER_LEFT,
                K.ROUND_STARTED, K.ROUND_SETTLED, K.FLOOR_RULING, K.ROUND_VOIDED, K.RATING_RULES_SET,
                K.RATING_ADJUSTED)
ADJUSTABLE = ("average_bet", "theoretical_win", "comp_points")
_LAZY = frozenset({K.ROUND_SETTLED, K.FLOOR_RULING, K.ROUND_VOIDED})


def half_up(x: Fraction) -> int:
    """The nearest whole number, halves away from zero (how a rated figure is shown)."""
    q = abs(x)
    n = int(q + Fraction(1, 2))
    return n if x >= 0 else -n


@dataclass
class RatingSession:
    session: int  # the seq of its player_seated entry
    shift_id: int
    table: str
    gaming_day: str
    player: str | None  # the patron's keyed reference; None: anonymous
    boxes: tuple[int, ...]
    start_us: int
    rules: RatingRules
    end_us: int | None = None
    last_us: int = 0
    paused_since_us: int | None = None
    paused_us: int = 0
    pauses: list[tuple[int, int | None]] = field(default_factory=list)
    box_history: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)
    rounds: dict[int, tuple[int, ...]] = field(default_factory=dict)  # round -> the boxes it rates
    counted: dict[int, tuple[int, dict[str, int], int]] = field(default_factory=dict)  # round -> hands, wagers, win
    adjustments: list[dict[str, Any]] = field(default_factory=list)
    recorded: Mapping[str, Any] | None = None  # the figures its player_left entry recorded

    @property
    def label(self) -> str:
        """``player at box 3`` for an anonymous player (by the boxes first held)."""
        first = self.box_history[0][1] if self.box_history else self.boxes
        return "player at box " + ", ".join(str(b) for b in first)

    @property
    def open(self) -> bool:
        return self.end_us is None

    @property
    def hands(self) -> int:
        return sum(c[0] for c in self.counted.values())

    @property
    def wagered(self) -> dict[str, int]:
        out = dict.fromkeys(BET_TYPES, 0)
        for _, w, _ in self.counted.values():
            for t in BET_TYPES:
                out[t] += w[t]
        return out

    @property
    def total_wagered(self) -> int:
        return sum(self.wagered.values())

    @property
    def average_bet_exact(self) -> Fraction:
        return Fraction(self.total_wagered, self.hands) if self.hands else Fraction(0)

    @property
    def average_bet(self) -> int:
        return half_up(self.average_bet_exact)

    @property
    def actual_win(self) -> int:
        """The house's result on the session's boxes: −Σ box net over its rounds."""
        return sum(c[2] for c in self.counted.values())

    @property
    def seconds_on_game(self) -> int:
        end = self.end_us if self.end_us is not None else self.last_us
        paused = self.paused_us + (end - self.paused_since_us if self.paused_since_us is not None else 0)
        return max(0, end - self.start_us - paused) // 1_000_000

    @property
    def hands_per_hour(self) -> Fraction:
        return Fraction(self.hands * 3600, self.seconds_on_game) if self.seconds_on_game else Fraction(0)

    @property
    def theoretical_win(self) -> int:
        return self.rules.theoretical(self.wagered)

    @property
    def comp_points(self) -> int:
        return self.rules.comp_points(self.theoretical_win)

    def computed(self) -> dict[str, Any]:
        """The figures the record gives (before any adjustment)."""
        return {"hands": self.hands, "wagered": self.wagered, "total_wagered": self.total_wagered,
                "average_bet": self.average_bet, "seconds": self.seconds_on_game,
                "actual_win": self.actual_win, "theoretical_win": self.theoretical_win,
                "comp_points": self.comp_points, "rules_version": self.rules.version}

    def recordable(self) -> dict[str, Any]:
        """What a ``player_left`` entry records (the time on game comes from the entries' own times)."""
        out = self.computed()
        del out["seconds"]
        return out

    def of_record(self) -> dict[str, Any]:
        """The figures of record: the computed ones with the latest adjustment of each applied."""
        return figures_of_record(self.computed(), self.adjustments)


def figures_of_record(computed: Mapping[str, Any], adjustments: Iterable[Mapping[str, object]]) -> dict[str, Any]:
    out = dict(computed)
    for a in adjustments:
        out[str(a["field"])] = int_of(a["value"])
    return out


class RatingFold:
    """Rating sessions from log entries given in order (any other kinds are skipped)."""

    def __init__(self) -> None:
        self.sessions: dict[int, RatingSession] = {}
        self.rules = RatingRules()
        self._shifts: dict[int, tuple[str, str]] = {}
        self._by_round: dict[int, list[int]] = {}  # round -> sessions rating it
        self._ruled: dict[int, dict[int, tuple[int, int]]] = {}  # round -> ruling seq -> (box, net) before confirm
        self._nets: dict[int, dict[int, int]] = {}  # round -> box -> the net that stands (a settled round)
        self._open_by_shift: dict[int, set[int]] = {}
        self.problems: list[str] = []  # figures recorded at a session's end that the record does not give

    def feed(self, entries: Iterable[LogEntry]) -> RatingFold:
        for e in entries:
            self.apply(e)
        return self

    def apply(self, e: LogEntry) -> None:
        k = e.kind
        if k in _LAZY and (e.round_id is None or e.round_id not in self._by_round):
            return  # a round no session rates: its payload is never read
        match e.body:
            case ShiftOpened(table=table, gaming_day=day) if e.shift_id is not None:
                self._shifts[e.shift_id] = (table, day)
            case ShiftClosed() if e.shift_id is not None:
                # the table closed with players still seated: their sessions end with it
                for n in sorted(self._open_by_shift.pop(e.shift_id, set())):
                    s = self.sessions[n]
                    if s.paused_since_us is not None:
                        s.paused_us += e.ts_us - s.paused_since_us
                        s.pauses[-1] = (s.pauses[-1][0], e.ts_us)
                        s.paused_since_us = None
                    s.end_us = s.last_us = e.ts_us
            case RatingRulesSet(rules=rules):
                self.rules = RatingRules.from_payload(rules, e.seq)
            case PlayerSeated(table=seated_at, player=player, boxes=boxes) if e.shift_id is not None:
                table, day = self._shifts.get(e.shift_id, (seated_at, ""))
                s = RatingSession(e.seq, e.shift_id, table, day, player, boxes, e.ts_us, self.rules, last_us=e.ts_us)
                s.box_history.append((e.ts_us, boxes))
                self.sessions[e.seq] = s
                self._open_by_shift.setdefault(e.shift_id, set()).add(e.seq)
            case PlayerMoved() | PlayerPaused() | PlayerResumed() | PlayerLeft() | RatingAdjusted() as p:
                self._session_entry(e, p)
            case RoundStarted() if e.shift_id is not None and e.round_id is not None:
                for n in self._open_by_shift.get(e.shift_id, ()):
                    s = self.sessions[n]
                    if s.paused_since_us is None and s.boxes:
                        s.rounds[e.round_id] = s.boxes
                        self._by_round.setdefault(e.round_id, []).append(n)
            case SettledEntry(settlement=settlement, rulings=ruled) if e.round_id is not None \
                    and e.round_id in self._by_round:
                self._settled(e, settlement, ruled)
            case FloorRuling(box=box, net=net, stage=stage) if e.round_id is not None:
                nets_now = self._nets.get(e.round_id)
                if stage != "after_settlement" or nets_now is None:
                    self._ruled.setdefault(e.round_id, {})[e.seq] = (box, net)  # in force if the round is confirmed with it
                elif box in nets_now:
                    nets_now[box] = net  # a ruling after settlement replaces the figure that stood
                    for n in self._by_round[e.round_id]:
                        s = self.sessions[n]
                        if e.round_id in s.counted:
                            hands, wagers, _ = s.counted[e.round_id]
                            s.counted[e.round_id] = (hands, wagers, self._win(e.round_id, s.rounds[e.round_id]))
            case RoundVoided() if e.round_id is not None:
                for n in self._by_round.get(e.round_id, ()):
                    self.sessions[n].counted.pop(e.round_id, None)

    def _session_entry(self, e: LogEntry,
                       p: PlayerMoved | PlayerPaused | PlayerResumed | PlayerLeft | RatingAdjusted) -> None:
        """An entry about a rating session: a move, a pause, its end, or a pit boss's adjustment."""
        found = self.sessions.get(p.session)
        if found is None:
            return
        s = found
        if isinstance(p, RatingAdjusted):
            s.adjustments.append({"field": p.field, "original": p.original, "value": p.value, "reason": p.reason,
                                  "by": e.actor, "seq": e.seq, "at_us": e.ts_us})
            return
        s.last_us = e.ts_us
        if isinstance(p, PlayerMoved):
            s.boxes = p.boxes
            s.box_history.append((e.ts_us, s.boxes))
        elif isinstance(p, PlayerPaused) and s.paused_since_us is None:
            s.paused_since_us = e.ts_us
            s.pauses.append((e.ts_us, None))
        elif isinstance(p, PlayerResumed) and s.paused_since_us is not None:
            s.paused_us += e.ts_us - s.paused_since_us
            s.pauses[-1] = (s.pauses[-1][0], e.ts_us)
            s.paused_since_us = None
        elif isinstance(p, PlayerLeft):
            if s.paused_since_us is not None:
                s.paused_us += e.ts_us - s.paused_since_us
                s.pauses[-1] = (s.pauses[-1][0], e.ts_us)
                s.paused_since_us = None
            s.end_us = e.ts_us
            self._open_by_shift.get(s.shift_id, set()).discard(s.session)
            recorded = p.figures
            if recorded is not None:
                s.recorded = recorded
                if dict(recorded) != s.recordable():
                    self.problems.append(finding(Code.RATING_DIFFERS, n=s.session, a=Val(dict(recorded)),
                                                 b=Val(s.recordable())))

    def _settled(self, e: LogEntry, settlement: Mapping[str, object], ruled: Iterable[int]) -> None:
        """A settled round some session rates: its boxes' nets (the rulings it was confirmed with
        replacing the engine's figure) and each rated session's hands, wagers and win."""
        assert e.round_id is not None
        boxes_json = {int_of(b["box"]): b for b in map(mapping_of, items_of(settlement["boxes"]))}
        nets = {box: int_of(b["net"]) for box, b in boxes_json.items()}
        # the floor rulings the round was confirmed with replace the engine's figure (in log order)
        pending = self._ruled.pop(e.round_id, {})
        for seq in sorted(x for x in ruled if x in pending):
            box, net = pending[seq]
            if box in nets:
                nets[box] = net
        self._nets[e.round_id] = nets
        for n in self._by_round[e.round_id]:
            s = self.sessions[n]
            hands, wagers = 0, dict.fromkeys(BET_TYPES, 0)
            for box in s.rounds[e.round_id]:
                b = boxes_json.get(box)
                if b is None:
                    continue
                hands += 1
                for t in BET_TYPES:
                    wagers[t] += int_of(mapping_of(b["stakes"])[t])
            s.counted[e.round_id] = (hands, wagers, self._win(e.round_id, s.rounds[e.round_id]))
            s.last_us = max(s.last_us, e.ts_us)

    def _win(self, round_id: int, boxes: Iterable[int]) -> int:
        """The house's result on these boxes of a settled round: −Σ the nets that stand."""
        nets = self._nets[round_id]
        return -sum(nets[box] for box in boxes if box in nets)

    def of_day(self, day: str, table: str | None = None) -> list[RatingSession]:
        return [s for s in self.sessions.values()
                if s.gaming_day == day and (table is None or s.table == table)]
