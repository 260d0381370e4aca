"""The one place utils.data draws random numbers. Every sampler, random_split
and the DataLoader's worker seeds come through here: yaten's randperm,
randint and multinomial draw them from the default generator when generator
is None and from a yaten.Generator when given one. Any other object with
torch.Generator's manual_seed() and initial_seed() (a torch.Generator)
works too: a draw seeds a numpy PCG64 stream from initial_seed() and moves
the generator on by re-seeding it from that stream, so successive draws
differ and the same seed always gives the same sequence. The index streams
are not torch's (different generators)."""
import numpy as np

import yaten

Generator = yaten.Generator


def uniform(n, generator=None):
    """n float64 draws in [0, 1) as a numpy array."""
    if generator is None:
        return yaten.rand(n, dtype=yaten.float64).numpy() if n else np.empty(0)
    if isinstance(generator, yaten.Generator):
        return yaten.rand(n, dtype=yaten.float64, generator=generator).numpy()
    if not (hasattr(generator, "initial_seed") and hasattr(generator, "manual_seed")):
        raise TypeError(f"generator must be a Generator (with manual_seed() and initial_seed()), not "
                        f"{type(generator).__name__}")
    stream = np.random.Generator(np.random.PCG64(generator.initial_seed()))
    values = stream.random(n)
    generator.manual_seed(int(stream.integers(0, 1 << 63)))
    return values


def new_seed(generator=None):
    """A fresh 63-bit seed."""
    high, low = (uniform(2, generator) * (1 << 32)).astype(np.int64)
    return int((high & 0x7FFFFFFF) << 32 | low)


def _native(generator):
    """Whether yaten's own random ops can draw from generator (the default one or a yaten.Generator)."""
    return generator is None or isinstance(generator, yaten.Generator)


def randperm(n, generator=None):
    """A random permutation of range(n), as a list."""
    if _native(generator):
        return yaten.randperm(n, generator=generator).tolist()
    return np.argsort(uniform(n, generator), kind="stable").tolist()


def randint(high, size, generator=None):
    """size integers uniform in [0, high), as a list."""
    if _native(generator):
        return yaten.randint(0, high, (size,), generator=generator).tolist()
    return np.minimum((uniform(size, generator) * high).astype(np.int64), high - 1).tolist()


def multinomial(weights, num_samples, replacement, generator=None):
    """num_samples indices drawn with probability proportional to weights
    (float64 numpy array); without replacement, distinct indices."""
    if _native(generator):
        return yaten.multinomial(yaten.tensor(weights), num_samples, replacement, generator=generator).tolist()
    if replacement:
        cumulative = np.cumsum(weights)
        draws = uniform(num_samples, generator) * cumulative[-1]
        return np.minimum(np.searchsorted(cumulative, draws, side="right"), len(weights) - 1).tolist()
    # Exponential races: the num_samples smallest -log(u)/w are a weighted sample without replacement.
    with np.errstate(divide="ignore"):
        keys = -np.log1p(-uniform(len(weights), generator)) / weights
    return np.argsort(keys, kind="stable")[:num_samples].tolist()
