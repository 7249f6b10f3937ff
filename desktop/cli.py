"""The `talekeeper` command: the desktop app, or a sub-command for git and for a campaign's CI.

    talekeeper [--library DIR] ...               the desktop app (desktop.app.main)
    talekeeper merge-file BASE OURS THEIRS [PATH]  git's merge driver (%O %A %B %P)
    talekeeper git-setup [LIBRARY]                 make git merge the library with Talekeeper
    talekeeper check [LIBRARY]                     check every file of a library
    talekeeper --version                           print the version

Sub-commands never import PySide6 (git runs the driver once per merged file, and a CI machine may
have no display). Their messages are in English, like git's, since Qt's translations need Qt.

merge-file follows git's merge-driver protocol: the merged file is written over OURS; exit 0 when
the merge is clean; exit 1 when conflicts are left, OURS then holds a valid file with ours' side of
each and the conflicts are kept for the merge window in `<library>/.talekeeper/merges/` (see
core.merge.pending; the library is PATH's folder, or OURS' without PATH); exit 2 when the files
cannot be merged (not Talekeeper files, broken, or two different characters), OURS left as it was.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

COMMANDS = ("merge-file", "git-setup", "check")


def main(argv: Sequence[str] | None = None) -> int:
    """Run a sub-command, or the desktop app when the first argument is none."""
    args = list(sys.argv[1:] if argv is None else argv)
    if "--version" in args and args[0] not in COMMANDS:
        from desktop.version import version

        print(f"talekeeper {version() or 'unknown (neither installed nor a clone of the repository)'}")
        return 0
    if args and args[0] in COMMANDS:
        options = parser().parse_args(args)
        code: int = options.run(options)
        return code
    from desktop.app import main as app_main

    return app_main(args)


def parser() -> argparse.ArgumentParser:
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
    from core.merge import MergeError
    from core.merge.files import merge_files, write_result
    from core.merge.pending import keep_pending
    from core.storage.errors import SheetFileError

    ours: Path = options.ours
    target: Path = options.path or ours
    try:
        outcome = merge_files(options.base, ours, options.theirs)
        write_result(outcome, ours)
    except (SheetFileError, MergeError) as error:
        _say(f"{target}: not merged: {error}; the file is left as it was")
        return 2
    if outcome.note:
        _say(f"{target}: {outcome.note}, so every difference is a choice")
    merged = outcome.merge
    if merged.clean:
        return 0
    count = len(merged.conflicts)
    try:
        record = keep_pending(target.parent, target.name, outcome)
    except SheetFileError as error:
        _say(f"{target}: {count} conflicts, your side kept in the file; they could not be kept for the merge window: {error}")
        return 1
    _say(f"{target}: {count} conflict{'s' if count != 1 else ''}; the file keeps your side of each meanwhile.")
    for conflict in merged.conflicts:
        _say(f"  {merged.describe(conflict.path)} ({conflict.kind.value})")
    _say(f"  Open the library in Talekeeper to choose (kept in {record}).")
    return 1


def git_setup(options: argparse.Namespace) -> int:
    from core.paths import default_library
    from desktop.git_setup import SetupError, git_setup

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
    from core.paths import default_library
    from core.storage.check import check_library
    from core.storage.errors import SheetFileError

    library: Path = options.library or default_library()
    try:
        problems = check_library(library)
    except SheetFileError as error:
        _say(str(error))
        return 2
    for problem in problems:
        print(problem)
    _say(f"{len(problems)} problem{'s' if len(problems) != 1 else ''} in {library}" if problems else f"{library}: no problems")
    return 1 if problems else 0


def _say(message: str) -> None:
    print(message if message.startswith(" ") else f"talekeeper: {message}", file=sys.stderr)
