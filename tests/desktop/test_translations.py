"""English and Japanese: every message translated, placeholders kept, compiled files current."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.desktop import i18n
from tests.gui import open_window

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
GOLDEN = Path(__file__).parents[1] / "golden"


def messages(name: str = "talekeeper_ja.ts") -> list[tuple[str, str, ElementTree.Element]]:
    tree = ElementTree.parse(TRANSLATIONS / name)
    return [(c.findtext("name") or "", m.findtext("source") or "", m.find("translation")) for c in tree.getroot() for m in c.findall("message")]


def translated_texts(translation: ElementTree.Element) -> list[str]:
    """The translation's text, or each of its plural forms (`%n item(s)`)."""
    forms = translation.findall("numerusform")
    return [form.text or "" for form in forms] if forms else [translation.text or ""]


def test_every_message_is_translated_with_its_placeholders() -> None:
    found = messages()
    assert len(found) > 300
    for context, source, translation in found:
        assert context, source  # a message outside any context is never looked up (a bare tr())
        assert translation is not None and translation.get("type") is None, (context, source)
        for text in translated_texts(translation):
            assert text.strip(), (context, source)
            assert sorted(re.findall(r"%\d", source)) == sorted(re.findall(r"%\d", text)), (context, source, text)
            assert sorted(re.findall(r"\{\w+\}", source)) == sorted(re.findall(r"\{\w+\}", text)), (context, source, text)
            assert ("%n" in source) == ("%n" in text), (context, source, text)
            if "&" in source.replace("&&", ""):
                assert re.search(r"&\w", text), (context, source, text)


def test_english_has_a_singular_and_a_plural_for_every_counted_message() -> None:
    found = messages("talekeeper_en.ts")
    assert found, "run: python3 packaging/dev.py translations"
    for context, source, translation in found:
        assert "%n" in source and translation.get("type") is None, (context, source)
        one, many = translated_texts(translation)
        assert "(s)" not in one + many and "%n" in one and "%n" in many and one != many, (context, source)


def qt_tool(name: str) -> Path:
    tool = Path(sys.executable).parent / name
    if not tool.exists():
        found = shutil.which(name)
        if found is None:
            pytest.skip(f"{name} is not installed")
        tool = Path(found)
    return tool


def test_the_translation_file_has_every_message_of_the_code(tmp_path: Path) -> None:
    """What lupdate makes from the code now has the file's messages (none added, moved or gone;
    where they are in the code may change without a new translation)."""
    root = TRANSLATIONS.parent.parent
    sources = sorted(str(p.relative_to(root)) for p in (root / "desktop").rglob("*.py"))
    def without_locations(path: Path) -> str:
        return re.sub(r"\s*<location [^>]*/>", "", path.read_text(encoding="utf-8"))

    for name, plural_only in (("talekeeper_ja.ts", []), ("talekeeper_en.ts", ["-pluralonly"])):
        copy = tmp_path / name
        shutil.copy(TRANSLATIONS / name, copy)
        subprocess.run([str(qt_tool("pyside6-lupdate")), *sources, "-no-obsolete", *plural_only, "-ts", str(copy)], check=True, capture_output=True, cwd=root)
        assert without_locations(copy) == without_locations(TRANSLATIONS / name), "run: python3 packaging/dev.py translations"


@pytest.mark.parametrize("language", ["ja", "en"])
def test_compiled_translations_are_current(tmp_path: Path, language: str) -> None:
    lrelease = qt_tool("pyside6-lrelease")
    ts = TRANSLATIONS / f"talekeeper_{language}.ts"
    subprocess.run([str(lrelease), str(ts), "-qm", str(tmp_path / "out.qm")], check=True, capture_output=True)
    assert (tmp_path / "out.qm").read_bytes() == ts.with_suffix(".qm").read_bytes(), "run: python3 packaging/dev.py translations"


def test_the_japanese_ui_shows_japanese_labels(qtbot: QtBot, tmp_path: Path) -> None:
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    assert i18n.install("ja") == "ja"
    try:
        window = open_window(qtbot, tmp_path)
        editor = window.open_character(tmp_path / "vasana.tale.json")
        menus = [action.text() for action in window.menuBar().actions()]
        assert menus[0] == "ファイル(&F)"
        tabs = [editor.tabs.tabText(i) for i in range(editor.tabs.count())]
        assert tabs[1].startswith("ヒーロークエスト")
        assert editor.heroquest.abilities.model.headerData(0, Qt.Orientation.Horizontal) == "能力"
        assert editor.subtitle.text() == "プレイヤーキャラクター"
        assert editor.harm.debilities[next(iter(editor.harm.debilities))].text() == "衰弱"
    finally:
        i18n.install("en")


def test_language_follows_the_system_unless_chosen() -> None:
    assert i18n.resolve_language("ja") == "ja" and i18n.resolve_language("en") == "en"
    assert i18n.resolve_language("system") in ("en", "ja")
