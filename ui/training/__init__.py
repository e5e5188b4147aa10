"""Trainee mode in the desktop app (issue 7): drills on the real engine.

:class:`TrainingScreen` is where a signed-in trainee lands (never a live
shift); a pit boss opening it sees every trainee's progress.
:class:`TraineeProgressView` is the progress view on its own, loading and
exporting by itself (for the pit boss console: ``TraineeProgressView(ctx).load()``). The headless core is :mod:`dealer_app.training`.
"""

from ui.training.progress_page import ProgressPage, TraineeProgressView
from ui.training.screen import TrainingScreen

__all__ = ["ProgressPage", "TraineeProgressView", "TrainingScreen"]
