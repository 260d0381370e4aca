"""torch.has_cuda, has_mps, ...: what this build can use, as module constants
scripts read (`device = "mps" if torch.has_mps else "cpu"`). yaten is a
CPU-only build: no CUDA, cuDNN or MPS; its LAPACK-backed linear algebra is
there; it has no MKL, no FFT (spectral ops), and runs kernels on its own
thread pool rather than OpenMP or MKL-DNN (yaten.backends says the same)."""
from yaten import backends

has_cuda = False
has_cudnn = False
has_mps = False
has_mkl = False
has_lapack = True
has_spectral = False
has_openmp = backends.openmp.is_available()
has_mkldnn = backends.mkldnn.is_available()
