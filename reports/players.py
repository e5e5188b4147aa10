"""The players' documents: a rating slip per session, the daily multiple transaction
log (MTL) and the report-preparation document, in English or Russian; and the
``dealer-app rating`` and ``dealer-app aml`` commands, which draw them
(:mod:`dealer_app.cli.players` does the rest).

A rating slip names the player by the card's last digits only (or "player at box 3");
the MTL names a patron by the keyed reference the log holds and the card's last digits;
only the report-preparation document, for compliance, prints the identity and the ID
details (its reading is logged by the service that hands them over).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from dealer_app.atomic_file import write_atomically

from .document import PageChrome, render_pdf
from .money import Money
from .text import esc, zone
from .theme import THEME, Theme
from .words import Words

__all__ = ["aml_main", "aml_report_bytes", "draw", "mtl_bytes", "rating_main", "rating_slip_bytes"]

TEXT: dict[str, str] = {
    "Rating slip": "Карта рейтинга игрока",
    "Session": "Визит",
    "Table": "Стол",
    "Player": "Игрок",
    "player at box {boxes}": "игрок на боксе {boxes}",
    "Gaming day": "Игровой день",
    "Start": "Начало",
    "End": "Конец",
    "still playing": "ещё играет",
    "Pauses": "Паузы",
    "none": "нет",
    "Time on game": "Время в игре",
    "{m} min": "{m} мин",
    "Boxes": "Боксы",
    "Hands played": "Сыграно раздач",
    "Hands per hour": "Раздач в час",
    "Wagered": "Ставки",
    "Ante": "Анте",
    "Bet": "Бет",
    "Bonus": "Бонус",
    "Insurance": "Страховка",
    "Fees": "Сборы",
    "Total wagered": "Всего поставлено",
    "Average bet": "Средняя ставка",
    "Actual win (house)": "Фактический выигрыш казино",
    "Theoretical win (house)": "Теоретический выигрыш казино",
    "Comp points": "Комп-баллы",
    "Adjustments": "Корректировки",
    "{field}: {original} → {value}, {who}, {when}: {reason}": "{field}: {original} → {value}, {who}, {when}: {reason}",
    "average_bet": "средняя ставка",
    "theoretical_win": "теоретический выигрыш",
    "comp_points": "комп-баллы",
    "name": "имя",
    "date_of_birth": "дата рождения",
    "address": "адрес",
    "id_document": "документ, удостоверяющий личность",
    "Figures": "Показатели",
    "Every figure is computed from the recorded rounds (the settlements of the log, as they stand after floor "
    "rulings and voids); the theoretical win uses the house advantage per bet type of rules version {version}.":
        "Все суммы рассчитаны по записанным раундам (расчётам из журнала с учётом решений пит-босса и "
        "аннулирований); теоретический выигрыш — по преимуществу казино по видам ставок, версия правил {version}.",
    "Every figure is computed from the recorded rounds (the settlements of the log, as they stand after floor "
    "rulings and voids); the theoretical win uses the default house advantage per bet type.":
        "Все суммы рассчитаны по записанным раундам (расчётам из журнала с учётом решений пит-босса и "
        "аннулирований); теоретический выигрыш — по преимуществу казино по видам ставок по умолчанию.",
    "Multiple transaction log": "Журнал множественных операций",
    "Cash transactions at or above {threshold}, gaming day {day}":
        "Операции с наличными от {threshold}, игровой день {day}",
    "Time": "Время",
    "No.": "№",
    "Kind": "Вид",
    "buy_in": "покупка фишек",
    "cash_out": "выплата",
    "Amount": "Сумма",
    "Patron": "Клиент",
    "Recorded by": "Записал",
    "No cash transactions at or above the threshold.": "Нет операций с наличными от порога.",
    "Report preparation": "Подготовка отчёта",
    "Patrons over the report threshold ({threshold}), gaming day {day}":
        "Клиенты сверх порога отчётности ({threshold}), игровой день {day}",
    "Alert": "Оповещение",
    "report_in": "наличные внесены сверх порога",
    "report_out": "наличные выплачены сверх порога",
    "Cash in": "Внесено наличными",
    "Cash out": "Выплачено наличными",
    "Name": "Имя",
    "Card": "Карта",
    "ID details": "Данные документа",
    "Still to collect": "Ещё собрать",
    "nothing": "ничего",
    "unregistered patron: identify at the cage": "незарегистрированный клиент: установить личность в кассе",
    "No patron passed the report threshold.": "Ни один клиент не превысил порог отчётности.",
    "Prepared for compliance; this document holds personal data.":
        "Подготовлено для службы комплаенс; документ содержит персональные данные.",
    "Signature": "Подпись",
    "Compliance officer": "Сотрудник службы комплаенс",
    "Pit boss": "Пит-босс",
    "Page {n} of {total}": "Страница {n} из {total}",
    "SIMULATED": "СИМУЛЯЦИЯ",
}


# codes the records hold, in English words
EN: dict[str, str] = {"buy_in": "buy-in", "cash_out": "cash-out", "report_in": "cash in over the report threshold",
                      "report_out": "cash out over the report threshold", "average_bet": "average bet",
                      "theoretical_win": "theoretical win", "comp_points": "comp points", "name": "name",
                      "date_of_birth": "date of birth", "address": "address", "id_document": "ID document"}


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _w(lang: str) -> Any:
    words = Words(lang)

    def t(text: str, **kw: object) -> str:
        out = TEXT.get(text, text) if lang == "ru" else EN.get(text, text)
        return out.format(**kw) if kw else out

    return t, words


def _kv(rows: Sequence[tuple[str, str]], theme: Theme) -> Table:
    styles = theme.styles
    w = theme.frame_width
    tbl = Table([[Paragraph(esc(k), styles["label"]), Paragraph(esc(v), styles["body"])] for k, v in rows],
                colWidths=[60 * mm, w - 60 * mm], hAlign="LEFT")
    tbl.setStyle(theme.style(theme.key_value_table()))
    return tbl


def _grid(rows: list[list[str]], widths: Sequence[float], theme: Theme, right_from: int) -> Table:
    styles = theme.styles
    body: list[list[object]] = [list(rows[0]), *([Paragraph(esc(c), styles["body"]) if i < right_from else c
                                                   for i, c in enumerate(r)] for r in rows[1:])]
    tbl = Table(body, colWidths=[theme.frame_width * x for x in widths], hAlign="LEFT", repeatRows=1)
    tbl.setStyle(theme.style([*theme.grid_table(header_rows=1, zebra=True, rows=len(rows) - 1),
                              ("ALIGN", (right_from, 0), (-1, -1), "RIGHT")]))
    return tbl


def rating_slip_bytes(services: Any, s: Any, lang: str = "en", *, theme: Theme = THEME) -> bytes:
    """One session's rating slip (the figures of record, every adjustment with its original)."""
    from dealer_app.reporting import local_zone_name
    from dealer_app.services.house import current_currency

    t, words = _w(lang)
    tz_name = local_zone_name()
    tz = zone(tz_name)
    money = Money(current_currency(services.ctx), "ru_RU" if lang == "ru" else "en_GB")
    styles = theme.styles

    def at(us: int | None) -> str:
        return str(words.when(datetime.fromtimestamp(us / 1e6, tz=UTC), tz)) if us else str(t("still playing"))

    f = s.of_record()
    first = s.box_history[0][1] if s.box_history else s.boxes
    player = services.players.shown(s.player) if s.player else t("player at box {boxes}",
                                                                  boxes=", ".join(map(str, first)))
    pauses = ", ".join(f"{at(a)} – {at(b)}" for a, b in s.pauses) or t("none")
    boxes = " → ".join(", ".join(map(str, bs)) for _, bs in s.box_history)
    w = s.wagered
    rows = [(t("Player"), player), (t("Table"), s.table), (t("Gaming day"), words.day(date.fromisoformat(s.gaming_day))
                                                            if s.gaming_day else "—"),
            (t("Start"), at(s.start_us)), (t("End"), at(s.end_us)), (t("Pauses"), pauses),
            (t("Time on game"), t("{m} min", m=words.number(s.seconds_on_game // 60))), (t("Boxes"), boxes),
            (t("Hands played"), words.number(s.hands)),
            (t("Hands per hour"), words.decimal(float(s.hands_per_hour), 1))]
    money_rows = [(t("Ante"), money(w["ante"])), (t("Bet"), money(w["bet"])), (t("Bonus"), money(w["bonus"])),
                  (t("Insurance"), money(w["insurance"])), (t("Fees"), money(w["fees"])),
                  (t("Total wagered"), money(s.total_wagered)), (t("Average bet"), money(int(f["average_bet"]))),
                  (t("Actual win (house)"), money(s.actual_win, signed=True)),
                  (t("Theoretical win (house)"), money(int(f["theoretical_win"]), signed=True)),
                  (t("Comp points"), words.number(int(f["comp_points"])))]
    title = t("Rating slip")
    out: list[Flowable] = [Paragraph(esc(f"{title} · {t('Session')} {s.session}"), styles["title"]),
                           Paragraph(esc(f"{words.casino(services.settings.get().casino_name)} · {t('Table')} {s.table}"),
                                     styles["subtitle"]), Spacer(1, 4 * mm), _kv(rows, theme), Spacer(1, 4 * mm),
                           Paragraph(esc(t("Figures")), styles["h2"]),
                           _kv(money_rows, theme)]
    if s.adjustments:
        out += [Spacer(1, 4 * mm), Paragraph(esc(t("Adjustments")), styles["label"])]
        for a in s.adjustments:
            shown = (lambda v: words.number(int(v))) if a["field"] == "comp_points" else (lambda v: money(int(v)))
            out.append(Paragraph(esc(t("{field}: {original} → {value}, {who}, {when}: {reason}",
                                       field=t(str(a["field"])), original=shown(a["original"]),
                                       value=shown(a["value"]), who=services.ctx.user_name(a["by"]),
                                       when=at(a["at_us"]), reason=a["reason"])), styles["body"]))
    method = (t("Every figure is computed from the recorded rounds (the settlements of the log, as they stand after "
                "floor rulings and voids); the theoretical win uses the house advantage per bet type of rules "
                "version {version}.", version=s.rules.version) if s.rules.version else
              t("Every figure is computed from the recorded rounds (the settlements of the log, as they stand after "
                "floor rulings and voids); the theoretical win uses the default house advantage per bet type."))
    out += [Spacer(1, 4 * mm), Paragraph(esc(method), styles["small"])]
    chrome = PageChrome(title=title, header_left=f"{words.casino(services.settings.get().casino_name)} · {s.table}",
                        header_right=f"{t('Session')} {s.session}",
                        footer_left=f"Dealer Assistant · {t('Session')} {s.session} · {tz_name}",
                        page_words=t("Page {n} of {total}"), lang=lang,
                        created=datetime.fromtimestamp(s.start_us / 1e6, tz=UTC))
    return render_pdf(out, chrome=chrome, subject=title, theme=theme)


def mtl_bytes(services: Any, day: str, txs: Sequence[Any], lang: str = "en", *, theme: Theme = THEME) -> bytes:
    """The gaming day's multiple transaction log."""
    from dealer_app.reporting import local_zone_name
    from dealer_app.services.house import current_currency

    t, words = _w(lang)
    tz_name = local_zone_name()
    tz = zone(tz_name)
    money = Money(current_currency(services.ctx), "ru_RU" if lang == "ru" else "en_GB")
    styles = theme.styles
    threshold = services.aml.rules().log_threshold
    title = t("Multiple transaction log")
    out: list[Flowable] = [Paragraph(esc(title), styles["title"]),
                           Paragraph(esc(t("Cash transactions at or above {threshold}, gaming day {day}",
                                           threshold=money(threshold), day=words.day(date.fromisoformat(day)))),
                                     styles["subtitle"]), Spacer(1, 4 * mm)]
    if txs:
        rows = [[t("Time"), t("No."), t("Kind"), t("Patron"), t("Table"), t("Recorded by"), t("Amount")]]
        for x in txs:
            patron = (f"{services.players.shown(x.player)} · {x.player[:8]}" if x.player else x.description)
            rows.append([words.when(datetime.fromtimestamp(x.at_us / 1e6, tz=UTC), tz), str(x.ref), t(x.kind),
                         patron, x.table or x.log or "—", x.by_name or services.ctx.user_name(x.by), money(x.amount)])
        out.append(_grid(rows, (0.17, 0.06, 0.18, 0.25, 0.07, 0.12, 0.15), theme, 6))
    else:
        out.append(Paragraph(esc(t("No cash transactions at or above the threshold.")), styles["body"]))
    chrome = PageChrome(title=title, header_left=words.casino(services.settings.get().casino_name),
                        header_right=words.day(date.fromisoformat(day)),
                        footer_left=f"Dealer Assistant · MTL {day} · {tz_name}", page_words=t("Page {n} of {total}"), lang=lang)
    return render_pdf(out, chrome=chrome, subject=title, theme=theme)


def aml_report_bytes(services: Any, day: str, cases: Sequence[Any], lang: str = "en", *,
                     theme: Theme = THEME) -> bytes:
    """What compliance needs to prepare each report of the gaming day."""
    from dealer_app.reporting import local_zone_name
    from dealer_app.services.house import current_currency

    t, words = _w(lang)
    tz_name = local_zone_name()
    tz = zone(tz_name)
    money = Money(current_currency(services.ctx), "ru_RU" if lang == "ru" else "en_GB")
    styles = theme.styles
    rules = services.aml.rules()
    title = t("Report preparation")
    out: list[Flowable] = [Paragraph(esc(title), styles["title"]),
                           Paragraph(esc(t("Patrons over the report threshold ({threshold}), gaming day {day}",
                                           threshold=money(rules.report_threshold),
                                           day=words.day(date.fromisoformat(day)))), styles["subtitle"]),
                           Paragraph(esc(t("Prepared for compliance; this document holds personal data.")),
                                     styles["body"]), Spacer(1, 4 * mm)]
    if not cases:
        out.append(Paragraph(esc(t("No patron passed the report threshold.")), styles["body"]))
    for c in cases:
        p = c.patron
        ident: list[tuple[str, str]] = [(t("Alert"), f"{t(c.alert.kind)}: {money(c.alert.amount)}")]
        if p is None:
            ident.append((t("Patron"), t("unregistered patron: identify at the cage")))
        else:
            ident += [(t("Patron"), p.player), (t("Name"), p.name or "—"), (t("Card"), p.card or "—")]
            ident += [(_capital(t(k)), v) for k, v in sorted(p.details.items())]
        ident += [(t("Cash in"), money(c.aggregate.cash_in)), (t("Cash out"), money(c.aggregate.cash_out)),
                  (t("Still to collect"), ", ".join(t(m) for m in c.missing) or t("nothing"))]
        out += [_kv(ident, theme), Spacer(1, 2 * mm)]
        rows = [[t("Time"), t("No."), t("Kind"), t("Table"), t("Recorded by"), t("Amount")]]
        for x in c.transactions:
            rows.append([words.when(datetime.fromtimestamp(x.at_us / 1e6, tz=UTC), tz), str(x.ref), t(x.kind),
                         x.table or x.log or "—", x.by_name or services.ctx.user_name(x.by), money(x.amount)])
        out += [_grid(rows, (0.22, 0.08, 0.18, 0.12, 0.2, 0.2), theme, 5), Spacer(1, 6 * mm)]
    sig = Table([[Paragraph(esc(t("Compliance officer")), styles["label"]), Paragraph(esc(t("Signature")),
                                                                                     styles["label"])],
                 [Spacer(1, 12 * mm), Spacer(1, 12 * mm)]], colWidths=[theme.frame_width / 2] * 2, hAlign="LEFT")
    out.append(sig)
    chrome = PageChrome(title=title, header_left=words.casino(services.settings.get().casino_name),
                        header_right=words.day(date.fromisoformat(day)),
                        footer_left=f"Dealer Assistant · {title} {day} · {tz_name}", page_words=t("Page {n} of {total}"), lang=lang)
    return render_pdf(out, chrome=chrome, subject=title, theme=theme)


def draw(kind: str, services: Any, data: Any, out: Path, lang: str) -> None:
    """The hook :mod:`dealer_app.cli.players` calls: draw ``kind`` to ``out`` atomically."""
    if kind == "rating_slip":
        pdf = rating_slip_bytes(services, data, lang)
    elif kind == "mtl":
        pdf = mtl_bytes(services, data[0], data[1], lang)
    else:
        pdf = aml_report_bytes(services, data[0], data[1], lang)
    write_atomically(out, pdf)


def rating_main(argv: list[str]) -> int:
    from dealer_app.cli.players import rating_main as run

    return run(argv, draw)


def aml_main(argv: list[str]) -> int:
    from dealer_app.cli.players import aml_main as run

    return run(argv, draw)
