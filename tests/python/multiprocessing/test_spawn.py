"""yaten.multiprocessing.spawn / start_processes against torch's: fn(i, *args)
in each process, the first failure raised in the parent (the child's
traceback when it raised, its exit code or signal when it did not), the
others stopped; join=False hands back the ProcessContext."""
import signal
import time

import pytest

import yaten
import yaten.multiprocessing as ymp

torch = pytest.importorskip("torch")
import torch.multiprocessing as tmp  # noqa: E402
from spawn_workers import (ddp_step, exit_with_code, fail_on_rank_one, kill_self, sleep_briefly,  # noqa: E402
                           write_rank_sum)


def test_every_rank_runs_with_its_index_and_args(tmp_path):
    assert ymp.spawn(write_rank_sum, args=(str(tmp_path), 2), nprocs=2) is None
    assert sorted((p.name, p.read_text()) for p in tmp_path.iterdir()) == [("rank0", "0"), ("rank1", "6")]


@pytest.mark.parametrize("lib", [ymp, tmp], ids=["yaten", "torch"])
def test_a_raising_rank_stops_the_others_and_its_traceback_is_raised(lib):
    start = time.monotonic()
    with pytest.raises(lib.ProcessRaisedException) as caught:
        lib.spawn(fail_on_rank_one, args=(60,), nprocs=2)
    assert time.monotonic() - start < 50  # rank 0 was stopped, not waited for
    message = str(caught.value)
    assert message.startswith("\n\n-- Process 1 terminated with the following error:\nTraceback")
    assert "ValueError: rank one cannot go on" in message
    assert caught.value.error_index == 1 and caught.value.pid > 0


@pytest.mark.parametrize("lib", [ymp, tmp], ids=["yaten", "torch"])
def test_an_exit_code_is_raised_as_process_exited(lib):
    with pytest.raises(lib.ProcessExitedException, match="^process 0 terminated with exit code 3$") as caught:
        lib.spawn(exit_with_code, args=(3,), nprocs=2)
    assert caught.value.exit_code == 3 and caught.value.signal_name is None


@pytest.mark.parametrize("lib", [ymp], ids=["yaten"])
def test_a_signal_is_raised_with_its_name(lib):
    with pytest.raises(lib.ProcessExitedException, match="^process 0 terminated with signal SIGKILL$") as caught:
        lib.spawn(kill_self, nprocs=1)
    assert caught.value.exit_code == -signal.SIGKILL and caught.value.signal_name == "SIGKILL"


@pytest.mark.parametrize("lib", [ymp], ids=["yaten"])
def test_join_false_returns_a_context_whose_join_times_out_then_finishes(lib):
    context = lib.spawn(sleep_briefly, args=(1.0,), nprocs=2, join=False)
    assert isinstance(context, lib.ProcessContext)
    assert len(context.pids()) == 2 and all(pid > 0 for pid in context.pids())
    assert context.join(timeout=0.01) is False
    while not context.join(timeout=30):
        pass
    assert context.join() is True


def test_exceptions_pickle_as_torchs():
    import pickle
    for exception in (ymp.ProcessRaisedException("m", 1, 2), ymp.ProcessExitedException("m", 1, 2, 3, "SIGTERM")):
        copy = pickle.loads(pickle.dumps(exception))
        assert type(copy) is type(exception) and vars(copy) == vars(exception)


def test_another_start_method_warns_as_torchs():
    with pytest.warns(UserWarning, match="only supports start_method=spawn"):
        ymp.spawn(sleep_briefly, args=(0,), nprocs=1, start_method="fork")


def test_ddp_launched_by_spawn_keeps_replicas_equal(tmp_path):
    pytest.importorskip("yaten._distributed")
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    ymp.spawn(ddp_step, args=(2, port, str(tmp_path)), nprocs=2, join=True)
    weights = [(tmp_path / f"rank{r}").read_text() for r in range(2)]
    assert weights[0] == weights[1]
    # Averaged over both halves: the gradient of the whole batch, as one process gets it.
    yaten.manual_seed(0)
    model = yaten.nn.Linear(4, 1)
    optimizer = yaten.optim.SGD(model.parameters(), lr=0.1)
    model(yaten.arange(16.0).reshape(4, 4)).pow(2).mean().backward()
    optimizer.step()
    assert eval(weights[0])[0] == pytest.approx(model.weight.detach().tolist()[0])
