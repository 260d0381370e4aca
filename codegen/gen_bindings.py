"""Environment for generated/python/bindings_<family>.cpp: one C entry per
Python name (function, method or operator) that parses its arguments in
one pass over all overloads, PyTorch-style, and calls the C++ op."""
from __future__ import annotations

from dataclasses import dataclass, replace

from codegen.api import cpp, python
from codegen.model.op import C_SUBMODULES, PYTHON_MODULES, DeprecatedSignature, Op, ScalarOverload
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
    "const std::vector<Scalar>&": "scalar_list",
    "const std::optional<std::vector<Scalar>>&": "optional_scalar_list",
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
    names_index: int | None = None  # a factory's names= argument, named on its result (torch's names= overloads)
    numbers: str = ""  # the parameters a Python number may stand for (ops.yaml's python_numbers), space-separated
    listed_only: bool = False  # one of torch's signatures (ops.yaml's torch_signatures): in messages, never taken
    index: int = 0  # its place among the binding's overloads (the parser's answer)

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
    # Its keywords also go by numpy's names (axis=, keepdims=, x1=), as torch's parser takes them;
    # not where torch's front is a Python function (TORCH_PYTHON_FRONTS).
    numpy_keywords: bool = True


def _out_index(params) -> int:
    return next(i for i, p in enumerate(params) if p.source is None)


def _call_parts(entry_name: str, op: Op, method: bool, self_expr: str, reflected: bool,
                out: bool, params: list) -> tuple[str, tuple[str, ...]]:
    index = {p.source.name: i for i, p in enumerate(params) if p.source is not None}
    exprs = []
    for a in cpp.cpp_arguments(op.schema):
        if method and a.name == "self":
            exprs.append(self_expr)
        elif a.name not in index:  # left out of a deprecated signature: its number default (ops.yaml checks)
            v = a.default_value
            exprs.append(f"Scalar(static_cast<int64_t>({v}))" if isinstance(v, int) else f"Scalar({v!r})")
        else:
            exprs.append(f"r.{_accessor(a.type)}({index[a.name]})")
    if reflected:
        exprs[0], exprs[1] = exprs[1], exprs[0]
    if out and len(op.schema.returns) > 1:
        count = len(op.schema.returns)
        # A copy of each element: the list the parser returns is a temporary.
        exprs += [f"Tensor(r.out_tensors({_out_index(params)}, {count})[{i}])" for i in range(count)]
    elif out:
        exprs.append(f"r.tensor({_out_index(params)})")
    return f"yaten::{entry_name}", tuple(exprs)


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
    params = python.overload_params(op, method)
    options = {p.source.name: f"r.objs[{i}]" for i, p in enumerate(params) if p.source and p.source.is_tensor_option}
    if not options:
        return None
    layout = next((p.source.name for p in params if p.source and p.source.name in options and "Layout" in p.type), None)
    device = next((p.source.name for p in params if p.source and p.source.name in options and "Device" in p.type), None)
    objs = [options.get(device, "nullptr"), options.get(layout, "nullptr"), options.get("pin_memory", "nullptr")]
    return f'check_tensor_options("{python_name}", {", ".join(objs)})'


