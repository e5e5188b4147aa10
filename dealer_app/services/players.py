"""Patrons and the players at the table's boxes.

**Privacy.** A registered patron's identity (card number, name, the ID details the
house asks for) is written to the store's patrons table, never to the log: the log
holds the patron's keyed reference (an HMAC of the card number under the audit key),
so no shift report or export can print an identity. Only a pit boss, an administrator
or ``compliance`` reads the details (``read_patron``), and each read is a
``patron_read`` entry naming who read which patrons and why. Erasing on request
(``erase_patron``) drops the details from the patrons table and records
``patron_erased``: the chain is untouched and the reference stays, so ratings and
cash records stay whole and anonymous.

**At the table** (``seat_player``: the dealer or a pit boss): a player is seated at
one or more boxes, by a card number, by a short search of its last digits, or
anonymously ("player at box 3", which still rates); moves between boxes, pauses,
resumes and leaves. Seating a registered player who sits at another table ends that
session first (a move between tables). On a floor each table's station writes only its own
log: a player who sits down at T2 is seen off at T1 by T1's station (``moved to table T2``) as
it next starts a round or seats a player, and their session at T2 is T2's alone. The dealer
never types a name.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from dealer_app import refusal_codes
from dealer_app.auth.roles import Permission
from dealer_app.players.rating import RATING_KINDS, RatingFold, RatingSession
from dealer_app.services.common import NotFoundError, ServiceError, Signer, StateError, check_reason, check_script
from dealer_app.services.context import Context
from dealer_app.store.entries import (
    PatronErased,
    PatronRead,
    PatronRegistered,
    PatronUpdated,
    PlayerLeft,
    PlayerMoved,
    PlayerPaused,
    PlayerResumed,
    PlayerSeated,
)
from dealer_app.store.records import EntryKind, NewEntry, PatronRow, PatronWrite, ShiftRow

__all__ = ["PatronDetails", "PlayerService", "SeatCandidate", "SeatView", "normalise_card"]

K = EntryKind
_CARD = re.compile(r"^[0-9A-Z]{4,32}$")
_FIELD = re.compile(r"^[a-z][a-z0-9_]{0,63}$")


def normalise_card(text: str) -> str:
    """A player card number or ID as typed: spaces and dashes dropped, letters upper case.

    >>> normalise_card(" 4001-2233 ")
    '40012233'
    """
    card = re.sub(r"[\s\-]", "", str(text)).upper()
    if not _CARD.match(card):
        raise ServiceError(refusal_codes.CardNumberInvalid(typed=repr(text)))
    return card


def masked(card: str) -> str:
    """How a card shows at the table: its last four characters (``•••• 2233``)."""
    return "\u2022\u2022\u2022\u2022 " + card[-4:]


@dataclass(frozen=True)
class PatronDetails:
    """A patron's identity (read through :meth:`PlayerService.details`, logged)."""

    player: str  # the keyed reference the log holds
    card: str | None
    name: str | None
    details: Mapping[str, str]
    erased: bool


@dataclass(frozen=True)
class SeatCandidate:
    """A registered patron as the table may show it: the reference and the card's last digits."""

    player: str
    shown: str


@dataclass(frozen=True)
class SeatView:
    """Who sits where at a shift's table (open sessions)."""

    session: int
    player: str | None
    shown: str  # masked card, or "player at box 3"
    boxes: tuple[int, ...]
    paused: bool


