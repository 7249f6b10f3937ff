"""Damage: several attackers (ST-3), armor (ST-4), taking damage and what 0 HP means (ST-1, ST-5).

The damage itself is rolled elsewhere (C-2: by the program or by hand) and comes in as a number.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from talekeeper.core.dice import Dice, DiceError, parse_dice
from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.enums import CharacterKind, HarmStatus
from talekeeper.core.model.history import Event, HistoryKind
from talekeeper.core.rules.stonetop import events as ev
from talekeeper.core.rules.stonetop.errors import RuleError
from talekeeper.core.rules.stonetop.events import GM_DECIDES_FATE, NEGATIVE, NO_ATTACKER, NOT_WHOLE, PC_AT_ZERO_FOLLOWS_ST5, ZeroHp
from talekeeper.core.rules.stonetop.log import check_alive, hp_event, record, status_event, with_harm
from talekeeper.core.rules.stonetop.tables import ST3_EXTRA_ATTACKER_BONUS

# How bad each status is, so taking damage never makes a status milder.
_SEVERITY_ORDER = {
    HarmStatus.FINE: 0,
    HarmStatus.OUT_OF_ACTION: 1,
    HarmStatus.DEATHS_DOOR: 2,
    HarmStatus.DEAD: 3,
}


def _worse(a: HarmStatus, b: HarmStatus) -> HarmStatus:
    return a if _SEVERITY_ORDER[a] >= _SEVERITY_ORDER[b] else b


def _check_count(value: int, what: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(NOT_WHOLE, what=what, text=repr(value))
    if value < 0:
        raise RuleError(NEGATIVE, what=what, value=value)


# ---------------------------------------------------------------------------------------------
# ST-4 armor


def effective_armor(armor: int, *, piercing: int = 0, ignores_armor: bool = False, hp_loss: bool = False) -> int:
    """The armor that counts against one attack (ST-4): armor less piercing, never below 0;
    0 when the attack ignores armor or the move says "lose n HP"."""
    _check_count(armor, "armor")
    _check_count(piercing, "piercing")
    if ignores_armor or hp_loss:
        return 0
    return max(0, armor - piercing)


def damage_after_armor(
    damage: int, armor: int, *, piercing: int = 0, ignores_armor: bool = False, hp_loss: bool = False
) -> int:
    """HP lost to `damage` against `armor` (ST-4): damage less the effective armor, never below 0.
    `n piercing` ignores n points of armor for this attack only; `ignores_armor` and `hp_loss`
    ("lose n HP") are never reduced. 5 damage, 1 piercing, 2 armor -> 4."""
    _check_count(damage, "damage")
    counted = effective_armor(armor, piercing=piercing, ignores_armor=ignores_armor, hp_loss=hp_loss)
    return max(0, damage - counted)


# ---------------------------------------------------------------------------------------------
# ST-3 several attackers


def _parse(expression: Dice | str) -> Dice:
    if isinstance(expression, Dice):
        return expression
    try:
        return parse_dice(expression)
    except DiceError as error:
        raise RuleError.like(error) from None


def combined_damage(expressions: Iterable[Dice | str]) -> str:
    """The damage of several attackers at once (ST-3): roll only the expression with the largest
    die (Decision: ties go to the larger bonus; its bonus stays) and add +1 for each other
    attacker. `["d6", "d6", "d8+3"]` -> `"1d8+5"`. Returns C-1 canonical text."""
    parsed = [_parse(e) for e in expressions]
    if not parsed:
        raise RuleError(NO_ATTACKER)
    # max() keeps the first of equals, so equal expressions resolve to the first written.
    largest = max(parsed, key=lambda dice: (dice.largest_die, dice.constant))
    extra = ST3_EXTRA_ATTACKER_BONUS * (len(parsed) - 1)
    return str(largest + Dice(constant=extra))


@dataclass(frozen=True)
class Attack:
    """One attacker's damage and tags (ST-3, ST-4)."""

    damage: str
    piercing: int = 0
    ignores_armor: bool = False
    tags: frozenset[str] = frozenset()
    """Other tags in words (forceful, messy, ...)."""


