"""Tensors, Parameters, Sizes and modules through pickle, copy and
multiprocessing (Tensor.__reduce_ex__), and copy.deepcopy keeping views
of one storage views of one copied storage, compared with torch."""
import copy
import multiprocessing
import pickle

import numpy as np
import pytest

import yaten
from yaten import nn

torch = pytest.importorskip("torch")


def storage_of(t):
    return yaten._C._storage_info(t)[0]


@pytest.mark.parametrize("protocol", [2, pickle.DEFAULT_PROTOCOL, pickle.HIGHEST_PROTOCOL])
def test_pickle_keeps_values_dtype_layout_and_requires_grad(protocol):
    base = yaten.arange(12.0).reshape(3, 4)
    for t in [base, base.t(), base[1:, ::2], yaten.tensor([True, False]), yaten.tensor(7, dtype=yaten.uint8),
              yaten.zeros(0, 2, dtype=yaten.int32), yaten.ones(2, requires_grad=True)]:
        out = pickle.loads(pickle.dumps(t, protocol))
        assert out.dtype is t.dtype and out.shape == t.shape and out.stride() == t.stride()
        assert out.storage_offset() == t.storage_offset() and out.requires_grad == t.requires_grad
        np.testing.assert_array_equal(out.detach().numpy(), t.detach().numpy())
        assert storage_of(out) != storage_of(t)


def test_pickled_views_do_not_share_as_in_torch():
    base = yaten.arange(6.0)
    out = pickle.loads(pickle.dumps([base, base[2:]]))
    t_base = torch.arange(6.0)
    t_out = pickle.loads(pickle.dumps([t_base, t_base[2:]]))
    assert (storage_of(out[0]) == storage_of(out[1])) == (t_out[0].data_ptr() + 8 == t_out[1].data_ptr())
    assert out[1].storage_offset() == t_out[1].storage_offset() == 2


def test_non_leaf_pickles_as_a_leaf_requiring_grad_as_in_torch():
    y = yaten.ones(2, requires_grad=True) * 2
    out = pickle.loads(pickle.dumps(y))
    ty = pickle.loads(pickle.dumps(torch.ones(2, requires_grad=True) * 2))
    assert (out.requires_grad, out.is_leaf) == (ty.requires_grad, ty.is_leaf) == (True, True)


def test_parameter_and_size_and_subclass():
    p = nn.Parameter(yaten.ones(2, 2), requires_grad=False)
    out = pickle.loads(pickle.dumps(p))
    assert type(out) is nn.Parameter and not out.requires_grad and out.tolist() == [[1.0, 1.0], [1.0, 1.0]]
    assert pickle.loads(pickle.dumps(yaten.Size([2, 3]))) == yaten.Size([2, 3])

    class Tagged(yaten.Tensor):
        pass
    globals()["Tagged"] = Tagged  # picklable by name
    Tagged.__qualname__ = "Tagged"
    t = yaten.ones(3).as_subclass(Tagged)
    t.tag = "hello"
    back = pickle.loads(pickle.dumps(t))
    assert type(back) is Tagged and back.tag == "hello" and back.tolist() == [1.0, 1.0, 1.0]


def test_copy_copy_shares_memory_as_in_torch():
    t = yaten.arange(4.0)
    c = copy.copy(t)
    assert c is not t and storage_of(c) == storage_of(t)
    tt = torch.arange(4.0)
    assert copy.copy(tt).data_ptr() == tt.data_ptr()


def test_deepcopy_keeps_views_of_one_storage():
    base = yaten.arange(12.0).reshape(3, 4)
    view, row = base.t(), base[1]
    out = copy.deepcopy({"base": base, "view": view, "row": row, "other": yaten.ones(2)})
    assert storage_of(out["base"]) == storage_of(out["view"]) == storage_of(out["row"])
    assert storage_of(out["base"]) != storage_of(base) and storage_of(out["other"]) != storage_of(out["base"])
    assert out["view"].stride() == (1, 4) and out["row"].storage_offset() == 4
    out["base"][1, 0] = -5.0
    assert out["row"][0].item() == -5.0 and out["view"][0, 1].item() == -5.0 and base[1, 0].item() == 4.0
    t_base = torch.arange(12.0).reshape(3, 4)
    t_out = copy.deepcopy([t_base, t_base[1]])
    assert t_out[1].data_ptr() == t_out[0].data_ptr() + 16  # torch keeps the sharing too


def test_deepcopy_of_a_lone_view_copies_its_storage_with_its_layout():
    base = yaten.arange(10.0)
    out = copy.deepcopy(base[3:6])
    assert out.tolist() == [3.0, 4.0, 5.0] and out.storage_offset() == 3
    assert yaten._C._storage_info(out)[1] == yaten._C._storage_info(base)[1]


def test_pickle_and_deepcopy_of_a_model():
    model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
    x = yaten.randn(5, 3)
    for twin in [pickle.loads(pickle.dumps(model)), copy.deepcopy(model)]:
        np.testing.assert_array_equal(twin(x).detach().numpy(), model(x).detach().numpy())
        assert all(type(p) is nn.Parameter and p.requires_grad for p in twin.parameters())
        assert all(storage_of(a) != storage_of(b) for a, b in zip(twin.parameters(), model.parameters()))


def test_multiprocessing_queue_and_pool():
    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    sent = [yaten.arange(6.0).reshape(2, 3), nn.Parameter(yaten.ones(2))]
    queue.put(sent)
    received = queue.get(timeout=30)
    np.testing.assert_array_equal(received[0].numpy(), sent[0].numpy())
    assert type(received[1]) is nn.Parameter
    # yaten.neg, not a function of this module: a spawned worker would import torch with it.
    with ctx.Pool(1) as pool:
        results = pool.map(yaten.neg, [yaten.full((2,), float(i)) for i in range(3)])
    assert [r.tolist() for r in results] == [[-0.0, -0.0], [-1.0, -1.0], [-2.0, -2.0]]
