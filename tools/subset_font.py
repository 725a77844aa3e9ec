#!/usr/bin/env python3
"""Regenerates the app's bundled font: a subset of Noto Sans CJK JP (SIL OFL 1.1).

Needs the Debian package `fonts-noto-cjk` (the source .ttc) and fontTools from PyPI
(`pip install fonttools`). CI does not run this: the output is committed under assets/fonts/.

What goes in:
  * every character of every .ftl file under assets/i18n/ (all UI text in en/ko/ja);
  * ASCII, Latin-1, general punctuation, arrows and a few shapes used as symbols;
  * for both faces, what players type as names: all Hangul syllables and compatibility
    jamo (shown while the Korean IME composes), kana, and the JIS X 0208 kanji of levels 1 and 2
    (level 1 alone lacks name kanji as common as 翔). Names stand in bold headings too (a result page's
    「大翔: 생존.」): with the Bold face holding the interface's characters only, a name's
    rarer character showed as an empty box there.
The JP face is used because it also covers Hangul and draws kanji the Japanese way.
The family is renamed "Nemesis Companion Sans" (Noto is a Google trademark); the OFL and the
original copyright stay in the font and in assets/fonts/OFL.txt.

Usage: python3 tools/subset_font.py   (from the repository root;
       NOTO_CJK_DIR=<dir> reads the .ttc files from elsewhere)
"""

import glob
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

SOURCE_DIR = os.environ.get("NOTO_CJK_DIR", "/usr/share/fonts/opentype/noto")
FACES = {"Regular": "NotoSansCJK-Regular.ttc", "Bold": "NotoSansCJK-Bold.ttc"}
JP_FACE_INDEX = 0  # faces in the .ttc: JP, KR, SC, TC, HK, then the Mono faces
FAMILY = "Nemesis Companion Sans"
OUT_DIR = "assets/fonts"


def ranges(*pairs):
    out = set()
    for lo, hi in pairs:
        out.update(range(lo, hi + 1))
    return out


BASE = ranges(
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1
    (0x2010, 0x2027),  # dashes, quotes, bullets, ellipsis
    (0x2030, 0x205E),  # per mille, primes, guillemets
    (0x2190, 0x2199),  # arrows
    (0x2212, 0x2212),  # minus
    (0x2460, 0x2473),  # circled numbers
    (0x25A0, 0x25FF),  # geometric shapes
    (0x2600, 0x2606),
    (0x3000, 0x303F),  # CJK punctuation
    (0xFF01, 0xFF5E),  # full-width ASCII
)

NAMES = ranges(
    (0x3040, 0x30FF),  # hiragana, katakana
    (0x31F0, 0x31FF),  # katakana extensions
    (0x3131, 0x318E),  # Hangul compatibility jamo
    (0xAC00, 0xD7A3),  # Hangul syllables
)


def jis_kanji():
    out = set()
    for row in range(0xB0, 0xF5):  # EUC-JP rows 16..84: levels 1 and 2
        for cell in range(0xA1, 0xFF):
            try:
                ch = bytes([row, cell]).decode("euc_jp")
            except UnicodeDecodeError:
                continue
            out.add(ord(ch))
    return out


def ftl_characters():
    chars = set()
    files = sorted(glob.glob("assets/i18n/*/*.ftl"))
    if not files:
        sys.exit("no .ftl files found: run from the repository root")
    for path in files:
        with open(path, encoding="utf-8") as f:
            chars.update(ord(c) for c in f.read() if c >= " ")
    return chars


def rename(font):
    table = font["name"]
    style = table.getDebugName(2) or "Regular"
    for record in list(table.names):
        if record.nameID in (1, 3, 4, 6, 16, 17, 21, 22):
            table.removeNames(nameID=record.nameID)
    full = f"{FAMILY} {style}" if style != "Regular" else FAMILY
    postscript = FAMILY.replace(" ", "") + "-" + style
    table.setName(FAMILY, 1, 3, 1, 0x409)
    table.setName(style, 2, 3, 1, 0x409)
    table.setName(f"{postscript};subset of Noto Sans CJK JP 2.004", 3, 3, 1, 0x409)
    table.setName(full, 4, 3, 1, 0x409)
    table.setName(postscript, 6, 3, 1, 0x409)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        top.FullName = full
        top.FamilyName = FAMILY


def build(style, filename, unicodes):
    source = os.path.join(SOURCE_DIR, filename)
    if not os.path.exists(source):
        sys.exit(f"{source} missing: apt-get install fonts-noto-cjk")
    font = TTCollection(source).fonts[JP_FACE_INDEX]
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.drop_tables += ["vhea", "vmtx", "VORG"]
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(unicodes=sorted(unicodes))
    subsetter.subset(font)
    rename(font)
    out = os.path.join(OUT_DIR, f"NemesisCompanionSans-{style}.otf")
    # keep the source's timestamp: the same characters give the same bytes, so a run that adds
    # no character changes no file (each run used to rewrite both faces, ~4 MB a commit)
    font.recalcTimestamp = False
    font.save(out)
    covered = len(set(font.getBestCmap()) & unicodes)
    print(f"{out}: {os.path.getsize(out) / 1e6:.2f} MB, {covered} of {len(unicodes)} characters")


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    text = ftl_characters() | BASE
    names = NAMES | jis_kanji()
    build("Regular", FACES["Regular"], text | names)
    build("Bold", FACES["Bold"], text | names)


if __name__ == "__main__":
    main()
