"""Tensor.register_post_accumulate_grad_hook and
autograd.Variable._execution_engine.queue_callback, the two engine features
DistributedDataParallel builds on."""
import pytest

import yaten


def test_post_accumulate_hook_sees_the_accumulated_grad_in_backward_order():
    w = yaten.ones(3, requires_grad=True)
    b = yaten.ones(3, requires_grad=True)
    log = []
    w.register_post_accumulate_grad_hook(lambda p: log.append(("w", p is w, p.grad.tolist())))
    b.register_post_accumulate_grad_hook(lambda p: log.append(("b", p is b, p.grad.tolist())))
    (w * 2 * b).sum().backward()
    (w * 2 * b).sum().backward()
    assert log == [("b", True, [2.0] * 3), ("w", True, [2.0] * 3), ("b", True, [4.0] * 3), ("w", True, [4.0] * 3)]


def test_post_accumulate_hook_removed_and_refused_on_non_leaves():
    w = yaten.ones(2, requires_grad=True)
    calls = []
    handle = w.register_post_accumulate_grad_hook(calls.append)
    handle.remove()
    w.sum().backward()
    assert calls == []
    with pytest.raises(RuntimeError, match="non-leaf"):
        (w * 2).register_post_accumulate_grad_hook(print)
    with pytest.raises(RuntimeError, match="doesn't require gradient"):
        yaten.ones(2).register_post_accumulate_grad_hook(print)


def test_queued_callback_runs_once_after_every_node_like_torch():
    def run(lib):
        w = lib.ones(2, requires_grad=True)
        log = []

        def hook(grad):
            log.append("hook")
            lib.autograd.Variable._execution_engine.queue_callback(
                lambda: log.append(("end", w.grad.tolist())))
        w.register_hook(hook)
        (w * 3).sum().backward()
        return log
    ours = run(yaten)
    assert ours == ["hook", ("end", [3.0, 3.0])]
    torch = pytest.importorskip("torch")
    assert run(torch) == ours


def test_queue_callback_outside_backward_is_an_error():
    with pytest.raises(RuntimeError, match="during backward"):
        yaten.autograd.Variable._execution_engine.queue_callback(lambda: None)


def test_a_failing_callback_reaches_the_caller_of_backward():
    w = yaten.ones(2, requires_grad=True)

    def boom():
        raise ValueError("callback failed")
    handle = w.register_hook(lambda g: yaten.autograd.Variable._execution_engine.queue_callback(boom))
    with pytest.raises(ValueError, match="callback failed"):
        w.sum().backward()
    handle.remove()
    w.sum().backward()  # the next backward starts clean: boom is not run again


def test_variable_is_tensor():
    t = yaten.ones(1)
    v = yaten.autograd.Variable(t)  # as torch's: a new leaf over the same memory
    assert isinstance(t, yaten.autograd.Variable) and v is not t and v.data_ptr() == t.data_ptr()
