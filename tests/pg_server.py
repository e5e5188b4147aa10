"""A real PostgreSQL server for the floor tests, found (or started) once per session.

Order: ``DEALER_TEST_PG`` (a URL) if set; else a server answering on
``localhost:5432``; else a throwaway cluster started from the installed
binaries (``initdb`` into a temporary folder, owned by an unprivileged user
when the tests run as root) and stopped at the end. No test skips for lack of
a server: when none can be found or started, the floor tests fail saying why.

Every test gets its own fresh database (``CREATE DATABASE … TEMPLATE``), so
tests are independent; the database is dropped afterwards.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import queue
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest

# each xdist worker of each test session has templates of its own (two sessions may share a server)
_WORKER = f"{os.environ.get('PYTEST_XDIST_WORKER', 'main')}_{uuid.uuid4().hex[:8]}"
TEMPLATE = f"dealer_test_template_{_WORKER}"  # empty: for tests of a floor's first use
FLOOR_TEMPLATE = f"dealer_test_floor_{_WORKER}"  # a floor's schema already made, with the session's key (FLOOR_KEY)
FLOOR_KEY = Path(tempfile.mkdtemp(prefix="dealer-floor-key-")) / "floor.key"


def with_db(url: str, dbname: str) -> str:
    p = urlsplit(url)
    return urlunsplit((p.scheme, p.netloc, "/" + dbname, p.query, p.fragment))


def _answers(url: str) -> bool:
    try:
        with psycopg.connect(url, connect_timeout=2):
            return True
    except psycopg.Error:
        return False


def _binaries() -> Path | None:
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).parent
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if (Path(candidate) / "initdb").exists():
            return Path(candidate)
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Cluster:
    """A throwaway cluster this test session owns (it may stop and start it)."""

    bindir: Path
    datadir: Path
    port: int
    owner: str | None  # the unprivileged user running it when we are root

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        """Run one of the server's programs (``initdb``, ``pg_ctl``, ``pg_basebackup``...) as its owner."""
        cmd = [str(self.bindir / args[0]), *args[1:]]
        if self.owner is not None:
            cmd = ["runuser", "-u", self.owner, "--", *cmd]
        return subprocess.run(cmd, check=check, capture_output=True, text=True, timeout=120)

    def start(self) -> None:
        sock = self.datadir.parent / "sock"
        self.run("pg_ctl", "-D", str(self.datadir), "-l", str(self.datadir.parent / "server.log"), "-w", "-t", "60",
                  "-o", f"-p {self.port} -k {sock} -c listen_addresses=127.0.0.1 -c fsync=off "
                        "-c full_page_writes=off -c max_connections=200", "start")

    def stop(self, mode: str = "fast") -> None:
        self.run("pg_ctl", "-D", str(self.datadir), "-m", mode, "-w", "stop", check=False)

    def restart(self) -> None:
        self.stop("immediate")
        self.start()


def start_cluster() -> Cluster:
    """initdb + pg_ctl start into a temporary folder; the caller stops it."""
    bindir = _binaries()
    if bindir is None:
        raise RuntimeError("no PostgreSQL binaries (initdb, pg_ctl): run ./dev setup, which installs them")
    root = Path(tempfile.mkdtemp(prefix="dealer-pg-"))
    owner: str | None = None
    if os.geteuid() == 0:
        owner = "postgres" if _user_exists("postgres") else "nobody"
        uid = pwd.getpwnam(owner).pw_uid
        os.chown(root, uid, -1)
        root.chmod(0o755)
    (root / "sock").mkdir()
    if owner is not None:
        os.chown(root / "sock", pwd.getpwnam(owner).pw_uid, -1)
    cluster = Cluster(bindir, root / "data", _free_port(), owner)
    cluster.run("initdb", "-D", str(cluster.datadir), "-U", "postgres", "--auth=trust", "-E", "UTF8",
                 "--no-instructions")
    cluster.start()
    return cluster


def _user_exists(name: str) -> bool:
    try:
        pwd.getpwnam(name)
        return True
    except KeyError:
        return False


def _local_candidates() -> list[str]:
    users = ["postgres"]
    with contextlib.suppress(KeyError):
        users.append(pwd.getpwuid(os.geteuid()).pw_name)
    return [f"postgresql://{u}@localhost:5432/postgres" for u in users]


