"""The merge window: what merged by itself, and each real conflict side by side (what it was
before, mine, theirs) with a choice per field or item; choices that would make an invalid sheet
are refused, in words, before they can be applied.

Every choice is a pair of radio buttons (keep mine / take theirs; for an item, keep / remove),
reached with Tab and switched with the arrow keys or Space, each with a name a screen reader says
in full. Values from the files are shown as plain text, cut to a row's width (the tooltip has
them whole)."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from talekeeper.core.merge import ConflictKind, Merge, Path, Side
from talekeeper.desktop.merge.places import Places, short
from talekeeper.desktop.widgets import WARNING_STYLE, fmt, follow_current_item, plain_label, plain_tooltip, set_tooltip, without_mnemonic
from talekeeper.desktop.words.wording import refusal_text


@dataclass(frozen=True)
class Texts:
    """What the window says about the two versions it merges."""

    title: str
    intro: str
    """Which versions these are (the sheet and its conflicting copy, an imported file...)."""
    relation: str
    """What is known of their common version (found, unknown, one simply newer)."""
    apply: str
    """The apply button's text (with its mnemonic)."""


@dataclass
class Choice:
    """One conflict's row: its pair of buttons."""

    path: Path
    mine: QRadioButton
    theirs: QRadioButton
    group: QButtonGroup

    def side(self) -> Side:
        return Side.THEIRS if self.theirs.isChecked() else Side.OURS

    def set(self, side: Side) -> None:
        (self.theirs if side is Side.THEIRS else self.mine).setChecked(True)


