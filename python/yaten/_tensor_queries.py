"""Small questions and identities torch answers both as torch.<name>(input)
and as Tensor.<name>() (is_complex, is_signed, is_conj, is_neg, is_nonzero,
is_same_size, is_inference, conj, resolve_conj, resolve_neg, conj_physical,
real, imag, get_device, is_distributed, adjoint), and the Tensor methods of the same kind (is_pinned,
pin_memory, sum_to_size, apply_, map_, map2_, new_empty_strided).

yaten has no complex dtypes, so conjugation and the real part are the
tensor itself (as torch's for a real tensor: `x.conj() is x`), and imag
refuses as torch's does."""
import functools
import numbers

from yaten import _C

_has_torch_function = _C._has_torch_function
_handle_torch_function = _C._handle_torch_function


def _check_tensor(value, function, argument, position):
    if not isinstance(value, _C.TensorBase):
        raise TypeError(f"{function}(): argument '{argument}' (position {position}) must be Tensor, not "
                        f"{type(value).__name__}")


def _of_tensor(answer):
    """answer(input) as torch.<name>(input) (argument checked, __torch_function__ honoured); Tensor methods take
    the same function."""
    name = answer.__name__

    @functools.wraps(answer)
    def function(input):
        if _has_torch_function((input,)):
            return _handle_torch_function(function, (input,), input)
        _check_tensor(input, name, "input", 1)
        return answer(input)
    return function


@_of_tensor
def is_complex(input):
    """False: yaten has no complex dtypes."""
    return False


@_of_tensor
def is_signed(input):
    """Whether input's dtype holds negative numbers (not bool, not uint8)."""
    return input.dtype.is_signed


@_of_tensor
def is_conj(input):
    """False: a real tensor is never a lazily conjugated view."""
    return False


@_of_tensor
def is_neg(input):
    """False: a real tensor is never a lazily negated view."""
    return False


@_of_tensor
def conj(input):
    """input itself: the conjugate of a real tensor."""
    return input


@_of_tensor
def resolve_conj(input):
    """input itself: a real tensor has no pending conjugation."""
    return input


@_of_tensor
def resolve_neg(input):
    """input itself: a real tensor has no pending negation."""
    return input


@_of_tensor
def conj_physical(input):
    """input itself, as torch's conj_physical of a real tensor."""
    return input


@_of_tensor
def conj_physical_(input):
    """input, unchanged: conjugating a real tensor in place changes nothing."""
    return input


@_of_tensor
def real(input):
    """input itself: the real part of a real tensor (writes through it reach input)."""
    return input


@_of_tensor
def imag(input):
    """Refused, as torch refuses it for real tensors."""
    raise RuntimeError("imag is not implemented for tensors with non-complex dtypes.")


@_of_tensor
def is_inference(input):
    """Whether input was made in inference mode (see yaten.inference_mode)."""
    return _C._is_inference(input)


@_of_tensor
def is_nonzero(input):
    """Whether the one element of input is not zero (False, 0, 0.0)."""
    if input.numel() != 1:
        raise RuntimeError("Boolean value of Tensor with no values is ambiguous" if input.numel() == 0 else
                           "Boolean value of Tensor with more than one value is ambiguous")
    return input.item() != 0


@_of_tensor
def get_device(input):
    """The tensor's device index: -1 for the CPU, where every yaten tensor lives."""
    return -1


@_of_tensor
def is_distributed(input):
    """False: no yaten tensor is a distributed (THD) tensor."""
    return False


@_of_tensor
def adjoint(input):
    """The conjugate transpose of the last two dims: for real tensors a transposed view (a 0-d tensor is
    itself)."""
    if input.dim() == 0:
        return input
    if input.dim() < 2:
        raise RuntimeError(f"tensor.adjoint() is only supported on matrices or batches of matrices. Got "
                           f"{input.dim()}-D tensor.")
    return input.transpose(-2, -1)


def is_same_size(input, other):
    """Whether input and other have the same shape."""
    if _has_torch_function((input, other)):
        return _handle_torch_function(is_same_size, (input, other), input, other)
    _check_tensor(input, "is_same_size", "input", 1)
    _check_tensor(other, "is_same_size", "other", 2)
    return tuple(input.shape) == tuple(other.shape)


