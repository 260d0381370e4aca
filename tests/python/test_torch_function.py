"""The __torch_function__ examples of the extending guide
(/work/shared/spec/extending-pytorch.txt, "Extending torch"), run as
written under `import yaten as torch`, each checked against what the guide
prints; then the protocol's rules one by one."""
import functools
import logging

import pytest

import yaten as torch
from yaten import _C
from yaten.overrides import BaseTorchFunctionMode, TorchFunctionMode

# --- the guide's ScalarTensor, first without, then with __torch_function__ ---


class PlainScalarTensor(object):
    def __init__(self, N, value):
        self._N = N
        self._value = value

    def __repr__(self):
        return "DiagonalTensor(N={}, value={})".format(self._N, self._value)

    def tensor(self):
        return self._value * torch.eye(self._N)


def test_scalar_tensor_without_protocol(capsys):
    d = PlainScalarTensor(5, 2)
    print(repr(d))
    print(d.tensor())
    assert capsys.readouterr().out == (
        "DiagonalTensor(N=5, value=2)\n"
        "tensor([[2., 0., 0., 0., 0.],\n"
        "        [0., 2., 0., 0., 0.],\n"
        "        [0., 0., 2., 0., 0.],\n"
        "        [0., 0., 0., 2., 0.],\n"
        "        [0., 0., 0., 0., 2.]])\n")
    with pytest.raises(TypeError, match=r"^mean\(\): argument 'input' \(position 1\) must be Tensor, not PlainScalarTensor"):
        torch.mean(d)


def make_scalar_tensor(fallback):
    """The guide's ScalarTensor, its HANDLED_FUNCTIONS and implementations;
    `fallback` picks the variant that passes unhandled calls on as tensors."""
    HANDLED_FUNCTIONS = {}

    class ScalarTensor(object):
        def __init__(self, N, value):
            self._N = N
            self._value = value

        def __repr__(self):
            return "DiagonalTensor(N={}, value={})".format(self._N, self._value)

        def tensor(self):
            return self._value * torch.eye(self._N)

        if not fallback:
            @classmethod
            def __torch_function__(cls, func, types, args=(), kwargs=None):
                if kwargs is None:
                    kwargs = {}
                if func not in HANDLED_FUNCTIONS or not all(
                    issubclass(t, (torch.Tensor, ScalarTensor))
                    for t in types
                ):
                    return NotImplemented
                return HANDLED_FUNCTIONS[func](*args, **kwargs)
        else:
            @classmethod
            def __torch_function__(cls, func, types, args=(), kwargs=None):
                if kwargs is None:
                    kwargs = {}
                if func not in HANDLED_FUNCTIONS or not all(
                        issubclass(t, (torch.Tensor, ScalarTensor))
                        for t in types
                ):
                    args = [a.tensor() if hasattr(a, 'tensor') else a for a in args]
                    return func(*args, **kwargs)
                return HANDLED_FUNCTIONS[func](*args, **kwargs)

    def implements(torch_function):
        """Register a torch function override for ScalarTensor"""
        @functools.wraps(torch_function)
        def decorator(func):
            HANDLED_FUNCTIONS[torch_function] = func
            return func
        return decorator

    @implements(torch.mean)
    def mean(input):
        return float(input._value) / input._N

    def ensure_tensor(data):
        if isinstance(data, ScalarTensor):
            return data.tensor()
        return torch.as_tensor(data)

    @implements(torch.add)
    def add(input, other):
        try:
            if input._N == other._N:
                return ScalarTensor(input._N, input._value + other._value)
            else:
                raise ValueError("Shape mismatch!")
        except AttributeError:
            return torch.add(ensure_tensor(input), ensure_tensor(other))

    return ScalarTensor, HANDLED_FUNCTIONS


def test_scalar_tensor_mean(capsys):
    ScalarTensor, _ = make_scalar_tensor(fallback=False)
    d = ScalarTensor(5, 2)
    print(torch.mean(d))
    assert capsys.readouterr().out == "0.4\n"


def test_scalar_tensor_add(capsys):
    ScalarTensor, _ = make_scalar_tensor(fallback=False)
    s = ScalarTensor(2, 2)
    print(torch.add(s, s))
    t = torch.tensor([[1, 1, ], [1, 1]])
    print(torch.add(s, t))
    assert capsys.readouterr().out == "DiagonalTensor(N=2, value=4)\ntensor([[3., 1.],\n        [1., 3.]])\n"
    with pytest.raises(TypeError, match="add\\(\\) got an unexpected keyword argument 'alpha'"):
        torch.add(s, s, alpha=2)


def test_scalar_tensor_unhandled_raises():
    ScalarTensor, _ = make_scalar_tensor(fallback=False)
    s = ScalarTensor(2, 2)
    with pytest.raises(TypeError) as info:
        torch.mul(s, 3)
    assert str(info.value) == ("no implementation found for 'yaten.mul' on types that implement "
                               "__torch_function__: [ScalarTensor]")


