"""Nothing outside the library (issue 19, point 1): a symlink committed or synced into a library is
never followed when writing, moving or deleting. Each place the program writes to (`.trash`,
`.talekeeper`, `.talekeeper/merges`, `play/`, `campaign.json`, `.gitattributes`, `.gitignore`) is
tried as a real symlink to a folder or file outside the library, which must stay untouched; the
refusal names the link, and `talekeeper check` reports it. Entries named like a sheet that are not
files (a real FIFO, a folder, a device link, a dangling link, a loop) are reported by name."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from talekeeper.core.merge.files import merge_files
from talekeeper.core.merge.pending import drop_pending, keep_pending, list_pending, pending_path
from talekeeper.core.model import Campaign, Character
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import Library, SheetFileError, save_character
from talekeeper.core.storage.files import load_campaign, save_campaign
from talekeeper.core.storage.places import check_place, library_problems
from talekeeper.core.storage.play import write_play_file
from talekeeper.desktop import cli
from tests.faults import fifo

pytestmark = pytest.mark.skipif(os.name == "nt", reason="symlinks need privileges on Windows")


def tree(folder: Path) -> dict[str, bytes | None]:
    """Every entry below `folder` with its bytes (None for a folder): to see nothing changed."""
    return {str(p.relative_to(folder)): (None if p.is_dir() else p.read_bytes()) for p in sorted(folder.rglob("*"))}


@pytest.fixture
def places(tmp_path: Path) -> tuple[Library, Path]:
    """A library with one character, and a folder outside it holding one file of the user's."""
    library = Library(tmp_path / "lib")
    library.create(Character(name="Vasana"))
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "mine.txt").write_text("the user's own\n")
    return library, outside


def refused(code: str, link: Path, work) -> SheetFileError:
    with pytest.raises(SheetFileError) as raised:
        work()
    assert raised.value.code == code and raised.value.path == link, raised.value
    assert str(link) in str(raised.value)
    return raised.value


# -- the trash --------------------------------------------------------------------------------------


def test_a_delete_never_moves_a_character_into_a_trash_that_is_a_link(places: tuple[Library, Path]) -> None:
    library, outside = places
    before = tree(outside)
    os.symlink(outside, library.trash_path)
    [sheet] = library.path.glob("*.tale.json")
    error = refused("file.link_refused", library.trash_path, lambda: library.delete(sheet))
    assert error.params["target"] == str(outside)
    assert sheet.is_file() and tree(outside) == before


def test_a_delete_with_a_trash_that_is_a_file_is_a_refusal_not_a_crash(places: tuple[Library, Path]) -> None:
    library, _ = places
    library.trash_path.write_text("not a folder")
    [sheet] = library.path.glob("*.tale.json")
    refused("file.not_folder", library.trash_path, lambda: library.delete(sheet))
    assert sheet.is_file() and library.trash_path.read_text() == "not a folder"


def test_a_restore_never_takes_a_file_out_of_a_trash_that_became_a_link(places: tuple[Library, Path]) -> None:
    library, outside = places
    [sheet] = library.path.glob("*.tale.json")
    in_trash = library.delete(sheet)
    library.trash_path.rename(outside / "old-trash")  # a sync replaced .trash with a link meanwhile
    os.symlink(outside / "old-trash", library.trash_path)
    before = tree(outside)
    refused("file.link_refused", library.trash_path, lambda: library.restore(library.trash_path / in_trash.name, to=sheet))
    assert tree(outside) == before and not sheet.exists()


# -- merge records ------------------------------------------------------------------------------------


def _conflicting(tmp_path: Path) -> tuple[Path, Path, Path]:
    base = Character(name="Vasana")
    files = tmp_path / ".merge_file_O", tmp_path / ".merge_file_A", tmp_path / ".merge_file_B"
    for path, notes in zip(files, ("", "mine", "theirs"), strict=True):
        save_character(evolve(base, notes=notes), path)
    return files


