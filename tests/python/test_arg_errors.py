"""A wrong argument reads as torch's TypeError for the same call, line for
line (python/src/arg_parser.cpp): one message when one signature fits the
call's shape, the listing of every signature otherwise. Calls whose ops have
the same overloads in both libraries."""
import pytest

import yaten

torch = pytest.importorskip("torch")


class ScalarTensor:
    """The spec's example (extending-pytorch): a non-Tensor passed where a Tensor goes."""


CALLS = [
    lambda lib, x: lib.mean(ScalarTensor()),
    lambda lib, x: lib.mean("s"),
    lambda lib, x: lib.add(x, "a"),
    lambda lib, x: lib.cat(1),
    lambda lib, x: lib.exp(x, 1),
    lambda lib, x: lib.relu(x, x),
    lambda lib, x: lib.exp(x, foo=1),
    lambda lib, x: lib.mm(x),
    lambda lib, x: lib.mm(),
    lambda lib, x: lib.full((2,), "a"),
    lambda lib, x: lib.nn.functional.relu(x, "a", 2),
    lambda lib, x: x.to(foo=1),
    lambda lib, x: x.to(foo=1, bar=2),
    lambda lib, x: x.to("cpu", 1.5),
    lambda lib, x: x.to(lib.channels_last, 1),
]


def message(lib, call):
    x = lib.ones(2, 3)
    with pytest.raises(TypeError) as info:
        call(lib, x)
    return str(info.value).replace("torch.", "yaten.")


@pytest.mark.parametrize("call", CALLS, ids=range(len(CALLS)))
def test_type_error_reads_as_torch(call):
    assert message(yaten, call) == message(torch, call)


def test_spec_example_is_one_line():
    text = message(yaten, CALLS[0])
    assert text == "mean(): argument 'input' (position 1) must be Tensor, not ScalarTensor"
