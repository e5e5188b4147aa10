"""``dealer-app setup``: provision a station without the first-run screen (for IT).

    dealer-app setup --casino NAME --table NAME [--currency CODE] [--admin NAME] [--pin-stdin] [--db PATH]
                     [--floor postgresql://… [--floor-key FILE]]

The casino's name and the currency go into the database (a new currency is a new
house-rules version); the table's name into this station's settings
(``station.json``). With ``--admin NAME`` on a new database the administrator is
created; on a database that has one, ``--admin`` names the administrator who
authorises the change. Their PIN comes from a prompt, or with ``--pin-stdin`` from
the first line of standard input; a PIN is never an argument. Bad input exits 2
with one line and writes nothing.
"""

from __future__ import annotations

import getpass
import sys
from pathlib import Path

from dealer_app import refusal_codes as rc
from dealer_app.auth.roles import Permission
from dealer_app.cli.lang import argv_lang, worded
from dealer_app.cli.scaffold import CommandArgs, Fail, Parser, run_command
from dealer_app.cli.store import _db_arg, _open
from dealer_app.floor_setup import add_floor_options
from dealer_app.services.common import ServiceError, StateError
from dealer_app.services.users import SignInError
from dealer_app.wording.cli_lines import line as said

__all__ = ["main"]


def _read_pin(name: str, from_stdin: bool, lang: str = "en") -> str:
    if from_stdin:
        line = sys.stdin.readline() if sys.stdin is not None else ""
        pin = line.rstrip("\r\n")
        if not pin:
            raise Fail(rc.PinNotOnFirstLine(name=name), 2)
        return pin
    if sys.stdin is None or not sys.stdin.isatty():
        raise Fail(rc.NoTerminalForPin(name=name), 2)
    return getpass.getpass(worded(rc.PinPrompt(pin="PIN for", name=name), lang))


class _SetupArgs(CommandArgs):
    casino: str
    table: str
    currency: str | None
    recovery_out: Path | None
    admin: str | None
    floor: str | None
    floor_key: Path | None


def _has_people(args: _SetupArgs) -> bool:
    """Whether the database this set-up writes to already has people (then ``--admin`` names the
    administrator who authorises it). Only read: a refused set-up writes nothing."""
    from dealer_app.floor import resolve_location
    from dealer_app.paths import default_db_path
    from dealer_app.store.location import is_floor_url

    if args.floor is not None:
        from dealer_app.store.postgres import floor_has_people

        return floor_has_people(args.floor)
    location = resolve_location(args.db)
    if location is None or not is_floor_url(location):
        path = Path(location) if location is not None else default_db_path()
        if not path.exists():
            return False
    services = _open(args, "setup", readonly=True, record_startup=False)
    try:
        return not services.users.needs_first_admin()
    finally:
        services.close()


def main(argv: list[str]) -> int:
    def body() -> int:
        p = Parser(prog="dealer-app setup",
                    description="provision this station: the casino's name, the table's name, the currency "
                                "and the administrator (their PIN from a prompt or --pin-stdin)")
        p.add_argument("--casino", required=True, help="the casino's name (printed on every report)")
        p.add_argument("--table", required=True, help="the name of the table this station serves")
        p.add_argument("--currency", default=None, help="ISO 4217 code (e.g. EUR, RUB): a new house-rules version")
        p.add_argument("--recovery-out", type=Path, default=None, metavar="FILE",
                       help="with a new administrator: write the recovery key to this new file (default: standard "
                            "output), to be stored offline")
        p.add_argument("--admin", default=None, help="the administrator: created on a new database, else "
                                                     "the one who authorises this")
        p.add_argument("--pin-stdin", action="store_true", help="read the administrator's PIN from the first "
                                                                "line of standard input")
        _db_arg(p, table=False)
        add_floor_options(p)
        p.add_argument("--lang", default="en", choices=["en", "ru"],
                       help="the language of the lines, prompts and error lines (default: en)")
        args = p.parse_args(argv, namespace=_SetupArgs())
        from dealer_app.services.provision import check_casino, check_currency
        from dealer_app.station import Station, check_table_name, save_station

        try:  # every argument is checked before anything is written
            table = check_table_name(args.table)
            casino = check_casino(args.casino)
            currency = check_currency(args.currency) if args.currency is not None else None
        except ValueError as exc:
            raise Fail(exc, 2) from None
        admin = args.admin.strip() if args.admin is not None else None
        if admin == "":
            raise Fail(rc.AdminNameEmpty(), 2)
        if admin is None and _has_people(args):  # refused before anything is written (key, floor.json, log)
            raise Fail(rc.SetupNeedsAdmin(), 2)

        binding = None
        if args.floor is not None:  # the table of a floor: its key installed; bound once the set-up went through
            from dealer_app.floor_setup import provision_floor

            try:
                binding = provision_floor(args.floor, table, casino, key_file=args.floor_key, bind=False)
            except ValueError as exc:
                raise Fail(exc, 2) from None
            args.db = args.floor
        services = _open(args, "setup", new_table=True) if args.floor is not None else _open(args, "setup")
        try:
            users = services.users
            signer = None
            created = False
            if admin is not None:
                pin = _read_pin(admin, args.pin_stdin, args.lang)
                if users.needs_first_admin():
                    users.create_first_admin(admin, pin)
                    created = True
                signer = users.co_sign(admin, pin, Permission.EDIT_SETTINGS, purpose="station set-up")
            elif not users.needs_first_admin():
                raise Fail(rc.SetupNeedsAdmin(), 2)
            done = services.provision.apply(signer, casino=casino, currency=currency)
            if created:  # the recovery key, once, for the administrator to store offline
                from dealer_app.cli.store import write_recovery_key

                assert admin is not None
                sig = users.co_sign(admin, pin, Permission.EDIT_SETTINGS, purpose="recovery key")
                write_recovery_key(users.new_recovery_key(sig), args.recovery_out, args.lang)
        except ServiceError as exc:  # a refused PIN or the wrong moment: 1; a bad name or PIN policy: 2
            raise Fail(exc, 1 if isinstance(exc, StateError | SignInError) else 2) from None
        finally:
            services.close()
        if binding is not None:
            from dealer_app.floor import save_binding

            save_binding(binding)
        save_station(Station(table))
        versions = ", ".join(f"{v.profile} v{v.version}" for v in done.new_versions)
        print(said(args.lang, "setup: casino {casino}, table {table}, currency {currency}", casino=repr(done.casino),
                   table=repr(table), currency=done.currency)
              + (said(args.lang, " (new house rules: {versions})", versions=versions) if versions else "")
              + (said(args.lang, "; administrator {admin} created", admin=admin) if created else ""), file=sys.stderr)
        return 0

    return run_command("setup", body, argv_lang(argv))
