"""Packaging: the wheel holds every resource, the icon set is complete, the Linux files are valid.

The wheel is built from a copy of the sources (so a stale build/ folder cannot leak into it), with
the test environment's setuptools when it is new enough, else with pip's build isolation; the test
is skipped, with pip's message, only when no new-enough setuptools can be had (offline machine).
"""

from __future__ import annotations

import configparser
import re
import shutil
import struct
import subprocess
import sys
import zipfile
from pathlib import Path
from xml.etree import ElementTree

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.talekeeper.Talekeeper"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
OFFLINE_HINTS = ("No matching distribution", "Could not find a version", "NewConnectionError", "Network is unreachable")


def _setuptools_is_new_enough() -> bool:
    try:
        from importlib.metadata import version

        major = int(version("setuptools").split(".")[0])
    except Exception:
        return False
    return major >= 77  # pyproject.toml's build-system requirement (SPDX license string)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    for package in ("core", "desktop", "resources"):
        shutil.copytree(ROOT / package, source / package, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    out = tmp_path_factory.mktemp("wheel")
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)]
    if _setuptools_is_new_enough():
        command.insert(4, "--no-build-isolation")
    result = subprocess.run(command, capture_output=True, text=True, timeout=240, cwd=source)
    if result.returncode != 0:
        message = result.stdout + result.stderr
        if any(hint in message for hint in OFFLINE_HINTS):
            pytest.skip(f"cannot build the wheel here: setuptools>=77 is not installed and not downloadable:\n{message[-800:]}")
        pytest.fail(f"building the wheel failed:\n{message[-3000:]}")
    wheels = sorted(out.glob("talekeeper-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.fixture(scope="module")
def wheel_names(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def test_wheel_holds_code_and_resources(wheel_names: list[str]) -> None:
    names = set(wheel_names)
    assert "desktop/app.py" in names
    assert "desktop/i18n.py" in names
    assert "core/__init__.py" in names
    assert any(name.startswith("core/") and name != "core/__init__.py" for name in names)
    assert "resources/__init__.py" in names
    for path in sorted((ROOT / "resources" / "translations").glob("*.qm")):
        assert f"resources/translations/{path.name}" in names
    examples = sorted((ROOT / "resources" / "examples").glob("*.tale.json"))
    assert examples
    for path in examples:
        assert f"resources/examples/{path.name}" in names
    assert "resources/icons/talekeeper.svg" in names
    assert "resources/rules/rules.md" in names  # Help > Rules Reference reads it
    for size in ICON_SIZES:
        assert f"resources/icons/talekeeper-{size}.png" in names
    assert not any("__pycache__" in name or name.startswith(("tests/", "packaging/")) for name in names)
    # desktop/i18n.py finds <site-packages>/resources/translations: all three are top-level packages.
    assert {name.split("/")[0] for name in names if not name.startswith("talekeeper-")} == {"core", "desktop", "resources"}


def test_wheel_entry_point(wheel: Path, wheel_names: list[str]) -> None:
    entry_points = next(name for name in wheel_names if name.endswith(".dist-info/entry_points.txt"))
    with zipfile.ZipFile(wheel) as archive:
        text = archive.read(entry_points).decode()
    assert re.search(r"^talekeeper\s*=\s*desktop\.cli:main$", text, re.MULTILINE), text


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", data[16:24])


def test_icon_set() -> None:
    icons = ROOT / "resources" / "icons"
    ElementTree.parse(icons / "talekeeper.svg")  # well-formed
    for size in ICON_SIZES:
        assert _png_size(icons / f"talekeeper-{size}.png") == (size, size)
    ico = (icons / "talekeeper.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 6
    icns = (icons / "talekeeper.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_resources_package_paths() -> None:
    import resources

    assert resources.ICON_SVG.is_file()
    assert all(path.is_file() for path in resources.icon_pngs())
    assert any(resources.TRANSLATIONS.glob("*.qm"))
    assert resources.RULES_REFERENCE.is_file()


def test_appstream_metainfo() -> None:
    root = ElementTree.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"
    assert root.find("description/p") is not None
    assert root.find("content_rating").get("type").startswith("oars-")
    assert [release.get("version") for release in root.iter("release")] == ["0.1.0"]
    images = [image.text for image in root.iter("image")]
    assert images
    for url in images:
        match = re.search(r"/(resources/screenshots/[\w.-]+\.png)$", url)
        assert match and (ROOT / match.group(1)).is_file(), url


def test_desktop_entry() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "talekeeper"
    assert entry["Icon"] == APP_ID
    assert entry["Categories"].endswith(";")


def test_bundle_spec_compiles() -> None:
    spec = ROOT / "packaging" / "talekeeper.spec"
    compile(spec.read_text(encoding="utf-8"), str(spec), "exec")
    text = spec.read_text(encoding="utf-8")
    assert "talekeeper.ico" in text and "talekeeper.icns" in text
