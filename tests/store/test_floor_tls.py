"""TLS on a floor: ``sslmode=verify-full`` against the floor's own CA, made here with
``openssl``, on a throwaway cluster that accepts only TLS connections with a client
certificate signed by that CA. The owner logs in by its certificate; the station and the
podium on their own logins (``floor add-station``: the password in their passfiles) and
with a certificate of their own. A station deals and ``floor status`` reads over it; a
wrong CA and a missing client certificate are refused in one line."""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
from pathlib import Path

import psycopg
import pytest
from cli_support import run_main
from pg_server import Cluster, with_db
from store_helpers import FAST_HASHER

from dealer_app.services import DealerServices
from dealer_app.store.pg_stations import add_station

pytestmark = [pytest.mark.floor, pytest.mark.subprocess]


def _openssl(*args: str, cwd: Path) -> None:
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True, timeout=60)


def _ca(d: Path, name: str) -> None:
    _openssl("req", "-x509", "-new", "-nodes", "-newkey", "rsa:2048", "-days", "2", "-subj", f"/CN={name}",
             "-keyout", f"{name}.key", "-out", f"{name}.crt", cwd=d)


def _signed(d: Path, ca: str, name: str, cn: str, san: str | None) -> None:
    _openssl("req", "-new", "-nodes", "-newkey", "rsa:2048", "-subj", f"/CN={cn}", "-keyout", f"{name}.key",
             "-out", f"{name}.csr", cwd=d)
    ext = d / f"{name}.ext"
    ext.write_text(f"subjectAltName = {san}\n" if san else "basicConstraints = CA:FALSE\n")
    _openssl("x509", "-req", "-in", f"{name}.csr", "-CA", f"{ca}.crt", "-CAkey", f"{ca}.key", "-CAcreateserial",
             "-days", "2", "-extfile", str(ext), "-out", f"{name}.crt", cwd=d)
    (d / f"{name}.key").chmod(0o600)


@pytest.fixture
def tls_cluster(own_cluster: Cluster, tmp_path: Path) -> tuple[Cluster, Path]:
    """The cluster with the floor's CA, its server certificate (for 127.0.0.1 and localhost), and
    pg_hba: TLS with a client certificate only."""
    with psycopg.connect(own_cluster.url, autocommit=True) as c:
        c.execute("CREATE DATABASE floor")
    certs = tmp_path / "certs"
    certs.mkdir()
    _ca(certs, "floor-ca")
    _ca(certs, "other-ca")
    _signed(certs, "floor-ca", "server", "floor-db", "DNS:localhost, IP:127.0.0.1")
    _signed(certs, "floor-ca", "owner", "postgres", None)  # the login's name: the client certificate
    _signed(certs, "floor-ca", "station", "station_t1", None)
    _signed(certs, "floor-ca", "podium", "podium", None)
    server_dir = own_cluster.datadir.parent / "tls"
    server_dir.mkdir()
    for name in ("server.crt", "server.key", "floor-ca.crt"):
        shutil.copy2(certs / name, server_dir / name)
    if own_cluster.owner is not None:
        uid = pwd.getpwnam(own_cluster.owner).pw_uid
        for p in (server_dir, *server_dir.iterdir()):
            os.chown(p, uid, -1)
    (server_dir / "server.key").chmod(0o600)
    with open(own_cluster.datadir / "postgresql.conf", "a", encoding="utf-8") as conf:
        conf.write(f"\nssl = on\nssl_cert_file = '{server_dir / 'server.crt'}'\n"
                   f"ssl_key_file = '{server_dir / 'server.key'}'\nssl_ca_file = '{server_dir / 'floor-ca.crt'}'\n")
    (own_cluster.datadir / "pg_hba.conf").write_text(
        "local all all trust\n"
        "hostssl all postgres 127.0.0.1/32 cert\n"
        "hostssl all all 127.0.0.1/32 scram-sha-256 clientcert=verify-full\n"
        "host all all 0.0.0.0/0 reject\n")
    own_cluster.stop()
    own_cluster.start()
    return own_cluster, certs


def _url(cluster: Cluster, certs: Path, ca: str = "floor-ca", client: str | None = "owner") -> str:
    query = f"sslmode=verify-full&sslrootcert={certs / (ca + '.crt')}"
    if client:
        query += f"&sslcert={certs / (client + '.crt')}&sslkey={certs / (client + '.key')}"
    return with_db(cluster.url, "floor") + "?" + query


def _login_url(cluster: Cluster, certs: Path, table: str | None, login: str, cert: str) -> str:
    """The login ``floor add-station`` made (over TLS, as the owner), connecting with its own
    certificate (``cert``, whose name is the login's)."""
    made = add_station(_url(cluster, certs), table, login, certs / f"{login}.pass").url
    assert "sslmode=verify-full" in made and "owner.crt" in made  # the owner's options carried over
    return made.replace("owner.crt", f"{cert}.crt").replace("owner.key", f"{cert}.key")


def test_a_station_deals_over_verify_full_and_a_wrong_ca_is_refused(tls_cluster: tuple[Cluster, Path]) -> None:
    cluster, certs = tls_cluster
    station = _login_url(cluster, certs, "T1", "station_t1", "station")
    url = _login_url(cluster, certs, None, "podium", "podium")  # the podium's: status and verification
    with psycopg.connect(station) as c:  # really TLS, really checked, really the station's login
        row = c.execute("SELECT ssl, version, current_user FROM pg_stat_ssl WHERE pid = pg_backend_pid()").fetchone()
    assert row is not None and row[0] is True and str(row[1]).startswith("TLS") and row[2] == "station_t1"
    ran = run_main("simulate", "--db", station, "--table", "T1", "--rounds", "3", "--quiet")
    assert ran.returncode == 0, ran.err
    s = DealerServices.open(station, table="T1", station="dealer-pc-1", hasher=FAST_HASHER)
    try:
        assert len(s.store.rounds()) == 3
    finally:
        s.close()
    assert run_main("floor", "status", "--db", url).returncode == 0
    assert run_main("audit", "verify", "--db", url, "--jobs", "1").returncode == 0

    wrong = run_main("floor", "status", "--db", url.replace("floor-ca.crt", "other-ca.crt"))
    assert wrong.returncode == 2 and "certificate verify failed" in wrong.err and wrong.err.count("\n") == 1, wrong.err
    wrong = run_main("simulate", "--db", station.replace("floor-ca.crt", "other-ca.crt"), "--table", "T1",
                     "--rounds", "1")
    assert wrong.returncode == 2 and "certificate verify failed" in wrong.err, wrong.err
    no_cert = run_main("floor", "status", "--db", _url(cluster, certs, client=None))
    assert no_cert.returncode == 2 and "certificate" in no_cert.err, no_cert.err
    no_cert = run_main("floor", "status", "--db",  # the podium's password alone is not enough
                       url.split("&sslcert=")[0] + "&passfile=" + url.split("passfile=")[1])
    assert no_cert.returncode == 2 and "certificate" in no_cert.err, no_cert.err
    plain = run_main("floor", "status", "--db", with_db(cluster.url, "floor") + "?sslmode=disable")
    assert plain.returncode == 2 and plain.err.count("\n") == 1 and "Traceback" not in plain.err, plain.err
