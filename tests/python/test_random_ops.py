"""Random ops (issue 18): distributions with fixed seeds and statistical
tolerances, generator= isolation, the same values whatever the thread
count, zero gradients, and torch's errors for bad input."""
import math

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")
from both_libraries import same_refusal  # noqa: E402


def gen(seed=0):
    return yaten.Generator().manual_seed(seed)


def moments(t):
    a = t.double().numpy() if hasattr(t, "double") else np.asarray(t)
    return a.mean(), a.var()


N = 200_000


@pytest.mark.parametrize("name, make, mean, var", [
    ("exponential_", lambda g: yaten.empty(N).exponential_(2.0, generator=g), 0.5, 0.25),
    ("geometric_", lambda g: yaten.empty(N).geometric_(0.25, generator=g), 4.0, 12.0),
    ("log_normal_", lambda g: yaten.empty(N, dtype=yaten.float64).log_normal_(0.0, 0.5, generator=g),
     math.exp(0.125), (math.exp(0.25) - 1) * math.exp(0.25)),
    ("normal", lambda g: yaten.normal(3.0, 2.0, (N,), generator=g), 3.0, 4.0),
    ("normal.Tensor_Tensor", lambda g: yaten.normal(yaten.full((N,), -1.0), yaten.full((N,), 0.5), generator=g), -1.0, 0.25),
    ("poisson small", lambda g: yaten.poisson(yaten.full((N,), 3.0), generator=g), 3.0, 3.0),
    ("poisson large", lambda g: yaten.poisson(yaten.full((N,), 200.0), generator=g), 200.0, 200.0),
    ("bernoulli", lambda g: yaten.bernoulli(yaten.full((N,), 0.3), generator=g), 0.3, 0.21),
    ("bernoulli_", lambda g: yaten.empty(N).bernoulli_(0.7, generator=g), 0.7, 0.21),
    ("random_.to", lambda g: yaten.empty(N).random_(10, generator=g), 4.5, 8.25),
    ("randperm", lambda g: yaten.randperm(N, generator=g), (N - 1) / 2, (N * N - 1) / 12),
])
def test_distributions_have_the_right_moments(name, make, mean, var):
    m, v = moments(make(gen(1)))
    assert abs(m - mean) < 5 * math.sqrt(var / N) + 1e-9, f"{name}: mean {m} vs {mean}"
    assert abs(v - var) < 0.05 * var, f"{name}: variance {v} vs {var}"


