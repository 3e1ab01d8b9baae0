"""testlib.py -- shared helpers of the Python test suite: the operator table
(from the library, through `onnxm ops --json` of the build under test), model and
tensor builders, and a CLI runner that tells a clean exit from a crash and
runs a cross build's CLI under its emulator."""
from __future__ import annotations

import functools
import json
import math
import os
import platform
import signal
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from reference import NP_DTYPES

REPO = Path(__file__).resolve().parents[2]
# the build under test (conftest.py reads the same variable)
BUILD_DIR = Path(os.environ.get("ONNXM_BUILD_DIR", REPO / "build"))

# ------------------------------------------------------------ operator table
ONNX_TYPES = {"float16": TensorProto.FLOAT16, "bfloat16": TensorProto.BFLOAT16,
              "float32": TensorProto.FLOAT, "float64": TensorProto.DOUBLE}
# the names onnxm prints (onnxm_dtype_name) for our dtype names
ONNXM_TYPE_NAMES = {"float16": "float16", "bfloat16": "bfloat16", "float32": "float", "float64": "double"}
_FROM_ONNXM_NAMES = {v: k for k, v in ONNXM_TYPE_NAMES.items()}


@dataclass(frozen=True)
class OpVersion:
    op: str            # ONNX name, "Sqrt"
    since: int         # since_version
    until: int | None  # last opset this version is in force for (None: open)
    types: tuple[str, ...]
    attributes: tuple[str, ...]


@dataclass(frozen=True)
class OpInfo:
    name: str
    op_class: str                 # "ieee" | "elementary"
    max_ulps: dict[str, float]    # our dtype name -> bound in ulps (0.5: correctly rounded)
    versions: tuple[OpVersion, ...]
    inputs: tuple[str, float, float]  # typical inputs: ("uniform" | "log-uniform", low, high)
    # the forms: {attribute: value} that selects each (Gelu: ({"approximate": "tanh"},))
    forms: tuple[dict, ...] = ()


def parse_ops_json(text: str) -> dict[str, OpInfo]:
    """The operator table from `onnxm ops --json` (cli_ops.c), in the
    library's operator order."""
    out = {}
    for o in json.loads(text)["ops"]:
        vs = sorted(o["versions"], key=lambda v: v["since"])
        versions = tuple(
            OpVersion(o["name"], v["since"], vs[i + 1]["since"] - 1 if i + 1 < len(vs) else None,
                      tuple(_FROM_ONNXM_NAMES[t] for t in v["types"]), tuple(v["attributes"]))
            for i, v in enumerate(vs))
        out[o["name"]] = OpInfo(o["name"], o["class"],
                                {_FROM_ONNXM_NAMES[t]: float(u) for t, u in o["max_ulps"].items()},
                                versions,
                                (o["inputs"]["distribution"], float(o["inputs"]["low"]),
                                 float(o["inputs"]["high"])),
                                tuple({f["attribute"]: f["value"]} for f in o["forms"]))
    if not out or any(not i.versions for i in out.values()):
        raise ValueError(f"onnxm ops --json gave no usable operator table:\n{text[:2000]}")
    return out


@functools.lru_cache(maxsize=None)
def op_infos(build_dir: Path = BUILD_DIR) -> dict[str, OpInfo]:
    """What the build under test implements, asked of its CLI (under the
    emulator for a cross build): no header is parsed here, so the table is
    the library's own (onnxm_op_get_info)."""
    exe = Path(build_dir) / "onnxm"
    if not exe.is_file():
        raise RuntimeError(f"{exe} not found: build it first (`make build`); the operator table "
                           f"of the tests comes from `onnxm ops --json`")
    r = run_cli(exe, "ops", "--json", timeout=120)
    if r.returncode != 0:
        raise RuntimeError(f"onnxm ops --json failed\n{r.describe()}")
    return parse_ops_json(r.stdout)


