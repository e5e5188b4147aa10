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

from dealer_app.resources import package_dir, resource_path
from ui.kit.qt import QCoreApplication, QLibraryInfo, QLocale, QTranslator

__all__ = ["LANGUAGES", "TRANSLATIONS_DIR", "choose_language", "install", "locale_name", "sources"]

TRANSLATIONS_DIR = resource_path("ui.translations")
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
    from ui.kit.explained import set_ui_language

    set_ui_language(lang)
    return ok


def _tool(name: str) -> str:
    return str(Path(sys.executable).with_name(name))


def sources() -> list[Path]:
    """Every module of ``ui/`` (all its packages: the table, the console, the roulette
    tracker, trainee mode, ...), the catalogue tool's input."""
    root = package_dir("ui")
    return sorted(p for p in root.rglob("*.py") if "translations" not in p.parts and "__pycache__" not in p.parts)


def update_catalogues() -> int:  # pragma: no cover - a developer tool
    """Collect the strings of ``ui/`` into the .ts files and compile them; say how many
    Russian texts still wait for their translation.

    ``pyside6-lupdate`` reads ``self.tr("...")``, ``translate("Context", "...")`` and
    ``QT_TRANSLATE_NOOP("Context", "...")`` with literal texts; it never reads inside an
    f-string, and it reads a plural's count only as ``self.tr(text, "", n)`` (a class nobody
    derives from: PySide would not find the base class's plural). ``tests/ui/test_translations.py``
    checks all of it."""
    import xml.etree.ElementTree as ET

    files = [str(p) for p in sources()]
    for lang in LANGUAGES:
        ts = TRANSLATIONS_DIR / f"dealer_{lang}.ts"
        subprocess.run([_tool("pyside6-lupdate"), *files, "-ts", str(ts), "-no-obsolete", "-source-language", "en",
                        "-target-language", lang], check=True)
        subprocess.run([_tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    ru = ET.parse(TRANSLATIONS_DIR / "dealer_ru.ts").getroot()
    todo = [m.findtext("source") for m in ru.iter("message")
            if (t := m.find("translation")) is not None and t.get("type") == "unfinished"]
    print(f"{len(todo)} Russian text(s) to translate in {TRANSLATIONS_DIR / 'dealer_ru.ts'}", file=sys.stderr)
    return 1 if todo else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(update_catalogues())
