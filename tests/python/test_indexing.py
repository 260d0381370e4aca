"""x[index] and x[index] = value against torch: every expression runs on
both libraries with equal data, and values, dtypes, shapes, aliasing,
versions, gradients (both modes) and errors must agree."""
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import yaten

torch = pytest.importorskip("torch")
warnings.filterwarnings("ignore", message=".*indexing with dtype torch.uint8.*")

BASE = np.arange(24.0).reshape(2, 3, 4)


def make(lib, array, requires_grad=False):
    t = lib.tensor(array.copy()) if lib is yaten else torch.from_numpy(array.copy())
    return t.requires_grad_(True) if requires_grad else t


def env(lib, x):
    return {"x": x, "lib": lib, "np": np, "T": lambda *a, **k: lib.tensor(*a, **k)}


def shares_memory(r, x):
    if r.numel() == 0 or x.numel() == 0:
        return False
    start, end = x.data_ptr(), x.data_ptr() + x.numel() * x.element_size()
    return start <= r.data_ptr() < end


def get(lib, expr, array=BASE):
    array = array.astype(np.float32)
    x = make(lib, array)
    try:
        r = eval(expr, env(lib, x))
    except Exception as e:  # noqa: BLE001 - the type is what is compared
        return ("error", type(e), np.array_equal(x.numpy(), array))
    return ("ok", r.numpy().copy(), str(r.dtype).split(".")[-1], tuple(r.shape), shares_memory(r, x))


def assert_same(mine, theirs, expr):
    assert mine[0] == theirs[0], f"{expr}: yaten {mine}, torch {theirs}"
    if mine[0] == "error":
        assert mine[1].__name__ == theirs[1].__name__, f"{expr}: yaten raised {mine[1]}, torch {theirs[1]}"
        assert mine[2], f"{expr}: x changed by a failed call"
        return
    np.testing.assert_array_equal(mine[1], theirs[1], err_msg=expr)
    assert mine[2:] == theirs[2:], f"{expr}: yaten (dtype, shape, view) {mine[2:]}, torch {theirs[2:]}"


GET = [
    # basic: views
    "x[0]", "x[-1]", "x[:, 1]", "x[..., 2]", "x[None]", "x[0, None, 1]", "x[1:, ::2, -2:]", "x[...]", "x[:]",
    "x[..., None]", "x[0, ..., 1]", "x[T(1)]", "x[np.int64(1)]", "x[np.int32(-1), 2]", "x[[T(1), 2]]", "x[0, 0, 0]",
    "x[..., ...]", "x[1:100]", "x[-100:1]", "x[3:1]",
    # advanced: copies
    "x[:, [0, 2]]", "x[[0, 1], [1, 2]]", "x[[0, 1], :, [1, 2]]", "x[:, [0, 1], [1, 2]]", "x[[0, 1], None, [1, 2]]",
    "x[None, [0, 1], 1]", "x[1, [0, 1]]", "x[[0, 1], 1]", "x[T([[0], [1]]), T([0, 2])]", "x[T([[0, 1], [1, 0]])]",
    "x[:, [-1]]", "x[[-2]]", "x[[]]", "x[:, []]", "x[[0, [1]]]", "x[[[0, 1]]]", "x[..., None, [0]]",
    "x[1, ..., [0, 1]]", "x[[0, 1], ..., [0, 1]]", "x[T([0.5])]", "x[[0, 1.5]]", "x[np.array([0, 1])]",
    "x[np.array([[0, 1], [1, 0]])]", "x[np.array([1, 0], dtype=np.int32)]", "x[np.array([1, 0], dtype=np.int8)]", "x[np.array([-1], np.int16)]",
    "x[np.array([1, 0], dtype=np.uint16)]", "x[np.array([1, 0], dtype=np.uint8)]", "x[np.array([0.5, 1.5])]", "x[T([1, -1])]",
    "x[(T([1]),)]", "x[[T([1]), T([2])]]", "x[T([[0, 1]]), :, T([[1], [2]])]",
    # a range is an index list (the nn tutorial's input[range(n), target])
    "x[range(2)]", "x[0][range(3), [0, 1, 3]]", "x[:, range(1, 3)]", "x[range(0)]", "x[range(1), range(2), 0]",
    # masks
    "x[x > 5]", "x[x[:, :, 0] > 5]", "x[[True, False]]", "x[:, :, T([True, False, True, False])]",
    "x[T([[True, False, True], [False, False, True]])]", "x[np.array([True, False])]", "x[[True] * 2, [0, 1]]",
    "x[True]", "x[False]", "x[T(True)]", "x[T(False)]", "x[T(1, dtype=lib.uint8)]", "x[0, T(0, dtype=lib.uint8)]", "x[None, True, 0]", "x[x > 100]",
    "x[T([0, 1], dtype=lib.uint8)]", "x[T([[1, 0, 1], [0, 0, 1]], dtype=lib.uint8)]", "x[[True, False], 1:, [0, 3]]",
    # errors
    "x[[5]]", "x[:, [-4]]", "x[2]", "x[:, 3, 5]", "x[::-1]", "x[::0]", "x[0, 0, 0, 0]", "x[T([0.5]) > 0, 0, 0, 0]",
    "x[T([0, 1], dtype=lib.int32)]", "x[T([0.0])]", "x[[True, False, True]]", "x[[0, 1], [0, 1, 2]]", "x['a']",
    "x[1.5]", "x[{}]", "x[1:2.5]", "x[(x > 5).numpy()]", "x[x.argmax()]", "x[x > 5, None]",
]


