"""torch's checkpoint format (what torch.save writes since PyTorch 1.6): a
zip archive holding `data.pkl`, a pickle of the object in which each
tensor is a call of torch._utils._rebuild_tensor_v2 over a storage named by
a persistent id, and one record `data/<key>` of raw little-endian bytes per
storage. yaten writes it with torch's names, so torch.load reads yaten's
files, and reads it by mapping those names onto yaten's objects, so no
torch is needed. Tensors that share a storage stay views of one storage."""
import ctypes
import io
import mmap as mmap_module
import pickle
from collections import OrderedDict

from yaten import _C
from yaten._tensor import Tensor
from yaten.serialization import dtypes, reductions
from yaten.serialization.safe_unpickler import SafeUnpickler
from yaten.serialization.zip_archive import ZipReader, ZipWriter

ZIP_MAGIC = b"PK\x03\x04"
_VERSION_RECORD = b"3\n"


def _bad(what):
    return RuntimeError(f"yaten.load: not a valid PyTorch checkpoint: {what}")


# --- what torch's names stand for when yaten loads ---------------------------

class StorageType:
    """What `torch.FloatStorage` and its kin mean in a loaded pickle: the
    dtype of the storage a persistent id names."""

    def __init__(self, row):
        self.row = row

    def __repr__(self):
        return f"torch.{self.row.torch_storage} (as yaten.{self.row.name})"


def _check_ints(what, values):
    if not isinstance(values, (tuple, list)) or not all(type(v) is int for v in values):
        raise _bad(f"{what} must be a tuple of ints, got {values!r:.80}")
    return list(values)


def rebuild_tensor(storage, storage_offset, size, stride, requires_grad=False, backward_hooks=None, metadata=None):
    """torch._utils._rebuild_tensor_v2: a view of `storage` (a yaten 1-D
    tensor), every element of which must lie inside the storage."""
    if not isinstance(storage, Tensor) or type(storage_offset) is not int:
        raise _bad("a tensor must be rebuilt from a storage and an integer offset")
    size, stride = _check_ints("size", size), _check_ints("stride", stride)
    t = _C._view_of_storage(storage, size, stride, storage_offset)
    if requires_grad is True:
        t.requires_grad_(True)
    return t


def rebuild_tensor_v1(storage, storage_offset, size, stride):
    return rebuild_tensor(storage, storage_offset, size, stride)


def rebuild_parameter(data, requires_grad, backward_hooks=None, state=None):
    from yaten.nn.parameter import Parameter
    if not isinstance(data, Tensor) or not isinstance(requires_grad, bool):
        raise _bad("a Parameter must be rebuilt from a tensor and a bool")
    param = Parameter(data, requires_grad)
    if isinstance(state, dict) and all(isinstance(k, str) for k in state):
        param.__dict__.update(state)
    return param


def make_device(*args):
    """torch.device(...) in a pickle: yaten.device when yaten has it, else its name."""
    import yaten
    device = getattr(yaten, "device", None)
    if device is not None:
        return device(*args)
    if not args or not isinstance(args[0], str) or any(type(a) is not int for a in args[1:]):
        raise _bad(f"bad device arguments {args!r:.80}")
    return args[0] if len(args) == 1 else f"{args[0]}:{args[1]}"


def rebuild_sparse_tensor(layout, data):
    """torch._utils._rebuild_sparse_tensor: a COO tensor from (indices, values, size)."""
    if layout is not _C.sparse_coo or not isinstance(data, tuple) or len(data) != 3:
        raise _bad(f"only COO sparse tensors can be rebuilt, not layout {layout!r:.40}")
    from yaten.sparse import sparse_coo_tensor
    return sparse_coo_tensor(*data)


def get_layout(name):
    """torch.serialization._get_layout: the layout torch's pickles name as "torch.sparse_coo"."""
    layouts = {"torch.strided": _C.strided, "torch.sparse_coo": _C.sparse_coo}
    if name not in layouts:
        raise _bad(f"yaten has no layout {name!r:.40}")
    return layouts[name]


