"""The console's re-audit shows every amount of its lines in the house currency's major
unit, through the one money formatter, in English and in Russian; the log (and
``dealer-app audit verify``) keeps minor units."""

from __future__ import annotations

import re
from typing import Any

from console_helpers import Floor, console_for, plain_steps, tamper_box_net

from ui.i18n import install

LATIN = re.compile(r"[A-Za-z][A-Za-z_-]*")


def test_the_re_audit_shows_amounts_in_the_house_currency(qapp: Any, floor: Floor) -> None:
    r1 = floor.play(plain_steps())
    c = console_for(floor.db, "Boris")
    try:
        assert c.screen.show_section("audit")
        c.settle()
        page = c.page("audit")
        tamper_box_net(floor.db, r1, 72_900)  # while the console is open
        page.start()
        c.settle()
        result = page.result
        assert result is not None and not result.ok and result.currency == "EUR"
        raw = " | ".join(line.text for line in result.discrepancies)
        stored = re.search(r"box 1: net: stored (-?\d+), computed (-?\d+)", raw)
        assert stored is not None, raw  # the audit's own line: minor units, as the log holds them
        minor = {stored.group(1), stored.group(2)}

        def shown() -> list[str]:
            return [page.lines.item(i, 2).text() for i in range(page.lines.rowCount())]

        english = next(t for t in shown() if "box 1: net:" in t)
        assert re.fullmatch(r"round \d+ box 1: net: stored €[\d,]+\.\d\d, computed €[\d,]+\.\d\d", english), english
        assert not any(m in english for m in minor)
        assert re.search(r"house_net: stored \u2212?€[\d,]+\.\d\d, computed \u2212?€", " | ".join(shown()))
        try:
            install(qapp, "ru")
            c.ctx.set_language("ru", "ru_RU")
            page.show_result(result)
            russian = next(t for t in shown() if "бокс 1: итог бокса:" in t)
            assert re.fullmatch(r"раунд \d+, бокс 1: итог бокса: записано [\d\s\u00a0\u2212]+,\d\d\u00a0€, "
                                r"пересчитано [\d\s\u00a0\u2212]+,\d\d\u00a0€", russian), russian
            assert not any(m in russian.replace("\u00a0", "") for m in minor)
            for text in shown():  # every line of the screen in Russian
                assert [w for w in LATIN.findall(text) if not re.fullmatch(r"[0-9a-f]+", w)] == [], text
        finally:
            install(qapp, "en")
            c.ctx.set_language("en", "en_GB")
    finally:
        c.close()


def test_a_language_switch_applies_to_the_consoles_money(qapp: Any, floor: Floor) -> None:
    c = console_for(floor.db, "Boris")
    try:
        assert c.screen.money_for("EUR")(150_000) == "€1,500.00"
        try:
            c.ctx.set_language("ru", "ru_RU")
            assert c.screen.money_for("EUR")(150_000) == "1\u00a0500,00\u00a0€"
        finally:
            c.ctx.set_language("en", "en_GB")
        assert c.screen.money_for("EUR")(150_000) == "€1,500.00"
    finally:
        c.close()
