"""What adding an op costs, measured: `/usr/bin/python3 bench/incremental.py`.

1. codegen: loading ops.yaml and rendering every generated file (in process,
   best of 5), and `python3 -m codegen --check` as a command (best of 3).
   Goal: under 1 s.
2. A no-change `ninja -C build` (best of 3). Goal: under 2 s.
3. Adding one op: a trivial elementwise op appended to a family of ops.yaml
   (default `unary`) and its kernel to the first file of runtime/kernels/<family>/
   that includes per-op kernel headers (a new file named after the op in a
   family of pointwise ops only, as unary now is), then
   codegen and `ninja -C build -d explain`: the translation units compiled,
   the time, and for each unit the changed files it depends on (from
   ninja's dependency log). Goal: a few units, under 60 s. The tree is put
   back afterwards (files restored, codegen, rebuild; also timed) even when
   a step fails or is interrupted.

Run it in an idle, built tree (it edits ops.yaml and the kernel file in
place for the duration). `--no-add` skips step 3. `--since REV` first
reports the hand-written lines per op of a bulk of ops added since REV
(ops.yaml, kernels and composites, samples).
"""
from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = "/usr/bin/python3"
OP_NAME = "bench_added_op"


def timed(cmd: list[str], **kw) -> tuple[float, subprocess.CompletedProcess]:
    start = time.perf_counter()
    result = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, **kw)
    return time.perf_counter() - start, result


def codegen_in_process(rounds: int = 5, clock=time.perf_counter) -> float:
    sys.path.insert(0, str(ROOT))
    from codegen import gen_docs
    from codegen.file_manager import FileManager
    from codegen.generate import render_all
    from codegen.model.load import formula_helper_names, load_ops

    best = float("inf")
    for _ in range(rounds):
        start = clock()
        ops = load_ops(ROOT / "ops.yaml", formula_helper_names(ROOT / "autograd" / "formula_helpers.h"))
        fm = FileManager(ROOT / "generated", ROOT / "codegen" / "templates", dry_run=True)
        render_all(ops, fm)
        fm.render("ops.md.j2", gen_docs.env(ops))
        fm.check()
        best = min(best, clock() - start)
    return best


def codegen_command(rounds: int = 3) -> float:
    times = []
    for _ in range(rounds):
        seconds, result = timed([PY, "-m", "codegen", "--check"])
        if result.returncode != 0:
            raise SystemExit(f"codegen --check failed; regenerate first:\n{result.stderr}")
        times.append(seconds)
    return min(times)


def ninja(build: Path, explain: bool = False) -> tuple[float, str]:
    cmd = ["ninja", "-C", str(build)] + (["-d", "explain"] if explain else [])
    seconds, result = timed(cmd)
    if result.returncode != 0:
        raise RuntimeError(f"ninja failed:\n{result.stdout[-4000:]}{result.stderr[-4000:]}")
    return seconds, result.stdout + result.stderr


def compiled_objects(log: str) -> list[str]:
    return re.findall(r"Compiling C\+\+ object (\S+)", log)


def no_change_rebuild(build: Path, rounds: int = 3) -> tuple[float, int]:
    ninja(build)  # settle
    runs = [ninja(build) for _ in range(rounds)]
    return min(s for s, _ in runs), max(len(compiled_objects(log)) for _, log in runs)


def family_insert_point(lines: list[str], family: str) -> int:
    """The index after the last line of `family`'s entries."""
    start = lines.index(f"{family}:\n")
    for i in range(start + 1, len(lines)):
        if re.match(r"^[A-Za-z_]+:\s*$", lines[i]):
            end = i
            break
    else:
        end = len(lines)
    while lines[end - 1].strip() == "":
        end -= 1
    return end


ENTRY = f"""  - func: {OP_NAME}(Tensor self) -> Tensor
    variants: [function, method]
    derivatives:
      self: grad * 2
    result: auto_element_wise
    doc: Returns 2 * self (added by bench/incremental.py, then removed).
"""

# As a kernel file includes them: its own op's declaration and those of the ops it calls.
KERNEL = f"""
// Added by bench/incremental.py, then removed.
#include "generated/runtime/kernels/{OP_NAME}.h"
#include "generated/runtime/kernels/mul.h"
namespace yaten::kernels {{
Tensor {OP_NAME}(const Tensor& self) {{ return mul(self, Tensor::wrapped_number(2), Tensor()); }}
}}  // namespace yaten::kernels
"""


def dependencies(build: Path, obj: str) -> list[str]:
    out = subprocess.run(["ninja", "-C", str(build), "-t", "deps", obj], capture_output=True, text=True).stdout
    return [line.strip() for line in out.splitlines()[1:] if line.startswith("    ")]


