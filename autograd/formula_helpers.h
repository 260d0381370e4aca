// The functions the backward formulas of ops.yaml call that are not ops
// themselves (namespace yaten). Each is built from differentiable yaten ops,
// so a gradient computed with create_graph=True can be differentiated again.
// The generator reads the function names declared here (one declaration per
// line) to check that every call in a formula resolves.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/scalar.h"
#include "runtime/tensor.h"

namespace yaten {

// The one-argument form formulas use: the zero of a wrapped number stays one.
// (The op's C++ arguments have no defaults, so a short call means this form.)
Tensor zeros_like(const Tensor& self);

// Sums grad over the dims that broadcasting expanded, giving a tensor of `sizes`.
Tensor sum_to(const Tensor& grad, const DimVector& sizes);

// The gradient of a reduction over `dim`, spread back to `sizes`: the reduced
// dims are re-inserted (when !keepdim) and expanded. `dim`: None or empty
// means every dim.
Tensor expand_reduced(const Tensor& grad, const DimVector& sizes, const std::optional<DimVector>& dim, bool keepdim);
Tensor expand_reduced(const Tensor& grad, const DimVector& sizes, const DimVector& dim, bool keepdim);
Tensor expand_reduced(const Tensor& grad, const DimVector& sizes, int64_t dim, bool keepdim);
Tensor expand_reduced(const Tensor& grad, const DimVector& sizes, std::optional<int64_t> dim, bool keepdim);

// How many elements a reduction over `dim` (None or empty: all) combines.
double reduced_count(const DimVector& sizes, const std::optional<DimVector>& dim);
double reduced_count(const DimVector& sizes, const DimVector& dim);

Tensor sum_keepdim(const Tensor& t, int64_t dim);
Tensor sum_all(const Tensor& t);
// flip(cumsum(flip(t))) along dim: the adjoint of cumsum.
Tensor reverse_cumsum(const Tensor& t, int64_t dim);

// prod over dim (all elements when None); exact when self has zeros.
Tensor prod_backward(const Tensor& grad, const Tensor& self, const Tensor& result, std::optional<int64_t> dim, bool keepdim);
// amax / amin: the gradient is split evenly among the tied extrema.
Tensor extremum_backward(const Tensor& grad, const Tensor& self, const Tensor& result, const DimVector& dim, bool keepdim);
// max() / min() of all elements.
Tensor extremum_backward_all(const Tensor& grad, const Tensor& self, const Tensor& result);
// max.dim / min.dim: the gradient goes to the position each index names.
Tensor index_reduction_backward(const Tensor& grad, const DimVector& sizes, int64_t dim, const Tensor& indices, bool keepdim);
Tensor var_backward(const Tensor& grad, const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim);
Tensor norm_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& p, const Tensor& result, const std::optional<DimVector>& dim, bool keepdim);
Tensor cumprod_backward(const Tensor& grad, const Tensor& self, const Tensor& result, int64_t dim);

// pow: grad * exponent * self^(exponent - 1), 0 where exponent == 0.
Tensor pow_backward_self(const Tensor& grad, const Tensor& self, const Tensor& exponent);
// pow: grad * result * log(self), 0 where self == 0 and exponent >= 0.
Tensor pow_backward_exponent(const Tensor& grad, const Tensor& self, const Tensor& exponent, const Tensor& result);
// grad where min <= self <= max, else 0.
Tensor clamp_backward(const Tensor& grad, const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max);
// clamp.Tensor's gradients (either bound may be undefined): self's where
// min <= self <= max; min's where self < min < max; max's where self > max or
// max < min (the bound that won). Of the broadcast shape; the engine sums them back.
Tensor clamp_backward_self(const Tensor& grad, const Tensor& self, const Tensor& min, const Tensor& max);
Tensor clamp_backward_min(const Tensor& grad, const Tensor& self, const Tensor& min, const Tensor& max);
Tensor clamp_backward_max(const Tensor& grad, const Tensor& self, const Tensor& min, const Tensor& max);

DimVector inverse_permutation(const DimVector& dims);
// t * s, or t itself when s is 1 (no kernel, no copy).
Tensor maybe_multiply(const Tensor& t, const Scalar& s);
// The gradients of mm / addmm's matrices (times alpha), each laid out as its
// matrix is (from its saved sizes and strides: the matrix itself need not
// be kept), as PyTorch's mm_mat1_backward / mm_mat2_backward: a weight used
// as W.t() gets a transposed gradient, so W's own gradient is contiguous and
// accumulates and steps without a strided pass.
Tensor mm_mat1_backward(const Tensor& grad, const Tensor& mat2, const DimVector& mat1_sizes,
                        const DimVector& mat1_strides, const Scalar& alpha);
