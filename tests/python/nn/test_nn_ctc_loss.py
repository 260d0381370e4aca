"""F.ctc_loss and nn.CTCLoss against torch: values and gradients for every
reduction, padded and concatenated targets, list and tensor lengths,
unbatched input, zero_infinity, float32; the gradient against finite
differences through log_softmax (torch's form) and the forward-mode
derivative; torch's errors."""
import numpy as np
import pytest

import yaten
import yaten.nn as nn
import yaten.nn.functional as F
from yaten.autograd import forward_ad

torch = pytest.importorskip("torch")
TF = torch.nn.functional

T, N, C, S = 8, 3, 5, 3
INPUT_LENGTHS, TARGET_LENGTHS = [8, 6, 5], [3, 2, 0]


@pytest.fixture
def data():
    rng = np.random.default_rng(19)
    return rng.standard_normal((T, N, C)), rng.integers(1, C, (N, S))


def run_both(logits, targets, input_lengths, target_lengths, dtype="float64", **kw):
    """ctc_loss over log_softmax(logits) in both libraries; (ours, theirs, our logits, their logits)."""
    y = yaten.tensor(logits.astype(dtype), requires_grad=True)
    t = torch.tensor(logits.astype(dtype), requires_grad=True)
    as_y = (lambda v: yaten.tensor(v)) if not isinstance(input_lengths, list) else (lambda v: v)
    as_t = (lambda v: torch.tensor(v)) if not isinstance(input_lengths, list) else (lambda v: v)
    ours = F.ctc_loss(y.log_softmax(-1), yaten.tensor(targets), as_y(input_lengths), as_y(target_lengths), **kw)
    theirs = TF.ctc_loss(t.log_softmax(-1), torch.tensor(targets), as_t(input_lengths), as_t(target_lengths), **kw)
    return ours, theirs, y, t


def assert_same(ours, theirs, y, t, tol=1e-10):
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=tol, atol=tol)
    g = np.random.default_rng(0).uniform(0.5, 1.5, tuple(theirs.shape))
    ours.backward(yaten.tensor(g.astype(theirs.detach().numpy().dtype)))
    theirs.backward(torch.tensor(g.astype(theirs.detach().numpy().dtype)))
    np.testing.assert_allclose(y.grad.numpy(), t.grad.numpy(), rtol=tol, atol=tol)


@pytest.mark.parametrize("reduction", ["none", "sum", "mean"])
@pytest.mark.parametrize("zero_infinity", [False, True])
def test_padded_targets_match_torch(data, reduction, zero_infinity):
    logits, targets = data
    assert_same(*run_both(logits, targets, INPUT_LENGTHS, TARGET_LENGTHS, reduction=reduction,
                          zero_infinity=zero_infinity))


@pytest.mark.parametrize("reduction", ["none", "mean"])
def test_concatenated_targets_and_tensor_lengths_match_torch(data, reduction):
    logits, targets = data
    concatenated = np.concatenate([targets[b, :n] for b, n in enumerate(TARGET_LENGTHS)])
    assert_same(*run_both(logits, concatenated, np.array(INPUT_LENGTHS), np.array(TARGET_LENGTHS),
                          reduction=reduction))


def test_repeated_labels_and_another_blank_match_torch(data):
    logits, _ = data
    targets = np.array([[1, 1, 3], [3, 3, 3], [0, 0, 4]])
    assert_same(*run_both(logits, targets, [8, 8, 7], [3, 3, 2], blank=2, reduction="none"))


def test_impossible_alignment_is_inf_or_zeroed(data):
    logits, targets = data
    ours, theirs, y, t = run_both(logits, targets, [2, 6, 5], TARGET_LENGTHS, reduction="none")
    assert np.isinf(ours.detach().numpy()[0]) and np.isinf(theirs.detach().numpy()[0])
    assert_same(*run_both(logits, targets, [2, 6, 5], TARGET_LENGTHS, reduction="sum", zero_infinity=True))


def test_unbatched_matches_torch(data):
    logits, targets = data
    assert_same(*run_both(logits[:, 0], targets[0], np.array(7), np.array(3), reduction="none"))
    assert_same(*run_both(logits[:, 1], targets[1, :2], [6], [2]))


