// cat: tensors joined along one dimension, in their common dtype.
#include <cstring>
#include <vector>

#include "generated/runtime/kernels/cat.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// Contiguous parts of out's dtype: each is, per index of the dims before d,
// one run of bytes, copied with memcpy (default_collate stacks many small
// tensors: a strided copy's set-up per part would cost more than the copy).
bool all_contiguous_of(const std::vector<Tensor>& tensors, ScalarType dtype) {
  for (const Tensor& t : tensors)
    if (!t.is_contiguous() || t.dtype() != dtype) return false;
  return true;
}

void copy_rows(const std::vector<Tensor>& tensors, const Tensor& out, int64_t d) {
  const DimVector& sizes = out.sizes();
  int64_t outer = 1, inner = static_cast<int64_t>(itemsize(out.dtype()));
  for (int64_t k = 0; k < d; ++k) outer *= sizes[k];
  for (int64_t k = d + 1; k < out.dim(); ++k) inner *= sizes[k];
  char* dst = out.data<char>();
  const int64_t row = sizes[d] * inner;
  int64_t at = 0;
  for (const Tensor& t : tensors) {
    if (t.numel() == 0) continue;
    const int64_t part = t.sizes()[d] * inner;
    const char* src = t.data<char>();
    for (int64_t o = 0; o < outer; ++o) std::memcpy(dst + o * row + at, src + o * part, static_cast<size_t>(part));
    at += part;
  }
}

}  // namespace

Tensor cat(const std::vector<Tensor>& tensors, int64_t dim) {
  YATEN_CHECK(!tensors.empty(), "cat: expected a non-empty list of Tensors");
  const ScalarType dtype = result_type(tensors);
  // PyTorch still accepts legacy 1-D empty tensors of shape [0] anywhere.
  auto skipped = [](const Tensor& t) { return t.dim() == 1 && t.sizes()[0] == 0; };
  const Tensor* ref = nullptr;
  for (size_t i = 0; i < tensors.size(); ++i) {
    YATEN_CHECK(tensors[i].dim() > 0, "cat: zero-dimensional tensor (at position ", i, ") cannot be concatenated");
    if (!ref && !skipped(tensors[i])) ref = &tensors[i];
  }
  if (!ref) return Tensor::empty({0}, dtype);
  const int64_t d = wrap_dim(dim, ref->dim(), "cat");
  DimVector out_sizes = ref->sizes();
  int64_t total = 0;
  for (size_t i = 0; i < tensors.size(); ++i) {
    const Tensor& t = tensors[i];
    if (skipped(t)) continue;
    YATEN_CHECK(t.dim() == ref->dim(), "cat: Tensors must have same number of dimensions: got ", ref->dim(), " and ",
                t.dim(), " (shapes ", shape_str(ref->sizes()), " and ", shape_str(t.sizes()), ")");
    for (int64_t k = 0; k < t.dim(); ++k)
      YATEN_CHECK(k == d || t.sizes()[k] == ref->sizes()[k], "cat: Sizes of tensors must match except in dimension ",
                  d, ". Expected size ", ref->sizes()[k], " but got size ", t.sizes()[k], " for tensor number ", i,
                  " in the list (shapes ", shape_str(ref->sizes()), " and ", shape_str(t.sizes()), ")");
    YATEN_CHECK(!__builtin_add_overflow(total, t.sizes()[d], &total), "cat: result is too large");
  }
  out_sizes[d] = total;
  Tensor out = Tensor::empty(out_sizes, dtype);
  if (all_contiguous_of(tensors, dtype)) {
    copy_rows(tensors, out, d);
    return out;
  }
  int64_t at = 0;
  for (const Tensor& t : tensors) {
    if (skipped(t)) continue;
    DimVector part_sizes = out_sizes;
    part_sizes[d] = t.sizes()[d];
    if (part_sizes[d] > 0) copy_into(out.view_as_strided(part_sizes, out.strides(), at * out.strides()[d]), t);
    at += part_sizes[d];
  }
  return out;
}

}  // namespace yaten::kernels
