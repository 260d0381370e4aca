"""The collectives and point-to-point operations on yaten tensors, with
torch.distributed's signatures. Each checks its tensors, hands contiguous
buffers to the Gloo group (a contiguous copy when needed, written back when
the operation ends) and returns a Work when async_op=True."""
import enum

import yaten
from yaten.distributed.process_group import GroupMember, _native_module, _resolve


class ReduceOp:
    """torch.distributed.ReduceOp: SUM, AVG, PRODUCT, MIN, MAX, and BAND,
    BOR, BXOR for integer and bool tensors."""

    class RedOpType(enum.Enum):
        SUM = 0
        AVG = 1
        PRODUCT = 2
        MIN = 3
        MAX = 4
        BAND = 5
        BOR = 6
        BXOR = 7

    SUM = RedOpType.SUM
    AVG = RedOpType.AVG
    PRODUCT = RedOpType.PRODUCT
    MIN = RedOpType.MIN
    MAX = RedOpType.MAX
    BAND = RedOpType.BAND
    BOR = RedOpType.BOR
    BXOR = RedOpType.BXOR


_FLOATING = ("float32", "float64")


def _native_op(op, dtype_name):
    if not isinstance(op, ReduceOp.RedOpType):
        raise TypeError(f"op must be a ReduceOp, got {op!r}")
    if op in (ReduceOp.BAND, ReduceOp.BOR, ReduceOp.BXOR) and dtype_name in _FLOATING:
        raise RuntimeError(f"Cannot use ReduceOp.{op.name} with floating-point tensors")
    if op is ReduceOp.AVG and dtype_name not in _FLOATING:
        raise RuntimeError("Cannot use ReduceOp.AVG with integer or bool tensors")
    return getattr(_native_module().ReduceKind, op.name)


class Work:
    """An operation in flight. wait() blocks (up to the group's timeout, the
    GIL released) and raises the operation's error; then the results are in
    the caller's tensors."""

    def __init__(self, native, group, keep=(), on_done=None):
        self._native = native
        self._group = group
        self._keep = keep  # the buffers Gloo reads and writes
        self._on_done = on_done
        group.keep_alive(self)

    def _finish(self):
        if self._on_done is not None:
            on_done, self._on_done = self._on_done, None
            on_done()

    def wait(self, timeout=None):
        self._native.wait(self._group.timeout if timeout is None else timeout)
        self._finish()
        return True

    def is_completed(self):
        if not self._native.is_completed():
            return False
        self._finish()
        return True

    def is_success(self):
        return self.is_completed()

    def result(self):
        return list(self._keep)


def _check_tensor(tensor, name):
    if not isinstance(tensor, yaten.Tensor):
        raise RuntimeError(f"Invalid function argument. Expected parameter `{name}` to be of type "
                           f"yaten.Tensor, got {type(tensor).__name__}.")


def _check_list(tensors, name):
    if not isinstance(tensors, (list, tuple)) or not all(isinstance(t, yaten.Tensor) for t in tensors):
        raise RuntimeError(f"Invalid function argument. Expected parameter `{name}` to be of type "
                           "List[yaten.Tensor].")


def _dtype_name(tensor):
    return str(tensor.dtype).rsplit(".", 1)[-1]


class _Buffer:
    """A contiguous view of `tensor`, or a contiguous copy written back by
    write_back()."""

    def __init__(self, tensor):
        self.tensor = tensor
        self.data = tensor if tensor.is_contiguous() else tensor.contiguous()

    def args(self):
        return self.data.data_ptr(), self.data.numel(), _dtype_name(self.data)

    def write_back(self):
        if self.data is not self.tensor:
            with yaten.no_grad():  # collectives write parameters too, outside autograd
                self.tensor.copy_(self.data)


def _group_or_none(group):
    g = _resolve(group)
    return None if g is GroupMember.NON_GROUP_MEMBER else g


