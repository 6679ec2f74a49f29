"""Only one job here: put the shipped data inside the wheel.  Everything else is in pyproject.toml.

The levels and assets live at the top of the repository, beside ``game/``,
because that is where people edit them and where a source checkout reads
them.  setuptools' package-data can only take files from *inside* a package
folder, so this build step copies them into the built package as
``game/_data/levels`` and ``game/_data/assets``; ``game.resources`` looks
there when the game runs from an installed wheel.  Editable installs skip
the copy: they run from the checkout, where the files already are.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA = {"levels": "*.txt", "levels/lessons": "*.tsv", "assets": "**/*"}


class BuildPyWithData(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "game" / "_data"
        for folder, pattern in DATA.items():
            for src in sorted((ROOT / folder).glob(pattern)):
                if src.is_file():
                    dest = target / src.relative_to(ROOT)
                    dest.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(src, dest)


setup(cmdclass={"build_py": BuildPyWithData})
