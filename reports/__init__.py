"""PDF shift reports and round slips (reportlab), from :mod:`dealer_app.reporting` records.

The desktop app and ``dealer-app report`` call:

* :func:`save_shift_report` (services, path, shift_id=..., who=...) and
  :func:`save_round_slip` (services, round_id, path, who=...): build from the store,
  write the PDF atomically, record "report printed" in the audit log;
* :func:`render_shift_report` (data, path) and :func:`render_round_slip` (data, path):
  write a PDF from records already built (:mod:`dealer_app.reporting`); the same
  data always gives the same bytes;
* :func:`shift_report_bytes` / :func:`round_slip_bytes`: the PDF in memory (to print
  or preview without a file);
* :func:`save_progress_report` / :func:`render_progress_report` /
  :func:`progress_report_bytes`: a trainee's progress report (:mod:`reports.progress`).
"""

from reports.api import NotRecordedError, Saved, save_round_slip, save_shift_report
from reports.progress import progress_report_bytes, render_progress_report, save_progress_report
from reports.shift import render_shift_report, shift_report_bytes
from reports.slip import render_round_slip, round_slip_bytes

__all__ = [
    "NotRecordedError",
    "Saved",
    "progress_report_bytes",
    "render_progress_report",
    "render_round_slip",
    "render_shift_report",
    "round_slip_bytes",
    "save_progress_report",
    "save_round_slip",
    "save_shift_report",
    "shift_report_bytes",
]
