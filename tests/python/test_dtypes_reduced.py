"""int8, int16, float16 and bfloat16 as torch 1.13 has them on the CPU:
conversions bit for bit, promotion, factories, printing, the dtype objects
with finfo/iinfo, the Tensor and Module conversions, numpy, checkpoints and
safetensors. Ops on these dtypes: test_ops_reduced_dtypes.py; autocast:
amp/test_autocast_cpu.py."""
import io
import itertools
import math

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

NEW = ["int8", "int16", "float16", "bfloat16"]
ALL = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"]


def name_of(dtype):
    return str(dtype).split(".")[1]


def float32_patterns():
    """Every exponent with edge mantissas, random bit patterns, and the
    specials: zeros, infinities, NaNs, float16/bfloat16 halfway points."""
    rng = np.random.default_rng(0)
    edges = [0, 1, 2, 0x0fff, 0x1000, 0x1001, 0x2000, 0x7fff, 0x8000, 0x8001, 0x18000, 0x7fffff, 0x7ff000]
    bits = [(e << 23) | m for e in range(256) for m in edges]
    bits += list(rng.integers(0, 2**32, 200_000, dtype=np.uint64))
    bits += [0x7f800000, 0x7fc00000, 0x7f800001, 0x7fbfffff, 0x477fe000, 0x477ff000, 0x477fefff, 0x33000000, 0x33000001]
    u = np.array(bits, dtype=np.uint64).astype(np.uint32)
    return np.concatenate([u, u | np.uint32(0x80000000)]).view(np.float32)


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_float32_to_16_bit_rounds_as_torch_bit_for_bit(dtype):
    # Widening back is exact, so the float32 bits show the 16-bit pattern. A
    # NaN need only stay a NaN: torch's own paths disagree on its payload.
    values = float32_patterns()
    ours = yaten.from_numpy(values).to(getattr(yaten, dtype)).float().numpy()
    theirs = torch.from_numpy(values).to(getattr(torch, dtype)).float().numpy()
    nan = np.isnan(theirs)
    assert np.array_equal(np.isnan(ours), nan)
    ours, theirs = ours.view(np.uint32)[~nan], theirs.view(np.uint32)[~nan]
    mismatch = np.nonzero(ours != theirs)[0]
    assert mismatch.size == 0, [hex(values.view(np.uint32)[~nan][i]) for i in mismatch[:5]]


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_every_16_bit_pattern_widens_as_torch(dtype):
    bits = torch.arange(-32768, 32768).to(torch.int16).view(getattr(torch, dtype))
    ours = yaten.from_dlpack(bits)  # the same 16-bit patterns, shared
    assert ours.dtype is getattr(yaten, dtype)
    assert np.array_equal(ours.float().numpy().view(np.uint32), bits.float().numpy().view(np.uint32))
    ours64, theirs64 = ours.double().numpy(), bits.double().numpy()
    nan = np.isnan(theirs64)
    assert np.array_equal(ours64[~nan].view(np.uint64), theirs64[~nan].view(np.uint64)) and np.isnan(ours64[nan]).all()


@pytest.mark.parametrize("src,dst", list(itertools.product(ALL, ALL)))
def test_casts_between_every_pair_match_torch(src, dst):
    values = [-300.75, -129.5, -128, -2.5, -1, -0.0, 0, 0.4999, 0.5, 1.5, 2.5, 127, 255.9, 1000.25, 32767, 65504, 70000]
    source = torch.tensor(values, dtype=torch.float64)
    if src == "bool":
        source = source != 0
    elif src in ("uint8", "int8", "int16", "int32", "int64"):
        # Only in-range values: out-of-range float->int casts are undefined in C++ and differ in torch too.
        info = torch.iinfo(getattr(torch, src))
        source = source[(source >= info.min) & (source <= info.max)]
    theirs_src = source.to(getattr(torch, src))
    ours_src = yaten.tensor(theirs_src.double().tolist(), dtype=yaten.float64).to(getattr(yaten, src))
    if dst in ("uint8", "int8", "int16", "int32", "int64") and src in ("float16", "bfloat16", "float32", "float64"):
        info = torch.iinfo(getattr(torch, dst))
        keep = (theirs_src.double() >= info.min) & (theirs_src.double() <= info.max)
        theirs_src, ours_src = theirs_src[keep], ours_src[yaten.tensor(keep.tolist())]
    theirs = theirs_src.to(getattr(torch, dst))
    ours = ours_src.to(getattr(yaten, dst))
    assert name_of(ours.dtype) == dst
    assert ours.tolist() == theirs.tolist()


