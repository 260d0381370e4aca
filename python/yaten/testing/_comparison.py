"""assert_close, as torch.testing's: tensors, numpy arrays, numbers and
(nested) sequences and mappings of them, compared with per-dtype default
tolerances; failures raise AssertionError with torch's message layout."""
import collections.abc
import math

import numpy as np

import yaten

# dtype name -> (rtol, atol) when neither is given; other dtypes compare exactly.
DEFAULT_TOLERANCES = {"float16": (1e-3, 1e-5), "bfloat16": (1.6e-2, 1e-5), "float32": (1.3e-6, 1e-5),
                      "float64": (1e-7, 1e-7), "complex64": (1.3e-6, 1e-5), "complex128": (1e-7, 1e-7)}


class _Mismatch(AssertionError):
    """A failed comparison, with where in the nested inputs it happened."""

    def __init__(self, message, path=""):
        super().__init__(message)
        self.message, self.path = message, path


def _dtype_name(dtype):
    return str(dtype).rsplit(".", 1)[-1]


def _tolerances(dtype_name, rtol, atol):
    if (rtol is None) != (atol is None):
        raise ValueError(f"Both 'rtol' and 'atol' must be either specified or omitted, but got no "
                         f"{'rtol' if rtol is None else 'atol'}.")
    if rtol is not None:
        return rtol, atol
    return DEFAULT_TOLERANCES.get(dtype_name, (0.0, 0.0))


def _is_tensor_like(value):
    return isinstance(value, (yaten.Tensor, np.ndarray))


def _as_array(value):
    if isinstance(value, yaten.Tensor):
        return value.detach().numpy(), _dtype_name(value.dtype), "yaten.Size(%s)" % list(value.shape)
    return value, value.dtype.name, f"{value.shape}"


def _close_mask(actual, expected, rtol, atol, equal_nan):
    if actual.dtype.kind in "fc":
        with np.errstate(invalid="ignore", over="ignore"):
            return np.isclose(actual, expected, rtol=rtol, atol=atol, equal_nan=equal_nan)
    if rtol == 0 and atol == 0:
        return actual == expected
    return np.abs(actual.astype(np.float64) - expected.astype(np.float64)) <= atol + rtol * np.abs(
        expected.astype(np.float64))


def _worst(values):
    """(value, index) of the largest entry, a NaN counting as largest."""
    flat = values.reshape(-1)
    nans = np.flatnonzero(np.isnan(flat)) if flat.dtype.kind in "fc" else []
    position = int(nans[0]) if len(nans) else int(np.argmax(flat))
    return flat[position], tuple(int(i) for i in np.unravel_index(position, values.shape))


def _differences(actual, expected):
    """Absolute and relative differences as torch reports them: floating
    values in double precision, integers in int64 with a float32 ratio."""
    if actual.dtype.kind in "fc":
        wide = np.complex128 if actual.dtype.kind == "c" else np.float64
        actual, expected = actual.astype(wide), expected.astype(wide)
        with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
            abs_diff = np.abs(actual - expected)
            return abs_diff, abs_diff / np.abs(expected)
    abs_diff = np.abs(actual.astype(np.int64) - expected.astype(np.int64))
    with np.errstate(divide="ignore", invalid="ignore"):
        return abs_diff, (abs_diff / np.abs(expected.astype(np.int64))).astype(np.float32)


def _number_text(value):
    return repr(value.item() if hasattr(value, "item") else value)


def _compare_tensors(actual, expected, rtol, atol, equal_nan, check_dtype, check_stride=False):
    if check_stride and isinstance(actual, yaten.Tensor) and isinstance(expected, yaten.Tensor) and \
            actual.shape == expected.shape and actual.stride() != expected.stride():
        raise _Mismatch(f"The values for attribute 'stride()' do not match: {actual.stride()} != {expected.stride()}.")
    actual, actual_dtype, actual_shape = _as_array(actual)
    expected, expected_dtype, expected_shape = _as_array(expected)
    if actual.shape != expected.shape:
        raise _Mismatch(f"The values for attribute 'shape' do not match: {actual_shape} != {expected_shape}.")
    if check_dtype and actual_dtype != expected_dtype:
        raise _Mismatch(f"The values for attribute 'dtype' do not match: yaten.{actual_dtype} != "
                        f"yaten.{expected_dtype}.")
    if actual.dtype != expected.dtype:
        common = np.result_type(actual, expected)
        actual, expected = actual.astype(common), expected.astype(common)
    rtol, atol = _tolerances(actual_dtype, rtol, atol)
    close = _close_mask(actual, expected, rtol, atol, equal_nan)
    if close.all():
        return
    exact = rtol == 0 and atol == 0
    abs_diff, rel_diff = _differences(actual, expected)
    (abs_value, abs_index), (rel_value, rel_index) = _worst(abs_diff), _worst(rel_diff)
    mismatched = int((~close).sum())
    lines = [f"Tensor-likes are not {'equal' if exact else 'close'}!", "",
             f"Mismatched elements: {mismatched} / {close.size} ({100 * mismatched / close.size:.1f}%)",
             f"Greatest absolute difference: {_number_text(abs_value)} at index {abs_index}"
             + ("" if exact else f" (up to {atol} allowed)"),
             f"Greatest relative difference: {_number_text(rel_value)} at index {rel_index}"
             + ("" if exact else f" (up to {rtol} allowed)")]
    raise _Mismatch("\n".join(lines))


