"""Generation jobs on every core, and a progress bar on stderr.

A job is a plain, picklable tuple -- a kind's name, the :class:`Params` to
make, a seed and a score band -- so it crosses to a spawned helper process and
back unchanged; the helper looks the kind up in the registry and asks its
generator, the one interface every kind implements.  Each job seeds itself,
so the results never depend on how the processes share the work.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection
from typing import Any, TextIO

from .engine import pinned
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


def run_job(job: Job, attempts: ProgressFn | None = None, levels: bool = False) -> Generated:
    """The job's puzzle; ``levels``: made as the committed level files were (:mod:`game.engine.pinned`)."""
    kind, params, seed, lo, hi = job
    with pinned.levels(levels):
        return generator_of(kind).generate(params, seed=seed, min_score=lo, max_score=hi, progress=attempts)


class _Collector:
    """The cycle collector's work while jobs run, done by hand: a job leaves hardly a cycle behind
    (its objects go as their counts drop), yet the collector's passes over the young objects that
    outlive a job for a while (the per-grid tables the caches hold) cost a few percent of the work.

    Off while jobs run; after each chunk of jobs :meth:`tick` collects the youngest generation,
    and less and less often (every second chunk, fourth, ... sixteenth) while those find no
    garbage, so an object a cache drops before the next collection is never visited.  A kind
    whose jobs do leave cycles gets a collection after every chunk again."""

    LONGEST = 16

    def __init__(self) -> None:
        self.every = self.left = 1
        self.was = False

    def __enter__(self) -> _Collector:
        self.was = gc.isenabled()
        gc.disable()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.was:
            gc.enable()

    def tick(self) -> None:
        """A chunk of jobs is done."""
        self.left -= 1
        if self.left <= 0:
            found = gc.collect(0)
            self.every = 1 if found else min(2 * self.every, self.LONGEST)
            self.left = self.every


CHUNK = 16
"""The most jobs a process takes at a time (and the most run between two collections)."""


def run_jobs(jobs: Sequence[Job], processes: int | None = None,
             on_done: Callable[[int], None] | None = None,
             attempts: Callable[[int], ProgressFn] | None = None, levels: bool = False) -> list[Generated]:
    """Every job's puzzle, in job order, made on ``processes`` processes: this one and helpers
    (``levels``: as the committed level files were made, :func:`run_job`).

    The order of results is the order of ``jobs`` whatever the scheduling,
    and each job seeds itself, so the output never depends on who made what.  Run
    in this process alone (one core, or fewer than eight jobs), ``attempts(i)`` may
    follow job i's attempts as they happen.
    """
    processes = processes or os.cpu_count() or 1
    out: list[Generated] = []
    if processes <= 1 or len(jobs) < 8:
        with _Collector() as collector:
            for i, job in enumerate(jobs):
                out.append(run_job(job, attempts(i) if attempts else None, levels))
                if on_done:
                    on_done(len(out))
                if i % CHUNK == CHUNK - 1:
                    collector.tick()
        return out
    return _shared(jobs, processes, on_done, levels)


# Chunks of jobs are taken in turn from a shared counter by this process and processes - 1 spawned
# helpers, each helper sending all it made in one message at the end.  This process works too,
# rather than idling while a pool works: that saves a worker's start-up, and multiprocessing.Pool's
# worker-handler thread, which wakes whenever a result waits in the pipe, cost this process about
# a twentieth of the workers' CPU time.
#
# Helpers are spawned, never forked: a forked child would inherit whatever the parent runs (SDL's
# signal handlers and timer thread, once a window has been opened in this process), and one that
# swallows a SIGTERM hangs the parent for ever.  Spawned helpers start clean and only import the engine.


def _take(counter: Any) -> int:
    """The next chunk's number off the shared ``counter`` (a ``multiprocessing.Value``)."""
    with counter.get_lock():
        i: int = counter.value
        counter.value = i + 1
    return i


def _chunk(jobs: Sequence[Job], chunk: int, i: int, done: Any, made: dict[int, Generated],
           collector: _Collector, levels: bool) -> None:
    """Make the jobs of chunk ``i`` into ``made``, counting each in ``done``."""
    for k in range(i * chunk, min(len(jobs), (i + 1) * chunk)):
        made[k] = run_job(jobs[k], levels=levels)
        with done.get_lock():
            done.value += 1
    collector.tick()


def _helper(jobs: Sequence[Job], chunk: int, taken: Any, done: Any, send: Connection, levels: bool) -> None:
    """A helper process: chunks until none is left, then everything it made (or what went wrong)."""
    made: dict[int, Generated] = {}
    chunks = -(-len(jobs) // chunk)
    try:
        with _Collector() as collector:
            while (i := _take(taken)) < chunks:
                _chunk(jobs, chunk, i, done, made, collector, levels)
    except BaseException as e:  # noqa: BLE001 -- sent to the parent, which raises it
        with taken.get_lock():
            taken.value = chunks  # the others stop after their chunk
        send.send(e)
    else:
        send.send(made)
    send.close()


def _shared(jobs: Sequence[Job], processes: int, on_done: Callable[[int], None] | None,
            levels: bool) -> list[Generated]:
    ctx = multiprocessing.get_context("spawn")
    chunk = max(1, min(CHUNK, len(jobs) // (processes * 8)))
    chunks = -(-len(jobs) // chunk)
    taken, done = ctx.Value("i", 0), ctx.Value("i", 0)
    helpers: list[tuple[multiprocessing.process.BaseProcess, Connection]] = []
    made: dict[int, Generated] = {}
    try:
        for _ in range(min(processes, chunks) - 1):  # no helper that would find no chunk left
            recv, send = ctx.Pipe(duplex=False)
            proc = ctx.Process(target=_helper, args=(jobs, chunk, taken, done, send, levels), daemon=True)
            proc.start()
            send.close()
            helpers.append((proc, recv))
        with _Collector() as collector:
            while (i := _take(taken)) < chunks:
                _chunk(jobs, chunk, i, done, made, collector, levels)
                if on_done:
                    on_done(done.value)
        for helper, recv in helpers:
            while not recv.poll(0.2):
                if on_done:
                    on_done(done.value)
            try:
                got = recv.recv()
            except EOFError:
                raise RuntimeError(f"a helper process making puzzles died (exit code {helper.exitcode})") from None
            if isinstance(got, BaseException):
                raise got
            made.update(got)
            helper.join()
    except BaseException:
        for helper, _recv in helpers:
            helper.terminate()
            helper.join()
        raise
    if on_done:
        on_done(len(jobs))
    return [made[k] for k in range(len(jobs))]
