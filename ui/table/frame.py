"""The frame of a place on the table the keys act on (a box, the dealer)."""

from __future__ import annotations

from ui.kit.panel import PaintedFrame
from ui.kit.qt import QLabel

__all__ = ["SelectableFrame"]


class SelectableFrame(PaintedFrame):
    """A box's or the dealer's panel: selected when the NEXT line names it, and showing
    the problem of what was typed for it. ``problem`` is the label the subclass lays out;
    :meth:`_restyle` draws both states."""

    _selected = False
    _problem = ""
    problem: QLabel

    def set_selected(self, selected: bool) -> None:
        if selected != self._selected:
            self._selected = selected
            self._restyle()

    @property
    def selected(self) -> bool:
        return self._selected

    def set_problem(self, text: str) -> None:
        self._problem = text
        self.problem.setText(("⚠ " + text) if text else "")
        self.problem.setVisible(bool(text))
        self._restyle()

    def _restyle(self) -> None:
        raise NotImplementedError
