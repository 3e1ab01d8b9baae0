#!/usr/bin/env python3
"""readme_ops.py -- the README's table of operators, from the library.

Renders `onnxm ops --json` (the operator list the library is built from,
include/onnxm_ops.def) as the Markdown between the README's
<!-- ops:table --> and <!-- /ops:table --> markers, and writes it there.
tests/python/test_docs.py fails when that block differs from what the
built CLI gives, so the table is never edited by hand: after adding an
operator, build and run this script.

Usage: scripts/readme_ops.py [ONNXM] [README]   (build/onnxm, README.md)
       scripts/readme_ops.py --check ...         exit 1 where the README differs
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TYPES = ["float16", "bfloat16", "float", "double"]
START, END = "<!-- ops:table -->", "<!-- /ops:table -->"
CORRECTLY_ROUNDED = 0.5  # ulps


def render(ops: dict) -> list[str]:
    """The block's lines from the parsed `onnxm ops --json`: one row per
    operator, its versions, per type the versions that accept it (with the
    error bound where it is above half an ulp, its forms' included), and its
    attributes, with the values of a string attribute."""
    rows = ["| operator | ONNX versions (since opset) | " + " | ".join(TYPES) + " | attributes |",
            "|---|---|" + ":-:|" * len(TYPES) + "---|"]
    bounds = set()
    for op in ops["ops"]:
        since = [v["since"] for v in op["versions"]]
        cells = []
        for t in TYPES:
            accept = [v["since"] for v in op["versions"] if t in v["types"]]
            if not accept:
                cells.append("")
                continue
            if accept == since:
                cell = "✓"
            elif accept == since[since.index(accept[0]):]:
                cell = f"since {accept[0]}"
            else:
                cell = ", ".join(map(str, accept))
            u = max([op["max_ulps"][t]] + [f["max_ulps"][t] for f in op.get("forms", [])])
            bounds.add(u)
            if u > CORRECTLY_ROUNDED:
                cell += f" (≤ {u:g} ulp)"
            cells.append(cell)
        names = dict.fromkeys(a for v in op["versions"] for a in v["attributes"])
        # a string attribute's values, the default first: `approximate`
        # ("none", "tanh") -- each value with a kernel of its own
        info = {i["name"]: i for v in op["versions"] for i in v.get("attribute_info", [])}

        def values(a):
            vals = (info.get(a) or {}).get("values")
            return " " + " \\| ".join(f'"{x}"' for x in vals) if vals else ""

        attrs = ", ".join(
            f"`{a}`{values(a)} ({', '.join(str(v['since']) for v in op['versions'] if a in v['attributes'])})"
            for a in names)
        rows.append(f"| {op['name']} | {', '.join(map(str, since))} | " + " | ".join(cells)
                    + f" | {attrs} |")
    note = ("✓: every version of the operator; since N: version N and later. "
            "Every result is correctly rounded")
    if bounds <= {CORRECTLY_ROUNDED}:
        note += " (the library's error bound is 0.5 ulp in every cell)."
    else:
        note += " (error bound 0.5 ulp) unless its cell shows a larger bound."
    return rows + ["", note]


def ops_json(onnxm: str) -> dict:
    out = subprocess.run([onnxm, "ops", "--json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def block(text: str) -> list[str]:
    """The lines between the markers."""
    a, b = text.index(START) + len(START), text.index(END)
    return text[a:b].strip("\n").splitlines()


def rewrite(text: str, lines: list[str]) -> str:
    a, b = text.index(START) + len(START), text.index(END)
    return text[:a] + "\n" + "\n".join(lines) + "\n" + text[b:]


def main(argv: list[str]) -> int:
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    onnxm = args[0] if args else str(ROOT / "build" / "onnxm")
    readme = Path(args[1] if len(args) > 1 else ROOT / "README.md")
    lines = render(ops_json(onnxm))
    text = readme.read_text()
    if check:
        if block(text) != lines:
            print(f"{readme}: the operator table differs from `{onnxm} ops --json`; "
                  f"run scripts/readme_ops.py", file=sys.stderr)
            return 1
        return 0
    readme.write_text(rewrite(text, lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
