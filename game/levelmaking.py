"""Making the built-in sets: ``python -m game make-levels``.

**The built-in sets are data made by code.**  Each kind's backend declares
its sets (:class:`~game.engine.backend.LevelSet`): the params (size, box
shape, variant) and the recipe -- how many candidates to make and the range
of score caps to spread them over.  Candidate j is made from the seed
``(seed, set, j)`` alone, so the pool of candidates is the same however the
two worker processes share the jobs; the selection afterwards is a pure
function of that pool.  Regenerate only on purpose: the tests pin each file's
checksum, because puzzle k must stay puzzle k for players' saves and records.

**Spreading difficulty.**  Uncapped generation gives scores bunched around
the middle.  Each candidate is therefore made under its own score cap, the
caps spaced evenly over the recipe's range (a low cap leaves more clues and
an easy puzzle), and the final 1000 are then picked from the candidates to be
as even over the score range as the pool allows: the range is cut into equal
bins, each bin gets an equal quota, bins with too few give everything and
their spare quota goes to the others ("water-filling"), and inside a bin the
picks are spread evenly by rank.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import NotRequired, TypedDict

from .engine.backend import Generated, LevelSet, backend
from .engine.partition import region_sizes
from .jobs import Job, Progress, run_jobs

def level_jobs(level_set: LevelSet, seed: object) -> list[Job]:
    """The candidate jobs for one set: evenly spaced caps, then some uncapped."""
    recipe = level_set.recipe
    n = recipe.candidates
    capped = n - int(n * recipe.uncapped)
    lo, hi = recipe.caps
    jobs: list[Job] = []
    for j in range(n):
        job_seed = (seed, level_set.name, j)
        if j < capped:
            jobs.append((level_set.kind, level_set.params, job_seed, None, lo + (hi - lo) * j // max(1, capped - 1)))
        else:
            jobs.append((level_set.kind, level_set.params, job_seed, recipe.hard_min, None))
    return jobs


def water_fill(counts: Sequence[int], total: int) -> list[int]:
    """Equal quotas per bin summing to ``total``; a bin with fewer items gives all it has."""
    take = [0] * len(counts)
    left = min(total, sum(counts))
    open_bins = [i for i, c in enumerate(counts) if c]
    while left and open_bins:
        share, extra = divmod(left, len(open_bins))
        nxt = []
        for k, i in enumerate(open_bins):
            want = share + (1 if k < extra else 0)
            got = min(want, counts[i] - take[i])
            take[i] += got
            left -= got
            if take[i] < counts[i]:
                nxt.append(i)
        open_bins = nxt
    return take


def spread_pick(items: Sequence[tuple[int, str]], count: int, bins: int = 24) -> list[tuple[int, str]]:
    """``count`` of the (score, line) items, as even over the score range as they allow."""
    pool = sorted(set(items))
    if len(pool) <= count:
        return pool
    lo, hi = pool[0][0], pool[-1][0]
    width = max(1, hi - lo + 1)
    groups: list[list[tuple[int, str]]] = [[] for _ in range(bins)]
    for it in pool:
        groups[min(bins - 1, (it[0] - lo) * bins // width)].append(it)
    quotas = water_fill([len(g) for g in groups], count)
    picked: list[tuple[int, str]] = []
    for g, q in zip(groups, quotas):
        if q:
            # Evenly spaced ranks, always including the bin's first and last item.
            idx = [round(k * (len(g) - 1) / (q - 1)) for k in range(q)] if q > 1 else [len(g) // 2]
            picked.extend(g[i] for i in idx)
    return sorted(picked)


def build_levels(sets: Sequence[LevelSet], seed: object, processes: int | None = None,
                 progress: bool = True) -> dict[str, list[Generated]]:
    """Each set's puzzles, sorted by (score, line), made in one pool for all sets.

    All sets' candidate jobs go to one pool so no core idles at a set's tail.
    """
    jobs: list[Job] = []
    owner: list[str] = []  # the set each job is for (several sets may share a kind)
    for s in sets:
        mine_jobs = level_jobs(s, seed)
        jobs.extend(mine_jobs)
        owner.extend([s.name] * len(mine_jobs))
    bar = Progress(len(jobs), "make-levels") if progress else None
    made = run_jobs(jobs, processes, bar.update if bar else None, levels=True)
    if bar:
        bar.close()
    out: dict[str, list[Generated]] = {}
    for s in sets:
        mine = [g for g, k in zip(made, owner) if k == s.name]
        by_line = {g.line(): g for g in mine}
        chosen = spread_pick([(g.score, g.line()) for g in mine], s.recipe.count)
        out[s.name] = [by_line[line] for _score, line in chosen]
    return out


class LevelStats(TypedDict):
    count: int
    quartiles: list[int]                # min, the three quartiles, max; empty for no levels
    sizes: dict[int, int]               # region size -> how many regions
    techniques: dict[str, float]        # abbreviation -> share of the levels using it
    ratings: NotRequired[dict[str, int]]  # kinds that rate: rating word -> how many levels


def level_stats(levels: Sequence[Generated]) -> LevelStats:
    """Score quartiles, region-size histogram, technique shares and (for kinds that rate) ratings of a set."""
    scores = sorted(g.score for g in levels)
    n = len(scores)
    sizes: Counter[int] = Counter()
    used: Counter[str] = Counter()
    for g in levels:
        sizes.update(region_sizes(g.puzzle.regions))
        used.update(abbr for abbr, k in g.counts.items() if k)
    q = [scores[min(n - 1, n * k // 4)] for k in range(5)] if n else []
    if n:
        q[-1] = scores[-1]
    stats: LevelStats = {"count": n, "quartiles": q, "sizes": dict(sorted(sizes.items())),
                         "techniques": {a: used[a] / n for a in sorted(used, key=lambda a: -used[a])}}
    rating = backend(levels[0].puzzle.kind).rating if n else None
    if rating is not None:
        words = Counter(rating.word(g.score, g.puzzle.width) for g in levels)
        stats["ratings"] = {w: words[w] for w in rating.words}
    return stats


def format_stats(stats: LevelStats) -> list[str]:
    q = stats["quartiles"]
    sizes = " ".join(f"{s}:{k}" for s, k in stats["sizes"].items())
    tech = " ".join(f"{a} {v:.0%}" for a, v in stats["techniques"].items())
    out = [f"scores: min {q[0]}, quartiles {q[1]} {q[2]} {q[3]}, max {q[4]}",
           f"region sizes (size:count): {sizes}",
           f"puzzles using each technique: {tech}"]
    if "ratings" in stats:
        out.append("ratings: " + ", ".join(f"{w} {k}" for w, k in stats["ratings"].items()))
    return out


def made_by_line(level_set: LevelSet, seed: object) -> str:
    """The header line saying how the set's file is made (the paths its file names, as made)."""
    made_by = level_set.made_by or f"game/levelmaking.py, game/engine/kinds/{level_set.kind}"
    return f"Made by: python -m game make-levels --seed {seed}  ({made_by})"


def title_line(level_set: LevelSet, count: int) -> str:
    """The header's first line: the board by its size alone (the set's name says jigsaw or boxes), as the
    committed files were written, so a rebuild reproduces them byte for byte."""
    return (f"Nanba built-in {level_set.name} puzzles: {count} {level_set.params.size}, "
            "sorted by difficulty score, easiest first.")


def level_text(level_set: LevelSet, levels: Sequence[Generated], seed: object) -> str:
    recipe = level_set.recipe
    head = [
        title_line(level_set, len(levels)),
        "Puzzle number k is puzzle line k (from 0). Never edit or reorder: tests pin this file's sha256.",
        made_by_line(level_set, seed),
        f"Recipe: {recipe.candidates} candidates under score caps {recipe.caps[0]}..{recipe.caps[1]}"
        f" ({recipe.uncapped:.0%} uncapped with score >= {recipe.hard_min}), then {recipe.count} picked evenly over the score range.",
        *format_stats(level_stats(levels)),
    ]
    return "".join(f"# {line}\n" for line in head) + "".join(g.line() + "\n" for g in levels)


def levels_dir() -> Path:
    return Path(__file__).resolve().parent.parent / "levels"
