"""The torch.<name>(input) questions that are also Tensor methods, and the
Tensor methods of their kind (yaten._tensor_queries, yaten._promotion),
against torch: values, identities, refusals."""
import math

import pytest

import yaten

torch = pytest.importorskip("torch")
from both_libraries import same_outcome  # noqa: E402

DTYPES = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"]
PREDICATES = ["is_complex", "is_signed", "is_conj", "is_neg", "is_inference", "is_floating_point"]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name", PREDICATES)
def test_predicates_as_function_and_method(name, dtype):
    same_outcome(lambda lib: getattr(lib, name)(lib.ones(2, dtype=getattr(lib, dtype))))
    same_outcome(lambda lib: getattr(lib.ones(2, dtype=getattr(lib, dtype)), name)())


@pytest.mark.parametrize("name", PREDICATES + ["conj", "resolve_conj", "resolve_neg", "real", "imag", "is_nonzero"])
def test_functions_refuse_non_tensors(name):
    same_outcome(lambda lib: getattr(lib, name)(1.0))


@pytest.mark.parametrize("name", ["conj", "resolve_conj", "resolve_neg", "conj_physical", "real"])
def test_identities_of_a_real_tensor_are_the_tensor_itself(name):
    for lib in (torch, yaten):
        x = lib.arange(3.0)
        assert getattr(lib, name)(x) is x
        if name != "real":
            assert getattr(x, name)() is x
    x = yaten.arange(3.0)
    assert x.real is x and x.conj_physical_() is x
    x.real[0] = 5.0
    assert x.tolist() == [5.0, 1.0, 2.0]


def test_imag_refuses_real_tensors():
    same_outcome(lambda lib: lib.imag(lib.ones(2)))
    same_outcome(lambda lib: lib.ones(2).imag)


def test_real_setter_copies_into_the_tensor():
    for lib in (torch, yaten):
        x = lib.zeros(3)
        x.real = lib.tensor([1.0, 2.0, 3.0])
        assert x.tolist() == [1.0, 2.0, 3.0]


@pytest.mark.parametrize("data", [[1.0], [0.0], [[2]], [False], [], [1, 2], 0, 3.5])
def test_is_nonzero(data):
    same_outcome(lambda lib: lib.is_nonzero(lib.tensor(data)))
    same_outcome(lambda lib: lib.tensor(data).is_nonzero())


@pytest.mark.parametrize("other", [(2, 3), (3, 2), (2, 3, 1), ()])
def test_is_same_size(other):
    same_outcome(lambda lib: lib.is_same_size(lib.ones(2, 3), lib.ones(other)))
    same_outcome(lambda lib: lib.ones(2, 3).is_same_size(lib.ones(other)))
    same_outcome(lambda lib: lib.is_same_size(lib.ones(2, 3), 1))


def test_is_inference_of_tensors_made_in_inference_mode():
    for lib in (torch, yaten):
        with lib.inference_mode():
            made = lib.ones(2)
        assert lib.is_inference(made) and made.is_inference() and not lib.is_inference(lib.ones(2))


def test_layout_pinning_and_retains_grad():
    same_outcome(lambda lib: lib.ones(2).layout)
    same_outcome(lambda lib: lib.ones(2).layout == lib.strided)
    same_outcome(lambda lib: lib.ones(2).is_pinned())
    same_outcome(lambda lib: lib.ones(2).pin_memory())
    for lib in (torch, yaten):
        leaf = lib.ones(2, requires_grad=True)
        middle = leaf * 2
        assert not leaf.retains_grad and not middle.retains_grad
        middle.retain_grad()
        leaf.retain_grad()
        assert middle.retains_grad and not leaf.retains_grad


@pytest.mark.parametrize("shape, size", [((2, 3), (1,)), ((2, 3), (2, 1)), ((2, 3), ((1, 3),)), ((2, 3), (3, 3)),
                                         ((2, 3), (1, 1, 3)), ((2, 3), (2, 3)), ((4, 1, 3), (1, 3)), ((), ((),)),
                                         ((2, 3), ())])
def test_sum_to_size(shape, size):
    same_outcome(lambda lib: lib.arange(float(math.prod(shape))).reshape(shape).sum_to_size(*size))


