"""yaten.functional: torch.functional's names (torch.functional.split,
torch.functional.F, ...), the same functions as yaten's top level. Scripts
reach them through the module; torch's __all__ also names stft, istft and
align_tensors, which yaten lacks (tests/python/test_namespace_audit.py)."""
import yaten
from yaten import Tensor  # noqa: F401  (torch.functional re-exports it)
from yaten.nn import functional as F  # noqa: F401

_NAMES = ("atleast_1d", "atleast_2d", "atleast_3d", "broadcast_shapes", "broadcast_tensors", "cartesian_prod",
          "block_diag", "cdist", "chain_matmul", "einsum", "lu", "norm", "meshgrid", "split", "tensordot", "unique",
          "unique_consecutive", "pca_lowrank", "svd_lowrank")
__all__ = list(_NAMES)
globals().update({name: getattr(yaten, name) for name in _NAMES})
