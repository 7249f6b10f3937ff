"""Dice expressions (C-1), and dice sources (C-2).

A dice expression is `NdS` terms and integer constants joined by `+` or `-`, for example
`2d6`, `1d8+1d4`, `d8+3`. The canonical text writes `N` explicitly, keeps the terms in the
order they were first written, merges terms of the same die (`1d6+1d6` is `2d6`) and puts one
summed constant last (`3+d8` is `1d8+3`).

Every roll the program makes goes through a `DiceSource`: `RandomDice` (seedable) or
`HandDice` (values a person read off physical dice, checked against the die size).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from talekeeper.core.refusal import Refusal
from talekeeper.core.refusals import (
    BAD_FACE,
    BAD_SIZE,
    CONSTANT_TOO_LARGE,
    COUNT,
    EMPTY,
    LONE_SIGN,
    NO_DIE,
    NOT_POOL,
    NOT_TERM,
    NOT_TEXT,
    TERM_TOO_LONG,
    TOO_FEW_VALUES,
    TOO_LONG,
    TOO_MANY,
    VALUE_NOT_WHOLE,
)

DIE_SIZES: tuple[int, ...] = (4, 6, 8, 10, 12, 20)
MAX_DICE_PER_TERM = 99
MAX_CONSTANT = 999
MAX_TEXT = 200

_TERM = re.compile(r"(\d*)d(\d+)")
_NUMBER = re.compile(r"\d+")


class DiceError(Refusal):
    """A dice expression or an entered die value is not acceptable (C-1, C-2); the code and
    parameters say why."""


@dataclass(frozen=True)
class Term:
    """`count` dice of `size` sides; a negative count subtracts them."""

    count: int
    size: int

    def __str__(self) -> str:
        return f"{abs(self.count)}d{self.size}"


@dataclass(frozen=True)
class Dice:
    """A parsed dice expression. `Dice()` is the empty expression, written as ``""``."""

    terms: tuple[Term, ...] = ()
    constant: int = 0

    def __str__(self) -> str:
        parts = [f"{'-' if term.count < 0 else '+'}{term}" for term in self.terms]
        if self.constant:
            parts.append(f"{'-' if self.constant < 0 else '+'}{abs(self.constant)}")
        return "".join(parts).removeprefix("+")

    def __bool__(self) -> bool:
        return bool(self.terms) or self.constant != 0

    @property
    def is_pool(self) -> bool:
        """True for plain dice to hold in hand: no constants, nothing subtracted (DV dice)."""
        return self.constant == 0 and all(term.count > 0 for term in self.terms)

    def die_sizes(self) -> tuple[int, ...]:
        """Every added die, one entry per die, in expression order (`2d6+1d4` -> 6, 6, 4)."""
        return tuple(term.size for term in self.terms if term.count > 0 for _ in range(term.count))

    @property
    def largest_die(self) -> int:
        return max((term.size for term in self.terms), default=0)

    def __add__(self, other: Dice) -> Dice:
        return _build([*self.terms, *other.terms], self.constant + other.constant)


def _build(terms: Iterable[Term], constant: int) -> Dice:
    merged: dict[tuple[bool, int], int] = {}
    for term in terms:
        key = (term.count < 0, term.size)
        merged[key] = merged.get(key, 0) + term.count
    return Dice(tuple(Term(count, size) for (_, size), count in merged.items()), constant)


def parse_dice(text: str) -> Dice:
    """Parse a dice expression (C-1); raise `DiceError` naming the bad part."""
    if not isinstance(text, str):
        raise DiceError(NOT_TEXT, text=repr(text))
    compact = "".join(text.split()).lower()
    if not compact:
        raise DiceError(EMPTY)
    if len(compact) > MAX_TEXT:
        raise DiceError(TOO_LONG, most=MAX_TEXT)
    pieces = re.split(r"([+-])", compact)
    operands, signs = pieces[0::2], ["+", *pieces[1::2]]
    terms: list[Term] = []
    constant = 0
    for index, (sign, operand) in enumerate(zip(signs, operands, strict=True)):
        if not operand:
            if index == 0 and len(operands) > 1 and signs[1] == "-":
                continue  # a leading minus: "-1+d6"
            raise DiceError(LONE_SIGN, text=text.strip())
        factor = -1 if sign == "-" else 1
        piece = _parse_piece(operand)
        if isinstance(piece, Term):
            terms.append(Term(factor * piece.count, piece.size))
        else:
            constant += factor * piece
    if abs(constant) > MAX_CONSTANT:
        raise DiceError(CONSTANT_TOO_LARGE, text=text.strip(), most=MAX_CONSTANT)
    return _build(terms, constant)


def _parse_piece(piece: str) -> Term | int:
    if len(piece) > 8:
        raise DiceError(TERM_TOO_LONG, text=piece[:12])
    match = _TERM.fullmatch(piece)
    if match:
        count_text, size_text = match.groups()
        count = int(count_text) if count_text else 1
        size = int(size_text)
        if count == 0:
            raise DiceError(NO_DIE, text=piece)
        if count > MAX_DICE_PER_TERM:
            raise DiceError(TOO_MANY, text=piece, most=MAX_DICE_PER_TERM)
        if size not in DIE_SIZES:
            sizes = ", ".join(str(s) for s in DIE_SIZES)
            raise DiceError(BAD_SIZE, text=piece, size=size, sizes=sizes)
        return Term(count, size)
    if _NUMBER.fullmatch(piece):
        return int(piece)
    raise DiceError(NOT_TERM, text=piece)


def parse_pool(text: str) -> Dice:
    """Parse dice held in hand (DV stats, traits, relationships): dice only, no constants."""
    dice = parse_dice(text)
    if not dice.is_pool:
        raise DiceError(NOT_POOL, text=text.strip())
    return dice


# ---------------------------------------------------------------------------------------------
# Dice sources (C-2)


class DiceSource(Protocol):
    """Where die values come from. `roll(6)` returns one value from 1 to 6."""

    def roll(self, size: int) -> int: ...


class RandomDice:
    """Dice rolled by the program; pass a seed for repeatable rolls in tests."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def roll(self, size: int) -> int:
        return self._random.randint(1, size)


