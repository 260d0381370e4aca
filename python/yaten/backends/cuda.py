"""yaten.backends.cuda: not built with CUDA; the matmul precision switches
(matmul.allow_tf32, ...) keep what is set, as PyTorch's CPU-only build."""
from yaten import _settings


def is_built():
    return False


class _MatmulFlags:
    """torch.backends.cuda.matmul: known flags only, as there (AssertionError for an unknown one)."""

    _DEFAULTS = {"allow_tf32": False, "allow_fp16_reduced_precision_reduction": True,
                 "allow_bf16_reduced_precision_reduction": True}

    def __init__(self):
        object.__setattr__(self, "_values", dict(self._DEFAULTS))

    def __getattr__(self, name):
        if name not in self._DEFAULTS:
            raise AssertionError(f"Unknown attribute {name}")
        if name == "allow_tf32":  # the float32 matmul precision seen from here, as torch links them
            return _settings.get_float32_matmul_precision() != "highest"
        return self._values[name]

    def __setattr__(self, name, value):
        if name not in self._DEFAULTS:
            raise AssertionError(f"Unknown attribute {name}")
        if name == "allow_tf32":
            _settings.set_float32_matmul_precision("high" if value else "highest")
        self._values[name] = value


matmul = _MatmulFlags()
