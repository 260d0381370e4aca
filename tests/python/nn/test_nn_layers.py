"""The layer modules against torch.nn: constructor arguments, parameter
names and shapes, reprs, and (with torch's weights copied in) outputs and
gradients. Layers whose functional op arrives with the nn ops branch are
skipped until yaten.nn.functional has it."""
import math
import warnings

import numpy as np
import pytest
import torch

import yaten
from yaten.nn import functional as F
from yaten.nn import init


def needs(*names):
    missing = [n for n in names if not hasattr(F, n)]
    return pytest.mark.skipif(bool(missing), reason=f"needs F.{', F.'.join(missing)}")


def floats(*shape):
    return lambda rng: rng.standard_normal(shape).astype(np.float32)


def labels(n, classes):
    return lambda rng: rng.integers(0, classes, n)


def probabilities(*shape):
    return lambda rng: rng.uniform(0.05, 0.95, shape).astype(np.float32)


# name -> (constructor over the library, input makers, functional ops it needs)
CASES = {
    "Linear": (lambda nn: nn.Linear(4, 3), [floats(5, 4)], []),
    "Linear no bias": (lambda nn: nn.Linear(4, 3, bias=False), [floats(2, 6, 4)], []),
    "Linear double": (lambda nn: nn.Linear(2, 2, dtype=torch_or_yaten(nn).float64), [lambda r: floats(3, 2)(r).astype(np.float64)], []),
    "Bilinear": (lambda nn: nn.Bilinear(3, 4, 2), [floats(5, 3), floats(5, 4)], ["bilinear"]),
    "Identity": (lambda nn: nn.Identity(3, unused=True), [floats(2, 3)], []),
    "Flatten": (lambda nn: nn.Flatten(), [floats(2, 3, 4)], []),
    "Flatten dims": (lambda nn: nn.Flatten(0, 1), [floats(2, 3, 4)], []),
    "ReLU": (lambda nn: nn.ReLU(), [floats(3, 4)], []),
    "Tanh": (lambda nn: nn.Tanh(), [floats(3, 4)], []),
    "Sigmoid": (lambda nn: nn.Sigmoid(), [floats(3, 4)], []),
    "Softmax": (lambda nn: nn.Softmax(dim=1), [floats(3, 4)], []),
    "Softmax dim0": (lambda nn: nn.Softmax(0), [floats(3, 4)], []),
    "LogSoftmax": (lambda nn: nn.LogSoftmax(dim=-1), [floats(3, 4)], []),
    "GELU": (lambda nn: nn.GELU(), [floats(3, 4)], ["gelu"]),
    "GELU tanh": (lambda nn: nn.GELU(approximate="tanh"), [floats(3, 4)], ["gelu"]),
    "SiLU": (lambda nn: nn.SiLU(), [floats(3, 4)], ["silu"]),
    "Conv1d": (lambda nn: nn.Conv1d(2, 4, 3, stride=2, padding=1), [floats(2, 2, 9)], ["conv1d"]),
    "Conv2d": (lambda nn: nn.Conv2d(3, 4, 3, padding=1), [floats(2, 3, 6, 5)], ["conv2d"]),
    "Conv2d groups": (lambda nn: nn.Conv2d(4, 6, (3, 2), stride=(2, 1), dilation=(1, 2), groups=2, bias=False),
                      [floats(2, 4, 7, 7)], ["conv2d"]),
    "MaxPool2d": (lambda nn: nn.MaxPool2d(2), [floats(2, 3, 6, 6)], ["max_pool2d"]),
    "MaxPool2d strided": (lambda nn: nn.MaxPool2d(3, stride=2, padding=1), [floats(1, 2, 7, 7)], ["max_pool2d"]),
    "AvgPool2d": (lambda nn: nn.AvgPool2d(2), [floats(2, 3, 6, 6)], ["avg_pool2d"]),
    "AvgPool2d padded": (lambda nn: nn.AvgPool2d(3, stride=2, padding=1, count_include_pad=False),
                         [floats(1, 2, 7, 7)], ["avg_pool2d"]),
    "AdaptiveAvgPool2d": (lambda nn: nn.AdaptiveAvgPool2d((2, 3)), [floats(2, 3, 7, 8)], ["adaptive_avg_pool2d"]),
    "BatchNorm1d": (lambda nn: nn.BatchNorm1d(3), [floats(6, 3)], ["batch_norm"]),
    "BatchNorm1d 3d": (lambda nn: nn.BatchNorm1d(3, momentum=None), [floats(4, 3, 5)], ["batch_norm"]),
    "BatchNorm2d": (lambda nn: nn.BatchNorm2d(3, eps=1e-3, momentum=0.3), [floats(2, 3, 4, 4)], ["batch_norm"]),
    "BatchNorm2d no affine": (lambda nn: nn.BatchNorm2d(2, affine=False), [floats(3, 2, 2, 2)], ["batch_norm"]),
    "LayerNorm": (lambda nn: nn.LayerNorm(4), [floats(3, 4)], ["layer_norm"]),
    "LayerNorm 2d": (lambda nn: nn.LayerNorm([3, 4], eps=1e-3), [floats(2, 3, 4)], ["layer_norm"]),
    "Embedding": (lambda nn: nn.Embedding(10, 3), [labels(7, 10)], ["embedding"]),
    "Embedding padding": (lambda nn: nn.Embedding(10, 3, padding_idx=-2), [labels(12, 10)], ["embedding"]),
    "MSELoss": (lambda nn: nn.MSELoss(), [floats(3, 4), floats(3, 4)], []),
    "MSELoss sum": (lambda nn: nn.MSELoss(reduction="sum"), [floats(3, 4), floats(3, 4)], []),
    "L1Loss": (lambda nn: nn.L1Loss(), [floats(3, 4), floats(3, 4)], ["l1_loss"]),
    "CrossEntropyLoss": (lambda nn: nn.CrossEntropyLoss(), [floats(6, 4), labels(6, 4)], []),
    "CrossEntropyLoss all": (lambda nn: nn.CrossEntropyLoss(weight=torch_or_yaten(nn).tensor([1.0, 2.0, 0.5, 1.0]),
                                                            ignore_index=1, label_smoothing=0.2),
                             [floats(8, 4), labels(8, 4)], []),
    "CrossEntropyLoss none": (lambda nn: nn.CrossEntropyLoss(reduction="none"), [floats(5, 3), labels(5, 3)], []),
    "NLLLoss": (lambda nn: nn.NLLLoss(), [floats(6, 4), labels(6, 4)], []),
    "NLLLoss weighted": (lambda nn: nn.NLLLoss(weight=torch_or_yaten(nn).tensor([0.5, 1.0, 2.0]), reduction="sum"),
                         [floats(6, 3), labels(6, 3)], []),
    "BCELoss": (lambda nn: nn.BCELoss(), [probabilities(3, 4), probabilities(3, 4)], ["binary_cross_entropy"]),
    "BCELoss weighted": (lambda nn: nn.BCELoss(weight=torch_or_yaten(nn).tensor([1.0, 2.0, 3.0, 4.0])),
                         [probabilities(3, 4), probabilities(3, 4)], ["binary_cross_entropy"]),
    "BCEWithLogitsLoss": (lambda nn: nn.BCEWithLogitsLoss(), [floats(3, 4), probabilities(3, 4)],
                          ["binary_cross_entropy_with_logits"]),
    "BCEWithLogitsLoss pos_weight": (lambda nn: nn.BCEWithLogitsLoss(pos_weight=torch_or_yaten(nn).tensor([1.0, 3.0])),
                                     [floats(3, 2), probabilities(3, 2)], ["binary_cross_entropy_with_logits"]),
    "Sequential": (lambda nn: nn.Sequential(nn.Linear(4, 5), nn.ReLU(), nn.Linear(5, 2), nn.LogSoftmax(dim=1)),
                   [floats(3, 4)], []),
}


