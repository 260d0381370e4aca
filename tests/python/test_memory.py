"""Memory comes back: storages die with their last reference (Python's or
the graph's), and building and dropping many small autograd graphs leaves
resident memory flat."""
import gc

import yaten
from yaten import _C

from sanitizer_build import under_address_sanitizer


def resident_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096


def assert_resident_memory_flat(before, graphs):
    # ASan keeps freed blocks in a quarantine (256 MiB by default) to catch
    # use after free, so there resident memory grows by design; the live
    # storage count and LeakSanitizer (`./dev sanitize`) still apply.
    if under_address_sanitizer():
        return
    grown = resident_bytes() - before
    assert grown < 8 << 20, f"resident memory grew by {grown / 2**20:.1f} MiB over {graphs} graphs"


def test_an_intermediate_is_freed_when_its_last_reference_goes():
    x = yaten.ones(1000, requires_grad=True)
    before = _C._live_storages()
    big = (x * 2).exp()          # exp saves its result for backward
    loss = big.sum()
    assert _C._live_storages() > before
    del big                       # the graph still holds exp's result
    assert _C._live_storages() > before
    loss.backward()               # backward frees what the graph saved
    del loss
    assert _C._live_storages() == before + 1  # x.grad


def test_a_big_tensor_is_freed_at_once():
    before = _C._live_storages()
    t = yaten.zeros(4_000_000)
    assert _C._live_storages() == before + 1
    del t
    assert _C._live_storages() == before


def small_graph(i):
    x = yaten.ones(4, requires_grad=True)
    y = (x * float(i)).sigmoid()
    z = y.tanh() + y
    z.sum().backward()
    return x.grad


def test_many_small_graphs_leave_resident_memory_flat():
    for i in range(2_000):  # warm up allocators and caches
        small_graph(i)
    gc.collect()
    storages, rss = _C._live_storages(), resident_bytes()
    for i in range(100_000):
        small_graph(i)
    gc.collect()
    assert _C._live_storages() == storages
    assert_resident_memory_flat(rss, 100_000)


class Square(yaten.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad):
        x, = ctx.saved_tensors
        return 2 * x * grad


def graph_with_cycles(i):
    """A hook whose closure holds its tensor, and a custom Function's ctx
    holding its output: cycles through C++ that only the GC can free."""
    x = yaten.ones(4, requires_grad=True)
    y = x * float(i)
    y.register_hook(lambda g: g + 0 * y.detach())
    z = Square.apply(y)
    z.grad_fn.output = z
    z.grad_fn.me = z.grad_fn
    x.register_hook(lambda g: g if x is not None else g)
    z.sum().backward(retain_graph=True)
    return x.grad


def test_cycles_through_hooks_and_custom_functions_are_collected():
    for i in range(500):
        graph_with_cycles(i)
    for _ in range(3):
        gc.collect()
    storages, rss = _C._live_storages(), resident_bytes()
    for i in range(100_000):
        graph_with_cycles(i)
        if i % 1000 == 0:
            gc.collect()
    # One pass frees z's cycle; that leaves y's wrapper the sole owner of y,
    # so y's cycle is collectable on the next pass (as in PyTorch).
    for _ in range(3):
        gc.collect()
    assert _C._live_storages() == storages
    assert_resident_memory_flat(rss, 100_000)


def test_a_hook_still_runs_when_only_the_graph_holds_its_tensor():
    x = yaten.ones(3, requires_grad=True)

    def make():
        y = x * 2
        y.register_hook(lambda g: g * 10 + 0 * y.detach())
        return y * 3
    z = make()
    gc.collect()  # y's wrapper and its hook are not garbage: z's graph uses them
    z.sum().backward()
    assert x.grad.tolist() == [60.0, 60.0, 60.0]
