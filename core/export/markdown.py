"""A character as Markdown for a campaign wiki or a play-by-post thread.

`character_markdown(character, words=...)` renders every section of `core.export.sheet`; `words`
turns label ids and enums into the user's language (desktop passes Qt translations). All text —
from the file and from `words` — is escaped, so a name such as `*bold*` or `<img src=x>` shows
literally and never becomes formatting or HTML.
"""

from __future__ import annotations

import re

from talekeeper.core.export.blocks import (
    Block,
    Checklist,
    Empty,
    Fields,
    Grid,
    Section,
    Text,
    Word,
    Words,
    text_of,
)
from talekeeper.core.export.sheet import character_sheet
from talekeeper.core.model.character import Character

_ALWAYS = re.compile(r"([\\`*_\[\]<>|&~])")
_LINE_START = re.compile(r"^(\s*)(?:([#+=>-])|(\d+)([.)]))")


def escape(text: str, *, at_start: bool = True) -> str:
    """Markdown-escaped text on one line: inline specials everywhere (CommonMark backslash
    escapes), line breaks as spaces, and when the text starts a line or a list item
    (`at_start`) its block markers (`#`, `-`, `+`, `1.`) too."""
    text = _ALWAYS.sub(r"\\\1", " ".join(text.split()))
    return _LINE_START.sub(_marker, text) if at_start else text


def _marker(match: re.Match[str]) -> str:
    if match.group(2):
        return match.group(1) + "\\" + match.group(2)
    return match.group(1) + match.group(3) + "\\" + match.group(4)  # "1." -> "1\." (a backslash before a digit is literal)


def _lines(text: str) -> list[str]:
    """Free text kept line by line (hard breaks), each line escaped; blank lines separate paragraphs."""
    out: list[str] = []
    for paragraph in re.split(r"\n\s*\n", text.strip()):
        lines = [escape(line) for line in paragraph.splitlines() if line.strip()]
        if lines:
            out.append("\\\n".join(lines))
    return ["\n\n".join(out)] if out else []


def _cell(text: str) -> str:
    return escape(text, at_start=False) or " "


def _block(block: Block, words: Words) -> list[str]:
    if isinstance(block, Fields):
        return [f"- **{escape(text_of(label, words))}:** {escape(text_of(value, words), at_start=False)}" for label, value in block.rows]
    if isinstance(block, Grid):
        header = "| " + " | ".join(_cell(text_of(h, words)) for h in block.headers) + " |"
        rule = "|" + "|".join(" --- " for _ in block.headers) + "|"
        rows = ["| " + " | ".join(_cell(text_of(c, words)) for c in row) + " |" for row in block.rows]
        return [header, rule, *rows]
    if isinstance(block, Checklist):
        lines = [f"**{escape(text_of(block.title, words))}**"]
        if block.items or block.notes:
            lines.append("")
        lines += [f"- [{'x' if done else ' '}] {escape(text_of(item, words))}" for done, item in block.items]
        lines += [f"- {escape(text_of(note, words))}" for note in block.notes]
        return lines
    if isinstance(block, Text):
        return _lines(block.text)
    if isinstance(block, Empty):
        return [f"*{escape(text_of(Word('none'), words))}*"]
    raise TypeError(f"unknown block {block!r}")  # a bug: every kind of Block is rendered above


def section_markdown(section: Section, words: Words, level: int = 2) -> str:
    parts = ["#" * level + " " + escape(text_of(section.title, words))]
    for block in section.blocks:
        lines = _block(block, words)
        if lines:
            parts.append("\n".join(lines))
    return "\n\n".join(parts)


def character_markdown(character: Character, *, words: Words) -> str:
    """The whole sheet as Markdown: the name as the title, each rule family as a level-2 heading
    and its sections at level 3; identity and history at level 2. Ends with a newline."""
    sheet = character_sheet(character)
    parts = ["# " + escape(sheet.name)]
    family = ""
    for section in sheet.sections:
        if section.family != family:
            family = section.family
            if family:
                parts.append("## " + escape(text_of(Word(family), words)))
        parts.append(section_markdown(section, words, 3 if family else 2))
    return "\n\n".join(parts) + "\n"
