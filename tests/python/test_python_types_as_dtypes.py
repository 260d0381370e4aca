"""Python's own number types stand for dtypes wherever a dtype is an argument,
as in torch's parser: float is float64, int is int64, bool is bool
(zeros(2, dtype=float), x.to(int), x.sum(dtype=int), finfo(float),
promote_types(int, float)); other types (str, complex, object) are refused
with torch's TypeError."""
import pytest

import yaten
from test_arg_errors import normalised

torch = pytest.importorskip("torch")

CALLS = [
    "lib.zeros(2, dtype=float)", "lib.zeros(2, dtype=int)", "lib.ones(2, dtype=bool)", "lib.tensor([1, 2], dtype=float)",
    "lib.arange(3, dtype=float)", "lib.full((2,), 1, dtype=bool)", "lib.zeros_like(x, dtype=int)",
    "x.new_zeros(2, dtype=float)", "x.sum(dtype=int)", "x.to(float)", "x.to(int)", "x.to(bool)", "x.to(dtype=float)",
    "x.to('cpu', int)", "lib.empty(2, dtype=float).dtype", "lib.randint(3, (2,), dtype=float).dtype",
    "lib.zeros(2, dtype=str)", "lib.zeros(2, dtype=object)", "lib.empty(2, dtype=complex)", "x.to(str)",
    "lib.tensor([1], dtype=str)", "lib.tensor([1], dtype=None)",
    "lib.finfo(float).eps", "lib.finfo(float).dtype", "lib.iinfo(int).max", "lib.finfo(int)", "lib.iinfo(float)",
    "lib.iinfo(bool)", "lib.finfo('a')", "lib.can_cast(int, float)", "lib.can_cast(float, int)", "lib.can_cast('a', int)",
    "lib.promote_types(int, float)", "lib.promote_types(int, bool)", "lib.promote_types('a', int)",
    "lib.promote_types(lib.int8, 'a')", "lib.set_default_dtype(float)", "lib.set_default_dtype('a')",
]


def outcome(lib, call):
    x = lib.tensor([[1.5, 0.0, -2.0], [3.0, 4.0, 0.5]])
    try:
        result = eval(call, {"lib": lib, "x": x})
    except Exception as e:  # noqa: BLE001 - the exception is what is compared
        return type(e).__name__, normalised(str(e))
    if isinstance(result, (yaten.Tensor, torch.Tensor)):
        return str(result.dtype).split(".")[-1], result.shape == (2,) or result.tolist()
    return str(result).split(".")[-1]


@pytest.mark.parametrize("call", CALLS)
def test_python_type_as_dtype_as_in_torch(call):
    assert outcome(yaten, call) == outcome(torch, call)
