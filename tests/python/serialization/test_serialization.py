"""yaten's own earlier format (yaten.save(..., format="yaten"), still read
by yaten.load): round trips of nested containers and tensors through paths
and file objects, and hostile files (truncated, corrupted, hand-made
manifests, fuzzed bytes) refused with a ValueError."""
import io
import json
import struct
from collections import OrderedDict

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from byte_fuzz import corrupted, fuzz_settings

import yaten
from yaten import nn
from yaten.serialization import yaten_format as serialization


def roundtrip(obj):
    buf = io.BytesIO()
    yaten.save(obj, buf, format="yaten")
    buf.seek(0)
    return yaten.load(buf)


def assert_same(a, b):
    assert type(a) is type(b)
    if isinstance(a, yaten.Tensor):
        assert a.dtype is b.dtype and a.shape == b.shape and a.requires_grad == b.requires_grad
        np.testing.assert_array_equal(a.detach().numpy(), b.detach().numpy())
    elif isinstance(a, dict):
        assert list(a) == list(b)
        for k in a:
            assert_same(a[k], b[k])
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b)
        for x, y in zip(a, b):
            assert_same(x, y)
    elif isinstance(a, float) and a != a:
        assert b != b
    else:
        assert a == b


def test_round_trip_every_dtype_and_container(rng):
    tensors = [yaten.tensor(rng.standard_normal((3, 4)).astype(np.float32)),
               yaten.tensor(rng.standard_normal(5)), yaten.tensor([True, False]),
               yaten.tensor([1, 255], dtype=yaten.uint8), yaten.tensor([-3, 7], dtype=yaten.int32),
               yaten.tensor([2 ** 40, -1]), yaten.tensor(3.5), yaten.zeros(0, 3)]
    obj = OrderedDict(a=tensors, b=(1, -2 ** 70, 2.5, float("inf"), float("nan"), -0.0, "x", None, True),
                      c={1: "one", (2, "t"): [], 3.5: {}, None: False}, d=[[[]]])
    assert_same(roundtrip(obj), obj)


def test_views_are_saved_as_their_values():
    base = yaten.arange(12.0).reshape(3, 4)
    out = roundtrip({"t": base.t(), "row": base[1]})
    np.testing.assert_array_equal(out["t"].numpy(), base.t().numpy())
    np.testing.assert_array_equal(out["row"].numpy(), [4.0, 5.0, 6.0, 7.0])


def test_shared_tensors_stay_shared():
    t = yaten.ones(3)
    out = roundtrip([t, t, {"again": t}])
    assert out[0] is out[1] is out[2]["again"]


def test_requires_grad_and_parameters():
    p = nn.Parameter(yaten.ones(2))
    frozen = nn.Parameter(yaten.ones(2), requires_grad=False)
    out = roundtrip([p, frozen, yaten.ones(1, requires_grad=True), (p * 2)])
    assert type(out[0]) is nn.Parameter and out[0].requires_grad
    assert type(out[1]) is nn.Parameter and not out[1].requires_grad
    assert out[2].requires_grad and out[2].is_leaf
    assert out[3].requires_grad and out[3].is_leaf and out[3].tolist() == [2.0, 2.0]


def test_module_and_optimizer_checkpoint(tmp_path):
    def make():
        # BatchNorm brings buffers (int64 num_batches_tracked) and state_dict metadata.
        return nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2), nn.BatchNorm1d(2))

    model = make()
    opt = yaten.optim.Adam(model.parameters(), lr=0.01)
    model[:3](yaten.randn(5, 3)).sum().backward()
    opt.step()
    path = tmp_path / "ckpt.yt"
    yaten.save({"model": model.state_dict(), "optim": opt.state_dict(), "epoch": 3}, path, format="yaten")
    loaded = yaten.load(str(path))
    assert loaded["epoch"] == 3
    assert loaded["model"]._metadata == model.state_dict()._metadata
    fresh = make()
    fresh.load_state_dict(loaded["model"])
    for (k, a), (_, b) in zip(model.state_dict().items(), fresh.state_dict().items()):
        np.testing.assert_array_equal(a.numpy(), b.numpy())
    fresh_opt = yaten.optim.Adam(fresh.parameters(), lr=0.01)
    fresh_opt.load_state_dict(loaded["optim"])
    assert fresh_opt.state_dict()["param_groups"] == opt.state_dict()["param_groups"]


