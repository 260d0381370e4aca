"""The two schema parsers, codegen's (codegen/model/schema.py, at build
time) and the runtime's (runtime/schema.cpp, at run time, for extension and
yaten.library ops), read every schema of ops.yaml, derived in-place and out=
forms included, to the same parts and print it back the same."""
from pathlib import Path

import pytest

from codegen.model.load import formula_helper_names, load_ops

_C = pytest.importorskip("yaten._C", reason="needs the built yaten._C (PYTHONPATH=build/python)")

ROOT = Path(__file__).resolve().parents[2]


def codegen_parts(schema) -> dict:
    """codegen's parse of one schema, in the shape _C._parse_schema gives."""
    args = schema.arguments

    def argument(a, kwarg_only):
        return {"name": a.name, "type": str(a.type), "default": a.default, "kwarg_only": kwarg_only,
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
