"""yaten.functional as torch.functional: `import torch.functional as F`
(the models tutorial) finds the same functions as the top-level ones."""
import pytest

import yaten
import yaten.functional as YF

torch = pytest.importorskip("torch")
import torch.functional as TF  # noqa: E402

# torch.functional's names yaten does not have yet, and why.
NOT_YET = {"stft": "needs complex tensors", "istft": "needs complex tensors",
           "align_tensors": "named tensors' alignment"}


def test_the_names_of_torch_functional_are_yatens_functions():
    missing = {name for name in TF.__all__ if name not in YF.__all__}
    assert missing <= set(NOT_YET), missing
    for name in YF.__all__:
        assert name in TF.__all__
        assert getattr(YF, name) is getattr(yaten, name)


def test_functions_reached_through_the_module_match_torch():
    for lib, F in ((yaten, YF), (torch, TF)):
        x = lib.arange(6.0).reshape(2, 3)
        assert F.einsum("ij->j", x).tolist() == [3.0, 5.0, 7.0]
        assert [t.shape[0] for t in F.split(lib.arange(5), 2)] == [2, 2, 1]
        assert F.norm(lib.tensor([3.0, 4.0])).item() == 5.0
        assert F.unique(lib.tensor([3, 1, 3])).tolist() == [1, 3]
        assert [t.tolist() for t in F.meshgrid(lib.tensor([1, 2]), lib.tensor([3]), indexing="ij")] == [[[1], [2]],
                                                                                                       [[3], [3]]]
