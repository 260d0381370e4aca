"""A wrong argument reads as torch's TypeError for the same call
(python/src/arg_parser.cpp, python/src/invalid_arguments.cpp): one message
when one signature fits the call's argument count, otherwise the listing of
every signature with torch's "didn't match because ..." line under those
that take exactly as many arguments as the call gives.

Each call runs on both libraries and the texts are compared after
normalising what the libraries cannot share: "torch." is "yaten.", torch's
"SymInt" is "int", torch's named-tensor overloads (Dimname: "name dim",
"tuple of names dim"; yaten has no named tensors) are dropped, and the
signatures are compared as a set, since yaten tries an int overload before a
Tensor one (a Python number passes for a Tensor in yaten, not in torch) and
so lists them in another order.

Calls whose outcome torch's named-tensor overloads decide (x.sum(x, dim="a")
is torch's RuntimeError "Name 'a' not found"), and ops whose overloads
differ (sum and mean have one signature in yaten, two in torch; torch's
clamp.Tensor; pow/eq/masked_fill/where list Number overloads yaten folds
into its Tensor ones; torch's factories take out=) are left out."""
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
    text = text.replace("torch.", "yaten.").replace("SymInts", "ints").replace("SymInt", "int")
    head, *rest = text.rstrip("\n").split("\n")
    signatures = []
    for line in rest:
        if line.startswith(" * "):
            signatures.append([line])
        else:
            signatures[-1].append(line)
    kept = ["\n".join(s) for s in signatures if not re.search(r"\bnames? [a-z_]+[,)]", s[0])]
    return "\n".join([head] + sorted(kept))


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
                       "(Tensor, int, !int!, !int!, !int!)"]
    assert "keywords were incorrect: bar, foo\n" in message(yaten, "lib.narrow(x, 0, foo=1, bar=2)")


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
