"""torch's process-wide switches, with torch's validation and, where yaten
has one, their effect: float32 matmul precision (shared with
backends.cuda.matmul.allow_tf32, as torch links them), deterministic
algorithms (every yaten kernel on the CPU is deterministic, and torch 1.13
on the CPU refuses nothing in this mode either, so the mode is recorded and
answered), inter-op threads, warn-always (TORCH_WARN_ONCE warnings every
time), flush-denormal and the default tensor type."""
import builtins

from yaten import _C

_PRECISIONS = ("highest", "high", "medium")
_DEBUG_MODES = ("default", "warn", "error")
_state = {"matmul_precision": "highest", "deterministic": False, "warn_only": False, "interop_threads": None}


def _check_bool(value, function, argument, position=None):
    if not isinstance(value, builtins.bool):
        where = f"argument '{argument}'" + (f" (position {position})" if position else "")
        raise TypeError(f"{function}(): {where} must be bool, not {type(value).__name__}")


def set_float32_matmul_precision(precision):
    """Records how float32 matrix products may trade precision for speed
    ('highest', 'high', 'medium'); yaten's CPU kernels always compute in
    full float32, as torch's CPU kernels do."""
    if not isinstance(precision, str):
        raise RuntimeError(f"set_float32_matmul_precision expects a str, but got {type(precision).__name__}")
    if precision not in _PRECISIONS:
        import warnings
        warnings.warn(f"{precision} is not one of 'highest', 'high', or 'medium'; the current "
                      "set_float32_matmul_precision call has no effect.")
        return
    _state["matmul_precision"] = precision


def get_float32_matmul_precision():
    """'highest' unless set_float32_matmul_precision (or backends.cuda.matmul.allow_tf32) changed it."""
    return _state["matmul_precision"]


def use_deterministic_algorithms(mode, *, warn_only=False):
    """Asks for deterministic kernels: yaten's CPU kernels always are, so no op
    raises or warns in this mode (as torch 1.13 on the CPU)."""
    _check_bool(mode, "_set_deterministic_algorithms", "mode", 1)
    _check_bool(warn_only, "_set_deterministic_algorithms", "warn_only")
    _state["deterministic"], _state["warn_only"] = mode, warn_only


def are_deterministic_algorithms_enabled():
    return _state["deterministic"]


def is_deterministic_algorithms_warn_only_enabled():
    return _state["warn_only"]


def set_deterministic_debug_mode(debug_mode):
    """0 or 'default': off; 1 or 'warn': deterministic, warn only; 2 or 'error': deterministic."""
    if isinstance(debug_mode, str):
        if debug_mode not in _DEBUG_MODES:
            raise RuntimeError("invalid value of debug_mode, expected one of `default`, `warn`, `error`, "
                               f"but got {debug_mode}")
        debug_mode = _DEBUG_MODES.index(debug_mode)
    elif not isinstance(debug_mode, builtins.int):
        raise TypeError(f"debug_mode must be str or int, but got {type(debug_mode)}")
    if debug_mode not in (0, 1, 2):
        raise RuntimeError(f"invalid value of debug_mode, expected 0, 1, or 2, but got {debug_mode}")
    use_deterministic_algorithms(debug_mode != 0, warn_only=debug_mode == 1)


def get_deterministic_debug_mode():
    if not _state["deterministic"]:
        return 0
    return 1 if _state["warn_only"] else 2


def get_num_interop_threads():
    """Threads for running independent ops in parallel (yaten.jit.fork's pool): the cores, unless set."""
    if _state["interop_threads"] is None:
        return _C.get_num_threads()
    return _state["interop_threads"]


def set_num_interop_threads(n):
    """Sets get_num_interop_threads() once, before any inter-op work, as torch (where a second call aborts the
    process; here it is a RuntimeError)."""
    if isinstance(n, builtins.bool) or not isinstance(n, builtins.int):
        raise RuntimeError(f"set_num_interop_threads expects an int, but got {type(n).__name__}")
    if n <= 0:
        raise RuntimeError("set_num_interop_threads expects a positive integer")
    if _state["interop_threads"] is not None:
        raise RuntimeError("Error: cannot set number of interop threads after parallel work has started or "
                           "set_num_interop_threads called")
    _state["interop_threads"] = n


def set_warn_always(b):
    """While True, warnings torch gives once per process (TORCH_WARN_ONCE) are given every time."""
    if not isinstance(b, builtins.bool):
        raise RuntimeError(f"setWarnOnlyOnce expects a bool, but got {type(b).__name__}")
    _C._set_warn_always(b)


def is_warn_always_enabled():
    return _C._get_warn_always()


def set_flush_denormal(mode):
    """Flushes subnormal floats to zero in the calling thread's arithmetic (the
    CPU's FTZ and DAZ modes); True when the CPU has them, as torch."""
    if not isinstance(mode, builtins.bool):
        raise RuntimeError(f"flush_denormal expects a bool, but got {type(mode).__name__}")
    return _C._set_flush_denormal(mode)


def set_default_tensor_type(t):
    """Makes t's dtype (a floating legacy type, or its name 'torch.DoubleTensor')
    the default of factory functions, as set_default_dtype."""
    from yaten._legacy import LEGACY_TYPES, tensortype
    if isinstance(t, str):
        module, _, name = t.rpartition(".")
        if module in ("torch.cuda", "yaten.cuda"):
            raise TypeError(f"type {t} not available. Torch not compiled with CUDA enabled.")
        if module in ("torch", "yaten") and name in LEGACY_TYPES:
            t = LEGACY_TYPES[name]
        else:
            import importlib
            t = getattr(importlib.import_module(module or t), name) if module else importlib.import_module(t)
    if not isinstance(t, tensortype):
        raise TypeError("invalid type object: only floating-point types are supported as the default type")
    if not t.dtype.is_floating_point:
        raise TypeError("only floating-point types are supported as the default type")
    _C.set_default_dtype(t.dtype)
