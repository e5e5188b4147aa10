"""The pit podium: every table of the floor at a glance and one approvals queue.

``dealer-app podium --db postgresql://… [--table NAME]…`` (all tables by
default). Pushed, not polled: the window watches the floor listener's socket
(``QSocketNotifier``) and re-reads only when PostgreSQL says a table changed.
Approving and refusing go through :class:`dealer_app.services.floor_view.FloorView`
with the pit boss's PIN.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from collections.abc import Sequence
from typing import Any

from dealer_app.services.floor_view import FloorView, HeldRound
from dealer_app.services.rounds import ApprovalKind
from ui.kit.money import MoneyFormat
from ui.kit.qt import (
    QApplication,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QLocale,
    QSocketNotifier,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from ui.kit.text import tr_args

__all__ = ["PodiumWindow", "main"]

def _when(ts_us: int | None) -> str:
    if ts_us is None:
        return ""
    return dt.datetime.fromtimestamp(ts_us / 1e6).strftime("%H:%M:%S")


class PodiumWindow(QWidget):
    """The table overview above, the approvals queue below; refreshed when the floor changes."""

    def __init__(self, view: FloorView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.setWindowTitle(self.tr("Pit podium"))
        columns = [self.tr("Table"), self.tr("Open"), self.tr("Dealer"), self.tr("Round"), self.tr("House result"),
                   self.tr("Last activity"), self.tr("Held")]
        self.tables = QTableWidget(0, len(columns), self)
        self.tables.setHorizontalHeaderLabels(columns)
        header = self.tables.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # every title whole, in any language
        header.setStretchLastSection(True)
        self.queue = QListWidget(self)
        self.status = QLabel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Tables"), self))
        layout.addWidget(self.tables)
        layout.addWidget(QLabel(self.tr("Waiting for a pit boss"), self))
        layout.addWidget(self.queue)
        layout.addWidget(self.status)
        self.held: list[HeldRound] = []
        self.refreshes = 0
        self._notifier = QSocketNotifier(view.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._floor_changed)
        self.refresh()

    def _floor_changed(self, *_args: Any) -> None:
        if self.view.wait(0.05):  # drain what arrived (it is there: the socket is readable)
            self.refresh()

    def refresh(self) -> None:
        rows = self.view.overview()
        self.tables.setRowCount(len(rows))
        for i, r in enumerate(rows):
            values = (r.table, self.tr("open") if r.open else self.tr("closed"), r.dealer or "",
                      "" if r.round_number is None else str(r.round_number), MoneyFormat(r.currency, QLocale().name(), compact=False)(r.house_result),
                      _when(r.last_activity_us), str(r.held) if r.held else "")
            for j, v in enumerate(values):
                self.tables.setItem(i, j, QTableWidgetItem(v))
        self.held = self.view.approvals()
        self.queue.clear()
        refused = self.tr("refused")
        for h in self.held:
            money = MoneyFormat(h.currency, QLocale().name(), compact=False)
            what = "; ".join(tr_args(self.tr("box %1: jackpot share %2") if i.kind is ApprovalKind.JACKPOT
                              else self.tr("box %1: payout %2"), str(i.box), money(i.amount))
                             for i in h.items)
            back = f" — {refused}: {h.refused}" if h.refused else ""
            head = tr_args(self.tr("%1 · round %2 · %3"), h.table, str(h.number), h.dealer)
            self.queue.addItem(QListWidgetItem(f"{head}: {what}{back}"))
        self.refreshes += 1
        self.status.setText(tr_args(self.tr("Tables: %1, waiting: %2"), str(len(rows)), str(len(self.held))))

    def approve(self, index: int, pit_boss: str, pin: str) -> None:
        h = self.held[index]
        self.view.approve(h.table, h.round_id, pit_boss, pin)
        self.refresh()

    def refuse(self, index: int, pit_boss: str, pin: str, reason: str) -> None:
        h = self.held[index]
        self.view.refuse(h.table, h.round_id, pit_boss, pin, reason)
        self.refresh()

    def shutdown(self) -> None:
        self._notifier.setEnabled(False)
        self.view.close()


def main(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="dealer-app podium", description="the pit podium on a floor")
    p.add_argument("--db", required=True, help="the floor's postgresql:// URL")
    p.add_argument("--table", action="append", default=[], help="a table of this pit (default: every table)")
    p.add_argument("--lang", choices=("en", "ru"), default=None, help="language (default: the system's, else English)")
    args = p.parse_args(list(argv))
    from dealer_app.services import StoreError, is_floor_url

    if not is_floor_url(args.db):
        print(f"dealer-app podium: --db: a floor's postgresql:// URL, not {args.db!r}", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from ui.i18n import choose_language, install

    install(app, choose_language(args.lang, None))
    try:
        view = FloorView(args.db, args.table or None)
    except StoreError as exc:
        print(f"dealer-app podium: {exc}", file=sys.stderr)
        return 2
    w = PodiumWindow(view)
    w.resize(1100, 700)
    w.show()
    code = app.exec()
    w.shutdown()
    return int(code)
