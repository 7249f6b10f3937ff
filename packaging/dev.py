#!/usr/bin/env python3
"""Set up a local virtual environment on first use, then run Talekeeper or its tests.

    python3 packaging/dev.py app [talekeeper options]   launch the desktop app
    python3 packaging/dev.py test [pytest options]      ruff, mypy on core, then the whole test suite (with options: pytest only)
    python3 packaging/dev.py bench                      run the benchmarks (not part of the tests)
    python3 packaging/dev.py screenshots                regenerate the README screenshots
    python3 packaging/dev.py translations               update the .ts sources and compile the .qm files
    python3 packaging/dev.py bundle                     build the standalone app in dist/talekeeper/ (PyInstaller)

Only the Python standard library is used here, so this works on a fresh machine with Python 3.11+.
The environment lives in `.venv/` at the top of the repository and is reinstalled only when
`pyproject.toml` changes.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / "talekeeper-install.sha256"
MIN_PYTHON = (3, 11)


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def wanted_stamp() -> str:
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes())
    digest.update(sys.version.encode())
    return digest.hexdigest()


def ensure_environment() -> Path:
    """Create `.venv` and install the project with its test extras, unless already current."""
    python = venv_python()
    stamp = wanted_stamp()
    if python.exists() and STAMP.exists() and STAMP.read_text().strip() == stamp:
        return python
    if not python.exists():
        print(f"talekeeper: creating a virtual environment in {VENV} (first run only)", flush=True)
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        except (OSError, subprocess.CalledProcessError) as exc:
            sys.exit(
                f"talekeeper: could not create {VENV}: {exc}\n"
                "On Debian or Ubuntu install the venv module first: apt install python3-venv"
            )
    print("talekeeper: installing dependencies (PySide6, pydantic, platformdirs, pytest ...)", flush=True)
    pip = [str(python), "-m", "pip", "--disable-pip-version-check", "-q"]
    quiet_run(pip + ["install", "--upgrade", "pip"])
    if quiet_run(pip + ["install", "-e", f"{ROOT}[test]"], show_failure=True) != 0:
        sys.exit("talekeeper: installing dependencies failed (see pip's message above)")
    STAMP.write_text(stamp + "\n")
    print("talekeeper: ready", flush=True)
    return python


def quiet_run(command: list[str], *, show_failure: bool = False) -> int:
    """Run a setup step with its output kept back (pip's and setuptools' notices are not for a
    new user); shown only when it fails and `show_failure`."""
    result = subprocess.run(command, capture_output=True, text=True, errors="replace")
    if result.returncode != 0 and show_failure:
        sys.stderr.write(result.stdout + result.stderr)
    return result.returncode


QT_PLUGIN_LINES = ("qt.qpa.", "This application failed to start because", "Available platform plugins are", "Reinstalling the application")


# The Debian/Ubuntu packages Qt's X11 plugin needs beyond a minimal system (the README lists the same).
X11_PACKAGES = (
    "libegl1 libgl1 libfontconfig1 libglib2.0-0 libdbus-1-3 libx11-6 libx11-xcb1 libxkbcommon0 "
    "libxkbcommon-x11-0 libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 "
    "libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1"
)
# Libraries whose Debian package name does not follow the usual rule (see debian_package).
DEBIAN_EXCEPTIONS = {
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libGLdispatch.so.0": "libglvnd0",
    "libz.so.1": "zlib1g",
}


def xcb_plugin(python: str) -> Path | None:
    """Qt's X11 platform plugin inside the PySide6 that `python` imports, if it is there."""
    try:
        found = subprocess.run([python, "-c", "import sys, PySide6; sys.stdout.write(PySide6.__path__[0])"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    plugin = Path(found.stdout) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if found.returncode == 0 and found.stdout and plugin.is_file() else None


def missing_libraries(plugin: Path) -> list[str]:
    """The shared libraries `plugin` needs that the system does not have (ldd's "not found" lines,
    its own and those of the libraries it loads), in ldd's order; empty when ldd cannot tell."""
    try:
        result = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, errors="replace", timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return []
    missing: list[str] = []
    for line in result.stdout.splitlines():
        name, _, where = line.strip().partition(" => ")
        if where.strip() == "not found" and name not in missing:
            missing.append(name)
    return missing


def debian_package(library: str) -> str:
    """The Debian/Ubuntu package that ships a shared library, by Debian's naming rule: the name
    before `.so`, lower case, then the version (with a dash when the name ends in a digit):
    libxcb-icccm.so.4 is in libxcb-icccm4, libxkbcommon-x11.so.0 in libxkbcommon-x11-0."""
    if library in DEBIAN_EXCEPTIONS:
        return DEBIAN_EXCEPTIONS[library]
    stem, _, version = library.partition(".so")
    stem, version = stem.lower(), version.lstrip(".").split(".")[0]
    return f"{stem}-{version}" if stem[-1:].isdigit() else f"{stem}{version}"


def explain_qt_failure(text: str, missing: list[str] | None = None) -> str | None:
    """What to do when Qt could not load a platform plugin (its own message names libxcb-cursor0
    whatever is missing); `missing` are the libraries ldd found missing for the X11 plugin. None
    when `text` is not that failure."""
    if "no Qt platform plugin could be initialized" not in text and "Could not load the Qt platform plugin" not in text:
        return None
    lines = ["talekeeper: Qt could not open a window: its display plugin did not load."]
    if missing:
        packages = list(dict.fromkeys(debian_package(name) for name in missing))
        lines.append(f"  Qt's X11 plugin needs {', '.join(missing)}, which this system does not have.")
        lines.append(f"  Install (Debian, Ubuntu): sudo apt install {' '.join(packages)}")
    elif "could not connect to display" in text:
        lines.append("  There is no display to open a window on (DISPLAY is not set): start Talekeeper in a desktop session.")
    else:
        lines.append(f"  Install Qt's X11 libraries (Debian, Ubuntu): sudo apt install {X11_PACKAGES}")
    lines.append("  On Wayland, QT_QPA_PLATFORM=wayland python3 packaging/dev.py app may work too; QT_DEBUG_PLUGINS=1 shows Qt's details.")
    return "\n".join(lines)


def run_app(args: list[str], env: dict[str, str] | None = None) -> int:
    """Run Talekeeper, passing its error output through, except that Qt's failure to load a
    platform plugin is explained with what to install instead of Qt's raw message."""
    held: list[str] = []
    with subprocess.Popen(args, stderr=subprocess.PIPE, text=True, errors="replace", env=env) as process:
        try:
            for line in process.stderr:
                if line.startswith(QT_PLUGIN_LINES) or (held and not line.strip()):
                    held.append(line)
                    continue
                sys.stderr.write("".join(held) + line)
                held.clear()
        except KeyboardInterrupt:
            pass
        code = process.wait()
    failure = "".join(held)
    plugin = xcb_plugin(args[0]) if explain_qt_failure(failure) else None
    advice = explain_qt_failure(failure, missing_libraries(plugin) if plugin else [])
    sys.stderr.write(advice + "\n" if advice else "".join(held))
    return code


def main(argv: list[str]) -> int:
    if sys.version_info < MIN_PYTHON:
        sys.exit(f"talekeeper needs Python {'.'.join(map(str, MIN_PYTHON))} or newer")
    if not argv or argv[0] not in {"app", "test", "bench", "screenshots", "translations", "bundle"}:
        print(__doc__)
        return 2
    command, rest = argv[0], argv[1:]
    python = str(ensure_environment())
    os.chdir(ROOT)
    if command == "app":
        return run_app([python, "-m", "desktop", *rest])
    elif command == "test":
        if not rest and checks(python) != 0:
            return 1
        args = [python, "-m", "pytest", *rest]
    elif command == "bench":
        args = [python, "-m", "tests.benchmarks", *rest]
    elif command == "screenshots":
        args = [python, "-m", "desktop.screenshots", *rest]
    elif command == "bundle":
        return build_bundle(python, rest)
    else:
        return update_translations(Path(python).parent)
    return subprocess.run(args).returncode


def checks(python: str) -> int:
    """The whole test command starts with the checks: ruff over the repository and mypy (strict)
    over core, both configured in pyproject.toml; any problem fails the run."""
    for name, args in (("ruff", ["-m", "ruff", "check", "."]), ("mypy", ["-m", "mypy"])):
        print(f"talekeeper: {name}", flush=True)
        if subprocess.run([python, *args]).returncode != 0:
            print(f"talekeeper: {name} found problems (above); the tests were not run", file=sys.stderr)
            return 1
    return 0


def update_translations(bin_folder: Path) -> int:
    """lupdate every desktop module into each .ts file (dropping messages no longer in the code),
    then lrelease it to its .qm file. The English file holds only the plural forms (`%n item(s)`).
    No source locations are written: a new string is a few lines of `.ts`, not a churn of line numbers."""
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "desktop").rglob("*.py"))
    for ts in sorted((ROOT / "resources" / "translations").glob("*.ts")):
        plural_only = ["-pluralonly"] if ts.stem.endswith("_en") else []
        for tool, args in (("pyside6-lupdate", [*sources, "-no-obsolete", "-locations", "none", *plural_only, "-ts", str(ts)]), ("pyside6-lrelease", [str(ts), "-qm", str(ts.with_suffix(".qm"))])):
            if subprocess.run([str(bin_folder / tool), *args]).returncode != 0:
                return 1
    return 0


