"""What argument parsing costs per call (python/src/arg_parser.cpp): small
ops whose time is mostly the binding's, yaten and torch interleaved call by
call (bench/run.py's interleaved), as ratios: spread int lists (checked item
by item since they match on their first), overloads tried in turn (max's
dim before its Tensor form, view's dtype beside its size), keywords, out=,
and the TypeError of a call no overload takes (the message with its
"didn't match because" lines is built only then).

    /usr/bin/python3 bench/arg_parser.py [--rounds 5] [--min-time 0.1]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch  # noqa: E402

import yaten  # noqa: E402
from run import arguments, report  # noqa: E402


def refused(call):
    def run():
        try:
            call()
        except TypeError:
            pass
    return run


def workloads():
    libs = {"yaten": yaten, "torch": torch}
    x = {name: lib.ones(2, 3) for name, lib in libs.items()}
    out = {name: lib.empty(2, 3) for name, lib in libs.items()}

    def each(make):
        return {name: make(lib, x[name], out[name]) for name, lib in libs.items()}

    return {
        "x.view(3, 2)": each(lambda lib, t, o: lambda: t.view(3, 2)),
        "x.view((3, 2))": each(lambda lib, t, o: lambda: t.view((3, 2))),
        "x.view(int32)": each(lambda lib, t, o: lambda: t.view(lib.int32)),
        "max(x, 1)": each(lambda lib, t, o: lambda: lib.max(t, 1)),
        "max(x, x)": each(lambda lib, t, o: lambda: lib.max(t, t)),
        "sum(x, (0, 1), keepdim=True)": each(lambda lib, t, o: lambda: lib.sum(t, (0, 1), keepdim=True)),
        "add(x, x, alpha=2, out=o)": each(lambda lib, t, o: lambda: lib.add(t, t, alpha=2, out=o)),
        "TypeError: x.view('a')": each(lambda lib, t, o: refused(lambda: t.view("a"))),
        "TypeError: max(x, 1, 2, 3, 4)": each(lambda lib, t, o: refused(lambda: lib.max(t, 1, 2, 3, 4))),
    }


def main():
    args = arguments(__doc__, min_time=0.1)
    report(workloads(), args)


if __name__ == "__main__":
    main()
