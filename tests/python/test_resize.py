"""Tensor.resize_, resize_as_, set_, is_set_to, as_strided_ and the
deprecated resize / resize_as (yaten/_resize.py): the same code on yaten and
torch gives the same values, geometry, memory sharing and errors."""
import warnings

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def plain(v):
    if isinstance(v, (list, tuple)):
        return type(v)(plain(x) for x in v)
    if hasattr(v, "tolist") and hasattr(v, "stride"):
        return ("tensor", v.tolist(), tuple(v.shape), v.stride(), v.storage_offset())
    return v


def both(run):
    theirs, ours = plain(run(torch)), plain(run(yaten))
    assert ours == theirs
    return ours


def error_of(run):
    out = []
    for lib in (yaten, torch):
        with pytest.raises(Exception) as info:
            run(lib)
        out.append((type(info.value).__name__, str(info.value).splitlines()[0]))
    assert out[0][0] == out[1][0], out
    return out


def test_resize_grows_keeping_the_values_and_returns_self():
    def run(lib):
        x = lib.arange(6.)
        y = x.resize_(2, 2)
        same = y is x
        x.resize_((3, 2))
        return same, x, x.resize_([6]), x.resize_(lib.Size([2, 3]))[:, :2]
    both(run)


def test_resize_to_a_larger_size_grows_the_storage_and_new_views_share_it():
    def run(lib):
        x = lib.arange(4.)
        x.resize_(8)
        x[4:] = lib.arange(4.) + 10
        v = x.view(2, 4)
        v[1, 0] = -1.0
        return x, v, x.storage().size(), x.data_ptr() == v.data_ptr()
    both(run)


def test_resize_keeps_strides_of_unchanged_sizes_and_takes_a_memory_format():
    def run(lib):
        t = lib.ones(2, 3).t()
        kept = t.resize_(3, 2).stride()
        changed = lib.ones(2, 3).t().resize_(2, 3).stride()
        nhwc = lib.ones(2, 3, 4, 5).resize_(2, 3, 4, 5, memory_format=lib.channels_last).stride()
        again = lib.ones(2, 3).t().resize_(3, 2, memory_format=lib.contiguous_format).stride()
        return kept, changed, nhwc, again
    both(run)


def test_resize_as_follows_the_template():
    def run(lib):
        x = lib.arange(4.)
        y = x.resize_as_(lib.ones(2, 2))
        f = lib.resize_as_(lib.arange(2.), lib.ones(1, 2))
        return y is x, x, f
    both(run)


def test_resize_errors_match_torch():
    assert error_of(lambda lib: lib.ones(2, requires_grad=True).resize_(3))[0] == (
        "RuntimeError", "cannot resize variables that require grad")
    error_of(lambda lib: (lib.ones(2, requires_grad=True) * 2).resize_(3))
    error_of(lambda lib: lib.ones(2).resize_(2, memory_format=lib.preserve_format))
    error_of(lambda lib: lib.ones(2).resize_(-2))
    error_of(lambda lib: lib.ones(2).resize_("a"))


def test_a_numpy_backed_tensor_resizes_within_its_memory_only():
    def shrink(lib):
        a = np.arange(4.0)
        t = lib.from_numpy(a)
        t.resize_(2, 2)
        t[0, 0] = 7.0
        return t, a.tolist()
    both(shrink)
    assert error_of(lambda lib: lib.from_numpy(np.ones(2)).resize_(3))[0] == (
        "RuntimeError", "Trying to resize storage that is not resizable")


def test_set_onto_another_tensor_shares_its_memory_and_geometry():
    def run(lib):
        b = lib.arange(6.).view(2, 3).t()
        a = lib.ones(3)
        r = a.set_(b)
        b[0, 1] = 100.0
        return r is a, a, a.data_ptr() == b.data_ptr(), a.is_set_to(b), b.is_set_to(a), a.is_set_to(b[:1])
    both(run)


def test_set_with_no_argument_is_empty_and_set_to_a_storage_views_it():
    def run(lib):
        b = lib.arange(4.)
        whole = lib.ones(3).set_(b.storage())
        part = lib.ones(3).set_(b.storage(), 1, (2,))
        strided = lib.ones(3).set_(b.storage(), 0, (2,), (2,))
        by_keyword = lib.ones(3).set_(source=b.storage(), storage_offset=2, size=(2,))
        part[0] = 50.0
        empty = lib.ones(3).set_()
        return whole, part, strided, by_keyword, b, empty, empty.storage().size()
    both(run)


def test_set_past_the_storage_end_grows_it():
    def run(lib):
        b = lib.arange(4.)
        a = lib.zeros(1).set_(b.storage(), 2, (5,))
        return a.shape, a[:2], b.storage().size() >= 4
    both(run)


def test_set_errors_match_torch():
    error_of(lambda lib: lib.ones(3, requires_grad=True).set_(lib.ones(2)))
    error_of(lambda lib: lib.ones(3, dtype=lib.int64).set_(lib.arange(4.).storage()))
    error_of(lambda lib: lib.ones(3, dtype=lib.int64).set_(lib.arange(4.)))


def test_as_strided_in_place_restrides_over_the_same_memory():
    def run(lib):
        z = lib.arange(6.)
        r = z.as_strided_((2, 2), (1, 2), 1)
        z[0, 0] = -5.0
        return r is z, z, z.as_strided_((3,), (2,))
    both(run)
    error_of(lambda lib: lib.arange(6.).as_strided_((10,), (1,)))


def test_deprecated_out_of_place_resize():
    def run(lib):
        x = lib.arange(4., requires_grad=True)
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            y = x.resize(2, 2)
            z = x.resize_as(lib.ones(4, 1))
        (y.sum() + z.sum()).backward()
        return y.detach(), z.detach(), x.grad, [str(m.message) for m in w]
    both(run)
    error_of(lambda lib: lib.ones(2).resize(4))
