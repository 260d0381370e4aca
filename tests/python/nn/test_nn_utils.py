"""yaten.nn.utils against torch.nn.utils: clipping, parameter vectors,
packed sequences (values, lengths and gradients) and functional_call."""
import math

import numpy as np
import pytest
import torch

import yaten
import yaten.func


def with_grads(lib, rng_seed=0, scale=1.0):
    rng = np.random.default_rng(rng_seed)
    params = []
    for shape in [(3, 4), (4,), (2, 2, 2)]:
        p = lib.tensor(rng.standard_normal(shape), requires_grad=True)
        p.grad = lib.tensor(rng.standard_normal(shape) * scale)
        params.append(p)
    return params


@pytest.mark.parametrize("norm_type", [2.0, 1, 3.5, math.inf, "inf"])
@pytest.mark.parametrize("max_norm", [0.5, 100.0])
def test_clip_grad_norm_matches_torch(norm_type, max_norm):
    norm_type = float(norm_type)
    ours, theirs = with_grads(yaten), with_grads(torch)
    total = yaten.nn.utils.clip_grad_norm_(ours, max_norm, norm_type=norm_type)
    ttotal = torch.nn.utils.clip_grad_norm_(theirs, max_norm, norm_type=norm_type)
    assert total.dtype == yaten.float64 and total.shape == ()
    np.testing.assert_allclose(total.item(), ttotal.item(), rtol=1e-12)
    for p, t in zip(ours, theirs):
        np.testing.assert_allclose(p.grad.numpy(), t.grad.numpy(), rtol=1e-12)


def test_clip_grad_norm_single_tensor_and_no_grads():
    p = yaten.ones(3, requires_grad=True)
    assert yaten.nn.utils.clip_grad_norm_(p, 1.0).item() == 0.0
    p.grad = yaten.full((3,), 2.0)
    np.testing.assert_allclose(yaten.nn.utils.clip_grad_norm_(p, 1.0, foreach=False).item(), math.sqrt(12), rtol=1e-6)
    np.testing.assert_allclose(p.grad.norm().item(), 1.0, rtol=1e-5)


def test_clip_grad_norm_nonfinite_raises_only_when_asked():
    for lib in (yaten, torch):
        params = with_grads(lib)
        params[0].grad[0, 0] = float("inf")
        with pytest.raises(RuntimeError, match="non-finite"):
            lib.nn.utils.clip_grad_norm_(params, 1.0, error_if_nonfinite=True)
    ours, theirs = with_grads(yaten), with_grads(torch)
    ours[1].grad[0], theirs[1].grad[0] = float("nan"), float("nan")
    yaten.nn.utils.clip_grad_norm_(ours, 1.0)
    torch.nn.utils.clip_grad_norm_(theirs, 1.0)
    for p, t in zip(ours, theirs):
        np.testing.assert_array_equal(np.isnan(p.grad.numpy()), np.isnan(t.grad.numpy()))


def test_clip_grad_value_matches_torch():
    ours, theirs = with_grads(yaten, scale=3), with_grads(torch, scale=3)
    yaten.nn.utils.clip_grad_value_(ours, 1.5)
    torch.nn.utils.clip_grad_value_(theirs, 1.5)
    for p, t in zip(ours, theirs):
        np.testing.assert_array_equal(p.grad.numpy(), t.grad.numpy())


def test_parameters_to_vector_and_back():
    for lib in (yaten, torch):
        model = lib.nn.Linear(3, 2)
        vec = lib.nn.utils.parameters_to_vector(model.parameters())
        assert tuple(vec.shape) == (8,)
        vec.sum().backward()
        assert all(float(p.grad.sum()) == p.numel() for p in model.parameters())
        new = lib.arange(8, dtype=lib.float32)
        lib.nn.utils.vector_to_parameters(new, model.parameters())
        assert model.weight.detach().numpy().tolist() == [[0, 1, 2], [3, 4, 5]]
        assert model.bias.detach().numpy().tolist() == [6, 7]
        with pytest.raises(TypeError, match="expected torch.Tensor"):
            lib.nn.utils.vector_to_parameters([1.0], model.parameters())


def sequences(lib, lengths, features=(3,), seed=0):
    rng = np.random.default_rng(seed)
    return [lib.tensor(rng.standard_normal((n, *features)), requires_grad=True) for n in lengths]


def same(a, b):
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-12)


