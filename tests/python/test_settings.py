"""torch's process-wide switches (yaten._settings) against torch's: the
same answers, the same refusals, and their effect where yaten has one."""
import warnings

import pytest

import yaten

torch = pytest.importorskip("torch")
from both_libraries import same_outcome  # noqa: E402


@pytest.fixture(autouse=True)
def restore_settings():
    """Each test leaves both libraries as it found them."""
    saved = [(lib, lib.get_float32_matmul_precision(), lib.get_deterministic_debug_mode(), lib.get_default_dtype())
             for lib in (torch, yaten)]
    yield
    for lib, precision, debug_mode, dtype in saved:
        lib.set_float32_matmul_precision(precision)
        lib.set_deterministic_debug_mode(debug_mode)
        lib.set_default_dtype(dtype)
        lib.set_warn_always(False)
        lib.set_flush_denormal(False)


@pytest.mark.parametrize("precision", ["highest", "high", "medium"])
def test_float32_matmul_precision_round_trips_and_links_allow_tf32(precision):
    same_outcome(lambda lib: lib.set_float32_matmul_precision(precision))
    same_outcome(lambda lib: lib.get_float32_matmul_precision())
    same_outcome(lambda lib: lib.backends.cuda.matmul.allow_tf32)
    same_outcome(lambda lib: setattr(lib.backends.cuda.matmul, "allow_tf32", precision == "highest"))
    same_outcome(lambda lib: lib.get_float32_matmul_precision())


def test_float32_matmul_precision_refusals():
    same_outcome(lambda lib: lib.set_float32_matmul_precision(1))
    with pytest.warns(UserWarning, match="no effect"):
        yaten.set_float32_matmul_precision("fastest")
    assert yaten.get_float32_matmul_precision() == "highest"


@pytest.mark.parametrize("mode", [0, 1, 2, "default", "warn", "error", 3, "loud", 1.5])
def test_deterministic_debug_mode(mode):
    same_outcome(lambda lib: lib.set_deterministic_debug_mode(mode))
    same_outcome(lambda lib: (lib.get_deterministic_debug_mode(), lib.are_deterministic_algorithms_enabled(),
                      lib.is_deterministic_algorithms_warn_only_enabled()))


@pytest.mark.parametrize("args", [(True,), (False,), (1,)])
@pytest.mark.parametrize("warn_only", [False, True, 1])
def test_use_deterministic_algorithms(args, warn_only):
    same_outcome(lambda lib: lib.use_deterministic_algorithms(*args, warn_only=warn_only))
    same_outcome(lambda lib: (lib.are_deterministic_algorithms_enabled(), lib.is_deterministic_algorithms_warn_only_enabled(),
                      lib.get_deterministic_debug_mode()))


def test_deterministic_mode_refuses_no_cpu_op():
    """torch 1.13 on the CPU raises for none of these in deterministic mode; neither does yaten."""
    for lib in (torch, yaten):
        lib.use_deterministic_algorithms(True)
        x = lib.zeros(5)
        x.index_add_(0, lib.tensor([0, 0]), lib.ones(2))
        x.put_(lib.tensor([1, 1]), lib.ones(2), accumulate=True)
        x.scatter_add_(0, lib.tensor([2, 2]), lib.ones(2))
        lib.bincount(lib.tensor([1, 2, 2]))
        assert x.tolist() == [2.0, 2.0, 2.0, 0.0, 0.0]


def test_num_interop_threads_is_set_once():
    assert isinstance(yaten.get_num_interop_threads(), int) and yaten.get_num_interop_threads() >= 1
    same_outcome(lambda lib: lib.set_num_interop_threads(0))
    same_outcome(lambda lib: lib.set_num_interop_threads("2"))


def test_num_interop_threads_second_set_raises_where_torch_aborts():
    from yaten import _settings
    saved = dict(_settings._state)
    try:
        _settings._state["interop_threads"] = None
        yaten.set_num_interop_threads(3)
        assert yaten.get_num_interop_threads() == 3
        with pytest.raises(RuntimeError, match="cannot set number of interop threads"):
            yaten.set_num_interop_threads(2)
    finally:
        _settings._state.clear()
        _settings._state.update(saved)


def test_warn_always_repeats_warnings_given_once():
    same_outcome(lambda lib: lib.set_warn_always(1))
    same_outcome(lambda lib: lib.is_warn_always_enabled())
    x = yaten.ones(2, 3, 4)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        yaten.set_warn_always(True)
        assert yaten.is_warn_always_enabled()
        x.T, x.T  # noqa: B018 - torch 1.13 warns once per process about x.T of a 3-D tensor
    assert sum("x.T" in str(w.message) for w in caught) == 2
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        yaten.linalg.multi_dot([yaten.ones(2, 2), yaten.ones(2, 2)])  # a warn_once of ops.yaml, once...
        yaten.set_warn_always(False)
        x.T  # noqa: B018 - ...and x.T, given already, no more
    assert not any("x.T" in str(w.message) for w in caught)


def test_flush_denormal_flushes_subnormal_arithmetic():
    tiny = 1e-310  # a float64 subnormal
    for lib in (torch, yaten):
        assert lib.set_flush_denormal(True) is True
        assert (lib.tensor([tiny], dtype=lib.float64) * 1).tolist() == [0.0]
        assert lib.set_flush_denormal(False) is True
        assert (lib.tensor([tiny], dtype=lib.float64) * 1).tolist() == [tiny]
    same_outcome(lambda lib: lib.set_flush_denormal(1))


@pytest.mark.parametrize("t", ["torch.DoubleTensor", "torch.HalfTensor", "torch.LongTensor", "torch.cuda.FloatTensor",
                               "no_such_module.FloatTensor", "DoubleTensor", "float64"])
def test_set_default_tensor_type_by_name(t):
    same_outcome(lambda lib: lib.set_default_tensor_type(t))
    same_outcome(lambda lib: (lib.get_default_dtype(), lib.ones(1).dtype, lib.tensor([1.5]).dtype))


@pytest.mark.parametrize("name", ["DoubleTensor", "FloatTensor", "BFloat16Tensor", "IntTensor", "BoolTensor"])
def test_set_default_tensor_type_by_type(name):
    same_outcome(lambda lib: lib.set_default_tensor_type(getattr(lib, name)))
    same_outcome(lambda lib: lib.get_default_dtype())
    same_outcome(lambda lib: lib.set_default_tensor_type(lib.float64))
