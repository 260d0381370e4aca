"""yaten's own checkpoint format (version 1, docs/serialization.md), still
read by yaten.load and written by yaten.save(..., format="yaten"): nested
containers of tensors in a format that needs no pickle: a fixed header, a
JSON manifest, then the tensors' raw little-endian bytes. Loading checks
every field against the file before allocating, so a truncated, corrupted
or hostile file raises ValueError instead of crashing or exhausting memory."""
import ctypes
import io
import json
import math
import os
import struct
from collections import OrderedDict

from yaten import _C
from yaten._tensor import Tensor
from yaten.serialization import dtypes

MAGIC = b"\x89YTN\r\n\x1a\n"
VERSION = 1
_HEADER = struct.Struct("<8sIIQ")  # magic, version, flags (0), manifest length
_ALIGN = 64
_MAX_DEPTH = 256
_MAX_DIMS = 64
_MAX_ELEMENTS = 1 << 62
_DTYPES = {row.name: (row.dtype, row.itemsize) for row in dtypes.DTYPES}
_DTYPE_NAMES = {dtype: name for name, (dtype, _) in _DTYPES.items()}


def _align(n):
    return (n + _ALIGN - 1) // _ALIGN * _ALIGN


# --- saving -----------------------------------------------------------------

class _Encoder:
    """Turns an object tree into JSON nodes, collecting its tensors (each
    distinct tensor object once) with their byte ranges."""

    def __init__(self):
        self.tensors = []
        self.entries = []
        self.index_of = {}
        self.size = 0

    def encode(self, obj, depth=0):
        if depth > _MAX_DEPTH:
            raise ValueError(f"yaten.save: objects nested deeper than {_MAX_DEPTH} levels are not supported")
        if obj is None or isinstance(obj, (bool, str)):
            return obj
        if isinstance(obj, int):
            return obj
        if isinstance(obj, float):
            return {"float": obj.hex()}
        if isinstance(obj, Tensor):
            return {"tensor": self._tensor(obj)}
        if isinstance(obj, (list, tuple)) and type(obj) in (list, tuple):
            return {type(obj).__name__: [self.encode(v, depth + 1) for v in obj]}
        if isinstance(obj, dict) and type(obj) in (dict, OrderedDict):
            items = [[self.encode(k, depth + 1), self.encode(v, depth + 1)] for k, v in obj.items()]
            if type(obj) is dict:
                return {"dict": items}
            node = {"ordered_dict": items}
            if getattr(obj, "_metadata", None) is not None:
                node["metadata"] = self.encode(obj._metadata, depth + 1)
            return node
        raise TypeError(f"yaten.save: can't save an object of type {type(obj).__qualname__}; supported are None, "
                        "bool, int, float, str, list, tuple, dict, OrderedDict and tensors")

    def _tensor(self, t):
        key = id(t)
        if key in self.index_of:
            return self.index_of[key]
        data = t.detach().contiguous()
        nbytes = data.numel() * data.element_size()
        entry = {"dtype": _DTYPE_NAMES[data.dtype], "shape": list(data.shape), "offset": self.size,
                 "nbytes": nbytes, "requires_grad": bool(t.requires_grad)}
        if type(t).__name__ == "Parameter" and type(t).__module__ == "yaten.nn.parameter":
            entry["parameter"] = True
        self.index_of[key] = len(self.entries)
        self.entries.append(entry)
        self.tensors.append((t, data))  # t kept alive so its id stays unique
        self.size = _align(self.size + nbytes)
        return self.index_of[key]


def save(obj, f):
    """Writes obj (nested None/bool/int/float/str/list/tuple/dict/OrderedDict
    and tensors) to f, a path or a binary file object opened for writing."""
    encoder = _Encoder()
    manifest = json.dumps({"root": encoder.encode(obj), "tensors": encoder.entries},
                          separators=(",", ":"), allow_nan=False).encode("utf-8")
    if isinstance(f, (str, os.PathLike)):
        with open(f, "wb") as stream:
            _write(stream, manifest, encoder)
    else:
        _write(f, manifest, encoder)


