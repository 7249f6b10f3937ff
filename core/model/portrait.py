"""An embedded portrait: PNG or JPEG bytes, checked for size and dimensions before anything decodes it."""

from __future__ import annotations

import base64
import binascii
import struct
from typing import Literal

from pydantic import model_validator

from talekeeper.core.model.common import Model, ModelError
from talekeeper.core.model.refusals import DAMAGED, NOT_IMAGE, PORTRAIT_TOO_LARGE, TOO_BIG, WRONG_TYPE
from talekeeper.core.refusal import Refusal

MAX_PORTRAIT_BYTES = 2 * 1024 * 1024
MAX_PORTRAIT_SIDE = 4096
_PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


class PortraitError(Refusal):
    """Image bytes that Talekeeper will not keep."""


def image_size(data: bytes) -> tuple[Literal["image/png", "image/jpeg"], int, int]:
    """Read the media type and pixel size from a PNG or JPEG header, without decoding the image."""
    if data.startswith(_PNG_MAGIC):
        if len(data) < 24 or data[12:16] != b"IHDR":
            raise PortraitError(DAMAGED)
        width, height = struct.unpack(">II", data[16:24])
        return "image/png", width, height
    if data.startswith(b"\xff\xd8"):
        return ("image/jpeg", *_jpeg_frame(data)[1:])
    raise PortraitError(NOT_IMAGE)


def decode_work(data: bytes) -> int:
    """About how many pixels a decoder works through to show the image small, from its header:
    every pixel of a PNG (twice at 16 bits a channel); an eighth of a JPEG's side (libjpeg decodes
    at that scale), but a quarter for a progressive JPEG, whose every scan is gathered first."""
    media_type, width, height = image_size(data)
    if media_type == "image/png":
        return width * height * (2 if len(data) > 24 and data[24] == 16 else 1)
    return width * height // (4 if _jpeg_frame(data)[0] in _PROGRESSIVE else 16)


_PROGRESSIVE = {0xC2, 0xC6, 0xCA, 0xCE}
"""JPEG frame markers of progressive images."""


def _jpeg_frame(data: bytes) -> tuple[int, int, int]:
    """The JPEG's frame marker, width and height."""
    index = 2
    while index + 9 < len(data):
        if data[index] != 0xFF:
            raise PortraitError(DAMAGED)
        marker = data[index + 1]
        if marker == 0xFF:
            index += 1
            continue
        (length,) = struct.unpack(">H", data[index + 2 : index + 4])
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", data[index + 5 : index + 9])
            return marker, width, height
        if length < 2:
            raise PortraitError(DAMAGED)
        index += 2 + length
    raise PortraitError(DAMAGED)


def check_image(data: bytes) -> Literal["image/png", "image/jpeg"]:
    """Refuse images over 2 MB or larger than 4096 pixels a side; return the media type."""
    if len(data) > MAX_PORTRAIT_BYTES:
        raise PortraitError(PORTRAIT_TOO_LARGE, most=MAX_PORTRAIT_BYTES)
    media_type, width, height = image_size(data)
    if not (0 < width <= MAX_PORTRAIT_SIDE and 0 < height <= MAX_PORTRAIT_SIDE):
        raise PortraitError(TOO_BIG, width=width, height=height, most=MAX_PORTRAIT_SIDE)
    return media_type


class Portrait(Model):
    """`data` is the image file in base64; `media_type` must match what the bytes are."""

    media_type: Literal["image/png", "image/jpeg"]
    data: str

    @model_validator(mode="after")
    def _check(self) -> Portrait:
        if len(self.data) > MAX_PORTRAIT_BYTES * 4 // 3 + 4:
            raise ModelError(PORTRAIT_TOO_LARGE, most=MAX_PORTRAIT_BYTES)
        try:
            raw = base64.b64decode(self.data, validate=True)
        except (binascii.Error, ValueError):
            raise ModelError(DAMAGED) from None
        try:
            actual = check_image(raw)
        except PortraitError as error:
            raise ModelError.like(error) from None
        if actual != self.media_type:
            raise ModelError(WRONG_TYPE)
        return self

    @classmethod
    def from_bytes(cls, raw: bytes) -> Portrait:
        return cls(media_type=check_image(raw), data=base64.b64encode(raw).decode("ascii"))

    def image_bytes(self) -> bytes:
        return base64.b64decode(self.data)
