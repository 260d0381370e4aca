"""The one table of how each yaten dtype is named by every format yaten
reads or writes. A new dtype is one more line here (if yaten has it: rows
whose dtype _C lacks are skipped, so a line may land before its dtype)."""
from typing import NamedTuple

from yaten import _C


class DtypeNames(NamedTuple):
    dtype: object        # the yaten dtype object
    name: str            # yaten's and torch's attribute name: yaten.float32 / torch.float32
    itemsize: int
    torch_storage: str   # the typed storage class torch's pickles name: torch.FloatStorage
    safetensors: str     # the safetensors header's dtype string


_ROWS = [
    # name       itemsize  torch storage       safetensors
    ("bool",     1,        "BoolStorage",      "BOOL"),
    ("uint8",    1,        "ByteStorage",      "U8"),
    ("int8",     1,        "CharStorage",      "I8"),
    ("int16",    2,        "ShortStorage",     "I16"),
    ("int32",    4,        "IntStorage",       "I32"),
    ("int64",    8,        "LongStorage",      "I64"),
    ("float16",  2,        "HalfStorage",      "F16"),
    ("bfloat16", 2,        "BFloat16Storage",  "BF16"),
    ("float32",  4,        "FloatStorage",     "F32"),
    ("float64",  8,        "DoubleStorage",    "F64"),
]

DTYPES = tuple(DtypeNames(getattr(_C, name), name, size, storage, st)
               for name, size, storage, st in _ROWS if hasattr(_C, name))
# Rows whose dtype yaten does not have (yet): loading names them in the error.
MISSING = tuple((name, storage, st) for name, _, storage, st in _ROWS if not hasattr(_C, name))
BY_DTYPE = {row.dtype: row for row in DTYPES}
BY_NAME = {row.name: row for row in DTYPES}
BY_TORCH_STORAGE = {row.torch_storage: row for row in DTYPES}
BY_SAFETENSORS = {row.safetensors: row for row in DTYPES}
