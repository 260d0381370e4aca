"""yaten.utils.safetensors: round trips of every dtype, a file built by
hand from the format's description, lazy reading with safe_open, and
crafted headers refused with ValueError before anything is allocated."""
import json
import struct

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from byte_fuzz import corrupted, fuzz_settings

import yaten
from yaten.utils import safetensors

DTYPES = {"bool": "BOOL", "uint8": "U8", "int32": "I32", "int64": "I64", "float32": "F32", "float64": "F64"}


def sample(name, rng, shape=(2, 3)):
    values = rng.standard_normal(shape) * 100
    return yaten.tensor(values > 0 if name == "bool" else values.astype(np.dtype(name)))


def test_round_trip_every_dtype(tmp_path, rng):
    tensors = {name: sample(name, rng) for name in DTYPES}
    tensors["scalar"] = yaten.tensor(2.5)
    tensors["empty"] = yaten.zeros(0, 4)
    tensors["view"] = yaten.arange(12.0).reshape(3, 4).t()
    path = tmp_path / "w.safetensors"
    safetensors.save_file(tensors, path, metadata={"format": "pt"})
    out = safetensors.load_file(path)
    assert sorted(out) == sorted(tensors)
    for name, t in tensors.items():
        assert out[name].dtype is t.dtype and out[name].shape == t.shape and out[name].is_contiguous()
        np.testing.assert_array_equal(out[name].numpy(), t.numpy())
    with safetensors.safe_open(path, framework="pt") as f:
        assert f.metadata() == {"format": "pt"} and f.keys() == sorted(tensors)
    assert safetensors.load(safetensors.save(tensors))["view"].tolist() == tensors["view"].tolist()


def test_layout_matches_the_format_description():
    data = safetensors.save({"a": yaten.tensor([1.0, 2.0]), "b": yaten.tensor([7], dtype=yaten.int64)})
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + n])
    assert (8 + n) % 8 == 0 and data[8:8 + n].rstrip(b" ") == data[8:8 + n].rstrip()
    assert header == {"b": {"dtype": "I64", "shape": [1], "data_offsets": [0, 8]},
                      "a": {"dtype": "F32", "shape": [2], "data_offsets": [8, 16]}}
    assert data[8 + n:] == struct.pack("<q2f", 7, 1.0, 2.0)


def hand_made(header, payload):
    raw = json.dumps(header).encode()
    return struct.pack("<Q", len(raw)) + raw + payload


def test_reads_a_file_built_by_hand():
    data = hand_made({"__metadata__": {"k": "v"}, "w": {"dtype": "F64", "shape": [2, 2], "data_offsets": [0, 32]},
                      "m": {"dtype": "BOOL", "shape": [3], "data_offsets": [32, 35]}},
                     struct.pack("<4d", 1, 2, 3, 4) + b"\x01\x00\x01")
    out = safetensors.load(data)
    assert out["w"].tolist() == [[1.0, 2.0], [3.0, 4.0]] and out["m"].tolist() == [True, False, True]


def test_safe_open_reads_each_tensor_when_asked(tmp_path):
    path = tmp_path / "lazy.safetensors"
    safetensors.save_file({"a": yaten.zeros(4), "b": yaten.zeros(4)}, path)
    with safetensors.safe_open(path, framework="pt") as f:
        with open(path, "r+b") as raw:  # changed after the header was read: get_tensor sees the change
            raw.seek(-4, 2)
            raw.write(struct.pack("<f", 9.0))
        assert f.get_tensor("b").tolist() == [0.0, 0.0, 0.0, 9.0]
        with pytest.raises(KeyError, match="no tensor named 'c'"):
            f.get_tensor("c")
    with pytest.raises(RuntimeError, match="closed"):
        f.get_tensor("a")


def test_save_refusals():
    t = yaten.ones(4)
    with pytest.raises(RuntimeError, match="share memory"):
        safetensors.save({"a": t, "b": t[1:]})
    with pytest.raises(TypeError, match="not a tensor"):
        safetensors.save({"a": [1.0]})
    with pytest.raises(TypeError, match="metadata"):
        safetensors.save({"a": t}, metadata={"k": 1})
    with pytest.raises(RuntimeError, match="only the cpu"):
        safetensors.load_file("unused", device="cuda")


F32 = {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}


@pytest.mark.parametrize("data, message", [
    (b"\x01\x00", "shorter than the 8-byte"),
    (struct.pack("<Q", 2 ** 63) + b"{}", "claims"),
    (struct.pack("<Q", 4) + b"\xff\xfe{}", "not valid JSON"),
    (hand_made([], b""), "JSON object"),
    (hand_made({"a": F32, "b": F32}, b"\0" * 8), "starts at 0"),
    (hand_made({"a": {**F32, "dtype": "F8"}}, b"\0" * 8), "does not have"),
    (hand_made({"a": {**F32, "shape": [-2]}}, b"\0" * 8), "non-negative"),
    (hand_made({"a": {**F32, "shape": [2 ** 62, 2 ** 62]}}, b"\0" * 8), "bytes for shape"),
    (hand_made({"a": {**F32, "data_offsets": [0, 2 ** 63]}}, b"\0" * 8), "within the data"),
    (hand_made({"a": {**F32, "data_offsets": [8, 0]}}, b"\0" * 8), "within the data"),
    (hand_made({"a": F32}, b"\0" * 12), "cover 8 bytes"),
    (hand_made({"a": {**F32, "extra": 1}}, b"\0" * 8), "exactly the keys"),
    (hand_made({"__metadata__": {"k": 1}}, b""), "__metadata__"),
    (hand_made({"a": {"dtype": "BOOL", "shape": [2], "data_offsets": [0, 2]}}, b"\x02\xff"), "other than 0 and 1"),
    (struct.pack("<Q", 9) + b'{"a":1,"a":2}'[:9], "not valid JSON"),
    (hand_made({"a": F32}, b"\0" * 4), "within the data"),
])
def test_hostile_files_refused(data, message):
    with pytest.raises(ValueError, match=message):
        safetensors.load(data)


def test_duplicate_names_refused():
    raw = b'{"a":' + json.dumps(F32).encode() + b',"a":' + json.dumps(F32).encode() + b"}"
    with pytest.raises(ValueError, match="names 'a' twice"):
        safetensors.load(struct.pack("<Q", len(raw)) + raw + b"\0" * 8)


def valid_file():
    return safetensors.save({"w": yaten.arange(6.0).reshape(2, 3), "i": yaten.tensor([1, 2, 3]),
                             "m": yaten.tensor([True, False])}, metadata={"k": "v"})


def test_every_truncation_refused():
    data = valid_file()
    for n in range(len(data)):
        with pytest.raises(ValueError, match="safetensors: invalid file"):
            safetensors.load(data[:n])


@fuzz_settings
@given(st.data())
def test_fuzz_byte_flips_and_truncations(data):
    try:
        safetensors.load(corrupted(valid_file(), data.draw))
    except ValueError as e:
        assert str(e).startswith("safetensors: invalid file")
