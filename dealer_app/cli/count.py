"""``dealer-app count``: the table count from the command line (see docs/TABLE_COUNT.md).

* ``count show [--shift ID] [--json]``: a shift's count, win, hold and variance;
* ``count chips [--set FILE.json --user NAME]``: show or configure the chip set (each chip's
  value in minor units, colour, name and the tray's par: how many of it a full tray holds);
* ``count drop --shift ID --amount 1234.50 --user NAME [--reason TEXT]``: the count
  room enters a closed shift's counted drop;
* ``count explain --shift ID --user NAME --text TEXT``: a pit boss explains a variance;
* ``count slips [--shift ID] [--waiting] [--json]``: the shift's fill and credit slips (``--waiting``:
  those still waiting for a pit boss or the cage, which must be finished or voided before it closes);
* ``count sign-slip|receive-slip --slip N --user NAME``: a pit boss signs a waiting slip, the cage
  receives a signed one; ``count void-slip --slip N --user NAME --reason TEXT``: a pit boss voids one.

A signature needs the user's PIN, read from the first line of standard input
(``--pin-stdin``) or a prompt; PINs are never arguments. Amounts on the command
line are major units (``1234.50``); JSON output is minor units. ``--lang ru``: the lines
and the errors in Russian (``count chips``'s lines, every command's errors).
"""

from __future__ import annotations

import json
import re
import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_app import refusal_codes
from dealer_app.auth.roles import Permission
from dealer_app.cli.lang import argv_lang
from dealer_app.cli.scaffold import CommandArgs, Fail, Parser, run_command
from dealer_app.cli.store import _db_arg, _open, _read_pin
from dealer_app.refusal import Refused
from dealer_app.table_count import hold_text
from dealer_app.wording.cli_lines import line

if TYPE_CHECKING:
    from dealer_app.services.app import DealerServices
    from dealer_app.services.common import CoSignature
    from dealer_app.services.count import ChipSetRecord, CountView, SignedCount, SlipView
    from dealer_app.table_count import ChipSet

__all__ = ["count_json", "main", "parse_amount"]

_AMOUNT = re.compile(r"^\d+(\.\d{1,2})?$")


def parse_amount(text: str, digits: int = 2) -> int:
    """``1234.50`` (major units) → 123450 minor units; raises ValueError naming the problem.

    >>> parse_amount("1234.5"), parse_amount("0"), parse_amount("20")
    (123450, 0, 2000)
    """
    t = text.strip().replace(",", "")
    if not _AMOUNT.match(t):
        raise Refused(refusal_codes.AmountNotMajorUnits(typed=repr(text)))
    try:
        scale: int = 10 ** digits
        return int(Decimal(t) * scale)
    except InvalidOperation:
        raise Refused(refusal_codes.AmountOptionInvalid(typed=repr(text))) from None


def count_json(view: CountView) -> dict[str, Any]:
    """A shift's count as JSON (minor units; hold as a percentage string and an exact ratio)."""

    def signed(sc: SignedCount | None) -> dict[str, Any] | None:
        if sc is None:
            return None
        return {"total": sc.count.total, "chips": {str(k): v for k, v in sc.count.chips.items() if v},
                "counted_by": sc.counted_by, "confirmed_by": sc.confirmed_by}

    h = view.hold
    return {
        "shift": view.shift.id, "table": view.shift.table_name,
        "opener": signed(view.opener), "closer": signed(view.closer),
        "snapshots": [signed(s) for s in view.snapshots],
        "fills": view.fills, "credits": view.credits, "buy_ins": view.estimated_drop,
        "drop": view.drop_amount, "drop_counted": view.drop_counted,
        "win": view.win, "hold": hold_text(h), "hold_ratio": None if h is None else [h.numerator, h.denominator],
        "computed": view.computed, "variance": view.variance, "jackpot_paid_by": view.jackpot_paid_by.value,
        "threshold": view.threshold, "beyond_threshold": view.beyond_threshold, "explained": view.explained,
        "slips": [{"slip": s.number, "kind": s.kind.value, "total": s.total, "status": s.status} for s in view.slips],
        "periods": [{"from_seq": p.start.seq, "to_seq": p.end.seq if p.end else None, "buy_ins": p.buy_ins,
                     "fills": p.fills, "credits": p.credits, "computed": p.computed, "win": p.win,
                     "hold": hold_text(p.hold),
                     "variance": p.variance, "rounds": [r.round_id for r in p.listed_rounds()]}
                    for p in view.periods],
    }


