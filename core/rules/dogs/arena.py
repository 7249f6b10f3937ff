"""DV-8..DV-10: who wins one arena with only the dice already on the table, with best play by both.

The model: one on one, in one arena; each side holds the faces it has rolled (no new dice, no
escalation, no helpers, no giving except as losing). The side to act either raises (two dice, or
the die it kept from a reverse the blow plus one), or sees a raise with dice totalling at least it
(one die: reverse the blow, the die is kept for the next raise; two: block or dodge; three or
more: take the blow, noting as many fallout dice) and then raises. A side that cannot raise or see
loses. Every move spends dice, so the game ends; it is searched exhaustively with a table of
positions already decided.

Two facts keep the search small (both hold because a side is never forced to use a die): a hand
with higher faces is never worse than one with lower faces, so among sees of the same kind only
those that spend the lowest dice that still meet the raise are tried; and a side that has a
winning move need not look at the others.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from talekeeper.core.rules.dogs.conflict import Conflict
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import ARENA_TOO_MANY_DICE, BAD_RAISE, DOGS_BAD_FACE, KEPT_IN_SEE
from talekeeper.core.rules.dogs.tables import DV8_RAISE_DICE, DV9_SEE_KINDS, SeeKind
from talekeeper.core.rules.dogs.turns import whose_move

ARENA_TIME_LIMIT = 1.0
"""Seconds the search may take before it gives up as "too many dice" (checked every few hundred
positions decided)."""
_CHECK_EVERY = 256

Hand = tuple[int, ...]
"""Faces in a hand, sorted low to high."""


@dataclass(frozen=True)
class ArenaOutcome:
    """Whether the side to act wins the arena with best play by both, and a move that keeps the win.

    `move` is the two faces of a raise, `(kept, die)` for a raise after a reverse the blow, or the
    faces of a see (low to high); None when the side cannot win. Among winning sees the one that
    takes the fewest fallout dice is given (a reverse or a block takes none).
    """

    wins: bool
    move: tuple[int, ...] | None

    @property
    def fallout_dice(self) -> int:
        """Fallout dice the suggested see notes (DV-9): its dice when it takes the blow, else 0."""
        if self.move is None:
            return 0
        return len(self.move) if _see_kind(len(self.move)) is SeeKind.TAKE_THE_BLOW else 0


TOO_MANY_DICE = "dogs.arena_too_many_dice"
"""The refusal's code when the arena has too many dice to work out in time."""


def arena_outcome(to_act: Sequence[int], other: Sequence[int], *, raise_total: int | None = None,
                  kept: int | None = None) -> ArenaOutcome:
    """DV-8..DV-10: does `to_act` win this arena with the dice on the table (see the module)?

    `to_act`/`other` are the faces each side holds. With `raise_total=None`, `to_act` is about to
    raise (two dice, or `kept` plus one die); with `raise_total=R`, `to_act` must see R and then
    raises. Faces are whole numbers of 1 or more. Refuses when the search would
    take more than `ARENA_TIME_LIMIT` seconds: ConflictError with code `TOO_MANY_DICE`.
    """
    mine, theirs = _hand(to_act), _hand(other)
    if kept is not None:
        _face(kept)
        if raise_total is not None:
            raise ConflictError(KEPT_IN_SEE)
    if raise_total is not None and (isinstance(raise_total, bool) or not isinstance(raise_total, int) or raise_total < 2):
        raise ConflictError(BAD_RAISE, text=repr(raise_total)[:200])
    search = _Search()
    if raise_total is None:
        for move, rest, total in _raises(mine, kept):
            if not search.wins(theirs, rest, total, None):
                return ArenaOutcome(True, move)
        return ArenaOutcome(False, None)
    best: tuple[int, ...] | None = None
    for move, rest, new_kept in _sees(mine, raise_total):
        if search.wins(rest, theirs, None, new_kept) and (best is None or _fallout(move) < _fallout(best)):
            best = move
            if _fallout(best) == 0:
                break
    return ArenaOutcome(best is not None, best)


@dataclass(frozen=True)
class ArenaPosition:
    """A conflict as `arena_outcome` sees it: who acts, both hands' faces, the raise to see or the
    die kept for the next raise."""

    to_act_id: str
    other_id: str
    to_act: Hand
    other: Hand
    raise_total: int | None
    kept: int | None


def arena_position(conflict: Conflict) -> ArenaPosition | None:
    """The conflict now as one arena one on one, or None where the model does not fit: a finished
    conflict, more than two active participants, a conflict that goes by rounds (DV-14: turns do not
    follow the see), help given or offered (DV-15), or the other side holding a die kept for its
    next raise while this side raises."""
    active = [p for p in conflict.participants if p.active]
    acting = whose_move(conflict)
    if conflict.finished or conflict.rounds or len(active) != 2 or len(acting) != 1 or conflict.help_offers:
        return None
    me = conflict.participant(acting[0])
    them = next(p for p in active if p.id != me.id)
    table = conflict.current_raise
    if me.raise_with_one or them.raise_with_one or them.kept is not None or (table is not None and table.help):
        return None
    return ArenaPosition(me.id, them.id, _hand([d.value for d in me.hand]), _hand([d.value for d in them.hand]),
                         table.total if table is not None else None,
                         me.kept.total if me.kept is not None and table is None else None)


