"""The safetensors format (the Hugging Face ecosystem's weights files),
written from its public description: an 8-byte little-endian header size
N, N bytes of UTF-8 JSON mapping each tensor's name to its dtype, shape and
[begin, end) byte offsets (plus an optional "__metadata__" map of strings),
then the data, C-contiguous little-endian, every byte belonging to exactly
one tensor. No code, no pickle: the header is checked whole before any
tensor is read, so a crafted file raises ValueError and allocates nothing
beyond its own size. The API mirrors safetensors.torch."""
import ctypes
import io
import json
import math
import os
import struct

from yaten import _C
from yaten._tensor import Tensor
from yaten.serialization import dtypes

__all__ = ["save", "save_file", "load", "load_file", "safe_open"]

_MAX_HEADER = 100_000_000  # the reference implementation's limit
_ALIGN = 8
_ENTRY_KEYS = {"dtype", "shape", "data_offsets"}


def _bad(what):
    return ValueError(f"safetensors: invalid file: {what}")


def _check_device(device):
    if str(device) != "cpu":
        raise RuntimeError(f"safetensors: yaten has only the cpu device, not {str(device)!r}")


# --- writing -------------------------------------------------------------------

def _layout(tensors, metadata):
    """(header bytes padded to 8, [(name, contiguous tensor, nbytes)] in file order)."""
    if not isinstance(tensors, dict) or not all(isinstance(k, str) for k in tensors):
        raise TypeError("safetensors: tensors must be a dict from str names to tensors")
    if metadata is not None and not (isinstance(metadata, dict) and
                                     all(isinstance(k, str) and isinstance(v, str) for k, v in metadata.items())):
        raise TypeError("safetensors: metadata must be a dict from str to str")
    seen = {}
    for name, t in tensors.items():
        if not isinstance(t, Tensor):
            raise TypeError(f"safetensors: {name!r} is a {type(t).__name__}, not a tensor")
        if name == "__metadata__":
            raise ValueError("safetensors: '__metadata__' is reserved and cannot name a tensor")
        key = _C._storage_info(t)[0]
        if key in seen and t.numel() and tensors[seen[key]].numel():
            raise RuntimeError(f"safetensors: {seen[key]!r} and {name!r} share memory; the format stores each "
                               "tensor on its own, so save clones of shared tensors (e.g. tied weights)")
        seen[key] = name
    order = sorted(tensors, key=lambda n: (-tensors[n].element_size(), n))
    header, items, offset = {}, [], 0
    if metadata:
        header["__metadata__"] = metadata
    for name in order:
        t = tensors[name].detach().contiguous()
        nbytes = t.numel() * t.element_size()
        header[name] = {"dtype": dtypes.BY_DTYPE[t.dtype].safetensors, "shape": list(t.shape),
                        "data_offsets": [offset, offset + nbytes]}
        items.append((t, nbytes))
        offset += nbytes
    raw = json.dumps(header, separators=(",", ":")).encode("utf-8")
    raw += b" " * (-(8 + len(raw)) % _ALIGN)
    return struct.pack("<Q", len(raw)) + raw, items


def _write(stream, tensors, metadata):
    head, items = _layout(tensors, metadata)
    stream.write(head)
    for t, nbytes in items:
        if nbytes:
            stream.write(memoryview((ctypes.c_char * nbytes).from_address(t.data_ptr())))


def save_file(tensors, filename, metadata=None):
    """Writes a dict of named tensors (and optional str->str metadata) to filename."""
    with open(filename, "wb") as stream:
        _write(stream, tensors, metadata)


def save(tensors, metadata=None):
    """The bytes save_file would write."""
    buf = io.BytesIO()
    _write(buf, tensors, metadata)
    return buf.getvalue()


# --- reading -------------------------------------------------------------------

def _no_duplicates(pairs):
    out = {}
    for k, v in pairs:
        if k in out:
            raise _bad(f"the header names {k!r} twice")
        out[k] = v
    return out


