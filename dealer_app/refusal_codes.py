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

from typing import TYPE_CHECKING

from dealer_app.refusal import Money, Refusal

if TYPE_CHECKING:  # the fields' types, for mypy alone: the module imports nothing more at run time
    from pathlib import Path
    from typing import TypeAlias

    from dealer_app.auth.roles import Role
    from dealer_app.store.records import RoundStatus
    from dealer_app.wording.errors import Detail

    Where: TypeAlias = Path | str
    Why: TypeAlias = Refusal | BaseException | Detail
    """What a refusal ends with (``why``): another refusal, an error, or the engine's words typed."""


# dealer_app.auth.passwords
class PinTooShort(Refusal): n: int
class PinTooLong(Refusal): pass
class PinHasControlCharacter(Refusal): pass

# dealer_app.auth.roles
class RoleLacksPermission(Refusal): role: Role; perm: str; holders: str
class UserRoleLacksPermission(Refusal): name: str; role: Role; perm: str; holders: str

# dealer_app.cli.players
class AlertsFormatUnsupported(Refusal): pass
class DayNotADate(Refusal): typed: str
class DetailNotKeyValue(Refusal): typed: str
class EraseNeedsCardOrPlayer(Refusal): pass
class ReportNeedsOutFile(Refusal): pass
class RoundsOutOfRange(Refusal): pass
class SettingsNotAnObject(Refusal): path: Where

# dealer_app.cli.train
class NotAWholeNumber(Refusal): k: str; v: str

# dealer_app.money_text
class CurrencyCodeUnknown(Refusal): iso: str
class LocaleUnknown(Refusal): name: str
class TimeZoneUnknown(Refusal): name: str

# dealer_app.services.aml
class AmountNotPositive(Refusal): amount: str
class AmountInvalid(Refusal): why: Why
class CardNotAPlayer(Refusal): pass
class UnregisteredPatronNeedsDescription(Refusal): pass
class CashTxOtherTablesMeanwhile(Refusal): pass
class SlipReprintFailed(Refusal): n: int; why: str
class RoundSlipNotWritten(Refusal): why: str
class ShiftReportNotPrinted(Refusal): why: str
class CertificateNotWritten(Refusal): why: str
class ProgressReportNotWritten(Refusal): why: str
class FieldLineTooLong(Refusal): field: str
class CashKindUnknown(Refusal): typed: str
class CashMediumUnknown(Refusal): typed: str

# dealer_app.services.app
class FloorTableNeeded(Refusal): path: Where

# dealer_app.services.common
class FieldTooLong(Refusal): field: str; max: int; n: int
class FieldUnprintableCharacter(Refusal): field: str; ch: str
class FieldBrokenCharacter(Refusal): field: str
class FieldNotOneLine(Refusal): field: str
class FieldRightToLeft(Refusal): field: str; ch: str
class FieldNotText(Refusal): field: str; jtype: str
class GamingDayStartNotATime(Refusal): text: str
class JackpotPaidByUnknown(Refusal): text: str
class SettingKeyTooLong(Refusal): k: str; n: int
class SettingBelowMinimum(Refusal): k: str; low: int; n: int
class SettingAboveMaximum(Refusal): k: str; high: int; n: int
class SettingEmpty(Refusal): k: str
class SettingUnknown(Refusal): k: str
class ReasonMissing(Refusal): what: str
class TrainingPassMarksInvalid(Refusal): why: Why

# dealer_app.services.context
class MeterAdjustmentNeedsSecondSigner(Refusal): pass
class MeterAdjustmentShiftClosed(Refusal): s: int
class UserIsDisabled(Refusal): name: str
class NotShiftDealerNamed(Refusal): name: str; s: int; other: str
class SignatureNotRecorded(Refusal): name: str; seq: int
class CoSignatureNeedsOwnPin(Refusal): name: str
class SecondSignerNotPitBoss(Refusal): name: str
class SignatureForOtherRound(Refusal): name: str; seq: int; a: int | None; b: int | None
class SignatureForOtherShift(Refusal): name: str; seq: int; a: int | None; b: int | None
class SignatureForOtherPermission(Refusal): name: str; seq: int; a: str; perm: str
class SecondSignerSamePerson(Refusal): name: str
class SimulatorSignsSimulatedOnly(Refusal): name: str
class ShiftNotFound(Refusal): n: int
class UserIdNotFound(Refusal): n: int
class RoundNeedsSecondSigner(Refusal): n: int
class RoundShiftClosedNeedsSecondSigner(Refusal): n: int; s: int
class ShiftClosed(Refusal): s: int

