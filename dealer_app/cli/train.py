"""``dealer-app train``: trainee drills without the GUI (docs/TRAINING.md).

    dealer-app train --level N --rounds K --seed S [--house FILE] [--focus KIND,...] [--json]
    dealer-app train --level N --rounds K --seed S [--house FILE] [--focus KIND,...] --answers FILE|- [--json]
                     [--record TRAINEE [--progress FILE] [--mode practice|timed|exam] [--exam ID]]

The first prints the drill (human-readable, or JSON Lines with one line per
box to answer); the second grades a JSON Lines answer file against the engine
and prints a verdict per box (with the engine's explanation and the mistake's
classification) and the score. Exit 0 when printed or graded, mistakes
included; 2 on bad input, with one line per problem naming the line number
and the field. Never a traceback for bad input. No Qt.
"""

from __future__ import annotations

import datetime as dt
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from dealer_app import refusal_codes
from dealer_app.cli.lang import argv_lang, house_file_lines, usage, worded
from dealer_app.cli.train_text import drill_json_lines, drill_text, report_json_lines, report_text
from dealer_app.house_files import HouseFileError, load_house_file
from dealer_app.safe_input import InputError, one_line, read_bounded
from dealer_app.training.answers import AnswerFileError, parse_answer_lines
from dealer_app.training.drill import MAX_ROUNDS, DrillError, build_drill
from dealer_app.training.grading import grade
from dealer_app.training.levels import Level
from dealer_app.training.mistakes import CONCRETE_KINDS, MistakeKind
from dealer_app.training.progress import BoxResult, JsonlProgressStore, Mode, SessionResult
from rules.poker.house import HouseRules

__all__ = ["main"]

USAGE = f"""usage: dealer-app train --level N --seed S [--rounds K] [--house FILE] [--focus KIND,...] [--json]
       dealer-app train --level N --seed S [--rounds K] [--house FILE] [--focus KIND,...] --answers FILE|- [--json]
                        [--record TRAINEE [--progress FILE] [--mode practice|timed|exam] [--exam ID]]

Trainee drills on the real engine. Without --answers: print the drill. With --answers: grade it.
  --level N        1..{len(Level)}: {"; ".join(f"{int(lv)} {lv.title.lower()}" for lv in Level)}
  --seed S         the drill's seed (0 or more): the same seed gives the same drill
  --rounds K       rounds in the drill, 1..{MAX_ROUNDS} (default 10)
  --house FILE     a house-rules profile (TOML or JSON, or a bundled profile's name)
  --focus KINDS    weight these mistake kinds (comma-separated; see docs/TRAINING.md)
  --json           JSON Lines instead of text
  --answers FILE   the answers to grade (JSON Lines, one line per box; '-' for standard input)
  --record NAME    add the graded result to NAME's progress records (JSON Lines file)
  --progress FILE  the progress file (default: training/progress.jsonl in the data folder)
  --mode MODE      how the answers were given, for the record (default practice)
  --exam ID        the exam's id, for the record (implies --mode exam)
  --lang LANG      the language of the drill, the verdicts and the error lines, en (default) or ru:
                   their words, the mistakes and the explanation lines; fields and numbers are the same
"""


class UsageError(ValueError):
    pass


@dataclass
class Args:
    level: Level | None = None
    seed: int | None = None
    rounds: int = 10
    house: str | None = None
    focus: tuple[MistakeKind, ...] = ()
    json: bool = False
    answers: str | None = None
    record: str | None = None
    progress: str | None = None
    mode: Mode = Mode.PRACTICE
    exam: str | None = None
    lang: str = "en"


_VALUED = frozenset({"--level", "--seed", "--rounds", "--house", "--focus", "--answers", "--record", "--progress",
                     "--mode", "--exam"})


