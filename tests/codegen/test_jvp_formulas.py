"""The forward-mode formulas of ops.yaml (`result:`): derived, written, and
their mistakes reported as `ops.yaml:LINE:COL: message`."""
import textwrap

import pytest

from codegen.errors import OpsYamlError
from codegen.model.derivatives import split_terms
from codegen.model.load import load_ops

HELPERS = frozenset({"sum_to", "expand_reduced", "zeros_like"})

MUL = """\
binary:
  - func: mul(Tensor self, Tensor other) -> Tensor
    derivatives:
      self: grad * other
      other: grad * self
    doc: Multiplies.
    result: self_t * other + other_t * self
"""


def load(tmp_path, text):
    path = tmp_path / "ops.yaml"
    path.write_text(textwrap.dedent(text))
    return load_ops(path, HELPERS)


def error_of(tmp_path, text):
    with pytest.raises(OpsYamlError) as info:
        load(tmp_path, text)
    return str(info.value)


def test_written_formula_is_split_into_terms_per_tangent(tmp_path):
    (op,) = load(tmp_path, MUL.replace("self_t * other + other_t * self", "-self_t * other - other_t * self"))
    assert [(t.inputs, t.text, t.negate) for t in op.jvp.terms] == [
        (("self",), "self_t * other", True), (("other",), "other_t * self", True)]


def test_auto_element_wise_replaces_grad_by_each_tangent(tmp_path):
    (op,) = load(tmp_path, MUL.replace("self_t * other + other_t * self", "auto_element_wise"))
    assert [(t.inputs, t.text) for t in op.jvp.terms] == [(("self",), "self_t * other"), (("other",), "other_t * self")]


def test_auto_linear_calls_the_op_on_the_tangents(tmp_path):
    text = MUL.replace("mul(Tensor self, Tensor other)", "add(Tensor self, Tensor other)").replace(
        "self_t * other + other_t * self", "auto_linear")
    (op,) = load(tmp_path, text)
    (term,) = op.jvp.terms
    assert term.text == "add(self_t, other_t)" and term.inputs == ("self", "other")


def test_result_naming_unknown_argument(tmp_path):
    msg = error_of(tmp_path, MUL.replace("other_t * self", "other_t * selv"))
    assert msg.startswith("ops.yaml:7:40:"), msg
    assert "'selv'" in msg


def test_result_naming_tangent_of_non_differentiable_input(tmp_path):
    text = MUL.replace("    doc:", "    non_differentiable: [other]\n    doc:").replace("      other: grad * self\n", "")
    msg = error_of(tmp_path, text)
    assert msg.startswith("ops.yaml:7:30:"), msg
    assert "'other' is not differentiable" in msg


def test_result_calling_unknown_function(tmp_path):
    msg = error_of(tmp_path, MUL.replace("other_t * self", "frob(other_t)"))
    assert msg.startswith("ops.yaml:7:30:"), msg
    assert "'frob'" in msg


def test_result_missing_a_tangent(tmp_path):
    msg = error_of(tmp_path, MUL.replace("self_t * other + other_t * self", "self_t * other"))
    assert msg.startswith("ops.yaml:7:13:"), msg
    assert "'other_t'" in msg


def test_term_without_tangent(tmp_path):
    msg = error_of(tmp_path, MUL.replace("other_t * self", "other_t * self + other"))
    assert msg.startswith("ops.yaml:7:47:"), msg
    assert "uses no tangent" in msg


def test_differentiable_op_without_result(tmp_path):
    msg = error_of(tmp_path, MUL.replace("    result: self_t * other + other_t * self\n", ""))
    assert msg.startswith("ops.yaml:2:11:"), msg
    assert "no 'result:'" in msg


def test_auto_element_wise_refuses_non_elementwise_formulas(tmp_path):
    text = MUL.replace("self: grad * other", "self: sum_to(grad * other, self.sizes())").replace(
        "self_t * other + other_t * self", "auto_element_wise")
    msg = error_of(tmp_path, text)
    assert msg.startswith("ops.yaml:4:13:"), msg
    assert "'sum_to'" in msg and "not elementwise" in msg


