"""The weights-only unpickler: a small pickle machine that builds only
data (containers, numbers, strings, bytes) and calls only the globals of
an allowlist, so loading a checkpoint runs no code from the file (torch's
weights_only=True). Its memo is a dict and its stacks grow only with the
bytes it reads, so a crafted pickle cannot make it allocate beyond its
input; anything it does not support raises pickle.UnpicklingError."""
import _compat_pickle
import codecs
import gc
import pickle
import struct
from collections import OrderedDict

_user_globals = {}


def add_safe_globals(objects):
    """Allows the weights-only loader to call or use these classes and
    functions (torch.serialization.add_safe_globals)."""
    for obj in objects:
        _user_globals[f"{obj.__module__}.{obj.__qualname__}"] = obj


def get_safe_globals():
    return list(_user_globals.values())


def clear_safe_globals():
    _user_globals.clear()


class safe_globals:
    """Allows these globals for the weights-only loads of a `with` block only
    (torch.serialization.safe_globals); the allowlist is as before afterwards."""

    def __init__(self, safe_globals):
        self.safe_globals = safe_globals

    def __enter__(self):
        self.saved = dict(_user_globals)
        add_safe_globals(self.safe_globals)

    def __exit__(self, *exc):
        _user_globals.clear()
        _user_globals.update(self.saved)


def _latin1_encode(text, encoding="latin1"):
    """_codecs.encode as protocol-2 pickles use it to spell bytes, and nothing else."""
    if not isinstance(text, str) or codecs.lookup(encoding).name != "iso8859-1":
        raise pickle.UnpicklingError("_codecs.encode is allowed only to turn a str into latin-1 bytes")
    return text.encode("latin1")


def _empty_bytes(*args):
    """bytes() as protocol-2 pickles spell b'' (an empty numpy array's data), and nothing else."""
    if args:
        raise pickle.UnpicklingError("bytes is allowed only without arguments, for b''")
    return b""


_BUILTINS = {"collections.OrderedDict": OrderedDict, "builtins.set": set, "builtins.frozenset": frozenset,
             "_codecs.encode": _latin1_encode, "builtins.bytes": _empty_bytes}


class _NumpyArrayClass:
    """Stands for numpy.ndarray in a pickle: only _reconstruct takes it
    (calling ndarray itself could allocate any size the file names)."""


_NUMPY_ARRAY_CLASS = _NumpyArrayClass()


def _numpy_reconstruct(cls, shape, dtype_code):
    """numpy's _reconstruct for a plain ndarray: an empty array that BUILD
    then fills from the file's bytes (numpy checks their length)."""
    import numpy as np
    if cls is not _NUMPY_ARRAY_CLASS:
        raise pickle.UnpicklingError("yaten.load: numpy's _reconstruct is allowed for plain ndarrays only")
    return np.ndarray.__new__(np.ndarray, (0,), dtype=np.dtype(dtype_code))


def _numpy_dtype(name, align=False, copy=True):
    import numpy as np
    if not isinstance(name, str):
        raise pickle.UnpicklingError("yaten.load: numpy.dtype is allowed with a type code only")
    return np.dtype(name, bool(align), bool(copy))


def _numpy_scalar(dtype, data=None):
    import numpy as np
    if not isinstance(dtype, np.dtype) or dtype.hasobject or not isinstance(data, bytes):
        raise pickle.UnpicklingError("yaten.load: numpy scalars are loaded from their bytes only")
    return np.core.multiarray.scalar(dtype, data)


# numpy arrays and scalars of any dtype, as torch 1.13's load reads them (the
# time-series example saves a float64 array): built from data only; an
# object array's items come through this unpickler like any other object.
_NUMPY = {f"{core}.multiarray.{name}": function for core in ("numpy.core", "numpy._core")
          for name, function in (("_reconstruct", _numpy_reconstruct), ("scalar", _numpy_scalar))}
_NUMPY.update({"numpy.ndarray": _NUMPY_ARRAY_CLASS, "numpy.dtype": _numpy_dtype})


def _is_numpy_buildable(inst):
    import sys
    np = sys.modules.get("numpy")
    return np is not None and (type(inst) is np.ndarray or isinstance(inst, np.dtype))
_MAX_TUPLE_DEPTH = 100


