"""Bench-only peers for the sudoku exact solver: a small C DLX built at bench time, and a warm SAT solver.

The exact solver is pure Python; to say how far it is from compiled solvers
the bench runs the same puzzles through

* Knuth's dancing links in C (:func:`load`; exact cover: one column per
  cell, row-digit, column-digit and region-digit; one row per cell-digit;
  the column with fewest rows first), compiled with the system's C compiler
  into a temporary directory and called through ctypes; the matrix is built
  in every call;
* a SAT solver from python-sat (:func:`load_sat`: Minisat 2.2), *warm*: the
  clauses of a geometry are loaded once and each call passes the givens as
  assumptions; a second solution is asked for under a blocking clause that
  an activation literal switches off afterwards.

Neither is a dependency of the game or its tests: when one is missing its
loader says why and the bench goes on without it.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import tempfile
from itertools import combinations
from typing import Any, Callable, Sequence

C_SOURCE = r"""
#include <stdlib.h>
#include <string.h>

typedef struct { int *L, *R, *U, *D, *C, *S, *row; int *sol; int depth, count, limit; int *first; int n; } DLX;

static void cover(DLX *x, int c) {
    x->R[x->L[c]] = x->R[c]; x->L[x->R[c]] = x->L[c];
    for (int i = x->D[c]; i != c; i = x->D[i])
        for (int j = x->R[i]; j != i; j = x->R[j]) {
            x->D[x->U[j]] = x->D[j]; x->U[x->D[j]] = x->U[j]; x->S[x->C[j]]--;
        }
}

static void uncover(DLX *x, int c) {
    for (int i = x->U[c]; i != c; i = x->U[i])
        for (int j = x->L[i]; j != i; j = x->L[j]) {
            x->S[x->C[j]]++; x->D[x->U[j]] = j; x->U[x->D[j]] = j;
        }
    x->R[x->L[c]] = c; x->L[x->R[c]] = c;
}

static void search(DLX *x) {
    if (x->R[0] == 0) {
        if (x->count == 0)
            for (int k = 0; k < x->depth; k++) {
                int r = x->sol[k], n = x->n;
                x->first[r / n] = r % n + 1;
            }
        x->count++;
        return;
    }
    int c = x->R[0], best = x->S[c];
    for (int j = x->R[c]; j != 0; j = x->R[j])
        if (x->S[j] < best) { best = x->S[j]; c = j; }
    if (best == 0) return;
    cover(x, c);
    for (int r = x->D[c]; r != c && x->count < x->limit; r = x->D[r]) {
        x->sol[x->depth++] = x->row[r];
        for (int j = x->R[r]; j != r; j = x->R[j]) cover(x, x->C[j]);
        search(x);
        for (int j = x->L[r]; j != r; j = x->L[j]) uncover(x, x->C[j]);
        x->depth--;
    }
    uncover(x, c);
}

/* n x n sudoku, givens[n*n] (0 = empty), region[n*n] in 0..n-1.  Returns the
   number of solutions up to limit (-1 on contradictory givens); the first
   one goes to first[n*n]. */
