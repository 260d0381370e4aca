"""torch.embedding_bag, the native form under F.embedding_bag: its two
overloads, its errors before anything is read through an index, the inputs
where torch 1.13 answers wrongly or corrupts memory (yaten refuses them or
answers by the documented meaning), and scale_grad_by_freq's gradient.
Values and gradients of ordinary calls are compared with torch by the
generated op tests (op_samples.py)."""
import numpy as np
import pytest

import yaten
import yaten.nn.functional as F

torch = pytest.importorskip("torch")


def both(call):
    """call(lib) for yaten and torch."""
    return call(yaten), call(torch)


def same_error(call):
    """Both raise, yaten the same Python exception type as torch."""
    with pytest.raises(Exception) as theirs:
        call(torch)
    with pytest.raises(type(theirs.value), match="embedding_bag"):
        call(yaten)


def test_padding_idx_needs_every_argument_as_in_torch():
    # torch has an overload without padding_idx (with defaults) and one with it (every argument required).
    weight = np.arange(15.0).reshape(5, 3)
    with pytest.raises(TypeError):
        torch.embedding_bag(torch.tensor(weight), torch.tensor([1, 4]), torch.tensor([0]), padding_idx=1)
    with pytest.raises(TypeError):
        yaten.embedding_bag(yaten.tensor(weight), yaten.tensor([1, 4]), yaten.tensor([0]), padding_idx=1)
    ours, theirs = both(lambda lib: lib.embedding_bag(lib.tensor(weight), lib.tensor([1, 4, 4]), lib.tensor([0, 1]),
                                                      False, 1, False, None, False, 4))
    assert isinstance(ours, tuple) and len(ours) == 4
    for a, b in zip(ours, theirs):
        assert a.dtype.is_floating_point == b.dtype.is_floating_point
        np.testing.assert_array_equal(a.numpy(), b.numpy())


BAD_CALLS = {
    "index out of range": lambda lib: lib.embedding_bag(lib.ones(5, 3), lib.tensor([1, 5]), lib.tensor([0])),
    "negative index": lambda lib: lib.embedding_bag(lib.ones(5, 3), lib.tensor([-1, 2]), lib.tensor([0])),
    "offsets not from 0": lambda lib: lib.embedding_bag(lib.ones(5, 3), lib.tensor([1, 2]), lib.tensor([1])),
    "offsets past the end": lambda lib: lib.embedding_bag(lib.ones(5, 3), lib.tensor([1, 2]), lib.tensor([0, 3])),
    "integer weight": lambda lib: lib.embedding_bag(lib.ones(5, 3, dtype=lib.int64), lib.tensor([1]), lib.tensor([0])),
    "bfloat16 weight": lambda lib: lib.embedding_bag(lib.ones(5, 3, dtype=lib.bfloat16), lib.tensor([1]),
                                                     lib.tensor([0])),
    "float indices": lambda lib: lib.embedding_bag(lib.ones(5, 3), lib.tensor([1.0]), lib.tensor([0])),
    "per_sample_weights in mode mean": lambda lib: lib.embedding_bag(lib.ones(5, 3), lib.tensor([1, 2]),
                                                                     lib.tensor([0]), mode=1,
                                                                     per_sample_weights=lib.ones(2)),
    "per_sample_weights of another dtype": lambda lib: lib.embedding_bag(lib.ones(5, 3), lib.tensor([1, 2]),
                                                                         lib.tensor([0]),
                                                                         per_sample_weights=lib.ones(2).double()),
    "per_sample_weights of another length": lambda lib: lib.embedding_bag(lib.ones(5, 3), lib.tensor([1, 2]),
                                                                           lib.tensor([0]),
                                                                           per_sample_weights=lib.ones(3)),
    "padding_idx too large": lambda lib: lib.embedding_bag(lib.ones(5, 3), lib.tensor([1]), lib.tensor([0]), False, 0,
                                                           False, None, False, 5),
    "padding_idx too small": lambda lib: lib.embedding_bag(lib.ones(5, 3), lib.tensor([1]), lib.tensor([0]), False, 0,
                                                           False, None, False, -6),
    "include_last_offset without offsets": lambda lib: lib.embedding_bag(lib.ones(5, 3), lib.tensor([1]),
                                                                         lib.tensor([], dtype=lib.int64),
                                                                         include_last_offset=True),
    # (torch's float32 path takes 2-D offsets as flat; its float64 path, as yaten, refuses them.)
    "2-D offsets": lambda lib: lib.embedding_bag(lib.ones(5, 3, dtype=lib.float64), lib.tensor([1, 2]), lib.tensor([[0, 1]])),
}


