#!/usr/bin/env bash
# Makes the class archive of an installed or built Starling app-image from the class list its
# training run recorded (lib/app/starling.classlist), for the paths the image has NOW: an archive
# only matches the class path it was made for, so the .deb runs this after installing (postinst)
# and the build runs it for installer/target/dist. No display needed.
#
#   make-class-archive.sh IMAGE_DIR        e.g. /opt/starling
# Result: IMAGE_DIR/lib/app/starling.jsa, which the launcher's -XX:SharedArchiveFile=$APPDIR/starling.jsa uses.
# Without it Starling still starts, without a class archive.
#
# The image's runtime has no java command (jpackage leaves it out), so the dump runs through the
# launcher itself: with -Xshare:dump the JVM writes the archive named by the launcher's own
# -XX:SharedArchiveFile for the launcher's own class path and options, then exits before main.
set -euo pipefail
image=$(cd "$1" && pwd)
app=$image/lib/app
list=$app/starling.classlist
log=$(mktemp "${TMPDIR:-/tmp}/starling-cds-dump-XXXXXX.log")
[ -f "$list" ] || { echo "no class list in $app: no class archive made" >&2; exit 0; }

rm -f "$app/starling.jsa"
if JAVA_TOOL_OPTIONS="-Xshare:dump -XX:SharedClassListFile=$list" "$image/bin/Starling" >"$log" 2>&1 \
    && [ -f "$app/starling.jsa" ]; then
  chmod 644 "$app/starling.jsa"
  rm -f "$log"
  echo "class archive: $app/starling.jsa"
else
  echo "the class archive could not be made (see $log); Starling starts without it" >&2
fi
