// Indexing by mask and by flat position, and filling or copying whole slices
// along a dim: masked_select, masked_scatter, take, put, index_fill,
// index_copy. Every index is checked (and the shapes) before anything is
// written, so a refused call leaves self as it was.
#include <string>
#include <vector>

#include "generated/runtime/kernels/index_copy.h"
#include "generated/runtime/kernels/index_fill.h"
#include "generated/runtime/kernels/masked_scatter.h"
#include "generated/runtime/kernels/masked_select.h"
#include "generated/runtime/kernels/put.h"
#include "generated/runtime/kernels/take.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/index_common.h"
#include "runtime/memory_overlap.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// t broadcast to shape, as a contiguous tensor (t itself when it already is one).
Tensor contiguous_as(const Tensor& t, const DimVector& shape) {
  if (t.sizes() == shape) return contiguous(t);
  return contiguous_copy(t.view_as_strided(shape, broadcast_strides(t, shape), t.storage_offset()));
}

void check_mask(const Tensor& mask, const char* op_name) {
  YATEN_CHECK(mask.dtype() == ScalarType::Bool || mask.dtype() == ScalarType::UInt8, op_name,
              ": expected BoolTensor or ByteTensor for mask, got ", dtype_name(mask.dtype()));
}

// Positions of the true entries of a contiguous mask, counted per chunk so
// that both cores can write their share of a masked result at once.
struct MaskChunks {
  int64_t chunk = 0;
  std::vector<int64_t> starts;  // starts[c]: true entries before chunk c; back(): all of them
};

MaskChunks count_mask(const uint8_t* m, int64_t n) {
  MaskChunks mc;
  mc.chunk = std::max<int64_t>(kGrainSize, (n + 63) / 64);
  const int64_t chunks = (n + mc.chunk - 1) / mc.chunk;
  mc.starts.assign(static_cast<size_t>(chunks) + 1, 0);
  parallel_for(0, chunks, 1, [&](int64_t lo, int64_t hi) {
    for (int64_t c = lo; c < hi; ++c) {
      int64_t count = 0;
      for (int64_t e = c * mc.chunk, end = std::min(n, e + mc.chunk); e < end; ++e) count += m[e] != 0;
      mc.starts[static_cast<size_t>(c) + 1] = count;
    }
  });
  for (size_t c = 1; c < mc.starts.size(); ++c) mc.starts[c] += mc.starts[c - 1];
  return mc;
}

// Calls f(element, rank) for every true entry of the mask, rank counting from 0 in order.
template <typename F>
void for_each_true(const uint8_t* m, int64_t n, const MaskChunks& mc, const F& f) {
  const int64_t chunks = static_cast<int64_t>(mc.starts.size()) - 1;
  parallel_for(0, chunks, 1, [&](int64_t lo, int64_t hi) {
    for (int64_t c = lo; c < hi; ++c) {
      int64_t rank = mc.starts[static_cast<size_t>(c)];
      for (int64_t e = c * mc.chunk, end = std::min(n, e + mc.chunk); e < end; ++e)
        if (m[e]) f(e, rank++);
    }
  });
}

// idx (contiguous int64 values in [-size, size)) with the negative ones
// wrapped: idx itself when it has none, else a copy.
Tensor wrapped(const Tensor& idx, int64_t size) {
  const int64_t* ip = idx.data<int64_t>();
  const int64_t n = idx.numel();
  if (all_in_range(ip, n, 0, size)) return idx;
  Tensor out = contiguous_copy(idx);
  int64_t* op = out.data<int64_t>();
  for (int64_t i = 0; i < n; ++i)
    if (op[i] < 0) op[i] += size;
  return out;
}

// A flat index (take, put) as contiguous int64 values wrapped into [0, numel).
Tensor flat_index(const Tensor& index, int64_t numel, const char* op_name) {
  YATEN_CHECK(index.dtype() == ScalarType::Int64, op_name, "(): Expected a long tensor for index, but got ",
              dtype_name(index.dtype()));
  Tensor idx = contiguous(index);
  const int64_t* ip = idx.data<int64_t>();
  const int64_t n = idx.numel();
  if (!all_in_range(ip, n, -numel, numel))
    YATEN_CHECK_INDEX(false, op_name, "(): out of range: tried to access index ", first_out_of_range(ip, n, -numel, numel),
                      " on a tensor of ", numel, " elements.");
  return wrapped(idx, numel);
}

