"""The roster: every character of the library at a glance (name, kind, condition, HP bar, and
marks for debilities, HQ states, wounds, DV injuries and Death's Door)."""

from __future__ import annotations

import os
from bisect import bisect_left
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRectF,
    QSize,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem

from talekeeper.core.model import CharacterKind
from talekeeper.core.paths import printable
from talekeeper.core.storage import BrokenFile, CharacterSummary
from talekeeper.core.storage.copies import CopyIndex, SheetCopy
from talekeeper.core.storage.summary import held, outside_target, roster_key
from talekeeper.desktop.merge.words import CONFLICT_COLOUR, Waiting
from talekeeper.desktop.stonetop.glance import Mark, marks, paint_marks
from talekeeper.desktop.widgets import fmt, paint_hp_bar, plain_tooltip
from talekeeper.desktop.words.labels import label

if TYPE_CHECKING:  # names only: their modules load when first needed, not at start-up
    from collections.abc import Sequence

    from talekeeper.core.storage.git_state import Unmerged
    from talekeeper.core.storage.sync_copies import ConflictCopy

Entry = CharacterSummary | BrokenFile
EntryRole = Qt.ItemDataRole.UserRole + 1
LinkRole = Qt.ItemDataRole.UserRole + 2
"""The target of a sheet that is a link to a file outside the library (None for any other)."""
ConflictRole = Qt.ItemDataRole.UserRole + 3
"""What waits to be merged into a character: `desktop.merge.words.Waiting` (None: nothing)."""
_Index = QModelIndex | QPersistentModelIndex


