"""The Russian of the players', ratings' and cash records' refusals (docs/PLAYERS.md):
(English shape with {named} parts, Russian template), added to
:mod:`dealer_app.wording.errors`'s shapes."""

from __future__ import annotations

__all__ = ["PLAYER_SHAPES"]

PLAYER_SHAPES: list[tuple[str, str]] = [
    # the registry and the seats (dealer_app.services.players)
    ("card: 4 to 32 letters or digits, not {typed}", "карта: от 4 до 32 букв или цифр, а не {typed}"),
    ("card {card}: already registered", "карта {card}: уже зарегистрирована"),
    ("query: a card number, its last digits or part of a name",
     "запрос: номер карты, её последние цифры или часть имени"),
    ("the patron's details are erased already", "данные игрока уже удалены"),
    ("card: at least its last four characters", "карта: хотя бы её последние четыре знака"),
    ("session {n} is paused already", "визит {n} уже на паузе"),
    ("session {n} is not paused", "визит {n} не на паузе"),
    ("no rating session {n}", "нет визита {n} в рейтинге"),
    ("session {n} has ended", "визит {n} уже завершён"),
    ("boxes: at least one box", "боксы: хотя бы один бокс"),
    ("no patron {ref}", "нет игрока {ref}"),
    ("card: not a registered player (register at the podium or the cage)",
     "карта: игрок не зарегистрирован (зарегистрируйте его у пит-босса или в кассе)"),
    ("card: not a registered player", "карта: игрок не зарегистрирован"),
    ("this patron's details were erased; seat the player anonymously",
     "данные этого игрока удалены; посадите игрока анонимно"),
    ("box {box}: the table has boxes 1 to {n}", "бокс {box}: на столе боксы с 1 по {n}"),
    ("{field}: not an ID field name (lower-case letters, digits, _)",
     "{field}: не имя поля документа (строчные латинские буквы, цифры, _)"),
    ("the player already sits here (session {n}); move them instead",
     "игрок уже сидит за этим столом (визит {n}); пересадите его"),
    ("box {box}: taken by session {n}", "бокс {box}: занят визитом {n}"),
    ("{field}: one line of 1 to 128 characters", "{field}: одна строка от 1 до 128 знаков"),
    ("{field}: one line of at most 128 characters", "{field}: одна строка не длиннее 128 знаков"),
    # the table's search (ui.table.backend)
    ("card: no registered player's card ends in {card}", "карта: ни одна карта зарегистрированного игрока не оканчивается на {card}"),
    ("card: {n} cards end in {card}; type more of the number", "карта: на {card} оканчиваются {n} карт; введите больше цифр"),
    # ratings (dealer_app.services.ratings)
    ("field: one of {fields}, not {typed}", "показатель: один из {fields}, а не {typed}"),
    ("value: a whole number, not {typed}", "значение: целое число, а не {typed}"),
    ("value: must not be negative", "значение: не может быть отрицательным"),
    ("value: {why}", "значение: {why}"),
    # cash transactions (dealer_app.services.aml)
    ("kind: buy_in or cash_out, not {typed}", "вид: покупка фишек или выплата, а не {typed}"),
    ("medium: cash or chips, not {typed}", "средство: наличные или фишки, а не {typed}"),
    ("amount: a positive whole number of minor units, not {typed}",
     "сумма: положительное целое число в минимальных единицах, а не {typed}"),
    ("amount: {why}", "сумма: {why}"),
    ("description: an unregistered patron needs a description (what the cage sees)",
     "описание: для незарегистрированного клиента нужно описание (как его видит касса)"),
    ("cash transaction: other tables kept recording this patron's transactions meanwhile; nothing recorded, "
     "record it again",
     "операция с наличными: другие столы тем временем продолжали записывать операции этого клиента; ничего не "
     "записано, запишите операцию ещё раз"),
    ("not enough players to hold every box", "не хватает игроков, чтобы занять все боксы"),
    # the commands' own lines (dealer_app.cli.players)
    ("--day: a date YYYY-MM-DD, not {typed}", "--day: дата ГГГГ-ММ-ДД, а не {typed}"),
    ("--detail: KEY=VALUE, not {typed}", "--detail: КЛЮЧ=ЗНАЧЕНИЕ, а не {typed}"),
    ("erase: give --card or --player", "erase: укажите --card или --player"),
    ("report: --out FILE.pdf", "report: укажите --out ФАЙЛ.pdf"),
    ("alerts: --format text or csv (the PDFs are log and report)",
     "alerts: --format text или csv (в PDF выводятся только log и report)"),
    ("--set: {path}: a JSON object of settings", "--set: {path}: нужен JSON-объект с настройками"),
    ("--rounds: from 100 to 10000000", "--rounds: от 100 до 10000000"),
]
