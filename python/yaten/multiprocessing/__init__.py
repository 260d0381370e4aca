"""yaten.multiprocessing, as torch.multiprocessing: the standard library's
multiprocessing with a reduction registered for tensors, so a tensor put on
a Queue or sent through a Pipe travels as a handle to shared memory rather
than as a pickled copy of its data."""
import multiprocessing
from multiprocessing import *  # noqa: F401,F403 (the same names as torch.multiprocessing)

from yaten.multiprocessing.reductions import init_reductions, is_shared, new_shared, share_memory_, share_tensor
from yaten.multiprocessing.spawn import (ProcessContext, ProcessExitedException, ProcessRaisedException,
                                         SpawnContext, spawn, start_processes)

__all__ = list(multiprocessing.__all__) + ["init_reductions", "is_shared", "new_shared", "share_memory_",
                                           "share_tensor", "ProcessContext", "ProcessExitedException",
                                           "ProcessRaisedException", "SpawnContext", "spawn", "start_processes",
                                           "get_sharing_strategy", "get_all_sharing_strategies",
                                           "set_sharing_strategy"]

init_reductions()

_SHARING_STRATEGY = "file_descriptor"


def get_all_sharing_strategies():
    """yaten passes every shared block as a file descriptor (memfd), which
    the kernel frees when the last process holding it lets go."""
    return {"file_descriptor"}


def get_sharing_strategy():
    return _SHARING_STRATEGY


def set_sharing_strategy(new_strategy):
    if new_strategy not in get_all_sharing_strategies():
        raise ValueError(f"sharing strategy must be one of {sorted(get_all_sharing_strategies())}, "
                         f"but got {new_strategy!r}")
