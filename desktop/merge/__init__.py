"""Merging conflicting versions in the window (issue 16): the roster's marks' words, the merge
window, and the ways to it (a sync tool's copy, a file holding the same character, the open
conflicts of a git merge, an import that updates a character, a copy of `campaign.json`).

This package depends on no module of the window (the window hands it what it needs), so that
it adds no import circle; inside it, the modules that carry out one kind of merge (`campaign`,
`sheets`, `table`) see the resolver that calls them as `host.Resolving`."""
