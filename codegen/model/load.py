"""ops.yaml -> tuple[Op, ...]. Every key of an entry is consumed here, once;
every mistake becomes an OpsYamlError at its line and column, and nothing
downstream ever sees a raw dict."""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from codegen.errors import Location, OpsYamlError
from codegen.model.derivatives import (
    AUTO_ELEMENT_WISE, AUTO_LINEAR, CPP_WORDS, ELEMENTWISE_CALLS, Derivative, Formula, Jvp, JvpTerm,
    split_terms, tangent_name,
)
from codegen.model.names import check_rule
from codegen.model.op import (
    AUTOCAST_POLICIES, INPLACE_VARIANTS, KERNELS, NAMESPACES, OUT_DTYPE_RULES, VARIANTS, DeprecatedSignature,
    GradFnName, Op, ScalarOverload,
)
from codegen.model.pointwise import DEFAULT_VARIANTS, parse_pointwise
from codegen.model.schema import FunctionSchema, ListType, NamedConstant, SchemaError
from codegen.yaml_loader import decode_source, load_yaml

ENTRY_KEYS = (
    "func", "variants", "namespaces", "operators", "kernel", "derivatives",
    "non_differentiable", "result", "overridable", "writes_into", "pointwise", "autocast", "doc", "warn_once",
    "python_numbers", "dimnames", "dimnames_refused", "dimnames_out", "scalar_overloads", "deprecated_signatures",
    "torch_signatures", "copy_variant", "out_dtype", "grad_fn", "names",
)


def load_ops(path: Path, helper_names: frozenset[str], display_name: str | None = None) -> tuple[Op, ...]:
    """Parses the ops file at `path`; formulas may call ops and `helper_names`."""
    name = display_name or path.name
    text = decode_source(path.read_bytes(), name)
    doc = load_yaml(text, name)
    lines = text.splitlines()
    if not isinstance(doc, dict):
        raise OpsYamlError(Location(name, 1, 1), "expected a mapping from op family to a list of ops")
    ops = []
    aliases = doc.pop(ALIASES_KEY, None)
    for family, entries in doc.items():
        loc = doc.key_locations[family]
        if not isinstance(entries, list):
            raise OpsYamlError(loc, f"family '{family}' must be a list of ops")
        for entry, entry_loc in zip(entries, entries.item_locations):
            ops.append(_parse_entry(entry, entry_loc, str(family), lines))
            if _copy_variant_wanted(entry, ops[-1]):
                ops.append(_copy_variant(ops[-1]))
    if aliases is not None:
        ops = _attach_aliases(ops, aliases, doc.key_locations[ALIASES_KEY])
    ops = tuple(ops)
    _check_unique(ops)
    _check_formulas(ops, helper_names)
    return ops


def _copy_variant_wanted(entry, op: Op) -> bool:
    """`copy_variant: true` on a view op (returning an alias of self, or a list of them)."""
    if "copy_variant" not in entry:
        return False
    wanted = entry["copy_variant"]
    returns = op.schema.returns
    is_view = (len(returns) == 1 and returns[0].annotation is not None and not returns[0].annotation.is_write
               and op.schema.self_arg is not None)
    if not isinstance(wanted, bool) or (wanted and not is_view):
        raise OpsYamlError(entry.value_locations["copy_variant"],
                           "'copy_variant' is true or false, on a view op (one return aliasing self: Tensor(a) or Tensor(a)[])")
    return wanted


def _copy_variant(view: Op) -> Op:
    """`<view>_copy`: the view op's arguments without aliasing, a new tensor (a list of them for a list);
    functions only, with out= for one tensor, as torch's."""
    name = view.schema.name.name.base
    text = re.sub(r"\bTensor\([a-z!]+\)", "Tensor", str(view.schema).replace(name, name + "_copy", 1))
    schema = FunctionSchema.parse(text)
    single = str(schema.returns[0].type) == "Tensor"
    return Op(
        schema=schema, family=view.family, variants=frozenset({"function", "out"} if single else {"function"}),
        namespaces=("yaten",), operators=(), kernel="composite", derivatives=(), jvps=(),
        non_differentiable=frozenset(), overridable=True, writes_into=False, pointwise=None, autocast=None,
        doc=f"{name}'s result as a new contiguous tensor (a copy, not a view of the input): {view.doc}",
        location=view.location, copy_of=view.cpp_name,
        # torch's *_copy out= copies the result into out as copy_ does: any dtype
        out_dtype="any" if single else OUT_DTYPE_RULES[0],
        # torch's overloads of the copy: the view's without dimension names, each with out= (one result)
        torch_signatures=tuple(_with_out(s) if single else s for s in view.torch_signatures if "Dimname" not in s),
    )


