"""yaten.save / yaten.load and torch 1.13's torch.save / torch.load on the
same files: every dtype, views sharing a storage, containers, state dicts
and optimizer state both ways, map_location, mmap, and weights_only."""
import io
import pickle
from collections import OrderedDict

import numpy as np
import pytest

import yaten
from yaten import nn

torch = pytest.importorskip("torch")

DTYPES = ["bool", "uint8", "int32", "int64", "float32", "float64"]


def to_torch(t):
    return torch.from_numpy(np.array(t.detach().numpy()))


def to_yaten(t):
    return yaten.tensor(t.detach().numpy())


def yaten_bytes(obj, **kwargs):
    buf = io.BytesIO()
    yaten.save(obj, buf, **kwargs)
    return buf.getvalue()


def torch_bytes(obj):
    buf = io.BytesIO()
    torch.save(obj, buf)
    return buf.getvalue()


def sample(name, rng, shape=(3, 4)):
    values = rng.standard_normal(shape) * 100
    return yaten.tensor(values > 0 if name == "bool" else values.astype(np.dtype(name)))


@pytest.mark.parametrize("dtype", DTYPES)
def test_every_dtype_yaten_to_torch(dtype, rng):
    t = sample(dtype, rng)
    out = torch.load(io.BytesIO(yaten_bytes({"t": t, "scalar": t[1, 2], "empty": t[:0]})))
    assert out["t"].dtype == getattr(torch, dtype) and out["t"].shape == (3, 4)
    np.testing.assert_array_equal(out["t"].numpy(), t.numpy())
    assert out["scalar"].shape == () and out["scalar"].item() == t[1, 2].item()
    assert out["empty"].shape == (0, 4)


@pytest.mark.parametrize("dtype", DTYPES)
def test_every_dtype_torch_to_yaten(dtype, rng):
    t = to_torch(sample(dtype, rng))
    out = yaten.load(io.BytesIO(torch_bytes({"t": t, "scalar": t[1, 2].clone(), "empty": t[:0]})))
    assert out["t"].dtype is getattr(yaten, dtype) and out["t"].shape == (3, 4)
    np.testing.assert_array_equal(out["t"].numpy(), t.numpy())
    assert out["scalar"].shape == () and out["scalar"].item() == t[1, 2].item()
    assert out["empty"].shape == (0, 4)


def shares_storage(a, b):
    return yaten._C._storage_info(a)[0] == yaten._C._storage_info(b)[0]


def test_views_stay_views_of_one_storage_torch_to_yaten():
    base = torch.arange(24.0).reshape(4, 6)
    out = yaten.load(io.BytesIO(torch_bytes([base, base.t(), base[1:3, ::2], base[2]])))
    assert all(shares_storage(out[0], v) for v in out[1:])
    assert out[1].stride() == (1, 6) and out[2].storage_offset() == 6 and out[2].stride() == (6, 2)
    for got, want in zip(out, [base, base.t(), base[1:3, ::2], base[2]]):
        np.testing.assert_array_equal(got.numpy(), want.numpy())
    out[0][2, 0] = -1.0  # one storage: the write shows through every view
    assert out[3][0].item() == -1.0 and out[1][0, 2].item() == -1.0


def test_views_stay_views_of_one_storage_yaten_to_torch():
    base = yaten.arange(24.0).reshape(4, 6)
    out = torch.load(io.BytesIO(yaten_bytes([base, base.t(), base[1:3, ::2], base[2]])))
    assert out[1].stride() == (1, 6) and out[2].storage_offset() == 6
    out[0][2, 0] = -1.0
    assert out[3][0].item() == -1.0 and out[1][0, 2].item() == -1.0
    assert yaten.load(io.BytesIO(yaten_bytes([base, base[2]])))[1].storage_offset() == 12


def test_nested_containers_and_plain_values_both_ways():
    obj = OrderedDict(a=[1, -2 ** 70, 2.5, float("inf"), "s", None, True, b"raw"], b=(1, (2, 3)),
                      c={1: "one", (2, "t"): [], 3.5: {}}, d=[[[]]], e={1, 2}, size=yaten.Size([2, 3]),
                      dtype=yaten.float64)
    back = yaten.load(io.BytesIO(yaten_bytes(obj)))
    assert back == obj and type(back) is OrderedDict and type(back["size"]) is yaten.Size
    in_torch = torch.load(io.BytesIO(yaten_bytes(obj)))
    assert in_torch["size"] == torch.Size([2, 3]) and in_torch["dtype"] is torch.float64
    assert in_torch["a"] == obj["a"] and in_torch["e"] == {1, 2}
    from_torch = yaten.load(io.BytesIO(torch_bytes({**in_torch, "device": torch.device("cpu")})))
    assert from_torch["size"] == yaten.Size([2, 3]) and from_torch["dtype"] is yaten.float64
    assert str(from_torch["device"]) == "cpu"


