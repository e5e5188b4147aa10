"""A floor's logins, made by the program: ``floor init``, ``floor add-station``, ``floor revoke-station``.

The floor's *owner* (the login that runs ``floor init``: it owns the schema and the
functions, may create logins) makes one login per station: a member of
:data:`~dealer_app.store.pg_schema.WRITER_ROLE` and nothing else, registered in
``dealer.stations`` for its one table (or, ``--podium``, for the pit's podium,
which writes any table's rows). Schema version 4 holds it there: row-level
security lets it write its own table's rows only, meters move only through
``move_meter``, a lease it does not hold is not its to delete, and it owns no
relation (so it can neither disable a trigger nor drop one). Its password is
generated here and written to a libpq passfile (0600); no password ever goes into
``floor.json`` or onto a command line.

A revoked login can no longer connect (``NOLOGIN``, its sessions ended), and its
table's records stay. Every login added or revoked is recorded in the floor's
witness chain.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg import sql

from dealer_app.atomic_file import write_atomically
from dealer_app.refusal import Refused
from dealer_app.store.errors import DatabaseUnreadableError, StoreBugError
from dealer_app.store.pg_rows import typed_row
from dealer_app.store.pg_schema import SCHEMA, WRITER_ROLE
from dealer_app.store.refusals import (
    Doing,
    LoginMalformed,
    LoginReserved,
    LoginTaken,
    NotAStationLogin,
    OwnerCannotCreateRoles,
    OwnerOnlyLogins,
    PassfileFolderMissing,
)
from dealer_app.store.rows import BoolCol, IntCol, MaybeInt

__all__ = ["LOGIN_PATTERN", "StationLogin", "add_station", "init_floor", "passfile_line", "revoke_station", "station_url", "url_hosts"]

S = SCHEMA
LOGIN_PATTERN = re.compile(r"[a-z_][a-z0-9_]{0,62}")


@dataclass(frozen=True)
class StationLogin:
    """A login made for a station (``table``) or the podium (``table`` ``None``)."""

    login: str
    table: str | None
    url: str  # how the station connects: no password, the passfile named
    passfile: Path
    renewed: bool  # the login existed: a new password, enabled again


def passfile_line(host: str, port: str, database: str, login: str, password: str) -> str:
    """One line of a libpq passfile (``:`` and ``\\`` escaped)."""
    def esc(v: str) -> str:
        return v.replace("\\", "\\\\").replace(":", "\\:")

    return ":".join(esc(v) for v in (host, port, database, login, password)) + "\n"


def station_url(owner_url: str, login: str, passfile: Path) -> str:
    """The owner's URL for ``login``: its host, port, database and options (``sslmode`` …),
    no password, the passfile named."""
    from urllib.parse import parse_qsl, quote, urlencode

    parts = urlsplit(owner_url)
    options = [(k, v) for k, v in parse_qsl(parts.query) if k not in ("passfile", "password", "user")]
    hosts = parts.netloc.rpartition("@")[2] or "localhost"  # every host of a multi-host URL (failover), as given
    query = urlencode([*options, ("passfile", str(passfile))], safe="/", quote_via=quote)
    return urlunsplit((parts.scheme, f"{login}@{hosts}", parts.path, query, ""))


def url_hosts(url: str) -> list[tuple[str, str]]:
    """``(host, port)`` of each host a URL names (several: a primary and its standbys),
    the port ``*`` where none is given (a passfile's wildcard)."""
    hosts = urlsplit(url).netloc.rpartition("@")[2]
    out: list[tuple[str, str]] = []
    for item in hosts.split(",") if hosts else ["localhost"]:
        if item.startswith("["):  # [IPv6]:port
            host, _, rest = item[1:].partition("]")
            port = rest.removeprefix(":")
        else:
            host, _, port = item.partition(":")
        out.append((host or "localhost", port or "*"))
    return out


def _check_login(login: str) -> None:
    if not LOGIN_PATTERN.fullmatch(login):
        raise Refused(LoginMalformed(repr(login)))
    if login.startswith("pg_") or login == WRITER_ROLE:
        raise Refused(LoginReserved(repr(login)))


class _Owner(NamedTuple):
    admin: bool | None
    creates_roles: bool | None


class _StationRow(NamedTuple):
    kind: str
    table: str | None


def _owner_checks(c: psycopg.Connection[Any], where: str) -> None:
    row = typed_row(c, _Owner, f"SELECT {S}.floor_admin(), (SELECT rolcreaterole OR rolsuper FROM pg_roles "
                    "WHERE rolname = current_user)")
    if row is None or not row.admin:
        raise DatabaseUnreadableError(OwnerOnlyLogins(where))
    if not row.creates_roles:
        raise DatabaseUnreadableError(OwnerCannotCreateRoles(where))


def init_floor(owner_url: str) -> tuple[bool, int | None]:
    """Make the floor's schema, its roles and its key (or migrate an older floor) as its
    owner: ``(created, migrated_from)``; ``(False, None)``: it was ready, nothing changed."""
    from dealer_app.store.keys import Keyring
    from dealer_app.store.postgres import _connect, _ensure_schema, redact

    conn = _connect(owner_url)
    try:
        return _ensure_schema(conn, Keyring.default(), None, create=True, where=redact(owner_url))
    finally:
        conn.close()


def add_station(owner_url: str, table: str | None, login: str, passfile: Path, *,
                key_file: Path | None = None, auditor: bool = False) -> StationLogin:
    """Make (or renew) ``login`` for ``table``'s station (``None``: the podium; with
    ``auditor``, a login that writes no table and records the floor's verifications), the
    table made first if new (with the floor's audit key: ``key_file``, else the owner's
    key folder); its generated password goes to ``passfile`` (0600)."""
    if auditor and table is not None:
        raise ValueError("an auditor's login is for no table")
    from dealer_app.store.postgres import _classify, _connect, open_postgres, redact

    _check_login(login)
    where = redact(owner_url)
    if not passfile.parent.is_dir():
        raise Refused(PassfileFolderMissing(passfile.parent))
    if table is not None:
        open_postgres(owner_url, table, verify=False, key_file=key_file).close()  # the schema and the table, if new
    password = secrets.token_urlsafe(24)
    conn = _connect(owner_url)
    try:
        with conn.transaction():
            _owner_checks(conn, where)
            tbl = None
            if table is not None:
                row = typed_row(conn, IntCol, f"SELECT id FROM {S}.floor_tables WHERE name = %s", (table,))
                if row is None:
                    raise StoreBugError(f"table {table!r} was not made")
                tbl = int(row.value)
            role = typed_row(conn, BoolCol, "SELECT rolsuper OR rolcreaterole OR rolcreatedb OR rolbypassrls FROM "
                             "pg_roles WHERE rolname = %s", (login,))
            known = typed_row(conn, MaybeInt, f"SELECT tbl FROM {S}.stations WHERE login = %s", (login,))
            if role is not None and (known is None or role.value):
                raise DatabaseUnreadableError(LoginTaken(where, repr(login)))
            ident = sql.Identifier(login)
            if role is None:
                conn.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {} NOSUPERUSER NOCREATEDB NOCREATEROLE INHERIT "
                                     "NOREPLICATION NOBYPASSRLS").format(ident, sql.Literal(password)))
            else:
                conn.execute(sql.SQL("ALTER ROLE {} LOGIN PASSWORD {}").format(ident, sql.Literal(password)))
            conn.execute(sql.SQL("GRANT {} TO {}").format(sql.Identifier(WRITER_ROLE), ident))
            conn.execute(sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(
                sql.Identifier(str(conn.info.dbname)), ident))
            conn.execute(
                f"INSERT INTO {S}.stations(login, tbl, kind) VALUES (%s, %s, %s) ON CONFLICT (login) DO UPDATE "
                "SET tbl = excluded.tbl, kind = excluded.kind, revoked_at = NULL, created_at = now()",
                (login, tbl, "station" if tbl is not None else "auditor" if auditor else "podium"))
            conn.execute(f"SELECT {S}.witness_add('station_added', jsonb_build_object('login', %s::text, "
                         "'table', %s::text, 'by', current_user::text))", (login, table))
            lines = "".join(passfile_line(host, port, str(conn.info.dbname), login, password)
                            for host, port in url_hosts(owner_url))  # a line for each server it may fail over to
            write_atomically(passfile, lines.encode("utf-8"), mode=0o600)  # before the commit: never a login unknown
    except psycopg.Error as exc:
        raise _classify(exc, where, Doing.MAKING_THE_STATIONS_LOGIN) from None
    finally:
        conn.close()
    return StationLogin(login, table, station_url(owner_url, login, passfile), passfile, role is not None)


