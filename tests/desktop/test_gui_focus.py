"""Tab, as a keyboard user presses it, in every rules dialog and play window: it leaves every table
(no focus trap: the Dogs participants table kept it for 46 presses), and it visits the fields in
the order they are on the screen (the contest's Roll came before the hero's fields; Take Damage
opened on Add Attacker, its attacker's fields last)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLayout, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from tests.desktop.dialog_tour import example_window, tour
from tests.desktop.focus import name, out_of_order, tab_chain, traps


def test_tab_leaves_every_table_and_follows_the_screen(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, library = example_window(qtbot, tmp_path)
    problems: list[str] = []
    tables: list[str] = []

    def check(widget: QWidget, when: str = "") -> None:
        chain = tab_chain(qtbot, widget)
        where = f"{type(widget).__name__}{when}"
        assert len(chain) >= 3, (where, [name(w) for w in chain])
        tables.extend(name(w) for w in chain if isinstance(w, QAbstractItemView))
        problems.extend(f"{where}: {p}" for p in traps(chain) + out_of_order(chain, widget))

    def visit(widget: QWidget) -> None:
        check(widget)
        if type(widget).__name__ == "ContestDialog":  # the consequences appear once the dice are rolled
            widget.dice.roll_button.click()
            qtbot.waitUntil(lambda: widget.outcome is not None)
            check(widget, " after the roll")

    tour(qtbot, monkeypatch, window, library, visit)
    assert any("Participants and their sides" in t for t in tables), tables
    assert not problems, "\n".join(problems)


def test_tab_leaves_the_dogs_participants_table(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The issue's presses: in the participants table, Tab and Shift+Tab each leave it at once
    (they moved from cell to cell and wrapped)."""
    window, library = example_window(qtbot, tmp_path)
    left: list[str] = []

    def visit(widget: QWidget) -> None:
        if type(widget).__name__ != "ConflictSetupDialog":
            return
        table = widget.people.table
        for key, modifier in ((Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)):
            table.setFocus(Qt.FocusReason.TabFocusReason)
            table.setCurrentCell(0, 0)
            qtbot.keyClick(table, key, modifier)
            left.append(name(QApplication.focusWidget()) if QApplication.focusWidget() is not table else "stayed")

    tour(qtbot, monkeypatch, window, library, visit)
    assert len(left) == 2 and "stayed" not in left, left


def test_tab_in_the_library_window_follows_the_screen_on_every_part_of_the_sheet(qtbot: QtBot, tmp_path: Path) -> None:
    window, library = example_window(qtbot, tmp_path)
    editor = window.open_character(library / "vasana.tale.json")
    problems: list[str] = []
    for index in range(editor.tabs.count()):
        editor.tabs.setCurrentIndex(index)
        window.search.setFocus()
        chain = tab_chain(qtbot, window)
        assert len(chain) >= 8 and editor.tabs.currentWidget().isAncestorOf(chain[-1]), [name(w) for w in chain]
        problems += [f"sheet tab {index}: {p}" for p in traps(chain) + out_of_order(chain, window)]
    assert not problems, "\n".join(problems)


def test_tab_order_keeps_no_layout_item_of_a_part_later_removed(qtbot: QtBot) -> None:
    """Putting Tab in layout order leaves no wrapper of a layout item alive: PySide keeps such a
    wrapper as long as its layout, Qt deletes the item with its widget (dice dealt again), and a
    widget made later at the same address came back from `item.widget()` as that stale item
    (`'QWidgetItem' object has no attribute 'isWindow'`, now and then, opening a group contest)."""
    import gc

    from PySide6.QtWidgets import QLayoutItem

    from talekeeper.desktop.dice_entry import DiceEntry
    from talekeeper.desktop.focus_order import tab_in_layout_order

    def items() -> int:
        gc.collect()
        return sum(isinstance(o, QLayoutItem) and not isinstance(o, QWidget | QLayout) for o in gc.get_objects())

    before = items()
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    entry = DiceEntry(name="Dice")
    layout.addWidget(entry)
    entry.set_dice((20, 20, 6))
    tab_in_layout_order(window)
    entry.set_dice((8,))  # the d20 and d6 lines go: Qt deletes their layout items
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    tab_in_layout_order(window)
    assert items() == before
