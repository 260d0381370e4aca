"""DistributedDataParallel: replicates a module on every rank of a process
group; parameters and buffers come from rank 0 at construction; backward
averages the gradients across ranks with bucketed all-reduces that overlap
the rest of the backward pass."""
import contextlib

import yaten
from yaten.distributed import collectives
from yaten.distributed.process_group import _resolve
from yaten.nn.modules.module import Module
from yaten.nn.parallel.reducer import Reducer


def _broadcast_from_rank0(tensors, group):
    with yaten.no_grad():
        for t in tensors:
            collectives.broadcast(t, src=0, group=group)


class DistributedDataParallel(Module):
    def __init__(self, module, device_ids=None, output_device=None, dim=0, broadcast_buffers=True,
                 process_group=None, bucket_cap_mb=25, find_unused_parameters=False, check_reduction=False,
                 gradient_as_bucket_view=False, static_graph=False):
        super().__init__()
        if device_ids:
            raise ValueError("DistributedDataParallel: yaten runs on the CPU; device_ids must be None")
        params = [p for p in module.parameters() if p.requires_grad]
        if not params:
            raise RuntimeError("DistributedDataParallel is not needed when a module doesn't have any parameter "
                               "that requires a gradient.")
        self.module = module
        self.process_group = _resolve(process_group)
        self.broadcast_buffers = broadcast_buffers
        self.find_unused_parameters = find_unused_parameters
        self.gradient_as_bucket_view = gradient_as_bucket_view
        self.static_graph = static_graph  # accepted; the reducer needs no graph knowledge
        self.dim = dim
        self.require_backward_grad_sync = True
        _broadcast_from_rank0([*module.parameters(), *module.buffers()], process_group)
        self.reducer = Reducer(params, process_group, bucket_cap_mb, find_unused_parameters,
                               gradient_as_bucket_view)

    def forward(self, *inputs, **kwargs):
        self.reducer.enabled = self.require_backward_grad_sync and yaten.is_grad_enabled()
        if self.broadcast_buffers and self.require_backward_grad_sync:
            _broadcast_from_rank0(list(self.module.buffers()), self.process_group)
        return self.module(*inputs, **kwargs)

    @contextlib.contextmanager
    def no_sync(self):
        """Backward passes inside accumulate gradients locally; the first
        backward after it averages the accumulated sums."""
        previous = self.require_backward_grad_sync
        self.require_backward_grad_sync = False
        try:
            yield
        finally:
            self.require_backward_grad_sync = previous
