"""Environment for generated/python/bindings_<family>.cpp: one C entry per
Python name (function, method or operator) that parses its arguments in
one pass over all overloads, PyTorch-style, and calls the C++ op."""
from __future__ import annotations

from dataclasses import dataclass, replace

from codegen.api import cpp, python
from codegen.model.op import C_SUBMODULES, PYTHON_MODULES, Op
from codegen.model.schema import ListType, OptionalType, Type


_ACCESSORS = {
    "const Tensor&": "tensor",
    "const std::vector<Tensor>&": "tensor_list",
    "const Scalar&": "scalar",
    "const std::optional<Scalar>&": "optional_scalar",
    "int64_t": "int64",
    "std::optional<int64_t>": "optional_int64",
    "const DimVector&": "int_list",
    "const std::optional<DimVector>&": "optional_int_list",
    "double": "to_double",
    "std::optional<double>": "optional_double",
    "bool": "to_bool",
    "std::optional<bool>": "optional_bool",
    "std::string_view": "string_view",
    "std::optional<std::string_view>": "optional_string_view",
    "ScalarType": "scalar_type",
    "std::optional<ScalarType>": "optional_scalar_type",
    "MemoryFormat": "memory_format",
    "std::optional<MemoryFormat>": "optional_memory_format",
    "const Generator&": "generator",
    "const std::vector<double>&": "float_list",
    "const std::optional<std::vector<double>>&": "optional_float_list",
}


def _accessor(t: Type) -> str:
    """The ParsedArgs conversion for an argument of this schema type."""
    # Tensor?[] shares Tensor[]'s C++ type but also accepts None entries.
    if isinstance(t, ListType) and isinstance(t.elem, OptionalType) and t.elem.is_tensor_like():
        return "optional_tensor_list"
    return _ACCESSORS[cpp.argument_type(t)]


@dataclass(frozen=True)
class Overload:
    signature: str
    call: str  # the C++ call of the functional form
    out_call: str | None  # the C++ call when out= is given
    out_index: int | None
    wrap: str  # how the C++ result becomes a Python object
    options_check: str | None  # the call that checks device=, layout=, pin_memory= (Argument.is_tensor_option)
    # The same calls taken apart: the arguments are converted (under the GIL)
    # before the op runs (maybe without it, see python/src/gil_release.h).
    callee: str = ""
    args: tuple[tuple[str, str], ...] = ()  # (local name, conversion), ("self", "") for a method's self
    out_callee: str | None = None
    out_args: tuple[tuple[str, str], ...] = ()
    field_names: str = ""  # the C++ list of a tuple result's field names: {"values", "indices"}
    return_type: str = ""  # a tuple result's yaten.return_types name: the op's, as torch's (max, linalg_eigh)
    warn_once: str | None = None  # the C++ literal of ops.yaml's `warn_once:` text
    names_error: str | None = None  # a named-tensor overload's call raising torch's "Name ... not found"
    numbers: str = ""  # the parameters a Python number may stand for (ops.yaml's python_numbers), space-separated

    @property
    def signature_literal(self) -> str:
        """The signature as a C++ string literal (a default may be a quoted string: UPLO="L")."""
        return cpp.string_literal(self.signature)


@dataclass(frozen=True)
class Binding:
    c_name: str
    python_name: str
    overloads: tuple[Overload, ...]
    is_method: bool
    max_args: int
    operator: str | None  # "forward", "reflected" or None
    doc: str
    public_namespace: str | None  # where users call it ("yaten.nn.functional"); None: internal, no dispatch
    # A method of one overload taking nothing: METH_NOARGS, as torch registers one, so that Python
    # words its refusal of arguments as for torch ("Tensor.abs() takes no arguments (1 given)").
    no_args: bool = False


def _call(entry_name: str, op: Op, method: bool, self_expr: str, reflected: bool, out: bool,
          shown: Op | None = None) -> str:
    callee, exprs = _call_parts(entry_name, op, method, self_expr, reflected, out, shown)
    return f"{callee}({', '.join(exprs)})"