// A dim index (index_fill, index_copy): a vector or scalar of int64 values in
// [low, size), negative ones (when low < 0) wrapped.
Tensor dim_index(const Tensor& index, int64_t size, int64_t low, int64_t dim, const char* op_name) {
  Tensor idx = contiguous(index);
  const int64_t* ip = idx.data<int64_t>();
  const int64_t n = idx.numel();
  if (!all_in_range(ip, n, low, size))
    YATEN_CHECK_INDEX(false, op_name, "(): index ", first_out_of_range(ip, n, low, size),
                      " is out of bounds for dimension ", dim, " with size ", size);
  return wrapped(idx, size);
}

}  // namespace

Tensor masked_select(const Tensor& self, const Tensor& mask) {
  check_mask(mask, "masked_select");
  const DimVector shape = broadcast_shapes(self.sizes(), mask.sizes(), "masked_select");
  Tensor x = contiguous_as(self, shape), m = contiguous_as(mask, shape);
  const int64_t n = x.numel();
  const uint8_t* mp = m.data<uint8_t>();
  MaskChunks mc = count_mask(mp, n);
  Tensor out = Tensor::empty({mc.starts.back()}, self.dtype());
  YATEN_DISPATCH_ALL(self.dtype(), "masked_select", [&] {
    const scalar_t* xp = x.data<scalar_t>();
    scalar_t* yp = out.data<scalar_t>();
    for_each_true(mp, n, mc, [&](int64_t e, int64_t rank) { yp[rank] = xp[e]; });
  });
  return out;
}

Tensor masked_scatter(const Tensor& self, const Tensor& mask, const Tensor& source, const Tensor& into) {
  check_mask(mask, "masked_scatter");
  YATEN_CHECK(source.dtype() == self.dtype(), "masked_scatter: expected self and source to have same dtypes but got ",
              dtype_name(self.dtype()), " and ", dtype_name(source.dtype()));
  const bool in_place = into.defined() && into.is_same(self);
  const DimVector shape = broadcast_shapes(self.sizes(), mask.sizes(), "masked_scatter");
  YATEN_CHECK(!in_place || shape == self.sizes(), "masked_scatter_: mask of shape ", shape_str(mask.sizes()),
              " cannot be broadcast to the shape of self ", shape_str(self.sizes()));
  Tensor m = contiguous_as(mask, shape);
  const int64_t n = m.numel();
  const uint8_t* mp = m.data<uint8_t>();
  MaskChunks mc = count_mask(mp, n);
  YATEN_CHECK(mc.starts.back() <= source.numel(), "masked_scatter: Number of elements of source (", source.numel(),
              ") < number of ones in mask (", mc.starts.back(), ")");
  // torch lets source share memory with self; it is read as it was before the call.
  Tensor src = in_place && overlap(self, source) != Overlap::No ? contiguous_copy(source) : contiguous(source);
  // The function's result has the broadcast shape of self and mask, as torch's.
  Tensor out = in_place ? index_write_target(self, into, {&mask}, "masked_scatter_")
                        : contiguous_copy(self.view_as_strided(shape, broadcast_strides(self, shape), self.storage_offset()));
  YATEN_DISPATCH_ALL(self.dtype(), "masked_scatter", [&] {
    const scalar_t* sp = src.data<scalar_t>();
    scalar_t* yp = out.data<scalar_t>();
    for_each_true(mp, n, mc, [&](int64_t e, int64_t rank) { yp[e] = sp[rank]; });
  });
  return out;
}

Tensor take(const Tensor& self, const Tensor& index) {
  YATEN_CHECK_INDEX(self.numel() > 0 || index.numel() == 0, "take(): tried to take from an empty tensor");
  Tensor idx = flat_index(index, self.numel(), "take");
  Tensor x = contiguous(self);
  Tensor out = Tensor::empty(index.sizes(), self.dtype());
  const int64_t* ip = idx.data<int64_t>();
  YATEN_DISPATCH_ALL(self.dtype(), "take", [&] {
    const scalar_t* xp = x.data<scalar_t>();
    scalar_t* yp = out.data<scalar_t>();
    parallel_for(0, idx.numel(), kGrainSize, [&](int64_t lo, int64_t hi) {
      for (int64_t i = lo; i < hi; ++i) yp[i] = xp[ip[i]];
    });
  });
  return out;
}

