"""A wrong argument reads as torch's TypeError for the same call
(python/src/arg_parser.cpp, python/src/invalid_arguments.cpp): one message
when one signature fits the call's argument count, otherwise the listing of
every signature with torch's "didn't match because ..." line under those
that take exactly as many arguments as the call gives.

Each call runs on both libraries and the texts are compared after
normalising what the libraries cannot share: "torch." is "yaten.", torch's
"SymInt" is "int", and the signatures are compared as a set, since yaten tries an int overload before a
Tensor one (a Python number passes for a Tensor in yaten, not in torch) and
so lists them in another order.

Ops whose overloads differ are left out here (sum and mean have one
signature in yaten, two in torch); test_arg_errors_ops.py calls every op and
lists them. torch's Number overloads (pow(Number self, Tensor exponent)) and
deprecated signatures (add(Tensor input, Number alpha, Tensor other)) are
declared in ops.yaml (scalar_overloads, deprecated_signatures) and compared
here, the calls they take and the ones they refuse."""
import re

import pytest

import yaten

torch = pytest.importorskip("torch")


class ScalarTensor:
    """The spec's example (extending-pytorch): a non-Tensor passed where a Tensor goes."""


CALLS = [
    "lib.mean(ScalarTensor())",
    "x.view('a')",
    'x.view(1.5)',
    "x.view(2, 'a')",
    'x.view(size=(6,), foo=1)',
    'lib.max(x, 1, 2, 3, 4)',
    'lib.max(x, dim=1, foo=2)',
    "lib.max(x, 1, keepdim='a')",
    'lib.max(dim=1, keepdim=True)',
    "lib.max(x, (1,2), 'a')",
    "lib.max(x, [1,'a'], True)",
    "lib.min(x, 'a', 'b')",
    'lib.mm(x, x, x, x)',
    'lib.mm(x)',
    'lib.mm()',
    'lib.mm(x, mat2=x, foo=1)',
    "lib.mm(x, 'a')",
    "lib.mm(input=x, mat2='a')",
    'lib.mm(x, input=x)',
    'lib.std(x, 1, True, True, 5)',
    "lib.std(x, correction='a')",
    'lib.var(x, 0, foo=1)',
    'x.to(1, 2, 3, 4)',
    "x.to('cpu', 'a')",
    'x.to(foo=1)',
    'x.to(foo=1, bar=2)',
    'x.to(lib.float64, foo=1, bar=2, baz=3)',
    "x.to('cpu', 1.5)",
    'x.to(lib.channels_last, 1)',
    "x.reshape('a')",
    "x.reshape(2, 'a')",
    "x.permute('a', 1)",
    "x.permute(0, 'a')",
    "x.expand('a')",
    "x.repeat('a')",
    "x.flatten('a')",
    "lib.split(x, 1, 'a')",
    'lib.add(x, x, x)',
    "lib.add(x, x, alpha='a')",
    "lib.add(x, 'a')",
    'lib.cat(1)',
    "lib.cat([x, 'a'])",
    'lib.exp(x, 1)',
    'lib.exp(x, foo=1)',
    'lib.relu(x, x)',
    "lib.full((2,), 'a')",
    "lib.zeros(2, 'a')",
    "x.new_zeros('a')",
    "x.new_full((2,), 'a')",
    "lib.mean('s')",
    "lib.nn.functional.relu(x, 'a', 2)",
    'x.unsqueeze()',
    "x.narrow(0, 'a', 1)",
    'lib.matmul(x)',
    "lib.argmax(x, 'a')",
    "lib.topk(x, 'a')",
    "lib.lerp(x, x, 'a')",
    "lib.nn.functional.linear(x, 'a')",
    "lib.arange('a')",
    "lib.randn(2, 'a')",
    "lib.stack(x, 'a')",
    "x.chunk('a')",
    "lib.tensor_split(x, 'a')",
    "x.view([2,'a'])",
    "x.view((2,'a'))",
    "x.view(2, 3, 'a')",
    "lib.zeros([2, 'a'])",
    "lib.zeros(2, 'a', dtype=lib.float32)",
    'x.view(2, 3, size=(6,))',
    "lib.cat([x, 'a'], 0)",
    'lib.cat((x, 1))',
    'lib.stack([x, None])',
    'lib.mm(x, x, input=x)',
    'lib.mm(x, x, foo=1, input=x)',
    'lib.mm(x, input=x, foo=1)',
    'lib.exp(x, input=x)',
    'x.expand(2, 3.5)',
    'x.view(2.0, 3)',
    'x.repeat(1, [2])',
    'lib.mm(x, mat2=None)',
    "lib.ones((2,'a'))",
    "x.sum(dim=(0,'a'))",
    "lib.exp(x, **{'*': 1})",
    'x.reshape(2, 3, 1.0)',
    "lib.ones(2, 3, 'a')",
    "lib.sum(x, (0,'a'))",
    "x.std((0,'a'))",
    'x.view((2.0, 3))',
    'x.view(True, 6)',
    "lib.tensor_split(x, (1,'a'))",
    "lib.max(x, (1,'a'))",
    'x.view(2, 3, foo=1)',
    "x.view(2, 'a', foo=1)",
    "lib.nn.functional.avg_pool2d(x[None], (1,'a'))",
    "lib.nn.functional.avg_pool2d(x[None], 'a')",
    'x.permute(0, None)',
    'x.view(2, None)',
    'lib.mm(mat2=x)',
    'lib.mm(x, x, out=1)',
    'lib.mm(x, x, out=x, foo=2)',
    'lib.add(x, x, 1)',
    'lib.add(x, other=x, alpha=1, beta=2)',
    'lib.nn.functional.linear(x)',
    'lib.nn.functional.linear(x, x, x, x)',
    "x.new_zeros(2, 'a')",
    "x.new_full((2,), 'a')",
    'x.new_ones(foo=1)',
    "x.to(lib.float32, 'a')",
    "x.to(x, 'a')",
    "x.to(device='cpu', foo=1)",
    'x.to(lib.float32, dtype=lib.float32)',
    'lib.max(x, x, out=(x, x))',
    'lib.min(x, x, x)',
    "lib.std(x, unbiased='a')",
    'x.var(True, True)',
    'x.std(0, foo=True)',
    'lib.narrow(x, 0, 1)',
    'lib.tensor_split(x, 1, 2, 3)',
    'lib.where(x > 0, x, x, x)',
    'lib.linspace(0, 1)',
    'x.permute()',
    "x.flatten(start_dim='a')",
    'x.flatten(foo=1)',
    'x.repeat()',
    'x.expand()',
]


