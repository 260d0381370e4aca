"""What yaten.utils.benchmark.Timer measures: the task (statement, setup and
the labels Compare groups by) and a Measurement of it, the raw block times
and the statistics PyTorch's Measurement reports (median, mean, IQR, how
many significant figures the spread allows, and a warning when it is wide)."""
import collections
import dataclasses
import math
import statistics
import textwrap
from typing import Any, Dict, List, Optional

# An IQR above this fraction of the median is reported; above the second, in stronger words.
SPREAD_WARNING = 0.1
GROSS_SPREAD_WARNING = 0.25
UNITS = ((1e-9, "ns"), (1e-6, "us"), (1e-3, "ms"), (1.0, "s"))
UNIT_NAMES = {"ns": "nanoseconds", "us": "microseconds", "ms": "milliseconds", "s": "seconds"}


def select_unit(seconds):
    """(unit, seconds per unit) that shows `seconds` with 1 to 3 digits before the point."""
    unit, scale = UNITS[0][1], UNITS[0][0]
    for size, name in UNITS:
        if seconds >= size:
            unit, scale = name, size
    return unit, scale


def unit_to_english(unit):
    return UNIT_NAMES[unit]


def trim_sigfig(x, n):
    """x rounded to n significant figures."""
    if x == 0 or not math.isfinite(x):
        return x
    digits = n - 1 - int(math.floor(math.log10(abs(x))))
    return round(x, digits)


def ordered_unique(items):
    return list(dict.fromkeys(items))


@dataclasses.dataclass(init=True, repr=False, eq=True, frozen=True)
class TaskSpec:
    """The measured work and how results are labelled."""
    stmt: str
    setup: str
    global_setup: str = ""
    label: Optional[str] = None
    sub_label: Optional[str] = None
    description: Optional[str] = None
    env: Optional[str] = None
    num_threads: int = 1

    @property
    def title(self):
        if self.label is not None:
            return self.label + (f": {self.sub_label}" if self.sub_label else "")
        if "\n" not in self.stmt:
            return self.stmt + (f": {self.sub_label}" if self.sub_label else "")
        return f"stmt:{f' ({self.sub_label})' if self.sub_label else ''}\n{textwrap.indent(self.stmt, '  ')}"

    def setup_str(self):
        if self.setup.strip() in ("", "pass"):
            return ""
        if "\n" not in self.setup:
            return f"setup: {self.setup}"
        return f"setup:\n{textwrap.indent(self.setup, '  ')}"

    def summarize(self):
        lines = [self.title, self.description or "", self.setup_str()]
        return "\n".join(line for line in lines if line)


@dataclasses.dataclass(init=True, repr=False)
class Measurement:
    """raw_times: seconds per block of number_per_run runs of task_spec."""
    number_per_run: int
    raw_times: List[float]
    task_spec: TaskSpec
    metadata: Optional[Dict[Any, Any]] = None

    def __getattr__(self, name):
        # m.stmt, m.label, m.num_threads, ...: the task's fields, as PyTorch's Measurement offers them.
        if name != "task_spec" and name in TaskSpec.__dataclass_fields__:
            return getattr(self.task_spec, name)
        raise AttributeError(f"'Measurement' object has no attribute '{name}'")

    @property
    def times(self):
        """Seconds per run, one per block."""
        return [t / self.number_per_run for t in self.raw_times]

    @property
    def median(self):
        return statistics.median(self.times)

    @property
    def mean(self):
        return statistics.fmean(self.times)

    def _quartiles(self):
        times = sorted(self.times)
        if len(times) < 2:
            return times[0], times[0]
        q = statistics.quantiles(times, n=4, method="inclusive")
        return q[0], q[2]

    @property
    def iqr(self):
        low, high = self._quartiles()
        return high - low

    @property
    def significant_figures(self):
        """How many figures of the median the spread of the blocks supports (1 to 4)."""
        n = len(self.times)
        if n < 4 or self.iqr == 0:
            return 1 if n < 4 else 4
        # The median's standard error, from the IQR of a normal spread (IQR = 1.349 sigma).
        error = 1.2533 * (self.iqr / 1.349) / math.sqrt(n)
        return max(1, min(4, int(math.floor(math.log10(self.median / error)))))

    def _warnings(self):
        if len(self.times) < 4 or self.median == 0:
            return []
        spread = self.iqr / self.median
        if spread <= SPREAD_WARNING:
            return []
        why = ("This suggests significant environmental influence." if spread > GROSS_SPREAD_WARNING
               else "This could indicate system fluctuation.")
        return [f"Interquartile range is {spread * 100:.1f}% of the median measurement.\n{why}"]

    @property
    def has_warnings(self):
        return bool(self._warnings())

    def meets_confidence(self, threshold=SPREAD_WARNING):
        return self.iqr / self.median < threshold

    @property
    def title(self):
        return self.task_spec.title

    @property
    def env(self):
        return "Unspecified env" if self.task_spec.env is None else self.task_spec.env

    @property
    def as_row_name(self):
        return self.sub_label or self.stmt or "[Unknown]"

    def __repr__(self):
        unit, scale = select_unit(self.median)
        lines = [object.__repr__(self), self.task_spec.summarize()]
        threads = f"{self.num_threads} thread{'s' if self.num_threads != 1 else ''}"
        if len(self.times) == 1:
            lines.append(f"  {self.median / scale:.2f} {unit}")
            lines.append(f"  1 measurement, {self.number_per_run} runs , {threads}")
        else:
            low, high = self._quartiles()
            lines.append(f"  Median: {self.median / scale:.2f} {unit}")
            lines.append(f"  IQR:    {self.iqr / scale:.2f} {unit} ({low / scale:.2f} to {high / scale:.2f})")
            lines.append(f"  {len(self.times)} measurements, {self.number_per_run} runs per measurement, {threads}")
        for warning in self._warnings():
            first, *rest = warning.split("\n")
            lines.append(f"  WARNING: {first}")
            lines.extend(f"           {line}" for line in rest)
        return "\n".join(lines)

    @staticmethod
    def merge(measurements):
        """One Measurement per task, pooling the seconds per run of all measurements of it."""
        by_task = collections.OrderedDict()
        for m in measurements:
            by_task.setdefault(m.task_spec, []).append(m)
        merged = []
        for task, group in by_task.items():
            times = [t for m in group for t in m.times]
            merged.append(Measurement(number_per_run=1, raw_times=times, task_spec=task, metadata=None))
        return merged
