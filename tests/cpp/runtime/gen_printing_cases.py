#!/usr/bin/python3
"""Writes printing_cases.inc: tensors and the repr PyTorch 1.13 gives them.

PyTorch is the oracle for runtime/printing.cpp. Each case is a storage (listed
values or a formula both sides evaluate exactly alike), a view onto it (sizes,
strides, offset), the default float dtype and the autograd suffix; the expected
text is torch's repr with `torch.` spelled `yaten.`.

Run with the interpreter that has torch (Debian's python3-torch):
    /usr/bin/python3 tests/cpp/runtime/gen_printing_cases.py
"""

import math
import os

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "printing_cases.inc")

DTYPES = {
    "bool": (torch.bool, "Bool"),
    "uint8": (torch.uint8, "UInt8"),
    "int32": (torch.int32, "Int32"),
    "int64": (torch.int64, "Int64"),
    "float32": (torch.float32, "Float32"),
    "float64": (torch.float64, "Float64"),
}
FLOATING = ("float32", "float64")


def gen_values(n, a, c, m, h, div, mul, floating):
    """The formula printing_test.cpp evaluates: k = (i*a + c) % m - h, then
    k / div * mul for floats (a division and a multiplication, each correctly
    rounded on both sides; no add, so no fused multiply-add either)."""
    out = []
    for i in range(n):
        k = (i * a + c) % m - h
        out.append(k / div * mul if floating else k)
    return out


cases = []


def case(name, dtype, values=None, shape=None, *, gen=None, view=None, grad=None, default_double=False):
    """values: flat storage; gen: (n, a, c, m, h, div, mul) formula; view:
    (sizes, strides, offset) onto the storage, else contiguous `shape`."""
    floating = dtype in FLOATING
    if gen is not None:
        storage = gen_values(*gen, floating)
    else:
        storage = list(values)
    if view is None:
        sizes = list(shape) if shape is not None else [len(storage)]
        strides = []
        s = 1
        for d in reversed(sizes):
            strides.insert(0, s)
            s *= max(d, 1)
        offset = 0
    else:
        sizes, strides, offset = view
    tdtype = DTYPES[dtype][0]
    base = torch.tensor(storage, dtype=tdtype) if storage else torch.zeros(0, dtype=tdtype)
    t = base.as_strided(sizes, strides, offset)
    suffixes = []
    if grad == "requires_grad":
        t = t.detach().clone().requires_grad_()
        suffixes = ["requires_grad=True"]
    elif grad == "grad_fn":
        t = t.detach().clone().requires_grad_() * 1
        suffixes = ["grad_fn=<MulBackward0>"]
    if default_double:
        torch.set_default_dtype(torch.float64)
    try:
        expected = repr(t)
    finally:
        torch.set_default_dtype(torch.float32)
    assert "torch." not in expected.replace("dtype=torch.", ""), expected
    expected = expected.replace("dtype=torch.", "dtype=yaten.")
    cases.append(dict(name=name, dtype=dtype, storage=None if gen else storage, gen=gen, sizes=sizes,
                      strides=strides, offset=offset, default_double=default_double, suffixes=suffixes,
                      expected=expected))


nan, inf = float("nan"), float("inf")

# 0-d
for v in (3.0, -0.0, 0.5, 1e10, nan, -inf, 1.25e-5, 123456.789):
    case(f"0-d float32 {v!r}", "float32", [v], [])
case("0-d float64", "float64", [2.5], [])
case("0-d int64", "int64", [3], [])
case("0-d negative int32", "int32", [-7], [])
case("0-d uint8", "uint8", [200], [])
case("0-d bool", "bool", [True], [])
case("0-d requires_grad", "float32", [2.0], [], grad="requires_grad")

# 1-d floats: the formatter's modes
floats_1d = {
    "integers": [1.0, 2.0, 3.0],
    "fixed": [1.5, 2.25],
    "tenths": [0.1, 0.2, 0.3],
    "negative fixed": [-1.5, 2.0, 10.125],
    "tiny -> sci": [1e-5, 1.0],
    "ratio > 1000 -> sci": [1e10, 1.0],
    "int ratio 1000": [1000.0, 1.0],
    "int ratio 1001 -> sci": [1001.0, 1.0],
    "int max 1e8": [1e8],
    "int max > 1e8 -> sci": [123456789.0],
    "int 1e7": [1e7, 2e7],
    "min 1e-4": [1e-4, 0.05],
    "min below 1e-4": [9e-5, 0.05],
    "fixed ratio 1000": [0.001, 1.0],
    "fixed ratio > 1000": [0.0009, 1.0],
    "zeros": [0.0, 0.0, 0.0],
    "negative zero": [-0.0, 0.0],
    "zero and nan": [0.0, nan],
    "non-finite ints": [1.0, inf, -inf, nan],
    "non-finite fixed": [1.5, nan, -inf],
    "non-finite sci": [1e-8, -1e10, nan, inf],
    "only non-finite": [nan, inf],
    "mixed widths": [-123.5, 0.25, 7.0],
    "big negative ints": [-12345678.0, 1.0, 0.0],
    "rounding": [0.00015, 0.99995, 1.00005, 2.5],
    "sci negative": [-1e20, 3.5e-3],
    "sci with zero": [0.0, 1e-7, 1.0],
    "sci exponent 3 digits": [1e-200, 1.0],
}
for name, vals in floats_1d.items():
    case(f"1-d float32 {name}", "float32", vals)
    case(f"1-d float64 {name}", "float64", vals)

