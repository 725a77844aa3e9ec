#!/usr/bin/env python3
"""Builds assets/data/board/side-{a,b}.json from shared/rules/board.md (slot tables + edge lists).

Run from the repo root: python3 tools/board_from_digest.py ../shared/rules/board.md
The JSON is committed; the Rust loader validates it (each room shows 1-4 exactly once, connectivity).
"""
import json, re, sys

SPECIAL = {
    "Cockpit": "cockpit", "Hibernatorium": "hibernatorium",
    "Engine 1": "engine1", "Engine 2": "engine2", "Engine 3": "engine3",
    "Evacuation Section A": "evacuation_a", "Evacuation Section B": "evacuation_b",
}

def slot_rows(text, heading):
    start = text.index(heading)
    block = text[start:text.index("\n\n", text.index("|---", start))]
    rows = []
    for line in block.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 6 and re.fullmatch(r"\d{3}", cells[0]):
            rows.append(cells)
    return rows

def printed(cell):
    if cell.startswith('"1"'):
        return {"kind": "room1"}
    if cell.startswith('"2"'):
        return {"kind": "room2"}
    for name, rid in SPECIAL.items():
        if cell.startswith(name):
            return {"kind": "fixed", "room": rid}
    raise SystemExit(f"unknown slot type: {cell}")

def edges(text, side):
    m = re.search(rf"Side {side}:\n\n```text\n(.*?)```", text, re.S)
    corridors, tech = [], []
    seen = {}
    for line in m.group(1).strip().splitlines():
        a, b = line.split()
        sa, na = a.split(":")
        nums = [int(c) for c in na]
        if b.startswith("TECH"):
            net = "red" if b.endswith("RED") else "blue" if b.endswith("BLUE") else "main"
            tech.append({"slot": int(sa), "numbers": nums, "network": net})
        else:
            sb, nb = b.split(":")
            key = (int(sa), int(sb))
            seen[key] = seen.get(key, 0) + 1
            cid = f"{side}-{int(sa):02}-{int(sb):02}"
            corridors.append({"id": cid, "ends": [{"slot": int(sa), "numbers": nums},
                                                   {"slot": int(sb), "numbers": [int(c) for c in nb]}]})
    # double corridors get suffixes a/b in file order, as board.md names them
    count = {}
    for c in corridors:
        key = (c["ends"][0]["slot"], c["ends"][1]["slot"])
        if seen[key] > 1:
            count[key] = count.get(key, 0) + 1
            c["id"] += "ab"[count[key] - 1]
    return corridors, tech

def main(path):
    text = open(path, encoding="utf-8").read()
    for side, heading in (("A", "### 3.1 Slots"), ("B", "### 4.1 Slots")):
        slots = []
        for cells in slot_rows(text, heading):
            slot = {"id": int(cells[0]), **printed(cells[1]), "x": int(cells[4]), "y": int(cells[5])}
            slots.append(slot)
        corridors, tech = edges(text, side)
        networks = sorted({t["network"] for t in tech})
        data = {
            "side": side,
            "provenance": "shared/rules/board.md §3/§4/§10 (printed board art; side A cross-checked by three digitisations, side B single source)",
            "tech_networks": networks,
            "slots": slots,
            "corridors": corridors,
            "tech_entrances": tech,
        }
        out = f"assets/data/board/side-{side.lower()}.json"
        with open(out, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1, ensure_ascii=False)
            f.write("\n")
        print(out, len(slots), "slots", len(corridors), "corridors", len(tech), "entrances")

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "../shared/rules/board.md")