Tensor mm_mat2_backward(const Tensor& grad, const Tensor& mat1, const DimVector& mat2_sizes,
                        const DimVector& mat2_strides, const Scalar& alpha);
// One narrow of grad per concatenated tensor.
std::vector<Tensor> cat_backward(const Tensor& grad, const std::vector<DimVector>& sizes, int64_t dim);
Tensor repeat_backward(const Tensor& grad, const DimVector& repeats, const DimVector& sizes);
// Zeros of `sizes` with grad's dtype: the target index_add / scatter_add write into.
Tensor self_as_grad(const Tensor& grad, const DimVector& sizes);
// nll_loss double backward: the incoming gradient, shaped like input.
Tensor grad_like_input(const Tensor& grad, const Tensor& input);

// For the forward-mode (`result:`) formulas.
// The sum of t over the dims a reduction over `dim` covers (None or empty: all).
Tensor sum_reduced(const Tensor& t, const std::optional<DimVector>& dim, bool keepdim);
Tensor sum_reduced(const Tensor& t, const DimVector& dim, bool keepdim);
Tensor sum_reduced(const Tensor& t, std::optional<int64_t> dim, bool keepdim);
// max.dim / min.dim: the tangent at the position each index names.
Tensor index_reduction_jvp(const Tensor& self_t, int64_t dim, const Tensor& indices, bool keepdim);
// cumprod: out_j' = sum_{k <= j} self_t_k * prod_{i <= j, i != k} self_i, exact when self has zeros.
Tensor cumprod_jvp(const Tensor& self_t, const Tensor& self, const Tensor& result, int64_t dim);

// nn ops (autograd/nn_formula_helpers.cpp).
// conv2d_backward_bias's adjoint: grad (C) broadcast to `sizes` along the channel dim (dim - 3).
Tensor conv_bias_expand(const Tensor& grad, const DimVector& sizes);
// An absent optional tensor (conv2d without bias), for formulas.
Tensor undefined_tensor();
// conv2d_backward's gradients with respect to grad_output, input and weight
// (those grad_input_mask asks for) from the gradients of its three results
// (each may be undefined: not used downstream).
std::tuple<Tensor, Tensor, Tensor> conv2d_double_backward(
    const Tensor& grad_grad_input, const Tensor& grad_grad_weight, const Tensor& grad_grad_bias,
    const Tensor& grad_output, const Tensor& input, const Tensor& weight, const DimVector& stride,
    const DimVector& padding, const DimVector& dilation, int64_t groups, const std::array<bool, 3>& grad_input_mask);

// embedding_bag's gradients for weight and per_sample_weights, and its tangent
// (bag_size and max_indices are the op's third and fourth results).
Tensor embedding_bag_backward_weight(const Tensor& grad, const Tensor& weight, const Tensor& indices, const Tensor& offsets, const Tensor& bag_size, const Tensor& max_indices, bool scale_grad_by_freq, int64_t mode, const Tensor& per_sample_weights, bool include_last_offset, std::optional<int64_t> padding_idx);
Tensor embedding_bag_backward_per_sample_weights(const Tensor& grad, const Tensor& weight, const Tensor& indices, const Tensor& offsets, bool include_last_offset, std::optional<int64_t> padding_idx);
Tensor embedding_bag_jvp(const Tensor& weight_t, const Tensor& per_sample_weights_t, const Tensor& weight, const Tensor& indices, const Tensor& offsets, const Tensor& bag_size, const Tensor& max_indices, int64_t mode, const Tensor& per_sample_weights, bool include_last_offset, std::optional<int64_t> padding_idx);
// max_pool2d: the tangent at the position each index names.
Tensor max_pool2d_jvp(const Tensor& input_t, const Tensor& indices);
// The last two sizes (H, W) of an image's sizes.
DimVector spatial_sizes(const DimVector& sizes);

