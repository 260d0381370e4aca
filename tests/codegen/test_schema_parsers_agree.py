"""The two schema parsers, codegen's (codegen/model/schema.py, at build
time) and the runtime's (runtime/schema.cpp, at run time, for extension and
yaten.library ops), read every schema of ops.yaml, derived in-place and out=
forms included, to the same parts, read its defaults as the same values
(codegen/model/schema.py's evaluator at build time, runtime/schema.cpp's at
run time) and print it back the same; and refuse the same bad defaults."""
from pathlib import Path

import pytest

from codegen.model.load import formula_helper_names, load_ops
from codegen.model.schema import FunctionSchema, NamedConstant, SchemaError

load_schema = FunctionSchema.parse

_C = pytest.importorskip("yaten._C", reason="needs the built yaten._C (PYTHONPATH=build/python)")

ROOT = Path(__file__).resolve().parents[2]


def codegen_parts(schema) -> dict:
    """codegen's parse of one schema, in the shape _C._parse_schema gives."""
    args = schema.arguments

    def argument(a, kwarg_only):
        value = a.default_value
        # A named constant is the module's object at run time (yaten.contiguous_format).
        value = getattr(_C, value.name) if isinstance(value, NamedConstant) else value
        return {"name": a.name, "type": str(a.type), "default": a.default, "value": value, "kwarg_only": kwarg_only,
                "out": a.is_write_out(), "write": bool(a.annotation and a.annotation.is_write),
                "alias_set": "|".join(a.annotation.alias_set) if a.annotation else ""}

    name = schema.name.name
    return {
        "name": name.base + ("_" if name.inplace else ""),
        "overload": schema.name.overload_name,
        "arguments": [argument(a, False) for a in args.positional]
                     + [argument(a, True) for a in args.kwarg_only + args.out],
        "returns": [{"name": r.name, "type": str(r.type), "write": bool(r.annotation and r.annotation.is_write),
                     "alias_set": "|".join(r.annotation.alias_set) if r.annotation else ""} for r in schema.returns],
        "schema": str(schema),
    }


def every_schema():
    ops = load_ops(ROOT / "ops.yaml", formula_helper_names(ROOT / "autograd" / "formula_helpers.h"))
    return [e.schema for op in ops for e in op.entries()]


SCHEMAS = every_schema()


@pytest.mark.parametrize("schema", SCHEMAS, ids=[str(s.name) for s in SCHEMAS])
def test_both_parsers_read_the_schema_alike(schema):
    text = str(schema)
    assert _C._parse_schema(text) == codegen_parts(schema)


# Defaults each parser reads by the argument's type: the value and its Python type must match.
DEFAULTS = [("int", "-3"), ("float", "1"), ("float", "2."), ("float", ".5"), ("float", "1e-05"), ("Scalar", "1"),
            ("Scalar", "1.5"), ("Scalar", "True"), ("bool", "False"), ("int[2]", "1"), ("int[]", "[]"),
            ("int[1]", "[0, 1]"), ("float[]", "[1, 2.5]"), ("int[1]?", "None"), ("str", "'mean'"), ('str', '"sum"'),
            ("Layout", "strided"), ("MemoryFormat?", "channels_last"), ("bool?", "None")]


@pytest.mark.parametrize("type_, text", DEFAULTS)
def test_both_evaluators_read_a_default_alike(type_, text):
    codegen = codegen_parts(load_schema(f"f({type_} a={text}) -> Tensor"))["arguments"][0]["value"]
    runtime = _C._parse_schema(f"f({type_} a={text}) -> Tensor")["arguments"][0]["value"]
    assert runtime == codegen and type(runtime) is type(codegen)


@pytest.mark.parametrize("type_, text", [("int", "1.5"), ("bool", "1"), ("str", "mean"), ("Tensor", "None"),
                                         ("int[]", "[0,x]"), ("int[]", "[1,]"), ("Layout", "channels_last"),
                                         ("MemoryFormat", "'cl'"), ("Device", "cpu"), ("float", "inf"),
                                         ("int", "99999999999999999999"), ("Scalar", "-99999999999999999999"),
                                         ("int[2]", "99999999999999999999"), ("float[2]", "1.0")])
def test_both_parsers_refuse_a_bad_default_at_its_column(type_, text):
    schema = f"f(Tensor self, {type_} a={text}) -> Tensor"
    with pytest.raises(SchemaError) as codegen:
        load_schema(schema)
    with pytest.raises(ValueError) as runtime:
        _C._parse_schema(schema)
    column = schema.index("=") + 2
    assert str(runtime.value) == f"schema: {codegen.value.message} at column {column} in '{schema}'"
    assert codegen.value.offset == column - 1
