"""The house rules of a round's own ``house`` object, validated once per distinct value.

A shift export carries the complete house rules on every line, and rounds from a
floor's tables carry a few hundred distinct ``house`` objects among thousands of
lines, in any order. :class:`HouseCache` validates each distinct object once and
shares the resulting :class:`~rules.poker.house.HouseRules` (or its refusal) among
every round that carries an equal one. Entries are keyed by the object's canonical
JSON (keys sorted), which tells ``1`` from ``true`` and ``5`` from ``5.0`` as the
house rules do; objects that give the same complete rules (a complete object and a
partial one) share one validation too. Both maps are bounded LRUs.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable, Mapping
from typing import Any

from msgspec import EncodeError
from msgspec.json import Encoder

from rules.poker.house import HouseRules
from rules.poker.problems import HouseRulesError

__all__ = ["HouseCache"]

_canonical = Encoder(order="sorted").encode
"""Compact JSON with keys sorted (msgspec: about five times faster than ``json.dumps``)."""
_FIELDS = frozenset(HouseRules.model_fields)

_Result = HouseRules | HouseRulesError
_NOT_JSON = (EncodeError, TypeError, ValueError, RecursionError)
_DEFAULT = HouseRules()


def _snapshot(value: Any) -> Any:
    """A deep copy of a JSON-like value (the caller may change the original later)."""
    if isinstance(value, Mapping):
        return {k: _snapshot(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_snapshot(v) for v in value]
    return value


class _Lru:
    """A bounded map from a JSON key to the result for a value, least recently used out
    first. The value is kept too and must be equal for a hit: texts can coincide for
    values that are not JSON (an enum key, a NaN written as ``null``)."""

    __slots__ = ("entries", "size")

    def __init__(self, size: int) -> None:
        self.size = size
        self.entries: OrderedDict[Hashable, tuple[Any, _Result]] = OrderedDict()

    def find(self, key: Hashable, value: Any) -> _Result | None:
        entry = self.entries.get(key)
        if entry is None or entry[0] != value:
            return None
        self.entries.move_to_end(key)
        return entry[1]

    def put(self, key: Hashable, value: Any, result: _Result) -> None:
        self.entries[key] = (_snapshot(value), result)
        self.entries.move_to_end(key)
        if len(self.entries) > self.size:
            self.entries.popitem(last=False)


class HouseCache:
    """Validated house rules of ``house`` objects applied on a base, in two bounded
    LRU maps of ``size`` entries each: by the object itself (what most rounds hit), and
    by the complete rules it gives, so that objects which differ only in the options
    they leave at the base's values (a complete object, a partial one) are validated once.

    >>> cache = HouseCache(size=2)
    >>> a = cache.get({"max_payout": 200000})
    >>> cache.get({"max_payout": 200000}) is a, len(cache)
    (True, 1)
    >>> cache.get({"max_payout": 200000, "boxes": 6}) is a
    True
    >>> cache.get({"max_payout": 200000.0})
    Traceback (most recent call last):
    ...
    rules.poker.problems.HouseRulesError: house: max_payout: must be a whole number, not 200000.0
    """

    __slots__ = ("_objects", "_rules", "size")

    def __init__(self, size: int = 1024) -> None:
        if size < 1:
            raise ValueError("a house cache holds at least one entry")
        self.size = size
        self._objects = _Lru(size)
        self._rules = _Lru(size)

    def __len__(self) -> int:
        """How many distinct house objects are held."""
        return len(self._objects.entries)

    def get(self, overrides: Mapping[str, Any], base: HouseRules | None = None) -> HouseRules:
        """``base`` (default: the defaults) with ``overrides`` applied, as
        :meth:`HouseRules.from_mapping` gives it. Raises :class:`HouseRulesError`."""
        try:
            text = _canonical(overrides)
        except _NOT_JSON:  # validate it as it is
            return HouseRules.from_mapping(overrides, base)
        # unknown keys are refused in the order given, so that order is part of the key
        order = None if overrides.keys() <= _FIELDS else tuple(map(str, overrides))
        key = (text, base, order)
        result = self._objects.find(key, overrides)
        if result is None:
            result = self._validate(overrides, base, order is None)
            self._objects.put(key, overrides, result)
        if isinstance(result, HouseRulesError):
            raise HouseRulesError(result.problems)
        return result

    def _validate(self, overrides: Mapping[str, Any], base: HouseRules | None, known: bool) -> _Result:
        merged: dict[str, Any] | None = None
        text = b""
        if known:  # every key a house rule: the result depends on the complete rules alone
            merged = (base if base is not None else _DEFAULT).to_mapping()
            merged.update(overrides)
            try:
                text = _canonical(merged)
            except _NOT_JSON:
                merged = None
            else:
                found = self._rules.find(text, merged)
                if found is not None:
                    return found
        try:
            result: _Result = HouseRules.from_mapping(overrides, base)
        except HouseRulesError as e:
            result = e
        if merged is not None:
            self._rules.put(text, merged, result)
        return result
