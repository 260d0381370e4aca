"""default_collate and default_convert against torch's, structure by structure."""
import collections

import numpy as np
import pytest
import torch
import torch.utils.data as tdata

import yaten
import yaten.utils.data as ydata
from test_data_datasets import as_plain

Point = collections.namedtuple("Point", "x y")


def samples(lib):
    return {
        "tensors": [lib.tensor([1.0, 2.0]), lib.tensor([3.0, 4.0])],
        "floats": [0.5, 1.5],
        "ints": [1, 2],
        "bools": [True, False],
        "strings": ["a", "b"],
        "numpy": [np.arange(3, dtype=np.float32), np.ones(3, dtype=np.float32)],
        "numpy scalars": [np.float32(1.5), np.float32(2.5)],
        "dicts": [{"a": lib.tensor(1), "b": 2.0}, {"a": lib.tensor(3), "b": 4.0}],
        "tuples": [(lib.tensor([1]), 2), (lib.tensor([3]), 4)],
        "lists": [[1, "x"], [2, "y"]],
        "namedtuples": [Point(1, lib.tensor(2.0)), Point(3, lib.tensor(4.0))],
        "ordered dicts": [collections.OrderedDict(z=1, a=2), collections.OrderedDict(z=3, a=4)],
    }


@pytest.mark.parametrize("kind", list(samples(torch)))
def test_default_collate_matches_torch(kind):
    ours = ydata.default_collate(samples(yaten)[kind])
    theirs = tdata.default_collate(samples(torch)[kind])
    assert type(ours).__name__ == type(theirs).__name__
    assert as_plain(ours) == as_plain(theirs)


def test_default_collate_refuses_what_torch_refuses():
    for bad in ([object(), object()], [np.array(["a"]), np.array(["b"])]):
        with pytest.raises(TypeError):
            tdata.default_collate(bad)
        with pytest.raises(TypeError, match="default_collate"):
            ydata.default_collate(bad)
    with pytest.raises(RuntimeError, match="equal size"):
        ydata.default_collate([[1, 2], [3]])


def test_default_collate_of_mixed_samples_raises_as_torch():
    with pytest.raises(TypeError):
        tdata.default_collate([torch.tensor([1.0]), 2])
    with pytest.raises(TypeError):
        ydata.default_collate([yaten.tensor([1.0]), 2])


@pytest.mark.parametrize("value", [np.arange(4), {"a": np.ones(2)}, (np.zeros(1), 3), [np.ones(1), "s"],
                                   Point(np.ones(1), 2), np.float64(2.5), "text"])
def test_default_convert_matches_torch(value):
    assert as_plain(ydata.default_convert(value)) == as_plain(tdata.default_convert(value))
