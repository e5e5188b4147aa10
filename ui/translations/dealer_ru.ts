<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../roulette/panels.py" line="124"/>
        <source>Check</source>
        <translation>Чек</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="125"/>
        <source>Fold</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="126"/>
        <source>Bet…</source>
        <translation>Ставка…</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="127"/>
        <source>Raise…</source>
        <translation>Рейз…</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="146"/>
        <source>amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="151"/>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="177"/>
        <source>HIGHEST BET THIS ROUND</source>
        <translation>МАКСИМАЛЬНАЯ СТАВКА В РАУНДЕ</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="177"/>
        <source>RAISE BY AT LEAST</source>
        <translation>РЕЙЗ НЕ МЕНЕЕ ЧЕМ НА</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="178"/>
        <source>BETS AND RAISES</source>
        <translation>СТАВОК И РЕЙЗОВ</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="210"/>
        <source>Call %1</source>
        <translation>Колл %1</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="211"/>
        <source>all-in</source>
        <translation>олл-ин</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="219"/>
        <location filename="../roulette/panels.py" line="221"/>
        <source>All-in %1</source>
        <translation>Олл-ин %1</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="259"/>
        <source>Bet to</source>
        <translation>Ставка до</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="259"/>
        <source>Raise to</source>
        <translation>Рейз до</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="272"/>
        <source>exactly %1</source>
        <translation>ровно %1</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="274"/>
        <source>%1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="276"/>
        <source>(all-in)</source>
        <translation>(олл-ин)</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="277"/>
        <source>the seat&apos;s total this round</source>
        <translation>всего от места за раунд</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="295"/>
        <source>not allowed now</source>
        <translation>сейчас нельзя</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="304"/>
        <source>bet</source>
        <translation>ставка</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="304"/>
        <source>raise</source>
        <translation>рейз</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="306"/>
        <source>%1 to %2 is over the stack: all-in is to %3</source>
        <translation>%1 до %2 больше стека: олл-ин — до %3</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="308"/>
        <source>%1 must be to exactly %2</source>
        <translation>%1 — только ровно до %2</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="309"/>
        <source>%1 to %2 is below the minimum: at least %3, or all-in %4</source>
        <translation>%1 до %2 меньше минимума: не менее %3 или олл-ин %4</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="321"/>
        <source>enter an amount</source>
        <translation>введите сумму</translation>
    </message>
</context>
<context>
    <name>AmountRow</name>
    <message>
        <location filename="../training/answer.py" line="269"/>
        <source>enter the amount (0 when none)</source>
        <translation>введите сумму (0, если нет)</translation>
    </message>
</context>
<context>
    <name>AnswerForm</name>
    <message>
        <location filename="../training/answer.py" line="374"/>
        <source>Per term</source>
        <translation>По статьям</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="375"/>
        <source>Net only</source>
        <translation>Только итог</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="385"/>
        <source>Check  ⏎</source>
        <translation>Проверить  ⏎</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="401"/>
        <source>THE MONEY</source>
        <translation>ДЕНЬГИ</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="408"/>
        <source>AND AT THIS LEVEL</source>
        <translation>И НА ЭТОМ УРОВНЕ</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="446"/>
        <source>Box %1 · settle it</source>
        <translation>Бокс %1 · рассчитайте</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="447"/>
        <source>Ante %1</source>
        <translation>Анте %1</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="449"/>
        <source>Bet %1</source>
        <translation>Ставка %1</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="451"/>
        <source>bonus %1</source>
        <translation>бонус %1</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="453"/>
        <source>insurance %1</source>
        <translation>страховка %1</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="454"/>
        <source>round %1 · %2</source>
        <translation>раунд %1 · %2</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="456"/>
        <location filename="../training/answer.py" line="457"/>
        <location filename="../training/answer.py" line="458"/>
        <location filename="../training/answer.py" line="459"/>
        <source>stake %1</source>
        <translation>поставлено %1</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="457"/>
        <source>no Bet</source>
        <translation>нет ставки</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="460"/>
        <source>exchange, 6th card, buying</source>
        <translation>обмен, 6-я карта, покупка</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="464"/>
        <source>sum of the terms, after the cap</source>
        <translation>сумма статей после лимита</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="467"/>
        <source>RULES.md §7</source>
        <translation>Правила, §7</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="467"/>
        <source>amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="469"/>
        <source>0 when the cap does not bite</source>
        <translation>0, если лимит не сработал</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="469"/>
        <source>0 if none</source>
        <translation>0, если нет</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="471"/>
        <source>in order; two after a redraw</source>
        <translation>по порядку; две после повторной замены</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="473"/>
        <source>named even when not paid</source>
        <translation>указывается, даже если не оплачивается</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="475"/>
        <source>Nothing more for this box: the money only. Each term from the player&apos;s side: PAY what the house pays, TAKE what it takes, RETURN a stake that goes back.</source>
        <translation>Для этого бокса больше ничего: только деньги. Каждая статья со стороны игрока: ВЫПЛАТИТЬ — что платит казино, ЗАБРАТЬ — что оно забирает, ВЕРНУТЬ — ставка, которая возвращается.</translation>
    </message>
</context>
<context>
    <name>AppContext</name>
    <message>
        <location filename="../kit/context.py" line="165"/>
        <source>Not done</source>
        <translation>Не выполнено</translation>
    </message>
</context>
<context>
    <name>ApprovalsPage</name>
    <message>
        <location filename="../console/pages/approvals.py" line="71"/>
        <source>Approvals</source>
        <translation>Утверждения</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="78"/>
        <source>Held for a pit boss</source>
        <translation>Ждут подписи</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="101"/>
        <location filename="../console/pages/approvals.py" line="241"/>
        <source>Nothing selected</source>
        <translation>Ничего не выбрано</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="107"/>
        <source>Round view</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="138"/>
        <source>Floor ruling…</source>
        <translation>Решение…</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="140"/>
        <source>Refuse…</source>
        <translation>Отклонить…</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="142"/>
        <source>Approve…</source>
        <translation>Утвердить…</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="161"/>
        <source>choose</source>
        <translation>выбрать</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="161"/>
        <source>approve</source>
        <translation>утвердить</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="162"/>
        <source>refuse</source>
        <translation>отклонить</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="162"/>
        <source>floor ruling</source>
        <translation>решение пит-босса</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="163"/>
        <source>round view</source>
        <translation>раунд</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="188"/>
        <location filename="../console/pages/approvals.py" line="252"/>
        <source>REFUSED</source>
        <translation>ОТКЛОНЁН</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="188"/>
        <location filename="../console/pages/approvals.py" line="268"/>
        <source>HELD</source>
        <translation>ОЖИДАЕТ</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="190"/>
        <source>CANNOT REPLAY</source>
        <translation>НЕ ВОСПРОИЗВОДИТСЯ</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="191"/>
        <source>%1  ·  #%2</source>
        <translation>%1 · №%2</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="192"/>
        <source>%1 held</source>
        <translation>ждут подписи: %1</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="194"/>
        <source>refused as entered</source>
        <translation>отклонён в исходном виде</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="202"/>
        <source>%1 waiting</source>
        <translation>ожидают: %1</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="204"/>
        <source>Nothing is held. Payouts of %1 or more and every jackpot share wait here for a pit boss.</source>
        <translation>Подписи ничего не ждёт. Выплаты от %1 и каждая доля джекпота ждут здесь пит-босса.</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="241"/>
        <source>All clear</source>
        <translation>Всё чисто</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="251"/>
        <source>%1  ·  Round %2</source>
        <translation>%1  ·  Раунд %2</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="252"/>
        <source>HELD FOR APPROVAL</source>
        <translation>ЖДЁТ УТВЕРЖДЕНИЯ</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="254"/>
        <source>Prepared by %1  ·  shift #%2  ·  %3 entries  ·  started %4  ·  house rules version %5</source>
        <translation>Ввёл: %1  ·  смена №%2  ·  записей: %3  ·  начат %4  ·  версия правил %5</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="265"/>
        <source>jackpot share</source>
        <translation>доля джекпота</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="265"/>
        <source>payout</source>
        <translation>выплата</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="266"/>
        <source> (ruled)</source>
        <translation> (решение пит-босса)</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="267"/>
        <source>Box %1: %2 %3</source>
        <translation>Бокс %1: %2 %3</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="269"/>
        <source>Nothing held: the round was refused as entered</source>
        <translation>Подписи ничего не ждёт: раунд отклонён в исходном виде</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="272"/>
        <source>Refused by %1 at %2: %3. Back at the table: the dealer corrects the entry, or a pit boss makes a floor ruling.</source>
        <translation>Отклонено (%1, %2): %3. Раунд вернулся за стол: дилер исправляет запись, или пит-босс выносит решение.</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="314"/>
        <source>Box %1: %2</source>
        <translation>Бокс %1: %2</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="315"/>
        <source>Approve round %1 at %2 as it stands. Prepared by %3; a preparer never signs.</source>
        <translation>Утвердить раунд %1 за столом %2 в текущем виде. Ввёл: %3; тот, кто ввёл раунд, его не подписывает.</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="322"/>
        <source>Approved by %1: round %2 at %3</source>
        <translation>Утверждено (%1): раунд %2, стол %3</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="325"/>
        <source>Approve held payouts</source>
        <translation>Утвердить ждущие выплаты</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="326"/>
        <source>Approve</source>
        <translation>Утвердить</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="332"/>
        <source>Refuse round %1 at %2 as it stands. It goes back to the dealer, who corrects the entry; or a pit boss then makes a floor ruling. The reason is kept in the log.</source>
        <translation>Отклонить раунд %1 за столом %2 в текущем виде. Он вернётся к дилеру для исправления записи, или пит-босс затем вынесет решение. Причина сохраняется в журнале.</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="338"/>
        <source>Refused by %1: round %2 at %3 goes back to the dealer</source>
        <translation>Отклонено (%1): раунд %2 за столом %3 возвращается дилеру</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="342"/>
        <source>Refuse the round</source>
        <translation>Отклонить раунд</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="343"/>
        <source>Refuse</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="358"/>
        <source>Floor ruling on round %1 at %2, box %3: %4. Reason: %5</source>
        <translation>Решение пит-босса по раунду %1 за столом %2, бокс %3: %4. Причина: %5</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="364"/>
        <source>Floor ruling by %1: round %2 box %3 nets %4</source>
        <translation>Решение пит-босса (%1): раунд %2, бокс %3, итог %4</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="368"/>
        <source>Sign the floor ruling</source>
        <translation>Подписать решение пит-босса</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="369"/>
        <source>Sign the ruling</source>
        <translation>Подписать решение</translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="372"/>
        <source>Not recorded</source>
        <translation>Не записано</translation>
    </message>
</context>
<context>
    <name>AuditPage</name>
    <message>
        <location filename="../console/pages/audit.py" line="38"/>
        <source>Re-audit</source>
        <translation>Повторный аудит</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="45"/>
        <location filename="../console/pages/audit.py" line="58"/>
        <source>Re-audit the shift</source>
        <translation>Повторный аудит смены</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="53"/>
        <source>Checks the whole audit chain from its first entry and the tables against the log, then re-settles every round of the shift with the engine from its recorded cards and from the replay of its recorded steps. Voids and floor rulings are information; every other difference is a discrepancy. The same check as `dealer-app audit verify`, recorded in the log under your name.</source>
        <translation>Проверяет всю цепочку аудита с первой записи и таблицы по журналу, затем заново рассчитывает движком каждый раунд смены — по записанным картам и по повтору записанных шагов. Аннулирования и решения пит-босса — информация; любое другое расхождение — несоответствие. Та же проверка, что `dealer-app audit verify`, записывается в журнал под вашим именем.</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="76"/>
        <location filename="../console/pages/audit.py" line="171"/>
        <source>Not run yet</source>
        <translation>Ещё не запускался</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="85"/>
        <source>Discrepancies and information</source>
        <translation>Несоответствия и информация</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="86"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="86"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="86"/>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="91"/>
        <source>Every round of the shift</source>
        <translation>Все раунды смены</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="92"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="92"/>
        <source>Verdict</source>
        <translation>Итог проверки</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="107"/>
        <source>re-audit the shift</source>
        <translation>повторный аудит смены</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="112"/>
        <source>No shift yet</source>
        <translation>Смен ещё нет</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="128"/>
        <source>Checking…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="137"/>
        <source>Re-checking the chain and re-settling the rounds… %1 s</source>
        <translation>Перепроверяем цепочку и пересчитываем раунды… %1 с</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="146"/>
        <source>Re-audit of shift #%1: %2</source>
        <translation>Повторный аудит смены №%1: %2</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="146"/>
        <source>passed</source>
        <translation>пройден</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="146"/>
        <source>%1 discrepancies</source>
        <translation>несоответствий: %1</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="157"/>
        <source>Not run</source>
        <translation>Не выполнен</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="159"/>
        <source>Re-audit not run</source>
        <translation>Повторный аудит не выполнен</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="179"/>
        <source>✓ PASSED</source>
        <translation>✓ ПРОЙДЕН</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="182"/>
        <source>✗ %1 DISCREPANCIES</source>
        <translation>✗ НЕСООТВЕТСТВИЙ: %1</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="187"/>
        <source>%1 log entries checked  ·  %2 rounds of shift #%3 re-settled  ·  %4 information lines  ·  chain head %5  ·  %6 s</source>
        <translation>проверено записей журнала: %1  ·  пересчитано раундов смены №%3: %2  ·  информационных строк: %4  ·  вершина цепочки %5  ·  %6 с</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="192"/>
        <source>log</source>
        <translation>журнал</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="193"/>
        <location filename="../console/pages/audit.py" line="202"/>
        <source>✗ discrepancy</source>
        <translation>✗ несоответствие</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="197"/>
        <source>ℹ information</source>
        <translation>ℹ информация</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="200"/>
        <source>✓ re-settled, equal</source>
        <translation>✓ совпадает</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="201"/>
        <source>ℹ void or ruling</source>
        <translation>ℹ исправление</translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="203"/>
        <source>unfinished</source>
        <translation>не завершён</translation>
    </message>
</context>
<context>
    <name>BoxCard</name>
    <message>
        <location filename="../console/boxcard.py" line="78"/>
        <source>BOX %1</source>
        <translation>БОКС %1</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="84"/>
        <source>BOUGHT</source>
        <translation>КУПЛЕНА</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="106"/>
        <source>folded, not shown</source>
        <translation>пас, карты не открыты</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="114"/>
        <source>bonus: %1 as dealt</source>
        <translation>бонус: %1 при сдаче</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="126"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="126"/>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="126"/>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="127"/>
        <source>Insurance</source>
        <translation>Страховка</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="127"/>
        <source>Fees</source>
        <translation>Плата</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="132"/>
        <source>Stake</source>
        <translation>Поставлено</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="133"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="151"/>
        <source>capped: %1 withheld</source>
        <translation>лимит: удержано %1</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="156"/>
        <source>nothing staked</source>
        <translation>ставки нет</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="168"/>
        <source>Computed net</source>
        <translation>Расчётный итог</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="169"/>
        <source>Net for the box</source>
        <translation>Итог бокса</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="179"/>
        <source>Void: counts</source>
        <translation>В зачёт (аннулирование)</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="179"/>
        <source>Floor ruling</source>
        <translation>Решение пит-босса</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="179"/>
        <source>Effective</source>
        <translation>Фактический</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="188"/>
        <source>jackpot share</source>
        <translation>доля джекпота</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="188"/>
        <source>payout</source>
        <translation>выплата</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="189"/>
        <source>HELD %1
%2</source>
        <translation>ОЖИДАЕТ ПОДПИСИ
%1 %2</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="190"/>
        <source>RULED
was held: %1</source>
        <translation>РЕШЕНИЕ ПИТ-БОССА
ждало подписи: %1</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="203"/>
        <source>Floor ruling by %1 at %2: %3 instead of %4 (computed). Reason: %5</source>
        <translation>Решение пит-босса (%1, %2): %3 вместо %4 (расчёт). Причина: %5</translation>
    </message>
</context>
<context>
    <name>BoxEntry</name>
    <message>
        <location filename="../table/box_entry.py" line="49"/>
        <source>The dealer is selected: this key is for a box. Press the box&apos;s digit first.</source>
        <translation>Выбран дилер: эта клавиша для бокса. Сначала нажмите цифру бокса.</translation>
    </message>
    <message>
        <location filename="../table/box_entry.py" line="51"/>
        <source>Select a box first (its digit).</source>
        <translation>Сначала выберите бокс (его цифрой).</translation>
    </message>
    <message>
        <location filename="../table/box_entry.py" line="56"/>
        <source>Box %1 exchanged: no sixth card after an exchange (house rules: one improvement).</source>
        <translation>Бокс %1 менял карты: после обмена шестой карты нет (правила: одно улучшение).</translation>
    </message>
    <message>
        <location filename="../table/box_entry.py" line="155"/>
        <source>Not changed.</source>
        <translation>Не изменено.</translation>
    </message>
    <message>
        <location filename="../table/box_entry.py" line="157"/>
        <source>Answer first: Enter replaces it, Esc keeps it.</source>
        <translation>Сначала ответьте: Enter заменяет, Esc оставляет.</translation>
    </message>
</context>
<context>
    <name>BoxSettlementRow</name>
    <message>
        <location filename="../table/settlement.py" line="86"/>
        <source>BOX %1</source>
        <translation>БОКС %1</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="87"/>
        <source>folded</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="89"/>
        <source>PAY</source>
        <translation>ВЫПЛАТИТЬ</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="89"/>
        <source>TAKE</source>
        <translation>ЗАБРАТЬ</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="89"/>
        <source>RETURN</source>
        <translation>ВЕРНУТЬ</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="91"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="92"/>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="93"/>
        <source>Insurance</source>
        <translation>Страховка</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="94"/>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="95"/>
        <source>Jackpot share</source>
        <translation>Доля джекпота</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="96"/>
        <source>Exchange fee</source>
        <translation>Плата за обмен</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="97"/>
        <source>Sixth card fee</source>
        <translation>Плата за шестую карту</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="98"/>
        <source>Buy-a-game fee</source>
        <translation>Плата за покупку игры</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="103"/>
        <source>HELD</source>
        <translation>ОЖИДАЕТ</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="109"/>
        <source>floor ruling (computed %1)</source>
        <translation>решение пит-босса (расчёт %1)</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="115"/>
        <source>Nothing to pay or take: return the stakes (floor ruling)</source>
        <translation>Ничего не выплачивать и не забирать: вернуть ставки (решение пит-босса)</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="117"/>
        <source>Nothing to move: Ante collected at the fold</source>
        <translation>Ничего не двигать: анте забрано при пасе</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="117"/>
        <source>Nothing to move</source>
        <translation>Ничего не двигать</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="125"/>
        <source>capped: %1</source>
        <translation>лимит: %1</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="132"/>
        <source>Insurance: invalid bet</source>
        <translation>Страховка: недействительная ставка</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="134"/>
        <source>QUEUED</source>
        <translation>В ОЧЕРЕДИ</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="137"/>
        <source>PAID</source>
        <translation>ВЫПЛАЧЕНО</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="137"/>
        <source>TAKEN</source>
        <translation>ЗАБРАНО</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="137"/>
        <source>RETURNED</source>
        <translation>ВОЗВРАЩЕНО</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="139"/>
        <source>%1 · settled earlier</source>
        <translation>%1 · рассчитано ранее</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="141"/>
        <source>net %1</source>
        <translation>итог %1</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="146"/>
        <source>CAPPED: %1 withheld</source>
        <translation>ЛИМИТ: удержано %1</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="148"/>
        <source>INVALID INSURANCE: return it</source>
        <translation>СТРАХОВКА НЕ ДЕЙСТВУЕТ: вернуть</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="151"/>
        <source>FLOOR RULING by %1: %2</source>
        <translation>РЕШЕНИЕ ПИТ-БОССА (%1): %2</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="153"/>
        <source>REFUSED by %1: %2. Nothing held is paid.</source>
        <translation>ОТКЛОНЕНО (%1): %2. Ждавшее подписи не выплачивается.</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="160"/>
        <source>HELD: jackpot share, pit boss must sign</source>
        <translation>ЖДЁТ ПОДПИСИ: доля джекпота, нужна подпись пит-босса</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="160"/>
        <source>HELD: pit boss must sign</source>
        <translation>ЖДЁТ ПОДПИСИ пит-босса</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="162"/>
        <source>QUEUED: jackpot share, paid from the meter as it stands when another table&apos;s hit is paid</source>
        <translation>В ОЧЕРЕДИ: доля джекпота выплачивается из счётчика, каким он будет, когда выплачен выигрыш другого стола</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="165"/>
        <source>%1, round %2</source>
        <translation>%1, раунд %2</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="167"/>
        <source>the linked meter waits for this hit; queued behind it: %1</source>
        <translation>общий счётчик ждёт этого выигрыша; в очереди за ним: %1</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="181"/>
        <source>Floor ruling by %1: box %2 nets %3 instead of %4 (computed).</source>
        <translation>Решение пит-босса %1: итог бокса %2 — %3 вместо %4 (расчёт).</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="156"/>
        <source>✓ co-signed by %1</source>
        <translation>✓ подпись: %1</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="176"/>
        <source>%1 in change</source>
        <translation>%1 сдачей</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="177"/>
        <source>Pay %1 in chips:</source>
        <translation>Выплата %1 фишками:</translation>
    </message>
</context>
<context>
    <name>BoxWidget</name>
    <message>
        <location filename="../table/box.py" line="36"/>
        <source>NO BET</source>
        <translation>ПУСТОЙ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="37"/>
        <source>BET PLACED</source>
        <translation>ПОСТАВИЛ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="38"/>
        <source>DARK</source>
        <translation>ВТЁМНУЮ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="39"/>
        <source>DECIDING</source>
        <translation>РЕШАЕТ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="40"/>
        <source>PLAYING</source>
        <translation>ИГРАЕТ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="41"/>
        <source>FOLDED</source>
        <translation>ПАС</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="42"/>
        <source>TOOK ANTE</source>
        <translation>ВЗЯЛ АНТЕ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="43"/>
        <source>BOUGHT GAME</source>
        <translation>КУПИЛ ИГРУ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="44"/>
        <source>SHOWDOWN</source>
        <translation>ВСКРЫТИЕ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="45"/>
        <source>SETTLED</source>
        <translation>РАССЧИТАН</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="106"/>
        <source>ANTE</source>
        <translation>АНТЕ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="107"/>
        <source>BET</source>
        <translation>СТАВКА</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="108"/>
        <source>BONUS</source>
        <translation>БОНУС</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="109"/>
        <source>INSURANCE</source>
        <translation>СТРАХОВКА</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="212"/>
        <source>Dealt: %1</source>
        <translation>При сдаче: %1</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="217"/>
        <source>Hand 2: %1</source>
        <translation>Комбинация 2: %1</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="227"/>
        <source>exchanged %1</source>
        <translation>обмен %1</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="229"/>
        <source>sixth card</source>
        <translation>шестая карта</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="231"/>
        <source>insurance invalid: RETURN it</source>
        <translation>страховка недействительна: ВЕРНУТЬ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="241"/>
        <location filename="../table/box.py" line="256"/>
        <location filename="../table/box.py" line="295"/>
        <source>PAY</source>
        <translation>ВЫПЛАТИТЬ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="241"/>
        <location filename="../table/box.py" line="295"/>
        <source>TAKE</source>
        <translation>ЗАБРАТЬ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="241"/>
        <location filename="../table/box.py" line="295"/>
        <source>RETURN</source>
        <translation>ВЕРНУТЬ</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="242"/>
        <source>jackpot share</source>
        <translation>доля джекпота</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="242"/>
        <source>bonus</source>
        <translation>бонус</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="248"/>
        <source>Bonus: settled once the box plays or folds</source>
        <translation>Бонус: расчёт после хода бокса (игра или пас)</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="250"/>
        <source>Jackpot share: once every bonus hand is shown</source>
        <translation>Доля джекпота: когда откроются все бонусные комбинации</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="259"/>
        <source>%1 · HELD for a pit boss: paid when the round is co-signed</source>
        <translation>%1 · ЖДЁТ ПОДПИСИ пит-босса: выплата после подписи раунда</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="261"/>
        <source>%1 %2 · HELD for a pit boss</source>
        <translation>%1 %2 · ЖДЁТ ПОДПИСИ пит-босса</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="269"/>
        <source>Bonus now, before anything else</source>
        <translation>Бонус сейчас, прежде всего остального</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="269"/>
        <source>Jackpot share now</source>
        <translation>Доля джекпота сейчас</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="271"/>
        <source>%1 withheld (cap)</source>
        <translation>удержано %1 (лимит)</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="274"/>
        <source>✓ Bonus paid %1</source>
        <translation>✓ Бонус выплачен: %1</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="274"/>
        <source>✓ Bonus taken %1</source>
        <translation>✓ Бонус забран: %1</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="278"/>
        <source>PAY %1</source>
        <translation>ВЫПЛАТИТЬ %1</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="279"/>
        <source>TAKE %1</source>
        <translation>ЗАБРАТЬ %1</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="281"/>
        <source>⚠ Entered again (was %1 too): if that was moved, nothing more to move.</source>
        <translation>⚠ Введено снова (было тоже %1): если это уже сделано, больше ничего не двигать.</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="283"/>
        <source>⚠ Corrected (was %1): if that was moved, move only the difference.</source>
        <translation>⚠ Исправлено (было %1): если это уже сделано, двигайте только разницу.</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="299"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="299"/>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="299"/>
        <source>Ins.</source>
        <translation>Страховка</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="300"/>
        <source>exchange</source>
        <translation>обмен</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="300"/>
        <source>6th card</source>
        <translation>6-я карта</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="301"/>
        <source>buy</source>
        <translation>покупка</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="304"/>
        <source>Ante (fold)</source>
        <translation>Анте (пас)</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="311"/>
        <source>Insurance: after its cards</source>
        <translation>Страховка: после вскрытия карт</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="313"/>
        <source>Result: nothing to move</source>
        <translation>Итог: ничего не двигать</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="343"/>
        <source>%1 (capped)</source>
        <translation>%1 (с лимитом)</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="344"/>
        <source>CAPPED: %1 withheld</source>
        <translation>ЛИМИТ: удержано %1</translation>
    </message>
    <message>
        <location filename="../table/box.py" line="346"/>
        <source>HELD for a pit boss: paid when the round is co-signed</source>
        <translation>ЖДЁТ ПОДПИСИ пит-босса: выплата после подписи раунда</translation>
    </message>
</context>
<context>
    <name>CardEntryPanel</name>
    <message>
        <location filename="../roulette/panels.py" line="372"/>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="384"/>
        <source>CLICK A CARD, OR TYPE  kd  10h  as …</source>
        <translation>НАЖМИТЕ НА КАРТУ ИЛИ НАБЕРИТЕ  kd  10h  as …</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="403"/>
        <source>e.g.  kd</source>
        <translation>например,  kd</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="403"/>
        <source>e.g.  as kd</source>
        <translation>например,  as kd</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="417"/>
        <source>%1 is not a card (type e.g. kd, 10h, as)</source>
        <translation>%1 — не карта (наберите, например, kd, 10h, as)</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="419"/>
        <source>%1 is typed twice</source>
        <translation>%1 набрана дважды</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="420"/>
        <source>%1 cards: %2 wanted</source>
        <translation>карт: %1, нужно %2</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="424"/>
        <source>%1 is already at %2</source>
        <translation>%1 уже занята: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../roulette/panels.py" line="428"/>
        <source>%n card(s) wanted, %1 typed</source>
        <translation>
            <numerusform>нужна %n карта, набрано %1</numerusform>
            <numerusform>нужны %n карты, набрано %1</numerusform>
            <numerusform>нужно %n карт, набрано %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../kit/cards.py" line="288"/>
        <source>%1 is already at %2</source>
        <translation>%1 уже занята: %2</translation>
    </message>
</context>
<context>
    <name>CardsRow</name>
    <message>
        <location filename="../training/answer.py" line="284"/>
        <source>qs  ( - none)</source>
        <translation>qs  ( - нет)</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="306"/>
        <source>%1 is not a card</source>
        <translation>%1 — не карта</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="307"/>
        <source>%1 is typed twice</source>
        <translation>%1 набрана дважды</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="309"/>
        <source>type the card (or cards, after a redraw) the dealer took out, or - for none</source>
        <translation>наберите карту (или карты, после повторной замены), изъятую дилером, или - если нет</translation>
    </message>
</context>
<context>
    <name>Category</name>
    <message>
        <location filename="../kit/labels.py" line="12"/>
        <source>high card</source>
        <translation>старшая карта</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="13"/>
        <source>ace-king</source>
        <translation>туз-король</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="14"/>
        <source>one pair</source>
        <translation>пара</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="15"/>
        <source>two pair</source>
        <translation>две пары</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="16"/>
        <source>three of a kind</source>
        <translation>тройка</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="17"/>
        <source>straight</source>
        <translation>стрит</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="18"/>
        <source>flush</source>
        <translation>флеш</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="19"/>
        <source>full house</source>
        <translation>фулл-хаус</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="20"/>
        <source>four of a kind</source>
        <translation>каре</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="21"/>
        <source>straight flush</source>
        <translation>стрит-флеш</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="22"/>
        <source>royal flush</source>
        <translation>роял-флеш</translation>
    </message>
