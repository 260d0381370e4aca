"""The losses of nn.functional and their modules against torch: values and
gradients for every reduction (and the legacy size_average / reduce),
module repr and state_dict, and torch's errors for bad input."""
import warnings

import numpy as np
import pytest

import yaten
import yaten.nn as nn
import yaten.nn.functional as F

from test_nn_functional import check_against_torch, pair, same_error

torch = pytest.importorskip("torch")
TF, TNN = torch.nn.functional, torch.nn


def signs(rng, *shape):
    return rng.choice([-1.0, 1.0], shape)


def inputs(name, rng):
    """(float arrays that get a gradient, other arguments) of one loss call."""
    x = rng.standard_normal((4, 5))
    if name in ("smooth_l1_loss", "huber_loss", "soft_margin_loss"):
        return [x, rng.standard_normal((4, 5)) if name != "soft_margin_loss" else signs(rng, 4, 5)], []
    if name == "kl_div":
        return [np.log(rng.dirichlet(np.ones(5), 4)), rng.dirichlet(np.ones(5), 4)], []
    if name == "poisson_nll_loss":
        return [x, rng.poisson(2.0, (4, 5)).astype(float)], []
    if name == "gaussian_nll_loss":
        return [x, rng.standard_normal((4, 5)), rng.uniform(0.2, 2, (4, 5))], []
    if name == "multilabel_soft_margin_loss":
        return [x, rng.integers(0, 2, (4, 5)).astype(float)], []
    if name == "hinge_embedding_loss":
        return [x, signs(rng, 4, 5)], []
    if name in ("margin_ranking_loss",):
        return [rng.standard_normal(6), rng.standard_normal(6), signs(rng, 6)], []
    if name == "cosine_embedding_loss":
        return [x, rng.standard_normal((4, 5)), signs(rng, 4)], []
    if name == "multi_margin_loss":
        return [x], [rng.integers(0, 5, 4)]
    if name == "multilabel_margin_loss":
        return [x], [np.array([[3, 0, -1, 1, 2], [1, 2, 3, 4, 0], [-1, 1, 1, 1, 1], [4, -1, 0, 0, 0]])]
    if name == "triplet_margin_loss":
        return [x, rng.standard_normal((4, 5)), rng.standard_normal((4, 5))], []
    raise KeyError(name)


LOSSES = ["smooth_l1_loss", "huber_loss", "kl_div", "poisson_nll_loss", "gaussian_nll_loss", "soft_margin_loss",
          "multilabel_soft_margin_loss", "hinge_embedding_loss", "margin_ranking_loss", "cosine_embedding_loss",
          "multi_margin_loss", "multilabel_margin_loss", "triplet_margin_loss"]