// d^2 gelu(x) / dx^2, for approximate 'none' or 'tanh', and d^2 silu(x) / dx^2:
// what the backward kernels' own gradients need.
Tensor gelu_second_derivative(const Tensor& self, std::string_view approximate);
Tensor silu_second_derivative(const Tensor& self);
// t * weight, or t when weight is absent (an optional affine parameter).
Tensor times_weight(const Tensor& t, const Tensor& weight);
// mse_loss.reduced's gradient with respect to self, 2 * (self - target) *
// grad, the 2 divided by the element count for reduction 1 (mean); with
// self and target swapped, target's.
Tensor mse_loss_backward(const Tensor& grad, const Tensor& self, const Tensor& target, int64_t reduction);
// The losses taking torch's int reduction (0 none, 1 mean, 2 sum): the
// unreduced losses reduced, and the incoming gradient of the reduced loss
// as the unreduced ones' (divided by self's element count for the mean).
Tensor reduce_loss(const Tensor& unreduced, int64_t reduction);
Tensor loss_grad(const Tensor& grad, int64_t reduction, const Tensor& self);
// binary_cross_entropy.reduced's unweighted losses and its gradients (each
// times weight when defined), as torch's: self's grad * (self - target) /
// max((1 - self) * self, 1e-12), target's -grad * logit(self).
Tensor bce_unweighted(const Tensor& self, const Tensor& target);
Tensor bce_backward(const Tensor& grad, const Tensor& self, const Tensor& target, const Tensor& weight);
Tensor bce_target_backward(const Tensor& grad, const Tensor& self, const Tensor& weight);
Tensor bce_jvp(const Tensor& self_t, const Tensor& target_t, const Tensor& weight_t, const Tensor& self,
               const Tensor& target, const Tensor& weight);
// binary_cross_entropy_with_logits.reduced's: self's grad * (sigmoid(self) -
// target), or grad * ((1 + (pos_weight - 1) * target) * sigmoid(self) -
// pos_weight * target); target's -grad * self, or grad * (logsigmoid(-self) -
// pos_weight * logsigmoid(self)); pos_weight's grad * target * softplus(-self).
Tensor bce_logits_unweighted(const Tensor& self, const Tensor& target, const Tensor& pos_weight);
Tensor bce_logits_backward(const Tensor& grad, const Tensor& self, const Tensor& target, const Tensor& weight,
                           const Tensor& pos_weight);
Tensor bce_logits_target_backward(const Tensor& grad, const Tensor& self, const Tensor& weight,
                                  const Tensor& pos_weight);
Tensor bce_logits_pos_weight_backward(const Tensor& grad, const Tensor& self, const Tensor& target,
                                      const Tensor& weight);
Tensor bce_logits_jvp(const Tensor& self_t, const Tensor& target_t, const Tensor& weight_t,
                      const Tensor& pos_weight_t, const Tensor& self, const Tensor& target, const Tensor& weight,
                      const Tensor& pos_weight);
// layer_norm_backward's gradient with respect to its input (grad is the
// incoming gradient of its result), and its forward-mode derivative along input_t.
Tensor layer_norm_double_backward_input(const Tensor& grad, const Tensor& grad_output, const Tensor& input,
                                        const DimVector& normalized_shape, const Tensor& weight, double eps);
Tensor layer_norm_backward_input_jvp(const Tensor& input_t, const Tensor& grad_output, const Tensor& input,
                                     const DimVector& normalized_shape, const Tensor& weight, double eps);
// native_layer_norm_backward's gradients with respect to grad_out, input and
// weight (those grad_input_mask asks for) from the gradients of its three
// results (each may be undefined: not used downstream).
std::tuple<Tensor, Tensor, Tensor> layer_norm_double_backward(
    const Tensor& grad_grad_input, const Tensor& grad_grad_weight, const Tensor& grad_grad_bias,
    const Tensor& grad_out, const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, double eps,
    const std::array<bool, 3>& grad_input_mask);
// batch_norm: v (C) as (1, C, 1, ...) against an input of ndim dims; the sum of t over every dim but 1;
// batch_norm_backward's gradient with respect to its input, and its tangent (zero out of training).
Tensor channel_view(const Tensor& v, int64_t ndim);
Tensor sum_per_channel(const Tensor& t);
Tensor batch_norm_double_backward_input(const Tensor& grad, const Tensor& grad_output, const Tensor& input,
                                        const Tensor& weight, bool training, double eps);
Tensor batch_norm_backward_input_jvp(const Tensor& input_t, const Tensor& grad_output, const Tensor& input,
                                     const Tensor& weight, bool training, double eps);
