#!/usr/bin/env python3
"""Set up a local virtual environment on first use, then run Talekeeper or its tests.

    python3 packaging/dev.py app [talekeeper options]   launch the desktop app
    python3 packaging/dev.py test [pytest options]      ruff, mypy on core and desktop, then the whole test suite (with options: pytest only)
    python3 packaging/dev.py test --oldest [options]    the test suite on the lowest versions pyproject.toml allows (in .venv-oldest/)
    python3 packaging/dev.py bench                      run the benchmarks (not part of the tests)
    python3 packaging/dev.py bench --startup [--runs N] only the start-up rows, printed (results.md left as it is)
    python3 packaging/dev.py screenshots                regenerate the README screenshots
    python3 packaging/dev.py translations               update the .ts sources and compile the .qm files
    python3 packaging/dev.py bundle                     build the standalone app in dist/talekeeper/ (PyInstaller, from a clean environment)

Only the Python standard library is used here, so this works on a fresh machine with Python 3.11+.
The environment lives in `.venv/` at the top of the repository and is reinstalled only when
`pyproject.toml` changes.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import subprocess
import sys
import venv
from pathlib import Path
from types import ModuleType

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


def _display() -> ModuleType:
    """desktop/display.py, the diagnosis the app itself uses (standard library only), loaded by
    its path: the environment that would make it importable may not exist yet."""
    spec = importlib.util.spec_from_file_location("talekeeper_display", ROOT / "desktop" / "display.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_DISPLAY = _display()
QT_PLUGIN_LINES: tuple[str, ...] = _DISPLAY.QT_PLUGIN_LINES
X11_PACKAGES: str = _DISPLAY.X11_PACKAGES
xcb_plugin = _DISPLAY.xcb_plugin
missing_libraries = _DISPLAY.missing_libraries
debian_package = _DISPLAY.debian_package


def explain_qt_failure(text: str, missing: list[str] | None = None) -> str | None:
    """What to do when Qt could not load a platform plugin (desktop/display.py); None when `text`
    is not that failure. `missing`: the libraries ldd found missing for the X11 plugin."""
    explained: str | None = _DISPLAY.explain_qt_failure(text, "python3 packaging/dev.py app", missing)
    return explained


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
    if command == "test" and rest[:1] == ["--oldest"]:
        return test_oldest(rest[1:])
    python = str(ensure_environment())
    os.chdir(ROOT)
    if command == "app":
        return run_app([python, "-m", "talekeeper.desktop", *rest])
    elif command == "test":
        if not rest and checks(python) != 0:
            return 1
        args = [python, "-m", "pytest", *rest]
    elif command == "bench":
        args = [python, "-m", "tests.benchmarks", *rest]
    elif command == "screenshots":
        args = [python, str(ROOT / "packaging" / "screenshots.py"), *rest]
    elif command == "bundle":
        return build_bundle(python, rest)
    else:
        return update_translations(Path(python).parent)
    return subprocess.run(args).returncode


def lowest_pins() -> list[str]:
    """`name==lowest` for each runtime dependency of pyproject.toml (`name>=lowest,<next`)."""
    import re
    import tomllib

    pins = []
    for requirement in tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]:
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)\s*>=\s*([0-9][0-9.]*)\s*(,.*)?", requirement)
        if not match:
            sys.exit(f"talekeeper: {requirement!r} in pyproject.toml has no lower bound (name>=version) to test")
        pins.append(f"{match.group(1)}=={match.group(2)}")
    return pins


def test_oldest(rest: list[str]) -> int:
    """The test suite in `.venv-oldest/`, a separate environment with exactly the lowest versions
    pyproject.toml declares for the runtime dependencies (the test tools at their newest)."""
    folder = ROOT / ".venv-oldest"
    python = folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    pins = lowest_pins()
    stamp_file = folder / "talekeeper-install.sha256"
    stamp = hashlib.sha256("\n".join([wanted_stamp(), *pins]).encode()).hexdigest()
    if not (python.exists() and stamp_file.exists() and stamp_file.read_text().strip() == stamp):
        print(f"talekeeper: installing {', '.join(pins)} into {folder}", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(folder)
        constraints = folder / "lowest.txt"
        constraints.write_text("\n".join(pins) + "\n")
        pip = [str(python), "-m", "pip", "--disable-pip-version-check", "-q"]
        quiet_run(pip + ["install", "--upgrade", "pip"])
        if quiet_run(pip + ["install", "-c", str(constraints), "-e", f"{ROOT}[test]"], show_failure=True) != 0:
            sys.exit("talekeeper: installing the lowest versions failed (see pip's message above)")
        stamp_file.write_text(stamp + "\n")
    os.chdir(ROOT)
    return subprocess.run([str(python), "-m", "pytest", *rest]).returncode


def checks(python: str) -> int:
    """The whole test command starts with the checks: ruff over the repository and mypy (strict)
    over core and desktop, both configured in pyproject.toml; any problem fails the run."""
    link_installed_names()
    for name, args in (("ruff", ["-m", "ruff", "check", "."]), ("mypy", ["-m", "mypy"])):
        print(f"talekeeper: {name}", flush=True)
        if subprocess.run([python, *args]).returncode != 0:
            print(f"talekeeper: {name} found problems (above); the tests were not run", file=sys.stderr)
            return 1
    return 0


def link_installed_names() -> None:
    """build/mypy/talekeeper/core -> core/, .../desktop -> desktop/ and .../resources -> resources/:
    mypy checks them under the names they are installed and imported by (talekeeper.core,
    talekeeper.desktop, talekeeper.resources), which an editable install's import hook cannot show it."""
    for top in ("core", "desktop", "resources"):
        link = ROOT / "build" / "mypy" / "talekeeper" / top
        if link.is_symlink() and link.resolve() == (ROOT / top).resolve():
            continue
        link.parent.mkdir(parents=True, exist_ok=True)
        if link.is_symlink():
            link.unlink()
        link.symlink_to(ROOT / top, target_is_directory=True)


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
    """Build dist/talekeeper/ from talekeeper.spec in a clean environment (build/bundle-env) that
    holds only Talekeeper's wheel, its runtime dependencies and PyInstaller: nothing of the
    development tools (mypy, pytest...) can be pulled into the bundle."""
    import shutil
    import time

    started = time.monotonic()
    dist = ROOT / "dist"
    if "--distpath" in rest:  # elsewhere (the packaging test builds into a temporary folder)
        at = rest.index("--distpath")
        dist, rest = Path(rest[at + 1]), rest[:at] + rest[at + 2:]
    work = ROOT / "build" / "bundle"
    shutil.rmtree(work, ignore_errors=True)
    print("talekeeper: building the wheel and a clean environment for the bundle in build/bundle", flush=True)
    if quiet_run([python, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(work / "wheel"), str(ROOT)], show_failure=True) != 0:
        sys.exit("talekeeper: building the wheel failed (see the message above)")
    venv.EnvBuilder(with_pip=True, clear=True).create(work / "env")
    env_python = str(work / "env" / ("Scripts/python.exe" if os.name == "nt" else "bin/python"))
    wheel = next((work / "wheel").glob("talekeeper-*.whl"))
    pip = [env_python, "-m", "pip", "--disable-pip-version-check", "-q", "install"]
    if quiet_run([*pip, str(wheel), "pyinstaller>=6.10"], show_failure=True) != 0:
        sys.exit("talekeeper: installing the wheel and PyInstaller failed (see pip's message above)")
    args = [
        env_python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work / "pyinstaller"),
        str(ROOT / "packaging" / "talekeeper.spec"), *rest,
    ]
    result = subprocess.run(args, cwd=work).returncode
    if result != 0:
        return result
    folder = dist / "talekeeper"
    size = sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())
    executable = folder / ("talekeeper.exe" if os.name == "nt" else "talekeeper")
    print(
        f"talekeeper: built {executable} in {time.monotonic() - started:.0f} s "
        f"({size / 1e6:.0f} MB in {folder}); copy the whole folder to install it",
        flush=True,
    )
    shutil.rmtree(work, ignore_errors=True)
    try:
        (ROOT / "build").rmdir()  # only if nothing else is in it
    except OSError:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
