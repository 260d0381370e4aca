"""Conv3d, ConvTranspose1d, ConvTranspose2d and ConvTranspose3d over
yaten.nn.functional's conv3d / conv_transpose1d / 2d / 3d, with torch 1.13's arguments,
weight shapes (a transposed convolution's is (in, out / groups, *kernel)),
initialisation and output_size handling."""
from yaten.nn import functional as F
from yaten.nn.modules.conv import _ConvNd
from yaten.nn.modules.utils import _ntuple, _pair, _single

_triple = _ntuple(3, "_triple")


class Conv3d(_ConvNd):
    """3-D convolution over (N, C_in, D, H, W) inputs."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode="zeros", device=None, dtype=None):
        padding = padding if isinstance(padding, str) else _triple(padding)
        super().__init__(in_channels, out_channels, _triple(kernel_size), _triple(stride), padding,
                         _triple(dilation), groups, bias, padding_mode, device, dtype)

    def _conv_forward(self, input, weight, bias):
        # F.conv3d takes ints only: a string padding pads with zeros first.
        if isinstance(self.padding, str) and self.padding_mode == "zeros":
            input = F.pad(input, self._reversed_padding_repeated_twice)
            return F.conv3d(input, weight, bias, self.stride, 0, self.dilation, self.groups)
        return super()._conv_forward(input, weight, bias)


class _ConvTransposeNd(_ConvNd):
    """What the transposed convolutions share: output_padding, and choosing
    it from a requested output_size."""

    def __init__(self, ntuple, in_channels, out_channels, kernel_size, stride, padding, output_padding, groups, bias,
                 dilation, padding_mode, device, dtype):
        if padding_mode != "zeros":
            raise ValueError(f'Only "zeros" padding mode is supported for {type(self).__name__}')
        super().__init__(in_channels, out_channels, ntuple(kernel_size), ntuple(stride), ntuple(padding),
                         ntuple(dilation), groups, bias, padding_mode, device, dtype, transposed=True,
                         output_padding=ntuple(output_padding))

    def _output_padding(self, input, output_size):
        if output_size is None:
            return self.output_padding
        spatial = len(self.kernel_size)
        output_size = list(output_size)
        if len(output_size) not in (spatial, spatial + 1, spatial + 2):
            raise ValueError(f"ConvTranspose{spatial}D: for {input.dim()}D input, output_size must have {spatial} "
                             f"or {spatial + 2} elements (got {len(output_size)})")
        output_size = output_size[-spatial:]
        smallest = [(input.size(input.dim() - spatial + d) - 1) * self.stride[d] - 2 * self.padding[d] +
                    self.dilation[d] * (self.kernel_size[d] - 1) + 1 for d in range(spatial)]
        largest = [low + stride - 1 for low, stride in zip(smallest, self.stride)]
        if not all(low <= size <= high for low, size, high in zip(smallest, output_size, largest)):
            raise ValueError(f"requested an output size of {output_size}, but valid sizes range from {smallest} to "
                             f"{largest} (for an input of {input.shape[input.dim() - spatial:]})")
        return tuple(size - low for size, low in zip(output_size, smallest))


class ConvTranspose1d(_ConvTransposeNd):
    """1-D transposed convolution over (N, C_in, L) inputs."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", device=None, dtype=None):
        super().__init__(_single, in_channels, out_channels, kernel_size, stride, padding, output_padding, groups,
                         bias, dilation, padding_mode, device, dtype)

    def forward(self, input, output_size=None):
        return F.conv_transpose1d(input, self.weight, self.bias, self.stride, self.padding,
                                  self._output_padding(input, output_size), self.groups, self.dilation)


class ConvTranspose2d(_ConvTransposeNd):
    """2-D transposed convolution over (N, C_in, H, W) inputs."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", device=None, dtype=None):
        super().__init__(_pair, in_channels, out_channels, kernel_size, stride, padding, output_padding, groups,
                         bias, dilation, padding_mode, device, dtype)

    def forward(self, input, output_size=None):
        return F.conv_transpose2d(input, self.weight, self.bias, self.stride, self.padding,
                                  self._output_padding(input, output_size), self.groups, self.dilation)


class ConvTranspose3d(_ConvTransposeNd):
    """3-D transposed convolution over (N, C_in, D, H, W) inputs."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", device=None, dtype=None):
        super().__init__(_triple, in_channels, out_channels, kernel_size, stride, padding, output_padding, groups,
                         bias, dilation, padding_mode, device, dtype)

    def forward(self, input, output_size=None):
        return F.conv_transpose3d(input, self.weight, self.bias, self.stride, self.padding,
                                  self._output_padding(input, output_size), self.groups, self.dilation)