# dealer_app.services.count
class DropNotNotesTotal(Refusal): amount: int; total: int
class DropAmountMissing(Refusal): pass
class AmountUnusable(Refusal): why: Why
class AmountNotWholeNumber(Refusal): amount: str
class CashNotWholeNumber(Refusal): x: str
class CloserNotByDenomination(Refusal): pass
class CountNeedsPitConfirmation(Refusal): pass
class ExplanationEmpty(Refusal): pass
class SlipKindUnknown(Refusal): kind: str
class CounterCannotConfirm(Refusal): name: str
class UserMayNotActOnShift(Refusal): name: str
class NotShiftDealer(Refusal): name: str; s: int
class ChipSetNotConfiguredOpener(Refusal): pass
class ChipSetNotConfigured(Refusal): pass
class SlipNotFound(Refusal): n: int
class NoteCountInvalid(Refusal): value: int; n: str
class NoteValueUnknown(Refusal): d: str
class OpenerNotByDenomination(Refusal): pass
class SeatOutOfRange(Refusal): seat: str
class ShiftNotCountedYet(Refusal): s: int
class ShiftStillOpen(Refusal): s: int
class ShiftWithoutOpenerNoCloser(Refusal): s: int
class ShiftWithoutOpenerNoSnapshot(Refusal): s: int
class SlipAlreadyVoided(Refusal): n: int
class SlipNotPending(Refusal): n: int; fstatus: str
class SlipIncomplete(Refusal): n: int
class StageNoChips(Refusal): stage: str

# dealer_app.services.house
class DeltaZero(Refusal): pass
class DeltaInvalid(Refusal): why: Why
class HouseRulesEntryMissing(Refusal): v: int; seq: int
class HouseRulesProfileNotFound(Refusal): name: str
class HouseRulesVersionNotFound(Refusal): v: int
class ProfileNameInvalid(Refusal): pass
class ChipSetIsGroups(Refusal): group: str
class HouseRulesAreGroups(Refusal): group: str
class NoGroupChipSet(Refusal): pass
class NoGroupHouseRules(Refusal): pass

# dealer_app.services.meter_link
class MeterStartOutOfRange(Refusal): max: int; value: str

# dealer_app.services.players
class BoxNotAtTable(Refusal): box: int; n: int
class BoxTaken(Refusal): box: int; n: int
class BoxesEmpty(Refusal): pass
class CardTooShort(Refusal): pass
class CardAlreadyRegistered(Refusal): card: str
class CardNumberInvalid(Refusal): typed: str
class CardNotRegistered(Refusal): pass
class FieldNotIdName(Refusal): field: str
class FieldEmptyOrTooLong(Refusal): field: str
class PatronNotFound(Refusal): ref: str
class RatingSessionNotFound(Refusal): n: int
class PatronAlreadyErased(Refusal): pass
class PatronDetailsErased(Refusal): pass
class PlayerAlreadySeated(Refusal): n: int
class QueryEmpty(Refusal): pass
class SessionEnded(Refusal): n: int
class SessionNotPaused(Refusal): n: int
class SessionAlreadyPaused(Refusal): n: int

# dealer_app.services.provision
class SetUpNeedsAdministrator(Refusal): pass
class CasinoNameTooLong(Refusal): max: int; n: int
class CasinoNameEmpty(Refusal): pass
class CasinoNameUnprintable(Refusal): pass
class CurrencyShiftOpen(Refusal): table: str
class CurrencyCodeMalformed(Refusal): iso: str
class NothingToSetUp(Refusal): pass

# dealer_app.services.ratings
class RatingFieldUnknown(Refusal): fields: str; typed: str
class ValueNotWholeNumber(Refusal): typed: str
class ValueInvalid(Refusal): why: Why

# dealer_app.services.read
class RoundNotFound(Refusal): n: int

