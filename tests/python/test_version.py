"""yaten.__version__ and yaten.version as torch's: a TorchVersion that the
version gates of scripts compare the way they compare torch's."""
import pickle

import pytest

import yaten
from yaten.torch_version import TorchVersion

torch = pytest.importorskip("torch")
packaging_version = pytest.importorskip("packaging.version")

OPERANDS = ["1.8", "1.13", "1.13.0", "1.13.1", "1.14", "2.0", "2.0.0a0", (1, 8), (1, 13), (1, 13, 1), (2,), "parrot",
            packaging_version.Version("1.12.1")]


def test_version_is_the_pytorch_release_yaten_implements():
    assert yaten.__version__ == "1.13.1+yaten"
    assert yaten.version.__version__ is yaten.__version__
    assert isinstance(yaten.__version__, str) and isinstance(yaten.__version__, TorchVersion)


def test_version_module_has_torch_fields():
    for name in ("__version__", "cuda", "debug", "git_version", "hip"):
        assert hasattr(torch.version, name) and hasattr(yaten.version, name)
    assert yaten.version.cuda is None and yaten.version.hip is None
    assert yaten.version.debug is False


@pytest.mark.parametrize("text", ["1.13.1+yaten", "1.13.0a0", "1.10.0", "2.1.0+cpu", "parrot"])
@pytest.mark.parametrize("other", OPERANDS, ids=str)
def test_comparisons_as_torch_version(text, other):
    ours, theirs = TorchVersion(text), torch.torch_version.TorchVersion(text)
    for op in ("__lt__", "__le__", "__gt__", "__ge__", "__eq__"):
        try:
            expected = getattr(theirs, op)(other)
        except TypeError:
            with pytest.raises(TypeError):
                getattr(ours, op)(other)
            continue
        assert getattr(ours, op)(other) == expected, (text, op, other)


def test_gates_scripts_write_open_for_1_13_and_stay_shut_for_2():
    v = yaten.__version__
    assert v >= "1.8" and v >= (1, 13) and v < "2.0" and not v >= (2, 0)
    assert packaging_version.parse(v) >= packaging_version.parse("1.13")
    assert packaging_version.parse(v).release == (1, 13, 1)
    assert tuple(int(p) for p in v.split("+")[0].split(".")[:2]) == (1, 13)


def test_version_hashes_and_pickles_as_its_string():
    assert {yaten.__version__: 1}["1.13.1+yaten"] == 1
    assert pickle.loads(pickle.dumps(yaten.__version__)) == yaten.__version__
