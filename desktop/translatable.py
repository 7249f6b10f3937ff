"""`QT_TRANSLATE_NOOP` typed for mypy: PySide6 declares it as returning `object`, so each table of
untranslated texts would need a cast. lupdate finds the texts by the call's name, whatever module
the name comes from, so the tables keep writing `QT_TRANSLATE_NOOP(context, "...")`."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """`text` as it is: marked for lupdate in `context`, translated later by whoever shows it."""
    return text
