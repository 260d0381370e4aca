// nn.functional.pad: constant padding (negative amounts crop) by the native
// constant_pad, and the reflect, replicate and circular modes as one
// index_select per padded dim, so each is differentiated through those ops.
#include <string>

#include "generated/autograd/ops/constant_pad.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/pad.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// Where each output position of a dim of `size`, padded by before and after,
// reads from: the reflection, the nearest edge or the wrap-around.
Tensor source_indices(int64_t size, int64_t before, int64_t after, std::string_view mode) {
  const int64_t out_size = size + before + after;
  Tensor idx = Tensor::empty(DimVector{out_size}, ScalarType::Int64);
  int64_t* data = idx.data<int64_t>();
  for (int64_t o = 0; o < out_size; ++o) {
    int64_t i = o - before;
    if (mode == "reflect") {
      i = i < 0 ? -i : (i >= size ? 2 * (size - 1) - i : i);
    } else if (mode == "replicate") {
      i = std::min(std::max<int64_t>(i, 0), size - 1);
    } else {
      i = ((i % size) + size) % size;
    }
    data[o] = i;
  }
  return idx;
}

void check_indexed_padding(const Tensor& self, const DimVector& pad, std::string_view mode) {
  const int64_t pad_dims = static_cast<int64_t>(pad.size() / 2);
  YATEN_CHECK_AS(NotImplementedError, self.dim() >= 2 && self.dim() <= 5 && pad_dims >= 1 && pad_dims <= 3 &&
                 (self.dim() == pad_dims + 1 || self.dim() == pad_dims + 2),
                 "Only 2D, 3D, 4D, 5D padding with non-constant padding are supported for now");
  if (mode != "circular") {
    // torch's reflection kernels but the 3-d one, and its replication kernels, have no 16-bit float loops.
    const bool reflect = mode == "reflect";
    const bool supported = is_floating(self.dtype()) && (!is_reduced_floating(self.dtype()) || (reflect && pad_dims == 3));
    YATEN_CHECK(supported, "\"", reflect ? "reflection" : "replication", "_pad", pad_dims, "d", reflect ? "" : "_cpu",
                "\" not implemented for '", torch_dtype_name(self.dtype()), "'");
  }
  for (int64_t dim = self.dim() - pad_dims; dim < self.dim(); ++dim) {
    YATEN_CHECK(self.sizes()[static_cast<size_t>(dim)] > 0, "Expected ", pad_dims + 1, "D or ", pad_dims + 2,
                "D (batch mode) tensor with possibly 0 batch size and other non-zero dimensions for input, but got: ",
                shape_str(self.sizes()));
  }
  for (int64_t k = 0; k < pad_dims; ++k) {
    const int64_t dim = self.dim() - 1 - k, size = self.sizes()[static_cast<size_t>(dim)];
    const int64_t before = pad[static_cast<size_t>(2 * k)], after = pad[static_cast<size_t>(2 * k + 1)];
    if (mode == "reflect") {
      YATEN_CHECK(before < size && after < size, "Argument #4: Padding size should be less than the corresponding "
                  "input dimension, but got: padding (", before, ", ", after, ") at dimension ", dim, " of input ",
                  shape_str(self.sizes()));
    } else if (mode == "circular") {
      YATEN_CHECK(before <= size && after <= size, "Padding value causes wrapping around more than once.");
    }
    YATEN_CHECK(size + before + after > 0, "pad: padding (", before, ", ", after, ") at dimension ", dim,
                " of input ", shape_str(self.sizes()), " leaves no elements");
  }
}

}  // namespace

Tensor pad(const Tensor& self, const DimVector& pad, std::string_view mode, std::optional<double> value) {
  YATEN_CHECK(pad.size() % 2 == 0, "Padding length must be divisible by 2");
  if (mode == "constant") {
    YATEN_CHECK(static_cast<int64_t>(pad.size() / 2) <= self.dim(), "Padding length too large");
    return yaten::constant_pad(self, pad, value.value_or(0.0));
  }
  YATEN_CHECK_AS(NotImplementedError, mode == "reflect" || mode == "replicate" || mode == "circular",
                 "Unrecognised padding mode ", mode);
  YATEN_CHECK(!value.has_value() || *value == 0.0, "Padding mode \"", mode, "\" doesn't take in value argument");
  check_indexed_padding(self, pad, mode);
  Tensor out = self;
  for (size_t k = 0; k < pad.size() / 2; ++k) {
    const int64_t dim = self.dim() - 1 - static_cast<int64_t>(k);
    out = yaten::index_select(out, dim,
                              source_indices(self.sizes()[static_cast<size_t>(dim)], pad[2 * k], pad[2 * k + 1], mode));
  }
  return out;
}

}  // namespace yaten
