"""yaten.nn.parallel: DataParallel (CPU: calls the module), DistributedDataParallel, as torch.nn.parallel, and
SyncBatchNorm (exported as yaten.nn.SyncBatchNorm)."""
from yaten.nn.parallel.data_parallel import DataParallel  # noqa: F401
from yaten.nn.parallel.distributed import DistributedDataParallel  # noqa: F401
from yaten.nn.parallel.sync_batchnorm import SyncBatchNorm  # noqa: F401

__all__ = ["DataParallel", "DistributedDataParallel", "SyncBatchNorm"]