def _with_out(signature: str) -> str:
    """"(Tensor self, int dim)" -> "(Tensor self, int dim, *, Tensor(a!) out)"."""
    star = "" if ", *" in signature else ", *"
    return signature[:-1] + f"{star}, Tensor(a!) out)"


# The top-level key that is not a family: alias name -> the op it names again.
ALIASES_KEY = "aliases"


def _attach_aliases(ops: list[Op], aliases, loc: Location) -> list[Op]:
    """Records each alias on every overload of its target. `name: op` gives
    name every Python form op has (function, method, name_ in place, out=);
    `namespace.name: op` the function only, in that namespace; `name_: op_`
    the function form of op's in-place variant (torch.exp_)."""
    if not isinstance(aliases, dict):
        raise OpsYamlError(loc, "'aliases' must map each alias to the name of an op")
    by_name: dict[str, list[int]] = {}
    for i, op in enumerate(ops):
        by_name.setdefault(op.name, []).append(i)
    for alias, target in aliases.items():
        where = aliases.value_locations[alias]
        namespace, _, name = alias.rpartition(".")
        if namespace and namespace not in NAMESPACES:
            raise OpsYamlError(aliases.key_locations[alias], f"unknown namespace '{namespace}' (expected one of {', '.join(NAMESPACES)})")
        inplace = name.endswith("_")
        if not isinstance(target, str) or (target.endswith("_") != inplace):
            raise OpsYamlError(where, "an alias names an op (name_ names the in-place variant of an op, for an alias ending in _)")
        indices = by_name.get(target.removesuffix("_") if inplace else target)
        if not indices:
            raise OpsYamlError(where, f"'{target}' is not an op of this file")
        needed = "inplace" if inplace else "function" if namespace else None
        for i in indices:
            has = bool(INPLACE_VARIANTS & ops[i].variants) if needed == "inplace" else needed in ops[i].variants
            if needed and not has:
                raise OpsYamlError(where, f"'{alias}' needs {target} to have a '{needed}' variant")
            ops[i] = replace(ops[i], aliases=ops[i].aliases + (alias,))
    return ops


