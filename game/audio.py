"""Sound effects: a few short blips synthesised in plain Python, played by pygame.mixer.

Why synthesise instead of shipping WAV files: nine effects of a tenth of a
second each are a few lines of arithmetic, need no assets to find from a
wheel or a PyInstaller bundle, and match whatever format the mixer opened
with, so there is nothing to resample or to go missing.

Three rules keep sound from ever hurting the game:

* **Lazy and light.**  Importing this module imports no pygame, and nothing
  here ever imports numpy (through ``pygame.sndarray`` it cost the game's
  start some 12 MB and 100 ms): the samples are made with :mod:`array` and
  handed to ``pygame.mixer.Sound(buffer=...)`` in the mixer's own format.  The
  mixer opens on the first :meth:`Sound.play` (or :meth:`Sound.prepare`, which
  the UI calls once the first frame is on screen), and each effect is
  synthesised the first time it is played, or before that in an idle moment
  (:meth:`Sound.prepare_next`).  Opening an audio device can take
  a noticeable fraction of a second, and the game's first frame must not wait
  for it.
* **Silent on failure.**  No audio device, a broken driver, a mixer module
  missing from the build: :attr:`Sound.available` becomes False, the start is
  not retried, and every later call is a cheap no-op.  An unknown effect name
  is ignored.  Nothing here raises into the game loop.
* **Sane mixer settings.**  44100 Hz, signed 16-bit, stereo, a 512-sample
  buffer (about 12 ms of latency, so a click sounds with the click).  If
  someone opened the mixer first (``pygame.init()`` does), its format is read
  back and the samples are converted to it.  Call :func:`pre_init` before
  ``pygame.init()`` to have that first opening use our settings too.

Each effect is a recipe: a list of notes, each a frequency sweep with a
waveform and a length, shaped by a short attack and an exponential decay that
ends exactly at zero (a sound cut off mid-wave clicks).
"""

from __future__ import annotations

import math
from array import array
from dataclasses import dataclass
from itertools import repeat
from operator import add, mul
from typing import Any

FREQUENCY = 44100
SIZE = -16  # signed 16-bit
CHANNELS = 2
BUFFER = 512
VOLUME = 0.45


@dataclass(frozen=True)
class Note:
    """One note of an effect: ``start`` to ``end`` Hz over ``seconds``, after ``delay`` seconds."""

    start: float
    end: float
    seconds: float
    wave: str = "sine"  # sine, square or triangle
    level: float = 1.0
    delay: float = 0.0


def _arpeggio(*freqs: float, step: float = 0.085, ring: float = 0.16) -> tuple[Note, ...]:
    return tuple(Note(f, f, ring + (step if i == len(freqs) - 1 else 0), "triangle", 0.8, i * step)
                 for i, f in enumerate(freqs))


# One table: the name of each effect and how it sounds.  Deleting falls and
# restoring rises, so the pair is heard as opposites; the error is low and
# buzzy, the only square wave most players will hear.
EFFECTS: dict[str, tuple[Note, ...]] = {
    "click": (Note(1400, 1400, 0.025, "square", 0.35),),
    "delete": (Note(660, 440, 0.07),),
    "restore": (Note(440, 660, 0.07),),
    "set": (Note(880, 880, 0.09), Note(1760, 1760, 0.09, level=0.25)),
    "hint": (Note(659.3, 659.3, 0.08, "triangle", 0.7), Note(880, 880, 0.12, "triangle", 0.7, 0.07)),
    "apply": (Note(523.3, 1046.5, 0.06, level=0.6), Note(1046.5, 1046.5, 0.09, level=0.6, delay=0.05)),
    "error": (Note(196, 185, 0.09, "square", 0.4), Note(175, 165, 0.12, "square", 0.4, 0.11)),
    "undo": (Note(523.3, 392, 0.06, "triangle", 0.8),),
    "solved": _arpeggio(523.3, 659.3, 784, 1046.5),
}

NAMES = tuple(EFFECTS)


def pre_init() -> None:
    """Ask pygame to open the mixer with our settings (call before ``pygame.init()``)."""
    try:
        import pygame
        pygame.mixer.pre_init(FREQUENCY, SIZE, CHANNELS, BUFFER)
    except Exception:  # a build without the mixer: sound just stays off
        pass


def synthesise(name: str, rate: int = FREQUENCY) -> array:
    """The mono samples of an effect, floats in [-1, 1] (an ``array('f')``)."""
    notes = EFFECTS[name]
    total = max(n.delay + n.seconds for n in notes)
    out = [0.0] * (int(total * rate) + 1)
    for note in notes:
        wave = _note(note, rate)
        start = int(note.delay * rate)
        out[start:start + len(wave)] = map(add, out[start:start + len(wave)], wave)
    peak = max(map(abs, out))
    return array("f", map(mul, out, repeat(1.0 / peak, len(out))) if peak > 1.0 else out)


