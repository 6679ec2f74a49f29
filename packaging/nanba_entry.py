"""The frozen app's entry script: PyInstaller needs a file, the game needs ``game.__main__.main``.

Kept to one call so the bundle behaves exactly like ``python -m game`` and
the installed ``nanba`` script: the same argument routing, ``--self-test``
included.  ``freeze_support`` first: ``make-levels`` and ``generate`` use
worker processes, and where those are spawned (Windows, macOS) a frozen
program must recognise that it was started as a worker, not as the game.
"""

import multiprocessing
import sys

from game.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
