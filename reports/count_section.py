"""The shift report's "table count" section, in English or Russian.

Opener and closer by denomination, fills and credits (each slip), the drop
(counted, or estimated from the recorded buy-ins until the count room enters
it), win, hold, the computed house result and the variance; by period when the
tray was counted during the shift, with the rounds of the period where a
variance appeared (corrected ones first). A variance beyond the station's
threshold is highlighted, and the report says it cannot be signed until a pit
boss has written an explanation. Every figure comes from
:class:`dealer_app.services.count.CountView`.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, tzinfo
from typing import TYPE_CHECKING, Any

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer, Table

from dealer_app.table_count import hold_text

from .text import esc, hexcolor, local_time
from .words import RU

if TYPE_CHECKING:
    from dealer_app.services.count import CountView

__all__ = ["TEXT", "count_section", "sign_off_warning", "tr"]

TEXT = RU
"""The section's words: :data:`reports.words.RU` (English source -> Russian)."""


def tr(text: str, lang: str, **kw: object) -> str:
    """``text`` in ``lang`` (English is the source), with ``{name}`` filled in. A ``col:``
    key is a table column's short heading."""
    english = text.removeprefix("col:")
    out = TEXT.get(text, english) if lang == "ru" else english
    return out.format(**kw) if kw else out


def _when(us: int, tz: tzinfo) -> datetime:
    return datetime.fromtimestamp(us / 1e6, tz=UTC).astimezone(tz)


