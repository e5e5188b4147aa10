"""The Russian review (issue 15, item 3): one casino-floor term per concept across the
app's catalogue, the reports and the wording modules, and sentences that agree.

Each forbidden word below is a second name for a concept that already has its floor
term: «казино» (not «заведение»), «втёмную» (one word), «утвердить»/«отклонить» (not
«одобрить»/«отказать»), «пас» (not «сброс» for a fold), «пополнение»/«возврат» (not
«филл»/«кредит» on screens), «занятие» (not «сессия»), «карточка раунда» (the round
slip; «квитанция» is the cage's fill and credit slip)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dealer_app.wording import explanations, problems, roulette_problems, training
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
}


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
    texts = []
    for module in (explanations, problems, roulette_problems, training):
        source = Path(module.__file__ or "").read_text(encoding="utf-8")
        texts.extend(re.findall(r"[\"']([^\"'\n]*[А-Яа-яЁё][^\"'\n]*)[\"']", source))
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
