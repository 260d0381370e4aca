"""gradcheck, gradgradcheck and autograd.functional, against torch's."""
import numpy as np
import pytest

import yaten
from yaten.autograd import GradcheckError, functional, gradcheck, gradgradcheck

torch = pytest.importorskip("torch")


def inputs(lib, *shapes, seed=0):
    rng = np.random.default_rng(seed)
    return tuple(lib.tensor(rng.uniform(0.5, 1.5, s), dtype=lib.float64, requires_grad=True) for s in shapes)


def wrong_backward(lib, x, scale=2.0):
    """x.sin() whose gradient is multiplied by `scale` (a hook on an inner tensor)."""
    y = x * 1
    y.register_hook(lambda g: g * scale)
    return y.sin()


def test_gradcheck_is_exported_like_torch():
    assert yaten.autograd.gradcheck is gradcheck and yaten.autograd.gradgradcheck is gradgradcheck
    assert issubclass(GradcheckError, RuntimeError)
    assert yaten.autograd.functional is functional


def test_gradcheck_passes_on_correct_functions():
    def f(x, y):
        return (x * y).exp() / (1 + y * y), x.sum(0) * 3

    for lib in (yaten, torch):
        assert lib.autograd.gradcheck(f, inputs(lib, (2, 3), (3,)))


def test_gradcheck_accepts_a_single_tensor_and_non_tensor_arguments():
    assert gradcheck(lambda x: x.pow(3), inputs(yaten, (4,))[0])
    assert gradcheck(lambda x, k, flag: (x * k).tanh() if flag else x, (inputs(yaten, (3,))[0], 2.5, True))


def test_wrong_gradient_names_output_input_and_element():
    x, w = inputs(yaten, (2, 2), (2, 2))

    def f(x, w):
        # The first output is right; the second has a wrong derivative in w.
        return x * w, x + wrong_backward(yaten, w, scale=-1.0)

    with pytest.raises(GradcheckError) as info:
        gradcheck(f, (x, w))
    msg = str(info.value)
    assert msg.startswith("Jacobian mismatch for output 1 with respect to input 1,\nnumerical:")
    assert "\nanalytical:" in msg
    assert "first mismatch: d output 1[0, 0] / d input 1[0, 0]" in msg


def test_torch_reports_the_same_output_and_input():
    def f(lib):
        def fn(x, w):
            return x * w, x + wrong_backward(lib, w, scale=-1.0)
        with pytest.raises(Exception) as info:
            lib.autograd.gradcheck(fn, inputs(lib, (2, 2), (2, 2)))
        return str(info.value).split("\n")[0]
    assert f(yaten) == f(torch)


def test_raise_exception_false_returns_false():
    x, = inputs(yaten, (3,))
    assert gradcheck(lambda x: wrong_backward(yaten, x), (x,), raise_exception=False) is False
    t, = inputs(torch, (3,))
    assert torch.autograd.gradcheck(lambda x: wrong_backward(torch, x), (t,), raise_exception=False) is False


def test_tolerances_decide():
    # A gradient off by 1e-4 relative fails the default rtol of 1e-3 only when made larger.
    x, = inputs(yaten, (3,))
    assert gradcheck(lambda x: wrong_backward(yaten, x, scale=1 + 1e-4), (x,))
    assert not gradcheck(lambda x: wrong_backward(yaten, x, scale=1 + 1e-2), (x,), raise_exception=False)
    assert gradcheck(lambda x: wrong_backward(yaten, x, scale=1 + 1e-2), (x,), rtol=0.1)
    assert gradcheck(lambda x: wrong_backward(yaten, x, scale=1 + 1e-2), (x,), atol=0.1, rtol=0)


def test_eps_is_the_finite_difference_step():
    x, = inputs(yaten, (3,))
    # x**4 with a large step: the central difference error grows like eps**2.
    assert not gradcheck(lambda x: x.pow(4), (x,), eps=0.2, raise_exception=False)
    assert gradcheck(lambda x: x.pow(4), (x,), eps=1e-6)


def test_nondeterministic_backward_needs_nondet_tol():
    calls = []

    def f(x):
        def hook(g):
            # Each backward scales by a different tiny amount: not reentrant.
            calls.append(1)
            return g * (1 + 1e-9 * len(calls))
        y = x * 1
        y.register_hook(hook)
        return y

    x, = inputs(yaten, (2,))
    with pytest.raises(GradcheckError, match="Backward is not reentrant"):
        gradcheck(f, (x,))
    assert gradcheck(f, (x,), nondet_tol=1e-6)


