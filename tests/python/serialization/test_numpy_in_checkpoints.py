"""numpy arrays and scalars in a checkpoint load weights-only, as torch
1.13's load reads them (the time-sequence-prediction example saves its
data as a float64 array with torch.save and reads it with torch.load);
numpy's reconstruct functions are allowed for plain arrays only."""
import io
import pickle

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

ARRAYS = {
    "float64": np.sin(np.arange(12.0)).reshape(3, 4),
    "int32 fortran": np.asfortranarray(np.arange(6, dtype=np.int32).reshape(2, 3)),
    "bool": np.array([True, False]),
    "empty": np.zeros((0, 3), np.float32),
    "object": np.array([1, "a", None], dtype=object),
    "big-endian": np.arange(3, dtype=">i4"),
}


def saved_by(lib, obj):
    buffer = io.BytesIO()
    lib.save(obj, buffer)
    buffer.seek(0)
    return buffer


@pytest.mark.parametrize("lib", ["torch", "yaten"])
@pytest.mark.parametrize("name", sorted(ARRAYS))
def test_arrays_load_weights_only(lib, name):
    array = ARRAYS[name]
    loaded = yaten.load(saved_by(torch if lib == "torch" else yaten, array))
    expected = torch.load(saved_by(torch, array))  # numpy itself reads a big-endian array back as native
    assert type(loaded) is np.ndarray and loaded.dtype == expected.dtype and loaded.shape == array.shape
    assert loaded.flags.f_contiguous == expected.flags.f_contiguous
    assert loaded.tolist() == array.tolist()


def test_arrays_and_scalars_inside_containers():
    obj = {"data": [np.arange(3.0), np.float32(1.5), np.int64(7)], "t": yaten.ones(2)}
    loaded = yaten.load(saved_by(yaten, obj))
    assert loaded["data"][0].tolist() == [0.0, 1.0, 2.0]
    assert type(loaded["data"][1]) is np.float32 and loaded["data"][1] == 1.5
    assert type(loaded["data"][2]) is np.int64 and loaded["data"][2] == 7
    assert loaded["t"].tolist() == [1.0, 1.0]


class Custom:
    pass


def test_reconstruct_of_another_class_and_ndarray_calls_are_refused():
    from yaten.serialization.safe_unpickler import SafeUnpickler

    def run(payload):
        return SafeUnpickler(payload, {}, None, ()).load()

    # _reconstruct(Custom, ...) names Custom, which is refused as any global.
    with pytest.raises(pickle.UnpicklingError, match="refused the global"):
        run(pickle.dumps(Custom(), protocol=2))
    # numpy.ndarray((10**12,)) would allocate what the file asks: not callable here.
    crafted = b"\x80\x02cnumpy\nndarray\nJ\x00\x10\xa5\xd4\x85R."
    with pytest.raises(pickle.UnpicklingError):
        run(crafted)
    # A real array's bytes of the wrong length: numpy refuses, reported as bad data.
    good = pickle.dumps(np.arange(4.0), protocol=4)
    truncated = good.replace(b"C\x20" + np.arange(4.0).tobytes(), b"C\x18" + np.arange(3.0).tobytes())
    assert truncated != good
    with pytest.raises(pickle.UnpicklingError):
        run(truncated)