def _checked_group(group, tensors=None, lists=None):
    """Checks the arguments' types; returns the group, or None when this
    rank is not in it (the operation then does nothing, as in torch)."""
    for name, tensor in (tensors or {}).items():
        _check_tensor(tensor, name)
    for name, tensor_list in (lists or {}).items():
        _check_list(tensor_list, name)
    return _group_or_none(group)


def _group_rank(g, global_rank, name):
    if global_rank not in g.ranks:
        raise ValueError(f"{name}: global rank {global_rank} is not part of the group")
    return g.ranks.index(global_rank)


def _run(g, native_work, async_op, keep, on_done=None):
    work = Work(native_work, g, keep, on_done)
    if async_op:
        return work
    work.wait()
    return None


def _same_shape_dtype(tensors, reference, op_name):
    for t in tensors:
        if t.dtype != reference.dtype:
            raise RuntimeError(f"{op_name}: tensors must all have dtype {reference.dtype}, got {t.dtype}")
        if t.numel() != reference.numel():
            raise RuntimeError(f"{op_name}: tensor sizes must match: expected {reference.numel()} "
                               f"elements, got {t.numel()}")


def _flat_empty(count, like):
    return yaten.empty(count, dtype=like.dtype)


def _block(flat, i, like):
    n = like.numel()
    return flat[i * n:(i + 1) * n].view(like.shape)


def all_reduce(tensor, op=ReduceOp.SUM, group=None, async_op=False):
    g = _checked_group(group, tensors=dict(tensor=tensor))
    if g is None:
        return None
    buffer = _Buffer(tensor)
    kind = _native_op(op, _dtype_name(tensor))
    return _run(g, g._native.all_reduce(*buffer.args(), kind), async_op, (tensor, buffer.data), buffer.write_back)


def broadcast(tensor, src, group=None, async_op=False):
    g = _checked_group(group, tensors=dict(tensor=tensor))
    if g is None:
        return None
    buffer = _Buffer(tensor)
    root = _group_rank(g, src, "broadcast")
    return _run(g, g._native.broadcast(*buffer.args(), root), async_op, (tensor, buffer.data), buffer.write_back)


def reduce(tensor, dst, op=ReduceOp.SUM, group=None, async_op=False):
    g = _checked_group(group, tensors=dict(tensor=tensor))
    if g is None:
        return None
    buffer = _Buffer(tensor)
    kind = _native_op(op, _dtype_name(tensor))
    root = _group_rank(g, dst, "reduce")
    return _run(g, g._native.reduce(*buffer.args(), kind, root), async_op, (tensor, buffer.data), buffer.write_back)


def all_gather(tensor_list, tensor, group=None, async_op=False):
    g = _checked_group(group, tensors=dict(tensor=tensor), lists=dict(tensor_list=tensor_list))
    if g is None:
        return None
    if len(tensor_list) != g.size():
        raise RuntimeError(f"all_gather: tensor_list must have {g.size()} tensors, got {len(tensor_list)}")
    _same_shape_dtype(tensor_list, tensor, "all_gather")
    source = tensor.contiguous()
    flat = _flat_empty(source.numel() * g.size(), source)

    def unpack():
        for i, out in enumerate(tensor_list):
            out.copy_(_block(flat, i, out))
    native = g._native.all_gather(source.data_ptr(), flat.data_ptr(), source.numel(), _dtype_name(source))
    return _run(g, native, async_op, (source, flat), unpack)


def all_gather_into_tensor(output_tensor, input_tensor, group=None, async_op=False):
    g = _checked_group(group, tensors=dict(output_tensor=output_tensor, input_tensor=input_tensor))
    if g is None:
        return None
    if output_tensor.numel() != input_tensor.numel() * g.size() or output_tensor.dtype != input_tensor.dtype:
        raise RuntimeError("all_gather_into_tensor: output tensor must have world_size times the input's "
                           "elements and the same dtype")
    source = input_tensor.contiguous()
    out = _Buffer(output_tensor)
    native = g._native.all_gather(source.data_ptr(), out.data.data_ptr(), source.numel(), _dtype_name(source))
    return _run(g, native, async_op, (source, out.data), out.write_back)


