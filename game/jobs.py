"""Generation jobs on every core, and a progress bar on stderr.

A job is a plain, picklable tuple -- a kind's name, the :class:`Params` to
make, a seed and a score band -- so it crosses to a spawned worker and back
unchanged; the worker looks the kind up in the registry and asks its
generator, the one interface every kind implements.  Each job seeds itself,
so the results never depend on how the pool shares the work.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Sequence
from typing import TextIO

from .engine.backend import Generated, Params, ProgressFn
from .engine.generator import generator_of

Job = tuple[str, Params, object, int | None, int | None]
"""(kind, params, seed, min_score, max_score)."""


class Progress:
    """A plain text bar on stderr, shown on a terminal or once a run has lasted two seconds."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None, force: bool = False):
        self.total, self.label = total, label
        self.stream = stream if stream is not None else sys.stderr
        self.start = time.monotonic()
        self.tty = force or self.stream.isatty()
        self.last = 0.0
        self.shown = False

    def update(self, done: int) -> None:
        now = time.monotonic()
        if not (self.tty or now - self.start > 2.0) or (now - self.last < 0.2 and done < self.total):
            return
        self.last = now
        frac = done / self.total if self.total else 1.0
        bar = "#" * int(frac * 30)
        end = "\r" if self.tty else "\n"
        self.stream.write(f"{self.label} [{bar:<30}] {done}/{self.total} {now - self.start:5.1f}s{end}")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown and self.tty:
            self.stream.write("\n")
            self.stream.flush()


def run_job(job: Job, attempts: ProgressFn | None = None) -> Generated:
    kind, params, seed, lo, hi = job
    return generator_of(kind).generate(params, seed=seed, min_score=lo, max_score=hi, progress=attempts)


def run_jobs(jobs: Sequence[Job], processes: int | None = None,
             on_done: Callable[[int], None] | None = None,
             attempts: Callable[[int], ProgressFn] | None = None) -> list[Generated]:
    """Every job's puzzle, in job order, made on ``processes`` worker processes.

    The order of results is the order of ``jobs`` whatever the scheduling,
    and each job seeds itself, so the output never depends on the pool.  Run
    in this process (one core, or fewer than eight jobs), ``attempts(i)`` may
    follow job i's attempts as they happen.
    """
    processes = processes or os.cpu_count() or 1
    out: list[Generated] = []
    if processes <= 1 or len(jobs) < 8:
        for i, job in enumerate(jobs):
            out.append(run_job(job, attempts(i) if attempts else None))
            if on_done:
                on_done(len(out))
        return out
    chunk = max(1, min(16, len(jobs) // (processes * 8)))
    # Workers are spawned, never forked: a forked child would inherit whatever the
    # parent runs (SDL's signal handlers and timer thread, once a window has been
    # opened in this process), and one that swallows the pool's SIGTERM hangs the
    # parent for ever.  Spawned workers start clean and only import the engine.
    pool = multiprocessing.get_context("spawn").Pool(processes)
    try:
        for g in pool.imap(run_job, jobs, chunksize=chunk):
            out.append(g)
            if on_done:
                on_done(len(out))
    except BaseException:
        pool.terminate()
        pool.join()
        raise
    # Every result is in: let the workers finish and exit on their own.
    pool.close()
    pool.join()
    return out
