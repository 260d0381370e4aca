"""Memory layout of results, as torch lays them out: an elementwise result,
a dtype conversion and a clone keep a permuted input's order of dims
(TensorIterator's rule), contiguous() does not, and a leaf's .grad follows
PyTorch's gradient layout contract."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def _results():
    def base(lib):
        return lib.arange(6.0).reshape(2, 3)

    def cube(lib):
        return lib.arange(24.0).reshape(2, 3, 4).permute(2, 0, 1)

    return {
        "exp of a transpose": lambda lib: base(lib).t().exp(),
        "sigmoid of a transpose": lambda lib: base(lib).t().sigmoid(),
        "relu of a transpose": lambda lib: lib.relu(base(lib).t()),
        "clamp of a transpose": lambda lib: base(lib).t().clamp(0, 1),
        "transpose times a number": lambda lib: base(lib).t() * 2,
        "transpose plus transpose": lambda lib: base(lib).t() + base(lib).t(),
        "transpose plus contiguous": lambda lib: base(lib).t() + lib.ones(3, 2),
        "contiguous plus transpose": lambda lib: lib.ones(3, 2) + base(lib).t(),
        "transpose plus a broadcast row": lambda lib: base(lib).t() + lib.ones(2),
        "a broadcast row plus transpose": lambda lib: lib.ones(2) + base(lib).t(),
        "transpose compared": lambda lib: base(lib).t() > 2,
        "lerp of transposes": lambda lib: lib.lerp(base(lib).t(), base(lib).t() * 3, 0.5),
        "neg of a permuted cube": lambda lib: -cube(lib),
        "permuted cube plus itself": lambda lib: cube(lib) + cube(lib),
        "strided slice times a number": lambda lib: base(lib)[:, ::2] * 2,
        "expanded row plus a number": lambda lib: lib.ones(3).expand(2, 3) + 1,
        "size-1 dims transposed": lambda lib: lib.ones(3, 1).t() * 2,
        "float of an integer transpose": lambda lib: lib.arange(6).reshape(2, 3).t().float(),
        "float64 of a transpose": lambda lib: base(lib).t().to(lib.float64),
        "clone of a transpose": lambda lib: base(lib).t().clone(),
        "clone of a strided slice": lambda lib: base(lib)[:, ::2].clone(),
        "clone of a permuted cube": lambda lib: cube(lib).clone(),
        "contiguous of a transpose": lambda lib: base(lib).t().contiguous(),
        "reshape of a transpose": lambda lib: base(lib).t().reshape(6),
        "flip of a transpose": lambda lib: base(lib).t().flip(0),
    }


RESULTS = _results()


@pytest.mark.parametrize("case", RESULTS)
def test_result_layout_and_values_match_torch(case):
    ours, theirs = RESULTS[case](yaten), RESULTS[case](torch)
    assert ours.stride() == theirs.stride(), f"{case}: strides {ours.stride()} != torch's {theirs.stride()}"
    assert ours.is_contiguous() == theirs.is_contiguous()
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())


def test_permuted_results_view_as_torchs_do():
    """Code written for torch's layouts runs: t() of t().exp() is contiguous again."""
    for lib in (yaten, torch):
        x = lib.arange(6.0).reshape(2, 3)
        assert x.t().exp().t().view(6).shape == (6,)
        with pytest.raises(RuntimeError):
            x.t().exp().view(6)


def _grads():
    def transposed_leaf(lib):
        w = lib.tensor(np.arange(12.0).reshape(3, 4)).t().detach().requires_grad_()
        (w * lib.ones(4, 3)).sum().backward()
        return w.grad

    def transposed_incoming(lib):
        v = lib.zeros(4, 3, requires_grad=True)
        v.backward(lib.tensor(np.arange(12.0).reshape(3, 4)).t())
        return v.grad

    def through_a_transpose(lib):
        v = lib.tensor(np.arange(12.0).reshape(4, 3), requires_grad=True)
        (v.t().exp().t() * 2).sum().backward()
        return v.grad

    def accumulated(lib):
        w = lib.tensor(np.arange(12.0).reshape(3, 4)).t().detach().requires_grad_()
        for _ in range(2):
            (w * w).sum().backward()
        return w.grad

    return {"transposed leaf": transposed_leaf, "transposed incoming gradient": transposed_incoming,
            "through a transpose": through_a_transpose, "accumulated twice": accumulated}


GRADS = _grads()


@pytest.mark.parametrize("case", GRADS)
def test_grad_follows_the_layout_contract_as_torch(case):
    ours, theirs = GRADS[case](yaten), GRADS[case](torch)
    assert ours.stride() == theirs.stride(), f"{case}: .grad strides {ours.stride()} != torch's {theirs.stride()}"
    np.testing.assert_allclose(ours.numpy(), theirs.numpy())


def test_contiguous_is_differentiable_in_both_modes():
    import yaten.autograd.forward_ad as fwAD
    a = yaten.tensor(np.arange(6.0).reshape(2, 3), requires_grad=True)
    c = a.t().contiguous()
    assert c.is_contiguous() and c.requires_grad
    (c * yaten.arange(6.0).reshape(3, 2)).sum().backward()
    np.testing.assert_array_equal(a.grad.numpy(), np.arange(6.0).reshape(3, 2).T)
    with fwAD.dual_level():
        d = fwAD.make_dual(yaten.zeros(2, 3), yaten.arange(6.0).reshape(2, 3))
        tangent = fwAD.unpack_dual(d.t().contiguous()).tangent
        np.testing.assert_array_equal(tangent.numpy(), np.arange(6.0).reshape(2, 3).T)