# dealer_app.services.roulette
class CirclePositionInvalid(Refusal): position: str; n: int
class HandEntryNotReplayable(Refusal): n: int; seq: int; why: Why
class HandNotOver(Refusal): n: int; seat: int | None
class HandDoesNotResolve(Refusal): n: int; why: Why
class HandResolvesDifferently(Refusal): n: int
class HandSetUpNotReplayable(Refusal): n: int; why: Why
class HandNotAccepted(Refusal): n: int; why: Why
class DealerCannotVoidOwnHand(Refusal): name: str; n: int
class RouletteHandNotFound(Refusal): n: int
class PositionTurnedNeedsCard(Refusal): n: int
class PokerRoundInProgress(Refusal): pass
class RouletteHandNotOpen(Refusal): n: int; fstatus: str
class RouletteHandInProgress(Refusal): pass
class SeatFolded(Refusal): seat: int
class HoleCardsBeforeShowdown(Refusal): seat: int; n: int
class NoShowdown(Refusal): seat: int; w: int
class SeatNotInHand(Refusal): seat: int
class NothingToTakeBack(Refusal): pass

# dealer_app.services.rounds
class AmountNotMinorUnits(Refusal): pass
class BoxNotInRound(Refusal): r: int; box: int
class DealerNotFound(Refusal): name: str
class PreparerCannotApprovePaper(Refusal): name: str
class PreparerCannotAct(Refusal): name: str; n: int
class PaperRoundAlreadyEntered(Refusal): n: int; s: int
class PaperRoundNeedsOtherApprover(Refusal): pass
class PaperRoundIncomplete(Refusal): expected: str | Detail
class PlayedAtAfterEntry(Refusal): pass
class PlayedAtInFuture(Refusal): pass
class PlayedAtTooLongAgo(Refusal): pass
class PlayedAtTooLongBeforeEntry(Refusal): pass
class RefusedByPit(Refusal): held: Detail
class RoundAlreadyInProgress(Refusal): pass
class RoundInProgress(Refusal): pass
class RoundAlreadyApproved(Refusal): n: int
class RoundAlreadyVoided(Refusal): n: int
class RoundHoldsNothing(Refusal): n: int
class RoundIncomplete(Refusal): n: int; expected: str | Detail
class SettlementEntryMissing(Refusal): n: int
class RoundNotOpen(Refusal): n: int; s: int; status: RoundStatus
class RoundIsVoided(Refusal): n: int
class RoundNotLate(Refusal): n: int
class StepNotReplayable(Refusal): r: int; n: int; seq: int; why: Why
class ShiftClosedForPaper(Refusal): s: int
class ShiftSimulatedNoPaper(Refusal): s: int
class PaperStepRefused(Refusal): n: int; why: Why
class WaitingForPit(Refusal): held: Detail

# dealer_app.services.shifts
class DealerNotNamed(Refusal): pass
class DealerDisabled(Refusal): name: str
class DealerRoleMayNotDeal(Refusal): name: str; role: Role
class DealerChangeMidRound(Refusal): pass
class IntegrityCheckFailed(Refusal): audit: str
class RoundUnfinished(Refusal): n: int; s: int
class SimulatedShiftByPerson(Refusal): pass
class TableNameInvalid(Refusal): pass
class TableShiftOpen(Refusal): table: str; s: int
class TableHeldLive(Refusal): table: str; holder: Refusal

# dealer_app.services.simulate_count
class TrayNotInChips(Refusal): total: int

# dealer_app.services.simulate_players
class NotEnoughPlayers(Refusal): pass

# dealer_app.services.table_group
class GroupNameInvalid(Refusal): pass
class GroupNotFound(Refusal): g: str
class TableNotOnFloor(Refusal): t: str; tables: str
class GroupLeaveReason(Refusal): pass
class TableNotInGroup(Refusal): t: str; g: str

# dealer_app.services.training
class OthersProgress(Refusal): pass
class ResultInconsistent(Refusal): pass

