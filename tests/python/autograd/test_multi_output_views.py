"""Ops returning several views (split, chunk, unbind, split_with_sizes, the
unsafe_ splits) record one backward node for all their pieces, whose
formula (ops.yaml, over `grads`) builds the input's gradient once; the
pieces are torch's multi-output views: an in-place op recording history on
one is refused, and a piece whose memory was written otherwise has a stale
history that raises when read. Each test runs the same code on yaten and
torch and compares."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def leaf(lib, *shape, seed=0):
    a = np.random.default_rng(seed).standard_normal(shape)
    return lib.tensor(a, requires_grad=True)


def outcome(fn):
    """What fn() did: ("ok", value) or (exception type name, message)."""
    try:
        return ("ok", fn())
    except Exception as e:  # noqa: BLE001 - the exception is what is compared
        return (type(e).__name__, str(e))


SPLITS = {
    "unbind": lambda x: x.unbind(0),
    "torch.unbind dim 1": lambda x: yaten_or_torch(x).unbind(x, 1),
    "chunk": lambda x: x.chunk(3),
    "chunk last dim": lambda x: x.chunk(2, -1),
    "chunk one piece": lambda x: x.chunk(1),
    "split": lambda x: x.split(2),
    "torch.split": lambda x: yaten_or_torch(x).split(x, 2, 1),
    "split larger than dim": lambda x: x.split(10),
    "split list": lambda x: x.split([1, 5]),
    "torch.split list": lambda x: yaten_or_torch(x).split(x, [3, 1, 2]),
    "split_with_sizes": lambda x: x.split_with_sizes([2, 2], 1),
    "tensor_split": lambda x: x.tensor_split(3),
    "tensor_split indices": lambda x: x.tensor_split([1, 4]),
    "hsplit": lambda x: x.hsplit(2),
    "vsplit": lambda x: x.vsplit([2]),
    "dsplit": lambda x: x.dsplit(2),
    "unsafe_split": lambda x: x.unsafe_split(2),
    "unsafe_chunk": lambda x: x.unsafe_chunk(3, 2),
    "unsafe_split_with_sizes": lambda x: x.unsafe_split_with_sizes([1, 5]),
}
# The ops whose pieces are multi-output views (tensor_split and the h/v/dsplits
# are slices in torch 1.13, the unsafe_ splits no views for autograd).
MULTI_OUTPUT = ["unbind", "chunk", "chunk last dim", "chunk one piece", "split", "torch.split", "split list",
                "split_with_sizes"]


def yaten_or_torch(x):
    return torch if isinstance(x, torch.Tensor) else yaten


def pieces(lib, name, seed=0):
    x = leaf(lib, 6, 4, 6, seed=seed)
    return x, SPLITS[name](x * 1)


@pytest.mark.parametrize("name", sorted(SPLITS))
def test_pieces_have_torchs_grad_fn_and_output_numbers(name):
    (_, ours), (_, theirs) = pieces(yaten, name), pieces(torch, name)
    assert [p.grad_fn.name() for p in ours] == [p.grad_fn.name() for p in theirs]
    assert [p.output_nr for p in ours] == [p.output_nr for p in theirs]
    assert [[type(f).__name__ for f, _ in p.grad_fn.next_functions] for p in ours] == \
           [[type(f).__name__ for f, _ in p.grad_fn.next_functions] for p in theirs]


@pytest.mark.parametrize("name", ["unbind", "chunk", "split", "split list", "unsafe_split", "unsafe_chunk"])
def test_one_node_serves_every_piece(name):
    _, ps = pieces(yaten, name)
    node = ps[0].grad_fn
    assert all(p.grad_fn.name() == node.name() for p in ps)
    assert len({id(p.grad_fn.next_functions[0][0]) for p in ps}) == 1
    assert [p.output_nr for p in ps] == list(range(len(ps)))


@pytest.mark.parametrize("name", sorted(SPLITS))
def test_gradient_of_weighted_pieces_is_torchs(name):
    def grad(lib):
        x, ps = pieces(lib, name)
        sum(((k + 1) * p * p).sum() for k, p in enumerate(ps)).backward()
        return x.grad.numpy()
    np.testing.assert_allclose(grad(yaten), grad(torch), rtol=1e-12)


@pytest.mark.parametrize("name", ["unbind", "split", "split list", "unsafe_split"])
def test_only_some_pieces_used(name):
    def grad(lib):
        x, ps = pieces(lib, name)
        (ps[1] * 3).sum().backward()
        return x.grad.numpy()
    np.testing.assert_array_equal(grad(yaten), grad(torch))


def test_a_piece_used_twice_and_with_its_neighbour():
    def grad(lib):
        x, ps = pieces(lib, "unbind")
        (ps[0] * ps[0] + ps[0] * ps[3]).sum().backward()
        return x.grad.numpy()
    np.testing.assert_allclose(grad(yaten), grad(torch), rtol=1e-12)


@pytest.mark.parametrize("name", MULTI_OUTPUT)
@pytest.mark.parametrize("of_leaf", [False, True], ids=["of a non-leaf", "of a leaf"])
def test_in_place_op_on_a_piece_is_refused_as_in_torch(name, of_leaf):
    def attempt(lib):
        x = leaf(lib, 6, 4, 6)
        ps = SPLITS[name](x if of_leaf else x * 1)
        before = ps[0].detach().clone()
        result = outcome(lambda: ps[0].mul_(2))
        return result, (ps[0].detach() == before).all().item()
    (ours, untouched), (theirs, _) = attempt(yaten), attempt(torch)
    assert ours == theirs
    assert ours[0] == "RuntimeError" and untouched


@pytest.mark.parametrize("write", ["view of a piece", "slice of a piece", "setitem", "copy_ of a grad tensor",
                                   "copy_ of a grad tensor into a view of a piece"])
def test_writes_through_views_of_pieces_are_refused_as_in_torch(write):
    def attempt(lib):
        x = leaf(lib, 4, 3)
        ps = (x * 1).unbind(0)
        plain = lib.zeros(4, 3, dtype=lib.float64).split(2)
        return outcome({
            "view of a piece": lambda: ps[1].view(3).mul_(2),
            "slice of a piece": lambda: ps[0][1:].add_(1),
            "setitem": lambda: ps[0].__setitem__(0, 1.0),
            "copy_ of a grad tensor": lambda: plain[0].copy_(x[:2]),
            "copy_ of a grad tensor into a view of a piece": lambda: plain[1].view(6).copy_(x[2:].reshape(6)),
        }[write])
    ours, theirs = attempt(yaten), attempt(torch)
    assert ours == theirs
    assert ours[0] == "RuntimeError"


def test_in_place_ops_allowed_where_torch_allows_them():
    def attempt(lib):
        x = leaf(lib, 4, 3)
        y = x * 1
        z = lib.arange(12.0, dtype=lib.float64).view(4, 3)
        ints = lib.arange(6).view(2, 3)
        detached = y.split(2)[0].detach().mul_(2)
        unsafe = y.unsafe_split(2)[0].mul_(2)
        sliced = y.tensor_split(2)[0].mul_(2)
        no_grad_base = z.unbind(0)[0].add_(1)
        int_piece = ints.unbind(0)[1].add_(1)
        return (detached.tolist(), unsafe.grad_fn.name(), sliced.grad_fn.name(), no_grad_base.tolist(),
                z.tolist(), int_piece.tolist())
    assert attempt(yaten) == attempt(torch)


@pytest.mark.parametrize("writer", ["no_grad write into the piece", "write into the base", "no_grad write into the base"])
def test_history_of_a_written_piece_raises_as_in_torch(writer):
    def attempt(lib):
        x = leaf(lib, 4, 3)
        y = x * 1
        a, b = y.split(2)
        if writer == "no_grad write into the piece":
            with lib.no_grad():
                a.mul_(2)
        elif writer == "write into the base":
            y.mul_(2)
        else:
            with lib.no_grad():
                y.detach().mul_(2)
        return outcome(lambda: a.grad_fn), outcome(lambda: (a.sum() + b.sum()).backward()), outcome(lambda: b * 2)
    ours, theirs = attempt(yaten), attempt(torch)
    assert [o[0] for o in ours] == [o[0] for o in theirs] == ["RuntimeError"] * 3
    assert [o[1] for o in ours] == [o[1] for o in theirs]


def test_pieces_made_under_no_grad_have_no_history():
    def attempt(lib):
        x = leaf(lib, 4, 3)
        with lib.no_grad():
            a, b = (x * 1).split(2)
        return a.grad_fn, a.requires_grad, b.grad_fn
    assert attempt(yaten) == attempt(torch) == (None, False, None)


def test_hook_on_a_piece_and_retain_grad():
    def run(lib):
        x = leaf(lib, 4, 3)
        a, b = (x * 1).split(2)
        seen = []
        a.register_hook(lambda g: seen.append(tuple(g.shape)) or g * 10)
        b.retain_grad()
        (a.sum() + 2 * b.sum()).backward()
        return seen, x.grad.tolist(), b.grad.tolist()
    assert run(yaten) == run(torch)


def test_retain_graph_and_the_second_backward_without_it():
    def run(lib):
        x = leaf(lib, 4, 3)
        a, b = (x * 1).chunk(2)
        loss = (a * b).sum()
        loss.backward(retain_graph=True)
        loss.backward()
        grads = x.grad.tolist()
        loss = (x.unbind(1)[0] ** 2).sum()
        loss.backward()
        return grads, outcome(loss.backward)[0]
    assert run(yaten) == run(torch)


@pytest.mark.parametrize("name", ["unbind", "split", "split list", "unsafe_split"])
def test_create_graph_gives_torchs_second_derivative(name):
    def run(lib):
        x, ps = pieces(lib, name)
        loss = (ps[0] ** 3).sum() + (ps[-1] ** 2 * ps[0]).sum()
        g, = lib.autograd.grad(loss, x, create_graph=True)
        gg, = lib.autograd.grad((g * g).sum(), x)
        return g.grad_fn.name(), gg.numpy()
    (ours_name, ours), (theirs_name, theirs) = run(yaten), run(torch)
    assert ours_name == theirs_name
    np.testing.assert_allclose(ours, theirs, rtol=1e-10)


@pytest.mark.parametrize("name", ["unbind", "chunk last dim", "split", "split list", "unsafe_split_with_sizes"])
def test_gradcheck_and_gradgradcheck(name):
    def f(x):
        return tuple(p * (k + 1) for k, p in enumerate(SPLITS[name](x)))
    x = leaf(yaten, 6, 4, 6)
    assert yaten.autograd.gradcheck(f, (x,), check_forward_ad=True)
    assert yaten.autograd.gradgradcheck(f, (x,))


@pytest.mark.parametrize("name", ["unbind", "chunk", "split", "split list", "unsafe_split"])
def test_forward_ad_gives_each_piece_its_tangent_as_a_view(name):
    def run(lib):
        fwAD = lib.autograd.forward_ad
        p, t = leaf(lib, 6, 4, 6).detach(), leaf(lib, 6, 4, 6, seed=1).detach()
        with fwAD.dual_level():
            ps = SPLITS[name](fwAD.make_dual(p, t))
            tangents = [fwAD.unpack_dual(q).tangent for q in ps]
            return [q.numpy().copy() for q in tangents], [q.storage().data_ptr() == t.storage().data_ptr()
                                                         for q in tangents]
    (ours, ours_shared), (theirs, theirs_shared) = run(yaten), run(torch)
    assert ours_shared == theirs_shared
    for a, b in zip(ours, theirs, strict=True):
        np.testing.assert_array_equal(a, b)


def test_unsafe_pieces_are_no_views():
    def run(lib):
        x = leaf(lib, 4, 3)
        a, b = (x * 1).unsafe_split(2)
        a.mul_(2)
        (a.sum() + b.sum()).backward()
        return a.grad_fn.name(), x.grad.tolist()
    assert run(yaten) == run(torch)


def test_pieces_share_their_base_s_version_counter():
    def run(lib):
        x = leaf(lib, 4, 3)
        y = x * 1
        a, b = y.split(2)
        versions = [(a._version, b._version, y._version)]
        with lib.no_grad():
            a.mul_(2)
        versions.append((a._version, b._version, y._version))
        y.detach().add_(1)
        versions.append((a._version, b._version, y._version))
        return versions
    assert run(yaten) == run(torch)
