"""Function.jvp: forward-mode AD through custom Functions, as the spec's
"Forward mode AD" part of Extending torch.autograd describes. Each scenario
runs on yaten and on torch, whose results and errors yaten must reproduce."""
import numpy as np
import pytest

from test_autograd_function import X43, W23, leaf, raises_on_both, same_on_both


def dual(lib, data, tangent):
    return lib.autograd.forward_ad.make_dual(lib.tensor(data), lib.tensor(tangent))


def tangent(lib, t):
    return lib.autograd.forward_ad.unpack_dual(t).tangent


def scaled_square(lib):
    class ScaledSquare(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x, scale):
            ctx.save_for_forward(x)
            ctx.scale = scale
            return x * x * scale

        @staticmethod
        def jvp(ctx, x_t, scale_t):
            x, = ctx.saved_tensors
            assert scale_t is None  # a non-tensor argument has no tangent
            return 2 * x * x_t * ctx.scale

        @staticmethod
        def backward(ctx, grad):
            raise AssertionError("not used here")

    return ScaledSquare


def test_jvp_gives_the_output_its_tangent_and_composes_with_ops():
    def scenario(torch):
        with torch.autograd.forward_ad.dual_level():
            x = dual(torch, [1.0, 2.0, -3.0], [1.0, 0.5, 2.0])
            y = scaled_square(torch).apply(x, 3.0)
            z = (y + 1).sin()
            return y, tangent(torch, y), tangent(torch, z)

    y, y_t, z_t = same_on_both(scenario)
    x, x_t = np.array([1.0, 2.0, -3.0]), np.array([1.0, 0.5, 2.0])
    np.testing.assert_allclose(y_t, 6 * x * x_t)
    np.testing.assert_allclose(z_t, np.cos(3 * x * x + 1) * 6 * x * x_t)


