#!/usr/bin/env bash
# Builds the Linux packages from a clean checkout: the app once (profile `dist`), then a .deb
# (cargo-deb), an .rpm (cargo-generate-rpm) and a .tar.gz with an install.sh, all into
# target/packages/ (or $PACKAGES_DIR). Installs the system packages and cargo tools it lacks.
# Usage: bash packaging/build-packages.sh
source "$(dirname "$0")/../scripts/lib.sh"   # sets -euo pipefail and cds to the repository root

APP_ID=io.github.nemesiscompanion.NemesisCompanion
BIN=nemesis-companion
PROFILE=dist
CARGO_DEB_VERSION=3.8.0
CARGO_GENERATE_RPM_VERSION=0.21.1

# dpkg-dev gives dpkg-shlibdeps, which cargo-deb uses to fill `$auto` in the Depends.
ensure_apt "${BUILD_PACKAGES[@]}" dpkg-dev
ensure_rust

# Installs a cargo subcommand at the pinned version unless that version is already there.
ensure_cargo_tool() {
  local crate=$1 version=$2 probe=$3
  if ! cargo "$probe" --version 2>/dev/null | grep -qF "$version"; then
    echo "==> installing $crate $version"
    cargo install --locked "$crate@$version"
  fi
}
ensure_cargo_tool cargo-deb "$CARGO_DEB_VERSION" deb
ensure_cargo_tool cargo-generate-rpm "$CARGO_GENERATE_RPM_VERSION" generate-rpm

version=$(cargo pkgid --quiet | sed 's/.*[#@]//')
target_dir=${CARGO_TARGET_DIR:-target}
out=${PACKAGES_DIR:-target/packages}
arch=$(uname -m)
# Timestamps inside the packages come from the last commit, so rebuilding the same commit
# gives the same file dates.
SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null || date +%s)
export SOURCE_DATE_EPOCH

echo "==> building $BIN $version (profile $PROFILE)"
cargo build --locked --profile "$PROFILE" --bin "$BIN"
binary="$target_dir/$PROFILE/$BIN"
"$binary" --version

rm -rf "$out"
mkdir -p "$out"

echo "==> .deb"
cargo deb --no-build --profile "$PROFILE" --output "$out/"

echo "==> .rpm"
cargo generate-rpm --profile "$PROFILE" --output "$out/"

echo "==> .tar.gz"
name="$BIN-$version-$arch-linux"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
install -Dm755 "$binary" "$root/bin/$BIN"
install -Dm644 "packaging/linux/$APP_ID.desktop" "$root/share/applications/$APP_ID.desktop"
install -Dm644 "packaging/linux/$APP_ID.metainfo.xml" "$root/share/metainfo/$APP_ID.metainfo.xml"
install -Dm644 "packaging/icons/$APP_ID.svg" "$root/share/icons/hicolor/scalable/apps/$APP_ID.svg"
for png in packaging/icons/hicolor/*/apps/"$APP_ID".png; do
  install -Dm644 "$png" "$root/share/icons/hicolor/${png#packaging/icons/hicolor/}"
done
for doc in README.md LICENSE-MIT LICENSE-APACHE packaging/linux/copyright; do
  install -Dm644 "$doc" "$root/share/doc/$BIN/$(basename "$doc")"
  [ "$doc" = packaging/linux/copyright ] || install -Dm644 "$doc" "$root/$(basename "$doc")"
done
install -Dm755 packaging/linux/install.sh "$root/install.sh"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" \
  -C "$stage" -czf "$out/$name.tar.gz" "$name"

(cd "$out" && sha256sum -- * > SHA256SUMS)
echo "==> packages in $out"
ls -l "$out"