class _CountArgs(CommandArgs):
    action: str
    shift: int | None
    waiting: bool
    json: bool
    slip: int
    reason: str
    user: str | None
    set: Path | None
    amount: str
    text: str


def _who(services: DealerServices, args: _CountArgs, permission: Permission, purpose: str,
         shift_id: int | None) -> CoSignature:
    if not args.user:
        raise Fail(refusal_codes.UserNotGiven(), 2)
    pin = _read_pin(args.user, args, "PIN for")
    return services.users.co_sign(args.user, pin, permission, purpose=purpose, shift_id=shift_id)


def _shift_id(services: DealerServices, given: int | None) -> int:
    if given is not None:
        return int(given)
    latest = services.shifts.latest()
    if latest is None:
        raise Fail(refusal_codes.DatabaseHasNoShift(), 2)
    return int(latest.id)


def main(argv: list[str]) -> int:
    def body() -> int:
        p = Parser(prog="dealer-app count", description="the table count: chip set, drop, win, hold, variance")
        sub = p.add_subparsers(dest="action", required=True)
        show = sub.add_parser("show", help="a shift's count, win, hold and variance")
        chips = sub.add_parser("chips", help="show or configure the house's chip set")
        drop = sub.add_parser("drop", help="the count room enters a closed shift's counted drop")
        explain = sub.add_parser("explain", help="a pit boss's written explanation of a variance")
        slips = sub.add_parser("slips", help="a shift's fill and credit slips")
        slip_acts = {name: sub.add_parser(name, help=text) for name, text in _SLIP_ACTIONS.items()}
        for sp in (show, chips, drop, explain, slips, *slip_acts.values()):
            _db_arg(sp)
            sp.add_argument("--lang", default="en", choices=["en", "ru"],
                            help="the language of the lines and the errors (default: en)")
            sp.error = p.error  # type: ignore[method-assign]
        for sp in (show, drop, explain, slips):
            sp.add_argument("--shift", type=int, default=None, help="shift id (default: the latest)")
        slips.add_argument("--waiting", action="store_true", help="only those still waiting (to finish or void)")
        slips.add_argument("--json", action="store_true", help="JSON on standard output (minor units)")
        for sp in slip_acts.values():
            sp.add_argument("--slip", type=int, required=True, help="the slip's number")
        slip_acts["void-slip"].add_argument("--reason", required=True, help="why the slip is voided")
        for sp in (chips, drop, explain, *slip_acts.values()):
            sp.add_argument("--user", default=None, help="who signs (their PIN from standard input or a prompt)")
            sp.add_argument("--pin-stdin", action="store_true", help="read the PIN from the first line of standard input")
        show.add_argument("--json", action="store_true", help="JSON on standard output (minor units)")
        chips.add_argument("--set", type=Path, default=None, metavar="FILE.json",
                           help='a list of {"value": minor units, "colour": "#rrggbb", "name": "...", '
                                '"par": chips in a full tray}')
        drop.add_argument("--amount", required=True, help="the counted drop, major units (1234.50)")
        drop.add_argument("--reason", default="", help="why, when it replaces an earlier figure (a recount)")
        explain.add_argument("--text", required=True, help="what happened")
        args = p.parse_args(argv, namespace=_CountArgs())

        if args.action == "show":
            services = _open(args, "count", readonly=True)
            try:
                view = services.count.view(_shift_id(services, args.shift))
                if args.json:
                    print(json.dumps(count_json(view), ensure_ascii=False, indent=1))
                else:
                    print(_text(view, services, args.lang))
            finally:
                services.close()
            return 0
        if args.action == "chips":
            services = _open(args, "count")
            try:
                if args.set is not None:
                    from dealer_app.safe_input import InputError, loads, read_bounded

                    try:
                        chips_json = loads(read_bounded(args.set, 1024 * 1024, what="chip-set file"))
                    except InputError as exc:
                        raise Fail(refusal_codes.FileNotJson(path=args.set, why=exc), 2) from None
                    if not isinstance(chips_json, list):
                        raise Fail(refusal_codes.NotAChipList(path=args.set), 2)
                    from dealer_app.table_count import ChipSet, CountError

                    try:  # before the PIN is asked: a wrong file costs no attempt
                        ChipSet.of(chips_json)
                    except CountError as exc:
                        raise Fail(exc, 2) from None
                    who = _who(services, args, Permission.EDIT_CHIP_SET, "chip set", None)
                    services.count.set_chip_set(who, chips_json)
                    record = services.count.chip_set_record()
                    assert record is not None
                    print(_chips_saved(record, args.lang), file=sys.stderr)
                for chip_line in chips_lines(services.count.chip_set(), args.lang):
                    print(chip_line)
            finally:
                services.close()
            return 0
        if args.action == "slips":
            return _list_slips(args)
        if args.action in _SLIP_ACTIONS:
            return _slip_action(args)
        try:
            amount = parse_amount(args.amount) if args.action == "drop" else 0
        except ValueError as exc:
            raise Fail(exc, 2) from None
        services = _open(args, "count")
        try:
            shift_id = _shift_id(services, args.shift)
            if args.action == "drop":
                who = _who(services, args, Permission.ENTER_DROP, "drop", shift_id)
                d = services.count.enter_drop(who, shift_id, amount, reason=args.reason)
                print(line(args.lang, "count: shift {shift}: drop {amount} entered by {who} (entry {seq})", shift=shift_id,
                           amount=_amount(services, d.amount, args.lang), who=d.by, seq=d.seq))
            else:
                who = _who(services, args, Permission.EXPLAIN_VARIANCE, "explain variance", shift_id)
                view = services.count.explain_variance(who, shift_id, args.text)
                print(line(args.lang, "count: shift {shift}: variance {amount} explained by {who}", shift=shift_id,
                           amount=_amount(services, view.variance, args.lang), who=who.user.name))
        finally:
            services.close()
        return 0

    def checked() -> int:
        from dealer_app.services.common import NotFoundError, ServiceError, StateError

        try:
            return body()
        except (StateError, NotFoundError):
            raise
        except ServiceError as exc:  # a value the services refuse: bad input
            raise Fail(exc, 2) from None

    return run_command("count", checked, argv_lang(argv))


