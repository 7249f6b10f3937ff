"""An exported sheet as print-friendly HTML: a fixed light stylesheet whatever the screen theme,
every piece of text escaped with `html.escape` (names from files never become markup)."""

from __future__ import annotations

from html import escape

from talekeeper.core.export.blocks import Block, Cell, Checklist, Empty, Fields, Grid, Section, Sheet, Text, Word, text_of
from talekeeper.desktop.export.words import words

STYLE = """
body { color: #000000; background-color: #ffffff; font-family: sans-serif; font-size: 9.5pt; }
h1 { font-size: 17pt; margin-bottom: 2px; color: #000000; }
h2 { font-size: 12.5pt; margin-top: 12px; margin-bottom: 2px; color: #1a3d6b; border-bottom: 1px solid #1a3d6b; }
h3 { font-size: 10.5pt; margin-top: 8px; margin-bottom: 2px; color: #000000; }
p { margin-top: 1px; margin-bottom: 3px; }
table { border-collapse: collapse; margin-top: 2px; margin-bottom: 4px; }
th { background-color: #e4e8ee; color: #000000; font-weight: bold; text-align: left; padding: 2px 5px; white-space: nowrap;
     border: 1px solid #9aa3ad; }
td { color: #000000; padding: 2px 5px; border: 1px solid #c2c8cf; vertical-align: top; }
td.label { font-weight: bold; background-color: #f3f5f7; }
p.running { color: #555555; font-size: 8.5pt; margin: 0px; }
.none { color: #555555; font-style: italic; }
.sub { color: #333333; }
.check { font-family: "DejaVu Sans", sans-serif; }
"""
"""Qt rich text's CSS subset; colors are fixed so a dark screen theme never reaches paper."""

CHECKED, UNCHECKED = "\u2611", "\u2610"


def t(cell: Cell) -> str:
    """A cell's text in the UI language, escaped for HTML."""
    return escape(text_of(cell, words))


def _block(block: Block) -> str:
    if isinstance(block, Fields):
        rows = "".join(f'<tr><td class="label">{t(k)}</td><td>{t(v)}</td></tr>' for k, v in block.rows)
        return f'<table cellspacing="0">{rows}</table>'
    if isinstance(block, Grid):
        head = "".join(f"<th>{t(h)}</th>" for h in block.headers)
        body = "".join("<tr>" + "".join(f"<td>{t(c)}</td>" for c in row) + "</tr>" for row in block.rows)
        width = ' width="100%"' if len(block.headers) > 3 else ""  # narrow lists stay narrow
        return f'<table cellspacing="0"{width}><tr>{head}</tr>{body}</table>'
    if isinstance(block, Checklist):
        items = "".join(
            f'<p><span class="check">{CHECKED if done else UNCHECKED}</span> {t(item)}</p>' for done, item in block.items
        )
        notes = "".join(f'<p class="sub">{t(note)}</p>' for note in block.notes)
        return f"<p><b>{t(block.title)}</b></p>{items}{notes}"
    if isinstance(block, Text):
        paragraphs = [p for p in block.text.strip().split("\n\n") if p.strip()]
        return "".join("<p>" + "<br>".join(escape(line) for line in p.splitlines()) + "</p>" for p in paragraphs)
    if isinstance(block, Empty):
        return f'<p class="none">{t(Word("none"))}</p>'
    raise TypeError(f"unknown block {block!r}")


def section_html(section: Section, level: int = 2) -> str:
    return f"<h{level}>{t(section.title)}</h{level}>" + "".join(_block(b) for b in section.blocks)


PORTRAIT_URL = "talekeeper-portrait:"
"""The resource name `documents.make_document` gives the character's portrait."""
PORTRAIT_BOX = (110, 140)


def sheet_html(sheet: Sheet, *, portrait: tuple[int, int] | None = None) -> str:
    """The whole sheet (with the portrait of pixel size `portrait` at the top right when given):
    the name as the title, a heading per rule family, its sections below.
    Each family after the first starts a new page, headed by the character's name again, so a
    heading never sits alone at the foot of a page and loose pages stay identifiable."""
    parts = []
    if portrait is not None:  # (width, height) of the image, fitted into PORTRAIT_BOX on the right
        width, height = max(1, portrait[0]), max(1, portrait[1])
        scale = min(PORTRAIT_BOX[0] / width, PORTRAIT_BOX[1] / height)
        shown = (max(1, round(width * scale)), max(1, round(height * scale)))
        parts.append(f'<img src="{PORTRAIT_URL}" width="{shown[0]}" height="{shown[1]}" style="float: right;">')
    parts.append(f"<h1>{escape(sheet.name)}</h1>")
    family, families = "", 0
    for section in sheet.sections:
        if section.family != family:
            family = section.family
            if family:
                if families:
                    parts.append(f'<p class="running" style="page-break-before: always;">{escape(sheet.name)}</p>')
                families += 1
                parts.append(f"<h2>{t(Word(family))}</h2>")
        parts.append(section_html(section, 3 if family else 2))
    return page(parts)


def page(parts: list[str]) -> str:
    return "<html><body>" + "".join(parts) + "</body></html>"
