#!/usr/bin/env bash
# Builds the Linux app-image and .deb from the app staged by the installer profile (mvn -P installer
# -DskipTests package runs this in the package phase; see README, Installer):
#   target/dist/Starling/          the app-image (bundled runtime with JavaFX), with its class archive
#   target/dist/starling_VERSION_ARCH.deb   installs to /opt/starling, desktop entry and icon; its
#                                  postinst makes the class archive for /opt/starling
#   package.sh VERSION
set -euo pipefail
cd "$(dirname "$0")"
version=$1
input=target/input
dist=target/dist
image=$dist/Starling

rm -rf "$dist" target/deb-image
mkdir -p "$dist" target/deb-image
cp cds/dump.sh "$input/make-class-archive.sh"

jpackage --type app-image --name Starling --app-version "$version" --vendor Starling \
  --description "Desktop workbench for the X API v2 and the X Ads API" \
  --icon linux/starling.png --dest "$dist" \
  --input "$input" --main-jar starling.jar --main-class dev.starling.Launcher \
  --module-path target/javafx \
  --add-modules javafx.controls,javafx.fxml,java.sql,java.logging,java.naming,java.net.http,java.desktop,jdk.httpserver,jdk.unsupported,jdk.crypto.ec,jdk.localedata \
  --java-options '--add-exports=javafx.base/com.sun.javafx.event=ALL-UNNAMED' \
  --java-options '-Xmx1g' \
  --java-options '-XX:SharedArchiveFile=$APPDIR/starling.jsa' \
  --jlink-options '--strip-debug --no-man-pages --no-header-files'
# jpackage's default jlink options also strip the runtime's commands, keytool among them; the
# embedded sandbox makes its HTTPS certificate with keytool, and without it fell back to plain HTTP.
if [ ! -x "$image/lib/runtime/bin/keytool" ]; then
  echo "the app-image's runtime has no keytool: the sandbox would serve plain HTTP" >&2
  exit 1
fi

# The class list from a training run of this image (its own runtime and class path), then the archive.
cds/train.sh "-XX:DumpLoadedClassList=$PWD/$image/lib/app/starling.classlist" "$image/bin/Starling"
cds/dump.sh "$image"

# The .deb: the same image without this folder's archive (the postinst makes one for /opt/starling).
cp -a "$image" target/deb-image/
rm -f target/deb-image/Starling/lib/app/starling.jsa
if command -v dpkg-deb >/dev/null 2>&1 && command -v fakeroot >/dev/null 2>&1; then
  jpackage --type deb --app-image target/deb-image/Starling --name Starling --app-version "$version" \
    --vendor Starling --description "Desktop workbench for the X API v2 and the X Ads API" \
    --icon linux/starling.png --dest "$dist" --resource-dir linux/deb \
    --linux-package-name starling --linux-shortcut --linux-menu-group "Development" \
    --linux-app-category devel --linux-deb-maintainer starling@localhost
  ls "$dist"/*.deb
else
  echo "no .deb: jpackage needs dpkg-deb and fakeroot (apt-get install fakeroot binutils)" >&2
fi