def test_promote_types_matches_torch_for_every_pair():
    for a, b in itertools.product(ALL, ALL):
        ours = yaten.promote_types(getattr(yaten, a), getattr(yaten, b))
        assert name_of(ours) == name_of(torch.promote_types(getattr(torch, a), getattr(torch, b))), (a, b)


@pytest.mark.parametrize("a,b", list(itertools.product(ALL, ALL)))
def test_result_type_of_tensors_0_dim_tensors_and_numbers(a, b):
    def results(lib):
        x = lib.ones(2, dtype=getattr(lib, a))
        zero_dim = lib.ones((), dtype=getattr(lib, b))
        out = [(x + lib.ones(2, dtype=getattr(lib, b))) if "bool" not in (a, b) else x.logical_or(zero_dim)]
        if a != "bool" and b != "bool":
            out += [x + zero_dim, zero_dim + x, x * 2, x * 2.5, 2.5 * zero_dim]
        return [name_of(r.dtype) for r in out]
    assert results(yaten) == results(torch)


@pytest.mark.parametrize("dtype", NEW)
def test_factories_match_torch(dtype):
    for make in [lambda lib: lib.zeros(2, 3, dtype=getattr(lib, dtype)),
                 lambda lib: lib.ones(4, dtype=getattr(lib, dtype)),
                 lambda lib: lib.full((2,), 3, dtype=getattr(lib, dtype)),
                 lambda lib: lib.arange(7, dtype=getattr(lib, dtype)),
                 lambda lib: lib.arange(-3, 9, 2, dtype=getattr(lib, dtype)),
                 lambda lib: lib.linspace(-1, 5, 7, dtype=getattr(lib, dtype)),
                 lambda lib: lib.tensor([[1, -2], [3, 4]], dtype=getattr(lib, dtype)),
                 lambda lib: lib.empty(3, dtype=getattr(lib, dtype)).fill_(5),
                 lambda lib: lib.zeros_like(lib.ones(2), dtype=getattr(lib, dtype))]:
        ours, theirs = make(yaten), make(torch)
        assert name_of(ours.dtype) == dtype and ours.tolist() == theirs.tolist()
    if dtype in ("float16", "bfloat16"):
        assert yaten.full((2,), 0.1, dtype=getattr(yaten, dtype)).tolist() == \
            torch.full((2,), 0.1, dtype=getattr(torch, dtype)).tolist()
        assert yaten.arange(0, 1, 0.125, dtype=getattr(yaten, dtype)).tolist() == \
            torch.arange(0, 1, 0.125, dtype=getattr(torch, dtype)).tolist()


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_random_factories_give_the_dtype_and_range(dtype):
    yaten.manual_seed(0)
    for make in ("rand", "randn"):
        x = getattr(yaten, make)(1000, dtype=getattr(yaten, dtype))
        assert x.dtype is getattr(yaten, dtype) and x.float().std() > 0.2
    assert 0 <= yaten.rand(1000, dtype=getattr(yaten, dtype)).min() and yaten.rand(1000).max() <= 1
    r = yaten.randint(-3, 3, (500,), dtype=getattr(yaten, dtype))
    assert r.dtype is getattr(yaten, dtype) and set(r.tolist()) == set(range(-3, 3))


@pytest.mark.parametrize("dtype,value", [("int8", 200), ("int8", -129), ("int16", 40000), ("float16", 70000.0),
                                         ("bfloat16", 1e39), ("int8", math.nan), ("int16", math.inf)])
