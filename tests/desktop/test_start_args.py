"""The desktop app's options: the usual command lines are read without building argparse's parser
(a few ms before the first paint), with the same result as argparse; anything else goes to it."""

from __future__ import annotations

import pytest

from talekeeper.desktop import app

USUAL = [[], ["--library", "lib"], ["--measure-startup"], ["--library", "lib", "--measure-startup"], ["--measure-startup", "--library", "a b/é"]]
OTHER = [["--library=lib"], ["--lib", "lib"], ["--library", "a", "--library", "b"], ["--measure-startup", "--measure-startup"], ["--version"], ["--library", ""]]


@pytest.mark.parametrize("argv", USUAL)
def test_the_usual_command_lines_read_as_argparse_reads_them_without_it(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    expected = app._parser().parse_args(argv)
    monkeypatch.setattr(app, "_parser", lambda: pytest.fail("argparse was built"))
    assert app.parse_args(argv) == expected


@pytest.mark.parametrize("argv", OTHER)
def test_other_command_lines_go_to_argparse(argv: list[str]) -> None:
    assert app._usual_args(argv) is None
    assert app.parse_args(argv) == app._parser().parse_args(argv)


@pytest.mark.parametrize("argv", [["--help"], ["--library"], ["--library", "-x"], ["--colour"], ["extra"]])
def test_help_and_mistakes_are_argparse_s(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ours:
        app.parse_args(argv)
    said = capsys.readouterr()
    with pytest.raises(SystemExit) as theirs:
        app._parser().parse_args(argv)
    assert ours.value.code == theirs.value.code and capsys.readouterr() == said
