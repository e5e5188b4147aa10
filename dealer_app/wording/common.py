"""What every wording module shares: the languages, their CLDR locales and the one
plural rule (babel), so that a count reads the same in problems, refusals, explanations
and reports."""

from __future__ import annotations

from collections.abc import Sequence

from babel import Locale

__all__ = [
    "LANGUAGES",
    "LOCALES",
    "PERMISSIONS_RU",
    "LanguageError",
    "check_lang",
    "plural",
    "ru_plural",
]

LANGUAGES = ("en", "ru")
LOCALES = {"en": "en_GB", "ru": "ru_RU"}


class LanguageError(ValueError):
    """A language this product does not speak."""


def check_lang(lang: str) -> str:
    """``lang`` when it is one of :data:`LANGUAGES`, else a one-line error naming them."""
    if lang not in LANGUAGES:
        raise LanguageError(f"language: {lang!r} is not one of {', '.join(LANGUAGES)}")
    return lang


_LOCALE = {lang: Locale.parse(name) for lang, name in LOCALES.items()}


def plural(n: int, lang: str, forms: Sequence[str]) -> str:
    """The form of a noun for ``n`` by the CLDR plural rules of ``lang`` (babel):
    ``forms`` are (one, few, many) for Russian, (one, other) for English.

    >>> [plural(n, "ru", ("карта", "карты", "карт")) for n in (1, 2, 5, 21)]
    ['карта', 'карты', 'карт', 'карта']
    """
    rule = _LOCALE[check_lang(lang)].plural_form(n)
    if lang == "ru":
        return {"one": forms[0], "few": forms[1]}.get(rule, forms[2])
    return forms[0] if rule == "one" else forms[1]


def ru_plural(n: int, one: str, few: str, many: str) -> str:
    """The Russian noun form for ``n`` (:func:`plural` with the three forms given apart)."""
    return plural(n, "ru", (one, few, many))


# What a permission lets a person do, in Russian (the infinitive after «может»/«не может»).
PERMISSIONS_RU = {
    "open_shift": "открывать смену", "close_shift": "закрывать смену", "change_dealer": "менять дилера",
    "deal": "вести раунды", "view_history": "смотреть историю", "print_report": "печатать отчёты",
    "approve": "утверждать выплаты", "refuse": "отклонять выплаты", "void": "аннулировать раунды",
    "enter_late": "вносить бумажные раунды", "rule": "принимать решения пит-босса",
    "adjust_meter": "корректировать счётчик джекпота",
    "second_sign": "ставить вторую подпись", "edit_house_rules": "менять правила казино",
    "view_trainee_progress": "смотреть результаты стажёров", "audit": "проверять журнал",
    "manage_users": "управлять пользователями", "edit_settings": "менять настройки",
    "backup": "делать резервные копии", "train": "тренироваться", "edit_chip_set": "менять набор фишек",
    "count_tray": "пересчитывать лоток", "sign_count": "подписывать пересчёт",
    "request_slip": "запрашивать пополнение или возврат", "receive_slip": "принимать пополнение или возврат",
    "buy_in": "записывать покупку фишек", "enter_drop": "вносить дроп",
    "explain_variance": "объяснять расхождение", "view_count": "смотреть пересчёт стола",
    "register_player": "регистрировать игроков", "read_patron": "читать данные игроков",
    "erase_patron": "удалять данные игроков", "seat_player": "сажать игроков за стол",
    "view_ratings": "смотреть рейтинг игроков", "adjust_rating": "корректировать рейтинг",
    "edit_rating_rules": "менять правила рейтинга", "cash_transaction": "записывать операции с наличными",
    "view_aml": "смотреть учёт операций с наличными", "edit_aml_rules": "менять правила учёта наличных",
}
