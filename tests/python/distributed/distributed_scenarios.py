"""Scripts each rank runs (`distributed_scenarios.py LIB SCENARIO [ARGS]`,
with RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT set), written once for
yaten and torch alike; each prints "RESULT <json>" for the test to compare."""
import datetime
import importlib
import json
import os
import sys

DTYPES = ["bool", "uint8", "int32", "int64", "float32", "float64"]
REDUCE_OPS = ["SUM", "PRODUCT", "MIN", "MAX", "AVG", "BAND", "BOR", "BXOR"]


def values(rank, dtype, shift=0, count=6):
    """Rank-dependent inputs as plain Python values (the tests' reference
    computes on the same lists)."""
    raw = [(i * 3 + rank * 2 + shift) % 7 + 1 for i in range(count)]
    if dtype == "bool":
        return [v % 2 == 0 for v in raw]
    if dtype.startswith("float"):
        return [v * 0.5 for v in raw]
    return raw


def op_applies(op, dtype):
    if op in ("BAND", "BOR", "BXOR"):
        return not dtype.startswith("float")
    if op == "AVG":
        return dtype.startswith("float")
    return True


def attempt(results, key, fn):
    """Records fn()'s value, or the error's type (torch's gloo lacks some)."""
    try:
        results[key] = fn()
    except (RuntimeError, ValueError) as e:
        results[key] = f"error: {type(e).__name__}"


def collectives(lib, dist, rank, size):
    results = {}
    for name in os.environ.get("TEST_DTYPES", ",".join(DTYPES)).split(","):
        dtype = getattr(lib, name)

        def t(shift=0, count=6, r=rank):
            return lib.tensor(values(r, name, shift, count), dtype=dtype)

        for op in REDUCE_OPS:
            if op_applies(op, name):
                def all_reduce(op=op):
                    x = t().reshape(2, 3)
                    dist.all_reduce(x, getattr(dist.ReduceOp, op))
                    return x.tolist()
                attempt(results, f"{name}/all_reduce/{op}", all_reduce)

        def broadcast():
            x = t()
            dist.broadcast(x, src=size - 1)
            return x.tolist()

        def reduce():
            x = t()
            dist.reduce(x, dst=0, op=dist.ReduceOp.MAX)
            return x.tolist() if rank == 0 else None

        def all_gather():
            out = [lib.zeros(6, dtype=dtype) for _ in range(size)]
            dist.all_gather(out, t())
            return [o.tolist() for o in out]

        def all_gather_into_tensor():
            out = lib.zeros(size * 6, dtype=dtype)
            dist.all_gather_into_tensor(out, t())
            return out.tolist()

        def gather():
            out = [lib.zeros(6, dtype=dtype) for _ in range(size)] if rank == 0 else None
            dist.gather(t(), out, dst=0)
            return [o.tolist() for o in out] if rank == 0 else None

        def scatter():
            out = lib.zeros(2, dtype=dtype)
            pieces = [t(shift=r, count=2, r=0) for r in range(size)] if rank == 0 else None
            dist.scatter(out, pieces, src=0)
            return out.tolist()

        def reduce_scatter():
            out = lib.zeros(2, dtype=dtype)
            dist.reduce_scatter(out, [t(shift=r, count=2) for r in range(size)])
            return out.tolist()

        def reduce_scatter_tensor():
            out = lib.zeros(2, dtype=dtype)
            dist.reduce_scatter_tensor(out, t(count=2 * size))
            return out.tolist()

        def all_to_all():
            out = [lib.zeros(r + 1, dtype=dtype) for r in range(size)]
            dist.all_to_all(out, [t(shift=r, count=rank + 1) for r in range(size)])
            return [o.tolist() for o in out]

        def all_to_all_single():
            out = lib.zeros(2 * size, dtype=dtype)
            dist.all_to_all_single(out, t(count=2 * size))
            return out.tolist()

        def all_to_all_single_uneven():
            # rank r sends r+1 rows to every rank; receives s+1 rows from rank s.
            out = lib.zeros(sum(s + 1 for s in range(size)), 2, dtype=dtype)
            source = t(count=2 * (rank + 1) * size).reshape(-1, 2)
            dist.all_to_all_single(out, source, [s + 1 for s in range(size)], [rank + 1] * size)
            return out.tolist()

        def ring():
            received = lib.zeros(6, dtype=dtype)
            if rank % 2 == 0:
                dist.send(t(), (rank + 1) % size)
                dist.recv(received, (rank - 1) % size)
            else:
                dist.recv(received, (rank - 1) % size)
                dist.send(t(), (rank + 1) % size)
            return received.tolist()

        def isend_irecv():
            received = lib.zeros(6, dtype=dtype)
            works = [dist.isend(t(), (rank + 1) % size), dist.irecv(received, (rank - 1) % size)]
            for w in works:
                w.wait()
            return received.tolist()

        def async_all_reduce():
            x = t()
            work = dist.all_reduce(x, async_op=True)
            work.wait()
            return [x.tolist(), work.is_completed()]

        for fn in [broadcast, reduce, all_gather, all_gather_into_tensor, gather, scatter, reduce_scatter,
                   reduce_scatter_tensor, all_to_all, all_to_all_single, all_to_all_single_uneven, ring,
                   isend_irecv, async_all_reduce]:
            attempt(results, f"{name}/{fn.__name__}", fn)
        dist.barrier()
    return results


