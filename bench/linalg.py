"""Contractions and yaten.linalg at issue 18's sizes: einsum("bhqd,bhkd->bhqk")
on (8, 8, 128, 64) and a 3-operand contraction, then linalg.solve, inv, svd,
eigh and cholesky on one 256x256 float32 matrix and on a batch of 64 8x8;
yaten and torch taking turns call by call (bench/run.py interleaved), as
yaten/torch ratios.

    /usr/bin/python3 bench/linalg.py [NAME-SUBSTRING]
"""
import sys
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
import numpy as np, torch, yaten
from run import both, interleaved
torch.set_num_threads(2)
yaten.set_num_threads(2)
rng = np.random.default_rng(0)



W = {}
yq, tq = both(rng.standard_normal((8, 8, 128, 64)).astype(np.float32))
yk, tk = both(rng.standard_normal((8, 8, 128, 64)).astype(np.float32))
W["einsum bhqd,bhkd->bhqk"] = (lambda: yaten.einsum("bhqd,bhkd->bhqk", yq, yk),
                               lambda: torch.einsum("bhqd,bhkd->bhqk", tq, tk))
three = [rng.standard_normal(s).astype(np.float32) for s in ((64, 256), (256, 32), (32, 512))]
y3, t3 = zip(*(both(a) for a in three))
W["einsum ij,jk,kl->il (64x256x32x512)"] = (lambda: yaten.einsum("ij,jk,kl->il", *y3),
                                            lambda: torch.einsum("ij,jk,kl->il", *t3))

for label, shape in {"256x256": (256, 256), "64 x 8x8": (64, 8, 8)}.items():
    n = shape[-1]
    a = rng.standard_normal(shape).astype(np.float32)
    spd = a @ np.swapaxes(a, -1, -2) + n * np.eye(n, dtype=np.float32)
    ya, ta = both(a)
    ys, ts = both(spd)
    yb, tb = both(rng.standard_normal(shape[:-1] + (4,)).astype(np.float32))
    W[f"solve {label}"] = (lambda ya=ya, yb=yb: yaten.linalg.solve(ya, yb), lambda ta=ta, tb=tb: torch.linalg.solve(ta, tb))
    W[f"inv {label}"] = (lambda ya=ya: yaten.linalg.inv(ya), lambda ta=ta: torch.linalg.inv(ta))
    W[f"svd {label}"] = (lambda ya=ya: yaten.linalg.svd(ya), lambda ta=ta: torch.linalg.svd(ta))
    W[f"eigh {label}"] = (lambda ys=ys: yaten.linalg.eigh(ys), lambda ts=ts: torch.linalg.eigh(ts))
    W[f"cholesky {label}"] = (lambda ys=ys: yaten.linalg.cholesky(ys), lambda ts=ts: torch.linalg.cholesky(ts))

for name, (fy, ft) in W.items():
    if len(sys.argv) > 1 and sys.argv[1] not in name:
        continue
    times, ratio = interleaved({"yaten": fy, "torch": ft}, 5, 0.1)
    print(f"{name:36s} yaten {min(times['yaten'])*1e6:9.1f}us torch {min(times['torch'])*1e6:9.1f}us ratio {ratio:5.2f}",
          flush=True)