def test_scalar_tensor_fallback_variant(capsys):
    ScalarTensor, _ = make_scalar_tensor(fallback=True)
    s = ScalarTensor(2, 2)
    print(torch.mul(s, s))
    assert capsys.readouterr().out == "tensor([[4., 0.],\n        [0., 4.]])\n"


# --- subclassing ---

class SubTensor(torch.Tensor):
    pass


class SubTensor2(SubTensor):
    pass


class OtherSubTensor(torch.Tensor):
    pass


def test_subclass_results(capsys):
    print(repr(type(torch.add(SubTensor([0]), SubTensor([1]))).__name__))
    print(repr(type(torch.add(SubTensor([0]), torch.tensor([1]))).__name__))
    print(repr(type(torch.add(SubTensor2([0]), SubTensor([1]))).__name__))
    print(repr(type(torch.add(SubTensor2([0]), torch.tensor([1]))).__name__))
    assert capsys.readouterr().out == "'SubTensor'\n'SubTensor'\n'SubTensor2'\n'SubTensor2'\n"
    with pytest.raises(TypeError) as info:
        torch.add(SubTensor([0]), OtherSubTensor([1]))
    assert str(info.value) == ("no implementation found for 'yaten.add' on types that implement "
                               "__torch_function__: [SubTensor, OtherSubTensor]")


