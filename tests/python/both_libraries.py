"""One call on torch and on yaten, compared: the same value (by its printed
form, with the library's name taken out) or the same exception type."""
import torch

import yaten


def outcome(call, lib):
    try:
        value = call(lib)
    except Exception as e:  # noqa: BLE001 - the exception type is what is compared
        return "raised", type(e)
    return "ok", str(value).replace(lib.__name__ + ".", "")


def same_outcome(call):
    """call(torch) and call(yaten) return equal-looking values or raise the same type; returns yaten's outcome."""
    theirs, ours = outcome(call, torch), outcome(call, yaten)
    assert ours == theirs, f"yaten: {ours}\ntorch: {theirs}"
    return ours


def same_refusal(call, exception=RuntimeError):
    """call(torch) and call(yaten) raise `exception` with the same message."""
    try:
        call(torch)
    except exception as e:
        theirs = str(e)
    else:
        raise AssertionError("torch accepted the call")
    try:
        call(yaten)
    except exception as e:
        assert str(e) == theirs
    else:
        raise AssertionError(f"yaten accepted the call torch refuses with: {theirs}")
