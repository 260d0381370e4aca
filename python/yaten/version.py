"""yaten.version, torch.version's fields.

__version__ is the PyTorch release whose API yaten implements, so scripts
that gate code on torch's version take the paths yaten runs (the README's
"Which version scripts see" says why this one)."""
from yaten.torch_version import TorchVersion

__all__ = ["__version__", "cuda", "debug", "git_version", "hip"]

__version__ = TorchVersion("1.13.1+yaten")
# A CPU-only build, as PyTorch's: no CUDA or ROCm toolkit behind it.
cuda = None
hip = None
debug = False
git_version = "Unknown"
