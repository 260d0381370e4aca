// Shape kernels: views that share self's storage (view, permute, slice, ...)
// and the few shape ops that must copy (clone, flip, repeat, tril/triu).
#include <algorithm>
#include <optional>
#include <vector>

#include "generated/runtime/kernels/alias.h"
#include "generated/runtime/kernels/clone.h"
#include "generated/runtime/kernels/detach.h"
#include "generated/runtime/kernels/expand.h"
#include "generated/runtime/kernels/flip.h"
#include "generated/runtime/kernels/permute.h"
#include "generated/runtime/kernels/repeat.h"
#include "generated/runtime/kernels/reshape.h"
#include "generated/runtime/kernels/select.h"
#include "generated/runtime/kernels/select_backward.h"
#include "generated/runtime/kernels/slice.h"
#include "generated/runtime/kernels/slice_backward.h"
#include "generated/runtime/kernels/squeeze.h"
#include "generated/runtime/kernels/t.h"
#include "generated/runtime/kernels/to.h"
#include "generated/runtime/kernels/transpose.h"
#include "generated/runtime/kernels/tril.h"
#include "generated/runtime/kernels/triu.h"
#include "generated/runtime/kernels/unsqueeze.h"
#include "generated/runtime/kernels/view.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/memory_format.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// PyTorch's computeStride: the strides that let `new_shape` view memory laid
// out as (old_shape, old_strides), or nullopt when some new dim would have to
// span two separately strided chunks of the old one.
std::optional<DimVector> compute_view_strides(const DimVector& old_shape, const DimVector& old_strides,
                                              const DimVector& new_shape) {
  if (old_shape.empty()) return DimVector(new_shape.size(), 1);
  int64_t numel = 1;
  for (int64_t s : old_shape) numel *= s;
  if (numel == 0) {
    // Strides of an empty tensor are arbitrary; keep them when nothing changes.
    if (old_shape == new_shape) return old_strides;
    return contiguous_strides(new_shape);
  }
  DimVector new_strides(new_shape.size());
  int64_t view_d = static_cast<int64_t>(new_shape.size()) - 1;
  int64_t chunk_base_stride = old_strides.back();
  int64_t tensor_numel = 1;
  int64_t view_numel = 1;
  for (int64_t tensor_d = static_cast<int64_t>(old_shape.size()) - 1; tensor_d >= 0; --tensor_d) {
    tensor_numel *= old_shape[tensor_d];
    // A chunk ends where the old dims stop being mergeable.
    if (tensor_d == 0 || (old_shape[tensor_d - 1] != 1 &&
                          old_strides[tensor_d - 1] != tensor_numel * chunk_base_stride)) {
      while (view_d >= 0 && (view_numel < tensor_numel || new_shape[view_d] == 1)) {
        new_strides[view_d] = view_numel * chunk_base_stride;
        view_numel *= new_shape[view_d];
        --view_d;
      }
      if (view_numel != tensor_numel) return std::nullopt;
      if (tensor_d > 0) {
        chunk_base_stride = old_strides[tensor_d - 1];
        tensor_numel = 1;
        view_numel = 1;
      }
    }
  }
  if (view_d != -1) return std::nullopt;
  return new_strides;
}

Tensor zeros_of(const DimVector& sizes, ScalarType dtype, const char* op_name) {
  checked_numel(sizes, op_name);
  Tensor out = Tensor::empty(sizes, dtype);
  fill_tensor(out, Scalar(int64_t{0}));
  return out;
}

