"""What other stations do to the round on the table screen: a pit boss's approval, refusal,
ruling or void, and the linked jackpot meter, read as soon as the store says so; on a floor,
a fill or credit slip signed or voided at the podium, told to the dealer as it happens.

:class:`RoundWatch` listens on a floor (the store's notifications), watches a SQLite file
(another station's commit) and, as the fallback, asks on a timer; what it hears is put
on the screen (:meth:`ui.table.screen.TableScreen.apply_update`, its next-step line).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealer_app.services.count import SlipNotice
from dealer_app.services.owed import TableNews, VoidNotice
from dealer_app.services.table_push import TableListener
from ui.kit.chrome import SaveState
from ui.kit.context import AppContext
from ui.kit.qt import QFileSystemWatcher, QObject, QSocketNotifier, QTimer
from ui.kit.text import tr_args
from ui.table.records import RoundUpdate

if TYPE_CHECKING:
    from ui.table.gateway import TableGateway
    from ui.table.screen import TableScreen

__all__ = ["APPROVAL_POLL_MS", "NEWS_POLL_MS", "RoundWatch"]

APPROVAL_POLL_MS = 250
NEWS_POLL_MS = 1000
"""How often a held round asks the store whether a pit boss at another station answered."""


class RoundWatch(QObject):
    """What a pit boss at another station decided reaches ``screen`` (and the meter's moves)."""

    def __init__(self, ctx: AppContext[TableGateway], screen: TableScreen) -> None:
        super().__init__(screen)
        self.ctx = ctx
        self.screen = screen
        self.approval_timer = QTimer(self)
        """While a complete round is on screen, asks the store what a pit boss at another station
        did (the fallback where nothing is pushed or watched)."""
        self.approval_timer.setInterval(APPROVAL_POLL_MS)
        self.approval_timer.timeout.connect(self._poll_approvals)
        self.approval_timer.start()
        self.news_timer = QTimer(self)
        """Asks the store for the meter as it stands and whether a pit boss voided a settled
        round of this shift (its chips moved)."""
        self.news_timer.setInterval(NEWS_POLL_MS)
        self.news_timer.timeout.connect(self._poll_news)
        self.news_timer.start()
        self._void_seen = 0
        self._watcher = QFileSystemWatcher(self)
        """On a SQLite file, the database and its write-ahead log: another station's commit
        (a pit boss's decision) is read at once; the timers stay as the fallback."""
        self._watcher.fileChanged.connect(self._on_file_changed)
        self._ears: QSocketNotifier | None = None
        """On a floor, readable when a pit boss's decision (or a meter movement) was committed:
        pushed to this screen at once; the timers stay as the fallback."""
        self.void_notice = ""
        """The last settled round voided afterwards, as the dealer was told (shown until the next entry)."""
        self.slip_notice = ""
        """The last slips a pit boss signed or voided at the podium, as the dealer was told."""
        self.slips_signed: set[int] = set()
        """Slips the dealer was told are signed and wait for the cage: F4 hands them over at once."""

    def start(self) -> None:
        """The screen shows the open shift: listen on a floor, watch a SQLite file."""
        if self._ears is None:
            self.ctx.run(lambda b: b.listen(), self._on_ears, lambda _e: None)
        self._slips_now()  # the first look notes where the log stands; later ones, what was missed meanwhile
        self.ctx.run(lambda b: (b.watched_files(), b.changed_elsewhere()), self._on_watched, lambda _e: None)

    @property
    def hears_the_store(self) -> bool:
        """Whether another station's commit reaches the screen at once: on a floor it listens
        for the store's notifications, on a SQLite file it watches the file (else only the timers)."""
        return self._ears is not None or bool(self._watcher.files())

    def refresh_approvals(self) -> None:
        """Read the round's approvals, refusals and rulings and the news (a void) again now: a
        pit boss has just decided in the console here."""
        self._pushed()

    def _on_ears(self, ears: TableListener | None) -> None:
        if ears is None or self._ears is not None:
            return
        self._ears = QSocketNotifier(ears.fileno(), QSocketNotifier.Type.Read, self)
        self._ears.activated.connect(lambda *_: self._on_heard(ears))

    def _on_watched(self, answer: tuple[list[str], bool]) -> None:
        """On a SQLite file: another station's commit writes these files; what it committed is
        read at once (the store says whether the change was another station's)."""
        files = [f for f in answer[0] if f not in self._watcher.files()]
        if files:
            self._watcher.addPaths(files)

    def _on_file_changed(self, _path: str) -> None:
        if self.screen.saving or self.screen.update_ is None:
            return
        self.ctx.run(lambda b: b.changed_elsewhere(), lambda changed: self._pushed() if changed else None,
                     lambda _e: None)

    def stop_listening(self) -> None:
        """The station closes: its ears go with its store (the timers stop with the window)."""
        if self._ears is not None:
            self._ears.setEnabled(False)
            self._ears.deleteLater()
            self._ears = None
        if self._watcher.files():
            self._watcher.removePaths(self._watcher.files())

    def _on_heard(self, ears: TableListener) -> None:
        """Something was committed on the floor: a decision about this table's round is read at
        once; anything else may have moved the linked meter."""
        heard = ears.drain()
        if heard.lost and self._ears is not None:
            self._ears.setEnabled(False)
        if heard.decision:
            self._pushed()
        elif heard.anything:
            self._news_now()
        if heard.slips:
            self._slips_now()

    def _slips_now(self) -> None:
        self.ctx.run(lambda b: b.slip_news(), self._on_slip_news, lambda _e: None)

    def _on_slip_news(self, notices: tuple[SlipNotice, ...]) -> None:
        """A pit boss signed or voided slips of this shift at the podium: said on the next-step
        line (and the top bar), no dialog; a signed one is handed to the cage with F4 at once."""
        if not notices:
            return
        for n in notices:
            if n.voided:
                self.slips_signed.discard(n.slip.number)
            else:
                self.slips_signed.add(n.slip.number)
        self.slip_notice = "\n".join(self.slip_text(n) for n in notices)
        self.screen.notice(self.slip_notice)
        last = notices[-1]
        who = (last.slip.voided_by if last.voided else last.slip.signed_by) or ""
        short = (self.tr("slip %1 voided by %2") if last.voided
                 else self.tr("slip %1 signed by %2: F4 hands it to the cage"))
        self.screen.top.set_save_state(SaveState.SAVED, tr_args(short, str(last.slip.number), who))

    def slip_text(self, n: SlipNotice) -> str:
        """What the dealer is told of a slip signed or voided at the podium: the fill or credit,
        its amount, who, and what to do next."""
        s = n.slip
        what = self.tr("fill") if s.kind.value == "fill" else self.tr("credit")
        if n.voided:
            return tr_args(self.tr("Slip %1 (the %2 of %3) was VOIDED by %4: %5. Its chips do not count."),
                           str(s.number), what, self.ctx.money(s.total), s.voided_by or "", s.void_reason)
        return tr_args(self.tr("Slip %1 (the %2 of %3) is signed by %4. Press F4 to hand it to the cage."),
                       str(s.number), what, self.ctx.money(s.total), s.signed_by or "")

    def _pushed(self) -> None:
        """A pit boss approved, refused, ruled or voided: the round as it stands and the news,
        read now whatever the screen last showed."""
        if self.screen.saving or self.screen.update_ is None:
            return
        if self.screen.info is not None and self.screen.info.settlement is not None:
            self.ctx.run(lambda b: b.round_status(), self._on_polled, lambda _e: None)
        self._news_now()

    def _news_now(self) -> None:
        if self.screen.saving or self.screen.update_ is None:
            return
        self.ctx.run(lambda b: b.table_news(self._void_seen), self._on_news, lambda _e: None)

    def _poll_approvals(self) -> None:
        info = self.screen.info
        if (self.screen.saving or self.ctx.worker.busy or info is None or info.settlement is None
                or not self.screen.isVisible()):  # a complete round: a pit boss may refuse or rule it, held or not
            return
        self.ctx.run(lambda b: b.round_status(), self._on_polled)

    def _poll_news(self) -> None:
        if self.screen.saving or self.ctx.worker.busy or not self.screen.isVisible() or self.screen.update_ is None:
            return
        self.ctx.run(lambda b: b.table_news(self._void_seen), self._on_news, lambda _e: None)

    def _on_news(self, news: TableNews) -> None:
        if self.screen.saving:
            return
        self.screen.top.jackpot.setText(self.ctx.money(news.meter))
        if not news.voids:
            return
        self._void_seen = max(v.seq for v in news.voids)
        self.void_notice = "\n".join(self.void_text(v) for v in news.voids)
        self.screen.notice(self.void_notice)

    def void_text(self, v: VoidNotice) -> str:
        """What the dealer is told of a settled round voided afterwards: who and why, and the
        chips each box moved (they are not moved back by the void; the pit boss directs)."""
        m = self.ctx.money
        parts = []
        for box, net in v.moved:
            if net > 0:
                parts.append(tr_args(self.tr("box %1 was paid %2"), str(box), m(net)))
            elif net < 0:
                parts.append(tr_args(self.tr("box %1 lost %2 to the house"), str(box), m(-net)))
            else:
                parts.append(tr_args(self.tr("box %1 moved nothing"), str(box)))
        return tr_args(self.tr("Round %1 was VOIDED by %2: %3. It counts nothing, but its chips were moved: %4. "
                               "Settle them with the players as the pit boss directs."),
                       str(v.round_number), v.by, v.reason, "; ".join(parts))

    def _on_polled(self, update: RoundUpdate | None) -> None:
        if update is None or self.screen.update_ is None or self.screen.saving or update.round_id != self.screen.update_.round_id:
            return
        if update.steps != self.screen.update_.steps:
            return
        if _approval_key(update) != _approval_key(self.screen.update_):
            self.screen.apply_update(update)
            self.screen.round_changed.emit()


def _approval_key(update: RoundUpdate) -> tuple[object, ...]:
    a = update.approvals
    if a is None:
        return ()
    refusal = a.outstanding_refusal
    return (a.approved_seq, refusal.seq if refusal is not None else None, len(a.refused),
            tuple(e.seq for e in a.rulings), update.jackpot_ahead, update.jackpot_behind)

