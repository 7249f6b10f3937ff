"""File names that are not UTF-8 (issue 12, item 1): every path round-trips, such a sheet is listed
and opens, its name is shown with replacement characters, and no entry stops the listing of others.

The files are real: created with bytes paths (os.open(b"caf\\xe9.tale.json")), as an old zip file or
a Samba share leaves them."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core import paths
from talekeeper.core.model import Character
from talekeeper.core.storage import BrokenFile, CharacterSummary, Library, SheetFileError, load_character, save_character
from talekeeper.core.storage.files import character_bytes
from talekeeper.core.storage.index import SummaryIndex
from talekeeper.core.storage.journal import Journal
from talekeeper.core.storage.jsonio import dump_json, parse_json
from talekeeper.desktop import messages
from tests.faults import CAFE, bytes_path, write_bytes_name
from tests.gui import listed_names, open_window

pytestmark = pytest.mark.skipif(os.name == "nt", reason="Windows file names are UTF-16: no undecodable bytes")

CAFE_SHEET = CAFE + b".tale.json"


def _library_with_cafe(folder: Path) -> tuple[Path, Path]:
    folder.mkdir(exist_ok=True)
    good = folder / "good.tale.json"
    save_character(Character(name="Good"), good)
    cafe = write_bytes_name(folder, CAFE_SHEET, character_bytes(Character(name="Café", notes="from an old zip")))
    return good, cafe


def test_printable_shows_undecodable_bytes_as_replacement_characters() -> None:
    name = os.fsdecode(CAFE_SHEET)
    assert "\udce9" in name  # Python's surrogate escape of the byte 0xE9
    assert paths.printable(name) == "caf\ufffd.tale.json"
    assert paths.printable(Path("/x") / name) == "/x/caf\ufffd.tale.json"
    assert paths.printable("ヴァサナ.tale.json") == "ヴァサナ.tale.json"


def test_scan_lists_a_sheet_with_a_non_utf8_name_and_the_others(tmp_path: Path) -> None:
    good, cafe = _library_with_cafe(tmp_path)
    for _ in range(2):  # the first scan writes the index, the second reads it back
        entries = Library(tmp_path).scan()
        assert [(type(e), e.path) for e in entries] == [(CharacterSummary, cafe), (CharacterSummary, good)]
        assert os.fsencode(entries[0].path.name) == CAFE_SHEET and entries[0].name == "Café"
    listing = SummaryIndex(tmp_path).listing(search=True)
    assert {s.path for s in listing.known} == {good, cafe} and listing.pending == []  # both came from the index
    assert load_character(cafe).name == "Café"


def test_the_index_round_trips_non_utf8_names(tmp_path: Path) -> None:
    _good, cafe = _library_with_cafe(tmp_path)
    index = SummaryIndex(tmp_path)
    listing = index.listing(search=True)
    summaries = [CharacterSummary.of(load_character(p), p) for p in listing.pending]
    index.write(summaries, listing.signatures)
    assert index.file.read_bytes().decode("utf-8")  # the index stays UTF-8 text
    assert [s.path for s in index.first_page(10) if s.name == "Café"] == [cafe]
    assert [s.search_text for s in index.listing(search=True).known if s.path == cafe][0].startswith("café")


def test_a_library_folder_whose_path_is_not_utf8(tmp_path: Path) -> None:
    folder = bytes_path(tmp_path, CAFE)
    _good, cafe = _library_with_cafe(folder)
    key = paths.library_key(folder)
    assert key.isascii() and key == paths.library_key(folder)
    assert paths.library_key(tmp_path) == _old_key(tmp_path)  # UTF-8 paths keep the key they had
    library = Library(folder)
    assert [e.name for e in library.scan()] == ["Café", "Good"]
    character = load_character(cafe)
    library.save(character.recorded("Edited"), cafe, expected=library.load(cafe).fingerprint)
    assert len(load_character(cafe).history) == len(character.history) + 1


def _old_key(library: Path) -> str:
    import hashlib

    resolved = library.resolve()
    digest = hashlib.sha256(str(resolved).encode("utf-8")).hexdigest()[:10]
    return f"{''.join(ch if ch.isalnum() or ch in '-_' else '-' for ch in resolved.name)[:30] or 'library'}-{digest}"


def test_journal_entries_of_non_utf8_names_round_trip(tmp_path: Path) -> None:
    folder = bytes_path(tmp_path, CAFE)
    _good, cafe = _library_with_cafe(folder)
    journal = Journal(folder)
    journal.write(cafe, Character(name="Café (edited)"), "abc")
    entries, problems = journal.own_entries()
    assert problems == [] and [e.path for e in entries] == [cafe.resolve()]
    journal.close()  # as after a crash: another copy finds the entry
    entries, problems = Journal(folder).entries()
    assert problems == [] and [e.path for e in entries] == [cafe.resolve()]
    Journal(folder).discard(entries[0])
    assert Journal(folder).entries() == ([], [])


def test_json_text_with_an_undecodable_name_round_trips() -> None:
    name = os.fsdecode(CAFE_SHEET)
    data = dump_json({"path": name})
    assert data.decode("utf-8") and parse_json(data, Path("x"))["path"] == name


def test_import_of_a_non_utf8_named_file_works_and_says_where_from(tmp_path: Path) -> None:
    source_folder = tmp_path / "elsewhere"
    _good, cafe = _library_with_cafe(source_folder)
    character, path = Library(tmp_path / "lib").import_file(cafe)
    assert path.name == "Café.tale.json" and load_character(path).name == "Café"
    assert character.history[-1].summary == "Imported from caf\ufffd.tale.json"


def test_errors_name_a_non_utf8_file_readably(tmp_path: Path) -> None:
    broken = write_bytes_name(tmp_path, b"br\xfbk.tale.json", b"{not json")
    [entry] = Library(tmp_path).scan()
    assert isinstance(entry, BrokenFile) and entry.path == broken
    text = str(entry.error)
    assert "br\ufffdk.tale.json" in text and text.encode("utf-8")
    with pytest.raises(SheetFileError) as raised:
        load_character(broken)
    assert raised.value.path == broken  # the path itself still opens the file


# -- the window --------------------------------------------------------------------------------------


def test_the_roster_lists_a_non_utf8_sheet_which_opens_and_saves(qtbot: QtBot, tmp_path: Path) -> None:
    good, cafe = _library_with_cafe(tmp_path)
    write_bytes_name(tmp_path, b"br\xfbk.tale.json", b"{not json")
    window = open_window(qtbot, tmp_path)
    assert listed_names(window) == ["Café", "Good", "br\ufffdk.tale.json (cannot be opened)"]
    index = window.filter.index(0, 0)
    assert "caf\ufffd.tale.json" in index.data(Qt.ItemDataRole.ToolTipRole)
    qtbot.mouseClick(window.roster.viewport(), Qt.MouseButton.LeftButton, pos=window.roster.visualRect(index).center())
    editor = window.current_editor()
    assert editor is not None and editor.path == cafe and editor.character.name == "Café"
    assert str(tmp_path / "caf\ufffd.tale.json") in window.tabs.tabToolTip(0)
    editor.harm.max_hp.setValue(9)
    assert window.save()
    assert load_character(cafe).harm.max_hp == 9 and os.fsencode(cafe.name) in os.listdir(os.fsencode(tmp_path))
    assert "caf\ufffd.tale.json" in window.statusBar().currentMessage()
    assert load_character(good).name == "Good"


def test_import_of_a_non_utf8_named_file_from_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    _good, cafe = _library_with_cafe(tmp_path / "elsewhere")
    window = open_window(qtbot, tmp_path / "lib")
    window.controller.import_character(window, str(cafe))
    assert window.current_editor().character.name == "Café"
    assert "Café" in listed_names(window)


def test_a_library_folder_whose_path_is_not_utf8_starts(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from talekeeper.desktop.settings import Settings
    from talekeeper.desktop.window.life import open_library

    folder = bytes_path(tmp_path, CAFE)
    _library_with_cafe(folder)
    monkeypatch.setattr(messages, "critical", lambda *a, **k: pytest.fail(f"an error was shown: {a[2]}"))
    settings = Settings()
    window = open_library(folder, settings, interactive=False)
    assert window is not None
    qtbot.addWidget(window)
    window.controller.replacing_window = True
    qtbot.waitUntil(lambda: window.warm_up.done)
    assert listed_names(window) == ["Café", "Good"]
    assert "caf\ufffd" in window.windowTitle()
    assert Settings.load().recent_libraries[0] == str(folder.resolve())  # the settings round-trip it too
    from PySide6.QtWidgets import QMenu

    from talekeeper.desktop.window.menus import _fill_recent

    menu = QMenu()
    _fill_recent(window, menu)
    assert menu.actions()[0].text() == str(folder.resolve()).replace("\udce9", "\ufffd")  # File > Open Recent
    window.controller.shutdown()


def test_a_non_utf8_sheet_can_be_picked_for_a_contest(qtbot: QtBot, tmp_path: Path) -> None:
    from talekeeper.desktop.heroquest.picker import Participant

    good, cafe = _library_with_cafe(tmp_path)
    window = open_window(qtbot, tmp_path)
    picker = Participant(window.runner.sheets(), path=cafe)
    qtbot.addWidget(picker)
    assert picker.path == cafe and picker.character().name == "Café"
    picker.who.setCurrentIndex(picker.who.findText("Good"))
    assert picker.path == good
