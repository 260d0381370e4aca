"""pad, interpolate, pixel_shuffle / pixel_unshuffle, channel_shuffle,
one_hot, normalize and the dropout variants against torch, with their
modules (repr, state_dict), gradients and torch's errors for bad input."""
import warnings

import numpy as np
import pytest

import yaten
import yaten.nn as nn
import yaten.nn.functional as F
from yaten.autograd import gradcheck

from test_nn_functional import check_against_torch, pair, same_error

torch = pytest.importorskip("torch")
TF, TNN = torch.nn.functional, torch.nn

PADS = [
    ((2, 3, 4), (1, 2), "constant", None), ((2, 3, 4), (1, 2, 0, 3), "constant", 1.5), ((2, 3, 4), (-1, 2), "constant", 0.0),
    ((2, 3, 4, 5), (1, 1, 2, 2, 1, 0, 0, 1), "constant", None), ((1, 2, 5), (2, 3), "reflect", None),
    ((3, 5), (1, 4), "reflect", None), ((2, 2, 4, 5), (1, 2, 3, 0), "reflect", None), ((2, 3, 4), (1, 1, 1, 2), "reflect", None),
    ((1, 2, 3, 3, 4), (1, 2, 2, 1, 1, 1), "reflect", None), ((1, 2, 5), (2, 3), "replicate", None),
    ((2, 2, 4, 5), (1, 2, 3, 0), "replicate", None), ((1, 1, 2, 3, 4), (3, 1, 0, 2, 2, 2), "replicate", None),
    ((1, 2, 5), (2, 3), "circular", None), ((2, 2, 4, 5), (1, 2, 3, 0), "circular", None),
    ((1, 1, 3, 3, 4), (1, 1, 2, 0, 3, 1), "circular", None), ((1, 2, 5), (-1, 2), "reflect", None),
]


@pytest.mark.parametrize("shape,pad,mode,value", PADS, ids=[f"{m}{p}" for _, p, m, _ in PADS])
def test_pad_matches_torch(shape, pad, mode, value, rng):
    kwargs = {} if value is None else {"value": value}
    check_against_torch(lambda t: F.pad(t, pad, mode, **kwargs), lambda t: TF.pad(t, pad, mode, **kwargs),
                        [rng.standard_normal(shape)])


def test_pad_gradcheck_every_mode(rng):
    x = yaten.tensor(rng.standard_normal((1, 2, 4, 3)), requires_grad=True)
    for mode in ("constant", "reflect", "replicate", "circular"):
        assert gradcheck(lambda t: F.pad(t, (1, 2, 2, 1), mode), (x,), check_forward_ad=True)


def test_pad_keeps_integer_dtype():
    y, t = pair(np.arange(6).reshape(1, 2, 3), grad=False, dtype="int64")
    assert F.pad(y, (1, 1), value=7).tolist() == TF.pad(t, (1, 1), value=7).tolist()
    assert F.pad(y, (2, 1), "circular").tolist() == TF.pad(t, (2, 1), "circular").tolist()
    same_error(lambda: F.pad(y, (2, 1), "reflect"), lambda: TF.pad(t, (2, 1), "reflect"))


# The constant pad's one-pass kernel: crops and pads mixed on 1 to 5 dims,
# whole planes and rows cropped away, a strided input, a broadcast gradient.
CONSTANT_PADS = [((7,), (2, -3)), ((3, 4), (-4, 1)), ((2, 3, 4), (0, 0, -1, -1, 2, 0)), ((2, 3, 4, 5), (1, -2, -1, 2, 0, 1)),
                 ((1, 2, 3, 4, 5), (2, 2, 1, 0, -1, 1)), ((2, 3, 4), (-1, -1, -1, -1))]


