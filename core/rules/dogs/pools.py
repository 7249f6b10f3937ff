"""Dice pools held in hand (DV): reading them, and taking some dice out of others (DV-3)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from core.dice import Dice, DiceError, parse_pool
from core.rules.dogs.errors import ConflictError


def pool(dice: Dice | str | None, what: str) -> Dice:
    """Dice held in hand from text or `Dice`; empty text or None is no dice."""
    if dice is None:
        return Dice()
    if isinstance(dice, Dice):
        if not dice.is_pool:
            raise ConflictError(f"{what}: '{dice}' must be dice only, no numbers")
        return dice
    if not dice.strip():
        return Dice()
    try:
        return parse_pool(dice)
    except DiceError as error:
        raise ConflictError(f"{what}: {error}") from None


def from_sizes(sizes: Iterable[int]) -> Dice:
    """The pool of these dice, one entry per die, sizes in first-seen order (6, 4, 6 -> 2d6+1d4)."""
    counts = Counter(sizes)
    return parse_pool("+".join(f"{n}d{s}" for s, n in counts.items())) if counts else Dice()


def subtract(have: Dice, take: Dice, what: str) -> Dice:
    """`have` without the dice of `take`; refuses dice `have` does not hold."""
    left = Counter(have.die_sizes())
    for size, count in Counter(take.die_sizes()).items():
        if left[size] < count:
            raise ConflictError(
                f"{what}: only {left[size]}d{size} of '{have or 'nothing'}' is there to take {count}d{size}"
            )
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


def remove_die(dice: Dice, size: int, what: str) -> Dice:
    """One die of `size` fewer; refuses to take the last die (Decision: choose another result)."""
    if len(dice.die_sizes()) <= 1:
        raise ConflictError(f"{what} has only one die and cannot lose it; choose another result")
    return subtract(dice, parse_pool(f"1d{size}"), what)


def step_size(dice: Dice, size: int, step: int, ladder: tuple[int, ...], what: str) -> Dice:
    """Every die of `size` one step up (+1) or down (-1) the `ladder` (DV-20)."""
    if size not in dice.die_sizes():
        raise ConflictError(f"{what} has no d{size}")
    if step not in (1, -1):
        raise ConflictError("a die size changes one step up or down")
    below = [s for s in ladder if s < size]
    above = [s for s in ladder if s > size]
    target = (above[0] if above else None) if step > 0 else (below[-1] if below else None)
    if target is None:
        raise ConflictError(
            f"a d{size} cannot go {'up' if step > 0 else 'down'} (dice run d{ladder[0]} to d{ladder[-1]})"
        )
    return from_sizes(target if s == size else s for s in dice.die_sizes())


def all_become(dice: Dice, size: int) -> Dice:
    """Every die becomes a d`size`, the count kept (2d8 -> 2d4, DV-17, DV-18)."""
    return from_sizes(size for _ in dice.die_sizes())


def one_size(dice: Dice, size: int | None, what: str, *, larger_than: int = 0) -> int:
    """The die size an action on `dice` means: `size` if given, else the only size (larger than
    `larger_than`) the dice have; refuses when the choice is ambiguous or impossible."""
    sizes = sorted({s for s in dice.die_sizes() if s > larger_than})
    if size is not None:
        if size not in sizes:
            raise ConflictError(
                f"{what} has no d{size} to change" + (f" larger than d{larger_than}" if larger_than else "")
            )
        return size
    if len(sizes) != 1:
        if not sizes:
            raise ConflictError(f"{what} has no die larger than d{larger_than}")
        raise ConflictError(f"{what} has dice of several sizes ({dice}): say which size")
    return sizes[0]
