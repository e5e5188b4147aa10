"""Languages: the app's own .qm catalogues (English, Russian) and Qt's.

The language is, in order: ``--lang``, the station setting, the system
locale when it is one we ship, else English. Sources are
``ui/translations/dealer_<lang>.ts``; ``python -m ui.i18n`` regenerates
them with ``pyside6-lupdate`` and compiles them with ``pyside6-lrelease``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from ui.qt import QCoreApplication, QLibraryInfo, QLocale, QTranslator

__all__ = ["LANGUAGES", "TRANSLATIONS_DIR", "choose_language", "install", "locale_name"]

TRANSLATIONS_DIR = Path(__file__).resolve().parent / "translations"
LANGUAGES = ("en", "ru")
_BABEL_LOCALE = {"en": "en_GB", "ru": "ru_RU"}
_installed: list[QTranslator] = []


def choose_language(requested: str | None, setting: str | None) -> str:
    for cand in (requested, setting):
        if cand:
            code = cand.split("_")[0].lower()
            if code in LANGUAGES:
                return code
    system = QLocale.system().name().split("_")[0].lower()
    return system if system in LANGUAGES else "en"


def locale_name(lang: str) -> str:
    """The babel/CLDR locale used for numbers and money in ``lang``."""
    return _BABEL_LOCALE.get(lang, "en_GB")


def install(app: QCoreApplication, lang: str) -> bool:
    """Load ``lang``'s catalogues into ``app`` (replacing earlier ones).
    Returns True when the app's own catalogue was found and loaded."""
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    ours = QTranslator(app)
    ok = ours.load(str(TRANSLATIONS_DIR / f"dealer_{lang}.qm"))
    if ok:
        app.installTranslator(ours)
        _installed.append(ours)
    if lang != "en":
        qt_path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qtbase = QTranslator(app)
        if qtbase.load(f"qtbase_{lang}", qt_path):
            app.installTranslator(qtbase)
            _installed.append(qtbase)
    QLocale.setDefault(QLocale(locale_name(lang)))
    return ok


def _tool(name: str) -> str:
    return str(Path(sys.executable).with_name(name))


def update_catalogues() -> int:  # pragma: no cover - a developer tool
    """Collect the strings of ``ui/`` into the .ts files and compile them."""
    root = Path(__file__).resolve().parent
    sources = sorted(str(p) for p in root.rglob("*.py") if "translations" not in p.parts)
    for lang in LANGUAGES:
        ts = TRANSLATIONS_DIR / f"dealer_{lang}.ts"
        subprocess.run([_tool("pyside6-lupdate"), *sources, "-ts", str(ts), "-no-obsolete", "-source-language", "en",
                        "-target-language", lang], check=True)
        subprocess.run([_tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(update_catalogues())