# other dtypes
case("1-d int64", "int64", [1, 2, 3])
case("1-d int64 widths", "int64", [-1, 10, 100, -1000000])
case("1-d int64 extremes", "int64", [9223372036854775807, -9223372036854775808, 0])
case("1-d int32", "int32", [-5, 0, 2147483647])
case("1-d uint8", "uint8", [0, 7, 255])
case("1-d bool", "bool", [True, False])
case("1-d bool all true", "bool", [True, True, True])

# nested
case("2-d float32", "float32", [1.0, 2.0, 3.0, 4.0], [2, 2])
case("2-d float64 fixed", "float64", [1.5, 2.0, 3.0, 4.0], [2, 2])
case("2-d int64", "int64", list(range(6)), [2, 3])
case("2-d bool", "bool", [True, False, False, True], [2, 2])
case("3-d int64", "int64", list(range(24)), [2, 3, 4])
case("3-d float32", "float32", gen=(24, 7, 3, 50, 25, 4.0, 1.0), shape=[2, 3, 4])
case("4-d float32", "float32", [float(i) for i in range(16)], [2, 2, 2, 2])
case("4-d int32", "int32", list(range(24)), [2, 3, 2, 2])
case("2-d one row", "float32", [1.0, 2.5], [1, 2])
case("2-d one column", "int64", [1, 2, 3], [3, 1])
case("3-d singleton dims", "float32", [1.0, 2.0], [1, 2, 1])

# views: the printer must follow strides and offset
case("transpose 2x3", "int64", list(range(6)), view=([3, 2], [1, 3], 0))
case("every other element", "float32", [float(i) for i in range(10)], view=([5], [2], 0))
case("offset view", "float32", [float(i) * 0.5 for i in range(10)], view=([2, 2], [3, 1], 4))
case("expanded stride 0", "int64", [1, 2, 3], view=([2, 3], [0, 1], 0))
case("reversed-free column slice", "float64", [float(i) / 4 for i in range(12)], view=([3, 2], [4, 2], 1))
case("3-d permuted", "int64", list(range(24)), view=([4, 3, 2], [1, 4, 12], 0))
case("single element of a bigger storage", "float32", [1.0, 2.0, 3.0], view=([], [], 2))

# empty
case("empty float32", "float32", [], [0])
case("empty int64", "int64", [], [0])
case("empty bool", "bool", [], [0])
case("empty float64", "float64", [], [0])
case("empty 0x3", "float32", [], [0, 3])
case("empty 2x0x3 float64", "float64", [], [2, 0, 3])
case("empty 3x0 int32", "int32", [], [3, 0])
case("empty requires_grad", "float32", [], [0, 2], grad="requires_grad")

# line wrapping of long rows
case("arange 100 int64", "int64", list(range(100)))
case("arange 50 / 3 float32", "float32", gen=(50, 1, 0, 1000, 0, 3.0, 1.0))
case("30 float64 sci", "float64", gen=(30, 37, 11, 101, 50, 7.0, 1e-6))
case("2-d 3x30 float32", "float32", gen=(90, 13, 5, 97, 48, 8.0, 1.0), shape=[3, 30])
case("3-d 2x2x40 int64", "int64", gen=(160, 1, 0, 1000000, 0, 1.0, 1.0), shape=[2, 2, 40])
case("bool 40", "bool", [i % 3 == 0 for i in range(40)])
case("uint8 60", "uint8", [i * 4 % 256 for i in range(60)])