def _call_parts(entry_name: str, op: Op, method: bool, self_expr: str, reflected: bool,
                out: bool, shown: Op | None = None) -> tuple[str, tuple[str, ...]]:
    """The C++ call of op's entry with the parsed arguments; `shown` is op with the
    signature Python parses (a deprecated one: other order, some arguments left at their defaults)."""
    params = python.python_params(shown or op, method)
    index = {p.source.name: i for i, p in enumerate(params) if p.source is not None}
    exprs = []
    for a in cpp.cpp_arguments(op.schema):
        if method and a.name == "self":
            exprs.append(self_expr)
        elif a.name not in index:
            exprs.append(_default_expression(a))
        else:
            exprs.append(f"r.{_accessor(a.type)}({index[a.name]})")
    if reflected:
        exprs[0], exprs[1] = exprs[1], exprs[0]
    if out and len(op.schema.returns) > 1:
        count = len(op.schema.returns)
        # A copy of each element: the list the parser returns is a temporary.
        exprs += [f"Tensor(r.out_tensors({len(params) - 1}, {count})[{i}])" for i in range(count)]
    elif out:
        exprs.append(f"r.tensor({len(params) - 1})")
    return f"yaten::{entry_name}", tuple(exprs)


def _default_expression(a) -> str:
    """The C++ value of a number default that a deprecated signature leaves out (addmm's alpha=1)."""
    v = a.default_value
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise ValueError(f"a deprecated signature may leave out number arguments only, not '{a.name}'")
    return f"Scalar(int64_t{{{v}}})" if isinstance(v, int) else f"Scalar({v!r})"


