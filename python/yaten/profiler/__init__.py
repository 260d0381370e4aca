"""yaten.profiler: torch.profiler's API over yaten's op recorder (see
yaten.profiler._recorder): profile, schedule, record_function,
tensorboard_trace_handler, ProfilerActivity (the CPU only)."""
from yaten.profiler._record_function import record_function
from yaten.profiler.profiler import (ProfilerAction, ProfilerActivity, profile, schedule, supported_activities,
                                     tensorboard_trace_handler)

__all__ = ["ProfilerAction", "ProfilerActivity", "profile", "record_function", "schedule", "supported_activities",
           "tensorboard_trace_handler"]
