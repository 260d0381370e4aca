// Scatter and gather along a dim: gather, scatter (src, value and the
// legacy reduce= forms), scatter_add and scatter_reduce. Every index value is
// checked before anything is written. Index positions that differ off `dim`
// never write the same element, so those lines run in parallel, each in
// index order along dim: of repeated indices the last write wins, as in
// PyTorch on CPU, and reductions see their values in a fixed order.
#include <atomic>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "generated/runtime/kernels/gather.h"
#include "generated/runtime/kernels/scatter.h"
#include "generated/runtime/kernels/scatter_add.h"
#include "generated/runtime/kernels/scatter_reduce.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/index_common.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

enum class Reduce { None, Sum, Prod, Mean, Max, Min };

Reduce legacy_reduce(std::string_view name) {
  if (name == "add") return Reduce::Sum;
  if (name == "multiply") return Reduce::Prod;
  YATEN_CHECK(false, "scatter(): reduce argument must be either add or multiply, got '", std::string(name), "'");
  return Reduce::None;
}

Reduce named_reduce(std::string_view name) {
  if (name == "sum") return Reduce::Sum;
  if (name == "prod") return Reduce::Prod;
  if (name == "mean") return Reduce::Mean;
  if (name == "amax") return Reduce::Max;
  if (name == "amin") return Reduce::Min;
  YATEN_CHECK(false, "scatter_reduce(): reduce argument must be either sum, prod, mean, amax or amin, got '",
              std::string(name), "'");
  return Reduce::None;
}

// index has self's rank and fits inside src (when given) in every dim, and
// inside self in every dim but `dim` (PyTorch's scatter/gather shape rules).
void check_shapes(const Tensor& self, int64_t dim, const Tensor& index, const Tensor* src, const char* op_name) {
  YATEN_CHECK(index.dim() == self.dim() || (index.dim() <= 1 && self.dim() <= 1), op_name,
              "(): Index tensor must have the same number of dimensions as self tensor (index shape ",
              shape_str(index.sizes()), ", self shape ", shape_str(self.sizes()), ")");
  if (src)
    YATEN_CHECK(src->dim() == index.dim() || (src->dim() <= 1 && index.dim() <= 1), op_name,
                "(): Index tensor must have the same number of dimensions as src tensor (index shape ",
                shape_str(index.sizes()), ", src shape ", shape_str(src->sizes()), ")");
  for (int64_t d = 0; d < index.dim(); ++d) {
    const int64_t have = index.sizes()[d];
    const bool fits_self = d == dim || self.dim() == 0 || have <= self.sizes()[d];
    const bool fits_src = !src || src->dim() == 0 || have <= src->sizes()[d];
    YATEN_CHECK(fits_self && fits_src, op_name, "(): Expected index ", shape_str(index.sizes()),
                " to be smaller than self ", shape_str(self.sizes()), " apart from dimension ", dim,
                src ? " and to be smaller size than src " : "", src ? shape_str(src->sizes()) : "");
  }
}

// Refuses the first value of the contiguous int64 `idx` outside [0, size).
void check_index_range(const Tensor& idx, int64_t size, int64_t dim, const char* op_name) {
  const int64_t* ip = idx.data<int64_t>();
  if (!all_in_range(ip, idx.numel(), 0, size))
    YATEN_CHECK(false, op_name, "(): index ", first_out_of_range(ip, idx.numel(), 0, size),
                " is out of bounds for dimension ", dim, " with size ", size);
}

// The index as contiguous int64 values, each checked to lie in [0, size).
Tensor checked_index(const Tensor& index, int64_t size, int64_t dim, const char* op_name) {
  Tensor idx = contiguous(index);
  check_index_range(idx, size, dim, op_name);
  return idx;
}

// t's strides with index's rank (a 0-d t read as one element in every dim).
DimVector strides_for(const Tensor& t, int64_t nd) {
  return t.dim() == 0 ? DimVector(static_cast<size_t>(nd), 0) : t.strides();
}

