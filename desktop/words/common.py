"""Words for the refusals every family shares: dice expressions and faces (C-1, C-2), ratings
(HQ-1), and characters an action needs (`desktop.words.wording`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from talekeeper.core.refusal import Refusal
from talekeeper.desktop.translatable import QT_TRANSLATE_NOOP
from talekeeper.desktop.words.wording import Words, fill, refusal_text

NO = "CommonRefusals"

EVENTS = Words("CommonEvents", {})


def _invalid(p: dict[str, Any]) -> str:
    """A file whose contents break a rule of the model: the model's own refusal in words when core
    names it (`cause`), else pydantic's details."""
    cause = p.get("cause")
    if not isinstance(cause, Refusal):
        return fill(QCoreApplication.translate(NO, QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file does not hold a valid sheet: {details}")), p)
    words = {**p, "why": refusal_text(cause)}
    if p.get("field"):
        return fill(QCoreApplication.translate(NO, QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file does not hold a valid sheet: at {field}: {why}")), words)
    return fill(QCoreApplication.translate(NO, QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file does not hold a valid sheet: {why}")), words)


REFUSALS = Words(NO, {
    "core.no_such_character": QT_TRANSLATE_NOOP("CommonRefusals", "That character is not in this library any more."),
    "dice.not_text": QT_TRANSLATE_NOOP("CommonRefusals", "Dice are written as text, such as 2d6."),
    "dice.empty": QT_TRANSLATE_NOOP("CommonRefusals", "Write the dice, such as 2d6."),
    "dice.too_long": QT_TRANSLATE_NOOP("CommonRefusals", "The dice are longer than {most} characters."),
    "dice.lone_sign": QT_TRANSLATE_NOOP("CommonRefusals", "'{text}': a sign with no term beside it."),
    "dice.constant_too_large": QT_TRANSLATE_NOOP("CommonRefusals", "'{text}': numbers above {most} are not allowed."),
    "dice.term_too_long": QT_TRANSLATE_NOOP("CommonRefusals", "'{text}…' is too long for a dice term."),
    "dice.no_die": QT_TRANSLATE_NOOP("CommonRefusals", "'{text}': a term needs at least one die."),
    "dice.too_many": QT_TRANSLATE_NOOP("CommonRefusals", "'{text}': at most {most} dice in one term."),
    "dice.bad_size": QT_TRANSLATE_NOOP("CommonRefusals", "'{text}': d{size} is not a die size (use {sizes})."),
    "dice.not_term": QT_TRANSLATE_NOOP("CommonRefusals", "'{text}' is not a dice term: write NdS such as 2d6, or a whole number."),
    "dice.not_pool": QT_TRANSLATE_NOOP("CommonRefusals", "'{text}': only dice here, no numbers and nothing subtracted."),
    "dice.too_few_values": QT_TRANSLATE_NOOP("CommonRefusals", "More dice are needed: only {count} faces were given."),
    "dice.value_not_whole": QT_TRANSLATE_NOOP("CommonRefusals", "A die's face is a whole number."),
    "dice.bad_face": QT_TRANSLATE_NOOP("CommonRefusals", "A d{size} cannot show {value}."),
    "dice.count": QT_TRANSLATE_NOOP("CommonRefusals", "{dice} needs {need} dice, but {given} faces were given."),
    "rating.not_whole": QT_TRANSLATE_NOOP("CommonRefusals", "A rating is written as a number with masteries, such as 17, 18W or 8W2."),
    "rating.base_range": QT_TRANSLATE_NOOP("CommonRefusals", "'{text}': the number before W runs from 1 to {most}."),
    "rating.masteries_range": QT_TRANSLATE_NOOP("CommonRefusals", "'{text}': masteries run from 0 to {most}."),
    "rating.too_large": QT_TRANSLATE_NOOP("CommonRefusals", "{text} is beyond the largest rating (20W{most})."),
    "rating.not_rating": QT_TRANSLATE_NOOP("CommonRefusals", "'{text}' is not a rating: write a number with masteries, such as 17, 18W or 8W2."),
    "rating.at_least_one": QT_TRANSLATE_NOOP("CommonRefusals", "A rating is at least 1."),
    "rating.w0": QT_TRANSLATE_NOOP("CommonRefusals", "'{text}': write no W for no masteries."),
    "edit.no_such_item": QT_TRANSLATE_NOOP("CommonRefusals", "That item is no longer on the sheet."),
    "edit.no_such_field": QT_TRANSLATE_NOOP("CommonRefusals", "That is not a part of the sheet."),
    "edit.too_large": QT_TRANSLATE_NOOP("CommonRefusals", "At most {most} here."),
    "edit.too_small": QT_TRANSLATE_NOOP("CommonRefusals", "At least {least} here."),
    "edit.too_long": QT_TRANSLATE_NOOP("CommonRefusals", "At most {most} characters here."),
    "edit.too_many": QT_TRANSLATE_NOOP("CommonRefusals", "At most {most} items here."),
    "edit.empty": QT_TRANSLATE_NOOP("CommonRefusals", "This cannot be left empty."),
    "edit.not_accepted": QT_TRANSLATE_NOOP("CommonRefusals", "This value is not accepted here."),
    "model.hp_above_max": QT_TRANSLATE_NOOP("CommonRefusals", "HP {hp} is above the maximum, {most}."),
    "model.one_checklist_per_debility": QT_TRANSLATE_NOOP("CommonRefusals", "A debility has one checklist."),
    "model.effect_stat": QT_TRANSLATE_NOOP("CommonRefusals", "Name the stat exactly when the effect lowers a stat."),
    "model.effect_relationship": QT_TRANSLATE_NOOP("CommonRefusals", "Name the relationship exactly when the effect lowers a relationship's dice."),
    "model.missing_link": QT_TRANSLATE_NOOP("CommonRefusals", "This points to something that is not on the sheet."),
    "model.no_parent_kind": QT_TRANSLATE_NOOP("CommonRefusals", "A {kind} belongs to no other ability."),
    "model.wrong_parent": QT_TRANSLATE_NOOP("CommonRefusals", "A {kind} cannot belong to a {parent}."),
    "model.uses_fetish_only": QT_TRANSLATE_NOOP("CommonRefusals", "Only a fetish has uses."),
    "model.initiate_affinity_only": QT_TRANSLATE_NOOP("CommonRefusals", "Only an affinity is used as an initiate (HQ-27)."),
    "model.level_not_on_scale": QT_TRANSLATE_NOOP("CommonRefusals", "{level} is not a state on the {scale} scale."),
    "model.duplicate_id": QT_TRANSLATE_NOOP("CommonRefusals", "Two items share one id."),
    "model.not_die_size": QT_TRANSLATE_NOOP("CommonRefusals", "d{size} is not a die size."),
    "model.die_face": QT_TRANSLATE_NOOP("CommonRefusals", "A d{size} cannot show {value}."),
    "model.raise_total": QT_TRANSLATE_NOOP("CommonRefusals", "The raise's dice add up to {expected}, not {total}."),
    "model.raise_fallout_die": QT_TRANSLATE_NOOP("CommonRefusals", "A raise of this kind ({blow}) gives d{size} fallout dice."),
    "model.no_participant": QT_TRANSLATE_NOOP("CommonRefusals", "This names someone who is not in the conflict."),
    "model.next_die_id": QT_TRANSLATE_NOOP("CommonRefusals", "The number for the next die is already used."),
    "model.file_name": QT_TRANSLATE_NOOP("CommonRefusals", "A file's name, without a folder, of 1 to 255 characters, is needed here."),
    "model.off_sheet_item_dice": QT_TRANSLATE_NOOP("CommonRefusals", "An item not on the sheet brings {dice}."),
    "portrait.too_large": QT_TRANSLATE_NOOP("CommonRefusals", "The portrait is larger than {most} bytes."),
    "portrait.too_big": QT_TRANSLATE_NOOP("CommonRefusals", "The image is {width}×{height} pixels; at most {most} a side."),
    "portrait.damaged": QT_TRANSLATE_NOOP("CommonRefusals", "The image is damaged."),
    "portrait.not_image": QT_TRANSLATE_NOOP("CommonRefusals", "A portrait must be a PNG or JPEG image."),
    "portrait.wrong_type": QT_TRANSLATE_NOOP("CommonRefusals", "The image is not of the type it says."),
    "portrait.unreadable": QT_TRANSLATE_NOOP("CommonRefusals", "The image could not be read: {reason}"),
    "file.too_large": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file is {size} bytes; Talekeeper opens files of at most {most}."),
    "file.missing": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file does not exist."),
    "file.is_folder": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: this is a folder, not a file."),
    "file.not_regular": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: not a regular file (a pipe, device or socket); Talekeeper does not read it."),
    "file.read_refused": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: permission to read the file was refused."),
    "file.unreadable": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file could not be read: {reason}"),
    "file.folder_unreadable": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the library folder cannot be read: {reason}"),
    "file.folder_not_made": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the library folder could not be made: {reason}"),
    "file.not_trashed": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file could not be moved to the trash: {reason}"),
    "file.not_restored": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file could not be restored: {reason}"),
    "file.link_refused": QT_TRANSLATE_NOOP("CommonRefusals", "{file} is a link (to {target}): Talekeeper does not write, move or delete anything through a link in the library. Remove the link; nothing was changed."),
    "file.not_folder": QT_TRANSLATE_NOOP("CommonRefusals", "{file} should be a folder, but it is a file (or a pipe, device or socket): Talekeeper leaves it as it is. Rename or remove it; nothing was changed."),
    "file.link_elsewhere": QT_TRANSLATE_NOOP("CommonRefusals", "{file} is now a link to {target}, which does not hold this character: Talekeeper does not write the sheet there. Remove the link."),
    "file.folder_not_made_here": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the folder could not be made: {reason}"),
    "file.not_object": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: this is not a Talekeeper file (the JSON is not an object)."),
    "file.invalid": _invalid,
    "file.too_deep": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the data is nested too deeply."),
    "file.moved": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file was moved or deleted since it was opened."),
    "file.replaced_not_regular": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file was replaced by something that is not a regular file."),
    "file.changed": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file was changed by another program since it was opened."),
    "file.would_be_too_large": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the sheet would be {size} bytes; at most {most} are saved."),
    "file.write_refused": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: permission to write in this folder was refused."),
    "file.folder_gone": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the folder no longer exists."),
    "file.not_saved": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file could not be saved: {reason}"),
    "file.backup_failed": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the version it replaces could not be kept as a backup in {folder}: {reason}"),
    "file.not_utf8": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: not UTF-8 text (byte {byte})."),
    "file.bad_json": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: not valid JSON at line {line}, column {column}."),
    "file.bad_json_value": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: not valid JSON: {reason}"),
    "file.refused_json": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: {reason}"),
    "file.not_journal": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: not a Talekeeper journal entry of a version this program knows."),
    "file.journal_no_file": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the journal entry names no file in the library."),
    "file.journal_damaged": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the journal entry is damaged."),
    "file.not_talekeeper": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: this is not a Talekeeper file."),
    "file.wrong_format": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file's format is {found}, not {expected}."),
    "file.bad_version": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file's schema version is not a whole number of 1 or more."),
    "file.no_upgrade": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: there is no way to upgrade schema version {found}."),
    "file.bad_revision": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file's revision is damaged."),
    "file.newer": QT_TRANSLATE_NOOP("CommonRefusals", "{file}: the file is schema version {found}, newer than this Talekeeper understands (version {current}); update Talekeeper to open it."),
})
