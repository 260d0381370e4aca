"""Shape ops against torch where the generated op tests cannot look: views
stay views (sharing storage, with a _base), Python-level varargs forms
(meshgrid, broadcast_tensors, broadcast_shapes) and errors."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def both(shape):
    data = np.arange(int(np.prod(shape)), dtype=np.float64).reshape(shape)
    return yaten.tensor(data), torch.tensor(data)


@pytest.mark.parametrize("call", [
    lambda m, x: m.movedim(x, 0, 2), lambda m, x: m.moveaxis(x, (0, 1), (1, 0)), lambda m, x: m.swapaxes(x, 0, 2),
    lambda m, x: x.swapdims(1, 2), lambda m, x: m.unbind(x, 1)[1], lambda m, x: m.unflatten(x, 2, (2, 2)),
    lambda m, x: m.split(x, [1, 2], 1)[1], lambda m, x: m.atleast_3d(x[0, 0]),
])
def test_views_share_storage_as_torchs(call):
    ours, theirs = both((2, 3, 4))
    o, t = call(yaten, ours), call(torch, theirs)
    assert t._base is theirs  # yaten has no _base; the write below shows the shared storage
    np.testing.assert_array_equal(o.numpy(), t.numpy())
    o.add_(1)
    t.add_(1)
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())


@pytest.mark.parametrize("indexing", ["ij", "xy"])
def test_meshgrid(indexing):
    a, b, c = (np.arange(n, dtype=np.float64) for n in (2, 3, 4))
    ours = yaten.meshgrid(yaten.tensor(a), yaten.tensor(b), yaten.tensor(c), indexing=indexing)
    theirs = torch.meshgrid(torch.tensor(a), torch.tensor(b), torch.tensor(c), indexing=indexing)
    for o, t in zip(ours, theirs):
        np.testing.assert_array_equal(o.numpy(), t.numpy())
    with pytest.warns(UserWarning):
        yaten.meshgrid([yaten.tensor(a), yaten.tensor(b)])


def test_row_stack_is_vstack_as_torchs():
    a, b = np.arange(3.0), np.arange(6.0).reshape(2, 3)
    ours = yaten.row_stack([yaten.tensor(a, requires_grad=True), yaten.tensor(b)])
    theirs = torch.row_stack([torch.tensor(a), torch.tensor(b)])
    np.testing.assert_array_equal(ours.detach().numpy(), theirs.numpy())
    out = yaten.empty(0, dtype=yaten.float64)
    assert yaten.row_stack([yaten.tensor(a), yaten.tensor(b)], out=out) is out
    np.testing.assert_array_equal(out.numpy(), theirs.numpy())


def test_broadcast_tensors_values_and_gradients_are_torchs():
    a, b = np.arange(3.0).reshape(3, 1), np.arange(4.0)
    grads = []
    for lib in (yaten, torch):
        x, y = lib.tensor(a, requires_grad=True), lib.tensor(b, requires_grad=True)
        bx, by = lib.broadcast_tensors(x, y)
        (bx * 2 + by * by).sum().backward()
        grads.append((bx.detach().numpy(), by.detach().numpy(), x.grad.numpy(), y.grad.numpy()))
    for o, t in zip(*grads):
        np.testing.assert_array_equal(o, t)


def test_broadcast_tensors_and_shapes():
    ours = yaten.broadcast_tensors(yaten.ones(3, 1), yaten.zeros(4))
    assert [tuple(t.shape) for t in ours] == [(3, 4), (3, 4)]
    assert yaten.broadcast_shapes((2, 1), (3,), 1) == torch.broadcast_shapes((2, 1), (3,), 1)
    with pytest.raises(RuntimeError, match="Shape mismatch"):
        yaten.broadcast_shapes((2,), (3,))


def test_gradients_flow_through_the_stacks():
    x = yaten.ones(3, requires_grad=True)
    yaten.column_stack([x, x * 2]).sum().backward()
    assert x.grad.tolist() == [3.0, 3.0, 3.0]


@pytest.mark.parametrize("call", [
    lambda m: m.split(m.ones(5), [2, 2]), lambda m: m.movedim(m.ones(2, 3), (0, 0), (0, 1)),
    lambda m: m.rot90(m.ones(3)), lambda m: m.rot90(m.ones(2, 2), 1, [0, 0]), lambda m: m.fliplr(m.ones(3)),
    lambda m: m.roll(m.ones(2, 2), (1, 1), (0,)), lambda m: m.hstack([]),
])
def test_bad_input_raises_runtime_error_as_torch(call):
    with pytest.raises(RuntimeError):
        call(torch)
    with pytest.raises(RuntimeError):
        call(yaten)


@pytest.mark.parametrize("name", ["atleast_1d", "atleast_2d", "atleast_3d"])
@pytest.mark.parametrize("call", [
    lambda f, a, b, c: f(a), lambda f, a, b, c: f(a, b), lambda f, a, b, c: f(a, b, c), lambda f, a, b, c: f([a, b]),
    lambda f, a, b, c: f((a, c)), lambda f, a, b, c: f([a]), lambda f, a, b, c: f(), lambda f, a, b, c: f([]),
])
def test_atleast_takes_tensors_one_by_one_or_in_one_list(name, call):
    """torch.atleast_Nd(*tensors): one tensor gives a tensor; several, or one list or tuple, a tuple."""
    results = []
    for lib in (yaten, torch):
        a, b, c = lib.tensor(1.0), lib.ones(2), lib.ones(2, 3)
        results.append(call(getattr(lib, name), a, b, c))
    ours, theirs = results
    assert type(ours).__name__ == type(theirs).__name__
    if isinstance(theirs, tuple):
        assert len(ours) == len(theirs)
    for o, t in zip(ours, theirs) if isinstance(theirs, tuple) else [(ours, theirs)]:
        assert tuple(o.shape) == tuple(t.shape)


@pytest.mark.parametrize("call", [
    lambda m: m.atleast_1d(input=m.ones(2)), lambda m: m.atleast_2d(tensors=[m.ones(2)]),
    lambda m: m.atleast_3d(m.ones(2), [m.ones(2)]), lambda m: m.atleast_1d(1.5),
])
def test_atleast_refuses_what_torch_refuses(call):
    with pytest.raises(TypeError):
        call(torch)
    with pytest.raises(TypeError):
        call(yaten)


def test_atleast_signature_is_torchs():
    import inspect
    for name in ("atleast_1d", "atleast_2d", "atleast_3d"):
        assert str(inspect.signature(getattr(yaten, name))) == str(inspect.signature(getattr(torch, name)))
