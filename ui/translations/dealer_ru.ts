<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AdminScreen</name>
    <message>
        <location filename="../screens/admin.py" line="24" />
        <source>Users</source>
        <translation>Пользователи</translation>
    </message>
    <message>
        <location filename="../screens/admin.py" line="24" />
        <source>Administrators add the people who work the tables.</source>
        <translation>Администратор добавляет сотрудников, работающих за столами.</translation>
    </message>
    <message>
        <location filename="../screens/admin.py" line="30" />
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <location filename="../screens/admin.py" line="35" />
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <location filename="../screens/admin.py" line="40" />
        <source>Add the user</source>
        <translation>Добавить пользователя</translation>
    </message>
    <message>
        <location filename="../screens/admin.py" line="45" />
        <source>Sign out</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <location filename="../screens/admin.py" line="62" />
        <source>Enter a name.</source>
        <translation>Введите имя.</translation>
    </message>
</context>
<context>
    <name>AppContext</name>
    <message>
        <location filename="../context.py" line="98" />
        <source>Not done</source>
        <translation>Не выполнено</translation>
    </message>
</context>
<context>
    <name>BoxSettlementRow</name>
    <message>
        <location filename="../widgets/settlement.py" line="82" />
        <source>BOX %1</source>
        <translation>БОКС %1</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="83" />
        <source>folded</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="85" />
        <source>PAY</source>
        <translation>ВЫПЛАТИТЬ</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="85" />
        <source>TAKE</source>
        <translation>ЗАБРАТЬ</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="85" />
        <source>RETURN</source>
        <translation>ВЕРНУТЬ</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="87" />
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="88" />
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="89" />
        <source>Insurance</source>
        <translation>Страховка</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="90" />
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="91" />
        <source>Jackpot share</source>
        <translation>Доля джекпота</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="95" />
        <source>HELD</source>
        <translation>УДЕРЖАНО</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="99" />
        <source>Nothing to move: Ante collected at the fold</source>
        <translation>Ничего не двигать: анте забрано при пасе</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="99" />
        <source>Nothing to move</source>
        <translation>Ничего не двигать</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="107" />
        <source>capped: %1</source>
        <translation>лимит: %1</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="115" />
        <source>Insurance: invalid bet</source>
        <translation>Страховка: недействительная ставка</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="119" />
        <source>PAID</source>
        <translation>ВЫПЛАЧЕНО</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="119" />
        <source>TAKEN</source>
        <translation>ЗАБРАНО</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="119" />
        <source>RETURNED</source>
        <translation>ВОЗВРАЩЕНО</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="121" />
        <source>%1 · settled earlier</source>
        <translation>%1 · рассчитано ранее</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="123" />
        <source>net %1</source>
        <translation>итог %1</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="128" />
        <source>CAPPED: %1 withheld</source>
        <translation>ЛИМИТ: удержано %1</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="130" />
        <source>INVALID INSURANCE: return it</source>
        <translation>НЕДЕЙСТВ. СТРАХОВКА: вернуть</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="133" />
        <source>HELD: jackpot share, pit boss must sign</source>
        <translation>УДЕРЖАНО: доля джекпота, нужна подпись пит-босса</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="133" />
        <source>HELD: pit boss must sign</source>
        <translation>УДЕРЖАНО: нужна подпись пит-босса</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="136" />
        <source>✓ co-signed by %1</source>
        <translation>✓ подписал %1</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="143" />
        <source>%1 in change</source>
        <translation>%1 сдачей</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="144" />
        <source>Pay %1 in chips:</source>
        <translation>Выплата %1 фишками:</translation>
    </message>
