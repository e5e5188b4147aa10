"""House-rules profiles on disk: TOML or JSON files, and the bundled profiles.

A profile file holds any subset of the house-rules fields (FORMATS.md); what
it leaves out keeps the default. The engine (``rules``) never reads files:
this module reads them and hands the mapping to
:meth:`rules.poker.house.HouseRules.from_mapping`.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from pathlib import Path

from dealer_app.resources import resource_path
from dealer_app.safe_input import InputError, loads, read_bounded
from rules.poker.house import HouseRules
from rules.poker.problems import HouseRulesError, Problem

__all__ = ["HouseFileError", "bundled_profiles", "load_bundled", "load_house_file", "parse_house_text"]

_PACKAGE = "rules.house_profiles"


class HouseFileError(ValueError):
    """A house-rules file that cannot be read or used; ``lines`` says why, one line per problem
    (``problems``: the engine's typed problems behind them, when the rules themselves are wrong)."""

    def __init__(self, source: str, lines: list[str], problems: Sequence[Problem] = ()) -> None:
        self.source = source
        self.lines = tuple(lines)
        self.problems = tuple(problems)
        super().__init__("\n".join(self.lines))


def parse_house_text(text: str, kind: str, source: str, base: HouseRules | None = None) -> HouseRules:
    """A profile's text (``kind`` ``"toml"`` or ``"json"``) as house rules on top of ``base``."""
    data: object
    try:
        data = tomllib.loads(text) if kind == "toml" else loads(text)
    except tomllib.TOMLDecodeError as e:
        raise HouseFileError(source, [f"house: {source}: not valid TOML: {e}"]) from None
    except InputError as e:
        raise HouseFileError(source, [f"house: {source}: not valid JSON: {e}"]) from None
    except RecursionError:
        raise HouseFileError(source, [f"house: {source}: nested too deeply"]) from None
    except ValueError as e:  # a TOML integer of thousands of digits
        raise HouseFileError(source, [f"house: {source}: {str(e)[:120]}"]) from None
    if not isinstance(data, dict):
        raise HouseFileError(source, [f"house: {source}: must hold a table of house rules"])
    try:
        return HouseRules.from_mapping(data, base)
    except HouseRulesError as e:
        raise HouseFileError(source, [*e.lines], e.problems) from None


def _kind(name: str, text: str) -> str:
    suffix = name.rsplit(".", 1)[-1].lower() if "." in name else ""
    if suffix in ("toml", "json"):
        return suffix
    return "json" if text.lstrip().startswith("{") else "toml"


def load_house_file(path: str | Path, base: HouseRules | None = None) -> HouseRules:
    """Read a TOML or JSON profile (by its suffix; otherwise by its first character).

    A name that is not an existing file but is the name of a bundled profile
    (``even-money-half-insurance``) loads that profile. Raises :class:`HouseFileError`.
    """
    p = Path(path)
    try:
        missing = not p.exists()
    except OSError:  # a name too long for the file system: read_bounded names the reason
        missing = False
    if missing and str(path) in bundled_profiles():
        return load_bundled(str(path), base)
    try:
        text = read_bounded(p, 1024 * 1024, what="house-rules file").decode("utf-8")
    except (OSError, UnicodeDecodeError, InputError) as e:
        reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        raise HouseFileError(str(path), [f"house: cannot read {path}: {reason}"]) from None
    return parse_house_text(text, _kind(p.name, text), str(path), base)


def bundled_profiles() -> dict[str, str]:
    """Name -> file name of the profiles shipped with the app (``default``, ...)."""
    root = resource_path(_PACKAGE)
    return {
        entry.name.rsplit(".", 1)[0]: entry.name
        for entry in root.iterdir()
        if entry.name.endswith((".toml", ".json"))
    }


def load_bundled(name: str, base: HouseRules | None = None) -> HouseRules:
    """A bundled profile by name (see :func:`bundled_profiles`)."""
    files = bundled_profiles()
    if name not in files:
        raise HouseFileError(name, [f"house: no bundled profile {name!r} (there are: {', '.join(sorted(files))})"])
    text = resource_path(_PACKAGE, files[name]).read_text(encoding="utf-8")
    return parse_house_text(text, _kind(files[name], text), files[name], base)