def _write(stream, manifest, encoder):
    head = _HEADER.pack(MAGIC, VERSION, 0, len(manifest)) + manifest
    stream.write(head + b"\0" * (_align(len(head)) - len(head)))
    written = 0
    for (_, data), entry in zip(encoder.tensors, encoder.entries):
        stream.write(b"\0" * (entry["offset"] - written))
        if entry["nbytes"]:
            stream.write(memoryview((ctypes.c_char * entry["nbytes"]).from_address(data.data_ptr())))
        written = entry["offset"] + entry["nbytes"]


# --- loading ----------------------------------------------------------------

def _corrupt(what):
    return ValueError(f"yaten.load: not a valid yaten file: {what}")


def load(stream, map_location=None):
    """Reads back an object written in this format from a seekable binary
    stream. Its tensors were saved from the cpu: map_location may send
    'cpu' only to the cpu, or be a function (tensor, 'cpu') -> tensor or None."""
    if isinstance(map_location, dict):
        from yaten.serialization.torch_format import check_cpu
        check_cpu(map_location.get("cpu", "cpu"), "cpu")
    obj, tensors = _read(stream)
    if callable(map_location):
        for t in tensors:
            if map_location(t, "cpu") not in (None, t):
                raise RuntimeError("yaten.load: in yaten's own format, map_location's function may only return the "
                                   "tensor it was given or None")
    return obj


def _read(stream):
    start = stream.tell()
    file_size = stream.seek(0, io.SEEK_END) - start
    stream.seek(start)
    header = stream.read(_HEADER.size)
    if len(header) < _HEADER.size:
        raise _corrupt(f"the file is {file_size} bytes long, shorter than the {_HEADER.size}-byte header")
    magic, version, flags, manifest_size = _HEADER.unpack(header)
    if magic != MAGIC:
        raise _corrupt("wrong magic bytes at the start")
    if version != VERSION or flags != 0:
        raise _corrupt(f"format version {version} (flags {flags}) is not supported; this yaten reads version {VERSION}")
    data_start = _align(_HEADER.size + manifest_size)
    if data_start > file_size:
        raise _corrupt(f"the manifest ({manifest_size} bytes) runs past the end of the file ({file_size} bytes)")
    manifest = _parse_manifest(stream.read(manifest_size))
    entries = _check_entries(manifest.get("tensors"), file_size - data_start)
    tensors = [_read_tensor(stream, start + data_start, entry) for entry in entries]
    return _Decoder(tensors).decode(manifest["root"], 0), tensors


def _parse_manifest(raw):
    def no_constants(name):
        raise ValueError(f"non-finite JSON constant {name}")
    try:
        manifest = json.loads(raw.decode("utf-8"), parse_constant=no_constants)
    except (UnicodeDecodeError, ValueError, RecursionError) as e:
        raise _corrupt(f"the manifest is not valid JSON ({type(e).__name__}: {e})") from None
    if not isinstance(manifest, dict) or set(manifest) != {"root", "tensors"}:
        raise _corrupt("the manifest must be an object with exactly the keys 'root' and 'tensors'")
    return manifest


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


_ENTRY_KEYS = {"dtype", "shape", "offset", "nbytes", "requires_grad"}


def _check_entries(entries, data_size):
    """The tensor entries, each checked: known dtype, sane shape, a byte
    range of exactly numel * itemsize inside the data section, ranges in
    order and disjoint (so the tensors together never exceed the file)."""
    if not isinstance(entries, list):
        raise _corrupt("'tensors' must be a list")
    end = 0
    for i, e in enumerate(entries):
        if not isinstance(e, dict) or not _ENTRY_KEYS <= set(e) <= _ENTRY_KEYS | {"parameter"}:
            raise _corrupt(f"tensor {i}: an entry must have the keys {sorted(_ENTRY_KEYS)} (and optionally 'parameter')")
        if e["dtype"] not in _DTYPES:
            raise _corrupt(f"tensor {i}: unknown dtype {e['dtype']!r}")
        shape = e["shape"]
        if not isinstance(shape, list) or len(shape) > _MAX_DIMS or not all(_is_int(d) and d >= 0 for d in shape):
            raise _corrupt(f"tensor {i}: shape must be a list of at most {_MAX_DIMS} non-negative integers")
        if math.prod(max(d, 1) for d in shape) > _MAX_ELEMENTS:
            raise _corrupt(f"tensor {i}: shape {shape} is too large")
        offset, nbytes = e["offset"], e["nbytes"]
        if not (_is_int(offset) and _is_int(nbytes)) or offset < end or nbytes < 0:
            raise _corrupt(f"tensor {i}: offset and nbytes must be integers, with ranges in order and disjoint")
        if nbytes != math.prod(shape) * _DTYPES[e["dtype"]][1]:
            raise _corrupt(f"tensor {i}: {nbytes} bytes stored for shape {shape} of {e['dtype']}")
        if offset + nbytes > data_size:
            raise _corrupt(f"tensor {i}: its bytes [{offset}, {offset + nbytes}) run past the end of the data "
                           f"({data_size} bytes)")
        if not isinstance(e["requires_grad"], bool) or not isinstance(e.get("parameter", False), bool):
            raise _corrupt(f"tensor {i}: requires_grad and parameter must be booleans")
        if e["requires_grad"] and not e["dtype"].startswith("float"):
            raise _corrupt(f"tensor {i}: only floating-point tensors can require grad")
        end = offset + nbytes
    return entries


