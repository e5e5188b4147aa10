"""Putting a floor's tables on a linked jackpot meter: an administrator's act, signed and logged.

``dealer-app floor link-meter`` calls :func:`link_tables`: the administrator's PIN is checked
on every table before anything is linked (a wrong one links nothing), a table that is not on
the floor is refused unless asked to be created, the link is one transaction, and each table's
log records it (``meter_linked``, with the administrator's signature), which ``audit verify``
checks like any signed entry.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from dealer_app.auth.passwords import PinHasher
from dealer_app.auth.roles import Permission
from dealer_app.refusal_codes import MeterStartOutOfRange
from dealer_app.services.app import DealerServices
from dealer_app.services.common import CoSignature
from dealer_app.store.entries import MeterLinked

__all__ = ["link_tables"]


def link_tables(url: str, meter: str, tables: Sequence[str], start: int, admin: str, pin: str, *,
                create: bool = False, station: str = "floor", hasher: PinHasher | None = None,
                key_file: Path | None = None) -> list[int]:
    """Link ``tables`` to ``meter`` (see the module); returns each table's ``meter_linked`` entry."""
    from dealer_app.services.common import MAX_AMOUNT, ServiceError
    from dealer_app.store.postgres import link_meter, tables_not_on_floor

    if isinstance(start, bool) or not isinstance(start, int) or not 0 <= start < MAX_AMOUNT:
        raise ServiceError(MeterStartOutOfRange(max=MAX_AMOUNT - 1, value=repr(start)))
    names = list(dict.fromkeys(t.strip() for t in tables))
    missing = tables_not_on_floor(url, names, create=create)
    opened: list[DealerServices] = []
    signed: list[CoSignature] = []
    try:
        for name in names:  # the PIN on every table first: a wrong one links nothing
            opened.append(DealerServices.open(url, table=name, station=station, hasher=hasher,
                                              create=name in missing, record_startup=False, key_file=key_file))
            signed.append(opened[-1].users.co_sign(admin, pin, Permission.EDIT_SETTINGS, purpose="link meter"))
        link_meter(url, meter, names, start, create=create)
        return [s.ctx.write(MeterLinked(meter=meter, tables=tuple(names), start=start),
                            actor=sig.user.id, signed_by=(sig,)).seq for s, sig in zip(opened, signed, strict=True)]
    finally:
        for s in opened:
            s.close()