# dealer_app.services.users
class AdministratorAlreadyExists(Refusal): pass
class AdministratorDisablesSelf(Refusal): pass
class AdministratorChangesOwnRole(Refusal): pass
class BuiltInCoSignsLive(Refusal): pass
class RecoveryKeyMissing(Refusal): pass
class LanguageUnknown(Refusal): language: str; choices: str
class UserBuiltIn(Refusal): name: str; what: str
class UserDisabledAsk(Refusal): name: str
class UserLockedOut(Refusal): name: str
class UserLockedOutOnFloorAsk(Refusal): name: str
class UserLockedOutOnFloor(Refusal): name: str
class ConsoleForPitBosses(Refusal): name: str
class UserNameReserved(Refusal): name: str
class UserNotBuiltIn(Refusal): name: str
class UserNotBuiltInUsePin(Refusal): name: str
class NotSignedInUser(Refusal): name: str
class UserNowLockedOut(Refusal): name: str; n: int
class UserNowLockedOutOnFloor(Refusal): name: str; n: int | None
class UserNameInvalid(Refusal): pass
class UserLacksPermission(Refusal): name: str; role: Role; perm: str
class UserStillSignedIn(Refusal): name: str
class TooManyAttempts(Refusal): name: str
class UserNameTaken(Refusal): name: str
class CoSignerIsSignedInUser(Refusal): name: str
class UserSignedInHere(Refusal): name: str
class AdministratorNotFound(Refusal): name: str
class UserNotFound(Refusal): name: str
class NobodySignedIn(Refusal): pass
class PinRightButRefused(Refusal): why: Why
class PinRightFloorRefuses(Refusal): name: str; role: Role; perm: str
class UsersTableEdited(Refusal): problem: str
class RecoveryKeyWrong(Refusal): pass
class UnknownUserOrPin(Refusal): pass
class UserNotBuiltInRole(Refusal): name: str; role: Role

# dealer_app.table_count
class AmountNegative(Refusal): amount: int
class ChipColourInvalid(Refusal): n: int; v: str
class ChipNameTooLong(Refusal): n: int; max: int
class ChipParNotWhole(Refusal): n: int; v: str
class ChipParOutOfRange(Refusal): n: int; max: int; v: int
class ChipValueNotPositive(Refusal): n: int; v: int
class ChipValueTooLarge(Refusal): n: int
class ChipValueNotWhole(Refusal): n: int; v: str
class ChipSetEmpty(Refusal): pass
class ChipSetDuplicate(Refusal): pass
class StageDenominationNotInSet(Refusal): stage: str; d: int
class StageNotDenomination(Refusal): stage: str; d: str
class StageChipCountInvalid(Refusal): stage: str; d: int; v: str

# ui.kit.money
class AmountEmpty(Refusal): pass
class AmountTooManyDecimals(Refusal): typed: str
class NotAnAmount(Refusal): typed: str

# ui.table.backend
class CardAmbiguous(Refusal): n: int; card: str
class CardNoMatch(Refusal): card: str

# ui.table.engine
class BonusBeforeAnte(Refusal): box: int
class SixthCardNotOne(Refusal): box: int; n: int
class ReplacementsNotOne(Refusal): n: int
class NotAnEntryKind(Refusal): kind: str

# dealer_app.training.gates
class PassMarkMissing(Refusal): pass
class PassMarkInvalid(Refusal): typed: str
class PassMarkEveryLevelFirst(Refusal): typed: str
class PassMarkLevelUnknown(Refusal): typed: str; n: int

# dealer_app.services: what one of two words decides, and amounts in the house currency
class SignCountSimulated(Refusal): name: str
class SignCountLive(Refusal): name: str
class DealSimulated(Refusal): name: str
class DealLive(Refusal): name: str
class SlipAskedBy(Refusal): name: str; n: int
class SlipAskingBy(Refusal): name: str
class FaceDown(Refusal): n: int
class FaceDownNext(Refusal): n: int; m: int
class JackpotHitQueued(Refusal): n: int; group: str; table: str; r: int
class CannotPayInChips(Refusal): amount: Money; chip: Money
class DropAlreadyEntered(Refusal): shift: int; amount: Money
class DeltaMeterBelowZero(Refusal): meter: Money
class JackpotSharesMoved(Refusal): n: int; shares: Money; meter: Money; start: Money
class PaperJackpotShares(Refusal): shares: Money; meter: Money
class VoidTakesBackContribution(Refusal): n: int; contribution: Money; meter: Money

