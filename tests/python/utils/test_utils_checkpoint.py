"""yaten.utils.checkpoint: gradients equal the plain run's and torch's,
random draws repeat in the recomputation, and the forward keeps no graph."""
import numpy as np
import pytest
import torch
import torch.utils.checkpoint

import yaten
from yaten.utils.checkpoint import checkpoint, checkpoint_sequential


def block(lib):
    def run(x, w, scale):
        return (x.mm(w).tanh() * scale).mm(w), x.sum()
    return run


@pytest.mark.parametrize("use_reentrant", [True, False])
def test_gradients_match_torch(use_reentrant, rng):
    x0, w0 = rng.standard_normal((4, 3)), rng.standard_normal((3, 3))
    grads = {}
    for lib, ckpt in ((yaten, checkpoint), (torch, torch.utils.checkpoint.checkpoint)):
        x, w = lib.tensor(x0, requires_grad=True), lib.tensor(w0, requires_grad=True)
        out, total = ckpt(block(lib), x, w, 0.5, use_reentrant=use_reentrant)
        (out.pow(2).sum() + total).backward()
        grads[lib.__name__] = (x.grad.numpy(), w.grad.numpy())
    for a, b in zip(grads["yaten"], grads["torch"]):
        np.testing.assert_allclose(a, b, rtol=1e-12)


def test_forward_keeps_no_intermediate_graph():
    x = yaten.ones(2, 2, requires_grad=True)
    seen = []

    def record(a):
        seen.append(yaten.is_grad_enabled())
        return a * 2
    out = checkpoint(record, x)
    assert seen == [False] and out.requires_grad
    out.sum().backward()
    assert seen == [False, True] and x.grad.tolist() == [[2.0, 2.0], [2.0, 2.0]]


def recording_dropout(outputs):
    """dropout(p=0.5) that appends each result to outputs (the forward's, then the recomputation's)."""
    def drop(a):
        out = yaten.nn.functional.dropout(a, p=0.5, training=True)
        outputs.append(out.detach())
        return out
    return drop


def test_dropout_mask_is_the_same_in_the_recomputation():
    yaten.manual_seed(3)
    x = yaten.ones(50, 20, requires_grad=True)
    outputs = []
    checkpoint(recording_dropout(outputs), x).sum().backward()
    kept = (outputs[0] != 0).to(yaten.float32)
    assert (outputs[0] - outputs[1]).abs().max().item() == 0
    np.testing.assert_allclose(x.grad.numpy(), (kept * 2).numpy())


def test_draws_after_a_checkpoint_are_those_of_a_plain_run():
    # The generator's state is restored around the re-run, as torch's is.
    def run(checkpointed):
        yaten.manual_seed(4)
        x = yaten.ones(10, 10, requires_grad=True)
        f = recording_dropout([])
        (checkpoint(f, x) if checkpointed else f(x)).sum().backward()
        return yaten.rand(5)
    assert (run(True) == run(False)).all()


def test_without_preserve_rng_state_the_draws_differ():
    x = yaten.ones(50, 20, requires_grad=True)
    outputs = []
    checkpoint(recording_dropout(outputs), x, preserve_rng_state=False).sum().backward()
    assert (outputs[0] - outputs[1]).abs().max().item() > 0


def test_reentrant_rejects_extra_keywords_and_warns_without_grad_inputs():
    with pytest.raises(ValueError, match="Unexpected keyword arguments"):
        checkpoint(lambda a: a, yaten.ones(1, requires_grad=True), bogus=1)
    with pytest.warns(UserWarning, match="None of the inputs have requires_grad=True"):
        checkpoint(lambda a: a * 2, yaten.ones(1))


def test_checkpoint_sequential_matches_plain_run(rng):
    model = yaten.nn.Sequential(yaten.nn.Linear(4, 8), yaten.nn.Tanh(), yaten.nn.Linear(8, 8), yaten.nn.Tanh(),
                                yaten.nn.Linear(8, 2))
    x = yaten.tensor(rng.standard_normal((3, 4)).astype(np.float32), requires_grad=True)
    checkpoint_sequential(model, 2, x).pow(2).sum().backward()
    grads = [p.grad.numpy().copy() for p in model.parameters()] + [x.grad.numpy().copy()]
    model.zero_grad()
    x.grad = None
    model(x).pow(2).sum().backward()
    for a, b in zip(grads, [p.grad.numpy() for p in model.parameters()] + [x.grad.numpy()]):
        np.testing.assert_allclose(a, b, rtol=1e-6)


@pytest.mark.parametrize("input_requires_grad", [False, True])
@pytest.mark.parametrize("as_closure", [False, True])
def test_non_reentrant_reaches_parameters_the_function_reads_as_torch(input_requires_grad, as_closure, rng):
    # torch's non-reentrant checkpoint differentiates the parameters of a
    # module (or a closure's) even when no argument needs grad; each once.
    x0 = rng.standard_normal((4, 3))
    grads = {}
    for lib, ckpt in ((yaten, checkpoint), (torch, torch.utils.checkpoint.checkpoint)):
        lib.manual_seed(0)
        lin = lib.nn.Linear(3, 2).double()
        if lib is torch:
            with torch.no_grad():
                lin.weight.copy_(torch.tensor(grads["yaten_w"])), lin.bias.copy_(torch.tensor(grads["yaten_b"]))
        else:
            grads["yaten_w"], grads["yaten_b"] = lin.weight.detach().numpy().copy(), lin.bias.detach().numpy().copy()
        x = lib.tensor(x0, requires_grad=input_requires_grad)
        function = (lambda a: lin(a).tanh()) if as_closure else lin
        ckpt(function, x, use_reentrant=False).pow(2).sum().backward()
        grads[lib.__name__] = (lin.weight.grad.numpy(), lin.bias.grad.numpy())
    for a, b in zip(grads["yaten"], grads["torch"]):
        np.testing.assert_allclose(a, b, rtol=1e-12)
