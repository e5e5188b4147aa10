"""The refusals of the services, sign-in, the chip count and the screens' entry fields, typed:
a code (the class name) and its parameters, no words (:mod:`dealer_app.refusal`).

Raised inside the layer's own error (``raise StateError(ShiftClosed(s=3))``): the error's
``str()`` is the English line, and every front end words the refusal by code from the
catalogues (:mod:`dealer_app.wording.catalogue_en`, :mod:`dealer_app.wording.catalogue_ru`).
A parameter named ``why``, ``expected`` or ``held`` is another refusal, an error or the
engine's words typed (``dealer_app.services.common.RefusalDetail``); ``role``, ``status``,
``perm`` and the like are the English words of a closed set, worded by the catalogue's
tables (``{role:@role}``, :func:`dealer_app.wording.errors.part_text`).
"""

# One line a code: the codes are many and their fields few (a code is a frozen dataclass).
# ruff: noqa: E701, E702

from __future__ import annotations

from dealer_app.refusal import Money, Refusal


# dealer_app.auth.passwords
class PINAtLeast(Refusal): n: object
class PINAtMost(Refusal): pass
class PINNoControl(Refusal): pass

# dealer_app.auth.roles
class RoleMayNot(Refusal): role: object; perm: object; holders: object
class NameRoleMayNotOnly(Refusal): name: object; role: object; perm: object; holders: object

# dealer_app.cli.players
class AlertsFormatText(Refusal): pass
class DayDateYYYY(Refusal): typed: object
class DetailKEYVALUE(Refusal): typed: object
class EraseGiveCard(Refusal): pass
class ReportOutFILE(Refusal): pass
class RoundsFrom(Refusal): pass
class SetPathJSON(Refusal): path: object

# dealer_app.cli.train
class KMustWhole(Refusal): k: object; v: object

# dealer_app.money_text
class CurrencyCodeNot(Refusal): iso: object

# dealer_app.services.aml
class AmountPositiveWhole(Refusal): amount: object
class AmountWhy(Refusal): why: object
class CardNotRegisteredPlayer(Refusal): pass
class DescriptionUnregisteredPatron(Refusal): pass
class CashTxOtherTablesMeanwhile(Refusal): pass
class SlipNotPrintedAgain(Refusal): n: object; why: object
class FieldOneLineAt(Refusal): field: object
class KindBuyIn(Refusal): typed: object
class MediumCashOr(Refusal): typed: object

# dealer_app.services.app
class PathWhichTable(Refusal): path: object

# dealer_app.services.common
class FieldAtMost(Refusal): field: object; max: object; n: object
class FieldChCannot(Refusal): field: object; ch: object
class FieldContainsBroken(Refusal): field: object
class FieldOneLine(Refusal): field: object
class FieldRightLeft(Refusal): field: object; ch: object
class FieldTextNot(Refusal): field: object; jtype: object
class GamingDayStart(Refusal): text: object
class JackpotPaidBy(Refusal): text: object
class KAtMost(Refusal): k: object; n: object
class KMustAt(Refusal): k: object; low: object; n: object
class KMustAtMost(Refusal): k: object; high: object; n: object
class KMustNot(Refusal): k: object
class KUnknownSetting(Refusal): k: object
class ReasonWhatNeeds(Refusal): what: object
class TrainingPassMarks(Refusal): why: object

# dealer_app.services.context
class MeterAdjustmentAbove(Refusal): pass
class MeterAdjustmentShift(Refusal): s: object
class NameDisabled(Refusal): name: object
class NameNotDealer(Refusal): name: object; s: object; other: object
class NameNotSignature(Refusal): name: object; seq: object
class NameSecondSigner(Refusal): name: object
class NameSecondSignerPit(Refusal): name: object
class NameSignatureEntry(Refusal): name: object; seq: object; a: object; b: object
class NameSignatureEntrySeq(Refusal): name: object; seq: object; a: object; b: object
class NameSignatureEntrySeqWas(Refusal): name: object; seq: object; a: object; perm: object
class NameSignedFirst(Refusal): name: object
class NameSimulatorAnd(Refusal): name: object
class NoShiftN(Refusal): n: object
class NoUserN(Refusal): n: object
class RoundNAbove(Refusal): n: object
class RoundNShiftClosed(Refusal): n: object; s: object
class ShiftClosed(Refusal): s: object