@pytest.mark.parametrize("expr", GET)
def test_getitem_matches_torch(expr):
    assert_same(get(yaten, expr), get(torch, expr), expr)


def put(lib, stmt, array=BASE):
    array = array.astype(np.float32)
    x = make(lib, array)
    version = x._version
    try:
        exec(stmt, env(lib, x))
    except Exception as e:  # noqa: BLE001
        return ("error", type(e), np.array_equal(x.numpy(), array) and x._version == version)
    return ("ok", x.numpy().copy(), x._version > version)


SET = [
    "x[0] = 1", "x[[0, 1]] = 0", "x[:, [0, 2]] = T([1., 2, 3, 4])", "x[x > 5] = 0", "x[x > 5] = T([1.])",
    "x[[0, 0]] = T(2.)", "x[[0, 1], [1, 2]] += 1", "x[..., [0, 0]] += 1", "x[0, 0, 0] = 7", "x[:, 1] = T([1., 2, 3, 4])",
    "x[1] = T([[1.], [2], [3]])", "x[0] = T([1., 2, 3, 4], dtype=lib.float64)", "x[[0]] = T(np.ones((1, 1, 3, 4), np.float32))",
    "x[0] = T(np.ones((1, 1, 3, 4), np.float32))", "x[x[:, :, 0] > 5] = 1", "x[True] = 3", "x[False] = 3",
    "x[None, 0] = 2", "x[[0, 1], :, [1, 2]] = T([[1.], [2.]])", "x[[0, 1], [1, 2]] = x[[1, 0], [2, 1]]",
    "x[0, :2] = x[0, 1:3]", "x[...] = 0", "x[:] = T(5.)", "x[[1, 1, 1]] = T([[[1.]], [[2.]], [[3.]]])",
    "x[range(2)] = 0", "x[0, range(3), [0, 1, 3]] += 1", "x[T([[0, 1], [1, 0]])] = -1", "x[:, [0, 2]] = True", "x[[0, 1], 0, [3, 2]] = 2.5", "x[np.array([1])] = 4",
    # errors
    "x[[0]] = T([1, 2, 3, 4])", "x[[0]] = T([1., 2, 3, 4], dtype=lib.float64)", "x[[0]] = [1, 2]", "x[[0]] = 'a'",
    "x[[0]] = None", "x[[0]] = 1e39", "x[x > 3] = -1e300", "x[[0]] = float('inf')", "x[[5]] = 1", "x[T([0.])] = 1", "x[[0]] = T(np.ones(5, np.float32))", "x[x > 5] = T([1., 2.])",
    "x.index_put_((T([0, 1]),), x[0:2])", "x.view(-1)[::2].index_put_((T([0, 1]),), x.view(-1)[1::2][:2])",
    "x.view(-1)[::2].index_put_((T([0, 1]),), x.view(-1)[::2][:2])", "x[0, 0, 0, 0] = 1", "x[::-1] = 0", "x[[0, 1], [0, 1, 2]] = 1",
]


@pytest.mark.parametrize("stmt", SET)
def test_setitem_matches_torch(stmt):
    assert_same(put(yaten, stmt), put(torch, stmt), stmt)


# --- the two forms that used to be silently wrong ---

