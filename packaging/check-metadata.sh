#!/usr/bin/env bash
# Checks the Linux desktop integration files: the desktop entry and the AppStream metainfo
# validate, they name the same app id as the icons, and every icon size is present.
# Screenshots the metainfo lists are only warned about while the GUI that generates them is
# being built. Needs desktop-file-validate (desktop-file-utils) and appstreamcli (appstream).
set -euo pipefail
cd "$(dirname "$0")/.."
APP_ID=io.github.nemesiscompanion.NemesisCompanion
DESKTOP=packaging/linux/$APP_ID.desktop
METAINFO=packaging/linux/$APP_ID.metainfo.xml
fail() { echo "check-metadata: $*" >&2; exit 1; }

desktop-file-validate "$DESKTOP" || fail "$DESKTOP does not validate"
appstreamcli validate --no-net "$METAINFO" || fail "$METAINFO does not validate"

grep -qx "Icon=$APP_ID" "$DESKTOP" || fail "$DESKTOP: Icon= is not $APP_ID"
grep -qx "StartupWMClass=$APP_ID" "$DESKTOP" || fail "$DESKTOP: StartupWMClass= is not $APP_ID"
grep -q "<id>$APP_ID</id>" "$METAINFO" || fail "$METAINFO: <id> is not $APP_ID"
grep -q "<launchable type=\"desktop-id\">$APP_ID.desktop</launchable>" "$METAINFO" \
  || fail "$METAINFO: launchable is not $APP_ID.desktop"

for n in 16 24 32 48 64 128 256 512; do
  [ -s "packaging/icons/hicolor/${n}x${n}/apps/$APP_ID.png" ] || fail "icon ${n}x${n} missing (run packaging/icons/render.sh)"
done
[ -s "packaging/icons/$APP_ID.svg" ] || fail "scalable icon missing"

# Any reverse-DNS id in the sources or packaging must be this one (catches typos that would
# give the window a different id than the desktop entry, and so the wrong icon on Wayland).
if other=$(grep -rhoE 'io\.github\.[A-Za-z0-9_.]+' src packaging Cargo.toml 2>/dev/null \
             | sed -E 's/\.+$//; s/\.(desktop|metainfo|svg|png|ico|xml)$//; s/\.metainfo$//' | sort -u | grep -vx "$APP_ID"); then
  fail "unexpected app ids: $other"
fi

missing=0
for url in $(grep -oE '<image[^>]*>[^<]+' "$METAINFO" | sed -E 's/.*>//'); do
  file="docs/screenshots/${url##*/}"
  [ -f "$file" ] || missing=$((missing + 1))
done
[ "$missing" -eq 0 ] || echo "check-metadata: note: $missing screenshot(s) listed in the metainfo are not generated yet (docs/screenshots/README.md)"
echo "check-metadata: desktop entry, metainfo and icons are consistent"
