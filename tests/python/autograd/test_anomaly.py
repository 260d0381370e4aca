"""autograd anomaly detection: backward stops at the first NaN gradient and
names the node that produced it, with torch's exception and message."""
import warnings

import pytest

import yaten

torch = pytest.importorskip("torch")


def nan_backward(lib):
    x = lib.tensor([0.0, 1.0], requires_grad=True)
    y = lib.sqrt(x) * 0  # d sqrt / dx at 0 is inf, times 0 is nan
    y.sum().backward()
    return x


def error_of(lib, run):
    with pytest.raises(RuntimeError) as info:
        run(lib)
    return str(info.value)


def test_detect_anomaly_names_the_node_as_torch():
    messages = []
    for lib in (yaten, torch):
        with pytest.warns(UserWarning, match="Anomaly Detection has been enabled"):
            guard = lib.autograd.detect_anomaly()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # torch also prints the forward traceback
            with guard:
                assert lib.is_anomaly_enabled()
                messages.append(error_of(lib, nan_backward))
        assert not lib.is_anomaly_enabled()
    assert messages[0] == messages[1] == "Function 'SqrtBackward0' returned nan values in its 0th output."


def test_without_detection_nan_flows_through():
    for lib in (yaten, torch):
        x = nan_backward(lib)
        assert (x.grad != x.grad).tolist() == [True, False]


def test_set_detect_anomaly_as_function_and_context():
    for lib in (yaten, torch):
        lib.autograd.set_detect_anomaly(True)
        assert lib.is_anomaly_enabled()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            assert "SqrtBackward0" in error_of(lib, nan_backward)
        lib.autograd.set_detect_anomaly(False)
        assert not lib.is_anomaly_enabled()
        with lib.autograd.set_detect_anomaly(True):
            assert lib.is_anomaly_enabled()
        assert not lib.is_anomaly_enabled()


def test_check_nan_false_lets_nan_through():
    for lib in (yaten, torch):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with lib.autograd.detect_anomaly(check_nan=False):
                assert lib.is_anomaly_enabled() and not lib.is_anomaly_check_nan_enabled()
                grad = nan_backward(lib).grad
                assert bool((grad != grad).any())


def test_the_output_index_is_named_as_torch():
    def division(lib):
        x = lib.tensor([0.0, 2.0], requires_grad=True)
        (x / x).sum().backward()  # d(a/b)/db = -a/b**2: 0/0 at 0

    messages = []
    for lib in (yaten, torch):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with lib.autograd.detect_anomaly():
                messages.append(error_of(lib, division))
    assert messages[0] == messages[1]
