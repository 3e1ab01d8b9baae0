"""Writes the ONNX backend node tests of onnxm's operators, as the installed
onnx package defines them, in the backend-test layout:
    OUT/<test name>/model.onnx, OUT/<test name>/test_data_set_0/{input,output}_K.pb

onnx no longer ships the node test data in its wheel, and
`backend-test-tools generate-data` writes only the model tests, so this does
what that tool's node step did: it collects the node test cases
(onnx.backend.test.case.node) and serialises those whose nodes are all
operators of the library (testlib.OPS_TABLE: `onnxm ops --json`).  Usage: gen_onnx_node_tests.py OUT"""
from __future__ import annotations

import sys
import warnings
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from testlib import OPS_TABLE, write_backend_case  # noqa: E402


def collect() -> list:
    """The node test cases of our operators.  Each case module of onnx
    (onnx/backend/test/case/node/<op>.py) runs its exports when imported, so
    importing just ours is enough -- and much faster than collecting all
    ~1,900 cases; if that layout ever changes, collect them all."""
    import importlib

    import onnx.backend.test.case.node as node_cases

    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        try:
            for op in OPS_TABLE:
                importlib.import_module(f"{node_cases.__name__}.{op.lower()}")
            cases = list(node_cases._NodeTestCases)
        except (ImportError, AttributeError):
            cases = []
        if not {nd.op_type for c in cases for nd in c.model.graph.node} >= set(OPS_TABLE):
            cases = node_cases.collect_testcases(None)
    return cases


def main(out: Path) -> int:
    cases = collect()
    n = 0
    for case in cases:
        ops = {nd.op_type for nd in case.model.graph.node}
        if not ops or not ops <= set(OPS_TABLE):
            continue
        for k, (inputs, outputs) in enumerate(case.data_sets):
            write_backend_case(out / case.name, case.model, list(inputs), list(outputs), k)
        n += 1
        print(case.name)
    return 0 if n else 1


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
