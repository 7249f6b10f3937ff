"""`talekeeper merge-file` on a table-mate's files and a misbehaving disk (issue 19): no traceback,
ever; OURS is written only once the conflicts are kept for the merge window (else it is left as it
was and the driver exits 2); every conflicting field is named on stderr in every case; a name that
is not UTF-8 is kept as the system gives it and shown. With real git where it can be."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from talekeeper.core.merge.pending import list_pending, load_pending, pending_path, reopen
from talekeeper.core.model import Ability, Campaign, Character, HeroQuest
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import atomic
from talekeeper.core.storage.files import load_character, save_campaign, save_character
from talekeeper.desktop import cli
from tests.git import commit, git

SHEET = "table/vasana.tale.json"


def shown(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """A command whose output names a file that is not UTF-8 (read with replacement characters, as a terminal shows it)."""
    env = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0"}
    return subprocess.run(args, cwd=folder, capture_output=True, text=True, errors="replace", env=env)


def diverge(ana: Path, gm: Path, vasana: Character, sheet: str = SHEET) -> None:
    """Ana and the GM change the notes of one sheet differently; Ana pushes, the GM has committed."""
    save_character(evolve(vasana, notes="Ana's notes", player="Ana"), ana / sheet)
    commit(ana, "Ana's notes")
    git(ana, "push", "-q", "origin", "main")
    save_character(evolve(vasana, notes="The GM's notes", concept="Sword-dancer"), gm / sheet)
    commit(gm, "GM's notes")


def test_a_talekeeper_file_in_the_way_leaves_ours_as_it_was_names_the_conflict_and_says_how_to_merge_again(table: tuple[Path, Path, Character]) -> None:
    ana, gm, vasana = table
    diverge(ana, gm, vasana)
    (gm / "table" / ".talekeeper").write_bytes(b"not a folder")
    before = (gm / SHEET).read_bytes()
    pulled = git(gm, "pull", "origin", "main", check=False)
    assert pulled.returncode != 0 and "Traceback" not in pulled.stderr, pulled.stderr
    assert "CONFLICT (content): Merge conflict in table/vasana.tale.json" in pulled.stdout
    assert (gm / SHEET).read_bytes() == before  # nothing of Ana's side was silently dropped into it
    assert "table/vasana.tale.json: not merged: 1 conflict could not be kept for the merge window" in pulled.stderr
    assert "table/.talekeeper: Talekeeper needs a folder here, but this is a file" in pulled.stderr
    assert "\n  notes (changed)\n" in pulled.stderr and "1 conflicts" not in pulled.stderr
    assert "git checkout -m -- table/vasana.tale.json" in pulled.stderr
    assert git(gm, "status", "--porcelain").stdout.splitlines()[0] == "UU table/vasana.tale.json"

    (gm / "table" / ".talekeeper").unlink()  # as the message says: fix that, merge again
    again = git(gm, "checkout", "-m", "--", SHEET, check=False)
    assert again.returncode == 0, again.stderr
    merged = load_character(gm / SHEET)
    assert (merged.notes, merged.player, merged.concept) == ("The GM's notes", "Ana", "Sword-dancer")
    (record,) = list_pending(gm / "table")
    assert [c.path for c in reopen(load_pending(record), record).conflicts] == [("notes",)]


def test_a_sheet_whose_name_is_not_utf8_is_merged_kept_and_shown(table: tuple[Path, Path, Character]) -> None:
    ana, gm, _ = table
    name = os.fsdecode(b"caf\xe9.tale.json")  # Latin-1, as an older machine names it
    cafe = Character(name="Café")
    save_character(cafe, ana / "table" / name)
    commit(ana, "A sheet with a Latin-1 name")
    git(ana, "push", "-q", "origin", "main")
    assert git(gm, "pull", "-q", "origin", "main", check=False).returncode == 0
    diverge(ana, gm, cafe, f"table/{name}")

    pulled = shown(gm, "git", "pull", "origin", "main")
    assert pulled.returncode != 0 and "Traceback" not in pulled.stderr, pulled.stderr
    assert "table/caf\ufffd.tale.json: 1 conflict; the file keeps your side of each meanwhile." in pulled.stderr
    assert "\n  notes (changed)\n" in pulled.stderr
    merged = load_character(gm / "table" / name)
    assert (merged.notes, merged.player, merged.concept) == ("The GM's notes", "Ana", "Sword-dancer")
    (record_path,) = list_pending(gm / "table")
    assert record_path == pending_path(gm / "table", name) and os.fsencode(record_path.name) == b"caf\xe9.tale.json.merge.json"
    assert load_pending(record_path).file == name
    checked = shown(gm, sys.executable, "-m", "talekeeper.desktop", "check", "table")
    assert checked.returncode == 1 and "Traceback" not in checked.stderr, checked.stderr
    assert checked.stdout == "table/caf\ufffd.tale.json: 1 open conflict from a merge waits for a choice in Talekeeper\n"


@pytest.fixture
def versions(tmp_path: Path) -> tuple[list[str], Path, bytes]:
    """git's three files (%O %A %B) of a sheet whose notes both sides changed, and %P."""
    (tmp_path / "table").mkdir()
    base = Character(name="Vasana", heroquest=HeroQuest(abilities=(Ability(name="Sword", rating="15"),)))
    files = [tmp_path / name for name in ("O", "A", "B")]
    for path, version in zip(files, (base, evolve(base, notes="mine"), evolve(base, notes="theirs", player="Ana")), strict=True):
        save_character(version, path)
    return [*map(str, files), str(tmp_path / "table" / "vasana.tale.json")], files[1], files[1].read_bytes()