// tril/triu share everything but the test for which entries survive.
template <typename Keep>
Tensor triangle(const Tensor& self, int64_t diagonal, const char* op_name, const Keep& keep) {
  YATEN_CHECK(self.dim() >= 2, op_name, ": input tensor must have at least 2 dimensions, got shape ",
              shape_str(self.sizes()));
  Tensor out = contiguous_copy(self);
  const int64_t rows = self.size(-2);
  const int64_t cols = self.size(-1);
  const int64_t batches = rows * cols == 0 ? 0 : out.numel() / (rows * cols);
  YATEN_DISPATCH_ALL(out.dtype(), op_name, [&] {
    scalar_t* p = out.data<scalar_t>();
    for (int64_t b = 0; b < batches; ++b)
      for (int64_t i = 0; i < rows; ++i)
        for (int64_t j = 0; j < cols; ++j)
          if (!keep(i, j, diagonal)) p[(b * rows + i) * cols + j] = scalar_t(0);
  });
  return out;
}

}  // namespace

Tensor view(const Tensor& self, const DimVector& size) {
  DimVector shape = infer_size(size, self.numel(), "view");
  std::optional<DimVector> strides = compute_view_strides(self.sizes(), self.strides(), shape);
  YATEN_CHECK(strides.has_value(),
              "view: view size is not compatible with input tensor's size and stride (at least one dimension "
              "spans across two contiguous subspaces). Use .reshape(...) instead. (input size ",
              shape_str(self.sizes()), ", strides ", shape_str(self.strides()), ", requested ", shape_str(size), ")");
  return self.view_as_strided(shape, *strides, self.storage_offset());
}

// The same bytes read as another dtype (torch's view.dtype): an element of a different size changes the last
// dim's length by the ratio of the sizes, so that dim must be contiguous and, when elements grow, its length,
// the offset and the other strides divisible by the ratio.
Tensor view_dtype(const Tensor& self, ScalarType dtype) {
  const int64_t from_size = static_cast<int64_t>(itemsize(self.dtype()));
  const int64_t to_size = static_cast<int64_t>(itemsize(dtype));
  DimVector sizes = self.sizes();
  DimVector strides = self.strides();
  int64_t offset = self.storage_offset();
  if (from_size != to_size) {
    const std::string view_as = std::string(" to view ") + torch_dtype_name(self.dtype()) + " as " +
                                torch_dtype_name(dtype) + " (different element sizes)";
    const int64_t n = self.dim();
    YATEN_CHECK(n > 0, "self.dim() cannot be 0", view_as);
    const int64_t ratio = from_size > to_size ? from_size / to_size : to_size / from_size;
    const std::string divisible = " must be divisible by " + std::to_string(ratio);
    if (from_size < to_size) {
      YATEN_CHECK(sizes[n - 1] % ratio == 0, "self.size(-1)", divisible, view_as, ", but got ", sizes[n - 1]);
      YATEN_CHECK(offset % ratio == 0, "self.storage_offset()", divisible, view_as, ", but got ", offset);
    }
    YATEN_CHECK(strides[n - 1] == 1, "self.stride(-1) must be 1", view_as, ", but got ", strides[n - 1]);
    for (int64_t i = 0; i < n - 1; ++i) {
      if (from_size > to_size) {
        strides[i] *= ratio;
      } else {
        YATEN_CHECK(strides[i] % ratio == 0, "self.stride(", i, ")", divisible, view_as, ", but got ", strides[i]);
        strides[i] /= ratio;
      }
    }
    sizes[n - 1] = from_size > to_size ? sizes[n - 1] * ratio : sizes[n - 1] / ratio;
    offset = from_size > to_size ? offset * ratio : offset / ratio;
  }
  return Tensor(make_intrusive<TensorImpl>(self.storage(), sizes, strides, offset, dtype));
}

Tensor reshape(const Tensor& self, const DimVector& shape) {
  DimVector sizes = infer_size(shape, self.numel(), "reshape");
  if (auto strides = compute_view_strides(self.sizes(), self.strides(), sizes))
    return self.view_as_strided(sizes, *strides, self.storage_offset());
  Tensor copy = contiguous_copy(self);
  return copy.view_as_strided(sizes, contiguous_strides(sizes), 0);
}

