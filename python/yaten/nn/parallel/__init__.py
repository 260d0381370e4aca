"""yaten.nn.parallel: DistributedDataParallel, as torch.nn.parallel."""
from yaten.nn.parallel.distributed import DistributedDataParallel  # noqa: F401

__all__ = ["DistributedDataParallel"]
