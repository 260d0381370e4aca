"""yaten.set_printoptions prints as torch.set_printoptions does, for every
knob and profile (the text compared with torch's, yaten. for torch.)."""
import math

import pytest

import yaten

torch = pytest.importorskip("torch")


@pytest.fixture(autouse=True)
def restore_defaults():
    yield
    yaten.set_printoptions(profile="default")
    torch.set_printoptions(profile="default")


def printed(lib, make):
    return repr(make(lib)).replace("torch.", "yaten.")


SAMPLES = [
    lambda lib: lib.tensor([1.123456789, -2.5, 3.0]),
    lambda lib: lib.arange(2000.0) / 7,
    lambda lib: lib.arange(60.0).reshape(3, 20) * 1.5,
    lambda lib: lib.tensor([1e-6, 1.0, 1e6]),
    lambda lib: lib.tensor([[1.5, 2.25], [3.125, 4.0]], dtype=lib.float64),
    lambda lib: lib.arange(30).reshape(5, 6),
]

OPTIONS = [
    dict(precision=2), dict(precision=8), dict(threshold=10), dict(threshold=10, edgeitems=1),
    dict(edgeitems=5, threshold=50), dict(linewidth=40), dict(linewidth=200), dict(sci_mode=True),
    dict(sci_mode=False), dict(profile="short"), dict(profile="full"), dict(profile="default"),
    dict(profile="short", precision=6), dict(threshold=math.inf),
]


@pytest.mark.parametrize("options", OPTIONS, ids=[str(o) for o in OPTIONS])
@pytest.mark.parametrize("index", range(len(SAMPLES)))
def test_printing_matches_torch(options, index):
    yaten.set_printoptions(**options)
    torch.set_printoptions(**options)
    assert printed(yaten, SAMPLES[index]) == printed(torch, SAMPLES[index])


def test_each_call_resets_sci_mode_as_torch():
    for lib in (yaten, torch):
        lib.set_printoptions(sci_mode=True)
        lib.set_printoptions(precision=3)
    assert printed(yaten, SAMPLES[0]) == printed(torch, SAMPLES[0])


@pytest.mark.parametrize("bad", [dict(profile="long"), dict(precision=-1), dict(edgeitems=-2), dict(linewidth=1.5), dict(precision=10 ** 12),
                                 dict(threshold=-1), dict(sci_mode="yes")])
def test_bad_options_are_refused_and_change_nothing(bad):
    before = repr(yaten.arange(2000.0))
    with pytest.raises(ValueError, match="set_printoptions"):
        yaten.set_printoptions(**bad)
    assert repr(yaten.arange(2000.0)) == before
