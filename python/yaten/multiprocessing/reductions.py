"""Tensors in shared memory: a block is a file on /dev/shm, mapped and
wrapped as a numpy array handed to yaten.from_numpy, so a tensor keeps its
mapping alive. Pickling a tensor with multiprocessing's ForkingPickler sends
a fresh hard link to its block plus the tensor's shape, strides and offset;
the receiver opens the link, unlinks it and maps the same pages, with no
round trip to the sender. The block's own name goes when its last tensor in
the creating process does; a killed process's names are removed by
remove_unreceived (the DataLoader calls it for its workers). A block
received from elsewhere has no name to link, so passing it on sends its file
descriptor instead, duplicated by multiprocessing.reduction.DupFd (torch's
"file_descriptor" strategy). A tensor not yet in shared memory is first
copied into a new block: torch moves its storage in place, which yaten
cannot do to a live tensor from Python, so the sender keeps a private tensor
and the receiver gets a shared copy."""
import bisect
import glob
import itertools
import mmap
import os
import secrets
import threading
import weakref
from multiprocessing.reduction import DupFd, ForkingPickler

import numpy as np

import yaten

# block start address -> (weakref to the mapping, file descriptor, size in bytes, name or None);
# _starts keeps the addresses sorted, to find the block holding any address. Both are used from
# several threads (a Queue pickles in its feeder thread), so they change only under _lock. A block
# freed by garbage collection, which may strike inside a locked section, only appends its address
# to _freed; the next locked section removes it.
_blocks = {}
_starts = []
_freed = []
_lock = threading.Lock()


def _new_lock_in_child():
    # A fork taken while another thread (a Queue's feeder, pickling a tensor) held _lock would hand
    # the child a lock that nobody in it can release: its first shared tensor would wait forever.
    global _lock
    _lock = threading.Lock()


os.register_at_fork(after_in_child=_new_lock_in_child)


def _numpy_dtype(dtype):
    return np.dtype(str(dtype).rsplit(".", 1)[-1])


SHM_DIR = "/dev/shm"
NAME_PREFIX = "yaten_"
_names = itertools.count()


def _new_name():
    return f"{SHM_DIR}/{NAME_PREFIX}{os.getpid()}_{next(_names)}_{secrets.token_hex(4)}"


def _new_file():
    """(fd, name) of a new empty shared file; name is None for an anonymous one when /dev/shm is unusable."""
    name = _new_name()
    try:
        return os.open(name, os.O_CREAT | os.O_EXCL | os.O_RDWR | os.O_CLOEXEC, 0o600), name
    except OSError:
        return os.memfd_create("yaten-shared", os.MFD_CLOEXEC), None


def _name_for_sending(name):
    """A fresh hard link to the block called name, for one receiver to open and unlink; None if it cannot be made."""
    if name is None:
        return None
    link = _new_name()
    try:
        os.link(name, link)
    except OSError:
        return None
    return link


def remove_unreceived(pid):
    """Unlinks the names process pid left on /dev/shm (after it died or was stopped)."""
    for path in glob.glob(f"{SHM_DIR}/{NAME_PREFIX}{pid}_*"):
        try:
            os.unlink(path)
        except OSError:
            pass


def _forget_block(address, fd, name, owner_pid):
    _freed.append(address)
    os.close(fd)
    if name is not None and os.getpid() == owner_pid:  # a forked child's copy does not own the name
        try:
            os.unlink(name)
        except OSError:
            pass


def _purge_freed():
    """Drops the freed blocks from the tables (the caller holds _lock)."""
    while _freed:
        address = _freed.pop()
        entry = _blocks.get(address)
        if entry is not None and entry[0]() is None:
            del _blocks[address]
            del _starts[bisect.bisect_left(_starts, address)]


def _map_block(fd, nbytes, name=None):
    """Maps nbytes of fd, remembering fd (and the block's name) for as long as the mapping lives."""
    mapping = mmap.mmap(fd, nbytes, flags=mmap.MAP_SHARED, prot=mmap.PROT_READ | mmap.PROT_WRITE)
    address = np.frombuffer(mapping, dtype=np.uint8).__array_interface__["data"][0]
    with _lock:
        _purge_freed()
        if address not in _blocks:
            bisect.insort(_starts, address)
        _blocks[address] = (weakref.ref(mapping), fd, nbytes, name)
    weakref.finalize(mapping, _forget_block, address, fd, name, os.getpid())
    return mapping


def _tensor_on(mapping, shape, strides, offset, dtype):
    np_dtype = _numpy_dtype(dtype)
    array = np.ndarray(shape, dtype=np_dtype, buffer=mapping, offset=offset * np_dtype.itemsize,
                       strides=[s * np_dtype.itemsize for s in strides])
    return yaten.from_numpy(array)


