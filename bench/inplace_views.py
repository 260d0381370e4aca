"""In-place writes into views of a tensor that requires grad, as
torchvision's make_grid does on generated images (yunjey's GAN tutorial
saves a grid of 100 generated MNIST digits every epoch): each tile is
copy_'d into a narrowed view of a zero grid, so each write rebases the
grid's history on a CopySlices node. The cost of a write should follow the
view's size, not the grid's. yaten and torch take turns call by call
(bench/run.py interleaved), as yaten/torch ratios.

    /usr/bin/python3 bench/inplace_views.py [-k NAME-SUBSTRING] [--rounds N] [--min-time S]
"""
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402
import yaten  # noqa: E402


def tile(lib, images, rows, backward):
    """Copies 100 (3, 28, 28) images into a 3 x rows x 242 grid, 8 to a row; then backward when asked."""
    grid = lib.zeros(3, rows, 242)
    for k in range(images.shape[0]):
        r, c = divmod(k, 8)
        grid.narrow(1, 2 + 30 * r, 28).narrow(2, 2 + 30 * c, 28).copy_(images[k])
    if backward:
        grid.sum().backward()


def workloads():
    out = {}
    for rows, backward in ((392, False), (1000, False), (392, True)):
        name = f"make_grid 100 tiles into 3x{rows}x242" + (" + backward" if backward else "")
        calls = {}
        for lib in (yaten, torch):
            latent = lib.randn(100, 3, 28, 28, requires_grad=True)
            calls[lib.__name__] = (lambda lib=lib, latent=latent: tile(lib, latent.tanh(), rows, backward))
        out[name] = calls
    return out


if __name__ == "__main__":
    args = run.arguments(__doc__, min_time=0.2)
    torch.set_num_threads(2)
    run.report(workloads(), args)
