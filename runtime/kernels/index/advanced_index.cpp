// Advanced indexing with NumPy's rules: index (self[indices]), index_put
// (self[indices] = values), nonzero and argwhere.
//
// Both index and index_put first turn the indices into an IndexPlan: masks
// become their nonzero positions, the index tensors broadcast together, and
// every position of their common shape becomes one element offset into self.
// The result (or the region written) is then laid out as
//   before dims x index shape x after dims,
// element (b, p, a) sitting at before[b] + offsets[p] + after[a] in self. All
// checks happen while planning, before anything is written.
#include <climits>
#include <cstring>
#include <string>
#include <vector>

#include "generated/runtime/kernels/argwhere.h"
#include "generated/runtime/kernels/clone.h"
#include "generated/runtime/kernels/index.h"
#include "generated/runtime/kernels/index_put.h"
#include "generated/runtime/kernels/nonzero.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/memory_overlap.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

struct IndexPlan {
  char* base;  // self's first element (the offsets below are from it)
  DimVector before_sizes, before_strides, index_shape, after_sizes, after_strides;
  std::vector<int64_t> offsets;  // one per position of index_shape, in elements

  DimVector result_shape() const {
    DimVector out = before_sizes;
    for (int64_t s : index_shape) out.push_back(s);
    for (int64_t s : after_sizes) out.push_back(s);
    return out;
  }
};

int64_t product(const DimVector& sizes) {
  int64_t n = 1;
  for (int64_t s : sizes) n *= s;
  return n;
}

// Calls f(i, offset) for the positions i in [begin, end) of `sizes` (row
// major), offset being sum(coordinate * stride).
template <typename F>
void for_each_offset(const DimVector& sizes, const DimVector& strides, int64_t begin, int64_t end, const F& f) {
  if (begin >= end) return;  // also keeps an empty dim from being a divisor
  const int64_t nd = static_cast<int64_t>(sizes.size());
  DimVector pos(nd, 0);
  int64_t off = 0, rest = begin;
  for (int64_t d = nd - 1; d >= 0; --d) {
    pos[d] = rest % sizes[d];
    rest /= sizes[d];
    off += pos[d] * strides[d];
  }
  for (int64_t i = begin; i < end; ++i) {
    f(i, off);
    for (int64_t d = nd - 1; d >= 0; --d) {
      off += strides[d];
      if (++pos[d] < sizes[d]) break;
      off -= strides[d] * sizes[d];
      pos[d] = 0;
    }
  }
}

std::vector<int64_t> offsets_of(const DimVector& sizes, const DimVector& strides) {
  std::vector<int64_t> out(product(sizes));
  for_each_offset(sizes, strides, 0, static_cast<int64_t>(out.size()), [&](int64_t i, int64_t off) { out[i] = off; });
  return out;
}

// The stride that walks `sizes`/`strides` as one run (0 for a broadcast
// one), or kNoRun when the dims do not line up as one.
constexpr int64_t kNoRun = INT64_MIN;

int64_t single_run_stride(const DimVector& sizes, const DimVector& strides) {
  int64_t expected = 0, run = kNoRun;
  for (int64_t d = static_cast<int64_t>(sizes.size()) - 1; d >= 0; --d) {
    if (sizes[d] == 1) continue;
    if (run == kNoRun) {
      run = strides[d];
      expected = strides[d] * sizes[d];
    } else if (strides[d] != expected) {
      return kNoRun;
    } else {
      expected *= sizes[d];
    }
  }
  return run == kNoRun ? 1 : run;
}

// Column j of a (n, k) int64 tensor, as a 1-D view.
Tensor column(const Tensor& t, int64_t j) {
  return t.view_as_strided({t.sizes()[0]}, {t.strides()[0]}, t.storage_offset() + j * t.strides()[1]);
}

DimVector broadcast_index_shapes(const std::vector<Tensor>& idx) {
  DimVector shape;
  bool first = true;
  for (const Tensor& t : idx) {
    if (!t.defined()) continue;
    if (first) {
      shape = t.sizes();
      first = false;
      continue;
    }
    const DimVector& b = t.sizes();
    size_t nd = std::max(shape.size(), b.size());
    DimVector out(nd, 1);
    bool ok = true;
    for (size_t i = 0; i < nd; ++i) {
      int64_t x = i < nd - shape.size() ? 1 : shape[i - (nd - shape.size())];
      int64_t y = i < nd - b.size() ? 1 : b[i - (nd - b.size())];
      ok = ok && (x == y || x == 1 || y == 1);
      out[i] = x == 1 ? y : x;
    }
    if (!ok) {
      std::string shapes;
      for (const Tensor& u : idx)
        if (u.defined()) shapes += (shapes.empty() ? "" : ", ") + shape_str(u.sizes());
      throw IndexError("shape mismatch: indexing tensors could not be broadcast together with shapes " + shapes);
    }
    shape = out;
  }
  return shape;
}

