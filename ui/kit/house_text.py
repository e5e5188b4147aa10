"""A house-rules profile in full, for people: pay tables first, then every rule.

Shown before a shift opens (the dealer and pit boss confirm what the table
plays) and whenever the profile name in the top bar is clicked.
"""

from __future__ import annotations

from html import escape

from rules.hands import Category
from rules.poker import HouseRules
from ui.kit import theme
from ui.kit.labels import category_short
from ui.kit.money import MoneyFormat
from ui.kit.plurals import plurals
from ui.kit.qt import QCoreApplication
from ui.kit.text import tr_args

__all__ = ["house_rules_html", "house_rules_rows"]


def _yes_no(v: bool) -> str:
    return QCoreApplication.translate("HouseRules", "yes") if v else QCoreApplication.translate("HouseRules", "no")


def house_rules_rows(rules: HouseRules, money: MoneyFormat) -> list[tuple[str, str]]:
    """(label, value) for every rule that is not a table, in a sensible order."""
    m = money
    r = rules
    ante_rule = {
        "push": QCoreApplication.translate("HouseRules", "returned (push)"),
        "even_money": QCoreApplication.translate("HouseRules", "paid even money"),
    }
    improvements = {
        "one": QCoreApplication.translate("HouseRules", "exchange or sixth card"),
        "both": QCoreApplication.translate("HouseRules", "exchange, then sixth card"),
    }
    exchange = plurals().exchange_from(int(r.exchange_min_cards), int(r.exchange_fee_antes))
    return [
        (QCoreApplication.translate("HouseRules", "Currency"), str(r.currency)),
        (QCoreApplication.translate("HouseRules", "Boxes"), str(r.boxes)),
        (QCoreApplication.translate("HouseRules", "Ante limits"), f"{m(r.min_ante)} – {m(r.max_ante)}"),
        (QCoreApplication.translate("HouseRules", "Bet"), tr_args(QCoreApplication.translate("HouseRules", "%1 × Ante"),
                                                                  str(r.bet_multiple))),
        (QCoreApplication.translate("HouseRules", "Bonus limits"), f"{m(r.min_bonus)} – {m(r.max_bonus)}"),
        (QCoreApplication.translate("HouseRules", "Maximum payout per box"), m(r.max_payout)),
        (QCoreApplication.translate("HouseRules", "Dealer qualifies with"), category_short(r.dealer_qualifier) + QCoreApplication.translate("HouseRules", " or better")),
        (QCoreApplication.translate("HouseRules", "Improvements"), improvements.get(str(r.improvements), str(r.improvements))),
        (QCoreApplication.translate("HouseRules", "Exchange"), exchange),
        (QCoreApplication.translate("HouseRules", "Sixth card fee"), tr_args(QCoreApplication.translate("HouseRules", "%1 Ante"),
                                                                             str(r.sixth_card_fee_antes))),
        (QCoreApplication.translate("HouseRules", "Buy a game fee"), tr_args(QCoreApplication.translate("HouseRules", "%1 Ante"),
                                                                             str(r.buy_game_fee_antes))),
        (QCoreApplication.translate("HouseRules", "Same-rank redraw"), _yes_no(bool(r.same_rank_redraw))),
        (QCoreApplication.translate("HouseRules", "Ante when the box wins"), ante_rule.get(str(r.ante_on_win), str(r.ante_on_win))),
        (QCoreApplication.translate("HouseRules", "Ante, bought game still no game"), ante_rule.get(str(r.ante_if_bought_no_game), str(r.ante_if_bought_no_game))),
        (QCoreApplication.translate("HouseRules", "Insurance"), tr_args(QCoreApplication.translate("HouseRules", "%1+, up to %2% of the expected pay"),
                                                                        category_short(r.insurance_min_category),
                                                                        str(r.insurance_max_percent))),
        (QCoreApplication.translate("HouseRules", "Two hands paid"), _yes_no(bool(r.two_hands))),
        (QCoreApplication.translate("HouseRules", "Dark boxes"), _yes_no(bool(r.dark_boxes_allowed))),
        (QCoreApplication.translate("HouseRules", "Bonus lost on fold"), _yes_no(bool(r.bonus_lost_on_fold))),
        (QCoreApplication.translate("HouseRules", "Cap includes bonus wins"), _yes_no(bool(r.cap_includes_bonus))),
        (QCoreApplication.translate("HouseRules", "Jackpot contribution"), f"{r.jackpot_contribution_percent}%"),
    ]


def _table_html(title: str, rows: list[tuple[str, str]]) -> str:
    C = theme.C
    cells = "".join(
        f"<tr><td style='padding:3px 14px 3px 0;'>{escape(a)}</td>"
        f"<td align='right' style='padding:3px 0; font-weight:bold;'>{escape(b)}</td></tr>"
        for a, b in rows
    )
    return (
        f"<h3 style='color:{C.accent}; margin:6px 0;'>{escape(title)}</h3>"
        f"<table cellspacing='0' style='color:{C.text};'>{cells}</table>"
    )


def house_rules_html(rules: HouseRules, money: MoneyFormat, *, name: str = "") -> str:
    pay = [
        (category_short(c), tr_args(QCoreApplication.translate("HouseRules", "%1 to 1"), str(rules.pay_table[c])))
        for c in sorted(rules.pay_table, reverse=True)
    ]
    by_category: dict[Category, str] = {
        c: tr_args(QCoreApplication.translate("HouseRules", "%1 to 1"),
                   str(odds)) for c, odds in rules.bonus_table.items()
    }
    by_category.update(
        (c, tr_args(QCoreApplication.translate("HouseRules", "%1% of the jackpot"), str(pct)))
        for c, pct in rules.jackpot_percent.items()
    )
    bonus = [(category_short(c), by_category[c]) for c in sorted(by_category, reverse=True)]
    head = f"<h2 style='margin:0 0 8px 0;'>{escape(name)}</h2>" if name else ""
    rows = house_rules_rows(rules, money)
    limits, options = rows[:10], rows[10:]
    half = (len(options) + 1) // 2
    rules_title = QCoreApplication.translate("HouseRules", "Rules")
    C = theme.C
    grid = "".join(
        "<tr>"
        + "".join(
            f"<td width='22%' style='padding:3px 10px 3px 0; color:{C.text_dim};'>{escape(a)}</td>"
            f"<td width='28%' style='padding:3px 20px 3px 0; font-weight:bold;'>{escape(b)}</td>"
            for a, b in pair
        )
        + "</tr>"
        for pair in zip(options[:half], [*options[half:], ("", "")], strict=False)
    )
    return (
        f"<div style='color:{C.text};'>{head}"
        "<table width='100%'><tr><td valign='top' width='30%'>"
        + _table_html(QCoreApplication.translate("HouseRules", "Pay table (on the Bet)"), pay)
        + "</td><td valign='top' width='33%'>"
        + _table_html(QCoreApplication.translate("HouseRules", "Bonus (on the bonus stake)"), bonus)
        + "</td><td valign='top' width='37%'>"
        + _table_html(QCoreApplication.translate("HouseRules", "The table"), limits)
        + "</td></tr></table>"
        + f"<h3 style='color:{C.accent}; margin:10px 0 4px 0;'>{escape(rules_title)}</h3>"
        + f"<table width='100%' cellspacing='0' style='color:{C.text};'>{grid}</table></div>"
    )

