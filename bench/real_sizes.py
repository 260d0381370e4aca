"""The sizes real models run at (issue 21): 4M-element pointwise ops and
reductions, (4096, 1000) rows through softmax, log_softmax, cross_entropy,
layer_norm, gelu and var, x[mask] on 4M, conv2d 16->32 on 28x28 at batch 64
(forward and backward) and an MLP SGD step; yaten and torch taking turns
call by call (bench/run.py interleaved), as yaten/torch ratios.

    /usr/bin/python3 bench/real_sizes.py [-k NAME-SUBSTRING]
"""
import sys
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
import numpy as np, torch, yaten
from run import arguments, report
torch.set_num_threads(2)
rng = np.random.default_rng(0)
def both(shape):
    a = rng.standard_normal(shape).astype(np.float32)
    return yaten.tensor(a), torch.from_numpy(a.copy())
W = {}
y4, t4 = both(1 << 22); y4b, t4b = both(1 << 22)
W["add 4M"] = (lambda: y4 + y4b, lambda: t4 + t4b)
W["mul 4M"] = (lambda: y4 * y4b, lambda: t4 * t4b)
W["exp 4M"] = (lambda: y4.exp(), lambda: t4.exp())
W["tanh 4M"] = (lambda: y4.tanh(), lambda: t4.tanh())
W["sum 4M"] = (lambda: y4.sum(), lambda: t4.sum())
W["max 4M"] = (lambda: y4.max(), lambda: t4.max())
yr, tr = both((4096, 1000))
W["softmax (4096,1000)"] = (lambda: yr.softmax(1), lambda: tr.softmax(1))
W["log_softmax (4096,1000)"] = (lambda: yr.log_softmax(1), lambda: tr.log_softmax(1))
yl = yaten.tensor(rng.integers(0, 1000, 4096)); tl = torch.from_numpy(yl.numpy().copy())
W["cross_entropy (4096,1000)"] = (lambda: yaten.nn.functional.cross_entropy(yr, yl), lambda: torch.nn.functional.cross_entropy(tr, tl))
W["layer_norm (4096,1000)"] = (lambda: yaten.nn.functional.layer_norm(yr, (1000,)), lambda: torch.nn.functional.layer_norm(tr, (1000,)))
W["gelu (4096,1000)"] = (lambda: yaten.nn.functional.gelu(yr), lambda: torch.nn.functional.gelu(tr))
W["var (4096,1000) dim 1"] = (lambda: yr.var(1), lambda: tr.var(1))
W["x[mask] 4M"] = (lambda: y4[y4 > 0], lambda: t4[t4 > 0])
def conv(lib, cin, cout, hw):
    g = np.random.default_rng(1)
    x = lib.tensor(g.standard_normal((64, cin, hw, hw)).astype(np.float32), requires_grad=True)
    w = lib.tensor(g.standard_normal((cout, cin, 3, 3)).astype(np.float32) * 0.1, requires_grad=True)
    return lambda: lib.nn.functional.conv2d(x, w, padding=1).sum().backward()
W["conv2d 16->32 28x28 b64 fw+bw"] = (conv(yaten, 16, 32, 28), conv(torch, 16, 32, 28))
def mlp(lib):
    g = np.random.default_rng(2)
    x = lib.tensor(g.standard_normal((64, 784)).astype(np.float32)); y = lib.tensor(g.integers(0, 10, 64))
    m = lib.nn.Sequential(lib.nn.Linear(784, 256), lib.nn.ReLU(), lib.nn.Linear(256, 10))
    opt = lib.optim.SGD(m.parameters(), lr=0.01, momentum=0.9)
    def step():
        opt.zero_grad(); lib.nn.functional.cross_entropy(m(x), y).backward(); opt.step()
    return step
W["MLP SGD step b64"] = (mlp(yaten), mlp(torch))
report({name: {"yaten": fy, "torch": ft} for name, (fy, ft) in W.items()}, arguments(__doc__, min_time=0.1))