def _read_tensor(stream, data_start, entry):
    from yaten.nn.parameter import Parameter
    t = _C._functions.empty(entry["shape"], dtype=_DTYPES[entry["dtype"]][0])
    nbytes = entry["nbytes"]
    if nbytes:
        stream.seek(data_start + entry["offset"])
        target = memoryview((ctypes.c_char * nbytes).from_address(t.data_ptr())).cast("B")
        filled = 0
        while filled < nbytes:
            n = stream.readinto(target[filled:])
            if not n:
                raise _corrupt("the file ends inside a tensor's bytes")
            filled += n
        if entry["dtype"] == "bool" and bytes(target).translate(None, b"\0\1"):
            raise _corrupt("a bool tensor holds bytes other than 0 and 1")
    if entry.get("parameter"):
        return Parameter(t, entry["requires_grad"])
    return t.requires_grad_(True) if entry["requires_grad"] else t


class _Decoder:
    """Rebuilds the object tree from manifest nodes, rejecting any node that
    is not one of the documented forms."""

    def __init__(self, tensors):
        self.tensors = tensors

    def decode(self, node, depth):
        if depth > _MAX_DEPTH:
            raise _corrupt(f"objects nested deeper than {_MAX_DEPTH} levels")
        if node is None or isinstance(node, (bool, str, int)):
            return node
        if not isinstance(node, dict) or not node:
            raise _corrupt(f"unexpected manifest node of type {type(node).__name__}")
        kinds = set(node) - {"metadata"}
        kind = kinds.pop() if len(kinds) == 1 else None
        if kind is None or ("metadata" in node and kind != "ordered_dict"):
            raise _corrupt(f"unexpected keys {sorted(node)} in a manifest node")
        value = node[kind]
        if kind == "float":
            return self._float(value)
        if kind == "tensor":
            if not _is_int(value) or not 0 <= value < len(self.tensors):
                raise _corrupt(f"tensor index {value!r} out of range")
            return self.tensors[value]
        if kind in ("list", "tuple"):
            if not isinstance(value, list):
                raise _corrupt(f"a {kind} node must hold a JSON array")
            items = [self.decode(v, depth + 1) for v in value]
            return items if kind == "list" else tuple(items)
        if kind in ("dict", "ordered_dict"):
            return self._mapping(kind, node, depth)
        raise _corrupt(f"unknown node kind {kind!r}")

    @staticmethod
    def _float(value):
        if not isinstance(value, str) or len(value) > 64:
            raise _corrupt("a float node must hold a hexadecimal string")
        try:
            return float.fromhex(value)
        except ValueError:
            raise _corrupt(f"bad float {value!r}") from None

    def _mapping(self, kind, node, depth):
        pairs = node[kind]
        if not isinstance(pairs, list) or not all(isinstance(p, list) and len(p) == 2 for p in pairs):
            raise _corrupt(f"a {kind} node must hold a list of [key, value] pairs")
        out = {} if kind == "dict" else OrderedDict()
        for k, v in pairs:
            key = self.decode(k, depth + 1)
            try:
                hash(key)
            except TypeError:
                raise _corrupt(f"unhashable dict key of type {type(key).__name__}") from None
            out[key] = self.decode(v, depth + 1)
        if "metadata" in node:
            out._metadata = self.decode(node["metadata"], depth + 1)
        return out
