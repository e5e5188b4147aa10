"""Demo data for the console's screenshots, and a console on its own (no main
window) for the screenshots and the GUI tests.

Everything goes through the real services on the database given; rounds come
from the engine's seeded generator and are entered step by step as a dealer's
station would, approvals and corrections are co-signed by pit bosses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dealer_app.auth.passwords import PinHasher
    from dealer_app.services.app import DealerServices
    from dealer_app.services.common import Session
    from dealer_app.services.rounds import LiveRound
    from rules.poker import HouseRules, Step
    from rules.poker.generator import GeneratedRound, GeneratorKnobs
    from ui.console.docs import DocumentService
    from ui.console.screen import ConsoleScreen
    from ui.kit.dialogs import DialogService

__all__ = ["DEMO_PEOPLE", "DEMO_WORDS", "Demo", "build_demo", "cheap_hasher", "demo_words", "open_console", "play_round"]

# name -> (role, PIN)
DEMO_PEOPLE: dict[str, tuple[str, str]] = {
    "Admin": ("admin", "111111"),
    "Anna Petrova": ("dealer", "222222"),
    "Boris Ivanov": ("pit_boss", "333333"),
    "Dmitri Orlov": ("dealer", "444444"),
    "Elena Sokolova": ("pit_boss", "555555"),
    "Tanya Lebedeva": ("trainee", "666666"),
    "Oleg Sidorov": ("cage", "777777"),
    "Vera Kuznetsova": ("count_room", "888888"),
}


def cheap_hasher() -> PinHasher:
    """Argon2id at its cheapest, for throw-away databases (tests, screenshots)."""
    from dealer_app.auth.passwords import PinHasher

    return PinHasher(time_cost=1, memory_cost=8, parallelism=1)


@dataclass
class Demo:
    shift_1: int = 0
    held_round: int = 0
    refused_round: int = 0
    voided_round: int = 0
    ruled_round: int = 0
    ruled_box: int = 0


def play_round(s: DealerServices, dealer: Session, shift_id: int, steps: Sequence[Step], *, confirm: bool = True,
               approver: tuple[str, str] | None = None) -> LiveRound:
    """Enter ``steps`` as the dealer's station does (each committed before the next);
    co-sign the held payouts with ``approver`` (name, PIN) and confirm, when asked."""
    from dealer_app.auth.roles import Permission

    live = s.rounds.start(dealer, shift_id)
    for st in steps:
        live = s.rounds.apply(dealer, live.round_id, st)
    if confirm:
        state = s.rounds.approval_state(live.round_id)
        if not state.satisfied and approver is not None:
            sig = s.users.co_sign(approver[0], approver[1], Permission.APPROVE, purpose="approve held payouts",
                                  shift_id=shift_id, round_id=live.round_id)
            s.rounds.approve(sig, live.round_id)
        s.rounds.confirm(dealer, live.round_id)
    return live


def _find(house: HouseRules, seed: int, knobs: GeneratorKnobs, want: Callable[[GeneratedRound], bool], jackpot: int,
          tries: int = 3000) -> GeneratedRound:
    from rules.poker.generator import generate_round

    for n in range(seed, seed + tries):
        g = generate_round(n, house, knobs, jackpot=jackpot)
        if want(g):
            return g
    raise RuntimeError("no demo round found; widen the search")


# what the demo's people type (reasons, notes), in the language of the floor
DEMO_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "float": "opening float of the gaming day",
        "house_note": "10% of the bonus stakes feed the progressive",
        "void": "cards exposed during the deal: misdeal called by the floor",
        "half": "the box's last card was flashed before the showdown: the floor pays half",
        "push": "player's cards fouled at the showdown: the floor calls a push",
        "refuse": "box 1's cards were read wrong at the showdown: recount",
        "ruling": "the floor pays box 4 as recounted on camera",
        "note": "full house pays 9 to 1 from tonight",
        "slip_void": "credit asked for by mistake: no chips left the table",
        "slip_reprint": "the cage's copy was torn",
        "recount": "recount: two notes were stuck together",
    },
    "ru": {
        "float": "начальный фонд игрового дня",
        "house_note": "10% ставок бонуса идут в прогрессивный джекпот",
        "void": "карты открыты при сдаче: пит-босс объявил ошибку сдачи",
        "half": "последняя карта бокса засвечена до вскрытия: выплата половины",
        "push": "карты игрока смешаны на вскрытии: пит-босс объявил ничью",
        "refuse": "карты бокса 1 неверно прочитаны на вскрытии: пересчитать",
        "ruling": "бокс 4 оплачивается по пересчёту с камер",
        "note": "фулл-хаус платит 9 к 1 с сегодняшнего вечера",
        "slip_void": "возврат запрошен по ошибке: фишки со стола не уходили",
        "slip_reprint": "копия кассы порвана",
        "recount": "пересчёт: две купюры слиплись",
    },
}


def demo_words(lang: str) -> dict[str, str]:
    return DEMO_WORDS.get(lang, DEMO_WORDS["en"])


def build_demo(db: Path, seed: int = 20240601, rounds: int = 14, lang: str = "en") -> Demo:
    """A floor in the middle of a gaming day: two tables, settled rounds (one voided,
    one with a floor ruling), a payout held at Table 1, a refused round at Table 2.
    What the people type (reasons, notes) is in ``lang``."""
    from dealer_app.auth.roles import Permission, Role
    from dealer_app.services import DealerServices
    from dealer_app.services.rounds import required_approvals
    from rules.poker.generator import GeneratorKnobs, generate_round
    from rules.poker.table import RoundState

    words = demo_words(lang)
    demo = Demo()
    s = DealerServices.open(db, hasher=cheap_hasher(), station="Table 1")
    try:
        s.users.create_first_admin("Admin", DEMO_PEOPLE["Admin"][1])
        admin = s.users.sign_in("Admin", DEMO_PEOPLE["Admin"][1])
        for name, (role, pin) in DEMO_PEOPLE.items():
            if role != "admin":
                s.users.add(admin, name, Role(role), pin)
        s.users.sign_out()
        boss = s.users.sign_in("Boris Ivanov", DEMO_PEOPLE["Boris Ivanov"][1])
        s.meter.adjust(boss, 2_500_000, words["float"])
        s.house.current()
        s.house.save(boss, "default", {"jackpot_contribution_percent": 10},
                     note=words["house_note"])
        s.users.sign_out()
        elena = ("Elena Sokolova", DEMO_PEOPLE["Elena Sokolova"][1])

        anna = s.users.sign_in("Anna Petrova", DEMO_PEOPLE["Anna Petrova"][1])
        shift = s.shifts.open(anna, "Table 1")
        demo.shift_1 = shift.id
        house = s.house.current(shift.profile).rules
        knobs = GeneratorKnobs(box_played=700, bonus=350, insurance=700, strong_hand=120)
        ids = []
        for i in range(rounds):
            g = generate_round(seed + i, house, knobs, jackpot=s.meter.value())
            ids.append(play_round(s, anna, shift.id, g.steps, approver=elena).round_id)
        # a settled round voided after the fact, and a floor ruling on another
        demo.voided_round = ids[4]
        sig = s.users.co_sign(*elena, Permission.VOID, purpose="void a round", shift_id=shift.id, round_id=ids[4])
        s.rounds.void(sig, ids[4], words["void"])
        ruled = s.read.round(ids[8])
        box = max(ruled.boxes, key=lambda b: b.computed_net)
        demo.ruled_round, demo.ruled_box = ids[8], box.box
        sig = s.users.co_sign(*elena, Permission.RULE, purpose="floor ruling", shift_id=shift.id, round_id=ids[8])
        if box.computed_net > 0:
            s.rounds.rule(sig, ids[8], box.box, box.computed_net // 2,
                          words["half"])
        else:
            s.rounds.rule(sig, ids[8], box.box, 0, words["push"])
        # a payout held for a pit boss, left at the table
        threshold = s.settings.get().approval_threshold

        def held(g: GeneratedRound) -> bool:
            st = RoundState.replay(house, g.steps, s.meter.value())
            out = st.settlement()
            if out is None:
                return False
            return bool(required_approvals(out, threshold)) and len(out.boxes) >= 3

        strong = GeneratorKnobs(box_played=800, strong_hand=1000, max_ante=800, bonus=500)
        g = _find(house, seed + 500, strong, held, s.meter.value())
        demo.held_round = play_round(s, anna, shift.id, g.steps, confirm=False).round_id
        s.users.sign_out()

        dmitri = s.users.sign_in("Dmitri Orlov", DEMO_PEOPLE["Dmitri Orlov"][1])
        shift2 = s.shifts.open(dmitri, "Table 2")
        for i in range(3):
            g = generate_round(seed + 100 + i, house, knobs, jackpot=s.meter.value())
            play_round(s, dmitri, shift2.id, g.steps, approver=elena)
        g = _find(house, seed + 900, strong, held, s.meter.value())
        live = play_round(s, dmitri, shift2.id, g.steps, confirm=False)
        demo.refused_round = live.round_id
        sig = s.users.co_sign(*elena, Permission.REFUSE, purpose="refuse a round", shift_id=shift2.id,
                              round_id=live.round_id)
        s.rounds.refuse(sig, live.round_id, words["refuse"])
        s.users.sign_out()
        _count_demo(s, seed, knobs, lang)
    finally:
        s.close()
    return demo


_CHIP_NAMES_RU = {"yellow": "жёлтая", "purple": "фиолетовая", "black": "чёрная", "green": "зелёная", "red": "красная",
                  "pink": "розовая", "white": "белая", "brown": "коричневая"}


def _count_demo(s: DealerServices, seed: int, knobs: GeneratorKnobs, lang: str = "en") -> None:
    """The table count: a chip set (named as the floor calls its chips, in ``lang``, with the
    tray's par), a simulated shift counted to the cent, and a live shift at Table 3 whose second
    hour is €100 short (a winner paid €100 too much), drop counted, with a credit voided and
    the fill's copy printed again."""
    words = demo_words(lang)
    from dealer_app.auth.roles import Permission
    from dealer_app.services.simulate import Simulator
    from dealer_app.services.simulate_count import DEFAULT_CHIP_SET, CountPlan, TrayPlayer
    from rules.poker.generator import generate_round

    def pin(name: str) -> tuple[str, str]:
        return name, DEMO_PEOPLE[name][1]

    opener = {100000: 10, 50000: 20, 10000: 60, 2500: 100, 500: 100, 250: 40, 100: 100, 50: 40}
    names = _CHIP_NAMES_RU if lang == "ru" else {}
    s.count.set_chip_set(s.users.co_sign(*pin("Boris Ivanov"), Permission.EDIT_CHIP_SET, purpose="chip set"),
                         [{**c, "name": names.get(str(c["name"]), c["name"]), "par": opener[int(str(c["value"]))]}
                          for c in DEFAULT_CHIP_SET])
    Simulator(s, seed=seed, counts=CountPlan(snapshot_every=4)).run(16, table="Table 4")
    tray_player = TrayPlayer(s, seed, CountPlan())
    tray_player.ensure_chip_set()
    anna = s.users.sign_in(*pin("Anna Petrova"))
    boss = s.users.co_sign(*pin("Boris Ivanov"), Permission.SIGN_COUNT, purpose="opener")
    shift = s.shifts.open(anna, "Table 3", opener=opener, confirmed_by=boss)
    tray = sum(d * n for d, n in opener.items())
    house = s.house.current(shift.profile).rules
    for hour in range(3):
        s.count.buy_in(anna, shift.id, 150_000 + 50_000 * hour, seat=hour + 1)
        tray -= 150_000 + 50_000 * hour
        for i in range(4):
            g = generate_round(seed + 300 + hour * 10 + i, house, knobs, jackpot=s.meter.value())
            live = play_round(s, anna, shift.id, g.steps, approver=pin("Elena Sokolova"))
            view = s.read.round(live.round_id)
            assert view.settlement is not None  # play_round confirms the round
            tray += view.settlement.house_net + view.jackpot_shares
            if hour == 1 and i == 2:
                tray -= 10_000  # paid €100 more than the settlement
        if hour == 1:
            slip = s.count.request_slip(anna, shift.id, "fill", {10000: 20})
            s.count.sign_slip(s.users.co_sign(*pin("Boris Ivanov"), Permission.SIGN_COUNT, purpose="fill",
                                              shift_id=shift.id), slip.number)
            s.count.receive_slip(s.users.co_sign(*pin("Oleg Sidorov"), Permission.RECEIVE_SLIP, purpose="fill",
                                                 shift_id=shift.id), slip.number)
            tray += 200_000
            # a credit asked for by mistake, voided by the pit boss; the fill's cage copy printed again
            wrong = s.count.request_slip(anna, shift.id, "credit", {2500: 8})
            s.count.void_slip(s.users.co_sign(*pin("Boris Ivanov"), Permission.SIGN_COUNT, purpose="void slip",
                                              shift_id=shift.id), wrong.number, words["slip_void"])
            s.count.reprint_slip(s.users.co_sign(*pin("Boris Ivanov"), Permission.SIGN_COUNT, purpose="reprint",
                                                 shift_id=shift.id), slip.number, words["slip_reprint"])
        chips = tray_player.like(dict(opener), tray)
        if hour < 2:
            s.count.count_tray(anna, shift.id, chips)
    boss = s.users.co_sign(*pin("Elena Sokolova"), Permission.SIGN_COUNT, purpose="closer", shift_id=shift.id)
    s.shifts.close(anna, shift.id, closer=tray_player.like(dict(opener), tray), confirmed_by=boss)
    s.users.sign_out()
    room = s.users.co_sign(*pin("Vera Kuznetsova"), Permission.ENTER_DROP, purpose="drop", shift_id=shift.id)
    s.count.enter_drop(room, shift.id, 600_000)


def open_console(db: Path, name: str, pin: str, *, dialogs: DialogService | None = None,
                 docs: DocumentService | None = None, lang: str = "en", locale: str = "en_GB", poll_ms: int = 0,
                 station: str = "pit podium") -> ConsoleScreen:
    """A console screen on its own, signed in as ``name`` (what the main window
    does before it shows the console). Returns the screen (``.ctx`` is its context)."""
    from ui.console.docs import ScriptedDocumentService
    from ui.console.jobs import ConsoleJobs
    from ui.console.screen import ConsoleScreen
    from ui.kit import theme
    from ui.kit.context import AppContext
    from ui.kit.dialogs import ScriptedDialogService
    from ui.kit.qt import QApplication
    from ui.kit.settings import UiSettings
    from ui.table.backend import Backend

    app = QApplication.instance()
    assert app is not None, "create the QApplication first"
    theme.apply(app)  # type: ignore[arg-type]
    backend = Backend(db, hasher=cheap_hasher(), station=station, locale=locale)
    ctx = AppContext(backend, dialogs or ScriptedDialogService(), UiSettings(), lang=lang, locale=locale)
    box: dict[str, Any] = {}
    ctx.run(lambda b: b.open(), lambda r: box.setdefault("report", r))
    ctx.worker.drain(30000)
    report = box["report"]
    ctx.approval_threshold = int(report.settings.approval_threshold)
    ctx.run(lambda b: b.sign_in(name, pin), ctx.set_user)
    ctx.worker.drain(30000)
    if ctx.user is None:
        raise RuntimeError(f"{name} could not sign in")
    console = ConsoleScreen(ctx.room(ConsoleJobs(backend)), docs or ScriptedDocumentService(), poll_ms=poll_ms)
    console.resize(1280, 800)
    return console


def close_console(console: ConsoleScreen) -> None:
    from ui.devtools.driver import dispose
    from ui.table.backend import Backend

    ctx = console.ctx.station
    backend = ctx.backend
    assert isinstance(backend, Backend), backend
    ctx.run(lambda _b: backend.close(), None, lambda _e: None)
    ctx.worker.drain(10000)
    ctx.shutdown()
    dispose(console)


__all__ += ["close_console"]
