"""yaten.set_printoptions: how tensors print (runtime/printing.cpp reads
the options), with PyTorch's arguments, profiles and defaults."""
import math

from yaten import _C

_PROFILES = {
    "default": {"precision": 4, "threshold": 1000, "edgeitems": 3, "linewidth": 80},
    "short": {"precision": 2, "threshold": 1000, "edgeitems": 2, "linewidth": 80},
    "full": {"precision": 4, "threshold": math.inf, "edgeitems": 3, "linewidth": 80},
}


def set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, profile=None, sci_mode=None):
    """Sets how tensors print, as torch.set_printoptions: precision (digits
    after the point), threshold (elements beyond which a tensor is
    summarised), edgeitems (elements shown at each end of a summarised dim),
    linewidth (characters per line), profile ("default", "short" or "full",
    applied first) and sci_mode (True, False, or None to choose per tensor;
    as in PyTorch, every call sets it)."""
    current = dict(zip(("precision", "threshold", "edgeitems", "linewidth"), _C._get_print_options()[:4]))
    if profile is not None:
        if profile not in _PROFILES:
            raise ValueError(f"set_printoptions: profile must be one of {sorted(_PROFILES)}, got {profile!r}")
        current.update(_PROFILES[profile])
    given = {"precision": precision, "threshold": threshold, "edgeitems": edgeitems, "linewidth": linewidth}
    current.update({k: v for k, v in given.items() if v is not None})
    for name in ("precision", "edgeitems", "linewidth"):
        value = current[name]
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2 ** 31:
            raise ValueError(f"set_printoptions: {name} must be a non-negative int below 2**31, got {value!r}")
    threshold = current["threshold"]
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float)) or not threshold >= 0:
        raise ValueError(f"set_printoptions: threshold must be a non-negative number, got {threshold!r}")
    if sci_mode is not None and not isinstance(sci_mode, bool):
        raise ValueError(f"set_printoptions: sci_mode must be True, False or None, got {sci_mode!r}")
    _C._set_print_options(current["precision"], float(threshold), current["edgeitems"], current["linewidth"],
                          -1 if sci_mode is None else int(sci_mode))
