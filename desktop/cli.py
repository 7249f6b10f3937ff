"""The `talekeeper` command: the desktop app, or a sub-command for git and for a campaign's CI.

    talekeeper [--library DIR] ...               the desktop app (desktop.app.main)
    talekeeper merge-file BASE OURS THEIRS [PATH]  git's merge driver (%O %A %B %P)
    talekeeper git-setup [LIBRARY]                 make git merge the library with Talekeeper
    talekeeper check [LIBRARY]                     check every file of a library
    talekeeper --version                           print the version

Sub-commands never import PySide6 (git runs the driver once per merged file, and a CI machine may
have no display). Their messages are in English, like git's, since Qt's translations need Qt.

merge-file follows git's merge-driver protocol: the merged file is written over OURS; exit 0 when
the merge is clean; exit 1 when conflicts are left: they are first kept for the merge window in
`<library>/.talekeeper/merges/` (see core.merge.pending; the library is PATH's folder, or OURS'
without PATH), then OURS gets a valid file with ours' side of each; exit 2, OURS left as it was,
when the files cannot be merged (not Talekeeper files, broken, two different characters, a file
whose content does not fit its name) or the conflicts cannot be kept or the result written (the
message says why; `git checkout -m -- PATH` merges again once that is fixed). Every conflicting
field is named on stderr, whatever happens, and nothing ends in a traceback.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

COMMANDS = ("merge-file", "git-setup", "check")


def main(argv: Sequence[str] | None = None) -> int:
    """Run a sub-command, or the desktop app when the first argument is none."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["merge-file"] and len(args) in (4, 5) and not {"-h", "--help"} & set(args):
        return merge_paths(*map(Path, args[1:]))  # as git runs it, once per file (a name may start with "-"): no argparse
    if "--version" in args and args[0] not in COMMANDS:
        from talekeeper.desktop.version import version

        print(f"talekeeper {version() or 'unknown (neither installed nor a clone of the repository)'}")
        return 0
    if args and args[0] in COMMANDS:
        options = parser().parse_args(args)
        code: int = options.run(options)
        return code
    from talekeeper.desktop.slices import hold_collector

    # Python's cyclic garbage collector is held off until the window is built (desktop.app.main
    # lets go): what the start-up makes lives as long as the program, yet the collector walked it
    # some 50 times before the first paint (7-20 ms). The warm-up holds it again after that paint.
    hold_collector()
    from talekeeper.desktop.app import main as app_main

    return app_main(args)


def parser() -> argparse.ArgumentParser:
    import argparse

    parser = argparse.ArgumentParser(prog="talekeeper", description="Talekeeper's commands for git and for checking a library.")
    commands = parser.add_subparsers(required=True, metavar="COMMAND")
    merge = commands.add_parser("merge-file", help="merge three versions of a sheet or campaign.json (git merge driver)")
    merge.add_argument("base", type=Path, help="the common version (%%O; may be empty)")
    merge.add_argument("ours", type=Path, help="our version, replaced by the result (%%A)")
    merge.add_argument("theirs", type=Path, help="their version (%%B)")
    merge.add_argument("path", type=Path, nargs="?", help="where the file lives in the repository (%%P)")
    merge.set_defaults(run=merge_file)
    setup = commands.add_parser("git-setup", help="make git merge this library's files with Talekeeper")
    setup.add_argument("library", type=Path, nargs="?", help="the library folder (default: the default library)")
    setup.set_defaults(run=git_setup)
    check = commands.add_parser("check", help="check every file of a library; one line per problem")
    check.add_argument("library", type=Path, nargs="?", help="the library folder (default: the default library)")
    check.set_defaults(run=check_library)
    return parser


def merge_file(options: argparse.Namespace) -> int:
    return merge_paths(options.base, options.ours, options.theirs, options.path)


def merge_paths(base: Path, ours: Path, theirs: Path, path: Path | None = None) -> int:
    """git's merge driver. OURS is written last, once the conflicts are kept for the merge window,
    so it never holds ours' side of a conflict that nobody can find again; every conflict is named
    on stderr whatever happens; and no failure ends in a traceback (exit 2, OURS as it was)."""
    from talekeeper.core.paths import printable

    target = path or ours
    try:
        return _merge_file(base, ours, theirs, target, printable(target))
    except Exception as error:  # a bug: said in one line, and the file is left as git gave it
        _say(f"{printable(target)}: not merged: unexpected {type(error).__name__}: {error}; the file is left as it was")
        return 2


