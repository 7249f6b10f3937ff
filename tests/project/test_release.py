"""Issue 23: what a release promises. The declared dependency bounds are checked and tested (the
lowest with `dev.py test --oldest`), a save never writes a key the same install cannot read, the
version moves with every commit and follows the AppStream releases, `talekeeper --version`
exists, and without a usable display the app says what to do instead of aborting."""

from __future__ import annotations

import importlib
import os
import pkgutil
import shutil
import subprocess
import sys
import warnings
from pathlib import Path
from types import ModuleType

import pytest
from packaging.version import Version
from pydantic import BaseModel, ValidationError
from pytestqt.qtbot import QtBot

from talekeeper import core
from talekeeper.core import deprecated
from talekeeper.core.model.common import Model
from talekeeper.core.storage.files import load_character, save_character
from talekeeper.desktop.version import version
from tests.bounds import out_of_bounds

ROOT = Path(__file__).resolve().parents[2]
GIT = shutil.which("git")


def _load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


release = _load(ROOT / "packaging" / "release.py")


def every_model() -> list[type[Model]]:
    with warnings.catch_warnings():  # the deprecated aliases (core.deprecated) hold no models of their own
        warnings.filterwarnings("ignore", r".* is deprecated; use talekeeper\.", DeprecationWarning)
        for info in pkgutil.walk_packages(core.__path__, f"{core.__name__}."):
            if info.name not in deprecated.MODULES:
                importlib.import_module(info.name)

    def below(cls: type[Model]) -> list[type[Model]]:
        return [found for sub in cls.__subclasses__() for found in (sub, *below(sub))]

    return sorted(set(below(Model)), key=lambda cls: f"{cls.__module__}.{cls.__qualname__}")


