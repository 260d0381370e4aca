"""AdaptiveLogSoftmaxWithLoss against torch: parameter names and shapes,
output, loss and every gradient for batched and 0-D targets, log_prob,
predict (rows in the shortlist, in the tails, and mixed), and torch's
errors."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def twins(*args, **kwargs):
    ours = yaten.nn.AdaptiveLogSoftmaxWithLoss(*args, **kwargs).double()
    theirs = torch.nn.AdaptiveLogSoftmaxWithLoss(*args, **kwargs).double()
    theirs.load_state_dict({k: torch.tensor(v.detach().numpy()) for k, v in ours.state_dict().items()})
    return ours, theirs


def test_outputs_loss_and_gradients_as_torch(rng):
    ours, theirs = twins(8, 20, [4, 10, 15], div_value=2.0, head_bias=True)
    assert [(k, tuple(v.shape)) for k, v in ours.state_dict().items()] == \
           [(k, tuple(v.shape)) for k, v in theirs.state_dict().items()]
    x, target = rng.standard_normal((12, 8)), np.array([0, 19, 5, 12, 3, 16, 9, 11, 4, 15, 2, 10])
    results = []
    for lib, model in ((yaten, ours), (torch, theirs)):
        inp = lib.tensor(x, requires_grad=True)
        out, loss = model(inp, lib.tensor(target))
        (loss + out.sum()).backward()
        results.append([out.detach().numpy(), loss.detach().numpy(), inp.grad.numpy()] +
                       [np.zeros(0) if p.grad is None else p.grad.numpy() for p in model.parameters()] +
                       [model.log_prob(lib.tensor(x)).detach().numpy()])
    for mine, its in zip(*results):
        np.testing.assert_allclose(mine, its, rtol=1e-10, atol=1e-12)


def test_unbatched_target_and_predict_as_torch(rng):
    ours, theirs = twins(6, 10, [3, 6])
    x = rng.standard_normal((20, 6)) * 3
    results = []
    for lib, model in ((yaten, ours), (torch, theirs)):
        out, loss = model(lib.tensor(x[0]), lib.tensor(7))
        head = model.head(lib.tensor(x)).argmax(1).numpy()
        rows = {"tail": x[head >= 3], "short": x[head < 3], "mixed": x}
        results.append((float(out), float(loss), tuple(out.shape),
                        {k: model.predict(lib.tensor(v)).tolist() for k, v in rows.items() if len(v)}))
    assert results[0][2] == results[1][2] and results[0][3] == results[1][3]
    np.testing.assert_allclose(results[0][:2], results[1][:2], rtol=1e-12)


def test_errors_as_torch():
    def errors(lib):
        model = lib.nn.AdaptiveLogSoftmaxWithLoss(4, 10, [3, 6])
        calls = [lambda: lib.nn.AdaptiveLogSoftmaxWithLoss(4, 10, [6, 3]),
                 lambda: lib.nn.AdaptiveLogSoftmaxWithLoss(4, 10, [3, 10]),
                 lambda: model(lib.ones(3, 4), lib.tensor([1, 2])),
                 lambda: model(lib.ones(2, 4), lib.tensor([[1, 2]])),
                 lambda: model(lib.ones(2, 4), lib.tensor([1, 10]))]
        found = []
        for call in calls:
            with pytest.raises(Exception) as info:
                call()
            found.append((type(info.value).__name__, str(info.value)))
        return found

    assert errors(yaten) == errors(torch)
