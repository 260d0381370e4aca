"""What torch's other call forms cost per call against torch (yaten and torch
interleaved call by call, bench/run.py's interleaved, as ratios), on a small
tensor where the binding's time dominates: numpy's keyword names (axis=,
keepdims=, x1=, looked up only when torch's own name is absent), the
top-level out= forms of softmax and threshold, torch.split by its own
keywords, the Python fronts of atleast_2d(*tensors) and torch.norm (the
string norms through frobenius_norm and nuclear_norm).

    /usr/bin/python3 bench/call_forms.py [--rounds 5] [--min-time 0.1]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch  # noqa: E402

import yaten  # noqa: E402
from run import arguments, report  # noqa: E402


def workloads():
    libs = {"yaten": yaten, "torch": torch}
    x = {name: lib.ones(8, 8) for name, lib in libs.items()}
    out = {name: lib.empty(8, 8) for name, lib in libs.items()}

    def each(make):
        return {name: make(lib, x[name], out[name]) for name, lib in libs.items()}

    return {
        "sum(x, dim=0, keepdim=True)": each(lambda lib, t, o: lambda: lib.sum(t, dim=0, keepdim=True)),
        "sum(x, axis=0, keepdims=True)": each(lambda lib, t, o: lambda: lib.sum(t, axis=0, keepdims=True)),
        "x.mean(axis=1)": each(lambda lib, t, o: lambda: t.mean(axis=1)),
        "add(x1=x, x2=x)": each(lambda lib, t, o: lambda: lib.add(x1=t, x2=t)),
        "softmax(x, 1, out=o)": each(lambda lib, t, o: lambda: lib.softmax(t, 1, out=o)),
        "threshold(x, 0.5, 0., out=o)": each(lambda lib, t, o: lambda: lib.threshold(t, 0.5, 0.0, out=o)),
        "split(tensor=x, split_size_or_sections=2)": each(
            lambda lib, t, o: lambda: lib.split(tensor=t, split_size_or_sections=2)),
        "atleast_2d(x, x)": each(lambda lib, t, o: lambda: lib.atleast_2d(t, t)),
        "norm(x)": each(lambda lib, t, o: lambda: lib.norm(t)),
        "norm(x, p='fro', dim=1)": each(lambda lib, t, o: lambda: lib.norm(t, p="fro", dim=1)),
        "x.norm(p=2, dim=1, dtype=float64)": each(lambda lib, t, o: lambda: t.norm(p=2, dim=1, dtype=lib.float64)),
    }


def main():
    args = arguments(__doc__, min_time=0.1)
    report(workloads(), args)


if __name__ == "__main__":
    main()
