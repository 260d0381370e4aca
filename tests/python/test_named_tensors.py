"""Named tensors (python/yaten/_named_tensors.py, runtime/names.h, ops.yaml's
`names:`), each case run on yaten and on torch 1.13: the same names, values
and shapes, or the same exception type and message."""
import io
import pickle
import warnings

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

RNG = np.random.default_rng(0)
A = RNG.standard_normal((2, 3)).astype(np.float32)
B = RNG.standard_normal((2, 3, 4)).astype(np.float32)
V = RNG.standard_normal(3).astype(np.float32)


def _run(lib, case):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return case(lib), None
        except Exception as e:  # noqa: BLE001 - the exception is what is compared
            return None, e


def _compare(ours, theirs, values=True):
    if isinstance(theirs, torch.Tensor):
        assert isinstance(ours, yaten.Tensor)
        assert ours.names == theirs.names
        assert tuple(ours.shape) == tuple(theirs.shape)
        if values and ours.dtype.is_floating_point and ours.numel() and not ours.requires_grad:
            np.testing.assert_allclose(ours.rename(None).numpy(), theirs.rename(None).numpy(), rtol=1e-5, atol=1e-6)
    elif isinstance(theirs, (tuple, list)):
        assert len(ours) == len(theirs)
        for o, t in zip(ours, theirs):
            _compare(o, t, values)
    else:
        assert ours == theirs


def same(case, message=True, values=True):
    """case(lib) gives the same result (names, shape, values unless random), or the same error, on
    yaten and torch."""
    ours, our_error = _run(yaten, case)
    theirs, their_error = _run(torch, case)
    if their_error is not None:
        assert our_error is not None, f"torch raised {their_error!r}, yaten gave {ours!r}"
        assert type(our_error).__name__ == type(their_error).__name__, (our_error, their_error)
        if message:
            assert str(our_error) == str(their_error)
        return
    assert our_error is None, f"yaten raised {our_error!r}"
    _compare(ours, theirs, values)


def nt(lib, data, *names, grad=False):
    return lib.tensor(data, names=names or None, requires_grad=grad)


FACTORIES = [
    lambda L: L.empty(2, 3, names=("N", "C")),
    lambda L: L.zeros(2, 3, names=("N", "C")),
    lambda L: L.ones((2, 3), names=("N", None)),
    lambda L: L.rand(2, 3, names=("N", "C")),
    lambda L: L.randn(2, 3, names=("N", "C"), dtype=L.float64),
    lambda L: L.full((2, 3), 1.5, names=("N", "C")),
    lambda L: L.tensor([[1.0, 2.0]], names=("A", "B")),
    lambda L: L.zeros(2, 3, names=None),
    lambda L: L.zeros(2, 3, names=("A", "A")),
    lambda L: L.zeros(2, 3, names=("1a", "b")),
    lambda L: L.zeros(2, 3, names=("a",)),
    lambda L: L.zeros(2, 3, names=("a", 3)),
]


@pytest.mark.parametrize("case", FACTORIES)
def test_factories_take_names(case):
    same(case, message=False, values=False)


def _set(t, names):
    t.names = names
    return t


PROPERTIES = [
    lambda L: nt(L, A, "N", "C").names,
    lambda L: nt(L, A).names,
    lambda L: nt(L, A, "N", None).has_names(),
    lambda L: nt(L, A, None, None).has_names(),
    lambda L: _set(nt(L, A, "N", "C"), None).names,
    lambda L: _set(nt(L, A), ["x", None]).names,
    lambda L: _set(nt(L, A), ("x", "x")),
    lambda L: _set(nt(L, A), ("x", "y", "z")),
    lambda L: _set(nt(L, A), 5),
    lambda L: _set(nt(L, A), ("x", 3)),
    lambda L: _set(nt(L, A), ("a b", "c")),
]


@pytest.mark.parametrize("case", PROPERTIES)
def test_names_property(case):
    same(case)


