<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AdminScreen</name>
    <message>
        <location filename="../screens/admin.py" line="24" />
        <source>Users</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/admin.py" line="24" />
        <source>Administrators add the people who work the tables.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/admin.py" line="30" />
        <source>name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/admin.py" line="35" />
        <source>PIN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/admin.py" line="40" />
        <source>Add the user</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/admin.py" line="45" />
        <source>Sign out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/admin.py" line="62" />
        <source>Enter a name.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AppContext</name>
    <message>
        <location filename="../context.py" line="98" />
        <source>Not done</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BoxSettlementRow</name>
    <message>
        <location filename="../widgets/settlement.py" line="78" />
        <source>BOX %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="79" />
        <source>folded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="81" />
        <source>PAY</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="81" />
        <source>TAKE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="81" />
        <source>RETURN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="83" />
        <source>Ante</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="84" />
        <source>Bet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="85" />
        <source>Insurance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="86" />
        <source>Bonus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="87" />
        <source>Jackpot share</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="91" />
        <source>HELD</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="95" />
        <source>Nothing to move: Ante collected at the fold</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="95" />
        <source>Nothing to move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="103" />
        <source>capped: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="110" />
        <source>Insurance: invalid bet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="114" />
        <source>net %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="119" />
        <source>CAPPED: %1 withheld</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="121" />
        <source>INVALID INSURANCE: return it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="124" />
        <source>HELD: jackpot share, pit boss must sign</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="124" />
        <source>HELD: pit boss must sign</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="127" />
        <source>✓ co-signed by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="134" />
        <source>%1 in change</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="135" />
        <source>Pay %1 in chips:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BoxWidget</name>
    <message>
        <location filename="../widgets/box.py" line="33" />
        <source>NO BET</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="34" />
        <source>BET PLACED</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="35" />
        <source>DARK</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="36" />
        <source>DECIDING</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="37" />
        <source>PLAYING</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="38" />
        <source>FOLDED</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="39" />
        <source>TOOK ANTE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="40" />
        <source>BOUGHT GAME</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="41" />
        <source>SHOWDOWN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="42" />
        <source>SETTLED</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="103" />
        <source>ANTE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="104" />
        <source>BET</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="105" />
        <source>BONUS</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="106" />
        <source>INSURANCE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="198" />
        <source>Dealt: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="203" />
        <source>Hand 2: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="210" />
        <source>exchanged %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="212" />
        <source>sixth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/box.py" line="214" />
        <source>insurance invalid: RETURN it</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../widgets/cards.py" line="286" />
        <source>%1 is already at %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Category</name>
    <message>
        <location filename="../labels.py" line="11" />
        <source>high card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../labels.py" line="12" />
        <source>ace-king</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../labels.py" line="13" />
        <source>one pair</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../labels.py" line="14" />
        <source>two pair</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../labels.py" line="15" />
        <source>three of a kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../labels.py" line="16" />
        <source>straight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../labels.py" line="17" />
        <source>flush</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../labels.py" line="18" />
        <source>full house</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../labels.py" line="19" />
        <source>four of a kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../labels.py" line="20" />
        <source>straight flush</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../labels.py" line="21" />
        <source>royal flush</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CredentialsDialog</name>
    <message>
        <location filename="../dialogs.py" line="144" />
        <location filename="../dialogs.py" line="146" />
        <source>PIN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../dialogs.py" line="145" />
        <source>Who</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../dialogs.py" line="150" />
        <source>Required: what happened</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../dialogs.py" line="151" />
        <source>Reason</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../dialogs.py" line="156" />
        <source>Sign</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../dialogs.py" line="156" />
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../dialogs.py" line="161" />
        <source>Nobody here may sign this.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../dialogs.py" line="164" />
        <source>Enter the PIN.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../dialogs.py" line="167" />
        <source>A reason is required.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DealerWidget</name>
    <message>
        <location filename="../widgets/dealer.py" line="32" />
        <source>DEALER</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="34" />
        <source>key D</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="68" />
        <source>TAKEN OUT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="108" />
        <source>Waiting for the dealer's hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="111" />
        <source>GAME</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="114" />
        <source>NO GAME</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="120" />
        <source>First reveal: %1 (no game); a game was bought</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="123" />
        <source>Take out %1 and deal its replacement</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/dealer.py" line="125" />
        <source>Same rank again: replace it once more (free redraw)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DialogService</name>
    <message>
        <location filename="../dialogs.py" line="188" />
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../dialogs.py" line="194" />
        <location filename="../dialogs.py" line="201" />
        <source>OK</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../dialogs.py" line="224" />
        <source>Close</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <location filename="../widgets/entry.py" line="104" />
        <source>confirm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/entry.py" line="109" />
        <source>back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/entry.py" line="134" />
        <source>CLICK A CARD, OR TYPE  as kd 10h …</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/entry.py" line="153" />
        <source>e.g.  as kd 7h 7d 2c</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/entry.py" line="153" />
        <source>e.g.  kd</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/entry.py" line="155" />
        <source>amount</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/entry.py" line="157" />
        <source>number of cards</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FirstRunScreen</name>
    <message>
        <location filename="../screens/first_run.py" line="22" />
        <source>Welcome to Dealer Assistant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="23" />
        <source>This database has no administrator yet. Create one: they manage users and settings, and never deal or approve.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="34" />
        <source>e.g. Maria Petrova</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="35" />
        <source>at least 4 characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="36" />
        <source>the same PIN again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="37" />
        <source>Administrator</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="38" />
        <source>PIN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="39" />
        <source>PIN again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="40" />
        <source>Create the administrator</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="51" />
        <source>Now add the people who work the table. More can be added later from the command line (dealer-app users add).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="57" />
        <source>dealer's name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="58" />
        <source>dealer's PIN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="59" />
        <source>pit boss's name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="60" />
        <source>pit boss's PIN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="61" />
        <source>Dealer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="62" />
        <source>Dealer's PIN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="63" />
        <source>Pit boss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="64" />
        <source>Pit boss's PIN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="66" />
        <source>Add them and continue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="68" />
        <source>Skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="86" />
        <source>Enter the administrator's name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="89" />
        <source>The two PINs differ.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="97" />
        <source>Administrator created and signed in.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/first_run.py" line="110" />
        <source>Enter at least one name, or skip.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <location filename="../house_text.py" line="22" />
        <source>yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="22" />
        <source>no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="30" />
        <source>returned (push)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="31" />
        <source>paid even money</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="34" />
        <source>exchange or sixth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="35" />
        <source>exchange, then sixth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="38" />
        <source>Currency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="39" />
        <source>Boxes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="40" />
        <source>Ante limits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="41" />
        <source>Bet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="41" />
        <source>%1 × Ante</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="42" />
        <source>Bonus limits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="43" />
        <source>Maximum payout per box</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="44" />
        <source>Dealer qualifies with</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="44" />
        <source> or better</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="45" />
        <source>Improvements</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="46" />
        <source>Exchange</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="46" />
        <source>%1+ cards, fee %2 Ante</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="47" />
        <source>Sixth card fee</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="47" />
        <location filename="../house_text.py" line="48" />
        <source>%1 Ante</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="48" />
        <source>Buy a game fee</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="49" />
        <source>Same-rank redraw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="50" />
        <source>Ante when the box wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="51" />
        <source>Ante, bought game still no game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="52" />
        <source>Insurance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="52" />
        <source>%1+, up to %2% of the expected pay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="53" />
        <source>Two hands paid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="54" />
        <source>Dark boxes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="55" />
        <source>Bonus lost on fold</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="56" />
        <source>Cap includes bonus wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="57" />
        <source>Jackpot contribution</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="76" />
        <location filename="../house_text.py" line="80" />
        <source>%1 to 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="83" />
        <source>%1% of the jackpot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="91" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="106" />
        <source>Pay table (on the Bet)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="108" />
        <source>Bonus (on the bonus stake)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../house_text.py" line="110" />
        <source>The table</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LockScreen</name>
    <message>
        <location filename="../screens/lock.py" line="22" />
        <source>Station locked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/lock.py" line="27" />
        <source>PIN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/lock.py" line="30" />
        <source>Unlock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/lock.py" line="34" />
        <source>Sign out (the shift stays open)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/lock.py" line="53" />
        <source>Enter your PIN.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="37" />
        <source>Dealer Assistant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.py" line="94" />
        <source>Users created. Sign in to open a shift.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.py" line="119" />
        <source>Trainees</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.py" line="119" />
        <source>Trainees practise in training mode; they never deal a live shift.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.py" line="130" />
        <location filename="../main_window.py" line="148" />
        <source>Dealer change</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.py" line="131" />
        <source>Table %1 is open, dealt by %2. Take over the table without closing the shift?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.py" line="133" />
        <source>Take over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.py" line="178" />
        <location filename="../screenshots.py" line="181" />
        <source>Locked after %1 minute(s) without input.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.py" line="185" />
        <source>Locked by the dealer.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NextStepBar</name>
    <message>
        <location filename="../widgets/chrome.py" line="141" />
        <source>NEXT</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../screens/signin.py" line="22" />
        <source>dealer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/signin.py" line="23" />
        <source>pit boss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/signin.py" line="24" />
        <source>administrator</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/signin.py" line="25" />
        <source>trainee</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettlementPanel</name>
    <message>
        <location filename="../widgets/settlement.py" line="307" />
        <source>SETTLEMENT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="344" />
        <source>House %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="345" />
        <source>jackpot after the round %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../widgets/settlement.py" line="349" />
        <source>%n payout(s) HELD for a pit boss</source>
        <translation>
            <numerusform>%n payout HELD for a pit boss</numerusform><numerusform>%n payouts HELD for a pit boss</numerusform></translation>
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="350" />
        <source>co-sign</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/settlement.py" line="353" />
        <source>confirm the round</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ShiftOpenScreen</name>
    <message>
        <location filename="../screens/shift_open.py" line="27" />
        <source>Open a shift: check the house rules this table plays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="39" />
        <source>table name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="48" />
        <source>TABLE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="49" />
        <source>DEALER</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="50" />
        <source>HOUSE RULES PROFILE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="51" />
        <source>JACKPOT METER</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="69" />
        <source>Sign out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="75" />
        <source>Open the shift  (Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="115" />
        <source>Profile %1, version %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="122" />
        <source>Name the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/shift_open.py" line="125" />
        <source>No dealer can deal this shift: add a dealer first.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SignInScreen</name>
    <message>
        <location filename="../screens/signin.py" line="33" />
        <location filename="../screens/signin.py" line="44" />
        <source>Sign in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/signin.py" line="33" />
        <source>Choose your name, type your PIN and press Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/signin.py" line="40" />
        <source>PIN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/signin.py" line="97" />
        <source>Choose your name first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/signin.py" line="102" />
        <source>Enter your PIN.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StartupScreen</name>
    <message>
        <location filename="../screens/startup.py" line="26" />
        <source>Opening the shift log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/startup.py" line="27" />
        <source>Checking the database and its audit chain. No round can start until the checks pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/startup.py" line="40" />
        <source>Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/startup.py" line="53" />
        <source>Database: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/startup.py" line="54" />
        <source>quick check of the file, then the audit chain since the last verified point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/startup.py" line="62" />
        <source>New database created</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/startup.py" line="62" />
        <source>Database structure: ok</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/startup.py" line="63" />
        <source>Audit chain verified: entries %1 to %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/startup.py" line="65" />
        <source>Audit chain: nothing new to verify</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/startup.py" line="66" />
        <source>Audit key: found and matching</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/startup.py" line="69" />
        <source>Schema upgraded from version %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/startup.py" line="77" />
        <source>The start-up checks did not pass. Nothing was changed.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../screens/table.py" line="146" />
        <source>Loading the round…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="169" />
        <source>#%1 · since %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="173" />
        <source>%1 (signed in: %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="180" />
        <source>resumed round %1 at step %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="202" />
        <source>next</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="230" />
        <source>box %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="232" />
        <source>the dealer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="233" />
        <source>this round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="254" />
        <location filename="../screens/table.py" line="529" />
        <source>Dealer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="257" />
        <location filename="../screens/table.py" line="529" />
        <source>Box %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="259" />
        <source>Press a box's digit to select it, or D for the dealer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="261" />
        <source>nothing to enter here now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="267" />
        <location filename="../screens/table.py" line="333" />
        <source>Ante</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="268" />
        <source>dark box</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="269" />
        <location filename="../screens/table.py" line="334" />
        <location filename="../screens/table.py" line="907" />
        <source>bonus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="270" />
        <source>no more bets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="271" />
        <source>bonus cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="272" />
        <location filename="../screens/table.py" line="336" />
        <source>exchange</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="273" />
        <source>sixth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="274" />
        <source>sixth card, seen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="275" />
        <location filename="../screens/table.py" line="338" />
        <source>play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="276" />
        <location filename="../screens/table.py" line="339" />
        <source>fold</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="277" />
        <location filename="../screens/table.py" line="909" />
        <source>insurance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="278" />
        <source>dealer's hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="279" />
        <source>take the Ante</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="280" />
        <source>buy a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="281" />
        <source>replacement card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="282" />
        <location filename="../screens/table.py" line="335" />
        <source>cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="283" />
        <location filename="../screens/table.py" line="349" />
        <source>confirm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="296" />
        <source>Held for a pit boss (box %1): press Enter for the co-signature.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="297" />
        <source>Pay and take as shown, then press Enter to confirm the round.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="301" />
        <source>Place the bets: a box's digit, then A for its Ante (⇧A dark box), B for a bonus.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="303" />
        <source>More bets: digit, then A or B. No more bets: press Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="305" />
        <source>Box %1 shows its five cards for the bonus: press C and type them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="307" />
        <source>Box %1: play (P) or fold (F). Before that: exchange X, sixth card S.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="309" />
        <source>Turn the dealer's cards and enter them: press D.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="311" />
        <source>No game. Box %1 takes the Ante (T) or buys a game (G).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="316" />
        <source>Same rank and still no game: take out %1 once more and enter the next card: D.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="317" />
        <source>A game was bought: take out the dealer's %1 and enter the card drawn: D.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="320" />
        <source>Showdown: box %1 shows its %2 cards. Press C and type them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="337" />
        <source>6th card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="340" />
        <source>insure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="341" />
        <source>dealer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="342" />
        <source>take Ante</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="343" />
        <source>buy game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="346" />
        <source>box</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="350" />
        <location filename="../screens/table.py" line="911" />
        <source>back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="351" />
        <source>undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="352" />
        <source>all keys</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="373" />
        <source>Correcting the round: enter the right value, or Esc to return to the settlement.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="421" />
        <location filename="../screens/table.py" line="926" />
        <source>Locked by the dealer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="505" />
        <source>Select a box first (its digit).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="533" />
        <source>Ante between %1 and %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="535" />
        <source>dark: Ante and Bet both down, always plays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="536" />
        <source>%1 · Ante</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="536" />
        <source>%1 · dark box Ante</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="539" />
        <source>Bonus between %1 and %2 (0 = none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="540" />
        <source>%1 · bonus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="543" />
        <source>Insurance between %1 and %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="543" />
        <source>Insurance: the hand is not known yet; the engine checks it at the showdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="544" />
        <source>%1 · insurance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="546" />
        <source>%1 · exchange</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="547" />
        <source>How many cards? (If seen: discarded cards / drawn cards, e.g. 2c 5d / 9s 4h)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="549" />
        <source>%1 · sixth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="549" />
        <source>The sixth card, as dealt face up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="551" />
        <source>%1 · cards as dealt</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="552" />
        <source>The five cards as dealt (shown for the bonus, or at an exchange)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="555" />
        <source>%1 · showdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="556" />
        <source>%1 cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="558" />
        <source>Dealer's hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="558" />
        <source>The dealer's five cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="561" />
        <source>Take out %1; enter the card dealt in its place</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="561" />
        <source>The replacement card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="563" />
        <source>Same rank: the free redraw. Enter the next card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="564" />
        <source>Dealer · replacement card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="581" />
        <source>%1 is not an amount</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="590" />
        <source>Type the number of cards, or the discarded cards / the drawn cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="595" />
        <location filename="../screens/table.py" line="602" />
        <source>%1 is not a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="597" />
        <location filename="../screens/table.py" line="604" />
        <source>%1 is typed twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="606" />
        <source>%1 cards: expected %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="624" />
        <source>%1 is already at %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="662" />
        <source>Enter a value, or Esc to go back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="664" />
        <source>%1 of %2 cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="727" />
        <source>Not saved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="727" />
        <source>The entry was not saved: %1
It is still on screen; try again once the cause is fixed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="732" />
        <source>Not done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="752" />
        <source>Nothing to undo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="767" />
        <source>Box %1: %2 %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="768" />
        <source>jackpot share</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="768" />
        <source>payout</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="772" />
        <source>Pit boss co-signature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="773" />
        <source>These payouts are held until a pit boss signs with their PIN:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="775" />
        <source>Approve</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="791" />
        <source>Not approved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="804" />
        <source>round %1 stored</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="810" />
        <source>Round not stored</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="815" />
        <source>No round has been started: nothing to void.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="820" />
        <source>Void the round (misdeal)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="821" />
        <source>A pit boss voids round %1 as a misdeal. It counts nothing and stays in the log.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="824" />
        <source>Void the round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="837" />
        <source>round voided</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="844" />
        <source>Finish (or void) the round before the dealer changes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="849" />
        <location filename="../screens/table.py" line="857" />
        <source>Dealer change</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="850" />
        <source>The incoming dealer signs in with their PIN. The shift stays open.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="852" />
        <source>Take over the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="866" />
        <source>%1 took over the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="871" />
        <source>Finish (or void) the round before closing the shift.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="877" />
        <location filename="../screens/table.py" line="880" />
        <source>Close the shift</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="878" />
        <source>Close shift #%1 at %2? The log's integrity is checked and the shift report is printed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="883" />
        <source>Closing the shift: checking the log…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="884" />
        <source>Shift not closed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="888" />
        <source>Shift #%1 is closed. The integrity check passed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="892" />
        <source>Shift report: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="893" />
        <source>Shift closed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="903" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="907" />
        <source>select a box</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="907" />
        <source>Ante / dark box</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="908" />
        <source>cards of the selected box</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="908" />
        <source>exchange (number of cards)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="909" />
        <source>sixth card bought</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="909" />
        <source>play / fold</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="910" />
        <source>dealer's hand, replacement card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="910" />
        <source>take the Ante / buy a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="911" />
        <source>the next step; confirm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="911" />
        <source>undo the last entry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="912" />
        <source>house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="912" />
        <source>dealer change</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="912" />
        <source>void the round (pit boss)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="913" />
        <source>lock the station</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="913" />
        <source>close the shift</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="916" />
        <source>Keys</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="922" />
        <source>All keys  (F1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="923" />
        <source>House rules and pay tables  (F2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="924" />
        <source>Dealer change  (F5)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="925" />
        <source>Void the round, pit boss  (F8)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="926" />
        <source>Lock the station  (F9)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../screens/table.py" line="927" />
        <source>Close the shift  (F10)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <location filename="../widgets/chrome.py" line="193" />
        <source>TABLE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="194" />
        <source>SHIFT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="195" />
        <source>ROUND</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="196" />
        <source>DEALER</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="197" />
        <source>JACKPOT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="201" />
        <source>HOUSE RULES</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="204" />
        <source>Show the pay tables and every house rule</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="221" />
        <source>Menu</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="247" />
        <source>✓ Saved %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="250" />
        <source>Saving…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../widgets/chrome.py" line="253" />
        <source>✗ NOT SAVED: %1</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>