#!/usr/bin/env python3
"""port_floor.py -- the floor a kernel's hot loop puts on its speed on AMD
Zen 4, counted from the machine code: the busiest execution resource's
cycles per element.  A count, not a measurement (no timing here).

    bench/port_floor.py build/libonnxm.so onnxm_exp_f32__avx512bf16 --elements 32
    bench/port_floor.py LIB --range START END --elements 16     (addresses, hex)

The loop: with a symbol, the backward branch whose body holds the most
vector instructions among those that hold no other backward branch (the
fix-ups of the open lanes are out of line, .cold, and not in it); with
--range, the instructions from START to END (libmvec's function bodies,
from the entry to the branch to their special-case path).  --elements: the
elements one pass of the body computes (the kernel's group of vectors).

The model (Zen 4, family 0x19; AMD's optimization guide for the family, and
Agner Fog's tables for Zen 2-4 where the guide is silent):
  - four FP pipes; a 512-bit operation takes two passes through 256-bit
    units, so it counts 2 uops, a 256-bit or narrower one 1;
  - FMA, multiply, vscalef, vgetexp/vgetmant: FP0 or FP1; add, subtract,
    min/max, round, conversions: FP2 or FP3; shuffles, permutes,
    broadcasts, narrowing moves and vector shifts: FP1 or FP2; compares into a mask
    (vcmp, vptestm, vfpclass): FP0 or FP1; integer add, logic and blends:
    any of the four; divide and square root: FP1 (counted, not modelled as
    the longer occupancy they have);
  - register-to-register moves are eliminated at rename (counted apart);
  - memory: two 256-bit loads and one 256-bit store per cycle (a 512-bit
    access counts 2, an embedded broadcast 1, a gather one per element; a
    gather's other uops are not modelled, so a floor with one is a lower
    bound).
The FP floor is the least T with every uop on an allowed pipe and no pipe
above T (Hall's condition: the largest, over the sets S of pipes, of the
uops that can only go to S divided by |S|); the floor is the larger of
that and the loads' and stores' cycles, per element.
"""
from __future__ import annotations

import argparse
import collections
import itertools
import re
import subprocess

FMA, ADD, SHUF, CMP, ANY, DIV = {0, 1}, {2, 3}, {1, 2}, {0, 1}, {0, 1, 2, 3}, {1}
CLASSES = [  # (name, pipes, mnemonic pattern), first match wins
    ("fma", FMA, r"v(f|fn)m(add|sub|addsub|subadd)\d+[ps][sd]|vmul[ps][sd]|vscalef|vgetexp|vgetmant|"
            r"vrcp14|vrsqrt14"),
    ("div", DIV, r"vdiv|vsqrt"),
    ("add", ADD, r"v(add|sub|min|max|range)[ps][sd]$|vround|vrndscale|vreduce|vcvt"),
    ("shuffle", SHUF, r"vperm|vshuf|vunpck|vextract|vinsert|vpbroadcast|vbroadcast|vpshufb|valign|"
                      r"vmovddup|vpsrldq|vpslldq|vcompress|vexpand|vps[lr]l|vpsra|vpro|vpmov[qdw][dwb]"),
    ("compare", CMP, r"vcmp|vptestn?m|vfpclass|vpcmp"),
    ("alu", ANY, r"vp(add|sub|and|or|xor|ternlog|andn|min|max)|v(and|or|xor|andn)p|vblendm|vpblendm|"
                 r"vmovap|vmovup|vmovdq|vmovmsk"),
]
# a gather: one load per element gathered, its FP-side uops not modelled
# (so a floor with a gather is a lower bound)
GATHER = r"v(p)?gather"


def disassemble(lib: str, sym: str | None = None, start: int | None = None, end: int | None = None):
    cmd = ["objdump", "-d", "--no-show-raw-insn", "-M", "intel", lib]
    cmd += [f"--disassemble={sym}"] if sym else [f"--start-address={start:#x}", f"--stop-address={end + 1:#x}"]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    ins = []
    for line in out.splitlines():
        m = re.match(r"\s+([0-9a-f]+):\s+(\S+)\s*(.*)", line)
        if m:
            ins.append((int(m.group(1), 16), m.group(2), m.group(3)))
    return ins


def hot_loop(ins):
    """The body of the backward branch with the most vector instructions
    among those whose body holds no other backward branch."""
    addrs = {a for a, _, _ in ins}
    back = []
    for a, op, args in ins:
        m = re.match(r"([0-9a-f]+) <", args)
        if op.startswith("j") and m and int(m.group(1), 16) < a and int(m.group(1), 16) in addrs:
            back.append((int(m.group(1), 16), a))
    best = None
    for t, a in back:
        if any(t <= b < a for _, b in back if (_, b) != (t, a)):
            continue
        body = [x for x in ins if t <= x[0] <= a]
        score = sum(op.startswith("v") for _, op, _ in body)
        if best is None or score > best[0]:
            best = (score, body)
    if best is None:
        raise SystemExit("no loop found")
    return best[1]


def count(body):
    uops, pipes = collections.Counter(), {}
    loads = stores = moves = gathers = 0
    for _, op, args in body:
        if not op.startswith("v"):
            continue
        wide = 2 if "zmm" in args else 1
        if "PTR" in args:
            size = 1 if "1to" in args else 2 if "ZMMWORD" in args else 1
            if re.match(r"\w+ PTR", args):
                stores += size
            else:
                loads += size
        cls = next(((n, p) for n, p, pat in CLASSES if re.match(pat, op)), None)
        if re.match(GATHER, op):
            gathers += 1
            loads += 8 if "zmm" in args.split(",")[0] else 4
            continue
        if op.startswith(("vmovap", "vmovup", "vmovdq")):
            moves += "PTR" not in args  # a load or a store only, or a renamed copy
            continue
        if cls is None:
            raise SystemExit(f"no pipe class for {op} {args}: add it to CLASSES")
        uops[cls[0]] += wide
        pipes[cls[0]] = cls[1]
    return uops, pipes, loads, stores, moves, gathers


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("lib")
    ap.add_argument("symbol", nargs="?")
    ap.add_argument("--range", nargs=2, metavar=("START", "END"))
    ap.add_argument("--elements", type=int, required=True)
    args = ap.parse_args()
    if args.range:
        body = disassemble(args.lib, start=int(args.range[0], 16), end=int(args.range[1], 16))
    else:
        body = hot_loop(disassemble(args.lib, args.symbol))
    uops, pipes, loads, stores, moves, gathers = count(body)
    fp, where = 0.0, ()
    for r in range(1, 5):
        for s in itertools.combinations(range(4), r):
            t = sum(u for c, u in uops.items() if pipes[c] <= set(s)) / r
            if t > fp:
                fp, where = t, s
    n = args.elements
    floor = max(fp, loads / 2, stores) / n
    print(f"loop {body[0][0]:#x}-{body[-1][0]:#x}: {len(body)} instructions, {n} elements; "
          f"256-bit uops " + ", ".join(f"{c} {u}" for c, u in uops.most_common())
          + f"; {moves} register copies; {loads} loads, {stores} stores (256-bit)"
          + (f"; {gathers} gathers (their FP-side uops not counted: the floor is a lower bound)"
             if gathers else ""))
    print(f"FP pipes {'+'.join(f'FP{p}' for p in where)}: {fp:.1f} cycles = {fp / n:.3f} per element; "
          f"loads {loads / 2 / n:.3f}, stores {stores / n:.3f}; floor {floor:.3f} cycles per element")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
