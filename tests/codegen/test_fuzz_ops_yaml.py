"""The generator on a damaged ops.yaml (random edits of the real file):
it either succeeds or stops with one `ops.yaml:LINE:COL: message` naming a
line of the file, and never leaves generated/ half-written."""
import re
import shutil
import subprocess
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from codegen.errors import OpsYamlError
from codegen.file_manager import FileManager
from codegen.generate import render_all
from codegen.model.load import formula_helper_names, load_ops

from test_load_errors import ROOT

REAL = (ROOT / "ops.yaml").read_text()
LINES = REAL.splitlines(keepends=True)
HELPERS = formula_helper_names(ROOT / "autograd" / "formula_helpers.h")
# Characters that matter to YAML and to the schema language.
NOISE = list(":-[]{}()*=?!,.'\"#|>&\t ") + ["Tensor", "int[]", "self", "grad", "\n", "  ", "None", "1.5", "x"]
MESSAGE = re.compile(r"^ops\.yaml:(\d+):(\d+): \S")


@st.composite
def damaged(draw):
    lines = list(LINES)
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        kind = draw(st.sampled_from(["delete_line", "duplicate_line", "swap_lines", "insert", "delete_chars", "replace"]))
        line = lines[i]
        if kind == "delete_line":
            del lines[i]
        elif kind == "duplicate_line":
            lines.insert(i, line)
        elif kind == "swap_lines":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        else:
            at = draw(st.integers(0, max(len(line) - 1, 0)))
            if kind == "insert":
                lines[i] = line[:at] + draw(st.sampled_from(NOISE)) + line[at:]
            elif kind == "delete_chars":
                lines[i] = line[:at] + line[at + draw(st.integers(1, 4)):]
            else:
                lines[i] = line[:at] + draw(st.sampled_from(NOISE)) + line[at + 1:]
    return "".join(lines)


@settings(max_examples=100, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(text=damaged())
def test_a_damaged_ops_yaml_gives_a_located_error_or_generates(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("ops") / "ops.yaml"
    path.write_text(text)
    try:
        ops = load_ops(path, HELPERS, display_name="ops.yaml")
    except OpsYamlError as e:
        m = MESSAGE.match(str(e))
        assert m, f"not a located error: {e}"
        assert 1 <= int(m.group(1)) <= text.count("\n") + 1, str(e)
        assert "\n" not in str(e), f"more than one line: {e}"
        return
    fm = FileManager(install_dir=path.parent / "generated", template_dir=ROOT / "codegen" / "templates", dry_run=True)
    render_all(ops, fm)  # a model that loads always renders
    assert fm.files


def test_a_failed_run_leaves_generated_as_it_was(tmp_path):
    out = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", out)
    snapshot = tmp_path / "snapshot"
    shutil.copytree(out, snapshot)
    broken = tmp_path / "ops.yaml"
    # A formula naming an input the op does not have, far down the file:
    # everything before it would render fine.
    broken.write_text(REAL.replace("self: grad * other", "self: grad * nonexistent", 1))
    run = subprocess.run([sys.executable, "-m", "codegen", "--ops", str(broken), "--out", str(out)],
                         cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 1 and "nonexistent" in run.stderr
    assert tree(out) == tree(snapshot)


def tree(root):
    return {p.relative_to(root): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}
