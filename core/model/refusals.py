"""The refusals of the sheet's model (`core.refusal`): values a sheet cannot hold, and portraits.
"""

from __future__ import annotations

from talekeeper.core.model.enums import StateLevel, StateScale
from talekeeper.core.refusal import define

DIE_FACE = define("model.die_face", "value: a d{size} cannot show {value}", size=int, value=int)
DUPLICATE_ID = define("model.duplicate_id", "two items share one id")
EFFECT_RELATIONSHIP = define("model.effect_relationship", "relationship_id: named exactly when the effect lowers a relationship's dice")
EFFECT_STAT = define("model.effect_stat", "stat: a stat is named exactly when the effect lowers a stat")
FILE_NAME = define("model.file_name", "a file's name (no folder), 1 to 255 characters")
HP_ABOVE_MAX = define("model.hp_above_max", "hp: {hp} is above max_hp {most}", hp=int, most=int)
INITIATE_AFFINITY_ONLY = define("model.initiate_affinity_only", "initiate: only an affinity is used as an initiate")
LEVEL_NOT_ON_SCALE = define("model.level_not_on_scale", "level: {level} is not a state on the {scale} scale", level=StateLevel, scale=StateScale)
MISSING_LINK = define("model.missing_link", "no {what} has id {id}", what=str, id=str)
NEXT_DIE_ID = define("model.next_die_id", "next_die_id: a die already has this id or a later one")
NO_PARENT_KIND = define("model.no_parent_kind", "parent_id: a {kind} ability links to no other ability", kind=str)
NO_PARTICIPANT = define("model.no_participant", "no participant has id {id}", id=str)
NOT_DIE_SIZE = define("model.not_die_size", "d{size} is not a die size", size=int)
OFF_SHEET_ITEM_DICE = define("model.off_sheet_item_dice", "an item not on the sheet brings {dice}", dice=list[str])
ONE_CHECKLIST_PER_DEBILITY = define("model.one_checklist_per_debility", "debility_treatments: one checklist per debility")
RAISE_FALLOUT_DIE = define("model.raise_fallout_die", "fallout_die: a {blow} raise gives d{size}", blow=str, size=int)
RAISE_TOTAL = define("model.raise_total", "total: the dice add up to {expected}, not {total}", expected=int, total=int)
USES_FETISH_ONLY = define("model.uses_fetish_only", "uses_left: only a fetish has uses")
WRONG_PARENT = define("model.wrong_parent", "parent_id: a {kind} cannot belong to a {parent}", kind=str, parent=str)
DAMAGED = define("portrait.damaged", "the image is damaged")
NOT_IMAGE = define("portrait.not_image", "a portrait must be a PNG or JPEG image")
TOO_BIG = define("portrait.too_big", "the portrait is {width}x{height} pixels; at most {most} a side", height=int, most=int, width=int)
PORTRAIT_TOO_LARGE = define("portrait.too_large", "a portrait is at most {most:,} bytes", most=int)
PORTRAIT_UNREADABLE = define("portrait.unreadable", "the image could not be read: {reason}", reason=str)
WRONG_TYPE = define("portrait.wrong_type", "the image is not of the type it says")