RENAMING = [
    lambda L: nt(L, A, "N", "C").rename("X", "Y"),
    lambda L: nt(L, A, "N", "C").rename(None),
    lambda L: nt(L, A, "N", "C").rename(N="B"),
    lambda L: nt(L, A, "N", "C").rename(Q="B"),
    lambda L: nt(L, A, "N", "C").rename("X", N="B"),
    lambda L: nt(L, A, "N", "C").rename("...", "Z"),
    lambda L: nt(L, A, "N", "C").rename("Z", ...),
    lambda L: nt(L, B, "A", "B", "C").rename("...", None),
    lambda L: nt(L, B, "A", "B", "C").rename("A", "...", "C", "..."),
    lambda L: nt(L, A, "N", "C").rename("Z"),
    lambda L: nt(L, A, "N", "C").rename_("P", "Q"),
    lambda L: nt(L, A).refine_names("N", "C"),
    lambda L: nt(L, B).refine_names("N", "..."),
    lambda L: nt(L, B).refine_names(..., "W"),
    lambda L: nt(L, A, "N", None).refine_names("N", "C"),
    lambda L: nt(L, A, "N", "C").refine_names("X", "C"),
    lambda L: nt(L, A, "N", "C").refine_names("N", "C", "D"),
    lambda L: nt(L, B, "A", "B", "C").refine_names("A", "...", "C", "..."),
    lambda L: nt(L, A, "N", "C").align_to("C", "N"),
    lambda L: nt(L, B, "N", "C", "H").align_to("H", "..."),
    lambda L: nt(L, B, "N", "C", "H").align_to("C", "...", "N"),
    lambda L: nt(L, A, "N", "C").align_to("C", "X", "N"),
    lambda L: nt(L, A, "N", "C").align_to("C"),
    lambda L: nt(L, A).align_to("C"),
    lambda L: nt(L, V, "C").align_as(nt(L, A, "N", "C")),
    lambda L: nt(L, B, "N", "C", "H").flatten(["C", "H"], "CH"),
    lambda L: nt(L, B, "N", "C", "H").flatten("C", "H", "CH"),
    lambda L: nt(L, B, "N", "C", "H").flatten(0, 1, "NC"),
    lambda L: nt(L, B, "N", "C", "H").flatten(["N", "H"], "NH"),
    lambda L: nt(L, B).flatten(1),
    lambda L: nt(L, A, "N", "CH").unflatten("CH", (("C", 3), ("H", 1))),
    lambda L: nt(L, A, "N", "CH").unflatten(1, (("C", 1), ("H", 3))),
    lambda L: nt(L, A, "N", "CH").unflatten(1, (3, 1)),
    lambda L: nt(L, A).unflatten(1, (3, 1)),
]


@pytest.mark.parametrize("case", RENAMING)
def test_rename_refine_align_flatten(case):
    same(case)


def test_rename_is_an_alias_recorded_by_autograd():
    x = yaten.tensor(A, names=("N", "C"), requires_grad=True)
    y = x.rename("X", "Y")
    assert y.grad_fn.name() == "AliasBackward0"
    assert y.data_ptr() == x.data_ptr()
    assert x.names == ("N", "C")


BY_NAME = [
    lambda L: nt(L, A, "N", "C").sum("C"),
    lambda L: nt(L, A, "N", "C").sum(("N", "C")),
    lambda L: nt(L, A, "N", "C").sum("C", keepdim=True),
    lambda L: nt(L, A, "N", "C").sum("X"),
    lambda L: nt(L, A).sum("X"),
    lambda L: nt(L, A, "N", "C").mean("N"),
    lambda L: nt(L, A, "N", "C").std("N"),
    lambda L: nt(L, A, "N", "C").var("C", unbiased=False),
    lambda L: nt(L, A, "N", "C").prod("C"),
    lambda L: nt(L, A, "N", "C").logsumexp("C"),
    lambda L: nt(L, A, "N", "C").max("N"),
    lambda L: nt(L, A, "N", "C").min("C"),
    lambda L: nt(L, A, "N", "C").softmax("C"),
    lambda L: nt(L, A, "N", "C").log_softmax("N"),
    lambda L: L.nn.functional.softmax(nt(L, A, "N", "C"), -1),
    lambda L: nt(L, A, "N", "C").cumsum("C"),
    lambda L: nt(L, A, "N", "C").size("C"),
    lambda L: nt(L, A, "N", "C").size("Q"),
    lambda L: nt(L, A, "N", "C").stride("C"),
    lambda L: nt(L, A, "N", "C").transpose("N", "C"),
    lambda L: nt(L, A, "N", "C").select("C", 1),
    lambda L: nt(L, A, "N", "C").select(-1, 0),
    lambda L: L.tensor([[1.0], [2.0]], names=("N", "C")).squeeze("C"),
    lambda L: L.tensor([[1.0], [2.0]], names=("N", "C")).squeeze(),
    lambda L: nt(L, A, "N", "C").index_select("C", L.tensor([0])),
    lambda L: L.sum(nt(L, A, "N", "C"), "C", out=L.empty(2)),
    lambda L: L.sum(nt(L, A, "N", "C"), 1, out=L.empty(2, names=("Z",))),
]


