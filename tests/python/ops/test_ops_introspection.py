"""Introspection of every op of ops.yaml: inspect.signature and help() on
each function and Tensor method, yaten.ops.schema(), and the command line
`python3 -m yaten.ops`. The list of ops comes from the runtime's op registry
(tests/python/op_rows.py)."""
import dataclasses
import os
import inspect
import pydoc
import subprocess
import sys
from pathlib import Path

import pytest

import yaten
from op_rows import ENTRY_ROWS

ROOT = Path(__file__).resolve().parents[3]
OWN = [r for r in ENTRY_ROWS if r["derived"] is None]
NAMESPACES = {"yaten": yaten, "nn.functional": yaten.nn.functional, "linalg": yaten.linalg, "special": yaten.special}


def python_callables():
    """(label, callable, rows) for every function and Tensor method ops.yaml makes."""
    out = {}
    for r in OWN:
        if "function" in r["variants"]:
            for ns, path in zip(r["namespaces"], r["functions"]):
                out.setdefault((f"{ns}.{path.rpartition('.')[2]}", False), []).append(r)
        if "method" in r["variants"]:
            out.setdefault((f"Tensor.{r['name']}", True), []).append(r)
        if "inplace" in r["variants"]:
            out.setdefault((f"Tensor.{r['name']}_", True), []).append(r)
    return sorted(out.items())


CALLABLES = python_callables()


def resolve(label):
    owner, _, name = label.rpartition(".")
    return getattr(yaten.Tensor if owner == "Tensor" else NAMESPACES[owner], name)


def expected_params(row, method):
    """The Python parameters one overload accepts, from its generated row."""
    params = []
    for a in row["arguments"]:
        if a["out"]:
            continue
        if a["name"] == "self" and method:
            continue
        name = "input" if a["name"] == "self" else a["name"]
        default = a["default"]
        if isinstance(default, tuple) and not a["default_text"].startswith("["):
            default = int(a["default_text"])  # `int[2] padding=0` shows as padding=0, as in torch
        params.append((name, a["kwarg_only"], a["has_default"], default))
    if "out" in row["variants"] and not method:
        params.append(("out", True, True, None))
    return params


@pytest.mark.parametrize("label,method,rows", [(k[0], k[1], v) for k, v in CALLABLES],
                         ids=[k[0] for k, _ in CALLABLES])
def test_signature_has_the_schema_names_defaults_and_keyword_only_markers(label, method, rows):
    fn = resolve(label)
    sig = inspect.signature(fn)
    params = list(sig.parameters.values())
    if method:
        assert params[0].name == "self" and params[0].kind is inspect.Parameter.POSITIONAL_ONLY
        params = params[1:]
    by_name = {p.name: p for p in params}
    # torch's Python front of the form f(*tensors) (atleast_1d) takes the schema's positional arguments as those
    spread = inspect.isfunction(fn) and any(p.kind is inspect.Parameter.VAR_POSITIONAL for p in params)
    for row in rows:
        for name, kwarg_only, has_default, default in expected_params(row, method):
            name = name + "_" if name in ("from", "lambda") else name
            if spread and not kwarg_only:
                continue
            assert name in by_name, f"{label}: {name} missing from {sig}"
            p = by_name[name]
            if len(rows) == 1 and not inspect.isfunction(fn):
                kind = inspect.Parameter.KEYWORD_ONLY if kwarg_only else inspect.Parameter.POSITIONAL_OR_KEYWORD
                assert p.kind is kind, f"{label}: {name} is {p.kind}, schema says {kind}"
                if has_default:
                    assert p.default == default, f"{label}: default of {name}: {p.default!r} != {default!r}"
                else:
                    assert p.default is inspect.Parameter.empty, f"{label}: {name} should be required"
    expected_names = {n if n not in ("from", "lambda") else n + "_"
                      for row in rows for n, *_ in expected_params(row, method)}
    if inspect.isfunction(fn):
        return  # rewritten in Python (yaten/nn/functional.py): only the schema's names are required
    assert set(by_name) == expected_names, f"{label}: {sig} has parameters the schema does not"


@pytest.mark.parametrize("label,method,rows", [(k[0], k[1], v) for k, v in CALLABLES],
                         ids=[k[0] for k, _ in CALLABLES])
def test_help_shows_signature_and_doc(label, method, rows):
    fn = resolve(label)
    text = pydoc.render_doc(fn, renderer=pydoc.plaintext)
    if inspect.isfunction(fn):  # rewritten in Python: its own docstring
        assert fn.__doc__ and f"{fn.__name__}{inspect.signature(fn)}" in text
        return
    assert f"{label.rpartition('.')[2]}{inspect.signature(fn)}\n    {rows[0]['doc'][:40]}" in text


def test_signature_examples():
    assert str(inspect.signature(yaten.add)) == "(input, other, *, alpha=1, out=None)"
    assert str(inspect.signature(yaten.Tensor.add)) == "(self, /, other, *, alpha=1)"
    assert str(inspect.signature(yaten.hypot)) == "(input, other, *, out=None)"
    assert str(inspect.signature(yaten.Tensor.lerp_)) == "(self, /, end, weight)"
    assert str(inspect.signature(yaten.nn.functional.mse_loss)) == "(input, target, size_average=None, reduce=None, reduction='mean')"
    sig = inspect.signature(yaten.sum)
    assert sig.parameters["dtype"].kind is inspect.Parameter.KEYWORD_ONLY
    assert sig.bind(yaten.ones([2]), 0, keepdim=True)