</context>
<context>
    <name>ChipDrillPage</name>
    <message>
        <location filename="../training/skill_pages.py" line="345"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="372"/>
        <source>Type the amount, or the chips of each colour (Tab: next colour) · Enter: check, then next · Esc: stop</source>
        <translation>Введите сумму или число фишек каждого цвета (Tab — следующий цвет) · Enter — проверить, затем дальше · Esc — закончить</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="411"/>
        <source>question %1 of %2</source>
        <translation>вопрос %1 из %2</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="422"/>
        <source>What is this bet worth?</source>
        <translation>Сколько стоит эта ставка?</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="423"/>
        <source>Amount (%1)</source>
        <translation>Сумма (%1)</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="426"/>
        <source>Colour up: hand back the same amount in the fewest chips.</source>
        <translation>Размен на крупные: верните ту же сумму наименьшим числом фишек.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="430"/>
        <source>Cut and pay: this Bet wins with %1, paid %2 to 1. Cut the payout.</source>
        <translation>Отсчитать выплату: эта ставка выигрывает с комбинацией «%1», выплата %2 к 1. Отсчитайте выплату.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="445"/>
        <source>&quot;%1&quot; is not an amount (type it in %2, e.g. 5 or 5.50)</source>
        <translation>«%1» — не сумма (в %2, например 5 или 5,50)</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="454"/>
        <source>&quot;%1&quot; is not a number of chips</source>
        <translation>«%1» — не число фишек</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="478"/>
        <source>Answer first: the amount, or the chips of each colour.</source>
        <translation>Сначала ответьте: сумма или фишки каждого цвета.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="487"/>
        <source>Enter: next.</source>
        <translation>Enter — дальше.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="489"/>
        <source>Right: %1.</source>
        <translation>Верно: %1.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="491"/>
        <source>The amount is right, but in %1 chips; the fewest is %2: %3.</source>
        <translation>Сумма верна, но фишек %1; меньше всего — %2: %3.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="494"/>
        <source>The bet is %1, not %2.</source>
        <translation>Ставка — %1, а не %2.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="497"/>
        <source>Your chips are worth %1; it is %2 (e.g. %3).</source>
        <translation>Ваши фишки стоят %1; нужно %2 (например, %3).</translation>
    </message>
