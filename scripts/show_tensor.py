#!/usr/bin/env python3
"""show_tensor.py FILE.npy... -- print .npy tensors readably, with the Python
standard library only (so `make run` needs no virtualenv).

Prints each file's dtype, shape and values, float16/bfloat16 included
(bfloat16 is stored as 2-byte records, '|V2' or '<u2')."""
import ast
import math
import struct
import sys


def _half(bits):
    return struct.unpack("<e", struct.pack("<H", bits))[0]


def _bf16(bits):
    return struct.unpack("<f", struct.pack("<I", bits << 16))[0]


def read_npy(path, bf16=False):
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        raise ValueError(f"{path}: not a .npy file")
    major = data[6]
    if major == 1:
        (hlen,), start = struct.unpack("<H", data[8:10]), 10
    else:
        (hlen,), start = struct.unpack("<I", data[8:12]), 12
    header = ast.literal_eval(data[start:start + hlen].decode("latin1"))
    descr, shape = header["descr"], tuple(header["shape"])
    body = data[start + hlen:]
    n = math.prod(shape)
    if descr in ("<f4", "<f8"):
        size, code, name = (4, "f", "float") if descr == "<f4" else (8, "d", "double")
        vals = struct.unpack(f"<{n}{code}", body[: n * size])
    elif descr == "<f2":
        vals = [_half(b) for b in struct.unpack(f"<{n}H", body[: 2 * n])]
        name = "float16"
    elif descr in ("|V2", "<V2", "<u2") and (bf16 or descr != "<u2"):
        vals = [_bf16(b) for b in struct.unpack(f"<{n}H", body[: 2 * n])]
        name = "bfloat16"
    else:
        raise ValueError(f"{path}: dtype {descr} not shown")
    if header.get("fortran_order"):
        raise ValueError(f"{path}: fortran_order not shown")
    return name, shape, list(vals)


def fmt(vals, shape, digits):
    """Nested lists like numpy's; `digits` significant digits round-trip the type."""
    if len(shape) <= 1:
        return "[" + ", ".join(f"{v:.{digits}g}" for v in vals) + "]"
    step = math.prod(shape[1:])
    return "[" + ",\n ".join(fmt(vals[i:i + step], shape[1:], digits) for i in range(0, len(vals), step)) + "]"


def main(argv):
    bf16 = "--bf16" in argv
    for path in [a for a in argv if a != "--bf16"]:
        name, shape, vals = read_npy(path, bf16)
        print(f"{path}: {name}, shape {shape}")
        print(fmt(vals, shape, 17 if name == "double" else 9))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
