"""Parameters flattened into one vector and back, as torch.nn.utils'."""
import yaten
from yaten._typename import typename


def parameters_to_vector(parameters):
    """All parameters, flattened and concatenated in order (differentiable)."""
    return yaten.cat([p.reshape(-1) for p in parameters])


def vector_to_parameters(vec, parameters):
    """Makes each parameter's data the matching slice of vec (sharing vec's memory, as torch's .data assignment)."""
    if not isinstance(vec, yaten.Tensor):
        raise TypeError(f"expected torch.Tensor, but got: {typename(vec)}")
    offset = 0
    for p in parameters:
        n = p.numel()
        p.data = vec[offset:offset + n].view(p.shape).data
        offset += n