def yaten_model():
    return nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2), nn.BatchNorm1d(2))


def torch_model():
    return torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.Tanh(), torch.nn.Linear(4, 2), torch.nn.BatchNorm1d(2))


LIBRARIES = {"yaten": (yaten, yaten_model, yaten_bytes, yaten.load),
             "torch": (torch, torch_model, torch_bytes, torch.load)}


@pytest.mark.parametrize("source, target", [("yaten", "torch"), ("torch", "yaten")])
def test_state_dict_loads_into_the_other_librarys_model(source, target, rng):
    src, make_source, save_source, _ = LIBRARIES[source]
    dst, make_target, _, load_target = LIBRARIES[target]
    model = make_source()
    model(src.randn(8, 3))  # BatchNorm's running stats and num_batches_tracked move
    state = load_target(io.BytesIO(save_source(model.state_dict())))
    assert state._metadata == model.state_dict()._metadata
    twin = make_target()
    twin.load_state_dict(state)
    x = rng.standard_normal((5, 3)).astype(np.float32)
    model.eval(), twin.eval()
    np.testing.assert_allclose(twin(dst.tensor(x)).detach().numpy(), model(src.tensor(x)).detach().numpy(),
                               rtol=1e-5, atol=1e-6)


def train_step(lib, model, optimizer, x):
    optimizer.zero_grad()
    model(x).pow(2).sum().backward()
    optimizer.step()


@pytest.mark.parametrize("make_optimizer", ["Adam", "SGD"])
def test_optimizer_state_both_ways(make_optimizer, rng):
    """An optimizer's state after a step, saved by one library, loaded into
    the other's optimizer: the next step gives the same parameters."""
    kwargs = {"lr": 0.01} if make_optimizer == "Adam" else {"lr": 0.1, "momentum": 0.9}
    x = rng.standard_normal((4, 3)).astype(np.float32)
    t_model = torch.nn.Linear(3, 2)
    t_opt = getattr(torch.optim, make_optimizer)(t_model.parameters(), **kwargs)
    train_step(torch, t_model, t_opt, torch.tensor(x))
    y_model = nn.Linear(3, 2)
    y_model.load_state_dict(yaten.load(io.BytesIO(torch_bytes(t_model.state_dict()))))
    y_opt = getattr(yaten.optim, make_optimizer)(y_model.parameters(), **kwargs)
    y_opt.load_state_dict(yaten.load(io.BytesIO(torch_bytes(t_opt.state_dict()))))
    train_step(yaten, y_model, y_opt, yaten.tensor(x))
    train_step(torch, t_model, t_opt, torch.tensor(x))
    np.testing.assert_allclose(y_model.weight.detach().numpy(), t_model.weight.detach().numpy(), rtol=1e-5)
    # and back: yaten's state after two steps continues in torch
    t_opt.load_state_dict(torch.load(io.BytesIO(yaten_bytes(y_opt.state_dict()))))
    t_model.load_state_dict(torch.load(io.BytesIO(yaten_bytes(y_model.state_dict()))))
    train_step(torch, t_model, t_opt, torch.tensor(x))
    train_step(yaten, y_model, y_opt, yaten.tensor(x))
    np.testing.assert_allclose(y_model.weight.detach().numpy(), t_model.weight.detach().numpy(), rtol=1e-5)


def test_parameters_and_requires_grad_both_ways():
    obj = [nn.Parameter(yaten.ones(2)), nn.Parameter(yaten.ones(2), requires_grad=False),
           yaten.ones(3, requires_grad=True)]
    in_torch = torch.load(io.BytesIO(yaten_bytes(obj)))
    assert type(in_torch[0]) is torch.nn.Parameter and in_torch[0].requires_grad
    assert type(in_torch[1]) is torch.nn.Parameter and not in_torch[1].requires_grad
    assert in_torch[2].requires_grad and in_torch[2].is_leaf
    back = yaten.load(io.BytesIO(torch_bytes(in_torch)))
    assert type(back[0]) is nn.Parameter and back[0].requires_grad and not back[1].requires_grad
    assert back[2].requires_grad and back[2].is_leaf


