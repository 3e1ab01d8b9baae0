"""A script written for onnxruntime, the way performance-minded code uses it:
session options, providers, run options, IO binding to preallocated and
library-allocated outputs, OrtValues, model metadata.  test_pkg_ort_surface.py
runs it as is and with its import line changed to onnxm, and compares.

Usage: python ort_script.py MODEL OUT.npz"""
import onnxruntime as ort

import sys

import numpy as np

model_path, out_path = sys.argv[1], sys.argv[2]
results = {}

so = ort.SessionOptions()
so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
so.inter_op_num_threads = 1
so.intra_op_num_threads = 1
so.log_severity_level = 3
so.enable_profiling = False
so.enable_mem_pattern = True
so.enable_cpu_mem_arena = True
so.add_session_config_entry("session.intra_op.allow_spinning", "1")
assert so.get_session_config_entry("session.intra_op.allow_spinning") == "1"

assert "CPUExecutionProvider" in ort.get_available_providers()
sess = ort.InferenceSession(model_path, so, providers=["CPUExecutionProvider"])
assert sess.get_providers()[0] == "CPUExecutionProvider"
results["inputs"] = repr([(i.name, i.shape, i.type) for i in sess.get_inputs()])
results["outputs"] = repr([(o.name, o.shape, o.type) for o in sess.get_outputs()])
results["overridable"] = repr([i.name for i in sess.get_overridable_initializers()])

meta = sess.get_modelmeta()
results["meta"] = repr((meta.producer_name, meta.graph_name, meta.domain, meta.description,
                        meta.graph_description, meta.version,
                        sorted(meta.custom_metadata_map.items())))

x = np.linspace(0.25, 9.0, 6 * 1000, dtype=np.float32).reshape(6, 1000)
ro = ort.RunOptions()
ro.log_severity_level = 3
ro.logid = "script"
y, z = sess.run(None, {"x": x}, ro)
results["run_y"], results["run_z"] = y, z
results["run_z_only"] = sess.run(["z"], {"x": x})[0]

# IO binding: a CPU input, one output to a preallocated buffer, one left to
# the library
io = sess.io_binding()
io.bind_cpu_input("x", x)
y_buf = np.empty_like(x)
io.bind_output("y", "cpu", 0, np.float32, list(y_buf.shape), y_buf.ctypes.data)
io.bind_output("z", "cpu")
io.synchronize_inputs()
sess.run_with_iobinding(io)
io.synchronize_outputs()
results["io_y_buffer"] = y_buf.copy()
outs = io.get_outputs()
results["io_n_outputs"] = np.array(len(outs))
results["io_z_value"] = outs[1].numpy().copy()
results["io_z_meta"] = repr((outs[1].shape(), outs[1].data_type(), outs[1].device_name()))
copies = io.copy_outputs_to_cpu()
results["io_copies"] = np.stack(copies)
copies[1][...] = -1  # a copy: the bound output does not change
results["io_z_after_copy_changed"] = io.get_outputs()[1].numpy().copy()

# a second run after the bound input changed: the binding reads it again
x[...] = 4.0
sess.run_with_iobinding(io)
results["io_second_y"] = y_buf.copy()
results["io_second_z"] = io.copy_outputs_to_cpu()[1]

# OrtValues in and out, and an OrtValue as a bound output
xv = ort.OrtValue.ortvalue_from_numpy(np.full((6, 1000), 2.0, np.float32))
zv = ort.OrtValue.ortvalue_from_shape_and_type([6, 1000], np.float32)
io.clear_binding_inputs()
io.clear_binding_outputs()
io.bind_ortvalue_input("x", xv)
io.bind_ortvalue_output("z", zv)
io.bind_output("y")
sess.run_with_iobinding(io)
results["ortvalue_z"] = zv.numpy().copy()
results["ortvalue_y"] = io.get_outputs()[1].numpy().copy()
rv = sess.run_with_ort_values(["y"], {"x": xv})
results["run_with_ort_values"] = rv[0].numpy().copy()
results["ortvalue_meta"] = repr((xv.shape(), xv.data_type(), xv.element_type(), xv.is_tensor()))
results["end_profiling"] = repr(sess.end_profiling())

np.savez(out_path, **results)
