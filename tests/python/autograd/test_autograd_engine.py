"""The autograd engine as a PyTorch user drives it, side by side with torch:
higher-order gradients, autograd.grad's parameters and errors, hooks,
retain_grad, retain_graph, version counters and in-place checks, dtypes
that never require grad, and the grad-mode switches."""
import gc
import re

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

LIBS = [yaten, torch]


def error_of(fn):
    with pytest.raises(Exception) as info:
        fn()
    return type(info.value), str(info.value)


def same_error(fn):
    """fn(lib) raises the same type with the same message on both libraries
    (up to the library's name and dtype spelling in the message)."""
    ours, theirs = error_of(lambda: fn(yaten)), error_of(lambda: fn(torch))
    assert ours[0] is theirs[0], (ours, theirs)

    def norm(msg):
        msg = msg.replace("torch.", "yaten.").replace("yaten.FloatTensor", "yaten.float32")
        return msg.replace("yaten.DoubleTensor", "yaten.float64")
    assert norm(ours[1]) == norm(theirs[1]) or norm(theirs[1]) in norm(ours[1]), (ours[1], theirs[1])
    return ours[1]


def values(t):
    if t is None or isinstance(t, (int, float)):
        return t
    return np.asarray(t.detach().tolist())


def same_values(fn):
    ours, theirs = fn(yaten), fn(torch)
    if not isinstance(ours, (list, tuple)):
        ours, theirs = [ours], [theirs]
    assert len(ours) == len(theirs)
    for o, t in zip(ours, theirs):
        if isinstance(t, (bool, type(None))):
            assert o is t or o == t, (o, t)
        else:
            np.testing.assert_allclose(values(o), values(t), rtol=1e-12, atol=1e-12)


def leaf(lib, data=(0.5, -1.2, 2.0)):
    return lib.tensor(list(data), dtype=lib.float64, requires_grad=True)


# create_graph: double and triple backward --------------------------------------

def test_double_and_triple_backward():
    def fn(lib):
        x = leaf(lib)
        y = (x.sin() * x.exp() + x.pow(3)).sum()
        g1, = lib.autograd.grad(y, x, create_graph=True)
        g2, = lib.autograd.grad(g1.sum(), x, create_graph=True)
        g3, = lib.autograd.grad(g2.sum(), x)
        return [g1, g2, g3, g1.requires_grad, g3.requires_grad]
    same_values(fn)


def test_backward_with_create_graph_gives_differentiable_grad():
    def fn(lib):
        x = leaf(lib)
        (x * x * x).sum().backward(create_graph=True)
        first = x.grad
        assert first.requires_grad and first.grad_fn is not None
        second, = lib.autograd.grad(first.sum(), x)
        x.grad = None  # breaks the cycle x -> grad -> its graph -> x, as torch advises
        return [first, second]
    same_values(fn)


def test_gradient_penalty_through_a_matmul_network():
    def fn(lib):
        rng = np.random.default_rng(3)
        w1 = lib.tensor(rng.standard_normal((4, 3)), requires_grad=True)
        w2 = lib.tensor(rng.standard_normal((1, 4)), requires_grad=True)
        x = lib.tensor(rng.standard_normal((5, 3)), requires_grad=True)
        out = (x @ w1.t()).tanh() @ w2.t()
        g, = lib.autograd.grad(out.sum(), x, create_graph=True)
        penalty = ((g * g).sum(1).sqrt() - 1).pow(2).mean()
        penalty.backward()
        return [penalty, w1.grad, w2.grad, x.grad]
    same_values(fn)


def test_grad_of_grad_with_respect_to_grad_outputs():
    def fn(lib):
        x = leaf(lib)
        v = lib.tensor([1.0, 2.0, 3.0], dtype=lib.float64, requires_grad=True)
        g, = lib.autograd.grad(x.exp(), x, v, create_graph=True)
        gv, = lib.autograd.grad(g.sum(), v)
        return [g, gv]
    same_values(fn)


# autograd.grad --------------------------------------------------------------

