"""default_collate and default_convert, as torch's: a list of samples
becomes one batch of the same structure with tensors stacked along a new
first dimension. Inside a DataLoader worker the stacked tensor is built in
shared memory, so it reaches the main process without a copy."""
import collections.abc
import re

import numpy as np

import yaten

_STRING_DTYPE = re.compile(r"[SaUO]")
_COLLATE_ERROR = ("default_collate: batch must contain tensors, numpy arrays, numbers, dicts or lists; found {}")
_CONVERT_ERROR = ("default_convert: sample must contain tensors, numpy arrays, numbers, dicts or lists; found {}")


def _is_numpy_value(elem):
    return type(elem).__module__ == "numpy" and not isinstance(elem, (np.str_, np.bytes_))


def _is_namedtuple(elem):
    return isinstance(elem, tuple) and hasattr(elem, "_fields")


def _shared_out(shape, inputs):
    """In a DataLoader worker, a shared-memory tensor for an op to write its
    result into (it then reaches the main process as a handle, not a copy);
    None in the main process, or when out= cannot serve (inputs that
    require grad, or of mixed dtypes that the op would promote)."""
    from yaten.utils.data._worker import get_worker_info
    if get_worker_info() is None:
        return None
    dtype = inputs[0].dtype
    if any(t.requires_grad or t.dtype != dtype for t in inputs):
        return None
    from yaten.multiprocessing import new_shared
    return new_shared(shape, dtype)


def _stack(batch):
    out = _shared_out((len(batch), *batch[0].shape), batch)
    return yaten.stack(batch, 0) if out is None else yaten.stack(batch, 0, out=out)


def collate_rows(tensors, indices):
    """default_collate([tuple(t[i] for t in tensors) for i in indices]) in
    one index_select per tensor, for a TensorDataset read in batches."""
    index = yaten.tensor(indices, dtype=yaten.int64)
    rows = []
    for tensor in tensors:
        out = _shared_out((len(indices), *tensor.shape[1:]), [tensor])
        rows.append(tensor.index_select(0, index) if out is None else yaten.index_select(tensor, 0, index, out=out))
    return rows


def default_collate(batch):
    """Stacks tensors, numpy arrays and numbers of the samples into tensors,
    recursing into dicts, namedtuples and sequences; strings stay a list."""
    elem = batch[0]
    if isinstance(elem, yaten.Tensor):
        return _stack(batch)
    if _is_numpy_value(elem):
        if isinstance(elem, np.ndarray):
            if _STRING_DTYPE.search(elem.dtype.str) is not None:
                raise TypeError(_COLLATE_ERROR.format(elem.dtype))
            return default_collate([yaten.as_tensor(np.ascontiguousarray(b)) for b in batch])
        if elem.shape == ():
            return yaten.as_tensor(np.array(batch))
    if isinstance(elem, float):
        return yaten.tensor(batch, dtype=yaten.float64)
    if isinstance(elem, bool) or isinstance(elem, int):
        return yaten.tensor(batch)
    if isinstance(elem, (str, bytes)):
        return batch
    if isinstance(elem, collections.abc.Mapping):
        collated = {key: default_collate([d[key] for d in batch]) for key in elem}
        try:
            return type(elem)(collated)
        except TypeError:  # a mapping type that cannot be built from a dict
            return collated
    if _is_namedtuple(elem):
        return type(elem)(*(default_collate(samples) for samples in zip(*batch)))
    if isinstance(elem, collections.abc.Sequence):
        size = len(elem)
        if not all(len(sample) == size for sample in batch):
            raise RuntimeError("each element in list of batch should be of equal size")
        transposed = [default_collate(samples) for samples in zip(*batch)]
        if isinstance(elem, tuple):
            return transposed
        try:
            return type(elem)(transposed)
        except TypeError:
            return transposed
    raise TypeError(_COLLATE_ERROR.format(type(elem)))


def default_convert(data):
    """numpy arrays (not of strings) in data as tensors, recursing into dicts, namedtuples and sequences."""
    if isinstance(data, yaten.Tensor):
        return data
    if _is_numpy_value(data):
        if isinstance(data, np.ndarray) and _STRING_DTYPE.search(data.dtype.str) is not None:
            return data
        return yaten.as_tensor(np.ascontiguousarray(data) if isinstance(data, np.ndarray) else np.array(data))
    if isinstance(data, collections.abc.Mapping):
        try:
            return type(data)({key: default_convert(data[key]) for key in data})
        except TypeError:
            return {key: default_convert(data[key]) for key in data}
    if _is_namedtuple(data):
        return type(data)(*(default_convert(d) for d in data))
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]
    if isinstance(data, collections.abc.Sequence) and not isinstance(data, (str, bytes)):
        try:
            return type(data)([default_convert(d) for d in data])
        except TypeError:
            return [default_convert(d) for d in data]
    return data