def revoke_station(owner_url: str, login: str) -> str | None:
    """``login`` can no longer connect (its sessions ended); its table's records stay.
    Returns its table's name (``None``: the podium's)."""
    from dealer_app.store.postgres import _classify, _connect, redact

    _check_login(login)
    where = redact(owner_url)
    conn = _connect(owner_url)
    try:
        with conn.transaction():
            _owner_checks(conn, where)
            row = typed_row(conn, _StationRow, f"SELECT s.kind, t.name FROM {S}.stations s LEFT JOIN {S}.floor_tables "
                            "t ON t.id = s.tbl WHERE s.login = %s FOR UPDATE OF s", (login,))
            if row is None:
                raise DatabaseUnreadableError(NotAStationLogin(where, repr(login)))
            conn.execute(sql.SQL("ALTER ROLE {} NOLOGIN").format(sql.Identifier(login)))
            conn.execute(f"UPDATE {S}.stations SET revoked_at = now() WHERE login = %s", (login,))
            conn.execute(f"SELECT {S}.witness_add('station_revoked', jsonb_build_object('login', %s::text, "
                         "'by', current_user::text))", (login,))
        conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = %s", (login,))
        return None if row.table is None else str(row.table)
    except psycopg.Error as exc:
        raise _classify(exc, where, Doing.REVOKING_THE_STATIONS_LOGIN) from None
    finally:
        conn.close()
