"""Hostile ops files (issue 22): deep nesting, bytes that are not UTF-8, a
UTF-16 file and C++ keywords as argument names each stop the loader with
`FILE:LINE:COL: message`, never a raw traceback or C++ that cannot compile."""
import pytest

from codegen.errors import OpsYamlError
from codegen.model.load import load_ops

HELPERS = frozenset({"sum_to"})


def error_of(tmp_path, data: bytes) -> str:
    path = tmp_path / "ops.yaml"
    path.write_bytes(data)
    with pytest.raises(OpsYamlError) as info:
        load_ops(path, HELPERS)
    return str(info.value)


def test_a_50000_deep_flow_list_is_refused_where_the_nesting_gets_too_deep(tmp_path):
    text = "unary:\n  - " + "[" * 50000 + "]" * 50000 + "\n"
    assert error_of(tmp_path, text.encode()) == "ops.yaml:2:67: nesting deeper than 64 levels"


def test_deeply_nested_mappings_are_refused(tmp_path):
    text = "".join("  " * i + f"k{i}:\n" for i in range(3000)) + "  " * 3000 + "x\n"
    assert error_of(tmp_path, text.encode()).startswith("ops.yaml:64:")


def test_a_byte_that_is_not_utf8_is_located(tmp_path):
    data = b"unary:\n  - func: neg(Tensor self) -> Tensor\n    doc: caf\xe9\n"
    assert error_of(tmp_path, data) == "ops.yaml:3:13: byte 0xe9 is not valid UTF-8; ops files must be UTF-8"


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_a_utf16_file_is_named_as_such_or_located(tmp_path, encoding):
    data = "unary:\n  - func: neg(Tensor self) -> Tensor\n    doc: x\n".encode(encoding)
    message = error_of(tmp_path, data)
    assert message.startswith("ops.yaml:1:"), message


@pytest.mark.parametrize("name", ["class", "int", "new", "delete", "template", "namespace", "this"])
def test_a_cpp_keyword_as_argument_name_is_refused_at_the_name(tmp_path, name):
    text = f"unary:\n  - func: neg(Tensor self, int {name}) -> Tensor\n    doc: x\n"
    assert error_of(tmp_path, text.encode()) == (
        f"ops.yaml:2:32: argument name '{name}' is a C++ keyword (the generated C++ would not compile)")
