"""A database written by the previous release opens, migrated, and still verifies."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from store_helpers import FAST_HASHER, JACKPOT_HOUSE, add_signed_adjustments

from dealer_app.cli.store import audit_main, simulate_main
from dealer_app.services import DealerServices
from dealer_app.store.schema import SCHEMA_VERSION


def test_a_v2_database_is_migrated_with_its_signatures_and_simulated_meter(tmp_path: Path) -> None:
    db, house = tmp_path / "s.db", tmp_path / "jackpot.toml"
    house.write_text(JACKPOT_HOUSE)
    assert simulate_main(["--db", str(db), "--rounds", "6", "--seed", "5", "--counts", "--house", str(house),
                          "--quiet"]) == 0
    with DealerServices.open(db, hasher=FAST_HASHER) as s:  # co-signatures, each used once
        add_signed_adjustments(s)
    conn = sqlite3.connect(db)
    used = conn.execute("SELECT seq, used_by FROM used_signatures ORDER BY seq").fetchall()
    sim = int(conn.execute("SELECT value FROM sim_meter").fetchone()[0])
    live = int(conn.execute("SELECT value FROM meter").fetchone()[0])
    assert len(used) >= 2 and sim > 0  # the adjustments' and the table count's
    # as version 2 left it: no v3 tables, simulated rounds on the live meter, no money checkpoint
    conn.executescript(f"""
        DROP TABLE used_signatures; DROP TABLE sim_meter; DROP TABLE patrons; DROP TABLE patron_days;
        DROP INDEX log_cash_patron; DROP INDEX log_cash_day;
        UPDATE meter SET value = value + {sim} WHERE id = 1;
        DELETE FROM meta WHERE key IN ('money_seq', 'money_live', 'money_sim', 'money_tag');
        PRAGMA user_version = 2;
    """)
    conn.close()
    with DealerServices.open(db, hasher=FAST_HASHER, record_startup=False) as s:
        assert s.store.startup.migrated_from == 2
        assert (s.store.meter(), s.store.meter(simulated=True)) == (live, sim)
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT seq, used_by FROM used_signatures ORDER BY seq").fetchall() == used
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()
    assert audit_main(["verify", "--db", str(db)]) == 0
