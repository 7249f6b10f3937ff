"""Issue 14 in Japanese: every phrase of the `Words` tables (desktop.words.wording) reaches the reader in
Japanese. lupdate extracts a message only when its context and text are string literals, so a
table whose phrases name their context through a variable stays English without any other test
noticing; these tests drive every phrase and look each message up in the .ts the way Qt will."""

from __future__ import annotations

import ast
import importlib
import itertools
import re
import xml.etree.ElementTree as ElementTree
from collections import Counter
from collections.abc import Iterator
from enum import Enum
from pathlib import Path
from typing import Any, get_origin

import pytest
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QApplication

from talekeeper.core.events import CATALOGUE, EventSpec, event, load_all, typed
from talekeeper.core.refusal import CATALOGUE as REFUSAL_CATALOGUE
from talekeeper.core.refusal import RefusalCode
from talekeeper.core.refusal import load_all as load_refusals
from talekeeper.desktop import i18n
from talekeeper.desktop.words.wording import FAMILIES, Words
from tests.desktop.japanese import english_words

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
PLACEHOLDER = re.compile(r"\{\w+\}")
NAME = "ヤナ"
TEXT = "ゴブリンの槍"

def ts_messages(name: str) -> dict[tuple[str, str], tuple[bool, list[str]]]:
    """(context, source) -> (numerus, finished translations) of a .ts file."""
    found = {}
    for context in ElementTree.parse(TRANSLATIONS / name).getroot():
        for message in context.findall("message"):
            translation = message.find("translation")
            forms: list[str] = []
            if translation is not None and translation.get("type") is None:
                forms = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
            found[(context.findtext("name") or "", message.findtext("source") or "")] = (message.get("numerus") == "yes", forms)
    return found


def tables() -> Iterator[tuple[str, Words]]:
    """("events" or "refusals", table) for every `Words` table of desktop.words.wording.FAMILIES."""
    for module in FAMILIES:
        words = importlib.import_module(module)
        yield "events", words.EVENTS
        yield "refusals", words.REFUSALS


def event_params(spec: EventSpec) -> Iterator[dict[str, Any]]:
    """Parameters for every branch a phrase can take: each enum member, both truth values, and
    optional parameters given and left out (`object`, any plain value: a text, a number, a flag
    and a list)."""
    choices = []
    for param, kind in spec.params.items():
        if isinstance(kind, tuple):
            options: list[Any] = [(1, 2) if kind[1] is int else ("一", "二")]
        elif isinstance(kind, type) and issubclass(kind, Enum):
            options = list(kind)
        else:
            options = {int: [3], str: [TEXT], bool: [True, False], object: [TEXT, 3, True, ("一", "二")]}[kind]
        choices.append([(param, option) for option in [*options, *([None] if param in spec.optional else [])]])
    for combination in itertools.product(*choices):
        params = typed(event(spec.kind, **{p: v for p, v in combination if v is not None}))
        params.setdefault("name", NAME)
        yield params


class Anything(dict[str, Any]):
    """Refusal parameters: every placeholder the .ts knows, and any other key asked for, has
    `value` (`refusal_params` puts the declared ones in)."""

    def __init__(self, value: Any, names: set[str]) -> None:
        super().__init__({name: value for name in names})
        self.value = value

    def __missing__(self, key: str) -> Any:
        return self.value

    def get(self, key: str, default: Any = None) -> Any:
        return super().get(key, self.value)


def refusal_params(declared: RefusalCode, names: set[str]) -> Iterator[dict[str, Any]]:
    """Parameters for a declared refusal: every value of each enum parameter and both truth
    values of a flag in turn (the others at their first value), a number as 2 and 0; parameters a
    class adds (`file`, `field`) and any other key as in `Anything`."""
    options: dict[str, list[Any]] = {}
    for param, kind in declared.params.items():
        if isinstance(kind, type) and issubclass(kind, Enum):
            options[param] = list(kind)
        elif kind is bool:
            options[param] = [True, False]
        elif get_origin(kind) is list:
            options[param] = [("一", "二")]
        elif kind is str:
            options[param] = [TEXT]
    for value in (2, 0):
        base = Anything(value, names)
        base.update({param: choices[0] for param, choices in options.items()})
        yield base
        for param, choices in options.items():
            for choice in choices[1:]:
                varied = Anything(value, names)
                varied.update({**base, param: choice})
                yield varied


