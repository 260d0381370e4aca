"""yaten.nn.Module and Parameter against torch.nn: registration, traversal,
state_dict round trips and errors, modes, hooks, printing; and the
extending guide's Linear example run unchanged under `import yaten as torch`."""
from collections import OrderedDict

import numpy as np
import pytest
import torch

import yaten
from extending_example import extending_example
from yaten import nn


def both(fn):
    """fn(lib) for yaten and torch."""
    return fn(yaten), fn(torch)


class Net:
    """Builds the same small module tree in either library."""

    @staticmethod
    def make(lib):
        class Block(lib.nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = lib.nn.Linear(4, 3)
                self.register_buffer("count", lib.zeros([1]))
                self.register_buffer("scratch", lib.ones([2]), persistent=False)

            def forward(self, x):
                return self.fc(x).relu()

        class Top(lib.nn.Module):
            def __init__(self):
                super().__init__()
                self.block = Block()
                self.head = lib.nn.Linear(3, 2, bias=False)
                self.scale = lib.nn.Parameter(lib.ones([2]))
                self.register_parameter("unused", None)

            def forward(self, x):
                return self.head(self.block(x)) * self.scale

        return Top()


def test_parameter_basics():
    p = nn.Parameter(yaten.ones(2))
    assert isinstance(p, yaten.Tensor) and isinstance(p, nn.Parameter)
    assert p.requires_grad and p.is_leaf
    assert not nn.Parameter(yaten.ones(2), requires_grad=False).requires_grad
    assert nn.Parameter().shape == (0,)
    assert repr(p) == repr(torch.nn.Parameter(torch.ones(2)))
    # Ops on a parameter give plain tensors, as in torch.
    assert type(p * 2) is yaten.Tensor
    with pytest.raises(TypeError):
        nn.Parameter([1.0, 2.0])


def test_names_match_torch():
    ours, theirs = both(Net.make)
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    assert [n for n, _ in ours.named_buffers()] == [n for n, _ in theirs.named_buffers()]
    assert [n for n, _ in ours.named_modules()] == [n for n, _ in theirs.named_modules()]
    assert [n for n, _ in ours.named_children()] == [n for n, _ in theirs.named_children()]
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert [n for n, _ in ours.named_parameters(prefix="m", recurse=False)] == ["m.scale"]
    assert [n for n, _ in ours.named_buffers(recurse=False)] == []
    assert len(list(ours.modules())) == 4 and len(list(ours.children())) == 2
    assert len(list(ours.parameters())) == 4 and len(list(ours.buffers())) == 2


def test_shared_modules_and_parameters_listed_once():
    lin = nn.Linear(2, 2)
    seq = nn.Sequential(lin, lin)
    assert len(list(seq.parameters())) == 2
    assert [n for n, _ in seq.named_modules()] == ["", "0"]
    assert len(list(seq.named_modules(remove_duplicate=False))) == 3


def test_setattr_getattr_delattr():
    m = nn.Module()
    m.w = nn.Parameter(yaten.ones(1))
    assert "w" in m._parameters and "w" not in m.__dict__
    m.sub = nn.Linear(1, 1)
    assert "sub" in m._modules
    m.register_buffer("b", yaten.zeros(1))
    m.b = yaten.ones(1)
    assert m._buffers["b"].item() == 1
    m.w = None
    assert m._parameters["w"] is None
    m.plain = 3
    assert m.plain == 3 and "plain" in dir(m)
    m.register_module("reg", nn.ReLU())
    m.add_module("opt", None)
    assert [n for n, _ in m.named_children()] == ["sub", "reg"] and m.opt is None
    # Re-assigning a name as another kind moves it.
    m.sub = nn.Parameter(yaten.ones(1))
    assert "sub" not in m._modules and "sub" in m._parameters
    del m.sub, m.b, m.plain
    assert "sub" not in m._parameters and "b" not in m._buffers
    with pytest.raises(AttributeError, match="'Module' object has no attribute 'missing'"):
        m.missing


def test_setattr_type_errors_match_torch():
    def errors(lib):
        m = lib.nn.Module()
        m.p = lib.nn.Parameter(lib.ones([1]))
        m.c = lib.nn.Linear(1, 1)
        m.register_buffer("b", None)
        out = []
        for name, value in [("p", lib.ones([1])), ("c", 3), ("b", 3)]:
            with pytest.raises(TypeError) as info:
                setattr(m, name, value)
            out.append(str(info.value))
        return out
    ours, theirs = both(errors)
    assert [s.replace("yaten", "torch") for s in ours] == theirs


def test_register_errors_match_torch():
    def errors(lib):
        m = lib.nn.Module()
        m.x = 1
        out = []
        for call in [lambda: m.register_buffer("a.b", None), lambda: m.register_buffer("", None),
                     lambda: m.register_buffer("x", None), lambda: m.register_buffer(1, None),
                     lambda: m.register_parameter("a.b", None), lambda: m.register_parameter("x", None),
                     lambda: m.register_parameter("q", lib.ones([1])),
                     lambda: m.add_module("a.b", None), lambda: m.add_module("", None),
                     lambda: m.add_module("x", None), lambda: m.add_module("y", 3)]:
            with pytest.raises((KeyError, TypeError)) as info:
                call()
            out.append((type(info.value), str(info.value)))
        leaf = lib.nn.Parameter(lib.ones([1]))
        with pytest.raises(ValueError) as info:
            m.register_parameter("nl", _nonleaf(lib, leaf))
        out.append((ValueError, str(info.value)))
        return out
    ours, theirs = both(errors)
    assert [(t, s.replace("yaten", "torch")) for t, s in ours] == theirs


def _nonleaf(lib, leaf):
    """A Parameter-typed tensor with a grad_fn (as_subclass keeps history)."""
    return (leaf * 2).as_subclass(lib.nn.Parameter)


def test_assign_before_init():
    class Early(nn.Module):
        def __init__(self):
            self.w = nn.Parameter(yaten.ones(1))

    with pytest.raises(AttributeError, match=r"cannot assign parameters before Module.__init__\(\) call"):
        Early()


def test_state_dict_values_and_detach():
    m = Net.make(yaten)
    sd = m.state_dict()
    assert isinstance(sd, OrderedDict)
    assert "block.scratch" not in sd and "unused" not in sd
    assert all(not v.requires_grad and type(v) is yaten.Tensor for v in sd.values())
    assert sd["scale"].data_ptr() == m.scale.data_ptr()  # a view, not a copy
    assert m.state_dict(keep_vars=True)["scale"] is m.scale
    assert list(m.state_dict(prefix="p.")) == ["p." + k for k in sd]


def test_load_state_dict_round_trip_from_torch():
    ours, theirs = both(Net.make)
    converted = {k: yaten.tensor(v.numpy()) for k, v in theirs.state_dict().items()}
    result = ours.load_state_dict(converted)
    assert result.missing_keys == [] and result.unexpected_keys == []
    assert repr(result) == "<All keys matched successfully>"
    for k, v in ours.state_dict().items():
        np.testing.assert_array_equal(v.numpy(), theirs.state_dict()[k].numpy())
    x = np.random.default_rng(0).standard_normal((5, 4)).astype(np.float32)
    np.testing.assert_allclose(ours(yaten.tensor(x)).detach().numpy(), theirs(torch.tensor(x)).detach().numpy(),
                               rtol=1e-6)


def test_load_state_dict_errors_match_torch():
    def message(lib, edit, strict=True):
        m = Net.make(lib)
        sd = OrderedDict(m.state_dict())
        edit(lib, sd)
        try:
            result = m.load_state_dict(sd, strict=strict)
        except RuntimeError as e:
            return str(e)
        return (result.missing_keys, result.unexpected_keys)

    def missing_and_extra(lib, sd):
        del sd["head.weight"]
        sd["extra"] = lib.ones([1])
        sd["block.more"] = lib.ones([1])

    def wrong_size(lib, sd):
        sd["scale"] = lib.ones([3])

    def not_tensor(lib, sd):
        sd["scale"] = 1.0

    for edit in (missing_and_extra, wrong_size, not_tensor):
        ours, theirs = both(lambda lib: message(lib, edit))
        assert ours.replace("yaten", "torch") == theirs
    ours, theirs = both(lambda lib: message(lib, missing_and_extra, strict=False))
    assert ours == theirs == (["head.weight"], ["extra", "block.more"])
    with pytest.raises(TypeError, match="Expected state_dict to be dict-like"):
        nn.Linear(1, 1).load_state_dict([1])


def test_load_state_dict_leaves_values_on_error():
    m = nn.Linear(2, 2)
    before = m.weight.detach().clone()
    with pytest.raises(RuntimeError):
        m.load_state_dict({"weight": yaten.zeros(3, 3), "bias": yaten.zeros(2)})
    np.testing.assert_array_equal(m.weight.detach().numpy(), before.numpy())


def test_train_eval_and_requires_grad():
    m = Net.make(yaten)
    assert m.training and m.block.training
    assert m.eval() is m and not m.block.training
    m.train()
    assert m.block.fc.training
    with pytest.raises(ValueError, match="training mode is expected to be boolean"):
        m.train("yes")
    m.requires_grad_(False)
    assert not any(p.requires_grad for p in m.parameters())


def test_zero_grad():
    m = nn.Linear(2, 2)
    m(yaten.ones(1, 2)).sum().backward()
    m.zero_grad()
    assert m.weight.grad is not None and float(m.weight.grad.abs().sum()) == 0
    m.zero_grad(set_to_none=True)
    assert m.weight.grad is None


def test_apply_to_and_dtype_conversions():
    m = Net.make(yaten)
    seen = []
    assert m.apply(lambda mod: seen.append(type(mod).__name__)) is m
    assert seen == ["Linear", "Block", "Linear", "Top"]
    scale = m.scale
    assert m.double() is m
    assert m.scale is scale and m.scale.dtype is yaten.float64 and m.block.count.dtype is yaten.float64
    assert m.scale.requires_grad
    m.to(yaten.float32)
    assert m.block.fc.weight.dtype is yaten.float32
    m.to(dtype=yaten.float64)
    assert m.head.weight.dtype is yaten.float64
    m.float()
    assert m.head.weight.dtype is yaten.float32
    with pytest.raises(TypeError, match="only accepts floating point"):
        m.to(yaten.int64)


def test_forward_hooks():
    m = nn.Linear(2, 2)
    calls = []
    pre = m.register_forward_pre_hook(lambda mod, inp: calls.append(("pre", len(inp))))
    post = m.register_forward_hook(lambda mod, inp, out: calls.append(("post", tuple(out.shape))))
    m(yaten.ones(3, 2))
    assert calls == [("pre", 1), ("post", (3, 2))]
    pre.remove()
    post.remove()
    m(yaten.ones(3, 2))
    assert len(calls) == 2
    # Hooks that return values replace the input and the output.
    double = m.register_forward_pre_hook(lambda mod, inp: inp[0] * 0)
    with m.register_forward_hook(lambda mod, inp, out: out + 1):
        out = m(yaten.ones(1, 2))
    double.remove()
    expected = m.bias.detach() + 1
    np.testing.assert_allclose(out.detach().numpy()[0], expected.numpy())


def test_missing_forward():
    with pytest.raises(NotImplementedError, match=r'Module \[Module\] is missing the required "forward" function'):
        nn.Module()(1)


def test_repr_matches_torch():
    def build(lib):
        class Custom(lib.nn.Module):
            def __init__(self):
                super().__init__()
                self.inner = lib.nn.Sequential(lib.nn.Linear(2, 3), lib.nn.ReLU(), lib.nn.Linear(3, 1, bias=False))

            def extra_repr(self):
                return "one\ntwo"

        return repr(Custom()), repr(lib.nn.Sequential()), repr(lib.nn.Linear(1, 1))
    assert both(build)[0] == both(build)[1]


def test_dir_lists_members():
    m = Net.make(yaten)
    names = dir(m)
    assert {"block", "head", "scale", "unused", "forward", "training"} <= set(names)
    assert names == sorted(names)


def test_get_submodule():
    m = Net.make(yaten)
    assert m.get_submodule("block.fc") is m.block.fc
    with pytest.raises(AttributeError, match="has no attribute `nope`"):
        m.get_submodule("block.nope")


@pytest.mark.parametrize("lib_name", ["yaten", "torch"])
def test_spec_linear_example(lib_name):
    """The guide's example, unchanged but for the import line, behaves the same in both libraries."""
    namespace = vars(extending_example(lib_name))
    lib = yaten if lib_name == "yaten" else torch
    layer = namespace["Linear"](3, 2)
    assert repr(layer) == "Linear(input_features=3, output_features=2, bias=True)"
    assert [n for n, _ in layer.named_parameters()] == ["weight", "bias"]
    assert float(layer.weight.detach().abs().max()) <= 0.1
    assert namespace["Linear"](3, 2, bias=False).bias is None
    x = lib.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], requires_grad=True)
    out = layer(x)
    out.sum().backward()
    expected = x.detach().numpy() @ layer.weight.detach().numpy().T + layer.bias.detach().numpy()
    np.testing.assert_allclose(out.detach().numpy(), expected, rtol=1e-6)
    np.testing.assert_allclose(layer.bias.grad.numpy(), [2.0, 2.0])
    np.testing.assert_allclose(layer.weight.grad.numpy(), np.tile(x.detach().numpy().sum(0), (2, 1)))
    np.testing.assert_allclose(x.grad.numpy(), np.tile(layer.weight.detach().numpy().sum(0), (2, 1)), rtol=1e-6)
    inputs = (lib.randn(4, 3, dtype=lib.double, requires_grad=True),
              lib.randn(2, 3, dtype=lib.double, requires_grad=True))
    assert lib.autograd.gradcheck(namespace["LinearFunction"].apply, inputs, eps=1e-6, atol=1e-4)


