"""Through the window: DV-30 calling on a demon relationship (the sold soul goes on the sheet with
the end of the conflict, one undo step), DV-21 dice carried into a follow-up conflict (kept by
giving in a saved conflict, or typed in; an NPC's fallout dice handed over), DV-30 treatment of a
dying character without fallout dice, and DV-19 the injured character's own fitting dice."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.dice import Dice, HandDice, parse_pool
from talekeeper.core.model import Character, DogsStats, Relationship, RelationshipKind
from talekeeper.core.model.common import evolve
from talekeeper.core.model.dogs import Belonging, InjuryStage
from talekeeper.core.rules.dogs import DieSource, DyingCause, give, note_injury, open_conflict, participant_from_character
from talekeeper.core.storage import Library, load_character
from talekeeper.core.storage.files import save_model
from talekeeper.core.storage.migrations import CONFLICT_FORMAT
from talekeeper.desktop import dogs as play
from talekeeper.desktop.dogs.conflict_window import ConflictWindow
from talekeeper.desktop.dogs.resume_dialog import ResumeDialog
from talekeeper.desktop.dogs.setup_dialog import ConflictSetupDialog
from talekeeper.desktop.dogs.treatment_dialog import TreatmentDialog
from talekeeper.desktop.window.main_window import MainWindow
from tests.desktop.dogs.conflicts import GOLDEN, drive, pick, roll, setup, vasana_path, who
from tests.events import params
from tests.gui import open_window, type_faces

STAKES = "Hodge confesses in Clearwine"


@pytest.fixture
def demons(tmp_path: Path) -> Path:
    """Vasana (golden file) and Mayor Hodge (2d6 in every stat) with a demon relationship."""
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    hodge = Character(name="Mayor Hodge")
    serpent = Relationship(subject="The Serpent", kind=RelationshipKind.DEMON, dice="1d6")
    hodge = evolve(hodge, dogs=evolve(hodge.dogs, stats=DogsStats(acuity=2, heart=2, body=2, will=2), relationships=(serpent,)))
    Library(tmp_path).create(hodge)
    return tmp_path


def hodge_path(library: Path) -> Path:
    return library / "Mayor-Hodge.tale.json"


def begin(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path, influence: str, *, life: tuple[str, ...] = ()) -> tuple[MainWindow, ConflictWindow]:
    window = open_window(qtbot, library)
    window.controller.campaign = evolve(window.controller.campaign, demonic_influence=influence)
    drive(monkeypatch, ConflictSetupDialog, setup(STAKES, "Vasana", life=life))
    # Hodge: Acuity 2d6 + Heart 2d6; Vasana: Acuity 3d6 + Heart 3d6 + Clearwine 1d6 (suggested, DV-3).
    roll(monkeypatch, 5, 5, 3, 2, 6, 5, 4, 3, 2, 1, 6)
    view = play.start_conflict(window.runner, [hodge_path(library), vasana_path(library)])
    assert view is not None
    return window, view


def test_dv30_calling_on_a_demon_rolls_the_influence_and_the_sheet_records_the_sold_soul(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, demons: Path) -> None:
    window, view = begin(qtbot, monkeypatch, demons, "2d6")
    vasana, hodge = who(view, "Vasana"), who(view, "Mayor Hodge")
    bring = view.bring
    assert not bring.demon_button.isVisibleTo(bring)  # Vasana has no demon relationship
    pick(view, "Vasana", 6, 6)
    view.moves.raise_button.click()
    assert view.moves.acting_id() == hodge
    assert bring.demon_button.isVisibleTo(bring) and bring.demon_button.isEnabled()
    assert bring.demon.currentText() == "The Serpent (rolls the demonic influence: 2d6)" and "2d6" in bring.demon_button.toolTip()

    # DV-30: the influence dice (2d6) join like a trait, rolled or typed (C-2).
    bring.demon_button.click()
    assert view.roll.isVisibleTo(view) and view.roll.entry.sizes == (6, 6)
    roll(monkeypatch, 6, 6)
    view.roll.entry.roll_button.click()
    view.roll.use_button.click()
    me = view.session.conflict.participant(hodge)
    assert me.demon_called and [d.value for d in me.hand if d.source is DieSource.DEMON] == [6, 6]
    assert not bring.demon_button.isEnabled()  # once per conflict
    assert any("sells their soul" in view.log.item(i).text() for i in range(view.log.count()))

    # Hodge blocks with the demon's dice, then gives instead of raising: Vasana wins; nobody took a blow.
    pick(view, "Mayor Hodge", 6, 6)
    view.moves.see_button.click()
    view.moves.give_button.click()
    lines = [view.log.item(i).text() for i in range(view.log.count())]
    assert "Mayor Hodge gives, keeping a 5 on a d6 for a follow-up conflict" in lines  # DV-12 / DV-21
    assert set(view.aftermath.kept_buttons) == {hodge}
    assert list((demons / "play").glob("*.conflict.json"))  # kept for the follow-up (DV-21)
    assert view.session.conflict.finished and view.session.conflict.winner_side == view.session.conflict.participant(vasana).side
    after = window.workspace.open(hodge_path(demons)).character
    assert after.dogs.soul_sold
    sold = after.history[-1]
    assert params(sold, "dogs.soul_sold") == {"subject": "The Serpent"} and params(sold, "dogs.in_conflict") == {"stakes": STAKES}
    assert sold.summary == "Mayor Hodge called on The Serpent and sold their soul"
    assert not window.workspace.open(vasana_path(demons)).character.dogs.soul_sold
    assert window.menu_actions.undo.text() == f"Undo End of conflict: {STAKES}"  # one step with the end of the conflict
    window.menu_actions.undo.trigger()
    assert not window.workspace.open(hodge_path(demons)).character.dogs.soul_sold
    window.menu_actions.redo.trigger()
    assert window.save_all()
    assert load_character(hodge_path(demons)).dogs.soul_sold
    view.aftermath.kept_buttons[hodge].click()  # no follow-up after all: the kept die is given up
    assert view.session.conflict.participant(hodge).follow_up_die is None and not view.aftermath.kept_buttons
    assert not list((demons / "play").glob("*.conflict.json"))


def test_dv30_no_demonic_influence_set_means_no_call(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, demons: Path) -> None:
    _window, view = begin(qtbot, monkeypatch, demons, "")
    pick(view, "Vasana", 6, 6)
    view.moves.raise_button.click()
    assert view.bring.demon_button.isVisibleTo(view.bring) and not view.bring.demon_button.isEnabled()
    assert "no demonic influence" in view.bring.demon_button.toolTip()


def saved_give(library: Path) -> None:
    """A finished conflict in the play folder where Hodge gave instead of raising (DV-12), keeping
    a 5 on a d6: the file stays until the die is carried into a follow-up or given up."""
    vasana = participant_from_character(load_character(vasana_path(library)), side="Vasana")
    hodge = participant_from_character(load_character(hodge_path(library)), side="Hodge")
    conflict = open_conflict("The old quarrel", [hodge, vasana], started_by=hodge.id, dice=HandDice([4, 2, 5, 1, 3, 3, 3, 3, 3, 3]))
    conflict = give(conflict, hodge.id)
    assert conflict.participant(hodge.id).follow_up_die.value == 5
    conflict = evolve(conflict, sheets_done=(vasana.character_id, hodge.character_id))  # the end is on the sheets
    (library / "play").mkdir(exist_ok=True)
    save_model(conflict, library / "play" / "old-quarrel.conflict.json", CONFLICT_FORMAT)


def test_dv21_follow_up_conflict_carries_the_kept_die_and_the_npc_fallout_dice(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, demons: Path) -> None:
    saved_give(demons)
    window = open_window(qtbot, demons)
    listed = ResumeDialog(play.saved_conflicts(window.runner), window)
    assert "over, a die kept for a follow-up" in listed.list.item(0).text()
    listed.close()
    shown: list[str] = []

    def act(dialog: ConflictSetupDialog) -> None:
        dialog.stakes.setText(STAKES)
        dialog.people.starter.setCurrentIndex(dialog.people.starter.findText("Vasana"))
        box = dialog.carried
        dialog.people.table.setCurrentCell(0, 0)  # Hodge: the kept die of the saved conflict is offered first
        assert "The old quarrel" in box.source.itemText(0) and not box.size_box.isEnabled()
        box.add_button.click()
        assert box.list.count() == 1 and "5 on a d6" in box.list.item(0).text()
        assert all("The old quarrel" not in box.source.itemText(i) for i in range(box.source.count()))  # carried once
        # DV-21: the GM hands Hodge the two highest fallout dice of an NPC, typed in.
        box.source.setCurrentIndex(box.source.count() - 1)
        box.size_box.setCurrentIndex(box.size_box.findData(10))
        box.value.setValue(9)
        box.add_button.click()
        box.size_box.setCurrentIndex(box.size_box.findData(4))
        assert box.value.maximum() == 4  # a d4 cannot show more than 4 (C-2)
        box.value.setValue(3)
        box.add_button.click()
        box.list.setCurrentRow(2)
        box.remove_button.click()  # a slip: the d4 goes again
        box.size_box.setCurrentIndex(box.size_box.findData(8))
        box.value.setValue(7)
        box.add_button.click()
        dialog.people.table.setCurrentCell(1, 0)  # Vasana: nothing offered, typed in by hand
        assert box.list.count() == 0 and "The old quarrel" not in box.source.itemText(0)
        shown.append(dialog.pools.text())
        assert dialog.entry.sizes == (6,) * 11  # carried dice are not rolled
        dialog.entry.roll_button.click()
        dialog.start_button.click()

    drive(monkeypatch, ConflictSetupDialog, act)
    roll(monkeypatch, 5, 5, 3, 2, 6, 5, 4, 3, 2, 1, 6)
    view = play.start_conflict(window.runner, [hodge_path(demons), vasana_path(demons)])
    assert view is not None
    assert "carries in 5 on a d6, 9 on a d10, 7 on a d8" in shown[0]
    hodge = view.session.conflict.participant(who(view, "Mayor Hodge"))
    carried = [(d.size, d.value, d.source) for d in hodge.hand if d.source in (DieSource.CARRIED, DieSource.NPC_FALLOUT)]
    assert carried == [(6, 5, DieSource.CARRIED), (10, 9, DieSource.NPC_FALLOUT), (8, 7, DieSource.CARRIED)] and len(hodge.hand) == 7
    tips = [b.toolTip() + b.accessibleName() + b.text() for b in view.panels[hodge.id].hand.buttons]
    assert any("kept by giving in “The old quarrel”" in tip for tip in tips) and any("an NPC's fallout die" in tip for tip in tips)
    pick(view, "Vasana", 6, 6)
    view.moves.raise_button.click()
    pick(view, "Mayor Hodge", 9, 7)  # the carried dice see the raise at once (DV-21)
    view.moves.see_button.click()
    assert view.session.conflict.current_raise is None
    # The kept die was spent from the old conflict when the new one opened (one step), whose file then had nothing left to keep.
    assert not (demons / "play" / "old-quarrel.conflict.json").exists()
    window.menu_actions.undo.trigger()  # the see
    window.menu_actions.undo.trigger()  # the raise
    assert window.menu_actions.undo.text() == f"Undo Start conflict: {STAKES}"
    window.menu_actions.undo.trigger()  # the start: the old conflict keeps its die again
    assert (demons / "play" / "old-quarrel.conflict.json").exists()
    assert view.session.gone and not view.moves.isEnabled()


def test_dv30_dying_without_fallout_dice_is_treated_against_the_cause_plus_influence(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, demons: Path) -> None:
    window = open_window(qtbot, demons)
    window.controller.campaign = evolve(window.controller.campaign, demonic_influence="1d6")
    path = vasana_path(demons)
    editor = window.open_character(path)
    character = window.workspace.open(path).character
    window.workspace.apply("life at stake", {path: note_injury(character, 16, Dice(), InjuryStage.TREATMENT, "her life")})

    def treat(dialog: TreatmentDialog) -> None:
        assert dialog.cause.isVisibleTo(dialog)
        dialog.healer.setCurrentIndex(dialog.healer.findText("Mayor Hodge"))
        dialog.cause.setCurrentIndex(dialog.cause.findData(DyingCause.DEADLY_WEAPON.value))
        assert dialog.entry.sizes == (6,) * 6 + (10, 10, 10, 10, 6)
        assert "4d10+1d6" in dialog.pools.text()
        dialog.cause.setCurrentIndex(dialog.cause.findData(DyingCause.CUT_STAB_HANGING_CLUBBING.value))
        assert dialog.entry.sizes[6:] == (8, 8, 8, 8, 6)
        dialog.cause.setCurrentIndex(dialog.cause.findData(DyingCause.STRANGLING_TRAMPLING_FALLING_DROWNING.value))
        assert "Narrator rolls 5d6" in dialog.pools.text()
        type_faces(dialog.entry, [6, 5, 4, 4, 3, 2, 6, 5, 4, 3, 2])
        dialog.start_button.click()

    drive(monkeypatch, TreatmentDialog, treat)
    editor.dogs.injury_button.click()
    view = play.conflict_windows(window.runner)[-1]
    narrator = next(p for p in view.session.conflict.participants if p.character_id is None)
    assert sorted(d.value for d in narrator.hand) == [2, 3, 4, 5, 6] and len(narrator.hand) == 5


def test_dv19_treatment_the_injured_character_brings_fitting_dice(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, demons: Path) -> None:
    window = open_window(qtbot, demons)
    path = vasana_path(demons)
    editor = window.open_character(path)
    character = window.workspace.open(path).character
    mayor = Relationship(subject="Hodge (the mayor)", kind=RelationshipKind.PERSON, dice="1d10")
    character = evolve(character, dogs=evolve(character.dogs, relationships=(*character.dogs.relationships, mayor)))
    horse = next(b for b in character.dogs.belongings if b.name == "Horse")
    assert isinstance(horse, Belonging)
    window.workspace.apply("hurt", {path: note_injury(character, 17, parse_pool("2d8"), InjuryStage.TREATMENT, "duel")})

    def treat(dialog: TreatmentDialog) -> None:
        assert not dialog.cause.isVisibleTo(dialog)  # fallout dice noted: no cause to choose
        dialog.healer.setCurrentIndex(dialog.healer.findText("Mayor Hodge"))
        assert dialog.patient_picks.ticked() == {mayor.id}  # DV-3: the person who arrives to help fits
        assert dialog.entry.sizes == (6, 6, 6, 6, 6, 6, 10, 8, 8)
        rows = [dialog.patient_picks.item(i) for i in range(dialog.patient_picks.count())]
        next(r for r in rows if "Horse" in r.text()).setCheckState(Qt.CheckState.Checked)
        assert dialog.entry.sizes == (6, 6, 6, 6, 6, 6, 10, 8, 8, 8)
        type_faces(dialog.entry, [6, 5, 4, 4, 3, 2, 9, 7, 8, 8])
        dialog.start_button.click()

    drive(monkeypatch, TreatmentDialog, treat)
    editor.dogs.injury_button.click()
    view = play.conflict_windows(window.runner)[-1]
    healer = view.session.conflict.participant(who(view, "Mayor Hodge"))
    refs = {d.ref: (d.size, d.value) for d in healer.hand if d.source is DieSource.PATIENT_ITEM}
    assert refs == {"Hodge (the mayor)": (10, 9), "Horse": (8, 7)}
    tips = [b.toolTip() + b.accessibleName() for b in view.panels[healer.id].hand.buttons]
    assert any("the patient's Hodge (the mayor)" in tip for tip in tips) and any("the patient's Body" in tip for tip in tips)


def test_dv30_a_lost_life_stake_without_fallout_dice_starts_a_treatment_against_the_cause(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, demons: Path) -> None:
    window, view = begin(qtbot, monkeypatch, demons, "", life=("Mayor Hodge",))
    hodge = who(view, "Mayor Hodge")
    assert view.session.conflict.participant(hodge).life_at_stake
    pick(view, "Vasana", 6, 6)
    view.moves.raise_button.click()
    view.moves.give_button.click()  # Hodge gives: he loses, taking no blow
    aftermath = view.aftermath
    assert set(aftermath.dying_buttons) == {hodge}  # the loser whose life the users said was at stake (issue 15)

    def treat(dialog: TreatmentDialog) -> None:
        assert dialog.cause.isVisibleTo(dialog) and dialog.healer.currentText() == "Vasana"
        # Vasana's Acuity 3d6 and Hodge's Body 2d6 against deadly weapons 4d10 (no influence set).
        assert dialog.entry.sizes == (6,) * 5 + (10,) * 4
        type_faces(dialog.entry, [6, 6, 5, 4, 3, 2, 2, 1, 1])
        dialog.start_button.click()

    drive(monkeypatch, TreatmentDialog, treat)
    aftermath.dying_buttons[hodge].click()
    path = hodge_path(demons)
    dying = window.workspace.open(path).character
    assert dying.dogs.injury.stage is InjuryStage.TREATMENT and not dying.dogs.injury.dice
    assert params(dying.history[-1], "dogs.life_lost") == {"stakes": STAKES}
    assert window.menu_actions.undo.text() == "Undo Treatment for Mayor Hodge"  # the step after "Mayor Hodge is dying"
    assert not aftermath.dying_buttons  # noted once
    treatment = play.conflict_windows(window.runner)[-1]
    assert treatment is not view and treatment.session.conflict.treatment_of == dying.id
    pick(treatment, "Vasana", 6, 6)
    treatment.moves.raise_button.click()
    treatment.moves.give_button.click()  # the narrator gives: the healer wins
    assert window.workspace.open(path).character.dogs.injury is None
