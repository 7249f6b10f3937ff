"""Why Qt could not open a window, said as what to install or do: Qt's own message names a library
(or only that the plugin "could not be initialized") and then aborts.

Shared by the app (desktop/app.py catches Qt's fatal message before the abort) and by
`packaging/dev.py app` (which reads the app's error output); standard library only, so dev.py can
load it without the environment it is about to make.
"""

from __future__ import annotations

# Lines of Qt's plugin failure (held back and replaced by the explanation).
QT_PLUGIN_LINES = ("qt.qpa.", "This application failed to start because", "Available platform plugins are", "Reinstalling the application")


def explain_qt_failure(text: str, command: str = "talekeeper") -> str | None:
    """What to do when Qt could not load a platform plugin; None when `text` is not that failure.
    `command` is how the user started Talekeeper (for the Wayland hint)."""
    if "no Qt platform plugin could be initialized" not in text and "Could not load the Qt platform plugin" not in text:
        return None
    lines = ["talekeeper: Qt could not open a window: its display plugin did not load."]
    if "cursor0" in text:
        lines.append("  Install the library it needs (Debian, Ubuntu): sudo apt install libxcb-cursor0")
    elif "could not connect to display" in text:
        lines.append("  There is no display to open a window on (DISPLAY is not set): start Talekeeper in a desktop session.")
    else:
        lines.append("  Install Qt's X11 libraries (Debian, Ubuntu): sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0")
    lines.append(f"  On Wayland, QT_QPA_PLATFORM=wayland {command} may work too; QT_DEBUG_PLUGINS=1 shows Qt's details.")
    return "\n".join(lines)
