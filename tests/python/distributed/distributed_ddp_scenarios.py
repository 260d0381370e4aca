"""DDP training scripts for distributed_scenarios.py, the same for yaten and
torch: a small MLP whose rank-dependent initial weights DDP must replace by
rank 0's, trained on this rank's share of a fixed global batch."""
import numpy as np

GLOBAL_BATCH = 8
SIZES = [(20, 32), (32, 4)]


def global_data():
    rng = np.random.default_rng(42)
    return rng.standard_normal((GLOBAL_BATCH, 20)).astype(np.float32), rng.integers(0, 4, GLOBAL_BATCH)


def initial_weights(seed):
    rng = np.random.default_rng(seed)
    return [(rng.standard_normal((o, i)).astype(np.float32) * 0.3, rng.standard_normal(o).astype(np.float32) * 0.1)
            for i, o in SIZES]


def make_model(lib, seed, batch_norm=False):
    nn = lib.nn
    model = nn.Sequential(nn.Linear(20, 32), nn.BatchNorm1d(32) if batch_norm else nn.ReLU(), nn.Linear(32, 4))
    with lib.no_grad():
        for layer, (w, b) in zip([model[0], model[2]], initial_weights(seed)):
            layer.weight.copy_(lib.tensor(w))
            layer.bias.copy_(lib.tensor(b))
    return model


def shard(lib, rank, size, micro=None, micros=1):
    """This rank's rows of the global batch (of micro-batch `micro` of `micros`)."""
    x, y = global_data()
    rows = np.arange(GLOBAL_BATCH)
    if micro is not None:
        rows = rows.reshape(micros, -1)[micro]
    mine = np.array_split(rows, size)[rank]
    return lib.tensor(x[mine]), lib.tensor(y[mine], dtype=lib.int64)


def train(lib, model, step_micro_batches, steps):
    """SGD steps; step_micro_batches() yields (x, y, sync) per micro-batch."""
    opt = lib.optim.SGD(model.parameters(), lr=0.1)
    for _ in range(steps):
        opt.zero_grad()
        for x, y, context in step_micro_batches():
            with context():
                lib.nn.functional.cross_entropy(model(x), y).backward()
        opt.step()
    return model


def state(model):
    """Parameters and floating buffers (running statistics) as lists."""
    return [t.detach().tolist() for t in [*model.parameters(), *model.buffers()] if t.dim() > 0]


def ddp_train(lib, dist, rank, size, steps=3, micros=1, sync_batch_norm=False, **ddp_kwargs):
    import contextlib
    model = make_model(lib, seed=rank, batch_norm=sync_batch_norm)
    if sync_batch_norm:
        model = lib.nn.SyncBatchNorm.convert_sync_batchnorm(model)
    ddp = lib.nn.parallel.DistributedDataParallel(model, **ddp_kwargs)

    def micro_batches():
        for m in range(micros):
            x, y = shard(lib, rank, size, m, micros)
            yield x, y, (ddp.no_sync if m < micros - 1 else contextlib.nullcontext)
    train(lib, ddp, micro_batches, steps)
    return state(ddp.module)


def single_process_reference(lib, steps=3, micros=1, batch_norm=False):
    """The same training in one process on the whole batch: the gradient of
    the mean loss per micro-batch, summed over micro-batches."""
    import contextlib
    model = make_model(lib, seed=0, batch_norm=batch_norm)

    def micro_batches():
        for m in range(micros):
            x, y = shard(lib, 0, 1, m, micros)
            yield x, y, contextlib.nullcontext
    train(lib, model, micro_batches, steps)
    return state(model)
