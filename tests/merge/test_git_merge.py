"""End to end with real git (issue 16, item 4): two clones of one campaign repository, each set up
with `talekeeper git-setup`, edit the same sheets; `git pull` merges them field by field, and a
real conflict leaves a loadable file, git's conflict state and the open conflicts for the merge
window. Only the test repositories' own git configuration is touched."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from talekeeper.core.merge import ConflictKind
from talekeeper.core.merge.pending import list_pending, load_pending, reopen
from talekeeper.core.model import Ability, Campaign, Character, HeroQuest, TieBreak
from talekeeper.core.model.common import evolve
from talekeeper.core.rules.heroquest import Rating
from talekeeper.core.storage.files import load_campaign, load_character, save_campaign, save_character
from tests.git import SWORD, commit, git, run


def test_git_pull_merges_diverging_edits_of_the_same_sheets_field_by_field(table: tuple[Path, Path, Character]) -> None:
    ana, gm, vasana = table
    sheet = "table/vasana.tale.json"
    save_character(evolve(vasana, heroquest=HeroQuest(abilities=(evolve(SWORD, rating=Rating(17)),))), ana / sheet)
    save_campaign(Campaign(prosperity=2), ana / "table" / "campaign.json")
    commit(ana, "Ana improves her sword")
    git(ana, "push", "-q", "origin", "main")

    bow = Ability(name="Bow", rating=Rating(12))
    save_character(evolve(vasana, notes="Lost her horse", heroquest=HeroQuest(abilities=(SWORD, bow))), gm / sheet)
    save_campaign(Campaign(tie_break=TieBreak.HIGH), gm / "table" / "campaign.json")
    commit(gm, "Session consequences")
    pulled = git(gm, "pull", "-q", "origin", "main", check=False)
    assert pulled.returncode == 0, pulled.stdout + pulled.stderr

    merged = load_character(gm / sheet)
    assert merged.notes == "Lost her horse"
    assert [(a.name, str(a.rating)) for a in merged.heroquest.abilities] == [("Sword", "17"), ("Bow", "12")]
    assert load_campaign(gm / "table" / "campaign.json") == Campaign(prosperity=2, tie_break=TieBreak.HIGH)
    assert git(gm, "status", "--porcelain").stdout == ""
    assert len(git(gm, "log", "--format=%P", "-1").stdout.split()) == 2  # a merge commit
    assert list_pending(gm / "table") == []


def test_a_real_conflict_leaves_a_loadable_sheet_git_conflict_state_and_the_open_conflicts(table: tuple[Path, Path, Character]) -> None:
    ana, gm, vasana = table
    sheet = "table/vasana.tale.json"
    save_character(evolve(vasana, notes="Ana's notes", player="Ana"), ana / sheet)
    commit(ana, "Ana's notes")
    git(ana, "push", "-q", "origin", "main")

    save_character(evolve(vasana, notes="The GM's notes", concept="Sword-dancer"), gm / sheet)
    commit(gm, "GM's notes")
    pulled = git(gm, "pull", "origin", "main", check=False)
    assert pulled.returncode != 0
    assert "CONFLICT (content): Merge conflict in table/vasana.tale.json" in pulled.stdout
    assert "1 conflict; the file keeps your side" in pulled.stderr
    assert git(gm, "status", "--porcelain").stdout == "UU table/vasana.tale.json\n"  # the hidden folder is ignored

    merged = load_character(gm / sheet)
    assert (merged.notes, merged.player, merged.concept) == ("The GM's notes", "Ana", "Sword-dancer")
    (record_path,) = list_pending(gm / "table")
    record = load_pending(record_path)
    (conflict,) = reopen(record, record_path).conflicts
    assert (conflict.path, conflict.kind, conflict.ours, conflict.theirs) == (("notes",), ConflictKind.CHANGED, "The GM's notes", "Ana's notes")

    checked = run(gm, sys.executable, "-m", "talekeeper.desktop", "check", "table", check=False)
    assert checked.returncode == 1 and "1 open conflict from a merge" in checked.stdout


def test_a_conflict_stored_by_merge_file_reaches_the_merge_window(qtbot: object, table: tuple[Path, Path, Character], monkeypatch: pytest.MonkeyPatch) -> None:
    """After the real pull above: the GM opens the library, the sheet is marked, the merge window
    shows the open conflict; once the choice is saved the record goes and git can commit."""
    from PySide6.QtCore import Qt

    from talekeeper.desktop.merge.dialog import MergeDialog
    from talekeeper.desktop.roster import ConflictRole
    from tests.desktop.merge.window import apply, click_row
    from tests.gui import drive, open_window

    ana, gm, vasana = table
    sheet = "table/vasana.tale.json"
    save_character(evolve(vasana, notes="Ana's notes"), ana / sheet)
    commit(ana, "Ana's notes")
    git(ana, "push", "-q", "origin", "main")
    save_character(evolve(vasana, notes="The GM's notes", concept="Sword-dancer"), gm / sheet)
    commit(gm, "GM's notes")
    assert git(gm, "pull", "origin", "main", check=False).returncode != 0

    window = open_window(qtbot, gm / "table")  # type: ignore[arg-type]
    assert window.filter.index(0, 0).data(ConflictRole).pending

    def choose(dialog: MergeDialog) -> None:
        (only,) = dialog.choices
        assert (only.path, only.mine.text(), only.theirs.text()) == (("notes",), "The GM's notes", "Ana's notes")
        qtbot.mouseClick(only.theirs, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        apply(qtbot, dialog)  # type: ignore[arg-type]

    drive(monkeypatch, MergeDialog, choose)
    click_row(qtbot, window)  # type: ignore[arg-type]
    assert list_pending(gm / "table")  # not before the save
    for _ in range(2):  # once chosen, and when asked again before the save: no copy is mentioned (there is none)
        said = window.statusBar().currentMessage()
        assert "trash" not in said and "copy" not in said and "git merge" in said, said
        window.conflicts.resolve(gm / sheet)
    window.menu_actions.save.trigger()
    merged = load_character(gm / sheet)
    assert (merged.notes, merged.concept) == ("Ana's notes", "Sword-dancer")
    assert list_pending(gm / "table") == [] and window.filter.index(0, 0).data(ConflictRole) is None
    qtbot.waitUntil(lambda: "git add and git commit" in window.statusBar().currentMessage())  # type: ignore[attr-defined]
    commit(gm, "Merged with Ana's notes")
    assert git(gm, "status", "--porcelain").stdout == ""


def test_the_same_change_on_two_clones_is_the_same_file_and_needs_no_merge(table: tuple[Path, Path, Character]) -> None:
    """Issue 19, item 5: a revision is the content's, so the same edit made on two machines
    writes identical files and git merges them without calling the driver."""
    from talekeeper.core.storage.files import next_revision, read_character
    from talekeeper.core.storage.library import Library

    ana, gm, _ = table
    sheet = "table/vasana.tale.json"
    for clone_ in (ana, gm):
        loaded = read_character(clone_ / sheet)
        changed = evolve(loaded.character, concept="Sword-dancer")
        Library(clone_ / "table").save(changed, clone_ / sheet, expected=loaded.fingerprint, revision=next_revision(changed, loaded.revision))
        commit(clone_, "Vasana is a sword-dancer")
    git(ana, "push", "-q", "origin", "main")
    pulled = git(gm, "pull", "origin", "main", check=False)
    assert pulled.returncode == 0, pulled.stdout + pulled.stderr
    assert pulled.stderr.count("talekeeper") == 0
    assert (gm / sheet).read_bytes() == (ana / sheet).read_bytes()
    assert git(gm, "diff", "--stat", "HEAD^1", "HEAD", "--", sheet).stdout == ""
