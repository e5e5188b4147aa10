"""``dealer-app players``, ``dealer-app rating`` and ``dealer-app aml`` (FORMATS.md, third wave).

* ``players add --card N --name NAME [--detail KEY=VALUE ...]``, ``players list``,
  ``players find QUERY``, ``players erase (--card N | --player REF) --reason TEXT``:
  the registry; patron details only for a pit boss, an administrator or compliance,
  each read logged;
* ``rating show|export --day YYYY-MM-DD [--table NAME] [--format text|csv|jsonl] [--out FILE]``,
  ``rating slip --session N --out FILE.pdf``, ``rating rules [--set FILE.json]``,
  ``rating edges [--house FILE] [--rounds N]`` (the house advantage estimated by simulation);
* ``aml log|alerts|report --day YYYY-MM-DD [--format text|csv] [--out FILE]`` (``report``:
  the report-preparation PDF; ``log --out FILE.pdf``: the daily MTL PDF),
  ``aml record --kind buy_in|cash_out --amount 4000.00 ...`` (the cage), ``aml rules [--set FILE.json]``.

Every action names who asks (``--by NAME``) and reads that person's PIN from a prompt or
``--pin-stdin``. Amounts on the command line are major units; csv and jsonl give minor units.
The PDFs are drawn by :mod:`reports.players` (the ``pdf`` hook the report layer passes in).
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import io
import json
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypedDict

from dealer_app import refusal_codes
from dealer_app.auth.roles import Permission
from dealer_app.cli.lang import argv_lang
from dealer_app.cli.scaffold import CommandArgs, Fail, Parser, run_command
from dealer_app.cli.store import _co_sign, _db_arg, _open, _pin_arg
from dealer_app.safe_input import int_of

if TYPE_CHECKING:
    from dealer_app.players.cash import Alert
    from dealer_app.players.rating import RatingSession
    from dealer_app.services.aml import AmlService
    from dealer_app.services.app import DealerServices
    from dealer_app.services.ratings import RatingService

__all__ = ["PdfHook", "aml_main", "players_main", "rating_main", "session_row"]

PdfHook = Callable[[str, Any, Any, Path, str], None]
"""``pdf(kind, services, data, out, lang)``: draw ``kind`` (``rating_slip``, ``mtl``, ``aml_report``)."""


EDGE_ROUNDS, EDGE_SEED = 20_000, 29  # `rating edges`: the simulation's defaults


def _day(text: str) -> str:
    try:
        return dt.date.fromisoformat(text).isoformat()
    except ValueError:
        raise Fail(refusal_codes.DayNotADate(typed=repr(text)), 2) from None


def _json_object(path: Path) -> dict[str, Any]:
    from dealer_app.safe_input import InputError, loads, read_bounded

    try:
        value = loads(read_bounded(path, what="--set"))
    except InputError as exc:
        raise Fail(refusal_codes.OptionFileRefused(option="--set", path=path, why=exc), 2) from None
    if not isinstance(value, dict):
        raise Fail(refusal_codes.SettingsNotAnObject(path=path), 2)
    return value


class _RulesArgs(CommandArgs):
    set: Path | None


def _rules(services: DealerServices, args: _RulesArgs, rules: RatingService | AmlService, permission: Permission,
           what: str) -> int:
    """``rating rules`` / ``aml rules``: print the house's settings, or set them (``--set
    FILE.json``, a new version) co-signed by ``--by``; ``rules`` is the service that keeps them."""
    if args.set is None:
        print(json.dumps(rules.rules().to_payload(), sort_keys=True))
        return 0
    who = _co_sign(services, args, args.by, permission, what, who="--by")
    print(json.dumps(rules.set_rules(who, _json_object(args.set)).to_payload(), sort_keys=True))
    return 0


def _when(us: int | None) -> str:
    if us is None:
        return ""
    return dt.datetime.fromtimestamp(us / 1e6, tz=dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _common(sp: argparse.ArgumentParser, p: Parser) -> None:
    _db_arg(sp)
    _pin_arg(sp)
    sp.add_argument("--by", default=None, help="who asks (their PIN from a prompt or --pin-stdin)")
    sp.error = p.error  # type: ignore[method-assign]


def _emit(text: str, out: Path | None, lang: str = "en") -> None:
    if out is None:
        sys.stdout.write(text)
        return
    from dealer_app.atomic_file import write_atomically

    write_atomically(out, text.encode("utf-8"))
    _written(out, lang)


def _written(out: Path, lang: str) -> None:
    from dealer_app.wording.player_lines import line

    print(line("written: {path}", lang, path=out), file=sys.stderr)


def _csv(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


def _money(services: DealerServices, lang: str = "en") -> Callable[[int], str]:
    from dealer_app.money_text import money_text
    from dealer_app.services.house import current_currency
    from dealer_app.wording.player_lines import LOCALES

    return money_text(current_currency(services.ctx), LOCALES[lang]).full


def _lang_arg(sp: argparse.ArgumentParser) -> None:
    sp.add_argument("--lang", choices=["en", "ru"], default="en", help="the language of the text lines")


# -- players ------------------------------------------------------------------------------------


class _PlayersArgs(CommandArgs):
    action: str
    card: str | None
    name: str
    detail: list[str]
    format: str
    query: str
    player: str | None
    reason: str


def players_main(argv: list[str]) -> int:
    lang = argv_lang(argv)

    def body() -> int:
        from dealer_app.wording.player_lines import line, word

        p = Parser(prog="dealer-app players", description="registered players: card number, name, ID details")
        sub = p.add_subparsers(dest="action", required=True, parser_class=Parser)
        add = sub.add_parser("add", help="register a player")
        add.add_argument("--card", required=True, help="the player card number or ID")
        add.add_argument("--name", required=True, metavar="PATRON_NAME")
        add.add_argument("--detail", action="append", default=[], metavar="KEY=VALUE",
                         help="an ID detail the house asks for (e.g. date_of_birth=1980-02-03); repeatable")
        lst = sub.add_parser("list", help="every registered player (a logged read)")
        lst.add_argument("--format", choices=["text", "csv"], default="text")
        find = sub.add_parser("find", help="players by card number, its last digits or part of a name (a logged read)")
        find.add_argument("query")
        era = sub.add_parser("erase", help="erase a player's identity on request (the log keeps the reference)")
        era.add_argument("--card", default=None)
        era.add_argument("--player", default=None, help="the player's reference (as exports show it)")
        era.add_argument("--reason", required=True)
        for sp in (add, lst, find, era):
            _common(sp, p)
            _lang_arg(sp)
        args = p.parse_args(argv, namespace=_PlayersArgs())
        services = _open(args, "players")
        try:
            if args.action == "add":
                details: dict[str, str] = {}
                for item in args.detail:
                    key, sep, value = item.partition("=")
                    if not sep:
                        raise Fail(refusal_codes.DetailNotKeyValue(typed=repr(item)), 2)
                    details[key.strip()] = value.strip()
                who = _co_sign(services, args, args.by, Permission.REGISTER_PLAYER, "register a player", who="--by")
                assert args.card is not None  # add's --card is required
                ref = services.players.register(who, args.card, args.name, details)
                print(line("registered: player {ref}", lang, ref=ref))
            elif args.action in ("list", "find"):
                if args.action == "list":
                    who = _co_sign(services, args, args.by, Permission.READ_PATRON, "list patrons", who="--by")
                    found = services.players.all(who)
                else:
                    who = _co_sign(services, args, args.by, Permission.READ_PATRON, "find a patron", who="--by")
                    found = services.players.find(who, args.query)
                if getattr(args, "format", "text") == "csv":
                    keys = sorted({k for d in found for k in d.details})
                    sys.stdout.write(_csv(["player", "card", "name", "erased", *keys],
                                          ([d.player, d.card or "", d.name or "", d.erased,
                                            *(d.details.get(k, "") for k in keys)] for d in found)))
                else:
                    for d in found:
                        if d.erased:
                            print(line("{ref}  (erased)", lang, ref=d.player))
                        else:
                            extra = "  ".join(f"{word(k, lang)}: {v}" for k, v in sorted(d.details.items()))
                            print(line("{ref}  card {card}  {name}", lang, ref=d.player, card=d.card, name=d.name)
                                  + (f"  {extra}" if extra else ""))
                    if not found:
                        print(line("no player found", lang))
            else:
                if (args.card is None) == (args.player is None):
                    raise Fail(refusal_codes.EraseNeedsCardOrPlayer(), 2)
                who = _co_sign(services, args, args.by, Permission.ERASE_PATRON, "erase a patron", who="--by")
                if args.player is not None:
                    ref = args.player
                elif args.card is not None:
                    ref = services.players.ref_of(args.card)
                else:  # checked above: one of the two is given
                    raise Fail(refusal_codes.EraseNeedsCardOrPlayer(), 2)
                services.players.erase(who, ref, args.reason)
                print(line("erased: player {ref} (the log keeps the reference)", lang, ref=ref))
        finally:
            services.close()
        return 0

    return run_command("players", body, lang)


# -- rating -------------------------------------------------------------------------------------

SESSION_FIELDS = ("session", "player", "card", "table", "gaming_day", "start", "end", "seconds_on_game",
                  "paused_seconds", "boxes", "hands", "ante", "bet", "bonus", "insurance", "fees", "total_wagered",
                  "average_bet", "hands_per_hour", "actual_win", "theoretical_win", "comp_points", "adjusted")


class SessionRow(TypedDict):
    """A rating session as an export row: the fields of :data:`SESSION_FIELDS`."""

    session: int
    player: str
    card: str
    table: str
    gaming_day: str
    start: str
    end: str
    seconds_on_game: int
    paused_seconds: int
    boxes: str
    hands: int
    ante: int
    bet: int
    bonus: int
    insurance: int
    fees: int
    total_wagered: int
    average_bet: int
    hands_per_hour: str
    actual_win: int
    theoretical_win: int
    comp_points: int
    adjusted: str


def session_row(s: RatingSession, card: str | None) -> SessionRow:
    """A rating session as an export row (minor units; the figures of record, adjustments applied)."""
    f: Mapping[str, object] = s.of_record()
    w = s.wagered
    adjusted: Iterable[Mapping[str, object]] = s.adjustments
    return {"session": s.session, "player": s.player or "", "card": card or "", "table": s.table,
            "gaming_day": s.gaming_day, "start": _when(s.start_us), "end": _when(s.end_us),
            "seconds_on_game": s.seconds_on_game, "paused_seconds": s.paused_us // 1_000_000,
            "boxes": " ".join(str(b) for _, bs in s.box_history for b in bs) if s.player else " ".join(
                str(b) for b in s.box_history[0][1]),
            "hands": s.hands, "ante": w["ante"], "bet": w["bet"], "bonus": w["bonus"], "insurance": w["insurance"],
            "fees": w["fees"], "total_wagered": s.total_wagered, "average_bet": int_of(f["average_bet"]),
            "hands_per_hour": f"{float(s.hands_per_hour):.1f}", "actual_win": s.actual_win,
            "theoretical_win": int_of(f["theoretical_win"]), "comp_points": int_of(f["comp_points"]),
            "adjusted": " ".join(sorted({str(a["field"]) for a in adjusted}))}


def _cells(row: Mapping[str, object]) -> list[object]:
    return [row[f] for f in SESSION_FIELDS]


class _RatingArgs(_RulesArgs):
    action: str
    day: str
    format: str
    out: Path | None
    session: int
    house: Path | None
    rounds: int
    seed: int


def rating_main(argv: list[str], pdf: PdfHook | None = None) -> int:
    lang = argv_lang(argv)

    def body() -> int:
        from dealer_app.wording.player_lines import line, word

        p = Parser(prog="dealer-app rating", description="rating sessions of a gaming day, from the record")
        sub = p.add_subparsers(dest="action", required=True, parser_class=Parser)
        show = sub.add_parser("show", help="a gaming day's rating sessions")
        export = sub.add_parser("export", help="a gaming day's rating sessions for a casino management system")
        for sp, default in ((show, "text"), (export, "csv")):
            sp.add_argument("--day", required=True, type=_day, help="the gaming day, YYYY-MM-DD")
            sp.add_argument("--format", choices=["text", "csv", "jsonl"], default=default)
            sp.add_argument("--out", type=Path, default=None)
            _lang_arg(sp)
        slip = sub.add_parser("slip", help="a session's rating slip (PDF)")
        slip.add_argument("--session", type=int, required=True)
        slip.add_argument("--out", type=Path, required=True)
        slip.add_argument("--lang", choices=["en", "ru"], default="en")
        rules = sub.add_parser("rules", help="show or set the house advantage per bet type and the comp rate")
        rules.add_argument("--set", type=Path, default=None, metavar="FILE.json",
                           help='{"edges_ppm": {"ante": 190940, ...}, "comp_percent": 20, "point_value": 100}')
        edges = sub.add_parser("edges", help="estimate the house advantage per bet type by simulation")
        edges.add_argument("--house", type=Path, default=None, help="a house-rules profile (default: the defaults)")
        edges.add_argument("--rounds", type=int, default=EDGE_ROUNDS, help=f"rounds to simulate (default {EDGE_ROUNDS})")
        edges.add_argument("--seed", type=int, default=EDGE_SEED, help=f"the generator's seed (default {EDGE_SEED})")
        _lang_arg(rules)
        _lang_arg(edges)
        for sp in (show, export, slip, rules):
            _common(sp, p)
        args = p.parse_args(argv, namespace=_RatingArgs())
        if args.action == "edges":
            return _edges(args)
        services = _open(args, "rating")
        try:
            if args.action == "rules":
                return _rules(services, args, services.ratings, Permission.EDIT_RATING_RULES, "rating rules")
            if args.action == "slip":
                assert args.out is not None  # slip's --out is required
                who = _co_sign(services, args, args.by, Permission.VIEW_RATINGS, "rating slip", who="--by")
                s = services.ratings.session(who, args.session)
                if pdf is None:
                    raise Fail(refusal_codes.RatingSlipNeedsReports(), 1)
                pdf("rating_slip", services, s, args.out, lang)
                services.record_report(who.user.id, shift_id=s.shift_id, what=f"rating slip {s.session}",
                                       path=str(args.out))
                _written(args.out, lang)
                return 0
            who = _co_sign(services, args, args.by, Permission.VIEW_RATINGS, "rating sessions", who="--by")
            sessions = services.ratings.sessions(who, args.day, args.table)
            cards: dict[str, str] = {}
            refs = sorted({s.player for s in sessions if s.player})
            if args.format != "text" and refs:  # a casino management system needs the card numbers: a logged read
                cards = {d.player: d.card or "" for d in services.players.read_logged(
                    who, refs, f"rating export, gaming day {args.day}")}
            rows = [session_row(s, cards.get(s.player or "")) for s in sessions]
            if args.format == "csv":
                _emit(_csv(SESSION_FIELDS, (_cells(r) for r in rows)), args.out, lang)
            elif args.format == "jsonl":
                _emit("".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows), args.out, lang)
            else:
                money = _money(services, lang)
                lines = []
                for s, r in zip(sessions, rows, strict=True):
                    first = s.box_history[0][1] if s.box_history else s.boxes
                    who_ = word(services.players.shown(s.player), lang) if s.player else line(
                        "player at box {boxes}", lang, boxes=", ".join(str(b) for b in first))
                    lines.append(line(
                        "session {n}  {table}  {who}  {start}-{end}  hands {hands}  wagered {wagered} (Ante {ante}, "
                        "Bet {bet}, bonus {bonus}, insurance {insurance}, fees {fees})  average bet {average}  "
                        "{per_hour} hands/h  actual win {actual}  theoretical win {theoretical}  comp points {comp}",
                        lang, n=s.session, table=s.table, who=who_, start=r["start"][11:16],
                        end=r["end"][11:16] or line("open", lang), hands=s.hands, wagered=money(s.total_wagered),
                        ante=money(r["ante"]), bet=money(r["bet"]), bonus=money(r["bonus"]),
                        insurance=money(r["insurance"]), fees=money(r["fees"]), average=money(r["average_bet"]),
                        per_hour=r["hands_per_hour"] if lang == "en" else r["hands_per_hour"].replace(".", ","),
                        actual=money(s.actual_win),
                        theoretical=money(r["theoretical_win"]), comp=r["comp_points"])
                        + (line("  adjusted: {fields}", lang, fields=" ".join(
                            word(f, lang) for f in r["adjusted"].split())) if r["adjusted"] else ""))
                if not lines:
                    lines.append(line("no rating sessions on {day}", lang, day=args.day))
                _emit("\n".join(lines) + "\n", args.out, lang)
        finally:
            services.close()
        return 0

    return run_command("rating", body, lang)


def _edges(args: _RatingArgs) -> int:
    from dealer_app.players.edges import estimate_edges

    if not 100 <= args.rounds <= 10_000_000:
        raise Fail(refusal_codes.RoundsOutOfRange(), 2)
    if args.house is not None:
        from dealer_app.house_files import load_house_file

        house = load_house_file(args.house)
    else:
        from rules.poker.house import HouseRules

        house = HouseRules()
    est = estimate_edges(house, args.rounds, args.seed)
    print(json.dumps({"rounds": est.rounds, "edges_ppm": est.edges_ppm, "standard_errors_ppm": est.errors_ppm},
                     sort_keys=True))
    return 0


# -- aml ----------------------------------------------------------------------------------------

# ``log``: on a floor, the table (or cage) whose log holds the transaction (empty on a station's own database)
TX_FIELDS = ("seq", "time", "gaming_day", "player", "description", "kind", "medium", "amount", "table", "by",
             "station", "log")
ALERT_FIELDS = ("kind", "gaming_day", "player", "seq", "time", "amount", "transactions", "log")


class _AmlArgs(_RulesArgs):
    action: str
    day: str
    format: str
    out: Path | None
    kind: str
    amount: str
    medium: str
    card: str | None
    description: str
    at_table: str


def aml_main(argv: list[str], pdf: PdfHook | None = None) -> int:
    lang = argv_lang(argv)

    def body() -> int:
        from dealer_app.cli.count import parse_amount
        from dealer_app.wording.player_lines import line, word

        p = Parser(prog="dealer-app aml", description="cash transaction records: the multiple transaction log, "
                                                      "alerts and reports")
        sub = p.add_subparsers(dest="action", required=True, parser_class=Parser)
        log = sub.add_parser("log", help="the gaming day's multiple transaction log (--out FILE.pdf: the MTL PDF)")
        alerts = sub.add_parser("alerts", help="the gaming day's threshold and structuring alerts")
        report = sub.add_parser("report", help="the report-preparation PDF of the gaming day (--out FILE.pdf)")
        for sp in (log, alerts, report):
            sp.add_argument("--day", required=True, type=_day, help="the gaming day, YYYY-MM-DD")
            sp.add_argument("--format", choices=["text", "csv"], default="text")
            sp.add_argument("--out", type=Path, default=None)
            sp.add_argument("--lang", choices=["en", "ru"], default="en")
        rec = sub.add_parser("record", help="the cage records a buy-in or cash-out")
        rec.add_argument("--kind", choices=["buy_in", "cash_out"], required=True)
        rec.add_argument("--amount", required=True, help="major units, e.g. 4000.00")
        rec.add_argument("--medium", choices=["cash", "chips"], default="cash")
        rec.add_argument("--card", default=None, help="a registered player's card number")
        rec.add_argument("--description", default="", help="an unregistered patron: what the cage sees")
        rec.add_argument("--at-table", dest="at_table", default="", help="the table the chips are for or from")
        _lang_arg(rec)
        rules = sub.add_parser("rules", help="show or set the house's AML settings")
        rules.add_argument("--set", type=Path, default=None, metavar="FILE.json")
        _lang_arg(rules)
        for sp in (log, alerts, report, rec, rules):
            _common(sp, p)
        args = p.parse_args(argv, namespace=_AmlArgs())
        services = _open(args, "aml")
        try:
            if args.action == "rules":
                return _rules(services, args, services.aml, Permission.EDIT_AML_RULES, "AML rules")
            if args.action == "record":
                try:
                    amount = parse_amount(args.amount)
                except ValueError as exc:
                    raise Fail(exc, 2) from None
                who = _co_sign(services, args, args.by, Permission.CASH_TRANSACTION, "cash transaction", who="--by")
                done = services.aml.record(who, args.kind, amount, medium=args.medium, table=args.at_table,
                                           card=args.card, description=args.description)
                money = _money(services, lang)
                print(line("recorded: transaction {seq}, {kind} {amount} ({medium}), gaming day {day}", lang,
                           seq=str(done.tx.ref), kind=word(done.tx.kind, lang), amount=money(done.tx.amount),
                           medium=word(done.tx.medium, lang), day=done.tx.day))
                for a in done.alerts:
                    print(line("ALERT: {alert}", lang, alert=_alert_text(a, money, lang, services)))
                if done.id_required:
                    print(line("ID details required: {fields}", lang,
                               fields=", ".join(word(f, lang) for f in done.id_required)))
                return 0
            who = _co_sign(services, args, args.by, Permission.VIEW_AML, f"AML {args.action}", who="--by")
            money = _money(services, lang)
            if args.action == "report" or (args.out is not None and args.out.suffix.lower() == ".pdf"):
                if args.out is None:
                    raise Fail(refusal_codes.ReportNeedsOutFile(), 2)
                if pdf is None:
                    raise Fail(refusal_codes.AmlNeedsReports(), 1)
                if args.action == "report":
                    data: object = services.aml.report_cases(who, args.day)
                elif args.action == "log":
                    data = services.aml.log(who, args.day)
                else:
                    raise Fail(refusal_codes.AlertsFormatUnsupported(), 2)
                pdf("aml_report" if args.action == "report" else "mtl", services, (args.day, data), args.out,
                    args.lang)
                services.record_report(who.user.id, shift_id=None, what=f"AML {args.action} {args.day}",
                                       path=str(args.out))
                _written(args.out, lang)
                return 0
            if args.action == "log":
                txs = services.aml.log(who, args.day)
                if args.format == "csv":
                    text = _csv(TX_FIELDS, ([t.seq, _when(t.at_us), t.day, t.player or "", t.description, t.kind,
                                             t.medium, t.amount, t.table, t.by_name or services.ctx.user_name(t.by), t.station or "",
                                             t.log]
                                            for t in txs))
                else:
                    text = "".join(line(
                        "{when}  #{seq}  {kind}  {amount}  {who}  table {table}  by {by}", lang, when=_when(t.at_us),
                        seq=str(t.ref), kind=word(t.kind, lang), amount=money(t.amount),
                        who=word(services.players.shown(t.player), lang) if t.player else t.description,
                        table=t.table or t.log or "-", by=t.by_name or services.ctx.user_name(t.by)) + "\n" for t in txs) or \
                        line("no logged transactions on {day}", lang, day=args.day) + "\n"
            else:
                found = services.aml.alerts(who, args.day)
                if args.format == "csv":
                    text = _csv(ALERT_FIELDS, ([a.kind, a.day, a.patron, a.seq, _when(a.at_us), a.amount,
                                                " ".join(str(s) for s in a.transactions), a.log] for a in found))
                else:
                    text = "".join(line("{when}  {alert}", lang, when=_when(a.at_us),
                                        alert=_alert_text(a, money, lang, services)) + "\n" for a in found) or \
                        line("no alerts on {day}", lang, day=args.day) + "\n"
            _emit(text, args.out, lang)
        finally:
            services.close()
        return 0

    return run_command("aml", body, lang)


def _alert_text(a: Alert, money: Callable[[int], str], lang: str, services: DealerServices) -> str:
    """An alert as compliance reads it: a registered patron by the masked card and the
    reference's first characters (as the MTL shows them), never the ID."""
    from dealer_app.wording.player_lines import line, word

    ref = a.patron.removeprefix("simulated:")
    player = ref
    if not ref.startswith("unregistered:"):
        card = services.players.shown(ref)
        player = f"{word(card, lang)} \u00b7 {ref[:8]}" if card else ref
    return line("{what}: {amount}, player {player}, transactions {seqs}", lang, what=word(a.kind, lang),
                amount=money(a.amount), player=player, seqs=", ".join(map(str, a.transactions)))
