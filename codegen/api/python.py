"""Schemas as Python signatures: for the argument parser, for inspect, and
for the testing-override lambdas. Functions name `self` `input`, as PyTorch's
do; methods drop it."""
from __future__ import annotations

import keyword
import re
from dataclasses import dataclass, replace

from codegen.model.op import DeprecatedSignature, Op, ScalarOverload
from codegen.model.schema import Argument, FunctionSchema


@dataclass(frozen=True)
class PyParam:
    name: str
    type: str  # the parser's type name: Tensor, Tensor?, Scalar, int[], ...
    default: str | None  # Python source text, or None when required
    kw_only: bool
    source: Argument | None  # None for the merged `out`


def _default_text(a: Argument) -> str | None:
    if a.default is None:
        return None
    v = a.default_value
    # `int[2] stride=1` shows as `stride=1`, as in PyTorch (and inspect reads a
    # builtin's `(1,)` back as 1, so a 1-tuple could not be shown faithfully).
    if isinstance(v, tuple) and not a.default.startswith("["):
        return a.default
    if isinstance(v, tuple):
        return "(" + "".join(f"{x}, " for x in v).rstrip(" ") + ")" if len(v) != 1 else f"({v[0]},)"
    return repr(v)


def python_params(op: Op, method: bool) -> list[PyParam]:
    args = op.schema.arguments
    params = []
    for a in args.positional:
        if method and a.name == "self":
            continue
        name = "input" if a.name == "self" else a.name
        params.append(PyParam(name, str(a.type).replace("(a)", "").replace("(a!)", ""), _default_text(a), False, a))
    for a in args.kwarg_only:
        params.append(PyParam(a.name, str(a.type).replace("(a!)", ""), _default_text(a), True, a))
    if "out" in op.variants and not method:
        # An op returning several tensors takes a tuple of them, one per result.
        params.append(PyParam("out", "Tensor?" if len(op.schema.returns) == 1 else "Tensor[]?", "None", True, None))
    return params


def torch_signature(text: str, method: bool, name: str) -> str | None:
    """One of torch's signatures (ops.yaml's `torch_signatures`) as the parser reads it, `|listed`:
    a function's Tensor self named input, out= optional (a factory's before its tensor options, as
    overload_params orders them); a method's without self and out (None: torch's method has no such
    overload, its self being no Tensor)."""
    dimnames = set(re.findall(r"\bDimname(?:\[\d*\])?\?? (\w+)", text))
    as_ints = re.sub(r"\bDimname\b", "int", text)
    args = FunctionSchema.parse(f"{name}{as_ints} -> Tensor").arguments
    params = []
    for a in list(args.positional) + list(args.kwarg_only) + list(args.out):
        if a.name == "self" and method:
            if str(a.type) != "Tensor":
                return None
            continue
        if a.is_write_out():
            if not method and a is args.out[0]:  # one out=, a tuple of them for several results
                params.append(PyParam("out", "Tensor?" if len(args.out) == 1 else "Tensor[]?", "None", True, None))
            continue
        type_text = str(a.type).replace("(a)", "").replace("(a!)", "")
        if a.name in dimnames:
            type_text = type_text.replace("int", "Dimname", 1)
        arg_name = "input" if a.name == "self" and str(a.type) == "Tensor" else a.name
        params.append(PyParam(arg_name, type_text, a.default, a not in args.positional, a))
    parts, star = [], False
    for p in _torch_keyword_order(params):
        if p.kw_only and not star:
            parts.append("*")
            star = True
        parts.append(f"{p.type} {p.name}" + (f"={p.default}" if p.default is not None else ""))
    return f"{name}({', '.join(parts)})|listed"


def deprecated_params(op: Op, method: bool, deprecated: DeprecatedSignature) -> list[PyParam]:
    """The parameters of one of torch's deprecated signatures of op (ops.yaml's
    `deprecated_signatures`): those arguments, under its names, by position in that order and
    required, then out=."""
    params = python_params(op, method)
    by_name = {p.source.name: p for p in params if p.source is not None}
    return ([replace(by_name[a], name=n if n != a else by_name[a].name, kw_only=False, default=None)
             for a, n in zip(deprecated.arguments, deprecated.names) if a in by_name] +
            [p for p in params if p.source is None])


def overload_params(op: Op, method: bool, scalar: ScalarOverload | None = None) -> list[PyParam]:
    """The argument parser's parameters of op, or of torch's Number overload `scalar` of it: those
    Tensor arguments typed Scalar (a Number `self` keeps its name, as torch's), out= dropped where
    it has none. A factory's keywords in torch's order: its own ones, out, then the tensor options
    (dtype, layout, device, pin_memory) and requires_grad, as torch's parser lists them."""
    params = python_params(op, method)
    if scalar is not None:
        params = [replace(p, type="Scalar", name=p.source.name) if p.source is not None and p.source.name in scalar.args
                  else p for p in params if p.source is not None or scalar.out]
    return _torch_keyword_order(params)