def _parse_entry(entry, loc: Location, family: str, lines: list[str]) -> Op:
    if not isinstance(entry, dict):
        raise OpsYamlError(loc, "an op entry must be a mapping with at least 'func' and 'doc'")
    for key in entry:
        if key not in ENTRY_KEYS:
            raise OpsYamlError(entry.key_locations[key], f"unknown key '{key}' (expected one of {', '.join(ENTRY_KEYS)})")
    for key in ("func", "doc"):
        if key not in entry:
            raise OpsYamlError(loc, f"op entry has no '{key}'")
    schema = _parse_schema(entry, lines)
    pointwise = None
    if "pointwise" in entry:
        pointwise = parse_pointwise(entry["pointwise"], entry.value_locations["pointwise"], schema)
        # It implies writes_into and, with derivatives, the derived jvp: saying them again is an error.
        for implied in ("writes_into", "kernel"):
            if implied in entry:
                raise OpsYamlError(entry.key_locations[implied], f"'{implied}' is implied by 'pointwise'")
        if "result" in entry and entry["result"] == AUTO_ELEMENT_WISE:
            raise OpsYamlError(entry.value_locations["result"], f"'result: {AUTO_ELEMENT_WISE}' is implied by 'pointwise'")
    variants = _string_list(entry, "variants", list(DEFAULT_VARIANTS) if pointwise else ["function"], VARIANTS)
    namespaces = _string_list(entry, "namespaces", ["yaten"], NAMESPACES)
    operators = _string_list(entry, "operators", [], None)
    kernel = _one_of(entry, "kernel", "native", KERNELS)
    overridable = entry.get("overridable", True)
    if not isinstance(overridable, bool):
        raise OpsYamlError(entry.value_locations["overridable"], "'overridable' must be true or false")
    writes_into_variants = INPLACE_VARIANTS | {"out"}
    writes_into = entry.get("writes_into", pointwise is not None and bool(writes_into_variants & set(variants)))
    if not isinstance(writes_into, bool):
        raise OpsYamlError(entry.value_locations["writes_into"], "'writes_into' must be true or false")
    if writes_into and (kernel != "native" or not writes_into_variants & set(variants)):
        raise OpsYamlError(entry.value_locations["writes_into"],
                           "'writes_into' is for a native kernel with an 'inplace' or 'out' variant to write into")
    autocast = _one_of(entry, "autocast", None, AUTOCAST_POLICIES) if "autocast" in entry else None
    out_dtype = _one_of(entry, "out_dtype", OUT_DTYPE_RULES[0], OUT_DTYPE_RULES)
    if "out_dtype" in entry and "out" not in variants:
        raise OpsYamlError(entry.key_locations["out_dtype"], "'out_dtype' is the rule of an op's out= form: it needs an 'out' variant")
    if out_dtype == "from_out" and not any(a.name == "dtype" and str(a.type) == "ScalarType?" for a in schema.arguments.flat_all):
        raise OpsYamlError(entry.value_locations["out_dtype"], "'out_dtype: from_out' computes in out's dtype: it needs a 'ScalarType? dtype' argument")
    doc = entry["doc"]
    if not isinstance(doc, str) or not doc.strip():
        raise OpsYamlError(entry.value_locations["doc"], "'doc' must be a non-empty string")
    warn_once = entry.get("warn_once")
    if warn_once is not None and (not isinstance(warn_once, str) or not warn_once.strip()):
        raise OpsYamlError(entry.value_locations["warn_once"], "'warn_once' must be a non-empty string: the warning's text")

    args = {a.name: a for a in schema.arguments.flat_all}
    for i, dunder in enumerate(operators):
        # `2 - x` calls the op with the number as one of two operands.
        if dunder.startswith("__r") and "__" + dunder[3:] in operators and len(args) < 2:
            raise OpsYamlError(entry["operators"].item_locations[i],
                               f"reflected operator '{dunder}' needs an op of two operands; {schema.name} has {len(args)}")
    for a in args.values():
        if isinstance(a.default_value, NamedConstant):
            # inspect.signature reads a builtin's defaults as literals only: yaten.strided would break it.
            raise OpsYamlError(entry.value_locations["func"], f"argument '{a.name}': a built-in op's default must be a "
                               f"literal; write '{str(a.type).rstrip('?')}? {a.name}=None' and let None mean {a.default}")
    tensor_args = {n for n, a in args.items() if a.type.is_tensor_like()}
    non_diff = _string_list(entry, "non_differentiable", [], None)
    for i, n in enumerate(non_diff):
        if n not in tensor_args:
            raise OpsYamlError(entry["non_differentiable"].item_locations[i], f"'{n}' is not a Tensor argument of {schema.name}")
    python_numbers = _string_list(entry, "python_numbers", [], None)
    for i, n in enumerate(python_numbers):
        if n not in tensor_args or str(args[n].type).rstrip("?") != "Tensor":
            raise OpsYamlError(entry["python_numbers"].item_locations[i], f"'{n}' is not a Tensor argument of {schema.name}")
    dimnames = _string_list(entry, "dimnames", [], None)
    for i, n in enumerate(dimnames):
        if n not in args or str(args[n].type).rstrip("?") not in ("int", "int[]", "int[1]"):
            raise OpsYamlError(entry["dimnames"].item_locations[i], f"'{n}' is not an int or int[] argument of {schema.name}")
    dimnames_refused = entry.get("dimnames_refused", False)
    if not isinstance(dimnames_refused, bool) or (dimnames_refused and not dimnames):
        raise OpsYamlError(entry.value_locations["dimnames_refused"], "'dimnames_refused' is true or false, with 'dimnames'")
    dimnames_out = entry.get("dimnames_out", True)
    if not isinstance(dimnames_out, bool) or (not dimnames_out and not dimnames):
        raise OpsYamlError(entry.value_locations["dimnames_out"], "'dimnames_out' is true or false, with 'dimnames'")
    names_rule = entry.get("names", "unify" if pointwise else None)
    if names_rule is not None:
        loc_names = entry.value_locations["names"] if "names" in entry else entry.value_locations["func"]
        if not isinstance(names_rule, str):
            raise OpsYamlError(loc_names, "'names' is one rule's name")
        check_rule(names_rule, schema, loc_names, kernel == "composite")
    scalar_overloads = _parse_scalar_overloads(entry, schema, args)
    deprecated = _parse_deprecated_signatures(entry, schema, args)
    torch_signatures = _parse_torch_signatures(entry, schema)
    derivatives = _parse_derivatives(entry, schema, tensor_args, lines)
    if kernel == "composite" and derivatives:
        raise OpsYamlError(entry.key_locations["derivatives"], "a composite op is differentiated through the ops it calls: it takes no 'derivatives'")
    jvps = _parse_jvps(entry, schema, kernel, non_diff, derivatives, lines, entry.value_locations["func"],
                       implied=AUTO_ELEMENT_WISE if pointwise else None)

    if ("method" in variants or INPLACE_VARIANTS & set(variants)) and schema.self_arg is None:
        raise OpsYamlError(entry.value_locations["variants"], f"{schema.name} is a method or has an in-place variant but has no 'self' argument")
    if writes_into_variants & set(variants):
        single_tensor = len(schema.returns) == 1 and str(schema.returns[0].type) == "Tensor"
        named_tensors = len(schema.returns) > 1 and all(str(r.type) == "Tensor" and r.name for r in schema.returns)
        if schema.kind() != "functional" or not (single_tensor or ("inplace" not in variants and named_tensors)):
            raise OpsYamlError(entry.value_locations["variants"], "derived 'inplace' and 'out' variants need a functional op returning one Tensor (an 'out' variant: or named Tensors)")
        if named_tensors and writes_into:
            raise OpsYamlError(entry.value_locations["variants"], "'writes_into' takes one out tensor: an op returning several writes them after its kernel")
    op = Op(
        schema=schema, family=family, variants=frozenset(variants), namespaces=tuple(namespaces),
        operators=tuple(operators), kernel=kernel, derivatives=derivatives, jvps=jvps,
        non_differentiable=frozenset(non_diff), overridable=overridable, writes_into=writes_into,
        pointwise=pointwise, autocast=autocast, doc=doc.strip(),
        location=entry.value_locations["func"], warn_once=warn_once.strip() if warn_once else None,
        python_numbers=frozenset(python_numbers), dimnames=tuple(dimnames),
        dimnames_refused=dimnames_refused, dimnames_out=dimnames_out, scalar_overloads=scalar_overloads,
        deprecated_signatures=deprecated, torch_signatures=torch_signatures, out_dtype=out_dtype,
        grad_fn=_parse_grad_fn(entry, args), names=names_rule,
    )
    if op.grad_fn and not (kernel == "native" and op.differentiable_inputs()):
        raise OpsYamlError(entry.key_locations["grad_fn"], "'grad_fn' names a backward node: the op needs a native kernel and a differentiable input")
    return op


