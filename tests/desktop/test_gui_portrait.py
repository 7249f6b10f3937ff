"""A large or damaged portrait never slows opening a character (issue 12, item 10): it is decoded
only when shown, once, and only when decoding it is cheap; otherwise the window says the portrait
cannot be shown instead of trying hard."""

from __future__ import annotations

import random
import struct
import time
import zlib
from pathlib import Path

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character, Portrait
from talekeeper.core.model.portrait import MAX_PORTRAIT_BYTES
from talekeeper.core.storage import save_character
from talekeeper.desktop.window.main_window import MainWindow
from tests.gui import open_window


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def corrupt_png(side: int = 4096) -> bytes:
    """A 16-bit RGBA PNG of `side` pixels a side whose image data is cut off at 2 MB: libpng works
    through every byte before it finds the data missing (about 0.75 s here, 1.5 s in the issue)."""
    rng = random.Random(5)
    compressor = zlib.compressobj(1)
    pieces, size = [], 0
    for _ in range(side):
        piece = compressor.compress(bytes([4]) + rng.randbytes(256) * (side * 8 // 256))
        pieces.append(piece)
        size += len(piece)
        if size > MAX_PORTRAIT_BYTES:
            break
    header = struct.pack(">IIBBBBB", side, side, 16, 6, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", b"".join(pieces)[: MAX_PORTRAIT_BYTES - 100]) + _chunk(b"IEND", b"")
    return data[:MAX_PORTRAIT_BYTES]


def small_png() -> bytes:
    image = QImage(64, 48, QImage.Format.Format_RGB32)
    image.fill(QColor("steelblue"))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def _open_and_show(qtbot: QtBot, window, path: Path) -> float:
    started = time.perf_counter()
    editor = window.open_character(path)
    editor.identity.portrait.repaint()  # the portrait on screen
    qtbot.wait(1)
    elapsed = time.perf_counter() - started
    assert editor.identity.portrait.isVisible()
    return elapsed


def test_a_2_mb_corrupt_portrait_opens_at_once_and_says_it_cannot_be_shown(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "x.tale.json"
    save_character(Character(name="Vasana", portrait=Portrait.from_bytes(corrupt_png())), path)
    window = open_window(qtbot, tmp_path)
    elapsed = _open_and_show(qtbot, window, path)
    section = window.current_editor().identity
    assert section.portrait.pixmap().isNull() and section.portrait.text() == "Portrait cannot be shown"
    assert elapsed < 0.3, f"opening took {elapsed * 1000:.0f} ms"  # about 20 ms here; generous for busy machines


def _window_counting_decodes(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[MainWindow, Path, list[int]]:
    """A window on a library holding one sheet with a good portrait; every decode of it is counted."""
    from talekeeper.desktop import portrait_view

    path = tmp_path / "x.tale.json"
    save_character(Character(name="Vasana", portrait=Portrait.from_bytes(small_png())), path)
    window = open_window(qtbot, tmp_path)
    decoded: list[int] = []
    real = portrait_view.portrait_image
    monkeypatch.setattr(portrait_view, "portrait_image", lambda portrait, side: decoded.append(side) or real(portrait, side))
    return window, path, decoded


def test_a_good_portrait_is_shown_and_decoded_once(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, path, decoded = _window_counting_decodes(qtbot, tmp_path, monkeypatch)
    _open_and_show(qtbot, window, path)
    editor = window.current_editor()
    assert not editor.identity.portrait.pixmap().isNull()
    for value in (5, 6, 7):  # edits redraw the sheet, not the portrait
        editor.harm.max_hp.setValue(value)
    assert len(decoded) == 1


def test_the_portrait_is_decoded_only_when_shown(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from talekeeper.desktop.editor import CharacterEditor

    window, path, decoded = _window_counting_decodes(qtbot, tmp_path, monkeypatch)
    window.workspace.open(path)
    editor = CharacterEditor(window.workspace, path, window.campaign)  # built, not on screen yet
    qtbot.addWidget(editor)
    assert editor.identity.portrait.pixmap().isNull() and decoded == []
    with qtbot.waitExposed(editor):
        editor.show()
    assert len(decoded) == 1 and not editor.identity.portrait.pixmap().isNull()
