"""yaten.multiprocessing: tensors on a Queue travel as shared memory, both
ways, with fork and spawn, and leave no names on /dev/shm."""
import os
import signal
import time

import numpy as np
import pytest

import yaten
import yaten.multiprocessing as ymp


def add_one_and_double(inbox, outbox, done):
    tensor = inbox.get()
    tensor.add_(1)  # seen by the sender: the pages are shared
    outbox.put(tensor * 2)
    done.wait()  # the receiver opens our block's name before we go


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_tensor_round_trip_shares_memory(method):
    context = ymp.get_context(method)
    inbox, outbox, done = context.Queue(), context.Queue(), context.Event()
    shared = ymp.share_tensor(yaten.arange(6.0).reshape(2, 3).t())
    assert ymp.is_shared(shared) and not ymp.is_shared(yaten.arange(3))
    worker = context.Process(target=add_one_and_double, args=(inbox, outbox, done))
    worker.start()
    inbox.put(shared)
    doubled = outbox.get(timeout=60)
    done.set()
    worker.join(timeout=60)
    np.testing.assert_array_equal(shared.numpy(), np.arange(1.0, 7.0).reshape(2, 3).T)
    np.testing.assert_array_equal(doubled.numpy(), 2 * shared.numpy())
    assert ymp.is_shared(doubled)
    assert not [n for n in os.listdir("/dev/shm") if n.startswith(f"yaten_{worker.pid}_")]


def test_pickled_views_keep_shape_strides_offset_dtype_and_grad():
    from multiprocessing.reduction import ForkingPickler
    base = yaten.arange(24, dtype=yaten.int64).reshape(4, 6)
    for tensor in (base[1:, 2:5], base.t(), yaten.zeros(0, 3), yaten.ones(3, requires_grad=True)):
        copy = ForkingPickler.loads(ForkingPickler.dumps(tensor))
        assert copy.dtype == tensor.dtype and tuple(copy.shape) == tuple(tensor.shape)
        assert copy.requires_grad == tensor.requires_grad
        np.testing.assert_array_equal(copy.detach().numpy(), tensor.detach().numpy())
        assert ymp.is_shared(copy) == (copy.numel() > 0)  # a view at an offset into its block too


def test_non_leaf_requiring_grad_is_refused_as_torch():
    from multiprocessing.reduction import ForkingPickler
    with pytest.raises(RuntimeError, match="Cowardly refusing"):
        ForkingPickler.dumps(yaten.ones(2, requires_grad=True) * 2)


def test_sharing_strategy_is_file_descriptor():
    assert ymp.get_sharing_strategy() == "file_descriptor"
    with pytest.raises(ValueError):
        ymp.set_sharing_strategy("file_system")


def fill_with(tensor, value, done):
    tensor.fill_(value)
    done.set()


def test_share_memory_in_place_lets_a_child_write_into_the_tensor():
    weights = yaten.nn.Parameter(yaten.zeros(4))
    assert not weights.is_shared()
    assert weights.share_memory_() is weights and weights.is_shared()
    assert isinstance(weights, yaten.nn.Parameter) and weights.requires_grad
    context = ymp.get_context("fork")
    done = context.Event()
    child = context.Process(target=fill_with, args=(weights.detach(), 7.0, done))
    child.start()
    assert done.wait(60)
    child.join(60)
    assert weights.tolist() == [7.0] * 4


def test_parameters_travel_as_parameters():
    from multiprocessing.reduction import ForkingPickler
    weight = yaten.nn.Parameter(yaten.arange(4.0))
    copy = ForkingPickler.loads(ForkingPickler.dumps(weight))
    assert type(copy) is yaten.nn.Parameter and copy.requires_grad and ymp.is_shared(copy)
    assert copy.tolist() == [0.0, 1.0, 2.0, 3.0]
    model = ForkingPickler.loads(ForkingPickler.dumps(yaten.nn.Linear(3, 2)))
    assert [type(p) for p in model.parameters()] == [yaten.nn.Parameter] * 2


def test_a_fork_while_another_thread_holds_the_block_table_leaves_the_child_able_to_share():
    from yaten.multiprocessing import reductions
    with reductions._lock:  # as a Queue's feeder thread does while it pickles a tensor
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                reductions.share_tensor(yaten.ones(3))
                code = 0
            finally:
                os._exit(code)
    deadline = time.time() + 20
    while time.time() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        time.sleep(0.02)
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        pytest.fail("the forked child waited forever for a lock its parent held at fork")
    assert os.waitstatus_to_exitcode(status) == 0


def one_sgd_step(model, data, target):
    optimizer = yaten.optim.SGD(model.parameters(), lr=0.5)
    optimizer.zero_grad()
    yaten.nn.functional.mse_loss(model(data), target).backward()
    optimizer.step()


def test_hogwild_module_share_memory_lets_a_spawned_child_train_the_parent_model():
    # The mnist_hogwild pattern: model.share_memory(), then worker processes
    # (spawned, as torch.multiprocessing's examples do) step the same weights.
    yaten.manual_seed(0)
    model, data, target = yaten.nn.Linear(3, 2), yaten.randn(4, 3), yaten.randn(4, 2)
    assert model.share_memory() is model
    assert all(p.is_shared() and isinstance(p, yaten.nn.Parameter) for p in model.parameters())
    expected = yaten.nn.Linear(3, 2)
    expected.load_state_dict(model.state_dict())
    one_sgd_step(expected, data, target)
    child = ymp.get_context("spawn").Process(target=one_sgd_step, args=(model, data, target))
    child.start()
    child.join(60)
    assert child.exitcode == 0
    for mine, wanted in zip(model.parameters(), expected.parameters()):
        np.testing.assert_allclose(mine.detach().numpy(), wanted.detach().numpy(), rtol=1e-6)


def test_share_memory_needs_no_import_of_yaten_multiprocessing():
    import subprocess
    import sys
    code = ("import sys, yaten; m = yaten.nn.Linear(2, 2).share_memory(); "
            "print(m.weight.is_shared(), yaten.zeros(2).is_shared(), 'yaten.multiprocessing' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": os.path.dirname(os.path.dirname(yaten.__file__))})
    assert out.stdout.split() == ["True", "False", "True"]
