"""A round as a printable page (black on white): what Qt's print support prints
from the round view. The PDF round slip of record is written by the reports
(``dealer-app report --round``); this page shows the same facts."""

from __future__ import annotations

from html import escape
from typing import Any

from dealer_app.wording.explanations import box_explanation, round_explanations
from rules.hands import Combination, Hand
from ui.console.model import RoundDetail, cards_text, local_time, outcome_label, step_text
from ui.kit.explained import ui_language
from ui.kit.labels import category_short
from ui.kit.money import screen_text
from ui.kit.qt import translate
from ui.kit.text import tr_args

__all__ = ["round_html"]


def _hand(h: Hand | Combination | None) -> str:
    if h is None:
        return ""
    return f"{category_short(h.category)} ({cards_text([str(c) for c in h.cards])})"


def term_word(key: str) -> str:
    """A settlement term's name (``ante``, ``bet``, ... as the engine keys them)."""
    words = {"ante": translate("Console", "Ante"), "bet": translate("Console", "Bet"),
             "bonus": translate("Console", "Bonus"), "insurance": translate("Console", "Insurance"),
             "fees": translate("Console", "Fees")}
    return words.get(key, key)


def round_html(d: RoundDetail, money: Any, *, printed_by: str = "", printed_at: str = "") -> str:
    v = d.view
    status = {"open": translate("Console", "IN PROGRESS (not confirmed)"), "settled": translate("Console", "SETTLED"), "voided": translate("Console", "VOIDED")}.get(
        str(v.status), str(v.status))
    # every word is looked up outside the f-strings: lupdate does not read inside them
    title = tr_args(translate("Console", "Round %1, table %2"), str(v.number), d.table)
    facts = [escape(translate("Console", "Shift") + f" #{v.shift_id}"), escape(translate("Console", "round id") + f" {v.id}"),
             f"<b>{escape(status)}</b>", escape(translate("Console", "dealer") + f" {v.dealer_name}"),
             escape(translate("Console", "house rules version") + f" {v.house_version}")]
    if v.simulated:
        facts.append(escape(translate("Console", "SIMULATED")))
    times = [translate("Console", "started") + f" {local_time(v.started_us, date=True)}",
             translate("Console", "settled") + f" {local_time(v.settled_us, date=True)}",
             translate("Console", "jackpot at the start") + f" {money(v.jackpot_start)}"]
    head = (f"<h2 style='margin:0'>{escape(title)}</h2><p style='margin:2px 0 8px 0'>" + " · ".join(facts)
            + "<br>" + " · ".join(escape(t) for t in times) + "</p>")
    dealer = d.settlement.dealer if d.settlement is not None else None
    dealer_line = cards_text(d.dealer_cards) or "—"
    if dealer is not None and dealer.hand is not None:
        dealer_line += " — " + _hand(dealer.hand)
        dealer_line += " — " + (translate("Console", "game") if dealer.qualified else translate("Console", "no game"))
    if d.replacements:
        dealer_line += " — " + tr_args(translate("Console", "replacements %1"), cards_text(d.replacements))
    if dealer is not None and dealer.bought and dealer.final_hand is not None:
        dealer_line += " — " + tr_args(translate("Console", "final %1"), _hand(dealer.final_hand))
    dealer_word = translate("Console", "Dealer")
    body = f"<p><b>{escape(dealer_word)}:</b> {escape(dealer_line)}</p>"

    th = "style='border-bottom:1px solid #000; text-align:left; padding:2px 6px'"
    td = "style='padding:2px 6px; vertical-align:top'"
    rows = []
    lang = ui_language()
    explained = round_explanations(v.round_json) if lang != "en" else {}
    for b in d.boxes:
        st = b.settlement
        explanation = [screen_text(x) for x in box_explanation(st.explanation, explained.get(b.box), lang)]
        stakes, results = st.stakes._asdict(), st.results._asdict()
        terms = ", ".join(f"{term_word(k)} {money(results[k], signed=True)}" for k in stakes
                          if stakes[k] or results[k])
        stake_text = ", ".join(f"{term_word(k)} {money(stakes[k])}" for k in stakes if stakes[k])
        hand = _hand(st.hand)
        if st.second_hand is not None:
            hand += " + " + _hand(st.second_hand)
        eff = money(b.effective_net, signed=True)
        if b.ruling is not None:
            eff += " " + tr_args(translate("Console", "(floor ruling by %1: %2)"), b.ruling.by_name, b.ruling.reason)
        elif b.voided:
            eff += " " + translate("Console", "(void)")
        capped = money(st.capped) if st.capped else ""
        rows.append(
            f"<tr><td {td}><b>{b.box}</b></td><td {td}>{escape(cards_text(b.cards))}</td><td {td}>{escape(hand)}</td>"
            f"<td {td}>{escape(stake_text)}</td><td {td}>{escape(outcome_label(st.outcome))}</td>"
            f"<td {td}>{escape(terms)}</td><td {td}>{escape(capped)}</td>"
            f"<td {td}>{escape(money(b.computed_net, signed=True))}</td><td {td}><b>{escape(eff)}</b></td></tr>"
            f"<tr><td {td}></td><td {td} colspan='8' style='color:#444'>"
            + "<br>".join(escape(x) for x in explanation) + "</td></tr>"
        )
    heads = [translate("Console", "Box"), translate("Console", "Cards"), translate("Console", "Hand"), translate("Console", "Stakes"), translate("Console", "Outcome"), translate("Console", "Results"), translate("Console", "Capped"),
             translate("Console", "Computed net"), translate("Console", "Effective net")]
    table = (
        "<table cellspacing='0' width='100%'><tr>" + "".join(f"<th {th}>{escape(h)}</th>" for h in heads) + "</tr>"
        + "".join(rows) + "</table>"
    )
    if not d.boxes:
        table = "<p>" + escape(translate("Console", "Not settled yet: no settlement to show.")) + "</p>"
    totals = ""
    if d.boxes:
        result = tr_args(translate("Console", "House result: computed %1 · effective %2"),
                         money(v.computed_house_net, signed=True), money(v.effective_house_net, signed=True))
        totals = f"<p>{escape(result)}</p>"
    marks = []
    for a in v.approvals:
        mark = translate("Console", "Approved by %1, %2") if a.approved else translate("Console", "Refused by %1, %2")
        marks.append(tr_args(mark, a.by_name, local_time(a.ts_us, date=True)) + (f": {a.reason}" if a.reason else ""))
    if v.void is not None:
        marks.append(tr_args(translate("Console", "Voided by %1, %2: %3"),
                             v.void.by_name, local_time(v.void.ts_us, date=True), v.void.reason))
    for r in v.rulings:
        marks.append(tr_args(translate("Console", "Floor ruling on box %1 by %2, %3: %4 instead of %5 (computed): %6"),
                             str(r.box), r.by_name, local_time(r.ts_us, date=True), money(r.net, signed=True),
                             money(r.computed_net, signed=True), r.reason))
    corrections = ""
    if marks:
        corrections = ("<h3>" + escape(translate("Console", "Approvals, refusals, voids and rulings")) + "</h3><ul>"
                       + "".join(f"<li>{escape(m)}</li>" for m in marks) + "</ul>")
    steps = "".join(
        f"<tr><td {td}>{s.n}</td><td {td}>{local_time(s.ts_us)}</td><td {td}>{escape(s.by)}</td>"
        f"<td {td}>{escape(step_text(s.step, money))}</td></tr>" for s in d.steps
    )
    steps_title = translate("Console", "As entered, step by step")
    steps_table = (f"<h3>{escape(steps_title)}</h3><table cellspacing='0'>{steps}</table>" if steps else "")
    foot = ""
    if printed_by or printed_at:
        printed = tr_args(translate("Console", "Printed by %1 at %2"), printed_by, printed_at)
        foot = f"<p style='color:#444; margin-top:12px'>{escape(printed)}</p>"
    return (f"<div style='color:#000; background:#fff'>{head}{body}{table}{totals}{corrections}{steps_table}"
            f"{foot}</div>")
