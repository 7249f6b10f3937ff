"""A character's whole sheet, read-only: identity, HeroQuest, Dogs, harm and history."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.model import Character, Debility, DogsStat
from core.model.portrait import PortraitError, check_image
from desktop.labels import label
from desktop.widgets import HpBar, plain_label, plain_tooltip


def table(headers: Sequence[str], rows: Sequence[Sequence[str]], *, name: str) -> QTableWidget:
    """A read-only table of plain text cells, as tall as its rows."""
    widget = QTableWidget(len(rows), len(headers))
    widget.setAccessibleName(name)
    widget.setHorizontalHeaderLabels(list(headers))
    widget.verticalHeader().setVisible(False)
    widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    widget.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    widget.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    header = widget.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    for row, values in enumerate(rows):
        for column, value in enumerate(values):
            item = QTableWidgetItem(value)
            item.setToolTip(plain_tooltip(value) if len(value) > 30 else "")
            widget.setItem(row, column, item)
    widget.resizeRowsToContents()
    height = header.sizeHint().height() + sum(widget.rowHeight(r) for r in range(len(rows))) + 4
    widget.setFixedHeight(max(height, header.sizeHint().height() + 8))
    return widget


class SheetView(QScrollArea):
    """Shows one character; `show_character(None)` shows nothing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setAccessibleName(self.tr("Character sheet"))
        self.character: Character | None = None
        self.setWidget(QWidget())

    def show_character(self, character: Character | None) -> None:
        self.character = character
        content = QWidget()
        layout = QVBoxLayout(content)
        if character is not None:
            for section in (self._identity, self._heroquest, self._dogs, self._harm, self._history):
                layout.addWidget(section(character))
        layout.addStretch(1)
        self.setWidget(content)

    def _yes_no(self, value: bool) -> str:
        return self.tr("Yes") if value else self.tr("No")

    # -- sections ------------------------------------------------------------------------------

    def _identity(self, c: Character) -> QGroupBox:
        box = QGroupBox(self.tr("Character"))
        grid = QGridLayout(box)
        name = plain_label(c.name, name=self.tr("Name"))
        font = name.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        name.setFont(font)
        grid.addWidget(name, 0, 0)
        form = QFormLayout()
        form.addRow(self.tr("Kind"), plain_label(label(c.kind)))
        form.addRow(self.tr("Player"), plain_label(c.player))
        form.addRow(self.tr("Concept"), plain_label(c.concept))
        form.addRow(self.tr("Tags"), plain_label(", ".join(c.tags)))
        form.addRow(self.tr("Notes"), plain_label(c.notes))
        grid.addLayout(form, 1, 0)
        if c.portrait is not None:
            grid.addWidget(self._portrait(c), 0, 1, 2, 1, Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(0, 1)
        return box

    def _portrait(self, c: Character) -> QLabel:
        picture = QLabel()
        picture.setAccessibleName(self.tr("Portrait"))
        assert c.portrait is not None
        data = c.portrait.image_bytes()
        pixmap = QPixmap()
        try:
            check_image(data)
            pixmap.loadFromData(data)
        except PortraitError:
            pass
        if not pixmap.isNull():
            picture.setPixmap(pixmap.scaled(128, 128, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation))
        return picture

    def _heroquest(self, c: Character) -> QGroupBox:
        hq = c.heroquest
        box = QGroupBox(self.tr("HeroQuest abilities"))
        layout = QVBoxLayout(box)
        names = {a.id: a.name for a in hq.abilities}
        form = QFormLayout()
        form.addRow(self.tr("Hero points"), plain_label(str(hq.hero_points)))
        layout.addLayout(form)
        rows = []
        for ability in hq.abilities:
            detail = [ability.notes]
            if ability.parent_id:
                detail.insert(0, self.tr("belongs to %1").replace("%1", names[ability.parent_id]))
            if ability.uses_per_day or ability.uses_left:
                detail.insert(0, self.tr("%1 uses left").replace("%1", str(ability.uses_left)))
            rows.append([ability.name, str(ability.rating), label(ability.kind), "; ".join(d for d in detail if d)])
        layout.addWidget(table([self.tr("Ability"), self.tr("Rating"), self.tr("Kind"), self.tr("Notes")], rows, name=self.tr("Abilities")))
        if hq.states:
            states = [
                [label(s.level), label(s.scale), ", ".join([names[i] for i in s.ability_ids] + ([s.relates_to] if s.relates_to else [])) or self.tr("everything"), s.source, s.date]
                for s in hq.states
            ]
            layout.addWidget(QLabel(self.tr("States of adversity")))
            layout.addWidget(table([self.tr("State"), self.tr("Scale"), self.tr("Relates to"), self.tr("Source"), self.tr("Date")], states, name=self.tr("States of adversity")))
        if hq.benefits:
            benefits = [[f"+{b.bonus}", names[b.ability_id], b.reason, b.source, b.date] for b in hq.benefits]
            layout.addWidget(QLabel(self.tr("Lingering benefits")))
            layout.addWidget(table([self.tr("Bonus"), self.tr("Ability"), self.tr("Reason"), self.tr("Source"), self.tr("Date")], benefits, name=self.tr("Lingering benefits")))
        if hq.improvements:
            bought = [[i.item, names.get(i.ability_id or "", ""), str(i.cost), self.tr("permanent") if i.permanent else self.tr("temporary"), i.date] for i in hq.improvements]
            layout.addWidget(QLabel(self.tr("Improvements")))
            layout.addWidget(table([self.tr("Improvement"), self.tr("Ability"), self.tr("Cost"), self.tr("Lasts"), self.tr("Date")], bought, name=self.tr("Improvements")))
        return box

    def _dogs(self, c: Character) -> QGroupBox:
        dv = c.dogs
        box = QGroupBox(self.tr("Dogs in the Vineyard"))
        layout = QVBoxLayout(box)
        stats = QFormLayout()
        for stat in DogsStat:
            stats.addRow(label(stat), plain_label(f"{dv.stats.dice(stat)}d6"))
        stats.addRow(self.tr("Unassigned relationship dice"), plain_label(str(dv.unassigned_relationship_dice) or "–"))
        stats.addRow(self.tr("Black armor"), plain_label(" · ".join(x for x in (dv.black_armor.description, str(dv.black_armor.dice)) if x) or "–"))
        if dv.soul_sold:
            stats.addRow(self.tr("Soul"), plain_label(self.tr("Sold to a demon")))
        layout.addLayout(stats)
        layout.addWidget(table([self.tr("Trait"), self.tr("Dice")], [[t.text, str(t.dice)] for t in dv.traits], name=self.tr("Traits")))
        layout.addWidget(table([self.tr("Relationship"), self.tr("Kind"), self.tr("Dice")], [[r.subject, label(r.kind), str(r.dice)] for r in dv.relationships], name=self.tr("Relationships")))
        layout.addWidget(table([self.tr("Belonging"), self.tr("Dice")], [[b.name, str(b.dice)] for b in dv.belongings], name=self.tr("Belongings")))
        if dv.next_conflict:
            subjects = {r.id: r.subject for r in dv.relationships}
            rows = [
                [label(e.kind), label(e.stat) if e.stat else subjects.get(e.relationship_id or "", e.text), e.reason, self.tr("used") if e.used else ""]
                for e in dv.next_conflict
            ]
            layout.addWidget(QLabel(self.tr("Next conflict only")))
            layout.addWidget(table([self.tr("Effect"), self.tr("On"), self.tr("Reason"), ""], rows, name=self.tr("Next conflict only")))
        return box

    def _harm(self, c: Character) -> QGroupBox:
        st = c.harm
        box = QGroupBox(self.tr("Harm and healing"))
        layout = QVBoxLayout(box)
        bar = HpBar()
        bar.set_hp(st.hp, st.max_hp)
        layout.addWidget(bar)
        form = QFormLayout()
        form.addRow(self.tr("Status"), plain_label(label(st.status)))
        form.addRow(self.tr("Armor"), plain_label(str(st.armor)))
        form.addRow(self.tr("Damage"), plain_label(str(st.damage) or "–"))
        s = st.stats
        form.addRow(self.tr("Stats"), plain_label(f"STR {s.str_:+d}  DEX {s.dex:+d}  CON {s.con:+d}  INT {s.int_:+d}  WIS {s.wis:+d}  CHA {s.cha:+d}"))
        if c.kind.has_debilities:
            marks = "   ".join(("☒ " if getattr(st.debilities, d.value) else "☐ ") + label(d) for d in Debility)
            form.addRow(self.tr("Debilities"), plain_label(marks))
        form.addRow(self.tr("Supplies"), plain_label(str(st.supplies)))
        form.addRow(self.tr("Provisions"), plain_label(str(st.provisions)))
        gear = [self.tr("mess kit")] * st.mess_kit + [self.tr("bedroll")] * st.bedroll
        form.addRow(self.tr("Gear"), plain_label(", ".join(gear) or "–"))
        form.addRow(self.tr("Recover used"), plain_label(self._yes_no(st.recover_locked)))
        form.addRow(self.tr("Advantage on next roll"), plain_label(self._yes_no(st.advantage_next_roll)))
        layout.addLayout(form)
        rows = []
        for wound in st.wounds:
            checklist = "\n".join(("☑ " if r.done else "☐ ") + r.text for r in wound.requirements)
            flags = [self.tr("stabilised")] * wound.stabilised + [self.tr("permanent")] * wound.permanent
            rows.append([wound.description, ", ".join(flags), checklist, wound.interim_effects])
        layout.addWidget(table([self.tr("Problematic wound"), self.tr("State"), self.tr("Treatment"), self.tr("Interim effects")], rows, name=self.tr("Problematic wounds")))
        return box

    def _history(self, c: Character) -> QGroupBox:
        box = QGroupBox(self.tr("History"))
        layout = QVBoxLayout(box)
        rows = [
            [entry.time.astimezone().strftime("%Y-%m-%d %H:%M"), label(entry.kind), entry.summary, entry.dice, "\n".join(entry.details)]
            for entry in reversed(c.history)
        ]
        layout.addWidget(table([self.tr("When"), self.tr("Kind"), self.tr("What"), self.tr("Dice"), self.tr("Changes")], rows, name=self.tr("History")))
        return box