def _parse_grad_fn(entry, args) -> GradFnName | None:
    """`grad_fn: MaximumBackward0`, or `grad_fn: {dim: SumBackward1}` for the calls giving that optional argument."""
    if "grad_fn" not in entry:
        return None
    value, where = entry["grad_fn"], entry.value_locations["grad_fn"]
    given, name = (None, value) if isinstance(value, str) else next(iter(value.items())) if isinstance(value, dict) and len(value) == 1 else (None, None)
    if not isinstance(name, str) or not re.fullmatch(r"[A-Z][A-Za-z0-9]*Backward[0-9]+", name):
        raise OpsYamlError(where, "'grad_fn' is torch's name of the op's node (SumBackward1), or {argument: name} for the calls that give that optional argument")
    if given is not None and (given not in args or not str(args[given].type).endswith("?") or args[given].type.is_tensor_like()):
        raise OpsYamlError(where, f"'{given}' is not an optional non-Tensor argument of the op")
    return GradFnName(name, given)


def _parse_torch_signatures(entry, schema) -> tuple[str, ...]:
    """`torch_signatures: ["(Tensor self, Dimname[1] dim, bool keepdim=False)"]`: argument lists in the
    schema language, with torch's Dimname types, checked by the schema parser."""
    items = _string_list(entry, "torch_signatures", [], None)
    for i, item in enumerate(items):
        loc = entry["torch_signatures"].item_locations[i]
        text = re.sub(r"\bDimname\b", "int", item.strip())
        if not (text.startswith("(") and text.endswith(")")):
            raise OpsYamlError(loc, "a torch signature is an argument list: (Tensor self, int dim)")
        try:
            FunctionSchema.parse(f"{schema.name.name.base}{text} -> Tensor")
        except SchemaError as e:
            raise OpsYamlError(loc, f"torch signature: {e.message}") from None
    return tuple(item.strip() for item in items)


