"""The aliases annotations use under torch.types' names: Number, Device,
_size, _TensorOrTensors and the builtins' and yaten's own types."""
import builtins
from typing import List, Sequence, Tuple, Union

import yaten

_int = builtins.int
_float = builtins.float
_bool = builtins.bool
_dtype = yaten.dtype
_device = yaten.device
_layout = yaten.layout
_size = Union[yaten.Size, List[_int], Tuple[_int, ...]]
_TensorOrTensors = Union[yaten.Tensor, Sequence[yaten.Tensor]]

Number = Union[_int, _float, _bool]
# What a device= argument takes.
Device = Union[_device, str, _int, None]
Storage = yaten.UntypedStorage
