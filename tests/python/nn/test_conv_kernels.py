"""The convolution kernels at sizes the op samples do not reach: batches
split into chunks across threads (runtime/kernels/conv/onednn.cpp, or the
own im2col path in a build without oneDNN), every geometry the kernels
treat apart, non-contiguous inputs, float64 beside float32; a forked child
convolves after its parent did; PyTorch's OpenMP setting survives."""
import os

import numpy as np
import pytest
import torch

import yaten

# Every value is a sum of many products, rounded along the way: its error
# grows with the sums' largest terms, not with the value itself, so it is
# bounded by a fraction of the largest value. Against torch in float64 (torch's
# float32 weight gradients are off by 2-3e-6 of their largest value).
ERROR_OF_LARGEST = {np.float32: 1e-5, np.float64: 1e-12}

# (batch, in, out, image (h, w), kernel, keywords): batches of 37 and 64
# make chunks of two sizes; the strided ones leave the last rows unread; the
# winograd ones (channels in sixteens, 3x3, outputs from 12x12) take oneDNN's
# Winograd kernels, their 4x4 output blocks overhanging the image's edge
# (the padded one's last chunk, two samples, too small for them: direct).
GEOMETRIES = {
    "chunked_padded": (37, 8, 12, (12, 12), (3, 3), dict(padding=1)),
    "winograd_padded": (37, 16, 32, (14, 13), (3, 3), dict(padding=1)),
    "winograd_unpadded": (21, 32, 16, (24, 23), (3, 3), {}),
    "first_layer": (64, 3, 16, (10, 10), (3, 3), dict(padding=1)),
    "strided_unread_rows": (23, 4, 8, (9, 8), (3, 2), dict(stride=2)),
    "grouped_dilated": (19, 6, 9, (11, 13), (3, 3), dict(groups=3, dilation=(2, 1), padding=(2, 0), stride=(1, 2))),
    "depthwise": (9, 8, 8, (7, 7), (3, 3), dict(groups=8, padding=1)),
    "one_by_one": (40, 16, 32, (5, 5), (1, 1), {}),
    "kernel_as_large_as_image": (6, 4, 5, (4, 3), (4, 3), {}),
    "unbatched": (None, 5, 7, (8, 9), (2, 3), dict(padding=(1, 0))),
}


