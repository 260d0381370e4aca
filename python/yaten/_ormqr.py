"""torch.ormqr: op(Q) @ other (left) or other @ op(Q), Q the product of the
Householder reflectors geqrf leaves in (input, tau), op transposing it when
transpose=True. Q is made whole by linalg.householder_product over input
widened with zero columns (reflectors beyond tau's are the identity), so
ormqr is differentiable, where torch 1.13's is not."""
from yaten import _C


def ormqr(input, tau, other, left=True, transpose=False, *, out=None):
    """op(Q) @ other, or other @ op(Q) when left=False, Q = H_1 ... H_k from (input, tau) as geqrf gives
    them; out= receives the result."""
    if _C._has_torch_function((input, tau, other, out)):
        return _C._handle_torch_function(ormqr, (input, tau, other, out), input, tau, other, left=left,
                                         transpose=transpose, out=out)
    import yaten
    if input.dim() < 2 or other.dim() < 2:
        raise RuntimeError("torch.ormqr: input and other must have at least 2 dimensions.")
    size = other.shape[-2] if left else other.shape[-1]
    if input.shape[-2] != size:
        raise RuntimeError(f"torch.ormqr: input.shape[-2] must be equal to other.shape[{-2 if left else -1}]")
    if tau.shape[-1] > input.shape[-1]:
        raise RuntimeError("torch.ormqr: tau.shape[-1] must be less than or equal to input.shape[-1]")
    if input.dtype != tau.dtype or input.dtype != other.dtype:
        raise RuntimeError(f"torch.ormqr: Expected input, tau and other to have the same dtype, got {input.dtype}, "
                           f"{tau.dtype} and {other.dtype}")
    reflectors = input[..., :tau.shape[-1]]
    missing = size - reflectors.shape[-1]
    if missing > 0:
        reflectors = yaten.cat([reflectors, reflectors.new_zeros(*reflectors.shape[:-1], missing)], -1)
    q = yaten.linalg.householder_product(reflectors, tau)
    if transpose:
        q = q.mT
    result = q @ other if left else other @ q
    if out is None:
        return result
    out.resize_(result.shape).copy_(result)
    return out
