"""Every operator x version x element type the library says it allows (`onnxm ops --json`),
as ONNX backend-test directories run with `onnxm test`; and every boundary
combination it does not allow, which must be refused.

Allowed: for each version row, a model importing the opset where the
version starts and the last opset where it is still in force (for the
newest row: the newest opset the onnx package knows), with seeded inputs
that cover the operator's domain and the format's special values, and
expected outputs from the correctly rounded oracle (reference.py).

Refused: an opset before the operator exists, and a type at the last opset
before the version that added it (bfloat16 at Sqrt opset 12, ...).  onnxm
must exit 1 with a message naming the operator, the opset or version, and
the type."""
from __future__ import annotations

import functools

import ml_dtypes
import numpy as np
import onnx.defs
import pytest

from reference import BITS_DTYPES, NP_DTYPES, reference
from testlib import (OPS_TABLE, ONNXM_TYPE_NAMES, allowed, assert_error, assert_matches_oracle,
                     make_unary_model, op_infos, resolve, run_cli, run_model, save_model, write_backend_case,
                     write_pb)
from test_onnx_backend import parse_summary

LATEST_OPSET = onnx.defs.onnx_opset_version()
ALL_TYPES = ("float16", "bfloat16", "float32", "float64")
SHAPE = (4, 8, 16)  # 512 elements


# ------------------------------------------------------------------ inputs
def _specials(dtype: str) -> list[float]:
    fi = ml_dtypes.finfo(NP_DTYPES[dtype])
    tiny, normal, big = float(fi.smallest_subnormal), float(fi.smallest_normal), float(fi.max)
    eps, epsneg = float(fi.eps), float(fi.epsneg)
    v = [0.0, float("inf"), float("nan"), 1.0, 2.0, 0.5, 3.0, 0.25, 10.0, 1e-3,
         tiny, 2 * tiny, normal - tiny, normal, normal + normal * eps, big, big / 2, 1 / big,
         1 + eps, 1 - epsneg, 1 - 2 * epsneg, 0.70710678118654752, 4.0, 16.0]
    return v + [-a for a in v]


