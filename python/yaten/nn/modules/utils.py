"""Helpers the layer modules share: tuple arguments and parameter storage."""
import collections.abc
from itertools import repeat

import yaten


def _ntuple(n, name):
    def parse(x):
        if isinstance(x, collections.abc.Iterable):
            return tuple(x)
        return tuple(repeat(x, n))
    parse.__name__ = name
    return parse


_single = _ntuple(1, "_single")
_pair = _ntuple(2, "_pair")


def empty(*size, device=None, dtype=None):
    """An uninitialised tensor for a parameter; yaten has only the cpu device."""
    if device not in (None, "cpu"):
        raise RuntimeError(f"yaten has only the cpu device, not {device!r}")
    return yaten.empty(list(size), dtype=dtype)
