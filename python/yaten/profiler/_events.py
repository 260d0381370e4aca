"""What the profiler recorded: one FunctionEvent per op call or
record_function range (name, CPU time, input shapes, memory, children),
their averages by name (key_averages), and the table and Chrome trace
torch's profiler prints and writes."""
import collections
import json
import os


class FunctionEvent:
    """One op call or record_function range. Times are in microseconds, as torch's."""

    def __init__(self, id, name, thread, start_ns, input_shapes=(), kind="cpu_op"):
        self.id, self.name, self.thread, self.kind = id, name, thread, kind
        self.input_shapes = [list(s) for s in input_shapes]
        self.start_ns = self.end_ns = start_ns
        self.cpu_children = []
        self.cpu_parent = None
        self.cpu_memory_usage = 0
        self.count = 1
        self.cuda_time_total = self.self_cuda_time_total = 0
        self.is_async = False

    @property
    def key(self):
        return self.name

    @property
    def time_range(self):
        return (self.start_ns / 1000, self.end_ns / 1000)

    @property
    def cpu_time_total(self):
        return (self.end_ns - self.start_ns) / 1000

    cpu_time = cpu_time_total

    @property
    def self_cpu_time_total(self):
        return self.cpu_time_total - sum(child.cpu_time_total for child in self.cpu_children)

    @property
    def self_cpu_memory_usage(self):
        return self.cpu_memory_usage - sum(child.cpu_memory_usage for child in self.cpu_children)

    def __repr__(self):
        return (f"<FunctionEvent id={self.id} name={self.name} cpu_time={_format_time(self.cpu_time_total)} "
                f"input_shapes={self.input_shapes}>")


class FunctionEventAvg:
    """The events of one name (and input shapes, when grouped by them), summed."""

    def __init__(self, key, input_shapes=None):
        self.key, self.input_shapes = key, input_shapes
        self.count = 0
        self.cpu_time_total = self.self_cpu_time_total = 0.0
        self.cpu_memory_usage = self.self_cpu_memory_usage = 0
        self.cuda_time_total = self.self_cuda_time_total = 0

    def add(self, event):
        self.count += event.count
        self.cpu_time_total += event.cpu_time_total
        self.self_cpu_time_total += event.self_cpu_time_total
        self.cpu_memory_usage += event.cpu_memory_usage
        self.self_cpu_memory_usage += event.self_cpu_memory_usage
        return self

    @property
    def cpu_time(self):
        return self.cpu_time_total / max(self.count, 1)

    def __repr__(self):
        return (f"<FunctionEventAvg key={self.key} self_cpu_time={_format_time(self.self_cpu_time_total)} "
                f"cpu_time={_format_time(self.cpu_time)} input_shapes={self.input_shapes}>")


class EventList(list):
    """A list of events (or of their averages) that prints as torch's table."""

    def __init__(self, *args, profile_memory=False, with_shapes=False):
        super().__init__(*args)
        self._profile_memory, self._with_shapes = profile_memory, with_shapes

    @property
    def self_cpu_time_total(self):
        return sum(event.self_cpu_time_total for event in self)

    def key_averages(self, group_by_input_shape=False, group_by_stack_n=0):
        """The events averaged by name (and input shapes), in order of first appearance."""
        groups = collections.OrderedDict()
        for event in self:
            shapes = str(event.input_shapes) if group_by_input_shape else None
            key = (event.key, shapes)
            if key not in groups:
                groups[key] = FunctionEventAvg(event.key, event.input_shapes if group_by_input_shape else None)
            groups[key].add(event)
        return EventList(groups.values(), profile_memory=self._profile_memory, with_shapes=group_by_input_shape)

    def total_average(self):
        total = FunctionEventAvg("Total")
        for event in self:
            total.add(event)
        return total

    def table(self, sort_by=None, row_limit=100, max_src_column_width=75, max_name_column_width=55,
              max_shapes_column_width=80, header=None, top_level_events_only=False):
        """The events as torch prints them: name, self and total CPU time (and share), average, calls."""
        rows = [e for e in self if not top_level_events_only or getattr(e, "cpu_parent", None) is None]
        if sort_by is not None:
            rows = sorted(rows, key=lambda e: getattr(e, sort_by), reverse=True)
        if row_limit is not None and row_limit >= 0:
            rows = rows[:row_limit]
        return _table(rows, self.self_cpu_time_total, header, max_name_column_width, max_shapes_column_width,
                      self._profile_memory, self._with_shapes)

    def export_chrome_trace(self, path):
        """Writes the events as a Chrome trace (chrome://tracing, Perfetto): one complete event each."""
        pid = os.getpid()
        trace = [{"name": e.name, "ph": "X", "cat": e.kind, "ts": e.start_ns / 1000, "dur": e.cpu_time_total,
                  "pid": pid, "tid": e.thread, "args": {"Input Dims": e.input_shapes}} for e in self]
        with open(path, "w") as f:
            json.dump({"traceEvents": trace, "displayTimeUnit": "ms"}, f)

    def __str__(self):
        return self.table()


def _format_time(us):
    if us >= 1e6:
        return f"{us / 1e6:.3f}s"
    if us >= 1e3:
        return f"{us / 1e3:.3f}ms"
    return f"{us:.3f}us"


def _format_memory(nbytes):
    for unit, size in (("Gb", 1 << 30), ("Mb", 1 << 20), ("Kb", 1 << 10)):
        if abs(nbytes) >= size:
            return f"{nbytes / size:.2f} {unit}"
    return f"{nbytes} b"


def _table(rows, self_total, header, name_width, shapes_width, with_memory, with_shapes):
    name_width = min(name_width, max([len("Name")] + [len(r.key) for r in rows]) + 2)
    columns = ["Self CPU %", "Self CPU", "CPU total %", "CPU total", "CPU time avg"]
    if with_memory:
        columns += ["CPU Mem", "Self CPU Mem"]
    columns.append("# of Calls")
    if with_shapes:
        columns.append("Input Shapes")
    widths = [12] * (len(columns) - with_shapes) + ([shapes_width] if with_shapes else [])
    rule = "-" * name_width + "  " + "  ".join("-" * w for w in widths) + "  "

    def line(name, cells):
        text = name[:name_width - 3] + "..." if len(name) > name_width else name
        out = text.rjust(name_width) + "  "
        for index, (cell, width) in enumerate(zip(cells, widths)):
            shapes = with_shapes and index == len(widths) - 1
            out += (str(cell)[:width].ljust(width) if shapes else str(cell).rjust(width)) + "  "
        return out

    share = (lambda us: f"{100 * us / self_total:.2f}%") if self_total else (lambda us: "0.00%")
    lines = ([header] if header else []) + [rule, line("Name", columns), rule]
    for r in rows:
        cells = [share(r.self_cpu_time_total), _format_time(r.self_cpu_time_total), share(r.cpu_time_total),
                 _format_time(r.cpu_time_total), _format_time(r.cpu_time)]
        if with_memory:
            cells += [_format_memory(r.cpu_memory_usage), _format_memory(r.self_cpu_memory_usage)]
        cells.append(r.count)
        if with_shapes:
            cells.append(str(r.input_shapes))
        lines.append(line(r.key, cells))
    lines += [rule, f"Self CPU time total: {_format_time(self_total)}", ""]
    return "\n".join(lines)
