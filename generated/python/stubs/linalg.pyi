# @generated from ops.yaml by codegen (template: stub_module.pyi.j2). Do not edit.
"""Type stubs of yaten.linalg: every function ops.yaml exposes here. Names
written in Python (not from ops.yaml) resolve through __getattr__ below."""
from typing import Any, Sequence, overload

from yaten._C import Number, dtype, device, layout, memory_format, Generator
from yaten._C import strided, contiguous_format, preserve_format, channels_last, channels_last_3d
from yaten._tensor import Tensor

def vander(x: Tensor | Number, *, N: int | None = None) -> Tensor:
    'The Vandermonde matrix of x (batched over leading dims), N increasing powers x**0 ... x**(N-1) (len of the last dim when None).'

def cross(input: Tensor | Number, other: Tensor | Number, *, dim: int = -1, out: Tensor | None = None) -> Tensor:
    'The cross product of 3-vectors along dim, broadcasting self and other.'

def vector_norm(input: Tensor | Number, ord: Number = 2, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None) -> Tensor:
    'The ord-norm of self as a vector over dim (all elements when None), computed in dtype when given.'


def __getattr__(name: str) -> Any: ...