Tensor put(const Tensor& self, const Tensor& index, const Tensor& source, bool accumulate, const Tensor& into) {
  YATEN_CHECK_INDEX(source.numel() == index.numel(),
                    "put_(): Expected source and index to have the same number of elements, but got source.numel() = ",
                    source.numel(), ", index.numel() = ", index.numel());
  YATEN_CHECK(source.dtype() == self.dtype(), "put_(): self and source expected to have the same dtype, but got self.dtype = ",
              dtype_name(self.dtype()), " and source.dtype = ", dtype_name(source.dtype()));
  YATEN_CHECK_INDEX(self.numel() > 0 || index.numel() == 0, "put_(): Tried to put elements into an empty tensor");
  Tensor idx = flat_index(index, self.numel(), "put_");
  Tensor src = contiguous(source);
  Tensor out = index_write_target(self, into, {&index, &source}, "put_");
  const int64_t* ip = idx.data<int64_t>();
  YATEN_DISPATCH_ALL(self.dtype(), "put_", [&] {
    const scalar_t* sp = src.data<scalar_t>();
    scalar_t* yp = out.data<scalar_t>();
    // In index order: of repeated indices the last write wins, or all add up.
    for (int64_t i = 0, n = idx.numel(); i < n; ++i)
      yp[ip[i]] = accumulate ? static_cast<scalar_t>(yp[ip[i]] + sp[i]) : sp[i];
  });
  return out;
}

Tensor index_fill(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& value, const Tensor& into) {
  const int64_t d = wrap_dim(dim, self.dim(), "index_fill_");
  YATEN_CHECK_INDEX(index.dtype() == ScalarType::Int64, "index_fill_(): Expected dtype int64 for index, got ",
                    dtype_name(index.dtype()));
  YATEN_CHECK(index.dim() <= 1, "index_fill_(): Index has to be a vector/scalar, got shape ", shape_str(index.sizes()));
  YATEN_CHECK(value.dim() == 0, "index_fill_ only supports a 0-dimensional value tensor, but got tensor with ",
              value.dim(), " dimension(s).");
  const Split s = split_at(self.sizes(), d);
  Tensor idx = dim_index(index, s.size, -s.size, d, "index_fill_");
  const Scalar v = value.item();
  Tensor out = index_write_target(self, into, {&index}, "index_fill_");
  const int64_t* ip = idx.data<int64_t>();
  YATEN_DISPATCH_ALL(self.dtype(), "index_fill_", [&] {
    const scalar_t fill = v.to<scalar_t>();
    scalar_t* yp = out.data<scalar_t>();
    for_each_indexed_slice(s, ip, idx.numel(), [&](int64_t to, int64_t) {
      for (int64_t j = 0; j < s.inner; ++j) yp[to + j] = fill;
    });
  });
  return out;
}

Tensor index_copy(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Tensor& into) {
  const int64_t d = wrap_dim(dim, self.dim(), "index_copy_");
  YATEN_CHECK_INDEX(index.dim() <= 1, "index_copy_(): Index should have dimension 1 or 0 (got ", index.dim(), ")");
  YATEN_CHECK(index.dtype() == ScalarType::Int64, "index_copy_(): Expected a long tensor for index, but got ",
              dtype_name(index.dtype()));
  YATEN_CHECK(source.dtype() == self.dtype(), "index_copy_(): self and source expected to have the same dtype, but got (self) ",
              dtype_name(self.dtype()), " and (source) ", dtype_name(source.dtype()));
  const int64_t n = index.numel();
  const int64_t source_slices = source.dim() == 0 ? 1 : source.sizes()[std::min(d, source.dim() - 1)];
  YATEN_CHECK_INDEX(source.dim() == 0 ? n == 1 : n == source_slices, "index_copy_(): Number of indices (", n,
                    ") should be equal to source.size(dim) (", source_slices, ")");
  DimVector expected = self.sizes();
  if (self.dim() > 0) expected[d] = n;
  const bool shapes_ok = source.sizes() == expected || (self.dim() == 0 && source.numel() == 1);
  YATEN_CHECK_INDEX(shapes_ok, "index_copy_(): Source/destination tensor must have same slice shapes. Destination slice shape: ",
                    shape_str(self.sizes()), " at dimension ", d, " and source slice shape: ", shape_str(source.sizes()),
                    " at dimension ", d, ".");
  const Split s = split_at(self.sizes(), d);
  Tensor idx = dim_index(index, s.size, 0, d, "index_copy_");
  Tensor src = contiguous(source);
  Tensor out = index_write_target(self, into, {&index, &source}, "index_copy_");
  const int64_t* ip = idx.data<int64_t>();
  // Of repeated indices the last one wins (slices are copied in index order).
  YATEN_DISPATCH_ALL(self.dtype(), "index_copy_", [&] {
    const scalar_t* x = src.data<scalar_t>();
    scalar_t* y = out.data<scalar_t>();
    for_each_indexed_slice(s, ip, n, [&](int64_t to, int64_t from) {
      for (int64_t j = 0; j < s.inner; ++j) y[to + j] = x[from + j];
    });
  });
  return out;
}

}  // namespace yaten::kernels
