"""spec.py -- the examples of the operator pages (shared/spec/*.txt) as data.

The pages come in three layouts:
  * printed examples (Acos, Asinh, Reciprocal):
        test_acos_example
        Node:
          Acos(x) -> (y)
        Inputs:
          x: shape=(3,), dtype=float32
            [-0.5,  0. ,  0.5]
        Outputs:
          y: ...
  * listed node tests (Exp), under "Examples (the official ONNX node tests)",
    the operator named by the page, one input and one output:
        test_exp_example
          input x: shape=(3,), dtype=float32
            [-1.  0.  1.]
          output y: shape=(3,), dtype=float32
            [0.36787942 1.         2.718282  ]
    where a tensor whose values are not printed (test_exp: the generator's
    np.random.randn) is kept with "values": None and "random": None;
  * the ONNX test generator's code (Sqrt):
        x = np.array([1, 4, 9]).astype(np.float32)
        y = np.sqrt(x)  # expected output [1., 2., 3.]
        expect(node, inputs=[x], outputs=[y], name="test_sqrt_example")
    where an input drawn from np.random has no printed values: it is kept as
    {"random": "<the expression>"} and the test draws its own, seeded.

Values are kept as the strings printed, so that nothing is rounded twice.
The result is committed as data/spec_examples.json so the tests do not depend
on the spec directory; test_spec_examples.py checks that the two agree when
the directory is there.  Regenerate with:
    .venv/bin/python tests/python/spec.py ../shared/spec > tests/python/data/spec_examples.json
"""
from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
COMMITTED = HERE / "data" / "spec_examples.json"


def default_spec_dir() -> Path:
    """<repo>/../shared/spec, or $ONNXM_SPEC_DIR."""
    env = os.environ.get("ONNXM_SPEC_DIR")
    return Path(env) if env else HERE.parents[2] / "shared" / "spec"


def _numbers(text: str) -> list[str]:
    return [t for t in re.split(r"[\s,\[\]]+", text) if t]


_TENSOR_HDR = re.compile(r"^\s+(\w+): shape=\(([\d,\s]*)\), dtype=(\w+)\s*$")
_NODE = re.compile(r"^\s+(\w+)\(([^)]*)\) -> \(([^)]*)\)\s*$")


def _parse_printed(op_page: str, lines: list[str]) -> list[dict]:
    lines = [ln.rstrip() for ln in lines if ln.strip()]  # blank lines carry no meaning
    examples = []
    i = 0
    while i < len(lines):
        name = lines[i].strip()
        if not (re.fullmatch(r"test_\w+", name) and i + 2 < len(lines) and lines[i + 1].strip() == "Node:"):
            i += 1
            continue
        m = _NODE.match(lines[i + 2])
        if not m:
            raise ValueError(f"{op_page}: {name}: cannot read the node line {lines[i + 2]!r}")
        ex = {"name": name, "source": op_page, "op": m.group(1),
              "node_inputs": [s.strip() for s in m.group(2).split(",") if s.strip()],
              "node_outputs": [s.strip() for s in m.group(3).split(",") if s.strip()],
              "inputs": [], "outputs": []}
        i += 3
        section = None
        while i < len(lines):
            s = lines[i].strip()
            if s in ("Inputs:", "Outputs:"):
                section = s[:-1].lower()
                i += 1
                continue
            h = _TENSOR_HDR.match(lines[i])
            if not (h and section):
                break  # the next example or heading
            shape = [int(d) for d in h.group(2).replace(" ", "").split(",") if d]
            body = []
            i += 1
            while i < len(lines) and lines[i].startswith("    ") and not _TENSOR_HDR.match(lines[i]):
                body.append(lines[i])
                i += 1
            vals = _numbers(" ".join(body))
            n = 1
            for d in shape:
                n *= d
            if len(vals) != n:
                raise ValueError(f"{op_page}: {name}: {h.group(1)} has {len(vals)} values for shape {shape}")
            ex[section].append({"name": h.group(1), "shape": shape, "dtype": h.group(3), "values": vals})
        if not ex["inputs"] or not ex["outputs"]:
            raise ValueError(f"{op_page}: {name}: no inputs or outputs printed")
        examples.append(ex)
    return examples


_LISTED = re.compile(r"^\s+(input|output) (\w+): shape=\(([\d,\s]*)\), dtype=(\w+)\s*$")


