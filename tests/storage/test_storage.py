"""Sheet files: round trips, determinism, every file error, atomic saves, migrations, golden files."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from talekeeper.core.model import Campaign, Character
from talekeeper.core.model.portrait import MAX_PORTRAIT_BYTES
from talekeeper.core.storage import SheetFileError, atomic, load_campaign, load_character, save_campaign, save_character
from talekeeper.core.storage.files import MAX_FILE_BYTES, Revision, character_bytes, read_character
from talekeeper.core.storage.migrations import CHARACTER_FORMAT, CURRENT_VERSION, MigrationError, migrate
from tests.strategies import campaigns, characters

GOLDEN = Path(__file__).parents[1] / "golden"


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(character=characters)
def test_any_valid_character_saves_and_loads_equal(tmp_path: Path, character: Character) -> None:
    path = tmp_path / "c.tale.json"
    save_character(character, path)
    loaded = read_character(path)
    assert loaded.character == character and loaded.revision is not None and loaded.revision.parent is None
    assert path.read_bytes() == character_bytes(loaded.character, loaded.revision)


@settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(campaign=campaigns)
def test_any_campaign_saves_and_loads_equal(tmp_path: Path, campaign: Campaign) -> None:
    save_campaign(campaign, tmp_path / "campaign.json")
    assert load_campaign(tmp_path / "campaign.json") == campaign


def test_files_are_deterministic_and_tagged(tmp_path: Path) -> None:
    character = load_character(GOLDEN / "character-v1.tale.json")
    first, second = tmp_path / "a.tale.json", tmp_path / "b.tale.json"
    revision = Revision("a" * 32, "b" * 32)
    save_character(character, first, revision=revision)
    save_character(load_character(first), second, revision=revision)
    data = first.read_bytes()
    assert data == second.read_bytes()  # the same sheet and revision: the same bytes
    assert data.endswith(b"}\n") and b'\n  "name": "Vasana",\n' in data
    raw = json.loads(data)
    assert (raw["format"], raw["schema_version"]) == ("talekeeper.character", CURRENT_VERSION[CHARACTER_FORMAT])
    assert list(raw)[:5] == ["format", "schema_version", "revision", "id", "name"]
    assert raw["revision"] == {"id": "a" * 32, "parent": "b" * 32}


def test_golden_version_1_character_loads() -> None:
    vasana = load_character(GOLDEN / "character-v1.tale.json")
    assert vasana.name == "Vasana"
    assert str(vasana.heroquest.abilities[0].rating) == "17W"
    assert vasana.heroquest.abilities[2].parent_id == vasana.heroquest.abilities[1].id
    assert str(vasana.dogs.relationships[0].dice) == "2d8"
    assert vasana.harm.stats.str_ == 2 and vasana.harm.debilities.dazed


def test_golden_version_1_campaign_loads() -> None:
    campaign = load_campaign(GOLDEN / "campaign-v1.json")
    assert (campaign.tie_break.value, str(campaign.default_resistance), str(campaign.demonic_influence)) == ("high", "10W", "2d6")


def test_missing_campaign_gives_defaults(tmp_path: Path) -> None:
    assert load_campaign(tmp_path / "campaign.json") == Campaign()


def _write(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "x.tale.json"
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return path


def _valid_dict() -> dict:
    return json.loads(character_bytes(Character(name="Vasana")))


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ('{"format": "talekeeper.character",\n "schema_version": 1,\n "name": }', "line 3, column 10"),
        (b"\xff\xfe{}", "not UTF-8"),
        ("[1, 2]", "JSON list, not an object"),
        ('{"a": NaN}', "NaN is not a number"),
        ('{"a": Infinity}', "Infinity is not a number"),
        ('{"a": 1e400}', "too large for a JSON file"),
        ('{"a": 1, "a": 2}', "'a' appears twice"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"schema_version": 1}', "no 'format'"),
        ('{"format": "talekeeper.campaign", "schema_version": 1}', "expected 'talekeeper.character'"),
        ('{"format": "talekeeper.character", "schema_version": "1"}', "schema_version must be a whole number"),
        ('{"format": "talekeeper.character", "schema_version": 99, "name": "x"}', f"version 99, newer than this Talekeeper understands (version {CURRENT_VERSION[CHARACTER_FORMAT]})"),
        ('{"format": "talekeeper.character", "schema_version": 1, "name": "x", "spells": []}', "spells: unknown field"),
        ('{"format": "talekeeper.character", "schema_version": 1, "name": "x", "harm": {"hp": -1}}', "harm.hp:"),
        ('{"format": "talekeeper.character", "schema_version": 1, "name": "x", "heroquest": {"abilities": [{"name": "S", "rating": "abc"}]}}', "heroquest.abilities.0.rating: 'abc' is not a rating"),
    ],
)
def test_file_errors_say_what_and_where(tmp_path: Path, content: str | bytes, says: str) -> None:
    path = _write(tmp_path, content)
    before = path.read_bytes()
    with pytest.raises(SheetFileError) as caught:
        load_character(path)
    assert says in str(caught.value)
    assert caught.value.path == path
    assert path.read_bytes() == before


def test_missing_file_and_folder_errors(tmp_path: Path) -> None:
    with pytest.raises(SheetFileError, match="does not exist"):
        load_character(tmp_path / "nope.tale.json")
    with pytest.raises(SheetFileError, match="folder, not a file"):
        load_character(tmp_path)


def test_files_over_5_mb_are_refused_both_ways(tmp_path: Path) -> None:
    path = _write(tmp_path, b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(SheetFileError, match="at most 5,242,880"):
        load_character(path)
    huge = Character(name="x", notes="n" * 100_000, tags=tuple("t" * 500 for _ in range(100)))
    big = huge.model_copy(update={"history": tuple(huge.model_copy().history)})
    assert len(character_bytes(big)) < MAX_FILE_BYTES  # a normal big sheet still fits


def test_portrait_over_2_mb_is_refused() -> None:
    from talekeeper.core.model.portrait import Portrait, PortraitError, check_image

    png = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\x0dIHDR" + (64).to_bytes(4, "big") * 2 + b"\x00" * 20
    assert Portrait.from_bytes(png).media_type == "image/png"
    with pytest.raises(PortraitError, match="at most 2,097,152"):
        check_image(png + b"\x00" * MAX_PORTRAIT_BYTES)
    huge_side = png[:16] + (5000).to_bytes(4, "big") + png[20:]
    with pytest.raises(PortraitError, match="5000x64"):
        check_image(huge_side)
    with pytest.raises(PortraitError, match="PNG or JPEG"):
        check_image(b"GIF89a")


def test_save_keeps_permissions_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "c.tale.json"
    save_character(Character(name="a"), path)
    os.chmod(path, 0o640)
    save_character(Character(name="b"), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.tale.json"]


def test_interrupted_save_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "c.tale.json"
    old = Character(name="Old")
    save_character(old, path)

    def crash(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", crash)
    with pytest.raises(SheetFileError, match="No space left on device"):
        save_character(Character(name="New"), path)
    assert load_character(path) == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.tale.json"]


def test_save_refuses_when_the_file_changed_since_loading(tmp_path: Path) -> None:
    path = tmp_path / "c.tale.json"
    save_character(Character(name="a"), path)
    loaded = read_character(path)
    save_character(Character(name="someone else"), path)
    with pytest.raises(SheetFileError, match="changed by another program"):
        save_character(loaded.character, path, expected=loaded.fingerprint)
    assert load_character(path).name == "someone else"


def test_migrations_run_step_by_step_before_validation() -> None:
    """The migration mechanism, with a made-up step table (version 1 is the only released one)."""

    def v1_to_v2(data: dict, notes: list[str]) -> dict:
        """v1 had `title`; v2 calls it `concept`."""
        data = dict(data)
        data["concept"] = data.pop("title", "")
        notes.append("title became concept")
        return data

    result = migrate({"format": CHARACTER_FORMAT, "schema_version": 1, "title": "Warrior"}, CHARACTER_FORMAT, current=2, steps={1: v1_to_v2})
    assert result.data == {"format": CHARACTER_FORMAT, "schema_version": 2, "concept": "Warrior"}
    assert result.from_version == 1 and result.notes == ["title became concept"]
    with pytest.raises(MigrationError, match="no way to upgrade schema version 2"):
        migrate({"format": CHARACTER_FORMAT, "schema_version": 2}, CHARACTER_FORMAT, current=3, steps={1: v1_to_v2})


def test_a_steps_notes_go_to_the_log_with_the_files_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    from talekeeper.core.storage import migrations

    def v2_to_v3(data: dict, notes: list[str]) -> dict:
        """Old shape: x. New shape: y. Why: a test."""
        notes.append("the old title could not be kept")
        return dict(data)

    monkeypatch.setitem(migrations.STEPS, CHARACTER_FORMAT, {**migrations.STEPS[CHARACTER_FORMAT], 2: v2_to_v3})
    path = tmp_path / "old.tale.json"
    path.write_text('{"format": "talekeeper.character", "schema_version": 2, "name": "Vasana"}')
    with caplog.at_level("WARNING"):
        assert load_character(path).name == "Vasana"
    assert "old.tale.json: upgrading from schema version 2: the old title could not be kept" in caplog.text


def test_loading_never_runs_code(tmp_path: Path) -> None:
    data = _valid_dict()
    data["name"] = "__import__('os').system('touch pwned')"
    data["notes"] = "{{7*7}} ${HOME} `id`"
    path = _write(tmp_path, json.dumps(data))
    assert load_character(path).name == data["name"]
    assert not (tmp_path / "pwned").exists() and not Path("pwned").exists()