class _OpsTable(Mapping):
    """{onnx op name: [OpVersion, ...] in increasing since order}, read from
    the CLI on first use (so importing testlib needs no build)."""

    def _t(self):
        return {k: list(v.versions) for k, v in op_infos().items()}

    def __getitem__(self, op):
        return self._t()[op]

    def __iter__(self):
        return iter(self._t())

    def __len__(self):
        return len(self._t())


OPS_TABLE = _OpsTable()


# ONNX's node tests of each operator: test_<op> and test_<op>_example, but
# where its case module names them otherwise (erf.py exports test_erf alone;
# gelu.py a default and a tanh pair, one for each form).
NODE_TESTS = {"erf": ("test_erf",),
              "gelu": ("test_gelu_default_1", "test_gelu_default_2", "test_gelu_tanh_1",
                       "test_gelu_tanh_2")}


def node_tests_of(op: str) -> tuple[str, ...]:
    """The names of ONNX's node tests of operator op ("Sqrt")."""
    op = op.lower()
    return NODE_TESTS.get(op, (f"test_{op}", f"test_{op}_example"))


def kernels() -> list[tuple[str, dict]]:
    """Every kernel of the build as (operator, attributes that select it):
    each operator with no attributes, then each of its forms
    (("Gelu", {}), ("Gelu", {"approximate": "tanh"})), for the tests whose
    subject is a kernel's results rather than an operator's versions."""
    return [(name, a) for name, info in op_infos().items() for a in ({},) + info.forms]


def kernel_id(op: str, attrs: dict) -> str:
    """"Gelu" or "Gelu-approximate=tanh", a pytest id."""
    return "-".join([op] + [f"{k}={v}" for k, v in attrs.items()])


def unsupported_op() -> str:
    """An ONNX element-wise operator the library does not have (the first of
    a few that ONNX defines), for the tests of refusals; it moves on as
    operators are added."""
    for name in ("Relu", "Softplus", "Selu", "Cosh", "Sinh", "Tan", "Atan", "Softsign"):
        if name not in OPS_TABLE:
            return name
    raise AssertionError("every candidate is an operator of the library: add another")


def resolve(op: str, opset: int) -> OpVersion | None:
    """The version of op in force at opset, or None (as onnxm_op_resolve)."""
    best = None
    for v in OPS_TABLE[op]:
        if v.since <= opset:
            best = v
    return best


def allowed(op: str, opset: int, dtype: str) -> bool:
    v = resolve(op, opset)
    return v is not None and dtype in v.types


# ------------------------------------------------------------ models, tensors
def ir_version_for(opset: int) -> int:
    """The IR version ONNX released with `opset` (so old-opset models look
    like the files old exporters wrote)."""
    try:
        return helper.find_min_ir_version_for([helper.make_opsetid("", opset)])
    except Exception:  # pragma: no cover - very old onnx
        return onnx.IR_VERSION


def make_unary_model(op: str, opset: int, dtype: str, shape, *, attrs: dict | None = None,
                     in_name: str = "x", out_name: str = "y", onnx_type: int | None = None) -> onnx.ModelProto:
    """A one-node model y = op(x) importing the default domain at `opset`."""
    et = ONNX_TYPES[dtype] if onnx_type is None else onnx_type
    node = helper.make_node(op, [in_name], [out_name], **(attrs or {}))
    graph = helper.make_graph(
        [node], f"{op.lower()}_{dtype}_opset{opset}",
        [helper.make_tensor_value_info(in_name, et, list(shape))],
        [helper.make_tensor_value_info(out_name, et, list(shape))])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)],
                             ir_version=ir_version_for(opset), producer_name="onnxm-tests")


def save_model(model: onnx.ModelProto, path: Path) -> Path:
    path = Path(path)
    path.write_bytes(model.SerializeToString())
    return path


def write_pb(arr: np.ndarray, name: str, path: Path) -> Path:
    path = Path(path)
    path.write_bytes(numpy_helper.from_array(np.asarray(arr), name).SerializeToString())
    return path


def read_pb(path: Path) -> np.ndarray:
    t = onnx.TensorProto()
    t.ParseFromString(Path(path).read_bytes())
    return numpy_helper.to_array(t)


