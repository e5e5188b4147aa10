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
class PinTooShort(Refusal): n: object
class PinTooLong(Refusal): pass
class PinHasControlCharacter(Refusal): pass

# dealer_app.auth.roles
class RoleLacksPermission(Refusal): role: object; perm: object; holders: object
class UserRoleLacksPermission(Refusal): name: object; role: object; perm: object; holders: object

# dealer_app.cli.players
class AlertsFormatUnsupported(Refusal): pass
class DayNotADate(Refusal): typed: object
class DetailNotKeyValue(Refusal): typed: object
class EraseNeedsCardOrPlayer(Refusal): pass
class ReportNeedsOutFile(Refusal): pass
class RoundsOutOfRange(Refusal): pass
class SettingsNotAnObject(Refusal): path: object

# dealer_app.cli.train
class NotAWholeNumber(Refusal): k: object; v: object

# dealer_app.money_text
class CurrencyCodeUnknown(Refusal): iso: object

# dealer_app.services.aml
class AmountNotPositive(Refusal): amount: object
class AmountInvalid(Refusal): why: object
class CardNotAPlayer(Refusal): pass
class UnregisteredPatronNeedsDescription(Refusal): pass
class CashTxOtherTablesMeanwhile(Refusal): pass
class SlipReprintFailed(Refusal): n: object; why: object
class FieldLineTooLong(Refusal): field: object
class CashKindUnknown(Refusal): typed: object
class CashMediumUnknown(Refusal): typed: object

# dealer_app.services.app
class FloorTableNeeded(Refusal): path: object

# dealer_app.services.common
class FieldTooLong(Refusal): field: object; max: object; n: object
class FieldUnprintableCharacter(Refusal): field: object; ch: object
class FieldBrokenCharacter(Refusal): field: object
class FieldNotOneLine(Refusal): field: object
class FieldRightToLeft(Refusal): field: object; ch: object
class FieldNotText(Refusal): field: object; jtype: object
class GamingDayStartNotATime(Refusal): text: object
class JackpotPaidByUnknown(Refusal): text: object
class SettingKeyTooLong(Refusal): k: object; n: object
class SettingBelowMinimum(Refusal): k: object; low: object; n: object
class SettingAboveMaximum(Refusal): k: object; high: object; n: object
class SettingEmpty(Refusal): k: object
class SettingUnknown(Refusal): k: object
class ReasonMissing(Refusal): what: object
class TrainingPassMarksInvalid(Refusal): why: object

# dealer_app.services.context
class MeterAdjustmentNeedsSecondSigner(Refusal): pass
class MeterAdjustmentShiftClosed(Refusal): s: object
class UserIsDisabled(Refusal): name: object
class NotShiftDealerNamed(Refusal): name: object; s: object; other: object
class SignatureNotRecorded(Refusal): name: object; seq: object
class CoSignatureNeedsOwnPin(Refusal): name: object
class SecondSignerNotPitBoss(Refusal): name: object
class SignatureForOtherRound(Refusal): name: object; seq: object; a: object; b: object
class SignatureForOtherShift(Refusal): name: object; seq: object; a: object; b: object
class SignatureForOtherPermission(Refusal): name: object; seq: object; a: object; perm: object
class SecondSignerSamePerson(Refusal): name: object
class SimulatorSignsSimulatedOnly(Refusal): name: object
class ShiftNotFound(Refusal): n: object
class UserIdNotFound(Refusal): n: object
class RoundNeedsSecondSigner(Refusal): n: object
class RoundShiftClosedNeedsSecondSigner(Refusal): n: object; s: object
class ShiftClosed(Refusal): s: object

