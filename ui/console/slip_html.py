"""A round as a printable page (black on white): what Qt's print support prints
from the round view. The PDF round slip of record is written by the reports
(``dealer-app report --round``); this page shows the same facts."""

from __future__ import annotations

from html import escape
from typing import Any

from ui.console.model import RoundDetail, cards_text, local_time, outcome_label, step_text
from ui.labels import category_short
from ui.qt import QCoreApplication

__all__ = ["round_html"]


def _t(text: str) -> str:
    return QCoreApplication.translate("Console", text)


def _hand(h: Any) -> str:
    if not h:
        return ""
    return f"{category_short(h['category'])} ({cards_text(h.get('cards'))})"


def round_html(d: RoundDetail, money: Any, *, printed_by: str = "", printed_at: str = "") -> str:
    v = d.view
    status = {"open": _t("IN PROGRESS (not confirmed)"), "settled": _t("SETTLED"), "voided": _t("VOIDED")}.get(
        str(v.status), str(v.status))
    head = (
        f"<h2 style='margin:0'>{escape(_t('Round %1, table %2').replace('%1', str(v.number)).replace('%2', d.table))}</h2>"
        f"<p style='margin:2px 0 8px 0'>{escape(_t('Shift'))} #{v.shift_id} · {escape(_t('round id'))} {v.id} · "
        f"<b>{escape(status)}</b> · {escape(_t('dealer'))} {escape(v.dealer_name)} · "
        f"{escape(_t('house rules version'))} {v.house_version}{' · ' + escape(_t('SIMULATED')) if v.simulated else ''}<br>"
        f"{escape(_t('started'))} {local_time(v.started_us, date=True)} · {escape(_t('settled'))} "
        f"{local_time(v.settled_us, date=True)} · {escape(_t('jackpot at the start'))} {escape(money(v.jackpot_start))}</p>"
    )
    s = d.settlement or {}
    dealer = s.get("dealer") or {}
    dealer_line = cards_text(d.dealer_cards) or "—"
    if dealer.get("hand"):
        dealer_line += " — " + _hand(dealer["hand"])
        dealer_line += " — " + (_t("game") if dealer.get("qualified") else _t("no game"))
    if d.replacements:
        dealer_line += " — " + _t("replacements %1").replace("%1", cards_text(d.replacements))
    if dealer.get("bought") and dealer.get("final_hand"):
        dealer_line += " — " + _t("final %1").replace("%1", _hand(dealer["final_hand"]))
    body = f"<p><b>{escape(_t('Dealer'))}:</b> {escape(dealer_line)}</p>"

    th = "style='border-bottom:1px solid #000; text-align:left; padding:2px 6px'"
    td = "style='padding:2px 6px; vertical-align:top'"
    rows = []
    for b in d.boxes:
        st = b.settlement
        stakes = st.get("stakes") or {}
        results = st.get("results") or {}
        terms = ", ".join(f"{k} {money(int(results.get(k, 0)), signed=True)}" for k in
                          ("ante", "bet", "bonus", "insurance", "fees") if stakes.get(k) or results.get(k))
        stake_text = ", ".join(f"{k} {money(int(stakes[k]))}" for k in ("ante", "bet", "bonus", "insurance", "fees")
                               if stakes.get(k))
        hand = _hand(st.get("hand"))
        if st.get("second_hand"):
            hand += " + " + _hand(st["second_hand"])
        eff = money(b.effective_net, signed=True)
        if b.ruling is not None:
            eff += " " + _t("(floor ruling by %1: %2)").replace("%1", b.ruling.by_name).replace("%2", b.ruling.reason)
        elif b.voided:
            eff += " " + _t("(void)")
        capped = money(int(st.get("capped") or 0)) if st.get("capped") else ""
        rows.append(
            f"<tr><td {td}><b>{b.box}</b></td><td {td}>{escape(cards_text(b.cards))}</td><td {td}>{escape(hand)}</td>"
            f"<td {td}>{escape(stake_text)}</td><td {td}>{escape(outcome_label(st.get('outcome')))}</td>"
            f"<td {td}>{escape(terms)}</td><td {td}>{escape(capped)}</td>"
            f"<td {td}>{escape(money(b.computed_net, signed=True))}</td><td {td}><b>{escape(eff)}</b></td></tr>"
            f"<tr><td {td}></td><td {td} colspan='8' style='color:#444'>"
            + "<br>".join(escape(x) for x in st.get("explanation", [])) + "</td></tr>"
        )
    heads = [_t("Box"), _t("Cards"), _t("Hand"), _t("Stakes"), _t("Outcome"), _t("Results"), _t("Capped"),
             _t("Computed net"), _t("Effective net")]
    table = (
        "<table cellspacing='0' width='100%'><tr>" + "".join(f"<th {th}>{escape(h)}</th>" for h in heads) + "</tr>"
        + "".join(rows) + "</table>"
    )
    if not d.boxes:
        table = f"<p>{escape(_t('Not settled yet: no settlement to show.'))}</p>"
    totals = ""
    if d.boxes:
        totals = (f"<p><b>{escape(_t('House result'))}:</b> {escape(_t('computed'))} "
                  f"{escape(money(v.computed_house_net, signed=True))} · {escape(_t('effective'))} "
                  f"{escape(money(v.effective_house_net, signed=True))}</p>")
    marks = []
    for a in v.approvals:
        word = _t("Approved") if a.approved else _t("Refused")
        marks.append(f"{word} {_t('by')} {a.by_name}, {local_time(a.ts_us, date=True)}" + (f": {a.reason}" if a.reason else ""))
    if v.void is not None:
        marks.append(_t("Voided by %1, %2: %3").replace("%1", v.void.by_name)
                     .replace("%2", local_time(v.void.ts_us, date=True)).replace("%3", v.void.reason))
    for r in v.rulings:
        marks.append(_t("Floor ruling on box %1 by %2, %3: %4 instead of %5 (computed): %6")
                     .replace("%1", str(r.box)).replace("%2", r.by_name).replace("%3", local_time(r.ts_us, date=True))
                     .replace("%4", money(r.net, signed=True)).replace("%5", money(r.computed_net, signed=True))
                     .replace("%6", r.reason))
    corrections = ""
    if marks:
        corrections = (f"<h3>{escape(_t('Approvals, refusals, voids and rulings'))}</h3><ul>"
                       + "".join(f"<li>{escape(m)}</li>" for m in marks) + "</ul>")
    steps = "".join(
        f"<tr><td {td}>{s.n}</td><td {td}>{local_time(s.ts_us)}</td><td {td}>{escape(s.by)}</td>"
        f"<td {td}>{escape(step_text(s.step, money))}</td></tr>" for s in d.steps
    )
    steps_table = (f"<h3>{escape(_t('As entered, step by step'))}</h3><table cellspacing='0'>{steps}</table>"
                   if steps else "")
    foot = ""
    if printed_by or printed_at:
        foot = (f"<p style='color:#444; margin-top:12px'>"
                f"{escape(_t('Printed by %1 at %2').replace('%1', printed_by).replace('%2', printed_at))}</p>")
    return (f"<div style='color:#000; background:#fff'>{head}{body}{table}{totals}{corrections}{steps_table}"
            f"{foot}</div>")