def test_float32_matches_torch(data):
    logits, targets = data
    assert_same(*run_both(logits, targets, INPUT_LENGTHS, TARGET_LENGTHS, dtype="float32"), tol=1e-5)


def test_module_matches_functional(data):
    logits, targets = data
    loss = nn.CTCLoss(blank=0, reduction="sum", zero_infinity=True)
    assert repr(loss) == repr(torch.nn.CTCLoss(reduction="sum", zero_infinity=True))
    ours = loss(yaten.tensor(logits).log_softmax(2), yaten.tensor(targets), INPUT_LENGTHS, TARGET_LENGTHS)
    theirs = torch.nn.CTCLoss(reduction="sum", zero_infinity=True)(
        torch.tensor(logits).log_softmax(2), torch.tensor(targets), INPUT_LENGTHS, TARGET_LENGTHS)
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-12)


def test_gradient_through_log_softmax_matches_finite_differences(data):
    logits, targets = data
    x = yaten.tensor(logits, requires_grad=True)

    def loss_of(v):
        return F.ctc_loss(v.log_softmax(2), yaten.tensor(targets), INPUT_LENGTHS, TARGET_LENGTHS, reduction="sum")

    assert yaten.autograd.gradcheck(loss_of, (x,))


def test_forward_mode_matches_finite_differences(data):
    logits, targets = data
    lp = np.log(np.exp(logits) / np.exp(logits).sum(-1, keepdims=True))
    tangent = np.random.default_rng(1).standard_normal(lp.shape)

    def loss(v):
        return F.ctc_loss(yaten.tensor(v), yaten.tensor(targets), INPUT_LENGTHS, TARGET_LENGTHS,
                          reduction="none").numpy()

    with forward_ad.dual_level():
        dual = forward_ad.make_dual(yaten.tensor(lp), yaten.tensor(tangent))
        out = F.ctc_loss(dual, yaten.tensor(targets), INPUT_LENGTHS, TARGET_LENGTHS, reduction="none")
        jvp = forward_ad.unpack_dual(out).tangent.numpy()
    eps = 1e-6
    np.testing.assert_allclose(jvp, (loss(lp + eps * tangent) - loss(lp - eps * tangent)) / (2 * eps), rtol=1e-6,
                               atol=1e-8)


@pytest.mark.parametrize("change, error", [
    ({"input_lengths": [9, 6, 5]}, RuntimeError),
    ({"input_lengths": [8, 6]}, RuntimeError),
    ({"input_lengths": [-1, 6, 5]}, RuntimeError),
    ({"target_lengths": [4, 2, 0]}, RuntimeError),
    ({"blank": 5}, RuntimeError),
    ({"blank": -1}, RuntimeError),
    ({"reduction": "average"}, ValueError),
    ({"targets": np.array([1, 2, 3, 4])}, RuntimeError),
    ({"targets": np.array([[1, 7, 2], [1, 1, 1], [2, 2, 2]])}, IndexError),
])
def test_bad_input_raises(data, change, error):
    logits, targets = data
    args = {"targets": targets, "input_lengths": INPUT_LENGTHS, "target_lengths": TARGET_LENGTHS}
    args.update(change)
    kw = {k: v for k, v in args.items() if k not in ("targets", "input_lengths", "target_lengths")}
    with pytest.raises(error):
        F.ctc_loss(yaten.tensor(logits).log_softmax(2), yaten.tensor(args["targets"]), args["input_lengths"],
                   args["target_lengths"], **kw)


def test_integer_log_probs_are_refused_as_torch(data):
    _, targets = data
    with pytest.raises(RuntimeError):
        TF.ctc_loss(torch.zeros(T, N, C, dtype=torch.int64), torch.tensor(targets), INPUT_LENGTHS, TARGET_LENGTHS)
    with pytest.raises(RuntimeError):
        F.ctc_loss(yaten.zeros(T, N, C, dtype=yaten.int64), yaten.tensor(targets), INPUT_LENGTHS, TARGET_LENGTHS)
