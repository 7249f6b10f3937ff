"""The GM's printouts as HTML: NPC cards (sized to what they hold, several to a page) and the
party summary page."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from talekeeper.core.export.summaries import Card, PartyRow, Rated, card, party_row
from talekeeper.core.model.character import Character
from talekeeper.core.model.enums import HarmStatus
from talekeeper.desktop.export.html import page
from talekeeper.desktop.widgets import fmt
from talekeeper.desktop.words.labels import label

CARDS_PER_ROW = 2

CARD_STYLE = """
table.cards { border-collapse: separate; margin-top: 0px; margin-bottom: 0px; }
td.card { border: 1px solid #6b7785; padding: 6px; vertical-align: top; width: 50%; }
td.blank { border: none; width: 50%; }
p.name { font-size: 12.5pt; font-weight: bold; margin: 0px; }
p.kind { color: #333333; margin: 0px; }
p.line { margin-top: 2px; margin-bottom: 0px; }
p.now { margin-top: 2px; margin-bottom: 0px; color: #8a1f1f; }
p.notes { color: #222222; font-style: italic; margin-top: 3px; }
table.party th { text-align: left; white-space: normal; }
table.party td { font-size: 10.5pt; padding: 4px 6px; }
"""


def _wound(name: str, stabilised: bool) -> str:
    return fmt(QCoreApplication.translate("Export", "%1 (stabilised)"), name) if stabilised else name


def _listed(pairs: Rated, more: int) -> str:
    text = ", ".join(f"{name} {value}" for name, value in pairs)
    return text + (fmt(QCoreApplication.translate("Export", ", and %1 more"), more) if more else "")


def _line(caption: str, text: str, css: str = "line") -> str:
    return f'<p class="{css}"><b>{escape(caption)}</b> {escape(text)}</p>'


def _now(item: Card) -> str:
    """What the character suffers now: harm status, HQ states, debilities, wounds, a Dogs injury."""
    parts = [label(item.status)] if item.status is not HarmStatus.FINE else []
    parts += [fmt(QCoreApplication.translate("Export", "%1 (%2)"), label(level), about) if about else label(level) for level, about in item.states]
    parts += [label(d) for d in item.debilities]
    parts += [_wound(name, stable) for name, stable in item.wounds]
    if item.injury is not None:
        parts.append(fmt(QCoreApplication.translate("Export", "Dogs: %1"), label(item.injury)))
    return QCoreApplication.translate("Export", "; ").join(parts)


def _card_html(item: Card) -> str:
    parts = [f'<p class="name">{escape(item.name)}</p>']
    kind = label(item.kind) + (" · " + item.concept if item.concept else "")
    parts.append(f'<p class="kind">{escape(kind)}</p>')
    numbers = fmt(QCoreApplication.translate("Export", "HP %1 / %2 · Armor %3 · Damage %4"), item.hp, item.max_hp, item.armor, item.damage or "—")
    parts.append(f'<p class="line"><b>{escape(numbers)}</b></p>')
    if item.suffering:
        parts.append(_line(QCoreApplication.translate("Export", "Now:"), _now(item), "now"))
    more_abilities, more_traits, more_relationships, more_belongings = item.more
    if item.abilities:
        parts.append(_line(QCoreApplication.translate("Export", "Abilities:"), _listed(item.abilities, more_abilities)))
    if item.dogs_stats:
        parts.append(_line(QCoreApplication.translate("Export", "Stats:"), " · ".join(f"{label(stat)} {dice}d6" for stat, dice in item.dogs_stats)))
    for caption, pairs, more in ((QCoreApplication.translate("Export", "Traits:"), item.traits, more_traits), (QCoreApplication.translate("Export", "Relationships:"), item.relationships, more_relationships),
                                 (QCoreApplication.translate("Export", "Belongings:"), item.belongings, more_belongings)):
        if pairs:
            parts.append(_line(caption, _listed(pairs, more)))
    if item.notes:
        parts.append(f'<p class="notes">{escape(item.notes)}</p>')
    return "".join(parts)


def cards_html(characters: Sequence[Character]) -> str:
    """NPC cards two to a row, each row as tall as its fuller card, as many rows to a page as fit
    (a card is never cut across pages); an odd last card has no empty frame beside it."""
    cards = [card(c) for c in characters]
    tables = []
    for r in range(0, len(cards), CARDS_PER_ROW):
        pair = cards[r : r + CARDS_PER_ROW]
        cells = "".join(f'<td class="card" width="50%">{_card_html(c)}</td>' for c in pair)
        cells += '<td class="blank" width="50%"></td>' * (CARDS_PER_ROW - len(pair))
        tables.append(f'<table class="cards" width="100%" cellspacing="5"><tr>{cells}</tr></table>')
    return page(tables)


def _party_cells(row: PartyRow) -> list[list[str]]:
    """Each cell as lines (shown one under another, never broken mid-list)."""
    return [
        [row.name],
        [fmt(QCoreApplication.translate("Export", "%1 / %2"), row.hp, row.max_hp)],
        [label(row.status)],
        [label(d) for d in row.debilities] or ["—"],
        [label(s) for s in row.states] or ["—"],
        ([label(row.injury)] if row.injury is not None else []) + [_wound(name, stable) for name, stable in row.wounds] or ["—"],
        [str(row.hero_points)],
        [str(row.supplies)],
        [str(row.provisions)],
    ]


def party_html(characters: Sequence[Character], title: str) -> str:
    """One page (landscape): per character HP and status (at Death's Door at 0 HP, or out of
    action), debilities, states, DV injury and ST problematic wounds, hero points and supplies."""
    headers = [QCoreApplication.translate("Export", "Character"), QCoreApplication.translate("Export", "HP"), QCoreApplication.translate("Export", "Status"), QCoreApplication.translate("Export", "Debilities"), QCoreApplication.translate("Export", "States"), QCoreApplication.translate("Export", "Injuries and wounds"), QCoreApplication.translate("Export", "Hero points"),
               QCoreApplication.translate("Export", "Supplies"), QCoreApplication.translate("Export", "Provisions")]
    widths = (17, 7, 12, 12, 10, 15, 8, 9, 10)  # percent; Qt's own table sizing breaks words
    head = "".join(f'<th width="{w}%">{escape(h)}</th>' for h, w in zip(headers, widths, strict=True))
    body = "".join(
        "<tr>" + "".join(f"<td>{'<br>'.join(escape(line) for line in cell)}</td>" for cell in _party_cells(party_row(c)))
        + "</tr>"
        for c in characters
    )
    table = f'<table class="party" cellspacing="0" width="100%"><tr>{head}</tr>{body}</table>'
    return page([f"<h1>{escape(title)}</h1>", table])
