"""The reports' words, one catalogue per language.

English is the source: every heading, table column, label and sentence of the
shift report, the round slip and the progress report is written in English in
the layout code and looked up here for another language (``{name}`` fields are
filled in after the lookup). Hand categories and explanation lines come from
``dealer_app.wording.explanations``; money, dates and numbers from babel/CLDR
(:class:`Words` holds the one number and date format of a report).

>>> w = Words("ru")
>>> w("Round slip — round {n}", n=3), w.number(12345), w("Dealer")
('Квитанция раунда — раунд 3', '12\\xa0345', 'Дилер')
>>> Words("en").number(12345)
'12,345'
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, tzinfo

from babel.dates import format_datetime
from babel.numbers import format_decimal

from dealer_app.wording.explanations import category_text, plural
from rules.hands import Category

__all__ = ["RU", "Words"]


class Words:
    """The words, numbers and dates of one report in ``lang`` (``en`` or ``ru``)."""

    __slots__ = ("lang",)

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in ("en", "ru") else "en"

    def __call__(self, text: str, **kw: object) -> str:
        """``text`` in this language, with ``{name}`` filled in."""
        out = RU.get(text, text) if self.lang == "ru" else text
        return out.format(**kw) if kw else out

    def number(self, n: int) -> str:
        """A whole number with the language's grouping (``12,345``, ``12 345``)."""
        return f"{n:,}" if self.lang == "en" else format_decimal(n, locale="ru_RU")

    def decimal(self, x: float, digits: int = 1) -> str:
        """A number with ``digits`` decimals (``86.5``, ``86,5``)."""
        text = f"{x:.{digits}f}"
        return text if self.lang == "en" else text.replace(".", ",")

    def plural(self, n: int, forms: Sequence[str]) -> str:
        """The noun form for ``n`` (English (one, other), Russian (one, few, many))."""
        return plural(n, self.lang, forms)

    def category(self, category: Category | None) -> str:
        return category_text(category, self.lang)

    def when(self, at: datetime | None, tz: tzinfo, *, seconds: bool = False) -> str:
        """A local date and time: ``2026-03-01 14:05`` in English (as always printed),
        the CLDR short form in Russian (``01.03.2026, 14:05``)."""
        if at is None:
            return "—"
        local = at.astimezone(tz)
        if self.lang == "en":
            return local.strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M")
        return format_datetime(local, "dd.MM.y, HH:mm:ss" if seconds else "dd.MM.y, HH:mm", locale="ru_RU")


RU: dict[str, str] = {
    # the page chrome
    "Page {n} of {total}": "Стр. {n} из {total}",
    "audit entries {entries} · chain head {head}…": "записей журнала: {entries} · вершина цепочки {head}…",
    "no audit anchor": "нет якоря аудита",
    "Table {table}": "Стол {table}",
    "Shift {shift}": "Смена {shift}",
    "SIMULATED": "СИМУЛЯЦИЯ",
    # the round slip
    "Round slip": "Квитанция раунда",
    "Round slip — round {n}": "Квитанция раунда — раунд {n}",
    "Round {n} (id {id})": "Раунд {n} (id {id})",
    "Dealer Assistant · shift {shift} · round {n} · times in {tz}":
        "Dealer Assistant · смена {shift} · раунд {n} · время: {tz}",
    "VOIDED by {by}: {reason} This round counts nothing.": "АННУЛИРОВАН ({by}): {reason} Раунд ни во что не засчитан.",
    "FLOOR RULING: the ruled figure replaces the computed one (see below).":
        "РЕШЕНИЕ ПИТ-БОССА: его сумма заменяет расчётную (см. ниже).",
    "SIMULATED — played by the simulator, not at a live table.": "СИМУЛЯЦИЯ — сыграно симулятором, не за живым столом.",
    "computed {amount}": "расчёт {amount}",
    "Round": "Раунд",
    "Started": "Начат",
    "Settled": "Рассчитан",
    "Dealer": "Дилер",
    "House rules": "Правила заведения",
    "Jackpot meter": "Счётчик джекпота",
    "Handle": "Оборот ставок",
    "House result": "Результат заведения",
    "Dealer's hand": "Рука дилера",
    "Every box folded: the dealer's hand was never turned.": "Все боксы сбросили карты: карты дилера не открывались.",
    "game": "игра",
    "no game": "нет игры",
    "As dealt": "На раздаче",
    "out {out}, in {into}": "сброшена {out}, взята {into}",
    " (same-rank redraw)": " (повторная замена: карта того же достоинства)",
    "Game bought": "Куплена игра",
    "Final": "Итоговая",
    "dark box": "бокс втёмную",
    "dealt {cards}": "раздача {cards}",
    "dealt: not shown": "раздача: не показана",
    "exchange {n}: out {out}, in {into}": "обмен {n}: сброшены {out}, взяты {into}",
    "exchange {n} {cards} (cards not seen)": "обмен {n} {cards} (карты не видны)",
    "sixth card {card}": "шестая карта {card}",
    "sixth card bought (not seen)": "шестая карта куплена (не видна)",
    "showdown {cards}": "вскрытие {cards}",
    "plays": "играет",
    "(from the entries)": "(по записям)",
    "decision: {decision}": "решение: {decision}",
    "bet": "ставка",
    "fold": "сброс",
    "took the Ante": "взял анте",
    "bought a game": "купил игру",
    "hand not shown": "рука не показана",
    "hand 2: {hand}": "рука 2: {hand}",
    "bonus: {hand}": "бонус: {hand}",
    "win": "выигрыш",
    "lose": "проигрыш",
    "push": "ничья",
    " (bought game)": " (куплена игра)",
    "Ante": "Анте",
    "Bet": "Ставка",
    "Bonus": "Бонус",
    "Insurance": "Страховка",
    "Fees": "Плата",
    "of which jackpot {amount}": "в т. ч. джекпот {amount}",
    "capped −{amount}": "ограничено −{amount}",
    "Boxes": "Боксы",
    "No box played.": "Ни один бокс не играл.",
    "Box": "Бокс",
    "Cards as recorded": "Карты по записям",
    "Hands": "Руки",
    "Stakes": "Ставки",
    "Results": "Результаты",
    "Net": "Итог",
    "void: counts nothing": "аннулирован: не засчитан",
    "ruled; computed {amount}": "решение; расчёт {amount}",
    "Approvals and refusals": "Одобрения и отказы",
    "Time": "Время",
    "What": "Что",
    "Amount": "Сумма",
    "Prepared by": "Подготовил",
    "Decided by": "Решил",
    "Decision": "Решение",
    "Reason": "Причина",
    "approved": "одобрено",
    "refused": "отказано",
    "large payout": "крупная выплата",
    "jackpot share": "доля джекпота",
    "void": "аннулирование",
    "floor ruling": "решение пит-босса",
    "meter adjustment": "корректировка счётчика",
    "other": "другое",
    "Voids and floor rulings": "Аннулирования и решения пит-босса",
    "Kind": "Вид",
    "Computed": "Расчёт",
    "Effective": "Действует",
    "By": "Кто",
    "Approved by": "Одобрил",
    "Approved": "Одобрено",
    "Why": "Почему",
    "{amount} (house)": "{amount} (заведение)",
    "not in force": "не действует",
    "Net amounts are from the player's side. The computed settlement stays in the log unchanged.":
        "Итоги — со стороны игрока. Расчёт движка остаётся в журнале без изменений.",
    "Signature, name and time": "Подпись, имя и время",
    "Pit boss": "Пит-босс",
    "Check this slip's audit anchor: {command}": "Проверка якоря аудита этой квитанции: {command}",
}