def test_grad_returns_gradients_and_touches_no_grad():
    def fn(lib):
        x, y = leaf(lib), leaf(lib, (1.0, 2.0, 3.0))
        gx, gy = lib.autograd.grad((x * y).sum(), (x, y))
        return [gx, gy, x.grad, y.grad]
    same_values(fn)


def test_grad_allow_unused():
    def fn(lib):
        x, y = leaf(lib), leaf(lib)
        gx, gy = lib.autograd.grad((x * 2).sum(), [x, y], allow_unused=True)
        return [gx, gy]
    same_values(fn)


def test_grad_of_several_outputs_with_grad_outputs():
    def fn(lib):
        x = leaf(lib)
        outs = [x * 2, x.exp()]
        return list(lib.autograd.grad(outs, x, [lib.ones(3, dtype=lib.float64), lib.tensor([1., 0., 2.], dtype=lib.float64)]))
    same_values(fn)


@pytest.mark.parametrize("case", ["unused", "input_no_grad", "output_no_grad", "implicit_non_scalar",
                                  "shape_mismatch", "bad_grad_type"])
def test_grad_errors_match_torch(case):
    def fn(lib):
        x = leaf(lib)
        if case == "unused":
            lib.autograd.grad((x * 2).sum(), [x, leaf(lib)])
        elif case == "input_no_grad":
            lib.autograd.grad((x * 2).sum(), [x, lib.ones(3)])
        elif case == "output_no_grad":
            lib.autograd.grad(lib.ones(3).sum(), [x])
        elif case == "implicit_non_scalar":
            lib.autograd.grad(x * 2, x)
        elif case == "shape_mismatch":
            lib.autograd.grad(x * 2, x, lib.ones(2, dtype=lib.float64))
        else:
            lib.autograd.grad(x * 2, x, [3])
    same_error(fn)


def test_backward_gradient_argument_and_inputs():
    def fn(lib):
        x = leaf(lib)
        y = x * 2
        z = y * y
        z.backward(lib.tensor([1.0, 0.5, 2.0], dtype=lib.float64), inputs=[y])
        return [x.grad, y.grad]
    same_values(fn)


def test_backward_accumulates_into_leaves():
    def fn(lib):
        x = leaf(lib)
        (x * x).sum().backward()
        (x * 3).sum().backward()
        return x.grad
    same_values(fn)


# hooks and retain_grad --------------------------------------------------------

def test_hooks_on_leaf_and_non_leaf_replace_gradients():
    def fn(lib):
        x = leaf(lib)
        seen = []
        x.register_hook(lambda g: seen.append(g.clone()))
        x.register_hook(lambda g: g * 10)
        y = x * 2
        y.register_hook(lambda g: g + 1)
        (y * y).sum().backward()
        return [x.grad, seen[0]]
    same_values(fn)


def test_grad_returns_gradients_before_hooks_as_torch_1_13():
    def fn(lib):
        x = leaf(lib)
        x.register_hook(lambda g: g * 2)
        y = x * 2
        y.register_hook(lambda g: g * 5)
        gx, gy = lib.autograd.grad((y * 3).sum(), [x, y])
        gx_only, = lib.autograd.grad((x * 3).sum(), x)
        return [gx, gy, gx_only, x.grad]
    same_values(fn)


def test_backward_inputs_run_hooks_and_fill_grad():
    def fn(lib):
        x = leaf(lib)
        x.register_hook(lambda g: g * 2)
        y = x * 2
        y.register_hook(lambda g: g * 5)
        (y * 3).sum().backward(inputs=[x])
        z = x * 2
        z.register_hook(lambda g: g * 5)
        (z * 3).sum().backward(inputs=[z])
        return [x.grad, z.grad, z.is_leaf]
    same_values(fn)


def test_hook_handle_removes_the_hook():
    def fn(lib):
        x = leaf(lib)
        handle = x.register_hook(lambda g: g * 100)
        handle.remove()
        (x * 2).sum().backward()
        return x.grad
    same_values(fn)


def test_hook_errors_match_torch():
    same_error(lambda lib: lib.ones(3).register_hook(lambda g: g))

    def wrong_size(lib):
        x = leaf(lib)
        x.register_hook(lambda g: lib.ones(2, dtype=lib.float64))
        (x * 2).sum().backward()
    same_error(wrong_size)


