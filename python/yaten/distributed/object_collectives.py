"""The *_object forms: Python objects pickled into uint8 tensors, their
sizes exchanged first. (Tensors inside the objects need yaten tensors to
pickle, which this module does not add.) And monitored_barrier, which names
the ranks that did not arrive."""
import datetime
import pickle

import yaten
from yaten.distributed import collectives as c
from yaten.distributed.process_group import _resolve, GroupMember


def _to_tensor(obj):
    import numpy as np  # here: `import yaten` (which imports this module) stays without numpy
    data = pickle.dumps(obj)
    return yaten.from_numpy(np.frombuffer(data, dtype=np.uint8).copy()), len(data)


def _from_tensor(tensor, size):
    return pickle.loads(tensor[:size].numpy().tobytes())


def _member(group):
    g = _resolve(group)
    return None if g is GroupMember.NON_GROUP_MEMBER else g


def _padded(tensor, size):
    out = yaten.zeros(size, dtype=yaten.uint8)
    if tensor.numel():
        out[:tensor.numel()] = tensor
    return out


def _all_sizes(g, size, group):
    sizes = yaten.zeros(g.size(), dtype=yaten.int64)
    c.all_gather_into_tensor(sizes, yaten.tensor([size], dtype=yaten.int64), group=group)
    return [int(s) for s in sizes.tolist()]


def _padded_payload(g, obj, group):
    """obj pickled and padded to the longest payload of the group's ranks;
    returns (tensor, every rank's size, the longest)."""
    tensor, size = _to_tensor(obj)
    sizes = _all_sizes(g, size, group)
    longest = max(sizes)
    return _padded(tensor, longest), sizes, longest


def all_gather_object(object_list, obj, group=None):
    g = _member(group)
    if g is None:
        return
    payload, sizes, longest = _padded_payload(g, obj, group)
    gathered = yaten.empty(longest * g.size(), dtype=yaten.uint8)
    c.all_gather_into_tensor(gathered, payload, group=group)
    for i, n in enumerate(sizes):
        object_list[i] = _from_tensor(gathered[i * longest:(i + 1) * longest], n)


def gather_object(obj, object_gather_list=None, dst=0, group=None):
    g = _member(group)
    if g is None:
        return
    payload, sizes, longest = _padded_payload(g, obj, group)
    is_dst = g.rank() == c._group_rank(g, dst, "gather_object")
    blocks = [yaten.empty(longest, dtype=yaten.uint8) for _ in range(g.size())] if is_dst else None
    c.gather(payload, blocks, dst, group)
    if is_dst:
        for i, n in enumerate(sizes):
            object_gather_list[i] = _from_tensor(blocks[i], n)


def broadcast_object_list(object_list, src=0, group=None, device=None):
    g = _member(group)
    if g is None:
        return
    is_src = g.rank() == c._group_rank(g, src, "broadcast_object_list")
    tensors = [_to_tensor(o) for o in object_list] if is_src else []
    sizes = yaten.tensor([n for _, n in tensors] if is_src else [0] * len(object_list), dtype=yaten.int64)
    c.broadcast(sizes, src, group)
    total = int(sizes.sum())
    payload = yaten.cat([t for t, _ in tensors]) if is_src and total else yaten.empty(total, dtype=yaten.uint8)
    c.broadcast(payload, src, group)
    offset = 0
    for i, n in enumerate(int(s) for s in sizes.tolist()):
        object_list[i] = _from_tensor(payload[offset:offset + n], n)
        offset += n


def scatter_object_list(scatter_object_output_list, scatter_object_input_list, src=0, group=None):
    g = _member(group)
    if g is None:
        return
    is_src = g.rank() == c._group_rank(g, src, "scatter_object_list")
    chosen = [None]
    if is_src:
        chosen = list(scatter_object_input_list)
    # One broadcast of every rank's object, each rank keeping its own: the
    # objects are small, and the exchange stays one bounded call.
    everything = [chosen]
    broadcast_object_list(everything, src, group)
    scatter_object_output_list[0] = everything[0][g.rank()]


def monitored_barrier(group=None, timeout=None, wait_all_ranks=False):
    """Rank 0 waits for a message from every other rank, up to timeout, and
    raises naming the ranks that did not arrive; then releases them."""
    g = _member(group)
    if g is None:
        return
    timeout = timeout or g.timeout
    if not isinstance(timeout, datetime.timedelta):
        raise TypeError("monitored_barrier: timeout must be a datetime.timedelta")
    token = yaten.zeros(1, dtype=yaten.int64)
    tag = 0x7FFF
    if g.rank() != 0:
        c.isend(token, g.ranks[0], group, tag).wait(timeout)
        c.irecv(token, g.ranks[0], group, tag).wait(timeout)
        return
    missing = []
    for r in range(1, g.size()):
        try:
            c.irecv(yaten.zeros(1, dtype=yaten.int64), g.ranks[r], group, tag).wait(timeout)
        except RuntimeError:
            missing.append(g.ranks[r])
            if not wait_all_ranks:
                break
    if missing:
        which = "Ranks" if len(missing) > 1 else "Rank"
        raise RuntimeError(f"{which} {', '.join(map(str, missing))} failed to pass monitoredBarrier in "
                           f"{timeout}")
    for r in range(1, g.size()):
        c.isend(token, g.ranks[r], group, tag).wait(timeout)
