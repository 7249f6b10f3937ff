"""Libraries in which a sheet was changed on two machines before they synced (issue 16): the
common version saved once, then saved over here (so it is kept as a backup) and changed elsewhere,
whose file arrives beside ours under a sync tool's name."""

from __future__ import annotations

from pathlib import Path

from talekeeper.core.model import Ability, Character, Harm, HeroQuest
from talekeeper.core.model.common import evolve, new_id
from talekeeper.core.rules.heroquest import Rating
from talekeeper.core.storage import Library
from talekeeper.core.storage.files import Revision, read_character, save_character

SWORD = Ability(name="Sword", rating=Rating(15))
BOW = Ability(name="Bow", rating=Rating(12))
COPY_NAMES = {
    "syncthing": "{stem}.tale.sync-conflict-20261201-101010-ABCDEFG.json",
    "syncthing before 0.14": "{stem}.tale.sync-conflict-20150414-112801.json",
    "dropbox": "{stem}.tale (Ana's conflicted copy 2026-12-01).json",
    "dropbox before .tale.json": "{stem} (Ana's conflicted copy 2026-12-01).tale.json",
    "nextcloud": "{stem}.tale (conflicted copy Ana 2026-12-01 101010).json",
    "owncloud": "{stem}.tale_conflict-20261201-101010.json",
    "onedrive": "{stem}.tale-DESKTOP-4F8K2QJ.json",
    "onedrive before .tale.json": "{stem}-DESKTOP-4F8K2QJ.tale.json",
}
"""Each tool's name for a copy of `<stem>.tale.json` (see tests/storage/test_conflict_names.py for where
each naming comes from)."""


def copy_name(original: Path, tool: str = "syncthing") -> str:
    return COPY_NAMES[tool].format(stem=original.name.removesuffix(".tale.json"))


def diverged(library: Path, tool: str = "syncthing") -> tuple[Path, Path]:
    """Vasana's sheet and its conflicting copy. Here: the concept, the sword at 16, the bow
    removed, two hero points. There: another concept, the sword at 17, the bow a longbow, notes
    and a wound (hp 6). Conflicts: the concept, the sword's rating, the bow; the rest merges."""
    folder = Library(library)
    path, _ = folder.create(Character(name="Vasana", player="Ana", heroquest=HeroQuest(abilities=(SWORD, BOW)), harm=Harm(hp=8, max_hp=10)))
    base = read_character(path)
    assert base.revision is not None
    sheet = base.character
    theirs = evolve(
        sheet, concept="Sword-dancer", notes="Lost her horse at the ford", harm=evolve(sheet.harm, hp=6),
        heroquest=evolve(sheet.heroquest, abilities=(evolve(SWORD, rating=Rating(17)), evolve(BOW, notes="longbow"))),
    )
    copy = library / copy_name(path, tool)
    save_character(theirs, copy, revision=Revision(new_id(), base.revision.id))
    ours = evolve(sheet, concept="Wandering blade", heroquest=evolve(sheet.heroquest, abilities=(evolve(SWORD, rating=Rating(16)),), hero_points=2))
    folder.save(ours, path, expected=base.fingerprint, revision=Revision(new_id(), base.revision.id))
    return path, copy
