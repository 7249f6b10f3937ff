"""Test setup: headless Qt, and every folder the program could write to points at a temporary one."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

_SANDBOX = Path(tempfile.mkdtemp(prefix="talekeeper-tests-"))
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["HOME"] = str(_SANDBOX / "home")
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"):
    _folder = _SANDBOX / _name.lower()
    _folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.environ[_name] = str(_folder)
os.environ["TALEKEEPER_APPDIRS"] = str(_SANDBOX / "appdirs")
os.environ["TALEKEEPER_LIBRARY"] = str(_SANDBOX / "default-library")
os.environ.pop("LANGUAGE", None)
os.environ["LANG"] = "C.UTF-8"


@pytest.fixture(autouse=True)
def _private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test gets its own application folders and default library."""
    monkeypatch.setenv("TALEKEEPER_APPDIRS", str(tmp_path / "appdirs"))
    monkeypatch.setenv("TALEKEEPER_LIBRARY", str(tmp_path / "library"))


@pytest.fixture(autouse=True, scope="session")
def _english(qapp: object) -> None:
    """The interface in English, as the app starts for an English user (its plural forms too)."""
    from desktop import i18n

    i18n.install("en")
