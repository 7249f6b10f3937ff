"""The refusals of core's own modules (`core.refusal`): dice expressions and faces (C-1, C-2),
ratings (HQ-1), hand edits (`core.edits`: an `EditError` adds the `field` edited to each), and the
characters an operation works on. The desktop words them (`desktop/words/common.py`)."""

from __future__ import annotations

from talekeeper.core.refusal import define

EDIT_EMPTY = define("edit.empty", "this cannot be left empty")
EDIT_TOO_LARGE = define("edit.too_large", "at most {most} here", most=int | float)
EDIT_TOO_LONG = define("edit.too_long", "at most {most} characters here", most=int)
EDIT_TOO_MANY = define("edit.too_many", "at most {most} items here", most=int)
EDIT_TOO_SMALL = define("edit.too_small", "at least {least} here", least=int | float)
NO_SUCH_CHARACTER = define("core.no_such_character", "no character with id {id} is at hand", id=str)
BAD_FACE = define("dice.bad_face", "a d{size} cannot show {value}", size=int, value=int)
BAD_SIZE = define("dice.bad_size", "'{text}': d{size} is not a die size (use {sizes})", size=int, sizes=str, text=str)
CONSTANT_TOO_LARGE = define("dice.constant_too_large", "'{text}': constants above {most} are not allowed", most=int, text=str)
COUNT = define("dice.count", "{dice} needs {need} dice, but {given} values were given", dice=str, given=int, need=int)
EMPTY = define("dice.empty", "the dice expression is empty")
LONE_SIGN = define("dice.lone_sign", "'{text}': a sign with no term beside it", text=str)
NO_DIE = define("dice.no_die", "'{text}': a term needs at least one die", text=str)
NOT_POOL = define("dice.not_pool", "'{text}': only dice here, no numbers and nothing subtracted", text=str)
NOT_TERM = define("dice.not_term", "'{text}' is not a dice term (write NdS such as 2d6, or a whole number)", text=str)
NOT_TEXT = define("dice.not_text", "dice must be text such as 2d6, not {text}", text=str)
TERM_TOO_LONG = define("dice.term_too_long", "'{text}...' is too long for a dice term", text=str)
TOO_FEW_VALUES = define("dice.too_few_values", "more dice were needed: only {count} values were entered", count=int)
TOO_LONG = define("dice.too_long", "the dice expression is longer than {most} characters", most=int)
TOO_MANY = define("dice.too_many", "'{text}': at most {most} dice in one term", most=int, text=str)
VALUE_NOT_WHOLE = define("dice.value_not_whole", "a die value must be a whole number, not {text}", text=str)
NO_SUCH_FIELD = define("edit.no_such_field", "{field!r} is not a field here")
EDIT_NO_SUCH_ITEM = define("edit.no_such_item", "no item with id {id} here", id=str)
NOT_ACCEPTED = define("edit.not_accepted", "this value is not accepted here")
AT_LEAST_ONE = define("rating.at_least_one", "a rating is at least 1", text=str)
BASE_RANGE = define("rating.base_range", "'{text}': the number before W runs from 1 to {most}", most=int, text=str)
MASTERIES_RANGE = define("rating.masteries_range", "masteries run from 0 to {most}, not {text}", most=int, text=str)
NOT_RATING = define("rating.not_rating", "'{text}' is not a rating: write a number with masteries, such as 17, 18W or 8W2", text=str)
RATING_NOT_WHOLE = define("rating.not_whole", "a rating's parts are whole numbers, not {text}", text=str)
RATING_TOO_LARGE = define("rating.too_large", "{text} is beyond the largest rating (20W{most})", most=int, text=str)
W0 = define("rating.w0", "'{text}': write no W for no masteries", text=str)
