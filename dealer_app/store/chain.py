"""The HMAC-SHA256 hash chain over the log.

``mac(n) = HMAC(key, json([mac(n-1), seq, ts, kind, actor, station, shift,
round, ref, payload]))``; ``mac(0)`` is the genesis value bound to the
database's uuid. Every column of an entry is covered, so altering a value,
deleting an entry or swapping two entries breaks the chain at that entry.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass

import msgspec

from dealer_app.audit_findings import Code, Where, entry_of, finding
from dealer_app.store.keys import AuditKey
from dealer_app.store.records import LogEntry

__all__ = ["ChainBreak", "checkpoint_tag", "entry_mac", "genesis_mac", "key_check", "pin_tag", "verify_entries"]


def genesis_mac(key: AuditKey, db_uuid: str) -> str:
    return key.mac(f"dealer-assistant genesis:{db_uuid}".encode())


def key_check(key: AuditKey, db_uuid: str) -> str:
    return key.mac(f"dealer-assistant key check:{db_uuid}".encode())


def pin_tag(key: AuditKey, db_uuid: str, user_id: int, pin_hash: str | None) -> str | None:
    """What the log keeps of a PIN hash: a keyed tag that lets verification check the
    users table's hash, without the hash itself (an old hash never stays readable
    in the append-only log after a reset)."""
    if pin_hash is None:
        return None
    return key.mac(f"dealer-assistant pin:{db_uuid}:{user_id}:{pin_hash}".encode())


def checkpoint_tag(key: AuditKey, db_uuid: str, seq: int, mac: str) -> str:
    return key.mac(f"dealer-assistant checkpoint:{db_uuid}:{seq}:{mac}".encode())


def entry_mac(
    key: AuditKey,
    prev_mac: str,
    seq: int,
    ts_us: int,
    kind: str,
    actor: int | None,
    station: str | None,
    shift_id: int | None,
    round_id: int | None,
    ref: int | None,
    payload_text: str,
) -> str:
    fields = [prev_mac, seq, ts_us, kind, actor, station, shift_id, round_id, ref, payload_text]
    try:
        if float in map(type, fields):  # never written so; json and msgspec spell some floats apart
            raise TypeError("a float")
        message = _ENCODE_BYTES(fields)
    except (msgspec.MsgspecError, TypeError, ValueError):  # what msgspec cannot write: as json writes it (or fails)
        message = _ENCODE(fields).encode("utf-8")
    return key.mac(message)


# json.dumps(..., separators=(",", ":"), ensure_ascii=False), without building an encoder per call
_ENCODE = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode
# the same bytes for what an entry holds (text, integers, None), written straight to UTF-8 by msgspec:
# every code point is escaped as json escapes it (tests/store/test_chain_encoding.py checks each one)
_ENCODE_BYTES = msgspec.json.Encoder().encode


def mac_of(key: AuditKey, prev_mac: str, e: LogEntry) -> str:
    return entry_mac(key, prev_mac, e.seq, e.ts_us, e.kind, e.actor, e.station, e.shift_id, e.round_id, e.ref,
                     e.payload_text)


@dataclass(frozen=True)
class ChainBreak:
    """One place where the chain does not hold."""

    seq: int
    what: str

    def __str__(self) -> str:
        return self.what


def verify_entries(key: AuditKey, entries: Iterable[LogEntry], prev_mac: str, prev_seq: int) -> tuple[list[ChainBreak], int, str, int]:
    """Check ``entries`` (in ascending ``seq``) against the chain starting after
    ``(prev_seq, prev_mac)``.

    Returns the breaks, the last seq and MAC seen, and the number of entries read.
    An altered entry is named itself (its successors still chain from its stored
    MAC); a gap names the missing entries; entries out of order are named.
    """
    breaks: list[ChainBreak] = []
    expected = prev_seq + 1
    count = 0
    for e in entries:
        count += 1
        if e.seq != expected:
            if e.seq > expected:
                breaks.append(ChainBreak(expected, finding(Code.CHAIN_ENTRY_MISSING, m=expected, before=entry_of(e))
                                         if e.seq == expected + 1 else
                                         finding(Code.CHAIN_ENTRIES_MISSING, m=expected, last=e.seq - 1, before=entry_of(e))))
            else:
                breaks.append(ChainBreak(e.seq, finding(Code.CHAIN_OUT_OF_ORDER, where=Where(entry=entry_of(e)),
                                                        n=expected - 1)))
            prev_mac = e.mac
            expected = e.seq + 1
            continue
        if mac_of(key, prev_mac, e) != e.mac:
            breaks.append(ChainBreak(e.seq, finding(Code.CHAIN_ALTERED, where=Where(entry=entry_of(e)))))
        prev_mac = e.mac
        expected = e.seq + 1
    return breaks, expected - 1, prev_mac, count