def _torch_names():
    from yaten.nn.parameter import Parameter
    names = {"torch._utils._rebuild_tensor_v2": rebuild_tensor, "torch._utils._rebuild_tensor": rebuild_tensor_v1,
             "torch._utils._rebuild_parameter": rebuild_parameter,
             "torch._utils._rebuild_parameter_with_state": rebuild_parameter,
             "torch.nn.parameter.Parameter": Parameter, "torch.Size": _C.Size, "torch.device": make_device,
             "torch._utils._rebuild_sparse_tensor": rebuild_sparse_tensor, "torch.sparse_coo": _C.sparse_coo,
             "torch.serialization._get_layout": get_layout}
    for row in dtypes.DTYPES:
        names[f"torch.{row.name}"] = row.dtype
        names[f"torch.{row.torch_storage}"] = StorageType(row)
    for name, storage, _ in dtypes.MISSING:  # an exception in the table: known to torch, not to yaten
        for torch_name in (name, storage):
            names[f"torch.{torch_name}"] = _bad(f"torch.{torch_name}: yaten has no dtype {name}")
    return names


_TORCH_NAMES = None


def torch_names():
    """Qualified torch name -> the yaten object it loads as (built on first use)."""
    global _TORCH_NAMES
    if _TORCH_NAMES is None:
        _TORCH_NAMES = _torch_names()
    return _TORCH_NAMES


# --- loading -------------------------------------------------------------------

def _archive_prefix(reader):
    pickles = [name for name in reader.records if name.endswith("/data.pkl") and name.count("/") == 1]
    if len(pickles) != 1:
        raise _bad("the archive must hold exactly one <archive>/data.pkl record")
    prefix = pickles[0][:-len("data.pkl")]
    byteorder = prefix + "byteorder"
    if byteorder in reader.records and reader.read(byteorder) != b"little":
        raise _bad("the checkpoint was written on a big-endian machine; yaten reads little-endian ones")
    return prefix


def device_name(location):
    """The device a map_location value names: a string, or anything whose str() is one."""
    return str(location)


# What PyTorch's CPU-only build says of a storage sent to CUDA (scripts and
# their users look for these words).
_CUDA_UNAVAILABLE = ("Attempting to deserialize object on a CUDA device but torch.cuda.is_available() is False. "
                     "If you are running on a CPU-only machine, please use torch.load with "
                     "map_location=torch.device('cpu') to map your storages to the CPU.")


def check_cpu(location, saved_on=None):
    """Refuses, with torch's errors, a storage restored anywhere but the cpu."""
    name = device_name(location)
    kind = name.split(":")[0]
    if kind == "cpu":
        return
    if kind == "cuda":
        raise RuntimeError(_CUDA_UNAVAILABLE)
    raise RuntimeError(f"don't know how to restore data location of yaten.Tensor (tagged with {name})")