def test_exception_in_hook_reaches_the_caller():
    for lib in LIBS:
        x = leaf(lib)

        def hook(g):
            raise KeyError("from the hook")
        x.register_hook(hook)
        with pytest.raises(KeyError, match="from the hook"):
            (x * 2).sum().backward()


def test_retain_grad_keeps_non_leaf_grad():
    def fn(lib):
        x = leaf(lib)
        y = x.exp()
        y.retain_grad()
        z = y * 3
        (z * z).sum().backward()
        return [y.grad, x.grad]
    same_values(fn)


def test_retain_grad_sees_only_earlier_hooks_as_in_torch_1_13():
    def fn(lib):
        x, w = leaf(lib), leaf(lib)
        a, b = x * 2, w * 2
        a.register_hook(lambda g: g * 10)
        a.retain_grad()
        b.retain_grad()
        b.register_hook(lambda g: g * 10)
        (a + b).sum().backward()
        return [a.grad, b.grad, x.grad, w.grad]
    same_values(fn)


def test_retain_grad_follows_an_in_place_op():
    def fn(lib):
        x = leaf(lib)
        y = x * 2
        y.retain_grad()
        y.mul_(3)
        (y * y).sum().backward()
        return [y.grad, x.grad]
    same_values(fn)


def test_retain_grad_refused_without_requires_grad():
    same_error(lambda lib: lib.ones(3).retain_grad())


# retain_graph and freed graphs --------------------------------------------------

def test_retain_graph_allows_a_second_backward():
    def fn(lib):
        x = leaf(lib)
        y = x.exp().sum()
        y.backward(retain_graph=True)
        y.backward()
        return x.grad
    same_values(fn)


def test_second_backward_through_freed_graph_raises():
    def fn(lib):
        x = leaf(lib)
        y = x.exp().sum()
        y.backward()
        y.backward()
    msg = same_error(fn)
    assert msg.startswith("Trying to backward through the graph a second time")


def test_grad_frees_the_graph_unless_retained():
    def fn(lib):
        x = leaf(lib)
        y = (x * x).sum()
        lib.autograd.grad(y, x)
        lib.autograd.grad(y, x)
    same_error(fn)


# version counters and in-place checks ---------------------------------------

def test_modified_saved_output_names_the_op_and_versions():
    def fn(lib):
        x = leaf(lib)
        y = x.exp()
        y.mul_(2)
        y.sum().backward()
    msg = same_error(fn)
    assert "which is output 0 of ExpBackward0, is at version 1; expected version 0 instead" in msg


def test_modified_saved_input_is_reported():
    def fn(lib):
        x = leaf(lib)
        y = x * 1
        z = y.sin()
        y.add_(1)
        z.sum().backward()
    msg = same_error(fn)
    assert "which is output 0 of AddBackward0, is at version 1; expected version 0 instead" in msg


def test_modified_leaf_through_data_is_reported():
    def fn(lib):
        x = leaf(lib)
        y = x.sin()
        with lib.no_grad():
            x.add_(1)
        y.sum().backward()
    msg = same_error(fn)
    assert "is at version 1; expected version 0 instead" in msg


def test_in_place_on_leaf_that_requires_grad_is_refused():
    assert same_error(lambda lib: leaf(lib).add_(1)) == "add_: a leaf Variable that requires grad is being used in an in-place operation."
    same_error(lambda lib: leaf(lib).zero_())


def test_in_place_on_view_of_leaf_is_refused():
    same_error(lambda lib: leaf(lib)[0].mul_(2))
    same_error(lambda lib: leaf(lib).view(3, 1).t().add_(1))
    same_error(lambda lib: leaf(lib)[1:].fill_(0))


def test_in_place_on_leaf_allowed_under_no_grad():
    def fn(lib):
        x = leaf(lib)
        with lib.no_grad():
            x.mul_(2)
            x[0].add_(1)
        (x * x).sum().backward()
        return [x, x.grad, x._version]
    same_values(fn)


def test_in_place_op_reading_its_own_output_is_reported():
    def fn(lib):
        y = leaf(lib) * 2
        y.mul_(y)
        y.sum().backward()
    assert "output 0 of MulBackward0, is at version 1" in same_error(fn)


