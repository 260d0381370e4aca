"""yaten.utils.benchmark: PyTorch's benchmark helpers for Python statements
(Timer, Measurement, Compare). Fuzzers and C++/Callgrind timing are not
provided."""
from yaten.utils.benchmark.compare import Colorize, Compare  # noqa: F401
from yaten.utils.benchmark.measurement import Measurement, TaskSpec, select_unit, trim_sigfig  # noqa: F401
from yaten.utils.benchmark.timer import Language, Timer, timer  # noqa: F401
