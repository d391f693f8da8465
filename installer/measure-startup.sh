#!/usr/bin/env bash
# Start-up benchmark: launch to first window, under Xvfb, of
#   bare   a bare JavaFX window (one Label; app/src/test/java/dev/starling/bench/BareFxWindow.java),
#          started from the class path on the app's own openjfx jars
#   jar    java -jar app/target/starling.jar, with -XX:SharedArchiveFile=app/target/starling.jsa when
#          that archive exists (mvn -P cds package), as the README's run command does
#   image  the jpackage app-image's launcher, installer/target/dist/Starling/bin/Starling, if built
#          (mvn -P installer package), or the installed one given with STARLING_IMAGE=/opt/starling/bin/Starling
# alternating, RUNS (default 5) runs each after one warm-up run each, then the median of each and its
# ratio to the bare window. Then one run per launch in the probe's "switch" mode: the first visit to
# every workspace, from the Ctrl+digit key press to the new page's first frame.
#
# "First window" is the first JavaFX pulse laid out while the window is showing, the same hook in the
# app (-Dstarling.startup.probe=true) and in the baseline: each prints "starling-probe first-frame" on
# it and quits. The time is taken here, from just before the process is started to the moment that
# line is read. Each run has its own fresh copy of one warmed data folder (so no run pays for the
# first start's certificate, and none sees another's window size).
#
#   installer/measure-startup.sh            (after: mvn -DskipTests package; for the archive: -P cds)
#   RUNS=9 installer/measure-startup.sh
# Offline: it only starts what the build made.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${RUNS:-5}
jar=app/target/starling.jar
archive=app/target/starling.jsa
image=${STARLING_IMAGE:-installer/target/dist/Starling/bin/Starling}
bare_classes=app/target/test-classes
[ -f "$jar" ] && [ -f "$bare_classes/dev/starling/bench/BareFxWindow.class" ] || {
  echo "Build first: mvn -DskipTests package   (the baseline is compiled with the test sources)" >&2
  exit 2
}
fx_jars=$(ls app/target/lib/javafx-*.jar | tr '\n' ':')

work=$(mktemp -d "${TMPDIR:-/tmp}/starling-startup-XXXXXX")
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# A private X server (and openbox, if installed, so windows are managed as on a desktop).
if [ -z "${KEEP_DISPLAY:-}" ]; then
  exec 3>"$work/display"
  Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
  pids+=($!)
  for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
  export DISPLAY=":$(head -1 "$work/display")"
  if command -v openbox >/dev/null 2>&1; then
    openbox >/dev/null 2>&1 &
    pids+=($!)
    sleep 0.5
  fi
fi

launch() { # name -> the command line of that launch
  case $1 in
    bare) echo java -Dstarling.startup.probe="$2" -cp "$bare_classes:$fx_jars" dev.starling.bench.BareFxWindow ;;
    jar) if [ -f "$archive" ]; then echo java -XX:SharedArchiveFile="$archive" -Dstarling.startup.probe="$2" -jar "$jar"
         else echo java -Dstarling.startup.probe="$2" -jar "$jar"; fi ;;
    image) echo env JAVA_TOOL_OPTIONS=-Dstarling.startup.probe="$2" "$image" ;;
  esac
}

# One timed start: prints milliseconds from start to the first-frame line; the process is left to quit.
first_frame_ms() {
  local name=$1 data="$work/data-$1-$RANDOM" start line
  cp -a "$work/warm-$name" "$data"
  start=$(date +%s%N)
  STARLING_DATA_DIR="$data" $(launch "$name" true) 2>>"$work/$name.err" | {
    while IFS= read -r line; do
      if [[ $line == "starling-probe first-frame"* ]]; then
        echo $(( ($(date +%s%N) - start) / 1000000 ))
        break
      fi
    done
    cat >/dev/null
  }
  rm -rf "$data"
}

median() { sort -n | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : int((v[NR/2] + v[NR/2+1]) / 2)}'; }

names=(bare jar)
[ -x "$image" ] && names+=(image)
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)   cores: $(nproc)   runs: $runs"
if [ -f "$archive" ]; then
  echo "jar launch uses the class archive $archive"
  [ "$archive" -nt "$jar" ] || echo "WARNING: the archive is older than the jar, the JVM will ignore it: mvn -P cds -DskipTests package" >&2
else
  echo "jar launch without a class archive (none built: mvn -P cds -DskipTests package)"
fi
for name in "${names[@]}"; do
  # Warm-up start (not counted): creates the data folder, the stores and the sandbox's certificate.
  mkdir -p "$work/warm-$name"
  STARLING_DATA_DIR="$work/warm-$name" $(launch "$name" true) >/dev/null 2>>"$work/$name.err" || true
done
for i in $(seq "$runs"); do
  for name in "${names[@]}"; do
    ms=$(first_frame_ms "$name")
    [ -n "$ms" ] || { echo "$name: no first frame; its output:" >&2; tail -20 "$work/$name.err" >&2; exit 1; }
    echo "$ms" >>"$work/$name.ms"
    printf 'run %d %-5s %6d ms\n' "$i" "$name" "$ms"
  done
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
bare=$(median <"$work/bare.ms")
echo
printf '%-6s %10s %8s\n' launch "median ms" "x bare"
for name in "${names[@]}"; do
  m=$(median <"$work/$name.ms")
  printf '%-6s %10d %8s\n' "$name" "$m" "$(awk -v a="$m" -v b="$bare" 'BEGIN {printf "%.2f", a / b}')"
done

echo
echo "first switch, one run each: workspace=A/B ms from the Ctrl+digit key press to A: the first frame"
echo "without the previous page (\"Opening ...\" or the page), B: the first frame of the built page"
for name in "${names[@]}"; do
  [ "$name" = bare ] && continue
  data="$work/switch-$name"
  cp -a "$work/warm-$name" "$data"
  line=$(STARLING_DATA_DIR="$data" $(launch "$name" switch) 2>>"$work/$name.err" \
    | awk '/^starling-probe switch/ {printf "%s=%s/%s ", $3, $4, $5}')
  echo "$name: $line"
done
