"""The schema parser: canonical schemas print back unchanged, and mistakes name the culprit and where it is."""
import pytest

from codegen.model.schema import (
    Annotation,
    Argument,
    BaseOperatorName,
    BaseTy,
    BaseType,
    FunctionSchema,
    ListType,
    NamedConstant,
    OperatorName,
    OptionalType,
    SchemaError,
    parse_type,
)

ROUND_TRIP = [
    "add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
    "add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)",
    "add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)",
    "max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
    "max.dim_max(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) max, Tensor(b!) max_values) -> (Tensor(a!) values, Tensor(b!) indices)",
    "sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
    "amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor",
    "cat(Tensor[] tensors, int dim=0) -> Tensor",
    "split.Tensor(Tensor(a) self, int split_size, int dim=0) -> Tensor(a)[]",
    "mse_loss(Tensor self, Tensor target, str reduction='mean') -> Tensor",
    'mse_loss.dq(Tensor self, Tensor target, str reduction="mean") -> Tensor',
    "nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor",
    "view(Tensor(a) self, int[] size) -> Tensor(a)",
    "permute(Tensor(a) self, int[] dims) -> Tensor(a)",
    "conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0) -> Tensor",
    "pad(Tensor self, int[] pad=[0,1]) -> Tensor",
    "pad.spaced(Tensor self, int[] pad=[0, 1]) -> Tensor",
    "index.Tensor(Tensor self, Tensor?[] indices) -> Tensor",
    "where.self(Tensor condition, Tensor self, Tensor other) -> Tensor",
    "clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor",
    "layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05) -> Tensor",
    "dropout(Tensor input, float p=0.5, bool train=True) -> Tensor",
    "uniform_(Tensor(a!) self, float from=0, float to=1) -> Tensor(a!)",
    "leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor",
    "pow.Scalar(Scalar self, Tensor exponent) -> Tensor",
    "full(int[] size, Scalar fill_value, *, ScalarType? dtype=None, bool requires_grad=False) -> Tensor",
    "eye(int n, int? m=None, *, ScalarType? dtype=None, bool requires_grad=False) -> Tensor",
    "manual_seed(int seed) -> ()",
    "__and__.Tensor(Tensor self, Tensor other) -> Tensor",
    "__iand__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)",
    "__lshift__.Scalar(Tensor self, Scalar other) -> Tensor",
    "aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)",
    "chunk(Tensor(a) self, int chunks, int dim=0) -> Tensor(a)[]",
    "stack.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)",
    "unbind(Tensor(a) self, int dim=0) -> Tensor(a)[]",
    "size(Tensor self, int dim) -> int",
    "is_same_size(Tensor self, Tensor other) -> bool",
    "native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)",
    "alias(Tensor(a|b) self) -> Tensor(a|b)",
    "to(Tensor self, ScalarType? dtype=None, bool copy=False) -> Tensor",
    "zeros(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor",
    "contiguous(Tensor(a) self, *, MemoryFormat memory_format=contiguous_format) -> Tensor(a)",
    "empty(int[] size, *, Layout? layout=strided, MemoryFormat? memory_format=None) -> Tensor",
]


@pytest.mark.parametrize("text", ROUND_TRIP)
def test_round_trip(text):
    schema = FunctionSchema.parse(text)
    assert str(schema) == text
    assert FunctionSchema.parse(str(schema)) == schema


def test_structure_of_an_out_schema():
    s = FunctionSchema.parse("add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)")
    assert s.name == OperatorName(BaseOperatorName("add", False, False), "out")
    assert [a.name for a in s.arguments.positional] == ["self", "other"]
    assert [a.name for a in s.arguments.kwarg_only] == ["alpha"]
    assert [a.name for a in s.arguments.out] == ["out"]
    assert [a.name for a in s.arguments.flat_all] == ["self", "other", "alpha", "out"]
    assert s.arguments.out[0].annotation == Annotation(("a",), True)
    assert s.kind() == "out" and s.is_out_fn()
    assert s.self_arg.name == "self"
    assert s.returns[0].is_write


def test_kinds():
    assert FunctionSchema.parse("neg(Tensor self) -> Tensor").kind() == "functional"
    assert FunctionSchema.parse("neg_(Tensor(a!) self) -> Tensor(a!)").kind() == "inplace"
    assert FunctionSchema.parse("manual_seed(int seed) -> ()").self_arg is None