def _locals(exprs: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    return tuple(("self", "") if e == "self" else (f"a{i}", e) for i, e in enumerate(exprs))


def _wrap(op: Op) -> str:
    rets = op.schema.returns
    if not rets:
        return "none"
    if len(rets) > 1:
        # Named returns (values, indices) make a torch.return_types-like structseq; unnamed ones a plain tuple, as torch.
        return "tuple" if any(r.name for r in rets) else "plain_tuple"
    return "list" if isinstance(rets[0].type, ListType) else "tensor"


def return_type_name(op: Op) -> str:
    """torch.return_types names a tuple result after the op, overload left out
    (max.dim: max; linalg.eigh: linalg_eigh), whichever Python name reaches it."""
    return op.schema.name.name.base


def _options_check(op: Op, method: bool, python_name: str) -> str | None:
    params = python.python_params(op, method)
    options = {p.source.name: f"r.objs[{i}]" for i, p in enumerate(params) if p.source and p.source.is_tensor_option}
    if not options:
        return None
    layout = next((p.source.name for p in params if p.source and p.source.name in options and "Layout" in p.type), None)
    device = next((p.source.name for p in params if p.source and p.source.name in options and "Device" in p.type), None)
    objs = [options.get(device, "nullptr"), options.get(layout, "nullptr"), options.get("pin_memory", "nullptr")]
    return f'check_tensor_options("{python_name}", {", ".join(objs)})'


def _overload(op: Op, method: bool, entry_name: str, python_name: str, reflected: bool = False,
              shown: Op | None = None) -> Overload:
    params = python.python_params(shown or op, method)
    has_out = "out" in op.variants and not method
    out_entry = f"{op.cpp_name}_out"
    return Overload(
        signature=python.parser_signature(shown or op, method, python_name, schema_defaults=True),
        call=_call(entry_name, op, method, "self", reflected, False, shown),
        out_call=_call(out_entry, op, method, "self", reflected, True, shown) if has_out else None,
        out_index=len(params) - 1 if has_out else None,
        wrap=_wrap(op),
        options_check=_options_check(op, method, python_name),
        callee=_call_parts(entry_name, op, method, "self", reflected, False, shown)[0],
        args=_locals(_call_parts(entry_name, op, method, "self", reflected, False, shown)[1]),
        out_callee=_call_parts(out_entry, op, method, "self", reflected, True, shown)[0] if has_out else None,
        out_args=_locals(_call_parts(out_entry, op, method, "self", reflected, True, shown)[1]) if has_out else (),
        field_names="{" + ", ".join(f'"{r.name}"' for r in op.schema.returns) + "}",
        return_type=return_type_name(op),
        warn_once=cpp.string_literal(op.warn_once) if op.warn_once else None,
        numbers=" ".join(p.name for p in params if p.source is not None and p.source.name in op.python_numbers),
    )


def _names_overload(op: Op, method: bool, python_name: str) -> Overload:
    """torch's named-tensor overload of op: listed in messages, and raising its RuntimeError when taken."""
    params = python.python_params(op, method)
    self_expr = "self" if method else f"r.tensor({next(i for i, p in enumerate(params) if p.name == 'input')})"
    names = ", ".join(f"r.objs[{i}]" for i, p in enumerate(params) if p.source is not None and p.source.name in op.dimnames)
    error = f'raise_dimname_refused("{op.name}")' if op.dimnames_refused else f"raise_name_not_found({self_expr}, {{{names}}})"
    numbers = " ".join(p.name for p in params if p.source is not None and p.source.name in op.python_numbers)
    return Overload(signature=python.names_signature(op, method, python_name), call="", out_call=None, out_index=None,
                    wrap="none", options_check=None, names_error=error, numbers=numbers)


def family_env(family: str, ops: list[Op]) -> dict:
    names = python.python_names(ops)
    bindings = []
    for (ns, name), overloads in names.functions.items():
        public = None if ns == "_internal" else PYTHON_MODULES[ns]
        bindings.append(_binding(f"fn_{ns.replace('.', '_')}_{name}", name, overloads, False, None, public,
                                 message_name=_message_name(ns, name)))
    for name, overloads in names.methods.items():
        bindings.append(_binding(f"method_{name}", name, overloads, True, None, "yaten.Tensor"))
    for dunder, op, target, reflected in names.operators:
        kind = "reflected" if reflected else "forward"
        bindings.append(_binding(f"op_{dunder.strip('_')}", dunder, [(op, target)], True, kind, "yaten.Tensor", reflected))
    function_namespaces = [C_SUBMODULES[ns] for ns, _ in names.functions]
    return {
        "family": family,
        "functions": list(zip(function_namespaces, bindings)),
        "methods": [b for b in bindings if b.is_method],
        "bindings": bindings,
        "warns": any(o.warn_once for b in bindings for o in b.overloads),
        "dimnames_refused": any(o.names_error and "refused" in o.names_error for b in bindings for o in b.overloads),
    }


def _message_name(ns: str, name: str) -> str:
    """The name torch's messages give a function: its C name, linalg_det for torch.linalg.det."""
    return f"{ns}_{name}" if ns in ("linalg", "special") and not name.startswith(ns + "_") else name


def _binding(c_name, python_name, overloads, is_method, operator, public_namespace, reflected=False,
             message_name=None) -> Binding:
    ops = [op for op, _ in overloads]
    built = []
    for op, entry in overloads:
        built.append(_overload(op, is_method, entry, message_name or python_name, reflected))
        if op.dimnames and not operator:
            built.append(_names_overload(op, is_method, message_name or python_name))
    # torch's deprecated signatures come after all others (tried last, hidden from messages), and
    # only under the op's own names (add, add_), not its aliases' or operators'.
    for op, entry in overloads:
        for schema in op.deprecated_signatures if not operator and python_name in (op.name, op.name + "_") else ():
            shown = _overload(op, is_method, entry, message_name or python_name, shown=replace(op, schema=schema))
            built.append(replace(shown, signature=shown.signature + "|deprecated"))
    max_args = max(o.signature.count(",") + 1 for o in built)
    header = python.text_signature(python.merged_params(ops, is_method), python_name, is_method)
    doc = cpp.string_literal(header + ops[0].doc)
    no_args = is_method and operator is None and len(built) == 1 and built[0].signature.endswith("()")
    return Binding(c_name, python_name, tuple(built), is_method, max_args, operator, doc, public_namespace, no_args)


def exports_env(ops: tuple[Op, ...]) -> dict:
    """What each of yaten's modules exports: the yaten._C submodule the
    bindings fill and the function names in it (yaten/_exports.py reads it)."""
    names = python.python_names(ops)
    return {"exports": [(module, C_SUBMODULES[ns], [name for space, name in names.functions if space == ns])
                        for ns, module in PYTHON_MODULES.items()]}


def return_types_env(ops: tuple[Op, ...]) -> dict:
    """yaten.return_types: the named tuple of each op returning named tensors
    (and of its out= form), with its fields."""
    types: dict[str, tuple[str, ...]] = {}
    for op in ops:
        if _wrap(op) != "tuple" or op.schema.name.name.base.startswith("_") or op.variants <= {"internal", "out"}:
            continue  # internal ops' results reach users through Python wrappers
        fields = tuple(r.name for r in op.schema.returns)
        types.setdefault(return_type_name(op), fields)
        if "out" in op.variants:
            types.setdefault(return_type_name(op) + "_out", fields)
    return {"types": sorted(types.items())}