def add_one_op(build: Path, family: str) -> dict:
    ops_yaml = ROOT / "ops.yaml"
    # The family's first kernel file, or (a family of pointwise ops only) a new file named after the op.
    folder = ROOT / "runtime" / "kernels" / family
    kernel_file = next((p for p in sorted(folder.glob("*.cpp")) if '#include "generated/runtime/kernels/' in p.read_text()),
                       folder / f"{OP_NAME}.cpp")
    saved = {ops_yaml: ops_yaml.read_bytes(), kernel_file: kernel_file.read_bytes() if kernel_file.exists() else None}
    report: dict = {}
    try:
        lines = ops_yaml.read_text().splitlines(keepends=True)
        at = family_insert_point(lines, family)
        ops_yaml.write_text("".join(lines[:at] + [ENTRY] + lines[at:]))
        kernel_file.write_text((kernel_file.read_text() if kernel_file.exists() else "") + KERNEL)
        report["codegen_s"], gen = timed([PY, "-m", "codegen"])
        if gen.returncode != 0:
            raise RuntimeError(f"codegen refused the added op:\n{gen.stderr}")
        changed = [line.removeprefix("wrote ") for line in gen.stdout.splitlines()]
        report["changed"] = changed
        report["build_s"], log = ninja(build, explain=True)
        objects = compiled_objects(log)
        report["objects"] = objects
        changed_paths = {f"generated/{c}" if not c.startswith("docs/") else c for c in changed}
        changed_paths |= {str(kernel_file.relative_to(ROOT))}
        why = {}
        for obj in objects:
            deps = dependencies(build, obj)
            why[obj] = sorted({c for c in changed_paths for d in deps if d.endswith(c)})
        report["why"] = why
    finally:
        for path, content in saved.items():
            if content is None:
                path.unlink(missing_ok=True)
            else:
                path.write_bytes(content)
        regen = subprocess.run([PY, "-m", "codegen"], cwd=ROOT, capture_output=True, text=True)
        if regen.returncode != 0:
            print(regen.stderr, file=sys.stderr)
        start = time.perf_counter()
        subprocess.run(["ninja", "-C", str(build)], cwd=ROOT, capture_output=True, text=True)
        report["revert_s"] = time.perf_counter() - start
    return report


def lines_per_op(since: str) -> dict:
    """What the ops added since a revision cost in hand-written lines: their
    ops.yaml entries, kernels and composites, and samples."""
    def added(*paths: str) -> int:
        out = subprocess.run(["git", "diff", "--numstat", since, "--", *paths], cwd=ROOT, capture_output=True,
                             text=True, check=True).stdout
        return sum(int(line.split()[0]) for line in out.splitlines() if line.split()[0].isdigit())
    diff = subprocess.run(["git", "diff", since, "--", "ops.yaml"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout
    ops = sum(1 for line in diff.splitlines() if line.startswith("+  - func: "))
    return {"ops": ops, "ops.yaml": added("ops.yaml"),
            "C++": added("runtime/kernels", "autograd/composite"),
            "samples": added("tests/python/op_samples.py")}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", type=Path, default=ROOT / "build")
    parser.add_argument("--family", default="unary", help="the ops.yaml family the op is added to")
    parser.add_argument("--no-add", action="store_true", help="skip adding an op")
    parser.add_argument("--since", metavar="REV", help="also report the hand-written lines per op of the ops "
                        "added since REV (a bulk of them)")
    args = parser.parse_args(argv)
    build = args.build if args.build.is_absolute() else ROOT / args.build

    if args.since:
        c = lines_per_op(args.since)
        n = max(c["ops"], 1)
        print(f"since {args.since}: {c['ops']} ops.yaml entries; lines added per entry: ops.yaml {c['ops.yaml'] / n:.1f}, "
              f"kernels and composites {c['C++'] / n:.1f}, samples {c['samples'] / n:.1f}")

    in_process = codegen_in_process()
    # CPU time too: on a machine others load, it moves far less than the wall clock.
    in_process_cpu = codegen_in_process(clock=time.process_time)
    command = codegen_command()
    print(f"codegen, in process (load + render all, best of 5): {in_process:.3f} s   [goal < 1 s]")
    print(f"  the same in CPU time:                              {in_process_cpu:.3f} s")
    print(f"python3 -m codegen --check (best of 3):             {command:.3f} s")
    seconds, compiled = no_change_rebuild(build)
    print(f"no-change ninja -C build (best of 3):                {seconds:.3f} s, {compiled} units compiled   [goal < 2 s]")
    if args.no_add:
        return 0
    r = add_one_op(build, args.family)
    print(f"add one op to '{args.family}': codegen {r['codegen_s']:.2f} s, wrote {len(r['changed'])} files:")
    for path in r["changed"]:
        print(f"    {path}")
    print(f"  rebuild {r['build_s']:.1f} s, {len(r['objects'])} translation units compiled   [goal < 60 s, a few units]")
    for obj, reasons in r["why"].items():
        print(f"    {obj}\n        <- {', '.join(reasons) or '(no changed dependency recorded)'}")
    print(f"  put back (restore, codegen, rebuild): {r['revert_s']:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
