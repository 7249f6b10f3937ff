"""Real git for the table tests: two clones of one campaign repository and the scenes played on them."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from talekeeper.core.model import Ability, Character
from talekeeper.core.model.common import evolve
from talekeeper.core.rules.heroquest import Rating
from talekeeper.core.storage import Library
from talekeeper.core.storage.files import save_character
from talekeeper.desktop.git_setup import git_setup

SWORD = Ability(name="Sword", rating=Rating(15))
"""Vasana's one ability in the table's library (the `table` fixture of tests/conftest.py)."""


def run(folder: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0"}
    return subprocess.run(args, cwd=folder, capture_output=True, text=True, check=check, env=env)


def git(folder: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return run(folder, "git", *args, check=check)


def clone(origin: Path, folder: Path, who: str) -> Path:
    git(origin.parent, "clone", "-q", str(origin), str(folder))
    for key, value in (("user.name", who), ("user.email", f"{who}@example.org"), ("pull.rebase", "false")):
        git(folder, "config", "--local", key, value)
    assert git_setup(folder / "table")  # the driver's configuration is per clone
    return folder


def commit(folder: Path, message: str) -> None:
    git(folder, "add", "-A")
    git(folder, "commit", "-q", "-m", message)


def pull(folder: Path) -> subprocess.CompletedProcess[str]:
    return git(folder, "pull", "origin", "main", check=False)


def push(folder: Path, message: str) -> None:
    commit(folder, message)
    git(folder, "push", "-q", "origin", "main")


def two_goblins(ana: Path, gm: Path) -> tuple[Character, Character]:
    """Ana and the GM each add a different "Goblin" (one file name), Ana pushes, the GM pulls."""
    hers, his = Character(name="Goblin", concept="Sneak"), Character(name="Goblin", concept="Brute")
    save_character(hers, ana / "table" / "goblin.tale.json")
    push(ana, "Ana's goblin")
    save_character(his, gm / "table" / "goblin.tale.json")
    commit(gm, "The GM's goblin")
    pulled = pull(gm)
    assert pulled.returncode != 0 and "CONFLICT (add/add)" in pulled.stdout
    return his, hers


def deleted_and_edited(ana: Path, gm: Path, vasana: Character) -> None:
    """Ana deletes Vasana in the app (to the trash) while the GM edits her; Ana pushes, the GM pulls."""
    Library(ana / "table").delete(ana / "table" / "vasana.tale.json")
    push(ana, "Ana deletes Vasana")
    save_character(evolve(vasana, notes="Wounded at the ford"), gm / "table" / "vasana.tale.json")
    commit(gm, "The GM's session")
    pulled = pull(gm)
    assert pulled.returncode != 0 and "CONFLICT (modify/delete)" in pulled.stdout, pulled.stdout