def _merge_file(base: Path, ours: Path, theirs: Path, target: Path, shown: str) -> int:
    from talekeeper.core.merge import MergeError
    from talekeeper.core.merge.files import merge_files, write_result
    from talekeeper.core.merge.pending import keep_pending, previous_record, put_back
    from talekeeper.core.merge.refusals import WRONG_FILE
    from talekeeper.core.paths import printable
    from talekeeper.core.storage.copies import record_kind
    from talekeeper.core.storage.errors import SheetFileError

    try:
        outcome = merge_files(base, ours, theirs)
        expected = record_kind(target.name) if target is not ours else outcome.kind
        if expected != outcome.kind:
            raise SheetFileError(target, WRONG_FILE)
    except (SheetFileError, MergeError) as error:
        _say(f"{shown}: not merged: {error}; the file is left as it was")
        return 2
    if outcome.note:
        _say(f"{shown}: {outcome.note}, so every difference is a choice")
    merged = outcome.merge
    if merged.clean:
        try:
            write_result(outcome, ours)
        except SheetFileError as error:
            _say(f"{shown}: not merged: the merged file could not be written: {error.message}; the file is left as it was")
            return 2
        return 0
    count = len(merged.conflicts)
    problem = record = None
    previous = previous_record(target.parent, target.name)  # an older merge's record of this file, put back if this one is not kept
    try:
        record = keep_pending(target.parent, target.name, outcome)
    except Exception as error:  # a SheetFileError, or a bug: told below with the conflicts, never as a traceback
        why = str(error) if isinstance(error, SheetFileError) else f"unexpected {type(error).__name__}: {error}"
        problem = f"{_plural(count, 'conflict')} could not be kept for the merge window ({why})"
    if record is not None:
        try:
            write_result(outcome, ours)
        except Exception as error:
            problem = f"the merged file could not be written ({error.message if isinstance(error, SheetFileError) else error})"
            with contextlib.suppress(SheetFileError):
                put_back(record, previous)
    if problem is None:
        _say(f"{shown}: {_plural(count, 'conflict')}; the file keeps your side of each meanwhile.")
    else:
        _say(f"{shown}: not merged: {problem}; the file is left as it was (your version). The conflicting fields:")
    for conflict in merged.conflicts:
        _say(f"  {merged.describe(conflict.path)} ({conflict.kind.value})")
    if problem is None:
        assert record is not None
        _say(f"  Open the library in Talekeeper to choose (kept in {printable(record)}).")
        return 1
    _say(f"  Fix that, then merge the file again with `git checkout -m -- {shown}`.")
    return 2


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def git_setup(options: argparse.Namespace) -> int:
    from talekeeper.core.paths import default_library
    from talekeeper.desktop.git_setup import SetupError, git_setup

    library: Path = options.library or default_library()
    try:
        done = git_setup(library)
    except SetupError as error:
        _say(str(error))
        return 2
    for line in done:
        print(line)
    if not done:
        print(f"{library}: already set up")
    return 0


def check_library(options: argparse.Namespace) -> int:
    from talekeeper.core.check import check_library
    from talekeeper.core.paths import default_library, printable
    from talekeeper.core.storage.errors import SheetFileError

    library: Path = options.library or default_library()
    try:
        problems = check_library(library)
    except SheetFileError as error:
        _say(str(error))
        return 2
    for problem in problems:
        print(problem)
    shown = printable(library)
    _say(f"{_plural(len(problems), 'problem')} in {shown}" if problems else f"{shown}: no problems")
    return 1 if problems else 0


def _say(message: str) -> None:
    """One line to stderr; a line break or other control character from a file is shown as `?`,
    so a name in a table-mate's file cannot write lines of its own."""
    line = "".join(c if c.isprintable() else "?" for c in message)
    print(line if line.startswith(" ") else f"talekeeper: {line}", file=sys.stderr)
