"""The library folder: file names, listing, rename, duplicate, trash, import, campaign."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from talekeeper.core.model import Campaign, Character, CharacterKind
from talekeeper.core.paths import default_library, state_dir
from talekeeper.core.storage import BrokenFile, CharacterSummary, Library, SheetFileError, load_character, save_character
from talekeeper.core.storage.library import file_stem

GOLDEN = Path(__file__).parents[1] / "golden"


@pytest.mark.parametrize(
    ("name", "stem"),
    [
        ("Vasana", "Vasana"),
        ("Vasana of Boldhome", "Vasana-of-Boldhome"),
        ("../../etc/passwd", "etc-passwd"),
        ("a/b\\c:d*e?f", "a-b-c-d-e-f"),
        ("ヴァサナ", "ヴァサナ"),
        ("CON", "CON-1"),
        ("...", "character"),
        ("x" * 100, "x" * 40),
    ],
)
def test_file_names_use_only_safe_characters(name: str, stem: str) -> None:
    assert file_stem(name) == stem


def test_same_name_gets_a_short_suffix_and_names_live_inside(tmp_path: Path) -> None:
    library = Library(tmp_path)
    paths = [library.create(Character(name="Bandit", kind="npc"))[0] for _ in range(3)]
    assert [p.name for p in paths] == ["Bandit.tale.json", "Bandit-2.tale.json", "Bandit-3.tale.json"]
    assert {load_character(p).name for p in paths} == {"Bandit"}


def test_scan_lists_summaries_and_broken_files_and_everything_else_opens(tmp_path: Path) -> None:
    library = Library(tmp_path)
    library.create(Character(name="Zed"))
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    (tmp_path / "broken.tale.json").write_text("{not json")
    (tmp_path / "notes.txt").write_text("not a sheet")
    entries = library.scan()
    summaries = [e for e in entries if isinstance(e, CharacterSummary)]
    broken = [e for e in entries if isinstance(e, BrokenFile)]
    assert [s.name for s in summaries] == ["Vasana", "Zed"]
    vasana = summaries[0]
    assert (vasana.hp, vasana.max_hp, vasana.kind) == (12, 18, CharacterKind.PLAYER_CHARACTER)
    assert vasana.condition.name == "INJURED"  # the unstabilised sprained ankle
    assert "sword and shield fighting" in vasana.search_text and "father's sword" in vasana.search_text
    assert [b.path.name for b in broken] == ["broken.tale.json"]
    assert "line 1, column 2" in str(broken[0].error)
    assert (tmp_path / "broken.tale.json").read_text() == "{not json"


def test_duplicate_gets_a_new_id(tmp_path: Path) -> None:
    library = Library(tmp_path)
    path, _ = library.create(Character(name="Bandit", kind="npc"))
    original = load_character(path)
    copy, copy_path = library.duplicate(path)
    assert copy.id != original.id and copy.name == "Bandit" and copy_path != path
    assert load_character(copy_path) == copy


def test_delete_moves_to_trash_and_restore_brings_it_back(tmp_path: Path) -> None:
    library = Library(tmp_path)
    path, _ = library.create(Character(name="Vasana"))
    trashed = library.delete(path)
    assert not path.exists() and trashed.parent == tmp_path / ".trash"
    assert library.scan() == []
    restored = library.restore(trashed)
    assert restored == path and load_character(restored).name == "Vasana"


def test_import_gives_a_new_id_when_taken(tmp_path: Path) -> None:
    library = Library(tmp_path / "lib")
    first, first_path = library.import_file(GOLDEN / "character-v1.tale.json")
    second, second_path = library.import_file(GOLDEN / "character-v1.tale.json")
    assert first.id == "5a5a0000000000000000000000000001"
    assert second.id != first.id and first_path != second_path
    assert second.history[-1].summary == "Imported from character-v1.tale.json"


def test_import_refuses_a_bad_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.tale.json"
    bad.write_text('{"format": "talekeeper.character", "schema_version": 1}')
    with pytest.raises(SheetFileError, match="name: Field required"):
        Library(tmp_path / "lib").import_file(bad)


def test_campaign_settings_live_in_the_library(tmp_path: Path) -> None:
    library = Library(tmp_path)
    assert library.load_campaign() == Campaign()
    library.save_campaign(Campaign(prosperity=2))
    assert library.load_campaign().prosperity == 2
    assert (tmp_path / "campaign.json").read_text().startswith('{\n  "format": "talekeeper.campaign"')


def test_folders_follow_the_environment(tmp_path: Path) -> None:
    assert default_library() == tmp_path / "library"
    assert state_dir() == tmp_path / "appdirs" / "state"


def test_saving_into_a_vanished_folder_says_so(tmp_path: Path) -> None:
    with pytest.raises(SheetFileError, match="could not be saved|no longer exists"):
        save_character(Character(name="x"), tmp_path / "gone" / "x.tale.json")


def test_every_save_keeps_the_previous_version_as_a_backup(tmp_path: Path) -> None:
    from talekeeper.core.storage.backups import list_backups

    library = Library(tmp_path)
    path, fingerprint = library.create(Character(name="Vasana"))
    library.save(Character(name="Vasana the Bold"), path, expected=fingerprint)
    backups = list_backups(path)
    assert len(backups) == 1 and load_character(backups[0][1]).name == "Vasana"


def test_backups_keep_the_last_ten_and_one_a_day(tmp_path: Path) -> None:
    from datetime import UTC, datetime, timedelta

    from talekeeper.core.storage.backups import keep_backup, list_backups

    sheet = tmp_path / "c.tale.json"
    start = datetime(2026, 11, 1, 12, tzinfo=UTC)
    for day in range(5):
        for hour in range(5):
            save_character(Character(name="x", notes=f"day {day}, hour {hour}"), sheet)  # the same bytes are kept once
            keep_backup(sheet, now=start + timedelta(days=day, hours=hour))
    kept = [moment for moment, _ in list_backups(sheet)]
    assert len(kept) == 10 + 3  # the last ten (two days) plus the newest of each earlier day
    assert kept[0] == start + timedelta(days=4, hours=4)


def test_summary_index_is_used_only_while_files_are_unchanged(tmp_path: Path) -> None:
    from talekeeper.core.model.common import evolve
    from talekeeper.core.storage.index import SummaryIndex

    library = Library(tmp_path / "lib")
    path, _ = library.create(Character(name="Vasana"))
    assert [e.name for e in library.scan()] == ["Vasana"]
    listing = SummaryIndex(library.path).listing()
    assert [s.name for s in listing.known] == ["Vasana"] and listing.pending == []
    save_character(evolve(load_character(path), name="Vasana the Bold"), path)
    assert SummaryIndex(library.path).listing().pending == [path]  # changed on disk: read again
    assert [e.name for e in library.scan()] == ["Vasana the Bold"]
    SummaryIndex(library.path).file.unlink()  # the index can be deleted at any time
    assert [e.name for e in library.scan()] == ["Vasana the Bold"]
    SummaryIndex(library.path).file.write_text("{not json")
    assert [e.name for e in library.scan()] == ["Vasana the Bold"]


def test_index_rows_are_in_roster_order_and_search_texts_are_kept_apart(tmp_path: Path) -> None:
    from talekeeper.core.model.common import evolve
    from talekeeper.core.storage.index import SummaryIndex

    library = Library(tmp_path / "lib")
    for name in ("carla", "Ann", "bob"):
        library.create(Character(name=name, tags=[f"{name}-tag"]))
    library.scan()
    index = SummaryIndex(library.path)
    lines = index.file.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)[0] for line in lines[1:]] == ["Ann.tale.json", "bob.tale.json", "carla.tale.json"]
    assert "ann-tag" not in index.file.read_text(encoding="utf-8")  # the rows file holds no search text
    quick, full = index.listing(), index.listing(search=True)
    assert [s.name for s in quick.known] == ["Ann", "bob", "carla"] and {s.search_text for s in quick.known} == {None}
    assert [s.search_text.split("\n")[-1] for s in full.known] == ["ann-tag", "bob-tag", "carla-tag"]
    bob = library.path / "bob.tale.json"
    save_character(evolve(load_character(bob), name="Bobby"), bob)  # changed on disk: neither its row nor its text is used
    after = index.listing(search=True)
    assert [s.name for s in after.known] == ["Ann", "carla"] and after.pending == [bob]
    assert [s.search_text.split("\n")[-1] for s in after.known] == ["ann-tag", "carla-tag"]  # texts of the sheets still matching
    index.search_file.unlink()  # rows without their texts are read again rather than left unsearchable
    assert index.listing(search=True).pending == sorted(library.path.glob("*.tale.json"))


def test_first_page_is_the_top_of_the_roster_checked_against_each_sheet(tmp_path: Path) -> None:
    from talekeeper.core.model.common import evolve
    from talekeeper.core.storage.index import SummaryIndex

    library = Library(tmp_path / "lib")
    paths = {name: library.create(Character(name=name))[0] for name in ("Ann", "Bob", "Cid", "Dee")}
    library.scan()
    index = SummaryIndex(library.path)
    assert [s.name for s in index.first_page(2)] == ["Ann", "Bob"]
    save_character(evolve(load_character(paths["Ann"]), name="Anna"), paths["Ann"])
    paths["Bob"].unlink()
    assert [s.name for s in index.first_page(3)] == ["Cid"]  # changed and vanished sheets are not shown from the index
    assert all(s.search_text is None for s in index.first_page(4))


def test_an_index_row_cannot_name_a_file_outside_the_library(tmp_path: Path) -> None:
    from talekeeper.core.storage.index import SummaryIndex

    library = Library(tmp_path / "lib")
    path, _ = library.create(Character(name="Ann"))
    library.scan()
    index = SummaryIndex(library.path)
    outside = tmp_path / "evil.tale.json"
    shutil.copy(path, outside)
    info = outside.stat()
    lines = index.file.read_text(encoding="utf-8").splitlines()
    row = json.loads(lines[1])
    forged = ["../evil.tale.json", info.st_size, info.st_mtime_ns, *row[3:]]
    index.file.write_text("\n".join([lines[0], json.dumps(forged), lines[1]]) + "\n", encoding="utf-8")
    assert [s.path for s in index.first_page(10)] == [path]
    assert [s.path for s in index.listing().known] == [path]


def test_the_listing_can_be_read_a_piece_at_a_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from talekeeper.core.storage import index as index_module

    library = Library(tmp_path / "lib")
    for name in ("Ann", "Bob", "Cid", "Dee", "Eve"):
        library.create(Character(name=name))
    library.scan()
    monkeypatch.setattr(index_module, "PIECE", 2)
    reading = index_module.SummaryIndex(library.path).read_listing(search=True)
    pieces = 0
    while True:
        try:
            next(reading)
            pieces += 1
        except StopIteration as done:
            listing = done.value
            break
    assert pieces == 1 + 3 + 3  # the stat of the folder, then rows and search texts two by two
    assert [s.name for s in listing.known] == ["Ann", "Bob", "Cid", "Dee", "Eve"] and listing.pending == []
    assert listing == index_module.SummaryIndex(library.path).listing(search=True)


def _rewrite_rows(index, change) -> None:
    """Apply `change` to the index's rows (a list of parsed lines after the header)."""
    lines = index.file.read_text(encoding="utf-8").splitlines()
    rows = [json.loads(line) for line in lines[1:]]
    index.file.write_text("\n".join([lines[0], *change(rows)]) + "\n", encoding="utf-8")


