"""An op declared in ops.yaml without a kernel fails to link; the build
turns the linker's message into `ops.yaml:LINE:COL:` naming the op and the
function to write."""
import shutil
import subprocess
import textwrap

import pytest

from codegen.api import cpp
from codegen.link_errors import explain, missing_composite_names, missing_kernel_names
from codegen.model.load import load_ops

from test_load_errors import HELPERS, ROOT

OPS = """\
activation:
  - func: dropout(Tensor input, float p=0.5, bool training=True) -> Tensor
    namespaces: [nn.functional]
    kernel: composite
    doc: Zeroes elements.
binary:
  - func: mul(Tensor self, Tensor other) -> Tensor
    variants: [function]
    non_differentiable: [self, other]
    doc: Multiplies.
  - func: hypot(Tensor self, Tensor other) -> Tensor
    variants: [function, method, out]
    non_differentiable: [self, other]
    doc: sqrt(self**2 + other**2).
"""


@pytest.fixture
def ops(tmp_path):
    path = tmp_path / "ops.yaml"
    path.write_text(OPS)
    return load_ops(path, HELPERS)


def test_real_link_error_names_the_op_and_the_function_to_write(ops, tmp_path):
    gxx = shutil.which("g++")
    if gxx is None:
        pytest.skip("needs g++")
    hypot = next(op for op in ops if op.name == "hypot")
    declaration = cpp.kernel_declaration(hypot.entries()[0])
    (tmp_path / "uses_hypot.cpp").write_text(textwrap.dedent(f"""\
        #include "runtime/tensor.h"
        namespace yaten::kernels {{ {declaration}; }}
        int main() {{ yaten::Tensor a; yaten::kernels::hypot(a, a); }}
        """))
    result = subprocess.run([gxx, "-std=c++17", "-I", str(ROOT), "uses_hypot.cpp", "-o", "uses_hypot"],
                            cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode != 0
    lines = explain(result.stderr, ops)
    assert len(lines) == 1
    assert lines[0].startswith(f"ops.yaml:11:11: op 'hypot' has no kernel: define `{declaration}`")
    assert "in a file of runtime/kernels/binary/ (declared in generated/runtime/kernels/hypot.h)" in lines[0]


def test_loader_message_for_a_mangled_symbol(ops):
    log = "ImportError: _C.so: undefined symbol: _ZN5yaten7kernels5hypotERKNS_6TensorES3_"
    assert missing_kernel_names(log) == ["hypot"]
    assert "op 'hypot' has no kernel" in explain(log, ops)[0]


def test_other_failures_are_left_to_the_log(ops):
    log = "undefined reference to `cblas_sgemm'\nerror: expected ';' before '}' token"
    assert explain(log, ops) == []
    assert missing_kernel_names("undefined reference to `yaten::kernels::mul(yaten::Tensor const&)'") == ["mul"]


def test_a_missing_composite_op_names_its_family_file(ops):
    log = ("undefined reference to `yaten::dropout(yaten::Tensor const&, double, bool)'\n"
           "undefined reference to `yaten::kernels::mul(yaten::Tensor const&)'\n"
           "undefined symbol: _ZN5yaten8autograd4NodeD2Ev")
    assert missing_composite_names(log) == ["dropout"]
    lines = explain(log, ops)
    assert len(lines) == 2
    assert "composite op 'dropout' is not defined: define `Tensor dropout(" in lines[1]
    assert "in namespace yaten, in autograd/composite/activation.cpp (or a file of autograd/composite/activation/)" in lines[1]
