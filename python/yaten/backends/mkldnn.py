"""yaten.backends.mkldnn: yaten's kernels are its own, but the switch exists for scripts that set it."""

enabled = True


def is_available():
    return False