class _StorageError(Exception):
    """Carries an error of persistent_load (a missing record, a device yaten
    lacks) through the pickle machine unchanged."""

    def __init__(self, error):
        self.error = error


class SafeUnpickler:
    """Unpickles `data` (bytes) calling only `allowed[qualified name]`;
    persistent ids go to `persistent_load`. Objects that may receive BUILD
    state are OrderedDicts and tensors (their attributes), as torch's."""

    def __init__(self, data, allowed, persistent_load, buildable):
        self.data = bytes(data)
        self.allowed = allowed
        self.persistent_load = persistent_load
        self.buildable = buildable

    def refuse(self, module, name):
        raise pickle.UnpicklingError(
            f"yaten.load: weights-only load refused the global '{module}.{name}': only tensors, storages, "
            "containers, numbers, strings, numpy arrays, dtypes, devices and Size are loaded by default. If you trust the file, "
            f"pass weights_only=False; to allow just this one, yaten.serialization.add_safe_globals([{name}])")

    def find(self, module, name):
        # Protocol-2 pickles spell Python 3 names the Python 2 way (__builtin__.set).
        module, name = _compat_pickle.NAME_MAPPING.get((module, name), (module, name))
        module = _compat_pickle.IMPORT_MAPPING.get(module, module)
        key = f"{module}.{name}"
        for table in (self.allowed, _BUILTINS, _NUMPY, _user_globals):
            if key in table:
                if isinstance(table[key], Exception):  # a name the caller knows and refuses with its own words
                    raise pickle.UnpicklingError(str(table[key]))
                return table[key]
        self.refuse(module, name)

    def load(self):
        collecting = gc.isenabled()
        gc.disable()  # the machine makes no cycles; a full collection over a big heap would double the load's time
        try:
            return self._run()
        except _StorageError as e:
            raise e.error from None
        except pickle.UnpicklingError:
            raise
        except (IndexError, struct.error):
            raise pickle.UnpicklingError("yaten.load: the pickle is truncated or malformed") from None
        except (ValueError, TypeError, KeyError, AttributeError, OverflowError, UnicodeDecodeError,
                RecursionError, MemoryError, RuntimeError) as e:
            raise pickle.UnpicklingError(f"yaten.load: bad pickle data ({type(e).__name__}: {e})") from None
        finally:
            if collecting:
                gc.enable()

    def _take(self, n):
        if n < 0 or self.pos + n > len(self.data):
            raise pickle.UnpicklingError(f"yaten.load: the pickle declares {n} bytes where only "
                                         f"{len(self.data) - self.pos} remain")
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        return chunk

    def _uint(self, n):
        return int.from_bytes(self._take(n), "little")

    def _byte(self):
        """The next byte as an int: the argument of the commonest opcodes, read without slicing."""
        value = self.data[self.pos]  # IndexError past the end: reported as a truncated pickle
        self.pos += 1
        return value

    def _line(self):
        end = self.data.find(b"\n", self.pos, self.pos + 1024)
        if end < 0:
            raise pickle.UnpicklingError("yaten.load: a text field of the pickle is unterminated or too long")
        return self._take(end + 1 - self.pos)[:-1]

    def _pop_mark(self):
        items = self.stack
        self.stack = self.marks.pop()
        return items

    def _run(self):
        self.pos, self.stack, self.marks, self.memo, self.tuple_depth = 0, [], [], {}, {}
        ops, data, size = _OPS, self.data, len(self.data)
        while True:
            if self.pos >= size:
                raise pickle.UnpicklingError("yaten.load: the pickle ends without STOP")
            code = data[self.pos]
            self.pos += 1
            if code == 0x2E:  # STOP
                if len(self.stack) != 1 or self.marks:
                    raise pickle.UnpicklingError("yaten.load: the pickle's stack is unbalanced at STOP")
                return self.stack[0]
            handler = ops.get(code)
            if handler is None:
                raise pickle.UnpicklingError(f"yaten.load: unsupported pickle opcode {bytes([code])!r} at byte "
                                             f"{self.pos - 1} in a weights-only load")
            handler(self)

    # --- opcodes -----------------------------------------------------------
    def op_proto(self):
        if self._uint(1) > 5:
            raise pickle.UnpicklingError("yaten.load: unsupported pickle protocol")

    def op_frame(self):
        self._take(8)

    def op_mark(self):
        self.marks.append(self.stack)
        self.stack = []

    def op_pop(self):
        if self.stack:
            self.stack.pop()
        else:
            self._pop_mark()

    def op_pop_mark(self):
        self._pop_mark()

    def op_dup(self):
        self.stack.append(self.stack[-1])

    def push(self, value):
        self.stack.append(value)

    def op_int(self):
        line = self._line()
        self.push(line == b"01" if line in (b"00", b"01") else int(line))

    def op_long(self):
        self.push(int(self._line().rstrip(b"L")))

    def op_float(self):
        self.push(float(self._line()))

    def op_global(self):
        module = self._line().decode("utf-8")
        name = self._line().decode("utf-8")
        self.push(self.find(module, name))

    def op_stack_global(self):
        name = self.stack.pop()
        module = self.stack.pop()
        if not (isinstance(module, str) and isinstance(name, str)):
            raise pickle.UnpicklingError("yaten.load: STACK_GLOBAL needs two strings")
        self.push(self.find(module, name))

    def op_reduce(self):
        args = self.stack.pop()
        func = self.stack.pop()
        if not isinstance(args, tuple):
            raise pickle.UnpicklingError("yaten.load: REDUCE needs a tuple of arguments")
        self.push(func(*args))

    def op_newobj(self):
        args = self.stack.pop()
        cls = self.stack.pop()
        if not isinstance(cls, type) or not isinstance(args, tuple):
            raise pickle.UnpicklingError("yaten.load: NEWOBJ needs an allowed class and a tuple")
        self.push(cls.__new__(cls, *args))

    def op_build(self):
        state = self.stack.pop()
        inst = self.stack[-1]
        if _is_numpy_buildable(inst):
            inst.__setstate__(state)
            return
        if type(inst) in _user_globals.values():
            if hasattr(inst, "__setstate__"):
                inst.__setstate__(state)
                return
        elif not isinstance(inst, self.buildable):
            raise pickle.UnpicklingError(f"yaten.load: a weights-only load sets state only on OrderedDicts, "
                                         f"tensors and classes added as safe globals, not on {type(inst).__name__}")
        if isinstance(state, tuple) and len(state) == 2 and state[1] is None:
            state = state[0]
        if state is None:
            return
        if not isinstance(state, dict) or not all(isinstance(k, str) for k in state):
            raise pickle.UnpicklingError("yaten.load: BUILD state must be a dict of attribute names")
        inst.__dict__.update(state)

    def load_persistent(self, pid):
        try:
            self.push(self.persistent_load(pid))
        except Exception as e:
            raise _StorageError(e) from None

    def op_persid(self):
        self.load_persistent(self._line().decode("ascii"))

    def op_binpersid(self):
        self.load_persistent(self.stack.pop())

    def op_put(self, index=None):
        self.memo[int(self._line()) if index is None else index] = self.stack[-1]

    def op_get(self, index=None):
        key = int(self._line()) if index is None else index
        if key not in self.memo:
            raise pickle.UnpicklingError(f"yaten.load: memo entry {key} used before it is defined")
        self.push(self.memo[key])

    def op_setitems(self):
        items = self._pop_mark()
        target = self.stack[-1]
        if not isinstance(target, dict) or len(items) % 2:
            raise pickle.UnpicklingError("yaten.load: SETITEMS needs a dict and key/value pairs")
        for i in range(0, len(items), 2):
            target[items[i]] = items[i + 1]

    def op_setitem(self):
        value = self.stack.pop()
        key = self.stack.pop()
        if not isinstance(self.stack[-1], dict):
            raise pickle.UnpicklingError("yaten.load: SETITEM needs a dict")
        self.stack[-1][key] = value

    def op_appends(self):
        items = self._pop_mark()
        target = self.stack[-1]
        if not isinstance(target, list):
            raise pickle.UnpicklingError("yaten.load: APPENDS needs a list")
        target.extend(items)

    def op_append(self):
        value = self.stack.pop()
        if not isinstance(self.stack[-1], list):
            raise pickle.UnpicklingError("yaten.load: APPEND needs a list")
        self.stack[-1].append(value)

    def op_additems(self):
        items = self._pop_mark()
        if not isinstance(self.stack[-1], set):
            raise pickle.UnpicklingError("yaten.load: ADDITEMS needs a set")
        self.stack[-1].update(items)

    def op_tuple_n(self, n):
        if n > len(self.stack):
            raise pickle.UnpicklingError("yaten.load: the pickle's stack is too short")
        items = self.stack[len(self.stack) - n:]
        del self.stack[len(self.stack) - n:]
        self.push(self.make_tuple(items))

    def make_tuple(self, items):
        """A tuple, refused when tuples nest deeper than _MAX_TUPLE_DEPTH: CPython
        hashes a nested tuple by unguarded C recursion, so a dict key made of a
        million nested tuples would overflow the stack."""
        depth = 1
        for item in items:
            if type(item) is tuple:
                depth = max(depth, 1 + self.tuple_depth.get(id(item), (None, 1))[1])
        result = tuple(items)
        if depth > 1:
            if depth > _MAX_TUPLE_DEPTH:
                raise pickle.UnpicklingError(f"yaten.load: tuples nested more than {_MAX_TUPLE_DEPTH} levels deep")
            self.tuple_depth[id(result)] = (result, depth)  # the tuple is kept so that its id stays its own
        return result


