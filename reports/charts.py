"""The house result over the shift, drawn with reportlab's own graphics."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing, Line, String
from reportlab.pdfbase.pdfmetrics import stringWidth

from dealer_app.reporting import SeriesPoint

from .theme import Theme
from .words import Words

__all__ = ["house_result_chart", "nice_steps"]


def nice_steps(lo: int, hi: int, target: int = 6) -> list[int]:
    """Round tick values (1, 2 or 5 × 10^k) covering ``lo..hi``, integers throughout."""
    if hi < lo:
        lo, hi = hi, lo
    span = max(hi - lo, 1)
    step = 1
    while True:
        for m in (1, 2, 5):
            if span <= step * m * target:
                step *= m
                ticks = [(lo // step) * step]  # floor division: the tick at or below lo
                while ticks[-1] < hi or len(ticks) < 2:
                    ticks.append(ticks[-1] + step)
                return ticks
        step *= 10


def house_result_chart(
    series: Sequence[SeriesPoint],
    *,
    money: Callable[[int], str],
    theme: Theme,
    width: float,
    height: float,
    words: Words | None = None,
) -> Drawing:
    """Cumulative house result after each round (effective), with the computed
    line dashed beside it when corrections make them differ; ``words`` puts the labels
    in the report's language (``reports.words.Words``)."""
    w = words or Words("en")
    p = theme.palette
    d = Drawing(width, height, initialFontName=theme.font, initialFontSize=6.5)
    if not series:
        d.add(String(width / 2, height / 2, w("No settled rounds."), fontName=theme.font, fontSize=8, fillColor=p.muted, textAnchor="middle"))
        return d
    pts_eff = [(0, 0)] + [(s.number, s.effective) for s in series]
    differs = any(s.effective != s.computed for s in series)
    values = [v for _, v in pts_eff] + ([s.computed for s in series] if differs else [])
    y_ticks = nice_steps(min(0, *values), max(0, *values), 5)
    x_ticks = nice_steps(0, series[-1].number, 8)
    labels = {t: money(t) for t in y_ticks}

    lp = LinePlot()
    label_w = max(stringWidth(s, theme.font, 6.5) for s in labels.values()) + 8
    lp.x, lp.y = label_w, 24
    lp.width, lp.height = width - label_w - 8, height - 32
    data = [pts_eff]
    if differs:
        data.append([(0, 0)] + [(s.number, s.computed) for s in series])
    lp.data = data
    lp.joinedLines = 1
    lp.lineLabels.fontName = theme.font
    lp.lines[0].strokeColor = p.chart_line
    lp.lines[0].strokeWidth = 1.1
    if differs:
        lp.lines[1].strokeColor = p.chart_computed
        lp.lines[1].strokeWidth = 0.8
        lp.lines[1].strokeDashArray = (3, 2)
    lp.xValueAxis.valueMin, lp.xValueAxis.valueMax = x_ticks[0], x_ticks[-1]
    lp.xValueAxis.valueSteps = x_ticks
    lp.xValueAxis.labelTextFormat = lambda v: w.number(round(v))
    lp.yValueAxis.valueMin, lp.yValueAxis.valueMax = y_ticks[0], y_ticks[-1]
    lp.yValueAxis.valueSteps = y_ticks
    lp.yValueAxis.labelTextFormat = lambda v: labels.get(round(v), "")
    for ax in (lp.xValueAxis, lp.yValueAxis):
        ax.labels.fontName = theme.font
        ax.labels.fontSize = 6.5
        ax.labels.fillColor = p.muted
        ax.strokeColor = p.rule
        ax.strokeWidth = 0.5
    lp.yValueAxis.visibleGrid = 1
    lp.yValueAxis.gridStrokeColor = p.chart_grid
    lp.yValueAxis.gridStrokeWidth = 0.4
    lp.xValueAxis.visibleGrid = 0
    d.add(lp)
    # the zero line, darker than the grid
    y0 = lp.y + lp.height * (0 - y_ticks[0]) / (y_ticks[-1] - y_ticks[0])
    d.add(Line(lp.x, y0, lp.x + lp.width, y0, strokeColor=p.faint, strokeWidth=0.6))
    d.add(String(lp.x + lp.width / 2, 1, w("round number"), fontName=theme.font, fontSize=6.5, fillColor=p.muted, textAnchor="middle"))
    return d