def groups(lib, dist, rank, size):
    """A subgroup of ranks 0 and 2 of three; rank 1 is outside it."""
    sub = dist.new_group([0, 2])
    x = lib.tensor([float(rank + 1)])
    out = dist.all_reduce(x, group=sub)
    member_rank = dist.get_rank(sub) if rank != 1 else None
    dist.all_reduce(y := lib.tensor([1.0]))
    return {"value": x.tolist(), "returned": out, "group_rank": member_rank, "world": y.tolist(),
            "world_size": dist.get_world_size(), "backend": str(dist.get_backend())}


def objects(lib, dist, rank, size):
    gathered = [None] * size
    dist.all_gather_object(gathered, {"rank": rank, "word": "x" * (rank + 1)})
    broadcast = [None, None] if rank else [{"k": [1, 2]}, "second"]
    dist.broadcast_object_list(broadcast, src=0)
    to_root = [None] * size if rank == 0 else None
    dist.gather_object(("from", rank), to_root, dst=0)
    mine = [None]
    dist.scatter_object_list(mine, [f"for {r}" for r in range(size)] if rank == 0 else None, src=0)
    return {"gathered": gathered, "broadcast": broadcast, "to_root": to_root and [list(o) for o in to_root],
            "scattered": mine[0]}


def one_rank_fails(lib, dist, rank, size):
    """Rank 1 dies (an exception, or os._exit when told) before its second
    all_reduce; the others must get an error, not hang."""
    how = sys.argv[3]
    x = lib.ones(1000)
    dist.all_reduce(x)
    if rank == 1:
        if how == "exit":
            os._exit(3)
        raise ValueError("rank 1 gives up")
    try:
        dist.all_reduce(x)
        return {"error": None}
    except RuntimeError as e:
        return {"error": str(e)}


def ddp(lib, dist, rank, size):
    import distributed_ddp_scenarios as d
    return d.ddp_train(lib, dist, rank, size, steps=3)


def ddp_no_sync(lib, dist, rank, size):
    import distributed_ddp_scenarios as d
    return d.ddp_train(lib, dist, rank, size, steps=2, micros=2)


def ddp_sync_batch_norm(lib, dist, rank, size):
    import distributed_ddp_scenarios as d
    return d.ddp_train(lib, dist, rank, size, steps=3, sync_batch_norm=True)


