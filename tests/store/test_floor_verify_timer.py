"""The scheduled verification (packaging/floor-server/dealer-verify.service, started by its
timer): the unit's own command line, run against a real floor, verifies it and records
the result where ``floor status`` (and the podium) see it."""

from __future__ import annotations

import configparser
import json
import shlex
from pathlib import Path

import pytest
from cli_support import ROOT, run_main
from pg_server import FLOOR_KEY, fresh_database

pytestmark = pytest.mark.floor
UNITS = ROOT / "packaging" / "floor-server"


def _unit(name: str) -> configparser.RawConfigParser:
    parser = configparser.RawConfigParser(strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(UNITS / name, encoding="utf-8")
    return parser


def test_the_timer_starts_the_service_nightly_and_catches_up_after_a_boot() -> None:
    timer = _unit("dealer-verify.timer")
    assert timer["Timer"]["OnCalendar"] == "*-*-* 06:15:00" and timer["Timer"]["Persistent"] == "true"
    assert timer["Install"]["WantedBy"] == "timers.target"
    service = _unit("dealer-verify.service")
    assert service["Service"]["Type"] == "oneshot"


def test_the_units_command_verifies_the_floor_and_floor_status_sees_it(pg_server: str, tmp_path: Path) -> None:
    command = _unit("dealer-verify.service")["Service"]["ExecStart"]
    with fresh_database(pg_server, floor=True) as url:
        env = {"DEALER_FLOOR_URL": url, "DEALER_FLOOR_KEY": str(FLOOR_KEY)}
        for name, value in env.items():
            command = command.replace("${" + name + "}", value)
        argv = shlex.split(command)
        assert argv[0] == "/usr/bin/dealer-app"
        ran = run_main(*argv[1:])
        assert ran.returncode == 0, ran.err
        status = run_main("floor", "status", "--db", url, "--format", "json")
        last = json.loads(status.out)["last_verification"]
        assert status.returncode == 0 and last["ok"] and last["problems"] == 0 and last["tables"] == 1
