"""Operator attributes: what the library says each version accepts
(`onnxm ops`, onnxm.op_info) against ONNX's own operator schemas, and the
loader's checks of a node's attributes (name, type, repetition), with the
node, the operator and the attribute named in each refusal, and `onnxm info`
showing a node's attributes.  The value check of a string attribute with a
list of values is in tests/c/test_op_info.c."""
from __future__ import annotations

import json

import numpy as np
import onnx
import onnx.defs
import pytest
from onnx import AttributeProto

from pkglib import import_onnxm
from testlib import (OPS_TABLE, assert_error, make_unary_model, run_cli, run_model, save_model,
                     write_pb)

onnxm = import_onnxm()

# onnxm's attribute type names and ONNX's AttributeProto types
_TYPES = {"float": AttributeProto.FLOAT, "int": AttributeProto.INT, "string": AttributeProto.STRING,
          "ints": AttributeProto.INTS}


def _schema(op: str, since: int):
    (sc,) = [s for s in onnx.defs.get_all_schemas_with_history()
             if s.name == op and s.domain == "" and s.since_version == since]
    return sc


def _schema_default(a) -> str | None:
    """An ONNX schema attribute's default as text (None: it has none)."""
    d = a.default_value
    if d is None or d.type == AttributeProto.UNDEFINED:
        return None
    if d.type == AttributeProto.STRING:
        return d.s.decode()
    if d.type == AttributeProto.FLOAT:
        return repr(d.f)
    if d.type == AttributeProto.INT:
        return str(d.i)
    return str(list(d.ints))


def test_attributes_match_onnx_schemas(onnxm_bin):
    """Each version's attributes (`onnxm ops --json`'s attribute_info) have
    the name, type and default ONNX's schema gives them, and a default is
    one of the values allowed (the schemas do not list the values)."""
    r = run_cli(onnxm_bin, "ops", "--json")
    assert r.returncode == 0, r.describe()
    n = 0
    for o in json.loads(r.stdout)["ops"]:
        for v in o["versions"]:
            sc = _schema(o["name"], v["since"])
            assert [a["name"] for a in v["attribute_info"]] == v["attributes"]
            assert set(v["attributes"]) == set(sc.attributes), (o["name"], v["since"])
            for a in v["attribute_info"]:
                want = sc.attributes[a["name"]]
                assert _TYPES[a["type"]] == want.type, (o["name"], v["since"], a)
                assert a["default"] == _schema_default(want), (o["name"], v["since"], a)
                if a["values"] is not None and a["default"] is not None:
                    assert a["default"] in a["values"], a
                n += 1
    assert n >= 1


def test_python_op_info_attributes():
    """onnxm.op_info() gives the same attributes as the CLI's table."""
    for name, versions in OPS_TABLE.items():
        info = onnxm.op_info(name)
        assert [v.since for v in info.versions] == [v.since for v in versions]
        for mine, cli_v in zip(info.versions, versions):
            assert tuple(a.name for a in mine.attributes) == cli_v.attributes
    exp1 = onnxm.op_info("Exp").versions[0]
    assert exp1.since == 1 and exp1.attributes == (
        onnxm.OpAttribute("consumed_inputs", "ints", True, None, None),)
    assert onnxm.op_info("Exp").versions[-1].attributes == ()


def _legacy_op() -> str:
    return next(op for op, vs in OPS_TABLE.items() if "consumed_inputs" in vs[0].attributes)


def _run(cli, tmp_path, model: onnx.ModelProto):
    path = save_model(model, tmp_path / "model.onnx")
    xin = write_pb(np.array([1.0, 4.0], np.float32), "x", tmp_path / "x.pb")
    return run_cli(cli, "run", path, "-i", f"x={xin}", "-o", tmp_path / "out")


def _named(model: onnx.ModelProto, name: str) -> onnx.ModelProto:
    model.graph.node[0].name = name
    return model


def test_attribute_of_the_wrong_type(cli, tmp_path):
    """consumed_inputs must be ints, even though it is ignored: a string is
    refused, naming the node, the operator, the attribute and both types."""
    op = _legacy_op()
    model = _named(make_unary_model(op, 1, "float32", (2,), attrs={"consumed_inputs": "0"}), "n7")
    r = _run(cli, tmp_path, model)
    assert_error(r, 1, "n7", op, "consumed_inputs", "ints", "string")
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_attribute_given_twice(cli, tmp_path):
    op = _legacy_op()
    model = _named(make_unary_model(op, 1, "float32", (2,), attrs={"consumed_inputs": [0]}), "n8")
    model.graph.node[0].attribute.append(onnx.helper.make_attribute("consumed_inputs", [1]))
    r = _run(cli, tmp_path, model)
    assert_error(r, 1, "n8", op, "consumed_inputs", "twice")


def test_unknown_attribute(cli, tmp_path):
    """An attribute the version does not have (here one from another
    operator) is refused by name."""
    model = _named(make_unary_model("Sqrt", 13, "float32", (2,), attrs={"approximate": "tanh"}), "n9")
    r = _run(cli, tmp_path, model)
    assert_error(r, 1, "n9", "Sqrt", "approximate")


def test_legacy_attribute_without_type(onnxm_bin, tmp_path):
    """A model of IR version 1 may leave an attribute's type out: the field
    it sets says it (ints), and an empty list sets none; both load."""
    op = _legacy_op()
    for ints in ([0], []):
        model = make_unary_model(op, 1, "float32", (2,))
        a = model.graph.node[0].attribute.add()
        a.name = "consumed_inputs"
        a.ints.extend(ints)
        assert not a.HasField("type")
        path = save_model(model, tmp_path / "model.onnx")
        xin = write_pb(np.array([1.0, 4.0], np.float32), "x", tmp_path / "x.pb")
        _, got = run_model(onnxm_bin, path, {"x": xin}, tmp_path / f"out{len(ints)}")
        assert got["y"].shape == (2,)


def test_info_shows_node_attributes(onnxm_bin, tmp_path):
    op = _legacy_op()
    model = make_unary_model(op, 1, "float32", (2,), attrs={"consumed_inputs": [0, 3]})
    path = save_model(model, tmp_path / "model.onnx")
    r = run_cli(onnxm_bin, "info", path)
    assert r.returncode == 0, r.describe()
    (line,) = [l for l in r.stdout.splitlines() if f"{op}-1" in l]
    assert "consumed_inputs=[0, 3] (ignored)" in line, r.stdout


def test_ops_text_lists_attributes(onnxm_bin):
    r = run_cli(onnxm_bin, "ops")
    assert r.returncode == 0, r.describe()
    op = _legacy_op()
    (v1,) = [l for l in r.stdout.splitlines() if l.split()[:2] == [op, "1"]]
    assert "attributes: consumed_inputs: ints, ignored" in v1, v1
    (v13,) = [l for l in r.stdout.splitlines() if l.split()[:2] == [op, str(OPS_TABLE[op][-1].since)]]
    assert "attributes" not in v13, v13
