"""Every refusal the services and sign-in raise has its Russian (``dealer_app.wording.errors``).

The message templates are read from the source (``raise X("…")`` and ``raise X(f"…")``),
each ``{…}`` part filled with a plausible value; the Russian of the sample may hold no
Latin word but those values. A new English message without a Russian shape fails here.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import dealer_app
from dealer_app.wording.errors import error_text

ROOT = Path(dealer_app.__file__).parent
# the services and sign-in, and the chip count whose refusals the count service passes on
UI_ROOT = ROOT.parent / "ui"
# and what the screens refuse in a typed amount or card entry before any service is asked
SOURCES = [ROOT / "services", ROOT / "auth", ROOT / "table_count.py", UI_ROOT / "kit" / "money.py",
           UI_ROOT / "table" / "engine.py"]

# Latin that is right in a Russian line: codes and a command-line option.
LATIN_TERMS = {"PIN", "ISO", "EUR", "RUB", "rrggbb", "table", "A"}  # "table" only as the option "--table", checked below; "A" the Ante key

# Messages left in English on purpose, each with its reason. Keep it short.
DEVELOPER_FACING: dict[str, str] = {}


def _fill(node: ast.FormattedValue) -> str:
    """A plausible value for one ``{…}`` part: a literal choice as written, a name, or a number."""
    value = node.value
    if isinstance(value, ast.IfExp) and isinstance(value.body, ast.Constant):
        return str(value.body.value)
    return "Anna" if "name" in ast.unparse(value) else "3"


def _text(node: ast.expr, filled: set[str]) -> str | None:
    """The sample of a message expression (a literal, an f-string, or a sum of them); None if not literal."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts: list[str] = []
        for v in node.values:
            if isinstance(v, ast.FormattedValue):
                parts.append(_fill(v))
                filled.add(parts[-1])
            elif isinstance(v, ast.Constant):
                parts.append(str(v.value))
        return "".join(parts)
    if isinstance(node, ast.IfExp):  # an optional tail: the sample has it
        return _text(node.body, filled)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _text(node.left, filled), _text(node.right, filled)
        return None if left is None or right is None else left + right
    return None


def _samples() -> list[tuple[str, str, set[str]]]:
    """(where, sample message, the filled-in values) for every literal message raised."""
    out: list[tuple[str, str, set[str]]] = []
    for folder in SOURCES:
        for path in sorted(folder.rglob("*.py")) if folder.is_dir() else [folder]:
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args):
                    continue
                arg = node.exc.args[0]
                where = f"{path.relative_to(ROOT.parent)}:{node.lineno}"
                if isinstance(arg, ast.Constant | ast.JoinedStr | ast.BinOp):
                    filled: set[str] = set()
                    text = _text(arg, filled)
                    if text is not None:
                        out.append((where, text, filled))
    return out


SAMPLES = _samples()


def test_the_source_holds_the_messages() -> None:
    assert len(SAMPLES) > 150


@pytest.mark.parametrize(("where", "sample", "filled"), SAMPLES, ids=[s[0] for s in SAMPLES])
def test_every_message_has_its_russian(where: str, sample: str, filled: set[str]) -> None:
    if sample in DEVELOPER_FACING:
        return
    ru = error_text(sample, "ru")
    allowed = {w for value in filled for w in re.findall(r"[A-Za-z]+", value)}
    latin = [w for w in re.findall(r"[A-Za-z]+", re.sub(r"--table\b", "", ru)) if w not in allowed]
    latin = [w for w in latin if w not in LATIN_TERMS - {"table"}]
    assert not latin, f"{where}: {sample!r} -> {ru!r}"
    for value in filled:
        if value == "Anna":
            assert "Anna" in ru, f"{where}: the name is kept: {ru!r}"


def test_english_and_unknown_lines_stay_as_they_are() -> None:
    assert error_text("shift 3 is closed", "en") == "shift 3 is closed"
    assert error_text("something new happened", "ru") == "something new happened"


@pytest.mark.parametrize(("message", "russian"), [
    ("shift 12 is closed", "смена 12 закрыта"),
    ("PIN: at least 1 characters", "ПИН-код: не меньше 1 символа"),
    ("PIN: at least 8 characters", "ПИН-код: не меньше 8 символов"),
    ("Anna is now locked out after 3 failed attempts", "пользователь Anna заблокирован после 3 неудачных попыток"),
    ("Anna is now locked out after 21 failed attempts", "пользователь Anna заблокирован после 21 неудачной попытки"),
    ("Anna (dealer) may not void; only: administrator, pit boss",
     "Anna (дилер) не может: аннулировать раунды; только: администратор, пит-босс"),
    ("step 2 of the paper round: shift 3 is closed", "шаг 2 бумажного раунда: смена 3 закрыта"),
    ("name: a user named 'Zoë O'Neil' already exists", "имя: пользователь 'Zoë O'Neil' уже есть"),
    ("integrity check failed: entry 12 (step, round 3): does not match the chain (altered, removed or moved)",
     "проверка целостности не пройдена: запись 12 (шаг, раунд 3): не совпадает с цепочкой (изменена, удалена или "
     "перемещена)"),
    ("round 5 is not complete: entries are missing", "раунд 5 не завершён: не хватает записей"),
    ("slip 4 is not signed by a pit boss yet", "квитанция 4: ещё не подписана пит-боссом"),
    ("Russian Roulette hand 3 is voided", "раздача Русской рулетки 3: аннулирована"),
    ("round 3 of shift 2 is settled", "раунд 3 смены 2: рассчитан"),
    ("delta: the meter (1500) cannot go below 0", "изменение: счётчик джекпота (1500) не может уйти ниже 0"),
])
def test_russian_lines(message: str, russian: str) -> None:
    assert error_text(message, "ru") == russian


def test_an_embedded_amount_problem_is_worded() -> None:
    from rules.limits import MAX_AMOUNT, amount_problem

    for value in (MAX_AMOUNT, 10**40):
        problem = amount_problem(value)
        assert problem is not None
        ru = error_text(f"delta: {problem}", "ru")
        assert not re.search(r"[A-Za-z]", ru), ru
        ru = error_text(f"amount: a positive whole number of minor units, {problem}", "ru")
        assert not re.search(r"[A-Za-z]", ru), ru


def test_the_module_examples() -> None:
    import doctest

    import dealer_app.wording.errors as module

    assert doctest.testmod(module).failed == 0