@pytest.mark.parametrize("text, base, inplace, dunder, unambiguous", [
    ("add.Tensor", "add", False, False, "add_Tensor"),
    ("add_.Tensor", "add", True, False, "add__Tensor"),
    ("add", "add", False, False, "add"),
    ("sum.dim_IntList", "sum", False, False, "sum_dim_IntList"),
    ("__and__.Tensor", "and", False, True, "__and___Tensor"),
    ("__iand__.Tensor", "and", True, True, "__iand___Tensor"),
    ("__init__", "init", False, True, "__init__"),
])
def test_operator_names(text, base, inplace, dunder, unambiguous):
    name = OperatorName.parse(text)
    assert (name.name.base, name.name.inplace, name.name.dunder_method) == (base, inplace, dunder)
    assert name.unambiguous_name() == unambiguous
    assert str(name) == text


def test_types():
    tensor = BaseType(BaseTy.Tensor)
    assert parse_type("int[1]?") == OptionalType(ListType(BaseType(BaseTy.int), 1))
    assert parse_type("Tensor?[]") == ListType(OptionalType(tensor), None)
    for text, tensor_like, list_like, nullable in [
        ("Tensor", True, False, False), ("Tensor?", True, False, True), ("Tensor[]", True, True, False),
        ("Tensor?[]", True, True, False), ("int[1]?", False, True, True), ("Scalar", False, False, False),
    ]:
        t = parse_type(text)
        assert (t.is_tensor_like(), t.is_list_like(), t.is_nullable()) == (tensor_like, list_like, nullable), text
        assert str(t) == text


def test_annotation_on_a_list_belongs_to_the_argument():
    arg = Argument.parse("Tensor(a)[] tensors")
    assert arg.type == ListType(BaseType(BaseTy.Tensor), None)
    assert arg.annotation == Annotation(("a",), False) and not arg.is_write
    assert str(arg) == "Tensor(a)[] tensors"


@pytest.mark.parametrize("text, value", [
    ("int dim=-1", -1),
    ("float eps=1e-5", 1e-5),
    ("float p=1.", 1.0),
    ("float from=0", 0.0),
    ("float s=-0.5", -0.5),
    ("bool keepdim=False", False),
    ("Scalar alpha=1", 1),
    ("Scalar alpha=0.5", 0.5),
    ("Scalar flag=True", True),
    ("str reduction='mean'", "mean"),
    ('str reduction="sum"', "sum"),
    ("int[] dims=[]", ()),
    ("int[] dims=[0,1]", (0, 1)),
    ("int[2] stride=1", (1, 1)),
    ("int[] dims=3", (3,)),
    ("int[1]? dim=None", None),
    ("int? m=None", None),
    ("int? m=2", 2),
    ("ScalarType? dtype=None", None),
    ("Tensor? weight=None", None),
    ("Tensor self", None),
    ("Device? device=None", None),
    ("Layout? layout=None", None),
    ("MemoryFormat? memory_format=None", None),
])
def test_default_values(text, value):
    v = Argument.parse(text).default_value
    assert v == value and type(v) is type(value)


@pytest.mark.parametrize("text, name", [
    ("Layout layout=strided", "strided"),
    ("MemoryFormat memory_format=contiguous_format", "contiguous_format"),
    ("MemoryFormat? memory_format=channels_last", "channels_last"),
    ("MemoryFormat? memory_format=channels_last_3d", "channels_last_3d"),
])
def test_constant_defaults_name_the_module_constant(text, name):
    v = Argument.parse(text).default_value
    assert v == NamedConstant(name) and repr(v) == f"yaten.{name}"


def test_tensor_options_are_device_layout_and_pin_memory():
    schema = FunctionSchema.parse("zeros(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
                                  "bool? pin_memory=False, bool requires_grad=False, MemoryFormat? memory_format=None) -> Tensor")
    assert [a.name for a in schema.arguments.flat_all if a.is_tensor_option] == ["layout", "device", "pin_memory"]


def error(text):
    with pytest.raises(SchemaError) as info:
        FunctionSchema.parse(text)
    return info.value.message, info.value.offset