def _overload(op: Op, method: bool, entry_name: str, python_name: str, reflected: bool = False,
              scalar: ScalarOverload | None = None, deprecated: DeprecatedSignature | None = None) -> Overload:
    """One overload of the parser; `scalar`, one of torch's Number overloads of op, `deprecated`, one
    of its deprecated signatures: both routed to op's own call (ParsedArgs::tensor reads a number
    as a wrapped number)."""
    params = (python.deprecated_params(op, method, deprecated) if deprecated
              else python.overload_params(op, method, scalar))
    has_out = "out" in op.variants and not method and (scalar is None or scalar.out)
    parts = _call_parts(entry_name, op, method, "self", reflected, False, params)
    out_parts = _call_parts(f"{op.cpp_name}_out", op, method, "self", reflected, True, params) if has_out else None
    return Overload(
        signature=python.parser_signature(op, method, python_name, schema_defaults=True, scalar=scalar,
                                          deprecated=deprecated),
        call=f"{parts[0]}({', '.join(parts[1])})",
        out_call=f"{out_parts[0]}({', '.join(out_parts[1])})" if out_parts else None,
        out_index=_out_index(params) if has_out else None,
        wrap=_wrap(op),
        options_check=_options_check(op, method, python_name),
        callee=parts[0],
        args=_locals(parts[1]),
        out_callee=out_parts[0] if out_parts else None,
        out_args=_locals(out_parts[1]) if out_parts else (),
        field_names="{" + ", ".join(f'"{r.name}"' for r in op.schema.returns) + "}",
        return_type=return_type_name(op),
        warn_once=cpp.string_literal(op.warn_once) if op.warn_once else None,
        numbers=" ".join(p.name for p in params if p.source is not None and p.source.name in op.python_numbers),
    )


def _names_overload(op: Op, method: bool, entry_name: str, python_name: str,
                    scalar: ScalarOverload | None = None) -> Overload:
    """torch's named-tensor overload of op (of its Number overload `scalar`): the int overload's call
    with each name looked up in self's names (python/src/named_tensors.h); where torch refuses names,
    its RuntimeError."""
    params = python.overload_params(op, method, scalar)
    signature = python.names_signature(op, method, python_name, scalar)
    if op.dimnames_refused:
        numbers = " ".join(p.name for p in params if p.source is not None and p.source.name in op.python_numbers)
        return Overload(signature=signature, call="", out_call=None, out_index=None, wrap="none",
                        options_check=None, names_error=f'raise_dimname_refused("{op.name}")', numbers=numbers)
    self_expr = "self" if method else f"r.tensor({next(i for i, p in enumerate(params) if p.source is not None and p.source.name == 'self')})"
    by_name = {}
    for i, p in enumerate(params):
        if p.source is not None and p.source.name in op.dimnames:
            accessor = _accessor(p.source.type)
            lookup = "dim_from_name" if "int64" in accessor else "dims_from_names"
            by_name[f"r.{accessor}({i})"] = f"{lookup}({self_expr}, r.objs[{i}])"
    base = _overload(op, method, entry_name, python_name, False, scalar)
    swap = lambda args: tuple((local, by_name.get(expr, expr)) for local, expr in args)  # noqa: E731
    # torch looks up the last name argument first (a list's items all checked to be names first)
    names = ", ".join(f"r.objs[{i}]" for i, p in enumerate(params) if p.source is not None and p.source.name in op.dimnames)
    return replace(base, signature=signature, args=swap(base.args), out_args=swap(base.out_args),
                   options_check=f"check_names_found({self_expr}, {{{names}}})")


def _with_names_argument(overload: Overload) -> Overload:
    """A factory's overload taking torch's names= as well (zeros(2, 3, names=('N', 'C'))): matched
    only when names= is given, unlisted (torch's own named signature is listed)."""
    text, role = overload.signature.split("|")
    params = [p for p in text[text.index("(") + 1:-1].split(", ") if p != "*"]
    return replace(overload, signature=f"{text[:-1]}, Dimname[]? names)|{role}", names_index=len(params))


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


# Functions torch binds under another C name than its Python one (F.logsigmoid
# is torch._C._nn.log_sigmoid), which its messages give.
_TORCH_C_NAMES = {("nn.functional", "logsigmoid"): "log_sigmoid"}


