"""Test setup: headless Qt, and every folder the program could write to points at a temporary one."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest

_SANDBOX = Path(tempfile.mkdtemp(prefix="talekeeper-tests-"))
os.environ["QT_QPA_PLATFORM"] = os.environ.get("TALEKEEPER_TEST_PLATFORM", "offscreen")  # a test's own run: xcb, or another screen
os.environ["HOME"] = str(_SANDBOX / "home")
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"):
    _folder = _SANDBOX / _name.lower()
    _folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.environ[_name] = str(_folder)
os.environ["TALEKEEPER_APPDIRS"] = str(_SANDBOX / "appdirs")
os.environ["TALEKEEPER_LIBRARY"] = str(_SANDBOX / "default-library")
os.environ.pop("LANGUAGE", None)
os.environ["LANG"] = "C.UTF-8"

from talekeeper.core.model import Campaign, Character, HeroQuest  # noqa: E402  (after the environment is set)
from talekeeper.core.storage.files import save_campaign, save_character  # noqa: E402
from talekeeper.desktop.none_guard import keep_none_alive  # noqa: E402
from tests.git import SWORD, clone, commit, git, run  # noqa: E402

keep_none_alive()  # the whole suite is one process: PySide6 6.12 on Python 3.11 would use None up


@pytest.fixture(autouse=True)
def _private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test gets its own application folders and default library."""
    monkeypatch.setenv("TALEKEEPER_APPDIRS", str(tmp_path / "appdirs"))
    monkeypatch.setenv("TALEKEEPER_LIBRARY", str(tmp_path / "library"))


@pytest.fixture(scope="session", autouse=True)
def _english(qapp) -> None:
    """English as the app installs it at start (its translator gives plural forms: `1 wound`, `2 wounds`)."""
    from talekeeper.desktop import i18n

    i18n.install("en")


@pytest.fixture(autouse=True)
def bug_reports(monkeypatch: pytest.MonkeyPatch):
    """The dialogs of unexpected errors (desktop.errors), recorded instead of shown: a test that
    expects some reads and clears this list; any other left in it fails the test."""
    from talekeeper.desktop import errors

    shown: list = []
    monkeypatch.setattr(errors, "exec_box", shown.append)
    monkeypatch.setattr(errors, "_shown", set())
    yield shown
    errors.stop_logging()
    assert not shown, [box.text() for box in shown]


def pytest_configure(config: pytest.Config) -> None:
    """Refuse to test on dependencies outside the declared bounds, in one line each."""
    from tests.bounds import out_of_bounds

    problems = out_of_bounds()
    if problems:
        pytest.exit("talekeeper: " + "; ".join(problems) + ". Reinstall with python3 packaging/dev.py test", returncode=4)


@pytest.fixture
def table(tmp_path: Path) -> tuple[Path, Path, Character]:
    """Ana's and the GM's clones of a campaign repository holding one library (`table/`)."""
    origin = tmp_path / "origin.git"
    git(tmp_path, "init", "-q", "--bare", "--initial-branch=main", str(origin))
    first = tmp_path / "first"
    git(tmp_path, "init", "-q", "--initial-branch=main", str(first))
    git(first, "config", "--local", "user.name", "GM")
    git(first, "config", "--local", "user.email", "gm@example.org")
    (first / "table").mkdir()
    vasana = Character(name="Vasana", heroquest=HeroQuest(abilities=(SWORD,)))
    save_character(vasana, first / "table" / "vasana.tale.json")
    save_campaign(Campaign(), first / "table" / "campaign.json")
    assert run(first, sys.executable, "-m", "talekeeper.desktop", "git-setup", "table").stdout.count("\n") == 6
    commit(first, "The table's library")
    git(first, "remote", "add", "origin", str(origin))
    git(first, "push", "-q", "origin", "main")
    return clone(origin, tmp_path / "ana", "Ana"), clone(origin, tmp_path / "gm", "GM"), vasana