# dealer_app.services.count
class AmountAmountNot(Refusal): amount: object; total: object
class AmountCountedDrop(Refusal): pass
class AmountPositiveWholeNumber(Refusal): why: object
class AmountWholeNumber(Refusal): amount: object
class CashWholeNumber(Refusal): x: object
class CloserCountTray(Refusal): pass
class ConfirmedByPit(Refusal): pass
class ExplanationWriteWhat(Refusal): pass
class KindFillOr(Refusal): kind: object
class NameCountedTray(Refusal): name: object
class NameMayNotAct(Refusal): name: object
class NameNotDealerShift(Refusal): name: object; s: object
class NoChipSet(Refusal): pass
class NoChipSetConfigured(Refusal): pass
class NoFillOr(Refusal): n: object
class NotesCountValue(Refusal): value: object; n: object
class NotesDNot(Refusal): d: object
class OpenerCountTray(Refusal): pass
class SeatSeatNumber(Refusal): seat: object
class ShiftHasNo(Refusal): s: object
class ShiftStillOpen(Refusal): s: object
class ShiftWasOpened(Refusal): s: object
class ShiftWasOpenedWithout(Refusal): s: object
class SlipNAlready(Refusal): n: object
class SlipNFstatus(Refusal): n: object; fstatus: object
class SlipNNot(Refusal): n: object
class StageAtLeast(Refusal): stage: object

# dealer_app.services.house
class DeltaNonZero(Refusal): pass
class DeltaWhy(Refusal): why: object
class HouseRulesVersion(Refusal): v: object; seq: object
class NoHouseRules(Refusal): name: object
class NoHouseRulesVersion(Refusal): v: object
class ProfileNameCharacters(Refusal): pass
class TableChipSet(Refusal): group: object
class TableHouseRules(Refusal): group: object
class TableInNo(Refusal): pass
class TableInNoTable(Refusal): pass

# dealer_app.services.meter_link
class StartWholeNumber(Refusal): max: object; value: object

# dealer_app.services.players
class BoxBoxTable(Refusal): box: object; n: object
class BoxBoxTaken(Refusal): box: object; n: object
class BoxesAtLeast(Refusal): pass
class CardAtLeast(Refusal): pass
class CardCardAlready(Refusal): card: object
class CardLettersOr(Refusal): typed: object
class CardNotRegistered(Refusal): pass
class FieldNotID(Refusal): field: object
class FieldOneLineCharacters(Refusal): field: object
class NoPatronRef(Refusal): ref: object
class NoRatingSession(Refusal): n: object
class PatronDetailsAre(Refusal): pass
class PatronDetailsWere(Refusal): pass
class PlayerAlreadySits(Refusal): n: object
class QueryCardNumber(Refusal): pass
class SessionNHas(Refusal): n: object
class SessionNNot(Refusal): n: object
class SessionNPaused(Refusal): n: object

# dealer_app.services.provision
class AdministratorExistsThey(Refusal): pass
class CasinoAtMost(Refusal): max: object; n: object
class CasinoCasinoName(Refusal): pass
class CasinoOnlyPrintable(Refusal): pass
class CurrencyCloseOpen(Refusal): table: object
class CurrencyThreeLetter(Refusal): iso: object
class NothingSetUp(Refusal): pass

# dealer_app.services.ratings
class FieldOneFields(Refusal): fields: object; typed: object
class ValueWholeNumber(Refusal): typed: object
class ValueWhy(Refusal): why: object

# dealer_app.services.read
class NoRoundN(Refusal): n: object

# dealer_app.services.roulette
class CirclePositionNot(Refusal): position: object; n: object
class HandNEntry(Refusal): n: object; seq: object; why: object
class HandNNot(Refusal): n: object; seat: object
class HandNRecorded(Refusal): n: object; why: object
class HandNRecordedHand(Refusal): n: object
class HandNSet(Refusal): n: object; why: object
class HandNWhy(Refusal): n: object; why: object
class NameDealtHand(Refusal): name: object; n: object
class NoRussianRoulette(Refusal): n: object
class PositionNHas(Refusal): n: object
class RussianPokerRound(Refusal): pass
class RussianRouletteHand(Refusal): n: object; fstatus: object
class RussianRouletteHandAlready(Refusal): pass
class SeatSeatFolded(Refusal): seat: object
class SeatSeatHole(Refusal): seat: object; n: object
class SeatSeatNo(Refusal): seat: object; w: object
class SeatSeatNot(Refusal): seat: object
class ThereNoAction(Refusal): pass

