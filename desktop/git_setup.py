"""`talekeeper git-setup [LIBRARY]`: make git merge a library's files with Talekeeper.

It writes, adding only what is missing (running it again changes nothing):
- `<library>/.gitattributes`: `*.tale.json` and `campaign.json` use the merge driver `talekeeper`;
- `<library>/.gitignore`: the hidden folder of open merge conflicts (`.talekeeper/`) and the trash
  (`.trash/`), which are this machine's business. In `.gitignore`, not `.git/info/exclude`: it
  travels with the repository (a clone ignores the trash from its first pull), and it sits in the
  library folder, so its `/.trash/` means the library's trash even when the library is a folder
  inside the repository. With the trash ignored, a delete is a real delete for git, and a delete
  on one machine meeting an edit on another is git's modify/delete conflict (not a rename into
  `.trash/` that merges cleanly and leaves the edit in a trash). When a trash was committed
  already, it says how to stop sharing it (`git rm -r --cached .trash`).
- the driver in the configuration of the repository that holds the library (`git config`, never
  the global one): `merge.talekeeper.driver` runs this very Python with `-m talekeeper.desktop merge-file %O %A
  %B %P` (or this bundled program), so it works when `talekeeper` is not on PATH.
- no rename detection in merges (`merge.renames false`, and `pull.twohead recursive`, since
  git's `ort` strategy ignores `merge.renames` before git 2.50, and from 2.50 `recursive` is `ort`,
  which honours it): sheets look alike to git, so a sheet deleted and another added in one commit
  were taken for a rename, and an edit of the deleted character on the other side was merged into
  the new one, or lost.

git's attributes travel with the repository but its configuration does not: every clone runs
`talekeeper git-setup` once. No PySide6 here.
"""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

from talekeeper.core.merge.pending import MERGES_FOLDER
from talekeeper.core.paths import printable
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.library import TRASH_FOLDER
from talekeeper.core.storage.places import check_place
from talekeeper.core.storage.raw import read_bytes

DRIVER = "talekeeper"
ATTRIBUTES = (f"*.tale.json merge={DRIVER}", f"campaign.json merge={DRIVER}")
ATTRIBUTES_HEADER = "# Talekeeper merges character sheets and campaign settings field by field (talekeeper git-setup)"
IGNORED = (f"/{MERGES_FOLDER.parts[0]}/", f"/{TRASH_FOLDER}/")
IGNORE_HEADER = "# Talekeeper's open merge conflicts and trash on this machine (talekeeper git-setup)"


class SetupError(Exception):
    """git-setup cannot be done; the message says why and what to do."""


def driver_command() -> str:
    """The merge driver's command line: git runs it through the shell, with %O %A %B %P filled in."""
    program = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "talekeeper.desktop"]
    return " ".join(shlex.quote(part) for part in program) + " merge-file %O %A %B %P"


def git_setup(library: Path) -> list[str]:
    """Set the library's repository up; return one line per thing changed (empty: all was set)."""
    library = Path(library).expanduser()
    if not library.is_dir():
        raise SetupError(f"{library}: no such folder")
    top = _git(library, "rev-parse", "--show-toplevel")
    done: list[str] = []
    if _add_lines(library, ".gitattributes", ATTRIBUTES_HEADER, ATTRIBUTES):
        done.append(f"{library / '.gitattributes'}: *.tale.json and campaign.json are merged by Talekeeper")
    added = _add_lines(library, ".gitignore", IGNORE_HEADER, IGNORED)
    if added:
        done.append(f"{library / '.gitignore'}: ignores {', '.join(added)}")
    wanted = {
        f"merge.{DRIVER}.name": "Talekeeper: sheets merged field by field", f"merge.{DRIVER}.driver": driver_command(),
        "merge.renames": "false", "pull.twohead": "recursive",
    }
    for key, value in wanted.items():
        if _config(library, key) != value:
            _git(library, "config", "--local", key, value)
            done.append(f"{top}: git config {key} {value}")
    if _git(library, "ls-files", "--", TRASH_FOLDER):
        done.append(
            f"{library / TRASH_FOLDER}: already in the repository, so every machine shares this trash: "
            f"stop sharing it with `git rm -r --cached {TRASH_FOLDER}` in {library}, then commit (the files stay on this machine)"
        )
    return done


def _add_lines(library: Path, name: str, header: str, lines: tuple[str, ...]) -> list[str]:
    """Append the missing `lines` (under `header`) to the library's text file `name`; return those
    added. Refused when the file is a link (never written through: see core.storage.places)."""
    path = library / name
    try:
        check_place(library, path)
        text = read_bytes(path).decode("utf-8") if path.exists() else ""  # never blocks on a FIFO
    except SheetFileError as error:
        raise SetupError(str(error)) from None
    except UnicodeDecodeError as error:
        raise SetupError(f"{printable(path)}: cannot be read ({error})") from None
    present = {line.strip() for line in text.splitlines()}
    missing = [line for line in lines if line not in present]
    if not missing:
        return []
    block = "\n".join([header, *missing]) + "\n"
    separator = "" if not text else ("\n" if text.endswith("\n") else "\n\n")
    try:
        path.write_text(text + separator + block, encoding="utf-8")
    except OSError as error:
        raise SetupError(f"{path}: cannot be written ({error.strerror or error})") from None
    return missing


def _config(library: Path, key: str) -> str | None:
    result = subprocess.run(["git", "-C", str(library), "config", "--local", "--get", key], capture_output=True, text=True)
    return result.stdout.rstrip("\n") if result.returncode == 0 else None


def _git(library: Path, *args: str) -> str:
    try:
        result = subprocess.run(["git", "-C", str(library), *args], capture_output=True, text=True)
    except FileNotFoundError:
        raise SetupError("git is not installed (or not on PATH)") from None
    if result.returncode != 0:
        if args[:1] == ("rev-parse",):
            raise SetupError(f"{library}: not inside a git repository (clone the campaign's repository, or run `git init` there)")
        raise SetupError(f"git {' '.join(args)}: {result.stderr.strip()}")
    return result.stdout.strip()
