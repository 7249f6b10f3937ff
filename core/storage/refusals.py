"""The refusals of files (`core.refusal`): what could not be read or written, and why. A
`SheetFileError` adds the file's name as `file` to each. The desktop words them
(`desktop/words/common.py`)."""

from __future__ import annotations

from talekeeper.core.refusal import Refusal, define

BACKUP_FAILED = define("file.backup_failed", "the version it replaces could not be kept as a backup in {folder}: {reason}", folder=str, reason=str)
INVALID = define("file.invalid", "{details}", optional=("field", "cause"), details=str, field=str, cause=Refusal)
"""A file whose contents break a rule of the model: pydantic's `details`, and the model's own
refusal (`cause`) with where it is (`field`) when core names it."""
BAD_JSON = define("file.bad_json", "not valid JSON at line {line}, column {column}", column=int, line=int)
BAD_JSON_VALUE = define("file.bad_json_value", "not valid JSON: {reason}", reason=str)
BAD_REVISION = define("file.bad_revision", "the file's revision is not an id and a parent id")
BAD_VERSION = define("file.bad_version", "schema_version must be a whole number of 1 or more, not {found}", found=str)
CHANGED = define("file.changed", "the file was changed by another program since it was opened")
FOLDER_GONE = define("file.folder_gone", "the folder no longer exists")
FOLDER_NOT_MADE = define("file.folder_not_made", "the library folder could not be made: {reason}", reason=str)
FOLDER_NOT_MADE_HERE = define("file.folder_not_made_here", "the folder could not be made: {reason}", reason=str)
FOLDER_UNREADABLE = define("file.folder_unreadable", "the library folder cannot be read: {reason}", reason=str)
IS_FOLDER = define("file.is_folder", "this is a folder, not a file")
JOURNAL_DAMAGED = define("file.journal_damaged", "the journal entry is damaged: {reason}", reason=str)
JOURNAL_NO_FILE = define("file.journal_no_file", "the journal entry names no file in the library")
LINK_ELSEWHERE = define("file.link_elsewhere", "this is now a link to {target}, which does not hold this character: Talekeeper does not write the sheet there", target=str)
LINK_REFUSED = define("file.link_refused", "this is a link (to {target}): Talekeeper does not write, move or delete through a link here", target=str)
MISSING = define("file.missing", "the file does not exist")
MOVED = define("file.moved", "the file was moved or deleted since it was opened")
NEWER = define("file.newer", "the file is schema version {found}, newer than this Talekeeper understands (version {current}); update Talekeeper to open it", current=int, found=int)
NO_UPGRADE = define("file.no_upgrade", "no way to upgrade schema version {found}", found=int)
NOT_FOLDER = define("file.not_folder", "Talekeeper needs a folder here, but this is a file (or a pipe, device or socket)")
NOT_JOURNAL = define("file.not_journal", "not a Talekeeper journal entry of a version this program knows")
NOT_OBJECT = define("file.not_object", "the file holds a JSON {found}, not an object", found=str)
NOT_REGULAR_FILE = define("file.not_regular", "not a regular file (a pipe, device or socket): Talekeeper reads only files")
NOT_REMOVED = define("file.not_removed", "the file could not be removed: {reason}", reason=str)
NOT_RESTORED = define("file.not_restored", "the file could not be restored: {reason}", reason=str)
NOT_SAVED = define("file.not_saved", "the file could not be saved: {reason}", reason=str)
NOT_TALEKEEPER = define("file.not_talekeeper", "this is not a Talekeeper file: it has no 'format'")
NOT_TRASHED = define("file.not_trashed", "the file could not be moved to the trash: {reason}", reason=str)
NOT_UTF8 = define("file.not_utf8", "not UTF-8 text (byte {byte})", byte=int)
READ_REFUSED = define("file.read_refused", "permission to read the file was refused")
REFUSED_JSON = define("file.refused_json", "{reason}", reason=str)
REPLACED_NOT_REGULAR = define("file.replaced_not_regular", "the file was replaced by something that is not a regular file")
TOO_DEEP = define("file.too_deep", "the data is nested too deeply")
TOO_LARGE = define("file.too_large", "Talekeeper opens files of at most {most:,} bytes", most=int, size=int)
UNREADABLE = define("file.unreadable", "the file could not be read: {reason}", reason=str)
WOULD_BE_TOO_LARGE = define("file.would_be_too_large", "the file would be {size:,} bytes; at most {most:,} are kept", most=int, size=int)
WRITE_REFUSED = define("file.write_refused", "permission to write in this folder was refused")
WRONG_FORMAT = define("file.wrong_format", "the file's format is {found!r}, expected {expected!r}", expected=str, found=str)
NOT_RUN = define("git.not_run", "git could not be run: {reason}", reason=str)
