// torch.split: Tensor.split under torch/functional.py's argument names
// (tensor, split_size_or_sections).
#include "generated/autograd/ops/split.h"
#include "generated/autograd/ops/yaten_split.h"

namespace yaten {

std::vector<Tensor> yaten_split(const Tensor& tensor, int64_t split_size_or_sections, int64_t dim) {
  return yaten::split(tensor, split_size_or_sections, dim);
}

std::vector<Tensor> yaten_split_sizes(const Tensor& tensor, const DimVector& split_size_or_sections, int64_t dim) {
  return yaten::split_sizes(tensor, split_size_or_sections, dim);
}

}  // namespace yaten
