"""Flatten (merges dims start_dim..end_dim into one) and Unflatten (splits one)."""
import math

from yaten.nn.modules.module import Module


class Flatten(Module):
    """Flattens dims start_dim..end_dim (by default all but the batch dim)."""

    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def forward(self, input):
        return input.flatten(self.start_dim, self.end_dim)

    def extra_repr(self):
        return f"start_dim={self.start_dim}, end_dim={self.end_dim}"


class Unflatten(Module):
    """Splits dim into unflattened_size."""

    def __init__(self, dim, unflattened_size):
        super().__init__()
        if isinstance(dim, int):
            if not isinstance(unflattened_size, (tuple, list)):
                raise TypeError("unflattened_size must be tuple of ints, but found type {}".format(
                    type(unflattened_size).__name__))
            for idx, elem in enumerate(unflattened_size):
                if not isinstance(elem, int):
                    raise TypeError("unflattened_size must be tuple of ints, but found element of type {} at pos {}"
                                    .format(type(elem).__name__, idx))
        else:
            raise TypeError("invalid argument type for dim parameter")
        self.dim, self.unflattened_size = dim, unflattened_size

    def forward(self, input):
        dim = self.dim + input.dim() if self.dim < 0 else self.dim
        sizes = tuple(self.unflattened_size)
        known = math.prod(s for s in sizes if s != -1)
        if (-1 not in sizes and known != input.shape[dim]) or (-1 in sizes and (known == 0 or input.shape[dim] % known)):
            raise RuntimeError(f"unflatten: Provided sizes {list(sizes)} don't multiply up to the size of dim {self.dim} "
                               f"({input.shape[dim]}) in the input tensor")
        return input.reshape(tuple(input.shape[:dim]) + sizes + tuple(input.shape[dim + 1:]))

    def extra_repr(self):
        return f"dim={self.dim}, unflattened_size={self.unflattened_size}"
