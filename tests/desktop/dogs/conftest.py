"""Fixtures of the Dogs window tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from talekeeper.core.model import Character, DogsStats
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import Library
from tests.desktop.dogs.conflicts import GOLDEN


@pytest.fixture
def library(tmp_path: Path) -> Path:
    """Vasana (golden file: Acuity 3, Heart 3, Will 4 with a Will -1 next-conflict effect) and
    Mayor Hodge (2d6 in every stat)."""
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    hodge = Character(name="Mayor Hodge")
    hodge = evolve(hodge, dogs=evolve(hodge.dogs, stats=DogsStats(acuity=2, heart=2, body=2, will=2)))
    Library(tmp_path).create(hodge)
    return tmp_path
