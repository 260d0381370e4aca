"""The generated type stubs (yaten/__init__.pyi, yaten/_C.pyi,
yaten/nn/functional.pyi): they parse, they are staged beside the package,
they list every op function and Tensor method of ops.yaml, and their
parameters are what inspect.signature reports at run time (no mypy here:
the names, kinds and defaults are compared directly)."""
import ast
import inspect
from pathlib import Path

import pytest

import yaten
from op_rows import ENTRY_ROWS

PACKAGE = Path(yaten.__file__).parent
STUBS = {"yaten": PACKAGE / "__init__.pyi", "nn.functional": PACKAGE / "nn" / "functional.pyi"}
OWN = [r for r in ENTRY_ROWS if r["derived"] is None]
MODULES = {"yaten": yaten, "nn.functional": yaten.nn.functional}


def parse(path):
    return ast.parse(path.read_text(), filename=str(path))


def defs(body):
    """name -> [FunctionDef, ...] (several for @overload)."""
    out = {}
    for node in body:
        if isinstance(node, ast.FunctionDef):
            out.setdefault(node.name, []).append(node)
    return out


def tensor_base_defs():
    tree = parse(PACKAGE / "_C.pyi")
    (cls,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "TensorBase"]
    return defs(cls.body)


def stub_params(fn: ast.FunctionDef):
    """[(name, kind, default)] with defaults as Python values."""
    a = fn.args
    positional = a.posonlyargs + a.args
    defaults = [inspect.Parameter.empty] * (len(positional) - len(a.defaults)) + [ast.literal_eval(d) for d in a.defaults]
    out = [(p.arg, inspect.Parameter.POSITIONAL_OR_KEYWORD, d) for p, d in zip(positional, defaults)]
    for p, d in zip(a.kwonlyargs, a.kw_defaults):
        out.append((p.arg, inspect.Parameter.KEYWORD_ONLY, inspect.Parameter.empty if d is None else ast.literal_eval(d)))
    return out


def runtime_params(fn, method):
    params = list(inspect.signature(fn).parameters.values())
    if method:
        params = params[1:]  # `self`, positional-only at run time, plain in the stub
    return [(p.name, p.kind, p.default) for p in params]


def expected_functions(ns):
    """The op functions of ns by their Python names (yaten_kl_div is yaten.kl_div)."""
    prefix = "" if ns == "yaten" else ns + "."
    return sorted({f[len(prefix):] for r in OWN if "function" in r["variants"] for f in r["functions"]
                   if f.startswith(prefix) and "." not in f[len(prefix):]})


def expected_methods():
    names = set()
    for r in OWN:
        names |= {r["name"]} if "method" in r["variants"] else set()
        names |= {r["name"] + "_"} if "inplace" in r["variants"] else set()
        names |= set(r["operators"])
    return sorted(names)


@pytest.mark.parametrize("ns", sorted(STUBS))
def test_stubs_are_staged_and_parse(ns):
    assert STUBS[ns].is_file(), f"{STUBS[ns]} is not staged beside the package"
    tree = parse(STUBS[ns])
    assert "__getattr__" in defs(tree.body), "names written in Python must still resolve (as Any)"


@pytest.mark.parametrize("ns", sorted(STUBS))
def test_every_op_function_has_a_stub_with_its_runtime_signature(ns):
    stubs = defs(parse(STUBS[ns]).body)
    for name in expected_functions(ns):
        assert name in stubs, f"{ns}.{name} has no stub"
        fn = getattr(MODULES[ns], name)
        if not inspect.isbuiltin(fn):
            continue  # rewritten in Python (yaten/nn/functional.py): the stub is the ops.yaml one
        check_against_runtime(f"{ns}.{name}", stubs[name], fn, method=False)


def test_every_tensor_method_and_operator_has_a_stub_with_its_runtime_signature():
    stubs = tensor_base_defs()
    for name in expected_methods():
        assert name in stubs, f"Tensor.{name} has no stub"
        check_against_runtime(f"Tensor.{name}", stubs[name], getattr(yaten._C.TensorBase, name), method=True)


def check_against_runtime(label, overloads, fn, method):
    runtime = runtime_params(fn, method)
    stubbed = [stub_params(o) for o in overloads]
    if method:
        assert all(params[0][0] == "self" for params in stubbed), label
        stubbed = [params[1:] for params in stubbed]
    if len(stubbed) == 1:
        assert stubbed[0] == runtime, f"{label}: stub {stubbed[0]} != runtime {runtime}"
        assert not any(isinstance(d, ast.Name) and d.id == "overload" for d in overloads[0].decorator_list)
        return
    # Overloads: each is one ops.yaml entry; the runtime signature merges them.
    for o in overloads:
        assert any(isinstance(d, ast.Name) and d.id == "overload" for d in o.decorator_list), label
    runtime_names = {name for name, _, _ in runtime}
    stub_names = {name for params in stubbed for name, _, _ in params}
    assert stub_names == runtime_names, f"{label}: overload stubs name {stub_names}, runtime {runtime_names}"


def test_stub_types_follow_the_schema():
    stubs = defs(parse(STUBS["yaten"]).body)
    (add,) = stubs["add"]
    assert ast.unparse(add).startswith(
        "def add(input: Tensor | Number, other: Tensor | Number, *, alpha: Number=1, out: Tensor | None=None) -> Tensor:")
    assert ast.get_docstring(add) == yaten.add.__doc__.split("\n--\n\n")[-1]
    max_returns = [ast.unparse(o.returns) for o in stubs["max"]]
    assert max_returns == ["Tensor", "tuple[Tensor, Tensor]", "Tensor"]
    assert ast.unparse(stubs["sum"][0].args.args[1].annotation) == "int | Sequence[int] | None"
    assert ast.unparse(stubs["cat"][0].args.args[0].annotation) == "Sequence[Tensor]"
    assert ast.unparse(stubs["manual_seed"][0].returns) == "None"
    assert ast.unparse(tensor_base_defs()["hypot_"][0]).startswith(
        "def hypot_(self, other: Tensor | Number) -> Tensor:")
    # zeros(2, 3) and x.view(2, 3): an int list alone in the positional slots is spread.
    assert ast.unparse(stubs["zeros"][1]).startswith(
        "@overload\ndef zeros(*size: int, dtype: dtype | None=None, layout: layout | None=None, "
        "device: device | str | int | None=None, pin_memory: bool | None=False, requires_grad: bool=False, "
        "out: Tensor | None=None) -> Tensor:")
    assert ast.unparse(tensor_base_defs()["view"][-1].args) == "self, *size: int"
    assert tuple(yaten.zeros(2, 3).shape) == (2, 3) and tuple(yaten.ones(6).view(2, 3).shape) == (2, 3)
