"""numpy arrays into yaten (from_numpy, as_tensor, tensor) and back
(numpy(), np.asarray), compared with torch: dtypes, memory sharing, and
refusals of what yaten cannot read, with torch's exception types."""
import warnings

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

DTYPES = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "float32", "float64"]


def array(dtype):
    return np.array([[1, 0, 3], [4, 5, 0]]).astype(dtype)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("make", ["from_numpy", "as_tensor", "tensor"])
def test_every_dtype_as_torch(dtype, make):
    a = array(dtype)
    ours, theirs = getattr(yaten, make)(a), getattr(torch, make)(a)
    assert str(ours.dtype).split(".")[1] == str(theirs.dtype).split(".")[1]
    assert ours.tolist() == theirs.tolist()


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("to_numpy", ["method", "asarray"])
def test_arrays_of_tensors_print_as_torchs(dtype, to_numpy):
    # array([1, 2, 3]) with no dtype=int64: the same numpy type code as torch's (C long for int64)
    def convert(lib):
        t = lib.tensor([[1, 0, 3], [4, 5, 0]], dtype=getattr(lib, dtype))
        return t.numpy() if to_numpy == "method" else np.asarray(t)
    ours, theirs = convert(yaten), convert(torch)
    assert ours.dtype.char == theirs.dtype.char
    assert repr(ours) == repr(theirs)


@pytest.mark.parametrize("make,shares", [("from_numpy", True), ("as_tensor", True), ("tensor", False)])
def test_memory_shared_where_torch_shares_it(make, shares):
    a = np.zeros(3, dtype=np.float32)
    x = getattr(yaten, make)(a)
    a[1] = 5
    assert (x[1].item() == 5) == shares
    t = getattr(torch, make)(a)
    a[2] = 7
    assert (t[2].item() == 7) == shares


def test_as_tensor_shares_when_the_dtype_already_matches():
    a = np.zeros(3, dtype=np.float32)
    x, y = yaten.as_tensor(a, dtype=yaten.float32), yaten.as_tensor(a, dtype=yaten.float64)
    a[0] = 4
    assert x[0].item() == 4 and y[0].item() == 0 and y.dtype is yaten.float64


def test_numpy_shares_and_converts_back():
    x = yaten.arange(6).reshape(2, 3)
    a = x.numpy()
    x[0, 0] = 10
    assert a[0, 0] == 10 and a.dtype == np.int64
    b = np.asarray(x, dtype=np.float64)
    assert b.dtype == np.float64 and b.tolist() == x.tolist()
    assert x.__array__().dtype == np.int64 and x.__array__(np.float32).dtype == np.float32


def test_numpy_force_detaches():
    x = yaten.ones(2, requires_grad=True)
    with pytest.raises(RuntimeError, match="requires grad"):
        x.numpy()
    assert x.numpy(force=True).tolist() == [1.0, 1.0]
    assert torch.ones(2, requires_grad=True).numpy(force=True).tolist() == [1.0, 1.0]


def same_error(call):
    with pytest.raises(Exception) as theirs:
        call(torch)
    with pytest.raises(type(theirs.value)) as ours:
        call(yaten)
    return str(ours.value)


@pytest.mark.parametrize("make", ["from_numpy", "as_tensor", "tensor"])
@pytest.mark.parametrize("dtype", [">f4", ">i8", ">f8"])
def test_other_byte_order_is_refused(make, dtype):
    message = same_error(lambda lib: getattr(lib, make)(np.arange(3, dtype=dtype)))
    assert "byte order" in message


@pytest.mark.parametrize("make", ["from_numpy", "as_tensor", "tensor"])
@pytest.mark.parametrize("dtype", ["uint16", "uint32", "uint64", "object", "str"])
def test_unsupported_dtype_is_refused_as_torch(make, dtype):
    a = np.array([1, 2], dtype=dtype) if dtype != "str" else np.array(["a", "b"])
    message = same_error(lambda lib: getattr(lib, make)(a))
    assert "can't convert np.ndarray of type numpy." in message