def _int(name: str, text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise UsageError(refusal_codes.NotAWholeNumber(k=name, v=repr(text))) from None


def _parse(argv: list[str]) -> Args:
    a = Args()
    it = iter(argv)
    for arg in it:
        if arg in ("-h", "--help"):
            raise UsageError("")
        name, eq, inline = arg.partition("=")
        if name == "--json" and not eq:
            a.json = True
            continue
        if name == "--lang":
            value = inline if eq else next(it, None)
            if value not in ("en", "ru"):
                raise UsageError(refusal_codes.LangUnknown(choices="en, ru", value=repr((value or "")[:20])))
            a.lang = value
            continue
        if not name.startswith("--"):
            raise UsageError(refusal_codes.UnexpectedArgument(value=repr(arg)))
        if name not in _VALUED:
            raise UsageError(refusal_codes.UnknownOption(option=name))
        value = inline if eq else next(it, None)
        if value is None or value == "":
            raise UsageError(refusal_codes.OptionNeedsValue(option=name))
        if name == "--level":
            try:
                a.level = Level.parse(value)
            except ValueError:
                raise UsageError(refusal_codes.LevelUnknown(value=repr(value), max=len(Level))) from None
        elif name == "--seed":
            a.seed = _int("--seed", value)
            if a.seed < 0:
                raise UsageError(refusal_codes.SeedNegative(value=a.seed))
        elif name == "--rounds":
            a.rounds = _int("--rounds", value)
            if not 1 <= a.rounds <= MAX_ROUNDS:
                raise UsageError(refusal_codes.DrillRoundsOutOfRange(max=MAX_ROUNDS, value=a.rounds))
        elif name == "--house":
            a.house = value
        elif name == "--focus":
            kinds = []
            for k in value.split(","):
                try:
                    kind = MistakeKind(k.strip())
                except ValueError:
                    kind = None
                if kind is None or not kind.concrete:
                    raise UsageError(refusal_codes.FocusUnknown(value=repr(k.strip()), kinds=', '.join(x.value for x in CONCRETE_KINDS)))
                kinds.append(kind)
            a.focus = tuple(kinds)
        elif name == "--answers":
            a.answers = value
        elif name == "--record":
            a.record = value
        elif name == "--progress":
            a.progress = value
        elif name == "--mode":
            try:
                a.mode = Mode(value)
            except ValueError:
                raise UsageError(refusal_codes.ModeUnknown(value=repr(value))) from None
        else:  # --exam
            a.exam = value
            a.mode = Mode.EXAM
    if a.level is None:
        raise UsageError(refusal_codes.OptionRequired(option="--level"))
    if a.seed is None:
        raise UsageError(refusal_codes.OptionRequired(option="--seed"))
    if a.record is None and (a.progress is not None or a.exam is not None):
        raise UsageError(refusal_codes.ProgressWithoutRecord())
    if a.record is not None and a.answers is None:
        raise UsageError(refusal_codes.RecordNeedsAnswers())
    return a


def _read_lines(path: str) -> list[str]:
    return read_bounded(path, what="answers file").decode("utf-8").splitlines()


def _emit(text: str) -> None:
    """Print to standard output; a reader that stops early (``| head``) is not an error."""
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


def main(argv: list[str]) -> int:
    lang = argv_lang(argv)  # known before parsing: a usage error is worded in it too
    try:
        return _main(argv, lang)
    except Exception as e:  # a bug, not bad input: one clear line rather than a traceback
        if os.environ.get("DEALER_APP_DEBUG"):
            raise
        internal = refusal_codes.InternalErrorDebug(text=f"{type(e).__name__}: {e}")
        print(f"dealer-app train: {worded(internal, lang)}", file=sys.stderr)
        return 1


def _main(argv: list[str], lang: str) -> int:
    err = sys.stderr
    try:
        a = _parse(list(argv))
    except UsageError as e:
        if str(e):
            print(f"dealer-app train: {worded(e, lang)}", file=err)
            print(usage("train", USAGE, lang), file=err, end="")
            return 2
        print(usage("train", USAGE, lang), end="")
        return 0
    assert a.level is not None and a.seed is not None
    house = HouseRules()
    profile = "default"
    if a.house is not None:
        try:
            house = load_house_file(a.house)
        except HouseFileError as e:
            print("\n".join(house_file_lines(e, a.lang)), file=err)
            return 2
        profile = os.path.basename(a.house)
    answers = None
    if a.answers is not None:
        try:
            lines = _read_lines(a.answers)
        except (OSError, UnicodeDecodeError, InputError) as e:
            reason: BaseException | str = e.strerror if isinstance(e, OSError) and e.strerror else e
            cannot = refusal_codes.CannotReadPath(path=a.answers, reason=reason)
            print(f"dealer-app train: {worded(cannot, a.lang)}", file=err)
            return 2
        answers, problems = parse_answer_lines(lines)
        if problems:
            print("\n".join(one_line(worded(p, a.lang)) for p in problems), file=err)
            return 2
    try:
        drill = build_drill(a.level, a.seed, a.rounds, house, focus={k: 1 for k in a.focus}, profile=profile)
    except DrillError as e:
        print(f"dealer-app train: {worded(e, a.lang)}", file=err)
        return 2
    if answers is None:
        _emit("\n".join(drill_json_lines(drill)) if a.json else drill_text(drill, a.lang))
        return 0
    try:
        report = grade(drill, answers)
    except AnswerFileError as e:
        print("\n".join(one_line(worded(p, a.lang)) for p in e.errors), file=err)
        return 2
    _emit("\n".join(report_json_lines(report, a.lang)) if a.json else report_text(report, a.lang))
    if a.record is not None:
        store = JsonlProgressStore(None if a.progress is None else Path(a.progress))
        result = SessionResult(
            trainee=a.record, finished_at=dt.datetime.now(dt.UTC), drill_id=drill.drill_id, level=int(drill.level),
            mode=a.mode, seed=drill.seed, profile=profile, target_seconds=drill.target_seconds,
            boxes=tuple(BoxResult.of(v) for v in report.verdicts),
            seconds=report.seconds, exam_id=a.exam,
        )
        try:
            store.record(result)
        except OSError as e:
            unrecorded = refusal_codes.ProgressNotRecorded(path=store.path, reason=e.strerror or str(e))
            print(f"dealer-app train: {worded(unrecorded, a.lang)}", file=err)
            return 1
    return 0