# rules.limits: an amount beyond the largest
class BeyondLargest(Refusal): number: int; max: str
class BeyondLargestDigits(Refusal): n: int; max: str
# dealer_app.services.ratings
class ValueNegative(Refusal): pass

# dealer_app.cli.rounds
class CannotReadPath(Refusal): path: Where; reason: BaseException | str
# dealer_app.floor
class FloorUrlWithoutPassword(Refusal): pass
class FloorTableNotChosen(Refusal): tables: str
# dealer_app.workers
class WorkerKilled(Refusal): signal: str
class WorkerExited(Refusal): n: int | str
class StoppedUnfinished(Refusal): why: Why
# dealer_app.station
class CannotReadStation(Refusal): path: Where; reason: BaseException | str
class StationDatabaseMissing(Refusal): path: Where; created: str; id: str; flag: str
class StationRecordTooLarge(Refusal): path: Where
class StationRecordNotJson(Refusal): path: Where
class TableNameTooLong(Refusal): max: int; n: int
class TableNameUnprintable(Refusal): pass
class TableNameEmpty(Refusal): pass


# dealer_app.cli.scaffold
class NotAllowed(Refusal): why: Why


# dealer_app.cli.count
class DatabaseHasNoShift(Refusal): pass
class NotAChipList(Refusal): path: Where
class FileNotJson(Refusal): path: Where; why: Why
class UserNotGiven(Refusal): pass

# dealer_app.cli.floor
class NotAHouseObject(Refusal): path: Where
class StartOutOfRange(Refusal): max: int; value: int
class StartNegative(Refusal): pass
class LeaveOneTable(Refusal): pass

# dealer_app.cli.settle
class BatchNeedsFile(Refusal): pass
class RoundFileAndBatch(Refusal): pass
class HouseNeedsFile(Refusal): pass
class JobsOutOfRange(Refusal): max: int; value: str
class LangUnknown(Refusal): choices: str; value: str
class BatchLineTooLong(Refusal): n: int
class TwoRoundFiles(Refusal): first: str; second: str
class UnknownOption(Refusal): option: str
class RoundFileMissing(Refusal): pass
class BatchStoppedAt(Refusal): why: Why; n: int

# dealer_app.cli.store
class AnchorNotChainHead(Refusal): value: str
class JobsBeyondMax(Refusal): max: int
class FloorHasNoTableNamed(Refusal): table: str; tables: str

# dealer_app.cli.train
class FocusUnknown(Refusal): value: str; kinds: str
class ModeUnknown(Refusal): value: str
class OptionNeedsValue(Refusal): option: str
class ProgressWithoutRecord(Refusal): pass
class RecordNeedsAnswers(Refusal): pass
class DrillRoundsOutOfRange(Refusal): max: int; value: int
class SeedNegative(Refusal): value: int
class UnexpectedArgument(Refusal): value: str
class LevelUnknown(Refusal): value: str; max: int
class InternalErrorDebug(Refusal): text: str
class ProgressNotRecorded(Refusal): path: Where; reason: str

# dealer_app.training.drill
class DrillRoundsInvalid(Refusal): max: int; value: int
class DrillSeedNegative(Refusal): value: int
class NoRoundFitsLevel(Refusal): level: int; n: int
class DrillRoundRefused(Refusal): n: int; why: Why
class DrillHasNoRounds(Refusal): pass

# reports.cli, reports.certificate, reports.progress
class ReportRoundBelowOne(Refusal): pass
class OutNotPdf(Refusal): path: Where
class OutFolderMissing(Refusal): path: Where
class DatabaseNotAt(Refusal): path: Where
class InNotAnObject(Refusal): pass
class InFieldMissing(Refusal): key: str
class InDataUnusable(Refusal): text: str
class CertificateFormatWrong(Refusal): expected: str
class ProgressLineNotJson(Refusal): n: int; msg: str; column: int
class ProgressLineNotObject(Refusal): n: int
class ProgressHeaderFormat(Refusal): n: int; expected: str
class ProgressLineFieldMissing(Refusal): n: int; key: str
class ProgressLineUnusable(Refusal): n: int; text: str
class ProgressLineRefused(Refusal): n: int; why: Why
class NotASessionRecord(Refusal): format: str
class NotASkillRunRecord(Refusal): format: str
class ProgressNoHeader(Refusal): pass
class ProgressTraineeMissing(Refusal): pass
class ProgressHeaderUnusable(Refusal): text: str
class OsRefused(Refusal): reason: str
class OsRefusedAt(Refusal): reason: str; path: Where