def write_backend_case(root: Path, model: onnx.ModelProto, inputs: list[np.ndarray],
                       outputs: list[np.ndarray], data_set: int = 0) -> Path:
    """An ONNX backend-test directory: model.onnx + test_data_set_<data_set>/."""
    root = Path(root)
    ds = root / f"test_data_set_{data_set}"
    ds.mkdir(parents=True, exist_ok=True)
    save_model(model, root / "model.onnx")
    for k, (vi, a) in enumerate(zip(model.graph.input, inputs)):
        write_pb(a, vi.name, ds / f"input_{k}.pb")
    for k, (vi, a) in enumerate(zip(model.graph.output, outputs)):
        write_pb(a, vi.name, ds / f"output_{k}.pb")
    return root


# ------------------------------------------------------------ build targets
@functools.lru_cache(maxsize=None)
def build_target(build_dir: Path) -> dict:
    """{"processor": ..., "emulator": [argv prefix]} of a build directory,
    from the onnxm_target.json its configure step wrote (CMakeLists.txt);
    a directory without one is taken as a native build."""
    f = Path(build_dir) / "onnxm_target.json"
    if not f.is_file():
        return {"processor": platform.machine(), "emulator": []}
    t = json.loads(f.read_text())
    return {"processor": t["processor"], "emulator": list(t["emulator"])}


def runner(program: Path) -> list[str]:
    """What goes in front of a program built in a build directory to run
    it: the emulator of a cross build (qemu-aarch64 ...), nothing natively
    or for a program outside any build directory (an installed one)."""
    for d in Path(program).resolve().parents:
        if (d / "onnxm_target.json").is_file():
            return build_target(d)["emulator"]
    return []


# ------------------------------------------------------------------ the CLI
SANITIZER_MARKERS = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:",
                     "UndefinedBehaviorSanitizer", "SUMMARY: AddressSanitizer")
# Sanitizer reports exit with this status, so that they can't pass for the
# CLI's own "exit 1" on a runtime error.
SANITIZER_EXIT = 86


def sanitizer_env() -> dict[str, str]:
    env = dict(os.environ)
    env["ASAN_OPTIONS"] = f"exitcode={SANITIZER_EXIT}:abort_on_error=0:detect_leaks=1:" + env.get("ASAN_OPTIONS", "")
    env["UBSAN_OPTIONS"] = f"exitcode={SANITIZER_EXIT}:print_stacktrace=1:halt_on_error=1:" + env.get("UBSAN_OPTIONS", "")
    return env


@dataclass
class Result:
    args: list[str]
    returncode: int
    stdout: str
    stderr: str

    def describe(self) -> str:
        return (f"$ {' '.join(map(str, self.args))}\nexit status {self.returncode}\n"
                f"--- stdout ---\n{self.stdout[-4000:]}\n--- stderr ---\n{self.stderr[-4000:]}")


def run_cli(binary: Path, *args, timeout: float = 300, cwd=None) -> Result:
    """Runs `binary args...` (under its build's emulator, if any) with no
    stdin; asserts it neither crashed (killed by a signal) nor tripped a
    sanitizer, whatever its exit status."""
    argv = [*runner(binary), str(binary), *map(str, args)]
    p = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                       errors="replace", timeout=timeout, env=sanitizer_env(), cwd=cwd)
    r = Result(argv, p.returncode, p.stdout, p.stderr)
    if os.environ.get("ONNXM_TRACE_CLI"):  # see every command and message
        print(f"\n[onnxm] {r.describe()}")
    if p.returncode < 0:
        try:
            sig = signal.Signals(-p.returncode).name
        except ValueError:
            sig = str(-p.returncode)
        raise AssertionError(f"onnxm was killed by {sig}\n{r.describe()}")
    assert p.returncode != SANITIZER_EXIT and not any(m in p.stderr for m in SANITIZER_MARKERS), \
        f"sanitizer report\n{r.describe()}"
    return r


