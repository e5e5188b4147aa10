"""The lines ``dealer-app players``, ``rating`` and ``aml`` print as text (``--lang ru``).

Each line is an English template with ``{named}`` parts and its Russian; English is
printed exactly as the template says. The parts are data (cards, names, references,
numbers, codes) or money already formatted by :mod:`dealer_app.money_text` in the
reader's locale. csv and jsonl keep their field names and minor units: they are not worded.

>>> line("no alerts on {day}", "ru", day="2026-03-14")
'нет оповещений за игровой день 2026-03-14'
>>> word("buy_in", "ru"), word("buy_in", "en")
('покупка фишек', 'buy_in')
"""

from __future__ import annotations

__all__ = ["LOCALES", "line", "word"]

LOCALES = {"en": "en_GB", "ru": "ru_RU"}
"""The money formatter's locale for a command's ``--lang``."""

_LINES: dict[str, str] = {
    # every command's file written
    "written: {path}": "записан файл: {path}",
    # players
    "registered: player {ref}": "зарегистрирован: игрок {ref}",
    "{ref}  (erased)": "{ref}  (данные удалены)",
    "{ref}  card {card}  {name}": "{ref}  карта {card}  {name}",
    "no player found": "игрок не найден",
    "erased: player {ref} (the log keeps the reference)": "данные игрока {ref} удалены (журнал хранит ссылку)",
    # rating
    "session {n}  {table}  {who}  {start}-{end}  hands {hands}  wagered {wagered} (Ante {ante}, Bet {bet}, "
    "bonus {bonus}, insurance {insurance}, fees {fees})  average bet {average}  {per_hour} hands/h  "
    "actual win {actual}  theoretical win {theoretical}  comp points {comp}":
        "визит {n}  {table}  {who}  {start}-{end}  раздач {hands}  поставлено {wagered} (анте {ante}, бет {bet}, "
        "бонус {bonus}, страховка {insurance}, сборы {fees})  средняя ставка {average}  {per_hour} раздач/ч  "
        "фактический выигрыш {actual}  теоретический выигрыш {theoretical}  комп-баллы {comp}",
    "  adjusted: {fields}": "  скорректировано: {fields}",
    "open": "идёт",
    "player at box {boxes}": "игрок на боксе {boxes}",
    "no rating sessions on {day}": "нет визитов за игровой день {day}",
    # aml
    "recorded: transaction {seq}, {kind} {amount} ({medium}), gaming day {day}":
        "записано: операция {seq}, {kind} {amount} ({medium}), игровой день {day}",
    "ALERT: {alert}": "ОПОВЕЩЕНИЕ: {alert}",
    "ID details required: {fields}": "нужны данные документа: {fields}",
    "{when}  #{seq}  {kind}  {amount}  {who}  table {table}  by {by}":
        "{when}  №{seq}  {kind}  {amount}  {who}  стол {table}  записал {by}",
    "no logged transactions on {day}": "нет операций в журнале за игровой день {day}",
    "{when}  {alert}": "{when}  {alert}",
    "no alerts on {day}": "нет оповещений за игровой день {day}",
    "{what}: {amount}, player {player}, transactions {seqs}": "{what}: {amount}, игрок {player}, операции {seqs}",
}

_WORDS: dict[str, tuple[str, str]] = {
    # cash transactions: kinds, media, alerts (as reports.players names them)
    "buy_in": ("buy_in", "покупка фишек"),
    "cash_out": ("cash_out", "выплата"),
    "cash": ("cash", "наличные"),
    "chips": ("chips", "фишки"),
    "report_in": ("cash in over the report threshold", "наличные внесены сверх порога отчётности"),
    "report_out": ("cash out over the report threshold", "наличные выплачены сверх порога отчётности"),
    "structuring": ("structuring: several cash transactions just under a threshold",
                    "структурирование: несколько операций с наличными чуть ниже порога"),
    # ID details and the figures an adjustment changes
    "name": ("name", "имя"),
    "date_of_birth": ("date_of_birth", "дата рождения"),
    "address": ("address", "адрес"),
    "id_document": ("id_document", "документ, удостоверяющий личность"),
    "average_bet": ("average_bet", "средняя ставка"),
    "theoretical_win": ("theoretical_win", "теоретический выигрыш"),
    "comp_points": ("comp_points", "комп-баллы"),
    # a patron as the table shows one whose details were erased
    "erased patron": ("erased patron", "игрок с удалёнными данными"),
}


def line(english: str, lang: str, **parts: object) -> str:
    """The line ``english`` (a template of this module) in ``lang``, its parts filled in."""
    template = _LINES[english] if lang == "ru" else english
    return template.format(**parts)


def word(code: str, lang: str) -> str:
    """A kind, medium, alert or field code as people read it in ``lang`` (an unknown code as it is)."""
    pair = _WORDS.get(code)
    if pair is None:
        return code
    return pair[1] if lang == "ru" else pair[0]
