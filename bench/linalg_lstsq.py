"""linalg.lstsq on each LAPACK driver and linalg.householder_product (orgqr),
on one 256x128 float32 matrix and on a batch of 64 8x4; yaten and torch
taking turns call by call (bench/run.py interleaved), as yaten/torch ratios.

    /usr/bin/python3 bench/linalg_lstsq.py [NAME-SUBSTRING]
"""
import sys
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
import numpy as np, torch, yaten
from run import both, interleaved
torch.set_num_threads(2)
yaten.set_num_threads(2)
rng = np.random.default_rng(0)

W = {}
for label, shape in {"256x128": (256, 128), "64 x 8x4": (64, 8, 4)}.items():
    ya, ta = both(rng.standard_normal(shape).astype(np.float32))
    yb, tb = both(rng.standard_normal(shape[:-1] + (4,)).astype(np.float32))
    for driver in ("gels", "gelsy", "gelsd", "gelss"):
        W[f"lstsq {driver} {label}"] = (lambda ya=ya, yb=yb, d=driver: yaten.linalg.lstsq(ya, yb, driver=d),
                                        lambda ta=ta, tb=tb, d=driver: torch.linalg.lstsq(ta, tb, driver=d))
    yt, tt = both(rng.uniform(1.0, 2.0, shape[:-2] + (shape[-1],)).astype(np.float32))
    W[f"householder_product {label}"] = (lambda ya=ya, yt=yt: yaten.linalg.householder_product(ya, yt),
                                         lambda ta=ta, tt=tt: torch.linalg.householder_product(ta, tt))

for name, (fy, ft) in W.items():
    if len(sys.argv) > 1 and sys.argv[1] not in name:
        continue
    times, ratio = interleaved({"yaten": fy, "torch": ft}, 5, 0.1)
    print(f"{name:36s} yaten {min(times['yaten'])*1e6:9.1f}us torch {min(times['torch'])*1e6:9.1f}us ratio {ratio:5.2f}",
          flush=True)