def test_cauchy_quartiles():
    x = np.sort(yaten.empty(N, dtype=yaten.float64).cauchy_(1.0, 2.0, generator=gen(2)).numpy())
    q1, q2, q3 = x[N // 4], x[N // 2], x[3 * N // 4]
    assert abs(q2 - 1.0) < 0.05 and abs(q1 - (-1.0)) < 0.05 and abs(q3 - 3.0) < 0.05


def test_randperm_is_a_permutation_and_random_respects_ranges():
    p = yaten.randperm(1000, generator=gen(3))
    assert sorted(p.tolist()) == list(range(1000)) and p.dtype == yaten.int64
    x = yaten.empty(10000, dtype=yaten.int64).random_(-3, 4, generator=gen())
    assert set(x.tolist()) == set(range(-3, 4))
    u8 = yaten.empty(10000, dtype=yaten.uint8).random_(generator=gen())
    assert 0 <= int(u8.min()) and int(u8.max()) == 255
    f = yaten.empty(10000).random_(generator=gen())
    assert float(f.max()) <= 2**24 and (f == f.floor()).all()
    r = yaten.randint_like(yaten.zeros(1000), 3, 9)
    assert r.dtype == yaten.float32 and set(r.tolist()) == set(range(3, 9))


def test_multinomial_with_replacement_follows_the_weights():
    w = yaten.tensor([[1.0, 0.0, 3.0], [0.0, 2.0, 2.0]])
    s = yaten.multinomial(w, 40000, True, generator=gen(4))
    assert s.shape == (2, 40000)
    counts = [np.bincount(row, minlength=3) / 40000 for row in s.numpy()]
    np.testing.assert_allclose(counts[0], [0.25, 0.0, 0.75], atol=0.01)
    np.testing.assert_allclose(counts[1], [0.0, 0.5, 0.5], atol=0.01)


@pytest.mark.parametrize("draws", [20, 200000], ids=["walk-in-a-block", "whole-cdf"])
def test_multinomial_of_many_categories_follows_the_weights_either_way(draws):
    """Few draws from a long row walk inside one block of the block sums;
    many draws search the row's whole cumulative sum: both follow the
    weights and never pick a zero weight, the last category's included."""
    rng = np.random.default_rng(0)
    w = rng.random(999) ** 3
    w[::7] = 0
    w[-1] = 0
    rows = 4000 if draws == 20 else 1
    s = yaten.multinomial(yaten.tensor(np.tile(w, (rows, 1))), draws, True, generator=gen(7)).numpy().ravel()
    counts = np.bincount(s, minlength=999) / s.size
    assert counts[::7].sum() == 0 and counts[-1] == 0
    np.testing.assert_allclose(counts, w / w.sum(), atol=6 * np.sqrt((w / w.sum()).max() / s.size))


def test_multinomial_without_replacement_draws_distinct_categories_by_weight():
    w = yaten.tensor([1.0, 0.0, 8.0, 1.0])
    draws = yaten.multinomial(w.expand(20000, 4).contiguous(), 2, generator=gen(5)).numpy()
    assert (draws[:, 0] != draws[:, 1]).all() and not (draws == 1).any()
    assert abs((draws[:, 0] == 2).mean() - 0.8) < 0.01
    full = yaten.multinomial(w, 4, generator=gen(6)).tolist()
    assert sorted(full) == [0, 1, 2, 3] and full[-1] == 1  # the empty category comes last, as in torch
    one = yaten.multinomial(w.expand(20000, 4).contiguous(), 1, generator=gen(7)).numpy()
    assert abs((one == 2).mean() - 0.8) < 0.01


def test_same_seed_same_values_whatever_the_thread_count():
    makers = [
        lambda g: yaten.multinomial(yaten.rand(64, 5000, generator=gen(9)), 3, generator=g),
        lambda g: yaten.multinomial(yaten.rand(64, 5000, generator=gen(9)), 3, True, generator=g),
        lambda g: yaten.poisson(yaten.full((300, 300), 50.0), generator=g),
        lambda g: yaten.normal(yaten.zeros(300, 300), 2.0, generator=g),
        lambda g: yaten.empty(300, 300).t().exponential_(generator=g),
        lambda g: yaten.empty(100_000, dtype=yaten.int64).random_(generator=g),
        lambda g: yaten.randperm(100_000, generator=g),
        lambda g: yaten.bernoulli(yaten.rand(300, 300, generator=gen(9)), generator=g),
    ]
    before = yaten.get_num_threads()
    try:
        for make in makers:
            results = []
            for threads in (1, 2, 3):
                yaten.set_num_threads(threads)
                results.append(make(gen(10)))
            assert all((r == results[0]).all() for r in results[1:])
    finally:
        yaten.set_num_threads(before)


def test_a_generator_is_isolated_from_the_default_stream():
    a = yaten.randperm(50, generator=gen(11))
    yaten.manual_seed(0)
    yaten.multinomial(yaten.ones(10), 5)
    assert (yaten.randperm(50, generator=gen(11)) == a).all()
    yaten.manual_seed(11)
    assert (yaten.randperm(50) == a).all()


def test_random_ops_give_zero_gradients_like_torchs():
    for lib in (yaten, torch):
        mean = lib.zeros(3, requires_grad=True)
        std = lib.ones(3, requires_grad=True)
        p = lib.full((3,), 0.5, requires_grad=True)
        rate = lib.full((3,), 2.0, requires_grad=True)
        (lib.normal(mean, std).sum() + lib.bernoulli(p).sum() + lib.poisson(rate).sum()).backward()
        for t in (mean, std, p, rate):
            assert t.grad is not None and not t.grad.numpy().any()


@pytest.mark.parametrize("call", [
    lambda lib: lib.multinomial(lib.tensor([0.5, -1.0]), 1),
    lambda lib: lib.multinomial(lib.tensor([0.0, 0.0]), 1),
    lambda lib: lib.multinomial(lib.tensor([1.0, float("nan")]), 1),
    lambda lib: lib.multinomial(lib.tensor([1.0, 1.0]), 3),
    lambda lib: lib.multinomial(lib.tensor([1.0, 1.0]), 0),
    lambda lib: lib.multinomial(lib.tensor(1.0), 1),
    lambda lib: lib.multinomial(lib.tensor([1, 1]), 1),
    lambda lib: lib.bernoulli(lib.tensor([0.5, 2.0])),
    lambda lib: lib.empty(3).bernoulli_(1.5),
    lambda lib: lib.empty(3).bernoulli_(lib.tensor([0.5, 2.0, 0.1])),
    lambda lib: lib.normal(lib.zeros(2), -1.0),
    lambda lib: lib.normal(lib.zeros(2), -lib.ones(2)),
    lambda lib: lib.normal(lib.zeros(2, dtype=lib.int64), 1.0),
    lambda lib: lib.poisson(lib.tensor([-1.0])),
    lambda lib: lib.poisson(lib.tensor([1])),
    lambda lib: lib.randperm(-1),
    lambda lib: lib.rand_like(lib.tensor([1])),
    lambda lib: lib.empty(3).exponential_(-1),
    lambda lib: lib.empty(3).geometric_(0),
    lambda lib: lib.empty(3).log_normal_(1, 0),
    lambda lib: lib.empty(3).random_(5, 2),
    lambda lib: lib.empty(3, dtype=lib.uint8).random_(0, 300),
    lambda lib: lib.rand(2, generator=lib.zeros(2)),
])
def test_bad_input_raises_torchs_exception_type(call):
    with pytest.raises(Exception) as theirs:
        call(torch)
    with pytest.raises(type(theirs.value)):
        call(yaten)


@pytest.mark.parametrize("call", [
    lambda lib: lib.multinomial(lib.tensor([1, 1]), 1), lambda lib: lib.normal(lib.zeros(2, dtype=lib.int64), 1.0),
    lambda lib: lib.poisson(lib.tensor([1])), lambda lib: lib.rand_like(lib.tensor([1])),
    lambda lib: lib.bernoulli(lib.tensor([1, 0])), lambda lib: lib.empty(2, dtype=lib.int32).exponential_(),
    lambda lib: lib.empty(2, dtype=lib.int16).log_normal_(), lambda lib: lib.empty(2, dtype=lib.int64).cauchy_(),
    lambda lib: lib.binomial(lib.ones(2), lib.ones(2, dtype=lib.float64) / 2),
])
def test_dtype_refusals_name_the_dtype_as_torch(call):
    same_refusal(call)
