"""Posting real pygame events to an App and reading back where things are."""

from __future__ import annotations

from pathlib import Path

CORPUS = Path(__file__).resolve().parent / "data" / "corpus"


def corpus_lines(kind: str, size: str = "6x6") -> list[str]:
    rows = (CORPUS / f"{kind}.tsv").read_text(encoding="utf-8").splitlines()
    return [r.split("\t")[0] for r in rows if r.startswith(f"{kind} {size} ")]


SUJIKO4 = "sujiko 4x4 ..2.D.C...3.1.47 52,37,32,38,35,29,32,33,20"
"""A 4x4 Sujiko whose open cells take 1..16: two-digit entry and the sujiko ladder."""


# -- event helpers ---------------------------------------------------------------

def click(app, pos, button: int = 1, frames: int = 2) -> None:
    import pygame

    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.pump(frames)


def key(app, k: int, mod: int = 0, frames: int = 2) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    app.pump(frames)


def type_text(app, text: str) -> None:
    import pygame

    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.pump(2)


def slot(app, cell: int, digit: int) -> tuple[int, int]:
    sc = app.puzzle_scene
    return sc.layout.slot_rect(cell, digit, sc.session.puzzle.max_digit[cell]).center


def icon(app, name: str) -> tuple[int, int]:
    return app.puzzle_scene.layout.icons[name].center


def open_cell(app, min_cands: int = 3) -> int:
    s = app.puzzle_scene.session
    for c in range(s.puzzle.ncells):
        if not s.puzzle.givens[c] and bin(s.state.cands[c]).count("1") >= min_cands:
            return c
    raise AssertionError("no open cell")


def open_from_menu(app, entry: str, scene_class):
    """Esc to the menu, click its ``entry`` button, and return the ``scene_class`` dialog it opens."""
    import pygame
    from game.scenes.menu import MenuScene

    key(app, pygame.K_ESCAPE)
    menu = app.stack.find(MenuScene)
    b = next(b for b, k in menu.buttons.items() if k == entry)
    click(app, b.rect.center)
    dlg = app.stack.find(scene_class)
    assert dlg is not None
    return dlg