@pytest.mark.parametrize("shape,pad", CONSTANT_PADS, ids=[str(p) for _, p in CONSTANT_PADS])
@pytest.mark.parametrize("layout", ["contiguous", "transposed"])
def test_constant_pad_kernel_matches_torch(shape, pad, layout, rng):
    def f(lib_f):
        def call(t):
            if layout == "transposed" and t.dim() > 1:
                t = t.transpose(0, -1).contiguous().transpose(0, -1)
            return lib_f.pad(t, pad, value=-1.25)
        return call
    check_against_torch(f(F), f(TF), [rng.standard_normal(shape)])
    a = rng.standard_normal(shape)
    x, t = yaten.tensor(a, requires_grad=True), torch.from_numpy(a).requires_grad_(True)
    F.pad(x, pad, value=2.0).sum().backward()
    TF.pad(t, pad, value=2.0).sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), t.grad.numpy())


PAD_ERRORS = [
    ("constant crop past the start", lambda lib, f: f.pad(lib.ones(2, 3), (-4, 1))),
    ("constant crop then pad to nothing", lambda lib, f: f.pad(lib.ones(2, 3), (-2, -1, 1, 0))),
    ("constant_pad_nd odd length", lambda lib, f: lib.constant_pad_nd(lib.ones(2, 3), (1,))),
    ("constant_pad_nd too long", lambda lib, f: lib.constant_pad_nd(lib.ones(2, 3), (1, 1, 1, 1, 1, 1))),
    ("odd length", lambda lib, f: f.pad(lib.ones(2, 3), (1,))),
    ("too long", lambda lib, f: f.pad(lib.ones(2, 3), (1, 1, 1, 1, 1, 1))),
    ("value with reflect", lambda lib, f: f.pad(lib.ones(1, 2, 3), (1, 1), "reflect", 2.0)),
    ("reflect too wide", lambda lib, f: f.pad(lib.ones(1, 2, 3), (3, 3), "reflect")),
    ("reflect on 1-d", lambda lib, f: f.pad(lib.ones(3), (1, 1), "reflect")),
    ("replicate 3 dims on 3-d", lambda lib, f: f.pad(lib.ones(1, 2, 3), (1, 1, 1, 1, 1, 1), "replicate")),
    ("unknown mode", lambda lib, f: f.pad(lib.ones(1, 2, 3), (1, 1), "wrap")),
    ("circular wraps twice", lambda lib, f: f.pad(lib.ones(1, 2, 3), (4, 1), "circular")),
    ("constant crops below zero", lambda lib, f: f.pad(lib.ones(1, 2, 3), (-2, -2))),
    ("reflect of an empty dim", lambda lib, f: f.pad(lib.ones(2, 3, 0), (1, 1), "replicate")),
]


@pytest.mark.parametrize("case,call", PAD_ERRORS, ids=[c for c, _ in PAD_ERRORS])
def test_pad_bad_input(case, call):
    same_error(lambda: call(yaten, F), lambda: call(torch, TF))


@pytest.mark.parametrize("pad,says", [((1,), "must be even but instead it equals 1"),
                                      ((1,) * 6, "Pad length is 6 while the input has 2 dimensions")])
def test_constant_pad_nd_words_its_refusals_as_torch(pad, says):
    with pytest.raises(RuntimeError, match=says):
        yaten.constant_pad_nd(yaten.ones(2, 3), pad)
    with pytest.raises(RuntimeError, match="Length of pad"):
        torch.constant_pad_nd(torch.ones(2, 3), pad)


PAD_MODULES = [("ZeroPad2d", (2,)), ("ZeroPad2d", ((1, 2, 0, 1),)), ("ConstantPad1d", (2, 3.5)),
               ("ConstantPad2d", ((1, 0, 2, 0), 1.0)), ("ConstantPad3d", (1, 0.0)), ("ReflectionPad1d", (2,)),
               ("ReflectionPad2d", ((1, 1, 2, 0),)), ("ReflectionPad3d", (1,)), ("ReplicationPad1d", ((1, 2),)),
               ("ReplicationPad2d", (1,)), ("ReplicationPad3d", (2,))]


