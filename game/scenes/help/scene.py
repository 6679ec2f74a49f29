"""The Help scene: a contents page with a search box, and pages turned like a book.

One full-screen scene, drawn by the game itself (not a pygame-gui window),
so its text follows the palette and the text-size setting and its rules
pages can carry real boards.  Only the search field is a pygame-gui text
line, so a real keyboard types into it; a finger (tapping the field or Type)
or a gamepad types with the on-screen keyboard
(:class:`game.scenes.keyboard.KeyboardScene`) instead.

Every device reaches everything:

* **mouse** -- click a link, Back, < and >; the wheel scrolls;
* **touch** -- the same buttons, each a finger wide; a slide scrolls, a quick
  sideways slide turns the page;
* **keys** -- Tab and the arrows move the gold ring, Enter presses; on a page
  Up / Down / Page Up / Page Down scroll and Left / Right turn it; Esc goes back;
* **gamepad** -- the D-pad moves the ring (scrolls and turns on a page), A
  presses, B goes back, the bumpers turn pages.

Back is always on screen: on a page it returns to the contents, on the
contents it closes Help.
"""

from __future__ import annotations

import pygame

from ...input import intents as I
from ...input.intents import Intent
from ...render import palette as P
from ...render.text import blit_center, fit_size, glyph
from ...services import Services
from ...ui.entry import SafeTextEntryLine
from ...ui.focus import RectRing, draw_ring, ring_visible
from ..base import Covering, Scene
from ..keyboard import KeyboardScene
from .content import SECTIONS, build_pages, search
from .layout import HelpGeometry, Item, help_geometry, lay_out_index, lay_out_page, line_step
from .lessons import has_lesson, open_lesson
from .model import Page
from .picture import pictures



def _pad_style(app: Services) -> str:
    pad = getattr(getattr(app, "input", None), "gamepad", None)
    return getattr(pad, "style", None) or "xbox"


