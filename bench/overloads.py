"""torch's Number overloads and deprecated signatures as the parser takes
them (ops.yaml's scalar_overloads, deprecated_signatures), yaten and torch
interleaved call by call (bench/run.py's interleaved), as ratios: a number
taken by a Number overload after the Tensor one refused it (eq, pow with a
number on either side, where, a method's), a deprecated signature taken
after the others (add(x, 2, y)), and the TypeError of pow(2, 3), which no
overload takes.

    /usr/bin/python3 bench/overloads.py [--rounds 5] [--min-time 0.1]
"""
import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch  # noqa: E402

import yaten  # noqa: E402
from arg_parser import refused  # noqa: E402
from run import arguments, report  # noqa: E402


def workloads():
    libs = {"yaten": yaten, "torch": torch}
    x = {name: lib.ones(2, 3) for name, lib in libs.items()}
    mask = {name: t > 0 for name, t in x.items()}

    def each(make):
        return {name: make(lib, x[name], mask[name]) for name, lib in libs.items()}

    return {
        "eq(x, 1)": each(lambda lib, t, m: lambda: lib.eq(t, 1)),
        "eq(x, x)": each(lambda lib, t, m: lambda: lib.eq(t, t)),
        "pow(x, 2)": each(lambda lib, t, m: lambda: lib.pow(t, 2)),
        "pow(2, x)": each(lambda lib, t, m: lambda: lib.pow(2, t)),
        "x.pow(2)": each(lambda lib, t, m: lambda: t.pow(2)),
        "where(m, x, 0.0)": each(lambda lib, t, m: lambda: lib.where(m, t, 0.0)),
        "where(m, 1.0, 0.0)": each(lambda lib, t, m: lambda: lib.where(m, 1.0, 0.0)),
        "x.remainder(2)": each(lambda lib, t, m: lambda: t.remainder(2)),
        "add(x, 2, x) (deprecated)": each(lambda lib, t, m: lambda: lib.add(t, 2, t)),
        "TypeError: pow(2, 3)": each(lambda lib, t, m: refused(lambda: lib.pow(2, 3))),
    }


def taken(calls):
    """The workloads this build's yaten takes (an older one refuses the deprecated signatures)."""
    try:
        calls["yaten"]()
    except TypeError:
        return False
    return True


def main():
    args = arguments(__doc__, min_time=0.1)
    warnings.simplefilter("ignore")  # the deprecation warning, given once
    report({name: calls for name, calls in workloads().items() if name.startswith("TypeError") or taken(calls)}, args)


if __name__ == "__main__":
    main()