int dlx_count(int n, const int *givens, const int *region, int limit, int *first) {
    int ncol = 4 * n * n, nrow = n * n * n, nodes = 1 + ncol + 4 * nrow;
    DLX x;
    int *mem = calloc((size_t)nodes * 7 + ncol + 1 + n * n, sizeof(int));
    x.L = mem; x.R = mem + nodes; x.U = mem + 2 * nodes; x.D = mem + 3 * nodes;
    x.C = mem + 4 * nodes; x.row = mem + 5 * nodes; x.sol = mem + 6 * nodes;
    x.S = mem + 7 * nodes;
    x.first = first; x.n = n; x.depth = 0; x.count = 0; x.limit = limit;
    for (int c = 0; c <= ncol; c++) {
        x.L[c] = c ? c - 1 : ncol; x.R[c] = c == ncol ? 0 : c + 1;
        x.U[c] = x.D[c] = c; x.C[c] = c; x.S[c] = 0;
    }
    int next = ncol + 1;
    for (int cell = 0; cell < n * n; cell++) {
        int r = cell / n, k = cell % n, b = region[cell];
        for (int d = 0; d < n; d++) {
            int cols[4] = {1 + cell, 1 + n * n + r * n + d, 1 + 2 * n * n + k * n + d, 1 + 3 * n * n + b * n + d};
            int start = next;
            for (int t = 0; t < 4; t++) {
                int c = cols[t], node = next++;
                x.C[node] = c; x.row[node] = cell * n + d;
                x.U[node] = x.U[c]; x.D[node] = c; x.D[x.U[c]] = node; x.U[c] = node; x.S[c]++;
                x.L[node] = t ? node - 1 : start + 3; x.R[node] = t == 3 ? start : node + 1;
            }
        }
    }
    /* the givens: choose their rows first */
    for (int cell = 0; cell < n * n; cell++) {
        int g = givens[cell];
        if (!g) continue;
        int node = ncol + 1 + 4 * (cell * n + g - 1);
        for (int t = 0; t < 4; t++) {
            int c = x.C[node + t];
            if (x.R[x.L[c]] != c) { free(mem); return 0; }  /* column already covered: a clash */
        }
        for (int t = 0; t < 4; t++) cover(&x, x.C[node + t]);
        x.sol[x.depth++] = cell * n + g - 1;
    }
    search(&x);
    free(mem);
    return x.count;
}
"""

Peer = Callable[[int, Sequence[int], Sequence[int], int], tuple[int, tuple[int, ...] | None]]


def load() -> tuple[Peer | None, str]:
    """The C DLX as ``count(n, givens, regions, limit) -> (count, first solution)``, or None and why not."""
    cc = shutil.which(os.environ.get("CC", "gcc")) or shutil.which("cc")
    if cc is None:
        return None, "no C compiler (gcc or cc) on PATH"
    tmp = tempfile.mkdtemp(prefix="nanba-dlx-")
    src, lib = os.path.join(tmp, "dlx.c"), os.path.join(tmp, "dlx.so")
    with open(src, "w") as f:
        f.write(C_SOURCE)
    done = subprocess.run([cc, "-O2", "-shared", "-fPIC", "-o", lib, src], capture_output=True, text=True)
    if done.returncode != 0:
        shutil.rmtree(tmp, ignore_errors=True)
        return None, f"{cc} failed: {done.stderr.strip()[:200]}"
    try:
        dll = ctypes.CDLL(lib)
    except OSError as e:
        return None, f"cannot load the compiled DLX: {e}"
    finally:
        shutil.rmtree(tmp, ignore_errors=True)  # a loaded library outlives its file
    fn = dll.dlx_count
    ints = ctypes.POINTER(ctypes.c_int)
    fn.argtypes = [ctypes.c_int, ints, ints, ctypes.c_int, ints]
    fn.restype = ctypes.c_int

    def count(n: int, givens: Sequence[int], regions: Sequence[int], limit: int) -> tuple[int, tuple[int, ...] | None]:
        cells = n * n
        g = (ctypes.c_int * cells)(*givens)
        r = (ctypes.c_int * cells)(*regions)
        first = (ctypes.c_int * cells)()
        k = fn(n, g, r, limit, first)
        return k, tuple(first) if k else None

    return count, f"C DLX ({os.path.basename(cc)} -O2, ctypes)"


def load_sat() -> tuple[Peer | None, str]:
    """Minisat 2.2 through python-sat, warm per geometry, or None and why not."""
    try:
        from pysat.solvers import Solver
    except ImportError as e:
        return None, f"python-sat is not installed ({e}); .venv/bin/pip install python-sat"
    warm: dict[tuple[int, tuple[int, ...]], list[Any]] = {}

    def solver_for(n: int, regions: Sequence[int]) -> list[Any]:
        key = (n, tuple(regions))
        if key not in warm:
            s = Solver(name="minisat22")
            houses = [[r * n + c for c in range(n)] for r in range(n)] + [list(range(c, n * n, n)) for c in range(n)]
            houses += [[c for c in range(n * n) if regions[c] == b] for b in range(n)]
            for cell in range(n * n):  # one digit per cell
                s.add_clause([cell * n + d for d in range(1, n + 1)])
                for a, b in combinations(range(1, n + 1), 2):
                    s.add_clause([-(cell * n + a), -(cell * n + b)])
            for cells in houses:  # each digit once per house
                for d in range(1, n + 1):
                    s.add_clause([c * n + d for c in cells])
                    for a, b in combinations(cells, 2):
                        s.add_clause([-(a * n + d), -(b * n + d)])
            warm[key] = [s, n * n * n]  # the solver, and its last variable
        return warm[key]

    def count(n: int, givens: Sequence[int], regions: Sequence[int], limit: int) -> tuple[int, tuple[int, ...] | None]:
        entry = solver_for(n, regions)
        s = entry[0]
        assume = [c * n + g for c, g in enumerate(givens) if g]
        found: list[tuple[int, ...]] = []
        while len(found) < limit and s.solve(assumptions=assume):
            model = s.get_model()
            grid = tuple(next(d for d in range(1, n + 1) if model[c * n + d - 1] > 0) for c in range(n * n))
            found.append(grid)
            entry[1] += 1  # block this grid while the activation literal is assumed, then retire it
            act = entry[1]
            s.add_clause([-act] + [-(c * n + v) for c, v in enumerate(grid)])
            assume = assume + [act]
        for lit in assume:
            if lit > n * n * n:
                s.add_clause([-lit])
        return len(found), found[0] if found else None

    return count, "Minisat 2.2 (python-sat), warm: clauses per geometry, givens as assumptions"