class RosterModel(QAbstractListModel):
    """A list of library entries in roster order; broken files are listed too, with their error.

    Each row keeps the roster key it was placed by (`roster_key`), so a row is found, and a new
    one placed, by bisection; an open character's unsaved rename shows in its row without moving
    it. `generation` counts the changes (the filter's cache of decisions follows it).

    Files that hold the same character are one row, the original's (`core.storage.copies`): the
    copies are kept aside (`copies_of`) and the row is marked, as is a row whose file has open
    conflicts from a git merge (`set_pending`)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[Entry] = []
        self._keys: list[tuple[str, str]] = []
        self._key_of: dict[object, tuple[str, str]] = {}
        self._links: dict[Path, Path | None] = {}
        self.generation = 0
        self.copies = CopyIndex(lambda name: self._folder is not None and os.path.islink(self._folder / name))
        self._folder: Path | None = None
        self._hidden: dict[Path, Entry] = {}
        """The entries of copies (not rows)."""
        self.pending: set[Path] = set()
        """Files with open conflicts from a git merge."""
        self.git: dict[Path, Unmerged] = {}
        """Files a git merge left for a choice: two characters under one name, a delete meeting an edit."""
        self._strangers: dict[Path, ConflictCopy | None] = {}
        """Rows whose file is a sync tool's copy of another file, holding another character (looked at once per listing)."""

    def set_entries(self, entries: Sequence[Entry]) -> None:
        self._folder = entries[0].path.parent if entries else self._folder
        listed, aside = self.copies.group(entries, held)
        self._hidden = {entry.path: entry for entry in aside.values()}
        self.beginResetModel()
        self._entries = sorted(listed, key=roster_key)
        self._keys = [roster_key(e) for e in self._entries]
        self._key_of = {e.path: key for e, key in zip(self._entries, self._keys, strict=True)}
        self._links = {}
        self._strangers = {}
        self.generation += 1
        self.endResetModel()

    def _link(self, path: Path) -> Path | None:
        """`outside_target` of a listed sheet, looked at once per listing (only for rows shown)."""
        if path not in self._links:
            self._links[path] = outside_target(path)
        return self._links[path]

    def update_entry(self, entry: Entry) -> None:
        """Show an open character's current (perhaps unsaved) values, in the row it has."""
        row = self.row_of(entry.path)
        if row >= 0:
            self._entries[row] = entry
            self.generation += 1
            self.dataChanged.emit(self.index(row, 0), self.index(row, 0))

    def put(self, entry: Entry) -> bool:
        """List `entry` where it belongs, in the row of the same file if its place is unchanged;
        else the old row goes and a new one comes (one row each: a move would make the filter
        decide every row again). True when the row went elsewhere (its selection is lost). A copy
        of another file's character is kept aside instead, and that file's row marked."""
        self._folder = entry.path.parent
        others = self.copies.put(*held(entry)) - {entry.path.name}
        moved = self._place(entry)
        self._place_again(entry.path, others)
        return moved

    def _place(self, entry: Entry) -> bool:
        if self.copies.is_copy(entry.path.name):
            self._hidden[entry.path] = entry
            self._drop_row(entry.path)
            return False
        self._hidden.pop(entry.path, None)
        row, key = self.row_of(entry.path), roster_key(entry)
        self._links.pop(entry.path, None)  # the file may have become a link, or stopped being one
        self._strangers.clear()  # this file, or its original, may hold another character now
        if row >= 0 and self._keys[row] == key:
            self.update_entry(entry)
            return False
        moved = row >= 0
        if moved:
            self._drop_row(entry.path)
        row = bisect_left(self._keys, key)
        self.beginInsertRows(QModelIndex(), row, row)
        self._entries.insert(row, entry)
        self._keys.insert(row, key)
        self._key_of[entry.path] = key
        self.generation += 1
        self.endInsertRows()
        return moved

    def _place_again(self, path: Path, names: set[str]) -> None:
        """Files holding the same character as `path` (before or after a change): each becomes a
        row, a copy kept aside, or a row whose mark changed."""
        for name in sorted(names):
            other = path.with_name(name)
            entry = self._hidden.get(other)
            row = self.row_of(other)
            if entry is None and row >= 0:
                entry = self._entries[row]
            if entry is not None:
                self._place(entry)

    def drop(self, path: Path) -> None:
        """The file is gone: its row too (a copy of its character may take its place)."""
        others = self.copies.drop(path.name) - {path.name}
        self._hidden.pop(path, None)
        self._strangers.clear()
        self._drop_row(path)
        self._place_again(path, others)

    def listed(self, path: Path) -> bool:
        """Whether the file is listed (a row, or a copy kept aside)."""
        return path in self._key_of or path in self._hidden

    def copies_of(self, path: Path) -> tuple[SheetCopy, ...]:
        """The copies of the character listed in the row of `path`."""
        return self.copies.copies(path.name)

    def set_pending(self, paths: set[Path]) -> None:
        """Mark the rows of these files: a git merge left conflicts in them to choose."""
        changed, self.pending = self.pending ^ paths, set(paths)
        for row in filter(lambda row: row >= 0, map(self.row_of, changed)):
            self.dataChanged.emit(self.index(row, 0), self.index(row, 0))

    def set_git(self, found: dict[Path, Unmerged]) -> None:
        """Mark the rows of these files: a git merge left a choice about them."""
        changed = set(self.git) ^ set(found) | {path for path in found if self.git.get(path) != found[path]}
        self.git = dict(found)
        for row in filter(lambda row: row >= 0, map(self.row_of, changed)):
            self.dataChanged.emit(self.index(row, 0), self.index(row, 0))

    def holds(self, character_id: str) -> bool:
        """Whether a listed file (a row or a copy) holds this character."""
        return any(isinstance(entry, CharacterSummary) and entry.id == character_id for entry in (*self._entries, *self._hidden.values()))

    def stranger(self, path: Path) -> ConflictCopy | None:
        """What the listed file at `path` is a sync tool's copy of, when its original is listed and
        holds another character (the copy is then a row of its own, not one of its copies)."""
        if path not in self._strangers:
            from talekeeper.core.storage.sync_copies import SHEET_SUFFIX, conflict_copy

            copy = conflict_copy(path.name) if self.row_of(path) >= 0 else None
            original = self._entry(path.with_name(copy.original)) if copy is not None and copy.certain and copy.original.endswith(SHEET_SUFFIX) else None
            self._strangers[path] = copy if isinstance(original, CharacterSummary) else None
        return self._strangers[path]

    def _entry(self, path: Path) -> Entry | None:
        row = self.row_of(path)
        return self._entries[row] if row >= 0 else self._hidden.get(path)

    def _drop_row(self, path: object) -> None:
        row = self.row_of(path)
        if row < 0:
            return
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._entries[row], self._keys[row], self._key_of[path]
        self.generation += 1
        self.endRemoveRows()

    def entries_view(self) -> list[Entry]:
        """The entries themselves (not a copy), for the filter's one pass."""
        return self._entries

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role == EntryRole:
            return entry
        if role == LinkRole:
            return self._link(entry.path)
        if role == ConflictRole:
            return self._waiting(entry.path)
        if isinstance(entry, BrokenFile):
            if role == Qt.ItemDataRole.DisplayRole:
                return fmt(self.tr("%1 (cannot be opened)"), printable(entry.path.name))
            if role == Qt.ItemDataRole.ToolTipRole:
                from talekeeper.desktop.words.wording import refusal_text

                return plain_tooltip(refusal_text(entry.error))
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return entry.name
        if role == Qt.ItemDataRole.ToolTipRole:
            glance = "\n".join(mark.words for mark in marks(entry))
            target = self._link(entry.path)
            link = "\n" + fmt(self.tr("A link to %1, outside the library: saving changes that file"), printable(target)) if target else ""
            waiting = self._waiting(entry.path)
            link += "\n" + waiting.tooltip() if waiting is not None else ""
            return plain_tooltip(f"{entry.name}\n{label(entry.kind)} · {label(entry.condition)}\n{glance + chr(10) if glance else ''}{printable(entry.path.name)}{link}")
        if role == Qt.ItemDataRole.AccessibleTextRole:
            hp = fmt(self.tr("%1 of %2 HP"), entry.hp, entry.max_hp)
            condition = label(entry.condition)
            glance = ", ".join(mark.words for mark in marks(entry) if mark.words != condition)  # "Out of action" once
            link = ", " + self.tr("linked from outside the library") if self._link(entry.path) else ""
            waiting = self._waiting(entry.path)
            link += ", " + waiting.words() if waiting is not None else ""
            return f"{entry.name}, {label(entry.kind)}, {condition}, " + (f"{glance}, " if glance else "") + hp + link
        return None

    def _waiting(self, path: Path) -> Waiting | None:
        copies = self.copies.copies(path.name)
        git, stranger = self.git.get(path), self.stranger(path)
        return Waiting(copies, path in self.pending, git, stranger) if copies or path in self.pending or git or stranger else None

    def row_of(self, path: object) -> int:
        key = self._key_of.get(path)
        return -1 if key is None else bisect_left(self._keys, key)


