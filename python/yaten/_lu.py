"""torch.lu, the older spelling of linalg.lu_factor(_ex): which results it
returns depends on get_infos, which no schema can say."""
import warnings

from yaten import _C


def lu(A, pivot=True, get_infos=False, out=None):
    """The LU factorisation of each matrix of A: (LU, pivots), and infos when
    get_infos (deprecated in torch for linalg.lu_factor / lu_factor_ex)."""
    if _C._has_torch_function((A,)):
        return _C._handle_torch_function(lu, (A,), A, pivot=pivot, get_infos=get_infos, out=out)
    warnings.warn("torch.lu is deprecated in favor of torch.linalg.lu_factor / torch.linalg.lu_factor_ex and will be "
                  "removed in a future PyTorch release.")
    result = tuple(_C._linalg.lu_factor_ex(A, pivot=pivot))
    result = result if get_infos else result[:2]
    if out is None:
        return result
    if len(out) != len(result):
        raise TypeError(f"expected tuple of {len(result)} elements but got {len(out)}")
    if not isinstance(out, (tuple, list)):
        raise TypeError(f"argument 'out' must be tuple of Tensors, not {type(out).__name__}")
    # As torch: each out tensor takes its result's shape, and its values converted to its own dtype.
    for target, value in zip(out, result):
        target.resize_as_(value).copy_(value)
    return out
