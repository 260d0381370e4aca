// @generated from ops.yaml by codegen (template: kernels_family.h.j2). Do not edit.
// The kernels of the 'shape' ops: runtime/kernels/ defines each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor view(const Tensor& self, const DimVector& size);
Tensor reshape(const Tensor& self, const DimVector& shape);
Tensor permute(const Tensor& self, const DimVector& dims);
Tensor transpose(const Tensor& self, int64_t dim0, int64_t dim1);
Tensor t(const Tensor& self);
Tensor squeeze(const Tensor& self, std::optional<int64_t> dim);
Tensor unsqueeze(const Tensor& self, int64_t dim);
Tensor expand(const Tensor& self, const DimVector& size);
Tensor slice(const Tensor& self, int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end, int64_t step);
Tensor slice_backward(const Tensor& grad_output, const DimVector& input_sizes, int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end, int64_t step);
Tensor select(const Tensor& self, int64_t dim, int64_t index);
Tensor select_backward(const Tensor& grad_output, const DimVector& input_sizes, int64_t dim, int64_t index);
Tensor cat(const std::vector<Tensor>& tensors, int64_t dim);
Tensor clone(const Tensor& self);
Tensor detach(const Tensor& self);
Tensor alias(const Tensor& self);
Tensor to(const Tensor& self, ScalarType dtype, bool non_blocking, bool copy);
Tensor flip(const Tensor& self, const DimVector& dims);
Tensor repeat(const Tensor& self, const DimVector& repeats);
Tensor tril(const Tensor& self, int64_t diagonal);
Tensor triu(const Tensor& self, int64_t diagonal);

}  // namespace yaten::kernels
