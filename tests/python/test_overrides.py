"""yaten.overrides: the three lists cover the package's public callables
exactly once, every testing override has its function's signature, and
every function listed as overridable really dispatches."""
import inspect
import re

import pytest

import yaten
from yaten import overrides
from op_rows import ENTRY_ROWS


def public_callables():
    """Enumerated independently of yaten.overrides: (public name, callable)."""
    out = []
    # Ops of loaded extensions (test_extension.py) live in yaten.ops.<namespace>.
    extensions = [(f"yaten.ops.{ns}", getattr(yaten.ops, ns)) for ns in yaten.ops._library_namespaces]
    for name, module in (("yaten", yaten), ("yaten.nn.functional", yaten.nn.functional), ("yaten.linalg", yaten.linalg),
                         ("yaten.special", yaten.special),
                         *extensions):
        for attr in dir(module):
            obj = getattr(module, attr)
            if not attr.startswith("_") and callable(obj) and not isinstance(obj, type) and not inspect.ismodule(obj):
                out.append((f"{name}.{attr}", obj))
    for attr in {a for cls in yaten.Tensor.__mro__[:-1] for a in vars(cls)}:
        if attr.startswith("_") and not attr.startswith("__"):
            continue
        if attr in {"__dict__", "__weakref__", "__module__", "__doc__", "__hash__", "__array_priority__"}:
            continue
        obj = getattr(yaten.Tensor, attr)
        if not callable(obj) and hasattr(obj, "__get__"):
            out.append((f"yaten.Tensor.{attr}.__get__", obj.__get__))
        elif callable(obj):
            out.append((f"yaten.Tensor.{attr}", obj))
    return out


def test_lists_cover_every_public_callable_exactly_once():
    overridable = [f for funcs in overrides.get_overridable_functions().values() for f in funcs]
    ignored = overrides.get_ignored_functions()
    assert len(overridable) == len(set(overridable))
    assert not set(overridable) & ignored
    missing = [name for name, f in public_callables() if (f in set(overridable)) + (f in ignored) != 1]
    assert missing == []
    assert len(set(overridable) | ignored) == len(public_callables())


def test_namespaces_are_the_module_objects():
    funcs = overrides.get_overridable_functions()
    assert yaten.add in funcs[yaten] and yaten.Tensor.add in funcs[yaten.Tensor]
    names = [f.__name__ for f in funcs[yaten.nn.functional]]
    assert names == sorted(names) and "relu" in names
    assert yaten.manual_seed in overrides.get_ignored_functions()


