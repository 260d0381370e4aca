"""Module.register_backward_hook (torch 1.13's deprecated, non-full hooks)
against torch: the hook sits on the grad_fn of the forward's last op and
sees that op's gradients, may replace them, warns where it misses some, and
refuses to be mixed with full backward hooks."""
import warnings

import numpy as np
import pytest

import yaten
from yaten.nn.modules import _module_hooks

torch = pytest.importorskip("torch")


def shapes(grads):
    return [None if g is None else tuple(g.shape) for g in grads]


def twin(build, seed=0):
    """build(nn) in yaten and torch, torch's parameters copied from yaten's (float64)."""
    ours, theirs = build(yaten.nn).double(), build(torch.nn).double()
    with torch.no_grad():
        for p_y, p_t in zip(ours.parameters(), theirs.parameters()):
            p_t.copy_(torch.from_numpy(p_y.detach().numpy()))
    return ours, theirs


def call_with_legacy_hook(model, lib, x, hook_result=None):
    """(what the hook saw, the warnings of the call, input grad)."""
    seen = []

    def hook(module, grad_input, grad_output):
        seen.append((module is model, shapes(grad_input), shapes(grad_output),
                     [None if g is None else g.numpy().copy() for g in grad_input]))
        return hook_result(grad_input) if hook_result else None

    model.register_backward_hook(hook)
    inp = lib.tensor(x, requires_grad=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = model(inp)
    out.sum().backward()
    return seen, [str(w.message) for w in caught], inp.grad.numpy()


BUILDS = {
    "linear": lambda nn: nn.Linear(3, 4),
    "linear_no_bias": lambda nn: nn.Linear(3, 4, bias=False),
    "relu": lambda nn: nn.ReLU(),
    "sequential": lambda nn: nn.Sequential(nn.Linear(3, 3), nn.Tanh()),
}


@pytest.mark.parametrize("name", BUILDS)
def test_legacy_hook_sees_the_last_ops_gradients_as_torch(name, rng):
    x = rng.standard_normal((2, 3))
    ours, theirs = (call_with_legacy_hook(m, lib, x) for m, lib in zip(twin(BUILDS[name]), (yaten, torch)))
    assert [s[:3] for s in ours[0]] == [s[:3] for s in theirs[0]]
    for our_grads, their_grads in zip(ours[0][0][3], theirs[0][0][3]):
        np.testing.assert_allclose(our_grads, their_grads, rtol=1e-12)
    assert ours[1] == theirs[1]
    np.testing.assert_allclose(ours[2], theirs[2], rtol=1e-12)


def test_legacy_hook_replaces_the_last_ops_grad_input(rng):
    x = rng.standard_normal((2, 3))
    double = lambda gi: tuple(None if g is None else g * 2 for g in gi)  # noqa: E731
    ours, theirs = (call_with_legacy_hook(m, lib, x, double) for m, lib in zip(twin(BUILDS["linear"]), (yaten, torch)))
    np.testing.assert_allclose(ours[2], theirs[2], rtol=1e-12)


def test_legacy_hook_warns_like_torch_when_output_is_not_tensors():
    messages = []
    for lib in (yaten, torch):
        class Split(lib.nn.Module):
            def forward(self, x):
                return {"a": x * 2, "b": x + 1}

        model = Split()
        model.register_backward_hook(lambda m, gi, go: None)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            model(lib.ones(2, requires_grad=True))["a"].sum().backward()
        messages.append([str(w.message) for w in caught])
    assert messages[0] == messages[1] and "does not return a single Tensor" in messages[0][0]


def test_mixing_legacy_and_full_backward_hooks_raises_as_torch():
    for lib in (yaten, torch):
        model = lib.nn.Linear(2, 2)
        model.register_backward_hook(lambda m, gi, go: None)
        with pytest.raises(RuntimeError, match="Cannot use both regular backward hooks and full backward hooks on a"):
            model.register_full_backward_hook(lambda m, gi, go: None)
        model = lib.nn.Linear(2, 2)
        model.register_full_backward_hook(lambda m, gi, go: None)
        with pytest.raises(RuntimeError, match="single Module"):
            model.register_backward_hook(lambda m, gi, go: None)


def test_removed_legacy_hook_stops_running_on_later_calls():
    model = yaten.nn.Linear(2, 2)
    calls = []
    handle = model.register_backward_hook(lambda m, gi, go: calls.append(1))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model(yaten.ones(1, 2)).sum().backward()
        handle.remove()
        model(yaten.ones(1, 2)).sum().backward()
    assert calls == [1]


def test_global_legacy_hook_runs_for_every_module_and_excludes_full_ones(monkeypatch):
    monkeypatch.setattr(_module_hooks, "global_is_full_backward_hook", None)
    monkeypatch.setattr(torch.nn.modules.module, "_global_is_full_backward_hook", None)
    orders = []
    for lib in (yaten, torch):
        calls = []
        handle = lib.nn.modules.module.register_module_backward_hook(lambda m, gi, go: calls.append(type(m).__name__))
        try:
            with pytest.raises(RuntimeError, match="as a global Module hook"):
                lib.nn.modules.module.register_module_full_backward_hook(lambda m, gi, go: None)
            model = lib.nn.Sequential(lib.nn.Linear(2, 2), lib.nn.ReLU())
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                model(lib.ones(1, 2, requires_grad=True)).sum().backward()
        finally:
            handle.remove()
        orders.append(calls)
    # Sequential's last op is ReLU's: both hooks sit on that node (ReLU's first), then Linear's.
    assert orders[0] == orders[1] == ["ReLU", "Sequential", "Linear"]


def test_legacy_hook_warns_like_torch_when_input_is_not_tensors():
    messages = []
    for lib in (yaten, torch):
        class Scaled(lib.nn.Module):
            def forward(self, x, factor):
                return x * factor

        model = Scaled()
        model.register_backward_hook(lambda m, gi, go: None)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            model(lib.ones(2, requires_grad=True), 3.0).sum().backward()
        messages.append([str(w.message) for w in caught])
    assert messages[0] == messages[1] and "does not take as input" in messages[0][0]


# Modules whose forward torch computes as one node and yaten as several: the
# hook sees torch's node (its name, and the gradients of the module's input
# and parameters), batched and, for convolutions, unbatched.
ONE_NODE_BUILDS = {
    "conv1d": (lambda nn: nn.Conv1d(2, 3, 3), (2, 2, 8)),
    "conv1d_no_bias": (lambda nn: nn.Conv1d(2, 3, 3, bias=False), (2, 2, 8)),
    "conv1d_unbatched": (lambda nn: nn.Conv1d(2, 3, 3), (2, 8)),
    "conv2d": (lambda nn: nn.Conv2d(2, 3, 3), (2, 2, 5, 5)),
    "conv3d": (lambda nn: nn.Conv3d(2, 3, 2), (2, 2, 3, 3, 3)),
    "conv3d_unbatched": (lambda nn: nn.Conv3d(2, 3, 2), (2, 3, 3, 3)),
    "conv_transpose1d": (lambda nn: nn.ConvTranspose1d(2, 3, 3, stride=2), (2, 2, 5)),
    "conv_transpose2d": (lambda nn: nn.ConvTranspose2d(2, 3, 3), (2, 2, 4, 4)),
    "conv_transpose3d": (lambda nn: nn.ConvTranspose3d(2, 3, 2), (2, 2, 3, 3, 3)),
    "max_pool3d": (lambda nn: nn.MaxPool3d(2), (2, 2, 4, 4, 4)),
    "avg_pool3d": (lambda nn: nn.AvgPool3d(2), (2, 4, 4, 4)),
    "adaptive_avg_pool3d": (lambda nn: nn.AdaptiveAvgPool3d(2), (2, 2, 5, 5, 5)),
    "adaptive_max_pool3d": (lambda nn: nn.AdaptiveMaxPool3d(2), (2, 2, 5, 5, 5)),
    "max_pool1d": (lambda nn: nn.MaxPool1d(2), (2, 2, 8)),
    "avg_pool1d": (lambda nn: nn.AvgPool1d(2), (2, 2, 8)),
    "pixel_shuffle": (lambda nn: nn.PixelShuffle(2), (2, 4, 3, 3)),
    "pixel_unshuffle": (lambda nn: nn.PixelUnshuffle(2), (2, 1, 4, 4)),
    "fold": (lambda nn: nn.Fold((4, 4), 2), (2, 8, 9)),
    "unfold": (lambda nn: nn.Unfold(2), (2, 2, 4, 4)),
    "zero_pad2d": (lambda nn: nn.ZeroPad2d(1), (2, 2, 3, 3)),
    "constant_pad1d": (lambda nn: nn.ConstantPad1d((1, 2), 3.0), (2, 2, 3)),
    "reflection_pad2d": (lambda nn: nn.ReflectionPad2d(1), (2, 2, 3, 3)),
    "replication_pad1d": (lambda nn: nn.ReplicationPad1d(1), (2, 2, 3)),
    "upsample_nearest": (lambda nn: nn.Upsample(scale_factor=2), (2, 2, 4)),
    "upsample_bilinear": (lambda nn: nn.Upsample(scale_factor=2, mode="bilinear"), (2, 2, 3, 3)),
    "upsample_trilinear": (lambda nn: nn.Upsample(scale_factor=2, mode="trilinear"), (1, 1, 2, 2, 2)),
    "glu": (lambda nn: nn.GLU(), (2, 4)),
    "prelu": (lambda nn: nn.PReLU(), (2, 4)),
}


def hooked_call(model, lib, x):
    """(node name, grad_input, grad_output) the legacy hook saw, input grad."""
    seen = []
    model.register_backward_hook(lambda m, gin, gout: seen.append((gin, gout)))
    inp = lib.tensor(x, requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = model(inp)
    name = out.grad_fn.name()
    (out * lib.tensor(np.arange(out.numel()).reshape(out.shape) % 5, dtype=out.dtype)).sum().backward()
    (grad_input, grad_output), = seen
    return name, grad_input, grad_output, inp.grad


@pytest.mark.parametrize("name", ONE_NODE_BUILDS)
def test_legacy_hook_sees_torchs_node_where_yatens_forward_has_several(name, rng):
    build, shape = ONE_NODE_BUILDS[name]
    x = rng.standard_normal(shape)
    ours, theirs = (hooked_call(m, lib, x) for m, lib in zip(twin(build), (yaten, torch)))
    assert ours[0] == theirs[0] or name in ("max_pool1d", "avg_pool1d", "conv1d_unbatched", "conv3d_unbatched")
    for our_grads, their_grads in zip(ours[1:3], theirs[1:3]):
        assert shapes(our_grads) == shapes(their_grads)
        for a, b in zip(our_grads, their_grads):
            if b is not None:
                np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(ours[3].numpy(), theirs[3].numpy(), rtol=1e-10, atol=1e-12)


def test_legacy_hook_grad_input_replacement_reaches_parameters_through_one_node():
    ours, theirs = twin(lambda nn: nn.Conv1d(2, 3, 3))
    for model, lib in ((ours, yaten), (theirs, torch)):
        model.register_backward_hook(lambda m, gin, gout: tuple(None if g is None else 2 * g for g in gin))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            model(lib.ones(1, 2, 5, dtype=lib.float64)).sum().backward()
    np.testing.assert_allclose(ours.weight.grad.numpy(), theirs.weight.grad.numpy(), rtol=1e-12)
    np.testing.assert_allclose(ours.bias.grad.numpy(), theirs.bias.grad.numpy(), rtol=1e-12)


def test_legacy_hook_on_a_pool_returning_indices_sees_the_output_gradient():
    seen = {}
    for lib in (yaten, torch):
        pool = lib.nn.MaxPool3d(2, return_indices=True)
        pool.register_backward_hook(lambda m, gin, gout, name=lib.__name__: seen.update({name: shapes(gout)}))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out, indices = pool(lib.ones(1, 2, 4, 4, 4, requires_grad=True))
        out.sum().backward()
        assert tuple(indices.shape) == (1, 2, 2, 2, 2)
    assert seen["yaten"][0] == seen["torch"][0] == (1, 2, 2, 2, 2)
