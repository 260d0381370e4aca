"""Mistakes in ops.yaml are reported as `ops.yaml:LINE:COL: message`, and a
failed run writes nothing."""
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from codegen.errors import OpsYamlError
from codegen.model.load import load_ops

ROOT = Path(__file__).resolve().parents[2]
HELPERS = frozenset({"sum_to", "expand_reduced"})

GOOD = """\
unary:
  - func: neg(Tensor self) -> Tensor
    variants: [function, method]
    derivatives:
      self: -grad
    doc: Negates.
    result: auto_element_wise
"""


def load(tmp_path, text):
    path = tmp_path / "ops.yaml"
    path.write_text(textwrap.dedent(text))
    return load_ops(path, HELPERS)


def error_of(tmp_path, text):
    with pytest.raises(OpsYamlError) as info:
        load(tmp_path, text)
    return str(info.value)


def test_good_file_loads(tmp_path):
    (op,) = load(tmp_path, GOOD)
    assert [t.text for t in op.jvp.terms] == ["-self_t"]
    assert op.name == "neg" and op.family == "unary"
    assert op.derivative_for("self").formula.text == "-grad"


def test_unknown_type_points_at_the_type(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("neg(Tensor self)", "neg(Tensr self)"))
    assert msg.startswith("ops.yaml:2:15:"), msg
    assert "Tensr" in msg


def test_constant_default_of_a_builtin_is_refused(tmp_path):
    text = GOOD.replace("neg(Tensor self)", "neg(Tensor self, *, MemoryFormat memory_format=contiguous_format)")
    msg = error_of(tmp_path, text)
    assert msg.startswith("ops.yaml:2:"), msg
    assert "write 'MemoryFormat? memory_format=None' and let None mean contiguous_format" in msg


def test_bad_default_points_at_the_default(tmp_path):
    text = GOOD.replace("neg(Tensor self)", "neg(Tensor self, int dim=1.5)")
    msg = error_of(tmp_path, text)
    assert msg.startswith("ops.yaml:2:"), msg
    assert "1.5" in msg


def test_formula_naming_unknown_argument(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("self: -grad", "self: -grad * other"))
    assert msg.startswith("ops.yaml:5:21:"), msg
    assert "'other'" in msg


def test_formula_calling_unknown_op(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("self: -grad", "self: frobnicate(grad)"))
    assert msg.startswith("ops.yaml:5:13:"), msg
    assert "frobnicate" in msg


def test_derivative_for_unknown_input(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("      self: -grad", "      other: -grad"))
    assert msg.startswith("ops.yaml:5:7:"), msg


def test_duplicate_overload(tmp_path):
    msg = error_of(tmp_path, GOOD + GOOD.split("\n", 1)[1])
    assert msg.startswith("ops.yaml:8:11:"), msg
    assert "duplicate overload 'neg'" in msg


def test_derived_variant_name_clash(tmp_path):
    text = GOOD.replace("[function, method]", "[function, method, inplace]") + (
        "  - func: neg_(Tensor(a!) self) -> Tensor(a!)\n"
        "    variants: [method]\n"
        "    non_differentiable: [self]\n"
        "    doc: Negates in place.\n")
    assert "duplicate overload 'neg_'" in error_of(tmp_path, text)


def test_method_without_self(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("neg(Tensor self)", "neg(Tensor input)").replace("self: -grad", "input: -grad"))
    assert msg.startswith("ops.yaml:3:15:"), msg
    assert "no 'self'" in msg


def test_unknown_key(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("    doc:", "    dco: x\n    doc:"))
    assert msg.startswith("ops.yaml:6:5:"), msg


def test_duplicate_key(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("    doc:", "    variants: [function]\n    doc:"))
    assert msg.startswith("ops.yaml:6:5:"), msg


def test_missing_doc(tmp_path):
    assert "no 'doc'" in error_of(tmp_path, GOOD.replace("    doc: Negates.\n", ""))