def test_torch_weights_only_loader_reads_yaten_files():
    state = nn.Linear(2, 3).state_dict()
    out = torch.load(io.BytesIO(yaten_bytes(state)), weights_only=True)
    np.testing.assert_array_equal(out["weight"].numpy(), state["weight"].numpy())


def test_path_and_file_object(tmp_path):
    path = tmp_path / "ckpt.pt"
    yaten.save({"w": yaten.arange(3.0)}, path)
    assert torch.load(path)["w"].tolist() == [0.0, 1.0, 2.0]
    torch.save({"w": torch.arange(3.0)}, str(path))
    with open(path, "rb") as f:
        assert yaten.load(f)["w"].tolist() == [0.0, 1.0, 2.0]


# torch's CPU-only build's words for a storage sent to CUDA
CUDA_UNAVAILABLE = "Attempting to deserialize object on a CUDA device but torch.cuda.is_available[(][)] is False"


def test_map_location_forms():
    data = torch_bytes({"w": torch.arange(3.0)})
    for where in ["cpu", yaten.device("cpu"), {"cpu": "cpu"}, {"cuda:0": "cpu"}, lambda storage, loc: storage,
                  lambda storage, loc: None]:
        assert yaten.load(io.BytesIO(data), map_location=where)["w"].tolist() == [0.0, 1.0, 2.0]
    if hasattr(torch, "device"):
        assert yaten.load(io.BytesIO(data), map_location=torch.device("cpu"))["w"].tolist() == [0.0, 1.0, 2.0]
    seen = []
    yaten.load(io.BytesIO(data), map_location=lambda storage, loc: seen.append((storage.numel(), loc)))
    assert seen == [(3, "cpu")]
    for where in ["cuda", yaten.device("cuda:1"), {"cpu": "cuda:0"}]:
        with pytest.raises(RuntimeError, match=CUDA_UNAVAILABLE):
            yaten.load(io.BytesIO(data), map_location=where)
    with pytest.raises(TypeError, match="map_location's function"):
        yaten.load(io.BytesIO(data), map_location=lambda storage, loc: "cpu")


def with_location(data, location):
    """A torch checkpoint whose storages claim to have been saved on `location`."""
    import zipfile
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as dst:
        for info in src.infolist():
            raw = src.read(info)
            if info.filename.endswith("data.pkl"):
                raw = raw.replace(b"X\x03\x00\x00\x00cpu", b"X" + len(location).to_bytes(4, "little")
                                  + location.encode())
            dst.writestr(info.filename, raw)
    return out.getvalue()


def test_map_location_of_a_gpu_checkpoint():
    data = with_location(torch_bytes({"w": torch.arange(3.0)}), "cuda:0")
    with pytest.raises(RuntimeError, match=CUDA_UNAVAILABLE):
        yaten.load(io.BytesIO(data))
    for where in ["cpu", {"cuda:0": "cpu"}, lambda storage, loc: storage]:
        assert yaten.load(io.BytesIO(data), map_location=where)["w"].tolist() == [0.0, 1.0, 2.0]


def test_mmap_maps_storages_from_the_file(tmp_path):
    path = tmp_path / "big.pt"
    base = yaten.arange(100000.0)
    yaten.save({"w": base.reshape(100, 1000), "row": base[5:10], "flags": yaten.tensor([True, False])}, path)
    out = yaten.load(path, mmap=True)
    np.testing.assert_array_equal(out["w"].numpy(), base.reshape(100, 1000).numpy())
    assert shares_storage(out["w"], out["row"]) and out["flags"].tolist() == [True, False]
    out["w"][0, 0] = 42.0  # a private mapping: the file keeps its bytes
    assert yaten.load(path)["w"][0, 0].item() == 0.0
    assert out["row"][0].item() == 5.0
    with pytest.raises(ValueError, match="file path"):
        yaten.load(io.BytesIO(path.read_bytes()), mmap=True)
    old = tmp_path / "old.yt"
    yaten.save({"w": base}, old, format="yaten")
    with pytest.raises(RuntimeError, match="mmap can only be used"):
        yaten.load(old, mmap=True)


class Custom:
    def __init__(self, value):
        self.value = value

    def __eq__(self, other):
        return isinstance(other, Custom) and other.value == self.value


