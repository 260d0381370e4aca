# @generated from ops.yaml by codegen (template: stub_module.pyi.j2). Do not edit.
"""Type stubs of yaten.nn.functional: every function ops.yaml exposes here. Names
written in Python (not from ops.yaml) resolve through __getattr__ below."""
from typing import Any, Sequence, overload

from yaten._C import Number, dtype
from yaten._tensor import Tensor

def softmax(input: Tensor | Number, dim: int, dtype: dtype | None = None) -> Tensor:
    'Returns exp(self) normalised to sum to 1 along dim.'

def log_softmax(input: Tensor | Number, dim: int, dtype: dtype | None = None) -> Tensor:
    'Returns the logarithm of softmax(self, dim), computed stably.'

def linear(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None) -> Tensor:
    'Applies input @ weight.T + bias.'

def mse_loss(input: Tensor | Number, target: Tensor | Number, reduction: str = 'mean') -> Tensor:
    "Mean squared error between input and target, reduced by 'mean', 'sum' or 'none'."

def nll_loss(input: Tensor | Number, target: Tensor | Number, weight: Tensor | Number | None = None, ignore_index: int = -100, reduction: str = 'mean') -> Tensor:
    'Negative log likelihood of class indices target under log-probabilities input (N, C).'

def cross_entropy(input: Tensor | Number, target: Tensor | Number, weight: Tensor | Number | None = None, ignore_index: int = -100, reduction: str = 'mean', label_smoothing: float = 0.0) -> Tensor:
    'Cross entropy between logits input (N, C) and class indices target, with optional label smoothing.'


def __getattr__(name: str) -> Any: ...