</context>
<context>
    <name>BoxWidget</name>
    <message>
        <location filename="../widgets/box.py" line="34" />
        <source>NO BET</source>
        <translation>НЕТ СТАВКИ</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="35" />
        <source>BET PLACED</source>
        <translation>СТАВКА</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="36" />
        <source>DARK</source>
        <translation>ВТЁМНУЮ</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="37" />
        <source>DECIDING</source>
        <translation>РЕШАЕТ</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="38" />
        <source>PLAYING</source>
        <translation>ИГРАЕТ</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="39" />
        <source>FOLDED</source>
        <translation>ПАС</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="40" />
        <source>TOOK ANTE</source>
        <translation>ВЗЯЛ АНТЕ</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="41" />
        <source>BOUGHT GAME</source>
        <translation>КУПИЛ ИГРУ</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="42" />
        <source>SHOWDOWN</source>
        <translation>ВСКРЫТИЕ</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="43" />
        <source>SETTLED</source>
        <translation>РАССЧИТАН</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="104" />
        <source>ANTE</source>
        <translation>АНТЕ</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="105" />
        <source>BET</source>
        <translation>СТАВКА</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="106" />
        <source>BONUS</source>
        <translation>БОНУС</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="107" />
        <source>INSURANCE</source>
        <translation>СТРАХОВКА</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="218" />
        <source>Dealt: %1</source>
        <translation>На раздаче: %1</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="223" />
        <source>Hand 2: %1</source>
        <translation>Рука 2: %1</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="232" />
        <source>exchanged %1</source>
        <translation>обмен %1</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="234" />
        <source>sixth card</source>
        <translation>шестая карта</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="236" />
        <source>insurance invalid: RETURN it</source>
        <translation>страховка недействительна: ВЕРНУТЬ</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="246" />
        <location filename="../widgets/box.py" line="261" />
        <source>PAY</source>
        <translation>ВЫПЛАТИТЬ</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="246" />
        <source>TAKE</source>
        <translation>ЗАБРАТЬ</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="246" />
        <source>RETURN</source>
        <translation>ВЕРНУТЬ</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="247" />
        <source>jackpot share</source>
        <translation>доля джекпота</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="247" />
        <source>bonus</source>
        <translation>бонус</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="253" />
        <source>Bonus: settled once the box plays or folds</source>
        <translation>Бонус: расчёт после решения бокса (игра или пас)</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="255" />
        <source>Jackpot share: once every bonus hand is shown</source>
        <translation>Доля джекпота: когда откроются все бонусные руки</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="264" />
        <source>%1 · HELD for a pit boss: paid when the round is co-signed</source>
        <translation>%1 · УДЕРЖАНО до пит-босса: выплата после подписи раунда</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="266" />
        <source>%1 %2 · HELD for a pit boss</source>
        <translation>%1 %2 · УДЕРЖАНО до пит-босса</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="274" />
        <source>Bonus now, before anything else</source>
        <translation>Бонус сейчас, прежде всего остального</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="274" />
        <source>Jackpot share now</source>
        <translation>Доля джекпота сейчас</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="276" />
        <source>%1 withheld (cap)</source>
        <translation>удержано %1 (лимит)</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="279" />
        <source>✓ Bonus paid %1</source>
        <translation>✓ Бонус выплачен: %1</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="279" />
        <source>✓ Bonus taken %1</source>
        <translation>✓ Бонус забран: %1</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="283" />
        <source>PAY %1</source>
        <translation>ВЫПЛАТИТЬ %1</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="284" />
        <source>TAKE %1</source>
        <translation>ЗАБРАТЬ %1</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="286" />
        <source>⚠ Entered again (was %1 too): if that was moved, nothing more to move.</source>
        <translation>⚠ Введено снова (было тоже %1): если это уже сделано, больше ничего не двигать.</translation>
    </message>
    <message>
        <location filename="../widgets/box.py" line="288" />
        <source>⚠ Corrected (was %1): if that was moved, move only the difference.</source>
        <translation>⚠ Исправлено (было %1): если это уже сделано, двигайте только разницу.</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../widgets/cards.py" line="286" />
        <source>%1 is already at %2</source>
        <translation>%1 уже занята: %2</translation>
    </message>
</context>
<context>
    <name>Category</name>
    <message>
        <location filename="../labels.py" line="11" />
        <source>high card</source>
        <translation>старшая карта</translation>
    </message>
    <message>
        <location filename="../labels.py" line="12" />
        <source>ace-king</source>
        <translation>туз-король</translation>
    </message>
    <message>
        <location filename="../labels.py" line="13" />
        <source>one pair</source>
        <translation>пара</translation>
    </message>
    <message>
        <location filename="../labels.py" line="14" />
        <source>two pair</source>
        <translation>две пары</translation>
    </message>
    <message>
        <location filename="../labels.py" line="15" />
        <source>three of a kind</source>
        <translation>тройка</translation>
    </message>
    <message>
        <location filename="../labels.py" line="16" />
        <source>straight</source>
        <translation>стрит</translation>
    </message>
    <message>
        <location filename="../labels.py" line="17" />
        <source>flush</source>
        <translation>флеш</translation>
    </message>
    <message>
        <location filename="../labels.py" line="18" />
        <source>full house</source>
        <translation>фулл-хаус</translation>
    </message>
    <message>
        <location filename="../labels.py" line="19" />
        <source>four of a kind</source>
        <translation>каре</translation>
    </message>
    <message>
        <location filename="../labels.py" line="20" />
        <source>straight flush</source>
        <translation>стрит-флеш</translation>
    </message>
    <message>
        <location filename="../labels.py" line="21" />
        <source>royal flush</source>
        <translation>роял-флеш</translation>
    </message>
</context>
<context>
    <name>CredentialsDialog</name>
    <message>
        <location filename="../dialogs.py" line="144" />
        <location filename="../dialogs.py" line="146" />
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="145" />
        <source>Who</source>
        <translation>Кто</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="150" />
        <source>Required: what happened</source>
        <translation>Обязательно: что произошло</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="151" />
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="156" />
        <source>Sign</source>
        <translation>Подписать</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="156" />
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="161" />
        <source>Nobody here may sign this.</source>
        <translation>Здесь некому это подписать.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="164" />
        <source>Enter the PIN.</source>
        <translation>Введите PIN.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="167" />
        <source>A reason is required.</source>
        <translation>Нужна причина.</translation>
    </message>
</context>
<context>
    <name>DealerWidget</name>
    <message>
        <location filename="../widgets/dealer.py" line="32" />
        <source>DEALER</source>
        <translation>ДИЛЕР</translation>
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="34" />
        <source>key D</source>
        <translation>клавиша D</translation>
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="68" />
        <source>TAKEN OUT</source>
        <translation>ИЗЪЯТЫ</translation>
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="108" />
        <source>Waiting for the dealer's hand</source>
        <translation>Ждём карты дилера</translation>
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="111" />
        <source>GAME</source>
        <translation>ИГРА</translation>
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="114" />
        <source>NO GAME</source>
        <translation>НЕТ ИГРЫ</translation>
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="120" />
        <source>First reveal: %1 (no game); a game was bought</source>
        <translation>Первое вскрытие: %1 (нет игры); игра куплена</translation>
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="123" />
        <source>Take out %1 and deal its replacement</source>
        <translation>Изъять %1 и сдать замену</translation>
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="125" />
        <source>Same rank again: replace it once more (free redraw)</source>
        <translation>Снова того же достоинства: заменить ещё раз (бесплатно)</translation>
    </message>
