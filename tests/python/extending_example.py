"""examples/extending_linear.py (the extending guide's Linear example) run
under either library: its one import line names the library."""
from pathlib import Path
from types import SimpleNamespace

SOURCE = (Path(__file__).resolve().parents[2] / "examples" / "extending_linear.py").read_text()


def extending_example(lib_name):
    """The example's namespace (LinearFunction, Linear) with `import yaten as torch` bound to lib_name."""
    namespace = {"__name__": f"extending_linear_{lib_name}"}
    exec(compile(SOURCE.replace("yaten", lib_name), "examples/extending_linear.py", "exec"), namespace)
    return SimpleNamespace(**namespace)
