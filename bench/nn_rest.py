"""The rest of issue 19 beside torch, the libraries taking turns call by
call (bench/run.py's interleaved report): conv_transpose3d and
fractional_max_pool2d / 3d forward + backward, the hook-based and the
parametrized spectral_norm on a Linear's training step, and a model's
forward + backward with a legacy backward hook on every layer.

    PYTHONPATH=build/python /usr/bin/python3 bench/nn_rest.py [-k NAME] [--rounds N]
"""
import sys
import warnings
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
import numpy as np  # noqa: E402
import torch  # noqa: E402

import yaten  # noqa: E402
from run import arguments, both, report  # noqa: E402

rng = np.random.default_rng(0)


def forward_backward(x, step):
    def run():
        x.grad = None
        step().sum().backward()
    return run


def with_grad(array):
    return tuple(t.requires_grad_() for t in both(array))


def pooling_and_conv():
    x = rng.standard_normal((8, 16, 8, 16, 16)).astype(np.float32)
    w = (rng.standard_normal((16, 8, 3, 3, 3)) * 0.1).astype(np.float32)
    (xy, xt), (wy, wt) = with_grad(x), both(w)
    image = rng.standard_normal((16, 32, 32, 32)).astype(np.float32)
    (iy, it) = with_grad(image)
    volume = rng.standard_normal((4, 8, 16, 16, 16)).astype(np.float32)
    (vy, vt) = with_grad(volume)
    return {
        "conv_transpose3d (8, 16, 8, 16, 16) k3 s2 fw+bw": {
            "yaten": forward_backward(xy, lambda: yaten.nn.functional.conv_transpose3d(xy, wy, stride=2)),
            "torch": forward_backward(xt, lambda: torch.nn.functional.conv_transpose3d(xt, wt, stride=2))},
        "fractional_max_pool2d (16, 32, 32, 32) k3 ratio 0.5 fw+bw": {
            "yaten": forward_backward(iy, lambda: yaten.nn.functional.fractional_max_pool2d(iy, 3, output_ratio=0.5)),
            "torch": forward_backward(it, lambda: torch.nn.functional.fractional_max_pool2d(it, 3, output_ratio=0.5))},
        "fractional_max_pool3d (4, 8, 16, 16, 16) k2 ratio 0.5 fw+bw": {
            "yaten": forward_backward(vy, lambda: yaten.nn.functional.fractional_max_pool3d(vy, 2, output_ratio=0.5)),
            "torch": forward_backward(vt, lambda: torch.nn.functional.fractional_max_pool3d(vt, 2, output_ratio=0.5))},
    }


def normalized_training_steps():
    out = {}
    x = rng.standard_normal((64, 256)).astype(np.float32)
    for kind in ("spectral_norm", "parametrizations.spectral_norm"):
        steps = {}
        for lib, data in zip((yaten, torch), both(x)):
            __import__(lib.__name__ + ".nn.utils.parametrizations")
            wrap = lib.nn.utils.spectral_norm if kind == "spectral_norm" else \
                lib.nn.utils.parametrizations.spectral_norm
            model = wrap(lib.nn.Linear(256, 256))
            steps[lib.__name__] = lambda model=model, data=data: model(data).sum().backward()
        out[f"{kind} Linear(256, 256) batch 64 fw+bw"] = steps
    return out


def legacy_hooks():
    x = rng.standard_normal((64, 128)).astype(np.float32)
    steps = {}
    for lib, data in zip((yaten, torch), both(x)):
        model = lib.nn.Sequential(*[layer for _ in range(4) for layer in (lib.nn.Linear(128, 128), lib.nn.Tanh())])
        for layer in model:
            layer.register_backward_hook(lambda module, grad_input, grad_output: None)
        steps[lib.__name__] = lambda model=model, data=data: model(data).sum().backward()
    return {"MLP 4 x (Linear 128, Tanh), legacy hook per layer, fw+bw": steps}


if __name__ == "__main__":
    warnings.simplefilter("ignore")  # the legacy hooks' deprecation warnings, on every call
    args = arguments(__doc__)
    report({**pooling_and_conv(), **normalized_training_steps(), **legacy_hooks()}, args)
