"""``dealer-app report``: the shift report PDF, or one round's slip.

    dealer-app report --db PATH [--shift ID] --out FILE.pdf
    dealer-app report --db PATH [--shift ID] --round N --out FILE.pdf

``--shift`` defaults to the latest shift; ``--round N`` is the round's number in
that shift (the ``#`` of the report's listing) and writes its slip instead.
Progress goes to standard error; a failure is one line
``dealer-app report: reason`` and a non-zero exit (2: bad arguments or a
database that cannot be read or trusted; 1: anything else). The file is
written atomically, and "report printed" is recorded in the audit log.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from dealer_app.cli.lang import argv_lang, os_reason, worded
from dealer_app.cli.scaffold import READ_ONLY_HELP, Fail, Parser
from dealer_app.refusal_codes import (
    DatabaseHasNoShift,
    DatabaseNotAt,
    Interrupted,
    OutFolderMissing,
    OutNotPdf,
    ReportRoundBelowOne,
    ShiftHasNoRound,
    ShiftNotInDatabase,
)
from dealer_app.safe_input import one_line, parse_id
from dealer_app.store.location import is_floor_url, parse_location

from .words import Words

if TYPE_CHECKING:
    from dealer_app.services import DealerServices

__all__ = ["report_main"]

STATION = "command line"


def _parser() -> Parser:
    p = Parser(
        prog="dealer-app report",
        description="Write a shift's report (or one round's slip) as PDF.",
    )
    p.add_argument("--db", type=parse_location, default=None,
                   help="database file (default: in the user's data folder), or a floor's postgresql:// URL")
    p.add_argument("--table", default=None, help="on a floor: the table (default: this station's table)")
    p.add_argument("--shift", type=parse_id, default=None, metavar="ID", help="shift id (default: the latest shift)")
    p.add_argument("--round", type=parse_id, default=None, metavar="N", help="write the slip of round N of the shift instead")
    p.add_argument("--slip", type=parse_id, default=None, metavar="N",
                   help="write fill or credit slip N instead (its number as printed)")
    p.add_argument("--out", type=Path, required=True, metavar="FILE.pdf", help="the PDF to write (replaced atomically)")
    p.add_argument("--tz", default=None, metavar="ZONE", help="IANA time zone for the times shown (default: this machine's)")
    p.add_argument("--locale", default=None, metavar="LOCALE", help="locale for money (default: en_GB)")
    p.add_argument("--lang", default="en", choices=["en", "ru"],
                   help="the report's language: every heading, table, chart label, explanation and signature "
                        "block, and the error lines (default: en; ru also sets the money locale ru_RU)")
    p.add_argument("--quiet", action="store_true", help="no progress on standard error")
    p.add_argument("--read-only", action="store_true", help=READ_ONLY_HELP)
    return p


class _Progress:
    """A line on standard error now and then (at most about once a second)."""

    def __init__(self, quiet: bool, lang: str = "en") -> None:
        self.quiet = quiet
        self.w = Words(lang)
        self._last = 0.0
        self.pages = 0

    def say(self, text: str, *, force: bool = False) -> None:
        now = time.monotonic()
        if self.quiet or (not force and now - self._last < 1.0):
            return
        self._last = now
        print(self.w("report: {line}", line=text), file=sys.stderr, flush=True)

    def page(self, n: int) -> None:
        self.pages = n
        self.say(self.w("page {n} laid out", n=n))


def report_main(argv: list[str]) -> int:
    lang = argv_lang(argv)  # known before parsing: a usage error is worded in it too
    try:
        return _report(argv)
    except Fail as exc:
        print(f"dealer-app report: {one_line(worded(exc, lang))}", file=sys.stderr)
        return exc.code
    except OSError as exc:  # a path the system refuses (name too long, ...)
        print(f"dealer-app report: {one_line(os_reason(exc, lang))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"dealer-app report: {worded(Interrupted(), lang)}", file=sys.stderr)
        return 130
    except SystemExit as exc:  # --help
        return int(exc.code or 0)


def _report(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    from dealer_app.atomic_file import OutputError
    from dealer_app.floor import resolve_target
    from dealer_app.reporting import (
        DEFAULT_LOCALE,
        ReportDataError,
        ReportSourceError,
    )
    from dealer_app.services import DealerServices, ServiceError
    from dealer_app.store.errors import StoreError

    from .api import NotRecordedError, save_round_slip, save_shift_report
    from .money import Money, MoneyFormatError
    from .text import ReportZoneError, zone

    locale = args.locale or ("ru_RU" if args.lang == "ru" else DEFAULT_LOCALE)
    try:  # check the options before touching the database
        if args.tz is not None:
            zone(args.tz)
        Money("EUR", locale)
    except (ReportZoneError, MoneyFormatError) as exc:
        raise Fail(exc, 2) from None
    if args.round is not None and args.round < 1:
        raise Fail(ReportRoundBelowOne(), 2)
    out: Path = args.out
    if out.suffix.lower() != ".pdf":
        raise Fail(OutNotPdf(path=out), 2)
    if not out.parent.is_dir() and str(out.parent):
        raise Fail(OutFolderMissing(path=out.parent), 1)
    if args.db is not None and not is_floor_url(args.db) and not args.db.exists():
        raise Fail(DatabaseNotAt(path=args.db), 2)

    progress = _Progress(args.quiet, args.lang)
    w = progress.w
    try:
        location, table = resolve_target(args.db, args.table)
        services = DealerServices.open(location, table=table, station=STATION, program="report",
                                       record_startup=False, create=False, readonly=True if args.read_only else None)
    except StoreError as exc:
        raise Fail(exc, 2) from None
    try:
        if args.slip is not None:
            from .count_slip import build_count_slip, render_count_slip

            data_slip = build_count_slip(services, args.slip, timezone=args.tz, locale=locale, lang=args.lang)
            render_count_slip(data_slip, out)
            services.record_report(None, shift_id=data_slip.shift_id, what=f"count slip {args.slip}",
                                   path=str(out.resolve()))
            done = w("wrote {out} (slip {slip} of shift {shift}, 1 page)", out=out, slip=args.slip,
                     shift=data_slip.shift_id)
        elif args.round is not None:
            shift_id, round_id = _round_id(services, args.shift, args.round)
            saved = save_round_slip(services, round_id, out, timezone=args.tz, locale=locale, lang=args.lang)
            done = w("wrote {out} (round {n} of shift {shift}, 1 page)", out=out, n=args.round, shift=shift_id)
        else:
            saved = save_shift_report(
                services, out, shift_id=args.shift, timezone=args.tz, locale=locale,
                progress=progress.say, on_page=progress.page, lang=args.lang,
            )
            data = saved.report
            assert data is not None
            state = "" if data.header.closed_at is not None else w(", shift still open")
            done = w("wrote {out} (shift {shift}, {rounds} rounds, {pages} pages{state})", out=out, shift=saved.shift_id,
                     rounds=w.number(len(data.rounds)), pages=saved.pages, state=state)
        progress.say(done, force=True)
        return 0
    except NotRecordedError as exc:
        raise Fail(exc, 1) from None
    except (ReportSourceError, ReportDataError, MoneyFormatError, ReportZoneError, OutputError, ServiceError) as exc:
        raise Fail(exc, 1) from None
    except StoreError as exc:
        raise Fail(exc, 2) from None
    except OSError as exc:
        raise Fail(f"{os_reason(exc, args.lang)}{f' ({exc.filename})' if exc.filename else ''}", 1) from None
    finally:
        services.close()


def _round_id(services: DealerServices, shift: int | None, number: int) -> tuple[int, int]:
    """The store id of round ``number`` of ``shift`` (default: the latest shift)."""
    from dealer_app.reporting import ReportSourceError

    store = services.store
    if shift is None:
        shifts = store.shifts()
        if not shifts:
            raise ReportSourceError(DatabaseHasNoShift())
        shift = int(shifts[-1].id)
    elif store.shift(shift) is None:
        raise ReportSourceError(ShiftNotInDatabase(s=shift))
    for row in store.rounds(shift):
        if row.number == number:
            return shift, int(row.id)
    raise ReportSourceError(ShiftHasNoRound(s=shift, n=number))