def phrases(table: Words, group: str, names: set[str]) -> Iterator[tuple[str, dict[str, Any]]]:
    """(key, params) for every way each phrase of `table` can be said."""
    for key in table.phrases:
        if group == "events" and key in CATALOGUE:
            yield from ((key, params) for params in event_params(CATALOGUE[key]))
        elif group == "refusals" and key in REFUSAL_CATALOGUE:
            yield from ((key, params) for params in refusal_params(REFUSAL_CATALOGUE[key], names))
        else:
            yield from ((key, Anything(value, names)) for value in (2, 0))


def untranslated(table: Words, group: str, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str, str]]:
    """(key, context, text) of every message a phrase of `table` looks up that has no finished
    Japanese translation in the .ts (or is counted there without being a numerus message)."""
    japanese = ts_messages("talekeeper_ja.ts")
    names = {n.strip("{}") for (_c, source) in japanese for n in PLACEHOLDER.findall(source)}
    asked: list[tuple[str, str, int]] = []
    original = QCoreApplication.translate

    def recording(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        asked.append((context, source, n))
        return original(context, source, disambiguation, n)

    missing = []
    with monkeypatch.context() as patch:
        patch.setattr(QCoreApplication, "translate", staticmethod(recording))
        for key, params in phrases(table, group, names):
            asked.clear()
            table.say(key, params)
            for context, source, n in asked:
                if not re.search(r"[^\W\d_]", PLACEHOLDER.sub("", source)):
                    continue  # "{text}": nothing to translate
                numerus, forms = japanese.get((context, source), (False, []))
                if not forms or not all(f.strip() for f in forms) or (n != -1) != numerus:
                    missing.append((key, context, source))
    return sorted(set(missing))


@pytest.mark.parametrize(("group", "table"), list(tables()), ids=lambda t: t if isinstance(t, str) else t.context)
def test_every_phrase_of_every_words_table_has_a_finished_japanese_translation(qapp: QApplication, monkeypatch: pytest.MonkeyPatch, group: str, table: Words) -> None:
    load_all()
    load_refusals()
    assert untranslated(table, group, monkeypatch) == []


def test_a_table_naming_its_context_through_a_variable_is_caught(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """The bug this guards against: lupdate never sees `QT_TRANSLATE_NOOP(CONTEXT, ...)`."""
    load_all()
    context = "HarmEvents"
    table = Words(context, {"harm.retired": QT_TRANSLATE_NOOP(context, "{name} leaves the table for good")})
    assert untranslated(table, "events", monkeypatch) == [("harm.retired", "HarmEvents", "{name} leaves the table for good")]


@pytest.mark.parametrize("name", ["talekeeper_ja.ts", "talekeeper_en.ts"])
def test_every_translation_keeps_exactly_the_placeholders_of_its_source(name: str) -> None:
    for (context, source), (_numerus, forms) in ts_messages(name).items():
        for form in forms:
            assert Counter(PLACEHOLDER.findall(form)) == Counter(PLACEHOLDER.findall(source)), (context, source, form)


def test_every_phrase_reads_in_japanese_with_no_english_left(qapp: QApplication) -> None:
    """What a reader sees: each phrase, with names and texts as a Japanese user types them."""
    load_all()
    load_refusals()
    names = {n.strip("{}") for (_c, source) in ts_messages("talekeeper_ja.ts") for n in PLACEHOLDER.findall(source)}
    assert i18n.install("ja") == "ja"
    try:
        english = []
        for group, table in tables():
            for key, params in phrases(table, group, names):
                words = table.say(key, params)
                assert words is not None
                if english_words(words):
                    english.append((key, words))
        assert english == []
    finally:
        i18n.install("en")


def literal_text_with_a_context_lupdate_cannot_read(path: Path) -> Iterator[str]:
    """Calls whose text is a literal (so it looks translated) but whose context is not one:
    `QT_TRANSLATE_NOOP(CONTEXT, "...")`, `translate(_T, "...")`, `entry.tr("...")`."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "attr", getattr(node.func, "id", ""))
        args = node.args
        if name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2 and isinstance(args[1], ast.Constant) and isinstance(args[1].value, str):
            if not (isinstance(args[0], ast.Constant) and isinstance(args[0].value, str)):
                yield f"{path.relative_to(ROOT)}:{node.lineno}"
        elif name == "tr" and isinstance(node.func, ast.Attribute) and not (isinstance(node.func.value, ast.Name) and node.func.value.id == "self"):
            yield f"{path.relative_to(ROOT)}:{node.lineno}"  # lupdate takes the variable's name for the context


def test_every_literal_message_has_a_literal_context() -> None:
    found = [where for path in sorted((ROOT / "desktop").rglob("*.py")) for where in literal_text_with_a_context_lupdate_cannot_read(path)]
    assert found == []
