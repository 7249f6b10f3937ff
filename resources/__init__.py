"""Talekeeper's data files: icons, compiled translations, example characters, the rules reference.

Installed as `talekeeper.resources`, next to `talekeeper.core` and `talekeeper.desktop` (wheel,
editable install or a PyInstaller bundle alike), so code can find the files from here without
importlib.resources. The README's screenshots, the .ts sources and the .ico/.icns stay in the
repository (and the sdist): nothing installed uses them.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent
ICONS = ROOT / "icons"
TRANSLATIONS = ROOT / "translations"
EXAMPLES = ROOT / "examples"
RULES_REFERENCE = ROOT / "rules" / "rules.md"
ICON_SVG = ICONS / "talekeeper.svg"
ICON_SIZES = (16, 32, 48, 64, 128, 256)


def icon_pngs() -> list[Path]:
    """The application icon's PNG renders, smallest first (for QIcon.addFile)."""
    return [ICONS / f"talekeeper-{size}.png" for size in ICON_SIZES]
