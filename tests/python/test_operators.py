"""Python's operators on tensors (& | ^ ~ << >> // + @ abs index), with
their reflected and in-place forms, compared with torch: same values,
dtypes, aliasing and exception types."""
import operator

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def operands(lib):
    return {
        "i": lib.tensor([5, -7, 0, 8, 13]),
        "j": lib.tensor([3, 2, -5, 1, 4]),
        "i32": lib.tensor([5, -7, 0, 8, 13], dtype=lib.int32),
        "u": lib.tensor([5, 200, 0, 1, 255], dtype=lib.uint8),
        "b": lib.tensor([True, False, True, False, True]),
        "c": lib.tensor([True, True, False, False, True]),
        "f": lib.tensor([5.5, -7.0, 0.0, 3.0, -0.5]),
        "g": lib.tensor([2.0, -3.0, 0.5, -1.0, 4.0]),
        "s": lib.tensor([1, 2, 3, 0, 7]),
        "np": np,
        "operator": operator,
        "lib": lib,
    }


def run(lib, expression):
    return eval(expression, operands(lib))


EXPRESSIONS = [
    "i & j", "i | j", "i ^ j", "b & c", "b | c", "b ^ c", "b & i", "u & b", "i32 | j",
    "i & 3", "3 & i", "i | 6", "6 | i", "i ^ 5", "5 ^ i", "b & True", "True ^ b",
    "~i", "~u", "~b", "~i32",
    "i << s", "i >> s", "i << 2", "2 << s", "i >> 1", "100 >> s", "u << s", "u >> s", "i32 << 3",
    "i // j", "i // 2", "9 // j", "f // g", "f // 2", "-7 // g", "i // 2.5", "u // 3", "b // 2", "f // 0",
    "+i", "+f", "abs(i)", "abs(f)",
    "lib.bitwise_and(i, j)", "lib.bitwise_or(b, c)", "lib.bitwise_xor(i, 3)", "lib.bitwise_not(i)",
    "lib.bitwise_left_shift(i, s)", "lib.bitwise_right_shift(i, 1)", "lib.floor_divide(f, g)",
    "lib.logical_xor(b, c)", "lib.logical_xor(f, i)", "i.logical_xor(b)", "lib.positive(f)",
    "i.bitwise_and(j)", "i.floor_divide(j)", "f.__rmatmul__(g)", "g @ f",
]


@pytest.mark.parametrize("expression", EXPRESSIONS)
def test_operator_matches_torch(expression):
    ours, theirs = run(yaten, expression), run(torch, expression)
    assert str(ours.dtype).split(".")[1] == str(theirs.dtype).split(".")[1], expression
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy(), err_msg=expression)


IN_PLACE = ["i &= j", "i |= 3", "i ^= j", "b &= c", "b |= c", "b ^= c", "i <<= 2", "i >>= s", "i //= 2",
            "i //= j", "f //= g", "u <<= 1"]


@pytest.mark.parametrize("statement", IN_PLACE)
def test_in_place_operator_writes_into_the_tensor(statement):
    results = []
    for lib in (yaten, torch):
        env = operands(lib)
        target = statement.split()[0]
        before = env[target]
        exec(statement, env)
        assert env[target] is before, f"{statement}: a new tensor, not self"
        results.append(env[target])
    np.testing.assert_array_equal(results[0].numpy(), results[1].numpy(), err_msg=statement)


def test_in_place_methods_return_self():
    x = yaten.tensor([1, 2, 3])
    assert x.bitwise_and_(6) is x and x.tolist() == [0, 2, 2]
    assert x.bitwise_left_shift_(1) is x and x.tolist() == [0, 4, 4]
    assert x.floor_divide_(3) is x and x.tolist() == [0, 1, 1]


def test_out_variant():
    out = yaten.empty(3, dtype=yaten.int64)
    r = yaten.bitwise_xor(yaten.tensor([1, 2, 3]), 1, out=out)
    assert r is out and out.tolist() == [0, 3, 2]


def test_unary_plus_returns_self_as_torch():
    x = yaten.tensor([1.0, 2.0], requires_grad=True)
    assert (+x) is x and yaten.positive(x) is x and x.positive() is x


