"""What reading op facts costs (issue 23): yaten's come from the C++ op
registry through _C, on first use; torch's from its JIT operator registry.
In-process, taking turns call by call (bench/run.py interleaved): one op's
description (yaten.ops.schema("add") against
torch._C._jit_get_schemas_for_operator("aten::add")). In fresh processes
(min of 5): `import yaten` against `import torch`, and the import followed by
every op's description (yaten.ops.schemas() against
torch._C._jit_get_all_schemas()), less the import.

    /usr/bin/python3 bench/op_facts.py [-k NAME-SUBSTRING]
"""
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import torch  # noqa: E402
import yaten  # noqa: E402
from run import arguments, import_time, report  # noqa: E402

EVERY_OP = {"yaten": "yaten.ops.schemas()", "torch": "torch._C._jit_get_all_schemas()"}


def first_use_seconds(lib: str) -> float:
    """Seconds from after `import lib` to every op's description, in a fresh process."""
    code = (f"import time, {lib}; t = time.perf_counter(); {EVERY_OP[lib]}; "
            "print(time.perf_counter() - t)")
    return min(float(subprocess.check_output([sys.executable, "-c", code])) for _ in range(5))


def main():
    args = arguments(__doc__)
    width, _ = report({"schema('add'), cached": {
        "yaten": lambda: yaten.ops.schema("add"),
        "torch": lambda: torch._C._jit_get_schemas_for_operator("aten::add")}}, args)
    for name, measure in (("import", import_time), ("all facts, first use", first_use_seconds)):
        if args.k in name:
            y, t = measure("yaten"), measure("torch")
            print(f"{name:<{width}}{y * 1e6:10.0f}us{t * 1e6:10.0f}us{y / t:>13.2f}", flush=True)


if __name__ == "__main__":
    main()
