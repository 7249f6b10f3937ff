"""Issue 14: nothing core says reaches the window in English. Every event kind core declares and
every refusal code core raises has words in desktop/, and every phrase fills without a hole."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtWidgets import QApplication

from talekeeper.core.edits import _LIMITS
from talekeeper.core.events import load_all
from talekeeper.desktop.words.wording import catalogue_keys

ROOT = Path(__file__).resolve().parents[2]
REFUSAL_CLASSES = {"SheetFileError", "FileChangedError", "MigrationError", "Refusal", "RuleError", "ConflictError", "SheetError", "PlayError", "EditError", "DiceError", "RatingError", "ModelError", "PortraitError", "MergeError"}


def codes_raised() -> dict[str, str]:
    """Every `code="..."` given to a refusal (in core, and the few desktop/ raises of core's
    refusal classes), with where it is."""
    found: dict[str, str] = {}
    for path in [*(ROOT / "core").rglob("*.py"), *(ROOT / "desktop").rglob("*.py")]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in REFUSAL_CLASSES | {"__init__"}:
                for keyword in node.keywords:
                    if keyword.arg == "code" and isinstance(keyword.value, ast.Constant):
                        found.setdefault(keyword.value.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    for code, _params in (*_LIMITS.values(), ("edit.not_accepted", ())):  # edits: pydantic's limits
        found.setdefault(code, "core/edits.py")
    return found


def test_every_refusal_in_core_has_a_code() -> None:
    missing = []
    for path in (ROOT / "core").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in REFUSAL_CLASSES - {"Refusal"}:
                if not any(k.arg == "code" for k in node.keywords) and not (node.args and isinstance(node.args[0], ast.Starred)):
                    missing.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert missing == []


def test_every_event_kind_and_refusal_code_has_words(qapp: QApplication) -> None:
    events, refusals = catalogue_keys()
    assert sorted(set(load_all()) - events) == []
    assert sorted(set(codes_raised()) - refusals) == []


def test_no_words_without_an_event_or_refusal(qapp: QApplication) -> None:
    events, refusals = catalogue_keys()
    assert sorted(events - set(load_all())) == []
    assert sorted(refusals - set(codes_raised())) == []
