"""DV conflicts played through the window as a person would: two characters from files, the
opening roll, raises, a see with its fallout preview (DV-31), an escalation, a give, the fallout
step applied to a sheet, undo; closing and resuming; the injury on the sheet."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from talekeeper.core.dice import parse_pool
from talekeeper.core.model import DogsStat
from talekeeper.core.model.dogs import InjuryStage
from talekeeper.core.model.history import HistoryKind
from talekeeper.core.rules.dogs import Arena, BlowKind, ExperienceChoice, FalloutBand, LongTermChoice, SeeKind, Treated, experience_odds, fallout_odds, note_injury
from talekeeper.core.storage import load_character
from talekeeper.desktop import dogs as play
from talekeeper.desktop.dogs.fallout_dialog import FalloutDialog
from talekeeper.desktop.dogs.injury import BodyRollDialog
from talekeeper.desktop.dogs.resume_dialog import ResumeDialog
from talekeeper.desktop.dogs.treatment_dialog import TreatmentDialog
from talekeeper.desktop.words.labels import label, select_member
from tests.desktop.dogs.conflicts import GOLDEN, LEFT, drive, pick, roll, start, vasana_path, who
from tests.events import kinds, params
from tests.gui import open_window, type_faces


def test_dv_one_on_one_conflict_through_the_window_with_fallout_and_undo(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    # Opening (talking): Hodge Acuity 2d6 + Heart 2d6; Vasana Acuity 3d6 + Heart 3d6 + Clearwine 1d6 (DV-3 suggested).
    window, view = start(qtbot, monkeypatch, library, 5, 5, 3, 2, 6, 5, 4, 3, 2, 1, 6)
    conflict = view.session.conflict
    vasana, hodge = conflict.participant(who(view, "Vasana")), conflict.participant(who(view, "Mayor Hodge"))
    assert len(vasana.hand) == 7 and vasana.stats.will == 3  # the Will -1 effect applies (DV-17)
    assert vasana.relationships_used and len(view.panels[vasana.id].hand.buttons) == 7
    assert view.moves.acting_id() == vasana.id  # DV-10: the starter raises first

    # DV-8: a raise is two dice.
    pick(view, "Vasana", 6, 6)
    assert view.moves.raise_button.isEnabled()
    view.moves.narration.setText("You were seen at the well")
    view.moves.raise_button.click()
    assert view.session.conflict.current_raise.total == 12
    assert view.moves.acting_id() == hodge.id
    # Every move is one undo step; the window follows its play file (issue 14).
    assert window.menu_actions.undo.text() == "Undo Vasana raises 12" and view.undo_action.text() == "Undo Vasana raises 12"
    view.undo_action.trigger()
    assert view.session.conflict.current_raise is None and len(view.panels[vasana.id].hand.buttons) == 7
    assert view.moves.acting_id() == vasana.id and "Vasana raises" not in view.log.item(view.log.count() - 1).text()
    view.redo_action.trigger()
    assert view.session.conflict.current_raise.total == 12 and len(view.panels[vasana.id].hand.buttons) == 5

    # DV-9 / DV-31: the see preview before confirming.
    pick(view, "Mayor Hodge", 5, 5, 2)
    text = view.moves.preview.text()
    assert label(SeeKind.TAKE_THE_BLOW) in text and "3d4" in text
    chart = view.moves.preview.chart
    assert [row[0] for row in chart.rows][:5] == [label(band) for band in FalloutBand]
    assert sum(row[1] for row in chart.rows[:5]) == 1  # exact fractions
    assert chart.rows[5][1] == experience_odds(fallout_odds("3d4"))
    view.moves.see_button.click()
    assert view.session.conflict.participant(hodge.id).fallout_dice == parse_pool("3d4")

    # DV-10: the side that saw raises next; Hodge holds one die: DV-11 escalate to fighting (Body and Will roll).
    assert view.moves.acting_id() == hodge.id and not view.moves.raise_button.isEnabled()
    select_member(view.bring.arena, Arena.FIGHTING)
    view.bring.escalate_button.click()
    assert view.roll.isVisibleTo(view) and view.roll.entry.sizes == (6, 6, 6, 6)
    assert not view.roll.use_button.isEnabled()  # nothing is a face until rolled or typed (C-2)
    roll(monkeypatch, 4, 4, 3, 1)
    view.roll.entry.roll_button.click()
    view.roll.use_button.click()
    assert sorted(d.value for d in view.session.conflict.participant(hodge.id).hand) == [1, 3, 3, 4, 4]
    pick(view, "Mayor Hodge", 4, 4)
    assert view.moves.blow.currentData() == BlowKind.PHYSICAL.value  # DV-9: a raise in a fight is physical (issue 15)
    view.moves.raise_button.click()

    # Vasana takes the blow with three dice: 3d6 noted.
    pick(view, "Vasana", 4, 3, 1)
    assert "3d6" in view.moves.preview.text()
    view.moves.see_button.click()

    # Vasana raises 5 + 2; Hodge gives (DV-12) and the conflict is over.
    pick(view, "Vasana", 5, 2)
    view.moves.raise_button.click()
    view.moves.give_button.click()
    conflict = view.session.conflict
    assert conflict.finished and conflict.winner_side == vasana.side
    lines = [view.log.item(i).text() for i in range(view.log.count())]
    assert any("You were seen at the well" in line for line in lines) and any("gives" in line for line in lines)
    assert lines[-1] == "The conflict is over: the stakes go to Vasana" and view.turn.text() == "Over: the stakes go to Vasana."
    assert view.aftermath.isVisibleTo(view) and set(view.aftermath.buttons) == {vasana.id, hodge.id}

    # The fallout step for Vasana: 1 5 4 = 9, long-term, and a 1: experience (DV-16, DV-18, DV-20).
    def fallout(dialog: FalloutDialog) -> None:
        assert not dialog.apply_button.isEnabled() and not dialog.preview.text()  # no result before the dice (issue 15)
        qtbot.keyClicks(dialog.entry.group(6).line, "154")  # typed from physical dice, a 1 among them
        assert len(dialog.rows) == 2 and not dialog.body_box.isVisibleTo(dialog)
        long_term, experience = dialog.rows
        select_member(long_term.choice, LongTermChoice.NEW_D4_TRAIT)
        long_term.text.setText("Bitter about Clearwine")
        assert not dialog.apply_button.isEnabled() and "reason" in dialog.problem.text()  # the program asks for one (DV-20)
        long_term.reason.setText("Hodge's lies cut deep")
        select_member(experience.choice, ExperienceChoice.STAT_PLUS_ONE)
        select_member(experience.stat, DogsStat.ACUITY)
        experience.reason.setText("Learned to read a liar")
        dialog.apply_button.click()

    drive(monkeypatch, FalloutDialog, fallout)
    view.aftermath.buttons[vasana.id].click()
    path = vasana_path(library)
    after = window.workspace.open(path).character
    assert after.dogs.traits[-1].text == "Bitter about Clearwine" and str(after.dogs.traits[-1].dice) == "1d4"
    assert after.dogs.stats.acuity == 4 and after.dogs.next_conflict[0].used
    new = after.history[-5:]
    assert [kinds(h)[0] for h in new] == ["dogs.conflict_ended", "dogs.next_conflict_used", "dogs.fallout_rolled", "dogs.trait_added", "dogs.stat_changed"]
    assert params(new[0], "dogs.conflict_ended")["fallout"] == "3d6"
    assert params(new[2], "dogs.fallout_rolled") == {"rolls": (1, 5, 4), "total": 9, "band": FalloutBand.LONG_TERM, "experience": True, "entered": True}
    assert new[0].summary == "Vasana won the conflict: Hodge confesses in Clearwine; fallout noted: 3d6"  # in the reader's words, for other readers
    assert all(h.kind is HistoryKind.DOGS for h in new)
    assert window.menu_actions.undo.text() == "Undo Fallout for Vasana"
    assert vasana.character_id in view.session.conflict.sheets_done

    window.menu_actions.undo.trigger()
    undone = window.workspace.open(path).character
    assert undone.dogs.stats.acuity == 3 and not undone.dogs.next_conflict[0].used
    assert vasana.character_id not in view.session.conflict.sheets_done and vasana.id in view.aftermath.buttons  # offered again (issue 14)
    window.menu_actions.redo.trigger()
    assert vasana.character_id in view.session.conflict.sheets_done
    assert window.save_all()
    assert load_character(path).dogs.stats.acuity == 4


def test_dv_close_and_resume_a_conflict(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    window, view = start(qtbot, monkeypatch, library, 5, 5, 3, 2, 6, 5, 4, 3, 2, 1, 6)
    pick(view, "Vasana", 6, 5)
    view.moves.raise_button.click()
    stakes_id = view.session.conflict.id
    view.close()
    saved = list((library / "play").glob("*.conflict.json"))
    assert len(saved) == 1

    def choose(dialog: ResumeDialog) -> None:
        assert dialog.list.count() == 1 and "Hodge confesses" in dialog.list.item(0).text()
        dialog.buttons.button(dialog.buttons.StandardButton.Open).click()

    drive(monkeypatch, ResumeDialog, choose)
    again = play.resume_conflict(window.runner)
    assert again is not None and again is not view
    conflict = again.session.conflict
    assert conflict.id == stakes_id and conflict.current_raise is not None and conflict.current_raise.total == 11
    assert again.moves.acting_id() == who(again, "Mayor Hodge")
    again.moves.give_button.click()
    # DV-17: nobody took a blow; the end went on both sheets in one step, and the file is gone.
    assert window.menu_actions.undo.text() == "Undo End of conflict: Hodge confesses in Clearwine"
    assert not again.aftermath.dying_buttons  # nobody said a life was at stake (issue 15)
    assert window.workspace.open(vasana_path(library)).character.dogs.next_conflict[0].used
    again.close()
    assert not list((library / "play").glob("*.conflict.json"))


def test_dv19_injury_on_the_sheet_body_roll_then_treatment_conflict(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    window = open_window(qtbot, library)
    path = vasana_path(library)
    editor = window.open_character(path)
    character = window.workspace.open(path).character
    window.workspace.apply("hurt", {path: note_injury(character, 13, parse_pool("2d10"), InjuryStage.BODY_ROLL, "duel")})
    section = editor.dogs
    assert section.injury.isVisibleTo(section) and "13" in section.injury.text()
    assert section.injury_button.text() == section.tr("Roll &Body…")

    def body(dialog: BodyRollDialog) -> None:
        assert not dialog.ok_button.isEnabled()  # no result before the dice (issue 15)
        type_faces(dialog.entry, [6, 5, 1, 1])  # 12 against 13: treatment (DV-19)
        dialog.ok_button.click()

    drive(monkeypatch, BodyRollDialog, body)
    section.injury_button.click()
    after = window.workspace.open(path).character
    assert params(after.history[-1], "dogs.body_roll") == {"rolls": (6, 5, 1, 1), "best": 12, "fallout": 13, "after": 16, "entered": True}
    assert after.dogs.injury.stage is InjuryStage.TREATMENT and after.dogs.injury.fallout == 16
    assert window.menu_actions.undo.text() == "Undo Body roll for Vasana"
    assert section.injury_button.text() == section.tr("Start &Treatment…")

    # DV-19 / DV-30: Hodge heals: his Acuity 2d6 and Vasana's Body 4d6 against the fallout 2d10 again.
    def treat(dialog: TreatmentDialog) -> None:
        dialog.healer.setCurrentIndex(dialog.healer.findText("Mayor Hodge"))
        assert dialog.entry.sizes == (6, 6, 6, 6, 6, 6, 10, 10)
        type_faces(dialog.entry, [6, 5, 4, 4, 3, 2, 9, 8])
        dialog.start_button.click()

    drive(monkeypatch, TreatmentDialog, treat)
    section.injury_button.click()
    view = play.conflict_windows(window.runner)[-1]
    conflict = view.session.conflict
    assert conflict.treatment_of == character.id and conflict.stakes == "Vasana's life"
    assert view.moves.acting_id() == who(view, "Mayor Hodge")
    pick(view, "Mayor Hodge", 6, 5)
    view.moves.raise_button.click()
    view.moves.give_button.click()  # the narrator gives: the healer wins, Vasana lives
    healed = window.workspace.open(path).character
    assert healed.dogs.injury is None and params(healed.history[-1], "dogs.treated")["result"] is Treated.LIVES
    assert window.menu_actions.undo.text() == "Undo End of conflict: Vasana's life"
    assert not section.injury.isVisibleTo(section)


def test_a_conflict_saved_by_schema_2_resumes_with_its_old_notes_shown_as_they_are(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    (library / "play").mkdir()
    shutil.copy(GOLDEN / "conflict-v2.conflict.json", library / "play" / "Hodge-confesses-00000000.conflict.json")
    window = open_window(qtbot, library)
    drive(monkeypatch, ResumeDialog, lambda dialog: dialog.buttons.button(dialog.buttons.StandardButton.Open).click())
    view = play.resume_conflict(window.runner)
    assert view is not None
    lines = [view.log.item(i).text() for i in range(view.log.count())]
    assert "round 1: Mayor Hodge, Vasana, Brother Amos" in lines  # the facts were only in the note: kept as it was
    assert "Vasana writes a relationship with Mayor Hodge (an old debt) (1d6) — He owes my father" in lines
    assert "Mayor Hodge raises 12 with 6 (d6), 6 (d6) against Vasana, Brother Amos — You have no authority here" in lines  # words from the facts
    assert lines[-1] == "The conflict is over: the stakes go to Vasana, Brother Amos"
    assert view.turn.text() == "Over: the stakes go to Vasana, Brother Amos."


def test_a_click_on_the_raisers_own_dice_does_not_hand_them_the_move(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    """Issue 20: after Vasana raised ("Mayor Hodge to see the raise"), a click on her own dice made
    her the one acting, and Give, still enabled, ended the conflict for her side in one click."""
    window, view = start(qtbot, monkeypatch, library, 5, 5, 3, 2, 6, 5, 4, 3, 2, 1, 6)
    vasana, hodge = who(view, "Vasana"), who(view, "Mayor Hodge")
    pick(view, "Vasana", 6, 6)
    view.moves.raise_button.click()
    assert "Mayor Hodge to see the raise" in view.turn.text() and view.moves.acting_id() == hodge
    own = view.panels[vasana].hand.buttons[0]
    qtbot.mouseClick(own, LEFT)
    assert view.moves.acting_id() == hodge  # Who acts stays with the side to act
    assert not own.isChecked() and "Vasana has no move now: Mayor Hodge acts." in view.problem.text()
    assert view.moves.give_button.isEnabled()  # Hodge may give instead of seeing (DV-12)
    view.moves.acting.setCurrentIndex(view.moves.acting.findData(vasana))  # chosen by hand: still no move for her
    assert not view.moves.give_button.isEnabled() and not view.moves.see_button.isEnabled()
    from talekeeper.core.rules.dogs import ConflictError, give

    with pytest.raises(ConflictError, match="not due"):
        give(view.session.conflict, vasana)
    assert not view.session.conflict.finished