def call_both(name, rng, **kwargs):
    floats, others = inputs(name, rng)
    # torch gives soft_margin_loss's target no gradient (and refuses one that asks).
    ys, ts = zip(*(pair(a, grad=i == 0 or name != "soft_margin_loss") for i, a in enumerate(floats)))
    extra_y = [yaten.tensor(o) for o in others]
    extra_t = [torch.from_numpy(o) for o in others]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return (getattr(F, name)(*ys[:1], *extra_y, *ys[1:], **kwargs) if others else getattr(F, name)(*ys, **kwargs),
                getattr(TF, name)(*ts[:1], *extra_t, *ts[1:], **kwargs) if others else getattr(TF, name)(*ts, **kwargs),
                ys, ts)


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize("name", LOSSES)
def test_functional_matches_torch(name, reduction, rng):
    ours, theirs, ys, ts = call_both(name, rng, reduction=reduction)
    assert tuple(ours.shape) == tuple(theirs.shape)
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-10, atol=1e-12)
    g = np.random.default_rng(3).uniform(-1, 1, tuple(theirs.shape))
    ours.backward(yaten.tensor(g))
    theirs.backward(torch.from_numpy(g))
    for y, t in zip(ys, ts):
        if t.grad is not None:
            np.testing.assert_allclose(y.grad.numpy(), t.grad.numpy(), rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("name", [n for n in LOSSES if n not in ("huber_loss", "gaussian_nll_loss")])
@pytest.mark.parametrize("size_average,reduce", [(False, None), (None, False), (True, True)])
def test_legacy_size_average_and_reduce(name, size_average, reduce, rng):
    ours, theirs, _, _ = call_both(name, rng, size_average=size_average, reduce=reduce)
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("kwargs", [dict(beta=0.3), dict(beta=0.0), dict(beta=3.0)])
def test_smooth_l1_beta(kwargs, rng):
    check_against_torch(lambda a, b: F.smooth_l1_loss(a, b, **kwargs), lambda a, b: TF.smooth_l1_loss(a, b, **kwargs),
                        [rng.standard_normal(7) * 2, rng.standard_normal(7)])


def test_huber_delta(rng):
    check_against_torch(lambda a, b: F.huber_loss(a, b, delta=0.4), lambda a, b: TF.huber_loss(a, b, delta=0.4),
                        [rng.standard_normal(7) * 2, rng.standard_normal(7)])


@pytest.mark.parametrize("name,kwargs", [("smooth_l1_loss", dict(beta=0.5)), ("huber_loss", dict(delta=0.5))])
def test_smooth_l1_and_huber_one_pass_kernels_match_torch(name, kwargs, rng):
    # Long rows (the vector loop) with the edges +-beta, a NaN and an inf, float32 and reduction none.
    a = rng.standard_normal(1000).astype(np.float32)
    b = rng.standard_normal(1000).astype(np.float32)
    a[:6] = b[:6] + np.array([0.5, -0.5, np.nan, np.inf, -np.inf, 0.0], dtype=np.float32)
    x, t = yaten.tensor(a, requires_grad=True), torch.from_numpy(a.copy()).requires_grad_(True)
    ours = getattr(F, name)(x, yaten.tensor(b), reduction="none", **kwargs)
    theirs = getattr(TF, name)(t, torch.from_numpy(b), reduction="none", **kwargs)
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-6, atol=1e-7)
    g = rng.standard_normal(1000).astype(np.float32)
    ours.backward(yaten.tensor(g))
    theirs.backward(torch.from_numpy(g))
    np.testing.assert_allclose(x.grad.numpy(), t.grad.numpy(), rtol=1e-6, atol=1e-7)


@pytest.mark.parametrize("name", ["smooth_l1_loss", "huber_loss"])
def test_smooth_l1_and_huber_refuse_integers_as_torch(name):
    err = same_error(lambda: getattr(F, name)(yaten.ones(3, dtype=yaten.int64), yaten.ones(3, dtype=yaten.int64)),
                     lambda: getattr(TF, name)(torch.ones(3, dtype=torch.int64), torch.ones(3, dtype=torch.int64)))
    assert "not implemented for 'Long'" in str(err)


@pytest.mark.parametrize("reduction", ["batchmean", "mean", "sum"])
@pytest.mark.parametrize("log_target", [False, True])
def test_kl_div_batchmean_and_log_target(reduction, log_target, rng):
    p = np.log(rng.dirichlet(np.ones(6), 3))
    q = rng.dirichlet(np.ones(6), 3)
    q[0, 0] = 0.0  # xlogy: 0 * log 0 counts as 0
    target = np.log(q + 1e-3) if log_target else q
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_against_torch(lambda a, b: F.kl_div(a, b, reduction=reduction, log_target=log_target),
                            lambda a, b: TF.kl_div(a, b, reduction=reduction, log_target=log_target), [p, target])


def test_kl_div_mean_warns_as_torch():
    with pytest.warns(UserWarning, match="batchmean"):
        F.kl_div(yaten.zeros(2, 3), yaten.ones(2, 3) / 3)


@pytest.mark.parametrize("kwargs", [dict(log_input=False), dict(full=True), dict(log_input=False, full=True, eps=0.1)])
def test_poisson_nll_options(kwargs, rng):
    rate = rng.uniform(0.1, 3, (3, 4))
    check_against_torch(lambda a, b: F.poisson_nll_loss(a, b, **kwargs), lambda a, b: TF.poisson_nll_loss(a, b, **kwargs),
                        [rate if not kwargs.get("log_input", True) else np.log(rate), rng.poisson(2, (3, 4)) * 1.0])


@pytest.mark.parametrize("var_shape", [(4, 3), (4,), (4, 1)])
def test_gaussian_nll_variance_shapes_and_clamp(var_shape, rng):
    var = rng.uniform(0.5, 2, var_shape)
    var.flat[0] = 1e-9  # clamped at eps in value, the gradient passing through
    check_against_torch(lambda a, b, v: F.gaussian_nll_loss(a, b, v, full=True),
                        lambda a, b, v: TF.gaussian_nll_loss(a, b, v, full=True),
                        [rng.standard_normal((4, 3)), rng.standard_normal((4, 3)), var])


