"""Helpers for the export tests: the save dialog answered, a PDF's pages counted."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from talekeeper.desktop.export import dialogs


def pdf_pages(path: Path) -> int:
    """Check `path` is a whole PDF and count its page objects (`/Type /Page`, not `/Pages`)."""
    data = path.read_bytes()
    assert data.startswith(b"%PDF-"), data[:10]
    assert data.rstrip().endswith(b"%%EOF")
    return len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", data))


def answer_save(monkeypatch: pytest.MonkeyPatch, path: Path) -> list[str]:
    asked: list[str] = []

    def ask(parent, caption, suggested, file_filter):
        asked.append(caption)
        return path

    monkeypatch.setattr(dialogs, "ask_save_path", ask)
    return asked
