"""Setting up a station for a real casino: its name and its currency.

Used by ``dealer-app setup`` and the desktop app's first-run screen. The casino's
name is a setting; the currency is part of the house rules, so a new currency
becomes a new house-rules version of every profile (it applies from the next
round, like every house-rules change). An administrator does this (it is part of
setting the station up, docs/ROLES.md); before any administrator exists, the
first set-up is recorded with no actor, as the first administrator is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dealer_app import refusal_codes
from dealer_app.auth.roles import Permission
from dealer_app.services.common import PermissionDenied, ServiceError, Settings, Signer, StateError
from dealer_app.services.context import Context
from dealer_app.services.house import DEFAULT_PROFILE, HouseRulesService, HouseVersion, current_currency
from dealer_app.store.entries import HouseRulesSet, SettingsChanged
from dealer_app.store.records import NewEntry

__all__ = ["ProvisionService", "Provisioned", "check_casino", "check_currency"]

_CODE = re.compile(r"^[A-Z]{3}$")
CASINO_NAME_MAX = 80  # the reports' header line


def check_casino(name: str) -> str:
    """The casino's name, trimmed; raises :class:`ServiceError` with a one-line reason."""
    text = name.strip()
    if not text:
        raise ServiceError(refusal_codes.CasinoNameEmpty())
    if len(text) > CASINO_NAME_MAX:
        raise ServiceError(refusal_codes.CasinoNameTooLong(max=CASINO_NAME_MAX, n=len(text)))
    if not text.isprintable():
        raise ServiceError(refusal_codes.CasinoNameUnprintable())
    return text


def check_currency(code: str) -> str:
    """An ISO 4217 code (``rub`` is taken as ``RUB``); raises :class:`ServiceError`."""
    text = code.strip().upper()
    if not _CODE.match(text):
        raise ServiceError(refusal_codes.CurrencyCodeMalformed(iso=repr(code)))
    from babel.numbers import is_currency

    if not is_currency(text):
        raise ServiceError(refusal_codes.CurrencyCodeUnknown(iso=text))
    return text


@dataclass(frozen=True)
class Provisioned:
    casino: str
    currency: str
    new_versions: tuple[HouseVersion, ...]  # empty when the currency did not change


class ProvisionService:
    def __init__(self, ctx: Context, house: HouseRulesService) -> None:
        self._ctx = ctx
        self._house = house

    def currency(self) -> str:
        """The currency the next round will be played in (the default profile's)."""
        return current_currency(self._ctx)

    def _actor(self, who: Signer | None) -> int | None:
        if who is not None:
            self._ctx.check(who, Permission.EDIT_SETTINGS)
            return who.user.id
        from dealer_app.auth.roles import Role

        if any(u.role == Role.ADMIN and not u.builtin for u in self._ctx.store.users()):
            raise PermissionDenied(refusal_codes.SetUpNeedsAdministrator())
        return None

    def apply(self, who: Signer | None, *, casino: str | None = None, currency: str | None = None) -> Provisioned:
        """Record the casino's name and (when it changes) the currency. ``who`` is an
        administrator's session or co-signature; ``None`` only before any administrator exists."""
        checked = Settings.validate({"casino_name": check_casino(casino)}) if casino is not None else {}
        code = check_currency(currency) if currency is not None else None
        actor = self._actor(who)
        entries: list[NewEntry] = []
        if code is not None and code != self.currency():
            open_ = [s for s in self._ctx.store.shifts() if s.closed_seq is None and not s.simulated]
            if open_:
                raise StateError(refusal_codes.CurrencyShiftOpen(table=open_[0].table_name))
            from rules.poker.house import HouseRules

            profiles = sorted({r.profile for r in self._ctx.store.house_versions()} | {DEFAULT_PROFILE})
            for profile in profiles:
                rows = self._ctx.store.house_versions(profile)
                base = self._house.get(rows[-1].version).rules if rows else None
                rules = HouseRules.from_mapping({"currency": code}, base)
                entries.append(NewEntry.of(HouseRulesSet(profile=profile, rules=dict(rules.to_mapping()),
                                                         note=f"currency {code}, set at station set-up"),
                                           actor, self._ctx.station))
        if checked:
            entries.append(NewEntry.of(SettingsChanged(values=dict(checked)), actor, self._ctx.station))
        if entries and who is not None:
            # one set-up, one transaction: its first entry records the signature (a co-signature signs once)
            first = entries[0]
            entries[0] = NewEntry(first.kind, {**first.payload, **self._ctx.signatures(who)}, first.actor,
                                  first.station)
        written = self._ctx.append_many(entries, expect=self._ctx.once(None, who)) if entries else []
        versions = [self._house.get(v) for e in written
                    if isinstance(b := e.body, HouseRulesSet) and (v := b.version) is not None]
        if not (checked or versions) and code is None and casino is None:
            raise ServiceError(refusal_codes.NothingToSetUp())
        return Provisioned(self._ctx.settings().casino_name, code or self.currency(), tuple(versions))
