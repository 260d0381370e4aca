"""torch.histogramdd (yaten/_histogramdd.py) against torch: bin counts and
edges, weights, density, explicit edges, a degenerate range, batched input
and torch's refusals."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def run_both(call):
    out = []
    for lib in (yaten, torch):
        hist, edges = call(lib)
        out.append((hist.tolist(), [e.tolist() for e in edges], str(hist.dtype).split(".")[1]))
    assert out[0][2] == out[1][2] and len(out[0][1]) == len(out[1][1])
    rtol = 1e-12 if out[0][2] == "float64" else 1e-6  # float32 edges may differ in the last bit
    np.testing.assert_allclose(out[0][0], out[1][0], rtol=rtol)
    for ours, theirs in zip(out[0][1], out[1][1]):
        np.testing.assert_allclose(ours, theirs, rtol=rtol)


POINTS = np.random.default_rng(0).normal(size=(200, 3))


@pytest.mark.parametrize("kwargs", [
    {"bins": 4}, {"bins": [2, 3, 5]}, {"bins": 3, "density": True},
    {"bins": [3, 2, 2], "range": [-1.0, 1.0, 0.0, 2.0, -2.0, 0.0]},
    {"bins": 5, "weight": "w"}, {"bins": 2, "weight": "w", "density": True},
])
def test_histogramdd_matches_torch(kwargs):
    def call(lib):
        x = lib.tensor(POINTS.tolist(), dtype=lib.float64)
        kw = dict(kwargs)
        if kw.get("weight") == "w":
            kw["weight"] = lib.arange(200, dtype=lib.float64) / 100
        return lib.histogramdd(x, **kw)
    run_both(call)


def test_explicit_edges_and_points_on_the_last_edge():
    x = [[0.0, 1.0], [1.0, 0.0], [3.0, 2.0], [3.5, 0.5], [-1.0, 0.0]]
    run_both(lambda lib: lib.histogramdd(lib.tensor(x), bins=[lib.tensor([0., 1., 3.]), lib.tensor([0., .5, 2.])]))


def test_a_column_of_one_value_and_batched_float32_input():
    run_both(lambda lib: lib.histogramdd(lib.tensor([[1., 2.], [1., 2.]]), bins=2))
    run_both(lambda lib: lib.histogramdd(lib.tensor(POINTS[:40].reshape(2, 30, 2).tolist()), bins=3))


def test_the_result_is_torchs_named_tuple():
    r = yaten.histogramdd(yaten.ones(3, 2), bins=2)
    assert type(r).__name__ == "histogramdd" and r.hist is r[0] and len(r.bin_edges) == 2


def test_integer_input_is_refused_as_torch():
    for lib in (yaten, torch):
        with pytest.raises(RuntimeError, match="not implemented for 'Long'"):
            lib.histogramdd(lib.ones(3, 2, dtype=lib.int64), bins=2)
