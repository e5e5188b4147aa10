"""The floor server's own refusals, typed: read from the error's DETAIL, never its message.

From schema 16 (:mod:`dealer_app.store.pg_schema`, ``_V16``) every refusal of the server's that a
person can meet carries a DETAIL that is a JSON object: its code under
:data:`~dealer_app.store.pg_schema.REFUSAL_KEY`, a refusal of :mod:`dealer_app.store.refusals`,
and its parameters. Its SQLSTATE and its message stay what they were (the message is the English
the catalogue's line repeats); the station words the refusal by code from the catalogues. A
refusal this version does not know, or an older server's (schema < 16), is no typed refusal:
:func:`server_refusal` gives ``None`` and the caller keeps the server's line as it is.
"""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

import msgspec
import psycopg

from dealer_app.refusal import Refusal, made
from dealer_app.store import refusals as r
from dealer_app.store.pg_schema import REFUSAL_KEY

__all__ = ["BARE", "CODES", "METER", "QUEUED", "STALE", "server_refusal"]

CODES: dict[str, type[Refusal]] = {cls.__name__: cls for cls in (
    r.LinkedMeterLocked, r.ApprovalAboveLinkedMeter, r.LinkedMeterReserved, r.LinkedMeterWouldGoNegative,
    r.TableOnOtherMeter, r.TableMeterAlreadyMoved, r.MeterLinksOwnersOnly, r.TableInOtherGroup, r.NoTableGroup,
    r.GroupChangeFromPodium, r.GroupNoCoSignature, r.GroupCoSignatureOld, r.GroupCoSignatureUnchecked,
    r.GroupCoSignatureUsed, r.GroupsOwnersOnly, r.GroupSignatureOffGroup, r.LeaveNotInGroup, r.LeaveWithoutReason,
    r.LeaveVersionMoved, r.LeaveUnsigned, r.VerificationOwnersOnly, r.PatronDayMovedMeanwhile)}
"""Every refusal the floor's server raises typed, by its code."""

# How each reaches the station, as the same refusal reached it before it was typed (the rest: the
# server refused what the store was doing, ``FloorRefused``)
QUEUED = frozenset({r.LinkedMeterLocked})  # JackpotQueuedError: the hit waits its turn
METER = frozenset({r.ApprovalAboveLinkedMeter, r.LinkedMeterReserved, r.LinkedMeterWouldGoNegative})
STALE = frozenset({r.PatronDayMovedMeanwhile})  # StaleStateError: read again, record again
BARE = frozenset({r.TableOnOtherMeter, r.TableMeterAlreadyMoved, r.TableInOtherGroup, r.NoTableGroup})
"""Said on their own (DatabaseUnreadableError): a meter link's or a group change's refusal."""


def _decoded(cls: type[Refusal], params: dict[str, Any]) -> Refusal | None:
    names = {f.name for f in fields(made(cls))}
    if set(params) != names:
        return None
    try:
        return msgspec.convert(params, type=cls, strict=True)
    except msgspec.ValidationError:
        return None


def server_refusal(exc: psycopg.Error) -> Refusal | None:
    """The typed refusal the floor's server raised (schema 16), or ``None``: not one (another error,
    an older server's refusal), or one this version does not know."""
    detail = exc.diag.message_detail
    if not detail or not detail.startswith("{"):
        return None
    try:
        params = json.loads(detail)
    except ValueError:
        return None
    if not isinstance(params, dict):
        return None
    cls = CODES.get(str(params.pop(REFUSAL_KEY, "")))
    return None if cls is None else _decoded(cls, params)