def _note(note: Note, rate: int) -> list[float]:
    """One note's samples: the wave of a linear sweep under a 4-ms attack and an exponential decay
    that a square-root fade takes to exactly zero at the end (a sound cut off mid-wave clicks)."""
    n = max(int(note.seconds * rate), 2)
    f0 = note.start / rate                          # the phase is counted in turns: the integral of
    df = (note.end - note.start) / (n - 1) / rate   # the frequency, which sweeps linearly
    inv = 1.0 / (n - 1)
    fall = math.exp(-4.0 / (note.seconds * rate))
    sin, sqrt, tau = math.sin, math.sqrt, 2 * math.pi
    out = [0.0] * n
    phase, level = 0.0, note.level
    # One loop per waveform, so the loop does not ask which on every sample.
    if note.wave == "square":
        for k in range(n):
            phase += f0 + df * k
            out[k] = (level if phase % 1.0 < 0.5 else -level) * sqrt(1.0 - k * inv)
            level *= fall
    elif note.wave == "triangle":                   # 2/pi asin(sin x): 0 at the start, 1 a quarter turn on
        for k in range(n):
            phase += f0 + df * k
            out[k] = (1.0 - 4.0 * abs((phase + 0.25) % 1.0 - 0.5)) * level * sqrt(1.0 - k * inv)
            level *= fall
    else:
        for k in range(n):
            phase += f0 + df * k
            out[k] = sin(tau * phase) * level * sqrt(1.0 - k * inv)
            level *= fall
    attack = 0.004 * rate
    for k in range(min(n, int(attack) + 1)):
        out[k] *= min(1.0, k / attack)
    return out


_TYPECODES = {8: "B", -8: "b", 16: "H", -16: "h", 32: "f", -32: "f"}
"""The array type of each mixer sample size pygame reports (float32 is -32; unsigned sizes are positive)."""


def _to_mixer(mono: array, size: int, channels: int) -> array:
    """Convert float samples to the mixer's format, one value per channel per sample, interleaved."""
    code = _TYPECODES.get(size, "h")
    if code == "f":
        data = array("f", mono)
    else:
        scale = 127 if abs(size) == 8 else 32767
        zero = 0 if size < 0 else scale + 1
        scaled = map(mul, mono, repeat(scale, len(mono)))
        data = array(code, map(round, map(add, scaled, repeat(zero, len(mono))) if zero else scaled))
    if channels <= 1:
        return data
    out = array(code, bytes(data.itemsize * len(data) * channels))
    for c in range(channels):
        out[c::channels] = data
    return out


class Sound:
    """The game's sound effects.  ``play(name)`` never raises and never blocks for long."""

    def __init__(self, enabled: bool = True, volume: float = VOLUME):
        self._enabled = bool(enabled)
        self.volume = volume
        self._started: bool | None = None  # None: not tried yet
        self._opened_mixer = False
        self._sounds: dict[str, Any] = {}
        self._tried: set[str] = set()

    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = bool(value)
        if not self._enabled and self._started:
            try:
                import pygame
                pygame.mixer.stop()
            except Exception:
                pass

    @property
    def available(self) -> bool:
        """Whether sound can be heard on this machine (opens the mixer if not tried yet)."""
        return self._start()

    def prepare(self, names: tuple[str, ...] = NAMES) -> bool:
        """Open the mixer and make these effects (all of them by default) now."""
        if not self._start():
            return False
        return all(self._get(name) is not None for name in names)

    def prepare_next(self) -> bool:
        """Make one effect not made (or tried) yet; False when none is left or sound is off.

        For idle moments: the game makes its effects one at a time while it waits for input
        (each takes 1-8 ms here), so they cost the start nothing and a first play does not wait.
        """
        if not self._enabled or not self._start():
            return False
        name = next((n for n in NAMES if n not in self._sounds and n not in self._tried), None)
        if name is None:
            return False
        self._tried.add(name)       # a failure is not retried on every idle moment
        self._get(name)
        return True

    def play(self, name: str) -> bool:
        """Play an effect; True if it was handed to the mixer."""
        if not self._enabled or name not in EFFECTS or not self._start():
            return False
        snd = self._get(name)
        if snd is None:
            return False
        try:
            snd.play()
        except Exception:
            return False
        return True

    def close(self) -> None:
        """Drop the effects, and close the mixer if this object opened it."""
        self._sounds.clear()
        self._tried.clear()
        if self._opened_mixer:
            try:
                import pygame
                pygame.mixer.quit()
            except Exception:
                pass
        self._opened_mixer = False
        self._started = None

    def _start(self) -> bool:
        if self._started is None:
            self._started = self._open_mixer()
        return self._started

    def _open_mixer(self) -> bool:
        try:
            import pygame
            if pygame.mixer.get_init() is None:
                pygame.mixer.init(FREQUENCY, SIZE, CHANNELS, BUFFER)
                self._opened_mixer = True
            return pygame.mixer.get_init() is not None
        except Exception:  # pygame.error (no device), NotImplementedError (no mixer), ImportError...
            return False

    def _get(self, name: str) -> Any:
        snd = self._sounds.get(name)
        if snd is None:
            try:
                import pygame
                init = pygame.mixer.get_init()
                if init is None:  # the mixer closed since (no device any more)
                    return None
                rate, size, channels = init
                snd = pygame.mixer.Sound(buffer=_to_mixer(synthesise(name, rate), size, channels))
                snd.set_volume(self.volume)
            except Exception:
                return None
            self._sounds[name] = snd
        return snd
