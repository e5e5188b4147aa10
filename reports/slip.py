"""The round slip: one round on one page, what settles a dispute.

Every box's cards exactly as recorded (a folded hand that was never shown
stays unknown, an exchange known only by its count says so), its hands,
stakes, results and net, the engine's explanation lines, and every approval,
refusal, void or floor ruling of the round. The whole slip is shrunk to fit
one page if a round is unusually wordy, never split.
"""

from __future__ import annotations

from datetime import tzinfo
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepInFrame, Paragraph, Spacer, Table

from dealer_app.atomic_file import write_atomically
from dealer_app.reporting import BoxLine, CorrectionKind, DealerView, RoundSlip, Term, Verdict
from rules.poker.record import Decision, NoGame
from rules.poker.settle import Outcome

from .document import PageChrome, render_pdf
from .money import Money
from .text import cards_markup, esc, hexcolor, local_dt, zone
from .theme import THEME, Theme
from .words import Words

_OUTCOME_WORDS = {Outcome.FOLD: "fold", Outcome.WIN: "win", Outcome.LOSE: "lose", Outcome.PUSH: "push",
                  Outcome.NO_GAME: "no game"}
_NO_GAME_WORDS = {NoGame.TAKE_ANTE: "took the Ante", NoGame.BUY_GAME: "bought a game"}

__all__ = ["render_round_slip", "round_slip_bytes"]

_TERM_WORD = {Term.ANTE: "Ante", Term.BET: "Bet", Term.BONUS: "Bonus", Term.INSURANCE: "Insurance", Term.FEES: "Fees"}
_GREY = '<font color="#777777">{}</font>'


def render_round_slip(data: RoundSlip, path: str | Path, *, theme: Theme = THEME) -> Path:
    """Write the round slip PDF (one page) to ``path`` atomically; returns the path."""
    return write_atomically(path, round_slip_bytes(data, theme=theme))


def round_slip_bytes(data: RoundSlip, *, theme: Theme = THEME) -> bytes:
    layout = _SlipLayout(data, theme)
    content = layout.flowables()
    frame = KeepInFrame(theme.frame_width, theme.frame_height - 2, content, mode="shrink", name="slip")
    return render_pdf([frame], chrome=layout.chrome(), subject="Russian Poker round slip", theme=theme)


