// softmax and log_softmax along one dim, shifted by each line's max so exp
// cannot overflow, and their backward kernels. A contiguous input is seen as
// (outer, n, inner) blocks: with inner == 1 (the last dim, the hot case) each
// line is a contiguous row worked in L1 in a few vectorised passes; otherwise
// a strip of `inner` lines is worked side by side so the innermost loop
// stays contiguous whichever dim is normalised.
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>

#include "generated/runtime/kernels/log_softmax.h"
#include "generated/runtime/kernels/log_softmax_backward.h"
#include "generated/runtime/kernels/softmax.h"
#include "generated/runtime/kernels/softmax_backward.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/reduce/softmax_rows.h"
#include "runtime/kernels/unary/math_rows.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"
#include "runtime/simd/row.h"

namespace yaten::kernels {

namespace {

struct Lines {
  int64_t outer, n, inner;
};

// A strip of `inner` lines side by side (the dim is not the last): the
// innermost loops run along the contiguous strip, exp over the whole block
// at once. Forward: y = exp(x - max) / sum, or log_softmax's (x - max) - log(sum).
template <typename T, bool Log>
void softmax_strip(const T* x, T* y, const Lines& l, T* max, T* sum) {
  const int64_t n = l.n, inner = l.inner;
  std::fill(max, max + inner, -std::numeric_limits<T>::infinity());
  std::fill(sum, sum + inner, T(0));
  for (int64_t k = 0; k < n; ++k)
    for (int64_t i = 0; i < inner; ++i) max[i] = x[k * inner + i] > max[i] ? x[k * inner + i] : max[i];
  for (int64_t k = 0; k < n; ++k)
    for (int64_t i = 0; i < inner; ++i) y[k * inner + i] = x[k * inner + i] - max[i];
  exp_row(y, y, n * inner);
  for (int64_t k = 0; k < n; ++k)
    for (int64_t i = 0; i < inner; ++i) sum[i] += y[k * inner + i];
  if constexpr (Log) {
    for (int64_t i = 0; i < inner; ++i) sum[i] = std::log(sum[i]);
    for (int64_t k = 0; k < n; ++k)
      for (int64_t i = 0; i < inner; ++i) y[k * inner + i] = (x[k * inner + i] - max[i]) - sum[i];
  } else {
    for (int64_t i = 0; i < inner; ++i) sum[i] = T(1) / sum[i];
    for (int64_t k = 0; k < n; ++k)
      for (int64_t i = 0; i < inner; ++i) y[k * inner + i] *= sum[i];
  }
}

// Backward from the output y: softmax's y * (g - sum(g * y)), log_softmax's
// g - exp(y) * sum(g).
template <typename T, bool Log>
void softmax_backward_strip(const T* g, const T* y, T* gx, const Lines& l, T* sum) {
  const int64_t n = l.n, inner = l.inner;
  std::fill(sum, sum + inner, T(0));
  for (int64_t k = 0; k < n; ++k)
    for (int64_t i = 0; i < inner; ++i) sum[i] += Log ? g[k * inner + i] : g[k * inner + i] * y[k * inner + i];
  if constexpr (Log) exp_row(y, gx, n * inner);
  for (int64_t k = 0; k < n; ++k)
    for (int64_t i = 0; i < inner; ++i) {
      const int64_t at = k * inner + i;
      if constexpr (Log) gx[at] = g[at] - gx[at] * sum[i];
      else gx[at] = y[at] * (g[at] - sum[i]);
    }
}

// Blocks [lo, hi) of the forward or backward (b is unused forward): the
// per-target rows when the dim is the last, strips with their buffers else.
template <typename T, bool Log, bool Backward>
void run_blocks(const T* a, const T* b, T* out, const Lines& l, int64_t lo, int64_t hi) {
  const int64_t block = l.n * l.inner;
  if (l.inner == 1) {
    if constexpr (Backward) reduction::softmax_backward_rows(a + lo * block, b + lo * block, out + lo * block, hi - lo, l.n, Log);
    else reduction::softmax_rows(a + lo * block, out + lo * block, hi - lo, l.n, Log);
    return;
  }
  std::unique_ptr<T[]> buf = std::make_unique<T[]>(2 * l.inner);
  for (int64_t o = lo; o < hi; ++o) {
    if constexpr (Backward) softmax_backward_strip<T, Log>(a + o * block, b + o * block, out + o * block, l, buf.get());
    else softmax_strip<T, Log>(a + o * block, out + o * block, l, buf.get(), buf.get() + l.inner);
  }
}

template <typename T, bool Log, bool Backward>
void run_lines(const T* a, const T* b, T* out, const Lines& l) {
  const int64_t grain = std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, l.n * l.inner));
  const bool stream = l.outer * l.n * l.inner * static_cast<int64_t>(sizeof(T)) >= simd::kStreamBytes;
  parallel_for(0, l.outer, grain, [&](int64_t lo, int64_t hi) {
    const simd::StreamRowsScope streaming(stream);
    run_blocks<T, Log, Backward>(a, b, out, l, lo, hi);
  });
}