@pytest.mark.parametrize("link", [".talekeeper", ".talekeeper/merges"])
def test_merge_file_never_writes_its_record_through_a_link(places: tuple[Library, Path], tmp_path: Path, link: str, capsys: pytest.CaptureFixture[str]) -> None:
    library, outside = places
    (library.path / ".talekeeper").mkdir(exist_ok=True)
    if link == ".talekeeper":
        (library.path / ".talekeeper").rmdir()
    os.symlink(outside, library.path / link)
    before = tree(outside)
    base, ours, theirs = _conflicting(tmp_path)
    code = cli.main(["merge-file", str(base), str(ours), str(theirs), str(library.path / "vasana.tale.json")])
    assert code != 0 and tree(outside) == before
    err = capsys.readouterr().err
    assert f"{library.path / link}: this is a link" in err and "Traceback" not in err
    assert list_pending(library.path) == []  # nothing is offered from the folder behind the link


def test_keep_pending_refuses_a_private_folder_that_is_a_file(places: tuple[Library, Path], tmp_path: Path) -> None:
    library, _ = places
    (library.path / ".talekeeper").write_text("a file")
    outcome = merge_files(*_conflicting(tmp_path))
    refused("file.not_folder", library.path / ".talekeeper", lambda: keep_pending(library.path, "vasana.tale.json", outcome))


def test_keep_pending_never_writes_a_record_that_is_a_link(places: tuple[Library, Path], tmp_path: Path) -> None:
    library, outside = places
    record = pending_path(library.path, "vasana.tale.json")
    record.parent.mkdir(parents=True)
    os.symlink(outside / "mine.txt", record)
    refused("file.link_refused", record, lambda: keep_pending(library.path, "vasana.tale.json", merge_files(*_conflicting(tmp_path))))
    assert (outside / "mine.txt").read_text() == "the user's own\n"


def test_a_record_is_never_deleted_through_a_link(places: tuple[Library, Path], tmp_path: Path) -> None:
    library, outside = places
    record = keep_pending(library.path, "vasana.tale.json", merge_files(*_conflicting(tmp_path)))
    (library.path / ".talekeeper").rename(outside / "records")
    os.symlink(outside / "records", library.path / ".talekeeper")  # a git pull replaced the folder
    before = tree(outside)
    refused("file.link_refused", library.path / ".talekeeper", lambda: drop_pending(record))
    assert tree(outside) == before


# -- play files, campaign settings ----------------------------------------------------------------------


def test_play_files_are_never_written_or_removed_through_a_link(places: tuple[Library, Path]) -> None:
    library, outside = places
    os.symlink(outside, library.play_path)
    (outside / ".x.conflict.json.123.abcdefgh.tmp").write_bytes(b"old")
    os.utime(outside / ".x.conflict.json.123.abcdefgh.tmp", (0, 0))  # a stray temporary, by its name and age
    before = tree(outside)
    refused("file.link_refused", library.play_path, lambda: write_play_file(library.play_path / "a.conflict.json", b"{}"))
    refused("file.link_refused", library.play_path, lambda: write_play_file(library.play_path / "mine.txt", None))
    assert library.remove_stray_temporaries() == []
    assert tree(outside) == before


def test_a_play_file_that_is_a_link_is_not_written_through(places: tuple[Library, Path]) -> None:
    library, outside = places
    library.play_path.mkdir()
    os.symlink(outside / "mine.txt", library.play_path / "a.conflict.json")
    refused("file.link_refused", library.play_path / "a.conflict.json", lambda: write_play_file(library.play_path / "a.conflict.json", b"{}"))
    write_play_file(library.play_path / "a.conflict.json", None)  # removing it removes the link, not its target
    assert not os.path.lexists(library.play_path / "a.conflict.json") and (outside / "mine.txt").read_text() == "the user's own\n"


def test_campaign_settings_are_never_saved_through_a_link(places: tuple[Library, Path]) -> None:
    library, outside = places
    save_campaign(Campaign(), outside / "campaign.json")
    before = tree(outside)
    os.symlink(outside / "campaign.json", library.campaign_path)
    assert library.load_campaign() == load_campaign(outside / "campaign.json")  # read, as any file
    refused("file.link_refused", library.campaign_path, lambda: library.save_campaign(Campaign(prosperity=3)))
    assert tree(outside) == before