def test_in_place_on_non_leaf_is_differentiated():
    def fn(lib):
        x = leaf(lib)
        y = x * 2
        y.mul_(3)
        y.exp_()
        y.sum().backward()
        return x.grad
    same_values(fn)


def test_in_place_on_view_of_non_leaf_rewrites_the_base_history():
    def fn(lib):
        x = leaf(lib)
        y = x * x
        v = y[1:]
        v.exp_()
        (y.sum() + (v * 3).sum()).backward()
        return [x.grad, y, y.grad_fn.name().split("::")[-1], v.grad_fn.name()]
    ours, theirs = fn(yaten), fn(torch)
    np.testing.assert_allclose(values(ours[0]), values(theirs[0]), rtol=1e-12)
    np.testing.assert_allclose(values(ours[1]), values(theirs[1]), rtol=1e-12)
    assert ours[2:] == theirs[2:] == ["CopySlices", "AsStridedBackward0"]


def test_setitem_on_non_leaf_routes_gradients():
    def fn(lib):
        x = lib.tensor([[1., 2.], [3., 4.]], dtype=lib.float64, requires_grad=True)
        a = leaf(lib, (5.0, 6.0))
        y = x * 2
        y[0] = a * 3
        y[:, 1] *= 2
        (y * y).sum().backward()
        return [y, x.grad, a.grad]
    same_values(fn)


def test_in_place_on_nested_and_transposed_views():
    def fn(lib):
        x = lib.tensor([[1., 2., 3.], [4., 5., 6.]], dtype=lib.float64, requires_grad=True)
        y = x * x
        y.t()[1:].mul_(x[0, 1])
        y.view(3, 2)[2][0].add_(1)
        g, = lib.autograd.grad((y * y).sum(), x, create_graph=True)
        g2, = lib.autograd.grad(g.sum(), x)
        return [y, g, g2]
    same_values(fn)


def test_gradcheck_through_in_place_on_views():
    def f(x, w):
        y = x * 1
        y[0].mul_(w[1])
        y[1:].sin_()
        return y.exp()
    x = leaf(yaten, (0.3, -0.4, 0.8))
    w = leaf(yaten, (0.5, 1.5, -0.7))
    assert yaten.autograd.gradcheck(f, (x, w))
    assert yaten.autograd.gradgradcheck(f, (x, w))


def test_tiling_a_grid_with_copies_of_tensors_that_require_grad():
    # torchvision's make_grid on generated images: each tile is copy_'d into a view of a zero grid, so the
    # grid's history is a chain of CopySlices, one per tile; gradients reach every tile, once and twice.
    def fn(lib):
        images = lib.tensor(np.linspace(-1, 1, 6 * 2 * 3 * 3).reshape(6, 2, 3, 3), requires_grad=True)
        tiles = images.tanh()
        grid = lib.zeros(2, 2 * 4 + 1, 3 * 4 + 1, dtype=lib.float64)
        for k in range(6):
            r, c = divmod(k, 3)
            grid.narrow(1, 1 + 4 * r, 3).narrow(2, 1 + 4 * c, 3).copy_(tiles[k])
        weight = lib.tensor(np.arange(grid.numel(), dtype=np.float64).reshape(grid.shape))
        g, = lib.autograd.grad((grid * grid * weight).sum(), images, create_graph=True)
        g2, = lib.autograd.grad((g * g).sum(), images)
        return [grid, grid.grad_fn.name().split("::")[-1], g, g2]
    ours, theirs = fn(yaten), fn(torch)
    assert ours[1] == theirs[1] == "CopySlices"
    for a, b in zip(ours[:1] + ours[2:], theirs[:1] + theirs[2:]):
        np.testing.assert_allclose(values(a), values(b), rtol=1e-12)


