"""The Russian review (issue 15, item 3): one casino-floor term per concept across the
app's catalogue, the reports and the wording modules, and sentences that agree.

Each forbidden word below is a second name for a concept that already has its floor
term: «казино» (not «заведение»), «втёмную» (one word), «утвердить»/«отклонить» (not
«одобрить»/«отказать»), «пас» (not «сброс» for a fold), «пополнение»/«возврат» (not
«филл»/«кредит» on screens), «занятие» (not «сессия»), «карточка раунда» (the round
slip; «квитанция» is the cage's fill and credit slip), «рабочее место» (not «станция»),
«возврат» for a credit slip (not «изъятие»), «ежечасный пересчёт» (not «почасовой»),
«покупка фишек» (not «обмен денег на фишки»: «обмен» is the card exchange), and the
game names in lower case inside a sentence («раунд русского покера»).

The wording modules scanned are every module of ``dealer_app.wording`` that holds
Russian: the explanations and problems, the training, the services' refusals
(``errors``), ``audit verify`` (``audit``), the store's errors and the commands' own
lines (``cli_errors``) and their ``--help`` (``cli_help``)."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dealer_app.wording import (
    audit,
    catalogue_ru,
    cli_errors,
    cli_help,
    common,
    errors,
    explanations,
    foreign,
    player_lines,
    problems,
    roulette_problems,
    training,
)
from dealer_app.wording.roulette_problems import roulette_problem_text
from reports.words import RU, Words
from rules.roulette import ActionKind
from rules.roulette.problem_codes import RouletteCode, RouletteProblem

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "ui" / "translations" / "dealer_ru.ts"

FORBIDDEN = {
    r"заведени": "«казино»",
    r"в тёмную": "«втёмную»",
    r"одобр|Одобр": "«утвердить»",
    r"\bОтказать\b": "«Отклонить»",
    r"\bсесси|\bСесси|СЕССИ": "«занятие»",
    r"Филл|Кредиты": "«пополнения», «возвраты» (the jargon only in brackets after them)",
    r"Квитанция раунда": "«Карточка раунда»",
    r"ВОШЁЛ|\(вошёл": "a gendered past form",
    r"[Сс]танци|СТАНЦИ": "«рабочее место»",
    r"[Ии]зъяти": "«возврат» (a credit slip)",
    r"[Пп]очасов": "«ежечасный»",
    r"обмен денег": "«покупка фишек»",
    r"[а-яё,]\s+Русск(?:ого|ой|ому|ую)\s": "the game's name in lower case inside a sentence («русского покера»)",
    # issue 26: the leftovers a Russian user met
    r"(?<!на )(?<![А-Яа-яЁё])[Рр]ук(?:а|и|у|е|ой|ою|ам|ами|ах)(?![А-Яа-яЁё])":
        "«комбинация» for a hand's combination, «карты дилера» for the dealer's hand (only hole cards are «на руке»)",
    r"Кто подготовил|[Пп]одготовка: %": "«Кто ввёл» (who entered it), «Кто запросил» (who asked)",
    r"Страх\.|НЕДЕЙСТВ\.|АННУЛ\.|аннул\.|[Мм]акс\.|[Мм]ин\.|напр\.|[Фф]акт\.|[Тт]еор\.|фикс\.|т\. ч\.|Стр\. |Ср\. |Блок\.":
        "a whole word, not an abbreviation",
    r"Сохранено %1": "a whole phrase: «✓ раунд 1 сохранён», never «Сохранено раунд 1 сохранён»",
    r"от «%1»": "no quoted name after a preposition («Страховка от «Тройка»»): «%1 и старше»",
    r"^(?:Решение|РЕШЕНИЕ)$|[Рр]ешени[еяю] бокса|РЕШЕНИЕ(?! ПИТ-БОССА)|\(решение\)|^решение;":
        "«решение пит-босса» for a floor ruling, «ход бокса» for play or fold, «ответ пит-босса» for an approval",
}

# «удержано» is what the payout cap keeps back; a payout waiting for a signature «ждёт подписи»
WITHHELD = r"[Уу]держан|УДЕРЖАН"
CAP = r"лимит|ЛИМИТ|максимальн"

WORDING_MODULES = (common, explanations, problems, roulette_problems, training, errors, audit, cli_errors,
                   foreign, cli_help, player_lines, catalogue_ru)


def _translations() -> list[tuple[str, str]]:
    out = []
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        out.extend((source, form) for form in forms)
    return out


def _module_russian() -> list[str]:
    """Every string constant with Russian in it (f-strings' literal parts and the
    commands' multi-line usage too) of the wording modules."""
    texts = []
    for module in WORDING_MODULES:
        tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
        texts.extend(node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
                     and isinstance(node.value, str) and re.search(r"[А-Яа-яЁё]", node.value))
    return texts


@pytest.mark.parametrize("pattern", list(FORBIDDEN))
def test_one_floor_term_per_concept(pattern: str) -> None:
    found = [f"{src!r} -> {text!r}" for src, text in _translations() if re.search(pattern, text)]
    found += [f"reports: {k!r} -> {v!r}" for k, v in RU.items() if re.search(pattern, v)]
    found += [f"wording: {t!r}" for t in _module_russian() if re.search(pattern, t)]
    assert found == [], f"use {FORBIDDEN[pattern]}: {found}"


def test_a_fold_is_a_pas_in_the_reports() -> None:
    w = Words("ru")
    assert w("fold") == "пас" and w("won by folds") == "все спасовали"


def test_an_action_not_allowed_agrees_whatever_its_gender() -> None:
    why = RouletteProblem.of("", RouletteCode.RAISE_CAP_REACHED, cap=3)
    bet = RouletteProblem.of("round 2 action 1: seat 3", RouletteCode.NOT_ALLOWED, kind=ActionKind.BET, why=why)
    text = roulette_problem_text(bet, "ru")
    assert "действие «ставка» невозможно: " in text, text
    assert "ставка невозможен" not in text


def test_withheld_is_only_the_cap_s() -> None:
    texts = [t for _, t in _translations()] + list(RU.values()) + _module_russian()
    found = [t for t in texts if re.search(WITHHELD, t) and not re.search(CAP, t)]
    assert found == [], f"«удержано» is the cap's; a payout waiting for a pit boss «ждёт подписи»: {found}"


def test_the_ranks_are_named() -> None:
    from dealer_app.wording.explanations import explanation_text
    from rules.cards import Rank
    from rules.hands import Category
    from rules.poker.explain import Explanation, Loses, Wins

    e = Explanation("EUR", (Wins(1, Category.ONE_PAIR, Category.ONE_PAIR, False, Rank.QUEEN, Rank.EIGHT),
                            Loses(2, Category.STRAIGHT, Category.FOUR_OF_A_KIND, True, 100, 200, Rank.TEN, Rank.ACE)))
    first, second = explanation_text(e, "ru")
    assert first == "Бокс 1 выигрывает: у бокса — пара дам, у дилера — пара восьмёрок."
    assert "каре тузов" in second and "стрит до десятки" in second


def test_an_unnamed_casino_and_the_standard_profile_in_the_report_s_words() -> None:
    w = Words("ru")
    assert w.casino("Casino") == "Казино" and w.casino("") == "Казино" and w.casino("Casino Lumière") == "Casino Lumière"
    assert w.profile("default") == "основные" and Words("en").profile("default") == "standard"
