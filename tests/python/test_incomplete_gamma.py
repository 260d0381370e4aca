"""igamma / igammac (and special.gammainc / gammaincc) at the domain's edges
and across the series / continued-fraction switch, against torch."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

INF, NAN = float("inf"), float("nan")
EDGES = [(0.0, 1.0), (-1.0, 1.0), (NAN, 1.0), (INF, 1.0), (2.0, INF), (1.0, 0.0), (1.0, -1.0), (0.0, 0.0),
         (INF, INF), (0.5, 1e-8), (3.0, 3.99), (3.0, 4.01), (100.0, 90.0), (100.0, 110.0), (1e-3, 5.0)]


@pytest.mark.parametrize("name", ["igamma", "igammac", "special.gammainc", "special.gammaincc"])
def test_edges_and_both_expansions_match_torch(name):
    a = [e[0] for e in EDGES]
    x = [e[1] for e in EDGES]

    def call(lib):
        f = lib
        for part in name.split("."):
            f = getattr(f, part)
        return f(lib.tensor(a, dtype=lib.float64), lib.tensor(x, dtype=lib.float64))

    np.testing.assert_allclose(call(yaten).numpy(), call(torch).numpy(), rtol=1e-7, atol=1e-14)


def test_in_place_methods_and_out_as_torch():
    a, x = [0.5, 2.0, 7.0], [1.0, 1.5, 9.0]
    for name in ("igamma", "igammac"):
        ours, theirs = yaten.tensor(a), torch.tensor(a)
        getattr(ours, name + "_")(yaten.tensor(x))
        getattr(theirs, name + "_")(torch.tensor(x))
        np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-6)
        out = yaten.empty(3)
        getattr(yaten, name)(yaten.tensor(a), yaten.tensor(x), out=out)
        np.testing.assert_allclose(out.numpy(), theirs.numpy(), rtol=1e-6)


def test_integer_inputs_are_refused_as_torch():
    for lib in (torch, yaten):
        with pytest.raises(RuntimeError, match="igamma_cpu"):
            lib.igamma(lib.tensor([1, 2]), lib.tensor([1, 2]))
