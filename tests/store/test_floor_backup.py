"""``floor backup`` → ``floor restore`` → verified: the whole floor (tables, users, linked
meters, the key's fingerprint, never the key), through the real commands on the real
server; a damaged backup, a non-empty target and a floor that does not verify refused.

The stations deal on their own logins (``floor add-station``); backup and restore run as
the floor's owner, and the restored floor's stations get logins of their own there."""

from __future__ import annotations

import gzip
import io
import stat
import tarfile
from pathlib import Path

import psycopg
import pytest
from cli_support import run_main
from pg_server import FLOOR_KEY, fresh_database, station_logins

from dealer_app.store.keys import read_key_file
from dealer_app.store.postgres import linked_meters, open_postgres

pytestmark = pytest.mark.floor


def _floor(url: str, folder: Path) -> None:
    """Two tables on the linked meter J, six rounds dealt at each by its station's own login."""
    from dealer_app.store.postgres import link_meter

    link_meter(url, "J", ["T1", "T2"], 5000, create=True)  # the tables are new: made by the link
    with station_logins(url, ["T1", "T2"], folder) as stations:
        for table in ("T1", "T2"):
            ran = run_main("simulate", "--db", stations[table], "--table", table, "--rounds", "6", "--seed", "9",
                           "--quiet")
            assert ran.returncode == 0, ran.err


def _snapshot(url: str) -> dict[str, object]:
    out: dict[str, object] = {"meters": linked_meters(url)}
    for table in ("Table 1", "T1", "T2"):
        s = open_postgres(url, table, create=False)
        try:
            out[table] = (s.anchor(), [(u.name, u.role, u.pin_hash) for u in s.users()], len(s.shifts()),
                          len(s.rounds()), s.meter())
        finally:
            s.close()
    return out


def test_backup_restore_verify_gives_the_same_floor(pg_server: str, tmp_path: Path) -> None:
    backup = tmp_path / "floor.bak"
    with fresh_database(pg_server, floor=True) as url, fresh_database(pg_server) as target:
        _floor(url, tmp_path)
        ran = run_main("floor", "backup", "--db", url, "--out", str(backup))
        assert ran.returncode == 0, ran.err
        assert "3 table(s)" in ran.err and "verified on a scratch restore" in ran.err
        assert stat.S_IMODE(backup.stat().st_mode) == 0o600
        raw = gzip.decompress(backup.read_bytes())
        key = read_key_file(FLOOR_KEY)
        assert key.secret.hex().encode() not in raw and key.secret not in raw  # never the key
        assert key.key_id.encode() in raw  # its fingerprint
        with psycopg.connect(pg_server, autocommit=True) as c:  # the scratch database is gone
            left = c.execute("SELECT count(*) FROM pg_database WHERE datname LIKE 'dealer_backup_check_%'").fetchone()
        assert left is not None and left[0] == 0

        ran = run_main("floor", "restore", "--from", str(backup), "--db", target)
        assert ran.returncode == 0, ran.err
        assert _snapshot(target) == _snapshot(url)
        assert run_main("audit", "verify", "--db", target, "--jobs", "1").returncode == 0
        with station_logins(target, ["T1", None], tmp_path) as stations:  # the restored floor's own logins
            assert run_main("floor", "status", "--db", stations[None]).returncode == 0
            # the restored floor takes new rounds: ids and sequences carry on
            ran = run_main("simulate", "--db", stations["T1"], "--table", "T1", "--rounds", "2", "--quiet")
            assert ran.returncode == 0, ran.err
            assert run_main("audit", "verify", "--db", stations[None], "--table", "T1", "--jobs", "1").returncode == 0

        again = run_main("floor", "restore", "--from", str(backup), "--db", target)
        assert again.returncode == 2 and "is not empty" in again.err and again.err.count("\n") == 1
        assert run_main("floor", "backup", "--db", url, "--out", str(backup)).returncode == 2  # never overwrites


def _damaged(backup: Path, out: Path) -> None:
    """The same backup with one character of the log changed (the manifest untouched)."""
    with tarfile.open(backup, "r:gz") as src, tarfile.open(out, "w:gz") as dst:
        for member in src.getmembers():
            data = src.extractfile(member).read()  # type: ignore[union-attr]
            if member.name == "data/log.copy":
                data = data.replace(b"step", b"stEp", 1)
            member.size = len(data)
            dst.addfile(member, io.BytesIO(data))


def test_a_damaged_backup_and_a_floor_that_does_not_verify_are_refused(pg_server: str, tmp_path: Path) -> None:
    backup = tmp_path / "floor.bak"
    with fresh_database(pg_server, floor=True) as url, fresh_database(pg_server) as target:
        _floor(url, tmp_path)
        assert run_main("floor", "backup", "--db", url, "--out", str(backup)).returncode == 0
        _damaged(backup, tmp_path / "damaged.bak")
        ran = run_main("floor", "restore", "--from", str(tmp_path / "damaged.bak"), "--db", target)
        assert ran.returncode == 2 and "log does not match its checksum" in ran.err, ran.err
        with psycopg.connect(target, autocommit=True) as c:  # nothing was restored
            assert c.execute("SELECT count(*) FROM pg_namespace WHERE nspname = 'dealer'").fetchone() == (0,)

        with psycopg.connect(url, autocommit=True) as c:  # a superuser edits the log behind the chain's back
            c.execute("ALTER TABLE dealer.log DISABLE TRIGGER USER")
            c.execute("UPDATE dealer.log SET payload = payload || ' ' WHERE seq = 5 AND tbl = "
                      "(SELECT id FROM dealer.floor_tables WHERE name = 'T1')")
            c.execute("ALTER TABLE dealer.log ENABLE TRIGGER USER")
        bad = tmp_path / "bad.bak"
        ran = run_main("floor", "backup", "--db", url, "--out", str(bad))
        assert ran.returncode == 2 and "does not verify" in ran.err, ran.err
        assert not bad.exists()  # a backup that fails its check never stays on disk