# dealer_app.reporting, reports.cli
class ShiftNotInDatabase(Refusal): s: int
class RoundNotInDatabase(Refusal): n: int
class ShiftHasNoRound(Refusal): s: int; n: int
class ShiftMixesCurrencies(Refusal): s: int; currencies: str
class RoundVoidedUnsettled(Refusal): n: int; s: int
class RoundNotSettledYet(Refusal): n: int; s: int
class AuditEntryMissing(Refusal): seq: int

# dealer_app.safe_input: what is wrong with a file or a JSON text
class DuplicateKey(Refusal): key: str
class NumberTooLong(Refusal): n: int; max: int
class JsonSyntax(Refusal): msg: str; line: int; column: int
class JsonDecode(Refusal): msg: str; line: int; column: int; pos: int
class UndecodableByte(Refusal): encoding: str; byte: str; start: int; reason: str
class UndecodableBytes(Refusal): encoding: str; start: int; last: int; reason: str
class TextNotUtf8(Refusal): pass
class NestedTooDeeply(Refusal): pass
class FileTooLarge(Refusal): what: str; n: int
class FileNotRegular(Refusal): what: str; fkind: str

# dealer_app.house_files
class JsonInvalidIn(Refusal): path: Where; why: Why
class TomlInvalidIn(Refusal): path: Where; why: Why
class TomlSyntax(Refusal): msg: str; line: int; column: int
class TomlSyntaxAtEnd(Refusal): msg: str
class NestedTooDeeplyIn(Refusal): path: Where
class HouseNotATable(Refusal): path: Where
class BundledProfileUnknown(Refusal): name: str; names: str

# dealer_app.cli.settle, dealer_app.cli.roulette
class JsonInvalid(Refusal): why: Why
class ValueNestedTooDeeply(Refusal): pass
class LineTooLong(Refusal): n: int
class LongerThan(Refusal): n: int
class InternalErrorSettling(Refusal): text: str
class InternalErrorHand(Refusal): text: str
class InternalError(Refusal): text: str
class HandNotAnObject(Refusal): jtype: str
class HandFileExpected(Refusal): args: str
class AtPath(Refusal): path: Where; why: Why
class OnLine(Refusal): n: int; why: Why

# dealer_app.training.answers, dealer_app.training.grading: a line of an answers file
class OnLineField(Refusal): n: int; afield: str; why: Why
class JsonInvalidParen(Refusal): why: Why
class AnswerNotAnObject(Refusal): value: str
class AnswerFieldUnknown(Refusal): pass
class AnswerMissing(Refusal): pass
class AnswerNotFromOne(Refusal): value: str
class AnswerNotACategory(Refusal): value: str
class AnswerNotCategoryOrNull(Refusal): value: str
class AnswerNotCardList(Refusal): value: str
class AnswerNotMinorUnits(Refusal): value: str
class AnswerNegative(Refusal): value: int
class AnswerNotSeconds(Refusal): value: str
class AnswerRoundOutOfRange(Refusal): max: int; value: int
class AnswerBoxNotInRound(Refusal): n: int; boxes: str; value: int
class AnswerBoxTwice(Refusal): n: int; b: int; line: int
class AnswerTermsMissing(Refusal): asked: str
class AnswerQuestionMissing(Refusal): level: int

# dealer_app.cli.scaffold, dealer_app.cli.store, dealer_app.cli.train
class UsageRefused(Refusal): text: str
class AppPartMissing(Refusal): text: str
class Interrupted(Refusal): pass
class PinNotGiven(Refusal): pin: str; name: str
class PinNotOnStdin(Refusal): pin: str; name: str
class PinLineTooLong(Refusal): pin: str; name: str
class OptionRequired(Refusal): option: str
class OptionFileRefused(Refusal): option: str; path: Where; why: Why
class OptionFileUnreadable(Refusal): option: str; reason: str; path: Where
class OptionFileError(Refusal): option: str; why: Why; path: Where
class OptionRefused(Refusal): option: str; why: Why
class RecoveryKeyFileInvalid(Refusal): pass
class FloorStatusNotRecorded(Refusal): why: Why


