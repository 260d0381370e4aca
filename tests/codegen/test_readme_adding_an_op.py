"""The README's "Adding an op" walk-through, followed as written, in a copy
of the tree: hypot is taken out (entry, functor, samples), then put back from
the README's own text (its ops.yaml entry, its functor, its sample line) with
the commands it gives. If the README and the tree drift apart (a key
renamed, a file moved, the functor spelled otherwise), this fails.

It builds the copy from scratch (a few minutes on 2 cores, less with ccache)."""
import ast
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PY = "/usr/bin/python3"
FUNCTORS = Path("runtime/kernels/binary/functors-inl.h")
SIGNATURE = "Tensor hypot(const Tensor& self, const Tensor& other, const Tensor& into)"


def readme_walkthrough():
    """(ops.yaml entry, functor, op_samples line) as the README's "Adding an op" gives them."""
    text = (ROOT / "README.md").read_text()
    section = text.split("## Adding an op", 1)[1].split("\n## ", 1)[0]
    entry = textwrap.dedent(re.search(r"```yaml\n(.*?) *```", section, re.S).group(1))
    functor = textwrap.dedent(re.search(r"```cpp\n(.*?) *```", section, re.S).group(1))
    sample = re.search(r'`("hypot": \[.*?\])`', section, re.S).group(1)
    return entry, functor, " ".join(sample.split())


def tracked_files():
    out = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    return [line for line in out.splitlines() if (ROOT / line).is_file()]


def copy_tree(dest):
    for rel in tracked_files():
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, target)


def cut(text, start, end_pattern):
    """text without the block that starts at `start` and ends at the first match of end_pattern after it."""
    i = text.index(start)
    j = re.compile(end_pattern, re.M).search(text, i + len(start)).end()
    return text[:i] + text[j:], text[i:j]


def remove_hypot(tree):
    """Takes hypot out of ops.yaml, its functors file and op_samples.py; returns the functor's source."""
    ops = tree / "ops.yaml"
    text, _ = cut(ops.read_text(), "  - func: hypot(", r"(?=^  - func: |^\S)")
    ops.write_text(text)
    functors = tree / FUNCTORS
    text, functor = cut(functors.read_text(), "template <class T>\nstruct Hypot {", r"^};\n")
    functors.write_text(text)
    samples = tree / "tests" / "python" / "op_samples.py"
    samples.write_text(without_dict_entry(samples.read_text(), "hypot"))
    return functor


def without_dict_entry(source, key):
    """source without the `"key": value,` entry of the dict literal that holds it."""
    lines = source.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Dict):
            for k, v in zip(node.keys, node.values):
                if isinstance(k, ast.Constant) and k.value == key:
                    start = offsets[k.lineno - 1] + k.col_offset
                    end = offsets[v.end_lineno - 1] + v.end_col_offset
                    rest = source[end:].lstrip()
                    return source[:start] + rest[1:].lstrip() if rest.startswith(",") else source[:start] + rest
    raise AssertionError(f"no entry {key!r}")


def run(args, cwd, **kw):
    return subprocess.run(args, cwd=cwd, capture_output=True, text=True, **kw)


@pytest.mark.skipif(shutil.which("ninja") is None or shutil.which("meson") is None, reason="needs meson and ninja")
def test_readme_adding_an_op_walkthrough_works(tmp_path):
    entry, functor, sample = readme_walkthrough()
    tree = tmp_path / "yaten"
    copy_tree(tree)
    removed = remove_hypot(tree)
    assert removed == functor, "the README shows another functor than the tree's"

    # 1. The entry, next to its neighbours in the binary family.
    ops = tree / "ops.yaml"
    text = ops.read_text()
    anchor = text.index("  - func: lerp.Tensor(")
    ops.write_text(text[:anchor] + textwrap.indent(entry, "  ") + text[anchor:])
    # 4. (first half) regenerate: codegen writes the kernel; without the
    # functor, compiling it fails and names the functor.
    regen = run([PY, "-m", "codegen"], tree)
    assert regen.returncode == 0, regen.stderr
    assert (tree / "generated" / "runtime" / "pointwise_binary.cpp").read_text().count(SIGNATURE + " {") == 1
    env = dict(os.environ, CCACHE_BASEDIR=str(tmp_path))
    setup = run(["meson", "setup", "build", "--buildtype=release"], tree, env=env)
    assert setup.returncode == 0, setup.stdout + setup.stderr
    build = run(["ninja", "-C", "build"], tree, env=env)
    assert build.returncode != 0
    assert "pointwise_binary.cpp" in build.stdout and "Hypot" in build.stdout

    # 2. The functor, in runtime/kernels/<family>/functors-inl.h.
    functors = tree / FUNCTORS
    text = functors.read_text()
    anchor = text.index("}  // namespace yaten::kernels::HWY_NAMESPACE")
    functors.write_text(text[:anchor] + functor + "\n" + text[anchor:])
    # 3. The samples.
    samples = tree / "tests" / "python" / "op_samples.py"
    text = samples.read_text()
    anchor = text.index('    "lerp":')
    samples.write_text(text[:anchor] + "    " + sample + ",\n" + text[anchor:])
    build = run(["ninja", "-C", "build"], tree, env=env)
    assert build.returncode == 0, build.stdout[-3000:]

    # The op then exists everywhere the README says.
    env = dict(os.environ, PYTHONPATH=str(tree / "build" / "python"))
    check = run([PY, "-c", textwrap.dedent("""
        import inspect, yaten
        x, y = yaten.tensor([3.0, 5.0]), yaten.tensor([4.0, 12.0])
        assert yaten.hypot(x, y).tolist() == [5.0, 13.0]
        out = yaten.empty(2)
        yaten.hypot(x, y, out=out)
        x.hypot_(y)
        assert x.tolist() == out.tolist() == [5.0, 13.0]
        assert str(inspect.signature(yaten.hypot)) == "(input, other, *, out=None)", inspect.signature(yaten.hypot)
        assert yaten.ops.schema("hypot").overloads
        assert yaten.hypot in yaten.overrides.get_testing_overrides()
        print(yaten.__file__)
        """)], tree, env=env)
    assert check.returncode == 0, check.stderr
    assert check.stdout.strip().startswith(str(tree))
    assert "hypot" in (tree / "docs" / "ops.md").read_text()
    assert "def hypot(" in (tree / "build" / "python" / "yaten" / "__init__.pyi").read_text()
    tests = run([PY, "-m", "pytest", "tests/python/ops/test_ops_generated.py", "-q", "-p", "no:cacheprovider", "-k", "hypot"],
                tree, env=env)
    assert tests.returncode == 0, tests.stdout[-3000:]
    assert " passed" in tests.stdout and "no tests ran" not in tests.stdout