class MergeDialog(QDialog):
    def __init__(self, merge: Merge[Any], texts: Texts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.merge = merge
        self.places = Places(merge)
        self._quiet = False
        self.setWindowTitle(texts.title)
        layout = QVBoxLayout(self)
        for text, name in ((texts.intro, self.tr("What is merged")), (texts.relation, self.tr("The common version"))):
            layout.addWidget(plain_label(text, name=name))
        splitter = QSplitter(Qt.Orientation.Vertical)
        self.choices: list[Choice] = []
        splitter.addWidget(self._conflicts())
        splitter.addWidget(self._changes())
        layout.addWidget(splitter, 1)
        self.problem = plain_label(name=self.tr("Why these choices cannot be applied"))
        self.problem.setStyleSheet(WARNING_STYLE)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(texts.apply)
        self.all_mine = self._side_button(self.tr("Keep All &Mine"), Side.OURS)
        self.all_theirs = self._side_button(self.tr("Take All &Theirs"), Side.THEIRS)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.result_value: Any = None
        self._check()
        self.resize(920, 620)
        if self.choices:
            self.choices[0].mine.setFocus()

    # -- building ----------------------------------------------------------------------------------

    def _conflicts(self) -> QGroupBox:
        box = QGroupBox(fmt(self.tr("Choose (%1)"), len(self.merge.conflicts)))
        outer = QVBoxLayout(box)
        if not self.merge.conflicts:
            outer.addWidget(plain_label(self.tr("Nothing to choose: every difference merged by itself.")))
            return box
        grid_widget = QWidget()
        grid = QGridLayout(grid_widget)
        for column, text in enumerate((self.tr("On the sheet"), self.tr("Before"), self.tr("Mine"), self.tr("Theirs"))):
            heading = QLabel(text)
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            grid.addWidget(heading, 0, column)
        for row, conflict in enumerate(sorted(self.merge.conflicts, key=lambda c: self.places.order(c.path)), start=1):
            what = self.places.what(conflict.path)
            note = self._note(conflict.kind)
            label = plain_label(what + (f"\n{note}" if note else ""))
            set_tooltip(label, what)
            grid.addWidget(label, row, 0)
            before = self.places.value(conflict.path, conflict.base)
            sides = [self.places.value(conflict.path, value, before=conflict.base) for value in (conflict.ours, conflict.theirs)]
            before_label = plain_label(short(before, *sides))
            set_tooltip(before_label, before)
            before_label.setAccessibleName(fmt(self.tr("%1 before: %2"), what, before))  # in full, where the row shows it cut
            grid.addWidget(before_label, row, 1)
            mine, theirs = self._pair(conflict, what, before)
            grid.addWidget(mine, row, 2, Qt.AlignmentFlag.AlignLeft)  # as wide as what it says: a click beside it is no choice
            grid.addWidget(theirs, row, 3, Qt.AlignmentFlag.AlignLeft)
        grid.setColumnStretch(0, 2)
        for column in (1, 2, 3):
            grid.setColumnStretch(column, 2)
        grid.setRowStretch(len(self.merge.conflicts) + 1, 1)
        buttons = [button for choice in self.choices for button in (choice.mine, choice.theirs)]
        for first, then in itertools.pairwise(buttons):  # row by row (Tab enters a row at its choice)
            QWidget.setTabOrder(first, then)
        scroll = QScrollArea()
        scroll.setAccessibleName(self.tr("Fields changed on both sides"))
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the choices inside take the focus
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_widget)
        outer.addWidget(scroll)
        return box

    def _note(self, kind: ConflictKind) -> str:
        return {
            ConflictKind.REMOVED: self.tr("(removed on one side, changed on the other)"),
            ConflictKind.INVALID: self.tr("(each change is fine alone; together they break a rule of the sheet)"),
        }.get(kind, "")

    def _pair(self, conflict: Any, what: str, before: str) -> tuple[QRadioButton, QRadioButton]:
        group = QButtonGroup(self)
        buttons = []
        for side, value in ((Side.OURS, conflict.ours), (Side.THEIRS, conflict.theirs)):
            shown = self.places.value(conflict.path, value, before=conflict.base)
            if conflict.is_item:
                keeps = conflict.side_keeping(True) is side
                changed = self.places.changed(conflict.path, conflict.base, value)
                shown += f" ({changed})" if changed else ""
                text = fmt(self.tr("Keep: %1"), shown) if keeps else self.tr("Remove")
                name = fmt(self.tr("%1: keep"), what) if keeps else fmt(self.tr("%1: remove"), what)
            else:
                text = shown
                template = self.tr("%1: keep mine, %2") if side is Side.OURS else self.tr("%1: take theirs, %2")
                name = fmt(template, what, shown)
            button = QRadioButton(short(text, before).replace("&", "&&"))
            # auto-exclusive (announced as a radio button, one of two): in a QButtonGroup, the group
            # is what excludes, one per row, not the whole grid
            set_tooltip(button, text)
            button.setAccessibleName(name)
            group.addButton(button)
            buttons.append(button)
        group.setExclusive(True)
        choice = Choice(conflict.path, buttons[0], buttons[1], group)
        choice.set(Side.OURS)
        group.buttonToggled.connect(self._toggled)
        self.choices.append(choice)
        return buttons[0], buttons[1]

    def _toggled(self, _button: QAbstractButton, checked: bool) -> None:
        if checked:
            self._check()

    def _changes(self) -> QGroupBox:
        box = QGroupBox(fmt(self.tr("Merged by itself (%1)"), len(self.merge.changes)))
        layout = QVBoxLayout(box)
        self.changes = QTreeWidget()
        self.changes.setAccessibleName(self.tr("What merged by itself"))
        follow_current_item(self.changes)
        self.changes.setHeaderLabels([self.tr("On the sheet"), self.tr("From"), self.tr("Before"), self.tr("Now")])
        self.changes.setRootIsDecorated(False)
        self.changes.setWordWrap(False)
        self.changes.setTextElideMode(Qt.TextElideMode.ElideRight)  # where two values differ is at the start (`short`)
        header = self.changes.header()
        header.setStretchLastSection(False)
        for column in range(4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents if column == 1 else QHeaderView.ResizeMode.Stretch)
        for change in sorted(self.merge.changes, key=lambda c: self.places.order(c.path)):
            texts = [
                self.places.what(change.path), self.tr("Mine") if change.side is Side.OURS else self.tr("Theirs"),
                self.places.value(change.path, change.base), self.places.value(change.path, change.value, before=change.base),
            ]
            item = QTreeWidgetItem([texts[0], texts[1], short(texts[2], texts[3]), short(texts[3], texts[2])])
            for column, text in enumerate(texts):
                item.setToolTip(column, plain_tooltip(text))
            self.changes.addTopLevelItem(item)
        if not self.merge.changes:
            self.changes.addTopLevelItem(QTreeWidgetItem([self.tr("Nothing merged by itself."), "", "", ""]))
            self.changes.setEnabled(False)
        layout.addWidget(self.changes)
        return box

    def _side_button(self, text: str, side: Side) -> QPushButton:
        button = self.buttons.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setAccessibleName(without_mnemonic(text))
        button.setAutoDefault(False)
        button.setEnabled(bool(self.choices))
        button.clicked.connect(lambda: self.choose_all(side))
        return button

    # -- choosing ----------------------------------------------------------------------------------

    def chosen(self) -> dict[Path, Side]:
        return {choice.path: choice.side() for choice in self.choices}

    def choose_all(self, side: Side) -> None:
        self._quiet = True  # one check for all the rows, not one per row
        for choice in self.choices:
            choice.set(side)
        self._quiet = False
        self._check()

    def _check(self) -> None:
        """Say why the choices cannot be applied together (and refuse them), or nothing."""
        if self._quiet:
            return
        problem = self.merge.problem(self.chosen())
        text = "" if problem is None else fmt(self.tr("These choices do not fit together (%1): %2"), self.places.what(problem.path), refusal_text(problem))
        self.problem.setText(text)
        self.problem.setVisible(bool(text))
        self.ok_button.setEnabled(problem is None)

    def _accept(self) -> None:
        if self.ok_button.isEnabled():
            self.result_value = self.merge.resolve(self.chosen())
            self.accept()

    @classmethod
    def ask(cls, merge: Merge[Any], texts: Texts, parent: QWidget | None = None) -> tuple[Any, dict[Path, Side]] | None:
        """The merged value and the choices made, or None when cancelled."""
        dialog = cls(merge, texts, parent)
        return (dialog.result_value, dialog.chosen()) if dialog.exec() == QDialog.DialogCode.Accepted else None
