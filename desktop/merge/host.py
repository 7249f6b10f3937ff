"""What the merge's parts need of each other, as protocols (duck-typed), so that none imports the
one above it: `Host`, what the resolver needs of the window; `Resolving`, what the modules that
carry out one kind of merge (`campaign`, `sheets`, `table`) need of the `Resolver` that calls them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from talekeeper.core.merge import Merge
    from talekeeper.core.refusal import Refusal
    from talekeeper.core.storage.ancestry import Ancestry
    from talekeeper.core.storage.files import Loaded
    from talekeeper.desktop.merge.dialog import Texts


class Host(Protocol):
    """What the resolver needs of the window (duck-typed: this package imports no window module)."""

    controller: Any
    model: Any
    """The roster's model: `copies_of(path)`, `set_pending(paths)`, `set_git(found)`, `holds(id)`,
    `stranger(path)`, `drop(path)`."""
    roster_panel: Any
    """The roster: `reload()` lists files added or moved at once."""

    def save(self, path: Path | None = None) -> bool: ...

    def dialog_parent(self) -> QWidget: ...

    def say(self, text: str) -> None: ...

    def open_character(self, path: Path) -> object: ...

    def listed_characters(self) -> list[Any]: ...

    def current_path(self) -> Path | None: ...

    def selected_paths(self) -> list[Path]: ...

    def ask(self, box: QMessageBox) -> object: ...


class Resolving(Protocol):
    """The `Resolver` as the modules it calls see it (`desktop.merge.resolver` says what each does)."""

    workspace: Any
    found: Any

    @property
    def window(self) -> Host: ...

    def scan(self) -> None: ...

    def open_record(self, record_path: Path) -> Any: ...

    def merge_sheet(self, path: Path, document: Any, theirs: Loaded) -> tuple[Ancestry, Merge[Any] | None]: ...

    def ask(self, path: Path, document: Any, merge: Merge[Any], texts: Texts, step: str,
            finish: Callable[[bool], None] | None, file: Path, over: Any = None, then: str = "") -> None: ...

    def trash(self, file: Path, undoable: bool) -> None: ...

    def drop_record(self, record_path: Path) -> None: ...

    def read(self, file: Path) -> Loaded | None: ...

    def open(self, path: Path) -> Any: ...

    def tell(self, refusal: Refusal, template: str = "%1") -> None: ...

    def warn(self, text: str) -> None: ...