class _SlipLayout:
    def __init__(self, data: RoundSlip, theme: Theme) -> None:
        self.d = data
        self.r = data.round
        self.t = theme
        self.s = theme.styles
        self.p = theme.palette
        self.money = Money(data.header.currency, data.header.locale)
        self.tz: tzinfo = zone(data.header.timezone)
        self.red_suit = hexcolor(self.p.red_suit)
        self.red = hexcolor(self.p.void)
        self.amber = hexcolor(self.p.ruling)
        self.w = Words(data.lang)

    def para(self, text: str, style: str = "body") -> Paragraph:
        return Paragraph(text, self.s[style])

    def m(self, amount: int, *, signed: bool = False) -> str:
        return esc(self.money(amount, signed=signed))

    def cards(self, cards: object, *, bold: bool = False) -> str:
        return cards_markup(cards, self.red_suit, bold=bold)  # type: ignore[arg-type]

    def chrome(self) -> PageChrome:
        h, r, w = self.d.header, self.r, self.w
        anchor = self.d.audit
        return PageChrome(
            title=w("Round slip"),
            header_left=f"{w.casino(h.casino)} · {w.table(h.table)} · {w('Shift {shift}', shift=h.shift_id)}",
            header_right=w("Round {n} (id {id})", n=r.number, id=r.round_id),
            footer_left=w("Dealer Assistant · shift {shift} · round {n} · times in {tz}", shift=h.shift_id, n=r.number,
                          tz=h.timezone),
            footer_second=w("audit entries {entries} · chain head {head}…", entries=w.number(anchor.entries),
                            head=anchor.head[:16]) if anchor else "",
            simulated=h.simulated,
            created=self.d.generated_at or r.settled_at,
            page_words=w("Page {n} of {total}"), simulated_word=w("SIMULATED"), lang=w.lang,
        )

    def flowables(self) -> list[Flowable]:
        return [
            *self.title(),
            *self.facts(),
            *self.dealer(),
            *self.boxes(),
            *self.corrections(),
            *self.signatures(),
        ]

    # -- sections ------------------------------------------------------------

    def title(self) -> list[Flowable]:
        h, r, w = self.d.header, self.r, self.w
        out: list[Flowable] = [
            self.para(esc(w("Round slip — round {n}", n=r.number)), "slip_title"),
            self.para(f"{esc(w.casino(h.casino))} · {esc(w.table(h.table))} · {esc(w('Shift {shift}', shift=h.shift_id))} · "
                      f"{w.when(r.settled_at, self.tz, seconds=True)}", "subtitle"),
            Spacer(1, 2.5 * mm),
        ]
        banners = []
        if r.void is not None:
            banners.append((w("VOIDED by {by}: {reason} This round counts nothing.", by=r.void.by, reason=r.void.reason),
                            self.p.void))
        elif r.rulings:
            banners.append((w("FLOOR RULING: the ruled figure replaces the computed one (see below)."), self.p.ruling))
        if h.simulated:
            banners.append((w("SIMULATED — played by the simulator, not at a live table."), self.p.simulated))
        for text, color in banners:
            tbl = Table([[self.para(f'<font color="{hexcolor(color)}"><b>{esc(text)}</b></font>')]], colWidths=[self.t.frame_width])
            tbl.setStyle(self.t.style([("BOX", (0, 0), (-1, -1), 1, color), ("LEFTPADDING", (0, 0), (-1, -1), 6), ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
            out += [tbl, Spacer(1, 2 * mm)]
        return out

    def facts(self) -> list[Flowable]:
        r, w = self.r, self.w
        house = self.m(r.effective_house_net)
        if r.effective_house_net != r.house_net:
            house += f'  <font size="7" color="{self.red}">{w("computed {amount}", amount=self.m(r.house_net))}</font>'
        pairs_left = [
            (w("Round"), f"<b>{r.number}</b>  " + w("(id {id})", id=esc(r.round_id))),
            (w("Started"), w.when(r.started_at, self.tz, seconds=True) if r.started_at else "—"),
            (w("Settled"), w.when(r.settled_at, self.tz, seconds=True)),
            (w("Dealer"), f"<b>{esc(r.dealer)}</b>"),
        ]
        pairs_right = [
            (w("House rules"), esc(r.rules_version)),
            (w("Jackpot meter"), f"{self.m(r.jackpot_before)} → {self.m(r.jackpot_after)}"),
            (w("Handle"), self.m(r.stakes.total)),
            (w("House result"), f"<b>{house}</b>"),
        ]
        fw = self.t.frame_width

        def kv(pairs: list[tuple[str, str]], lw: float, vw: float) -> Table:
            tbl = Table([[self.para(k, "label"), self.para(v)] for k, v in pairs], colWidths=[lw, vw], hAlign="LEFT")
            tbl.setStyle(self.t.style(self.t.key_value_table()))
            return tbl

        lw, rw = ((18, 24) if w.lang == "en" else (24, 36))
        grid = Table([[kv(pairs_left, lw * mm, fw / 2 - lw * mm), kv(pairs_right, rw * mm, fw / 2 - rw * mm)]], colWidths=[fw / 2, fw / 2], hAlign="LEFT")
        grid.setStyle(self.t.style([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        return [grid, Spacer(1, 3 * mm)]

    def dealer(self) -> list[Flowable]:
        dv: DealerView = self.r.dealer_view
        w = self.w
        out: list[Flowable] = [self.para(esc(w("Dealer's hand")), "h2")]
        if dv.cards is None:
            return [*out, self.para(esc(w("Every box folded: the dealer's hand was never turned.")), "muted")]

        def verdict(q: bool) -> str:
            return (f'<font color="#1b6e20"><b>{w("game")}</b></font>' if q
                    else f'<font color="{self.red}"><b>{w("no game")}</b></font>')

        rows = [[self.para(esc(w("As dealt")), "label"), self.para(self.cards(dv.cards, bold=True)),
                 self.para(f"{esc(w.category(dv.hand.category)) if dv.hand else '—'} — {verdict(dv.qualified)}")]]
        if dv.bought:
            swaps = []
            for i, taken in enumerate(dv.replaced):
                drawn = self.cards([dv.replacements[i]]) if i < len(dv.replacements) else "—"
                swaps.append(w("out {out}, in {into}", out=self.cards([taken]), into=drawn))
            note = w(" (same-rank redraw)") if len(swaps) > 1 else ""
            rows.append([self.para(esc(w("Game bought")), "label"), self.para(" · ".join(swaps) + note), self.para("")])
            final = dv.final_hand
            rows.append([self.para(esc(w("Final")), "label"), self.para(self.cards(final.cards if final else None, bold=True)),
                         self.para(f"{esc(w.category(final.category)) if final else '—'} — {verdict(dv.final_qualified)}")])
        fw = self.t.frame_width
        tbl = Table(rows, colWidths=[22 * mm, fw * 0.5 - 22 * mm, fw * 0.5], hAlign="LEFT")
        tbl.setStyle(self.t.style([*self.t.key_value_table(), ("BACKGROUND", (0, 0), (-1, -1), self.p.band), ("LEFTPADDING", (0, 0), (-1, -1), 5), ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
        return [*out, tbl, Spacer(1, 2 * mm)]

    def box_cards(self, b: BoxLine) -> str:
        w = self.w
        lines = []
        if b.dark:
            lines.append(f"<b>{w('dark box')}</b>")
        lines.append(w("dealt {cards}", cards=self.cards(b.dealt)) if b.dealt is not None else _GREY.format(w("dealt: not shown")))
        if b.exchange is not None:
            ex = b.exchange
            if ex.discard is not None and ex.draw is not None:
                lines.append(w("exchange {n}: out {out}, in {into}", n=ex.count, out=self.cards(ex.discard),
                               into=self.cards(ex.draw)))
            else:
                cards = w.plural(ex.count, ("card", "cards") if w.lang == "en" else ("карты", "карт", "карт"))
                lines.append(w("exchange {n} {cards} (cards not seen)", n=ex.count, cards=cards))
        if b.sixth_card is not None:
            lines.append(w("sixth card {card}", card=self.cards([b.sixth_card])))
        elif b.sixth_bought:
            lines.append(w("sixth card bought (not seen)"))
        if b.final_cards is not None and b.final_cards != b.dealt:
            lines.append(w("showdown {cards}", cards=self.cards(b.final_cards, bold=True)))
        elif b.final_cards is None and b.hand is not None and b.decision is not Decision.FOLD and (b.exchange or b.sixth_bought):
            lines.append(f'{_GREY.format(w("plays"))} {self.cards(b.hand.cards, bold=True)} {_GREY.format(w("(from the entries)"))}')
        if b.decision is not None:
            lines.append(w("decision: {decision}", decision=f"<b>{w(b.decision.value)}</b>")
                         + (f"; {w(_NO_GAME_WORDS[b.no_game])}" if b.no_game else ""))
        return "<br/>".join(lines)

    def box_hands(self, b: BoxLine) -> str:
        w = self.w
        lines = []
        lines.append(f"<b>{esc(w.category(b.hand.category))}</b>" if b.hand else _GREY.format(w("hand not shown")))
        if b.second_hand:
            lines.append(w("hand 2: {hand}", hand=esc(w.category(b.second_hand.category))))
        if b.bonus_hand is not None:
            lines.append(w("bonus: {hand}", hand=esc(w.category(b.bonus_hand))))
        lines.append(f"<i>{esc(w(_OUTCOME_WORDS[b.outcome]))}</i>" + (w(" (bought game)") if b.bought_game else ""))
        return "<br/>".join(lines)

    def terms(self, b: BoxLine, *, results: bool) -> str:
        src = b.results if results else b.stakes
        lines = []
        for term in Term:
            v = getattr(src, term.value)
            if v or (term in (Term.ANTE,) and not results):
                lines.append(f"{self.w(_TERM_WORD[term])} {self.m(v, signed=results)}")
        if results and b.jackpot_share:
            lines.append(f'<font size="6.5">{self.w("of which jackpot {amount}", amount=self.m(b.jackpot_share))}</font>')
        if results and b.capped:
            lines.append(f'<font color="{self.red}">{self.w("capped −{amount}", amount=self.m(b.capped))}</font>')
        return "<br/>".join(lines) or "—"

    def boxes(self) -> list[Flowable]:
        r, w = self.r, self.w
        out: list[Flowable] = [self.para(esc(w("Boxes")), "h2")]
        if not r.boxes:
            return [*out, self.para(esc(w("No box played.")), "muted")]
        head = [w(x) for x in ("Box", "Cards as recorded", "Hands", "Stakes", "Results", "Net")]
        rows: list[list[object]] = [list(head)]
        style: list[tuple[object, ...]] = [*self.t.grid_table(header_rows=1, zebra=False), ("ALIGN", (3, 0), (5, 0), "RIGHT")]
        for b in r.boxes:
            ruling = r.ruling_for(b.box)
            net = f"<b>{self.m(b.net, signed=True)}</b>"
            if r.void is not None:
                net = f'<strike>{self.m(b.net, signed=True)}</strike><br/><font color="{self.red}" size="6.5">{w("void: counts nothing")}</font>'
            elif ruling is not None and ruling.ruled_net is not None:
                net = f'<b><font color="{self.amber}">{self.m(ruling.ruled_net, signed=True)}</font></b><br/><font size="6.5">{w("ruled; computed {amount}", amount=self.m(b.net, signed=True))}</font>'
            rows.append(
                [
                    self.para(f"<b>{b.box}</b>", "cell_c"),
                    self.para(self.box_cards(b), "cell"),
                    self.para(self.box_hands(b), "cell"),
                    self.para(self.terms(b, results=False), "cell_r"),
                    self.para(self.terms(b, results=True), "cell_r"),
                    self.para(net, "cell_r"),
                ]
            )
            expl = "<br/>".join(esc(x) for x in b.explanation) or "—"
            rows.append(["", self.para(f'<font color="{hexcolor(self.p.muted)}">{expl}</font>', "small"), "", "", "", ""])
            i = len(rows) - 1
            style += [
                ("SPAN", (1, i), (5, i)),
                ("TOPPADDING", (0, i), (-1, i), 0),
                ("LINEBELOW", (0, i - 1), (-1, i - 1), 0, self.p.zebra),
                ("LINEBELOW", (0, i), (-1, i), 0.5, self.p.rule),
            ]
            if (i // 2) % 2 == 0:  # zebra by box, both of its rows
                style.append(("BACKGROUND", (0, i - 1), (-1, i), self.p.zebra))
        fw = self.t.frame_width
        fractions = (0.05, 0.35, 0.16, 0.14, 0.16, 0.14) if w.lang == "en" else (0.05, 0.3, 0.14, 0.19, 0.19, 0.13)
        tbl = Table(rows, colWidths=[fw * f for f in fractions], repeatRows=1, hAlign="LEFT")
        tbl.setStyle(self.t.style(style))
        return [*out, tbl]

    def corrections(self) -> list[Flowable]:
        d, tz, w = self.d, self.tz, self.w
        out: list[Flowable] = []
        if d.approvals:
            out.append(self.para(esc(w("Approvals and refusals")), "h2"))
            rows: list[list[object]] = [[w(x) for x in ("Time", "Box", "What", "Amount", "Prepared by", "Decided by",
                                                        "Decision", "Reason")]]
            for a in d.approvals:
                color = self.red if a.verdict is Verdict.REFUSED else "#1b6e20"
                rows.append(
                    [
                        local_dt(a.at, tz, seconds=True)[11:],
                        "" if a.box is None else str(a.box),
                        self.para(esc(w(a.subject.label)), "cell"),
                        "" if a.amount is None else self.money(a.amount),
                        self.para(esc(a.prepared_by or "—"), "cell"),
                        self.para(esc(a.decided_by), "cell"),
                        self.para(f'<font color="{color}"><b>{w(a.verdict.value)}</b></font>', "cell"),
                        self.para(esc(a.reason), "cell"),
                    ]
                )
            tbl = Table(rows, colWidths=[self.t.frame_width * f for f in (0.09, 0.05, 0.17, 0.12, 0.13, 0.13, 0.1, 0.21)], hAlign="LEFT")
            tbl.setStyle(self.t.style([*self.t.grid_table(rows=len(rows) - 1), ("ALIGN", (3, 0), (3, -1), "RIGHT")]))
            out.append(tbl)
        if d.corrections:
            out.append(self.para(esc(w("Voids and floor rulings")), "h2"))
            with_approver = any(c.approved_by for c in d.corrections)
            rows = [[w(x) for x in ("Time", "Kind", "Box", "Computed", "Effective", "By",
                                    *(["Approved by"] if with_approver else []), "Why")]]
            for c in d.corrections:
                if c.kind is CorrectionKind.VOID:
                    computed, effective = w("{amount} (house)", amount=self.money(self.r.house_net)), self.money(0)
                else:
                    computed = "—" if c.computed_net is None else self.money(c.computed_net, signed=True)
                    effective = "—" if c.ruled_net is None else self.money(c.ruled_net, signed=True)
                    if not c.in_force:
                        effective = w("not in force")
                color = self.red if c.kind is CorrectionKind.VOID else self.amber
                rows.append(
                    [
                        local_dt(c.at, tz, seconds=True)[11:],
                        self.para(f'<font color="{color}"><b>{esc(w(c.kind.label))}</b></font>', "cell"),
                        "" if c.box is None else str(c.box),
                        computed,
                        effective,
                        self.para(esc(c.by), "cell"),
                        *([self.para(esc(c.approved_by or "—"), "cell")] if with_approver else []),
                        self.para(esc(c.reason), "cell"),
                    ]
                )
            fractions = (0.09, 0.1, 0.05, 0.14, 0.14, 0.12, *((0.12,) if with_approver else ()), 0.24 if with_approver else 0.36)
            tbl = Table(rows, colWidths=[self.t.frame_width * f for f in fractions], hAlign="LEFT")
            tbl.setStyle(self.t.style([*self.t.grid_table(rows=len(rows) - 1), ("ALIGN", (3, 0), (4, -1), "RIGHT")]))
            out.append(tbl)
            out.append(self.para(esc(w("Net amounts are from the player's side. The computed settlement stays in the log "
                                       "unchanged.")), "note"))
        return out

    def signatures(self) -> list[Flowable]:
        w = self.t.frame_width

        def block(role: str) -> Table:
            t = Table(
                [[self.para(f"<b>{esc(self.w(role))}</b>", "sig_label")], [Spacer(1, 9 * mm)],
                 [self.para(esc(self.w("Signature, name and time")), "sig_label")]],
                colWidths=[w / 2 - 10 * mm],
                hAlign="LEFT",
            )
            t.setStyle(self.t.style([("LEFTPADDING", (0, 0), (-1, -1), 0), ("LINEABOVE", (0, 2), (0, 2), 0.7, self.p.ink), ("TOPPADDING", (0, 0), (-1, -1), 0)]))
            return t

        grid = Table([[block("Dealer"), block("Pit boss")]], colWidths=[w / 2, w / 2], hAlign="LEFT")
        grid.setStyle(self.t.style([("LEFTPADDING", (0, 0), (-1, -1), 0), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        out: list[Flowable] = [Spacer(1, 6 * mm), grid]
        if self.d.audit is not None:
            out += [Spacer(1, 3 * mm), self.para(esc(self.w("Check this slip's audit anchor: {command}", command="\ue000"))
                                                 .replace("\ue000", f"<b>{esc(self.d.audit.check_command)}</b>"), "small")]
        return out