def _define_ops():
    U = SafeUnpickler
    text = lambda n: lambda self: self.push(self._take(self._uint(n)).decode("utf-8"))  # noqa: E731
    raw = lambda n, kind: lambda self: self.push(kind(self._take(self._uint(n))))  # noqa: E731
    return {
        0x80: U.op_proto, 0x95: U.op_frame, 0x28: U.op_mark, 0x30: U.op_pop, 0x31: U.op_pop_mark, 0x32: U.op_dup,
        0x4E: lambda self: self.push(None), 0x88: lambda self: self.push(True), 0x89: lambda self: self.push(False),
        0x49: U.op_int, 0x4C: U.op_long, 0x46: U.op_float,
        0x4A: lambda self: self.push(int.from_bytes(self._take(4), "little", signed=True)),
        0x4B: lambda self: self.push(self._byte()), 0x4D: lambda self: self.push(self._uint(2)),
        0x8A: lambda self: self.push(int.from_bytes(self._take(self._uint(1)), "little", signed=True)),
        0x8B: lambda self: self.push(int.from_bytes(self._take(self._uint(4)), "little", signed=True)),
        0x47: lambda self: self.push(struct.unpack(">d", self._take(8))[0]),
        0x58: text(4), 0x8C: text(1), 0x8D: text(8),
        0x42: raw(4, bytes), 0x43: raw(1, bytes), 0x8E: raw(8, bytes), 0x96: raw(8, bytearray),
        0x5D: lambda self: self.push([]), 0x29: lambda self: self.push(()), 0x7D: lambda self: self.push({}),
        0x8F: lambda self: self.push(set()),
        0x6C: lambda self: self.push(self._pop_mark()), 0x74: lambda self: self.push(self.make_tuple(self._pop_mark())),
        0x64: lambda self: self.push(_pairs_dict(self._pop_mark())),
        0x91: lambda self: self.push(frozenset(self._pop_mark())),
        0x85: lambda self: self.op_tuple_n(1), 0x86: lambda self: self.op_tuple_n(2),
        0x87: lambda self: self.op_tuple_n(3),
        0x61: U.op_append, 0x65: U.op_appends, 0x73: U.op_setitem, 0x75: U.op_setitems, 0x90: U.op_additems,
        0x63: U.op_global, 0x93: U.op_stack_global, 0x52: U.op_reduce, 0x81: U.op_newobj, 0x62: U.op_build,
        0x50: U.op_persid, 0x51: U.op_binpersid,
        0x70: U.op_put, 0x71: lambda self: self.op_put(self._byte()), 0x72: lambda self: self.op_put(self._uint(4)),
        0x94: lambda self: self.op_put(len(self.memo)),
        0x67: U.op_get, 0x68: lambda self: self.op_get(self._byte()), 0x6A: lambda self: self.op_get(self._uint(4)),
    }


def _pairs_dict(items):
    if len(items) % 2:
        raise pickle.UnpicklingError("yaten.load: DICT needs key/value pairs")
    return {items[i]: items[i + 1] for i in range(0, len(items), 2)}



_OPS = _define_ops()
