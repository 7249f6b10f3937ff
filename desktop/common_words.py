"""Words for the refusals every family shares: dice expressions and faces (C-1, C-2), ratings
(HQ-1), and characters an action needs (`desktop.wording`)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.wording import Words

NO = "CommonRefusals"

EVENTS = Words("CommonEvents", {})

REFUSALS = Words(NO, {
    "core.no_such_character": QT_TRANSLATE_NOOP(NO, "That character is not in this library any more."),
    "dice.not_text": QT_TRANSLATE_NOOP(NO, "Dice are written as text, such as 2d6."),
    "dice.empty": QT_TRANSLATE_NOOP(NO, "Write the dice, such as 2d6."),
    "dice.too_long": QT_TRANSLATE_NOOP(NO, "The dice are longer than {most} characters."),
    "dice.lone_sign": QT_TRANSLATE_NOOP(NO, "'{text}': a sign with no term beside it."),
    "dice.constant_too_large": QT_TRANSLATE_NOOP(NO, "'{text}': numbers above {most} are not allowed."),
    "dice.term_too_long": QT_TRANSLATE_NOOP(NO, "'{text}…' is too long for a dice term."),
    "dice.no_die": QT_TRANSLATE_NOOP(NO, "'{text}': a term needs at least one die."),
    "dice.too_many": QT_TRANSLATE_NOOP(NO, "'{text}': at most {most} dice in one term."),
    "dice.bad_size": QT_TRANSLATE_NOOP(NO, "'{text}': d{size} is not a die size (use {sizes})."),
    "dice.not_term": QT_TRANSLATE_NOOP(NO, "'{text}' is not a dice term: write NdS such as 2d6, or a whole number."),
    "dice.not_pool": QT_TRANSLATE_NOOP(NO, "'{text}': only dice here, no numbers and nothing subtracted."),
    "dice.too_few_values": QT_TRANSLATE_NOOP(NO, "More dice are needed: only {count} faces were given."),
    "dice.value_not_whole": QT_TRANSLATE_NOOP(NO, "A die's face is a whole number."),
    "dice.bad_face": QT_TRANSLATE_NOOP(NO, "A d{size} cannot show {value}."),
    "dice.count": QT_TRANSLATE_NOOP(NO, "{dice} needs {need} dice, but {given} faces were given."),
    "rating.not_whole": QT_TRANSLATE_NOOP(NO, "A rating is written as a number with masteries, such as 17, 18W or 8W2."),
    "rating.base_range": QT_TRANSLATE_NOOP(NO, "'{text}': the number before W runs from 1 to {most}."),
    "rating.masteries_range": QT_TRANSLATE_NOOP(NO, "'{text}': masteries run from 0 to {most}."),
    "rating.too_large": QT_TRANSLATE_NOOP(NO, "{text} is beyond the largest rating (20W{most})."),
    "rating.not_rating": QT_TRANSLATE_NOOP(NO, "'{text}' is not a rating: write a number with masteries, such as 17, 18W or 8W2."),
    "rating.at_least_one": QT_TRANSLATE_NOOP(NO, "A rating is at least 1."),
    "rating.w0": QT_TRANSLATE_NOOP(NO, "'{text}': write no W for no masteries."),
})
