"""yaten.Generator and the default generator's seed and state, against torch's API."""
import pytest

import yaten

torch = pytest.importorskip("torch")


def test_a_new_generator_starts_at_torchs_default_seed_on_the_cpu():
    g = yaten.Generator()
    assert g.initial_seed() == torch.Generator().initial_seed() == 67280421310721
    assert g.device == yaten.device("cpu") and yaten.Generator("cpu").device.type == "cpu"


def test_manual_seed_returns_the_generator_and_repeats_the_stream():
    g = yaten.Generator()
    assert g.manual_seed(7) is g and g.initial_seed() == 7
    first = yaten.rand(10, generator=g)
    g.manual_seed(7)
    assert (first == yaten.rand(10, generator=g)).all()


def test_negative_and_huge_seeds_wrap_or_fail_as_torchs():
    assert yaten.Generator().manual_seed(-1).initial_seed() == torch.Generator().manual_seed(-1).initial_seed()
    for bad in (2**64, 1.5, "a"):
        with pytest.raises(RuntimeError):
            torch.Generator().manual_seed(bad)
        with pytest.raises(RuntimeError):
            yaten.Generator().manual_seed(bad)


def test_state_round_trips_and_is_a_uint8_tensor():
    g = yaten.Generator().manual_seed(3)
    yaten.randn(5, generator=g)
    state = g.get_state()
    assert state.dtype == yaten.uint8 and state.dim() == 1
    after = yaten.randn(5, generator=g)
    assert g.set_state(state) is g
    assert (yaten.randn(5, generator=g) == after).all()


def test_set_state_refuses_what_torch_refuses():
    g = yaten.Generator()
    with pytest.raises(TypeError, match="ByteTensor"):
        g.set_state(yaten.zeros(3))
    with pytest.raises(RuntimeError):
        g.set_state(yaten.zeros(3, dtype=yaten.uint8))


def test_cuda_generators_are_refused():
    with pytest.raises(RuntimeError, match="not supported"):
        yaten.Generator("cuda")


def test_seed_is_nondeterministic_and_recorded():
    g = yaten.Generator()
    s = g.seed()
    assert s == g.initial_seed() and 0 <= s < 2**63 and g.seed() != s


def test_generators_are_isolated_from_the_default_and_each_other():
    a, b = yaten.Generator().manual_seed(1), yaten.Generator().manual_seed(1)
    yaten.manual_seed(1)
    x = yaten.rand(4, generator=a)
    yaten.rand(100)  # the default generator moves; a and b do not
    yaten.rand(7, generator=a)
    assert (yaten.rand(4, generator=b) == x).all()
    yaten.manual_seed(1)
    assert (yaten.rand(4) == x).all()  # same seed, same stream, whichever generator


def test_default_generator_functions_follow_torchs():
    assert yaten.manual_seed(5) is yaten.default_generator and yaten.initial_seed() == 5
    state = yaten.get_rng_state()
    x = yaten.rand(3)
    yaten.set_rng_state(state)
    assert (yaten.rand(3) == x).all()
    assert (yaten.random.get_rng_state() == yaten.get_rng_state()).all()
    s = yaten.seed()
    assert yaten.initial_seed() == s and yaten.random.initial_seed() == s
    assert yaten.random.manual_seed(9).initial_seed() == 9


def test_fork_rng_restores_the_default_generator():
    yaten.manual_seed(2)
    with yaten.random.fork_rng():
        inside = yaten.rand(3)
    assert (yaten.rand(3) == inside).all()
    with yaten.random.fork_rng(enabled=False):
        yaten.rand(3)
    assert not (yaten.rand(3) == inside).all()


@pytest.mark.parametrize("make", [
    lambda g: yaten.rand(100_000, generator=g),
    lambda g: yaten.randn(100_000, dtype=yaten.float64, generator=g),
    lambda g: yaten.randint(0, 1000, (100_000,), generator=g),
    lambda g: yaten.empty(400, 300).t().uniform_(-1, 2, generator=g),
    lambda g: yaten.empty(100_000).normal_(1, 3, generator=g),
])
def test_same_seed_same_values_whatever_the_thread_count(make):
    before = yaten.get_num_threads()
    try:
        results = []
        for threads in (1, 2, 4):
            yaten.set_num_threads(threads)
            results.append(make(yaten.Generator().manual_seed(11)))
    finally:
        yaten.set_num_threads(before)
    assert all((r == results[0]).all() for r in results[1:])


def test_generator_argument_must_be_a_generator():
    with pytest.raises(TypeError):
        yaten.rand(2, generator=3)
    with pytest.raises(TypeError):
        yaten.rand(2, generator=torch.Generator())


