"""The indexing family (issue 17) beyond what op_samples.py can say: every
reduce mode with and without include_self, repeated indices, large inputs
(the parallel paths), refused calls (torch's exception type, nothing
written), in-place aliasing and version counters, empty tensors, and the
gradients torch 1.13 does not give. Each case runs on yaten and on torch."""
import numpy as np
import pytest

import yaten
from yaten.autograd import gradcheck, gradgradcheck

torch = pytest.importorskip("torch")
LIBS = (yaten, torch)


def as_lib(lib, array):
    return lib.tensor(array.copy()) if lib is yaten else torch.from_numpy(array.copy())


def same(ours, theirs, what=""):
    assert tuple(ours.shape) == tuple(theirs.shape), what
    assert str(ours.dtype).split(".")[1] == str(theirs.dtype).split(".")[1], what
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-5, atol=1e-6, err_msg=what)


def both(f, *arrays):
    """f(lib, *tensors) on yaten and on torch, compared."""
    ours, theirs = (f(lib, *[as_lib(lib, a) for a in arrays]) for lib in LIBS)
    same(ours, theirs)
    return ours


# ----------------------------------------------------------------------------- reductions

@pytest.mark.parametrize("reduce", ["sum", "prod", "mean", "amax", "amin"])
@pytest.mark.parametrize("include_self", [True, False])
@pytest.mark.parametrize("dtype", ["float32", "float64", "int64"])
def test_scatter_reduce_modes_match_torch(reduce, include_self, dtype, rng):
    self = rng.integers(-5, 6, (4, 5)).astype(dtype)
    src = rng.integers(-5, 6, (4, 7)).astype(dtype)
    index = rng.integers(0, 5, (4, 7))  # repeats in every row
    for dim in (1, -1):
        both(lambda L, s, i, x: s.scatter_reduce(dim, i, x, reduce, include_self=include_self), self, index, src)
    index0 = rng.integers(0, 4, (3, 5))
    both(lambda L, s, i, x: L.scatter_reduce(s, 0, i, x, reduce, include_self=include_self), self, index0, src[:, :5])


@pytest.mark.parametrize("reduce", ["add", "multiply"])
def test_scatter_legacy_reduce_matches_torch(reduce, rng):
    self, src = rng.standard_normal((3, 4)), rng.standard_normal((3, 6))
    index = rng.integers(0, 4, (3, 6))
    both(lambda L, s, i, x: s.scatter(1, i, x, reduce=reduce), self, index, src)
    both(lambda L, s, i: s.scatter(1, i, 1.5, reduce=reduce), self, index)
    both(lambda L, s, i, x: s.clone().scatter_(1, i, x, reduce=reduce), self, index, src)


def test_amax_propagates_nan_as_torch():
    self, src = np.zeros(3), np.array([np.nan, 1.0, 2.0])
    index = np.array([0, 0, 1])
    for reduce in ("amax", "amin"):
        both(lambda L, s, i, x: s.scatter_reduce(0, i, x, reduce), self, index, src)


# ----------------------------------------------------------------------------- repeated indices

def test_repeated_indices_as_torch(rng):
    x = rng.standard_normal((4, 3))
    dup = np.array([2, 0, 2, 2])
    both(lambda L, s, i: s.index_add(0, i, L.ones(4, 3, dtype=L.float64), alpha=-2), x, dup)
    both(lambda L, s, i: s.index_fill(0, i, -1.0), x, dup)
    both(lambda L, s, i: s.index_copy(0, i, L.arange(12.0, dtype=L.float64).reshape(4, 3)), x, dup)
    both(lambda L, s, i: s.scatter(0, i.reshape(4, 1).expand(4, 3), L.arange(12.0, dtype=L.float64).reshape(4, 3)), x, dup)
    both(lambda L, s, i: s.scatter_add(0, i.reshape(4, 1).expand(4, 3), L.ones(4, 3, dtype=L.float64)), x, dup)
    flat = np.array([5, 5, 0, -1, 11])
    both(lambda L, s, i: s.put(i, L.arange(5.0, dtype=L.float64)), x, flat)
    both(lambda L, s, i: s.put(i, L.arange(5.0, dtype=L.float64), accumulate=True), x, flat)
    both(lambda L, s, i: s.take(i), x, flat)


# ----------------------------------------------------------------------------- large inputs

