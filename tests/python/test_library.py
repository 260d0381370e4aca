"""yaten.library: ops defined from Python at run time. Each test uses its own
namespace and closes its library, so nothing leaks into other tests."""
import inspect

import numpy as np
import pytest

import yaten
from yaten import overrides

torch = pytest.importorskip("torch")


@pytest.fixture
def lib(request):
    library = yaten.library.Library(f"t_{request.node.name.replace('[', '_').replace(']', '').replace('-', '_')}")
    yield library
    library.close()


def test_define_then_call_with_schema_signature_and_doc(lib):
    assert lib.define("scale(Tensor x, float a=1., *, bool twice=False) -> Tensor", doc="Returns a * x.") \
        == f"{lib.ns}::scale"
    lib.impl("scale", lambda x, a, twice: x * (2 * a if twice else a))
    fn = getattr(yaten.ops, lib.ns).scale
    assert str(inspect.signature(fn)) == "(x, a=1.0, *, twice=False)"
    assert "Returns a * x." in fn.__doc__ and fn.__name__ == "scale"
    t = yaten.tensor([1.0, 2.0])
    assert fn(t).tolist() == [1.0, 2.0]
    assert fn(t, 3.0, twice=True).tolist() == [6.0, 12.0]
    with pytest.raises(TypeError, match=f"{lib.ns}::scale\\(\\): .*expected \\(x, a=1.0"):
        fn(t, 1.0, 2.0)
    with pytest.raises(TypeError, match="argument 'x' must be Tensor, not str"):
        fn("x")


def test_schema_describes_the_library_op(lib):
    lib.define("clip01(Tensor x, Scalar? low=None, int[2] pad=0) -> Tensor")
    op = yaten.ops.schema(f"{lib.ns}::clip01")
    assert op.name in yaten.ops.names()
    (o,) = op.overloads
    assert o.schema == f"{lib.ns}::clip01(Tensor x, Scalar? low=None, int[2] pad=0) -> Tensor"
    assert [(a.name, a.type, a.default) for a in o.arguments] == [
        ("x", "Tensor", None), ("low", "Scalar?", None), ("pad", "int[2]", (0, 0))]
    assert [str(a) for a in o.arguments] == ["Tensor x", "Scalar? low=None", "int[2] pad=0"]
    lib.define("pick(Tensor x, float p=2, MemoryFormat m=channels_last, str r='sum', int[] d=[0, 1]) -> Tensor")
    (o,) = yaten.ops.schema(f"{lib.ns}::pick").overloads
    defaults = [a.default for a in o.arguments[1:]]
    assert defaults == [2.0, yaten.channels_last, "sum", (0, 1)] and type(defaults[0]) is float
    assert o.kernel == "python" and o.source == "yaten.library" and op.overridable
    assert o.derivatives == ()


def test_without_backward_gradients_flow_through_the_ops_it_calls(lib):
    lib.define("cube(Tensor x) -> Tensor")
    lib.impl("cube", lambda x: x * x * x)
    x = yaten.tensor([1.0, -2.0], requires_grad=True)
    getattr(yaten.ops, lib.ns).cube(x).sum().backward()
    assert x.grad.tolist() == [3.0, 12.0]


def test_a_registered_backward_runs_as_a_custom_function_and_matches_torch(lib):
    lib.define("mylerp(Tensor start, Tensor end, float w) -> Tensor")
    lib.impl("mylerp", lambda start, end, w: start + (end - start) * w)
    lib.impl_backward("mylerp", lambda grad, start, end, w, result: {"start": grad * (1 - w), "end": grad * w})
    assert yaten.ops.schema(f"{lib.ns}::mylerp").overloads[0].derivatives[0][0] == "start"
    a = yaten.tensor([1.0, 2.0], requires_grad=True)
    b = yaten.tensor([5.0, -2.0], requires_grad=True)
    out = getattr(yaten.ops, lib.ns).mylerp(a, b, 0.25)
    assert out.grad_fn.name().endswith("Backward")
    (out * yaten.tensor([1.0, 3.0])).sum().backward()
    ta, tb = (torch.tensor(v, requires_grad=True) for v in ([1.0, 2.0], [5.0, -2.0]))
    (torch.lerp(ta, tb, 0.25) * torch.tensor([1.0, 3.0])).sum().backward()
    np.testing.assert_allclose(out.detach().numpy(), torch.lerp(ta, tb, 0.25).detach().numpy())
    np.testing.assert_allclose(a.grad.numpy(), ta.grad.numpy())
    np.testing.assert_allclose(b.grad.numpy(), tb.grad.numpy())


