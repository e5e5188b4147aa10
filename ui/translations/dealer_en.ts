<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../roulette/panels.py" line="124"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="125"/>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="126"/>
        <source>Bet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="127"/>
        <source>Raise…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="146"/>
        <source>amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="151"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="177"/>
        <source>HIGHEST BET THIS ROUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="177"/>
        <source>RAISE BY AT LEAST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="178"/>
        <source>BETS AND RAISES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="210"/>
        <source>Call %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="211"/>
        <source>all-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="219"/>
        <location filename="../roulette/panels.py" line="221"/>
        <source>All-in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="259"/>
        <source>Bet to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="259"/>
        <source>Raise to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="272"/>
        <source>exactly %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="274"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="276"/>
        <source>(all-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="277"/>
        <source>the seat&apos;s total this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="295"/>
        <source>not allowed now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="304"/>
        <source>bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="304"/>
        <source>raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="306"/>
        <source>%1 to %2 is over the stack: all-in is to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="308"/>
        <source>%1 must be to exactly %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="309"/>
        <source>%1 to %2 is below the minimum: at least %3, or all-in %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="321"/>
        <source>enter an amount</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AmountRow</name>
    <message>
        <location filename="../training/answer.py" line="269"/>
        <source>enter the amount (0 when none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerForm</name>
    <message>
        <location filename="../training/answer.py" line="374"/>
        <source>Per term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="375"/>
        <source>Net only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="385"/>
        <source>Check  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="401"/>
        <source>THE MONEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="408"/>
        <source>AND AT THIS LEVEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="446"/>
        <source>Box %1 · settle it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="447"/>
        <source>Ante %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="449"/>
        <source>Bet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="451"/>
        <source>bonus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="453"/>
        <source>insurance %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="454"/>
        <source>round %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="456"/>
        <location filename="../training/answer.py" line="457"/>
        <location filename="../training/answer.py" line="458"/>
        <location filename="../training/answer.py" line="459"/>
        <source>stake %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="457"/>
        <source>no Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="460"/>
        <source>exchange, 6th card, buying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="464"/>
        <source>sum of the terms, after the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="467"/>
        <source>RULES.md §7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="467"/>
        <source>amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="469"/>
        <source>0 when the cap does not bite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="469"/>
        <source>0 if none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="471"/>
        <source>in order; two after a redraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="473"/>
        <source>named even when not paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="475"/>
        <source>Nothing more for this box: the money only. Each term from the player&apos;s side: PAY what the house pays, TAKE what it takes, RETURN a stake that goes back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppContext</name>
    <message>
        <location filename="../kit/context.py" line="165"/>
        <source>Not done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ApprovalsPage</name>
    <message>
        <location filename="../console/pages/approvals.py" line="71"/>
        <source>Approvals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="78"/>
        <source>Held for a pit boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="101"/>
        <location filename="../console/pages/approvals.py" line="241"/>
        <source>Nothing selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="107"/>
        <source>Round view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="138"/>
        <source>Floor ruling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="140"/>
        <source>Refuse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="142"/>
        <source>Approve…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="161"/>
        <source>choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="161"/>
        <source>approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="162"/>
        <source>refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="162"/>
        <source>floor ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="163"/>
        <source>round view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="188"/>
        <location filename="../console/pages/approvals.py" line="252"/>
        <source>REFUSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="188"/>
        <location filename="../console/pages/approvals.py" line="268"/>
        <source>HELD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="190"/>
        <source>CANNOT REPLAY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="191"/>
        <source>%1  ·  #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="192"/>
        <source>%1 held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="194"/>
        <source>refused as entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="202"/>
        <source>%1 waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="204"/>
        <source>Nothing is held. Payouts of %1 or more and every jackpot share wait here for a pit boss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="241"/>
        <source>All clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="251"/>
        <source>%1  ·  Round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="252"/>
        <source>HELD FOR APPROVAL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="254"/>
        <source>Prepared by %1  ·  shift #%2  ·  %3 entries  ·  started %4  ·  house rules version %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="265"/>
        <source>jackpot share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="265"/>
        <source>payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="266"/>
        <source> (ruled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="267"/>
        <source>Box %1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="269"/>
        <source>Nothing held: the round was refused as entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="272"/>
        <source>Refused by %1 at %2: %3. Back at the table: the dealer corrects the entry, or a pit boss makes a floor ruling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="314"/>
        <source>Box %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="315"/>
        <source>Approve round %1 at %2 as it stands. Prepared by %3; a preparer never signs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="322"/>
        <source>Approved by %1: round %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="325"/>
        <source>Approve held payouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="326"/>
        <source>Approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="332"/>
        <source>Refuse round %1 at %2 as it stands. It goes back to the dealer, who corrects the entry; or a pit boss then makes a floor ruling. The reason is kept in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="338"/>
        <source>Refused by %1: round %2 at %3 goes back to the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="342"/>
        <source>Refuse the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="343"/>
        <source>Refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="358"/>
        <source>Floor ruling on round %1 at %2, box %3: %4. Reason: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="364"/>
        <source>Floor ruling by %1: round %2 box %3 nets %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="368"/>
        <source>Sign the floor ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="369"/>
        <source>Sign the ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/approvals.py" line="372"/>
        <source>Not recorded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AuditPage</name>
    <message>
        <location filename="../console/pages/audit.py" line="38"/>
        <source>Re-audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="45"/>
        <location filename="../console/pages/audit.py" line="58"/>
        <source>Re-audit the shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="53"/>
        <source>Checks the whole audit chain from its first entry and the tables against the log, then re-settles every round of the shift with the engine from its recorded cards and from the replay of its recorded steps. Voids and floor rulings are information; every other difference is a discrepancy. The same check as `dealer-app audit verify`, recorded in the log under your name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="76"/>
        <location filename="../console/pages/audit.py" line="171"/>
        <source>Not run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="85"/>
        <source>Discrepancies and information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="86"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="86"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="86"/>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="91"/>
        <source>Every round of the shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="92"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="92"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="107"/>
        <source>re-audit the shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="112"/>
        <source>No shift yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="128"/>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="137"/>
        <source>Re-checking the chain and re-settling the rounds… %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="146"/>
        <source>Re-audit of shift #%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="146"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="146"/>
        <source>%1 discrepancies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="157"/>
        <source>Not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="159"/>
        <source>Re-audit not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="179"/>
        <source>✓ PASSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="182"/>
        <source>✗ %1 DISCREPANCIES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="187"/>
        <source>%1 log entries checked  ·  %2 rounds of shift #%3 re-settled  ·  %4 information lines  ·  chain head %5  ·  %6 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="192"/>
        <source>log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="193"/>
        <location filename="../console/pages/audit.py" line="202"/>
        <source>✗ discrepancy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="197"/>
        <source>ℹ information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="200"/>
        <source>✓ re-settled, equal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="201"/>
        <source>ℹ void or ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/audit.py" line="203"/>
        <source>unfinished</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoxCard</name>
    <message>
        <location filename="../console/boxcard.py" line="78"/>
        <source>BOX %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="84"/>
        <source>BOUGHT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="106"/>
        <source>folded, not shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="114"/>
        <source>bonus: %1 as dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="126"/>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="126"/>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="126"/>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="127"/>
        <source>Insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="127"/>
        <source>Fees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="132"/>
        <source>Stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="133"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="151"/>
        <source>capped: %1 withheld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="156"/>
        <source>nothing staked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="168"/>
        <source>Computed net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="169"/>
        <source>Net for the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="179"/>
        <source>Void: counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="179"/>
        <source>Floor ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="179"/>
        <source>Effective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="188"/>
        <source>jackpot share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="188"/>
        <source>payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="189"/>
        <source>HELD %1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="190"/>
        <source>RULED
was held: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="203"/>
        <source>Floor ruling by %1 at %2: %3 instead of %4 (computed). Reason: %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoxEntry</name>
    <message>
        <location filename="../table/box_entry.py" line="49"/>
        <source>The dealer is selected: this key is for a box. Press the box&apos;s digit first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box_entry.py" line="51"/>
        <source>Select a box first (its digit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box_entry.py" line="56"/>
        <source>Box %1 exchanged: no sixth card after an exchange (house rules: one improvement).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box_entry.py" line="155"/>
        <source>Not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box_entry.py" line="157"/>
        <source>Answer first: Enter replaces it, Esc keeps it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoxSettlementRow</name>
    <message>
        <location filename="../table/settlement.py" line="86"/>
        <source>BOX %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="87"/>
        <source>folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="89"/>
        <source>PAY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="89"/>
        <source>TAKE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="89"/>
        <source>RETURN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="91"/>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="92"/>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="93"/>
        <source>Insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="94"/>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="95"/>
        <source>Jackpot share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="96"/>
        <source>Exchange fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="97"/>
        <source>Sixth card fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="98"/>
        <source>Buy-a-game fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="103"/>
        <source>HELD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="109"/>
        <source>floor ruling (computed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="115"/>
        <source>Nothing to pay or take: return the stakes (floor ruling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="117"/>
        <source>Nothing to move: Ante collected at the fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="117"/>
        <source>Nothing to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="125"/>
        <source>capped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="132"/>
        <source>Insurance: invalid bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="134"/>
        <source>QUEUED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="137"/>
        <source>PAID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="137"/>
        <source>TAKEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="137"/>
        <source>RETURNED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="139"/>
        <source>%1 · settled earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="141"/>
        <source>net %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="146"/>
        <source>CAPPED: %1 withheld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="148"/>
        <source>INVALID INSURANCE: return it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="151"/>
        <source>FLOOR RULING by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="153"/>
        <source>REFUSED by %1: %2. Nothing held is paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="160"/>
        <source>HELD: jackpot share, pit boss must sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="160"/>
        <source>HELD: pit boss must sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="162"/>
        <source>QUEUED: jackpot share, paid from the meter as it stands when another table&apos;s hit is paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="165"/>
        <source>%1, round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="167"/>
        <source>the linked meter waits for this hit; queued behind it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="181"/>
        <source>Floor ruling by %1: box %2 nets %3 instead of %4 (computed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="156"/>
        <source>✓ co-signed by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="176"/>
        <source>%1 in change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="177"/>
        <source>Pay %1 in chips:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoxWidget</name>
    <message>
        <location filename="../table/box.py" line="36"/>
        <source>NO BET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="37"/>
        <source>BET PLACED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="38"/>
        <source>DARK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="39"/>
        <source>DECIDING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="40"/>
        <source>PLAYING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="41"/>
        <source>FOLDED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="42"/>
        <source>TOOK ANTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="43"/>
        <source>BOUGHT GAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="44"/>
        <source>SHOWDOWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="45"/>
        <source>SETTLED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="106"/>
        <source>ANTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="107"/>
        <source>BET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="108"/>
        <source>BONUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="109"/>
        <source>INSURANCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="212"/>
        <source>Dealt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="217"/>
        <source>Hand 2: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="227"/>
        <source>exchanged %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="229"/>
        <source>sixth card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="231"/>
        <source>insurance invalid: RETURN it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="241"/>
        <location filename="../table/box.py" line="256"/>
        <location filename="../table/box.py" line="295"/>
        <source>PAY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="241"/>
        <location filename="../table/box.py" line="295"/>
        <source>TAKE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="241"/>
        <location filename="../table/box.py" line="295"/>
        <source>RETURN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="242"/>
        <source>jackpot share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="242"/>
        <source>bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="248"/>
        <source>Bonus: settled once the box plays or folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="250"/>
        <source>Jackpot share: once every bonus hand is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="259"/>
        <source>%1 · HELD for a pit boss: paid when the round is co-signed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="261"/>
        <source>%1 %2 · HELD for a pit boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="269"/>
        <source>Bonus now, before anything else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="269"/>
        <source>Jackpot share now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="271"/>
        <source>%1 withheld (cap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="274"/>
        <source>✓ Bonus paid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="274"/>
        <source>✓ Bonus taken %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="278"/>
        <source>PAY %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="279"/>
        <source>TAKE %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="281"/>
        <source>⚠ Entered again (was %1 too): if that was moved, nothing more to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="283"/>
        <source>⚠ Corrected (was %1): if that was moved, move only the difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="299"/>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="299"/>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="299"/>
        <source>Ins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="300"/>
        <source>exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="300"/>
        <source>6th card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="301"/>
        <source>buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="304"/>
        <source>Ante (fold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="311"/>
        <source>Insurance: after its cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="313"/>
        <source>Result: nothing to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="343"/>
        <source>%1 (capped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="344"/>
        <source>CAPPED: %1 withheld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/box.py" line="346"/>
        <source>HELD for a pit boss: paid when the round is co-signed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardEntryPanel</name>
    <message>
        <location filename="../roulette/panels.py" line="372"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="384"/>
        <source>CLICK A CARD, OR TYPE  kd  10h  as …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="403"/>
        <source>e.g.  kd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="403"/>
        <source>e.g.  as kd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="417"/>
        <source>%1 is not a card (type e.g. kd, 10h, as)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="419"/>
        <source>%1 is typed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="420"/>
        <source>%1 cards: %2 wanted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="424"/>
        <source>%1 is already at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../roulette/panels.py" line="428"/>
        <source>%n card(s) wanted, %1 typed</source>
        <translation>
            <numerusform>%n card wanted, %1 typed</numerusform>
            <numerusform>%n cards wanted, %1 typed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../kit/cards.py" line="288"/>
        <source>%1 is already at %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsRow</name>
    <message>
        <location filename="../training/answer.py" line="284"/>
        <source>qs  ( - none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="306"/>
        <source>%1 is not a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="307"/>
        <source>%1 is typed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="309"/>
        <source>type the card (or cards, after a redraw) the dealer took out, or - for none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Category</name>
    <message>
        <location filename="../kit/labels.py" line="12"/>
        <source>high card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="13"/>
        <source>ace-king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="14"/>
        <source>one pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="15"/>
        <source>two pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="16"/>
        <source>three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="17"/>
        <source>straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="18"/>
        <source>flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="19"/>
        <source>full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="20"/>
        <source>four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="21"/>
        <source>straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="22"/>
        <source>royal flush</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChipDrillPage</name>
    <message>
        <location filename="../training/skill_pages.py" line="345"/>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="372"/>
        <source>Type the amount, or the chips of each colour (Tab: next colour) · Enter: check, then next · Esc: stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="411"/>
        <source>question %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="422"/>
        <source>What is this bet worth?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="423"/>
        <source>Amount (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="426"/>
        <source>Colour up: hand back the same amount in the fewest chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="430"/>
        <source>Cut and pay: this Bet wins with %1, paid %2 to 1. Cut the payout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="445"/>
        <source>&quot;%1&quot; is not an amount (type it in %2, e.g. 5 or 5.50)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="454"/>
        <source>&quot;%1&quot; is not a number of chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="478"/>
        <source>Answer first: the amount, or the chips of each colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="487"/>
        <source>Enter: next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="489"/>
        <source>Right: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="491"/>
        <source>The amount is right, but in %1 chips; the fewest is %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="494"/>
        <source>The bet is %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="497"/>
        <source>Your chips are worth %1; it is %2 (e.g. %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChipSetEditor</name>
    <message>
        <location filename="../kit/chip_set_editor.py" line="113"/>
        <source>e.g. 25</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="114"/>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="122"/>
        <source>VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="122"/>
        <source>COLOUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="122"/>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="122"/>
        <source>PAR (CHIPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="128"/>
        <source>Add a denomination (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="131"/>
        <source>Remove the row (Ctrl+Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="242"/>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="242"/>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="242"/>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="243"/>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="243"/>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="243"/>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="244"/>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="244"/>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="244"/>
        <source>pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="245"/>
        <source>brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="245"/>
        <source>grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="269"/>
        <source>Row %1: the value must be an amount above 0, such as 25 or 0.50, not “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="272"/>
        <source>Row %1: %2 is already row %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="277"/>
        <source>Row %1: choose a colour from the list, or type it as #rrggbb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="280"/>
        <source>Row %1: the par is a whole number of chips from 0 to %2, not “%3”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chip_set_editor.py" line="287"/>
        <source>Add at least one denomination: its value and colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../kit/chip_set_editor.py" line="293"/>
        <source>%n denomination(s)</source>
        <translation>
            <numerusform>%n denomination</numerusform>
            <numerusform>%n denominations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../kit/chip_set_editor.py" line="296"/>
        <source>%n denomination(s)  ·  a full tray (the par) holds %1</source>
        <translation>
            <numerusform>%n denomination  ·  a full tray (the par) holds %1</numerusform>
            <numerusform>%n denominations  ·  a full tray (the par) holds %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChipSetPage</name>
    <message>
        <location filename="../console/pages/chips.py" line="31"/>
        <source>Chip set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="36"/>
        <source>The house&apos;s chips and the tray&apos;s par</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="41"/>
        <source>Every shift opens with its opener and closes with its closer, counted by denomination; fills and credits are asked for by denomination. The par is how many chips of each a full tray holds: a table&apos;s first opener is proposed at par.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="48"/>
        <location filename="../console/pages/chips.py" line="103"/>
        <source>Save the chip set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="58"/>
        <source>next field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="58"/>
        <source>add a denomination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="59"/>
        <source>remove the row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="59"/>
        <source>save, signed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="78"/>
        <source>This table&apos;s chip set is its table group&apos;s (%1): the floor&apos;s administrator sets it for the whole group (dealer-app floor group).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="81"/>
        <source>No chip set yet: shifts open without an opener or closer, and no fill or credit can be asked for. Type each denomination and save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="84"/>
        <source>Version %1, set by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="97"/>
        <source>Save this chip set: shifts opened from now on count their tray by these denominations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="103"/>
        <source>Sign the chip set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="106"/>
        <source>Chip set saved as version %1: for shifts opened from now on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/chips.py" line="112"/>
        <source>Chip set not saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CircleWidget</name>
    <message>
        <location filename="../roulette/circle.py" line="210"/>
        <source>ENTER CARD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="210"/>
        <source>TURN NEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="268"/>
        <source>TRIGGER %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="269"/>
        <source>active %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="271"/>
        <source>POT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="274"/>
        <source>HAND OVER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="274"/>
        <source>WON BY FOLDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="276"/>
        <source>ROUND %1 OF %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/circle.py" line="278"/>
        <source>TRIGGER ▸ %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../console/model.py" line="102"/>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="103"/>
        <source>lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="104"/>
        <source>push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="105"/>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="106"/>
        <location filename="../console/slip_html.py" line="56"/>
        <source>no game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="125"/>
        <source>bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="126"/>
        <source>no more bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="127"/>
        <source>cards as dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="128"/>
        <source>exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="129"/>
        <source>sixth card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="130"/>
        <source>decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="131"/>
        <source>insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="132"/>
        <source>dealer&apos;s cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="133"/>
        <source>no-game choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="134"/>
        <source>replacement card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="135"/>
        <source>showdown cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="145"/>
        <source>Box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="148"/>
        <source>%1: Ante %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="150"/>
        <source>, bonus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="152"/>
        <source>, dark (Ante and Bet down before the deal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="155"/>
        <source>No more bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="157"/>
        <source>%1: cards as dealt %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="159"/>
        <source>%1: exchange, out %2, in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../console/model.py" line="115"/>
        <source>%1: exchange of %n card(s), not seen</source>
        <translation>
            <numerusform>%1: exchange of %n card, not seen</numerusform>
            <numerusform>%1: exchange of %n cards, not seen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../console/model.py" line="164"/>
        <source>%1: sixth card %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="166"/>
        <source>%1: sixth card bought, not seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="168"/>
        <source>%1: plays (Bet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="169"/>
        <source>%1: folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="172"/>
        <source>%1: insurance taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="173"/>
        <source>%1: insurance %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="175"/>
        <source>Dealer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="177"/>
        <source>takes the Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="178"/>
        <source>buys a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="181"/>
        <source>Dealer: replacement card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="183"/>
        <source>%1: shows %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="185"/>
        <source>Correction: the last entry undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="190"/>
        <source>Correction: the %1 of box %2 withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="191"/>
        <source>Correction: the %1 withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="223"/>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="223"/>
        <location filename="../console/model.py" line="229"/>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="224"/>
        <location filename="../console/model.py" line="230"/>
        <location filename="../console/slip_html.py" line="46"/>
        <source>SIMULATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="226"/>
        <source>%1 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="503"/>
        <source>IN PROGRESS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="505"/>
        <source>VOID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="507"/>
        <source>RULING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="509"/>
        <source>APPROVED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/model.py" line="511"/>
        <source>REFUSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="30"/>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="31"/>
        <source>Insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="32"/>
        <source>Fees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="38"/>
        <source>IN PROGRESS (not confirmed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="38"/>
        <source>SETTLED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="38"/>
        <source>VOIDED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="41"/>
        <source>Round %1, table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="42"/>
        <source>Shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="42"/>
        <source>round id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="43"/>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="44"/>
        <source>house rules version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="47"/>
        <source>started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="48"/>
        <source>settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="49"/>
        <source>jackpot at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="56"/>
        <source>game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="58"/>
        <source>replacements %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="60"/>
        <source>final %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="61"/>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="81"/>
        <source>(floor ruling by %1: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="83"/>
        <source>(void)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="119"/>
        <source>Approvals, refusals, voids and rulings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="125"/>
        <source>As entered, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="129"/>
        <source>Printed by %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="91"/>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="92"/>
        <location filename="../console/slip_html.py" line="30"/>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="93"/>
        <location filename="../console/slip_html.py" line="31"/>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="94"/>
        <source>The table and the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Stakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="93"/>
        <source>Capped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="94"/>
        <source>Computed net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="94"/>
        <source>Effective net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="100"/>
        <source>Not settled yet: no settlement to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="103"/>
        <source>House result: computed %1 · effective %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="108"/>
        <source>Approved by %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="108"/>
        <source>Refused by %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="111"/>
        <source>Voided by %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/slip_html.py" line="114"/>
        <source>Floor ruling on box %1 by %2, %3: %4 instead of %5 (computed): %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsolePage</name>
    <message>
        <location filename="../console/pages/base.py" line="58"/>
        <source>Not done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/base.py" line="68"/>
        <location filename="../console/pages/base.py" line="79"/>
        <source>%1 (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/base.py" line="95"/>
        <source>%1. A second pit boss or an administrator signs too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/base.py" line="103"/>
        <source>Second signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/base.py" line="104"/>
        <source>Sign as the second person</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsoleScreen</name>
    <message>
        <location filename="../console/screen.py" line="210"/>
        <location filename="../console/screen.py" line="463"/>
        <source>Locked by the pit boss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="223"/>
        <source>SECTIONS  ·  Ctrl + digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="269"/>
        <source>Approvals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="269"/>
        <source>Round history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="270"/>
        <source>Jackpot meter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="270"/>
        <source>Re-audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="271"/>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="271"/>
        <source>Users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="272"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="272"/>
        <source>Table count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="273"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="273"/>
        <source>Slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="274"/>
        <source>Count room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="274"/>
        <source>Chip set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="284"/>
        <source>Trainees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="315"/>
        <source>The console is closed to you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="322"/>
        <source>Sign out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="350"/>
        <source>Nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="352"/>
        <source>%1 is signed in as a %2. The pit boss console is for pit bosses (approvals, corrections, the meter, re-audits, house rules) and administrators (users and settings). Dealers deal at the table; trainees practise in training mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="362"/>
        <source>sign out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="370"/>
        <source>PIT BOSS CONSOLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="370"/>
        <source>COUNT ROOM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="371"/>
        <source>ADMINISTRATION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="371"/>
        <source>CAGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="377"/>
        <source>Every action here is signed and kept in the audit log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="378"/>
        <source>Administrators manage users and settings; they never approve, void or rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="485"/>
        <source>no shift yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="533"/>
        <source>the approval threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="555"/>
        <source>in the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="576"/>
        <source>refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="578"/>
        <source>table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="579"/>
        <source>lock</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsoleTopBar</name>
    <message>
        <location filename="../console/screen.py" line="121"/>
        <location filename="../console/screen.py" line="122"/>
        <source>SIGNED IN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="125"/>
        <source>Shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="137"/>
        <source>JACKPOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="143"/>
        <source>Table (F6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="144"/>
        <source>Lock (F9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/screen.py" line="145"/>
        <source>Sign out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CountPage</name>
    <message>
        <location filename="../console/pages/count.py" line="31"/>
        <source>Table count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="37"/>
        <source>Counted shifts, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="40"/>
        <source>Shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="64"/>
        <location filename="../console/pages/count.py" line="91"/>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="40"/>
        <location filename="../console/pages/count.py" line="64"/>
        <location filename="../console/pages/count.py" line="91"/>
        <source>Win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="38"/>
        <source>* drop not counted yet: estimated from the buy-ins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="40"/>
        <location filename="../console/pages/count.py" line="65"/>
        <source>Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="40"/>
        <location filename="../console/pages/count.py" line="66"/>
        <location filename="../console/pages/count.py" line="92"/>
        <source>Variance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="44"/>
        <source>No shift has a table count yet: once the house&apos;s chip set is configured, every shift opens with its opener.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="54"/>
        <source>The shift&apos;s count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="63"/>
        <source>Opener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="63"/>
        <source>Closer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="63"/>
        <source>Fills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="64"/>
        <source>Credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="65"/>
        <source>Computed result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="77"/>
        <location filename="../console/pages/count.py" line="211"/>
        <source>Explain the variance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="87"/>
        <source>Grey: drop (recorded buy-ins); green or red: win; a red dot: a variance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="91"/>
        <source>Period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="91"/>
        <source>Computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="97"/>
        <source>choose a shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="97"/>
        <source>explain the variance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="113"/>
        <source>%1 · #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="145"/>
        <location filename="../console/pages/count.py" line="198"/>
        <source>No count to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="148"/>
        <source>Shift %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="154"/>
        <source>(counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="154"/>
        <source>(estimated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="166"/>
        <source>Beyond the threshold of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="167"/>
        <source>explained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="168"/>
        <source>a pit boss&apos;s written explanation is needed before the report is signed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="170"/>
        <source>%1 explained: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="174"/>
        <source>The variance appeared between %1 and %2; rounds %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="177"/>
        <source>Slips waiting for the cage: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="180"/>
        <source>* The drop is estimated from the recorded buy-ins until the count room enters it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="185"/>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="190"/>
        <source>Rounds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="207"/>
        <source>Shift %1 at %2: a variance of %3. Write what happened; it is printed on the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="214"/>
        <source>Variance of shift %1 explained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/count.py" line="215"/>
        <source>Sign the explanation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CredentialsDialog</name>
    <message>
        <location filename="../kit/dialogs.py" line="229"/>
        <location filename="../kit/dialogs.py" line="231"/>
        <source>PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="230"/>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="237"/>
        <source>Required: what happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="237"/>
        <source>Required to refuse: why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="238"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="256"/>
        <source>Alt+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="260"/>
        <source>Sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="260"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="270"/>
        <source>A refusal needs a reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="285"/>
        <source>Nobody here may sign this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="288"/>
        <source>Enter the PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="291"/>
        <source>A reason is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="297"/>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealerStrip</name>
    <message>
        <location filename="../console/boxcard.py" line="227"/>
        <location filename="../training/round_view.py" line="81"/>
        <source>DEALER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="253"/>
        <source>Not turned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="257"/>
        <source>GAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="257"/>
        <source>NO GAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/boxcard.py" line="262"/>
        <source>Game bought: first hand %1, %2 taken out, replaced by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/round_view.py" line="83"/>
        <source>as turned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/round_view.py" line="97"/>
        <source>NEXT CARDS OF THE DECK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/round_view.py" line="99"/>
        <source>for a bought game: which card does each replace?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/round_view.py" line="117"/>
        <source>JACKPOT METER</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealerWidget</name>
    <message>
        <location filename="../table/dealer.py" line="33"/>
        <source>DEALER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="35"/>
        <source>key D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="69"/>
        <source>TAKEN OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="99"/>
        <source>Waiting for the dealer&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="102"/>
        <source>GAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="105"/>
        <source>NO GAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="111"/>
        <source>First reveal: %1 (no game); a game was bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="115"/>
        <source>Same rank: %1, drawn for %2, still makes no game. Take out %1 as well and deal the next card (free redraw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/dealer.py" line="118"/>
        <source>Take out %1 and deal its replacement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogService</name>
    <message>
        <location filename="../kit/dialogs.py" line="344"/>
        <source>no printing system on this station (lp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="397"/>
        <location filename="../kit/dialogs.py" line="425"/>
        <location filename="../kit/dialogs.py" line="435"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="406"/>
        <location filename="../kit/dialogs.py" line="435"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="424"/>
        <source>Record the count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="480"/>
        <source>Count the tray first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="446"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillPage</name>
    <message>
        <location filename="../training/drill_page.py" line="116"/>
        <source>TIME LEFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="125"/>
        <source>Rules  F2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="129"/>
        <location filename="../training/drill_page.py" line="187"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="172"/>
        <source>LEVEL %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="175"/>
        <source>Exam %1 · instructor %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="177"/>
        <source>LOCKED EXAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="178"/>
        <source>Hand in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="180"/>
        <source>feedback after each box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="180"/>
        <source>feedback at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="183"/>
        <source>target %1 s per box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="214"/>
        <source>Round %1 of %2 · box %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="229"/>
        <source>Not checked yet: %1 to complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="258"/>
        <source>Summary  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="258"/>
        <source>Next box  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/drill_page.py" line="279"/>
        <source>TIME LEFT OF %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DropPage</name>
    <message>
        <location filename="../console/pages/drop.py" line="35"/>
        <source>Count room: the drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="42"/>
        <source>Closed shifts, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="43"/>
        <source>* drop not counted yet: estimated from the buy-ins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="44"/>
        <source>Shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="44"/>
        <location filename="../console/pages/drop.py" line="67"/>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="44"/>
        <location filename="../console/pages/drop.py" line="68"/>
        <source>Win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="49"/>
        <source>No closed shift has a table count yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="58"/>
        <source>The shift&apos;s figures of record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="66"/>
        <source>Opener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="66"/>
        <source>Closer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="66"/>
        <source>Fills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="67"/>
        <source>Credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="67"/>
        <source>Buy-ins recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="68"/>
        <source>Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="80"/>
        <source>The drop box, counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="81"/>
        <source>How many of each note; other cash (coins, other notes) as one amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="91"/>
        <source>Other cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="94"/>
        <source>Required for a recount: why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="95"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="104"/>
        <location filename="../console/pages/drop.py" line="274"/>
        <source>Enter the drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="119"/>
        <source>choose a shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="119"/>
        <source>count by note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="120"/>
        <source>enter the drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="137"/>
        <source>%1 · #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="191"/>
        <source>Shift %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="196"/>
        <source>(counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="196"/>
        <source>(estimated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="204"/>
        <source>Drop entered by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="206"/>
        <source>It differs from the recorded buy-ins by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="208"/>
        <source>A new figure is a recount: it needs a reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="210"/>
        <source>Until the drop is entered, the win uses the recorded buy-ins and hold shows —.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="226"/>
        <source>%1 notes: a whole number, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="232"/>
        <location filename="../console/pages/drop.py" line="234"/>
        <source>Other cash: an amount, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="246"/>
        <source>Counted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="259"/>
        <source>The drop was already entered: a recount needs a reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="264"/>
        <source>Shift %1 at %2: a drop of %3. The count room signs with their PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="270"/>
        <source>Drop of shift %1 entered: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/drop.py" line="276"/>
        <source>Sign the drop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <location filename="../table/entry.py" line="91"/>
        <source>confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/entry.py" line="96"/>
        <source>back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/entry.py" line="120"/>
        <source>CLICK A CARD, OR TYPE  as kd 10h …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/entry.py" line="139"/>
        <source>e.g.  as kd 7h 7d 2c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/entry.py" line="139"/>
        <source>e.g.  kd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/entry.py" line="141"/>
        <source>amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/entry.py" line="143"/>
        <source>number of cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FeedbackPanel</name>
    <message>
        <location filename="../training/feedback.py" line="97"/>
        <source>Next box  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="123"/>
        <source>THE MISTAKE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="140"/>
        <source>THE RIGHT ANSWER, AS THE ENGINE SETTLES IT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="164"/>
        <source>Round %1 · box %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="168"/>
        <source>target %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="184"/>
        <source>%1 MISTAKES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="191"/>
        <source>YOU SAID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="191"/>
        <source>RIGHT ANSWER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="210"/>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="210"/>
        <source>wrong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FirstRunScreen</name>
    <message>
        <location filename="../shell/first_run.py" line="71"/>
        <source>Welcome to Dealer Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="72"/>
        <source>Set up this station: the casino and the table it serves, then the administrator, who manages users and settings and never deals or approves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="89"/>
        <source>as printed on the reports, e.g. Casino Neva</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="90"/>
        <source>e.g. Russian Poker 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="96"/>
        <source>e.g. Maria Petrova</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="97"/>
        <source>at least 6 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="98"/>
        <source>the same PIN again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="99"/>
        <source>THE CASINO AND THIS TABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="100"/>
        <source>Casino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="101"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="102"/>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="103"/>
        <source>THE ADMINISTRATOR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="104"/>
        <source>Administrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="105"/>
        <location filename="../shell/first_run.py" line="189"/>
        <source>PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="106"/>
        <source>PIN again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="107"/>
        <source>Create the administrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="122"/>
        <source>Now the house&apos;s chips: each one&apos;s value, colour and the tray&apos;s par (how many a full tray holds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="132"/>
        <source>the administrator&apos;s PIN signs the chip set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="134"/>
        <source>Administrator&apos;s PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="136"/>
        <source>Save (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="139"/>
        <source>Skip for now (Alt+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="146"/>
        <source>Without a chip set, shifts open with no opener or closer, and no fill or credit can be asked for, until it is set in the console (Chip set, Ctrl+K).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="175"/>
        <source>Now add the people who work the table: at least one dealer and one pit boss. Press Enter after each. More can be added later in the console&apos;s Users page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="183"/>
        <source>name as shown at sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="186"/>
        <source>6 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="187"/>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="188"/>
        <source>ROLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="197"/>
        <source>Add this person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="203"/>
        <source>ADDED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="209"/>
        <source>Done: go to sign-in (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="269"/>
        <source>Enter the casino&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="270"/>
        <source>Enter the table&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="271"/>
        <source>Choose the currency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="304"/>
        <source>Administrator created and signed in; the station is set up for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="317"/>
        <source>Above: this database&apos;s recovery key. Write it down and store it offline (a safe), never on this computer: it is shown only this once. It gives an administrator who lost the PIN a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="334"/>
        <source>Type the administrator&apos;s PIN: it signs the chip set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../shell/first_run.py" line="347"/>
        <source>The chip set is saved (%n denomination(s)): every shift opens with its opener.</source>
        <translation>
            <numerusform>The chip set is saved (%n denomination): every shift opens with its opener.</numerusform>
            <numerusform>The chip set is saved (%n denominations): every shift opens with its opener.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="360"/>
        <source>No chip set yet: shifts open without an opener or closer, and fills and credits wait, until it is set in the console (Chip set, Ctrl+K).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="374"/>
        <source>Enter the person&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="378"/>
        <source>Enter their PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="400"/>
        <source>Press Enter to add %1 first, or clear the name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="272"/>
        <source>Enter the administrator&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/first_run.py" line="279"/>
        <source>The two PINs differ.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hand2Row</name>
    <message>
        <location filename="../training/answer.py" line="324"/>
        <source>— choose —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="325"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="339"/>
        <source>choose hand 2&apos;s category, or none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandDrillPage</name>
    <message>
        <location filename="../training/skill_pages.py" line="179"/>
        <location filename="../training/skill_pages.py" line="222"/>
        <source>Name the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="190"/>
        <source>Hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="191"/>
        <source>Second combination:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="210"/>
        <source>no second combination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="216"/>
        <source>0–9, R: the category · N: no second combination · Backspace: take back · Enter: check, then next · Esc: stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="222"/>
        <source>Exam %1 · name the hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="238"/>
        <source>hand %1 of %2 · round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="241"/>
        <source>The dealer&apos;s hand, as dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="243"/>
        <source>The dealer&apos;s hand after the buy, before paying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="245"/>
        <source>Box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="247"/>
        <source>Taken out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="253"/>
        <source>Name the hand: press its key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="260"/>
        <location filename="../training/skill_pages.py" line="311"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="299"/>
        <source>Name the hand first (0–9, R), and the second combination (or N for none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="310"/>
        <source>%1; second combination: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="313"/>
        <source>Right: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="313"/>
        <location filename="../training/skill_pages.py" line="315"/>
        <source>Enter: next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="315"/>
        <source>It is %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../console/pages/history.py" line="31"/>
        <source>Round history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="38"/>
        <source>Filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="42"/>
        <source>any box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="42"/>
        <source>box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="44"/>
        <source>any outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="47"/>
        <location filename="../console/pages/history.py" line="174"/>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="49"/>
        <source>any amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="52"/>
        <location filename="../console/pages/history.py" line="54"/>
        <location filename="../console/pages/history.py" line="55"/>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="52"/>
        <source>approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="53"/>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="53"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="54"/>
        <source>voided only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="54"/>
        <source>not voided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="55"/>
        <source>with a ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="56"/>
        <source>without a ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="57"/>
        <source>Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="57"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="58"/>
        <source>A box moved at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="58"/>
        <source>Approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="59"/>
        <source>Void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="59"/>
        <source>Floor ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="63"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="74"/>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="78"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="78"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="78"/>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="78"/>
        <source>Boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="79"/>
        <source>House: computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="79"/>
        <source>effective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="79"/>
        <source>Marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="80"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="99"/>
        <source>choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="99"/>
        <source>open the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="100"/>
        <source>clear the filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="108"/>
        <source>No shift yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="131"/>
        <source>Amount: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="178"/>
        <source>v%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="185"/>
        <source>SIMULATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/history.py" line="187"/>
        <source>Shift #%1 at %2  ·  %3 of %4 rounds  ·  house result shown (effective) %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HousePage</name>
    <message>
        <location filename="../console/pages/house.py" line="394"/>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="412"/>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="412"/>
        <source>Version shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="435"/>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="446"/>
        <source>name of the new profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="449"/>
        <source>what changed, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="450"/>
        <source>New profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="453"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="460"/>
        <source>Save as a new version…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="470"/>
        <source>save as a new version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="487"/>
        <source>New profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="508"/>
        <source>version %1  ·  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="511"/>
        <source>the engine&apos;s defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="526"/>
        <source>A new profile, starting from the engine&apos;s defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="530"/>
        <source>the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="531"/>
        <source>Version %1 of %2, saved by %3 at %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="533"/>
        <source> (in force)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="533"/>
        <source> (an older version: saving makes it the newest again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="559"/>
        <source>The engine refuses these rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="564"/>
        <source>Saved as a new version of profile &quot;%1&quot;; it applies from the next round started under it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="569"/>
        <source>Tables playing it now: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="572"/>
        <source>Rounds in progress keep their version: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="573"/>
        <source>%1 round %2 (version %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="584"/>
        <source>Name the new profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="589"/>
        <source>Save these house rules as the next version of &quot;%1&quot;. Rounds in progress keep their version; the next round started under the profile plays this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="596"/>
        <source>Sign the house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="597"/>
        <source>Save the version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="607"/>
        <source>House rules &quot;%1&quot; saved as version %2: from the next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="615"/>
        <source>House rules not saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HouseProfile</name>
    <message>
        <location filename="../kit/profiles.py" line="15"/>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <location filename="../kit/house_text.py" line="24"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="24"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="32"/>
        <source>returned (push)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="33"/>
        <source>paid even money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="36"/>
        <source>exchange or sixth card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="37"/>
        <source>exchange, then sixth card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="41"/>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="42"/>
        <source>Boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="43"/>
        <source>Ante limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="44"/>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="44"/>
        <source>%1 × Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="46"/>
        <source>Bonus limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="47"/>
        <source>Maximum payout per box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="48"/>
        <source>Dealer qualifies with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="48"/>
        <source> or better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="49"/>
        <source>Improvements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="50"/>
        <source>Exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="51"/>
        <source>Sixth card fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="51"/>
        <location filename="../kit/house_text.py" line="53"/>
        <source>%1 Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="53"/>
        <source>Buy a game fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="55"/>
        <source>Same-rank redraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="56"/>
        <source>Ante when the box wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="57"/>
        <source>Ante, bought game still no game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="58"/>
        <source>Insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="58"/>
        <source>%1+, up to %2% of the expected pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="61"/>
        <source>Two hands paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="62"/>
        <source>Dark boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="63"/>
        <source>Bonus lost on fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="64"/>
        <source>Cap includes bonus wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="65"/>
        <source>Jackpot contribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="78"/>
        <location filename="../kit/house_text.py" line="84"/>
        <location filename="../kit/house_text.py" line="88"/>
        <source>%1 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="86"/>
        <source>%1% jackpot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="92"/>
        <source>%1% of the jackpot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="100"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="115"/>
        <source>Pay table (on the Bet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="117"/>
        <source>Bonus (on the bonus stake)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/house_text.py" line="119"/>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HouseRulesEditor</name>
    <message>
        <location filename="../console/pages/house.py" line="129"/>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="130"/>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="131"/>
        <source>Boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="132"/>
        <source>Bet = Ante ×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="133"/>
        <source>Min Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="134"/>
        <source>Max Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="135"/>
        <source>Max payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="136"/>
        <source>Min bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="137"/>
        <source>Max bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="138"/>
        <source>Dealer qualifies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="139"/>
        <source>+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="141"/>
        <source>Pay tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="142"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="142"/>
        <source>Bet pays, to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="142"/>
        <source>Bonus pays, to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="142"/>
        <source>or jackpot %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="168"/>
        <source>Bonus: leave both empty and the bonus stake is lost on that hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="170"/>
        <source>Jackpot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="171"/>
        <source>Contribution, % of bonus stakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="173"/>
        <source>Improvements, insurance and options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="175"/>
        <source>Improvements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="176"/>
        <source>exchange or 6th card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="176"/>
        <source>exchange, then 6th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="177"/>
        <source>Exchange, min cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="178"/>
        <source>Exchange fee, Antes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="179"/>
        <source>Sixth card fee, Antes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="180"/>
        <source>Buy-game fee, Antes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="181"/>
        <source>Insurance from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="183"/>
        <source>Insurance max, %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="184"/>
        <source>returned (push)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="184"/>
        <source>even money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="185"/>
        <source>Ante on a win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="186"/>
        <source>Ante, bought, no game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="187"/>
        <source>Same-rank redraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="187"/>
        <source>Two hands paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="188"/>
        <source>Dark boxes allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="188"/>
        <source>Bonus lost on fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="189"/>
        <source>Cap includes bonus wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="202"/>
        <source>Other rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/house.py" line="328"/>
        <source>&quot;%1&quot; is not an amount (type it in %2, e.g. 5 or 5.50)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstructorPage</name>
    <message>
        <location filename="../training/instructor_page.py" line="70"/>
        <source>Trainees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="77"/>
        <source>Progress  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="80"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="89"/>
        <source>Trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="89"/>
        <source>Levels
passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="91"/>
        <source>Time per box
(target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="91"/>
        <source>Last
exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="110"/>
        <source>Skills: accuracy where tested; ↻ due for review (spaced repetition). Time per box: the mean at the highest level practised, against its target. Exams: passed under the house&apos;s pass marks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="121"/>
        <source>EXAM CERTIFICATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="126"/>
        <source>no exam sat yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="128"/>
        <source>Print, signed with the instructor&apos;s PIN  F8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="148"/>
        <source>pass mark: %1 % of at least %2 boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="150"/>
        <source>level %1: %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="159"/>
        <source>%1 / %2 (level %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="167"/>
        <source>%1: %2, %3 (%4 in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="168"/>
        <location filename="../training/instructor_page.py" line="198"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="168"/>
        <location filename="../training/instructor_page.py" line="198"/>
        <source>not passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="181"/>
        <source>No trainees yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="197"/>
        <source>%1 · level %2 · %3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="207"/>
        <source>Mistakes that recur (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/instructor_page.py" line="210"/>
        <source>No mistake recurs for %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KindsChart</name>
    <message>
        <location filename="../training/charts.py" line="307"/>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/charts.py" line="307"/>
        <source>MADE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/charts.py" line="308"/>
        <source>ACCURACY WHERE TESTED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/charts.py" line="308"/>
        <source>PER DAY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/charts.py" line="309"/>
        <source>STATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/charts.py" line="359"/>
        <source>WEAK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/charts.py" line="359"/>
        <source>mastered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LevelCard</name>
    <message>
        <location filename="../training/setup_page.py" line="131"/>
        <source>target %1 s per box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="133"/>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="137"/>
        <source>%1 boxes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LockScreen</name>
    <message>
        <location filename="../shell/lock.py" line="28"/>
        <source>Station locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/lock.py" line="33"/>
        <source>PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/lock.py" line="36"/>
        <source>Unlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/lock.py" line="40"/>
        <source>Sign out (the shift stays open)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/lock.py" line="59"/>
        <source>Enter your PIN.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../shell/main_window.py" line="78"/>
        <location filename="../shell/main_window.py" line="211"/>
        <source>Dealer Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="229"/>
        <source>Floor server unreachable, retrying…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="253"/>
        <source>Users created. Sign in to open a shift.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="283"/>
        <source>Trainees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="283"/>
        <source>Trainees practise in training mode; they never deal a live shift.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="294"/>
        <location filename="../shell/main_window.py" line="312"/>
        <source>Dealer change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="295"/>
        <source>Table %1 is open, dealt by %2. Take over the table without closing the shift?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="297"/>
        <source>Take over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="371"/>
        <source>Pit boss at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="376"/>
        <source>A pit boss opens the console with their PIN; %1 stays signed in and the round stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="378"/>
        <source>Open the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../devtools/screenshots.py" line="273"/>
        <location filename="../shell/main_window.py" line="470"/>
        <source>Locked after %n minute(s) without input.</source>
        <translation>
            <numerusform>Locked after %n minute without input.</numerusform>
            <numerusform>Locked after %n minutes without input.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shell/main_window.py" line="480"/>
        <source>Locked by the dealer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeterForm</name>
    <message>
        <location filename="../console/forms.py" line="227"/>
        <source>Adjust the meter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="230"/>
        <source>The meter moves by itself only with the shares paid and the contributions of settled rounds. Any other change is a signed adjustment with its reason, kept in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="238"/>
        <source>add to the meter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="239"/>
        <source>take from the meter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="240"/>
        <source>amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="241"/>
        <source>required: why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="242"/>
        <source>Direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="244"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="246"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="254"/>
        <source>Sign the adjustment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="261"/>
        <source>Amount: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="261"/>
        <source>enter the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="262"/>
        <source>Amount: must not be zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="263"/>
        <source>Reason: a meter adjustment needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeterPage</name>
    <message>
        <location filename="../console/pages/meter.py" line="29"/>
        <source>Jackpot meter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="36"/>
        <source>Jackpot meter now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="54"/>
        <source>Every movement, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="55"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="55"/>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="55"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="55"/>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="56"/>
        <source>By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="66"/>
        <source>sign the adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="81"/>
        <source>Movements in the log: %1; signed adjustments: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="83"/>
        <source>contribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="83"/>
        <source>share paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="84"/>
        <source>adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="84"/>
        <source>void: back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="89"/>
        <source>, round id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="105"/>
        <source>Adjust the jackpot meter by %1. Reason: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="112"/>
        <source>Sign the meter adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="113"/>
        <source>Sign the adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="118"/>
        <source>Meter adjusted by %1: now %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/meter.py" line="124"/>
        <source>Meter not adjusted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NextStepBar</name>
    <message>
        <location filename="../kit/chrome.py" line="200"/>
        <source>NEXT</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../console/pages/players.py" line="30"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="34"/>
        <source>Rated players today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="35"/>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="35"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="35"/>
        <location filename="../console/pages/players.py" line="41"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="35"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="36"/>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="36"/>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="36"/>
        <source>Average bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="36"/>
        <source>Actual win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="37"/>
        <source>Theoretical win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="37"/>
        <source>Comp points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="40"/>
        <source>Cash alerts today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="41"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="41"/>
        <source>Alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="41"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="42"/>
        <source>Transactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="54"/>
        <source>cash in over the report threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="55"/>
        <source>cash out over the report threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="56"/>
        <source>structuring: several just under a threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="62"/>
        <source>Rated players, gaming day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="65"/>
        <source>player at box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="67"/>
        <source>playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="74"/>
        <source>Cash alerts, gaming day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/players.py" line="76"/>
        <source>unregistered patron</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../kit/plurals.py" line="24"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../kit/plurals.py" line="28"/>
        <source>%n+ card(s), fee %1 Ante</source>
        <translation>
            <numerusform>%n+ card, fee %1 Ante</numerusform>
            <numerusform>%n+ cards, fee %1 Ante</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../kit/plurals.py" line="32"/>
        <source>Showdown: box %1 shows its %n card(s). Press C and type them.</source>
        <translation>
            <numerusform>Showdown: box %1 shows its %n card. Press C and type it.</numerusform>
            <numerusform>Showdown: box %1 shows its %n cards. Press C and type them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PodiumWindow</name>
    <message>
        <location filename="../console/podium.py" line="94"/>
        <source>Pit podium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="95"/>
        <location filename="../console/podium.py" line="131"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="95"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="95"/>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="95"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="95"/>
        <source>House result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="96"/>
        <source>Last activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="96"/>
        <source>Held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="112"/>
        <source>Approve…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="116"/>
        <source>Refuse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="131"/>
        <source>Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="131"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="131"/>
        <source>Last seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="132"/>
        <source>Stale lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="154"/>
        <source>Table groups… (Alt+G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="160"/>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="165"/>
        <source>Stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="169"/>
        <source>Waiting for a pit boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="184"/>
        <source>Fill and credit slips (waiting ones first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="189"/>
        <source>Sign slip…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="192"/>
        <source>Void slip…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="211"/>
        <source>Rated players and cash alerts today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="242"/>
        <source>jackpot share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="242"/>
        <source>payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="243"/>
        <source>box %1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="250"/>
        <source>QUEUED: the linked jackpot meter %1 is locked by the hit at %2, round %3. Approve that one first; this share is then paid from the meter as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="262"/>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="262"/>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="292"/>
        <source>fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="292"/>
        <source>credit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="293"/>
        <source>waits for a pit boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="293"/>
        <source>waits for the cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="294"/>
        <source>received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="294"/>
        <source>voided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="295"/>
        <source>%1 · slip %2 · %3 %4 · %5 (asked by %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="327"/>
        <source>Sign slip %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="327"/>
        <source>Sign the slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="329"/>
        <source>Slip signed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="336"/>
        <source>Void slip %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="336"/>
        <source>Void the slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="338"/>
        <source>Slip voided: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="349"/>
        <source>Print slip %1 again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="357"/>
        <source>The copy of slip %1 is written; it says it is a copy, who signed for it and why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="365"/>
        <source>Print again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="365"/>
        <source>Slip printed again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="383"/>
        <source>cash in over the report threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="384"/>
        <source>cash out over the report threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="385"/>
        <source>structuring: several just under a threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="387"/>
        <source>unregistered patron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="388"/>
        <source>⚠ %1 · %2: %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="392"/>
        <source>player at box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="393"/>
        <source>%1, box %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="394"/>
        <source>%1, left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="396"/>
        <source>%1 · %2 · hands %3 · average bet %4 · actual win %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="409"/>
        <source>Floor server unreachable since %1: the stations&apos; states below are as last seen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="416"/>
        <source>online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="416"/>
        <source>OFFLINE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="416"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="422"/>
        <source>never seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="423"/>
        <source>%1 (%2 s ago)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="425"/>
        <source>%1, since %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="436"/>
        <source>Linked meter %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="439"/>
        <source>VARIANCE %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="443"/>
        <source>Last verification %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="444"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="444"/>
        <source>FAILED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="452"/>
        <source>Table %1: station %2 (%3) is offline, last seen %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="455"/>
        <source>Table %1: stale lease held by %2 (%3), last renewed %4: the station resumes it, or a pit boss takes the table over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="459"/>
        <source>Linked meter %1 does not add up (variance %2): run audit verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="462"/>
        <source>The verification of %1 FAILED (%2 problems): run audit verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="464"/>
        <source>No verification since %1: is the scheduled verification running?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="499"/>
        <source>Refuse the held payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="499"/>
        <source>Approve the held payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="502"/>
        <source>Refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="502"/>
        <source>Approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="530"/>
        <location filename="../console/podium.py" line="605"/>
        <source>Wrong PIN for %1: %2 attempts left before the lock-out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="120"/>
        <source>Floor ruling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="125"/>
        <source>Enter or Alt+A approves the selected round, Alt+R refuses it, Alt+L makes a floor ruling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="196"/>
        <source>Print again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="200"/>
        <source>Alt+S signs the selected waiting slip; Alt+V voids it, Alt+P prints it again, each with a reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="536"/>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="536"/>
        <source>Approved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="556"/>
        <source>Floor ruling on %1, box %2: %3. Reason: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="565"/>
        <source>Floor ruling by %1: %2, box %3 nets %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="571"/>
        <source>Second signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="572"/>
        <source>%1. A second pit boss or an administrator signs too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="573"/>
        <source>Sign as the second person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="578"/>
        <source>Sign the floor ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="578"/>
        <source>Sign the ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="678"/>
        <source>--db: a floor&apos;s postgresql:// URL, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="255"/>
        <source>%1 · round %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="278"/>
        <source>refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/podium.py" line="288"/>
        <source>Tables: %1, waiting: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeTableMenu</name>
    <message>
        <location filename="../training/table_speed.py" line="273"/>
        <source>All keys  (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="274"/>
        <source>House rules and pay tables  (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="275"/>
        <source>Lock the station  (F9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="275"/>
        <source>Locked by the trainee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="276"/>
        <source>Leave the practice table  (F10)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeTableScreen</name>
    <message>
        <location filename="../training/table_speed.py" line="290"/>
        <source>Not on the practice table: there is no shift here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="293"/>
        <source>Not on the practice table: Ctrl+Z undoes an entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="297"/>
        <source>PRACTICE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="298"/>
        <source>no shift</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <location filename="../training/progress_page.py" line="110"/>
        <location filename="../training/progress_page.py" line="213"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="113"/>
        <source>Trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="124"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="127"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="144"/>
        <source>SESSIONS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="145"/>
        <source>BOXES SETTLED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="146"/>
        <source>ACCURACY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="147"/>
        <source>SPEED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="148"/>
        <source>HIGHEST LEVEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="149"/>
        <source>WEAK KINDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="155"/>
        <source>Accuracy per level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="156"/>
        <source>Seconds per box, per level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="157"/>
        <source>Accuracy over time, per level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="158"/>
        <source>Seconds per box over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="166"/>
        <source>Mistake kinds: how often made, and accuracy where tested, per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="170"/>
        <source>Table speed: seconds per round entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="174"/>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="174"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="174"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="175"/>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="175"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="175"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="191"/>
        <source>L%1</source>
        <comment>a training level under a chart&apos;s bar: L for level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="213"/>
        <source>Progress · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="216"/>
        <source>No trainees yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="225"/>
        <source>%1 table-speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="226"/>
        <source>%1 right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="229"/>
        <location filename="../training/progress_page.py" line="262"/>
        <source>all levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="231"/>
        <source>no boxes yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="232"/>
        <source>mean per box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="234"/>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="237"/>
        <source>see the kinds below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="237"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="243"/>
        <source>%1 boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="248"/>
        <source>target %1s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="250"/>
        <source>red tick: the level&apos;s target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="255"/>
        <source>level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="281"/>
        <source>seconds per round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressWords</name>
    <message numerus="yes">
        <location filename="../training/progress_page.py" line="86"/>
        <source>%n exam(s)</source>
        <translation>
            <numerusform>%n exam</numerusform>
            <numerusform>%n exams</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportReadyDialog</name>
    <message>
        <location filename="../kit/dialogs.py" line="364"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="366"/>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="368"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="387"/>
        <source>No program on this station opens PDF files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="391"/>
        <source>Sent to the printer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/dialogs.py" line="391"/>
        <source>Not printed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../roulette/panels.py" line="471"/>
        <source>Record the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="517"/>
        <source>Seat %1 wins: every other player folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="518"/>
        <source>No showdown, no further card turned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="523"/>
        <source>Seats %1 split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="524"/>
        <source>Seat %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="528"/>
        <source>Active cards: positions %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="530"/>
        <source>POT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="530"/>
        <source>AMOUNT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="530"/>
        <source>PLAYERS IN IT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="530"/>
        <source>WON BY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="535"/>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="535"/>
        <source>Side pot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="538"/>
        <location filename="../roulette/panels.py" line="545"/>
        <source>seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="540"/>
        <source>seat %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="543"/>
        <source>(odd chip from the button&apos;s left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="553"/>
        <source>HANDS AT THE SHOWDOWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="559"/>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="574"/>
        <source>PAY SEAT %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/panels.py" line="578"/>
        <source>net %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../kit/labels.py" line="41"/>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="42"/>
        <source>pit boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="43"/>
        <source>administrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="44"/>
        <source>trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="45"/>
        <source>cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/labels.py" line="46"/>
        <source>count room</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RouletteTrackerScreen</name>
    <message>
        <location filename="../roulette/screen.py" line="205"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="211"/>
        <source>hand %1 resumed · %2 entries saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="218"/>
        <source>#%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="244"/>
        <source>✓ saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="259"/>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="261"/>
        <source>new hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="267"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="268"/>
        <source>no blinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="269"/>
        <source>NL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="269"/>
        <source>FL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="292"/>
        <source>Pre-revealed before the first round. Turn it and enter the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="294"/>
        <source>The betting is over: every remaining card is turned by the reveal rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="296"/>
        <source>The reveal rule turns the card at the Trigger (%1) if it is face down, else the next face-down card clockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="298"/>
        <source>Turn position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="303"/>
        <source>Showdown · seat %1&apos;s hole cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="304"/>
        <source>The player turns their %1 hole cards; they play with the active cards only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="313"/>
        <source>position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="317"/>
        <source>seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="325"/>
        <source>to call %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="327"/>
        <source>bet this round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="331"/>
        <source>Next card to turn: &lt;b&gt;position %1&lt;/b&gt; (if the betting ends now). A bet or raise moves the Trigger one position clockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="334"/>
        <source>of %1 (cap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="336"/>
        <source>BET SIZE THIS ROUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="338"/>
        <source>RAISE BY AT LEAST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="339"/>
        <source>HIGHEST BET THIS ROUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="340"/>
        <source>BETS AND RAISES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="342"/>
        <source>Seat %1 to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="351"/>
        <source>Set up the hand, then deal: antes and blinds are posted at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="352"/>
        <source>Set up the hand: fix what is marked in red.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="354"/>
        <source>Correct the entry and press Enter (Esc: leave it as it was).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="357"/>
        <source>Turn the card at position %1 and enter it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="360"/>
        <location filename="../roulette/screen.py" line="381"/>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="360"/>
        <location filename="../roulette/screen.py" line="382"/>
        <source>call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="360"/>
        <location filename="../roulette/screen.py" line="383"/>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="361"/>
        <source>bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="361"/>
        <source>raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="365"/>
        <source>Seat %1 to act: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="370"/>
        <source>Showdown: seat %1 shows their hole cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="371"/>
        <source>Pay the pots as shown, then press Enter to record the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="384"/>
        <source>bet/raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="385"/>
        <source>all-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="386"/>
        <source>confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="387"/>
        <source>back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="388"/>
        <source>undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="389"/>
        <source>void (pit boss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="390"/>
        <location filename="../roulette/screen.py" line="395"/>
        <source>lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="393"/>
        <source>deal the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="394"/>
        <source>next field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="394"/>
        <source>back to Russian Poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="410"/>
        <source>Locked by the dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="462"/>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="489"/>
        <source>Not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="490"/>
        <source>✗ not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="492"/>
        <source>✗ NOT SAVED: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="493"/>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="493"/>
        <source>The entry was not saved: %1
Nothing is lost; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="503"/>
        <source>The Russian Roulette table could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="505"/>
        <source>Russian Roulette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="563"/>
        <source>Correct position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="564"/>
        <source>Enter the card that is really at position %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="575"/>
        <source>Correct seat %1&apos;s hole cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="576"/>
        <source>Enter the cards the player really showed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="592"/>
        <source>Void Russian Roulette hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="593"/>
        <source>A pit boss voids the unfinished hand as a misdeal: it counts nothing. Give the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="594"/>
        <source>Void the hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundClose</name>
    <message>
        <location filename="../table/round_close.py" line="52"/>
        <source>Box %1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="53"/>
        <source>jackpot share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="53"/>
        <source>payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="82"/>
        <source>Not approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="86"/>
        <source>Pit boss co-signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="87"/>
        <source>These payouts are held until a pit boss signs with their PIN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="88"/>
        <source>Approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="88"/>
        <source>Refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="100"/>
        <source>Wrong PIN for %1: %2 attempts left before the lock-out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="102"/>
        <source>%1 is locked out after too many wrong PINs: the round stays held until another pit boss signs, or an administrator unlocks %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="121"/>
        <source>round %1 stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="127"/>
        <source>Round not stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="135"/>
        <source>No round has been started: nothing to void.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="143"/>
        <source>Void the round (misdeal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="144"/>
        <source>A pit boss voids round %1 as a misdeal. It counts nothing and stays in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="146"/>
        <source>Void the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="150"/>
        <source>Not voided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/round_close.py" line="158"/>
        <source>round voided</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundSteps</name>
    <message>
        <location filename="../table/steps.py" line="53"/>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/steps.py" line="62"/>
        <source>Same bets: only while the bets are open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/steps.py" line="94"/>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/steps.py" line="94"/>
        <source>The entry was not saved: %1
It is still on screen; try again once the cause is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <location filename="../training/round_view.py" line="52"/>
        <source>as dealt: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundViewPage</name>
    <message>
        <location filename="../console/pages/round_view.py" line="35"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="45"/>
        <source>← Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="70"/>
        <source>Approvals, refusals, voids and floor rulings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="82"/>
        <source>As entered, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="83"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="83"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="83"/>
        <source>By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="83"/>
        <source>Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="97"/>
        <source>Void…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="99"/>
        <source>Floor ruling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="101"/>
        <source>Round slip PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="103"/>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="122"/>
        <source>back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="122"/>
        <source>void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="123"/>
        <source>floor ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="123"/>
        <source>save the slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="124"/>
        <source>print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="131"/>
        <source>Loading round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="147"/>
        <source>%1  ·  Round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="148"/>
        <source>SETTLED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="148"/>
        <location filename="../console/pages/round_view.py" line="151"/>
        <source>IN PROGRESS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="149"/>
        <source>VOIDED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="150"/>
        <location filename="../console/pages/round_view.py" line="151"/>
        <source>VOID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="150"/>
        <source>RULING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="153"/>
        <source>SIMULATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="156"/>
        <source>Shift #%1  ·  dealer %2  ·  prepared by %3  ·  house rules version %4  ·  started %5  ·  settled %6  ·  jackpot at the start %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="161"/>
        <source>House %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="163"/>
        <source>House: computed %1, effective %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="168"/>
        <source>Not settled yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="169"/>
        <source>None.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="179"/>
        <source>Not settled yet: the dealer has not entered everything the engine needs. The entries so far are listed below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="199"/>
        <source>Approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="199"/>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="200"/>
        <location filename="../console/pages/round_view.py" line="219"/>
        <source>box %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="202"/>
        <source>%1 by %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="209"/>
        <source>misdeal, unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="209"/>
        <source>settled round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="210"/>
        <source>VOIDED (%1) by %2 at %3: %4. It counts nothing; its computed figures stay shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="213"/>
        <source> (not in force: the round was corrected after it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="214"/>
        <source>FLOOR RULING on box %1 by %2 at %3: %4 instead of %5 (computed): %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="218"/>
        <source>Held for a pit boss: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="239"/>
        <source>Void round %1 at %2. It will count nothing; its computed figures stay in the log and on every report, with who voided it and why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="242"/>
        <source>Void round %1 at %2 as a misdeal: it is unfinished and will count nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="249"/>
        <source>Voided by %1: round %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="252"/>
        <location filename="../console/pages/round_view.py" line="253"/>
        <source>Void the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="267"/>
        <source>Floor ruling on round %1 at %2, box %3: %4. Reason: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="274"/>
        <source>Floor ruling by %1: round %2 box %3 nets %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="278"/>
        <source>Sign the floor ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="279"/>
        <source>Sign the ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="282"/>
        <source>Not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="291"/>
        <source>Save the round slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="295"/>
        <source>Writing the round slip…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="297"/>
        <source>Round slip saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="307"/>
        <source>Round %1, table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="313"/>
        <source>round printed from the console: shift %1 round %2 (id %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/round_view.py" line="316"/>
        <source>Sent to the printer: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundWatch</name>
    <message>
        <location filename="../table/watch.py" line="144"/>
        <source>slip %1 voided by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="145"/>
        <source>slip %1 signed by %2: F4 hands it to the cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="152"/>
        <source>fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="152"/>
        <source>credit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="154"/>
        <source>Slip %1 (the %2 of %3) was VOIDED by %4: %5. Its chips do not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="156"/>
        <source>Slip %1 (the %2 of %3) is signed by %4. Press F4 to hand it to the cage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="202"/>
        <source>box %1 was paid %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="204"/>
        <source>box %1 lost %2 to the house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="206"/>
        <source>box %1 moved nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/watch.py" line="207"/>
        <source>Round %1 was VOIDED by %2: %3. It counts nothing, but its chips were moved: %4. Settle them with the players as the pit boss directs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulingForm</name>
    <message>
        <location filename="../console/forms.py" line="116"/>
        <source>Floor ruling: the amount that changes hands replaces the computed figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="125"/>
        <source>the player is paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="126"/>
        <source>the player loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="127"/>
        <source>nothing changes hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="128"/>
        <source>amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="129"/>
        <source>required: why the floor decides this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="131"/>
        <source>Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="131"/>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="132"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="132"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="143"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="145"/>
        <source>Sign the ruling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="162"/>
        <source>Box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="180"/>
        <source>Computed for box %1: %2 (kept beside the ruling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="193"/>
        <source>This round has no box to rule on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="198"/>
        <source>Amount: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="198"/>
        <source>enter the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="199"/>
        <source>Amount: zero is &quot;nothing changes hands&quot;; choose that instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/forms.py" line="201"/>
        <source>Reason: a floor ruling needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../roulette/seats.py" line="35"/>
        <source>TO ACT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="36"/>
        <source>FOLDED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="37"/>
        <source>ALL-IN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="38"/>
        <source>IN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="39"/>
        <source>SHOWS CARDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="40"/>
        <source>WINS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="41"/>
        <source>LOSES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="46"/>
        <source>SB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="47"/>
        <source>BB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="48"/>
        <source>BLIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="102"/>
        <source>STACK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="103"/>
        <source>THIS ROUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="104"/>
        <source>IN THE POT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="126"/>
        <source>BTN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="134"/>
        <source>TAKES %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="181"/>
        <source>checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="183"/>
        <source>called %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="185"/>
        <source>folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="187"/>
        <source>bet to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="189"/>
        <source>raised to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/seats.py" line="191"/>
        <source>(all-in)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <location filename="../table/seating.py" line="87"/>
        <location filename="../table/seating.py" line="91"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="91"/>
        <source>Select a box first (its number), then F12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="100"/>
        <source>Seat a player at box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="102"/>
        <source>The player&apos;s card number or its last four digits; Enter alone seats an anonymous player. More boxes after a space (&quot;2233 4&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="103"/>
        <source>card  [boxes]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="109"/>
        <source>One card number, then box numbers: not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="115"/>
        <source>player at box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="116"/>
        <source>Box %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="118"/>
        <source>L: the player leaves  ·  P: pause or resume  ·  box numbers: the player moves there (&quot;4&quot; or &quot;4 5&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="119"/>
        <source>L, P or boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="131"/>
        <source>L, P or box numbers: not %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatingStrip</name>
    <message>
        <location filename="../table/seating.py" line="59"/>
        <source>Players: none seated  ·  F12 seats a player at the selected box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="63"/>
        <source>player at box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="64"/>
        <source>box %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="65"/>
        <source>%1 (paused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/seating.py" line="66"/>
        <source>Players: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../console/pages/settings.py" line="30"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="35"/>
        <source>Station and floor settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="38"/>
        <source>Approval threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="39"/>
        <location filename="../console/pages/settings.py" line="131"/>
        <source>A box&apos;s payout at or above this waits for a pit boss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="40"/>
        <source>Lock-out after failed sign-ins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="40"/>
        <source>Failed PINs in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="41"/>
        <source>Lock-out lasts (minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="41"/>
        <source>0: until an administrator unlocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="42"/>
        <source>Gaming day starts (HH:MM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="42"/>
        <source>Shifts crossing midnight belong to the day they began.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="43"/>
        <source>Idle lock (minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="43"/>
        <source>A station locks after this time without input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="44"/>
        <source>Casino name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="44"/>
        <source>Printed on the reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="45"/>
        <source>Second signer threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="46"/>
        <source>A ruling, void or meter adjustment above this needs a second pit boss or an administrator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="48"/>
        <source>Count variance threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="50"/>
        <source>Shortest PIN (characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="50"/>
        <source>A new PIN needs at least this many characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="51"/>
        <source>Trainee pass marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="52"/>
        <source>Percent right / fewest boxes answered to pass a level; per level e.g. 80/10, 5=90/12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="53"/>
        <source>Jackpot shares paid by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="49"/>
        <source>A table-count variance beyond this needs a pit boss&apos;s written explanation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="54"/>
        <source>Who hands a jackpot share to the player; the count&apos;s computed result follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="62"/>
        <source>the cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="62"/>
        <source>the dealer, from the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="94"/>
        <source>Save the settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="104"/>
        <source>save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="149"/>
        <source>&quot;%1&quot; is not an amount (type it in %2, e.g. 5 or 5.50)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="157"/>
        <source>Nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/settings.py" line="169"/>
        <source>Settings saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettlementPanel</name>
    <message>
        <location filename="../table/settlement.py" line="401"/>
        <source>SETTLEMENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="438"/>
        <source>House %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="439"/>
        <source>jackpot after the round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../table/settlement.py" line="443"/>
        <source>%n payout(s) HELD for a pit boss</source>
        <translation>
            <numerusform>%n payout HELD for a pit boss</numerusform>
            <numerusform>%n payouts HELD for a pit boss</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="444"/>
        <source>co-sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/settlement.py" line="447"/>
        <source>confirm the round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <location filename="../training/setup_page.py" line="81"/>
        <source>Ante and Bet: PAY, TAKE or RETURN each (or the net).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="82"/>
        <source>Ante and Bet (or the net).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="83"/>
        <source>Ante, Bet and the fees (or the net); the dealer cards taken out for a bought game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="85"/>
        <source>Ante, Bet, fees and the bonus (or the net); the cards taken out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="86"/>
        <source>Every term with insurance (or the net); the insurance maximum; the cards taken out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="88"/>
        <source>Every term (or the net); hand 2; the insurance maximum; the cards taken out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="90"/>
        <source>Every term (or the net); the amount the cap withholds; hand 2; the insurance maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="282"/>
        <source>LEVELS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="298"/>
        <source>ANSWERING, BY KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="301"/>
        <source>P  T  R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="301"/>
        <source>pay, take, return; then the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="302"/>
        <source>answer the net instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="303"/>
        <source>next figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="304"/>
        <source>check; next box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="305"/>
        <source>choose the mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="306"/>
        <source>house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="345"/>
        <source>NEW HERE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="345"/>
        <source>YOU STATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="346"/>
        <source>YOUR FOCUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="360"/>
        <source>MODE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="368"/>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="368"/>
        <source>Your pace; feedback after each box or at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="369"/>
        <source>Timed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="369"/>
        <source>Against the clock at the level&apos;s target time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="370"/>
        <source>Table speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="370"/>
        <source>The live-table screen on practice rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="371"/>
        <source>Name the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="371"/>
        <source>Every hand of the level&apos;s rounds, by key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="372"/>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="372"/>
        <source>Count stacks, colour up, cut and pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="373"/>
        <location filename="../training/setup_page.py" line="471"/>
        <source>Exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="373"/>
        <source>Locked; an instructor starts it with their PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="391"/>
        <source>Feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="394"/>
        <source>After each box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="395"/>
        <source>At the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="406"/>
        <location filename="../training/setup_page.py" line="417"/>
        <location filename="../training/setup_page.py" line="432"/>
        <location filename="../training/setup_page.py" line="446"/>
        <location filename="../training/setup_page.py" line="471"/>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="437"/>
        <source>Enter each practice round on the real table screen from its dealing sheet, as fast as you can: bets, cards, decisions, the dealer. Your card entry is timed. Nothing is written to a shift.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="447"/>
        <source>Name every hand before any money: the dealer&apos;s as dealt and after a buy, each box&apos;s, and from level 6 the second combination in six cards. Keys 0–9 and R.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="452"/>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="453"/>
        <source>Bets as chip stacks in the house&apos;s chip set: count them, colour up with the fewest chips, cut and pay a winning Bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="464"/>
        <source>e.g. 2026-11 group A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="467"/>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="467"/>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="472"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="472"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="479"/>
        <source>Set by the instructor, started with their PIN. The same exam, level, seed and rounds deal every trainee the same rounds; no feedback until it is handed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="493"/>
        <source>Instructor: open this level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="516"/>
        <source>HOUSE RULES IN USE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="520"/>
        <source>Pay tables and every rule  F2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="586"/>
        <source>HOUSE RULES IN USE · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="626"/>
        <source>Level %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="633"/>
        <source>Practice drills steer towards: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="637"/>
        <source>Due for review (spaced repetition): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="643"/>
        <source>The clock gives %1 s per box dealt; feedback comes at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="658"/>
        <source>Start practice  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="659"/>
        <source>Start the clock  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="660"/>
        <source>Open the practice table  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="661"/>
        <source>Instructor: start the exam  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="662"/>
        <source>Name the hands  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="663"/>
        <source>Start the chips  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="687"/>
        <source>locked until level %1 is passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="696"/>
        <source>Level %1 is locked: pass level %2 first (%3 % of at least %4 boxes answered right), or ask an instructor to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/setup_page.py" line="703"/>
        <source>Exam: give the exam a name first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <location filename="../roulette/setup.py" line="131"/>
        <source>THE GAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="141"/>
        <location filename="../roulette/setup.py" line="184"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="143"/>
        <source>none, or e.g.  3 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="145"/>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="146"/>
        <source>Fixed limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="149"/>
        <source>the big blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="151"/>
        <source>twice the small bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="153"/>
        <source>Active cards (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="154"/>
        <source>Cards in the circle (n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="155"/>
        <source>Hole cards per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="156"/>
        <source>Trigger starts at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="157"/>
        <source>Pre-revealed positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="158"/>
        <source>Cards turned per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="159"/>
        <source>Raise cap per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="160"/>
        <source>Structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="161"/>
        <source>Small bet (fixed limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="162"/>
        <source>Big bet (fixed limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="176"/>
        <source>THE TABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="186"/>
        <source>Button at seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="187"/>
        <source>Small blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="188"/>
        <source>Big blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="189"/>
        <source>Ante (each player)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="196"/>
        <source>SEATS IN THE HAND AND THEIR STACKS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="207"/>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="210"/>
        <source>stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="211"/>
        <source>Seat %1: stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="232"/>
        <source>CHECK AND DEAL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="251"/>
        <source>Deal the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="303"/>
        <source>%1 is not a position number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="338"/>
        <source>small blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="343"/>
        <source>big blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="343"/>
        <source>blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../roulette/setup.py" line="398"/>
        <source>&lt;b&gt;%n betting round(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n betting round&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n betting rounds&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../roulette/setup.py" line="399"/>
        <source>%n card(s) turned after each</source>
        <translation>
            <numerusform>%n card turned after each</numerusform>
            <numerusform>%n cards turned after each</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="400"/>
        <source>Seat %1 posts %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="403"/>
        <source>Every player antes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="405"/>
        <source>Seat %1 acts first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/setup.py" line="415"/>
        <source>&lt;b&gt;Fix the set-up&lt;/b&gt;: the reasons are shown next to the fields.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShiftOpenScreen</name>
    <message>
        <location filename="../shell/shift_open.py" line="38"/>
        <source>Open a shift: check the house rules this table plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="50"/>
        <source>table name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="62"/>
        <source>TABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="63"/>
        <source>DEALER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="64"/>
        <source>HOUSE RULES PROFILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="65"/>
        <source>JACKPOT METER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="75"/>
        <source>OPENER: THE TRAY BY DENOMINATION (A PIT BOSS CONFIRMS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="91"/>
        <source>Sign out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="97"/>
        <source>Open the shift  (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="154"/>
        <source>Profile %1, version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="161"/>
        <source>Name the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="164"/>
        <source>No dealer can deal this shift: add a dealer first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="175"/>
        <source>Count the tray: the number of chips of each denomination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="180"/>
        <location filename="../shell/shift_open.py" line="183"/>
        <source>Confirm the opener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/shift_open.py" line="181"/>
        <source>The tray at %1 holds %2. A pit boss confirms the count with their PIN.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SignInScreen</name>
    <message>
        <location filename="../shell/signin.py" line="34"/>
        <location filename="../shell/signin.py" line="45"/>
        <source>Sign in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/signin.py" line="34"/>
        <source>Choose your name, type your PIN and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/signin.py" line="41"/>
        <source>PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/signin.py" line="55"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/signin.py" line="65"/>
        <source>kept for you when you sign in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/signin.py" line="147"/>
        <source>Choose your name first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/signin.py" line="152"/>
        <source>Enter your PIN.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Signature</name>
    <message>
        <location filename="../kit/signature.py" line="88"/>
        <source>Wrong PIN for %1: %2 attempts left before the lock-out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/signature.py" line="91"/>
        <source>%1 is locked out after too many wrong PINs: another person signs, or an administrator unlocks %1. Nothing was recorded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlipsPage</name>
    <message>
        <location filename="../console/pages/slips.py" line="30"/>
        <source>Fill and credit slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="33"/>
        <source>Waiting slips first, then the latest shifts&apos; slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="34"/>
        <source>Slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="34"/>
        <source>Table · shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="34"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="34"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="35"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="35"/>
        <source>Requested by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="38"/>
        <source>No fill or credit slip yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="46"/>
        <source>Finish the slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="48"/>
        <location filename="../console/pages/slips.py" line="180"/>
        <source>Void the slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="50"/>
        <location filename="../console/pages/slips.py" line="198"/>
        <source>Print again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="67"/>
        <source>choose a slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="67"/>
        <source>finish it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="68"/>
        <source>void it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="68"/>
        <source>print it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="78"/>
        <source>fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="78"/>
        <source>credit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="81"/>
        <source>waits for a pit boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="81"/>
        <source>waits for the cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="82"/>
        <source>received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="82"/>
        <source>voided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="93"/>
        <source>%1 · #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="122"/>
        <source>Slip %1: the %2 of %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="123"/>
        <source>Requested by %1 at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="125"/>
        <source>Signed by %1 at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="127"/>
        <source>Received by %1 at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="129"/>
        <source>Voided by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="131"/>
        <source>Printed again by %1 at %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="141"/>
        <source>The %1 of %2 (slip %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="154"/>
        <source>Sign slip %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="155"/>
        <source>A pit boss signs the slip with their PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="157"/>
        <source>Sign the slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="162"/>
        <source>Slip %1 at the cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="163"/>
        <source>The cage (or its runner) signs that the %1 of %2 was handed over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="166"/>
        <source>Slip %1 received by the cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="167"/>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="174"/>
        <source>why it is voided (its chips no longer count in the shift&apos;s figures). A pit boss signs with their PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="176"/>
        <source>why it is voided. A pit boss signs with their PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="177"/>
        <source>Void slip %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="179"/>
        <source>Slip %1 voided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="188"/>
        <source>Print slip %1 again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="191"/>
        <source>Slip %1 printed again: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="192"/>
        <source>The copy of slip %1 is written; it says it is a copy, who signed for it and why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/slips.py" line="195"/>
        <source>why it is printed again. A pit boss signs with their PIN; the copy says so.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartupScreen</name>
    <message>
        <location filename="../shell/startup.py" line="31"/>
        <source>Opening the shift log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="32"/>
        <source>Checking the database and its audit chain. No round can start until the checks pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="45"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="58"/>
        <source>Database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="59"/>
        <source>quick check of the file, then the audit chain since the last verified point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="67"/>
        <source>New database created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="67"/>
        <source>Database structure: ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="68"/>
        <source>Audit chain verified: entries %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="71"/>
        <source>Audit chain: nothing new to verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="72"/>
        <source>Audit key: found and matching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="75"/>
        <source>Schema upgraded from version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../shell/startup.py" line="83"/>
        <source>The start-up checks did not pass. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../training/summary_page.py" line="72"/>
        <source>Save again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="80"/>
        <source>SCORE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="87"/>
        <source>TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="94"/>
        <source>MISTAKES BY KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="110"/>
        <source>EVERY BOX · choose one to see why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="126"/>
        <source>My progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="128"/>
        <source>Choose a level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="130"/>
        <source>Again, new rounds  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="146"/>
        <source>Exam %1 handed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="148"/>
        <source>Time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="150"/>
        <source>Session complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="151"/>
        <source>Level %1 · %2 · %3 · drill %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="157"/>
        <source>%1 of %2 boxes answered right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="159"/>
        <source>%1 not answered (not counted as wrong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="165"/>
        <source>practice: no clock · target would be %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="169"/>
        <source>time limit %1 · target %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="171"/>
        <source>target %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="174"/>
        <source>stopped early · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="177"/>
        <source>within the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="180"/>
        <source>over the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="189"/>
        <source>None. Every answer was right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="189"/>
        <source>No mistakes to classify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="202"/>
        <source>Round %1 · box %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="224"/>
        <source>Saving to your progress…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="227"/>
        <source>✓ Saved to your progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/summary_page.py" line="230"/>
        <source>✗ NOT SAVED: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableGroupsWindow</name>
    <message>
        <location filename="../console/groups.py" line="72"/>
        <source>Table groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="73"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="73"/>
        <source>Table group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="73"/>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="73"/>
        <source>Shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="73"/>
        <source>Set by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="85"/>
        <source>Put in the group…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="89"/>
        <source>Take out of its group…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="93"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="97"/>
        <source>The arrows choose a table. Alt+J puts it in the group chosen here (it gets the group&apos;s chip set and house rules); Alt+O takes it out of its group, with a reason (it keeps them as its own). A pit boss or an administrator signs each with their PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="108"/>
        <source>Group:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="114"/>
        <source>The pit&apos;s tables and their groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="118"/>
        <source>Tables that left a group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="132"/>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="136"/>
        <source>chip set and house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="137"/>
        <source>chip set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="137"/>
        <source>house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="150"/>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="151"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="153"/>
        <source>(no table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="155"/>
        <source>in no group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="171"/>
        <source>%1 left %2 at version %3 — %4, %5: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="174"/>
        <source>None yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="198"/>
        <source>Put a table in a group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="199"/>
        <source>%1 joins table group %2: it gets the group&apos;s chip set and house rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="203"/>
        <source>%1 is in table group %2 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="212"/>
        <source>%1 leaves table group %2: it keeps the chip set and house rules it holds, as its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="216"/>
        <source>%1 left table group %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="201"/>
        <source>Sign: put it in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="211"/>
        <source>Take a table out of its group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/groups.py" line="214"/>
        <source>Sign: take it out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <location filename="../table/keys.py" line="95"/>
        <source>Locked by the dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="187"/>
        <source>Enter acts on the step named: press a key shown, or Esc to go back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="199"/>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="200"/>
        <location filename="../table/keys.py" line="224"/>
        <source>bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="201"/>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="202"/>
        <source>exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="203"/>
        <source>6th card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="204"/>
        <source>play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="205"/>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="206"/>
        <source>insure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="207"/>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="208"/>
        <source>take Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="209"/>
        <source>buy game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="211"/>
        <source>box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="214"/>
        <source>confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="215"/>
        <location filename="../table/keys.py" line="228"/>
        <source>back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="216"/>
        <source>undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="217"/>
        <source>all keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="224"/>
        <source>select a box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="224"/>
        <source>Ante / dark box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="225"/>
        <source>cards of the selected box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="225"/>
        <source>exchange (number of cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="226"/>
        <source>sixth card bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="226"/>
        <source>play / fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="226"/>
        <source>insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="227"/>
        <source>dealer&apos;s hand, replacement card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="227"/>
        <source>take the Ante / buy a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="228"/>
        <source>the next step; confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="228"/>
        <source>undo the last entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="229"/>
        <source>house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="229"/>
        <source>dealer change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="229"/>
        <source>void the round (pit boss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="230"/>
        <source>pit boss console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="230"/>
        <source>Russian Roulette table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="231"/>
        <source>lock the station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="231"/>
        <source>close the shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="232"/>
        <source>cash buy-in (counted shifts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="232"/>
        <source>fill / credit (counted shifts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="233"/>
        <source>hourly tray count (counted shifts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="234"/>
        <source>players: seat at the selected box (card number), leave, pause, move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="237"/>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableMenu</name>
    <message>
        <location filename="../table/menu.py" line="37"/>
        <source>All keys  (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="38"/>
        <source>House rules and pay tables  (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="39"/>
        <source>Dealer change  (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="40"/>
        <source>Void the round, pit boss  (F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="41"/>
        <source>Pit boss console  (F6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="42"/>
        <source>Russian Roulette table  (F7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="43"/>
        <source>Lock the station  (F9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="43"/>
        <source>Locked by the dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="44"/>
        <source>Close the shift  (F10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="45"/>
        <source>Cash buy-in  (F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="46"/>
        <source>Fill from the cage  (F4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="47"/>
        <source>Credit to the cage  (Shift+F4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="48"/>
        <source>Hourly tray count  (F11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/menu.py" line="67"/>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <location filename="../table/presenter.py" line="225"/>
        <source>DEALER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="227"/>
        <source>BOX %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="232"/>
        <location filename="../table/presenter.py" line="352"/>
        <source>box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="234"/>
        <location filename="../table/presenter.py" line="350"/>
        <source>the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="235"/>
        <source>this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="243"/>
        <location filename="../table/presenter.py" line="412"/>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="246"/>
        <location filename="../table/presenter.py" line="358"/>
        <location filename="../table/presenter.py" line="412"/>
        <source>Box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="248"/>
        <source>Press a box&apos;s digit to select it, or D for the dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="250"/>
        <source>nothing to enter here now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="257"/>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="258"/>
        <source>dark box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="259"/>
        <source>bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="260"/>
        <source>no more bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="261"/>
        <source>bonus cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="262"/>
        <source>exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="263"/>
        <source>sixth card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="264"/>
        <source>sixth card, seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="265"/>
        <location filename="../table/presenter.py" line="590"/>
        <source>play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="266"/>
        <location filename="../table/presenter.py" line="590"/>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="267"/>
        <source>insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="268"/>
        <source>dealer&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="269"/>
        <location filename="../table/presenter.py" line="593"/>
        <source>take the Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="270"/>
        <location filename="../table/presenter.py" line="593"/>
        <source>buy a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="271"/>
        <source>replacement card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="272"/>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="273"/>
        <source>confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="290"/>
        <source>Refused by %1: %2. Correct it (digit, key) or Enter after a recount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="296"/>
        <source>Held for a pit boss (box %1): press Enter for the co-signature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="298"/>
        <source>Pay and take as shown, then press Enter to confirm the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="300"/>
        <source>Enter: yes · Esc: no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="304"/>
        <source>Bonus first: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="308"/>
        <source>Then the next entry: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="313"/>
        <source>%1, round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="319"/>
        <source>Jackpot hit QUEUED: the linked jackpot meter %1 is locked by the hit at %2. This hit is approved and paid once that one is paid, from the meter as it then stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="327"/>
        <source>PAY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="327"/>
        <source>TAKE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="327"/>
        <source>RETURN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="334"/>
        <source>box %1 %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="343"/>
        <source>Box %1: A Ante (⇧A dark box), B bonus. Another box: its digit. No more bets: Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="348"/>
        <source>the settlement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="354"/>
        <source>Dealer: D corrects the dealer&apos;s hand (asks first). Esc: back to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="360"/>
        <source>%1: nothing to enter now; C, P, F… correct an entry (asks first). Esc: back to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="364"/>
        <source>%1: %2. Esc: back to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="371"/>
        <source>Place the bets: a box&apos;s digit, then A for its Ante (⇧A dark box), B for a bonus. R: same bets as last round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="373"/>
        <source>More bets: digit, then A or B. No more bets: press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="375"/>
        <source>Box %1 shows its five cards for the bonus: press C and type them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="379"/>
        <source>Box %1: play (P) or fold (F). Before that: exchange X, sixth card S.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="381"/>
        <source>Box %1: play (P) or fold (F). Before that: exchange X.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="383"/>
        <source>Box %1: play (P) or fold (F). Before that: sixth card S.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="385"/>
        <source>Box %1: play (P) or fold (F).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="388"/>
        <source>Turn the dealer&apos;s cards and enter them: press D.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="390"/>
        <source>No game. Box %1 takes the Ante (T) or buys a game (G).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="396"/>
        <source>Same rank and still no game: take out %1 (drawn for %2) as well and enter the next card: D.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="398"/>
        <source>A game was bought: take out the dealer&apos;s %1 and enter the card drawn: D.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="416"/>
        <source>Ante between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="418"/>
        <source>dark: Ante and Bet both down, always plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="419"/>
        <source>%1 · Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="420"/>
        <source>%1 · dark box Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="424"/>
        <source>Bonus between %1 and %2 (0 = none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="426"/>
        <source>%1 · bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="429"/>
        <source>Insurance between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="430"/>
        <source>Insurance: the hand is not known yet; the engine checks it at the showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="431"/>
        <source>%1 · insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="433"/>
        <source>%1 · exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="434"/>
        <source>How many cards? (If seen: discarded cards / drawn cards, e.g. 2c 5d / 9s 4h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="436"/>
        <source>%1 · sixth card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="437"/>
        <source>The sixth card, as dealt face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="439"/>
        <source>%1 · cards as dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="440"/>
        <source>The five cards as dealt (shown for the bonus, or at an exchange)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="443"/>
        <source>%1 · showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="445"/>
        <source>Dealer&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="445"/>
        <source>The dealer&apos;s five cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="448"/>
        <source>Take out %1; enter the card dealt in its place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="449"/>
        <source>The replacement card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="451"/>
        <source>Same rank: the free redraw. Take out %1 as well; enter the next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="453"/>
        <source>Dealer · replacement card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="471"/>
        <source>%1 is not an amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="480"/>
        <source>Type the number of cards, or the discarded cards / the drawn cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="485"/>
        <location filename="../table/presenter.py" line="492"/>
        <source>%1 is not a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="487"/>
        <location filename="../table/presenter.py" line="494"/>
        <source>%1 is typed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="496"/>
        <source>%1 cards: expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="514"/>
        <source>%1 is already at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="543"/>
        <source>Enter a value, or Esc to go back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="545"/>
        <source>%1 of %2 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="566"/>
        <source>Already recorded: %1 %2. Nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="568"/>
        <source>Replace %1 %2 with %3?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="570"/>
        <source>Change %1 from %2 to %3?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="581"/>
        <source>the dealer&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="583"/>
        <source>the dealer&apos;s replacement card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="585"/>
        <source>box %1&apos;s cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="587"/>
        <source>box %1&apos;s cards as dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="589"/>
        <source>box %1&apos;s decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="592"/>
        <source>box %1&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="596"/>
        <source>box %1&apos;s exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="598"/>
        <source>box %1&apos;s sixth card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="599"/>
        <source>bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="601"/>
        <source>box %1&apos;s insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="603"/>
        <source>Ante %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="605"/>
        <source>bonus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="607"/>
        <source>dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/presenter.py" line="608"/>
        <source>box %1&apos;s bet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../table/screen.py" line="204"/>
        <source>Loading the round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/screen.py" line="233"/>
        <source>#%1 · since %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/screen.py" line="238"/>
        <source>%1 (signed in: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/screen.py" line="250"/>
        <source>resumed round %1 at step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/screen.py" line="275"/>
        <source>next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/screen.py" line="343"/>
        <source>Not done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/screen.py" line="260"/>
        <source>saved at %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableSelection</name>
    <message>
        <location filename="../table/selection.py" line="54"/>
        <source>Correcting the round: enter the right value, or Esc to return to the settlement.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableShift</name>
    <message>
        <location filename="../table/shift_actions.py" line="51"/>
        <source>This shift has no table count (it opened before the house set its chips).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="56"/>
        <source>Not done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="60"/>
        <location filename="../table/shift_actions.py" line="72"/>
        <location filename="../table/shift_actions.py" line="76"/>
        <location filename="../table/shift_actions.py" line="83"/>
        <source>Cash buy-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="61"/>
        <source>The cash the player hands over, then the seat if you like (&quot;500&quot; or &quot;500 3&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="62"/>
        <source>amount [seat]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="73"/>
        <source>Type the amount, then the seat if you like: not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="82"/>
        <source>buy-in %1 recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="83"/>
        <source>%1 in cash: pay out %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="95"/>
        <source>Fill from the cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="95"/>
        <source>Credit to the cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="96"/>
        <source>The chips by denomination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="104"/>
        <source>slip %1 waits for the podium&apos;s signature (F4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="110"/>
        <location filename="../table/shift_actions.py" line="128"/>
        <source>Sign the slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="111"/>
        <location filename="../table/shift_actions.py" line="129"/>
        <source>%1 in chips. A pit boss signs the slip with their PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="116"/>
        <source>Slip %1 waits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="117"/>
        <source>The %1 of %2 (slip %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="117"/>
        <location filename="../table/shift_actions.py" line="153"/>
        <source>fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="117"/>
        <location filename="../table/shift_actions.py" line="153"/>
        <source>credit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="123"/>
        <source>waits for a pit boss&apos;s signature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="123"/>
        <source>waits for the cage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="124"/>
        <source>Finish it now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="124"/>
        <source>Finish it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="134"/>
        <source>Void slip %1? A pit boss gives the reason and signs; the chips do not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="136"/>
        <location filename="../table/shift_actions.py" line="142"/>
        <source>Void the slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="139"/>
        <source>slip %1 voided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="141"/>
        <source>Void slip %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="143"/>
        <source>%1: why it is voided. A pit boss signs with their PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="149"/>
        <source>slip %1 received by the cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="151"/>
        <source>Slip %1 at the cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="152"/>
        <source>The cage (or its runner) signs that the %1 of %2 was handed over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="155"/>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="157"/>
        <source>slip %1 waits for the cage (F4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="163"/>
        <location filename="../table/shift_actions.py" line="170"/>
        <source>Hourly tray count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="164"/>
        <source>Count the tray by denomination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="168"/>
        <source>tray counted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="178"/>
        <source>Finish (or void) the round before the dealer changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="183"/>
        <location filename="../table/shift_actions.py" line="184"/>
        <source>Dealer change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="185"/>
        <source>The incoming dealer signs in with their PIN. The shift stays open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="186"/>
        <source>Take over the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="193"/>
        <source>%1 took over the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="198"/>
        <source>Finish (or void) the round before closing the shift.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="204"/>
        <location filename="../table/shift_actions.py" line="207"/>
        <source>Close the shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="205"/>
        <source>Close shift #%1 at %2? The log&apos;s integrity is checked and the shift report is printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="211"/>
        <location filename="../table/shift_actions.py" line="234"/>
        <source>Shift not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="220"/>
        <source>Count the closer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="220"/>
        <source>Count the tray by denomination before the shift closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="226"/>
        <location filename="../table/shift_actions.py" line="229"/>
        <source>Confirm the closer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="227"/>
        <source>The tray holds %1. A pit boss confirms the count with their PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="232"/>
        <source>Closing the shift: checking the log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="238"/>
        <source>Shift #%1 is closed. The integrity check passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="241"/>
        <location filename="../table/shift_actions.py" line="245"/>
        <source>Shift closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../table/shift_actions.py" line="241"/>
        <source>The shift report:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableSpeedPage</name>
    <message>
        <location filename="../training/table_speed.py" line="401"/>
        <source>DEALING SHEET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="410"/>
        <source>Enter the round on the table, in this order. Done lines are ticked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="425"/>
        <source>Leave  F10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="481"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="482"/>
        <source>as dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="482"/>
        <source>not as dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="500"/>
        <source>All rounds entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="503"/>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="517"/>
        <source>Confirm the round: Enter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableSpeedSheet</name>
    <message>
        <location filename="../training/table_speed.py" line="324"/>
        <source>Box %1: dark box, Ante %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="325"/>
        <source>Box %1: Ante %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="326"/>
        <source>, bonus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="328"/>
        <source>No more bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="330"/>
        <source>Box %1 shows its five: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="333"/>
        <source>Box %1 exchanges %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../training/table_speed.py" line="312"/>
        <source>Box %1 exchanges %n card(s), unseen</source>
        <translation>
            <numerusform>Box %1 exchanges %n card, unseen</numerusform>
            <numerusform>Box %1 exchanges %n cards, unseen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="338"/>
        <source>Box %1 buys a sixth card: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="339"/>
        <source>Box %1 buys a sixth card, unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="341"/>
        <source>Box %1 plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="342"/>
        <source>Box %1 folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="344"/>
        <source>Box %1 insures %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="346"/>
        <source>Dealer turns %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="348"/>
        <source>Box %1 takes the Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="349"/>
        <source>Box %1 buys a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="351"/>
        <source>Dealer draws %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/table_speed.py" line="353"/>
        <source>Box %1 shows %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TermRow</name>
    <message>
        <location filename="../training/answer.py" line="179"/>
        <source>PAY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="179"/>
        <source>TAKE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="180"/>
        <location filename="../training/answer.py" line="233"/>
        <source>EVEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="180"/>
        <location filename="../training/answer.py" line="233"/>
        <source>RETURN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="221"/>
        <source>nothing moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="221"/>
        <source>returned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="222"/>
        <source>amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="232"/>
        <source>choose PAY, TAKE or %1 (keys P, T, R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/answer.py" line="235"/>
        <source>enter the amount to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <location filename="../kit/chrome.py" line="293"/>
        <source>TABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="294"/>
        <source>SHIFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="295"/>
        <source>ROUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="296"/>
        <source>DEALER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="297"/>
        <source>JACKPOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="301"/>
        <source>HOUSE RULES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="304"/>
        <source>Show the pay tables and every house rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="316"/>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="327"/>
        <source>✓ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="327"/>
        <source>✓ Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="330"/>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/chrome.py" line="333"/>
        <source>✗ NOT SAVED: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TraineeProgressView</name>
    <message>
        <location filename="../training/progress_page.py" line="337"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="345"/>
        <location filename="../training/progress_page.py" line="361"/>
        <source>✗ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="348"/>
        <source>Writing the PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/progress_page.py" line="356"/>
        <source>✓ PDF saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <location filename="../training/feedback.py" line="40"/>
        <source>NOT ANSWERED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="42"/>
        <source>RIGHT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/feedback.py" line="43"/>
        <source>WRONG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="62"/>
        <source>Plain showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="63"/>
        <source>The dealer has a game: a fold loses the Ante; a box that beats the dealer is paid Bet × odds of its hand and its Ante is returned; a box the dealer beats loses Ante and Bet; a tie returns both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="64"/>
        <source>Dealer has no game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="65"/>
        <source>The dealer has no game: a box that takes the Ante is paid the Ante 1:1 and its Bet returned; a dark box does the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="66"/>
        <source>Buying: bought game, redraw, exchange fees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="67"/>
        <source>A box buys a game for one Ante: the dealer&apos;s highest card is replaced (and once more, free, when the new card has the same rank and still no game); the box is then settled against the new hand, or pushed when the dealer still has no game. Exchange fees are the house&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="68"/>
        <source>Bonus and jackpot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="69"/>
        <source>The bonus is paid on the five cards as dealt; straight and royal flushes take a share of the jackpot meter (shared out when claims exceed it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="70"/>
        <location filename="../training/words.py" line="207"/>
        <source>Insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="71"/>
        <source>Insurance wins 1:1 when the dealer has no game on the first reveal, is lost when the box beats a dealer with a game, and is returned otherwise; its maximum is a percentage of the expected payout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="72"/>
        <source>Two hands, six cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="73"/>
        <source>Six cards play the best five; hand 2 (a combination with a card outside hand 1&apos;s) is paid with hand 1 when hand 1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="74"/>
        <source>Maximum payout (cap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="75"/>
        <source>A box&apos;s winnings in one round never exceed the maximum payout; the excess is withheld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="76"/>
        <source>a box folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="77"/>
        <source>showdown, box wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="78"/>
        <source>showdown, dealer wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="79"/>
        <source>showdown, tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="80"/>
        <source>dark box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="81"/>
        <source>dealer has no game, box takes the Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="82"/>
        <source>dealer has no game, dark box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="83"/>
        <source>exchange (fee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="84"/>
        <source>bought game, dealer then qualifies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="85"/>
        <source>bought game, dealer still has no game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="86"/>
        <source>same-rank redraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="87"/>
        <source>bonus wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="88"/>
        <source>bonus loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="89"/>
        <source>jackpot share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="90"/>
        <source>jackpot claims shared out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="91"/>
        <source>insurance wins (no game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="92"/>
        <source>insurance lost (box beats the dealer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="93"/>
        <source>insurance returned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="94"/>
        <source>sixth card (best five of six)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="95"/>
        <source>hand 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="96"/>
        <source>maximum payout (cap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="97"/>
        <source>wrong winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="98"/>
        <source>Compare hand 1 with the dealer&apos;s hand: category first, then the ranks in order of significance; equal hands tie and return Ante and Bet (RULES.md §2, §9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="99"/>
        <source>hand read one category too high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="100"/>
        <location filename="../training/words.py" line="102"/>
        <source>Pay the Bet at the odds of the hand&apos;s own category (RULES.md §2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="101"/>
        <source>hand read one category too low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="103"/>
        <source>Ante paid even money on a win where it is pushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="104"/>
        <source>When the box beats a dealer with a game, the Ante is only returned (house: ante_on_win = push, §9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="105"/>
        <source>Ante pushed on a win where it is paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="106"/>
        <source>This house pays the Ante even money when the box wins (house: ante_on_win = even_money, §9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="107"/>
        <source>odds paid on the Ante instead of the Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="108"/>
        <source>The pay-table odds are paid on the Bet (B = bet_multiple × A), not on the Ante (§1, §9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="109"/>
        <source>no-game Ante returned instead of paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="110"/>
        <source>When the dealer has no game, a box that takes the Ante (and a dark box) is paid the Ante 1:1, and the Bet is returned (§8, §5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="111"/>
        <source>bought game settled as if the box took the Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="112"/>
        <source>A box that buys a game gives up the Ante win, pays the purchase fee and is settled against the dealer&apos;s new hand (§8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="113"/>
        <source>Ante wrong after a bought game that still has no game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="114"/>
        <source>When the dealer still has no game after a bought game, the Ante follows ante_if_bought_no_game (default: returned) and the Bet is returned (§8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="115"/>
        <source>same-rank redraw missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="116"/>
        <source>If the replacement card has the rank of the card taken out and the dealer still has no game, the dealer replaces it once more, free (house: same_rank_redraw, §8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="117"/>
        <source>fee forgotten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="118"/>
        <source>Exchange, sixth-card and buy-game fees (in Antes) are the house&apos;s and never returned (§3, §8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="119"/>
        <source>bonus settled wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="120"/>
        <source>The bonus is paid on the five cards as dealt, at the bonus table&apos;s odds on the bonus stake, whatever happens next (§4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="121"/>
        <source>jackpot share wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="122"/>
        <source>A jackpot hit is paid floor(percent × meter / 100), the stake neither won nor lost; claims over the meter are shared out pro rata (§4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="123"/>
        <source>insurance returned instead of settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="124"/>
        <source>Insurance wins 1:1 when the dealer has no game and is lost when the box beats a dealer with a game; it is returned only when the dealer&apos;s hand is higher or equal (§7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="125"/>
        <source>insurance paid or taken the wrong way round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="126"/>
        <source>Insurance is settled on the dealer&apos;s hand as first revealed: it pays 1:1 only when the dealer has no game (even if a bought game then qualifies); it is lost when the box beats a dealer with a game (§7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="127"/>
        <source>hand 2 missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="128"/>
        <source>When hand 1 beats the dealer, hand 2 (a combination with a card outside hand 1&apos;s combination) is paid too (house: two_hands, §10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="129"/>
        <source>hand 2 counted where the house does not pay it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="130"/>
        <source>With two_hands off, only hand 1 is paid (§10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="131"/>
        <source>maximum payout not applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="132"/>
        <source>A box&apos;s winnings in one round (Ante, Bet, insurance) never exceed max_payout; the excess is withheld (§11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="133"/>
        <source>maximum payout applied wrongly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="134"/>
        <source>The cap bounds the sum of the Ante, Bet and insurance winnings (and fixed-odds bonus wins only when cap_includes_bonus); jackpot shares are never capped (§11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="135"/>
        <source>ambiguous (several single mistakes fit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="136"/>
        <source>other (no single rule fits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="137"/>
        <source>folded Ante returned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="138"/>
        <source>A box that folds loses its Ante and its fees; it places no Bet and no insurance (§6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="139"/>
        <source>insurance forgotten in the net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="140"/>
        <source>The net counts every term: Ante, Bet, bonus, insurance and fees, less what the cap withholds (§7, §12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="141"/>
        <source>insurance maximum wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="142"/>
        <source>A box may insure at most the house&apos;s percentage of the payout its hand would bring: the Bet times the odds of hand 1 (and hand 2 when paid), within the house&apos;s limits (§7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="143"/>
        <source>wrong dealer card taken out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="144"/>
        <source>For a bought game the dealer&apos;s highest card is taken out and replaced by the next card of the deck (§8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="145"/>
        <source>hand 2 named wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="146"/>
        <source>Hand 2 is the best combination that uses a card outside hand 1&apos;s combination (§2, §10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="147"/>
        <source>two combinations missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="148"/>
        <source>Six cards can hold two combinations: hand 2 is a combination with a card outside hand 1&apos;s combination (§10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="149"/>
        <source>paid instead of taken, or taken instead of paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="150"/>
        <source>Each term is signed from the player&apos;s side: a win is paid (+), a loss taken (−), a push returned (0) (§12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="151"/>
        <source>arithmetic slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="152"/>
        <source>No single rule gives this figure: work the line out again from the stake and the odds (§12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="153"/>
        <source>follows from the wrong lines above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="154"/>
        <source>The net is the sum of the terms less what the cap withholds (§12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="171"/>
        <source>reading hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="172"/>
        <source>payouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="173"/>
        <source>insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="174"/>
        <source>fees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="175"/>
        <source>maximum payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="176"/>
        <source>chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="199"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="204"/>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="205"/>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="206"/>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="208"/>
        <source>Fees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="209"/>
        <source>Withheld by the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="210"/>
        <source>Net for the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="211"/>
        <source>Hand 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="212"/>
        <source>Insurance maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="213"/>
        <source>Dealer cards taken out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="219"/>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="220"/>
        <source>Timed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="221"/>
        <source>Exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="222"/>
        <source>Table speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="237"/>
        <source>not answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="243"/>
        <source>EVEN (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="246"/>
        <source>PAY %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="248"/>
        <source>TAKE %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="249"/>
        <source>RETURN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="252"/>
        <location filename="../training/words.py" line="257"/>
        <location filename="../training/words.py" line="263"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="279"/>
        <source>%1: follows from the wrong lines above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="282"/>
        <source>%1: several single mistakes give your figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="283"/>
        <source>%1: two mistakes at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="287"/>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/words.py" line="284"/>
        <source>Any of: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingScreen</name>
    <message>
        <location filename="../training/screen.py" line="135"/>
        <location filename="../training/screen.py" line="550"/>
        <source>Locked by the trainee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="174"/>
        <location filename="../training/screen.py" line="214"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="229"/>
        <source>Exam certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="230"/>
        <source>Sign %1&apos;s exam certificate with your PIN (logged). It lists the exam&apos;s rounds so it can be re-checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="232"/>
        <source>Sign and print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="236"/>
        <source>Writing the certificate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="245"/>
        <source>✓ Certificate saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="259"/>
        <source>Not done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="356"/>
        <source>%1 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="357"/>
        <source>no time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="360"/>
        <source>Start a locked exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="361"/>
        <source>Exam %1: level %2, %3 rounds, seed %4, %5. An instructor (pit boss) starts it with their PIN; nothing can be changed afterwards and there is no feedback until it is handed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="364"/>
        <source>Start the exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="370"/>
        <source>Open a level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="371"/>
        <source>Open level %1 for this trainee before the level below it is passed. An instructor (pit boss) signs with their PIN; it is logged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="373"/>
        <source>Open the level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="398"/>
        <source>The exam was not started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="399"/>
        <source>Exam not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="437"/>
        <source>Hand in the exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="438"/>
        <source>Hand in the exam now? Boxes not answered are shown as not answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="439"/>
        <source>Hand in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="441"/>
        <source>Stop the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="442"/>
        <source>Stop now? What you answered is graded and kept in your progress; the boxes left count as not answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="443"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="480"/>
        <location filename="../training/screen.py" line="492"/>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="480"/>
        <source>The session was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="498"/>
        <source>Table speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="499"/>
        <source>%1 rounds entered in %2 s (%3 s a round); %4 entered exactly as dealt. Saved to your progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="506"/>
        <source>Back to the levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="506"/>
        <source>Back to the trainees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="531"/>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="539"/>
        <source>Hand in the exam and sign out?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="540"/>
        <source>Stop the session and sign out? What you answered is kept in your progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="541"/>
        <source>Sign out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrayCountEditor</name>
    <message>
        <location filename="../kit/tray_count.py" line="84"/>
        <source>%1 chips: a whole number, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/tray_count.py" line="95"/>
        <source>Total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/tray_count.py" line="99"/>
        <source>last closer at this table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/tray_count.py" line="101"/>
        <location filename="../kit/tray_count.py" line="106"/>
        <source>difference %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../kit/tray_count.py" line="104"/>
        <source>the tray&apos;s par %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UsersPage</name>
    <message>
        <location filename="../console/pages/users.py" line="51"/>
        <source>Users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="57"/>
        <source>People who work the tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="58"/>
        <location filename="../console/pages/users.py" line="110"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="58"/>
        <location filename="../console/pages/users.py" line="78"/>
        <location filename="../console/pages/users.py" line="112"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="58"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="58"/>
        <source>Failed sign-ins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="66"/>
        <source>Selected user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="67"/>
        <location filename="../console/pages/users.py" line="183"/>
        <source>Nobody selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="76"/>
        <location filename="../console/pages/users.py" line="222"/>
        <source>Set the role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="81"/>
        <location filename="../console/pages/users.py" line="214"/>
        <source>Nobody changes their own role: another administrator does it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="84"/>
        <source>Reset the PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="114"/>
        <location filename="../console/pages/users.py" line="135"/>
        <source>PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="91"/>
        <source>Unlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="93"/>
        <location filename="../console/pages/users.py" line="197"/>
        <location filename="../console/pages/users.py" line="256"/>
        <source>Disable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="103"/>
        <source>Add a user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="107"/>
        <source>name as shown at sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="86"/>
        <location filename="../console/pages/users.py" line="109"/>
        <source>PIN (6 or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="83"/>
        <source>new PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="117"/>
        <source>Add the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="135"/>
        <source>role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="136"/>
        <source>unlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="137"/>
        <source>disable / enable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="138"/>
        <source>add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="152"/>
        <location filename="../console/pages/users.py" line="189"/>
        <source>disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="152"/>
        <source>LOCKED OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="152"/>
        <location filename="../console/pages/users.py" line="189"/>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="154"/>
        <source>  (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="189"/>
        <source>locked out after failed sign-ins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="190"/>
        <source>%1  ·  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="197"/>
        <source>Enable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="217"/>
        <source>%1 is already a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="220"/>
        <source>Change %1&apos;s role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="221"/>
        <source>%1 is a %2. Make them a %3?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="225"/>
        <source>%1 is now a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="234"/>
        <source>Type the new PIN first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="238"/>
        <source>New PIN set for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="244"/>
        <source>%1 is unlocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="254"/>
        <source>Disable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="255"/>
        <source>%1 will not be able to sign in until an administrator enables them again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="259"/>
        <source>%1 is enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="259"/>
        <source>%1 is disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="266"/>
        <source>Enter a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="270"/>
        <source>Enter a PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../console/pages/users.py" line="278"/>
        <source>%1 added as a %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_Chart</name>
    <message>
        <location filename="../training/charts.py" line="86"/>
        <source>No sessions yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_SkillPage</name>
    <message>
        <location filename="../training/skill_pages.py" line="128"/>
        <source>Hands handed in: %1 of %2 named.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="129"/>
        <source>Enter: the exam&apos;s settlement part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="133"/>
        <source>Done: %1 of %2 answered right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="135"/>
        <source>%1 not answered (never counted wrong).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="136"/>
        <source>Enter: back to the levels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="141"/>
        <source>Saved to your progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/skill_pages.py" line="141"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_TopBar</name>
    <message>
        <location filename="../roulette/screen.py" line="80"/>
        <source>RUSSIAN ROULETTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="90"/>
        <source>TABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="91"/>
        <source>SHIFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="92"/>
        <source>HAND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="93"/>
        <source>ROUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="94"/>
        <source>DEALER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="97"/>
        <source>◂ Russian Poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roulette/screen.py" line="98"/>
        <source>Back to the Russian Poker table (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="69"/>
        <source>practice only · never a live shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="74"/>
        <source>TRAINING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="84"/>
        <source>Levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="85"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="86"/>
        <source>Lock  F9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../training/screen.py" line="87"/>
        <source>Sign out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