@pytest.mark.parametrize("p,margin,weighted", [(1, 1.0, False), (2, 0.5, True), (1, 2.0, True)])
def test_multi_margin_options(p, margin, weighted, rng):
    target = rng.integers(0, 4, 5)
    w = rng.uniform(0.5, 2, 4)
    y_w, t_w = (yaten.tensor(w), torch.from_numpy(w)) if weighted else (None, None)
    check_against_torch(lambda a: F.multi_margin_loss(a, yaten.tensor(target), p, margin, y_w),
                        lambda a: TF.multi_margin_loss(a, torch.from_numpy(target), p, margin, t_w),
                        [rng.standard_normal((5, 4))])


def test_multilabel_margin_on_a_single_sample(rng):
    target = np.array([2, 0, -1, 3])
    check_against_torch(lambda a: F.multilabel_margin_loss(a, yaten.tensor(target)),
                        lambda a: TF.multilabel_margin_loss(a, torch.from_numpy(target)), [rng.standard_normal(4)])


def test_cosine_embedding_on_1d_inputs_and_0d_target(rng):
    check_against_torch(lambda a, b: F.cosine_embedding_loss(a, b, yaten.tensor(-1.0), margin=-0.5),
                        lambda a, b: TF.cosine_embedding_loss(a, b, torch.tensor(-1.0), margin=-0.5),
                        [rng.standard_normal(5), rng.standard_normal(5)])


@pytest.mark.parametrize("kwargs", [dict(), dict(swap=True, p=1.0, margin=0.3), dict(eps=0.1, p=3.0)])
def test_triplet_margin_options(kwargs, rng):
    check_against_torch(lambda a, b, c: F.triplet_margin_loss(a, b, c, **kwargs),
                        lambda a, b, c: TF.triplet_margin_loss(a, b, c, **kwargs),
                        [rng.standard_normal((6, 3)) for _ in range(3)])


@pytest.mark.parametrize("swap", [False, True])
def test_triplet_with_distance_function(swap, rng):
    def ours_d(a, b):
        return 1 - F.cosine_similarity(a, b)

    def theirs_d(a, b):
        return 1 - TF.cosine_similarity(a, b)

    check_against_torch(
        lambda a, b, c: F.triplet_margin_with_distance_loss(a, b, c, distance_function=ours_d, swap=swap, margin=0.5),
        lambda a, b, c: TF.triplet_margin_with_distance_loss(a, b, c, distance_function=theirs_d, swap=swap, margin=0.5),
        [rng.standard_normal((6, 3)) for _ in range(3)])
    check_against_torch(lambda a, b, c: F.triplet_margin_with_distance_loss(a, b, c),
                        lambda a, b, c: TF.triplet_margin_with_distance_loss(a, b, c),
                        [rng.standard_normal((6, 3)) for _ in range(3)])


@pytest.mark.parametrize("dim", [0, 1, -1])
def test_cosine_similarity_and_pairwise_distance(dim, rng):
    check_against_torch(lambda a, b: F.cosine_similarity(a, b, dim), lambda a, b: TF.cosine_similarity(a, b, dim),
                        [rng.standard_normal((3, 4)), rng.standard_normal((3, 4))])
    check_against_torch(lambda a, b: F.pairwise_distance(a, b, keepdim=True),
                        lambda a, b: TF.pairwise_distance(a, b, keepdim=True),
                        [rng.standard_normal((3, 4)), rng.standard_normal((4,))])
    tiny = np.array([1e-9, 0.0])
    assert abs(F.cosine_similarity(yaten.tensor(tiny), yaten.tensor([1.0, 0.0]), 0).item()
               - TF.cosine_similarity(torch.tensor(tiny), torch.tensor([1.0, 0.0], dtype=torch.float64), 0).item()) < 1e-12