Lines lines_of(const DimVector& sizes, int64_t d, int64_t numel) {
  const int64_t n = sizes.empty() ? 1 : sizes[d];
  int64_t inner = 1;
  for (size_t i = d + 1; i < sizes.size(); ++i) inner *= sizes[i];
  return Lines{numel / (n * inner), n, inner};
}

template <bool Log>
Tensor softmax_impl(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const char* op_name) {
  ScalarType dt = dtype ? *dtype : self.dtype();
  YATEN_CHECK(is_floating(dt) && dt != ScalarType::Float16, op_name, ": \"", op_name,
              "_lastdim_kernel_impl\" not implemented for '", torch_dtype_name(dt), "'");
  int64_t d = wrap_dim(dim, self.dim(), op_name);
  // bfloat16 computes in float32 and rounds once, as torch's kernel does.
  const ScalarType ct = compute_dtype(dt);
  Tensor in = contiguous(to_dtype(self, ct));
  Tensor out = Tensor::empty(self.sizes(), ct);
  if (out.numel() == 0) return to_dtype(out, dt);
  const Lines l = lines_of(self.sizes(), d, out.numel());
  YATEN_DISPATCH_FLOATING(ct, op_name, [&] {
    run_lines<scalar_t, Log, false>(in.data<scalar_t>(), nullptr, out.data<scalar_t>(), l);
  });
  return to_dtype(out, dt);
}

template <bool Log>
Tensor softmax_backward_impl(const Tensor& grad_output, const Tensor& output, int64_t dim, const char* op_name) {
  YATEN_CHECK(grad_output.sizes() == output.sizes(), op_name, ": expected grad_output of size ",
              shape_str(output.sizes()), ", got ", shape_str(grad_output.sizes()));
  YATEN_CHECK(is_floating(output.dtype()), op_name, ": expected a floating point output, got ",
              torch_dtype_name(output.dtype()));
  const int64_t d = wrap_dim(dim, output.dim(), op_name);
  const ScalarType dt = output.dtype(), ct = compute_dtype(dt);
  YATEN_CHECK(dt != ScalarType::Float16, op_name, ": \"", op_name, "_lastdim_kernel_impl\" not implemented for 'Half'");
  Tensor g = contiguous(to_dtype(grad_output, ct));
  Tensor y = contiguous(to_dtype(output, ct));
  Tensor out = Tensor::empty(output.sizes(), ct);
  if (out.numel() == 0) return to_dtype(out, dt);
  const Lines l = lines_of(output.sizes(), d, out.numel());
  YATEN_DISPATCH_FLOATING(ct, op_name, [&] {
    run_lines<scalar_t, Log, true>(g.data<scalar_t>(), y.data<scalar_t>(), out.data<scalar_t>(), l);
  });
  return to_dtype(out, dt);
}

}  // namespace

Tensor softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  return softmax_impl<false>(self, dim, dtype, "softmax");
}

Tensor log_softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  return softmax_impl<true>(self, dim, dtype, "log_softmax");
}

Tensor softmax_backward(const Tensor& grad_output, const Tensor& output, int64_t dim) {
  return softmax_backward_impl<false>(grad_output, output, dim, "softmax_backward");
}

Tensor log_softmax_backward(const Tensor& grad_output, const Tensor& output, int64_t dim) {
  return softmax_backward_impl<true>(grad_output, output, dim, "log_softmax_backward");
}

}  // namespace yaten::kernels
