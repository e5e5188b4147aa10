"""Lines of the store's neighbours that are not typed refusals yet, as an English shape with
``{named}`` parts and its Russian template: the floor server's own refusals (its ``RAISE
EXCEPTION`` text), a file the commands could not read, and a station's rollback line.

Every refusal the store raises itself is typed (:mod:`dealer_app.store.refusals`) and worded
by code from the catalogues. The shapes are matched by
:func:`dealer_app.wording.cli_errors.more_error_text`.
"""

from __future__ import annotations

__all__ = ["SHAPES"]

# (English shape, Russian template), one per line not typed yet.
SHAPES: list[tuple[str, str]] = [
    # the floor server's own refusals (dealer_app.store.pg_schema, RAISE EXCEPTION)
    ("the linked jackpot meter {group} is locked by the hit at {table}, round {r}: this hit is queued and waits its turn",
     "общий счётчик джекпота {group} занят выигрышем за столом {table}, раунд {r}: этот выигрыш ждёт своей "
     "очереди"),
    ("the linked jackpot meter {group} holds {value}, of which {kept} is approved for the hit at {table}, round {r}: "
     "moving it by {delta} would leave too little to pay it; pay that hit first",
     "на общем счётчике джекпота {group} {value}, из них {kept} утверждено для выигрыша за столом {table}, раунд {r}: "
     "изменение на {delta} оставило бы слишком мало, чтобы его выплатить; сначала выплатите тот выигрыш"),
    ("the approval pays from {base} but the linked jackpot meter {group} holds {value}",
     "утверждение выплачивает из {base}, а на общем счётчике джекпота {group} {value}"),
    ("the linked jackpot meter {group} holds {value}: moving it by {delta} would take it below 0 (another table "
     "paid a share meanwhile); a pit boss adjusts the meter or rules",
     "на общем счётчике джекпота {group} {value}: изменение на {delta} увело бы его ниже 0 (другой стол за это время "
     "выплатил долю); пит-босс корректирует счётчик или принимает решение"),
    ("table {table} cannot join the linked meter {group}: it is on {other}",
     "стол {table} не может перейти на общий счётчик {group}: он уже на {other}"),
    ("table {table} cannot join the linked meter {group}: its own meter has already moved",
     "стол {table} не может перейти на общий счётчик {group}: его собственный счётчик уже менялся"),
    # a table group's changes, refused by the floor's server (pg_schema v10 and v14)
    ("table {table} cannot join the group {group}: it is in {other}",
     "стол {table} не может войти в группу столов {group}: он уже в группе {other}"),
    ("no table group {group}", "группы столов {group} нет"),
    ("table_group_left: table {table} is not in the table group {group}",
     "выход из группы: стол {table} не входит в группу столов {group}"),
    ("table_group_left: a table leaves its group with a reason",
     "выход из группы: стол выходит из группы только с указанием причины"),
    ("table_group_left: the table group {group} is at version {v}, not {w}",
     "выход из группы: группа столов {group} уже в версии {v}, а не {w}; откройте список групп заново"),
    ("table_group_left: a table leaves its group signed",
     "выход из группы: стол выходит из группы только с подписью пит-босса или администратора"),
    ("table groups: the co-signature {seq} of table {table} is too old: sign again",
     "группы столов: подпись {seq} стола {table} устарела: подпишите снова"),
    ("table groups: the co-signature {seq} of table {table} already signed a group change",
     "группы столов: подпись {seq} стола {table} уже использована для изменения группы"),
    # a file the commands could not read, with why (the operating system's reason or the reader's own line)
    ("cannot read {path}: {reason}", "не удалось прочитать {path}: {reason}"),
    # dealer_app.station_records.rollback_problem (a line, not raised)
    ("this station last saw entry {seq} (chain head {mac}..., {at}) in {path}, and its log no longer holds it: the "
     "database was rolled back or cut. Restore the right copy (dealer-app restore; an older one needs --allow-older "
     "and a PIN)",
     "последняя запись, которую это рабочее место видело в {path}, — {seq} (вершина цепочки {mac}..., {at}), а в "
     "журнале этой записи больше нет: базу данных откатили или обрезали. Восстановите правильную копию "
     "(dealer-app restore; для более старой нужны --allow-older и ПИН-код)"),
]