def normalised(text):
    """The message with "yaten." for "torch.", int for SymInt, CPython's owner of a method left out
    ("_TensorBase.abs() takes no arguments": its spelling depends on how Python reached the method),
    and a listing's signatures sorted."""
    text = text.replace("torch.", "yaten.").replace("SymInts", "ints").replace("SymInt", "int")
    text = re.sub(r"^_?Tensor(Base)?\.", "", text)
    head, *rest = text.rstrip("\n").split("\n")
    if not rest or not rest[0].startswith(" * "):
        return text
    signatures = []
    for line in rest:
        if line.startswith(" * "):
            signatures.append([line])
        else:
            signatures[-1].append(line)
    return "\n".join([head] + sorted("\n".join(s) for s in signatures))


def message(lib, call):
    x = lib.ones(2, 3)
    with pytest.raises(TypeError) as info:
        eval(call, {"lib": lib, "x": x, "ScalarTensor": ScalarTensor})
    return str(info.value)


@pytest.mark.parametrize("call", CALLS)
def test_type_error_reads_as_torch(call):
    assert normalised(message(yaten, call)) == normalised(message(torch, call))


def test_spec_example_is_one_line():
    text = message(yaten, CALLS[0])
    assert text == "mean(): argument 'input' (position 1) must be Tensor, not ScalarTensor"


def test_reason_lines_word_for_word():
    assert message(yaten, "x.view('a')") == (
        "view() received an invalid combination of arguments - got (str), but expected one of:\n"
        " * (yaten.dtype dtype)\n"
        "      didn't match because some of the arguments have invalid types: (!str!)\n"
        " * (tuple of ints size)\n"
        "      didn't match because some of the arguments have invalid types: (!str!)\n")
    reasons = [line for line in message(yaten, "lib.max(x, 1, 2, 3, 4)").split("\n") if "didn't match" in line]
    assert reasons == ["      didn't match because some of the arguments have invalid types: "
                       "(Tensor, int, !int!, !int!, !int!)",
                       "      didn't match because some of the arguments have invalid types: "
                       "(Tensor, !int!, !int!, !int!, !int!)"]  # torch's named-tensor overload, "name dim"
    assert "keywords were incorrect: bar, foo\n" in message(yaten, "lib.narrow(x, 0, foo=1, bar=2)")