def test_weights_only_refuses_arbitrary_objects_naming_the_global():
    for obj, name in [(np.arange(3).view(np.recarray), "numpy.recarray"), (Custom(3), "Custom"),
                      (nn.Linear(2, 2), "yaten.nn.modules.linear.Linear")]:
        data = yaten_bytes({"x": obj})
        with pytest.raises(pickle.UnpicklingError, match=f"refused the global '[^']*{name}'"):
            yaten.load(io.BytesIO(data))
    with pytest.raises(pickle.UnpicklingError, match="refused the global 'torch.nn.modules.linear.Linear'"):
        yaten.load(io.BytesIO(torch_bytes(torch.nn.Linear(2, 2))))


def test_weights_only_false_loads_anything_with_a_warning():
    model = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
    data = yaten_bytes({"model": model, "array": np.arange(3), "custom": Custom(7), "set": {1, 2}})
    with pytest.warns(UserWarning, match="weights_only=False"):
        out = yaten.load(io.BytesIO(data), weights_only=False)
    x = yaten.randn(4, 2)
    np.testing.assert_array_equal(out["model"](x).detach().numpy(), model(x).detach().numpy())
    np.testing.assert_array_equal(out["array"], np.arange(3))
    assert out["custom"] == Custom(7) and out["set"] == {1, 2}
    with pytest.warns(UserWarning):
        whole = yaten.load(io.BytesIO(torch_bytes({"a": np.arange(2), "t": torch.ones(2)})), weights_only=False)
    assert whole["t"].tolist() == [1.0, 1.0] and isinstance(whole["t"], yaten.Tensor)
    with pytest.warns(UserWarning):
        assert yaten.load(io.BytesIO(data), weights_only=False, pickle_module=pickle)["set"] == {1, 2}
    with pytest.raises(RuntimeError, match="pickle_module"):
        yaten.load(io.BytesIO(data), pickle_module=pickle)


def test_add_safe_globals_allows_a_class():
    data = yaten_bytes([Custom(5)])
    try:
        yaten.serialization.add_safe_globals([Custom])
        assert Custom in yaten.serialization.get_safe_globals()
        assert yaten.load(io.BytesIO(data)) == [Custom(5)]
    finally:
        yaten.serialization.clear_safe_globals()
    with pytest.raises(pickle.UnpicklingError, match="Custom"):
        yaten.load(io.BytesIO(data))


def test_old_yaten_files_still_load(tmp_path):
    path = tmp_path / "old.yt"
    state = nn.Linear(2, 3).state_dict()
    yaten.save(state, path, format="yaten")
    loaded = yaten.load(path)
    assert list(loaded) == ["weight", "bias"] and loaded["weight"].tolist() == state["weight"].tolist()
    with pytest.raises(ValueError, match="format must be"):
        yaten.save(state, io.BytesIO(), format="npz")


@pytest.mark.parametrize("protocol", [2, 3, 4, 5])
def test_every_pickle_protocol_both_ways(protocol):
    """Protocols 4 and 5 bring FRAME, MEMOIZE, STACK_GLOBAL and short strings to the weights-only loader."""
    base = torch.arange(6.0)
    obj = {"t": base, "v": base[2:], "meta": OrderedDict(name="x", shape=(2, 3), flags={1, 2}, data=b"\x00\x01")}
    buf = io.BytesIO()
    torch.save(obj, buf, pickle_protocol=protocol)
    out = yaten.load(io.BytesIO(buf.getvalue()))
    assert out["v"].tolist() == [2.0, 3.0, 4.0, 5.0] and shares_storage(out["t"], out["v"])
    assert out["meta"] == obj["meta"]
    mine = yaten_bytes({"t": yaten.arange(6.0), "meta": obj["meta"]}, pickle_protocol=protocol)
    assert torch.load(io.BytesIO(mine))["meta"] == obj["meta"] and yaten.load(io.BytesIO(mine))["meta"] == obj["meta"]


@pytest.mark.parametrize("where", ["missing/dir/x.pt", "."])
def test_save_to_a_path_it_cannot_write_raises_torchs_runtime_error(tmp_path, where):
    path = str(tmp_path / where)
    with pytest.raises(RuntimeError) as theirs:
        torch.save({"a": 1}, path)
    with pytest.raises(RuntimeError) as mine:
        yaten.save({"a": 1}, path)
    assert str(mine.value) == str(theirs.value).replace(str(tmp_path) + "/.", str(tmp_path))
