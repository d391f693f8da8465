#!/usr/bin/env bash
# Makes the README's screenshots again: starts Starling against its embedded sandbox in a virtual
# X display (Xvfb, window manager openbox), signs the demo user in through the command line, visits
# each workspace and writes one PNG per workspace, plus one in the dark theme.
#
# Needs: a built jar (mvn -q -DskipTests package), xvfb-run, openbox, xdotool, ImageMagick's
# `import`, curl. On Debian/Ubuntu: sudo apt-get install xvfb openbox xdotool imagemagick curl
#
# Usage: docs/screenshots.sh [OUT_DIR] [WIDTHxHEIGHT] [all-dark] [NAMES]   (default: docs/screenshots 1280x800)
#        all-dark: every workspace once more in the dark theme (NAME-dark.png), to look at both themes
#        NAMES: only these workspaces, comma-separated (e.g. query,keywords); the third argument may then be ""
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
out="$(realpath -m "${1:-$here/screenshots}")"
size="${2:-1280x800}"
themes="${3:-}"
only="${4:-}"
jar="$root/app/target/starling.jar"

if [[ "${STARLING_SHOTS_INSIDE:-}" != 1 ]]; then
    for tool in xvfb-run openbox xdotool import curl java; do
        command -v "$tool" >/dev/null || { echo "screenshots: $tool is missing (see the top of $0)" >&2; exit 1; }
    done
    [[ -f "$jar" ]] || { echo "screenshots: build first: mvn -q -DskipTests package" >&2; exit 1; }
    mkdir -p "$out"
    STARLING_SHOTS_INSIDE=1 exec xvfb-run -a -s "-screen 0 ${size}x24" "$0" "$out" "$size" "$themes" "$only"
fi

data="$(mktemp -d)"
fakebin="$(mktemp -d)"
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$data" "$fakebin"' EXIT

# 1. Sign the demo user in, as `starling login` documents: the authorize page's form is posted with
#    the demo user's name and password and the PIN read from the answer. The sandbox keeps the token
#    in the data folder, so the window started afterwards is signed in.
pin_in="$data/pin"
mkfifo "$pin_in"
java -jar "$jar" --data-dir "$data" login < "$pin_in" > "$data/login.out" 2>&1 &
exec 3> "$pin_in"
for _ in $(seq 100); do grep -q 'oauth_token=' "$data/login.out" 2>/dev/null && break; sleep 0.2; done
url="$(grep -o 'https\?://[^ ]*oauth_token=[^ ]*' "$data/login.out")"
token="${url##*oauth_token=}"
pin="$(curl -ks -X POST "${url%%\?*}" --data-urlencode "oauth_token=$token" \
        --data-urlencode 'session[username_or_email]=demo_marketer' --data-urlencode 'session[password]=starling-demo' \
        --data-urlencode 'allow=1' | grep -o 'id="oauth_pin">[0-9]*' | grep -o '[0-9]*$')"
echo "$pin" >&3
exec 3>&-
wait
grep -q 'Signed in' "$data/login.out" || { cat "$data/login.out" >&2; exit 1; }

