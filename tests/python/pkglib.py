"""pkglib.py -- helpers of the tests of the installed onnxm Python package
(tests/python/test_pkg_*.py).  `make test` installs the package into the
test venv (`make pkg`: pip install .) before it runs pytest."""
from __future__ import annotations

import numpy as np
import pytest

from reference import BITS_DTYPES, NP_DTYPES


def import_onnxm():
    """The installed package; a missing one fails the run (not a skip)."""
    try:
        import onnxm
    except ImportError as e:
        pytest.fail(f"the onnxm Python package is not installed in this venv ({e}): "
                    "run `make pkg` (pip install .) or `make test`", pytrace=False)
    return onnxm


def bits(a: np.ndarray) -> np.ndarray:
    """The encodings of a float array (for bit-for-bit comparisons)."""
    from reference import dtype_name

    return np.ascontiguousarray(a).view(BITS_DTYPES[dtype_name(a.dtype)])


def assert_same_bits(got: np.ndarray, want: np.ndarray, what: str = "") -> None:
    assert got.dtype == want.dtype, f"{what}: dtype {got.dtype}, expected {want.dtype}"
    assert got.shape == want.shape, f"{what}: shape {got.shape}, expected {want.shape}"
    g, w = bits(got), bits(want)
    bad = np.flatnonzero((g != w).reshape(-1))
    assert bad.size == 0, (f"{what}: {bad.size} of {g.size} encodings differ; first at "
                           f"{bad[:5].tolist()}: got {g.reshape(-1)[bad[:5]]}, "
                           f"expected {w.reshape(-1)[bad[:5]]}")


SPECIALS = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, 1e-30, -1e-30, 1e30, np.inf, -np.inf, np.nan]


def sample(dtype: str, n: int = 20000, seed: int = 7) -> np.ndarray:
    """Every encoding of a 16-bit format; for float32/float64 random
    encodings, values in [-4, 4] and special values."""
    nd = NP_DTYPES[dtype]
    if nd.itemsize == 2:
        return np.arange(1 << 16, dtype=np.uint16).view(nd)
    rng = np.random.default_rng(seed)
    ib = BITS_DTYPES[dtype]
    raw = rng.integers(0, np.iinfo(ib).max, n // 2, dtype=ib, endpoint=True).view(nd)
    core = rng.uniform(-4, 4, n - n // 2).astype(nd)
    return np.concatenate([raw, core, np.array(SPECIALS, dtype=nd)])
