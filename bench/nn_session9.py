"""This session's issue 19 work beside torch, the libraries taking turns
call by call (bench/run.py's interleaved report): stack as default_collate
uses it (64 samples), the function-only in-place activations (one pass
through the kernel), ctc_loss forward + backward, and grid_sample /
affine_grid forward + backward on issue 19's (16, 32, 32, 32) input.

    PYTHONPATH=build/python /usr/bin/python3 bench/nn_session9.py [-k NAME] [--rounds N]
"""
import sys
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
import numpy as np  # noqa: E402
import torch  # noqa: E402

import yaten  # noqa: E402
from run import arguments, report  # noqa: E402

rng = np.random.default_rng(0)


def both(array, grad=False):
    return yaten.tensor(array, requires_grad=grad), torch.from_numpy(array.copy()).requires_grad_(grad)


def stacks():
    out = {}
    for shape in [(784,), (3, 32, 32), ()]:
        samples = rng.standard_normal((64, *shape)).astype(np.float32)
        ys, ts = [yaten.tensor(s) for s in samples], [torch.tensor(s) for s in samples]
        out[f"stack 64 x {shape}"] = {"yaten": lambda ys=ys: yaten.stack(ys), "torch": lambda ts=ts: torch.stack(ts)}
    return out


def in_place_activations():
    out = {}
    x = rng.standard_normal(1 << 22).astype(np.float32)
    y, t = both(x)
    for name, args in [("leaky_relu_", (0.1,)), ("hardtanh_", ()), ("elu_", ())]:
        fy, ft = getattr(yaten.nn.functional, name), getattr(torch.nn.functional, name)
        out[f"F.{name} 4M"] = {"yaten": lambda fy=fy, args=args: fy(y, *args), "torch": lambda ft=ft, args=args: ft(t, *args)}
    return out


def forward_backward(x, step):
    def run():
        x.grad = None
        step().sum().backward()
    return run


def ctc():
    T, N, C, S = 50, 16, 20, 10
    logits = rng.standard_normal((T, N, C)).astype(np.float32)
    targets = rng.integers(1, C, (N, S))
    lengths, target_lengths = [T] * N, [S] * N
    (y, t), (ty, tt) = both(logits, True), (yaten.tensor(targets), torch.from_numpy(targets))
    return {"ctc_loss (50, 16, 20) fw+bw": {
        "yaten": forward_backward(y, lambda: yaten.nn.functional.ctc_loss(y.log_softmax(2), ty, lengths, target_lengths)),
        "torch": forward_backward(t, lambda: torch.nn.functional.ctc_loss(t.log_softmax(2), tt, lengths, target_lengths))}}


def grid():
    x = rng.standard_normal((16, 32, 32, 32)).astype(np.float32)
    theta = (np.eye(2, 3) + 0.1 * rng.standard_normal((16, 2, 3))).astype(np.float32)
    (xy, xt), (gy, gt) = both(x, True), both(theta, True)
    out = {}
    for mode in ("bilinear", "nearest", "bicubic"):
        def ours(mode=mode):
            grid = yaten.nn.functional.affine_grid(gy, (16, 32, 32, 32), align_corners=False)
            return yaten.nn.functional.grid_sample(xy, grid, mode, align_corners=False)

        def theirs(mode=mode):
            grid = torch.nn.functional.affine_grid(gt, (16, 32, 32, 32), align_corners=False)
            return torch.nn.functional.grid_sample(xt, grid, mode, align_corners=False)
        out[f"affine_grid + grid_sample {mode} fw+bw"] = {"yaten": forward_backward(xy, ours),
                                                          "torch": forward_backward(xt, theirs)}
    return out


if __name__ == "__main__":
    args = arguments(__doc__)
    torch.set_num_threads(2)
    report({**stacks(), **in_place_activations(), **ctc(), **grid()}, args)