@pytest.mark.parametrize("cls,args", PAD_MODULES, ids=[f"{c}{a}" for c, a in PAD_MODULES])
def test_padding_modules(cls, args, rng):
    ours, theirs = getattr(nn, cls)(*args), getattr(TNN, cls)(*args)
    assert repr(ours) == repr(theirs) and list(ours.state_dict()) == []
    dims = int(cls[-2])
    x = rng.standard_normal((2, 3) + (4,) * dims)
    check_against_torch(ours, theirs, [x])


INTERPOLATE = [
    ((1, 2, 5), dict(size=8)), ((1, 2, 5), dict(scale_factor=1.7)), ((2, 1, 4, 5), dict(size=(7, 3))),
    ((2, 1, 4, 5), dict(scale_factor=2)), ((2, 1, 4, 5), dict(scale_factor=(1.5, 0.6))),
    ((1, 2, 3, 4, 5), dict(size=(4, 6, 3))), ((1, 2, 5), dict(size=8, mode="nearest-exact")),
    ((2, 1, 4, 5), dict(scale_factor=1.3, mode="nearest-exact")), ((1, 2, 5), dict(size=9, mode="linear")),
    ((1, 2, 5), dict(size=3, mode="linear", align_corners=True)), ((2, 2, 4, 5), dict(size=(7, 9), mode="bilinear")),
    ((2, 2, 4, 5), dict(scale_factor=1.5, mode="bilinear", align_corners=True)),
    ((2, 2, 6, 8), dict(size=(3, 5), mode="bilinear")), ((2, 2, 4, 5), dict(scale_factor=2.3, mode="bilinear")),
    ((2, 2, 4, 5), dict(scale_factor=2.3, mode="bilinear", recompute_scale_factor=True)),
    ((1, 1, 3, 4, 5), dict(size=(5, 6, 4), mode="trilinear")),
    ((1, 1, 3, 4, 5), dict(scale_factor=2, mode="trilinear", align_corners=True)),
    ((2, 2, 4, 5), dict(size=(7, 9), mode="bicubic")), ((2, 2, 4, 5), dict(scale_factor=1.5, mode="bicubic",
                                                                             align_corners=True)),
    ((2, 2, 6, 8), dict(size=(3, 5), mode="bicubic")), ((2, 2, 6, 8), dict(size=(3, 5), mode="area")),
    ((2, 2, 6), dict(size=4, mode="area")), ((2, 3, 4, 4), dict(size=(4, 4), mode="bilinear")),
]


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("shape,kwargs", INTERPOLATE, ids=[f"{s}{k}" for s, k in INTERPOLATE])
def test_interpolate_matches_torch(shape, kwargs, dtype, rng):
    check_against_torch(lambda t: F.interpolate(t, **kwargs), lambda t: TF.interpolate(t, **kwargs),
                        [rng.standard_normal(shape)], dtype)


@pytest.mark.parametrize("mode", ["nearest", "bilinear", "bicubic"])
def test_interpolate_gradcheck(mode, rng):
    x = yaten.tensor(rng.standard_normal((1, 2, 3, 4)), requires_grad=True)
    assert gradcheck(lambda t: F.interpolate(t, size=(5, 6), mode=mode), (x,), check_forward_ad=True)


INTERPOLATE_ERRORS = [
    ("size and scale", lambda lib, f: f.interpolate(lib.ones(1, 1, 4), size=2, scale_factor=2)),
    ("neither", lambda lib, f: f.interpolate(lib.ones(1, 1, 4))),
    ("size of wrong length", lambda lib, f: f.interpolate(lib.ones(1, 1, 4, 4), size=(2, 2, 2))),
    ("align_corners with nearest", lambda lib, f: f.interpolate(lib.ones(1, 1, 4), size=2, align_corners=True)),
    ("bilinear on 3-d", lambda lib, f: f.interpolate(lib.ones(1, 1, 4), size=2, mode="bilinear")),
    ("linear on 4-d", lambda lib, f: f.interpolate(lib.ones(1, 1, 4, 4), size=2, mode="linear")),
    ("2-d input", lambda lib, f: f.interpolate(lib.ones(2, 4), size=2)),
    ("unknown mode", lambda lib, f: f.interpolate(lib.ones(1, 1, 4), size=2, mode="cubic")),
    ("recompute with size", lambda lib, f: f.interpolate(lib.ones(1, 1, 4), size=2, recompute_scale_factor=True)),
    ("antialias with nearest", lambda lib, f: f.interpolate(lib.ones(1, 1, 4, 4), size=2, antialias=True)),
    ("zero output size", lambda lib, f: f.interpolate(lib.ones(1, 1, 4), scale_factor=0.1)),
]


