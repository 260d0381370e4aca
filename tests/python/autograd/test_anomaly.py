"""autograd anomaly detection: backward stops at the first NaN gradient and
names the node that produced it, with torch's exception and message; a node
whose backward fails first warns with the stack of the forward call that
created it, as torch's "Error detected in ..." UserWarning."""
import os
import re
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


FORWARD_TRACE = "Error detected in {}. Traceback of forward call that caused the error:\n"


def failure_warnings(lib, run):
    """The 'Error detected in' warnings issued while run(lib) fails in
    backward with anomaly mode on, and the exception it raised."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with lib.autograd.set_detect_anomaly(True):
            with pytest.raises(Exception) as info:
                run(lib)
    found = [str(w.message) for w in caught if str(w.message).startswith("Error detected in")]
    assert all(w.category is UserWarning for w in caught)
    return found, info.value


def user_frames(trace):
    """(file, line, function, source) of each frame outside the library
    (torch's trace also names its own format_stack frame)."""
    frames = re.findall(r'  File "(.*)", line (\d+), in (.*)\n    (.*)\n', trace)
    # By the packages' own folders: a checkout may itself sit in a folder named yaten.
    packages = tuple(os.path.dirname(lib.__file__) + os.sep for lib in (yaten, torch))
    return [f for f in frames if not f[0].startswith(packages)]


def test_a_nan_gradient_warns_with_the_forward_traceback_as_torch():
    traces = []
    for lib in (yaten, torch):
        found, error = failure_warnings(lib, nan_backward)
        assert str(error) == "Function 'SqrtBackward0' returned nan values in its 0th output."
        assert len(found) == 1 and found[0].startswith(FORWARD_TRACE.format("SqrtBackward0"))
        traces.append(user_frames(found[0]))
    assert traces[0] == traces[1]
    # The innermost frame is the forward line that made the node.
    assert traces[0][-1][2:] == ("nan_backward", "y = lib.sqrt(x) * 0  # d sqrt / dx at 0 is inf, times 0 is nan")


def test_an_error_raised_in_backward_warns_with_the_forward_traceback():
    def custom_function(lib):
        class Boom(lib.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                return x * 2

            @staticmethod
            def backward(ctx, grad):
                raise ValueError("boom")

        x = lib.ones(2, requires_grad=True)
        Boom.apply(x).sum().backward()

    def modified_in_place(lib):
        a = lib.ones(3, requires_grad=True)
        b = a.exp()
        b.add_(1)
        b.sum().backward()

    for run, node, line in [(custom_function, "BoomBackward", "Boom.apply(x).sum().backward()"),
                            (modified_in_place, "ExpBackward0", "b = a.exp()")]:
        traces = []
        for lib in (yaten, torch):
            found, error = failure_warnings(lib, run)
            assert type(error).__name__ in ("ValueError", "RuntimeError")
            assert len(found) == 1 and found[0].startswith(FORWARD_TRACE.format(node)), found
            traces.append(user_frames(found[0]))
        assert traces[0] == traces[1] and traces[0][-1][3] == line


def test_a_node_made_before_anomaly_mode_has_no_forward_information():
    def late(lib):
        x = lib.tensor([0.0, 1.0], requires_grad=True)
        y = lib.sqrt(x) * 0
        lib.autograd.set_detect_anomaly(False)
        with lib.autograd.set_detect_anomaly(True):
            y.sum().backward()

    messages = []
    for lib in (yaten, torch):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            with pytest.raises(RuntimeError):
                late(lib)
        messages.append([str(w.message).split(" (Triggered internally")[0] for w in caught])
    assert messages[0] == messages[1] == [
        "Error detected in SqrtBackward0. No forward pass information available. Enable detect anomaly during "
        "forward pass for more information."]


def test_a_warning_filter_raising_errors_keeps_the_backward_error(capfd):
    for lib in (yaten, torch):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            with lib.autograd.set_detect_anomaly(True):
                with pytest.raises(RuntimeError, match="returned nan values"):
                    nan_backward(lib)
        assert "UserWarning: Error detected in SqrtBackward0" in capfd.readouterr().err


def test_without_anomaly_mode_a_failing_backward_warns_nothing():
    for lib in (yaten, torch):
        x = lib.ones(3, requires_grad=True)
        b = x.exp()
        b.add_(1)
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            with pytest.raises(RuntimeError, match="modified by an inplace operation"):
                b.sum().backward()
