"""yaten.device, layout and memory_format objects, device= on factories, and
Tensor.device / to / cpu / cuda: the same code on yaten and on torch (a
CPU-only build: its answers and errors are the reference)."""
import inspect
import pickle

import numpy as np
import pytest

import yaten
from test_arg_errors import normalised

torch = pytest.importorskip("torch")

CONSTRUCTIONS = [
    ("cpu",), ("cpu", 0), ("cpu:0",), ("cuda",), ("cuda:1",), ("cuda", 3), ("mps",), ("meta",), ("xla:2",), (1,),
]
BAD_CONSTRUCTIONS = [
    ("cuda:-1",), ("foo",), ("CPU",), (" cpu",), ("cuda:x",), ("cuda:01",), ("cpu:0:1",), ("",), (":1",), ("cuda:",),
    ("cuda", -1), ("cuda:1", 2), (None,), ("cuda", 1.5), ("cuda", "1"), (),
]


def outcome(fn):
    """(exception type, message) or ("ok", value) of a call."""
    try:
        return "ok", fn()
    except Exception as e:  # noqa: BLE001 - the point is to compare whatever is raised
        return type(e), str(e)


@pytest.mark.parametrize("args", CONSTRUCTIONS, ids=repr)
def test_device_construction_as_torch(args):
    ours, theirs = yaten.device(*args), torch.device(*args)
    assert (ours.type, ours.index, str(ours), repr(ours)) == (theirs.type, theirs.index, str(theirs), repr(theirs))
    assert yaten.device(ours) == ours and yaten.device(str(ours)) == ours


@pytest.mark.parametrize("args", BAD_CONSTRUCTIONS, ids=repr)
def test_bad_device_raises_as_torch(args):
    kind, message = outcome(lambda: yaten.device(*args))
    their_kind, their_message = outcome(lambda: torch.device(*args))
    assert kind is their_kind
    if kind is RuntimeError:
        assert message == their_message


def test_device_keywords_equality_hash_and_pickle():
    d = yaten.device(type="cuda", index=2)
    assert d == yaten.device("cuda:2") and d != yaten.device("cuda") and d != yaten.device("cpu", 2)
    assert (yaten.device("cpu") == "cpu") == (torch.device("cpu") == "cpu")
    table = {yaten.device("cpu"): 1, yaten.device("cuda", 0): 2}
    assert table[yaten.device("cpu")] == 1 and table[yaten.device("cuda:0")] == 2
    for text in ("cpu", "cuda:2", "mps"):
        assert pickle.loads(pickle.dumps(yaten.device(text))) == yaten.device(text)
    assert isinstance(yaten.zeros(1).device, yaten.device)


def test_device_is_no_context_manager_in_torch_1_13():
    # torch 1.13's device has no __enter__ (2.0 added one): neither has yaten's.
    assert hasattr(yaten.device("cpu"), "__enter__") == hasattr(torch.device("cpu"), "__enter__")


def test_layout_and_memory_format_objects_read_as_torch():
    for name in ("strided", "contiguous_format", "preserve_format", "channels_last", "channels_last_3d"):
        ours, theirs = getattr(yaten, name), getattr(torch, name)
        assert repr(ours) == repr(theirs).replace("torch.", "yaten.")
        assert pickle.loads(pickle.dumps(ours)) is ours
    assert isinstance(yaten.strided, yaten.layout) and isinstance(yaten.channels_last, yaten.memory_format)


FACTORIES = [
    ("zeros", (2, 3), {}), ("ones", ((2,),), {}), ("empty", (2,), {}), ("full", ((2,), 1.5), {}), ("arange", (4,), {}),
    ("arange", (1, 5, 2), {}), ("linspace", (0, 1, 5), {}), ("eye", (3,), {}), ("rand", (2,), {}), ("randn", (2,), {}),
    ("randint", (5, (3,)), {}), ("randint", (1, 5, (3,)), {}),
]
DEVICE_ARGUMENTS = ["cpu", "cpu:0", 0, "cuda", "cuda:1", "mps", "bogus", "cuda:-1", 1.5]