@pytest.mark.parametrize("case", BY_NAME)
def test_dims_by_name(case):
    same(case)


INFERENCE = [
    lambda L: nt(L, A, "N", "C") + nt(L, V, "C"),
    lambda L: nt(L, A, "N", "C") + nt(L, V),
    lambda L: nt(L, A, "N", "C") * 2,
    lambda L: 1 - nt(L, A, "N", "C"),
    lambda L: nt(L, A, "N", "C") + nt(L, V, "X"),
    lambda L: nt(L, V, "C") + nt(L, A, "C", None),
    lambda L: nt(L, A, None, "X") * nt(L, V, "C"),
    lambda L: nt(L, A, "N", "C").clone().add_(nt(L, V, "C")),
    lambda L: nt(L, A).add_(nt(L, A, "N", "C")),
    lambda L: nt(L, A).add_(nt(L, V, "C")),
    lambda L: nt(L, A, "A", "B").add_(nt(L, A, "N", "C")),
    lambda L: nt(L, A, "N", None).add_(nt(L, V, "C")),
    lambda L: L.add(nt(L, A, "N", "C"), 1, out=L.empty(2, 3)),
    lambda L: L.add(nt(L, A, "N", "C"), 1, out=L.empty(2, 3, names=("Z", None))),
    lambda L: nt(L, A, "N", "C").abs(),
    lambda L: nt(L, A, "N", "C").exp_(),
    lambda L: -nt(L, A, "N", "C"),
    lambda L: nt(L, A, "N", "C") > 0,
    lambda L: L.sigmoid(nt(L, A, "N", "C")),
    lambda L: L.relu(nt(L, A, "N", "C")),
    lambda L: nt(L, A, "N", "C").clamp(0, 1),
    lambda L: nt(L, A, "N", "C") ** 2,
    lambda L: nt(L, A, "N", "C").sum(),
    lambda L: nt(L, A, "N", "C").mean(),
    lambda L: nt(L, A, "N", "C").max(),
    lambda L: nt(L, A, "N", "C").mm(nt(L, A.T.copy(), "C", "D")),
    lambda L: nt(L, A, "N", "C").mm(nt(L, A.T.copy(), "C", "N")),
    lambda L: nt(L, A, "N", "C").matmul(nt(L, A.T.copy(), "X", "D")),
    lambda L: nt(L, A, "N", "C").matmul(nt(L, V, "E")),
    lambda L: nt(L, A, "N", "C").mv(nt(L, V, "C")),
    lambda L: nt(L, V, "C").dot(nt(L, V, "X")),
    lambda L: nt(L, B, "B", "N", "C").bmm(nt(L, B.transpose(0, 2, 1).copy(), "B", "C", "D")),
    lambda L: nt(L, B, "B", "N", "C").bmm(nt(L, B.transpose(0, 2, 1).copy(), "X", "C", "D")),
    lambda L: nt(L, A, "N", "C").t(),
    lambda L: nt(L, V, "C").t(),
    lambda L: nt(L, A, "N", "C").transpose(0, 1),
    lambda L: nt(L, A, "N", "C").expand(2, 2, 3),
    lambda L: nt(L, A, "N", "C").expand_as(L.zeros(4, 2, 3)),
    lambda L: L.cat([nt(L, A, "N", "C"), nt(L, A, "N", "C")], 0),
    lambda L: L.cat([nt(L, A, "N", "C"), nt(L, A)], 1),
    lambda L: L.cat([nt(L, A, "N", "C"), nt(L, A, "N", "D")], 0),
    lambda L: nt(L, A, "N", "C").clone(),
    lambda L: nt(L, A, "N", "C").contiguous(),
    lambda L: nt(L, A, "N", "C").to(L.float64),
    lambda L: nt(L, A, "N", "C").double(),
    lambda L: nt(L, A, "N", "C").detach(),
    lambda L: L.zeros_like(nt(L, A, "N", "C")),
    lambda L: L.empty(2, 3).copy_(nt(L, A, "N", "C")),
    lambda L: nt(L, A, "N", "C").fill_(1),
    lambda L: nt(L, A, "N", "C").zero_(),
    lambda L: nt(L, A, "N", "C").masked_fill(nt(L, A, "N", "C") > 0, 0.0),
    lambda L: nt(L, A, "N", "C").masked_fill(L.tensor(A > 0, names=("X", None)), 0.0),
    lambda L: nt(L, A, "N", "C")[0],
    lambda L: nt(L, A, "N", "C")[:, 1:],
    lambda L: nt(L, A, "N", "C").narrow(1, 0, 2),
    lambda L: L.nn.functional.linear(nt(L, A, "N", "C"), L.tensor(A.T.copy().T[:2])),
    lambda L: L.nn.functional.dropout(nt(L, A, "N", "C"), 0.5, training=False),
    lambda L: (nt(L, A, "N", "C") > 0).all(),
    lambda L: (nt(L, A, "N", "C") > 0).any(),
    lambda L: nt(L, A, "N", "C").median(),
    lambda L: nt(L, A, "N", "C").cummax(1),
    lambda L: nt(L, A, "N", "C").index_fill(1, L.tensor([0]), 1.0),
    lambda L: nt(L, A, "N", "C").data,
    lambda L: L.nn.Parameter(nt(L, A, "N", "C")).detach(),
]