# -- git-setup --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", [".gitattributes", ".gitignore"])
def test_git_setup_never_appends_to_a_file_through_a_link(places: tuple[Library, Path], name: str, capsys: pytest.CaptureFixture[str]) -> None:
    library, outside = places
    subprocess.run(["git", "init", "-q", str(library.path)], check=True)
    os.symlink(outside / "mine.txt", library.path / name)
    assert cli.main(["git-setup", str(library.path)]) == 2
    assert (outside / "mine.txt").read_text() == "the user's own\n"
    err = capsys.readouterr().err
    assert f"{library.path / name} is a link" in err or f"{library.path / name}: this is a link" in err


# -- the check, and what it lists -------------------------------------------------------------------------


def test_check_reports_every_link_the_program_refuses(places: tuple[Library, Path], capsys: pytest.CaptureFixture[str]) -> None:
    library, outside = places
    save_campaign(Campaign(), outside / "campaign.json")
    for name in (".trash", ".talekeeper", "play"):
        os.symlink(outside, library.path / name)
    for name in (".gitattributes", ".gitignore"):
        os.symlink(outside / "mine.txt", library.path / name)
    os.symlink(outside / "campaign.json", library.campaign_path)
    assert cli.main(["check", str(library.path)]) == 1
    out = capsys.readouterr().out
    for name in (".trash", ".talekeeper", "play", ".gitattributes", ".gitignore", "campaign.json"):
        assert f"{library.path / name}: a link (to {outside}" in out, name
    assert "git pull replaced the folder" in out  # what the link of .talekeeper may have cost


def test_check_reports_a_merges_folder_that_is_a_link_and_a_trash_that_is_a_file(places: tuple[Library, Path]) -> None:
    library, outside = places
    (library.path / ".talekeeper").mkdir()
    os.symlink(outside, library.path / ".talekeeper" / "merges")
    library.trash_path.write_text("x")
    found = {(p.path.relative_to(library.path).as_posix(), p.kind) for p in library_problems(library.path)}
    assert found == {(".talekeeper/merges", "records_link"), (".trash", "not_folder")}


