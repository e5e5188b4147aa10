"""The reports' words, one catalogue per language.

English is the source: every heading, table column, label and sentence of the
shift report, the round slip and the progress report is written in English in
the layout code and looked up here for another language (``{name}`` fields are
filled in after the lookup). Hand categories and explanation lines come from
``dealer_app.wording.explanations``; money, dates and numbers from babel/CLDR
(:class:`Words` holds the one number and date format of a report).

>>> w = Words("ru")
>>> w("Round slip — round {n}", n=3), w.number(12345), w("Dealer")
('Карточка раунда — раунд 3', '12\\xa0345', 'Дилер')
>>> Words("en").number(12345)
'12,345'
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, tzinfo

from babel.dates import format_date, format_datetime, format_time
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
        """``text`` in this language, with ``{name}`` filled in; a ``col:`` key is a narrow
        table column's heading (the English without the prefix)."""
        english = text.removeprefix("col:")
        out = RU.get(text, RU.get(english, english)) if self.lang == "ru" else english
        return out.format(**kw) if kw else out

    def table(self, name: str) -> str:
        """A table's heading: ``Table RP-1``; a name that already says so (``Table 1``, «Стол 1»)
        is printed as it is, never ``Table Table 1``."""
        first = name.split(maxsplit=1)[0].casefold() if name.strip() else ""
        return name if first in ("table", "стол") else self("Table {table}", table=name)

    def casino(self, name: str) -> str:
        """The casino's name as printed: an unnamed casino (the settings' default name, or
        none) is «Казино» in Russian, never the English default."""
        from dealer_app.services.common import Settings

        unnamed = not name.strip() or name == Settings().casino_name
        return self("Casino") if unnamed else name

    def profile(self, name: str) -> str:
        """A house profile as printed: the house's own profile is "standard" («основные»),
        never its stored name ``default``."""
        from dealer_app.services.house import DEFAULT_PROFILE

        return self("standard") if name == DEFAULT_PROFILE else name

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

    def day(self, day: date) -> str:
        """A date: ``2026-03-01`` in English (as always printed), CLDR's short date in Russian."""
        return day.isoformat() if self.lang == "en" else format_date(day, "short", locale="ru_RU")

    def when(self, at: datetime | None, tz: tzinfo, *, seconds: bool = False) -> str:
        """A local date and time: ``2026-03-01 14:05`` in English (as always printed),
        the CLDR short form in Russian (``01.03.2026, 14:05``)."""
        if at is None:
            return "—"
        local = at.astimezone(tz)
        if self.lang == "en":
            return local.strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M")
        if seconds:  # CLDR's short date with its medium time
            return f"{format_date(local, 'short', locale='ru_RU')}, {format_time(local, 'medium', locale='ru_RU')}"
        return format_datetime(local, "short", locale="ru_RU")


