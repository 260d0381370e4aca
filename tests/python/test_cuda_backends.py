"""yaten.cuda, yaten.backends, yaten.mps, yaten.autocast and
yaten.cuda.amp.GradScaler against PyTorch's CPU-only build, which answers
the same questions the same way."""
import io
import warnings

import pytest

import yaten

torch = pytest.importorskip("torch")

QUERIES = ["is_available", "device_count", "is_initialized", "get_arch_list", "memory_allocated",
           "max_memory_allocated", "memory_reserved", "max_memory_reserved", "memory_stats", "empty_cache", "seed"]
NEEDS_CUDA = ["current_device", "synchronize", "is_bf16_supported", "get_device_name", "get_device_capability",
              "mem_get_info", "initial_seed", "get_rng_state"]


@pytest.mark.parametrize("name", QUERIES)
def test_cuda_queries_answer_as_torch(name):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        assert getattr(yaten.cuda, name)() == getattr(torch.cuda, name)()


@pytest.mark.parametrize("name", NEEDS_CUDA)
def test_cuda_calls_that_need_a_device_raise_as_torch(name):
    with pytest.raises(AssertionError, match="^Torch not compiled with CUDA enabled$"):
        getattr(yaten.cuda, name)()
    with pytest.raises(AssertionError, match="^Torch not compiled with CUDA enabled$"):
        getattr(torch.cuda, name)()


def test_cuda_seeding_does_nothing_as_torch():
    yaten.manual_seed(0)
    first = yaten.rand(3).tolist()
    yaten.manual_seed(0)
    yaten.cuda.manual_seed(123)
    yaten.cuda.manual_seed_all(7)
    assert yaten.rand(3).tolist() == first
    assert torch.cuda.manual_seed(123) is None and yaten.cuda.manual_seed(123) is None


@pytest.mark.parametrize("index", [0, 1, "cuda:0"])
def test_cuda_device_context_needs_a_device(index):
    for lib in (yaten, torch):
        with pytest.raises(AssertionError):
            with lib.cuda.device(index):
                pass


def test_backend_flags_read_and_set_as_torch():
    cudnn, tcudnn = yaten.backends.cudnn, torch.backends.cudnn
    for name in ("benchmark", "deterministic", "enabled", "allow_tf32"):
        assert getattr(cudnn, name) == getattr(tcudnn, name), name
    assert (cudnn.is_available(), cudnn.version()) == (tcudnn.is_available(), tcudnn.version())
    assert yaten.backends.cuda.matmul.allow_tf32 == torch.backends.cuda.matmul.allow_tf32
    assert yaten.backends.cuda.is_built() == torch.backends.cuda.is_built()
    assert yaten.backends.mps.is_available() == torch.backends.mps.is_available() is False
    assert yaten.backends.mps.is_built() == torch.backends.mps.is_built()
    saved = cudnn.benchmark, cudnn.deterministic, yaten.backends.cuda.matmul.allow_tf32
    try:
        cudnn.benchmark, cudnn.deterministic = True, True
        yaten.backends.cuda.matmul.allow_tf32 = True
        assert cudnn.benchmark and cudnn.deterministic and yaten.backends.cuda.matmul.allow_tf32
        with cudnn.flags(enabled=False):
            assert cudnn.enabled is False
        assert cudnn.enabled is True
    finally:
        cudnn.benchmark, cudnn.deterministic, yaten.backends.cuda.matmul.allow_tf32 = saved
    for lib in (yaten, torch):
        with pytest.raises(AssertionError, match="Unknown attribute"):
            lib.backends.cuda.matmul.allow_everything = True


def test_mps_module_has_no_device():
    yaten.mps.manual_seed(0)
    with pytest.raises(RuntimeError, match="MPS"):
        yaten.mps.synchronize()


@pytest.mark.parametrize("make", [lambda lib: lib.autocast("cuda"), lambda lib: lib.cuda.amp.autocast(),
                                  lambda lib: lib.autocast(device_type="cuda", dtype=lib.float32)])
def test_cuda_autocast_warns_and_does_nothing_as_torch(make):
    for lib in (yaten, torch):
        with pytest.warns(UserWarning, match="User provided device_type of 'cuda', but CUDA is not available"):
            ctx = make(lib)
        x = lib.ones(2, 2)
        with ctx:
            y = x @ x
        assert y.dtype == x.dtype and y.tolist() == [[2.0, 2.0], [2.0, 2.0]]


def test_autocast_as_decorator_and_bad_device():
    with pytest.warns(UserWarning):
        @yaten.cuda.amp.autocast()
        def double(x):
            return x * 2
    assert double(yaten.ones(1)).tolist() == [2.0]
    for lib in (yaten, torch):
        with pytest.raises(RuntimeError, match="must be 'cuda' or 'cpu'"):
            lib.autocast("mps")
    assert yaten.is_autocast_enabled() == torch.is_autocast_enabled() is False




def scaler_steps(lib):
    lib.manual_seed(0)
    w = lib.nn.Parameter(lib.tensor([1.0, -2.0]))
    opt = lib.optim.SGD([w], lr=0.1)
    with pytest.warns(UserWarning, match="GradScaler is enabled, but CUDA is not available"):
        scaler = lib.cuda.amp.GradScaler()
    for _ in range(3):
        opt.zero_grad()
        loss = (w * w).sum()
        scaled = scaler.scale(loss)
        assert scaled is loss
        scaled.backward()
        scaler.unscale_(opt)
        scaler.step(opt)
        scaler.update()
    # (torch's disabled scaler lacks the attribute behind get_growth_factor; yaten's answers 2.0)
    return w.tolist(), scaler.get_scale(), scaler.state_dict(), scaler.is_enabled()


def test_grad_scaler_passes_through_as_torch():
    ours, theirs = scaler_steps(yaten), scaler_steps(torch)
    assert ours[1:] == theirs[1:]
    assert ours[0] == pytest.approx(theirs[0])
    quiet = yaten.cuda.amp.GradScaler(enabled=False)
    assert quiet.get_scale() == 1.0 and quiet.state_dict() == {}


MAP_LOCATIONS = ["cpu", "device:cpu", {"cpu": "cpu"}, lambda s, loc: s, lambda s, loc: None, "cuda", "device:cuda:0",
                 {"cpu": "cuda:0"}, "bogus", 3]


@pytest.mark.parametrize("map_location", MAP_LOCATIONS, ids=repr)
def test_load_map_location_as_torch(map_location):
    def load(lib):
        buffer = io.BytesIO()
        lib.save({"w": lib.tensor([1.0, 2.0])}, buffer)
        buffer.seek(0)
        where = lib.device(map_location[7:]) if isinstance(map_location, str) and map_location.startswith("device:") \
            else map_location
        try:
            return "ok", lib.load(buffer, map_location=where)["w"].tolist()
        except Exception as e:  # noqa: BLE001 - compared with torch's
            # torch's storages are typed storages, yaten's are tensors: the message names the type.
            return type(e), str(e).split(":")[0].split(" of ")[0]
    assert load(yaten) == load(torch)
