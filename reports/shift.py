"""The shift report: what a pit boss signs and the count room files.

Summary first (header, key figures, money by kind, jackpot meter, caps,
approvals, corrections, boxes, chart, audit anchor and signatures), then the
round-by-round listing. Every figure comes from :class:`ShiftReport`; this
module only lays it out.

Effective figures are printed; wherever a void or a floor ruling makes the
computed figure differ, the computed one is printed beneath it, marked.

Long tables are cut into page-sized pieces before layout, so the time to lay
out grows linearly with the rounds (one huge table would be split again and
again, quadratically).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import tzinfo
from pathlib import Path
from typing import Any, TypeAlias

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, PageBreak, Paragraph, Spacer, Table

from dealer_app.reporting import (
    Approval,
    Correction,
    CorrectionKind,
    DutyRole,
    Ledger,
    MeterChange,
    OnDuty,
    RouletteHandLine,
    RouletteStatus,
    RoundLine,
    ShiftReport,
    Term,
    Verdict,
    paused_gc,
)

from .atomic import write_atomically
from .charts import house_result_chart
from .count_section import count_section, sign_off_warning
from .document import PageChrome, render_pdf
from .money import Money
from .paged import PagedTable, TableLook, text_fits
from .text import esc, hexcolor, local_dt, local_time, zone
from .theme import THEME, Theme

__all__ = ["render_shift_report", "shift_report_bytes"]

Progress = Callable[[str], None]
Cell: TypeAlias = str | Paragraph


def render_shift_report(
    data: ShiftReport,
    path: str | Path,
    *,
    progress: Progress | None = None,
    on_page: Callable[[int], None] | None = None,
    theme: Theme = THEME,
) -> Path:
    """Write the shift report PDF to ``path`` atomically; returns the path.

    The same ``data`` always gives the same bytes. ``progress`` receives a
    line now and then; ``on_page`` each page number as it is laid out."""
    return write_atomically(path, shift_report_bytes(data, progress=progress, on_page=on_page, theme=theme))


def shift_report_bytes(
    data: ShiftReport,
    *,
    progress: Progress | None = None,
    on_page: Callable[[int], None] | None = None,
    theme: Theme = THEME,
) -> bytes:
    """The shift report PDF in memory."""
    with paused_gc():
        return _shift_report_bytes(data, progress=progress, on_page=on_page, theme=theme)


def _shift_report_bytes(data: ShiftReport, *, progress: Progress | None, on_page: Callable[[int], None] | None, theme: Theme) -> bytes:
    builder = _ShiftReportLayout(data, theme, progress)
    flowables = builder.flowables()

    def page_done(page: int) -> None:
        if on_page is not None:
            on_page(page)
        if progress is not None and page % 10 == 0:
            progress(f"page {page} laid out")

    return render_pdf(flowables, chrome=builder.chrome(), subject="Russian Poker shift report", theme=theme, on_page=page_done)


class _ShiftReportLayout:
    def __init__(self, data: ShiftReport, theme: Theme, progress: Progress | None) -> None:
        self.d = data
        self.t = theme
        self.s = theme.styles
        self.p = theme.palette
        self.money = Money(data.header.currency, data.header.locale)
        self.tz: tzinfo = zone(data.header.timezone)
        self.progress = progress
        self.red = hexcolor(self.p.void)
        t = theme
        self.grid_look = TableLook(t.font, t.base_size - 0.5, (t.base_size - 0.5) * 1.2, 2.2, 2.6, 3.5, 3.5, t.bold, t.base_size - 1)
        self.listing_look = TableLook(t.font, t.listing_size, t.listing_size * 1.2, 0.5, 1.5, 2.5, 2.5, t.bold, t.listing_size - 0.4, min_row=t.listing_row)
        self.listing_widths = self.cols(0.6, 0.65, 1.6, 0.55, 1.35, 1.35, 1.15, 1.4, 3.35)

    # -- helpers ---------------------------------------------------------

    def para(self, text: str, style: str = "body") -> Paragraph:
        return Paragraph(text, self.s[style])

    def m(self, amount: int, *, signed: bool = False) -> str:
        return self.money(amount, signed=signed)

    def figure(self, effective: int, computed: int, *, style: str = "cell_r", signed: bool = False) -> Cell:
        """An effective figure, with the computed one beneath it where they differ."""
        if effective == computed:
            return self.m(effective, signed=signed) if style in ("cell_r",) else self.para(esc(self.m(effective, signed=signed)), style)
        return self.para(
            f"{esc(self.m(effective, signed=signed))}<br/>"
            f'<font name="{self.t.font}" size="6.3" color="{self.red}">computed {esc(self.m(computed, signed=signed))}</font>',
            style,
        )

    def table(self, rows: list[list[Cell]], widths: Sequence[float], *, right_from: int | None = None, extra: Sequence[tuple[object, ...]] = (), repeat: int = 1, zebra: bool = True) -> Table:
        tbl = Table(rows, colWidths=list(widths), repeatRows=repeat, hAlign="LEFT")
        cmds = self.t.grid_table(header_rows=repeat, zebra=zebra, rows=len(rows) - repeat)
        if right_from is not None:
            cmds.append(("ALIGN", (right_from, 0), (-1, -1), "RIGHT"))
        cmds.extend(extra)
        tbl.setStyle(self.t.style(cmds))
        return tbl

    def cols(self, *fractions: float) -> list[float]:
        total = sum(fractions)
        return [self.t.frame_width * f / total for f in fractions]

    def heading(self, text: str) -> list[Flowable]:
        # keep a heading with at least a few lines of what follows
        return [CondPageBreak(32 * mm), self.para(esc(text), "h1")]

    def note(self, text: str) -> Paragraph:
        return self.para(text, "note")

    def chunks(self, rows: list[list[Cell]], size: int) -> list[list[list[Cell]]]:
        return [rows[i : i + size] for i in range(0, len(rows), size)] or [[]]

    # -- the page chrome ---------------------------------------------------

    def chrome(self) -> PageChrome:
        h = self.d.header
        anchor = self.d.audit
        footer_second = f"audit entries {anchor.entries:,} · chain head {anchor.head[:16]}…" if anchor else "no audit anchor"
        return PageChrome(
            title="Shift report",
            header_left=f"{h.casino} · Table {h.table}",
            header_right=f"Shift {h.shift_id}",
            footer_left=f"Dealer Assistant · shift {h.shift_id} · as of {local_dt(self.d.generated_at, self.tz)} ({h.timezone})",
            footer_second=footer_second,
            simulated=h.simulated,
            created=self.d.generated_at,
        )

    # -- the document ------------------------------------------------------

    def flowables(self) -> list[Flowable]:
        out: list[Flowable] = []
        out += self.title_block()
        out += self.key_figures()
        out += self.by_kind()
        out += self.jackpot()
        if self.d.count is not None:
            out += count_section(self, self.d.count)
        out += self.caps()
        out += self.approvals()
        out += self.corrections()
        out += self.late_entries()
        out += self.boxes()
        out += self.roulette()
        out += self.chart()
        out += self.sign_off()
        out += self.listing()
        return out

    def title_block(self) -> list[Flowable]:
        h, tz = self.d.header, self.tz
        out: list[Flowable] = [
            self.para("Shift report — Russian Poker", "title"),
            self.para(f"{esc(h.casino)} · Table {esc(h.table)} · Shift {esc(h.shift_id)}", "subtitle"),
            Spacer(1, 3 * mm),
        ]
        if h.simulated:
            out.append(self.banner("SIMULATED SHIFT — played by the simulator, not at a live table. Not for the count room.", self.p.simulated))
        if h.closed_at is None:
            out.append(self.banner(f"SHIFT STILL OPEN — figures as of {local_dt(self.d.generated_at, tz)}; not final.", self.p.void))
        if self.d.unfinished:
            out.append(self.banner(f"{self.d.unfinished} round(s) begun and not settled: not counted anywhere in this report.", self.p.ruling))

        def duty(people: Sequence[OnDuty]) -> str:
            if not people:
                return "—"
            lines = []
            for o in people:
                line = f"<b>{esc(o.name)}</b>"
                if o.since is not None:
                    line += f"  {local_time(o.since, tz)}–{local_time(o.until, tz) if o.until else 'close'}"
                if o.actions:
                    line += f"  ({o.actions} decision{'s' if o.actions != 1 else ''})"
                lines.append(line)
            return "<br/>".join(lines)

        rules_lines = []
        for r in h.rules:
            span = f"rounds {r.first_round}–{r.last_round}" if r.first_round is not None else "no rounds"
            parts = [f"<b>{esc(r.version)}</b>" + (f" {esc(r.name)}" if r.name else ""), f"{span} ({r.rounds})"]
            if r.min_ante is not None and r.max_ante is not None:
                parts.append(f"Ante {esc(self.m(r.min_ante))}–{esc(self.m(r.max_ante))}")
            if r.max_payout is not None:
                parts.append(f"max payout {esc(self.m(r.max_payout))}")
            if r.jackpot_contribution_percent:
                parts.append(f"jackpot contribution {r.jackpot_contribution_percent}%")
            rules_lines.append(" · ".join(parts))
        left = [
            ("Casino", esc(h.casino)),
            ("Table", esc(h.table)),
            ("Shift", esc(h.shift_id) + (f' <font color="{hexcolor(self.p.simulated)}"><b>SIMULATED</b></font>' if h.simulated else "")),
            ("Gaming day", h.gaming_day.isoformat() if h.gaming_day else "—"),
            ("Opened", f"{local_dt(h.opened_at, tz)}"),
            ("Closed", local_dt(h.closed_at, tz) if h.closed_at else f'<font color="{self.red}"><b>still open</b></font>'),
            ("Time zone", esc(h.timezone)),
            ("Currency", esc(h.currency)),
        ]
        right = [
            ("Dealers on duty", duty([o for o in h.dealers if o.role is DutyRole.DEALER] or h.dealers)),
            ("Pit bosses on duty", duty(h.pit_bosses)),
            ("House rules", "<br/>".join(rules_lines) or "—"),
        ]

        def kv(pairs: list[tuple[str, str]], label_w: float, value_w: float) -> Table:
            rows = [[self.para(esc(k), "label"), self.para(v, "body")] for k, v in pairs]
            tbl = Table(rows, colWidths=[label_w, value_w], hAlign="LEFT")
            tbl.setStyle(self.t.style(self.t.key_value_table()))
            return tbl

        w = self.t.frame_width
        grid = Table(
            [[kv(left, 22 * mm, w * 0.42 - 22 * mm), kv(right, 27 * mm, w * 0.58 - 27 * mm)]],
            colWidths=[w * 0.42, w * 0.58],
            hAlign="LEFT",
        )
        grid.setStyle(self.t.style([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
        out += [grid, Spacer(1, 4 * mm)]
        return out

    def banner(self, text: str, color: object) -> Flowable:
        tbl = Table([[self.para(f'<font color="{hexcolor(color)}"><b>{esc(text)}</b></font>', "body")]], colWidths=[self.t.frame_width], hAlign="LEFT")
        tbl.setStyle(
            self.t.style(
                [
                    ("BOX", (0, 0), (-1, -1), 1.0, color),
                    ("LEFTPADDING", (0, 0), (-1, -1), 6),
                    ("TOPPADDING", (0, 0), (-1, -1), 4),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
                ]
            )
        )
        return KeepTogether([tbl, Spacer(1, 2.5 * mm)])

    def key_figures(self) -> list[Flowable]:
        sm = self.d.summary
        e, c = sm.effective, sm.computed
        j = self.d.jackpot

        widths = [w * self.t.frame_width for w in (0.15, 0.2, 0.2, 0.22, 0.23)]

        def kpi(label: str, value: str, note: str, width: float) -> list[Paragraph]:
            note_style = "kpi_note" if note.startswith("computed") else "kpi_aside"
            size = 13.5  # shrink a long amount to fit its cell rather than wrap it
            while size > 8 and stringWidth(value, self.t.bold, size) > width - 12:
                size -= 0.5
            value_style = ParagraphStyle("kpi_fit", parent=self.s["kpi_value"], fontSize=size, leading=16.5)
            return [
                self.para(esc(label), "kpi_label"),
                Paragraph(esc(value), value_style),
                self.para(esc(note) if note else "&nbsp;", note_style),
            ]

        rounds_note = []
        if sm.rounds_voided:
            rounds_note.append(f"{sm.rounds_voided} voided")
        if sm.rounds_ruled:
            rounds_note.append(f"{sm.rounds_ruled} ruled")
        specs = [
            ("Rounds counted", f"{e.rounds:,}", "; ".join(rounds_note) or f"{e.box_rounds:,} box-rounds"),
            ("Handle", self.m(e.handle.total), "" if e.handle.total == c.handle.total else f"computed {self.m(c.handle.total)}"),
            ("Paid out", self.m(e.paid_out), "" if e.paid_out == c.paid_out else f"computed {self.m(c.paid_out)}"),
            ("House result", self.m(e.house_result), "" if e.house_result == c.house_result else f"computed {self.m(c.house_result)}"),
            ("Jackpot meter at end", self.m(j.end), f"start {self.m(j.start)}"),
        ]
        cells = [kpi(label, value, note, width) for (label, value, note), width in zip(specs, widths, strict=True)]
        tbl = Table([cells], colWidths=widths, hAlign="LEFT")
        tbl.setStyle(
            self.t.style(
                [
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("BACKGROUND", (0, 0), (-1, -1), self.p.band),
                    ("LINEBEFORE", (1, 0), (-1, -1), 2, colors.white),
                    ("LEFTPADDING", (0, 0), (-1, -1), 7),
                    ("TOPPADDING", (0, 0), (-1, -1), 5),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
                    ("LINEBELOW", (0, 0), (-1, -1), 1.2, self.p.accent),
                ]
            )
        )
        return [tbl, Spacer(1, 1.5 * mm)]

    def by_kind(self) -> list[Flowable]:
        e, c = self.d.summary.effective, self.d.summary.computed
        f = self.figure

        def row(label: str, handle: tuple[int, int] | None, paid: tuple[int, int] | None, taken: tuple[int, int] | None, house: tuple[int, int]) -> list[Cell]:
            def cell(v: tuple[int, int] | None) -> Cell:
                return "—" if v is None else f(*v)

            return [label, cell(handle), cell(paid), cell(taken), f(*house)]

        def kind(ledger: Ledger, term: str) -> tuple[int, int, int]:
            t = Term(term)
            won = getattr(ledger.won, t.value) - (ledger.jackpot_shares if t is Term.BONUS else 0)
            return getattr(ledger.handle, t.value), won, getattr(ledger.lost, t.value)

        rows: list[list[Cell]] = [["Kind", "Handle (staked)", "Paid to players", "Taken from players", "House result"]]
        for term, label in (("ante", "Antes"), ("bet", "Bets"), ("bonus", "Bonus (fixed odds)"), ("insurance", "Insurance"), ("fees", "Fees (exchange, 6th card, buy)")):
            he, we, le = kind(e, term)
            hc, wc, lc = kind(c, term)
            rows.append(row(label, (he, hc), (we, wc), (le, lc), (le - we, lc - wc)))
        rows.append(row("Jackpot shares (from the meter)", None, (e.jackpot_shares, c.jackpot_shares), None, (-e.jackpot_shares, -c.jackpot_shares)))
        rows.append(row("Withheld by the payout cap", None, (-e.capped, -c.capped), None, (e.capped, c.capped)))
        rows.append(row("Floor rulings (ruled − computed)", None, (e.rulings, c.rulings), None, (-e.rulings, -c.rulings)))
        total = [
            self.para("<b>Total</b>", "cell"),
            self.figure(e.handle.total, c.handle.total, style="cell_br"),
            self.figure(e.paid_out, c.paid_out, style="cell_br"),
            self.figure(e.lost.total, c.lost.total, style="cell_br"),
            self.figure(e.house_result, c.house_result, style="cell_br"),
        ]
        rows.append(total)
        tbl = self.table(
            rows,
            self.cols(2.3, 1.65, 1.65, 1.65, 1.65),
            right_from=1,
            extra=[
                ("LINEABOVE", (0, -1), (-1, -1), 0.8, self.p.ink),
                ("FONT", (0, -1), (-1, -1), self.t.bold, self.t.base_size - 0.5),
                ("BACKGROUND", (0, -1), (-1, -1), self.p.band),
            ],
        )
        sm = self.d.summary
        notes = [
            f"{sm.effective.rounds:,} rounds counted of {sm.rounds_recorded:,} settled"
            + (f"; {sm.rounds_voided} voided (counted as nothing)" if sm.rounds_voided else "")
            + (f"; {sm.rounds_ruled} with a floor ruling (the ruled figure replaces the computed one)" if sm.rounds_ruled else "")
            + ".",
            "House result = taken − paid, per kind; the total equals −Σ net of every box counted. "
            f'Where a void or ruling changes a figure, the computed figure is printed beneath it in <font color="{self.red}">red</font>.',
        ]
        return [*self.heading("Money by kind"), tbl, *(self.note(n) for n in notes)]

    def jackpot(self) -> list[Flowable]:
        j, tz = self.d.jackpot, self.tz
        kinds = [MeterChange.CONTRIBUTION, MeterChange.SHARE, MeterChange.ADJUSTMENT]
        if j.total(MeterChange.OTHER_TABLES) or any(m.kind is MeterChange.OTHER_TABLES for m in j.movements):
            kinds.append(MeterChange.OTHER_TABLES)
        labels = {MeterChange.CONTRIBUTION: "Contributions", MeterChange.SHARE: "Shares paid", MeterChange.ADJUSTMENT: "Adjustments", MeterChange.OTHER_TABLES: "Other tables"}
        rows: list[list[Cell]] = [
            ["Meter at start", *(labels[k] for k in kinds), "Meter at end"],
            [self.m(j.start), *(self.m(j.total(k), signed=True) for k in kinds), self.m(j.end)],
        ]
        out: list[Flowable] = [*self.heading("Jackpot meter"), self.table(rows, self.cols(*([1] * (len(kinds) + 2))), right_from=0, zebra=False)]
        if not j.movements:
            out.append(self.note(f"No movement: the meter stood at {esc(self.m(j.start))} all shift."))
            return out
        head: list[Cell] = ["Time", "Round", "Box", "Movement", "Amount", "Meter after", "By", "Reason"]
        body: list[list[Cell]] = []
        extra: list[tuple[object, ...]] = []
        for i, mv in enumerate(j.movements, 1):
            body.append(
                [
                    local_time(mv.at, tz),
                    "" if mv.round_no is None else str(mv.round_no),
                    "" if mv.box is None else str(mv.box),
                    mv.kind.label,
                    self.m(mv.amount, signed=True),
                    self.m(mv.meter_after),
                    self.para(esc(mv.by or ""), "cell"),
                    self.para(esc(mv.reason), "cell") if mv.reason else "",
                ]
            )
            if mv.kind is MeterChange.ADJUSTMENT:
                extra.append(("TEXTCOLOR", (0, i), (-1, i), self.p.ruling))
        out.append(self.note("Every change of the meter in the shift, in order: contributions from bonus stakes, shares paid on jackpot hands, and signed adjustments by a pit boss."))
        out.append(Spacer(1, 1 * mm))
        out += self.long_table(head, body, self.cols(0.8, 0.7, 0.5, 1.2, 1.3, 1.4, 1.4, 2.6), right=(4, 5), extra=extra)
        return out

    def long_table(self, head: list[Cell], body: list[list[Cell]], widths: list[float], *, right: tuple[int, ...] = (), extra: Sequence[tuple[object, ...]] = ()) -> list[Flowable]:
        """A table of any length, laid out page by page in linear time (heading row repeated).

        ``extra`` holds row commands addressed with the body's row numbers from 1."""
        row_styles: dict[int, list[tuple[object, ...]]] = {}
        for cmd in extra:
            first: Any = cmd[1]
            last: Any = cmd[2]
            row_styles.setdefault(first[1] - 1, []).append((cmd[0], (first[0], 0), (last[0], 0), *cmd[3:]))
        style = [("ALIGN", (c, 0), (c, -1), "RIGHT") for c in right]
        return [PagedTable(head, body, widths, theme=self.t, look=self.grid_look, style=style, row_styles=row_styles)]

    def caps(self) -> list[Flowable]:
        caps, tz = self.d.summary.caps, self.tz
        out = self.heading("Capped payouts")
        if not caps:
            return [*out, self.note("No box's winnings reached the maximum-payout cap this shift.")]
        by_id = {r.round_id: r for r in self.d.rounds}
        head: list[Cell] = ["Round", "Time", "Box", "Hand", "Withheld", "Counted"]
        body: list[list[Cell]] = []
        for cl in caps:
            rnd = by_id[cl.round_id]
            body.append([str(cl.round_no), local_time(rnd.settled_at, tz), str(cl.box), cl.hand.label if cl.hand else "—", self.m(cl.withheld), "no — round voided" if cl.voided else "yes"])
        e, c = self.d.summary.effective.capped, self.d.summary.computed.capped
        out += self.long_table(head, body, self.cols(0.7, 0.8, 0.5, 1.8, 1.3, 1.5), right=(4,))
        out.append(self.note(f"Total withheld: <b>{esc(self.m(e))}</b>" + (f' (computed {esc(self.m(c))}, including voided rounds)' if e != c else "") + "."))
        return out

    def approvals(self) -> list[Flowable]:
        sm, tz = self.d.summary, self.tz
        out = self.heading("Approvals and refusals")
        items: Sequence[Approval] = self.d.approvals
        if not items:
            return [*out, self.note("No payout, jackpot share, void, ruling or meter adjustment needed a pit boss's approval this shift.")]
        out.append(self.para(f"<b>{sm.approvals}</b> approved, <b>{sm.refusals}</b> refused: large payouts and jackpot shares held for a pit boss who did not prepare them.", "body"))
        out.append(Spacer(1, 1.5 * mm))
        head: list[Cell] = ["Time", "Round", "Box", "What", "Amount", "Prepared by", "Decided by", "Decision", "Reason"]
        body: list[list[Cell]] = []
        extra: list[tuple[object, ...]] = []
        for i, a in enumerate(items, 1):
            body.append(
                [
                    local_time(a.at, tz),
                    "" if a.round_no is None else str(a.round_no),
                    "" if a.box is None else str(a.box),
                    self.para(esc(a.subject.label), "cell"),
                    "" if a.amount is None else self.m(a.amount),
                    self.para(esc(a.prepared_by or "—"), "cell"),
                    self.para(esc(a.decided_by), "cell"),
                    a.verdict.value,
                    self.para(esc(a.reason), "cell") if a.reason else "",
                ]
            )
            if a.verdict is Verdict.REFUSED:
                extra.append(("TEXTCOLOR", (7, i), (7, i), self.p.void))
        out += self.long_table(head, body, self.cols(0.62, 0.62, 0.45, 1.45, 1.25, 1.2, 1.2, 0.95, 2.3), right=(4,), extra=extra)
        return out

    def corrections(self) -> list[Flowable]:
        tz = self.tz
        out = self.heading("Voids and floor rulings")
        items: Sequence[Correction] = self.d.corrections
        if not items:
            return [*out, self.note("No round was voided and no floor ruling was made this shift.")]
        by_id = {r.round_id: r for r in self.d.rounds}
        with_approver = any(c.approved_by for c in items)
        head: list[Cell] = ["Time", "Round", "Kind", "Figure", "Computed", "Effective", "By", *(["Approved"] if with_approver else []), "Why"]
        body: list[list[Cell]] = []
        amber, red = hexcolor(self.p.ruling), self.red
        for cor in items:
            rnd = by_id.get(cor.round_id)
            round_label = str(cor.round_no) if cor.round_no is not None else (str(rnd.number) if rnd else cor.round_id)
            color = red if cor.kind is CorrectionKind.VOID else amber
            kind = f'<font color="{color}"><b>{esc(cor.kind.label)}</b></font>'
            if cor.kind is CorrectionKind.VOID:
                if rnd is not None:
                    figure, computed, effective = "house result of the round", self.m(rnd.house_net), self.m(0)
                else:
                    figure, computed, effective = "round never settled (misdeal)", "—", "—"
            else:
                figure = f"box {cor.box} net (player's side)" if cor.box is not None else "round net (player's side)"
                computed = "—" if cor.computed_net is None else self.m(cor.computed_net)
                effective = "—" if cor.ruled_net is None else self.m(cor.ruled_net)
                if not cor.in_force:
                    kind += '<br/><font size="6.3">superseded: the entries were corrected after it</font>'
                    effective = "not in force"
                elif rnd is not None and rnd.voided:
                    kind += '<br/><font size="6.3">round voided later</font>'
                    effective = "void"
            body.append(
                [
                    local_time(cor.at, tz),
                    round_label,
                    self.para(kind, "cell"),
                    self.para(esc(figure), "cell"),
                    computed,
                    effective,
                    self.para(esc(cor.by), "cell"),
                    *([self.para(esc(cor.approved_by or "—"), "cell")] if with_approver else []),
                    self.para(esc(cor.reason), "cell"),
                ]
            )
        widths = (0.62, 0.7, 1.1, 1.45, 1.2, 1.2, 1.05, *((1.05,) if with_approver else ()), 2.55)
        out += self.long_table(head, body, self.cols(*widths), right=(4, 5))
        out.append(
            self.note(
                "Net amounts are from the player's side. A void and a ruling are new entries in the audit log pointing at "
                "the original round, with who and why; the computed settlement is kept unchanged."
            )
        )
        return out

    def late_entries(self) -> list[Flowable]:
        """Rounds played on paper during an outage and entered afterwards (only when there are some)."""
        late = [r for r in self.d.rounds if r.late is not None]
        if not late:
            return []
        tz = self.tz
        out = self.heading("Late entries (paper rounds)")
        head: list[Cell] = ["Round", "Played (as stated)", "Entered", "Entered by", "Dealer", "House result", "Paper"]
        body: list[list[Cell]] = []
        for r in late:
            assert r.late is not None
            body.append([
                str(r.number), local_dt(r.late.played_at, tz), local_dt(r.late.entered_at, tz),
                self.para(esc(r.late.by), "cell"), self.para(esc(r.dealer), "cell"),
                "void" if r.voided else self.m(r.effective_house_net), self.para(esc(r.late.note), "cell"),
            ])
        out += self.long_table(head, body, self.cols(0.6, 1.5, 1.5, 1.1, 1.1, 1.1, 2.2), right=(5,))
        out.append(self.note(
            "These rounds were dealt on paper while the station or the floor server was down, and entered afterwards "
            "by a pit boss. Each went through the same checks as a live round; its log entries carry the time it was "
            "entered, and the time it was played as the paper states it."))
        return out

    def boxes(self) -> list[Flowable]:
        per = self.d.summary.per_box
        out = self.heading("Boxes")
        if not per:
            return [*out, self.note("No box played.")]
        head: list[Cell] = ["Box", "Rounds played", "Handle", "Paid out", "Capped", "Jackpot shares", "House result"]
        body: list[list[Cell]] = [
            [str(b.box), f"{b.rounds:,}", self.m(b.handle), self.m(b.paid_out), self.m(b.capped), self.m(b.jackpot_shares), self.figure(b.house_result, b.house_result_computed)]
            for b in per
        ]
        e = self.d.summary.effective
        body.append(
            [
                self.para("<b>All</b>", "cell"),
                f"{sum(b.rounds for b in per):,}",
                self.m(e.handle.total),
                self.m(sum(b.paid_out for b in per)),
                self.m(e.capped),
                self.m(e.jackpot_shares),
                self.figure(e.house_result, self.d.summary.computed.house_result, style="cell_br"),
            ]
        )
        tbl = self.table(
            [head, *body],
            self.cols(0.6, 1.0, 1.5, 1.5, 1.2, 1.3, 1.6),
            right_from=1,
            extra=[("LINEABOVE", (0, -1), (-1, -1), 0.8, self.p.ink), ("FONT", (0, -1), (-1, -1), self.t.bold, self.t.base_size - 0.5), ("BACKGROUND", (0, -1), (-1, -1), self.p.band)],
        )
        return [*out, tbl, self.note("Voided rounds are not counted; a box's ruled figure replaces its computed one.")]

    def roulette(self) -> list[Flowable]:
        """The shift's Russian Roulette hands: how many, the pots, each hand's winner and split."""
        hands = self.d.roulette
        if not hands:
            return []
        sm = self.d.roulette_summary
        out = self.heading("Russian Roulette hands")
        parts = [f"<b>{sm.completed:,}</b> hand{'s' if sm.completed != 1 else ''} completed, "
                 f"<b>{esc(self.m(sm.pots))}</b> in the pots"]
        if sm.completed:
            parts.append(f"{sm.won_by_folds:,} won when every other player folded, {sm.split_hands:,} with a split pot")
        if sm.voided:
            parts.append(f'<font color="{self.red}">{sm.voided:,} voided</font>')
        if sm.unfinished:
            parts.append(f"{sm.unfinished:,} begun and not completed (not counted)")
        out.append(self.para("; ".join(parts) + ".", "body"))
        out.append(self.note("Russian Roulette pots are played between the players and do not enter the house figures "
                             "above. Pots, winners and splits are the engine's, from the recorded hand; odd chips of a "
                             "split go one at a time from the button's left."))
        out.append(Spacer(1, 1 * mm))
        head: list[Cell] = ["Hand", "Time", "Dealer", "Game", "Players", "Pot", "Winner and split", "Winning hand"]
        body: list[list[Cell]] = []
        extra: list[tuple[object, ...]] = []
        for i, h in enumerate(hands, 1):
            body.append(self.roulette_row(h))
            if h.status is RouletteStatus.VOIDED:
                extra.append(("TEXTCOLOR", (0, i), (-1, i), self.p.void))
            elif h.status is RouletteStatus.OPEN:
                extra.append(("TEXTCOLOR", (0, i), (-1, i), self.p.ruling))
        out += self.long_table(head, body, self.cols(0.5, 0.6, 0.95, 1.9, 0.65, 0.95, 2.5, 1.2), right=(4, 5), extra=extra)
        return out

    def roulette_row(self, h: RouletteHandLine) -> list[Cell]:
        tz = self.tz
        blinds = "/".join(self.m(a) for a in h.forced_bets) or "no blinds"
        structure = "NL" if h.structure == "no_limit" else "FL"
        game = f"({h.active}, {h.circle}) {structure} · {blinds}" + (f" · ante {self.m(h.ante)}" if h.ante else "")
        when = local_time(h.ended_at or h.started_at, tz)
        if h.status is RouletteStatus.VOIDED:
            who = f" by {h.voided_by}" if h.voided_by else ""
            split, hand = f"VOID{who}: {h.void_reason or ''}", "—"
            pot = "—"
        elif h.status is RouletteStatus.OPEN:
            split, hand, pot = "unfinished: not counted", "—", "—"
        else:
            pot = self.m(h.pot_total)
            pieces = []
            names = ["main"] + [f"side {k}" for k in range(1, len(h.pots))]
            payout = dict(h.payouts)
            for name, p in zip(names, h.pots, strict=True):
                if len(p.winners) > 1:
                    shares = ", ".join(f"seat {s}" for s in p.winners)
                    what = f"split {shares}"
                else:
                    what = f"seat {p.winners[0]}" if p.winners else "—"
                pieces.append(f"{name} {self.m(p.amount)} → {what}" if len(h.pots) > 1 else what)
            takes = "; ".join(f"seat {s} takes {self.m(a)}" for s, a in sorted(payout.items()))
            split = (" · ".join(pieces) + " — " + takes) if len(h.pots) > 1 or h.split else takes
            winners = set(h.winners)
            best = [hv for s, hv in h.showdown if s in winners]
            hand = "won by folds" if h.won_by_folds else (best[0].category.label if best else "—")
        return [
            str(h.number), when, self.para(esc(h.dealer), "cell"), self.para(esc(game), "cell"), str(h.players), pot,
            self.para(esc(split), "cell"), self.para(esc(hand), "cell"),
        ]

    def chart(self) -> list[Flowable]:
        series = self.d.summary.series
        differs = any(s.effective != s.computed for s in series)
        drawing = house_result_chart(series, money=self.m, theme=self.t, width=self.t.frame_width, height=62 * mm)
        legend = "Cumulative house result after each round (effective)."
        if differs:
            legend += f' The dashed <font color="{hexcolor(self.p.chart_computed)}">red</font> line is the computed result, before voids and rulings.'
        return [CondPageBreak(80 * mm), self.para("House result over the shift", "h1"), drawing, self.note(legend)]

    def sign_off(self) -> list[Flowable]:
        a, h, tz = self.d.audit, self.d.header, self.tz
        out: list[Flowable] = []
        rows: list[list[Cell]]
        if a is not None:
            head = a.head
            grouped = " ".join(head[i : i + 8] for i in range(0, len(head), 8))
            rows = [
                [self.para("Audit log at shift close", "label"), self.para(f"<b>{a.entries:,}</b> entries, as of {local_dt(a.at, tz, seconds=True)}", "body")],
                [self.para("Chain head", "label"), self.para(f'<font size="8"><b>{esc(grouped)}</b></font>', "body")],
            ]
            if a.key_id:
                rows.append([self.para("Key id", "label"), self.para(esc(a.key_id), "body")])
            rows.append([self.para("Check it", "label"), self.para(f"Anyone can check that the log still holds this anchor (not rolled back, cut or re-signed):<br/><b>{esc(a.check_command)}</b>", "small")])
        else:
            rows = [[self.para("Audit log", "label"), self.para(f'<font color="{self.red}">no audit anchor recorded for this shift</font>', "body")]]
        anchor = Table(rows, colWidths=[38 * mm, self.t.frame_width - 38 * mm], hAlign="LEFT")
        anchor.setStyle(self.t.style(self.t.key_value_table()))

        def sig(role: str, names: Sequence[OnDuty]) -> Table:
            hint = ", ".join(o.name for o in names) if names else ""
            cells = [
                [self.para(f"<b>{esc(role)}</b>" + (f"  <font size='7' color='{hexcolor(self.p.muted)}'>on duty: {esc(hint)}</font>" if hint else ""), "body")],
                [Spacer(1, 11 * mm)],
                [self.para("Signature", "sig_label")],
                [Spacer(1, 6 * mm)],
                [self.para("Name (print)", "sig_label")],
                [Spacer(1, 6 * mm)],
                [self.para("Date and time", "sig_label")],
            ]
            t = Table(cells, colWidths=[self.t.frame_width / 2 - 8 * mm], hAlign="LEFT")
            t.setStyle(
                self.t.style(
                    [
                        ("LEFTPADDING", (0, 0), (-1, -1), 0),
                        ("TOPPADDING", (0, 0), (-1, -1), 0),
                        ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                        ("LINEABOVE", (0, 2), (0, 2), 0.7, self.p.ink),
                        ("LINEABOVE", (0, 4), (0, 4), 0.7, self.p.ink),
                        ("LINEABOVE", (0, 6), (0, 6), 0.7, self.p.ink),
                    ]
                )
            )
            return t

        sigs = Table(
            [[sig("Dealer", h.dealers), sig("Pit boss", h.pit_bosses)]],
            colWidths=[self.t.frame_width / 2, self.t.frame_width / 2],
            hAlign="LEFT",
        )
        sigs.setStyle(self.t.style([("LEFTPADDING", (0, 0), (-1, -1), 0), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        statement = self.para(
            "We have checked the figures above against the table and agree them. "
            "The round-by-round listing that follows is part of this report.",
            "muted",
        )
        out += [CondPageBreak(95 * mm), self.para("Audit anchor and sign-off", "h1"), anchor, Spacer(1, 4 * mm),
                *sign_off_warning(self, self.d.count), statement, Spacer(1, 5 * mm), sigs]
        return [KeepTogether(out)]

    # -- the listing ---------------------------------------------------------

    def listing(self) -> list[Flowable]:
        rounds = self.d.rounds
        out: list[Flowable] = [PageBreak(), self.para("Round-by-round listing", "h1")]
        out.append(
            self.note(
                "Every settled round of the shift in order. House result is the effective figure; "
                f'<font color="{self.red}">VOID</font> rounds count nothing and '
                f'<font color="{hexcolor(self.p.ruling)}">RULED</font> rounds show the ruled figure, the computed one in the notes. '
                "Paid out = winnings − capped (computed). The jackpot meter's every movement is listed under Jackpot meter."
            )
        )
        out.append(Spacer(1, 2 * mm))
        if not rounds:
            out.append(self.note("No round was settled in this shift."))
            return out
        head = ["#", "Time", "Dealer", "Boxes", "Handle", "Paid out", "Capped", "House result", "Notes"]
        tz = self.tz
        rows: list[list[Cell]] = []
        marks: dict[int, list[tuple[object, ...]]] = {}
        for i, r in enumerate(rounds):
            rows.append(self.listing_row(r, tz))
            if r.voided:
                marks[i] = [("TEXTCOLOR", (0, 0), (-1, 0), self.p.void)]
            elif r.ruled:
                marks[i] = [("TEXTCOLOR", (0, 0), (-1, 0), self.p.ruling)]
            if self.progress is not None and (i + 1) % 1000 == 0:
                self.progress(f"{i + 1:,} of {len(rounds):,} rounds listed")
        e = self.d.summary.effective
        end = self.para(
            f"<b>End of listing</b> — {len(rounds):,} rounds; counted {e.rounds:,}; house result {esc(self.m(e.house_result))}.",
            "end_line",
        )
        out.append(
            PagedTable(
                head, rows, self.listing_widths, theme=self.t, look=self.listing_look,
                style=[("ALIGN", (3, 0), (7, -1), "RIGHT"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")], row_styles=marks, tail=end,
            )
        )
        return out

    def listing_row(self, r: RoundLine, tz: tzinfo) -> list[str]:
        notes = []
        if r.voided:
            notes.append(f"VOID; computed {self.m(r.house_net)}")
            house = "void"
        else:
            house = self.m(r.effective_house_net)
            if r.ruled:
                notes.append(f"RULED; computed {self.m(r.house_net)}")
        n_app = sum(a.verdict is Verdict.APPROVED for a in r.approvals)
        n_ref = len(r.approvals) - n_app
        if n_app:
            notes.append(f"{n_app} approved")
        if n_ref:
            notes.append(f"{n_ref} refused")
        if r.jackpot_shares:
            notes.append(f"jackpot share {self.m(r.jackpot_shares)}")
        if r.late is not None:
            notes.insert(0, f"LATE ENTRY, played {local_time(r.late.played_at, tz)}")
        dealer_w, notes_w = self.listing_widths[2] - 5, self.listing_widths[8] - 5
        return [
            str(r.number),
            local_time(r.settled_at, tz),
            self.fit(r.dealer, dealer_w),
            str(len(r.boxes)),
            self.m(r.stakes.total),
            self.m(r.paid_out),
            self.m(r.capped) if r.capped else "",
            house,
            self.fit("; ".join(notes), notes_w),
        ]

    def fit(self, text: str, width: float) -> str:
        """Cut ``text`` to ``width`` points with an ellipsis (listing cells never wrap)."""
        return text_fits(text, self.t.font, self.t.listing_size, width)