def test_broken_duplicate_and_shuffled_index_rows_never_reach_the_roster(tmp_path: Path) -> None:
    from talekeeper.core.storage.index import SummaryIndex

    library = Library(tmp_path / "lib")
    for name in ("Ann", "Bob", "Cid", "Dee"):
        library.create(Character(name=name))
    library.scan()
    index = SummaryIndex(library.path)
    hp = 6  # [file, size, mtime, id, name, kind, hp, ...]
    cases = {
        "infinite hp": lambda rows: [json.dumps(rows[0][:hp] + [1e400] + rows[0][hp + 1:]).replace("Infinity", "1e400"), *map(json.dumps, rows[1:])],
        "hp as text": lambda rows: [json.dumps(rows[0][:hp] + ["12"] + rows[0][hp + 1:]), *map(json.dumps, rows[1:])],
        "name as a list": lambda rows: [json.dumps(rows[0][:4] + [["Ann"]] + rows[0][5:]), *map(json.dumps, rows[1:])],
        "too deep": lambda rows: ["[" * 100000, *map(json.dumps, rows[1:])],
        "not JSON": lambda rows: ["{not json", *map(json.dumps, rows[1:])],
    }
    for case, change in cases.items():
        library.scan()  # a good index again: the last case left Ann to be read, and the scan rewrites it
        _rewrite_rows(index, change)
        listing = index.listing()
        assert [s.name for s in listing.known] == ["Bob", "Cid", "Dee"], case
        assert listing.pending == [library.path / "Ann.tale.json"], case  # read again from its sheet
        assert [s.name for s in index.first_page(10)] == ["Bob", "Cid", "Dee"], case
    library.path.joinpath("Ann.tale.json").touch()  # the next scan reads Ann again and rewrites the index
    assert [e.name for e in library.scan()] == ["Ann", "Bob", "Cid", "Dee"]
    _rewrite_rows(index, lambda rows: [json.dumps(r) for r in (rows[3], rows[1], rows[1], rows[0], rows[2])])
    assert [s.name for s in index.listing().known] == ["Ann", "Bob", "Cid", "Dee"]  # each once, in roster order
    assert [s.name for s in index.first_page(10)] == ["Dee", "Bob", "Ann", "Cid"]  # the first page trusts the order, never a duplicate


def test_an_index_row_cannot_name_a_windows_drive_or_stream(tmp_path: Path) -> None:
    """On Windows `library / "C:x.tale.json"` is a file on drive C:, outside the library."""
    from talekeeper.core.storage.index import SummaryIndex

    library = Library(tmp_path / "lib")
    ann, _ = library.create(Character(name="Ann"))
    library.scan()
    index = SummaryIndex(library.path)
    drive = library.path / "C:evil.tale.json"  # here (Linux) an ordinary name, with Ann's signature
    shutil.copy2(ann, drive)
    info = drive.stat()
    _rewrite_rows(index, lambda rows: [json.dumps([drive.name, info.st_size, info.st_mtime_ns, *rows[0][3:]]), json.dumps(rows[0])])
    assert [s.path.name for s in index.first_page(10)] == ["Ann.tale.json"]  # the first page stats no such name
    assert sorted(s.path.name for s in index.listing().known) == ["Ann.tale.json", "C:evil.tale.json"]  # the folder listed it: it is in the library