class _StorageLoader:
    """persistent_load for torch's pickles: each ('storage', type, key,
    location, numel) becomes one yaten tensor holding that record's bytes,
    read (or mapped) once however many tensors view it."""

    def __init__(self, reader, prefix, map_location, mapped):
        self.reader, self.prefix, self.map_location, self.mapped = reader, prefix, map_location, mapped
        self.storages = {}

    def __call__(self, pid):
        if not (isinstance(pid, tuple) and len(pid) == 5 and pid[0] == "storage"):
            raise _bad(f"unsupported persistent id {pid!r:.80}")
        _, storage_type, key, location, numel = pid
        if not (isinstance(storage_type, StorageType) and isinstance(key, str) and isinstance(location, str)
                and type(numel) is int and numel >= 0):
            raise _bad(f"malformed storage reference {pid!r:.80}")
        row = storage_type.row
        cached = self.storages.get(key)
        if cached is not None:
            if cached.dtype is not row.dtype:
                raise _bad(f"storage {key!r} is used as two dtypes")
            return cached
        name = f"{self.prefix}data/{key}"
        if name not in self.reader.records:
            raise _bad(f"the storage record {name!r} is missing")
        offset, size = self.reader.span(name)
        if size != numel * row.itemsize:
            raise _bad(f"storage {key!r} declares {numel} elements of {row.name} but its record holds {size} bytes")
        storage = self._map(offset, numel, row) if self.mapped is not None else self._read(name, numel, row)
        if row.name == "bool":
            _check_bool_bytes(storage, key)
        storage = self._place(storage, location)
        self.storages[key] = storage
        return storage

    def _read(self, name, numel, row):
        t = _C._functions.empty([numel], dtype=row.dtype)
        if numel:
            target = memoryview((ctypes.c_char * (numel * row.itemsize)).from_address(t.data_ptr()))
            if row.name == "bool" or callable(self.map_location):  # their bytes are looked at right away
                self.reader.readinto(name, target)
            else:
                self.reader.read_later(name, target)
        return t

    def _map(self, offset, numel, row):
        if numel == 0 or offset % row.itemsize:
            return self._read_at(offset, numel, row)
        return _C._tensor_over_buffer(self.mapped, row.dtype, offset, numel)

    def _read_at(self, offset, numel, row):
        t = _C._functions.empty([numel], dtype=row.dtype)
        nbytes = numel * row.itemsize
        memoryview((ctypes.c_char * nbytes).from_address(t.data_ptr()))[:] = self.mapped[offset:offset + nbytes]
        return t

    def _place(self, storage, location):
        """Applies map_location: a callable gets (storage, location) and
        returns the storage to use or None; otherwise the target device,
        which yaten allows only as cpu."""
        if callable(self.map_location):
            mapped = self.map_location(storage, location)
            if mapped is not None:
                if not isinstance(mapped, Tensor) or mapped.dtype is not storage.dtype:
                    raise TypeError("yaten.load: map_location's function must return the storage it was given "
                                    f"(or another of the same dtype) or None, not {type(mapped).__name__}")
                return mapped
            target = location
        elif isinstance(self.map_location, dict):
            target = self.map_location.get(location, location)
        else:
            target = location if self.map_location is None else self.map_location
        check_cpu(target, location)
        return storage


def _check_bool_bytes(storage, key):
    raw = ctypes.string_at(storage.data_ptr(), storage.numel())
    if raw.translate(None, b"\0\1"):
        raise _bad(f"bool storage {key!r} holds bytes other than 0 and 1")


def _trusted_unpickler(base):
    """weights_only=False: base's unpickler (any global), with torch's own names mapped to yaten's."""

    class TrustedUnpickler(base):
        def find_class(self, module, name):
            found = torch_names().get(f"{module}.{name}")
            if isinstance(found, Exception):
                raise found
            return found if found is not None else super().find_class(module, name)
    return TrustedUnpickler


def load(stream, map_location, weights_only, mmap_file=None, pickle_module=None):
    """Reads a torch zip checkpoint from a seekable binary stream; with
    mmap_file (the same file, opened), storages are mapped, not read."""
    reader = ZipReader(stream)
    prefix = _archive_prefix(reader)
    mapped = None
    if mmap_file is not None:
        mapped = mmap_module.mmap(mmap_file.fileno(), 0, access=mmap_module.ACCESS_COPY)
    storages = _StorageLoader(reader, prefix, map_location, mapped)
    data = reader.read(prefix + "data.pkl")
    try:
        if weights_only:
            from yaten.nn.parameter import Parameter
            obj = SafeUnpickler(data, torch_names(), storages, (OrderedDict, Tensor, Parameter)).load()
        else:
            unpickler = _trusted_unpickler((pickle_module or pickle).Unpickler)(io.BytesIO(data))
            unpickler.persistent_load = storages
            obj = unpickler.load()
    except BaseException:
        reader.finish(raise_errors=False)
        raise
    reader.finish()  # the storages' bytes, read on worker threads while unpickling
    return obj


# --- saving --------------------------------------------------------------------