# dealer_app.services.rounds
class AmountWholeNumberMinor(Refusal): pass
class BoxRoundR(Refusal): r: object; box: object
class DealerNoUser(Refusal): name: object
class NamePreparedPaper(Refusal): name: object
class NamePreparedRound(Refusal): name: object; n: object
class PaperRoundAlready(Refusal): n: object; s: object
class PaperRoundHolds(Refusal): pass
class PaperRoundNot(Refusal): expected: object
class PlayedAtAfter(Refusal): pass
class PlayedAtIn(Refusal): pass
class PlayedAtMore(Refusal): pass
class PlayedAtMoreThan(Refusal): pass
class RefusedByPit(Refusal): held: object
class RoundAlreadyIn(Refusal): pass
class RoundInProgress(Refusal): pass
class RoundNAlready(Refusal): n: object
class RoundNAlreadyVoided(Refusal): n: object
class RoundNHolds(Refusal): n: object
class RoundNNot(Refusal): n: object; expected: object
class RoundNSettlement(Refusal): n: object
class RoundNShift(Refusal): n: object; s: object; status: object
class RoundNVoided(Refusal): n: object
class RoundNWas(Refusal): n: object
class RoundRStep(Refusal): r: object; n: object; seq: object; why: object
class ShiftClosedPaper(Refusal): s: object
class ShiftSimulatedTakes(Refusal): s: object
class StepNPaper(Refusal): n: object; why: object
class WaitingForPit(Refusal): held: object

# dealer_app.services.shifts
class DealerNameDealer(Refusal): pass
class DealerNameDisabled(Refusal): name: object
class DealerNameRole(Refusal): name: object; role: object
class FinishOrVoid(Refusal): pass
class IntegrityCheckFailed(Refusal): audit: object
class RoundNShiftUnfinished(Refusal): n: object; s: object
class SimulatedShiftsAre(Refusal): pass
class TableNameCharacters(Refusal): pass
class TableTableAlready(Refusal): table: object; s: object
class TableTableBeing(Refusal): table: object; holder: object

# dealer_app.services.simulate_count
class TrayTotalCannot(Refusal): total: object

# dealer_app.services.simulate_players
class NotEnoughPlayers(Refusal): pass

# dealer_app.services.table_group
class GroupNameCharacters(Refusal): pass
class GroupNoTable(Refusal): g: object
class TableNoTable(Refusal): t: object; tables: object
class GroupLeaveReason(Refusal): pass
class TableNotInGroup(Refusal): t: object; g: object

# dealer_app.services.training
class OnlyYourOwn(Refusal): pass
class ResultRoundsCorrect(Refusal): pass

# dealer_app.services.users
class AdministratorAlreadyExists(Refusal): pass
class AdministratorCannotDisable(Refusal): pass
class AdministratorNeverChanges(Refusal): pass
class BuiltInUsers(Refusal): pass
class DatabaseHasNo(Refusal): pass
class LanguageLanguageNot(Refusal): language: object; choices: object
class NameBuiltIn(Refusal): name: object; what: object
class NameDisabledAsk(Refusal): name: object
class NameLockedOut(Refusal): name: object
class NameLockedOutOn(Refusal): name: object
class NameLockedOutOnFloor(Refusal): name: object
class NameMayNotOpen(Refusal): name: object
class NameNameReserved(Refusal): name: object
class NameNotBuilt(Refusal): name: object
class NameNotBuiltIn(Refusal): name: object
class NameNotUser(Refusal): name: object
class NameNowLocked(Refusal): name: object; n: object
class NameNowLockedOut(Refusal): name: object; n: object
class NamePrintableCharacters(Refusal): pass
class NameRoleMayNot(Refusal): name: object; role: object; perm: object
class NameSignedIn(Refusal): name: object
class NameTooMany(Refusal): name: object
class NameUserNamed(Refusal): name: object
class NameUserSigned(Refusal): name: object
class NameUserSignedIn(Refusal): name: object
class NoAdministratorNamed(Refusal): name: object
class NoUserNamed(Refusal): name: object
class NobodySignedIn(Refusal): pass
class PINRightBut(Refusal): why: object
class PINRightButFloor(Refusal): name: object; role: object; perm: object
class ProblemUsersTable(Refusal): problem: object
class RecoveryKeyNot(Refusal): pass
class UnknownUserOr(Refusal): pass
class UserNameExists(Refusal): name: object; role: object

# dealer_app.table_count
class AmountMustNot(Refusal): amount: object
class ChipNColour(Refusal): n: object; v: object
class ChipNName(Refusal): n: object; max: object
class ChipNPar(Refusal): n: object; v: object
class ChipNParMust(Refusal): n: object; max: object; v: object
class ChipNValue(Refusal): n: object; v: object
class ChipNValueBeyond(Refusal): n: object
class ChipNValueMust(Refusal): n: object; v: object
class ChipSetAt(Refusal): pass
class ChipSetDenomination(Refusal): pass
class StageDNot(Refusal): stage: object; d: object
class StageDNotDenomination(Refusal): stage: object; d: object
class StageNumberD(Refusal): stage: object; d: object; v: object

# ui.kit.money
class Empty(Refusal): pass
class TypedHasMore(Refusal): typed: object
class TypedNotAmount(Refusal): typed: object

# ui.table.backend
class CardNCards(Refusal): n: object; card: object
class CardNoRegistered(Refusal): card: object

