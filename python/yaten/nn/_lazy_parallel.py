"""yaten.nn.parallel, nn.SyncBatchNorm and nn.DataParallel are imported on first use (PEP 562):
they bring yaten.distributed, whose sockets, threads and URL parsing would
otherwise add about a quarter to `import yaten`."""
import importlib


def __getattr__(name):
    if name in ("parallel", "SyncBatchNorm", "DataParallel"):
        parallel = importlib.import_module("yaten.nn.parallel")
        return parallel if name == "parallel" else getattr(parallel, name)
    raise AttributeError(f"module 'yaten.nn' has no attribute '{name}'")
