"""issue 19's nn.functional ops at the sizes of real models: activations on
4M floats (forward, and forward + backward), losses on (4096, 1000); pad,
conv_transpose2d and group_norm on issue 19's (16, 32, 32, 32) input
(forward + backward); interpolate x2 (nearest, bilinear and bicubic on that
input, nearest and linear in 1-D, nearest and trilinear in 3-D; forward,
and forward + backward); yaten and torch taking turns call by call
(bench/run.py interleaved), as yaten/torch ratios.

    /usr/bin/python3 bench/nn_functional.py [--threads N] [NAME-SUBSTRING]

--threads N gives both libraries N threads (default: torch 2, yaten its
default); 1 compares the kernels alone on a loaded machine, where torch's
OpenMP threads starve.
"""
import sys
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
import numpy as np, torch, yaten
from run import interleaved, take_threads_option
args = sys.argv[1:]
take_threads_option(args)
rng = np.random.default_rng(0)


def both(shape, grad=False):
    a = rng.standard_normal(shape).astype(np.float32)
    return yaten.tensor(a, requires_grad=grad), torch.from_numpy(a.copy()).requires_grad_(grad)


def forward_backward(lib, x, f):
    def step():
        x.grad = None
        f(lib, x).sum().backward()
    return step


W = {}
y4, t4 = both(1 << 22)
yg, tg = both(1 << 22, grad=True)
for name, call in [("leaky_relu", lambda lib, x: lib.nn.functional.leaky_relu(x, 0.2)),
                   ("elu", lambda lib, x: lib.nn.functional.elu(x)),
                   ("hardswish", lambda lib, x: lib.nn.functional.hardswish(x)),
                   ("mish", lambda lib, x: lib.nn.functional.mish(x)),
                   ("softplus", lambda lib, x: lib.nn.functional.softplus(x)),
                   ("hardsigmoid", lambda lib, x: lib.nn.functional.hardsigmoid(x)),
                   ("selu", lambda lib, x: lib.nn.functional.selu(x))]:
    W[f"{name} 4M"] = (lambda c=call: c(yaten, y4), lambda c=call: c(torch, t4))
    W[f"{name} 4M fw+bw"] = (forward_backward(yaten, yg, call), forward_backward(torch, tg, call))
yr, tr = both((4096, 1000), grad=True)
yt, tt = both((4096, 1000))
for name, call in [("mse_loss", lambda lib, x, t: lib.nn.functional.mse_loss(x, t)),
                   ("binary_cross_entropy_with_logits",
                    lambda lib, x, t: lib.nn.functional.binary_cross_entropy_with_logits(x, t)),
                   ("smooth_l1_loss", lambda lib, x, t: lib.nn.functional.smooth_l1_loss(x, t)),
                   ("kl_div batchmean", lambda lib, x, t: lib.nn.functional.kl_div(x, t.abs(), reduction="batchmean")),
                   ("huber_loss", lambda lib, x, t: lib.nn.functional.huber_loss(x, t))]:
    W[f"{name} (4096,1000) fw+bw"] = (forward_backward(yaten, yr, lambda lib, x, c=call: c(lib, x, yt)),
                                      forward_backward(torch, tr, lambda lib, x, c=call: c(lib, x, tt)))
yi, ti = both((16, 32, 32, 32), grad=True)
for name, call in [("pad reflect 2", lambda lib, x: lib.nn.functional.pad(x, (2, 2, 2, 2), "reflect")),
                   ("pad constant 2", lambda lib, x: lib.nn.functional.pad(x, (2, 2, 2, 2)))]:
    W[f"{name} (16,32,32,32) fw+bw"] = (forward_backward(yaten, yi, call), forward_backward(torch, ti, call))

# issue 19's other (16, 32, 32, 32) rows: ConvTranspose2d (32 -> 32 channels, k3 s2) and GroupNorm(8, 32)
ct_w = rng.standard_normal((32, 32, 3, 3)).astype(np.float32) * 0.1
gn_w, gn_b = rng.standard_normal(32).astype(np.float32), rng.standard_normal(32).astype(np.float32)
for lib, x in ((yaten, yi), (torch, ti)):
    weights = [lib.tensor(a.copy()) if lib is yaten else torch.from_numpy(a.copy()) for a in (ct_w, gn_w, gn_b)]
    for w in weights:
        w.requires_grad_(True)
    W.setdefault("conv_transpose2d k3 s2 (16,32,32,32) fw+bw", [None, None])[lib is torch] = forward_backward(
        lib, x, lambda lib, x, w=weights[0]: lib.nn.functional.conv_transpose2d(x, w, stride=2))
    W.setdefault("group_norm 8 groups (16,32,32,32) fw+bw", [None, None])[lib is torch] = forward_backward(
        lib, x, lambda lib, x, w=weights[1], b=weights[2]: lib.nn.functional.group_norm(x, 8, w, b))


def interpolate(mode):
    return lambda lib, x: lib.nn.functional.interpolate(x, scale_factor=2, mode=mode)


# interpolate x2: 2-D modes on issue 19's input, then a 1-D and a 3-D input of about as many elements
yl, tl = both((16, 32, 1024), grad=True)
yv, tv = both((4, 16, 16, 32, 32), grad=True)
for name, (ya, ta), modes in [("(16,32,32,32)", (yi, ti), ("nearest", "bilinear", "bicubic")),
                               ("(16,32,1024)", (yl, tl), ("nearest", "linear")),
                               ("(4,16,16,32,32)", (yv, tv), ("nearest", "trilinear"))]:
    for mode in modes:
        call = interpolate(mode)
        W[f"interpolate {mode} x2 {name}"] = (lambda c=call, x=ya: c(yaten, x.detach()),
                                              lambda c=call, x=ta: c(torch, x.detach()))
        W[f"interpolate {mode} x2 {name} fw+bw"] = (forward_backward(yaten, ya, call),
                                                    forward_backward(torch, ta, call))
for name, (fy, ft) in W.items():
    if args and args[0] not in name:
        continue
    times, ratio = interleaved({"yaten": fy, "torch": ft}, 5, 0.1)
    print(f"{name:52s} yaten {min(times['yaten'])*1e6:9.1f}us torch {min(times['torch'])*1e6:9.1f}us "
          f"ratio {ratio:5.2f}", flush=True)
