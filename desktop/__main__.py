import sys

from talekeeper.desktop.cli import main

sys.exit(main())
