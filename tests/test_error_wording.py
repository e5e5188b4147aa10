"""The services' refusals in Russian: a typed refusal is worded by code from the catalogue
(every code's entries are checked in ``tests/test_refusal_catalogue.py``), its English line is
the contract's; the lines not typed yet (the store's, the commands', an embedded engine line)
are still worded from their shapes (``dealer_app.wording.errors.error_text``)."""

from __future__ import annotations

import re

import pytest

from dealer_app.audit_findings import Code, Entry, Where, finding
from dealer_app.auth.roles import Role
from dealer_app.refusal import Money, Refusal, word
from dealer_app.refusal_codes import (
    AmountUnusable,
    ChipSetNotConfigured,
    DeltaInvalid,
    DeltaMeterBelowZero,
    ExplanationEmpty,
    FieldTooLong,
    FloorHasNoTableNamed,
    HandNotOver,
    HoleCardsBeforeShowdown,
    HouseRulesVersionNotFound,
    IntegrityCheckFailed,
    NoRoundFitsLevel,
    NoShowdown,
    PaperRoundNeedsOtherApprover,
    PaperStepRefused,
    PinTooShort,
    PokerRoundInProgress,
    PreparerCannotApprovePaper,
    ReasonMissing,
    RoleLacksPermission,
    RouletteHandNotFound,
    RouletteHandNotOpen,
    RoundAlreadyApproved,
    RoundHoldsNothing,
    RoundIncomplete,
    RoundNotOpen,
    SeatFolded,
    ShiftClosed,
    ShiftMixesCurrencies,
    SlipKindUnknown,
    SlipNotFound,
    SlipNotPending,
    StageNoChips,
    TableHeldLive,
    UserNameTaken,
    UserNowLockedOut,
    UserRoleLacksPermission,
    UserStillSignedIn,
    amount_refusal,
)
from dealer_app.store.records import RoundStatus
from dealer_app.store.refusals import HeldBy, HeldByHere, RoundChangedMeanwhile, TableHeldNotAnswering
from dealer_app.wording.errors import error_text