# dealer_app.services.count
class DropNotNotesTotal(Refusal): amount: object; total: object
class DropAmountMissing(Refusal): pass
class AmountUnusable(Refusal): why: object
class AmountNotWholeNumber(Refusal): amount: object
class CashNotWholeNumber(Refusal): x: object
class CloserNotByDenomination(Refusal): pass
class CountNeedsPitConfirmation(Refusal): pass
class ExplanationEmpty(Refusal): pass
class SlipKindUnknown(Refusal): kind: object
class CounterCannotConfirm(Refusal): name: object
class UserMayNotActOnShift(Refusal): name: object
class NotShiftDealer(Refusal): name: object; s: object
class ChipSetNotConfiguredOpener(Refusal): pass
class ChipSetNotConfigured(Refusal): pass
class SlipNotFound(Refusal): n: object
class NoteCountInvalid(Refusal): value: object; n: object
class NoteValueUnknown(Refusal): d: object
class OpenerNotByDenomination(Refusal): pass
class SeatOutOfRange(Refusal): seat: object
class ShiftNotCountedYet(Refusal): s: object
class ShiftStillOpen(Refusal): s: object
class ShiftWithoutOpenerNoCloser(Refusal): s: object
class ShiftWithoutOpenerNoSnapshot(Refusal): s: object
class SlipAlreadyVoided(Refusal): n: object
class SlipNotPending(Refusal): n: object; fstatus: object
class SlipIncomplete(Refusal): n: object
class StageNoChips(Refusal): stage: object

# dealer_app.services.house
class DeltaZero(Refusal): pass
class DeltaInvalid(Refusal): why: object
class HouseRulesEntryMissing(Refusal): v: object; seq: object
class HouseRulesProfileNotFound(Refusal): name: object
class HouseRulesVersionNotFound(Refusal): v: object
class ProfileNameInvalid(Refusal): pass
class ChipSetIsGroups(Refusal): group: object
class HouseRulesAreGroups(Refusal): group: object
class NoGroupChipSet(Refusal): pass
class NoGroupHouseRules(Refusal): pass

# dealer_app.services.meter_link
class MeterStartOutOfRange(Refusal): max: object; value: object

# dealer_app.services.players
class BoxNotAtTable(Refusal): box: object; n: object
class BoxTaken(Refusal): box: object; n: object
class BoxesEmpty(Refusal): pass
class CardTooShort(Refusal): pass
class CardAlreadyRegistered(Refusal): card: object
class CardNumberInvalid(Refusal): typed: object
class CardNotRegistered(Refusal): pass
class FieldNotIdName(Refusal): field: object
class FieldEmptyOrTooLong(Refusal): field: object
class PatronNotFound(Refusal): ref: object
class RatingSessionNotFound(Refusal): n: object
class PatronAlreadyErased(Refusal): pass
class PatronDetailsErased(Refusal): pass
class PlayerAlreadySeated(Refusal): n: object
class QueryEmpty(Refusal): pass
class SessionEnded(Refusal): n: object
class SessionNotPaused(Refusal): n: object
class SessionAlreadyPaused(Refusal): n: object

# dealer_app.services.provision
class SetUpNeedsAdministrator(Refusal): pass
class CasinoNameTooLong(Refusal): max: object; n: object
class CasinoNameEmpty(Refusal): pass
class CasinoNameUnprintable(Refusal): pass
class CurrencyShiftOpen(Refusal): table: object
class CurrencyCodeMalformed(Refusal): iso: object
class NothingToSetUp(Refusal): pass

# dealer_app.services.ratings
class RatingFieldUnknown(Refusal): fields: object; typed: object
class ValueNotWholeNumber(Refusal): typed: object
class ValueInvalid(Refusal): why: object

# dealer_app.services.read
class RoundNotFound(Refusal): n: object

# dealer_app.services.roulette
class CirclePositionInvalid(Refusal): position: object; n: object
class HandEntryNotReplayable(Refusal): n: object; seq: object; why: object
class HandNotOver(Refusal): n: object; seat: object
class HandDoesNotResolve(Refusal): n: object; why: object
class HandResolvesDifferently(Refusal): n: object
class HandSetUpNotReplayable(Refusal): n: object; why: object
class HandNotAccepted(Refusal): n: object; why: object
class DealerCannotVoidOwnHand(Refusal): name: object; n: object
class RouletteHandNotFound(Refusal): n: object
class PositionTurnedNeedsCard(Refusal): n: object
class PokerRoundInProgress(Refusal): pass
class RouletteHandNotOpen(Refusal): n: object; fstatus: object
class RouletteHandInProgress(Refusal): pass
class SeatFolded(Refusal): seat: object
class HoleCardsBeforeShowdown(Refusal): seat: object; n: object
class NoShowdown(Refusal): seat: object; w: object
class SeatNotInHand(Refusal): seat: object
class NothingToTakeBack(Refusal): pass