@pytest.mark.parametrize("device", DEVICE_ARGUMENTS + ["device(cpu)", "device(cuda)"], ids=repr)
@pytest.mark.parametrize("name,args,kwargs", FACTORIES, ids=lambda v: v if isinstance(v, str) else "")
def test_factory_device_argument_as_torch(name, args, kwargs, device):
    def call(lib):
        d = lib.device(device[7:-1]) if isinstance(device, str) and device.startswith("device(") else device
        return getattr(lib, name)(*args, device=d, **kwargs)

    ours, theirs = outcome(lambda: call(yaten)), outcome(lambda: call(torch))
    assert ours[0] is theirs[0], (ours, theirs)
    if ours[0] == "ok":
        assert tuple(ours[1].shape) == tuple(theirs[1].shape) and ours[1].device == yaten.device("cpu")
    elif ours[0] in (AssertionError, RuntimeError) and device != "mps":
        assert ours[1] == theirs[1]


@pytest.mark.parametrize("name", ["zeros_like", "ones_like", "empty_like"])
@pytest.mark.parametrize("device", ["cpu", "cuda", yaten.device("cpu")], ids=repr)
def test_like_device_argument_as_torch(name, device):
    theirs_device = torch.device(str(device)) if isinstance(device, yaten.device) else device
    ours = outcome(lambda: getattr(yaten, name)(yaten.ones(2, 3), device=device, layout=yaten.strided, pin_memory=False))
    theirs = outcome(lambda: getattr(torch, name)(torch.ones(2, 3), device=theirs_device, layout=torch.strided,
                                                  pin_memory=False))
    assert ours[0] is theirs[0]
    if ours[0] == "ok":
        assert tuple(ours[1].shape) == (2, 3)
    else:
        assert ours[1] == theirs[1]


def test_factories_show_the_tensor_options_in_their_signature():
    for fn in (yaten.zeros, yaten.ones_like, yaten.full, yaten.arange, yaten.randint, yaten.eye, yaten.linspace):
        params = inspect.signature(fn).parameters
        for name in ("dtype", "layout", "device", "pin_memory", "requires_grad"):
            assert params[name].kind is inspect.Parameter.KEYWORD_ONLY, (fn, name)
        assert params["device"].default is None and params["pin_memory"].default is False
    assert yaten.zeros(2, device=None, layout=None, pin_memory=None).shape == (2,)


def test_pin_memory_fails_without_cuda_as_torch():
    with pytest.raises(RuntimeError, match="Pinned memory requires CUDA"):
        yaten.zeros(2, pin_memory=True)
    with pytest.raises(RuntimeError, match="Pinned memory requires CUDA"):
        torch.zeros(2, pin_memory=True)


def test_tensor_device_and_flags():
    x, t = yaten.ones(2), torch.ones(2)
    assert repr(x.device) == repr(t.device) and str(x.device) == str(t.device)
    assert (x.is_cuda, x.is_cpu, x.get_device()) == (t.is_cuda, t.is_cpu, t.get_device())


def test_cpu_returns_self_as_torch():
    x = yaten.ones(2, requires_grad=True)
    assert x.cpu() is x and torch.ones(2).cpu() is not None
    y = (x * 2).cpu()
    y.sum().backward()
    assert x.grad.tolist() == [2.0, 2.0]


def test_cuda_fails_as_torch():
    for call in (lambda lib: lib.ones(2).cuda(), lambda lib: lib.ones(2).cuda(0), lambda lib: lib.ones(2).to("cuda"),
                 lambda lib: lib.ones(2).to(lib.device("cuda", 0)), lambda lib: lib.ones(2).to(0),
                 lambda lib: lib.ones(2).to("mps"), lambda lib: lib.ones(2).to("bogus"),
                 lambda lib: lib.ones(2).to("cuda:-1")):
        assert outcome(lambda: call(yaten)) == outcome(lambda: call(torch))


TO_CALLS = [
    ((), {}), (("cpu",), {}), (("device(cpu)",), {}), (("float64",), {}), (("float32",), {}),
    (("int64",), {}), (("cpu", "float64"), {}), (("device(cpu)", "int32"), {}), (("float64", True, True), {}),
    (("other:float64",), {}), (("other:float32",), {}), (("cpu",), {"copy": True}), (("float32",), {"copy": True}),
    ((), {"device": "cpu", "dtype": "float64"}), ((), {"dtype": "int64", "non_blocking": True}),
    (("other:int64",), {"non_blocking": True, "copy": True}), ((), {"tensor": "other:float64"}), ((), {"device": "cpu", "copy": True}),
]