# torch's names whose front is a Python function (torch/functional.py, torch/_tensor.py,
# torch/nn/functional.py) where yaten binds the op itself: such a function takes its own
# keyword names only, none of the numpy spellings torch's argument parser adds (axis=, x1=).
# tests/python/ops/test_numpy_keywords.py checks the list against torch.
TORCH_PYTHON_FRONTS = frozenset(
    ["yaten.cdist", "yaten.split", "yaten.Tensor.split", "yaten.Tensor.unflatten"]
    + ["yaten.nn.functional." + name for name in (
        "adaptive_max_pool1d_with_indices", "adaptive_max_pool3d_with_indices", "batch_norm", "binary_cross_entropy",
        "binary_cross_entropy_with_logits", "cosine_embedding_loss", "cross_entropy", "ctc_loss", "embedding",
        "gaussian_nll_loss", "glu", "group_norm", "hinge_embedding_loss", "huber_loss", "instance_norm", "l1_loss",
        "layer_norm", "local_response_norm", "lp_pool1d", "lp_pool2d", "margin_ranking_loss",
        "max_pool1d_with_indices", "max_pool2d_with_indices", "max_pool3d_with_indices", "max_unpool1d",
        "max_unpool2d", "max_unpool3d", "mse_loss", "multi_margin_loss", "multilabel_margin_loss",
        "multilabel_soft_margin_loss", "nll_loss", "poisson_nll_loss", "smooth_l1_loss", "soft_margin_loss",
        "softsign", "tanhshrink", "triplet_margin_loss")])


def _message_name(ns: str, name: str) -> str:
    """The name torch's messages give a function: its C name, linalg_det for torch.linalg.det."""
    if (ns, name) in _TORCH_C_NAMES:
        return _TORCH_C_NAMES[ns, name]
    return f"{ns}_{name}" if ns in ("linalg", "special") and not name.startswith(ns + "_") else name


def _binding(c_name, python_name, overloads, is_method, operator, public_namespace, reflected=False,
             message_name=None) -> Binding:
    ops = [op for op, _ in overloads]
    built = []
    for op, entry in overloads:
        # A method's or an in-place form's self is a tensor: torch lists no Number self there.
        tensor_self = is_method or entry == python.inplace_entry(op)
        forms = [None] + [s for s in op.scalar_overloads if not (tensor_self and "self" in s.args)]
        for scalar in forms:
            built.append(_overload(op, is_method, entry, message_name or python_name, reflected, scalar))
        if op.dimnames and not operator:
            built += [_names_overload(op, is_method, entry, message_name or python_name, scalar) for scalar in forms]
        if not operator and python_name in (op.name, op.name + "_"):  # torch's aliases (subtract) have none
            built += [_overload(op, is_method, entry, message_name or python_name, reflected, deprecated=signature)
                      for signature in op.deprecated_signatures]
    torch_signatures = dict.fromkeys(t for op in ops for t in op.torch_signatures)
    if torch_signatures and not operator:
        # torch's overload set differs: its signatures are listed, the entries' own only matched.
        built = [o if o.signature.endswith("|hidden") else replace(o, signature=o.signature + "|unlisted")
                 for o in built]
        if not is_method and any("Dimname[]? names" in text for text in torch_signatures):
            built.insert(1, _with_names_argument(built[0]))
        for text in torch_signatures:
            signature = python.torch_signature(text, is_method, message_name or python_name)
            if signature is not None:
                built.append(Overload(signature=signature, call="", out_call=None, out_index=None, wrap="none",
                                      options_check=None, listed_only=True))
    built = [replace(o, index=i) for i, o in enumerate(built)]
    max_args = max(o.signature.count(",") + 1 for o in built)
    header = python.text_signature(python.merged_params(ops, is_method), python_name, is_method)
    doc = cpp.string_literal(header + ops[0].doc)
    no_args = is_method and operator is None and len(built) == 1 and built[0].signature.endswith("()")
    numpy_keywords = f"{public_namespace}.{python_name}" not in TORCH_PYTHON_FRONTS
    return Binding(c_name, python_name, tuple(built), is_method, max_args, operator, doc, public_namespace, no_args,
                   numpy_keywords)


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