</context>
<context>
    <name>DialogService</name>
    <message>
        <location filename="../dialogs.py" line="188" />
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="194" />
        <location filename="../dialogs.py" line="201" />
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="224" />
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <location filename="../widgets/entry.py" line="104" />
        <source>confirm</source>
        <translation>подтвердить</translation>
    </message>
    <message>
        <location filename="../widgets/entry.py" line="109" />
        <source>back</source>
        <translation>назад</translation>
    </message>
    <message>
        <location filename="../widgets/entry.py" line="134" />
        <source>CLICK A CARD, OR TYPE  as kd 10h …</source>
        <translation>НАЖМИТЕ КАРТУ ИЛИ НАБЕРИТЕ  as kd 10h …</translation>
    </message>
    <message>
        <location filename="../widgets/entry.py" line="153" />
        <source>e.g.  as kd 7h 7d 2c</source>
        <translation>напр.  as kd 7h 7d 2c</translation>
    </message>
    <message>
        <location filename="../widgets/entry.py" line="153" />
        <source>e.g.  kd</source>
        <translation>напр.  kd</translation>
    </message>
    <message>
        <location filename="../widgets/entry.py" line="155" />
        <source>amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <location filename="../widgets/entry.py" line="157" />
        <source>number of cards</source>
        <translation>число карт</translation>
    </message>
</context>
<context>
    <name>FirstRunScreen</name>
    <message>
        <location filename="../screens/first_run.py" line="22" />
        <source>Welcome to Dealer Assistant</source>
        <translation>Добро пожаловать в Dealer Assistant</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="23" />
        <source>This database has no administrator yet. Create one: they manage users and settings, and never deal or approve.</source>
        <translation>В этой базе ещё нет администратора. Создайте его: он управляет пользователями и настройками и никогда не сдаёт и не утверждает выплаты.</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="34" />
        <source>e.g. Maria Petrova</source>
        <translation>напр. Мария Петрова</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="35" />
        <source>at least 4 characters</source>
        <translation>не меньше 4 символов</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="36" />
        <source>the same PIN again</source>
        <translation>тот же PIN ещё раз</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="37" />
        <source>Administrator</source>
        <translation>Администратор</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="38" />
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="39" />
        <source>PIN again</source>
        <translation>PIN ещё раз</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="40" />
        <source>Create the administrator</source>
        <translation>Создать администратора</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="51" />
        <source>Now add the people who work the table. More can be added later from the command line (dealer-app users add).</source>
        <translation>Теперь добавьте тех, кто работает за столом. Позже можно добавить ещё из командной строки (dealer-app users add).</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="57" />
        <source>dealer's name</source>
        <translation>имя дилера</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="58" />
        <source>dealer's PIN</source>
        <translation>PIN дилера</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="59" />
        <source>pit boss's name</source>
        <translation>имя пит-босса</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="60" />
        <source>pit boss's PIN</source>
        <translation>PIN пит-босса</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="61" />
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="62" />
        <source>Dealer's PIN</source>
        <translation>PIN дилера</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="63" />
        <source>Pit boss</source>
        <translation>Пит-босс</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="64" />
        <source>Pit boss's PIN</source>
        <translation>PIN пит-босса</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="66" />
        <source>Add them and continue</source>
        <translation>Добавить и продолжить</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="68" />
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="86" />
        <source>Enter the administrator's name.</source>
        <translation>Введите имя администратора.</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="89" />
        <source>The two PINs differ.</source>
        <translation>PIN-коды не совпадают.</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="97" />
        <source>Administrator created and signed in.</source>
        <translation>Администратор создан и вошёл в систему.</translation>
    </message>
    <message>
        <location filename="../screens/first_run.py" line="110" />
        <source>Enter at least one name, or skip.</source>
        <translation>Введите хотя бы одно имя или пропустите.</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <location filename="../house_text.py" line="22" />
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="22" />
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="30" />
        <source>returned (push)</source>
        <translation>возвращается (ничья)</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="31" />
        <source>paid even money</source>
        <translation>выплачивается 1:1</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="34" />
        <source>exchange or sixth card</source>
        <translation>обмен или 6-я карта</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="35" />
        <source>exchange, then sixth card</source>
        <translation>обмен, затем 6-я карта</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="38" />
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="39" />
        <source>Boxes</source>
        <translation>Боксы</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="40" />
        <source>Ante limits</source>
        <translation>Лимиты анте</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="41" />
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="41" />
        <source>%1 × Ante</source>
        <translation>%1 × анте</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="42" />
        <source>Bonus limits</source>
        <translation>Лимиты бонуса</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="43" />
        <source>Maximum payout per box</source>
        <translation>Макс. выплата на бокс</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="44" />
        <source>Dealer qualifies with</source>
        <translation>Игра у дилера</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="44" />
        <source> or better</source>
        <translation> и выше</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="45" />
        <source>Improvements</source>
        <translation>Улучшения</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="46" />
        <source>Exchange</source>
        <translation>Обмен</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="46" />
        <source>%1+ cards, fee %2 Ante</source>
        <translation>от %1 карт, плата %2 анте</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="47" />
        <source>Sixth card fee</source>
        <translation>Плата за шестую карту</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="47" />
        <location filename="../house_text.py" line="48" />
        <source>%1 Ante</source>
        <translation>%1 анте</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="48" />
        <source>Buy a game fee</source>
        <translation>Плата за покупку игры</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="49" />
        <source>Same-rank redraw</source>
        <translation>Повторная замена</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="50" />
        <source>Ante when the box wins</source>
        <translation>Анте при выигрыше бокса</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="51" />
        <source>Ante, bought game still no game</source>
        <translation>Анте: игра куплена, нет игры</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="52" />
        <source>Insurance</source>
        <translation>Страховка</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="52" />
        <source>%1+, up to %2% of the expected pay</source>
        <translation>от «%1», до %2% выплаты</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="53" />
        <source>Two hands paid</source>
        <translation>Оплата двух комбинаций</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="54" />
        <source>Dark boxes</source>
        <translation>Игра втёмную</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="55" />
        <source>Bonus lost on fold</source>
        <translation>Бонус теряется при пасе</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="56" />
        <source>Cap includes bonus wins</source>
        <translation>Лимит включает бонус</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="57" />
        <source>Jackpot contribution</source>
        <translation>Отчисление в джекпот</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="76" />
        <location filename="../house_text.py" line="80" />
        <source>%1 to 1</source>
        <translation>%1 к 1</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="83" />
        <source>%1% of the jackpot</source>
        <translation>%1% джекпота</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="91" />
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="106" />
        <source>Pay table (on the Bet)</source>
        <translation>Выплаты (на ставку)</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="108" />
        <source>Bonus (on the bonus stake)</source>
        <translation>Бонус (на ставку бонуса)</translation>
    </message>
    <message>
        <location filename="../house_text.py" line="110" />
        <source>The table</source>
        <translation>Стол</translation>
    </message>
