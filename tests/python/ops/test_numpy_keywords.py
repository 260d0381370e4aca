"""torch's parser takes numpy's keyword names beside its own (axis= for dim=,
keepdims= for keepdim=, x= / a= / x1= for input=, x2= for other=): every op
sample of op_samples.py with a dim or keepdim argument, called again with
that argument as axis= / keepdims=, gives torch's value or torch's exception
type; so do the refusals when a name and its alias are both given."""
import numpy as np
import pytest

import yaten
from op_samples import SAMPLES
from test_ops_generated import ROWS, arguments, as_numpy, function_of, make_arrays, outputs
from op_rows import ENTRY_ROWS

torch = pytest.importorskip("torch")

NUMPY_NAMES = {"dim": "axis", "keepdim": "keepdims"}


def _positional_names(row, method):
    """The names the op's positional parameters have in Python (self is input; a method's is bound)."""
    names = [a["name"] for a in row["arguments"] if not a["kwarg_only"]]
    names = ["input" if n == "self" else n for n in names]
    return names[1:] if method else names


def _renamed_calls(name, sample):
    """The sample's call with each positional dim / keepdim passed by its numpy name instead,
    one variant per overload whose parameters name them, and the sample's own keywords renamed."""
    calls = set()
    for row in (r for r in ENTRY_ROWS if r["name"] == name and r["derived"] is None):
        names = _positional_names(row, sample.method)
        args = sample.args[1:] if sample.method else sample.args
        if len(args) > len(names):
            continue
        firsts = [i for i, n in enumerate(names[:len(args)]) if n in NUMPY_NAMES]
        if not firsts:
            continue
        cut = firsts[0]  # positional up to the first dim / keepdim, keywords from there on
        keywords = tuple((NUMPY_NAMES.get(n, n), i) for i, n in enumerate(names[cut:len(args)], cut))
        calls.add((cut, keywords))
    if any(k in NUMPY_NAMES for k in sample.kwargs):
        calls.add((len(sample.args) - sample.method, ()))
    return sorted(calls)


CASES = [(name, i, cut, keywords) for name in sorted(SAMPLES) if name in ROWS
         for i, sample in enumerate(SAMPLES[name]) if sample.values
         for cut, keywords in _renamed_calls(name, sample)]


def _outcome(lib, name, sample, arrays, kwarrays, cut, keywords):
    args, kwargs = arguments(lib, sample, arrays, kwarrays)
    self, rest = (args[:1], args[1:]) if sample.method else ([], args)
    call_kwargs = {NUMPY_NAMES.get(k, k): v for k, v in kwargs.items()}
    call_kwargs.update({keyword: rest[i] for keyword, i in keywords})
    try:
        result = function_of(lib, name, sample.method)(*self, *rest[:cut], **call_kwargs)
    except Exception as e:  # noqa: BLE001 - the exception type is what is compared
        return type(e).__name__, None
    return "ok", [as_numpy(o) for o in outputs(result) if hasattr(o, "shape")]


@pytest.mark.parametrize("name,index,cut,keywords", CASES,
                         ids=[f"{n}-{i}-{'-'.join(k for k, _ in kw) or 'kw'}" for n, i, _, kw in CASES])
def test_numpy_keyword_names_as_torch(name, index, cut, keywords, rng):
    sample = SAMPLES[name][index]
    arrays, kwarrays = make_arrays(sample, rng)
    theirs = _outcome(torch, name, sample, arrays, kwarrays, cut, keywords)
    ours = _outcome(yaten, name, sample, arrays, kwarrays, cut, keywords)
    assert ours[0] == theirs[0]
    for a, b in zip(ours[1] or [], theirs[1] or []):
        np.testing.assert_allclose(a, b, rtol=1e-6, atol=1e-8)


def test_the_sweep_covers_the_dim_ops():
    """Most dim ops take axis= in torch (the few that refuse it are Python-level in both libraries)."""
    taken = {name for name, *_ in CASES}
    assert {"sum", "mean", "max", "cat", "stack", "softmax", "cumsum", "argmax", "std", "squeeze"} <= taken


