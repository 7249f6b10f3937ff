"""Packaging: the sdist holds everything a distribution needs (it builds the wheel, installs the
desktop files and runs the whole test suite); the wheel built from it holds only what runs, under
the one name `talekeeper`, with the licence; the icon set is complete; the Linux files are valid.

The sdist is built from this clone and the wheel from the unpacked sdist, as a distribution would,
with this environment's `build` and setuptools (the test extras), without build isolation. Slower
checks (the wheel installed in a fresh environment and run from another folder; the whole suite
run from the sdist) run with TALEKEEPER_SLOW_PACKAGING=1.
"""

from __future__ import annotations

import configparser
import os
import re
import struct
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path
from xml.etree import ElementTree

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.talekeeper.Talekeeper"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
SLOW = os.environ.get("TALEKEEPER_SLOW_PACKAGING") == "1"


def _build(kind: str, source: Path, out: Path) -> Path:
    result = subprocess.run([sys.executable, "-m", "build", f"--{kind}", "--no-isolation", "--outdir", str(out), str(source)], capture_output=True, text=True, timeout=300, cwd=source)
    assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]
    (built,) = out.glob("talekeeper-*.tar.gz" if kind == "sdist" else "talekeeper-*.whl")
    return built


@pytest.fixture(scope="module")
def sdist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _build("sdist", ROOT, tmp_path_factory.mktemp("sdist"))


@pytest.fixture(scope="module")
def unpacked(sdist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(sdist) as archive:
        archive.extractall(folder, filter="data")
    (top,) = folder.iterdir()
    return top


@pytest.fixture(scope="module")
def wheel(unpacked: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _build("wheel", unpacked, tmp_path_factory.mktemp("wheel"))


@pytest.fixture(scope="module")
def sdist_names(unpacked: Path) -> set[str]:
    return {path.relative_to(unpacked).as_posix() for path in unpacked.rglob("*") if path.is_file()}


@pytest.fixture(scope="module")
def wheel_names(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def _tracked(*folders: str) -> list[str]:
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", *folders], capture_output=True, text=True)
    if listed.returncode != 0:
        pytest.skip("not a git clone: the files an sdist must hold are those git tracks")
    return [name for name in listed.stdout.splitlines() if (ROOT / name).is_file()]


def test_the_sdist_holds_every_file_a_distribution_needs(sdist_names: set[str]) -> None:
    """packaging/ (desktop file, AppStream, bundle spec, icon script), the whole of tests/ (conftest,
    helpers, golden files), the licence, and every source and resource file git tracks."""
    wanted = {"LICENSE", "README.md", "pyproject.toml", "setup.py", "PKG-INFO", *_tracked("core", "desktop", "resources", "packaging", "tests")}
    assert wanted - sdist_names == set()
    for name in ("tests/conftest.py", "tests/__init__.py", "tests/golden/character-v4.tale.json", f"packaging/linux/{APP_ID}.desktop", "packaging/talekeeper.spec", "packaging/PYPI.md"):
        assert name in sdist_names
    assert not any("__pycache__" in name or name.endswith(".pyc") for name in sdist_names)


def test_the_sdist_keeps_its_version_without_git(sdist: Path, unpacked: Path) -> None:
    version = sdist.name.removeprefix("talekeeper-").removesuffix(".tar.gz")
    assert f"Version: {version}\n" in (unpacked / "PKG-INFO").read_text(encoding="utf-8")
    assert not (unpacked / ".git").exists()


def test_the_tests_collect_from_the_sdist(unpacked: Path) -> None:
    """pytest on the unpacked sdist finds its conftest, helpers and golden files (it had 70
    collection errors)."""
    result = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "tests"], cwd=unpacked, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert re.search(r"^\d{3,} tests collected", result.stdout, re.MULTILINE), result.stdout[-500:]


def test_the_wheel_holds_only_what_runs_under_one_name(wheel_names: list[str]) -> None:
    names = set(wheel_names)
    assert {name.split("/")[0] for name in names if ".dist-info/" not in name} == {"talekeeper"}
    for module in ("talekeeper/desktop/app.py", "talekeeper/desktop/i18n.py", "talekeeper/desktop/display.py", "talekeeper/core/__init__.py", "talekeeper/resources/__init__.py"):
        assert module in names
    for path in sorted((ROOT / "resources" / "translations").glob("*.qm")):
        assert f"talekeeper/resources/translations/{path.name}" in names
    examples = sorted((ROOT / "resources" / "examples").glob("*.tale.json"))
    assert examples and all(f"talekeeper/resources/examples/{path.name}" in names for path in examples)
    assert "talekeeper/resources/icons/talekeeper.svg" in names
    assert "talekeeper/resources/rules/rules.md" in names  # Help > Rules Reference reads it
    assert all(f"talekeeper/resources/icons/talekeeper-{size}.png" in names for size in ICON_SIZES)
    unused = [name for name in names if name.endswith((".ts", ".ico", ".icns")) or "/screenshots" in name or "__pycache__" in name]
    assert unused == []
    assert not any(name.startswith(("tests/", "packaging/")) for name in names)


def test_the_wheel_carries_the_licence_and_the_metadata_an_index_shows(wheel: Path, wheel_names: list[str]) -> None:
    licence = next(name for name in wheel_names if name.endswith(".dist-info/licenses/LICENSE"))
    metadata = next(name for name in wheel_names if name.endswith(".dist-info/METADATA"))
    with zipfile.ZipFile(wheel) as archive:
        assert "MIT License" in archive.read(licence).decode() and "The Talekeeper authors" in archive.read(licence).decode()
        text = archive.read(metadata).decode()
    headers, _, description = text.partition("\n\n")
    assert "License-Expression: MIT" in headers and "License-File: LICENSE" in headers
    assert "Author: The Talekeeper authors" in headers
    assert re.search(r"^Keywords: .*tabletop", headers, re.MULTILINE)
    assert re.search(r"^Project-URL: Issues, https://", headers, re.MULTILINE)
    assert "Classifier: Topic :: Games/Entertainment :: Role-Playing" in headers
    assert "Description-Content-Type: text/markdown" in headers
    assert "clone of this repository" not in description and "pip install talekeeper" in description
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", description)
    assert images and all(url.startswith("https://") for url in images), images
    for url in images:  # each is a file of this repository, at the address the project publishes
        assert (ROOT / url.partition("/main/")[2]).is_file(), url
    dependencies = re.findall(r"^Requires-Dist: (.*)$", headers, re.MULTILINE)
    assert "pydantic<3,>=2.11" in dependencies and "PySide6-Essentials<7,>=6.12" in dependencies


def test_wheel_entry_point(wheel: Path, wheel_names: list[str]) -> None:
    entry_points = next(name for name in wheel_names if name.endswith(".dist-info/entry_points.txt"))
    with zipfile.ZipFile(wheel) as archive:
        text = archive.read(entry_points).decode()
    assert re.search(r"^talekeeper\s*=\s*talekeeper\.desktop\.cli:main$", text, re.MULTILINE), text


@pytest.mark.skipif(not SLOW, reason="slow (a fresh environment): TALEKEEPER_SLOW_PACKAGING=1")
def test_the_wheel_runs_from_a_fresh_environment_and_any_folder(wheel: Path, tmp_path: Path) -> None:
    """Installed with its dependencies into a new environment, run from a folder with a
    `resources/` and a `core/` of someone else's: version, check, start-up in Japanese."""
    import venv

    venv.EnvBuilder(with_pip=True).create(tmp_path / "env")
    python = str(tmp_path / "env" / "bin" / "python")
    subprocess.run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheel)], check=True, timeout=900)
    elsewhere = tmp_path / "elsewhere"
    for name in ("resources", "core"):
        (elsewhere / name).mkdir(parents=True)
        (elsewhere / name / "__init__.py").write_text("raise ImportError('not Talekeeper')\n")
    talekeeper = str(tmp_path / "env" / "bin" / "talekeeper")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": "ja", "PYTHONPATH": str(elsewhere)}
    run = lambda *args: subprocess.run([talekeeper, *args], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120)
    assert run("--version").stdout.startswith("talekeeper " + wheel.name.split("-")[1])
    library = tmp_path / "library"
    library.mkdir()
    assert run("check", str(library)).returncode == 0
    started = run("--library", str(library), "--measure-startup")
    assert started.returncode == 0 and "startup_ms=" in started.stdout, started.stderr