class _TorchName:
    """A global torch's unpickler resolves (torch._utils._rebuild_tensor_v2),
    written by name: yaten never imports torch to save."""

    def __init__(self, module, name):
        self.module, self.name = module, name

    def __call__(self, *args):
        # pickle accepts only callables as reduce functions; this one is only ever written.
        raise TypeError(f"{self.module}.{self.name} is torch's, written by name into yaten's checkpoints")


class _StorageRecord:
    """One storage to write as archive/data/<key>; keeps its tensor alive."""

    def __init__(self, key, tensor):
        self.key = key
        self.tensor = tensor
        _, self.nbytes, self.address = _C._storage_info(tensor)
        self.row = dtypes.BY_DTYPE[tensor.dtype]

    def data(self):
        return memoryview((ctypes.c_char * self.nbytes).from_address(self.address)).cast("B") if self.nbytes else b""


class _TorchPickler(pickle._Pickler):
    """The pure-Python pickler (so torch's names can be written without
    torch), with tensors, Parameters, dtypes, Size and devices spelled as
    torch spells them and storages as persistent ids."""

    dispatch = pickle._Pickler.dispatch.copy()

    def __init__(self, file, protocol):
        super().__init__(file, protocol)
        self.storages = {}
        self.names = {}

    def torch_name(self, module, name):
        key = (module, name)
        if key not in self.names:
            self.names[key] = _TorchName(module, name)
        return self.names[key]

    def save_torch_name(self, obj):
        self.write(pickle.GLOBAL + f"{obj.module}\n{obj.name}\n".encode("utf-8"))
        self.memoize(obj)

    dispatch[_TorchName] = save_torch_name

    def save_dtype(self, obj):
        self.save_torch_name(self.torch_name("torch", dtypes.BY_DTYPE[obj].name))
        self.memoize(obj)

    dispatch[_C.dtype] = save_dtype

    def persistent_id(self, obj):
        if type(obj) is _StorageRecord:
            return ("storage", self.torch_name("torch", obj.row.torch_storage), obj.key, "cpu",
                    obj.nbytes // obj.row.itemsize)
        return None

    def reducer_override(self, obj):
        if isinstance(obj, Tensor):
            return self._reduce_tensor(obj)
        if type(obj) is _C.Size:
            return self.torch_name("torch", "Size"), (tuple(obj),)
        if type(obj).__name__ == "device" and type(obj).__module__.startswith("yaten"):
            return self.torch_name("torch", "device"), (str(obj),)
        return NotImplemented

    def _reduce_tensor(self, t):
        reductions.check_no_names(t)
        from yaten.nn.parameter import Parameter
        if t.layout is _C.sparse_coo:  # as torch writes a COO tensor: its layout, indices, values and size
            return (self.torch_name("torch._utils", "_rebuild_sparse_tensor"),
                    (self.torch_name("torch", "sparse_coo"), (t._indices(), t._values(), t.size())))
        if isinstance(t, Parameter):
            data = Tensor._make_subclass(Tensor, t.detach(), False)
            return self.torch_name("torch._utils", "_rebuild_parameter"), (data, t.requires_grad, OrderedDict())
        key = _C._storage_info(t)[0]
        record = self.storages.get(key)
        if record is None:
            record = self.storages[key] = _StorageRecord(str(len(self.storages)), t)
        return (self.torch_name("torch._utils", "_rebuild_tensor_v2"),
                (record, t.storage_offset(), tuple(t.shape), tuple(t.stride()), t.requires_grad, OrderedDict()))


def save(obj, stream, protocol):
    pickled = io.BytesIO()
    pickler = _TorchPickler(pickled, protocol)
    pickler.dump(obj)
    writer = ZipWriter(stream)
    try:
        writer.write_record("archive/data.pkl", [pickled.getbuffer()])
        writer.write_record("archive/byteorder", [b"little"])
        for record in pickler.storages.values():
            writer.write_record(f"archive/data/{record.key}", [record.data()])
        writer.write_record("archive/version", [_VERSION_RECORD])
        writer.close()
    finally:
        writer.shutdown()
