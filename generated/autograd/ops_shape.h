// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'shape' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor view(const Tensor& self, const DimVector& size);
Tensor reshape(const Tensor& self, const DimVector& shape);
Tensor permute(const Tensor& self, const DimVector& dims);
Tensor transpose(const Tensor& self, int64_t dim0, int64_t dim1);
Tensor t(const Tensor& self);
Tensor squeeze(const Tensor& self, std::optional<int64_t> dim);
Tensor unsqueeze(const Tensor& self, int64_t dim);
Tensor expand(const Tensor& self, const DimVector& size);
Tensor expand_as(const Tensor& self, const Tensor& other);
Tensor flatten(const Tensor& self, int64_t start_dim, int64_t end_dim);
Tensor narrow(const Tensor& self, int64_t dim, int64_t start, int64_t length);
Tensor slice(const Tensor& self, int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end, int64_t step);
Tensor slice_backward(const Tensor& grad_output, const DimVector& input_sizes, int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end, int64_t step);
Tensor select(const Tensor& self, int64_t dim, int64_t index);
Tensor select_backward(const Tensor& grad_output, const DimVector& input_sizes, int64_t dim, int64_t index);
Tensor cat(const std::vector<Tensor>& tensors, int64_t dim);
Tensor cat_out(const std::vector<Tensor>& tensors, int64_t dim, const Tensor& out);
Tensor stack(const std::vector<Tensor>& tensors, int64_t dim);
Tensor stack_out(const std::vector<Tensor>& tensors, int64_t dim, const Tensor& out);
std::vector<Tensor> split(const Tensor& self, int64_t split_size, int64_t dim);
std::vector<Tensor> chunk(const Tensor& self, int64_t chunks, int64_t dim);
Tensor contiguous(const Tensor& self);
Tensor clone(const Tensor& self);
Tensor detach(const Tensor& self);
Tensor alias(const Tensor& self);
Tensor to(const Tensor& self, ScalarType dtype, bool non_blocking, bool copy);
Tensor flip(const Tensor& self, const DimVector& dims);
Tensor repeat(const Tensor& self, const DimVector& repeats);
Tensor tril(const Tensor& self, int64_t diagonal);
Tensor tril_(const Tensor& self, int64_t diagonal);
Tensor tril_out(const Tensor& self, int64_t diagonal, const Tensor& out);
Tensor triu(const Tensor& self, int64_t diagonal);
Tensor triu_(const Tensor& self, int64_t diagonal);
Tensor triu_out(const Tensor& self, int64_t diagonal, const Tensor& out);

}  // namespace yaten