def _compare_numbers(actual, expected, rtol, atol, equal_nan):
    if isinstance(actual, bool) or isinstance(expected, bool):
        if actual is not expected:
            raise _Mismatch(f"Booleans mismatch: {actual} is not {expected}")
        return
    kind = complex if isinstance(actual, complex) or isinstance(expected, complex) else \
        float if isinstance(actual, float) or isinstance(expected, float) else int
    rtol, atol = _tolerances({complex: "complex128", float: "float64", int: "int64"}[kind], rtol, atol)
    if equal_nan and kind is not int and math.isnan(abs(actual)) and math.isnan(abs(expected)):
        return
    if actual == expected or abs(actual - expected) <= atol + rtol * abs(expected):
        return
    exact = rtol == 0 and atol == 0
    abs_diff = abs(actual - expected)
    rel_diff = abs_diff / abs(expected) if expected != 0 else math.inf
    lines = [f"Scalars are not {'equal' if exact else 'close'}!", "",
             f"Absolute difference: {abs_diff!r}" + ("" if exact else f" (up to {atol} allowed)"),
             f"Relative difference: {rel_diff!r}" + ("" if exact else f" (up to {rtol} allowed)")]
    raise _Mismatch("\n".join(lines))


def _compare(actual, expected, path, options):
    try:
        if _is_tensor_like(actual) and _is_tensor_like(expected) and (
                isinstance(actual, yaten.Tensor) == isinstance(expected, yaten.Tensor)):
            return _compare_tensors(actual, expected, **options)
        if isinstance(actual, (int, float, complex)) and isinstance(expected, (int, float, complex)):
            return _compare_numbers(actual, expected, options["rtol"], options["atol"], options["equal_nan"])
    except _Mismatch as mismatch:
        raise _Mismatch(mismatch.message, path) from None
    strings = (str, bytes)
    if isinstance(actual, collections.abc.Sequence) and isinstance(expected, collections.abc.Sequence) and \
            not isinstance(actual, strings) and not isinstance(expected, strings):
        if len(actual) != len(expected):
            raise _Mismatch(f"The length of the sequences mismatch: {len(actual)} != {len(expected)}", path)
        for i, (a, e) in enumerate(zip(actual, expected)):
            _compare(a, e, f"{path}[{i}]", options)
        return
    if isinstance(actual, collections.abc.Mapping) and isinstance(expected, collections.abc.Mapping):
        if set(actual) != set(expected):
            missing = sorted(set(expected) - set(actual), key=repr)
            additional = sorted(set(actual) - set(expected), key=repr)
            raise _Mismatch("The keys of the mappings do not match:\n"
                            f"Missing keys in the actual mapping: {missing}\n"
                            f"Additional keys in the actual mapping: {additional}", path)
        for key in actual:
            _compare(actual[key], expected[key], f"{path}[{key!r}]", options)
        return
    if actual is None and expected is None:
        return
    raise TypeError(f"No comparison pair was able to handle inputs of type {type(actual)} and {type(expected)}.")


def assert_close(actual, expected, *, allow_subclasses=True, rtol=None, atol=None, equal_nan=False,
                 check_device=True, check_dtype=True, check_layout=True, check_stride=False, msg=None):
    """Raises AssertionError unless actual and expected are close: for
    floating values |actual - expected| <= atol + rtol * |expected|
    elementwise, with defaults by dtype (float32: rtol 1.3e-6, atol 1e-5;
    float64: 1e-7, 1e-7; exact for integers and bools)."""
    _tolerances("float64", rtol, atol)  # one of the two alone is an error, whatever the inputs
    options = dict(rtol=rtol, atol=atol, equal_nan=equal_nan, check_dtype=check_dtype, check_stride=check_stride)
    try:
        _compare(actual, expected, "", options)
    except _Mismatch as mismatch:
        message = mismatch.message
        if mismatch.path:
            message += f"\n\nThe failure occurred for item {mismatch.path}"
        if msg is not None:
            message = msg(message) if callable(msg) else msg
        raise AssertionError(message) from None
