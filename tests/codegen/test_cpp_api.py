"""codegen/api/cpp.py: its string literals (the one-pass form for plain ASCII
text escapes exactly as the character-by-character one does) and the schema
defaults it gives C++ parameters."""
import pytest

from codegen.api.cpp import argument_type, default_expression, params, string_literal
from codegen.model.schema import Argument, FunctionSchema, parse_type


def test_plain_text_keeps_its_characters_and_escapes_quotes_backslashes_and_newlines():
    assert string_literal('say "hi"\\n\nthere') == '"say \\"hi\\"\\\\n\\nthere"'


def test_other_characters_become_hex_escapes_closed_by_an_empty_literal():
    assert string_literal("tab\there") == '"tab\\x09""here"'
    assert string_literal("é") == '"\\xc3\\xa9"""'
    assert string_literal("del\x7f") == '"del\\x7f"""'


@pytest.mark.parametrize("text, cpp", [
    ("bool non_blocking=False", "false"),
    ("bool keepdim=True", "true"),
    ("int dim=-1", "-1"),
    ("int end=-9223372036854775808", "(-9223372036854775807 - 1)"),
    ("float eps=1e-05", "1e-05"),
    ("float p=2", "2.0"),
    ("str reduction='mean'", '"mean"'),
    ('str UPLO="L"', '"L"'),
    ("Scalar alpha=1", "Scalar(int64_t{1})"),
    ("Scalar beta=0.5", "Scalar(0.5)"),
    ("Scalar flag=True", "Scalar(true)"),
    ("int[2] stride=1", "DimVector{1, 1}"),
    ("int[] dims=[-2,-1]", "DimVector{-2, -1}"),
    ("int[1] dim=[]", "DimVector{}"),
    ("int[1]? dim=None", "std::nullopt"),
    ("Tensor? weight=None", "Tensor()"),
    ("Generator? generator=None", "Generator()"),
    ("ScalarType? dtype=None", "std::nullopt"),
    ("bool? antialias=False", "false"),
    ("Scalar[] spacing=[1,2.5]", "std::vector<Scalar>{Scalar(int64_t{1}), Scalar(2.5)}"),
])
def test_each_kind_of_schema_default_is_spelled_in_cpp(text, cpp):
    assert default_expression(Argument.parse(text)) == cpp


def _params(schema: str, defaults) -> str:
    return params(list(FunctionSchema.parse(schema).arguments.flat_all), defaults)


def test_an_entry_point_takes_the_trailing_run_of_schema_defaults():
    assert _params("copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)", "schema") == \
        "const Tensor& self, const Tensor& src, bool non_blocking = false"
    # A keyword-only argument without a default ends the run: C++ defaults must be trailing.
    assert _params("f(Tensor self, int a=1, *, int b, bool c=False) -> Tensor", "schema") == \
        "const Tensor& self, int64_t a, int64_t b, bool c = false"


def test_a_kernel_defaults_only_its_trailing_memory_format():
    schema = "f(Tensor self, bool flag=False, *, MemoryFormat? memory_format=None) -> Tensor"
    assert _params(schema, "memory_format") == \
        "const Tensor& self, bool flag, std::optional<MemoryFormat> memory_format = std::nullopt"
    assert _params(schema, None) == "const Tensor& self, bool flag, std::optional<MemoryFormat> memory_format"


def test_a_scalar_list_is_a_vector_of_scalars():
    assert argument_type(parse_type("Scalar[]")) == "const std::vector<Scalar>&"
    assert argument_type(parse_type("Scalar[]?")) == "const std::optional<std::vector<Scalar>>&"
