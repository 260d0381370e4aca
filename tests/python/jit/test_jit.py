"""yaten.jit against torch.jit: the same scripted and traced functions and
modules (weights copied from torch's) give the same results; what only a
compiler has raises, and save/load round-trips through yaten's own format."""
import io

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")
from jitted_models import branchy, make_net, uses_unused  # noqa: E402
from nn_compare import copy_state  # noqa: E402


def pair_of_nets(train):
    theirs, ours = make_net(torch).double(), make_net(yaten).double()
    copy_state(theirs, ours)
    return theirs.train(train), ours.train(train)


def inputs():
    data = np.random.default_rng(0).standard_normal((5, 3))
    return torch.tensor(data), yaten.tensor(data)


def close(a, b):
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("train", [False, True])
@pytest.mark.parametrize("how", ["script", "trace"])
def test_modules_give_torch_results(how, train):
    theirs, ours = pair_of_nets(train)
    x_t, x_y = inputs()
    if how == "script":
        compiled_t, compiled_y = torch.jit.script(theirs), yaten.jit.script(ours)
        close(compiled_t(x_t, 0.5), compiled_y(x_y, 0.5))
        close(compiled_t.activate(x_t), compiled_y.activate(x_y))
    else:
        # check_trace off: torch's check runs the Python forward untraced, where activate takes the other branch.
        compiled_t = torch.jit.trace(theirs, (x_t,), check_trace=False)
        compiled_y = yaten.jit.trace(ours, (x_y,), check_trace=False)
    close(compiled_t(x_t), compiled_y(x_y))
    assert isinstance(compiled_y, yaten.jit.ScriptModule) and isinstance(compiled_y, yaten.nn.Module)
    assert list(compiled_y.state_dict()) == list(compiled_t.state_dict())


def test_scripted_module_shares_parameters_and_gradients():
    theirs, ours = pair_of_nets(True)
    x_t, x_y = inputs()
    compiled_t, compiled_y = torch.jit.script(theirs), yaten.jit.script(ours)
    assert compiled_y.fc.weight is ours.fc.weight
    compiled_t(x_t).sum().backward()
    compiled_y(x_y).sum().backward()
    close(theirs.fc.weight.grad, ours.fc.weight.grad)
    close(theirs.bn.running_mean, ours.bn.running_mean)


def test_script_and_trace_of_functions():
    x_t, x_y = inputs()
    f_t, f_y = torch.jit.script(branchy(torch)), yaten.jit.script(branchy(yaten))
    close(f_t(x_t), f_y(x_y))
    close(f_t(x_t, 3), f_y(x_y, 3))
    g_t = torch.jit.trace(lambda a, b: (a @ b.t()).softmax(-1), (x_t, x_t), check_trace=False)
    g_y = yaten.jit.trace(lambda a, b: (a @ b.t()).softmax(-1), (x_y, x_y))
    close(g_t(x_t, x_t), g_y(x_y, x_y))
    assert not yaten.jit.is_scripting() and not yaten.jit.is_tracing()


def test_ignore_and_unused():
    theirs, ours = pair_of_nets(False)
    x_t, x_y = inputs()
    compiled_t, compiled_y = torch.jit.script(theirs), yaten.jit.script(ours)
    assert compiled_t.python_only(x_t) == pytest.approx(compiled_y.python_only(x_y))
    close(compiled_t.not_compiled(x_t), compiled_y.not_compiled(x_y))  # called from Python, it runs in both
    for lib in (torch, yaten):
        with pytest.raises(lib.jit.Error, match="annotated to be ignored"):
            lib.jit.script(uses_unused(lib))(lib.ones(2))


def test_trace_refusals_as_torch():
    for lib in (torch, yaten):
        with pytest.raises(RuntimeError):
            lib.jit.trace(lambda a: 3, (lib.ones(2),))
        with pytest.raises(RuntimeError):
            lib.jit.trace(lambda a: a, (3,))
        with pytest.raises(AttributeError):
            lib.jit.trace_module(lambda a: a, {"forward": lib.ones(2)})
        with pytest.raises(RuntimeError):
            lib.jit.script(lib.nn.Linear)


def test_trace_module_of_several_methods():
    theirs, ours = pair_of_nets(False)
    x_t, x_y = inputs()
    z_t, z_y = torch.ones(5, 4, dtype=torch.float64), yaten.ones(5, 4, dtype=yaten.float64)
    compiled_t = torch.jit.trace_module(theirs, {"forward": (x_t,), "head": (z_t,)}, check_trace=False)
    compiled_y = yaten.jit.trace_module(ours, {"forward": (x_y,), "head": (z_y,)})
    close(compiled_t.head(z_t), compiled_y.head(z_y))
    close(compiled_t(x_t), compiled_y(x_y))