class _Search:
    """Positions decided so far: (hand to act, other hand, raise to see or None, kept die or None)."""

    def __init__(self) -> None:
        self.decided: dict[tuple[Hand, Hand, int | None, int | None], bool] = {}
        self.deadline = time.monotonic() + ARENA_TIME_LIMIT

    def wins(self, mine: Hand, theirs: Hand, raise_total: int | None, kept: int | None) -> bool:
        key = (mine, theirs, raise_total, kept)
        known = self.decided.get(key)
        if known is not None:
            return known
        if len(self.decided) % _CHECK_EVERY == 0 and time.monotonic() > self.deadline:
            raise ConflictError(ARENA_TOO_MANY_DICE, dice=len(mine) + len(theirs))
        if raise_total is None:
            won = any(not self._can_see_then_win(theirs, rest, total) for _, rest, total in _raises(mine, kept))
        else:
            won = any(self.wins(rest, theirs, None, new_kept) for _, rest, new_kept in _sees(mine, raise_total))
        self.decided[key] = won
        return won

    def _can_see_then_win(self, seer: Hand, raiser: Hand, total: int) -> bool:
        if sum(seer) < total:
            return False  # cannot see at all: the raiser wins
        return self.wins(seer, raiser, total, None)


@lru_cache(maxsize=65536)
def _raises(hand: Hand, kept: int | None) -> tuple[tuple[tuple[int, ...], Hand, int], ...]:
    """(move, hand left, raise total) of every distinct raise, highest total first (DV-8)."""
    options: list[tuple[tuple[int, ...], Hand, int]] = []
    faces = sorted(set(hand), reverse=True)
    if kept is not None:
        options = [((kept, face), _without(hand, (face,)), kept + face) for face in faces]
    elif len(hand) >= DV8_RAISE_DICE:
        for i, high in enumerate(faces):
            for low in faces[i:]:
                if low == high and hand.count(high) < 2:
                    continue
                options.append(((low, high), _without(hand, (low, high)), low + high))
    options.sort(key=lambda option: -option[2])
    return tuple(options)


@lru_cache(maxsize=65536)
def _sees(hand: Hand, total: int) -> tuple[tuple[tuple[int, ...], Hand, int | None], ...]:
    """(move, hand left, kept die or None) of every see worth trying against `total` (DV-9):
    one die (kept), the lowest second die for each first die, and the take-the-blow sets that
    neither drop a die nor trade one for a lower die from the hand while still meeting `total`."""
    sees: list[tuple[tuple[int, ...], Hand, int | None]] = []
    faces = sorted(set(hand))
    sees.extend(((face,), _without(hand, (face,)), face) for face in faces if face >= total)
    for low in faces:
        left = _without(hand, (low,))
        second = next((f for f in left if f >= total - low and f >= low), None)
        if second is not None:
            sees.append(((low, second), _without(left, (second,)), None))
    sees.extend((chosen, _without(hand, chosen), None) for chosen in _blow_sets(hand, total))
    return tuple(sees)


def _blow_sets(hand: Hand, total: int) -> list[Hand]:
    """Sets of three or more dice meeting `total` that no die can leave while still meeting it
    (a block or a smaller blow leaves the same position with more dice), and in which no die can
    be swapped for a lower one left in the hand.

    Faces are added lowest first, so a set is complete exactly when its last die meets the total
    (a further die would leave it dominated), and no die as high as `total + lowest - reached`
    can join (the set without its lowest die would still meet the total)."""
    counts = sorted(Counter(hand).items())
    smallest = DV9_SEE_KINDS[0][0]
    above = [sum(face * n for face, n in counts[k:]) for k in range(len(counts) + 1)]
    found: list[Hand] = []

    def build(k: int, chosen: tuple[int, ...], reached: int, lowest_left: int | None) -> None:
        if k == len(counts) or reached + above[k] < total:
            return
        face, have = counts[k]
        if chosen and face >= total + chosen[0] - reached:
            return
        for n in range(have + 1):
            sum_now = reached + face * n
            left = lowest_left if lowest_left is not None else (face if n < have else None)
            if sum_now < total:
                build(k + 1, chosen + (face,) * n, sum_now, left)
                continue
            taken = chosen + (face,) * n
            if len(taken) >= smallest and sum_now - taken[0] < total:
                if left is None and k + 1 < len(counts):
                    left = counts[k + 1][0]
                if left is None or not _swappable(taken, sum_now, left, total):
                    found.append(taken)
            return

    build(0, (), 0, None)
    return found


def _swappable(chosen: Hand, reached: int, lowest_left: int, total: int) -> bool:
    """Whether a die of `chosen` could be swapped for the lowest die left in the hand and still
    meet `total` (the best such swap gives up the lowest chosen die above it)."""
    higher = next((face for face in chosen if face > lowest_left), None)
    return higher is not None and reached - higher + lowest_left >= total


def _without(hand: Hand, faces: Sequence[int]) -> Hand:
    rest = list(hand)
    for face in faces:
        rest.remove(face)
    return tuple(rest)


def _fallout(move: tuple[int, ...]) -> int:
    return len(move) if _see_kind(len(move)) is SeeKind.TAKE_THE_BLOW else 0


def _see_kind(dice: int) -> SeeKind:
    return next(kind for fewest, kind in DV9_SEE_KINDS if dice >= fewest)


def _face(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConflictError(DOGS_BAD_FACE, text=repr(value)[:200])
    return value


def _hand(faces: Sequence[int]) -> Hand:
    return tuple(sorted(_face(face) for face in faces))
