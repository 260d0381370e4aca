"""PyTorch's legacy and convenience API, run the same way on yaten and torch:
the typed constructors (LongTensor, FloatTensor, ...) and isinstance on
them, Tensor.new*, type(), the *_as methods, autograd.Variable, is_tensor,
is_storage, numel and the constants."""
import math
import warnings

import numpy as np
import pytest

import yaten
from test_arg_errors import normalised

torch = pytest.importorskip("torch")

LEGACY = ["FloatTensor", "DoubleTensor", "HalfTensor", "BFloat16Tensor", "LongTensor", "IntTensor", "ShortTensor",
          "CharTensor", "ByteTensor", "BoolTensor"]
DTYPES = ["float32", "float64", "float16", "bfloat16", "int64", "int32", "int16", "int8", "uint8", "bool"]


def same(ours, theirs):
    assert tuple(ours.shape) == tuple(theirs.shape)
    assert str(ours.dtype).split(".")[1] == str(theirs.dtype).split(".")[1]


def values_match(ours, theirs):
    same(ours, theirs)
    assert ours.tolist() == theirs.tolist()


@pytest.mark.parametrize("name", LEGACY)
@pytest.mark.parametrize("args", [([1, 0, 2],), ((1, 2),), ([[1, 2], [3, 4]],), (np.array([1, 0]),)])
def test_constructor_from_data(name, args):
    values_match(getattr(yaten, name)(*args), getattr(torch, name)(*args))


@pytest.mark.parametrize("name", LEGACY)
def test_constructor_from_sizes(name):
    for args in [(2, 3), (4,), ()]:
        same(getattr(yaten, name)(*args), getattr(torch, name)(*args))
    same(getattr(yaten, name)(yaten.Size([2, 5])), getattr(torch, name)(torch.Size([2, 5])))


@pytest.mark.parametrize("name", LEGACY)
def test_isinstance_by_dtype(name):
    for dtype in DTYPES:
        ours = isinstance(yaten.ones(2, dtype=getattr(yaten, dtype)), getattr(yaten, name))
        theirs = isinstance(torch.ones(2, dtype=getattr(torch, dtype)), getattr(torch, name))
        assert ours == theirs, (name, dtype)
    assert not isinstance([1], getattr(yaten, name))


def test_constructor_from_a_tensor_of_its_dtype_shares_it():
    x = yaten.tensor([1.0, 2.0])
    y = yaten.FloatTensor(x)
    y[0] = 5.0
    assert x[0].item() == 5.0


