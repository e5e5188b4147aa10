"""``dealer-app rounds``: rounds entered from the command line.

``rounds correct-late --round ID --played-at ISO --reason TEXT --by NAME`` puts right an
honest mistake in a late entry's stated time: a correction entry signed by a pit boss,
which the shift report and ``audit verify`` show (the round itself is not touched).

``rounds enter-late --file ROUND.json --by NAME [--approver NAME] [--shift ID]
[--db PATH|URL] [--table NAME] [--pin-stdin]`` enters the rounds a table dealt
on paper while its station or the floor server was down (the README's paper
fallback), afterwards, as *late entries*. Each goes through the engine and the
store exactly as a live round does (every step checked, held payouts approved
by a pit boss who did not prepare it, the settlement moving the meter); its log
records when it was played (as the paper says) and who entered it, and the
shift report lists it under "Late entries".

``ROUND.json`` holds one round, or a list of them in the order they were played::

    {"played_at": "2026-12-01T14:20:00+03:00", "note": "paper slip 17",
     "dealer": "Anna", "steps": [{"kind": "place_bet", "box": 1, "ante": 500, ...}, ...]}

``played_at`` is an ISO 8601 time (without an offset: this computer's local
time); ``dealer`` (default: the shift's dealer) and ``note`` are optional;
``steps`` are the engine's steps (``docs/FLOOR.md``, ``dealer-app export``).
The pit boss's PIN (``--by``), then the approver's (``--approver``, needed when
a round holds payouts for approval), are asked once for the whole file, from a
prompt or, with ``--pin-stdin``, one per line from standard input (PINs are
never arguments); each round gets its own signatures.

Entering is idempotent by sheet: a round already entered (the same time and steps,
whatever its note) is skipped and named, so a file that stopped half-way is simply
run again; the last line says how many were entered and how many were there already.
"""

from __future__ import annotations

import datetime as dt
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from dealer_app import refusal_codes as rc
from dealer_app.auth.roles import Permission
from dealer_app.cli.lang import argv_lang
from dealer_app.cli.scaffold import CommandArgs, Fail, Parser, run_command
from dealer_app.cli.store import _db_arg, _open, _pin_arg, _read_pin, _warn
from dealer_app.money_text import money_text
from dealer_app.refusal import Refusal
from dealer_app.refusal_codes import CannotReadPath, FileNotJson
from dealer_app.wording.cli_lines import line as said

if TYPE_CHECKING:
    from dealer_app.services.app import DealerServices
    from dealer_app.services.rounds import LateEntry
    from rules.poker import Step

__all__ = ["main", "parse_paper_rounds"]

_MAX_FILE = 4 * 1024 * 1024


def _played_at(text: object, where: str | Refusal) -> int:
    """``played_at`` → microseconds since the epoch (a time without an offset is local)."""
    if not isinstance(text, str):
        raise Fail(rc.PlayedAtNotText(where=where), 2)
    try:
        when = dt.datetime.fromisoformat(text.strip())
    except ValueError:
        raise Fail(rc.PlayedAtNotIso(where=where, typed=repr(text)), 2) from None
    if when.tzinfo is None:
        when = when.astimezone()  # this computer's local time
    return int(when.timestamp() * 1_000_000)