def count_section(layout: Any, view: CountView) -> list[Flowable]:
    """The section's flowables, laid out with the shift report's helpers (``layout``)."""
    lang = layout.d.lang
    t: Callable[..., str] = lambda text, **kw: tr(text, lang, **kw)  # noqa: E731
    m, tz, p = layout.m, layout.tz, layout.p
    red = hexcolor(p.void)
    out: list[Flowable] = [*layout.heading(t("Table count"))]
    assert view.opener is not None

    def who(sc: Any) -> str:
        if sc.confirmed_by:
            return t("counted by {a}, confirmed by {b}", a=sc.counted_by, b=sc.confirmed_by)
        return t("counted by {a}", a=sc.counted_by)

    win, var = view.win, view.variance
    drop_note = t("counted") if view.drop_counted else t("estimated")
    var_text = "—" if var is None else m(var, signed=True)
    if view.beyond_threshold:
        var_text = f'<font color="{red}"><b>{esc(var_text)}</b></font>'
    else:
        var_text = f"<b>{esc(var_text)}</b>"
    pairs = [
        (t("Opener"), f"{esc(m(view.opener.count.total))}  <font size='7'>{esc(who(view.opener))}</font>"),
        (t("Closer"), esc(t("not counted yet")) if view.closer is None else
         f"{esc(m(view.closer.count.total))}  <font size='7'>{esc(who(view.closer))}</font>"),
        (t("Fills"), esc(m(view.fills))),
        (t("Credits"), esc(m(view.credits))),
        (t("Drop"), f"{esc(m(view.drop_amount))} ({esc(drop_note)})"),
        (t("Win"), "<b>—</b>" if win is None else f"<b>{esc(m(win, signed=True))}</b>"),
        (t("Hold"), f"<b>{esc(hold_text(view.hold, decimal=',' if lang == 'ru' else '.'))}</b>"),
        (t("Computed house result"), esc(m(view.computed, signed=True))),
        (t("Variance"), var_text),
    ]
    rows = [[layout.para(esc(k), "label"), layout.para(v, "body")] for k, v in pairs]
    kv = Table(rows, colWidths=[46 * mm, layout.t.frame_width - 46 * mm], hAlign="LEFT")
    kv.setStyle(layout.t.style(layout.t.key_value_table()))
    out += [kv, Spacer(1, 1.5 * mm)]
    if view.beyond_threshold:
        if view.explained:
            text = t("Variance beyond the threshold ({threshold}), explained:", threshold=m(view.threshold))
            for name, at, said in view.explanations:
                text += f" {said} ({name}, {layout.w.when(_when(at, tz), tz)})"
            out.append(layout.banner(text, p.ruling))
        else:
            out.append(layout.banner(t("VARIANCE BEYOND THE THRESHOLD ({threshold}): a pit boss's written explanation "
                                       "is needed before this report is signed.", threshold=m(view.threshold)), p.void))
    notes = [t("win = drop + (closer − opener) − fills + credits; hold = win / drop; variance = win − computed house "
               "result."),
             t("Jackpot shares are paid by the cage: they are not in the computed result." if
               view.jackpot_paid_by.value == "cage" else
               "Jackpot shares are paid from the tray: they are in the computed result.")]
    if view.closer is None:
        notes.append(t("The closer has not been counted yet: win and variance follow at the close."))
    if view.drop is None:
        notes.append(t("The drop box has not been counted yet: the drop shown is the recorded buy-ins, and hold is "
                       "shown once it is."))
    elif view.drop_difference:
        notes.append(t("Drop counted by {who} at {when}; it differs from the recorded buy-ins by {diff}.",
                       who=view.drop.by, when=layout.w.when(_when(view.drop.at_us, tz), tz),
                       diff=m(view.drop_difference or 0, signed=True)))
    else:
        notes.append(t("Drop counted by {who} at {when}.", who=view.drop.by,
                       when=layout.w.when(_when(view.drop.at_us, tz), tz)))
    diff = view.opener.difference
    if diff:
        notes.append(t("The opener differs from the last closer at this table ({amount}) by {diff}.",
                       amount=m(view.opener.proposed or 0), diff=m(diff, signed=True)))
    notes.append(t("Cash buy-ins recorded: {n}, total {amount}.", n=len(view.buy_ins), amount=m(view.estimated_drop)))
    pending = view.pending_slips
    if pending:
        notes.append(t("Slips not completed: {slips}.", slips=", ".join(str(s.number) for s in pending)))
    out.append(layout.note(esc(" ".join(notes))))
    out.append(Spacer(1, 2 * mm))

    # opener and closer by denomination
    values = view.chip_set.values if view.chip_set is not None else tuple(sorted(view.opener.count.chips, reverse=True))
    head = [t("Denomination"), "", t("col:Opener chips"), t("Amount"), t("col:Closer chips"), t("Amount")]
    body: list[list[Any]] = []
    swatches: list[tuple[object, ...]] = []
    closer = view.closer.count.chips if view.closer is not None else None
    for i, d in enumerate(values, 1):
        o = view.opener.count.chips.get(d, 0)
        c = closer.get(d, 0) if closer is not None else None
        body.append([m(d), "", str(o), m(o * d), "—" if c is None else str(c), "—" if c is None else m(c * d)])
        colour = view.chip_set.colour(d) if view.chip_set is not None else "#888888"
        swatches.append(("BACKGROUND", (1, i), (1, i), colors.HexColor(colour)))
        swatches.append(("BOX", (1, i), (1, i), 0.4, p.muted))
    body.append([t("Total"), "", "", m(view.opener.count.total), "",
                 "—" if view.closer is None else m(view.closer.count.total)])
    n = len(body)
    out.append(layout.table([head, *body], layout.cols(1.3, 0.35, 1.5, 1.4, 1.5, 1.4), right_from=2,
                            extra=[*swatches, ("FONTNAME", (0, n), (-1, n), layout.t.bold)]))

    # the slips
    if view.slips:
        out.append(Spacer(1, 2 * mm))
        shead = [t("col:No."), t("Kind"), t("Amount"), t("col:Requested by"), t("Signed by"), t("col:Cage"), t("Status")]
        sbody: list[list[Any]] = []
        extra: list[tuple[object, ...]] = []
        for i, s in enumerate(view.slips, 1):
            status = t(s.status)
            if s.void_reason:
                status += f": {s.void_reason}"
            sbody.append([str(s.number), t(s.kind.value), m(s.total),
                          layout.para(esc(f"{s.requested_by} {local_time(_when(s.requested_us, tz), tz)}"), "cell"),
                          layout.para(esc(s.signed_by or "—"), "cell"),
                          layout.para(esc(f"{s.received_by} {local_time(_when(s.received_us or 0, tz), tz)}"
                                          if s.received_by else "—"), "cell"),
                          layout.para(esc(status), "cell")])
            if s.status == "voided":
                extra.append(("TEXTCOLOR", (0, i), (-1, i), p.void))
        out.append(layout.table([shead, *sbody], layout.cols(0.7, 1.0, 1.1, 1.5, 1.2, 1.5, 1.6),
                                extra=[*extra, ("ALIGN", (2, 0), (2, -1), "RIGHT")]))

    # by period
    counted = [q for q in view.periods if q.end is not None]
    if len(view.periods) > 1 or (counted and view.snapshots):
        out.append(Spacer(1, 2 * mm))
        out.append(layout.para(esc(t("By period (between tray counts; each period's drop and hold are from its recorded buy-ins)")),
                               "label"))
        phead = [t("Period"), t("col:Buy-ins"), t("col:Fills"), t("col:Credits"), t("col:Win"), t("Hold"),
                 t("col:Computed"), t("Variance")]
        pbody: list[list[Any]] = []
        pextra: list[tuple[object, ...]] = []
        for i, q in enumerate(view.periods, 1):
            end = local_time(_when(q.end.at_us, tz), tz) if q.end is not None else t("open")
            span = f"{local_time(_when(q.start.at_us, tz), tz)}–{end}"
            if q.rounds:
                span += f"  #{q.rounds[0].number}–{q.rounds[-1].number}"
            pv = q.variance
            pbody.append([span, m(q.buy_ins), m(q.fills), m(q.credits), "—" if q.win is None else m(q.win, signed=True),
                          hold_text(q.hold, decimal="," if lang == "ru" else "."),
                          m(q.computed, signed=True), "—" if pv is None else m(pv, signed=True)])
            if pv:
                pextra.append(("TEXTCOLOR", (7, i), (7, i), p.void))
                pextra.append(("FONTNAME", (7, i), (7, i), layout.t.bold))
        out.append(layout.table([phead, *pbody], layout.cols(1.6, 1.05, 1.0, 0.9, 1.1, 0.85, 1.1, 1.35), right_from=1,
                                extra=pextra))
    worst = view.worst_period()
    if worst is not None and worst.end is not None:
        names = []
        for r in worst.listed_rounds():
            label = t("round {n}", n=r.number)
            if r.corrected:
                label += f" ({t('corrected')})"
            names.append(label)
        out.append(layout.note(esc(t(
            "The variance of {amount} appeared between {start} and {end}. Its rounds (corrected ones first): {rounds}.",
            amount=m(worst.variance or 0, signed=True), start=local_time(_when(worst.start.at_us, tz), tz),
            end=local_time(_when(worst.end.at_us, tz), tz), rounds=", ".join(names) or "—"))))
    return [KeepTogether(out[:4]), *out[4:]]


def sign_off_warning(layout: Any, view: CountView | None) -> list[Flowable]:
    """A banner above the signatures while the variance waits for its explanation."""
    if view is None or view.ready_to_sign:
        return []
    return [layout.banner(tr("NOT READY FOR SIGNATURE: the table-count variance needs a pit boss's written "
                             "explanation (dealer-app count explain).", layout.d.lang), layout.p.void)]