# Refusals: torch's exception type; yaten's message names the op and torch's kernel.
ERRORS = ["f & i", "f | 1", "f ^ g", "1 ^ f", "lib.bitwise_not(f)", "~f", "f << 1", "f >> i", "b << c",
          "b // c", "i // 0", "+b", "i &= f", "operator.index(f[0])", "operator.index(i)"]


@pytest.mark.parametrize("expression", ERRORS)
def test_refused_as_torch(expression):
    with pytest.raises(Exception) as theirs:
        exec(expression, operands(torch))
    env = operands(yaten)
    snapshot = {k: v.clone() for k, v in env.items() if isinstance(v, yaten.Tensor)}
    with pytest.raises(type(theirs.value)) as ours:
        exec(expression, env)
    assert str(ours.value)
    for k, v in snapshot.items():
        assert env[k].tolist() == v.tolist(), f"{expression} modified {k}"


def test_float_bitwise_message_names_torch_kernel():
    with pytest.raises(RuntimeError, match="bitwise_and.*\"bitwise_and_cpu\" not implemented for 'Float'"):
        yaten.tensor([1.0]) & 1


# C++ leaves these undefined and torch 1.13 returns what the CPU does; yaten
# defines them as later torch versions do: left gives 0, right the sign fill.
@pytest.mark.parametrize("dtype", ["int64", "int32", "uint8"])
def test_shift_by_negative_or_too_wide_amount_is_defined(dtype):
    dt = getattr(yaten, dtype)
    width = {"int64": 64, "int32": 32, "uint8": 8}[dtype]
    x = yaten.tensor([5, 100, 0], dtype=dt)
    for amount in (width, width + 3, -1):
        if dtype == "uint8" and amount < 0:
            continue
        assert (x << amount).tolist() == [0, 0, 0]
        assert (x >> amount).tolist() == [0, 0, 0]
    if dtype != "uint8":
        y = yaten.tensor([-5, 7], dtype=dt)
        assert (y >> width).tolist() == [-1, 0]
        assert (y << -2).tolist() == [0, 0]


def test_integer_floor_divide_of_min_by_minus_one_wraps_without_a_trap():
    x = yaten.tensor([-(2 ** 63)])
    assert (x // -1).tolist() == [-(2 ** 63)]


@pytest.mark.parametrize("value", [3, True])
def test_index_of_an_integer_tensor(value):
    assert operator.index(yaten.tensor(value)) == operator.index(torch.tensor(value))
    assert [10, 20, 30][yaten.tensor(1)] == 20


def test_bitwise_ops_carry_no_gradient():
    x = yaten.tensor([1.5, 2.5], requires_grad=True)
    assert not (x // 2).requires_grad
    assert not yaten.logical_xor(x, x).requires_grad


def edge_names(node):
    return [None if fn is None else fn.name().split("::")[-1] for fn, _ in node.next_functions]


@pytest.mark.parametrize("expression", ["2 * b", "b * 2", "2 + b", "b + 2", "2.5 * b + 1",
                                        "lib.tensor(2.0) * b", "b * lib.tensor(2.0)"])
def test_reflected_operators_order_the_graph_as_torch(expression):
    # The autograd tutorial walks c = 2 * b's grad_fn.next_functions[0][0] down to b's SinBackward0.
    names = []
    for lib in (yaten, torch):
        b = lib.ones(3, requires_grad=True).sin()
        names.append(edge_names(eval(expression, {"lib": lib, "b": b}).grad_fn))
    assert names[0] == names[1]


def test_reflected_add_applies_alpha_to_the_other_operand_as_torch():
    for lib in (yaten, torch):
        x = lib.tensor([1, 2, 3])
        assert x.__radd__(2, alpha=3).tolist() == [7, 8, 9]
        assert x.__rmul__(2).tolist() == [2, 4, 6]
        assert x.__rand__(6).tolist() == [0, 2, 2] and x.__ror__(4).tolist() == [5, 6, 7]
        assert x.__rxor__(1).tolist() == [0, 3, 2]
