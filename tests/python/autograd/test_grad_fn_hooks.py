"""grad_fn.register_hook and grad_fn.register_prehook (torch's Node hooks)
against torch: what the hooks see, replacing gradients, the checks on what
they return, removal, and the nodes of custom Functions and leaves."""
import pytest

import yaten

torch = pytest.importorskip("torch")


def values(grads):
    return [None if g is None else g.detach().numpy().tolist() for g in grads]


def run_both(body):
    """body(lib) for yaten and torch; both results."""
    return body(yaten), body(torch)


def test_post_hook_sees_grad_inputs_and_grad_outputs_as_torch():
    def body(lib):
        x = lib.tensor([1.0, 2.0], requires_grad=True)
        w = lib.tensor([3.0, 4.0], requires_grad=True)
        log = []
        y = x * w
        y.grad_fn.register_prehook(lambda go: log.append(("pre", values(go))))
        y.grad_fn.register_hook(lambda gi, go: log.append(("post", values(gi), values(go))))
        (y * 2).sum().backward()
        scalar = x * 2  # the second next edge of MulBackward0 is a number's: None
        scalar.grad_fn.register_hook(lambda gi, go: log.append(("scalar", values(gi))))
        scalar.sum().backward()
        return log

    ours, theirs = run_both(body)
    assert ours == theirs


def test_hooks_replace_gradients_as_torch():
    def body(lib):
        x = lib.tensor([1.0, -2.0], requires_grad=True)
        y = x * 3
        y.grad_fn.register_prehook(lambda go: (go[0] + 1,))
        y.grad_fn.register_hook(lambda gi, go: (gi[0] * 10, gi[1]))
        y.grad_fn.register_hook(lambda gi, go: None)  # None keeps them
        y.sum().backward()
        return x.grad.tolist()

    ours, theirs = run_both(body)
    assert ours == theirs == [60.0, 60.0]


@pytest.mark.parametrize("kind, bad", [
    ("post", lambda gi, go: gi[0]),
    ("post", lambda gi, go: (gi[0],)),
    ("post", lambda gi, go: [gi[0], gi[1]]),
    ("post", lambda gi, go: (gi[0], gi[1][:1])),
    ("post", lambda gi, go: (gi[0], gi[1].double())),
    ("post", lambda gi, go: (gi[0], 1.0)),
    ("pre", lambda go: go[0]),
    ("pre", lambda go: (go[0], go[0])),
])
def test_bad_hook_results_raise_torchs_errors(kind, bad):
    def body(lib):
        x = lib.ones(2, requires_grad=True)
        w = lib.ones(2, requires_grad=True)
        y = x * w
        (y.grad_fn.register_hook if kind == "post" else y.grad_fn.register_prehook)(bad)
        with pytest.raises(Exception) as info:
            y.sum().backward()
        return type(info.value), str(info.value).replace("torch.", "yaten.")

    ours, theirs = run_both(body)
    assert ours[0] is theirs[0]
    assert ours[1].replace("'Tensor'", "T").replace("'float'", "F") == \
        theirs[1].replace("'Tensor'", "T").replace("'float'", "F")


def test_removed_hooks_do_not_run():
    x = yaten.ones(2, requires_grad=True)
    y = x * 2
    calls = []
    handles = [y.grad_fn.register_hook(lambda gi, go: calls.append("post")),
               y.grad_fn.register_prehook(lambda go: calls.append("pre"))]
    for handle in handles:
        handle.remove()
    y.sum().backward()
    assert calls == [] and x.grad.tolist() == [2.0, 2.0]


def test_custom_function_and_accumulate_grad_nodes_take_hooks():
    def body(lib):
        class Double(lib.autograd.Function):
            @staticmethod
            def forward(ctx, a):
                return a * 2

            @staticmethod
            def backward(ctx, g):
                return g * 2

        x = lib.tensor([1.0, 2.0], requires_grad=True)
        y = Double.apply(x)
        log = []
        y.grad_fn.register_prehook(lambda go: log.append(("pre", values(go))))
        y.grad_fn.register_hook(lambda gi, go: (gi[0] + 1,))
        leaf_node = (x * 1).grad_fn.next_functions[0][0]
        leaf_node.register_hook(lambda gi, go: log.append(("leaf", values(gi), values(go))))
        y.sum().backward()
        return log, x.grad.tolist()

    ours, theirs = run_both(body)
    assert ours == theirs


def test_hook_exception_reaches_backward_caller():
    x = yaten.ones(2, requires_grad=True)
    y = x * 2

    def fail(gi, go):
        raise KeyError("from the hook")

    y.grad_fn.register_hook(fail)
    with pytest.raises(KeyError, match="from the hook"):
        y.sum().backward()
    assert x.grad is None


def test_grad_fn_repr_is_pythons_default_as_torchs():
    # the autograd tutorials print f"Gradient function for z = {z.grad_fn}"
    import re
    for lib in (yaten, torch):
        w = lib.ones(3, requires_grad=True)
        z = w * 2 + 1
        assert re.fullmatch(r"<AddBackward0 object at 0x[0-9a-f]+>", repr(z.grad_fn)), repr(z.grad_fn)
        assert str(z.grad_fn) == repr(z.grad_fn)
