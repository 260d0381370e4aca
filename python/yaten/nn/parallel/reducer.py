"""The gradient reducer behind DistributedDataParallel: parameters in
buckets (reverse registration order, about the order backward produces
their gradients; the first bucket small so communication starts early);
each bucket's all-reduce launched from the post-accumulate-grad hook of its
last gradient, in bucket order on every rank, and waited for when backward
ends."""
import yaten
from yaten.autograd import Variable
from yaten.distributed import collectives

MB = 1024 * 1024


class _Bucket:
    def __init__(self, indices, params):
        self.indices = indices  # positions in the reducer's parameter list
        self.params = params
        self.offsets = []
        total = 0
        for p in params:
            self.offsets.append(total)
            total += p.numel()
        self.flat = yaten.zeros(total, dtype=params[0].dtype)
        self.pending = len(params)
        self.work = None

    def view(self, i):
        p = self.params[i]
        return self.flat[self.offsets[i]:self.offsets[i] + p.numel()].view(p.shape)


def _assign_buckets(params, first_cap_bytes, cap_bytes):
    """Lists of parameter indices; a bucket holds one dtype and closes when
    it reaches its cap (the first one's smaller cap, then cap_bytes)."""
    buckets, current, size, dtype = [], [], 0, None
    for i in reversed(range(len(params))):
        p = params[i]
        nbytes = p.numel() * p.element_size()
        if current and (p.dtype != dtype or size >= (first_cap_bytes if not buckets else cap_bytes)):
            buckets.append(current)
            current, size = [], 0
        current.append(i)
        size += nbytes
        dtype = p.dtype
    if current:
        buckets.append(current)
    return buckets


class Reducer:
    def __init__(self, params, group, bucket_cap_mb, find_unused_parameters, gradient_as_bucket_view,
                 first_bucket_mb=1):
        self.params = params
        self.group = group
        self.world_size = collectives._group_or_none(group).size()
        self.find_unused_parameters = find_unused_parameters
        self.gradient_as_bucket_view = gradient_as_bucket_view
        layout = _assign_buckets(params, int(first_bucket_mb * MB), int(bucket_cap_mb * MB))
        self.buckets = [_Bucket(indices, [params[i] for i in indices]) for indices in layout]
        self.location = {}  # param index -> (bucket index, position in it)
        for b, indices in enumerate(layout):
            for position, i in enumerate(indices):
                self.location[i] = (b, position)
        self.enabled = False  # DDP.forward turns it on
        self._reset()
        self.hook_handles = [p.register_post_accumulate_grad_hook(self._hook_for(i)) for i, p in enumerate(params)]

    def _reset(self):
        self.in_backward = False
        self.next_to_launch = 0
        self.used = [False] * len(self.params)
        for bucket in self.buckets:
            bucket.pending = len(bucket.params)
            bucket.work = None

    def _hook_for(self, index):
        def hook(param):
            if self.enabled:
                self._mark_ready(index, param)
        return hook

    def _mark_ready(self, index, param):
        if not self.in_backward:
            self.in_backward = True
            Variable._execution_engine.queue_callback(self._finish)
        if self.used[index]:
            return  # a parameter used twice in the graph accumulates twice
        self.used[index] = True
        b, position = self.location[index]
        bucket = self.buckets[b]
        view = bucket.view(position)
        with yaten.no_grad():
            if param.grad.data_ptr() != view.data_ptr():
                view.copy_(param.grad)
        bucket.pending -= 1
        self._launch_ready_buckets()

    def _launch_ready_buckets(self):
        # In bucket order, so every rank issues the same all-reduces in the same order.
        while self.next_to_launch < len(self.buckets) and self.buckets[self.next_to_launch].pending == 0:
            bucket = self.buckets[self.next_to_launch]
            bucket.flat.div_(self.world_size)
            bucket.work = collectives.all_reduce(bucket.flat, group=self.group, async_op=True)
            self.next_to_launch += 1

    def _finish(self):
        try:
            unused = [i for i, used in enumerate(self.used) if not used]
            globally_used = self._globally_used(unused)
            for i in unused:
                b, position = self.location[i]
                if not self.find_unused_parameters:
                    raise RuntimeError(
                        "Expected to have finished reduction in the prior iteration before starting a new one. "
                        "This error indicates that your module has parameters that were not used in producing "
                        "loss. You can enable unused parameter detection by passing the keyword argument "
                        "`find_unused_parameters=True` to `yaten.nn.parallel.DistributedDataParallel`. "
                        f"Parameter indices which did not receive grad: {unused}")
                self.buckets[b].view(position).zero_()
                self.buckets[b].pending -= 1
            self._launch_ready_buckets()
            for bucket in self.buckets:
                bucket.work.wait()
            self._write_back(globally_used)
        finally:
            self._reset()
            # Only a backward through DDP's forward reduces, as in torch: the
            # hooks stay on the parameters, so a backward through the bare
            # module (or a second one) must find the reducer off.
            self.enabled = False

    def _globally_used(self, unused):
        """Which parameters some rank used (find_unused_parameters only)."""
        if not self.find_unused_parameters:
            return None
        flags = yaten.tensor([0 if i in unused else 1 for i in range(len(self.params))], dtype=yaten.int32)
        collectives.all_reduce(flags, collectives.ReduceOp.MAX, group=self.group)
        return flags.tolist()

    def _write_back(self, globally_used):
        with yaten.no_grad():
            for bucket in self.buckets:
                for position, (index, p) in enumerate(zip(bucket.indices, bucket.params)):
                    if globally_used is not None and not globally_used[index]:
                        continue  # no rank used it: its .grad stays as it was, as in torch
                    view = bucket.view(position)
                    if self.gradient_as_bucket_view:
                        p.grad = view
                    elif p.grad is None:
                        p.grad = view.clone()
                    else:
                        p.grad.copy_(view)
