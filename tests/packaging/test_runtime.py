"""What the bundle relies on, checked from the venv: one resource helper, the child
``dealer-app`` command, and the build's version and commit."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from dealer_app import version
from dealer_app.child import dealer_app_command
from dealer_app.house_files import bundled_profiles, load_bundled
from dealer_app.resources import frozen, package_dir, resource_path
from dealer_main import COMMANDS, INTERNAL, main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def fresh_build_info() -> Iterator[None]:
    version.build_info.cache_clear()
    yield
    version.build_info.cache_clear()


def test_version_prints_the_version_and_the_commit(capsys: pytest.CaptureFixture[str], fresh_build_info: None) -> None:
    assert main(["--version"]) == 0
    out = capsys.readouterr().out
    assert re.fullmatch(r"dealer-app \d+\.\d+\.\d+\S* \(commit ([0-9a-f]{12}|unknown)\)\n", out), out
    head = (ROOT / ".git").exists()
    assert ("unknown" not in out) is head


def test_a_bundle_says_the_commit_it_was_built_from(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str], fresh_build_info: None) -> None:
    (tmp_path / "dealer_app").mkdir()
    (tmp_path / "dealer_app" / "build_info.json").write_text(json.dumps({"version": "1.2.3", "commit": "abcdef012345"}))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert frozen()
    assert main(["-V"]) == 0
    assert capsys.readouterr().out == "dealer-app 1.2.3 (commit abcdef012345)\n"
    assert dealer_app_command("report", "--quiet") == [sys.executable, "report", "--quiet"]


def test_resources_are_found_through_one_helper() -> None:
    assert not frozen()
    assert package_dir("reports.fonts") == ROOT / "reports" / "fonts"
    assert resource_path("reports.fonts", "DejaVuSans.ttf").is_file()
    assert resource_path("ui.translations", "dealer_ru.qm").is_file()
    assert {"default", "even-money-half-insurance"} <= set(bundled_profiles())
    assert load_bundled("default").currency
    with pytest.raises(ModuleNotFoundError):
        package_dir("no_such_package_here")


def test_no_module_builds_a_resource_path_from_its_own_file() -> None:
    """The bundle finds data only through dealer_app.resources (sys._MEIPASS-safe)."""
    offenders = [str(p.relative_to(ROOT)) for pkg in ("rules", "dealer_app", "reports", "ui", "dealer_main")
                 for p in (ROOT / pkg).rglob("*.py") if p.name != "resources.py"
                 if "__file__" in p.read_text(encoding="utf-8") or "importlib.resources" in p.read_text(encoding="utf-8")]
    assert offenders == []


def test_the_child_command_from_a_venv_runs_dealer_main() -> None:
    cmd = dealer_app_command("progress-report", "--in", "x.jsonl")
    assert cmd[:2] == [sys.executable, "-c"] and "dealer_main" in cmd[2]
    assert cmd[3:] == ["progress-report", "--in", "x.jsonl"]
    assert "progress-report" in INTERNAL and "progress-report" not in COMMANDS


def test_the_internal_command_is_not_in_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "setup" in out and "progress-report" not in out


@pytest.mark.subprocess
def test_a_child_that_fails_gives_one_line_saying_why(tmp_path: Path) -> None:
    from dealer_app.child import run_dealer_app

    assert run_dealer_app("--version", timeout=120) is None
    reason = run_dealer_app("report", "--db", str(tmp_path / "none.db"), "--out", str(tmp_path / "r.pdf"), timeout=120)
    assert reason is not None and "\n" not in reason and reason.startswith("dealer-app report: "), reason
    assert not (tmp_path / "r.pdf").exists()