def test_unsupported_objects_refused():
    with pytest.raises(TypeError, match="can't save an object of type set"):
        yaten.save({1, 2}, io.BytesIO(), format="yaten")
    with pytest.raises(TypeError, match="can't save an object of type object"):
        yaten.save([object()], io.BytesIO(), format="yaten")
    with pytest.raises(RuntimeError, match="Attempting to deserialize object on a CUDA device"):
        yaten.load(io.BytesIO(), map_location="cuda")


def test_non_seekable_stream():
    class Pipe(io.RawIOBase):
        def __init__(self, data):
            self.inner = io.BytesIO(data)

        def readable(self):
            return True

        def readinto(self, b):
            return self.inner.readinto(b)

    buf = io.BytesIO()
    yaten.save({"w": yaten.arange(5.0)}, buf, format="yaten")
    assert roundtrip_from(Pipe(buf.getvalue()))["w"].tolist() == [0.0, 1.0, 2.0, 3.0, 4.0]


def roundtrip_from(stream):
    return yaten.load(stream)


def valid_file():
    buf = io.BytesIO()
    yaten.save(OrderedDict(w=yaten.arange(6.0).reshape(2, 3), i=[yaten.tensor([1, 2, 3]), 4.5, "s"]), buf,
               format="yaten")
    return buf.getvalue()


def with_manifest(manifest, data=b"\0" * 256):
    raw = json.dumps(manifest).encode()
    head = struct.pack("<8sIIQ", serialization.MAGIC, 1, 0, len(raw)) + raw
    return head + b"\0" * (-len(head) % 64) + data


def load_bytes(data):
    return yaten.load(io.BytesIO(data))


