"""Module.to in all of torch's forms, Module.cpu / cuda / float / double /
half / bfloat16, compared with torch's CPU-only build."""
import pytest

import yaten

torch = pytest.importorskip("torch")


def model(lib):
    m = lib.nn.Sequential(lib.nn.Linear(3, 2), lib.nn.BatchNorm1d(2))
    return m


FORMS = [
    (("cpu",), {}), (("device:cpu",), {}), (("float64",), {}), (("cpu", "float64"), {}), (("float64", True), {}),
    (("tensor:float64",), {}), ((), {"device": "cpu"}), ((), {"dtype": "float64"}),
    ((), {"device": "cpu", "dtype": "float64", "non_blocking": True}), ((None,), {}), ((), {}),
]
BAD_FORMS = [(("int64",), {}), (("tensor:int64",), {}), (("cuda",), {}), (("cuda:0", "float64"), {}), ((0,), {}), (("mps",), {}),
             ((), {"copy": True}), ((), {"foo": 1}), (("bogus",), {})]


def build(lib, args, kwargs):
    def one(v):
        if isinstance(v, str) and v.startswith("device:"):
            return lib.device(v[7:])
        if isinstance(v, str) and v.startswith("tensor:"):
            return lib.zeros(1, dtype=getattr(lib, v[7:]))
        if v in ("float64", "int64"):
            return getattr(lib, v)
        return v
    return [one(a) for a in args], {k: one(v) for k, v in kwargs.items()}


def summary(m):
    return [(name, str(t.dtype).split(".")[-1], str(t.device)) for name, t in m.state_dict().items()]


@pytest.mark.parametrize("args,kwargs", FORMS, ids=repr)
def test_module_to_as_torch(args, kwargs):
    ours, theirs = model(yaten), model(torch)
    a, k = build(yaten, args, kwargs)
    ta, tk = build(torch, args, kwargs)
    assert ours.to(*a, **k) is ours
    theirs.to(*ta, **tk)
    assert summary(ours) == summary(theirs)
    assert isinstance(ours[0].weight, yaten.nn.Parameter)


@pytest.mark.parametrize("args,kwargs", BAD_FORMS, ids=repr)
def test_module_to_refuses_as_torch(args, kwargs):
    def outcome(lib):
        a, k = build(lib, args, kwargs)
        try:
            model(lib).to(*a, **k)
            return "ok", ""
        except Exception as e:  # noqa: BLE001 - compared with torch's
            return type(e), str(e).replace("torch.", "yaten.").split("\n")[0]
    ours, theirs = outcome(yaten), outcome(torch)
    assert ours[0] is theirs[0]
    if ours[0] is not TypeError or "Module.to" in ours[1]:
        assert ours[1] == theirs[1]


def test_module_cpu_cuda_float_double():
    for lib in (yaten, torch):
        m = model(lib)
        assert m.cpu() is m and m.double()[0].weight.dtype == lib.float64 and m.float()[0].bias.dtype == lib.float32
        assert m[1].num_batches_tracked.dtype == lib.int64
        with pytest.raises(AssertionError, match="Torch not compiled with CUDA enabled"):
            m.cuda()


def test_module_half_and_bfloat16_convert_floating_parameters_and_buffers():
    for method in ("half", "bfloat16"):
        ours, theirs = getattr(model(yaten), method)(), getattr(model(torch), method)()
        for (name, a), (_, b) in zip(ours.state_dict().items(), theirs.state_dict().items()):
            assert str(a.dtype).split(".")[1] == str(b.dtype).split(".")[1], (method, name)
    assert yaten.nn.ReLU().half() is not None  # nothing to convert: a no-op, as torch's
