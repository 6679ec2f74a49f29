# Build Nanba's one-folder app (dist\nanba\) with PyInstaller on Windows, then self-test it.
#
# The PowerShell twin of packaging/build.sh: the same steps in the same order.
# It makes its own build environment (build\venv), installs the game's
# dependencies (read from pyproject.toml) and PyInstaller there, runs
# packaging\nanba.spec, and finally runs `dist\nanba\nanba-cli.exe --self-test`
# (the console twin of nanba.exe, so the one-line result is visible), which
# exits non-zero if the bundle cannot load its levels, draw, play, hint, save
# and load.
#
# Usage: powershell -ExecutionPolicy Bypass -File packaging\build.ps1 [-Dist DIR] [-Work DIR] [-Venv DIR] [-NoSelfTest]
# Environment: PYTHON (the interpreter that makes the venv; default: py -3, else python),
# NANBA_KEEP_CJK_FONTS=1 (keep pygame-gui's CJK fonts).
param(
    [string]$Dist = "",
    [string]$Work = "",
    [string]$Venv = "",
    [switch]$NoSelfTest
)
$ErrorActionPreference = "Stop"

$Repo = (Resolve-Path (Join-Path $PSScriptRoot "..")).Path
if (-not $Dist) { $Dist = Join-Path $Repo "dist" }
if (-not $Work) { $Work = Join-Path $Repo "build\pyinstaller" }
if (-not $Venv) { $Venv = Join-Path $Repo "build\venv" }

function Invoke-Checked([string]$Exe, [string[]]$Arguments) {
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "build.ps1: '$Exe $($Arguments -join ' ')' failed with status $LASTEXITCODE" }
}

$Start = Get-Date
$Vpy = Join-Path $Venv "Scripts\python.exe"
if (-not (Test-Path $Vpy)) {
    Write-Host "build.ps1: making the build environment in $Venv"
    if ($env:PYTHON) { Invoke-Checked $env:PYTHON @("-m", "venv", $Venv) }
    elseif (Get-Command py -ErrorAction SilentlyContinue) { Invoke-Checked "py" @("-3", "-m", "venv", $Venv) }
    else { Invoke-Checked "python" @("-m", "venv", $Venv) }
}

# The game's runtime dependencies plus the 'build' extra (PyInstaller), from pyproject.toml.
# No double quotes in the Python text: Windows PowerShell 5.1 mangles them in native arguments.
$ReadReqs = 'import sys, tomllib; p = tomllib.load(open(sys.argv[1], ''rb''))[''project'']; ' +
            'print(chr(10).join(p[''dependencies''] + p[''optional-dependencies''][''build'']))'
$Reqs = & $Vpy -c $ReadReqs (Join-Path $Repo "pyproject.toml")
if ($LASTEXITCODE -ne 0) { throw "build.ps1: could not read the dependencies from pyproject.toml" }
Write-Host "build.ps1: installing $($Reqs -join ' ')"
Invoke-Checked $Vpy (@("-m", "pip", "install", "--quiet", "--disable-pip-version-check") + $Reqs)

Write-Host "build.ps1: running PyInstaller"
Invoke-Checked $Vpy @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", $Dist, "--workpath", $Work, (Join-Path $Repo "packaging\nanba.spec"))

$App = Join-Path $Dist "nanba\nanba.exe"
$Cli = Join-Path $Dist "nanba\nanba-cli.exe"
foreach ($Exe in @($App, $Cli)) {
    if (-not (Test-Path $Exe)) { throw "build.ps1: $Exe was not built" }
}
$Seconds = [int]((Get-Date) - $Start).TotalSeconds
$Bytes = (Get-ChildItem -Recurse -File (Join-Path $Dist "nanba") | Measure-Object -Property Length -Sum).Sum
Write-Host ("build.ps1: built {0} in {1} s, {2:N0} MB" -f (Join-Path $Dist "nanba"), $Seconds, ($Bytes / 1MB))

if (-not $NoSelfTest) {
    Invoke-Checked $Cli @("--self-test")
}
