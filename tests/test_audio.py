"""Sound effects: they play on the dummy driver, and fail silently without one."""

from __future__ import annotations

import math
import os
import subprocess
import sys
from array import array

import pygame
import pytest

from game import audio
from game.audio import NAMES, Sound, synthesise

CONTRACT_NAMES = ("click", "delete", "restore", "set", "hint", "apply", "error", "undo", "solved")


@pytest.fixture(autouse=True)
def dummy_audio(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_every_name_plays_on_the_dummy_driver() -> None:
    assert set(NAMES) == set(CONTRACT_NAMES)
    s = Sound()
    for name in CONTRACT_NAMES:
        assert s.play(name), name
    assert s.available
    assert pygame.mixer.get_init() == (audio.FREQUENCY, audio.SIZE, audio.CHANNELS)
    s.close()
    assert pygame.mixer.get_init() is None


def test_mixer_opens_on_first_play_not_before() -> None:
    s = Sound()
    assert pygame.mixer.get_init() is None
    s.play("click")
    assert pygame.mixer.get_init() is not None


def test_prepare_makes_every_effect() -> None:
    s = Sound()
    assert s.prepare()
    assert set(s._sounds) == set(NAMES)


def test_prepare_next_makes_each_effect_once_then_stops(monkeypatch: pytest.MonkeyPatch) -> None:
    s = Sound()
    assert s.prepare(("click",)) and set(s._sounds) == {"click"}
    made = 0
    while s.prepare_next():
        made += 1
    assert made == len(NAMES) - 1 and set(s._sounds) == set(NAMES)
    assert not s.prepare_next()


def test_prepare_next_gives_up_on_an_effect_that_cannot_be_made(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(name: str, rate: int = audio.FREQUENCY):
        raise MemoryError

    monkeypatch.setattr(audio, "synthesise", broken)
    s = Sound()
    steps = 0
    while s.prepare_next():
        steps += 1
        assert steps <= len(NAMES)                  # each tried once: an idle loop is never kept busy
    assert steps == len(NAMES) and s._sounds == {}
    assert not Sound(enabled=False).prepare_next()


def test_the_game_makes_its_effects_while_it_waits(ui_env, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.app import App, parse_options

    app = App(parse_options(["--no-anim", "--puzzle", "suguru:0", "--size", "800x480"]))
    try:
        assert not app._idle_work()                 # nothing before the first frame
        app.pump(1)
        made = set(app.sound._sounds)
        assert made == {"click"}                    # the warm-up after the first frame: the mixer and a click
        for _ in range(5):                          # no input (the window's own events come first):
            app._wait(0.05)                         # the rest is made while waiting
        assert set(app.sound._sounds) == set(NAMES)
        assert not app._idle_work()
    finally:
        app.pygame.display.quit()


def test_unknown_name_is_ignored() -> None:
    s = Sound()
    assert not s.play("fanfare")
    assert not s.play("")


def test_disabled_plays_nothing_and_opens_nothing() -> None:
    s = Sound(enabled=False)
    for name in CONTRACT_NAMES:
        assert not s.play(name)
    assert pygame.mixer.get_init() is None
    s.enabled = True
    assert s.play("set")
    s.enabled = False
    assert not s.enabled and not s.play("set")


def test_failing_mixer_is_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def broken(*args: object, **kwargs: object) -> None:
        calls.append(args)
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    s = Sound()
    for name in CONTRACT_NAMES:
        assert not s.play(name)
    assert s.available is False
    assert not s.prepare()
    assert len(calls) == 1  # a failed start is not retried on every click


def test_a_mixer_opened_elsewhere_is_used_as_it_is() -> None:
    pygame.mixer.init(22050, 8, 1, 256)
    s = Sound()
    assert s.play("solved") and s.play("click")
    s.close()
    assert pygame.mixer.get_init() == (22050, 8, 1)  # not ours to close


@pytest.mark.parametrize("name", CONTRACT_NAMES)
def test_effects_are_short_bounded_and_end_in_silence(name: str) -> None:
    x = synthesise(name)
    assert isinstance(x, array) and x.typecode == "f"
    assert 0.01 < len(x) / audio.FREQUENCY < 0.8
    assert max(map(abs, x)) <= 1.0
    assert max(map(abs, x)) > 0.1  # audible: the click is the quietest
    assert abs(float(x[-1])) < 0.01


def reference(name: str, rate: int = audio.FREQUENCY) -> list[float]:
    """The effects as the numpy synthesis made them, sample by sample in floats (the sound must not change)."""
    notes = audio.EFFECTS[name]
    out = [0.0] * (int(max(n.delay + n.seconds for n in notes) * rate) + 1)
    for note in notes:
        n = max(int(note.seconds * rate), 2)
        phase = 0.0
        for k in range(n):
            t = k / rate
            phase += 2 * math.pi * (note.start + (note.end - note.start) * k / (n - 1)) / rate
            s = math.sin(phase)
            w = {"square": (s > 0) - (s < 0), "triangle": 2 / math.pi * math.asin(s)}.get(note.wave, s)
            env = min(1.0, t / 0.004) * math.exp(-4.0 * t / note.seconds) * math.sqrt(1 - k / (n - 1))
            out[int(note.delay * rate) + k] += note.level * w * env
    peak = max(1.0, max(map(abs, out)))
    return [v / peak for v in out]


@pytest.mark.parametrize("name", ["delete", "set", "hint", "error", "solved"])
def test_effects_sound_as_the_recipe_says(name: str) -> None:
    x, ref = synthesise(name), reference(name)
    assert len(x) == len(ref)
    # float32 samples; a square wave may flip a sample where it crosses zero
    off = [i for i, (a, b) in enumerate(zip(x, ref)) if abs(a - b) > 1e-5]
    assert len(off) <= len(x) // 1000, off[:5]


@pytest.mark.parametrize("size, code, zero", [(-16, "h", 0), (16, "H", 32768), (-32, "f", 0), (32, "f", 0),
                                              (8, "B", 128), (-8, "b", 0)])
def test_samples_are_converted_to_the_mixer_format(size: int, code: str, zero: int) -> None:
    mono = array("f", [0.0, 1.0, -1.0])
    out = audio._to_mixer(mono, size, 2)
    assert out.typecode == code and len(out) == 6
    assert out[0::2] == out[1::2]                       # interleaved: each sample once per channel
    assert out[0] == zero and out[2] > out[0] > out[4]
    assert audio._to_mixer(mono, size, 1).tolist() == out[0::2].tolist()


def test_a_sound_holds_the_samples_in_the_mixer_format() -> None:
    pygame.mixer.init(22050, -16, 2, 256)
    s = Sound()
    assert s.play("undo")
    raw = s._sounds["undo"].get_raw()
    samples = array("h", raw)
    assert len(samples) == 2 * len(synthesise("undo", 22050))
    assert samples[0::2] == samples[1::2] and max(map(abs, samples)) > 3000
    s.close()


def test_importing_audio_loads_neither_pygame_nor_numpy() -> None:
    code = "import sys, game.audio; print('pygame' in sys.modules, 'numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_making_every_effect_imports_no_numpy() -> None:
    code = ("import sys, pygame; from game.audio import Sound; s = Sound(); "
            "print(s.prepare(), len(s._sounds), 'numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "SDL_AUDIODRIVER": "dummy"})
    assert out.stdout.split()[-3:] == ["True", str(len(NAMES)), "False"]