// One int64 index (or undefined for a whole dim) per leading dim of `sizes`;
// bool/uint8 masks become their nonzero positions, a 0-d mask a new dim of size 1.
std::vector<Tensor> expand_masks(const std::vector<Tensor>& indices, DimVector& sizes, DimVector& strides) {
  std::vector<Tensor> out;
  int64_t dim = 0;
  const int64_t self_dims = static_cast<int64_t>(sizes.size());
  for (const Tensor& t : indices) {
    if (!t.defined()) {
      out.push_back(Tensor());
      ++dim;
      continue;
    }
    const ScalarType dt = t.dtype();
    if (dt == ScalarType::Bool || dt == ScalarType::UInt8) {
      Tensor mask = t;
      if (t.dim() == 0) {
        YATEN_CHECK_INDEX(dim <= static_cast<int64_t>(sizes.size()), "too many indices for tensor of dimension ",
                          self_dims, " (got ", dim + 1, ")");
        sizes.insert(dim, 1);
        strides.insert(dim, 0);
        mask = t.view_as_strided({1}, {0}, t.storage_offset());
      }
      YATEN_CHECK_INDEX(dim + mask.dim() <= static_cast<int64_t>(sizes.size()), "too many indices for tensor of dimension ",
                        self_dims, " (got ", dim + mask.dim(), ")");
      for (int64_t j = 0; j < mask.dim(); ++j)
        YATEN_CHECK_INDEX(mask.sizes()[j] == sizes[dim + j], "The shape of the mask ", shape_str(mask.sizes()),
                          " at index ", j, " does not match the shape of the indexed tensor ", shape_str(sizes),
                          " at index ", dim + j);
      Tensor nz = nonzero(mask);
      for (int64_t j = 0; j < mask.dim(); ++j) out.push_back(column(nz, j));
      dim += mask.dim();
    } else {
      YATEN_CHECK_INDEX(dt == ScalarType::Int64, "tensors used as indices must be long, byte or bool tensors");
      out.push_back(t);
      ++dim;
    }
  }
  YATEN_CHECK_INDEX(dim <= static_cast<int64_t>(sizes.size()), "too many indices for tensor of dimension ", self_dims,
                    " (got ", dim, ")");
  out.resize(sizes.size());
  return out;
}

// offsets[p] += wrapped(index[p]) * stride over the positions of `shape`.
void add_index_offsets(std::vector<int64_t>& offsets, const Tensor& index, const DimVector& shape, int64_t size,
                       int64_t stride, int64_t k) {
  const DimVector istrides = broadcast_strides(index, shape);
  const int64_t* data = index.data<int64_t>();
  int64_t* out = offsets.data();
  // By value: captured by reference, size and stride (int64_t like the
  // offsets) were reloaded after every store.
  auto add = [data, out, size, stride, k](int64_t p, int64_t off) {
    int64_t v = data[off];
    YATEN_CHECK_INDEX(v >= -size && v < size, "index ", v, " is out of bounds for dimension ", k, " with size ", size);
    out[p] += (v < 0 ? v + size : v) * stride;
  };
  const bool dense = shape.size() == 1 && istrides[0] == 1;
  parallel_for(0, static_cast<int64_t>(offsets.size()), kGrainSize, [&](int64_t lo, int64_t hi) {
    if (dense) {
      for (int64_t p = lo; p < hi; ++p) add(p, p);
    } else {
      for_each_offset(shape, istrides, lo, hi, add);
    }
  });
}