MODULES = [
    ("SmoothL1Loss", dict(beta=0.5), 2), ("HuberLoss", dict(delta=0.5), 2), ("KLDivLoss", dict(reduction="batchmean"), 2),
    ("PoissonNLLLoss", dict(full=True), 2), ("GaussianNLLLoss", dict(full=True), 3), ("SoftMarginLoss", dict(), 2),
    ("MultiLabelSoftMarginLoss", dict(), 2), ("HingeEmbeddingLoss", dict(margin=0.5), 2),
    ("MarginRankingLoss", dict(margin=0.1), 3), ("CosineEmbeddingLoss", dict(margin=0.1), 3),
    ("MultiMarginLoss", dict(p=2), 2), ("MultiLabelMarginLoss", dict(), 2), ("TripletMarginLoss", dict(swap=True), 3),
    ("TripletMarginWithDistanceLoss", dict(), 3), ("SmoothL1Loss", dict(size_average=False), 2),
]
NAMES = {"SmoothL1Loss": "smooth_l1_loss", "HuberLoss": "huber_loss", "KLDivLoss": "kl_div",
         "PoissonNLLLoss": "poisson_nll_loss", "GaussianNLLLoss": "gaussian_nll_loss",
         "SoftMarginLoss": "soft_margin_loss", "MultiLabelSoftMarginLoss": "multilabel_soft_margin_loss",
         "HingeEmbeddingLoss": "hinge_embedding_loss", "MarginRankingLoss": "margin_ranking_loss",
         "CosineEmbeddingLoss": "cosine_embedding_loss", "MultiMarginLoss": "multi_margin_loss",
         "MultiLabelMarginLoss": "multilabel_margin_loss", "TripletMarginLoss": "triplet_margin_loss",
         "TripletMarginWithDistanceLoss": "triplet_margin_loss"}


@pytest.mark.parametrize("cls,kwargs,arity", MODULES, ids=[f"{c}{k}" for c, k, _ in MODULES])
def test_modules_match_torch(cls, kwargs, arity, rng):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ours, theirs = getattr(nn, cls)(**kwargs), getattr(TNN, cls)(**kwargs)
    assert repr(ours) == repr(theirs) and ours.reduction == theirs.reduction
    assert list(ours.state_dict()) == list(theirs.state_dict())
    floats, others = inputs(NAMES[cls], rng)
    ys, ts = zip(*(pair(a, grad=False) for a in floats))
    args_y = [ys[0], *[yaten.tensor(o) for o in others], *ys[1:]]
    args_t = [ts[0], *[torch.from_numpy(o) for o in others], *ts[1:]]
    assert len(args_y) == arity
    np.testing.assert_allclose(ours(*args_y).detach().numpy(), theirs(*args_t).detach().numpy(), rtol=1e-10)


def test_weighted_loss_modules_keep_their_weight_buffer():
    w = np.array([1.0, 2.0, 0.5])
    ours, theirs = nn.MultiMarginLoss(weight=yaten.tensor(w)), TNN.MultiMarginLoss(weight=torch.from_numpy(w))
    assert list(ours.state_dict()) == list(theirs.state_dict()) == ["weight"]
    ours2 = nn.MultiLabelSoftMarginLoss(weight=yaten.tensor(w))
    assert list(ours2.state_dict()) == ["weight"]


def test_legacy_arguments_warn_as_torch():
    with pytest.warns(UserWarning, match="size_average and reduce args will be deprecated"):
        m = nn.SoftMarginLoss(size_average=False)
    assert m.reduction == "sum"


BAD = [
    ("smooth_l1 negative beta", lambda lib, f: f.smooth_l1_loss(lib.ones(3), lib.ones(3), beta=-1.0)),
    ("huber zero delta", lambda lib, f: f.huber_loss(lib.ones(3), lib.ones(3), delta=0.0)),
    ("unknown reduction", lambda lib, f: f.soft_margin_loss(lib.ones(3), lib.ones(3), reduction="avg")),
    ("gaussian var of wrong size", lambda lib, f: f.gaussian_nll_loss(lib.ones(4, 3), lib.ones(4, 3), lib.ones(2))),
    ("gaussian negative var", lambda lib, f: f.gaussian_nll_loss(lib.ones(3), lib.ones(3), -lib.ones(3))),
    ("multi_margin p=3", lambda lib, f: f.multi_margin_loss(lib.ones(2, 3), lib.tensor([0, 1]), p=3)),
    ("multi_margin target out of range", lambda lib, f: f.multi_margin_loss(lib.ones(2, 3), lib.tensor([0, 3]))),
    ("multi_margin target size", lambda lib, f: f.multi_margin_loss(lib.ones(2, 3), lib.tensor([0, 1, 2]))),
    ("multilabel_margin target size", lambda lib, f: f.multilabel_margin_loss(lib.ones(2, 3), lib.tensor([0, 1]))),
    ("multilabel_margin out of range", lambda lib, f: f.multilabel_margin_loss(lib.ones(1, 3), lib.tensor([[5, -1, 0]]))),
    ("margin_ranking dims", lambda lib, f: f.margin_ranking_loss(lib.ones(3), lib.ones(1, 3), lib.ones(3))),
    ("cosine_embedding target dims", lambda lib, f: f.cosine_embedding_loss(lib.ones(2, 3), lib.ones(2, 3),
                                                                            lib.ones(2, 1))),
    ("cosine_embedding input dims", lambda lib, f: f.cosine_embedding_loss(lib.ones(3), lib.ones(3), lib.ones(2))),
    ("triplet dims", lambda lib, f: f.triplet_margin_loss(lib.ones(2, 3), lib.ones(3), lib.ones(2, 3))),
    ("cosine_similarity integers", lambda lib, f: f.cosine_similarity(lib.tensor([1, 2]), lib.tensor([1, 2]), 0)),
    ("pairwise shapes", lambda lib, f: f.pairwise_distance(lib.ones(2, 3), lib.ones(2, 4))),
]


