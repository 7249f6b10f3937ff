"""The refusals of merging two versions of a sheet (`core.refusal`).
"""

from __future__ import annotations

from talekeeper.core.refusal import define

DIFFERENT_CHARACTERS = define("merge.different_characters", "the two versions are different characters ({ours}, {theirs})", ours=str, theirs=str)
DIFFERENT_KINDS = define("merge.different_kinds", "the versions are not of the same kind")
IMPOSSIBLE = define("merge.impossible", "the versions cannot be merged into a valid sheet")
RECORD_GHOST = define("merge.record_ghost", "a merge record for '{name}', which is not in the library", name=str)
RECORD_MISNAMED = define("merge.record_misnamed", "a merge record for '{other}' kept under the name of '{name}'", name=str, other=str)
RECORD_NOT_FOR_A_FILE = define("merge.record_not_for_a_file", "a merge record for '{name}', which is neither a sheet nor the campaign settings", name=str)
RECORD_OTHER_CHARACTER = define("merge.record_other_character", "a merge record for another character than the one in '{name}'", name=str)
RECORD_UNMERGEABLE = define("merge.record_unmergeable", "a merge record whose versions cannot be merged ({reason})", reason=str, name=str)
RECORD_WRONG_KIND = define("merge.record_wrong_kind", "a merge record for '{name}' holds versions of another kind of file", name=str)
RECORDS_FOLDER = define("merge.records_folder", "the folder of the merge records cannot be made: {reason}", reason=str)
WRONG_FILE = define("merge.wrong_file", "the file does not hold what its name says (a character sheet, or the campaign settings)")