def test_large_inputs_take_the_parallel_paths_and_match_torch(rng):
    n = 1 << 18
    x = rng.standard_normal((64, n // 64)).astype("float32")
    mask = rng.random((64, n // 64)) > 0.5
    index = rng.integers(0, n // 64, (64, n // 64))
    both(lambda L, s, m: L.masked_select(s, m), x, mask)
    both(lambda L, s, m: s.masked_select(m[0]), x, mask)  # mask broadcast over rows
    both(lambda L, s, m: s.masked_scatter(m, -s), x, mask)
    both(lambda L, s, i: s.scatter_add(1, i, s), x, index)
    both(lambda L, s, i: s.scatter_reduce(1, i, s, "amax", include_self=False), x, index)
    both(lambda L, s, i: s.scatter_reduce(1, i, s, "mean"), x, index)
    both(lambda L, s, i: s.gather(1, i), x, index)
    both(lambda L, s, i: s.take(i.reshape(-1)[:5000] * 7), x, index)


# ----------------------------------------------------------------------------- refused calls

def bad_calls():
    f = lambda L: L.arange(6.0).reshape(2, 3)  # noqa: E731
    i = lambda L, *v, **k: L.tensor(list(v), **k)  # noqa: E731
    return {
        "gather index out of range": lambda L: f(L).gather(1, L.tensor([[0], [5]])),
        "gather negative index": lambda L: f(L).gather(1, L.tensor([[-1], [0]])),
        "gather int32 index": lambda L: f(L).gather(1, L.tensor([[0], [1]], dtype=L.int32)),
        "scatter_ index out of range": lambda L: f(L).scatter_(1, L.tensor([[0, 3]]), 1.0),
        "scatter_ float index": lambda L: f(L).scatter_(1, L.tensor([[0.0]]), 1.0),
        "scatter_ src of another dtype": lambda L: f(L).scatter_(1, L.tensor([[0]]), L.ones(2, 3, dtype=L.long)),
        "scatter_ index larger than src": lambda L: f(L).scatter_(1, L.tensor([[0, 1, 2, 0]]), L.ones(2, 3)),
        "scatter_ index of another rank": lambda L: f(L).scatter_(1, L.tensor([0, 1]), L.ones(2, 3)),
        "scatter_ unknown reduce": lambda L: f(L).scatter_(1, L.tensor([[0]]), L.ones(2, 3), reduce="mean"),
        "scatter_add_ index out of range": lambda L: f(L).scatter_add_(0, L.tensor([[0, 2]]), L.ones(2, 3)),
        "scatter_reduce_ unknown reduce": lambda L: f(L).scatter_reduce_(1, L.tensor([[0]]), L.ones(2, 3), "max"),
        "scatter_reduce_ index out of range": lambda L: f(L).scatter_reduce_(1, L.tensor([[4]]), L.ones(2, 3), "sum"),
        "index_fill_ index out of range": lambda L: f(L).index_fill_(1, i(L, 3), -1.0),
        "index_fill_ int32 index": lambda L: f(L).index_fill_(1, i(L, 1, dtype=L.int32), -1.0),
        "index_fill_ 2-d index": lambda L: f(L).index_fill_(1, L.tensor([[1]]), -1.0),
        "index_fill_ 1-d value": lambda L: f(L).index_fill_(1, i(L, 1), L.tensor([1.0])),
        "index_fill_ dim out of range": lambda L: f(L).index_fill_(2, i(L, 1), 1.0),
        "index_copy_ index out of range": lambda L: f(L).index_copy_(1, i(L, 3, 0), L.ones(2, 2)),
        "index_copy_ negative index": lambda L: f(L).index_copy_(1, i(L, -1, 0), L.ones(2, 2)),
        "index_copy_ wrong count": lambda L: f(L).index_copy_(1, i(L, 2, 0), L.ones(2, 3)),
        "index_copy_ source of another dtype": lambda L: f(L).index_copy_(1, i(L, 2, 0), L.ones(2, 2, dtype=L.long)),
        "index_copy_ int32 index": lambda L: f(L).index_copy_(1, i(L, 2, 0, dtype=L.int32), L.ones(2, 2)),
        "index_add_ index out of range": lambda L: f(L).index_add_(1, i(L, 3, 0), L.ones(2, 2)),
        "index_add_ float index": lambda L: f(L).index_add_(1, i(L, 1.0, 0.0), L.ones(2, 2)),
        "index_add_ source of another dtype": lambda L: f(L).index_add_(1, i(L, 1, 0), L.ones(2, 2, dtype=L.long)),
        "index_add_ wrong count": lambda L: f(L).index_add_(1, i(L, 1, 0), L.ones(2, 3)),
        "put_ index out of range": lambda L: f(L).put_(i(L, 0, 6), L.ones(2)),
        "put_ wrong count": lambda L: f(L).put_(i(L, 0, 1), L.ones(3)),
        "put_ source of another dtype": lambda L: f(L).put_(i(L, 0), L.ones(1, dtype=L.long)),
        "put_ int32 index": lambda L: f(L).put_(i(L, 0, dtype=L.int32), L.ones(1)),
        "take index out of range": lambda L: f(L).take(i(L, -7)),
        "take float index": lambda L: f(L).take(i(L, 1.0)),
        "masked_scatter_ short source": lambda L: f(L).masked_scatter_(L.tensor([True, False, True]), L.ones(3)),
        "masked_scatter_ source of another dtype": lambda L: f(L).masked_scatter_(L.tensor([True, False, True]), L.ones(6, dtype=L.long)),
        "masked_scatter_ mask larger than self": lambda L: L.zeros(3).masked_scatter_(L.ones(2, 3, dtype=L.bool), L.ones(6)),
        "masked_select float mask": lambda L: L.masked_select(f(L), L.ones(3)),
        "masked_select mask not broadcastable": lambda L: L.masked_select(f(L), L.ones(4, dtype=L.bool)),
        "masked_fill_ 1-d value": lambda L: f(L).masked_fill_(L.tensor([True, False, True]), L.tensor([1.0])),
        "masked_fill_ mask larger than self": lambda L: L.zeros(3).masked_fill_(L.ones(2, 3, dtype=L.bool), 1.0),
        "take_along_dim float indices": lambda L: L.take_along_dim(f(L), L.tensor([[0.0]]), 1),
        "take_along_dim indices of another rank": lambda L: L.take_along_dim(f(L), i(L, 0), 1),
        "scatter_ into an expanded tensor": lambda L: L.zeros(3).expand(2, 3).scatter_(1, L.tensor([[0]]), 1.0),
        "scatter_ src sharing self's memory": lambda L: (lambda y: y.scatter_(1, L.tensor([[2, 0]]), y))(f(L)),
        "scatter_add_ src sharing self's memory": lambda L: (lambda y: y.scatter_add_(1, L.tensor([[2, 0]]), y))(f(L)),
        "put_ source sharing self's memory": lambda L: (lambda y: y.put_(i(L, 0), y[0, 1:2]))(f(L)),
    }


BAD = bad_calls()


@pytest.mark.parametrize("case", BAD)
def test_refused_as_torch_and_nothing_written(case):
    kinds = []
    for lib in LIBS:
        with pytest.raises(Exception) as info:
            BAD[case](lib)
        kinds.append(type(info.value).__name__)
    assert kinds[0] == kinds[1], f"{case}: yaten raised {kinds[0]}, torch {kinds[1]}"
    assert kinds[0] in ("RuntimeError", "IndexError", "TypeError", "ValueError")


def test_errors_name_the_op():
    with pytest.raises(RuntimeError, match=r"scatter\(\): index 3 is out of bounds for dimension 1 with size 3"):
        yaten.zeros(2, 3).scatter_(1, yaten.tensor([[3]]), 1.0)
    with pytest.raises(IndexError, match=r"take\(\): out of range: tried to access index 6 on a tensor of 6 elements"):
        yaten.zeros(2, 3).take(yaten.tensor([6]))


@pytest.mark.parametrize("call", [
    lambda x: x.scatter_(1, yaten.tensor([[0, 5]]), 1.0),
    lambda x: x.scatter_add_(1, yaten.tensor([[0, 1], [9, 0]]), yaten.ones(2, 2)),
    lambda x: x.scatter_reduce_(1, yaten.tensor([[0, 1], [1, -1]]), yaten.ones(2, 2), "prod"),
    lambda x: x.index_fill_(1, yaten.tensor([0, 7]), 9.0),
    lambda x: x.index_copy_(1, yaten.tensor([0, 7]), yaten.ones(2, 2)),
    lambda x: x.index_add_(1, yaten.tensor([0, 7]), yaten.ones(2, 2)),
    lambda x: x.put_(yaten.tensor([0, 1, 60]), yaten.ones(3)),
    lambda x: x.masked_scatter_(yaten.ones(2, 3, dtype=yaten.bool), yaten.ones(5)),
])
def test_a_refused_in_place_call_writes_nothing(call):
    x = yaten.arange(6.0).reshape(2, 3)
    version = x._version
    with pytest.raises((RuntimeError, IndexError)):
        call(x)
    assert x.tolist() == [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]] and x._version == version


# ----------------------------------------------------------------------------- aliasing, versions

@pytest.mark.parametrize("method,args", [
    ("scatter_", (1, [[2, 0]], 7.0)), ("scatter_add_", (1, [[2, 0]], "src")), ("scatter_reduce_", (1, [[2, 0]], "src", "amax")),
    ("index_fill_", (0, [1], -1.0)), ("index_copy_", (1, [2], "col")), ("index_add_", (1, [2], "col")),
    ("put_", ([4, 0], "flat")), ("masked_scatter_", ("mask", "flat6")), ("masked_fill_", ("mask", 3.0)),
])
def test_in_place_forms_write_into_self_and_bump_its_version(method, args):
    results = []
    for lib in LIBS:
        x = lib.arange(6.0).reshape(2, 3)
        view = x[1]  # shares x's memory: sees the write
        extra = {"src": lib.ones(1, 2), "col": lib.ones(2, 1), "flat": lib.tensor([8.0, 9.0]),
                 "flat6": lib.arange(10.0, 16.0), "mask": lib.tensor([True, False, True])}
        call_args = [extra[a] if isinstance(a, str) and a in extra else (lib.tensor(a) if isinstance(a, list) else a)
                     for a in args]
        version = x._version
        assert getattr(x, method)(*call_args) is x
        assert x._version > version
        results.append((x.numpy().copy(), view.numpy().copy()))
    np.testing.assert_array_equal(results[0][0], results[1][0])
    np.testing.assert_array_equal(results[0][1], results[1][1])


def test_in_place_on_a_transposed_view_writes_through(rng):
    a = rng.standard_normal((3, 4))
    both(lambda L, x: (lambda v: (v.scatter_(1, L.tensor([[1, 0]]), 5.0), x)[1])(x.t()), a)
    both(lambda L, x: (lambda v: (v.index_fill_(0, L.tensor([2]), 5.0), x)[1])(x.t()), a)
    both(lambda L, x: (lambda v: (v.put_(L.tensor([1, 6]), L.tensor([7.0, 8.0], dtype=L.float64)), x)[1])(x.t()), a)


def test_functions_do_not_alias_self(rng):
    a = rng.standard_normal((2, 3))
    x = yaten.tensor(a)
    for y in (x.scatter(1, yaten.tensor([[0]]), 1.0), x.index_fill(0, yaten.tensor([0]), 1.0), x.put(yaten.tensor([0]), yaten.ones(1, dtype=yaten.float64)),
              x.masked_scatter(yaten.ones(3, dtype=yaten.bool), yaten.zeros(6, dtype=yaten.float64))):
        y.zero_()
    np.testing.assert_array_equal(x.numpy(), a)


# ----------------------------------------------------------------------------- empty and 0-d

def test_empty_and_zero_dim_inputs_as_torch():
    e = np.zeros((0, 3))
    both(lambda L, x: L.masked_select(x, x > 0), e)
    both(lambda L, x: x.scatter(0, L.zeros(0, 3, dtype=L.long), 1.0), np.ones((2, 3)))
    both(lambda L, x: x.gather(1, L.zeros(2, 0, dtype=L.long)), np.ones((2, 3)))
    both(lambda L, x: x.take(L.zeros(0, dtype=L.long)), np.ones((2, 3)))
    both(lambda L, x: x.index_fill(0, L.tensor(0), 7.0), np.array(3.0))
    both(lambda L, x: x.scatter(0, L.tensor(0), 7.0), np.array(3.0))
    both(lambda L, x: x.gather(0, L.tensor(0)), np.array(3.0))
    both(lambda L, x: x.index_copy(0, L.tensor([0]), L.tensor([5.0], dtype=L.float64)), np.array(3.0))


# ----------------------------------------------------------------------------- values of other forms

def test_masked_fill_with_a_zero_dim_tensor_value_matches_torch(rng):
    a, m = rng.standard_normal((2, 3)), rng.random(3) > 0.5
    both(lambda L, x, mask: x.masked_fill(mask, L.tensor(2.5)), a, m)
    both(lambda L, x, mask: x.long().masked_fill(mask, L.tensor(2.5)), a, m)
    both(lambda L, x, mask: x.clone().masked_fill_(mask, L.tensor(-1)), a, m)
    value = yaten.tensor(2.0, dtype=yaten.float64, requires_grad=True)
    x = yaten.tensor(a, requires_grad=True)
    x.masked_fill(yaten.tensor(m), value).sum().backward()
    assert value.grad.item() == 2 * m.sum()


def test_scatter_takes_a_number_or_a_tensor_as_torch(rng):
    a, idx = rng.standard_normal((3, 4)), np.array([[0, 3], [1, 1]])
    both(lambda L, x, i: x.scatter(1, i, 2), a, idx)
    both(lambda L, x, i: x.long().scatter(1, i, 2.7), a, idx)
    both(lambda L, x, i: x.scatter(1, i, L.ones(2, 2, dtype=L.float64)), a, idx)
    both(lambda L, x, i: L.scatter(x, 1, i, -1.0, out=L.empty(3, 4, dtype=L.float64)), a, idx)


def test_take_along_dim_broadcasts_as_torch(rng):
    a = rng.standard_normal((3, 1, 4))
    idx = rng.integers(0, 4, (1, 5, 2))
    both(lambda L, x, i: L.take_along_dim(x, i, 2), a, idx)
    both(lambda L, x, i: L.take_along_dim(x, i, -1, out=L.empty(0, dtype=L.float64)), a, idx)


# ----------------------------------------------------------------------------- gradients torch 1.13 lacks

def f64(rng, *shape):
    return yaten.tensor(rng.standard_normal(shape), requires_grad=True)


def test_gradients_of_the_reduce_forms_of_scatter(rng):
    """torch 1.13 raises 'derivative not implemented' for scatter(reduce=...); yaten's is checked numerically."""
    idx = yaten.tensor(rng.integers(0, 4, (3, 5)))
    for reduce in ("add", "multiply"):
        assert gradcheck(lambda s, x: s.scatter(1, idx, x, reduce=reduce), (f64(rng, 3, 4), f64(rng, 3, 5)), check_forward_ad=True)
        assert gradcheck(lambda s: s.scatter(1, idx, 1.7, reduce=reduce), (f64(rng, 3, 4),), check_forward_ad=True)
        assert gradgradcheck(lambda s, x: s.scatter(1, idx, x, reduce=reduce), (f64(rng, 3, 4), f64(rng, 3, 5)))


def test_gradient_of_a_src_larger_than_index(rng):
    """torch 1.13's backward fails on a src larger than index; yaten gives its unused entries zero gradient."""
    idx = yaten.tensor(rng.integers(0, 3, (2, 4)))
    assert gradcheck(lambda s, x: yaten.scatter_add(s, 0, idx, x), (f64(rng, 3, 4), f64(rng, 3, 5)), check_forward_ad=True)
    unique = yaten.tensor([[0, 1, 2, 0], [1, 2, 0, 2]])
    assert gradcheck(lambda s, x: s.scatter(0, unique, x), (f64(rng, 3, 4), f64(rng, 3, 5)), check_forward_ad=True)
    assert gradcheck(lambda s, x: s.scatter_reduce(0, idx, x, "amax"), (f64(rng, 3, 4), f64(rng, 3, 5)), check_forward_ad=True)


def test_prod_gradient_with_zeros_matches_torch():
    self = np.array([[2.0, 0.0, 3.0, 1.0]])
    src = np.array([[0.0, 4.0, 5.0, 0.0, 2.0]])
    index = np.array([[0, 0, 1, 1, 2]])
    grads = []
    for lib in LIBS:
        s, x = as_lib(lib, self).requires_grad_(), as_lib(lib, src).requires_grad_()
        s.scatter_reduce(1, as_lib(lib, index), x, "prod").sum().backward()
        grads.append((s.grad.numpy(), x.grad.numpy()))
    np.testing.assert_allclose(grads[0][0], grads[1][0])
    np.testing.assert_allclose(grads[0][1], grads[1][1])