</context>
<context>
    <name>ChipSetEditor</name>
    <message>
        <location filename="../kit/chip_set_editor.py" line="113"/>
        <source>e.g. 25</source>
        <translation>например 25</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="114"/>
        <source>optional</source>
        <translation>необязательно</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="122"/>
        <source>VALUE</source>
        <translation>НОМИНАЛ</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="122"/>
        <source>COLOUR</source>
        <translation>ЦВЕТ</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="122"/>
        <source>NAME</source>
        <translation>НАЗВАНИЕ</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="122"/>
        <source>PAR (CHIPS)</source>
        <translation>НОРМА (ФИШЕК)</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="128"/>
        <source>Add a denomination (Ctrl+N)</source>
        <translation>Добавить номинал (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="131"/>
        <source>Remove the row (Ctrl+Del)</source>
        <translation>Убрать строку (Ctrl+Del)</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="242"/>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="242"/>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="242"/>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="243"/>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="243"/>
        <source>purple</source>
        <translation>фиолетовый</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="243"/>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="244"/>
        <source>orange</source>
        <translation>оранжевый</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="244"/>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="244"/>
        <source>pink</source>
        <translation>розовый</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="245"/>
        <source>brown</source>
        <translation>коричневый</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="245"/>
        <source>grey</source>
        <translation>серый</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="269"/>
        <source>Row %1: the value must be an amount above 0, such as 25 or 0.50, not “%2”.</source>
        <translation>Строка %1: номинал — сумма больше 0, например 25 или 0,50, а не «%2».</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="272"/>
        <source>Row %1: %2 is already row %3.</source>
        <translation>Строка %1: %2 уже есть в строке %3.</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="277"/>
        <source>Row %1: choose a colour from the list, or type it as #rrggbb.</source>
        <translation>Строка %1: выберите цвет из списка или введите его как #rrggbb.</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="280"/>
        <source>Row %1: the par is a whole number of chips from 0 to %2, not “%3”.</source>
        <translation>Строка %1: норма лотка — целое число фишек от 0 до %2, а не «%3».</translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="287"/>
        <source>Add at least one denomination: its value and colour.</source>
        <translation>Добавьте хотя бы один номинал: его сумму и цвет.</translation>
    </message>
    <message numerus="yes">
        <location filename="../kit/chip_set_editor.py" line="293"/>
        <source>%n denomination(s)</source>
        <translation>
            <numerusform>%n номинал</numerusform>
            <numerusform>%n номинала</numerusform>
            <numerusform>%n номиналов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../kit/chip_set_editor.py" line="296"/>
        <source>%n denomination(s)  ·  a full tray (the par) holds %1</source>
        <translation>
            <numerusform>%n номинал  ·  в полном лотке (по норме) %1</numerusform>
            <numerusform>%n номинала  ·  в полном лотке (по норме) %1</numerusform>
            <numerusform>%n номиналов  ·  в полном лотке (по норме) %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChipSetPage</name>
    <message>
        <location filename="../console/pages/chips.py" line="31"/>
        <source>Chip set</source>
        <translation>Набор фишек</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="36"/>
        <source>The house&apos;s chips and the tray&apos;s par</source>
        <translation>Фишки казино и норма лотка</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="41"/>
        <source>Every shift opens with its opener and closes with its closer, counted by denomination; fills and credits are asked for by denomination. The par is how many chips of each a full tray holds: a table&apos;s first opener is proposed at par.</source>
        <translation>Каждая смена открывается пересчётом при открытии и закрывается пересчётом при закрытии, по номиналам; пополнения и возвраты тоже запрашиваются по номиналам. Норма лотка — сколько фишек каждого номинала в полном лотке: первое открытие стола предлагается по норме.</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="48"/>
        <location filename="../console/pages/chips.py" line="103"/>
        <source>Save the chip set</source>
        <translation>Сохранить набор фишек</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="58"/>
        <source>next field</source>
        <translation>следующее поле</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="58"/>
        <source>add a denomination</source>
        <translation>добавить номинал</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="59"/>
        <source>remove the row</source>
        <translation>убрать строку</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="59"/>
        <source>save, signed</source>
        <translation>сохранить с подписью</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="78"/>
        <source>This table&apos;s chip set is its table group&apos;s (%1): the floor&apos;s administrator sets it for the whole group (dealer-app floor group).</source>
        <translation>Набор фишек этого стола — от его группы столов (%1): его задаёт администратор зала сразу для всей группы (dealer-app floor group).</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="81"/>
        <source>No chip set yet: shifts open without an opener or closer, and no fill or credit can be asked for. Type each denomination and save.</source>
        <translation>Набора фишек ещё нет: смены открываются и закрываются без пересчёта лотка, пополнения и возвраты запросить нельзя. Введите каждый номинал и сохраните.</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="84"/>
        <source>Version %1, set by %2</source>
        <translation>Версия %1, задал %2</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="97"/>
        <source>Save this chip set: shifts opened from now on count their tray by these denominations.</source>
        <translation>Сохранить этот набор фишек: смены, открытые с этого момента, пересчитывают лоток по этим номиналам.</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="103"/>
        <source>Sign the chip set</source>
        <translation>Подписать набор фишек</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="106"/>
        <source>Chip set saved as version %1: for shifts opened from now on</source>
        <translation>Набор фишек сохранён как версия %1: для смен, открытых с этого момента</translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="112"/>
        <source>Chip set not saved</source>
        <translation>Набор фишек не сохранён</translation>
    </message>
</context>
<context>
    <name>CircleWidget</name>
    <message>
        <location filename="../roulette/circle.py" line="210"/>
        <source>ENTER CARD</source>
        <translation>ВВЕДИТЕ КАРТУ</translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="210"/>
        <source>TURN NEXT</source>
        <translation>СЛЕДУЮЩАЯ</translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="268"/>
        <source>TRIGGER %1</source>
        <translation>ТРИГГЕР %1</translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="269"/>
        <source>active %1</source>
        <translation>активные %1</translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="271"/>
        <source>POT</source>
        <translation>БАНК</translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="274"/>
        <source>HAND OVER</source>
        <translation>РАЗДАЧА ОКОНЧЕНА</translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="274"/>
        <source>WON BY FOLDS</source>
        <translation>ВСЕ СПАСОВАЛИ</translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="276"/>
        <source>ROUND %1 OF %2</source>
        <translation>РАУНД %1 ИЗ %2</translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="278"/>
        <source>TRIGGER ▸ %1</source>
        <translation>ТРИГГЕР ▸ %1</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../console/model.py" line="102"/>
        <source>win</source>
        <translation>выигрыш</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="103"/>
        <source>lose</source>
        <translation>проигрыш</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="104"/>
        <source>push</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="105"/>
        <source>fold</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="106"/>
        <location filename="../console/slip_html.py" line="56"/>
        <source>no game</source>
        <translation>нет игры</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="125"/>
        <source>bet</source>
        <translation>ставка</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="126"/>
        <source>no more bets</source>
        <translation>ставок больше нет</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="127"/>
        <source>cards as dealt</source>
        <translation>сданные карты</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="128"/>
        <source>exchange</source>
        <translation>обмен</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="129"/>
        <source>sixth card</source>
        <translation>шестая карта</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="130"/>
        <source>decision</source>
        <translation>ход бокса</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="131"/>
        <source>insurance</source>
        <translation>страховка</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="132"/>
        <source>dealer&apos;s cards</source>
        <translation>карты дилера</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="133"/>
        <source>no-game choice</source>
        <translation>выбор при «нет игры»</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="134"/>
        <source>replacement card</source>
        <translation>карта замены</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="135"/>
        <source>showdown cards</source>
        <translation>карты вскрытия</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="145"/>
        <source>Box %1</source>
        <translation>Бокс %1</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="148"/>
        <source>%1: Ante %2</source>
        <translation>%1: анте %2</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="150"/>
        <source>, bonus %1</source>
        <translation>, бонус %1</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="152"/>
        <source>, dark (Ante and Bet down before the deal)</source>
        <translation>, втёмную (анте и ставка до раздачи)</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="155"/>
        <source>No more bets</source>
        <translation>Ставок больше нет</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="157"/>
        <source>%1: cards as dealt %2</source>
        <translation>%1: сданные карты %2</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="159"/>
        <source>%1: exchange, out %2, in %3</source>
        <translation>%1: обмен, сброшены %2, получены %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../console/model.py" line="115"/>
        <source>%1: exchange of %n card(s), not seen</source>
        <translation>
            <numerusform>%1: обмен %n карты, не видно</numerusform>
            <numerusform>%1: обмен %n карт, не видно</numerusform>
            <numerusform>%1: обмен %n карт, не видно</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../console/model.py" line="164"/>
        <source>%1: sixth card %2</source>
        <translation>%1: шестая карта %2</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="166"/>
        <source>%1: sixth card bought, not seen</source>
        <translation>%1: куплена шестая карта, не видна</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="168"/>
        <source>%1: plays (Bet)</source>
        <translation>%1: играет (ставка)</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="169"/>
        <source>%1: folds</source>
        <translation>%1: пас</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="172"/>
        <source>%1: insurance taken back</source>
        <translation>%1: страховка снята</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="173"/>
        <source>%1: insurance %2</source>
        <translation>%1: страховка %2</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="175"/>
        <source>Dealer: %1</source>
        <translation>Дилер: %1</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="177"/>
        <source>takes the Ante</source>
        <translation>берёт анте</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="178"/>
        <source>buys a game</source>
        <translation>покупает игру</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="181"/>
        <source>Dealer: replacement card %1</source>
        <translation>Дилер: карта замены %1</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="183"/>
        <source>%1: shows %2</source>
        <translation>%1: открывает %2</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="185"/>
        <source>Correction: the last entry undone</source>
        <translation>Исправление: последняя запись отменена</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="190"/>
        <source>Correction: the %1 of box %2 withdrawn</source>
        <translation>Исправление: отозвана запись «%1» бокса %2</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="191"/>
        <source>Correction: the %1 withdrawn</source>
        <translation>Исправление: отозвана запись «%1»</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="223"/>
        <source>closed</source>
        <translation>закрыта</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="223"/>
        <location filename="../console/model.py" line="229"/>
        <source>open</source>
        <translation>открыта</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="224"/>
        <location filename="../console/model.py" line="230"/>
        <location filename="../console/slip_html.py" line="46"/>
        <source>SIMULATED</source>
        <translation>СИМУЛЯЦИЯ</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="226"/>
        <source>%1 rounds</source>
        <translation>раундов: %1</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="503"/>
        <source>IN PROGRESS</source>
        <translation>ИДЁТ</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="505"/>
        <source>VOID</source>
        <translation>АННУЛИРОВАН</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="507"/>
        <source>RULING</source>
        <translation>РЕШЕНИЕ ПИТ-БОССА</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="509"/>
        <source>APPROVED</source>
        <translation>УТВЕРЖДЁН</translation>
    </message>
    <message>
        <location filename="../console/model.py" line="511"/>
        <source>REFUSED</source>
        <translation>ОТКЛОНЁН</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="30"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="31"/>
        <source>Insurance</source>
        <translation>Страховка</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="32"/>
        <source>Fees</source>
        <translation>Плата</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="38"/>
        <source>IN PROGRESS (not confirmed)</source>
        <translation>ИДЁТ (не подтверждён)</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="38"/>
        <source>SETTLED</source>
        <translation>РАССЧИТАН</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="38"/>
        <source>VOIDED</source>
        <translation>АННУЛИРОВАН</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="41"/>
        <source>Round %1, table %2</source>
        <translation>Раунд %1, стол %2</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="42"/>
        <source>Shift</source>
        <translation>Смена</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="42"/>
        <source>round id</source>
        <translation>код раунда</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="43"/>
        <source>dealer</source>
        <translation>дилер</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="44"/>
        <source>house rules version</source>
        <translation>версия правил</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="47"/>
        <source>started</source>
        <translation>начат</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="48"/>
        <source>settled</source>
        <translation>рассчитан</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="49"/>
        <source>jackpot at the start</source>
        <translation>джекпот в начале</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="56"/>
        <source>game</source>
        <translation>игра</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="58"/>
        <source>replacements %1</source>
        <translation>замены %1</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="60"/>
        <source>final %1</source>
        <translation>итог %1</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="61"/>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="81"/>
        <source>(floor ruling by %1: %2)</source>
        <translation>(решение пит-босса — %1: %2)</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="83"/>
        <source>(void)</source>
        <translation>(аннулирован)</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Box</source>
        <translation>Бокс</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="119"/>
        <source>Approvals, refusals, voids and rulings</source>
        <translation>Утверждения, отклонения, аннулирования и решения пит-босса</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="125"/>
        <source>As entered, step by step</source>
        <translation>Как введено, шаг за шагом</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="129"/>
        <source>Printed by %1 at %2</source>
        <translation>Напечатано: %1, %2</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="91"/>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Hand</source>
        <translation>Комбинация</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="92"/>
        <location filename="../console/slip_html.py" line="30"/>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="93"/>
        <location filename="../console/slip_html.py" line="31"/>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="94"/>
        <source>The table and the rules</source>
        <translation>Стол и правила</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Stakes</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Outcome</source>
        <translation>Исход</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Capped</source>
        <translation>Лимит</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="94"/>
        <source>Computed net</source>
        <translation>Расчётный итог</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="94"/>
        <source>Effective net</source>
        <translation>Фактический итог</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="100"/>
        <source>Not settled yet: no settlement to show.</source>
        <translation>Ещё не рассчитан: расчёта нет.</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="103"/>
        <source>House result: computed %1 · effective %2</source>
        <translation>Результат казино: расчёт %1 · фактический %2</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="108"/>
        <source>Approved by %1, %2</source>
        <translation>Утверждено: %1, %2</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="108"/>
        <source>Refused by %1, %2</source>
        <translation>Отклонено: %1, %2</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="111"/>
        <source>Voided by %1, %2: %3</source>
        <translation>Аннулировано: %1, %2: %3</translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="114"/>
        <source>Floor ruling on box %1 by %2, %3: %4 instead of %5 (computed): %6</source>
        <translation>Решение пит-босса по боксу %1 — %2, %3: %4 вместо %5 (расчёт): %6</translation>
    </message>
</context>
<context>
    <name>ConsolePage</name>
    <message>
        <location filename="../console/pages/base.py" line="58"/>
        <source>Not done</source>
        <translation>Не выполнено</translation>
    </message>
    <message>
        <location filename="../console/pages/base.py" line="68"/>
        <location filename="../console/pages/base.py" line="79"/>
        <source>%1 (you)</source>
        <translation>%1 (вы)</translation>
    </message>
    <message>
        <location filename="../console/pages/base.py" line="95"/>
        <source>%1. A second pit boss or an administrator signs too.</source>
        <translation>%1. Вторую подпись ставит другой пит-босс или администратор.</translation>
    </message>
    <message>
        <location filename="../console/pages/base.py" line="103"/>
        <source>Second signature</source>
        <translation>Вторая подпись</translation>
    </message>
    <message>
        <location filename="../console/pages/base.py" line="104"/>
        <source>Sign as the second person</source>
        <translation>Подписать вторым</translation>
    </message>
</context>
<context>
    <name>ConsoleScreen</name>
    <message>
        <location filename="../console/screen.py" line="210"/>
        <location filename="../console/screen.py" line="463"/>
        <source>Locked by the pit boss.</source>
        <translation>Заблокировано пит-боссом.</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="223"/>
        <source>SECTIONS  ·  Ctrl + digit</source>
        <translation>РАЗДЕЛЫ  ·  Ctrl + цифра</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="269"/>
        <source>Approvals</source>
        <translation>Утверждения</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="269"/>
        <source>Round history</source>
        <translation>История</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="270"/>
        <source>Jackpot meter</source>
        <translation>Джекпот</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="270"/>
        <source>Re-audit</source>
        <translation>Аудит</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="271"/>
        <source>House rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="271"/>
        <source>Users</source>
        <translation>Пользователи</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="272"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="272"/>
        <source>Table count</source>
        <translation>Учёт фишек</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="273"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="273"/>
        <source>Slips</source>
        <translation>Квитанции</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="274"/>
        <source>Count room</source>
        <translation>Счётная комната</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="274"/>
        <source>Chip set</source>
        <translation>Набор фишек</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="284"/>
        <source>Trainees</source>
        <translation>Стажёры</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="315"/>
        <source>The console is closed to you</source>
        <translation>Консоль вам недоступна</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="322"/>
        <source>Sign out</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="350"/>
        <source>Nobody</source>
        <translation>Никто</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="352"/>
        <source>%1 is signed in as a %2. The pit boss console is for pit bosses (approvals, corrections, the meter, re-audits, house rules) and administrators (users and settings). Dealers deal at the table; trainees practise in training mode.</source>
        <translation>%1 — вход с ролью «%2». Консоль пит-босса — для пит-боссов (утверждения, исправления, счётчик, повторный аудит, правила казино) и администраторов (пользователи и настройки). Дилеры работают за столом; стажёры тренируются в режиме обучения.</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="362"/>
        <source>sign out</source>
        <translation>выйти</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="370"/>
        <source>PIT BOSS CONSOLE</source>
        <translation>КОНСОЛЬ ПИТ-БОССА</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="370"/>
        <source>COUNT ROOM</source>
        <translation>СЧЁТНАЯ КОМНАТА</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="371"/>
        <source>ADMINISTRATION</source>
        <translation>АДМИНИСТРИРОВАНИЕ</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="371"/>
        <source>CAGE</source>
        <translation>КАССА</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="377"/>
        <source>Every action here is signed and kept in the audit log.</source>
        <translation>Каждое действие здесь подписывается и сохраняется в журнале аудита.</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="378"/>
        <source>Administrators manage users and settings; they never approve, void or rule.</source>
        <translation>Администраторы управляют пользователями и настройками; они не утверждают, не аннулируют и не выносят решений.</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="485"/>
        <source>no shift yet</source>
        <translation>смен ещё нет</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="533"/>
        <source>the approval threshold</source>
        <translation>порог утверждения</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="555"/>
        <source>in the audit log</source>
        <translation>в журнале аудита</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="576"/>
        <source>refresh</source>
        <translation>обновить</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="578"/>
        <source>table</source>
        <translation>стол</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="579"/>
        <source>lock</source>
        <translation>блокировка</translation>
    </message>
</context>
<context>
    <name>ConsoleTopBar</name>
    <message>
        <location filename="../console/screen.py" line="121"/>
        <location filename="../console/screen.py" line="122"/>
        <source>SIGNED IN</source>
        <translation>В СИСТЕМЕ</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="125"/>
        <source>Shift</source>
        <translation>Смена</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="137"/>
        <source>JACKPOT</source>
        <translation>ДЖЕКПОТ</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="143"/>
        <source>Table (F6)</source>
        <translation>Стол (F6)</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="144"/>
        <source>Lock (F9)</source>
        <translation>Блокировка (F9)</translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="145"/>
        <source>Sign out</source>
        <translation>Выйти</translation>
    </message>
</context>
<context>
    <name>CountPage</name>
    <message>
        <location filename="../console/pages/count.py" line="31"/>
        <source>Table count</source>
        <translation>Учёт фишек</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="37"/>
        <source>Counted shifts, newest first</source>
        <translation>Смены с учётом фишек, новые сверху</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="40"/>
        <source>Shift</source>
        <translation>Смена</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="64"/>
        <location filename="../console/pages/count.py" line="91"/>
        <source>Drop</source>
        <translation>Дроп</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="40"/>
        <location filename="../console/pages/count.py" line="64"/>
        <location filename="../console/pages/count.py" line="91"/>
        <source>Win</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="38"/>
        <source>* drop not counted yet: estimated from the buy-ins</source>
        <translation>* дроп ещё не подсчитан: оценка по покупкам фишек</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="40"/>
        <location filename="../console/pages/count.py" line="65"/>
        <source>Hold</source>
        <translation>Холд</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="40"/>
        <location filename="../console/pages/count.py" line="66"/>
        <location filename="../console/pages/count.py" line="92"/>
        <source>Variance</source>
        <translation>Разница</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="44"/>
        <source>No shift has a table count yet: once the house&apos;s chip set is configured, every shift opens with its opener.</source>
        <translation>Ни у одной смены ещё нет учёта фишек: когда казино задаст набор фишек, каждая смена будет открываться с пересчётом лотка.</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="54"/>
        <source>The shift&apos;s count</source>
        <translation>Учёт фишек смены</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="63"/>
        <source>Opener</source>
        <translation>Открытие</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="63"/>
        <source>Closer</source>
        <translation>Закрытие</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="63"/>
        <source>Fills</source>
        <translation>Пополнения</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="64"/>
        <source>Credits</source>
        <translation>Возвраты</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="65"/>
        <source>Computed result</source>
        <translation>Расчётный результат</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="77"/>
        <location filename="../console/pages/count.py" line="211"/>
        <source>Explain the variance</source>
        <translation>Объяснить разницу</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="87"/>
        <source>Grey: drop (recorded buy-ins); green or red: win; a red dot: a variance.</source>
        <translation>Серым — дроп (записанные покупки фишек); зелёным или красным — выигрыш; красная точка — разница.</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="91"/>
        <source>Period</source>
        <translation>Период</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="91"/>
        <source>Computed</source>
        <translation>Расчётный</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="97"/>
        <source>choose a shift</source>
        <translation>выбрать смену</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="97"/>
        <source>explain the variance</source>
        <translation>объяснить разницу</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="113"/>
        <source>%1 · #%2</source>
        <translation>%1 · №%2</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="145"/>
        <location filename="../console/pages/count.py" line="198"/>
        <source>No count to show.</source>
        <translation>Учёта фишек нет.</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="148"/>
        <source>Shift %1 at %2</source>
        <translation>Смена %1, стол %2</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="154"/>
        <source>(counted)</source>
        <translation>(подсчитан)</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="154"/>
        <source>(estimated)</source>
        <translation>(оценка)</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="166"/>
        <source>Beyond the threshold of %1:</source>
        <translation>Выше порога %1:</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="167"/>
        <source>explained.</source>
        <translation>объяснено.</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="168"/>
        <source>a pit boss&apos;s written explanation is needed before the report is signed.</source>
        <translation>до подписания отчёта нужно письменное объяснение пит-босса.</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="170"/>
        <source>%1 explained: %2</source>
        <translation>Объяснение (%1): %2</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="174"/>
        <source>The variance appeared between %1 and %2; rounds %3.</source>
        <translation>Разница возникла между %1 и %2; раунды %3.</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="177"/>
        <source>Slips waiting for the cage: %1.</source>
        <translation>Квитанции ждут кассу: %1.</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="180"/>
        <source>* The drop is estimated from the recorded buy-ins until the count room enters it.</source>
        <translation>* Дроп оценён по записанным покупкам фишек, пока счётная комната не внесёт подсчёт.</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="185"/>
        <source>open</source>
        <translation>открыт</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="190"/>
        <source>Rounds %1</source>
        <translation>Раунды %1</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="207"/>
        <source>Shift %1 at %2: a variance of %3. Write what happened; it is printed on the report.</source>
        <translation>Смена %1, стол %2: разница %3. Напишите, что произошло; это печатается в отчёте.</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="214"/>
        <source>Variance of shift %1 explained</source>
        <translation>Разница смены %1 объяснена</translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="215"/>
        <source>Sign the explanation</source>
        <translation>Подписать объяснение</translation>
    </message>
</context>
<context>
    <name>CredentialsDialog</name>
    <message>
        <location filename="../kit/dialogs.py" line="229"/>
        <location filename="../kit/dialogs.py" line="231"/>
        <source>PIN</source>
        <translation>ПИН-код</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="230"/>
        <source>Who</source>
        <translation>Кто</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="237"/>
        <source>Required: what happened</source>
        <translation>Обязательно: что произошло</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="237"/>
        <source>Required to refuse: why</source>
        <translation>Обязательно для отклонения: почему</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="238"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="256"/>
        <source>Alt+R</source>
        <translation>Alt+R</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="260"/>
        <source>Sign</source>
        <translation>Подписать</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="260"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="270"/>
        <source>A refusal needs a reason.</source>
        <translation>Для отклонения нужна причина.</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="285"/>
        <source>Nobody here may sign this.</source>
        <translation>Здесь некому это подписать.</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="288"/>
        <source>Enter the PIN.</source>
        <translation>Введите ПИН-код.</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="291"/>
        <source>A reason is required.</source>
        <translation>Нужна причина.</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="297"/>
        <source>Checking…</source>
        <translation>Проверка…</translation>
    </message>
</context>
<context>
    <name>DealerStrip</name>
    <message>
        <location filename="../console/boxcard.py" line="227"/>
        <location filename="../training/round_view.py" line="81"/>
        <source>DEALER</source>
        <translation>ДИЛЕР</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="253"/>
        <source>Not turned</source>
        <translation>Не открыты</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="257"/>
        <source>GAME</source>
        <translation>ИГРА</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="257"/>
        <source>NO GAME</source>
        <translation>НЕТ ИГРЫ</translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="262"/>
        <source>Game bought: first hand %1, %2 taken out, replaced by %3</source>
        <translation>Игра куплена: первые карты дилера %1, изъята %2, заменена на %3</translation>
    </message>
    <message>
        <location filename="../training/round_view.py" line="83"/>
        <source>as turned</source>
        <translation>как открыты</translation>
    </message>
    <message>
        <location filename="../training/round_view.py" line="97"/>
        <source>NEXT CARDS OF THE DECK</source>
        <translation>СЛЕДУЮЩИЕ КАРТЫ КОЛОДЫ</translation>
    </message>
    <message>
        <location filename="../training/round_view.py" line="99"/>
        <source>for a bought game: which card does each replace?</source>
        <translation>для купленной игры: какую карту заменяет каждая?</translation>
    </message>
    <message>
        <location filename="../training/round_view.py" line="117"/>
        <source>JACKPOT METER</source>
        <translation>СЧЁТЧИК ДЖЕКПОТА</translation>
    </message>
</context>
<context>
    <name>DealerWidget</name>
    <message>
        <location filename="../table/dealer.py" line="33"/>
        <source>DEALER</source>
        <translation>ДИЛЕР</translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="35"/>
        <source>key D</source>
        <translation>клавиша D</translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="69"/>
        <source>TAKEN OUT</source>
        <translation>ИЗЪЯТЫ</translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="99"/>
        <source>Waiting for the dealer&apos;s hand</source>
        <translation>Ждём карты дилера</translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="102"/>
        <source>GAME</source>
        <translation>ИГРА</translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="105"/>
        <source>NO GAME</source>
        <translation>НЕТ ИГРЫ</translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="111"/>
        <source>First reveal: %1 (no game); a game was bought</source>
        <translation>Первое вскрытие: %1 (нет игры); игра куплена</translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="115"/>
        <source>Same rank: %1, drawn for %2, still makes no game. Take out %1 as well and deal the next card (free redraw)</source>
        <translation>Тот же ранг: %1, взятая вместо %2, игры не даёт. Уберите также %1 и сдайте следующую карту (бесплатная замена)</translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="118"/>
        <source>Take out %1 and deal its replacement</source>
        <translation>Уберите %1 и сдайте замену</translation>
    </message>
</context>
<context>
    <name>DialogService</name>
    <message>
        <location filename="../kit/dialogs.py" line="344"/>
        <source>no printing system on this station (lp)</source>
        <translation>на этом компьютере не настроена печать</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="397"/>
        <location filename="../kit/dialogs.py" line="425"/>
        <location filename="../kit/dialogs.py" line="435"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="406"/>
        <location filename="../kit/dialogs.py" line="435"/>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="424"/>
        <source>Record the count</source>
        <translation>Записать пересчёт</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="480"/>
        <source>Count the tray first.</source>
        <translation>Сначала пересчитайте лоток.</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="446"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>DrillPage</name>
    <message>
        <location filename="../training/drill_page.py" line="116"/>
        <source>TIME LEFT</source>
        <translation>ОСТАЛОСЬ ВРЕМЕНИ</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="125"/>
        <source>Rules  F2</source>
        <translation>Правила  F2</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="129"/>
        <location filename="../training/drill_page.py" line="187"/>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="172"/>
        <source>LEVEL %1</source>
        <translation>УРОВЕНЬ %1</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="175"/>
        <source>Exam %1 · instructor %2</source>
        <translation>Экзамен %1 · инструктор %2</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="177"/>
        <source>LOCKED EXAM</source>
        <translation>ЗАКРЫТЫЙ ЭКЗАМЕН</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="178"/>
        <source>Hand in</source>
        <translation>Сдать</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="180"/>
        <source>feedback after each box</source>
        <translation>разбор после каждого бокса</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="180"/>
        <source>feedback at the end</source>
        <translation>разбор в конце</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="183"/>
        <source>target %1 s per box</source>
        <translation>норматив %1 с на бокс</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="214"/>
        <source>Round %1 of %2 · box %3 of %4</source>
        <translation>Раунд %1 из %2 · бокс %3 из %4</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="229"/>
        <source>Not checked yet: %1 to complete.</source>
        <translation>Ещё не проверено: заполните поля (%1).</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="258"/>
        <source>Summary  ⏎</source>
        <translation>Итоги  ⏎</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="258"/>
        <source>Next box  ⏎</source>
        <translation>Следующий бокс  ⏎</translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="279"/>
        <source>TIME LEFT OF %1</source>
        <translation>ОСТАЛОСЬ ИЗ %1</translation>
    </message>
</context>
<context>
    <name>DropPage</name>
    <message>
        <location filename="../console/pages/drop.py" line="35"/>
        <source>Count room: the drop</source>
        <translation>Счётная комната: дроп</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="42"/>
        <source>Closed shifts, newest first</source>
        <translation>Закрытые смены, сначала новые</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="43"/>
        <source>* drop not counted yet: estimated from the buy-ins</source>
        <translation>* дроп ещё не подсчитан: оценка по покупкам фишек</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="44"/>
        <source>Shift</source>
        <translation>Смена</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="44"/>
        <location filename="../console/pages/drop.py" line="67"/>
        <source>Drop</source>
        <translation>Дроп</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="44"/>
        <location filename="../console/pages/drop.py" line="68"/>
        <source>Win</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="49"/>
        <source>No closed shift has a table count yet.</source>
        <translation>Ни у одной закрытой смены пока нет учёта фишек.</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="58"/>
        <source>The shift&apos;s figures of record</source>
        <translation>Учётные цифры смены</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="66"/>
        <source>Opener</source>
        <translation>Открытие</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="66"/>
        <source>Closer</source>
        <translation>Закрытие</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="66"/>
        <source>Fills</source>
        <translation>Пополнения</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="67"/>
        <source>Credits</source>
        <translation>Возвраты</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="67"/>
        <source>Buy-ins recorded</source>
        <translation>Записанные покупки</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="68"/>
        <source>Hold</source>
        <translation>Холд</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="80"/>
        <source>The drop box, counted</source>
        <translation>Пересчёт дроп-бокса</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="81"/>
        <source>How many of each note; other cash (coins, other notes) as one amount.</source>
        <translation>Сколько купюр каждого номинала; прочие наличные (монеты, другие купюры) — одной суммой.</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="91"/>
        <source>Other cash</source>
        <translation>Прочие наличные</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="94"/>
        <source>Required for a recount: why</source>
        <translation>Обязательно для пересчёта: почему</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="95"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="104"/>
        <location filename="../console/pages/drop.py" line="274"/>
        <source>Enter the drop</source>
        <translation>Внести дроп</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="119"/>
        <source>choose a shift</source>
        <translation>выбрать смену</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="119"/>
        <source>count by note</source>
        <translation>пересчёт по купюрам</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="120"/>
        <source>enter the drop</source>
        <translation>внести дроп</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="137"/>
        <source>%1 · #%2</source>
        <translation>%1 · №%2</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="191"/>
        <source>Shift %1 at %2</source>
        <translation>Смена %1, стол %2</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="196"/>
        <source>(counted)</source>
        <translation>(подсчитан)</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="196"/>
        <source>(estimated)</source>
        <translation>(оценка)</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="204"/>
        <source>Drop entered by %1.</source>
        <translation>Дроп внесён: %1.</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="206"/>
        <source>It differs from the recorded buy-ins by %1.</source>
        <translation>Отличается от записанных покупок фишек на %1.</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="208"/>
        <source>A new figure is a recount: it needs a reason.</source>
        <translation>Новая цифра — это пересчёт: нужна причина.</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="210"/>
        <source>Until the drop is entered, the win uses the recorded buy-ins and hold shows —.</source>
        <translation>Пока дроп не внесён, выигрыш считается по записанным покупкам фишек, а холд — «—».</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="226"/>
        <source>%1 notes: a whole number, not %2</source>
        <translation>Купюры %1: целое число, а не %2</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="232"/>
        <location filename="../console/pages/drop.py" line="234"/>
        <source>Other cash: an amount, not %1</source>
        <translation>Прочие наличные: сумма, а не %1</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="246"/>
        <source>Counted: %1</source>
        <translation>Подсчитано: %1</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="259"/>
        <source>The drop was already entered: a recount needs a reason.</source>
        <translation>Дроп уже внесён: для пересчёта нужна причина.</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="264"/>
        <source>Shift %1 at %2: a drop of %3. The count room signs with their PIN.</source>
        <translation>Смена %1, стол %2: дроп %3. Счётная комната подписывает своим ПИН-кодом.</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="270"/>
        <source>Drop of shift %1 entered: %2</source>
        <translation>Дроп смены %1 внесён: %2</translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="276"/>
        <source>Sign the drop</source>
        <translation>Подписать дроп</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <location filename="../table/entry.py" line="91"/>
        <source>confirm</source>
        <translation>подтвердить</translation>
    </message>
    <message>
        <location filename="../table/entry.py" line="96"/>
        <source>back</source>
        <translation>назад</translation>
    </message>
    <message>
        <location filename="../table/entry.py" line="120"/>
        <source>CLICK A CARD, OR TYPE  as kd 10h …</source>
        <translation>НАЖМИТЕ НА КАРТУ ИЛИ НАБЕРИТЕ  as kd 10h …</translation>
    </message>
    <message>
        <location filename="../table/entry.py" line="139"/>
        <source>e.g.  as kd 7h 7d 2c</source>
        <translation>например,  as kd 7h 7d 2c</translation>
    </message>
    <message>
        <location filename="../table/entry.py" line="139"/>
        <source>e.g.  kd</source>
        <translation>например,  kd</translation>
    </message>
    <message>
        <location filename="../table/entry.py" line="141"/>
        <source>amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <location filename="../table/entry.py" line="143"/>
        <source>number of cards</source>
        <translation>число карт</translation>
    </message>
</context>
<context>
    <name>FeedbackPanel</name>
    <message>
        <location filename="../training/feedback.py" line="97"/>
        <source>Next box  ⏎</source>
        <translation>Следующий бокс  ⏎</translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="123"/>
        <source>THE MISTAKE</source>
        <translation>ОШИБКА</translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="140"/>
        <source>THE RIGHT ANSWER, AS THE ENGINE SETTLES IT</source>
        <translation>ПРАВИЛЬНЫЙ ОТВЕТ — РАСЧЁТ ДВИЖКА</translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="164"/>
        <source>Round %1 · box %2</source>
        <translation>Раунд %1 · бокс %2</translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="168"/>
        <source>target %1 s</source>
        <translation>норматив %1 с</translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="184"/>
        <source>%1 MISTAKES</source>
        <translation>ОШИБОК: %1</translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="191"/>
        <source>YOU SAID</source>
        <translation>ВАШ ОТВЕТ</translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="191"/>
        <source>RIGHT ANSWER</source>
        <translation>ВЕРНО</translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="210"/>
        <source>right</source>
        <translation>верно</translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="210"/>
        <source>wrong</source>
        <translation>неверно</translation>
    </message>
</context>
<context>
    <name>FirstRunScreen</name>
    <message>
        <location filename="../shell/first_run.py" line="71"/>
        <source>Welcome to Dealer Assistant</source>
        <translation>Добро пожаловать в Dealer Assistant</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="72"/>
        <source>Set up this station: the casino and the table it serves, then the administrator, who manages users and settings and never deals or approves.</source>
        <translation>Настройте это рабочее место: казино и стол, который оно обслуживает, затем администратора — он управляет пользователями и настройками, но не ведёт игру и не утверждает выплаты.</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="89"/>
        <source>as printed on the reports, e.g. Casino Neva</source>
        <translation>как в отчётах, например, Казино «Нева»</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="90"/>
        <source>e.g. Russian Poker 1</source>
        <translation>например, Русский покер 1</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="96"/>
        <source>e.g. Maria Petrova</source>
        <translation>например, Мария Петрова</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="97"/>
        <source>at least 6 characters</source>
        <translation>не меньше 6 символов</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="98"/>
        <source>the same PIN again</source>
        <translation>тот же ПИН-код ещё раз</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="99"/>
        <source>THE CASINO AND THIS TABLE</source>
        <translation>КАЗИНО И ЭТОТ СТОЛ</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="100"/>
        <source>Casino</source>
        <translation>Казино</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="101"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="102"/>
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="103"/>
        <source>THE ADMINISTRATOR</source>
        <translation>АДМИНИСТРАТОР</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="104"/>
        <source>Administrator</source>
        <translation>Администратор</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="105"/>
        <location filename="../shell/first_run.py" line="189"/>
        <source>PIN</source>
        <translation>ПИН-код</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="106"/>
        <source>PIN again</source>
        <translation>ПИН-код ещё раз</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="107"/>
        <source>Create the administrator</source>
        <translation>Создать администратора</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="122"/>
        <source>Now the house&apos;s chips: each one&apos;s value, colour and the tray&apos;s par (how many a full tray holds).</source>
        <translation>Теперь фишки казино: номинал каждой, цвет и норма лотка (сколько их в полном лотке).</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="132"/>
        <source>the administrator&apos;s PIN signs the chip set</source>
        <translation>ПИН-код администратора подписывает набор фишек</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="134"/>
        <source>Administrator&apos;s PIN</source>
        <translation>ПИН-код администратора</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="136"/>
        <source>Save (Ctrl+Enter)</source>
        <translation>Сохранить (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="139"/>
        <source>Skip for now (Alt+S)</source>
        <translation>Пропустить пока (Alt+S)</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="146"/>
        <source>Without a chip set, shifts open with no opener or closer, and no fill or credit can be asked for, until it is set in the console (Chip set, Ctrl+K).</source>
        <translation>Без набора фишек смены открываются и закрываются без пересчёта лотка, а пополнения и возвраты запросить нельзя, пока набор не задан в консоли («Набор фишек», Ctrl+K).</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="175"/>
        <source>Now add the people who work the table: at least one dealer and one pit boss. Press Enter after each. More can be added later in the console&apos;s Users page.</source>
        <translation>Теперь добавьте тех, кто работает за столом: хотя бы одного дилера и одного пит-босса. После каждого нажмите Enter. Остальных можно добавить позже на странице «Пользователи» консоли.</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="183"/>
        <source>name as shown at sign-in</source>
        <translation>имя, как на экране входа</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="186"/>
        <source>6 or more</source>
        <translation>от 6 символов</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="187"/>
        <source>NAME</source>
        <translation>ИМЯ</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="188"/>
        <source>ROLE</source>
        <translation>РОЛЬ</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="197"/>
        <source>Add this person</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="203"/>
        <source>ADDED</source>
        <translation>ДОБАВЛЕНЫ</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="209"/>
        <source>Done: go to sign-in (Ctrl+Enter)</source>
        <translation>Готово: ко входу (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="269"/>
        <source>Enter the casino&apos;s name.</source>
        <translation>Введите название казино.</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="270"/>
        <source>Enter the table&apos;s name.</source>
        <translation>Введите название стола.</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="271"/>
        <source>Choose the currency.</source>
        <translation>Выберите валюту.</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="304"/>
        <source>Administrator created and signed in; the station is set up for %1.</source>
        <translation>Администратор создан и вошёл; рабочее место настроено для стола «%1».</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="317"/>
        <source>Above: this database&apos;s recovery key. Write it down and store it offline (a safe), never on this computer: it is shown only this once. It gives an administrator who lost the PIN a new one.</source>
        <translation>Выше — ключ восстановления этой базы данных. Запишите его и храните вне компьютера (в сейфе), никогда не на этом компьютере: он показывается только один раз. С ним администратор, забывший ПИН-код, получает новый.</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="334"/>
        <source>Type the administrator&apos;s PIN: it signs the chip set.</source>
        <translation>Введите ПИН-код администратора: он подписывает набор фишек.</translation>
    </message>
    <message numerus="yes">
        <location filename="../shell/first_run.py" line="347"/>
        <source>The chip set is saved (%n denomination(s)): every shift opens with its opener.</source>
        <translation>
            <numerusform>Набор фишек сохранён (%n номинал): каждая смена открывается пересчётом лотка.</numerusform>
            <numerusform>Набор фишек сохранён (%n номинала): каждая смена открывается пересчётом лотка.</numerusform>
            <numerusform>Набор фишек сохранён (%n номиналов): каждая смена открывается пересчётом лотка.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="360"/>
        <source>No chip set yet: shifts open without an opener or closer, and fills and credits wait, until it is set in the console (Chip set, Ctrl+K).</source>
        <translation>Набора фишек ещё нет: смены открываются без пересчёта лотка, пополнения и возвраты ждут, пока набор не задан в консоли («Набор фишек», Ctrl+K).</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="374"/>
        <source>Enter the person&apos;s name.</source>
        <translation>Введите имя.</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="378"/>
        <source>Enter their PIN.</source>
        <translation>Введите ПИН-код.</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="400"/>
        <source>Press Enter to add %1 first, or clear the name.</source>
        <translation>Сначала нажмите Enter, чтобы добавить «%1», или сотрите имя.</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="272"/>
        <source>Enter the administrator&apos;s name.</source>
        <translation>Введите имя администратора.</translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="279"/>
        <source>The two PINs differ.</source>
        <translation>ПИН-коды не совпадают.</translation>
    </message>
</context>
<context>
    <name>Hand2Row</name>
    <message>
        <location filename="../training/answer.py" line="324"/>
        <source>— choose —</source>
        <translation>— выберите —</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="325"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="339"/>
        <source>choose hand 2&apos;s category, or none</source>
        <translation>выберите комбинацию 2 или «нет»</translation>
    </message>
</context>
<context>
    <name>HandDrillPage</name>
    <message>
        <location filename="../training/skill_pages.py" line="179"/>
        <location filename="../training/skill_pages.py" line="222"/>
        <source>Name the hand</source>
        <translation>Назовите комбинацию</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="190"/>
        <source>Hand:</source>
        <translation>Комбинация:</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="191"/>
        <source>Second combination:</source>
        <translation>Вторая комбинация:</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="210"/>
        <source>no second combination</source>
        <translation>второй комбинации нет</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="216"/>
        <source>0–9, R: the category · N: no second combination · Backspace: take back · Enter: check, then next · Esc: stop</source>
        <translation>0–9, R — комбинация · N — второй комбинации нет · Backspace — отменить · Enter — проверить, затем дальше · Esc — закончить</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="222"/>
        <source>Exam %1 · name the hands</source>
        <translation>Экзамен %1 · назовите комбинации</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="238"/>
        <source>hand %1 of %2 · round %3</source>
        <translation>комбинация %1 из %2 · раунд %3</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="241"/>
        <source>The dealer&apos;s hand, as dealt</source>
        <translation>Карты дилера, как сданы</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="243"/>
        <source>The dealer&apos;s hand after the buy, before paying</source>
        <translation>Карты дилера после покупки игры, до выплат</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="245"/>
        <source>Box %1</source>
        <translation>Бокс %1</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="247"/>
        <source>Taken out: %1</source>
        <translation>Изъято: %1</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="253"/>
        <source>Name the hand: press its key.</source>
        <translation>Назовите комбинацию: нажмите её клавишу.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="260"/>
        <location filename="../training/skill_pages.py" line="311"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="299"/>
        <source>Name the hand first (0–9, R), and the second combination (or N for none).</source>
        <translation>Сначала назовите комбинацию (0–9, R) и вторую комбинацию (или N — её нет).</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="310"/>
        <source>%1; second combination: %2</source>
        <translation>%1; вторая комбинация: %2</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="313"/>
        <source>Right: %1.</source>
        <translation>Верно: %1.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="313"/>
        <location filename="../training/skill_pages.py" line="315"/>
        <source>Enter: next.</source>
        <translation>Enter — дальше.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="315"/>
        <source>It is %1.</source>
        <translation>Это %1.</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../console/pages/history.py" line="31"/>
        <source>Round history</source>
        <translation>История раундов</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="38"/>
        <source>Filters</source>
        <translation>Фильтры</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="42"/>
        <source>any box</source>
        <translation>любой бокс</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="42"/>
        <source>box %1</source>
        <translation>бокс %1</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="44"/>
        <source>any outcome</source>
        <translation>любой исход</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="47"/>
        <location filename="../console/pages/history.py" line="174"/>
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="49"/>
        <source>any amount</source>
        <translation>любая сумма</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="52"/>
        <location filename="../console/pages/history.py" line="54"/>
        <location filename="../console/pages/history.py" line="55"/>
        <source>any</source>
        <translation>любое</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="52"/>
        <source>approved</source>
        <translation>утверждён</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="53"/>
        <source>refused</source>
        <translation>отклонён</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="53"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="54"/>
        <source>voided only</source>
        <translation>только аннулированные</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="54"/>
        <source>not voided</source>
        <translation>не аннулированные</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="55"/>
        <source>with a ruling</source>
        <translation>с решением пит-босса</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="56"/>
        <source>without a ruling</source>
        <translation>без решения пит-босса</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="57"/>
        <source>Box</source>
        <translation>Бокс</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="57"/>
        <source>Outcome</source>
        <translation>Исход</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="58"/>
        <source>A box moved at least</source>
        <translation>Сумма по боксу от</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="58"/>
        <source>Approval</source>
        <translation>Утверждение</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="59"/>
        <source>Void</source>
        <translation>Аннулирование</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="59"/>
        <source>Floor ruling</source>
        <translation>Решение пит-босса</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="63"/>
        <source>Clear</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="74"/>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="78"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="78"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="78"/>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="78"/>
        <source>Boxes</source>
        <translation>Боксы</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="79"/>
        <source>House: computed</source>
        <translation>Казино: расчёт</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="79"/>
        <source>effective</source>
        <translation>фактический</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="79"/>
        <source>Marks</source>
        <translation>Отметки</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="80"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="99"/>
        <source>choose</source>
        <translation>выбрать</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="99"/>
        <source>open the round</source>
        <translation>открыть раунд</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="100"/>
        <source>clear the filters</source>
        <translation>сбросить фильтры</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="108"/>
        <source>No shift yet</source>
        <translation>Смен ещё нет</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="131"/>
        <source>Amount: %1</source>
        <translation>Сумма: %1</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="178"/>
        <source>v%1</source>
        <translation>в%1</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="185"/>
        <source>SIMULATED</source>
        <translation>СИМУЛЯЦИЯ</translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="187"/>
        <source>Shift #%1 at %2  ·  %3 of %4 rounds  ·  house result shown (effective) %5</source>
        <translation>Смена №%1, стол %2  ·  раундов: %3 из %4  ·  результат казино по показанным (фактический) %5</translation>
    </message>
</context>
<context>
    <name>HousePage</name>
    <message>
        <location filename="../console/pages/house.py" line="394"/>
        <source>House rules</source>
        <translation>Правила казино</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="412"/>
        <source>Profile</source>
        <translation>Профиль</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="412"/>
        <source>Version shown</source>
        <translation>Показана версия</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="435"/>
        <source>Preview</source>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="446"/>
        <source>name of the new profile</source>
        <translation>название нового профиля</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="449"/>
        <source>what changed, and why</source>
        <translation>что изменилось и почему</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="450"/>
        <source>New profile</source>
        <translation>Новый профиль</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="453"/>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="460"/>
        <source>Save as a new version…</source>
        <translation>Сохранить версию…</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="470"/>
        <source>save as a new version</source>
        <translation>сохранить как новую версию</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="487"/>
        <source>New profile…</source>
        <translation>Новый профиль…</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="508"/>
        <source>version %1  ·  %2</source>
        <translation>версия %1  ·  %2</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="511"/>
        <source>the engine&apos;s defaults</source>
        <translation>значения движка по умолчанию</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="526"/>
        <source>A new profile, starting from the engine&apos;s defaults.</source>
        <translation>Новый профиль на основе значений движка по умолчанию.</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="530"/>
        <source>the system</source>
        <translation>система</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="531"/>
        <source>Version %1 of %2, saved by %3 at %4</source>
        <translation>Версия %1 профиля %2; сохранено: %3, %4</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="533"/>
        <source> (in force)</source>
        <translation> (действует)</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="533"/>
        <source> (an older version: saving makes it the newest again)</source>
        <translation> (старая версия: при сохранении она снова станет новейшей)</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="559"/>
        <source>The engine refuses these rules:</source>
        <translation>Движок не принимает эти правила:</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="564"/>
        <source>Saved as a new version of profile &quot;%1&quot;; it applies from the next round started under it.</source>
        <translation>Сохранено как новая версия профиля «%1»; действует со следующего раунда по этому профилю.</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="569"/>
        <source>Tables playing it now: %1.</source>
        <translation>Столы, играющие по нему сейчас: %1.</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="572"/>
        <source>Rounds in progress keep their version: %1.</source>
        <translation>Идущие раунды сохраняют свою версию: %1.</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="573"/>
        <source>%1 round %2 (version %3)</source>
        <translation>%1, раунд %2 (версия %3)</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="584"/>
        <source>Name the new profile.</source>
        <translation>Назовите новый профиль.</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="589"/>
        <source>Save these house rules as the next version of &quot;%1&quot;. Rounds in progress keep their version; the next round started under the profile plays this one.</source>
        <translation>Сохранить эти правила как следующую версию «%1». Идущие раунды сохраняют свою версию; следующий раунд по этому профилю пойдёт по новой.</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="596"/>
        <source>Sign the house rules</source>
        <translation>Подписать правила казино</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="597"/>
        <source>Save the version</source>
        <translation>Сохранить версию</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="607"/>
        <source>House rules &quot;%1&quot; saved as version %2: from the next round</source>
        <translation>Правила «%1» сохранены как версия %2: со следующего раунда</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="615"/>
        <source>House rules not saved</source>
        <translation>Правила не сохранены</translation>
    </message>
</context>
<context>
    <name>HouseProfile</name>
    <message>
        <location filename="../kit/profiles.py" line="15"/>
        <source>standard</source>
        <translation>основные</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <location filename="../kit/house_text.py" line="24"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="24"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="32"/>
        <source>returned (push)</source>
        <translation>возвращается (ничья)</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="33"/>
        <source>paid even money</source>
        <translation>выплачивается 1:1</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="36"/>
        <source>exchange or sixth card</source>
        <translation>обмен или 6-я карта</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="37"/>
        <source>exchange, then sixth card</source>
        <translation>обмен, затем 6-я карта</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="41"/>
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="42"/>
        <source>Boxes</source>
        <translation>Боксы</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="43"/>
        <source>Ante limits</source>
        <translation>Лимиты анте</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="44"/>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="44"/>
        <source>%1 × Ante</source>
        <translation>%1 × анте</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="46"/>
        <source>Bonus limits</source>
        <translation>Лимиты бонуса</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="47"/>
        <source>Maximum payout per box</source>
        <translation>Лимит выплаты на бокс</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="48"/>
        <source>Dealer qualifies with</source>
        <translation>Игра у дилера</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="48"/>
        <source> or better</source>
        <translation> и выше</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="49"/>
        <source>Improvements</source>
        <translation>Улучшения</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="50"/>
        <source>Exchange</source>
        <translation>Обмен</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="51"/>
        <source>Sixth card fee</source>
        <translation>Плата за шестую карту</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="51"/>
        <location filename="../kit/house_text.py" line="53"/>
        <source>%1 Ante</source>
        <translation>%1 анте</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="53"/>
        <source>Buy a game fee</source>
        <translation>Плата за покупку игры</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="55"/>
        <source>Same-rank redraw</source>
        <translation>Повторная замена</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="56"/>
        <source>Ante when the box wins</source>
        <translation>Анте при выигрыше бокса</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="57"/>
        <source>Ante, bought game still no game</source>
        <translation>Анте: игра куплена, нет игры</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="58"/>
        <source>Insurance</source>
        <translation>Страховка</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="58"/>
        <source>%1+, up to %2% of the expected pay</source>
        <translation>%1 и старше, до %2% выплаты</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="61"/>
        <source>Two hands paid</source>
        <translation>Оплата двух комбинаций</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="62"/>
        <source>Dark boxes</source>
        <translation>Игра втёмную</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="63"/>
        <source>Bonus lost on fold</source>
        <translation>Бонус теряется при пасе</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="64"/>
        <source>Cap includes bonus wins</source>
        <translation>Лимит включает бонус</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="65"/>
        <source>Jackpot contribution</source>
        <translation>Отчисление в джекпот</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="78"/>
        <location filename="../kit/house_text.py" line="84"/>
        <location filename="../kit/house_text.py" line="88"/>
        <source>%1 to 1</source>
        <translation>%1 к 1</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="86"/>
        <source>%1% jackpot</source>
        <translation>%1% джекпота</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="92"/>
        <source>%1% of the jackpot</source>
        <translation>%1% джекпота</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="100"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="115"/>
        <source>Pay table (on the Bet)</source>
        <translation>Выплаты (на ставку)</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="117"/>
        <source>Bonus (on the bonus stake)</source>
        <translation>Бонус (на ставку бонуса)</translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="119"/>
        <source>The table</source>
        <translation>Стол</translation>
    </message>
</context>
<context>
    <name>HouseRulesEditor</name>
    <message>
        <location filename="../console/pages/house.py" line="129"/>
        <source>The table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="130"/>
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="131"/>
        <source>Boxes</source>
        <translation>Боксы</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="132"/>
        <source>Bet = Ante ×</source>
        <translation>Ставка = анте ×</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="133"/>
        <source>Min Ante</source>
        <translation>Минимальное анте</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="134"/>
        <source>Max Ante</source>
        <translation>Максимальное анте</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="135"/>
        <source>Max payout</source>
        <translation>Лимит выплаты</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="136"/>
        <source>Min bonus</source>
        <translation>Минимальный бонус</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="137"/>
        <source>Max bonus</source>
        <translation>Максимальный бонус</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="138"/>
        <source>Dealer qualifies</source>
        <translation>Игра у дилера от</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="139"/>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="141"/>
        <source>Pay tables</source>
        <translation>Таблицы выплат</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="142"/>
        <source>Hand</source>
        <translation>Комбинация</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="142"/>
        <source>Bet pays, to 1</source>
        <translation>Ставка, к 1</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="142"/>
        <source>Bonus pays, to 1</source>
        <translation>Бонус, к 1</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="142"/>
        <source>or jackpot %</source>
        <translation>или % джекпота</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="168"/>
        <source>Bonus: leave both empty and the bonus stake is lost on that hand.</source>
        <translation>Бонус: если оба поля пусты, ставка бонуса на этой комбинации проигрывает.</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="170"/>
        <source>Jackpot</source>
        <translation>Джекпот</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="171"/>
        <source>Contribution, % of bonus stakes</source>
        <translation>Отчисление, % от ставок бонуса</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="173"/>
        <source>Improvements, insurance and options</source>
        <translation>Улучшения, страховка и опции</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="175"/>
        <source>Improvements</source>
        <translation>Улучшения</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="176"/>
        <source>exchange or 6th card</source>
        <translation>обмен или 6-я</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="176"/>
        <source>exchange, then 6th</source>
        <translation>обмен, затем 6-я</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="177"/>
        <source>Exchange, min cards</source>
        <translation>Обмен, минимум карт</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="178"/>
        <source>Exchange fee, Antes</source>
        <translation>За обмен, анте</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="179"/>
        <source>Sixth card fee, Antes</source>
        <translation>За 6-ю карту, анте</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="180"/>
        <source>Buy-game fee, Antes</source>
        <translation>Покупка игры, анте</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="181"/>
        <source>Insurance from</source>
        <translation>Страховка от</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="183"/>
        <source>Insurance max, %</source>
        <translation>Страховка, максимум %</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="184"/>
        <source>returned (push)</source>
        <translation>возврат</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="184"/>
        <source>even money</source>
        <translation>1:1</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="185"/>
        <source>Ante on a win</source>
        <translation>Анте при выигрыше</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="186"/>
        <source>Ante, bought, no game</source>
        <translation>Анте: куплена, нет игры</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="187"/>
        <source>Same-rank redraw</source>
        <translation>Повторная замена</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="187"/>
        <source>Two hands paid</source>
        <translation>Оплата двух комбинаций</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="188"/>
        <source>Dark boxes allowed</source>
        <translation>Игра втёмную разрешена</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="188"/>
        <source>Bonus lost on fold</source>
        <translation>Бонус теряется при пасе</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="189"/>
        <source>Cap includes bonus wins</source>
        <translation>Лимит включает бонус</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="202"/>
        <source>Other rules</source>
        <translation>Прочие правила</translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="328"/>
        <source>&quot;%1&quot; is not an amount (type it in %2, e.g. 5 or 5.50)</source>
        <translation>«%1» — не сумма (в %2, например, 5 или 5,50)</translation>
    </message>
</context>
<context>
    <name>InstructorPage</name>
    <message>
        <location filename="../training/instructor_page.py" line="70"/>
        <source>Trainees</source>
        <translation>Стажёры</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="77"/>
        <source>Progress  ⏎</source>
        <translation>Прогресс  ⏎</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="80"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="89"/>
        <source>Trainee</source>
        <translation>Стажёр</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="89"/>
        <source>Levels
passed</source>
        <translation>Уровни
сданы</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="91"/>
        <source>Time per box
(target)</source>
        <translation>Время на бокс
(норматив)</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="91"/>
        <source>Last
exam</source>
        <translation>Последний
экзамен</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="110"/>
        <source>Skills: accuracy where tested; ↻ due for review (spaced repetition). Time per box: the mean at the highest level practised, against its target. Exams: passed under the house&apos;s pass marks.</source>
        <translation>Навыки: точность там, где навык проверялся; ↻ — пора повторить (интервальное повторение). Время на бокс: среднее на самом высоком пройденном уровне против норматива. Экзамены: сдан ли по проходным баллам казино.</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="121"/>
        <source>EXAM CERTIFICATE</source>
        <translation>СВИДЕТЕЛЬСТВО ОБ ЭКЗАМЕНЕ</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="126"/>
        <source>no exam sat yet</source>
        <translation>экзаменов ещё не было</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="128"/>
        <source>Print, signed with the instructor&apos;s PIN  F8</source>
        <translation>Печать с подписью ПИН-кодом инструктора  F8</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="148"/>
        <source>pass mark: %1 % of at least %2 boxes</source>
        <translation>проходной балл: %1 % не меньше чем из %2 боксов</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="150"/>
        <source>level %1: %2 %</source>
        <translation>уровень %1: %2 %</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="159"/>
        <source>%1 / %2 (level %3)</source>
        <translation>%1 / %2 (уровень %3)</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="167"/>
        <source>%1: %2, %3 (%4 in all)</source>
        <translation>%1: %2, %3 (всего %4)</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="168"/>
        <location filename="../training/instructor_page.py" line="198"/>
        <source>passed</source>
        <translation>пройден</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="168"/>
        <location filename="../training/instructor_page.py" line="198"/>
        <source>not passed</source>
        <translation>не сдан</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="181"/>
        <source>No trainees yet.</source>
        <translation>Стажёров пока нет.</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="197"/>
        <source>%1 · level %2 · %3 · %4</source>
        <translation>%1 · уровень %2 · %3 · %4</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="207"/>
        <source>Mistakes that recur (%1): %2</source>
        <translation>Повторяющиеся ошибки (%1): %2</translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="210"/>
        <source>No mistake recurs for %1.</source>
        <translation>У %1 нет повторяющихся ошибок.</translation>
    </message>
</context>
<context>
    <name>KindsChart</name>
    <message>
        <location filename="../training/charts.py" line="307"/>
        <source>KIND</source>
        <translation>ВИД</translation>
    </message>
    <message>
        <location filename="../training/charts.py" line="307"/>
        <source>MADE</source>
        <translation>ОШИБОК</translation>
    </message>
    <message>
        <location filename="../training/charts.py" line="308"/>
        <source>ACCURACY WHERE TESTED</source>
        <translation>ТОЧНОСТЬ, ГДЕ ПРОВЕРЯЛОСЬ</translation>
    </message>
    <message>
        <location filename="../training/charts.py" line="308"/>
        <source>PER DAY</source>
        <translation>ПО ДНЯМ</translation>
    </message>
    <message>
        <location filename="../training/charts.py" line="309"/>
        <source>STATE</source>
        <translation>СОСТОЯНИЕ</translation>
    </message>
    <message>
        <location filename="../training/charts.py" line="359"/>
        <source>WEAK</source>
        <translation>СЛАБО</translation>
    </message>
    <message>
        <location filename="../training/charts.py" line="359"/>
        <source>mastered</source>
        <translation>освоено</translation>
    </message>
</context>
<context>
    <name>LevelCard</name>
    <message>
        <location filename="../training/setup_page.py" line="131"/>
        <source>target %1 s per box</source>
        <translation>норматив %1 с на бокс</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="133"/>
        <source>not started</source>
        <translation>не начат</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="137"/>
        <source>%1 boxes</source>
        <translation>боксов: %1</translation>
    </message>
</context>
<context>
    <name>LockScreen</name>
    <message>
        <location filename="../shell/lock.py" line="28"/>
        <source>Station locked</source>
        <translation>Экран заблокирован</translation>
    </message>
    <message>
        <location filename="../shell/lock.py" line="33"/>
        <source>PIN</source>
        <translation>ПИН-код</translation>
    </message>
    <message>
        <location filename="../shell/lock.py" line="36"/>
        <source>Unlock</source>
        <translation>Разблокировать</translation>
    </message>
    <message>
        <location filename="../shell/lock.py" line="40"/>
        <source>Sign out (the shift stays open)</source>
        <translation>Выйти (смена остаётся открытой)</translation>
    </message>
    <message>
        <location filename="../shell/lock.py" line="59"/>
        <source>Enter your PIN.</source>
        <translation>Введите свой ПИН-код.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../shell/main_window.py" line="78"/>
        <location filename="../shell/main_window.py" line="211"/>
        <source>Dealer Assistant</source>
        <translation>Dealer Assistant</translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="229"/>
        <source>Floor server unreachable, retrying…</source>
        <translation>Сервер зала недоступен, переподключение…</translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="253"/>
        <source>Users created. Sign in to open a shift.</source>
        <translation>Пользователи созданы. Войдите, чтобы открыть смену.</translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="283"/>
        <source>Trainees</source>
        <translation>Стажёры</translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="283"/>
        <source>Trainees practise in training mode; they never deal a live shift.</source>
        <translation>Стажёры тренируются в учебном режиме и не работают на живой смене.</translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="294"/>
        <location filename="../shell/main_window.py" line="312"/>
        <source>Dealer change</source>
        <translation>Смена дилера</translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="295"/>
        <source>Table %1 is open, dealt by %2. Take over the table without closing the shift?</source>
        <translation>Стол %1 открыт, сдаёт %2. Принять стол без закрытия смены?</translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="297"/>
        <source>Take over</source>
        <translation>Принять</translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="371"/>
        <source>Pit boss at the table</source>
        <translation>Пит-босс за столом</translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="376"/>
        <source>A pit boss opens the console with their PIN; %1 stays signed in and the round stays as it is.</source>
        <translation>Пит-босс открывает консоль своим ПИН-кодом; %1 остаётся в системе, раунд остаётся как есть.</translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="378"/>
        <source>Open the console</source>
        <translation>Открыть консоль</translation>
    </message>
    <message numerus="yes">
        <location filename="../devtools/screenshots.py" line="273"/>
        <location filename="../shell/main_window.py" line="470"/>
        <source>Locked after %n minute(s) without input.</source>
        <translation>
            <numerusform>Заблокировано после %n минуты бездействия.</numerusform>
            <numerusform>Заблокировано после %n минут бездействия.</numerusform>
            <numerusform>Заблокировано после %n минут бездействия.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="480"/>
        <source>Locked by the dealer.</source>
        <translation>Заблокировано дилером.</translation>
    </message>
</context>
<context>
    <name>MeterForm</name>
    <message>
        <location filename="../console/forms.py" line="227"/>
        <source>Adjust the meter</source>
        <translation>Корректировка счётчика</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="230"/>
        <source>The meter moves by itself only with the shares paid and the contributions of settled rounds. Any other change is a signed adjustment with its reason, kept in the log.</source>
        <translation>Счётчик меняется сам только на выплаченные доли и отчисления рассчитанных раундов. Любое другое изменение — подписанная корректировка с причиной, сохраняемая в журнале.</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="238"/>
        <source>add to the meter</source>
        <translation>добавить к счётчику</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="239"/>
        <source>take from the meter</source>
        <translation>снять со счётчика</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="240"/>
        <source>amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="241"/>
        <source>required: why</source>
        <translation>обязательно: почему</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="242"/>
        <source>Direction</source>
        <translation>Направление</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="244"/>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="246"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="254"/>
        <source>Sign the adjustment…</source>
        <translation>Подписать…</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="261"/>
        <source>Amount: %1</source>
        <translation>Сумма: %1</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="261"/>
        <source>enter the amount</source>
        <translation>введите сумму</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="262"/>
        <source>Amount: must not be zero</source>
        <translation>Сумма: не может быть нулевой</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="263"/>
        <source>Reason: a meter adjustment needs a reason</source>
        <translation>Причина: для корректировки счётчика нужна причина</translation>
    </message>
</context>
<context>
    <name>MeterPage</name>
    <message>
        <location filename="../console/pages/meter.py" line="29"/>
        <source>Jackpot meter</source>
        <translation>Счётчик джекпота</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="36"/>
        <source>Jackpot meter now</source>
        <translation>Счётчик джекпота сейчас</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="54"/>
        <source>Every movement, newest first</source>
        <translation>Все движения, сначала новые</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="55"/>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="55"/>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="55"/>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="55"/>
        <source>After</source>
        <translation>После</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="56"/>
        <source>By</source>
        <translation>Кто</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="66"/>
        <source>sign the adjustment</source>
        <translation>подписать корректировку</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="81"/>
        <source>Movements in the log: %1; signed adjustments: %2.</source>
        <translation>Движений в журнале: %1; подписанных корректировок: %2.</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="83"/>
        <source>contribution</source>
        <translation>отчисление</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="83"/>
        <source>share paid</source>
        <translation>выплата доли</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="84"/>
        <source>adjustment</source>
        <translation>корректировка</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="84"/>
        <source>void: back</source>
        <translation>аннулирование: возврат</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="89"/>
        <source>, round id %1</source>
        <translation>, код раунда %1</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="105"/>
        <source>Adjust the jackpot meter by %1. Reason: %2</source>
        <translation>Изменить счётчик джекпота на %1. Причина: %2</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="112"/>
        <source>Sign the meter adjustment</source>
        <translation>Подписать корректировку счётчика</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="113"/>
        <source>Sign the adjustment</source>
        <translation>Подписать корректировку</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="118"/>
        <source>Meter adjusted by %1: now %2</source>
        <translation>Счётчик изменён на %1: теперь %2</translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="124"/>
        <source>Meter not adjusted</source>
        <translation>Счётчик не изменён</translation>
    </message>
</context>
<context>
    <name>NextStepBar</name>
    <message>
        <location filename="../kit/chrome.py" line="200"/>
        <source>NEXT</source>
        <translation>ДАЛЕЕ</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../console/pages/players.py" line="30"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="34"/>
        <source>Rated players today</source>
        <translation>Игроки с рейтингом сегодня</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="35"/>
        <source>Session</source>
        <translation>Визит</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="35"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="35"/>
        <location filename="../console/pages/players.py" line="41"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="35"/>
        <source>From</source>
        <translation>С</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="36"/>
        <source>To</source>
        <translation>До</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="36"/>
        <source>Hands</source>
        <translation>Раздачи</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="36"/>
        <source>Average bet</source>
        <translation>Средняя ставка</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="36"/>
        <source>Actual win</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="37"/>
        <source>Theoretical win</source>
        <translation>Теоретический выигрыш</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="37"/>
        <source>Comp points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="40"/>
        <source>Cash alerts today</source>
        <translation>Оповещения по наличным сегодня</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="41"/>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="41"/>
        <source>Alert</source>
        <translation>Оповещение</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="41"/>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="42"/>
        <source>Transactions</source>
        <translation>Операции</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="54"/>
        <source>cash in over the report threshold</source>
        <translation>наличные внесены сверх порога отчётности</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="55"/>
        <source>cash out over the report threshold</source>
        <translation>наличные выплачены сверх порога отчётности</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="56"/>
        <source>structuring: several just under a threshold</source>
        <translation>дробление: несколько операций чуть ниже порога</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="62"/>
        <source>Rated players, gaming day %1</source>
        <translation>Игроки с рейтингом, игровой день %1</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="65"/>
        <source>player at box %1</source>
        <translation>игрок на боксе %1</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="67"/>
        <source>playing</source>
        <translation>играет</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="74"/>
        <source>Cash alerts, gaming day %1</source>
        <translation>Оповещения по наличным, игровой день %1</translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="76"/>
        <source>unregistered patron</source>
        <translation>незарегистрированный клиент</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../kit/plurals.py" line="24"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../kit/plurals.py" line="28"/>
        <source>%n+ card(s), fee %1 Ante</source>
        <translation>
            <numerusform>от %n карты, плата %1 анте</numerusform>
            <numerusform>от %n карт, плата %1 анте</numerusform>
            <numerusform>от %n карт, плата %1 анте</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../kit/plurals.py" line="32"/>
        <source>Showdown: box %1 shows its %n card(s). Press C and type them.</source>
        <translation>
            <numerusform>Вскрытие: бокс %1 открывает %n карту. Нажмите C и наберите её.</numerusform>
            <numerusform>Вскрытие: бокс %1 открывает %n карты. Нажмите C и наберите их.</numerusform>
            <numerusform>Вскрытие: бокс %1 открывает %n карт. Нажмите C и наберите их.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PodiumWindow</name>
    <message>
        <location filename="../console/podium.py" line="94"/>
        <source>Pit podium</source>
        <translation>Подиум пит-босса</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="95"/>
        <location filename="../console/podium.py" line="131"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="95"/>
        <source>Open</source>
        <translation>Открыт</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="95"/>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="95"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="95"/>
        <source>House result</source>
        <translation>Результат казино</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="96"/>
        <source>Last activity</source>
        <translation>Последнее действие</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="96"/>
        <source>Held</source>
        <translation>Ждут</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="112"/>
        <source>Approve…</source>
        <translation>Утвердить…</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="116"/>
        <source>Refuse…</source>
        <translation>Отклонить…</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="131"/>
        <source>Station</source>
        <translation>Рабочее место</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="131"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="131"/>
        <source>Last seen</source>
        <translation>Последний сигнал</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="132"/>
        <source>Stale lease</source>
        <translation>Зависшая блокировка</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="154"/>
        <source>Table groups… (Alt+G)</source>
        <translation>Группы столов… (Alt+G)</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="160"/>
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="165"/>
        <source>Stations</source>
        <translation>Рабочие места</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="169"/>
        <source>Waiting for a pit boss</source>
        <translation>Ждут пит-босса</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="184"/>
        <source>Fill and credit slips (waiting ones first)</source>
        <translation>Квитанции пополнения и возврата (сначала ожидающие)</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="189"/>
        <source>Sign slip…</source>
        <translation>Подписать квитанцию…</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="192"/>
        <source>Void slip…</source>
        <translation>Аннулировать квитанцию…</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="211"/>
        <source>Rated players and cash alerts today</source>
        <translation>Игроки с рейтингом и оповещения по наличным сегодня</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="242"/>
        <source>jackpot share</source>
        <translation>доля джекпота</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="242"/>
        <source>payout</source>
        <translation>выплата</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="243"/>
        <source>box %1: %2 %3</source>
        <translation>бокс %1: %2 %3</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="250"/>
        <source>QUEUED: the linked jackpot meter %1 is locked by the hit at %2, round %3. Approve that one first; this share is then paid from the meter as it stands.</source>
        <translation>В ОЧЕРЕДИ: общий счётчик джекпота %1 занят выигрышем за столом %2, раунд %3. Сначала утвердите тот выигрыш; эта доля затем выплачивается из счётчика, каким он будет тогда.</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="262"/>
        <source>open</source>
        <translation>открыт</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="262"/>
        <source>closed</source>
        <translation>закрыт</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="292"/>
        <source>fill</source>
        <translation>пополнение</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="292"/>
        <source>credit</source>
        <translation>возврат</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="293"/>
        <source>waits for a pit boss</source>
        <translation>ждёт пит-босса</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="293"/>
        <source>waits for the cage</source>
        <translation>ждёт кассу</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="294"/>
        <source>received</source>
        <translation>принята</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="294"/>
        <source>voided</source>
        <translation>аннулирована</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="295"/>
        <source>%1 · slip %2 · %3 %4 · %5 (asked by %6)</source>
        <translation>%1 · квитанция %2 · %3 на %4 · %5 (запросил(а): %6)</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="327"/>
        <source>Sign slip %1</source>
        <translation>Подпись квитанции %1</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="327"/>
        <source>Sign the slip</source>
        <translation>Подписать квитанцию</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="329"/>
        <source>Slip signed: %1</source>
        <translation>Квитанция подписана: %1</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="336"/>
        <source>Void slip %1</source>
        <translation>Аннулирование квитанции %1</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="336"/>
        <source>Void the slip</source>
        <translation>Аннулировать квитанцию</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="338"/>
        <source>Slip voided: %1</source>
        <translation>Квитанция аннулирована: %1</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="349"/>
        <source>Print slip %1 again</source>
        <translation>Повторная печать квитанции %1</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="357"/>
        <source>The copy of slip %1 is written; it says it is a copy, who signed for it and why.</source>
        <translation>Копия квитанции %1 записана; на ней указано, что это копия, кто её подписал и почему.</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="365"/>
        <source>Print again</source>
        <translation>Напечатать повторно</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="365"/>
        <source>Slip printed again: %1</source>
        <translation>Квитанция напечатана повторно: %1</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="383"/>
        <source>cash in over the report threshold</source>
        <translation>наличные внесены сверх порога отчётности</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="384"/>
        <source>cash out over the report threshold</source>
        <translation>наличные выплачены сверх порога отчётности</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="385"/>
        <source>structuring: several just under a threshold</source>
        <translation>дробление: несколько операций чуть ниже порога</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="387"/>
        <source>unregistered patron</source>
        <translation>незарегистрированный клиент</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="388"/>
        <source>⚠ %1 · %2: %3, %4</source>
        <translation>⚠ %1 · %2: %3, %4</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="392"/>
        <source>player at box %1</source>
        <translation>игрок на боксе %1</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="393"/>
        <source>%1, box %2</source>
        <translation>%1, бокс %2</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="394"/>
        <source>%1, left</source>
        <translation>%1, ушёл</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="396"/>
        <source>%1 · %2 · hands %3 · average bet %4 · actual win %5</source>
        <translation>%1 · %2 · раздач %3 · средняя ставка %4 · фактический выигрыш %5</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="409"/>
        <source>Floor server unreachable since %1: the stations&apos; states below are as last seen.</source>
        <translation>Сервер зала недоступен с %1: состояния рабочих мест ниже — по последним данным.</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="416"/>
        <source>online</source>
        <translation>на связи</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="416"/>
        <source>OFFLINE</source>
        <translation>НЕТ СВЯЗИ</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="416"/>
        <source>stopped</source>
        <translation>остановлена</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="422"/>
        <source>never seen</source>
        <translation>ещё не подключалась</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="423"/>
        <source>%1 (%2 s ago)</source>
        <translation>%1 (%2 с назад)</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="425"/>
        <source>%1, since %2</source>
        <translation>%1, с %2</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="436"/>
        <source>Linked meter %1 (%2): %3</source>
        <translation>Общий джекпот %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="439"/>
        <source>VARIANCE %1</source>
        <translation>РАСХОЖДЕНИЕ %1</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="443"/>
        <source>Last verification %1: %2</source>
        <translation>Последняя проверка %1: %2</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="444"/>
        <source>OK</source>
        <translation>в порядке</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="444"/>
        <source>FAILED</source>
        <translation>НЕ ПРОЙДЕНА</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="452"/>
        <source>Table %1: station %2 (%3) is offline, last seen %4.</source>
        <translation>Стол %1: рабочее место %2 (%3) не на связи, последний сигнал в %4.</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="455"/>
        <source>Table %1: stale lease held by %2 (%3), last renewed %4: the station resumes it, or a pit boss takes the table over.</source>
        <translation>Стол %1: зависшая блокировка рабочего места %2 (%3), последнее продление в %4: рабочее место продолжит работу само, или пит-босс примет стол.</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="459"/>
        <source>Linked meter %1 does not add up (variance %2): run audit verify.</source>
        <translation>Общий джекпот %1 не сходится (расхождение %2): запустите audit verify.</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="462"/>
        <source>The verification of %1 FAILED (%2 problems): run audit verify.</source>
        <translation>Проверка в %1 НЕ ПРОЙДЕНА (проблем: %2): запустите audit verify.</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="464"/>
        <source>No verification since %1: is the scheduled verification running?</source>
        <translation>Нет проверки с %1: работает ли проверка по расписанию?</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="499"/>
        <source>Refuse the held payout</source>
        <translation>Отклонить ждущую выплату</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="499"/>
        <source>Approve the held payout</source>
        <translation>Утвердить ждущую выплату</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="502"/>
        <source>Refuse</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="502"/>
        <source>Approve</source>
        <translation>Утвердить</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="530"/>
        <location filename="../console/podium.py" line="605"/>
        <source>Wrong PIN for %1: %2 attempts left before the lock-out.</source>
        <translation>Неверный ПИН-код (%1): осталось попыток до блокировки: %2.</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="120"/>
        <source>Floor ruling…</source>
        <translation>Решение…</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="125"/>
        <source>Enter or Alt+A approves the selected round, Alt+R refuses it, Alt+L makes a floor ruling.</source>
        <translation>Enter или Alt+A — утвердить выбранный раунд, Alt+R — отклонить, Alt+L — решение пит-босса.</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="196"/>
        <source>Print again…</source>
        <translation>Напечатать повторно…</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="200"/>
        <source>Alt+S signs the selected waiting slip; Alt+V voids it, Alt+P prints it again, each with a reason.</source>
        <translation>Alt+S — подписать выбранную ожидающую квитанцию; Alt+V — аннулировать её, Alt+P — напечатать повторно, каждое с причиной.</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="536"/>
        <source>Refused: %1</source>
        <translation>Отклонено: %1</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="536"/>
        <source>Approved: %1</source>
        <translation>Утверждено: %1</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="556"/>
        <source>Floor ruling on %1, box %2: %3. Reason: %4</source>
        <translation>Решение пит-босса: %1, бокс %2: %3. Причина: %4</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="565"/>
        <source>Floor ruling by %1: %2, box %3 nets %4</source>
        <translation>Решение пит-босса (%1): %2, бокс %3, итог %4</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="571"/>
        <source>Second signature</source>
        <translation>Вторая подпись</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="572"/>
        <source>%1. A second pit boss or an administrator signs too.</source>
        <translation>%1. Вторую подпись ставит другой пит-босс или администратор.</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="573"/>
        <source>Sign as the second person</source>
        <translation>Подписать вторым</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="578"/>
        <source>Sign the floor ruling</source>
        <translation>Подписать решение пит-босса</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="578"/>
        <source>Sign the ruling</source>
        <translation>Подписать решение</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="678"/>
        <source>--db: a floor&apos;s postgresql:// URL, not %1</source>
        <translation>--db: нужен адрес базы зала postgresql://, а не %1</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="255"/>
        <source>%1 · round %2 · %3</source>
        <translation>%1 · раунд %2 · %3</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="278"/>
        <source>refused: %1</source>
        <translation>отклонён: %1</translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="288"/>
        <source>Tables: %1, waiting: %2</source>
        <translation>Столов: %1, ждут: %2</translation>
    </message>
</context>
<context>
    <name>PracticeTableMenu</name>
    <message>
        <location filename="../training/table_speed.py" line="273"/>
        <source>All keys  (F1)</source>
        <translation>Все клавиши  (F1)</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="274"/>
        <source>House rules and pay tables  (F2)</source>
        <translation>Правила и таблицы выплат  (F2)</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="275"/>
        <source>Lock the station  (F9)</source>
        <translation>Заблокировать экран  (F9)</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="275"/>
        <source>Locked by the trainee.</source>
        <translation>Заблокировано стажёром.</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="276"/>
        <source>Leave the practice table  (F10)</source>
        <translation>Покинуть тренировочный стол  (F10)</translation>
    </message>
</context>
<context>
    <name>PracticeTableScreen</name>
    <message>
        <location filename="../training/table_speed.py" line="290"/>
        <source>Not on the practice table: there is no shift here.</source>
        <translation>Недоступно на тренировочном столе: здесь нет смены.</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="293"/>
        <source>Not on the practice table: Ctrl+Z undoes an entry.</source>
        <translation>Недоступно на тренировочном столе: Ctrl+Z отменяет запись.</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="297"/>
        <source>PRACTICE</source>
        <translation>ТРЕНИРОВКА</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="298"/>
        <source>no shift</source>
        <translation>без смены</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <location filename="../training/progress_page.py" line="110"/>
        <location filename="../training/progress_page.py" line="213"/>
        <source>Progress</source>
        <translation>Прогресс</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="113"/>
        <source>Trainee</source>
        <translation>Стажёр</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="124"/>
        <source>Export PDF</source>
        <translation>Сохранить отчёт</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="127"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="144"/>
        <source>SESSIONS</source>
        <translation>ЗАНЯТИЯ</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="145"/>
        <source>BOXES SETTLED</source>
        <translation>БОКСОВ РАССЧИТАНО</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="146"/>
        <source>ACCURACY</source>
        <translation>ТОЧНОСТЬ</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="147"/>
        <source>SPEED</source>
        <translation>СКОРОСТЬ</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="148"/>
        <source>HIGHEST LEVEL</source>
        <translation>ВЫСШИЙ УРОВЕНЬ</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="149"/>
        <source>WEAK KINDS</source>
        <translation>СЛАБЫЕ МЕСТА</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="155"/>
        <source>Accuracy per level</source>
        <translation>Точность по уровням</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="156"/>
        <source>Seconds per box, per level</source>
        <translation>Секунд на бокс, по уровням</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="157"/>
        <source>Accuracy over time, per level</source>
        <translation>Точность по дням, по уровням</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="158"/>
        <source>Seconds per box over time</source>
        <translation>Секунд на бокс по дням</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="166"/>
        <source>Mistake kinds: how often made, and accuracy where tested, per day</source>
        <translation>Виды ошибок: сколько раз допущены и точность там, где проверялись, по дням</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="170"/>
        <source>Table speed: seconds per round entered</source>
        <translation>Скорость за столом: секунд на введённый раунд</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="174"/>
        <source>Finished</source>
        <translation>Завершено</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="174"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="174"/>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="175"/>
        <source>Right</source>
        <translation>Верно</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="175"/>
        <source>Score</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="175"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="191"/>
        <source>L%1</source>
        <comment>a training level under a chart&apos;s bar: L for level</comment>
        <translation>У%1</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="213"/>
        <source>Progress · %1</source>
        <translation>Прогресс · %1</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="216"/>
        <source>No trainees yet</source>
        <translation>Стажёров пока нет</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="225"/>
        <source>%1 table-speed</source>
        <translation>скорость за столом: %1</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="226"/>
        <source>%1 right</source>
        <translation>верно: %1</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="229"/>
        <location filename="../training/progress_page.py" line="262"/>
        <source>all levels</source>
        <translation>все уровни</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="231"/>
        <source>no boxes yet</source>
        <translation>боксов пока нет</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="232"/>
        <source>mean per box</source>
        <translation>в среднем на бокс</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="234"/>
        <source>not started</source>
        <translation>не начат</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="237"/>
        <source>see the kinds below</source>
        <translation>виды указаны ниже</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="237"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="243"/>
        <source>%1 boxes</source>
        <translation>боксов: %1</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="248"/>
        <source>target %1s</source>
        <translation>норматив %1 с</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="250"/>
        <source>red tick: the level&apos;s target</source>
        <translation>красная черта: норматив уровня</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="255"/>
        <source>level %1</source>
        <translation>уровень %1</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="281"/>
        <source>seconds per round</source>
        <translation>секунд на раунд</translation>
    </message>
</context>
<context>
    <name>ProgressWords</name>
    <message numerus="yes">
        <location filename="../training/progress_page.py" line="86"/>
        <source>%n exam(s)</source>
        <translation>
            <numerusform>%n экзамен</numerusform>
            <numerusform>%n экзамена</numerusform>
            <numerusform>%n экзаменов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportReadyDialog</name>
    <message>
        <location filename="../kit/dialogs.py" line="364"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="366"/>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="368"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="387"/>
        <source>No program on this station opens PDF files.</source>
        <translation>На этом компьютере нет программы, которая открывает отчёты.</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="391"/>
        <source>Sent to the printer.</source>
        <translation>Отправлено на печать.</translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="391"/>
        <source>Not printed: %1</source>
        <translation>Не напечатано: %1</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../roulette/panels.py" line="471"/>
        <source>Record the hand</source>
        <translation>Записать раздачу</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="517"/>
        <source>Seat %1 wins: every other player folded</source>
        <translation>Выигрывает место %1: все остальные спасовали</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="518"/>
        <source>No showdown, no further card turned.</source>
        <translation>Вскрытия нет, больше карты не открываются.</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="523"/>
        <source>Seats %1 split</source>
        <translation>Места %1 делят банк</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="524"/>
        <source>Seat %1 wins</source>
        <translation>Выигрывает место %1</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="528"/>
        <source>Active cards: positions %1</source>
        <translation>Активные карты: позиции %1</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="530"/>
        <source>POT</source>
        <translation>БАНК</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="530"/>
        <source>AMOUNT</source>
        <translation>СУММА</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="530"/>
        <source>PLAYERS IN IT</source>
        <translation>ИГРОКИ</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="530"/>
        <source>WON BY</source>
        <translation>ПОБЕДИТЕЛЬ</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="535"/>
        <source>Main pot</source>
        <translation>Основной банк</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="535"/>
        <source>Side pot %1</source>
        <translation>Побочный банк %1</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="538"/>
        <location filename="../roulette/panels.py" line="545"/>
        <source>seat %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="540"/>
        <source>seat %1 %2</source>
        <translation>место %1 %2</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="543"/>
        <source>(odd chip from the button&apos;s left)</source>
        <translation>(лишняя фишка — первому слева от баттона)</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="553"/>
        <source>HANDS AT THE SHOWDOWN</source>
        <translation>КОМБИНАЦИИ НА ВСКРЫТИИ</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="559"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="574"/>
        <source>PAY SEAT %1</source>
        <translation>ВЫПЛАТИТЬ МЕСТУ %1</translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="578"/>
        <source>net %1</source>
        <translation>итог %1</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../kit/labels.py" line="41"/>
        <source>dealer</source>
        <translation>дилер</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="42"/>
        <source>pit boss</source>
        <translation>пит-босс</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="43"/>
        <source>administrator</source>
        <translation>администратор</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="44"/>
        <source>trainee</source>
        <translation>стажёр</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="45"/>
        <source>cage</source>
        <translation>касса</translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="46"/>
        <source>count room</source>
        <translation>счётная комната</translation>
    </message>
</context>
<context>
    <name>RouletteTrackerScreen</name>
    <message>
        <location filename="../roulette/screen.py" line="205"/>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="211"/>
        <source>hand %1 resumed · %2 entries saved</source>
        <translation>раздача %1 продолжена · сохранено записей: %2</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="218"/>
        <source>#%1 · %2</source>
        <translation>№%1 · %2</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="244"/>
        <source>✓ saved %1</source>
        <translation>✓ сохранено %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="259"/>
        <source>new</source>
        <translation>новая</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="261"/>
        <source>new hand</source>
        <translation>новая раздача</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="267"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="268"/>
        <source>no blinds</source>
        <translation>без блайндов</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="269"/>
        <source>NL</source>
        <translation>безлимит</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="269"/>
        <source>FL</source>
        <translation>фиксированный лимит</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="292"/>
        <source>Pre-revealed before the first round. Turn it and enter the card.</source>
        <translation>Открывается до первого раунда. Откройте её и введите карту.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="294"/>
        <source>The betting is over: every remaining card is turned by the reveal rule.</source>
        <translation>Торговля окончена: все оставшиеся карты открываются по правилу открытия.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="296"/>
        <source>The reveal rule turns the card at the Trigger (%1) if it is face down, else the next face-down card clockwise.</source>
        <translation>По правилу открытия открывается карта на Триггере (%1), если она закрыта, иначе — следующая закрытая по часовой стрелке.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="298"/>
        <source>Turn position %1</source>
        <translation>Откройте позицию %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="303"/>
        <source>Showdown · seat %1&apos;s hole cards</source>
        <translation>Вскрытие · карты места %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="304"/>
        <source>The player turns their %1 hole cards; they play with the active cards only.</source>
        <translation>Игрок открывает свои карты (%1); играют только с активными картами.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="313"/>
        <source>position %1</source>
        <translation>позиция %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="317"/>
        <source>seat %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="325"/>
        <source>to call %1</source>
        <translation>колл %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="327"/>
        <source>bet this round %1</source>
        <translation>ставка в раунде %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="331"/>
        <source>Next card to turn: &lt;b&gt;position %1&lt;/b&gt; (if the betting ends now). A bet or raise moves the Trigger one position clockwise.</source>
        <translation>Следующей откроется: &lt;b&gt;позиция %1&lt;/b&gt; (если торговля закончится сейчас). Ставка или рейз сдвигает Триггер на одну позицию по часовой стрелке.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="334"/>
        <source>of %1 (cap)</source>
        <translation>из %1 (лимит)</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="336"/>
        <source>BET SIZE THIS ROUND</source>
        <translation>РАЗМЕР СТАВКИ В РАУНДЕ</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="338"/>
        <source>RAISE BY AT LEAST</source>
        <translation>РЕЙЗ НЕ МЕНЕЕ ЧЕМ НА</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="339"/>
        <source>HIGHEST BET THIS ROUND</source>
        <translation>МАКСИМАЛЬНАЯ СТАВКА В РАУНДЕ</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="340"/>
        <source>BETS AND RAISES</source>
        <translation>СТАВОК И РЕЙЗОВ</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="342"/>
        <source>Seat %1 to act</source>
        <translation>Ход места %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="351"/>
        <source>Set up the hand, then deal: antes and blinds are posted at once.</source>
        <translation>Настройте раздачу, затем сдавайте: анте и блайнды ставятся сразу.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="352"/>
        <source>Set up the hand: fix what is marked in red.</source>
        <translation>Настройте раздачу: исправьте отмеченное красным.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="354"/>
        <source>Correct the entry and press Enter (Esc: leave it as it was).</source>
        <translation>Исправьте запись и нажмите Enter (Esc — оставить как было).</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="357"/>
        <source>Turn the card at position %1 and enter it.</source>
        <translation>Откройте карту на позиции %1 и введите её.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="360"/>
        <location filename="../roulette/screen.py" line="381"/>
        <source>check</source>
        <translation>чек</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="360"/>
        <location filename="../roulette/screen.py" line="382"/>
        <source>call</source>
        <translation>колл</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="360"/>
        <location filename="../roulette/screen.py" line="383"/>
        <source>fold</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="361"/>
        <source>bet</source>
        <translation>ставка</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="361"/>
        <source>raise</source>
        <translation>рейз</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="365"/>
        <source>Seat %1 to act: %2.</source>
        <translation>Ход места %1: %2.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="370"/>
        <source>Showdown: seat %1 shows their hole cards.</source>
        <translation>Вскрытие: место %1 открывает свои карты.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="371"/>
        <source>Pay the pots as shown, then press Enter to record the hand.</source>
        <translation>Выплатите банки, как показано, затем Enter — записать раздачу.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="384"/>
        <source>bet/raise</source>
        <translation>ставка/рейз</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="385"/>
        <source>all-in</source>
        <translation>олл-ин</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="386"/>
        <source>confirm</source>
        <translation>подтвердить</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="387"/>
        <source>back</source>
        <translation>назад</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="388"/>
        <source>undo</source>
        <translation>отменить</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="389"/>
        <source>void (pit boss)</source>
        <translation>аннулировать (пит-босс)</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="390"/>
        <location filename="../roulette/screen.py" line="395"/>
        <source>lock</source>
        <translation>блокировка</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="393"/>
        <source>deal the hand</source>
        <translation>раздать карты</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="394"/>
        <source>next field</source>
        <translation>следующее поле</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="394"/>
        <source>back to Russian Poker</source>
        <translation>назад к русскому покеру</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="410"/>
        <source>Locked by the dealer.</source>
        <translation>Заблокировано дилером.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="462"/>
        <source>Saving…</source>
        <translation>Сохраняем…</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="489"/>
        <source>Not recorded: %1</source>
        <translation>Не записано: %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="490"/>
        <source>✗ not recorded</source>
        <translation>✗ не записано</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="492"/>
        <source>✗ NOT SAVED: %1</source>
        <translation>✗ НЕ СОХРАНЕНО: %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="493"/>
        <source>Not saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="493"/>
        <source>The entry was not saved: %1
Nothing is lost; try again.</source>
        <translation>Запись не сохранена: %1
Ничего не потеряно; повторите.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="503"/>
        <source>The Russian Roulette table could not be loaded: %1</source>
        <translation>Не удалось загрузить стол русской рулетки: %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="505"/>
        <source>Russian Roulette</source>
        <translation>Русская рулетка</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="563"/>
        <source>Correct position %1</source>
        <translation>Исправить позицию %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="564"/>
        <source>Enter the card that is really at position %1.</source>
        <translation>Введите карту, которая на самом деле лежит на позиции %1.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="575"/>
        <source>Correct seat %1&apos;s hole cards</source>
        <translation>Исправить карты места %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="576"/>
        <source>Enter the cards the player really showed.</source>
        <translation>Введите карты, которые игрок действительно показал.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="592"/>
        <source>Void Russian Roulette hand %1</source>
        <translation>Аннулировать раздачу русской рулетки %1</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="593"/>
        <source>A pit boss voids the unfinished hand as a misdeal: it counts nothing. Give the reason.</source>
        <translation>Пит-босс аннулирует незавершённую раздачу как ошибку сдачи: она не учитывается. Укажите причину.</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="594"/>
        <source>Void the hand</source>
        <translation>Аннулировать раздачу</translation>
    </message>
</context>
<context>
    <name>RoundClose</name>
    <message>
        <location filename="../table/round_close.py" line="52"/>
        <source>Box %1: %2 %3</source>
        <translation>Бокс %1: %2 %3</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="53"/>
        <source>jackpot share</source>
        <translation>доля джекпота</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="53"/>
        <source>payout</source>
        <translation>выплата</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="82"/>
        <source>Not approved</source>
        <translation>Не утверждено</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="86"/>
        <source>Pit boss co-signature</source>
        <translation>Подпись пит-босса</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="87"/>
        <source>These payouts are held until a pit boss signs with their PIN:</source>
        <translation>Эти выплаты ждут подписи пит-босса его ПИН-кодом:</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="88"/>
        <source>Approve</source>
        <translation>Утвердить</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="88"/>
        <source>Refuse</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="100"/>
        <source>Wrong PIN for %1: %2 attempts left before the lock-out.</source>
        <translation>Неверный ПИН-код (%1): осталось попыток до блокировки: %2.</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="102"/>
        <source>%1 is locked out after too many wrong PINs: the round stays held until another pit boss signs, or an administrator unlocks %1.</source>
        <translation>Учётная запись %1 заблокирована после слишком многих неверных ПИН-кодов: раунд ждёт подписи другого пит-босса или разблокировки %1 администратором.</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="121"/>
        <source>round %1 stored</source>
        <translation>раунд %1 сохранён</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="127"/>
        <source>Round not stored</source>
        <translation>Раунд не сохранён</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="135"/>
        <source>No round has been started: nothing to void.</source>
        <translation>Раунд не начат: аннулировать нечего.</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="143"/>
        <source>Void the round (misdeal)</source>
        <translation>Аннулировать раунд (ошибка сдачи)</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="144"/>
        <source>A pit boss voids round %1 as a misdeal. It counts nothing and stays in the log.</source>
        <translation>Пит-босс аннулирует раунд %1 как ошибку сдачи. Он не учитывается и остаётся в журнале.</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="146"/>
        <source>Void the round</source>
        <translation>Аннулировать раунд</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="150"/>
        <source>Not voided</source>
        <translation>Не аннулировано</translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="158"/>
        <source>round voided</source>
        <translation>раунд аннулирован</translation>
    </message>
</context>
<context>
    <name>RoundSteps</name>
    <message>
        <location filename="../table/steps.py" line="53"/>
        <source>Nothing to undo.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <location filename="../table/steps.py" line="62"/>
        <source>Same bets: only while the bets are open.</source>
        <translation>Те же ставки: только пока ставки открыты.</translation>
    </message>
    <message>
        <location filename="../table/steps.py" line="94"/>
        <source>Not saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <location filename="../table/steps.py" line="94"/>
        <source>The entry was not saved: %1
It is still on screen; try again once the cause is fixed.</source>
        <translation>Запись не сохранена: %1
Она осталась на экране; повторите, когда причина будет устранена.</translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <location filename="../training/round_view.py" line="52"/>
        <source>as dealt: %1</source>
        <translation>при сдаче: %1</translation>
    </message>
</context>
<context>
    <name>RoundViewPage</name>
    <message>
        <location filename="../console/pages/round_view.py" line="35"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="45"/>
        <source>← Back</source>
        <translation>← Назад</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="70"/>
        <source>Approvals, refusals, voids and floor rulings</source>
        <translation>Утверждения, отклонения, аннулирования и решения пит-босса</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="82"/>
        <source>As entered, step by step</source>
        <translation>Как введено, шаг за шагом</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="83"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="83"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="83"/>
        <source>By</source>
        <translation>Кто</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="83"/>
        <source>Entry</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="97"/>
        <source>Void…</source>
        <translation>Аннулировать…</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="99"/>
        <source>Floor ruling…</source>
        <translation>Решение…</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="101"/>
        <source>Round slip PDF…</source>
        <translation>Карточка раунда…</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="103"/>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="122"/>
        <source>back</source>
        <translation>назад</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="122"/>
        <source>void</source>
        <translation>аннулировать</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="123"/>
        <source>floor ruling</source>
        <translation>решение пит-босса</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="123"/>
        <source>save the slip</source>
        <translation>сохранить карточку</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="124"/>
        <source>print</source>
        <translation>печать</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="131"/>
        <source>Loading round…</source>
        <translation>Загружаем раунд…</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="147"/>
        <source>%1  ·  Round %2</source>
        <translation>%1  ·  Раунд %2</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="148"/>
        <source>SETTLED</source>
        <translation>РАССЧИТАН</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="148"/>
        <location filename="../console/pages/round_view.py" line="151"/>
        <source>IN PROGRESS</source>
        <translation>ИДЁТ</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="149"/>
        <source>VOIDED</source>
        <translation>АННУЛИРОВАН</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="150"/>
        <location filename="../console/pages/round_view.py" line="151"/>
        <source>VOID</source>
        <translation>АННУЛИРОВАН</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="150"/>
        <source>RULING</source>
        <translation>РЕШЕНИЕ ПИТ-БОССА</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="153"/>
        <source>SIMULATED</source>
        <translation>СИМУЛЯЦИЯ</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="156"/>
        <source>Shift #%1  ·  dealer %2  ·  prepared by %3  ·  house rules version %4  ·  started %5  ·  settled %6  ·  jackpot at the start %7</source>
        <translation>Смена №%1  ·  дилер %2  ·  ввёл: %3  ·  версия правил %4  ·  начат %5  ·  рассчитан %6  ·  джекпот в начале %7</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="161"/>
        <source>House %1</source>
        <translation>Казино %1</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="163"/>
        <source>House: computed %1, effective %2</source>
        <translation>Казино: %2 (расчёт %1)</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="168"/>
        <source>Not settled yet</source>
        <translation>Ещё не рассчитан</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="169"/>
        <source>None.</source>
        <translation>Нет.</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="179"/>
        <source>Not settled yet: the dealer has not entered everything the engine needs. The entries so far are listed below.</source>
        <translation>Ещё не рассчитан: дилер ввёл не всё, что нужно движку. Записи на данный момент — ниже.</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="199"/>
        <source>Approved</source>
        <translation>Утверждено</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="199"/>
        <source>Refused</source>
        <translation>Отклонено</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="200"/>
        <location filename="../console/pages/round_view.py" line="219"/>
        <source>box %1 %2</source>
        <translation>бокс %1 %2</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="202"/>
        <source>%1 by %2 at %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="209"/>
        <source>misdeal, unfinished</source>
        <translation>ошибка сдачи, не завершён</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="209"/>
        <source>settled round</source>
        <translation>рассчитанный раунд</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="210"/>
        <source>VOIDED (%1) by %2 at %3: %4. It counts nothing; its computed figures stay shown.</source>
        <translation>АННУЛИРОВАН (%1): %2, %3: %4. Он не учитывается; расчётные цифры остаются на экране.</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="213"/>
        <source> (not in force: the round was corrected after it)</source>
        <translation> (не действует: раунд после этого исправлен)</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="214"/>
        <source>FLOOR RULING on box %1 by %2 at %3: %4 instead of %5 (computed): %6</source>
        <translation>РЕШЕНИЕ ПИТ-БОССА по боксу %1 — %2, %3: %4 вместо %5 (расчёт): %6</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="218"/>
        <source>Held for a pit boss: %1</source>
        <translation>Ждёт подписи пит-босса: %1</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="239"/>
        <source>Void round %1 at %2. It will count nothing; its computed figures stay in the log and on every report, with who voided it and why.</source>
        <translation>Аннулировать раунд %1 за столом %2. Он не будет учитываться; расчётные цифры останутся в журнале и во всех отчётах — с указанием, кто аннулировал и почему.</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="242"/>
        <source>Void round %1 at %2 as a misdeal: it is unfinished and will count nothing.</source>
        <translation>Аннулировать раунд %1 за столом %2 как ошибку сдачи: он не завершён и не будет учитываться.</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="249"/>
        <source>Voided by %1: round %2 at %3</source>
        <translation>Аннулировано (%1): раунд %2, стол %3</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="252"/>
        <location filename="../console/pages/round_view.py" line="253"/>
        <source>Void the round</source>
        <translation>Аннулировать раунд</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="267"/>
        <source>Floor ruling on round %1 at %2, box %3: %4. Reason: %5</source>
        <translation>Решение пит-босса по раунду %1 за столом %2, бокс %3: %4. Причина: %5</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="274"/>
        <source>Floor ruling by %1: round %2 box %3 nets %4</source>
        <translation>Решение пит-босса (%1): раунд %2, бокс %3, итог %4</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="278"/>
        <source>Sign the floor ruling</source>
        <translation>Подписать решение пит-босса</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="279"/>
        <source>Sign the ruling</source>
        <translation>Подписать решение</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="282"/>
        <source>Not recorded</source>
        <translation>Не записано</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="291"/>
        <source>Save the round slip</source>
        <translation>Сохранить карточку раунда</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="295"/>
        <source>Writing the round slip…</source>
        <translation>Записываем карточку раунда…</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="297"/>
        <source>Round slip saved: %1</source>
        <translation>Карточка раунда сохранена: %1</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="307"/>
        <source>Round %1, table %2</source>
        <translation>Раунд %1, стол %2</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="313"/>
        <source>round printed from the console: shift %1 round %2 (id %3)</source>
        <translation>раунд напечатан из консоли: смена %1, раунд %2 (код %3)</translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="316"/>
        <source>Sent to the printer: %1</source>
        <translation>Отправлено на печать: %1</translation>
    </message>
</context>
<context>
    <name>RoundWatch</name>
    <message>
        <location filename="../table/watch.py" line="144"/>
        <source>slip %1 voided by %2</source>
        <translation>квитанция %1 аннулирована (%2)</translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="145"/>
        <source>slip %1 signed by %2: F4 hands it to the cage</source>
        <translation>квитанция %1 подписана (%2): F4 — передать в кассу</translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="152"/>
        <source>fill</source>
        <translation>пополнение</translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="152"/>
        <source>credit</source>
        <translation>возврат</translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="154"/>
        <source>Slip %1 (the %2 of %3) was VOIDED by %4: %5. Its chips do not count.</source>
        <translation>Квитанция %1 (%2 на %3) АННУЛИРОВАНА (%4): %5. Её фишки не учитываются.</translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="156"/>
        <source>Slip %1 (the %2 of %3) is signed by %4. Press F4 to hand it to the cage.</source>
        <translation>Квитанция %1 (%2 на %3) подписана (%4). Нажмите F4, чтобы передать её в кассу.</translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="202"/>
        <source>box %1 was paid %2</source>
        <translation>боксу %1 выплачено %2</translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="204"/>
        <source>box %1 lost %2 to the house</source>
        <translation>бокс %1 проиграл казино %2</translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="206"/>
        <source>box %1 moved nothing</source>
        <translation>по боксу %1 ничего не двигалось</translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="207"/>
        <source>Round %1 was VOIDED by %2: %3. It counts nothing, but its chips were moved: %4. Settle them with the players as the pit boss directs.</source>
        <translation>Раунд %1 АННУЛИРОВАН (%2): %3. Он не учитывается, но фишки уже передвинуты: %4. Урегулируйте с игроками, как скажет пит-босс.</translation>
    </message>
</context>
<context>
    <name>RulingForm</name>
    <message>
        <location filename="../console/forms.py" line="116"/>
        <source>Floor ruling: the amount that changes hands replaces the computed figure</source>
        <translation>Решение пит-босса: сумма, которую бокс получает или отдаёт, заменяет расчётную</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="125"/>
        <source>the player is paid</source>
        <translation>игроку выплачивается</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="126"/>
        <source>the player loses</source>
        <translation>игрок проигрывает</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="127"/>
        <source>nothing changes hands</source>
        <translation>деньги не переходят</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="128"/>
        <source>amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="129"/>
        <source>required: why the floor decides this</source>
        <translation>обязательно: почему принято такое решение</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="131"/>
        <source>Box</source>
        <translation>Бокс</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="131"/>
        <source>Decision</source>
        <translation>Ответ пит-босса</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="132"/>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="132"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="143"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="145"/>
        <source>Sign the ruling…</source>
        <translation>Подписать решение…</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="162"/>
        <source>Box %1</source>
        <translation>Бокс %1</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="180"/>
        <source>Computed for box %1: %2 (kept beside the ruling)</source>
        <translation>Расчёт по боксу %1: %2 (сохраняется рядом с решением)</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="193"/>
        <source>This round has no box to rule on.</source>
        <translation>В этом раунде нет бокса для решения.</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="198"/>
        <source>Amount: %1</source>
        <translation>Сумма: %1</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="198"/>
        <source>enter the amount</source>
        <translation>введите сумму</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="199"/>
        <source>Amount: zero is &quot;nothing changes hands&quot;; choose that instead</source>
        <translation>Сумма: ноль — это «деньги не переходят»; выберите этот вариант</translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="201"/>
        <source>Reason: a floor ruling needs a reason</source>
        <translation>Причина: решению пит-босса нужна причина</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../roulette/seats.py" line="35"/>
        <source>TO ACT</source>
        <translation>ХОД</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="36"/>
        <source>FOLDED</source>
        <translation>ПАС</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="37"/>
        <source>ALL-IN</source>
        <translation>ОЛЛ-ИН</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="38"/>
        <source>IN</source>
        <translation>В ИГРЕ</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="39"/>
        <source>SHOWS CARDS</source>
        <translation>ОТКРЫВАЕТ</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="40"/>
        <source>WINS</source>
        <translation>ВЫИГРЫШ</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="41"/>
        <source>LOSES</source>
        <translation>ПРОИГРЫШ</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="46"/>
        <source>SB</source>
        <translation>МБ</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="47"/>
        <source>BB</source>
        <translation>ББ</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="48"/>
        <source>BLIND</source>
        <translation>БЛАЙНД</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="102"/>
        <source>STACK</source>
        <translation>СТЕК</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="103"/>
        <source>THIS ROUND</source>
        <translation>В РАУНДЕ</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="104"/>
        <source>IN THE POT</source>
        <translation>В БАНКЕ</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="126"/>
        <source>BTN</source>
        <translation>БТН</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="134"/>
        <source>TAKES %1</source>
        <translation>ЗАБИРАЕТ %1</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="181"/>
        <source>checked</source>
        <translation>чек</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="183"/>
        <source>called %1</source>
        <translation>колл %1</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="185"/>
        <source>folded</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="187"/>
        <source>bet to %1</source>
        <translation>ставка до %1</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="189"/>
        <source>raised to %1</source>
        <translation>рейз до %1</translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="191"/>
        <source>(all-in)</source>
        <translation>(олл-ин)</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <location filename="../table/seating.py" line="87"/>
        <location filename="../table/seating.py" line="91"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="91"/>
        <source>Select a box first (its number), then F12.</source>
        <translation>Сначала выберите бокс (его номер), затем F12.</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="100"/>
        <source>Seat a player at box %1</source>
        <translation>Посадить игрока на бокс %1</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="102"/>
        <source>The player&apos;s card number or its last four digits; Enter alone seats an anonymous player. More boxes after a space (&quot;2233 4&quot;).</source>
        <translation>Номер карты игрока или её последние четыре цифры; просто Enter — анонимный игрок. Ещё боксы — через пробел («2233 4»).</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="103"/>
        <source>card  [boxes]</source>
        <translation>карта  [боксы]</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="109"/>
        <source>One card number, then box numbers: not %1</source>
        <translation>Один номер карты, затем номера боксов, а не %1</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="115"/>
        <source>player at box %1</source>
        <translation>игрок на боксе %1</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="116"/>
        <source>Box %1: %2</source>
        <translation>Бокс %1: %2</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="118"/>
        <source>L: the player leaves  ·  P: pause or resume  ·  box numbers: the player moves there (&quot;4&quot; or &quot;4 5&quot;).</source>
        <translation>L — игрок уходит  ·  P — пауза или продолжение  ·  номера боксов — игрок пересаживается («4» или «4 5»).</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="119"/>
        <source>L, P or boxes</source>
        <translation>L, P или боксы</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="131"/>
        <source>L, P or box numbers: not %1</source>
        <translation>L, P или номера боксов, а не %1</translation>
    </message>
</context>
<context>
    <name>SeatingStrip</name>
    <message>
        <location filename="../table/seating.py" line="59"/>
        <source>Players: none seated  ·  F12 seats a player at the selected box</source>
        <translation>Игроки: никого  ·  F12 — посадить игрока на выбранный бокс</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="63"/>
        <source>player at box %1</source>
        <translation>игрок на боксе %1</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="64"/>
        <source>box %1: %2</source>
        <translation>бокс %1: %2</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="65"/>
        <source>%1 (paused)</source>
        <translation>%1 (пауза)</translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="66"/>
        <source>Players: %1</source>
        <translation>Игроки: %1</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../console/pages/settings.py" line="30"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="35"/>
        <source>Station and floor settings</source>
        <translation>Настройки рабочих мест и зала</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="38"/>
        <source>Approval threshold</source>
        <translation>Порог утверждения выплат</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="39"/>
        <location filename="../console/pages/settings.py" line="131"/>
        <source>A box&apos;s payout at or above this waits for a pit boss.</source>
        <translation>Выплата бокса от этой суммы ждёт пит-босса.</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="40"/>
        <source>Lock-out after failed sign-ins</source>
        <translation>Блокировка после неудачных входов</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="40"/>
        <source>Failed PINs in a row.</source>
        <translation>Неверных ПИН-кодов подряд.</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="41"/>
        <source>Lock-out lasts (minutes)</source>
        <translation>Длительность блокировки (мин)</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="41"/>
        <source>0: until an administrator unlocks.</source>
        <translation>0: пока не разблокирует администратор.</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="42"/>
        <source>Gaming day starts (HH:MM)</source>
        <translation>Игровой день начинается (ЧЧ:ММ)</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="42"/>
        <source>Shifts crossing midnight belong to the day they began.</source>
        <translation>Смены через полночь относятся ко дню начала.</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="43"/>
        <source>Idle lock (minutes)</source>
        <translation>Блокировка при бездействии (мин)</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="43"/>
        <source>A station locks after this time without input.</source>
        <translation>Экран рабочего места блокируется после этого времени без действий.</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="44"/>
        <source>Casino name</source>
        <translation>Название казино</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="44"/>
        <source>Printed on the reports.</source>
        <translation>Печатается в отчётах.</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="45"/>
        <source>Second signer threshold</source>
        <translation>Порог второй подписи</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="46"/>
        <source>A ruling, void or meter adjustment above this needs a second pit boss or an administrator.</source>
        <translation>Решение пит-босса, аннулирование или корректировка счётчика выше этой суммы требуют второй подписи пит-босса или администратора.</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="48"/>
        <source>Count variance threshold</source>
        <translation>Порог расхождения при пересчёте</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="50"/>
        <source>Shortest PIN (characters)</source>
        <translation>Минимальная длина ПИН-кода (символов)</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="50"/>
        <source>A new PIN needs at least this many characters.</source>
        <translation>Минимальная длина нового ПИН-кода.</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="51"/>
        <source>Trainee pass marks</source>
        <translation>Проходные баллы уровней</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="52"/>
        <source>Percent right / fewest boxes answered to pass a level; per level e.g. 80/10, 5=90/12.</source>
        <translation>Процент верных / наименьшее число отвеченных боксов для сдачи уровня; по уровням, например 80/10, 5=90/12.</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="53"/>
        <source>Jackpot shares paid by</source>
        <translation>Кто выплачивает доли джекпота</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="49"/>
        <source>A table-count variance beyond this needs a pit boss&apos;s written explanation.</source>
        <translation>Расхождение учёта фишек выше порога требует письменного объяснения пит-босса.</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="54"/>
        <source>Who hands a jackpot share to the player; the count&apos;s computed result follows.</source>
        <translation>Кто выплачивает игроку долю джекпота; от этого зависит расчётный результат учёта.</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="62"/>
        <source>the cage</source>
        <translation>касса</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="62"/>
        <source>the dealer, from the tray</source>
        <translation>дилер, из лотка</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="94"/>
        <source>Save the settings</source>
        <translation>Сохранить настройки</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="104"/>
        <source>save</source>
        <translation>сохранить</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="149"/>
        <source>&quot;%1&quot; is not an amount (type it in %2, e.g. 5 or 5.50)</source>
        <translation>«%1» — не сумма (в %2, например, 5 или 5,50)</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="157"/>
        <source>Nothing changed.</source>
        <translation>Ничего не изменилось.</translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="169"/>
        <source>Settings saved</source>
        <translation>Настройки сохранены</translation>
    </message>
</context>
<context>
    <name>SettlementPanel</name>
    <message>
        <location filename="../table/settlement.py" line="401"/>
        <source>SETTLEMENT</source>
        <translation>РАСЧЁТ</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="438"/>
        <source>House %1</source>
        <translation>Казино %1</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="439"/>
        <source>jackpot after the round %1</source>
        <translation>джекпот после раунда %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../table/settlement.py" line="443"/>
        <source>%n payout(s) HELD for a pit boss</source>
        <translation>
            <numerusform>%n выплата ждёт подписи пит-босса</numerusform>
            <numerusform>%n выплаты ждут подписи пит-босса</numerusform>
            <numerusform>%n выплат ждут подписи пит-босса</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="444"/>
        <source>co-sign</source>
        <translation>подпись</translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="447"/>
        <source>confirm the round</source>
        <translation>подтвердить раунд</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <location filename="../training/setup_page.py" line="81"/>
        <source>Ante and Bet: PAY, TAKE or RETURN each (or the net).</source>
        <translation>Анте и ставка по отдельности: ВЫПЛАТИТЬ, ЗАБРАТЬ или ВЕРНУТЬ (или итог).</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="82"/>
        <source>Ante and Bet (or the net).</source>
        <translation>Анте и ставка (или итог).</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="83"/>
        <source>Ante, Bet and the fees (or the net); the dealer cards taken out for a bought game.</source>
        <translation>Анте, ставка и плата (или итог); карты дилера, изъятые при покупке игры.</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="85"/>
        <source>Ante, Bet, fees and the bonus (or the net); the cards taken out.</source>
        <translation>Анте, ставка, плата и бонус (или итог); изъятые карты.</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="86"/>
        <source>Every term with insurance (or the net); the insurance maximum; the cards taken out.</source>
        <translation>Все статьи со страховкой (или итог); максимум страховки; изъятые карты.</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="88"/>
        <source>Every term (or the net); hand 2; the insurance maximum; the cards taken out.</source>
        <translation>Все статьи (или итог); комбинация 2; максимум страховки; изъятые карты.</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="90"/>
        <source>Every term (or the net); the amount the cap withholds; hand 2; the insurance maximum.</source>
        <translation>Все статьи (или итог); сумма, удержанная лимитом; комбинация 2; максимум страховки.</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="282"/>
        <source>LEVELS</source>
        <translation>УРОВНИ</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="298"/>
        <source>ANSWERING, BY KEY</source>
        <translation>ОТВЕТ С КЛАВИАТУРЫ</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="301"/>
        <source>P  T  R</source>
        <translation>P  T  R</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="301"/>
        <source>pay, take, return; then the amount</source>
        <translation>выплатить, забрать, вернуть; затем сумма</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="302"/>
        <source>answer the net instead</source>
        <translation>ответить итогом</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="303"/>
        <source>next figure</source>
        <translation>следующее поле</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="304"/>
        <source>check; next box</source>
        <translation>проверить; следующий бокс</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="305"/>
        <source>choose the mode</source>
        <translation>выбрать режим</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="306"/>
        <source>house rules</source>
        <translation>правила казино</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="345"/>
        <source>NEW HERE</source>
        <translation>НОВОЕ</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="345"/>
        <source>YOU STATE</source>
        <translation>ВЫ УКАЗЫВАЕТЕ</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="346"/>
        <source>YOUR FOCUS</source>
        <translation>ПОДТЯНУТЬ</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="360"/>
        <source>MODE</source>
        <translation>РЕЖИМ</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="368"/>
        <source>Practice</source>
        <translation>Практика</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="368"/>
        <source>Your pace; feedback after each box or at the end</source>
        <translation>В своём темпе; разбор после каждого бокса или в конце</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="369"/>
        <source>Timed</source>
        <translation>На время</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="369"/>
        <source>Against the clock at the level&apos;s target time</source>
        <translation>На время, по нормативу уровня</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="370"/>
        <source>Table speed</source>
        <translation>Скорость за столом</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="370"/>
        <source>The live-table screen on practice rounds</source>
        <translation>Экран живого стола на тренировочных раундах</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="371"/>
        <source>Name the hand</source>
        <translation>Назовите комбинацию</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="371"/>
        <source>Every hand of the level&apos;s rounds, by key</source>
        <translation>Каждая комбинация раундов уровня, с клавиатуры</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="372"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="372"/>
        <source>Count stacks, colour up, cut and pay</source>
        <translation>Счёт стопок, размен, отсчёт выплаты</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="373"/>
        <location filename="../training/setup_page.py" line="471"/>
        <source>Exam</source>
        <translation>Экзамен</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="373"/>
        <source>Locked; an instructor starts it with their PIN</source>
        <translation>Закрытый; инструктор запускает его своим ПИН-кодом</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="391"/>
        <source>Feedback</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="394"/>
        <source>After each box</source>
        <translation>После каждого бокса</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="395"/>
        <source>At the end</source>
        <translation>В конце</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="406"/>
        <location filename="../training/setup_page.py" line="417"/>
        <location filename="../training/setup_page.py" line="432"/>
        <location filename="../training/setup_page.py" line="446"/>
        <location filename="../training/setup_page.py" line="471"/>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="437"/>
        <source>Enter each practice round on the real table screen from its dealing sheet, as fast as you can: bets, cards, decisions, the dealer. Your card entry is timed. Nothing is written to a shift.</source>
        <translation>Вводите каждый тренировочный раунд на настоящем экране стола по листу раздачи как можно быстрее: ставки, карты, решения, дилер. Время ввода замеряется. В смену ничего не записывается.</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="447"/>
        <source>Name every hand before any money: the dealer&apos;s as dealt and after a buy, each box&apos;s, and from level 6 the second combination in six cards. Keys 0–9 and R.</source>
        <translation>Назовите каждую комбинацию до всяких денег: карты дилера как сданы и после покупки игры, каждого бокса, а с 6-го уровня — и вторую комбинацию в шести картах. Клавиши 0–9 и R.</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="452"/>
        <source>Questions</source>
        <translation>Вопросы</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="453"/>
        <source>Bets as chip stacks in the house&apos;s chip set: count them, colour up with the fewest chips, cut and pay a winning Bet.</source>
        <translation>Ставки стопками фишек казино: сосчитайте их, разменяйте на наименьшее число фишек, отсчитайте выплату выигравшей ставке.</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="464"/>
        <source>e.g. 2026-11 group A</source>
        <translation>например, 2026-11 группа А</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="467"/>
        <source>min</source>
        <translation>мин</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="467"/>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="472"/>
        <source>Seed</source>
        <translation>Номер серии</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="472"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="479"/>
        <source>Set by the instructor, started with their PIN. The same exam, level, seed and rounds deal every trainee the same rounds; no feedback until it is handed in.</source>
        <translation>Задаётся инструктором и запускается его ПИН-кодом. Один и тот же экзамен, уровень, номер серии и число раундов дают всем стажёрам одинаковые раунды; разбора нет, пока экзамен не сдан.</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="493"/>
        <source>Instructor: open this level</source>
        <translation>Инструктор: открыть уровень</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="516"/>
        <source>HOUSE RULES IN USE</source>
        <translation>ДЕЙСТВУЮЩИЕ ПРАВИЛА</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="520"/>
        <source>Pay tables and every rule  F2</source>
        <translation>Таблицы выплат и все правила  F2</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="586"/>
        <source>HOUSE RULES IN USE · %1</source>
        <translation>ДЕЙСТВУЮЩИЕ ПРАВИЛА · %1</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="626"/>
        <source>Level %1 · %2</source>
        <translation>Уровень %1 · %2</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="633"/>
        <source>Practice drills steer towards: %1</source>
        <translation>Упор в практике: %1</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="637"/>
        <source>Due for review (spaced repetition): %1</source>
        <translation>Пора повторить (интервальное повторение): %1</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="643"/>
        <source>The clock gives %1 s per box dealt; feedback comes at the end.</source>
        <translation>На каждый бокс даётся %1 с; разбор — в конце.</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="658"/>
        <source>Start practice  ⏎</source>
        <translation>Начать практику  ⏎</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="659"/>
        <source>Start the clock  ⏎</source>
        <translation>Запустить отсчёт  ⏎</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="660"/>
        <source>Open the practice table  ⏎</source>
        <translation>Открыть тренировочный стол  ⏎</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="661"/>
        <source>Instructor: start the exam  ⏎</source>
        <translation>Инструктор: начать экзамен  ⏎</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="662"/>
        <source>Name the hands  ⏎</source>
        <translation>Назвать комбинации  ⏎</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="663"/>
        <source>Start the chips  ⏎</source>
        <translation>Начать с фишками  ⏎</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="687"/>
        <source>locked until level %1 is passed</source>
        <translation>закрыт до сдачи уровня %1</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="696"/>
        <source>Level %1 is locked: pass level %2 first (%3 % of at least %4 boxes answered right), or ask an instructor to open it.</source>
        <translation>Уровень %1 закрыт: сначала сдайте уровень %2 (верно %3 % не меньше чем из %4 отвеченных боксов) или попросите инструктора открыть его.</translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="703"/>
        <source>Exam: give the exam a name first.</source>
        <translation>Экзамен: сначала дайте экзамену название.</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <location filename="../roulette/setup.py" line="131"/>
        <source>THE GAME</source>
        <translation>ИГРА</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="141"/>
        <location filename="../roulette/setup.py" line="184"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="143"/>
        <source>none, or e.g.  3 6</source>
        <translation>нет или, например,  3 6</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="145"/>
        <source>No limit</source>
        <translation>Безлимит</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="146"/>
        <source>Fixed limit</source>
        <translation>Фиксированный лимит</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="149"/>
        <source>the big blind</source>
        <translation>большой блайнд</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="151"/>
        <source>twice the small bet</source>
        <translation>две малые ставки</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="153"/>
        <source>Active cards (m)</source>
        <translation>Активные карты (m)</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="154"/>
        <source>Cards in the circle (n)</source>
        <translation>Карт в круге (n)</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="155"/>
        <source>Hole cards per player</source>
        <translation>Карт у игрока</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="156"/>
        <source>Trigger starts at</source>
        <translation>Позиция Триггера</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="157"/>
        <source>Pre-revealed positions</source>
        <translation>Открытые заранее позиции</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="158"/>
        <source>Cards turned per round</source>
        <translation>Карт открывается за раунд</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="159"/>
        <source>Raise cap per round</source>
        <translation>Лимит рейзов за раунд</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="160"/>
        <source>Structure</source>
        <translation>Структура</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="161"/>
        <source>Small bet (fixed limit)</source>
        <translation>Малая ставка (лимит)</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="162"/>
        <source>Big bet (fixed limit)</source>
        <translation>Большая ставка (лимит)</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="176"/>
        <source>THE TABLE</source>
        <translation>СТОЛ</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="186"/>
        <source>Button at seat</source>
        <translation>Баттон на месте</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="187"/>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="188"/>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="189"/>
        <source>Ante (each player)</source>
        <translation>Анте (с каждого игрока)</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="196"/>
        <source>SEATS IN THE HAND AND THEIR STACKS</source>
        <translation>МЕСТА В РАЗДАЧЕ И ИХ СТЕКИ</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="207"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="210"/>
        <source>stack</source>
        <translation>стек</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="211"/>
        <source>Seat %1: stack</source>
        <translation>Место %1: стек</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="232"/>
        <source>CHECK AND DEAL</source>
        <translation>ПРОВЕРКА И СДАЧА</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="251"/>
        <source>Deal the hand</source>
        <translation>Раздать карты</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="303"/>
        <source>%1 is not a position number</source>
        <translation>%1 — не номер позиции</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="338"/>
        <source>small blind</source>
        <translation>малый блайнд</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="343"/>
        <source>big blind</source>
        <translation>большой блайнд</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="343"/>
        <source>blind</source>
        <translation>блайнд</translation>
    </message>
    <message numerus="yes">
        <location filename="../roulette/setup.py" line="398"/>
        <source>&lt;b&gt;%n betting round(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n раунд ставок&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n раунда ставок&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n раундов ставок&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../roulette/setup.py" line="399"/>
        <source>%n card(s) turned after each</source>
        <translation>
            <numerusform>после каждого открывается %n карта</numerusform>
            <numerusform>после каждого открываются %n карты</numerusform>
            <numerusform>после каждого открывается %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="400"/>
        <source>Seat %1 posts %2 (%3)</source>
        <translation>Место %1 ставит %2 (%3)</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="403"/>
        <source>Every player antes %1</source>
        <translation>Каждый игрок ставит анте %1</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="405"/>
        <source>Seat %1 acts first</source>
        <translation>Первым ходит место %1</translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="415"/>
        <source>&lt;b&gt;Fix the set-up&lt;/b&gt;: the reasons are shown next to the fields.</source>
        <translation>&lt;b&gt;Исправьте настройку&lt;/b&gt;: причины указаны у полей.</translation>
    </message>
</context>
<context>
    <name>ShiftOpenScreen</name>
    <message>
        <location filename="../shell/shift_open.py" line="38"/>
        <source>Open a shift: check the house rules this table plays</source>
        <translation>Открытие смены: проверьте правила этого стола</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="50"/>
        <source>table name</source>
        <translation>название стола</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="62"/>
        <source>TABLE</source>
        <translation>СТОЛ</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="63"/>
        <source>DEALER</source>
        <translation>ДИЛЕР</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="64"/>
        <source>HOUSE RULES PROFILE</source>
        <translation>ПРОФИЛЬ ПРАВИЛ</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="65"/>
        <source>JACKPOT METER</source>
        <translation>ДЖЕКПОТ</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="75"/>
        <source>OPENER: THE TRAY BY DENOMINATION (A PIT BOSS CONFIRMS)</source>
        <translation>ОТКРЫТИЕ: ФИШКИ В ЛОТКЕ ПО НОМИНАЛАМ (ПОДТВЕРЖДАЕТ ПИТ-БОСС)</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="91"/>
        <source>Sign out</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="97"/>
        <source>Open the shift  (Enter)</source>
        <translation>Открыть смену  (Enter)</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="154"/>
        <source>Profile %1, version %2</source>
        <translation>Профиль %1, версия %2</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="161"/>
        <source>Name the table.</source>
        <translation>Укажите стол.</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="164"/>
        <source>No dealer can deal this shift: add a dealer first.</source>
        <translation>Нет дилера для этой смены: сначала добавьте дилера.</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="175"/>
        <source>Count the tray: the number of chips of each denomination.</source>
        <translation>Пересчитайте лоток: число фишек каждого номинала.</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="180"/>
        <location filename="../shell/shift_open.py" line="183"/>
        <source>Confirm the opener</source>
        <translation>Подтвердить открытие</translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="181"/>
        <source>The tray at %1 holds %2. A pit boss confirms the count with their PIN.</source>
        <translation>В лотке стола %1 — %2. Пит-босс подтверждает пересчёт своим ПИН-кодом.</translation>
    </message>
</context>
<context>
    <name>SignInScreen</name>
    <message>
        <location filename="../shell/signin.py" line="34"/>
        <location filename="../shell/signin.py" line="45"/>
        <source>Sign in</source>
        <translation>Вход</translation>
    </message>
    <message>
        <location filename="../shell/signin.py" line="34"/>
        <source>Choose your name, type your PIN and press Enter.</source>
        <translation>Выберите своё имя, введите ПИН-код и нажмите Enter.</translation>
    </message>
    <message>
        <location filename="../shell/signin.py" line="41"/>
        <source>PIN</source>
        <translation>ПИН-код</translation>
    </message>
    <message>
        <location filename="../shell/signin.py" line="55"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../shell/signin.py" line="65"/>
        <source>kept for you when you sign in</source>
        <translation>запомнится для вас при входе</translation>
    </message>
    <message>
        <location filename="../shell/signin.py" line="147"/>
        <source>Choose your name first.</source>
        <translation>Сначала выберите своё имя.</translation>
    </message>
    <message>
        <location filename="../shell/signin.py" line="152"/>
        <source>Enter your PIN.</source>
        <translation>Введите свой ПИН-код.</translation>
    </message>
</context>
<context>
    <name>Signature</name>
    <message>
        <location filename="../kit/signature.py" line="88"/>
        <source>Wrong PIN for %1: %2 attempts left before the lock-out.</source>
        <translation>Неверный ПИН-код (%1): осталось попыток до блокировки: %2.</translation>
    </message>
    <message>
        <location filename="../kit/signature.py" line="91"/>
        <source>%1 is locked out after too many wrong PINs: another person signs, or an administrator unlocks %1. Nothing was recorded.</source>
        <translation>Учётная запись %1 заблокирована после слишком многих неверных ПИН-кодов: подписывает другой человек, или администратор разблокирует %1. Ничего не записано.</translation>
    </message>
</context>
<context>
    <name>SlipsPage</name>
    <message>
        <location filename="../console/pages/slips.py" line="30"/>
        <source>Fill and credit slips</source>
        <translation>Квитанции пополнения и возврата</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="33"/>
        <source>Waiting slips first, then the latest shifts&apos; slips</source>
        <translation>Сначала ожидающие, затем квитанции последних смен</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="34"/>
        <source>Slip</source>
        <translation>Квитанция</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="34"/>
        <source>Table · shift</source>
        <translation>Стол · смена</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="34"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="34"/>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="35"/>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="35"/>
        <source>Requested by</source>
        <translation>Запросил(а)</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="38"/>
        <source>No fill or credit slip yet.</source>
        <translation>Квитанций пополнения и возврата пока нет.</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="46"/>
        <source>Finish the slip</source>
        <translation>Завершить квитанцию</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="48"/>
        <location filename="../console/pages/slips.py" line="180"/>
        <source>Void the slip</source>
        <translation>Аннулировать квитанцию</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="50"/>
        <location filename="../console/pages/slips.py" line="198"/>
        <source>Print again</source>
        <translation>Напечатать повторно</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="67"/>
        <source>choose a slip</source>
        <translation>выбрать квитанцию</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="67"/>
        <source>finish it</source>
        <translation>завершить</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="68"/>
        <source>void it</source>
        <translation>аннулировать</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="68"/>
        <source>print it again</source>
        <translation>напечатать повторно</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="78"/>
        <source>fill</source>
        <translation>пополнение</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="78"/>
        <source>credit</source>
        <translation>возврат</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="81"/>
        <source>waits for a pit boss</source>
        <translation>ждёт пит-босса</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="81"/>
        <source>waits for the cage</source>
        <translation>ждёт кассу</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="82"/>
        <source>received</source>
        <translation>принята</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="82"/>
        <source>voided</source>
        <translation>аннулирована</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="93"/>
        <source>%1 · #%2</source>
        <translation>%1 · №%2</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="122"/>
        <source>Slip %1: the %2 of %3 (%4).</source>
        <translation>Квитанция %1: %2 на %3 (%4).</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="123"/>
        <source>Requested by %1 at %2.</source>
        <translation>Запросил(а): %1, %2.</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="125"/>
        <source>Signed by %1 at %2.</source>
        <translation>Подписал(а): %1, %2.</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="127"/>
        <source>Received by %1 at %2.</source>
        <translation>Принял(а): %1, %2.</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="129"/>
        <source>Voided by %1: %2</source>
        <translation>Аннулировал(а) %1: %2</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="131"/>
        <source>Printed again by %1 at %2: %3</source>
        <translation>Напечатана повторно (%1, %2): %3</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="141"/>
        <source>The %1 of %2 (slip %3)</source>
        <translation>Квитанция %3 (%1 на %2)</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="154"/>
        <source>Sign slip %1</source>
        <translation>Подпись квитанции %1</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="155"/>
        <source>A pit boss signs the slip with their PIN.</source>
        <translation>Пит-босс подписывает квитанцию своим ПИН-кодом.</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="157"/>
        <source>Sign the slip</source>
        <translation>Подписать квитанцию</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="162"/>
        <source>Slip %1 at the cage</source>
        <translation>Квитанция %1 в кассе</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="163"/>
        <source>The cage (or its runner) signs that the %1 of %2 was handed over.</source>
        <translation>Касса (или курьер) подписывает, что передано: %1 на %2.</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="166"/>
        <source>Slip %1 received by the cage</source>
        <translation>Квитанция %1 принята кассой</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="167"/>
        <source>Received</source>
        <translation>Принято</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="174"/>
        <source>why it is voided (its chips no longer count in the shift&apos;s figures). A pit boss signs with their PIN.</source>
        <translation>причина аннулирования (её фишки больше не учитываются в цифрах смены). Пит-босс подписывает своим ПИН-кодом.</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="176"/>
        <source>why it is voided. A pit boss signs with their PIN.</source>
        <translation>причина аннулирования. Пит-босс подписывает своим ПИН-кодом.</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="177"/>
        <source>Void slip %1</source>
        <translation>Аннулирование квитанции %1</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="179"/>
        <source>Slip %1 voided</source>
        <translation>Квитанция %1 аннулирована</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="188"/>
        <source>Print slip %1 again</source>
        <translation>Повторная печать квитанции %1</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="191"/>
        <source>Slip %1 printed again: %2</source>
        <translation>Квитанция %1 напечатана повторно: %2</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="192"/>
        <source>The copy of slip %1 is written; it says it is a copy, who signed for it and why.</source>
        <translation>Копия квитанции %1 записана; на ней указано, что это копия, кто её подписал и почему.</translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="195"/>
        <source>why it is printed again. A pit boss signs with their PIN; the copy says so.</source>
        <translation>причина повторной печати. Пит-босс подписывает своим ПИН-кодом; на копии это указано.</translation>
    </message>
</context>
<context>
    <name>StartupScreen</name>
    <message>
        <location filename="../shell/startup.py" line="31"/>
        <source>Opening the shift log</source>
        <translation>Открываем журнал смен</translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="32"/>
        <source>Checking the database and its audit chain. No round can start until the checks pass.</source>
        <translation>Проверяем базу данных и цепочку аудита. Раунд не начнётся, пока проверки не пройдены.</translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="45"/>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="58"/>
        <source>Database: %1</source>
        <translation>База данных: %1</translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="59"/>
        <source>quick check of the file, then the audit chain since the last verified point</source>
        <translation>быстрая проверка файла, затем цепочка аудита с последней проверенной точки</translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="67"/>
        <source>New database created</source>
        <translation>Создана новая база данных</translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="67"/>
        <source>Database structure: ok</source>
        <translation>Структура базы: в порядке</translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="68"/>
        <source>Audit chain verified: entries %1 to %2</source>
        <translation>Цепочка аудита проверена: записи с %1 по %2</translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="71"/>
        <source>Audit chain: nothing new to verify</source>
        <translation>Цепочка аудита: новых записей нет</translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="72"/>
        <source>Audit key: found and matching</source>
        <translation>Ключ аудита: найден и совпадает</translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="75"/>
        <source>Schema upgraded from version %1</source>
        <translation>Схема обновлена с версии %1</translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="83"/>
        <source>The start-up checks did not pass. Nothing was changed.</source>
        <translation>Проверки при запуске не пройдены. Ничего не изменено.</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../training/summary_page.py" line="72"/>
        <source>Save again</source>
        <translation>Сохранить снова</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="80"/>
        <source>SCORE</source>
        <translation>РЕЗУЛЬТАТ</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="87"/>
        <source>TIME</source>
        <translation>ВРЕМЯ</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="94"/>
        <source>MISTAKES BY KIND</source>
        <translation>ОШИБКИ ПО ВИДАМ</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="110"/>
        <source>EVERY BOX · choose one to see why</source>
        <translation>ВСЕ БОКСЫ · выберите, чтобы увидеть разбор</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="126"/>
        <source>My progress</source>
        <translation>Мой прогресс</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="128"/>
        <source>Choose a level</source>
        <translation>Выбрать уровень</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="130"/>
        <source>Again, new rounds  ⏎</source>
        <translation>Ещё раз, новые раунды  ⏎</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="146"/>
        <source>Exam %1 handed in</source>
        <translation>Экзамен %1 сдан</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="148"/>
        <source>Time is up</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="150"/>
        <source>Session complete</source>
        <translation>Занятие завершено</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="151"/>
        <source>Level %1 · %2 · %3 · drill %4</source>
        <translation>Уровень %1 · %2 · %3 · упражнение %4</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="157"/>
        <source>%1 of %2 boxes answered right</source>
        <translation>верно %1 из %2 отвеченных боксов</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="159"/>
        <source>%1 not answered (not counted as wrong)</source>
        <translation>без ответа: %1 (не считаются ошибкой)</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="165"/>
        <source>practice: no clock · target would be %1</source>
        <translation>практика: без часов · норматив был бы %1</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="169"/>
        <source>time limit %1 · target %2</source>
        <translation>лимит времени %1 · норматив %2</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="171"/>
        <source>target %1</source>
        <translation>норматив %1</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="174"/>
        <source>stopped early · %1</source>
        <translation>остановлено досрочно · %1</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="177"/>
        <source>within the %1</source>
        <translation>уложились: %1</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="180"/>
        <source>over the %1</source>
        <translation>не уложились: %1</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="189"/>
        <source>None. Every answer was right.</source>
        <translation>Нет. Все ответы верны.</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="189"/>
        <source>No mistakes to classify.</source>
        <translation>Ошибок для разбора нет.</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="202"/>
        <source>Round %1 · box %2</source>
        <translation>Раунд %1 · бокс %2</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="224"/>
        <source>Saving to your progress…</source>
        <translation>Сохраняем в ваш прогресс…</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="227"/>
        <source>✓ Saved to your progress</source>
        <translation>✓ Сохранено в ваш прогресс</translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="230"/>
        <source>✗ NOT SAVED: %1</source>
        <translation>✗ НЕ СОХРАНЕНО: %1</translation>
    </message>
</context>
<context>
    <name>TableGroupsWindow</name>
    <message>
        <location filename="../console/groups.py" line="72"/>
        <source>Table groups</source>
        <translation>Группы столов</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="73"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="73"/>
        <source>Table group</source>
        <translation>Группа столов</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="73"/>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="73"/>
        <source>Shared</source>
        <translation>Что общее</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="73"/>
        <source>Set by</source>
        <translation>Кто задал</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="85"/>
        <source>Put in the group…</source>
        <translation>Включить в группу…</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="89"/>
        <source>Take out of its group…</source>
        <translation>Вывести из группы…</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="93"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="97"/>
        <source>The arrows choose a table. Alt+J puts it in the group chosen here (it gets the group&apos;s chip set and house rules); Alt+O takes it out of its group, with a reason (it keeps them as its own). A pit boss or an administrator signs each with their PIN.</source>
        <translation>Стрелки выбирают стол. Alt+J включает его в группу, выбранную здесь (он получает набор фишек и правила казино группы); Alt+O выводит его из группы с указанием причины (они остаются у него как собственные). Каждое действие подписывает пит-босс или администратор своим ПИН-кодом.</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="108"/>
        <source>Group:</source>
        <translation>Группа:</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="114"/>
        <source>The pit&apos;s tables and their groups</source>
        <translation>Столы пита и их группы</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="118"/>
        <source>Tables that left a group</source>
        <translation>Столы, вышедшие из группы</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="132"/>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="136"/>
        <source>chip set and house rules</source>
        <translation>набор фишек и правила казино</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="137"/>
        <source>chip set</source>
        <translation>набор фишек</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="137"/>
        <source>house rules</source>
        <translation>правила казино</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="150"/>
        <source>version %1</source>
        <translation>версия %1</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="151"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="153"/>
        <source>(no table)</source>
        <translation>(нет столов)</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="155"/>
        <source>in no group</source>
        <translation>без группы</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="171"/>
        <source>%1 left %2 at version %3 — %4, %5: %6</source>
        <translation>%1 вышел из группы %2 на версии %3 — %4, %5: %6</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="174"/>
        <source>None yet.</source>
        <translation>Пока ни одного.</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="198"/>
        <source>Put a table in a group</source>
        <translation>Включение стола в группу</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="199"/>
        <source>%1 joins table group %2: it gets the group&apos;s chip set and house rules.</source>
        <translation>%1 входит в группу столов %2: он получает набор фишек и правила казино группы.</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="203"/>
        <source>%1 is in table group %2 now.</source>
        <translation>%1 теперь в группе столов %2.</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="212"/>
        <source>%1 leaves table group %2: it keeps the chip set and house rules it holds, as its own.</source>
        <translation>%1 выходит из группы столов %2: его набор фишек и правила казино остаются у него как собственные.</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="216"/>
        <source>%1 left table group %2.</source>
        <translation>%1 вышел из группы столов %2.</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="201"/>
        <source>Sign: put it in</source>
        <translation>Подписать: включить</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="211"/>
        <source>Take a table out of its group</source>
        <translation>Вывод стола из группы</translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="214"/>
        <source>Sign: take it out</source>
        <translation>Подписать: вывести</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <location filename="../table/keys.py" line="95"/>
        <source>Locked by the dealer.</source>
        <translation>Заблокировано дилером.</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="187"/>
        <source>Enter acts on the step named: press a key shown, or Esc to go back.</source>
        <translation>Enter действует на названный шаг: нажмите показанную клавишу или Esc, чтобы вернуться.</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="199"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="200"/>
        <location filename="../table/keys.py" line="224"/>
        <source>bonus</source>
        <translation>бонус</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="201"/>
        <source>cards</source>
        <translation>карты</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="202"/>
        <source>exchange</source>
        <translation>обмен</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="203"/>
        <source>6th card</source>
        <translation>6-я карта</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="204"/>
        <source>play</source>
        <translation>игра</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="205"/>
        <source>fold</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="206"/>
        <source>insure</source>
        <translation>страховка</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="207"/>
        <source>dealer</source>
        <translation>дилер</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="208"/>
        <source>take Ante</source>
        <translation>взять анте</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="209"/>
        <source>buy game</source>
        <translation>купить игру</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="211"/>
        <source>box</source>
        <translation>бокс</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="214"/>
        <source>confirm</source>
        <translation>подтвердить</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="215"/>
        <location filename="../table/keys.py" line="228"/>
        <source>back</source>
        <translation>назад</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="216"/>
        <source>undo</source>
        <translation>отменить</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="217"/>
        <source>all keys</source>
        <translation>все клавиши</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="224"/>
        <source>select a box</source>
        <translation>выбрать бокс</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="224"/>
        <source>Ante / dark box</source>
        <translation>анте / втёмную</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="225"/>
        <source>cards of the selected box</source>
        <translation>карты выбранного бокса</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="225"/>
        <source>exchange (number of cards)</source>
        <translation>обмен (число карт)</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="226"/>
        <source>sixth card bought</source>
        <translation>куплена шестая карта</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="226"/>
        <source>play / fold</source>
        <translation>игра / пас</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="226"/>
        <source>insurance</source>
        <translation>страховка</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="227"/>
        <source>dealer&apos;s hand, replacement card</source>
        <translation>карты дилера, карта замены</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="227"/>
        <source>take the Ante / buy a game</source>
        <translation>взять анте / купить игру</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="228"/>
        <source>the next step; confirm</source>
        <translation>следующий шаг; подтвердить</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="228"/>
        <source>undo the last entry</source>
        <translation>отменить последнюю запись</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="229"/>
        <source>house rules</source>
        <translation>правила казино</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="229"/>
        <source>dealer change</source>
        <translation>смена дилера</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="229"/>
        <source>void the round (pit boss)</source>
        <translation>аннулировать раунд (пит-босс)</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="230"/>
        <source>pit boss console</source>
        <translation>консоль пит-босса</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="230"/>
        <source>Russian Roulette table</source>
        <translation>стол русской рулетки</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="231"/>
        <source>lock the station</source>
        <translation>заблокировать экран</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="231"/>
        <source>close the shift</source>
        <translation>закрыть смену</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="232"/>
        <source>cash buy-in (counted shifts)</source>
        <translation>покупка фишек (смены с учётом)</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="232"/>
        <source>fill / credit (counted shifts)</source>
        <translation>пополнение / возврат (смены с учётом)</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="233"/>
        <source>hourly tray count (counted shifts)</source>
        <translation>ежечасный пересчёт (смены с учётом)</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="234"/>
        <source>players: seat at the selected box (card number), leave, pause, move</source>
        <translation>игроки: посадить на выбранный бокс (номер карты), уход, пауза, пересадка</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="237"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>TableMenu</name>
    <message>
        <location filename="../table/menu.py" line="37"/>
        <source>All keys  (F1)</source>
        <translation>Все клавиши  (F1)</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="38"/>
        <source>House rules and pay tables  (F2)</source>
        <translation>Правила и таблицы выплат  (F2)</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="39"/>
        <source>Dealer change  (F5)</source>
        <translation>Смена дилера  (F5)</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="40"/>
        <source>Void the round, pit boss  (F8)</source>
        <translation>Аннулировать раунд, пит-босс  (F8)</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="41"/>
        <source>Pit boss console  (F6)</source>
        <translation>Консоль пит-босса  (F6)</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="42"/>
        <source>Russian Roulette table  (F7)</source>
        <translation>Стол русской рулетки  (F7)</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="43"/>
        <source>Lock the station  (F9)</source>
        <translation>Заблокировать экран  (F9)</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="43"/>
        <source>Locked by the dealer.</source>
        <translation>Заблокировано дилером.</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="44"/>
        <source>Close the shift  (F10)</source>
        <translation>Закрыть смену  (F10)</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="45"/>
        <source>Cash buy-in  (F3)</source>
        <translation>Покупка фишек  (F3)</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="46"/>
        <source>Fill from the cage  (F4)</source>
        <translation>Пополнение из кассы  (F4)</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="47"/>
        <source>Credit to the cage  (Shift+F4)</source>
        <translation>Возврат в кассу  (Shift+F4)</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="48"/>
        <source>Hourly tray count  (F11)</source>
        <translation>Ежечасный пересчёт  (F11)</translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="67"/>
        <source>House rules</source>
        <translation>Правила казино</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <location filename="../table/presenter.py" line="225"/>
        <source>DEALER</source>
        <translation>ДИЛЕР</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="227"/>
        <source>BOX %1</source>
        <translation>БОКС %1</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="232"/>
        <location filename="../table/presenter.py" line="352"/>
        <source>box %1</source>
        <translation>бокс %1</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="234"/>
        <location filename="../table/presenter.py" line="350"/>
        <source>the dealer</source>
        <translation>дилер</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="235"/>
        <source>this round</source>
        <translation>этот раунд</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="243"/>
        <location filename="../table/presenter.py" line="412"/>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="246"/>
        <location filename="../table/presenter.py" line="358"/>
        <location filename="../table/presenter.py" line="412"/>
        <source>Box %1</source>
        <translation>Бокс %1</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="248"/>
        <source>Press a box&apos;s digit to select it, or D for the dealer.</source>
        <translation>Нажмите цифру бокса или D для дилера.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="250"/>
        <source>nothing to enter here now.</source>
        <translation>сейчас вводить нечего.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="257"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="258"/>
        <source>dark box</source>
        <translation>втёмную</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="259"/>
        <source>bonus</source>
        <translation>бонус</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="260"/>
        <source>no more bets</source>
        <translation>ставок больше нет</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="261"/>
        <source>bonus cards</source>
        <translation>карты бонуса</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="262"/>
        <source>exchange</source>
        <translation>обмен</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="263"/>
        <source>sixth card</source>
        <translation>шестая карта</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="264"/>
        <source>sixth card, seen</source>
        <translation>шестая карта, открытая</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="265"/>
        <location filename="../table/presenter.py" line="590"/>
        <source>play</source>
        <translation>игра</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="266"/>
        <location filename="../table/presenter.py" line="590"/>
        <source>fold</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="267"/>
        <source>insurance</source>
        <translation>страховка</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="268"/>
        <source>dealer&apos;s hand</source>
        <translation>карты дилера</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="269"/>
        <location filename="../table/presenter.py" line="593"/>
        <source>take the Ante</source>
        <translation>взять анте</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="270"/>
        <location filename="../table/presenter.py" line="593"/>
        <source>buy a game</source>
        <translation>купить игру</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="271"/>
        <source>replacement card</source>
        <translation>карта замены</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="272"/>
        <source>cards</source>
        <translation>карты</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="273"/>
        <source>confirm</source>
        <translation>подтвердить</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="290"/>
        <source>Refused by %1: %2. Correct it (digit, key) or Enter after a recount.</source>
        <translation>Отклонено (%1): %2. Исправьте (цифра, клавиша) или Enter после пересчёта.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="296"/>
        <source>Held for a pit boss (box %1): press Enter for the co-signature.</source>
        <translation>Ждёт подписи пит-босса (бокс %1): Enter — подпись.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="298"/>
        <source>Pay and take as shown, then press Enter to confirm the round.</source>
        <translation>Выплатите и заберите, как показано, затем Enter — подтвердить раунд.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="300"/>
        <source>Enter: yes · Esc: no.</source>
        <translation>Enter: да · Esc: нет.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="304"/>
        <source>Bonus first: %1.</source>
        <translation>Сначала бонус: %1.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="308"/>
        <source>Then the next entry: %1.</source>
        <translation>Затем следующий ввод: %1.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="313"/>
        <source>%1, round %2</source>
        <translation>%1, раунд %2</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="319"/>
        <source>Jackpot hit QUEUED: the linked jackpot meter %1 is locked by the hit at %2. This hit is approved and paid once that one is paid, from the meter as it then stands.</source>
        <translation>Выигрыш джекпота В ОЧЕРЕДИ: общий счётчик джекпота %1 занят выигрышем: %2. Этот выигрыш утверждают и выплачивают, когда выплачен тот, из счётчика, каким он будет тогда.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="327"/>
        <source>PAY</source>
        <translation>ВЫПЛАТИТЬ</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="327"/>
        <source>TAKE</source>
        <translation>ЗАБРАТЬ</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="327"/>
        <source>RETURN</source>
        <translation>ВЕРНУТЬ</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="334"/>
        <source>box %1 %2 %3</source>
        <translation>бокс %1 %2 %3</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="343"/>
        <source>Box %1: A Ante (⇧A dark box), B bonus. Another box: its digit. No more bets: Enter.</source>
        <translation>Бокс %1: A анте (⇧A втёмную), B бонус. Другой бокс: его цифра. Ставок больше нет: Enter.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="348"/>
        <source>the settlement</source>
        <translation>расчёт</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="354"/>
        <source>Dealer: D corrects the dealer&apos;s hand (asks first). Esc: back to %1.</source>
        <translation>Дилер: D исправляет карты дилера (с вопросом). Esc: назад (%1).</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="360"/>
        <source>%1: nothing to enter now; C, P, F… correct an entry (asks first). Esc: back to %2.</source>
        <translation>%1: вводить нечего; C, P, F… исправляют запись (с вопросом). Esc: назад (%2).</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="364"/>
        <source>%1: %2. Esc: back to %3.</source>
        <translation>%1: %2. Esc: назад (%3).</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="371"/>
        <source>Place the bets: a box&apos;s digit, then A for its Ante (⇧A dark box), B for a bonus. R: same bets as last round.</source>
        <translation>Ставки: цифра бокса, затем A — анте (⇧A втёмную), B — бонус. R: ставки как в прошлом раунде.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="373"/>
        <source>More bets: digit, then A or B. No more bets: press Enter.</source>
        <translation>Ещё ставки: цифра, затем A или B. Ставок больше нет: Enter.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="375"/>
        <source>Box %1 shows its five cards for the bonus: press C and type them.</source>
        <translation>Бокс %1 открывает пять карт для бонуса: нажмите C и наберите их.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="379"/>
        <source>Box %1: play (P) or fold (F). Before that: exchange X, sixth card S.</source>
        <translation>Бокс %1: игра (P) или пас (F). Перед этим: обмен X, шестая карта S.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="381"/>
        <source>Box %1: play (P) or fold (F). Before that: exchange X.</source>
        <translation>Бокс %1: игра (P) или пас (F). Перед этим: обмен X.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="383"/>
        <source>Box %1: play (P) or fold (F). Before that: sixth card S.</source>
        <translation>Бокс %1: игра (P) или пас (F). Перед этим: шестая карта S.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="385"/>
        <source>Box %1: play (P) or fold (F).</source>
        <translation>Бокс %1: игра (P) или пас (F).</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="388"/>
        <source>Turn the dealer&apos;s cards and enter them: press D.</source>
        <translation>Откройте карты дилера и введите их: D.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="390"/>
        <source>No game. Box %1 takes the Ante (T) or buys a game (G).</source>
        <translation>Нет игры. Бокс %1 берёт анте (T) или покупает игру (G).</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="396"/>
        <source>Same rank and still no game: take out %1 (drawn for %2) as well and enter the next card: D.</source>
        <translation>Тот же ранг, игры нет: уберите и %1 (взятую вместо %2) и введите следующую карту: D.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="398"/>
        <source>A game was bought: take out the dealer&apos;s %1 and enter the card drawn: D.</source>
        <translation>Игра куплена: уберите у дилера %1 и введите новую карту: D.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="416"/>
        <source>Ante between %1 and %2</source>
        <translation>Анте от %1 до %2</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="418"/>
        <source>dark: Ante and Bet both down, always plays</source>
        <translation>втёмную: анте и ставка сразу, всегда играет</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="419"/>
        <source>%1 · Ante</source>
        <translation>%1 · анте</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="420"/>
        <source>%1 · dark box Ante</source>
        <translation>%1 · анте втёмную</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="424"/>
        <source>Bonus between %1 and %2 (0 = none)</source>
        <translation>Бонус от %1 до %2 (0 — без бонуса)</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="426"/>
        <source>%1 · bonus</source>
        <translation>%1 · бонус</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="429"/>
        <source>Insurance between %1 and %2</source>
        <translation>Страховка от %1 до %2</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="430"/>
        <source>Insurance: the hand is not known yet; the engine checks it at the showdown</source>
        <translation>Страховка: комбинация ещё неизвестна; проверка при вскрытии</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="431"/>
        <source>%1 · insurance</source>
        <translation>%1 · страховка</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="433"/>
        <source>%1 · exchange</source>
        <translation>%1 · обмен</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="434"/>
        <source>How many cards? (If seen: discarded cards / drawn cards, e.g. 2c 5d / 9s 4h)</source>
        <translation>Сколько карт? (Если видны: сброшенные / полученные, например, 2c 5d / 9s 4h)</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="436"/>
        <source>%1 · sixth card</source>
        <translation>%1 · шестая карта</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="437"/>
        <source>The sixth card, as dealt face up</source>
        <translation>Шестая карта, сданная в открытую</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="439"/>
        <source>%1 · cards as dealt</source>
        <translation>%1 · сданные карты</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="440"/>
        <source>The five cards as dealt (shown for the bonus, or at an exchange)</source>
        <translation>Пять сданных карт (открытых для бонуса или при обмене)</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="443"/>
        <source>%1 · showdown</source>
        <translation>%1 · вскрытие</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="445"/>
        <source>Dealer&apos;s hand</source>
        <translation>Карты дилера</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="445"/>
        <source>The dealer&apos;s five cards</source>
        <translation>Пять карт дилера</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="448"/>
        <source>Take out %1; enter the card dealt in its place</source>
        <translation>Уберите %1; введите карту, сданную вместо неё</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="449"/>
        <source>The replacement card</source>
        <translation>Карта замены</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="451"/>
        <source>Same rank: the free redraw. Take out %1 as well; enter the next card</source>
        <translation>Тот же ранг: бесплатная замена. Уберите и %1; введите следующую карту</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="453"/>
        <source>Dealer · replacement card</source>
        <translation>Дилер · карта замены</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="471"/>
        <source>%1 is not an amount</source>
        <translation>%1 — не сумма</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="480"/>
        <source>Type the number of cards, or the discarded cards / the drawn cards</source>
        <translation>Наберите число карт или сброшенные / полученные карты</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="485"/>
        <location filename="../table/presenter.py" line="492"/>
        <source>%1 is not a card</source>
        <translation>%1 — не карта</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="487"/>
        <location filename="../table/presenter.py" line="494"/>
        <source>%1 is typed twice</source>
        <translation>%1 набрана дважды</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="496"/>
        <source>%1 cards: expected %2</source>
        <translation>карт: %1, нужно %2</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="514"/>
        <source>%1 is already at %2</source>
        <translation>%1 уже занята: %2</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="543"/>
        <source>Enter a value, or Esc to go back.</source>
        <translation>Введите значение или Esc — назад.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="545"/>
        <source>%1 of %2 cards</source>
        <translation>карт: %1 из %2</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="566"/>
        <source>Already recorded: %1 %2. Nothing changed.</source>
        <translation>Уже записано: %1 %2. Ничего не изменено.</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="568"/>
        <source>Replace %1 %2 with %3?</source>
        <translation>Заменить %1 %2 на %3?</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="570"/>
        <source>Change %1 from %2 to %3?</source>
        <translation>Изменить %1 с %2 на %3?</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="581"/>
        <source>the dealer&apos;s hand</source>
        <translation>карты дилера</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="583"/>
        <source>the dealer&apos;s replacement card</source>
        <translation>карту замены дилера</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="585"/>
        <source>box %1&apos;s cards</source>
        <translation>карты бокса %1</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="587"/>
        <source>box %1&apos;s cards as dealt</source>
        <translation>сданные карты бокса %1</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="589"/>
        <source>box %1&apos;s decision</source>
        <translation>ход бокса %1</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="592"/>
        <source>box %1&apos;s choice</source>
        <translation>выбор бокса %1</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="596"/>
        <source>box %1&apos;s exchange</source>
        <translation>обмен бокса %1</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="598"/>
        <source>box %1&apos;s sixth card</source>
        <translation>шестую карту бокса %1</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="599"/>
        <source>bought</source>
        <translation>куплена</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="601"/>
        <source>box %1&apos;s insurance</source>
        <translation>страховку бокса %1</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="603"/>
        <source>Ante %1</source>
        <translation>анте %1</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="605"/>
        <source>bonus %1</source>
        <translation>бонус %1</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="607"/>
        <source>dark</source>
        <translation>втёмную</translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="608"/>
        <source>box %1&apos;s bet</source>
        <translation>ставку бокса %1</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../table/screen.py" line="204"/>
        <source>Loading the round…</source>
        <translation>Загружаем раунд…</translation>
    </message>
    <message>
        <location filename="../table/screen.py" line="233"/>
        <source>#%1 · since %2</source>
        <translation>№%1 · с %2</translation>
    </message>
    <message>
        <location filename="../table/screen.py" line="238"/>
        <source>%1 (signed in: %2)</source>
        <translation>%1 (в системе: %2)</translation>
    </message>
    <message>
        <location filename="../table/screen.py" line="250"/>
        <source>resumed round %1 at step %2</source>
        <translation>раунд %1 продолжен с шага %2</translation>
    </message>
    <message>
        <location filename="../table/screen.py" line="275"/>
        <source>next</source>
        <translation>следующий</translation>
    </message>
    <message>
        <location filename="../table/screen.py" line="343"/>
        <source>Not done</source>
        <translation>Не выполнено</translation>
    </message>
    <message>
        <location filename="../table/screen.py" line="260"/>
        <source>saved at %1</source>
        <translation>сохранено в %1</translation>
    </message>
</context>
<context>
    <name>TableSelection</name>
    <message>
        <location filename="../table/selection.py" line="54"/>
        <source>Correcting the round: enter the right value, or Esc to return to the settlement.</source>
        <translation>Исправление раунда: введите верное значение или Esc — назад к расчёту.</translation>
    </message>
</context>
<context>
    <name>TableShift</name>
    <message>
        <location filename="../table/shift_actions.py" line="51"/>
        <source>This shift has no table count (it opened before the house set its chips).</source>
        <translation>У этой смены нет учёта фишек (она открыта до того, как казино задало набор фишек).</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="56"/>
        <source>Not done</source>
        <translation>Не выполнено</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="60"/>
        <location filename="../table/shift_actions.py" line="72"/>
        <location filename="../table/shift_actions.py" line="76"/>
        <location filename="../table/shift_actions.py" line="83"/>
        <source>Cash buy-in</source>
        <translation>Покупка фишек за наличные</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="61"/>
        <source>The cash the player hands over, then the seat if you like (&quot;500&quot; or &quot;500 3&quot;).</source>
        <translation>Сумма наличных от игрока, затем, если нужно, бокс («500» или «500 3»).</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="62"/>
        <source>amount [seat]</source>
        <translation>сумма [бокс]</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="73"/>
        <source>Type the amount, then the seat if you like: not %1</source>
        <translation>Введите сумму и, если нужно, бокс, а не %1</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="82"/>
        <source>buy-in %1 recorded</source>
        <translation>покупка фишек на %1 записана</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="83"/>
        <source>%1 in cash: pay out %2.</source>
        <translation>%1 наличными: выдайте %2.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="95"/>
        <source>Fill from the cage</source>
        <translation>Пополнение из кассы</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="95"/>
        <source>Credit to the cage</source>
        <translation>Возврат в кассу</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="96"/>
        <source>The chips by denomination.</source>
        <translation>Фишки по номиналам.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="104"/>
        <source>slip %1 waits for the podium&apos;s signature (F4)</source>
        <translation>квитанция %1 ждёт подписи на подиуме пит-босса (F4)</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="110"/>
        <location filename="../table/shift_actions.py" line="128"/>
        <source>Sign the slip</source>
        <translation>Подписать квитанцию</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="111"/>
        <location filename="../table/shift_actions.py" line="129"/>
        <source>%1 in chips. A pit boss signs the slip with their PIN.</source>
        <translation>Фишек на %1. Пит-босс подписывает квитанцию своим ПИН-кодом.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="116"/>
        <source>Slip %1 waits</source>
        <translation>Квитанция %1 ждёт</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="117"/>
        <source>The %1 of %2 (slip %3)</source>
        <translation>Квитанция %3 (%1 на %2)</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="117"/>
        <location filename="../table/shift_actions.py" line="153"/>
        <source>fill</source>
        <translation>пополнение</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="117"/>
        <location filename="../table/shift_actions.py" line="153"/>
        <source>credit</source>
        <translation>возврат</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="123"/>
        <source>waits for a pit boss&apos;s signature.</source>
        <translation>ждёт подписи пит-босса.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="123"/>
        <source>waits for the cage.</source>
        <translation>ждёт кассу.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="124"/>
        <source>Finish it now?</source>
        <translation>Завершить её сейчас?</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="124"/>
        <source>Finish it</source>
        <translation>Завершить</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="134"/>
        <source>Void slip %1? A pit boss gives the reason and signs; the chips do not count.</source>
        <translation>Аннулировать квитанцию %1? Пит-босс указывает причину и подписывает; фишки не учитываются.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="136"/>
        <location filename="../table/shift_actions.py" line="142"/>
        <source>Void the slip</source>
        <translation>Аннулировать квитанцию</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="139"/>
        <source>slip %1 voided</source>
        <translation>квитанция %1 аннулирована</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="141"/>
        <source>Void slip %1</source>
        <translation>Аннулирование квитанции %1</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="143"/>
        <source>%1: why it is voided. A pit boss signs with their PIN.</source>
        <translation>%1: причина аннулирования. Пит-босс подписывает своим ПИН-кодом.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="149"/>
        <source>slip %1 received by the cage</source>
        <translation>квитанция %1 принята кассой</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="151"/>
        <source>Slip %1 at the cage</source>
        <translation>Квитанция %1 в кассе</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="152"/>
        <source>The cage (or its runner) signs that the %1 of %2 was handed over.</source>
        <translation>Касса (или курьер) подписывает, что передано: %1 на %2.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="155"/>
        <source>Received</source>
        <translation>Принято</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="157"/>
        <source>slip %1 waits for the cage (F4)</source>
        <translation>квитанция %1 ждёт кассу (F4)</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="163"/>
        <location filename="../table/shift_actions.py" line="170"/>
        <source>Hourly tray count</source>
        <translation>Ежечасный пересчёт лотка</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="164"/>
        <source>Count the tray by denomination.</source>
        <translation>Пересчитайте лоток по номиналам.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="168"/>
        <source>tray counted: %1</source>
        <translation>лоток пересчитан: %1</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="178"/>
        <source>Finish (or void) the round before the dealer changes.</source>
        <translation>Завершите (или аннулируйте) раунд перед сменой дилера.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="183"/>
        <location filename="../table/shift_actions.py" line="184"/>
        <source>Dealer change</source>
        <translation>Смена дилера</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="185"/>
        <source>The incoming dealer signs in with their PIN. The shift stays open.</source>
        <translation>Новый дилер входит со своим ПИН-кодом. Смена остаётся открытой.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="186"/>
        <source>Take over the table</source>
        <translation>Принять стол</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="193"/>
        <source>%1 took over the table</source>
        <translation>Стол принят: %1</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="198"/>
        <source>Finish (or void) the round before closing the shift.</source>
        <translation>Завершите (или аннулируйте) раунд перед закрытием смены.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="204"/>
        <location filename="../table/shift_actions.py" line="207"/>
        <source>Close the shift</source>
        <translation>Закрыть смену</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="205"/>
        <source>Close shift #%1 at %2? The log&apos;s integrity is checked and the shift report is printed.</source>
        <translation>Закрыть смену №%1 за столом %2? Будет проверена целостность журнала и напечатан отчёт смены.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="211"/>
        <location filename="../table/shift_actions.py" line="234"/>
        <source>Shift not closed</source>
        <translation>Смена не закрыта</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="220"/>
        <source>Count the closer</source>
        <translation>Пересчёт при закрытии</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="220"/>
        <source>Count the tray by denomination before the shift closes.</source>
        <translation>Пересчитайте лоток по номиналам перед закрытием смены.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="226"/>
        <location filename="../table/shift_actions.py" line="229"/>
        <source>Confirm the closer</source>
        <translation>Подтвердить закрытие</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="227"/>
        <source>The tray holds %1. A pit boss confirms the count with their PIN.</source>
        <translation>В лотке — %1. Пит-босс подтверждает пересчёт своим ПИН-кодом.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="232"/>
        <source>Closing the shift: checking the log…</source>
        <translation>Закрываем смену: проверяем журнал…</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="238"/>
        <source>Shift #%1 is closed. The integrity check passed.</source>
        <translation>Смена №%1 закрыта. Проверка целостности пройдена.</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="241"/>
        <location filename="../table/shift_actions.py" line="245"/>
        <source>Shift closed</source>
        <translation>Смена закрыта</translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="241"/>
        <source>The shift report:</source>
        <translation>Отчёт смены:</translation>
    </message>
</context>
<context>
    <name>TableSpeedPage</name>
    <message>
        <location filename="../training/table_speed.py" line="401"/>
        <source>DEALING SHEET</source>
        <translation>ЛИСТ РАЗДАЧИ</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="410"/>
        <source>Enter the round on the table, in this order. Done lines are ticked.</source>
        <translation>Введите раунд на столе в этом порядке. Выполненные строки отмечаются.</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="425"/>
        <source>Leave  F10</source>
        <translation>Выйти  F10</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="481"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="482"/>
        <source>as dealt</source>
        <translation>как сдано</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="482"/>
        <source>not as dealt</source>
        <translation>не как сдано</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="500"/>
        <source>All rounds entered</source>
        <translation>Все раунды введены</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="503"/>
        <source>Round %1 of %2</source>
        <translation>Раунд %1 из %2</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="517"/>
        <source>Confirm the round: Enter</source>
        <translation>Подтвердите раунд: Enter</translation>
    </message>
</context>
<context>
    <name>TableSpeedSheet</name>
    <message>
        <location filename="../training/table_speed.py" line="324"/>
        <source>Box %1: dark box, Ante %2</source>
        <translation>Бокс %1: втёмную, анте %2</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="325"/>
        <source>Box %1: Ante %2</source>
        <translation>Бокс %1: анте %2</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="326"/>
        <source>, bonus %1</source>
        <translation>, бонус %1</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="328"/>
        <source>No more bets</source>
        <translation>Ставок больше нет</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="330"/>
        <source>Box %1 shows its five: %2</source>
        <translation>Бокс %1 открывает пять карт: %2</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="333"/>
        <source>Box %1 exchanges %2 for %3</source>
        <translation>Бокс %1 меняет %2 на %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../training/table_speed.py" line="312"/>
        <source>Box %1 exchanges %n card(s), unseen</source>
        <translation>
            <numerusform>Бокс %1 меняет %n карту, не видно</numerusform>
            <numerusform>Бокс %1 меняет %n карты, не видно</numerusform>
            <numerusform>Бокс %1 меняет %n карт, не видно</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="338"/>
        <source>Box %1 buys a sixth card: %2</source>
        <translation>Бокс %1 покупает шестую карту: %2</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="339"/>
        <source>Box %1 buys a sixth card, unseen</source>
        <translation>Бокс %1 покупает шестую карту, не видно</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="341"/>
        <source>Box %1 plays</source>
        <translation>Бокс %1 играет</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="342"/>
        <source>Box %1 folds</source>
        <translation>Бокс %1 пасует</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="344"/>
        <source>Box %1 insures %2</source>
        <translation>Бокс %1: страховка %2</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="346"/>
        <source>Dealer turns %1</source>
        <translation>Дилер открывает %1</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="348"/>
        <source>Box %1 takes the Ante</source>
        <translation>Бокс %1 берёт анте</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="349"/>
        <source>Box %1 buys a game</source>
        <translation>Бокс %1 покупает игру</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="351"/>
        <source>Dealer draws %1</source>
        <translation>Дилер берёт %1</translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="353"/>
        <source>Box %1 shows %2</source>
        <translation>Бокс %1 открывает %2</translation>
    </message>
</context>
<context>
    <name>TermRow</name>
    <message>
        <location filename="../training/answer.py" line="179"/>
        <source>PAY</source>
        <translation>ВЫПЛАТИТЬ</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="179"/>
        <source>TAKE</source>
        <translation>ЗАБРАТЬ</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="180"/>
        <location filename="../training/answer.py" line="233"/>
        <source>EVEN</source>
        <translation>НОЛЬ</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="180"/>
        <location filename="../training/answer.py" line="233"/>
        <source>RETURN</source>
        <translation>ВЕРНУТЬ</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="221"/>
        <source>nothing moves</source>
        <translation>ничего не двигается</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="221"/>
        <source>returned</source>
        <translation>возвращается</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="222"/>
        <source>amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="232"/>
        <source>choose PAY, TAKE or %1 (keys P, T, R)</source>
        <translation>выберите ВЫПЛАТИТЬ, ЗАБРАТЬ или %1 (клавиши P, T, R)</translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="235"/>
        <source>enter the amount to %1</source>
        <translation>введите сумму: %1</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <location filename="../kit/chrome.py" line="293"/>
        <source>TABLE</source>
        <translation>СТОЛ</translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="294"/>
        <source>SHIFT</source>
        <translation>СМЕНА</translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="295"/>
        <source>ROUND</source>
        <translation>РАУНД</translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="296"/>
        <source>DEALER</source>
        <translation>ДИЛЕР</translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="297"/>
        <source>JACKPOT</source>
        <translation>ДЖЕКПОТ</translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="301"/>
        <source>HOUSE RULES</source>
        <translation>ПРАВИЛА</translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="304"/>
        <source>Show the pay tables and every house rule</source>
        <translation>Показать таблицы выплат и все правила</translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="316"/>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="327"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="327"/>
        <source>✓ Saved</source>
        <translation>✓ Сохранено</translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="330"/>
        <source>Saving…</source>
        <translation>Сохраняем…</translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="333"/>
        <source>✗ NOT SAVED: %1</source>
        <translation>✗ НЕ СОХРАНЕНО: %1</translation>
    </message>
</context>
<context>
    <name>TraineeProgressView</name>
    <message>
        <location filename="../training/progress_page.py" line="337"/>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="345"/>
        <location filename="../training/progress_page.py" line="361"/>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="348"/>
        <source>Writing the PDF…</source>
        <translation>Записываем отчёт…</translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="356"/>
        <source>✓ PDF saved: %1</source>
        <translation>✓ Отчёт сохранён: %1</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <location filename="../training/feedback.py" line="40"/>
        <source>NOT ANSWERED</source>
        <translation>НЕТ ОТВЕТА</translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="42"/>
        <source>RIGHT</source>
        <translation>ВЕРНО</translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="43"/>
        <source>WRONG</source>
        <translation>НЕВЕРНО</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="62"/>
        <source>Plain showdown</source>
        <translation>Простое вскрытие</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="63"/>
        <source>The dealer has a game: a fold loses the Ante; a box that beats the dealer is paid Bet × odds of its hand and its Ante is returned; a box the dealer beats loses Ante and Bet; a tie returns both.</source>
        <translation>У дилера игра: при пасе анте проигрывает; боксу, который бьёт дилера, платится ставка × коэффициент его комбинации, а анте возвращается; бокс, который бьёт дилер, проигрывает анте и ставку; при ничьей анте и ставка возвращаются.</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="64"/>
        <source>Dealer has no game</source>
        <translation>У дилера нет игры</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="65"/>
        <source>The dealer has no game: a box that takes the Ante is paid the Ante 1:1 and its Bet returned; a dark box does the same.</source>
        <translation>У дилера нет игры: боксу, который берёт анте, платится анте 1:1, а ставка возвращается; бокс втёмную — так же.</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="66"/>
        <source>Buying: bought game, redraw, exchange fees</source>
        <translation>Покупки: купленная игра, повторная замена, плата за обмен</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="67"/>
        <source>A box buys a game for one Ante: the dealer&apos;s highest card is replaced (and once more, free, when the new card has the same rank and still no game); the box is then settled against the new hand, or pushed when the dealer still has no game. Exchange fees are the house&apos;s.</source>
        <translation>Бокс покупает игру за одно анте: старшая карта дилера заменяется (и ещё раз, бесплатно, если новая карта того же достоинства и игры всё ещё нет); затем бокс рассчитывается против новых карт дилера или получает ничью, если у дилера так и нет игры. Плата за обмен остаётся казино.</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="68"/>
        <source>Bonus and jackpot</source>
        <translation>Бонус и джекпот</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="69"/>
        <source>The bonus is paid on the five cards as dealt; straight and royal flushes take a share of the jackpot meter (shared out when claims exceed it).</source>
        <translation>Бонус платится по пяти сданным картам; стрит-флеш и роял-флеш получают долю счётчика джекпота (делится, если выплаты превышают счётчик).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="70"/>
        <location filename="../training/words.py" line="207"/>
        <source>Insurance</source>
        <translation>Страховка</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="71"/>
        <source>Insurance wins 1:1 when the dealer has no game on the first reveal, is lost when the box beats a dealer with a game, and is returned otherwise; its maximum is a percentage of the expected payout.</source>
        <translation>Страховка выигрывает 1:1, если при первом открытии у дилера нет игры, проигрывает, если бокс бьёт дилера с игрой, и возвращается в остальных случаях; её максимум — процент от ожидаемой выплаты.</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="72"/>
        <source>Two hands, six cards</source>
        <translation>Две комбинации, шесть карт</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="73"/>
        <source>Six cards play the best five; hand 2 (a combination with a card outside hand 1&apos;s) is paid with hand 1 when hand 1 wins.</source>
        <translation>Из шести карт играют лучшие пять; комбинация 2 (комбинация с картой вне комбинации 1) оплачивается вместе с комбинацией 1, когда комбинация 1 выигрывает.</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="74"/>
        <source>Maximum payout (cap)</source>
        <translation>Максимальная выплата (лимит)</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="75"/>
        <source>A box&apos;s winnings in one round never exceed the maximum payout; the excess is withheld.</source>
        <translation>Выигрыш бокса за раунд не превышает максимальную выплату; излишек удерживается.</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="76"/>
        <source>a box folds</source>
        <translation>бокс пасует</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="77"/>
        <source>showdown, box wins</source>
        <translation>вскрытие, бокс выигрывает</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="78"/>
        <source>showdown, dealer wins</source>
        <translation>вскрытие, дилер выигрывает</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="79"/>
        <source>showdown, tie</source>
        <translation>вскрытие, ничья</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="80"/>
        <source>dark box</source>
        <translation>втёмную</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="81"/>
        <source>dealer has no game, box takes the Ante</source>
        <translation>у дилера нет игры, бокс берёт анте</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="82"/>
        <source>dealer has no game, dark box</source>
        <translation>у дилера нет игры, бокс втёмную</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="83"/>
        <source>exchange (fee)</source>
        <translation>обмен (плата)</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="84"/>
        <source>bought game, dealer then qualifies</source>
        <translation>игра куплена, у дилера появилась игра</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="85"/>
        <source>bought game, dealer still has no game</source>
        <translation>игра куплена, у дилера всё ещё нет игры</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="86"/>
        <source>same-rank redraw</source>
        <translation>повторная замена</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="87"/>
        <source>bonus wins</source>
        <translation>бонус выигрывает</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="88"/>
        <source>bonus loses</source>
        <translation>бонус проигрывает</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="89"/>
        <source>jackpot share</source>
        <translation>доля джекпота</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="90"/>
        <source>jackpot claims shared out</source>
        <translation>выплаты джекпота делятся</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="91"/>
        <source>insurance wins (no game)</source>
        <translation>страховка выигрывает (нет игры)</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="92"/>
        <source>insurance lost (box beats the dealer)</source>
        <translation>страховка проиграна (бокс бьёт дилера)</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="93"/>
        <source>insurance returned</source>
        <translation>страховка возвращается</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="94"/>
        <source>sixth card (best five of six)</source>
        <translation>шестая карта (лучшие пять из шести)</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="95"/>
        <source>hand 2</source>
        <translation>комбинация 2</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="96"/>
        <source>maximum payout (cap)</source>
        <translation>максимальная выплата (лимит)</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="97"/>
        <source>wrong winner</source>
        <translation>неверный победитель</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="98"/>
        <source>Compare hand 1 with the dealer&apos;s hand: category first, then the ranks in order of significance; equal hands tie and return Ante and Bet (RULES.md §2, §9).</source>
        <translation>Сравнивайте комбинацию 1 с картами дилера: сначала комбинация, затем достоинства карт по старшинству; равные комбинации — ничья, анте и ставка возвращаются (правила, §2, §9).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="99"/>
        <source>hand read one category too high</source>
        <translation>комбинация прочитана на ступень выше</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="100"/>
        <location filename="../training/words.py" line="102"/>
        <source>Pay the Bet at the odds of the hand&apos;s own category (RULES.md §2).</source>
        <translation>Платите ставку по коэффициенту собственной комбинации (правила, §2).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="101"/>
        <source>hand read one category too low</source>
        <translation>комбинация прочитана на ступень ниже</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="103"/>
        <source>Ante paid even money on a win where it is pushed</source>
        <translation>анте оплачено 1:1 при выигрыше, где оно возвращается</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="104"/>
        <source>When the box beats a dealer with a game, the Ante is only returned (house: ante_on_win = push, §9).</source>
        <translation>Когда бокс бьёт дилера с игрой, анте только возвращается (правила казино: анте при выигрыше — возврат, §9).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="105"/>
        <source>Ante pushed on a win where it is paid</source>
        <translation>анте возвращено при выигрыше, где оно оплачивается</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="106"/>
        <source>This house pays the Ante even money when the box wins (house: ante_on_win = even_money, §9).</source>
        <translation>В этом казино анте оплачивается 1:1, когда бокс выигрывает (правила казино: анте при выигрыше — 1:1, §9).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="107"/>
        <source>odds paid on the Ante instead of the Bet</source>
        <translation>коэффициент оплачен на анте вместо ставки</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="108"/>
        <source>The pay-table odds are paid on the Bet (B = bet_multiple × A), not on the Ante (§1, §9).</source>
        <translation>Коэффициенты таблицы выплат платятся на ставку (ставка = множитель × анте), а не на анте (§1, §9).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="109"/>
        <source>no-game Ante returned instead of paid</source>
        <translation>при «нет игры» анте возвращено вместо выплаты</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="110"/>
        <source>When the dealer has no game, a box that takes the Ante (and a dark box) is paid the Ante 1:1, and the Bet is returned (§8, §5).</source>
        <translation>Когда у дилера нет игры, боксу, который берёт анте (и боксу втёмную), платится анте 1:1, а ставка возвращается (§8, §5).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="111"/>
        <source>bought game settled as if the box took the Ante</source>
        <translation>купленная игра рассчитана так, будто бокс взял анте</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="112"/>
        <source>A box that buys a game gives up the Ante win, pays the purchase fee and is settled against the dealer&apos;s new hand (§8).</source>
        <translation>Бокс, который покупает игру, отказывается от выигрыша анте, платит за покупку и рассчитывается против новых карт дилера (§8).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="113"/>
        <source>Ante wrong after a bought game that still has no game</source>
        <translation>неверное анте после купленной игры, где игры так и нет</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="114"/>
        <source>When the dealer still has no game after a bought game, the Ante follows ante_if_bought_no_game (default: returned) and the Bet is returned (§8).</source>
        <translation>Если после купленной игры у дилера всё ещё нет игры, анте рассчитывается по правилу «анте: игра куплена, нет игры» (по умолчанию возвращается), а ставка возвращается (§8).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="115"/>
        <source>same-rank redraw missed</source>
        <translation>пропущена повторная замена</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="116"/>
        <source>If the replacement card has the rank of the card taken out and the dealer still has no game, the dealer replaces it once more, free (house: same_rank_redraw, §8).</source>
        <translation>Если карта замены того же достоинства, что и изъятая, и у дилера всё ещё нет игры, дилер меняет её ещё раз бесплатно (правила казино: повторная замена, §8).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="117"/>
        <source>fee forgotten</source>
        <translation>забыта плата</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="118"/>
        <source>Exchange, sixth-card and buy-game fees (in Antes) are the house&apos;s and never returned (§3, §8).</source>
        <translation>Плата за обмен, шестую карту и покупку игры (в анте) остаётся казино и не возвращается (§3, §8).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="119"/>
        <source>bonus settled wrong</source>
        <translation>бонус рассчитан неверно</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="120"/>
        <source>The bonus is paid on the five cards as dealt, at the bonus table&apos;s odds on the bonus stake, whatever happens next (§4).</source>
        <translation>Бонус платится по пяти сданным картам, по коэффициенту таблицы бонуса на ставку бонуса, что бы ни произошло дальше (§4).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="121"/>
        <source>jackpot share wrong</source>
        <translation>неверная доля джекпота</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="122"/>
        <source>A jackpot hit is paid floor(percent × meter / 100), the stake neither won nor lost; claims over the meter are shared out pro rata (§4).</source>
        <translation>Выигрыш джекпота — процент от счётчика с округлением вниз; ставка не выигрывает и не проигрывает; выплаты сверх счётчика делятся пропорционально (§4).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="123"/>
        <source>insurance returned instead of settled</source>
        <translation>страховка возвращена вместо расчёта</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="124"/>
        <source>Insurance wins 1:1 when the dealer has no game and is lost when the box beats a dealer with a game; it is returned only when the dealer&apos;s hand is higher or equal (§7).</source>
        <translation>Страховка выигрывает 1:1, когда у дилера нет игры, и проигрывает, когда бокс бьёт дилера с игрой; возвращается она, только если карты дилера старше или равны (§7).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="125"/>
        <source>insurance paid or taken the wrong way round</source>
        <translation>страховка выплачена или забрана наоборот</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="126"/>
        <source>Insurance is settled on the dealer&apos;s hand as first revealed: it pays 1:1 only when the dealer has no game (even if a bought game then qualifies); it is lost when the box beats a dealer with a game (§7).</source>
        <translation>Страховка рассчитывается по картам дилера при первом открытии: платит 1:1, только если у дилера нет игры (даже если после покупки игра появилась); проигрывает, когда бокс бьёт дилера с игрой (§7).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="127"/>
        <source>hand 2 missed</source>
        <translation>пропущена комбинация 2</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="128"/>
        <source>When hand 1 beats the dealer, hand 2 (a combination with a card outside hand 1&apos;s combination) is paid too (house: two_hands, §10).</source>
        <translation>Когда комбинация 1 бьёт дилера, комбинация 2 (комбинация с картой вне комбинации 1) тоже оплачивается (правила казино: оплата двух комбинаций, §10).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="129"/>
        <source>hand 2 counted where the house does not pay it</source>
        <translation>засчитана комбинация 2, которую казино не оплачивает</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="130"/>
        <source>With two_hands off, only hand 1 is paid (§10).</source>
        <translation>Без оплаты двух комбинаций оплачивается только комбинация 1 (§10).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="131"/>
        <source>maximum payout not applied</source>
        <translation>не применена максимальная выплата</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="132"/>
        <source>A box&apos;s winnings in one round (Ante, Bet, insurance) never exceed max_payout; the excess is withheld (§11).</source>
        <translation>Выигрыш бокса за раунд (анте, ставка, страховка) не превышает максимальную выплату; излишек удерживается (§11).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="133"/>
        <source>maximum payout applied wrongly</source>
        <translation>максимальная выплата применена неверно</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="134"/>
        <source>The cap bounds the sum of the Ante, Bet and insurance winnings (and fixed-odds bonus wins only when cap_includes_bonus); jackpot shares are never capped (§11).</source>
        <translation>Лимит ограничивает сумму выигрышей анте, ставки и страховки (и выигрыши бонуса по коэффициенту — только если лимит включает бонус); доли джекпота лимитом не ограничиваются (§11).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="135"/>
        <source>ambiguous (several single mistakes fit)</source>
        <translation>неоднозначно (подходят несколько ошибок)</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="136"/>
        <source>other (no single rule fits)</source>
        <translation>другое (ни одно правило не подходит)</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="137"/>
        <source>folded Ante returned</source>
        <translation>возвращено анте сброшенного бокса</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="138"/>
        <source>A box that folds loses its Ante and its fees; it places no Bet and no insurance (§6).</source>
        <translation>Бокс, который сбросил карты, проигрывает анте и плату; ставки и страховки у него нет (§6).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="139"/>
        <source>insurance forgotten in the net</source>
        <translation>страховка забыта в итоге</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="140"/>
        <source>The net counts every term: Ante, Bet, bonus, insurance and fees, less what the cap withholds (§7, §12).</source>
        <translation>Итог бокса учитывает все статьи: анте, ставку, бонус, страховку и плату, за вычетом удержанного лимитом (§7, §12).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="141"/>
        <source>insurance maximum wrong</source>
        <translation>неверный максимум страховки</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="142"/>
        <source>A box may insure at most the house&apos;s percentage of the payout its hand would bring: the Bet times the odds of hand 1 (and hand 2 when paid), within the house&apos;s limits (§7).</source>
        <translation>Бокс может застраховать не больше установленного казино процента от выплаты за свою комбинацию: ставка × коэффициент комбинации 1 (и комбинации 2, если она оплачивается), в пределах лимитов казино (§7).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="143"/>
        <source>wrong dealer card taken out</source>
        <translation>изъята не та карта дилера</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="144"/>
        <source>For a bought game the dealer&apos;s highest card is taken out and replaced by the next card of the deck (§8).</source>
        <translation>При покупке игры у дилера изымается старшая карта и заменяется следующей картой колоды (§8).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="145"/>
        <source>hand 2 named wrong</source>
        <translation>комбинация 2 названа неверно</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="146"/>
        <source>Hand 2 is the best combination that uses a card outside hand 1&apos;s combination (§2, §10).</source>
        <translation>Комбинация 2 — лучшая комбинация с картой вне комбинации 1 (§2, §10).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="147"/>
        <source>two combinations missed</source>
        <translation>не замечены две комбинации</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="148"/>
        <source>Six cards can hold two combinations: hand 2 is a combination with a card outside hand 1&apos;s combination (§10).</source>
        <translation>В шести картах может быть две комбинации: комбинация 2 — комбинация с картой вне комбинации 1 (§10).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="149"/>
        <source>paid instead of taken, or taken instead of paid</source>
        <translation>перепутаны «выплатить» и «забрать»</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="150"/>
        <source>Each term is signed from the player&apos;s side: a win is paid (+), a loss taken (−), a push returned (0) (§12).</source>
        <translation>Каждая статья считается со стороны игрока: выигрыш выплачивается (+), проигрыш забирается (−), ничья возвращается (0) (§12).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="151"/>
        <source>arithmetic slip</source>
        <translation>ошибка в счёте</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="152"/>
        <source>No single rule gives this figure: work the line out again from the stake and the odds (§12).</source>
        <translation>Ни одно правило не даёт такой суммы: пересчитайте строку по ставке и коэффициенту (§12).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="153"/>
        <source>follows from the wrong lines above</source>
        <translation>следует из неверных строк выше</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="154"/>
        <source>The net is the sum of the terms less what the cap withholds (§12).</source>
        <translation>Итог бокса — сумма статей за вычетом удержанного лимитом (§12).</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="171"/>
        <source>reading hands</source>
        <translation>чтение комбинаций</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="172"/>
        <source>payouts</source>
        <translation>выплаты</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="173"/>
        <source>insurance</source>
        <translation>страховка</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="174"/>
        <source>fees</source>
        <translation>плата</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="175"/>
        <source>maximum payout</source>
        <translation>максимальная выплата</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="176"/>
        <source>chips</source>
        <translation>фишки</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="199"/>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="204"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="205"/>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="206"/>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="208"/>
        <source>Fees</source>
        <translation>Плата</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="209"/>
        <source>Withheld by the cap</source>
        <translation>Удержано лимитом</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="210"/>
        <source>Net for the box</source>
        <translation>Итог бокса</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="211"/>
        <source>Hand 2</source>
        <translation>Комбинация 2</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="212"/>
        <source>Insurance maximum</source>
        <translation>Максимум страховки</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="213"/>
        <source>Dealer cards taken out</source>
        <translation>Изъятые карты дилера</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="219"/>
        <source>Practice</source>
        <translation>Практика</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="220"/>
        <source>Timed</source>
        <translation>На время</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="221"/>
        <source>Exam</source>
        <translation>Экзамен</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="222"/>
        <source>Table speed</source>
        <translation>Скорость за столом</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="237"/>
        <source>not answered</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="243"/>
        <source>EVEN (0)</source>
        <translation>НОЛЬ (0)</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="246"/>
        <source>PAY %1</source>
        <translation>ВЫПЛАТИТЬ %1</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="248"/>
        <source>TAKE %1</source>
        <translation>ЗАБРАТЬ %1</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="249"/>
        <source>RETURN</source>
        <translation>ВЕРНУТЬ</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="252"/>
        <location filename="../training/words.py" line="257"/>
        <location filename="../training/words.py" line="263"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="279"/>
        <source>%1: follows from the wrong lines above</source>
        <translation>%1: следует из неверных строк выше</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="282"/>
        <source>%1: several single mistakes give your figure</source>
        <translation>%1: вашу сумму дают несколько разных ошибок</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="283"/>
        <source>%1: two mistakes at once</source>
        <translation>%1: две ошибки сразу</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="287"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../training/words.py" line="284"/>
        <source>Any of: %1.</source>
        <translation>Любая из: %1.</translation>
    </message>
</context>
<context>
    <name>TrainingScreen</name>
    <message>
        <location filename="../training/screen.py" line="135"/>
        <location filename="../training/screen.py" line="550"/>
        <source>Locked by the trainee.</source>
        <translation>Заблокировано стажёром.</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="174"/>
        <location filename="../training/screen.py" line="214"/>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="229"/>
        <source>Exam certificate</source>
        <translation>Свидетельство об экзамене</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="230"/>
        <source>Sign %1&apos;s exam certificate with your PIN (logged). It lists the exam&apos;s rounds so it can be re-checked.</source>
        <translation>Подпишите свидетельство об экзамене (%1) своим ПИН-кодом (записывается в журнал). В нём перечислены раунды экзамена, чтобы его можно было проверить.</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="232"/>
        <source>Sign and print</source>
        <translation>Подписать и напечатать</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="236"/>
        <source>Writing the certificate…</source>
        <translation>Свидетельство записывается…</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="245"/>
        <source>✓ Certificate saved: %1</source>
        <translation>✓ Свидетельство сохранено: %1</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="259"/>
        <source>Not done</source>
        <translation>Не выполнено</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="356"/>
        <source>%1 minutes</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="357"/>
        <source>no time limit</source>
        <translation>без ограничения времени</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="360"/>
        <source>Start a locked exam</source>
        <translation>Начать закрытый экзамен</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="361"/>
        <source>Exam %1: level %2, %3 rounds, seed %4, %5. An instructor (pit boss) starts it with their PIN; nothing can be changed afterwards and there is no feedback until it is handed in.</source>
        <translation>Экзамен %1: уровень %2, раундов: %3, серия %4, %5. Инструктор (пит-босс) запускает его своим ПИН-кодом; после этого ничего нельзя изменить, а разбора нет, пока экзамен не сдан.</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="364"/>
        <source>Start the exam</source>
        <translation>Начать экзамен</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="370"/>
        <source>Open a level</source>
        <translation>Открыть уровень</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="371"/>
        <source>Open level %1 for this trainee before the level below it is passed. An instructor (pit boss) signs with their PIN; it is logged.</source>
        <translation>Открыть уровень %1 для стажёра до сдачи предыдущего уровня. Инструктор (пит-босс) подписывает ПИН-кодом; это записывается в журнал.</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="373"/>
        <source>Open the level</source>
        <translation>Открыть уровень</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="398"/>
        <source>The exam was not started: %1</source>
        <translation>Экзамен не начат: %1</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="399"/>
        <source>Exam not started</source>
        <translation>Экзамен не начат</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="437"/>
        <source>Hand in the exam</source>
        <translation>Сдать экзамен</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="438"/>
        <source>Hand in the exam now? Boxes not answered are shown as not answered.</source>
        <translation>Сдать экзамен сейчас? Боксы без ответа будут отмечены как «без ответа».</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="439"/>
        <source>Hand in</source>
        <translation>Сдать</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="441"/>
        <source>Stop the session</source>
        <translation>Остановить занятие</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="442"/>
        <source>Stop now? What you answered is graded and kept in your progress; the boxes left count as not answered.</source>
        <translation>Остановить сейчас? Ответы будут оценены и сохранены в вашем прогрессе; оставшиеся боксы засчитываются как без ответа.</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="443"/>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="480"/>
        <location filename="../training/screen.py" line="492"/>
        <source>Not saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="480"/>
        <source>The session was not saved: %1</source>
        <translation>Занятие не сохранено: %1</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="498"/>
        <source>Table speed</source>
        <translation>Скорость за столом</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="499"/>
        <source>%1 rounds entered in %2 s (%3 s a round); %4 entered exactly as dealt. Saved to your progress.</source>
        <translation>Раундов введено: %1 за %2 с (%3 с на раунд); точно как сдано: %4. Сохранено в ваш прогресс.</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="506"/>
        <source>Back to the levels</source>
        <translation>Назад к уровням</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="506"/>
        <source>Back to the trainees</source>
        <translation>Назад к стажёрам</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="531"/>
        <source>House rules</source>
        <translation>Правила казино</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="539"/>
        <source>Hand in the exam and sign out?</source>
        <translation>Сдать экзамен и выйти?</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="540"/>
        <source>Stop the session and sign out? What you answered is kept in your progress.</source>
        <translation>Остановить занятие и выйти? Ваши ответы сохранятся в прогрессе.</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="541"/>
        <source>Sign out</source>
        <translation>Выйти</translation>
    </message>
</context>
<context>
    <name>TrayCountEditor</name>
    <message>
        <location filename="../kit/tray_count.py" line="84"/>
        <source>%1 chips: a whole number, not %2</source>
        <translation>Фишки %1: целое число, а не %2</translation>
    </message>
    <message>
        <location filename="../kit/tray_count.py" line="95"/>
        <source>Total %1</source>
        <translation>Итого %1</translation>
    </message>
    <message>
        <location filename="../kit/tray_count.py" line="99"/>
        <source>last closer at this table %1</source>
        <translation>последнее закрытие на этом столе %1</translation>
    </message>
    <message>
        <location filename="../kit/tray_count.py" line="101"/>
        <location filename="../kit/tray_count.py" line="106"/>
        <source>difference %1</source>
        <translation>разница %1</translation>
    </message>
    <message>
        <location filename="../kit/tray_count.py" line="104"/>
        <source>the tray&apos;s par %1</source>
        <translation>норма лотка %1</translation>
    </message>
</context>
<context>
    <name>UsersPage</name>
    <message>
        <location filename="../console/pages/users.py" line="51"/>
        <source>Users</source>
        <translation>Пользователи</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="57"/>
        <source>People who work the tables</source>
        <translation>Сотрудники за столами</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="58"/>
        <location filename="../console/pages/users.py" line="110"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="58"/>
        <location filename="../console/pages/users.py" line="78"/>
        <location filename="../console/pages/users.py" line="112"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="58"/>
        <source>State</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="58"/>
        <source>Failed sign-ins</source>
        <translation>Ошибки ПИН</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="66"/>
        <source>Selected user</source>
        <translation>Выбранный пользователь</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="67"/>
        <location filename="../console/pages/users.py" line="183"/>
        <source>Nobody selected</source>
        <translation>Никто не выбран</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="76"/>
        <location filename="../console/pages/users.py" line="222"/>
        <source>Set the role</source>
        <translation>Назначить</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="81"/>
        <location filename="../console/pages/users.py" line="214"/>
        <source>Nobody changes their own role: another administrator does it.</source>
        <translation>Свою роль изменить нельзя: это делает другой администратор.</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="84"/>
        <source>Reset the PIN</source>
        <translation>Сбросить ПИН-код</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="114"/>
        <location filename="../console/pages/users.py" line="135"/>
        <source>PIN</source>
        <translation>ПИН-код</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="91"/>
        <source>Unlock</source>
        <translation>Снять блок</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="93"/>
        <location filename="../console/pages/users.py" line="197"/>
        <location filename="../console/pages/users.py" line="256"/>
        <source>Disable</source>
        <translation>Отключить</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="103"/>
        <source>Add a user</source>
        <translation>Добавить пользователя</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="107"/>
        <source>name as shown at sign-in</source>
        <translation>имя, как на экране входа</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="86"/>
        <location filename="../console/pages/users.py" line="109"/>
        <source>PIN (6 or more)</source>
        <translation>ПИН-код (от 6 символов)</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="83"/>
        <source>new PIN</source>
        <translation>новый ПИН</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="117"/>
        <source>Add the user</source>
        <translation>Добавить пользователя</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="135"/>
        <source>role</source>
        <translation>роль</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="136"/>
        <source>unlock</source>
        <translation>разблокировать</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="137"/>
        <source>disable / enable</source>
        <translation>отключить / включить</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="138"/>
        <source>add</source>
        <translation>добавить</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="152"/>
        <location filename="../console/pages/users.py" line="189"/>
        <source>disabled</source>
        <translation>отключён</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="152"/>
        <source>LOCKED OUT</source>
        <translation>ЗАБЛОКИРОВАН</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="152"/>
        <location filename="../console/pages/users.py" line="189"/>
        <source>active</source>
        <translation>активен</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="154"/>
        <source>  (you)</source>
        <translation>  (вы)</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="189"/>
        <source>locked out after failed sign-ins</source>
        <translation>заблокирован после неудачных входов</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="190"/>
        <source>%1  ·  %2</source>
        <translation>%1  ·  %2</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="197"/>
        <source>Enable</source>
        <translation>Включить</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="217"/>
        <source>%1 is already a %2.</source>
        <translation>Роль пользователя %1 уже «%2».</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="220"/>
        <source>Change %1&apos;s role</source>
        <translation>Смена роли: %1</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="221"/>
        <source>%1 is a %2. Make them a %3?</source>
        <translation>Роль пользователя %1 — «%2». Назначить роль «%3»?</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="225"/>
        <source>%1 is now a %2</source>
        <translation>%1 теперь: %2</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="234"/>
        <source>Type the new PIN first.</source>
        <translation>Сначала наберите новый ПИН-код.</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="238"/>
        <source>New PIN set for %1</source>
        <translation>Новый ПИН-код для %1 установлен</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="244"/>
        <source>%1 is unlocked</source>
        <translation>Учётная запись %1 разблокирована</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="254"/>
        <source>Disable %1</source>
        <translation>Отключить %1</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="255"/>
        <source>%1 will not be able to sign in until an administrator enables them again.</source>
        <translation>%1 не сможет войти, пока администратор снова не включит учётную запись.</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="259"/>
        <source>%1 is enabled</source>
        <translation>Учётная запись %1 включена</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="259"/>
        <source>%1 is disabled</source>
        <translation>Учётная запись %1 отключена</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="266"/>
        <source>Enter a name.</source>
        <translation>Введите имя.</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="270"/>
        <source>Enter a PIN.</source>
        <translation>Введите ПИН-код.</translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="278"/>
        <source>%1 added as a %2</source>
        <translation>Добавлена учётная запись %1, роль: %2</translation>
    </message>
</context>
<context>
    <name>_Chart</name>
    <message>
        <location filename="../training/charts.py" line="86"/>
        <source>No sessions yet</source>
        <translation>Занятий пока нет</translation>
    </message>
</context>
<context>
    <name>_SkillPage</name>
    <message>
        <location filename="../training/skill_pages.py" line="128"/>
        <source>Hands handed in: %1 of %2 named.</source>
        <translation>Комбинации сданы: названо %1 из %2.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="129"/>
        <source>Enter: the exam&apos;s settlement part.</source>
        <translation>Enter — расчётная часть экзамена.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="133"/>
        <source>Done: %1 of %2 answered right.</source>
        <translation>Готово: верно %1 из %2 отвеченных.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="135"/>
        <source>%1 not answered (never counted wrong).</source>
        <translation>%1 без ответа (это не ошибка).</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="136"/>
        <source>Enter: back to the levels.</source>
        <translation>Enter — назад к уровням.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="141"/>
        <source>Saved to your progress.</source>
        <translation>Сохранено в вашем прогрессе.</translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="141"/>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
</context>
<context>
    <name>_TopBar</name>
    <message>
        <location filename="../roulette/screen.py" line="80"/>
        <source>RUSSIAN ROULETTE</source>
        <translation>РУССКАЯ РУЛЕТКА</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="90"/>
        <source>TABLE</source>
        <translation>СТОЛ</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="91"/>
        <source>SHIFT</source>
        <translation>СМЕНА</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="92"/>
        <source>HAND</source>
        <translation>РАЗДАЧА</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="93"/>
        <source>ROUND</source>
        <translation>РАУНД</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="94"/>
        <source>DEALER</source>
        <translation>ДИЛЕР</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="97"/>
        <source>◂ Russian Poker</source>
        <translation>◂ Русский покер</translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="98"/>
        <source>Back to the Russian Poker table (Esc)</source>
        <translation>Назад к столу русского покера (Esc)</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="69"/>
        <source>practice only · never a live shift</source>
        <translation>только тренировка · без реальной игры</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="74"/>
        <source>TRAINING</source>
        <translation>ОБУЧЕНИЕ</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="84"/>
        <source>Levels</source>
        <translation>Уровни</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="85"/>
        <source>Progress</source>
        <translation>Прогресс</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="86"/>
        <source>Lock  F9</source>
        <translation>Блокировка  F9</translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="87"/>
        <source>Sign out</source>
        <translation>Выйти</translation>
    </message>
</context>
</TS>