# ----------------------------------------------------------------------------- yaten.ops.schema


def test_every_op_has_a_schema_matching_its_rows():
    names = yaten.ops.names()
    assert len(names) == len(set(names))
    for r in OWN:
        op = yaten.ops.schema(r["name"])
        assert r["name"] in names
        overload = op.overload(r["overload"])
        assert overload.schema == r["schema"]
        assert [a.name for a in overload.arguments] == [a["name"] for a in r["arguments"]]
        assert [str(a) for a in overload.arguments] == [
            a.replace("(a!)", "").replace("(a)", "") for a in _argument_texts(r["schema"])]
        assert dict(overload.derivatives) == r["derivatives"]
        assert overload.forward == r["forward"]
        assert overload.doc == r["doc"]
        assert overload.overridable == r["overridable"]
        if r["overload"]:
            assert yaten.ops.schema(overload.name).overloads == (overload,)


def _argument_texts(schema):
    """The argument list of a schema string, split at top-level commas, `*` dropped."""
    inner = schema[schema.index("(") + 1: schema.rindex(") ->")]
    parts, depth, current = [], 0, ""
    for ch in inner:
        depth += ch in "(["
        depth -= ch in ")]"
        if ch == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += ch
    parts.append(current.strip())
    return [p for p in parts if p and p != "*"]


def test_schema_of_add_describes_everything():
    op = yaten.ops.schema("add")
    assert op.name == "add" and op.family == "binary"
    assert op.variants == {"function", "method", "inplace", "out"}
    assert op.operators == ("__add__", "__radd__", "__iadd__")
    assert op.overridable and op.namespaces == ("yaten",)
    (o,) = op.overloads
    self_, other, alpha = o.arguments
    assert (self_.name, self_.type, self_.has_default, self_.kwarg_only) == ("self", "Tensor", False, False)
    assert (alpha.name, alpha.type, alpha.default, alpha.kwarg_only) == ("alpha", "Scalar", 1, True)
    assert [str(r) for r in o.returns] == ["Tensor"]
    assert o.derivative("other") == "maybe_multiply(grad, alpha)" and o.derivative("alpha") is None
    assert o.forward == "self_t + other_t * alpha" and o.forward_expanded == "self_t + other_t * alpha"
    assert o.derived_schemas == ("add_(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)",
                                 "add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)")
    assert o.source.startswith("ops.yaml:")
    with pytest.raises(dataclasses.FrozenInstanceError):
        o.doc = "changed"
    with pytest.raises(dataclasses.FrozenInstanceError):
        op.overloads = ()


def test_schema_lookup_forms():
    assert [o.name for o in yaten.ops.schema("max").overloads] == ["max", "max.dim", "max.other"]
    (dim,) = yaten.ops.schema("max.dim").overloads
    assert [r.name for r in dim.returns] == ["values", "indices"]
    assert yaten.ops.schema("add_").name == "add"
    assert yaten.ops.schema("add.out").name == "add"
    assert yaten.ops.schema("lerp").overload("Scalar").arguments[2].type == "Scalar"
    with pytest.raises(KeyError, match="did you mean 'hypot'"):
        yaten.ops.schema("hypott")
    with pytest.raises(KeyError, match="has no overload 'dims'"):
        yaten.ops.schema("max").overload("dims")
    with pytest.raises(TypeError, match="expected an op name"):
        yaten.ops.schema(yaten.add)


def test_schema_knows_what_is_not_overridable_or_differentiable():
    not_overridable = [r["name"] for r in OWN if not r["overridable"]]
    for name in not_overridable:
        assert not yaten.ops.schema(name).overridable
    logical_and = yaten.ops.schema("logical_and").overloads[0]
    assert logical_and.non_differentiable == ("other", "self") and logical_and.forward is None


# ----------------------------------------------------------------------------- command line


def child_env():
    """This yaten for a child process (and, in a sanitizer build, the sanitizer runtimes it needs preloaded)."""
    env = {"PYTHONPATH": str(Path(yaten.__file__).parent.parent), "PATH": "/usr/bin:/bin"}
    env.update({k: v for k, v in os.environ.items() if k in ("LD_PRELOAD", "ASAN_OPTIONS", "UBSAN_OPTIONS")})
    return env


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "yaten.ops", *args], capture_output=True, text=True, env=child_env(),
                          cwd="/", timeout=120)


def test_import_leaves_the_op_facts_for_first_use():
    # `import yaten` stays fast: yaten.ops builds its descriptions from the
    # C++ registry only when asked, and then keeps them.
    code = ("import yaten, yaten.ops as ops; assert ops._builtin is None; ops.schema('add'); "
            "first = ops._builtin; ops.schema('mul'); assert first is not None and ops._builtin is first; print('ok')")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=child_env(), cwd="/",
                            timeout=120)
    assert result.stdout.strip() == "ok", result.stderr


