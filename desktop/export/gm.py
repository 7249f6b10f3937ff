"""The GM's printouts as HTML: NPC cards (six to a page) and the party summary page."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from core.export.summaries import Card, PartyRow, card, party_row
from core.model.character import Character
from desktop.export.html import page
from desktop.labels import label
from desktop.widgets import fmt

CARDS_PER_ROW = 2
CARD_ROWS = 3
CARDS_PER_PAGE = CARDS_PER_ROW * CARD_ROWS

CARD_STYLE = """
table.cards { border-collapse: separate; }
td.card { border: 1px solid #6b7785; padding: 6px; vertical-align: top; width: 50%; }
p.name { font-size: 12.5pt; font-weight: bold; margin: 0px; }
p.kind { color: #333333; margin: 0px; }
p.line { margin-top: 2px; margin-bottom: 0px; }
p.notes { color: #222222; font-style: italic; margin-top: 3px; }
table.party th { text-align: left; white-space: normal; }
table.party td { font-size: 10.5pt; padding: 4px 6px; }
"""


def _card_html(item: Card) -> str:
    parts = [f'<p class="name">{escape(item.name)}</p>']
    kind = label(item.kind) + (" · " + item.concept if item.concept else "")
    parts.append(f'<p class="kind">{escape(kind)}</p>')
    numbers = fmt(QCoreApplication.translate("Export", "HP %1 / %2 · Armor %3 · Damage %4"), item.hp, item.max_hp, item.armor, item.damage or "—")
    parts.append(f'<p class="line"><b>{escape(numbers)}</b></p>')
    if item.abilities:
        text = ", ".join(f"{name} {rating}" for name, rating in item.abilities)
        parts.append(f'<p class="line"><b>{escape(QCoreApplication.translate("Export", "Abilities:"))}</b> {escape(text)}</p>')
    if item.traits:
        text = ", ".join(f"{name} {dice}" for name, dice in item.traits)
        parts.append(f'<p class="line"><b>{escape(QCoreApplication.translate("Export", "Traits:"))}</b> {escape(text)}</p>')
    if item.notes:
        parts.append(f'<p class="notes">{escape(item.notes)}</p>')
    return "".join(parts)


def cards_html(characters: Sequence[Character]) -> str:
    """NPC cards, `CARDS_PER_PAGE` to a page (each page its own table, breaking after it)."""
    cards = [card(c) for c in characters]
    pages = [cards[i : i + CARDS_PER_PAGE] for i in range(0, len(cards), CARDS_PER_PAGE)] or [[]]
    parts = []
    for number, chunk in enumerate(pages):
        style = ' style="page-break-after: always;"' if number < len(pages) - 1 else ""
        rows = []
        for r in range(0, len(chunk), CARDS_PER_ROW):
            cells = "".join(f'<td class="card">{_card_html(c)}</td>' for c in chunk[r : r + CARDS_PER_ROW])
            cells += '<td class="card"></td>' * (CARDS_PER_ROW - len(chunk[r : r + CARDS_PER_ROW]))
            rows.append(f"<tr>{cells}</tr>")
        parts.append(f'<table class="cards" width="100%" cellspacing="8"{style}>{"".join(rows)}</table>')
    return page(parts)


def _party_cells(row: PartyRow) -> list[list[str]]:
    """Each cell as lines (shown one under another, never broken mid-list)."""
    return [
        [row.name],
        [fmt(QCoreApplication.translate("Export", "%1 / %2"), row.hp, row.max_hp)],
        [label(d) for d in row.debilities] or ["—"],
        [label(s) for s in row.states] or ["—"],
        [label(row.injury)] if row.injury is not None else ["—"],
        [str(row.hero_points)],
        [str(row.supplies)],
        [str(row.provisions)],
    ]


def party_html(characters: Sequence[Character], title: str) -> str:
    """One page (landscape): per character HP, debilities, states, DV injury, hero points and supplies."""
    headers = [QCoreApplication.translate("Export", "Character"), QCoreApplication.translate("Export", "HP"), QCoreApplication.translate("Export", "Debilities"), QCoreApplication.translate("Export", "States"), QCoreApplication.translate("Export", "Injury"), QCoreApplication.translate("Export", "Hero points"),
               QCoreApplication.translate("Export", "Supplies"), QCoreApplication.translate("Export", "Provisions")]
    widths = (21, 8, 13, 11, 17, 9, 10, 11)  # percent; Qt's own table sizing breaks words
    head = "".join(f'<th width="{w}%">{escape(h)}</th>' for h, w in zip(headers, widths))
    body = "".join(
        "<tr>" + "".join(f"<td>{'<br>'.join(escape(line) for line in cell)}</td>" for cell in _party_cells(party_row(c)))
        + "</tr>"
        for c in characters
    )
    table = f'<table class="party" cellspacing="0" width="100%"><tr>{head}</tr>{body}</table>'
    return page([f"<h1>{escape(title)}</h1>", table])