def _domain(op: str, dtype: str, rng: np.random.Generator, n: int) -> np.ndarray:
    """Values where the operator is interesting, as float64 (then narrowed)."""
    fi = ml_dtypes.finfo(NP_DTYPES[dtype])
    lo, hi = np.log2(float(fi.smallest_subnormal)), np.log2(float(fi.max))
    sign = rng.choice([-1.0, 1.0], n)
    if op == "Sqrt":
        return 2.0 ** rng.uniform(lo, hi, n)
    if op == "Reciprocal":
        return sign * 2.0 ** rng.uniform(lo, hi, n)
    if op == "Asinh":
        return np.concatenate([rng.normal(0, 3, n // 2), sign[: n - n // 2] * 2.0 ** rng.uniform(lo, hi, n - n // 2)])
    if op == "Acos":  # the whole domain, and close to +-1 and to 0
        k = n // 3
        return np.concatenate([rng.uniform(-1, 1, k), sign[:k] * (1 - 2.0 ** rng.uniform(-60, -1, k)),
                               sign[: n - 2 * k] * 2.0 ** rng.uniform(lo, 0, n - 2 * k)])
    if op == "Exp":  # the type's whole finite range of results, around 0, and tiny |x|
        k = n // 3
        a, b = np.log(float(fi.smallest_subnormal)) - 1, np.log(float(fi.max)) + 1
        return np.concatenate([rng.uniform(a, b, k), rng.normal(0, 3, k),
                               sign[: n - 2 * k] * 2.0 ** rng.uniform(lo, 0, n - 2 * k)])
    if op == "Log":  # every positive binade, close to 1 on both sides (results near 0), a few x < 0
        k = n // 3
        return np.concatenate([2.0 ** rng.uniform(lo, hi, k), 1 + sign[:k] * 2.0 ** rng.uniform(-60, -2, k),
                               sign[: n - 2 * k] * 2.0 ** rng.uniform(lo, hi, n - 2 * k)])
    if op == "Sigmoid":  # from rounding to +0 to rounding to 1, around 0, and tiny |x|
        k = n // 3
        a, b = np.log(float(fi.smallest_subnormal)) - 1, -np.log(float(fi.eps)) + 2
        return np.concatenate([rng.uniform(a, b, k), rng.normal(0, 3, k),
                               sign[: n - 2 * k] * 2.0 ** rng.uniform(lo, 0, n - 2 * k)])
    if op == "Tanh":  # around 0, both signs of every binade (tiny: x itself; large: +-1), near saturation
        k = n // 3
        return np.concatenate([rng.normal(0, 3, k), sign[:k] * rng.uniform(3, 20, k),
                               sign[: n - 2 * k] * 2.0 ** rng.uniform(lo, hi, n - 2 * k)])
    if op == "Gelu":  # both branches of the float core (at -1), the float-subnormal results and the zero
        # threshold (-13.1 .. -14.4), the saturation to x (5.5 float, 8.3 double), tiny |x| (the ties)
        k = n // 4
        return np.concatenate([rng.uniform(-16, 9, k), rng.normal(0, 3, k), rng.uniform(-40, -12, k),
                               sign[: n - 3 * k] * 2.0 ** rng.uniform(lo, 3, n - 3 * k)])
    if op == "Erf":  # where erf is not +-1 (|x| < 6), around the float saturation 3.92, tiny |x| (subnormals)
        k = n // 3
        return np.concatenate([rng.uniform(-6, 6, k), sign[:k] * rng.uniform(3.7, 4.1, k),
                               sign[: n - 2 * k] * 2.0 ** rng.uniform(lo, 3, n - 2 * k)])
    # an operator without a row above: the inputs a model typically feeds it
    # (its ONNXM_OP_INPUTS row, from `onnxm ops --json`), both signs over
    # every binade, and near 0
    k = n // 3
    dist, a, b = op_infos()[op].inputs
    typical = 2.0 ** rng.uniform(np.log2(a), np.log2(b), k) if dist == "log-uniform" else rng.uniform(a, b, k)
    return np.concatenate([typical, rng.normal(0, 3, k),
                           sign[: n - 2 * k] * 2.0 ** rng.uniform(lo, hi, n - 2 * k)])


@functools.lru_cache(maxsize=None)
def case_data(op: str, dtype: str, attrs: tuple = ()) -> tuple[np.ndarray, np.ndarray]:
    """(x, correctly rounded op(x)) under the node attributes attrs
    (_attr_values), seeded by op and dtype."""
    npd = NP_DTYPES[dtype]
    rng = np.random.default_rng(list(f"{op}/{dtype}".encode()))
    n = int(np.prod(SHAPE))
    specials = np.array(_specials(dtype), dtype=np.float64).astype(npd)
    u = BITS_DTYPES[dtype]
    n_bits = n // 4
    bits = rng.integers(0, np.iinfo(u).max, size=n_bits, dtype=u, endpoint=True).view(npd)
    with np.errstate(all="ignore"):
        dom = _domain(op, dtype, rng, n - len(specials) - n_bits).astype(npd)
    x = np.concatenate([specials, bits, dom])
    rng.shuffle(x)
    x = x.reshape(SHAPE)
    return x, reference(op, x, **{k: v for k, v in _attr_values(attrs).items()
                                  if k != "consumed_inputs"})


# ------------------------------------------------------------------ allowed
def _allowed_cases():
    for op, versions in OPS_TABLE.items():
        for v in versions:
            last = v.until if v.until is not None else LATEST_OPSET
            for opset in sorted({v.since, last}):
                for dtype in v.types:
                    yield (op, opset, dtype, ())
            if "consumed_inputs" in v.attributes:  # the legacy attribute, accepted and ignored
                yield (op, v.since, "float32", ("consumed_inputs",))
            for form in op_infos()[op].forms:  # each form, in every type, at both opsets
                for opset in sorted({v.since, last}):
                    for dtype in v.types:
                        yield (op, opset, dtype, tuple(f"{k}={val}" for k, val in form.items()))


ALLOWED = list(_allowed_cases())


def _case_id(op, opset, dtype, attrs):
    """"Gelu-opset20-float32-approximate-tanh": a directory name too (no
    '=', which `onnxm run -i name=path` would split the path at)."""
    return f"{op}-opset{opset}-{dtype}" + "".join(f"-{a.replace('=', '-')}" for a in attrs)


def _attr_values(attrs) -> dict:
    """A case's node attributes: "consumed_inputs" (the legacy one, [0]),
    or "name=value" (a form's string attribute)."""
    out = {}
    for a in attrs:
        if a == "consumed_inputs":
            out[a] = [0]
        else:
            k, _, v = a.partition("=")
            out[k] = v
    return out


@pytest.fixture(scope="session")
def matrix_dir(tmp_path_factory):
    root = tmp_path_factory.mktemp("matrix")
    for op, opset, dtype, attrs in ALLOWED:
        x, y = case_data(op, dtype, attrs)
        model = make_unary_model(op, opset, dtype, x.shape, attrs=_attr_values(attrs))
        write_backend_case(root / f"test_{_case_id(op, opset, dtype, attrs)}", model, [x], [y])
    return root


_ONNX_TYPE_STRS = {"tensor(float16)": "float16", "tensor(bfloat16)": "bfloat16",
                   "tensor(float)": "float32", "tensor(double)": "float64"}


def test_table_matches_onnx_schemas():
    """The library's operator table (`onnxm ops --json`) against ONNX's own
    operator schemas (the onnx package): every version of each operator,
    the floating types it allows and its attributes -- an independent
    source, so that a wrong row in onnxm_ops.def cannot pass here while the
    matrix below, derived from the same table, passes too."""
    import onnx.defs

    for op, versions in OPS_TABLE.items():
        schemas = sorted((s for s in onnx.defs.get_all_schemas_with_history()
                          if s.name == op and s.domain == ""), key=lambda s: s.since_version)
        assert schemas, f"{op}: not an ONNX operator"
        want = []
        for sc in schemas:
            (tc,) = [t for t in sc.type_constraints if t.type_param_str == "T"]
            types = {_ONNX_TYPE_STRS[t] for t in tc.allowed_type_strs if t in _ONNX_TYPE_STRS}
            want.append((sc.since_version, types, set(sc.attributes)))
        got = [(v.since, set(v.types), set(v.attributes)) for v in versions]
        assert got == want, f"{op}: onnxm {got}, ONNX schemas {want}"


def test_matrix_covers_the_table():
    combos = {(op, resolve(op, opset).since, dtype) for op, opset, dtype, _ in ALLOWED}
    want = {(op, v.since, t) for op, vs in OPS_TABLE.items() for v in vs for t in v.types}
    assert combos == want
    assert len(want) >= 30


@pytest.mark.parametrize("op,opset,dtype,attrs", [pytest.param(*c, id=_case_id(*c)) for c in ALLOWED])
def test_allowed(onnxm_bin, matrix_dir, tmp_path, op, opset, dtype, attrs):
    case = matrix_dir / f"test_{_case_id(op, opset, dtype, attrs)}"
    r = run_cli(onnxm_bin, "test", case)
    passed, failed = parse_summary(r.stdout)
    assert (passed, failed) == (1, 0) and r.returncode == 0, r.describe()
    # `onnxm test` compares with a tolerance; the contract is tighter
    x, want = case_data(op, dtype, attrs)
    _, got = run_model(onnxm_bin, case / "model.onnx", {"x": case / "test_data_set_0" / "input_0.pb"},
                       tmp_path / "out")
    assert_matches_oracle(op, x, got["y"], want, _case_id(op, opset, dtype, attrs))


def test_whole_matrix(cli, matrix_dir):
    """All directories in one `onnxm test` run (nested search, count)."""
    r = run_cli(cli, "test", matrix_dir)
    passed, failed = parse_summary(r.stdout)
    assert failed == 0 and r.returncode == 0, r.describe()
    assert passed == len(ALLOWED), r.describe()


# ------------------------------------------------------------------ refused
def _refused_cases():
    for op, versions in OPS_TABLE.items():
        first = versions[0].since
        if first > 1:  # the operator does not exist yet
            for dtype in ALL_TYPES:
                yield (op, first - 1, dtype)
        for v in versions:
            if v.until is not None:  # a type a later version adds
                for dtype in ALL_TYPES:
                    if dtype not in v.types:
                        assert not allowed(op, v.until, dtype)
                        yield (op, v.until, dtype)


REFUSED = list(_refused_cases())


def test_refusals_cover_the_boundaries():
    assert ("Sqrt", 12, "bfloat16") in REFUSED and ("Asinh", 8, "float16") in REFUSED
    assert ("Acos", 6, "float32") in REFUSED and ("Reciprocal", 12, "bfloat16") in REFUSED


@pytest.mark.parametrize("op,opset,dtype", [pytest.param(*c, id=f"{c[0]}-opset{c[1]}-{c[2]}") for c in REFUSED])
def test_refused(cli, tmp_path, op, opset, dtype):
    x = np.ones((3,), dtype=NP_DTYPES[dtype])
    model = save_model(make_unary_model(op, opset, dtype, x.shape), tmp_path / "model.onnx")
    xin = write_pb(x, "x", tmp_path / "x.pb")
    r = run_cli(cli, "run", model, "-i", f"x={xin}", "-o", tmp_path / "out")
    v = resolve(op, opset)
    assert_error(r, 1, op)
    err = r.stderr
    # names the opset, or the version in force there
    assert str(opset) in err or (v is not None and str(v.since) in err), r.describe()
    if v is not None:  # the operator exists, the type is what is wrong
        assert ONNXM_TYPE_NAMES[dtype] in err, r.describe()
    assert not (tmp_path / "out" / "y.pb").exists()


def test_refused_attribute(cli, tmp_path):
    """consumed_inputs belongs to version 1 only."""
    op = next(op for op, vs in OPS_TABLE.items() if "consumed_inputs" in vs[0].attributes)
    opset = OPS_TABLE[op][1].since
    model = save_model(make_unary_model(op, opset, "float32", (2,), attrs={"consumed_inputs": [0]}),
                       tmp_path / "model.onnx")
    xin = write_pb(np.ones(2, np.float32), "x", tmp_path / "x.pb")
    r = run_cli(cli, "run", model, "-i", f"x={xin}", "-o", tmp_path / "out")
    assert_error(r, 1, op, "consumed_inputs")


# ------------------------------------------------------------------ shapes
@pytest.mark.parametrize("shape", [(), (0,), (1,), (3, 0, 2), (1, 1, 1, 1, 1, 7), (1000,), (33, 65)])
def test_shapes(cli, tmp_path, shape):
    """Rank 0, empty tensors, and lengths around vector widths."""
    n = int(np.prod(shape))
    x = np.linspace(0.5, 3.0, n).astype(np.float32).reshape(shape)
    model = save_model(make_unary_model("Sqrt", 13, "float32", shape), tmp_path / "model.onnx")
    xin = write_pb(x, "x", tmp_path / "x.pb")
    _, got = run_model(cli, model, {"x": xin}, tmp_path / "out")
    y = got["y"]
    assert y.shape == tuple(shape) and y.dtype == np.float32
    assert np.array_equal(y, np.sqrt(x))
