"""One way to heal in HeroQuest (issue 21, point 2): HQ-22 first aid, HQ-23 major healing and HQ-24
rescue from dying are one input (`core.operations.heroquest.Heal`) and one rule path
(`core.rules.heroquest.healing.treat`), whether made from HeroQuest Healing or from First aid (FA-1).

`tests/golden/character-v6-first-aid.tale.json` was written by First aid's own HQ treatments before
they became `Heal` (main at a26c26b: `HqFirstAid`, `HqMajorHealing`, `HqRescue`); its history must
read as it did, and the same treatments made now must write the same entries."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from talekeeper.core.dice import DiceError, Faces
from talekeeper.core.model import Ability, Campaign, Character, HeroQuest, State, StateLevel
from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.model.history import HistoryEntry
from talekeeper.core.operations.heroquest import Heal, Side, heal
from talekeeper.core.operations.stonetop import FirstAid, first_aid
from talekeeper.core.outcome import Table
from talekeeper.core.rating import Rating
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.heroquest import Healing
from talekeeper.core.storage import load_character
from talekeeper.desktop import i18n
from talekeeper.desktop.words.wording import entry_details, entry_headline
from tests.events import params

GOLDEN = Path(__file__).parents[2] / "golden" / "character-v6-first-aid.tale.json"

ENGLISH = [
    ["First aid on Harvar: Minor victory", "d20: 12", "Rolled 12 against 12: success", "1 hurt removed"],
    ["First aid on Harvar: Minor defeat", "d20: 19", "Rolled 19 against 12: failure", "1 hurt remains"],
    ["Major healing of Harvar: Major victory", "d20: 4, 16", "Rolled 4 against 17W: success, bumped to critical",
     "The resistance rolled 16 against 14: failure", "The roll bumped up 1 time by masteries (HQ-6)", "Critical against failure → Major victory",
     "Injured healed"],
    ["Rescue of Harvar from dying: Marginal victory", "d20: 3, 18", "healer: Ana", "Ana rolled 3 against 10: success",
     "The resistance rolled 18 against 20: success", "Success against success → Marginal victory", "Dying → Injured"],
]
JAPANESE = [
    ["Harvarへの応急手当て：通常勝利", "d20: 12", "目標値12に対して出目12、成功", "かすり傷1個が治った"],
    ["Harvarへの応急手当て：通常敗北", "d20: 19", "目標値12に対して出目19、失敗", "かすり傷1個が残る"],
    ["Harvarの大治癒：大勝利", "d20: 4, 16", "目標値17Wに対して出目4、成功からクリティカルに変化", "抵抗値：目標値14に対して出目16、失敗",
     "ロールは支配のルーンにより1段階上昇（HQ-6）", "クリティカル 対 失敗 → 大勝利", "重傷が治った"],
    ["Harvarの瀕死からの救出：ぎりぎり勝利", "d20: 3, 18", "治療者：Ana", "Ana：目標値10に対して出目3、成功", "抵抗値：目標値20に対して出目18、成功",
     "成功 対 成功 → ぎりぎり勝利", "瀕死 → 重傷"],
]


def worded(character: Character) -> list[list[str]]:
    return [[entry_headline(e, character.name), e.dice, *entry_details(e, character.name)] for e in character.history]


@pytest.mark.parametrize(("language", "lines"), [("en", ENGLISH), ("ja", JAPANESE)])
def test_fa1_hq22_hq23_hq24_golden_history_reads_as_before(qapp: QApplication, language: str, lines: list[list[str]]) -> None:
    sheet = load_character(GOLDEN)
    assert i18n.install(language) == language
    try:
        assert worded(sheet) == lines
    finally:
        i18n.install("en")


def test_the_first_entry_worded_in_a_new_process_shows_its_levels_in_words(tmp_path: Path) -> None:
    """A history read before any rules module is imported (a sheet opened at start-up, an export
    from the command line) showed the first entry's level as stored: "First aid on Harvar:
    minor_victory"."""
    script = ("from pathlib import Path\nfrom talekeeper.core.storage import load_character\n"
              "from talekeeper.desktop.words.wording import entry_headline\n"
              f"sheet = load_character(Path({str(GOLDEN)!r}))\nprint(entry_headline(sheet.history[0], sheet.name))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120, cwd=tmp_path)
    assert done.stdout.strip() == ENGLISH[0][0]


# -- the same treatments through both ways ----------------------------------------------------------

HEAL = Ability(id="00000000000000000000000000000b01", name="Heal Wounds", rating=Rating(10))
ANA = Character(id="00000000000000000000000000000b00", name="Ana", heroquest=HeroQuest(abilities=(HEAL,)))
ANA_HEALS = Side(character_id=ANA.id, ability_id=HEAL.id)


def written(entry: HistoryEntry) -> tuple[object, ...]:
    """What a rules action writes to a history entry (its id and time are the moment's)."""
    return entry.kind, entry.dice, entry.details, entry.events


def test_fa1_hq22_hq23_hq24_made_now_write_the_golden_entries() -> None:
    """The golden's four treatments made again, with HeroQuest Healing's input: the rescue's healer
    named "Ana" is now Ana's sheet, at 10 as she was typed."""
    golden = load_character(GOLDEN)
    arm, leg, gut, fall = (State(id=f"00000000000000000000000000000a0{n}", level=level, relates_to=about, source=source)
                           for n, level, about, source in ((1, StateLevel.HURT, "sword arm", ""), (2, StateLevel.HURT, "leg", ""),
                                                           (3, StateLevel.INJURED, "", "troll's club"), (4, StateLevel.DYING, "", "the fall")))
    harvar = Character(id=golden.id, name="Harvar", heroquest=HeroQuest(states=(arm, leg, gut, fall)))
    treatments = (
        Heal(harvar.id, Healing.FIRST_AID, (arm.id,), Side(rating=Rating(15)), Faces((12,), entered=True)),
        Heal(harvar.id, Healing.FIRST_AID, (leg.id,), Side(rating=Rating(15)), Faces((19,), entered=True)),
        Heal(harvar.id, Healing.MAJOR_HEALING, (gut.id,), Side(rating=Rating(17, 1)), Faces((4, 16), entered=True)),
        Heal(harvar.id, Healing.RESCUE, (fall.id,), ANA_HEALS, Faces((3, 18))),
    )
    treated = first_aid(Table.of([harvar, ANA]), FirstAid(harvar.id, treatments)).sheet(harvar.id)
    assert [written(e) for e in treated.history] == [written(e) for e in golden.history]
    assert treated.heroquest == golden.heroquest


def patient() -> Character:
    """Bor with two hurts, an injury and a dying state; Ana heals him."""
    states = (State(level=StateLevel.HURT, relates_to="arm"), State(level=StateLevel.HURT, relates_to="leg"),
              State(level=StateLevel.INJURED), State(level=StateLevel.DYING))
    return Character(name="Bor", heroquest=HeroQuest(states=states))


def both_ways(table: Table, ask: Heal) -> tuple[Character | str, Character | str]:
    """The patient after HeroQuest Healing and after First aid with the same input (or the code of
    the refusal)."""
    found: list[Character | str] = []
    for way in (lambda: heal(table, ask), lambda: first_aid(table, FirstAid(ask.patient_id, (ask,)))):
        try:
            found.append(way().sheet(ask.patient_id))
        except Refusal as refusal:
            found.append(refusal.code)
    return found[0], found[1]


def same(one: Character | str, other: Character | str) -> bool:
    if isinstance(one, str) or isinstance(other, str):
        return one == other
    return (one.heroquest, one.harm, [written(e) for e in one.history]) == (other.heroquest, other.harm, [written(e) for e in other.history])


ACTIONS = {Healing.FIRST_AID: ("HQ-22", 1), Healing.MAJOR_HEALING: ("HQ-23", 2), Healing.RESCUE: ("HQ-24", 2)}


@pytest.mark.parametrize("action", list(ACTIONS), ids=[rule for rule, _ in ACTIONS.values()])
@pytest.mark.parametrize("healer", ["library", "typed"])
def test_fa1_and_hq_healing_give_the_same_sheet_for_every_die(action: Healing, healer: str) -> None:
    """Every face (and pair of faces) of HQ-22, HQ-23 and HQ-24, with a library healer (her own
    hurt counts, HQ-20) or a rating typed in: FA-1 and HeroQuest Healing write the same sheet."""
    bor = patient()
    hurt_ana = ANA.model_copy(update={"heroquest": ANA.heroquest.model_copy(update={"states": (State(level=StateLevel.HURT),)})})
    table = Table.of([bor, hurt_ana], Campaign(tie_break=TieBreak.HIGH, default_resistance=Rating(12)))
    side = ANA_HEALS if healer == "library" else Side(rating=Rating(5, 1))
    treated = {Healing.FIRST_AID: tuple(s.id for s in bor.heroquest.states[:2]), Healing.MAJOR_HEALING: (bor.heroquest.states[2].id,),
               Healing.RESCUE: (bor.heroquest.states[3].id,)}[action]
    _, count = ACTIONS[action]
    faces = [(a,) for a in range(1, 21)] if count == 1 else [(a, b) for a in range(1, 21) for b in range(1, 21)]
    levels = set()
    for values in faces:
        made, other = both_ways(table, Heal(bor.id, action, treated, side, Faces(values)))
        assert same(made, other), values
        assert isinstance(made, Character)
        levels.add(made.history[-1].events[0].params["level"])
    assert len(levels) > 2, "the dice reached several levels"


@pytest.mark.parametrize(("action", "states", "code"), [
    (Healing.FIRST_AID, (), "hq.pick_hurts"),
    (Healing.FIRST_AID, (2,), "hq.not_a_hurt"),
    (Healing.MAJOR_HEALING, (), "hq.pick_state"),
    (Healing.RESCUE, (2,), "hq.not_dying"),
], ids=["HQ-22 nothing picked", "HQ-22 not a hurt", "HQ-23 nothing picked", "HQ-24 not dying"])
def test_fa1_and_hq_healing_refuse_alike(action: Healing, states: tuple[int, ...], code: str) -> None:
    bor = patient()
    ids = tuple(bor.heroquest.states[n].id for n in states)
    faces = Faces((10,) if action is Healing.FIRST_AID else (10, 10))
    assert both_ways(Table.of([bor]), Heal(bor.id, action, ids, Side(rating=Rating(15)), faces)) == (code, code)


@pytest.mark.parametrize(("action", "values"), [(Healing.FIRST_AID, (12, 7)), (Healing.MAJOR_HEALING, (12,)), (Healing.RESCUE, (12, 3, 4))],
                         ids=["HQ-22 two dice", "HQ-23 one die", "HQ-24 three dice"])
def test_fa1_refuses_dice_that_do_not_fit_the_healing(action: Healing, values: tuple[int, ...]) -> None:
    """C-2: FA-1's own HQ treatments used the first face of first aid and dropped the others, and
    failed with a ValueError (a bug report) for a contest given one die or three."""
    bor = patient()
    state = bor.heroquest.states[0 if action is Healing.FIRST_AID else 3]
    ask = Heal(bor.id, action, (state.id,), Side(rating=Rating(15)), Faces(values))
    for refused in (lambda: first_aid(Table.of([bor]), FirstAid(bor.id, (ask,))), lambda: heal(Table.of([bor]), ask)):
        with pytest.raises(DiceError) as caught:
            refused()
        assert caught.value.code == "dice.count"


def test_fa1_treats_its_own_patient_only() -> None:
    bor, other = patient(), patient().model_copy(update={"id": "00000000000000000000000000000c00", "name": "Cal"})
    ask = Heal(other.id, Healing.RESCUE, (other.heroquest.states[3].id,), Side(rating=Rating(15)), Faces((1, 20)))
    with pytest.raises(Refusal) as refused:
        first_aid(Table.of([bor, other]), FirstAid(bor.id, (ask,)))
    assert (refused.value.code, refused.value.params) == ("harm.other_patient", {"name": "Bor"})


def test_fa1_treats_the_patient_as_treated_so_far_also_as_their_own_healer() -> None:
    """HQ-20: a hurt healer is at -3 a hurt. Bor treats his first hurt at 15 - 6 (his two hurts) - 3
    (the hurt treated, HQ-22) = 6; once it is healed, the second at 15 - 3 - 3 = 9, as two HeroQuest
    Healings in turn would."""
    heal_ability = Ability(name="Heal", rating=Rating(15))
    arm, leg = State(level=StateLevel.HURT, relates_to="arm"), State(level=StateLevel.HURT, relates_to="leg")
    bor = Character(name="Bor", heroquest=HeroQuest(abilities=(heal_ability,), states=(arm, leg)))
    himself = Side(character_id=bor.id, ability_id=heal_ability.id)
    first = Heal(bor.id, Healing.FIRST_AID, (arm.id,), himself, Faces((5,)))
    second = Heal(bor.id, Healing.FIRST_AID, (leg.id,), himself, Faces((5,)))
    one_step = first_aid(Table.of([bor]), FirstAid(bor.id, (first, second))).sheet(bor.id)
    in_turn = heal(Table.of([heal(Table.of([bor]), first).sheet(bor.id)]), second).sheet(bor.id)
    assert [params(e, "hq.roll")["target"] for e in one_step.history] == ["6", "9"]
    assert same(one_step, in_turn) and one_step.heroquest.states == ()


def test_hq24_the_dying_cannot_rescue_themselves() -> None:
    """HQ-24: another hero must win the rescue; a dying character picked as their own healer is
    refused by name, from HeroQuest Healing and from First aid alike."""
    hurt = patient()
    bor = hurt.model_copy(update={"heroquest": HeroQuest(abilities=(HEAL,), states=hurt.heroquest.states)})
    ask = Heal(bor.id, Healing.RESCUE, (bor.heroquest.states[3].id,), Side(character_id=bor.id, ability_id=HEAL.id), Faces((1, 20)))
    assert both_ways(Table.of([bor]), ask) == ("hq.rescue_by_another", "hq.rescue_by_another")
    with pytest.raises(Refusal) as refused:
        heal(Table.of([bor]), ask)
    assert refused.value.params == {"name": "Bor"}


@pytest.mark.parametrize("action", [Healing.MAJOR_HEALING, Healing.RESCUE], ids=["HQ-23", "HQ-24"])
def test_hq20_a_dying_healer_can_take_no_action(action: Healing) -> None:
    """HQ-20: a dying character takes no action, so cannot heal: not their own dying state by
    major healing (which would sidestep HQ-24's "another hero"), nor anyone else."""
    dying = State(level=StateLevel.DYING)
    bor = Character(name="Bor", heroquest=HeroQuest(abilities=(HEAL,), states=(dying,)))
    cal = patient().model_copy(update={"id": "00000000000000000000000000000c00", "name": "Cal"})
    bor_heals = Side(character_id=bor.id, ability_id=HEAL.id)
    own = Heal(bor.id, Healing.MAJOR_HEALING, (dying.id,), bor_heals, Faces((1, 20)))
    other = Heal(cal.id, action, (cal.heroquest.states[3].id,), bor_heals, Faces((1, 20)))
    table = Table.of([bor, cal])
    assert both_ways(table, own) == ("hq.cannot_act", "hq.cannot_act")
    assert both_ways(table, other) == ("hq.cannot_act", "hq.cannot_act")
    with pytest.raises(Refusal) as refused:
        heal(table, other)
    assert refused.value.params == {"name": "Bor", "level": StateLevel.DYING}