</context>
<context>
    <name>LockScreen</name>
    <message>
        <location filename="../screens/lock.py" line="22" />
        <source>Station locked</source>
        <translation>Место заблокировано</translation>
    </message>
    <message>
        <location filename="../screens/lock.py" line="27" />
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <location filename="../screens/lock.py" line="30" />
        <source>Unlock</source>
        <translation>Разблокировать</translation>
    </message>
    <message>
        <location filename="../screens/lock.py" line="34" />
        <source>Sign out (the shift stays open)</source>
        <translation>Выйти (смена остаётся открытой)</translation>
    </message>
    <message>
        <location filename="../screens/lock.py" line="53" />
        <source>Enter your PIN.</source>
        <translation>Введите свой PIN.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="38" />
        <source>Dealer Assistant</source>
        <translation>Dealer Assistant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="99" />
        <source>Users created. Sign in to open a shift.</source>
        <translation>Пользователи созданы. Войдите, чтобы открыть смену.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="129" />
        <source>Trainees</source>
        <translation>Стажёры</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="129" />
        <source>Trainees practise in training mode; they never deal a live shift.</source>
        <translation>Стажёры тренируются в учебном режиме и не работают на живой смене.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="140" />
        <location filename="../main_window.py" line="158" />
        <source>Dealer change</source>
        <translation>Смена дилера</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="141" />
        <source>Table %1 is open, dealt by %2. Take over the table without closing the shift?</source>
        <translation>Стол %1 открыт, сдаёт %2. Принять стол без закрытия смены?</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="143" />
        <source>Take over</source>
        <translation>Принять</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="188" />
        <location filename="../screenshots.py" line="181" />
        <source>Locked after %1 minute(s) without input.</source>
        <translation>Заблокировано после %1 мин. без действий.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="195" />
        <source>Locked by the dealer.</source>
        <translation>Заблокировано дилером.</translation>
    </message>
</context>
<context>
    <name>NextStepBar</name>
    <message>
        <location filename="../widgets/chrome.py" line="141" />
        <source>NEXT</source>
        <translation>ДАЛЕЕ</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../screens/signin.py" line="22" />
        <source>dealer</source>
        <translation>дилер</translation>
    </message>
    <message>
        <location filename="../screens/signin.py" line="23" />
        <source>pit boss</source>
        <translation>пит-босс</translation>
    </message>
    <message>
        <location filename="../screens/signin.py" line="24" />
        <source>administrator</source>
        <translation>администратор</translation>
    </message>
    <message>
        <location filename="../screens/signin.py" line="25" />
        <source>trainee</source>
        <translation>стажёр</translation>
    </message>
</context>
<context>
    <name>SettlementPanel</name>
    <message>
        <location filename="../widgets/settlement.py" line="339" />
        <source>SETTLEMENT</source>
        <translation>РАСЧЁТ</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="376" />
        <source>House %1</source>
        <translation>Казино %1</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="377" />
        <source>jackpot after the round %1</source>
        <translation>джекпот после раунда %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/settlement.py" line="381" />
        <source>%n payout(s) HELD for a pit boss</source>
        <translation>
            <numerusform>%n выплата УДЕРЖАНА до пит-босса</numerusform>
            <numerusform>%n выплаты УДЕРЖАНЫ до пит-босса</numerusform>
            <numerusform>%n выплат УДЕРЖАНО до пит-босса</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="382" />
        <source>co-sign</source>
        <translation>подпись</translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="385" />
        <source>confirm the round</source>
        <translation>подтвердить раунд</translation>
    </message>
