"""Character schema version 4 (issue 16): each file records its revision and its parent's, and the
common ancestor of two copies of a sheet is found among the backups kept per character."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from talekeeper.core.model import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.storage.ancestry import ancestry
from talekeeper.core.storage.files import Revision, character_bytes, read_character
from talekeeper.core.storage.library import Library
from talekeeper.core.storage.migrations import CHARACTER_FORMAT, CURRENT_VERSION, STEPS

GOLDEN = Path(__file__).parents[1] / "golden"


def test_golden_version_4_character_loads_and_saves_with_only_the_version_changed() -> None:
    path = GOLDEN / "character-v4.tale.json"
    loaded = read_character(path)
    assert loaded.from_version == 4
    assert loaded.revision == Revision("4c0ffee0000000000000000000000004", "3c0ffee0000000000000000000000003")
    now = f'"schema_version": {CURRENT_VERSION[CHARACTER_FORMAT]}'.encode()
    assert character_bytes(loaded.character, loaded.revision) == path.read_bytes().replace(b'"schema_version": 4', now)


def test_the_version_3_to_4_step_is_documented_and_keeps_the_data() -> None:
    step = STEPS[CHARACTER_FORMAT][3]
    assert all(words in (step.__doc__ or "") for words in ("Old shape", "New shape", "Why"))
    data = {"format": CHARACTER_FORMAT, "schema_version": 3, "name": "x"}
    assert step(dict(data), []) == data


def test_a_damaged_revision_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "x.tale.json"
    data = json.loads((GOLDEN / "character-v4.tale.json").read_bytes())
    data["revision"] = {"id": "not an id"}
    path.write_text(json.dumps(data))
    try:
        read_character(path)
    except Exception as error:
        assert getattr(error, "code", "") == "file.bad_revision"
    else:
        raise AssertionError("a damaged revision was accepted")


def save(library: Library, path: Path, character: Character) -> Revision:
    """Save as the window does: a new revision whose parent is the file's."""
    from talekeeper.core.model.common import new_id

    loaded = read_character(path)
    revision = Revision(new_id(), loaded.revision.id if loaded.revision else None)
    library.save(character, path, expected=loaded.fingerprint, revision=revision)
    return revision


def test_the_ancestor_of_a_sync_copy_is_the_backup_both_were_saved_over(tmp_path: Path) -> None:
    library = Library(tmp_path / "library")
    path, _ = library.create(Character(name="Vasana"))
    first = read_character(path)
    elsewhere = tmp_path / "elsewhere.tale.json"
    shutil.copy(path, elsewhere)  # another machine has the same version
    ours = save(library, path, evolve(first.character, concept="a GM edit"))
    theirs = save(Library(tmp_path), elsewhere, evolve(first.character, notes="a player's note"))
    found = ancestry(path, read_character(path), theirs)
    assert found.base is not None and found.base.revision == first.revision and found.base.character == first.character
    assert not (found.ours_newer or found.theirs_newer)
    assert ours.parent == theirs.parent == first.revision.id


def test_one_side_newer_and_an_unknown_history(tmp_path: Path) -> None:
    library = Library(tmp_path)
    path, _ = library.create(Character(name="Vasana"))
    old = read_character(path)
    save(library, path, evolve(old.character, concept="later"))
    assert ancestry(path, read_character(path), old.revision).ours_newer  # we saved over the copy
    descendant = Revision("d" * 32, read_character(path).revision.id)
    assert ancestry(path, read_character(path), descendant).theirs_newer  # the copy was saved over ours
    assert ancestry(path, read_character(path), Revision("e" * 32, "f" * 32)).base is None
    assert ancestry(path, read_character(path), None).base is None  # a file written before schema 4


def test_each_save_from_the_window_records_the_version_it_replaced(qtbot: object, tmp_path: Path) -> None:
    from tests.gui import open_window

    library = Library(tmp_path)
    path, _ = library.create(Character(name="Vasana"))
    created = read_character(path).revision
    window = open_window(qtbot, tmp_path)
    window.open_character(path)
    window.workspace.apply("x", {path: evolve(window.workspace.character(path), concept="one")})
    assert window.save(path)
    first = read_character(path).revision
    window.workspace.apply("y", {path: evolve(window.workspace.character(path), concept="two")})
    assert window.save(path)
    second = read_character(path).revision
    assert created is not None and first is not None and second is not None
    assert (first.parent, second.parent) == (created.id, first.id)