def test_cli_list_names_every_overload():
    result = run_cli("list")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert len(lines) == len(OWN)
    by_name = {}
    for row in OWN:  # an op's overloads together, ops in ops.yaml's order
        by_name.setdefault(row["name"], []).append(row)
    for line, row in zip(lines, [r for rows in by_name.values() for r in rows]):
        assert line.split()[0] == row["name"] + (f".{row['overload']}" if row["overload"] else "")
        assert line.endswith(row["schema"])


def test_cli_show_prints_formulas_and_signatures():
    result = run_cli("show", "hypot")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "hypot(Tensor self, Tensor other) -> Tensor" in out
    assert "self: grad * self / result" in out
    assert "forward (result): auto_element_wise = self_t * self / result + other_t * other / result" in out
    assert "python: yaten.hypot(input, other, *, out=None)" in out
    assert "python: Tensor.hypot_(self, /, other)" in out
    missing = run_cli("show", "no_such_op")
    assert missing.returncode == 1 and "no op named 'no_such_op'" in missing.stderr


def test_cli_check_accepts_ops_yaml(tmp_path):
    result = run_cli("check", str(ROOT / "ops.yaml"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == f"{ROOT / 'ops.yaml'}: OK ({len(OWN)} ops)"


@pytest.mark.parametrize("text,where,message", [
    ("ext:\n  - func: a(Tensr self) -> Tensor\n    doc: x\n", "2:13", "unknown type 'Tensr'"),
    ("ext:\n  - func: a(Tensor self, int n=1.5) -> Tensor\n    doc: x\n", "2:32", "default '1.5' is not a valid int"),
    ("ext:\n  - func: a(Tensor self) -> Tensor\n    doc: x\n    derivatives:\n      self: grad * nope\n"
     "    result: auto_element_wise\n", "5:20", "names 'nope'"),
    ("ext:\n  - func: a(Tensor self) -> Tensor\n    doc: x\n    derivatives:\n      self: mystery(grad)\n"
     "    result: self_t\n", "5:13", "calls 'mystery'"),
    ("ext:\n  - func: a(Tensor x) -> Tensor\n    variants: [method]\n    non_differentiable: [x]\n    doc: x\n", "3:15",
     "has no 'self'"),
    ("ext:\n  - func: a(Tensor self) -> Tensor\n    doc: x\n    non_differentiable: [self]\n"
     "  - func: a(Tensor self) -> Tensor\n    doc: y\n    non_differentiable: [self]\n", "5:11", "duplicate overload 'a'"),
])
def test_cli_check_reports_file_line_column(tmp_path, text, where, message):
    path = tmp_path / "my_ops.yaml"
    path.write_text(text)
    result = run_cli("check", str(path))
    assert result.returncode == 1
    line = result.stdout.strip()
    assert line.startswith(f"{path}:{where}: "), line
    assert message in line


def test_cli_check_lets_formulas_call_builtin_ops(tmp_path):
    path = tmp_path / "ext.yaml"
    path.write_text("ext:\n  - func: twice_sin(Tensor self) -> Tensor\n    doc: 2 sin(x).\n"
                    "    derivatives:\n      self: grad * 2 * cos(self)\n    result: self_t * 2 * cos(self)\n")
    result = run_cli("check", str(path))
    assert result.returncode == 0, result.stdout
    assert result.stdout.strip() == f"{path}: OK (1 ops)"


# ----------------------------------------------------------------------------- the C++ registry


def test_the_cpp_registry_describes_every_op_as_yaten_ops_does():
    # Extension ops (test_extension.py) may be loaded too: they are "ns::name".
    names = [n for n in yaten._C._op_registry_names() if "::" not in n]
    assert len(names) == len(OWN)
    for r in OWN:
        qualified = r["name"] + (f".{r['overload']}" if r["overload"] else "")
        entry = yaten._C._op_registry_find(qualified)
        overload = yaten.ops.schema(r["name"]).overload(r["overload"])
        assert entry["schema"] == overload.schema
        assert [a["name"] for a in entry["arguments"]] == [a.name for a in overload.arguments]
        assert [a["type"] for a in entry["arguments"]] == [a.type for a in overload.arguments]
        assert [a["default"] for a in entry["arguments"]] == [a.default_text for a in overload.arguments]
        assert [a["kwarg_only"] for a in entry["arguments"]] == [a.kwarg_only for a in overload.arguments]
        assert [(x["name"], x["type"]) for x in entry["returns"]] == [(x.name, x.type) for x in overload.returns]
        assert [tuple(d) for d in entry["derivatives"]] == list(overload.derivatives)
        assert entry["forward"] == (overload.forward or "")
        assert entry["doc"] == overload.doc and entry["overridable"] == overload.overridable
        assert sorted(entry["variants"]) == sorted(overload.variants)
    assert yaten._C._op_registry_find("no_such_op") is None
    with pytest.raises(ValueError, match="unknown type 'Tensr'"):
        yaten._C._parse_schema("a(Tensr x) -> Tensor")