def test_deepcopy_module_and_tensors():
    import copy
    m = Net.make(yaten)
    m(yaten.ones(2, 4)).sum().backward()
    clone = copy.deepcopy(m)
    assert type(clone.scale) is nn.Parameter and clone.scale.requires_grad
    assert clone.scale.data_ptr() != m.scale.data_ptr()
    assert clone.head.weight.grad is None  # torch's Parameter.__deepcopy__ leaves .grad behind
    for (name, a), (_, b) in zip(m.state_dict().items(), clone.state_dict().items()):
        np.testing.assert_array_equal(a.numpy(), b.numpy())
    t = yaten.ones(2, requires_grad=True)
    (t * 2).sum().backward()
    t_copy = copy.deepcopy(t)
    assert t_copy.requires_grad and t_copy.grad.tolist() == [2.0, 2.0]
    with pytest.raises(RuntimeError, match="graph leaves"):
        copy.deepcopy(t * 2)


def test_typename_matches_torch():
    for make in (lambda lib: lib.ones([1]), lambda lib: lib.ones([1], dtype=lib.int64), lambda lib: 3,
                 lambda lib: lib.nn.Linear(1, 1)):
        assert yaten.typename(make(yaten)).replace("yaten", "torch") == torch.typename(make(torch)).replace(
            "torch.nn.modules.linear", "torch.nn.modules.linear")
