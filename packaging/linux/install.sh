#!/bin/sh
# Installs Nemesis Companion from the unpacked .tar.gz this script ships in.
#   sh install.sh                  install for you alone, under ~/.local (no root needed)
#   sh install.sh --prefix DIR     install under DIR, e.g. --prefix /usr/local (run as root)
#   sh install.sh --uninstall      remove what an install with the same prefix put there
# Your saved games live elsewhere (~/.local/share/nemesiscompanion) and are never touched.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix="$HOME/.local"
action=install
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --uninstall) action=uninstall; shift ;;
    -h|--help) sed -n '2,6s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
done
case "$prefix" in /*) ;; *) echo "install.sh: --prefix must be an absolute path" >&2; exit 2 ;; esac

cd "$here"
files=$(find bin share -type f | sort)
desktop=share/applications/io.github.nemesiscompanion.NemesisCompanion.desktop

if [ "$action" = install ]; then
  for f in $files; do
    mode=644; case "$f" in bin/*) mode=755 ;; esac
    mkdir -p "$prefix/$(dirname "$f")"
    cp "$f" "$prefix/$f.new" && chmod "$mode" "$prefix/$f.new" && mv -f "$prefix/$f.new" "$prefix/$f"
  done
  # Launchers do not always have ~/.local/bin on their PATH: point the menu entry at the binary.
  sed "s|^Exec=nemesis-companion|Exec=$prefix/bin/nemesis-companion|" "$desktop" > "$prefix/$desktop"
  echo "installed into $prefix (run: $prefix/bin/nemesis-companion)"
else
  for f in $files; do rm -f "$prefix/$f"; done
  rmdir "$prefix/share/doc/nemesis-companion" 2>/dev/null || true
  echo "removed Nemesis Companion from $prefix"
fi
# Desktop menus watch the applications folder themselves; icon themes with a cache need a nudge.
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$prefix/share/icons/hicolor/index.theme" ]; then
  gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" 2>/dev/null || true
fi