def build_bundle(python: str, rest: list[str]) -> int:
    """Install PyInstaller into .venv if missing, then build dist/talekeeper/ from talekeeper.spec."""
    import shutil
    import time

    if subprocess.run([python, "-c", "import PyInstaller"], capture_output=True).returncode != 0:
        print("talekeeper: installing PyInstaller into .venv", flush=True)
        pip = [python, "-m", "pip", "--disable-pip-version-check", "-q", "install", "pyinstaller>=6.10"]
        if subprocess.run(pip).returncode != 0:
            sys.exit("talekeeper: installing PyInstaller failed (see pip's message above)")
    started = time.monotonic()
    args = [
        python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build" / "pyinstaller"),
        str(ROOT / "packaging" / "talekeeper.spec"), *rest,
    ]
    result = subprocess.run(args).returncode
    if result != 0:
        return result
    folder = ROOT / "dist" / "talekeeper"
    size = sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())
    executable = folder / ("talekeeper.exe" if os.name == "nt" else "talekeeper")
    print(
        f"talekeeper: built {executable} in {time.monotonic() - started:.0f} s "
        f"({size / 1e6:.0f} MB in {folder}); copy the whole folder to install it",
        flush=True,
    )
    shutil.rmtree(ROOT / "build" / "pyinstaller", ignore_errors=True)
    try:
        (ROOT / "build").rmdir()  # only if nothing else is in it
    except OSError:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
