"""torch.binomial: draws from Binomial(count, prob) with a generator; the
generated op tests compare shapes and dtypes with torch, this file the
distribution (moments over many draws) and the edge cases torch defines."""
import pytest

import yaten

torch = pytest.importorskip("torch")


@pytest.mark.parametrize("count,prob", [(5.0, 0.3), (40.0, 0.1), (200.0, 0.45), (1000.0, 0.8), (30.0, 0.97)])
def test_moments_match_the_binomial_distribution(count, prob):
    g = yaten.Generator().manual_seed(7)
    n = 20000
    draws = yaten.binomial(yaten.full((n,), count, dtype=yaten.float64), yaten.full((n,), prob, dtype=yaten.float64),
                           generator=g)
    mean, var = count * prob, count * prob * (1 - prob)
    assert abs(draws.mean().item() - mean) < 5 * (var / n) ** 0.5
    assert abs(draws.var().item() - var) < 0.1 * var
    assert (draws == draws.round()).all() and draws.min().item() >= 0 and draws.max().item() <= count


def test_same_seed_same_draws():
    count, prob = yaten.full((100,), 50.0), yaten.full((100,), 0.3)
    a = yaten.binomial(count, prob, generator=yaten.Generator().manual_seed(3))
    b = yaten.binomial(count, prob, generator=yaten.Generator().manual_seed(3))
    assert a.tolist() == b.tolist()


def test_edge_counts_and_probabilities_as_torch():
    count = [10.0, 0.0, -3.0, 7.0, 7.0]
    prob = [0.0, 0.5, 0.5, 1.0, 1.5]
    ours = yaten.binomial(yaten.tensor(count), yaten.tensor(prob))
    theirs = torch.binomial(torch.tensor(count), torch.tensor(prob))
    assert ours.tolist() == theirs.tolist()


def test_refuses_what_torch_refuses():
    for lib in (torch, yaten):
        with pytest.raises(RuntimeError):
            lib.binomial(lib.tensor([10]), lib.tensor([0.5]))
        with pytest.raises(RuntimeError):
            lib.binomial(lib.tensor([10.0]), lib.tensor([0.5], dtype=lib.float64))