@pytest.mark.parametrize("call", ["lib.gradient(x, 1, 1, 1, 1)", "lib.gradient(x, **{'a' * 1100: 1})",
                                  "lib.gradient(x, **{'\u00e9' * 300 + 'a': 1, 'b': 2})"])
def test_long_message_ends_where_torchs_buffer_does(call):
    """torch formats these TypeErrors into a 1024-byte buffer: they end after 1023 bytes."""
    got = message(yaten, call)
    assert len(got.encode()) <= 1023
    assert normalised(got) == normalised(message(torch, call))


def test_long_message_never_ends_inside_a_character():
    """Where byte 1023 falls inside a UTF-8 character torch's message comes out empty (Python cannot decode
    it); yaten's ends before that character instead."""
    call = "lib.narrow(x, 0, **{'\u00e9' * 600: 1})"
    assert message(torch, call) == ""
    got = message(yaten, call)
    assert got.startswith("narrow() received an invalid combination of arguments") and len(got.encode()) == 1022


def test_keywords_listed_in_torchs_order():
    """torch lists keywords in the order of its std::unordered_map, not the call's."""
    for call in ["x.to(lib.float64, foo=1, bar=2, baz=3)", "lib.narrow(x, 0, foo=1, bar=2)", "lib.max(dim=1, keepdim=True)",
                 "lib.narrow(x, 0, baz=1, foo=2, bar=3, qux=4)", "x.view(foo=1)"]:
        assert normalised(message(yaten, call)) == normalised(message(torch, call))


def test_int_list_items_are_all_checked():
    """An int list took its leading ints and dropped the rest: zeros(2, "a") made a tensor of 2."""
    for call in ["lib.zeros(2, 'a')", "x.view(2, 3, 'a')", "x.reshape(6, 1.0)", "lib.ones((2, None))"]:
        assert "must be tuple of ints, but found element of type" in message(yaten, call)


def test_out_takes_no_number():
    assert message(yaten, "lib.mm(x, x.t(), out=1)") == "mm(): argument 'out' must be Tensor, not int"


# An integer tensor passes for an int where torch takes one: 0-d for an int
# argument, one element as an int list's item (also spread over zeros(n)).
INTEGER_TENSOR_CALLS = [
    lambda lib: lib.zeros(6).view(lib.tensor(2), 3),
    lambda lib: lib.zeros(6).view([lib.tensor([2]), 3]),
    lambda lib: lib.zeros(lib.tensor(3)),
    lambda lib: lib.zeros(6).reshape(lib.tensor(3), -1),
    lambda lib: lib.zeros(2, 3).transpose(lib.tensor(0), 1),
    lambda lib: lib.zeros(6).narrow(0, lib.tensor(1), 2),
    lambda lib: lib.zeros(6).new_zeros(lib.tensor(2)),
    lambda lib: lib.arange(lib.tensor(3)),
]


@pytest.mark.parametrize("index", range(len(INTEGER_TENSOR_CALLS)))
def test_integer_tensors_pass_for_ints_as_in_torch(index):
    call = INTEGER_TENSOR_CALLS[index]
    assert call(yaten).tolist() == call(torch).tolist()


@pytest.mark.parametrize("call", [
    lambda lib: lib.zeros(6).view(lib.tensor(2.0), 3),   # a float tensor is no int
    lambda lib: lib.zeros(2, 3).transpose(lib.tensor([0]), 1),  # an int argument takes a 0-d one only
])
def test_other_tensors_do_not_pass_for_ints(call):
    for lib in (yaten, torch):
        with pytest.raises(TypeError):
            call(lib)


def outcome(lib, call):
    x = lib.ones(2, 3)
    try:
        result = eval(call, {"lib": lib, "x": x})
    except Exception as e:  # noqa: BLE001 - the exception is what is compared
        return type(e).__name__, normalised(str(e))
    return "no exception", result.tolist() if hasattr(result, "tolist") else None