def parse_paper_rounds(data: object) -> list[tuple[LateEntry, list[Step]]]:
    """The file's rounds as ``(LateEntry, [steps])``, checked for shape (the engine checks the steps)."""
    from dealer_app.services.common import RefusalDetail
    from dealer_app.services.rounds import LateEntry
    from rules.poker import StepRefused, step_from_json

    rounds = data if isinstance(data, list) else [data]
    if not rounds:
        raise Fail(rc.PaperFileEmpty(), 2)
    out: list[tuple[LateEntry, list[Step]]] = []
    for i, r in enumerate(rounds, 1):
        where = rc.PaperRoundOfFile(i=i)
        if not isinstance(r, Mapping):
            raise Fail(rc.PaperRoundNotObject(where=where), 2)
        unknown = sorted(set(r) - {"played_at", "note", "dealer", "steps"})
        if unknown:
            raise Fail(rc.PaperRoundUnknownField(where=where, field=repr(unknown[0])), 2)
        steps_json = r.get("steps")
        if not isinstance(steps_json, list) or not steps_json:
            raise Fail(rc.PaperRoundNoSteps(where=where), 2)
        note, dealer = r.get("note", ""), r.get("dealer")
        if not isinstance(note, str) or (dealer is not None and not isinstance(dealer, str)):
            raise Fail(rc.PaperRoundNoteDealerText(where=where), 2)
        steps: list[Step] = []
        for n, s in enumerate(steps_json, 1):
            try:
                steps.append(step_from_json(s))
            except StepRefused as exc:  # the engine's problems, typed (amounts in minor units, as the English)
                why = RefusalDetail.of_problems(exc.problems, joiner="; ")
                raise Fail(rc.PaperRoundStepRefused(where=where, n=n, why=why), 2) from None
        out.append((LateEntry(_played_at(r.get("played_at"), where), dealer, note), steps))
    return out


class _RoundsArgs(CommandArgs):
    action: str
    file: Path
    by: str
    approver: str | None
    shift: int | None
    round: int
    played_at: str
    reason: str


def _open_shift(services: DealerServices, given: int | None) -> int:
    if given is not None:
        return int(given)
    open_ = [s for s in services.read.shifts() if s.closed_seq is None and not s.simulated]
    if len(open_) != 1:
        raise Fail(rc.PaperShiftAmbiguous(open=", ".join(str(s.id) for s in open_)) if open_ else rc.PaperShiftNoneOpen(),
                   2)
    return int(open_[0].id)


def _enter_late(args: _RoundsArgs) -> int:
    from dealer_app.safe_input import InputError, loads, read_bounded

    try:
        raw = read_bounded(args.file, _MAX_FILE, what="paper-round file")
    except InputError as exc:
        raise Fail(CannotReadPath(path=args.file, reason=exc), 2) from None
    try:
        data = loads(raw)
    except InputError as exc:
        raise Fail(FileNotJson(path=args.file, why=exc), 2) from None
    rounds = parse_paper_rounds(data)
    services = _open(args, "rounds")
    try:
        _warn(services, args.lang)
        shift_id = _open_shift(services, args.shift)
        from dealer_app.services.rounds import paper_sheet

        there = services.rounds.paper_sheets(shift_id)
        numbers = [there.get(paper_sheet(late.played_at_us, steps)) for late, steps in rounds]
        missing = [r for r, n in zip(rounds, numbers, strict=True) if n is None]
        for i, n in enumerate(numbers, 1):
            if n is not None:
                print(said(args.lang, "round {i} of the file: already entered, as round {n} of shift {shift}; skipped",
                           i=i, n=n, shift=shift_id))
        if not missing:
            print(said(args.lang, "dealer-app rounds: all {n} rounds of the file are already entered; nothing to do",
                       n=len(rounds)))
            return 0
        # each PIN is asked once; every round gets its own signatures (an approval signs once)
        by_pin = _read_pin(args.by, args)
        approver_pin = _read_pin(args.approver, args) if args.approver else None
        for entered, (late, steps) in enumerate(missing):
            by = services.users.co_sign(args.by, by_pin, Permission.ENTER_LATE, purpose="enter a paper round late",
                                        shift_id=shift_id)
            approver = None
            if args.approver and approver_pin is not None:
                approver = services.users.co_sign(args.approver, approver_pin, Permission.APPROVE,
                                                  purpose="approve payout", shift_id=shift_id)
            try:
                e = services.rounds.enter_late(by, shift_id, steps, late, approver)
            except Exception:
                if entered:
                    print(said(args.lang, "dealer-app rounds: {entered} of {total} rounds were entered before this "
                                          "one; run the file again to enter the rest", entered=entered,
                               total=len(missing)), file=sys.stderr)
                raise
            view = services.read.round(int(e.round_id or 0))
            money = money_text(services.provision.currency(), "ru_RU" if args.lang == "ru" else "en_GB")
            played = dt.datetime.fromtimestamp(late.played_at_us / 1e6).astimezone().isoformat(timespec="minutes")
            print(said(args.lang, "round {number} of shift {shift}: entered late (played {played}), house result "
                                  "{result}, log entry {seq}", number=view.number, shift=shift_id, played=played,
                       result=money.full(view.effective_house_net, signed=True), seq=e.seq))
        if len(missing) < len(rounds):
            print(said(args.lang, "dealer-app rounds: entered {n}; {m} were already entered", n=len(missing),
                       m=len(rounds) - len(missing)))
        return 0
    finally:
        services.close()