def _torch_keyword_order(params: list[PyParam]) -> list[PyParam]:
    """A factory's keywords as torch's parser orders them: its own ones, out, then the tensor options
    (dtype, layout, device, pin_memory) and requires_grad; other ops' as they are."""
    if not any(p.source is not None and p.source.is_tensor_option for p in params):
        return params

    def group(p: PyParam) -> int:
        if not p.kw_only:
            return 0
        if p.source is None:
            return 2  # out
        return 3 if p.source.is_tensor_option or p.name in ("dtype", "requires_grad") else 1
    return sorted(params, key=group)  # stable: each group keeps the schema's order


def method_has(scalar: ScalarOverload) -> bool:
    """Whether a method lists this Number overload: not when it types self Number."""
    return "self" not in scalar.args


def parser_signature(op: Op, method: bool, name: str | None = None, schema_defaults: bool = False,
                     scalar: ScalarOverload | None = None, deprecated: DeprecatedSignature | None = None) -> str:
    """`add(Tensor input, Tensor other, *, Scalar alpha=1, Tensor? out=None)`,
    defaults as Python shows them (`dims=(0, 1,)`) or, with schema_defaults,
    as the schema writes them (`dims=[0,1]`): the bindings' argument parsers
    read theirs with the runtime's schema parser and default evaluator."""
    parts, star = [], False
    params = deprecated_params(op, method, deprecated) if deprecated else overload_params(op, method, scalar)
    for p in params:
        if p.kw_only and not star:
            parts.append("*")
            star = True
        default = p.source.default if schema_defaults and p.source is not None and p.default is not None else p.default
        parts.append(f"{p.type} {p.name}" + (f"={default}" if default is not None else ""))
    return f"{name or op.name}({', '.join(parts)})" + ("|hidden" if deprecated else "")


def names_signature(op: Op, method: bool, name: str, scalar: ScalarOverload | None = None) -> str:
    """The signature of torch's named-tensor overload of op (ops.yaml's `dimnames`): its parser
    signature with those int arguments typed Dimname (a list: Dimname[1]) and required, as torch's,
    without out= where torch's has none (`dimnames_out: false`)."""
    parts, star = [], False
    for p in overload_params(op, method, scalar):
        if p.source is None and not op.dimnames_out:
            continue
        if p.kw_only and not star:
            parts.append("*")
            star = True
        if p.source is not None and p.source.name in op.dimnames:
            parts.append(("Dimname " if str(p.source.type).rstrip("?") == "int" else "Dimname[1] ") + p.name)
            continue
        default = p.source.default if p.source is not None else p.default
        parts.append(f"{p.type} {p.name}" + (f"={default}" if default is not None else ""))
    return f"{name}({', '.join(parts)})"


def merged_params(ops: list[Op], method: bool) -> list[PyParam]:
    """One Python signature that binds every call any of the overloads
    accepts: the longest positional list, a parameter defaulting to None
    where some overload lacks it, the other overloads' names keyword-only.
    It is what both inspect.signature of the binding and the testing
    override show, so the two cannot disagree."""
    lists = [python_params(op, method) for op in ops]
    if len(lists) == 1:
        return lists[0]
    positional = [[p for p in ps if not p.kw_only] for ps in lists]
    base = max(positional, key=len)
    out: list[PyParam] = []
    for i, p in enumerate(base):
        everywhere = all(i < len(ps) and ps[i].name == p.name and ps[i].default is None for ps in positional)
        if p.default is None and (not everywhere or (out and out[-1].default is not None)):
            p = replace(p, default="None")
        out.append(p)
    names = {p.name for p in out}
    keyword = []
    for ps in lists:
        for p in ps:
            if p.name not in names:
                names.add(p.name)
                keyword.append(replace(p, kw_only=True, default=p.default or "None"))
    keyword.sort(key=lambda p: p.name == "out")  # stable: out stays last, as in every schema
    return out + keyword


def text_signature(params: list[PyParam], name: str, method: bool) -> str:
    """The `__text_signature__` header of a builtin's docstring, which is what
    inspect.signature reads: `add($module, input, other, *, alpha=1, out=None)`."""
    first = "$self" if method else "$module"
    rest = lambda_signature(params)
    return f"{name}({first}{', ' + rest if rest else ''})\n--\n\n"


