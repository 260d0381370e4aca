"""nn.functional's grid_sample and affine_grid: torch's argument checks and
warnings over the ops.yaml ops grid_sampler and affine_grid_generator."""
import warnings

import yaten
from yaten import _C

_MODES = {"bilinear": 0, "nearest": 1, "bicubic": 2}
_PADDING_MODES = {"zeros": 0, "border": 1, "reflection": 2}
_ALIGN_CORNERS_WARNING = ("Default grid_sample and affine_grid behavior has changed to align_corners=False since "
                          "1.3.0. Please specify align_corners=True if the old behavior is desired. See the "
                          "documentation of grid_sample for details.")


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):
    """Samples input (N, C, H, W) or (N, C, D, H, W) at the normalised
    positions of grid (N, H_out, W_out, 2) or (N, D_out, H_out, W_out, 3),
    interpolating by `mode` and reading outside the input by `padding_mode`."""
    if _C._has_torch_function_variadic(input, grid):
        return _C._handle_torch_function(grid_sample, (input, grid), input, grid, mode=mode,
                                         padding_mode=padding_mode, align_corners=align_corners)
    if mode not in _MODES:
        raise ValueError("nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or 'bicubic', "
                         f"but got: '{mode}'")
    if padding_mode not in _PADDING_MODES:
        raise ValueError("nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or "
                         f"'reflection', but got: '{padding_mode}'")
    if align_corners is None:
        warnings.warn(_ALIGN_CORNERS_WARNING)
        align_corners = False
    return yaten.grid_sampler(input, grid, _MODES[mode], _PADDING_MODES[padding_mode], align_corners)


def affine_grid(theta, size, align_corners=None):
    """The sampling grid of the affine maps theta (N, 2, 3) or (N, 3, 4) over
    an output of size (N, C, H, W) or (N, C, D, H, W), for grid_sample."""
    if _C._has_torch_function_unary(theta):
        return _C._handle_torch_function(affine_grid, (theta,), theta, size, align_corners=align_corners)
    if align_corners is None:
        warnings.warn(_ALIGN_CORNERS_WARNING)
        align_corners = False
    if not theta.is_floating_point():
        raise ValueError(f"Expected theta to have floating point type, but got {theta.dtype}")
    size = list(size)
    if len(size) in (4, 5):
        k = len(size) - 2
        if theta.dim() != 3 or theta.shape[-2] != k or theta.shape[-1] != k + 1:
            raise ValueError(f"Expected a batch of {k}D affine matrices of shape Nx{k}x{k + 1} for size "
                             f"{tuple(size)}. Got {theta.shape}.")
        spatial = size[-k:]
    else:
        raise NotImplementedError("affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, "
                                  f"respectively. Got size {tuple(size)}.")
    if align_corners and min(spatial) == 1:
        warnings.warn("Since version 1.3.0, affine_grid behavior has changed for unit-size grids when "
                      "align_corners=True. This is not an intended use case of affine_grid. See the documentation "
                      "of affine_grid for details.")
    elif min(size) <= 0:
        raise ValueError(f"Expected non-zero, positive output size. Got {tuple(size)}")
    return yaten.affine_grid_generator(theta, size, align_corners)