def _correct_late(args: _RoundsArgs) -> int:
    """A late entry's stated time put right by a pit boss, with a reason (a signed correction entry)."""
    played = _played_at(args.played_at, "--played-at")
    if not args.reason.strip():
        raise Fail(rc.CorrectionNeedsReason(), 2)
    services = _open(args, "rounds")
    try:
        row = services.store.round(args.round)
        if row is None:
            raise Fail(rc.RoundOptionNotFound(n=args.round), 2)
        by = services.users.co_sign(args.by, _read_pin(args.by, args), Permission.ENTER_LATE,
                                    purpose="correct a late entry", shift_id=row.shift_id)
        from dealer_app.auth.roles import PermissionDenied
        from dealer_app.services.common import NotFoundError, ServiceError, StateError

        try:
            e = services.rounds.correct_late(by, args.round, played, args.reason)
        except (StateError, NotFoundError, PermissionDenied):
            raise
        except ServiceError as exc:  # a time or reason the service refuses: bad input
            raise Fail(exc, 2) from None
        when = dt.datetime.fromtimestamp(played / 1e6).astimezone().isoformat(timespec="minutes")
        print(said(args.lang, "round {number} of shift {shift}: late entry corrected (played {when}), log entry {seq}",
                   number=row.number, shift=row.shift_id, when=when, seq=e.seq))
        return 0
    finally:
        services.close()


def main(argv: Sequence[str]) -> int:
    def body() -> int:
        p = Parser(prog="dealer-app rounds", description="rounds entered from the command line")
        sub = p.add_subparsers(dest="action", required=True)
        late = sub.add_parser(
            "enter-late", help="enter rounds dealt on paper during an outage, afterwards (late entries)",
            description="Enter the rounds a table dealt on paper while its station or the floor server was down. "
                        "Each goes through the engine like a live round and is marked as a late entry in the log "
                        "and the shift report (when it was played, as stated, and when it was entered). "
                        'FILE: {"played_at": ISO time, "note": "...", "dealer": NAME, "steps": [engine steps]} '
                        "or a list of them in playing order.")
        late.error = p.error  # type: ignore[method-assign]
        _db_arg(late)
        late.add_argument("--file", type=Path, required=True, metavar="ROUND.json",
                          help="the paper round(s): played_at, steps, optional note and dealer")
        late.add_argument("--by", required=True, metavar="NAME", help="the pit boss entering them (their PIN asked)")
        late.add_argument("--approver", default=None, metavar="NAME",
                          help="another pit boss who approves held payouts (their PIN asked after --by's)")
        late.add_argument("--shift", type=int, default=None, help="the open shift they belong to (default: the open one)")
        _pin_arg(late)
        late.add_argument("--lang", default="en", choices=["en", "ru"],
                          help="the language of the lines and error lines (default: en)")
        fix = sub.add_parser("correct-late", help="correct a late entry's stated time (an honest mistake), signed")
        fix.error = p.error  # type: ignore[method-assign]
        _db_arg(fix)
        fix.add_argument("--round", type=int, required=True, help="the round's id")
        fix.add_argument("--played-at", required=True, metavar="ISO", help="when it was really played")
        fix.add_argument("--reason", required=True, help="why the stated time was wrong")
        fix.add_argument("--by", required=True, metavar="NAME", help="the pit boss correcting it (their PIN asked)")
        _pin_arg(fix)
        fix.add_argument("--lang", default="en", choices=["en", "ru"],
                         help="the language of the lines and error lines (default: en)")
        args = p.parse_args(list(argv), namespace=_RoundsArgs())
        return _enter_late(args) if args.action == "enter-late" else _correct_late(args)

    return run_command("rounds", body, argv_lang(argv))
