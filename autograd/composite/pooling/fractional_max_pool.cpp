// fractional_max_pool2d / 3d: the kernel finds where each window takes its
// maximum (fractional_max_pool_indices); the output is the input gathered
// there, so autograd scatters the gradient back through gather.
#include <tuple>

#include "generated/autograd/ops/fractional_max_pool2d.h"
#include "generated/autograd/ops/fractional_max_pool3d.h"
#include "generated/autograd/ops/fractional_max_pool_indices.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/reshape.h"

namespace yaten {

namespace {

// input's leading (batch and channel) dims, then its `spatial` last dims as one.
DimVector planes_by_elements(const DimVector& sizes, size_t spatial) {
  DimVector flat;
  int64_t elements = 1;
  for (size_t d = 0; d < sizes.size(); ++d) {
    if (d + spatial < sizes.size()) {
      flat.push_back(sizes[d]);
    } else {
      elements *= sizes[d];
    }
  }
  flat.push_back(elements);
  return flat;
}

std::tuple<Tensor, Tensor> fractional_max_pool(const Tensor& input, const DimVector& kernel_size,
                                               const DimVector& output_size, const Tensor& random_samples) {
  const Tensor indices = yaten::fractional_max_pool_indices(input, kernel_size, output_size, random_samples);
  const size_t spatial = kernel_size.size();
  const Tensor picked = yaten::gather(yaten::reshape(input, planes_by_elements(input.sizes(), spatial)), -1,
                                      yaten::reshape(indices, planes_by_elements(indices.sizes(), spatial)), false);
  return {yaten::reshape(picked, indices.sizes()), indices};
}

}  // namespace

std::tuple<Tensor, Tensor> fractional_max_pool2d(const Tensor& input, const DimVector& kernel_size,
                                                 const DimVector& output_size, const Tensor& random_samples) {
  return fractional_max_pool(input, kernel_size, output_size, random_samples);
}

std::tuple<Tensor, Tensor> fractional_max_pool3d(const Tensor& input, const DimVector& kernel_size,
                                                 const DimVector& output_size, const Tensor& random_samples) {
  return fractional_max_pool(input, kernel_size, output_size, random_samples);
}

}  // namespace yaten