// native_batch_norm_backward's gradients, as layer_norm_double_backward's.
std::tuple<Tensor, Tensor, Tensor> batch_norm_double_backward(
    const Tensor& grad_grad_input, const Tensor& grad_grad_weight, const Tensor& grad_grad_bias,
    const Tensor& grad_out, const Tensor& input, const Tensor& mean, const Tensor& var, const Tensor& weight,
    bool training, double eps, const std::array<bool, 3>& grad_input_mask);
// group_norm: t times weight per channel (dim 1), or t when weight is
// absent; the input's gradient P(grad * weight), P the normalisation of each
// (sample, group) block (differentiable: layer_norm_backward over the
// blocks); native_group_norm_backward's input tangent and its gradients, as
// layer_norm's.
Tensor times_channel_weight(const Tensor& t, const Tensor& weight);
Tensor group_norm_input_backward(const Tensor& grad, const Tensor& input, int64_t num_groups, const Tensor& weight,
                                 double eps);
Tensor group_norm_backward_input_jvp(const Tensor& input_t, const Tensor& grad_output, const Tensor& input,
                                     int64_t num_groups, const Tensor& weight, double eps);
std::tuple<Tensor, Tensor, Tensor> group_norm_double_backward(
    const Tensor& grad_grad_input, const Tensor& grad_grad_weight, const Tensor& grad_grad_bias,
    const Tensor& grad_out, const Tensor& input, int64_t num_groups, const Tensor& weight, double eps,
    const std::array<bool, 3>& grad_input_mask);

// Indexing family (autograd/index_formula_helpers.cpp).
// A 0-d zero of t's dtype: the value that clears the entries index_fill names.
Tensor zero_0d(const Tensor& t);
// masked_select: grad written back at the true entries of mask, in self's broadcast shape.
Tensor masked_select_backward(const Tensor& grad, const Tensor& self, const Tensor& mask);
// masked_scatter: the entries of grad where mask is true, in order, padded with zeros to source's sizes.
Tensor masked_scatter_backward(const Tensor& grad, const Tensor& mask, const DimVector& sizes);
// index_fill's 0-d value: the sum of grad over the entries index names (each once).
Tensor index_fill_value_backward(const Tensor& grad, int64_t dim, const Tensor& index);
// scatter.src: src_t scattered into self_t; a number src has no tangent (zeros are written).
Tensor scatter_src_jvp(const Tensor& self_t, int64_t dim, const Tensor& index, const Tensor& src, const Tensor& src_t);
// scatter_reduce: d result / d self (self's shape, elementwise), and src's gradient.
Tensor scatter_reduce_self_weight(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, bool include_self, const Tensor& result);
Tensor scatter_reduce_src_backward(const Tensor& grad, const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, bool include_self, const Tensor& result);
// gather(grad, dim, index) padded with zeros to src's sizes (src's entries beyond index's extent are never read).
Tensor gather_to_size(const Tensor& grad, int64_t dim, const Tensor& index, const DimVector& sizes);
// scatter.value_reduce: d result / d self (reduce "add" or "multiply").
Tensor scatter_value_reduce_weight(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, std::string_view reduce, const Tensor& result);
Tensor scatter_reduce_jvp(const Tensor& self_t, int64_t dim, const Tensor& index, const Tensor& src_t, const Tensor& self, const Tensor& src, std::string_view reduce, bool include_self, const Tensor& result);

// Fused RNN cells (autograd/composite/rnn/cell_grads.cpp): the gradient of
// _lstm_cell_fused with respect to gates (wrt 0) or cx (1), and of
// _gru_cell_fused with respect to input_gates (0), hidden_gates (1) or hx (2);
// the native one-pass kernel, or yaten ops (differentiable again) under
// create_graph. And their jvps, in yaten ops.
Tensor lstm_cell_fused_grad(const Tensor& grad, const Tensor& gates, const Tensor& cx, const Tensor& result, int64_t wrt);
Tensor lstm_cell_fused_jvp(const Tensor& gates_t, const Tensor& cx_t, const Tensor& gates, const Tensor& cx);
Tensor gru_cell_fused_grad(const Tensor& grad, const Tensor& input_gates, const Tensor& hidden_gates, const Tensor& hx, int64_t wrt);
Tensor gru_cell_fused_jvp(const Tensor& input_gates_t, const Tensor& hidden_gates_t, const Tensor& hx_t,
                          const Tensor& input_gates, const Tensor& hidden_gates, const Tensor& hx);


