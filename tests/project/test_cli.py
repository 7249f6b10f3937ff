"""The `talekeeper` sub-commands (issue 16, item 4): merge-file (git's merge-driver protocol),
git-setup and check; none of them loads PySide6."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from talekeeper.core.merge import ConflictKind
from talekeeper.core.merge.pending import list_pending, load_pending, reopen
from talekeeper.core.model import Ability, Campaign, Character, HeroQuest, TieBreak
from talekeeper.core.model.common import evolve
from talekeeper.core.rules.heroquest import Rating
from talekeeper.core.storage.files import character_bytes, encode, load_campaign, load_character, save_campaign, save_character
from talekeeper.core.storage.migrations import CONFLICT_FORMAT
from talekeeper.desktop import cli
from talekeeper.desktop.git_setup import driver_command

ROOT = Path(__file__).resolve().parents[2]
SWORD = Ability(name="Sword", rating=Rating(15))


@pytest.fixture
def versions(tmp_path: Path) -> tuple[Path, Path, Path, Path]:
    """git's three temporary files (%O %A %B) and the sheet's place in the library (%P)."""
    library = tmp_path / "table"
    library.mkdir()
    return tmp_path / ".merge_file_O", tmp_path / ".merge_file_A", tmp_path / ".merge_file_B", library / "vasana.tale.json"


def write(path: Path, character: Character) -> None:
    save_character(character, path)


def test_merge_file_writes_a_clean_merge_over_ours_and_exits_0(versions: tuple[Path, Path, Path, Path]) -> None:
    base_file, ours_file, theirs_file, where = versions
    base = Character(name="Vasana", heroquest=HeroQuest(abilities=(SWORD,)))
    write(base_file, base)
    write(ours_file, evolve(base, notes="mine"))
    write(theirs_file, evolve(base, heroquest=HeroQuest(abilities=(SWORD, Ability(name="Bow", rating=Rating(12))))))
    assert cli.main(["merge-file", str(base_file), str(ours_file), str(theirs_file), str(where)]) == 0
    merged = load_character(ours_file)
    assert merged.notes == "mine" and [a.name for a in merged.heroquest.abilities] == ["Sword", "Bow"]
    assert list_pending(where.parent) == []


def test_merge_file_with_conflicts_keeps_ours_side_a_loadable_file_and_the_open_conflicts(
    versions: tuple[Path, Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    base_file, ours_file, theirs_file, where = versions
    base = Character(name="Vasana", heroquest=HeroQuest(abilities=(SWORD,)))
    write(base_file, base)
    write(ours_file, evolve(base, notes="mine", heroquest=HeroQuest(abilities=(evolve(SWORD, rating=Rating(17)),))))
    write(theirs_file, evolve(base, notes="theirs", player="Ana", heroquest=HeroQuest(abilities=(evolve(SWORD, rating=Rating(18)),))))
    assert cli.main(["merge-file", str(base_file), str(ours_file), str(theirs_file), str(where)]) == 1
    merged = load_character(ours_file)
    assert (merged.notes, merged.player, str(merged.heroquest.abilities[0].rating)) == ("mine", "Ana", "17")
    (record_path,) = list_pending(where.parent)
    assert record_path == where.parent / ".talekeeper" / "merges" / "vasana.tale.json.merge.json"
    record = load_pending(record_path)
    assert record.file == "vasana.tale.json" and record.kind == "character"
    again = reopen(record, record_path)
    assert [(c.path, c.kind) for c in again.conflicts] == [
        (("heroquest", "abilities", SWORD.id, "rating"), ConflictKind.CHANGED),
        (("notes",), ConflictKind.CHANGED),
    ]
    assert list(record.conflicts) == [c.path for c in again.conflicts]
    err = capsys.readouterr().err
    assert "2 conflicts" in err and "heroquest.abilities.Sword.rating (changed)" in err


def test_merge_file_of_campaign_settings(tmp_path: Path) -> None:
    files = [tmp_path / name for name in ("O", "A", "B")]
    for path, campaign in zip(files, (Campaign(), Campaign(prosperity=2), Campaign(tie_break=TieBreak.HIGH)), strict=True):
        save_campaign(campaign, path)
    where = tmp_path / "table" / "campaign.json"
    assert cli.main(["merge-file", *map(str, files), str(where)]) == 0
    assert load_campaign(files[1]) == Campaign(prosperity=2, tie_break=TieBreak.HIGH)
    save_campaign(Campaign(prosperity=-1), files[2])
    assert cli.main(["merge-file", *map(str, files), str(where)]) == 1
    (record_path,) = list_pending(where.parent)
    record = load_pending(record_path)
    assert (record.file, record.kind, record.conflicts) == ("campaign.json", "campaign", (("prosperity",),))
    assert reopen(record, record_path).result == load_campaign(files[1])


def test_a_kept_merge_of_schema_version_1_still_reopens() -> None:
    golden = ROOT / "tests" / "golden" / "merge-v1.merge.json"
    record = load_pending(golden)
    merged = reopen(record, golden)
    assert [c.path for c in merged.conflicts] == [("notes",)] == list(record.conflicts)
    assert (merged.result.notes, merged.result.player) == ("The GM's notes", "Aki and Bo")


@pytest.mark.parametrize(
    ("theirs_bytes", "message"),
    [
        (b"<<<<<<< HEAD\n{}\n=======\n{}\n>>>>>>> other\n", "not valid JSON"),
        (b'{"hello": 1}', "not a Talekeeper file: it has no 'format'"),
        (encode(Campaign(), "talekeeper.campaign"), "the file's format is 'talekeeper.campaign'"),
    ],
)
def test_merge_file_refuses_what_it_cannot_read_and_leaves_ours_as_it_was(
    versions: tuple[Path, Path, Path, Path], capsys: pytest.CaptureFixture[str], theirs_bytes: bytes, message: str
) -> None:
    base_file, ours_file, theirs_file, where = versions
    write(base_file, Character(name="Vasana"))
    write(ours_file, Character(name="Vasana"))
    before = ours_file.read_bytes()
    theirs_file.write_bytes(theirs_bytes)
    assert cli.main(["merge-file", str(base_file), str(ours_file), str(theirs_file), str(where)]) == 2
    assert ours_file.read_bytes() == before
    err = capsys.readouterr().err
    assert message in err and "left as it was" in err
    ours_file.write_bytes(b"not json")
    assert cli.main(["merge-file", str(base_file), str(ours_file), str(theirs_file)]) == 2
    assert ours_file.read_bytes() == b"not json"


def test_merge_file_refuses_two_different_characters(versions: tuple[Path, Path, Path, Path]) -> None:
    base_file, ours_file, theirs_file, where = versions
    base_file.write_bytes(b"")
    write(ours_file, Character(name="Vasana"))
    write(theirs_file, Character(name="Vasana"))
    before = ours_file.read_bytes()
    assert cli.main(["merge-file", str(base_file), str(ours_file), str(theirs_file), str(where)]) == 2
    assert ours_file.read_bytes() == before


def test_merge_file_without_a_common_version_makes_every_difference_a_choice(
    versions: tuple[Path, Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    base_file, ours_file, theirs_file, where = versions
    base_file.write_bytes(b"")  # git's ancestor when both sides added the file
    mine = Character(name="Vasana", notes="mine")
    write(ours_file, mine)
    write(theirs_file, evolve(mine, notes="theirs"))
    assert cli.main(["merge-file", str(base_file), str(ours_file), str(theirs_file), str(where)]) == 1
    assert "no common version" in capsys.readouterr().err
    (record_path,) = list_pending(where.parent)
    assert load_pending(record_path).base is None


def write_library(library: Path) -> Character:
    library.mkdir()
    vasana = Character(name="Vasana")
    (library / "vasana.tale.json").write_bytes(character_bytes(vasana))
    save_campaign(Campaign(), library / "campaign.json")
    return vasana


def test_check_says_fine_for_a_sound_library(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_library(tmp_path / "table")
    assert cli.main(["check", str(tmp_path / "table")]) == 0
    out, err = capsys.readouterr()
    assert out == "" and "no problems" in err


def test_check_reports_one_line_per_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    library = tmp_path / "table"
    vasana = write_library(library)
    (library / "vasana.tale.sync-conflict-20261201-101010-ABCDEFG.json").write_bytes(character_bytes(vasana))
    (library / "vasana (Ana's conflicted copy 2026-12-01).tale.json").write_bytes(character_bytes(vasana))
    (library / "twin.tale.json").write_bytes(character_bytes(evolve(vasana, name="Twin")))
    (library / "ana-maria.tale.json").write_bytes(character_bytes(Character(name="Ana Maria")))
    (library / "ana.tale.json").write_bytes(character_bytes(Character(name="Ana")))
    (library / "vasana-DESKTOP-4F8K2QJ.tale.json").write_bytes(character_bytes(vasana))  # OneDrive: same id, so a copy
    (library / "broken.tale.json").write_bytes(b'<<<<<<< HEAD\n{"a": 1}\n=======\n')
    (library / "campaign.json").write_bytes(b'{"format": "talekeeper.campaign", "schema_version": 1, "prosperity": 99}')
    (library / "play").mkdir()
    (library / "play" / "fight.conflict.json").write_bytes(b'{"format": "%s", "schema_version": 1}' % CONFLICT_FORMAT.encode())
    assert cli.main(["check", str(library)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 7, lines
    assert lines[0].startswith(f"{library / 'broken.tale.json'}: holds git conflict markers")
    assert lines[1].startswith(f"{library / 'campaign.json'}: prosperity")
    assert lines[2].startswith(f"{library / 'play' / 'fight.conflict.json'}: ")
    assert lines[3] == f"{library / 'twin.tale.json'}: holds the same character as vasana.tale.json (Twin, id {vasana.id})"
    dropbox = library / "vasana (Ana's conflicted copy 2026-12-01).tale.json"
    assert lines[4] == f"{dropbox}: a Dropbox conflict copy of vasana.tale.json (Ana, 2026-12-01): open the library in Talekeeper to merge it"
    assert lines[5] == f"{library / 'vasana-DESKTOP-4F8K2QJ.tale.json'}: a OneDrive conflict copy of vasana.tale.json (DESKTOP-4F8K2QJ): open the library in Talekeeper to merge it"
    assert lines[6].startswith(f"{library / 'vasana.tale.sync-conflict-20261201-101010-ABCDEFG.json'}: a Syncthing conflict copy of vasana.tale.json (ABCDEFG, 20261201-101010)")


def test_check_reports_open_merge_conflicts_and_a_missing_library(versions: tuple[Path, Path, Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    base_file, ours_file, theirs_file, where = versions
    write(base_file, Character(name="Vasana"))
    base = load_character(base_file)
    write(ours_file, evolve(base, notes="a"))
    write(theirs_file, evolve(base, notes="b"))
    cli.main(["merge-file", str(base_file), str(ours_file), str(theirs_file), str(where)])
    where.write_bytes(ours_file.read_bytes())
    capsys.readouterr()
    assert cli.main(["check", str(where.parent)]) == 1
    assert capsys.readouterr().out == f"{where}: 1 open conflict from a merge waits for a choice in Talekeeper\n"
    assert cli.main(["check", str(where.parent / "nowhere")]) == 2


def git(folder: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(folder), *args], check=True, capture_output=True, text=True).stdout


def test_git_setup_writes_attributes_ignore_and_driver_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    repo = tmp_path / "campaign"
    library = repo / "table"
    library.mkdir(parents=True)
    assert cli.main(["git-setup", str(library)]) == 2
    assert "not inside a git repository" in capsys.readouterr().err
    git(repo, "init", "-q")
    (library / ".gitattributes").write_text("*.png binary")
    assert cli.main(["git-setup", str(library)]) == 0
    assert (library / ".gitattributes").read_text() == (
        "*.png binary\n\n# Talekeeper merges character sheets and campaign settings field by field (talekeeper git-setup)\n"
        "*.tale.json merge=talekeeper\ncampaign.json merge=talekeeper\n"
    )
    assert "/.talekeeper/" in (library / ".gitignore").read_text().splitlines()
    assert git(repo, "config", "--local", "merge.talekeeper.driver").strip() == driver_command()
    assert driver_command().endswith(" -m talekeeper.desktop merge-file %O %A %B %P") and sys.executable in driver_command()
    assert git(library, "check-attr", "merge", "vasana.tale.json").strip().endswith("merge: talekeeper")
    files = {p.name: p.read_bytes() for p in library.iterdir()}
    capsys.readouterr()
    assert cli.main(["git-setup", str(library)]) == 0
    assert "already set up" in capsys.readouterr().out
    assert {p.name: p.read_bytes() for p in library.iterdir()} == files


def test_sub_commands_do_not_load_pyside6(versions: tuple[Path, Path, Path, Path]) -> None:
    base_file, ours_file, theirs_file, where = versions
    for path in (base_file, ours_file, theirs_file):
        write(path, Character(name="Vasana", id="a" * 32))
    code = (
        "import runpy, sys\n"
        f"for argv in {[['check', str(where.parent)], ['merge-file', str(base_file), str(ours_file), str(theirs_file)], ['git-setup', str(where.parent)]]!r}:\n"
        "    sys.argv = ['talekeeper', *argv]\n"
        "    try:\n"
        "        runpy.run_module('talekeeper.desktop', run_name='__main__', alter_sys=True)\n"
        "    except SystemExit as end:\n"
        "        print(argv[0], end.code)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(bad)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.stdout.splitlines() == ["check 0", "merge-file 0", "git-setup 2", "[]"], result.stdout + result.stderr
