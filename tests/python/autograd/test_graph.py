"""yaten.autograd.graph: saved-tensor hooks run the same code on yaten and
torch and must see and give back the same things: pack for every tensor a
built-in op or a custom Function saves, unpack when backward (or
grad_fn._saved_*) reads it, the hooks of save time, nesting, save_on_cpu,
disable_saved_tensors_hooks and torch's errors."""
import os

import pytest

import yaten

torch = pytest.importorskip("torch")

LIBS = pytest.mark.parametrize("lib", [yaten, torch], ids=["yaten", "torch"])


def both(run):
    """run(torch) and run(yaten), compared (tensors as lists)."""
    def plain(v):
        if isinstance(v, (list, tuple)):
            return type(v)(plain(x) for x in v)
        return v.tolist() if hasattr(v, "tolist") else v
    theirs, ours = plain(run(torch)), plain(run(yaten))
    assert ours == theirs
    return ours


def describe(t):
    return (t.tolist(), t.requires_grad, t.grad_fn is not None)


def logging_hooks(lib, log):
    def pack(x):
        log.append(("pack",) + describe(x))
        return x

    def unpack(x):
        log.append(("unpack",) + describe(x))
        return x
    return lib.autograd.graph.saved_tensors_hooks(pack, unpack)


def test_the_documented_example_packs_inputs_in_argument_order_and_unpacks_in_backward():
    def run(lib):
        log = []
        a = lib.ones(5, requires_grad=True)
        b = lib.ones(5, requires_grad=True) * 2
        with logging_hooks(lib, log):
            y = a * b
        log.append("forward done")
        y.sum().backward()
        return log, a.grad, b.grad
    log = both(run)[0]
    assert [e if isinstance(e, str) else e[0] for e in log] == ["pack", "pack", "forward done", "unpack", "unpack"]