def combine_attacks(attacks: Sequence[Attack]) -> Attack:
    """Several attackers as one attack (ST-3): `combined_damage` of their damage, and all their tags
    apply: piercing is the largest n among them, armor is ignored if any attack ignores it, and
    the other tags are their union."""
    if not attacks:
        raise RuleError(NO_ATTACKER)
    for attack in attacks:
        _check_count(attack.piercing, "piercing")
    return Attack(
        damage=combined_damage(a.damage for a in attacks),
        piercing=max(a.piercing for a in attacks),
        ignores_armor=any(a.ignores_armor for a in attacks),
        tags=frozenset().union(*(a.tags for a in attacks)),
    )


# ---------------------------------------------------------------------------------------------
# Taking damage (ST-1, ST-4, ST-5, ST-20's lock)


@dataclass(frozen=True)
class HarmReport:
    """The arithmetic of one damage event and what ST-5 says follows."""

    damage: int
    armor: int
    piercing: int
    ignores_armor: bool
    hp_loss: bool
    effective_armor: int
    lost: int
    """HP actually lost (HP never goes below 0)."""
    hp_before: int
    hp_after: int
    lethal: bool
    self_inflicted: bool
    status_before: HarmStatus
    status_after: HarmStatus
    recover_unlocked: bool
    """The damage lifted ST-20's "not again until damaged" lock."""
    gm_decides: bool
    """ST-5: a follower, NPC or monster at 0 HP: the GM says what happens."""
    may_roll_deaths_door: bool
    """ST-5: a follower at 0 HP: the GM may have the player roll Death's Door for them."""
    at_zero: ZeroHp | None
    """What ST-5 says about being at 0 HP (None: the hit did not bring the character to 0)."""

    @property
    def rolls_deaths_door(self) -> bool:
        """ST-6 follows: the hit brought the character to Death's Door (a player character's
        lethal hit, or the GM sending a follower there, ST-5), so Death's Door is rolled next."""
        return self.status_after is HarmStatus.DEATHS_DOOR and self.status_before is not HarmStatus.DEATHS_DOOR

    @property
    def after_armor(self) -> int:
        """Damage left after armor, before HP stops at 0."""
        return max(0, self.damage - self.effective_armor)

    def armor_event(self) -> Event:
        """The ST-4 sum: damage, armor counted and what is left."""
        if self.hp_loss:
            return event(ev.HP_LOSS, amount=self.damage)
        if self.ignores_armor:
            return event(ev.ARMOR_IGNORED, damage=self.damage)
        return event(ev.ARMOR, damage=self.damage, armor=self.armor, piercing=self.piercing, counted=self.effective_armor, after=self.after_armor)


def at_zero_choices(kind: CharacterKind) -> tuple[HarmStatus, ...]:
    """ST-5: what the GM may decide for a character of `kind` brought to 0 HP, the usual first
    (out of action). None for a player character, whom ST-5 itself decides for; a follower may be
    sent to Death's Door (the player rolls it); an NPC or monster is out of action or dead."""
    if kind is CharacterKind.PLAYER_CHARACTER:
        return ()
    if kind is CharacterKind.FOLLOWER:
        return (HarmStatus.OUT_OF_ACTION, HarmStatus.DEATHS_DOOR, HarmStatus.DEAD)
    return (HarmStatus.OUT_OF_ACTION, HarmStatus.DEAD)


def _at_zero(kind: CharacterKind, lethal: bool) -> ZeroHp:
    """ST-5 by kind and source."""
    if kind is CharacterKind.PLAYER_CHARACTER:
        return ZeroHp.DEATHS_DOOR if lethal else ZeroHp.OUT_OF_ACTION
    if kind is CharacterKind.FOLLOWER:
        return ZeroHp.FOLLOWER
    return ZeroHp.GM_LETHAL if lethal else ZeroHp.GM_DECIDES


