"""CPU autocast as torch 1.13's: the ops on its lower-precision list run in
bfloat16, those on its float32 list in float32, the promote ones on the
widest input dtype, all others untouched; nesting, enabled=False, the
decorator form, yaten.cpu.amp.autocast and the state queries."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def dtype_name(t):
    return str(t.dtype).split(".")[1]


def run(lib, body, **kwargs):
    with lib.autocast("cpu", **kwargs):
        return body(lib)


def data(lib, *shape, dtype="float32", seed=0):
    values = np.random.default_rng(seed).uniform(-1, 1, shape)
    return lib.tensor(values.tolist(), dtype=getattr(lib, dtype))


CALLS = {
    "mm": lambda lib: lib.mm(data(lib, 2, 3), data(lib, 3, 4, seed=1)),
    "matmul operator": lambda lib: data(lib, 2, 3) @ data(lib, 3, 2, seed=1),
    "method": lambda lib: data(lib, 2, 3).matmul(data(lib, 3, 2, seed=1)),
    "linear": lambda lib: lib.nn.functional.linear(data(lib, 2, 3), data(lib, 4, 3, seed=1), data(lib, 4, seed=2)),
    "addmm": lambda lib: lib.addmm(data(lib, 2), data(lib, 2, 3, seed=1), data(lib, 3, 2, seed=2)),
    "bmm": lambda lib: lib.bmm(data(lib, 2, 2, 3), data(lib, 2, 3, 2, seed=1)),
    "conv2d": lambda lib: lib.nn.functional.conv2d(data(lib, 1, 2, 4, 4), data(lib, 3, 2, 3, 3, seed=1)),
    "mse_loss in bfloat16": lambda lib: lib.nn.functional.mse_loss(data(lib, 4, dtype="bfloat16"),
                                                                   data(lib, 4, dtype="bfloat16", seed=1)),
    "prod in bfloat16": lambda lib: data(lib, 4, dtype="bfloat16").prod(),
    "cat mixed": lambda lib: lib.cat([data(lib, 2, dtype="bfloat16"), data(lib, 2)]),
    "add untouched": lambda lib: data(lib, 2, dtype="bfloat16") + data(lib, 2),
    "exp untouched": lambda lib: data(lib, 2).exp(),
    "sum untouched": lambda lib: data(lib, 2, dtype="bfloat16").sum(),
    "integer mm untouched": lambda lib: lib.mm(lib.ones(2, 2, dtype=lib.int64), lib.ones(2, 2, dtype=lib.int64)),
}


@pytest.mark.parametrize("name", list(CALLS))
def test_ops_run_in_the_dtype_torch_autocast_picks(name):
    ours, theirs = run(yaten, CALLS[name]), run(torch, CALLS[name])
    assert dtype_name(ours) == dtype_name(theirs)
    np.testing.assert_allclose(ours.float().tolist(), theirs.float().tolist(), rtol=2e-2, atol=2e-2)


def test_gradients_reach_float32_parameters_in_float32():
    for lib in (yaten, torch):
        lib.manual_seed(0)
        layer = lib.nn.Linear(3, 2)
        with lib.autocast("cpu", dtype=lib.bfloat16):
            out = layer(data(lib, 4, 3))
            loss = out.float().pow(2).sum()
        assert out.dtype is lib.bfloat16
        loss.backward()
        assert layer.weight.grad.dtype is lib.float32


def test_state_nesting_and_disabling():
    for lib in (yaten, torch):
        assert not lib.is_autocast_cpu_enabled()
        with lib.autocast("cpu"):
            assert lib.is_autocast_cpu_enabled() and lib.get_autocast_cpu_dtype() is lib.bfloat16
            with lib.autocast("cpu", enabled=False):
                assert not lib.is_autocast_cpu_enabled()
                assert lib.mm(data(lib, 2, 2), data(lib, 2, 2)).dtype is lib.float32
            assert lib.mm(data(lib, 2, 2), data(lib, 2, 2)).dtype is lib.bfloat16
        assert not lib.is_autocast_cpu_enabled()
        assert lib.mm(data(lib, 2, 2), data(lib, 2, 2)).dtype is lib.float32


def test_decorator_and_cpu_amp_spelling():
    for lib in (yaten, torch):
        @lib.autocast("cpu")
        def product(a, b):
            return a @ b

        assert product(data(lib, 2, 2), data(lib, 2, 2)).dtype is lib.bfloat16
        with lib.cpu.amp.autocast():
            assert lib.mm(data(lib, 2, 2), data(lib, 2, 2)).dtype is lib.bfloat16
        assert not lib.is_autocast_cpu_enabled()


def test_an_exception_leaves_autocast_off():
    for lib in (yaten, torch):
        with pytest.raises(ValueError):
            with lib.autocast("cpu"):
                raise ValueError("inside")
        assert not lib.is_autocast_cpu_enabled()


def test_float16_is_refused_as_torch_refuses_it_and_autocast_stays_off():
    for lib in (yaten, torch):
        with pytest.warns(UserWarning, match="CPU Autocast only supports dtype of torch.bfloat16"):
            context = lib.autocast("cpu", dtype=lib.float16)
        with pytest.raises(RuntimeError, match="only support Bfloat16"):
            with context:
                pass
        assert not lib.is_autocast_cpu_enabled()
