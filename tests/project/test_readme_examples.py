"""The README's Python examples run as written (its "Scripting against your files" section)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from talekeeper.core.model import Character, Harm
from talekeeper.core.storage import save_character

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_python_examples_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 2
    save_character(Character(name="Vasana", harm=Harm(hp=12, max_hp=12, armor=1)), tmp_path / "Vasana.tale.json")
    monkeypatch.chdir(tmp_path)
    scope: dict[str, Any] = {}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), scope)
    assert scope["hurt"].harm.hp == 7  # 6 on the d8, 1 armor (ST-4)
    assert [e.kind for e in scope["hurt"].history[-1].events][0] == "harm.took_damage"
