// unique (of elements and of slices along a dim) and unique_consecutive: the
// distinct values in order, each element's index among them, their counts.
#include <algorithm>
#include <memory_resource>
#include <numeric>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "generated/runtime/kernels/_unique2.h"
#include "generated/runtime/kernels/sort.h"
#include "generated/runtime/kernels/unique_consecutive.h"
#include "generated/runtime/kernels/unique_dim.h"
#include "runtime/error.h"
#include "runtime/kernels/sorting/lanes.h"

namespace yaten::kernels {
namespace {

Tensor flattened(const Tensor& self) {
  const Tensor dense = contiguous(self);
  return dense.view_as_strided({self.numel()}, {1}, dense.storage_offset());
}

// Runs of equal values in v[0, n) (in the order given by `order`, or as is):
// the distinct values, each position's run number, each run's length.
template <typename T>
std::tuple<Tensor, Tensor, Tensor> runs_of(const T* v, const int64_t* order, int64_t n, const DimVector& inverse_sizes,
                                           ScalarType dtype, bool return_inverse, bool return_counts) {
  std::vector<int64_t> starts;
  for (int64_t i = 0; i < n; ++i)
    if (i == 0 || !(v[i] == v[i - 1])) starts.push_back(i);
  const int64_t m = static_cast<int64_t>(starts.size());
  Tensor output = Tensor::empty({m}, dtype);
  Tensor inverse = Tensor::empty(return_inverse ? inverse_sizes : DimVector{0}, ScalarType::Int64);
  Tensor counts = Tensor::empty({return_counts ? m : 0}, ScalarType::Int64);
  T* out = output.data<T>();
  for (int64_t r = 0; r < m; ++r) {
    const int64_t end = r + 1 < m ? starts[r + 1] : n;
    out[r] = v[starts[r]];
    if (return_counts) counts.data<int64_t>()[r] = end - starts[r];
    if (return_inverse)
      for (int64_t i = starts[r]; i < end; ++i) inverse.data<int64_t>()[order ? order[i] : i] = r;
  }
  return {output, inverse, counts};
}

// self with dim moved first, as a contiguous (size of dim, rest) block.
Tensor slices_of(const Tensor& self, int64_t dim) {
  DimVector sizes{self.size(dim)}, strides{self.stride(dim)};
  for (int64_t d = 0; d < self.dim(); ++d)
    if (d != dim) sizes.push_back(self.size(d)), strides.push_back(self.stride(d));
  return contiguous(self.view_as_strided(sizes, strides, self.storage_offset()));
}

// Distinct slices along dim: order lists the slices to walk (sorted or as
// they come); a new slice starts wherever one differs from the previous.
std::tuple<Tensor, Tensor, Tensor> unique_slices(const Tensor& self, int64_t dim, bool sort_them, bool return_inverse,
                                                 bool return_counts, const char* op_name) {
  YATEN_CHECK(self.dim() > 0, op_name, ": dim given for a 0-d tensor");
  dim = wrap_dim(dim, self.dim(), op_name);
  const int64_t n = self.size(dim);
  Tensor block = slices_of(self, dim);
  const int64_t width = n == 0 ? 0 : block.numel() / n;
  YATEN_CHECK(n > 0 || self.numel() == 0, op_name, ": empty dim");
  std::vector<int64_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::vector<int64_t> starts;
  YATEN_DISPATCH_ALL(self.dtype(), op_name, [&] {
    const scalar_t* b = block.data<scalar_t>();
    auto less = [&](int64_t x, int64_t y) {
      return std::lexicographical_compare(b + x * width, b + (x + 1) * width, b + y * width, b + (y + 1) * width,
                                          [](scalar_t p, scalar_t q) { return nan_aware_less(p, q); });
    };
    auto equal = [&](int64_t x, int64_t y) { return std::equal(b + x * width, b + (x + 1) * width, b + y * width); };
    if (sort_them) std::stable_sort(order.begin(), order.end(), less);
    for (int64_t i = 0; i < n; ++i)
      if (i == 0 || !equal(order[i], order[i - 1])) starts.push_back(i);
  });
  const int64_t m = static_cast<int64_t>(starts.size());
  DimVector out_sizes = block.sizes();
  out_sizes[0] = m;
  Tensor rows = Tensor::empty(out_sizes, self.dtype());
  const int64_t item = static_cast<int64_t>(itemsize(self.dtype()));
  Tensor inverse = Tensor::empty({return_inverse ? n : 0}, ScalarType::Int64);
  Tensor counts = Tensor::empty({return_counts ? m : 0}, ScalarType::Int64);
  for (int64_t r = 0; r < m; ++r) {
    const int64_t end = r + 1 < m ? starts[r + 1] : n;
    std::copy_n(block.data<char>() + order[starts[r]] * width * item, width * item, rows.data<char>() + r * width * item);
    if (return_counts) counts.data<int64_t>()[r] = end - starts[r];
    if (return_inverse)
      for (int64_t i = starts[r]; i < end; ++i) inverse.data<int64_t>()[order[i]] = r;
  }
  // Back to self's dim order: dim is first in rows.
  DimVector sizes, strides;
  const DimVector& rs = rows.strides();
  for (int64_t d = 1, k = 0; k < self.dim(); ++k) {
    if (k == dim) sizes.push_back(m), strides.push_back(rs[0]);
    else sizes.push_back(out_sizes[d]), strides.push_back(rs[d]), ++d;
  }
  Tensor output = contiguous_copy(rows.view_as_strided(sizes, strides, 0));
  return {output, inverse, counts};
}

// unique(sorted=False) in torch 1.13's order: that of a std::unordered_set
// built from the elements, which is what torch's kernel returns; the same
// standard library (libstdc++ on Debian, as torch's build) gives the same
// order. As there, a NaN (never equal, so never found) is its own element,
// with count 0 and as the inverse of NaN elements index 0.
// The 16-bit floats hash as the float they read as.
template <typename T>
struct ElementHash {
  size_t operator()(T v) const {
    if constexpr (is_reduced_floating_type_v<T>) return std::hash<float>()(static_cast<float>(v));
    else return std::hash<T>()(v);
  }
};

template <typename T>
std::tuple<Tensor, Tensor, Tensor> hashed_distinct(const T* v, int64_t n, const DimVector& inverse_sizes,
                                                   ScalarType dtype, bool return_inverse, bool return_counts) {
  // Every node comes from one arena, released at once (a million elements
  // made a million malloc and free calls); the allocator changes no order,
  // which the hashes and the insertions alone decide.
  std::pmr::monotonic_buffer_resource arena;
  const std::pmr::unordered_set<T, ElementHash<T>> distinct(v, v + n, 0, ElementHash<T>(), std::equal_to<T>(), &arena);
  const int64_t m = static_cast<int64_t>(distinct.size());
  Tensor output = Tensor::empty({m}, dtype);
  std::copy(distinct.begin(), distinct.end(), output.data<T>());
  Tensor inverse = Tensor::empty(return_inverse ? inverse_sizes : DimVector{0}, ScalarType::Int64);
  Tensor counts = Tensor::empty({return_counts ? m : 0}, ScalarType::Int64);
  if (!return_inverse && !return_counts) return {output, inverse, counts};
  std::pmr::unordered_map<T, int64_t, ElementHash<T>> position(&arena);
  for (int64_t i = 0; i < m; ++i) position[output.data<T>()[i]] = i;
  std::vector<int64_t> seen(static_cast<size_t>(m), 0);
  for (int64_t i = 0; i < n; ++i) {
    auto found = position.find(v[i]);
    const int64_t at = found == position.end() ? 0 : found->second;
    if (found != position.end()) ++seen[static_cast<size_t>(at)];
    if (return_inverse) inverse.data<int64_t>()[i] = at;
  }
  if (return_counts) std::copy(seen.begin(), seen.end(), counts.data<int64_t>());
  return {output, inverse, counts};
}

}  // namespace

std::tuple<Tensor, Tensor, Tensor> _unique2(const Tensor& self, bool sorted, bool return_inverse, bool return_counts) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "unique");
  // torch's kernel fills the inverse whenever it counts, asked or not.
  return_inverse = return_inverse || return_counts;
  if (!sorted) {
    Tensor flat = flattened(self);
    return YATEN_DISPATCH_ALL(self.dtype(), "unique", [&] {
      return hashed_distinct(flat.data<scalar_t>(), flat.numel(), self.sizes(), self.dtype(), return_inverse,
                             return_counts);
    });
  }
  auto [values, order] = sort(flattened(self), 0, false, true);
  return YATEN_DISPATCH_ALL(self.dtype(), "unique", [&] {
    return runs_of(values.data<scalar_t>(), order.data<int64_t>(), values.numel(), self.sizes(), self.dtype(),
                   return_inverse, return_counts);
  });
}

std::tuple<Tensor, Tensor, Tensor> unique_dim(const Tensor& self, int64_t dim, bool sorted, bool return_inverse,
                                              bool return_counts) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "unique_dim");
  (void)sorted;
  return unique_slices(self, dim, true, return_inverse, return_counts, "unique_dim");
}

std::tuple<Tensor, Tensor, Tensor> unique_consecutive(const Tensor& self, bool return_inverse, bool return_counts,
                                                      std::optional<int64_t> dim) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "unique");  // torch's name here
  if (dim) return unique_slices(self, *dim, false, return_inverse, return_counts, "unique_consecutive");
  Tensor flat = flattened(self);
  return YATEN_DISPATCH_ALL(self.dtype(), "unique_consecutive", [&] {
    return runs_of(flat.data<scalar_t>(), nullptr, flat.numel(), self.sizes(), self.dtype(), return_inverse,
                   return_counts);
  });
}

}  // namespace yaten::kernels