def to_args(lib, args, kwargs):
    def one(v):
        if isinstance(v, str) and v.startswith("device("):
            return lib.device(v[7:-1])
        if isinstance(v, str) and v.startswith("other:"):
            return lib.zeros(1, dtype=getattr(lib, v[6:]))
        if isinstance(v, str) and hasattr(lib, v) and v not in ("cpu",):
            return getattr(lib, v)
        return v
    return [one(a) for a in args], {k: one(v) for k, v in kwargs.items()}


@pytest.mark.parametrize("args,kwargs", TO_CALLS, ids=repr)
def test_to_forms_as_torch(args, kwargs):
    x, t = yaten.tensor([[1.5, -2.0]]), torch.tensor([[1.5, -2.0]])
    a, k = to_args(yaten, args, kwargs)
    ta, tk = to_args(torch, args, kwargs)
    ours, theirs = x.to(*a, **k), t.to(*ta, **tk)
    assert (ours is x) == (theirs is t)
    assert str(ours.dtype).replace("yaten", "torch") == str(theirs.dtype) and ours.tolist() == theirs.tolist()


def test_to_keeps_the_graph():
    x = yaten.tensor([1.0, 2.0], requires_grad=True)
    y = x.to("cpu", yaten.float64)
    assert y.grad_fn is not None
    y.sum().backward()
    assert x.grad.dtype == yaten.float32 and x.grad.tolist() == [1.0, 1.0]


# Odd arguments to Tensor.to, run on both (x a (2, 3) float32 tensor). torch takes a number for its
# Tensor parameter (x.to(2.5) is x in the number's tensor's dtype, float64) and bytes for a device.
ODD_TO_CALLS = [
    "x.to(2.5)", "x.to(2.0)", "x.to(True)", "x.to(np.float32(2))", "x.to(np.float64(2))", "x.to(2.5, True)",
    "x.to(2.5, copy=True) is x", "x.double().to(2.5).dtype", "x.to(lib.tensor(2))", "x.to(lib.tensor([2.5]))",
    "x.to(2)", "x.to(0)", "x.to(-1)", "x.to(np.int64(0))", "x.to(2**70)", "x.to(b'cpu')", "x.to(None)",
    "x.to('float')", "x.to('cpu:0')", "x.to('cpu:1')", "x.to('cuda')", "x.to('xyz')", "x.to([1])", "x.to(x.long())",
    "x.to(x, lib.float64)", "x.to(lib.float64, lib.int32)", "x.to('cpu', lib.float64, True, True)",
    "x.to('cpu', lib.float64, True, True, 1)", "x.to(dtype='float64')", "x.to(device=2.5)", "x.to(device=None)",
    "x.to(dtype=None)", "x.to(None, None)", "x.to(lib.device('cpu'), None)", "x.to(lib.float64, copy=1)",
    "x.to(lib.float64, non_blocking='a')", "x.to(memory_format=lib.channels_last)", "x.to(lib.contiguous_format)",
    "x.to(lib.strided)", "x.to(float)", "x.to(int)", "x.to(bool)", "x.to(np.float32)", "x.to(np.dtype('float32'))",
    "x.to(lib.float64, lib.device('cpu'))", "x.to(other=x)", "x.to(device='cpu', dtype=lib.int64, copy=True)",
    "x.to(x, copy=True) is x", "x.to(x) is x", "x.to('cpu') is x", "x.to(lib.float32) is x",
    "x.to('cpu', 'cpu')", "x.to(lib.float64, 'cpu')", "x.to('mps')", "x.to(device='cuda:-1')",
    "x.to('cuda:0', lib.float64)", "x.to(lib.device('cuda'))", "x.to(dtype=lib.float64, device='cuda')",
    "x.to(device='cpu', foo=1)", "x.to()", "x.to(lib.Size([2]))", "x.to(1.5, 'cpu')", "x.to(foo=1)",
]


def to_outcome(lib, call):
    x = lib.ones(2, 3)
    try:
        out = eval(call, {"lib": lib, "x": x, "np": np})
    except Exception as e:  # noqa: BLE001 - the exception is what is compared
        return type(e).__name__, normalised(str(e))
    return out if isinstance(out, bool) else str(getattr(out, "dtype", out)).split(".")[-1]


