"""``tr_args``: a translated text's %1, %2… filled the way Qt's ``QString::arg`` does, and
the only way ``ui/`` fills them."""

from __future__ import annotations

import ast
import doctest
import re
from pathlib import Path

import ui.kit.text
from ui.kit.text import tr_args

UI = Path(__file__).resolve().parents[2] / "ui"


def test_values_fill_their_numbered_places_in_any_order() -> None:
    assert tr_args("Box %1: Ante %2", 3, "€10.00") == "Box 3: Ante €10.00"
    assert tr_args("%2 — %1", "first", "second") == "second — first", "a translation may reorder the values"
    assert tr_args("Take out %1 as well (drawn for %2); %1 goes back", "K♠", "Q♥") == \
        "Take out K♠ as well (drawn for Q♥); K♠ goes back"


def test_a_value_is_never_filled_again() -> None:
    assert tr_args("%1 and %2", "50%2 off", "x") == "50%2 off and x"


def test_qts_plural_count_and_missing_values_stay() -> None:
    assert tr_args("%n card(s) at box %1", 4) == "%n card(s) at box 4"
    assert tr_args("%1 of %2", 1) == "1 of %2"


def test_the_examples_in_the_docstring_hold() -> None:
    assert doctest.testmod(ui.kit.text).failed == 0


def test_no_replace_chain_fills_a_placeholder_in_ui() -> None:
    """Every ``.replace("%1", …)`` of ``ui/`` became ``tr_args``: one way, in one pass."""
    found = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "replace"
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
                    and re.fullmatch(r"%[1-9]", node.args[0].value)):
                found.append(f"{path.relative_to(UI.parent)}:{node.lineno}")
    assert found == []
