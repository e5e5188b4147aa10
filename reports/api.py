"""What the desktop app and the command line call: build from the store, render,
write atomically, record "report printed" in the audit log.

    save_shift_report(services, "shift.pdf", shift_id=None, who=session)
    save_round_slip(services, round_id, "slip.pdf", who=session)

Each returns a :class:`Saved` (path, pages, what was printed). The PDF is on
disk before the log entry is written; if the log refuses the entry the file
stays and :class:`NotRecordedError` says so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from dealer_app.reporting import DEFAULT_LOCALE, ShiftReport, build_round_slip, build_shift_report

from .shift import render_shift_report
from .slip import render_round_slip
from .words import Words

if TYPE_CHECKING:
    from dealer_app.services import DealerServices, Signer

__all__ = ["NotRecordedError", "Saved", "save_round_slip", "save_shift_report"]


class NotRecordedError(RuntimeError):
    """The PDF was written but the audit log could not record that it was printed."""

    def __init__(self, saved: Saved, reason: object) -> None:
        self.saved = saved
        super().__init__(f"{saved.path} was written, but 'report printed' could not be recorded in the audit log: {reason}")


@dataclass(frozen=True)
class Saved:
    path: Path
    pages: int
    shift_id: int
    what: str
    report: ShiftReport | None = None


def _allowed(services: DealerServices, who: Signer | None, shift_id: int | None) -> None:
    """A signed-in user must hold PRINT_REPORT (a refusal is logged by the services)."""
    if who is not None:
        from dealer_app.auth.roles import Permission

        services.ctx.check(who, Permission.PRINT_REPORT, shift_id=shift_id)


def _record(services: DealerServices, saved: Saved, who: Signer | None) -> Saved:
    from dealer_app.store.errors import StoreError

    try:
        actor = who.user.id if who is not None else None
        services.record_report(actor, shift_id=saved.shift_id, what=saved.what, path=str(saved.path.resolve()))
    except (StoreError, OSError) as exc:
        raise NotRecordedError(saved, exc) from exc
    return saved


def save_shift_report(
    services: DealerServices,
    path: str | Path,
    *,
    shift_id: int | None = None,
    who: Signer | None = None,
    timezone: str | None = None,
    locale: str = DEFAULT_LOCALE,
    progress: Callable[[str], None] | None = None,
    on_page: Callable[[int], None] | None = None,
    record: bool = True,
    lang: str = "en",
) -> Saved:
    """Build the shift report (default: the latest shift), write it to ``path`` and
    record that ``who`` (a session or co-signature holding PRINT_REPORT; None: the
    command line) printed it."""
    _allowed(services, who, shift_id)

    def rounds_read(done: int, total: int) -> None:
        if progress is not None:
            w = Words(lang)
            progress(w("{done}/{total} rounds read", done=w.number(done), total=w.number(total)))

    data = build_shift_report(services, shift_id, timezone=timezone, locale=locale, progress=rounds_read, lang=lang)
    pages: list[int] = []

    def page_done(n: int) -> None:
        pages.append(n)
        if on_page is not None:
            on_page(n)

    target = render_shift_report(data, path, progress=progress, on_page=page_done)
    sid = int(data.header.shift_id)
    saved = Saved(target, max(pages, default=0), sid, f"shift report: shift {sid}", data)
    return _record(services, saved, who) if record else saved


def save_round_slip(
    services: DealerServices,
    round_id: int,
    path: str | Path,
    *,
    who: Signer | None = None,
    timezone: str | None = None,
    locale: str = DEFAULT_LOCALE,
    record: bool = True,
    lang: str = "en",
) -> Saved:
    """Build the slip of round ``round_id`` (the store's id), write it to ``path`` (one
    page, in ``lang``) and record that ``who`` printed it."""
    _allowed(services, who, None)
    slip = build_round_slip(services, round_id, timezone=timezone, locale=locale, lang=lang)
    target = render_round_slip(slip, path)
    sid = int(slip.header.shift_id)
    saved = Saved(target, 1, sid, f"round slip: shift {sid} round {slip.round.number} (id {round_id})")
    return _record(services, saved, who) if record else saved