@pytest.mark.parametrize("batch_first", [False, True])
@pytest.mark.parametrize("lengths", [[4, 2, 1], [1, 3, 3, 2], [2]])
def test_pad_and_pack_round_trip_as_torch(batch_first, lengths):
    ours, theirs = sequences(yaten, lengths), sequences(torch, lengths)
    padded = yaten.nn.utils.rnn.pad_sequence(ours, batch_first=batch_first, padding_value=-1.0)
    tpadded = torch.nn.utils.rnn.pad_sequence(theirs, batch_first=batch_first, padding_value=-1.0)
    same(padded, tpadded)
    packed = yaten.nn.utils.rnn.pack_padded_sequence(padded, lengths, batch_first=batch_first, enforce_sorted=False)
    tpacked = torch.nn.utils.rnn.pack_padded_sequence(tpadded, lengths, batch_first=batch_first,
                                                      enforce_sorted=False)
    same(packed.data, tpacked.data)
    for field in ("batch_sizes", "sorted_indices", "unsorted_indices"):
        assert getattr(packed, field).tolist() == getattr(tpacked, field).tolist()
    out, out_lengths = yaten.nn.utils.rnn.pad_packed_sequence(packed, batch_first=batch_first, padding_value=2.0,
                                                              total_length=6)
    tout, tout_lengths = torch.nn.utils.rnn.pad_packed_sequence(tpacked, batch_first=batch_first,
                                                                padding_value=2.0, total_length=6)
    same(out, tout)
    assert out_lengths.tolist() == tout_lengths.tolist() and out_lengths.dtype == yaten.int64
    weights = np.arange(np.prod(out.shape), dtype=float).reshape(tuple(out.shape))
    (out * yaten.tensor(weights)).sum().backward()
    (tout * torch.tensor(weights)).sum().backward()
    for s, t in zip(ours, theirs):
        same(s.grad, t.grad)


def test_pack_sequence_and_unpack_as_torch():
    lengths = [5, 3, 3, 1]
    ours, theirs = sequences(yaten, lengths, features=()), sequences(torch, lengths, features=())
    packed = yaten.nn.utils.rnn.pack_sequence(ours)
    tpacked = torch.nn.utils.rnn.pack_sequence(theirs)
    same(packed.data, tpacked.data)
    assert packed.batch_sizes.tolist() == tpacked.batch_sizes.tolist()
    assert packed.sorted_indices is None and packed.unsorted_indices is None
    for s, t in zip(yaten.nn.utils.rnn.unpack_sequence(packed), ours):
        same(s, t)
    rebuilt = yaten.nn.utils.rnn.PackedSequence(packed.data, packed.batch_sizes,
                                                yaten.tensor([2, 0, 1, 3]))
    assert rebuilt.unsorted_indices.tolist() == [1, 2, 0, 3]
    assert rebuilt._fields == tpacked._fields


def test_packing_errors_as_torch():
    for lib in (yaten, torch):
        padded = lib.zeros(3, 2)
        with pytest.raises(RuntimeError, match="sorted in decreasing order"):
            lib.nn.utils.rnn.pack_padded_sequence(padded, [1, 3])
        with pytest.raises(RuntimeError, match="greater than 0"):
            lib.nn.utils.rnn.pack_padded_sequence(padded, [2, 0])
        packed = lib.nn.utils.rnn.pack_padded_sequence(padded, [3, 2])
        with pytest.raises(ValueError, match="total_length"):
            lib.nn.utils.rnn.pad_packed_sequence(packed, total_length=2)


def model(lib):
    net = lib.nn.Sequential(lib.nn.Linear(3, 4), lib.nn.BatchNorm1d(4), lib.nn.Linear(4, 2)).double()
    with lib.no_grad():
        for i, p in enumerate(net.parameters()):
            p.copy_(lib.tensor(np.linspace(-1, 1, p.numel()).reshape(tuple(p.shape)) * (i + 1)))
    return net


@pytest.mark.parametrize("entry", ["stateless", "func"])
def test_functional_call_uses_the_given_tensors_and_restores(entry):
    x = np.linspace(-2, 2, 15).reshape(5, 3) ** 2
    replacement = {"0.weight": np.linspace(0.1, 0.5, 12).reshape(4, 3), "2.bias": np.array([1.0, -1.0])}
    results = {}
    for lib in (yaten, torch):
        net = model(lib)
        given = {k: lib.tensor(v, requires_grad=True) for k, v in replacement.items()}
        call = lib.nn.utils.stateless.functional_call if entry == "stateless" or lib is torch else \
            yaten.func.functional_call
        out = call(net, given, (lib.tensor(x),))
        (out * out).sum().backward()
        results[lib.__name__] = (out.detach().numpy(), given["0.weight"].grad.numpy(),
                                 net[0].weight.detach().numpy().copy(), net[1].running_mean.numpy().copy())
        assert net[0].weight.grad is None and isinstance(net[0].weight, lib.nn.Parameter)
    for a, b in zip(results["yaten"], results["torch"]):
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)


def test_functional_call_with_dict_tuple_and_tied_weights():
    net = yaten.nn.Sequential(yaten.nn.Linear(2, 2, bias=False), yaten.nn.Linear(2, 2, bias=False))
    net[1].weight = net[0].weight
    replaced = yaten.eye(2, requires_grad=True)
    out = yaten.func.functional_call(net, ({"0.weight": replaced}, {}), yaten.tensor([[1.0, 2.0]]))
    assert out.tolist() == [[1.0, 2.0]]
    with pytest.raises(ValueError, match="multiple dictionaries"):
        yaten.func.functional_call(net, ({"0.weight": replaced}, {"0.weight": replaced}), yaten.ones(1, 2))
    with pytest.raises(RuntimeError, match="unexpected keys"):
        yaten.func.functional_call(net, {"bogus": replaced}, yaten.ones(1, 2), strict=True)
