"""The parser paths of issue 16's last point, yaten and torch interleaved call
by call (bench/run.py's interleaved), as ratios: a number passed for a Tensor
where the op takes one (ops.yaml's python_numbers), a 0-d tensor for a Number
(checked not to require grad), a method registered METH_NOARGS, a name where a
dimension goes (torch's RuntimeError from its named-tensor overload) and a
number refused for a Tensor (torch's TypeError).

    /usr/bin/python3 bench/arg_errors.py [--rounds 5] [--min-time 0.1]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch  # noqa: E402

import yaten  # noqa: E402
from run import arguments, report  # noqa: E402


def refused(call, error):
    def run():
        try:
            call()
        except error:
            pass
    return run


def workloads():
    libs = {"yaten": yaten, "torch": torch}
    x = {name: lib.ones(2, 3) for name, lib in libs.items()}
    zero_d = {name: lib.tensor(2.0) for name, lib in libs.items()}

    def each(make):
        return {name: make(lib, x[name], zero_d[name]) for name, lib in libs.items()}

    return {
        "x.add(1.5)": each(lambda lib, t, s: lambda: t.add(1.5)),
        "eq(x, 1)": each(lambda lib, t, s: lambda: lib.eq(t, 1)),
        "full((2,), tensor(2.0))": each(lambda lib, t, s: lambda: lib.full((2,), s)),
        "x.abs()": each(lambda lib, t, s: lambda: t.abs()),
        "RuntimeError: sum(x, 'a')": each(lambda lib, t, s: refused(lambda: lib.sum(t, "a"), RuntimeError)),
        "TypeError: minimum(x, 1.0)": each(lambda lib, t, s: refused(lambda: lib.minimum(t, 1.0), TypeError)),
    }


def main():
    args = arguments(__doc__, min_time=0.1)
    report(workloads(), args)


if __name__ == "__main__":
    main()
