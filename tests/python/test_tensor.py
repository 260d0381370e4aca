"""The Tensor as a PyTorch user touches it: construction, attributes,
printing, indexing, numpy sharing, type promotion, errors, grad mode."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def test_construction_infers_dtype_like_torch():
    assert yaten.tensor([1, 2]).dtype is yaten.int64
    assert yaten.tensor([1, 2.5]).dtype is yaten.float32
    assert yaten.tensor([True, False]).dtype is yaten.bool
    assert yaten.tensor(np.zeros(3, np.float64)).dtype is yaten.float64
    assert yaten.tensor([[1, 2], [3, 4]], dtype=yaten.float64).tolist() == [[1.0, 2.0], [3.0, 4.0]]


def test_ragged_data_is_a_value_error():
    with pytest.raises(ValueError, match="expected sequence of length 2"):
        yaten.tensor([[1, 2], [3]])


def test_attributes():
    x = yaten.zeros(2, 3)
    assert x.shape == (2, 3) and isinstance(x.shape, yaten.Size) and repr(x.shape) == "yaten.Size([2, 3])"
    assert x.size() == (2, 3) and x.size(1) == 3 and x.dim() == 2 and x.numel() == 6 and len(x) == 2
    assert x.T.shape == (3, 2) and x.stride() == (3, 1) and x.is_leaf and not x.requires_grad
    assert yaten.tensor(2.5).item() == 2.5 and isinstance(yaten.tensor(3).item(), int)
    assert x.float().dtype is yaten.float32 and x.double().dtype is yaten.float64 and x.long().dtype is yaten.int64


@pytest.mark.parametrize("data", [[[1.0, 2.0], [3.0, 4.5]], [1, 2, 3], [True, False], 3.25, [[1e10, 1.0]], []])
def test_repr_matches_torch(data):
    assert repr(yaten.tensor(data)) == repr(torch.tensor(data)).replace("torch.", "yaten.")


def test_repr_shows_autograd_state():
    x = yaten.ones(2, requires_grad=True)
    assert repr(x) == "tensor([1., 1.], requires_grad=True)"
    assert repr(x * 2) == "tensor([2., 2.], grad_fn=<MulBackward0>)"


def test_indexing_matches_torch():
    a = np.arange(24.0).reshape(2, 3, 4)
    y, t = yaten.tensor(a), torch.tensor(a)
    for index in [1, (1, 2), (slice(None), 1), (Ellipsis, 2), (None, 0), (slice(0, 2), slice(1, None, 2)), [1, 0],
                  (0, slice(None), -1)]:
        assert y[index].tolist() == t[index].tolist(), index


def test_setitem_writes_through_views():
    x = yaten.zeros(2, 3)
    x[0] = 5
    x[1, 1:] = yaten.tensor([7.0, 8.0])
    assert x.tolist() == [[5, 5, 5], [0, 7, 8]]


def test_numpy_shares_memory_both_ways():
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    t = yaten.from_numpy(a)
    a[0, 0] = 42
    assert t[0, 0].item() == 42
    n = t.numpy()
    n[1, 2] = -1
    assert t[1, 2].item() == -1


def test_numpy_of_a_tensor_requiring_grad_is_refused():
    with pytest.raises(RuntimeError, match="detach"):
        yaten.ones(2, requires_grad=True).numpy()


@pytest.mark.parametrize("a,b", [(yaten.tensor([1, 2]), 2.5), (yaten.tensor([1, 2], dtype=yaten.int32), yaten.tensor(5)),
                                 (yaten.tensor([1.0]), yaten.tensor(2.0, dtype=yaten.float64)),
                                 (yaten.tensor([True]), 1), (yaten.tensor([1], dtype=yaten.uint8), -1)])
def test_type_promotion_matches_torch(a, b):
    ta = torch.tensor(a.tolist(), dtype=getattr(torch, str(a.dtype).split(".")[1]))
    tb = b if not isinstance(b, yaten.Tensor) else torch.tensor(b.item(), dtype=getattr(torch, str(b.dtype).split(".")[1]))
    assert str((a + b).dtype).split(".")[1] == str((ta + tb).dtype).split(".")[1]


def test_wrong_argument_type_lists_signatures():
    with pytest.raises(TypeError, match=r"add\(\): argument 'other' \(position 2\) must be Tensor, not str"):
        yaten.add(yaten.ones(2), "x")
    with pytest.raises(TypeError, match="max\\(\\) received an invalid combination of arguments"):
        yaten.max(yaten.ones(2), 1.5)  # a str is a dimension name there: torch's RuntimeError (test_arg_errors.py)


def test_shape_mismatch_names_op_and_shapes():
    with pytest.raises(RuntimeError, match=r"mm: mat1 and mat2 shapes cannot be multiplied \(2x3 and 2x3\)"):
        yaten.mm(yaten.ones(2, 3), yaten.ones(2, 3))
    with pytest.raises(RuntimeError, match=r"add: .*\[2\].*\[3\]"):
        yaten.ones(2) + yaten.ones(3)


def test_failed_inplace_leaves_tensor_unchanged():
    x = yaten.ones(3)
    version = x._version
    with pytest.raises(RuntimeError):
        x.add_(yaten.ones(2, 3))
    assert x.tolist() == [1, 1, 1] and x._version == version
    with pytest.raises(RuntimeError, match="can't be cast"):
        yaten.ones(2, dtype=yaten.int64).add_(yaten.ones(2) * 0.5)


def test_out_argument():
    out = yaten.empty(0)
    result = yaten.add(yaten.ones(2), 2, out=out)
    assert result is out and out.tolist() == [3.0, 3.0]


def test_operators_and_reflected_operators():
    x = yaten.tensor([1.0, 2.0])
    assert (1 - x).tolist() == [0.0, -1.0] and (2 / x).tolist() == [2.0, 1.0] and (2 ** x).tolist() == [2.0, 4.0]
    assert (x == 2).tolist() == [False, True] and (-x).tolist() == [-1.0, -2.0] and abs(-x).tolist() == [1.0, 2.0]
    x += 1
    assert x.tolist() == [2.0, 3.0]
    assert (x == "a") is False or not bool((x == 2).all())


def test_backward_accumulates_into_leaves_and_no_grad_stops_recording():
    w = yaten.tensor([1.0, 2.0, 3.0], requires_grad=True)
    (w * w).sum().backward()
    (w * 2).sum().backward()
    assert w.grad.tolist() == [4.0, 6.0, 8.0]
    with yaten.no_grad():
        y = w * 2
    assert not y.requires_grad and y.grad_fn is None


def test_inplace_on_leaf_requiring_grad_is_refused():
    w = yaten.ones(2, requires_grad=True)
    with pytest.raises(RuntimeError, match="leaf Variable that requires grad"):
        w.add_(1)


def test_modified_saved_tensor_is_detected():
    w = yaten.ones(2, requires_grad=True)
    y = w * 1
    z = y.sin()
    y.mul_(2)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        z.sum().backward()


def test_integer_tensors_cannot_require_grad():
    with pytest.raises(RuntimeError, match="floating point"):
        yaten.ones(2, dtype=yaten.int64).requires_grad_()


def test_bad_dim_is_an_index_error():
    with pytest.raises(IndexError, match="Dimension out of range|dimension out of range"):
        yaten.ones(2, 3).sum(5)


def test_fill_out_of_range_for_integer_dtype_is_refused():
    x = yaten.zeros(3, dtype=yaten.int64)
    with pytest.raises(RuntimeError, match="without overflow"):
        x.fill_(1e30)
    assert x.tolist() == [0, 0, 0]


class _Pair:
    """A sequence by __len__ and __getitem__ only, as a user's class may be."""
    def __len__(self):
        return 2

    def __getitem__(self, i):
        if i >= 2:
            raise IndexError(i)
        return i * 1.5


