#!/usr/bin/env bash
# Class-archive training run: starts Starling once in its start-up probe's "switch" mode (the shell,
# then the main window, then every workspace once, then quit) with extra JVM options that record the
# classes it loads, e.g. -XX:ArchiveClassesAtExit=FILE.jsa or -XX:DumpLoadedClassList=FILE.classlist.
#
#   installer/cds/train.sh "JVM OPTIONS" COMMAND [ARGS...]
#
# The window needs a display: the current DISPLAY, else a private Xvfb through xvfb-run. Without
# either, it says so and exits 0 without an archive (Starling then starts without one, only slower).
# The run uses a throw-away data folder, never the user's.
set -euo pipefail

options=$1
shift
data=$(mktemp -d "${TMPDIR:-/tmp}/starling-cds-XXXXXX")
trap 'rm -rf "$data"' EXIT

run() {
  STARLING_DATA_DIR="$data/data" JAVA_TOOL_OPTIONS="$options -Dstarling.startup.probe=switch" \
    timeout 600 "$@" >"$data/out.txt" 2>"$data/err.txt"
}

if [ -n "${DISPLAY:-}" ]; then
  run "$@" || status=$?
elif command -v xvfb-run >/dev/null 2>&1; then
  run xvfb-run -a -s '-screen 0 1280x800x24' "$@" || status=$?
else
  echo "[cds] no display and no xvfb-run: no class archive made (install xvfb to get one)" >&2
  exit 0
fi

if [ "${status:-0}" -ne 0 ] || ! grep -q '^starling-probe switch' "$data/out.txt"; then
  echo "[cds] the training run did not finish (exit ${status:-0}); its output:" >&2
  cat "$data/out.txt" "$data/err.txt" >&2
  exit 1
fi
echo "[cds] training run: $(grep -c '^starling-probe switch' "$data/out.txt") workspaces visited"
