"""A fill or credit slip: one page, what travels with the chips between the cage and the table.

The slip number (its request's log entry), the table and shift, the chips by
denomination with their amounts and total, who asked, who signed for the pit,
who received for the cage (each with the time), a void with its reason, and on a
copy printed again its number, who signed for it, when and why.
Printed in English or Russian (the table-count section's words).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from dealer_app.atomic_file import write_atomically

from .count_section import tr
from .document import PageChrome, render_pdf
from .money import Money
from .text import esc, hexcolor, zone
from .theme import THEME, Theme
from .words import Words

if TYPE_CHECKING:
    from dealer_app.services import DealerServices
    from dealer_app.services.count import SlipView
    from dealer_app.table_count import ChipSet

__all__ = ["CountSlip", "build_count_slip", "count_slip_bytes", "render_count_slip"]



def _t(text: str, lang: str, **kw: object) -> str:
    return tr(text, lang, **kw)


@dataclass(frozen=True)
class CountSlip:
    slip: SlipView
    casino: str
    table: str
    shift_id: int
    simulated: bool
    chip_set: ChipSet | None
    currency: str
    timezone: str
    locale: str
    lang: str = "en"


def build_count_slip(services: DealerServices, number: int, *, timezone: str | None = None,
                     locale: str = "en_GB", lang: str = "en") -> CountSlip:
    from dealer_app.reporting import local_zone_name

    slip = services.count.slip(number)
    view = services.count.view(slip.shift_id)
    versions = services.store.house_versions(view.shift.profile)
    currency = str(services.house.get(versions[-1].version).mapping.get("currency", "EUR")) if versions else "EUR"
    return CountSlip(slip, services.settings.get().casino_name, view.shift.table_name, view.shift.id,
                     view.shift.simulated, view.chip_set, currency, timezone or local_zone_name(), locale, lang)


def count_slip_bytes(data: CountSlip, *, theme: Theme = THEME) -> bytes:
    s, lang, p = data.slip, data.lang, theme.palette
    money = Money(data.currency, data.locale)
    tz = zone(data.timezone)
    styles = theme.styles

    def para(text: str, style: str = "body") -> Paragraph:
        return Paragraph(text, styles[style])

    def at(us: int | None) -> str:
        return "" if not us else Words(lang).when(datetime.fromtimestamp(us / 1e6, tz=UTC), tz)

    casino = Words(lang).casino(data.casino)
    title = _t("Fill slip" if s.kind.value == "fill" else "Credit slip", lang)
    out: list[Flowable] = [para(esc(f"{title} № {s.number}"), "title"),
                           para(esc(f"{casino} · {_t('Table', lang)} {data.table} · {_t('Shift', lang)} "
                                    f"{data.shift_id}"), "subtitle"), Spacer(1, 4 * mm)]
    if s.voided_by:
        out.append(para(f'<font color="{hexcolor(p.void)}"><b>{esc(_t("VOIDED", lang))}</b>: '
                        f"{esc(s.void_reason)} ({esc(s.voided_by)}, {esc(at(s.voided_us))})</font>"))
        out.append(Spacer(1, 3 * mm))
    if s.reprints:  # a copy says so: which one, who signed for it, when and why
        last = s.reprints[-1]
        out.append(para(f'<font color="{hexcolor(p.void)}"><b>{esc(_t("COPY {n}", lang, n=len(s.reprints)))}</b>: '
                        + esc(_t("printed again by {by}, {when}: {reason}", lang, by=last.by, when=at(last.at_us),
                                 reason=last.reason)) + "</font>"))
        out.append(Spacer(1, 3 * mm))
    values = data.chip_set.values if data.chip_set is not None else tuple(sorted(s.chips, reverse=True))
    rows: list[list[object]] = [[_t("Denomination", lang), "", _t("Chips", lang), _t("Amount", lang)]]
    style: list[tuple[object, ...]] = []
    for d in values:
        n = s.chips.get(d, 0)
        if not n:
            continue
        rows.append([money(d), "", str(n), money(n * d)])
        if data.chip_set is not None:
            i = len(rows) - 1
            style += [("BACKGROUND", (1, i), (1, i), colors.HexColor(data.chip_set.colour(d))),
                      ("BOX", (1, i), (1, i), 0.4, p.muted)]
    rows.append([_t("Total", lang), "", str(sum(s.chips.values())), money(s.total)])
    n = len(rows) - 1
    w = theme.frame_width
    tbl = Table(rows, colWidths=[w * 0.3, w * 0.08, w * 0.27, w * 0.35], hAlign="LEFT")
    tbl.setStyle(theme.style([*theme.grid_table(header_rows=1, zebra=True, rows=n), ("ALIGN", (2, 0), (-1, -1), "RIGHT"),
                              ("FONTNAME", (0, n), (-1, n), theme.bold), *style]))
    out += [tbl, Spacer(1, 5 * mm)]
    who = [(_t("Requested by", lang), f"{s.requested_by}  {at(s.requested_us)}"),
           (_t("Signed for the pit by", lang), f"{s.signed_by}  {at(s.signed_us)}" if s.signed_by else
            _t("not yet", lang)),
           (_t("Received for the cage by", lang), f"{s.received_by}  {at(s.received_us)}" if s.received_by else
            _t("not yet", lang))]
    kv = Table([[para(esc(k), "label"), para(esc(v))] for k, v in who], colWidths=[55 * mm, w - 55 * mm],
               hAlign="LEFT")
    kv.setStyle(theme.style(theme.key_value_table()))
    out += [kv, Spacer(1, 12 * mm)]
    sig_rows = [[para(esc(_t(r, lang)), "label") for r in ("Dealer", "Pit boss", "Cage / runner")],
                [Spacer(1, 12 * mm)] * 3, [para(esc(_t("Signature", lang)), "sig_label")] * 3]
    sigs = Table(sig_rows, colWidths=[w / 3] * 3, hAlign="LEFT")
    sigs.setStyle(theme.style([("LINEABOVE", (0, 2), (0, 2), 0.7, p.ink), ("LINEABOVE", (1, 2), (1, 2), 0.7, p.ink),
                               ("LINEABOVE", (2, 2), (2, 2), 0.7, p.ink), ("RIGHTPADDING", (0, 0), (-1, -1), 10)]))
    out.append(sigs)
    chrome = PageChrome(title=title, header_left=f"{casino} · {data.table}", header_right=f"№ {s.number}",
                        footer_left=_t("Dealer Assistant · shift {shift} · slip {slip} · times in {tz}", lang,
                                       shift=data.shift_id, slip=s.number, tz=data.timezone),
                        page_words=_t("Page {n} of {total}", lang), simulated_word=_t("SIMULATED", lang), lang=lang,
                        simulated=data.simulated,
                        created=datetime.fromtimestamp(s.requested_us / 1e6, tz=UTC))
    return render_pdf(out, chrome=chrome, subject=title, theme=theme)


def render_count_slip(data: CountSlip, path: str | Path, *, theme: Theme = THEME) -> Path:
    """Write the slip PDF (one page) to ``path`` atomically; returns the path."""
    return write_atomically(path, count_slip_bytes(data, theme=theme))