def _parse_header(stream, file_size):
    """(metadata, {name: (dtype row, shape, absolute offset, nbytes)}), every entry checked."""
    if file_size < 8:
        raise _bad(f"the file is {file_size} bytes long, shorter than the 8-byte header size")
    (size,) = struct.unpack("<Q", stream.read(8))
    if size > min(_MAX_HEADER, file_size - 8):
        raise _bad(f"the header claims {size} bytes, more than the file holds ({file_size - 8}) or the limit")
    raw = stream.read(size)
    try:
        header = json.loads(raw.decode("utf-8"), object_pairs_hook=_no_duplicates,
                            parse_constant=lambda c: (_ for _ in ()).throw(ValueError(f"constant {c}")))
    except ValueError as e:
        raise _bad(f"the header is not valid JSON ({e})") from None
    except RecursionError:
        raise _bad("the header nests too deeply") from None
    if not isinstance(header, dict):
        raise _bad("the header must be a JSON object")
    metadata = header.pop("__metadata__", None)
    if metadata is not None and not (isinstance(metadata, dict) and
                                     all(isinstance(v, str) for v in metadata.values())):
        raise _bad("__metadata__ must map strings to strings")
    data_start, data_size = 8 + size, file_size - 8 - size
    entries = {name: _check_entry(name, e, data_size) for name, e in header.items()}
    end = 0
    for name, (_, _, begin, nbytes) in sorted(entries.items(), key=lambda kv: (kv[1][2], kv[1][3])):
        if begin != end:
            raise _bad(f"tensor {name!r} starts at {begin}, but the data before it ends at {end} (holes and "
                       "overlaps are not allowed)")
        end = begin + nbytes
    if end != data_size:
        raise _bad(f"the tensors cover {end} bytes of data, the file holds {data_size}")
    return metadata, {name: (row, shape, data_start + begin, nbytes) for name, (row, shape, begin, nbytes)
                      in entries.items()}


def _is_int(v):
    return type(v) is int


def _check_entry(name, e, data_size):
    if not isinstance(e, dict) or set(e) != _ENTRY_KEYS:
        raise _bad(f"tensor {name!r} must have exactly the keys {sorted(_ENTRY_KEYS)}")
    row = dtypes.BY_SAFETENSORS.get(e["dtype"])
    if row is None:
        raise _bad(f"tensor {name!r} has dtype {e['dtype']!r}, which yaten does not have")
    shape, offsets = e["shape"], e["data_offsets"]
    if not isinstance(shape, list) or len(shape) > 64 or not all(_is_int(d) and d >= 0 for d in shape):
        raise _bad(f"tensor {name!r}: shape must be a list of at most 64 non-negative integers")
    if not (isinstance(offsets, list) and len(offsets) == 2 and all(_is_int(o) for o in offsets)
            and 0 <= offsets[0] <= offsets[1] <= data_size):
        raise _bad(f"tensor {name!r}: data_offsets {offsets!r:.60} must be [begin, end] within the data "
                   f"({data_size} bytes)")
    nbytes = offsets[1] - offsets[0]
    if math.prod(shape) * row.itemsize != nbytes:
        raise _bad(f"tensor {name!r}: {nbytes} bytes for shape {shape} of {e['dtype']}")
    return row, shape, offsets[0], nbytes


def _read_tensor(stream, name, row, shape, offset, nbytes):
    t = _C._functions.empty(shape, dtype=row.dtype)
    if nbytes:
        stream.seek(offset)
        target = memoryview((ctypes.c_char * nbytes).from_address(t.data_ptr())).cast("B")
        filled = 0
        while filled < nbytes:
            n = stream.readinto(target[filled:])
            if not n:
                raise _bad(f"the file ends inside tensor {name!r}")
            filled += n
        if row.name == "bool" and bytes(target).translate(None, b"\0\1"):
            raise _bad(f"bool tensor {name!r} holds bytes other than 0 and 1")
    return t


class safe_open:
    """A safetensors file opened for lazy reading: keys() and metadata()
    come from the header, get_tensor(name) reads that tensor only.
    Use as a context manager: `with safe_open(path, framework="pt") as f:`."""

    def __init__(self, filename, framework="pt", device="cpu"):
        if framework not in ("pt", "torch", "yaten"):
            raise ValueError(f"safetensors: framework {framework!r} is not supported here (use 'pt')")
        _check_device(device)
        self._stream = open(filename, "rb", buffering=0)  # unbuffered: each get_tensor reads the file then
        try:
            size = os.fstat(self._stream.fileno()).st_size
            self._metadata, self._entries = _parse_header(self._stream, size)
        except BaseException:
            self._stream.close()
            raise

    def keys(self):
        return sorted(self._entries)

    def metadata(self):
        return self._metadata

    def get_tensor(self, name):
        if self._stream.closed:
            raise RuntimeError("safetensors: the file is closed")
        if name not in self._entries:
            raise KeyError(f"safetensors: no tensor named {name!r}")
        return _read_tensor(self._stream, name, *self._entries[name])

    def close(self):
        self._stream.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def load_file(filename, device="cpu"):
    """Every tensor of a safetensors file, by name."""
    with safe_open(filename, device=device) as f:
        return {name: f.get_tensor(name) for name in f.keys()}


def load(data):
    """Every tensor of safetensors bytes, by name."""
    stream = io.BytesIO(data)
    _, entries = _parse_header(stream, len(data))
    return {name: _read_tensor(stream, name, *entries[name]) for name in sorted(entries)}
