"""Packaging: the wheel carries the data, the PyInstaller bundle builds and passes its self-test.

These tests do what a release does, from the files of the checkout:

* a wheel is built from a copy of the checkout, must contain every level
  file and the assets under ``game/_data/``, and the game unpacked from it
  (the layout of an installed wheel) must find them through
  ``resource_path`` and pass ``--self-test``;
* ``packaging/build.sh`` builds the one-folder bundle in a temporary
  folder -- its own fresh venv included, nothing reused from an earlier run,
  as on CI's clean clone -- and the bundle's ``--self-test`` must exit 0
  under ``SDL_VIDEODRIVER=dummy``; then one level file is removed from the
  bundle and the self-test must fail, so a broken bundle cannot pass.

The bundle build is the slow part of the suite (about 30 s here with
PyInstaller downloaded; bench figures in packaging/README.md), which is why
it is built once per session.  The static checks of the Pi kiosk files
(shellcheck, systemd-analyze) are in this file too: they need no build.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CJK_FONTS = ("NotoSansJP-", "NotoSansSC-", "NotoSansKR-")
BUNDLE_LIMIT = 120 * 1024 * 1024


def clean_env(**extra: str) -> dict[str, str]:
    """The environment minus anything that would point the game at other data or a display."""
    drop = ("NANBA_DATA_DIR", "DISPLAY", "WAYLAND_DISPLAY", "PYTHONPATH", "SDL_VIDEODRIVER")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update(extra)
    return env


def source_files() -> list[str]:
    """What a checkout holds: tracked files plus new ones not ignored (on CI's clone: the tracked ones)."""
    out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                         capture_output=True, check=True).stdout
    return [name for name in out.decode().split("\0") if name and (REPO / name).is_file()]


def source_copy(dest: Path) -> Path:
    """A copy of the checkout without its venv, caches and build products."""
    for name in source_files():
        (dest / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / name, dest / name)
    return dest


def level_files() -> list[str]:
    names = sorted(Path(n).name for n in source_files() if n.startswith("levels/") and n.endswith(".txt"))
    assert names, "levels/ holds no level files"
    return names


