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

import re
from collections.abc import Callable, Sequence
from datetime import tzinfo
from pathlib import Path
from typing import Any, TypeAlias

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, PageBreak, Paragraph, Spacer, Table

from dealer_app.atomic_file import write_atomically
from dealer_app.reporting import (
    Approval,
    Correction,
    CorrectionKind,
    DutyRole,
    MeterChange,
    OnDuty,
    RouletteHandLine,
    RouletteStatus,
    RoundLine,
    ShiftReport,
    Verdict,
    paused_gc,
)

from .charts import house_result_chart
from .columns import fit_widths, heading_cells
from .count_section import count_section, sign_off_warning
from .document import PageChrome, render_pdf
from .money import Money
from .paged import PagedTable, TableLook, text_fits
from .text import esc, hexcolor, local_time, zone
from .theme import THEME, Theme
from .words import Words

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
            progress(builder.w("page {n} laid out", n=page))

    return render_pdf(flowables, chrome=builder.chrome(), subject=builder.w("Russian Poker shift report"), theme=theme,
                      on_page=page_done)


class _ShiftReportLayout:
    def __init__(self, data: ShiftReport, theme: Theme, progress: Progress | None) -> None:
        self.d = data
        self.t = theme
        self.s = theme.styles
        self.p = theme.palette
        self.money = Money(data.header.currency, data.header.locale)
        self.tz: tzinfo = zone(data.header.timezone)
        self.progress = progress
        self.w = Words(data.lang)
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
            f'<font name="{self.t.font}" size="6.3" color="{self.red}">'
            f'{self.w("computed {amount}", amount=esc(self.m(computed, signed=signed)))}</font>',
            style,
        )

    def table(self, rows: list[list[Cell]], widths: Sequence[float], *, right_from: int | None = None, extra: Sequence[tuple[object, ...]] = (), repeat: int = 1, zebra: bool = True) -> Table:
        n = len(widths)
        right = list(range(right_from % n, n)) if right_from is not None else []
        rows = [*(heading_cells(r, self.t, right=right) for r in rows[:repeat]), *rows[repeat:]]
        widths = fit_widths(rows, widths, sum(widths), font=self.t.font, size=self.t.base_size - 0.5, bold=self.t.bold,
                            padding=7.0)
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
        h, w = self.d.header, self.w
        anchor = self.d.audit
        footer_second = (w("audit entries {entries} · chain head {head}…", entries=w.number(anchor.entries),
                           head=anchor.head[:16]) if anchor else w("no audit anchor"))
        return PageChrome(
            title=w("Shift report"),
            header_left=f"{w.casino(h.casino)} · {w.table(h.table)}",
            header_right=w("Shift {shift}", shift=h.shift_id),
            footer_left=w("Dealer Assistant · shift {shift} · as of {when} ({tz})", shift=h.shift_id,
                          when=w.when(self.d.generated_at, self.tz), tz=h.timezone),
            footer_second=footer_second,
            simulated=h.simulated,
            created=self.d.generated_at,
            page_words=w("Page {n} of {total}"), simulated_word=w("SIMULATED"), lang=w.lang,
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
        h, tz, w = self.d.header, self.tz, self.w
        out: list[Flowable] = [
            self.para(esc(w("Shift report — Russian Poker")), "title"),
            self.para(f"{esc(w.casino(h.casino))} · {esc(w.table(h.table))} · {esc(w('Shift {shift}', shift=h.shift_id))}",
                      "subtitle"),
            Spacer(1, 3 * mm),
        ]
        if h.simulated:
            out.append(self.banner(w("SIMULATED SHIFT — played by the simulator, not at a live table. Not for the count "
                                     "room."), self.p.simulated))
        if h.closed_at is None:
            out.append(self.banner(w("SHIFT STILL OPEN — figures as of {when}; not final.",
                                     when=w.when(self.d.generated_at, tz)), self.p.void))
        if self.d.unfinished:
            out.append(self.banner(w("{n} round(s) begun and not settled: not counted anywhere in this report.",
                                     n=self.d.unfinished), self.p.ruling))

        def duty(people: Sequence[OnDuty]) -> str:
            if not people:
                return "—"
            lines = []
            for o in people:
                line = f"<b>{esc(o.name)}</b>"
                if o.since is not None:
                    line += f"  {local_time(o.since, tz)}–{local_time(o.until, tz) if o.until else w('close')}"
                if o.actions:
                    forms = ("decision", "decisions") if w.lang == "en" else ("действие", "действия", "действий")
                    line += f"  ({o.actions} {w.plural(o.actions, forms)})"
                lines.append(line)
            return "<br/>".join(lines)

        rules_lines = []
        for r in h.rules:
            span = (w("rounds {first}–{last}", first=r.first_round, last=r.last_round) if r.first_round is not None
                    else w("no rounds"))
            parts = [f"<b>{esc(r.version)}</b>" + (f" {esc(w.profile(r.name))}" if r.name else ""), f"{span} ({r.rounds})"]
            if r.min_ante is not None and r.max_ante is not None:
                parts.append(w("Ante {low}–{high}", low=esc(self.m(r.min_ante)), high=esc(self.m(r.max_ante))))
            if r.max_payout is not None:
                parts.append(w("max payout {amount}", amount=esc(self.m(r.max_payout))))
            if r.jackpot_contribution_percent:
                parts.append(w("jackpot contribution {percent}%", percent=r.jackpot_contribution_percent))
            rules_lines.append(" · ".join(parts))
        left = [
            ("Casino", esc(w.casino(h.casino))),
            ("Table", esc(h.table)),
            ("Shift", esc(h.shift_id) + (f' <font color="{hexcolor(self.p.simulated)}"><b>{w("SIMULATED")}</b></font>'
                                         if h.simulated else "")),
            ("Gaming day", w.day(h.gaming_day) if h.gaming_day else "—"),
            ("Opened", f"{w.when(h.opened_at, tz)}"),
            ("Closed", w.when(h.closed_at, tz) if h.closed_at else f'<font color="{self.red}"><b>{w("still open")}</b></font>'),
            ("Time zone", esc(h.timezone)),
            ("Currency", esc(h.currency)),
        ]
        right = [
            ("Dealers on duty", duty([o for o in h.dealers if o.role is DutyRole.DEALER] or h.dealers)),
            ("Pit bosses on duty", duty(h.pit_bosses)),
            ("House rules", "<br/>".join(rules_lines) or "—"),
        ]

        def kv(pairs: list[tuple[str, str]], label_w: float, value_w: float) -> Table:
            rows = [[self.para(esc(w(k)), "label"), self.para(v, "body")] for k, v in pairs]
            tbl = Table(rows, colWidths=[label_w, value_w], hAlign="LEFT")
            tbl.setStyle(self.t.style(self.t.key_value_table()))
            return tbl

        fw = self.t.frame_width
        lw, rw = (22, 27) if w.lang == "en" else (27, 33)
        grid = Table(
            [[kv(left, lw * mm, fw * 0.42 - lw * mm), kv(right, rw * mm, fw * 0.58 - rw * mm)]],
            colWidths=[fw * 0.42, fw * 0.58],
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
        w = self.w

        widths = [f * self.t.frame_width for f in (0.15, 0.2, 0.2, 0.22, 0.23)]

        def kpi(label: str, value: str, note: str, width: float) -> list[Paragraph]:
            note_style = "kpi_note" if note.startswith(w("computed {amount}", amount="")) else "kpi_aside"
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
            rounds_note.append(w("{n} voided", n=sm.rounds_voided))
        if sm.rounds_ruled:
            rounds_note.append(w("{n} ruled", n=sm.rounds_ruled))

        def comp(amount: int) -> str:
            return w("computed {amount}", amount=self.m(amount))

        specs = [
            ("Rounds counted", w.number(e.rounds), "; ".join(rounds_note) or w("{n} box-rounds", n=w.number(e.box_rounds))),
            ("Handle", self.m(e.handle.total), "" if e.handle.total == c.handle.total else comp(c.handle.total)),
            ("Paid out", self.m(e.paid_out), "" if e.paid_out == c.paid_out else comp(c.paid_out)),
            ("House result", self.m(e.house_result), "" if e.house_result == c.house_result else comp(c.house_result)),
            ("Jackpot meter at end", self.m(j.end), w("start {amount}", amount=self.m(j.start))),
        ]
        cells = [kpi(w(label), value, note, width) for (label, value, note), width in zip(specs, widths, strict=True)]
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

            return [self.w(label), cell(handle), cell(paid), cell(taken), f(*house)]

        rows: list[list[Cell]] = [[self.w(x) for x in ("Kind", "col:Handle (staked)", "col:Paid to players",
                                                        "col:Taken from players", "col:House result")]]
        kinds = (("ante", "Antes"), ("bet", "Bets"), ("bonus", "Bonus (fixed odds)"), ("insurance", "Insurance"),
                 ("fees", "Fees (exchange, 6th card, buy)"))
        differences: list[str] = []
        for term, label in kinds:
            ke, kc = e.kind(term), c.kind(term)
            rows.append(row(label, (ke.handle, kc.handle), (ke.paid, kc.paid), (ke.taken, kc.taken), (ke.house, kc.house)))
            if ke.withheld:
                differences.append(self.w("{kind}: paid {paid} after the cap; {won} before it, {withheld} withheld.",
                                          kind=self.w(label), paid=self.m(ke.paid), won=self.m(ke.won),
                                          withheld=self.m(ke.withheld)))
        rows.append(row("Jackpot shares (from the meter)", None, (e.jackpot_shares, c.jackpot_shares), None, (-e.jackpot_shares, -c.jackpot_shares)))
        rows.append(row("Floor rulings (ruled − computed)", None, (e.rulings, c.rulings), None, (-e.rulings, -c.rulings)))
        if e.rulings:
            differences.append(self.w("Floor rulings change what was paid by {amount} (ruled − computed).",
                                      amount=self.m(e.rulings, signed=True)))
        if self.d.summary.rounds_voided:
            differences.append(self.w("{n} voided rounds count nothing: what they paid as computed is not in the "
                                      "figures above (the computed figure is beneath each in red).",
                                      n=self.d.summary.rounds_voided))
        total = [
            self.para(f"<b>{self.w('Total')}</b>", "cell"),
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
        sm, w = self.d.summary, self.w
        notes = [
            w("{n} rounds counted of {settled} settled", n=w.number(sm.effective.rounds), settled=w.number(sm.rounds_recorded))
            + (w("; {n} voided (counted as nothing)", n=sm.rounds_voided) if sm.rounds_voided else "")
            + (w("; {n} with a floor ruling (the ruled figure replaces the computed one)", n=sm.rounds_ruled)
               if sm.rounds_ruled else "")
            + ".",
            w("House result = taken − paid, per kind; the total equals −Σ net of every box counted. Where a void or "
              "ruling changes a figure, the computed figure is printed beneath it in {red}.",
              red=f'<font color="{self.red}">{w("red")}</font>'),
        ]
        return [*self.heading(w("Money by kind")), tbl, *(self.note(n) for n in differences), *(self.note(n) for n in notes)]

    def jackpot(self) -> list[Flowable]:
        j, tz = self.d.jackpot, self.tz
        kinds = [MeterChange.CONTRIBUTION, MeterChange.SHARE, MeterChange.ADJUSTMENT]
        if j.total(MeterChange.OTHER_TABLES) or any(m.kind is MeterChange.OTHER_TABLES for m in j.movements):
            kinds.append(MeterChange.OTHER_TABLES)
        labels = {MeterChange.CONTRIBUTION: "Contributions", MeterChange.SHARE: "Shares paid", MeterChange.ADJUSTMENT: "Adjustments", MeterChange.OTHER_TABLES: "Other tables"}
        labels = {k: self.w(v) for k, v in labels.items()}
        rows: list[list[Cell]] = [
            [self.w("Meter at start"), *(labels[k] for k in kinds), self.w("Meter at end")],
            [self.m(j.start), *(self.m(j.total(k), signed=True) for k in kinds), self.m(j.end)],
        ]
        out: list[Flowable] = [*self.heading(self.w("Jackpot meter")), self.table(rows, self.cols(*([1] * (len(kinds) + 2))), right_from=0, zebra=False)]
        if not j.movements:
            out.append(self.note(self.w("No movement: the meter stood at {amount} all shift.", amount=esc(self.m(j.start)))))
            return out
        head: list[Cell] = [self.w("Time"), self.w("Round"), self.w("Box"), self.w("Movement"), self.w("Amount"), self.w("Meter after"), self.w("By"), self.w("Reason")]
        body: list[list[Cell]] = []
        extra: list[tuple[object, ...]] = []
        for i, mv in enumerate(j.movements, 1):
            body.append(
                [
                    local_time(mv.at, tz),
                    "" if mv.round_no is None else str(mv.round_no),
                    "" if mv.box is None else str(mv.box),
                    self.w(mv.kind.label),
                    self.m(mv.amount, signed=True),
                    self.m(mv.meter_after),
                    self.para(esc(mv.by or ""), "cell"),
                    self.para(esc(self.meter_reason(mv.reason)), "cell") if mv.reason else "",
                ]
            )
            if mv.kind is MeterChange.ADJUSTMENT:
                extra.append(("TEXTCOLOR", (0, i), (-1, i), self.p.ruling))
        out.append(self.note(self.w("Every change of the meter in the shift, in order: contributions from bonus stakes, shares paid on jackpot hands, and signed adjustments by a pit boss.")))
        out.append(Spacer(1, 1 * mm))
        out += self.long_table(head, body, self.cols(0.8, 0.7, 0.5, 1.2, 1.3, 1.4, 1.4, 2.6), right=(4, 5), extra=extra)
        return out

    def meter_reason(self, reason: str) -> str:
        """A meter movement's reason: what a pit boss wrote, or the words the log gives a
        movement it made itself (a void's reversal, shares, other tables) in the report's language."""
        w = self.w
        if reason == "rounds at other tables":
            return w(reason)
        void = re.fullmatch(r"round (\d+) voided: (.*)", reason, re.S) or re.fullmatch(r"round voided: (.*)", reason, re.S)
        if void is not None:
            if len(void.groups()) == 2:
                return w("round {n} voided: {reason}", n=void.group(1), reason=void.group(2))
            return w("round voided: {reason}", reason=void.group(1))
        if re.fullmatch(r"box \d+(, box \d+)*", reason):
            return ", ".join(w("box {n}", n=b) for b in re.findall(r"\d+", reason))
        return reason

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
        out = self.heading(self.w("Capped payouts"))
        if not caps:
            return [*out, self.note(self.w("No box's winnings reached the maximum-payout cap this shift."))]
        by_id = {r.round_id: r for r in self.d.rounds}
        head: list[Cell] = [self.w("Round"), self.w("Time"), self.w("Box"), self.w("Hand"), self.w("Withheld"), self.w("Counted")]
        body: list[list[Cell]] = []
        for cl in caps:
            rnd = by_id[cl.round_id]
            body.append([str(cl.round_no), local_time(rnd.settled_at, tz), str(cl.box),
                         self.w.category(cl.hand) if cl.hand else "—", self.m(cl.withheld),
                         self.w("no — round voided") if cl.voided else self.w("yes")])
        e, c = self.d.summary.effective.capped, self.d.summary.computed.capped
        out += self.long_table(head, body, self.cols(0.7, 0.8, 0.5, 1.8, 1.3, 1.5), right=(4,))
        out.append(self.note(self.w("Total withheld: {amount}", amount=f"<b>{esc(self.m(e))}</b>")
                             + (self.w(" (computed {amount}, including voided rounds)", amount=esc(self.m(c))) if e != c else "")
                             + "."))
        return out

    def approvals(self) -> list[Flowable]:
        sm, tz = self.d.summary, self.tz
        out = self.heading(self.w("Approvals and refusals"))
        items: Sequence[Approval] = self.d.approvals
        if not items:
            return [*out, self.note(self.w("No payout, jackpot share, void, ruling or meter adjustment needed a pit boss's approval this shift."))]
        out.append(self.para(self.w("{approved} approved, {refused} refused: large payouts and jackpot shares held for a pit "
                                    "boss who did not prepare them.", approved=f"<b>{sm.approvals}</b>",
                                    refused=f"<b>{sm.refusals}</b>"), "body"))
        out.append(Spacer(1, 1.5 * mm))
        head: list[Cell] = [self.w("Time"), self.w("Round"), self.w("Box"), self.w("What"), self.w("Amount"), self.w("Prepared by"), self.w("Decided by"), self.w("Decision"), self.w("Reason")]
        body: list[list[Cell]] = []
        extra: list[tuple[object, ...]] = []
        for i, a in enumerate(items, 1):
            body.append(
                [
                    local_time(a.at, tz),
                    "" if a.round_no is None else str(a.round_no),
                    "" if a.box is None else str(a.box),
                    self.para(esc(self.w(a.subject.label)), "cell"),
                    "" if a.amount is None else self.m(a.amount),
                    self.para(esc(a.prepared_by or "—"), "cell"),
                    self.para(esc(a.decided_by), "cell"),
                    self.w(a.verdict.value),
                    self.para(esc(a.reason), "cell") if a.reason else "",
                ]
            )
            if a.verdict is Verdict.REFUSED:
                extra.append(("TEXTCOLOR", (7, i), (7, i), self.p.void))
        out += self.long_table(head, body, self.cols(0.62, 0.62, 0.45, 1.45, 1.25, 1.2, 1.2, 0.95, 2.3), right=(4,), extra=extra)
        return out

    def corrections(self) -> list[Flowable]:
        tz = self.tz
        out = self.heading(self.w("Voids and floor rulings"))
        items: Sequence[Correction] = self.d.corrections
        if not items:
            return [*out, self.note(self.w("No round was voided and no floor ruling was made this shift."))]
        by_id = {r.round_id: r for r in self.d.rounds}
        with_approver = any(c.approved_by for c in items)
        head: list[Cell] = [self.w("Time"), self.w("Round"), self.w("Kind"), self.w("Figure"), self.w("Computed"), self.w("Effective"), self.w("By"), *([self.w("Approved")] if with_approver else []), self.w("Why")]
        body: list[list[Cell]] = []
        amber, red = hexcolor(self.p.ruling), self.red
        for cor in items:
            rnd = by_id.get(cor.round_id)
            round_label = str(cor.round_no) if cor.round_no is not None else (str(rnd.number) if rnd else cor.round_id)
            color = red if cor.kind is CorrectionKind.VOID else amber
            kind = f'<font color="{color}"><b>{esc(self.w(cor.kind.label))}</b></font>'
            if cor.kind is CorrectionKind.VOID:
                if rnd is not None:
                    figure, computed, effective = self.w("house result of the round"), self.m(rnd.house_net), self.m(0)
                else:
                    figure, computed, effective = self.w("round never settled (misdeal)"), "—", "—"
            else:
                figure = (self.w("box {box} net (player's side)", box=cor.box) if cor.box is not None
                          else self.w("round net (player's side)"))
                computed = "—" if cor.computed_net is None else self.m(cor.computed_net)
                effective = "—" if cor.ruled_net is None else self.m(cor.ruled_net)
                if not cor.in_force:
                    kind += f'<br/><font size="6.3">{self.w("superseded: the entries were corrected after it")}</font>'
                    effective = self.w("not in force")
                elif rnd is not None and rnd.voided:
                    kind += f'<br/><font size="6.3">{self.w("round voided later")}</font>'
                    effective = self.w("void")
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
            self.note(self.w(
                "Net amounts are from the player's side. A void and a ruling are new entries in the audit log pointing at "
                "the original round, with who and why; the computed settlement is kept unchanged."
            ))
        )
        return out

    def late_entries(self) -> list[Flowable]:
        """Rounds played on paper during an outage and entered afterwards (only when there are some)."""
        late = [r for r in self.d.rounds if r.late is not None]
        if not late:
            return []
        tz, w = self.tz, self.w
        out = self.heading(w("Late entries (paper rounds)"))
        head: list[Cell] = [w(x) for x in ("Round", "Played (as stated)", "Entered", "Entered by", "Dealer",
                                           "col:House result", "Paper")]
        body: list[list[Cell]] = []
        for r in late:
            assert r.late is not None
            body.append([
                str(r.number), w.when(r.late.played_at, tz), w.when(r.late.entered_at, tz),
                self.para(esc(r.late.by), "cell"), self.para(esc(r.dealer), "cell"),
                w("void") if r.voided else self.m(r.effective_house_net),
                self.para(esc(r.late.note) + self._late_correction(r.late), "cell"),
            ])
        out += self.long_table(head, body, self.cols(0.6, 1.5, 1.5, 1.1, 1.1, 1.1, 2.2), right=(5,))
        out.append(self.note(w(
            "These rounds were dealt on paper while the station or the floor server was down, and entered afterwards "
            "by a pit boss. Each went through the same checks as a live round; its log entries carry the time it was "
            "entered, and the time it was played as the paper states it.")))
        return out

    def _late_correction(self, late: Any) -> str:
        """A late entry's corrected time, said under its note (who corrected it and why)."""
        if not late.corrected_by:
            return ""
        text = self.w("corrected by {who}: {why}", who=late.corrected_by, why=late.correction)
        return f"<br/><i>{esc(text)}</i>"

    def boxes(self) -> list[Flowable]:
        per = self.d.summary.per_box
        out = self.heading(self.w("Boxes"))
        if not per:
            return [*out, self.note(self.w("No box played."))]
        head: list[Cell] = [self.w(x) for x in ("Box", "col:Rounds played", "col:Handle", "col:Paid out", "col:Capped",
                                                "col:Jackpot shares", "col:House result")]
        body: list[list[Cell]] = [
            [str(b.box), self.w.number(b.rounds), self.m(b.handle), self.m(b.paid_out), self.m(b.capped), self.m(b.jackpot_shares), self.figure(b.house_result, b.house_result_computed)]
            for b in per
        ]
        e = self.d.summary.effective
        body.append(
            [
                self.para(f"<b>{self.w('All')}</b>", "cell"),
                self.w.number(e.box_rounds),
                self.m(e.handle.total),
                self.m(e.paid_out),
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
        return [*out, tbl, self.note(self.w("Voided rounds are not counted; a box's ruled figure replaces its computed one."))]

    def roulette(self) -> list[Flowable]:
        """The shift's Russian Roulette hands: how many, the pots, each hand's winner and split."""
        hands = self.d.roulette
        if not hands:
            return []
        sm = self.d.roulette_summary
        out = self.heading(self.w("Russian Roulette hands"))
        w = self.w
        hands_word = w.plural(sm.completed, ("hand", "hands") if w.lang == "en" else ("раздача", "раздачи", "раздач"))
        parts = [w("{n} {hands} completed, {pots} in the pots", n=f"<b>{w.number(sm.completed)}</b>", hands=hands_word,
                   pots=f"<b>{esc(self.m(sm.pots))}</b>")]
        if sm.completed:
            parts.append(w("{folds} won when every other player folded, {splits} with a split pot",
                           folds=w.number(sm.won_by_folds), splits=w.number(sm.split_hands)))
        if sm.voided:
            parts.append(f'<font color="{self.red}">{w("{n} voided", n=w.number(sm.voided))}</font>')
        if sm.unfinished:
            parts.append(w("{n} begun and not completed (not counted)", n=w.number(sm.unfinished)))
        out.append(self.para("; ".join(parts) + ".", "body"))
        out.append(self.note(w("Russian Roulette pots are played between the players and do not enter the house figures "
                               "above. Pots, winners and splits are the engine's, from the recorded hand; odd chips of a "
                               "split go one at a time from the button's left.")))
        out.append(Spacer(1, 1 * mm))
        head: list[Cell] = [self.w("col:Hand"), self.w("Time"), self.w("Dealer"), self.w("Game"), self.w("Players"), self.w("Pot"), self.w("Winner and split"), self.w("Winning hand")]
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
        tz, w = self.tz, self.w
        blinds = "/".join(self.m(a) for a in h.forced_bets) or w("no blinds")
        structure = w("NL") if h.structure == "no_limit" else w("FL")
        game = f"({h.active}, {h.circle}) {structure} · {blinds}" + (w(" · ante {amount}", amount=self.m(h.ante)) if h.ante else "")
        when = local_time(h.ended_at or h.started_at, tz)
        if h.status is RouletteStatus.VOIDED:
            split = (w("VOID by {by}: {reason}", by=h.voided_by, reason=h.void_reason or "") if h.voided_by
                     else w("VOID: {reason}", reason=h.void_reason or ""))
            hand = pot = "—"
        elif h.status is RouletteStatus.OPEN:
            split, hand, pot = w("unfinished: not counted"), "—", "—"
        else:
            pot = self.m(h.pot_total)
            pieces = []
            names = [w("main")] + [w("side {k}", k=k) for k in range(1, len(h.pots))]
            payout = dict(h.payouts)
            for name, p in zip(names, h.pots, strict=True):
                if len(p.winners) > 1:
                    shares = ", ".join(w("seat {seat}", seat=s) for s in p.winners)
                    what = w("split {seats}", seats=shares)
                else:
                    what = w("seat {seat}", seat=p.winners[0]) if p.winners else "—"
                pieces.append(f"{name} {self.m(p.amount)} → {what}" if len(h.pots) > 1 else what)
            takes = "; ".join(w("seat {seat} takes {amount}", seat=s, amount=self.m(a)) for s, a in sorted(payout.items()))
            split = (" · ".join(pieces) + " — " + takes) if len(h.pots) > 1 or h.split else takes
            winners = set(h.winners)
            best = [hv for s, hv in h.showdown if s in winners]
            hand = w("won by folds") if h.won_by_folds else (w.category(best[0].category) if best else "—")
        return [
            str(h.number), when, self.para(esc(h.dealer), "cell"), self.para(esc(game), "cell"), str(h.players), pot,
            self.para(esc(split), "cell"), self.para(esc(hand), "cell"),
        ]

    def chart(self) -> list[Flowable]:
        series = self.d.summary.series
        differs = any(s.effective != s.computed for s in series)
        w = self.w
        drawing = house_result_chart(series, money=self.m, theme=self.t, width=self.t.frame_width, height=62 * mm,
                                     words=w)
        legend = w("Cumulative house result after each round (effective).")
        if differs:
            legend += w(" The dashed {red} line is the computed result, before voids and rulings.",
                        red=f'<font color="{hexcolor(self.p.chart_computed)}">{w("red")}</font>')
        return [CondPageBreak(80 * mm), self.para(esc(w("House result over the shift")), "h1"), drawing, self.note(legend)]

    def sign_off(self) -> list[Flowable]:
        a, h, tz, w = self.d.audit, self.d.header, self.tz, self.w
        out: list[Flowable] = []
        rows: list[list[Cell]]
        if a is not None:
            head = a.head
            grouped = " ".join(head[i : i + 8] for i in range(0, len(head), 8))
            rows = [
                [self.para(esc(w("Audit log at shift close")), "label"),
                 self.para(w("{n} entries, as of {when}", n=f"<b>{w.number(a.entries)}</b>", when=w.when(a.at, tz, seconds=True)),
                           "body")],
                [self.para(esc(w("Chain head")), "label"), self.para(f'<font size="8"><b>{esc(grouped)}</b></font>', "body")],
            ]
            if a.key_id:
                rows.append([self.para(esc(w("Key id")), "label"), self.para(esc(a.key_id), "body")])
            rows.append([self.para(esc(w("Check it")), "label"),
                         self.para(esc(w("Anyone can check that the log still holds this anchor (not rolled back, cut or "
                                         "re-signed):")) + f"<br/><b>{esc(a.check_command)}</b>", "small")])
        else:
            rows = [[self.para(esc(w("Audit log")), "label"),
                     self.para(f'<font color="{self.red}">{w("no audit anchor recorded for this shift")}</font>', "body")]]
        anchor = Table(rows, colWidths=[38 * mm, self.t.frame_width - 38 * mm], hAlign="LEFT")
        anchor.setStyle(self.t.style(self.t.key_value_table()))

        def sig(role: str, names: Sequence[OnDuty]) -> Table:
            hint = ", ".join(o.name for o in names) if names else ""
            cells = [
                [self.para(f"<b>{esc(w(role))}</b>" + (f"  <font size='7' color='{hexcolor(self.p.muted)}'>"
                                                        f"{w('on duty: {names}', names=esc(hint))}</font>" if hint else ""),
                           "body")],
                [Spacer(1, 11 * mm)],
                [self.para(esc(w("Signature")), "sig_label")],
                [Spacer(1, 6 * mm)],
                [self.para(esc(w("Name (print)")), "sig_label")],
                [Spacer(1, 6 * mm)],
                [self.para(esc(w("Date and time")), "sig_label")],
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
        statement = self.para(esc(w(
            "We have checked the figures above against the table and agree them. "
            "The round-by-round listing that follows is part of this report.")),
            "muted",
        )
        out += [CondPageBreak(95 * mm), self.para(esc(w("Audit anchor and sign-off")), "h1"), anchor, Spacer(1, 4 * mm),
                *sign_off_warning(self, self.d.count), statement, Spacer(1, 5 * mm), sigs]
        return [KeepTogether(out)]

    # -- the listing ---------------------------------------------------------

    def listing(self) -> list[Flowable]:
        rounds, w = self.d.rounds, self.w
        out: list[Flowable] = [PageBreak(), self.para(esc(w("Round-by-round listing")), "h1")]
        out.append(
            self.note(w(
                "Every settled round of the shift in order. House result is the effective figure; {void} rounds count "
                "nothing and {ruled} rounds show the ruled figure, the computed one in the notes. Paid out is what the "
                "players were paid as the round stands: after the cap and any ruling, nothing for a void. The jackpot "
                "meter's every movement is listed under Jackpot meter.",
                void=f'<font color="{self.red}">{w("VOID")}</font>',
                ruled=f'<font color="{hexcolor(self.p.ruling)}">{w("RULED")}</font>'))
        )
        out.append(Spacer(1, 2 * mm))
        if not rounds:
            out.append(self.note(w("No round was settled in this shift.")))
            return out
        head = [w(x) for x in ("#", "Time", "Dealer", "col:Boxes", "col:Handle", "col:Paid out", "col:Capped",
                              "col:House result", "Notes")]
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
                self.progress(w("{done} of {total} rounds listed", done=w.number(i + 1), total=w.number(len(rounds))))
        # the figures' columns as wide as their widest figure, the dealer and the notes the rest
        # (cut to it with an ellipsis: a listing's cells never wrap)
        look = self.listing_look
        bare = [[*r[:2], "", *r[3:8], ""] for r in rows]
        share = [0.1, 0.1, 0.6, 0.1, 0.1, 0.1, 0.1, 0.1, 4.0]  # the room left: to the dealer and the notes
        widths = fit_widths([heading_cells(head, self.t, right=range(3, 8), size=look.header_size), *bare],
                            share, sum(self.listing_widths), font=look.font, size=look.size,
                            bold=look.header_font, padding=look.pad_left + look.pad_right)
        for row in rows:
            row[2], row[8] = self.fit(str(row[2]), widths[2] - 5), self.fit(str(row[8]), widths[8] - 5)
        e = self.d.summary.effective
        end = self.para(
            w("{end} — {n} rounds; counted {counted}; house result {amount}.", end=f"<b>{w('End of listing')}</b>",
              n=w.number(len(rounds)), counted=w.number(e.rounds), amount=esc(self.m(e.house_result))),
            "end_line",
        )
        out.append(
            PagedTable(
                head, rows, widths, theme=self.t, look=self.listing_look, fit=False,
                style=[("ALIGN", (3, 0), (7, -1), "RIGHT"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")], row_styles=marks, tail=end,
            )
        )
        return out

    def listing_row(self, r: RoundLine, tz: tzinfo) -> list[str]:
        notes = []
        w = self.w
        if r.voided:
            notes.append(w("VOID; computed {amount}", amount=self.m(r.house_net)))
            house = w("void")
        else:
            house = self.m(r.effective_house_net)
            if r.ruled:
                notes.append(w("RULED; computed {amount}", amount=self.m(r.house_net)))
        if r.effective_paid_out != r.paid_out:
            notes.append(w("paid as computed {amount}", amount=self.m(r.paid_out)))
        n_app = sum(a.verdict is Verdict.APPROVED for a in r.approvals)
        n_ref = len(r.approvals) - n_app
        if n_app:
            notes.append(w("{n} approved", n=n_app))
        if n_ref:
            notes.append(w("{n} refused", n=n_ref))
        if r.jackpot_shares:
            notes.append(w("jackpot share {amount}", amount=self.m(r.jackpot_shares)))
        if r.late is not None:
            notes.insert(0, w("LATE ENTRY, played {time}", time=local_time(r.late.played_at, tz)))
        return [
            str(r.number),
            local_time(r.settled_at, tz),
            r.dealer,
            str(len(r.boxes)),
            self.m(r.stakes.total),
            self.m(r.effective_paid_out),
            self.m(r.capped) if r.capped else "",
            house,
            "; ".join(notes),
        ]

    def fit(self, text: str, width: float) -> str:
        """Cut ``text`` to ``width`` points with an ellipsis (listing cells never wrap)."""
        return text_fits(text, self.t.font, self.t.listing_size, width)