@pytest.mark.parametrize("call", [
    "lib.sum(x, axis=0, keepdims=True)", "x.mean(axis=1)", "lib.cat([x, y], axis=0)", "lib.max(x, axis=0)",
    "lib.add(x1=x, x2=y)", "lib.add(a=x, other=y)", "lib.exp(x=x)", "x.add(x2=y)", "lib.matmul(x1=x, x2=y.T)",
    "lib.sum(x, axis=(0, 1))", "lib.argmax(x, axis=1, keepdims=True)",
])
def test_numpy_names_are_taken(call):
    values = []
    for lib in (torch, yaten):
        x, y = lib.arange(6.).reshape(2, 3), lib.ones(2, 3)
        result = eval(call, {"lib": lib, "x": x, "y": y})
        values.append([as_numpy(r) for r in outputs(result)])
    for a, b in zip(*values):
        np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("call", [
    "lib.sum(x, dim=0, axis=0)", "lib.sum(x, 0, axis=0)", "lib.sum(x, axis=0, keepdim=True, keepdims=True)",
    "lib.add(x, other=y, x2=y)", "lib.add(x, x=x, other=y)", "lib.exp(input=x, x=x)", "lib.add(x, x1=y, other=y)",
    "x.sum(axis=0, axis2=1)", "lib.flip(x, axis=(0,))",
])
def test_a_name_and_its_alias_together_are_torch_type_errors(call):
    messages = []
    for lib in (torch, yaten):
        x, y = lib.arange(6.).reshape(2, 3), lib.ones(2, 3)
        with pytest.raises(TypeError) as info:
            eval(call, {"lib": lib, "x": x, "y": y})
        messages.append(str(info.value).replace("torch.", "").replace("yaten.", ""))
    assert messages[1] == messages[0]


def _is_builtin(f):
    return type(f).__name__ in ("builtin_function_or_method", "method_descriptor")


def test_python_fronts_are_torchs():
    """codegen's TORCH_PYTHON_FRONTS (bindings that take no numpy names) is exactly the set of yaten's
    generated functions whose torch counterpart is a Python function."""
    import torch.nn.functional as TF
    import schema_fuzz  # noqa: F401  (puts the repository root, codegen's home, on sys.path)
    from codegen.gen_bindings import TORCH_PYTHON_FRONTS
    pairs = {"yaten": (yaten, torch), "yaten.nn.functional": (yaten.nn.functional, TF),
             "yaten.linalg": (yaten.linalg, torch.linalg), "yaten.special": (yaten.special, torch.special),
             "yaten.Tensor": (yaten.Tensor, torch.Tensor)}
    generated = {f"{space}.{name}" for row in ENTRY_ROWS for space, name in _python_names(row)}
    fronts = set()
    for space, (ours, theirs) in pairs.items():
        for name in dir(ours):
            mine, other = getattr(ours, name, None), getattr(theirs, name, None)
            if space == "yaten.Tensor" and getattr(mine, "__module__", None) == "yaten._named_tensors":
                # named tensors' Python front over the binding (unflatten's named shapes, as torch's): the binding counts
                mine = getattr(yaten._C.TensorBase, name, None)
            if f"{space}.{name}" in generated and _is_builtin(mine) and callable(other) and not _is_builtin(other):
                fronts.add(f"{space}.{name}")
    assert fronts == set(TORCH_PYTHON_FRONTS)


def _python_names(row):
    """(namespace, name) of each Python callable an op row makes, its aliases' too."""
    spaces = {"yaten": "yaten", "nn.functional": "yaten.nn.functional", "linalg": "yaten.linalg",
              "special": "yaten.special"}
    for path in row["functions"] + row["aliases"]:
        space, _, name = path.rpartition(".")
        yield spaces.get(space or "yaten", "yaten." + space), name
    if "method" in row["variants"]:
        yield "yaten.Tensor", row["name"]
