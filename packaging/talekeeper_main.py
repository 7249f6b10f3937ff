"""PyInstaller's entry script for the desktop bundle: the same as the `talekeeper` command."""

import sys

from talekeeper.desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