def new_shared(shape, dtype=None):
    """A new contiguous tensor of the given shape whose memory can be passed
    to other processes without copying (its contents are zero)."""
    dtype = dtype or yaten.get_default_dtype()
    shape = tuple(shape)
    numel = int(np.prod(shape, dtype=np.int64))
    nbytes = max(numel * _numpy_dtype(dtype).itemsize, 1)
    fd, name = _new_file()
    try:
        os.ftruncate(fd, nbytes)
        mapping = _map_block(fd, nbytes, name)
    except BaseException:
        os.close(fd)
        if name is not None:
            os.unlink(name)
        raise
    strides, step = [], 1
    for size in reversed(shape):
        strides.append(step)
        step *= max(size, 1)
    return _tensor_on(mapping, shape, strides[::-1], 0, dtype)


def _block_of(tensor):
    """(fd, size, name, start address) when tensor's memory lies in a live
    shared block, else None. Looked up by address range: a view rebuilt at an
    offset into a block starts its own storage there."""
    address = tensor.data_ptr() - tensor.storage_offset() * tensor.element_size()
    with _lock:
        _purge_freed()
        i = bisect.bisect_right(_starts, address) - 1
        if i < 0:
            return None
        start = _starts[i]
        mapping, fd, nbytes, name = _blocks[start]
    if mapping() is None or address >= start + nbytes:
        return None
    return fd, nbytes, name, start


def is_shared(tensor):
    """True when tensor's memory is a shared block made by yaten.multiprocessing."""
    return _block_of(tensor) is not None


def share_tensor(tensor):
    """tensor itself when already shared, else a shared copy of it (same values, shape and dtype)."""
    if is_shared(tensor):
        return tensor
    out = new_shared(tensor.shape, tensor.dtype)
    with yaten.no_grad():
        out.copy_(tensor)
    return out


def _open_named(name):
    fd = os.open(name, os.O_RDWR | os.O_CLOEXEC)
    os.unlink(name)
    return fd


def _rebuild_shared(handle, nbytes, shape, strides, offset, dtype, requires_grad, kind=None):
    fd = _open_named(handle) if isinstance(handle, str) else handle.detach()
    mapping = _map_block(fd, nbytes)
    tensor = _tensor_on(mapping, shape, strides, offset, dtype)
    if kind is not None:  # a Tensor subclass such as nn.Parameter
        return kind(tensor, requires_grad)
    if requires_grad:
        tensor.requires_grad_(True)
    return tensor


def _rebuild_plain(values, dtype, requires_grad):
    tensor = yaten.from_numpy(values) if values.size else yaten.empty(values.shape, dtype=dtype)
    if requires_grad:
        tensor.requires_grad_(True)
    return tensor


def reduce_tensor(tensor):
    """ForkingPickler's reduction: a handle to the shared block holding tensor."""
    if tensor.requires_grad and not tensor.is_leaf:
        raise RuntimeError("Cowardly refusing to serialize non-leaf tensor which requires_grad, since autograd "
                           "does not support crossing process boundaries.  If you just want to transfer the data, "
                           "call detach() on the tensor before serializing (e.g., putting it on the queue).")
    if tensor.numel() == 0:
        return _rebuild_plain, (np.empty(tuple(tensor.shape), _numpy_dtype(tensor.dtype)), tensor.dtype,
                                tensor.requires_grad)
    shared = share_tensor(tensor.detach())
    fd, nbytes, name, start = _block_of(shared)
    offset = (shared.data_ptr() - start) // shared.element_size()
    handle = _name_for_sending(name) or DupFd(fd)
    kind = None if type(tensor) is yaten.Tensor else type(tensor)
    return _rebuild_shared, (handle, nbytes, tuple(shared.shape), tuple(shared.stride()), offset,
                             shared.dtype, tensor.requires_grad, kind)


def share_memory_(tensor):
    """Moves tensor's data to shared memory in place (the same Python object,
    now over a shared block, laid out contiguously); returns tensor. Views
    taken before keep the old memory: torch moves the storage under them,
    which yaten cannot do from Python."""
    if not is_shared(tensor):
        tensor.data = share_tensor(tensor.detach())
    return tensor


def _as_method(name, function):
    """function as a Tensor method that, like the others, defers to __torch_function__ overrides."""
    def method(self):
        if yaten._C._has_torch_function_unary(self):
            return yaten._C._handle_torch_function(getattr(yaten.Tensor, name), (self,), self)
        return function(self)
    method.__name__, method.__qualname__ = name, f"Tensor.{name}"
    method.__doc__ = function.__doc__
    return method


def init_reductions():
    """Registers the tensor reduction with multiprocessing's ForkingPickler
    (idempotent), and gives Tensor share_memory_() and is_shared() unless
    the class already has its own."""
    from yaten.nn.parameter import Parameter
    for kind in (yaten.Tensor, Parameter):
        ForkingPickler.register(kind, reduce_tensor)
    for name, function in (("share_memory_", share_memory_), ("is_shared", is_shared)):
        if not hasattr(yaten.Tensor, name):
            setattr(yaten.Tensor, name, _as_method(name, function))
