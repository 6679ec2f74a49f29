"""What a scene may ask of the running game: the :class:`Services` interface.

Scenes (and the kiosk and the input hub) are handed the app typed as
:class:`Services`, never as the app class itself, so they depend only on
this module and the layers below it (the stack, the library, the settings,
render, ui, input, engine) and never import upward.  :class:`game.app.App`
implements it; a test may hand a scene anything with these members.

Each member is here because some scene, the kiosk or the input hub uses it
(tests/test_app_services.py holds it so); one that none needs any more goes.

Opening another scene is not a member: a scene imports the scene it opens
when that one sits lower (a dialog, the chooser, the watch view), and the
puzzle scene -- the one that opens the menu -- is the top.  The puzzle
scene is seen through :class:`PuzzleView` (and by its own digit pad through
:class:`PuzzleControls`), so nothing below it imports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from .library import Library
from .settings import Settings
from .stack import SceneLike, SceneStack
from .ui.anim import Animator
from .ui.session import Session

if TYPE_CHECKING:  # pragma: no cover  (pygame-gui loads with the window, not with this module)
    from pygame_gui import UIManager
    from pygame_gui.elements import UITextEntryLine

    from .render.board import BoardRenderer
    from .render.layout import Layout


class Sound(Protocol):
    """The sound effects (game.audio, or a silent stand-in)."""

    enabled: bool

    def play(self, name: str) -> object: ...


class PuzzleView(SceneLike, Protocol):
    """What other scenes read of the puzzle scene, which is always at the bottom of the stack."""

    @property
    def session(self) -> Session:
        """The game on show (the scene is made with the first one, so there always is one)."""

    @property
    def current(self) -> Session:
        """The game on show: the same as ``session``."""

    @property
    def layout(self) -> Layout:
        """Where the board, toolbar and pad are (made with each session, and again on a resize)."""

    @property
    def placed(self) -> Layout:
        """The layout: the same as ``layout``."""

    @property
    def board(self) -> BoardRenderer:
        """The board's renderer, made with the layout (the solutions overlay draws with it)."""

    @property
    def anim(self) -> Animator:
        """The puzzle's animations (the hint overlay starts the wand's flip)."""

    @property
    def entry(self) -> UITextEntryLine | None:
        """The toolbar's number box, which a covering scene hides."""

    def after_move(self, sound: str | None = None) -> None:
        """A move was made on the session: check regions, play ``sound``, redraw."""

    def smiley(self) -> None:
        """Show the solution, as an undoable move (the sudoku tools' Solve for a puzzle with one)."""

    @property
    def aids(self) -> AidsControls:
        """The play aids: the digit highlight, the pause."""


class AidsControls(Protocol):
    """The puzzle scene's play aids (game.scenes.puzzle_aids), as its digit pad and the tools drive them."""

    auto_lit: int
    """The digit the selection highlights (0 once the sudoku tools' highlighter took over)."""

    def light(self, digit: int) -> None:
        """Highlight the cells holding ``digit`` (the setting permitting)."""

    def pause(self) -> None:
        """Hide the board and stop the clock until Resume."""


class PuzzleControls(PuzzleView, Protocol):
    """What the puzzle scene's own digit pad (a part of it, not a scene) drives besides."""

    @property
    def app(self) -> Services:
        """The game the puzzle scene was handed."""

    def load_number(self, text: str) -> None:
        """Open the puzzle whose number was typed on the number pad."""

    def wand_zero(self) -> None:
        """Remove every easy candidate (the wand's second action)."""

    def press_icon(self, name: str, button: str | None) -> None:
        """Press toolbar button ``name`` (the pad's focus ring presses them too)."""


class Services(Protocol):
    """The running game as the scenes see it."""

    stack: SceneStack
    """The scene stack: push, pop, find the scenes above the puzzle."""
    dirty: bool
    """Set True to have the next frame drawn (the loop sleeps while nothing changed)."""
    input_mode: str
    """The device that spoke last ("mouse", "touch", "key", "pad"): focus rings and hints follow it."""
    settings: Settings
    """The player's settings for this run (set a new value to change them; saved by save_settings)."""
    anim_enabled: bool
    """Whether animations play this run."""
    library: Library
    """The games: open, save, load, the records, the autosave, the storage behind them."""

    @property
    def puzzle_scene(self) -> PuzzleView:
        """The puzzle scene at the bottom of the stack."""

    @property
    def screen(self) -> pygame.Surface:
        """The window's surface (its size is what layouts fit)."""

    @property
    def manager(self) -> UIManager:
        """pygame-gui's manager, which every dialog's widgets are built with."""

    @property
    def sound(self) -> Sound:
        """The sound effects (a dialog switches them on and off)."""

    @property
    def fullscreen(self) -> bool:
        """Whether the window fills the screen."""

    @property
    def kiosk(self) -> object | None:
        """The kiosk controller when the game runs as a kiosk, else None (the menu then offers Quit)."""

    @property
    def frames(self) -> int:
        """Frames drawn so far (the puzzle scores a game only once its first frame is up)."""

    def toast(self, text: str, seconds: float = 3.5, notice: bool = False) -> None:
        """Show ``text`` in the message strip (a ``notice`` queues behind the others)."""

    def play_sound(self, name: str) -> None:
        """Play an effect if sound is on."""

    def save_settings(self) -> bool:
        """Write the settings file (with the window's size); False after telling the player why not."""

    def resize(self, size: tuple[int, int]) -> None:
        """Resize the window and relayout every scene (also after a look setting changed)."""

    def toggle_fullscreen(self) -> None:
        """Switch between a window and the full screen."""

    def quit(self) -> None:
        """Save and end the game after this frame."""