@pytest.mark.parametrize("text, message, culprit", [
    ("neg(Tensr self) -> Tensor", "unknown type 'Tensr'", "Tensr"),
    ("neg(Tensor self) -> Tensr", "unknown type 'Tensr'", "Tensr"),
    ("f(Tensor a) -> (Tensor x, Tensr y)", "unknown type 'Tensr'", "Tensr"),
    ("sum(Tensor self, int dim=1.5) -> Tensor", "default '1.5' is not a valid int for argument 'dim'", "1.5"),
    ("f(Tensor self, bool b=1) -> Tensor", "default '1' is not a valid bool for argument 'b'", "1)"),
    ("f(Tensor self, str r=mean) -> Tensor", "default 'mean' is not a valid str for argument 'r'", "mean"),
    ("f(Tensor self, Tensor other=None) -> Tensor", "default 'None' is not a valid Tensor for argument 'other'", "None"),
    ("f(Tensor self, int[] d=[0,x]) -> Tensor", "default '[0,x]' is not a valid int[] for argument 'd'", "[0,x]"),
    ("f(Tensor a, Tensor a) -> Tensor", "duplicate argument name 'a'", "a)"),
    ("f(Tensor a)", "expected '->' and the returns after the arguments", ""),
    ("f(Tensor a) ->", "missing return type after '->'", ""),
    ("f(Tensor a -> Tensor", "unbalanced parentheses: this '(' is never closed", "(Tensor"),
    ("f(Tensor a)) -> Tensor", "unbalanced parentheses: this ')' closes nothing", ") ->"),
    ("f(Tensor a, *, *, int b) -> Tensor", "keyword-only marker '*' appears twice", "*, int"),
    ("f(Tensor a, *) -> Tensor", "'*' is not followed by any keyword-only argument", "*)"),
    ("f(Tensor) -> Tensor", "argument of type 'Tensor' has no name", ") ->"),
    ("f(int a=1, int b) -> Tensor", "positional argument 'b' without a default follows one with a default", "b)"),
    ("f(*, Tensor(a!) out, int x=1) -> Tensor", "keyword-only argument 'x' follows an out argument", "x=1"),
    ("f(int(a) x) -> Tensor", "alias annotation on 'int', which is not a Tensor type", "(a)"),
    ("f(Tensor(a -> *) self) -> Tensor", "unsupported alias annotation '(a -> *)'", "(a ->"),
    ("f(Tensor a, , Tensor b) -> Tensor", "empty entry in a comma-separated list", ", Tensor b"),
    ("f(Tensor 1a) -> Tensor", "invalid argument name '1a'", "1a"),
    ("f.1x(Tensor a) -> Tensor", "invalid overload name '1x'", "1x"),
    ("f", "expected '(' and the arguments after the operator name", ""),
    ("f(Tensor a, Layout l=channels_last) -> Tensor", "default 'channels_last' is not a valid Layout for argument 'l'", "channels"),
    ("f(Tensor a, MemoryFormat m='cl') -> Tensor", "default ''cl'' is not a valid MemoryFormat for argument 'm'", "'cl'"),
    ("f(Tensor a, Device d=cpu) -> Tensor", "default 'cpu' is not a valid Device for argument 'd'", "cpu"),
    ("f(Tensor a, Devise d) -> Tensor", "unknown type 'Devise'", "Devise"),
])
def test_errors(text, message, culprit):
    got_message, offset = error(text)
    assert got_message == message
    assert text[offset:].startswith(culprit) and (culprit or offset == len(text)), text[offset:]


def test_error_str_mentions_offset():
    with pytest.raises(SchemaError) as info:
        FunctionSchema.parse("neg(Tensr self) -> Tensor")
    assert "unknown type 'Tensr'" in str(info.value)


@pytest.mark.parametrize("text, names", [
    ("f(Tensor a) -> Tensor", {"result": 0}),
    ("f(Tensor a) -> (Tensor values, Tensor indices)", {"values": 0, "indices": 1}),
    # Unnamed returns of several: torch's derivatives.yaml spelling.
    ("f(Tensor a) -> (Tensor, Tensor)", {"result0": 0, "result1": 1}),
])
def test_formula_return_names(text, names):
    assert FunctionSchema.parse(text).formula_return_names() == names
