"""clamp with tensor bounds (torch's clamp.Tensor) against torch: broadcasting
and type promotion, NaN rules, the in-place, out= and clip forms, the
gradients to self and to each bound (ties, min > max), and torch's errors."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

NAN = float("nan")


def both(values, dtype="float64", grad=False):
    a = np.array(values, dtype=dtype)
    return (yaten.tensor(a, requires_grad=grad), torch.tensor(a, requires_grad=grad))


def same(y, t):
    assert tuple(y.shape) == tuple(t.shape)
    assert str(y.dtype).split(".")[-1] == str(t.dtype).split(".")[-1]
    if "bfloat16" in str(t.dtype):  # numpy has no bfloat16
        y, t = y.float(), t.float()
    np.testing.assert_array_equal(y.detach().numpy(), t.detach().numpy())


CASES = [
    ("both bounds broadcast", [[1.0, 5.0, -3.0], [0.5, 2.0, 9.0]], [0.0, 1.0, 2.0], [[4.0], [3.0]]),
    ("min only", [1.0, 5.0, -3.0], [2.0], None),
    ("max only", [1.0, 5.0, -3.0], None, [0.0, 6.0, -4.0]),
    ("min above max", [1.0, 2.0, 3.0], [3.0], [0.0]),
    ("NaN input", [NAN, 1.0], [0.0, 0.0], [2.0, 2.0]),
    ("NaN bound with both", [1.0, 2.0], [NAN, 0.0], [3.0, 3.0]),
    ("NaN lone min", [1.0, 2.0], [NAN, 0.0], None),
    ("NaN lone max", [1.0, 2.0], None, [1.5, NAN]),
]


@pytest.mark.parametrize("name,x,lo,hi", CASES, ids=[c[0] for c in CASES])
def test_clamp_tensor_values_match_torch(name, x, lo, hi):
    (xy, xt), (ly, lt), (hy, ht) = both(x), both(lo) if lo else (None, None), both(hi) if hi else (None, None)
    same(yaten.clamp(xy, ly, hy), torch.clamp(xt, lt, ht))
    same(yaten.clip(xy, min=ly, max=hy), torch.clip(xt, min=lt, max=ht))
    same(xy.clamp(min=ly, max=hy), xt.clamp(min=lt, max=ht))


def test_clamp_tensor_promotes_as_torch():
    for x, lo, hi in [(("int64", [1, 5, -3]), ("float32", [0.5]), None), (("int64", [1, 5, -3]), ("int32", [0, 1, 2]), ("int64", 4)),
                      (("float32", [1.0, 2.0]), ("float64", 1.5), None), (("float32", [1.0, 2.0]), ("float64", [1.5]), None),
                      (("bfloat16", [1.0, 2.0]), ("float32", 1.5), ("bfloat16", 1.7))]:
        xy, xt = both(x[1], "float32" if x[0] == "bfloat16" else x[0])
        if x[0] == "bfloat16":
            xy, xt = xy.bfloat16(), xt.bfloat16()
        ly, lt = both(lo[1], lo[0]) if lo else (None, None)
        hy, ht = both(hi[1], hi[0] if hi[0] != "bfloat16" else "float32") if hi else (None, None)
        if hi and hi[0] == "bfloat16":
            hy, ht = hy.bfloat16(), ht.bfloat16()
        same(yaten.clamp(xy, ly, hy), torch.clamp(xt, lt, ht))


def test_clamp_tensor_in_place_and_out_as_torch():
    (xy, xt), (ly, lt), (hy, ht) = both([1.0, 5.0, -3.0]), both([0.0, 1.0, 2.0]), both(4.0)
    ry, rt = xy.clamp_(ly, hy), xt.clamp_(lt, ht)
    assert ry is xy
    same(xy, xt)
    (xy, xt) = both([1.0, 5.0, -3.0])
    oy, ot = yaten.empty(3, dtype=yaten.float64), torch.empty(3, dtype=torch.float64)
    assert yaten.clamp(xy, min=ly, out=oy) is oy
    torch.clamp(xt, min=lt, out=ot)
    same(oy, ot)
    (xy, xt) = both([1.0, 5.0, -3.0])
    yaten.clip_(xy, max=hy)
    torch.clip_(xt, max=ht)
    same(xy, xt)


def test_clamp_tensor_refuses_as_torch():
    (xy, xt), (ly, lt) = both([1, 5, -3], "int64"), both([0.5])
    for lib, x, lo in ((yaten, xy, ly), (torch, xt, lt)):
        with pytest.raises(RuntimeError, match="can't be cast to the desired output type"):
            x.clamp_(min=lo)
        with pytest.raises(RuntimeError, match="At least one of 'min' or 'max' must not be None"):
            lib.clamp(x.double(), min=None, max=None)
        with pytest.raises(RuntimeError, match="must match the size"):
            lib.clamp(x.double(), min=lib.zeros(2))
        with pytest.raises(RuntimeError, match="doesn't match the broadcast shape"):
            x.double().clamp_(min=lib.zeros(2, 1))
        with pytest.raises(RuntimeError, match='"clamp_cpu" not implemented for \'Bool\''):
            lib.clamp(x > 0, min=lib.tensor(False), max=lib.tensor(True))
    (xy, xt) = both([1, 0], "bool")
    same(yaten.clamp(xy, min=yaten.tensor(True)), torch.clamp(xt, min=torch.tensor(True)))


def test_clamp_tensor_gradients_go_where_torch_sends_them():
    # Ties (x == min, x == max) and a min above max decide between self and the bounds.
    x = [1.0, 2.0, 3.0, 4.0, 5.0]
    lo = [2.0, 2.0, 1.0, 5.0, 1.0]
    hi = [3.0, 2.5, 3.0, 4.5, 5.0]
    grads = {}
    for lib, (xv, lv, hv) in ((yaten, [v[0] for v in (both(x, grad=True), both(lo, grad=True), both(hi, grad=True))]),
                              (torch, [v[1] for v in (both(x, grad=True), both(lo, grad=True), both(hi, grad=True))])):
        y = lib.clamp(xv, lv, hv)
        assert y.grad_fn is not None
        y.backward(lib.tensor([1.0, 10.0, 100.0, 1000.0, 10000.0], dtype=lib.float64))
        grads[lib] = (xv.grad, lv.grad, hv.grad)
    for gy, gt in zip(grads[yaten], grads[torch]):
        same(gy, gt)


def test_clamp_tensor_gradient_to_a_broadcast_bound_is_summed_back():
    (xy, xt), (ly, lt), (hy, ht) = both([[1.0, 5.0], [-3.0, 0.2]], grad=True), both(0.5, grad=True), both([[0.0], [4.0]], grad=True)
    for lib, x, lo, hi in ((yaten, xy, ly, hy), (torch, xt, lt, ht)):
        lib.clamp(x, lo, hi).sum().backward()
    for gy, gt in ((xy.grad, xt.grad), (ly.grad, lt.grad), (hy.grad, ht.grad)):
        same(gy, gt)


def test_clamp_tensor_second_derivatives_and_forward_ad():
    rng = np.random.default_rng(3)
    x, lo, hi = (yaten.tensor(rng.uniform(-2, 2, shape), requires_grad=True) for shape in ((3, 4), (4,), (3, 1)))
    assert yaten.autograd.gradcheck(lambda a, b, c: yaten.clamp(a, b, c), (x, lo, hi), check_forward_ad=True)
    assert yaten.autograd.gradgradcheck(lambda a, b, c: yaten.clamp(a, b, c), (x, lo, hi))


def test_a_number_with_a_0d_tensor_bound_is_torchs_scalar_clamp():
    # torch reads the 0-d tensor as a number too: the dtype comes from self and the numbers.
    for lib in (yaten, torch):
        out = lib.clamp(lib.tensor([True, False]), 0, lib.tensor(4, dtype=lib.uint8))
        assert str(out.dtype).endswith("int64")
        assert out.tolist() == [1, 0]


@pytest.mark.parametrize("name", ["clamp_min", "clamp_max"])
def test_clamp_min_and_max_with_a_nan_bound_are_nan_as_torch(name):
    (xy, xt) = both([1.0, -2.0, 3.0], grad=True)
    oy, ot = getattr(yaten, name)(xy, NAN), getattr(torch, name)(xt, NAN)
    same(oy, ot)
    oy.sum().backward()
    ot.sum().backward()
    same(xy.grad, xt.grad)
    (uy, ut) = both([4], "uint8")
    same(getattr(yaten, name)(uy, NAN), getattr(torch, name)(ut, NAN))
