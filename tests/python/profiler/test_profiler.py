"""yaten.profiler and yaten.autograd.profiler against torch's: the same
program profiled in both records the calls it makes (names, counts, input
shapes), nests them under record_function ranges, follows the schedule's
steps, and prints and exports what torch's does."""
import json
import warnings

import pytest

import yaten

torch = pytest.importorskip("torch")


def program(lib, model=None):
    model = model or lib.nn.Sequential(lib.nn.Linear(8, 4), lib.nn.ReLU())
    x = lib.ones(16, 8)
    with lib.profiler.record_function("model_inference"):
        y = model(x)
    z = (y * 2).sum()
    lib.mm(lib.ones(2, 3), lib.ones(3, 2))
    return z


def averages(prof, **kwargs):
    return {e.key: e for e in prof.key_averages(**kwargs)}


def outermost_counts(prof):
    """How many times each op was called from outside itself. torch 1.13 at
    times also records the op's inner redispatch (aten::sum(x) calling
    aten::sum.dim_IntList) and at times does not, sometimes without linking
    it to its parent: an event that starts inside an earlier one of the same
    name on the same thread is that call's inside, not a call of its own."""
    events = sorted(prof.events(), key=lambda e: (e.time_range.start, e.id))
    counts, open_by_name = {}, {}
    for e in events:
        outer_end = open_by_name.get((e.name, e.thread))
        if outer_end is not None and e.time_range.start < outer_end:
            continue
        open_by_name[(e.name, e.thread)] = e.time_range.end
        counts[e.name] = counts.get(e.name, 0) + 1
    return counts


def test_records_each_call_the_program_makes():
    models = {lib: lib.nn.Sequential(lib.nn.Linear(8, 4), lib.nn.ReLU()) for lib in (torch, yaten)}
    with yaten.profiler.profile(activities=[yaten.profiler.ProfilerActivity.CPU], record_shapes=True) as ours:
        program(yaten, models[yaten])
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU], record_shapes=True) as theirs:
        program(torch, models[torch])
    mine, torchs = averages(ours), averages(theirs)
    # torch also records the ops those calls make inside (aten::addmm under aten::linear); yaten records the calls.
    assert set(mine) <= set(torchs)
    assert {"model_inference", "aten::linear", "aten::relu", "aten::mul", "aten::sum", "aten::mm"} <= set(mine)
    torch_calls = outermost_counts(theirs)
    for name in ("aten::linear", "aten::relu", "aten::mul", "aten::sum", "aten::mm", "model_inference"):
        assert mine[name].count == torch_calls[name], name
    shaped = {(e.key, str(e.input_shapes)) for e in ours.key_averages(group_by_input_shape=True)}
    assert ("aten::mm", "[[2, 3], [3, 2]]") in shaped and ("aten::relu", "[[16, 4]]") in shaped
    assert all(e.cpu_time_total >= e.self_cpu_time_total >= 0 for e in ours.key_averages())


def test_record_function_ranges_hold_the_calls_inside():
    with yaten.profiler.profile() as prof:
        program(yaten)
    events = prof.events()
    (outer,) = [e for e in events if e.name == "model_inference"]
    assert [c.name for c in outer.cpu_children] == ["aten::linear", "aten::relu"]
    assert all(c.cpu_parent is outer for c in outer.cpu_children)
    assert outer.cpu_time_total >= sum(c.cpu_time_total for c in outer.cpu_children)
    assert outer.self_cpu_time_total == pytest.approx(outer.cpu_time_total - sum(c.cpu_time_total
                                                                                 for c in outer.cpu_children))


def test_nothing_is_recorded_outside_and_record_function_is_free_there():
    with yaten.profiler.record_function("alone"):
        yaten.ones(2) + 1
    with yaten.profiler.profile() as prof:
        pass
    assert list(prof.key_averages()) == []
    assert yaten._C._torch_function_mode_stack() == []


@pytest.mark.parametrize("kwargs", [dict(wait=1, warmup=1, active=2, repeat=1), dict(wait=0, warmup=1, active=1),
                                    dict(wait=2, warmup=0, active=3, repeat=2, skip_first=1)])