RU: dict[str, str] = {
    # the page chrome
    "Page {n} of {total}": "Страница {n} из {total}",
    "audit entries {entries} · chain head {head}…": "записей журнала: {entries} · вершина цепочки {head}…",
    "no audit anchor": "нет якоря аудита",
    "Table {table}": "Стол {table}",
    "corrected by {who}: {why}": "исправлено, кто: {who}: {why}",
    "Shift {shift}": "Смена {shift}",
    "SIMULATED": "СИМУЛЯЦИЯ",
    # the round slip
    "Round slip": "Карточка раунда",
    "Round slip — round {n}": "Карточка раунда — раунд {n}",
    "Round {n} (id {id})": "Раунд {n} (код {id})",
    "(id {id})": "(код {id})",
    "Dealer Assistant · shift {shift} · round {n} · times in {tz}":
        "Dealer Assistant · смена {shift} · раунд {n} · время: {tz}",
    "VOIDED by {by}: {reason} This round counts nothing.": "АННУЛИРОВАН ({by}): {reason} Раунд не учитывается.",
    "FLOOR RULING: the ruled figure replaces the computed one (see below).":
        "РЕШЕНИЕ ПИТ-БОССА: его сумма заменяет расчётную (подробно ниже).",
    "SIMULATED — played by the simulator, not at a live table.": "СИМУЛЯЦИЯ — сыграно симулятором, не за живым столом.",
    "computed {amount}": "расчёт {amount}",
    "Round": "Раунд",
    "Started": "Начат",
    "Settled": "Рассчитан",
    "Dealer": "Дилер",
    "House rules": "Правила казино",
    "Jackpot meter": "Счётчик джекпота",
    "Handle": "Оборот ставок",
    "House result": "Результат казино",
    "Dealer's hand": "Карты дилера",
    "Every box folded: the dealer's hand was never turned.": "Все боксы спасовали: карты дилера не открывались.",
    "game": "игра",
    "no game": "нет игры",
    "As dealt": "При сдаче",
    "out {out}, in {into}": "изъята {out}, сдана {into}",
    " (same-rank redraw)": " (повторная замена: карта того же достоинства)",
    "Game bought": "Куплена игра",
    "Final": "Итоговая",
    "dark box": "бокс втёмную",
    "dealt {cards}": "сдано {cards}",
    "dealt: not shown": "сдано: не показано",
    "exchange {n}: out {out}, in {into}": "обмен {n}: сброшены {out}, взяты {into}",
    "exchange {n} {cards} (cards not seen)": "обмен {n} {cards} (карты не видны)",
    "sixth card {card}": "шестая карта {card}",
    "sixth card bought (not seen)": "шестая карта куплена (не видна)",
    "showdown {cards}": "вскрытие {cards}",
    "plays": "играет",
    "(from the entries)": "(по записям)",
    "decision: {decision}": "ход: {decision}",
    "bet": "ставка",
    "fold": "пас",
    "took the Ante": "взял анте",
    "bought a game": "купил игру",
    "hand not shown": "комбинация не показана",
    "hand 2: {hand}": "комбинация 2: {hand}",
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
    "of which jackpot {amount}": "в том числе джекпот {amount}",
    "capped −{amount}": "лимит −{amount}",
    "Boxes": "Боксы",
    "No box played.": "Ни один бокс не играл.",
    "Box": "Бокс",
    "Cards as recorded": "Карты по записям",
    "Hands": "Комбинации",
    "Stakes": "Ставки",
    "Results": "Результаты",
    "Net": "Итог",
    "void: counts nothing": "аннулирован: не учитывается",
    "ruled; computed {amount}": "решение пит-босса; расчёт {amount}",
    "Approvals and refusals": "Утверждения и отклонения",
    "Time": "Время",
    "What": "Что",
    "Amount": "Сумма",
    "Prepared by": "Кто ввёл",
    "Decided by": "Кто ответил",
    "Decision": "Ответ пит-босса",
    "Reason": "Причина",
    "approved": "утверждено",
    "refused": "отклонено",
    "large payout": "крупная выплата",
    "jackpot share": "доля джекпота",
    "void": "аннулирование",
    "floor ruling": "решение пит-босса",
    "meter adjustment": "корректировка счётчика",
    "other": "другое",
    "Voids and floor rulings": "Аннулирования и решения пит-босса",
    "Kind": "Вид",
    "Computed": "Расчёт",
    "Effective": "Фактически",
    "By": "Кто",
    "Approved by": "Кто утвердил",
    "Approved": "Утверждено",
    "Why": "Почему",
    "{amount} (house)": "{amount} (казино)",
    "not in force": "не действует",
    "Net amounts are from the player's side. The computed settlement stays in the log unchanged.":
        "Итоги — со стороны игрока. Расчёт движка остаётся в журнале без изменений.",
    "Signature, name and time": "Подпись, имя и время",
    "Pit boss": "Пит-босс",
    "Check this slip's audit anchor: {command}": "Проверка якоря аудита этой карточки: {command}",
    # the shift report
    "Russian Poker shift report": "Отчёт смены, русский покер",
    "Shift report": "Отчёт смены",
    "Shift report — Russian Poker": "Отчёт смены — русский покер",
    "Dealer Assistant · shift {shift} · as of {when} ({tz})": "Dealer Assistant · смена {shift} · на {when} ({tz})",
    "SIMULATED SHIFT — played by the simulator, not at a live table. Not for the count room.":
        "СИМУЛИРОВАННАЯ СМЕНА — сыграна симулятором, не за живым столом. Не для счётной комнаты.",
    "SHIFT STILL OPEN — figures as of {when}; not final.": "СМЕНА ЕЩЁ ОТКРЫТА — цифры на {when}; не окончательные.",
    "{n} round(s) begun and not settled: not counted anywhere in this report.":
        "Начатых и не рассчитанных раундов: {n}; в этом отчёте они нигде не учтены.",
    "close": "закрытие",
    "rounds {first}–{last}": "раунды {first}–{last}",
    "no rounds": "нет раундов",
    "Ante {low}–{high}": "анте {low}–{high}",
    "max payout {amount}": "максимальная выплата {amount}",
    "jackpot contribution {percent}%": "отчисление в джекпот {percent}\u00a0%",
    "Casino": "Казино",
    "standard": "основные",
    "Table": "Стол",
    "Shift": "Смена",
    "Gaming day": "Игровой день",
    "Opened": "Открыта",
    "Closed": "Закрыта",
    "still open": "ещё открыта",
    "Time zone": "Часовой пояс",
    "Currency": "Валюта",
    "Dealers on duty": "Дилеры смены",
    "Pit bosses on duty": "Пит-боссы смены",
    "{n} voided": "аннулировано: {n}",
    "{n} ruled": "решений пит-босса: {n}",
    "{n} box-rounds": "бокс-раундов: {n}",
    "start {amount}": "в начале {amount}",
    "Rounds counted": "Учтено раундов",
    "Paid out": "Выплачено",
    "Jackpot meter at end": "Счётчик джекпота в конце",
    "Handle (staked)": "Оборот (поставлено)",
    "Paid to players": "Выплачено игрокам",
    "Taken from players": "Взято у игроков",
    "Antes": "Анте",
    "Bets": "Ставки",
    "Bonus (fixed odds)": "Бонус (фиксированные коэффициенты)",
    "Fees (exchange, 6th card, buy)": "Плата (обмен, 6-я карта, покупка)",
    "Jackpot shares (from the meter)": "Доли джекпота (из счётчика)",
    "Withheld by the payout cap": "Удержано лимитом выплаты",
    "{kind}: paid {paid} after the cap; {won} before it, {withheld} withheld.":
        "{kind}: выплачено {paid} с учётом лимита; до лимита {won}, удержано {withheld}.",
    "Floor rulings change what was paid by {amount} (ruled − computed).":
        "Решения пит-босса меняют выплаченное на {amount} (решение − расчёт).",
    "{n} voided rounds count nothing: what they paid as computed is not in the figures above (the computed figure "
    "is beneath each in red).":
        "Аннулированные раунды ({n}) не учитываются: их выплаты по расчёту не входят в суммы выше (расчётная "
        "сумма — под каждой красным).",
    "paid as computed {amount}": "выплата по расчёту {amount}",
    "Floor rulings (ruled − computed)": "Решения пит-босса (решение − расчёт)",
    "Total": "Итого",
    "{n} rounds counted of {settled} settled": "Учтено раундов: {n} из {settled} рассчитанных",
    "; {n} voided (counted as nothing)": "; аннулировано: {n} (не учитываются)",
    "; {n} with a floor ruling (the ruled figure replaces the computed one)":
        "; с решением пит-босса: {n} (сумма решения заменяет расчётную)",
    "House result = taken − paid, per kind; the total equals −Σ net of every box counted. Where a void or ruling "
    "changes a figure, the computed figure is printed beneath it in {red}.":
        "Результат казино = взято − выплачено, по видам; итог равен −Σ итогов всех учтённых боксов. Где "
        "аннулирование или решение пит-босса меняет сумму, расчётная сумма напечатана под ней {red}.",
    "red": "красным",
    "Money by kind": "Деньги по видам",
    "Contributions": "Отчисления",
    "Shares paid": "Выплачено долей",
    "Adjustments": "Корректировки",
    "Other tables": "Другие столы",
    "Meter at start": "Счётчик в начале",
    "Meter at end": "Счётчик в конце",
    "No movement: the meter stood at {amount} all shift.": "Без движения: счётчик всю смену стоял на {amount}.",
    "Movement": "Движение",
    "Meter after": "Счётчик после",
    "contribution": "отчисление",
    "share paid": "выплата доли",
    "adjustment": "корректировка",
    "other tables": "другие столы",
    "Every change of the meter in the shift, in order: contributions from bonus stakes, shares paid on jackpot "
    "hands, and signed adjustments by a pit boss.":
        "Каждое изменение счётчика за смену по порядку: отчисления со ставок бонуса, выплаченные доли за джекпотные "
        "комбинации и подписанные корректировки пит-босса.",
    "Capped payouts": "Выплаты, ограниченные лимитом",
    "No box's winnings reached the maximum-payout cap this shift.":
        "За смену выигрыш ни одного бокса не достиг лимита максимальной выплаты.",
    "Hand": "Комбинация",
    "col:Hand": "Раздача",
    "Withheld": "Удержано лимитом",
    "Counted": "Учтено",
    "yes": "да",
    "no — round voided": "нет — раунд аннулирован",
    "Total withheld: {amount}": "Всего удержано лимитом: {amount}",
    " (computed {amount}, including voided rounds)": " (расчёт {amount}, с аннулированными раундами)",
    "No payout, jackpot share, void, ruling or meter adjustment needed a pit boss's approval this shift.":
        "За смену ни выплата, ни доля джекпота, ни аннулирование, ни решение пит-босса, ни корректировка счётчика не требовали "
        "утверждения пит-босса.",
    "{approved} approved, {refused} refused: large payouts and jackpot shares held for a pit boss who did not "
    "prepare them.":
        "Утверждено: {approved}, отклонено: {refused}; крупные выплаты и доли джекпота ждут подписи пит-босса, "
        "который их не вводил.",
    "No round was voided and no floor ruling was made this shift.":
        "За смену ни один раунд не аннулирован и решений пит-босса не было.",
    "Figure": "Сумма",
    "house result of the round": "результат казино в раунде",
    "round never settled (misdeal)": "раунд не рассчитан (ошибка сдачи)",
    "box {box} net (player's side)": "итог бокса {box} (со стороны игрока)",
    "round net (player's side)": "итог раунда (со стороны игрока)",
    "superseded: the entries were corrected after it": "устарело: записи исправлены после него",
    "round voided later": "раунд позже аннулирован",
    "Net amounts are from the player's side. A void and a ruling are new entries in the audit log pointing at the "
    "original round, with who and why; the computed settlement is kept unchanged.":
        "Итоги — со стороны игрока. Аннулирование и решение пит-босса — новые записи журнала аудита со ссылкой на "
        "исходный раунд, с указанием кто и почему; расчёт движка остаётся без изменений.",
    "Rounds played": "Сыграно раундов",
    "Capped": "Лимит",
    "Jackpot shares": "Доли джекпота",
    "All": "Все",
    "Voided rounds are not counted; a box's ruled figure replaces its computed one.":
        "Аннулированные раунды не учитываются; сумма решения пит-босса заменяет расчётную сумму бокса.",
    "Russian Roulette hands": "Раздачи русской рулетки",
    "{n} {hands} completed, {pots} in the pots": "Завершено раздач: {n}, в банках {pots}",
    "{folds} won when every other player folded, {splits} with a split pot":
        "выиграно после паса всех остальных: {folds}, с разделённым банком: {splits}",
    "{n} begun and not completed (not counted)": "начато и не завершено: {n} (не учитываются)",
    "Russian Roulette pots are played between the players and do not enter the house figures above. Pots, winners "
    "and splits are the engine's, from the recorded hand; odd chips of a split go one at a time from the button's "
    "left.":
        "Банки русской рулетки разыгрываются между игроками и не входят в цифры казино выше. Банки, победители и "
        "раздел — расчёт движка по записанной раздаче; нечётные фишки при разделе идут по одной, начиная слева от "
        "баттона.",
    "Game": "Игра",
    "Players": "Игроки",
    "Pot": "Банк",
    "Winner and split": "Победитель и раздел",
    "Winning hand": "Выигравшая комбинация",
    "no blinds": "без блайндов",
    " · ante {amount}": " · анте {amount}",
    "VOID by {by}: {reason}": "АННУЛИРОВАНО ({by}): {reason}",
    "VOID: {reason}": "АННУЛИРОВАНО: {reason}",
    "unfinished: not counted": "не завершена: не учитывается",
    "main": "основной",
    "side {k}": "побочный {k}",
    "seat {seat}": "место {seat}",
    "split {seats}": "раздел: {seats}",
    "seat {seat} takes {amount}": "место {seat} получает {amount}",
    "won by folds": "все спасовали",
    "Cumulative house result after each round (effective).":
        "Накопленный результат казино после каждого раунда (фактический).",
    " The dashed {red} line is the computed result, before voids and rulings.":
        " Пунктирная {red} линия — расчётный результат до аннулирований и решений пит-босса.",
    "House result over the shift": "Результат казино за смену",
    "No settled rounds.": "Нет рассчитанных раундов.",
    "round number": "номер раунда",
    "Audit log at shift close": "Журнал аудита при закрытии смены",
    "{n} entries, as of {when}": "записей: {n}, на {when}",
    "Chain head": "Вершина цепочки",
    "Key id": "Идентификатор ключа",
    "Check it": "Проверка",
    "Anyone can check that the log still holds this anchor (not rolled back, cut or re-signed):":
        "Любой может проверить, что журнал по-прежнему содержит этот якорь (не откачен, не обрезан и не переподписан):",
    "Audit log": "Журнал аудита",
    "no audit anchor recorded for this shift": "для этой смены якорь аудита не записан",
    "on duty: {names}": "в смене: {names}",
    "Signature": "Подпись",
    "Name (print)": "Имя (печатными буквами)",
    "Date and time": "Дата и время",
    "We have checked the figures above against the table and agree them. The round-by-round listing that follows "
    "is part of this report.":
        "Мы сверили приведённые выше цифры со столом и согласны с ними. Следующий далее список раундов — часть этого "
        "отчёта.",
    "Audit anchor and sign-off": "Якорь аудита и подписи",
    "Round-by-round listing": "Список раундов",
    "Every settled round of the shift in order. House result is the effective figure; {void} rounds count nothing "
    "and {ruled} rounds show the ruled figure, the computed one in the notes. Paid out is what the players were "
    "paid as the round stands: after the cap and any ruling, nothing for a void. The jackpot meter's every "
    "movement is listed under Jackpot meter.":
        "Все рассчитанные раунды смены по порядку. Результат казино — фактическая сумма; раунды с пометкой {void} "
        "не учитываются, раунды с пометкой {ruled} показывают сумму решения пит-босса, расчётная — в примечаниях. "
        "Выплачено — что получили игроки по итогу раунда: с учётом лимита и решения пит-босса, ноль при "
        "аннулировании. Каждое движение счётчика джекпота — в разделе «Счётчик джекпота».",
    "VOID": "АННУЛИРОВАН",
    "RULED": "РЕШЕНИЕ ПИТ-БОССА",
    "No round was settled in this shift.": "В этой смене не рассчитано ни одного раунда.",
    "#": "№",
    "Notes": "Примечания",
    "End of listing": "Конец списка",
    "{end} — {n} rounds; counted {counted}; house result {amount}.":
        "{end} — раундов: {n}; учтено: {counted}; результат казино {amount}.",
    "VOID; computed {amount}": "АННУЛИРОВАН; расчёт {amount}",
    "RULED; computed {amount}": "РЕШЕНИЕ ПИТ-БОССА; расчёт {amount}",
    "{n} approved": "утверждено: {n}",
    "{n} refused": "отклонено: {n}",
    "jackpot share {amount}": "доля джекпота {amount}",
    "no_game": "нет игры",
    # the table count section (a column's short heading: "col:" before the English)
    "Table count": "Учёт фишек стола",
    "Opener": "Открытие (фишки в лотке)",
    "Closer": "Закрытие (фишки в лотке)",
    "Fills": "Пополнения (филлы)",
    "Credits": "Возвраты в кассу (кредиты)",
    "Drop": "Дроп",
    "counted": "подсчитан",
    "estimated": "оценка по покупкам фишек",
    "Win": "Выигрыш стола",
    "Hold": "Холд",
    "Computed house result": "Расчётный результат раундов",
    "col:Computed": "Расчётный",
    "col:Opener chips": "Открытие, шт.",
    "col:Closer chips": "Закрытие, шт.",
    "col:No.": "№",
    "col:Fills": "Пополн.",
    "col:Credits": "Возвраты",
    "col:Buy-ins": "Покупки",
    "col:Win": "Выигрыш",
    "col:Cage": "Касса",
    "col:Requested by": "Запрос",
    "Variance": "Расхождение",
    "not counted yet": "ещё не подсчитан",
    "Denomination": "Номинал",
    "fill": "пополнение",
    "credit": "возврат",
    "Requested by": "Кто запросил",
    "Signed by": "Кто подписал",
    "Status": "Статус",
    "requested": "запрошена",
    "signed": "подписана",
    "received": "принята",
    "voided": "аннулирована",
    "Period": "Период",
    "open": "не закрыт",
    "counted by {a}, confirmed by {b}": "пересчёт: {a}, подтверждение: {b}",
    "counted by {a}": "пересчёт: {a}",
    "Cash buy-ins recorded: {n}, total {amount}.": "Записано покупок фишек за наличные: {n}, на сумму {amount}.",
    "The opener differs from the last closer at this table ({amount}) by {diff}.":
        "Открытие отличается от последнего закрытия на этом столе ({amount}) на {diff}.",
    "Drop counted by {who} at {when}; it differs from the recorded buy-ins by {diff}.":
        "Дроп подсчитан ({who}, {when}); он отличается от записанных покупок фишек на {diff}.",
    "Drop counted by {who} at {when}.": "Дроп подсчитан ({who}, {when}).",
    "The drop box has not been counted yet: the drop shown is the recorded buy-ins, and hold is shown once it is.":
        "Ящик дропа ещё не подсчитан: показан дроп по записанным покупкам фишек; холд появится после подсчёта.",
    "win = drop + (closer − opener) − fills + credits; hold = win / drop; variance = win − computed house result.":
        "выигрыш = дроп + (закрытие − открытие) − пополнения + возвраты; холд = выигрыш / дроп; "
        "расхождение = выигрыш − расчётный результат раундов.",
    "Jackpot shares are paid by the cage: they are not in the computed result.":
        "Доли джекпота выплачивает касса: в расчётный результат они не входят.",
    "Jackpot shares are paid from the tray: they are in the computed result.":
        "Доли джекпота выплачиваются из лотка: они входят в расчётный результат.",
    "By period (between tray counts; each period's drop and hold are from its recorded buy-ins)":
        "По периодам (между пересчётами лотка; дроп и холд периода — по записанным покупкам фишек)",
    "The variance of {amount} appeared between {start} and {end}. Its rounds (corrected ones first): {rounds}.":
        "Расхождение {amount} возникло между {start} и {end}. Раунды этого периода (сначала исправленные): {rounds}.",
    "VARIANCE BEYOND THE THRESHOLD ({threshold}): a pit boss's written explanation is needed before this report is signed.":
        "РАСХОЖДЕНИЕ ПРЕВЫШАЕТ ПОРОГ ({threshold}): до подписания отчёта нужно письменное объяснение пит-босса.",
    "Variance beyond the threshold ({threshold}), explained:": "Расхождение выше порога ({threshold}), объяснение:",
    "NOT READY FOR SIGNATURE: the table-count variance needs a pit boss's written explanation (dealer-app count explain).":
        "НЕ ГОТОВ К ПОДПИСИ: расхождение учёта фишек требует письменного объяснения пит-босса "
        "(dealer-app count explain).",
    "Slips not completed: {slips}.": "Незавершённые квитанции: {slips}.",
    "round {n}": "раунд {n}",
    "corrected": "исправлен",
    "The closer has not been counted yet: win and variance follow at the close.":
        "Закрытие ещё не подсчитано: выигрыш и расхождение появятся при закрытии смены.",
    # the fill and credit slips
    "Fill slip": "Квитанция пополнения (филл)",
    # the report command's progress lines (standard error)
    "{done}/{total} rounds read": "прочитано раундов: {done} из {total}",
    "page {n} laid out": "свёрстана страница {n}",
    "report: {line}": "отчёт: {line}",
    "{done} of {total} rounds listed": "в список внесено раундов: {done} из {total}",
    "wrote {out} (slip {slip} of shift {shift}, 1 page)": "записан {out} (квитанция {slip} смены {shift}, 1 страница)",
    "wrote {out} (round {n} of shift {shift}, 1 page)": "записан {out} (раунд {n} смены {shift}, 1 страница)",
    ", shift still open": ", смена ещё открыта",
    "wrote {out} (shift {shift}, {rounds} rounds, {pages} pages{state})":
        "записан {out} (смена {shift}, раундов: {rounds}, страниц: {pages}{state})",
    "Dealer Assistant · shift {shift} · slip {slip} · times in {tz}":
        "Dealer Assistant · смена {shift} · квитанция {slip} · время: {tz}",
    "Credit slip": "Квитанция возврата в кассу (кредит)",
    "Slip": "Квитанция",
    "Signed for the pit by": "Подпись пит-босса",
    "Received for the cage by": "Принято в кассе",
    "not yet": "ещё нет",
    "VOIDED": "АННУЛИРОВАНА",
    "COPY {n}": "КОПИЯ {n}",
    "printed again by {by}, {when}: {reason}": "напечатана повторно ({by}, {when}): {reason}",
    "Chips": "Фишек",
    "Cage / runner": "Касса / курьер",
    # narrow table columns
    "col:Boxes": "Боксов",
    "col:Handle": "Оборот",
    "col:Paid out": "Выплачено",
    "col:Capped": "Лимит",
    "col:House result": "Казино",
    "col:Rounds played": "Раундов",
    "col:Jackpot shares": "Джекпот",
    "col:Taken from players": "Взято",
    "col:Paid to players": "Выплачено",
    "col:Handle (staked)": "Поставлено",
    # the trainee progress report
    "Trainee progress report": "Отчёт о прогрессе стажёра",
    "Trainee progress": "Прогресс стажёра",
    "Trainee progress — {trainee}": "Прогресс стажёра — {trainee}",
    "as of {when}": "на {when}",
    "Dealer Assistant · trainee progress · {trainee}": "Dealer Assistant · прогресс стажёра · {trainee}",
    " · printed by {name}": " · печать: {name}",
    " · times in {tz}": " · время: {tz}",
    "{sessions} graded sessions, {runs} table-speed runs · figures from the engine's grading of every box "
    "(docs/TRAINING.md)":
        "оценённых занятий: {sessions}, заходов на скорость: {runs} · цифры — оценка движком каждого бокса",
    "Russian Poker settlement drills · as of {when}": "упражнения по расчёту русского покера · на {when}",
    "House rules trained on: {profile} ({currency}) · Ante {low} to {high} · Bet = {k} × Ante · maximum payout {cap}":
        "Правила казино для тренировки: {profile} ({currency}) · анте от {low} до {high} · ставка = {k} × анте · "
        "максимальная выплата {cap}",
    "Sessions": "Занятия",
    "Boxes settled": "Рассчитано боксов",
    "Accuracy": "Точность",
    "Speed": "Скорость",
    "Highest level": "Высший уровень",
    "Weak kinds": "Слабые места",
    "{n} exam(s)": "экзаменов: {n}",
    "{n} right": "верно: {n}",
    "all levels": "все уровни",
    "mean per box": "в среднем на бокс",
    "not started": "не начат",
    "mastered after {n} right in a row": "освоено после {n} верных подряд",
    "Accuracy and speed per level": "Точность и скорость по уровням",
    "Level": "Уровень",
    "What it teaches": "Чему учит",
    "Right": "Верно",
    "Mean time": "Среднее время",
    "Target": "Норматив",
    "{n} s": "{n} с",
    "s": " с",
    " (over)": " (выше норматива)",
    "L{n}": "У{n}",
    "Accuracy per level (% of boxes right)": "Точность по уровням (% верных боксов)",
    "Mean seconds per box (bar) against the target (tick)": "Среднее время на бокс, с (столбец) и норматив (черта)",
    "No graded sessions yet.": "Оценённых занятий пока нет.",
    "Over time": "Динамика",
    "Day": "День",
    "Levels": "Уровни",
    "Mean time per box": "Среднее время на бокс",
    "Accuracy per day, one line per level (%)": "Точность по дням, по линии на уровень (%)",
    "level {n}": "уровень {n}",
    "Mistakes by kind": "Ошибки по видам",
    "No box has tested a mistake kind yet.": "Ни один бокс пока не проверял вид ошибки.",
    "Per kind: how often the trainee made it, and the accuracy on the boxes whose figures that mistake would "
    "change. A kind is {weak} from a mistake until {n} such boxes in a row are right; practice drills are weighted "
    "towards weak kinds.":
        "По видам: сколько раз стажёр ошибся и точность на боксах, суммы которых эта ошибка изменила бы. Вид "
        "считается {weak} с ошибки и до {n} верных таких боксов подряд; тренировочные упражнения чаще дают слабые "
        "виды.",
    "weak": "слабым",
    "Made": "Ошибок",
    "Tested": "Проверено",
    "State": "Состояние",
    "The rule, stated right": "Верное правило",
    "WEAK ({n})": "СЛАБЫЙ ({n})",
    "mastered": "освоен",
    "Exams": "Экзамены",
    "Finished": "Завершено",
    "Exam": "Экзамен",
    "Score": "Результат",
    "Table speed (card entry on the practice table)": "Скорость за столом (ввод карт на тренировочном столе)",
    "Rounds": "Раунды",
    "Entered right": "Введено верно",
    "Total time": "Общее время",
    "Mean per round": "В среднем на раунд",
    "{n} of {total}": "{n} из {total}",
    "Every session": "Все занятия",
    "Mode": "Режим",
    "Drill": "Упражнение",
    "Mistakes": "Ошибки",
    "practice": "практика",
    "timed": "на время",
    "exam": "экзамен",
    "Time in {red}: a timed or exam session over its target.":
        "Время {red}: занятие на время или экзамен сверх норматива.",
    "col:Level": "Ур.",
    "col:Accuracy": "Точн.",
    "col:Mean time": "Среднее время",
    "col:Made": "Ошиб.",
    "col:Tested": "Пров.",
    "col:State": "Сост.",
    "col:Score": "Итог",
    "rounds at other tables": "раунды за другими столами",
    "round {n} voided: {reason}": "раунд {n} аннулирован: {reason}",
    "round voided: {reason}": "раунд аннулирован: {reason}",
    "box {n}": "бокс {n}",
    "NL": "безлимит",
    "FL": "фиксированный лимит",
    "Late entries (paper rounds)": "Поздние записи (раунды на бумаге)",
    "Played (as stated)": "Сыгран (по бумаге)",
    "Entered": "Внесён",
    "Entered by": "Кто внёс",
    "Paper": "Бумага",
    "These rounds were dealt on paper while the station or the floor server was down, and entered afterwards by a "
    "pit boss. Each went through the same checks as a live round; its log entries carry the time it was entered, "
    "and the time it was played as the paper states it.":
        "Эти раунды сданы на бумаге, пока рабочее место или сервер зала не работали, и внесены позже пит-боссом. Каждый "
        "прошёл те же проверки, что и живой раунд; в записях журнала — время внесения и время игры по бумаге.",
    "LATE ENTRY, played {time}": "ПОЗДНЯЯ ЗАПИСЬ, сыгран в {time}",
    # the exam certificate
    "Exam certificate": "Свидетельство об экзамене",
    "Exam certificate — {trainee}": "Свидетельство об экзамене — {trainee}",
    "Exam {exam}": "Экзамен {exam}",
    "Dealer Assistant · exam certificate · {trainee} · signed by {name}, signature {seq}":
        "Dealer Assistant · свидетельство об экзамене · {trainee} · подписал {name}, подпись {seq}",
    "drill {drill} · figures from the engine's settlement of every round":
        "серия {drill} · суммы — расчёт движка по каждому раунду",
    "Russian Poker dealer school": "школа дилеров русского покера",
    "Sat on": "Сдан",
    "{answered} answered of {total}; {right} right": "отвечено {answered} из {total}; верно {right}",
    "Pass mark (house setting)": "Проходной балл (настройка казино)",
    "{percent} of at least {boxes} boxes answered": "{percent} не меньше чем из {boxes} отвеченных боксов",
    "Hands named": "Названы комбинации",
    "{right} right of {answered} answered ({total} asked)": "верно {right} из {answered} отвеченных (задано {total})",
    "Result": "Итог",
    "PASSED": "СДАН",
    "NOT PASSED": "НЕ СДАН",
    "Boxes not answered are shown as not answered, never as wrong.":
        "Боксы без ответа показаны как «без ответа» и никогда не считаются ошибкой.",
    "Signed by the instructor {name} ({role}) with their PIN on {when}; audit-log signature {seq}.":
        "Подписано инструктором {name} ({role}) ПИН-кодом {when}; подпись {seq} в журнале аудита.",
    "Instructor": "Инструктор",
    "pit boss": "пит-босс",
    "admin": "администратор",
    "Re-check: the same level, seed and rounds under these house rules ({profile}) deal the same rounds: {command}":
        "Проверка: тот же уровень, номер серии и число раундов по этим правилам казино ({profile}) дают те же "
        "раунды: {command}",
    "The exam's rounds": "Раунды экзамена",
    "Cards": "Карты",
    "(taken out: {cards})": "(изъято: {cards})",
    "Net (engine)": "Итог (движок)",
    "Trainee": "Стажёр",
    "not answered": "без ответа",
    "right": "верно",
    "wrong": "неверно",
    "Net amounts are from the player's side.": "Итоги — со стороны игрока.",
}