def gather(tensor, gather_list=None, dst=0, group=None, async_op=False):
    g = _checked_group(group, tensors=dict(tensor=tensor))
    if g is None:
        return None
    root = _group_rank(g, dst, "gather")
    is_root = g.rank() == root
    if is_root:
        _check_list(gather_list, "gather_list")
        if len(gather_list) != g.size():
            raise RuntimeError(f"gather: gather_list must have {g.size()} tensors on the destination rank")
        _same_shape_dtype(gather_list, tensor, "gather")
    elif gather_list:
        raise RuntimeError("gather: Argument ``gather_list`` must NOT be specified on non-destination ranks.")
    source = tensor.contiguous()
    flat = _flat_empty(source.numel() * g.size() if is_root else 0, source)

    def unpack():
        if is_root:
            for i, out in enumerate(gather_list):
                out.copy_(_block(flat, i, out))
    native = g._native.gather(source.data_ptr(), flat.data_ptr(), source.numel(), _dtype_name(source), root)
    return _run(g, native, async_op, (source, flat), unpack)


def scatter(tensor, scatter_list=None, src=0, group=None, async_op=False):
    g = _checked_group(group, tensors=dict(tensor=tensor))
    if g is None:
        return None
    root = _group_rank(g, src, "scatter")
    if g.rank() == root:
        _check_list(scatter_list, "scatter_list")
        if len(scatter_list) != g.size():
            raise RuntimeError(f"scatter: scatter_list must have {g.size()} tensors on the source rank")
        _same_shape_dtype(scatter_list, tensor, "scatter")
        flat = yaten.cat([t.reshape(-1) for t in scatter_list]) if scatter_list else _flat_empty(0, tensor)
    elif scatter_list:
        raise RuntimeError("scatter: Argument ``scatter_list`` must NOT be specified on non-source ranks.")
    else:
        flat = _flat_empty(0, tensor)
    out = _Buffer(tensor)
    native = g._native.scatter(flat.data_ptr(), out.data.data_ptr(), tensor.numel(), _dtype_name(tensor), root)
    return _run(g, native, async_op, (flat, out.data), out.write_back)


def reduce_scatter_tensor(output, input, op=ReduceOp.SUM, group=None, async_op=False):
    g = _checked_group(group, tensors=dict(output=output, input=input))
    if g is None:
        return None
    if input.numel() != output.numel() * g.size() or input.dtype != output.dtype:
        raise RuntimeError("reduce_scatter_tensor: input must have world_size times the output's elements "
                           "and the same dtype")
    kind = _native_op(op, _dtype_name(output))
    source = input.contiguous()
    out = _Buffer(output)
    native = g._native.reduce_scatter(source.data_ptr(), out.data.data_ptr(), output.numel(),
                                      _dtype_name(output), kind)
    return _run(g, native, async_op, (source, out.data), out.write_back)


def reduce_scatter(output, input_list, op=ReduceOp.SUM, group=None, async_op=False):
    g = _checked_group(group, tensors=dict(output=output), lists=dict(input_list=input_list))
    if g is None:
        return None
    if len(input_list) != g.size():
        raise RuntimeError(f"reduce_scatter: input_list must have {g.size()} tensors")
    _same_shape_dtype(input_list, output, "reduce_scatter")
    return reduce_scatter_tensor(output, yaten.cat([t.reshape(-1) for t in input_list]), op, group, async_op)


