"""yaten.utils.benchmark as the recipes use it (Timer's timeit,
blocked_autorange and adaptive_autorange on Python statements, with globals,
setup written inside indented strings, labels; Measurement's statistics and
report; Compare's tables), side by side with torch.utils.benchmark where
the two must agree. Timings themselves are never asserted."""
import re

import pytest

import yaten
from yaten.utils import benchmark as ybench

torch = pytest.importorskip("torch")
from torch.utils import benchmark as tbench  # noqa: E402

LIBS = [pytest.param(yaten, ybench, id="yaten"), pytest.param(torch, tbench, id="torch")]



@pytest.mark.parametrize("lib,bench", LIBS)
def test_timeit_runs_the_statement_with_globals_and_setup(lib, bench):
    calls = []
    x = lib.ones(128)
    timer = bench.Timer("calls.append(1); x * y", setup="y = torch.ones((128,))", globals={"x": x, "calls": calls},
                        label="mul", sub_label="[128]", description="broadcast", num_threads=1)
    m = timer.timeit(50)
    assert isinstance(m, bench.Measurement)
    assert len(calls) >= 50 and m.number_per_run == 50 and len(m.times) == 1
    assert m.times[0] == pytest.approx(m.raw_times[0] / 50) and m.median == m.mean == m.times[0]
    assert (m.title, m.label, m.sub_label, m.description, m.num_threads) == \
        ("mul: [128]", "mul", "[128]", "broadcast", 1)
    assert (m.stmt, m.setup) == ("calls.append(1); x * y", "y = torch.ones((128,))")
    text = repr(m)
    assert "mul: [128]\nbroadcast\nsetup: y = torch.ones((128,))\n" in text
    assert re.search(r"\n  \d+\.\d\d (ns|us|ms|s)\n  1 measurement, 50 runs , 1 thread$", text)


@pytest.mark.parametrize("lib,bench", LIBS)
def test_setup_and_statement_written_in_indented_strings(lib, bench):
    # timer_quick_start's form: an f-string setup indented like the code around it.
    b_size = 1
    timer = bench.Timer(
        "x * y",
        f"""
        x = torch.ones((128,))
        y = torch.ones(({b_size},))
        """,
    )
    m = timer.blocked_autorange(min_run_time=0.05)
    assert m.setup == "x = torch.ones((128,))\ny = torch.ones((1,))"
    assert "setup:\n  x = torch.ones((128,))\n  y = torch.ones((1,))\n" in repr(m)
    assert sum(m.raw_times) >= 0.05 and all(t > 0 for t in m.times)


def test_torch_in_the_statement_is_yaten():
    seen = []
    ybench.Timer("seen.append(torch)", globals={"seen": seen}).timeit(2)
    assert seen[0] is yaten


@pytest.mark.parametrize("lib,bench", LIBS)
def test_blocked_autorange_calls_back_each_block(lib, bench):
    blocks = []
    m = bench.Timer("sum(range(50))").blocked_autorange(callback=lambda n, t: blocks.append((n, t)),
                                                         min_run_time=0.05)
    assert [t for _, t in blocks] == m.raw_times
    assert all(n == m.number_per_run for n, _ in blocks)
    low, high = sorted(m.times)[0], sorted(m.times)[-1]
    assert low <= m.median <= high and 0 <= m.iqr <= high - low
    assert 1 <= m.significant_figures <= 4
    if len(m.times) > 1:
        assert re.search(r"  Median: .*\n  IQR: .*\(.* to .*\)\n  \d+ measurements, \d+ runs per measurement, "
                         r"1 thread", repr(m))


@pytest.mark.parametrize("lib,bench", LIBS)
def test_adaptive_autorange_stops_by_max_run_time(lib, bench):
    m = bench.Timer("sum(range(20))").adaptive_autorange(threshold=1e-9, max_run_time=0.05)
    assert sum(m.raw_times) >= 0.05 and len(m.times) >= 1


@pytest.mark.parametrize("lib,bench", LIBS)
def test_num_threads_applies_during_the_measurement_only(lib, bench):
    before = lib.get_num_threads()
    seen = []
    bench.Timer("seen.append(torch.get_num_threads())", globals={"seen": seen, "torch": lib},
                num_threads=1).timeit(3)
    assert set(seen) == {1} and lib.get_num_threads() == before


@pytest.mark.parametrize("lib,bench", LIBS)
def test_refusals_as_torch(lib, bench):
    for call in (lambda: bench.Timer(lambda: 1), lambda: bench.Timer("1", global_setup="int x;"),
                 lambda: bench.Timer("1", language="fortran")):
        with pytest.raises(ValueError):
            call()
    for call in (lambda: bench.Timer("1").repeat(), lambda: bench.Timer("1").autorange()):
        with pytest.raises(NotImplementedError):
            call()


def test_cpp_timing_is_refused_with_a_reason():
    with pytest.raises(NotImplementedError, match="C\\+\\+"):
        ybench.Timer("x * y;", "auto x = torch::ones({128});", language=ybench.Language.CPP)
    with pytest.raises(NotImplementedError, match="Callgrind|Valgrind"):
        ybench.Timer("1").collect_callgrind()


def fake_measurement(bench, times, **labels):
    spec = bench.Timer("x", **labels)._task_spec
    return bench.Measurement(number_per_run=10, raw_times=[t * 10 for t in times], task_spec=spec)


@pytest.mark.parametrize("lib,bench", LIBS)
def test_measurement_statistics_and_warnings(lib, bench):
    steady = fake_measurement(bench, [1e-6, 1.01e-6, 0.99e-6, 1e-6, 1.02e-6])
    noisy = fake_measurement(bench, [1e-6, 2e-6, 3e-6, 1e-6, 4e-6, 1e-6])
    assert steady.median == pytest.approx(1e-6) and steady.mean == pytest.approx(1.004e-6)
    assert not steady.has_warnings and steady.meets_confidence()
    assert noisy.has_warnings and not noisy.meets_confidence()
    assert "WARNING: Interquartile range is" in repr(noisy)
    merged = bench.Measurement.merge([steady, fake_measurement(bench, [2e-6])])
    assert len(merged) == 1 and sorted(merged[0].times) == sorted(steady.times + [2e-6])


@pytest.mark.parametrize("lib,bench", LIBS)
def test_compare_tables_rows_columns_and_unit(lib, bench):
    results = []
    for threads, scale in ((1, 1.0), (2, 0.5)):
        for size, extra in (("[1]", 0.0), ("[128]", 0.2)):
            for description, base in (("mul", 2e-6), ("mul method", 3e-6)):
                t = base * scale + extra * 1e-6
                results.append(fake_measurement(bench, [t] * 5, label="Mul", sub_label=size,
                                                description=description, num_threads=threads))
    compare = bench.Compare(results)
    text = str(compare)
    lines = text.splitlines()
    assert re.match(r"\[-+ Mul -+\]$", lines[0])
    assert "mul" in lines[1] and "mul method" in lines[1]
    assert [line.split()[0] for line in lines if "threads:" in line] == ["1", "2"]
    assert "Times are in microseconds (us)." in text
    row = next(line for line in lines if "[128]" in line)
    assert re.findall(r"\d+\.\d+", row) == ["2.2", "3.2"]
    compare.trim_significant_figures()
    compare.colorize()
    assert "\033[" in str(compare)
    with pytest.raises(ValueError):
        bench.Compare([1])
