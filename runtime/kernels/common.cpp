// Type promotion, casts, copies and fills shared by every kernel.
#include "runtime/kernels/common.h"

#include <algorithm>
#include <cstring>
#include <optional>

#include "runtime/error.h"
#include "runtime/kernels/can_cast.h"
#include "runtime/kernels/convert.h"
#include "runtime/kernels/strided_copy.h"
#include "runtime/memory_overlap.h"

namespace yaten::kernels {

namespace {

int category(ScalarType t) {
  if (t == ScalarType::Bool) return 0;
  return is_floating(t) ? 2 : 1;
}

// PyTorch's ResultTypeState: one promoted dtype per priority group.
struct ResultTypeState {
  std::optional<ScalarType> dim, zero, wrapped;

  void update(const Tensor& t) {
    if (!t.defined()) return;
    ScalarType d = t.dtype();
    std::optional<ScalarType>* slot = &dim;
    if (t.impl()->is_wrapped_number()) {
      slot = &wrapped;
      // A Python float counts as the default float dtype, not float64.
      if (is_floating(d)) d = default_float_dtype();
    } else if (t.dim() == 0) {
      slot = &zero;
    }
    *slot = slot->has_value() ? promote_types(**slot, d) : d;
  }

  static std::optional<ScalarType> combine(std::optional<ScalarType> higher, std::optional<ScalarType> lower) {
    if (!higher) return lower;
    if (!lower) return higher;
    return category(*lower) > category(*higher) ? promote_types(*higher, *lower) : *higher;
  }