class RosterFilter(QSortFilterProxyModel):
    """Filter by kind and by text typed in the search box (names, abilities, traits ...)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._kind: CharacterKind | None = None
        self._words: list[str] = []
        self._accepted: list[bool] = []
        self._model: RosterModel | None = None
        self._decided_at = -1

    def setSourceModel(self, model: QAbstractItemModel) -> None:
        self._model = model if isinstance(model, RosterModel) else None
        super().setSourceModel(model)

    def set_kind(self, kind: CharacterKind | None) -> None:
        self._kind = kind
        self._refilter()

    def set_search(self, text: str) -> None:
        self._words = text.casefold().split()
        self._refilter()

    def _refilter(self) -> None:
        self.beginFilterChange()
        self._decide()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def _decide(self) -> None:
        """Decide every row in one Python pass, for a new search or kind; Qt then asks row by row
        (cheaply)."""
        if self._model is not None:
            self._decided_at = self._model.generation
            self._accepted = [self._accepts(e) for e in self._model.entries_view()]

    def _accepts(self, entry: Entry) -> bool:
        """An entry whose search text is not read yet (a sheet being read again) is matched by its name."""
        kind, words = self._kind, self._words
        if isinstance(entry, BrokenFile):
            return kind is None and all(w in entry.path.name.casefold() for w in words)
        return (kind is None or entry.kind is kind) and all(w in (entry.search_text or entry.name.casefold()) for w in words)

    def filterAcceptsRow(self, row: int, parent: _Index) -> bool:
        model = self._model
        if model is None:  # another source model than the roster's: none of its rows are entries
            return super().filterAcceptsRow(row, parent)
        if self._decided_at == model.generation:
            return self._accepted[row]
        return self._accepts(model.entries_view()[row])  # rows changed since the last decision: Qt asks about those


class RosterDelegate(QStyledItemDelegate):
    """Two lines per character: the name, then kind and condition, with an HP bar on the right."""

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        height = option.fontMetrics.height()
        return QSize(220, height * 2 + 12)

    def initStyleOption(self, option: QStyleOptionViewItem, index: _Index) -> None:
        super().initStyleOption(option, index)
        option.text = ""  # the base class draws the background, selection and focus; paint() the rest

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        super().paint(painter, option, index)
        entry = index.data(EntryRole)
        view = self.parent()
        selected = isinstance(view, QAbstractItemView) and view.selectionModel().isSelected(index)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        rect = option.rect.adjusted(6, 4, -6, -4)
        line = option.fontMetrics.height()
        painter.setPen(option.palette.color(role))
        if isinstance(entry, BrokenFile):
            painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(index.data()))
            painter.setPen(option.palette.color(QPalette.ColorRole.PlaceholderText))
            second = rect.adjusted(0, line + 2, 0, 0)
            painter.drawText(second, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.tr("Damaged file"))
            painter.restore()
            return
        bar_width = min(90, rect.width() // 3)
        text_rect = rect.adjusted(0, 0, -bar_width - 8, 0)
        name = option.fontMetrics.elidedText(entry.name, Qt.TextElideMode.ElideRight, text_rect.width())
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, name)
        bar = QRectF(rect.right() - bar_width, rect.top(), bar_width, line)
        paint_hp_bar(painter, bar, entry.hp, entry.max_hp, option.palette)
        second = rect.adjusted(0, line + 2, 0, 0)
        waiting = index.data(ConflictRole)
        first = [Mark(waiting.short(), CONFLICT_COLOUR, waiting.words())] if waiting is not None else []
        used = paint_marks(painter, QRectF(second.left() + second.width() * 0.4, second.top(), second.width() * 0.6, line), entry, option.fontMetrics, first)
        if not selected:
            painter.setPen(option.palette.color(QPalette.ColorRole.PlaceholderText))
        detail = f"{label(entry.kind)} · {label(entry.condition)}"
        if index.data(LinkRole) is not None:
            detail = "↗ " + self.tr("linked") + " · " + detail
        detail = option.fontMetrics.elidedText(detail, Qt.TextElideMode.ElideRight, int(second.width() - used - 6))
        painter.drawText(second, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, detail)
        painter.restore()
