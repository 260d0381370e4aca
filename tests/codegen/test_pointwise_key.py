"""The `pointwise:` key: what it implies (variants, writes_into, the
element-wise jvp), its mistakes as `ops.yaml:LINE:COL: message`, and the
kernel codegen writes from it (dtype dispatch over runtime/dtype.h's
categories, PyTorch's "not implemented for" refusal)."""
from pathlib import Path

from codegen import gen_pointwise
from codegen.file_manager import FileManager
from tests.codegen.test_load_errors import error_of, load

EXP = """\
unary:
  - func: exp(Tensor self) -> Tensor
    pointwise: {functor: Exp, dtypes: floating, promote: integers_to_float}
    derivatives:
      self: grad * result
    doc: Exponential.
"""

ADD = """\
binary:
  - func: add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
    pointwise: {functor: Add, dtypes: all, check: check_add}
    derivatives:
      self: grad
      other: grad * alpha
    doc: Adds.
"""


def test_pointwise_implies_the_four_variants_writes_into_and_the_elementwise_jvp(tmp_path):
    (op,) = load(tmp_path, EXP)
    assert op.variants == {"function", "method", "inplace", "out"}
    assert op.writes_into
    assert op.jvp.source == "auto_element_wise" and [t.text for t in op.jvp.terms] == ["self_t * result"]
    assert op.pointwise.functor == "Exp" and op.pointwise.dtype_list == "YATEN_TYPES_FLOATING_AND_BFLOAT16"
    assert op.pointwise.promotion == "IntegersToFloat" and op.pointwise.torch_kernel == "exp_cpu"


def test_listed_variants_replace_the_implied_ones(tmp_path):
    (op,) = load(tmp_path, EXP.replace("    derivatives:", "    variants: [function, method, out]\n    derivatives:"))
    assert op.variants == {"function", "method", "out"} and op.writes_into


def test_scalar_arguments_become_the_functors_numbers(tmp_path):
    (op,) = load(tmp_path, ADD)
    assert op.pointwise.tensor_inputs == ("self", "other") and op.pointwise.numbers == ("alpha",)
    assert op.pointwise.check == "check_add"


def test_an_unknown_dtype_category_points_at_it(tmp_path):
    msg = error_of(tmp_path, EXP.replace("dtypes: floating", "dtypes: floats"))
    assert msg.startswith("ops.yaml:3:39:"), msg
    assert "unknown pointwise dtypes 'floats'" in msg and "floating" in msg


def test_a_missing_dtypes_is_an_error(tmp_path):
    msg = error_of(tmp_path, EXP.replace("dtypes: floating, ", ""))
    assert msg.startswith("ops.yaml:3:16:") and "needs 'dtypes'" in msg, msg


def test_an_unknown_key_points_at_it(tmp_path):
    msg = error_of(tmp_path, EXP.replace("promote:", "promotion:"))
    assert msg.startswith("ops.yaml:3:49:") and "unknown pointwise key 'promotion'" in msg, msg


def test_a_functor_must_be_a_pascal_case_name(tmp_path):
    msg = error_of(tmp_path, EXP.replace("functor: Exp", "functor: exp"))
    assert msg.startswith("ops.yaml:3:26:") and "PascalCase" in msg, msg


def test_restating_an_implied_key_is_an_error(tmp_path):
    msg = error_of(tmp_path, EXP.replace("    derivatives:", "    writes_into: true\n    derivatives:"))
    assert msg.startswith("ops.yaml:4:5:") and "'writes_into' is implied by 'pointwise'" in msg, msg
    msg = error_of(tmp_path, EXP.replace("    doc:", "    result: auto_element_wise\n    doc:"))
    assert msg.startswith("ops.yaml:6:13:") and "implied" in msg, msg


def test_a_pointwise_op_takes_one_or_two_tensors_then_scalars(tmp_path):
    msg = error_of(tmp_path, EXP.replace("exp(Tensor self)", "exp(Tensor self, int n)"))
    assert msg.startswith("ops.yaml:3:16:") and "'n' is int" in msg, msg


def test_the_generated_kernel_dispatches_over_the_category_and_refuses_others(tmp_path):
    ops = load(tmp_path, ADD)
    env = gen_pointwise.family_env("binary", list(ops))
    (op,) = env["ops"]
    assert op["dtype_list"] == "YATEN_TYPES_ALL_AND_BFLOAT16" and op["loop"] == "binary_row"
    assert op["definition"] == ("Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha, "
                                "const Tensor& into)")
    assert op["check_declaration"] == "void check_add(const Tensor& self, const Tensor& other, const Scalar& alpha)"
    fm = FileManager(install_dir=tmp_path / "out", template_dir=Path(gen_pointwise.__file__).parent / "templates",
                     dry_run=True)
    text = fm.render("pointwise_family.cpp.j2", env)
    assert "rows::binary_row<Add<compute_t<T>>, 1, T, T>" in text
    assert "YATEN_TYPES_ALL_AND_BFLOAT16(YATEN_ROW)" in text and "YATEN_TYPES_ALL_AND_BFLOAT16(YATEN_CASE)" in text
    assert 'refuse_dtype("add", "add_cpu", compute);' in text
    assert "check_add(self, other, alpha);" in text
