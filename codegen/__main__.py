"""`python3 -m codegen [--check]`: ops.yaml -> generated/. Renders every file
in memory first, so a mistake leaves generated/ untouched; then writes only
the files whose content changed (--check: lists them and exits 1).
With --namespace NS, --ops is an extension's ops file and --out gets only
what the extension compiles (codegen/gen_extension.py)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from codegen import gen_docs, gen_extension
from codegen.errors import OpsYamlError
from codegen.file_manager import FileManager
from codegen.generate import render_all
from codegen.model.load import formula_helper_names, load_ops

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m codegen", description=__doc__)
    parser.add_argument("--check", action="store_true", help="only report files that are out of date")
    parser.add_argument("--ops", type=Path, default=ROOT / "ops.yaml")
    parser.add_argument("--out", type=Path, default=ROOT / "generated")
    parser.add_argument("--docs", type=Path, default=ROOT / "docs", help="where docs/ops.md goes")
    parser.add_argument("--namespace", help="generate an extension's files, in this namespace (needs --ops, --out)")
    args = parser.parse_args(argv)
    helpers = formula_helper_names(ROOT / "autograd" / "formula_helpers.h")
    if args.namespace is not None:
        if args.ops == ROOT / "ops.yaml" or args.out == ROOT / "generated":
            parser.error("--namespace needs the extension's own --ops and --out")
        return _extension(args, helpers)
    try:
        ops = load_ops(args.ops, helpers)
    except OpsYamlError as e:
        print(e, file=sys.stderr)
        return 1
    templates = Path(__file__).parent / "templates"
    fm = FileManager(install_dir=args.out, template_dir=templates, dry_run=args.check)
    render_all(ops, fm)
    managed = ["runtime", "autograd", "python", "tests"]
    # docs/ holds hand-written pages too: only docs/ops.md is codegen's.
    docs = FileManager(install_dir=args.docs, template_dir=templates, dry_run=args.check)
    docs.write_template("ops.md", "ops.md.j2", gen_docs.env(ops))
    if args.check:
        stale = fm.check() + [f"docs/{p}" for p in docs.check(stale_under=[])]
        if stale:
            print("generated/ is out of date with ops.yaml; run: /usr/bin/python3 -m codegen", file=sys.stderr)
            for path in stale:
                print(f"  {path}", file=sys.stderr)
            return 1
        return 0
    for path in fm.commit(remove_stale_under=managed):
        print(f"wrote {path}")
    for path in docs.commit(remove_stale_under=[]):
        print(f"wrote docs/{path}")
    return 0


def _extension(args, helpers: frozenset[str]) -> int:
    try:
        builtin = load_ops(ROOT / "ops.yaml", helpers)
    except OpsYamlError as e:
        print(e, file=sys.stderr)
        return 1
    callables = helpers | {e.cpp_name for op in builtin for e in op.entries()}
    return gen_extension.run(args.ops, args.out, args.namespace, callables, args.check)


if __name__ == "__main__":
    sys.exit(main())