  ScalarType result() const {
    auto r = combine(combine(dim, zero), wrapped);
    return r.value_or(default_float_dtype());
  }
};

}  // namespace

ScalarType result_type(std::initializer_list<const Tensor*> operands) {
  ResultTypeState state;
  for (const Tensor* t : operands) state.update(*t);
  return state.result();
}

ScalarType result_type(const std::vector<Tensor>& operands) {
  ResultTypeState state;
  for (const Tensor& t : operands) state.update(t);
  return state.result();
}

void check_can_cast(ScalarType from, ScalarType to, const char* op_name) {
  YATEN_CHECK(can_cast(from, to), op_name, ": result type ", torch_dtype_name(from), " can't be cast to the desired output type ",
              torch_dtype_name(to));
}

DimVector broadcast_strides(const Tensor& t, const DimVector& shape) {
  DimVector out(shape.size(), 0);
  size_t offset = shape.size() - t.sizes().size();
  for (size_t i = 0; i < t.sizes().size(); ++i) {
    if (t.sizes()[i] != 1) out[offset + i] = t.strides()[i];
  }
  return out;
}

void copy_into(const Tensor& dst, const Tensor& src) {
  if (src.sizes() != dst.sizes()) broadcast_shapes(dst.sizes(), src.sizes(), "copy_");
  DimVector check = broadcast_shapes(dst.sizes(), src.sizes(), "copy_");
  YATEN_CHECK(check == dst.sizes(), "copy_: source of shape ", shape_str(src.sizes()),
              " cannot be broadcast to destination of shape ", shape_str(dst.sizes()));
  if (dst.dtype() == src.dtype() && copy_same_dtype(dst, src.data<char>(), broadcast_strides(src, dst.sizes()))) {
    dst.bump_version();
    return;
  }
  if (simd::RowFn row = conversion_row(dst.dtype(), src.dtype())) {
    for_each_run<2>(dst, {dst.strides(), broadcast_strides(src, dst.sizes())}, {dst.data<char>(), src.data<char>()},
                    {static_cast<int64_t>(itemsize(dst.dtype())), static_cast<int64_t>(itemsize(src.dtype()))},
                    [&](std::array<char*, 2> p, int64_t n, std::array<int64_t, 2> st) {
                      row(p.data(), n, st.data(), nullptr);
                    });
    dst.bump_version();
    return;
  }
  YATEN_DISPATCH_ALL(dst.dtype(), "copy_", [&] {
    using out_t = scalar_t;
    YATEN_DISPATCH_ALL(src.dtype(), "copy_", [&] {
      using in_t = scalar_t;
      map_elementwise<out_t, in_t>(dst, {dst.strides(), broadcast_strides(src, dst.sizes())},
                                   {dst.data<char>(), src.data<char>()},
                                   [](in_t v) { return static_cast<out_t>(v); });
    });
  });
  dst.bump_version();
}

DimVector elementwise_result_strides(const DimVector& shape, std::initializer_list<const Tensor*> inputs) {
  const int64_t nd = static_cast<int64_t>(shape.size());
  bool same_shapes = true, all_contiguous = true;
  for (const Tensor* t : inputs) {
    same_shapes = same_shapes && t->sizes() == shape;
    all_contiguous = all_contiguous && t->is_contiguous();
  }
  if (inputs.size() == 0 || nd < 2 || (same_shapes && all_contiguous)) return contiguous_strides(shape);
  const Tensor& first = **inputs.begin();
  if (same_shapes && is_non_overlapping_and_dense(first) &&
      std::all_of(inputs.begin(), inputs.end(), [&](const Tensor* t) { return t->strides() == first.strides(); }))
    return first.strides();
  // Each input's strides at the result's shape; 0 where it is broadcast.
  std::vector<DimVector> strides;
  for (const Tensor* t : inputs) {
    DimVector s(shape.size(), 0);
    const int64_t offset = nd - t->dim();
    for (int64_t d = 0; d < t->dim(); ++d)
      s[offset + d] = t->sizes()[d] == 1 && shape[offset + d] != 1 ? 0 : t->strides()[d];
    strides.push_back(std::move(s));
  }
  // 1 when dim d0 goes outside d1, -1 inside, 0 when no input says.
  auto outer = [&](int64_t d0, int64_t d1) {
    for (const DimVector& s : strides) {
      if (s[d0] == 0 || s[d1] == 0) continue;
      if (s[d0] != s[d1]) return s[d0] < s[d1] ? -1 : 1;
      if (shape[d0] > shape[d1]) return 1;
    }
    return 0;
  };
  std::vector<int64_t> order(shape.size());  // innermost first
  for (int64_t k = 0; k < nd; ++k) order[k] = nd - 1 - k;
  // Insertion sort that leaves pairs no input orders as they are.
  for (int64_t i = 1; i < nd; ++i) {
    int64_t moving = i;
    for (int64_t j = i - 1; j >= 0; --j) {
      const int c = outer(order[j], order[moving]);
      if (c > 0) {
        std::swap(order[j], order[moving]);
        moving = j;
      } else if (c < 0) {
        break;
      }
    }
  }
  DimVector out(shape.size());
  int64_t next = 1;
  for (int64_t d : order) {
    out[d] = next;
    next = wrapping_mul(next, shape[d]);
  }
  return out;
}

Tensor empty_result(const DimVector& shape, ScalarType dtype, std::initializer_list<const Tensor*> inputs) {
  return Tensor::empty_dense(shape, elementwise_result_strides(shape, inputs), dtype);
}

Tensor elementwise_output(const Tensor& into, const DimVector& shape, ScalarType dtype,
                          std::initializer_list<const Tensor*> inputs, const char* op_name) {
  if (!into.defined()) return empty_result(shape, dtype, inputs);
  check_no_internal_overlap(into, op_name);
  bool usable = into.sizes() == shape && into.dtype() == dtype;
  for (const Tensor* input : inputs) {
    check_no_partial_overlap(into, *input, op_name);
    if (input->storage().get() != into.storage().get() || input->numel() == 0) continue;
    usable = usable && input->data<char>() == into.data<char>() && broadcast_strides(*input, shape) == into.strides();
  }
  return usable ? into : empty_result(shape, dtype, inputs);
}

Tensor to_dtype(const Tensor& t, ScalarType dtype) {
  if (t.dtype() == dtype) return t;
  Tensor out = empty_result(t.sizes(), dtype, {&t});
  copy_into(out, t);
  if (t.impl()->is_wrapped_number()) out.impl()->set_wrapped_number(true);
  return out;
}

Tensor widened(const Tensor& t) {
  return t.defined() && is_reduced_floating(t.dtype()) ? to_dtype(t, ScalarType::Float32) : t;
}

Tensor contiguous(const Tensor& t) { return t.is_contiguous() ? t : contiguous_copy(t); }

Tensor contiguous_copy(const Tensor& t) {
  Tensor out = Tensor::empty(t.sizes(), t.dtype());
  copy_into(out, t);
  return out;
}

void fill_tensor(const Tensor& t, const Scalar& value) {
  YATEN_DISPATCH_ALL(t.dtype(), "fill_", [&] {
    const scalar_t v = value.to<scalar_t>();  // refuses a value that does not fit, as torch's
    // Zeros of a contiguous tensor (every optimizer's zero_grad) by memset:
    // the C library's stores are the widest the running CPU has, where the
    // loop below is compiled for the baseline's.
    const scalar_t zero{};
    if (t.is_contiguous() && std::memcmp(&v, &zero, sizeof v) == 0) {
      char* data = t.data<char>();
      parallel_for(0, t.numel() * static_cast<int64_t>(sizeof v), kGrainSize * 16, [&](int64_t lo, int64_t hi) {
        std::memset(data + lo, 0, static_cast<size_t>(hi - lo));
      });
      return;
    }
    map_elementwise<scalar_t>(t, {t.strides()}, {t.data<char>()}, [v]() { return v; });
  });
}

std::vector<bool> reduction_mask(const std::vector<int64_t>& dims, int64_t ndim, const char* op_name) {
  std::vector<bool> mask(static_cast<size_t>(ndim), dims.empty());
  for (int64_t d : dims) {
    int64_t w = wrap_dim(d, ndim, op_name);
    if (ndim == 0) continue;
    YATEN_CHECK(!mask[w] || dims.empty(), op_name, ": dim ", w, " appears multiple times in the list of dims");
    mask[w] = true;
  }
  return mask;
}

}  // namespace yaten::kernels
