"""yaten.save / yaten.load (docs/serialization.md). save writes torch's
checkpoint format, read by torch.load; load reads that format (from torch
or yaten), and yaten's own earlier format. Loading is weights-only by
default: it builds tensors and plain data and runs no code from the file."""
import io
import os
import pickle
import sys
import warnings

from yaten import _C
from yaten.serialization import torch_format, yaten_format
from yaten.serialization.safe_unpickler import add_safe_globals, clear_safe_globals, get_safe_globals, safe_globals

__all__ = ["save", "load", "add_safe_globals", "get_safe_globals", "clear_safe_globals", "safe_globals"]

DEFAULT_PROTOCOL = 2  # torch.save's


def _check_host(op):
    if sys.byteorder != "little":
        raise RuntimeError(f"yaten.{op}: checkpoints hold little-endian bytes; big-endian hosts are not supported")


def save(obj, f, pickle_module=pickle, pickle_protocol=DEFAULT_PROTOCOL, _use_new_zipfile_serialization=True, *,
         format="torch"):
    """Writes obj to f (a path or a binary file object). format="torch"
    (the default) writes torch's zip checkpoint, which torch.load reads:
    any picklable object, tensors by their storages, views kept as views.
    format="yaten" writes yaten's earlier pickle-free format (containers
    of tensors and plain values only)."""
    _check_host("save")
    if format == "yaten":
        return yaten_format.save(obj, f)
    if format != "torch":
        raise ValueError(f"yaten.save: format must be 'torch' or 'yaten', not {format!r}")
    if pickle_module is not pickle or not _use_new_zipfile_serialization:
        raise ValueError("yaten.save: only the zip format with the standard pickle module is written")
    if isinstance(f, (str, os.PathLike)):
        _check_writable_path(os.fspath(f))
        with open(f, "wb") as stream:
            return torch_format.save(obj, stream, pickle_protocol)
    return torch_format.save(obj, f, pickle_protocol)


def _check_writable_path(path):
    """torch.save's RuntimeErrors for a path it cannot write (a missing
    directory, a directory), before anything is written."""
    parent = os.path.dirname(path) or "."
    if not os.path.isdir(parent):
        raise RuntimeError(f"Parent directory {os.path.dirname(path)} does not exist.")
    if os.path.isdir(path):
        raise RuntimeError(f"File {path} cannot be opened.")


def load(f, map_location=None, pickle_module=None, *, weights_only=True, mmap=None, **pickle_load_args):
    """Reads back what yaten.save or torch.save wrote, from a path or a
    binary file object.

    weights_only=True (the default) builds only tensors, storages,
    containers, numbers, strings, OrderedDict, numpy arrays and scalars,
    dtypes, devices, Size and what add_safe_globals (or the safe_globals
    context manager) allows; anything else is refused naming the
    global. weights_only=False unpickles anything (it can run code from the
    file: only for files you trust). map_location: a device name (or
    anything whose str() is one), a dict from saved to wanted location, or
    a function (storage, location) -> storage or None; yaten has only the
    cpu. mmap=True maps the storages from the file (a path) instead of
    reading them."""
    _check_host("load")
    if pickle_load_args:
        raise TypeError(f"yaten.load: unsupported arguments {sorted(pickle_load_args)}")
    if weights_only and pickle_module is not None:
        raise RuntimeError("yaten.load: weights_only=True cannot be combined with an explicit pickle_module")
    if not weights_only:
        warnings.warn("yaten.load with weights_only=False unpickles arbitrary objects, which can run code from the "
                      "file: use it only for files you trust", UserWarning, stacklevel=2)
    if map_location is not None and not callable(map_location) and not isinstance(map_location, dict):
        if not isinstance(map_location, (str, _C.device)) and not _names_a_device(map_location):
            # torch calls anything else as a function, at the first storage
            raise TypeError(f"'{type(map_location).__name__}' object is not callable")
        torch_format.check_cpu(map_location)
    if mmap and not isinstance(f, (str, os.PathLike)):
        raise ValueError("yaten.load: f must be a file path in order to use the mmap argument")
    if isinstance(f, (str, os.PathLike)):
        with open(f, "rb") as stream:
            return _load_stream(stream, map_location, weights_only, stream if mmap else None, pickle_module)
    if not (hasattr(f, "seekable") and f.seekable()):
        f = io.BytesIO(f.read())
    return _load_stream(f, map_location, weights_only, None, pickle_module)


def _names_a_device(obj):
    """Whether str(obj) is a device name (a torch.device handed to yaten.load is read as one)."""
    try:
        _C.device(str(obj))
    except (RuntimeError, TypeError, ValueError):
        return False
    return True


def _load_stream(stream, map_location, weights_only, mmap_file, pickle_module):
    start = stream.tell()
    head = stream.read(len(yaten_format.MAGIC))
    stream.seek(start)
    if yaten_format.MAGIC.startswith(head):  # the magic, or a file too short to hold it
        if mmap_file is not None:
            raise RuntimeError("yaten.load: mmap can only be used with torch's zip format (what yaten.save writes)")
        return yaten_format.load(stream, map_location)
    if head.startswith(torch_format.ZIP_MAGIC):
        return torch_format.load(stream, map_location, weights_only, mmap_file, pickle_module)
    raise RuntimeError("yaten.load: not a checkpoint yaten can read: the file starts with neither a zip header "
                       "(torch.save's format) nor yaten's magic (its earlier format); torch's legacy pre-1.6 "
                       "format is not supported")
