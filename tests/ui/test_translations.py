"""The catalogues: every text of ``ui/`` (the table, the console, the roulette
tracker, trainee mode, every package) is in ``dealer_ru.ts`` with a finished
Russian translation that keeps its placeholders, the compiled ``.qm`` files say
the same, and no text is marked in a way the catalogue tool cannot read.

Two independent readings of the sources: ``pyside6-lupdate`` itself (what
``python -m ui.i18n`` collects), and an AST walk that finds every ``self.tr``,
``translate`` and ``QT_TRANSLATE_NOOP`` literal with the context it has at run
time, so a call that lupdate silently skips fails here too.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from ui.i18n import TRANSLATIONS_DIR

UI = Path(__file__).resolve().parents[2] / "ui"
PLACEHOLDER = re.compile(r"%(?:[1-9]|n)")
TAG = re.compile(r"</?[a-zA-Z][^>]*>")
RUSSIAN_FORMS = 3  # Russian plurals: one, few, many
ENGLISH_FORMS = 2


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    numerus: bool
    kind: str | None
    """The translation's ``type`` (``unfinished``, ``obsolete``, ``vanished``) or None when finished."""
    forms: tuple[str, ...]
    """The translation, or its plural forms."""


def _read(ts: Path) -> dict[tuple[str, str], Message]:
    out: dict[tuple[str, str], Message] = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            source = m.findtext("source") or ""
            t = m.find("translation")
            assert t is not None, (name, source)
            numerus = m.get("numerus") == "yes"
            forms = tuple(f.text or "" for f in t.iter("numerusform")) if numerus else (t.text or "",)
            key = (name, source)
            assert key not in out, f"{key} appears twice in {ts.name}"
            out[key] = Message(name, source, numerus, t.get("type"), forms)
    return out


def _sources() -> list[Path]:
    """What ``python -m ui.i18n`` collects: checked to be every module of ``ui/``."""
    from ui.i18n import sources

    found = sources()
    every = sorted(p for p in UI.rglob("*.py") if "translations" not in p.parts and "__pycache__" not in p.parts)
    assert found == every, sorted(set(every) - set(found))
    return found


