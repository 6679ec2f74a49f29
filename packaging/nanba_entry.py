"""The frozen app's entry script: PyInstaller needs a file, the game needs ``game.__main__.main``.

Kept to one call so the bundle behaves exactly like ``python -m game`` and
the installed ``nanba`` script: the same argument routing, ``--self-test``
included.
"""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
