"""Every event the DV rules report (RULES.md section 2), with its parameters (see `core.events`).
The desktop words them (`desktop/dogs/words.py`)."""

from __future__ import annotations
