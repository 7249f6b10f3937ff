"""Issue 14: nothing core says reaches the window in English. Every event kind and every refusal
code core declares has words in desktop/ (the Japanese of each: tests/desktop/test_wording_ja.py), and
every phrase fills without a hole. Issue 21: refusal codes are declared like events, in one
`refusals.py` per family, and never written as free strings."""

from __future__ import annotations

import ast
import pickle
from collections.abc import Iterator
from enum import Enum
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from talekeeper.core.events import load_all
from talekeeper.core.refusal import FAMILIES, RefusalCode
from talekeeper.core.refusal import load_all as load_refusals
from talekeeper.core.rules.stonetop import RuleError
from talekeeper.core.rules.stonetop.events import RECOVERED_ALREADY
from talekeeper.desktop.words.wording import catalogue_keys

ROOT = Path(__file__).resolve().parents[2]
REFUSAL_CLASSES = {"SheetFileError", "FileChangedError", "MigrationError", "Refusal", "RuleError", "ConflictError", "SheetError", "PlayError", "EditError", "DiceError", "RatingError", "ModelError", "PortraitError", "MergeError"}
PATH_FIRST = {"SheetFileError", "FileChangedError"}
"""Refusal classes that take the file's path before the code."""


def refusals_made() -> Iterator[tuple[str, ast.Call]]:
    """Every call of a refusal class in core and desktop/, with where it is."""
    for path in sorted([*(ROOT / "core").rglob("*.py"), *(ROOT / "desktop").rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in REFUSAL_CLASSES:
                yield f"{path.relative_to(ROOT)}:{node.lineno}", node


def test_every_refusal_is_made_from_a_declared_code_never_a_string() -> None:
    """Issue 21: refusal codes declared like events. No raise names its code as text (`code="..."`)
    or gives its English; the code is a constant of a family's `refusals.py`."""
    free = []
    for where, call in refusals_made():
        first = call.args[1 if getattr(call.func, "id", getattr(call.func, "attr", "")) in PATH_FIRST else 0] if call.args else None
        if any(k.arg == "code" for k in call.keywords) or isinstance(first, (ast.Constant, ast.JoinedStr)):
            free.append(where)
    assert free == []


def test_every_declaration_is_in_its_familys_refusals_module() -> None:
    """One place per family: `define` is called only in the modules core.refusal.FAMILIES lists."""
    declaring = {f"{name.removeprefix('talekeeper.').replace('.', '/')}.py" for name in FAMILIES}
    found = set()
    for path in (ROOT / "core").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "talekeeper.core.refusal" and any(a.name == "define" for a in node.names):
                found.add(path.relative_to(ROOT).as_posix())
    assert found == declaring
    assert {code.partition(".")[0] for code in load_refusals()} >= {"harm", "hq", "dogs", "file", "model", "dice", "rating", "edit", "merge"}


def test_a_refusal_from_an_undeclared_code_or_other_parameters_is_a_bug() -> None:
    load_refusals()
    with pytest.raises(TypeError, match="declared with core.refusal.define"):
        RuleError("harm.recover_locked", name="Vasana")  # type: ignore[arg-type]  # the old way, on purpose
    with pytest.raises(TypeError, match="declared with core.refusal.define"):
        RuleError(RefusalCode("harm.made_up", "made up"))
    with pytest.raises(TypeError, match=r"missing \['name'\]"):
        RuleError(RECOVERED_ALREADY)
    with pytest.raises(TypeError, match=r"unknown \['hours'\]"):
        RuleError(RECOVERED_ALREADY, name="Vasana", hours=3)
    with pytest.raises(TypeError, match="name is int"):
        RuleError(RECOVERED_ALREADY, name=3)
    refused = RuleError(RECOVERED_ALREADY, name="Vasana")
    assert (refused.code, refused.params) == ("harm.recover_locked", {"name": "Vasana"})
    assert str(refused) == "Vasana has Recovered already: not again until they take damage (ST-20)"
    again = pickle.loads(pickle.dumps(refused))
    assert (type(again), again.code, again.params, str(again)) == (RuleError, refused.code, refused.params, str(refused))


def test_every_declared_code_has_an_english_sentence() -> None:
    for code, declared in load_refusals().items():
        params = {name: _sample(kind) for name, kind in declared.params.items()}
        text = declared.say(params)
        assert text.strip() and "{" not in text.replace("{{", ""), code


def _sample(kind: object) -> object:
    if kind is int or kind == int | float:
        return 3
    if kind is bool:
        return True
    if isinstance(kind, type) and issubclass(kind, Enum):
        return next(iter(kind))
    return "x"


def test_every_event_kind_and_refusal_code_has_words(qapp: QApplication) -> None:
    events, refusals = catalogue_keys()
    assert sorted(set(load_all()) - events) == []
    assert sorted(set(load_refusals()) - refusals) == []


def test_no_words_without_an_event_or_refusal(qapp: QApplication) -> None:
    events, refusals = catalogue_keys()
    assert sorted(events - set(load_all())) == []
    assert sorted(refusals - set(load_refusals())) == []
