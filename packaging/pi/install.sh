#!/usr/bin/env bash
# Install Nanba on Raspberry Pi OS Bookworm (64-bit) and start it at boot.
#
# Two ways to install the game, two ways to start it; pick one of each:
#
#   --bundle DIR   copy a PyInstaller bundle built ON a Pi (aarch64) to /opt/nanba
#                  (default when dist/nanba exists: packaging/build.sh makes it)
#   --venv         make /opt/nanba/venv with Debian's Python 3.11 and pip-install
#                  the game from this checkout (aarch64 wheels of pygame-ce, numpy)
#
#   --kiosk        no desktop: a systemd service draws through KMSDRM as the
#                  dedicated user 'nanba'; boots to console (multi-user.target)
#   --desktop USER the Wayland desktop (labwc) starts the game for USER at login
#   (neither)      install only; start it yourself with /usr/local/bin/nanba
#
# Usage: sudo packaging/pi/install.sh [--bundle DIR | --venv] [--kiosk | --desktop USER] [--dry-run]
# Safe to run again: it replaces /opt/nanba and its own lines, nothing else.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
prefix=/opt/nanba
source=""
bundle=""
start=""
desktop_user=""
dry=0

usage() { sed -n 's/^# Usage: //p' "$0" >&2; exit 2; }
say() { echo "install.sh: $*"; }
run() { if [ "$dry" = 1 ]; then echo "+ $*"; else "$@"; fi; }

while [ $# -gt 0 ]; do
  case $1 in
    --bundle) source=bundle; bundle=${2:?--bundle needs a folder}; shift 2 ;;
    --venv) source=venv; shift ;;
    --kiosk) start=kiosk; shift ;;
    --desktop) start=desktop; desktop_user=${2:?--desktop needs a user name}; shift 2 ;;
    --dry-run) dry=1; shift ;;
    -h|--help) usage ;;
    *) echo "install.sh: unknown option $1" >&2; usage ;;
  esac
done
if [ -z "$source" ]; then
  if [ -x "$repo/dist/nanba/nanba" ]; then source=bundle; bundle=$repo/dist/nanba; else source=venv; fi
fi
if [ "$dry" = 0 ] && [ "$(id -u)" != 0 ]; then
  echo "install.sh: run as root (sudo), or add --dry-run to see what it would do" >&2
  exit 1
fi
arch=$(uname -m)
if [ "$arch" != aarch64 ]; then
  say "warning: this machine is $arch, the Pi build is aarch64 (continuing)"
fi

install_bundle() {
  [ -x "$bundle/nanba" ] || { echo "install.sh: $bundle/nanba is not a built bundle" >&2; exit 1; }
  if [ "$dry" = 0 ] && command -v file >/dev/null && ! file -L "$bundle/nanba" | grep -q aarch64; then
    say "warning: $bundle/nanba is not an aarch64 program; build the bundle on the Pi"
  fi
  run rm -rf "$prefix"
  run mkdir -p "$prefix"
  run cp -a "$bundle/." "$prefix/"
  exe=$prefix/nanba
}

install_venv() {
  run apt-get install -y python3-venv python3-pip
  run rm -rf "$prefix"
  run mkdir -p "$prefix"
  run python3 -m venv "$prefix/venv"
  run "$prefix/venv/bin/pip" install --disable-pip-version-check "$repo"
  exe=$prefix/venv/bin/nanba
}

case $source in
  bundle) install_bundle ;;
  venv) install_venv ;;
esac
run install -m 644 "$here/README.md" "$prefix/README-pi.md"
run ln -sf "$exe" /usr/local/bin/nanba
say "installed $exe"

# Every start-up path checks the install first: a broken one should fail here, not at boot.
if [ "$dry" = 0 ]; then
  SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$exe" --self-test
fi

add_kiosk_user() {
  if ! id nanba >/dev/null 2>&1; then
    run useradd --system --create-home --home-dir /var/lib/nanba --shell /usr/sbin/nologin nanba
  fi
  run usermod -aG video,render,input,audio,tty nanba
}

setup_kiosk() {
  add_kiosk_user
  unit=/etc/systemd/system/nanba-kiosk.service
  if [ "$dry" = 1 ]; then
    echo "+ write $unit (ExecStart=$exe --kiosk)"
  else
    sed "s#^ExecStart=.*#ExecStart=$exe --kiosk#" "$here/nanba-kiosk.service" > "$unit"
  fi
  run systemctl daemon-reload
  run systemctl enable nanba-kiosk.service
  # KMSDRM needs the display to itself: boot to the console, not the desktop.
  run systemctl set-default multi-user.target
  say "kiosk enabled: it starts at the next boot (now: systemctl start nanba-kiosk)"
  say "logs: journalctl -u nanba-kiosk; back to the desktop: systemctl disable nanba-kiosk &&" \
      "systemctl set-default graphical.target"
}

setup_desktop() {
  home=$(getent passwd "$desktop_user" | cut -d: -f6)
  [ -n "$home" ] || { echo "install.sh: no user $desktop_user" >&2; exit 1; }
  dir=$home/.config/labwc
  file=$dir/autostart
  line="$exe --kiosk &  # nanba"
  run install -d -o "$desktop_user" -g "$desktop_user" "$dir"
  if [ ! -e "$file" ] && [ -e /etc/xdg/labwc/autostart ]; then
    # labwc runs only the first autostart it finds: keep the system's panel and desktop lines.
    run install -m 644 -o "$desktop_user" -g "$desktop_user" /etc/xdg/labwc/autostart "$file"
  fi
  if [ "$dry" = 1 ]; then
    echo "+ append '$line' to $file"
  else
    touch "$file"
    sed -i '/# nanba$/d' "$file"
    echo "$line" >> "$file"
    chown "$desktop_user:" "$file"
  fi
  if systemctl is-enabled nanba-kiosk.service >/dev/null 2>&1; then
    run systemctl disable nanba-kiosk.service
  fi
  say "labwc autostart set for $desktop_user: Nanba starts at the next desktop login"
}

case $start in
  kiosk) setup_kiosk ;;
  desktop) setup_desktop ;;
  "") say "not started at boot (use --kiosk or --desktop USER)" ;;
esac
