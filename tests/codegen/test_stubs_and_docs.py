"""The generated type stubs and op reference, from the generator's side:
both cover every op of ops.yaml, parse, and are rewritten only when ops.yaml
changes; `--check` also covers docs/ops.md."""
import ast
import subprocess
import sys
from pathlib import Path

from codegen import gen_docs, gen_stubs
from codegen.api import python
from codegen.model.load import formula_helper_names, load_ops

ROOT = Path(__file__).resolve().parents[2]


def ops():
    return load_ops(ROOT / "ops.yaml", formula_helper_names(ROOT / "autograd" / "formula_helpers.h"))


def test_stub_annotations():
    assert gen_stubs.annotation("Tensor") == "Tensor | Number"
    assert gen_stubs.annotation("Tensor?") == "Tensor | Number | None"
    assert gen_stubs.annotation("Tensor[]") == "Sequence[Tensor]"
    assert gen_stubs.annotation("int[]") == "Sequence[int]"
    assert gen_stubs.annotation("int[2]") == "int | Sequence[int]"
    assert gen_stubs.annotation("int[1]?") == "int | Sequence[int] | None"
    assert gen_stubs.annotation("ScalarType?") == "dtype | None"
    assert gen_stubs.annotation("Scalar") == "Number"


def test_generated_stubs_parse_and_cover_every_op():
    loaded = ops()
    stubs = {p.name if p.parent.name != "nn" else "nn/" + p.name: ast.parse(p.read_text())
             for p in (ROOT / "generated" / "python" / "stubs").rglob("*.pyi")}
    assert set(stubs) == {"__init__.pyi", "_C.pyi", "nn/functional.pyi", "linalg.pyi", "special.pyi"}
    functions = {ns: {n.name for n in stubs[f].body if isinstance(n, ast.FunctionDef)}
                 for ns, f in (("yaten", "__init__.pyi"), ("nn.functional", "nn/functional.pyi"), ("linalg", "linalg.pyi"),
                               ("special", "special.pyi"))}
    (cls,) = [n for n in stubs["_C.pyi"].body if isinstance(n, ast.ClassDef) and n.name == "TensorBase"]
    methods = {n.name for n in cls.body if isinstance(n, ast.FunctionDef)}
    for op in loaded:
        if "function" in op.variants:
            for ns in op.namespaces:
                assert python.function_name(op, ns) in functions[ns], (ns, op.name)
        if "method" in op.variants:
            assert op.name in methods, op.name
        if "inplace" in op.variants:
            assert op.name + "_" in methods, op.name
        for dunder in op.operators:
            assert dunder in methods, dunder


def test_op_reference_lists_every_op_with_its_formulas():
    text = (ROOT / "docs" / "ops.md").read_text()
    assert text.startswith("<!-- @generated from ops.yaml by codegen")
    for op in ops():
        assert f"### `{op.schema}`" in text, str(op.schema)
        for d in op.derivatives:
            assert f"| `{d.key}` | `{d.formula.text.replace('|', chr(92) + '|')}` |" in text
    anchors = [op_doc.anchor for op_doc in (gen_docs.op_doc(op) for op in ops())]
    assert len(anchors) == len(set(anchors))


def test_check_covers_the_op_reference(tmp_path):
    docs = tmp_path / "docs"
    run = lambda *a: subprocess.run([sys.executable, "-m", "codegen", "--out", str(tmp_path / "generated"),
                                     "--docs", str(docs), *a], cwd=ROOT, capture_output=True, text=True)
    assert run("--check").returncode == 1  # no ops.md there yet
    written = run()
    assert written.returncode == 0 and "wrote docs/ops.md" in written.stdout.splitlines()
    assert run().stdout == ""  # nothing changed: nothing written
    (docs / "ops.md").write_text("edited by hand\n")
    stale = run("--check")
    assert stale.returncode == 1 and "docs/ops.md" in stale.stderr
