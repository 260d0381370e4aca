"""yaten.autograd.Function: the examples of "Extending torch.autograd" and
PyTorch's behaviours around them. Each scenario is written once against a
`torch` parameter and run on yaten and, when it is importable, on torch,
whose results (values, errors) yaten must reproduce."""
import warnings

import numpy as np
import pytest

import yaten
from extending_example import extending_example

try:
    import torch
except ImportError:  # the yaten-only assertions still run
    torch = None

LIBS = [yaten] + ([torch] if torch is not None else [])
RNG = np.random.default_rng(0)
X43 = RNG.standard_normal((4, 3))
W23 = RNG.standard_normal((2, 3))
B2 = RNG.standard_normal(2)
V3 = RNG.standard_normal(3)


def to_numpy(value):
    if isinstance(value, (tuple, list)):
        return type(value)(to_numpy(v) for v in value)
    if hasattr(value, "detach"):
        return value.detach().numpy()
    return value


def assert_same(ours, theirs):
    if isinstance(ours, (tuple, list)):
        assert isinstance(theirs, (tuple, list)) and len(ours) == len(theirs), (ours, theirs)
        for a, b in zip(ours, theirs):
            assert_same(a, b)
    elif isinstance(ours, np.ndarray):
        assert ours.dtype == theirs.dtype and ours.shape == theirs.shape
        np.testing.assert_allclose(ours, theirs, rtol=1e-12, atol=1e-12)
    else:
        assert ours == theirs


def same_on_both(scenario):
    """scenario(lib) on yaten, checked against torch's when available."""
    ours = to_numpy(scenario(yaten))
    if torch is not None:
        assert_same(ours, to_numpy(scenario(torch)))
    return ours


def raises_on_both(scenario, error, match):
    for lib in LIBS:
        with pytest.raises(error, match=match):
            scenario(lib)


def leaf(lib, data):
    return lib.tensor(data, requires_grad=True)


# --- the spec's examples ---

def linear_function(torch):
    """The extending guide's LinearFunction (examples/extending_linear.py) on torch's or yaten's Function."""
    return extending_example(torch.__name__).LinearFunction


@pytest.mark.parametrize("with_bias", [True, False])
def test_linear_function_gradients(with_bias):
    def scenario(torch):
        linear = linear_function(torch).apply
        x, w, b = leaf(torch, X43), leaf(torch, W23), leaf(torch, B2)
        y = linear(x, w, b) if with_bias else linear(x, w)
        (y * y).sum().backward()
        return y, x.grad, w.grad, b.grad, type(y.grad_fn).__name__, y.grad_fn.name()

    y, gx, gw, gb, cls_name, node_name = same_on_both(scenario)
    expected = X43 @ W23.T + (B2 if with_bias else 0)
    np.testing.assert_allclose(y, expected)
    np.testing.assert_allclose(gx, 2 * expected @ W23)
    np.testing.assert_allclose(gw, 2 * expected.T @ X43)
    assert (gb is None) != with_bias
    assert cls_name == node_name == "LinearFunctionBackward"


def test_linear_function_needs_input_grad_skips_work():
    def scenario(torch):
        x, w = torch.tensor(X43), leaf(torch, W23)
        y = linear_function(torch).apply(x, w)
        y.sum().backward()
        return y.grad_fn.needs_input_grad, x.grad, w.grad

    needs, gx, gw = same_on_both(scenario)
    assert needs == (False, True) and gx is None
    np.testing.assert_allclose(gw, np.ones((4, 2)).T @ X43)


def mul_constant(torch, materialize):
    class MulConstant(torch.autograd.Function):
        @staticmethod
        def forward(ctx, tensor, constant):
            if not materialize:
                ctx.set_materialize_grads(False)
            ctx.constant = constant
            return tensor * constant

        @staticmethod
        def backward(ctx, grad_output):
            if grad_output is None:
                return None, None
            return grad_output * ctx.constant, None

    return MulConstant


