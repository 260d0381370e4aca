"""`python3 -m yaten.ops [--load LIBRARY] list | show NAME | check FILE`: the
op schemas for people (with --load, a C++ extension's too). `check` runs the generator's own parser (codegen/, found beside
the package in a source tree) over an ops.yaml-format file and prints
`FILE:LINE:COL: message` (exit status 1) or `FILE: OK` (0)."""
from __future__ import annotations

import argparse
import inspect
import sys
from pathlib import Path

from yaten import ops
from yaten.ops._schema import OpSchema, Overload


def _python_signature(op: OpSchema) -> list[str]:
    """How Python calls the op, as inspect.signature reads the bindings."""
    import yaten

    out = []
    where = {"yaten": yaten, "nn.functional": yaten.nn.functional}
    names = [op.name] * ("function" in op.variants) + [op.name + "_"] * ("inplace_function" in op.variants)
    for name in names:
        for ns in op.namespaces:
            fn = getattr(where.get(ns), name, None)
            if fn is not None:
                out.append(f"yaten.{ns + '.' if ns != 'yaten' else ''}{name}{_signature_text(fn)}")
    for method in [op.name] * ("method" in op.variants) + [op.name + "_"] * ("inplace" in op.variants):
        fn = getattr(yaten.Tensor, method, None)
        if fn is not None:
            out.append(f"Tensor.{method}{_signature_text(fn)}")
    return out


def _signature_text(fn) -> str:
    try:
        return str(inspect.signature(fn))
    except (TypeError, ValueError):
        return "(...)"


def _overload_lines(o: Overload) -> list[str]:
    lines = [f"  {o.schema}    [{o.source}]"]
    for derived in o.derived_schemas:
        lines.append(f"    derives {derived}")
    if o.derivatives:
        lines.append("    derivatives:")
        lines += [f"      {name}: {formula}" for name, formula in o.derivatives]
    if o.non_differentiable:
        lines.append(f"    non-differentiable: {', '.join(o.non_differentiable)}")
    if o.forward is not None:
        expanded = f" = {o.forward_expanded}" if o.forward_expanded != o.forward else ""
        lines.append(f"    forward (result): {o.forward}{expanded}")
    lines.append(f"    kernel: {o.kernel}")
    return lines


def show(op: OpSchema) -> str:
    lines = [f"{op.name}  (family {op.family}; variants {', '.join(sorted(op.variants))}; "
             f"namespaces {', '.join(op.namespaces)})"]
    for o in op.overloads:
        lines += _overload_lines(o)
    if op.operators:
        lines.append(f"  operators: {' '.join(op.operators)}")
    lines.append(f"  overridable: {'yes' if op.overridable else 'no'}")
    if not op.name.count("::"):
        lines += [f"  python: {s}" for s in _python_signature(op)]
    lines.append(f"  doc: {op.doc}")
    return "\n".join(lines)


def list_ops() -> str:
    rows = []
    for op in ops.schemas():
        for o in op.overloads:
            rows.append((o.name, op.family, o.schema))
    width = max(len(r[0]) for r in rows)
    fam = max(len(r[1]) for r in rows)
    return "\n".join(f"{name:<{width}}  {family:<{fam}}  {schema}" for name, family, schema in rows)


def source_root() -> Path | None:
    """The checkout this package runs from, when it has the generator."""
    root = Path(__file__).resolve().parents[3]
    return root if (root / "codegen" / "model" / "load.py").is_file() else None


def check(path: Path) -> int:
    root = source_root()
    if root is None:
        print("yaten.ops check: the generator (codegen/) is not beside this yaten package; "
              "run it from a yaten source tree", file=sys.stderr)
        return 2
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from codegen.errors import OpsYamlError
    from codegen.model.load import formula_helper_names, load_ops

    if not path.is_file():
        print(f"{path}: no such file", file=sys.stderr)
        return 1
    # An extension's formulas may call every built-in entry point, as the generated C++ can.
    entry_points = [text for op in ops.schemas() for o in op.overloads for text in (o.schema, *o.derived_schemas)]
    callable_names = {text.partition("(")[0].replace(".", "_") for text in entry_points}
    helpers = formula_helper_names(root / "autograd" / "formula_helpers.h") | frozenset(callable_names)
    try:
        loaded = load_ops(path, helpers, display_name=str(path))
    except OpsYamlError as e:
        print(e)
        return 1
    print(f"{path}: OK ({len(loaded)} ops)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m yaten.ops", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--load", action="append", default=[], metavar="LIBRARY",
                        help="load a C++ extension first (yaten.ops.load_library), so list/show include its ops")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="every op overload: name, family, schema")
    show_parser = sub.add_parser("show", help="one op: overloads, derivatives, forward formula, doc")
    show_parser.add_argument("name")
    check_parser = sub.add_parser("check", help="validate an ops.yaml-format file")
    check_parser.add_argument("file", type=Path)
    args = parser.parse_args(argv)
    try:
        for library in args.load:
            ops.load_library(library)
    except (OSError, RuntimeError, ValueError) as e:
        print(f"python3 -m yaten.ops: {e}", file=sys.stderr)
        return 1
    if args.command == "list":
        print(list_ops())
        return 0
    if args.command == "show":
        try:
            print(show(ops.schema(args.name)))
        except KeyError as e:
            print(e.args[0], file=sys.stderr)
            return 1
        return 0
    return check(args.file)


if __name__ == "__main__":
    sys.exit(main())