def _parse_listed(op_page: str, lines: list[str]) -> list[dict]:
    try:
        start = next(i for i, ln in enumerate(lines) if ln.strip() == "Examples (the official ONNX node tests)")
    except StopIteration:
        return []
    op = Path(op_page).stem
    lines = [ln.rstrip() for ln in lines[start + 1:] if ln.strip()]
    examples = []
    i = 0
    while i < len(lines):
        name = lines[i].strip()
        if not re.fullmatch(r"test_\w+", name):
            i += 1
            continue
        ex = {"name": name, "source": op_page, "op": op, "node_inputs": [], "node_outputs": [],
              "inputs": [], "outputs": []}
        i += 1
        while i < len(lines) and (h := _LISTED.match(lines[i])):
            kind, tname = h.group(1), h.group(2)
            shape = [int(d) for d in h.group(3).replace(" ", "").split(",") if d]
            body = []
            i += 1
            while i < len(lines) and lines[i].startswith("    ") and not _LISTED.match(lines[i]):
                body.append(lines[i])
                i += 1
            vals = _numbers(" ".join(body)) if body else None
            n = 1
            for d in shape:
                n *= d
            if vals is not None and len(vals) != n:
                raise ValueError(f"{op_page}: {name}: {tname} has {len(vals)} values for shape {shape}")
            t = {"name": tname, "shape": shape, "dtype": h.group(4), "values": vals}
            if vals is None and kind == "input":
                t["random"] = None
            ex["node_" + kind + "s"].append(tname)
            ex[kind + "s"].append(t)
        if len(ex["inputs"]) != 1 or len(ex["outputs"]) != 1:
            raise ValueError(f"{op_page}: {name}: expected one input and one output")
        examples.append(ex)
    return examples


_NP_DTYPES = {"np.float32": "float32", "np.float16": "float16", "np.float64": "float64"}


def _parse_code(op_page: str, text: str) -> list[dict]:
    examples = []
    opm = re.search(r'make_node\(\s*"(\w+)"', text)
    if not opm:
        return []
    op = opm.group(1)
    for m in re.finditer(r'expect\(node, inputs=\[(\w+)\], outputs=\[(\w+)\], name="(test_\w+)"\)', text):
        xname, yname, name = m.groups()
        before = text[:m.start()]
        xs = re.findall(rf"^\s*{xname} = (.*)$", before, flags=re.M)
        ys = re.findall(rf"^\s*{yname} = (.*)$", before, flags=re.M)
        if not xs or not ys:
            raise ValueError(f"{op_page}: {name}: no assignment of {xname}/{yname}")
        xexpr, yexpr = xs[-1].strip(), ys[-1].strip()
        dt = re.search(r"astype\((np\.\w+)\)", xexpr)
        dtype = _NP_DTYPES[dt.group(1)] if dt else "float32"
        lit = re.fullmatch(r"np\.array\((\[[^\]]*\])\)\.astype\(np\.\w+\)", xexpr)
        if lit:
            vals = _numbers(lit.group(1))
            inp = {"name": xname, "shape": [len(vals)], "dtype": dtype, "values": vals}
            exp = re.search(r"#\s*expected output\s*(\[[^\]]*\])", yexpr)
            out = {"name": yname, "shape": [len(vals)], "dtype": dtype,
                   "values": _numbers(exp.group(1)) if exp else None}
        else:
            shape = re.search(r"np\.random\.\w+\(([\d,\s]+)\)", xexpr)
            if not shape:
                raise ValueError(f"{op_page}: {name}: cannot read the input expression {xexpr!r}")
            dims = [int(d) for d in shape.group(1).split(",") if d.strip()]
            inp = {"name": xname, "shape": dims, "dtype": dtype, "values": None, "random": xexpr}
            out = {"name": yname, "shape": dims, "dtype": dtype, "values": None}
        examples.append({"name": name, "source": op_page, "op": op, "node_inputs": [xname],
                         "node_outputs": [yname], "inputs": [inp], "outputs": [out]})
    return examples


def parse_spec_dir(spec_dir: Path) -> list[dict]:
    out = []
    for page in sorted(Path(spec_dir).glob("*.txt")):
        text = page.read_text(encoding="utf-8")
        exs = _parse_printed(page.name, text.splitlines())
        if not exs:
            exs = _parse_listed(page.name, text.splitlines())
        if not exs:
            exs = _parse_code(page.name, text)
        out.extend(exs)
    return sorted(out, key=lambda e: e["name"])


def load_committed() -> list[dict]:
    return json.loads(COMMITTED.read_text())


if __name__ == "__main__":
    d = Path(sys.argv[1]) if len(sys.argv) > 1 else default_spec_dir()
    json.dump(parse_spec_dir(d), sys.stdout, indent=1)
    sys.stdout.write("\n")