def torch_or_yaten(nn):
    return torch if nn is torch.nn else yaten


def build_pair(make):
    torch.manual_seed(0)
    theirs = make(torch.nn)
    ours = make(yaten.nn)
    ours.load_state_dict({k: yaten.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
    return ours, theirs


@pytest.mark.parametrize("name", list(CASES))
def test_structure_matches_torch(name):
    """Names, shapes and dtypes of parameters and buffers, and the repr."""
    make, _, _ = CASES[name]
    ours, theirs = make(yaten.nn), make(torch.nn)
    assert repr(ours) == repr(theirs)
    assert [(n, tuple(p.shape)) for n, p in ours.named_parameters()] == \
        [(n, tuple(p.shape)) for n, p in theirs.named_parameters()]
    assert [(n, tuple(b.shape), repr(b.dtype).split(".")[-1]) for n, b in ours.named_buffers()] == \
        [(n, tuple(b.shape), repr(b.dtype).split(".")[-1]) for n, b in theirs.named_buffers()]
    assert all(type(p) is yaten.nn.Parameter and p.requires_grad for p in ours.parameters())


@pytest.mark.parametrize("name", list(CASES))
def test_forward_backward_match_torch(name, rng):
    make, makers, ops = CASES[name]
    missing = [op for op in ops if not hasattr(F, op)]
    if missing:
        pytest.skip(f"needs F.{', F.'.join(missing)}")
    ours, theirs = build_pair(make)
    arrays = [m(rng) for m in makers]
    ys = [yaten.tensor(a, requires_grad=a.dtype.kind == "f") for a in arrays]
    ts = [torch.tensor(a, requires_grad=a.dtype.kind == "f") for a in arrays]
    out, tout = ours(*ys), theirs(*ts)
    np.testing.assert_allclose(out.detach().numpy(), tout.detach().numpy(), rtol=1e-5, atol=1e-6)
    grad = rng.standard_normal(tuple(tout.shape)).astype(arrays[0].dtype if arrays[0].dtype.kind == "f" else np.float32)
    out.backward(yaten.tensor(grad))
    tout.backward(torch.tensor(grad))
    for y, t in zip(ys, ts):
        if t.grad is not None:
            np.testing.assert_allclose(y.grad.numpy(), t.grad.numpy(), rtol=1e-4, atol=1e-5)
    for (n, p), (_, tp) in zip(ours.named_parameters(), theirs.named_parameters()):
        np.testing.assert_allclose(p.grad.numpy(), tp.grad.numpy(), rtol=1e-4, atol=1e-5, err_msg=n)
    for (n, b), (_, tb) in zip(ours.named_buffers(), theirs.named_buffers()):
        np.testing.assert_allclose(b.numpy(), tb.numpy(), rtol=1e-5, atol=1e-6, err_msg=n)


@needs("batch_norm")
@pytest.mark.parametrize("momentum", [0.1, None])
def test_batchnorm_running_stats_and_eval(momentum, rng):
    ours, theirs = build_pair(lambda nn: nn.BatchNorm2d(3, momentum=momentum))
    for _ in range(3):
        x = rng.standard_normal((4, 3, 2, 2)).astype(np.float32) * 2 + 1
        ours(yaten.tensor(x))
        theirs(torch.tensor(x))
    for (n, b), (_, tb) in zip(ours.named_buffers(), theirs.named_buffers()):
        np.testing.assert_allclose(b.numpy(), tb.numpy(), rtol=1e-5, err_msg=n)
    assert int(ours.num_batches_tracked) == 3
    ours.eval()
    theirs.eval()
    x = rng.standard_normal((2, 3, 2, 2)).astype(np.float32)
    np.testing.assert_allclose(ours(yaten.tensor(x)).detach().numpy(), theirs(torch.tensor(x)).detach().numpy(),
                               rtol=1e-5, atol=1e-6)


def test_batchnorm_checks_input_dims():
    with pytest.raises(ValueError, match=r"expected 4D input \(got 2D input\)"):
        yaten.nn.BatchNorm2d(3)(yaten.ones(2, 3))
    with pytest.raises(ValueError, match=r"expected 2D or 3D input \(got 4D input\)"):
        yaten.nn.BatchNorm1d(3)(yaten.ones(2, 3, 1, 1))


@needs("dropout")
def test_dropout_statistics():
    drop = yaten.nn.Dropout(p=0.25)
    x = yaten.ones(200, 100)
    out = drop(x)
    kept = out != 0
    assert 0.70 < float(kept.float().mean()) < 0.80
    np.testing.assert_allclose(out.numpy()[kept.numpy()], 1 / 0.75, rtol=1e-6)
    drop.eval()
    np.testing.assert_array_equal(drop(x).numpy(), x.numpy())
    assert float(yaten.nn.Dropout(0.0)(x).sum()) == x.numel()


def test_dropout_arguments():
    assert repr(yaten.nn.Dropout(0.3, inplace=True)) == repr(torch.nn.Dropout(0.3, inplace=True))
    with pytest.raises(ValueError, match="dropout probability has to be between 0 and 1, but got 1.5"):
        yaten.nn.Dropout(1.5)


def test_embedding_padding_row_and_pretrained():
    emb = yaten.nn.Embedding(5, 3, padding_idx=2)
    assert emb.weight[2].tolist() == [0.0, 0.0, 0.0]
    assert emb.weight.requires_grad and emb.weight.is_leaf
    pretrained = yaten.nn.Embedding.from_pretrained(yaten.ones(4, 2))
    assert not pretrained.weight.requires_grad
    assert repr(pretrained) == repr(torch.nn.Embedding.from_pretrained(torch.ones(4, 2)))
    with pytest.raises(AssertionError, match="Padding_idx must be within num_embeddings"):
        yaten.nn.Embedding(5, 3, padding_idx=5)


def test_conv_argument_errors_match_torch():
    calls = [lambda nn: nn.Conv2d(3, 4, 3, groups=0), lambda nn: nn.Conv2d(3, 4, 3, groups=2),
             lambda nn: nn.Conv2d(4, 3, 3, groups=2), lambda nn: nn.Conv2d(1, 1, 3, padding="full"),
             lambda nn: nn.Conv2d(1, 1, 3, stride=2, padding="same")]
    for call in calls:
        with pytest.raises(ValueError) as ours:
            call(yaten.nn)
        with pytest.raises(ValueError) as theirs:
            call(torch.nn)
        assert str(ours.value) == str(theirs.value)
    # torch prints a set here, whose order changes between processes.
    with pytest.raises(ValueError, match=r"padding_mode must be one of \{.*\}, but got padding_mode='mirror'"):
        yaten.nn.Conv1d(1, 1, 3, padding_mode="mirror")
    assert repr(yaten.nn.Conv2d(1, 2, 3, padding="same")) == repr(torch.nn.Conv2d(1, 2, 3, padding="same"))


def test_softmax_without_dim_uses_torch_legacy_choice():
    x = np.random.default_rng(1).standard_normal((2, 3, 4)).astype(np.float32)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = yaten.nn.Softmax()(yaten.tensor(x))
    assert "Implicit dimension choice" in str(caught[0].message)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        expected = torch.nn.Softmax()(torch.tensor(x))
    np.testing.assert_allclose(out.numpy(), expected.numpy(), rtol=1e-6)


def test_legacy_loss_reduction_flags():
    with pytest.warns(UserWarning, match="reduction='sum'"):
        assert yaten.nn.MSELoss(size_average=False).reduction == "sum"
    with pytest.warns(UserWarning):
        assert yaten.nn.NLLLoss(reduce=False).reduction == "none"


def test_sequential_indexing_slicing_and_editing():
    def build(nn):
        return nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1), nn.Sigmoid())

    ours, theirs = build(yaten.nn), build(torch.nn)
    assert len(ours) == 4 and isinstance(ours[-1], yaten.nn.Sigmoid)
    assert repr(ours[1:3]) == repr(theirs[1:3]) and type(ours[1:3]) is yaten.nn.Sequential
    assert repr(ours[::2]) == repr(theirs[::2])
    for seq, nn in ((ours, yaten.nn), (theirs, torch.nn)):
        del seq[1]
        seq.append(nn.Linear(1, 1))
        seq.insert(0, nn.Tanh())
        seq[1] = nn.Identity()
        assert seq.pop(-1) is not None
    assert repr(ours) == repr(theirs)
    assert repr(ours + ours[:1]) == repr(theirs + theirs[:1])
    assert repr(ours[:1] * 2) == repr(theirs[:1] * 2)
    with pytest.raises(IndexError, match="index 9 is out of range"):
        ours[9]
    named = yaten.nn.Sequential(__import__("collections").OrderedDict(a=yaten.nn.ReLU(), b=yaten.nn.Tanh()))
    assert [n for n, _ in named.named_children()] == ["a", "b"] and isinstance(named.b, yaten.nn.Tanh)
    assert "0" not in dir(ours)


