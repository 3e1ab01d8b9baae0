"""Outputs without copies or fresh pages: InferenceSession.run returns numpy
arrays over the session arena's blocks (static and symbolic shapes), a
block comes back to the arena only when the last array over it is
collected, arrays outlive their session and the session its arrays, and a
steady loop maps no new memory.  The same for onnxm.sqrt(x) and the other
array functions, whose large results come from one arena per process."""
from __future__ import annotations

import gc
import threading

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from pkglib import assert_same_bits, import_onnxm
from testlib import make_unary_model

onnxm = import_onnxm()

N = 1 << 20  # 4 MiB of floats: mapped blocks


def chain(shape) -> onnx.ModelProto:
    """Sqrt -> Reciprocal -> Sqrt -> Reciprocal: y = x^(1/4)."""
    names = ["x", "a", "b", "c", "y"]
    ops = ["Sqrt", "Reciprocal", "Sqrt", "Reciprocal"]
    g = helper.make_graph([helper.make_node(op, [names[i]], [names[i + 1]])
                           for i, op in enumerate(ops)], "chain4",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, shape)])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)


def expected(x: np.ndarray) -> np.ndarray:
    return onnxm.reciprocal(onnxm.sqrt(onnxm.reciprocal(onnxm.sqrt(x))))


def address(a: np.ndarray) -> int:
    return a.__array_interface__["data"][0]


@pytest.mark.parametrize("shape", [[N], ["N"]], ids=["static", "symbolic"])
def test_run_outputs_are_arena_blocks_and_a_loop_maps_nothing_new(shape):
    s = onnxm.InferenceSession(chain(shape))
    x = np.random.default_rng(1).uniform(0.5, 4, N).astype(np.float32)
    y = s.run(None, {"x": x})[0]
    assert_same_bits(y, expected(x))
    st = s.memory_stats()
    assert st["in_use"] == 4 * N and st["blocks_in_use"] == 1  # y is the block itself
    assert st["allocations"] == 1  # one block for the whole chain (in place)
    assert type(y.base).__name__ == "TensorMemory" and not y.flags.owndata
    del y
    for _ in range(20):
        y = s.run(None, {"x": x})[0]
    st = s.memory_stats()
    # y is dropped after the next run made its own: two blocks in turn
    assert st["allocations"] == 2 and st["reuses"] == 19, st


def test_a_held_array_is_never_reused_and_runs_never_alias():
    s = onnxm.InferenceSession(chain(["N"]))
    x = np.full(N, 16.0, np.float32)
    kept = s.run(None, {"x": x})[0]
    snapshot = kept.copy()
    seen = set()
    for i in range(30):
        y = s.run(None, {"x": np.full(N, 1.0 + i, np.float32)})[0]
        assert address(y) != address(kept)
        seen.add(address(y))
    assert np.array_equal(kept, snapshot), "a held output changed"
    y1, y2 = s.run(None, {"x": x})[0], s.run(None, {"x": x})[0]
    assert address(y1) != address(y2)
    # a view keeps the block: the base goes only with the last array over it
    view = kept[10:20]
    del kept
    gc.collect()
    z = s.run(None, {"x": np.zeros(N, np.float32) + 81})[0]
    # z may not take the block that view (10 floats into it) still holds
    assert np.array_equal(view, snapshot[10:20]) and address(z) != address(view) - 10 * 4


@pytest.mark.parametrize("order", ["session_first", "arrays_first"])
def test_arrays_and_session_outlive_each_other(order):
    s = onnxm.InferenceSession(chain(["N"]))
    x = np.full(N, 81.0, np.float32)
    ys = [s.run(None, {"x": x})[0] for _ in range(3)]
    if order == "session_first":
        del s
        gc.collect()
        for y in ys:  # the arena lives on in C while its blocks are held
            assert (y == 3.0).all()
        ys[0][...] = 1.0  # still writable memory of our own
        del ys
        gc.collect()
    else:
        del ys
        gc.collect()
        assert s.memory_stats()["in_use"] == 0
        assert (s.run(None, {"x": x})[0] == 3.0).all()


def test_held_arrays_count_against_the_memory_cap():
    so = onnxm.SessionOptions()
    so.memory_limit = 3 * 4 * N
    s = onnxm.InferenceSession(chain(["N"]), so)
    x = np.ones(N, np.float32)
    held = [s.run(None, {"x": x})[0] for _ in range(3)]
    with pytest.raises(onnxm.OnnxmError) as e:
        s.run(None, {"x": x})
    assert e.value.status == 10 and "already held" in str(e.value)
    held.pop()
    gc.collect()
    assert s.run(None, {"x": x})[0].shape == (N,)  # warm: the freed block again


def test_arena_off_gives_memory_back():
    so = onnxm.SessionOptions()
    so.enable_cpu_mem_arena = False
    s = onnxm.InferenceSession(chain(["N"]), so)
    x = np.ones(N, np.float32)
    for _ in range(3):
        s.run(None, {"x": x})
    st = s.memory_stats()
    assert st["cached"] == 0 and st["allocations"] == 3
    s2 = onnxm.InferenceSession(chain(["N"]))
    s2.run(None, {"x": x})
    assert s2.memory_stats()["cached"] == 4 * N and s2.trim_memory() == 4 * N


def test_concurrent_runs_each_get_their_own_block():
    s = onnxm.InferenceSession(chain(["N"]))
    results, errors = {}, []

    def work(i):
        try:
            x = np.full(N // 4, float((i + 1) ** 4), np.float32)
            for _ in range(10):
                y = s.run(None, {"x": x})[0]
                if not (y == float(i + 1)).all():
                    errors.append(i)
            results[i] = y
        except Exception as e:  # noqa: BLE001
            errors.append(repr(e))

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert len({address(y) for y in results.values()}) == 6
    for i, y in results.items():
        assert (y == float(i + 1)).all()


def test_array_functions_reuse_their_arena():
    x = np.random.default_rng(2).uniform(0, 4, 4 * N).astype(np.float32)
    onnxm.trim_memory()
    before = onnxm.memory_stats()
    for _ in range(10):
        y = onnxm.sqrt(x)
    after = onnxm.memory_stats()
    assert after["allocations"] - before["allocations"] <= 2  # two blocks in turn
    assert_same_bits(y, onnxm.sqrt(x, out=np.empty_like(x)))
    small = onnxm.asinh(np.ones(10, np.float32))  # small results: plain numpy memory
    assert small.flags.owndata
    del y
    assert onnxm.trim_memory() >= 16 * N


def test_every_output_type_and_shape_from_the_arena():
    for dtype in ("float16", "bfloat16", "float32", "float64"):
        model = make_unary_model("Sqrt", 13, dtype, ["A", 3, "B"])
        s = onnxm.InferenceSession(model)
        nd = onnxm.NUMPY_DTYPES[dtype]
        x = np.arange(2 * 3 * 5).reshape(2, 3, 5).astype(nd)
        y = s.run(None, {"x": x})[0]
        assert y.dtype == nd and y.shape == (2, 3, 5)
        assert_same_bits(y, onnxm.sqrt(x))
