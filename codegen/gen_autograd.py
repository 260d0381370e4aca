"""Environments for generated/autograd: the differentiable entry points
(ops_<family>.h/.cpp) and the backward nodes (nodes_<family>.h/.cpp)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from codegen import gen_introspection
from codegen.api import cpp
from codegen.model import names as name_rules
from codegen.model.derivatives import METADATA_METHODS, Jvp, tangent_name
from codegen.model.op import Entry, Op, out_names
from codegen.model.schema import ListType


@dataclass(frozen=True)
class SavedValue:
    member: str  # the node's member name
    cpp_type: str  # "SavedVariable", "std::vector<SavedVariable>" or a value type
    init: str  # how the entry point fills it (from the forward's locals)
    unpack: str  # a local declaration in apply()
    is_output: bool
    # The gradient edges whose formulas read it: the entry saves it only when
    # one of them requires grad, as torch does (empty: always saved).
    needed_by: tuple[int, ...] = ()


@dataclass(frozen=True)
class GradInput:
    name: str
    is_list: bool
    formula: str | None  # rewritten C++; None: not implemented
    shared: bool = False  # its gradient comes from a GradGroup's formula


@dataclass(frozen=True)
class GradGroup:
    """A formula several inputs share (`input, weight, bias: f(...)`): called
    once, when the engine needs any of them, its tuple spread over their edges."""

    formula: str  # rewritten C++
    edges: tuple[int, ...]  # the edge of each member, in the formula's tuple order


@dataclass(frozen=True)
class NodeModel:
    class_name: str
    op_name: str
    inputs: tuple[GradInput, ...]
    saved: tuple[SavedValue, ...]
    num_outputs: int
    list_sizes: tuple[str, ...]  # list inputs whose length the node keeps
    groups: tuple[GradGroup, ...] = ()
    # The op returns Tensor[]: one node for all its outputs, whose formulas
    # read `grads` (one per output, the unused ones as zeros).
    returns_list: bool = False
    display_name: str = ""  # name(): torch's (ops.yaml's grad_fn) or class_name
    named_when_given: tuple[str, str] | None = None  # (argument, name): name() when the call gives the argument


def node_class_names(all_ops: tuple[Op, ...]) -> dict[str, str]:
    """MulBackward0, MaxBackward1, Log1PBackward0, ...: PyTorch's rule. Each
    word of the base name title-cased (a letter after a digit too: log1p's
    Log1P, avg_pool2d's AvgPool2D), numbered in file order among the
    overloads of that base name that have a backward node (torch counts the
    entries of its derivatives.yaml: pow.Tensor_Scalar 0, pow.Tensor_Tensor 1)."""
    names, counts = {}, {}
    for op in all_ops:
        base = op.schema.name.name.base
        camel = "".join(part.title() for part in base.split("_") if part)
        n = counts.get(base, 0)
        if has_node(op):
            counts[base] = n + 1
        names[str(op.schema.name)] = f"{camel}Backward{n}"
    return names


def has_node(op: Op) -> bool:
    """Whether the op's result carries a backward node of its own."""
    return op.kernel == "native" and bool(op.differentiable_inputs())


def node_model(op: Op, class_names: dict[str, str]) -> NodeModel | None:
    """The backward node of an op, or None when no input is differentiable."""
    if not has_node(op):
        return None
    args = {a.name: a for a in op.schema.arguments.flat_all}
    returns = op.schema.returns
    ret_names = op.schema.formula_return_names()
    saved: dict[str, SavedValue] = {}
    for d in op.derivatives:
        for name, method in sorted(d.formula.metadata_uses()):
            member = f"{name}_{method}"
            is_list = isinstance(args[name].type, ListType) if name in args else False
            meta_type = METADATA_METHODS[method]
            if is_list:
                saved[member] = SavedValue(member, f"std::vector<{meta_type}>", f"autograd::list_{method}({name})", f"const auto& {member} = {member}_;", False)
            else:
                saved[member] = SavedValue(member, meta_type, f"{name}.{method}()", f"const auto& {member} = {member}_;", False)
        for name in sorted(d.formula.plain_uses()):
            if name in saved or name in ("grad", "grads", "true", "false", "grad_input_mask"):
                continue
            if name in ret_names:
                source = f"std::get<{ret_names[name]}>(result)" if len(returns) > 1 else "result"
                saved[name] = SavedValue(name, "autograd::SavedVariable", f"autograd::SavedVariable({source}, true)", f"Tensor {name} = {name}_.unpack(shared_from_this());", True)
            elif name in args:
                a = args[name]
                if isinstance(a.type, ListType) and a.type.is_tensor_like():
                    saved[name] = SavedValue(name, "std::vector<autograd::SavedVariable>", f"autograd::save_list({name})", f"TensorList {name} = autograd::unpack_list({name}_);", False)
                elif a.type.is_tensor_like():
                    number = ", true" if any(name in o.args for o in op.scalar_overloads) else ""
                    saved[name] = SavedValue(name, "autograd::SavedVariable", f"autograd::SavedVariable({name}, false{number})", f"Tensor {name} = {name}_.unpack();", False)
                else:
                    saved[name] = SavedValue(name, cpp.value_type(a.type), f"{name}", f"const auto& {name} = {name}_;", False)
    inputs = []
    list_sizes = []
    for a in op.differentiable_inputs():
        d = op.derivative_for(a.name)
        is_list = isinstance(a.type, ListType)
        if is_list:
            list_sizes.append(a.name)
        inputs.append(GradInput(a.name, is_list, d.formula.rewritten() if d and not d.group else None,
                                bool(d and d.group)))
    groups = {}
    edge_of = {a.name: i for i, a in enumerate(op.differentiable_inputs())}
    for d in op.derivatives:
        if d.group and d.key not in groups:
            if list_sizes:
                raise ValueError(f"{op.schema.name}: a shared derivative formula needs fixed edges (no Tensor[] input)")
            groups[d.key] = GradGroup(d.formula.rewritten(), tuple(edge_of[n] for n in d.group))
    if not list_sizes:
        saved = {name: with_edges_reading_it(op, s, edge_of) for name, s in saved.items()}
    class_name = class_names[str(op.schema.name)]
    renamed = op.grad_fn
    return NodeModel(class_name, str(op.schema.name), tuple(inputs),
                     saved_in_argument_order(op, saved.values()), len(returns), tuple(list_sizes),
                     tuple(groups.values()), op.schema.returns_list(),
                     display_name=renamed.name if renamed and not renamed.given else class_name,
                     named_when_given=(renamed.given, renamed.name) if renamed and renamed.given else None)


def saved_inputs_in_save_order(saved, inplace: bool) -> tuple[SavedValue, ...]:
    """An in-place op saves a clone of its target last: the clone, an op,
    ends the in-place target's scope, which saving another input sharing the
    target's memory still needs (saved_variable.h)."""
    inputs = [s for s in saved if not s.is_output]
    if not inplace:
        return tuple(inputs)
    return tuple(sorted(inputs, key=lambda s: s.member == "self"))


def with_edges_reading_it(op: Op, s: SavedValue, edge_of: dict[str, int]) -> SavedValue:
    """A saved tensor with the edges whose formula (a shared formula: every
    edge it fills) reads it; other saved values are always kept. (torch keeps
    its outputs unconditionally, but its Number overloads, such as
    pow.Tensor_Scalar for x**2, have no edge to need them.)"""
    if s.cpp_type != "autograd::SavedVariable":
        return s
    edges = {edge_of[n] for d in op.derivatives if s.member in d.formula.plain_uses()
             for n in (d.group or (d.input,)) if n in edge_of}
    if len(edges) == len(edge_of):
        return s
    return replace(s, needed_by=tuple(sorted(edges)))


def saved_in_argument_order(op: Op, saved) -> tuple[SavedValue, ...]:
    """The saved values with the inputs in the schema's argument order and the
    outputs last, as torch saves and unpacks them: saved-tensor hooks see them
    packed and unpacked in that order (metadata, which no hook sees, first)."""
    position = {a.name: i for i, a in enumerate(op.schema.arguments.flat_all)}
    return tuple(sorted(saved, key=lambda s: (s.is_output, position.get(s.member, -1))))


@dataclass(frozen=True)
class JvpTermModel:
    condition: str  # C++: some tangent of the term is defined
    text: str
    negate: bool


@dataclass(frozen=True)
class JvpModel:
    """The forward-mode formula of an op as one C++ function (<op>_jvp),
    taking only what its terms use, and how an entry point calls it."""

    function: str
    cpp_type: str  # what it returns: a Tensor, or one per output of an op returning Tensor[]
    params: str
    terms: tuple[JvpTermModel, ...]
    tangents: tuple[tuple[str, str, str], ...]  # (C++ type, local, initialiser) per differentiable input
    any_tangent: str
    zero_filled: tuple[tuple[str, str], ...]  # (tangent, primal) read as zeros when undefined
    call_args: tuple[str, ...]  # in params order; `self` is the original in in-place entries
    uses_self: bool  # the formula reads self's value (an in-place entry must copy it first)
    target: str  # the output that gets the tangent
    returns_alias: bool  # a view op: its tangent is a view of the input's
    bare_tangents: tuple[str, ...]  # tangents a term passes on as they are


def jvp_models(op: Op) -> tuple[JvpModel, ...]:
    return tuple(jvp_model(op, jvp) for jvp in op.jvps)


def jvp_model(op: Op, jvp: Jvp) -> JvpModel:
    """One return's jvp function: `<op>_jvp` for the first (or only) formula,
    `<op>_jvp_<return>` for each of a `result:` mapping."""
    used = jvp.names()
    args = cpp.cpp_arguments(op.schema)
    diff = op.differentiable_inputs()
    returns = op.schema.returns
    params, call_args = [], []
    for a in args:
        if a.name in used:
            params.append(f"{cpp.argument_type(a.type)} {a.name}")
            call_args.append(a.name)
    for a in diff:
        if tangent_name(a.name) in used:
            is_list = isinstance(a.type, ListType)
            params.append(f"{'const std::vector<Tensor>&' if is_list else 'const Tensor&'} {tangent_name(a.name)}")
            call_args.append(tangent_name(a.name))
    for name, i in sorted(op.schema.formula_return_names().items(), key=lambda item: item[1]):
        if name in used and (len(returns) > 1 or name == "result"):
            params.append(f"const Tensor& {name}")
            call_args.append(f"std::get<{i}>(result)" if len(returns) > 1 else "result")
    tangents = tuple(
        ("std::vector<Tensor>", tangent_name(a.name), f"autograd::tangents_of({a.name})") if isinstance(a.type, ListType)
        else ("Tensor", tangent_name(a.name), f"autograd::tangent_of({a.name})")
        for a in diff)
    terms = tuple(
        JvpTermModel(" || ".join(f"autograd::has_tangent({tangent_name(n)})" for n in t.inputs), t.text, t.negate)
        for t in jvp.terms)
    zero_filled = tuple((tangent_name(a.name), a.name) for a in diff
                        if a.name in jvp.zero_filled() and not isinstance(a.type, ListType))
    return JvpModel(
        function=f"{op.cpp_name}_jvp" + (f"_{jvp.output_name}" if jvp.output_name else ""),
        cpp_type="std::vector<Tensor>" if op.schema.returns_list() else "Tensor",
        params=", ".join(params),
        terms=terms,
        tangents=tangents,
        any_tangent=" || ".join(f"autograd::has_tangent({t})" for _, t, _ in tangents),
        zero_filled=zero_filled,
        call_args=tuple(call_args),
        uses_self="self" in used,
        target=f"std::get<{jvp.output}>(result)" if len(returns) > 1 else "result",
        returns_alias=returns[jvp.output].annotation is not None,
        bare_tangents=tuple(t.text for t in jvp.terms if t.text in {tangent_name(a.name) for a in diff} and not t.negate),
    )


@dataclass(frozen=True)
class EntryModel:
    declaration: str
    kind: str  # factory | factory_out | plain | differentiable | inplace | out | native_inplace | composite
    kernel_call: str
    node: NodeModel | None
    edge_args: str  # the differentiable inputs, for collect_edges
    check_args: str  # every tensor input, for grad checks
    saved_inputs: tuple[SavedValue, ...]
    saved_outputs: tuple[SavedValue, ...]
    returns: str  # "single", "tuple", "list", "void"
    op_name: str
    self_used_by_formula: bool
    jvp: JvpModel | None  # the first return's (an in-place entry's only one)
    jvp_call: str  # the call of jvp.function this entry makes
    # Per return with a formula: (the return, the call giving its tangent);
    # and the tangents any of them reads as zeros when undefined.
    jvp_targets: tuple[tuple[str, str], ...]
    jvp_zero_filled: tuple[tuple[str, str], ...]
    view_of: str  # the input the result views (`Tensor(a) self -> Tensor(a)`), or ""
    outs: tuple[str, ...] = ("out",)  # an out entry's out= arguments: one per named result of a tuple op
    out_dtype: str = "castable"  # the op's out_dtype rule (OutDtype), for write_out
    names: NamesModel | None = None  # what the entry does with inputs that have dimension names


@dataclass(frozen=True)
class NamesModel:
    """An entry's named-tensor lines (ops.yaml `names:`, model/names.py): the test of its inputs,
    then the result's names (`infer`, a C++ expression) or torch's refusal, and where they go."""
    inputs: str  # the inputs whose names count
    infer: str  # "" when the op has no rule: named inputs are refused
    refusal: str  # torch's name of the op in the refusal
    attach: tuple[str, ...]  # statements giving the result(s) result_names
    targets: tuple[str, ...] = ()  # the out= or in-place tensors, whose names are checked before writing


def names_model(op: Op, kind: str, derived: str | None, returns: str) -> NamesModel | None:
    inputs = name_rules.name_inputs(op.schema)
    if kind in ("factory_out", "composite", "copy_variant") or not inputs:
        return None
    if kind == "named_composite":
        return NamesModel(inputs=", ".join(inputs), infer=name_rules.infer_call(op.names, op.schema),
                          refusal=name_rules.refusal_name(op.schema, False), attach=())
    inplace = kind in ("inplace", "native_inplace")
    infer = name_rules.infer_call(op.names, op.schema) if op.names else ""
    if not infer or returns == "void" or returns == "list":
        attach: tuple[str, ...] = ()
        if infer and returns == "list":
            infer = ""  # no rule gives a list's names yet: refused
    elif kind == "out":
        attach = tuple(f"names::attach({o}, result_names);" for o in out_names(op))
    elif inplace:
        attach = ("names::attach(self, result_names);",)
    else:
        attach = ("names::attach(result, result_names);",)
    targets = out_names(op) if kind == "out" else ("self",) if inplace else ()
    return NamesModel(inputs=", ".join(inputs), infer=infer,
                      refusal=name_rules.refusal_name(op.schema, derived == "inplace"), attach=attach,
                      targets=targets if infer else ())


def viewed_input(op: Op) -> str:
    """The input whose memory an op's single result (or each of its
    Tensor[]'s) shares, by alias annotation."""
    rets = op.schema.returns
    if len(rets) != 1:
        return ""
    ret = rets[0].annotation
    if ret is None or ret.is_write:
        return ""
    for a in op.schema.arguments.flat_all:
        if a.annotation and not a.annotation.is_write and set(a.annotation.alias_set) & set(ret.alias_set):
            return a.name
    return ""


def entry_model(entry: Entry, class_names: dict[str, str]) -> EntryModel:
    op = entry.op
    kernel_args = [a.name for a in cpp.kernel_arguments(op.schema)]
    if op.writes_into:
        kernel_args.append({"inplace": "self", "out": "out"}.get(entry.derived, "Tensor()"))
    kernel_call = f"kernels::{op.cpp_name}({', '.join(kernel_args)})"
    node = node_model(op, class_names)
    tensor_args = [a for a in op.schema.arguments.flat_all if a.type.is_tensor_like()]
    rets = op.schema.returns
    returns = "void" if not rets else ("list" if isinstance(rets[0].type, ListType) else "single") if len(rets) == 1 else "tuple"
    saved = node.saved if node else ()
    jvps = jvp_models(op)
    jvp = jvps[0] if jvps else None
    outs = out_names(op)
    call_args = ", ".join(a.name for a in cpp.cpp_arguments(op.schema))
    if op.copy_of and entry.derived == "out":
        # Written into out= as any one-result op: the copy computed, then copied in.
        kind = "out"
        kernel_call = f"yaten::{op.cpp_name}({call_args})"
    elif op.copy_of:
        # A contiguous clone of the view (of each view, for a list); autograd differentiates through both.
        kind = "copy_variant"
        kernel_call = f"yaten::{op.copy_of}({call_args})"
    elif entry.derived == "out" and len(outs) > 1:
        # Several results written into out= tensors: computed by the op, then
        # copied, for native and composite ops alike.
        kind = "out"
        if op.kernel == "composite":
            kernel_call = f"yaten::{op.cpp_name}({call_args})"
    elif op.kernel == "composite" and op.names and entry.derived is None:
        # Its hand-written body is yaten::composite::NAME, run with name inference off.
        kind = "named_composite"
        kernel_call = f"composite::{op.cpp_name}({call_args})"
    elif op.kernel == "composite":
        kind = "composite"
    elif entry.derived == "out" and any(a.name == "requires_grad" for a in op.schema.arguments.flat_all):
        # A factory's out= form makes its values in out's dtype, unless dtype
        # names another one (refused, as torch refuses it).
        kind = "factory_out"
        args = [f'autograd::factory_out_dtype(dtype, out, "{op.name}")' if a == "dtype" else a for a in kernel_args]
        kernel_call = f"kernels::{op.cpp_name}({', '.join(args)})"
    elif entry.derived == "out" and op.out_dtype == "from_out":
        # Computed in out's dtype unless dtype= names one (torch's sum, cumsum).
        kind = "out"
        args = ["std::optional<ScalarType>(dtype.value_or(out.dtype()))" if a == "dtype" else a for a in kernel_args]
        kernel_call = f"kernels::{op.cpp_name}({', '.join(args)})"
    elif entry.derived == "out":
        kind = "out"
    elif entry.derived == "inplace":
        kind = "inplace"
    elif op.schema.kind() == "inplace":
        kind = "native_inplace"
    elif any(a.name == "requires_grad" for a in op.schema.arguments.flat_all):
        kind = "factory"
    elif node is None:
        kind = "plain"
    else:
        kind = "differentiable"
    return EntryModel(
        declaration=cpp.entry_declaration(entry),
        kind=kind,
        kernel_call=kernel_call,
        node=node,
        edge_args=", ".join(a.name for a in op.differentiable_inputs()),
        check_args=", ".join(a.name for a in tensor_args),
        saved_inputs=saved_inputs_in_save_order(saved, entry.derived == "inplace"),
        saved_outputs=tuple(s for s in saved if s.is_output),
        returns=returns,
        op_name=op.name + ("_" if entry.derived == "inplace" else ""),
        self_used_by_formula=any(s.member == "self" for s in saved),
        jvp=jvp,
        jvp_call=jvp_call(jvp, kind) if jvp else "",
        jvp_targets=tuple((j.target, jvp_call(j, kind)) for j in jvps),
        jvp_zero_filled=tuple(dict.fromkeys(z for j in jvps for z in j.zero_filled)),
        view_of=viewed_input(op) if kind == "differentiable" else "",
        outs=outs,
        out_dtype=op.out_dtype,
        names=names_model(op, kind, entry.derived, returns),
    )


def jvp_call(jvp: JvpModel, kind: str) -> str:
    """In-place entries pass the copy of self taken before the write. An
    output's tangent must not be another input's tangent itself (an in-place
    op on one would change the other), unless the op returns a view."""
    inplace = kind in ("inplace", "native_inplace")
    args = ["self_original" if inplace and a == "self" else a for a in jvp.call_args]
    call = f"{jvp.function}({', '.join(args)})"
    shared = [t for t in jvp.bare_tangents if not (inplace and t == "self_t")]
    if shared and (inplace or not jvp.returns_alias):
        call = f"autograd::unaliased({call}, {{{', '.join(shared)}}})"
    return call


def family_files(family: str, extension: bool = False) -> dict[str, str]:
    """Where the family's files go: generated/runtime/kernels_F.h, ... in the
    tree; side by side (kernels_F.h, ...) for an extension."""
    files = {"kernels_h": f"runtime/kernels_{family}.h", "ops_h": f"autograd/ops_{family}.h",
             "ops_cpp": f"autograd/ops_{family}.cpp", "nodes_h": f"autograd/nodes_{family}.h",
             "nodes_cpp": f"autograd/nodes_{family}.cpp"}
    return {k: v.rpartition("/")[2] for k, v in files.items()} if extension else files


def family_env(family: str, ops: list[Op], all_ops: tuple[Op, ...], extension_namespace: str | None = None) -> dict:
    """The family's files; an extension's (codegen --namespace) live in that
    C++ namespace and include each other from their own directory."""
    names = node_class_names(all_ops)
    entries = [entry_model(e, names) for op in ops for e in op.entries()]
    nodes = [n for n in (node_model(op, names) for op in ops) if n is not None]
    jvps = [j for op in ops for j in jvp_models(op)]
    # Each file includes the headers of the ops it calls, and only those (an
    # extension includes yaten's catch-all and its own ops header instead).
    entry_calls = {c for op in ops for c in op.jvp_calls()}
    if any(e.kind == "inplace" and e.self_used_by_formula for e in entries):
        entry_calls.add("clone")  # the copy of self an in-place entry saves
    for op in ops:
        if op.copy_of:
            entry_calls |= {op.copy_of, "clone"}  # a copy variant clones its view op's result
    node_calls = {c for op in ops if node_model(op, names) for c in op.backward_calls()}
    return {"family": family, "entries": entries, "nodes": nodes, "jvps": jvps,
            "entry_op_headers": cpp.headers_of_calls(entry_calls, all_ops),
            "node_op_headers": cpp.headers_of_calls(node_calls, all_ops),
            "cpp_namespace": extension_namespace or "yaten", "extension": extension_namespace is not None,
            "include": (family_files(family, True) if extension_namespace
                        else {k: f"generated/{v}" for k, v in family_files(family).items()})}


def registry_env(all_ops: tuple[Op, ...]) -> dict:
    """One record per ops.yaml entry for the C++ op registry (an extension's
    come from its ops.yaml at load time: runtime/extension_abi.h)."""
    names = node_class_names(all_ops)
    records = []
    for op in all_ops:
        node = node_model(op, names)
        lit = cpp.string_literal
        records.append({
            "func": lit(str(op.schema)),
            "family": lit(op.family),
            "variants": [lit(v) for v in sorted(op.variants)],
            "kernel": lit(op.kernel),
            "derivatives": [(lit(key), lit(text)) for key, text in op.derivative_formulas()],
            "overridable": op.overridable,
            "node": lit(node.class_name if node else ""),
            "forward": lit(gen_introspection.forward_text(op) or ""),
            "namespaces": [lit(n) for n in op.namespaces],
            "operators": [lit(o) for o in op.operators],
            "doc": lit(op.doc),
            "derived": [(lit(kind), lit(text)) for kind, text in gen_introspection.derived_schemas(op)],
            "non_differentiable": [lit(n) for n in sorted(op.non_differentiable)],
            "forward_expanded": lit(gen_introspection.forward_expanded(op) or ""),
            "functions": [lit(f) for f in gen_introspection.functions(op)],
            "aliases": [lit(a) for a in op.aliases],
            "location": lit(gen_introspection.location(op)),
            "autocast": lit(op.autocast or ""),
        })
    return {"records": records}