@pytest.mark.parametrize("case,call", INTERPOLATE_ERRORS, ids=[c for c, _ in INTERPOLATE_ERRORS])
def test_interpolate_bad_input(case, call):
    same_error(lambda: call(yaten, F), lambda: call(torch, TF))


UPSAMPLE_MODULES = [("Upsample", dict(scale_factor=2)), ("Upsample", dict(size=(3, 7), mode="bilinear",
                                                                           align_corners=True)),
                    ("Upsample", dict(scale_factor=1.5, mode="bicubic")), ("UpsamplingNearest2d", dict(size=6)),
                    ("UpsamplingBilinear2d", dict(scale_factor=2))]


@pytest.mark.parametrize("cls,kwargs", UPSAMPLE_MODULES, ids=[f"{c}{k}" for c, k in UPSAMPLE_MODULES])
def test_upsampling_modules(cls, kwargs, rng):
    ours, theirs = getattr(nn, cls)(**kwargs), getattr(TNN, cls)(**kwargs)
    assert repr(ours) == repr(theirs)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_against_torch(ours, theirs, [rng.standard_normal((2, 3, 4, 5))])


@pytest.mark.parametrize("shape,r", [((1, 8, 2, 3), 2), ((2, 1, 9, 2, 2), 3), ((18, 2, 1), 3)])
def test_pixel_shuffle_and_unshuffle(shape, r, rng):
    check_against_torch(lambda t: F.pixel_shuffle(t, r), lambda t: TF.pixel_shuffle(t, r), [rng.standard_normal(shape)])
    big = shape[:-3] + (shape[-3] // (r * r), shape[-2] * r, shape[-1] * r)
    check_against_torch(lambda t: F.pixel_unshuffle(t, r), lambda t: TF.pixel_unshuffle(t, r), [rng.standard_normal(big)])
    assert repr(nn.PixelShuffle(r)) == repr(TNN.PixelShuffle(r))
    assert repr(nn.PixelUnshuffle(r)) == repr(TNN.PixelUnshuffle(r))
    x = yaten.tensor(rng.standard_normal(shape))
    assert np.array_equal(F.pixel_unshuffle(F.pixel_shuffle(x, r), r).numpy(), x.numpy())


def test_channel_shuffle(rng):
    for shape, groups in [((2, 6, 3), 3), ((1, 4, 2, 2), 2), ((1, 6), 2)]:
        if len(shape) < 3:
            same_error(lambda: F.channel_shuffle(yaten.ones(*shape), groups),
                       lambda: TF.channel_shuffle(torch.ones(*shape), groups))
            continue
        x = rng.standard_normal(shape)
        assert np.array_equal(nn.ChannelShuffle(groups)(yaten.tensor(x)).numpy(),
                              TNN.ChannelShuffle(groups)(torch.from_numpy(x)).numpy())
    assert repr(nn.ChannelShuffle(2)) == repr(TNN.ChannelShuffle(2))


def test_one_hot(rng):
    idx = rng.integers(0, 4, (2, 3))
    for classes in (-1, 6):
        ours, theirs = F.one_hot(yaten.tensor(idx), classes), TF.one_hot(torch.from_numpy(idx), classes)
        assert ours.dtype == yaten.int64 and ours.tolist() == theirs.tolist()
    for bad in (lambda lib, f: f.one_hot(lib.tensor([1.0])), lambda lib, f: f.one_hot(lib.tensor([-1])),
                lambda lib, f: f.one_hot(lib.tensor([3]), 2), lambda lib, f: f.one_hot(lib.tensor([], dtype=lib.int64))):
        same_error(lambda: bad(yaten, F), lambda: bad(torch, TF))


@pytest.mark.parametrize("kwargs", [dict(), dict(p=1.0, dim=0), dict(dim=-1, eps=0.5)])
def test_normalize(kwargs, rng):
    check_against_torch(lambda t: F.normalize(t, **kwargs), lambda t: TF.normalize(t, **kwargs),
                        [rng.standard_normal((3, 4))])


def test_unflatten_module():
    m, tm = nn.Unflatten(1, (2, 3)), TNN.Unflatten(1, (2, 3))
    assert repr(m) == repr(tm)
    assert tuple(m(yaten.ones(4, 6, 5)).shape) == (4, 2, 3, 5)
    with pytest.raises(TypeError):
        nn.Unflatten(1, 6)


@pytest.mark.parametrize("name,shape,channel_dims", [("dropout1d", (4, 50, 3), 2), ("dropout2d", (4, 50, 3, 3), 2),
                                                     ("dropout3d", (4, 50, 2, 2, 2), 2),
                                                     ("feature_alpha_dropout", (4, 50, 3), 2)])
def test_feature_dropout_drops_whole_channels(name, shape, channel_dims):
    x = yaten.ones(*shape, requires_grad=True)
    out = getattr(F, name)(x, 0.4, True)
    flat = out.detach().numpy().reshape(shape[0] * shape[1], -1)
    assert (flat == flat[:, :1]).all()  # one decision per channel
    dropped = np.isclose(flat[:, 0], flat[:, 0].min()).mean()
    assert 0.2 < dropped < 0.6
    out.sum().backward()
    assert x.grad is not None
    assert np.array_equal(getattr(F, name)(x, 0.4, False).detach().numpy(), x.detach().numpy())


def test_alpha_dropout_keeps_mean_and_variance():
    yaten.manual_seed(0)
    x = yaten.randn(200000, dtype=yaten.float64)
    out = F.alpha_dropout(x, 0.3, True)
    assert abs(out.mean().item()) < 0.02 and abs(out.std().item() - 1) < 0.02
    assert F.alpha_dropout(x, 0.3, False) is x


def test_dropout_modules_repr_and_eval():
    for cls, args in [("Dropout1d", ()), ("Dropout2d", (0.3,)), ("Dropout3d", (0.2, True)), ("AlphaDropout", (0.2,)),
                      ("FeatureAlphaDropout", (0.1, True))]:
        ours, theirs = getattr(nn, cls)(*args), getattr(TNN, cls)(*args)
        assert repr(ours) == repr(theirs)
        ours.eval()
        x = yaten.ones(2, 3, 2, 2, 2) if cls == "Dropout3d" else yaten.ones(2, 3, 4)
        assert np.array_equal(ours(x).numpy(), x.numpy())
    with pytest.raises(RuntimeError):
        F.dropout1d(yaten.ones(2, 3, 4, 5))
    with pytest.raises(ValueError):
        F.dropout2d(yaten.ones(2, 3, 4, 5), p=1.5)


@pytest.mark.parametrize("mode", ["sum", "mean", "max"])
@pytest.mark.parametrize("layout", ["offsets", "2d", "last_offset", "padding"])
def test_embedding_bag_matches_torch(mode, layout, rng):
    weight = rng.standard_normal((10, 3))
    if layout == "2d":
        idx, offsets, kwargs = rng.integers(0, 10, (4, 3)), None, {}
    else:
        idx, offsets = rng.integers(0, 10, 9), np.array([0, 2, 2, 7])
        kwargs = {}
        if layout == "last_offset":
            # Ending at len(input): torch 1.13 corrupts its heap when indices follow the last offset.
            offsets, kwargs = np.array([0, 2, 2, 7, 9]), {"include_last_offset": True}
        if layout == "padding":
            idx[:3] = 4
            kwargs = {"padding_idx": 4}
    wy, wt = pair(weight)
    iy, it = yaten.tensor(idx), torch.from_numpy(idx)
    oy, ot = (None, None) if offsets is None else (yaten.tensor(offsets), torch.from_numpy(offsets))
    ours = F.embedding_bag(iy, wy, oy, mode=mode, **kwargs)
    theirs = TF.embedding_bag(it, wt, ot, mode=mode, **kwargs)
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-12)
    g = rng.standard_normal(tuple(theirs.shape))
    ours.backward(yaten.tensor(g))
    theirs.backward(torch.from_numpy(g))
    np.testing.assert_allclose(wy.grad.numpy(), wt.grad.numpy(), rtol=1e-12)