def test_sum_to_size_backward_matches_torch():
    grads = []
    for lib in (torch, yaten):
        x = lib.arange(6.0, dtype=lib.float64).reshape(2, 3).requires_grad_()
        (x.sum_to_size(1, 3) * lib.tensor([1.0, 2.0, 3.0], dtype=lib.float64)).sum().backward()
        grads.append(x.grad.tolist())
    assert grads[0] == grads[1]


@pytest.mark.parametrize("dtype", ["float32", "int64", "bool"])
def test_apply_map_map2(dtype):
    same_outcome(lambda lib: lib.arange(4).to(getattr(lib, dtype)).apply_(lambda v: v * 2 + 0.7))
    same_outcome(lambda lib: lib.arange(4).to(getattr(lib, dtype)).reshape(2, 2).t().apply_(lambda v: v + 1))
    same_outcome(lambda lib: lib.arange(4).to(getattr(lib, dtype)).map_(lib.ones(1, dtype=getattr(lib, dtype)),
                                                                        lambda a, b: a + b))
    same_outcome(lambda lib: lib.arange(4).to(getattr(lib, dtype)).map2_(
        lib.ones(4, dtype=getattr(lib, dtype)), lib.ones(4, dtype=getattr(lib, dtype)), lambda a, b, c: a + b + c))


def test_apply_and_map_refusals():
    same_outcome(lambda lib: lib.ones(2, requires_grad=True).apply_(lambda v: v))
    same_outcome(lambda lib: lib.ones(2).apply_(lambda v: "x"))
    same_outcome(lambda lib: lib.ones(2).map_(lib.ones(2, dtype=lib.int64), lambda a, b: a))
    same_outcome(lambda lib: lib.ones(2).map_(lib.ones(3), lambda a, b: a))


def test_apply_writes_through_views():
    for lib in (torch, yaten):
        base = lib.zeros(2, 3)
        base[:, 1].apply_(lambda v: 7)
        assert base.tolist() == [[0, 7, 0], [0, 7, 0]]


OPERANDS = {"f32": lambda lib: lib.ones(2), "i32": lambda lib: lib.ones(2, dtype=lib.int32),
            "u8": lambda lib: lib.ones(2, dtype=lib.uint8), "f64_0d": lambda lib: lib.tensor(1.0, dtype=lib.float64),
            "i64_0d": lambda lib: lib.tensor(1), "bool": lambda lib: lib.ones(2, dtype=lib.bool),
            "f16": lambda lib: lib.ones(2, dtype=lib.float16), "int": lambda lib: 3, "float": lambda lib: 2.5,
            "true": lambda lib: True, "str": lambda lib: "a", "huge": lambda lib: 2 ** 70}


@pytest.mark.parametrize("a", OPERANDS)
@pytest.mark.parametrize("b", OPERANDS)
def test_result_type(a, b):
    same_outcome(lambda lib: lib.result_type(OPERANDS[a](lib), OPERANDS[b](lib)))


@pytest.mark.parametrize("a", DTYPES)
@pytest.mark.parametrize("b", DTYPES)
def test_can_cast(a, b):
    same_outcome(lambda lib: lib.can_cast(getattr(lib, a), getattr(lib, b)))


def test_can_cast_refuses_non_dtypes():
    same_outcome(lambda lib: lib.can_cast(lib.ones(1), lib.float32))
    same_outcome(lambda lib: lib.can_cast(lib.float32, "float64"))


@pytest.mark.parametrize("shape", [(), (3,), (2, 3), (2, 3, 4)])
def test_get_device_is_distributed_and_adjoint_as_function_and_method(shape):
    same_outcome(lambda lib: (lib.get_device(lib.ones(shape)), lib.ones(shape).get_device()))
    same_outcome(lambda lib: (lib.is_distributed(lib.ones(shape)), lib.ones(shape).is_distributed()))
    same_outcome(lambda lib: lib.adjoint(lib.arange(float(math.prod(shape))).reshape(shape)))
    same_outcome(lambda lib: lib.arange(float(math.prod(shape))).reshape(shape).adjoint().stride())


def test_adjoint_is_a_transposed_view_and_refuses_non_tensors():
    x = yaten.ones(2, 3)
    assert x.adjoint().data_ptr() == x.data_ptr() and not x.adjoint().is_contiguous()
    same_outcome(lambda lib: lib.adjoint(3))
    same_outcome(lambda lib: lib.get_device("a"))
