"""copy_ between layouts (runtime/kernels/strided_copy.cpp): slices written
with contiguous rows on both sides (x[:, :500] = y), short rows, a
dtype-converting slice, transposed sources (one 1024x1024 matrix, a batch
with contiguous rows), and a plain contiguous copy as the floor; yaten and
torch taking turns call by call (bench/run.py interleaved), as yaten/torch
ratios. `--threads N` sets both libraries' thread count (default 2).

    /usr/bin/python3 bench/strided_copies.py [--threads N] [NAME-SUBSTRING]
"""
import sys
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
import numpy as np, torch, yaten
from run import interleaved

args = sys.argv[1:]
threads = 2
if args[:1] == ["--threads"]:
    threads, args = int(args[1]), args[2:]
torch.set_num_threads(threads)
yaten.set_num_threads(threads)
rng = np.random.default_rng(0)


def setitem(index):
    def assign(dst, src):
        dst[index] = src
    return assign


# name: (destination shape, source shape, source dtype, the copy)
CASES = {
    "x[:, :500] = y (4096,1000)": ((4096, 1000), (4096, 500), np.float32, setitem((slice(None), slice(None, 500)))),
    "x[:, :500] = y (256,1000)": ((256, 1000), (256, 500), np.float32, setitem((slice(None), slice(None, 500)))),
    "x[..., :64] = y (64,128,128)": ((64, 128, 128), (64, 128, 64), np.float32, setitem((Ellipsis, slice(None, 64)))),
    "x[..., :8] = y (256,256,16)": ((256, 256, 16), (256, 256, 8), np.float32, setitem((Ellipsis, slice(None, 8)))),
    "x[:, :500] = y float64->float32": ((4096, 1000), (4096, 500), np.float64, setitem((slice(None), slice(None, 500)))),
    "x.copy_(y.t()) (1024,1024)": ((1024, 1024), (1024, 1024), np.float32, lambda d, s: d.copy_(s.t())),
    "x.copy_(y.t()) (1000,700) float64": ((700, 1000), (1000, 700), np.float64, lambda d, s: d.copy_(s.t())),
    "x.copy_(y.transpose(1,2)) (64,128,96)": ((64, 96, 128), (64, 128, 96), np.float32, lambda d, s: d.copy_(s.transpose(1, 2))),
    "x.copy_(y.transpose(0,1)) (64,512,64)": ((64, 512, 64), (512, 64, 64), np.float32, lambda d, s: d.copy_(s.transpose(0, 1))),
    "x.copy_(y) contiguous (4096,1000)": ((4096, 1000), (4096, 1000), np.float32, lambda d, s: d.copy_(s)),
}

for name, (dst_shape, src_shape, src_dtype, copy) in CASES.items():
    if args and args[0] not in name:
        continue
    dst = np.zeros(dst_shape, np.float32)
    src = rng.standard_normal(src_shape).astype(src_dtype)
    yd, ys, td, ts = yaten.tensor(dst), yaten.tensor(src), torch.tensor(dst), torch.tensor(src)
    times, ratio = interleaved({"yaten": lambda: copy(yd, ys), "torch": lambda: copy(td, ts)}, 5, 0.1)
    print(f"{name:40s} yaten {min(times['yaten'])*1e6:9.1f}us torch {min(times['torch'])*1e6:9.1f}us ratio {ratio:5.2f}",
          flush=True)
