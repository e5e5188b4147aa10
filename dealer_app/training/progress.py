"""Progress records: what each graded session showed, per trainee, over time.

One :class:`SessionResult` per graded drill (practice, timed or exam), holding
one :class:`BoxResult` per box. Summaries give accuracy and speed per level
and per mistake kind, per day. Storage sits behind the narrow
:class:`ProgressStore` protocol; :class:`JsonlProgressStore` keeps the records
as JSON Lines under the data folder, and the shift store can implement the
same two methods with its ``trainee_result`` entries.
"""

from __future__ import annotations

import datetime as dt
import enum
import io
import json
import os
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

from dealer_app.refusal import Refused
from dealer_app.refusal_codes import NotASessionRecord
from dealer_app.safe_input import dict_of, float_of, int_of, items_of, mapping_of, open_regular
from dealer_app.training.mistakes import MistakeKind

if TYPE_CHECKING:
    from dealer_app.training.grading import BoxVerdict

__all__ = [
    "PROGRESS_FORMAT",
    "BoxResult",
    "JsonlProgressStore",
    "Mode",
    "ProgressStore",
    "SessionResult",
    "Stat",
    "default_progress_path",
    "kind_stats",
    "level_stats",
    "progress_by_day",
]

PROGRESS_FORMAT = "dealer-training-session/1"


class Mode(enum.StrEnum):
    PRACTICE = "practice"
    TIMED = "timed"
    EXAM = "exam"


@dataclass(frozen=True, slots=True)
class BoxResult:
    round: int
    box: int
    answered: bool
    correct: bool
    mistake: MistakeKind | None
    exercised: tuple[MistakeKind, ...]
    seconds: float | None = None
    candidates: tuple[MistakeKind, ...] = ()
    """The single-rule mistakes that agreed with the answer (several when ambiguous)."""
    mistakes: tuple[MistakeKind, ...] = ()
    """Every mistake made on the box, one per rule broken (older records: just ``mistake``)."""

    @classmethod
    def of(cls, v: BoxVerdict) -> BoxResult:
        """The record of one graded box."""
        return cls(v.round, v.box, v.answered, v.correct, v.mistake, v.exercised, v.seconds, v.candidates,
                   v.mistakes)

    @property
    def made(self) -> tuple[MistakeKind, ...]:
        """The mistakes made on this box (never any for a box not answered)."""
        if not self.answered:
            return ()
        return self.mistakes or ((self.mistake,) if self.mistake is not None else ())

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round, "box": self.box, "answered": self.answered, "correct": self.correct,
            "mistake": self.mistake.value if self.mistake else None,
            "candidates": [k.value for k in self.candidates],
            "mistakes": [k.value for k in self.mistakes],
            "exercised": [k.value for k in self.exercised], "seconds": self.seconds,
        }

    @classmethod
    def from_json(cls, d: Mapping[str, object]) -> BoxResult:
        return cls(
            int_of(d["round"]), int_of(d["box"]), bool(d["answered"]), bool(d["correct"]),
            MistakeKind(cast(str, d["mistake"])) if d.get("mistake") else None,
            tuple(MistakeKind(cast(str, k)) for k in items_of(d.get("exercised") or ())),
            None if d.get("seconds") is None else float_of(d["seconds"]),
            tuple(MistakeKind(cast(str, k)) for k in items_of(d.get("candidates") or ())),
            tuple(MistakeKind(cast(str, k)) for k in items_of(d.get("mistakes") or ())),
        )


@dataclass(frozen=True)
class SessionResult:
    """One graded drill of one trainee."""

    trainee: str
    finished_at: dt.datetime
    """UTC."""
    drill_id: str
    level: int
    mode: Mode
    seed: int
    profile: str
    target_seconds: int
    boxes: tuple[BoxResult, ...]
    seconds: float | None = None
    """Wall time of the whole session, when it was timed."""
    exam_id: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return len(self.boxes)

    @property
    def correct(self) -> int:
        return sum(1 for b in self.boxes if b.correct)

    @property
    def answered(self) -> int:
        return sum(1 for b in self.boxes if b.answered)

    @property
    def score(self) -> float:
        """Fraction of the boxes answered that are right (a box not answered is never wrong)."""
        return self.correct / self.answered if self.answered else 0.0

    @property
    def day(self) -> dt.date:
        return self.finished_at.date()

    def to_json(self) -> dict[str, Any]:
        return {
            "format": PROGRESS_FORMAT,
            "trainee": self.trainee,
            "finished_at": self.finished_at.astimezone(dt.UTC).isoformat(),
            "drill": self.drill_id,
            "level": self.level,
            "mode": self.mode.value,
            "seed": self.seed,
            "profile": self.profile,
            "target_seconds": self.target_seconds,
            "seconds": self.seconds,
            "exam": self.exam_id,
            "correct": self.correct,
            "total": self.total,
            "boxes": [b.to_json() for b in self.boxes],
            **({"extra": dict(self.extra)} if self.extra else {}),
        }

    @classmethod
    def from_json(cls, d: Mapping[str, object]) -> SessionResult:
        if d.get("format") != PROGRESS_FORMAT:
            raise Refused(NotASessionRecord(format=repr(d.get("format"))))
        return cls(
            trainee=str(d["trainee"]),
            finished_at=dt.datetime.fromisoformat(cast(str, d["finished_at"])),
            drill_id=str(d["drill"]),
            level=int_of(d["level"]),
            mode=Mode(cast(str, d["mode"])),
            seed=int_of(d["seed"]),
            profile=str(d.get("profile", "default")),
            target_seconds=int_of(d.get("target_seconds", 0)),
            boxes=tuple(BoxResult.from_json(mapping_of(b)) for b in items_of(d["boxes"])),
            seconds=None if d.get("seconds") is None else float_of(d["seconds"]),
            exam_id=cast("str | None", d.get("exam")),
            extra=cast("dict[str, object]", dict_of(d.get("extra") or {})),
        )


