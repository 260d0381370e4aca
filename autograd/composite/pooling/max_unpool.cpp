// max_unpool1d/2d/3d: each value of input written at its flat spatial index
// (as max_pool returns it) in a zero output, differentiable through scatter.
#include <string>

#include "autograd/composite/pooling/arguments.h"
#include "generated/autograd/ops/max_unpool1d.h"
#include "generated/autograd/ops/max_unpool2d.h"
#include "generated/autograd/ops/max_unpool3d.h"
#include "generated/autograd/ops/new_zeros.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/scatter.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

std::string sizes_text(const DimVector& v, const char* between) {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) out += (i ? between : "") + std::to_string(v[i]);
  return out;
}

// The spatial output size: output_size (optionally with N and C in front),
// which must lie within a stride of the default, or the default.
DimVector unpool_size(const Tensor& input, const DimVector& kernel, const DimVector& stride, const DimVector& padding,
                      const std::optional<DimVector>& output_size) {
  const size_t spatial = kernel.size();
  DimVector fallback;
  for (size_t d = 0; d < spatial; ++d)
    fallback.push_back((input.sizes()[input.dim() - spatial + d] - 1) * stride[d] - 2 * padding[d] + kernel[d]);
  if (!output_size) return fallback;
  DimVector size;
  const size_t skip = output_size->size() == spatial + 2 ? 2 : 0;
  for (size_t d = skip; d < output_size->size(); ++d) size.push_back((*output_size)[d]);
  YATEN_CHECK_VALUE(size.size() == spatial, "output_size should be a sequence containing ", spatial, " or ",
                    spatial + 2, " elements, but it has a length of '", output_size->size(), "'");
  for (size_t d = 0; d < spatial; ++d) {
    const int64_t low = fallback[d] - stride[d], high = fallback[d] + stride[d];
    YATEN_CHECK_VALUE(low < size[d] && size[d] < high, "invalid output_size \"", shape_str(size), "\" (dim ", d,
                      " must be between ", low, " and ", high, ")");
  }
  return size;
}

Tensor max_unpool(const Tensor& input, const Tensor& indices, int64_t spatial, const DimVector& kernel_size,
                  const std::optional<DimVector>& stride, const DimVector& pad,
                  const std::optional<DimVector>& output_size, const char* op) {
  const DimVector kernel = pooling::per_dim(kernel_size, spatial, op, "kernel_size");
  const DimVector padding = pooling::per_dim(pad, spatial, op, "padding");
  YATEN_CHECK(input.dim() == spatial + 1 || input.dim() == spatial + 2, op, ": Expected ", spatial + 1, "D or ",
              spatial + 2, "D input, got ", input.dim(), "D");
  YATEN_CHECK(indices.dtype() == ScalarType::Int64, op, ": elements in indices should be type int64 but got: ",
              torch_dtype_name(indices.dtype()));
  YATEN_CHECK(indices.sizes() == input.sizes(), op, ": Expected shape of indices to be same as that of the input "
              "tensor (", shape_str(input.sizes()), ") but got indices tensor with shape: ", shape_str(indices.sizes()));
  const DimVector size =
      unpool_size(input, kernel, pooling::stride_or_kernel(stride, kernel, op), padding, output_size);
  DimVector lead, flat_in, flat_out, shape;
  int64_t in_count = 1, out_count = 1;
  for (int64_t d = 0; d < input.dim() - spatial; ++d) lead.push_back(input.sizes()[d]);
  for (int64_t d = 0; d < spatial; ++d) {
    in_count *= input.sizes()[input.dim() - spatial + d];
    out_count *= size[static_cast<size_t>(d)];
  }
  flat_in = lead;
  flat_in.push_back(in_count);
  flat_out = lead;
  flat_out.push_back(out_count);
  shape = lead;
  for (int64_t s : size) shape.push_back(s);
  const Tensor index = yaten::reshape(indices, flat_in);
  const Tensor dense = kernels::contiguous(index);
  const int64_t* p = dense.data<int64_t>();
  for (int64_t i = 0; i < dense.numel(); ++i)
    YATEN_CHECK(p[i] >= 0 && p[i] < out_count, op, ": Found an invalid max index: ", p[i],
                " (output volumes are of size ", sizes_text(size, "x"), ")");
  const Tensor zeros = yaten::new_zeros(input, flat_out, std::nullopt, false);
  return yaten::reshape(yaten::scatter_src(zeros, -1, index, yaten::reshape(input, flat_in)), shape);
}

}  // namespace

Tensor max_unpool1d(const Tensor& input, const Tensor& indices, const DimVector& kernel_size,
                    const std::optional<DimVector>& stride, const DimVector& padding,
                    const std::optional<DimVector>& output_size) {
  refuse_dtypes(input.dtype(), {ScalarType::Float16, ScalarType::BFloat16}, "max_unpool2d");
  return max_unpool(input, indices, 1, kernel_size, stride, padding, output_size, "max_unpool1d");
}

Tensor max_unpool2d(const Tensor& input, const Tensor& indices, const DimVector& kernel_size,
                    const std::optional<DimVector>& stride, const DimVector& padding,
                    const std::optional<DimVector>& output_size) {
  refuse_dtypes(input.dtype(), {ScalarType::Float16, ScalarType::BFloat16}, "max_unpool2d");
  return max_unpool(input, indices, 2, kernel_size, stride, padding, output_size, "max_unpool2d");
}

Tensor max_unpool3d(const Tensor& input, const Tensor& indices, const DimVector& kernel_size,
                    const std::optional<DimVector>& stride, const DimVector& padding,
                    const std::optional<DimVector>& output_size) {
  refuse_dtypes(input.dtype(), {ScalarType::Float16, ScalarType::BFloat16}, "max_unpool3d");
  return max_unpool(input, indices, 3, kernel_size, stride, padding, output_size, "max_unpool3d");
}

}  // namespace yaten