def as_method(function):
    """function as a Tensor method: an object of its own (torch lists torch.conj and Tensor.conj apart), which
    hands itself to __torch_function__."""
    @functools.wraps(function)
    def method(self, *args, **kwargs):
        if _has_torch_function((self,)):
            return _handle_torch_function(method, (self,), self, *args, **kwargs)
        return function(self, *args, **kwargs)
    return method


# Tensor methods only.

def is_pinned(self, device=None):
    """False: pinned (page-locked) memory is for copies to a CUDA device, which yaten has not."""
    if _has_torch_function((self,)):
        return _handle_torch_function(is_pinned, (self,), self, device=device)
    return False


def pin_memory(self, device=None):
    """Refused as in PyTorch's CPU-only build: pinning memory needs CUDA."""
    if _has_torch_function((self,)):
        return _handle_torch_function(pin_memory, (self,), self, device=device)
    raise NotImplementedError("Could not run 'aten::_pin_memory' with arguments from the 'CUDA' backend: pinned "
                              "memory needs CUDA, and this build (a CPU-only PyTorch, as yaten is) has none.")


def sum_to_size(self, *size):
    """self summed down to size, which self's shape must broadcast from: the
    sum over the leading dims and over each dim where size is 1."""
    if _has_torch_function((self,)):
        return _handle_torch_function(sum_to_size, (self,), self, *size)
    if not size:
        raise TypeError('sum_to_size() missing 1 required positional arguments: "size"')
    if len(size) == 1 and not isinstance(size[0], int):
        size = tuple(size[0])
    shape = tuple(self.shape)
    lead = len(shape) - len(size)
    expandable = lead >= 0 and all(s == d or s == 1 for s, d in zip(size, shape[lead:]))
    if not expandable:
        raise RuntimeError(f"size {{[{', '.join(map(str, size))}]}} is not expandable to size "
                           f"{{[{', '.join(map(str, shape))}]}}.")
    result = self.sum(tuple(range(lead))) if lead else self
    kept = tuple(lead + i for i, s in enumerate(size) if s == 1 and shape[lead + i] != 1)
    return result.sum(tuple(d - lead for d in kept), keepdim=True) if kept else result


def _map_elements(self, name, callable, others):
    if self.requires_grad:
        raise RuntimeError(f"Can't call {name}() on Variable that requires grad. Use var.detach().{name}() instead.")
    from yaten import tensor
    columns = [self.reshape(-1).tolist()] + [o.expand(self.shape).reshape(-1).tolist() for o in others]
    values = [_real_number(callable(*row)) for row in zip(*columns)]
    self.copy_(tensor(values, dtype=self.dtype).reshape(self.shape))
    return self


def _real_number(value):
    if isinstance(value, _C.TensorBase) and value.numel() == 1:
        return value.item()
    if not isinstance(value, numbers.Number) or isinstance(value, complex):
        raise TypeError(f"must be real number, not {type(value).__name__}")
    return value


def _check_same_dtype(self, name, other):
    if other.dtype != self.dtype:
        raise TypeError(f"{name}: expected {self.type()} for 'other' (got {other.type()})")


def apply_(self, callable):
    """Replaces each element x of self by callable(x), in place; slow (one Python call per element)."""
    if _has_torch_function((self,)):
        return _handle_torch_function(apply_, (self,), self, callable)
    return _map_elements(self, "apply_", callable, ())


def map_(self, tensor, callable):
    """Replaces each element x of self by callable(x, y), y the element of tensor (broadcast to self), in place."""
    if _has_torch_function((self, tensor)):
        return _handle_torch_function(map_, (self, tensor), self, tensor, callable)
    _check_tensor(tensor, "map_", "tensor", 1)
    _check_same_dtype(self, "map_", tensor)
    return _map_elements(self, "map_", callable, (tensor,))


def map2_(self, x, y, callable):
    """Replaces each element a of self by callable(a, b, c), b and c the elements of x and y, in place."""
    if _has_torch_function((self, x, y)):
        return _handle_torch_function(map2_, (self, x, y), self, x, y, callable)
    _check_tensor(x, "map2_", "x", 1)
    _check_tensor(y, "map2_", "y", 2)
    _check_same_dtype(self, "map2_", x)
    _check_same_dtype(self, "map2_", y)
    return _map_elements(self, "map2_", callable, (x, y))