</context>
<context>
    <name>ShiftOpenScreen</name>
    <message>
        <location filename="../screens/shift_open.py" line="27" />
        <source>Open a shift: check the house rules this table plays</source>
        <translation>Открытие смены: проверьте правила этого стола</translation>
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="39" />
        <source>table name</source>
        <translation>название стола</translation>
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="48" />
        <source>TABLE</source>
        <translation>СТОЛ</translation>
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="49" />
        <source>DEALER</source>
        <translation>ДИЛЕР</translation>
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="50" />
        <source>HOUSE RULES PROFILE</source>
        <translation>ПРОФИЛЬ ПРАВИЛ</translation>
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="51" />
        <source>JACKPOT METER</source>
        <translation>ДЖЕКПОТ</translation>
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="69" />
        <source>Sign out</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="75" />
        <source>Open the shift  (Enter)</source>
        <translation>Открыть смену  (Enter)</translation>
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="115" />
        <source>Profile %1, version %2</source>
        <translation>Профиль %1, версия %2</translation>
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="122" />
        <source>Name the table.</source>
        <translation>Укажите стол.</translation>
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="125" />
        <source>No dealer can deal this shift: add a dealer first.</source>
        <translation>Нет дилера для этой смены: сначала добавьте дилера.</translation>
    </message>
</context>
<context>
    <name>SignInScreen</name>
    <message>
        <location filename="../screens/signin.py" line="33" />
        <location filename="../screens/signin.py" line="44" />
        <source>Sign in</source>
        <translation>Вход</translation>
    </message>
    <message>
        <location filename="../screens/signin.py" line="33" />
        <source>Choose your name, type your PIN and press Enter.</source>
        <translation>Выберите своё имя, введите PIN и нажмите Enter.</translation>
    </message>
    <message>
        <location filename="../screens/signin.py" line="40" />
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <location filename="../screens/signin.py" line="97" />
        <source>Choose your name first.</source>
        <translation>Сначала выберите своё имя.</translation>
    </message>
    <message>
        <location filename="../screens/signin.py" line="102" />
        <source>Enter your PIN.</source>
        <translation>Введите свой PIN.</translation>
    </message>
