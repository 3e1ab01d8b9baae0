"""`onnxm help` against what the CLI does: the tolerance table the help
prints for `onnxm test` is the one the comparison uses (both read
cli_tolerances), `-i` needs NAME=FILE as the help says, and `onnxm ops`
prints the operator table in both forms."""
from __future__ import annotations

import json
import re

import numpy as np
import pytest

from reference import BITS_DTYPES, NP_DTYPES
from testlib import (ONNXM_TYPE_NAMES, OPS_TABLE, assert_error, make_unary_model, run_cli, save_model,
                     write_backend_case, write_pb)


def _help(cli) -> str:
    r = run_cli(cli, "help")
    assert r.returncode == 0, r.describe()
    return r.stdout


def _help_tolerances(cli) -> dict[str, tuple[float, float]]:
    """{onnxm type name: (rtol, atol)} as `onnxm help` states them."""
    text = " ".join(_help(cli).split())
    found = {m.group(1): (float(m.group(2)), float(m.group(3)))
             for m in re.finditer(r"\b(float16|bfloat16|float|double) \(([-+.e\d]+), ([-+.e\d]+)\)", text)}
    assert set(found) == set(ONNXM_TYPE_NAMES.values()), f"tolerances in the help: {found}\n{text}"
    return found


@pytest.mark.parametrize("dtype", list(NP_DTYPES))
def test_help_tolerances_are_the_ones_onnxm_test_uses(cli, tmp_path, dtype):
    """For y = Sqrt(1) = 1, the expected outputs just inside and just
    outside |got - expected| <= atol + rtol*|expected| with the help's
    (rtol, atol), stepping one encoding at a time below 1: onnxm test must
    pass the first and fail the second."""
    rtol, atol = _help_tolerances(cli)[ONNXM_TYPE_NAMES[dtype]]
    npd = NP_DTYPES[dtype]
    inside, e = None, np.ones(1, npd)
    for _ in range(1 << 20):  # walk down from 1 until the rule rejects
        # the next encoding towards 0 (positive values: one less)
        e = (e.view(BITS_DTYPES[dtype]) - 1).view(npd)
        v = float(e[0])
        if abs(1.0 - v) <= atol + rtol * abs(v):
            inside = e.copy()
        else:
            outside = e.copy()
            break
    else:
        raise AssertionError(f"{dtype}: the rule admits 2^20 neighbours of 1")
    assert inside is not None, f"{dtype}: the help's tolerance admits no neighbour of 1"
    model = make_unary_model("Sqrt", 13, dtype, (1,))
    x = np.ones(1, npd)
    write_backend_case(tmp_path / "c" / "test_inside", model, [x], [inside])
    write_backend_case(tmp_path / "c" / "test_outside", model, [x], [outside])
    r = run_cli(cli, "test", tmp_path / "c")
    assert re.search(r"^PASS \S*test_inside$", r.stdout, re.M) and \
        re.search(r"^FAIL \S*test_outside: ", r.stdout, re.M), \
        f"{dtype}: inside {float(inside[0])!r}, outside {float(outside[0])!r} (help: rtol {rtol}, atol {atol})\n{r.describe()}"


def test_help_says_name_is_required_and_the_cli_agrees(cli, tmp_path):
    """The help gives -i as NAME=FILE and no longer claims NAME= may be left
    out; a lone FILE, even for a one-input model, is a usage error."""
    text = " ".join(_help(cli).split())
    assert "-i NAME=FILE" in text
    assert "may be left out" not in text
    model = save_model(make_unary_model("Sqrt", 13, "float32", (3,)), tmp_path / "m.onnx")
    x = write_pb(np.array([1, 4, 9], np.float32), "x", tmp_path / "x.pb")
    r = run_cli(cli, "run", model, "-i", x, "-o", tmp_path / "out")
    assert_error(r, 2, "NAME=FILE")
    r = run_cli(cli, "run", model, "-i", f"x={x}", "-o", tmp_path / "out")
    assert r.returncode == 0, r.describe()


def test_ops_json_and_text(cli):
    """`onnxm ops --json` is one JSON object with every operator; the text
    form has one line per operator version; both are in the help."""
    r = run_cli(cli, "ops", "--json")
    assert r.returncode == 0, r.describe()
    ops = json.loads(r.stdout)["ops"]
    assert [o["name"] for o in ops] == list(OPS_TABLE)
    for o in ops:
        assert o["class"] in ("ieee", "elementary")
        # every operator is correctly rounded in every type (the header's promise)
        assert o["max_ulps"] and all(u == 0.5 for u in o["max_ulps"].values()), o
    t = run_cli(cli, "ops")
    assert t.returncode == 0, t.describe()
    lines = t.stdout.splitlines()
    # a line per version of each operator, then of each of its forms (the
    # form's lines marked with its value)
    want = [(o, v, f) for o in ops for f in [None] + o["forms"] for v in o["versions"]]
    assert len(lines) == len(want), t.stdout
    for line, (o, v, f) in zip(lines, want):
        assert line.split()[:2] == [o["name"], str(v["since"])], line
        marks = [f"({g['attribute']}={g['value']})" for g in o["forms"]]
        assert [m for m in marks if m in line] == ([] if f is None else
                                                   [f"({f['attribute']}={f['value']})"]), line
    assert "onnxm ops [--json]" in _help(cli)
    assert_error(run_cli(cli, "ops", "--bogus"), 2, "--bogus")