class ProgressStore(Protocol):
    """Where progress records live: append a session, read a trainee's sessions (oldest first)."""

    def record(self, result: SessionResult) -> None: ...

    def results(self, trainee: str | None = None) -> list[SessionResult]: ...


def default_progress_path() -> Path:
    from dealer_app.paths import data_dir

    return data_dir() / "training" / "progress.jsonl"


class JsonlProgressStore:
    """Progress records as JSON Lines in one file (default: under the user's data folder).

    Appends are one ``write`` of one line, flushed and fsynced; a torn last line
    (a crash mid-write) is skipped on reading, never fatal."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_progress_path()

    def record(self, result: SessionResult) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        line = json.dumps(result.to_json(), sort_keys=True, separators=(",", ":"), ensure_ascii=False) + "\n"
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(line)
            f.flush()
            os.fsync(f.fileno())

    def results(self, trainee: str | None = None) -> list[SessionResult]:
        if not self.path.exists():
            return []
        out: list[SessionResult] = []
        with open_regular(self.path, what="progress file") as raw, io.TextIOWrapper(raw, encoding="utf-8") as f:
            for text in f:
                if not text.strip():
                    continue
                try:
                    r = SessionResult.from_json(mapping_of(json.loads(text)))
                except (ValueError, KeyError, TypeError):
                    continue
                if trainee is None or r.trainee == trainee:
                    out.append(r)
        out.sort(key=lambda r: r.finished_at)
        return out


# ---------------------------------------------------------------------------
# Summaries
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Stat:
    """Accuracy and speed over some boxes (the boxes answered: one left unanswered is never wrong)."""

    boxes: int
    correct: int
    seconds: float | None
    """Mean seconds per answered box that carries a time (``None`` when none does)."""
    mistakes: int = 0

    @property
    def accuracy(self) -> float:
        return self.correct / self.boxes if self.boxes else 0.0


def _stat(boxes: Sequence[BoxResult], mistakes: int = 0) -> Stat:
    boxes = [b for b in boxes if b.answered]
    times = [b.seconds for b in boxes if b.answered and b.seconds is not None]
    mean = sum(times) / len(times) if times else None
    return Stat(len(boxes), sum(1 for b in boxes if b.correct), mean, mistakes)


def level_stats(results: Iterable[SessionResult]) -> dict[int, Stat]:
    """Accuracy and speed per level."""
    by: dict[int, list[BoxResult]] = defaultdict(list)
    for r in results:
        by[r.level].extend(r.boxes)
    return {lv: _stat(bs) for lv, bs in sorted(by.items())}


def kind_stats(results: Iterable[SessionResult]) -> dict[MistakeKind, Stat]:
    """Per mistake kind: the boxes that tested it (accuracy on them) and how often it was made."""
    tested: dict[MistakeKind, list[BoxResult]] = defaultdict(list)
    made: dict[MistakeKind, int] = defaultdict(int)
    for r in results:
        for b in r.boxes:
            if not b.answered:
                continue
            for k in b.exercised:
                tested[k].append(b)
            for k in b.made:
                made[k] += 1
    kinds = sorted(set(tested) | set(made), key=lambda k: list(MistakeKind).index(k))
    return {k: _stat(tested.get(k, []), made.get(k, 0)) for k in kinds}


def progress_by_day(results: Iterable[SessionResult]) -> dict[dt.date, dict[int, Stat]]:
    """Per day (UTC) and level: accuracy and speed over time (the data of the progress chart)."""
    by: dict[dt.date, list[SessionResult]] = defaultdict(list)
    for r in results:
        by[r.day].append(r)
    return {day: level_stats(rs) for day, rs in sorted(by.items())}
