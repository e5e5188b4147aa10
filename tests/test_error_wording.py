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

# Latin that is right in a Russian line: codes, command-line options (``--name``) and commands (``dealer-app floor group``).
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
    latin = [w for w in re.findall(r"[A-Za-z]+", re.sub(r"dealer-app(?: [a-z][a-z-]*)*|--[a-z][a-z-]*\b", "", ru)) if w not in allowed]
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
    ("Russian Roulette hand 3 is voided", "раздача русской рулетки 3: аннулирована"),
    ("round 3 of shift 2 is settled", "раунд 3 смены 2: рассчитан"),
    ("delta: the meter (1500) cannot go below 0", "изменение: счётчик джекпота (1500) не может уйти ниже 0"),
])
def test_russian_lines(message: str, russian: str) -> None:
    assert error_text(message, "ru") == russian


# The native review (issue 15, item 3): the floor's terms and the screens' words.
@pytest.mark.parametrize(("message", "russian"), [
    ("round 4 of shift 2 is open", "раунд 4 смены 2: не завершён"),
    ("slip 3 is completed", "квитанция 3: завершена"),
    ("slip 3 is received", "квитанция 3: принята"),
    ("hourly: at least one chip", "ежечасный пересчёт: хотя бы одна фишка"),
    ("credit: at least one chip", "возврат: хотя бы одна фишка"),
    ("reason: a refusal needs a reason", "причина: отклонение — нужна причина"),
    ("a dealer may not approve; only: pit boss", "дилер не может: утверждать выплаты; только: пит-босс"),
    ("a dealer may not edit house rules; only: pit boss", "дилер не может: менять правила казино; только: пит-босс"),
    ("a dealer may not request slip; only: pit boss",
     "дилер не может: запрашивать пополнение или возврат; только: пит-босс"),
    ("a trainee may not buy in; only: dealer", "стажёр не может: записывать покупку фишек; только: дилер"),
    ("a Russian Poker round is in progress at this table: finish it, or a pit boss voids it",
     "за этим столом идёт раунд русского покера: завершите его, или пит-босс его аннулирует"),
    ("no Russian Roulette hand 3", "нет раздачи русской рулетки 3"),
    ("explanation: write what happened", "объяснение: напишите, что произошло"),
    ("note: at most 500 characters", "примечание: не больше 500 символов"),
    ("hand 3 is not over: seat 2 is to act", "раздача 3 не завершена: ход за местом 2"),
    ("no house-rules version 9", "нет версии правил казино 9"),
    ("no chip set is configured: the house sets its denominations first",
     "набор фишек не настроен: сначала казино задаёт номиналы"),
    ("no fill or credit slip 5", "нет квитанции пополнения или возврата 5"),
    ("kind: fill or credit, not bonus", "вид: пополнение или возврат, а не bonus"),
    ("round 5 holds nothing for approval", "в раунде 5 нечего утверждать"),
    ("round 5 is already approved as it stands", "раунд 5 уже утверждён в текущем виде"),
    ("seat 3: folded; a folded hand is never shown", "место 3: пас; карты спасовавшего игрока не показываются"),
    ("seat 3: hole cards are shown at the showdown; round 2 is being bet",
     "место 3: закрытые карты показываются на вскрытии; идёт раунд торговли 2"),
    ("seat 3: no showdown: seat 1 won when every other player folded",
     "место 3: вскрытия нет: место 1 выиграло, когда все остальные спасовали"),
    ("the paper round holds payouts for approval: another pit boss (not the one entering it) approves them",
     "бумажный раунд ждёт утверждения выплат: их утверждает другой пит-босс (не тот, кто его вносит)"),
    ("pat prepared the paper round; another pit boss must approve it",
     "бумажный раунд подготовлен пользователем pat; утвердить его должен другой пит-босс"),
    ("pat is signed in on this station; sign them out first",
     "пользователь pat уже вошёл на этом рабочем месте; сначала выполните выход"),
    ("table T1 is being dealt at station pc-2 (host1, process 7) since 10:41; a live hold is never taken over",
     "за столом T1 идёт игра: рабочее место pc-2 (host1, процесс 7) с 10:41; живую игру не перехватывают"),
    # the store's and the commands' lines (dealer_app.wording.store_errors, cli_errors)
    ("table T1 is held by station pc-2 (process 7) since 10:41, which no longer answers; a pit boss may take it over "
     "(--take-over)",
     "стол T1 занят: рабочее место pc-2 (процесс 7) с 10:41; это рабочее место больше не отвечает; пит-босс может "
     "перехватить стол (--take-over)"),
    ("round 4 of shift 2 changed meanwhile: it has 7 entries, this station saw 5 (another station or process is "
     "entering it); nothing was recorded",
     "раунд 4 смены 2 изменился за это время: в нём записей: 7, это рабочее место видело 5 (его вносит другое рабочее "
     "место или процесс); ничего не записано"),
    ("no round fits level 3 under these house rules (round 4)",
     "ни один раунд не подходит для уровня 3 по этим правилам казино (раунд 4)"),
])
def test_the_floor_terms(message: str, russian: str) -> None:
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
