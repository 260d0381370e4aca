"""torch.asarray, frombuffer, empty_strided and Tensor.new_empty_strided
(yaten._asarray) against torch: values, dtypes, which results share memory,
autograd flags, and the refusals."""
import array
import mmap

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")
from both_libraries import same_outcome  # noqa: E402


@pytest.mark.parametrize("kwargs", [{}, {"count": 2, "offset": 4}, {"count": 5}, {"offset": 17}, {"offset": 2},
                                    {"count": 0}, {"count": -2}, {"offset": -1}])
def test_frombuffer_geometry_and_refusals(kwargs):
    same_outcome(lambda lib: lib.frombuffer(bytearray(range(16)), dtype=lib.int32, **kwargs))


@pytest.mark.parametrize("buffer", [lambda: bytearray(), lambda: bytearray(6), lambda: [1, 2],
                                    lambda: array.array("f", [1.5, 2.5]), lambda: memoryview(bytearray(b"abcd"))])
def test_frombuffer_of_buffers(buffer):
    same_outcome(lambda lib: lib.frombuffer(buffer(), dtype=lib.float32))


def test_frombuffer_shares_memory_both_ways():
    data = bytearray(8)
    t = yaten.frombuffer(data, dtype=yaten.int16)
    t[1] = 258
    assert data[2:4] == bytes([2, 1])
    data[0] = 7
    assert t[0].item() == 7
    with mmap.mmap(-1, 16) as mapped:
        view = yaten.frombuffer(mapped, dtype=yaten.float32, requires_grad=True)
        assert view.requires_grad and view.is_leaf and view.shape == (4,)
        del view


def test_frombuffer_of_read_only_bytes_warns_and_shares():
    from yaten import _asarray
    _asarray._warned_read_only.clear()
    data = b"abcd"
    with pytest.warns(UserWarning, match="not writable"):
        t = yaten.frombuffer(data, dtype=yaten.uint8)
    assert t.tolist() == [97, 98, 99, 100]


ASARRAY_INPUTS = {
    "list": lambda lib: [1, 2.5], "int": lambda lib: 3, "nested": lambda lib: [[1, 2], [3, 4]],
    "ragged": lambda lib: [[1, 2], [3]], "str": lambda lib: "abc", "numpy": lambda lib: np.arange(3.0),
    "numpy_strided": lambda lib: np.arange(6.0)[::2], "numpy_int": lambda lib: np.arange(3, dtype=np.int16),
    "tensor": lambda lib: lib.arange(3.0), "int_tensor": lambda lib: lib.arange(3),
    "array_f": lambda lib: array.array("f", [1.0, 2.0]), "array_d": lambda lib: array.array("d", [1.0, 2.0]),
    "bytearray": lambda lib: bytearray(8), "numpy_scalar": lambda lib: np.float32(2.0),
}


@pytest.mark.parametrize("kwargs", [{}, {"dtype": "float64"}, {"dtype": "int32"}, {"copy": True}, {"copy": False},
                                    {"dtype": "float64", "copy": False}, {"requires_grad": True},
                                    {"device": "cpu"}, {"device": "cuda"}])
@pytest.mark.parametrize("name", ASARRAY_INPUTS)
def test_asarray_values_and_refusals(name, kwargs):
    def call(lib):
        options = dict(kwargs, dtype=getattr(lib, kwargs["dtype"])) if "dtype" in kwargs else kwargs
        result = lib.asarray(ASARRAY_INPUTS[name](lib), **options)
        return result, result.dtype, result.requires_grad, result.is_leaf
    same_outcome(call)


def shares(result, source):
    if isinstance(source, np.ndarray):
        return result.data_ptr() == source.ctypes.data
    return result.data_ptr() == source.data_ptr()


@pytest.mark.parametrize("kwargs", [{}, {"copy": True}, {"dtype": "float32"}, {"dtype": "float64"},
                                    {"requires_grad": True}])