# 2. Posts with emoji for the Query shot: the sandbox's world is the same all day for its seed, so a
#    sandbox run on its own (which prints its published demo app key) finds the posts the window's
#    sandbox holds. Up to five ids of posts with an emoji (JSON writes it as a \uD83x surrogate pair).
java -jar "$jar" sandbox > "$data/sandbox.out" 2>&1 &
sandbox=$!
for _ in $(seq 100); do grep -q 'API key secret' "$data/sandbox.out" 2>/dev/null && break; sleep 0.2; done
base="$(grep -o 'Core API base: *[^ ]*' "$data/sandbox.out" | awk '{print $NF}')"
key="$(awk '/API key:/ {print $NF}' "$data/sandbox.out")"
secret="$(awk '/API key secret:/ {print $NF}' "$data/sandbox.out")"
bearer="$(curl -s -u "$key:$secret" -d grant_type=client_credentials "$base/oauth2/token" \
        | grep -o '"access_token":"[^"]*"' | cut -d'"' -f4)"
post_ids="$(curl -s -H "Authorization: Bearer $bearer" "$base/2/tweets/search/recent?query=url:x.com%20has:media&max_results=100" \
        | sed 's/},{/}\n{/g' | grep '\\uD83' | grep -o '"id":"[0-9]*"' | cut -d'"' -f4 | head -5 | paste -sd, -)" || true
kill "$sandbox"; wait "$sandbox" 2>/dev/null || true

# 3. The window, once per theme. The theme follows the system's (Settings: "System"), which
#    Starling reads with gsettings: a stand-in on the PATH answers "dark" for the dark run.
shoot() { # theme, then pairs of "shortcut name"
    local theme="$1"; shift
    local path="$PATH"
    if [[ "$theme" == dark ]]; then
        printf '#!/bin/sh\necho "%s"\n' "'prefer-dark'" > "$fakebin/gsettings"
        chmod +x "$fakebin/gsettings"
        path="$fakebin:$PATH"
    fi
    openbox >/dev/null 2>&1 &
    local wm=$!
    PATH="$path" java -jar "$jar" --data-dir "$data" >/dev/null 2>&1 &
    local app=$!
    local window=""
    for _ in $(seq 150); do
        window="$(xdotool search --name 'Starling$' 2>/dev/null | head -1)" && [[ -n "$window" ]] && break
        sleep 0.2
    done
    [[ -n "$window" ]] || { echo "screenshots: the window did not open" >&2; exit 1; }
    # The start-up shell is titled "Starling"; the window is ready once it names a workspace (on a busy
    # machine that takes far longer than the few seconds it takes on a quiet one).
    for _ in $(seq 300); do
        [[ "$(xdotool getwindowname "$window" 2>/dev/null)" != Starling ]] && break
        sleep 0.5
    done
    sleep 4
    xdotool windowactivate --sync "$window" 2>/dev/null || xdotool windowfocus --sync "$window"
    while [[ $# -gt 0 ]]; do
        local before
        before="$(xdotool getwindowname "$window" 2>/dev/null)"
        xdotool key "ctrl+$1"
        sleep 1
        xdotool key "ctrl+$1"   # again: the first key after start can reach the window before it listens
        for _ in $(seq 20); do   # the title names the workspace once it shows (unchanged if it was shown)
            [[ "$(xdotool getwindowname "$window" 2>/dev/null)" != "$before" ]] && break
            sleep 0.5
        done
        sleep 5
        if [[ "$2" == query* && -n "$post_ids" ]]; then
            # "Posts by ids": the ids field sits right of the endpoint choice, past the history pane
            # (22% of the space beside the 210-pixel rail); Ctrl+Enter sends.
            local width
            width="$(xdotool getwindowgeometry "$window" | awk '/Geometry/ {split($2, size, "x"); print size[1]}')"
            xdotool mousemove --window "$window" $(( 210 + (width - 210) * 22 / 100 + 310 )) 29 click 1
            xdotool type --delay 20 "$post_ids"
            xdotool key Tab
            sleep 2
            xdotool key ctrl+Return
            sleep 10
        fi
        if [[ "$2" == keywords* ]]; then
            # Ctrl+6 puts the keyboard in the keyword field: two keywords, then Ctrl+Enter sends.
            xdotool type --delay 20 coffee
            xdotool key Return
            xdotool type --delay 20 latte
            xdotool key Return
            sleep 1
            xdotool key ctrl+Return
            sleep 10
        fi
        import -window root "$out/$2.png"
        echo "screenshots: $out/$2.png"
        shift 2
    done
    kill "$app" 2>/dev/null; wait "$app" 2>/dev/null || true
    kill "$wm" 2>/dev/null; wait "$wm" 2>/dev/null || true
}

workspaces=(1 account 2 query 3 audiences 4 overlap 5 flexible 6 keywords 7 do-not-reach p publish 8 rules 9 live 0 events r request-log comma settings)
if [[ -n "$only" ]]; then
    chosen=()
    for ((i = 0; i < ${#workspaces[@]}; i += 2)); do
        [[ ",$only," == *",${workspaces[i+1]},"* ]] && chosen+=("${workspaces[i]}" "${workspaces[i+1]}")
    done
    workspaces=("${chosen[@]}")
fi
shoot light "${workspaces[@]}"
if [[ "$themes" == all-dark ]]; then
    dark=()
    for ((i = 0; i < ${#workspaces[@]}; i += 2)); do dark+=("${workspaces[i]}" "${workspaces[i+1]}-dark"); done
    shoot dark "${dark[@]}"
elif [[ -z "$only" ]]; then
    shoot dark 3 audiences-dark 6 keywords-dark 0 events-dark
fi