def test_modulelist_and_moduledict():
    def build(nn):
        layers = nn.ModuleList([nn.Linear(2, 2), nn.ReLU()])
        layers.append(nn.Tanh())
        layers.extend([nn.Sigmoid()])
        layers.insert(1, nn.Identity())
        del layers[0]
        layers[0] = nn.Linear(2, 3)
        d = nn.ModuleDict({"act": nn.ReLU()})
        d["lin"] = nn.Linear(1, 1)
        d.update([("x", nn.Tanh())])
        return layers, d

    (ours, od), (theirs, td) = build(yaten.nn), build(torch.nn)
    assert repr(ours) == repr(theirs) and repr(od) == repr(td)
    assert len(ours) == 4 and repr(ours[1:]) == repr(theirs[1:])
    assert list(od.keys()) == ["act", "lin", "x"] and "lin" in od and od.pop("x") is not None
    assert [n for n, _ in od.named_parameters()] == ["lin.weight", "lin.bias"]
    with pytest.raises(TypeError, match="ModuleList.extend should be called with an iterable, but got int"):
        ours.extend(3)
    with pytest.raises(ValueError, match="has length 1; 2 is required"):
        od.update([("only",)])


def test_module_to_device():
    lin = yaten.nn.Linear(1, 1)
    assert lin.to("cpu") is lin
    with pytest.raises(RuntimeError, match="only the cpu"):
        yaten.nn.Linear(1, 1, device="cuda")