# Every form of the legacy constructors, good and bad: yaten.FloatTensor(...) and the other typed
# ones, yaten.Tensor(...) (the default float dtype) and x.new(...) (x's dtype). x is a (2, 3) float
# tensor, i a (2,) int64 one holding [2, 3].
LEGACY_CALLS = [
    "lib.FloatTensor()", "lib.FloatTensor(2, 3)", "lib.FloatTensor(lib.Size([2, 3]))", "lib.FloatTensor([2, 3])",
    "lib.FloatTensor((2, 3))", "lib.FloatTensor([])", "lib.FloatTensor(range(3))", "lib.FloatTensor(x)",
    "lib.FloatTensor(np.int64(2), 3)", "lib.FloatTensor(2, True)", "lib.FloatTensor(i[:1], 3)",
    "lib.FloatTensor(np.ones((2, 2)))", "lib.FloatTensor(np.array(3.0))", "lib.LongTensor(np.array([1.5, 2.7]))",
    "lib.FloatTensor([np.float32(1), 2])", "lib.FloatTensor([lib.tensor(1.0), lib.tensor(2.0)])",
    "lib.FloatTensor(other=x)", "lib.FloatTensor(size=(2,))", "lib.FloatTensor(data=[1])",
    "lib.FloatTensor(device='cpu')", "lib.FloatTensor(2, device='cpu:0')", "lib.FloatTensor([1], device=None)",
    "lib.FloatTensor(device=lib.device('cpu'))", "lib.FloatTensor(x.storage())", "lib.FloatTensor(x.storage().untyped())",
    "lib.FloatTensor(x.double().storage().untyped())", "lib.BoolTensor([2, 0])", "lib.LongTensor([1.7, -1.7])",
    # refused
    "lib.ByteTensor('a')", "lib.FloatTensor('')", "lib.ByteTensor(b'ab')", "lib.IntTensor(x)", "lib.LongTensor(i.int())",
    "lib.DoubleTensor(x)", "lib.HalfTensor(x)", "lib.BFloat16Tensor(x)", "lib.BoolTensor(x)", "lib.CharTensor(i)",
    "lib.ShortTensor(i)", "lib.ByteTensor(i)", "lib.FloatTensor(lib.tensor(2))",
    "lib.FloatTensor(2.5)", "lib.FloatTensor(True)", "lib.FloatTensor(None)", "lib.FloatTensor({1: 2})",
    "lib.FloatTensor(iter([1, 2]))", "lib.FloatTensor(np.float32(2))", "lib.FloatTensor(np.float64(2.5))",
    "lib.FloatTensor(1j)", "lib.FloatTensor(-1)", "lib.FloatTensor(2, -1)", "lib.FloatTensor(lib.Size([2, -1]))",
    "lib.FloatTensor(2, 'a')", "lib.FloatTensor(2, 3.0)", "lib.FloatTensor(2, 3, 4.0)", "lib.FloatTensor(2**63)",
    "lib.FloatTensor([1, 'a'])", "lib.FloatTensor([1], [2])", "lib.FloatTensor([2, 3], [4])", "lib.FloatTensor(x, x)",
    "lib.FloatTensor(x, device='cpu')", "lib.FloatTensor(2, 3, device='cuda')", "lib.FloatTensor(device='cuda')",
    "lib.FloatTensor([1, 2], device='cuda')", "lib.FloatTensor(2, 3, device='meta')", "lib.FloatTensor(device=1)",
    "lib.FloatTensor(2, device='xyz')", "lib.FloatTensor(lib.Size([2]), device='cuda')",
    "lib.FloatTensor(2, device=lib.device('cuda', 0))", "lib.FloatTensor(requires_grad=True)",
    "lib.FloatTensor(foo=1)", "lib.FloatTensor([1.0], dtype=lib.float64)", "lib.FloatTensor(x.double().storage())",
    "lib.ByteTensor([-1, 300])", "lib.CharTensor([200])", "lib.IntTensor([2**40])",
    "lib.FloatTensor(np.array([1, 2], dtype='>f4'))", "lib.FloatTensor(np.array(['a']))",
    # yaten.Tensor(...)
    "lib.Tensor()", "lib.Tensor(2, 3)", "lib.Tensor([1, 2])", "lib.Tensor(i)", "lib.Tensor(lib.Size([2]))",
    "lib.Tensor(range(2))", "lib.Tensor(data=[1])", "lib.Tensor(2, device='cpu')", "lib.Tensor(x.storage())",
    "lib.Tensor('a')", "lib.Tensor(2.5)", "lib.Tensor(-1)", "lib.Tensor(None)", "lib.Tensor(x, x)",
    "lib.Tensor(2, 'a')", "lib.Tensor(foo=1)", "lib.Tensor(2, 3, dtype=lib.float64)", "lib.Tensor([1], device='cuda')",
    "lib.Tensor(x, device='cpu')", "lib.Tensor(np.float32(2))", "lib.Tensor(x for x in [1])",
    "lib.Tensor(i.storage())",
    # x.new(...)
    "x.new()", "x.new(2, 3)", "x.new([1, 2])", "x.new(x)", "x.new(x.storage())", "x.new(x.storage(), device='cpu')",
    "x.new('a')", "x.new(i)", "x.new(2.5)", "x.new(-1)", "x.new(2, 3, device='cuda')", "x.new(foo=1)",
    "x.new([1], dtype=lib.float64)", "x.new(2, 3, dtype=lib.float64)", "x.new(None)", "x.new(x, x)",
    "x.new(requires_grad=True)", "x.new(x, device='cpu')",
    # x.new_tensor(...)
    "x.new_tensor([1, 2])", "x.new_tensor([1.5], dtype=lib.int32)", "x.new_tensor(data=[1])", "x.new_tensor(i)",
    "x.new_tensor([1], device='cpu')", "x.new_tensor([1], device='cuda')", "x.new_tensor([1], lib.float64)",
    "x.new_tensor()", "x.new_tensor([1], layout=lib.strided)", "x.new_tensor([1], foo=1)", "x.new_tensor('a')",
    "x.new_tensor([1], dtype='a')",
]


