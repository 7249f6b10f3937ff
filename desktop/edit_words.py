"""Hand edits and file events (`core.edit_events`) in words (`desktop.words.wording`).

A place of the sheet is named as the editor and File > Revert To… name it (`desktop.words.diff`:
`Abilities › Sword › Rating`), its values as the editor shows them (labels, signs, yes or no), in
the shape of Edit > Undo's words (`HP: 12 → 9`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from talekeeper.core.diff import Item
from talekeeper.desktop.commands import change_text
from talekeeper.desktop.translatable import QT_TRANSLATE_NOOP
from talekeeper.desktop.words.diff import place, value_text
from talekeeper.desktop.words.labels import label
from talekeeper.desktop.words.wording import Words, fill

EV = "EditEvents"


def _t(text: str, params: dict[str, Any]) -> str:
    return fill(QCoreApplication.translate("EditEvents", text), params)


def _path(field: Any, items: Any) -> tuple[str | Item, ...]:
    """A `core.diff` path from an event's `field` and `items` (each `*` takes the next name)."""
    names = iter(items if isinstance(items, tuple) else ())
    return tuple(Item("", str(next(names, ""))) if step == "*" else step for step in str(field).split("."))


def _value(field: Any, path: tuple[str | Item, ...], value: Any) -> str:
    from talekeeper.core.edit_events import typed_value

    if value is None or value == "" or value == ():
        return ""
    return value_text(path, typed_value(str(field), value), ())


def _changed(p: dict[str, Any]) -> str:
    if p.get("field") == "portrait":
        return _portrait(p)
    path = _path(p.get("field"), p.get("items"))
    return change_text(place(path)[1], _value(p.get("field"), path, p.get("before")), _value(p.get("field"), path, p.get("after")))


def _portrait(p: dict[str, Any]) -> str:
    if p.get("after") is None:
        return QCoreApplication.translate("EditEvents", "Portrait removed")
    if p.get("before") is None:
        return QCoreApplication.translate("EditEvents", "Portrait chosen")
    return QCoreApplication.translate("EditEvents", "Portrait replaced")


def _listed(p: dict[str, Any], named: str, unnamed: str) -> str:
    given = p.get("items")
    items = given if isinstance(given, tuple) else ()
    item = items[-1] if items else ""
    where = place(_path(p.get("field"), items[:-1]))[1]
    return _t(named if item else unnamed, {"place": where, "item": item})


def _added(p: dict[str, Any]) -> str:
    return _listed(p, QT_TRANSLATE_NOOP("EditEvents", "Added to {place}: {item}"), QT_TRANSLATE_NOOP("EditEvents", "Added to {place}"))


def _removed(p: dict[str, Any]) -> str:
    return _listed(p, QT_TRANSLATE_NOOP("EditEvents", "Removed from {place}: {item}"), QT_TRANSLATE_NOOP("EditEvents", "Removed from {place}"))


def _debilities(p: dict[str, Any]) -> str:
    from talekeeper.core.model import Debility

    given = p.get("debilities")
    values = given if isinstance(given, tuple) else ()
    known = {d.value: d for d in Debility}
    names = QCoreApplication.translate("Words", ", ").join(label(known[v]) if v in known else str(v) for v in values)
    return _t(QT_TRANSLATE_NOOP("EditEvents", "Debilities cleared (NPCs and monsters have none): {debilities}"), {"debilities": names})


EVENTS = Words(EV, {
    "edit.changed": _changed,
    "edit.added": _added,
    "edit.removed": _removed,
    "edit.debilities_cleared": _debilities,
    "file.created": QT_TRANSLATE_NOOP("EditEvents", "Created {name}"),
    "file.duplicated": QT_TRANSLATE_NOOP("EditEvents", "Duplicated from {original}"),
    "file.imported": QT_TRANSLATE_NOOP("EditEvents", "Imported from {source}"),
})

REFUSALS = Words("EditRefusals", {})
