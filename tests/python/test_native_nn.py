"""torch's native entry points of the norms and dropout (yaten/_native_nn.py):
the outputs and the statistics they return beside them match torch's, and
the running statistics move as torch moves them."""
import pytest

import yaten

torch = pytest.importorskip("torch")


def close(ours, theirs):
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs):
        assert tuple(a.shape) == tuple(b.shape) and str(a.dtype)[6:] == str(b.dtype)[6:]
        assert torch.allclose(torch.from_numpy(a.detach().numpy()), b.detach(), atol=1e-6)


def inputs(lib, *shape):
    g = torch.Generator().manual_seed(sum(shape))
    return lib.tensor(torch.randn(*shape, generator=g, dtype=torch.float64).tolist(), dtype=lib.float64)


@pytest.mark.parametrize("training", [True, False])
def test_native_batch_norm(training):
    def run(lib):
        x, w, b = inputs(lib, 4, 3, 5), inputs(lib, 3), inputs(lib, 3)
        mean, var = lib.zeros(3, dtype=lib.float64), lib.ones(3, dtype=lib.float64)
        out = lib.native_batch_norm(x, w, b, mean, var, training, 0.1, 1e-5)
        return (*out, mean, var)
    close(run(yaten), run(torch))


def test_native_batch_norm_without_affine_or_running_stats():
    run = lambda lib: lib.native_batch_norm(inputs(lib, 4, 3), None, None, None, None, True, 0.1, 1e-5)
    close(run(yaten), run(torch))


def test_native_layer_norm_and_group_norm():
    def run(lib):
        x = inputs(lib, 2, 3, 4)
        return (*lib.native_layer_norm(x, [4], inputs(lib, 4), None, 1e-5),
                *lib.native_layer_norm(x, (3, 4), None, None, 1e-5),
                *lib.native_group_norm(inputs(lib, 2, 4, 3), inputs(lib, 4), inputs(lib, 4), 2, 4, 3, 2, 1e-5))
    close(run(yaten), run(torch))


def test_native_outputs_carry_gradients():
    x = yaten.ones(2, 3, requires_grad=True)
    out, mean, rstd = yaten.native_layer_norm(x * 2, [3], None, None, 1e-5)
    assert out.requires_grad and not mean.requires_grad
    out.sum().backward()
    assert x.grad.shape == (2, 3)


def test_native_dropout():
    x = yaten.ones(1000)
    out, mask = yaten.native_dropout(x, 0.25, True)
    assert mask.dtype == yaten.bool and 650 < mask.sum().item() < 850
    assert yaten.equal(out, mask.double().float() / 0.75)
    for train in (False,):
        out, mask = yaten.native_dropout(x, 0.25, train)
        t_out, t_mask = torch.native_dropout(torch.ones(1000), 0.25, train)
        assert out.tolist() == t_out.tolist() and mask.tolist() == t_mask.tolist() and mask.dtype == yaten.bool
    assert yaten.native_dropout(x, 1.0, None)[0].sum().item() == 0.0


def test_functional_module_reexports_torch_functional_names():
    import yaten.functional as yf
    import torch.functional as tf
    for name in yf.__all__:
        assert name in tf.__all__ and getattr(yf, name) is getattr(yaten, name)
    assert yf.F is yaten.nn.functional
    assert yf.split(yaten.arange(4.), 2)[1].tolist() == tf.split(torch.arange(4.), 2)[1].tolist()