# dealer_app.cli.count, .floor, .players, .store (simulate, export): options refused
class CommandUnknown(Refusal): name: str
class FirstUserAdministrator(Refusal): pass
class AdministratorMustAuthorise(Refusal): pass
class RoleNotGiven(Refusal): pass
class RecoveryKeyOutExists(Refusal): path: Where
class PinPrompt(Refusal): pin: str; name: str
class BackupOutExists(Refusal): path: Where
class KeyOutExists(Refusal): path: Where
class BackupDoesNotVerify(Refusal): path: Where; problem: str
class BackupDoesNotVerifyNothingReplaced(Refusal): path: Where; n: int
class BackupOlderCopy(Refusal): n: int; seq: int; mac: str
class BackupOtherDatabase(Refusal): n: int; seq: int; mac: str
class BackupOtherCasino(Refusal): there: str; here: str
class RestoreNotIntoFloor(Refusal): pass
class RestoreWouldRollBack(Refusal): why: Why
class AllowOlderNeedsBy(Refusal): pass
class PaperRoundOfFile(Refusal): i: int
class PlayedAtNotText(Refusal): where: Where | Refusal
class PlayedAtNotIso(Refusal): where: Where | Refusal; typed: str
class PaperFileEmpty(Refusal): pass
class PaperRoundNotObject(Refusal): where: Refusal
class PaperRoundUnknownField(Refusal): where: Refusal; field: str
class PaperRoundNoSteps(Refusal): where: Refusal
class PaperRoundNoteDealerText(Refusal): where: Refusal
class PaperRoundStepRefused(Refusal): where: Refusal; n: int; why: Why
class PaperShiftAmbiguous(Refusal): open: str
class PaperShiftNoneOpen(Refusal): pass
class CorrectionNeedsReason(Refusal): pass
class RoundOptionNotFound(Refusal): n: int
class PinNotOnFirstLine(Refusal): name: str
class NoTerminalForPin(Refusal): name: str
class AdminNameEmpty(Refusal): pass
class SetupNeedsAdmin(Refusal): pass
class VoidNeedsReason(Refusal): pass
class AmountNotMajorUnits(Refusal): typed: str
class AmountOptionInvalid(Refusal): typed: str
class FloorTableNameMissing(Refusal): pass
class DbNotFloorUrl(Refusal): value: str
class FromMissing(Refusal): path: Where
class RatingSlipNeedsReports(Refusal): pass
class AmlNeedsReports(Refusal): pass
class FloorTableNeedsAdmin(Refusal): table: str
class SimRoundsOutOfRange(Refusal): max: int
class SimSeedOutOfRange(Refusal): pass
class SimTableNameLength(Refusal): pass
class SimPlayersOutOfRange(Refusal): pass
class AlsoTableName(Refusal): pass
class AlsoTableNeedsPlayers(Refusal): pass
class AlsoTableTwice(Refusal): pass
class SnapshotEveryOutOfRange(Refusal): max: int
class LiveShiftsHeld(Refusal): n: int
class KnobUnknown(Refusal): name: str; knobs: str
class KnobNotWhole(Refusal): name: str; value: str
class KnobOutOfRange(Refusal): name: str; value: int
class NoShiftToExport(Refusal): pass
class SignatureNeeded(Refusal): who: str; purpose: str


def amount_refusal(value: int) -> Refusal | None:
    """Why ``value`` is not a usable amount, typed (:func:`rules.limits.amount_problem`'s line), or ``None``."""
    from rules.limits import MAX_AMOUNT

    if -MAX_AMOUNT < value < MAX_AMOUNT:
        return None
    largest = f"{MAX_AMOUNT - 1:,}".replace(",", " ")
    if value.bit_length() > 64:
        return BeyondLargestDigits(n=int(value.bit_length() * 0.30103) + 1, max=largest)
    return BeyondLargest(number=value, max=largest)
