"""yaten.storage against torch.storage: x.storage() and the legacy storage
classes as scripts use them (sizes, bytes, elements, sharing checks by
data_ptr, writes through the storage, the bytes of untyped())."""
import pytest

import yaten

torch = pytest.importorskip("torch")
from both_libraries import same_outcome  # noqa: E402

DTYPES = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"]


@pytest.mark.parametrize("dtype", DTYPES)
def test_storage_of_a_tensor(dtype):
    def call(lib):
        x = lib.arange(6).to(getattr(lib, dtype))
        s = x.storage()
        return (type(s).__name__, s.size(), len(s), s.nbytes(), s.element_size(), s.dtype, str(s.device), s.tolist(),
                s[1], x.storage_type().__name__, lib.is_storage(s), lib.is_storage(x))
    same_outcome(call)


def test_views_share_their_base_storage():
    def call(lib):
        x = lib.arange(12.0)
        v = x[2:].view(2, 5)[:, 1:]
        return (v.storage().data_ptr() == x.storage().data_ptr(), v.data_ptr() == x.data_ptr(), v.storage_offset(),
                v.storage().size(), x.clone().storage().data_ptr() == x.storage().data_ptr(),
                v.contiguous().storage().size())
    same_outcome(call)


def test_writes_through_the_storage_reach_the_tensor():
    def call(lib):
        x = lib.zeros(2, 3)
        s = x.storage()
        s[4] = 7.0
        return x.tolist(), s[4]
    same_outcome(call)


def test_untyped_bytes():
    def call(lib):
        x = lib.tensor([1, 258], dtype=lib.int16)
        u = x.storage().untyped()
        return type(u).__name__, u.size(), u.nbytes(), u.tolist(), u[1], u[2:4].tolist()
    same_outcome(call)


@pytest.mark.parametrize("name", ["FloatStorage", "DoubleStorage", "LongStorage", "ByteStorage", "BoolStorage",
                                  "HalfStorage", "BFloat16Storage", "IntStorage", "ShortStorage", "CharStorage"])
def test_legacy_storage_classes(name):
    def call(lib):
        made, listed = getattr(lib, name)(3), getattr(lib, name)([1, 0])
        return (made.size(), made.dtype, listed.tolist(), isinstance(listed, getattr(lib, name)),
                isinstance(listed, lib.FloatStorage), isinstance(listed, lib.TypedStorage))
    same_outcome(call)


def test_typed_storage_slices_are_refused_as_torch():
    same_outcome(lambda lib: lib.arange(4.0).storage()[1:3])
    same_outcome(lambda lib: (lib.TypedStorage(4, dtype=lib.int32).size(), lib.UntypedStorage(5).size()))


@pytest.mark.parametrize("make", ["Tensor", "FloatTensor", "new", "untyped"])
def test_legacy_constructors_given_a_storage_share_its_memory(make):
    def call(lib):
        x = lib.arange(6.0)
        s = x[2:].storage()
        made = {"Tensor": lambda: lib.Tensor(s), "FloatTensor": lambda: lib.FloatTensor(s),
                "new": lambda: x.new(s), "untyped": lambda: lib.Tensor(s.untyped())}[make]()
        made[0] = 66.0
        return made.shape, made.storage_offset(), made.data_ptr() == x.data_ptr(), x.tolist()
    same_outcome(call)


@pytest.mark.parametrize("make", ["DoubleTensor", "Tensor"])
def test_legacy_constructors_refuse_a_storage_of_another_dtype(make):
    same_outcome(lambda lib: getattr(lib, make)(lib.arange(3, dtype=lib.int32 if make == "Tensor" else lib.float32)
                                                .storage()))
