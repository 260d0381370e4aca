"""yaten.set_num_threads / get_num_threads, side by side with torch's."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


@pytest.fixture
def restore_threads():
    saved = yaten.get_num_threads()
    yield
    yaten.set_num_threads(saved)


def test_set_and_get_round_trip(restore_threads):
    for n in (1, 3, 2):
        yaten.set_num_threads(n)
        assert yaten.get_num_threads() == n


@pytest.mark.parametrize("bad", [0, -2, 2.5, "2", True])
def test_bad_counts_are_refused_as_torch_does(bad, restore_threads):
    before = yaten.get_num_threads()
    with pytest.raises(RuntimeError, match="set_num_threads expects") as ours:
        yaten.set_num_threads(bad)
    if not isinstance(bad, bool):  # torch takes True for 1
        with pytest.raises(RuntimeError) as theirs:
            torch.set_num_threads(bad)
        assert str(ours.value) == str(theirs.value)
    assert yaten.get_num_threads() == before


def test_results_do_not_depend_on_the_thread_count(restore_threads):
    rng = np.random.default_rng(0)
    x = yaten.tensor(rng.standard_normal((64, 16, 8, 8)).astype(np.float32), requires_grad=True)
    w = yaten.tensor(rng.standard_normal((32, 16, 3, 3)).astype(np.float32), requires_grad=True)

    def run():
        x.grad = w.grad = None
        out = yaten.nn.functional.max_pool2d(yaten.nn.functional.conv2d(x, w, padding=1).relu(), 2)
        out.sum().backward()
        return out.detach().numpy(), x.grad.numpy(), w.grad.numpy()
    results = []
    for n in (1, 2, 4):
        yaten.set_num_threads(n)
        results.append(run())
    for other in results[1:]:
        for a, b in zip(results[0], other):
            np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-5)


def test_init_num_threads_is_there_and_changes_nothing():
    before = yaten.get_num_threads()
    assert yaten.init_num_threads() is None and yaten.get_num_threads() == before