@pytest.mark.parametrize("materialize", [True, False])
def test_mul_constant(materialize):
    def scenario(torch):
        x = leaf(torch, V3)
        y = mul_constant(torch, materialize).apply(x, 2.5)
        y.backward(torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64))
        return y, x.grad, y.grad_fn.constant

    y, gx, constant = same_on_both(scenario)
    np.testing.assert_allclose(y, V3 * 2.5)
    np.testing.assert_allclose(gx, [2.5, 5.0, 7.5])
    assert constant == 2.5


def two_clones(torch, materialize, seen):
    class Split(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.set_materialize_grads(materialize)
            return x.clone(), x.clone()

        @staticmethod
        def backward(ctx, g1, g2):
            seen.append((g1, g2))
            grad = torch.zeros_like(g1)
            for g in (g1, g2):
                if g is not None:
                    grad = grad + g
            return grad

    return Split


@pytest.mark.parametrize("materialize", [True, False])
def test_unused_output_gets_zeros_or_none(materialize):
    def scenario(torch):
        seen = []
        x = leaf(torch, V3)
        a, _ = two_clones(torch, materialize, seen).apply(x)
        a.sum().backward()
        return seen[0], x.grad

    (g1, g2), gx = same_on_both(scenario)
    np.testing.assert_allclose(g1, np.ones(3))
    if materialize:
        np.testing.assert_allclose(g2, np.zeros(3))
    else:
        assert g2 is None
    np.testing.assert_allclose(gx, np.ones(3))


# --- higher-order gradients ---

def my_cube(torch):
    class MyCube(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            result = x ** 3
            dx = 3 * x ** 2
            ctx.save_for_backward(x, dx)
            return result, dx

        @staticmethod
        def backward(ctx, grad_output, grad_dx):
            x, dx = ctx.saved_tensors
            return grad_output * dx + grad_dx * 6 * x

    return lambda x: MyCube.apply(x)[0]


def test_double_and_triple_backward_through_outputs_saved_as_outputs():
    def scenario(torch):
        cube = my_cube(torch)
        x = leaf(torch, V3)
        y = cube(x).sum()
        (g,) = torch.autograd.grad(y, x, create_graph=True)
        (gg,) = torch.autograd.grad(g.sum(), x, create_graph=True)
        (ggg,) = torch.autograd.grad(gg.sum(), x)
        return g, gg, ggg

    g, gg, ggg = same_on_both(scenario)
    np.testing.assert_allclose(g, 3 * V3 ** 2)
    np.testing.assert_allclose(gg, 6 * V3)
    np.testing.assert_allclose(ggg, np.full(3, 6.0))


def exp_function(torch):
    class Exp(torch.autograd.Function):
        @staticmethod
        def forward(ctx, i):
            result = i.exp()
            ctx.save_for_backward(result)
            return result

        @staticmethod
        def backward(ctx, grad_output):
            (result,) = ctx.saved_tensors
            return grad_output * result

    return Exp


def test_double_backward_through_a_saved_output():
    def scenario(torch):
        x = leaf(torch, V3)
        y = exp_function(torch).apply(x)
        (g,) = torch.autograd.grad(y.sum(), x, create_graph=True)
        (gg,) = torch.autograd.grad((g * g).sum(), x)
        return g, gg

    g, gg = same_on_both(scenario)
    np.testing.assert_allclose(g, np.exp(V3))
    np.testing.assert_allclose(gg, 2 * np.exp(2 * V3))


def test_double_backward_of_linear_function_reaches_saved_inputs():
    def scenario(torch):
        x, w = leaf(torch, X43), leaf(torch, W23)
        y = linear_function(torch).apply(x, w)
        gx, gw = torch.autograd.grad((y * y).sum(), (x, w), create_graph=True)
        hx, hw = torch.autograd.grad((gx * gx).sum() + gw.sum(), (x, w))
        return gx, gw, hx, hw

    same_on_both(scenario)


def test_backward_may_call_another_custom_function():
    def scenario(torch):
        Exp = exp_function(torch)

        class ExpViaExp(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                ctx.save_for_backward(x)
                return x.exp()

            @staticmethod
            def backward(ctx, grad):
                (x,) = ctx.saved_tensors
                return grad * Exp.apply(x)

        x = leaf(torch, V3)
        (g,) = torch.autograd.grad(ExpViaExp.apply(x).sum(), x, create_graph=True)
        (gg,) = torch.autograd.grad(g.sum(), x)
        return g, gg, g.grad_fn.name()

    g, gg, node = same_on_both(scenario)
    np.testing.assert_allclose(gg, np.exp(V3))
    assert node == "MulBackward0"


def test_once_differentiable_single_backward_works_double_raises():
    def scenario(torch):
        once_differentiable = torch.autograd.function.once_differentiable

        class Square(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                ctx.save_for_backward(x)
                return x * x

            @staticmethod
            @once_differentiable
            def backward(ctx, grad):
                (x,) = ctx.saved_tensors
                return 2 * x * grad

        x = leaf(torch, V3)
        Square.apply(x).sum().backward()
        (g,) = torch.autograd.grad((Square.apply(x) ** 2).sum(), x, create_graph=True)
        with pytest.raises(RuntimeError, match="trying to differentiate twice a function that was marked with "
                                               "@once_differentiable"):
            g.sum().backward()

        return x.grad, g, g.requires_grad

    gx, g, g_requires_grad = same_on_both(scenario)
    np.testing.assert_allclose(gx, 2 * V3)
    np.testing.assert_allclose(g, 4 * V3 ** 3)
    assert g_requires_grad


# --- setup_context style and vjp ---

def test_setup_context_style_gives_the_classic_results():
    class LinearSeparate(yaten.autograd.Function):
        @staticmethod
        def forward(input, weight, bias=None):
            output = input.mm(weight.t())
            if bias is not None:
                output += bias.unsqueeze(0).expand_as(output)
            return output

        @staticmethod
        def setup_context(ctx, inputs, output):
            input, weight, bias = (inputs + (None,))[:3]
            ctx.save_for_backward(input, weight, bias)
            ctx.output_seen = output

        backward = linear_function(yaten).backward

    x, w, b = leaf(yaten, X43), leaf(yaten, W23), leaf(yaten, B2)
    y = LinearSeparate.apply(x, w, b)
    assert y.grad_fn.output_seen is y
    (y * y).sum().backward()

    def classic(torch):
        x, w, b = leaf(torch, X43), leaf(torch, W23), leaf(torch, B2)
        y = linear_function(torch).apply(x, w, b)
        (y * y).sum().backward()
        return y, x.grad, w.grad, b.grad

    assert_same(to_numpy((y, x.grad, w.grad, b.grad)), same_on_both(classic))
    assert type(y.grad_fn).__name__ == "LinearSeparateBackward"


def test_base_setup_context_raises():
    with pytest.raises(NotImplementedError, match="setup_context is not implemented"):
        yaten.autograd.Function.setup_context(None, (), None)


def test_vjp_is_an_alias_of_backward():
    def scenario(torch):
        class Double(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                return x * 2

            @staticmethod
            def vjp(ctx, grad):
                return grad * 2

        x = leaf(torch, V3)
        Double.apply(x).sum().backward()
        return x.grad

    np.testing.assert_allclose(same_on_both(scenario), np.full(3, 2.0))


def test_backward_and_vjp_together_is_an_error():
    def scenario(torch):
        class Both(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                return x * 2

            @staticmethod
            def backward(ctx, grad):
                return grad

            @staticmethod
            def vjp(ctx, grad):
                return grad

        Both.apply(leaf(torch, V3)).sum().backward()

    raises_on_both(scenario, RuntimeError, "Implementing both 'backward' and 'vjp'")


# --- ctx: dirty, non-differentiable, saved tensors ---

def add_one_inplace(torch):
    class AddOneInplace(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            x.add_(1)
            ctx.mark_dirty(x)
            return x

        @staticmethod
        def backward(ctx, grad):
            return grad * 3

    return AddOneInplace


def test_mark_dirty_rebases_the_input_history():
    def scenario(torch):
        x = leaf(torch, V3)
        a = x * 1
        version = a._version
        y = add_one_inplace(torch).apply(a)
        (y * 2).sum().backward()
        return y is a, a._version - version, type(a.grad_fn).__name__, a, x.grad

    same_as_input, bumped, node, a, gx = same_on_both(scenario)
    assert same_as_input and bumped >= 1 and node == "AddOneInplaceBackward"
    np.testing.assert_allclose(a, V3 + 1)
    np.testing.assert_allclose(gx, np.full(3, 6.0))


def test_mark_dirty_invalidates_tensors_saved_before():
    def scenario(torch):
        a = leaf(torch, V3) * 1
        b = a * a
        add_one_inplace(torch).apply(a)
        b.sum().backward()

    raises_on_both(scenario, RuntimeError, "one of the variables needed for gradient computation has been modified "
                                           "by an inplace operation")


def test_mark_dirty_errors():
    def leaf_inplace(torch):
        add_one_inplace(torch).apply(leaf(torch, V3))

    raises_on_both(leaf_inplace, RuntimeError, "a leaf Variable that requires grad has been used in an in-place")

    def not_returned(torch):
        class Dirty(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                ctx.mark_dirty(x)
                return x * 1

        Dirty.apply(leaf(torch, V3) * 1)

    raises_on_both(not_returned, RuntimeError, "Some elements marked as dirty during the forward method were not "
                                               "returned as output")

    def not_a_tensor(torch):
        class Dirty(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                ctx.mark_dirty(3)
                return x

        Dirty.apply(leaf(torch, V3) * 1)

    raises_on_both(not_a_tensor, RuntimeError, "mark_dirty can only accept variables, but argument 0 is of type int")


def test_mark_non_differentiable():
    def scenario(torch):
        seen = []

        class ValueAndMask(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                mask = x * 0 + 1
                ctx.mark_non_differentiable(mask)
                return x * 2, mask

            @staticmethod
            def backward(ctx, g_value, g_mask):
                seen.append(g_mask)
                return g_value * 2

        x = leaf(torch, V3)
        value, mask = ValueAndMask.apply(x)
        value.sum().backward()
        return mask.requires_grad, mask.grad_fn is None, value.requires_grad, seen[0], x.grad

    mask_requires_grad, no_grad_fn, value_requires_grad, g_mask, gx = same_on_both(scenario)
    assert not mask_requires_grad and no_grad_fn and value_requires_grad
    np.testing.assert_allclose(g_mask, np.zeros(3))
    np.testing.assert_allclose(gx, np.full(3, 2.0))

    def backward_through_it(torch):
        class Marked(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                out = x * 2
                ctx.mark_non_differentiable(out)
                return out

        Marked.apply(leaf(torch, V3)).sum().backward()

    raises_on_both(backward_through_it, RuntimeError, "does not require grad and does not have a grad_fn")

    def not_a_tensor(torch):
        class Marked(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                ctx.mark_non_differentiable("mask")
                return x * 1

        Marked.apply(leaf(torch, V3))

    raises_on_both(not_a_tensor, RuntimeError, "mark_non_differentiable only accepts variable arguments, but got str")


def test_integer_outputs_are_not_differentiable_and_get_zero_gradients():
    def scenario(torch):
        seen = []

        class WithIndex(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                return x * 2, torch.tensor([0, 1, 2])

            @staticmethod
            def backward(ctx, g, g_index):
                seen.append(g_index)
                return g * 2

        x = leaf(torch, V3)
        y, index = WithIndex.apply(x)
        y.sum().backward()
        return index.requires_grad, seen[0], x.grad

    index_requires_grad, g_index, gx = same_on_both(scenario)
    assert not index_requires_grad and g_index.dtype == np.int64
    np.testing.assert_allclose(g_index, [0, 0, 0])


def test_saved_tensors_are_checked_against_inplace_modification():
    def scenario(torch):
        class SaveOutput(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                out = x * 2
                ctx.save_for_backward(out)
                return out

            @staticmethod
            def backward(ctx, grad):
                (out,) = ctx.saved_tensors
                return grad * out

        y = SaveOutput.apply(leaf(torch, V3))
        y.mul_(3)
        y.sum().backward()

    raises_on_both(scenario, RuntimeError, r"modified by an inplace operation: \[\w+\.\w+ \[3\]\], which is output 0 "
                                           r"of SaveOutputBackward, is at version 1; expected version 0 instead")


def test_second_backward_and_freed_saved_tensors():
    def scenario(torch):
        x = leaf(torch, X43)
        y = linear_function(torch).apply(x, leaf(torch, W23))
        y.sum().backward(retain_graph=True)
        y.sum().backward()  # retained: fine
        y.sum().backward()

    raises_on_both(scenario, RuntimeError, "Trying to backward through the graph a second time")

    def saved_after_backward(torch):
        y = exp_function(torch).apply(leaf(torch, V3))
        before = len(y.grad_fn.saved_tensors)
        y.sum().backward()
        assert before == 1
        y.grad_fn.saved_tensors

    raises_on_both(saved_after_backward, RuntimeError, "directly access saved tensors after they have already been freed")


def test_save_for_backward_accepts_only_tensors_and_none():
    def scenario(torch):
        class SaveInt(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                ctx.save_for_backward(x, None, 3)
                return x * 1

        SaveInt.apply(leaf(torch, V3))

    raises_on_both(scenario, TypeError, "save_for_backward can only save variables, but argument 2 is of type int")


# --- apply: arguments, outputs, gradients ---

def test_non_tensor_arguments_and_outputs():
    def scenario(torch):
        seen = []

        class Mixed(torch.autograd.Function):
            @staticmethod
            def forward(ctx, scale, x, label, y=None):
                ctx.scale = scale
                ctx.arbitrary = {"label": label}
                return x * scale + y, label.upper(), None

            @staticmethod
            def backward(ctx, grad, g_label, g_none):
                seen.append((g_label, g_none, ctx.arbitrary["label"], ctx.needs_input_grad))
                return None, grad * ctx.scale, None, grad, None, None  # extra trailing Nones are fine

        x, y = leaf(torch, V3), torch.tensor(V3)
        out, label, nothing = Mixed.apply(2.0, x, "abc", y)
        out.sum().backward()
        return label, nothing, seen[0], x.grad, len(out.grad_fn.next_functions)

    label, nothing, seen, gx, num_edges = same_on_both(scenario)
    assert label == "ABC" and nothing is None and num_edges == 2
    assert seen == (None, None, "abc", (False, True, False, False))
    np.testing.assert_allclose(gx, np.full(3, 2.0))


def test_returning_an_input_returns_a_new_tensor_with_history():
    def scenario(torch):
        class Identity(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                return x

            @staticmethod
            def backward(ctx, grad):
                return grad * 5

        x = leaf(torch, V3)
        y = Identity.apply(x)
        y.sum().backward()
        plain = torch.tensor(V3)
        z = Identity.apply(plain)
        return y is x, x.grad_fn is None, type(y.grad_fn).__name__, x.grad, z is plain, z.requires_grad

    y_is_x, x_still_leaf, node, gx, z_is_plain, z_requires_grad = same_on_both(scenario)
    assert not y_is_x and x_still_leaf and node == "IdentityBackward" and not z_is_plain and not z_requires_grad
    np.testing.assert_allclose(gx, np.full(3, 5.0))


def test_no_grad_and_inputs_without_grad_record_nothing():
    def scenario(torch):
        Linear = linear_function(torch)
        x, w = leaf(torch, X43), leaf(torch, W23)
        with torch.no_grad():
            y = Linear.apply(x, w)
        z = Linear.apply(torch.tensor(X43), torch.tensor(W23))
        return y.requires_grad, y.grad_fn is None, z.requires_grad, z.grad_fn is None

    assert same_on_both(scenario) == (False, True, False, True)


def test_forward_runs_without_grad_and_backward_with_create_graph_mode():
    def scenario(torch):
        modes = []

        class Probe(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                modes.append(("forward", torch.is_grad_enabled(), x.requires_grad))
                return x * 2

            @staticmethod
            def backward(ctx, grad):
                modes.append(("backward", torch.is_grad_enabled(), grad.requires_grad))
                return grad * 2

        x = leaf(torch, V3)
        Probe.apply(x).sum().backward()
        torch.autograd.grad(Probe.apply(x).sum(), x, create_graph=True)
        return modes

    assert same_on_both(scenario) == [("forward", False, True), ("backward", False, False),
                                      ("forward", False, True), ("backward", True, False)]


def test_graph_structure_and_ctx_identity():
    def scenario(torch):
        x = leaf(torch, X43)
        w = leaf(torch, W23)
        h = x * 2
        y = linear_function(torch).apply(h, w)
        fn = y.grad_fn
        (first, nr0), (second, nr1) = fn.next_functions
        z = y * 1
        return (first.name(), nr0, second.name().endswith("AccumulateGrad"), nr1, fn is y.grad_fn,
                z.grad_fn.next_functions[0][0] is fn, repr(y).endswith("grad_fn=<LinearFunctionBackward>)"))

    assert same_on_both(scenario) == ("MulBackward0", 0, True, 0, True, True, True)


# --- errors in backward's results ---

def function_returning(torch, make_grads):
    class Bad(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x, k):
            return x * k

        @staticmethod
        def backward(ctx, grad):
            return make_grads(torch, grad)

    return Bad


@pytest.mark.parametrize("make_grads, error, match", [
    (lambda torch, g: g, RuntimeError, r"function BadBackward returned an incorrect number of gradients \(expected 2, "
                                       r"got 1\)"),
    (lambda torch, g: (g, None, g), RuntimeError, r"incorrect number of gradients \(expected 2, got 3\)"),
    (lambda torch, g: (g, g), RuntimeError, "function BadBackward returned a gradient different than None at position "
                                            "2, but the corresponding forward input was not a Variable"),
    (lambda torch, g: (torch.ones(4, dtype=torch.float64), None), RuntimeError,
     r"Function BadBackward returned an invalid gradient at index 0 - got \[4\] but expected shape compatible with "
     r"\[3\]"),
    (lambda torch, g: (3, None), RuntimeError, r"expected Variable or None \(got int\)"),
    (lambda torch, g: 1 / 0, ZeroDivisionError, "division by zero"),
])
def test_wrong_gradients_are_clear_errors(make_grads, error, match):
    def scenario(torch):
        function_returning(torch, make_grads).apply(leaf(torch, V3), 2.0).sum().backward()

    raises_on_both(scenario, error, match)


def test_broadcastable_gradient_is_summed_to_the_input_shape():
    def scenario(torch):
        x = leaf(torch, V3)
        function_returning(torch, lambda torch, g: (torch.ones(2, 3, dtype=torch.float64), None)).apply(x, 2.0) \
            .sum().backward()
        return x.grad

    np.testing.assert_allclose(same_on_both(scenario), np.full(3, 2.0))


def test_misuse_errors():
    def kwargs(torch):
        exp_function(torch).apply(i=leaf(torch, V3))

    raises_on_both(kwargs, TypeError, "apply\\(\\) takes no keyword arguments")

    def no_forward(torch):
        torch.autograd.Function.apply(leaf(torch, V3))

    raises_on_both(no_forward, NotImplementedError, "You must implement the forward function")

    def no_backward(torch):
        class ForwardOnly(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                return x * 2

        ForwardOnly.apply(leaf(torch, V3)).sum().backward()

    raises_on_both(no_backward, NotImplementedError, "You must implement either the backward or vjp method")

    def legacy_call(torch):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            exp_function(torch)()(leaf(torch, V3))

    raises_on_both(legacy_call, RuntimeError, "Legacy autograd function with non-static forward method is deprecated")

    def jvp_not_defined(torch):
        exp_function(torch).jvp(None, None)

    raises_on_both(jvp_not_defined, NotImplementedError, "You must implement the jvp function")


def test_forward_errors_leave_the_input_unchanged():
    x = leaf(yaten, V3)
    version = x._version

    class Fails(yaten.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        Fails.apply(x)
    assert x.is_leaf and x.grad_fn is None and x._version == version


def test_graph_is_freed_with_its_outputs():
    import gc
    import weakref

    x = leaf(yaten, V3)
    y = exp_function(yaten).apply(x)
    ctx = weakref.ref(y.grad_fn)
    del y
    gc.collect()
    assert ctx() is None


def test_outputs_returned_twice_and_inputs_returned_twice():
    def scenario(torch):
        seen = []

        class SameTwice(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                y = x * 2
                return y, y

            @staticmethod
            def backward(ctx, a, b):
                seen.append((a, b))
                return a + b

        class InputTwice(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                return x, x

            @staticmethod
            def backward(ctx, a, b):
                return a * 10 + b

        x = leaf(torch, V3)
        a, b = SameTwice.apply(x)
        a.sum().backward()
        c, d = InputTwice.apply(x)
        (c.sum() + 2 * d.sum()).backward()
        return a is b, seen[0], c is d, c is x, x.grad

    same, (ga, gb), c_is_d, c_is_x, gx = same_on_both(scenario)
    assert same and not c_is_d and not c_is_x
    np.testing.assert_allclose(ga, np.zeros(3))  # y's output number is the last one it was returned as
    np.testing.assert_allclose(gx, np.full(3, 13.0))


def test_dirty_input_without_grad_joins_the_graph():
    def scenario(torch):
        class AddInto(torch.autograd.Function):
            @staticmethod
            def forward(ctx, a, b):
                a.add_(b)
                ctx.mark_dirty(a)
                return a

            @staticmethod
            def backward(ctx, g):
                return g, g * 2

        x = leaf(torch, V3)
        a = torch.zeros(3, dtype=torch.float64)
        out = AddInto.apply(a, x)
        a.sum().backward()
        return out is a, a.requires_grad, a.grad_fn.name(), a, x.grad

    same, requires_grad, node, a, gx = same_on_both(scenario)
    assert same and requires_grad and node == "AddIntoBackward"
    np.testing.assert_allclose(a, V3)
    np.testing.assert_allclose(gx, np.full(3, 2.0))


def test_saved_non_leaf_input_keeps_its_history():
    def scenario(torch):
        class Scale(torch.autograd.Function):
            @staticmethod
            def forward(ctx, h):
                ctx.save_for_backward(h)
                return h * 1

            @staticmethod
            def backward(ctx, g):
                (h,) = ctx.saved_tensors
                return g * h

        x = leaf(torch, V3)
        y = Scale.apply(x * 3)
        saved = y.grad_fn.saved_tensors[0]
        y.retain_grad()
        y.sum().backward()
        return saved.grad_fn.name(), saved.requires_grad, y.grad, x.grad

    node, requires_grad, gy, gx = same_on_both(scenario)
    assert node == "MulBackward0" and requires_grad
    np.testing.assert_allclose(gx, 9 * V3)


def test_deep_chain_of_custom_functions():
    def scenario(torch):
        class AddOne(torch.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                ctx.save_for_backward(x)
                return x + 1

            @staticmethod
            def backward(ctx, g):
                ctx.saved_tensors
                return g

        x = leaf(torch, V3)
        y = x
        for _ in range(20000):
            y = AddOne.apply(y)
        y.sum().backward()
        del y  # freeing the graph must not recurse once per node
        return x.grad

    np.testing.assert_allclose(same_on_both(scenario), np.ones(3))