def run_conv(lib, dtype, x, w, b, keywords, grad):
    X, W, B = (lib.tensor(a.astype(dtype), requires_grad=True) for a in (x, w, b))
    y = lib.nn.functional.conv2d(X, W, B, **keywords)
    y.backward(lib.tensor(grad.astype(dtype)))
    return [t.detach().numpy() for t in (y, X.grad, W.grad, B.grad)]


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("name", sorted(GEOMETRIES))
def test_conv2d_and_its_gradients_match_torch(name, dtype, rng):
    batch, cin, cout, image, kernel, keywords = GEOMETRIES[name]
    x = rng.standard_normal(((batch,) if batch else ()) + (cin,) + image)
    w = rng.standard_normal((cout, cin // keywords.get("groups", 1)) + kernel) * 0.3
    b = rng.standard_normal(cout)
    out_shape = tuple(torch.nn.functional.conv2d(torch.tensor(x), torch.tensor(w), **keywords).shape)
    grad = rng.standard_normal(out_shape)
    ours = run_conv(yaten, dtype, x, w, b, keywords, grad)
    exact = run_conv(torch, np.float64, x, w, b, keywords, grad)
    for what, a, t in zip(("output", "input grad", "weight grad", "bias grad"), ours, exact):
        assert a.dtype == dtype and a.shape == t.shape, what
        np.testing.assert_allclose(a, t, rtol=0, atol=ERROR_OF_LARGEST[dtype] * np.abs(t).max(), err_msg=what)


def test_non_contiguous_input_and_weight_match_torch(rng):
    x = rng.standard_normal((12, 30, 10, 6)).astype(np.float32)
    w = rng.standard_normal((6, 5, 3, 3)).astype(np.float32)

    def run(lib):
        X, W = lib.tensor(x), lib.tensor(w)
        # channels every other one, height and width swapped; weight transposed in place
        return lib.nn.functional.conv2d(X[:, ::6].transpose(2, 3), W.transpose(2, 3), padding=1).numpy()
    np.testing.assert_allclose(run(yaten), run(torch), rtol=1e-4, atol=1e-4)


def test_conv_transpose2d_with_output_padding_at_a_chunked_batch_matches_torch(rng):
    x = rng.standard_normal((33, 8, 7, 6)).astype(np.float32)
    w = (rng.standard_normal((8, 4, 3, 3)) * 0.3).astype(np.float32)
    kw = dict(stride=2, padding=1, output_padding=1)
    ours = yaten.nn.functional.conv_transpose2d(yaten.tensor(x), yaten.tensor(w), **kw).numpy()
    theirs = torch.nn.functional.conv_transpose2d(torch.tensor(x), torch.tensor(w), **kw).numpy()
    np.testing.assert_allclose(ours, theirs, rtol=1e-4, atol=1e-4)


def test_conv_leaves_torchs_thread_setting_alone(rng):
    before = torch.get_num_threads()
    torch.set_num_threads(2)
    try:
        x = yaten.tensor(rng.standard_normal((64, 4, 16, 16)).astype(np.float32))
        yaten.nn.functional.conv2d(x, yaten.ones(8, 4, 3, 3))
        assert torch.get_num_threads() == 2
    finally:
        torch.set_num_threads(before)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_forked_child_convolves_after_its_parent_did(rng):
    """OpenMP's team, once started, hangs a forked child that uses it;
    yaten's convolutions run on its own pool, which a child restarts."""
    x = yaten.tensor(rng.standard_normal((64, 16, 20, 20)).astype(np.float32))
    w = yaten.tensor(rng.standard_normal((32, 16, 3, 3)).astype(np.float32))
    expected = yaten.nn.functional.conv2d(x, w, padding=1).sum().item()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: one byte, 1 when its result is the parent's
        try:
            got = yaten.nn.functional.conv2d(x, w, padding=1).sum().item()
            os.write(write, b"1" if abs(got - expected) <= 1e-3 * max(1.0, abs(expected)) else b"0")
        finally:
            os._exit(0)
    os.close(write)
    import select
    ready, _, _ = select.select([read], [], [], 60)
    if not ready:
        os.kill(pid, 9)
    os.waitpid(pid, 0)
    answer = os.read(read, 1) if ready else b""
    os.close(read)
    assert answer == b"1", "the child hung or computed another result"


def test_convolutions_from_several_python_threads_at_once_match_one_at_a_time(rng):
    """Shared primitives, each call with its own scratch memory."""
    import threading
    xs = [yaten.tensor(rng.standard_normal((32, 8, 12, 12)).astype(np.float32), requires_grad=True)
          for _ in range(4)]
    w = yaten.tensor(rng.standard_normal((16, 8, 3, 3)).astype(np.float32), requires_grad=True)

    def run(x):
        y = yaten.nn.functional.conv2d(x, w, padding=1)
        gx, gw = yaten.autograd.grad(y.square().sum(), (x, w))
        return [t.detach().numpy() for t in (y, gx, gw)]
    expected = [run(x) for x in xs]
    got = [None] * len(xs)

    def worker(i):
        for _ in range(5):
            got[i] = run(xs[i])
    threads = [threading.Thread(target=worker, args=(i,)) for i in range(len(xs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for e, g in zip(expected, got):
        for a, b in zip(e, g):
            np.testing.assert_array_equal(a, b)


# conv2d's backward gives the gradients it is asked for at once
# (conv2d_backward; float32 through oneDNN in one pass per chunk, the bias's
# summed in the weight's): each subset of inputs requiring grad, with and
# without bias, at a batch of two chunk sizes.
@pytest.mark.parametrize("needs", ["x", "w", "b", "xw", "xb", "wb", "xwb"])
@pytest.mark.parametrize("with_bias", [True, False])
def test_conv2d_gradients_of_each_subset_of_inputs_match_torch(needs, with_bias, rng):
    if "b" in needs and not with_bias:
        pytest.skip("no bias to differentiate")
    x = rng.standard_normal((37, 16, 9, 9)).astype(np.float32)
    w = (rng.standard_normal((32, 16, 3, 3)) * 0.1).astype(np.float32)
    b = rng.standard_normal(32).astype(np.float32)
    g = rng.standard_normal((37, 32, 9, 9)).astype(np.float32)

    def run(lib):
        X, W = lib.tensor(x, requires_grad="x" in needs), lib.tensor(w, requires_grad="w" in needs)
        B = lib.tensor(b, requires_grad="b" in needs) if with_bias else None
        lib.nn.functional.conv2d(X, W, B, padding=1).backward(lib.tensor(g))
        return [None if t is None or t.grad is None else t.grad.numpy() for t in (X, W, B)]
    for what, a, t in zip(("input", "weight", "bias"), run(yaten), run(torch)):
        assert (a is None) == (t is None), what
        if a is not None:
            np.testing.assert_allclose(a, t, rtol=1e-4, atol=2e-3, err_msg=what)


def test_conv2d_second_derivatives_in_float32_match_torch(rng):
    x = rng.standard_normal((10, 16, 7, 7)).astype(np.float32)
    w = (rng.standard_normal((24, 16, 3, 3)) * 0.1).astype(np.float32)
    b = rng.standard_normal(24).astype(np.float32)

    def run(lib):
        X, W, B = (lib.tensor(a, requires_grad=True) for a in (x, w, b))
        y = lib.nn.functional.conv2d(X, W, B, padding=1)
        gx, gw, gb = lib.autograd.grad((y * y).sum(), (X, W, B), create_graph=True)
        second = lib.autograd.grad((gx * gx).sum() + (gw * gw).sum() + gb.sum(), (X, W, B))
        return [t.detach().numpy() for t in (gx, gw, gb, *second)]
    for a, t in zip(run(yaten), run(torch)):
        np.testing.assert_allclose(a, t, rtol=1e-3, atol=1e-2)
