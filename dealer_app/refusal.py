"""Typed refusals: a code plus typed parameters, worded for a person by a catalogue per language.

A refusal is a frozen dataclass deriving from :class:`Refusal`; its class name is its
code and its fields are its parameters. The layer that refuses makes no English: it
raises its error with the refusal (``raise DatabaseUnreadableError(FileMissing(path))``),
and every front end (the command line's ``--lang``, the desktop's error dialogs, the
reports) words it by code from the catalogue of the reader's language
(:mod:`dealer_app.wording.catalogue_en`, :mod:`dealer_app.wording.catalogue_ru`).
English is one catalogue among others: ``str(refusal)`` is its English line, so the
contract's lines stay as they were.

A parameter is worded by its type, in the reader's language:

* another :class:`Refusal`: worded in turn;
* a :class:`Worded` enum member: the catalogue's entry ``"Type.MEMBER"``;
* :class:`Money`: through the one money formatter (:func:`dealer_app.money_text.money_text`);
* :class:`OsReason`: the operating system's reason (``strerror``), from the catalogue's reasons;
* a :class:`~dealer_app.auth.roles.Role`: its English word (``pit boss``); ``{role:@role}`` words it in the
  reader's language;
* an error: its refusal, or its line; the engine's words a refusal ends with (``RefusalDetail``): from their types;
* anything else (paths, numbers, names): as it is.

A template may word a part by its kind: ``{role:@role}`` is the role's word in the reader's
language (:func:`dealer_app.wording.errors.part_text`). A template may pick a word by a number:
``{size:байт|байта|байт}`` is the form of the noun for ``size`` (one, few, many, as Russian counts).

>>> from dealer_app.store.refusals import FileMissing
>>> str(FileMissing("shift.db"))
'shift.db does not exist'
>>> word(FileMissing("shift.db"), "ru")
'shift.db не существует'
"""

from __future__ import annotations

import string
import threading
from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import Enum
from typing import Self, SupportsInt, TypeVar, cast, dataclass_transform

__all__ = ["N_", "Money", "OsReason", "Refusal", "Worded", "catalogue", "made", "refusal_of", "word"]


_R = TypeVar("_R", bound="Refusal")


def N_(text: str) -> str:
    """Mark ``text`` as a catalogue's source text (a template keyed by code); it is returned as it is."""
    return text


@dataclass_transform(frozen_default=True)
@dataclass(frozen=True)
class Refusal:
    """Base of every refusal: subclasses are frozen dataclasses (made so when the first one is
    made, see :func:`made`: making some 400 dataclasses as the modules load cost every process
    a third of a second at start); the class name is the code."""

    def __new__(cls, *args: object, **kwargs: object) -> Self:
        made(cls)  # its __init__ (and the rest) exist from now on: Python looks __init__ up after __new__
        return object.__new__(cls)

    @property
    def code(self) -> str:
        return type(self).__name__

    def params(self) -> dict[str, object]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def __str__(self) -> str:
        return word(self, "en")


_making = threading.Lock()


def made(cls: type[_R]) -> type[_R]:
    """``cls``, a :class:`Refusal` subclass, as the frozen dataclass it is (``dataclasses.fields``
    works on it from now on)."""
    if "__dataclass_fields__" not in cls.__dict__:
        with _making:
            if "__dataclass_fields__" not in cls.__dict__:
                dataclass(frozen=True)(cls)
    return cls


class Worded(Enum):
    """An enum whose members a person reads: each has its entry ``"Type.MEMBER"`` in every catalogue;
    ``str(member)`` is the English entry."""

    def __str__(self) -> str:
        return catalogue("en")[f"{type(self).__name__}.{self.name}"]


@dataclass(frozen=True)
class Money:
    """An amount in minor units of ``currency``, worded by the one money formatter."""

    amount: int
    currency: str


@dataclass(frozen=True)
class OsReason:
    """Why the operating system refused (``OSError.strerror``), as Python gives it in English."""

    text: str


def catalogue(lang: str) -> Mapping[str, str]:
    """The templates of ``lang`` (English for a language without a catalogue), keyed by code."""
    if lang == "ru":
        from dealer_app.wording.catalogue_ru import CATALOGUE as RU

        return RU
    from dealer_app.wording.catalogue_en import CATALOGUE as EN

    return EN


def _reason(reason: OsReason, lang: str) -> str:
    if lang != "ru":
        return reason.text
    from dealer_app.wording.catalogue_ru import REASONS

    return REASONS.get(reason.text, reason.text)


def _money(money: Money, lang: str) -> str:
    from dealer_app.money_text import MoneyTextError, money_text

    try:
        return money_text(money.currency, "ru_RU" if lang == "ru" else "en_GB").full(money.amount)
    except MoneyTextError:  # no currency known: the minor units as they are
        return str(money.amount)


def _part(value: object, lang: str) -> str:
    if isinstance(value, Refusal):
        return word(value, lang)
    if isinstance(value, BaseException) or hasattr(value, "problems"):  # an error or the engine's words, typed
        from dealer_app.wording.errors import part_text

        return part_text("why", value, lang)
    if isinstance(value, Worded):
        return catalogue(lang)[f"{type(value).__name__}.{value.name}"]
    if isinstance(value, Money):
        return _money(value, lang)
    if isinstance(value, OsReason):
        return _reason(value, lang)
    if isinstance(value, Enum):  # a role: its English word, as the English template shows it
        from dealer_app.auth.roles import Role

        if isinstance(value, Role):
            return value.label
    return str(value)


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" in format_spec:  # the noun's form for a number: one|few|many
            from dealer_app.wording.common import plural

            return plural(int(cast("str | SupportsInt", value)), self.lang, tuple(format_spec.split("|")))
        if format_spec.startswith("@"):  # a word of a closed set, or a line of another layer: by its kind
            from dealer_app.wording.errors import part_text

            return part_text(format_spec[1:], value, self.lang)
        return _part(value, self.lang)


def word(refusal: Refusal, lang: str) -> str:
    """``refusal`` as a person reads it in ``lang``: its code's template, its parameters worded by type."""
    return _Formatter(lang).vformat(catalogue(lang)[refusal.code], (), refusal.params())


class Refused(ValueError):
    """Bad input refused, typed: ``str()`` is the English line, ``refusal`` what it says."""

    def __init__(self, refusal: Refusal) -> None:
        self.refusal = refusal
        super().__init__(str(refusal))


def refusal_of(exc: object) -> Refusal | None:
    """The typed refusal an exception carries (``exc.refusal``), if it carries one (a refusal: itself)."""
    if isinstance(exc, Refusal):
        return exc
    refusal: object = getattr(exc, "refusal", None)
    if refusal is None and isinstance(exc, BaseException) and exc.args:  # raised as ``SomeError(refusal)``
        refusal = exc.args[0]
    return refusal if isinstance(refusal, Refusal) else None
