"""The kind registry: one backend per puzzle kind, as in Simon Tatham's collection.

A puzzle kind is everything Nanba must know to play, explain, rate and make
one family of puzzles, held in one place (a package under
:mod:`game.engine.kinds`):

* its :class:`~game.engine.rules.Rules` -- the constraint tables the solvers
  share, the line format's hooks (which fourth field it writes, the puzz.link
  names it answers to) and the exact solver's hook;
* its **ladder**: the technique table (abbreviation, name, score, function),
  cheapest first, that the one logical solver (:mod:`game.engine.logic`) walks
  for hints, scores, generation and the editor's verdict;
* its **generator**, behind the one :class:`Generator` interface;
* its **level sets**, each with a :class:`Params` value (size, box shape,
  variant), like Tatham's ``game_params``, and the recipe that made it;
* its **guide**: the rules in a new player's words and a small example
  puzzle, which Help shows with a picture of it before and solved;
* its **intro**: the interactive rules intro on a tiny board
  (:mod:`game.engine.intro`), shown the first time the kind is opened.

Everything else -- the formats, the CLI, the menu, the chooser, the renderer,
the self-test -- looks kinds up here (:func:`backend`, :func:`backends`,
:func:`level_set`) and never branches on a kind's name.  Adding a kind is one
:func:`register` call; ``tests/test_kind_plugin.py`` registers a toy Latin
square from inside a test file and plays it through the real application.

This module sits below every kind package and below the solvers that consult
it; the built-in kinds are registered by importing :mod:`game.engine.kinds`
(the engine package does so), never from here, so no import runs upward.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Protocol

from .bands import Band, Cuts, band_of, cuts_for
from .deduction import Technique
from .errors import UnknownKindError
from .puzzle import Puzzle
from .rules import Rules, register_rules, unregister_rules

if TYPE_CHECKING:  # pragma: no cover - a kind's intro loads when the tutorial asks for it
    from .intro import Intro


@dataclass(frozen=True)
class Params:
    """What a generator is asked for, and what a level set holds: Tatham's ``game_params``.

    ``box`` is a sudoku's box shape (width, height); ``variant`` names a kind's
    variant its generator understands (a sudoku's ``jigsaw`` regions).
    """

    width: int
    height: int
    box: tuple[int, int] | None = None
    variant: str = ""

    @property
    def size(self) -> str:
        return f"{self.width}x{self.height}"

    def describe(self) -> str:
        """How the params read in messages and file headers.

        >>> Params(6, 6, box=(3, 2)).describe(), Params(9, 9, variant="jigsaw").describe()
        ('6x6, 3x2 boxes', '9x9 jigsaw')
        """
        extra = f", {self.box[0]}x{self.box[1]} boxes" if self.box else ""
        return f"{self.size}{extra}{' ' + self.variant if self.variant else ''}"


@dataclass(frozen=True)
class Generated:
    """A generated puzzle (with ``.solution``) and what the logical solver said about it."""

    puzzle: Puzzle
    score: int
    counts: dict[str, int] = field(compare=False)
    attempts: int = field(default=1, compare=False)

    def line(self) -> str:
        return self.puzzle.line()


ProgressFn = Callable[[int, float], None]
"""Told (attempts so far, seconds so far) while a slow generator works."""


class Generator(Protocol):
    """The one generator interface every kind implements."""

    def check(self, params: Params, min_score: int | None = None, max_score: int | None = None) -> None:
        """Raise a specific ValueError if these params or this score band cannot be made."""

    def generate(self, params: Params, *, seed: object, min_score: int | None = None,
                 max_score: int | None = None, progress: ProgressFn | None = None) -> Generated:
        """One new puzzle: unique, finished by the ladder, not trivial, scored within the band.

        The same seed gives the same puzzle on every machine.  Raises
        :class:`~game.engine.errors.GenerationError` when no puzzle is found
        in the generator's allowance.
        """


class Rating(Protocol):
    """Words for score ranges, for kinds whose players expect them (Sudoku's Easy .. Obscene)."""

    @property
    def words(self) -> tuple[str, ...]:
        """Every word, easiest first."""

    def word(self, score: int, size: int) -> str:
        """The word for ``score`` on a board ``size`` cells wide."""

    def floor(self, word: str, size: int) -> int:
        """The lowest score ``word`` means at that size; ValueError names the words for an unknown one."""


@dataclass(frozen=True)
class LevelRecipe:
    """How a built-in set was made (``python -m game make-levels``)."""

    count: int
    candidates: int
    caps: tuple[int, int]
    """Score caps are spread evenly over this range for most candidates."""
    uncapped: float = 0.15
    """The share of candidates made without a cap, to reach the hard end ..."""
    hard_min: int | None = None
    """... and with at least this score, so they land above the bulk."""


@dataclass(frozen=True)
class LevelSet:
    """One built-in set, ``levels/NAME.txt``: puzzles of one kind and one params value."""

    name: str
    title: str
    """What players see in the menu: ``Sudoku 6x6``."""
    kind: str
    params: Params
    recipe: LevelRecipe
    demo: bool = False
    """May the kiosk's watch demo play it?  Only sets whose textbook walk ends in seconds
    (a 4x4 Sujiko or a 9x9 sudoku can take the search millions of attempts)."""
    made_by: str | None = None
    """The code its file's header names as its maker, when that is not where the set is made now
    (None: ``game/levelmaking.py`` and the kind's package).  The file is pinned byte for byte, so
    ``make-levels`` writes the header it was made with."""


@dataclass(frozen=True)
class Daily:
    """A kind's daily puzzle: the board and the difficulty it is made at (the day's date seeds it).

    The board is one a single core generates in well under a second.  ``scores`` pins the score
    band (the kind's own for that board and difficulty when it was set): every copy of the game
    must make the same puzzle for a day, so a later re-measuring of the kind's bands
    (:meth:`KindBackend.band`) must not move it.  Without it the kind's band is used.
    """

    params: Params
    difficulty: str = "Medium"
    scores: tuple[int, int] | None = None


Box = tuple[int, int]
"""A sudoku's box shape, (width, height)."""
Layout = tuple[tuple[int, ...], Box | None]
"""A blank board in the editor: its regions (canonical labels) and its box shape (None: the player draws them)."""


def singletons(params: Params) -> Layout:
    """The region kinds' blank board: every cell a region of its own, for the player to join."""
    return tuple(range(params.width * params.height)), None


def no_box(width: int, height: int, regions: tuple[int, ...]) -> Box | None:
    return None


class KindBackend(Protocol):
    """What a puzzle kind provides.  :class:`Kind` is the plain implementation."""

    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def ladder(self) -> tuple[Technique, ...]: ...
    @property
    def generator(self) -> Generator | None: ...
    @property
    def level_sets(self) -> tuple[LevelSet, ...]: ...
    @property
    def default_params(self) -> Params: ...
    @property
    def featured(self) -> bool:
        """Offered on the kiosk's title screen and played in its attract loop."""
    @property
    def rating(self) -> Rating | None:
        """Its words for difficulty, if it has them."""
    @property
    def guide(self) -> str:
        """Its rules as Help tells a new player, in plain sentences (blank lines part paragraphs)."""
    @property
    def example(self) -> str:
        """A small puzzle of this kind as a puzzle line: Help draws it, before and solved, beside the rules."""
    @property
    def summary(self) -> str:
        """Its rules in one line, shown beside the board while it is played."""
    @property
    def sizes(self) -> tuple[Params, ...]:
        """What New puzzle offers, in the order it steps through them."""
    @property
    def band_sizes(self) -> tuple[Params, ...]:
        """The sizes whose measured scores set the bands (``bench/bands.py``); others interpolate."""

    def band(self, params: Params, name: str) -> Band:
        """(min_score, max_score) of difficulty ``name`` (Easy .. Expert) at ``params``."""
    @property
    def daily(self) -> Daily | None:
        """Its daily puzzle's size and difficulty, or None: no daily puzzle of this kind."""
    @property
    def draws_regions(self) -> bool:
        """Does the editor's player draw this kind's regions (where no box shape sets them)?"""

    def layout(self, params: Params) -> Layout:
        """A blank board's regions and box shape at ``params``; a specific ValueError if there is no such board."""

    def box_shape(self, width: int, height: int, regions: tuple[int, ...]) -> Box | None:
        """The box shape whose boxes these regions are, or None (drawn regions, or a kind without boxes)."""
    @property
    def intro(self) -> Intro | None:
        """Its interactive rules intro (a tiny board, a few steps), or None."""


Ladder = tuple[Technique, ...]


class Kind:
    """A kind's backend, as one value: see the module's essay.

    The ladder, the generator, the rating and the intro may be given as
    zero-argument loaders instead of values: they are then loaded on first
    use.  That keeps the solvers, the generators and the tutorials out of the
    game's start-up -- the first frame needs a kind's rules, never its
    techniques or its tutorial.
    """

    def __init__(self, name: str, title: str, rules: Rules, ladder: Ladder | Callable[[], Ladder],
                 generator: Generator | Callable[[], Generator] | None = None,
                 level_sets: tuple[LevelSet, ...] = (), default_params: Params = Params(6, 6),
                 featured: bool = False, rating: Rating | Callable[[], Rating] | None = None,
                 guide: str = "", example: str = "", summary: str = "", sizes: tuple[Params, ...] = (),
                 band_sizes: tuple[Params, ...] = (), bands: dict[Params, Cuts] | None = None,
                 daily: Daily | None = None, draws_regions: bool = True,
                 layout: Callable[[Params], Layout] = singletons,
                 box_shape: Callable[[int, int, tuple[int, ...]], Box | None] = no_box,
                 intro: Intro | Callable[[], Intro] | None = None) -> None:
        self.draws_regions, self.layout, self.box_shape = draws_regions, layout, box_shape
        self.name, self.title, self.rules = name, title, rules
        self._intro = intro
        self.sizes = sizes or (default_params,)
        self.band_sizes = band_sizes or self.sizes
        self.bands = bands or {}
        self.daily = daily
        self.guide, self.example, self.summary = guide, example, summary
        self.level_sets, self.default_params, self.featured = level_sets, default_params, featured
        self._ladder, self._generator, self._rating = ladder, generator, rating

    @property
    def ladder(self) -> Ladder:
        if callable(self._ladder):
            self._ladder = self._ladder()
            if not self._ladder:
                raise ValueError(f"the {self.name!r} backend has no techniques")
        return self._ladder

    @property
    def generator(self) -> Generator | None:
        if callable(self._generator):
            self._generator = self._generator()
        return self._generator

    @property
    def rating(self) -> Rating | None:
        if callable(self._rating):
            self._rating = self._rating()
        return self._rating

    @property
    def intro(self) -> Intro | None:
        if callable(self._intro):
            self._intro = self._intro()
        return self._intro

    def band(self, params: Params, name: str) -> Band:
        return band_of(cuts_for(self.bands, params), name)

    def __repr__(self) -> str:
        return f"Kind({self.name!r})"


_KINDS: dict[str, KindBackend] = {}


def register(kind: KindBackend) -> KindBackend:
    """Make ``kind`` known to every part of the game; its rules name must be its name."""
    if kind.rules.name != kind.name:
        raise ValueError(f"the {kind.name!r} backend carries rules named {kind.rules.name!r}")
    _KINDS[kind.name] = kind
    register_rules(kind.rules)
    return kind


def unregister(name: str) -> None:
    """Forget a kind (tests that register a toy kind tidy up with this)."""
    _KINDS.pop(name, None)
    unregister_rules(name)


def backend(name: str) -> KindBackend:
    try:
        return _KINDS[name]
    except KeyError:
        raise UnknownKindError(
            f"unknown puzzle kind {name!r}: expected one of {', '.join(sorted(_KINDS))}"
        ) from None


def backends() -> tuple[KindBackend, ...]:
    """Every registered kind, in the order registered (the built-ins: flagship first)."""
    return tuple(_KINDS.values())


def level_sets() -> tuple[LevelSet, ...]:
    """Every kind's level sets, in menu order."""
    return tuple(s for k in _KINDS.values() for s in k.level_sets)


def level_set(name: str) -> LevelSet:
    for s in level_sets():
        if s.name == name:
            return s
    raise UnknownKindError(f"no level set {name!r}: expected one of {', '.join(s.name for s in level_sets())}")


def featured() -> tuple[str, ...]:
    """The kinds a kiosk's passer-by is offered (see :attr:`KindBackend.featured`)."""
    return tuple(k.name for k in _KINDS.values() if k.featured)


def default_kind() -> str:
    """The kind a new player starts with: the first registered, the flagship."""
    if not _KINDS:
        raise UnknownKindError("no puzzle kind is registered")
    return next(iter(_KINDS))


def demo_sets() -> tuple[str, ...]:
    """The level sets the kiosk's watch demo picks from (see :attr:`LevelSet.demo`)."""
    return tuple(s.name for s in level_sets() if s.demo)


def kind_of_set(name: str) -> str:
    """The kind a set name plays: a set's own kind, or the name itself when it names a kind."""
    if name in _KINDS:
        return name
    return level_set(name).kind
