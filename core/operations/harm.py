"""Deprecated: use `talekeeper.core.operations.stonetop` (see `core.deprecated`)."""

from talekeeper.core.deprecated import alias_module

alias_module(__name__, globals())
