"""The trainee progress report: accuracy and speed per level, per mistake kind and
over time, the exams, the table-speed runs and every session, for one trainee.

Built from the training progress records (:class:`dealer_app.training.SessionResult`)
on the same page template, fonts, theme and money formatting as the shift report;
the same data always gives the same bytes.

    save_progress_report(services, "tanya.pdf", trainee="Tanya", who=session)
    render_progress_report(data, "tanya.pdf")
    main(["--in", "records.jsonl", "--out", "tanya.pdf"])   # what the desktop app runs in a child process

``--in`` is JSON Lines: a ``{"header": {...}}`` line (trainee, casino, printed_by,
generated_at, locale, timezone, profile, house), the sessions (one
``dealer-training-session/1`` object a line) and ``{"table_speed": {...}}`` lines.
The desktop app writes it from what the viewer may see (a trainee: their own
records; a pit boss: any trainee's) and runs this module as a child process.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import tzinfo
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reportlab.graphics.charts.barcharts import VerticalBarChart
from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing, Line, Rect, String
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, Paragraph, Spacer, Table

from dealer_app import refusal_codes as rc
from dealer_app.atomic_file import write_atomically
from dealer_app.cli.lang import argv_lang, worded
from dealer_app.cli.scaffold import Fail, Parser
from dealer_app.refusal import Refused
from dealer_app.refusal_codes import OutNotPdf
from dealer_app.safe_input import InputError, decode_refusal, read_bounded
from dealer_app.training import (
    MASTERY_STREAK,
    Level,
    Mode,
    SessionResult,
    Stat,
    kind_states,
    kind_stats,
    level_stats,
    progress_by_day,
)
from dealer_app.wording.training import level_title, mistake_label, mistake_rule
from rules.poker.house import HouseRules

from .charts import nice_steps
from .document import PageChrome, render_pdf
from .money import Money
from .text import esc, hexcolor, zone
from .theme import THEME, Theme
from .words import Words

if TYPE_CHECKING:
    from dealer_app.services import DealerServices, Signer

__all__ = [
    "INPUT_FORMAT",
    "ProgressInputError",
    "ProgressReportData",
    "TableSpeedLine",
    "main",
    "progress_report_bytes",
    "read_progress_input",
    "render_progress_report",
    "save_progress_report",
]

INPUT_FORMAT = "dealer-progress-report/1"
TABLE_SPEED_MODE = "table_speed"


class ProgressInputError(ValueError):
    """The ``--in`` records cannot be read (names the line and what is wrong)."""


@dataclass(frozen=True)
class TableSpeedLine:
    """One table-speed run (rounds entered on the practice table)."""

    finished_at: dt.datetime
    level: int
    rounds: int
    correct: int
    seconds: float

    @property
    def mean(self) -> float | None:
        return self.seconds / self.rounds if self.rounds else None


@dataclass(frozen=True)
class ProgressReportData:
    trainee: str
    results: tuple[SessionResult, ...]
    generated_at: dt.datetime
    table_speed: tuple[TableSpeedLine, ...] = ()
    casino: str = "Casino"
    printed_by: str = ""
    house: HouseRules | None = None
    profile: str = "default"
    locale: str = "en_GB"
    timezone: str = "UTC"
    lang: str = "en"
    """The report's language ("en" or "ru")."""


# ---------------------------------------------------------------------------
# Reading the records
# ---------------------------------------------------------------------------