# --- init ---------------------------------------------------------------------

def test_calculate_gain_and_fans_match_torch():
    for args in [("linear",), ("conv2d",), ("sigmoid",), ("tanh",), ("relu",), ("leaky_relu",), ("leaky_relu", 0.2),
                 ("selu",)]:
        assert init.calculate_gain(*args) == torch.nn.init.calculate_gain(*args)
    for shape in [(3, 4), (5, 2, 3, 3), (2, 7, 4)]:
        assert init._calculate_fan_in_and_fan_out(yaten.empty(*shape)) == \
            torch.nn.init._calculate_fan_in_and_fan_out(torch.empty(*shape))
    with pytest.raises(ValueError, match="fewer than 2 dimensions"):
        init._calculate_fan_in_and_fan_out(yaten.empty(3))
    with pytest.raises(ValueError, match="Unsupported nonlinearity softsign"):
        init.calculate_gain("softsign")
    with pytest.raises(ValueError, match="negative_slope True not a valid number"):
        init.calculate_gain("leaky_relu", True)
    with pytest.raises(ValueError, match=r"Mode fan_mid not supported, please use one of \['fan_in', 'fan_out'\]"):
        init.kaiming_uniform_(yaten.empty(3, 3), mode="fan_mid")


@pytest.mark.parametrize("fill, bound", [
    (lambda t: init.uniform_(t, -0.3, 0.2), (-0.3, 0.2)),
    (lambda t: init.xavier_uniform_(t, gain=2.0), (-2 * math.sqrt(6 / (200 + 300)),) * 2),
    (lambda t: init.kaiming_uniform_(t, a=math.sqrt(5)), (-1 / math.sqrt(300),) * 2),
    (lambda t: init.kaiming_uniform_(t, mode="fan_out", nonlinearity="relu"), (-math.sqrt(6 / 200),) * 2),
])
def test_uniform_inits_fill_their_range(fill, bound):
    t = yaten.nn.Parameter(yaten.empty(200, 300))
    assert fill(t) is t and t.is_leaf and t.requires_grad
    low, high = bound if bound[0] != bound[1] else (bound[0], -bound[0])
    values = t.detach().numpy()
    assert values.min() >= low and values.max() < high
    assert values.min() < low + 0.01 * (high - low) and values.max() > high - 0.01 * (high - low)


