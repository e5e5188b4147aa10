"""House-rules profiles and their versions; settings; the jackpot meter."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dealer_app import refusal_codes
from dealer_app.auth.roles import Permission
from dealer_app.refusal import Money
from dealer_app.refusal_codes import amount_refusal
from dealer_app.services.common import (
    NotFoundError,
    ServiceError,
    Settings,
    Signer,
    StateError,
    check_reason,
    check_text,
)
from dealer_app.services.context import Context
from dealer_app.store.entries import HouseRulesSet, MeterAdjusted, RoundVoided, SettledEntry
from dealer_app.store.records import EntryKind, LogEntry

if TYPE_CHECKING:
    from dealer_app.store.base import Store
    from rules.poker.house import HouseRules

__all__ = [
    "DEFAULT_PROFILE",
    "HouseRulesService",
    "HouseVersion",
    "MeterMovement",
    "MeterService",
    "SettingsService",
    "check_group_owned",
    "store_currency",
]

DEFAULT_PROFILE = "default"


@dataclass(frozen=True)
class HouseVersion:
    """One saved version of a house-rules profile. ``rules`` is a
    :class:`rules.poker.HouseRules`; ``mapping`` its complete JSON form."""

    version: int
    profile: str
    rules: HouseRules
    mapping: Mapping[str, Any]
    seq: int
    ts_us: int
    by: int | None


def current_currency(ctx: Context) -> str:
    """The currency the next round will be played in (the default profile's), without
    creating the default profile."""
    return store_currency(ctx.store)


def store_currency(store: Store) -> str:
    """:func:`current_currency` of a store opened without the services (``audit verify``)."""
    from rules.poker.house import HouseRules

    rows = store.house_versions(DEFAULT_PROFILE)
    e = store.entry(rows[-1].seq) if rows else None
    return str(HouseRules.from_mapping(e.body_as(HouseRulesSet).rules).currency) if e is not None else HouseRules().currency


def check_group_owned(ctx: Context, what: str, group: Mapping[str, object] | None) -> None:
    """A table in a floor's table group takes ``what`` from its group only."""
    mine = ctx.store.table_group()
    rules = what == "house rules"
    if mine is not None and (group is None or group.get("group") != mine):
        if rules:
            raise StateError(refusal_codes.HouseRulesAreGroups(group=mine))
        raise StateError(refusal_codes.ChipSetIsGroups(group=mine))
    if mine is None and group is not None:
        if rules:
            raise StateError(refusal_codes.NoGroupHouseRules())
        raise StateError(refusal_codes.NoGroupChipSet())


class HouseRulesService:
    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self._cache: dict[int, HouseVersion] = {}

    def get(self, version: int) -> HouseVersion:
        cached = self._cache.get(version)
        if cached is not None:
            return cached
        from rules.poker.house import HouseRules

        row = next((r for r in self._ctx.store.house_versions() if r.version == version), None)
        if row is None:
            raise NotFoundError(refusal_codes.HouseRulesVersionNotFound(v=version))
        e = self._ctx.store.entry(row.seq)
        if e is None:
            raise NotFoundError(refusal_codes.HouseRulesEntryMissing(v=version, seq=row.seq))
        mapping = e.body_as(HouseRulesSet).rules
        hv = HouseVersion(version, row.profile, HouseRules.from_mapping(mapping), mapping, e.seq, e.ts_us, e.actor)
        self._cache[version] = hv
        return hv

    def profiles(self) -> list[str]:
        return sorted({r.profile for r in self._ctx.store.house_versions()})

    def versions(self, profile: str | None = None) -> list[HouseVersion]:
        return [self.get(r.version) for r in self._ctx.store.house_versions(profile)]

    def current(self, profile: str = DEFAULT_PROFILE) -> HouseVersion:
        """The latest version of ``profile``; the default profile is created on first use."""
        rows = self._ctx.store.house_versions(profile)
        if rows:
            return self.get(rows[-1].version)
        if profile != DEFAULT_PROFILE:
            raise NotFoundError(refusal_codes.HouseRulesProfileNotFound(name=repr(profile)))
        from rules.poker.house import HouseRules

        e = self._ctx.write(HouseRulesSet(profile=profile, rules=dict(HouseRules().to_mapping()),
                                          note="defaults, created on first use"))
        return self.get(_version(e))

    def save(self, who: Signer, profile: str, overrides: Mapping[str, Any], *, base_version: int | None = None,
             note: str = "", group: Mapping[str, object] | None = None) -> HouseVersion:
        """Validate and save a new version of ``profile`` (it applies from the next round).

        ``overrides`` are applied on ``base_version`` (default: the profile's latest,
        or the engine's defaults for a new profile). Raises
        :class:`rules.poker.HouseRulesError` (``.problems``) for bad rules."""
        self._ctx.check(who, Permission.EDIT_HOUSE_RULES)
        from rules.poker.house import HouseRules

        check_group_owned(self._ctx, "house rules", group)

        profile = check_text(profile, "profile")
        if not profile or len(profile) > 64:
            raise ServiceError(refusal_codes.ProfileNameInvalid())
        base = None
        if base_version is not None:
            base = self.get(base_version).rules
        else:
            rows = self._ctx.store.house_versions(profile)
            if rows:
                base = self.get(rows[-1].version).rules
        note = check_text(note, "note")
        rules = HouseRules.from_mapping(dict(overrides), base)
        stamp: dict[str, Any] = dict(group or {})
        e = self._ctx.write(HouseRulesSet(profile=profile, rules=dict(rules.to_mapping()), note=note, **stamp),
                            actor=who.user.id, signed_by=(who,))
        return self.get(_version(e))


class SettingsService:
    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def get(self) -> Settings:
        return self._ctx.settings()

    def update(self, admin: Signer, **values: object) -> Settings:
        self._ctx.check(admin, Permission.EDIT_SETTINGS)
        checked = Settings.validate(values)
        if checked:
            self._ctx.append(EntryKind.SETTINGS_CHANGED, {"values": checked}, actor=admin.user.id,
                             signed_by=(admin,))
        return self.get()

    def gaming_day(self, ts_us: int | None = None, tz: dt.tzinfo | None = None) -> str:
        from dealer_app.services.common import gaming_day_of

        return gaming_day_of(self._ctx.clock() if ts_us is None else ts_us, self.get().gaming_day_start, tz)


class MeterKind:
    CONTRIBUTION = "contribution"
    SHARE = "share"
    ADJUSTMENT = "adjustment"
    VOID = "void"
    """A settled round voided: its contribution and shares taken back (one movement, signed by the
    pit boss who voided it; ``reason`` names the round and the void's reason)."""


@dataclass(frozen=True)
class MeterMovement:
    """One change of the jackpot meter: a round's contributions or shares, a signed
    adjustment, or the reversal of a voided round's movement."""

    seq: int
    ts_us: int
    kind: str  # "contribution", "share", "adjustment" or "void"
    delta: int
    value_after: int
    round_id: int | None
    shift_id: int | None
    by: int | None
    reason: str


class MeterService:
    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def value(self) -> int:
        return self._ctx.store.meter()

    def adjust(self, pit_boss: Signer, delta: int, reason: str, *, shift_id: int | None = None,
               second: Signer | None = None) -> MeterMovement:
        """A signed adjustment by a pit boss (mandatory reason). The meter never goes below 0.
        Above the second-signer threshold, or on a closed shift, also signed by ``second``
        (another pit boss or an administrator, :meth:`Context.second_signer`)."""
        self._ctx.check(pit_boss, Permission.ADJUST_METER, shift_id=shift_id)
        if isinstance(delta, bool) or not isinstance(delta, int) or delta == 0:
            raise ServiceError(refusal_codes.DeltaZero())
        too_big = amount_refusal(delta)
        if too_big:
            raise ServiceError(refusal_codes.DeltaInvalid(why=too_big))
        check_reason(reason, "a meter adjustment")
        if self.value() + delta < 0:
            raise ServiceError(refusal_codes.DeltaMeterBelowZero(meter=Money(self.value(), current_currency(self._ctx))))
        from dealer_app.services.common import CoSignature
        from dealer_app.store.records import Expect

        two = self._ctx.second_signer(pit_boss, second, None, abs(delta), shift_id=shift_id)
        once = Expect(signature_unused=pit_boss.seq) if isinstance(pit_boss, CoSignature) else None
        e = self._ctx.write(MeterAdjusted(delta=delta, reason=reason.strip(), **self._ctx.signature_of(pit_boss), **two),
                            actor=pit_boss.user.id, shift_id=shift_id, expect=self._ctx.once(once, second))
        return next(m for m in reversed(self.history()) if m.seq == e.seq)

    def history(self, shift_id: int | None = None) -> list[MeterMovement]:
        """Every movement, oldest first (``shift_id``: only that shift's). The deltas of
        the whole history add up to :meth:`value`; ``value_after`` is the meter's real value
        after the movement: a linked meter's as the floor recorded it (other tables move
        it too), else the running total of the table's own meter."""
        out: list[MeterMovement] = []
        value = 0
        kinds = [EntryKind.ROUND_SETTLED, EntryKind.METER_ADJUSTED, EntryKind.ROUND_VOIDED]
        simulated = {s.id for s in self._ctx.store.shifts() if s.simulated}
        want_sim = shift_id in simulated  # a simulated shift's history is of the simulated meter
        real = {} if want_sim else {m.seq: m.value_after for m in self._ctx.store.linked_moves() if m.mine}
        for e in self._ctx.store.entries_of_kind(kinds):
            if (e.kind != EntryKind.METER_ADJUSTED and e.shift_id in simulated) != want_sim:
                continue
            moves: list[tuple[str, int, str]] = []
            match e.body:
                case MeterAdjusted(delta=delta, reason=reason):
                    moves.append((MeterKind.ADJUSTMENT, delta, reason))
                case RoundVoided(meter_delta=delta, reason=reason) if delta:
                    row = self._ctx.store.round(e.round_id) if e.round_id is not None else None
                    what = f"round {row.number} voided" if row is not None else "round voided"
                    moves.append((MeterKind.VOID, delta, f"{what}: {reason}"))
                case SettledEntry(jackpot_shares=shares, jackpot_contribution=contribution, jackpot_boxes=boxes):
                    if contribution:
                        moves.append((MeterKind.CONTRIBUTION, contribution, ""))
                    if shares:
                        moves.append((MeterKind.SHARE, -shares, ", ".join(f"box {b}" for b in boxes)))
            if e.seq in real:  # the linked meter as it stood after this entry (other tables moved it)
                value = real[e.seq] - sum(delta for _k, delta, _r in moves)
            for kind, delta, reason in moves:
                value += delta
                if shift_id is None or e.shift_id == shift_id:
                    out.append(MeterMovement(e.seq, e.ts_us, kind, delta, value, e.round_id, e.shift_id, e.actor,
                                             reason))
        return out


def _version(e: LogEntry) -> int:
    """The version the store gave a ``house_rules_set`` entry."""
    version = e.body_as(HouseRulesSet).version
    assert version is not None  # the store gives every house-rules entry its version
    return version
