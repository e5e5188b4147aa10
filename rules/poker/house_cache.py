"""The house rules of a round's own ``house`` object, validated once per distinct value.

A shift export carries the complete house rules on every line, and rounds from a
floor's tables carry a few hundred distinct ``house`` objects among thousands of
lines, in any order. :class:`HouseCache` validates each distinct object once and
shares the resulting :class:`~rules.poker.house.HouseRules` (or its refusal) among
every round that carries an equal one. Entries are keyed by the object's canonical
JSON (keys sorted), which tells ``1`` from ``true`` and ``5`` from ``5.0`` as the
house rules do, and the cache is a bounded LRU.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from msgspec import EncodeError
from msgspec.json import Encoder

from rules.poker.house import HouseRules
from rules.poker.problems import HouseRulesError

__all__ = ["HouseCache"]

_canonical = Encoder(order="sorted").encode
"""Compact JSON with keys sorted (msgspec: about five times faster than ``json.dumps``)."""
_FIELDS = frozenset(HouseRules.model_fields)

_Key = tuple[bytes, HouseRules | None, tuple[str, ...] | None]


def _snapshot(value: Any) -> Any:
    """A deep copy of a JSON-like value (the caller may change the original later)."""
    if isinstance(value, Mapping):
        return {k: _snapshot(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_snapshot(v) for v in value]
    return value


class HouseCache:
    """Validated house rules of ``house`` objects applied on a base, least recently
    used first out once ``size`` distinct objects are held.

    >>> cache = HouseCache(size=2)
    >>> a = cache.get({"max_payout": 200000})
    >>> cache.get({"max_payout": 200000}) is a, len(cache)
    (True, 1)
    >>> cache.get({"max_payout": 200000.0})
    Traceback (most recent call last):
    ...
    rules.poker.problems.HouseRulesError: house: max_payout: must be a whole number, not 200000.0
    """

    __slots__ = ("_entries", "size")

    def __init__(self, size: int = 1024) -> None:
        if size < 1:
            raise ValueError("a house cache holds at least one entry")
        self.size = size
        self._entries: OrderedDict[_Key, tuple[Mapping[str, Any], HouseRules | HouseRulesError]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, overrides: Mapping[str, Any], base: HouseRules | None = None) -> HouseRules:
        """``base`` (default: the defaults) with ``overrides`` applied, as
        :meth:`HouseRules.from_mapping` gives it. Raises :class:`HouseRulesError`."""
        try:
            text = _canonical(overrides)
        except (EncodeError, TypeError, ValueError, RecursionError):  # not JSON-like: validate it as it is
            return HouseRules.from_mapping(overrides, base)
        # unknown keys are refused in the order given, so that order is part of the key
        order = None if overrides.keys() <= _FIELDS else tuple(map(str, overrides))
        key = (text, base, order)
        entries = self._entries
        entry = entries.get(key)
        if entry is not None and entry[0] == overrides:
            entries.move_to_end(key)
            result = entry[1]
        else:
            if entry is not None:  # equal JSON but not an equal value (e.g. enum keys): no sharing
                return HouseRules.from_mapping(overrides, base)
            try:
                result = HouseRules.from_mapping(overrides, base)
            except HouseRulesError as e:
                result = e
            entries[key] = (_snapshot(overrides), result)
            if len(entries) > self.size:
                entries.popitem(last=False)
        if isinstance(result, HouseRulesError):
            raise HouseRulesError(result.problems)
        return result