def all_to_all_single(output, input, output_split_sizes=None, input_split_sizes=None, group=None,
                      async_op=False):
    g = _checked_group(group, tensors=dict(output=output, input=input))
    if g is None:
        return None
    if output.dtype != input.dtype:
        raise RuntimeError("all_to_all_single: input and output must have the same dtype")
    size = g.size()

    def counts(tensor, splits, name):
        rows = tensor.shape[0] if tensor.dim() > 0 else 1
        row = tensor.numel() // rows if rows else 0
        if splits is None or len(splits) == 0:
            if rows % size:
                raise RuntimeError(f"all_to_all_single: {name}'s first dimension ({rows}) must divide "
                                   f"by the group size {size}")
            return [rows // size * row] * size
        if len(splits) != size or sum(splits) != rows:
            raise RuntimeError(f"all_to_all_single: {name}_split_sizes must have {size} entries summing "
                               f"to {rows}")
        return [int(s) * row for s in splits]
    send_counts = counts(input, input_split_sizes, "input")
    recv_counts = counts(output, output_split_sizes, "output")
    source = input.contiguous()
    out = _Buffer(output)
    native = g._native.all_to_all(source.data_ptr(), send_counts, out.data.data_ptr(), recv_counts,
                                  _dtype_name(output))
    return _run(g, native, async_op, (source, out.data), out.write_back)


def all_to_all(output_tensor_list, input_tensor_list, group=None, async_op=False):
    g = _checked_group(group, lists=dict(output_tensor_list=output_tensor_list,
                                         input_tensor_list=input_tensor_list))
    if g is None:
        return None
    if len(output_tensor_list) != g.size() or len(input_tensor_list) != g.size():
        raise RuntimeError(f"all_to_all: both tensor lists must have {g.size()} tensors")
    dtypes = {t.dtype for t in [*output_tensor_list, *input_tensor_list]}
    if len(dtypes) != 1:
        raise RuntimeError("all_to_all: every tensor must have the same dtype")
    like = input_tensor_list[0]
    source = yaten.cat([t.reshape(-1) for t in input_tensor_list])
    flat = _flat_empty(sum(t.numel() for t in output_tensor_list), like)

    def unpack():
        offset = 0
        for out in output_tensor_list:
            out.copy_(flat[offset:offset + out.numel()].view(out.shape))
            offset += out.numel()
    native = g._native.all_to_all(source.data_ptr(), [t.numel() for t in input_tensor_list], flat.data_ptr(),
                                  [t.numel() for t in output_tensor_list], _dtype_name(like))
    return _run(g, native, async_op, (source, flat), unpack)


def barrier(group=None, async_op=False, device_ids=None):
    g = _group_or_none(group)
    if g is None:
        return None
    return _run(g, g._native.barrier(), async_op, ())


def _peer(g, peer, name):
    if peer is None:
        return -1
    rank = _group_rank(g, peer, name)
    if rank == g.rank():
        raise ValueError(f"Invalid destination or source rank: {name} to or from itself (rank {peer})")
    return rank


def isend(tensor, dst, group=None, tag=0):
    g = _checked_group(group, tensors=dict(tensor=tensor))
    if g is None:
        return None
    source = tensor.contiguous()
    native = g._native.send(source.data_ptr(), source.numel(), _dtype_name(source), _peer(g, dst, "send"), tag)
    return Work(native, g, (source,))


def irecv(tensor, src=None, group=None, tag=0):
    g = _checked_group(group, tensors=dict(tensor=tensor))
    if g is None:
        return None
    out = _Buffer(tensor)
    native = g._native.recv(*out.args(), _peer(g, src, "recv"), tag)
    work = Work(native, g, (out.data,), out.write_back)
    work.source_rank = lambda: g.ranks[native.source()]
    return work


def send(tensor, dst, group=None, tag=0):
    isend(tensor, dst, group, tag).wait()


def recv(tensor, src=None, group=None, tag=0):
    """Returns the sender's rank (useful when src is None: any rank)."""
    work = irecv(tensor, src, group, tag)
    if work is None:
        return -1
    work.wait()
    return work.source_rank()
