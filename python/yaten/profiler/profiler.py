"""yaten.profiler.profile, torch.profiler's: records the op calls of a block
of code (see _recorder for how), with a schedule of steps to skip, warm up
and record, and on_trace_ready called with each finished recording."""
import enum
import os
import socket
import time
import warnings

from yaten.profiler import _recorder


class ProfilerActivity(enum.Enum):
    CPU = 0
    CUDA = 1


def supported_activities():
    """What this build can profile: the CPU (there is no CUDA device)."""
    return {ProfilerActivity.CPU}


class ProfilerAction(enum.Enum):
    NONE = 0
    WARMUP = 1
    RECORD = 2
    RECORD_AND_SAVE = 3


def schedule(*, wait, warmup, active, repeat=0, skip_first=0):
    """step number -> ProfilerAction: after skip_first steps, cycles of wait steps doing nothing, warmup steps
    recording to throw away, and active steps recording (the last of a cycle hands the trace over); repeat
    cycles (0: for ever)."""
    if wait < 0 or warmup < 0 or active <= 0 or repeat < 0 or skip_first < 0:
        raise AssertionError("Invalid profiler schedule arguments")
    if warmup == 0:
        warnings.warn("Profiler won't be using warmup, this can skew profiler results")

    def action(step):
        if step < skip_first:
            return ProfilerAction.NONE
        step -= skip_first
        cycle = wait + warmup + active
        if repeat > 0 and step // cycle >= repeat:
            return ProfilerAction.NONE
        position = step % cycle
        if position < wait:
            return ProfilerAction.NONE
        if position < wait + warmup:
            return ProfilerAction.WARMUP
        return ProfilerAction.RECORD if position < cycle - 1 else ProfilerAction.RECORD_AND_SAVE
    return action


def _always_record(step):
    return ProfilerAction.RECORD


def tensorboard_trace_handler(dir_name, worker_name=None, use_gzip=False):
    """An on_trace_ready that writes each trace as Chrome trace JSON into dir_name, as TensorBoard's plugin reads."""
    def handler(prof):
        os.makedirs(dir_name, exist_ok=True)
        worker = worker_name or f"{socket.gethostname()}_{os.getpid()}"
        path = os.path.join(dir_name, f"{worker}.{time.time_ns() // 1_000_000}.pt.trace.json")
        if use_gzip:
            import gzip
            import tempfile
            with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as scratch:
                prof.export_chrome_trace(scratch.name)
            with open(scratch.name, "rb") as src, gzip.open(path + ".gz", "wb") as dst:
                dst.write(src.read())
            os.unlink(scratch.name)
        else:
            prof.export_chrome_trace(path)
    return handler


class profile:  # noqa: N801 - torch's name
    """with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as prof: ...;
    prof.key_averages().table(sort_by="cpu_time_total"). prof.step() marks the end of a step of the schedule."""

    def __init__(self, *, activities=None, schedule=None, on_trace_ready=None, record_shapes=False,
                 profile_memory=False, with_stack=False, with_flops=False, with_modules=False,
                 experimental_config=None, use_cuda=None):
        activities = set(activities) if activities is not None else supported_activities()
        if use_cuda or ProfilerActivity.CUDA in activities:
            warnings.warn("CUDA is not available: the profiler records CPU activity only")
        self.activities = activities - {ProfilerActivity.CUDA}
        self.schedule = schedule or _always_record
        self.on_trace_ready = on_trace_ready
        self.record_shapes, self.profile_memory, self.with_stack = record_shapes, profile_memory, with_stack
        self.step_num = 0
        self.current_action = ProfilerAction.NONE
        self._session = None
        self._finished = None

    # --- recording -----------------------------------------------------

    def _recording(self, action):
        return ProfilerActivity.CPU in self.activities and action is not ProfilerAction.NONE

    def _begin(self):
        self._session = _recorder.Session(self.record_shapes, self.profile_memory)
        _recorder.start(self._session)

    def _end(self):
        _recorder.stop(self._session)
        session, self._session = self._session, None
        return session

    def _transition(self, previous, action):
        """Warm-up events are dropped when warming up ends; a recording is handed over when its RECORD steps end
        (at a RECORD_AND_SAVE step's end, or a RECORD step followed by no recording)."""
        if self._session is not None:
            if previous is ProfilerAction.WARMUP and action is not ProfilerAction.WARMUP:
                self._end()
            elif previous is ProfilerAction.RECORD_AND_SAVE or (
                    previous is ProfilerAction.RECORD and action not in (ProfilerAction.RECORD,
                                                                           ProfilerAction.RECORD_AND_SAVE)):
                self._hand_over(self._end())
        if self._session is None and self._recording(action):
            self._begin()

    def _hand_over(self, session):
        self._finished = session
        if self.on_trace_ready is not None:
            self.on_trace_ready(self)

    def start(self):
        self.step_num = 0
        self.current_action = self.schedule(self.step_num)
        self._transition(ProfilerAction.NONE, self.current_action)

    def stop(self):
        self._transition(self.current_action, ProfilerAction.NONE)
        self.current_action = ProfilerAction.NONE

    def step(self):
        """Ends a step: the schedule's next action begins (a finished recording goes to on_trace_ready)."""
        previous = self.current_action
        self.step_num += 1
        self.current_action = self.schedule(self.step_num)
        self._transition(previous, self.current_action)

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        self.stop()
        return False

    # --- results -------------------------------------------------------

    def _results(self):
        session = self._finished or self._session
        if session is None:
            raise AssertionError("the profiler has recorded nothing yet")
        return session

    def events(self):
        return self._results().event_list()

    def key_averages(self, group_by_input_shape=False, group_by_stack_n=0):
        if group_by_input_shape and not self.record_shapes:
            raise AssertionError("group_by_input_shape needs record_shapes=True")
        return self.events().key_averages(group_by_input_shape, group_by_stack_n)

    def export_chrome_trace(self, path):
        self.events().export_chrome_trace(path)

    def export_stacks(self, path, metric="self_cpu_time_total"):
        raise RuntimeError("export_stacks: yaten's profiler records no Python stacks (with_stack) to export")
