"""The functions test_spawn's processes run, in a module of their own: a
spawned child imports it to find its function, and should not import torch."""
import os
import signal
import time

import yaten


def write_rank_sum(index, directory, world):
    """A DDP-style worker: each rank writes a tensor result to its own file."""
    value = yaten.full((3,), float(index)).sum() * world
    with open(os.path.join(directory, f"rank{index}"), "w") as f:
        f.write(f"{value.item():g}")


def fail_on_rank_one(index, delay):
    if index == 1:
        raise ValueError("rank one cannot go on")
    time.sleep(delay)


def exit_with_code(index, code):
    if index == 0:
        os._exit(code)
    time.sleep(60)


def kill_self(index):
    os.kill(os.getpid(), signal.SIGKILL)


def sleep_briefly(index, seconds):
    time.sleep(seconds)


def ddp_step(rank, world, port, directory):
    """The tutorials' DDP script: env rendezvous, gloo, one step of a DDP Linear
    on this rank's half of a batch; writes the updated weight."""
    import yaten.distributed as dist
    from yaten.nn.parallel import DistributedDataParallel
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    dist.init_process_group("gloo", rank=rank, world_size=world)
    yaten.manual_seed(0)
    model = DistributedDataParallel(yaten.nn.Linear(4, 1))
    optimizer = yaten.optim.SGD(model.parameters(), lr=0.1)
    x = yaten.arange(16.0).reshape(4, 4)[rank * 2:rank * 2 + 2]
    model(x).pow(2).mean().backward()
    optimizer.step()
    with open(os.path.join(directory, f"rank{rank}"), "w") as f:
        f.write(repr(model.module.weight.detach().tolist()))
    dist.destroy_process_group()