// Calls f(indexed_offset, plain_offset, index_value) for every element of
// the contiguous index `idx`: `plain` is the operand at the index element's own position
// (src of scatter, the result of gather), `indexed` the one at the position
// with the index value in place of the coordinate along dim.
template <typename F>
void for_each_indexed(const Tensor& idx, int64_t dim, const DimVector& indexed, const DimVector& plain, const F& f) {
  const int64_t* ip = idx.data<int64_t>();
  if (idx.dim() == 0) {
    f(ip[0] * (indexed.empty() ? 0 : indexed[0]), 0, ip[0]);
    return;
  }
  const DimVector& sizes = idx.sizes();
  const int64_t nd = idx.dim(), len = sizes[dim];
  if (idx.numel() == 0) return;
  DimVector idx_strides(nd, 1);
  for (int64_t d = nd - 2; d >= 0; --d) idx_strides[d] = idx_strides[d + 1] * sizes[d + 1];
  const int64_t lines = idx.numel() / len;
  const int64_t is = idx_strides[dim], as = indexed[dim], bs = plain[dim];
  parallel_for(0, lines, std::max<int64_t>(1, kGrainSize / len), [&](int64_t lo, int64_t hi) {
    DimVector pos(nd, 0);
    int64_t io = 0, ao = 0, bo = 0, rest = lo;
    for (int64_t d = nd - 1; d >= 0; --d) {
      if (d == dim) continue;
      pos[d] = rest % sizes[d];
      rest /= sizes[d];
      io += pos[d] * idx_strides[d];
      ao += pos[d] * indexed[d];
      bo += pos[d] * plain[d];
    }
    for (int64_t line = lo; line < hi; ++line) {
      if (is == 1 && as == 1 && bs == 1) {  // along the last dim of contiguous tensors: no stride arithmetic
        const int64_t* line_index = ip + io;
        for (int64_t k = 0; k < len; ++k) f(ao + line_index[k], bo + k, line_index[k]);
      } else {
        for (int64_t k = 0; k < len; ++k) f(ao + ip[io + k * is] * as, bo + k * bs, ip[io + k * is]);
      }
      for (int64_t d = nd - 1; d >= 0; --d) {
        if (d == dim) continue;
        io += idx_strides[d], ao += indexed[d], bo += plain[d];
        if (++pos[d] < sizes[d]) break;
        io -= idx_strides[d] * sizes[d], ao -= indexed[d] * sizes[d], bo -= plain[d] * sizes[d];
        pos[d] = 0;
      }
    }
  });
}

template <typename T>
T reduce_identity(Reduce r) {
  if (r == Reduce::Prod) return T(1);
  if (r == Reduce::Max)
    return std::numeric_limits<T>::has_infinity ? -std::numeric_limits<T>::infinity() : std::numeric_limits<T>::lowest();
  if (r == Reduce::Min)
    return std::numeric_limits<T>::has_infinity ? std::numeric_limits<T>::infinity() : std::numeric_limits<T>::max();
  return T(0);
}

template <Reduce R, typename T>
inline void combine(T& y, T x) {
  if constexpr (R == Reduce::None) y = x;
  else if constexpr (R == Reduce::Sum || R == Reduce::Mean) y = static_cast<T>(y + x);
  else if constexpr (R == Reduce::Prod) y = static_cast<T>(y * x);
  // NaN wins, as in torch. Bitwise |, not ||: both sides are cheap, and with
  // no short circuit the choice compiles to a select instead of branches that
  // random data mispredicts.
  else if constexpr (R == Reduce::Max) y = ((x != x) | (x > y)) ? x : y;
  else y = ((x != x) | (x < y)) ? x : y;
}

// Calls f(std::integral_constant<Reduce, r>{}), so that the inner loop is compiled once per reduction.
template <typename F>
void dispatch_reduce(Reduce r, const F& f) {
  switch (r) {
    case Reduce::None: return f(std::integral_constant<Reduce, Reduce::None>{});
    case Reduce::Sum: return f(std::integral_constant<Reduce, Reduce::Sum>{});
    case Reduce::Prod: return f(std::integral_constant<Reduce, Reduce::Prod>{});
    case Reduce::Mean: return f(std::integral_constant<Reduce, Reduce::Mean>{});
    case Reduce::Max: return f(std::integral_constant<Reduce, Reduce::Max>{});
    case Reduce::Min: return f(std::integral_constant<Reduce, Reduce::Min>{});
  }
}

template <typename T>
T divide_by_count(T y, int64_t n) {
  if constexpr (is_floating_type_v<T>) {
    return static_cast<T>(y / static_cast<T>(n));
  } else if constexpr (std::is_same_v<T, bool>) {
    return y;
  } else {
    T q = static_cast<T>(y / static_cast<T>(n));  // floor division, as torch for integers
    if ((y % static_cast<T>(n) != 0) && ((y < 0) != (n < 0))) --q;
    return q;
  }
}