class HelpScene(Scene):
    modal = True
    label = "Help"
    """What the safety net calls this scene ("Something went wrong in Help")."""

    def __init__(self, app: Services, page: str | None = None) -> None:
        super().__init__(app)
        self.kiosk = getattr(app, "kiosk", None) is not None
        self.pages = build_pages(kiosk=self.kiosk, mapping=getattr(app.settings, "mouse_mapping", "summary"),
                                 style=_pad_style(app))
        self.query = ""
        self.page: Page | None = None
        self.scroll = 0
        self.index_scroll = 0
        self.ring = RectRing()
        self.entry: SafeTextEntryLine | None = None
        self.covering = Covering(app)
        self.items: list[Item] = []
        self.doc_h = 0
        self._lay()
        if page is not None:
            self.open(page)

    # -- the pages -------------------------------------------------------------------------
    @property
    def geometry(self) -> HelpGeometry:
        return help_geometry(self.app.screen.get_size(), P.TEXT_SCALE)

    @property
    def body(self) -> pygame.Rect:
        return self.geometry.body_for(self.page is None)

    def shown(self) -> list[Page]:
        """The pages the contents lists (those matching the search), in order."""
        return search(self.pages, self.query)

    def sections(self) -> list[tuple[str, list[Page]]]:
        found = self.shown()
        return [(s, [p for p in found if p.section == s]) for s in SECTIONS if any(p.section == s for p in found)]

    def find(self, key: str) -> Page | None:
        return next((p for p in self.pages if p.key == key), None)

    def open(self, key: str) -> None:
        page = self.find(key)
        if page is None:
            return
        if self.page is None:
            self.index_scroll = self.scroll
        self.page, self.scroll = page, 0
        self._lay()
        hits = self.found()
        if hits:                            # opened from a search: its first mention in view
            self.scroll = max(0, hits[0].rect.y - self.geometry.fs)
            self._clamp()
            self._ring()
        self.ring.focus("back")
        self._sync_entry()

    def found(self) -> list[Item]:
        """On a page opened from a search, the texts that say a searched word (marked when drawn)."""
        words = self.query.lower().split()
        if self.page is None or not words:
            return []
        return [i for i in self.items if i.what == "text" and any(w in " ".join(i.lines).lower() for w in words)]

    def turn(self, step: int) -> None:
        """The next or previous page (among those the search found), wrapping round."""
        pages = self.shown() or self.pages
        if self.page is None:
            self.open(pages[0 if step > 0 else -1].key)
            return
        keys = [p.key for p in pages]
        i = keys.index(self.page.key) if self.page.key in keys else -1
        self.open(keys[(i + step) % len(keys)])
        self.ring.focus("next" if step > 0 else "prev")

    def contents(self) -> None:
        self.page = None
        self._lay()
        self.scroll = self.index_scroll
        self._clamp()
        self._sync_entry()

    def set_query(self, text: str) -> None:
        self.query = text
        if self.entry is not None and self.entry.get_text() != text:
            self.entry.set_text(text)
        self.scroll = 0
        self._lay()

    def _lay(self) -> None:
        g = self.geometry
        body = g.body_for(self.page is None)
        if self.page is None:
            self.items, self.doc_h = lay_out_index(self.sections(), body.w, g.fs, g.t, self.query)
        else:
            self.items, self.doc_h = lay_out_page(self.page, body.w, g.fs, g.t, body.h, has_lesson)
        self._clamp()
        self._ring()
        self.app.dirty = True

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, self.doc_h - self.body.h))

    def scroll_by(self, dy: int) -> None:
        self.scroll += dy
        self._clamp()
        self._ring()
        self.app.dirty = True

    # -- the ring --------------------------------------------------------------------------
    def _heads(self) -> list[tuple[str, pygame.Rect]]:
        g = self.geometry
        if self.page is None:
            return [("back", g.back), ("search", g.search), ("keyboard", g.keyboard)]
        return [("back", g.back), ("prev", g.prev), ("next", g.next)]

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """Every button on screen now, by name, in reading order (screen coordinates)."""
        body = self.body
        out = self._heads()
        for it in self.items:
            if it.target:
                out.append((it.target, it.rect.move(body.x, body.y - self.scroll)))
        return out

    def _ring(self) -> None:
        t = self.targets()
        self.ring.set([n for n, _ in t], [r for _, r in t])

    def _show_ring(self) -> None:
        """Scroll so the ringed item is in view."""
        it = next((i for i in self.items if i.target == self.ring.current), None)
        if it is None:
            return
        h = self.body.h
        if it.rect.top < self.scroll:
            self.scroll = max(0, it.rect.top - 8)
        elif it.rect.bottom > self.scroll + h:
            self.scroll = it.rect.bottom - h + 8
        self._clamp()
        self._ring()

    # -- the search field (pygame-gui, so a keyboard types into it) ------------------------
    def _sync_entry(self) -> None:
        want = self.page is None
        if want and self.entry is None:
            g = self.geometry
            self.entry = SafeTextEntryLine(g.search, manager=self.app.manager, object_id="#number_box_m",
                                           placeholder_text="Search Help: type a word", initial_text=self.query)
        elif not want and self.entry is not None:
            self.entry.kill()
            self.entry = None

    def enter(self) -> None:
        self.covering.hide()
        self._sync_entry()

    def exit(self) -> None:
        if self.entry is not None:
            self.entry.kill()
            self.entry = None
        self.covering.show()

    def relayout(self) -> None:
        if self.entry is not None:
            self.entry.kill()
            self.entry = None
        self.covering.hide()
        self._lay()
        self._sync_entry()

    def update(self, dt: float) -> None:
        if self.entry is not None and self.entry.is_focused and self.app.input_mode == "touch":
            self.app.manager.set_focus_set(None)    # a finger has no keyboard: the big keys come up instead
            self.press("keyboard")
        if self.entry is not None and self.entry.get_text() != self.query:
            self.query = self.entry.get_text()
            self.scroll = 0
            self._lay()

    # -- input -----------------------------------------------------------------------------
    def press(self, name: str | None) -> None:
        if name is None:
            return
        if name == "back":
            self.contents() if self.page is not None else self.close()
        elif name in ("prev", "next"):
            self.turn(1 if name == "next" else -1)
        elif name == "search" and self.entry is not None and self.app.input_mode == "key":
            self.app.manager.set_focus_set(self.entry)     # a keyboard types into the field itself
        elif name in ("search", "keyboard"):
            self.app.stack.push(KeyboardScene(self.app, "Search Help", self.set_query, initial=self.query,
                                              covers=(lambda: self.entry,)))
        elif name.startswith("page:"):
            self.open(name[5:])
        elif name.startswith("tutorial:"):
            from ..tutorial import TutorialScene

            self.app.stack.push(TutorialScene(self.app, name[9:], finish_label="Back to Help"))
        elif name.startswith("lesson:"):
            _, kind, abbr = name.split(":", 2)
            open_lesson(self.app, kind, abbr)
        self.app.dirty = True

    def at(self, pos: tuple[int, int]) -> str | None:
        body = self.body
        for name, r in self.targets():
            if r.collidepoint(pos) and (name in dict(self._heads()) or body.collidepoint(pos)):
                return name
        return None

    def handle(self, it: Intent) -> bool:
        k = it.kind
        step = line_step(self.geometry.fs)
        on_page = self.page is not None
        if k == I.PRESS and it.button == I.PRIMARY and it.pos is not None:
            name = self.at(it.pos)
            if name is not None:
                self.ring.focus(name)
                self.press(name)
        elif k == I.SCROLL:
            self.scroll_by(-it.dy * 3 * step)
        elif k == I.DRAG:
            self.scroll_by(-it.dy)
        elif k == I.SWIPE and on_page:
            w = self.app.screen.get_width()
            if abs(it.dx) > max(60, w // 6) and abs(it.dx) > 2 * abs(it.dy):
                self.turn(-1 if it.dx > 0 else 1)
        elif k == I.MOVE_CURSOR:
            if on_page and it.dx:
                self.turn(it.dx)
            elif on_page and it.dy and not any(i.target for i in self.items):
                self.scroll_by(it.dy * 3 * step)
            else:
                if not self.ring.move(it.dx, it.dy) and on_page and it.dy:
                    self.scroll_by(it.dy * 3 * step)
                self._show_ring()
        elif k == I.FOCUS_NEXT:
            self.ring.step(it.dx or 1)
            self._show_ring()
        elif k in (I.UNDO, I.REDO) or (k == I.DIGIT_STEP and on_page):
            self.turn(-1 if k == I.UNDO or it.dx < 0 else 1)
        elif k in (I.ACTIVATE, I.RESTART, I.PAD_SET):
            self.press(self.ring.current)
        elif k == I.BACK:
            self.press("back")
        elif k == I.HELP:
            self.contents() if on_page else self.close()
        elif k == I.UI and it.name == "entry_finished" and it.element is self.entry:
            self.app.manager.set_focus_set(None)
            first = next((i.target for i in self.items if i.target), None)
            if first:
                self.ring.focus(first)
        self.app.dirty = True
        return True  # modal: nothing reaches the puzzle

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        g = self.geometry
        surf.fill(P.BG)
        surf.fill(P.TOOLBAR, g.head)
        self._button(surf, g.back, "< Back")
        if self.page is not None:
            keys = [p.key for p in (self.shown() or self.pages)]
            n = f"  {keys.index(self.page.key) + 1}/{len(keys)}" if self.page.key in keys else ""
            title = f"{self.page.section}: {self.page.title}{n}"
            self._button(surf, g.prev, "<")
            self._button(surf, g.next, ">")
        else:
            title = "Help"
            self._button(surf, g.keyboard, "Type")
            if self.entry is None:
                pygame.draw.rect(surf, P.BOX, g.search, border_radius=6)
        size = fit_size(title, g.title.w, round(g.t * 0.5))
        img = glyph(size, title, P.ICON)
        surf.blit(img, img.get_rect(midleft=(g.title.x, g.title.centery)))
        body = self.body
        old = surf.get_clip()
        surf.set_clip(body.inflate(4 * g.fs, 0))
        bar = max(3, g.fs // 6)
        for it in self.found():             # a bar beside each mention of the searched words: shape, not colour
            r = it.rect.move(body.x, body.y - self.scroll)
            surf.fill(P.GOLD, pygame.Rect(body.x - 3 * bar, r.y, bar, r.h))
        for it in self.items:
            r = it.rect.move(body.x, body.y - self.scroll)
            if r.bottom < body.top or r.top > body.bottom:
                continue
            self._item(surf, it, r)
        surf.set_clip(old)
        self._scrollbar(surf, body)
        cur = self.ring.current
        if ring_visible(self.app) and cur is not None:
            ringed = dict(self.targets()).get(cur)
            if ringed is not None and (cur in dict(self._heads()) or body.contains(ringed)):
                draw_ring(surf, ringed)

    def _button(self, surf: pygame.Surface, r: pygame.Rect, label: str) -> None:
        pygame.draw.rect(surf, P.TOOLBAR_HI, r, border_radius=max(4, r.h // 8))
        blit_center(surf, glyph(fit_size(label, r.w - 12, round(r.h * 0.5)), label, P.ICON), r.center)

    def _item(self, surf: pygame.Surface, it: Item, r: pygame.Rect) -> None:
        if it.what in ("link", "lesson"):
            self._button(surf, r, it.lines[0] if it.lines else "")
            return
        if it.what == "picture":
            self._picture(surf, it, r)
            return
        colour = {"heading": P.GOLD, "label": P.BOX_TEXT, "dim": P.ICON_DIM}.get(it.tone, P.ICON)
        step = line_step(it.size)
        for i, line in enumerate(it.lines):
            surf.blit(glyph(it.size, line, colour), (r.x, r.y + i * step))

    def _picture(self, surf: pygame.Surface, it: Item, r: pygame.Rect) -> None:
        gap = max(6, it.size // 2)
        side = (r.w - 3 * gap) // 2
        pics = pictures(it.kind, side)
        if pics is None:
            return
        for i, (img, caption) in enumerate(zip(pics, ("Before", "Solved"))):
            x = r.x + i * (side + 3 * gap) + (side - img.get_width()) // 2
            surf.blit(img, (x, r.y))
            cap = glyph(it.size, caption, P.ICON_DIM)
            surf.blit(cap, cap.get_rect(midtop=(x + img.get_width() // 2, r.y + img.get_height() + gap // 2)))

    def _scrollbar(self, surf: pygame.Surface, body: pygame.Rect) -> None:
        if self.doc_h <= body.h:
            return
        w = max(4, self.geometry.fs // 4)
        track = pygame.Rect(self.app.screen.get_width() - w - 2, body.y, w, body.h)
        pygame.draw.rect(surf, P.TOOLBAR, track, border_radius=w // 2)
        h = max(w * 4, body.h * body.h // self.doc_h)
        y = body.y + (body.h - h) * self.scroll // max(1, self.doc_h - body.h)
        pygame.draw.rect(surf, P.ICON_DIM, pygame.Rect(track.x, y, w, h), border_radius=w // 2)
