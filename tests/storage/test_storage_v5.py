"""Character schema version 5 (issue 19, item 5): same content, same bytes. A revision is the
content's id (kept while the content is unchanged), so saving unchanged content writes nothing,
two machines that make the same change write identical files, and git's merge driver leaves OURS
byte for byte when nothing changes it."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from talekeeper.core.model import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.storage.ancestry import ancestry
from talekeeper.core.storage.backups import list_backups
from talekeeper.core.storage.files import Revision, character_bytes, content_id, next_revision, read_character, save_character
from talekeeper.core.storage.library import Library
from talekeeper.core.storage.migrations import CHARACTER_FORMAT, CURRENT_VERSION, STEPS
from talekeeper.desktop import cli

GOLDEN = Path(__file__).parents[1] / "golden"


def stamp(path: Path) -> tuple[int, int, bytes]:
    """What shows that a file was written: its inode (a save replaces it), its time and bytes."""
    info = path.stat()
    return info.st_ino, info.st_mtime_ns, path.read_bytes()


def save(library: Library, path: Path, character: Character) -> None:
    """Save as the window does: over the version on disk, recording it as the parent."""
    loaded = read_character(path)
    library.save(character, path, expected=loaded.fingerprint, revision=next_revision(character, loaded.revision))


def test_golden_version_5_character_loads_and_saves_byte_for_byte() -> None:
    path = GOLDEN / "character-v5.tale.json"
    loaded = read_character(path)
    assert loaded.from_version == 5
    assert loaded.revision == Revision(content_id(loaded.character), "4c0ffee0000000000000000000000004")
    now = b'"schema_version": %d' % CURRENT_VERSION[CHARACTER_FORMAT]
    assert character_bytes(loaded.character, next_revision(loaded.character, loaded.revision)) == path.read_bytes().replace(b'"schema_version": 5', now)


def test_the_version_4_to_5_step_is_documented_and_a_version_4_file_keeps_its_revision_until_it_changes() -> None:
    step = STEPS[CHARACTER_FORMAT][4]
    assert all(words in (step.__doc__ or "") for words in ("Old shape", "New shape", "Why"))
    data = {"format": CHARACTER_FORMAT, "schema_version": 4, "name": "x"}
    assert step(dict(data), []) == data
    old = read_character(GOLDEN / "character-v4.tale.json")
    assert old.revision is not None and old.revision.id == "4c0ffee0000000000000000000000004"
    # its next save records the content's id, with the random id of version 4 as the parent
    now = b'"schema_version": %d' % CURRENT_VERSION[CHARACTER_FORMAT]
    assert character_bytes(old.character, next_revision(old.character, old.revision)) == (GOLDEN / "character-v5.tale.json").read_bytes().replace(b'"schema_version": 5', now)


def test_saving_unchanged_content_writes_nothing_and_keeps_no_backup(tmp_path: Path) -> None:
    library = Library(tmp_path)
    path, _ = library.create(Character(name="Vasana"))
    before = stamp(path)
    loaded = read_character(path)
    save(library, path, loaded.character)
    assert stamp(path) == before
    assert list_backups(path) == []
    save_character(loaded.character, path, revision=loaded.revision)  # the scripting call, no `expected`
    assert stamp(path) == before


def test_a_change_undone_comes_back_to_the_same_revision(tmp_path: Path) -> None:
    library = Library(tmp_path)
    path, _ = library.create(Character(name="Vasana"))
    first = read_character(path)
    save(library, path, evolve(first.character, concept="changed"))
    changed = read_character(path)
    save(library, path, first.character)
    back = read_character(path)
    assert back.revision == Revision(first.revision.id, changed.revision.id)  # type: ignore[union-attr]
    # a copy saved elsewhere with this content is the same version: nothing to merge
    assert ancestry(path, back, first.revision).base == back


def test_two_machines_that_make_the_same_change_write_identical_files(tmp_path: Path) -> None:
    library = Library(tmp_path / "gm")
    path, _ = library.create(Character(name="Vasana", notes="Owes a horse."))
    elsewhere = tmp_path / "ana" / path.name
    elsewhere.parent.mkdir()
    shutil.copy(path, elsewhere)
    for folder, sheet in ((library, path), (Library(elsewhere.parent), elsewhere)):
        save(folder, sheet, evolve(read_character(sheet).character, concept="Sword-dancer"))
    assert path.read_bytes() == elsewhere.read_bytes()


def test_merge_file_with_three_identical_versions_leaves_ours_byte_for_byte(tmp_path: Path) -> None:
    for golden in ("character-v5.tale.json", "character-v4.tale.json"):
        folder = tmp_path / golden
        folder.mkdir()
        versions = [folder / name for name in (".merge_file_O", ".merge_file_A", ".merge_file_B")]
        for version in versions:
            shutil.copy(GOLDEN / golden, version)
        before = stamp(versions[1])
        assert cli.main(["merge-file", *map(str, versions), str(folder / "vasana.tale.json")]) == 0
        assert stamp(versions[1]) == before, golden


def test_merge_file_writes_the_content_revision_of_the_result(tmp_path: Path) -> None:
    base = Character(name="Vasana")
    files = {side: tmp_path / f".merge_file_{side}" for side in "OAB"}
    save_character(base, files["O"])
    for side, character in (("A", evolve(base, notes="mine")), ("B", evolve(base, player="Ana"))):
        save_character(character, files[side], revision=next_revision(character, read_character(files["O"]).revision))
    ours = read_character(files["A"]).revision
    assert cli.main(["merge-file", str(files["O"]), str(files["A"]), str(files["B"]), str(tmp_path / "v.tale.json")]) == 0
    merged = read_character(files["A"])
    assert merged.revision == Revision(content_id(merged.character), ours.id)  # type: ignore[union-attr]
    assert (merged.character.notes, merged.character.player) == ("mine", "Ana")


def test_a_revision_is_the_content_whatever_the_file_layout(tmp_path: Path) -> None:
    """The id is of the content, not of the file's bytes: a sheet re-indented by hand keeps it."""
    path, _ = Library(tmp_path).create(Character(name="Vasana"))
    loaded = read_character(path)
    path.write_text(json.dumps(json.loads(path.read_bytes())), encoding="utf-8")
    assert content_id(read_character(path).character) == loaded.revision.id  # type: ignore[union-attr]
    assert os.path.getsize(path) < len(character_bytes(loaded.character, loaded.revision))


def test_saving_from_the_window_without_a_change_writes_nothing(qtbot: object, tmp_path: Path) -> None:
    from tests.gui import open_window

    path, _ = Library(tmp_path).create(Character(name="Vasana"))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)
    before = stamp(path)
    assert window.save(path)  # File > Save with nothing changed
    window.workspace.apply("concept", {path: evolve(window.workspace.character(path), concept="changed")})
    window.workspace.undo_stack.undo()  # changed, and changed back
    assert window.save(path)
    assert stamp(path) == before and list_backups(path) == []
    window.workspace.apply("concept", {path: evolve(window.workspace.character(path), concept="changed")})
    assert window.save(path)
    assert read_character(path).revision == Revision(content_id(window.workspace.character(path)), read_character(path).revision.parent)  # type: ignore[union-attr]
    assert len(list_backups(path)) == 1