def test_backward_with_the_wrong_number_of_gradients_is_a_clear_error(lib):
    lib.define("f(Tensor x, Tensor y) -> Tensor")
    lib.impl_backward("f", lambda grad, **_: (grad,))
    lib.impl("f", lambda x, y: x * y)
    x = yaten.tensor([1.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="returned 1 gradients, expected 2"):
        getattr(yaten.ops, lib.ns).f(x, yaten.tensor([2.0])).sum().backward()


def test_library_ops_are_in_the_override_tables_and_dispatch(lib):
    lib.define("double(Tensor x) -> Tensor")
    lib.impl("double", lambda x: x * 2)
    fn = getattr(yaten.ops, lib.ns).double
    assert fn in overrides.get_overridable_functions()[getattr(yaten.ops, lib.ns)]
    assert str(inspect.signature(overrides.get_testing_overrides()[fn])) == "(x)"
    assert overrides.resolve_name(fn) == f"yaten.ops.{lib.ns}.double"

    class Logged(yaten.Tensor):
        seen = []

        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            cls.seen.append(overrides.resolve_name(func))
            return super().__torch_function__(func, types, args, kwargs or {})

    x = yaten.tensor([1.0, 2.0]).as_subclass(Logged)
    out = fn(x)
    assert f"yaten.ops.{lib.ns}.double" in Logged.seen
    assert isinstance(out, Logged)

    handled = {}

    @overrides.implements(fn, handled)
    def double(x):
        return "handled"

    class Duck:
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            return handled[func](*args, **(kwargs or {}))

    assert fn(Duck()) == "handled"


def test_mistakes_are_clear(lib):
    with pytest.raises(ValueError, match="unknown type 'Tensr'"):
        lib.define("bad(Tensr x) -> Tensor")
    # A default that is not a value of its type is refused where it is written, as in ops.yaml.
    with pytest.raises(ValueError, match="default '1.5' is not a valid int for argument 'n' at column 21"):
        lib.define("bad(Tensor x, int n=1.5) -> Tensor")
    with pytest.raises(ValueError, match="default 'mean' is not a valid str for argument 'r'"):
        lib.define("bad(Tensor x, str r=mean) -> Tensor")
    with pytest.raises(ValueError, match="overloads are not supported"):
        lib.define("g.two(Tensor x) -> Tensor")
    with pytest.raises(ValueError, match="writes to an argument"):
        lib.define("h_(Tensor(a!) self) -> Tensor(a!)")
    lib.define("k(Tensor x) -> Tensor")
    with pytest.raises(ValueError, match="already defined"):
        lib.define("k(Tensor x) -> Tensor")
    with pytest.raises(NotImplementedError, match=f"{lib.ns}::k has no implementation"):
        getattr(yaten.ops, lib.ns).k(yaten.ones([1]))
    lib.impl("k", lambda x: 3)
    with pytest.raises(RuntimeError, match="returned int, but the schema returns a Tensor"):
        getattr(yaten.ops, lib.ns).k(yaten.ones([1]))
    with pytest.raises(KeyError, match="has not defined 'nope'"):
        lib.impl("nope", lambda x: x)
    with pytest.raises(ValueError, match="namespace must be an identifier"):
        yaten.library.Library("not a name")


def test_close_removes_the_ops():
    lib = yaten.library.Library("closing_ns")
    lib.define("one(Tensor x) -> Tensor")
    assert "closing_ns::one" in yaten.ops.names()
    lib.close()
    assert "closing_ns::one" not in yaten.ops.names()
    assert not hasattr(yaten.ops.closing_ns, "one")
    with pytest.raises(KeyError):
        yaten.ops.schema("closing_ns::one")
