"""Which levels a trainee may start: a level opens when the one before it is passed,
or when an instructor opens it for the trainee (co-signed with their PIN, logged).

A level is *passed* by one graded session at that level (practice, timed or exam)
with at least :attr:`PassMark.min_boxes` boxes answered and at least
:attr:`PassMark.percent` of the boxes answered right: boxes left unanswered are
never wrong, but too few answered never pass. Level 1 is always open.

The pass marks are the house's (:class:`LevelGates`, per level); an instructor's
opening is kept in the trainee's progress as a record of mode
:data:`LEVEL_OPENED_MODE` naming the instructor and their signature.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from dealer_app import refusal_codes
from dealer_app.safe_input import float_of, int_of
from dealer_app.training.levels import Level
from dealer_app.training.progress import SessionResult

__all__ = ["LEVEL_OPENED_MODE", "LevelGates", "LevelOpening", "PassMark"]

LEVEL_OPENED_MODE = "level_opened"
"""The ``mode`` of an instructor's opening of a level in the training service's records."""


@dataclass(frozen=True, slots=True)
class PassMark:
    percent: float = 80.0
    """The least share of the boxes answered that must be right (0..100)."""
    min_boxes: int = 10
    """The fewest boxes answered in the session."""

    def __post_init__(self) -> None:
        if not 0 <= self.percent <= 100 or self.min_boxes < 1:
            raise ValueError("pass mark: percent 0 to 100 and at least one box")

    def passed_by(self, result: SessionResult) -> bool:
        return result.answered >= self.min_boxes and 100.0 * result.score >= self.percent


@dataclass(frozen=True, slots=True)
class LevelOpening:
    """A level an instructor opened for a trainee."""

    level: int
    instructor: str
    signature: int
    """The audit sequence number of the instructor's co-signature."""


@dataclass(frozen=True)
class LevelGates:
    """The house's pass marks per level (a level without its own uses ``default``)."""

    default: PassMark = PassMark()
    marks: Mapping[int, PassMark] = field(default_factory=dict)

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> LevelGates:
        """``{"percent": 80, "min_boxes": 10, "levels": {"5": {"percent": 90}}}``; raises ValueError naming the key."""
        def mark(d: Mapping[str, object], base: PassMark, where: str) -> PassMark:
            unknown = set(d) - {"percent", "min_boxes", "levels"}
            if unknown:
                raise ValueError(f"{where}{sorted(unknown)[0]}: unknown pass-mark setting")
            try:
                return PassMark(float_of(d.get("percent", base.percent)), int_of(d.get("min_boxes", base.min_boxes)))
            except (TypeError, ValueError) as e:
                raise ValueError(f"{where}pass mark: {e}") from None

        default = mark(data, PassMark(), "")
        marks: dict[int, PassMark] = {}
        for key, d in dict(data.get("levels") or {}).items():
            if not str(key).isdigit() or int(key) not in {int(lv) for lv in Level}:
                raise ValueError(f"levels.{key}: not a level (1 to {len(Level)})")
            marks[int(key)] = mark(d, default, f"levels.{key}.")
        return cls(default, marks)

    @classmethod
    def from_text(cls, text: str) -> LevelGates:
        """The house setting's form: ``80/10`` (every level: 80 % of at least 10 boxes answered right),
        then per level ``5=90/12`` or ``5=90``, separated by commas. Raises ValueError naming the part."""
        parts = [p.strip() for p in str(text).split(",") if p.strip()]
        if not parts:
            raise ValueError(refusal_codes.PassMarkMissing())

        def mark(part: str, base: PassMark) -> PassMark:
            pct, _, boxes = part.partition("/")
            try:
                return PassMark(float(pct.strip().rstrip("%")), int(boxes) if boxes.strip() else base.min_boxes)
            except ValueError:
                raise ValueError(refusal_codes.PassMarkInvalid(typed=repr(part))) from None

        default = PassMark()
        marks: dict[int, PassMark] = {}
        for i, part in enumerate(parts):
            level, eq, rest = part.partition("=")
            if not eq:
                if i:
                    raise ValueError(refusal_codes.PassMarkEveryLevelFirst(typed=repr(part)))
                default = mark(part, default)
                continue
            if not level.strip().isdigit() or int(level) not in {int(lv) for lv in Level}:
                raise ValueError(refusal_codes.PassMarkLevelUnknown(typed=repr(level.strip()), n=len(Level)))
            marks[int(level)] = mark(rest, default)
        return cls(default, marks)

    def to_text(self) -> str:
        def one(m: PassMark) -> str:
            return f"{m.percent:g}/{m.min_boxes}"
        return ", ".join([one(self.default), *(f"{lv}={one(m)}" for lv, m in sorted(self.marks.items()))])

    def mark(self, level: int) -> PassMark:
        return self.marks.get(int(level), self.default)

    def passed(self, level: int, history: Iterable[SessionResult]) -> bool:
        m = self.mark(level)
        return any(r.level == int(level) and m.passed_by(r) for r in history)

    def open_levels(self, history: Iterable[SessionResult], openings: Iterable[LevelOpening] = ()) -> tuple[Level, ...]:
        """The levels the trainee may start, lowest first."""
        history = list(history)
        opened = {o.level for o in openings}
        out = []
        for lv in Level:
            n = int(lv)
            if n == 1 or n in opened or self.passed(n - 1, history) or self.passed(n, history):
                out.append(lv)
        return tuple(out)