class HandDice:
    """Values read off physical dice, used in order; each is checked against its die."""

    def __init__(self, values: Iterable[int]) -> None:
        self._values: Iterator[int] = iter(list(values))
        self.used = 0

    def roll(self, size: int) -> int:
        try:
            value = next(self._values)
        except StopIteration:
            raise DiceError(TOO_FEW_VALUES, count=self.used) from None
        check_die_value(value, size)
        self.used += 1
        return value


@dataclass(frozen=True)
class Faces:
    """Die faces handed to a rules action (C-2), in the order the action uses them, and whether a
    person typed them in from physical dice (`entered`) or the program rolled them."""

    values: tuple[int, ...]
    entered: bool = False

    def source(self) -> HandDice:
        return HandDice(self.values)


def check_face_count(values: Sequence[int], need: int, dice: str) -> None:
    """C-2: one face for each of the `need` dice of `dice` (its text, for the refusal)."""
    if len(values) != need:
        raise DiceError(COUNT, dice=dice, need=need, given=len(values))


def check_die_value(value: int, size: int) -> int:
    """Refuse a value a die of `size` cannot show (a d6 cannot show 7)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise DiceError(VALUE_NOT_WHOLE, text=repr(value))
    if not 1 <= value <= size:
        raise DiceError(BAD_FACE, size=size, value=value)
    return value


@dataclass(frozen=True)
class Roll:
    """The outcome of rolling an expression: each die with its value, and the total."""

    dice: Dice
    values: tuple[tuple[int, int], ...]  # (signed size, value): a negative size was subtracted

    @property
    def total(self) -> int:
        return self.dice.constant + sum(v if s > 0 else -v for s, v in self.values)

    def __str__(self) -> str:
        shown = ", ".join(str(v) for _, v in self.values)
        return f"{self.dice}: {shown} = {self.total}" if shown else f"{self.dice} = {self.total}"


def roll(dice: Dice | str, source: DiceSource) -> Roll:
    """Roll every die of an expression from `source`, in expression order."""
    if isinstance(dice, str):
        dice = parse_dice(dice)
    values: list[tuple[int, int]] = []
    for term in dice.terms:
        for _ in range(abs(term.count)):
            value = check_die_value(source.roll(term.size), term.size)
            values.append((term.size if term.count > 0 else -term.size, value))
    return Roll(dice, tuple(values))
