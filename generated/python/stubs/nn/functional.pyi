# @generated from ops.yaml by codegen (template: stub_module.pyi.j2). Do not edit.
"""Type stubs of yaten.nn.functional: every function ops.yaml exposes here. Names
written in Python (not from ops.yaml) resolve through __getattr__ below."""
from typing import Any, Sequence, overload

from yaten._C import Number, dtype, device, layout, memory_format, Generator
from yaten._C import strided, contiguous_format, preserve_format, channels_last, channels_last_3d
from yaten._tensor import Tensor

def relu_(input: Tensor | Number) -> Tensor:
    'Returns max(x, 0) for each element x of self.'

def softmax(input: Tensor | Number, dim: int, dtype: dtype | None = None) -> Tensor:
    'Returns exp(self) normalised to sum to 1 along dim.'

def log_softmax(input: Tensor | Number, dim: int, dtype: dtype | None = None) -> Tensor:
    'Returns the logarithm of softmax(self, dim), computed stably.'

def linear(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None) -> Tensor:
    'Applies input @ weight.T + bias.'

def mse_loss(input: Tensor | Number, target: Tensor | Number, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    "Mean squared error between input and target, reduced by 'mean', 'sum' or 'none' (or by the deprecated size_average and reduce, as in PyTorch)."

def cross_entropy(input: Tensor | Number, target: Tensor | Number, weight: Tensor | Number | None = None, size_average: bool | None = None, ignore_index: int = -100, reduce: bool | None = None, reduction: str = 'mean', label_smoothing: float = 0.0) -> Tensor:
    'Cross entropy between logits input (N, C) and class indices target, with optional label smoothing.'

def l1_loss(input: Tensor | Number, target: Tensor | Number, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    "Mean absolute error between input and target, reduced by 'mean', 'sum' or 'none'."

def binary_cross_entropy(input: Tensor | Number, target: Tensor | Number, weight: Tensor | Number | None = None, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    'Binary cross entropy between probabilities input and target, its log terms clamped at -100 as in PyTorch.'

def binary_cross_entropy_with_logits(input: Tensor | Number, target: Tensor | Number, weight: Tensor | Number | None = None, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean', pos_weight: Tensor | Number | None = None) -> Tensor:
    'Binary cross entropy between sigmoid(input) and target, computed stably from the logits; pos_weight weighs the positive term.'

def smooth_l1_loss(input: Tensor | Number, target: Tensor | Number, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean', beta: float = 1.0) -> Tensor:
    'Smooth L1 loss, 0.5 * d**2 / beta where |d| < beta, else |d| - 0.5 * beta, for d = input - target.'

def huber_loss(input: Tensor | Number, target: Tensor | Number, reduction: str = 'mean', delta: float = 1.0) -> Tensor:
    'Huber loss, 0.5 * d**2 where |d| < delta, else delta * (|d| - 0.5 * delta), for d = input - target.'

def kl_div(input: Tensor | Number, target: Tensor | Number, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean', log_target: bool = False) -> Tensor:
    "Kullback-Leibler divergence of target from log-probabilities input (target as log-probabilities when log_target); reduction 'batchmean' divides the sum by the batch size."

def poisson_nll_loss(input: Tensor | Number, target: Tensor | Number, log_input: bool = True, full: bool = False, size_average: bool | None = None, eps: float = 1e-08, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    "Negative log likelihood of target under a Poisson distribution of rate input (or exp(input) when log_input), with Stirling's term when full."

def gaussian_nll_loss(input: Tensor | Number, target: Tensor | Number, var: Tensor | Number, full: bool = False, eps: float = 1e-06, reduction: str = 'mean') -> Tensor:
    'Negative log likelihood of target under Gaussians of mean input and variance var (clamped at eps, the gradient passing through).'

def soft_margin_loss(input: Tensor | Number, target: Tensor | Number, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    'Two-class logistic loss log(1 + exp(-target * input)) for targets of 1 and -1.'

def multilabel_soft_margin_loss(input: Tensor | Number, target: Tensor | Number, weight: Tensor | Number | None = None, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    'Multi-label one-versus-all logistic loss of input (N, C) against 0/1 targets, averaged over the classes.'

def hinge_embedding_loss(input: Tensor | Number, target: Tensor | Number, margin: float = 1.0, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    'input where target is 1, max(0, margin - input) where target is -1.'

def margin_ranking_loss(input1: Tensor | Number, input2: Tensor | Number, target: Tensor | Number, margin: float = 0.0, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    'max(0, -target * (input1 - input2) + margin), whether input1 should rank above input2 (target 1) or below (-1).'

def cosine_embedding_loss(input1: Tensor | Number, input2: Tensor | Number, target: Tensor | Number, margin: float = 0.0, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    '1 - cos(input1, input2) where target is 1, max(0, cos(input1, input2) - margin) where target is -1.'

def multi_margin_loss(input: Tensor | Number, target: Tensor | Number, p: int = 1, margin: float = 1.0, weight: Tensor | Number | None = None, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    'Multi-class hinge loss; per sample, sum over the wrong classes j of max(0, margin - input[y] + input[j])**p, divided by the number of classes.'

def multilabel_margin_loss(input: Tensor | Number, target: Tensor | Number, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    "Multi-label hinge loss; target lists each sample's classes, ended by -1; sum over listed j and unlisted k of max(0, 1 - (input[j] - input[k])), over the number of classes."

def triplet_margin_loss(anchor: Tensor | Number, positive: Tensor | Number, negative: Tensor | Number, margin: float = 1.0, p: float = 2.0, eps: float = 1e-06, swap: bool = False, size_average: bool | None = None, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    'max(0, margin + d(anchor, positive) - d(anchor, negative)) with d the p-norm pairwise distance (with swap, the smaller of d(anchor, negative) and d(positive, negative)).'

@overload
def ctc_loss(log_probs: Tensor | Number, targets: Tensor | Number, input_lengths: Tensor | Number, target_lengths: Tensor | Number, blank: int = 0, reduction: str = 'mean', zero_infinity: bool = False) -> Tensor:
    "Connectionist temporal classification loss of log-probabilities log_probs (T, N, C) or (T, C) against targets, padded (N, S) or concatenated (sum(target_lengths)), with the lengths as integer tensors; 'mean' divides each loss by its target length, then averages; zero_infinity zeroes impossible alignments and their gradients."
@overload
def ctc_loss(log_probs: Tensor | Number, targets: Tensor | Number, input_lengths: Sequence[int], target_lengths: Sequence[int], blank: int = 0, reduction: str = 'mean', zero_infinity: bool = False) -> Tensor:
    'ctc_loss with the lengths as lists of ints.'

def nll_loss(input: Tensor | Number, target: Tensor | Number, weight: Tensor | Number | None = None, size_average: bool | None = None, ignore_index: int = -100, reduce: bool | None = None, reduction: str = 'mean') -> Tensor:
    "Negative log likelihood of class indices target under log-probabilities input, (C), (N, C) or (N, C, d1, ...) with target (), (N) or (N, d1, ...), reduced by 'mean' (over the targets' weights), 'sum' or 'none' (or by the deprecated size_average and reduce, as in PyTorch)."

@overload
def conv2d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    '2-D convolution (cross-correlation) of input (N, C, H, W) or (C, H, W) with weight (O, C / groups, kH, kW), plus bias (O).'
@overload
def conv2d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: str = 'valid', dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    "conv2d with padding 'valid' (none) or 'same' (the output as large as the input; stride 1 only)."

@overload
def conv1d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    '1-D convolution (cross-correlation) of input (N, C, L) or (C, L) with weight (O, C / groups, k), plus bias (O).'
@overload
def conv1d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: str = 'valid', dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    "conv1d with padding 'valid' (none) or 'same' (the output as long as the input; stride 1 only)."

def conv_transpose2d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: int | Sequence[int] = 0, output_padding: int | Sequence[int] = 0, groups: int = 1, dilation: int | Sequence[int] = 1) -> Tensor:
    '2-D transposed convolution of input (N, C_in, H, W) or (C_in, H, W) with weight (C_in, C_out / groups, kH, kW), plus bias (C_out); the gradient of conv2d with respect to its input, output_padding rows and columns added on the far side.'

def conv_transpose1d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: int | Sequence[int] = 0, output_padding: int | Sequence[int] = 0, groups: int = 1, dilation: int | Sequence[int] = 1) -> Tensor:
    '1-D transposed convolution of input (N, C_in, L) or (C_in, L) with weight (C_in, C_out / groups, k), plus bias (C_out).'

@overload
def conv3d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    '3-D convolution (cross-correlation) of input (N, C, D, H, W) or (C, D, H, W) with weight (O, C / groups, kD, kH, kW), plus bias (O); one conv2d per kernel depth over the output depths batched together.'
@overload
def conv3d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: str = 'valid', dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    "conv3d with padding 'valid' (none) or 'same' (the output as large as the input; stride 1 only)."

def conv_transpose3d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: int | Sequence[int] = 0, output_padding: int | Sequence[int] = 0, groups: int = 1, dilation: int | Sequence[int] = 1) -> Tensor:
    '3-D transposed convolution of input (N, C_in, D, H, W) or (C_in, D, H, W) with weight (C_in, C_out / groups, kD, kH, kW), plus bias (C_out); one conv_transpose2d per kernel depth over the input depths batched together, each result spread to the output depths it reaches.'

def max_pool2d_with_indices(input: Tensor | Number, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None, padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1, ceil_mode: bool = False) -> tuple[Tensor, Tensor]:
    '2-D max pooling of input (N, C, H, W) or (C, H, W), with the flat H * W index of each maximum.'

def avg_pool2d(input: Tensor | Number, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None, padding: int | Sequence[int] = 0, ceil_mode: bool = False, count_include_pad: bool = True, divisor_override: int | None = None) -> Tensor:
    '2-D average pooling of input (N, C, H, W) or (C, H, W).'

def adaptive_avg_pool2d(input: Tensor | Number, output_size: int | Sequence[int]) -> Tensor:
    '2-D average pooling of input (N, C, H, W) or (C, H, W) into an output of output_size (H_out, W_out).'

def adaptive_max_pool2d_with_indices(input: Tensor | Number, output_size: int | Sequence[int]) -> tuple[Tensor, Tensor]:
    '2-D max pooling of input (N, C, H, W) or (C, H, W) into output_size (H_out, W_out) bins, with the flat H * W index of each maximum.'

def avg_pool1d(input: Tensor | Number, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None, padding: int | Sequence[int] = 0, ceil_mode: bool = False, count_include_pad: bool = True) -> Tensor:
    '1-D average pooling of input (N, C, L) or (C, L), avg_pool2d over a height-1 image.'

def max_pool1d_with_indices(input: Tensor | Number, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None, padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1, ceil_mode: bool = False) -> tuple[Tensor, Tensor]:
    '1-D max pooling of input (N, C, L) or (C, L), with the index along L of each maximum.'

def adaptive_avg_pool1d(input: Tensor | Number, output_size: int | Sequence[int]) -> Tensor:
    '1-D average pooling of input (N, C, L) or (C, L) into output_size positions.'

def adaptive_max_pool1d_with_indices(input: Tensor | Number, output_size: int | Sequence[int]) -> tuple[Tensor, Tensor]:
    '1-D max pooling of input (N, C, L) or (C, L) into output_size bins, with the index along L of each maximum.'

def avg_pool3d(input: Tensor | Number, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None, padding: int | Sequence[int] = 0, ceil_mode: bool = False, count_include_pad: bool = True, divisor_override: int | None = None) -> Tensor:
    '3-D average pooling of input (N, C, D, H, W) or (C, D, H, W), separably (each (H, W) plane, then along D).'

def max_pool3d_with_indices(input: Tensor | Number, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None, padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1, ceil_mode: bool = False) -> tuple[Tensor, Tensor]:
    '3-D max pooling of input (N, C, D, H, W) or (C, D, H, W), with the flat D * H * W index of each maximum; separably, each (H, W) plane then along D.'

def adaptive_avg_pool3d(input: Tensor | Number, output_size: int | Sequence[int]) -> Tensor:
    '3-D average pooling of input (N, C, D, H, W) or (C, D, H, W) into output_size (D, H, W) bins.'

def adaptive_max_pool3d_with_indices(input: Tensor | Number, output_size: int | Sequence[int]) -> tuple[Tensor, Tensor]:
    '3-D max pooling of input (N, C, D, H, W) or (C, D, H, W) into output_size (D, H, W) bins, with the flat D * H * W index of each maximum.'

def lp_pool1d(input: Tensor | Number, norm_type: float, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None, ceil_mode: bool = False) -> Tensor:
    '1-D power-average pooling, (sum over each window of input**norm_type)**(1 / norm_type).'

def lp_pool2d(input: Tensor | Number, norm_type: float, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None, ceil_mode: bool = False) -> Tensor:
    '2-D power-average pooling, (sum over each window of input**norm_type)**(1 / norm_type).'

def max_unpool1d(input: Tensor | Number, indices: Tensor | Number, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None, padding: int | Sequence[int] = 0, output_size: Sequence[int] | None = None) -> Tensor:
    'The inverse of max_pool1d, each value of input (N, C, L) or (C, L) written at its index, zeros elsewhere; output_size picks among the sizes that pool to L.'

def max_unpool2d(input: Tensor | Number, indices: Tensor | Number, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None, padding: int | Sequence[int] = 0, output_size: Sequence[int] | None = None) -> Tensor:
    'The inverse of max_pool2d, each value of input (N, C, H, W) or (C, H, W) written at its flat H * W index, zeros elsewhere.'

def max_unpool3d(input: Tensor | Number, indices: Tensor | Number, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None, padding: int | Sequence[int] = 0, output_size: Sequence[int] | None = None) -> Tensor:
    'The inverse of max_pool3d, each value of input (N, C, D, H, W) or (C, D, H, W) written at its flat D * H * W index, zeros elsewhere.'

def gelu(input: Tensor | Number, *, approximate: str = 'none') -> Tensor:
    "Gaussian error linear unit, x * Phi(x); approximate='tanh' uses the tanh approximation of Phi."

def silu(input: Tensor | Number) -> Tensor:
    'Sigmoid linear unit, x * sigmoid(x).'

def dropout(input: Tensor | Number, p: float = 0.5, training: bool = True) -> Tensor:
    'Zeroes each element of input with probability p while training, scaling the others by 1 / (1 - p).'

def leaky_relu(input: Tensor | Number, negative_slope: Number = 0.01) -> Tensor:
    'Returns x where x > 0, else negative_slope * x, elementwise.'

def leaky_relu_(input: Tensor | Number, negative_slope: Number = 0.01) -> Tensor:
    'Returns x where x > 0, else negative_slope * x, elementwise.'

def hardtanh(input: Tensor | Number, min_val: Number = -1, max_val: Number = 1) -> Tensor:
    'Clamps each element of self into [min_val, max_val]; the gradient is zero outside the open interval.'

def hardtanh_(input: Tensor | Number, min_val: Number = -1, max_val: Number = 1) -> Tensor:
    'Clamps each element of self into [min_val, max_val]; the gradient is zero outside the open interval.'

def hardsigmoid(input: Tensor | Number) -> Tensor:
    'Returns clamp(x / 6 + 1 / 2, 0, 1) elementwise.'

def hardswish(input: Tensor | Number) -> Tensor:
    'Returns x * clamp(x + 3, 0, 6) / 6 elementwise.'

def softplus(input: Tensor | Number, beta: Number = 1, threshold: Number = 20) -> Tensor:
    'Returns log(1 + exp(beta * x)) / beta elementwise, or x itself where beta * x > threshold.'

def mish(input: Tensor | Number) -> Tensor:
    'Returns x * tanh(softplus(x)) elementwise.'

def logsigmoid(input: Tensor | Number) -> Tensor:
    'Returns log(1 / (1 + exp(-x))) elementwise, computed without overflow.'

def softshrink(input: Tensor | Number, lambd: Number = 0.5) -> Tensor:
    'Returns x - lambd where x > lambd, x + lambd where x < -lambd, else 0, elementwise.'

def threshold(input: Tensor | Number, threshold: Number, value: Number) -> Tensor:
    'Returns x where x > threshold, else value, elementwise.'

def threshold_(input: Tensor | Number, threshold: Number, value: Number) -> Tensor:
    'Returns x where x > threshold, else value, elementwise.'

def relu6(input: Tensor | Number) -> Tensor:
    'Returns min(max(x, 0), 6) elementwise.'

def softsign(input: Tensor | Number) -> Tensor:
    'Returns x / (1 + |x|) elementwise.'

def tanhshrink(input: Tensor | Number) -> Tensor:
    'Returns x - tanh(x) elementwise.'

def glu(input: Tensor | Number, dim: int = -1) -> Tensor:
    'Gated linear unit, a * sigmoid(b) where a and b are the two halves of self along dim.'

def batch_norm(input: Tensor | Number, running_mean: Tensor | Number | None, running_var: Tensor | Number | None, weight: Tensor | Number | None = None, bias: Tensor | Number | None = None, training: bool = False, momentum: float = 0.1, eps: float = 1e-05) -> Tensor:
    'Normalises each channel (dim 1) of input by batch statistics while training (updating running_mean and running_var in place), else by the running ones; then scales by weight and shifts by bias.'

def layer_norm(input: Tensor | Number, normalized_shape: Sequence[int], weight: Tensor | Number | None = None, bias: Tensor | Number | None = None, eps: float = 1e-05) -> Tensor:
    'Normalises input over its last len(normalized_shape) dims, then scales by weight and shifts by bias.'

def group_norm(input: Tensor | Number, num_groups: int, weight: Tensor | Number | None = None, bias: Tensor | Number | None = None, eps: float = 1e-05) -> Tensor:
    'Normalises input (N, C, *) over each of num_groups groups of channels per sample, then scales each channel by weight and shifts it by bias.'

def instance_norm(input: Tensor | Number, running_mean: Tensor | Number | None = None, running_var: Tensor | Number | None = None, weight: Tensor | Number | None = None, bias: Tensor | Number | None = None, use_input_stats: bool = True, momentum: float = 0.1, eps: float = 1e-05) -> Tensor:
    'Normalises each channel of each sample of input (N, C, ...) over its own spatial dims (or by running_mean and running_var when not use_input_stats, which it updates when given), then scales by weight and shifts by bias (C).'

def local_response_norm(input: Tensor | Number, size: int, alpha: float = 0.0001, beta: float = 0.75, k: float = 1.0) -> Tensor:
    'Divides each element of input (N, C, ...) by (k + alpha * the mean of input**2 over size neighbouring channels)**beta, the channel window zero-padded at the ends.'

def embedding(input: Tensor | Number, weight: Tensor | Number, padding_idx: int | None = None, max_norm: float | None = None, norm_type: float = 2.0, scale_grad_by_freq: bool = False, sparse: bool = False) -> Tensor:
    'Looks up the rows of weight at the integer indices input; the row at padding_idx gets no gradient.'

def bilinear(input1: Tensor | Number, input2: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None) -> Tensor:
    'Applies y_k = input1 @ weight[k] @ input2 + bias[k].'

def pairwise_distance(x1: Tensor | Number, x2: Tensor | Number, p: float = 2.0, eps: float = 1e-06, keepdim: bool = False) -> Tensor:
    'The p-norm of x1 - x2 + eps over the last dim, broadcasting x1 and x2.'

def cosine_similarity(x1: Tensor | Number, x2: Tensor | Number, dim: int = 1, eps: float = 1e-08) -> Tensor:
    'The cosine of the angle between x1 and x2 along dim, each norm product held above eps.'

def pdist(input: Tensor | Number, p: float = 2.0) -> Tensor:
    'The p-norm distances between each pair of rows i < j of the 2-D self, in row-major order of the pairs.'

def pad(input: Tensor | Number, pad: Sequence[int], mode: str = 'constant', value: float | None = None) -> Tensor:
    "Pads the last len(pad) / 2 dims of input, pad listing (before, after) from the last dim backwards; mode 'constant' (value, negative amounts crop), 'reflect', 'replicate' or 'circular'."

def pixel_shuffle(input: Tensor | Number, upscale_factor: int) -> Tensor:
    'Rearranges (*, C * r**2, H, W) into (*, C, H * r, W * r) for r = upscale_factor.'

def pixel_unshuffle(input: Tensor | Number, downscale_factor: int) -> Tensor:
    'Rearranges (*, C, H * r, W * r) into (*, C * r**2, H, W) for r = downscale_factor, undoing pixel_shuffle.'

def channel_shuffle(input: Tensor | Number, groups: int) -> Tensor:
    'Interleaves the channels (dim 1) of groups groups, channel i of group j going to i * groups + j.'

def one_hot(input: Tensor | Number, num_classes: int = -1) -> Tensor:
    'The int64 one-hot encoding of the class indices self, in a new last dim of num_classes (max + 1 when -1).'

def scaled_dot_product_attention(query: Tensor | Number, key: Tensor | Number, value: Tensor | Number, attn_mask: Tensor | Number | None = None, dropout_p: float = 0.0, is_causal: bool = False, *, scale: float | None = None) -> Tensor:
    "Attention of query (..., L, E) over key (..., S, E) and value (..., S, Ev) as torch 2's, softmax(query @ key^T * scale + mask) @ value, scale 1 / sqrt(E) by default; a bool attn_mask keeps the True positions, a float one is added; is_causal masks the positions after each query's own; dropout_p drops attention weights."


def __getattr__(name: str) -> Any: ...