def _parse_deprecated_signatures(entry, schema, args) -> tuple[DeprecatedSignature, ...]:
    """`deprecated_signatures: [beta self alpha mat1 mat2]`: each item, the arguments torch's deprecated
    signature takes by position, in its order, `NAME=ARG` where it names one otherwise
    (`[self other async=non_blocking]`); an argument left out must have a number as its default."""
    out = []
    for i, item in enumerate(_string_list(entry, "deprecated_signatures", [], None)):
        loc = entry["deprecated_signatures"].item_locations[i]
        words = [w.partition("=") for w in item.split()]
        arguments = tuple(arg or name for name, _, arg in words)
        names = tuple(name for name, _, _ in words)
        for n in arguments:
            if n not in args:
                raise OpsYamlError(loc, f"'{n}' is not an argument of {schema.name}")
        for n in names:
            if not n.isidentifier():
                raise OpsYamlError(loc, f"'{n}' is not a name a Python keyword argument can have")
        for n, a in args.items():
            if n not in arguments and not (str(a.type) == "Scalar" and isinstance(a.default_value, (int, float))):
                raise OpsYamlError(loc, f"'{n}' is left out of a deprecated signature: only a Scalar with a number "
                                        "as its default may be")
        out.append(DeprecatedSignature(arguments, names))
    return tuple(out)


def _parse_scalar_overloads(entry, schema, args) -> tuple[ScalarOverload, ...]:
    """`scalar_overloads: [other, self without out]`: each item names the Tensor arguments torch's
    overload types Number, and says whether that overload lacks the op's out=."""
    items = _string_list(entry, "scalar_overloads", [], None)
    out = []
    for i, item in enumerate(items):
        loc = entry["scalar_overloads"].item_locations[i]
        words = item.split()
        keeps_out = words[-2:] != ["without", "out"]
        names = tuple(words if keeps_out else words[:-2])
        for n in names:
            if n not in args or str(args[n].type) != "Tensor":
                raise OpsYamlError(loc, f"'{n}' is not a Tensor argument of {schema.name} "
                                        "(an item is: NAME... [without out])")
        if not names:
            raise OpsYamlError(loc, "a scalar overload names the Tensor arguments it takes as Number")
        out.append(ScalarOverload(names, keeps_out))
    return tuple(out)


def _value_column_offset(loc: Location, lines: list[str]) -> int:
    """1 when the scalar at loc is quoted, so offsets inside it line up."""
    line = lines[loc.line - 1] if loc.line - 1 < len(lines) else ""
    return 1 if line[loc.col - 1 : loc.col] in ("'", '"') else 0


def _parse_schema(entry, lines: list[str]) -> FunctionSchema:
    loc = entry.value_locations["func"]
    func = entry["func"]
    if not isinstance(func, str):
        raise OpsYamlError(loc, "'func' must be a schema string")
    try:
        return FunctionSchema.parse(func)
    except SchemaError as e:
        col = loc.col + _value_column_offset(loc, lines) + e.offset
        raise OpsYamlError(Location(loc.file, loc.line, col), e.message) from None


def _string_list(entry, key: str, default: list[str], allowed) -> list[str]:
    if key not in entry:
        return default
    value = entry[key]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise OpsYamlError(entry.value_locations[key], f"'{key}' must be a list of names")
    if allowed is not None:
        for i, v in enumerate(value):
            if v not in allowed:
                raise OpsYamlError(value.item_locations[i], f"unknown {key[:-1]} '{v}' (expected one of {', '.join(allowed)})")
    return list(value)


def _one_of(entry, key: str, default: str, allowed) -> str:
    value = entry.get(key, default)
    if value not in allowed:
        raise OpsYamlError(entry.value_locations[key], f"unknown {key} '{value}' (expected one of {', '.join(allowed)})")
    return value


