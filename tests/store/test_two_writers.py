"""N processes hammering one database file: every run ends with ``audit verify``
passing and every acknowledged step in place. Processes on the same table are
refused (exit 2, naming the holder) or deal after one another; never interleaved."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from store_helpers import FAST_HASHER

from dealer_app.audit.verify import verify_store
from dealer_app.services import DealerServices
from dealer_app.services.simulate import step_digest

STEP_ACK = re.compile(r"^ack round=(\d+) step=(\d+) seq=(\d+) digest=([0-9a-f]+)$")
SETTLED_ACK = re.compile(r"^ack round=(\d+) settled seq=(\d+)$")


@pytest.mark.subprocess
def test_processes_hammering_one_file_never_corrupt_the_log(tmp_path: Path) -> None:
    db = tmp_path / "shared.db"
    # create it once so every process opens the same file (and the same key)
    DealerServices.open(db, station="setup", hasher=FAST_HASHER).close()
    tables = ["A", "A", "A", "B", "B", "C"]
    procs = [
        subprocess.Popen([sys.executable, "-c", "import sys, dealer_main; sys.exit(dealer_main.main())", "simulate", "--db", str(db), "--rounds", "6",
                          "--seed", str(i), "--table", t, "--acks", "--quiet"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for i, t in enumerate(tables)
    ]
    outs = [p.communicate(timeout=300) for p in procs]
    codes = [p.returncode for p in procs]
    assert set(codes) <= {0, 2}, [err for _out, err in outs]
    assert codes.count(0) >= 3  # at least one per table
    for code, (_out, err) in zip(codes, outs, strict=True):
        if code == 2:  # refused cleanly, in one line naming the holder
            assert re.search(r"table [ABC] is being dealt at station command line .* since \d\d:\d\d", err), err
            assert "Traceback" not in err
    with DealerServices.open(db, station="checker", hasher=FAST_HASHER, record_startup=False, create=False) as s:
        for out, _err in outs:
            for line in out.splitlines():
                m = STEP_ACK.match(line)
                if m:
                    rid, n, seq, digest = int(m[1]), int(m[2]), int(m[3]), m[4]
                    e = s.store.entry(seq)
                    assert e is not None and e.kind == "step" and e.round_id == rid and e.payload["n"] == n
                    assert step_digest(e.payload["step"]) == digest
                m = SETTLED_ACK.match(line)
                if m:
                    row = s.store.round(int(m[1]))
                    assert row is not None and row.settled_seq == int(m[2])
        report = verify_store(s.store)
        assert report.ok, report.problems[:5]
