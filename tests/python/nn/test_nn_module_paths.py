"""Every layer class is reachable where torch defines it
(torch.nn.modules.<file>.<Class>), whichever file of yaten defines it:
scripts name those paths in safe_globals lists and imports, as the
word-language-model example's generate.py names
torch.nn.modules.activation.MultiheadAttention."""
import importlib
import inspect
import pkgutil

import pytest

import yaten
import yaten.nn

torch = pytest.importorskip("torch")
import torch.nn.modules  # noqa: E402

# torch's classes defined at a torch path whose yaten counterpart loads on first use (distributed).
LAZY_IN_YATEN = {("batchnorm", "SyncBatchNorm")}


def torch_classes():
    for info in pkgutil.iter_modules(torch.nn.modules.__path__):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"torch.nn.modules.{info.name}")
        for name, obj in vars(module).items():
            if inspect.isclass(obj) and obj.__module__ == module.__name__ and not name.startswith("_"):
                yield info.name, name


def test_every_layer_class_is_at_torchs_path():
    missing = []
    for module_name, class_name in torch_classes():
        if (module_name, class_name) in LAZY_IN_YATEN or not hasattr(yaten.nn, class_name):
            continue  # the audit of test_nn_public_names covers classes yaten lacks altogether
        module = importlib.import_module(f"yaten.nn.modules.{module_name}")
        if getattr(module, class_name, None) is not getattr(yaten.nn, class_name):
            missing.append(f"{module_name}.{class_name}")
    assert not missing


def test_from_import_at_torchs_path():
    from yaten.nn.modules.activation import MultiheadAttention
    from yaten.nn.modules.pooling import AdaptiveAvgPool1d
    assert MultiheadAttention is yaten.nn.MultiheadAttention and AdaptiveAvgPool1d is yaten.nn.AdaptiveAvgPool1d
