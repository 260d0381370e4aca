"""numpy scalars on either side of an op or as a number argument: yaten
tensors come back, the graph is kept, and the dtype follows torch's
promotion (a numpy integer counts as an int, a numpy float as a float)."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def operands(lib):
    return {"i": lib.ones(2, dtype=lib.int32), "f": lib.tensor([1.5, -2.0]), "b": lib.tensor([True, False]),
            "u": lib.ones(2, dtype=lib.uint8), "np": np, "lib": lib}


EXPRESSIONS = [
    "f * np.float32(2)", "np.float32(2) * f", "i * np.int64(2)", "np.int64(2) * i", "i * np.float32(2)",
    "np.float32(2) * i", "f * np.float64(2)", "f + np.float64(1)", "np.float64(1) + f", "b * np.int8(2)",
    "u * np.int64(-1)", "i * np.bool_(True)", "b + np.bool_(True)", "f * np.uint64(2)", "i + np.float16(1)",
    "f < np.float32(2)", "np.float32(2) < f", "np.int32(1) == i", "i.pow(np.float32(2))", "f.pow(np.int64(2))",
    "lib.full((2,), np.float32(3))", "lib.full((2,), np.int32(3))", "lib.full((2,), np.bool_(True))",
    "lib.tensor(np.float32(2))", "lib.tensor(np.int32(2))", "lib.tensor(np.float64(2))", "lib.tensor(np.uint8(7))",
    "lib.tensor([np.float32(2), np.float32(3)])", "lib.tensor([np.int64(2 ** 62 + 1)])",
    "f.clamp(np.float32(0), np.float64(1))", "lib.ones(np.int64(2))", "i & np.int64(3)", "i // np.int32(2)",
    "f.add(f, alpha=np.float32(2))",
]


@pytest.mark.parametrize("expression", EXPRESSIONS)
def test_numpy_scalar_matches_torch(expression):
    ours, theirs = eval(expression, operands(yaten)), eval(expression, operands(torch))
    assert isinstance(ours, yaten.Tensor), f"{expression}: {type(ours).__name__}"
    assert str(ours.dtype).split(".")[1] == str(theirs.dtype).split(".")[1], expression
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy(), err_msg=expression)


@pytest.mark.parametrize("expression", ["x * np.float32(2)", "np.float32(2) * x", "np.int64(2) * x",
                                        "x.pow(np.float32(2))", "x + np.float64(1)", "x / np.float32(4)"])
def test_numpy_scalar_keeps_the_graph(expression):
    grads = []
    for lib in (yaten, torch):
        x = lib.tensor([1.0, 3.0], requires_grad=True)
        y = eval(expression, {"x": x, "np": np})
        assert isinstance(y, lib.Tensor) and y.grad_fn is not None, expression
        y.sum().backward()
        grads.append(x.grad.numpy())
    np.testing.assert_allclose(grads[0], grads[1], err_msg=expression)


def test_numpy_complex_scalar_is_refused_not_read_as_real():
    with pytest.raises(TypeError, match="complex"):
        yaten.ones(2) * np.complex64(1 + 2j)
    with pytest.raises(TypeError, match="complex"):
        yaten.full((2,), np.complex128(1j))