def test_outputs_and_custom_function_saves_are_packed():
    def run(lib):
        class Square(lib.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                ctx.save_for_backward(x)
                return x * x

            @staticmethod
            def backward(ctx, g):
                x, = ctx.saved_tensors
                return 2 * g * x
        log = []
        x = lib.tensor([1.0, 2.0], requires_grad=True)
        with logging_hooks(lib, log):
            y = x.exp()
            z = Square.apply(x)
        (y.sum() + z.sum()).backward()
        return log, x.grad
    both(run)


def test_hooks_are_those_of_save_time_not_of_unpack_time():
    def run(lib):
        log = []
        x = lib.tensor([1.0, 2.0], requires_grad=True)
        with lib.autograd.graph.saved_tensors_hooks(lambda t: ("first", t), lambda p: log.append(p[0]) or p[1]):
            y = x.sin()
        with lib.autograd.graph.saved_tensors_hooks(lambda t: ("second", t), lambda p: log.append(p[0]) or p[1]):
            y.sum().backward()
            z = x.cos()
        z.sum().backward()
        return log, x.grad
    assert both(run)[0] == ["first", "second"]


def test_nested_hooks_apply_the_innermost_pair_only():
    def run(lib):
        log = []
        x = lib.tensor([1.0, 2.0], requires_grad=True)
        outer = lib.autograd.graph.saved_tensors_hooks(lambda t: log.append("outer") or t, lambda t: t)
        inner = lib.autograd.graph.saved_tensors_hooks(lambda t: log.append("inner") or t, lambda t: t)
        with outer:
            with inner:
                x.sin()
            x.cos()
        x.tan()
        return log
    assert both(run) == ["inner", "outer"]


def test_compressed_copies_give_the_same_gradients_and_double_backward():
    # The tutorial's pattern: keep a detached (here half precision) copy; the
    # unpacked tensor rejoins the graph where the saved one was.
    def run(lib):
        x = lib.tensor([0.5, 1.5, -2.0], dtype=lib.float64, requires_grad=True)
        hooks = lib.autograd.graph.saved_tensors_hooks(lambda t: t.detach().to(lib.float32),
                                                       lambda p: p.to(lib.float64))
        with hooks:
            y = (x * x * x).sum() + x.sigmoid().sum()
        g, = lib.autograd.grad(y, x, create_graph=True)
        g.sum().backward()
        return g.detach(), x.grad
    both(run)


def test_saving_to_disk_and_counting(tmp_path):
    def run(lib):
        folder = tmp_path / lib.__name__
        folder.mkdir()
        count = [0, 0]

        def pack(t):
            count[0] += 1
            path = str(folder / f"{count[0]}.pt")
            lib.save(t.detach(), path)
            return path

        def unpack(path):
            count[1] += 1
            return lib.load(path)
        w = lib.tensor([[1.0, -2.0], [0.5, 3.0]], requires_grad=True)
        with lib.autograd.graph.saved_tensors_hooks(pack, unpack):
            loss = lib.relu(lib.tensor([[1.0, 2.0]]) @ w).pow(2).sum()
        loss.backward()
        return count, w.grad, sorted(os.listdir(folder))
    both(run)


def test_unpacked_saved_values_keep_their_history():
    def run(lib):
        x = lib.tensor([1.0, 2.0], requires_grad=True)
        with lib.autograd.graph.saved_tensors_hooks(lambda t: t.detach().clone(), lambda p: p):
            h = x * 2
            y = h.sin()
            e = x.exp()
        s, r = y.grad_fn._saved_self, e.grad_fn._saved_result
        leaf = x.sin().grad_fn._saved_self
        return (s.requires_grad, s.grad_fn is not None, s is h, r.requires_grad, r is e, leaf is x, leaf.is_leaf)
    assert both(run) == (True, True, False, True, False, True, True)


def test_inplace_change_after_save_is_not_checked_under_hooks():
    def run(lib):
        x = lib.ones(3, requires_grad=True)
        with lib.autograd.graph.saved_tensors_hooks(lambda t: t.clone(), lambda p: p):
            z = x.clone()
            w = z.exp()
            z.mul_(2)
        w.sum().backward()
        return x.grad
    both(run)


def test_save_on_cpu_gives_the_same_gradients():
    def run(lib):
        a, b = (lib.tensor([1.0, -1.0, 2.0], requires_grad=True) for _ in range(2))
        with lib.autograd.graph.save_on_cpu():
            y = (a * b).tanh().sum()
        y.backward()
        with lib.autograd.graph.save_on_cpu(pin_memory=True):
            (a * b).sum().backward()
        return a.grad, b.grad
    both(run)


def test_no_hooks_run_without_a_graph():
    def run(lib):
        log = []
        x = lib.ones(2, requires_grad=True)
        with logging_hooks(lib, log):
            with lib.no_grad():
                x.exp()
            lib.ones(2).exp()
        return log
    assert both(run) == []


def errors(run):
    out = []
    for lib in (yaten, torch):
        with pytest.raises(Exception) as info:
            run(lib)
        out.append((type(info.value).__name__, str(info.value).splitlines()[0]))
    assert out[0] == out[1]
    return out[0]


def test_unpack_returning_a_non_tensor_is_a_type_error():
    def run(lib):
        x = lib.ones(2, requires_grad=True)
        with lib.autograd.graph.saved_tensors_hooks(lambda t: 42, lambda p: p):
            y = x.exp()
        y.sum().backward()
    assert errors(run) == ("TypeError", "Output of saved tensor unpack_hook expected to be a Tensor but got result "
                                        "of type int")


def test_pack_writing_its_input_is_refused():
    def run(lib):
        x = lib.ones(2, requires_grad=True)
        with lib.autograd.graph.saved_tensors_hooks(lambda t: t.detach().add_(1), lambda p: p):
            x * lib.ones(2, requires_grad=True)
    assert errors(run)[0] == "RuntimeError"


def test_errors_raised_by_the_hooks_are_runtime_errors_naming_them():
    def boom(_):
        raise ValueError("boom")

    def in_pack(lib):
        with lib.autograd.graph.saved_tensors_hooks(boom, lambda p: p):
            lib.ones(2, requires_grad=True).exp()

    def in_unpack(lib):
        with lib.autograd.graph.saved_tensors_hooks(lambda t: t, boom):
            y = lib.ones(2, requires_grad=True).exp()
        y.sum().backward()
    assert errors(in_pack) == errors(in_unpack) == ("RuntimeError", "ValueError: boom")


def test_backward_twice_under_hooks_is_refused():
    def run(lib):
        x = lib.ones(2, requires_grad=True)
        with lib.autograd.graph.saved_tensors_hooks(lambda t: t, lambda p: p):
            y = x.exp().sum()
        y.backward()
        y.backward()
    assert errors(run)[1].startswith("Trying to backward through the graph a second time")


def disabled_message(lib):
    return (torch._C._autograd if lib is torch else yaten._C)._saved_tensors_hooks_get_disabled_error_message()


def test_disable_saved_tensors_hooks():
    def pushing_inside(lib):
        with lib.autograd.graph.disable_saved_tensors_hooks("no hooks here"):
            with lib.autograd.graph.save_on_cpu():
                pass

    def disabling_under_hooks(lib):
        with lib.autograd.graph.save_on_cpu():
            with lib.autograd.graph.disable_saved_tensors_hooks("too late"):
                pass
    assert errors(pushing_inside) == ("RuntimeError", "no hooks here")
    assert errors(disabling_under_hooks) == ("RuntimeError", "too late")

    def afterwards(lib):
        with lib.autograd.graph.disable_saved_tensors_hooks("outer"):
            with lib.autograd.graph.disable_saved_tensors_hooks("inner"):
                pass
            inner_left = disabled_message(lib)
        x = lib.ones(2, requires_grad=True)
        with lib.autograd.graph.save_on_cpu():  # enabled again
            x.exp().sum().backward()
        return inner_left, disabled_message(lib), x.grad
    both(afterwards)
