"""unique and unique_consecutive, as torch's: which results they return
depends on their flags, which no schema can say; the kernels (_unique2,
_internal.unique_dim and unique_consecutive in ops.yaml) return all three."""
from yaten import _C


def _pick(output, inverse, counts, return_inverse, return_counts):
    picked = (output,) + ((inverse,) if return_inverse else ()) + ((counts,) if return_counts else ())
    return picked[0] if len(picked) == 1 else picked


def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):
    """The distinct elements of input (or slices along dim), sorted; with
    return_inverse each element's index among them, with return_counts how
    often each occurs."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(unique, (input,), input, sorted=sorted, return_inverse=return_inverse,
                                         return_counts=return_counts, dim=dim)
    if dim is None:
        output, inverse, counts = _C._functions._unique2(input, sorted, return_inverse, return_counts)
    else:
        output, inverse, counts = _C._internal.unique_dim(input, dim, sorted, return_inverse, return_counts)
    return _pick(output, inverse, counts, return_inverse, return_counts)


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):
    """Collapses each run of equal consecutive elements (or slices along dim)
    of input to one; optionally each element's run index and each run's length."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(unique_consecutive, (input,), input, return_inverse=return_inverse,
                                         return_counts=return_counts, dim=dim)
    output, inverse, counts = _C._internal.unique_consecutive(input, return_inverse, return_counts, dim)
    return _pick(output, inverse, counts, return_inverse, return_counts)