</context>
<context>
    <name>StartupScreen</name>
    <message>
        <location filename="../screens/startup.py" line="26" />
        <source>Opening the shift log</source>
        <translation>Открываем журнал смен</translation>
    </message>
    <message>
        <location filename="../screens/startup.py" line="27" />
        <source>Checking the database and its audit chain. No round can start until the checks pass.</source>
        <translation>Проверяем базу данных и цепочку аудита. Раунд не начнётся, пока проверки не пройдены.</translation>
    </message>
    <message>
        <location filename="../screens/startup.py" line="40" />
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <location filename="../screens/startup.py" line="53" />
        <source>Database: %1</source>
        <translation>База данных: %1</translation>
    </message>
    <message>
        <location filename="../screens/startup.py" line="54" />
        <source>quick check of the file, then the audit chain since the last verified point</source>
        <translation>быстрая проверка файла, затем цепочка аудита с последней проверенной точки</translation>
    </message>
    <message>
        <location filename="../screens/startup.py" line="62" />
        <source>New database created</source>
        <translation>Создана новая база данных</translation>
    </message>
    <message>
        <location filename="../screens/startup.py" line="62" />
        <source>Database structure: ok</source>
        <translation>Структура базы: в порядке</translation>
    </message>
    <message>
        <location filename="../screens/startup.py" line="63" />
        <source>Audit chain verified: entries %1 to %2</source>
        <translation>Цепочка аудита проверена: записи с %1 по %2</translation>
    </message>
    <message>
        <location filename="../screens/startup.py" line="65" />
        <source>Audit chain: nothing new to verify</source>
        <translation>Цепочка аудита: новых записей нет</translation>
    </message>
    <message>
        <location filename="../screens/startup.py" line="66" />
        <source>Audit key: found and matching</source>
        <translation>Ключ аудита: найден и совпадает</translation>
    </message>
    <message>
        <location filename="../screens/startup.py" line="69" />
        <source>Schema upgraded from version %1</source>
        <translation>Схема обновлена с версии %1</translation>
    </message>
    <message>
        <location filename="../screens/startup.py" line="77" />
        <source>The start-up checks did not pass. Nothing was changed.</source>
        <translation>Проверки при запуске не пройдены. Ничего не изменено.</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../screens/table.py" line="153" />
        <source>Loading the round…</source>
        <translation>Загружаем раунд…</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="176" />
        <source>#%1 · since %2</source>
        <translation>№%1 · с %2</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="180" />
        <source>%1 (signed in: %2)</source>
        <translation>%1 (вошёл: %2)</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="187" />
        <source>resumed round %1 at step %2</source>
        <translation>раунд %1 продолжен с шага %2</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="213" />
        <source>next</source>
        <translation>следующий</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="241" />
        <source>box %1</source>
        <translation>бокс %1</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="243" />
        <source>the dealer</source>
        <translation>дилер</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="244" />
        <source>this round</source>
        <translation>этот раунд</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="265" />
        <location filename="../screens/table.py" line="572" />
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="268" />
        <location filename="../screens/table.py" line="572" />
        <source>Box %1</source>
        <translation>Бокс %1</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="270" />
        <source>Press a box's digit to select it, or D for the dealer.</source>
        <translation>Нажмите цифру бокса или D для дилера.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="272" />
        <source>nothing to enter here now.</source>
        <translation>сейчас вводить нечего.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="278" />
        <location filename="../screens/table.py" line="376" />
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="279" />
        <source>dark box</source>
        <translation>втёмную</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="280" />
        <location filename="../screens/table.py" line="377" />
        <location filename="../screens/table.py" line="950" />
        <source>bonus</source>
        <translation>бонус</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="281" />
        <source>no more bets</source>
        <translation>ставок больше нет</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="282" />
        <source>bonus cards</source>
        <translation>карты бонуса</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="283" />
        <location filename="../screens/table.py" line="379" />
        <source>exchange</source>
        <translation>обмен</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="284" />
        <source>sixth card</source>
        <translation>шестая карта</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="285" />
        <source>sixth card, seen</source>
        <translation>шестая карта, открытая</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="286" />
        <location filename="../screens/table.py" line="381" />
        <source>play</source>
        <translation>игра</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="287" />
        <location filename="../screens/table.py" line="382" />
        <source>fold</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="288" />
        <location filename="../screens/table.py" line="952" />
        <source>insurance</source>
        <translation>страховка</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="289" />
        <source>dealer's hand</source>
        <translation>карты дилера</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="290" />
        <source>take the Ante</source>
        <translation>взять анте</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="291" />
        <source>buy a game</source>
        <translation>купить игру</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="292" />
        <source>replacement card</source>
        <translation>карта замены</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="293" />
        <location filename="../screens/table.py" line="378" />
        <source>cards</source>
        <translation>карты</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="294" />
        <location filename="../screens/table.py" line="392" />
        <source>confirm</source>
        <translation>подтвердить</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="307" />
        <source>Held for a pit boss (box %1): press Enter for the co-signature.</source>
        <translation>Удержано до подписи пит-босса (бокс %1): Enter — подпись.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="308" />
        <source>Pay and take as shown, then press Enter to confirm the round.</source>
        <translation>Выплатите и заберите, как показано, затем Enter — подтвердить раунд.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="312" />
        <source>Bonus first: %1.</source>
        <translation>Сначала бонус: %1.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="316" />
        <source>Then the next entry: %1.</source>
        <translation>Затем следующий ввод: %1.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="329" />
        <source>PAY</source>
        <translation>ВЫПЛАТИТЬ</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="329" />
        <source>TAKE</source>
        <translation>ЗАБРАТЬ</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="329" />
        <source>RETURN</source>
        <translation>ВЕРНУТЬ</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="336" />
        <source>box %1 %2 %3</source>
        <translation>бокс %1 %2 %3</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="344" />
        <source>Place the bets: a box's digit, then A for its Ante (⇧A dark box), B for a bonus.</source>
        <translation>Ставки: цифра бокса, затем A — анте (⇧A втёмную), B — бонус.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="346" />
        <source>More bets: digit, then A or B. No more bets: press Enter.</source>
        <translation>Ещё ставки: цифра, затем A или B. Ставок больше нет: Enter.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="348" />
        <source>Box %1 shows its five cards for the bonus: press C and type them.</source>
        <translation>Бокс %1 открывает пять карт для бонуса: C и наберите их.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="350" />
        <source>Box %1: play (P) or fold (F). Before that: exchange X, sixth card S.</source>
        <translation>Бокс %1: игра (P) или пас (F). До этого: обмен X, шестая карта S.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="352" />
        <source>Turn the dealer's cards and enter them: press D.</source>
        <translation>Откройте карты дилера и введите их: D.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="354" />
        <source>No game. Box %1 takes the Ante (T) or buys a game (G).</source>
        <translation>Нет игры. Бокс %1 берёт анте (T) или покупает игру (G).</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="359" />
        <source>Same rank and still no game: take out %1 once more and enter the next card: D.</source>
        <translation>То же достоинство и всё ещё нет игры: изъять %1 ещё раз и ввести следующую карту: D.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="360" />
        <source>A game was bought: take out the dealer's %1 and enter the card drawn: D.</source>
        <translation>Игра куплена: изъять у дилера %1 и ввести новую карту: D.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="363" />
        <source>Showdown: box %1 shows its %2 cards. Press C and type them.</source>
        <translation>Вскрытие: бокс %1 открывает %2 карт. C и наберите их.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="380" />
        <source>6th card</source>
        <translation>6-я карта</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="383" />
        <source>insure</source>
        <translation>страховка</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="384" />
        <source>dealer</source>
        <translation>дилер</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="385" />
        <source>take Ante</source>
        <translation>взять анте</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="386" />
        <source>buy game</source>
        <translation>купить игру</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="389" />
        <source>box</source>
        <translation>бокс</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="393" />
        <location filename="../screens/table.py" line="954" />
        <source>back</source>
        <translation>назад</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="394" />
        <source>undo</source>
        <translation>отменить</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="395" />
        <source>all keys</source>
        <translation>все клавиши</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="416" />
        <source>Correcting the round: enter the right value, or Esc to return to the settlement.</source>
        <translation>Исправление раунда: введите верное значение или Esc — назад к расчёту.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="464" />
        <location filename="../screens/table.py" line="969" />
        <source>Locked by the dealer.</source>
        <translation>Заблокировано дилером.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="548" />
        <source>Select a box first (its digit).</source>
        <translation>Сначала выберите бокс (его цифрой).</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="576" />
        <source>Ante between %1 and %2</source>
        <translation>Анте от %1 до %2</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="578" />
        <source>dark: Ante and Bet both down, always plays</source>
        <translation>втёмную: анте и ставка сразу, всегда играет</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="579" />
        <source>%1 · Ante</source>
        <translation>%1 · анте</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="579" />
        <source>%1 · dark box Ante</source>
        <translation>%1 · анте втёмную</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="582" />
        <source>Bonus between %1 and %2 (0 = none)</source>
        <translation>Бонус от %1 до %2 (0 — без бонуса)</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="583" />
        <source>%1 · bonus</source>
        <translation>%1 · бонус</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="586" />
        <source>Insurance between %1 and %2</source>
        <translation>Страховка от %1 до %2</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="586" />
        <source>Insurance: the hand is not known yet; the engine checks it at the showdown</source>
        <translation>Страховка: рука ещё неизвестна; проверка при вскрытии</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="587" />
        <source>%1 · insurance</source>
        <translation>%1 · страховка</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="589" />
        <source>%1 · exchange</source>
        <translation>%1 · обмен</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="590" />
        <source>How many cards? (If seen: discarded cards / drawn cards, e.g. 2c 5d / 9s 4h)</source>
        <translation>Сколько карт? (Если видны: сброшенные / полученные, напр. 2c 5d / 9s 4h)</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="592" />
        <source>%1 · sixth card</source>
        <translation>%1 · шестая карта</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="592" />
        <source>The sixth card, as dealt face up</source>
        <translation>Шестая карта, сданная в открытую</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="594" />
        <source>%1 · cards as dealt</source>
        <translation>%1 · карты раздачи</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="595" />
        <source>The five cards as dealt (shown for the bonus, or at an exchange)</source>
        <translation>Пять карт раздачи (открытые для бонуса или при обмене)</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="598" />
        <source>%1 · showdown</source>
        <translation>%1 · вскрытие</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="599" />
        <source>%1 cards</source>
        <translation>%1 карт</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="601" />
        <source>Dealer's hand</source>
        <translation>Карты дилера</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="601" />
        <source>The dealer's five cards</source>
        <translation>Пять карт дилера</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="604" />
        <source>Take out %1; enter the card dealt in its place</source>
        <translation>Изъять %1; введите карту, сданную вместо неё</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="604" />
        <source>The replacement card</source>
        <translation>Карта замены</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="606" />
        <source>Same rank: the free redraw. Enter the next card</source>
        <translation>То же достоинство: бесплатная замена. Введите следующую карту</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="607" />
        <source>Dealer · replacement card</source>
        <translation>Дилер · карта замены</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="624" />
        <source>%1 is not an amount</source>
        <translation>%1 — не сумма</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="633" />
        <source>Type the number of cards, or the discarded cards / the drawn cards</source>
        <translation>Наберите число карт или сброшенные / полученные карты</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="638" />
        <location filename="../screens/table.py" line="645" />
        <source>%1 is not a card</source>
        <translation>%1 — не карта</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="640" />
        <location filename="../screens/table.py" line="647" />
        <source>%1 is typed twice</source>
        <translation>%1 набрана дважды</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="649" />
        <source>%1 cards: expected %2</source>
        <translation>%1 карт: нужно %2</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="667" />
        <source>%1 is already at %2</source>
        <translation>%1 уже занята: %2</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="705" />
        <source>Enter a value, or Esc to go back.</source>
        <translation>Введите значение или Esc — назад.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="707" />
        <source>%1 of %2 cards</source>
        <translation>%1 из %2 карт</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="770" />
        <source>Not saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="770" />
        <source>The entry was not saved: %1
