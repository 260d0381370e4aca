"""Every op sample of op_samples.py called again with its arguments passed by
keyword, under the parameter names of torch's testing override of the
function (torch.overrides.get_testing_overrides()): what torch accepts,
yaten accepts too, with torch's values. Where torch's override names a
parameter otherwise than its parser does (torch.isinf(tensor=...)), both
refuse, and the call says nothing."""
import inspect
import warnings

import numpy as np
import pytest

import yaten
from op_samples import INPUT_WRAPPERS, SAMPLES
from test_ops_generated import ROWS, arguments, as_numpy, make_arrays, outputs, plain_function_of

torch = pytest.importorskip("torch")

# torch's names yaten's do not take, with why.
KNOWN_GAPS = {
    # torch's Python fronts accept return_indices and ignore it (they always return the indices);
    # yaten binds the ops themselves.
    "max_pool1d_with_indices", "max_pool2d_with_indices", "max_pool3d_with_indices",
}


def _torch_function(name, method):
    row = ROWS[name]
    if method or not row["functions"]:
        return getattr(torch.Tensor, name, None)
    f = torch
    for part in row["functions"][0].split("."):
        f = getattr(f, part, None)
    return f


def _keyword_call(signature, args, kwargs, method):
    """(positional, keywords) for a call of `signature` with args: each bound by name where the
    signature lets a keyword name it; a method's self stays the object called."""
    bound = signature.bind_partial(*args)
    positional, keywords = [], dict(kwargs)
    for i, (name, value) in enumerate(bound.arguments.items()):
        kind = signature.parameters[name].kind
        if kind is inspect.Parameter.VAR_POSITIONAL:
            positional.extend(value)
        elif kind is inspect.Parameter.POSITIONAL_ONLY or (method and i == 0):
            positional.append(value)
        else:
            keywords[name] = value
    return positional, keywords


def _cases():
    testing = torch.overrides.get_testing_overrides()
    for name in sorted(SAMPLES):
        if name not in ROWS or name in INPUT_WRAPPERS:
            continue
        for i, sample in enumerate(SAMPLES[name]):
            target = _torch_function(name, sample.method)
            if target in testing:
                yield name, i, inspect.signature(testing[target])


CASES = list(_cases())


def _outcome(lib, name, sample, arrays, kwarrays, signature):
    args, kwargs = arguments(lib, sample, arrays, kwarrays)
    try:
        positional, keywords = _keyword_call(signature, args, kwargs, sample.method)
    except TypeError:
        return None
    if sample.method:
        self, positional = positional[0], positional[1:]
        function = getattr(self, name)
    else:
        function = plain_function_of(lib, name, False)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            result = function(*positional, **keywords)
    except Exception as e:  # noqa: BLE001 - what is compared is whether each library takes the call
        return "refused", type(e).__name__, keywords
    return "taken", [as_numpy(o) for o in outputs(result) if hasattr(o, "shape")], keywords


def test_what_torch_takes_by_keyword_yaten_takes():
    gaps, compared = {}, 0
    for name, index, signature in CASES:
        sample = SAMPLES[name][index]
        arrays, kwarrays = make_arrays(sample, np.random.default_rng(0))  # the generated tests' data
        theirs = _outcome(torch, name, sample, arrays, kwarrays, signature)
        ours = _outcome(yaten, name, sample, arrays, kwarrays, signature)
        if theirs is None or theirs[0] != "taken" or not theirs[2]:
            continue
        compared += 1
        if ours[0] != "taken":
            gaps[name] = sorted(theirs[2])
        elif sample.values:
            for a, b in zip(ours[1], theirs[1]):
                np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6, err_msg=f"{name} sample {index}")
    assert set(gaps) == KNOWN_GAPS, gaps
    assert compared > 1000  # the samples' keyword calls torch takes
