"""Sorting, selection and sampling at issue 18's sizes: sort, argsort and
topk(k=10) of 1M float32 and of (256, 1000) along the last dim, unique of 1M
int64 (sorted, and unsorted: torch 1.13's hash-set order), multinomial of
(64, 50257) probabilities (one sample per row, as a text-generation step
draws), quantile of 1M and of (256, 1000) rows, kthvalue and median of
(256, 1000) rows and median of 1M; yaten and torch taking turns call by call
(bench/run.py interleaved), as yaten/torch ratios. With
--one-thread-interleaved both run one thread and the ratio is of process
CPU time, the calls still alternating: what a loaded machine changes least.

    /usr/bin/python3 bench/sorting.py [--one-thread-interleaved] [NAME-SUBSTRING]
"""
import sys
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
import numpy as np, torch, yaten
from run import both, interleaved, interleaved_cpu_seconds
ONE_THREAD = "--one-thread-interleaved" in sys.argv
ARGS = [a for a in sys.argv[1:] if a != "--one-thread-interleaved"]
torch.set_num_threads(1 if ONE_THREAD else 2)
yaten.set_num_threads(1 if ONE_THREAD else 2)
rng = np.random.default_rng(0)

W = {}
y1m, t1m = both(rng.standard_normal(1 << 20).astype(np.float32))
yrows, trows = both(rng.standard_normal((256, 1000)).astype(np.float32))
for label, (y, t) in {"1M": (y1m, t1m), "(256,1000)": (yrows, trows)}.items():
    W[f"sort {label}"] = (lambda y=y: y.sort(), lambda t=t: t.sort())
    W[f"argsort {label}"] = (lambda y=y: y.argsort(), lambda t=t: t.argsort())
    W[f"topk(10) {label}"] = (lambda y=y: y.topk(10), lambda t=t: t.topk(10))
W["kthvalue(500) (256,1000)"] = (lambda: yrows.kthvalue(500), lambda: trows.kthvalue(500))
W["median(1) (256,1000)"] = (lambda: yrows.median(1), lambda: trows.median(1))
W["median 1M"] = (lambda: y1m.median(), lambda: t1m.median())
yi, ti = both(rng.integers(0, 1 << 20, 1 << 20))
W["unique 1M int64"] = (lambda: yaten.unique(yi), lambda: torch.unique(ti))
W["unique 1M int64 sorted=False"] = (lambda: yaten.unique(yi, sorted=False), lambda: torch.unique(ti, sorted=False))
W["quantile(0.9) 1M"] = (lambda: yaten.quantile(y1m, 0.9), lambda: torch.quantile(t1m, 0.9))
yq, tq = yaten.tensor([0.1, 0.5, 0.9]), torch.tensor([0.1, 0.5, 0.9])
W["quantile([.1,.5,.9], 1) (256,1000)"] = (lambda: yaten.quantile(yrows, yq, 1), lambda: torch.quantile(trows, tq, 1))
yp, tp = both(rng.random((64, 50257)).astype(np.float32))
yp, tp = yp.softmax(1), tp.softmax(1)
W["multinomial (64,50257) 1"] = (lambda: yaten.multinomial(yp, 1), lambda: torch.multinomial(tp, 1))
W["multinomial (64,50257) 1 repl"] = (lambda: yaten.multinomial(yp, 1, True), lambda: torch.multinomial(tp, 1, True))
# word2vec's negative sampling: many draws from one row of word weights.
yn, tn = both(rng.random(999).astype(np.float32) ** 0.75)
W["multinomial (999) 2560 repl"] = (lambda: yaten.multinomial(yn, 2560, True), lambda: torch.multinomial(tn, 2560, True))

for name, (fy, ft) in W.items():
    if ARGS and ARGS[0] not in name:
        continue
    if ONE_THREAD:
        ty, tt = interleaved_cpu_seconds(fy, ft)
        print(f"{name:32s} yaten {ty*1e6:9.1f}us torch {tt*1e6:9.1f}us ratio {ty/tt:5.2f} (one thread, CPU time)", flush=True)
        continue
    times, ratio = interleaved({"yaten": fy, "torch": ft}, 5, 0.1)
    print(f"{name:32s} yaten {min(times['yaten'])*1e6:9.1f}us torch {min(times['torch'])*1e6:9.1f}us ratio {ratio:5.2f}",
          flush=True)