def test_check_names_each_entry_named_like_a_sheet_that_is_not_a_file(places: tuple[Library, Path], capsys: pytest.CaptureFixture[str]) -> None:
    library, _ = places
    (library.path / "folder.tale.json").mkdir()
    os.symlink(os.devnull, library.path / "device.tale.json")
    os.symlink("nowhere.tale.json", library.path / "dangling.tale.json")
    os.symlink("loop.tale.json", library.path / "loop.tale.json")
    with fifo(library.path / "pipe.tale.json"):
        assert [e.name for e in library.scan()] == ["Vasana"]  # never listed as characters
        assert cli.main(["check", str(library.path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"{library.path / 'dangling.tale.json'}: a link to a file that does not exist (to nowhere.tale.json), named like a character file: not listed as a character",
        f"{library.path / 'device.tale.json'}: a device named like a character file: not listed as a character",
        f"{library.path / 'folder.tale.json'}: a folder named like a character file: not listed as a character",
        f"{library.path / 'loop.tale.json'}: a loop of links (to loop.tale.json), named like a character file: not listed as a character",
        f"{library.path / 'pipe.tale.json'}: a pipe (FIFO) named like a character file: not listed as a character",
    ]


def test_a_clean_library_has_no_place_problems_and_a_linked_sheet_is_none(places: tuple[Library, Path]) -> None:
    library, outside = places
    library.trash_path.mkdir()
    save_character(Character(name="Harvar"), outside / "harvar.tale.json")
    os.symlink(outside / "harvar.tale.json", library.path / "harvar.tale.json")  # issue 12: a player's sheet, linked in
    assert library_problems(library.path) == []
    assert check_place(library.path, library.path / "harvar.tale.json", "entry") == library.path / "harvar.tale.json"


# -- a committed .talekeeper link, with real git --------------------------------------------------------------


def _git(folder: Path, *args: str) -> str:
    env = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0"}
    return subprocess.run(["git", *args], cwd=folder, capture_output=True, text=True, check=True, env=env).stdout


def test_a_committed_private_folder_link_is_reported_not_silently_followed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """git deletes the ignored records when a pull replaces `.talekeeper` with a committed link: the
    check must say so, and nothing is written through the link afterwards."""
    origin = tmp_path / "origin.git"
    _git(tmp_path, "init", "-q", "--bare", "--initial-branch=main", str(origin))
    clones = []
    for who in ("ana", "gm"):
        _git(tmp_path, "clone", "-q", str(origin), who)
        for key, value in (("user.name", who), ("user.email", f"{who}@example.org"), ("pull.rebase", "false")):
            _git(tmp_path / who, "config", "--local", key, value)
        clones.append(tmp_path / who)
    ana, gm = clones
    save_character(Character(name="Vasana"), ana / "vasana.tale.json")
    (ana / ".gitignore").write_text("/.talekeeper/\n")
    _git(ana, "add", "-A")
    _git(ana, "commit", "-q", "-m", "library")
    _git(ana, "push", "-q", "origin", "main")
    _git(gm, "pull", "-q", "origin", "main")
    keep_pending(gm, "vasana.tale.json", merge_files(*_conflicting(tmp_path)))  # the GM has open conflicts
    outside = tmp_path / "outside"
    outside.mkdir()
    os.symlink(str(outside), ana / ".talekeeper")
    _git(ana, "add", "-f", ".talekeeper")
    _git(ana, "commit", "-q", "-m", "a link")
    _git(ana, "push", "-q", "origin", "main")
    _git(gm, "pull", "-q", "origin", "main")
    assert (gm / ".talekeeper").is_symlink()  # git replaced the folder, and the record with it
    assert cli.main(["check", str(gm)]) == 1
    out = capsys.readouterr().out
    assert f"{gm / '.talekeeper'}: a link (to {outside})" in out and "the ones it held are lost" in out
    base, ours, theirs = _conflicting(tmp_path)
    assert cli.main(["merge-file", str(base), str(ours), str(theirs), str(gm / "vasana.tale.json")]) != 0
    assert list(outside.iterdir()) == []


# -- a sheet swapped for a link while it is open --------------------------------------------------------------


def test_save_anyway_never_writes_a_sheet_through_a_link_swapped_in(places: tuple[Library, Path]) -> None:
    library, outside = places
    [sheet] = library.path.glob("*.tale.json")
    loaded = library.load(sheet)
    sheet.unlink()
    os.symlink(outside / "mine.txt", sheet)  # a table-mate's commit: the sheet is now a link to a file of the user's
    edited = evolve(loaded.character, notes="edited")
    with pytest.raises(SheetFileError):  # the file changed since it was loaded
        library.save(edited, sheet, expected=loaded.fingerprint)
    error = refused("file.link_elsewhere", sheet, lambda: library.save(edited, sheet))  # Save Anyway
    assert error.params["target"] == str(outside / "mine.txt")
    sheet.unlink()
    os.symlink(outside / "new.tale.json", sheet)  # to nothing: no file is made there either
    refused("file.link_elsewhere", sheet, lambda: library.save(edited, sheet))
    assert tree(outside) == {"mine.txt": b"the user's own\n"}


def test_save_anyway_through_a_players_linked_sheet_still_works(places: tuple[Library, Path]) -> None:
    library, outside = places
    player = outside / "harvar.tale.json"
    save_character(Character(name="Harvar"), player)
    os.symlink(player, library.path / "harvar.tale.json")  # issue 12: the player's own sheet, linked in
    loaded = library.load(library.path / "harvar.tale.json")
    save_character(evolve(loaded.character, player="Ana"), player)  # the player changed it meanwhile
    library.save(evolve(loaded.character, notes="the GM's"), library.path / "harvar.tale.json")  # Save Anyway
    assert (library.path / "harvar.tale.json").is_symlink() and library.load(player).character.notes == "the GM's"


def test_the_records_folder_has_one_name() -> None:
    from talekeeper.core.merge.pending import MERGES_FOLDER
    from talekeeper.core.storage import copies, places

    assert places.RECORDS == MERGES_FOLDER == copies.RECORDS  # kept apart only so that a look at the folder loads no models
