"""Every C++ entry point of ops.yaml (each op's own schema, then the in-place
and out= forms derived from it) as one row of plain data, read from the
runtime's op registry, the one table of op facts (_C._op_registry_entries):
what the generated-op tests, the fuzzer and the introspection tests iterate
over. A derived row carries its op's facts with its own schema and arguments."""
from yaten import _C


def _argument(part: dict) -> dict:
    return {"name": part["name"], "type": part["type"], "has_default": part["default"] is not None,
            "default": part["value"], "default_text": part["default"], "kwarg_only": part["kwarg_only"],
            "out": part["out"]}


def _rows():
    for entry in _C._op_registry_entries():
        if entry["op_namespace"]:  # an extension's, loaded by some test
            continue
        own = dict(entry, derived=None, derivatives=dict(entry["derivatives"]), forward=entry["forward"] or None,
                   arguments=[_argument(a) for a in entry["arguments"]])
        yield own
        for kind, text in entry["derived"]:
            parsed = _C._parse_schema(text)
            yield dict(own, derived=kind, schema=text, arguments=[_argument(a) for a in parsed["arguments"]],
                       returns=parsed["returns"])


ENTRY_ROWS = tuple(_rows())
