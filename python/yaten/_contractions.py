"""The Python forms torch gives three contractions of ops.yaml: einsum with
operands as separate arguments or in the sublist form, tensordot with
`dims` as a count, a pair of lists or a tensor, and chain_matmul with its
matrices as separate arguments. Each hands the normalised call to the op."""
from yaten import _C
from yaten._tensor import Tensor as _Tensor

_has_torch_function = _C._has_torch_function
_handle_torch_function = _C._handle_torch_function


def _subscript(n):
    if n is Ellipsis:
        return "..."
    if 0 <= n < 26:
        return chr(ord("A") + n)
    if 26 <= n < 52:
        return chr(ord("a") + n - 26)
    raise ValueError(f"einsum(): subscript in subscript list is not within the valid range [0, 52), got {n}")


def einsum(equation, *tensors, path=None):
    """einsum(equation, *operands) or einsum(op1, sublist1, op2, sublist2, ..., [sublist_out]):
    the sum of the operands' products over the subscripts left out of the output."""
    args = (equation,) + tensors
    if _has_torch_function(args):
        return _handle_torch_function(einsum, args, *args, path=path)
    if not tensors:
        raise ValueError("einsum(): must specify the equation string and at least one operand, "
                         "or at least one operand and its subscripts list")
    if not isinstance(equation, str):
        # The sublist form: operands each followed by its subscripts, then optionally the output's.
        operands = list(args[0:-1:2] if len(args) % 2 == 1 else args[0::2])
        equation = ",".join("".join(_subscript(s) for s in sub) for sub in args[1::2][:len(operands)])
        if len(args) % 2 == 1:
            equation += "->" + "".join(_subscript(s) for s in args[-1])
    else:
        operands = list(tensors[0]) if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else list(tensors)
    return _C._functions.einsum(equation, operands, path=path)


def tensordot(a, b, dims=2, out=None):
    """Contracts the last `dims` dims of a with the first of b, or the dims
    listed in dims = (dims_a, dims_b)."""
    if _has_torch_function((a, b)):
        return _handle_torch_function(tensordot, (a, b), a, b, dims=dims, out=out)
    if not isinstance(dims, (tuple, list, _Tensor, int)):
        raise RuntimeError("tensordot expects dims to be int or Tuple[List[int], List[int]] or List[List[int]] "
                           f"containing two lists, but got dims={dims}")
    if isinstance(dims, _Tensor):
        dims = dims.tolist() if dims.numel() > 1 else int(dims.item())
    if isinstance(dims, int):
        if dims < 0:
            raise RuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
        dims_a, dims_b = list(range(-dims, 0)), list(range(dims))
    else:
        dims_a, dims_b = dims
    if out is None:
        return _C._internal.tensordot(a, b, dims_a, dims_b)
    return _C._internal.tensordot(a, b, dims_a, dims_b, out=out)


def chain_matmul(*matrices, out=None):
    """The product of the 2-D matrices, in the cheapest order (deprecated in
    torch for linalg.multi_dot: the op warns once, ops.yaml's warn_once)."""
    if _has_torch_function(matrices):
        return _handle_torch_function(chain_matmul, matrices, *matrices, out=out)
    if out is None:
        return _C._functions.chain_matmul(matrices)
    return _C._functions.chain_matmul(matrices, out=out)