def test_backward_not_multiplied_by_grad_output():
    def f(x):
        y = x * 1
        # Right for every nonzero grad_output; not zero for a zero one.
        y.register_hook(lambda g: g if bool((g != 0).any()) else g + 1)
        return y
    for lib in (yaten, torch):
        with pytest.raises(Exception, match="backward not multiplied by grad_output"):
            lib.autograd.gradcheck(f, inputs(lib, (2,)), check_undefined_grad=False)


def test_input_checks_match_torch():
    for lib in (yaten, torch):
        with pytest.raises(ValueError, match="at least one input tensor to require gradient"):
            lib.autograd.gradcheck(lambda x: x * 2, (lib.ones(2, dtype=lib.float64),))
        with pytest.warns(UserWarning, match="is not a double precision"):
            lib.autograd.gradcheck(lambda x: x * 2, (lib.ones(2, requires_grad=True),), eps=1e-2, atol=1e-2)
        with pytest.raises(RuntimeError, match="dimension with stride 0"):
            lib.autograd.gradcheck(lambda x: x * 2,
                                   (lib.ones(1, dtype=lib.float64).expand(3).requires_grad_(),))


def test_non_differentiable_output_must_have_zero_numerical_gradient():
    for lib in (yaten, torch):
        x, = inputs(lib, (3,))
        assert lib.autograd.gradcheck(lambda x: (x * 2, x.argmax()), (x,))
        with pytest.raises(Exception, match="Numerical gradient for function expected to be zero"):
            lib.autograd.gradcheck(lambda x: x.detach() * 2, (x,))


def test_gradcheck_leaves_inputs_unchanged():
    x, = inputs(yaten, (2, 2))
    before = x.tolist()
    gradcheck(lambda x: x.exp(), (x,))
    assert x.tolist() == before and x.grad is None


def test_gradgradcheck_passes_on_twice_differentiable_functions():
    def f(x, y):
        return (x * y).sin() * x.exp(), (x / y).sum()
    for lib in (yaten, torch):
        assert lib.autograd.gradgradcheck(f, inputs(lib, (2, 2), (2, 2)))


def test_gradgradcheck_with_given_grad_outputs():
    x, = inputs(yaten, (3,))
    v = yaten.tensor([0.3, -0.2, 1.0], dtype=yaten.float64, requires_grad=True)
    assert gradgradcheck(lambda x: x.pow(3), (x,), (v,))
    assert gradgradcheck(lambda x: x.pow(3), (x,), gen_non_contig_grad_outputs=True)


def test_gradgradcheck_finds_a_wrong_second_derivative():
    def f(lib, x):
        # The value and first derivative of x**3, but the gradient
        # 3 * x.detach()**2 does not depend on x: no second derivative.
        d = x.detach()
        return d.pow(3) + (x - d) * 3 * d.pow(2)
    for lib in (yaten, torch):
        x, = inputs(lib, (3,))
        assert lib.autograd.gradcheck(lambda x: f(lib, x), (x,))
        with pytest.raises(Exception, match="Jacobian mismatch for output 0 with respect to input 0"):
            lib.autograd.gradgradcheck(lambda x: f(lib, x), (x,))
        assert lib.autograd.gradgradcheck(lambda x: f(lib, x), (x,), raise_exception=False) is False


def test_check_undefined_grad_on_multi_output_functions():
    def f(x):
        return x.exp(), x * 2, x.max(0)
    x, = inputs(yaten, (3,))
    assert gradcheck(lambda x: (x.exp(), x.sin() * 2), (x,))
    assert gradcheck(lambda x: tuple(x.max(0)) + (x.exp(),), (x,))


def test_batched_checks_are_refused_clearly():
    x, = inputs(yaten, (2,))
    with pytest.raises(NotImplementedError, match="vmap"):
        gradcheck(lambda x: x * 2, (x,), check_batched_grad=True)


def test_forward_ad_check():
    pytest.importorskip("yaten.autograd.forward_ad")
    x, w = inputs(yaten, (2, 3), (3,))
    assert gradcheck(lambda x, w: (x * w).sin(), (x, w), check_forward_ad=True)
    assert gradcheck(lambda x, w: (x * w).sin(), (x, w), check_forward_ad=True, check_backward_ad=False)


# autograd.functional ----------------------------------------------------------