// linalg on LAPACK (autograd/linalg_formula_helpers.cpp): the backward and
// forward formulas of the factorisations, after torch's derivatives.yaml
// maths, in differentiable yaten ops.
Tensor lu_factor_ex_backward(const Tensor& grad, const Tensor& LU, const Tensor& pivots);
Tensor lu_factor_ex_jvp(const Tensor& A_t, const Tensor& LU, const Tensor& pivots);
Tensor linalg_solve_backward_A(const Tensor& grad, const Tensor& A, const Tensor& result, bool left);
Tensor linalg_solve_backward_B(const Tensor& grad, const Tensor& A, bool left);
Tensor linalg_solve_jvp_A(const Tensor& A_t, const Tensor& A, const Tensor& result, bool left);
Tensor linalg_solve_jvp_B(const Tensor& B_t, const Tensor& A, bool left);
Tensor solve_triangular_backward_self(const Tensor& grad, const Tensor& self, const Tensor& result, bool upper, bool left, bool unitriangular);
Tensor solve_triangular_jvp_self(const Tensor& self_t, const Tensor& self, const Tensor& result, bool upper, bool left, bool unitriangular);
Tensor cholesky_backward(const Tensor& grad, bool upper, const Tensor& L);
Tensor cholesky_jvp(const Tensor& self_t, const Tensor& L, bool upper);
Tensor det_backward(const Tensor& grad, const Tensor& det, const Tensor& A);
Tensor det_jvp(const Tensor& A_t, const Tensor& det, const Tensor& A);
Tensor slogdet_backward(const Tensor& grad_logabsdet, const Tensor& A);
Tensor slogdet_jvp(const Tensor& A_t, const Tensor& A);
// The sign is piecewise constant in A: a zero tangent wherever A has one, as torch gives.
Tensor slogdet_jvp_sign(const Tensor& A_t, const Tensor& sign);
Tensor eigh_backward(const Tensor& gL, const Tensor& gV, const Tensor& L, const Tensor& V);
Tensor eigh_jvp_eigenvalues(const Tensor& A_t, const Tensor& V);
Tensor eigh_jvp_eigenvectors(const Tensor& A_t, const Tensor& L, const Tensor& V);
// full_matrices: the singular vectors past min(m, n) get no gradient and a zero tangent, as in torch.
Tensor svd_backward(const Tensor& gU, const Tensor& gS, const Tensor& gVh, const Tensor& U, const Tensor& S, const Tensor& Vh,
                    bool full_matrices);
Tensor svd_jvp_U(const Tensor& A_t, const Tensor& U, const Tensor& S, const Tensor& Vh, bool full_matrices);
Tensor svd_jvp_S(const Tensor& A_t, const Tensor& U, const Tensor& S, const Tensor& Vh);
Tensor svd_jvp_Vh(const Tensor& A_t, const Tensor& U, const Tensor& S, const Tensor& Vh, bool full_matrices);
Tensor qr_backward(const Tensor& gQ, const Tensor& gR, const Tensor& Q, const Tensor& R, std::string_view mode);
Tensor qr_jvp_Q(const Tensor& A_t, const Tensor& Q, const Tensor& R, std::string_view mode);
Tensor qr_jvp_R(const Tensor& A_t, const Tensor& Q, const Tensor& R, std::string_view mode);
// linalg.lstsq, every driver alike, as torch: the derivatives of X = pinv(A) b.
Tensor lstsq_backward_A(const Tensor& grad, const Tensor& A, const Tensor& b);
Tensor lstsq_backward_b(const Tensor& grad, const Tensor& A, const Tensor& b);
Tensor lstsq_jvp_A(const Tensor& A_t, const Tensor& A, const Tensor& b);
Tensor lstsq_jvp_b(const Tensor& b_t, const Tensor& A, const Tensor& b);
// linalg.householder_product (autograd/composite/linalg/householder_derivatives.cpp), a pass over the reflectors.
Tensor householder_product_backward_input(const Tensor& grad, const Tensor& input, const Tensor& tau);
Tensor householder_product_backward_tau(const Tensor& grad, const Tensor& input, const Tensor& tau);
Tensor householder_product_jvp(const Tensor& input_t, const Tensor& tau_t, const Tensor& input, const Tensor& tau);

}  // namespace yaten
