"""yaten.backends.openmp: yaten runs kernels on its own thread pool, not OpenMP's."""


def is_available():
    return False
