# Shared set-up for scripts/run and scripts/test: system packages and a Rust toolchain.
# Sourced, not run. Installs only what is missing, so a second run is quick and offline.

set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Installs the Debian/Ubuntu packages named, if any is missing.
ensure_apt() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "==> installing system packages: ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}

# Rust from rustup when no cargo is on the machine (Debian's own cargo is too old for edition 2024).
ensure_rust() {
  if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
    export PATH="$HOME/.cargo/bin:$PATH"
  fi
  if ! command -v cargo >/dev/null 2>&1; then
    echo "==> installing the Rust toolchain with rustup"
    ensure_apt curl ca-certificates build-essential
    curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal -c rustfmt,clippy
    export PATH="$HOME/.cargo/bin:$PATH"
  fi
}

# Packages the build needs (kept in one list, shared by run and test).
BUILD_PACKAGES=(pkg-config build-essential)
# cmake: builds the scanner's zxing-cpp decoder (C++, bundled with its Rust crate).
BUILD_PACKAGES+=(cmake)
# libclang-dev: bindgen in nokhwa's V4L2 bindings (webcam).
BUILD_PACKAGES+=(libclang-dev)

# Validators for the desktop entry and AppStream metainfo (packaging/check-metadata.sh).
BUILD_PACKAGES+=(desktop-file-utils appstream)

# libasound2-dev: ALSA, which cpal (under rodio) links for sound output.
BUILD_PACKAGES+=(libasound2-dev)

# The GUI smoke test: a virtual X server, input and window tools, screenshots.
BUILD_PACKAGES+=(xvfb xauth xdotool imagemagick)

# The phones' browser tests (tests/phones_browser.rs): Debian's chromium and its WebDriver. On
# Ubuntu these are snap wrappers that a plain machine cannot run; there the test is skipped and
# scripts/test says so loudly (NEMESIS_BROWSER_TESTS=skip).
ensure_browser() {
  if [ -x /usr/bin/chromedriver ] && [ -x /usr/bin/chromium ]; then
    return
  fi
  apt-cache show chromium-driver >/dev/null 2>&1 || as_root apt-get update -qq || true
  # read the whole answer first: with pipefail, `apt-cache show | grep -q` fails when grep stops
  # reading early and apt-cache dies of SIGPIPE (seen on a fresh Debian machine: two versions)
  local info
  info=$(apt-cache show chromium-driver 2>/dev/null || true)
  if grep -q '^Version:' <<<"$info" && ! grep -qi snap <<<"$info"; then
    ensure_apt chromium chromium-driver
  else
    echo "!! chromium-driver is not a plain package here (Ubuntu ships it as a snap):"
    echo "!! the phones' browser test is SKIPPED on this machine"
    export NEMESIS_BROWSER_TESTS=skip
  fi
}

# Prints the free space where the build goes, and warns when it is below what a clean test run
# was measured to use (see [profile.dev] in Cargo.toml), so a full disk shows as that and not as a linker crash.
report_disk() {
  local dir="$1" need_kb=$((5 * 1024 * 1024)) free_kb
  mkdir -p "$dir"
  free_kb=$(df -Pk "$dir" | awk 'NR == 2 { print $4 }')
  echo "==> free disk for $dir: $((free_kb / 1024)) MB"
  if [ "$free_kb" -lt "$need_kb" ]; then
    echo "warning: a clean test run needs about 4 GB in $dir; the build may stop with 'No space left on device'" >&2
  fi
}
