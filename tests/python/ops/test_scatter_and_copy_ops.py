"""What the generated op tests cannot compare with torch 1.13: the gradients
torch lacks or gets wrong (narrow_copy has none, as_strided_scatter's reads
uninitialised memory, symeig without eigenvectors refuses one), checked by
gradcheck; torch.range's warning on every call; and the *_scatter ops' and
fill_diagonal_'s refusals, compared with torch's."""
import warnings

import pytest

import yaten
from yaten.autograd import gradcheck

torch = pytest.importorskip("torch")


def f64(*shape, lib=yaten):
    g = torch.Generator().manual_seed(sum(shape) + len(shape))
    t = torch.randn(*shape, generator=g, dtype=torch.float64)
    return t if lib is torch else yaten.tensor(t.tolist(), dtype=yaten.float64)


def test_narrow_copy_gradient():
    x = f64(4, 3).requires_grad_()
    assert gradcheck(lambda t: yaten.narrow_copy(t, 0, 1, 2), (x,))


def test_as_strided_scatter_gradient_reaches_self_outside_the_view_and_src_inside():
    x, src = f64(3, 3).requires_grad_(), f64(2, 2).requires_grad_()
    assert gradcheck(lambda a, b: yaten.as_strided_scatter(a, b, (2, 2), (1, 2)), (x, src))
    out = yaten.as_strided_scatter(x, src, (2, 2), (1, 2))
    out.sum().backward()
    # the view (2, 2) with strides (1, 2) covers flat positions 0, 1, 2, 3: self's gradient is zero there
    assert x.grad.flatten().tolist() == [0, 0, 0, 0, 1, 1, 1, 1, 1] and src.grad.tolist() == [[1, 1], [1, 1]]


def test_symeig_eigenvalues_gradient_is_eigvalsh_s():
    # symeig reads one triangle: gradcheck perturbs a symmetrised matrix
    a = f64(3, 3).requires_grad_()
    assert gradcheck(lambda m: yaten.symeig(m + m.T)[0], (a,))


def test_range_warns_on_every_call_as_torch():
    for lib in (torch, yaten):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.range(0, 2)
            lib.range(0, 2)
        assert [str(w.message)[:30] for w in caught] == ["torch.range is deprecated and "] * 2, lib


@pytest.mark.parametrize("call", [
    lambda lib, x: lib.select_scatter(x, lib.ones(2), 0, 1),
    lambda lib, x: lib.diagonal_scatter(x, lib.ones(4)),
    lambda lib, x: lib.slice_scatter(x, lib.ones(2, 3), 0, 0, 1, 1),
    lambda lib, x: x.clone().fill_diagonal_(1.0) if x.dim() < 2 else lib.zeros(3).fill_diagonal_(1.0),
    lambda lib, x: lib.zeros(2, 3, 2).fill_diagonal_(1.0),
    lambda lib, x: lib.index_reduce(x, 0, lib.tensor([0]), lib.ones(1, 3), "sum"),
    lambda lib, x: lib.hann_window(-1),
    lambda lib, x: lib.kaiser_window(4, dtype=lib.int64),
    lambda lib, x: lib.frexp(lib.tensor([3])),
    lambda lib, x: lib.cov(lib.zeros(2, 2, 2)),
    lambda lib, x: lib.cov(x, fweights=lib.tensor([1.0, 2.0, 3.0])),
    lambda lib, x: lib.cov(x, aweights=lib.tensor([-1.0, 2.0, 3.0])),
    lambda lib, x: lib.isin(lib.tensor([True]), lib.tensor([True])),
    lambda lib, x: lib.fill(x, lib.ones(2)),
], ids=["select_scatter", "diagonal_scatter", "slice_scatter", "fill_diagonal_1d", "fill_diagonal_unequal",
        "index_reduce_sum", "window_length", "window_dtype", "frexp_int", "cov_3d", "cov_float_fweights",
        "cov_negative_aweights", "isin_bool", "fill_1d_value"])
def test_refusals_match_torch(call):
    errors = []
    for lib in (torch, yaten):
        with pytest.raises(Exception) as info:
            call(lib, lib.zeros(3, 3))
        errors.append((type(info.value).__name__, str(info.value).split(":")[0]))
    assert errors[0] == errors[1]


def test_fill_diagonal_wrap_matches_torch_on_a_tall_matrix():
    ours, theirs = yaten.zeros(10, 3), torch.zeros(10, 3)
    ours.fill_diagonal_(2.0, wrap=True)
    theirs.fill_diagonal_(2.0, wrap=True)
    assert ours.tolist() == theirs.tolist()
