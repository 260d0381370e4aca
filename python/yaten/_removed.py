"""The functions torch 1.13 still names after removing them (torch.solve, eig,
lstsq, matrix_rank, and the first three as Tensor methods): each raises torch's
RuntimeError, in its words, so that an old script learns what replaced it."""

_REMOVED = "This function was deprecated since version 1.9 and is now removed."


def _use(name):
    return f"Please use the `torch.linalg.{name}` function instead."


# torch gives matrix_rank's and lstsq's two sentences as two arguments of the
# exception (its message shows them as a tuple) and solve's and eig's as one.
def matrix_rank(input, tol=None, symmetric=False, *, out=None):
    raise RuntimeError(_REMOVED, _use("matrix_rank"))


def solve(input, A, *, out=None):
    raise RuntimeError(f"{_REMOVED} {_use('solve')}")


def lstsq(input, A, *, out=None):
    raise RuntimeError(_REMOVED, _use("lstsq"))


def eig(self, eigenvectors=False, *, e=None, v=None):
    raise RuntimeError(f"{_REMOVED} {_use('eig')}")
