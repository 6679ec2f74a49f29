"""The event chain documented in game/stack.py, checked scene by scene."""

from __future__ import annotations

from game.input.intents import Intent
from game.scenes.base import Scene
from game.stack import SceneStack


class Probe(Scene):
    def __init__(self, name, takes=(), transparent=False, modal=False, log=None):
        super().__init__(app=None)
        self.name, self.takes, self.log = name, set(takes), log
        self.transparent, self.modal = transparent, modal

    def handle(self, it):
        self.log.append((self.name, it.kind))
        return it.kind in self.takes

    def draw(self, surface):
        self.log.append(("draw", self.name))


def test_intents_go_top_down_until_consumed():
    log = []
    st = SceneStack()
    st.push(Probe("puzzle", takes={"press", "undo"}, log=log))
    st.push(Probe("hint", takes={"back"}, transparent=True, log=log))
    assert st.dispatch(Intent("press")).name == "puzzle"          # falls through the overlay
    assert log == [("hint", "press"), ("puzzle", "press")]
    log.clear()
    assert st.dispatch(Intent("back")).name == "hint"             # the overlay takes Esc
    assert log == [("hint", "back")]
    log.clear()
    assert st.dispatch(Intent("scroll")) is None                  # nobody wants it
    assert log == [("hint", "scroll"), ("puzzle", "scroll")]


def test_a_modal_scene_stops_the_walk():
    log = []
    st = SceneStack()
    st.push(Probe("puzzle", takes={"press"}, log=log))
    st.push(Probe("dialog", modal=True, transparent=True, log=log))
    assert st.dispatch(Intent("press")).name == "dialog"
    assert log == [("dialog", "press")]


def test_drawing_starts_at_the_highest_opaque_scene():
    log = []
    st = SceneStack()
    st.push(Probe("puzzle", log=log))
    st.push(Probe("chooser", log=log))                      # opaque: hides the puzzle
    st.push(Probe("hint", transparent=True, log=log))
    st.draw(None)
    assert log == [("draw", "chooser"), ("draw", "hint")]
    log.clear()
    st.pop()
    st.pop()
    st.push(Probe("dialog", transparent=True, log=log))
    st.draw(None)
    assert log == [("draw", "puzzle"), ("draw", "dialog")]
