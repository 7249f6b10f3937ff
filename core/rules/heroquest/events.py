"""Every event the HQ rules report (RULES.md section 1), with its parameters (see `core.events`).
The desktop words them (`desktop/heroquest/words.py`)."""

from __future__ import annotations

from core.events import define

# HQ-26 temporary improvements ending or made permanent (at the end of a session, GM-2).
IMPROVEMENT_KEPT = define("hq.improvement_kept", item=str, cost=int)
IMPROVEMENT_ENDED = define("hq.improvement_ended", item=str)
RATING_BACK = define("hq.rating_back", ability=str, before=str, after=str)
ABILITY_REMOVED = define("hq.ability_removed", ability=str)
FLAW_BACK = define("hq.flaw_back", flaw=str, rating=str)
