"""interpolate's native kernels (runtime/kernels/upsampling) against torch:
every mode on 1 to 3 spatial dims, scales given or recomputed, factors that
are not integers, downsampling, odd sizes, align_corners both ways; values
and gradients, the backward ops called alone, double backward, the dtypes
torch 1.13 takes on the CPU, and channels_last layouts."""
import itertools

import numpy as np
import pytest

import yaten
import yaten.nn.functional as F
from yaten import _C
from yaten.autograd import gradcheck, gradgradcheck

from test_nn_functional import check_against_torch, same_error

torch = pytest.importorskip("torch")
TF = torch.nn.functional

MODES = {"nearest": (1, 2, 3), "nearest-exact": (1, 2, 3), "linear": (1,), "bilinear": (2,), "trilinear": (3,),
         "bicubic": (2,)}
SHAPES = {1: (7,), 2: (5, 6), 3: (3, 4, 5)}
# scale 2 (torch's doubled-size shortcut for nearest's gradient), factors that
# are not integers (the kernels read the factor, not out / in), 1.1 (a size
# that does not change, which torch's gradients and linear take exactly),
# downsampling, and the factor recomputed from the sizes.
SCALINGS = [dict(scale_factor=2), dict(scale_factor=2.1), dict(scale_factor=1.1), dict(scale_factor=0.6),
            dict(scale_factor=0.45), dict(scale_factor=1.7, recompute_scale_factor=True), dict(size="odd"),
            dict(size="down")]


def cases():
    for mode, dims in MODES.items():
        for d, scaling in itertools.product(dims, SCALINGS):
            for align in [None] if mode.startswith("nearest") else [False, True]:
                yield mode, SHAPES[d], scaling, align