# torch's named-tensor overloads (ops.yaml's `dimnames`): a name where a
# dimension goes is torch's RuntimeError, its type errors list those overloads.
NAME_CALLS = [
    "lib.sum(x, 'a')", "x.sum(['b', 'a'])", "lib.sum(x, ('a',), True)", "lib.mean(x, 'a')", "x.prod('a')",
    "x.max('a')", "lib.min(x, 'a', True)", "lib.std(x, 'a')", "x.var(['a'], False)", "lib.var(x, 'a', correction=0)",
    "x.softmax('a')", "lib.log_softmax(x, 'a')", "x.cumsum('a')", "lib.logsumexp(x, 'a')", "x.select('a', 0)",
    "x.transpose('a', 'b')", "lib.sum(lib.tensor(1.0), 'a')", "x.squeeze('a')", "lib.all(x, 'a')", "x.unbind('a')",
    "x.argsort('a')", "lib.sort(x, 'a')", "x.median('a')", "lib.cummax(x, 'a')", "x.index_select('a', lib.tensor([0]))",
    "lib.sum(x, ['a', 1])", "lib.sum(x, [1, 'a'])",
    "x.index_add('a', lib.tensor([0]), x[:1])", "lib.scatter(x, 'a', x.long(), 1.0)", "x.any('a')", "lib.gather(x, 'a', x.long())",
]


@pytest.mark.parametrize("call", NAME_CALLS)
def test_dimension_names_fail_as_in_torch(call):
    assert outcome(yaten, call) == outcome(torch, call)


# A Python number passes for a Tensor only where torch takes one (its Scalar
# overloads, or add/sub/mul/div's numbers as tensors: ops.yaml's python_numbers).
NUMBER_CALLS = [
    "lib.max(x, 1.5)", "lib.minimum(x, 1.0)", "lib.maximum(x, 1.0)", "lib.atan2(x, 1.0)", "x.hypot(2.0)", "lib.mm(x, 1.0)",
    "lib.add(2, x)", "lib.add(x, 2)", "lib.mul(2.0, x)", "lib.sub(x, 1)", "lib.div(1, x)", "lib.pow(2, x)", "x.pow(2)",
    "lib.eq(x, 1)", "x.lt(0.5)", "lib.where(x > 0, x, 0.0)", "lib.where(x > 0, 1.0, 0.0)",
    "x.masked_fill(x > 0, 2.0)", "lib.remainder(5, x)", "lib.fmod(x, 2)", "lib.bitwise_and(x.long(), 1)", "lib.logical_and(x, 1)", "lib.lerp(x, 1.0, 0.5)", "lib.lerp(x, x, 0.5)",
    "lib.clamp(x, 0.0, 1.0)", "lib.clamp(x, x, 1.0)", "lib.xlogy(2, x)", "x.copy_(1.5)", "lib.dist(x, 1.0)",
    "x + 1", "1 - x", "x ** 2", "2 ** x", "x < 1", "x.long() & 1", "x // 2", "x % 2", "1 / x", "x @ 1.0",
    "lib.searchsorted(lib.tensor([1.0, 2.0]), 1.5)", "lib.bucketize(1.5, lib.tensor([1.0, 2.0]))",
    "x.index_fill(0, lib.tensor([0]), 2.0)",
]


@pytest.mark.parametrize("call", NUMBER_CALLS)
def test_numbers_pass_for_tensors_where_torch_takes_them(call):
    assert outcome(yaten, call) == outcome(torch, call)


# A tensor stands for a Number or a float only when 0-d and not requiring
# grad (torch's rule); fill_ takes any 0-d tensor, differentiably.
SCALAR_TENSOR_CALLS = [
    "lib.full((2,), lib.ones(1))", "lib.full((2,), lib.tensor(2.5))", "x.fill_(lib.ones(1))", "x.fill_(lib.tensor(3.0))",
    "lib.add(x, x, alpha=lib.tensor(2.0))", "lib.add(x, x, alpha=lib.ones(1))", "x.new_full((2,), lib.ones(1))",
    "lib.full((2,), lib.tensor(1.0, requires_grad=True))", "lib.arange(lib.tensor(3))", "lib.clamp(x, lib.ones(1))",
    "lib.clamp(x, min=0.5, max=lib.tensor(0.7))", "x.pow(lib.tensor(2.0))", "lib.nn.functional.leaky_relu(x, lib.ones(1))",
    "lib.nn.functional.leaky_relu(x, lib.tensor(0.2))", "x.renorm(2, 0, lib.ones(1))",
]