// Writes src (a tensor with index's rank, or a 0-d value) into a copy of self
// (or self itself for an in-place call) at index along dim, combining by `r`.
Tensor scatter_into(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, bool src_is_value,
                    Reduce r, bool include_self, const Tensor& into, const char* op_name) {
  const int64_t d = wrap_dim(dim, self.dim(), op_name);
  YATEN_CHECK(index.dtype() == ScalarType::Int64, op_name, "(): Expected dtype int64 for index, got ",
              dtype_name(index.dtype()));
  YATEN_CHECK(src_is_value || src.dtype() == self.dtype(), op_name,
              "(): Expected self.dtype to be equal to src.dtype (got ", dtype_name(self.dtype()), " and ",
              dtype_name(src.dtype()), ")");
  if (index.numel() == 0) return index_write_target(self, into, {&index, &src}, op_name);
  check_shapes(self, d, index, src_is_value ? nullptr : &src, op_name);
  const int64_t size = self.dim() == 0 ? 1 : self.sizes()[d];
  Tensor idx = checked_index(index, size, d, op_name);
  Tensor out = index_write_target(self, into, {&index, &src}, op_name);
  const int64_t nd = std::max<int64_t>(idx.dim(), 1);
  const DimVector out_strides = strides_for(out, nd), src_strides = strides_for(src, nd);
  YATEN_DISPATCH_ALL(self.dtype(), op_name, [&] {
    scalar_t* y = out.data<scalar_t>();
    const scalar_t* x = src.data<scalar_t>();
    if (!include_self) {
      const scalar_t first = reduce_identity<scalar_t>(r);
      for_each_indexed(idx, d, out_strides, src_strides, [&](int64_t a, int64_t, int64_t) { y[a] = first; });
    }
    if (r != Reduce::Mean) {
      dispatch_reduce(r, [&](auto reduction) {
        constexpr Reduce R = decltype(reduction)::value;
        for_each_indexed(idx, d, out_strides, src_strides, [y, x](int64_t a, int64_t b, int64_t) { combine<R>(y[a], x[b]); });
      });
      return;
    }
    // out is contiguous, so an element's offset is its position in counts.
    std::vector<int64_t> counts(static_cast<size_t>(out.numel()), 0);
    for_each_indexed(idx, d, out_strides, src_strides, [&](int64_t a, int64_t b, int64_t) {
      combine<Reduce::Sum>(y[a], x[b]);
      ++counts[static_cast<size_t>(a)];
    });
    const int64_t extra = include_self ? 1 : 0;
    parallel_for(0, out.numel(), kGrainSize, [&](int64_t lo, int64_t hi) {
      for (int64_t e = lo; e < hi; ++e)
        if (counts[e] > 0) y[e] = divide_by_count(y[e], counts[e] + extra);
    });
  });
  return out;
}

Tensor value_tensor(const Scalar& value, ScalarType dtype) { return Tensor::scalar_tensor(value, dtype); }

}  // namespace

Tensor gather(const Tensor& self, int64_t dim, const Tensor& index, bool /*sparse_grad: a dense gradient either way*/) {
  const int64_t d = wrap_dim(dim, self.dim(), "gather");
  YATEN_CHECK(index.dtype() == ScalarType::Int64, "gather(): Expected dtype int64 for index, got ",
              dtype_name(index.dtype()));
  Tensor out = Tensor::empty(index.sizes(), self.dtype());
  if (index.numel() == 0) return out;
  check_shapes(self, d, index, nullptr, "gather");
  const int64_t size = self.dim() == 0 ? 1 : self.sizes()[d];
  Tensor idx = contiguous(index);
  const int64_t nd = std::max<int64_t>(idx.dim(), 1);
  const DimVector self_strides = strides_for(self, nd), out_strides = strides_for(out, nd);
  // The result is new, so the range check rides along with the copy (one
  // read of the index instead of two; a 4M gather is bound by memory) and a
  // bad index throws before anyone sees what was written.
  std::atomic<bool> out_of_range{false};
  YATEN_DISPATCH_ALL(self.dtype(), "gather", [&] {
    const scalar_t* x = self.data<scalar_t>();
    scalar_t* y = out.data<scalar_t>();
    for_each_indexed(idx, d, self_strides, out_strides, [y, x, size, &out_of_range](int64_t a, int64_t b, int64_t v) {
      if (static_cast<uint64_t>(v) >= static_cast<uint64_t>(size)) {
        out_of_range.store(true, std::memory_order_relaxed);
        return;
      }
      y[b] = x[a];
    });
  });
  if (out_of_range.load()) check_index_range(idx, size, d, "gather");
  return out;
}

Tensor scatter_src(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, const Tensor& into) {
  // A Python number passes for src (yaten has no separate binding for it): it is scatter.value.
  if (src.impl()->is_wrapped_number()) return scatter_value(self, dim, index, src.item(), into);
  return scatter_into(self, dim, index, src, false, Reduce::None, true, into, "scatter");
}

Tensor scatter_value(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, const Tensor& into) {
  return scatter_into(self, dim, index, value_tensor(value, self.dtype()), true, Reduce::None, true, into, "scatter");
}

Tensor scatter_reduce(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce,
                      const Tensor& into) {
  if (src.impl()->is_wrapped_number()) return scatter_value_reduce(self, dim, index, src.item(), reduce, into);
  return scatter_into(self, dim, index, src, false, legacy_reduce(reduce), true, into, "scatter");
}

Tensor scatter_value_reduce(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value,
                            std::string_view reduce, const Tensor& into) {
  return scatter_into(self, dim, index, value_tensor(value, self.dtype()), true, legacy_reduce(reduce), true, into,
                      "scatter");
}

Tensor scatter_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, const Tensor& into) {
  return scatter_into(self, dim, index, src, false, Reduce::Sum, true, into, "scatter_add");
}

Tensor scatter_reduce_two(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src,
                          std::string_view reduce, bool include_self, const Tensor& into) {
  const Reduce r = named_reduce(reduce);
  YATEN_CHECK(!(r == Reduce::Mean && self.dtype() == ScalarType::Bool),
              "scatter_reduce(): reduce 'mean' is not implemented for 'bool'");
  return scatter_into(self, dim, index, src, false, r, include_self, into, "scatter_reduce");
}

}  // namespace yaten::kernels