@pytest.mark.parametrize("case,call", BAD, ids=[c for c, _ in BAD])
def test_bad_input_raises_torchs_exception_type(case, call):
    same_error(lambda: call(yaten, F), lambda: call(torch, TF))


@pytest.mark.parametrize("shape", [(4, 3), (2, 3, 5), (2, 3, 4, 2), (2, 3, 2, 2, 2), (3,)])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_nll_loss_takes_the_class_dim_second_as_torch(shape, reduction):
    # (N, C, H, W) log-probabilities, as a segmentation script gives them, and their weighted mean.
    rng = np.random.default_rng(5)
    x = np.log(rng.dirichlet(np.ones(3), int(np.prod(shape)) // 3)).reshape(shape)
    target_shape = shape[:1] + shape[2:] if len(shape) > 1 else ()
    target = rng.integers(0, 3, target_shape)
    weight = np.array([0.5, 2.0, 1.0])
    check_against_torch(
        lambda a: F.nll_loss(a, yaten.tensor(target), weight=yaten.tensor(weight), ignore_index=1, reduction=reduction),
        lambda a: TF.nll_loss(a, torch.from_numpy(target), weight=torch.from_numpy(weight), ignore_index=1,
                              reduction=reduction),
        [x])


@pytest.mark.parametrize("size_average, reduce", [(False, None), (None, False), (True, True)])
def test_nll_loss_takes_the_legacy_size_average_and_reduce_with_torchs_warning(size_average, reduce):
    # test_loss += F.nll_loss(output, target, size_average=False).item(), as older examples wrote it.
    rng = np.random.default_rng(6)
    x, target = np.log(rng.dirichlet(np.ones(4), 5)), rng.integers(0, 4, 5)
    for lib, f in ((yaten, F), (torch, TF)):
        with pytest.warns(UserWarning, match="size_average and reduce args will be deprecated"):
            out = f.nll_loss(lib.tensor(x), lib.tensor(target), size_average=size_average, reduce=reduce)
        with pytest.warns(UserWarning, match="size_average and reduce args will be deprecated"):
            positional = f.nll_loss(lib.tensor(x), lib.tensor(target), None, size_average, -100, reduce)
        np.testing.assert_allclose(out.numpy(), positional.numpy())
        if lib is yaten:
            ours = out
    np.testing.assert_allclose(ours.numpy(), out.numpy(), rtol=1e-12)


@pytest.mark.parametrize("input_shape, target", [
    ((1, 3), 1), ((2, 3), [0, 1, 2]), ((2, 3), [[0], [1]]), ((3,), [1]), ((2, 3, 4), np.zeros((3, 4), int)),
    ((2, 3, 4), np.zeros((2, 5), int)), ((), 0)])
@pytest.mark.parametrize("name", ["nll_loss", "cross_entropy"])
def test_nll_loss_refuses_mismatched_targets_with_torchs_exception(name, input_shape, target):
    # A (1, C) output against a 0-d target, as the char-RNN tutorial's first version gave it: torch's ValueError.
    error = same_error(lambda: getattr(F, name)(yaten.zeros(input_shape), yaten.tensor(target)),
                       lambda: getattr(TF, name)(torch.zeros(input_shape), torch.tensor(target)))
    if "batch_size" in str(error):
        assert isinstance(error, ValueError)
