"""Named tensors (torch 1.13's prototype API): the Tensor methods that give,
change or use dimension names. The names live on the C++ tensor
(runtime/names.h); ops infer their results' names there (ops.yaml `names:`).
What is here works on names as lists: the ellipsis ('...' or ...) of rename,
refine_names and align_to, rename's keyword mapping, and the permutations and
reshapes align_to and named flatten/unflatten make of unnamed aliases."""

import inspect

from yaten import _C

_has_torch_function = _C._has_torch_function_unary
_handle_torch_function = _C._handle_torch_function


def _is_ellipsis(name):
    return name is Ellipsis or name == "..."


def _describe(names):
    return "[" + ", ".join("None" if n is None else repr(n) for n in names) + "]"


def _resolve_ellipsis(names, tensor_names, fn_name):
    """names with its one ellipsis replaced by the tensor's names at the dims it covers."""
    where = [i for i, n in enumerate(names) if _is_ellipsis(n)]
    if len(where) > 1:
        raise RuntimeError(f"{fn_name}: More than one Ellipsis ('...') found in names ({names}). "
                           "This function supports up to one Ellipsis.")
    if not where:
        return list(names)
    i = where[0]
    after = len(names) - i - 1
    covered = list(tensor_names[i:len(tensor_names) - after])
    return list(names[:i]) + covered + list(names[i + 1:])


def _new_names(self, names, rename_map, fn_name):
    """The names rename / rename_ give self: None drops them."""
    if names and rename_map:
        raise RuntimeError(f"{fn_name}: This function takes either positional args or keyword args, but not both. "
                           "Use tensor.rename(*names) to name dims and tensor.rename(**rename_map) to rename dims.")
    if not names and not rename_map:
        return self.names
    if rename_map:
        current = list(self.names)
        for old, new in rename_map.items():
            if old not in current:
                raise RuntimeError(f"{fn_name}: Tried to rename dim '{old}' to dim {new} in Tensor[{self.names}] "
                                   f"but dim '{old}' does not exist")
            current[current.index(old)] = new
        return current
    if len(names) == 1 and names[0] is None:
        return None
    return _resolve_ellipsis(names, self.names, fn_name)


def rename(self, *names, **rename_map):
    """Renames self's dims: positionally (one name per dim, '...' for the dims in between, None for no
    names) or by keyword (old=new). An alias: the result shares memory and history with self."""
    if _has_torch_function(self):
        return _handle_torch_function(rename, (self,), self, *names, **rename_map)
    return _C._renamed(self, _new_names(self, names, rename_map, "rename"))


def rename_(self, *names, **rename_map):
    """In-place form of rename: self, renamed."""
    if _has_torch_function(self):
        return _handle_torch_function(rename_, (self,), self, *names, **rename_map)
    _C._set_names(self, _new_names(self, names, rename_map, "rename_"))
    return self


def refine_names(self, *names):
    """self with its unnamed dims named as names says; a named dim keeps its name, which names must
    repeat (or leave None). May contain one ellipsis."""
    if _has_torch_function(self):
        return _handle_torch_function(refine_names, (self,), self, *names)
    current = self.names
    wanted = _resolve_ellipsis(names, current, "refine_names")
    shown = f"Tensor{_describe(current)}"
    if len(wanted) != len(current):
        raise RuntimeError(f"refine_names: cannot coerce {shown} to Tensor{_describe(wanted)} because they have a "
                           f"different number of dims ({len(current)} and {len(wanted)} respectively).")
    refined = []
    for i, (old, new) in enumerate(zip(current, wanted)):
        if old is not None and new is not None and old != new:
            raise RuntimeError(f"refine_names: cannot coerce {shown} to Tensor{_describe(wanted)} because '{old}' "
                               f"is different from '{new}' at index {i}")
        refined.append(old if new is None else new)
    return _C._renamed(self, refined)