def test_jvp_is_not_called_without_tangents():
    calls = []

    def scenario(torch):
        class F(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                return x * 2

            @staticmethod
            def jvp(ctx, x_t):
                calls.append(torch.__name__)
                return x_t * 2

        with torch.autograd.forward_ad.dual_level():
            y = F.apply(torch.tensor([1.0]))
            return tangent(torch, y)

    assert same_on_both(scenario) is None
    assert calls == []


def several_outputs(lib, materialize):
    class SinCos(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x, y):
            ctx.set_materialize_grads(materialize)
            ctx.save_for_forward(x, y)
            return x.sin() * y, x.cos(), 7

        @staticmethod
        def jvp(ctx, x_t, y_t):
            x, y = ctx.saved_tensors
            ctx.seen = (x_t is None, y_t is None)
            first = x.cos() * x_t * y if x_t is not None else None
            if y_t is not None:
                first = x.sin() * y_t if first is None else first + x.sin() * y_t
            second = -x.sin() * x_t if x_t is not None else None
            return first, second, None

    return SinCos


@pytest.mark.parametrize("materialize", [True, False])
def test_several_outputs_and_materialization_of_missing_tangents(materialize):
    def scenario(torch):
        with torch.autograd.forward_ad.dual_level():
            x = dual(torch, X43[0], W23[0])
            y = torch.tensor(X43[1])  # no tangent: zeros, or None without materialization
            a, b, seven = several_outputs(torch, materialize).apply(x, y)
            return tangent(torch, a), tangent(torch, b), seven, a.grad_fn.seen if a.grad_fn else None

    a_t, b_t, seven, _ = same_on_both(scenario)
    np.testing.assert_allclose(a_t, np.cos(X43[0]) * W23[0] * X43[1])
    np.testing.assert_allclose(b_t, -np.sin(X43[0]) * W23[0])
    assert seven == 7


def test_without_materialization_jvp_gets_none():
    seen = {}

    def scenario(torch):
        class F(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x, y):
                ctx.set_materialize_grads(False)
                return x + y

            @staticmethod
            def jvp(ctx, x_t, y_t):
                seen[torch.__name__] = (x_t is None, y_t is None)
                return x_t if y_t is None else x_t + y_t

        with torch.autograd.forward_ad.dual_level():
            return tangent(torch, F.apply(dual(torch, [1.0], [4.0]), torch.tensor([2.0])))

    np.testing.assert_allclose(same_on_both(scenario), [4.0])
    assert set(seen.values()) == {(False, True)}


def double_in_place(lib, jvp):
    class Double_(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            x.mul_(2)
            ctx.mark_dirty(x)
            return x

    Double_.jvp = staticmethod(jvp)
    return Double_


def test_an_input_modified_in_place_has_its_tangent_updated_in_place():
    def scenario(torch):
        with torch.autograd.forward_ad.dual_level():
            x = dual(torch, [1.0, 2.0], [3.0, 4.0]).clone()
            y = double_in_place(torch, lambda ctx, x_t: x_t.mul_(2)).apply(x)
            return x, tangent(torch, x), y, tangent(torch, y)

    x, x_t, y, y_t = same_on_both(scenario)
    np.testing.assert_allclose(x, [2.0, 4.0])
    np.testing.assert_allclose(x_t, [6.0, 8.0])
    np.testing.assert_allclose(y_t, [6.0, 8.0])


def test_a_dirty_input_whose_tangent_is_replaced_is_an_error():
    def scenario(torch):
        with torch.autograd.forward_ad.dual_level():
            # a new tensor: the input's tangent was not updated
            double_in_place(torch, lambda ctx, x_t: x_t * 2).apply(dual(torch, [1.0], [1.0]).clone())

    raises_on_both(scenario, RuntimeError, "not modifying the forward mode gradients inplace")


def test_outputs_marked_non_differentiable_still_get_their_tangent_as_in_torch():
    def scenario(torch):
        class F(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                out = x * 2
                ctx.mark_non_differentiable(out)
                return out, x * 3

            @staticmethod
            def jvp(ctx, x_t):
                return x_t * 2, x_t * 3

        with torch.autograd.forward_ad.dual_level():
            a, b = F.apply(dual(torch, [1.0], [1.0]))
            return tangent(torch, a), tangent(torch, b)

    a_t, b_t = same_on_both(scenario)
    np.testing.assert_allclose(a_t, [2.0])
    np.testing.assert_allclose(b_t, [3.0])


def test_missing_jvp_is_not_implemented():
    def scenario(torch):
        class F(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                return x * 2

        with torch.autograd.forward_ad.dual_level():
            F.apply(dual(torch, [1.0], [1.0]))

    raises_on_both(scenario, NotImplementedError, "You must implement the jvp function")


@pytest.mark.parametrize("two_outputs, jvp, match", [
    (True, lambda ctx, x_t: x_t * 2, "jvp returned an invalid number of forward gradients"),
    (False, lambda ctx, x_t: x_t.sum(), "different size than that of the original Tensor"),
])
def test_a_jvp_result_that_does_not_fit_the_outputs_is_an_error(two_outputs, jvp, match):
    def scenario(torch):
        class F(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                return (x * 2, x * 3) if two_outputs else x * 2

        F.jvp = staticmethod(jvp)
        with torch.autograd.forward_ad.dual_level():
            F.apply(dual(torch, [1.0, 2.0], [1.0, 1.0]))

    raises_on_both(scenario, RuntimeError, match)


def test_ctx_state_from_forward_and_backward_still_work_after_jvp():
    def scenario(torch):
        class Cube(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                ctx.save_for_backward(x)
                ctx.save_for_forward(x)
                return x ** 3

            @staticmethod
            def jvp(ctx, x_t):
                x, = ctx.saved_tensors
                return 3 * x * x * x_t

            @staticmethod
            def backward(ctx, grad):
                x, = ctx.saved_tensors
                return 3 * x * x * grad

        x = leaf(torch, [1.0, 2.0])
        with torch.autograd.forward_ad.dual_level():
            y = Cube.apply(torch.autograd.forward_ad.make_dual(x, torch.tensor([1.0, 1.0])))
            y_t = tangent(torch, y)
        y.sum().backward()
        return y_t, x.grad

    y_t, g = same_on_both(scenario)
    np.testing.assert_allclose(y_t, [3.0, 12.0])
    np.testing.assert_allclose(g, [3.0, 12.0])


def test_gradcheck_checks_a_custom_jvp():
    import yaten

    class Exp(yaten.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            y = x.exp()
            ctx.save_for_backward(y)
            ctx.save_for_forward(y)
            return y

        @staticmethod
        def backward(ctx, grad):
            y, = ctx.saved_tensors
            return grad * y

        @staticmethod
        def jvp(ctx, x_t):
            y, = ctx.saved_tensors
            return x_t * y

    class WrongJvp(Exp):
        @staticmethod
        def jvp(ctx, x_t):
            return x_t * 2

    x = yaten.tensor(X43[0], dtype=yaten.float64, requires_grad=True)
    assert yaten.autograd.gradcheck(Exp.apply, (x,), check_forward_ad=True)
    assert not yaten.autograd.gradcheck(WrongJvp.apply, (x,), check_forward_ad=True, raise_exception=False)
