#!/usr/bin/env bash
# The maps read from across the table (issue 54 item 1), measured rather than judged by eye:
# the gallery test draws a Korean Retaliation facility of 13+ rooms and a base ship mid-game at
# the largest text size, beside the panel and alone (M), at 1920x1080, and says where each room
# name and corridor number is. Each picture is shrunk to half that (960x540, about what a reader
# 2 m away sees); each word's area is cut out of it and read alone by Tesseract (Korean for names,
# digits for corridor numbers). Prints, per picture, how many were read and which were not. The
# same is done on the full-size picture: what the reader gets at best.
#
#   bash tools/map_ocr.sh            (needs tesseract-ocr, tesseract-ocr-kor, imagemagick)
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in tesseract convert python3; do
    command -v "$tool" >/dev/null || {
        echo "map_ocr: $tool is missing (sudo apt-get install tesseract-ocr tesseract-ocr-kor imagemagick)" >&2
        exit 2
    }
done
ICED_TEST_BACKEND=tiny-skia cargo test --quiet --test gui_flow readable_maps_gallery -- --ignored >/dev/null
exec python3 - <<'PY'
import re, subprocess, tempfile, os
gallery = "target/gallery"
work = tempfile.mkdtemp()

def squash(s):
    return re.sub(r"[\s\u2060]", "", s)

def read(png, share, x, y, w, h, digits):
    # the picture is the window at scale 2: `share` 0.25 is half the window's size
    k = 2 * share
    pad = 3
    box = f"{int(w * k) + 2 * pad}x{int(h * k) + 2 * pad}+{max(0, int(x * k) - pad)}+{max(0, int(y * k) - pad)}"
    out = os.path.join(work, "cut.png")
    # shrunk first (what the eye gets), then cut, then enlarged for the reader (adds nothing)
    subprocess.run(["convert", png, "-resize", f"{share * 100}%", "-crop", box, "+repage",
                    "-resize", "400%", "-colorspace", "Gray", "-negate", out], check=True)
    args = ["tesseract", out, "-", "--psm", "6"]
    args += ["-l", "eng", "-c", "tessedit_char_whitelist=0123456789"] if digits else ["-l", "kor"]
    return subprocess.run(args, capture_output=True, text=True).stdout

for shot in ["rt", "rt-map-only", "base", "base-map-only"]:
    png = f"{gallery}/readable-{shot}-ko-huge-tiny-skia.png"
    areas = [l.split("\t") for l in open(f"{gallery}/readable-{shot}.areas", encoding="utf-8").read().splitlines() if l]
    result = {}
    for share in (0.25, 0.5):
        missed = []
        for text, x, y, w, h in areas:
            digits = text.startswith("#")
            got = squash(read(png, share, float(x), float(y), float(w), float(h), digits))
            # the Korean model reads a Latin A or B after Hangul as 4 or 6: the Hangul is judged
            want = re.sub(r"[A-Z]$", "", squash(text.lstrip("#")))
            if want not in got:
                missed.append(f"{squash(text)} (read '{got}')")
        result[share] = missed
    names = sum(1 for a in areas if not a[0].startswith("#"))
    numbers = len(areas) - names
    half, full = result[0.25], result[0.5]
    print(f"{shot:>14}: half size read {len(areas) - len(half)}/{len(areas)} "
          f"({names} room names, {numbers} corridor numbers); full size {len(areas) - len(full)}/{len(areas)}")
    if half:
        print(" " * 16 + "not read at half size: " + ", ".join(half))
PY