def _parse_derivatives(entry, schema: FunctionSchema, tensor_args: set[str], lines: list[str]) -> tuple[Derivative, ...]:
    if "derivatives" not in entry:
        return ()
    table = entry["derivatives"]
    if not isinstance(table, dict):
        raise OpsYamlError(entry.value_locations["derivatives"], "'derivatives' must map input names to formulas")
    out = []
    seen: set[str] = set()
    for key, formula in table.items():
        # `input, weight, bias: f(...)`: one formula returning a tuple, one gradient per name.
        names = [n.strip() for n in str(key).split(",")]
        for name in names:
            if name not in tensor_args:
                raise OpsYamlError(table.key_locations[key], f"derivative for '{name}', which is not a Tensor argument of {schema.name}")
            if name in seen:
                raise OpsYamlError(table.key_locations[key], f"a second derivative for '{name}' of {schema.name}")
            seen.add(name)
        if not isinstance(formula, (str, int, float)):
            raise OpsYamlError(table.value_locations[key], f"the formula for '{key}' must be a C++ expression")
        if len(names) > 1 and any(isinstance(a.type, ListType) for a in schema.arguments.flat_all
                                  if a.type.is_tensor_like() and a.name in names):
            raise OpsYamlError(table.key_locations[key], "a formula shared by several inputs takes no Tensor[] input")
        loc = table.value_locations[key]
        loc = Location(loc.file, loc.line, loc.col + _value_column_offset(loc, lines))
        group = tuple(names) if len(names) > 1 else ()
        for name in names:
            out.append(Derivative(input=name, formula=Formula.parse(str(formula)), offset_location=loc, group=group))
    return tuple(out)


def _differentiable_names(schema: FunctionSchema, non_diff) -> list[str]:
    return [a.name for a in schema.arguments.flat_all
            if a.type.is_tensor_like() and not a.is_write_out() and a.name not in non_diff]


def _parse_jvps(entry, schema, kernel, non_diff, derivatives, lines, loc, implied=None) -> tuple[Jvp, ...]:
    """The `result:` entry: a formula, auto_element_wise or auto_linear
    (`implied` when the entry has none: auto_element_wise for a pointwise op),
    or, for an op returning several named tensors, a mapping from the names
    of the differentiable returns to their formulas."""
    differentiable = _differentiable_names(schema, non_diff)
    if "result" not in entry and implied == AUTO_ELEMENT_WISE and differentiable:
        return (_auto_element_wise(schema, differentiable, derivatives, loc),)
    if "result" not in entry:
        if kernel == "native" and differentiable:
            raise OpsYamlError(loc, f"{schema.name} has differentiable inputs but no 'result:' (its forward-mode formula; "
                               f"'{AUTO_ELEMENT_WISE}' or '{AUTO_LINEAR}' where they apply)")
        return ()
    key_loc = entry.key_locations["result"]
    if kernel == "composite":
        raise OpsYamlError(key_loc, "a composite op is differentiated through the ops it calls: it takes no 'result'")
    if not differentiable:
        raise OpsYamlError(key_loc, f"{schema.name} has no differentiable input, so it takes no 'result'")
    if isinstance(entry["result"], dict):
        return _per_output_jvps(entry["result"], schema, differentiable, derivatives, lines, key_loc)
    return (_jvp_of_value(entry["result"], entry.value_locations["result"], schema, differentiable, derivatives, lines),)


def _jvp_of_value(value, vloc, schema, differentiable, derivatives, lines, output_name="", covers_all=True) -> Jvp:
    if not isinstance(value, (str, int, float)):
        raise OpsYamlError(vloc, "'result' must be a C++ expression, auto_element_wise or auto_linear"
                                 + ("" if output_name else ", or a mapping from named returns to C++ expressions"))
    vloc = Location(vloc.file, vloc.line, vloc.col + _value_column_offset(vloc, lines))
    text = str(value)
    if output_name and text in (AUTO_ELEMENT_WISE, AUTO_LINEAR):
        raise OpsYamlError(vloc, f"'{text}' is for an op with one return; write the formula of '{output_name}' by hand")
    if text == AUTO_ELEMENT_WISE:
        return _auto_element_wise(schema, differentiable, derivatives, vloc)
    if text == AUTO_LINEAR:
        return _auto_linear(schema, differentiable, vloc)
    return _explicit_jvp(text, schema, differentiable, derivatives, vloc, covers_all)


