"""yaten.nn.parallel and nn.SyncBatchNorm are imported on first use (PEP 562):
they bring yaten.distributed, whose sockets, threads and URL parsing would
otherwise add about a quarter to `import yaten`."""
import importlib


def __getattr__(name):
    if name in ("parallel", "SyncBatchNorm"):
        parallel = importlib.import_module("yaten.nn.parallel")
        return parallel if name == "parallel" else parallel.SyncBatchNorm
    raise AttributeError(f"module 'yaten.nn' has no attribute '{name}'")