def legacy_outcome(lib, call):
    """What the call gives on lib: its tensor's shape, dtype and values (those it defines), or its exception."""
    x = lib.ones(2, 3)
    i = lib.tensor([2, 3])
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = eval(call, {"lib": lib, "x": x, "i": i, "np": np})
    except Exception as e:  # noqa: BLE001 - the exception is what is compared
        # torch lists its complex dtypes among those it converts; yaten has none yet.
        return type(e).__name__, normalised(str(e)).replace("complex64, complex128, ", "")
    uninitialised = call.startswith(("x.new(2", "lib.FloatTensor(2", "lib.Tensor(2", "lib.FloatTensor(lib.Size",
                                     "lib.Tensor(lib.Size", "lib.FloatTensor(np.int64", "lib.FloatTensor(i[",
                                     "lib.FloatTensor(size"))
    return tuple(out.shape), str(out.dtype).split(".")[1], None if uninitialised else out.tolist()


@pytest.mark.parametrize("call", LEGACY_CALLS)
def test_legacy_constructor_call_as_torch(call):
    assert legacy_outcome(yaten, call) == legacy_outcome(torch, call)


@pytest.mark.parametrize("call", ["lib.FloatTensor(np.ones(2, dtype=np.complex64))", "lib.Tensor([1j])"])
def test_legacy_constructor_refuses_complex_data(call):
    # torch 1.13 drops the imaginary part with a warning; yaten has no complex dtype yet and says so.
    with pytest.raises(TypeError, match="complex"):
        eval(call, {"lib": yaten, "np": np})


def test_legacy_constructors_share_what_torch_shares():
    for lib in (yaten, torch):
        array = np.ones(3, dtype=np.float32)
        lib.FloatTensor(array)[0] = 5.0
        lib.Tensor(array)[1] = 6.0
        lib.ones(1).new(array)[2] = 7.0
        assert array.tolist() == [5.0, 6.0, 7.0]
        doubles = np.ones(2)
        lib.FloatTensor(doubles)[0] = 5.0  # converted: a copy
        assert doubles.tolist() == [1.0, 1.0]
        x = lib.zeros(2, 3)
        lib.FloatTensor(x.storage())[4] = 1.0
        lib.FloatTensor(x)[0, 0] = 2.0
        assert x.flatten().tolist() == [2.0, 0.0, 0.0, 0.0, 1.0, 0.0]


def test_legacy_constructor_of_a_tensor_keeps_its_history():
    for lib in (yaten, torch):
        x = lib.ones(2, requires_grad=True)
        for y in (lib.Tensor(x), lib.FloatTensor(x), x.new(x)):
            assert y.requires_grad and not y.is_leaf and y.grad_fn.name() == "AliasBackward0"
            y.sum().backward()
        assert x.grad.tolist() == [3.0, 3.0]


def test_tensor_subclass_constructs_through_the_legacy_constructor():
    for lib in (yaten, torch):
        class Sub(lib.Tensor):
            pass
        s = Sub([1, 2])
        assert type(s) is Sub and s.dtype is lib.float32 and s.tolist() == [1.0, 2.0]
        assert Sub(lib.ones(2, requires_grad=True)).requires_grad