def _per_output_jvps(mapping, schema, differentiable, derivatives, lines, key_loc) -> tuple[Jvp, ...]:
    """`result: {name: formula, ...}`: each named return's tangent; the
    returns left out (integer results, signs, ...) get none. A return need
    not depend on every input (conv2d_backward's grad_input has no term in
    input_t); together the formulas must use every input's tangent."""
    returns = schema.returns
    if len(returns) < 2 or not all(r.name for r in returns):
        raise OpsYamlError(key_loc, "'result' as a mapping names the returns of an op returning several named Tensors; "
                                    f"{schema.name} takes one formula")
    index = {r.name: i for i, r in enumerate(returns)}
    if not mapping:
        raise OpsYamlError(key_loc, "'result' maps no return to a formula")
    jvps = []
    for name, value in mapping.items():
        name_loc = mapping.key_locations[name]
        if name not in index:
            raise OpsYamlError(name_loc, f"{schema.name} has no return named '{name}' (its returns: "
                                         f"{', '.join(r.name for r in returns)})")
        if str(returns[index[name]].type) != "Tensor":
            raise OpsYamlError(name_loc, f"the return '{name}' of {schema.name} is not a Tensor "
                                         f"({returns[index[name]].type}): it has no tangent")
        jvp = _jvp_of_value(value, mapping.value_locations[name], schema, differentiable, derivatives, lines, name,
                            covers_all=False)
        jvps.append(replace(jvp, output=index[name], output_name=name))
    covered = {n for j in jvps for t in j.terms for n in t.inputs} | _zero_gradient_inputs(derivatives)
    for n in differentiable:
        if n not in covered:
            raise OpsYamlError(key_loc, f"the 'result' formulas of {schema.name} do not use '{tangent_name(n)}', the "
                                        f"tangent of its differentiable input '{n}'")
    return tuple(sorted(jvps, key=lambda j: j.output))


def _auto_element_wise(schema, differentiable, derivatives, loc) -> Jvp:
    if len(schema.returns) != 1 or str(schema.returns[0].type) != "Tensor":
        raise OpsYamlError(loc, f"{AUTO_ELEMENT_WISE} needs an op returning one Tensor")
    by_input = {d.input: d for d in derivatives}
    terms = []
    for name in differentiable:
        d = by_input.get(name)
        if d is None:
            raise OpsYamlError(loc, f"{AUTO_ELEMENT_WISE} derives the jvp from the backward formulas, but '{name}' has none")
        grads = [u for u in d.formula.uses if u.name in ("grad", "grads") and not u.is_call]
        if not grads or any(u.name == "grads" for u in grads):
            raise OpsYamlError(d.offset_location, f"{AUTO_ELEMENT_WISE}: the formula for '{name}' must be in terms of 'grad'")
        text = d.formula.text
        for use in reversed(grads):
            text = text[: use.offset] + tangent_name(name) + text[use.offset + len("grad"):]
        terms.append(JvpTerm((name,), text, False))
    return Jvp(AUTO_ELEMENT_WISE, tuple(terms), AUTO_ELEMENT_WISE, loc)


def _auto_linear(schema, differentiable, loc) -> Jvp:
    if len(schema.returns) != 1:
        raise OpsYamlError(loc, f"{AUTO_LINEAR} needs an op with one return")
    args = [tangent_name(a.name) if a.name in differentiable else a.name
            for a in schema.arguments.flat_all if not a.is_tensor_option]
    text = f"{schema.name.unambiguous_name()}({', '.join(args)})"
    return Jvp(AUTO_LINEAR, (JvpTerm(tuple(differentiable), text, False),), AUTO_LINEAR, loc)


def _zero_gradient_inputs(derivatives) -> set[str]:
    """The inputs whose gradient is declared zero: their (zero) tangent terms may be left out."""
    return {d.input for d in derivatives
            if d.formula.text.replace(" ", "") in ("zeros_like(grad)", f"zeros_like({d.input})")}


def _explicit_jvp(text, schema, differentiable, derivatives, loc, covers_all=True) -> Jvp:
    tangents = {tangent_name(n): n for n in differentiable}
    all_tensor_args = {a.name for a in schema.arguments.flat_all if a.type.is_tensor_like()}
    names = {a.name for a in schema.arguments.flat_all} | set(tangents) | set(CPP_WORDS)
    names |= set(schema.formula_return_names())
    for use in Formula.parse(text).uses:
        if use.is_call or use.name in names:
            continue
        at = Location(loc.file, loc.line, loc.col + use.offset)
        base = use.name[:-2] if use.name.endswith("_t") else None
        if base in all_tensor_args:
            raise OpsYamlError(at, f"the 'result' formula of {schema.name} names '{use.name}', but '{base}' is not differentiable")
        raise OpsYamlError(at, f"the 'result' formula of {schema.name} names '{use.name}', which is not an argument, "
                               "tangent (<input>_t) or return of the op")
    terms = []
    for start, end, negate in split_terms(text):
        piece = text[start:end].strip()
        used = [tangents[n] for n in sorted(Formula.parse(piece).names()) if n in tangents]
        if not used:
            start += len(text[start:end]) - len(text[start:end].lstrip())
            raise OpsYamlError(Location(loc.file, loc.line, loc.col + start),
                               f"the term '{piece}' of the 'result' formula of {schema.name} uses no tangent")
        terms.append(JvpTerm(tuple(n for n in differentiable if n in used), piece, negate))
    covered = {n for t in terms for n in t.inputs} | _zero_gradient_inputs(derivatives)
    for n in differentiable if covers_all else ():
        if n not in covered:
            raise OpsYamlError(loc, f"the 'result' formula of {schema.name} does not use '{tangent_name(n)}', the tangent of "
                                    f"its differentiable input '{n}'")
    return Jvp("formula", tuple(terms), text, loc)


