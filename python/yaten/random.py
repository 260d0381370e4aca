"""yaten.random: the default generator's seed and state, as torch.random.
Every random op draws from yaten.default_generator unless given generator=;
its state is a seed and a position in a counter-based stream (runtime/random.h)."""
import contextlib

from yaten._C import Generator, default_generator

__all__ = ["Generator", "default_generator", "fork_rng", "get_rng_state", "initial_seed", "manual_seed", "seed",
           "set_rng_state"]


def manual_seed(seed):
    """Seeds the default generator and returns it. Negative seeds wrap to 2**64 + seed."""
    return default_generator.manual_seed(int(seed))


def seed():
    """Seeds the default generator from a nondeterministic source; returns that seed."""
    return default_generator.seed()


def initial_seed():
    """The seed the default generator was last seeded with."""
    return default_generator.initial_seed()


def get_rng_state():
    """The default generator's state, a uint8 tensor for set_rng_state."""
    return default_generator.get_state()


def set_rng_state(new_state):
    """Restores a state get_rng_state returned."""
    default_generator.set_state(new_state)


@contextlib.contextmanager
def fork_rng(devices=None, enabled=True, _caller="fork_rng", _devices_kw="devices"):
    """Within the block, draws from the default generator as usual; on leaving
    it the generator is back where it was. yaten has only the CPU generator,
    so devices (CUDA indices) must be empty or None."""
    if not enabled:
        yield
        return
    if devices:
        raise RuntimeError(f"{_caller}: {_devices_kw}= names CUDA devices, and yaten has none")
    state = get_rng_state()
    try:
        yield
    finally:
        set_rng_state(state)