def read_progress_input(lines: Iterable[str]) -> ProgressReportData:
    """The report's data from the ``--in`` JSON Lines. Raises :class:`ProgressInputError`."""
    header: dict[str, Any] | None = None
    results: list[SessionResult] = []
    runs: list[TableSpeedLine] = []
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as e:
            raise ProgressInputError(rc.ProgressLineNotJson(n=number, msg=e.msg, column=e.colno)) from None
        if not isinstance(obj, dict):
            raise ProgressInputError(rc.ProgressLineNotObject(n=number))
        try:
            if "header" in obj:
                header = dict(obj["header"])
                if header.get("format") != INPUT_FORMAT:
                    raise ProgressInputError(rc.ProgressHeaderFormat(n=number, expected=repr(INPUT_FORMAT)))
            elif "table_speed" in obj:
                t = obj["table_speed"]
                runs.append(TableSpeedLine(dt.datetime.fromisoformat(t["finished_at"]), int(t["level"]),
                                           int(t["rounds"]), int(t["correct"]), float(t["seconds"])))
            else:
                results.append(SessionResult.from_json(obj))
        except ProgressInputError:
            raise
        except KeyError as e:
            raise ProgressInputError(rc.ProgressLineFieldMissing(n=number, key=str(e))) from None
        except Refused as e:
            raise ProgressInputError(rc.ProgressLineRefused(n=number, why=e.refusal)) from None
        except (TypeError, ValueError) as e:  # Python's own words about a value of the wrong kind
            raise ProgressInputError(rc.ProgressLineUnusable(n=number, text=str(e))) from None
    if header is None:
        raise ProgressInputError(rc.ProgressNoHeader())
    trainee = str(header.get("trainee") or "")
    if not trainee:
        raise ProgressInputError(rc.ProgressTraineeMissing())
    generated = header.get("generated_at")
    house = header.get("house")
    try:
        when = dt.datetime.fromisoformat(generated) if generated else _latest(results, runs)
        house_rules = HouseRules.from_mapping(house) if isinstance(house, dict) else None
    except (ValueError, TypeError, KeyError) as e:
        raise ProgressInputError(rc.ProgressHeaderUnusable(text=str(e))) from None
    return ProgressReportData(
        trainee=trainee,
        results=tuple(sorted(results, key=lambda r: r.finished_at)),
        generated_at=when,
        table_speed=tuple(sorted(runs, key=lambda r: r.finished_at)),
        casino=str(header.get("casino") or "Casino"),
        printed_by=str(header.get("printed_by") or ""),
        house=house_rules,
        profile=str(header.get("profile") or "default"),
        locale=str(header.get("locale") or "en_GB"),
        timezone=str(header.get("timezone") or _local_zone()),
        lang="ru" if header.get("lang") == "ru" else "en",
    )


def _latest(results: Sequence[SessionResult], runs: Sequence[TableSpeedLine]) -> dt.datetime:
    times = [r.finished_at for r in results] + [r.finished_at for r in runs]
    return max(times) if times else dt.datetime(2000, 1, 1, tzinfo=dt.UTC)


def _local_zone() -> str:
    from dealer_app.reporting import local_zone_name

    return local_zone_name()


# ---------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------


def render_progress_report(data: ProgressReportData, path: str | Path, *, theme: Theme = THEME) -> Path:
    """Write the PDF to ``path`` atomically; returns the path."""
    return write_atomically(path, progress_report_bytes(data, theme=theme))


def progress_report_bytes(data: ProgressReportData, *, theme: Theme = THEME) -> bytes:
    layout = _Layout(data, theme)
    return render_pdf(layout.flowables(), chrome=layout.chrome(), subject=layout.w("Trainee progress report"),
                      theme=theme)


