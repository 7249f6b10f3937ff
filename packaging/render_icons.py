#!/usr/bin/env python3
"""Render resources/icons/talekeeper.svg to the PNG sizes, a Windows .ico and a macOS .icns.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/render_icons.py

Needs only PySide6 (QtSvg). The .ico and .icns are written by hand as containers of PNG images,
so no Qt image-format plugin and no Pillow or iconutil is needed; the output is deterministic.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG = ICONS / "talekeeper.svg"
PNG_SIZES = (16, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types holding PNG data, by pixel size (the @2x types reuse the larger renders).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def render(renderer: QSvgRenderer, size: int) -> bytes:
    """The SVG drawn at size x size on a transparent background, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode a {size}px PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (supported since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    directory, payload = b"", b""
    offset = 6 + 16 * len(pngs)
    for size, png in sorted(pngs.items()):
        edge = 0 if size >= 256 else size  # 0 means 256
        directory += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(png), offset + len(payload))
        payload += png
    return header + directory + payload


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns whose entries are PNG images."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (fonts, image I/O)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"render_icons: {SVG} is not a valid SVG", file=sys.stderr)
        return 1
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render(renderer, size) for size in sizes}
    for size in PNG_SIZES:
        (ICONS / f"talekeeper-{size}.png").write_bytes(pngs[size])
    (ICONS / "talekeeper.ico").write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    (ICONS / "talekeeper.icns").write_bytes(icns(pngs))
    print(f"render_icons: wrote {len(PNG_SIZES)} PNGs, talekeeper.ico and talekeeper.icns in {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
