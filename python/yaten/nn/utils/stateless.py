"""functional_call, as torch.nn.utils.stateless' (and torch.func's): run a
module with some parameters and buffers replaced by given tensors, which
gradients then flow to; the module is left as it was."""
import contextlib

import yaten


def _owner(module, dotted):
    *path, name = dotted.split(".")
    for part in path:
        module = getattr(module, part)
    return module, name


@contextlib.contextmanager
def _swapped(module, tensors, strict=False):
    """Puts each tensor in place of the parameter or buffer of its dotted name for the duration."""
    if strict:
        known = {name for name, _ in module.named_parameters()} | {name for name, _ in module.named_buffers()}
        missing, unexpected = sorted(known - set(tensors)), sorted(set(tensors) - known)
        if missing or unexpected:
            raise RuntimeError(f"Error(s) in reparametrizing for {type(module).__name__}: missing keys {missing}, "
                               f"unexpected keys {unexpected}")
    saved = []
    try:
        for dotted, tensor in tensors.items():
            owner, name = _owner(module, dotted)
            table = owner._parameters if name in owner._parameters else owner._buffers if name in owner._buffers \
                else None
            if table is None:
                saved.append((owner, name, None, getattr(owner, name, _ABSENT)))
                object.__setattr__(owner, name, tensor)
            else:
                saved.append((owner, name, table, table[name]))
                table[name] = tensor
        yield
    finally:
        for owner, name, table, original in reversed(saved):
            if table is not None:
                table[name] = original
            elif original is _ABSENT:
                object.__delattr__(owner, name)
            else:
                object.__setattr__(owner, name, original)


_ABSENT = object()


def functional_call(module, parameters_and_buffers, args, kwargs=None, *, tie_weights=True, strict=False):
    """module(*args, **kwargs) with the parameters and buffers named in
    parameters_and_buffers (a dict, or a tuple of dicts as in torch.func)
    replaced by the given tensors."""
    if isinstance(parameters_and_buffers, (tuple, list)):
        merged = {}
        for mapping in parameters_and_buffers:
            overlap = set(merged) & set(mapping)
            if overlap:
                raise ValueError(f"{sorted(overlap)} appeared in multiple dictionaries; behavior of functional call "
                                 "is ambiguous")
            merged.update(mapping)
        parameters_and_buffers = merged
    if tie_weights:
        parameters_and_buffers = _with_tied(module, parameters_and_buffers)
    if kwargs is None:
        kwargs = {}
    if not isinstance(args, tuple):
        args = (args,)
    with _swapped(module, parameters_and_buffers, strict):
        return module(*args, **kwargs)


def _with_tied(module, tensors):
    """Adds the other names of a tied parameter (one tensor under several
    names) given under one of them, so every use sees the replacement."""
    names_by_tensor = {}
    for prefix, submodule in module.named_modules():
        for table in (submodule._parameters, submodule._buffers):
            for name, value in table.items():
                if value is not None:
                    names_by_tensor.setdefault(id(value), []).append(f"{prefix}.{name}" if prefix else name)
    out = dict(tensors)
    for names in names_by_tensor.values():
        given = [n for n in names if n in tensors]
        for name in names:
            if name not in out and given:
                out[name] = tensors[given[0]]
    return out
