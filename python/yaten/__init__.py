"""yaten: a small tensor library that runs PyTorch-style code.

    import yaten as torch
    x = torch.ones(2, 3, requires_grad=True)
    (x * 2).sum().backward()

Every op is declared once in ops.yaml; the functions here come from the
generated tables of the compiled core, yaten._C.
"""
from yaten import _C
from yaten import torch_version, version
from yaten.version import __version__
from yaten._C import (Size, dtype, from_numpy, get_default_dtype, is_grad_enabled, promote_types,  # noqa: E402
                      set_default_dtype, tensor)
from yaten._C import device, layout, memory_format
from yaten._C import channels_last, channels_last_3d, contiguous_format, preserve_format, strided
from yaten._threads import get_num_threads, set_num_threads
from yaten._tensor import Tensor
from yaten._device import check_available as _check_device_available
from yaten._typename import typename

_C._set_tensor_class(Tensor)
from yaten._exports import export_ops as _export_ops

_export_ops(globals())
from yaten._indexing import nonzero  # noqa: E402  (as_tuple, which no schema can say)
# The default generator's seed and state (torch.random); manual_seed returns the generator, as torch's.
from yaten._C import Generator, default_generator  # noqa: E402
from yaten.random import get_rng_state, initial_seed, manual_seed, seed, set_rng_state  # noqa: E402
from yaten import random  # noqa: E402
from yaten._unique import unique, unique_consecutive  # noqa: E402  (results chosen by flags, as torch's)

# dtypes, with PyTorch's aliases (these shadow builtins only in this module).
float32 = float = _C.float32
float64 = double = _C.float64
int32 = int = _C.int32
int64 = long = _C.int64
uint8 = _C.uint8
int8 = _C.int8
int16 = short = _C.int16
float16 = half = _C.float16
bfloat16 = _C.bfloat16
bool = _C.bool
from yaten._type_info import finfo, iinfo  # noqa: E402



def as_tensor(data, dtype=None, device=None):
    """data as a tensor: a tensor itself (converted when dtype differs), a
    numpy array's memory shared, anything else copied as by tensor(). device
    may only be the CPU, as in PyTorch's CPU-only build."""
    if device is not None:
        _check_device_available(device)
    if isinstance(data, Tensor):
        return data if dtype is None or data.dtype is dtype else data.to(dtype)
    if hasattr(data, "__array_interface__"):
        shared = from_numpy(data)
        return shared if dtype is None or shared.dtype is dtype else shared.to(dtype)
    return tensor(data, dtype=dtype)


from yaten._legacy import LEGACY_TYPES as _LEGACY_TYPES, is_storage, is_tensor, numel  # noqa: E402
from yaten._constants import e, inf, nan, newaxis, pi  # noqa: E402
globals().update(_LEGACY_TYPES)
from yaten.utils.dlpack import from_dlpack  # noqa: E402
from yaten._printoptions import set_printoptions  # noqa: E402
from yaten._C import (is_anomaly_check_nan_enabled, is_anomaly_enabled, is_inference_mode_enabled,  # noqa: E402
                      set_anomaly_enabled)
from yaten.autograd.inference_mode import inference_mode  # noqa: E402
from yaten.autograd.grad_mode import enable_grad, no_grad, set_grad_enabled  # noqa: E402
from yaten import autograd, linalg, nn, overrides, special, utils  # noqa: E402
from yaten._torch_level import (adaptive_max_pool1d, allclose, alpha_dropout, alpha_dropout_, atleast_1d,  # noqa: E402
                                atleast_2d, atleast_3d, batch_norm,
                                binary_cross_entropy_with_logits, block_diag, broadcast_shapes, broadcast_tensors,
                                cartesian_prod, celu_, dropout, dropout_, embedding, equal, feature_alpha_dropout,
                                feature_alpha_dropout_, feature_dropout, feature_dropout_, is_floating_point,
                                max_pool1d, max_pool1d_with_indices, max_pool2d, max_pool3d, meshgrid, norm, rrelu_,
                                selu_)
from yaten._tensor_queries import (conj, conj_physical, conj_physical_, imag, is_complex, is_conj,  # noqa: E402
                                   is_inference, is_neg, is_nonzero, is_same_size, is_signed, real, resolve_conj,
                                   resolve_neg, get_device, is_distributed, adjoint)
from yaten._native_nn import (native_batch_norm, native_dropout, native_group_norm,  # noqa: E402
                              native_layer_norm)
from yaten._promotion import can_cast, result_type  # noqa: E402
from yaten.storage import LEGACY_STORAGE_TYPES as _LEGACY_STORAGE_TYPES, TypedStorage, UntypedStorage  # noqa: E402
globals().update(_LEGACY_STORAGE_TYPES)
from yaten._asarray import asarray, empty_strided, frombuffer  # noqa: E402
from yaten._resize import as_strided_, resize_as_  # noqa: E402
from yaten._threads import init_num_threads  # noqa: E402
from yaten._settings import (are_deterministic_algorithms_enabled, get_deterministic_debug_mode,  # noqa: E402
                             get_float32_matmul_precision, get_num_interop_threads,
                             is_deterministic_algorithms_warn_only_enabled, is_warn_always_enabled,
                             set_default_tensor_type, set_deterministic_debug_mode, set_float32_matmul_precision,
                             set_flush_denormal, set_num_interop_threads, set_warn_always,
                             use_deterministic_algorithms)
from yaten._contractions import chain_matmul, einsum, tensordot  # noqa: E402
from yaten._lu import lu  # noqa: E402
from yaten._lowrank import pca_lowrank, svd_lowrank  # noqa: E402
from yaten._histogramdd import histogramdd  # noqa: E402
from yaten._ormqr import ormqr  # noqa: E402
from yaten._removed import eig, lstsq, matrix_rank, solve  # noqa: E402  (torch 1.13's refusals of them)
from yaten import cpu  # noqa: E402
from yaten.serialization import load, save  # noqa: E402
from yaten import accelerator, amp, backends, cuda, mps  # noqa: E402
from yaten._build_flags import (has_cuda, has_cudnn, has_lapack, has_mkl, has_mkldnn, has_mps,  # noqa: E402
                                has_openmp, has_spectral)
from yaten.amp import autocast, is_autocast_enabled  # noqa: E402
from yaten.amp.autocast_mode import (get_autocast_cpu_dtype, is_autocast_cpu_enabled,  # noqa: E402
                                     set_autocast_cpu_dtype, set_autocast_cpu_enabled)
import yaten.cpu.amp  # noqa: E402  (after yaten.amp, which it builds on)
from yaten import functional  # noqa: E402  (re-exports names from all of the above)
from yaten import sparse  # noqa: E402  (its COO tensor subclasses Tensor and routes ops above)
from yaten.sparse import sparse_coo_tensor, spmm  # noqa: E402
from yaten._C import sparse_coo  # noqa: E402
Tensor.to_sparse = sparse._to_sparse

__all__ = [n for n in globals() if not n.startswith("_")]

# Submodules that a bare `import torch` also makes reachable, loaded on first
# use here so that `import yaten` stays fast (they bring numpy, sockets,
# multiprocessing machinery; ops and library build their schema classes).
_LAZY_SUBMODULES = ("distributed", "distributions", "func", "futures", "jit", "library", "multiprocessing", "ops", "optim",
                    "profiler", "return_types", "testing")


def __getattr__(name):
    if name in _LAZY_SUBMODULES:
        import importlib
        return importlib.import_module(f"yaten.{name}")
    raise AttributeError(f"module 'yaten' has no attribute {name!r}")