def test_pointwise_pairing_of_index_tensors():
    logp = yaten.tensor(np.log(np.random.default_rng(0).dirichlet(np.ones(5), size=4)))
    y = yaten.tensor([3, 0, 4, 4])
    picked = logp[yaten.arange(4), y]
    assert picked.shape == (4,)
    np.testing.assert_array_equal(picked.numpy(), logp.numpy()[np.arange(4), y.numpy()])


def test_advanced_assignment_writes_into_x():
    x = yaten.arange(5.0)
    x[[0, 2]] = 0
    idx = yaten.tensor([1, 3])
    x[idx] += 1
    x[idx] = yaten.tensor([7.0, 8.0])
    np.testing.assert_array_equal(x.numpy(), [0.0, 7.0, 0.0, 8.0, 4.0])


# --- autograd ---

GRAD = ["x[[0, 1, 1], [2, 2, 2]]", "x[x > 5]", "x[:, [0, 2]][[1]]", "x[..., [0, 0, 3]]", "x[[1, 0], :, [1, 1]]",
        "x[None, 1, [0, 0]]", "x[1:, T([[0, 1], [1, 1]])]", "x[0]", "x[T([[True, False, True], [True, True, False]])]"]


@pytest.mark.parametrize("expr", GRAD)
def test_getitem_gradients_match_torch(expr):
    w = np.random.default_rng(1).standard_normal(100)
    grads, tangents = [], []
    for lib in (yaten, torch):
        x = make(lib, BASE, requires_grad=True)
        y = eval(expr, env(lib, x))
        (y * make(lib, w[:y.numel()].reshape(tuple(y.shape)))).sum().backward()
        grads.append(x.grad.numpy())
        fa = lib.autograd.forward_ad
        with fa.dual_level():
            x = fa.make_dual(make(lib, BASE), make(lib, np.arange(24.0).reshape(2, 3, 4) * 0.5 + 1))
            tangents.append(fa.unpack_dual(eval(expr, env(lib, x))).tangent.numpy().copy())
    np.testing.assert_array_equal(grads[0], grads[1], err_msg=expr)
    np.testing.assert_array_equal(tangents[0], tangents[1], err_msg=expr)


SET_GRAD = ["z[[0, 1], [1, 2]] = v", "z[:, [0, 2], 1] = v[:, :2]", "z[z > 30] = v[0, 0]", "z[[0, 0]] += v[0]",
            "z[1] = v[0]", "z[..., [1, 3]] = v[:, None, :2]", "z[1, 0][[1, 2]] = v[0, :2] * 3", "z[:, 0][[0, 0]] += v[0, 0]", "z.index_put_((T([0, 0, 1]),), v[0].sum(), accumulate=True)"]


@pytest.mark.parametrize("stmt", SET_GRAD)
def test_setitem_records_history_for_x_and_value(stmt):
    results = []
    for lib in (yaten, torch):
        x = make(lib, BASE, requires_grad=True)
        v = make(lib, np.arange(1.0, 9.0).reshape(2, 4) * 3, requires_grad=True)
        z = x * 2
        exec(stmt, {**env(lib, x), "z": z, "v": v})
        (z * z).sum().backward()
        fa = lib.autograd.forward_ad
        with fa.dual_level():
            z = fa.make_dual(make(lib, BASE), make(lib, BASE * 0.5 + 1)) * 2
            v = fa.make_dual(make(lib, np.arange(1.0, 9.0).reshape(2, 4)), make(lib, np.full((2, 4), 3.0)))
            exec(stmt, {**env(lib, x), "z": z, "v": v})
            tangent = fa.unpack_dual(z).tangent.numpy().copy()
        results.append((x.grad.numpy(), v.grad.numpy() if v.grad is not None else None, tangent))
    (gx, gv, t), (tx, tv, tt) = results
    np.testing.assert_array_equal(gx, tx, err_msg=stmt)
    np.testing.assert_array_equal(gv, tv, err_msg=stmt)
    np.testing.assert_array_equal(t, tt, err_msg=stmt)


@pytest.mark.parametrize("stmt", ["x[[0]] = 1", "x[0] = 1", "x[x > 3] = 0"])
def test_assignment_into_a_leaf_requiring_grad_is_refused(stmt):
    for lib in (yaten, torch):
        x = make(lib, BASE, requires_grad=True)
        with pytest.raises(RuntimeError, match="leaf Variable that requires grad"):
            exec(stmt, env(lib, x))