# summarisation: more than 1000 elements
case("arange 1001 int64", "int64", gen=(1001, 1, 0, 100000, 0, 1.0, 1.0))
case("arange 1000 int64 (not summarised)", "int64", gen=(1000, 1, 0, 100000, 0, 1.0, 1.0))
case("2000 float32", "float32", gen=(2000, 7919, 13, 10007, 5003, 1000.0, 1.0))
case("2000 float64 sci (hidden elements ignored)", "float64", [1e-9] + [1.0] * 1998 + [2.0])
case("100x100 float32", "float32", gen=(10000, 31, 7, 1009, 504, 17.0, 1.0), shape=[100, 100])
case("10x10x20 int64", "int64", gen=(2000, 1, 0, 100000, 0, 1.0, 1.0), shape=[10, 10, 20])
case("1000x2 float32", "float32", gen=(2000, 3, 1, 1000, 0, 4.0, 1.0), shape=[1000, 2])
case("2x1000 int32", "int32", gen=(2000, 1, 0, 100000, 0, 1.0, 1.0), shape=[2, 1000])
case("2x3x500 float64", "float64", gen=(3000, 11, 3, 997, 0, 3.0, 1.0), shape=[2, 3, 500])
case("summarised bool", "bool", [i % 2 == 0 for i in range(1200)])
case("summarised transpose", "int64", gen=(1200, 1, 0, 100000, 0, 1.0, 1.0), view=([40, 30], [1, 40], 0))
case("summarised 4-d", "float32", gen=(4096, 5, 1, 4099, 2000, 2.0, 1.0), shape=[8, 8, 8, 8])

# suffixes and their wrapping
case("requires_grad", "float32", [1.0, 2.0], grad="requires_grad")
case("grad_fn", "float32", [1.5, 2.0], grad="grad_fn")
case("float64 requires_grad", "float64", [1.0, 2.0], grad="requires_grad")
case("wide float64 requires_grad wraps", "float64", gen=(7, 1, 1, 100, 0, 3.0, 1.0), grad="requires_grad")
case("wide float64 grad_fn wraps", "float64", gen=(8, 1, 1, 100, 0, 3.0, 1.0), grad="grad_fn")
case("multi-line float32 requires_grad", "float32", gen=(20, 1, 1, 100, 0, 3.0, 1.0), grad="requires_grad")
case("2-d float64 grad_fn", "float64", gen=(6, 1, 1, 100, 0, 3.0, 1.0), shape=[2, 3], grad="grad_fn")
case("row just fits with dtype", "int32", gen=(22, 1, 0, 100, 0, 1.0, 1.0))
case("row just overflows with dtype", "int32", gen=(23, 1, 0, 100, 0, 1.0, 1.0))

# the default float dtype decides which float dtype is shown
case("default float64: float64 has no suffix", "float64", [1.5, 2.0], default_double=True)
case("default float64: float32 has a suffix", "float32", [1.5, 2.0], default_double=True)
case("default float64: empty float32", "float32", [], [0], default_double=True)
case("default float64: empty float64", "float64", [], [0], default_double=True)
case("default float64: empty int64", "int64", [], [0], default_double=True)


def cpp_float(v):
    if math.isnan(v):
        return "NAN"
    if math.isinf(v):
        return "INFINITY" if v > 0 else "-INFINITY"
    r = repr(float(v))
    return r


def cpp_storage(c):
    vals = c["storage"]
    if c["dtype"] in FLOATING:
        return "{" + ", ".join(cpp_float(v) for v in vals) + "}", "{}"
    ints = []
    for v in vals:
        v = int(v)
        ints.append("INT64_MIN" if v == -(2**63) else f"INT64_C({v})")
    return "{}", "{" + ", ".join(ints) + "}"


def cpp_dims(v):
    return "{" + ", ".join(str(x) for x in v) + "}"


def cpp_str(s):
    assert ")~~\"" not in s
    return 'R"~~(' + s + ')~~"'


lines = [
    "// Generated by gen_printing_cases.py from PyTorch " + torch.__version__ + "; do not edit.",
    "// Fields: name, dtype, float storage, int storage, generator {n, a, c, m, h, div, mul} (n == 0: none),",
    "// sizes, strides, offset, default float64, extra suffixes, expected repr.",
]
for c in cases:
    fvals, ivals = cpp_storage(c) if c["storage"] is not None else ("{}", "{}")
    if c["gen"]:
        n, a, cc, m, h, div, mul = c["gen"]
        gen = f"{{{n}, {a}, {cc}, {m}, {h}, {cpp_float(div)}, {cpp_float(mul)}}}"
    else:
        gen = "{0, 0, 0, 1, 0, 1.0, 1.0}"
    sfx = "{" + ", ".join(cpp_str(s) for s in c["suffixes"]) + "}"
    lines.append(
        "{" + cpp_str(c["name"]) + ", ScalarType::" + DTYPES[c["dtype"]][1] + ",\n"
        + " " + fvals + ",\n " + ivals + ",\n " + gen + ", " + cpp_dims(c["sizes"]) + ", "
        + cpp_dims(c["strides"]) + ", " + str(c["offset"]) + ", " + ("true" if c["default_double"] else "false")
        + ", " + sfx + ",\n " + cpp_str(c["expected"]) + "},"
    )
with open(OUT, "w") as f:
    f.write("\n".join(lines) + "\n")
print(f"wrote {len(cases)} cases to {OUT}")
