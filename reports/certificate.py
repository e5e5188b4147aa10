"""The exam certificate: one trainee's exam, the house's pass mark and the verdict,
signed by the instructor (their PIN co-signature's number in the audit log), with
every round of the exam listed (cards, stakes, the engine's net per box and how
the trainee did) and the command that deals the same rounds again.

Printed from the JSON that :func:`dealer_app.training.certificate.certificate_data`
builds (``--in``), in English or Russian, on the same page template, fonts,
theme and money formatting as the other reports; the same data gives the same bytes.

    main(["--in", "certificate.json", "--out", "certificate.pdf"])   # run as a child process by the desktop app
"""

from __future__ import annotations

import datetime as dt
import json
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table

from dealer_app.atomic_file import write_atomically
from dealer_app.cli.lang import argv_lang, worded
from dealer_app.cli.scaffold import Fail, Parser
from dealer_app.refusal import Refused
from dealer_app.refusal_codes import (
    CertificateFormatWrong,
    InDataUnusable,
    InFieldMissing,
    InNotAnObject,
    OptionFileError,
    OptionFileUnreadable,
    OptionRefused,
    OsRefused,
    OsRefusedAt,
    OutNotPdf,
)
from dealer_app.safe_input import InputError, decode_refusal, read_bounded
from dealer_app.training.certificate import CERTIFICATE_FORMAT
from dealer_app.training.levels import Level
from dealer_app.training.mistakes import MistakeKind
from dealer_app.wording.training import level_title, mistake_label
from rules.cards import parse_cards

from .document import PageChrome, render_pdf
from .money import Money
from .text import cards_markup, esc, hexcolor, zone
from .theme import THEME, Theme
from .words import Words

__all__ = ["certificate_bytes", "main", "render_certificate"]


def render_certificate(data: Mapping[str, Any], path: str | Path, *, theme: Theme = THEME) -> Path:
    return write_atomically(path, certificate_bytes(data, theme=theme))


def certificate_bytes(data: Mapping[str, Any], *, theme: Theme = THEME) -> bytes:
    if data.get("format") != CERTIFICATE_FORMAT:
        raise Refused(CertificateFormatWrong(expected=repr(CERTIFICATE_FORMAT)))
    layout = _Layout(data, theme)
    return render_pdf(layout.flowables(), chrome=layout.chrome(), subject=layout.w("Exam certificate"), theme=theme)