def test_embedding_bag_per_sample_weights_and_module(rng):
    weight = rng.standard_normal((6, 2))
    idx, offsets, psw = rng.integers(0, 6, 5), np.array([0, 3]), rng.standard_normal(5)
    check_against_torch(lambda w, p: F.embedding_bag(yaten.tensor(idx), w, yaten.tensor(offsets), mode="sum",
                                                     per_sample_weights=p),
                        lambda w, p: TF.embedding_bag(torch.from_numpy(idx), w, torch.from_numpy(offsets), mode="sum",
                                                      per_sample_weights=p), [weight, psw])
    ours = nn.EmbeddingBag(10, 3, mode="sum", padding_idx=2, max_norm=1.0)
    theirs = TNN.EmbeddingBag(10, 3, mode="sum", padding_idx=2, max_norm=1.0)
    assert repr(ours) == repr(theirs) and list(ours.state_dict()) == ["weight"]
    assert ours.weight[2].abs().sum().item() == 0
    for call in (lambda lib, f: f.embedding_bag(lib.tensor([1, 2]), lib.ones(4, 2)),
                 lambda lib, f: f.embedding_bag(lib.tensor([[1, 2]]), lib.ones(4, 2), lib.tensor([0])),
                 lambda lib, f: f.embedding_bag(lib.tensor([1, 2]), lib.ones(4, 2), lib.tensor([0]), mode="avg"),
                 lambda lib, f: f.embedding_bag(lib.tensor([1, 2]), lib.ones(4, 2), lib.tensor([0]), mode="mean",
                                                per_sample_weights=lib.ones(2))):
        same_error(lambda: call(yaten, F), lambda: call(torch, TF))