@pytest.mark.parametrize("case", BAD_CALLS)
def test_bad_arguments_raise_torchs_exception_type(case):
    same_error(BAD_CALLS[case])


# torch 1.13 returns uninitialised memory for mode 3, fails an internal
# assertion for 2-D indices and reads bags of negative length from
# decreasing offsets; yaten refuses each before reading anything.
REFUSED = {
    "mode 3": lambda: yaten.embedding_bag(yaten.ones(5, 3), yaten.tensor([1, 2]), yaten.tensor([0]), mode=3),
    "2-D indices": lambda: yaten.embedding_bag(yaten.ones(5, 3), yaten.tensor([[1, 2]]), yaten.tensor([0])),
    "decreasing offsets": lambda: yaten.embedding_bag(yaten.ones(5, 3), yaten.tensor([1, 2, 3]),
                                                      yaten.tensor([0, 2, 1])),
    "sparse": lambda: yaten.embedding_bag(yaten.ones(5, 3), yaten.tensor([1]), yaten.tensor([0]), sparse=True),
}


@pytest.mark.parametrize("case", REFUSED)
def test_inputs_torch_mishandles_are_refused(case):
    with pytest.raises(RuntimeError, match="embedding_bag"):
        REFUSED[case]()


@pytest.mark.parametrize("mode", [1, 2])
def test_include_last_offset_ends_the_last_bag_at_the_last_offset(mode, rng):
    # The indices after the last offset belong to no bag. torch 1.13 leaves them out of the bags but counts
    # them in bag_size (mode mean divides by too much) and corrupts its heap in mode max; yaten's bags are
    # torch's bags of the indices before the last offset.
    weight, idx = rng.standard_normal((6, 3)), np.array([1, 2, 4, 3, 0, 5])
    ours = yaten.embedding_bag(yaten.tensor(weight), yaten.tensor(idx), yaten.tensor([0, 2, 4]), False, mode, False,
                               None, True, None)
    theirs = torch.embedding_bag(torch.tensor(weight), torch.tensor(idx[:4]), torch.tensor([0, 2]), False, mode,
                                 False, None, False, None)
    for a, b in zip(ours[:1] + ours[2:], theirs[:1] + theirs[2:]):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-12)
    assert ours[1].tolist() == [0, 0, 1, 1, 2, 2]


@pytest.mark.parametrize("mode", [0, 1])
def test_scale_grad_by_freq_divides_by_each_rows_count(mode):
    # Each row's gradient is divided by how often it is looked up, as F.embedding's scale_grad_by_freq does.
    # torch 1.13's embedding_bag divides by the count of the wrong row after sorting (indices [1, 1, 2]
    # give row 2 half its gradient), so the reference is built from torch's F.embedding.
    idx, offsets, weight = [1, 1, 2, 1, 3, 2], [0, 2, 3], np.random.default_rng(0).standard_normal((4, 2))
    grad = np.array([[1.0, 2.0], [10.0, 20.0], [100.0, 200.0]])
    ours = yaten.tensor(weight, requires_grad=True)
    yaten.embedding_bag(ours, yaten.tensor(idx), yaten.tensor(offsets), True, mode)[0].backward(yaten.tensor(grad))
    reference = torch.tensor(weight, requires_grad=True)
    rows = torch.nn.functional.embedding(torch.tensor(idx), reference, scale_grad_by_freq=True)
    bag_of = torch.tensor([0, 0, 1, 2, 2, 2])
    bags = torch.zeros(3, 2, dtype=torch.float64).index_add(0, bag_of, rows)
    if mode == 1:
        bags = bags / torch.tensor([[2.0], [1.0], [3.0]], dtype=torch.float64)
    bags.backward(torch.tensor(grad))
    np.testing.assert_allclose(ours.grad.numpy(), reference.grad.numpy(), rtol=1e-12)


def test_functional_form_runs_on_the_native_op(rng):
    # F.embedding_bag's max_norm renormalises the looked-up rows of weight in place first, as torch's.
    weight, idx = rng.standard_normal((6, 3)) * 3, rng.integers(0, 6, (3, 4))
    ours, theirs = yaten.tensor(weight), torch.tensor(weight)
    out_y = F.embedding_bag(yaten.tensor(idx), ours, max_norm=1.0, mode="max", padding_idx=-1)
    out_t = torch.nn.functional.embedding_bag(torch.tensor(idx), theirs, max_norm=1.0, mode="max", padding_idx=-1)
    np.testing.assert_allclose(out_y.numpy(), out_t.numpy(), rtol=1e-12)
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-12)