IndexPlan plan_index(const Tensor& self, const std::vector<Tensor>& indices, const char* op_name) {
  YATEN_CHECK_INDEX(!indices.empty(), op_name, "(): at least one index is required");
  DimVector sizes = self.sizes(), strides = self.strides();
  std::vector<Tensor> idx = expand_masks(indices, sizes, strides);
  const int64_t nd = static_cast<int64_t>(sizes.size());
  std::vector<int64_t> adv;
  for (int64_t d = 0; d < nd; ++d)
    if (idx[d].defined()) adv.push_back(d);
  IndexPlan plan;
  plan.index_shape = broadcast_index_shapes(idx);
  // Advanced indices apart (x[idx, :, idx]) put the index dims first, as NumPy does.
  const bool adjacent = adv.empty() || adv.back() - adv.front() + 1 == static_cast<int64_t>(adv.size());
  const int64_t first = adv.empty() ? nd : adv.front();
  std::vector<int64_t> rest_before, rest_after;
  for (int64_t d = 0; d < nd; ++d) {
    if (idx[d].defined()) continue;
    (adjacent && d < first ? rest_before : rest_after).push_back(d);
  }
  for (int64_t d : rest_before) {
    plan.before_sizes.push_back(sizes[d]);
    plan.before_strides.push_back(strides[d]);
  }
  for (int64_t d : rest_after) {
    plan.after_sizes.push_back(sizes[d]);
    plan.after_strides.push_back(strides[d]);
  }
  plan.base = static_cast<char*>(self.raw_data());
  plan.offsets.assign(product(plan.index_shape), 0);
  // As in torch, indices are read (and bounds-checked) only when some element is.
  if (product(plan.before_sizes) * product(plan.after_sizes) == 0) return plan;
  for (size_t k = 0; k < adv.size(); ++k) {
    const int64_t d = adv[k];
    add_index_offsets(plan.offsets, contiguous(idx[d]), plan.index_shape, sizes[d], strides[d], static_cast<int64_t>(k));
  }
  return plan;
}

template <typename T>
void gather(const IndexPlan& plan, const Tensor& out) {
  const std::vector<int64_t> before = offsets_of(plan.before_sizes, plan.before_strides);
  const std::vector<int64_t> after = offsets_of(plan.after_sizes, plan.after_strides);
  const int64_t P = static_cast<int64_t>(plan.offsets.size()), A = static_cast<int64_t>(after.size());
  const int64_t run = single_run_stride(plan.after_sizes, plan.after_strides);
  const T* src = reinterpret_cast<const T*>(plan.base);
  T* dst = out.data<T>();
  const int64_t* offs = plan.offsets.data();
  const int64_t rows = static_cast<int64_t>(before.size()) * P;
  if (rows == P && A == 1) {  // x[idx], x[mask], x[i, j]: one element per index position
    const int64_t b0 = before[0];
    parallel_for(0, P, kGrainSize, [&](int64_t lo, int64_t hi) {
      for (int64_t p = lo; p < hi; ++p) dst[p] = src[b0 + offs[p]];
    });
    return;
  }
  parallel_for(0, rows, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(A, 1)), [&](int64_t lo, int64_t hi) {
    for (int64_t r = lo; r < hi; ++r) {
      const T* s = src + before[r / P] + offs[r % P];
      T* d = dst + r * A;
      if (A == 1) {
        *d = *s;
      } else if (run == 1) {
        std::memcpy(d, s, A * sizeof(T));
      } else if (run != kNoRun) {
        for (int64_t a = 0; a < A; ++a) d[a] = s[a * run];
      } else {
        for (int64_t a = 0; a < A; ++a) d[a] = s[after[a]];
      }
    }
  });
}

// Calls f(index of self's element in src, index of the value) for every written element.
template <typename F>
void for_each_write(const IndexPlan& plan, const DimVector& vstrides, bool serial, const F& f) {
  const size_t nb = plan.before_sizes.size(), ni = plan.index_shape.size();
  const int64_t P = static_cast<int64_t>(plan.offsets.size());
  if (nb == 0 && plan.after_sizes.empty()) {  // x[idx] = v, x[mask] = v: one element per index position
    const int64_t* offs = plan.offsets.data();
    const int64_t v_run = single_run_stride(plan.index_shape, vstrides);
    auto body = [&](int64_t lo, int64_t hi) {
      if (v_run != kNoRun) {
        for (int64_t p = lo; p < hi; ++p) f(offs[p], p * v_run);
      } else {
        for_each_offset(plan.index_shape, vstrides, lo, hi, [&](int64_t p, int64_t v) { f(offs[p], v); });
      }
    };
    if (serial) body(0, P);
    else parallel_for(0, P, kGrainSize, body);
    return;
  }
  auto part = [&](size_t from, size_t n) { return DimVector(vstrides.data() + from, n); };
  const std::vector<int64_t> before = offsets_of(plan.before_sizes, plan.before_strides);
  const std::vector<int64_t> after = offsets_of(plan.after_sizes, plan.after_strides);
  const std::vector<int64_t> vbefore = offsets_of(plan.before_sizes, part(0, nb));
  const std::vector<int64_t> vindex = offsets_of(plan.index_shape, part(nb, ni));
  const std::vector<int64_t> vafter = offsets_of(plan.after_sizes, part(nb + ni, plan.after_sizes.size()));
  const int64_t A = static_cast<int64_t>(after.size());
  const int64_t rows = static_cast<int64_t>(before.size()) * P;
  auto body = [&](int64_t lo, int64_t hi) {
    for (int64_t r = lo; r < hi; ++r) {
      const int64_t b = r / P, p = r % P;
      const int64_t d = before[b] + plan.offsets[p], v = vbefore[b] + vindex[p];
      for (int64_t a = 0; a < A; ++a) f(d + after[a], v + vafter[a]);
    }
  };
  if (serial) body(0, rows);
  else parallel_for(0, rows, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(A, 1)), body);
}