@pytest.mark.skipif(not SLOW, reason="slow (the whole suite again): TALEKEEPER_SLOW_PACKAGING=1")
def test_the_whole_suite_passes_from_the_sdist(unpacked: Path) -> None:
    env = {**os.environ, "TALEKEEPER_SLOW_PACKAGING": "0"}
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-x", "tests"], cwd=unpacked, env=env, capture_output=True, text=True, timeout=3600)
    assert result.returncode == 0, result.stdout[-3000:]


@pytest.mark.skipif(not SLOW or sys.platform != "linux", reason="slow (PyInstaller, a minute or two): TALEKEEPER_SLOW_PACKAGING=1, on Linux")
def test_the_bundle_is_built_from_runtime_dependencies_only_and_starts(tmp_path: Path) -> None:
    """`dev.py bundle` builds from a clean environment: none of the development tools (mypy's
    compiled modules, ast_serialize, readline, ncurses, pytest) is in it, and it starts offscreen
    in English and Japanese and says its version."""
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "dev.py"), "bundle", "--distpath", str(tmp_path)], capture_output=True, text=True, timeout=1800)
    assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]
    folder = tmp_path / "talekeeper"
    names = [path.name.lower() for path in folder.rglob("*")]
    assert [name for name in names if name.startswith(("mypy", "ast_serialize", "libreadline", "libncurses", "readline", "pytest", "_pytest"))] == []
    run = lambda *args, **env: subprocess.run([str(folder / "talekeeper"), *args], env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env}, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert re.fullmatch(r"talekeeper \d+\.\d+\.\d+(\.post\d+)?\n", run("--version").stdout)
    for language in ("en", "ja"):
        started = run("--library", str(tmp_path / "library"), "--measure-startup", LANGUAGE=language, TALEKEEPER_APPDIRS=str(tmp_path / language))
        assert started.returncode == 0 and "longest_pause_ms=" in started.stdout, started.stderr


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
    from talekeeper import resources

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
    releases = [release.get("version") for release in root.iter("release")]
    assert releases and releases == sorted(releases, key=lambda v: tuple(map(int, v.split("."))), reverse=True)  # newest first
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
