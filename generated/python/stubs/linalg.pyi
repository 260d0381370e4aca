# @generated from ops.yaml by codegen (template: stub_module.pyi.j2). Do not edit.
"""Type stubs of yaten.linalg: every function ops.yaml exposes here. Names
written in Python (not from ops.yaml) resolve through __getattr__ below."""
from typing import Any, Sequence, overload

from yaten._C import Number, dtype, device, layout, memory_format, Generator
from yaten._C import strided, contiguous_format, preserve_format, channels_last, channels_last_3d
from yaten._tensor import Tensor

def vector_norm(input: Tensor | Number, ord: Number = 2, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None) -> Tensor:
    'The ord-norm of self as a vector over dim (all elements when None), computed in dtype when given.'

def multi_dot(tensors: Sequence[Tensor], *, out: Tensor | None = None) -> Tensor:
    'The product of the tensors (the first and last may be 1-D, the others 2-D), multiplied in the order that costs the fewest operations.'


def __getattr__(name: str) -> Any: ...
