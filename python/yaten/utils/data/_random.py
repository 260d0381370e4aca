"""The one place utils.data draws random numbers. Every sampler, random_split
and the DataLoader's worker seeds go through uniform(), which reads yaten's
global RNG when generator is None. yaten has no Generator yet: a generator
here is any object with torch.Generator's manual_seed() and initial_seed()
(a torch.Generator works, as does SeededGenerator below). A draw seeds a
numpy PCG64 stream from initial_seed() and moves the generator on by
re-seeding it from that stream, so successive draws differ and the same seed
always gives the same sequence. When yaten.Generator exists, uniform() hands
it to yaten.rand and the rest stays as it is. The index streams are not
torch's (different generators)."""
import numpy as np

import yaten


class SeededGenerator:
    """The part of torch.Generator's API utils.data needs, until yaten.Generator exists."""

    def __init__(self, device="cpu"):
        self._seed = 67280421310721

    def manual_seed(self, seed):
        self._seed = int(seed) & ((1 << 64) - 1)
        return self

    def initial_seed(self):
        return self._seed

    def seed(self):
        return self.manual_seed(new_seed()).initial_seed()


Generator = getattr(yaten, "Generator", SeededGenerator)


def uniform(n, generator=None):
    """n float64 draws in [0, 1) as a numpy array."""
    if generator is None:
        return yaten.rand(n, dtype=yaten.float64).numpy() if n else np.empty(0)
    if hasattr(yaten, "Generator") and isinstance(generator, yaten.Generator):
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


def randperm(n, generator=None):
    """A random permutation of range(n), as a list."""
    return np.argsort(uniform(n, generator), kind="stable").tolist()


def randint(high, size, generator=None):
    """size integers uniform in [0, high), as a list."""
    return np.minimum((uniform(size, generator) * high).astype(np.int64), high - 1).tolist()


def multinomial(weights, num_samples, replacement, generator=None):
    """num_samples indices drawn with probability proportional to weights
    (float64 numpy array); without replacement, distinct indices."""
    if replacement:
        cumulative = np.cumsum(weights)
        draws = uniform(num_samples, generator) * cumulative[-1]
        return np.minimum(np.searchsorted(cumulative, draws, side="right"), len(weights) - 1).tolist()
    # Exponential races: the num_samples smallest -log(u)/w are a weighted sample without replacement.
    with np.errstate(divide="ignore"):
        keys = -np.log1p(-uniform(len(weights), generator)) / weights
    return np.argsort(keys, kind="stable")[:num_samples].tolist()
