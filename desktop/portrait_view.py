"""Portrait images: reading one the user chooses, and decoding a sheet's portrait to show it.

Both read through the checks of `core`: a chosen file is read without blocking (it may be a FIFO)
and its size looked at before anything decodes it; a sheet's portrait is decoded only when decoding
it is cheap (from its header: a 4096-pixel PNG costs most of a second, a damaged one as much before
it fails), so a large or damaged portrait never slows opening a character.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt
from PySide6.QtGui import QImage, QImageReader, QImageWriter

from talekeeper.core.model import Portrait
from talekeeper.core.model.portrait import MAX_PORTRAIT_SIDE, PortraitError, decode_work
from talekeeper.core.model.refusals import PORTRAIT_UNREADABLE, TOO_BIG
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.raw import read_bytes

PORTRAIT_SIDE = 256
"""Chosen images are kept at most this many pixels a side."""
MAX_CHOSEN_BYTES = 64 * 1024 * 1024
"""The largest image file Talekeeper reads to make a portrait from."""
MAX_DECODE_WORK = 1024 * 1024
"""Portraits costing more than a 1024x1024 PNG to decode are not shown (about 20 ms here)."""
ALLOCATION_LIMIT_MB = 64


class _BytesReader(QImageReader):
    """An image reader over bytes in memory, holding its buffer as long as it lives."""

    def __init__(self, data: bytes) -> None:
        self.buffer = QBuffer()
        self.buffer.setData(QByteArray(data))
        self.buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        super().__init__(self.buffer)
        self.setAllocationLimit(ALLOCATION_LIMIT_MB)


def _read_fitting(reader: QImageReader, side: int) -> QImage:
    """The image, scaled while decoding to fit `side` pixels a side when it is larger."""
    size = reader.size()
    if size.isValid() and (size.width() > side or size.height() > side):
        reader.setScaledSize(size.scaled(QSize(side, side), Qt.AspectRatioMode.KeepAspectRatio))
    return reader.read()


def scaled_png(path: str) -> bytes:
    """Read an image the user chose (its size checked before decoding), scale it to 256 px at most,
    as PNG. PortraitError saying why when it cannot be used."""
    try:
        data = read_bytes(Path(path), limit=MAX_CHOSEN_BYTES)
    except SheetFileError as error:
        raise PortraitError(PORTRAIT_UNREADABLE, reason=error.message) from None
    reader = _BytesReader(data)
    size = reader.size()
    if size.isValid() and (size.width() > 4 * MAX_PORTRAIT_SIDE or size.height() > 4 * MAX_PORTRAIT_SIDE):
        raise PortraitError(TOO_BIG, width=size.width(), height=size.height(), most=MAX_PORTRAIT_SIDE)
    image = _read_fitting(reader, PORTRAIT_SIDE)
    if image.isNull():
        raise PortraitError(PORTRAIT_UNREADABLE, reason=reader.errorString())
    out = QByteArray()
    buffer = QBuffer(out)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    QImageWriter(buffer, b"PNG").write(image)  # image.save(buffer, "PNG"), typed: its stub wants bytes, which save() refuses
    return bytes(out.data())


def portrait_image(portrait: Portrait, side: int) -> QImage | None:
    """The sheet's portrait fitted into `side` pixels, or None when it cannot be shown: damaged, or
    too costly to decode (it is then not tried)."""
    data = portrait.image_bytes()
    try:
        if decode_work(data) > MAX_DECODE_WORK:
            return None
    except PortraitError:
        return None
    image = _read_fitting(_BytesReader(data), side)
    return None if image.isNull() else image