def test_out_of_range_numbers_are_refused_as_torch(dtype, value):
    for fill in (lambda lib: lib.full((1,), value, dtype=getattr(lib, dtype)),
                 lambda lib: lib.zeros(1, dtype=getattr(lib, dtype)).fill_(value)):
        with pytest.raises(RuntimeError) as theirs:
            fill(torch)
        with pytest.raises(RuntimeError) as ours:
            fill(yaten)
        assert str(ours.value).endswith(str(theirs.value).split("value cannot")[1])


@pytest.mark.parametrize("dtype", NEW)
def test_printing_matches_torch(dtype):
    data = [[1.5, -2.25, 3.0], [0.1, 100.0, -0.001]] if "float" in dtype else [[1, -2, 3], [100, 7, -8]]
    for values in (data, data[0][:1], []):
        ours = repr(yaten.tensor(values, dtype=getattr(yaten, dtype)))
        theirs = repr(torch.tensor(values, dtype=getattr(torch, dtype)))
        assert ours == theirs.replace("torch.", "yaten."), (ours, theirs)
    x = torch.tensor([1e-5, 3e4], dtype=getattr(torch, dtype)) if "float" in dtype else None
    if x is not None:
        assert repr(yaten.tensor(x.tolist(), dtype=getattr(yaten, dtype))) == repr(x).replace("torch.", "yaten.")


def test_dtype_objects_and_aliases():
    for name in ALL:
        ours, theirs = getattr(yaten, name), getattr(torch, name)
        assert repr(ours) == repr(theirs).replace("torch", "yaten")
        assert ours.is_floating_point == theirs.is_floating_point and ours.is_signed == theirs.is_signed
        assert ours.itemsize == torch.empty(0, dtype=theirs).element_size()
    assert yaten.half is yaten.float16 and yaten.short is yaten.int16
    assert yaten.ones(2, dtype=yaten.half).is_floating_point()


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64", None])
def test_finfo_matches_torch(dtype):
    ours = yaten.finfo(getattr(yaten, dtype)) if dtype else yaten.finfo()
    theirs = torch.finfo(getattr(torch, dtype)) if dtype else torch.finfo()
    for field in ("bits", "eps", "max", "min", "tiny", "smallest_normal", "resolution", "dtype"):
        assert getattr(ours, field) == getattr(theirs, field), field
    assert repr(ours) == repr(theirs)


@pytest.mark.parametrize("dtype", ["uint8", "int8", "int16", "int32", "int64"])
def test_iinfo_matches_torch(dtype):
    ours, theirs = yaten.iinfo(getattr(yaten, dtype)), torch.iinfo(getattr(torch, dtype))
    assert (ours.bits, ours.min, ours.max, ours.dtype) == (theirs.bits, theirs.min, theirs.max, theirs.dtype)
    assert repr(ours) == repr(theirs)


def test_finfo_and_iinfo_refuse_the_other_kind():
    for call in (lambda lib: lib.finfo(lib.int8), lambda lib: lib.iinfo(lib.half), lambda lib: lib.iinfo(lib.bool)):
        with pytest.raises(TypeError) as theirs:
            call(torch)
        with pytest.raises(TypeError) as ours:
            call(yaten)
        assert str(ours.value) == str(theirs.value)


def test_tensor_conversion_methods_and_type_strings():
    for method in ("half", "bfloat16", "short", "char", "byte", "float", "double", "int", "long", "bool"):
        ours = getattr(yaten.tensor([1.5, -2.0]), method)()
        theirs = getattr(torch.tensor([1.5, -2.0]), method)()
        assert name_of(ours.dtype) == name_of(theirs.dtype) and ours.tolist() == theirs.tolist()
        assert ours.type() == theirs.type()
    x = yaten.ones(2, dtype=yaten.half)
    assert x.half() is x
    assert yaten.HalfTensor([1, 2]).dtype is yaten.float16 and isinstance(x, yaten.HalfTensor)
    assert yaten.ones(2).type(yaten.bfloat16).dtype is yaten.bfloat16
    assert yaten.ones(2).type("torch.ShortTensor").dtype is yaten.int16


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_set_default_dtype_takes_the_16_bit_floats(dtype):
    try:
        yaten.set_default_dtype(getattr(yaten, dtype))
        torch.set_default_dtype(getattr(torch, dtype))
        for make in (lambda lib: lib.tensor([1.5]), lambda lib: lib.ones(2), lambda lib: lib.arange(3) * 0.5,
                     lambda lib: lib.tensor([1, 2]) / 3):
            ours, theirs = make(yaten), make(torch)
            assert name_of(ours.dtype) == name_of(theirs.dtype) and ours.tolist() == theirs.tolist()
    finally:
        yaten.set_default_dtype(yaten.float32)
        torch.set_default_dtype(torch.float32)


