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

from dealer_app import refusal_codes as rc
from dealer_app.refusal import Refusal
from dealer_app.resources import resource_path
from dealer_app.safe_input import InputError, loads, read_bounded
from rules.poker.house import HouseRules
from rules.poker.problems import HouseRulesError, Problem

__all__ = ["HouseFileError", "bundled_profiles", "load_bundled", "load_house_file", "parse_house_text"]

_PACKAGE = "rules.house_profiles"


class HouseFileError(ValueError):
    """A house-rules file that cannot be read or used; ``lines`` says why, one line per problem
    (``problems``: the engine's typed problems behind them, when the rules themselves are wrong;
    ``refusal``: why the file itself cannot be used, typed, its line ``house: ...``)."""

    def __init__(self, source: str, lines: list[str] | Refusal, problems: Sequence[Problem] = ()) -> None:
        self.source = source
        self.refusal = lines if isinstance(lines, Refusal) else None
        self.lines = (f"house: {lines}",) if isinstance(lines, Refusal) else tuple(lines)
        self.problems = tuple(problems)
        super().__init__("\n".join(self.lines))


def _toml_syntax(e: tomllib.TOMLDecodeError) -> rc.TomlSyntax | rc.TomlSyntaxAtEnd | tomllib.TOMLDecodeError:
    """tomllib's error typed: its message and where. Python 3.14's tomllib gives them as fields
    (``msg``, ``lineno``, ``colno``); 3.11's gives one line only, its message followed by the
    position it appends in one of two fixed forms, which are taken off it here."""
    msg, line, column = getattr(e, "msg", None), getattr(e, "lineno", None), getattr(e, "colno", None)
    if isinstance(msg, str) and isinstance(line, int) and isinstance(column, int):
        doc, pos = getattr(e, "doc", ""), getattr(e, "pos", 0)
        return rc.TomlSyntaxAtEnd(msg=msg) if pos >= len(doc) else rc.TomlSyntax(msg=msg, line=line, column=column)
    text = str(e)
    if text.endswith(" (at end of document)"):
        return rc.TomlSyntaxAtEnd(msg=text.removesuffix(" (at end of document)"))
    head, sep, at = text.removesuffix(")").rpartition(" (at line ")
    line_text, comma, column_text = at.partition(", column ")
    if sep and comma and line_text.isdigit() and column_text.isdigit():
        return rc.TomlSyntax(msg=head, line=int(line_text), column=int(column_text))
    return e


def parse_house_text(text: str, kind: str, source: str, base: HouseRules | None = None) -> HouseRules:
    """A profile's text (``kind`` ``"toml"`` or ``"json"``) as house rules on top of ``base``."""
    data: object
    try:
        data = tomllib.loads(text) if kind == "toml" else loads(text)
    except tomllib.TOMLDecodeError as e:
        raise HouseFileError(source, rc.TomlInvalidIn(path=source, why=_toml_syntax(e))) from None
    except InputError as e:
        raise HouseFileError(source, rc.JsonInvalidIn(path=source, why=e)) from None
    except RecursionError:
        raise HouseFileError(source, rc.NestedTooDeeplyIn(path=source)) from None
    except ValueError as e:  # a TOML integer of thousands of digits
        raise HouseFileError(source, [f"house: {source}: {str(e)[:120]}"]) from None
    if not isinstance(data, dict):
        raise HouseFileError(source, rc.HouseNotATable(path=source))
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
        reason: BaseException | str = e.strerror if isinstance(e, OSError) and e.strerror else e
        raise HouseFileError(str(path), rc.CannotReadPath(path=str(path), reason=reason)) from None
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
        raise HouseFileError(name, rc.BundledProfileUnknown(name=repr(name), names=", ".join(sorted(files))))
    text = resource_path(_PACKAGE, files[name]).read_text(encoding="utf-8")
    return parse_house_text(text, _kind(files[name], text), files[name], base)
