"""Drafts the editor's tests share: the ladder that counts as logic, and a unique puzzle it does not finish."""

from __future__ import annotations

from game.engine.backend import backend
from game.engine.deduction import Technique
from game.engine.draft import Draft
from game.engine.exact import count_solutions
from game.engine.logic import solve
from game.levels import read_level_lines


def logical(kind: str) -> tuple[Technique, ...]:
    """The kind's ladder less its guess: what "finished by logic" means."""
    return tuple(t for t in backend(kind).ladder if not t.guess)


def stuck_draft(name: str) -> Draft:
    """A unique puzzle the ladder does not finish: a level's givens taken away, first to last, while it
    stays unique, until the ladder sticks (the corpus's human-made ones are all finished by now)."""
    for line in read_level_lines(name)[::50]:
        d = Draft.from_line(line)
        for c in range(d.ncells):
            if d.givens[c] and count_solutions(d.apply(f"give {c} 0").to_puzzle(), 2)[0] == 1:
                d = d.apply(f"give {c} 0")
                if not solve(d.to_puzzle(), ladder=logical(d.kind)).solved:
                    return d
    raise AssertionError(f"no {name} level thinned to unique ever stuck the ladder")
