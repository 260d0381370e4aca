"""nn.functional's fractional_max_pool2d / 3d (and their *_with_indices
forms), as torch 1.13's: the output size given or taken as output_ratio of
the input's, one random sample per (n, c) plane and spatial dim drawn unless
_random_samples is given, over the internal ops of ops.yaml."""
import yaten
from yaten import _C
from yaten.nn.modules.utils import _ntuple


def _pooled(dims, pool, input, kernel_size, output_size, output_ratio, random_samples):
    """pool's (output, indices), the sizes and samples worked out as torch does."""
    as_tuple = _ntuple(dims, "_tuple")
    if output_size is None and output_ratio is None:
        raise ValueError(f"fractional_max_pool{dims}d requires specifying either an output_size or an output_ratio")
    if output_size is None:
        ratio = as_tuple(output_ratio)
        output_size = [int(input.size(d - dims) * ratio[d]) for d in range(dims)]
    if random_samples is None:
        batch = 1 if input.dim() == dims + 1 else input.size(0)
        random_samples = yaten.rand(batch, input.size(-dims - 1), dims, dtype=input.dtype)
    return pool(input, as_tuple(kernel_size), as_tuple(output_size), random_samples)


def _fractional_function(name, dims, pool, always_indices):
    def function(input, kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None):
        if _C._has_torch_function_variadic(input, _random_samples):
            return _C._handle_torch_function(function, (input, _random_samples), input, kernel_size,
                                             output_size=output_size, output_ratio=output_ratio,
                                             return_indices=return_indices, _random_samples=_random_samples)
        result = _pooled(dims, pool, input, kernel_size, output_size, output_ratio, _random_samples)
        return result if always_indices or return_indices else result[0]

    function.__name__ = function.__qualname__ = name
    shape = "(N, C, H, W) or (C, H, W)" if dims == 2 else "(N, C, D, H, W) or (C, D, H, W)"
    function.__doc__ = (f"Fractional max pooling of input {shape} with windows of kernel_size at random fractional "
                        "strides into output_size (or output_ratio of the input's size); "
                        + ("returns (output, indices)." if always_indices else
                           "with return_indices, also the flat index of each maximum."))
    return function


fractional_max_pool2d = _fractional_function("fractional_max_pool2d", 2, _C._internal.fractional_max_pool2d, False)
fractional_max_pool2d_with_indices = _fractional_function("fractional_max_pool2d_with_indices", 2,
                                                          _C._internal.fractional_max_pool2d, True)
fractional_max_pool3d = _fractional_function("fractional_max_pool3d", 3, _C._internal.fractional_max_pool3d, False)
fractional_max_pool3d_with_indices = _fractional_function("fractional_max_pool3d_with_indices", 3,
                                                          _C._internal.fractional_max_pool3d, True)