@pytest.mark.parametrize("fill, mean, std", [
    (lambda t: init.normal_(t, 0.5, 2.0), 0.5, 2.0),
    (lambda t: init.xavier_normal_(t), 0.0, math.sqrt(2 / 500)),
    (lambda t: init.kaiming_normal_(t, nonlinearity="relu"), 0.0, math.sqrt(2 / 300)),
])
def test_normal_inits_have_their_moments(fill, mean, std):
    t = yaten.nn.Parameter(yaten.empty(200, 300))
    fill(t)
    values = t.detach().numpy()
    assert abs(values.mean() - mean) < 0.05 * std + 1e-3
    assert abs(values.std() / std - 1) < 0.03


def test_constant_inits():
    t = yaten.nn.Parameter(yaten.empty(2, 3))
    assert init.constant_(t, 0.5).tolist() == [[0.5] * 3] * 2
    assert init.ones_(t).tolist() == [[1.0] * 3] * 2
    assert init.zeros_(t).tolist() == [[0.0] * 3] * 2
    assert t.grad_fn is None
    with pytest.warns(UserWarning, match="zero-element"):
        init.kaiming_uniform_(yaten.empty(0, 3))


def test_default_inits_have_torch_bounds():
    lin = yaten.nn.Linear(400, 10)
    bound = 1 / math.sqrt(400)
    assert float(lin.weight.abs().max()) <= bound and float(lin.bias.abs().max()) <= bound
    assert float(lin.weight.abs().max()) > 0.9 * bound
    conv = yaten.nn.Conv2d(4, 8, 3)
    assert float(conv.weight.abs().max()) <= 1 / math.sqrt(36)
    emb = yaten.nn.Embedding(100, 50)
    assert abs(float(emb.weight.detach().std()) - 1) < 0.05


def test_manual_seed_makes_modules_reproducible():
    yaten.manual_seed(3)
    a = yaten.nn.Linear(5, 5).weight.detach().numpy()
    yaten.manual_seed(3)
    b = yaten.nn.Linear(5, 5).weight.detach().numpy()
    np.testing.assert_array_equal(a, b)


def test_unflatten_refuses_sizes_that_do_not_multiply_up_as_torch():
    messages = []
    for lib in (yaten, torch):
        with pytest.raises(RuntimeError) as error:
            lib.nn.Unflatten(1, (2, 3))(lib.ones(2, 5))
        messages.append(str(error.value))
    assert messages[0] == messages[1]
    assert tuple(yaten.nn.Unflatten(1, (2, -1))(yaten.ones(2, 6)).shape) == (2, 2, 3)