def test_freeze_makes_weights_constants():
    theirs, ours = pair_of_nets(False)
    x_t, x_y = inputs()
    frozen_t, frozen_y = torch.jit.freeze(torch.jit.script(theirs)), yaten.jit.freeze(yaten.jit.script(ours))
    close(frozen_t(x_t), frozen_y(x_y))
    assert not frozen_y(x_y).requires_grad and frozen_t(x_t).requires_grad is False
    assert len(list(frozen_y.parameters())) == len(list(frozen_t.parameters())) == 0
    assert len(list(ours.parameters())) == 6  # the scripted original keeps its parameters
    close(torch.jit.optimize_for_inference(torch.jit.script(theirs))(x_t),
          yaten.jit.optimize_for_inference(yaten.jit.script(ours))(x_y))
    for lib, net in ((torch, theirs), (yaten, ours)):
        with pytest.raises(RuntimeError, match="eval mode"):
            lib.jit.freeze(lib.jit.script(net.train()))
        with pytest.raises(RuntimeError):
            lib.jit.freeze(net.eval())


def test_fork_wait_and_futures():
    x_t, x_y = inputs()
    for lib, x in ((torch, x_t), (yaten, x_y)):
        futures = [lib.jit.fork(lambda a, k: a * k, x, k=i) for i in range(3)]
        assert [lib.jit.wait(f).sum().item() for f in futures] == pytest.approx([0, x.sum().item(), 2 * x.sum().item()])
        with pytest.raises(ZeroDivisionError):
            lib.jit.fork(lambda: 1 / 0)
        chained = futures[1].then(lambda f: f.value() + 1)
        assert chained.wait().sum().item() == pytest.approx(x.sum().item() + x.numel())
        assert lib.futures.wait_all(futures[:2])[0].sum().item() == 0
        collected = lib.futures.collect_all(futures).wait()
        assert [f.value().sum().item() for f in collected] == [f.value().sum().item() for f in futures]


def test_what_only_a_compiler_has_raises():
    _, ours = pair_of_nets(False)
    scripted = yaten.jit.script(ours)
    for name in ("code", "graph", "inlined_graph", "code_with_constants"):
        with pytest.raises(RuntimeError, match="no graph compiler"):
            getattr(scripted, name)
        with pytest.raises(RuntimeError, match="no graph compiler"):
            getattr(yaten.jit.script(branchy(yaten)), name)


def test_save_load_round_trip_with_extra_files(tmp_path):
    _, ours = pair_of_nets(False)
    _, x = inputs()
    scripted = yaten.jit.script(ours)
    buffer = io.BytesIO()
    yaten.jit.save(scripted, buffer, _extra_files={"meta.txt": b"hello"})
    buffer.seek(0)
    extra = {"meta.txt": ""}
    loaded = yaten.jit.load(buffer, _extra_files=extra)
    assert extra["meta.txt"] == b"hello" and isinstance(loaded, yaten.jit.ScriptModule)
    close(loaded(x), scripted(x))
    path = tmp_path / "m.pt"
    scripted.save(str(path))
    close(yaten.jit.load(str(path))(x), scripted(x))


def test_archives_of_the_other_library_are_refused(tmp_path):
    theirs, ours = pair_of_nets(False)
    torch.jit.save(torch.jit.script(theirs), str(tmp_path / "torch.pt"))
    with pytest.raises(RuntimeError, match="TorchScript archive"):
        yaten.jit.load(str(tmp_path / "torch.pt"))
    yaten.jit.save(yaten.jit.script(ours), str(tmp_path / "yaten.pt"))
    with pytest.raises(RuntimeError):
        torch.jit.load(str(tmp_path / "yaten.pt"))
    with pytest.raises(AttributeError):
        yaten.jit.save(ours, str(tmp_path / "plain.pt"))


def test_annotations_and_isinstance():
    from typing import Dict, List, Optional, Tuple
    for lib in (torch, yaten):
        assert lib.jit.annotate(List[int], []) == []
        assert lib.jit.isinstance([1, 2], List[int]) and not lib.jit.isinstance([1, "a"], List[int])
        assert lib.jit.isinstance({"a": lib.ones(1)}, Dict[str, lib.Tensor])
        assert lib.jit.isinstance((1, "a"), Tuple[int, str]) and lib.jit.isinstance(None, Optional[int])
        assert lib.jit.annotations.BroadcastingList2 is not None
        assert lib.jit.Final is not None
