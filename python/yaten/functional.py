"""yaten.functional, the module torch.functional is: the tensor functions
PyTorch writes in Python (einsum, split, norm, meshgrid, unique, ...), here
the same objects as yaten's own (`import torch.functional as F` appears in
tutorials). Of torch's list, those yaten does not have yet (stft and istft
need complex tensors; align_tensors named tensors; pca/svd_lowrank are
coming) are left out of __all__ and appear here when yaten gains them."""
import yaten as _yaten

# torch.functional.__all__ in PyTorch 1.13.
_TORCH_NAMES = (
    "atleast_1d", "atleast_2d", "atleast_3d", "align_tensors", "broadcast_shapes", "broadcast_tensors",
    "cartesian_prod", "block_diag", "cdist", "chain_matmul", "einsum", "istft", "lu", "norm", "meshgrid",
    "pca_lowrank", "split", "stft", "svd_lowrank", "tensordot", "unique", "unique_consecutive",
)

__all__ = [name for name in _TORCH_NAMES if hasattr(_yaten, name)]
globals().update({name: getattr(_yaten, name) for name in __all__})