def lambda_signature(params: list[PyParam]) -> str:
    """`input, other, *, alpha=1, out=None` for `lambda <this>: -1`."""
    parts, star = [], False
    for p in params:
        if p.kw_only and not star:
            parts.append("*")
            star = True
        # `from` cannot be a Python parameter name: shown as `from_`, as PyTorch's overrides do.
        name = p.name + "_" if keyword.iskeyword(p.name) else p.name
        parts.append(name + (f"={p.default}" if p.default is not None else ""))
    return ", ".join(parts)


def inplace_entry(op: Op) -> str:
    """The C++ name of an op's derived in-place entry: add -> add_, max.dim -> max__dim."""
    overload = op.schema.name.overload_name
    return f"{op.name}_" + (f"_{overload}" if overload else "")


# The reflected dunders torch binds to the op itself, self first (its ops
# are commutative): `2 * x` is mul(x, 2), so grad_fn.next_functions lists
# x's edge first, and x.__radd__(y, alpha=a) is x + a * y. The other
# reflected dunders swap the operands (`2 - x` is sub(2, x)).
SELF_FIRST_REFLECTED = frozenset({"__radd__", "__rmul__", "__rand__", "__ror__", "__rxor__"})

@dataclass(frozen=True)
class PythonNames:
    """Every Python name ops.yaml defines, with the ops (and their C++
    entries) behind it: what the bindings bind and the override tables list."""
    functions: dict[tuple[str, str], list[tuple[Op, str]]]  # (namespace or "_internal", name)
    methods: dict[str, list[tuple[Op, str]]]  # Tensor methods, in-place ones included
    operators: list[tuple[str, Op, str, bool]]  # (dunder, op, entry, reflected)


def function_name(op: Op, namespace: str) -> str:
    """An op's name in a namespace: as in torch, `linalg_vector_norm` is
    yaten.linalg.vector_norm (the prefix keeps C++ names unique). So is
    `yaten_kl_div` yaten.kl_div: torch's top-level spelling of an op whose
    nn.functional form (the op `kl_div`) takes other arguments."""
    prefix = namespace.replace(".", "_") + "_"
    return op.name[len(prefix):] if op.name.startswith(prefix) else op.name


def _add_alias(alias: str, op: Op, functions: dict, methods: dict) -> None:
    """Binds an alias (ops.yaml's `aliases:`) to the same C++ entries as op."""
    namespace, _, name = alias.rpartition(".")
    if name.endswith("_"):  # the in-place variant as a function: yaten.exp_(x)
        as_function = replace(op, variants=op.variants - {"out"})
        functions.setdefault((namespace or "yaten", name), []).append((as_function, inplace_entry(op)))
        return
    if "function" in op.variants:
        functions.setdefault((namespace or "yaten", name), []).append((op, op.cpp_name))
    if namespace:
        return
    if "method" in op.variants:
        methods.setdefault(name, []).append((op, op.cpp_name))
    if "inplace" in op.variants:
        methods.setdefault(name + "_", []).append((op, inplace_entry(op)))


def python_names(ops) -> PythonNames:
    functions: dict[tuple[str, str], list[tuple[Op, str]]] = {}
    methods: dict[str, list[tuple[Op, str]]] = {}
    operators: list[tuple[str, Op, str, bool]] = []
    for op in ops:
        if "function" in op.variants:
            for ns in op.namespaces:
                functions.setdefault((ns, function_name(op, ns)), []).append((op, op.cpp_name))
        if "internal" in op.variants:
            functions.setdefault(("_internal", op.name), []).append((op, op.cpp_name))
        if "method" in op.variants:
            methods.setdefault(op.name, []).append((op, op.cpp_name))
        if "inplace" in op.variants:
            methods.setdefault(op.name + "_", []).append((op, inplace_entry(op)))
        if "inplace_function" in op.variants:
            # An internal op's in-place form is internal too (_C._internal.elu_).
            as_function = replace(op, variants=op.variants - {"out"})
            for ns in ["_internal"] if "internal" in op.variants else op.namespaces:
                functions.setdefault((ns, op.name + "_"), []).append((as_function, inplace_entry(op)))
        for alias in op.aliases:
            _add_alias(alias, op, functions, methods)
        for dunder in op.operators:
            # __iand__ / __rand__ are the in-place / reflected forms of the
            # op's __and__; __invert__ and __rshift__ are forward dunders.
            derived_from = "__" + dunder[3:]
            if dunder.startswith("__i") and derived_from in op.operators:
                operators.append((dunder, op, inplace_entry(op), False))
            else:
                swaps = dunder.startswith("__r") and derived_from in op.operators and dunder not in SELF_FIRST_REFLECTED
                operators.append((dunder, op, op.cpp_name, swaps))
    return PythonNames(functions, methods, operators)