Tensor permute(const Tensor& self, const DimVector& dims) {
  const int64_t n = self.dim();
  YATEN_CHECK(static_cast<int64_t>(dims.size()) == n,
              "permute: number of dimensions in the tensor input does not match the length of the desired ordering "
              "of dimensions i.e. input.dim() = ", n, " is not equal to len(dims) = ", dims.size());
  DimVector sizes(n), strides(n);
  std::vector<bool> seen(n, false);
  for (int64_t i = 0; i < n; ++i) {
    int64_t d = wrap_dim(dims[i], n, "permute");
    YATEN_CHECK(!seen[d], "permute: repeated dim ", d, " in dims ", shape_str(dims));
    seen[d] = true;
    sizes[i] = self.sizes()[d];
    strides[i] = self.strides()[d];
  }
  return self.view_as_strided(sizes, strides, self.storage_offset());
}

Tensor transpose(const Tensor& self, int64_t dim0, int64_t dim1) {
  const int64_t n = self.dim();
  int64_t a = wrap_dim(dim0, n, "transpose");
  int64_t b = wrap_dim(dim1, n, "transpose");
  DimVector sizes = self.sizes(), strides = self.strides();
  if (n > 0) {
    std::swap(sizes[a], sizes[b]);
    std::swap(strides[a], strides[b]);
  }
  return self.view_as_strided(sizes, strides, self.storage_offset());
}

Tensor t(const Tensor& self) {
  YATEN_CHECK(self.dim() <= 2, "t() expects a tensor with <= 2 dimensions, but self is ", self.dim(), "D");
  return self.dim() < 2 ? transpose(self, 0, 0) : transpose(self, 0, 1);
}

Tensor squeeze(const Tensor& self, std::optional<int64_t> dim) {
  DimVector sizes, strides;
  std::optional<int64_t> only;
  if (dim) only = wrap_dim(*dim, self.dim(), "squeeze");
  for (int64_t i = 0; i < self.dim(); ++i) {
    bool drop = self.sizes()[i] == 1 && (!only || *only == i);
    if (drop) continue;
    sizes.push_back(self.sizes()[i]);
    strides.push_back(self.strides()[i]);
  }
  return self.view_as_strided(sizes, strides, self.storage_offset());
}

Tensor unsqueeze(const Tensor& self, int64_t dim) {
  int64_t d = wrap_dim(dim, self.dim() + 1, "unsqueeze");
  DimVector sizes = self.sizes(), strides = self.strides();
  // Any stride works for a size-1 dim; this one keeps the result contiguous.
  int64_t stride = d < self.dim() ? sizes[d] * strides[d] : 1;
  sizes.insert(d, 1);
  strides.insert(d, stride);
  return self.view_as_strided(sizes, strides, self.storage_offset());
}

// implicit only marks an expand made by broadcasting, for torch's tracer: no difference to the view.
Tensor expand(const Tensor& self, const DimVector& size, bool /*implicit*/) {
  const int64_t n = static_cast<int64_t>(size.size());
  const int64_t ndim = self.dim();
  YATEN_CHECK(n >= ndim, "expand: the number of sizes provided (", n,
              ") must be greater or equal to the number of dimensions in the tensor (", ndim, ")");
  DimVector sizes(n), strides(n);
  for (int64_t i = n - 1; i >= 0; --i) {
    int64_t j = i - (n - ndim);  // the matching dim of self, negative for new leading dims
    int64_t target = size[i];
    if (j < 0) {
      YATEN_CHECK(target >= 0, "expand: the expanded size of the tensor (", target,
                  ") isn't allowed in a leading, non-existing dimension ", i);
      sizes[i] = target;
      strides[i] = 0;
      continue;
    }
    int64_t have = self.sizes()[j];
    if (target == -1 || target == have) {
      sizes[i] = have;
      strides[i] = self.strides()[j];
    } else {
      YATEN_CHECK(have == 1 && target >= 0, "expand: the expanded size of the tensor (", target,
                  ") must match the existing size (", have, ") at non-singleton dimension ", i,
                  ".  Target sizes: ", shape_str(size), ".  Tensor sizes: ", shape_str(self.sizes()));
      sizes[i] = target;
      strides[i] = 0;
    }
  }
  checked_numel(sizes, "expand");
  return self.view_as_strided(sizes, strides, self.storage_offset());
}