@pytest.mark.parametrize("data, message", [
    (b"", "shorter than the 24-byte header"),
    (struct.pack("<8sIIQ", serialization.MAGIC, 2, 0, 0), "version 2"),
    (struct.pack("<8sIIQ", serialization.MAGIC, 1, 0, 2 ** 63), "runs past the end"),
    (struct.pack("<8sIIQ", serialization.MAGIC, 1, 0, 4) + b"\xff\xfe{}" + b"\0" * 40, "not valid JSON"),
    (with_manifest([1]), "exactly the keys"),
    (with_manifest({"root": None, "tensors": {}}), "'tensors' must be a list"),
    (with_manifest({"root": {"tensor": 0}, "tensors": []}), "out of range"),
    (with_manifest({"root": {"tensor": True}, "tensors": []}), "out of range"),
    (with_manifest({"root": {"set": []}, "tensors": []}), "unknown node kind"),
    (with_manifest({"root": {"list": [], "tuple": []}, "tensors": []}), "unexpected keys"),
    (with_manifest({"root": {"float": 1.5}, "tensors": []}), "hexadecimal string"),
    (with_manifest({"root": {"float": "0xzz"}, "tensors": []}), "bad float"),
    (with_manifest({"root": {"dict": [[{"list": []}, 1]]}, "tensors": []}), "unhashable"),
    (with_manifest({"root": {"dict": [[1]]}, "tensors": []}), "pairs"),
    (with_manifest({"root": [], "tensors": []}), "unexpected manifest node"),
    (with_manifest({"root": {"list": []}, "tensors": [{"dtype": "complex64", "shape": [1], "offset": 0,
                                                       "nbytes": 2, "requires_grad": False}]}), "unknown dtype"),
    (with_manifest({"root": None, "tensors": [{"dtype": "float32", "shape": [-1], "offset": 0, "nbytes": 4,
                                               "requires_grad": False}]}), "non-negative"),
    (with_manifest({"root": None, "tensors": [{"dtype": "float32", "shape": [0, 2 ** 63], "offset": 0,
                                               "nbytes": 0, "requires_grad": False}]}), "too large"),
    (with_manifest({"root": None, "tensors": [{"dtype": "float32", "shape": [2 ** 40, 2 ** 40], "offset": 0,
                                               "nbytes": 0, "requires_grad": False}]}), "too large"),
    (with_manifest({"root": None, "tensors": [{"dtype": "float32", "shape": [4], "offset": 0, "nbytes": 8,
                                               "requires_grad": False}]}), "8 bytes stored"),
    (with_manifest({"root": None, "tensors": [{"dtype": "float64", "shape": [1000], "offset": 0, "nbytes": 8000,
                                               "requires_grad": False}]}), "run past the end"),
    (with_manifest({"root": None, "tensors": [{"dtype": "float32", "shape": [1], "offset": -4, "nbytes": 4,
                                               "requires_grad": False}]}), "in order and disjoint"),
    (with_manifest({"root": None, "tensors": [{"dtype": "float32", "shape": [2], "offset": 0, "nbytes": 8,
                                               "requires_grad": False}] * 2}), "in order and disjoint"),
    (with_manifest({"root": None, "tensors": [{"dtype": "int64", "shape": [1], "offset": 0, "nbytes": 8,
                                               "requires_grad": True}]}), "only floating-point"),
    (with_manifest({"root": None, "tensors": [{"dtype": "int64", "shape": [1], "offset": 0, "nbytes": 8}]}),
     "must have the keys"),
    (with_manifest({"root": {"tensor": 0}, "tensors": [{"dtype": "bool", "shape": [2], "offset": 0, "nbytes": 2,
                                                        "requires_grad": False}]}, b"\x02\xff" + b"\0" * 62),
     "bool tensor holds bytes other than 0 and 1"),
    (with_manifest({"root": None, "tensors": [], "x": 1}), "exactly the keys"),
    (with_manifest({"root": {"float": "nan"}, "tensors": []}).replace(b'"nan"', b'NaN'), "non-finite JSON constant"),
    (with_manifest({"root": None, "tensors": []}).replace(b"null", b"NaN "), "not valid JSON"),
    (with_manifest({"root": 1, "tensors": []}).replace(b'"root": 1', b'"root": ' + b"[" * 100000), "not valid JSON"),
])
def test_hostile_files_refused(data, message):
    with pytest.raises(ValueError, match=message):
        load_bytes(data)


def test_deep_nesting_refused():
    node = None
    for _ in range(300):
        node = {"list": [node]}
    with pytest.raises(ValueError, match="nested deeper"):
        load_bytes(with_manifest({"root": node, "tensors": []}))
    deep = []
    for _ in range(300):
        deep = [deep]
    with pytest.raises(ValueError, match="nested deeper"):
        yaten.save(deep, io.BytesIO(), format="yaten")


def test_every_truncation_refused():
    data = valid_file()
    assert_same(load_bytes(data), load_bytes(data))
    for n in range(len(data)):
        with pytest.raises(ValueError, match="not a valid yaten file"):
            load_bytes(data[:n])


@fuzz_settings
@given(st.data())
def test_fuzz_byte_flips_and_truncations(data):
    """Random corruption of a valid file either loads (the flip hit padding
    or tensor bytes, or kept the JSON valid) or raises ValueError; never
    anything else, never a crash."""
    try:
        load_bytes(corrupted(valid_file(), data.draw))
    except ValueError as e:
        assert str(e).startswith("yaten.load: not a valid yaten file")
    except RuntimeError as e:  # a flip in the magic: no longer a yaten file
        assert str(e).startswith("yaten.load: not a checkpoint yaten can read")


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda children: st.lists(children, max_size=3) | st.tuples(children, children)
    | st.dictionaries(st.text(max_size=3) | st.integers(), children, max_size=3),
    max_leaves=10))
def test_fuzz_round_trip_plain_values(obj):
    assert_same(roundtrip(obj), obj)
