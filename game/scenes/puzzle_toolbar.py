"""The puzzle screen's toolbar: its icons, the score and clock boxes, and the puzzle-number box.

The icons and boxes are drawn here from the layout each frame; the number
box is a pygame-gui text entry (:class:`~game.ui.entry.SafeTextEntryLine`)
made again on every relayout, which takes typing while the pointer is over
it (the seed's way: no click needed).  What a press on an icon does is the
puzzle scene's (:meth:`game.scenes.puzzle.PuzzleScene.press_icon`).

The clock counts by the second (the same text as the end message, from
:meth:`~game.ui.session.Session.clock_text`); while a hint is up its
technique shows in gold under the time, the way a rating sits under the
score, so a hint never hides the clock.  The score box shows "…" while the score is being worked
out and "?" when the solver gave up, and, for a kind with a rating, the
rating word under the score (:attr:`game.render.kinds.KindFront.rated`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

import pygame

from ..icons import icon
from ..render import palette as P
from ..engine.backend import backend
from ..render.captions import caption_size, draw_caption, draw_solved, draw_tooltip, split, split_box
from ..render.kinds import front_for
from ..render.picture import Picture, inside
from ..render.rulebox import draw_rule
from ..render.text import blit_center, fit_size, glyph
from ..ui.anim import Animator
from ..ui.entry import SafeTextEntryLine
from ..ui.scorer import Scorer
from ..ui.session import Session, clock_label
from .base import adopt_covered

if TYPE_CHECKING:  # pragma: no cover
    from ..render.layout import Layout
    from ..services import Services


class ToolbarHost(Protocol):
    """What the toolbar reads of the puzzle scene that owns it (which imports this module)."""

    session: Session
    anim: Animator
    scorer: Scorer
    score_pending: bool

    @property
    def app(self) -> Services: ...

    @property
    def placed(self) -> Layout: ...


class Toolbar:
    """The puzzle scene's toolbar (a part of the scene, not a scene of its own)."""

    def __init__(self, scene: ToolbarHost) -> None:
        self.scene = scene
        self.entry: SafeTextEntryLine | None = None
        self._hover_focus = False
        self.tick: pygame.Rect | None = None     # where the solved tick was last drawn (tests read it)
        self.rule: pygame.Rect | None = None     # where the kind's name and rule were last drawn
        self.tip: str | None = None              # the target under the pointer whose word is not on show
        self.picture = Picture()                 # the bar as last drawn, shown again while it would look the same

    # -- the number box ----------------------------------------------------------------------
    def make_entry(self) -> None:
        """The number box for the layout and the game on show (any old one is taken away)."""
        sc = self.scene
        r = split_box(sc.placed.boxes["number"])[0]   # under its word
        number = sc.session.number
        text = str(number) if number >= 0 else ""  # -1: not a built-in puzzle
        self.kill()
        if r.w < 24 or r.h < 16:
            # A window too small for the toolbar collapses the box: a text box with no room for
            # its own cursor fails inside pygame-gui the moment it takes the focus.
            return
        size = self._number_font(r)
        # A safe box: a zero-width character typed or set in it would crash pygame-gui's redraw.
        self.entry = SafeTextEntryLine(r, manager=sc.app.manager, object_id=f"#number_box_{size}", initial_text=text)
        self.entry.set_text_length_limit(6)
        # A puzzle number is digits: anything else is refused as it is typed, not after Enter.
        self.entry.set_allowed_characters("numbers")
        adopt_covered(sc.app, sc, self.entry)

    def guard_entry(self, live: bool) -> None:
        """The number box takes clicks and keys only while no menu or dialog is over the game (pygame-gui
        hands it the events before any scene sees them, so the menu alone would not keep them from it)."""
        e = self.entry
        if e is None:
            return
        if e.is_enabled != live:
            e.enable() if live else e.disable()
        if not live and e.is_focused:     # a click on it still takes pygame-gui's focus, and Esc with it
            self.scene.app.manager.set_focus_set(None)

    def kill(self) -> None:
        if self.entry is not None:
            self.entry.kill()
            self.entry = None

    def _number_font(self, r: pygame.Rect) -> str:
        """The theme's largest number-box font for the box's height whose "888" fits its width (a
        3-digit number is the usual case, and at 800x480 the box is narrow for the height's font)."""
        theme = self.scene.app.manager.get_theme()
        tall = "l" if r.h >= 44 else "m" if r.h >= 30 else "s"
        sizes = ("l", "m", "s", "xs")
        for size in sizes[sizes.index(tall):]:
            pad = 3 if size == "xs" else 6       # the theme's horizontal padding of each
            try:
                if theme.get_font([f"#number_box_{size}"]).size("888")[0] <= r.w - 2 * pad - 4:
                    return size
            except Exception:                    # no theme file: the height's choice, as before
                return tall
        return "xs"

    def hover(self, pos: tuple[int, int]) -> None:
        """The seed's number box takes typing while the pointer is over it (no click needed).

        Hovering focuses it with its text selected, so typed digits replace the
        number; leaving it untouched gives the focus back to the board.
        """
        e, m = self.entry, self.scene.app.manager
        tip = self.tip_at(pos)
        if tip != self.tip:
            self.tip = tip
            self.scene.app.dirty = True
        if e is None:
            return
        over = self.scene.placed.boxes["number"].collidepoint(pos)
        if over and not e.is_focused:
            m.set_focus_set(e)
            n = len(e.get_text())
            e.select_range = [0, n]
            e.edit_position = n
            e.redraw()
            self._hover_focus = True
        elif not over and self._hover_focus:
            self._hover_focus = False
            if e.is_focused and e.get_text() == str(self.scene.session.number):
                m.set_focus_set(None)

    def tip_at(self, pos: tuple[int, int]) -> str | None:
        """The toolbar target under ``pos`` too small to carry its word (its tooltip then names it)."""
        L = self.scene.placed
        targets = {**L.icons, **L.boxes, **{k: r for k, r in L.buttons.items() if k == "explain"}}
        for name, r in targets.items():
            if r.collidepoint(pos) and split(r)[1] is None:
                return name
        return None

    # -- the boxes' texts ----------------------------------------------------------------------
    def clock_text(self) -> str:
        """The time played ("" while the timer setting hides it), by the second or in 5-second steps."""
        settings = self.scene.app.settings
        if not settings.show_timer:
            return ""
        secs = int(self.scene.session.elapsed)
        return clock_label(secs - secs % 5 if settings.coarse_clock else secs)

    def hint_text(self) -> str:
        """The technique of the hint on show (drawn under the time), or ""."""
        hint = self.scene.session.ui.hint
        return hint.technique if hint is not None else ""

    def score_text(self) -> str:
        sc = self.scene
        score = sc.session.score
        waiting = sc.score_pending or sc.scorer.busy
        return "…" if score is None and waiting else ("?" if score is None else str(score))

    def rating_text(self) -> str:
        """The difficulty word (the band New puzzle names at this size) of a kind that shows one, once scored; else ""."""
        sc = self.scene
        s = sc.session
        if not front_for(s.puzzle.kind).rated or s.score is None:
            return ""
        return sc.scorer.word_for(s.puzzle) or ""

    @staticmethod
    def _pause_sign(surf: pygame.Surface, r: pygame.Rect, word: pygame.Rect | None = None) -> int:
        """Two small bars in the clock box's top-right corner, so the box reads as a pause button (level
        with the box's word, if it has one); returns the width they take from the right."""
        h = max(6, r.h // 6)
        w = max(2, h // 3)
        x, y = r.right - 3 * w - 4, (r.y + 4 if word is None else word.centery - h // 2)
        for dx in (0, 2 * w):
            surf.fill(P.ICON_DIM, pygame.Rect(x + dx, y, w, h))
        return 3 * w + 6

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        sc = self.scene
        L, s = sc.placed, sc.session
        key = self._bar_key()
        if key is None or not self.picture.show(surf, L, L.toolbar, key):
            self._draw_bar(surf)
            if key is not None:
                self.picture.keep(surf, L, L.toolbar, key)
        kind = backend(s.puzzle.kind)
        title = f"Daily {kind.title}" if s.source == "daily" else kind.title   # the calendar's puzzle says so
        self.rule = draw_rule(surf, L, title, kind.summary)
        if self.tip is not None:
            targets = {**L.icons, **L.boxes, **L.buttons}
            if self.tip in targets:
                draw_tooltip(surf, targets[self.tip], self.tip)

    def _bar_key(self) -> tuple[object, ...] | None:
        """Everything the bar shows, or None when it must be drawn afresh (an icon turning or nodding, or
        a layout whose targets reach past the bar)."""
        sc = self.scene
        L, s, a = sc.placed, sc.session, sc.anim
        if any(a.progress(name) is not None for name in ("wand_flip", "thumb_flip", "thumb_nod")) or \
                not inside(L.toolbar, [*L.icons.values(), *L.boxes.values()]):
            return None
        return (s.ui.hint is not None, s.ui.thumb_down, s.state.is_solved(), self.score_text(), self.rating_text(),
                self.clock_text(), self.hint_text(), P.active())

    def _draw_bar(self, surf: pygame.Surface) -> None:
        """The bar itself: its icons and words, the number box's frame, the score and the clock."""
        sc = self.scene
        L, s, a = sc.placed, sc.session, sc.anim
        surf.fill(P.TOOLBAR, L.toolbar)
        words = caption_size(split(L.icons["menu"])[1] or L.icons["menu"])
        for name, target in L.icons.items():
            r, word_rect = split(target)       # the picture over its word, inside the same target
            side = min(r.w, r.h)
            variant = ""
            flip = None
            if name == "wand":
                variant = "mirrored" if s.ui.hint is not None else ""
                flip = a.progress("wand_flip")
            elif name == "thumb":
                variant = "down" if s.ui.thumb_down else ""
                flip = a.progress("thumb_flip")
            img = icon(name, side, variant)
            if flip is not None:  # squash through zero width: a card turning over
                k = abs(math.cos(math.pi * flip))
                img = pygame.transform.smoothscale(img, (max(1, round(side * k)), side)) if name == "wand" \
                    else pygame.transform.smoothscale(img, (side, max(1, round(side * k))))
            nod = a.progress("thumb_nod") if name == "thumb" else None
            dy = -round(math.sin(math.pi * 2 * nod) * side * 0.12) if nod is not None else 0
            surf.blit(img, img.get_rect(center=(r.centerx, r.centery + dy)))
            if word_rect is not None:
                draw_caption(surf, word_rect, name, size=words)
        number, number_word = L.boxes["number"], split_box(L.boxes["number"])[1]
        if number_word is not None:   # the box's word over the text box pygame-gui draws under it
            pygame.draw.rect(surf, P.BOX, number, border_radius=4)
            if not s.state.is_solved():
                draw_caption(surf, number_word, "number", size=words)
        for name in ("score", "clock"):
            r = L.boxes[name]
            pygame.draw.rect(surf, P.BOX, r, border_radius=4)
            figure, word_r = split_box(r)
            text = self.score_text() if name == "score" else self.clock_text()
            col = P.BOX_TEXT
            word = self.rating_text() if name == "score" else self.hint_text()
            if word:  # the score over its rating word, or the time over the hint's technique
                top = pygame.Rect(r.x, r.y, r.w, r.h * 0.55)
                low = pygame.Rect(r.x, top.bottom - 2, r.w, r.bottom - top.bottom)
                blit_center(surf, glyph(fit_size("8:88", r.w - 8, int(top.h * 0.95)), text, col), top.center)
                blit_center(surf, glyph(fit_size(word, r.w - 6, int(low.h * 0.95)), word, P.GOLD), low.center)
                continue
            if not text:   # the timer hidden: the box still pauses, and says so with the pause sign
                bar = pygame.Rect(0, 0, max(3, r.h // 8), r.h // 2)
                for dx in (-1, 1):
                    surf.fill(col, bar.move(r.centerx - bar.w // 2 + dx * bar.w, r.centery - bar.h // 2))
                continue
            if name == "clock" and r.h >= 40:   # the clock is the pause button: its sign in the corner
                sign = self._pause_sign(surf, r, word_r)
                if word_r is not None:       # the word keeps clear of the sign
                    word_r = pygame.Rect(word_r.x, word_r.y, word_r.w - sign, word_r.h)
            if word_r is not None:
                draw_caption(surf, word_r, name, size=words)
                r = figure
            # The text size: "small" shrinks the figures; "large" cannot grow them past the box they fill.
            size = round(fit_size("8:88", r.w - 8, int(r.h * 0.8)) * min(1.0, P.TEXT_SCALE))
            blit_center(surf, glyph(size, text, col), r.center)
        if s.state.is_solved():  # a gold tick in the number box's word strip (or a box's corner)
            self.tick = draw_solved(surf, number_word, L.boxes["score"])