def test_testing_overrides_match_signatures():
    testing = overrides.get_testing_overrides()
    overridable = {f for funcs in overrides.get_overridable_functions().values() for f in funcs}
    assert set(testing) == overridable
    for func, dummy in testing.items():
        required = [p for p in inspect.signature(dummy).parameters.values()
                    if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        keyword_only = {p.name: None for p in inspect.signature(dummy).parameters.values()
                        if p.default is p.empty and p.kind is p.KEYWORD_ONLY}
        assert dummy(*[None] * len(required), **keyword_only) == -1
        if getattr(func, "__name__", "") == "__get__":
            assert str(inspect.signature(dummy)) == "(self)"
        else:
            assert inspect.signature(dummy) == inspect.signature(func), overrides.resolve_name(func)


def test_testing_overrides_come_from_the_schema():
    testing = overrides.get_testing_overrides()
    assert str(inspect.signature(testing[yaten.add])) == "(input, other, *, alpha=1, out=None)"
    assert str(inspect.signature(testing[yaten.Tensor.add])) == "(self, /, other, *, alpha=1)"
    assert str(inspect.signature(testing[yaten.nn.functional.relu])) == "(input, inplace=False)"
    assert str(inspect.signature(testing[yaten.Tensor.uniform_])) == "(self, /, from_=0.0, to=1.0, *, generator=None)"
    # max has three overloads; one signature binds the calls of all of them
    sig = inspect.signature(testing[yaten.max])
    sig.bind(1)
    sig.bind(1, 0, keepdim=True)
    sig.bind(1, other=2)


def test_resolve_name_and_tensor_method_helpers():
    assert overrides.resolve_name(yaten.add) == "yaten.add"
    assert overrides.resolve_name(yaten.Tensor.add) == "yaten.Tensor.add"
    assert overrides.resolve_name(yaten.Tensor.shape.__get__) == "yaten.Tensor.shape.__get__"
    assert overrides.is_tensor_method_or_property(yaten.Tensor.add)
    assert overrides.is_tensor_method_or_property(yaten.Tensor.grad.__get__)
    assert not overrides.is_tensor_method_or_property(yaten.add)
    assert overrides.is_tensor_like(yaten.ones(1)) and not overrides.is_tensor_like(6)

    class TensorLike:
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            return -1
    assert overrides.is_tensor_like(TensorLike())
    assert overrides.has_torch_function((1, TensorLike())) and not overrides.has_torch_function((yaten.ones(1),))


# --- every overridable function dispatches ---

_SAMPLES = {"Tensor": lambda: yaten.ones(2), "Tensor[]": lambda: [yaten.ones(2)], "Tensor?[]": lambda: [None],
            "int": lambda: 0,
            "Scalar": lambda: 1, "float": lambda: 1.0, "bool": lambda: False, "str": lambda: "mean",
            "ScalarType": lambda: yaten.float32}
# Required arguments of hand-written and Python-level functions (no schema).
_MANUAL = {"__getitem__": (0,), "__setitem__": (0, 1.0), "__contains__": (1.0,), "__format__": ("",)}


KEYWORD_ONLY_REQUIRED = {}


def schema_overloads():
    """name -> the first schema's [(parameter, type, required)] (self as input);
    a required keyword-only parameter (linalg.solve_triangular's upper) is
    listed in KEYWORD_ONLY_REQUIRED[name] instead."""
    out = {}
    for row in ENTRY_ROWS:
        text = row["schema"]
        if row["name"] in out:
            continue
        body = text[text.index("(") + 1:text.rindex(") ->")]
        params = out.setdefault(row["name"], [])
        keyword_only = False
        for part in re.split(r",\s*(?![^()\[\]]*[)\]])", body):  # not the commas of (a!) or [0,1]
            if part.strip() == "*":
                keyword_only = True
            if part.strip() in ("*", ""):
                continue
            if keyword_only and "=" not in part:
                typ, name = part.strip().rsplit(" ", 1)
                KEYWORD_ONLY_REQUIRED.setdefault(row["name"], {})[name] = _value(typ.rstrip("?"))
                continue
            typ, name = part.strip().split("=")[0].rsplit(" ", 1)
            typ = re.sub(r"\([a-z]!?\)", "", typ)
            required = "=" not in part  # `Tensor? running_mean` without a default is required too
            typ = typ.rstrip("?")
            typ = "int[]" if typ.startswith("int[") else typ
            params.append(("input" if name == "self" else name, typ, required))
    for row in ENTRY_ROWS:  # ops.yaml's aliases (special.expit: sigmoid) take their op's arguments
        for alias in row["aliases"]:
            out.setdefault(alias.rpartition(".")[2], out[row["name"]])
    return out


def _value(kind):
    return (1,) if kind == "int[]" else _SAMPLES.get(kind, _SAMPLES["Tensor"])()


def sample_keywords(func):
    """Values for func's required keyword-only parameters (schema_overloads fills the table)."""
    name = func.__name__
    return KEYWORD_ONLY_REQUIRED.get(name) or KEYWORD_ONLY_REQUIRED.get("linalg_" + name) or {}


def sample_call(func, schemas):
    """Positional arguments for func's required parameters."""
    name = func.__name__
    if name == "__get__":
        return (yaten.ones(2),)
    method = overrides.is_tensor_method_or_property(func)
    if method and name in _MANUAL:
        return (yaten.ones(2),) + _MANUAL[name]
    base = name.strip("_").removeprefix("r").removeprefix("i") if name.startswith("__") else name
    # yaten drops the prefix of yaten_ ops (torch's top-level spellings: yaten.kl_div is yaten_kl_div), and
    # yaten.linalg that of linalg_ ops.
    top_level = schemas.get("yaten_" + name) if overrides.resolve_name(func) == "yaten." + name else None
    schema = (top_level or schemas.get(name) or schemas.get(base) or schemas.get(name.rstrip("_"))
              or schemas.get("linalg_" + name))
    if schema is None or inspect.isfunction(func):  # a hand-written method or Python function: its own signature
        params = [p for p in inspect.signature(func).parameters.values()
                  if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        return (yaten.ones(2),) * len(params)
    if method:  # the tensor the method is called on stands for self, wherever the schema puts it
        return (yaten.ones(2),) + tuple(_value(kind) for param, kind, required in schema if required and param != "input")
    return tuple(_value(kind) for _, kind, required in schema if required)


class Intercept(overrides.TorchFunctionMode):
    def __init__(self):
        self.seen = []

    def __torch_function__(self, func, types, args=(), kwargs=None):
        self.seen.append(func)
        return -1


def test_every_overridable_function_reaches_a_mode():
    schemas = schema_overloads()
    failures = []
    for funcs in overrides.get_overridable_functions().values():
        for func in funcs:
            args = sample_call(func, schemas)
            mode = Intercept()
            try:
                with mode:
                    result = func(*args, **sample_keywords(func))
            except Exception as e:  # noqa: BLE001 - collected and reported below
                failures.append(f"{overrides.resolve_name(func)}{args!r}: {type(e).__name__}: {e}")
                continue
            # x[i] = v is a slot, whose result Python drops (None), as torch's.
            expected = None if func is yaten.Tensor.__setitem__ else -1
            if result != expected or not mode.seen or mode.seen[0] != func:
                failures.append(f"{overrides.resolve_name(func)}: result {result!r}, seen {mode.seen!r}")
    assert failures == []


def test_functions_dispatch_on_a_tensor_like_argument():
    class TensorLike:
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            return func

    schemas = schema_overloads()
    for ns in (yaten, yaten.nn.functional):
        for func in overrides.get_overridable_functions()[ns]:
            args = sample_call(func, schemas)
            swapped = tuple(TensorLike() if isinstance(a, yaten.Tensor) else
                            [TensorLike()] if isinstance(a, list) else a for a in args)
            if swapped == args:
                continue  # no tensor argument (factories): covered by the mode test
            assert func(*swapped, **sample_keywords(func)) is func, overrides.resolve_name(func)


# --- beyond PyTorch ---

def test_implements_checks_the_handler_signature_once():
    table = {}

    @overrides.implements(yaten.add, table)
    def add(input, other, *, alpha=1, out=None):
        return "ok"
    assert table[yaten.add] is add

    with pytest.raises(TypeError) as info:
        @overrides.implements(yaten.add, table)
        def bad_add(input, other):
            return "no"
    message = str(info.value)
    assert "yaten.add" in message and "keyword argument 'alpha'" in message and "keyword argument 'out'" in message

    with pytest.raises(TypeError, match="requires it"):
        overrides.implements(yaten.neg, table)(lambda input, extra, *, out=None: 0)

    @overrides.implements(yaten.mean, table)
    def mean(*args, **kwargs):
        return 0
    with pytest.warns(UserWarning, match="does not accept"):
        overrides.implements(yaten.mul, table, strict=False)(lambda input: 0)
    assert yaten.mul in table
    with pytest.raises(TypeError, match="not overridable"):
        overrides.implements(yaten.manual_seed, table)


def test_coverage_reports_per_namespace():
    table = {yaten.add: None, yaten.mean: None, yaten.Tensor.add: None}
    report = overrides.coverage(table)
    assert "add" in report.handled["yaten"] and "mul" in report.unhandled["yaten"]
    assert report.handled["yaten.Tensor"] == ["add"]
    assert "nn.functional" not in report.handled.get("yaten.nn.functional", [])
    text = repr(report)
    assert re.search(r"^yaten: 2/\d+ handled$", text, re.M)

    class Sub(yaten.Tensor):
        HANDLED = {yaten.mul: None}

        def neg(self):
            return self

    report = overrides.coverage(Sub)
    assert report.handled["yaten"] == ["mul"] and report.handled["yaten.Tensor"] == ["neg"]
