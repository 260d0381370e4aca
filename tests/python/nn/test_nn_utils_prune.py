"""nn.utils.prune against torch: the _orig/_mask names in state_dict and
parameters, the masks of the deterministic methods (L1, Ln-structured,
custom, global), iterative pruning through PruningContainer, remove,
is_pruned, the random methods' counts, and torch's errors."""
import importlib

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")
importlib.import_module("torch.nn.utils.prune")  # torch imports it lazily


def masks(module, *names):
    return [getattr(module, name + "_mask").tolist() for name in names]


def on_both(body):
    ours, theirs = body(yaten), body(torch)
    assert ours == theirs
    return ours


def linear_with(lib, weight):
    m = lib.nn.Linear(weight.shape[1], weight.shape[0]).double()
    with lib.no_grad():
        m.weight.copy_(lib.tensor(weight))
        m.bias.zero_()
    return m


def test_iterative_pruning_names_masks_and_removal(rng):
    w, x = rng.standard_normal((4, 3)), rng.standard_normal((2, 3))

    def body(lib):
        prune = lib.nn.utils.prune
        m = linear_with(lib, w)
        prune.l1_unstructured(m, "weight", amount=0.3)
        seen = [list(m.state_dict()), [n for n, _ in m.named_parameters()], [n for n, _ in m.named_buffers()],
                masks(m, "weight")]
        prune.ln_structured(m, "weight", amount=1, n=2, dim=0)
        hook = next(iter(m._forward_pre_hooks.values()))
        seen += [masks(m, "weight"), type(hook).__name__, len(hook)]
        prune.l1_unstructured(m, "weight", amount=2)
        out = m(lib.tensor(x))
        out.sum().backward()
        seen += [masks(m, "weight"), np.round(out.detach().numpy(), 9).tolist(), m.weight_orig.grad.tolist(),
                 prune.is_pruned(m)]
        prune.remove(m, "weight")
        return seen + [list(m.state_dict()), m.weight.tolist(), prune.is_pruned(m)]

    on_both(body)


def test_global_custom_and_importance_scores(rng):
    a, b = rng.standard_normal((2, 3)), rng.standard_normal((2, 2))

    def body(lib):
        prune = lib.nn.utils.prune
        first, second = linear_with(lib, a), linear_with(lib, b)
        prune.global_unstructured([(first, "weight"), (second, "weight")], pruning_method=prune.L1Unstructured,
                                  amount=4)
        prune.custom_from_mask(first, "bias", lib.tensor([1.0, 0.0]))
        scored = lib.nn.Linear(3, 2)
        prune.l1_unstructured(scored, "weight", amount=0.5, importance_scores=lib.arange(6.0).reshape(2, 3))
        prune.identity(second, "bias")
        return (masks(first, "weight", "bias"), masks(second, "weight", "bias"), masks(scored, "weight"),
                prune.L1Unstructured(amount=1).prune(lib.tensor([3.0, -1.0, 2.0])).tolist())

    on_both(body)


def test_random_methods_prune_the_requested_counts():
    prune = yaten.nn.utils.prune
    conv = yaten.nn.Conv2d(2, 4, 2)
    prune.random_structured(conv, "weight", amount=0.5, dim=0)
    assert int((conv.weight_mask.sum(dim=(1, 2, 3)) == 0).sum()) == 2
    prune.random_unstructured(conv, "bias", amount=3)
    assert int((conv.bias_mask == 0).sum()) == 3
    assert (conv.bias == conv.bias_orig * conv.bias_mask).all()


def test_prune_errors_as_torch():
    def body(lib):
        prune, nn = lib.nn.utils.prune, lib.nn
        errors = []
        for call in (lambda: prune.l1_unstructured(nn.Linear(2, 2), "weight", amount=-1),
                     lambda: prune.l1_unstructured(nn.Linear(2, 2), "weight", amount=1.5),
                     lambda: prune.l1_unstructured(nn.Linear(2, 2), "weight", amount="a"),
                     lambda: prune.ln_structured(nn.Linear(2, 2), "bias", amount=1, n=2, dim=0),
                     lambda: prune.l1_unstructured(nn.Linear(2, 2), "weight", amount=10),
                     lambda: prune.remove(nn.Linear(2, 2), "weight"),
                     lambda: prune.global_unstructured([(nn.Linear(2, 2), "weight")], prune.LnStructured, amount=1,
                                                       n=2, dim=0)):
            with pytest.raises(Exception) as info:
                call()
            errors.append((type(info.value).__name__, str(info.value)[:40]))
        m = nn.Linear(2, 2)
        with pytest.raises(ValueError):  # a failed pruning leaves the module as it was
            prune.l1_unstructured(m, "weight", amount=10)
        return errors, list(m.state_dict())

    on_both(body)