@pytest.fixture(scope="session")
def pg_server() -> Iterator[str]:
    """The server's URL (its ``postgres`` database), with a template for fresh databases."""
    cluster: Cluster | None = None
    url = os.environ.get("DEALER_TEST_PG")
    if url:
        if not _answers(url):
            pytest.fail(f"DEALER_TEST_PG={url} does not answer")
    else:
        url = next((u for u in _local_candidates() if _answers(u)), None)
        if url is None:
            try:
                cluster = start_cluster()
            except (RuntimeError, subprocess.SubprocessError, OSError) as exc:
                pytest.fail(f"no PostgreSQL for the floor tests: {exc}")
            url = cluster.url
    _make_templates(url)
    try:
        yield url
    finally:
        _DROPPER.finish(url)
        with contextlib.suppress(psycopg.Error), psycopg.connect(url, autocommit=True) as c:
            c.execute(f"DROP DATABASE IF EXISTS {TEMPLATE}")
            c.execute(f"DROP DATABASE IF EXISTS {FLOOR_TEMPLATE}")
        if cluster is not None:
            cluster.stop()
            shutil.rmtree(cluster.datadir.parent, ignore_errors=True)


def _make_templates(url: str) -> None:
    from dealer_app.store.keys import AuditKey, write_key_file
    from dealer_app.store.postgres import open_postgres

    with psycopg.connect(url, autocommit=True) as c:
        for name in (TEMPLATE, FLOOR_TEMPLATE):
            c.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
            c.execute(f"CREATE DATABASE {name} TEMPLATE template0 ENCODING 'UTF8'")
    write_key_file(AuditKey.generate(), FLOOR_KEY)
    open_postgres(with_db(url, FLOOR_TEMPLATE), "Table 1", key_file=FLOOR_KEY).close()


class _Dropper:
    """Drops the tests' databases on a background thread (a DROP DATABASE can take
    a second on a busy server; the next test need not wait for it)."""

    def __init__(self) -> None:
        self._names: queue.Queue[tuple[str, str] | None] = queue.Queue()
        self._thread: threading.Thread | None = None

    def drop(self, server: str, name: str) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, daemon=True)
            self._thread.start()
        self._names.put((server, name))

    def _run(self) -> None:
        while (item := self._names.get()) is not None:
            server, name = item
            with contextlib.suppress(psycopg.Error), psycopg.connect(server, autocommit=True) as c:
                c.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def finish(self, _server: str) -> None:
        if self._thread is not None:
            self._names.put(None)
            self._thread.join(timeout=300)
            self._thread = None


_DROPPER = _Dropper()


@contextlib.contextmanager
def fresh_database(server: str, *, floor: bool = False) -> Iterator[str]:
    """A new database of its own: empty, or (``floor``) with the floor's schema
    made and the session's floor key installed in this test's key folder."""
    name = f"dealer_t_{uuid.uuid4().hex[:12]}"
    template = FLOOR_TEMPLATE if floor else TEMPLATE
    with psycopg.connect(server, autocommit=True) as c:
        for attempt in range(50):  # the template is busy while another database is being copied
            try:
                c.execute(f"CREATE DATABASE {name} TEMPLATE {template}")
                break
            except psycopg.errors.ObjectInUse:
                if attempt == 49:
                    raise
                time.sleep(0.1)
    if floor:
        from dealer_app.store.keys import Keyring, read_key_file

        Keyring.default().install(read_key_file(FLOOR_KEY))
    try:
        yield with_db(server, name)
    finally:
        _DROPPER.drop(server, name)


@pytest.fixture
def floor_url(pg_server: str) -> Iterator[str]:
    """A fresh, empty floor database for this test."""
    with fresh_database(pg_server) as url:
        yield url


@pytest.fixture
def own_cluster() -> Iterator[Cluster]:
    """A cluster this test owns (for restarts and killed backends), never the shared server."""
    cluster = start_cluster()
    try:
        yield cluster
    finally:
        cluster.stop("immediate")
        shutil.rmtree(cluster.datadir.parent, ignore_errors=True)


