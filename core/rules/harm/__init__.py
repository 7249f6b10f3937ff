"""Deprecated: the Stonetop rules are `talekeeper.core.rules.stonetop` (see `core.deprecated`)."""

from talekeeper.core.deprecated import alias_module

alias_module(__name__, globals())
