"""Events of edits by hand and of files (created, imported, duplicated), with their parameters
(see `core.events`)."""

from __future__ import annotations