def take_damage(
    character: Character,
    amount: int,
    *,
    piercing: int = 0,
    ignores_armor: bool = False,
    hp_loss: bool = False,
    lethal: bool = True,
    self_inflicted: bool = False,
    at_zero: HarmStatus | None = None,
    source: str = "",
    dice: str = "",
    entered: bool | None = None,
) -> tuple[Character, HarmReport]:
    """`character` after taking `amount` damage (already rolled) against their armor.

    - ST-4: armor less piercing; `ignores_armor` / `hp_loss` ("lose n HP") are not reduced.
    - ST-1: HP never goes below 0.
    - ST-20: damage that is not self-inflicted and gets past armor (HP lost, or more harm at 0 HP)
      lifts the Recover lock.
    - ST-5 when the character is at 0 HP afterwards (and the hit got past armor):
      player character: `lethal` -> at Death's Door, otherwise out of action;
      follower: the GM decides and may have the player roll Death's Door; out of action unless
      the caller passes `at_zero` (the GM's choice); NPC or monster: the GM decides (probably dead
      if `lethal`); out of action unless `at_zero` says otherwise. A status is never made milder.
    `source` and `dice` are shown in the history entry; `entered` says a person typed the dice.
    Appends one HARM history entry.
    """
    check_alive(character, "take more damage")
    _check_count(amount, "damage")
    harm = character.harm
    if at_zero is not None and not at_zero_choices(character.kind):
        raise RuleError(PC_AT_ZERO_FOLLOWS_ST5)
    counted = effective_armor(harm.armor, piercing=piercing, ignores_armor=ignores_armor, hp_loss=hp_loss)
    after_armor = max(0, amount - counted)
    hp_after = max(0, harm.hp - after_armor)
    lost = harm.hp - hp_after
    unlocked = harm.recover_locked and after_armor > 0 and not self_inflicted
    status = harm.status
    zero: ZeroHp | None = None
    if hp_after == 0 and after_armor > 0:
        zero = _at_zero(character.kind, lethal)
        if zero is ZeroHp.DEATHS_DOOR:
            status = _worse(status, HarmStatus.DEATHS_DOOR)
        elif zero is ZeroHp.OUT_OF_ACTION:
            status = _worse(status, HarmStatus.OUT_OF_ACTION)
        else:
            status = _worse(status, at_zero or HarmStatus.OUT_OF_ACTION)
    report = HarmReport(
        damage=amount,
        armor=harm.armor,
        piercing=piercing,
        ignores_armor=ignores_armor,
        hp_loss=hp_loss,
        effective_armor=counted,
        lost=lost,
        hp_before=harm.hp,
        hp_after=hp_after,
        lethal=lethal,
        self_inflicted=self_inflicted,
        status_before=harm.status,
        status_after=status,
        recover_unlocked=unlocked,
        gm_decides=zero in (ZeroHp.FOLLOWER, ZeroHp.GM_LETHAL, ZeroHp.GM_DECIDES),
        may_roll_deaths_door=zero is ZeroHp.FOLLOWER,
        at_zero=zero,
    )
    headline = ev.LOST_HP if hp_loss else ev.TOOK_DAMAGE
    events = [event(headline, amount=amount, lost=lost, source=source or None, entered=entered), report.armor_event(), hp_event(harm.hp, hp_after, harm.max_hp)]
    if status is not harm.status:
        events.append(status_event(harm.status, status))
    if unlocked:
        events.append(event(ev.RECOVER_UNLOCKED))
    if zero is not None:
        events.append(event(ev.AT_ZERO, case=zero))
    updated = with_harm(
        character,
        hp=hp_after,
        status=status,
        recover_locked=harm.recover_locked and not unlocked,
    )
    return record(updated, HistoryKind.HARM, events, dice=dice), report


def fiction_deaths_door(character: Character, *, reason: str = "") -> Character:
    """ST-5 last sentence: the fiction alone (a thirty-metre fall) puts a player character at 0 HP
    and at Death's Door, with no damage roll. Player characters only (a follower's fate is the
    GM's: use `take_damage(..., at_zero=HarmStatus.DEATHS_DOOR)`). Not damage, so ST-20's Recover
    lock stays as it is. Appends one HARM history entry."""
    check_alive(character, "be put at Death's Door")
    if character.kind is not CharacterKind.PLAYER_CHARACTER:
        raise RuleError(GM_DECIDES_FATE, name=character.name)
    harm = character.harm
    events = [event(ev.AT_DEATHS_DOOR, reason=reason or None), hp_event(harm.hp, 0, harm.max_hp)]
    if harm.status is not HarmStatus.DEATHS_DOOR:
        events.append(status_event(harm.status, HarmStatus.DEATHS_DOOR))
    events.append(event(ev.NO_DAMAGE_ROLL))
    updated = with_harm(character, hp=0, status=HarmStatus.DEATHS_DOOR)
    return record(updated, HistoryKind.HARM, events)