@pytest.mark.parametrize("call", SCALAR_TENSOR_CALLS)
def test_tensors_pass_for_numbers_as_in_torch(call):
    assert outcome(yaten, call) == outcome(torch, call)


def test_fill_with_a_tensor_is_differentiable_in_it():
    grads = []
    for lib in (yaten, torch):
        value = lib.tensor(2.0, requires_grad=True)
        y = lib.zeros(2, 3)
        y.fill_(value * 1)
        (y * lib.arange(6.0).view(2, 3)).sum().backward()
        grads.append(value.grad.item())
    assert grads[0] == grads[1] == 15.0


# torch's Number overloads (ops.yaml's scalar_overloads) take a number where
# torch's do, refuse it where none does (pow(2, 3)), and have out= only where
# torch's have it; its deprecated signatures (deprecated_signatures) are taken
# as torch takes them and never listed.
OVERLOAD_CALLS = [
    "lib.pow(2, 3)", "lib.pow(2, x, out=lib.empty(0))", "lib.pow(x, 2, out=lib.empty(0))", "lib.pow(self=2, exponent=x)",
    "lib.bitwise_and(2, x.long())", "lib.bitwise_and(2, x.long(), out=lib.empty(0, dtype=lib.long))",
    "lib.remainder(2, x, out=lib.empty(0))", "lib.remainder(x, 2, out=lib.empty(0))", "lib.xlogy(2, x, out=lib.empty(0))",
    "lib.where(x > 0, x, 1.0, out=lib.empty(0))", "lib.where(x > 0, 1.0, 0.0, out=lib.empty(0))", "lib.where(x > 0, 1.0, x)",
    "lib.eq(x, 1, out=lib.empty(0, dtype=lib.bool))", "lib.eq(1, x)", "lib.masked_fill(x, x > 0, 'a')",
    "x.clone().eq_(1)", "x.clone().pow_(2)", "x.clone().xlogy_(2)", "lib.xlogy_(x.clone(), 2)", "lib.xlogy_(2, x)",
    "x.clone().remainder_(2)", "lib.div(x, 2, rounding_mode='floor')", "x.clone().div_(2, rounding_mode='trunc')",
    "lib.div(x, 2, rounding_mode='floor', out=lib.empty(0))", "lib.floor_divide(x, 2)", "lib.floor_divide(2, x)",
    "lib.true_divide(x, 2)", "lib.searchsorted(lib.tensor([1.0, 2.0]), 1.5, out=lib.empty(0, dtype=lib.long))",
    "lib.bucketize(1.5, lib.tensor([1.0, 2.0]), out=lib.empty(0, dtype=lib.long))",
    "lib.index_fill(x, 0, lib.tensor([0]), 2)", "x.index_fill(0, lib.tensor([0]), 'a')", "lib.special.xlog1py(2, x)",
    "lib.special.zeta(2.0, x)", "lib.float_power(2, x)", "lib.copysign(x, -1)", "lib.fmod(2, x)", "x % 2", "2 % x", "2 ** x",
    "lib.add(x, 2, x)", "lib.add(x, 2, x, out=lib.empty(0))", "x.add(2, x)", "x.clone().add_(2, x)", "lib.sub(x, 2, x)",
    "x.sub(2, x, 1)", "lib.add(x, 2, x, alpha=3)",
    "lib.addmm(2, x, 3, x, x.t())", "lib.addmm(2, x, x, x.t())", "x.addmm(2, 3, x, x.t())", "x.addmm(2, x, x.t())",
    "lib.addmm(2, x, x, x.t(), alpha=2)", "lib.addmm(2, x, 3, x, x.t(), out=lib.empty(0))",
    "lib.addcdiv(x, 2, x, x)", "x.addcmul(2, x, x)", "lib.addmv(2, x[0], 3, x, x[0])", "lib.addr(2, x, 3, x[:, 0], x[0])",
    "lib.baddbmm(2, x[None], 3, x[None], x.t()[None])", "lib.addbmm(2, x, x[None], x.t()[None])",
    "lib.addmm(x, x, x.t(), 1, 2, 3, 4)", "x.add(x, 1, 2, 3)",
]


def square_outcome(lib, call):
    """outcome, x a 2x2 matrix (the addmm family)."""
    x = lib.arange(1.0, 5.0).view(2, 2)
    try:
        result = eval(call, {"lib": lib, "x": x})
    except Exception as e:  # noqa: BLE001 - the exception is what is compared
        return type(e).__name__, normalised(str(e))
    return "no exception", result.tolist() if hasattr(result, "tolist") else None