@pytest.mark.parametrize("dtype", ["int8", "int16", "float16"])
def test_numpy_both_ways_share_memory(dtype):
    array = np.arange(6, dtype=dtype).reshape(2, 3)
    x = yaten.from_numpy(array)
    assert name_of(x.dtype) == dtype
    x[0, 0] = 9
    assert array[0, 0] == 9
    back = x.numpy()
    assert back.dtype == np.dtype(dtype) and np.shares_memory(back, array)
    assert yaten.tensor(array).tolist() == torch.tensor(array).tolist()


def test_bfloat16_has_no_numpy_dtype():
    for lib in (yaten, torch):
        with pytest.raises(TypeError, match="Got unsupported ScalarType BFloat16"):
            lib.ones(2, dtype=lib.bfloat16).numpy()


def test_item_and_tolist_give_python_numbers():
    for lib in (yaten, torch):
        assert lib.tensor(0.1, dtype=lib.half).item() == 0.0999755859375
        assert lib.tensor([0.1], dtype=lib.bfloat16).tolist() == [0.10009765625]
        assert lib.tensor([-5], dtype=lib.int8).tolist() == [-5] and type(lib.tensor(3, dtype=lib.int16).item()) is int


@pytest.mark.parametrize("dtype", NEW)
def test_checkpoints_round_trip_with_torch(dtype):
    values = [[1.5, -2.0], [3.25, 0.1]] if "float" in dtype else [[1, -2], [3, 100]]
    state = {"w": yaten.tensor(values, dtype=getattr(yaten, dtype))}
    buffer = io.BytesIO()
    yaten.save(state, buffer)
    buffer.seek(0)
    loaded = torch.load(buffer)
    assert name_of(loaded["w"].dtype) == dtype and loaded["w"].tolist() == state["w"].tolist()
    buffer = io.BytesIO()
    torch.save(loaded, buffer)
    buffer.seek(0)
    back = yaten.load(buffer)
    assert back["w"].dtype is getattr(yaten, dtype) and back["w"].tolist() == state["w"].tolist()


@pytest.mark.parametrize("dtype", NEW)
def test_safetensors_round_trip(dtype, tmp_path):
    from yaten.utils import safetensors
    x = yaten.arange(6, dtype=getattr(yaten, dtype)).reshape(2, 3)
    path = tmp_path / "t.safetensors"
    safetensors.save_file({"x": x}, str(path))
    back = safetensors.load_file(str(path))["x"]
    assert back.dtype is x.dtype and back.tolist() == x.tolist()


def test_module_half_runs_a_forward_pass_in_bfloat16_as_torch():
    yaten.manual_seed(0)
    ours = yaten.nn.Linear(4, 3).bfloat16()
    theirs = torch.nn.Linear(4, 3)
    with torch.no_grad():
        theirs.weight.copy_(torch.tensor(ours.weight.float().tolist()))
        theirs.bias.copy_(torch.tensor(ours.bias.float().tolist()))
    theirs = theirs.bfloat16()
    data = [[0.5, -1.0, 2.0, 0.25]]
    out = ours(yaten.tensor(data, dtype=yaten.bfloat16))
    expected = theirs(torch.tensor(data, dtype=torch.bfloat16))
    assert out.dtype is yaten.bfloat16
    np.testing.assert_allclose(out.float().tolist(), expected.float().tolist(), rtol=1.6e-2, atol=1e-2)