@pytest.mark.parametrize("case", INFERENCE)
def test_name_inference(case):
    same(case)


REFUSED = [
    lambda L: nt(L, A, "N", "C").permute(1, 0),
    lambda L: nt(L, A, "N", "C").unsqueeze(0),
    lambda L: nt(L, A, "N", "C").view(6),
    lambda L: L.where(nt(L, A, "N", "C") > 0, nt(L, A, "N", "C"), L.zeros(3)),
    lambda L: nt(L, A, "N", "C").sort(),
    lambda L: nt(L, A, "N", "C").amax(1),
    lambda L: nt(L, A, "N", "C").argmax(1),
    lambda L: L.stack([nt(L, A, "N", "C")]),
]


@pytest.mark.parametrize("case", REFUSED + [lambda L: nt(L, A, "N", "C").reshape(6)])
def test_ops_without_a_rule_refuse_names(case):
    # torch names the overload it reaches (aten::where.self, aten::_reshape_alias), yaten its own
    same(case, message=False)
    with pytest.raises(RuntimeError, match="is not yet supported with named tensors. Please drop names via"):
        case(yaten)


def test_tensors_without_names_are_unchanged():
    x = yaten.tensor(A)
    assert x.names == (None, None) and not x.has_names()
    assert (x + 1).names == (None, None)
    assert yaten.zeros(()).names == ()


def _backward(L):
    x = L.tensor(V, names=("D",))
    w = L.tensor(V[::-1].copy(), names=("D",), requires_grad=True)
    (x - w).abs().backward(L.tensor([1.0, -2.0, 0.5]))
    w2 = L.tensor(A, names=("N", "D"), requires_grad=True)
    (w2.sum("D") * 2).sum().backward()
    return w.grad, w2.grad


def test_autograd_gives_unnamed_gradients():
    same(_backward)


def test_repr_shows_names():
    assert repr(yaten.zeros(2, names=("a",), requires_grad=True)) == repr(
        torch.zeros(2, names=("a",), requires_grad=True))
    assert repr(yaten.tensor(A, names=("N", None))) == repr(torch.tensor(A, names=("N", None)))


def test_saving_or_pickling_a_named_tensor_is_refused():
    for lib in (yaten, torch):
        named = lib.zeros(2, names=("a",))
        with pytest.raises(RuntimeError, match="NYI: Named tensors don't support serialization"):
            lib.save(named, io.BytesIO())
        with pytest.raises(RuntimeError, match="NYI: Named tensors don't support serialization"):
            pickle.dumps(named)
    yaten.save(yaten.zeros(2, names=("a",)).rename(None), io.BytesIO())


def test_torch_function_sees_named_tensor_calls():
    seen = []

    class Logged(yaten.Tensor):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            seen.append(getattr(func, "__name__", str(func)))
            return super().__torch_function__(func, types, args, kwargs or {})

    x = yaten.tensor(A, names=("N", "C")).as_subclass(Logged)
    x.rename("X", "Y")
    x.align_to("C", "N")
    x.refine_names("N", "C")
    x.sum("C")
    _ = x.names
    assert {"rename", "align_to", "refine_names", "sum", "__get__"} <= set(seen)