Tensor slice(const Tensor& self, int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end,
             int64_t step) {
  YATEN_CHECK(self.dim() > 0, "slice() cannot be applied to a 0-dim tensor.");
  YATEN_CHECK(step > 0, "slice: step must be positive, got ", step);
  int64_t d = wrap_dim(dim, self.dim(), "slice");
  const int64_t size = self.sizes()[d];
  // Python's rules: negative bounds count from the end, then clamp.
  auto clamp_bound = [size](std::optional<int64_t> v, int64_t dflt) {
    if (!v) return dflt;
    int64_t x = *v;
    if (x < 0) x = x < -size ? 0 : x + size;
    return std::min(x, size);
  };
  int64_t lo = clamp_bound(start, 0);
  int64_t hi = std::max(lo, clamp_bound(end, size));
  DimVector sizes = self.sizes(), strides = self.strides();
  sizes[d] = hi == lo ? 0 : (hi - lo - 1) / step + 1;  // no overflow for a huge step
  int64_t offset = self.storage_offset() + (sizes[d] > 0 ? lo * strides[d] : 0);
  strides[d] *= step;
  return self.view_as_strided(sizes, strides, offset);
}

Tensor slice_backward(const Tensor& grad_output, const DimVector& input_sizes, int64_t dim,
                      std::optional<int64_t> start, std::optional<int64_t> end, int64_t step) {
  Tensor grad_input = zeros_of(input_sizes, grad_output.dtype(), "slice_backward");
  Tensor region = slice(grad_input, dim, start, end, step);
  YATEN_CHECK(region.sizes() == grad_output.sizes(), "slice_backward: grad_output of shape ",
              shape_str(grad_output.sizes()), " does not match the slice shape ", shape_str(region.sizes()));
  copy_into(region, grad_output);
  return grad_input;
}

Tensor select(const Tensor& self, int64_t dim, int64_t index) {
  YATEN_CHECK_INDEX(self.dim() > 0, "select() cannot be applied to a 0-dim tensor.");
  int64_t d = wrap_dim(dim, self.dim(), "select");
  const int64_t size = self.sizes()[d];
  YATEN_CHECK_INDEX(index >= -size && index < size, "select(): index ", index, " out of range for tensor of size ",
                    shape_str(self.sizes()), " at dimension ", d);
  if (index < 0) index += size;
  DimVector sizes = self.sizes(), strides = self.strides();
  int64_t offset = self.storage_offset() + index * strides[d];
  sizes.erase(d);
  strides.erase(d);
  return self.view_as_strided(sizes, strides, offset);
}

Tensor select_backward(const Tensor& grad_output, const DimVector& input_sizes, int64_t dim, int64_t index) {
  Tensor grad_input = zeros_of(input_sizes, grad_output.dtype(), "select_backward");
  Tensor region = select(grad_input, dim, index);
  YATEN_CHECK(region.sizes() == grad_output.sizes(), "select_backward: grad_output of shape ",
              shape_str(grad_output.sizes()), " does not match the selected shape ", shape_str(region.sizes()));
  copy_into(region, grad_output);
  return grad_input;
}

namespace {

// A new tensor of self's shape in dtype, laid out in format, holding self's values converted.
Tensor copy_as(const Tensor& self, ScalarType dtype, MemoryFormat format) {
  Tensor out = empty_in_format(self, dtype, format);
  copy_into(out, self);
  return out;
}

}  // namespace

