"""`python3 -m codegen --namespace NS`: an extension's files, and the ops.yaml
mistakes only extensions can make, reported at their line."""
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
OUTPUTS = {"kernels_myext.h", "ops_myext.h", "ops_myext.cpp", "nodes_myext.h", "nodes_myext.cpp", "extension.cpp"}


def _codegen(*args):
    return subprocess.run([sys.executable, "-m", "codegen", *map(str, args)], cwd=REPO, capture_output=True, text=True)


def test_example_generates_the_extension_files_in_its_namespace(tmp_path):
    r = _codegen("--namespace", "myext", "--ops", REPO / "examples/extension/ops.yaml", "--out", tmp_path)
    assert r.returncode == 0, r.stderr
    assert {p.name for p in tmp_path.iterdir()} == OUTPUTS
    assert "namespace myext::kernels {" in (tmp_path / "kernels_myext.h").read_text()
    assert "Tensor scaled_tanh(const Tensor& x, double scale);" in (tmp_path / "ops_myext.h").read_text()
    assert "struct ScaledTanhBackward0 : public Node" in (tmp_path / "nodes_myext.h").read_text()
    table = (tmp_path / "extension.cpp").read_text()
    # The table holds each op's schema and boxed call; its other facts come from ops.yaml at load time.
    assert '{"scaled_tanh(Tensor x, float scale=1.) -> Tensor", &myext::boxed_scaled_tanh}' in table
    assert 'kAbiVersion, "myext", &ops}' in table and '"auto_element_wise"' not in table
    assert "myext::soft_clamp(unbox<Tensor>(args[0]), unbox<Tensor>(args[1]), unbox<double>(args[2]))" in table
    again = _codegen("--namespace", "myext", "--ops", REPO / "examples/extension/ops.yaml", "--out", tmp_path, "--check")
    assert again.returncode == 0, again.stderr


@pytest.mark.parametrize("entry, message", [
    ("  - func: twice(Tensor self) -> Tensor\n    variants: [function, method]\n    non_differentiable: [self]\n    doc: d\n",
     "ops.yaml:2:11: twice: extension ops are functions in yaten.ops.<namespace>"),
    ("  - func: pick(Tensor self, ScalarType dtype) -> Tensor\n    non_differentiable: [self]\n    doc: d\n",
     "ops.yaml:2:11: pick: argument 'dtype' has type ScalarType, which extensions do not support"),
    ("  - func: twice(Tensor self) -> Tensor\n    derivatives:\n      self: grad * frobnicate(self)\n    result: auto_linear\n    doc: d\n",
     "ops.yaml:4:20: formula for 'self' of twice calls 'frobnicate'"),
    ("  - func: twice(Tensor self) -> Tensor\n    pointwise: {functor: Twice, dtypes: floating}\n    non_differentiable: [self]\n    doc: d\n",
     "ops.yaml:2:11: twice: 'pointwise' generates kernels inside yaten's own build"),
])
def test_extension_mistakes_are_located(tmp_path, entry, message):
    ops = tmp_path / "ops.yaml"
    ops.write_text("mine:\n" + entry)
    r = _codegen("--namespace", "myext", "--ops", ops, "--out", tmp_path / "out")
    assert r.returncode == 1
    assert message in r.stderr
    assert not (tmp_path / "out").exists()


def test_formulas_may_call_yaten_ops(tmp_path):
    ops = tmp_path / "ops.yaml"
    ops.write_text("mine:\n  - func: sintwice(Tensor self) -> Tensor\n    derivatives:\n"
                   "      self: grad * 2 * cos(2 * self)\n    result: self_t * 2 * cos(2 * self)\n    doc: d\n")
    r = _codegen("--namespace", "myext", "--ops", ops, "--out", tmp_path / "out")
    assert r.returncode == 0, r.stderr


def test_namespace_must_be_an_identifier(tmp_path):
    r = _codegen("--namespace", "yaten", "--ops", REPO / "examples/extension/ops.yaml", "--out", tmp_path)
    assert r.returncode == 1 and "--namespace: 'yaten'" in r.stderr