@pytest.mark.parametrize("data", ["range(3)", "range(0)", "[range(2), range(2)]", "collections.deque([1, 2.5])",
                                  "_Pair()", "[_Pair(), [3, 4]]"])
def test_any_sequence_is_data_as_in_torch(data):
    import collections
    names = {"collections": collections, "_Pair": _Pair}
    mine, theirs = yaten.tensor(eval(data, names)), torch.tensor(eval(data, names))
    assert str(mine.dtype).split(".")[-1] == str(theirs.dtype).split(".")[-1]
    assert mine.tolist() == theirs.tolist()
    assert yaten.tensor(eval(data, names), dtype=yaten.float64).tolist() == theirs.double().tolist()


@pytest.mark.parametrize("data", ["'ab'", "b'ab'", "[1, 'a']", "[[1], ['a']]", "['a']", "[['a']]", "('ab',)"])
def test_text_is_refused_as_in_torch(data):
    with pytest.raises((TypeError, ValueError)) as theirs:
        torch.tensor(eval(data))
    with pytest.raises((TypeError, ValueError)) as mine:
        yaten.tensor(eval(data))
    assert type(mine.value) is type(theirs.value)
    assert str(mine.value) == str(theirs.value)


def test_absent_device_and_layout_flags_are_false_as_in_torch():
    # dcgan's `if (input.is_cuda or input.is_xpu) and ngpu > 1` and the like.
    mine, theirs = yaten.ones(2), torch.ones(2)
    for flag in ("is_xpu", "is_mps", "is_meta", "is_ipu", "is_vulkan", "is_ort", "is_mkldnn", "is_quantized",
                 "is_sparse", "is_sparse_csr", "is_nested"):
        assert getattr(mine, flag) is getattr(theirs, flag) is False, flag


@pytest.mark.parametrize("call", ["unsqueeze_(0)", "unsqueeze_(-1)", "squeeze_()", "squeeze_(1)", "transpose_(0, 2)",
                                  "swapdims_(1, 2)", "swapaxes_(0, 1)"])
def test_inplace_view_ops_reshape_self_as_torch(call):
    # the tutorials' batch_me.unsqueeze_(0): self changes shape, keeps its storage
    data = np.arange(6, dtype=np.float32).reshape(2, 1, 3)
    results = []
    for lib in (yaten, torch):
        x = lib.tensor(data)
        before = x.data_ptr()
        returned = eval(f"x.{call}")
        assert returned is x and x.data_ptr() == before
        results.append((tuple(x.shape), x.stride(), x.tolist()))
    assert results[0] == results[1]