class _Layout:
    def __init__(self, data: ProgressReportData, theme: Theme) -> None:
        self.d = data
        self.t = theme
        self.s = theme.styles
        self.p = theme.palette
        self.tz: tzinfo = zone(data.timezone)
        currency = data.house.currency if data.house is not None else "EUR"
        self.money = Money(currency, data.locale)
        self.green = colors.HexColor("#1f7a4a")
        self.red = self.p.void
        self.w = Words(data.lang)

    def pct(self, stat: Stat) -> str:
        return self.percent(100.0 * stat.accuracy) if stat.boxes else "—"

    def percent(self, value: float) -> str:
        return f"{value:.0f} %" if self.w.lang == "en" else f"{self.w.decimal(value, 0)}\u00a0%"

    def secs(self, value: float | None) -> str:
        return self.w("{n} s", n=self.w.decimal(value)) if value is not None else "—"

    def when(self, at: dt.datetime) -> str:
        return self.w.when(at, self.tz)

    def day(self, day: dt.date) -> str:
        """A chart's day label: ``01 Mar`` (``01.03`` in Russian)."""
        return day.strftime("%d %b") if self.w.lang == "en" else day.strftime("%d.%m")

    def para(self, text: str, style: str = "body") -> Paragraph:
        return Paragraph(text, self.s[style])

    def cols(self, *fractions: float) -> list[float]:
        total = sum(fractions)
        return [self.t.frame_width * f / total for f in fractions]

    def heading(self, text: str) -> list[Flowable]:
        return [CondPageBreak(40 * mm), self.para(esc(self.w(text)), "h1")]

    def table(self, rows: list[list[Any]], widths: Sequence[float], *, right_from: int | None = None,
              extra: Sequence[tuple[object, ...]] = ()) -> Table:
        tbl = Table(rows, colWidths=list(widths), repeatRows=1, hAlign="LEFT")
        cmds = self.t.grid_table(header_rows=1, zebra=True, rows=len(rows) - 1)
        if right_from is not None:
            cmds.append(("ALIGN", (right_from, 0), (-1, -1), "RIGHT"))
        cmds.extend(extra)
        tbl.setStyle(self.t.style(cmds))
        return tbl

    def chrome(self) -> PageChrome:
        d, w = self.d, self.w
        return PageChrome(
            title=w("Trainee progress"),
            header_left=f"{w.casino(d.casino)} · {d.trainee}",
            header_right=w("as of {when}", when=self.when(d.generated_at)),
            footer_left=w("Dealer Assistant · trainee progress · {trainee}", trainee=d.trainee)
            + (w(" · printed by {name}", name=d.printed_by) if d.printed_by else "") + w(" · times in {tz}", tz=d.timezone),
            footer_second=w("{sessions} graded sessions, {runs} table-speed runs · figures from the engine's grading of "
                            "every box (docs/TRAINING.md)", sessions=len(d.results), runs=len(d.table_speed)),
            created=d.generated_at,
            page_words=w("Page {n} of {total}"), lang=w.lang,
        )

    # -- the document ------------------------------------------------------

    def flowables(self) -> list[Flowable]:
        out: list[Flowable] = []
        out += self.title_block()
        out += self.key_figures()
        out += self.levels()
        out += self.over_time()
        out += self.kinds()
        out += self.exams()
        out += self.table_speed()
        out += self.sessions()
        return out

    def title_block(self) -> list[Flowable]:
        d, w = self.d, self.w
        out: list[Flowable] = [
            self.para(w("Trainee progress — {trainee}", trainee=esc(d.trainee)), "title"),
            self.para(f"{esc(w.casino(d.casino))} · " + w("Russian Poker settlement drills · as of {when}",
                                                 when=esc(self.when(d.generated_at))), "subtitle"),
            Spacer(1, 2.5 * mm),
        ]
        h = d.house
        if h is not None:
            m = self.money
            out.append(self.para(w(
                "House rules trained on: {profile} ({currency}) · Ante {low} to {high} · Bet = {k} × Ante · maximum "
                "payout {cap}", profile=f"<b>{esc(w.profile(d.profile))}</b>", currency=esc(h.currency), low=esc(m(h.min_ante)),
                high=esc(m(h.max_ante)), k=h.bet_multiple, cap=esc(m(h.max_payout))), "muted"))
        return out

    def key_figures(self) -> list[Flowable]:
        rs = self.d.results
        boxes = sum(r.answered for r in rs)  # a box not answered is never wrong
        right = sum(r.correct for r in rs)
        overall = Stat(boxes, right, None)
        times = [b.seconds for r in rs for b in r.boxes if b.answered and b.seconds is not None]
        mean = sum(times) / len(times) if times else None
        states = kind_states(rs)
        weak = [k for k, s in states.items() if s.weak]
        top = max((r.level for r in rs), default=0)
        exams = [r for r in rs if r.mode is Mode.EXAM]
        w = self.w
        cells = [
            ("Sessions", f"{len(rs)}", w("{n} exam(s)", n=len(exams))),
            ("Boxes settled", w.number(boxes), w("{n} right", n=w.number(right))),
            ("Accuracy", self.pct(overall), w("all levels")),
            ("Speed", self.secs(mean), w("mean per box")),
            ("Highest level", f"{top}" if top else "—", level_title(Level(top), w.lang) if top else w("not started")),
            ("Weak kinds", f"{len(weak)}", w("mastered after {n} right in a row", n=MASTERY_STREAK)),
        ]
        row_label = [self.para(esc(w(a)), "kpi_label") for a, _, _ in cells]
        row_value = [self.para(esc(b), "kpi_value") for _, b, _ in cells]
        row_note = [self.para(esc(c), "kpi_aside") for _, _, c in cells]
        tbl = Table([row_label, row_value, row_note], colWidths=self.cols(*([1] * len(cells))), hAlign="LEFT")
        tbl.setStyle(self.t.style([
            ("BACKGROUND", (0, 0), (-1, -1), self.p.band),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 6),
            ("TOPPADDING", (0, 0), (-1, 0), 5),
            ("BOTTOMPADDING", (0, -1), (-1, -1), 5),
            ("TOPPADDING", (0, 1), (-1, -1), 0),
            ("LINEAFTER", (0, 0), (-2, -1), 0.5, colors.white),
        ]))
        return [Spacer(1, 3 * mm), tbl]

    # -- per level ---------------------------------------------------------

    def levels(self) -> list[Flowable]:
        stats = level_stats(self.d.results)
        out = self.heading("Accuracy and speed per level")
        w = self.w
        rows: list[list[Any]] = [[w(x) for x in ("col:Level", "What it teaches", "col:Boxes", "Right", "col:Accuracy",
                                                  "col:Mean time", "Target", "Sessions")]]
        sessions: defaultdict[int, int] = defaultdict(int)
        for r in self.d.results:
            sessions[r.level] += 1
        for lv in Level:
            st = stats.get(int(lv))
            over = st is not None and st.seconds is not None and st.seconds > lv.target_seconds_per_box
            rows.append([
                str(int(lv)), self.para(esc(level_title(lv, w.lang)), "cell"),
                w.number(st.boxes) if st else "—", w.number(st.correct) if st else "—", self.pct(st) if st else "—",
                self.secs(st.seconds if st else None) + (w(" (over)") if over else ""),
                w("{n} s", n=lv.target_seconds_per_box), str(sessions.get(int(lv), 0) or "—"),
            ])
        out.append(self.table(rows, self.cols(0.5, 3.6, 0.8, 0.8, 0.9, 1.1, 0.8, 0.8), right_from=2))
        out.append(Spacer(1, 3 * mm))
        fw = self.t.frame_width
        out.append(Table([[self.level_chart(stats, fw / 2 - 4, 52 * mm, accuracy=True),
                           self.level_chart(stats, fw / 2 - 4, 52 * mm, accuracy=False)]],
                         colWidths=[fw / 2, fw / 2], hAlign="LEFT", style=self.t.style([
                             ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0)])))
        return out

    def level_chart(self, stats: dict[int, Stat], width: float, height: float, *, accuracy: bool) -> Drawing:
        p = self.p
        d = Drawing(width, height)
        title = self.w("Accuracy per level (% of boxes right)" if accuracy
                       else "Mean seconds per box (bar) against the target (tick)")
        d.add(String(0, height - 9, title, fontName=self.t.bold, fontSize=7.5, fillColor=p.ink))
        levels = list(Level)
        top: float
        if accuracy:
            values = [round(100 * stats[int(lv)].accuracy, 1) if int(lv) in stats else 0 for lv in levels]
            top = 100
        else:
            values = [round(stats[int(lv)].seconds or 0, 1) if int(lv) in stats else 0 for lv in levels]
            top = max([*values, *(lv.target_seconds_per_box for lv in levels)]) * 1.15
        ticks = nice_steps(0, int(top + 0.999), 5)
        bc = VerticalBarChart()
        bc.x, bc.y, bc.width, bc.height = 26, 16, width - 32, height - 34
        bc.data = [values]
        bc.categoryAxis.categoryNames = [self.w("L{n}", n=int(lv)) for lv in levels]
        bc.valueAxis.valueMin, bc.valueAxis.valueMax = 0, ticks[-1]
        bc.valueAxis.valueSteps = ticks
        unit = "%" if accuracy else self.w("s")
        bc.valueAxis.labelTextFormat = lambda v: f"{v:.0f}{unit}"
        bc.bars[0].fillColor = p.chart_line
        bc.bars[0].strokeColor = None
        bc.barWidth = 6
        for ax in (bc.categoryAxis, bc.valueAxis):
            ax.labels.fontName = self.t.font
            ax.labels.fontSize = 6.5
            ax.labels.fillColor = p.muted
            ax.strokeColor = p.rule
            ax.strokeWidth = 0.5
        bc.valueAxis.visibleGrid = 1
        bc.valueAxis.gridStrokeColor = p.chart_grid
        bc.valueAxis.gridStrokeWidth = 0.4
        d.add(bc)
        if not accuracy:
            step = bc.width / len(levels)
            for i, lv in enumerate(levels):
                y = bc.y + bc.height * lv.target_seconds_per_box / ticks[-1]
                x0 = bc.x + step * i + step * 0.18
                d.add(Line(x0, y, x0 + step * 0.64, y, strokeColor=p.void, strokeWidth=1.2))
        if not stats:
            d.add(String(width / 2, height / 2, self.w("No graded sessions yet."), fontName=self.t.font, fontSize=8,
                         fillColor=p.muted, textAnchor="middle"))
        return d

    # -- over time -----------------------------------------------------------

    def over_time(self) -> list[Flowable]:
        days = progress_by_day(self.d.results)
        out = self.heading("Over time")
        if not days:
            out.append(self.para(esc(self.w("No graded sessions yet.")), "muted"))
            return out
        w = self.w
        out.append(self.time_chart(days, self.t.frame_width, 58 * mm))
        rows: list[list[Any]] = [[w(x) for x in ("Day", "Levels", "col:Boxes", "Right", "Accuracy", "Mean time per box")]]
        for day, by_level in days.items():
            boxes = sum(s.boxes for s in by_level.values())
            right = sum(s.correct for s in by_level.values())
            times = [(s.seconds, s.boxes) for s in by_level.values() if s.seconds is not None]
            mean = sum(t * n for t, n in times) / sum(n for _, n in times) if times else None
            rows.append([w.day(day),
                         ", ".join(str(lv) for lv in by_level), w.number(boxes), w.number(right),
                         self.pct(Stat(boxes, right, None)), self.secs(mean)])
        out.append(Spacer(1, 2 * mm))
        out.append(self.table(rows, self.cols(1.2, 1.2, 0.8, 0.8, 0.9, 1.3), right_from=2))
        return out

    def time_chart(self, days: dict[dt.date, dict[int, Stat]], width: float, height: float) -> Drawing:
        p = self.p
        d = Drawing(width, height)
        d.add(String(0, height - 9, self.w("Accuracy per day, one line per level (%)"), fontName=self.t.bold, fontSize=7.5,
                     fillColor=p.ink))
        order = list(days)
        shades = ["#27313d", "#1f5fa8", "#1f7a4a", "#8a5a00", "#b3261e", "#6a3fa0", "#0f7b8a"]
        lp = LinePlot()
        lp.x, lp.y, lp.width, lp.height = 28, 18, width - 120, height - 34
        data: list[list[tuple[float, float]]] = []
        levels: list[int] = []
        for lv in sorted({lv for by in days.values() for lv in by}):
            pts = [(float(i), 100.0 * by[lv].accuracy) for i, by in enumerate(days.values()) if lv in by]
            if len(pts) == 1:  # a single day: a short flat segment, so it shows
                pts = [(pts[0][0] - 0.15, pts[0][1]), (pts[0][0] + 0.15, pts[0][1])]
            data.append(pts)
            levels.append(lv)
        lp.data = data
        lp.joinedLines = 1
        for i, lv in enumerate(levels):
            lp.lines[i].strokeColor = colors.HexColor(shades[(lv - 1) % len(shades)])
            lp.lines[i].strokeWidth = 1.2
        lp.xValueAxis.valueMin, lp.xValueAxis.valueMax = -0.5, len(order) - 0.5
        lp.xValueAxis.valueSteps = list(range(len(order)))
        lp.xValueAxis.labelTextFormat = lambda v: self.day(order[round(v)]) if 0 <= round(v) < len(order) else ""
        lp.yValueAxis.valueMin, lp.yValueAxis.valueMax = 0, 100
        lp.yValueAxis.valueSteps = [0, 25, 50, 75, 100]
        for ax in (lp.xValueAxis, lp.yValueAxis):
            ax.labels.fontName = self.t.font
            ax.labels.fontSize = 6.5
            ax.labels.fillColor = p.muted
            ax.strokeColor = p.rule
            ax.strokeWidth = 0.5
        lp.yValueAxis.visibleGrid = 1
        lp.yValueAxis.gridStrokeColor = p.chart_grid
        lp.yValueAxis.gridStrokeWidth = 0.4
        d.add(lp)
        for i, lv in enumerate(levels):  # the legend, right of the plot
            y = lp.y + lp.height - 10 - i * 11
            d.add(Rect(width - 84, y, 9, 3, fillColor=colors.HexColor(shades[(lv - 1) % len(shades)]), strokeColor=None))
            d.add(String(width - 71, y - 1, self.w("level {n}", n=lv), fontName=self.t.font, fontSize=6.8, fillColor=p.ink))
        return d

    # -- mistake kinds -------------------------------------------------------

    def kinds(self) -> list[Flowable]:
        rs = self.d.results
        stats = kind_stats(rs)
        states = kind_states(rs)
        out = self.heading("Mistakes by kind")
        if not stats:
            out.append(self.para(esc(self.w("No box has tested a mistake kind yet.")), "muted"))
            return out
        w = self.w
        out.append(self.para(w(
            "Per kind: how often the trainee made it, and the accuracy on the boxes whose figures that mistake would "
            "change. A kind is {weak} from a mistake until {n} such boxes in a row are right; practice drills are "
            "weighted towards weak kinds.", weak=f"<b>{w('weak')}</b>", n=MASTERY_STREAK), "note"))
        out.append(Spacer(1, 1.5 * mm))
        rows: list[list[Any]] = [[w(x) for x in ("Kind", "col:Made", "col:Tested", "col:Accuracy", "col:State",
                                                  "The rule, stated right")]]
        extra: list[tuple[object, ...]] = []
        for i, (k, st) in enumerate(stats.items(), start=1):
            state = states.get(k)
            if state is not None and state.weak:
                word = w("WEAK ({n})", n=state.mistakes)
                extra.append(("TEXTCOLOR", (4, i), (4, i), self.red))
                extra.append(("FONT", (4, i), (4, i), self.t.bold, self.t.base_size - 0.5))
            elif state is not None and state.ever:
                word = w("mastered")
                extra.append(("TEXTCOLOR", (4, i), (4, i), self.green))
            else:
                word = "—"
            rows.append([self.para(esc(mistake_label(k, w.lang)), "cell_b"), str(st.mistakes or "—"),
                         w.number(st.boxes) if st.boxes else "—", self.pct(st) if st.boxes else "—", word,
                         self.para(esc(mistake_rule(k, w.lang)) if k.rule else "", "cell")])
        widths = (2.3, 0.55, 0.9, 0.9, 0.9, 4.2) if w.lang == "en" else (2.3, 0.6, 0.75, 0.75, 1.15, 4.1)
        out.append(self.table(rows, self.cols(*widths), extra=extra,
                              right_from=None))
        return out

    # -- exams, table speed, sessions ----------------------------------------

    def exams(self) -> list[Flowable]:
        exams = [r for r in self.d.results if r.mode is Mode.EXAM]
        if not exams:
            return []
        out = self.heading("Exams")
        w = self.w
        rows: list[list[Any]] = [[w(x) for x in ("Finished", "Exam", "col:Level", "col:Boxes", "Right", "col:Score", "Time")]]
        for r in exams:
            rows.append([self.when(r.finished_at), r.exam_id or "—", str(r.level), str(r.answered), str(r.correct),
                         self.percent(100.0 * r.score) if r.answered else "—", self.secs(r.seconds)])
        out.append(self.table(rows, self.cols(1.4, 2.2, 0.6, 0.7, 0.7, 0.8, 0.9), right_from=2))
        return out

    def table_speed(self) -> list[Flowable]:
        runs = self.d.table_speed
        if not runs:
            return []
        out = self.heading("Table speed (card entry on the practice table)")
        w = self.w
        rows: list[list[Any]] = [[w(x) for x in ("Finished", "col:Level", "Rounds", "Entered right", "Total time",
                                                  "Mean per round")]]
        for r in runs:
            rows.append([self.when(r.finished_at), str(r.level), str(r.rounds),
                         w("{n} of {total}", n=r.correct, total=r.rounds), self.secs(r.seconds), self.secs(r.mean)])
        out.append(self.table(rows, self.cols(1.4, 0.6, 0.7, 1.0, 0.9, 1.0), right_from=1))
        return out

    def sessions(self) -> list[Flowable]:
        rs = self.d.results
        out = self.heading("Every session")
        if not rs:
            out.append(self.para(esc(self.w("No graded sessions yet.")), "muted"))
            return out
        w = self.w
        rows: list[list[Any]] = [[w(x) for x in ("Finished", "col:Level", "Mode", "Drill", "Right", "col:Score", "Time",
                                                  "Target", "Mistakes")]]
        extra: list[tuple[object, ...]] = []
        for i, r in enumerate(rs, start=1):
            made: dict[str, int] = defaultdict(int)
            for b in r.boxes:
                for k in b.made:
                    made[mistake_label(k, w.lang)] += 1
            secs = r.seconds
            if secs is not None and r.mode is not Mode.PRACTICE and secs > r.target_seconds:
                extra.append(("TEXTCOLOR", (6, i), (6, i), self.red))
            mode = w(r.mode.value) + (f" {r.exam_id}" if r.exam_id else "")
            rows.append([
                self.when(r.finished_at), str(r.level), self.para(esc(mode), "cell"), self.para(esc(r.drill_id), "small"),
                f"{r.correct}/{r.answered}", self.percent(100.0 * r.score) if r.answered else "—",
                self.secs(secs), w("{n} s", n=r.target_seconds),
                self.para(esc("; ".join(f"{k} ×{n}" for k, n in sorted(made.items(), key=lambda kv: -kv[1])) or "—"), "cell"),
            ])
        out.append(self.table(rows, self.cols(1.75, 0.5, 1.0, 1.95, 0.65, 0.65, 0.8, 0.65, 2.5), extra=extra))
        red = hexcolor(self.red)
        out.append(self.para(w("Time in {red}: a timed or exam session over its target.",
                               red=f'<font color="{red}">{w("red")}</font>'), "note"))
        return out


