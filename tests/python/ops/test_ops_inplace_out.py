"""The in-place (NAME_) and out= variants of every op of ops.yaml that has
them, on the samples of op_samples.py, against torch: the same values, the
same refusals, self or out returned with its version bumped. Kernels marked
`writes_into` in ops.yaml write straight into self or out; nothing else
about them may show, except PyTorch's refusals of overlapping memory."""
import numpy as np
import pytest

import yaten
from op_rows import ENTRY_ROWS

from op_samples import INPUT_WRAPPERS, SAMPLES, T
from test_ops_generated import arguments, as_numpy, call_inplace, make_arrays, public_function

torch = pytest.importorskip("torch")


def cases(derived):
    # Ops returning several tensors take out=(values, indices): ops/test_out_tuples.py.
    names = sorted({row["name"] for row in ENTRY_ROWS if row["derived"] == derived and len(row["returns"]) == 1}
                   & set(SAMPLES))
    return [(n, i) for n in names for i, s in enumerate(SAMPLES[n]) if s.values and isinstance(s.args[0], T)]


INPLACE, OUT = cases("inplace"), cases("out")
FUNCTION = {row["name"]: row["functions"][0] for row in ENTRY_ROWS if row["derived"] == "out" and row["functions"]}
# torch 1.13 binds sum(x, out=o), mean, std and var only with a dim given
# (a TypeError otherwise; dim=None works); yaten takes both.
DIM_FOR_TORCH_OUT = {"sum", "mean", "std", "var"}
# torch 1.13's cross writes each component of out while later ones still read
# the input it overwrites; yaten computes the product before writing out.
TORCH_READS_WHAT_IT_WROTE = {"cross", "linalg_cross"}
# torch 1.13 gives out= only to the all-Tensor where; a number goes to its
# Scalar overloads, which have none (yaten's one where takes numbers as tensors).
OUT_WITH_TENSORS_ONLY = {"where"}


def out_call(lib, name, sample, arrays, kwarrays):
    """(the op's function, args, kwargs) for calling it on a sample with an out= to add;
    skips where torch has no out= for the overload the sample reaches."""
    args, kwargs = arguments(lib, sample, arrays, kwarrays)
    if lib is torch and name in DIM_FOR_TORCH_OUT and len(args) == 1:
        kwargs.setdefault("dim", None)
    function = public_function(lib, FUNCTION[name])
    if name in INPUT_WRAPPERS:
        function = INPUT_WRAPPERS[name](lib, function)
    if name in OUT_WITH_TENSORS_ONLY and not all(hasattr(a, "shape") for a in args):
        pytest.skip("torch has no out= for this overload")
    return function, args, kwargs


def outcome(run):
    """What a call did: its values, or the type and first words of its error."""
    try:
        return run()
    except (RuntimeError, TypeError, ValueError) as e:
        return type(e).__name__


def same(ours, theirs, name):
    if isinstance(theirs, str) or isinstance(ours, str):
        assert ours == theirs, f"{name}: yaten gave {ours!r}, torch {theirs!r}"
        return
    assert ours.dtype == theirs.dtype, f"{name}: dtype {ours.dtype} != torch's {theirs.dtype}"
    np.testing.assert_allclose(ours, theirs, rtol=1e-5, atol=1e-6, err_msg=name)


@pytest.mark.parametrize("name,index", INPLACE, ids=[f"{n}_-{i}" for n, i in INPLACE])
def test_inplace_matches_torch(name, index, rng):
    sample = SAMPLES[name][index]
    arrays, kwarrays = make_arrays(sample, rng)
    results = []
    for lib in (yaten, torch):
        args, kwargs = arguments(lib, sample, arrays, kwarrays)
        self, version = args[0], args[0]._version

        def run():
            result = call_inplace(lib, name, args, kwargs)
            assert result is self and self._version > version, f"{name}_: self not returned or version not bumped"
            return as_numpy(self)

        results.append(outcome(run))
        if isinstance(results[-1], str):
            assert np.array_equal(as_numpy(self), arrays[0]), f"{name}_: a refused call changed self"
    same(*results, f"{name}_")


