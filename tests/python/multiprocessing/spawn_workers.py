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