# ---------------------------------------------------------------------------
# From the store
# ---------------------------------------------------------------------------


def save_progress_report(
    services: DealerServices,
    path: str | Path,
    *,
    trainee: str,
    who: Signer,
    locale: str = "en_GB",
    timezone: str | None = None,
    record: bool = True,
    lang: str = "en",
) -> Path:
    """Build ``trainee``'s report from the store as ``who`` may see it (their own, or a
    pit boss: anyone's), write it atomically and record "report printed"."""
    from dealer_app.services.house import DEFAULT_PROFILE
    from dealer_app.training import ServiceProgressStore

    results = tuple(ServiceProgressStore(services, who).results(trainee))  # type: ignore[arg-type]
    user_id = services.users.by_name(trainee).id
    runs = tuple(
        TableSpeedLine(dt.datetime.fromtimestamp(r.ts_us / 1e6, tz=dt.UTC), r.level, r.rounds, r.correct, r.seconds)
        for r in services.training.progress(who, user_id)  # type: ignore[arg-type]
        if r.mode == TABLE_SPEED_MODE
    )
    data = ProgressReportData(
        trainee=trainee, results=results, generated_at=dt.datetime.now(dt.UTC), table_speed=runs,
        casino=services.settings.get().casino_name, printed_by=who.user.name,
        house=services.house.current(DEFAULT_PROFILE).rules, profile=DEFAULT_PROFILE, locale=locale,
        timezone=timezone or _local_zone(), lang=lang,
    )
    target = render_progress_report(data, path)
    if record:
        services.record_report(who.user.id, shift_id=None, what=f"progress report: {trainee}", path=str(target.resolve()))
    return target


