"""Models and functions the jit tests script and trace in both libraries:
each written once against a library passed in, as a script would be."""
from typing import List, Optional


def _net_class(lib):
    nn = lib.nn

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = nn.Linear(3, 4)
            self.bn = nn.BatchNorm1d(4)
            self.out = nn.Linear(4, 2)

        def forward(self, x, scale: Optional[float] = None):
            y = self.activate(self.bn(self.fc(x)))
            if scale is not None:
                y = y * scale
            return self.out(y)

        @lib.jit.export
        def activate(self, z):
            return z.relu() if lib.jit.is_scripting() or lib.jit.is_tracing() else z.tanh()

        def head(self, z):
            return self.out(z)

        @lib.jit.ignore
        def python_only(self, z):
            return float(z.sum())

        @lib.jit.unused
        def not_compiled(self, z):
            return z * 100

    Net.__name__ = Net.__qualname__ = f"{lib.__name__.capitalize()}Net"
    return Net


def make_net(lib):
    return globals()[f"{lib.__name__.capitalize()}Net"]()


def branchy(lib):
    def f(x, n: int = 2):
        acc: List[float] = lib.jit.annotate(List[float], [])
        for i in range(n):
            acc.append(float(x.sum()) * i)
        if lib.jit.is_scripting():
            return x * n + 1.0
        return x * n
    return f


import torch  # noqa: E402
import yaten  # noqa: E402

# Module-level, so that jit.save can pickle them by name.
TorchNet, YatenNet = _net_class(torch), _net_class(yaten)


def uses_unused(lib):
    nn = lib.nn

    class Calls(nn.Module):
        def forward(self, x):
            return self.skipped(x)

        @lib.jit.unused
        def skipped(self, x):
            return x

    return Calls()
