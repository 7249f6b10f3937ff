"""The developer commands on a new machine: the first run shows only Talekeeper's own lines, and a
Qt platform plugin that cannot load is explained with what to install."""

from __future__ import annotations

import importlib.util
import os
import stat
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOISE = """  /tmp/pip-build-env/overlay/lib/python3.11/site-packages/setuptools/command/editable_wheel.py:354: BuildBackendWarning: Editable installation.
  !!
          ********************************************************************************
          Please be careful with folders in your working directory with the same
          name as your package as they may take precedence during imports.
          ********************************************************************************
  !!
"""


def dev():
    spec = importlib.util.spec_from_file_location("talekeeper_dev", ROOT / "packaging" / "dev.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fake_python(path: Path, exit_code: int) -> Path:
    """A `python` that prints setuptools' notice, as pip does during an editable install."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\ncat >&2 <<'EOF'\n{NOISE}EOF\necho 'Successfully installed talekeeper'\nexit {exit_code}\n")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return path


@pytest.mark.skipif(os.name == "nt", reason="a shell script stands in for python")
def test_the_first_run_shows_only_talekeepers_lines(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]) -> None:
    module = dev()
    monkeypatch.setattr(module, "VENV", tmp_path / ".venv")
    monkeypatch.setattr(module, "STAMP", tmp_path / ".venv" / "stamp")
    fake_python(module.venv_python(), 0)
    module.ensure_environment()
    out, err = capfd.readouterr()
    lines = [line for line in (out + err).splitlines() if line.strip()]
    assert lines and all(line.startswith("talekeeper: ") for line in lines), lines
    assert "BuildBackendWarning" not in out + err


@pytest.mark.skipif(os.name == "nt", reason="a shell script stands in for python")
def test_a_failed_install_shows_pips_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]) -> None:
    module = dev()
    monkeypatch.setattr(module, "VENV", tmp_path / ".venv")
    monkeypatch.setattr(module, "STAMP", tmp_path / ".venv" / "stamp")
    fake_python(module.venv_python(), 1)
    with pytest.raises(SystemExit, match="installing dependencies failed"):
        module.ensure_environment()
    assert "Successfully installed" in capfd.readouterr().err  # the step's own output, to act on


def test_qt_plugin_failure_is_explained(capfd: pytest.CaptureFixture[str]) -> None:
    """The app started with Qt's X11 plugin and no display: the plugin fails for real (a missing
    libxcb-cursor0, or no display to connect to); dev.py says what to do instead of Qt's text."""
    module = dev()
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    code = "from PySide6.QtWidgets import QApplication; QApplication([])"
    returned = module.run_app([sys.executable, "-c", code], env)
    err = capfd.readouterr().err
    assert returned != 0
    assert "talekeeper: Qt could not open a window" in err and ("sudo apt install libxcb-cursor0" in err or "no display" in err)
    assert "Reinstalling the application may fix this problem" not in err and "Available platform plugins" not in err


def test_other_error_output_passes_through(capfd: pytest.CaptureFixture[str]) -> None:
    module = dev()
    returned = module.run_app([sys.executable, "-c", "import sys; print('qt.qpa.wayland: a warning', file=sys.stderr); print('Traceback: boom', file=sys.stderr); sys.exit(3)"])
    err = capfd.readouterr().err
    assert returned == 3 and "qt.qpa.wayland: a warning" in err and "Traceback: boom" in err and "talekeeper:" not in err
