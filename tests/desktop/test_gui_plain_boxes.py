"""Names and paths from a library are shown in message boxes as they are, never as HTML: a
character named ``<b>Goblin</b>`` is not drawn in bold, a file name cannot load a picture."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

import talekeeper.desktop
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import SheetFileError, load_character, save_character
from talekeeper.desktop import messages
from tests.gui import open_window

GOLDEN = Path(__file__).parents[1] / "golden"
STATIC = {"information", "warning", "critical", "question", "about", "aboutQt"}


def shown_boxes(monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> list[QMessageBox]:
    """The message boxes the program shows from now on, each answered with `answer`."""
    boxes: list[QMessageBox] = []

    def run(box: QMessageBox) -> QMessageBox.StandardButton:
        boxes.append(box)
        return answer

    monkeypatch.setattr(messages, "run", run)
    return boxes


def assert_plain(box: QMessageBox, literal: str) -> None:
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert box.textFormat() == Qt.TextFormat.PlainText and label is not None and label.textFormat() == Qt.TextFormat.PlainText
    assert literal in box.text() and literal in label.text()


def test_closing_a_tab_names_a_character_called_bold_goblin_as_written(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "goblin.tale.json"
    shutil.copy(GOLDEN / "character-v1.tale.json", path)
    save_character(evolve(load_character(path), name="<b>Goblin</b>"), path)
    window = open_window(qtbot, tmp_path)
    window.open_character(path)
    window.current_editor().harm.hp.setValue(3)
    boxes = shown_boxes(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not window.close_tab(window.current_editor())
    assert len(boxes) == 1
    assert_plain(boxes[0], "Save the changes to <b>Goblin</b> before closing?")
    assert window.tabs.count() == 1  # cancelled: the tab and its edit stay


def test_a_file_refusal_names_the_file_as_written(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path)
    with pytest.raises(SheetFileError) as raised:
        load_character(tmp_path / "<i>x</i>.tale.json")
    boxes = shown_boxes(monkeypatch, QMessageBox.StandardButton.Ok)
    window.runner.file_problem(raised.value)
    assert len(boxes) == 1
    assert_plain(boxes[0], "<i>x</i>.tale.json")


def test_every_message_box_is_made_by_the_messages_module() -> None:
    """No module of the desktop calls Qt's static message box functions or makes a QMessageBox
    itself: those show text as HTML when Qt guesses it is."""
    root = Path(talekeeper.desktop.__file__).parent
    found: list[str] = []
    for source in sorted(root.rglob("*.py")):
        if source == root / "messages.py":
            continue
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"), str(source))):
            if not isinstance(node, ast.Call):
                continue
            called = node.func
            if (isinstance(called, ast.Name) and called.id == "QMessageBox") or (
                isinstance(called, ast.Attribute) and isinstance(called.value, ast.Name) and called.value.id == "QMessageBox" and called.attr in STATIC
            ):
                found.append(f"{source.relative_to(root)}:{node.lineno}")
    assert found == []



@pytest.mark.parametrize("escape", [True, False])
def test_a_question_gives_the_button_clicked_and_cancel_on_escape(qtbot: QtBot, escape: bool) -> None:
    """`messages.run` shows the box for real and gives the standard button: Escape is Cancel
    (never Discard: a question closed by Escape loses nothing)."""
    buttons = messages.Button.Save | messages.Button.Discard | messages.Button.Cancel
    box = messages.box(None, messages.Icon.Question, "Unsaved changes", "Save the changes to <b>Goblin</b>?", buttons, messages.Button.Save)
    qtbot.addWidget(box)

    def answer() -> None:
        qtbot.waitExposed(box)
        if escape:
            qtbot.keyClick(box, Qt.Key.Key_Escape)
        else:
            qtbot.mouseClick(box.button(messages.Button.Discard), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    assert messages.run(box) == (messages.Button.Cancel if escape else messages.Button.Discard)
