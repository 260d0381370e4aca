"""Conv1d and Conv2d over yaten.nn.functional's conv1d/conv2d, with torch
1.13's arguments, checks, weight shapes and initialisation."""
import math

from yaten.nn import functional as F
from yaten.nn import init
from yaten.nn.modules.module import Module
from yaten.nn.modules.utils import _pair, _single, empty
from yaten.nn.parameter import Parameter


class _ConvNd(Module):
    """The parts Conv1d and Conv2d share: weight (out, in / groups, *kernel)."""

    def __init__(self, in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias,
                 padding_mode, device=None, dtype=None, transposed=False, output_padding=None):
        super().__init__()
        _check_conv_arguments(in_channels, out_channels, stride, padding, groups, padding_mode)
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.kernel_size = kernel_size
        self.stride = stride
        self.padding = padding
        self.dilation = dilation
        self.transposed = transposed
        self.output_padding = output_padding or (0,) * len(kernel_size)
        self.groups = groups
        self.padding_mode = padding_mode
        self._reversed_padding_repeated_twice = _reversed_padding_repeated_twice(padding, kernel_size, dilation)
        # A transposed convolution's weight maps in_channels to out_channels / groups, as torch lays it out.
        channels = (in_channels, out_channels // groups) if transposed else (out_channels, in_channels // groups)
        self.weight = Parameter(empty(*channels, *kernel_size, device=device, dtype=dtype))
        if bias:
            self.bias = Parameter(empty(out_channels, device=device, dtype=dtype))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            fan_in, _ = init._calculate_fan_in_and_fan_out(self.weight)
            if fan_in != 0:
                bound = 1 / math.sqrt(fan_in)
                init.uniform_(self.bias, -bound, bound)

    def extra_repr(self):
        s = "{in_channels}, {out_channels}, kernel_size={kernel_size}, stride={stride}"
        if self.padding != (0,) * len(self.padding):
            s += ", padding={padding}"
        if self.dilation != (1,) * len(self.dilation):
            s += ", dilation={dilation}"
        if self.output_padding != (0,) * len(self.output_padding):
            s += ", output_padding={output_padding}"
        if self.groups != 1:
            s += ", groups={groups}"
        if self.bias is None:
            s += ", bias=False"
        if self.padding_mode != "zeros":
            s += ", padding_mode={padding_mode}"
        return s.format(**self.__dict__)

    def _conv_forward(self, input, weight, bias):
        """The convolution of input with weight and bias (torch's hook for
        subclasses that transform the weight first); a padding_mode other
        than zeros pads input with F.pad, then convolves unpadded."""
        conv = _FUNCTIONS[len(self.kernel_size)]
        if self.padding_mode != "zeros":
            padded = F.pad(input, self._reversed_padding_repeated_twice, mode=self.padding_mode)
            return conv(padded, weight, bias, self.stride, 0, self.dilation, self.groups)
        return conv(input, weight, bias, self.stride, self.padding, self.dilation, self.groups)

    def forward(self, input):
        return self._conv_forward(input, self.weight, self.bias)


def _reversed_padding_repeated_twice(padding, kernel_size, dilation):
    """F.pad's padding (last dim first, each side) for the convolution's:
    'same' splits dilation * (kernel - 1), the extra one on the far side."""
    if padding == "valid":
        return [0, 0] * len(kernel_size)
    if padding == "same":
        pads = []
        for d, k in zip(reversed(dilation), reversed(kernel_size)):
            total = d * (k - 1)
            pads += [total // 2, total - total // 2]
        return pads
    return [p for p in reversed(padding) for _ in range(2)]


def _check_conv_arguments(in_channels, out_channels, stride, padding, groups, padding_mode):
    if groups <= 0:
        raise ValueError("groups must be a positive integer")
    if in_channels % groups != 0:
        raise ValueError("in_channels must be divisible by groups")
    if out_channels % groups != 0:
        raise ValueError("out_channels must be divisible by groups")
    valid_padding_strings = {"same", "valid"}
    if isinstance(padding, str):
        if padding not in valid_padding_strings:
            raise ValueError(f"Invalid padding string {padding!r}, should be one of {valid_padding_strings}")
        if padding == "same" and any(s != 1 for s in stride):
            raise ValueError("padding='same' is not supported for strided convolutions")
    valid_padding_modes = {"zeros", "reflect", "replicate", "circular"}
    if padding_mode not in valid_padding_modes:
        raise ValueError(f"padding_mode must be one of {valid_padding_modes}, but got padding_mode='{padding_mode}'")


class Conv1d(_ConvNd):
    """1-D convolution over (N, C_in, L) inputs."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode="zeros", device=None, dtype=None):
        padding = padding if isinstance(padding, str) else _single(padding)
        super().__init__(in_channels, out_channels, _single(kernel_size), _single(stride), padding,
                         _single(dilation), groups, bias, padding_mode, device, dtype)


class Conv2d(_ConvNd):
    """2-D convolution over (N, C_in, H, W) inputs."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode="zeros", device=None, dtype=None):
        padding = padding if isinstance(padding, str) else _pair(padding)
        super().__init__(in_channels, out_channels, _pair(kernel_size), _pair(stride), padding,
                         _pair(dilation), groups, bias, padding_mode, device, dtype)


_FUNCTIONS = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}
