"""Make bench/data/ripple-45x30.tsv: a 45x30 Ripple Effect for the hint bench.

    .venv/bin/python bench/make_ripple45.py [-o PATH]

The generator makes up to 10x10, and its partition grower stalls on a 45x30
(rows that wide leave it no way back from a dead end), so this grows a 9x10
*tile* with the grower, under the rule read on a torus (a digit's reach wraps
round the tile's edges), and repeats it 5 x 3 times: every row and column of
the big grid then keeps the distances the torus kept.  The clues are then
removed by the generator's own loop (uniqueness and the ladder), so the
puzzle is unique and the ladder solves it; only its regions repeat.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import exact, generator, logic  # noqa: E402
from game.engine.kinds.ripple.rules import SHAPE  # noqa: E402
from game.engine.grower import _Grower  # noqa: E402
from game.engine.partition import RegionShape, canonical  # noqa: E402
from game.engine.puzzle import Puzzle  # noqa: E402

TILE_W, TILE_H, W, H = 9, 10, 45, 30
TILE_SEED, TILE_TRIES, TILE_NODES = 4, 8, 300_000  # the first seed that grows a tile with these


def torus_reach(c: int, d: int, w: int, h: int) -> tuple[int, ...]:
    """The cells of c's row and column at most d steps away, wrapping round the edges."""
    r, col = divmod(c, w)
    out = set()
    for k in range(1, d + 1):
        out |= {r * w + (col + k) % w, r * w + (col - k) % w, (r + k) % h * w + col, (r - k) % h * w + col}
    out.discard(c)
    return tuple(sorted(out))


def make() -> tuple[Puzzle, tuple[int, ...]]:
    torus = RegionShape("ripple-torus", SHAPE.weights, False, SHAPE.max_copies, torus_reach)
    grown = _Grower(torus, TILE_W, TILE_H, random.Random(TILE_SEED), TILE_NODES, TILE_TRIES).run()
    if grown is None:
        raise SystemExit("the tile did not grow: the grower's random choices changed")
    tile_regions, tile_values = grown
    labels, values = [], []
    for r in range(H):
        for c in range(W):
            t = r % TILE_H * TILE_W + c % TILE_W
            labels.append((r // TILE_H * (W // TILE_W) + c // TILE_W) * 1000 + tile_regions[t])
            values.append(tile_values[t])
    regions, solution = canonical(labels), tuple(values)
    base = Puzzle("ripple", W, H, (0,) * (W * H), regions)
    if not base.rules.is_solution(base, solution):
        raise SystemExit("the tiled grid breaks the rules")
    givens = generator.remove_clues(base, solution, random.Random("nanba 45x30 ripple"))
    return Puzzle("ripple", W, H, tuple(givens), regions, solution=solution), solution


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--output", default=str(Path(__file__).resolve().parent / "data" / "ripple-45x30.tsv"))
    args = ap.parse_args()
    p, solution = make()
    assert exact.count_solutions(p, 2)[0] == 1 and logic.solve(p).solved
    Path(args.output).write_text(f"# made by bench/make_ripple45.py (unique; the ladder solves it)\n"
                                 f"{p.line()}\t{''.join(map(str, solution))}\n")
    print(f"wrote {args.output}: {sum(1 for g in p.givens if g)} givens")


if __name__ == "__main__":
    main()
