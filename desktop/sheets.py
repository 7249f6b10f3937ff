"""The one sheet source of the rules dialogs and actions of all three families (Stonetop,
HeroQuest, Dogs in the Vineyard).

The runner makes one `Sheets` per action (`Runner.sheets()`); a window that lives longer (a Dogs
conflict, a HeroQuest extended contest) keeps one for its life. Through it a dialog or action
gets, and only gets:

- the roster's characters (`entries()`: path and name, no sheet read; taken once, `relist()`
  takes them again);
- a character by path (`character(path)`, `readable_sheet(path)`): the open document's value
  with its unsaved edits, else the file; reading never opens a document;
- the table an operation reads (`table(paths, play, others)`: the sheets at `paths`, each once,
  the campaign, the play state and other saved play states);
- where a character is (`path_of(id)`, `paths_of(ids)`), for every character it has read or
  listed, so inputs that carry ids find their files without reading the roster again;
- the one policy for unreadable sheets (`readable(paths)`): a file that cannot be read is
  reported once through the runner (`file_problem`) and left out; it is never dropped silently,
  and never reported twice by the same source. A picker that shows a character in place says
  "cannot be read" there instead (`readable_sheet` gives None);
- who an action is for (`target(path)`, `party(path)`): the one given, else the open tab's or
  the roster's selection, the user told when there is none.

A rules dialog (`desktop.rules_dialog.RulesDialog`) is made with a `Sheets` and the paths it
reads; the runner runs its inputs on the paths its last preview used (`Runner.ask_and_run`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from talekeeper.core.storage.errors import SheetFileError

if TYPE_CHECKING:  # the model (pydantic) loads after the first paint: these are types only here
    from talekeeper.core.model import Campaign, Character
    from talekeeper.core.outcome import Table
    from talekeeper.core.storage.summary import CharacterSummary
    from talekeeper.desktop.workspace import Workspace


class Host(Protocol):
    """What a runner needs of the window it serves."""

    def dialog_parent(self) -> QWidget | None: ...

    def current_path(self) -> Path | None: ...

    def selected_paths(self) -> list[Path]: ...

    def say(self, text: str) -> None: ...


class Reader(Protocol):
    """What a `Sheets` reads through: the runner (`desktop.operations.Runner`)."""

    workspace: Workspace
    host: Host | None

    @property
    def campaign(self) -> Campaign: ...

    def sheet(self, path: Path) -> Character: ...

    def characters(self) -> list[CharacterSummary]: ...

    def file_problem(self, error: SheetFileError) -> None: ...


class Sheets:
    """The sheets a dialog or action reads, through the runner (see the module's docstring)."""

    def __init__(self, runner: Reader, values: Mapping[Path, Character] | None = None) -> None:
        self.runner = runner
        self.values = dict(values or {})
        """Sheets read as these characters instead (`with_values`)."""
        self._listed: list[CharacterSummary] | None = None
        self._entries: list[tuple[Path, str]] | None = None
        self._read: dict[str, Path] = {}
        """Character id -> file, of every sheet read here."""
        self._reported: set[Path] = set()

    @property
    def campaign(self) -> Campaign:
        return self.runner.campaign

    # -- the roster --------------------------------------------------------------------------------

    def _listing(self) -> list[CharacterSummary]:
        if self._listed is None:
            self._listed = self.runner.characters()
        return self._listed

    def entries(self) -> list[tuple[Path, str]]:
        """The roster's characters (path, name; an open one by its edited name), no sheet read."""
        if self._entries is None:
            open_now = self.runner.workspace.documents
            self._entries = [(e.path, open_now[e.path].character.name if e.path in open_now else e.name) for e in self._listing()]
        return self._entries

    def relist(self) -> None:
        """Files came or went in the library: the roster's characters are taken again when asked,
        and where each character is found again."""
        self._listed = self._entries = None
        self._read.clear()

    # -- reading -----------------------------------------------------------------------------------

    def character(self, path: Path) -> Character:
        """The character at `path` as the program has it now (SheetFileError when unreadable)."""
        path = Path(path)
        character = self.values.get(path) or self.runner.sheet(path)
        self._read[character.id] = path
        return character

    def with_values(self, values: Mapping[Path, Character]) -> Sheets:
        """A source over the same library where the sheets at these paths read as the given
        characters (a dialog's work in progress, such as first aid's treated patient)."""
        return Sheets(self.runner, {**self.values, **values})

    def readable_sheet(self, path: Path | None) -> Character | None:
        """`character(path)`, or None when there is no path or its file cannot be read (for a
        picker that says so in place)."""
        if path is None:
            return None
        try:
            return self.character(path)
        except SheetFileError:
            return None

    def table(self, paths: Iterable[Path], play: Any = None, others: Mapping[Path, Any] | None = None) -> Table:
        """The sheets at `paths` (each once) by id, the campaign, the play state, and other saved
        play states (by their files) the action may change (SheetFileError when one is unreadable)."""
        from talekeeper.core.outcome import Table

        sheets = {character.id: character for character in map(self.character, dict.fromkeys(Path(p) for p in paths))}
        return Table(sheets, self.campaign, play, {state.id: state for state in (others or {}).values()})

    def where(self, character_id: str) -> Path:
        """The file of a sheet read here (KeyError when none with this id was read)."""
        return self._read[character_id]

    def path_of(self, character_id: str | None) -> Path | None:
        """Where the character with this id is: one read here, else one the roster lists (None:
        not in the library)."""
        if not character_id:
            return None
        found = self._read.get(character_id)
        if found is None:
            found = next((entry.path for entry in self._listing() if entry.id == character_id), None)
        return found

    def paths_of(self, character_ids: Iterable[str | None]) -> list[Path]:
        """`path_of` each id, in order, each file once; ids not in the library are left out."""
        found = (self.path_of(i) for i in character_ids)
        return list(dict.fromkeys(p for p in found if p is not None))

    def readable(self, paths: Iterable[Path]) -> list[Path]:
        """The paths whose sheets can be read; each one that cannot is reported once (by this
        source) through the runner and left out."""
        kept = []
        for path in dict.fromkeys(Path(p) for p in paths):
            try:
                self.character(path)
            except SheetFileError as error:
                if path not in self._reported:
                    self._reported.add(path)
                    self.runner.file_problem(error)
                continue
            self._reported.discard(path)
            kept.append(path)
        return kept

    # -- who an action is for ----------------------------------------------------------------------

    def say(self, text: str) -> None:
        """Tell the user in the window's status line (an action that has nothing to act on)."""
        if self.runner.host is not None:
            self.runner.host.say(text)

    def target(self, path: Path | None = None) -> Path | None:
        """The character an action is for: the one given, the open tab's, or the one selected."""
        if path is not None:
            return path
        host = self.runner.host
        current = host.current_path() if host is not None else None
        if current is not None:
            return current
        selected = host.selected_paths() if host is not None else []
        if len(selected) == 1:
            return selected[0]
        self.say(QCoreApplication.translate("HarmActions", "Open a character, or select one in the roster, first."))
        return None

    def party(self, path: Path | None = None) -> list[Path]:
        """Characters for a group action: the roster's selection (with `path` first when given), or
        the open character when nothing is selected."""
        host = self.runner.host
        selected = host.selected_paths() if host is not None else []
        if path is not None:
            return [path, *(p for p in selected if p != path)]
        if selected:
            return selected
        current = host.current_path() if host is not None else None
        if current is not None:
            return [current]
        self.say(QCoreApplication.translate("HarmActions", "Select characters in the roster first (Ctrl+click or Shift+click picks several)."))
        return []