def ddp_overlap(lib, dist, rank, size):
    """Counts, at each bucket all-reduce's start, how many parameters have
    had their gradient accumulated in this backward (yaten only: it watches
    yaten's collectives module)."""
    import distributed_ddp_scenarios as d
    from yaten.distributed import collectives
    model = lib.nn.Sequential(*[lib.nn.Linear(512, 512) for _ in range(6)])  # 1 MB weights
    ddp = lib.nn.parallel.DistributedDataParallel(model, bucket_cap_mb=1)
    accumulated, seen = [0], []
    for p in model.parameters():
        p.register_post_accumulate_grad_hook(lambda p: accumulated.__setitem__(0, accumulated[0] + 1))
    real = collectives.all_reduce

    def watching(tensor, *args, **kwargs):
        seen.append(accumulated[0])
        return real(tensor, *args, **kwargs)
    collectives.all_reduce = watching
    ddp(lib.ones(2, 512)).sum().backward()
    collectives.all_reduce = real
    return {"accumulated_at_launch": seen, "parameters": len(list(model.parameters())),
            "buckets": len(ddp.reducer.buckets)}


def ddp_unused(lib, dist, rank, size):
    """A parameter unused on rank 1 only, one unused everywhere."""
    nn = lib.nn

    class Three(nn.Module):
        def __init__(self):
            super().__init__()
            self.a, self.b, self.c = nn.Linear(3, 2), nn.Linear(3, 2), nn.Linear(3, 2)

        def forward(self, x, use_b):
            return self.a(x).sum() + (self.b(x).sum() if use_b else 0)
    model = Three()
    a, b, c = model.a, model.b, model.c
    ddp = lib.nn.parallel.DistributedDataParallel(model, find_unused_parameters=True)
    ddp(lib.ones(1, 3), rank == 0).backward()
    grad = lambda layer: None if layer.weight.grad is None else layer.weight.grad.tolist()  # noqa: E731
    return {"a": grad(a), "b": grad(b), "c": grad(c)}


def ddp_bare_module_backward(lib, dist, rank, size):
    """A backward through DDP's forward averages the gradients; one through
    the wrapped module itself (the reducer's hooks are still on its
    parameters) leaves each rank's own."""
    model = lib.nn.Linear(3, 1)
    ddp = lib.nn.parallel.DistributedDataParallel(model)
    x = lib.full((2, 3), float(rank + 1))
    ddp(x).sum().backward()
    averaged = model.weight.grad.tolist()
    model.weight.grad = None
    model(x).sum().backward()
    return {"through_ddp": averaged, "bare": model.weight.grad.tolist()}


def waiting(lib, dist, rank, size):
    """Rank 0 waits in all_reduce while rank 1 sleeps: a Python thread of
    rank 0 keeps running meanwhile (the GIL is free). Then a monitored
    barrier that rank 1 never reaches names it."""
    import threading
    import time
    ticks, stop = [0], threading.Event()

    def count():
        while not stop.is_set():
            ticks[0] += 1
            time.sleep(0.001)
    counter = threading.Thread(target=count)
    counter.start()
    if rank == 1:
        time.sleep(1.0)
    before = ticks[0]
    dist.all_reduce(lib.ones(4))
    during = ticks[0] - before
    stop.set()
    counter.join()
    message = None
    if rank == 0:
        try:
            dist.monitored_barrier(timeout=datetime.timedelta(seconds=1))
        except RuntimeError as e:
            message = str(e)
    else:
        time.sleep(2.0)  # never enters the barrier
    return {"ticks_while_waiting": during, "monitored_barrier": message}


SCENARIOS = {f.__name__: f for f in [collectives, groups, objects, one_rank_fails, ddp, ddp_no_sync, ddp_overlap,
                                     ddp_unused, ddp_sync_batch_norm, ddp_bare_module_backward, waiting]}


def main():
    lib_name, scenario = sys.argv[1], sys.argv[2]
    lib = importlib.import_module(lib_name)
    dist = importlib.import_module(lib_name + ".distributed")
    timeout = datetime.timedelta(seconds=float(os.environ.get("TEST_PG_TIMEOUT", "60")))
    dist.init_process_group("gloo", timeout=timeout)
    result = SCENARIOS[scenario](lib, dist, dist.get_rank(), dist.get_world_size())
    print("RESULT " + json.dumps(result), flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
