"""yaten.utils._pytree against torch.utils._pytree."""
from collections import OrderedDict, namedtuple

import pytest
import torch.utils._pytree as tpytree

import yaten
from yaten.utils import _pytree as pytree

Point = namedtuple("Point", "x y")

TREES = [
    1, [], (), {}, [1, 2, (3, 4)], {"b": [1, {"c": 2}], "a": (3,)}, OrderedDict(z=1, a=[2, 3]),
    Point(1, [2, Point(3, 4)]), [None, "text", {"k": (5.0, [6])}],
]


@pytest.mark.parametrize("tree", TREES, ids=repr)
def test_flatten_and_unflatten_match_torch(tree):
    leaves, spec = pytree.tree_flatten(tree)
    tleaves, tspec = tpytree.tree_flatten(tree)
    assert leaves == tleaves and spec.num_leaves == tspec.num_leaves
    rebuilt = pytree.tree_unflatten([f"leaf{i}" for i in range(len(leaves))], spec)
    trebuilt = tpytree.tree_unflatten([f"leaf{i}" for i in range(len(tleaves))], tspec)
    assert rebuilt == trebuilt and type(rebuilt) is type(trebuilt)
    assert pytree.tree_unflatten(leaves, spec) == tree


@pytest.mark.parametrize("tree", TREES, ids=repr)
def test_tree_map_matches_torch(tree):
    def fn(x):
        return x * 2 if isinstance(x, (int, float)) else x
    assert pytree.tree_map(fn, tree) == tpytree.tree_map(fn, tree)


def test_tree_map_over_tensors_and_only():
    tree = {"w": yaten.ones(2), "n": 3, "rest": [yaten.zeros(1)]}
    doubled = pytree.tree_map_only(yaten.Tensor, lambda t: t + 1, tree)
    assert doubled["n"] == 3 and doubled["w"].tolist() == [2.0, 2.0] and doubled["rest"][0].tolist() == [1.0]
    assert pytree.tree_all(lambda x: x is not None, tree) and pytree.tree_any(lambda x: isinstance(x, int) and x == 3, tree)


def test_specs_compare_equal_for_equal_structures():
    assert pytree.tree_flatten([1, {"a": 2}])[1] == pytree.tree_flatten([5, {"a": 6}])[1]
    assert pytree.tree_flatten([1, {"a": 2}])[1] != pytree.tree_flatten([1, {"b": 2}])[1]


def test_unflatten_with_wrong_count_raises_value_error_as_torch():
    spec = pytree.tree_flatten([1, 2])[1]
    tspec = tpytree.tree_flatten([1, 2])[1]
    with pytest.raises(ValueError):
        tpytree.tree_unflatten([1], tspec)
    with pytest.raises(ValueError, match="has length 1"):
        pytree.tree_unflatten([1], spec)