def align_to(self, *names):
    """self's dims permuted into the order names gives, with a size-1 dim for each name self lacks.
    Every dim of self must be named; '...' stands for self's dims names leaves out, in their order."""
    if _has_torch_function(self):
        return _handle_torch_function(align_to, (self,), self, *names)
    current = self.names
    ellipsis = [i for i, n in enumerate(names) if _is_ellipsis(n)]
    if len(ellipsis) > 1:
        raise RuntimeError(f"align_to: More than one Ellipsis ('...') found in names ({names}). "
                           "This function supports up to one Ellipsis.")
    for i, n in enumerate(current):
        if n is None:
            raise RuntimeError(f"align_to: All input dims must be named. Found unnamed dim at index {i} of "
                               f"Tensor{_describe(current)}")
    wanted = list(names)
    if ellipsis:
        rest = [n for n in current if n not in wanted]
        wanted = wanted[:ellipsis[0]] + rest + wanted[ellipsis[0] + 1:]
    for n in current:
        if n not in wanted:
            # torch's message shows the desired names as the tensor's
            raise RuntimeError(f"align_to: Cannot find dim '{n}' from Tensor{_describe(wanted)} in desired "
                               f"alignment {_describe(wanted)}.")
    plain = _C._renamed(self, None).permute([current.index(n) for n in wanted if n in current])
    shape = [self.size(current.index(n)) if n in current else 1 for n in wanted]
    return _C._renamed(plain.reshape(shape), wanted)


def align_as(self, other):
    """self.align_to(*other.names)."""
    if _has_torch_function(self):
        return _handle_torch_function(align_as, (self,), self, other)
    return align_to(self, *other.names)


def has_names(self):
    """Whether some dim of self has a name."""
    if _has_torch_function(self):
        return _handle_torch_function(has_names, (self,), self)
    return _C._has_names(self)


def _dim(self, dim):
    return _C._dim_of_name(self, dim) if isinstance(dim, str) else dim


def flatten(self, *args, **kwargs):
    """flatten(start_dim=0, end_dim=-1), and by names: flatten(dims, out_dim), flatten(start_dim,
    end_dim, out_dim) (dims by name or index), the flattened dim named out_dim."""
    if _has_torch_function(self):
        return _handle_torch_function(flatten, (self,), self, *args, **kwargs)
    out_dim = kwargs.pop("out_dim", None)
    if out_dim is None and len(args) in (2, 3) and isinstance(args[-1], str) and (
            len(args) == 3 or isinstance(args[0], (list, tuple))):
        *args, out_dim = args
    if out_dim is None:
        return _C.TensorBase.flatten(self, *args, **kwargs)
    if "dims" in kwargs:
        args = [kwargs.pop("dims")]
    if len(args) == 1:
        dims = [_dim(self, d) for d in args[0]]
        if not dims or dims != list(range(dims[0], dims[0] + len(dims))):
            raise RuntimeError(f"flatten(tensor, dims, out_dim): dims {_describe(list(args[0]))} must be consecutive "
                               f"in Tensor{_describe(self.names)}")
        start, end = dims[0], dims[-1]
    else:
        start, end = (_dim(self, d) for d in (args + [kwargs.pop("start_dim", 0), kwargs.pop("end_dim", -1)])[:2])
    names = list(self.names)
    start, end = start % max(self.dim(), 1), end % max(self.dim(), 1)
    flat = _C.TensorBase.flatten(_C._renamed(self, None), start, end)
    return _C._renamed(flat, names[:start] + [out_dim] + names[end + 1:])


def unflatten(self, dim, sizes):
    """dim split into dims of the sizes given; sizes may be (name, size) pairs (or an OrderedDict), which
    name the new dims (dim may then be a name)."""
    if _has_torch_function(self):
        return _handle_torch_function(unflatten, (self,), self, dim, sizes)
    if not sizes:
        raise RuntimeError("unflatten: sizes must be non-empty")
    named = hasattr(sizes, "items") or isinstance(sizes[0], (tuple, list))
    if not named:
        if _C._has_names(self):
            raise RuntimeError("unflatten: input is a named tensor but no names were given for unflattened sizes")
        return _C.TensorBase.unflatten(self, _dim(self, dim), sizes)
    if not isinstance(dim, str):
        raise TypeError(f"unflatten(): argument 'dim' (position 1) must be name, not {type(dim).__name__}")
    new_names, sizes = zip(*(sizes.items() if hasattr(sizes, "items") else sizes))
    index = _dim(self, dim) % max(self.dim(), 1)
    names = list(self.names)
    result = _C.TensorBase.unflatten(_C._renamed(self, None), index, list(sizes))
    return _C._renamed(result, names[:index] + list(new_names) + names[index + 1:])


# flatten and unflatten show their binding's signature (the schema's), as the other methods do.
for _front in (flatten, unflatten):
    _front.__signature__ = inspect.signature(getattr(_C.TensorBase, _front.__name__))
del _front