It is still on screen; try again once the cause is fixed.</source>
        <translation>Запись не сохранена: %1
Она осталась на экране; повторите, когда причина будет устранена.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="775" />
        <source>Not done</source>
        <translation>Не выполнено</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="795" />
        <source>Nothing to undo.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="810" />
        <source>Box %1: %2 %3</source>
        <translation>Бокс %1: %2 %3</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="811" />
        <source>jackpot share</source>
        <translation>доля джекпота</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="811" />
        <source>payout</source>
        <translation>выплата</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="815" />
        <source>Pit boss co-signature</source>
        <translation>Подпись пит-босса</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="816" />
        <source>These payouts are held until a pit boss signs with their PIN:</source>
        <translation>Эти выплаты удержаны до подписи пит-босса его PIN-кодом:</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="818" />
        <source>Approve</source>
        <translation>Утвердить</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="834" />
        <source>Not approved</source>
        <translation>Не утверждено</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="847" />
        <source>round %1 stored</source>
        <translation>раунд %1 сохранён</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="853" />
        <source>Round not stored</source>
        <translation>Раунд не сохранён</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="858" />
        <source>No round has been started: nothing to void.</source>
        <translation>Раунд не начат: аннулировать нечего.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="863" />
        <source>Void the round (misdeal)</source>
        <translation>Аннулировать раунд (ошибка сдачи)</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="864" />
        <source>A pit boss voids round %1 as a misdeal. It counts nothing and stays in the log.</source>
        <translation>Пит-босс аннулирует раунд %1 как ошибку сдачи. Он ничего не меняет и остаётся в журнале.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="867" />
        <source>Void the round</source>
        <translation>Аннулировать раунд</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="880" />
        <source>round voided</source>
        <translation>раунд аннулирован</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="887" />
        <source>Finish (or void) the round before the dealer changes.</source>
        <translation>Завершите (или аннулируйте) раунд перед сменой дилера.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="892" />
        <location filename="../screens/table.py" line="900" />
        <source>Dealer change</source>
        <translation>Смена дилера</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="893" />
        <source>The incoming dealer signs in with their PIN. The shift stays open.</source>
        <translation>Новый дилер входит со своим PIN. Смена остаётся открытой.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="895" />
        <source>Take over the table</source>
        <translation>Принять стол</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="909" />
        <source>%1 took over the table</source>
        <translation>%1 принял(а) стол</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="914" />
        <source>Finish (or void) the round before closing the shift.</source>
        <translation>Завершите (или аннулируйте) раунд перед закрытием смены.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="920" />
        <location filename="../screens/table.py" line="923" />
        <source>Close the shift</source>
        <translation>Закрыть смену</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="921" />
        <source>Close shift #%1 at %2? The log's integrity is checked and the shift report is printed.</source>
        <translation>Закрыть смену №%1 за столом %2? Будет проверена целостность журнала и напечатан отчёт смены.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="926" />
        <source>Closing the shift: checking the log…</source>
        <translation>Закрываем смену: проверяем журнал…</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="927" />
        <source>Shift not closed</source>
        <translation>Смена не закрыта</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="931" />
        <source>Shift #%1 is closed. The integrity check passed.</source>
        <translation>Смена №%1 закрыта. Проверка целостности пройдена.</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="935" />
        <source>Shift report: %1</source>
        <translation>Отчёт смены: %1</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="936" />
        <source>Shift closed</source>
        <translation>Смена закрыта</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="946" />
        <source>House rules</source>
        <translation>Правила казино</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="950" />
        <source>select a box</source>
        <translation>выбрать бокс</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="950" />
        <source>Ante / dark box</source>
        <translation>анте / втёмную</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="951" />
        <source>cards of the selected box</source>
        <translation>карты выбранного бокса</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="951" />
        <source>exchange (number of cards)</source>
        <translation>обмен (число карт)</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="952" />
        <source>sixth card bought</source>
        <translation>куплена шестая карта</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="952" />
        <source>play / fold</source>
        <translation>игра / пас</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="953" />
        <source>dealer's hand, replacement card</source>
        <translation>карты дилера, карта замены</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="953" />
        <source>take the Ante / buy a game</source>
        <translation>взять анте / купить игру</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="954" />
        <source>the next step; confirm</source>
        <translation>следующий шаг; подтвердить</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="954" />
        <source>undo the last entry</source>
        <translation>отменить последнюю запись</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="955" />
        <source>house rules</source>
        <translation>правила казино</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="955" />
        <source>dealer change</source>
        <translation>смена дилера</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="955" />
        <source>void the round (pit boss)</source>
        <translation>аннулировать раунд (пит-босс)</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="956" />
        <source>lock the station</source>
        <translation>заблокировать место</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="956" />
        <source>close the shift</source>
        <translation>закрыть смену</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="959" />
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="965" />
        <source>All keys  (F1)</source>
        <translation>Все клавиши  (F1)</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="966" />
        <source>House rules and pay tables  (F2)</source>
        <translation>Правила и таблицы выплат  (F2)</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="967" />
        <source>Dealer change  (F5)</source>
        <translation>Смена дилера  (F5)</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="968" />
        <source>Void the round, pit boss  (F8)</source>
        <translation>Аннулировать раунд, пит-босс  (F8)</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="969" />
        <source>Lock the station  (F9)</source>
        <translation>Заблокировать место  (F9)</translation>
    </message>
    <message>
        <location filename="../screens/table.py" line="970" />
        <source>Close the shift  (F10)</source>
        <translation>Закрыть смену  (F10)</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <location filename="../widgets/chrome.py" line="193" />
        <source>TABLE</source>
        <translation>СТОЛ</translation>
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="194" />
        <source>SHIFT</source>
        <translation>СМЕНА</translation>
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="195" />
        <source>ROUND</source>
        <translation>РАУНД</translation>
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="196" />
        <source>DEALER</source>
        <translation>ДИЛЕР</translation>
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="197" />
        <source>JACKPOT</source>
        <translation>ДЖЕКПОТ</translation>
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="201" />
        <source>HOUSE RULES</source>
        <translation>ПРАВИЛА</translation>
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="204" />
        <source>Show the pay tables and every house rule</source>
        <translation>Показать таблицы выплат и все правила</translation>
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="221" />
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="247" />
        <source>✓ Saved %1</source>
        <translation>✓ Сохранено %1</translation>
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="250" />
        <source>Saving…</source>
        <translation>Сохраняем…</translation>
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="253" />
        <source>✗ NOT SAVED: %1</source>
        <translation>✗ НЕ СОХРАНЕНО: %1</translation>
    </message>
</context>
</TS>