@pytest.fixture(scope="module")
def shipped() -> dict[str, dict[tuple[str, str], Message]]:
    return {lang: _read(TRANSLATIONS_DIR / f"dealer_{lang}.ts") for lang in ("en", "ru")}


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], Message]:
    """What ``pyside6-lupdate`` finds in ``ui/`` now, in a fresh catalogue."""
    ts = tmp_path_factory.mktemp("lupdate") / "fresh_ru.ts"
    tool = Path(sys.executable).with_name("pyside6-lupdate")
    done = subprocess.run([str(tool), *map(str, _sources()), "-ts", str(ts), "-source-language", "en",
                           "-target-language", "ru"], capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return _read(ts)


@pytest.mark.subprocess
def test_the_catalogues_hold_exactly_the_texts_of_every_ui_package(shipped: Any, extracted: Any) -> None:
    """Regenerated over all of ``ui/`` (``python -m ui.i18n``): nothing missing, nothing stale."""
    for lang in ("en", "ru"):
        missing = sorted(set(extracted) - set(shipped[lang]))
        stale = sorted(set(shipped[lang]) - set(extracted))
        assert missing == [], f"dealer_{lang}.ts lacks texts of ui/ (run python -m ui.i18n): {missing[:20]}"
        assert stale == [], f"dealer_{lang}.ts holds texts no longer in ui/ (run python -m ui.i18n): {stale[:20]}"
        changed = sorted(k for k, m in extracted.items() if shipped[lang][k].numerus != m.numerus)
        assert changed == [], f"dealer_{lang}.ts: plural or not, as in the sources: {changed}"
    packages = {p.relative_to(UI).parts[0] for p in _sources() if len(p.relative_to(UI).parts) > 1}
    assert {"console", "roulette", "training", "table", "shell", "kit", "devtools"} <= packages


def test_every_russian_translation_is_finished_and_keeps_its_placeholders(shipped: Any) -> None:
    problems: list[str] = []
    for key, m in shipped["ru"].items():
        if m.kind is not None:
            problems.append(f"{key}: {m.kind}")
            continue
        if m.numerus and len(m.forms) != RUSSIAN_FORMS:
            problems.append(f"{key}: {len(m.forms)} plural forms, Russian needs {RUSSIAN_FORMS}")
        want = sorted(set(PLACEHOLDER.findall(m.source)))
        tags = sorted(TAG.findall(m.source))
        for form in m.forms:
            if not form.strip() and m.source.strip():
                problems.append(f"{key}: empty translation")
            elif sorted(set(PLACEHOLDER.findall(form))) != want:
                problems.append(f"{key}: placeholders {sorted(set(PLACEHOLDER.findall(form)))} in {form!r}, want {want}")
            elif sorted(TAG.findall(form)) != tags:
                problems.append(f"{key}: markup {TAG.findall(form)} in {form!r}, want {tags}")
            if form.count("\n") != m.source.count("\n"):
                problems.append(f"{key}: line breaks differ in {form!r}")
    assert problems == [], "\n".join(problems)


def test_english_plurals_have_their_forms(shipped: Any) -> None:
    for key, m in shipped["en"].items():
        if m.numerus:
            assert m.kind is None and len(m.forms) == ENGLISH_FORMS and all("%n" in f for f in m.forms), key
            assert "(s)" not in "".join(m.forms), key


def test_the_compiled_catalogues_say_what_the_sources_say(qapp: Any, shipped: Any) -> None:
    """The .qm files are compiled from the .ts files as they are now (``python -m ui.i18n``)."""
    from ui.kit.qt import QTranslator

    for lang in ("ru", "en"):
        qm = QTranslator()
        assert qm.load(str(TRANSLATIONS_DIR / f"dealer_{lang}.qm")), lang
        for (ctx, source), m in shipped[lang].items():
            if m.kind is not None:
                continue
            if m.numerus:
                # Russian: 1 -> one, 3 -> few, 5 -> many; English: 1 -> one, 5 -> other
                samples = ((1, 0), (3, 1), (5, 2)) if lang == "ru" else ((1, 0), (5, 1))
                for n, form in samples:
                    assert qm.translate(ctx, source, None, n) == m.forms[form], (lang, ctx, source, n)
            else:
                assert qm.translate(ctx, source) == m.forms[0], (lang, ctx, source)


# --------------------------------------------------------------------------- the sources, read as code


_TR_FUNCS = {"translate", "QT_TRANSLATE_NOOP"}


def _literal(node: ast.AST) -> str | None:
    """A string literal (implicitly concatenated ones included)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _calls(path: Path) -> tuple[set[tuple[str, str]], list[str], dict[str, list[str]]]:
    """(every translatable literal with its run-time context, problems, the plural ``self.tr``
    calls by class) in one source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: set[tuple[str, str]] = set()
    problems: list[str] = []
    plurals: dict[str, list[str]] = {}
    where = path.relative_to(UI.parent)

    def visit(node: ast.AST, cls: str | None, in_fstring: bool = False) -> None:
        if isinstance(node, ast.ClassDef):
            for child in node.body:
                visit(child, node.name, in_fstring)
            for d in node.decorator_list:
                visit(d, cls, in_fstring)
            return
        in_fstring = in_fstring or isinstance(node, ast.JoinedStr)
        if isinstance(node, ast.Call):
            f = node.func
            fname = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            if in_fstring and fname in ("tr", *_TR_FUNCS):
                problems.append(f"{where}:{node.lineno}: {fname}() inside an f-string: lupdate never reads it")
            if isinstance(f, ast.Attribute) and f.attr == "tr":
                if not (isinstance(f.value, ast.Name) and f.value.id == "self"):
                    problems.append(f"{where}:{node.lineno}: {ast.unparse(f)}(...): only self.tr has the class's "
                                    "context; use translate('Context', ...)")
                elif not node.args or _literal(node.args[0]) is None:
                    problems.append(f"{where}:{node.lineno}: self.tr of a non-literal is never collected")
                elif cls is None:
                    problems.append(f"{where}:{node.lineno}: self.tr outside a class")
                else:
                    found.add((cls, _literal(node.args[0]) or ""))
                    if len(node.args) >= 3:
                        plurals.setdefault(cls, []).append(f"{where}:{node.lineno}")
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            if name in _TR_FUNCS and len(node.args) >= 2:
                ctx, text = _literal(node.args[0]), _literal(node.args[1])
                if name == "QT_TRANSLATE_NOOP" and (ctx is None or text is None):
                    problems.append(f"{where}:{node.lineno}: QT_TRANSLATE_NOOP takes two literals")
                elif ctx is not None and text is not None:
                    found.add((ctx, text))
                    if len(node.args) >= 4 and not isinstance(node.args[3], ast.Constant):
                        problems.append(f"{where}:{node.lineno}: lupdate reads a plural count in translate() only "
                                        "as a number literal; use self.tr(text, '', n)")
        for child in ast.iter_child_nodes(node):
            visit(child, cls, in_fstring)

    visit(tree, None)
    return found, problems, plurals


def _subclassed() -> set[str]:
    """Names of the classes of ``ui/`` that another class of ``ui/`` derives from."""
    bases: set[str] = set()
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases |= {b.id if isinstance(b, ast.Name) else b.attr for b in node.bases
                          if isinstance(b, ast.Name | ast.Attribute)}
    return bases


def test_every_marked_text_in_the_sources_is_translated(shipped: Any) -> None:
    """Read independently of lupdate: every literal marked for translation, under the context
    it is looked up with at run time, has its finished Russian translation."""
    ru = shipped["ru"]
    problems: list[str] = []
    seen: set[tuple[str, str]] = set()
    subclassed = _subclassed()
    for path in _sources():
        found, bad, plurals = _calls(path)
        problems += bad
        seen |= found
        for cls, places in plurals.items():
            if cls in subclassed:
                # PySide looks a text up under the object's own class first and takes any change as a
                # translation: a plural (its %n replaced) asked from a subclass never reaches this one
                problems += [f"{p}: a plural self.tr in {cls}, which is subclassed: it would stay English" for p in places]
        for key in sorted(found):
            m = ru.get(key)
            if m is None:
                problems.append(f"{path.relative_to(UI.parent)}: {key} is not in dealer_ru.ts")
            elif m.kind is not None:
                problems.append(f"{path.relative_to(UI.parent)}: {key} is {m.kind}")
    assert problems == [], "\n".join(problems)
    assert len(seen) > 1000  # the whole app, not a part of it


def test_the_training_cores_fixed_texts_are_all_registered() -> None:
    """Level titles and summaries, situations and mistake kinds come from the training core
    in English; trainee mode shows them through the catalogue, so each must be registered."""
    from dealer_app.training import Level, MistakeKind
    from dealer_app.training.situations import Situation
    from ui.training.words import CORE_TEXTS

    texts = [lv.title for lv in Level] + [lv.summary for lv in Level] + [s.label for s in Situation]
    texts += [k.label for k in MistakeKind] + [k.rule for k in MistakeKind if k.rule]
    assert sorted(set(texts) - set(CORE_TEXTS)) == []


def test_the_russian_catalogue_speaks_the_casino_floors_words(shipped: Any) -> None:
    """A few terms, checked where the dealer reads them."""
    ru = shipped["ru"]

    def say(ctx: str, source: str) -> str:
        return ru[(ctx, source)].forms[0]

    assert say("Category", "full house") == "фулл-хаус"
    assert say("Category", "ace-king") == "туз-король"
    assert say("BoxWidget", "ANTE") == "АНТЕ"
    assert say("ConsoleScreen", "PIT BOSS CONSOLE") == "КОНСОЛЬ ПИТ-БОССА"
    assert say("Console", "no game") == "нет игры"
    assert say("TableSpeedSheet", "Box %1 buys a game") == "Бокс %1 покупает игру"
    assert say("SeatRow", "IN THE POT") == "В БАНКЕ"
    assert say("Training", "Dealer has no game") == "У дилера нет игры"
