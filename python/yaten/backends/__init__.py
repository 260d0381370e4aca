"""yaten.backends: PyTorch's backend switches, as in its CPU-only build.
The cuDNN and TF32 flags can be set (scripts set them unconditionally) and
read back; they change nothing, as there is no CUDA device to use them."""
from yaten.backends import cuda, cudnn, mkldnn, mps, openmp  # noqa: F401

__all__ = ["cuda", "cudnn", "mkldnn", "mps", "openmp"]