def test_rand_values_are_in_range_and_uniform():
    g = yaten.Generator().manual_seed(0)
    x = yaten.rand(200_000, generator=g)
    assert 0 <= float(x.min()) and float(x.max()) < 1
    assert abs(float(x.mean()) - 0.5) < 0.005 and abs(float(x.var()) - 1 / 12) < 0.002
    n = yaten.randn(200_000, generator=g, dtype=yaten.float64)
    assert abs(float(n.mean())) < 0.01 and abs(float(n.std()) - 1) < 0.01


def test_rrelu_draws_its_slopes_from_the_generator_given():
    """torch.rrelu(input, lower, upper, training, generator): each negative
    element's slope is the generator's next uniform draw in [lower, upper]."""
    got = yaten.rrelu(-yaten.ones(50), 0.1, 0.3, True, yaten.Generator().manual_seed(3))
    yaten.rand(10)  # the default generator plays no part
    slopes = yaten.rand(50, generator=yaten.Generator().manual_seed(3)) * 0.2 + 0.1
    assert yaten.allclose(got, -slopes)
    assert yaten.allclose(yaten.rrelu(-yaten.ones(50), 0.1, 0.3, training=True, generator=yaten.Generator().manual_seed(3)), got)
    theirs = torch.rrelu(-torch.ones(50), 0.1, 0.3, True, torch.Generator().manual_seed(3))
    assert ((theirs >= -0.3) & (theirs <= -0.1)).all() and ((got >= -0.3) & (got <= -0.1)).all()


# Every random op and overload of issue 18 that takes generator= in torch 1.13.
RANDOM_FORMS = {
    "rand": lambda m, g: m.rand(64, generator=g), "randn": lambda m, g: m.randn(64, generator=g),
    "randint": lambda m, g: m.randint(0, 9, (64,), generator=g), "randint high": lambda m, g: m.randint(9, (64,), generator=g),
    "randperm": lambda m, g: m.randperm(9, generator=g),
    "bernoulli": lambda m, g: m.bernoulli(m.full((64,), 0.5), generator=g),
    "bernoulli p": lambda m, g: m.bernoulli(m.full((64,), 0.5), 0.3, generator=g),
    "multinomial": lambda m, g: m.multinomial(m.ones(64), 2, generator=g),
    "poisson": lambda m, g: m.poisson(m.ones(64), generator=g),
    "binomial": lambda m, g: m.binomial(m.full((64,), 10.0), m.full((64,), 0.5), generator=g),
    "normal tensor tensor": lambda m, g: m.normal(m.zeros(64), m.ones(64), generator=g),
    "normal tensor float": lambda m, g: m.normal(m.zeros(64), 1.0, generator=g),
    "normal float tensor": lambda m, g: m.normal(0.0, m.ones(64), generator=g),
    "normal float float": lambda m, g: m.normal(0.0, 1.0, (64,), generator=g),
    "random_": lambda m, g: m.empty(64).random_(generator=g), "random_ to": lambda m, g: m.empty(64).random_(7, generator=g),
    "random_ from to": lambda m, g: m.empty(64).random_(2, 7, generator=g),
    "uniform_": lambda m, g: m.empty(64).uniform_(generator=g), "normal_": lambda m, g: m.empty(64).normal_(generator=g),
    "exponential_": lambda m, g: m.empty(64).exponential_(generator=g),
    "geometric_": lambda m, g: m.empty(64).geometric_(0.5, generator=g),
    "log_normal_": lambda m, g: m.empty(64).log_normal_(generator=g), "cauchy_": lambda m, g: m.empty(64).cauchy_(generator=g),
    "bernoulli_": lambda m, g: m.empty(64).bernoulli_(0.5, generator=g),
    "bernoulli_ tensor": lambda m, g: m.empty(64).bernoulli_(m.full((64,), 0.5), generator=g),
    "random_split": lambda m, g: m.stack([m.tensor(list(s)) for s in m.utils.data.random_split(range(10), [5, 5], generator=g)]),
}


@pytest.mark.parametrize("name", list(RANDOM_FORMS))
def test_every_random_form_takes_a_generator_and_repeats_its_stream(name):
    make = RANDOM_FORMS[name]
    make(torch, torch.Generator().manual_seed(3))  # torch takes the same call
    first = make(yaten, yaten.Generator().manual_seed(3))
    yaten.manual_seed(99)  # the default stream does not enter
    assert (make(yaten, yaten.Generator().manual_seed(3)) == first).all()
    assert not (make(yaten, yaten.Generator().manual_seed(4)) == first).all()