# ---------------------------------------------------------------------------
# The child-process entry (the desktop app and the reports do not import each other)
# ---------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    lang = argv_lang(args_list)  # known before parsing: a usage error is worded in it too
    p = Parser(prog="reports.progress", description="Write a trainee's progress report as PDF.")
    p.add_argument("--in", dest="source", type=Path, required=True, metavar="FILE.jsonl",
                   help="the records (a header line, then sessions and table-speed runs); - for standard input")
    p.add_argument("--out", type=Path, required=True, metavar="FILE.pdf", help="the PDF to write (replaced atomically)")
    p.add_argument("--lang", default="en", choices=["en", "ru"], help="the language of the error lines (default: en)")
    try:
        args = p.parse_args(args_list)
        out: Path = args.out
        if out.suffix.lower() != ".pdf":
            raise Fail(OutNotPdf(path=out), 2)
        try:
            text = sys.stdin.read() if str(args.source) == "-" else read_bounded(
                args.source, what="progress file").decode("utf-8")
        except OSError as exc:
            raise Fail(rc.OptionFileUnreadable(option="--in", reason=exc.strerror or str(exc), path=args.source),
                       2) from None
        except (InputError, UnicodeDecodeError) as exc:
            raise Fail(rc.OptionFileError(option="--in", why=decode_refusal(exc), path=args.source), 2) from None
        try:
            data = read_progress_input(text.splitlines())
            zone(data.timezone)
            Money("EUR", data.locale)
        except ValueError as exc:  # the records, the time zone or the locale: typed
            raise Fail(rc.OptionRefused(option="--in", why=exc), 2) from None
        try:
            render_progress_report(data, out)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            raise Fail(rc.OsRefused(reason=reason) if exc.filename is None else rc.OsRefusedAt(reason=reason,
                                                                                               path=exc.filename),
                       1) from None
        return 0
    except Fail as exc:
        print(f"reports.progress: {worded(exc, lang)}", file=sys.stderr)
        return exc.code
    except SystemExit as exc:  # --help
        return int(exc.code or 0)


if __name__ == "__main__":
    sys.exit(main())
