"""Dice pools held in hand (DV): reading them, and taking some dice out of others (DV-3)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from enum import Enum

from talekeeper.core.dice import Dice, DiceError, parse_pool
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import BAD_DICE, LAST_DIE, NO_SUCH_SIZE, NOT_A_POOL, NOTHING_LARGER, ONE_STEP, SIZE_AT_END, UNASSIGNED_SHORT, WHICH_SIZE


class Pool(str, Enum):
    """What a set of dice written as text is for (a refusal says where bad dice were written)."""

    INFLUENCE = "influence"
    """DV-30: the demonic influence dice (campaign settings)."""
    FALLOUT = "fallout"
    BELONGING = "belonging"
    ARMOR = "armor"
    """DV-18: the black armor's dice."""
    EXTRA = "extra"
    """Other dice: an opposition by dice, a treatment's extras."""
    RELATIONSHIP = "relationship"


def pool(dice: Dice | str | None, what: Pool) -> Dice:
    """Dice held in hand from text or `Dice`; empty text or None is no dice."""
    if dice is None:
        return Dice()
    if isinstance(dice, Dice):
        if not dice.is_pool:
            raise ConflictError(NOT_A_POOL, what=what, text=str(dice))
        return dice
    if not dice.strip():
        return Dice()
    try:
        return parse_pool(dice)
    except DiceError:
        raise ConflictError(BAD_DICE, what=what, text=dice[:200]) from None


def from_sizes(sizes: Iterable[int]) -> Dice:
    """The pool of these dice, one entry per die, sizes in first-seen order (6, 4, 6 -> 2d6+1d4)."""
    counts = Counter(sizes)
    return parse_pool("+".join(f"{n}d{s}" for s, n in counts.items())) if counts else Dice()


def subtract(have: Dice, take: Dice, name: str) -> Dice:
    """`name`'s unassigned relationship dice `have` without the dice of `take` (DV-3); refuses
    dice `have` does not hold."""
    left = Counter(have.die_sizes())
    for size, count in Counter(take.die_sizes()).items():
        if left[size] < count:
            raise ConflictError(UNASSIGNED_SHORT, name=name, have=str(have), take=str(take))
        left[size] -= count
    kept: list[int] = []
    for size in have.die_sizes():
        if left[size] > 0:
            kept.append(size)
            left[size] -= 1
    return from_sizes(kept)


def add_die(dice: Dice, size: int) -> Dice:
    """One more die of `size` (DV-18, DV-20)."""
    return from_sizes([*dice.die_sizes(), size])


def remove_die(dice: Dice, size: int, item: str) -> Dice:
    """One die of `size` fewer on the trait or relationship `item`; refuses to take the last die
    (Decision: choose another result)."""
    if len(dice.die_sizes()) <= 1:
        raise ConflictError(LAST_DIE, item=item)
    sizes = list(dice.die_sizes())
    if size not in sizes:
        raise ConflictError(NO_SUCH_SIZE, item=item, size=size)
    sizes.remove(size)
    return from_sizes(sizes)


def step_size(dice: Dice, size: int, step: int, ladder: tuple[int, ...], item: str) -> Dice:
    """Every die of `size` one step up (+1) or down (-1) the `ladder` (DV-20)."""
    if size not in dice.die_sizes():
        raise ConflictError(NO_SUCH_SIZE, item=item, size=size)
    if step not in (1, -1):
        raise ConflictError(ONE_STEP)
    below = [s for s in ladder if s < size]
    above = [s for s in ladder if s > size]
    target = (above[0] if above else None) if step > 0 else (below[-1] if below else None)
    if target is None:
        raise ConflictError(SIZE_AT_END, size=size, up=step > 0, smallest=ladder[0], largest=ladder[-1])
    return from_sizes(target if s == size else s for s in dice.die_sizes())


def all_become(dice: Dice, size: int) -> Dice:
    """Every die becomes a d`size`, the count kept (2d8 -> 2d4, DV-17, DV-18)."""
    return from_sizes(size for _ in dice.die_sizes())


def one_size(dice: Dice, size: int | None, item: str, *, larger_than: int = 0) -> int:
    """The die size an action on the dice of `item` means: `size` if given, else the only size
    (larger than `larger_than`) the dice have; refuses when the choice is ambiguous or impossible."""
    sizes = sorted({s for s in dice.die_sizes() if s > larger_than})
    if size is not None:
        if size not in sizes:
            raise ConflictError(NO_SUCH_SIZE, item=item, size=size)
        return size
    if len(sizes) != 1:
        if not sizes:
            raise ConflictError(NOTHING_LARGER, item=item, size=larger_than)
        raise ConflictError(WHICH_SIZE, item=item, dice=str(dice))
    return sizes[0]