def np_of(result):
    if isinstance(result, (tuple, list)):
        return [np_of(r) for r in result]
    return np.asarray(result.detach().tolist())


def same(fn):
    ours, theirs = fn(yaten), fn(torch)
    _assert_nested_close(np_of(ours), np_of(theirs))


def _assert_nested_close(a, b):
    if isinstance(b, list):
        assert isinstance(a, list) and len(a) == len(b)
        for x, y in zip(a, b):
            _assert_nested_close(x, y)
    else:
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)


def f_two(x, y):
    return (x.exp() * y.sum()), (x * y).sin()


def test_jacobian_matches_torch():
    same(lambda lib: lib.autograd.functional.jacobian(lambda x: x.exp().sum(1), inputs(lib, (2, 3))[0]))
    same(lambda lib: lib.autograd.functional.jacobian(f_two, inputs(lib, (3,), (3,))))
    same(lambda lib: lib.autograd.functional.jacobian(lambda x, y: x * 0 + 1, inputs(lib, (2,), (2,))))
    same(lambda lib: lib.autograd.functional.jacobian(f_two, inputs(lib, (3,), (3,)), vectorize=True))


def test_jacobian_create_graph_and_strict():
    x, = inputs(yaten, (3,))
    jac = functional.jacobian(lambda x: x.pow(3), x, create_graph=True)
    assert jac.requires_grad
    for lib in (yaten, torch):
        with pytest.raises(RuntimeError, match="Output 0 of the user-provided function is independent of input 1"):
            lib.autograd.functional.jacobian(lambda x, y: x * 2, inputs(lib, (2,), (2,)), strict=True)


def test_hessian_matches_torch():
    same(lambda lib: lib.autograd.functional.hessian(lambda x: x.pow(3).sum(), inputs(lib, (2, 2))[0]))
    same(lambda lib: lib.autograd.functional.hessian(lambda x, y: (x.exp() * y).sum(), inputs(lib, (2,), (2,))))
    for lib in (yaten, torch):
        with pytest.raises(RuntimeError, match="should contain a single element"):
            lib.autograd.functional.hessian(lambda x: x * 2, inputs(lib, (2,))[0])


def test_vjp_and_jvp_match_torch():
    def vjp(lib):
        v = lib.tensor([1.0, -2.0, 0.5], dtype=lib.float64)
        return lib.autograd.functional.vjp(lambda x: x.exp() * 2, inputs(lib, (3,))[0], v)

    def jvp(lib):
        v = (lib.tensor([1.0, -2.0, 0.5], dtype=lib.float64), lib.ones(3, dtype=lib.float64))
        return lib.autograd.functional.jvp(f_two, inputs(lib, (3,), (3,)), v)
    same(vjp)
    same(jvp)
    same(lambda lib: lib.autograd.functional.vjp(lambda x: x.pow(2).sum(), inputs(lib, (3,))[0]))


def test_hvp_and_vhp_match_torch():
    v = np.array([1.0, -1.0, 2.0])
    same(lambda lib: lib.autograd.functional.hvp(lambda x: x.pow(3).sum(), inputs(lib, (3,))[0],
                                                 lib.tensor(v.copy())))
    same(lambda lib: lib.autograd.functional.vhp(lambda x: (x.exp() * x).sum(), inputs(lib, (3,))[0],
                                                 lib.tensor(v.copy())))


def test_functional_errors_match_torch():
    for lib in (yaten, torch):
        x, = inputs(lib, (3,))
        with pytest.raises(RuntimeError, match="v has invalid size: should be"):
            lib.autograd.functional.vjp(lambda x: x * 2, x, lib.ones(2, dtype=lib.float64))
        with pytest.raises(RuntimeError, match="The vector v can only be None"):
            lib.autograd.functional.vjp(lambda x: x * 2, x)
        with pytest.raises(TypeError, match="must be either a Tensor or a tuple of Tensors"):
            lib.autograd.functional.jacobian(lambda x: x, [1.0])


def test_functional_results_are_detached_unless_create_graph():
    x, = inputs(yaten, (3,))
    out, g = functional.vjp(lambda x: x.exp().sum(), x)
    assert not out.requires_grad and not g.requires_grad
    out, g = functional.vjp(lambda x: x.exp().sum(), x, create_graph=True)
    assert out.requires_grad and g.requires_grad
    second, = yaten.autograd.grad(g.sum(), x)
    np.testing.assert_allclose(second.tolist(), x.exp().tolist())