@pytest.mark.parametrize("source", ["numpy", "tensor"])
def test_asarray_shares_memory_as_torch(source, kwargs):
    def call(lib):
        data = np.arange(3.0) if source == "numpy" else lib.arange(3.0, dtype=lib.float64)
        options = dict(kwargs, dtype=getattr(lib, kwargs["dtype"])) if "dtype" in kwargs else kwargs
        result = lib.asarray(data, **options)
        return shares(result, data), result is data
    same_outcome(call)


def test_asarray_reads_numpy_subclasses_with_their_dtype(tmp_path):
    mapped = np.memmap(tmp_path / "m.bin", dtype=np.int16, mode="w+", shape=(3,))
    mapped[:] = [1, 2, 3]
    for lib in (torch, yaten):
        shared = lib.asarray(mapped)
        assert shared.dtype == lib.int16 and shared.tolist() == [1, 2, 3]
        assert shared.data_ptr() == mapped.ctypes.data
    assert yaten.asarray(np.matrix([[1.0, 2.0]])).tolist() == [[1.0, 2.0]]


def test_asarray_shares_dlpack_and_buffers():
    source = yaten.arange(4.0)
    capsule_holder = type("Holder", (), {"__dlpack__": lambda self, stream=None: source.__dlpack__(),
                                         "__dlpack_device__": lambda self: (1, 0)})()
    shared = yaten.asarray(capsule_holder)
    shared[0] = 9.0
    assert source[0].item() == 9.0
    raw = bytearray(8)
    over = yaten.asarray(raw)
    over.fill_(1.0)
    assert np.frombuffer(raw, dtype=np.float32).tolist() == [1.0, 1.0]
    assert np.frombuffer(raw, dtype=np.float32).tolist() == torch.asarray(raw).tolist()


@pytest.mark.parametrize("leaf", [True, False])
@pytest.mark.parametrize("kwargs", [{}, {"requires_grad": True}, {"copy": True}, {"copy": True, "requires_grad": True},
                                    {"dtype": "float64"}, {"dtype": "float64", "requires_grad": True}])
def test_asarray_autograd_flags_as_torch(leaf, kwargs):
    """torch's rules, odd ones included: asarray(leaf) hands back the leaf itself with requires_grad switched
    to the argument; a non-leaf's data cut loose unless requires_grad; copies keep history only when asked."""
    def call(lib):
        start = lib.arange(3.0).requires_grad_()
        obj = start if leaf else start * 2
        options = dict(kwargs, dtype=getattr(lib, kwargs["dtype"])) if "dtype" in kwargs else kwargs
        result = lib.asarray(obj, **options)
        return (result is obj, result.requires_grad, result.is_leaf, obj.requires_grad,
                result.grad_fn and result.grad_fn.name().replace("ToCopy", "To"))
    same_outcome(call)


@pytest.mark.parametrize("size, stride", [((2, 3), (1, 2)), ((2, 3), (3, 1)), ((2, 3), (0, 0)), ((2, 0), (1, 1)),
                                          ((2, 3), (1,)), ((2, 3), (1, -1)), ((2, -3), (1, 1)), ((), ()),
                                          ((4,), (2,))])
def test_empty_strided_geometry(size, stride):
    def call(lib):
        t = lib.empty_strided(size, stride)
        return t.shape, t.stride(), t.dtype, t.is_contiguous(), t.is_leaf, t.zero_().tolist()
    same_outcome(call)


def test_empty_strided_options_and_new_empty_strided():
    def call(lib):
        t = lib.empty_strided((2, 2), (1, 2), dtype=lib.int16, requires_grad=False)
        u = lib.ones(1, dtype=lib.float64).new_empty_strided((3, 2), (1, 3))
        v = lib.ones(1).new_empty_strided((2,), (1,), dtype=lib.int8)
        w = lib.empty_strided((2,), (1,), requires_grad=True)
        return t.dtype, t.stride(), u.dtype, u.stride(), v.dtype, w.requires_grad, w.is_leaf
    same_outcome(call)
    same_outcome(lambda lib: lib.empty_strided((2,), (1,), pin_memory=True))
    same_outcome(lambda lib: lib.empty_strided((2,), (1,), device="cuda"))