Tensor clone(const Tensor& self, std::optional<MemoryFormat> memory_format) {
  return copy_as(self, self.dtype(), memory_format.value_or(MemoryFormat::Preserve));
}

Tensor detach(const Tensor& self) { return self.view_as_strided(self.sizes(), self.strides(), self.storage_offset()); }

Tensor alias(const Tensor& self) { return self.view_as_strided(self.sizes(), self.strides(), self.storage_offset()); }

Tensor to(const Tensor& self, ScalarType dtype, bool non_blocking, bool copy, std::optional<MemoryFormat> memory_format) {
  (void)non_blocking;  // there is only one device: every copy is synchronous
  MemoryFormat format = memory_format.value_or(MemoryFormat::Preserve);
  bool same_layout = format == MemoryFormat::Preserve || suggest_memory_format(self) == format;
  if (self.dtype() == dtype && !copy && same_layout) return self;
  if (format == MemoryFormat::Preserve && self.dtype() != dtype) return to_dtype(self, dtype);
  return copy_as(self, dtype, format);
}

Tensor flip(const Tensor& self, const DimVector& dims) {
  const int64_t n = self.dim();
  std::vector<bool> flipped(std::max<int64_t>(n, 1), false);
  for (int64_t dim : dims) {
    int64_t d = wrap_dim(dim, n, "flip");
    YATEN_CHECK(!flipped[d], "flip: dims has duplicates, got ", shape_str(dims));
    flipped[d] = true;
  }
  // Read self through a negatively strided view, then copy it out in order.
  DimVector strides = self.strides();
  int64_t offset = self.storage_offset();
  for (int64_t d = 0; d < n; ++d) {
    if (!flipped[d] || self.sizes()[d] == 0) continue;
    offset += (self.sizes()[d] - 1) * strides[d];
    strides[d] = -strides[d];
  }
  // Laid out as self, as torch's flip.
  Tensor out = empty_result(self.sizes(), self.dtype(), {&self});
  copy_into(out, self.view_as_strided(self.sizes(), strides, offset));
  return out;
}

Tensor repeat(const Tensor& self, const DimVector& repeats) {
  const int64_t n = static_cast<int64_t>(repeats.size());
  YATEN_CHECK(n >= self.dim(), "repeat: Number of dimensions of repeat dims can not be smaller than number of "
              "dimensions of tensor (repeats ", shape_str(repeats), ", tensor shape ", shape_str(self.sizes()), ")");
  // View self as (r0, s0, r1, s1, ...) with stride 0 on each repeat dim, so a
  // single copy tiles it; the copy is contiguous, so it reshapes for free.
  DimVector tiled_sizes, tiled_strides, out_sizes;
  const int64_t lead = n - self.dim();
  for (int64_t i = 0; i < n; ++i) {
    YATEN_CHECK(repeats[i] >= 0, "repeat: repeats can not be negative, got ", shape_str(repeats));
    int64_t s = i < lead ? 1 : self.sizes()[i - lead];
    int64_t st = i < lead ? 0 : self.strides()[i - lead];
    tiled_sizes.push_back(repeats[i]);
    tiled_strides.push_back(0);
    tiled_sizes.push_back(s);
    tiled_strides.push_back(st);
    out_sizes.push_back(repeats[i] * s);
  }
  checked_numel(tiled_sizes, "repeat");
  Tensor tiled = contiguous_copy(self.view_as_strided(tiled_sizes, tiled_strides, self.storage_offset()));
  return tiled.view_as_strided(out_sizes, contiguous_strides(out_sizes), 0);
}

Tensor tril(const Tensor& self, int64_t diagonal) {
  return triangle(self, diagonal, "tril", [](int64_t i, int64_t j, int64_t k) { return j - i <= k; });
}

Tensor triu(const Tensor& self, int64_t diagonal) {
  return triangle(self, diagonal, "triu", [](int64_t i, int64_t j, int64_t k) { return j - i >= k; });
}

}  // namespace yaten::kernels