def full_disk_for(monkeypatch: pytest.MonkeyPatch, suffix: str) -> None:
    """Writing a file whose name ends in `suffix` fails as on a full disk (room for the rest)."""
    real = atomic.atomic_write

    def write(path: Path, data: bytes, **kwargs: object) -> None:
        if str(path).endswith(suffix):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(path, data, **kwargs)  # type: ignore[arg-type]

    for module in ("talekeeper.core.storage.files", "talekeeper.core.merge.pending"):  # each imported it by name
        monkeypatch.setattr(f"{module}.atomic_write", write)


def test_no_room_for_the_record_leaves_ours_as_it_was_and_names_every_conflict(
    versions: tuple[list[str], Path, bytes], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv, ours, before = versions
    full_disk_for(monkeypatch, ".merge.json")
    assert cli.main(["merge-file", *argv]) == 2
    assert ours.read_bytes() == before
    err = capsys.readouterr().err
    assert "1 conflict could not be kept for the merge window" in err and "No space left on device" in err
    assert "\n  notes (changed)\n" in err and "Traceback" not in err
    assert list_pending(Path(argv[3]).parent) == []


def test_no_room_for_the_merged_file_keeps_no_record_and_names_every_conflict(
    versions: tuple[list[str], Path, bytes], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv, ours, before = versions
    full_disk_for(monkeypatch, "/A")
    assert cli.main(["merge-file", *argv]) == 2
    assert ours.read_bytes() == before
    err = capsys.readouterr().err
    assert "not merged: the merged file could not be written" in err and "No space left on device" in err
    assert "\n  notes (changed)\n" in err
    assert list_pending(Path(argv[3]).parent) == []  # a record of a merge that is not in the file would mislead


def test_a_record_folder_that_cannot_be_made_is_said(
    versions: tuple[list[str], Path, bytes], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv, ours, before = versions

    def refused(self: Path, *args: object, **kwargs: object) -> None:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self))

    monkeypatch.setattr(Path, "mkdir", refused)  # as a read-only library does (tests run as root, where chmod stops nothing)
    assert cli.main(["merge-file", *argv]) == 2
    assert ours.read_bytes() == before
    err = capsys.readouterr().err
    assert "the folder of the merge records cannot be made: Permission denied" in err and "\n  notes (changed)\n" in err


def test_a_bug_is_one_line_not_a_traceback(versions: tuple[list[str], Path, bytes], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    argv, ours, before = versions
    monkeypatch.setattr("talekeeper.core.merge.pending.keep_pending", lambda *a: 1 / 0)
    assert cli.main(["merge-file", *argv]) == 2
    assert ours.read_bytes() == before
    err = capsys.readouterr().err
    assert "unexpected ZeroDivisionError" in err and "\n  notes (changed)\n" in err and "Traceback" not in err


def test_a_file_that_holds_another_kind_than_its_name_says_is_not_merged(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = [tmp_path / name for name in ("O", "A", "B")]
    for path, value in zip(files, (Character(name="Vasana", id="a" * 32), Character(name="Vasana", id="a" * 32, notes="x"), Character(name="Vasana", id="a" * 32, notes="y")), strict=True):
        save_character(value, path)
    before = files[1].read_bytes()
    assert cli.main(["merge-file", *map(str, files), str(tmp_path / "table" / "campaign.json")]) == 2
    assert files[1].read_bytes() == before and list_pending(tmp_path / "table") == []
    assert "campaign.json: not merged" in capsys.readouterr().err
    save_campaign(Campaign(prosperity=1), files[2])
    assert cli.main(["merge-file", *map(str, files), str(tmp_path / "table" / "vasana.tale.json")]) == 2


def test_a_name_from_a_file_cannot_write_lines_of_its_own(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sword = Ability(name="Sword\ntalekeeper: all merged, nothing to do", rating="15")
    base = Character(name="Vasana", heroquest=HeroQuest(abilities=(sword,)))
    files = [tmp_path / name for name in ("O", "A", "B")]
    for path, rating in zip(files, ("15", "16", "17"), strict=True):
        save_character(evolve(base, heroquest=HeroQuest(abilities=(evolve(sword, rating=rating),))), path)
    assert cli.main(["merge-file", *map(str, files), str(tmp_path / "table" / "vasana.tale.json")]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert lines[1] == "  heroquest.abilities.Sword?talekeeper: all merged, nothing to do.rating (changed)"
    assert not any(line.startswith("talekeeper: all merged") for line in lines)


def test_the_driver_loads_only_what_the_merge_needs(versions: tuple[list[str], Path, bytes]) -> None:
    """git runs the driver once per merged file: no argument parser, no edits, no app folders, no Qt
    (tests/benchmarks/merge_driver.py measures what is left)."""
    argv, _, _ = versions
    code = (
        "import runpy, sys\n"
        f"sys.argv = ['talekeeper', 'merge-file', *{argv!r}]\n"
        "try:\n"
        "    runpy.run_module('talekeeper.desktop', run_name='__main__', alter_sys=True)\n"
        "except SystemExit as end:\n"
        "    print(end.code)\n"
        "print(sorted({'argparse', 'talekeeper.core.edits', 'platformdirs', 'PySide6', 'talekeeper.core.rules'} & set(sys.modules)))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True)
    assert result.stdout.splitlines() == ["1", "[]"], result.stdout + result.stderr


def test_a_sheet_with_a_large_portrait_keeps_its_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Three versions of a sheet holding a 1.9 MB portrait make a record larger than any sheet may be."""
    import base64
    import struct

    from talekeeper.core.model import Portrait
    from talekeeper.core.storage.raw import MAX_FILE_BYTES

    png = b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + struct.pack(">IIBBBBB", 1000, 1000, 8, 2, 0, 0, 0) + os.urandom(1_900_000)
    base = Character(name="Vasana", portrait=Portrait(media_type="image/png", data=base64.b64encode(png).decode()))
    files = [tmp_path / name for name in ("O", "A", "B")]
    for path, notes in zip(files, ("", "mine", "theirs"), strict=True):
        save_character(evolve(base, notes=notes), path)
    where = tmp_path / "table" / "vasana.tale.json"
    assert cli.main(["merge-file", *map(str, files), str(where)]) == 1, capsys.readouterr().err
    (record,) = list_pending(where.parent)
    assert record.stat().st_size > MAX_FILE_BYTES
    assert [c.path for c in reopen(load_pending(record), record).conflicts] == [("notes",)]


def test_a_merge_not_kept_puts_back_the_record_it_replaced(versions: tuple[list[str], Path, bytes], monkeypatch: pytest.MonkeyPatch) -> None:
    argv, ours, before = versions
    assert cli.main(["merge-file", *argv]) == 1  # an earlier merge of the file, its conflicts not chosen yet
    (record,) = list_pending(Path(argv[3]).parent)
    earlier = record.read_bytes()
    ours.write_bytes(before)
    full_disk_for(monkeypatch, "/A")
    assert cli.main(["merge-file", *argv]) == 2
    assert record.read_bytes() == earlier and ours.read_bytes() == before


def test_a_file_whose_name_starts_with_a_dash_is_merged(
    versions: tuple[list[str], Path, bytes], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    argv, _, _ = versions
    monkeypatch.chdir(Path(argv[3]).parent)  # git runs the driver at the top of the work tree, %P relative to it
    assert cli.main(["merge-file", *argv[:3], "-vasana.tale.json"]) == 1
    assert capsys.readouterr().err.startswith("talekeeper: -vasana.tale.json: 1 conflict;")
    assert list_pending(Path(".")) == [Path(".talekeeper/merges/-vasana.tale.json.merge.json")]