def chips_lines(chip_set: ChipSet | None, lang: str = "en") -> list[str]:
    """``count chips``'s lines: one per denomination, largest first (value in minor units, colour,
    name, and the tray's par when set), or that there is none.

    >>> from dealer_app.table_count import ChipSet
    >>> chips_lines(ChipSet.of([{"value": 500, "colour": "#c62828", "name": "red", "par": 60}]), "ru")
    ['500\\t#c62828\\tred\\tнорма лотка 60', 'норма лотка всего: 30000']
    """
    ru = lang == "ru"
    if chip_set is None:
        return ["набор фишек не настроен (смены открываются без пересчёта лотка)" if ru
                else "no chip set configured (shifts open without counts)"]
    par = "норма лотка" if ru else "par"
    lines = [f"{c.value}\t{c.colour}\t{c.name}" + (f"\t{par} {c.par}" if c.par else "") for c in chip_set.chips]
    if chip_set.par:
        lines.append(f"{'норма лотка всего' if ru else 'par in all'}: {chip_set.par_total}")
    return lines


def _chips_saved(record: ChipSetRecord, lang: str) -> str:
    if lang == "ru":
        return (f"count: набор фишек задан (версия {record.version}, запись {record.seq}, подписал {record.by}); "
                "действует для смен, открытых после этого")
    return (f"count: chip set set (version {record.version}, entry {record.seq}, signed by {record.by}); it applies "
            "to shifts opened from now on")


_SLIP_ACTIONS = {
    "sign-slip": "a pit boss signs a slip waiting for their signature",
    "receive-slip": "the cage receives a signed slip",
    "void-slip": "a pit boss voids a slip, with a reason",
}


def _slip_json(slip: SlipView) -> dict[str, Any]:
    return {"slip": slip.number, "shift": slip.shift_id, "kind": slip.kind.value, "total": slip.total,
            "status": slip.status, "requested_by": slip.requested_by, "signed_by": slip.signed_by,
            "received_by": slip.received_by, "voided_by": slip.voided_by, "void_reason": slip.void_reason}