@pytest.mark.parametrize("make", ["from_numpy", "as_tensor", "tensor"])
def test_negative_strides_are_refused_as_torch(make):
    message = same_error(lambda lib: getattr(lib, make)(np.arange(4)[::-1]))
    assert "negative" in message


@pytest.mark.parametrize("data", [np.ones(2, dtype=np.complex64), np.ones(2, dtype=np.complex128)])
def test_complex_array_is_refused_not_read_as_floats(data):
    for make in (yaten.from_numpy, yaten.as_tensor, yaten.tensor):
        with pytest.raises(TypeError, match="complex"):
            make(data)


@pytest.mark.parametrize("data", [1 + 2j, [1.0, 2j], [[1j]]])
def test_python_complex_is_refused(data):
    with pytest.raises(TypeError, match="complex"):
        yaten.tensor(data)


def test_non_writeable_array_warns_as_torch():
    a = np.arange(3.0)
    a.flags.writeable = False
    with pytest.warns(UserWarning, match="not writable"):
        x = yaten.from_numpy(a)
    assert x.tolist() == [0.0, 1.0, 2.0]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        yaten.tensor(a)  # a copy: nothing to warn about


def test_from_numpy_wants_an_array():
    same_error(lambda lib: lib.from_numpy([1, 2]))


def test_strided_array_keeps_its_strides():
    a = np.zeros((2, 6))[:, ::2]
    assert yaten.from_numpy(a).stride() == torch.from_numpy(a).stride()


@pytest.mark.parametrize("make", [
    lambda: [np.array([1.0, 2.0]), np.array([3.0, 4.0])],
    lambda: [np.arange(3, dtype=np.int32), np.arange(3, dtype=np.int32)],
    lambda: [[np.ones((2, 2), dtype=np.float32)], [np.zeros((2, 2), dtype=np.float32)]],
    lambda: (np.array([True]), np.array([False])),
    lambda: [np.array([1.0, 2.0]), [3, 4]],
    lambda: [np.float32(1), np.array(2.0)],
])
def test_a_list_of_arrays_stacks_them_with_their_dtype(make):
    ours, theirs = yaten.tensor(make()), torch.tensor(make())
    assert (ours.tolist(), str(ours.dtype)[6:]) == (theirs.tolist(), str(theirs.dtype)[6:])


def test_a_list_of_arrays_warns_as_torch_at_most_once_per_process():
    script = ("import warnings, numpy as np, {lib}; warnings.simplefilter('always')\n"
              "with warnings.catch_warnings(record=True) as w:\n"
              "    {lib}.tensor([np.ones(2)]); {lib}.tensor([np.ones(2)])\n"
              "print([str(m.message).split(' (Triggered')[0] for m in w])")
    import subprocess
    import sys
    out = [subprocess.run([sys.executable, "-c", script.format(lib=lib)], capture_output=True, text=True,
                          check=True).stdout for lib in ("yaten", "torch")]
    assert out[0] == out[1] and "numpy.ndarrays is extremely slow" in out[0]


def test_a_list_of_arrays_of_unequal_lengths_is_refused_as_torch():
    for lib in (yaten, torch):
        with pytest.raises(ValueError):
            lib.tensor([np.ones(2), np.ones(3)])


@pytest.mark.parametrize("call", ["np.exp(x)", "np.add(x, 1)", "x + np.ones(3)", "x @ np.ones((3, 2))", "np.greater(x, 0)",
                                  "x * np.ones((2, 3), np.float32)", "np.exp(x[0, 0])", "np.negative(x.double())"])
def test_numpy_functions_of_a_tensor_give_a_tensor_as_torch(call):
    # numpy hands its result to the tensor's __array_wrap__: a tensor over the result (bool as uint8).
    def result(lib):
        out = eval(call, {"x": lib.ones(2, 3), "np": np})
        return type(out) is lib.Tensor, str(out.dtype).split(".")[1], tuple(out.shape), out.tolist()

    assert result(yaten) == result(torch)