def test_split_terms():
    def terms(text):
        return [(text[s:e].strip(), neg) for s, e, neg in split_terms(text)]
    assert terms("a * b + c") == [("a * b", False), ("c", False)]
    assert terms("-a * f(b + c) - d * -1e-5") == [("a * f(b + c)", True), ("d * -1e-5", True)]
    assert terms("x * 2e-3 + y") == [("x * 2e-3", False), ("y", False)]
    assert terms("c ? a + b : d") == [("c ? a + b : d", False)]


# An op returning several named tensors: `result:` maps each differentiable
# return to its own formula (the others get no tangent).
FREXP = """\
math:
  - func: split_scale(Tensor self, Tensor other) -> (Tensor mantissa, Tensor exponent, Tensor count)
    derivatives:
      self: grads[0] * other
      other: grads[0] * self
    doc: Splits.
    result:
      exponent: other_t * self + self_t * other
      mantissa: self_t * other + other_t
"""


def test_result_mapping_gives_each_named_return_its_formula_in_return_order(tmp_path):
    (op,) = load(tmp_path, FREXP)
    assert [(j.output, j.output_name, j.text) for j in op.jvps] == [
        (0, "mantissa", "self_t * other + other_t"), (1, "exponent", "other_t * self + self_t * other")]
    assert op.jvp is op.jvps[0]


def test_result_mapping_generates_a_tangent_per_return(tmp_path):
    from codegen.gen_autograd import entry_model, node_class_names
    ops = load(tmp_path, FREXP)
    (entry,) = [entry_model(e, node_class_names(ops)) for e in ops[0].entries()]
    assert [target for target, _ in entry.jvp_targets] == ["std::get<0>(result)", "std::get<1>(result)"]
    # The mantissa's formula passes other_t on as it is: its tangent is unaliased from the input's.
    assert [call for _, call in entry.jvp_targets] == [
        "autograd::unaliased(split_scale_jvp_mantissa(other, self_t, other_t), {other_t})",
        "split_scale_jvp_exponent(self, other, self_t, other_t)"]


def test_result_mapping_naming_an_unknown_return(tmp_path):
    msg = error_of(tmp_path, FREXP.replace("      mantissa:", "      mantisa:"))
    assert msg.startswith("ops.yaml:9:7:"), msg
    assert "no return named 'mantisa'" in msg and "mantissa, exponent, count" in msg


def test_result_mapping_formula_mistakes_point_into_the_formula(tmp_path):
    msg = error_of(tmp_path, FREXP.replace("other_t * self + self_t", "other_t * selv + self_t"))
    assert msg.startswith("ops.yaml:8:27:"), msg
    assert "'selv'" in msg


def test_result_mapping_refuses_auto_forms(tmp_path):
    msg = error_of(tmp_path, FREXP.replace("self_t * other + other_t\n", "auto_linear\n"))
    assert msg.startswith("ops.yaml:9:17:"), msg
    assert "one return" in msg


def test_result_mapping_on_an_op_with_one_return(tmp_path):
    text = MUL.replace("    result: self_t * other + other_t * self\n", "    result:\n      result: self_t * other + other_t * self\n")
    msg = error_of(tmp_path, text)
    assert msg.startswith("ops.yaml:7:5:"), msg
    assert "takes one formula" in msg


def test_result_mapping_naming_a_non_tensor_return(tmp_path):
    text = FREXP.replace("Tensor count)", "int count)").replace("      mantissa:", "      count: self_t\n      mantissa:")
    msg = error_of(tmp_path, text)
    assert msg.startswith("ops.yaml:9:7:"), msg
    assert "'count' of split_scale is not a Tensor (int)" in msg


def test_result_mapping_lets_a_return_leave_out_an_input_another_uses(tmp_path):
    (op,) = load(tmp_path, FREXP.replace("self_t * other + other_t\n", "other_t\n"))
    assert [(j.output_name, [t.inputs for t in j.terms]) for j in op.jvps] == [
        ("mantissa", [("other",)]), ("exponent", [("other",), ("self",)])]


def test_result_mapping_whose_formulas_all_leave_out_an_input(tmp_path):
    text = FREXP.replace("other_t * self + self_t * other\n", "other_t * self\n").replace(
        "self_t * other + other_t\n", "other_t\n")
    msg = error_of(tmp_path, text)
    assert msg.startswith("ops.yaml:7:5:"), msg
    assert "do not use 'self_t'" in msg
