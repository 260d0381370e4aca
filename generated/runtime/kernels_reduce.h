// @generated from ops.yaml by codegen (template: kernels_family.h.j2). Do not edit.
// The kernels of the 'reduce' ops: runtime/kernels/ defines each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor sum(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype);
Tensor mean(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype);
Tensor prod(const Tensor& self, std::optional<int64_t> dim, bool keepdim, std::optional<ScalarType> dtype);
Tensor amax(const Tensor& self, const DimVector& dim, bool keepdim);
Tensor amin(const Tensor& self, const DimVector& dim, bool keepdim);
Tensor max(const Tensor& self);
std::tuple<Tensor, Tensor> max_dim(const Tensor& self, int64_t dim, bool keepdim);
Tensor max_other(const Tensor& self, const Tensor& other);
Tensor min(const Tensor& self);
std::tuple<Tensor, Tensor> min_dim(const Tensor& self, int64_t dim, bool keepdim);
Tensor min_other(const Tensor& self, const Tensor& other);
Tensor argmax(const Tensor& self, std::optional<int64_t> dim, bool keepdim);
Tensor argmin(const Tensor& self, std::optional<int64_t> dim, bool keepdim);
Tensor var(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim);
Tensor std(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim);
Tensor all(const Tensor& self, std::optional<int64_t> dim, bool keepdim);
Tensor any(const Tensor& self, std::optional<int64_t> dim, bool keepdim);
Tensor logsumexp(const Tensor& self, const DimVector& dim, bool keepdim);
Tensor softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype);
Tensor log_softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype);
Tensor cumsum(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype);
Tensor cumprod(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype);
Tensor norm(const Tensor& self, const std::optional<Scalar>& p, const std::optional<DimVector>& dim, bool keepdim);

}  // namespace yaten::kernels