void check_no_overlap(const Tensor& written, const Tensor& input, const char* op_name) {
  if (!input.defined() || input.numel() == 0 || written.numel() == 0) return;
  // As torch's assert_no_overlap: views too tangled to tell (TooHard) pass.
  const Overlap o = overlap(written, input);
  YATEN_CHECK(o != Overlap::Full && o != Overlap::Partial, op_name,
              "(): unsupported operation: some elements of the input tensor and the written-to tensor refer to a "
              "single memory location. Please clone() the tensor before performing the operation.");
}

// One bool or uint8 mask, the only index, and one value: torch fills by the
// mask with the value read as a number, whatever its dtype and dims.
bool is_mask_fill(const std::vector<Tensor>& indices, const Tensor& values, bool accumulate) {
  if (accumulate || values.numel() != 1) return false;
  int defined = 0, masks = 0;
  for (const Tensor& index : indices) {
    if (!index.defined()) continue;
    ++defined;
    masks += index.dtype() == ScalarType::Bool || index.dtype() == ScalarType::UInt8;
  }
  return defined == 1 && masks == 1;
}

// x[mask] = v with a bool mask of x's shape and a single value: no positions
// to gather first, each element decides on its own.
bool is_whole_mask_write(const Tensor& self, const std::vector<Tensor>& indices, const Tensor& vals) {
  if (indices.size() != 1 || !indices[0].defined()) return false;
  const Tensor& mask = indices[0];
  return mask.dtype() == ScalarType::Bool && self.dim() > 0 && mask.sizes() == self.sizes() && self.is_contiguous() &&
         mask.is_contiguous() && vals.numel() == 1 && vals.dim() <= 1;
}

void masked_write(const Tensor& self, const Tensor& mask, const Scalar& value, bool accumulate) {
  const bool* m = mask.data<bool>();
  YATEN_DISPATCH_ALL(self.dtype(), "index_put_", [&] {
    scalar_t* dst = self.data<scalar_t>();
    const scalar_t v = value.to<scalar_t>();
    parallel_for(0, self.numel(), kGrainSize, [&](int64_t lo, int64_t hi) {
      for (int64_t i = lo; i < hi; ++i) {
        if (!m[i]) continue;
        if constexpr (std::is_same_v<scalar_t, bool>) dst[i] = accumulate ? static_cast<scalar_t>(dst[i] || v) : v;
        else dst[i] = accumulate ? static_cast<scalar_t>(dst[i] + v) : v;
      }
    });
  });
}

}  // namespace

Tensor index_Tensor(const Tensor& self, const std::vector<Tensor>& indices) {
  IndexPlan plan = plan_index(self, indices, "index");
  Tensor out = Tensor::empty(plan.result_shape(), self.dtype());
  if (out.numel() == 0) return out;
  switch (itemsize(self.dtype())) {
    case 1: gather<uint8_t>(plan, out); break;
    case 2: gather<uint16_t>(plan, out); break;
    case 4: gather<uint32_t>(plan, out); break;
    default: gather<uint64_t>(plan, out); break;
  }
  return out;
}

