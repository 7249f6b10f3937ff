"""Print and PDF (issue 8 point 3): the character sheet, NPC cards and the party summary as valid
PDFs with the expected page counts, exported offscreen through the File menu's actions."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette, QTextDocument
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from talekeeper.core.export.sheet import character_sheet
from talekeeper.core.model import Character, Debilities, Harm, HeroQuest, State, StateLevel
from talekeeper.core.model.enums import CharacterKind
from talekeeper.core.storage import Library
from talekeeper.desktop.export import actions as export
from talekeeper.desktop.export import add_export_actions, dialogs
from talekeeper.desktop.export.documents import make_document
from talekeeper.desktop.export.html import sheet_html
from tests.desktop.exports import answer_save, pdf_pages
from tests.gui import open_window

GOLDEN = Path(__file__).parents[1] / "golden" / "character-v1.tale.json"
HOSTILE = "<img src=x> *bold*"


def render_image(document: QTextDocument, width: int) -> QImage:
    """The whole document painted on one white image `width` pixels wide, to check what it draws."""
    document.setPageSize(QSizeF(width, -1))
    document.setTextWidth(width)
    height = int(document.size().height()) + 1
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(Qt.GlobalColor.white))
    painter = QPainter(image)
    document.drawContents(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def export_actions(window) -> dict[str, object]:
    """The export actions of the window's own File menu."""
    file_menu = window.menuBar().actions()[0].menu()
    texts = {a.text().replace("&", ""): a for a in file_menu.actions()}
    return {text: a for text, a in texts.items() if text.startswith(("Export", "Print"))}


def library_of(folder: Path, characters: list[Character]) -> None:
    library = Library(folder)
    for character in characters:
        library.create(character)


