"""DLPack: yaten tensors shared without copying with numpy and PyTorch both
ways, capsule semantics as the DLPack specification says (a capsule is
consumed once and renamed, its deleter runs exactly once, the producer's
memory lives as long as a consumer uses it), refusals for what yaten lacks."""
import gc

import numpy as np
import pytest

import yaten
from yaten.utils import dlpack

torch = pytest.importorskip("torch")


def live():
    gc.collect()
    return yaten._C._live_storages()


def test_numpy_reads_a_yaten_tensor_in_place():
    x = yaten.arange(6.0).reshape(2, 3)
    a = np.from_dlpack(x)
    x[0, 1] = 42.0
    assert a[0, 1] == 42.0 and a.shape == (2, 3) and a.dtype == np.float32


def test_yaten_reads_a_numpy_array_in_place():
    a = np.arange(6, dtype=np.int64).reshape(3, 2)
    x = yaten.from_dlpack(a)
    a[2, 1] = -7
    assert x.dtype is yaten.int64 and x.tolist() == a.tolist()


def test_torch_and_yaten_share_memory_both_ways():
    x = yaten.zeros(4)
    t = torch.from_dlpack(x)
    t[1] = 3.0
    assert x.tolist() == [0.0, 3.0, 0.0, 0.0]
    u = torch.arange(5, dtype=torch.int32)
    y = yaten.from_dlpack(u)
    y[0] = 9
    assert u.tolist() == [9, 1, 2, 3, 4] and y.dtype is yaten.int32


@pytest.mark.parametrize("dtype", ["uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"])
def test_every_dtype_round_trips_through_torch(dtype):
    x = yaten.tensor([[1, 2, 3], [4, 5, 6]], dtype=getattr(yaten, dtype))
    t = torch.from_dlpack(x)
    assert str(t.dtype) == "torch." + dtype and t.tolist() == x.tolist()
    assert yaten.from_dlpack(t).tolist() == x.tolist()


def test_strides_and_offsets_are_kept():
    x = yaten.arange(12.0).reshape(3, 4)
    for view in (x.t(), x[1:], x[:, 1:3]):
        t = torch.from_dlpack(view)
        assert t.stride() == view.stride() and t.tolist() == view.tolist()
    t = torch.arange(12.0).reshape(3, 4)
    for view in (t.t(), t[1:], t[:, ::2]):
        y = yaten.from_dlpack(view)
        assert y.stride() == view.stride() and y.tolist() == view.tolist()


def test_empty_and_zero_dim_tensors():
    assert yaten.from_dlpack(np.ones((2, 0))).shape == (2, 0)
    assert yaten.from_dlpack(torch.tensor(3.5)).item() == 3.5
    assert torch.from_dlpack(yaten.tensor(2)).item() == 2


def test_capsule_is_consumed_once_and_renamed():
    capsule = dlpack.to_dlpack(yaten.ones(2))
    assert "dltensor" in repr(capsule) and "used_dltensor" not in repr(capsule)
    y = dlpack.from_dlpack(capsule)
    assert "used_dltensor" in repr(capsule) and y.tolist() == [1.0, 1.0]
    with pytest.raises(RuntimeError, match="consumed only once"):
        dlpack.from_dlpack(capsule)


def test_deleter_runs_once_when_the_consumer_is_freed():
    before = live()
    x = yaten.ones(1000)
    y = dlpack.from_dlpack(dlpack.to_dlpack(x))
    del x
    gc.collect()
    y[0] = 5.0  # the producer's memory is still there
    assert y.sum().item() == 1004.0
    del y
    assert live() == before


def test_unconsumed_capsule_frees_the_memory():
    before = live()
    capsule = dlpack.to_dlpack(yaten.ones(10))
    del capsule
    assert live() == before


def test_torch_producer_outlives_its_tensor():
    t = torch.arange(100.0)
    y = yaten.from_dlpack(t)
    del t
    gc.collect()
    assert y.sum().item() == 4950.0


def test_dlpack_device():
    assert yaten.ones(1).__dlpack_device__() == (1, 0)
    assert tuple(int(v) for v in torch.ones(1).__dlpack_device__()) == (1, 0)


def test_refusals():
    with pytest.raises(RuntimeError, match="require gradient"):
        yaten.ones(2, requires_grad=True).__dlpack__()
    with pytest.raises(RuntimeError, match="Bool"):
        dlpack.to_dlpack(yaten.ones(2, dtype=yaten.bool))
    with pytest.raises(RuntimeError, match="kComplex"):
        yaten.from_dlpack(np.ones(2, dtype=np.complex64))
    with pytest.raises(RuntimeError, match="kUInt bits 16"):
        yaten.from_dlpack(np.ones(2, dtype=np.uint16))
    with pytest.raises(TypeError):
        yaten.from_dlpack([1, 2])


def test_a_refused_capsule_stays_with_its_producer():
    capsule = torch.utils.dlpack.to_dlpack(torch.ones(2, dtype=torch.complex64))
    with pytest.raises(RuntimeError):
        dlpack.from_dlpack(capsule)
    assert "used_dltensor" not in repr(capsule)
    assert torch.from_dlpack(capsule).tolist() == [1 + 0j, 1 + 0j]


def test_other_device_is_refused():
    class OnGpu:
        def __dlpack_device__(self):
            return (2, 0)

        def __dlpack__(self, stream=None):
            raise AssertionError("not asked for a capsule")

    with pytest.raises(RuntimeError, match="CPU"):
        yaten.from_dlpack(OnGpu())
