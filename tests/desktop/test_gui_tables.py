"""Tables of the sheet: columns widen for what is typed; Escape drops a refused value's reason."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from tests.gui import open_window, type_in_cell

GOLDEN = Path(__file__).parents[1] / "golden"


def _open(qtbot: QtBot, tmp_path: Path):
    path = tmp_path / "vasana.tale.json"
    shutil.copy(GOLDEN / "character-v1.tale.json", path)
    window = open_window(qtbot, tmp_path)
    return window, window.open_character(path)


def _cell_editor(view) -> QLineEdit:
    editors = [w for w in view.viewport().findChildren(QLineEdit) if w.isVisible()]
    assert len(editors) == 1
    return editors[0]


def test_dogs_dice_column_widens_when_a_longer_pool_is_typed(qtbot: QtBot, tmp_path: Path) -> None:
    window, editor = _open(qtbot, tmp_path)
    editor.tabs.setCurrentIndex(2)
    view = editor.dogs.traits.view
    qtbot.waitExposed(view)
    for pool in ("1d8+1d4", "1d8+1d4+2d10", "1d8+1d4+2d10+1d6"):
        type_in_cell(qtbot, view, 0, 1, pool)
        assert str(editor.character.dogs.traits[0].dice) == pool
        margins = 2 * (view.style().pixelMetric(view.style().PixelMetric.PM_FocusFrameHMargin) + 1)
        assert view.columnWidth(1) >= view.fontMetrics().horizontalAdvance(pool) + margins + 1  # the whole pool shows, not "1…"


def test_escape_after_a_refused_value_clears_the_reason(qtbot: QtBot, tmp_path: Path) -> None:
    window, editor = _open(qtbot, tmp_path)
    editor.tabs.setCurrentIndex(1)
    table = editor.heroquest.abilities
    view = table.view
    index = view.model().index(0, 1)
    view.setCurrentIndex(index)
    view.edit(index)
    cell = _cell_editor(view)
    cell.selectAll()
    qtbot.keyClicks(cell, "99W")
    assert table.message.isVisible() and "W" in table.message.text()
    qtbot.keyClick(cell, Qt.Key.Key_Return)  # refused: the cell opens again with what was typed
    qtbot.waitUntil(lambda: bool([w for w in view.viewport().findChildren(QLineEdit) if w.isVisible()]))
    cell = _cell_editor(view)
    assert cell.text() == "99W" and table.message.isVisible()
    qtbot.keyClick(cell, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not [w for w in view.viewport().findChildren(QLineEdit) if w.isVisible()])
    assert not table.message.isVisible() and table.message.text() == ""
    assert index.data() == "17W" and str(editor.character.heroquest.abilities[0].rating) == "17W"
    assert not window.workspace.dirty_paths()
