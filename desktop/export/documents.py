"""Print-ready documents: HTML into a QTextDocument with a fixed light stylesheet, then onto a
PDF (QPdfWriter, works offscreen) or a printer."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF, QUrl
from PySide6.QtGui import QImage, QPagedPaintDevice, QPageLayout, QPageSize, QPdfWriter, QTextDocument, QTextFormat, QTextTable

from talekeeper.core.export.sheet import character_sheet
from talekeeper.core.model.character import Character
from talekeeper.desktop.export.gm import CARD_STYLE
from talekeeper.desktop.export.html import PORTRAIT_URL, STYLE, sheet_html

MARGINS_MM = QMarginsF(12, 12, 12, 12)


def make_document(html: str, images: dict[str, QImage] | None = None) -> QTextDocument:
    """A document of `html` laid out with the fixed light print stylesheet (never the screen's
    palette); `images` are the pictures its `<img src=...>` names (nothing is loaded from disk)."""
    document = QTextDocument()
    for name, image in (images or {}).items():
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
    document.setDefaultStyleSheet(STYLE + CARD_STYLE)
    document.setHtml(html)
    return document


def _prepare(device: QPagedPaintDevice, landscape: bool = False) -> None:
    device.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    device.setPageOrientation(QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait)
    device.setPageMargins(MARGINS_MM, QPageLayout.Unit.Millimeter)


def keep_tables_whole(document: QTextDocument, *, landscape: bool = False) -> QTextDocument:
    """Lay `document` out on A4 pages itself (print_ then keeps these pages) and start each
    top-level table that would be cut by a page's end on the next page (an NPC card is never
    split). Without this, Qt breaks a table row across pages."""
    layout = QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait,
                         MARGINS_MM, QPageLayout.Unit.Millimeter)
    document.setPageSize(QSizeF(layout.paintRectPixels(96).size()))
    frame = document.rootFrame().frameFormat()
    frame.setMargin(0)
    document.rootFrame().setFrameFormat(frame)
    height = document.pageSize().height()
    for table in document.rootFrame().childFrames():
        if not isinstance(table, QTextTable):
            continue
        box = document.documentLayout().frameBoundingRect(table)
        if box.height() < height and int(box.top() // height) != int((box.bottom() - 1) // height):
            form = table.format()
            form.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            table.setFormat(form)
    return document


def print_to(document: QTextDocument, device: QPagedPaintDevice) -> None:
    """Paginate `document` onto a PDF writer or printer (A4, page numbers at the foot)."""
    document.print_(device)


def write_pdf(document: QTextDocument, path: Path, title: str, *, landscape: bool = False) -> None:
    """Write `document` as an A4 PDF at `path` (replacing a file the user chose to replace)."""
    writer = QPdfWriter(str(path))
    writer.setTitle(title)
    writer.setCreator("Talekeeper")
    writer.setResolution(300)
    _prepare(writer, landscape)
    print_to(document, writer)
    del writer  # finishes the file


def character_document(character: Character) -> QTextDocument:
    """The whole sheet of `character`, portrait included, ready to print."""
    sheet = character_sheet(character)
    image = QImage()
    if character.portrait is not None:
        image.loadFromData(character.portrait.image_bytes())
    if image.isNull():
        return make_document(sheet_html(sheet))
    return make_document(sheet_html(sheet, portrait=(image.width(), image.height())), {PORTRAIT_URL: image})