def test_schedule_hands_over_the_same_traces_as_torch(kwargs):
    traces = {}
    for lib in (torch, yaten):
        seen = traces[lib.__name__] = []
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            plan, torch_plan = lib.profiler.schedule(**kwargs), torch.profiler.schedule(**kwargs)
        assert any("warmup" in str(w.message) for w in caught) == (kwargs["warmup"] == 0)
        assert [plan(s).name for s in range(12)] == [torch_plan(s).name for s in range(12)]

        def ready(prof):
            seen.append((prof.step_num, sum(e.count for e in prof.key_averages() if e.key == "aten::mul")))
        with lib.profiler.profile(schedule=plan, on_trace_ready=ready) as prof:
            for step in range(10):
                lib.ones(3) * step
                prof.step()
    assert traces["yaten"] == traces["torch"]


def test_table_sorts_limits_and_reports_totals():
    model = yaten.nn.Sequential(yaten.nn.Linear(8, 4), yaten.nn.ReLU())
    with yaten.profiler.profile(record_shapes=True, profile_memory=True) as prof:
        program(yaten, model)
    table = prof.key_averages().table(sort_by="cpu_time_total", row_limit=3)
    lines = table.splitlines()
    assert "Name" in lines[1] and "Self CPU %" in lines[1] and "# of Calls" in lines[1] and "CPU Mem" in lines[1]
    assert len(lines) == 3 + 3 + 2  # rule, column names, rule; three rows; rule, total
    by_total = sorted(prof.key_averages(), key=lambda e: e.cpu_time_total, reverse=True)
    assert [line.split()[0] for line in lines[3:6]] == [e.key for e in by_total[:3]]
    assert lines[-1].startswith("Self CPU time total:")
    shapes = prof.key_averages(group_by_input_shape=True).table(sort_by="count")
    assert "Input Shapes" in shapes and "[[2, 3], [3, 2]]" in shapes
    assert averages(prof)["aten::mul"].cpu_memory_usage >= 16 * 4 * 4  # the (16, 4) float32 result


def test_exports_chrome_trace_and_tensorboard_files(tmp_path):
    with yaten.profiler.profile(on_trace_ready=yaten.profiler.tensorboard_trace_handler(str(tmp_path / "tb"))) as prof:
        program(yaten)
    prof.export_chrome_trace(str(tmp_path / "trace.json"))
    events = json.loads((tmp_path / "trace.json").read_text())["traceEvents"]
    names = {e["name"] for e in events}
    assert {"aten::mm", "model_inference"} <= names and all(e["ph"] == "X" and e["dur"] >= 0 for e in events)
    written = list((tmp_path / "tb").iterdir())
    assert len(written) == 1 and written[0].name.endswith(".pt.trace.json")
    assert json.loads(written[0].read_text())["traceEvents"]


def test_autograd_profiler_older_api():
    for lib in (torch, yaten):
        with lib.autograd.profiler.profile(record_shapes=True) as prof:
            lib.mm(lib.ones(2, 3), lib.ones(3, 2))
            with lib.autograd.profiler.record_function("block"):
                lib.ones(2).relu()
        keys = {e.key for e in prof.key_averages()}
        assert {"aten::mm", "aten::relu", "block"} <= keys
        assert "Self CPU time total" in prof.key_averages().table(sort_by="self_cpu_time_total")
        assert prof.self_cpu_time_total > 0
    with pytest.raises(AssertionError):
        yaten.autograd.profiler.profile(use_cuda=True)


def test_cuda_activity_warns_and_records_the_cpu():
    assert yaten.profiler.supported_activities() == {yaten.profiler.ProfilerActivity.CPU}
    with pytest.warns(UserWarning, match="CUDA"):
        prof = yaten.profiler.profile(activities=[yaten.profiler.ProfilerActivity.CPU,
                                                  yaten.profiler.ProfilerActivity.CUDA])
    with prof:
        yaten.ones(2) * 2
    assert "aten::mul" in averages(prof)
