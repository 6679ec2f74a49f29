"""Sound effects: they play on the dummy driver, and fail silently without one."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
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
    assert x.dtype == np.float32
    assert 0.01 < len(x) / audio.FREQUENCY < 0.8
    assert np.max(np.abs(x)) <= 1.0
    assert np.max(np.abs(x)) > 0.1  # audible: the click is the quietest
    assert abs(float(x[-1])) < 0.01


@pytest.mark.parametrize("size, dtype, zero", [(-16, np.int16, 0), (16, np.uint16, 32768), (-32, np.float32, 0),
                                               (8, np.uint8, 128), (-8, np.int8, 0)])
def test_samples_are_converted_to_the_mixer_format(size: int, dtype: type, zero: int) -> None:
    mono = np.array([0.0, 1.0, -1.0], dtype=np.float32)
    out = audio._to_mixer(mono, size, 2)
    assert out.dtype == dtype and out.shape == (3, 2)
    assert out[0, 0] == zero and out[1, 0] > out[0, 0] > out[2, 0]


def test_importing_audio_loads_neither_pygame_nor_numpy() -> None:
    code = "import sys, game.audio; print('pygame' in sys.modules, 'numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]