def test_export_pdf_the_current_character_sheet(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copy(GOLDEN, tmp_path / "vasana.tale.json")
    window = open_window(qtbot, tmp_path)
    actions = export_actions(window)
    assert not actions["Export PDF…"].isEnabled()  # no character tab yet
    window.open_character(tmp_path / "vasana.tale.json")
    assert actions["Export PDF…"].isEnabled() and actions["Print…"].isEnabled()
    out = tmp_path / "out" / "vasana.pdf"
    out.parent.mkdir()
    asked = answer_save(monkeypatch, out)
    actions["Export PDF…"].trigger()
    assert asked == ["Export PDF"]
    assert pdf_pages(out) == 3  # identity and HeroQuest; Dogs; Harm and history: each family on its own page
    assert b"Vasana" in out.read_bytes()  # the document title


def test_export_print_goes_to_the_chosen_printer(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copy(GOLDEN, tmp_path / "vasana.tale.json")
    window = open_window(qtbot, tmp_path)
    actions = export_actions(window)
    window.open_character(tmp_path / "vasana.tale.json")
    out = tmp_path / "printed.pdf"

    def printer(parent):
        chosen = QPrinter(QPrinter.PrinterMode.HighResolution)
        chosen.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        chosen.setOutputFileName(str(out))
        return chosen

    monkeypatch.setattr(dialogs, "ask_printer", printer)
    assert export.print_character(window.runner)
    assert pdf_pages(out) >= 1
    monkeypatch.setattr(dialogs, "ask_printer", lambda parent: None)  # cancelled: nothing printed
    out.unlink()
    actions["Print…"].trigger()
    assert not out.exists()


def test_export_markdown_action_writes_the_sheet_with_unsaved_changes(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copy(GOLDEN, tmp_path / "vasana.tale.json")
    window = open_window(qtbot, tmp_path)
    actions = export_actions(window)
    editor = window.open_character(tmp_path / "vasana.tale.json")
    editor.harm.hp.setValue(4)
    out = tmp_path / "vasana.md"
    answer_save(monkeypatch, out)
    actions["Export Markdown…"].trigger()
    text = out.read_text(encoding="utf-8")
    assert text.startswith("# Vasana\n") and "- **HP:** 4 / 18" in text
    assert window.workspace.dirty_paths() == [tmp_path / "vasana.tale.json"]  # exporting saved nothing


def npcs(count: int) -> list[Character]:
    return [
        Character(name=f"{HOSTILE} {n}", kind=CharacterKind.NPC if n % 2 else CharacterKind.MONSTER,
                  concept="Bandit of the Upland Marsh, quick to anger and slow to forgive",
                  notes="Hides a stolen torc under the floor of the mill. " * 20,
                  heroquest=HeroQuest.model_validate({"abilities": [{"name": f"Ability {i}", "rating": f"{10 + i}W"} for i in range(8)]}),
                  dogs={"traits": [{"text": f"Trait {i}", "dice": "2d6"} for i in range(5)]},
                  harm=Harm(hp=7, max_hp=12, armor=1, damage="d8+1"))
        for n in range(count)
    ]


def test_export_npc_cards_several_to_a_page(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library_of(tmp_path, [*npcs(4), Character(name="Vasana")])
    window = open_window(qtbot, tmp_path)
    actions = export_actions(window)
    out = tmp_path / "cards.pdf"
    answer_save(monkeypatch, out)
    actions["Export NPC Cards (PDF)…"].trigger()  # nothing selected: every NPC and monster
    assert pdf_pages(out) == 1  # four full cards (eight abilities, five traits, long notes) fit a page


def test_export_npc_cards_are_never_cut_across_pages(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from talekeeper.desktop.export.documents import keep_tables_whole
    from talekeeper.desktop.export.gm import cards_html

    characters = [*npcs(9), Character(name="Vasana")]
    library_of(tmp_path, characters)
    window = open_window(qtbot, tmp_path)
    out = tmp_path / "cards.pdf"
    answer_save(monkeypatch, out)
    window.roster.selectAll()  # the selection, player character included: ten cards
    export_actions(window)["Export NPC Cards (PDF)…"].trigger()
    document = keep_tables_whole(make_document(cards_html(characters)))
    assert pdf_pages(out) == document.pageCount() >= 2
    height = document.pageSize().height()
    tables = [document.documentLayout().frameBoundingRect(frame) for frame in document.rootFrame().childFrames()]
    assert len(tables) == 5  # two cards a row
    assert all(int(box.top() // height) == int((box.bottom() - 1) // height) for box in tables)


def test_export_party_summary_fits_one_page(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    party = [
        Character(name=f"{HOSTILE} {n}", harm=Harm(hp=n, max_hp=12, supplies=2, debilities=Debilities(dazed=True, weakened=True)),
                  heroquest=HeroQuest(hero_points=n, states=(State(level=StateLevel.HURT),)))
        for n in range(6)
    ]
    library_of(tmp_path, [*party, *npcs(3)])
    window = open_window(qtbot, tmp_path)
    out = tmp_path / "party.pdf"
    answer_save(monkeypatch, out)
    assert export.export_party_summary(window.runner) == out
    assert pdf_pages(out) == 1
    monkeypatch.setattr(dialogs, "ask_save_path", lambda *args: None)  # cancelled
    assert export.export_party_summary(window.runner) is None


def test_export_print_layout_stays_light_under_a_dark_theme(qapp: QApplication) -> None:
    dark = QPalette(qapp.palette())
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
        dark.setColor(role, QColor("#202020"))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
        dark.setColor(role, QColor("#f0f0f0"))
    old = qapp.palette()
    qapp.setPalette(dark)
    try:
        character = Character.model_validate({**_golden_data(), "name": HOSTILE})
        html = sheet_html(character_sheet(character))
        assert "<img" not in html and "&lt;img src=x&gt; *bold*" in html
        image = render_image(make_document(html), 600)
    finally:
        qapp.setPalette(old)
    assert image.pixelColor(2, 2) == QColor("white")
    darkest = min(image.pixelColor(x, y).lightness() for x in range(0, 600, 2) for y in range(0, 60, 2))
    assert darkest < 80  # the title is dark ink on white paper


def _golden_data() -> dict[str, object]:
    import json

    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    data.pop("format")
    data.pop("schema_version")
    return data


def test_export_gm_printouts_with_nobody_to_print_say_so(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path)
    told: list[str] = []
    monkeypatch.setattr(dialogs, "tell_failure", lambda parent, title, text: told.append(title))
    asked = answer_save(monkeypatch, tmp_path / "never.pdf")
    assert export.export_npc_cards(window.runner) is None and export.export_party_summary(window.runner) is None
    assert told == ["Export NPC Cards", "Export Party Summary"] and asked == []
    assert not (tmp_path / "never.pdf").exists()


def test_export_actions_go_above_quit_in_the_file_menu(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtGui import QAction

    window = open_window(qtbot, tmp_path)
    menu = QMenu(window)
    menu.addAction("Save")
    menu.addSeparator()
    quit_action = QAction("Quit", menu)
    quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    menu.addAction(quit_action)
    add_export_actions(window.runner, menu)
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert texts[0] == "Save" and texts[-1] == "Quit"
    assert [t.replace("&", "") for t in texts[1:-1]] == [
        "Print…", "Export PDF…", "Export Markdown…", "Export NPC Cards (PDF)…", "Export Party Summary (PDF)…"]
    separators = [a.isSeparator() for a in menu.actions()]
    assert separators == [False, True, False, False, False, False, False, True, False]


def test_the_character_exports_follow_the_windows_tabs(qtbot: QtBot, tmp_path: Path) -> None:
    """Enabled only while a character tab is current, so the shortcuts never export nothing."""
    shutil.copy(GOLDEN, tmp_path / "vasana.tale.json")
    window = open_window(qtbot, tmp_path)
    pdf = export_actions(window)["Export PDF…"]
    assert not pdf.isEnabled()
    window.open_character(tmp_path / "vasana.tale.json")
    assert pdf.isEnabled()
    window.close_tab(window.current_editor())
    assert not pdf.isEnabled()


def test_export_pdf_into_a_missing_folder_says_so_and_leaves_nothing(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library_of(tmp_path, npcs(1))
    window = open_window(qtbot, tmp_path)
    told: list[str] = []
    monkeypatch.setattr(dialogs, "tell_failure", lambda parent, title, text: told.append(text))
    out = tmp_path / "missing" / "cards.pdf"
    answer_save(monkeypatch, out)
    assert export.export_npc_cards(window.runner) is None
    assert len(told) == 1 and str(out) in told[0]
    assert not out.parent.exists()


def test_export_sheet_prints_the_portrait(qapp: QApplication, tmp_path: Path) -> None:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    from talekeeper.core.model.portrait import Portrait
    from talekeeper.desktop.export.documents import character_document, write_pdf

    picture = QImage(40, 80, QImage.Format.Format_RGB32)
    picture.fill(QColor("#c03020"))
    raw = QByteArray()
    buffer = QBuffer(raw)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    picture.save(buffer, "PNG")
    character = Character.model_validate({**_golden_data(), "portrait": Portrait.from_bytes(bytes(raw.data()))})
    document = character_document(character)
    assert 'src="talekeeper-portrait:" width="70" height="140"' in document.toHtml()
    image = render_image(document, 600)
    reds = sum(1 for x in range(0, 600, 4) for y in range(0, 240, 4) if image.pixelColor(x, y) == QColor("#c03020"))
    assert reds > 100  # the portrait is drawn, at the top right
    write_pdf(character_document(character), tmp_path / "p.pdf", "p")
    assert pdf_pages(tmp_path / "p.pdf") == 3


def test_export_gm_printouts_escape_text_from_files(qapp: QApplication) -> None:
    from talekeeper.desktop.export.gm import cards_html, party_html

    for html in (cards_html(npcs(2)), party_html(npcs(2), HOSTILE)):
        assert "<img" not in html and html.count("&lt;img src=x&gt; *bold*") >= 2
