"""yaten.accelerator answers as torch 2's on a CPU-only build (torch 1.13,
the oracle elsewhere, predates the module): no accelerator, so the device
preamble of pytorch/examples' scripts picks the CPU."""
import pytest

import yaten


def test_the_examples_device_preamble_picks_the_cpu():
    use_accel = yaten.accelerator.is_available()
    device = yaten.accelerator.current_accelerator() if use_accel else yaten.device("cpu")
    assert device == yaten.device("cpu")
    assert yaten.accelerator.device_count() == 0
    assert yaten.accelerator.current_accelerator(check_available=True) is None
    assert yaten.ones(2).to(device).device.type == "cpu"


@pytest.mark.parametrize("call", ["current_device_index()", "current_device_idx()", "set_device_index(0)",
                                  "set_device_idx('cuda:0')", "synchronize()", "current_stream()"])
def test_what_needs_an_accelerator_is_a_runtime_error(call):
    with pytest.raises(RuntimeError, match="no accelerator"):
        eval(call, vars(yaten.accelerator))


def test_device_index_none_selects_nothing():
    with yaten.accelerator.device_index(None):
        pass
    with pytest.raises(RuntimeError, match="no accelerator"):
        with yaten.accelerator.device_index(0):
            pass