# ui.table.engine
class BoxBoxEnter(Refusal): box: object
class BoxBoxSixth(Refusal): box: object; n: object
class DealerReplacementsOne(Refusal): n: object
class KindNotEntry(Refusal): kind: object

# dealer_app.training.gates
class PassMarkGive(Refusal): pass
class PassMarkNot(Refusal): typed: object
class PassMarkEveryLevelFirst(Refusal): typed: object
class PassMarkNotLevel(Refusal): typed: object; n: object

# dealer_app.services: what one of two words decides, and amounts in the house currency
class SignCountSimulated(Refusal): name: object
class SignCountLive(Refusal): name: object
class DealSimulated(Refusal): name: object
class DealLive(Refusal): name: object
class SlipAskedBy(Refusal): name: object; n: object
class SlipAskingBy(Refusal): name: object
class FaceDown(Refusal): n: object
class FaceDownNext(Refusal): n: object; m: object
class JackpotHitQueued(Refusal): n: object; group: object; table: object; r: object
class CannotPayInChips(Refusal): amount: Money; chip: Money
class DropAlreadyEntered(Refusal): shift: object; amount: Money
class DeltaMeterBelowZero(Refusal): meter: Money
class JackpotSharesMoved(Refusal): n: object; shares: Money; meter: Money; start: Money
class PaperJackpotShares(Refusal): shares: Money; meter: Money
class VoidTakesBackContribution(Refusal): n: object; contribution: Money; meter: Money

# rules.limits: an amount beyond the largest
class BeyondLargest(Refusal): number: object; max: object
class BeyondLargestDigits(Refusal): n: object; max: object
# dealer_app.services.ratings
class ValueNegative(Refusal): pass

# dealer_app.cli.rounds
class CannotReadPath(Refusal): path: object; reason: object
# dealer_app.floor
class FloorUrlWithoutPassword(Refusal): pass
class WhichFloorTable(Refusal): tables: object
# dealer_app.workers
class WorkerKilled(Refusal): signal: object
class WorkerExited(Refusal): n: object
class StoppedUnfinished(Refusal): why: object
# dealer_app.station
class CannotReadStation(Refusal): path: object; reason: object
class StationDatabasePath(Refusal): path: object; created: object; id: object; flag: object
class StationRecordPath(Refusal): path: object
class StationRecordPathNot(Refusal): path: object
class TableAtMost(Refusal): max: object; n: object
class TableOnlyPrintable(Refusal): pass
class TableTableName(Refusal): pass


# dealer_app.cli.scaffold
class NotAllowed(Refusal): why: object


# dealer_app.cli.count
class DatabaseHasNoShift(Refusal): pass
class NotAChipList(Refusal): path: object
class PathNotJSON(Refusal): path: object; why: object
class UserNameWho(Refusal): pass

# dealer_app.cli.floor
class NotAHouseObject(Refusal): path: object
class StartBelowMax(Refusal): max: object; value: object
class StartOrMore(Refusal): pass
class LeaveOneTable(Refusal): pass

# dealer_app.cli.settle
class BatchNeedsFile(Refusal): pass
class GiveRoundFile(Refusal): pass
class HouseNeedsFile(Refusal): pass
class JobsNeedsNumber(Refusal): max: object; value: object
class LangNeedsOne(Refusal): choices: object; value: object
class BatchLineTooLong(Refusal): n: object
class BatchStoppedAt(Refusal): why: object; n: object
class OneRoundFile(Refusal): first: object; second: object
class UnknownOption(Refusal): option: object
class WhichRoundGive(Refusal): pass

# dealer_app.cli.store
class AnchorValueNot(Refusal): value: object
class JobsFromMax(Refusal): max: object
class FloorHasNoTableNamed(Refusal): table: object; tables: object

# dealer_app.cli.train
class FocusValueNot(Refusal): value: object; kinds: object
class ModeMustPractice(Refusal): value: object
class OptionNeedsValue(Refusal): option: object
class ProgressAndExam(Refusal): pass
class RecordNeedsAnswers(Refusal): pass
class RoundsMustMax(Refusal): max: object; value: object
class SeedNotNegative(Refusal): value: object
class UnexpectedArgument(Refusal): value: object


def amount_refusal(value: int) -> Refusal | None:
    """Why ``value`` is not a usable amount, typed (:func:`rules.limits.amount_problem`'s line), or ``None``."""
    from rules.limits import MAX_AMOUNT

    if -MAX_AMOUNT < value < MAX_AMOUNT:
        return None
    largest = f"{MAX_AMOUNT - 1:,}".replace(",", " ")
    if value.bit_length() > 64:
        return BeyondLargestDigits(n=int(value.bit_length() * 0.30103) + 1, max=largest)
    return BeyondLargest(number=value, max=largest)