def kwargs_of(shape, scaling, align):
    kwargs = dict(scaling)
    if kwargs.get("size") == "odd":
        kwargs["size"] = tuple(2 * s + 1 for s in shape)
    elif kwargs.get("size") == "down":
        kwargs["size"] = tuple(max(1, s // 2) for s in shape)
    if align is not None:
        kwargs["align_corners"] = align
    return kwargs


CASES = list(cases())


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("mode,shape,scaling,align", CASES, ids=[f"{m}{s}{k}{a}" for m, s, k, a in CASES])
def test_values_and_gradients_match_torch(mode, shape, scaling, align, dtype, rng):
    kwargs = kwargs_of(shape, scaling, align)
    check_against_torch(lambda t: F.interpolate(t, mode=mode, **kwargs), lambda t: TF.interpolate(t, mode=mode, **kwargs),
                        [rng.standard_normal((2, 3) + shape)], dtype)


@pytest.mark.parametrize("mode", ["nearest", "bilinear", "bicubic"])
def test_many_planes_in_parallel_match_torch(mode, rng):
    # Enough output rows and planes for the pool to split them.
    check_against_torch(lambda t: F.interpolate(t, scale_factor=1.6, mode=mode),
                        lambda t: TF.interpolate(t, scale_factor=1.6, mode=mode),
                        [rng.standard_normal((4, 9, 33, 47))], "float32")


# Integer and rational factors whose taps repeat along the width (x2, x3,
# x4, halving, 3/2), which the kernels run a phase at a time, on rows long
# enough for that path, the borders around it gathered.
PERIODIC = [dict(scale_factor=2), dict(scale_factor=3), dict(scale_factor=4), dict(scale_factor=0.5),
            dict(size="x1.5"), dict(size="x2")]


@pytest.mark.parametrize("mode", ["linear", "bilinear", "bicubic", "trilinear"])
@pytest.mark.parametrize("scaling", PERIODIC, ids=[str(p) for p in PERIODIC])
@pytest.mark.parametrize("align", [False, True])
def test_periodic_factors_match_torch(mode, scaling, align, rng):
    shape = {"linear": (40,), "bilinear": (6, 40), "bicubic": (6, 40), "trilinear": (3, 4, 40)}[mode]
    kwargs = dict(scaling, align_corners=align)
    if "size" in kwargs:
        kwargs["size"] = tuple(s * 3 // 2 if scaling["size"] == "x1.5" else 2 * s for s in shape)
    check_against_torch(lambda t: F.interpolate(t, mode=mode, **kwargs), lambda t: TF.interpolate(t, mode=mode, **kwargs),
                        [rng.standard_normal((2, 3) + shape)], "float32")


@pytest.mark.parametrize("mode,dims", [("nearest", 1), ("nearest-exact", 2), ("linear", 1), ("bilinear", 2),
                                       ("trilinear", 3), ("bicubic", 2)])
@pytest.mark.parametrize("align", [False, True])
def test_gradgradcheck_and_forward_ad(mode, dims, align, rng):
    shape = (1, 2) + SHAPES[dims][:dims] if dims < 3 else (1, 2, 2, 3, 2)
    kwargs = {} if mode.startswith("nearest") else dict(align_corners=align)
    x = yaten.tensor(rng.standard_normal(shape), requires_grad=True)
    f = lambda t: F.interpolate(t, scale_factor=1.7, mode=mode, **kwargs)  # noqa: E731
    assert gradcheck(f, (x,), check_forward_ad=True)
    assert gradgradcheck(f, (x,))


# The output sizes are the input's times (2, 1.5, 2.5) (the last 1 to 3): the
# scales given agree with them (torch's trilinear gradient writes out of its
# buffer for a scale that reads past the input).
BACKWARD_OPS = [
    # yaten op, torch op, dims, args after (grad_output, output_size, input_size): yaten's, torch's
    ("upsample_nearest_backward", "upsample_nearest2d_backward", 2, (None, 1.5, 2.5, False), (1.5, 2.5)),
    ("upsample_nearest_backward", "_upsample_nearest_exact1d_backward", 1, (None, None, 2.5, True), (2.5,)),
    ("upsample_linear_backward", "upsample_linear1d_backward", 1, (True, None, None, None), (True, None)),
    ("upsample_linear_backward", "upsample_bilinear2d_backward", 2, (False, None, 1.5, 2.5), (False, 1.5, 2.5)),
    ("upsample_linear_backward", "upsample_trilinear3d_backward", 3, (False, 2.0, 1.5, 2.5),
     (False, 2.0, 1.5, 2.5)),
    ("upsample_bicubic_backward", "upsample_bicubic2d_backward", 2, (True, None, None, None), (True, None, None)),
]


@pytest.mark.parametrize("ours,theirs,dims,our_args,their_args", BACKWARD_OPS, ids=[b[1] for b in BACKWARD_OPS])
def test_backward_ops_alone_match_torch(ours, theirs, dims, our_args, their_args, rng):
    input_size = (2, 3) + SHAPES[dims]
    output_size = tuple(int(s * f) for s, f in zip(SHAPES[dims], (2.0, 1.5, 2.5)[3 - dims:]))
    g = rng.standard_normal(input_size[:2] + output_size)
    expected = getattr(torch.ops.aten, theirs)(torch.from_numpy(g), output_size, input_size, *their_args)
    got = getattr(_C._internal, ours)(yaten.tensor(g), output_size, input_size, *our_args)
    np.testing.assert_allclose(got.numpy(), expected.numpy(), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("ours,theirs,dims,our_args,their_args", BACKWARD_OPS, ids=[b[1] for b in BACKWARD_OPS])
@pytest.mark.parametrize("layout", ["broadcast", "transposed", "sliced"])
def test_backward_ops_read_a_strided_grad_output_as_torch(ours, theirs, dims, our_args, their_args, layout, rng):
    # The kernels read grad_output where it lies (a broadcast one, as
    # sum().backward() gives, is not copied whole first).
    input_size = (2, 3) + SHAPES[dims]
    output_size = tuple(int(s * f) for s, f in zip(SHAPES[dims], (2.0, 1.5, 2.5)[3 - dims:]))
    full = input_size[:2] + output_size
    if layout == "broadcast":
        g = np.broadcast_to(rng.standard_normal(full[:-1] + (1,)), full)
        our_g, their_g = yaten.tensor(g[..., :1].copy()).expand(*full), torch.from_numpy(g[..., :1].copy()).expand(*full)
    elif layout == "transposed":
        a = rng.standard_normal(full[:-2] + (full[-1], full[-2]) if dims > 1 else full[::-1])
        our_g, their_g = yaten.tensor(a).transpose(-1, -2), torch.from_numpy(a).transpose(-1, -2)
        if dims == 1:
            our_g, their_g = yaten.tensor(a).permute(2, 1, 0), torch.from_numpy(a).permute(2, 1, 0)
    else:
        a = rng.standard_normal(full[:-1] + (2 * full[-1],))
        our_g, their_g = yaten.tensor(a)[..., ::2], torch.from_numpy(a)[..., ::2]
    assert not our_g.is_contiguous()
    expected = getattr(torch.ops.aten, theirs)(their_g, output_size, input_size, *their_args)
    got = getattr(_C._internal, ours)(our_g, output_size, input_size, *our_args)
    np.testing.assert_allclose(got.numpy(), expected.numpy(), rtol=1e-12, atol=1e-12)


def test_sum_backward_through_interpolate_matches_torch(rng):
    a = rng.standard_normal((2, 3, 9, 10))
    x, t = yaten.tensor(a, requires_grad=True), torch.from_numpy(a).requires_grad_(True)
    for mode in ["nearest", "bilinear", "bicubic"]:
        x.grad, t.grad = None, None
        F.interpolate(x, scale_factor=2, mode=mode).sum().backward()
        TF.interpolate(t, scale_factor=2, mode=mode).sum().backward()
        np.testing.assert_allclose(x.grad.numpy(), t.grad.numpy(), rtol=1e-12, atol=1e-12, err_msg=mode)


def test_backward_op_refuses_a_grad_output_of_the_wrong_size():
    with pytest.raises(RuntimeError, match="upsample_linear_backward: expected grad_output of size"):
        _C._internal.upsample_linear_backward(yaten.ones(1, 2, 5, 5), [6, 6], [1, 2, 3, 3], False)


@pytest.mark.parametrize("mode,dims", [("nearest", 2), ("bilinear", 2), ("linear", 1), ("trilinear", 3)])
def test_bfloat16_matches_torch(mode, dims, rng):
    shape = (2, 3) + SHAPES[dims]
    a = torch.from_numpy(rng.standard_normal(shape)).bfloat16()
    t = a.clone().requires_grad_(True)
    y = yaten.tensor(a.double().numpy()).bfloat16().requires_grad_(True)
    out_t, out_y = TF.interpolate(t, scale_factor=1.6, mode=mode), F.interpolate(y, scale_factor=1.6, mode=mode)
    assert out_y.dtype == yaten.bfloat16
    np.testing.assert_allclose(out_y.double().detach().numpy(), out_t.double().detach().numpy(), atol=2e-2, rtol=1e-2)
    g = rng.standard_normal(tuple(out_t.shape))
    out_t.backward(torch.from_numpy(g).bfloat16())
    out_y.backward(yaten.tensor(g).bfloat16())
    np.testing.assert_allclose(y.grad.double().numpy(), t.grad.double().numpy(), atol=5e-2, rtol=2e-2)


def test_bfloat16_bicubic_is_within_bfloat16_rounding_of_float64(rng):
    # torch 1.13 rounds every step of its bicubic to bfloat16 (0.1 off here);
    # yaten computes in float32 and rounds once, so it is held to the exact answer.
    a = torch.from_numpy(rng.standard_normal((2, 3, 5, 7))).bfloat16().double()
    exact = TF.interpolate(a, scale_factor=2, mode="bicubic")
    ours = F.interpolate(yaten.tensor(a.numpy()).bfloat16(), scale_factor=2, mode="bicubic")
    np.testing.assert_allclose(ours.double().numpy(), exact.numpy(), atol=2e-2, rtol=1e-2)


@pytest.mark.parametrize("mode", ["nearest", "nearest-exact"])
def test_uint8_nearest_matches_torch_exactly(mode, rng):
    a = rng.integers(0, 255, (2, 3, 5, 6)).astype(np.uint8)
    ours = F.interpolate(yaten.tensor(a), scale_factor=1.7, mode=mode)
    theirs = TF.interpolate(torch.from_numpy(a), scale_factor=1.7, mode=mode)
    assert ours.dtype == yaten.uint8 and ours.tolist() == theirs.tolist()


DTYPE_ERRORS = [("int32", "nearest", 1), ("float16", "nearest", 2), ("bfloat16", "nearest-exact", 1),
                ("float16", "linear", 1), ("uint8", "bilinear", 2), ("int64", "bicubic", 2)]


@pytest.mark.parametrize("dtype,mode,dims", DTYPE_ERRORS, ids=[f"{d}-{m}" for d, m, _ in DTYPE_ERRORS])
def test_dtypes_torch_refuses_are_refused(dtype, mode, dims):
    shape = (1, 2) + (3,) * dims
    err = same_error(lambda: F.interpolate(yaten.ones(*shape, dtype=getattr(yaten, dtype)), scale_factor=2, mode=mode),
                     lambda: TF.interpolate(torch.ones(*shape, dtype=getattr(torch, dtype)), scale_factor=2, mode=mode))
    assert "not implemented for" in str(err)


@pytest.mark.parametrize("mode,dims", [("nearest", 2), ("bilinear", 2), ("bicubic", 2), ("nearest", 3),
                                       ("trilinear", 3)])
def test_channels_last_layout_as_torch(mode, dims, rng):
    a = rng.standard_normal((2, 3) + SHAPES[dims]).astype(np.float32)
    results = []
    for lib, f in ((yaten, F), (torch, TF)):
        fmt = lib.channels_last if dims == 2 else lib.channels_last_3d
        x = lib.tensor(a).to(memory_format=fmt).requires_grad_(True)
        y = f.interpolate(x, scale_factor=2, mode=mode)
        y.backward(lib.ones_like(y))
        results.append((y, x.grad))
    (y, gy), (t, gt) = results
    assert y.stride() == t.stride() and gy.stride() == gt.stride()
    np.testing.assert_allclose(y.detach().numpy(), t.detach().numpy(), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(gy.numpy(), gt.numpy(), rtol=1e-5, atol=1e-5)


def test_empty_batch_gives_an_empty_result():
    for lib, f in ((yaten, F), (torch, TF)):
        assert tuple(f.interpolate(lib.ones(0, 2, 3, 4), scale_factor=2, mode="bilinear").shape) == (0, 2, 6, 8)


def test_a_scale_that_reads_past_the_input_stays_inside_it():
    # The taps clamp to the input (torch 1.13's trilinear gradient writes past
    # its buffer here); every output still hands on all of its gradient.
    g = yaten.ones(2, 3, 6, 6, 12, dtype=yaten.float64)
    grad_input = _C._internal.upsample_linear_backward(g, [6, 6, 12], [2, 3, 3, 4, 5], False, 2.0, 1.5, 1.7)
    assert tuple(grad_input.shape) == (2, 3, 3, 4, 5)
    assert abs(grad_input.sum().item() - g.sum().item()) < 1e-9


def test_empty_channels_are_refused_as_torch():
    err = same_error(lambda: F.interpolate(yaten.ones(1, 0, 4, 4), scale_factor=2, mode="bilinear"),
                     lambda: TF.interpolate(torch.ones(1, 0, 4, 4), scale_factor=2, mode="bilinear"))
    assert "Non-empty 4D data tensor expected" in str(err)


def test_linear_weights_keep_torch_s_unrounded_positions():
    # float32 position 1.00000006 (3 -> 5): torch keeps a weight of 6e-8 on
    # the next source, so an inf there spreads (and a 1 shows as 6e-8).
    for values in ([[[0.0, 0.0, 1.0]]], [[[1.0, float("inf"), 0.0]]], [[[float("nan"), 1.0, float("inf")]]]):
        ours = F.interpolate(yaten.tensor(values), size=5, mode="linear").tolist()
        theirs = TF.interpolate(torch.tensor(values), size=5, mode="linear").tolist()
        assert np.array_equal(np.array(ours), np.array(theirs), equal_nan=True)