def test_tensor_new_methods():
    for lib in (yaten, torch):
        x = lib.tensor([1, 2])
        assert x.new(2, 3).shape == (2, 3) and x.new(2, 3).dtype is lib.int64
        assert x.new([1, 2]).dtype is lib.int64 and x.new().shape == (0,)
        assert x.new_tensor([1.5, 2.5]).tolist() == [1, 2]
        assert x.new_tensor([1.5], dtype=lib.float64).dtype is lib.float64
        assert x.new_tensor([1.5], dtype=lib.float32, requires_grad=True).requires_grad
    values_match(yaten.tensor([1, 2]).new_zeros(2, 3), torch.tensor([1, 2]).new_zeros(2, 3))
    values_match(yaten.tensor([1.0]).new_ones((3,), dtype=yaten.int32), torch.tensor([1.0]).new_ones((3,), dtype=torch.int32))
    values_match(yaten.tensor([1]).new_full((2, 2), 3.5), torch.tensor([1]).new_full((2, 2), 3.5))
    same(yaten.tensor([1.0]).new_empty(4), torch.tensor([1.0]).new_empty(4))


def test_type_speaks_torchs_names():
    for lib in (yaten, torch):
        x = lib.tensor([1, 2])
        assert x.type() == "torch.LongTensor"
        assert x.float().type() == "torch.FloatTensor"
        assert x.type(lib.float64).type() == "torch.DoubleTensor"
        assert x.type("torch.DoubleTensor").dtype is lib.float64
        assert x.type(lib.FloatTensor).dtype is lib.float32
        assert x.type(lib.int64) is x
    assert yaten.tensor([1]).type("yaten.IntTensor").dtype is yaten.int32
    with pytest.raises(ValueError):
        yaten.tensor([1]).type("torch.Foo")
    with pytest.raises(RuntimeError):
        yaten.tensor([1]).type("torch.cuda.FloatTensor")


def test_as_methods():
    for lib in (yaten, torch):
        x = lib.arange(6.0, requires_grad=True)
        v = x.view_as(lib.ones(2, 3))
        r = x.reshape_as(lib.ones(3, 2))
        assert v.shape == (2, 3) and r.shape == (3, 2) and v.grad_fn is not None
        assert x.type_as(lib.ones(1, dtype=lib.float64)).dtype is lib.float64
        assert x.type_as(x) is x
        assert x.expand_as(lib.ones(6)).shape == (6,)
        (v.sum() + r.sum()).backward()
        assert x.grad.tolist() == [2.0] * 6


def test_variable_returns_a_tensor():
    for lib in (yaten, torch):
        x = lib.tensor([1.0, 2.0])
        v = lib.autograd.Variable(x, requires_grad=True)
        assert type(v) is lib.Tensor and v.requires_grad and v.is_leaf
        v.detach()[0] = 3.0
        assert x[0].item() == 3.0  # shares memory
        assert isinstance(x, lib.autograd.Variable)
        assert not lib.autograd.Variable(x).requires_grad


def test_volatile_is_gone_in_torchs_words():
    # Variable(data, volatile=True) in the evaluation loops of 0.3-era scripts; x.volatile read and set.
    import warnings

    def said(call):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            result = call()
        return result if isinstance(result, (bool, type(None))) else "tensor", [str(w.message) for w in caught]

    for call in (lambda lib: lib.autograd.Variable(lib.ones(2), volatile=True), lambda lib: lib.ones(2).volatile,
                 lambda lib: setattr(lib.ones(2), "volatile", True)):
        assert said(lambda: call(yaten)) == said(lambda: call(torch))
    assert not yaten.autograd.Variable(yaten.ones(2), volatile=True).requires_grad


@pytest.mark.parametrize("call", [
    lambda lib, x: lib.solve(x, x), lambda lib, x: lib.lstsq(x, x), lambda lib, x: lib.eig(x, True),
    lambda lib, x: lib.matrix_rank(x), lambda lib, x: x.solve(x), lambda lib, x: x.lstsq(x), lambda lib, x: x.eig(),
    lambda lib, x: lib.solve(x)])