# (refusal, its English line, its Russian line)
TYPED: list[tuple[Refusal, str, str]] = [
    (ShiftClosed(s=12), 'shift 12 is closed', 'смена 12 закрыта'),
    (PinTooShort(n=1), 'PIN: at least 1 characters', 'ПИН-код: не меньше 1 символа'),
    (PinTooShort(n=8), 'PIN: at least 8 characters', 'ПИН-код: не меньше 8 символов'),
    (UserNowLockedOut(name='Anna', n=3), 'Anna is now locked out after 3 failed attempts', 'пользователь Anna заблокирован после 3 неудачных попыток'),
    (UserNowLockedOut(name='Anna', n=21), 'Anna is now locked out after 21 failed attempts', 'пользователь Anna заблокирован после 21 неудачной попытки'),
    (UserRoleLacksPermission(name='Anna', role=Role.DEALER, perm='void', holders='administrator, pit boss'), 'Anna (dealer) may not void; only: administrator, pit boss', 'Anna (дилер) не может: аннулировать раунды; только: администратор, пит-босс'),
    (PaperStepRefused(n=2, why=ShiftClosed(s=3)), 'step 2 of the paper round: shift 3 is closed', 'шаг 2 бумажного раунда: смена 3 закрыта'),
    (UserNameTaken(name="'Zoë O'Neil'"), "name: a user named 'Zoë O'Neil' already exists", "имя: пользователь 'Zoë O'Neil' уже есть"),
    (IntegrityCheckFailed(audit=finding(Code.CHAIN_ALTERED, where=Where(entry=Entry(12, "step", 3)))), 'integrity check failed: entry 12 (step, round 3): does not match the chain (altered, removed or moved)', 'проверка целостности не пройдена: запись 12 (шаг, раунд 3): не совпадает с цепочкой (изменена, удалена или перемещена)'),
    (RoundIncomplete(n=5, expected='entries are missing'), 'round 5 is not complete: entries are missing', 'раунд 5 не завершён: не хватает записей'),
    (SlipNotPending(n=4, fstatus='not signed by a pit boss yet'), 'slip 4 is not signed by a pit boss yet', 'квитанция 4: ещё не подписана пит-боссом'),
    (RouletteHandNotOpen(n=3, fstatus='voided'), 'Russian Roulette hand 3 is voided', 'раздача русской рулетки 3: аннулирована'),
    (RoundNotOpen(n=3, s=2, status=RoundStatus.SETTLED), 'round 3 of shift 2 is settled', 'раунд 3 смены 2: рассчитан'),
    (RoundNotOpen(n=4, s=2, status=RoundStatus.OPEN), 'round 4 of shift 2 is open', 'раунд 4 смены 2: не завершён'),
    (SlipNotPending(n=3, fstatus='completed'), 'slip 3 is completed', 'квитанция 3: завершена'),
    (SlipNotPending(n=3, fstatus='received'), 'slip 3 is received', 'квитанция 3: принята'),
    (StageNoChips(stage='hourly'), 'hourly: at least one chip', 'ежечасный пересчёт: хотя бы одна фишка'),
    (StageNoChips(stage='credit'), 'credit: at least one chip', 'возврат: хотя бы одна фишка'),
    (ReasonMissing(what='a refusal'), 'reason: a refusal needs a reason', 'причина: отклонение — нужна причина'),
    (PokerRoundInProgress(), 'a Russian Poker round is in progress at this table: finish it, or a pit boss voids it', 'за этим столом идёт раунд русского покера: завершите его, или пит-босс его аннулирует'),
    (RouletteHandNotFound(n=3), 'no Russian Roulette hand 3', 'нет раздачи русской рулетки 3'),
    (ExplanationEmpty(), 'explanation: write what happened', 'объяснение: напишите, что произошло'),
    (HandNotOver(n=3, seat=2), 'hand 3 is not over: seat 2 is to act', 'раздача 3 не завершена: ход за местом 2'),
    (HouseRulesVersionNotFound(v=9), 'no house-rules version 9', 'нет версии правил казино 9'),
    (ChipSetNotConfigured(), 'no chip set is configured: the house sets its denominations first', 'набор фишек не настроен: сначала казино задаёт номиналы'),
    (SlipNotFound(n=5), 'no fill or credit slip 5', 'нет квитанции пополнения или возврата 5'),
    (SlipKindUnknown(kind='bonus'), 'kind: fill or credit, not bonus', 'вид: пополнение или возврат, а не bonus'),
    (RoundHoldsNothing(n=5), 'round 5 holds nothing for approval', 'в раунде 5 нечего утверждать'),
    (RoundAlreadyApproved(n=5), 'round 5 is already approved as it stands', 'раунд 5 уже утверждён в текущем виде'),
    (SeatFolded(seat=3), 'seat 3: folded; a folded hand is never shown', 'место 3: пас; карты спасовавшего игрока не показываются'),
    (HoleCardsBeforeShowdown(seat=3, n=2), 'seat 3: hole cards are shown at the showdown; round 2 is being bet', 'место 3: закрытые карты показываются на вскрытии; идёт раунд торговли 2'),
    (NoShowdown(seat=3, w=1), 'seat 3: no showdown: seat 1 won when every other player folded', 'место 3: вскрытия нет: место 1 выиграло, когда все остальные спасовали'),
    (PaperRoundNeedsOtherApprover(), 'the paper round holds payouts for approval: another pit boss (not the one entering it) approves them', 'бумажный раунд ждёт утверждения выплат: их утверждает другой пит-босс (не тот, кто его вносит)'),
    (PreparerCannotApprovePaper(name='pat'), 'pat prepared the paper round; another pit boss must approve it', 'бумажный раунд подготовлен пользователем pat; утвердить его должен другой пит-босс'),
    (UserStillSignedIn(name='pat'), 'pat is signed in on this station; sign them out first', 'пользователь pat уже вошёл на этом рабочем месте; сначала выполните выход'),
    (TableHeldLive(table='T1', holder=HeldBy('pc-2', 'host1', 7, '10:41')), 'table T1 is being dealt at station pc-2 (host1, process 7) since 10:41; a live hold is never taken over', 'за столом T1 идёт игра: рабочее место pc-2 (host1, процесс 7) с 10:41; живую игру не перехватывают'),
    (RoleLacksPermission(role=Role.DEALER, perm='approve', holders='pit boss'), 'a dealer may not approve; only: pit boss', 'дилер не может: утверждать выплаты; только: пит-босс'),
    (RoleLacksPermission(role=Role.DEALER, perm='edit house rules', holders='pit boss'), 'a dealer may not edit house rules; only: pit boss', 'дилер не может: менять правила казино; только: пит-босс'),
    (RoleLacksPermission(role=Role.DEALER, perm='request slip', holders='pit boss'), 'a dealer may not request slip; only: pit boss', 'дилер не может: запрашивать пополнение или возврат; только: пит-босс'),
    (RoleLacksPermission(role=Role.TRAINEE, perm='buy in', holders='dealer'), 'a trainee may not buy in; only: dealer', 'стажёр не может: записывать покупку фишек; только: дилер'),
    (DeltaMeterBelowZero(meter=Money(1500, "")), "delta: the meter (1500) cannot go below 0",
     "изменение: счётчик джекпота (1500) не может уйти ниже 0"),
    (DeltaMeterBelowZero(meter=Money(150000, "EUR")), "delta: the meter (€1,500.00) cannot go below 0",
     "изменение: счётчик джекпота (1\xa0500,00\xa0€) не может уйти ниже 0"),
    (FieldTooLong(field="note", max=500, n=501), "note: at most 500 characters, not 501",
     "примечание: не больше 500 символов, а не 501"),
    (TableHeldNotAnswering(table="T1", held=HeldByHere("pc-2", 7, "10:41")),
     "table T1 is held by station pc-2 (process 7) since 10:41, which no longer answers; a pit boss may take it over "
     "(--take-over)", "стол T1 занят: рабочее место pc-2 (процесс 7) с 10:41; это рабочее место больше не отвечает; "
     "пит-босс может перехватить стол (--take-over)"),
    (RoundChangedMeanwhile(n=4, s=2, a=7, b=5), "round 4 of shift 2 changed meanwhile: it has 7 entries, this station saw "
     "5 (another station or process is entering it); nothing was recorded", "раунд 4 смены 2 изменился за это время: "
     "в нём записей: 7, это рабочее место видело 5 (его вносит другое рабочее место или процесс); ничего не записано"),
    (NoRoundFitsLevel(level=3, n=4), 'no round fits level 3 under these house rules (round 4)',
     'ни один раунд не подходит для уровня 3 по этим правилам казино (раунд 4)'),
    (ShiftMixesCurrencies(s=2, currencies="EUR, RUB"), "shift 2 mixes currencies (EUR, RUB); report them separately",
     "в смене 2 несколько валют (EUR, RUB); отчёты по ним печатаются отдельно"),
    (FloorHasNoTableNamed(table="'T9'", tables="none yet"), "--table: the floor has no table 'T9' (tables: none yet)",
     "--table: в зале нет стола 'T9' (столы: пока нет)"),
]