def test_saved_tensor_changed_by_indexed_assignment_is_caught():
    a = yaten.tensor(BASE, requires_grad=True) * 1
    b = a.sin()  # saves a
    a[[0]] = 0
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        b.sum().backward()


def test_torch_function_dispatch_of_getitem_and_setitem():
    seen = []

    class Logged(yaten.Tensor):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            seen.append(func.__name__)
            return super().__torch_function__(func, types, args, kwargs or {})

    x = yaten.arange(6.0).as_subclass(Logged)
    y = x[[0, 1]]
    x[[2]] = 0
    assert "__getitem__" in seen and "__setitem__" in seen
    assert type(y) is Logged and x[2].item() == 0
    # The basic forms (views, written in C) dispatch as well, and so does a plain
    # tensor assigned a subclass value.
    seen.clear()
    assert type(x[1:3]) is Logged and type(x[None, 0]) is Logged
    x[1] = 5.0
    assert seen == ["__getitem__", "__getitem__", "__setitem__"]
    seen.clear()
    plain = yaten.zeros(3)
    plain[0] = yaten.ones(()).as_subclass(Logged)
    assert seen == ["__setitem__"] and plain[0].item() == 1


def test_deleting_an_item_is_torchs_type_error():
    for lib in (yaten, torch):
        x = lib.zeros(3)
        with pytest.raises(TypeError, match="Tensor does not support deleting items"):
            del x[0]


# --- the ops themselves ---

def test_index_op_with_none_entries_matches_aten():
    x = yaten.tensor(BASE)
    i = yaten.tensor([[2], [0]])
    mine = yaten._C._internal.index(x, [None, yaten.tensor([1, 0]), i])
    theirs = torch.ops.aten.index(torch.from_numpy(BASE), [None, torch.tensor([1, 0]), torch.tensor([[2], [0]])])
    np.testing.assert_array_equal(mine.numpy(), theirs.numpy())


@pytest.mark.parametrize("accumulate", [False, True])
def test_index_put_with_repeated_indices(accumulate):
    idx = [3, 1, 3, 3, 0]
    x = yaten.zeros(5).index_put([yaten.tensor(idx)], yaten.tensor([1.0, 2, 3, 4, 5]), accumulate)
    y = torch.zeros(5).index_put([torch.tensor(idx)], torch.tensor([1.0, 2, 3, 4, 5]), accumulate)
    np.testing.assert_array_equal(x.numpy(), y.numpy())