def test_functions_torch_removed_refuse_in_its_words(call):
    # The parametrizations tutorial's first Cayley map called torch.solve: torch 1.13 names what replaced it.
    def refusal(lib):
        with pytest.raises(Exception) as info:
            call(lib, lib.eye(2))
        return type(info.value), str(info.value)

    assert refusal(yaten) == refusal(torch)


def test_module_level_helpers():
    for lib in (yaten, torch):
        x = lib.ones(2, 3)
        assert lib.is_tensor(x) and not lib.is_tensor([1]) and not lib.is_tensor(np.ones(2))
        assert not lib.is_storage(x)
        assert lib.numel(x) == 6
        assert lib.pi == math.pi and lib.e == math.e and lib.inf == math.inf and math.isnan(lib.nan)
    assert yaten.newaxis is None and yaten.ones(3)[:, yaten.newaxis].shape == (3, 1)


def test_type_strings_name_every_dtype_as_torch():
    for dtype in DTYPES:
        assert yaten.ones(2, dtype=getattr(yaten, dtype)).type() == torch.ones(2, dtype=getattr(torch, dtype)).type()
    for name in LEGACY:
        x = yaten.tensor([1.0, 2.0]).type("torch." + name)
        assert x.dtype is getattr(yaten, name).dtype and x.type() == "torch." + name


@pytest.mark.parametrize("name", LEGACY)
def test_cuda_types_exist_and_refuse_as_in_a_cpu_only_torch(name):
    ours, theirs = getattr(yaten.cuda, name), getattr(torch.cuda, name)
    assert repr(ours).replace("yaten", "torch") == repr(theirs)
    assert (ours.is_cuda, ours.is_sparse, str(ours.dtype).split(".")[1]) == \
        (theirs.is_cuda, theirs.is_sparse, str(theirs.dtype).split(".")[1])
    assert getattr(yaten, name).is_cuda == getattr(torch, name).is_cuda
    for lib, cls in ((yaten, ours), (torch, theirs)):
        assert not isinstance(lib.ones(2, dtype=cls.dtype), cls)
        for args in ((), (2, 3), ([1, 0],)):
            with pytest.raises(TypeError, match=f"type torch.cuda.{name} not available"):
                cls(*args)
        with pytest.raises(RuntimeError):
            lib.ones(2).type(cls)


def test_cuda_type_chosen_only_when_cuda_is_available():
    # The GAN scripts' pattern: pick the legacy type by availability, then build with it.
    for lib in (yaten, torch):
        Tensor = lib.cuda.FloatTensor if lib.cuda.is_available() else lib.FloatTensor
        assert Tensor(np.zeros((2, 3))).dtype is lib.float32


@pytest.mark.parametrize("default", ["float32", "float64"])
def test_type_of_the_tensor_class_is_the_default_dtype(default):
    # cyclegan's pattern: Tensor = torch.cuda.FloatTensor if cuda else torch.Tensor; batch.type(Tensor)
    for lib in (yaten, torch):
        previous = lib.get_default_dtype()
        lib.set_default_dtype(getattr(lib, default))
        try:
            x = lib.tensor([1, 2])
            assert x.type(lib.Tensor).dtype is getattr(lib, default)
            assert x.type("torch.Tensor").dtype is getattr(lib, default)
            y = lib.ones(2, dtype=getattr(lib, default))
            assert y.type(lib.Tensor) is y
        finally:
            lib.set_default_dtype(previous)


def test_type_refuses_other_classes_by_name_as_torch():
    class Sub(yaten.Tensor):
        pass
    for cls in (int, Sub, yaten.nn.Parameter):
        with pytest.raises(ValueError, match=f"invalid type: '{cls.__name__}'"):
            yaten.tensor([1]).type(cls)
    with pytest.raises(ValueError, match="invalid type: 'Parameter'"):
        torch.tensor([1]).type(torch.nn.Parameter)
