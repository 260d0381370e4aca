"""torch.return_types for yaten: the named tuple (a structseq) that each op
returning named tensors gives back, under the op's name (`max`,
`linalg_eigh`, `sort_out`, ...), so that its results print, compare and
pickle as torch's. The types are the ones the bindings return, made here
from the table codegen writes from ops.yaml."""
from yaten import _C
from yaten._generated.return_types import RETURN_TYPES as _RETURN_TYPES

# Named results of functions written in Python rather than ops.yaml.
_PYTHON_RETURN_TYPES = {"histogramdd": ("hist", "bin_edges")}

__all__ = sorted({**_RETURN_TYPES, **_PYTHON_RETURN_TYPES})

globals().update((_name, _C._return_type(_name, list(_fields)))
                 for _name, _fields in {**_RETURN_TYPES, **_PYTHON_RETURN_TYPES}.items())