@pytest.mark.parametrize("call", ODD_TO_CALLS)
def test_odd_to_arguments_as_torch(call):
    assert to_outcome(yaten, call) == to_outcome(torch, call)


def test_to_a_number_keeps_the_graph():
    for lib in (yaten, torch):
        x = lib.ones(2, requires_grad=True)
        y = x.to(2.5)
        assert y.dtype is lib.float64 and y.grad_fn is not None
        y.sum().backward()
        assert x.grad.dtype is lib.float32 and x.grad.tolist() == [1.0, 1.0]


def test_module_to_a_number_as_torch():
    for lib in (yaten, torch):
        assert lib.nn.Linear(2, 2).to(2.5).weight.dtype is lib.float64


def test_library_ops_take_the_new_types():
    lib = yaten.library.Library("devices_test")
    lib.define("relayout(Tensor x, *, Device? device=None, MemoryFormat memory_format=contiguous_format) -> Tensor",
               doc="x on device, laid out in memory_format.")
    lib.impl("relayout", lambda x, device=None, memory_format=yaten.contiguous_format:
             x.to(device, memory_format=memory_format))
    params = inspect.signature(yaten.ops.devices_test.relayout).parameters
    assert params["device"].default is None and params["memory_format"].default is yaten.contiguous_format
    y = yaten.ops.devices_test.relayout(yaten.ones(1, 2, 2, 2), device="cpu", memory_format=yaten.channels_last)
    assert y.is_contiguous(memory_format=yaten.channels_last)
    with pytest.raises(AssertionError, match="Torch not compiled with CUDA enabled"):
        yaten.ops.devices_test.relayout(yaten.ones(2), device="cuda")


@pytest.mark.parametrize("device", ["cpu", "cpu:0", "cuda", "cuda:1", 0, "bogus", "device(cpu)", "device(cuda)", None],
                         ids=repr)
@pytest.mark.parametrize("make", ["tensor", "as_tensor"])
def test_tensor_and_as_tensor_take_device_as_torch(make, device):
    def call(lib):
        d = lib.device(device[7:-1]) if isinstance(device, str) and device.startswith("device(") else device
        return getattr(lib, make)([1.0, 2.0], device=d)
    ours, theirs = outcome(lambda: call(yaten)), outcome(lambda: call(torch))
    assert ours[0] is theirs[0]
    if ours[0] == "ok":
        assert ours[1].tolist() == theirs[1].tolist() and ours[1].device == yaten.device("cpu")
    else:
        assert ours[1] == theirs[1]


def test_tensor_pin_memory_needs_cuda():
    for lib in (yaten, torch):
        with pytest.raises(RuntimeError, match="Pinned memory requires CUDA"):
            lib.tensor([1.0], pin_memory=True)
    assert yaten.tensor([1.0], pin_memory=False, requires_grad=True).requires_grad


def test_module_moves_and_casts_as_torch():
    def moved(lib, how):
        try:
            module = how(lib.nn.Linear(2, 2))
        except Exception as e:  # noqa: BLE001 - the exception is what is compared
            return type(e).__name__, normalised(str(e))
        return str(module.weight.dtype).split(".")[1], str(module.weight.device)

    for how in (lambda m: m.cuda(), lambda m: m.cuda(0), lambda m: m.cpu(), lambda m: m.half(), lambda m: m.bfloat16(),
                lambda m: m.double().float(), lambda m: m.to("cpu"), lambda m: m.to(dtype=yaten.int64)
                if isinstance(m, yaten.nn.Module) else m.to(dtype=torch.int64)):
        assert moved(yaten, how) == moved(torch, how)


@pytest.mark.parametrize("call", ["lib.ones(2, dtype='float32')", "lib.ones(2, dtype=np.float32)", "lib.float128",
                                  "lib.ones(2).to(dtype='float64')", "lib.ones(2).type('float')",
                                  "lib.zeros(2, dtype=lib.float32, device='cuda:-1')"])
def test_bad_dtype_names_refused_as_torch(call):
    ours, theirs = to_outcome(yaten, call), to_outcome(torch, call)
    assert (ours[0], ours[1].replace("module 'yaten'", "module 'torch'")) == theirs