def written_key(model: type[Model], name: str) -> str:
    """The key this install's pydantic writes for field `name` of `model` (as a save does)."""
    field = model.model_fields[name]
    value = None if field.is_required() else field.get_default(call_default_factory=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        (key,) = model.model_construct(**{name: value}).model_dump(mode="python", include={name}, warnings=False)
    return str(key)


def test_saving_never_writes_a_key_the_same_install_cannot_read() -> None:
    """Every field of every model: the key a save writes is one loading accepts. With pydantic
    2.10 (which ignores serialize_by_alias), HarmStats wrote `str_` and refused it on load."""
    models = every_model()
    assert len(models) > 30
    unreadable = []
    for model in models:
        for name in model.model_fields:
            key = written_key(model, name)
            try:
                model.model_validate({key: None})
            except ValidationError as error:
                if any(e["type"] == "extra_forbidden" and e["loc"] == (key,) for e in error.errors()):
                    unreadable.append(f"{model.__qualname__}.{name} is written as {key!r}")
    assert unreadable == []


@pytest.mark.parametrize("sheet", sorted([*(ROOT / "tests" / "golden").glob("*.tale.json"), *(ROOT / "resources" / "examples").glob("*.tale.json")]), ids=lambda p: p.name)
def test_every_sheet_saved_loads_back_the_same(sheet: Path, tmp_path: Path) -> None:
    character = load_character(sheet)
    save_character(character, tmp_path / sheet.name)
    again = load_character(tmp_path / sheet.name)
    assert again == character
    assert isinstance(again, BaseModel)


def test_the_installed_dependencies_are_checked_against_the_declared_bounds() -> None:
    """The check the test command makes at start (tests/conftest.py): pydantic 2.10.6 passed `pip
    check` but saved sheets it could not read back."""
    assert out_of_bounds() == []
    old = {"pydantic": "2.10.6", "PySide6-Essentials": "6.12.0", "platformdirs": "4.0.0"}
    assert out_of_bounds(old.get) == ["pydantic 2.10.6 is installed, outside the declared pydantic<3,>=2.11 (pyproject.toml)"]
    assert out_of_bounds({}.get)[0] == "PySide6-Essentials is not installed; Talekeeper declares PySide6-Essentials<7,>=6.12 (pyproject.toml)"


def test_the_oldest_command_installs_exactly_the_declared_lower_bounds() -> None:
    dev = _load(ROOT / "packaging" / "dev.py")
    assert dev.lowest_pins() == ["PySide6-Essentials==6.12", "pydantic==2.11", "platformdirs==4"]


def _commit(repo: Path, message: str) -> None:
    subprocess.run(["git", "-C", str(repo), "add", "-A"], check=True)
    subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", message], check=True)


def _metainfo(repo: Path, *versions: str) -> None:
    path = repo / release.METAINFO
    path.parent.mkdir(parents=True, exist_ok=True)
    entries = "".join(f'<release version="{v}" date="2026-12-0{i + 1}"/>' for i, v in enumerate(versions))
    path.write_text(f"<component><releases>{entries}</releases></component>\n", encoding="utf-8")


@pytest.mark.skipif(GIT is None, reason="git is not installed")
def test_the_version_moves_with_every_commit_and_follows_the_appstream_releases(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    _metainfo(repo, "0.1.0")
    _commit(repo, "release 0.1.0")
    assert release.describe(repo) == "0.1.0"
    (repo / "a.txt").write_text("a")
    _commit(repo, "a change")
    assert release.describe(repo) == "0.1.0.post1"
    (repo / "b.txt").write_text("b")
    _commit(repo, "another")
    assert release.describe(repo) == "0.1.0.post2"
    assert Version("0.1.0.post2") > Version("0.1.0.post1") > Version("0.1.0")  # pip upgrades along them
    _metainfo(repo, "0.2.0", "0.1.0")
    _commit(repo, "release 0.2.0")
    assert release.describe(repo) == "0.2.0"
    assert release.describe(tmp_path) is None  # no git: an sdist's PKG-INFO says it
    (tmp_path / "PKG-INFO").write_text("Metadata-Version: 2.4\nName: talekeeper\nVersion: 0.2.0.post7\n")
    assert release.version(tmp_path) == "0.2.0.post7"


def test_the_version_starts_with_the_latest_appstream_release() -> None:
    running = version()
    assert running is not None
    latest = release.latest_release(ROOT)
    assert running == latest or (Version(running).is_postrelease and Version(running).base_version == latest), (running, latest)


def test_talekeeper_version_prints_it_without_qt() -> None:
    code = "import sys; from talekeeper.desktop.cli import main; main(['--version']); print(sorted(m for m in sys.modules if m.startswith('PySide6')))"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [f"talekeeper {version()}", "[]"]


@pytest.mark.skipif(sys.platform != "linux", reason="Qt's X11 plugin")
def test_without_a_display_the_app_says_what_to_do_instead_of_aborting(tmp_path: Path) -> None:
    """Qt's X11 plugin and no display: Qt's own text and its abort (exit 134) gave way to one message."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    result = subprocess.run([sys.executable, "-m", "talekeeper.desktop", "--library", str(tmp_path)], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 1, (result.returncode, result.stderr)
    assert result.stderr.startswith("talekeeper: Qt could not open a window"), result.stderr
    assert "sudo apt install" in result.stderr or "no display" in result.stderr
    assert "Available platform plugins" not in result.stderr and "Reinstalling the application" not in result.stderr


def test_every_import_names_talekeepers_packages_as_installed() -> None:
    """One name per module, in a clone as in the wheel: `talekeeper.core`, never `core` (which in
    site-packages would be anyone's)."""
    import ast

    old = []
    for path in sorted(p for top in ("core", "desktop", "tests", "packaging") for p in (ROOT / top).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
            old += [f"{path.relative_to(ROOT)}:{node.lineno} {name}" for name in names if name.split(".")[0] in ("core", "desktop", "resources")]
    assert old == []


def test_another_packages_resources_and_core_do_not_replace_talekeepers(tmp_path: Path) -> None:
    """A package that ships a top-level `resources` or `core` (here first on the path) no longer
    replaces Talekeeper's: the app starts and finds its icons (it failed with `module 'resources'
    has no attribute 'icon_pngs'`)."""
    for name in ("resources", "core", "desktop"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "__init__.py").write_text("")
    code = "from talekeeper.desktop.app import application_icon; from PySide6.QtWidgets import QApplication; app = QApplication([]); print(len(application_icon().availableSizes()))"
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert int(result.stdout) == 6


def test_help_about_shows_the_version_running(qtbot: QtBot, tmp_path: Path) -> None:
    from talekeeper.desktop.window.help import about_text
    from tests.gui import open_window

    window = open_window(qtbot, tmp_path)
    assert about_text(window).splitlines()[0] == f"Talekeeper {version()}"
