"""hypot and lerp, the ops the README's "Adding an op" walk-through added:
what the generated op test does not cover (in-place and out= forms, the
dtype rules and their messages), against torch."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def pair(values, dtype="float64"):
    return yaten.tensor(np.array(values, dtype=dtype)), torch.tensor(np.array(values, dtype=dtype))


def test_hypot_inplace_and_out_match_torch():
    (a, ta), (b, tb) = pair([3.0, -5.0, 0.0]), pair([4.0, 12.0, 0.0])
    out, tout = yaten.empty([3], dtype=yaten.float64), torch.empty(3, dtype=torch.float64)
    assert yaten.hypot(a, b, out=out) is out
    torch.hypot(ta, tb, out=tout)
    np.testing.assert_allclose(out.numpy(), tout.numpy())
    assert a.hypot_(b) is a
    ta.hypot_(tb)
    np.testing.assert_allclose(a.numpy(), ta.numpy())


def test_hypot_avoids_overflow_and_promotes_like_torch():
    (a, ta), (b, tb) = pair([1e200, 1e-200]), pair([1e200, 1e-200])
    np.testing.assert_allclose(yaten.hypot(a, b).numpy(), torch.hypot(ta, tb).numpy())
    f32, tf32 = pair([3.0], "float32")
    f64, tf64 = pair([4.0])
    assert str(yaten.hypot(f32, f64).dtype) == str(torch.hypot(tf32, tf64).dtype).replace("torch", "yaten")


def test_hypot_refuses_integers_and_leaves_out_untouched():
    i, ti = pair([3, 4], "int64")
    with pytest.raises(RuntimeError, match="\"hypot_cpu\" not implemented for 'Long'"):
        torch.hypot(ti, ti)
    out = yaten.zeros([2])
    with pytest.raises(RuntimeError, match="hypot: \"hypot_cpu\" not implemented for 'Long'"):
        yaten.hypot(i, i, out=out)
    assert out.tolist() == [0.0, 0.0]


@pytest.mark.parametrize("weight", [0.25, "tensor"])
def test_lerp_inplace_and_out_match_torch(weight):
    (a, ta), (b, tb) = pair([1.0, 2.0, -3.0]), pair([5.0, 0.0, 1.0])
    w, tw = pair([0.1, 0.5, 0.9]) if weight == "tensor" else (weight, weight)
    out, tout = yaten.empty([3], dtype=yaten.float64), torch.empty(3, dtype=torch.float64)
    yaten.lerp(a, b, w, out=out)
    torch.lerp(ta, tb, tw, out=tout)
    np.testing.assert_allclose(out.numpy(), tout.numpy())
    assert a.lerp_(b, w) is a
    ta.lerp_(tb, tw)
    np.testing.assert_allclose(a.numpy(), ta.numpy())


def test_lerp_dtype_rules_match_torch():
    f32, tf32 = pair([1.0, 2.0], "float32")
    f64, tf64 = pair([1.0, 2.0])
    i, ti = pair([1, 2], "int64")
    for ours, theirs, message in [
        (lambda: yaten.lerp(f32, f32, f64), lambda: torch.lerp(tf32, tf32, tf64), "expected dtype float32 for `weight`"),
        (lambda: yaten.lerp(f32, f64, 0.5), lambda: torch.lerp(tf32, tf64, 0.5), "expected dtype float32 for `end`"),
        (lambda: yaten.lerp(i, i, 0.5), lambda: torch.lerp(ti, ti, 0.5), "not implemented for 'Long'"),
    ]:
        with pytest.raises(RuntimeError):
            theirs()
        with pytest.raises(RuntimeError, match=message):
            ours()
    assert yaten.lerp(f32, f32, 0.5).dtype == yaten.float32


def test_lerp_number_weight_gives_torch_gradients():
    x = yaten.tensor([1.0, 2.0], requires_grad=True)
    tx = torch.tensor([1.0, 2.0], requires_grad=True)
    yaten.lerp(x, yaten.tensor([3.0, 5.0]), 0.25).sum().backward()
    torch.lerp(tx, torch.tensor([3.0, 5.0]), 0.25).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy())
