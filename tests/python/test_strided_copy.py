"""copy_ between layouts, against torch: same-dtype copies run as memcpy rows
and, for a transposed pair (the destination's contiguous dim strided in the
source), in cache-sized tiles (runtime/kernels/strided_copy.cpp); these cover
every element size, tile edges (sizes not a multiple of the tile), batches
of transposes, broadcast and sliced sources and destinations."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

DTYPES = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"]

# (source shape, how the source is viewed, destination shape, how the destination is viewed)
LAYOUTS = {
    "transpose 2-D": ((53, 70), lambda t: t.t(), (70, 53), lambda t: t),
    "transpose, exact tiles": ((64, 96), lambda t: t.t(), (96, 64), lambda t: t),
    "transpose small": ((3, 5), lambda t: t.t(), (5, 3), lambda t: t),
    "into a transposed view": ((40, 33), lambda t: t, (33, 40), lambda t: t.t()),
    "batch of transposes": ((5, 37, 20), lambda t: t.transpose(1, 2), (5, 20, 37), lambda t: t),
    "outer transpose": ((40, 3, 17), lambda t: t.transpose(0, 1), (3, 40, 17), lambda t: t),
    "permute (2, 0, 1)": ((18, 4, 33), lambda t: t.permute(2, 0, 1), (33, 18, 4), lambda t: t),
    "transposed slice": ((70, 50), lambda t: t[3:60:2].t(), (50, 29), lambda t: t),
    "into a slice": ((20, 50), lambda t: t, (20, 100), lambda t: t[:, :50]),
    "into a strided slice": ((20, 50), lambda t: t, (20, 100), lambda t: t[:, ::2]),
    "short rows": ((30, 30, 8), lambda t: t, (30, 30, 16), lambda t: t[..., 8:]),
    "broadcast source": ((1, 40), lambda t: t.expand(30, 40), (30, 40), lambda t: t),
    "broadcast transposed": ((40, 1), lambda t: t.expand(40, 30).t(), (30, 40), lambda t: t),
    "contiguous": ((6, 7, 8), lambda t: t, (6, 7, 8), lambda t: t),
}


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_copy_between_layouts_matches_torch(layout, dtype, rng):
    src_shape, view_src, dst_shape, view_dst = LAYOUTS[layout]
    source = rng.integers(-100, 100, src_shape)
    start = rng.integers(-100, 100, dst_shape)
    results = []
    for lib in (yaten, torch):
        kind = getattr(lib, dtype)
        src, dst = lib.tensor(source).to(kind), lib.tensor(start).to(kind)
        view_dst(dst).copy_(view_src(src))
        results.append(dst.to(lib.float64).numpy())
    np.testing.assert_array_equal(results[0], results[1])


def test_transposed_copy_of_a_large_matrix_on_threads(rng):
    # Enough tiles for the pool to share them out.
    source = rng.standard_normal((700, 900)).astype(np.float32)
    ours = yaten.empty(900, 700)
    ours.copy_(yaten.tensor(source).t())
    assert np.array_equal(ours.numpy(), source.T)


def test_setitem_of_a_transposed_block_matches_torch(rng):
    a, b = rng.standard_normal((64, 100)), rng.standard_normal((50, 64))
    results = []
    for lib in (yaten, torch):
        x = lib.tensor(a)
        x[:, :50] = lib.tensor(b).t()
        results.append(x.numpy())
    np.testing.assert_array_equal(results[0], results[1])