Tensor index_put(const Tensor& self, const std::vector<Tensor>& indices, const Tensor& values, bool accumulate,
                 const Tensor& into) {
  const char* op_name = into.defined() ? "index_put_" : "index_put";
  // A Python number passed for values takes self's dtype, and so does one
  // value written by one mask (torch's masked_fill form of index_put_); any
  // other tensor must have self's dtype.
  const bool as_number = values.impl()->is_wrapped_number() || is_mask_fill(indices, values, accumulate);
  const bool same_dtype = as_number || values.dtype() == self.dtype();
  if (same_dtype && into.defined() && is_whole_mask_write(self, indices, values)) {
    check_no_overlap(into, values, op_name);
    check_no_overlap(into, indices[0], op_name);
    masked_write(self, indices[0], values.item(), accumulate);
    return self;
  }
  const Tensor vals = as_number && values.dtype() != self.dtype() ? Tensor::scalar_tensor(values.item(), self.dtype()) : values;
  // Plan on self: a bad index raises before the copy of the functional form is made.
  IndexPlan plan = plan_index(self, indices, op_name);
  const DimVector shape = plan.result_shape();
  const DimVector& vs = vals.sizes();
  bool fits = vs.size() <= shape.size();
  for (size_t i = 0; fits && i < vs.size(); ++i) {
    int64_t want = shape[shape.size() - vs.size() + i];
    fits = vs[i] == want || vs[i] == 1;
  }
  YATEN_CHECK(fits, "shape mismatch: value tensor of shape ", shape_str(vs),
              " cannot be broadcast to indexing result of shape ", shape_str(shape));
  YATEN_CHECK(same_dtype, "Index put requires the source and destination dtypes match, got ", torch_dtype_name(self.dtype()),
              " for the destination and ", torch_dtype_name(values.dtype()), " for the source.");
  Tensor target = self;
  if (into.defined()) {
    check_no_overlap(into, vals, op_name);
    for (const Tensor& t : indices) check_no_overlap(into, t, op_name);
  } else {
    target = clone(self);
    // The clone keeps self's layout when self is dense; otherwise plan again on it.
    if (target.strides() == self.strides())
      plan.base = static_cast<char*>(target.raw_data());
    else
      plan = plan_index(target, indices, op_name);
  }
  if (plan.offsets.empty() || product(shape) == 0) return target;
  const DimVector vstrides = broadcast_strides(vals, shape);
  char* base = plan.base;
  const char* vbase = vals.data<char>();
  YATEN_DISPATCH_ALL(self.dtype(), op_name, [&] {
    auto* dst = reinterpret_cast<scalar_t*>(base);
    auto* src = reinterpret_cast<const scalar_t*>(vbase);
    if (accumulate) {
      // Serial, so repeated indices add up without a race.
      for_each_write(plan, vstrides, true, [&](int64_t d, int64_t v) {
        if constexpr (std::is_same_v<scalar_t, bool>) dst[d] = dst[d] || src[v];
        else dst[d] += src[v];
      });
    } else {
      for_each_write(plan, vstrides, false, [&](int64_t d, int64_t v) { dst[d] = src[v]; });
    }
  });
  return target;
}

Tensor nonzero(const Tensor& self) {
  const Tensor t = contiguous(self);
  const int64_t n = t.numel(), nd = t.dim();
  const int64_t chunks = n > kGrainSize ? std::min<int64_t>(n / kGrainSize, 64) : 1;
  const int64_t per = chunks ? (n + chunks - 1) / chunks : 0;
  std::vector<int64_t> counts(chunks + 1, 0);
  const DimVector& sizes = t.sizes();
  return YATEN_DISPATCH_ALL(t.dtype(), "nonzero", [&] {
    const scalar_t* data = t.data<scalar_t>();
    parallel_for(0, chunks, 1, [&](int64_t lo, int64_t hi) {
      for (int64_t c = lo; c < hi; ++c) {
        int64_t count = 0;
        for (int64_t i = c * per, end = std::min(n, i + per); i < end; ++i) count += data[i] != scalar_t(0);
        counts[c + 1] = count;
      }
    });
    for (int64_t c = 0; c < chunks; ++c) counts[c + 1] += counts[c];
    Tensor out = Tensor::empty({counts[chunks], nd}, ScalarType::Int64);
    int64_t* o = out.data<int64_t>();
    parallel_for(0, chunks, 1, [&](int64_t lo, int64_t hi) {
      for (int64_t c = lo; c < hi; ++c) {
        int64_t* w = o + counts[c] * nd;
        const int64_t begin = c * per, end = std::min(n, begin + per);
        if (begin >= end) continue;
        DimVector pos(nd, 0);
        for (int64_t d = nd - 1, rest = begin; d >= 0; --d) {
          pos[d] = rest % sizes[d];
          rest /= sizes[d];
        }
        if (nd == 1) {  // the common 1-D mask: the coordinate is the position
          for (int64_t i = begin; i < end; ++i)
            if (data[i] != scalar_t(0)) *w++ = i;
          continue;
        }
        for (int64_t i = begin; i < end; ++i) {
          if (data[i] != scalar_t(0)) {
            for (int64_t d = 0; d < nd; ++d) *w++ = pos[d];
          }
          for (int64_t d = nd - 1; d >= 0; --d) {
            if (++pos[d] < sizes[d]) break;
            pos[d] = 0;
          }
        }
      }
    });
    return out;
  });
}

Tensor argwhere(const Tensor& self) { return nonzero(self); }

}  // namespace yaten::kernels
