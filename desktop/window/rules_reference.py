"""Help > Rules Reference: the rules Talekeeper follows (`resources/rules/rules.md`), shown as read-only
text with its sections listed beside it and a find field that jumps to a rule id (`HQ-18`, `hq18`)
or filters the sections by words. The reference is English in every interface language."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QTextBlock, QTextCursor, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLineEdit, QListWidget, QListWidgetItem, QSplitter, QTextBrowser, QVBoxLayout, QWidget

from talekeeper import resources
from talekeeper.desktop.widgets import fmt, plain_label

RULE_ID = re.compile(r"\b(?:C|HQ|DV|ST|FA|GM)-\d+\b")
_TYPED_ID = re.compile(r"(C|HQ|DV|ST|FA|GM)\s*-?\s*(\d+)", re.IGNORECASE)
_HEADING = re.compile(r"^(#{2,3}) (.+?)\s*$")


@dataclass(frozen=True)
class Section:
    title: str
    """The heading as written: `HQ-18 End of an extended contest`, `ST: harm and healing (seed 000)`."""
    level: int
    """2 for a rule family, 3 for one rule."""
    body: str
    rule_id: str | None
    """The id the heading starts with, if any."""


def sections(text: str) -> list[Section]:
    """The family (`##`) and rule (`###`) sections of the reference, in order."""
    found: list[Section] = []
    heading: tuple[int, str] | None = None
    body: list[str] = []

    def close() -> None:
        if heading is not None:
            level, title = heading
            starts = RULE_ID.match(title)
            found.append(Section(title, level, "\n".join(body).strip(), starts.group(0) if starts else None))

    for line in text.splitlines():
        match = _HEADING.match(line)
        if match:
            close()
            heading, body = (len(match.group(1)), match.group(2)), []
        else:
            body.append(line)
    close()
    return found


def typed_rule_id(text: str) -> str | None:
    """`hq18`, `HQ-18` or `hq 18` typed in the find field -> `HQ-18`; None for anything else."""
    match = _TYPED_ID.fullmatch(text.strip())
    return f"{match.group(1).upper()}-{int(match.group(2))}" if match else None


class RulesReference(QDialog):
    """A window of its own (not modal): it can stay open beside the library window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("RulesReference", "Rules Reference"))
        source = resources.RULES_REFERENCE.read_text(encoding="utf-8")
        self.sections = sections(source)
        self.search = QLineEdit()
        self.search.setPlaceholderText(QCoreApplication.translate("RulesReference", "Rule id or words, e.g. HQ-18 or Death's Door"))
        self.search.setAccessibleName(QCoreApplication.translate("RulesReference", "Find in the rules"))
        self.search.setClearButtonEnabled(True)
        self.contents = QListWidget()
        self.contents.setAccessibleName(QCoreApplication.translate("RulesReference", "Rules reference sections"))
        for section in self.sections:
            item = QListWidgetItem(section.title)
            item.setData(Qt.ItemDataRole.UserRole, section.title)
            if section.level == 2:  # a rule family: bold, its rules follow
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.contents.addItem(item)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)  # the reference has no links to follow, and none leaves the app
        self.text.setAccessibleName(QCoreApplication.translate("RulesReference", "Rules reference"))
        self.text.setAccessibleDescription(QCoreApplication.translate("RulesReference", "The rules Talekeeper follows, in English"))
        no_html = QTextDocument.MarkdownFeature.MarkdownDialectGitHub.value | QTextDocument.MarkdownFeature.MarkdownNoHTML.value
        self.text.document().setMarkdown(source, QTextDocument.MarkdownFeature(no_html))  # HTML in it shows as text
        self.headings = {block.text(): block.position() for block in _blocks(self.text.document()) if block.blockFormat().headingLevel()}
        self.note = plain_label(QCoreApplication.translate("RulesReference", "The rules reference is written in English. Type a rule id (HQ-18) and press Enter to go to it, or words to list the sections that use them; Enter again finds the next place."))
        self.status = plain_label()
        self.status.hide()  # shown only when nothing matches
        split = QSplitter()
        split.addWidget(self.contents)
        split.addWidget(self.text)
        split.setStretchFactor(1, 3)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAutoDefault(False)  # Enter in the find field finds; it must not close the window
        close.setDefault(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.search)
        layout.addWidget(self.status)
        layout.addWidget(split, 1)
        layout.addWidget(buttons)
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._enter)
        self.contents.currentItemChanged.connect(self._picked)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self._focus_search)
        QShortcut(QKeySequence(QKeySequence.StandardKey.FindNext), self, self.find_next)
        self.search.setFocus()
        self.resize(980, 680)

    def show_rule(self, rule_id: str) -> bool:
        """Scroll to the section of `rule_id` (`HQ-18`) and select it in the list; False if there is none."""
        for row, section in enumerate(self.sections):
            if section.rule_id == rule_id:
                self.contents.setCurrentRow(row)  # which scrolls the text there
                return True
        return False

    def go_to(self, title: str) -> None:
        position = self.headings.get(title)
        if position is None:
            return
        cursor = QTextCursor(self.text.document())
        cursor.setPosition(position)
        self.text.setTextCursor(cursor)
        block = self.text.document().findBlock(position)
        top = self.text.document().documentLayout().blockBoundingRect(block).top()
        self.text.verticalScrollBar().setValue(int(top))

    def find_next(self) -> bool:
        """Select the next place in the text that holds the find field's words (from the top after the end)."""
        words = self.search.text().strip()
        if not words:
            return False
        if self.text.find(words):
            return True
        self.text.moveCursor(QTextCursor.MoveOperation.Start)
        return self.text.find(words)

    def _picked(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if item is not None:
            self.go_to(item.data(Qt.ItemDataRole.UserRole))

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def _enter(self) -> None:
        """A rule id goes to its section; words go to their next place in the text, or (when they
        are not side by side) to the next section listed for them."""
        rule_id = typed_rule_id(self.search.text())
        if (rule_id is not None and self.show_rule(rule_id)) or self.find_next():
            return
        listed = [row for row in range(self.contents.count()) if not self.contents.item(row).isHidden()]
        if listed:
            later = [row for row in listed if row > self.contents.currentRow()]
            self.contents.setCurrentRow((later or listed)[0])

    def _filter(self, text: str) -> None:
        rule_id = typed_rule_id(text)
        words = text.casefold().split()
        shown = 0
        for row, section in enumerate(self.sections):
            haystack = f"{section.title}\n{section.body}".casefold()
            hidden = section.rule_id != rule_id if rule_id else not all(word in haystack for word in words)
            self.contents.item(row).setHidden(hidden)
            shown += not hidden
        found = shown or not text.strip()
        self.status.setText("" if found else fmt(QCoreApplication.translate("RulesReference", "Nothing in the rules reference matches “%1”."), text.strip()))
        self.status.setVisible(not found)
        self.search.setAccessibleDescription(self.status.text())  # a screen reader hears it in the field


def _blocks(document: QTextDocument) -> Iterator[QTextBlock]:
    block = document.begin()
    while block.isValid():
        yield block
        block = block.next()


def show_reference(parent: QWidget, rule_id: str | None = None) -> RulesReference:
    """Open the reference (or bring the open one forward), at `rule_id` when one is given."""
    window = parent.findChild(RulesReference)  # closed, it is only hidden: the place read last is kept
    if window is not None and window.isVisible():
        window.raise_()
    else:
        window = window or RulesReference(parent)
        window.show()
    window.activateWindow()
    if rule_id is not None:
        window.show_rule(rule_id)
    return window