def _check_unique(ops: tuple[Op, ...]) -> None:
    seen: dict[str, Op] = {}
    for op in ops:
        for entry in op.entries():
            key = str(entry.schema.name)
            if key in seen:
                first = seen[key].location
                raise OpsYamlError(op.location, f"duplicate overload '{key}' (first declared at {first})")
            seen[key] = op


def _check_formulas(ops: tuple[Op, ...], helper_names: frozenset[str]) -> None:
    callable_names = {e.cpp_name for op in ops for e in op.entries()} | helper_names
    for op in ops:
        names = {a.name for a in op.schema.arguments.flat_all} | {"grad", "grads"} | set(CPP_WORDS)
        if any(d.group for d in op.derivatives):
            names.add("grad_input_mask")
        returns_list = op.schema.returns_list()
        names |= set() if returns_list else set(op.schema.formula_return_names())
        for d in op.derivatives:
            for use in d.formula.uses:
                loc = Location(d.offset_location.file, d.offset_location.line, d.offset_location.col + use.offset)
                if returns_list and use.name == "grad" and not use.is_call:
                    raise OpsYamlError(loc, f"{op.schema.name} returns Tensor[]: its formulas read 'grads', one gradient "
                                            "per output (the unused ones as zeros), not 'grad'")
                if use.is_call and use.name not in callable_names:
                    raise OpsYamlError(loc, f"formula for '{d.input}' of {op.schema.name} calls '{use.name}', which is neither an op nor a formula helper")
                if not use.is_call and use.name not in names:
                    raise OpsYamlError(loc, f"formula for '{d.input}' of {op.schema.name} names '{use.name}', which is not an argument or return of the op")
    _check_jvp_calls(ops, callable_names)


def _check_jvp_calls(ops: tuple[Op, ...], callable_names: set[str]) -> None:
    """Calls in `result:` formulas resolve; auto_element_wise ops derive theirs
    from formulas that call only elementwise functions."""
    elementwise = ELEMENTWISE_CALLS | {e.cpp_name for op in ops if op.jvp and op.jvp.source == AUTO_ELEMENT_WISE
                                       for e in op.entries()}
    for op in ops:
        for jvp in op.jvps:
            if jvp.source != "formula":
                continue
            for use in Formula.parse(jvp.text).uses:
                if use.is_call and use.name not in callable_names:
                    loc = jvp.location
                    raise OpsYamlError(Location(loc.file, loc.line, loc.col + use.offset), f"the 'result' formula of {op.schema.name} calls '{use.name}', "
                                       "which is neither an op nor a formula helper")
        if op.jvp and op.jvp.source == AUTO_ELEMENT_WISE:
            for d in op.derivatives:
                for use in d.formula.uses:
                    if use.is_call and use.name not in elementwise:
                        loc = Location(d.offset_location.file, d.offset_location.line, d.offset_location.col + use.offset)
                        raise OpsYamlError(loc, f"{op.schema.name} is {AUTO_ELEMENT_WISE}, but the formula for '{d.input}' "
                                                f"calls '{use.name}', which is not elementwise: write its 'result' by hand")


def formula_helper_names(header: Path) -> frozenset[str]:
    """The functions autograd/formula_helpers.h declares, for formula checks."""
    if not header.exists():
        return frozenset()
    text = re.sub(r"//[^\n]*", "", header.read_text())
    return frozenset(re.findall(r"^\s*(?:[\w:<>,]+\s+)+[&*]?(\w+)\s*\(", text, re.M))
