"""Why Qt could not open a window, said as what to install or do: Qt's own message names a library
(or only that the plugin "could not be initialized") and then aborts.

Shared by the app (desktop/app.py catches Qt's fatal message before the abort) and by
`packaging/dev.py app` (which reads the app's error output); standard library only, so dev.py can
load it without the environment it is about to make.
"""

from __future__ import annotations

from pathlib import Path

# Lines of Qt's plugin failure (held back and replaced by the explanation).
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


def plugin_in(pyside_folder: str | Path) -> Path | None:
    """Qt's X11 platform plugin in an installed PySide6 folder, if it is there."""
    plugin = Path(pyside_folder) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def xcb_plugin(python: str) -> Path | None:
    """Qt's X11 platform plugin inside the PySide6 that `python` imports, if it is there."""
    import subprocess  # only when Qt has failed: not at every start-up

    try:
        found = subprocess.run([python, "-c", "import sys, PySide6; sys.stdout.write(PySide6.__path__[0])"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return plugin_in(found.stdout) if found.returncode == 0 and found.stdout else None


def missing_libraries(plugin: Path | None) -> list[str]:
    """The shared libraries `plugin` needs that the system does not have (ldd's "not found" lines,
    its own and those of the libraries it loads), in ldd's order; empty when ldd cannot tell."""
    if plugin is None:
        return []
    import subprocess

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


def is_plugin_failure(text: str) -> bool:
    return "no Qt platform plugin could be initialized" in text or "Could not load the Qt platform plugin" in text


def explain_qt_failure(text: str, command: str = "talekeeper", missing: list[str] | None = None) -> str | None:
    """What to do when Qt could not load a platform plugin (its own message names libxcb-cursor0
    whatever is missing); `missing` are the libraries ldd found missing for the X11 plugin;
    `command` is how the user started Talekeeper (for the Wayland hint). None when `text` is not
    that failure."""
    if not is_plugin_failure(text):
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
    lines.append(f"  On Wayland, QT_QPA_PLATFORM=wayland {command} may work too; QT_DEBUG_PLUGINS=1 shows Qt's details.")
    return "\n".join(lines)
