"""Sorting and selection (issue 18) beyond the generated op tests: NaN
order, stability, the long-lane parallel paths, unique's forms, named
results and bad input, against torch."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")
from both_libraries import same_refusal  # noqa: E402


def both(array):
    return yaten.tensor(array.copy()), torch.from_numpy(array.copy())


def same(ours, theirs):
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())


@pytest.mark.parametrize("descending", [False, True])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_sort_puts_nan_where_torch_does_and_keeps_ties_in_order(descending, dtype):
    x = np.array([[3, np.nan, 1, -0.0, 1, 0.0, np.nan, -np.inf, np.inf, 3]] * 2, dtype=dtype)
    ours, theirs = both(x)
    a, b = yaten.sort(ours, descending=descending, stable=True), torch.sort(theirs, descending=descending, stable=True)
    same(a.values, b.values)
    same(a.indices, b.indices)
    same(yaten.argsort(ours, 0, descending), torch.argsort(theirs, 0, descending))


@pytest.mark.parametrize("shape, dim", [((1_000_000,), 0), ((256, 1000), -1), ((1000, 300), 0), ((3, 70000), 1)])
def test_long_and_many_lanes_sort_as_torch(shape, dim):
    rng = np.random.default_rng(0)
    x = rng.standard_normal(shape).astype(np.float32)
    x.flat[::97] = x.flat[::89]  # ties, which a stable sort keeps in index order
    ours, theirs = both(x)
    a, b = ours.sort(dim), theirs.sort(dim=dim, stable=True)
    same(a.values, b.values)
    same(a.indices, b.indices)
    i = rng.integers(-2**40, 2**40, shape[-1] * 4)
    same(yaten.sort(yaten.tensor(i), descending=True).values, torch.sort(torch.from_numpy(i), descending=True).values)


@pytest.mark.parametrize("shape, k, largest", [((1_000_000,), 10, True), (((1 << 22) + 7,), 10, False), ((256, 1000), 10, True),
                                               ((256, 1000), 10, False), ((50, 40), 30, True)])
def test_topk_of_long_lanes_matches_torch(shape, k, largest):
    x = np.random.default_rng(1).permutation(int(np.prod(shape))).reshape(shape).astype(np.float32)
    ours, theirs = both(x)
    a, b = ours.topk(k, largest=largest), theirs.topk(k, largest=largest)
    same(a.values, b.values)
    same(a.indices, b.indices)


def lane_values(rng, shape, dtype, distinct):
    """Integers below `distinct` as dtype (ties everywhere when few), NaN
    among floats."""
    x = rng.integers(0, distinct, shape)
    if dtype in ("int64", "int32", "uint8"):
        return x.astype(dtype)
    x = x.astype("float64")
    x[rng.random(shape) < 0.05] = np.nan
    return x


@pytest.mark.parametrize("dtype", ["float32", "float64", "bfloat16", "int64", "int32", "uint8"])
@pytest.mark.parametrize("largest", [True, False])
def test_topk_picks_torchs_index_among_ties(dtype, largest):
    # Torch selects with partial_sort (k * 64 <= n) or nth_element, comparing
    # values only: its order among ties is theirs, whether sorted or not.
    for n, k in [(5, 3), (17, 1), (64, 1), (300, 3), (300, 64), (1000, 10), (5000, 10), (5000, 64)]:
        for distinct in (4, 2 * n):
            x = lane_values(np.random.default_rng(n + k + distinct), (6, n), "float32" if dtype == "bfloat16" else dtype,
                            distinct)
            ours, theirs = both(x)
            if dtype == "bfloat16":
                ours, theirs = ours.bfloat16(), theirs.bfloat16()
            for sorted_ in (True, False):
                a = ours.topk(k, largest=largest, sorted=sorted_)
                b = theirs.topk(k, largest=largest, sorted=sorted_)
                np.testing.assert_array_equal(a.values.float().numpy(), b.values.float().numpy())
                same(a.indices, b.indices)


@pytest.mark.parametrize("largest", [True, False])
def test_topk_of_a_long_lane_with_ties_picks_torchs_indices(largest):
    # Over 4M elements the lane is split between threads; the union of their
    # candidates must still give torch's heap's answer.
    x = np.random.default_rng(9).integers(0, 300, (1 << 22) + 5).astype(np.float32)
    ours, theirs = both(x)
    a, b = ours.topk(12, largest=largest), theirs.topk(12, largest=largest)
    same(a.values, b.values)
    same(a.indices, b.indices)


@pytest.mark.parametrize("dtype", ["float16", "bool"])
def test_topk_refuses_the_dtypes_torch_refuses(dtype):
    with pytest.raises(RuntimeError, match=r'"topk_cpu" not implemented for'):
        torch.ones(3).to(getattr(torch, dtype)).topk(2)
    with pytest.raises(RuntimeError, match=r'"topk_cpu" not implemented for'):
        yaten.ones(3).to(getattr(yaten, dtype)).topk(2)


def test_results_are_named_tuples_like_torchs():
    x = yaten.tensor([[1.0, 5.0, 2.0], [4.0, 0.0, 3.0]])
    values, indices = x.sort()
    assert type(x.sort()).__name__ == "sort" and x.sort().values is not None
    r = yaten.aminmax(x, dim=1)
    assert float(r.min[0]) == 1.0 and float(r.max[1]) == 4.0
    h = yaten.histogram(yaten.tensor([1.0, 2.0, 3.0]), 2)
    assert h.hist.tolist() == [1.0, 2.0] and h.bin_edges.tolist() == [1.0, 2.0, 3.0]
    for name in ("topk", "kthvalue", "mode", "cummax", "cummin"):
        args = (2,) if name in ("topk", "kthvalue") else (1,) if name.startswith("cum") else ()
        result = getattr(x, name)(*args)
        assert result.values.shape == result[0].shape and result.indices.dtype == yaten.int64


@pytest.mark.parametrize("kwargs", [{}, {"return_inverse": True}, {"return_counts": True},
                                    {"return_inverse": True, "return_counts": True}, {"dim": 0},
                                    {"dim": 1, "return_inverse": True, "return_counts": True}])
def test_unique_forms_match_torch(kwargs):
    x = np.random.default_rng(2).integers(0, 3, (6, 4))
    ours, theirs = both(x)
    a, b = yaten.unique(ours, **kwargs), torch.unique(theirs, **kwargs)
    for p, q in zip(a if isinstance(a, tuple) else (a,), b if isinstance(b, tuple) else (b,)):
        same(p, q)
    c, d = ours.unique_consecutive(**kwargs), theirs.unique_consecutive(**kwargs)
    for p, q in zip(c if isinstance(c, tuple) else (c,), d if isinstance(d, tuple) else (d,)):
        same(p, q)


def test_unique_of_a_million_int64_matches_torch():
    x = np.random.default_rng(3).integers(-5000, 5000, 1_000_000)
    ours, theirs = both(x)
    a, b = yaten.unique(ours, return_inverse=True, return_counts=True), torch.unique(theirs, return_inverse=True,
                                                                                    return_counts=True)
    for p, q in zip(a, b):
        same(p, q)


def test_searchsorted_and_bucketize_search_bool_in_the_common_dtype():
    seq, values = [False, True, True], [0.5, 1.0, 2.0]
    same(yaten.searchsorted(yaten.tensor(seq), yaten.tensor(values)), torch.searchsorted(torch.tensor(seq), torch.tensor(values)))
    same(yaten.bucketize(yaten.tensor(values), yaten.tensor(seq)), torch.bucketize(torch.tensor(values), torch.tensor(seq)))


@pytest.mark.parametrize("right", [False, True])
def test_searchsorted_and_bucketize_meet_nan_as_torch(right):
    # torch compares with >= (or >) alone: a NaN boundary sends every value
    # right, a NaN value goes past every boundary.
    values = np.array([np.nan, -2.0, 0.0, 1.0, 3.0])
    for boundaries in ([np.nan, 0.0, 1.0], [0.0, np.nan, 1.0], [0.0, 1.0, np.nan], [np.nan] * 3):
        seq, v = both(np.array(boundaries))
        x, tx = both(values)
        same(yaten.bucketize(x, seq, right=right), torch.bucketize(tx, v, right=right))
        same(yaten.searchsorted(seq, x, right=right), torch.searchsorted(v, tx, right=right))
        same(yaten.searchsorted(seq, x, right=right, sorter=yaten.argsort(seq)),
             torch.searchsorted(v, tx, right=right, sorter=torch.argsort(v)))


def test_searchsorted_takes_a_number_and_a_sorter():
    seq = yaten.tensor([1.0, 3.0, 5.0])
    assert yaten.searchsorted(seq, 3).item() == torch.searchsorted(torch.tensor([1.0, 3.0, 5.0]), 3).item()
    assert yaten.searchsorted(seq, 3, right=True).item() == 2
    unsorted = np.array([5.0, 1.0, 3.0])
    ours, theirs = both(unsorted)
    v = np.array([0.0, 2.0, 3.0, 6.0])
    same(yaten.searchsorted(ours, yaten.tensor(v), sorter=yaten.argsort(ours)),
         torch.searchsorted(theirs, torch.from_numpy(v), sorter=torch.argsort(theirs)))


@pytest.mark.parametrize("call", [
    lambda lib, x: lib.topk(x, 4),
    lambda lib, x: lib.kthvalue(x, 0),
    lambda lib, x: lib.kthvalue(x, 4),
    lambda lib, x: lib.searchsorted(x, x, side="middle"),
    lambda lib, x: lib.searchsorted(x, x, side="left", right=True),
    lambda lib, x: lib.bucketize(x, x.reshape(1, 3)),
    lambda lib, x: lib.histc(x, 0),
    lambda lib, x: lib.histc(x, 3, min=2, max=1),
    lambda lib, x: lib.histc(x.long(), 3),
    lambda lib, x: lib.bincount(x.long() - 5),
    lambda lib, x: lib.bincount(x),
    lambda lib, x: lib.bincount(x.long(), lib.ones(2)),
    lambda lib, x: lib.bincount(x.long(), minlength=-1),
    lambda lib, x: lib.aminmax(x[:0]),
    lambda lib, x: lib.logcumsumexp(x.long(), 0),
])
def test_bad_input_raises_torchs_exception_type(call):
    x = [1.0, 2.0, 3.0]
    with pytest.raises(Exception) as theirs:
        call(torch, torch.tensor(x))
    with pytest.raises(type(theirs.value)):
        call(yaten, yaten.tensor(x))


def test_median_of_an_empty_tensor_is_nan_and_empty_dim_is_an_index_error():
    assert np.isnan(yaten.median(yaten.tensor([])).item())
    with pytest.raises(IndexError):
        yaten.median(yaten.zeros(2, 0), 1)


def test_sort_gradient_flows_to_the_sorted_positions():
    x = yaten.tensor([3.0, 1.0, 2.0], requires_grad=True)
    x.sort().values.mul(yaten.tensor([1.0, 10.0, 100.0])).sum().backward()
    assert x.grad.tolist() == [100.0, 1.0, 10.0]


def test_logcumsumexp_gradient_stays_finite_for_large_float32_inputs():
    x = np.array([[100.0, 101.0, 99.0, 150.0], [-80.0, -79.0, -85.0, -60.0]], dtype=np.float32)
    grads = []
    for lib in (yaten, torch):
        t = lib.tensor(x, requires_grad=True) if lib is yaten else torch.tensor(x, requires_grad=True)
        lib.logcumsumexp(t, 1).sum().backward()
        grads.append(t.grad.numpy())
    assert np.isfinite(grads[0]).all()
    np.testing.assert_allclose(grads[0], grads[1], rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("array", [
    np.array([3, 1, 2, 3, 1, 5, 7, 2, 9, 0]),
    np.random.default_rng(4).integers(-50, 50, 300),
    np.random.default_rng(5).integers(0, 7, (4, 5)).astype(np.int32),
    np.random.default_rng(6).integers(0, 200, 40).astype(np.uint8),
    np.array([True, False, True]),
    np.array([1.5, -0.0, 0.0, 2.5, 1.5, -7.25], dtype=np.float32),
    np.round(np.random.default_rng(7).standard_normal(500), 1),
], ids=["small", "negative", "int32_2d", "uint8", "bool", "float32_signed_zero", "float64"])
def test_unique_unsorted_keeps_torchs_order(array):
    ours, theirs = both(array)
    a = yaten.unique(ours, sorted=False, return_inverse=True, return_counts=True)
    b = torch.unique(theirs, sorted=False, return_inverse=True, return_counts=True)
    for p, q in zip(a, b):
        same(p, q)
    same(ours.unique(sorted=False), theirs.unique(sorted=False))


def test_unique_unsorted_keeps_each_nan_as_torch():
    ours, theirs = both(np.array([2.0, 1.0, np.nan, 2.0, np.nan]))
    same(yaten.unique(ours, sorted=False), torch.unique(theirs, sorted=False))
    a = yaten.unique(ours, sorted=False, return_inverse=True, return_counts=True)
    b = torch.unique(theirs, sorted=False, return_inverse=True, return_counts=True)
    same(a[1], b[1])
    same(a[2], b[2])


@pytest.mark.parametrize("array", [np.array([1.0, np.nan, 3.0]), np.array([np.nan]),
                                   np.array([np.nan, -1.0, np.nan, 3.5, 9.0], dtype=np.float32)])
def test_histc_of_nan_raises_without_a_range_and_counts_in_the_first_bin_with_one(array):
    ours, theirs = both(array)
    with pytest.raises(RuntimeError, match="is not finite"):
        torch.histc(theirs)
    with pytest.raises(RuntimeError, match=r"torch.histc: range of \[nan, nan\] is not finite"):
        yaten.histc(ours)
    same(yaten.histc(ours, 4, 0, 4), torch.histc(theirs, 4, 0, 4))


@pytest.mark.parametrize("name", ["quantile", "nanquantile"])
@pytest.mark.parametrize("interpolation", ["linear", "lower", "higher", "midpoint", "nearest"])
def test_quantile_with_nan_lanes_matches_torch(name, interpolation):
    array = np.random.default_rng(8).standard_normal((3, 6))
    array[0, 2] = array[1, :] = np.nan
    ours, theirs = both(array)
    for q in (0.0, 0.45, 1.0):
        for dim in (None, 1, 0):
            a = getattr(yaten, name)(ours, q, dim=dim, interpolation=interpolation)
            b = getattr(torch, name)(theirs, q, dim=dim, interpolation=interpolation)
            np.testing.assert_allclose(a.numpy(), b.numpy(), equal_nan=True)


def test_quantile_out_writes_into_out_and_refuses_another_dtype():
    ours, theirs = both(np.arange(12.0).reshape(3, 4))
    q = [0.25, 0.5]
    out = yaten.empty(0, dtype=yaten.float64)
    assert yaten.quantile(ours, yaten.tensor(q, dtype=yaten.float64), 1, out=out) is out
    same(out, torch.quantile(theirs, torch.tensor(q, dtype=torch.float64), 1))
    with pytest.raises(RuntimeError, match="out tensor must be same dtype"):
        yaten.nanquantile(ours, 0.5, out=yaten.empty(0))


@pytest.mark.parametrize("call", [
    lambda m: m.quantile(m.ones(3), 1.5), lambda m: m.nanquantile(m.ones(3), m.tensor([1.5])),
    lambda m: m.quantile(m.ones(3), m.tensor([0.5], dtype=m.float64)), lambda m: m.quantile(m.ones(3).long(), 0.5),
    lambda m: m.quantile(m.ones(0), 0.5), lambda m: m.quantile(m.ones(3), 0.5, interpolation="cubic"),
    lambda m: m.quantile(m.ones(3), m.ones(2, 2) / 2), lambda m: m.quantile(m.ones(2, 3), 0.5, dim=3),
])
def test_quantile_bad_input_raises_as_torch(call):
    with pytest.raises(Exception) as theirs:
        call(torch)
    with pytest.raises(type(theirs.value)) as ours:
        call(yaten)
    assert str(theirs.value).lower() in str(ours.value).lower()


def same_pair(ours, theirs):
    same(ours.values, theirs.values)
    same(ours.indices, theirs.indices)


@pytest.mark.parametrize("n", [1, 2, 3, 5, 8, 17, 64, 301])
@pytest.mark.parametrize("dtype", ["float64", "int64"])
def test_kthvalue_median_and_nanmedian_pick_torchs_index_among_ties(n, dtype):
    # Few distinct values, so that every lane has ties; NaN among them for floats.
    rng = np.random.default_rng(n)
    values = rng.integers(0, 3, size=(7, n)).astype(dtype)
    if dtype == "float64":
        values[rng.random((7, n)) < 0.1] = np.nan
    ours, theirs = both(values)
    for k in sorted({1, (n + 1) // 2, n}):
        same_pair(ours.kthvalue(k, 1), theirs.kthvalue(k, 1))
    same_pair(ours.median(1), theirs.median(1))
    same_pair(ours.median(0), theirs.median(0))
    if dtype == "float64":
        same_pair(ours.nanmedian(1), theirs.nanmedian(1))


@pytest.mark.parametrize("dtype", ["float32", "float64", "bfloat16", "int64", "int16"])
@pytest.mark.parametrize("n", [1, 4, 301, 20001, 300000])
def test_median_of_all_elements_is_torchs_to_the_bit(dtype, n):
    # Long inputs take the radix selection; a median that is a zero must be
    # torch's zero (-0.0 or 0.0), and NaN is answered as torch answers it.
    rng = np.random.default_rng(n)
    signed_zeros = rng.integers(-2, 3, n) * np.where(rng.random(n) < 0.5, -1.0, 1.0)
    with_nan = rng.standard_normal(n)
    with_nan[rng.random(n) < 0.2] = np.nan
    for x in (rng.standard_normal(n), signed_zeros, with_nan, rng.uniform(1.0, 1.001, n)):
        if dtype.startswith("int") and np.isnan(x).any():
            continue
        ours, theirs = yaten.tensor(x).to(getattr(yaten, dtype)), torch.from_numpy(x).to(getattr(torch, dtype))
        for name in ("median", "nanmedian"):
            a, b = getattr(ours, name)().float().numpy(), getattr(theirs, name)().float().numpy()
            np.testing.assert_array_equal(a, b)
            assert np.signbit(a) == np.signbit(b)


@pytest.mark.parametrize("dtype", ["float32", "float64", "bfloat16", "int64", "uint8"])
def test_mode_picks_torchs_value_and_index_among_ties(dtype):
    # Torch sorts (value, index) pairs by value alone with std::sort and
    # takes the last pair of the first longest run: its index among ties.
    for n, distinct in [(1, 1), (9, 3), (40, 5), (300, 7), (1000, 60)]:
        x = lane_values(np.random.default_rng(n), (5, n), "float32" if dtype == "bfloat16" else dtype, distinct)
        ours, theirs = both(x)
        if dtype == "bfloat16":
            ours, theirs = ours.bfloat16(), theirs.bfloat16()
        a, b = ours.mode(1), theirs.mode(1)
        np.testing.assert_array_equal(a.values.float().numpy(), b.values.float().numpy())
        same(a.indices, b.indices)


@pytest.mark.parametrize("call", [lambda m, x: m.median(x), lambda m, x: m.median(x, 0), lambda m, x: m.nanmedian(x),
                                  lambda m, x: m.nanmedian(x, 0)])
def test_median_refuses_bool_as_torch(call):
    with pytest.raises(RuntimeError) as theirs:
        call(torch, torch.ones(3, dtype=torch.bool))
    with pytest.raises(RuntimeError, match=str(theirs.value).replace("'", ".")):
        call(yaten, yaten.ones(3, dtype=yaten.bool))


@pytest.mark.parametrize("call", [
    lambda m: m.bincount(m.ones(3, dtype=m.float16)), lambda m: m.bincount(m.ones(3, dtype=m.bfloat16)),
    lambda m: m.bincount(m.ones(3, dtype=m.bool)), lambda m: m.bincount(m.ones(3)),
    lambda m: m.histogram(m.ones(3, dtype=m.float16), 3), lambda m: m.histogram(m.ones(3, dtype=m.float16), 3, range=(0., 1.)),
    lambda m: m.histogram(m.ones(3, dtype=m.int64), 3), lambda m: m.logcumsumexp(m.ones(3, dtype=m.int64), 0),
    lambda m: m.logcumsumexp(m.ones(3, dtype=m.float16), 0), lambda m: m.searchsorted(m.ones(3, dtype=m.bool), m.ones(2, dtype=m.bool)),
    lambda m: m.bucketize(m.ones(3, dtype=m.bool), m.ones(2, dtype=m.bool)), lambda m: m.unique_consecutive(m.ones(3, dtype=m.float16)),
    lambda m: m.kthvalue(m.ones(3, dtype=m.bool), 1),
])
def test_dtype_refusals_name_torchs_kernel_and_dtype(call):
    same_refusal(call)
