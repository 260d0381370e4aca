"""The out= forms of the factories (torch.rand(2, 2, out=c), torch.arange(5, out=t)),
against torch: out is filled in its own dtype, resized when its shape differs,
returned itself; a dtype naming another is refused as torch refuses it."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

CALLS = [
    ("zeros", (2, 3), {}), ("ones", ((4,),), {}), ("full", ((2, 2), 7), {}), ("arange", (5,), {}),
    ("arange", (1, 4, 0.5), {}), ("linspace", (0, 1, 5), {}), ("eye", (3,), {}), ("empty", (2, 2), {}),
]
RANDOM = [("rand", (2, 3), {}), ("randn", (4,), {}), ("randint", (10, (6,)), {}), ("randint", (3, 10, (6,)), {}),
          ("randperm", (7,), {}), ("normal", (0.0, 1.0, (5,)), {})]


@pytest.mark.parametrize("dtype", ["float32", "float64", "int64", "int32"])
@pytest.mark.parametrize("name,args,kwargs", CALLS, ids=[c[0] for c in CALLS])
def test_factory_out_fills_out_in_its_dtype_as_torch(name, args, kwargs, dtype):
    if (name == "linspace" or len(args) == 3) and dtype.startswith("int"):
        pytest.skip("fractional steps in an integer out: torch's own rounding, not this test's subject")
    results = []
    for lib in (yaten, torch):
        out = lib.empty(0, dtype=getattr(lib, dtype))
        returned = getattr(lib, name)(*args, out=out, **kwargs)
        assert returned is out
        results.append((str(out.dtype).split(".")[-1], tuple(out.shape), None if name == "empty" else out.tolist()))
    assert results[0] == results[1]


@pytest.mark.parametrize("name,args,kwargs", RANDOM, ids=[c[0] for c in RANDOM])
def test_random_factory_out_keeps_out_and_its_dtype(name, args, kwargs):
    for dtype in (yaten.float64, yaten.int64) if name in ("randint", "randperm") else (yaten.float64, yaten.float32):
        out = yaten.zeros(0, dtype=dtype)
        returned = getattr(yaten, name)(*args, out=out, **kwargs)
        expected = getattr(torch, name)(*args, **kwargs)
        assert returned is out and out.dtype is dtype and tuple(out.shape) == tuple(expected.shape)
        if name == "randperm":
            assert sorted(out.tolist()) == list(range(7))
        if name == "rand":
            assert 0 <= out.min().item() and out.max().item() < 1
    c = yaten.zeros(2, 2)
    before = c.data_ptr()
    assert yaten.rand(2, 2, out=c) is c and c.data_ptr() == before and bool((c > 0).any())


def test_factory_out_refuses_another_dtype_and_a_grad_requiring_out_as_torch():
    for lib in (yaten, torch):
        out = lib.empty(2, dtype=lib.int64)
        with pytest.raises(RuntimeError, match="dtype Double does not match dtype of out parameter \\(Long\\)"):
            lib.zeros(2, dtype=lib.float64, out=out)
        assert lib.zeros(2, dtype=lib.int64, out=out) is out
    np.testing.assert_array_equal(yaten.arange(3, out=yaten.empty(0)).numpy(), np.arange(3.0, dtype=np.float32))