class LoggingTensor(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        # NOTE: Logging calls Tensor.__repr__, so we can't log __repr__ without infinite recursion
        if func is not torch.Tensor.__repr__:
            logging.info(f"func: {func.__name__}, args: {args!r}, kwargs: {kwargs!r}")
        if kwargs is None:
            kwargs = {}
        return super().__torch_function__(func, types, args, kwargs)


def test_logging_tensor(caplog):
    caplog.set_level(logging.INFO)
    x = LoggingTensor([1., 2.])
    y = torch.mul(x, 2) + 1
    assert type(y) is LoggingTensor
    assert y.tolist() == [3., 5.]
    assert repr(y) == "LoggingTensor([3., 5.])"
    messages = [r.getMessage() for r in caplog.records]
    assert messages[0] == "func: mul, args: (LoggingTensor([1., 2.]), 2), kwargs: None"
    assert messages[1] == "func: __add__, args: (LoggingTensor([2., 4.]), 1), kwargs: None"
    assert messages[2] == "func: tolist, args: (LoggingTensor([3., 5.]),), kwargs: None"
    assert len(messages) == 3


class MetadataTensor(object):
    def __init__(self, data, metadata=None, **kwargs):
        self._t = torch.as_tensor(data, **kwargs)
        self._metadata = metadata

    def __repr__(self):
        return "Metadata:\n{}\n\ndata:\n{}".format(self._metadata, self._t)

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if kwargs is None:
            kwargs = {}
        metadatas = tuple(a._metadata for a in args if hasattr(a, '_metadata'))
        args = [a._t if hasattr(a, '_t') else a for a in args]
        assert len(metadatas) > 0
        ret = func(*args, **kwargs)
        return MetadataTensor(ret, metadata=metadatas[0])


def test_metadata_tensor(capsys):
    metadata = {'owner': 'Ministry of Silly Walks'}
    m = MetadataTensor([[1, 2], [3, 4]], metadata=metadata)
    t = torch.tensor([[1, 2], [1, 2]])
    print(torch.add(t, m))
    print(torch.mul(t, m))
    assert capsys.readouterr().out == (
        "Metadata:\n{'owner': 'Ministry of Silly Walks'}\n\ndata:\ntensor([[2, 4],\n        [4, 6]])\n"
        "Metadata:\n{'owner': 'Ministry of Silly Walks'}\n\ndata:\ntensor([[1, 4],\n        [3, 8]])\n")


# --- the protocol's rules ---

def recorder(name, calls, result=NotImplemented):
    class Recorder:
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            calls.append((name, func, types, args, kwargs))
            return result
    Recorder.__name__ = name
    return Recorder


def test_dispatch_order_subclasses_first_then_left_to_right():
    calls = []
    A = recorder("A", calls)
    B = recorder("B", calls)

    class C(A):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            calls.append(("C", func, types, args, kwargs))
            return NotImplemented

    a, b, c = A(), B(), C()
    with pytest.raises(TypeError, match=r"\[A, B, C\]|\[C, A, B\]"):
        torch.cat([a, b, c], dim=0)
    assert [name for name, *_ in calls] == ["C", "A", "B"]
    _, func, types, args, kwargs = calls[0]
    assert func is torch.cat and types == (C, A, B) and args == ([a, b, c],) and kwargs == {"dim": 0}


def test_first_result_wins_and_kwargs_pass_through():
    calls = []
    A = recorder("A", calls, result=7)
    B = recorder("B", calls, result=8)
    assert torch.add(torch.ones(1), A(), alpha=2) == 7
    assert torch.add(B(), A()) == 8
    assert calls[0][4] == {"alpha": 2}


def test_methods_operators_and_properties_dispatch():
    seen = []

    class Seen(torch.Tensor):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            seen.append(func)
            return super().__torch_function__(func, types, args, kwargs)

    s = Seen([1., 2.])
    assert type(s.add(1)) is Seen and type(s + 1) is Seen and type(1 + s) is Seen
    assert s.shape == (2,) and s.grad is None and s.dim() == 1
    assert type(s[0]) is Seen
    assert seen[:3] == [torch.Tensor.add, torch.Tensor.__add__, torch.Tensor.__radd__]
    assert seen[3] == torch.Tensor.shape.__get__ and seen[4] == torch.Tensor.grad.__get__
    assert seen[5] is torch.Tensor.dim and seen[6] is torch.Tensor.__getitem__


def test_subclass_keeps_autograd_history():
    s = SubTensor([1., 2.]).requires_grad_()
    y = (s * 2).sum()
    assert type(y) is SubTensor and y.grad_fn.name() == "AliasBackward0"
    y.backward()
    assert type(s.grad) is torch.Tensor and s.grad.tolist() == [2., 2.]


def test_subclass_tuple_results_and_in_place():
    s = SubTensor([[1., 5.], [7., 2.]])
    values, indices = torch.max(s, 1)
    assert type(values) is SubTensor and type(indices) is SubTensor
    assert type(s.chunk(2)[0]) is SubTensor
    assert s.add_(1) is s


def test_disable_torch_function():
    calls = []
    A = recorder("A", calls, result=1)
    s = SubTensor([1.])
    with _C.DisableTorchFunctionSubclass():
        assert type(s + 1) is torch.Tensor
        assert not _C._is_torch_function_enabled()
    with _C.DisableTorchFunction():
        with pytest.raises(TypeError, match="must be Tensor"):
            torch.neg(A())
    assert torch.neg(A()) == 1 and _C._is_torch_function_enabled()


def test_mode_sees_every_call_and_calls_inside_go_past_it():
    seen = []

    class Watch(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            seen.append(func)
            return func(*args, **(kwargs or {}))

    with Watch():
        z = torch.zeros(2)
        y = z + 1
        n = y.shape
    assert seen == [torch.zeros, torch.Tensor.__add__, torch.Tensor.shape.__get__]
    assert y.tolist() == [1., 1.] and n == (2,)
    torch.ones(1)
    assert len(seen) == 3


def test_mode_returning_not_implemented_falls_through_to_arguments():
    calls = []
    A = recorder("A", calls, result=5)

    class Decline(BaseTorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            return NotImplemented

    with Decline():
        assert torch.neg(A()) == 5
        with pytest.raises(TypeError, match="nor in mode"):
            torch.ones(1)


def test_as_subclass():
    t = torch.ones(2)
    s = t.as_subclass(SubTensor)
    assert type(s) is SubTensor and type(t) is torch.Tensor
    s.add_(1)
    assert t.tolist() == [2., 2.]
    with pytest.raises(TypeError, match="as_subclass"):
        t.as_subclass(int)


def test_legacy_constructor():
    assert SubTensor([1, 2]).dtype is torch.float32
    assert SubTensor(2, 3).shape == (2, 3)
    assert SubTensor().shape == (0,)
    assert torch.Tensor(torch.Size([4])).shape == (4,)
    with pytest.raises(TypeError):
        torch.Tensor([1], dtype=torch.int64)


def test_wrap_torch_function_and_handle_torch_function():
    from yaten import overrides

    @overrides.wrap_torch_function(lambda a, b=None: (a, b))
    def twice(a, b=None):
        return a * 2

    calls = []
    A = recorder("A", calls, result="handled")
    assert twice(torch.ones(1)).tolist() == [2.]
    a = A()
    assert twice(a, b=3) == "handled"
    assert calls[0][1] is twice and calls[0][3] == (a,) and calls[0][4] == {"b": 3}


def test_misuse_raises_instead_of_crashing():
    with pytest.raises(TypeError, match="not iterable"):
        _C._disabled_torch_function_impl(torch.neg, (), 3)
    with pytest.raises(TypeError, match="kwargs must be a dict"):
        _C._disabled_torch_function_impl(torch.neg, (), [torch.ones(1)], 5)
    with pytest.raises(TypeError):
        _C._handle_torch_function()
    with pytest.raises(RuntimeError, match="no TorchFunctionMode"):
        _C._pop_torch_function_mode()

    class Recurses(torch.Tensor):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            return func(*args, **(kwargs or {}))  # the mistake the guide warns about
    with pytest.raises(RecursionError):
        Recurses([1.]) + 1

    class Raises:
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            raise ValueError("from the handler")
    with pytest.raises(ValueError, match="from the handler"):
        torch.neg(Raises())


def test_opting_out_and_plain_method_handlers():
    class OptOut(torch.Tensor):
        __torch_function__ = _C._disabled_torch_function_impl
    assert type(OptOut([1.]) + 1) is torch.Tensor

    class PlainMethod:
        def __torch_function__(self, func, types, args=(), kwargs=None):
            return 42
    assert torch.neg(PlainMethod()) == 42


def test_disabling_is_per_thread():
    import threading
    seen = []
    with _C.DisableTorchFunction():
        t = threading.Thread(target=lambda: seen.append(_C._is_torch_function_enabled()))
        t.start()
        t.join()
    assert seen == [True]
