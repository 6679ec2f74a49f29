#!/usr/bin/env bash
# Add Nanba to the Linux desktop menu: the .desktop entry and the hicolor icons.
#
# Per user by default (~/.local/share), for everyone with --system (/usr/local/share).
# The menu entry starts EXE: the bundle's executable, or `nanba` from PATH when the
# game was pip-installed.  Icons come from assets/icons/hicolor (made by
# packaging/make_icons.py), in every size from 16 to 512 px.
#
# Usage: packaging/linux/install-desktop.sh [--system] [--exe EXE] [--uninstall]
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
share=${XDG_DATA_HOME:-$HOME/.local/share}
exe=""
uninstall=0

usage() { sed -n 's/^# Usage: //p' "$0" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    --system) share=/usr/local/share; shift ;;
    --exe) exe=${2:?--exe needs a path}; shift 2 ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) usage ;;
    *) echo "install-desktop.sh: unknown option $1" >&2; usage ;;
  esac
done
if [ -z "$exe" ]; then
  if [ -x "$repo/dist/nanba/nanba" ]; then exe=$repo/dist/nanba/nanba; else exe=nanba; fi
fi

sizes=$(cd "$repo/assets/icons/hicolor" && ls -d -- *x*)
if [ "$uninstall" = 1 ]; then
  rm -f "$share/applications/nanba.desktop"
  for s in $sizes; do rm -f "$share/icons/hicolor/$s/apps/nanba.png"; done
else
  for s in $sizes; do
    install -D -m 644 "$repo/assets/icons/hicolor/$s/apps/nanba.png" "$share/icons/hicolor/$s/apps/nanba.png"
  done
  install -d "$share/applications"
  sed "s#^Exec=.*#Exec=$exe#" "$repo/packaging/linux/nanba.desktop" > "$share/applications/nanba.desktop"
  chmod 644 "$share/applications/nanba.desktop"
fi
# Refresh the caches when the tools exist; menus pick the entry up without them, only later.
if command -v gtk-update-icon-cache >/dev/null; then gtk-update-icon-cache -q -t "$share/icons/hicolor" || true; fi
if command -v update-desktop-database >/dev/null; then update-desktop-database -q "$share/applications" || true; fi
echo "install-desktop.sh: $([ "$uninstall" = 1 ] && echo removed || echo installed) Nanba in $share (Exec=$exe)"
