"""What named tensors cost (yaten and torch interleaved call by call, as
ratios): small ops on tensors without names, where every generated op entry
now tests its inputs for names (one pointer each), to compare with a build
before named tensors; and the same ops on named tensors, whose names are
inferred (unified, reduced, swapped) as torch's.

    PYTHONPATH=build/python /usr/bin/python3 bench/named_tensors.py [-k unnamed] [--rounds 5]
"""
import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch  # noqa: E402

import yaten  # noqa: E402
from run import arguments, report  # noqa: E402


def workloads():
    warnings.simplefilter("ignore")  # torch's and yaten's once-per-process "experimental feature" warning
    libs = {"yaten": yaten, "torch": torch}
    rows = {}
    # A build before named tensors (for the unnamed rows' before/after) has no names= to pass.
    kinds = [("unnamed", {}, {})]
    if hasattr(yaten.Tensor, "rename"):
        kinds.append(("named", {"names": ("N", "C")}, {"names": ("C", "D")}))
    for kind, names, mm_names in kinds:
        x = {n: lib.ones(8, 8, **names) for n, lib in libs.items()}
        y = {n: lib.ones(8, 8, **names) for n, lib in libs.items()}
        z = {n: lib.ones(8, 8, **mm_names) for n, lib in libs.items()}

        def each(make):
            return {n: make(x[n], y[n], z[n]) for n in libs}

        rows.update({
            f"{kind} x + y (8x8)": each(lambda a, b, c: lambda: a + b),
            f"{kind} x.mul(y)": each(lambda a, b, c: lambda: a.mul(b)),
            f"{kind} x.add_(y)": each(lambda a, b, c: lambda: a.add_(b)),
            f"{kind} x.exp()": each(lambda a, b, c: lambda: a.exp()),
            f"{kind} x.sum(1)": each(lambda a, b, c: lambda: a.sum(1)),
            f"{kind} x.softmax(1)": each(lambda a, b, c: lambda: a.softmax(1)),
            f"{kind} x.transpose(0, 1)": each(lambda a, b, c: lambda: a.transpose(0, 1)),
            f"{kind} x.mm(y)": each(lambda a, b, c: lambda: a.mm(c)),
            f"{kind} x.clone()": each(lambda a, b, c: lambda: a.clone()),
        })
    return rows


def main():
    args = arguments(__doc__, min_time=0.1)
    report(workloads(), args)


if __name__ == "__main__":
    main()