def test_setitem_on_tensor_without_grad_makes_it_require_grad():
    def fn(lib):
        a = leaf(lib, (1.0, 2.0))
        out = lib.zeros(3, 2, dtype=lib.float64)
        out[0] = a * 2
        out[2, 1] = a[0]
        (out * out).sum().backward()
        return [out, a.grad, out.is_leaf, out.requires_grad]
    same_values(fn)

    def no_grad_write(lib):
        out = lib.zeros(3)
        out[1:].add_(1)
        return [out, out.is_leaf, out.requires_grad]
    same_values(no_grad_write)


def test_op_returning_its_input_leaves_it_alone():
    def fn(lib):
        x = leaf(lib)
        y = x.to(lib.float64)
        return [y is x, x.is_leaf, x.grad_fn is None]
    assert fn(yaten) == fn(torch) == [True, True, True]


# dtypes that never require grad ------------------------------------------------

def test_integer_and_bool_tensors_never_require_grad():
    same_error(lambda lib: lib.tensor([1, 2], requires_grad=True))
    same_error(lambda lib: lib.tensor([1, 2]).requires_grad_())
    same_error(lambda lib: lib.tensor([True]).requires_grad_())

    def outputs(lib):
        x = leaf(lib)
        return [(x > 0).requires_grad, x.argmax().requires_grad, x.long().requires_grad,
                x.to(lib.int32).requires_grad, (x.long() * 2).requires_grad, x.max(0)[1].requires_grad]
    assert outputs(yaten) == outputs(torch) == [False] * 6


# grad modes, detach, requires_grad_ -------------------------------------------

def test_grad_mode_context_managers_and_decorators():
    def fn(lib):
        x = leaf(lib)

        @lib.no_grad()
        def off():
            return x * 2

        @lib.enable_grad()
        def on():
            return x * 2

        @lib.set_grad_enabled(False)
        def off_again():
            return x * 2
        with lib.no_grad():
            inside_on = on().requires_grad
            with lib.enable_grad():
                nested = (x * 2).requires_grad
            inner = (x * 2).requires_grad
        with lib.set_grad_enabled(False):
            set_off = (x * 2).requires_grad
        lib.set_grad_enabled(False)
        call_off = (x * 2).requires_grad
        lib.set_grad_enabled(True)
        return [off().requires_grad, inside_on, nested, inner, set_off, call_off, off_again().requires_grad,
                lib.is_grad_enabled()]
    assert fn(yaten) == fn(torch) == [False, True, True, False, False, False, False, True]


def test_grad_mode_restored_after_exception():
    for lib in LIBS:
        with pytest.raises(ValueError):
            with lib.no_grad():
                raise ValueError
        assert lib.is_grad_enabled()


def test_detach_and_detach_():
    def fn(lib):
        x = leaf(lib)
        y = x * 2
        d = y.detach()
        shared = d.data_ptr() == y.data_ptr()
        y.detach_()
        return [d.requires_grad, d.is_leaf, shared, y.requires_grad, y.is_leaf, y.grad_fn is None]
    assert fn(yaten) == fn(torch)


def test_requires_grad_only_changes_on_leaves():
    same_error(lambda lib: (leaf(lib) * 2).requires_grad_(False))

    def fn(lib):
        x = lib.ones(2, dtype=lib.float64)
        x.requires_grad_()
        a = x.requires_grad
        x.requires_grad_(False)
        return [a, x.requires_grad, (leaf(lib) * 2).requires_grad_(True).requires_grad]
    assert fn(yaten) == fn(torch) == [True, False, True]


def test_no_history_recorded_under_no_grad():
    for lib in LIBS:
        x = leaf(lib)
        with lib.no_grad():
            y = x.exp() * 2
        assert y.grad_fn is None and not y.requires_grad and y.is_leaf
        with pytest.raises(RuntimeError, match=re.escape("element 0 of tensors does not require grad")):
            y.sum().backward()


def test_graphs_are_freed():
    """Saving inputs keeps no reference cycle, even for an in-place op
    whose argument is its own target."""
    # Garbage of earlier tests, collected during this one, would lower the count.
    gc.collect()
    base = yaten._C._live_storages()
    for _ in range(3):
        x = leaf(yaten)
        y = x * 2
        y.mul_(y)
        z = (x * 3).sin()
        g, = yaten.autograd.grad(z.sum(), x, create_graph=True)
        g.sum().backward()
        w = x * 1
        w[0].mul_(w[1])  # a view saved by an in-place op on another view
        w[1:].mul_(w[:1])  # another view of the same base, broadcast
    del x, y, z, g, w
    assert yaten._C._live_storages() == base


