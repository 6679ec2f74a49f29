#!/usr/bin/env bash
# Build Nanba's one-folder app (dist/nanba/) with PyInstaller, then self-test it.
#
# Works from a clean clone: it makes its own build environment (build/venv),
# installs the game's dependencies and PyInstaller there, runs
# packaging/nanba.spec and finally `dist/nanba/nanba --self-test`, which
# exits non-zero if the bundle cannot load its levels, draw, play, hint, save
# and load.  The dependencies are read from pyproject.toml, so this script
# never needs editing when they change.  Linux and macOS; Windows uses the
# twin build.ps1.
#
# Usage: packaging/build.sh [--dist DIR] [--work DIR] [--venv DIR] [--no-self-test]
# Environment: PYTHON (the interpreter that makes the venv; default python3,
# 3.11 or newer), NANBA_KEEP_CJK_FONTS=1 (keep pygame-gui's CJK fonts).
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
venv=$repo/build/venv
dist=$repo/dist
work=$repo/build/pyinstaller
self_test=1

usage() { sed -n 's/^# Usage: //p' "$0" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    --dist) dist=${2:?}; shift 2 ;;
    --work) work=${2:?}; shift 2 ;;
    --venv) venv=${2:?}; shift 2 ;;
    --no-self-test) self_test=0; shift ;;
    -h|--help) usage ;;
    *) echo "build.sh: unknown option $1" >&2; usage ;;
  esac
done

start=$(date +%s)
if [ ! -x "$venv/bin/python" ]; then
  echo "build.sh: making the build environment in $venv"
  "$python" -m venv "$venv"
fi
vpy=$venv/bin/python

# The game's runtime dependencies plus the 'build' extra (PyInstaller), from pyproject.toml.
reqs=$("$vpy" - "$repo/pyproject.toml" <<'EOF'
import sys, tomllib
project = tomllib.load(open(sys.argv[1], "rb"))["project"]
print("\n".join(project["dependencies"] + project["optional-dependencies"]["build"]))
EOF
)
echo "build.sh: installing $(echo "$reqs" | tr '\n' ' ')"
# shellcheck disable=SC2086  # one requirement per word, none contains spaces
"$vpy" -m pip install --quiet --disable-pip-version-check $reqs

echo "build.sh: running PyInstaller"
"$vpy" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$dist" --workpath "$work" "$repo/packaging/nanba.spec"

app=$dist/nanba/nanba
[ -x "$app" ] || { echo "build.sh: $app was not built" >&2; exit 1; }
built=$(date +%s)
echo "build.sh: built $dist/nanba in $((built - start)) s, $(du -sh "$dist/nanba" | cut -f1)"

if [ "$self_test" = 1 ]; then
  "$app" --self-test
fi
