"""The parts of the build pyproject.toml cannot say: the version (packaging/release.py) and the
installed names. The repository's folders `core/`, `desktop/` and `resources/` install as
`talekeeper.core`, `talekeeper.desktop` and `talekeeper.resources` (`talekeeper` itself is a
namespace package), so no other distribution's `resources` or `core` can replace Talekeeper's.
The wheel holds only what runs: code, the compiled translations, the example characters, the rules
reference and the PNG and SVG icons (not the .ts sources, the README's screenshots or the
.ico/.icns, which only the bundle uses)."""

import runpy
from pathlib import Path

from setuptools import find_packages, setup

ROOT = Path(__file__).resolve().parent
TOPS = ("core", "desktop", "resources")

setup(
    version=runpy.run_path(str(ROOT / "packaging" / "release.py"))["version"](ROOT),
    package_dir={f"talekeeper.{top}": top for top in TOPS},
    packages=[name for top in TOPS for name in (f"talekeeper.{top}", *(f"talekeeper.{top}.{sub}" for sub in find_packages(top)))],
    include_package_data=False,
    package_data={"talekeeper.resources": ["icons/*.png", "icons/*.svg", "translations/*.qm", "examples/*.tale.json", "rules/*.md"]},
)
