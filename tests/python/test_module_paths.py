"""torch's module paths reach yaten's names: `from torch.distributions.normal
import Normal`, `torch.optim.adamw.AdamW`, `torch.multiprocessing.spawn`,
`torch.nn.common_types`, `torch.types`; each class or function says the
module torch's says (its __module__, so reprs and pickles read alike)."""
import importlib
import pickle

import pytest

torch = pytest.importorskip("torch")

# torch's modules whose own classes and functions yaten has (by name).
PATHS = ["torch.distributions." + name for name in (
    "bernoulli", "beta", "binomial", "categorical", "cauchy", "chi2", "dirichlet", "exponential", "gamma",
    "geometric", "gumbel", "half_cauchy", "half_normal", "laplace", "log_normal", "mixture_same_family",
    "multinomial", "multivariate_normal", "negative_binomial", "normal", "one_hot_categorical", "pareto",
    "poisson", "studentT", "transformed_distribution", "uniform", "weibull", "kl", "independent",
    "distribution")] + ["torch.multiprocessing.spawn"]
# Where only the classes are at torch's path (not the functional adam(), sgd()).
CLASS_PATHS = ["torch.optim.adamw", "torch.optim.adam", "torch.optim.sgd"]


def own_names(module, kinds):
    return sorted(n for n, v in vars(module).items()
                  if not n.startswith("_") and isinstance(v, kinds) and v.__module__ == module.__name__)


@pytest.mark.parametrize("path", PATHS + CLASS_PATHS)
def test_torchs_module_path_holds_its_names(path):
    theirs = importlib.import_module(path)
    ours = importlib.import_module("yaten" + path[len("torch"):])
    kinds = type if path in CLASS_PATHS else (type, type(own_names))
    for name in own_names(theirs, kinds):
        assert getattr(ours, name).__module__ == ours.__name__, name


def test_from_import_and_attribute_forms():
    from yaten.distributions.categorical import Categorical
    from yaten.distributions.normal import Normal
    import yaten.distributions
    assert yaten.distributions.normal.Normal is Normal is yaten.distributions.Normal
    assert Categorical is yaten.distributions.Categorical
    assert repr(Normal) == repr(torch.distributions.normal.Normal).replace("torch", "yaten")
    copy = pickle.loads(pickle.dumps(Normal(0.0, 1.0)))
    assert type(copy) is Normal


def test_common_types_and_types_have_torchs_aliases():
    import torch.nn.common_types as theirs_nn
    import torch.types as theirs
    import yaten.nn.common_types as ours_nn
    import yaten.types as ours
    def same(a, b):
        return str(a).replace("yaten", "torch").replace("._tensor.", ".") == str(b).replace("._tensor.", ".")
    for name in [n for n in vars(theirs_nn) if n.startswith("_") and n.endswith("_t")]:
        assert same(getattr(ours_nn, name), getattr(theirs_nn, name)), name
    for name in ("Number", "Device", "_size", "_TensorOrTensors", "_int", "_float", "_bool", "_dtype", "_device"):
        assert same(getattr(ours, name), getattr(theirs, name)), name