# gradient layout --------------------------------------------------------------

@pytest.mark.parametrize("op", ["mm", "addmm", "linear"])
def test_a_matrix_used_transposed_gets_its_gradient_in_its_own_layout(op):
    # As torch's mm_mat1/mat2_backward: W used as W.t() (nn.Linear's weight)
    # gets a gradient laid out as W is, so accumulating and stepping it need
    # no strided pass; x.t() likewise.
    def grads(lib):
        x = lib.arange(12.0, dtype=lib.float64).reshape(4, 3).requires_grad_()
        w = lib.arange(15.0, dtype=lib.float64).reshape(5, 3).requires_grad_()
        b = lib.ones(5, dtype=lib.float64, requires_grad=True)
        if op == "mm":
            out = lib.mm(x, w.t())
        elif op == "addmm":
            out = lib.addmm(b, x, w.t(), beta=2)
        else:
            out = lib.nn.functional.linear(x, w, b)
        g = lib.arange(20.0, dtype=lib.float64).reshape(4, 5)
        gx, gw = lib.autograd.grad(out, (x, w), g, retain_graph=True)
        gxt, = lib.autograd.grad(lib.mm(w, x.t()), x, g.t())  # x used transposed, as mat2
        return gx, gw, gxt
    for ours, theirs in zip(grads(yaten), grads(torch)):
        assert ours.stride() == theirs.stride()
        np.testing.assert_allclose(values(ours), values(theirs), rtol=1e-12)


def test_backward_with_create_graph_warns_of_the_cycle_it_makes():
    # torch's words; torch says them once per process, so only yaten is run here.
    x = yaten.ones(3, requires_grad=True)
    with pytest.warns(UserWarning, match="create_graph=True will create a reference cycle"):
        (x * x).sum().backward(create_graph=True)
    assert x.grad.grad_fn is not None
    x.grad = None


@pytest.mark.parametrize("split", ["unsafe_split", "unsafe_chunk", "unsafe_split_with_sizes"])
def test_unsafe_split_pieces_meet_in_one_node_and_share_memory_as_torchs(split):
    arg = {"unsafe_split": 2, "unsafe_chunk": 3, "unsafe_split_with_sizes": [1, 3, 2]}[split]

    def run(lib):
        x = lib.arange(12.0).reshape(6, 2).requires_grad_()
        pieces = getattr(x, split)(arg)
        names = [p.grad_fn.name() for p in pieces]
        (pieces[0] * 2 + pieces[-1] ** 2).sum().backward()  # the middle piece unused: zeros there
        base = x.detach().clone()
        shared = getattr(base, split)(arg)
        shared[1].add_(100)  # writes through to base, as a plain tensor (no view history)
        y = x.clone()
        written = getattr(y, split)(arg)[0].mul_(2)
        return names, x.grad.tolist(), base.tolist(), written.grad_fn.name()
    assert run(yaten) == run(torch)


def test_gradients_summed_in_a_buffer_leave_a_gradient_a_hook_kept_unchanged():
    def run(lib):
        x = lib.ones(3, requires_grad=True)
        s = x * 1
        kept = []
        u, v = s.clone(), s.clone()
        u.register_hook(lambda g: kept.append(g))
        v.register_hook(lambda g: kept.append(g))
        (u + v + s).sum().backward()
        return x.grad.tolist(), [g.tolist() for g in kept]
    assert run(yaten) == run(torch)


def test_a_weight_used_at_every_step_gets_the_sum_of_its_step_gradients():
    def run(lib):
        w = lib.linspace(-1, 1, 12).reshape(3, 4).requires_grad_()
        h = lib.ones(2, 3)
        for _ in range(20):
            h = lib.tanh(h @ w[:, :3].t() * 0.5 + 0.1)
        h.sum().backward()
        return w.grad
    np.testing.assert_allclose(run(yaten).numpy(), run(torch).numpy(), rtol=1e-5, atol=1e-6)
