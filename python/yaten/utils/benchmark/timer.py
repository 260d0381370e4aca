"""yaten.utils.benchmark.Timer: PyTorch's Timer for Python statements. The
statement runs through the standard library's timeit with the given
globals (`torch` bound to yaten unless the caller binds it), under the
requested thread count, and the results come back as Measurements. C++
statements and Callgrind counts need PyTorch's C++ toolchain; yaten refuses
them with an explanation."""
import enum
import textwrap
import timeit

from yaten.utils.benchmark.measurement import Measurement, TaskSpec

__all__ = ["Timer", "timer", "Language"]

timer = timeit.default_timer


class Language(enum.Enum):
    PYTHON = 0
    CPP = 1


_LANGUAGE_NAMES = {"py": Language.PYTHON, "python": Language.PYTHON, "c++": Language.CPP, "cpp": Language.CPP}


def _language(language):
    if isinstance(language, Language):
        return language
    if isinstance(language, str) and language.lower() in _LANGUAGE_NAMES:
        return _LANGUAGE_NAMES[language.lower()]
    raise ValueError(f"Invalid language `{language}`.")


def _tidy(code):
    """Code as written inside an indented triple-quoted string, made runnable: dedented, outer blank lines dropped."""
    return textwrap.dedent(code).strip("\n").rstrip()


def _no_cpp(what):
    return NotImplementedError(f"Timer: {what} needs PyTorch's C++ frontend and toolchain; yaten's Timer measures "
                               f"Python statements (language=Language.PYTHON)")


class _Threads:
    """Sets yaten's intra-op thread count for the duration of a measurement."""

    def __init__(self, n):
        self.n = n

    def __enter__(self):
        import yaten
        self.before = yaten.get_num_threads()
        yaten.set_num_threads(self.n)

    def __exit__(self, *exc):
        import yaten
        yaten.set_num_threads(self.before)


class Timer:
    def __init__(self, stmt="pass", setup="pass", global_setup="", timer=timer, globals=None, label=None,
                 sub_label=None, description=None, env=None, num_threads=1, language=Language.PYTHON):
        if not isinstance(stmt, str):
            raise ValueError("Currently only a `str` stmt is supported.")
        self._language = _language(language)
        if self._language is Language.CPP:
            raise _no_cpp("language=Language.CPP")
        if global_setup:
            raise ValueError(f"global_setup is C++ only, got `{global_setup}`.")
        if not isinstance(num_threads, int) or num_threads < 1:
            raise ValueError(f"num_threads must be a positive int (got {num_threads!r})")
        stmt, setup = _tidy(stmt), _tidy(setup)
        import yaten
        scope = {"torch": yaten}
        scope.update(globals or {})
        self._task_spec = TaskSpec(stmt=stmt, setup=setup, global_setup=global_setup, label=label,
                                   sub_label=sub_label, description=description, env=env, num_threads=num_threads)
        self._timer = timeit.Timer(stmt=stmt, setup=setup, timer=timer, globals=scope)

    def _run(self, number):
        return self._timer.timeit(number=number)

    def _measurement(self, number, times):
        return Measurement(number_per_run=number, raw_times=list(times), task_spec=self._task_spec)

    def timeit(self, number=1000000):
        """One block of `number` runs (after a shorter warm-up block)."""
        with _Threads(self._task_spec.num_threads):
            self._run(max(number // 100, 2))
            return self._measurement(number, [self._run(number)])

    def repeat(self, repeat=-1, number=-1):
        raise NotImplementedError("See `Timer.blocked_autorange.`")

    def autorange(self, callback=None):
        raise NotImplementedError("See `Timer.blocked_autorange.`")

    def _block_size(self, block_time):
        """How many runs last about block_time (at least one), from a block of at least 0.1 ms."""
        number = 1
        while True:
            spent = self._run(number)
            if spent >= 1e-4 or number >= 10 ** 9:
                break
            number *= 10
        return max(1, int(round(number * block_time / spent))) if spent > 0 else number

    def _blocks(self, number, callback, done):
        times = []
        while not done(times):
            t = self._run(number)
            times.append(t)
            if callback is not None:
                callback(number, t)
        return times

    def blocked_autorange(self, callback=None, min_run_time=0.2):
        """Blocks of equal size (each about a fiftieth of min_run_time, at least 0.1 ms)
        until min_run_time is spent; callback(number, seconds) after each."""
        with _Threads(self._task_spec.num_threads):
            number = self._block_size(max(min_run_time / 50, 1e-4))
            times = self._blocks(number, callback, lambda times: sum(times) >= min_run_time)
        return self._measurement(number, times)

    def adaptive_autorange(self, threshold=0.1, *, min_run_time=0.01, max_run_time=10.0, callback=None):
        """Blocks until their IQR is under threshold of their median (after at least
        min_run_time and 4 blocks), or max_run_time is spent."""
        def done(times):
            spent = sum(times)
            if spent >= max_run_time:
                return True
            if spent < min_run_time or len(times) < 4:
                return False
            return self._measurement(number, times).meets_confidence(threshold)

        with _Threads(self._task_spec.num_threads):
            number = self._block_size(1e-3)
            times = self._blocks(number, callback, done)
        return self._measurement(number, times)

    def collect_callgrind(self, number=100, *, collect_baseline=True, retain_out_file=False, repeats=None):
        raise _no_cpp("collect_callgrind (Valgrind instruction counts)")
