"""yaten.has_cuda, has_mps, ... (yaten._build_flags): what a CPU-only build
has, as torch's CPU build answers for the devices, and agreeing with
yaten.backends and with what yaten can run."""
import pytest

import yaten

torch = pytest.importorskip("torch")


def test_no_accelerator_as_torch_cpu_build():
    for name in ("has_cuda", "has_cudnn", "has_mps"):
        assert getattr(yaten, name) is getattr(torch, name) is False


def test_flags_agree_with_backends_and_capabilities():
    assert yaten.has_openmp is yaten.backends.openmp.is_available()
    assert yaten.has_mkldnn is yaten.backends.mkldnn.is_available()
    assert yaten.has_lapack is True and yaten.linalg.lu_factor(yaten.eye(2)).LU.tolist() == [[1.0, 0.0], [0.0, 1.0]]
    assert yaten.has_spectral is False and not hasattr(yaten, "fft")
    assert yaten.has_mkl is False
