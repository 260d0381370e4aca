// Composite shape ops that cut or repeat along one dim: tensor_split and its
// h/v/dsplit forms (views), narrow with a tensor start, and the
// repeat_interleave forms (an index_select of the repeated indices).
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "generated/autograd/ops/dsplit.h"
#include "generated/autograd/ops/flatten.h"
#include "generated/autograd/ops/hsplit.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/repeat_interleave.h"
#include "generated/autograd/ops/slice.h"
#include "generated/autograd/ops/tensor_split.h"
#include "generated/autograd/ops/vsplit.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

void check_splittable(const Tensor& self) {
  YATEN_CHECK(self.dim() > 0, "tensor_split expected at least a 1-dimensional tensor, but got a tensor with ",
              self.dim(), " dims");
}

Tensor repeat_along(const Tensor& self, const Tensor& repeats, std::optional<int64_t> dim,
                    std::optional<int64_t> output_size) {
  Tensor input = dim ? self : yaten::flatten(self, 0, -1);
  const int64_t d = wrap_dim(dim.value_or(0), std::max<int64_t>(input.dim(), 1), "repeat_interleave");
  const int64_t length = input.dim() == 0 ? 1 : input.sizes()[static_cast<size_t>(d)];
  Tensor counts = repeats;
  if (repeats.dim() == 0 || (repeats.dim() == 1 && repeats.sizes()[0] == 1)) {
    counts = repeats.view_as_strided(DimVector{length}, DimVector{0}, repeats.storage_offset());  // one count for all
  } else {
    YATEN_CHECK(repeats.dim() == 1, "repeats must be 0-dim or 1-dim tensor");
    YATEN_CHECK(repeats.sizes()[0] == length, "repeats must have the same size as input along dim");
  }
  return yaten::index_select(input, d, yaten::repeat_interleave_Tensor(counts, output_size));
}

}  // namespace

Tensor repeat_interleave_self_Tensor(const Tensor& self, const Tensor& repeats, std::optional<int64_t> dim,
                                     std::optional<int64_t> output_size) {
  return repeat_along(self, repeats, dim, output_size);
}

Tensor repeat_interleave_self_int(const Tensor& self, int64_t repeats, std::optional<int64_t> dim,
                                  std::optional<int64_t> output_size) {
  return repeat_along(self, Tensor::scalar_tensor(Scalar(repeats), ScalarType::Int64), dim, output_size);
}

std::vector<Tensor> tensor_split_sections(const Tensor& self, int64_t sections, int64_t dim) {
  check_splittable(self);
  YATEN_CHECK(sections > 0, "number of sections must be larger than 0, got ", sections);
  const int64_t d = wrap_dim(dim, self.dim(), "tensor_split");
  const int64_t size = self.sizes()[static_cast<size_t>(d)];
  const int64_t base = size / sections, longer = size % sections;
  std::vector<Tensor> out;
  int64_t start = 0;
  for (int64_t i = 0; i < sections; ++i) {
    const int64_t length = i < longer ? base + 1 : base;
    out.push_back(yaten::slice(self, d, start, start + length, 1));
    start += length;
  }
  return out;
}

std::vector<Tensor> tensor_split_indices(const Tensor& self, const DimVector& indices, int64_t dim) {
  check_splittable(self);
  const int64_t d = wrap_dim(dim, self.dim(), "tensor_split");
  std::vector<Tensor> out;
  int64_t start = 0;
  for (int64_t end : indices) {
    out.push_back(yaten::slice(self, d, start, end, 1));
    start = end;
  }
  out.push_back(yaten::slice(self, d, start, std::nullopt, 1));
  return out;
}

std::vector<Tensor> tensor_split_tensor_indices_or_sections(const Tensor& self, const Tensor& tensor_indices_or_sections,
                                                            int64_t dim) {
  const Tensor& given = tensor_indices_or_sections;
  YATEN_CHECK(given.dtype() == ScalarType::Int64,
              "tensor_split expected tensor_indices_or_sections to have dtype of long, but got ",
              torch_dtype_name(given.dtype()));
  YATEN_CHECK(given.dim() <= 1,
              "tensor_split expected tensor_indices_or_sections to be a zero-dimensional or one-dimensional tensor, "
              "but got a tensor with ", given.dim(), " dims");
  if (given.dim() == 0) return tensor_split_sections(self, given.item().to_int(), dim);
  Tensor values = kernels::contiguous(given);
  const int64_t* p = values.data<int64_t>();
  return tensor_split_indices(self, DimVector(p, static_cast<size_t>(values.numel())), dim);
}

namespace {

// hsplit/vsplit/dsplit: tensor_split along a fixed dim, sections dividing it.
int64_t split_dim(const Tensor& self, const char* op_name, int64_t min_dims, int64_t dim) {
  YATEN_CHECK(self.dim() >= min_dims, "torch.", op_name, " requires a tensor with at least ", min_dims,
              " dimension, but got a tensor with ", self.dim(), " dimensions!");
  return dim;
}

std::vector<Tensor> split_equally(const Tensor& self, int64_t sections, int64_t dim, const char* op_name) {
  const int64_t size = self.sizes()[static_cast<size_t>(dim)];
  YATEN_CHECK(sections != 0 && size % sections == 0, "torch.", op_name, " attempted to split along dimension ", dim,
              ", but the size of the dimension ", size, " is not divisible by the split_size ", sections, "!");
  return tensor_split_sections(self, sections, dim);
}

}  // namespace

std::vector<Tensor> hsplit_int(const Tensor& self, int64_t sections) {
  return split_equally(self, sections, split_dim(self, "hsplit", 1, self.dim() == 1 ? 0 : 1), "hsplit");
}

std::vector<Tensor> hsplit_array(const Tensor& self, const DimVector& indices) {
  return tensor_split_indices(self, indices, split_dim(self, "hsplit", 1, self.dim() == 1 ? 0 : 1));
}

std::vector<Tensor> vsplit_int(const Tensor& self, int64_t sections) {
  return split_equally(self, sections, split_dim(self, "vsplit", 2, 0), "vsplit");
}

std::vector<Tensor> vsplit_array(const Tensor& self, const DimVector& indices) {
  return tensor_split_indices(self, indices, split_dim(self, "vsplit", 2, 0));
}

std::vector<Tensor> dsplit_int(const Tensor& self, int64_t sections) {
  return split_equally(self, sections, split_dim(self, "dsplit", 3, 2), "dsplit");
}

std::vector<Tensor> dsplit_array(const Tensor& self, const DimVector& indices) {
  return tensor_split_indices(self, indices, split_dim(self, "dsplit", 3, 2));
}

Tensor narrow_Tensor(const Tensor& self, int64_t dim, const Tensor& start, int64_t length) {
  // A Python float reaches here as a wrapped number; torch's parser refuses it
  // as no int (a TypeError) before it would take it for a Tensor.
  YATEN_CHECK_TYPE(!start.impl()->is_wrapped_number() || !is_floating(start.dtype()),
                   "narrow(): argument 'start' (position 2) must be int, not float");
  YATEN_CHECK(start.dim() == 0 && is_integral(start.dtype(), false), "start must be an 0-dim integral Tensor.");
  return yaten::narrow(self, dim, start.item().to_int(), length);
}

}  // namespace yaten