# dealer_app.services.rounds
class AmountNotMinorUnits(Refusal): pass
class BoxNotInRound(Refusal): r: object; box: object
class DealerNotFound(Refusal): name: object
class PreparerCannotApprovePaper(Refusal): name: object
class PreparerCannotAct(Refusal): name: object; n: object
class PaperRoundAlreadyEntered(Refusal): n: object; s: object
class PaperRoundNeedsOtherApprover(Refusal): pass
class PaperRoundIncomplete(Refusal): expected: object
class PlayedAtAfterEntry(Refusal): pass
class PlayedAtInFuture(Refusal): pass
class PlayedAtTooLongAgo(Refusal): pass
class PlayedAtTooLongBeforeEntry(Refusal): pass
class RefusedByPit(Refusal): held: object
class RoundAlreadyInProgress(Refusal): pass
class RoundInProgress(Refusal): pass
class RoundAlreadyApproved(Refusal): n: object
class RoundAlreadyVoided(Refusal): n: object
class RoundHoldsNothing(Refusal): n: object
class RoundIncomplete(Refusal): n: object; expected: object
class SettlementEntryMissing(Refusal): n: object
class RoundNotOpen(Refusal): n: object; s: object; status: object
class RoundIsVoided(Refusal): n: object
class RoundNotLate(Refusal): n: object
class StepNotReplayable(Refusal): r: object; n: object; seq: object; why: object
class ShiftClosedForPaper(Refusal): s: object
class ShiftSimulatedNoPaper(Refusal): s: object
class PaperStepRefused(Refusal): n: object; why: object
class WaitingForPit(Refusal): held: object

# dealer_app.services.shifts
class DealerNotNamed(Refusal): pass
class DealerDisabled(Refusal): name: object
class DealerRoleMayNotDeal(Refusal): name: object; role: object
class DealerChangeMidRound(Refusal): pass
class IntegrityCheckFailed(Refusal): audit: object
class RoundUnfinished(Refusal): n: object; s: object
class SimulatedShiftByPerson(Refusal): pass
class TableNameInvalid(Refusal): pass
class TableShiftOpen(Refusal): table: object; s: object
class TableHeldLive(Refusal): table: object; holder: object

# dealer_app.services.simulate_count
class TrayNotInChips(Refusal): total: object

# dealer_app.services.simulate_players
class NotEnoughPlayers(Refusal): pass

# dealer_app.services.table_group
class GroupNameInvalid(Refusal): pass
class GroupNotFound(Refusal): g: object
class TableNotOnFloor(Refusal): t: object; tables: object

# dealer_app.services.training
class OthersProgress(Refusal): pass
class ResultInconsistent(Refusal): pass

# dealer_app.services.users
class AdministratorAlreadyExists(Refusal): pass
class AdministratorDisablesSelf(Refusal): pass
class AdministratorChangesOwnRole(Refusal): pass
class BuiltInCoSignsLive(Refusal): pass
class RecoveryKeyMissing(Refusal): pass
class LanguageUnknown(Refusal): language: object; choices: object
class UserBuiltIn(Refusal): name: object; what: object
class UserDisabledAsk(Refusal): name: object
class UserLockedOut(Refusal): name: object
class UserLockedOutOnFloorAsk(Refusal): name: object
class UserLockedOutOnFloor(Refusal): name: object
class ConsoleForPitBosses(Refusal): name: object
class UserNameReserved(Refusal): name: object
class UserNotBuiltIn(Refusal): name: object
class UserNotBuiltInUsePin(Refusal): name: object
class NotSignedInUser(Refusal): name: object
class UserNowLockedOut(Refusal): name: object; n: object
class UserNowLockedOutOnFloor(Refusal): name: object; n: object
class UserNameInvalid(Refusal): pass
class UserLacksPermission(Refusal): name: object; role: object; perm: object
class UserStillSignedIn(Refusal): name: object
class TooManyAttempts(Refusal): name: object
class UserNameTaken(Refusal): name: object
class CoSignerIsSignedInUser(Refusal): name: object
class UserSignedInHere(Refusal): name: object
class AdministratorNotFound(Refusal): name: object
class UserNotFound(Refusal): name: object
class NobodySignedIn(Refusal): pass
class PinRightButRefused(Refusal): why: object
class PinRightFloorRefuses(Refusal): name: object; role: object; perm: object
class UsersTableEdited(Refusal): problem: object
class RecoveryKeyWrong(Refusal): pass
class UnknownUserOrPin(Refusal): pass
class UserNotBuiltInRole(Refusal): name: object; role: object