def assert_error(r: Result, status: int, *substrings: str) -> None:
    """Exit status `status`, an `onnxm: error:`/usage line on stderr, and
    each substring (case-insensitive) somewhere in stderr."""
    assert r.returncode == status, f"expected exit status {status}\n{r.describe()}"
    err = r.stderr.lower()
    assert err.strip(), f"no message on stderr\n{r.describe()}"
    if status == 1:
        assert "onnxm: error:" in err, f"expected an 'onnxm: error:' line\n{r.describe()}"
    for s in substrings:
        assert s.lower() in err, f"expected {s!r} in the message\n{r.describe()}"


def read_npy(path: Path, dtype: str | None = None) -> np.ndarray:
    """np.load, viewing an opaque 2-byte record ('|V2', how bfloat16 is
    stored in .npy files numpy can read) as bfloat16."""
    a = np.load(Path(path), allow_pickle=False)
    if a.dtype.kind == "V" and a.dtype.itemsize == 2:
        a = a.view(NP_DTYPES["bfloat16"])
    elif dtype == "bfloat16" and a.dtype == np.uint16:
        a = a.view(NP_DTYPES["bfloat16"])
    return a


def run_model(binary: Path, model: Path, inputs: dict[str, Path], out_dir: Path, fmt: str = "pb",
              outputs: list[str] = ("y",), dtype: str | None = None) -> tuple[Result, dict[str, np.ndarray]]:
    """`onnxm run model -i name=file... -o out_dir --format fmt`; asserts exit
    0 and returns the outputs it wrote, read back."""
    args = ["run", model]
    for name, f in inputs.items():
        args += ["-i", f"{name}={f}"]
    args += ["-o", out_dir, "--format", fmt]
    r = run_cli(binary, *args)
    assert r.returncode == 0, f"onnxm run failed\n{r.describe()}"
    got = {}
    for name in outputs:
        f = Path(out_dir) / f"{name}.{fmt}"
        assert f.is_file(), f"onnxm run did not write {f}\n{r.describe()}"
        got[name] = read_pb(f) if fmt == "pb" else read_npy(f, dtype)
    return r, got


# ------------------------------------------------------------ the contract
def ulp_budget(op: str, dtype: str) -> int:
    """How many ulps a result of op in dtype may be from the correctly
    rounded one, from the library's bound on its error (onnxm_op_max_ulps):
    0 where it is correctly rounded (bound 0.5); else, since the correctly
    rounded value is within 1/2 ulp of the exact one, floor(bound + 1/2)."""
    bound = op_infos()[op].max_ulps[dtype]
    return 0 if bound <= 0.5 else math.floor(bound + 0.5)


def assert_matches_oracle(op: str, x: np.ndarray, got: np.ndarray, want: np.ndarray, what: str = "") -> None:
    """got == want encoding for encoding (NaN ~ NaN, +0 != -0), or within
    the ulp_budget of the (op, dtype); the first offenders in the message."""
    from reference import dtype_name, encodings_equal, ulp_distance

    assert got.dtype == want.dtype and got.shape == want.shape, \
        f"{what}: got {got.dtype}{got.shape}, expected {want.dtype}{want.shape}"
    budget = ulp_budget(op, dtype_name(want.dtype))
    bad = ~encodings_equal(got, want)
    if budget and bad.any():
        d = ulp_distance(got[bad], want[bad])
        still = np.array([v > budget for v in d.reshape(-1)], dtype=bool)
        idx = np.flatnonzero(bad.reshape(-1))[~still]
        bad.reshape(-1)[idx] = False
    if bad.any():
        xs, gs, ws = x[bad][:8], got[bad][:8], want[bad][:8]
        rows = "\n".join(f"  {op}({xv!r}) = {gv!r}, correctly rounded: {wv!r}" for xv, gv, wv in zip(xs, gs, ws))
        raise AssertionError(f"{what}: {int(bad.sum())} of {got.size} results off "
                          f"(allowed: {budget} ulp)\n{rows}")
