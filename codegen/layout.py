"""Where the hand-written part of an op lives, from its ops.yaml family: a
native op's kernel in a file of `runtime/kernels/<family>/` (named after the
op or a group of ops), a composite op in `autograd/composite/<family>.cpp`
or a file of `autograd/composite/<family>/`. Top-level files of
runtime/kernels/ are helpers shared by several families and define no op."""
from __future__ import annotations

from pathlib import PurePosixPath

KERNELS = "runtime/kernels"
COMPOSITES = "autograd/composite"


def kernel_folder(family: str) -> str:
    return f"{KERNELS}/{family}/"


def composite_places(family: str) -> str:
    return f"{COMPOSITES}/{family}.cpp (or a file of {COMPOSITES}/{family}/)"


def family_of(path: str) -> str | None:
    """The family whose ops a hand-written source file (relative to the
    repository root) may define; None for shared helpers and other files."""
    parts = PurePosixPath(path).parts
    for root in (KERNELS, COMPOSITES):
        base = PurePosixPath(root).parts
        if parts[:len(base)] != base or len(parts) == len(base):
            continue
        rest = parts[len(base):]
        if len(rest) >= 2:
            return rest[0]
        if root == COMPOSITES and rest[0].endswith(".cpp"):
            return rest[0][:-len(".cpp")]
    return None
