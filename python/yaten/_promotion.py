"""torch.result_type and torch.can_cast over the core's promotion rules
(torch.promote_types is yaten._C's)."""
import numbers

from yaten import _C

_RESULT_TYPE_SIGNATURES = (" * (Tensor tensor, Tensor other)\n * (Number scalar, Tensor tensor)\n"
                           " * (Tensor tensor, Number other)\n * (Number scalar1, Number scalar2)")


def _is_number(value):
    return isinstance(value, numbers.Number) and not isinstance(value, complex)


def result_type(tensor, other):
    """The dtype an arithmetic op on tensor and other computes in: tensors
    with dims before 0-d tensors before Python numbers, each only within
    its kind (bool, integral, floating)."""
    if _C._has_torch_function((tensor, other)):
        return _C._handle_torch_function(result_type, (tensor, other), tensor, other)
    operands = (tensor, other)
    if not all(isinstance(v, _C.TensorBase) or _is_number(v) for v in operands):
        got = ", ".join("Tensor" if isinstance(v, _C.TensorBase) else type(v).__name__ for v in operands)
        raise TypeError(f"result_type() received an invalid combination of arguments - got ({got}), but expected "
                        f"one of:\n{_RESULT_TYPE_SIGNATURES}")
    # numpy numbers count as the Python numbers they hold.
    return _C._result_type([v if isinstance(v, (_C.TensorBase, bool, int, float)) else v.item() for v in operands])


def can_cast(from_, to):
    """Whether a result of dtype from_ may be written into a tensor of dtype
    to (the out= rule): not floating into integral or bool, nor anything
    but bool into bool."""
    dtypes = []
    for position, (name, value) in enumerate((("from", from_), ("to", to)), 1):
        dtypes.append(_C._dtype_from_argument(value))  # Python's float, int and bool pass, as in torch
        if dtypes[-1] is None:
            raise TypeError(f"can_cast(): argument '{name}' (position {position}) must be torch.dtype, not "
                            f"{type(value).__name__}")
    return _C._can_cast(*dtypes)
