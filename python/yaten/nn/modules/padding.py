"""Padding modules: constant (and zero), reflection and replication
padding of the last 1, 2 or 3 dims, each a setting for F.pad."""
from yaten.nn import functional as F
from yaten.nn.modules.module import Module
from yaten.nn.modules.utils import _ntuple


class _PadNd(Module):
    """F.pad with a fixed padding (an int pads every side) and mode."""
    mode = "constant"
    dims = 1

    def __init__(self, padding):
        super().__init__()
        self.padding = _ntuple(2 * self.dims, "_padding")(padding)

    def forward(self, input):
        return F.pad(input, self.padding, self.mode)

    def extra_repr(self):
        return f"{self.padding}"


class _ConstantPadNd(_PadNd):
    def __init__(self, padding, value):
        super().__init__(padding)
        self.value = value

    def forward(self, input):
        return F.pad(input, self.padding, "constant", self.value)

    def extra_repr(self):
        return f"padding={self.padding}, value={self.value}"


class ConstantPad1d(_ConstantPadNd):
    """Pads the last dim with value."""


class ConstantPad2d(_ConstantPadNd):
    """Pads the last 2 dims with value."""
    dims = 2


class ConstantPad3d(_ConstantPadNd):
    """Pads the last 3 dims with value."""
    dims = 3


class ZeroPad2d(ConstantPad2d):
    """Pads the last 2 dims with zeros."""

    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"{self.padding}"


class ReflectionPad1d(_PadNd):
    """Pads the last dim with its reflection (the edge itself not repeated)."""
    mode = "reflect"


class ReflectionPad2d(ReflectionPad1d):
    dims = 2


class ReflectionPad3d(ReflectionPad1d):
    dims = 3


class ReplicationPad1d(_PadNd):
    """Pads the last dim by repeating its edge value."""
    mode = "replicate"


class ReplicationPad2d(ReplicationPad1d):
    dims = 2


class ReplicationPad3d(ReplicationPad1d):
    dims = 3
