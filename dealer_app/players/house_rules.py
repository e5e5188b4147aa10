"""The house's settings for ratings and for cash transaction records, each a version
recorded in the log (``rating_rules_set``, ``aml_rules_set``): no legal figure is
hard-coded; the defaults below are placeholders a casino replaces (docs/PLAYERS.md
gives the US federal figures as an example)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from dealer_app.players.edges import BET_TYPES
from dealer_app.refusal_codes import NotAWholeNumber

__all__ = ["DEFAULT_EDGES_PPM", "AmlRules", "RatingRules", "RulesError"]

# estimated by simulation under the default house rules (150,000 rounds, seed 29, the
# simulator's play: dealer_app.players.edges.estimate_edges); see docs/PLAYERS.md for
# the method and the standard error of each figure
DEFAULT_EDGES_PPM: Mapping[str, int] = {"ante": 190_940, "bet": -227_045, "bonus": 246_704, "insurance": 114_138,
                                        "fees": 1_000_000}


class RulesError(ValueError):
    """A setting out of range, named in one line."""


def _whole(values: Mapping[str, object], name: str, low: int, high: int) -> int:
    v = values[name]
    if isinstance(v, bool) or not isinstance(v, int):
        raise RulesError(NotAWholeNumber(k=name, v=repr(v)))
    if not low <= v <= high:
        raise RulesError(f"{name}: must be from {low} to {high}, not {v}")
    return v


@dataclass(frozen=True)
class RatingRules:
    """House advantage per bet type (parts per million of the amount wagered on it) and
    the comp rate: ``comp_percent`` of the theoretical win returned as comps, one point
    per ``point_value`` minor units of it."""

    edges_ppm: Mapping[str, int] = field(default_factory=lambda: dict(DEFAULT_EDGES_PPM))
    comp_percent: int = 20
    point_value: int = 100
    version: int = 0  # the seq of the entry that set it (0: the defaults)

    def to_payload(self) -> dict[str, Any]:
        return {"edges_ppm": dict(self.edges_ppm), "comp_percent": self.comp_percent, "point_value": self.point_value}

    @classmethod
    def from_payload(cls, p: Mapping[str, object], version: int = 0) -> RatingRules:
        base = cls()
        edges = dict(base.edges_ppm)
        given = p.get("edges_ppm", {})
        if not isinstance(given, Mapping):
            raise RulesError("edges_ppm: a mapping of bet type to parts per million")
        for k, _v in given.items():
            if k not in BET_TYPES:
                raise RulesError(f"edges_ppm: unknown bet type {k!r} (one of {', '.join(BET_TYPES)})")
            edges[k] = _whole(given, k, -1_000_000, 1_000_000)
        values = {"comp_percent": base.comp_percent, "point_value": base.point_value, **p}
        return cls(edges, _whole(values, "comp_percent", 0, 100), _whole(values, "point_value", 1, 10**9), version)

    def theoretical(self, wagered: Mapping[str, int]) -> int:
        """Σ wagered per type × its edge, in minor units (rounded half away from zero)."""
        total = sum(int(wagered.get(t, 0)) * int(self.edges_ppm.get(t, 0)) for t in BET_TYPES)
        q, r = divmod(abs(total), 1_000_000)
        q += 1 if 2 * r >= 1_000_000 else 0
        return q if total >= 0 else -q

    def comp_points(self, theoretical: int) -> int:
        """Whole points: ``comp_percent`` of a positive theoretical win, per ``point_value``."""
        return max(0, theoretical) * self.comp_percent // (100 * self.point_value)


@dataclass(frozen=True)
class AmlRules:
    """Cash transaction records: a transaction at or above ``log_threshold`` goes on the
    multiple transaction log; a patron's gaming-day cash in, or cash out, above
    ``report_threshold`` raises a report alert (the ``id_fields`` become required);
    ``structuring_count`` cash transactions within ``structuring_window_minutes``, each
    within ``structuring_margin`` below a threshold, raise a structuring alert."""

    log_threshold: int = 300_000
    report_threshold: int = 1_000_000
    structuring_margin: int = 50_000
    structuring_window_minutes: int = 24 * 60
    structuring_count: int = 2
    id_fields: tuple[str, ...] = ("name", "date_of_birth", "address", "id_document")
    version: int = 0

    def to_payload(self) -> dict[str, Any]:
        return {"log_threshold": self.log_threshold, "report_threshold": self.report_threshold,
                "structuring_margin": self.structuring_margin,
                "structuring_window_minutes": self.structuring_window_minutes,
                "structuring_count": self.structuring_count, "id_fields": list(self.id_fields)}

    @classmethod
    def from_payload(cls, p: Mapping[str, object], version: int = 0) -> AmlRules:
        base = cls()
        values: dict[str, object] = {**base.to_payload(), **p}
        unknown = sorted(set(values) - set(base.to_payload()))
        if unknown:
            raise RulesError(f"{unknown[0]}: unknown AML setting")
        top = 10**15 - 1
        log_t = _whole(values, "log_threshold", 1, top)
        report_t = _whole(values, "report_threshold", 1, top)
        fields_ = values["id_fields"]
        if not isinstance(fields_, list | tuple) or not all(isinstance(f, str) and 0 < len(f) <= 64 for f in fields_):
            raise RulesError("id_fields: a list of field names")
        return cls(log_t, report_t, _whole(values, "structuring_margin", 0, top),
                   _whole(values, "structuring_window_minutes", 1, 60 * 24 * 31),
                   _whole(values, "structuring_count", 2, 1000), tuple(fields_), version)
