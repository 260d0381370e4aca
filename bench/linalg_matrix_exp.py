"""linalg.matrix_exp beside torch: one 256x256 float32 matrix, a batch of 64
8x8 float32 (norms around 3, so some squarings), 16 64x64 float64, and the
backward pass of the 8x8 batch; yaten and torch taking turns call by call
(bench/run.py interleaved), as yaten/torch ratios.

    /usr/bin/python3 bench/linalg_matrix_exp.py [NAME-SUBSTRING]
"""
import sys
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
import numpy as np, torch, yaten
from run import both, interleaved
torch.set_num_threads(2)
yaten.set_num_threads(2)
rng = np.random.default_rng(0)

W = {}
for label, shape, dtype in (("256x256 float32", (256, 256), np.float32), ("64 x 8x8 float32", (64, 8, 8), np.float32),
                            ("16 x 64x64 float64", (16, 64, 64), np.float64)):
    ya, ta = both((rng.standard_normal(shape) / np.sqrt(shape[-1])).astype(dtype))
    W[f"matrix_exp {label}"] = (lambda ya=ya: yaten.linalg.matrix_exp(ya), lambda ta=ta: torch.linalg.matrix_exp(ta))
yg, tg = both(rng.standard_normal((64, 8, 8)).astype(np.float32) / 3)
yg.requires_grad_(); tg.requires_grad_()
W["matrix_exp backward 64 x 8x8 float32"] = (
    lambda: yaten.autograd.grad(yaten.linalg.matrix_exp(yg).sum(), yg),
    lambda: torch.autograd.grad(torch.linalg.matrix_exp(tg).sum(), tg))

for name, (fy, ft) in W.items():
    if len(sys.argv) > 1 and sys.argv[1] not in name:
        continue
    times, ratio = interleaved({"yaten": fy, "torch": ft}, 5, 0.1)
    print(f"{name:40s} yaten {min(times['yaten'])*1e6:9.1f}us torch {min(times['torch'])*1e6:9.1f}us ratio {ratio:5.2f}",
          flush=True)
