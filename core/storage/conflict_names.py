"""Deprecated: use `talekeeper.core.storage.sync_copies` (see `core.deprecated`)."""

from talekeeper.core.deprecated import alias_module

alias_module(__name__, globals())