def undo_v4(c: psycopg.Connection[Any]) -> None:
    """Take what schema versions 4 and later added off a floor (as a floor of version 3 stood, for the
    migration tests): the least-privilege functions, policies and triggers, the stations,
    the witness chain, and the writer role's grants as they were."""
    c.execute("DROP TABLE IF EXISTS dealer.patrons")  # schema 5
    # schema 11: the server's PIN checks and tokens, the head moved by the log's insert
    c.execute("DROP TABLE IF EXISTS dealer.role_permissions, dealer.pin_attempts, dealer.pin_tokens CASCADE")
    for f in ("user_pins(integer)", "pin_salt(integer, text)", "pin_check(integer, text, text, text, bigint, bigint)",
              "pin_unlocked()", "log_notary()", "log_head()",
              "record_verification(boolean, integer, bigint, integer, text, text)"):
        c.execute(f"DROP FUNCTION IF EXISTS dealer.{f} CASCADE")
    c.execute("GRANT SELECT ON dealer.users TO dealer_floor_writer")
    c.execute("GRANT UPDATE ON dealer.floor_tables TO dealer_floor_writer")
    if c.execute("SELECT to_regclass('dealer.verifications')").fetchone() != (None,):
        c.execute("GRANT INSERT ON dealer.verifications TO dealer_floor_writer")
    c.execute("DROP TABLE dealer.stations, dealer.floor_secrets, dealer.witness, dealer.table_keys CASCADE")
    c.execute("ALTER TABLE dealer.log DROP COLUMN smac")
    for f in ("floor_admin()", "may_write(integer)", "is_station()", "mirrors_own(text, text)", "move_meter(integer, bigint, bigint)",
              "witness_add(text, jsonb)", "witness_heads(text, integer, bigint, text)", "witness_log()",
              "witness_breaks()", "link_meter(text, bigint, text[])", "log_form()", "notary_breaks(integer, bigint)", "table_key_made()",
              "server_mac(bytea, text, text)", "floor_tables_guard()",
              "users_guard()"):
        c.execute(f"DROP FUNCTION dealer.{f} CASCADE")
    c.execute("DROP EXTENSION pgcrypto CASCADE")
    c.execute("ALTER TABLE dealer.leases DROP COLUMN login CASCADE")
    for table, policy in c.execute("SELECT tablename, policyname FROM pg_policies WHERE schemaname = 'dealer'"
                                   ).fetchall():
        c.execute(f"DROP POLICY {policy} ON dealer.{table}")
    for (table,) in c.execute("SELECT relname FROM pg_class WHERE relrowsecurity AND relnamespace = "
                              "'dealer'::regnamespace").fetchall():
        c.execute(f"ALTER TABLE dealer.{table} DISABLE ROW LEVEL SECURITY")
    for table in ("linked_meters", "meter", "sim_meter"):
        if c.execute("SELECT to_regclass(%s)", (f"dealer.{table}",)).fetchone() != (None,):
            c.execute(f"GRANT INSERT, UPDATE ON dealer.{table} TO dealer_floor_writer")
    c.execute("GRANT INSERT ON dealer.meter_moves TO dealer_floor_writer")
    c.execute("GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA dealer TO PUBLIC")


AUDITOR = "(auditor)"
"""The key of the auditor's login in :func:`station_logins`' answer."""


@contextlib.contextmanager
def station_logins(floor: str, tables: list[str | None], folder: Path, *,
                   auditor: bool = False) -> Iterator[dict[str | None, str]]:
    """Logins made by ``floor add-station`` (a table's, or ``None``: the podium's; with
    ``auditor``, an auditor's login too, under the key ``AUDITOR``), each with its passfile in
    ``folder``: ``{table: the station's URL}``; dropped afterwards (logins are the cluster's,
    not the database's)."""
    from dealer_app.store.pg_stations import add_station

    made: dict[str | None, str] = {}
    logins: list[str] = []
    try:
        for table in tables:
            login = f"dealer_st_{uuid.uuid4().hex[:12]}"
            logins.append(login)
            made[table] = add_station(floor, table, login, folder / f"{login}.pass").url
        if auditor:
            login = f"dealer_au_{uuid.uuid4().hex[:12]}"
            logins.append(login)
            made[AUDITOR] = add_station(floor, None, login, folder / f"{login}.pass", auditor=True).url
        yield made
    finally:
        with psycopg.connect(floor, autocommit=True) as c:
            for login in logins:
                c.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = %s", (login,))
                with contextlib.suppress(psycopg.Error):
                    c.execute(f"DROP OWNED BY {login}")
                    c.execute(f"DROP ROLE {login}")
