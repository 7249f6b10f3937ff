"""The developer commands on a new machine: the first run shows only Talekeeper's own lines, and a
Qt platform plugin that cannot load is explained with what to install."""

from __future__ import annotations

import importlib.util
import os
import stat
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
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


def dev_in(folder: Path, monkeypatch: pytest.MonkeyPatch):
    """dev.py with its virtual environment in `folder` (never the repository's)."""
    module = dev()
    monkeypatch.setattr(module, "VENV", folder / ".venv")
    monkeypatch.setattr(module, "STAMP", folder / ".venv" / "stamp")
    return module


def fake_python(path: Path, exit_code: int) -> Path:
    """A `python` that prints setuptools' notice, as pip does during an editable install."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\ncat >&2 <<'EOF'\n{NOISE}EOF\necho 'Successfully installed talekeeper'\nexit {exit_code}\n")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return path


@pytest.mark.skipif(os.name == "nt", reason="a shell script stands in for python")
def test_the_first_run_shows_only_talekeepers_lines(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]) -> None:
    module = dev_in(tmp_path, monkeypatch)
    fake_python(module.venv_python(), 0)
    module.ensure_environment()
    out, err = capfd.readouterr()
    lines = [line for line in (out + err).splitlines() if line.strip()]
    assert lines and all(line.startswith("talekeeper: ") for line in lines), lines
    assert "BuildBackendWarning" not in out + err


@pytest.mark.skipif(os.name == "nt", reason="a shell script stands in for python")
def test_a_failed_install_shows_pips_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]) -> None:
    module = dev_in(tmp_path, monkeypatch)
    fake_python(module.venv_python(), 1)
    with pytest.raises(SystemExit, match="installing dependencies failed"):
        module.ensure_environment()
    assert "Successfully installed" in capfd.readouterr().err  # the step's own output, to act on


def test_qt_plugin_failure_is_explained(capfd: pytest.CaptureFixture[str]) -> None:
    """The app started with Qt's real X11 plugin and no display: the plugin fails for real (missing
    libraries, or no display to connect to); dev.py names what ldd finds missing, not Qt's text."""
    module = dev()
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    code = "from PySide6.QtWidgets import QApplication; QApplication([])"
    returned = module.run_app([sys.executable, "-c", code], env)
    err = capfd.readouterr().err
    assert returned != 0
    assert "talekeeper: Qt could not open a window" in err
    plugin = module.xcb_plugin(sys.executable)
    missing = module.missing_libraries(plugin) if plugin else []
    if missing:  # this machine lacks some of the plugin's libraries: exactly those are named
        packages = " ".join(dict.fromkeys(module.debian_package(name) for name in missing))
        assert f"sudo apt install {packages}\n" in err, err
    else:
        assert "no display" in err, err
    assert "Reinstalling the application may fix this problem" not in err and "Available platform plugins" not in err


QT_CURSOR_MESSAGE = """qt.qpa.plugin: From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb platform plugin.
qt.qpa.plugin: Could not load the Qt platform plugin "xcb" in "" even though it was found.
This application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may fix this problem.

Available platform plugins are: minimal, linuxfb, offscreen, xcb, wayland-egl, wayland, eglfs, vnc.

"""
LDD_OUTPUT = """\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /site/PySide6/Qt/plugins/platforms/../../lib/libQt6XcbQpa.so.6 (0x00007f18)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f18)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxkbcommon-x11.so.0 => not found
\tlibglib-2.0.so.0 => /lib/x86_64-linux-gnu/libglib-2.0.so.0 (0x00007f18)
"""


@pytest.mark.skipif(os.name == "nt", reason="shell scripts stand in for python and ldd")
def test_the_libraries_really_missing_are_named_not_cursor0(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]) -> None:
    """A minimal Debian of the issue: libxcb-cursor0 is installed, libxcb-icccm4, libxcb-keysyms1
    and libxkbcommon-x11-0 are not. Qt still prints its cursor0 line; dev.py names the three
    (from ldd of the X11 plugin of the PySide6 the app runs with), never 'libxcb-cursor0'."""
    module = dev()
    site = tmp_path / "site"
    (site / "PySide6" / "Qt" / "plugins" / "platforms").mkdir(parents=True)
    (site / "PySide6" / "__init__.py").write_text("")
    (site / "PySide6" / "Qt" / "plugins" / "platforms" / "libqxcb.so").write_bytes(b"\x7fELF")
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    python = bin_folder / "python"
    python.write_text(f"#!/bin/sh\nPYTHONPATH={site} exec {sys.executable} \"$@\"\n")
    ldd = bin_folder / "ldd"
    ldd.write_text(f"#!/bin/sh\ncase \"$1\" in {site}/PySide6/Qt/plugins/platforms/libqxcb.so) ;; *) exit 1;; esac\ncat <<'EOF'\n{LDD_OUTPUT}EOF\n")
    for script in (python, ldd):
        script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_folder}{os.pathsep}{os.environ['PATH']}")
    app = f"import sys; sys.stderr.write({QT_CURSOR_MESSAGE!r}); sys.exit(134)"
    assert module.run_app([str(python), "-c", app]) == 134
    err = capfd.readouterr().err
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1, libxkbcommon-x11.so.0" in err, err
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0\n" in err
    assert "cursor0" not in err and "Available platform plugins" not in err


@pytest.mark.parametrize(
    ("library", "package"),
    [("libxcb-cursor.so.0", "libxcb-cursor0"), ("libxcb-icccm.so.4", "libxcb-icccm4"), ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
     ("libX11-xcb.so.1", "libx11-xcb1"), ("libEGL.so.1", "libegl1"), ("libdbus-1.so.3", "libdbus-1-3"), ("libglib-2.0.so.0", "libglib2.0-0")],
)
def test_library_names_map_to_debian_packages(library: str, package: str) -> None:
    assert dev().debian_package(library) == package


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ldd and Qt's X11 plugin are Linux things")
def test_readme_lists_every_package_the_x11_plugin_needs() -> None:
    """Every X11/GL library the real plugin links (resolved or missing) is in a package that the
    README's apt line next to the two commands, and dev.py's fallback advice, both name."""
    module = dev()
    plugin = module.xcb_plugin(sys.executable)
    if plugin is None:
        pytest.skip("this PySide6 has no X11 plugin")
    import subprocess

    listing = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True).stdout
    libraries = {line.split()[0] for line in listing.splitlines() if line.strip()}
    x11 = sorted(name for name in libraries if name.startswith(("libxcb", "libX11", "libxkb", "libEGL", "libGL.", "libfontconfig", "libdbus", "libglib")))
    assert len(x11) > 10, listing
    readme = (ROOT / "README.md").read_text()
    apt_line = next(line for line in readme.split("## The two commands")[1].splitlines() if "sudo apt install" in line)
    for name in x11:
        assert module.debian_package(name) in apt_line.split(), (name, apt_line)
        assert module.debian_package(name) in module.X11_PACKAGES.split(), name


def test_other_error_output_passes_through(capfd: pytest.CaptureFixture[str]) -> None:
    module = dev()
    returned = module.run_app([sys.executable, "-c", "import sys; print('qt.qpa.wayland: a warning', file=sys.stderr); print('Traceback: boom', file=sys.stderr); sys.exit(3)"])
    err = capfd.readouterr().err
    assert returned == 3 and "qt.qpa.wayland: a warning" in err and "Traceback: boom" in err and "talekeeper:" not in err