def test_failed_run_writes_nothing(tmp_path):
    bad = tmp_path / "ops.yaml"
    bad.write_text(GOOD.replace("Tensor self", "Tensr self"))
    out = tmp_path / "generated"
    run = subprocess.run([sys.executable, "-m", "codegen", "--ops", str(bad), "--out", str(out)],
                         cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 1
    assert run.stderr.startswith("ops.yaml:2:")
    assert not out.exists()


def test_writes_into_needs_a_variant_to_write_into(tmp_path):
    text = GOOD.replace("    doc: Negates.", "    writes_into: true\n    doc: Negates.")
    msg = error_of(tmp_path, text)
    assert msg.startswith("ops.yaml:6:18:"), msg
    assert "'writes_into' is for a native kernel with an 'inplace' or 'out' variant" in msg
    assert "true or false" in error_of(tmp_path, text.replace("writes_into: true", "writes_into: yes please"))


def test_writes_into_adds_into_to_the_kernel_and_its_calls(tmp_path):
    from codegen.api import cpp
    from codegen.gen_autograd import entry_model, node_class_names
    text = GOOD.replace("[function, method]", "[function, method, inplace, out]").replace(
        "    doc: Negates.", "    writes_into: true\n    doc: Negates.")
    (op,) = load(tmp_path, text)
    function, inplace, out = op.entries()
    assert cpp.kernel_declaration(function) == "Tensor neg(const Tensor& self, const Tensor& into)"
    calls = [entry_model(e, node_class_names((op,))).kernel_call for e in (function, inplace, out)]
    assert calls == ["kernels::neg(self, Tensor())", "kernels::neg(self, self)", "kernels::neg(self, out)"]


FUSED = """\
normalization:
  - func: scale(Tensor input, Tensor weight) -> Tensor
    derivatives:
      input, weight: scale_backward(grad, input, weight, grad_input_mask[0], grad_input_mask[1])
    result: input_t * weight + input * weight_t
    doc: Scales.
  - func: scale_backward(Tensor grad, Tensor input, Tensor weight, bool input_grad, bool weight_grad) -> (Tensor a, Tensor b)
    non_differentiable: [grad, input, weight]
    doc: Both gradients.
"""


def test_a_formula_shared_by_inputs_is_called_once_and_spread_over_their_edges(tmp_path):
    from codegen.gen_autograd import node_class_names, node_model
    ops = load(tmp_path, FUSED)
    node = node_model(ops[0], node_class_names(ops))
    assert [i.shared for i in node.inputs] == [True, True]
    (group,) = node.groups
    assert group.edges == (0, 1)
    assert group.formula.startswith("scale_backward(grad, input, weight, grad_input_mask[0]")
    assert "grad_input_mask" not in {s.member for s in node.saved}
    assert ops[0].derivative_formulas() == (("input, weight", group.formula),)


def test_a_shared_formula_naming_an_input_twice_or_an_unknown_one_is_refused(tmp_path):
    msg = error_of(tmp_path, FUSED.replace("input, weight:", "input, other:"))
    assert msg.startswith("ops.yaml:4:7:") and "'other'" in msg, msg
    text = FUSED.replace("      input, weight:", "      weight: grad\n      input, weight:")
    assert "a second derivative for 'weight'" in error_of(tmp_path, text)


BINARY = """\
binary:
  - func: mix(Tensor self, Tensor other, *, Scalar alpha=1, int k=0) -> Tensor
    variants: [function, method]
    derivatives:
      self: grad
      other: grad
    doc: Mixes.
    result: auto_element_wise
"""


def test_a_deprecated_signature_may_name_an_argument_otherwise(tmp_path):
    text = BINARY.replace("    doc: Mixes.", "    deprecated_signatures: [self other count=k]\n    doc: Mixes.")
    (op,) = load(tmp_path, text)
    (signature,) = op.deprecated_signatures
    assert signature.arguments == ("self", "other", "k") and signature.names == ("self", "other", "count")


def test_overload_declarations_load(tmp_path):
    text = BINARY.replace("    doc: Mixes.", "    scalar_overloads: [other, self without out]\n"
                          "    torch_signatures:\n      - \"(Tensor self, Dimname dim)\"\n    doc: Mixes.")
    (op,) = load(tmp_path, text)
    assert [str(s) for s in op.scalar_overloads] == ["other", "self without out"]
    assert op.torch_signatures == ("(Tensor self, Dimname dim)",)


@pytest.mark.parametrize("key, value, expected", [
    ("scalar_overloads", "[k]", "'k' is not a Tensor argument of mix"),
    ("scalar_overloads", "[without out]", "a scalar overload names the Tensor arguments"),
    ("deprecated_signatures", "[self alpha]", "'other' is left out of a deprecated signature"),
    ("deprecated_signatures", "[self other]", "'k' is left out of a deprecated signature"),
    ("deprecated_signatures", "[self beta other]", "'beta' is not an argument of mix"),
    ("deprecated_signatures", "[self other count=kk]", "'kk' is not an argument of mix"),
    ("deprecated_signatures", "[self other 2k=k]", "'2k' is not a name a Python keyword argument can have"),
    ("torch_signatures", '["Tensor self"]', "a torch signature is an argument list"),
    ("torch_signatures", '["(Tensr self)"]', "torch signature:"),
    ("dimnames_out", "false", "'dimnames_out' is true or false, with 'dimnames'"),
])
def test_bad_overload_declaration_points_at_it(tmp_path, key, value, expected):
    msg = error_of(tmp_path, BINARY.replace("    doc: Mixes.", f"    {key}: {value}\n    doc: Mixes."))
    assert msg.startswith("ops.yaml:7:"), msg
    assert expected in msg, msg


def test_reflected_operator_of_a_one_operand_op_points_at_it(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("    doc: Negates.", "    operators: [__sub__, __rsub__]\n    doc: Negates."))
    assert msg.startswith("ops.yaml:6:26:"), msg  # the item in the list
    assert "reflected operator '__rsub__' needs an op of two operands; neg has 1" in msg


def test_grad_fn_names_the_node_as_torch_does(tmp_path):
    (op,) = load(tmp_path, GOOD.replace("    doc: Negates.\n", "    grad_fn: NegativeBackward0\n    doc: Negates.\n"))
    assert (op.grad_fn.name, op.grad_fn.given) == ("NegativeBackward0", None)
    text = GOOD.replace("neg(Tensor self)", "neg(Tensor self, int? dim=None)").replace(
        "    doc: Negates.\n", "    grad_fn: {dim: NegBackward1}\n    doc: Negates.\n")
    (op,) = load(tmp_path, text)
    assert (op.grad_fn.name, op.grad_fn.given) == ("NegBackward1", "dim")


@pytest.mark.parametrize("value, message", [
    ("negBackward", "'grad_fn' is torch's name of the op's node"),
    ("{self: NegBackward1}", "'self' is not an optional non-Tensor argument of the op"),
    ("{dim: NegBackward1}", "'dim' is not an optional non-Tensor argument of the op"),
    ("[NegBackward1]", "'grad_fn' is torch's name of the op's node"),
])
def test_grad_fn_mistakes_point_at_the_value(tmp_path, value, message):
    msg = error_of(tmp_path, GOOD.replace("    doc: Negates.\n", f"    grad_fn: {value}\n    doc: Negates.\n"))
    assert msg.startswith("ops.yaml:6:14:") and message in msg, msg


def test_grad_fn_needs_a_node(tmp_path):
    text = GOOD.replace("    derivatives:\n      self: -grad\n", "    kernel: composite\n").replace(
        "    result: auto_element_wise\n", "").replace("    doc: Negates.\n", "    grad_fn: NegBackward1\n    doc: Negates.\n")
    msg = error_of(tmp_path, text)
    assert "'grad_fn' names a backward node" in msg, msg


SPLIT = """\
shape:
  - func: cut(Tensor(a) self, int size, int dim=0) -> Tensor(a)[]
    derivatives:
      self: cat(grads, dim)
    result: auto_linear
    doc: Cuts.
  - func: cat(Tensor[] tensors, int dim=0) -> Tensor
    kernel: composite
    doc: Joins.
"""


def test_an_op_returning_a_list_has_one_node_whose_formula_reads_grads(tmp_path):
    from codegen.gen_autograd import entry_model, jvp_model, node_class_names, node_model
    ops = load(tmp_path, SPLIT)
    names = node_class_names(ops)
    node = node_model(ops[0], names)
    assert node.class_name == "CutBackward0" and node.returns_list
    assert jvp_model(ops[0], ops[0].jvp).cpp_type == "std::vector<Tensor>"
    entry = entry_model(ops[0].entries()[0], names)
    assert entry.returns == "list" and entry.view_of == "self"


def test_a_formula_of_an_op_returning_a_list_reading_grad_is_refused(tmp_path):
    msg = error_of(tmp_path, SPLIT.replace("cat(grads, dim)", "cat({grad}, dim)"))
    assert msg.startswith("ops.yaml:4:18:"), msg
    assert "returns Tensor[]: its formulas read 'grads'" in msg
@pytest.mark.parametrize("rule, message", [
    ("squash", "unknown names rule 'squash'"),
    ("reduce", None),
    ("transpose", "names rule 'transpose' reads 'dim0', which is no argument of neg"),
    ("matmul", "names rule 'matmul' reads a second tensor: neg has 1"),
    ("refuse", "'names: refuse' is for a composite op"),
])
def test_names_rule_is_checked_against_the_schema(tmp_path, rule, message):
    text = GOOD.replace("    doc: Negates.", f"    names: {rule}\n    doc: Negates.")
    if message is None:
        (op,) = load(tmp_path, text)
        assert op.names == rule
        return
    msg = error_of(tmp_path, text)
    assert msg.startswith("ops.yaml:6:12:"), msg
    assert message in msg
