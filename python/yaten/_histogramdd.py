"""torch.histogramdd: the histogram of N points in D dims (the last dim of
input), over bins given as counts (equal widths between the range or the
data's min and max, widened by 0.5 each way when they meet) or as edges;
each bin holds its left edge, the last also its right one, points outside
are left out. Python over yaten ops (searchsorted, index_add_)."""
import builtins
import math
import numbers

from yaten import _C


# torch's C type names of the dtypes it refuses, for its message.
_TORCH_NAMES = {"bool": "Bool", "uint8": "Byte", "int8": "Char", "int16": "Short", "int32": "Int", "int64": "Long"}


def _edges(yaten, column, bins, lo_hi):
    if isinstance(bins, _C.TensorBase):
        return bins.to(column.dtype)
    if lo_hi is None:
        lo, hi = (column.min().item(), column.max().item()) if column.numel() else (0.0, 1.0)
    else:
        lo, hi = lo_hi
    if lo > hi:
        raise ValueError(f"histogramdd: expected a range with min <= max, but got min {lo} and max {hi}")
    if lo == hi:
        lo, hi = lo - 0.5, hi + 0.5
    return yaten.linspace(lo, hi, bins + 1, dtype=column.dtype)


def histogramdd(input, bins=10, *, range=None, weight=None, density=False):
    """(hist, bin_edges): hist has one dim per column of input (its last dim), bin_edges one tensor per
    column; weight weighs each point, density divides by the total and the bins' volumes."""
    if _C._has_torch_function((input, weight)):
        return _C._handle_torch_function(histogramdd, (input, weight), input, bins, range=range, weight=weight,
                                         density=density)
    import yaten
    if not input.dtype.is_floating_point:
        raise RuntimeError(f'"histogramdd" not implemented for \'{_TORCH_NAMES[str(input.dtype).split(".")[1]]}\'')
    dims = input.shape[-1] if input.dim() else 1
    points = input.reshape(-1, dims)
    per_dim = list(bins) if isinstance(bins, (list, tuple)) else [bins] * dims
    if len(per_dim) != dims:
        raise RuntimeError(f"histogramdd: expected {dims} sequences of bin edges (or bin counts), got {len(per_dim)}")
    for b in per_dim:
        if isinstance(b, numbers.Integral) and b <= 0:
            raise RuntimeError(f"histogramdd(): bins must be > 0, but got {b}")
    if range is not None and len(range) != 2 * dims:
        raise RuntimeError(f"histogramdd: expected {2 * dims} range values, got {len(range)}")
    edges = [_edges(yaten, points[:, d], per_dim[d], None if range is None else range[2 * d:2 * d + 2])
             for d in builtins.range(dims)]
    counts = [len(e) - 1 for e in edges]
    inside = yaten.ones(points.shape[0], dtype=yaten.bool)
    flat = yaten.zeros(points.shape[0], dtype=yaten.int64)
    for d, e in enumerate(edges):
        column = points[:, d].contiguous()
        index = yaten.searchsorted(e, column, right=True) - 1
        index = yaten.where(column == e[-1], counts[d] - 1, index)  # the last bin holds its right edge
        inside &= (index >= 0) & (index < counts[d])
        flat = flat * counts[d] + index.clamp(0, counts[d] - 1)
    values = (weight.reshape(-1).to(input.dtype) if weight is not None
              else yaten.ones(points.shape[0], dtype=input.dtype))
    hist = yaten.zeros(math.prod(counts), dtype=input.dtype)
    hist.index_add_(0, flat[inside], values[inside])
    hist = hist.view(counts)
    if density:
        volume = yaten.ones((), dtype=input.dtype)
        for d, e in enumerate(edges):
            shape = [1] * dims
            shape[d] = counts[d]
            volume = volume * (e[1:] - e[:-1]).view(shape)
        hist = hist / (hist.sum() * volume)
    from yaten import return_types
    return return_types.histogramdd((hist, tuple(edges)))