@pytest.mark.parametrize("name,index", OUT, ids=[f"{n}-{i}" for n, i in OUT])
@pytest.mark.parametrize("into", ["fresh", "first input"])
def test_out_matches_torch(name, index, into, rng):
    """out= a fresh tensor of the result's shape, or the first input itself
    (an element is then read where it is written)."""
    sample = SAMPLES[name][index]
    arrays, kwarrays = make_arrays(sample, rng)
    results = []
    for lib in (yaten, torch):
        function, args, kwargs = out_call(lib, name, sample, arrays, kwarrays)
        expected = function(*args, **kwargs)
        if isinstance(expected, tuple):
            pytest.skip("this sample reaches an overload with several results: ops/test_out_tuples.py")
        if into == "fresh":
            # Filled, not empty: torch 1.13's baddbmm(beta=0, out=) reads out's old values times 0, so
            # uninitialised NaNs would show in its result now and then. A value the op never writes
            # still shows an element yaten forgot to write.
            out = lib.full(tuple(expected.shape), 7, dtype=expected.dtype)
        elif name in TORCH_READS_WHAT_IT_WROTE:
            pytest.skip("torch's out= into an input of the op reads values it has overwritten")
        elif tuple(expected.shape) == tuple(args[0].shape) and expected.dtype == args[0].dtype:
            out = args[0]
        else:
            pytest.skip("the result cannot be written into the first input")

        def run():
            assert function(*args, **kwargs, out=out) is out
            return as_numpy(out)

        results.append(outcome(run))
    same(*results, f"{name}(out=)")


def _overlapping_writes():
    """Writes into memory an input (or the target itself) also holds."""
    def arange(lib, n, *shape):
        return lib.arange(float(n)).reshape(*shape) if shape else lib.arange(float(n))
    return {
        "add_ of a row of self": lambda lib: (lambda x: x.add_(x[0]))(arange(lib, 6, 2, 3)),
        "add_ of self transposed": lambda lib: (lambda x: x.add_(x.t()))(arange(lib, 4, 2, 2)),
        "add_ of a shifted view": lambda lib: (lambda x: x[1:].add_(x[:-1]))(arange(lib, 5)),
        "mul_ by an element of self": lambda lib: (lambda x: x.mul_(x[0]))(arange(lib, 3)),
        "mul_ of a view by an element outside it": lambda lib: (lambda x: x[1:].mul_(x[0]))(arange(lib, 3)),
        "mul_ of self by self": lambda lib: (lambda x: x.mul_(x))(arange(lib, 4)),
        "add_ into an expanded tensor": lambda lib: lib.zeros(3).expand(2, 3).add_(1),
        "exp_ of an expanded tensor": lambda lib: lib.zeros(3).expand(2, 3).exp_(),
        "clamp_ of an expanded tensor": lambda lib: lib.zeros(3).expand(2, 3).clamp_(0, 1),
        "uniform_ of an expanded tensor": lambda lib: lib.zeros(3).expand(2, 3).uniform_().zero_(),
        "sigmoid out= an expanded tensor": lambda lib: lib.sigmoid(lib.ones(2, 3), out=lib.zeros(3).expand(2, 3)),
        "mul out= a row of an input": lambda lib: (lambda x: lib.mul(x, x[0], out=x))(arange(lib, 6, 2, 3)),
        "add_ of interleaved views": lambda lib: (lambda x: x[::2].add_(x[1::2]))(arange(lib, 6)),
        "add_ of interleaved columns": lambda lib: (lambda x: x[:, ::2].add_(x[:, 1::2]))(arange(lib, 8, 2, 4)),
        "copy_ of a shifted view": lambda lib: (lambda x: x[1:].copy_(x[:-1]))(arange(lib, 5)),
        "copy_ of self transposed": lambda lib: (lambda x: x.copy_(x.t()))(arange(lib, 4, 2, 2)),
        "copy_ into an expanded tensor": lambda lib: lib.zeros(3).expand(2, 3).copy_(lib.ones(2, 3)),
        "copy_ of overlapping columns": lambda lib: (lambda x: x[:, :2].copy_(x[:, 1:]))(arange(lib, 6, 2, 3)),
        "copy_ of interleaved views": lambda lib: (lambda x: x[::2].copy_(x[1::2]))(arange(lib, 6)),
        "copy_ of self": lambda lib: (lambda x: x.copy_(x))(arange(lib, 4)),
    }


OVERLAPS = _overlapping_writes()


@pytest.mark.parametrize("case", OVERLAPS)
def test_overlapping_writes_are_refused_or_done_as_torch(case):
    results = []
    for lib in (yaten, torch):
        try:
            results.append(as_numpy(OVERLAPS[case](lib)).tolist())
        except RuntimeError as e:
            results.append(str(e).split("unsupported operation: ")[-1])
    assert results[0] == results[1]