FOLDS = [((2, 3, 5, 6), dict(kernel_size=2)), ((1, 2, 6, 7), dict(kernel_size=(3, 2), dilation=(1, 2), padding=1, stride=2)),
         ((3, 5, 5), dict(kernel_size=3, padding=2, stride=(2, 1)))]


@pytest.mark.parametrize("shape,kwargs", FOLDS, ids=[str(k) for _, k in FOLDS])
def test_unfold_and_fold_match_torch(shape, kwargs, rng):
    check_against_torch(lambda t: F.unfold(t, **kwargs), lambda t: TF.unfold(t, **kwargs), [rng.standard_normal(shape)])
    columns = TF.unfold(torch.zeros(shape), **kwargs).shape
    size = shape[-2:]
    check_against_torch(lambda t: F.fold(t, size, **kwargs), lambda t: TF.fold(t, size, **kwargs),
                        [rng.standard_normal(tuple(columns))])
    assert repr(nn.Unfold(**kwargs)) == repr(TNN.Unfold(**kwargs))
    assert repr(nn.Fold(size, **kwargs)) == repr(TNN.Fold(size, **kwargs))


def test_fold_bad_input():
    for call in (lambda lib, f: f.fold(lib.ones(2, 12), (3, 3), 2), lambda lib, f: f.fold(lib.ones(1, 12, 5), (3, 3), 2),
                 lambda lib, f: f.unfold(lib.ones(1, 2, 3, 3), 4)):
        same_error(lambda: call(yaten, F), lambda: call(torch, TF))