@pytest.mark.parametrize(("refusal", "english", "russian"), TYPED, ids=[t[1][:40] for t in TYPED])
def test_refusals_in_english_and_russian(refusal: Refusal, english: str, russian: str) -> None:
    assert str(refusal) == english
    assert word(refusal, "ru") == russian


def test_english_and_unknown_lines_stay_as_they_are() -> None:
    assert error_text("shift 3 is closed", "en") == "shift 3 is closed"
    assert error_text("something new happened", "ru") == "something new happened"


# lines not typed yet: the store's and the commands' (dealer_app.wording.cli_errors), a
# message built from another layer's words
@pytest.mark.parametrize(("message", "russian"), [
    ('the round file is larger than 8 MiB', 'файл раунда: больше 8 МиБ'),
])
def test_lines_not_typed_yet(message: str, russian: str) -> None:
    assert error_text(message, "ru") == russian


def test_an_embedded_amount_problem_is_worded() -> None:
    from rules.limits import MAX_AMOUNT, amount_problem

    for value in (MAX_AMOUNT, 10**40, -MAX_AMOUNT):
        problem = amount_refusal(value)
        assert problem is not None and str(problem) == amount_problem(value)  # the engine's line, typed
        ru = word(DeltaInvalid(why=problem), "ru")
        assert not re.search(r"[A-Za-z]", ru), ru
        ru = word(AmountUnusable(why=problem), "ru")
        assert not re.search(r"[A-Za-z]", ru), ru


def test_the_module_examples() -> None:
    import doctest

    import dealer_app.wording.errors as module

    assert doctest.testmod(module).failed == 0
