"""Upgrade older files step by step, on the raw JSON data, before validation.

Each step is `migrate_vN_to_vN+1(data) -> data` with a docstring saying the old shape, the new
shape and why. Steps never drop a field they do not understand without saying so: they return
notes, which the loader writes to the log with the file's path (the file itself is never
rewritten until the user saves).

Released versions (each has a golden file in tests/golden/):
- character 1, campaign 1, conflict 1: the first format (Talekeeper 0.1).
- character 2 (`migrate_character_v1_to_v2`), conflict 2 (`migrate_conflict_v1_to_v2`): the rules
  decisions of issue 13 (HQ-26, HQ-27, DV-21).
- character 3 (`migrate_character_v2_to_v3`): history entries hold the events of a rules action
  (issue 14: shown in the reader's language).
- character 4 (`migrate_character_v3_to_v4`): the file records its revision and its parent's
  (issue 16: finding the common ancestor of two copies).
- character 5 (`migrate_character_v4_to_v5`): the revision id is derived from the content (issue
  19: the same content is the same bytes).
- character 6 (`migrate_character_v5_to_v6`): hand edits and file events are events too (issue
  20: the history of a hand edit in the reader's language).
- merge 1: the open conflicts a merge keeps for the merge window (issue 16, `core.merge.pending`).
- conflict 3 (`migrate_conflict_v2_to_v3`): the log holds facts, no English notes (issue 14).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from talekeeper.core.refusal import Refusal
from talekeeper.core.storage.refusals import BAD_VERSION, NEWER, NO_UPGRADE, NOT_TALEKEEPER, WRONG_FORMAT

Step = Callable[[dict[str, Any], list[str]], dict[str, Any]]

CHARACTER_FORMAT = "talekeeper.character"
CAMPAIGN_FORMAT = "talekeeper.campaign"
CONTEST_FORMAT = "talekeeper.contest"
"""A saved HQ extended contest (HQ-17..HQ-19), to close and resume later."""
CONFLICT_FORMAT = "talekeeper.conflict"
"""A saved DV conflict (DV-6..DV-15), to close and resume later."""

MERGE_FORMAT = "talekeeper.merge"
"""Open conflicts a merge left for the merge window (`core.merge.pending`)."""

CURRENT_VERSION: dict[str, int] = {
    CHARACTER_FORMAT: 6, CAMPAIGN_FORMAT: 1, CONTEST_FORMAT: 2, CONFLICT_FORMAT: 3, MERGE_FORMAT: 1,
}


def migrate_character_v1_to_v2(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    """Character 1 -> 2.

    Old shape: no `heroquest.abilities[].initiate`, no `heroquest.improvements[].removed`, no
    `dogs.conflicts`. New shape: an affinity may be marked `initiate` (HQ-27: its rolls carry the
    improvisation modifier); a temporary flaw removal keeps the flaw in `removed` to put it back
    when it ends (HQ-26); `dogs.conflicts` records the conflicts taken part in (DV-21).
    Why: issue 13's decisions. A version 1 sheet has none of them, so its data stays as it is
    (every new field starts empty); the number changes so that an older Talekeeper refuses a
    version 2 sheet by its version rather than by an unknown field. A temporary improvement a
    version 1 sheet still lists now ends with its change undone at the next end of session.
    """
    del notes  # nothing to tell: nothing is dropped or changed
    return dict(data)


def migrate_character_v2_to_v3(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    """Character 2 -> 3.

    Old shape: a history entry is `summary`, `dice` and `details`, English prose for rules
    actions. New shape: an entry may also hold `events` (a kind and plain parameters each), which
    the program words in the reader's language; `summary` is then the words of the language in
    use when it was written, for readers outside the program. Why: issue 14 (no English made in
    core). Older entries have no events and keep showing their stored summary and details, so the
    data stays as it is; the number changes so that an older Talekeeper refuses the new field by
    the version rather than as an unknown field.
    """
    del notes
    return dict(data)


def migrate_character_v3_to_v4(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    """Character 3 -> 4.

    Old shape: no `revision`. New shape: a top-level `revision` object beside `format` and
    `schema_version`: `{"id": <this saved version>, "parent": <the version it was saved over>}`,
    new at every save. Why: issue 16 (merging two copies of one sheet needs their common
    ancestor; the backups kept per character are found by revision). A version 3 file has no
    revision: it stays without one until its next save, which starts the chain.
    """
    del notes
    return dict(data)


def migrate_character_v4_to_v5(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    """Character 4 -> 5.

    Old shape: `revision.id` is a random id, new at every save, even of unchanged content.
    New shape: the same field, but a save records the content's id
    (`core.storage.files.content_id`, the first 32 hex digits of the sha256 of the character's
    JSON), and keeps the revision (and its parent) while the content is unchanged.
    Why: issue 19: saving an unchanged sheet wrote different bytes (`git status` showed changes
    nobody made), two machines that made the same change still differed, and git's merge driver
    rewrote a file all sides agreed on. A version 4 file keeps its random id until its content
    next changes (it still names that version, so the backups and copies that record it as a
    parent still find it); the number changes so that an older Talekeeper, which would give every
    save a new random id again, refuses these files by their version.
    """
    del notes
    return dict(data)


def migrate_character_v5_to_v6(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    """Character 5 -> 6.

    Old shape: only rules actions write events; a hand edit's history entry (kind `edit`) and a
    file's (`created`, `file`) are a `summary` and `details` in the language of the window that
    wrote them ("Set HP: 12 → 9", "Debilities cleared: weakened" with the stored values).
    New shape: they hold events too (`core.edit_events`): `edit.changed` with the place of the
    sheet (`field`, `items`) and the values `before` and `after`, `edit.added` and
    `edit.removed` with the item's name, `edit.debilities_cleared`, and `file.created`,
    `file.duplicated`, `file.imported`; the program words them in the reader's language, and
    `summary` stays for readers outside it. Why: issue 20 (a Japanese reader saw hand edits in
    English). Older entries have no events and keep showing their own words, so the data stays
    as it is; the number changes so that an older Talekeeper, which has no words for these
    events and would show their kind names, refuses the file by its version instead.
    """
    del notes
    return dict(data)


def migrate_conflict_v1_to_v2(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    """Conflict 1 -> 2.

    Old shape: no `setting`. New shape: `setting`, where and when the conflict takes place
    (DV-21: trying the same stakes again needs another setting). Why: issue 13. A version 1
    conflict did not say, so its setting starts empty; the data stays as it is.
    """
    del notes
    return dict(data)


def migrate_conflict_v2_to_v3(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    """Conflict 2 -> 3.

    Old shape: each log entry has `note`, an English sentence made by core ("round 1: Mayor
    Hodge, Vasana", "Vasana writes a relationship with ..."), the only record of some facts.
    New shape: no `note`; the facts it held are fields (`blow` of a raise, `round` and `order` of
    a raising order, `ref` of a new relationship, the kept die of a give in `dice`), which the
    program words in the reader's language; an entry's old note is kept as `old_note` and shown
    as it is where those facts are missing. New die sources (`npc_fallout`, `patient_stat`,
    `patient_item`, `fallout`, `dying`, `influence`) and the participant's `life_at_stake` start
    unused. Why: issue 14 (no English made in core). Nothing is dropped: every note is kept.
    """
    del notes
    data = dict(data)
    log = data.get("log")
    if isinstance(log, list):
        entries = []
        for entry in log:
            if isinstance(entry, dict) and "note" in entry:
                entry = dict(entry)
                note = entry.pop("note")
                if note:
                    entry["old_note"] = note
            entries.append(entry)
        data["log"] = entries
    return data


def migrate_contest_v1_to_v2(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    """Contest 1 -> 2.

    Old shape: an exchange's log entry says nothing of mystic strikes. New shape: it may hold
    `struck_down` (the id of the member an exchange won with a mystic strike brought to 0 or below)
    and `note` (the users' note of the strike's special effect). Why: issue 22 (HQ-27's special
    effect is marked on the log and the sheet's history). A version 1 log has no such marks, so
    its data stays as it is (the new fields start empty); the number changes so that an older
    Talekeeper refuses a version 2 contest by its version rather than by an unknown field.
    """
    del notes
    return dict(data)


STEPS: dict[str, Mapping[int, Step]] = {
    CHARACTER_FORMAT: {1: migrate_character_v1_to_v2, 2: migrate_character_v2_to_v3, 3: migrate_character_v3_to_v4, 4: migrate_character_v4_to_v5, 5: migrate_character_v5_to_v6},
    CAMPAIGN_FORMAT: {},
    CONTEST_FORMAT: {1: migrate_contest_v1_to_v2},
    CONFLICT_FORMAT: {1: migrate_conflict_v1_to_v2, 2: migrate_conflict_v2_to_v3},
    MERGE_FORMAT: {},
}
"""STEPS[format][n] upgrades version n to n + 1."""


class MigrationError(Refusal):
    pass


@dataclass
class Migrated:
    data: dict[str, Any]
    from_version: int
    notes: list[str] = field(default_factory=list)

def migrate(
    data: dict[str, Any],
    format_name: str,
    *,
    current: int | None = None,
    steps: Mapping[int, Step] | None = None,
) -> Migrated:
    """Check `format` and `schema_version`, run every step up to the current version."""
    current = CURRENT_VERSION[format_name] if current is None else current
    steps = STEPS[format_name] if steps is None else steps
    found_format = data.get("format")
    if found_format != format_name:
        if found_format is None:
            raise MigrationError(NOT_TALEKEEPER)
        raise MigrationError(WRONG_FORMAT, found=str(found_format), expected=format_name)
    version = data.get("schema_version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise MigrationError(BAD_VERSION, found=repr(version))
    if version > current:
        raise MigrationError(NEWER, found=version, current=current)
    result = Migrated(dict(data), version)
    while version < current:
        step = steps.get(version)
        if step is None:
            raise MigrationError(NO_UPGRADE, found=version)
        result.data = step(result.data, result.notes)
        version += 1
        result.data["schema_version"] = version
    return result