class PlayerService:
    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    # -- the registry ------------------------------------------------------------------------------
    def ref_of(self, card: str) -> str:
        """The patron's keyed reference: what the log holds instead of the card number."""
        return self._ctx.store.key.mac(f"dealer-assistant patron:{normalise_card(card)}".encode())[:32]

    def register(self, who: Signer, card: str, name: str, details: Mapping[str, str] | None = None) -> str:
        """Register a patron; returns the reference. Refused when the card is registered already."""
        self._ctx.check(who, Permission.REGISTER_PLAYER)
        card = normalise_card(card)
        name = self._text(name, "name")
        extra = self._details(details or {})
        ref = self.ref_of(card)
        if self._ctx.store.patron(ref) is not None:
            raise StateError(refusal_codes.CardAlreadyRegistered(card=masked(card)))
        identity = {"card": card, "name": name, **extra}
        entry = NewEntry.of(PatronRegistered(player=ref, fields=tuple(sorted(identity)), **self._ctx.signature_of(who)),
                            who.user.id, self._ctx.station, patron=PatronWrite(ref, identity))
        self._ctx.append_many([entry], expect=self._ctx.once(None, who))
        return ref

    def update(self, who: Signer, player: str, details: Mapping[str, str]) -> None:
        """Add or change ID details (e.g. those the house asks for once a report threshold is passed)."""
        self._ctx.check(who, Permission.REGISTER_PLAYER)
        row = self._row(player)
        extra = self._details(details)
        identity = {**dict(row.details or {}), **extra}
        entry = NewEntry.of(PatronUpdated(player=player, fields=tuple(sorted(extra)), **self._ctx.signature_of(who)),
                            who.user.id, self._ctx.station, patron=PatronWrite(player, identity))
        self._ctx.append_many([entry], expect=self._ctx.once(None, who))

    def details(self, who: Signer, players: Sequence[str], purpose: str) -> list[PatronDetails]:
        """The patrons' details; the read is logged (who, which patrons, why)."""
        self._ctx.check(who, Permission.READ_PATRON)
        return self.read_logged(who, players, purpose)

    def read_logged(self, who: Signer, players: Sequence[str], purpose: str) -> list[PatronDetails]:
        """The details, the read logged, for a caller that has checked ``read_patron`` (a report
        whose signature was given to it)."""
        self._ctx.check(who, Permission.READ_PATRON, signed=False)
        check_reason(purpose, "reading patron details")
        rows = [self._row(p) for p in players]
        self._ctx.write(PatronRead(players=tuple(r.ref for r in rows), purpose=purpose.strip()),
                        actor=who.user.id, signed_by=(who,))
        return [self._view(r.ref, r.details) for r in rows]

    def find(self, who: Signer, query: str, purpose: str = "find a patron") -> list[PatronDetails]:
        """Patrons whose card number, its last digits or name match ``query`` (the read is logged)."""
        self._ctx.check(who, Permission.READ_PATRON)
        q = query.strip().casefold()
        if not q:
            raise ServiceError(refusal_codes.QueryEmpty())
        hits = [r.ref for r in self._ctx.store.patrons() if r.details is not None and (
            _detail(r.details, "card").casefold().endswith(q.replace(" ", "").replace("-", ""))
            or q in _detail(r.details, "name").casefold())]
        return self.read_logged(who, hits, purpose) if hits else []

    def all(self, who: Signer, purpose: str = "list patrons") -> list[PatronDetails]:
        """Every registered patron, erased ones included (without details); the read is logged."""
        self._ctx.check(who, Permission.READ_PATRON)
        return self.read_logged(who, [r.ref for r in self._ctx.store.patrons()], purpose)

    def erase(self, who: Signer, player: str, reason: str) -> None:
        """Drop a patron's identity on request; the log keeps the reference (and the chain)."""
        self._ctx.check(who, Permission.ERASE_PATRON)
        check_reason(reason, "erasing a patron")
        row = self._row(player)
        if row.details is None:
            raise StateError(refusal_codes.PatronAlreadyErased())
        entry = NewEntry.of(PatronErased(player=player, reason=reason.strip(), **self._ctx.signature_of(who)),
                            who.user.id, self._ctx.station, patron=PatronWrite(player, None))
        self._ctx.append_many([entry], expect=self._ctx.once(None, who))

    def candidates(self, who: Signer, text: str) -> list[SeatCandidate]:
        """The table's search: a whole card number, or its last digits (4 or more). Shows the
        card's last digits only, never a name."""
        self._ctx.check(who, Permission.SEAT_PLAYER)
        t = re.sub(r"[\s\-]", "", text).upper()
        if len(t) < 4:
            raise ServiceError(refusal_codes.CardTooShort())
        out = []
        for r in self._ctx.store.patrons():
            card = _detail(r.details, "card")
            if card and (card == t or card.endswith(t)):
                out.append(SeatCandidate(r.ref, masked(card)))
        return out

    def shown(self, player: str | None) -> str:
        row = self._ctx.store.patron(player) if player else None
        card = _detail(row.details, "card") if row is not None else ""
        return masked(card) if card else ("erased patron" if row is not None else "")

    # -- at the table ------------------------------------------------------------------------------
    def fold(self) -> RatingFold:
        return RatingFold().feed(self._ctx.store.entries_of_kind(RATING_KINDS))

    def seated(self, shift_id: int) -> list[SeatView]:
        fold = self.fold()
        return [SeatView(s.session, s.player, self.shown(s.player) or s.label, s.boxes, s.paused_since_us is not None)
                for s in fold.sessions.values() if s.shift_id == shift_id and s.open]

    def seat(self, who: Signer, shift_id: int, boxes: Sequence[int], *, card: str | None = None,
             player: str | None = None) -> int:
        """Seat a player (registered by ``card`` or reference, else anonymous) at ``boxes``;
        returns the session number. A registered player seated at another table moves here."""
        self._ctx.check(who, Permission.SEAT_PLAYER, shift_id=shift_id)
        shift = self._open_shift(shift_id)
        if card is not None:
            player = self.ref_of(card)
        if player is not None:
            row = self._ctx.store.patron(player)
            if row is None:
                raise NotFoundError(refusal_codes.CardNotRegistered())
            if row.details is None:
                raise StateError(refusal_codes.PatronDetailsErased())
        fold = self.fold()
        # on a floor: this table's players who sat down at another table since are seen off here first
        moved = self._ctx.store.seated_elsewhere(shift_id) or {}
        wanted = self._boxes(shift, boxes, fold, None, moved)
        entries = [self._left(who, s, f"moved to table {moved[s.session]}")
                   for s in self._moved_off(shift_id, fold, moved)]
        for s in fold.sessions.values():
            if player is not None and s.player == player and s.open and s.session not in moved:
                if s.shift_id == shift_id:
                    raise StateError(refusal_codes.PlayerAlreadySeated(n=s.session))
                entries.append(self._left(who, s, f"moved to table {shift.table_name}"))
        entries.append(NewEntry.of(PlayerSeated(player=player, boxes=tuple(wanted), table=shift.table_name,
                                                **self._ctx.signature_of(who)),
                                   who.user.id, self._ctx.station, shift_id))
        return self._ctx.append_many(entries, expect=self._ctx.once(None, who))[-1].seq

    def move(self, who: Signer, session: int, boxes: Sequence[int]) -> None:
        s = self._session(who, session)
        wanted = self._boxes(self._open_shift(s.shift_id), boxes, self.fold(), session)
        self._ctx.write(PlayerMoved(session=session, boxes=tuple(wanted)), actor=who.user.id, shift_id=s.shift_id,
                        signed_by=(who,))

    def pause(self, who: Signer, session: int) -> None:
        s = self._session(who, session)
        if s.paused_since_us is not None:
            raise StateError(refusal_codes.SessionAlreadyPaused(n=session))
        self._ctx.write(PlayerPaused(session=session), actor=who.user.id, shift_id=s.shift_id, signed_by=(who,))

    def resume(self, who: Signer, session: int) -> None:
        s = self._session(who, session)
        if s.paused_since_us is None:
            raise StateError(refusal_codes.SessionNotPaused(n=session))
        self._ctx.write(PlayerResumed(session=session), actor=who.user.id, shift_id=s.shift_id, signed_by=(who,))

    def leave(self, who: Signer, session: int, why: str = "") -> None:
        s = self._session(who, session)
        self._ctx.append_many([self._left(who, s, why)], expect=self._ctx.once(None, who))

    def see_off_moved(self, who: Signer, shift_id: int) -> list[int]:
        """On a floor: see off at this table (its own log) each registered player still seated at
        shift ``shift_id`` who has sat down at another table of the floor since (``moved to table
        T2``); their session at the other table is that table's. Returns the sessions ended
        (none on a station's own database, where seating them elsewhere ended the session)."""
        moved = self._ctx.store.seated_elsewhere(shift_id)
        if not moved:
            return []
        self._ctx.check(who, Permission.SEAT_PLAYER, shift_id=shift_id)
        gone = self._moved_off(shift_id, self.fold(), moved)
        if gone:
            self._ctx.append_many([self._left(who, s, f"moved to table {moved[s.session]}") for s in gone],
                                  expect=self._ctx.once(None, who))
        return [s.session for s in gone]

    def leave_all(self, who: Signer, shift_id: int, why: str = "the table closed") -> None:
        """See off everyone still seated (before a shift closes)."""
        fold = self.fold()
        entries = [self._left(who, s, why) for s in fold.sessions.values() if s.shift_id == shift_id and s.open]
        if entries:
            self._ctx.append_many(entries, expect=self._ctx.once(None, who))

    # -- helpers -----------------------------------------------------------------------------------
    @staticmethod
    def _moved_off(shift_id: int, fold: RatingFold, moved: Mapping[int, str]) -> list[RatingSession]:
        """The sessions of shift ``shift_id`` still open here whose player sat down at another table."""
        return [s for s in fold.sessions.values() if s.shift_id == shift_id and s.open and s.session in moved]

    def _left(self, who: Signer, s: RatingSession, why: str) -> NewEntry:
        return NewEntry.of(PlayerLeft(session=s.session, figures=dict(s.recordable()), why=why,
                                      **self._ctx.signature_of(who)),
                           who.user.id, self._ctx.station, s.shift_id)

    def _session(self, who: Signer, session: int) -> RatingSession:
        s = self.fold().sessions.get(session)
        if s is None:
            raise NotFoundError(refusal_codes.RatingSessionNotFound(n=session))
        self._ctx.check(who, Permission.SEAT_PLAYER, shift_id=s.shift_id)
        if not s.open:
            raise StateError(refusal_codes.SessionEnded(n=session))
        return s

    def _open_shift(self, shift_id: int) -> ShiftRow:
        shift = self._ctx.store.shift(shift_id)
        if shift is None:
            raise NotFoundError(refusal_codes.ShiftNotFound(n=shift_id))
        if shift.closed_seq is not None:
            raise StateError(refusal_codes.ShiftClosed(s=shift_id))
        return shift

    def _boxes(self, shift: ShiftRow, boxes: Sequence[int], fold: RatingFold, session: int | None,
               moved: Collection[int] = ()) -> tuple[int, ...]:
        wanted = tuple(sorted({int(b) for b in boxes}))
        if not wanted:
            raise ServiceError(refusal_codes.BoxesEmpty())
        from dealer_app.services.house import HouseRulesService

        house = HouseRulesService(self._ctx).current(shift.profile).rules
        for b in wanted:
            if not 1 <= b <= house.boxes:
                raise ServiceError(refusal_codes.BoxNotAtTable(box=b, n=house.boxes))
        for s in fold.sessions.values():
            if s.shift_id == shift.id and s.open and s.session != session and s.session not in moved:
                taken = set(wanted) & set(s.boxes)
                if taken:
                    raise StateError(refusal_codes.BoxTaken(box=min(taken), n=s.session))
        return wanted

    def _row(self, player: str) -> PatronRow:
        row = self._ctx.store.patron(str(player))
        if row is None:
            raise NotFoundError(refusal_codes.PatronNotFound(ref=player))
        return row

    @staticmethod
    def _view(ref: str, d: Mapping[str, object] | None) -> PatronDetails:
        if d is None:
            return PatronDetails(ref, None, None, {}, True)
        extra = {str(k): str(v) for k, v in d.items() if k not in ("card", "name")}
        return PatronDetails(ref, str(d.get("card")), str(d.get("name")), extra, False)

    @staticmethod
    def _text(value: str, what: str) -> str:
        v = str(value).strip()
        if not v or len(v) > 128 or any(ord(c) < 32 for c in v):
            raise ServiceError(refusal_codes.FieldEmptyOrTooLong(field=what))
        check_script(v, what)
        return v

    def _details(self, details: Mapping[str, str]) -> dict[str, str]:
        out = {}
        for k, v in details.items():
            if not _FIELD.match(str(k)) or k in ("card", "name"):
                raise ServiceError(refusal_codes.FieldNotIdName(field=k))
            out[str(k)] = self._text(v, str(k))
        return out


def _detail(details: Mapping[str, object] | None, key: str) -> str:
    """One of a patron's details as text (empty when erased or not given)."""
    return str((details or {}).get(key, ""))