# dealer_app.table_count
class AmountNegative(Refusal): amount: object
class ChipColourInvalid(Refusal): n: object; v: object
class ChipNameTooLong(Refusal): n: object; max: object
class ChipParNotWhole(Refusal): n: object; v: object
class ChipParOutOfRange(Refusal): n: object; max: object; v: object
class ChipValueNotPositive(Refusal): n: object; v: object
class ChipValueTooLarge(Refusal): n: object
class ChipValueNotWhole(Refusal): n: object; v: object
class ChipSetEmpty(Refusal): pass
class ChipSetDuplicate(Refusal): pass
class StageDenominationNotInSet(Refusal): stage: object; d: object
class StageNotDenomination(Refusal): stage: object; d: object
class StageChipCountInvalid(Refusal): stage: object; d: object; v: object

# ui.kit.money
class AmountEmpty(Refusal): pass
class AmountTooManyDecimals(Refusal): typed: object
class NotAnAmount(Refusal): typed: object

# ui.table.backend
class CardAmbiguous(Refusal): n: object; card: object
class CardNoMatch(Refusal): card: object

# ui.table.engine
class BonusBeforeAnte(Refusal): box: object
class SixthCardNotOne(Refusal): box: object; n: object
class ReplacementsNotOne(Refusal): n: object
class NotAnEntryKind(Refusal): kind: object

# dealer_app.training.gates
class PassMarkMissing(Refusal): pass
class PassMarkInvalid(Refusal): typed: object
class PassMarkEveryLevelFirst(Refusal): typed: object
class PassMarkLevelUnknown(Refusal): typed: object; n: object

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
class FloorTableNotChosen(Refusal): tables: object
# dealer_app.station
class CannotReadStation(Refusal): path: object; reason: object
class StationDatabaseMissing(Refusal): path: object; created: object; id: object; flag: object
class StationRecordTooLarge(Refusal): path: object
class StationRecordNotJson(Refusal): path: object
class TableNameTooLong(Refusal): max: object; n: object
class TableNameUnprintable(Refusal): pass
class TableNameEmpty(Refusal): pass


# dealer_app.cli.scaffold
class NotAllowed(Refusal): why: object


# dealer_app.cli.count
class DatabaseHasNoShift(Refusal): pass
class NotAChipList(Refusal): path: object
class FileNotJson(Refusal): path: object; why: object
class UserNotGiven(Refusal): pass

# dealer_app.cli.floor
class NotAHouseObject(Refusal): path: object
class StartOutOfRange(Refusal): max: object; value: object
class StartNegative(Refusal): pass

# dealer_app.cli.settle
class BatchNeedsFile(Refusal): pass
class RoundFileAndBatch(Refusal): pass
class HouseNeedsFile(Refusal): pass
class JobsOutOfRange(Refusal): max: object; value: object
class LangUnknown(Refusal): choices: object; value: object
class BatchLineTooLong(Refusal): n: object
class TwoRoundFiles(Refusal): first: object; second: object
class UnknownOption(Refusal): option: object
class RoundFileMissing(Refusal): pass

# dealer_app.cli.store
class AnchorNotChainHead(Refusal): value: object
class JobsBeyondMax(Refusal): max: object
class FloorHasNoTableNamed(Refusal): table: object; tables: object

# dealer_app.cli.train
class FocusUnknown(Refusal): value: object; kinds: object
class ModeUnknown(Refusal): value: object
class OptionNeedsValue(Refusal): option: object
class ProgressWithoutRecord(Refusal): pass
class RecordNeedsAnswers(Refusal): pass
class DrillRoundsOutOfRange(Refusal): max: object; value: object
class SeedNegative(Refusal): value: object
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
