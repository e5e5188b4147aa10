"""A dealer's station in a child process, for the crash test (test_resume.py).

``python child_table.py DB STEPS.json`` opens the real window offscreen on DB,
signs Anna in, opens (or resumes) the shift and enters the steps with the
keyboard. After each step the store has acknowledged it prints ``ACK n``;
then it starts typing one more entry without confirming it, prints the
table as it shows it (``TABLE {json}``) and ``READY``, and waits to be killed.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # gui_support
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ui.kit.qt  # noqa: F401 - the PySide6 work-around first
from ui.kit.qt import QApplication


def main() -> int:
    db, steps_file = Path(sys.argv[1]), Path(sys.argv[2])
    app = QApplication([])
    from ui_helpers import make_window, open_table, table_snapshot

    from rules.poker.table import step_from_json
    from ui.devtools.driver import pump

    w = make_window(db)
    d = open_table(w)
    steps = [step_from_json(s) for s in json.loads(steps_file.read_text())]
    for s in steps:
        d.steps([s])
        print(f"ACK {d.table.update_.steps}", flush=True)
    d.box(1)
    d.key(ord("C"))
    d.field("as kd", submit=False)  # typed, never confirmed: must not survive
    print("TABLE " + json.dumps(table_snapshot(d.table)), flush=True)
    print("READY", flush=True)
    while True:
        pump(50)
    del app


if __name__ == "__main__":
    sys.exit(main())