class _Layout:
    def __init__(self, data: Mapping[str, Any], theme: Theme) -> None:
        self.d = data
        self.t = theme
        self.s = theme.styles
        self.p = theme.palette
        self.w = Words(str(data.get("lang") or "en"))
        self.tz = zone(str(data.get("timezone") or "UTC"))
        self.money = Money(str(data.get("currency") or "EUR"), str(data.get("locale") or "en_GB"))
        self.red_suit = hexcolor(self.p.red_suit)
        self.finished = dt.datetime.fromisoformat(str(data["finished_at"]))
        self.signed = dt.datetime.fromisoformat(str(data["signed_at"]))

    def para(self, text: str, style: str = "body") -> Paragraph:
        return Paragraph(text, self.s[style])

    def m(self, amount: int, *, signed: bool = False) -> str:
        return esc(self.money(amount, signed=signed))

    def percent(self, value: float) -> str:
        return f"{value:.0f} %" if self.w.lang == "en" else f"{self.w.decimal(value, 0)}\u00a0%"

    def cols(self, *fractions: float) -> list[float]:
        total = sum(fractions)
        return [self.t.frame_width * f / total for f in fractions]

    def chrome(self) -> PageChrome:
        d, w = self.d, self.w
        return PageChrome(
            title=w("Exam certificate"),
            header_left=f"{d['casino']} · {d['trainee']}",
            header_right=w("Exam {exam}", exam=d["exam"]),
            footer_left=w("Dealer Assistant · exam certificate · {trainee} · signed by {name}, signature {seq}",
                          trainee=d["trainee"], name=d["instructor"], seq=d["signature"]),
            footer_second=w("drill {drill} · figures from the engine's settlement of every round", drill=d["drill"]),
            created=self.signed,
            page_words=w("Page {n} of {total}"),
        )

    def flowables(self) -> list[Flowable]:
        return [*self.title_block(), *self.result_block(), *self.signature_block(), *self.rounds_block()]

    def title_block(self) -> list[Flowable]:
        d, w = self.d, self.w
        return [
            self.para(esc(w("Exam certificate — {trainee}", trainee=d["trainee"])), "title"),
            self.para(esc(f"{d['casino']} · " + w("Russian Poker dealer school")), "subtitle"),
            Spacer(1, 3 * mm),
        ]

    def result_block(self) -> list[Flowable]:
        d, w = self.d, self.w
        level = int(d["level"])
        answered, correct = int(d["answered"]), int(d["correct"])
        score = 100.0 * correct / answered if answered else 0.0
        mark = d["pass_mark"]
        verdict = w("PASSED") if d["passed"] else w("NOT PASSED")
        colour = "#1f7a4a" if d["passed"] else hexcolor(self.p.void)
        secs = d.get("seconds")
        rows: list[list[Any]] = [
            [w("Exam"), esc(str(d["exam"]))],
            [w("Level"), esc(f"{level} · {level_title(Level(level), w.lang)}")],
            [w("Sat on"), esc(w.when(self.finished, self.tz))],
            [w("Boxes"), esc(w("{answered} answered of {total}; {right} right", answered=answered, total=d["boxes"],
                               right=correct))],
            [w("Score"), esc(self.percent(score) if answered else "—")],
            [w("Pass mark (house setting)"), esc(w("{percent} of at least {boxes} boxes answered",
                                                   percent=self.percent(float(mark["percent"])),
                                                   boxes=mark["min_boxes"]))],
            [w("Time"), esc(w("{n} s", n=self.w.decimal(float(secs))) if secs is not None else "—")],
        ]
        hands = d.get("hands")
        if hands:
            rows.append([w("Hands named"), esc(w("{right} right of {answered} answered ({total} asked)",
                                                 right=hands["right"], answered=hands["answered"],
                                                 total=hands["total"]))])
        rows.append([w("Result"), f'<font color="{colour}"><b>{esc(verdict)}</b></font>'])
        tbl = Table([[self.para(f"<b>{esc(a)}</b>", "cell"), self.para(b, "cell")] for a, b in rows],
                    colWidths=self.cols(1.2, 3.0), hAlign="LEFT")
        tbl.setStyle(self.t.style(self.t.grid_table(header_rows=0, zebra=True, rows=len(rows))))
        return [tbl, Spacer(1, 2 * mm),
                self.para(esc(w("Boxes not answered are shown as not answered, never as wrong.")), "note")]

    def signature_block(self) -> list[Flowable]:
        d, w = self.d, self.w
        role = w(str(d.get("instructor_role") or "pit boss").replace("_", " "))
        signed = w("Signed by the instructor {name} ({role}) with their PIN on {when}; audit-log signature {seq}.",
                   name=d["instructor"], role=role, when=w.when(self.signed, self.tz), seq=d["signature"])
        line = Table([[self.para(f"<b>{esc(w('Instructor'))}</b>", "sig_label")], [Spacer(1, 9 * mm)],
                      [self.para(esc(w("Signature, name and time")), "sig_label")]],
                     colWidths=[self.t.frame_width / 2 - 10 * mm], hAlign="LEFT")
        line.setStyle(self.t.style([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0),
                                    ("LINEABOVE", (0, 2), (0, 2), 0.7, self.p.ink)]))
        command = (f"dealer-app train --level {d['level']} --seed {d['seed']} --rounds {d['rounds']} "
                   f"--house FILE")
        recheck = w("Re-check: the same level, seed and rounds under these house rules ({profile}) deal the same "
                    "rounds: {command}", profile=d["profile"], command="\ue000")
        return [Spacer(1, 4 * mm), self.para(esc(signed), "body"), Spacer(1, 2 * mm), KeepTogether([line]),
                Spacer(1, 3 * mm), self.para(esc(recheck).replace("\ue000", f"<b>{esc(command)}</b>"), "small")]

    def _mistakes(self, kinds: Sequence[str]) -> str:
        out = []
        for k in kinds:
            try:
                out.append(mistake_label(MistakeKind(k), self.w.lang))
            except ValueError:
                out.append(k)
        return "; ".join(out)

    def rounds_block(self) -> list[Flowable]:
        w = self.w
        out: list[Flowable] = [self.para(esc(w("The exam's rounds")), "h1")]
        head = [w(x) for x in ("col:Round", "Box", "Cards", "Ante", "Bet", "Net (engine)", "Trainee")]
        rows: list[list[Any]] = [head]
        for r in self.d["round_list"]:
            dealer = cards_markup(parse_cards(r["dealer"]), self.red_suit)
            if r.get("replaced"):
                dealer += " " + esc(w("(taken out: {cards})", cards="\ue001")).replace(
                    "\ue001", cards_markup(parse_cards(r["replaced"]), self.red_suit))
            rows.append([str(r["round"]), self.para(esc(w("Dealer")), "cell"), self.para(dealer, "cell"), "", "", "",
                         ""])
            for b in r["boxes"]:
                if not b["answered"]:
                    how = esc(w("not answered"))
                elif b["correct"]:
                    how = esc(w("right"))
                else:
                    how = esc(w("wrong")) + (f": {esc(self._mistakes(b['mistakes']))}" if b["mistakes"] else "")
                rows.append(["", str(b["box"]), self.para(cards_markup(parse_cards(b["cards"]), self.red_suit), "cell"),
                             self.m(int(b["ante"])), self.m(int(b["bet"])) if b["bet"] else "—",
                             self.m(int(b["net"]), signed=True), self.para(how, "cell")])
        tbl = Table(rows, colWidths=self.cols(0.5, 0.7, 2.2, 0.9, 0.9, 1.1, 2.2), repeatRows=1, hAlign="LEFT")
        tbl.setStyle(self.t.style([*self.t.grid_table(header_rows=1, zebra=False, rows=len(rows) - 1),
                                   ("ALIGN", (3, 0), (5, -1), "RIGHT")]))
        out.append(tbl)
        out.append(self.para(esc(w("Net amounts are from the player's side.")), "note"))
        return out


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    lang = argv_lang(args_list)  # known before parsing: a usage error is worded in it too
    p = Parser(prog="reports.certificate", description="Write an exam certificate as PDF.")
    p.add_argument("--in", dest="source", type=Path, required=True, metavar="FILE.json",
                   help="the certificate's content (dealer-exam-certificate/1)")
    p.add_argument("--out", type=Path, required=True, metavar="FILE.pdf", help="the PDF to write (replaced atomically)")
    p.add_argument("--lang", default="en", choices=["en", "ru"], help="the language of the error lines (default: en)")
    try:
        args = p.parse_args(args_list)
        out: Path = args.out
        if out.suffix.lower() != ".pdf":
            raise Fail(OutNotPdf(path=out), 2)
        try:
            data = json.loads(read_bounded(args.source, what="certificate file").decode("utf-8"))
        except OSError as exc:
            raise Fail(OptionFileUnreadable(option="--in", reason=exc.strerror or str(exc), path=args.source), 2) from None
        except (InputError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise Fail(OptionFileError(option="--in", why=decode_refusal(exc), path=args.source), 2) from None
        if not isinstance(data, dict):
            raise Fail(InNotAnObject(), 2)
        try:
            render_certificate(data, out)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            raise Fail(OsRefused(reason=reason) if exc.filename is None else OsRefusedAt(reason=reason,
                                                                                         path=exc.filename), 1) from None
        except KeyError as exc:
            raise Fail(InFieldMissing(key=str(exc)), 2) from None
        except Refused as exc:
            raise Fail(OptionRefused(option="--in", why=exc.refusal), 2) from None
        except (TypeError, ValueError) as exc:  # Python's own words about a value of the wrong kind
            raise Fail(InDataUnusable(text=str(exc)), 2) from None
        return 0
    except Fail as exc:
        print(f"reports.certificate: {worded(exc, lang)}", file=sys.stderr)
        return exc.code
    except SystemExit as exc:  # --help
        return int(exc.code or 0)


if __name__ == "__main__":
    sys.exit(main())
