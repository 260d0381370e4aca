// Channels-last layouts: the dims in memory order, innermost first.
#include "runtime/memory_format.h"

#include <array>
#include <vector>

#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten {
namespace {

// Innermost first: channels, then width, height (and depth), then batch.
std::vector<int64_t> memory_order(MemoryFormat format, int64_t dim) {
  if (format == MemoryFormat::ChannelsLast) {
    YATEN_CHECK(dim == 4, "required rank 4 tensor to use channels_last format");
    return {1, 3, 2, 0};
  }
  if (format == MemoryFormat::ChannelsLast3d) {
    YATEN_CHECK(dim == 5, "required rank 5 tensor to use channels_last_3d format");
    return {1, 4, 3, 2, 0};
  }
  std::vector<int64_t> order;
  for (int64_t d = dim - 1; d >= 0; --d) order.push_back(d);
  return order;
}

}  // namespace

bool is_contiguous_as(const Tensor& t, MemoryFormat format) {
  if (format == MemoryFormat::Contiguous || format == MemoryFormat::Preserve) return t.is_contiguous();
  if (t.dim() != (format == MemoryFormat::ChannelsLast ? 4 : 5)) return false;
  int64_t expected = 1;
  for (int64_t d : memory_order(format, t.dim())) {
    if (t.size(d) == 1) continue;
    if (t.stride(d) != expected) return false;
    expected = wrapping_mul(expected, t.size(d));
  }
  return true;
}

// Strides that read as channels-last: non-decreasing from channels outwards,
// with PyTorch's tie-breaks for ambiguous size-1 dims (N111 and N1H1 stay
// contiguous). A heuristic on strides, not a contiguity check: a sliced
// channels-last tensor still suggests channels_last.
bool has_channels_last_strides(const Tensor& t, const std::vector<int64_t>& order) {
  if (t.stride(1) == 0) return false;
  int64_t floor = 0;
  for (int64_t d : order) {
    if (t.size(d) == 0 || t.stride(d) < floor) return false;
    if (d == 0 && floor == t.stride(1)) return false;
    floor = wrapping_mul(t.stride(d), t.size(d) > 1 ? t.size(d) : 1);
  }
  return true;
}

MemoryFormat suggest_memory_format(const Tensor& t) {
  if (t.dim() == 4 && has_channels_last_strides(t, {1, 3, 2, 0})) return MemoryFormat::ChannelsLast;
  if (t.dim() == 5 && has_channels_last_strides(t, {1, 4, 3, 2, 0})) return MemoryFormat::ChannelsLast3d;
  return MemoryFormat::Contiguous;
}

DimVector memory_format_strides(const DimVector& sizes, MemoryFormat format) {
  DimVector strides(sizes.size());
  int64_t next = 1;
  for (int64_t d : memory_order(format, static_cast<int64_t>(sizes.size()))) {
    strides[d] = next;
    // Wraps as torch's does: a shape too large for memory is refused by the allocation, not here.
    next = wrapping_mul(next, format == MemoryFormat::Contiguous ? std::max<int64_t>(sizes[d], 1) : sizes[d] == 0 ? 1 : sizes[d]);
  }
  return strides;
}

Tensor empty_in_format(const Tensor& self, ScalarType dtype, MemoryFormat format) {
  if (format == MemoryFormat::Preserve) return kernels::empty_result(self.sizes(), dtype, {&self});
  return Tensor::empty_dense(self.sizes(), memory_format_strides(self.sizes(), format), dtype);
}

}  // namespace yaten
