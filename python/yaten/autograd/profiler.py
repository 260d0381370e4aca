"""yaten.autograd.profiler, torch.autograd.profiler's older API over the same
recorder as yaten.profiler: profile (a context manager whose results print as
the table), record_function, and the event classes."""
from yaten.profiler import _recorder
from yaten.profiler._events import EventList, FunctionEvent, FunctionEventAvg  # noqa: F401
from yaten.profiler._record_function import record_function  # noqa: F401


class profile:  # noqa: N801 - torch's name
    """with profile(record_shapes=True) as prof: ...; print(prof.key_averages().table(sort_by="self_cpu_time_total"))"""

    def __init__(self, enabled=True, *, use_cuda=False, record_shapes=False, with_flops=False, profile_memory=False,
                 with_stack=False, with_modules=False, use_kineto=False, use_cpu=True, experimental_config=None):
        if use_cuda:
            raise AssertionError("Torch not compiled with CUDA enabled")
        self.enabled, self.record_shapes, self.profile_memory = enabled, record_shapes, profile_memory
        self._session = None
        self.function_events = None

    def __enter__(self):
        if self.enabled:
            if self._session is not None:
                raise RuntimeError("Profiler context manager is not reentrant")
            self._session = _recorder.Session(self.record_shapes, self.profile_memory)
            _recorder.start(self._session)
        return self

    def __exit__(self, *exc):
        if self._session is not None:
            _recorder.stop(self._session)
            self.function_events = self._session.event_list()
        return False

    def _events(self):
        if self.function_events is None:
            raise RuntimeError("Profiler didn't finish running")
        return self.function_events

    def key_averages(self, group_by_input_shape=False, group_by_stack_n=0):
        return self._events().key_averages(group_by_input_shape, group_by_stack_n)

    def table(self, sort_by=None, row_limit=100, max_src_column_width=75, max_name_column_width=55,
              max_shapes_column_width=80, header=None, top_level_events_only=False):
        return self._events().table(sort_by, row_limit, max_src_column_width, max_name_column_width,
                                    max_shapes_column_width, header, top_level_events_only)

    def export_chrome_trace(self, path):
        self._events().export_chrome_trace(path)

    def total_average(self):
        return self._events().total_average()

    @property
    def self_cpu_time_total(self):
        return self._events().self_cpu_time_total

    def __str__(self):
        return self.table()