# -- the wheel ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("wheel")
    src = source_copy(tmp / "src")
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(tmp / "out"),
                        str(src)], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    wheels = list((tmp / "out").glob("nanba-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


def test_wheel_contains_levels_and_assets(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for level in level_files():
        assert f"game/_data/levels/{level}" in names
    assert "game/_data/assets/theme.json" in names
    assert "game/_data/assets/icons/hicolor/256x256/apps/nanba.png" in names
    assert "game/selftest.py" in names and "game/resources.py" in names
    # Every package of the source tree made it into the wheel.
    for init in (REPO / "game").rglob("__init__.py"):
        assert init.relative_to(REPO).as_posix() in names


def test_game_from_the_wheel_finds_its_data_and_passes_self_test(wheel, tmp_path):
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    run_dir = tmp_path / "elsewhere"
    run_dir.mkdir()
    env = clean_env(PYTHONPATH=str(site), NANBA_HOME=str(tmp_path / "home"))
    probe = ("import game, game.resources as r; "
             "print(game.__file__); print(r.resource_path('levels', 'suguru.txt'))")
    r = subprocess.run([sys.executable, "-c", probe], cwd=run_dir, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    module, level = (Path(x) for x in r.stdout.split())
    assert module.is_relative_to(site), f"imported the checkout, not the wheel: {module}"
    assert level == site / "game" / "_data" / "levels" / "suguru.txt" and level.is_file()
    r = subprocess.run([sys.executable, "-m", "game", "--self-test"], cwd=run_dir, env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("nanba self-test: ok")


# -- the PyInstaller bundle ----------------------------------------------------------------

@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("bundle")
    cmd = ["bash", str(REPO / "packaging" / "build.sh"), "--dist", str(tmp / "dist"), "--work",
           str(tmp / "work"), "--venv", str(tmp / "venv"), "--no-self-test"]
    r = subprocess.run(cmd, cwd=REPO, env=clean_env(PYTHON=sys.executable), capture_output=True, text=True,
                       timeout=900)
    assert r.returncode == 0, f"build.sh failed:\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}"
    return tmp / "dist" / "nanba"


def run_bundle_selftest(bundle: Path, tmp_path: Path) -> subprocess.CompletedProcess:
    env = clean_env(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", NANBA_HOME=str(tmp_path / "home"))
    return subprocess.run([str(bundle / "nanba"), "--self-test"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)


def test_bundle_passes_self_test(bundle, tmp_path):
    exe = bundle / "nanba"
    assert exe.is_file() and exe.stat().st_mode & stat.S_IXUSR
    r = run_bundle_selftest(bundle, tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("nanba self-test: ok")


def test_bundle_contents(bundle):
    internal = bundle / "_internal"
    for level in level_files():
        assert (internal / "levels" / level).read_bytes() == (REPO / "levels" / level).read_bytes()
    assert (internal / "assets" / "theme.json").is_file()
    fonts = [p.name for p in (internal / "pygame_gui" / "data").iterdir()]
    assert "NotoSans-Regular.ttf" in fonts
    assert not [f for f in fonts if f.startswith(CJK_FONTS)], "pygame-gui's CJK fonts were bundled"
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    assert size <= BUNDLE_LIMIT, f"bundle is {size / 2**20:.0f} MiB, over {BUNDLE_LIMIT / 2**20:.0f} MiB"


def test_broken_bundle_fails_self_test(bundle, tmp_path):
    broken = tmp_path / "broken"
    shutil.copytree(bundle, broken, symlinks=True)
    (broken / "_internal" / "levels" / "ripple.txt").unlink()
    r = run_bundle_selftest(broken, tmp_path)
    assert r.returncode == 1
    assert "FAILED: levels: no level file for ripple" in r.stderr


# -- static checks of the scripts and units ------------------------------------------------

SHELL_SCRIPTS = sorted(str(p.relative_to(REPO)) for p in (REPO / "packaging").rglob("*.sh"))


def test_shell_scripts_parse():
    for script in SHELL_SCRIPTS:
        r = subprocess.run(["bash", "-n", script], cwd=REPO, capture_output=True, text=True)
        assert r.returncode == 0, f"{script}: {r.stderr}"


def test_spec_and_build_script_agree_on_names():
    spec = (REPO / "packaging" / "nanba.spec").read_text(encoding="utf-8")
    assert 'name="nanba"' in spec and "nanba_entry.py" in spec
    assert (REPO / "packaging" / "nanba_entry.py").is_file()
    ps1 = (REPO / "packaging" / "build.ps1").read_text(encoding="utf-8")
    assert "nanba.spec" in ps1 and "--self-test" in ps1


def unit_settings(text: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for line in text.splitlines():
        if "=" in line and not line.lstrip().startswith(("#", "[")):
            key, value = line.split("=", 1)
            out.setdefault(key.strip(), []).append(value.strip())
    return out


def test_kiosk_unit_runs_the_game_under_kmsdrm_as_its_own_user():
    unit = unit_settings((REPO / "packaging" / "pi" / "nanba-kiosk.service").read_text(encoding="utf-8"))
    assert unit["User"] == ["nanba"]
    assert {"video", "render", "input"} <= set(unit["SupplementaryGroups"][0].split())
    assert "SDL_VIDEODRIVER=kmsdrm" in unit["Environment"]
    assert unit["Restart"] == ["on-failure"]
    assert unit["ExecStart"][0].split()[1:] == ["--kiosk"]
    assert unit["WantedBy"] == ["multi-user.target"]


def test_kiosk_unit_verifies_as_installed(tmp_path):
    """systemd-analyze verify on the unit as install.sh writes it (ExecStart pointing at a real program)."""
    analyze = shutil.which("systemd-analyze")
    text = (REPO / "packaging" / "pi" / "nanba-kiosk.service").read_text(encoding="utf-8")
    installed = tmp_path / "nanba-kiosk.service"
    lines = [f"ExecStart={sys.executable} --kiosk" if ln.startswith("ExecStart=") else ln for ln in text.splitlines()]
    installed.write_text("\n".join(lines) + "\n", encoding="utf-8")
    if analyze is None:  # no systemd on this machine: the content checks above still ran
        return
    r = subprocess.run([analyze, "verify", str(installed)], capture_output=True, text=True)
    assert r.returncode == 0 and not r.stderr.strip(), r.stderr


def test_labwc_autostart_starts_the_kiosk_in_the_background():
    lines = [ln for ln in (REPO / "packaging" / "pi" / "labwc-autostart").read_text(encoding="utf-8").splitlines()
             if ln.strip() and not ln.startswith("#")]
    assert lines == ["/opt/nanba/nanba --kiosk &"]


def test_desktop_entry_and_icons():
    entry = unit_settings((REPO / "packaging" / "linux" / "nanba.desktop").read_text(encoding="utf-8"))
    assert entry["Type"] == ["Application"] and entry["Icon"] == ["nanba"] and entry["Exec"] == ["nanba"]
    import struct

    for n in (16, 24, 32, 48, 64, 128, 256, 512):
        png = (REPO / "assets" / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "nanba.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", png[16:24]) == (n, n)
    ico = (REPO / "assets" / "icons" / "nanba.ico").read_bytes()
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 7)
    icns = (REPO / "assets" / "icons" / "nanba.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_dry_run_of_the_pi_installer(tmp_path):
    fake = tmp_path / "nanba"
    fake.mkdir()
    (fake / "nanba").write_text("#!/bin/sh\nexit 0\n")
    (fake / "nanba").chmod(0o755)
    r = subprocess.run(["bash", str(REPO / "packaging" / "pi" / "install.sh"), "--bundle", str(fake), "--kiosk",
                        "--dry-run"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "systemctl enable nanba-kiosk.service" in r.stdout
    assert "ExecStart=/opt/nanba/nanba --kiosk" in r.stdout