def test_index_put_accumulates_in_parallel_size_inputs():
    rng = np.random.default_rng(2)
    idx = rng.integers(0, 1000, 200_000)
    vals = rng.standard_normal(200_000)
    x = yaten.zeros(1000, dtype=yaten.float64).index_put_([yaten.tensor(idx)], yaten.tensor(vals), accumulate=True)
    np.testing.assert_allclose(x.numpy(), np.bincount(idx, vals, 1000), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("shape", [(), (0,), (5,), (3, 4), (2, 0, 3), (40000, 3)])
def test_nonzero_argwhere_where_match_torch(shape):
    a = np.asarray(np.random.default_rng(3).integers(0, 3, shape) * (np.random.default_rng(4).random(shape) > 0.3))
    x, t = yaten.tensor(a), torch.from_numpy(a)
    np.testing.assert_array_equal(yaten.nonzero(x).numpy(), torch.nonzero(t).numpy())
    np.testing.assert_array_equal(yaten.argwhere(x).numpy(), torch.argwhere(t).numpy())
    for mine, theirs in [(yaten.where(x > 0), torch.where(t > 0)),
                         (yaten.nonzero(x, as_tuple=True), torch.nonzero(t, as_tuple=True)),
                         (x.nonzero(as_tuple=True), t.nonzero(as_tuple=True))]:
        assert len(mine) == len(theirs)
        for m, th in zip(mine, theirs):
            np.testing.assert_array_equal(m.numpy(), th.numpy())
    assert type(yaten.nonzero(x, as_tuple=True)) is tuple
    if x.dim() > 0:  # a 0-d tensor takes no index tensor, in torch neither
        np.testing.assert_array_equal(x[yaten.nonzero(x, as_tuple=True)].numpy(), t[torch.nonzero(t, as_tuple=True)].numpy())


# --- breadth: random index expressions ---

@st.composite
def index_expressions(draw):
    shape = draw(st.lists(st.integers(1, 4), min_size=1, max_size=4))
    items, dims = [], 0
    for _ in range(draw(st.integers(1, len(shape) + 1))):
        kind = draw(st.sampled_from(["int", "slice", "none", "list", "tensor", "mask", "ellipsis"]))
        if kind == "none":
            items.append("None")
            continue
        if kind == "ellipsis":
            if "..." not in items:
                items.append("...")
            continue
        if dims >= len(shape):
            break
        n = shape[dims]
        if kind == "int":
            items.append(str(draw(st.integers(-n, n - 1))))
        elif kind == "slice":
            a, b = draw(st.integers(-n - 1, n + 1)), draw(st.integers(-n - 1, n + 1))
            items.append(f"{a}:{b}:{draw(st.integers(1, 3))}")
        elif kind == "list":
            items.append(str(draw(st.lists(st.integers(-n, n - 1), min_size=0, max_size=3))))
        elif kind == "tensor":
            rows = draw(st.integers(1, 2))
            vals = draw(st.lists(st.integers(-n, n - 1), min_size=rows * 2, max_size=rows * 2))
            items.append(f"T({np.array(vals).reshape(rows, 2).tolist()})" if rows == 2 else f"T({vals[:2]})")
        else:
            items.append(f"T({draw(st.lists(st.booleans(), min_size=n, max_size=n))})")
        dims += 1
    return shape, "x[" + ", ".join(items) + "]"


@settings(max_examples=300, deadline=None)
@given(index_expressions(), st.integers(0, 2**31))
def test_random_index_expressions_match_torch(case, seed):
    shape, expr = case
    array = np.random.default_rng(seed).standard_normal(shape)
    assert_same(get(yaten, expr, array), get(torch, expr, array), expr)
    stmt = expr + " = -7"
    assert_same(put(yaten, stmt, array), put(torch, stmt, array), stmt)


def test_a_library_op_takes_a_tensor_list_with_none_entries():
    lib = yaten.library.Library("indexing_test")
    lib.define("pick(Tensor x, Tensor?[] idx) -> Tensor")
    lib.impl("pick", lambda x, idx: yaten._C._internal.index(x, idx))
    x = yaten.arange(6.0).reshape(2, 3)
    np.testing.assert_array_equal(yaten.ops.indexing_test.pick(x, [None, yaten.tensor([2, 0])]).numpy(), [[2, 0], [5, 3]])
    with pytest.raises(TypeError, match="idx"):
        yaten.ops.indexing_test.pick(x, [None, "a"])


@pytest.mark.parametrize("dtype", ["uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32",
                                   "float64", "bool"])
@pytest.mark.parametrize("value", [300, 70000, -1, -129, -300, 2**40, 1e39, -1e39, 2.5, float("inf"), float("nan"),
                                   True, 256.0])
@pytest.mark.parametrize("where", ["[[0, 2]]", "[x == 0]", "[[True, False, True]]"])
def test_assigned_numbers_must_fit_the_dtype_as_in_torch(dtype, value, where):
    results = []
    for lib in (yaten, torch):
        x = lib.zeros(3, dtype=getattr(lib, dtype))
        try:
            exec(f"x{where} = value", {"x": x, "value": value})
            results.append(("ok", x.float().tolist() if dtype == "bool" or value == value else None))
        except RuntimeError:
            results.append(("error", None))
    assert results[0] == results[1]


@pytest.mark.parametrize("stmt", ["y[[0]] = 3", "y[y > 2.5] = 0", "y[[0, 1]] = 1.5", "y[y > 0] = T(7)",
                                  "y[y > 0] = T([7], dtype=lib.int32)"])
def test_assigning_a_number_in_a_graph_differentiates_in_both_modes(stmt):
    """A number (or one value written by one mask, of any dtype) assigned into
    a float tensor with history: its backward and its tangent run as torch's."""
    grads, tangents = [], []
    for lib in (yaten, torch):
        fwAD = lib.autograd.forward_ad
        x = make(lib, BASE[0, 0].astype(np.float32), requires_grad=True)
        y = x * 2
        exec(stmt, env(lib, y) | {"y": y})
        y.sum().backward()
        grads.append(x.grad.numpy())
        with fwAD.dual_level():
            y = fwAD.make_dual(make(lib, BASE[0, 0].astype(np.float32)), make(lib, np.arange(1.0, 5.0, dtype=np.float32)))
            exec(stmt, env(lib, y) | {"y": y})
            tangents.append(fwAD.unpack_dual(y).tangent.numpy())
    np.testing.assert_array_equal(*grads)
    np.testing.assert_array_equal(*tangents)


@pytest.mark.parametrize("value", ["T([1])", "T(1.0, dtype=lib.float64)", "T([[1]])", "T(300)"])
@pytest.mark.parametrize("form", ["x[x > 0] = v", "x.index_put_((x > 0,), v)", "x.index_put_((x[0] > 0,), v)",
                                  "x.index_put_((x > 0,), v, accumulate=True)"])
def test_one_value_by_one_mask_is_read_as_a_number(value, form):
    """torch fills by the mask (masked_fill) when one mask is the only index
    and values has one element: its dtype and dims do not matter then."""
    results = []
    for lib in (yaten, torch):
        x = lib.ones(3, 3, dtype=lib.int8)
        scope = env(lib, x)
        scope["v"] = eval(value, scope)
        try:
            exec(form, scope)
            results.append(x.tolist())
        except RuntimeError as e:
            results.append(type(e).__name__ + str(e).split(":")[0])
    assert results[0] == results[1]


def test_a_range_is_a_list_of_indices():
    for index in ("x[range(2)]", "x[range(1, 3), 0]", "x[:, range(0, 4, 2)]"):
        assert_same(get(yaten, index), get(torch, index), index)
    x, t = yaten.zeros(4), torch.zeros(4)
    x[range(1, 3)] = 1
    t[range(1, 3)] = 1
    assert x.tolist() == t.tolist()


def test_a_version_error_names_the_tensor_as_torch():
    messages = []
    for lib in (yaten, torch):
        x = lib.ones(3, requires_grad=True)
        y = x.exp()
        y[[0]] = 3
        with pytest.raises(RuntimeError) as error:
            y.sum().backward()
        messages.append(str(error.value).split(" is at version")[0].replace("torch.", "yaten."))
    assert messages[0] == messages[1]



@pytest.mark.parametrize("expr", ["x[[0, 1, 1], [2, 2, 0]]", "x[x > 5.5]", "x[:, [0, 2], None]", "x[T([[1], [0]]), :, [3]]"])
def test_getitem_passes_gradcheck_and_gradgradcheck(expr):
    x = make(yaten, BASE, requires_grad=True)
    f = lambda x: eval(expr, env(yaten, x))  # noqa: E731
    assert yaten.autograd.gradcheck(f, (x,), check_forward_ad=True)
    assert yaten.autograd.gradgradcheck(f, (x,))


# A range or another sequence is an index list, as the forward-forward MNIST
# example's `x_[range(n), y] = x.max()` uses it.
SEQUENCE_GET = ["x[range(2)]", "x[range(2), range(1, 3)]", "x[[range(2), 1]]", "x[:, range(3), 0]",
                "x[__import__('collections').deque([1, 0])]", "x[range(0)]", "x[range(3)]"]
SEQUENCE_SET = ["x[range(2), T([0, 2])] = x.max()", "x[:, range(3)] = 0", "x[range(2), 0, range(1, 3)] += 1",
                "x[range(5)] = 1"]


@pytest.mark.parametrize("expr", SEQUENCE_GET)
def test_sequence_index_matches_torch(expr):
    assert_same(get(yaten, expr), get(torch, expr), expr)


@pytest.mark.parametrize("stmt", SEQUENCE_SET)
def test_sequence_index_assignment_matches_torch(stmt):
    assert_same(put(yaten, stmt), put(torch, stmt), stmt)


@pytest.mark.parametrize("expression", ["x[0]", "x[1]", "x[-1]", "x[np.int64(0)]", "x[0:1]", "x[:]", "x[0, 0]",
                                        "x[(0,)]", "x[..., 0]", "x[None, 0]", "x[T(0)]"])
@pytest.mark.parametrize("store", [False, True])
def test_an_index_of_a_0d_tensor_is_refused_in_torchs_words(expression, store):
    # loss.data[0], from scripts written before 0.4, gets torch's hint to call .item().
    def outcome(lib):
        x = lib.tensor(2.0)
        try:
            if store:
                exec(expression + " = 1.0", env(lib, x))
                return "stored", float(x)
            return "read", float(eval(expression, env(lib, x)))
        except Exception as e:  # noqa: BLE001 - the exception is what is compared
            return type(e).__name__, str(e)

    assert outcome(yaten) == outcome(torch)
