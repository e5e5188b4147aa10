"""Words for the engine's enums, translatable (the engine itself speaks English)."""

from __future__ import annotations

from dealer_app.auth.roles import Role
from rules.hands import Category
from ui.kit.qt import QT_TRANSLATE_NOOP, QCoreApplication, translate

__all__ = ["category_label", "category_short", "role_label"]

_CATEGORY = {
    Category.HIGH_CARD: QT_TRANSLATE_NOOP("Category", "high card"),
    Category.ACE_KING: QT_TRANSLATE_NOOP("Category", "ace-king"),
    Category.ONE_PAIR: QT_TRANSLATE_NOOP("Category", "one pair"),
    Category.TWO_PAIR: QT_TRANSLATE_NOOP("Category", "two pair"),
    Category.THREE_OF_A_KIND: QT_TRANSLATE_NOOP("Category", "three of a kind"),
    Category.STRAIGHT: QT_TRANSLATE_NOOP("Category", "straight"),
    Category.FLUSH: QT_TRANSLATE_NOOP("Category", "flush"),
    Category.FULL_HOUSE: QT_TRANSLATE_NOOP("Category", "full house"),
    Category.FOUR_OF_A_KIND: QT_TRANSLATE_NOOP("Category", "four of a kind"),
    Category.STRAIGHT_FLUSH: QT_TRANSLATE_NOOP("Category", "straight flush"),
    Category.ROYAL_FLUSH: QT_TRANSLATE_NOOP("Category", "royal flush"),
}


def category_label(category: Category | str) -> str:
    """``'full house'`` (or its translation)."""
    cat = category if isinstance(category, Category) else Category.parse(category)
    return translate("Category", _CATEGORY[cat])


def category_short(category: Category | str) -> str:
    """The label with a capital first letter, for headings: ``'Full house'``."""
    text = category_label(category)
    return text[:1].upper() + text[1:]


def role_label(role: Role) -> str:
    """A user's role in words (``Role.PIT_BOSS``: ``'pit boss'``, or its translation)."""
    return {
        Role.DEALER: QCoreApplication.translate("Roles", "dealer"),
        Role.PIT_BOSS: QCoreApplication.translate("Roles", "pit boss"),
        Role.ADMIN: QCoreApplication.translate("Roles", "administrator"),
        Role.TRAINEE: QCoreApplication.translate("Roles", "trainee"),
        Role.CAGE: QCoreApplication.translate("Roles", "cage"),
        Role.COUNT_ROOM: QCoreApplication.translate("Roles", "count room"),
    }.get(role, role.value)