def test_t_inplace_and_views_of_a_view_as_torch():
    for lib in (yaten, torch):
        base = lib.arange(6.0).reshape(2, 3)
        row = base[0]
        row.unsqueeze_(0)
        assert tuple(row.shape) == (1, 3) and tuple(base.shape) == (2, 3)
        m = lib.arange(6.0).reshape(2, 3)
        m.t_()
        assert tuple(m.shape) == (3, 2) and m.tolist() == [[0.0, 3.0], [1.0, 4.0], [2.0, 5.0]]


def test_inplace_view_op_on_a_leaf_requiring_grad_refused_as_torch():
    for lib in (yaten, torch):
        x = lib.ones(3, requires_grad=True)
        with pytest.raises(RuntimeError, match="leaf Variable that requires grad"):
            x.unsqueeze_(0)
        with lib.no_grad():
            x.unsqueeze_(0)
        assert tuple(x.shape) == (1, 3)


def test_tensor_of_a_range_or_another_sequence_as_torch():
    class Pairs:
        def __len__(self):
            return 2

        def __getitem__(self, i):
            if i >= 2:
                raise IndexError(i)
            return i * 2

    for data in (range(3), range(2, 9, 3), [range(2), range(2)], Pairs(), range(0)):
        ours, theirs = yaten.tensor(data), torch.tensor(data)
        assert ours.tolist() == theirs.tolist() and str(ours.dtype)[6:] == str(theirs.dtype)[6:]
    assert yaten.tensor(range(3), dtype=yaten.float64).dtype is yaten.float64
    for lib in (yaten, torch):
        with pytest.raises(TypeError, match="invalid data type 'str'"):
            lib.tensor("abc")
        with pytest.raises(ValueError, match="too many dimensions 'str'"):
            lib.tensor(["a", "b"])
        with pytest.raises(TypeError, match="invalid data type 'str'"):
            lib.tensor([[1], ["a"]])


@pytest.mark.parametrize("shape", [(), (3,), (2, 3), (2, 3, 4)])
@pytest.mark.parametrize("name", ["mT", "mH", "H"])
def test_matrix_transposes_as_torch(shape, name):
    results = []
    for lib in (yaten, torch):
        x = lib.arange(float(np.prod(shape))).reshape(shape)
        try:
            r = getattr(x, name)
            results.append((tuple(r.shape), r.tolist(), r is x, r.data_ptr() == x.data_ptr()))
        except RuntimeError as e:
            results.append(str(e))
    assert results[0] == results[1]


# Tensors inside the data: torch reads one that leads a level as a number (it
# must hold one element, whatever its dims), a later one as a sequence; numpy
# arrays always as sequences. A list of (1,)-shaped action tensors so makes a
# (n,) batch, not (n, 1), as RL scripts' torch.tensor([[a] for a in actions]) expect.
@pytest.mark.parametrize("data", [
    "[T([1.]), T([2.])]", "[[T([[1.]])]]", "[T(1.), T(2.)]", "[1., T([2.])]", "[T([2.]), 1.]",
    "[[1., 2.], T([3., 4.])]", "[[T([3])]]", "[T([1], dtype=L.int32), T([True])]",
    "[T([1.], dtype=L.float64), 2]", "[T([1.], requires_grad=True)]", "[np.ones(1), T([2.])]",
    "[T([2.]), np.ones(1)]", "[[np.ones(2)], [T([1., 2.])]]"])
def test_tensors_in_the_data_read_as_torch_reads_them(data):
    def build(lib):
        return lib.tensor(eval(data, {"T": lib.tensor, "L": lib, "np": np}))
    mine, theirs = build(yaten), build(torch)
    assert tuple(mine.shape) == tuple(theirs.shape)
    assert str(mine.dtype).split(".")[-1] == str(theirs.dtype).split(".")[-1]
    assert mine.tolist() == theirs.tolist()


@pytest.mark.parametrize("data", ["[T([1., 2.]), T([3., 4.])]", "[T([]), T([])]", "[[1., 2.], T([3., 4., 5.])]",
                                  "[T([1.]), [2.]]"])
def test_tensors_in_the_data_refused_as_torch_refuses_them(data):
    with pytest.raises(Exception) as theirs:
        torch.tensor(eval(data, {"T": torch.tensor}))
    with pytest.raises(Exception) as mine:
        yaten.tensor(eval(data, {"T": yaten.tensor}))
    assert type(mine.value) is type(theirs.value)
    if type(theirs.value) is ValueError and "one element" in str(theirs.value):
        assert str(mine.value) == str(theirs.value)


def test_legacy_constructors_and_as_tensor_read_tensors_in_lists_as_numbers():
    parts = [yaten.tensor([1.]), yaten.tensor([2.])]
    for made in (yaten.as_tensor(parts), yaten.FloatTensor(parts), yaten.Tensor(parts)):
        assert tuple(made.shape) == (2,) and made.tolist() == [1., 2.]
