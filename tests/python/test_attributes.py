"""Operator attributes: what the library says each version accepts
(`onnxm ops`, onnxm.op_info) against ONNX's own operator schemas, and the
loader's checks of a node's attributes (name, type, repetition), with the
node, the operator and the attribute named in each refusal, and `onnxm info`
showing a node's attributes; and the forms an attribute's value selects
(Gelu's approximate="tanh"): in a model, in the array functions, in
`onnxm ops`, each checked against the correctly rounded reference of its
own function.  The value check of a string attribute with a list of
values, and onnxm_op_select, are in tests/c/test_op_info.c."""
from __future__ import annotations

import json

import numpy as np
import onnx
import onnx.defs
import pytest
from onnx import AttributeProto

from pkglib import import_onnxm
from reference import encodings_equal, reference
from testlib import (OPS_TABLE, assert_error, kernel_id, kernels, make_unary_model, op_infos, run_cli,
                     run_model, save_model, write_pb)

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


_FORMS = [(op, a) for op, a in kernels() if a]


def _form_inputs(op: str, dtype: str) -> np.ndarray:
    """The operator's typical inputs and its edges, in dtype."""
    kind, lo, hi = op_infos()[op].inputs
    x = np.concatenate([np.linspace(lo, hi, 61), [0.0, -0.0, 1.0, -1.0, 2.5, -2.5]])
    return x.astype(dtype)


def test_every_form_is_listed():
    """The forms the operator pages define are the build's (Gelu-20's
    approximate="tanh")."""
    assert ("Gelu", {"approximate": "tanh"}) in _FORMS


@pytest.mark.parametrize("op,attrs", _FORMS, ids=[kernel_id(*k) for k in _FORMS])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_model_runs_the_form_its_attribute_selects(onnxm_bin, tmp_path, op, attrs, dtype):
    """A node carrying the form's value computes the form's function, one
    carrying the default value or none computes the operator's: each exactly
    the correctly rounded reference of its own function, and the two
    differ (so a loader that ignored the attribute would fail)."""
    since = OPS_TABLE[op][-1].since
    x = _form_inputs(op, dtype)
    (attr, value), = attrs.items()
    default = next(a.default for v in onnxm.op_info(op).versions for a in v.attributes
                   if a.name == attr)
    results = {}
    for tag, a in (("form", attrs), ("default", {attr: default}), ("none", {})):
        path = save_model(make_unary_model(op, since, dtype, x.shape, attrs=a), tmp_path / f"{tag}.onnx")
        xin = write_pb(x, "x", tmp_path / "x.pb")
        _, got = run_model(onnxm_bin, path, {"x": xin}, tmp_path / f"out_{tag}")
        results[tag] = got["y"]
    want_form, want_op = reference(op, x, **attrs), reference(op, x)
    assert encodings_equal(results["form"], want_form).all()
    assert encodings_equal(results["default"], want_op).all()
    assert encodings_equal(results["none"], want_op).all()
    assert not encodings_equal(want_form, want_op).all()


@pytest.mark.parametrize("op,attrs", _FORMS, ids=[kernel_id(*k) for k in _FORMS])
def test_array_function_takes_the_attribute(op, attrs):
    """onnxm.gelu(x, approximate="tanh") and onnxm.unary("Gelu", x, ...)
    compute the form; no keyword, the operator; a value not listed and an
    attribute the operator lacks are refused, naming them."""
    fn = getattr(onnxm, op.lower())
    (attr, value), = attrs.items()
    for dtype in ("float16", "bfloat16", "float32", "float64"):
        x = _form_inputs(op, dtype if dtype != "bfloat16" else "float32")
        if dtype == "bfloat16":
            x = x.astype(onnxm.NUMPY_DTYPES["bfloat16"])
        assert encodings_equal(fn(x, **attrs), reference(op, x, **attrs)).all(), dtype
        assert encodings_equal(onnxm.unary(op, x, **attrs), reference(op, x, **attrs)).all()
        assert encodings_equal(fn(x), reference(op, x)).all(), dtype
    x = np.ones(3, np.float32)
    with pytest.raises(ValueError, match=f"{attr}='fast'"):
        fn(x, **{attr: "fast"})
    with pytest.raises(TypeError, match="alpha"):
        fn(x, alpha=1.0)
    with pytest.raises(TypeError, match="approximate"):
        onnxm.sqrt(x, approximate="tanh")
    assert attr in fn.__doc__ and value in fn.__doc__


@pytest.mark.parametrize("op,attrs", _FORMS, ids=[kernel_id(*k) for k in _FORMS])
def test_value_not_listed_is_refused_at_load(cli, tmp_path, op, attrs):
    (attr, _), = attrs.items()
    since = OPS_TABLE[op][-1].since
    model = _named(make_unary_model(op, since, "float32", (2,), attrs={attr: "fast"}), "n10")
    r = _run(cli, tmp_path, model)
    assert_error(r, 1, "n10", op, attr, '"fast"')


def test_ops_lists_forms_under_their_operator(onnxm_bin):
    """`onnxm ops --json` lists an operator once, its forms inside it; the
    text form marks a form's lines with its value."""
    r = run_cli(onnxm_bin, "ops", "--json")
    assert r.returncode == 0, r.describe()
    ops = json.loads(r.stdout)["ops"]
    names = [o["name"] for o in ops]
    assert len(names) == len(set(names))
    gelu = next(o for o in ops if o["name"] == "Gelu")
    assert [(f["attribute"], f["value"]) for f in gelu["forms"]] == [("approximate", "tanh")]
    assert gelu["forms"][0]["op"] != gelu["op"]
    r = run_cli(onnxm_bin, "ops")
    lines = [l for l in r.stdout.splitlines() if l.split()[:1] == ["Gelu"]]
    assert any("(approximate=tanh)" in l for l in lines), r.stdout
    assert any("approximate: string, none (default) | tanh" in l for l in lines), r.stdout