@pytest.mark.filterwarnings("ignore:This overload")
@pytest.mark.parametrize("call", OVERLOAD_CALLS)
def test_torchs_overloads_take_and_refuse_calls_as_in_torch(call):
    assert square_outcome(yaten, call) == square_outcome(torch, call)


def test_deprecated_signature_warns_once_in_torchs_words():
    """torch warns the first time any deprecated signature is taken in a process, never after."""
    script = """
import sys, warnings
lib = __import__(sys.argv[1])
x = lib.ones(2)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    lib.add(x, 2, x)
    lib.sub(x, 2, x)
print([str(w.message).split(" (Triggered")[0] for w in caught])
"""
    import subprocess
    import sys
    texts = [subprocess.run([sys.executable, "-c", script, lib], capture_output=True, text=True, check=True).stdout
             for lib in ("yaten", "torch")]
    assert texts[0] == texts[1].replace("torch.", "yaten.")
    assert "This overload of add is deprecated" in texts[0]


# An int beyond int64 in an int list is torch's TypeError naming the item
# (it was a RuntimeError "Overflow when unpacking long").
INT_OVERFLOW_CALLS = ["x.view(2**70)", "x.view(2, 2**64)", "lib.zeros([2**64])", "lib.zeros(2, 2**64)",
                      "x.reshape((2**63,))", "x.sum((0, 2**64))", "x.permute(2**64, 1)", "x.permute(-2**64, 1)"]


@pytest.mark.parametrize("call", INT_OVERFLOW_CALLS)
def test_int_list_item_beyond_int64_is_torchs_type_error(call):
    assert outcome(yaten, call) == outcome(torch, call)


# torch 1.13 ignores positional arguments after the tuple given for an int
# list that is a signature's only parameter (x.view((4,), 1, 1) is x.view(4)),
# refuses them where a keyword-only parameter follows it (zeros, sum), and
# spreads ints over an int list that takes no bare int.
SPREAD_INT_CALLS = [
    "x.view((4,), 1, 1)", "x.view((4,), 'a')", "x.reshape((2, 2), 1)", "x.permute((1, 0), 5)", "x.repeat((2, 1), 3)",
    "x.flip((0,), 1)", "x.tile((2,), 1)", "x.broadcast_to((3, 2, 2), 1)", "x.view(4, (1,))", "lib.zeros((2,), 1)",
    "x.sum((0,), 1)", "x.permute('a', 1)", "x.view(2, 2)", "x.count_nonzero(1)",
]


@pytest.mark.parametrize("call", SPREAD_INT_CALLS)
def test_spread_int_lists_as_in_torch(call):
    assert square_outcome(yaten, call) == square_outcome(torch, call)


# Overloads torch has that yaten once lacked or ordered otherwise: a 0-d q
# goes to quantile's Tensor overload (which checks its dtype), clamp_min and
# clamp_max take tensor bounds, a Tensor?[] list's items are checked first,
# logsigmoid's messages name torch's C function.
TORCH_OVERLOAD_CALLS = [
    "lib.quantile(x.double(), lib.tensor(0.5))", "lib.quantile(x, lib.tensor(0.5))", "x.nanquantile(lib.tensor(0.25))",
    "lib.clamp_min(x, lib.tensor([2.0, 0.0]))", "x.clamp_max(lib.tensor([[2.0], [3.5]]))",
    "lib.clamp_max(x.long(), lib.tensor([2.5, 0.0]))", "x.long().clamp_min_(lib.tensor(1.5))",
    "lib.index_put(x, ['a'], lib.tensor(1.0))", "lib.index_put(x, (lib.tensor([0]), 2), lib.tensor(1.0))",
    "lib.nn.functional.logsigmoid('a')", "lib.nn.functional.logsigmoid(x, foo=1)",
]


def parser_outcome(lib, call):
    """square_outcome, with only the type of an error the op's kernel raises
    (its message names yaten's op: "clamp_: result type ...")."""
    outcome = square_outcome(lib, call)
    return outcome if outcome[0] in ("TypeError", "no exception") else outcome[0]


@pytest.mark.parametrize("call", TORCH_OVERLOAD_CALLS)
def test_torchs_added_overloads_as_in_torch(call):
    assert parser_outcome(yaten, call) == parser_outcome(torch, call)