def _list_slips(args: _CountArgs) -> int:
    services = _open(args, "count", readonly=True)
    try:
        shift_id = _shift_id(services, args.shift)
        waiting = set(services.count.pending_slips(shift_id))
        rows = [s for s in services.count.view(shift_id).slips if not args.waiting or s.number in waiting]
        if args.json:
            print(json.dumps([_slip_json(s) for s in rows], ensure_ascii=False, indent=1))
        elif not rows:
            print(line(args.lang, "shift {shift}: no waiting slips" if args.waiting else "shift {shift}: no slips",
                       shift=shift_id))
        for s in [] if args.json else rows:
            print(f"{line(args.lang, 'slip {n}', n=s.number)}\t{line(args.lang, s.kind.value)}\t"
                  f"{_amount(services, s.total, args.lang)}\t{line(args.lang, s.status)}")
    finally:
        services.close()
    return 0


def _slip_action(args: _CountArgs) -> int:
    services = _open(args, "count")
    try:
        slip = services.count.slip(args.slip)
        if args.action == "sign-slip":
            done = services.count.sign_slip(_who(services, args, Permission.SIGN_COUNT, "sign slip", slip.shift_id),
                                            args.slip)
        elif args.action == "receive-slip":
            done = services.count.receive_slip(
                _who(services, args, Permission.RECEIVE_SLIP, "receive slip", slip.shift_id), args.slip)
        else:
            if not args.reason.strip():
                raise Fail(refusal_codes.VoidNeedsReason(), 2)
            done = services.count.void_slip(_who(services, args, Permission.SIGN_COUNT, "void slip", slip.shift_id),
                                            args.slip, args.reason)
        print(line(args.lang, "count: slip {n} ({kind} {amount}) is {status}", n=done.number,
                   kind=line(args.lang, done.kind.value), amount=_amount(services, done.total, args.lang),
                   status=line(args.lang, done.status)))
    finally:
        services.close()
    return 0


def _amount(services: DealerServices, minor: int | None, lang: str) -> str:
    """An amount of a line: minor units in English (as the log holds them, for scripts), the
    house currency through the one money formatter in Russian."""
    if minor is None or lang != "ru":
        return str(minor)
    from dealer_app.money_text import money_text

    return money_text(services.provision.currency(), "ru_RU").full(minor)


def _text(view: CountView, services: DealerServices, lang: str = "en") -> str:
    from dealer_app.money_text import money_text
    from rules.poker.money import format_money

    versions = services.store.house_versions(view.shift.profile)
    currency = str(services.house.get(versions[-1].version).mapping.get("currency", "EUR")) if versions else "EUR"
    shown = money_text(currency, "ru_RU").full

    def m(v: int | None) -> str:
        return "—" if v is None else (shown(v) if lang == "ru" else format_money(v, currency))

    def t(english: str, **kw: object) -> str:
        return line(lang, english, **kw)

    table = view.shift.table_name
    if view.opener is None:  # view.has_count
        return t("shift {shift} ({table}): no table count (opened before a chip set)", shift=view.shift.id, table=table)
    rows = [
        ("opener", m(view.opener.count.total)),
        ("closer", m(view.closer.count.total if view.closer else None)),
        ("fills", m(view.fills)),
        ("credits", m(view.credits)),
        ("drop", f"{m(view.drop_amount)} ({t('counted' if view.drop_counted else 'estimated')})"),
        ("win", m(view.win)),
        ("hold", hold_text(view.hold, decimal="," if lang == "ru" else ".")),
        ("computed", m(view.computed)),
        ("variance", m(view.variance) + (f"  {t('BEYOND THRESHOLD')}" if view.beyond_threshold else "")),
    ]
    width = max(10, *(len(t(label)) + 2 for label, _ in rows))
    lines = [t("shift {shift} ({table})", shift=view.shift.id, table=table)]
    lines += [f"{t(label):<{width}}{value}" for label, value in rows]
    for i, per in enumerate(view.periods, 1):
        lines.append(t("period {i}: win {win}, computed {computed}, variance {variance}, {n} round(s)", i=i,
                       win=m(per.win), computed=m(per.computed), variance=m(per.variance), n=len(per.rounds)))
    return "\n".join(lines)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
