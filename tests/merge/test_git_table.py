"""Where two machines' changes meet in git and git cannot merge by itself (issue 19, points 3 and
4), with real git and two clones: two different characters added under one file name (add/add),
and a character deleted on one machine while another edits it (modify/delete). `check` reports
each, nothing is lost, and `git-setup` makes the trash this machine's own and turns off git's
rename detection (sheets look alike to git)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from talekeeper.core.check import check_library
from talekeeper.core.model import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import Library
from talekeeper.core.storage.files import load_character, save_character
from talekeeper.core.storage.git_state import OURS, THEIRS, Kind, in_work_tree, unmerged
from talekeeper.desktop.git_setup import git_setup
from tests.git import commit, deleted_and_edited, git, pull, push, run, two_goblins


def checked(folder: Path) -> subprocess.CompletedProcess[str]:
    return run(folder, sys.executable, "-m", "talekeeper.desktop", "check", "table", check=False)


def test_two_characters_added_under_one_name_are_reported_by_check_and_git_keeps_both(table: tuple[Path, Path, Character]) -> None:
    ana, gm, _ = table
    his, hers = two_goblins(ana, gm)
    found = unmerged(gm / "table")
    entry = found["goblin.tale.json"]
    assert entry.kind is Kind.TWO_CHARACTERS
    assert (entry.ids[OURS], entry.ids[THEIRS]) == (his.id, hers.id)
    assert load_character(gm / "table" / "goblin.tale.json").id == his.id  # the driver left ours as it was

    result = checked(gm)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "goblin.tale.json: git's merge left two different characters under this name (Goblin here, Goblin from the other side" in result.stdout
    assert "choose Keep Both" in result.stdout

    # Keep Both, as the app does it: the other side's character under a free name, byte for byte.
    blob = git(gm, "cat-file", "blob", f"{entry.blobs[THEIRS]}").stdout.encode()
    kept, path = Library(gm / "table").add_version(blob, gm / "table" / "goblin.tale.json")
    assert (kept.id, path.name) == (hers.id, "Goblin-2.tale.json")
    problems = check_library(gm / "table")
    assert [p.message.split(":")[0] for p in problems] == ["git's merge of this file is not finished; both characters are kept (Goblin here, Goblin from the other side)"]
    commit(gm, "Both goblins")  # the README's step
    assert checked(gm).returncode == 0
    assert {load_character(p).id for p in (gm / "table").glob("*.tale.json")} >= {his.id, hers.id}


def test_a_delete_meeting_an_edit_is_gits_modify_delete_and_check_reports_it(table: tuple[Path, Path, Character]) -> None:
    ana, gm, vasana = table
    deleted_and_edited(ana, gm, vasana)
    assert git(gm, "status", "--porcelain", "--", "table").stdout == "UD table/vasana.tale.json\n"
    assert unmerged(gm / "table")["vasana.tale.json"].kind is Kind.DELETED_THERE
    assert load_character(gm / "table" / "vasana.tale.json").notes == "Wounded at the ford"  # the edit is in the tree
    result = checked(gm)
    assert result.returncode == 1
    assert "vasana.tale.json: changed here and deleted on the other side of a git merge (modify/delete)" in result.stdout
    assert "keep the edited character or delete it" in result.stdout

    # On Ana's machine it is the other way round: her delete meets the GM's edit.
    push(gm, "Keep Vasana")
    assert pull(ana).returncode == 0  # the GM's side already chose: a clean pull brings the edit back
    assert load_character(ana / "table" / "vasana.tale.json").notes == "Wounded at the ford"


def test_deleted_here_and_changed_there(table: tuple[Path, Path, Character]) -> None:
    ana, gm, vasana = table
    save_character(evolve(vasana, notes="Ana's notes"), ana / "table" / "vasana.tale.json")
    push(ana, "Ana edits Vasana")
    Library(gm / "table").delete(gm / "table" / "vasana.tale.json")
    commit(gm, "The GM deletes Vasana")
    assert "CONFLICT (modify/delete)" in pull(gm).stdout
    assert unmerged(gm / "table")["vasana.tale.json"].kind is Kind.DELETED_HERE
    assert load_character(gm / "table" / "vasana.tale.json").notes == "Ana's notes"  # git put hers back
    assert "deleted here and changed on the other side of a git merge" in checked(gm).stdout


def test_git_setup_ignores_the_trash_turns_off_renames_and_says_how_to_untrack_a_committed_trash(tmp_path: Path) -> None:
    git(tmp_path, "init", "-q")
    (tmp_path / ".trash").mkdir()
    (tmp_path / ".trash" / "old.tale.json").write_text("{}")
    git(tmp_path, "add", "-f", ".trash")
    done = git_setup(tmp_path)
    assert {"/.talekeeper/", "/.trash/"} <= set((tmp_path / ".gitignore").read_text().splitlines())
    assert git(tmp_path, "config", "--local", "merge.renames").stdout.strip() == "false"
    assert git(tmp_path, "config", "--local", "pull.twohead").stdout.strip() == "recursive"
    assert any("`git rm -r --cached .trash`" in line for line in done)
    git(tmp_path, "rm", "-q", "-r", "--cached", ".trash")
    assert git_setup(tmp_path) == []  # set up, and the trash no longer shared
    assert git(tmp_path, "check-ignore", ".trash/old.tale.json").returncode == 0


def test_a_library_set_up_before_gets_only_the_trash_line(tmp_path: Path) -> None:
    git(tmp_path, "init", "-q")
    (tmp_path / ".gitignore").write_text("# Talekeeper's open merge conflicts on this machine (talekeeper git-setup)\n/.talekeeper/\n")
    done = git_setup(tmp_path)
    assert f"{tmp_path / '.gitignore'}: ignores /.trash/" in done
    assert (tmp_path / ".gitignore").read_text().count("/.talekeeper/") == 1


def test_a_sheet_deleted_and_another_added_in_one_commit_is_no_rename(table: tuple[Path, Path, Character]) -> None:
    """Before git-setup turned rename detection off, git took Vasana's delete and the new Goblin
    for a rename, merged the GM's edit of Vasana into the Goblin (refused: two characters) and
    dropped Vasana from the tree: the edit was gone."""
    ana, gm, vasana = table
    Library(ana / "table").delete(ana / "table" / "vasana.tale.json")
    save_character(Character(name="Goblin"), ana / "table" / "goblin.tale.json")
    push(ana, "Vasana out, a goblin in")
    save_character(evolve(vasana, notes="edited"), gm / "table" / "vasana.tale.json")
    commit(gm, "The GM edits Vasana")
    pulled = pull(gm)
    assert "rename" not in pulled.stdout and "CONFLICT (modify/delete)" in pulled.stdout
    assert load_character(gm / "table" / "vasana.tale.json").notes == "edited"
    assert load_character(gm / "table" / "goblin.tale.json").name == "Goblin"


def test_git_missing_hanging_or_no_work_tree_means_nothing_unmerged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not in_work_tree(tmp_path) and unmerged(tmp_path) == {}
    git(tmp_path, "init", "-q")
    assert in_work_tree(tmp_path) and unmerged(tmp_path) == {}
    monkeypatch.setenv("PATH", str(tmp_path / "no-such-folder"))
    assert unmerged(tmp_path) == {}
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "git").write_text("#!/bin/sh\nexec sleep 30\n")
    os.chmod(fake / "git", 0o755)
    monkeypatch.setenv("PATH", str(fake))
    monkeypatch.setattr("talekeeper.core.storage.git_state.TIMEOUT_S", 0.2)
    assert unmerged(tmp_path) == {}
    assert check_library(tmp_path) == []


def test_a_name_from_the_other_side_is_said_without_its_control_characters(table: tuple[Path, Path, Character]) -> None:
    ana, gm, _ = table
    save_character(Character(name="Gob\x1b[31mlin"), ana / "table" / "goblin.tale.json")
    push(ana, "Ana's goblin")
    save_character(Character(name="Goblin"), gm / "table" / "goblin.tale.json")
    commit(gm, "The GM's goblin")
    assert "CONFLICT (add/add)" in pull(gm).stdout
    assert unmerged(gm / "table")["goblin.tale.json"].names == {OURS: "Goblin", THEIRS: "Gob?[31mlin"}
    assert "\x1b" not in checked(gm).stdout
