// Matrix products: mm, bmm, addmm, mv, dot. Float32/float64 go through BLAS
// (blas.h), bfloat16 through the AVX512-BF16 product where the CPU has it
// (bfloat16_gemm.h; otherwise BLAS in float32), reading transposed operands
// in place; integer dtypes use plain loops, as BLAS has none.
#include <algorithm>
#include <climits>
#include <string>
#include <type_traits>

#include "generated/runtime/kernels/addmm.h"
#include "generated/runtime/kernels/bmm.h"
#include "generated/runtime/kernels/dot.h"
#include "generated/runtime/kernels/mm.h"
#include "generated/runtime/kernels/mv.h"
#include "runtime/error.h"
#include "runtime/kernels/bfloat16_gemm.h"
#include "runtime/kernels/blas.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/linalg/lapack.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// A row-major (rows x cols) matrix at `data` with element strides (s0, s1).
template <typename T>
struct Mat {
  const T* data;
  int64_t rows, cols, s0, s1;
};

// How BLAS can read a strided matrix without a copy: as stored
// (trans = false) or as the transpose of a row-major matrix. Size-1 dims
// never step, so their strides do not matter.
struct BlasLayout {
  bool ok = false;
  bool trans = false;
  int64_t ld = 0;
};

BlasLayout blas_layout(int64_t rows, int64_t cols, int64_t s0, int64_t s1) {
  auto fits = [](int64_t v) { return v > 0 && v <= INT_MAX; };
  if ((cols == 1 || s1 == 1) && (rows == 1 || s0 >= cols)) {
    int64_t ld = rows == 1 ? std::max<int64_t>(cols, 1) : s0;
    if (fits(ld)) return {true, false, ld};
  }
  if ((rows == 1 || s0 == 1) && (cols == 1 || s1 >= rows)) {
    int64_t ld = cols == 1 ? std::max<int64_t>(rows, 1) : s1;
    if (fits(ld)) return {true, true, ld};
  }
  return {};
}

// A float operand BLAS cannot read in place (expanded, sliced with a step)
// is copied to contiguous memory first; integer loops read any strides.
Tensor prepare_operand(const Tensor& t) {
  if (!is_floating(t.dtype()) || t.numel() == 0) return t;
  int64_t n = t.dim();
  BlasLayout l = blas_layout(t.sizes()[n - 2], t.sizes()[n - 1], t.strides()[n - 2], t.strides()[n - 1]);
  return l.ok ? t : contiguous(t);
}

// c (m x n, contiguous) = alpha * a @ b + beta * c; beta == 0 ignores c.
template <typename T>
void gemm_into(T* c, Mat<T> a, Mat<T> b, T alpha, T beta) {
  const int64_t m = a.rows, k = a.cols, n = b.cols;
  if (m == 0 || n == 0) return;
  if constexpr (is_floating_type_v<T>) {
    BlasLayout la = blas_layout(a.rows, a.cols, a.s0, a.s1);
    BlasLayout lb = blas_layout(b.rows, b.cols, b.s0, b.s1);
    bool dims_fit = m <= INT_MAX && n <= INT_MAX && k <= INT_MAX;
    if (k > 0 && la.ok && lb.ok && dims_fit) {
      blas::gemm(la.trans, lb.trans, m, n, k, alpha, a.data, la.ld, b.data, lb.ld, beta, c, n);
      return;
    }
  }
  parallel_for(0, m, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, n * k)), [&](int64_t lo, int64_t hi) {
    for (int64_t i = lo; i < hi; ++i) {
      T* row = c + i * n;
      for (int64_t j = 0; j < n; ++j) row[j] = beta == T(0) ? T(0) : static_cast<T>(beta * row[j]);
      for (int64_t p = 0; p < k; ++p) {
        const T aip = static_cast<T>(alpha * a.data[i * a.s0 + p * a.s1]);
        const T* brow = b.data + p * b.s0;
        for (int64_t j = 0; j < n; ++j) row[j] = static_cast<T>(row[j] + aip * brow[j * b.s1]);
      }
    }
  });
}

// Below this many multiply-adds per matrix, a batch of products runs as
// plain loops split over the batch: one BLAS call per matrix costs more than
// the product itself (bmm of 10000 (1x64)@(64x1), the benchmark recipe's
// batched dot, took 14x torch's time through BLAS).
constexpr int64_t kSmallProduct = 512;

// The multiply-adds (a few hundred microseconds of gemm) below which a
// share of a batch of BLAS products stays on one thread.
constexpr int64_t kBlasWorkPerShare = int64_t{1} << 24;

// c (m x n, contiguous) = a @ b for a small product: each element one sum
// over k, accumulated in order as torch's small-matrix loop does.
template <typename T>
void small_product_into(T* c, Mat<T> a, Mat<T> b) {
  for (int64_t i = 0; i < a.rows; ++i)
    for (int64_t j = 0; j < b.cols; ++j) {
      const T* x = a.data + i * a.s0;
      const T* y = b.data + j * b.s1;
      T acc = T(0);
      for (int64_t p = 0; p < a.cols; ++p) acc = static_cast<T>(acc + x[p * a.s1] * y[p * b.s0]);
      c[i * b.cols + j] = acc;
    }
}

template <typename T>
Mat<T> mat_of(const Tensor& t, int64_t batch = 0) {
  int64_t n = t.dim();
  const T* base = t.data<T>() + (n == 3 ? batch * t.strides()[0] : 0);
  return {base, t.sizes()[n - 2], t.sizes()[n - 1], t.strides()[n - 2], t.strides()[n - 1]};
}

std::string mat_str(const Tensor& t) {
  std::string s;
  for (int64_t i = 0; i < t.dim(); ++i) s += (i ? "x" : "") + std::to_string(t.sizes()[i]);
  return s;
}

void check_same_dtype(const Tensor& a, const Tensor& b, const char* op_name, const char* a_name, const char* b_name) {
  YATEN_CHECK(a.dtype() == b.dtype(), op_name, ": expected ", a_name, " and ", b_name,
              " to have the same dtype, but got: ", dtype_name(a.dtype()), " != ", dtype_name(b.dtype()));
}

void check_matrices(const Tensor& a, const Tensor& b, const char* op_name, const char* a_name, const char* b_name) {
  YATEN_CHECK(a.dim() == 2, op_name, ": ", a_name, " must be a matrix, got a ", a.dim(), "-D tensor of shape ",
              shape_str(a.sizes()));
  YATEN_CHECK(b.dim() == 2, op_name, ": ", b_name, " must be a matrix, got a ", b.dim(), "-D tensor of shape ",
              shape_str(b.sizes()));
  YATEN_CHECK(a.sizes()[1] == b.sizes()[0], op_name, ": mat1 and mat2 shapes cannot be multiplied (", mat_str(a),
              " and ", mat_str(b), ")");
}

// out (m) = a (m x k) @ x (k x 1).
template <typename T>
void gemv_into(T* out, Mat<T> a, Mat<T> x) {
  const int64_t m = a.rows, k = a.cols;
  if constexpr (is_floating_type_v<T>) {
    BlasLayout la = blas_layout(a.rows, a.cols, a.s0, a.s1);
    if (m > 0 && k > 0 && la.ok && x.s0 > 0 && x.s0 <= INT_MAX && m <= INT_MAX && k <= INT_MAX) {
      // gemv takes the stored matrix's own shape.
      int64_t rows = la.trans ? k : m, cols = la.trans ? m : k;
      blas::gemv(la.trans, rows, cols, T(1), a.data, la.ld, x.data, x.s0, T(0), out, 1);
      return;
    }
  }
  gemm_into<T>(out, a, x, T(1), T(0));
}

// Float dots accumulate in double; integer dots wrap like PyTorch's.
template <typename T>
T dot_of(int64_t n, const T* x, int64_t sx, const T* y, int64_t sy) {
  if constexpr (is_floating_type_v<T>) {
    auto blas_inc = [](int64_t s) { return s > 0 && s <= INT_MAX; };
    if (n > 0 && n <= INT_MAX && blas_inc(sx) && blas_inc(sy)) return static_cast<T>(blas::dot(n, x, sx, y, sy));
    double acc = 0;
    for (int64_t i = 0; i < n; ++i) acc += static_cast<double>(x[i * sx]) * static_cast<double>(y[i * sy]);
    return static_cast<T>(acc);
  } else {
    T acc = 0;
    for (int64_t i = 0; i < n; ++i) acc = static_cast<T>(acc + x[i * sx] * y[i * sy]);
    return acc;
  }
}

// A refused dtype (float16, bool) is named by the kernel PyTorch names:
// mm and addmm by "addmm_impl_cpu_", mv by "addmv_impl_cpu".
// bfloat16 products accumulate in float32 and round once, as PyTorch's CPU
// gemm (oneDNN's) does.
bool computes_in_float32(const Tensor& t) { return t.dtype() == ScalarType::BFloat16; }
bool has_bfloat16_gemm(const Tensor& t) { return t.dtype() == ScalarType::BFloat16 && bfloat16_gemm::available(); }
Tensor as_float32(const Tensor& t) { return to_dtype(t, ScalarType::Float32); }
Tensor as_bfloat16(const Tensor& t) { return to_dtype(t, ScalarType::BFloat16); }

// c (contiguous float32 m x n) = alpha * a @ b + beta * c for bfloat16
// matrices, read in place whatever their strides.
void bfloat16_gemm_into(float* c, Mat<BFloat16> a, Mat<BFloat16> b, float alpha, float beta) {
  const int64_t m = a.rows, k = a.cols, n = b.cols;
  if (m == 0 || n == 0) return;
  if (k == 0) {
    for (int64_t i = 0; i < m * n; ++i) c[i] = beta == 0.0f ? 0.0f : beta * c[i];
    return;
  }
  auto bits = [](const BFloat16* p) { return reinterpret_cast<const uint16_t*>(p); };
  bfloat16_gemm::gemm(m, n, k, alpha, bits(a.data), a.s0, a.s1, bits(b.data), b.s0, b.s1, beta, c, n);
}

}  // namespace

Tensor mm(const Tensor& self, const Tensor& mat2) {
  check_matrices(self, mat2, "mm", "self", "mat2");
  check_same_dtype(self, mat2, "mm", "self", "mat2");
  if (has_bfloat16_gemm(self)) {
    Tensor out = Tensor::empty({self.sizes()[0], mat2.sizes()[1]}, ScalarType::Float32);
    bfloat16_gemm_into(out.data<float>(), mat_of<BFloat16>(self), mat_of<BFloat16>(mat2), 1.0f, 0.0f);
    return as_bfloat16(out);
  }
  if (computes_in_float32(self)) return as_bfloat16(mm(as_float32(self), as_float32(mat2)));
  Tensor a = prepare_operand(self), b = prepare_operand(mat2);
  Tensor out = Tensor::empty({self.sizes()[0], mat2.sizes()[1]}, self.dtype());
  YATEN_DISPATCH_NUMERIC(self.dtype(), "addmm_impl_cpu_", [&] {
    gemm_into<scalar_t>(out.data<scalar_t>(), mat_of<scalar_t>(a), mat_of<scalar_t>(b), scalar_t(1), scalar_t(0));
  });
  return out;
}

Tensor bmm(const Tensor& self, const Tensor& mat2) {
  YATEN_CHECK(self.dim() == 3, "bmm: batch1 must be a 3D tensor, got shape ", shape_str(self.sizes()));
  YATEN_CHECK(mat2.dim() == 3, "bmm: batch2 must be a 3D tensor, got shape ", shape_str(mat2.sizes()));
  YATEN_CHECK(self.sizes()[0] == mat2.sizes()[0] && self.sizes()[2] == mat2.sizes()[1],
              "bmm: batch1 and batch2 shapes cannot be multiplied (", mat_str(self), " and ", mat_str(mat2), ")");
  check_same_dtype(self, mat2, "bmm", "self", "mat2");
  const int64_t batches = self.sizes()[0], m = self.sizes()[1], n = mat2.sizes()[2];
  if (has_bfloat16_gemm(self)) {
    Tensor out = Tensor::empty({batches, m, n}, ScalarType::Float32);
    for (int64_t i = 0; i < batches; ++i)
      bfloat16_gemm_into(out.data<float>() + i * m * n, mat_of<BFloat16>(self, i), mat_of<BFloat16>(mat2, i), 1.0f,
                         0.0f);
    return as_bfloat16(out);
  }
  if (computes_in_float32(self)) return as_bfloat16(bmm(as_float32(self), as_float32(mat2)));
  const int64_t k = self.sizes()[2];
  if (m * n * k <= kSmallProduct) {
    Tensor out = Tensor::empty({batches, m, n}, self.dtype());
    YATEN_DISPATCH_NUMERIC(self.dtype(), "bmm", [&] {
      const int64_t grain = std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, m * n * k));
      parallel_for(0, batches, grain, [&](int64_t lo, int64_t hi) {
        for (int64_t i = lo; i < hi; ++i)
          small_product_into<scalar_t>(out.data<scalar_t>() + i * m * n, mat_of<scalar_t>(self, i),
                                       mat_of<scalar_t>(mat2, i));
      });
    });
    return out;
  }
  Tensor a = prepare_operand(self), b = prepare_operand(mat2);
  Tensor out = Tensor::empty({batches, m, n}, self.dtype());
  // OpenBLAS runs a product of up to 4 * 65536 multiply-adds on one thread
  // (attention's 64 x 32 by 32 x 64 per head is half that): such batches
  // spread over the pool, a few products per task. Larger products in a
  // batch also run one per thread, OpenBLAS's threads off, the batch split
  // in shares of kBlasWorkPerShare: one wake-up of the pool per call instead
  // of one of OpenBLAS's threads per product. A single product threads inside BLAS.
  const int64_t products = m * n * std::max<int64_t>(self.sizes()[2], 1);
  const bool split_batch = products > blas::kSingleThreadedGemmVolume && batches > 1;
  const int64_t grain = products <= blas::kSingleThreadedGemmVolume
                            ? std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, products))
                            : std::max<int64_t>(1, kBlasWorkPerShare / products);
  YATEN_DISPATCH_NUMERIC(self.dtype(), "bmm", [&] {
    const auto run = [&](int64_t lo, int64_t hi) {
      for (int64_t i = lo; i < hi; ++i)
        gemm_into<scalar_t>(out.data<scalar_t>() + i * m * n, mat_of<scalar_t>(a, i), mat_of<scalar_t>(b, i),
                            scalar_t(1), scalar_t(0));
    };
    if (!split_batch) return parallel_for(0, batches, grain, run);
    const lapack::BlasThreadsOff threads_off;
    parallel_for(0, batches, grain, run);
  });
  return out;
}

Tensor addmm(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha) {
  check_matrices(mat1, mat2, "addmm", "mat1", "mat2");
  check_same_dtype(mat1, mat2, "addmm", "mat1", "mat2");
  const ScalarType dtype = mat1.dtype();
  Tensor bias = self.impl()->is_wrapped_number() ? to_dtype(self, dtype) : self;
  check_same_dtype(bias, mat1, "addmm", "self", "mat1");
  const DimVector out_sizes{mat1.sizes()[0], mat2.sizes()[1]};
  YATEN_CHECK(bias.dim() <= 2 && broadcast_shapes(bias.sizes(), out_sizes, "addmm") == out_sizes,
              "addmm: self of shape ", shape_str(bias.sizes()), " cannot be broadcast to the result shape ",
              shape_str(out_sizes));
  // beta == 0 ignores self entirely, so nan/inf in it do not leak through.
  const bool use_self = !beta.equals(0);
  if (has_bfloat16_gemm(mat1)) {
    Tensor out = Tensor::empty(out_sizes, ScalarType::Float32);
    if (use_self) copy_into(out, bias);
    bfloat16_gemm_into(out.data<float>(), mat_of<BFloat16>(mat1), mat_of<BFloat16>(mat2), alpha.to<float>(),
                       use_self ? beta.to<float>() : 0.0f);
    return as_bfloat16(out);
  }
  if (computes_in_float32(mat1))
    return as_bfloat16(addmm(as_float32(bias), as_float32(mat1), as_float32(mat2), beta, alpha));
  Tensor out = Tensor::empty(out_sizes, dtype);
  if (use_self) copy_into(out, bias);
  Tensor a = prepare_operand(mat1), b = prepare_operand(mat2);
  YATEN_DISPATCH_NUMERIC(dtype, "addmm_impl_cpu_", [&] {
    gemm_into<scalar_t>(out.data<scalar_t>(), mat_of<scalar_t>(a), mat_of<scalar_t>(b), alpha.to<scalar_t>(),
                        use_self ? beta.to<scalar_t>() : scalar_t(0));
  });
  return out;
}

Tensor mv(const Tensor& self, const Tensor& vec) {
  YATEN_CHECK(self.dim() == 2 && vec.dim() == 1, "mv: vector + matrix @ vector expected, got ", self.dim(), "-D and ",
              vec.dim(), "-D tensors");
  YATEN_CHECK(self.sizes()[1] == vec.sizes()[0], "mv: size mismatch, got mat (", mat_str(self), "), vec (",
              vec.sizes()[0], ")");
  check_same_dtype(self, vec, "mv", "self", "vec");
  if (computes_in_float32(self)) return as_bfloat16(mv(as_float32(self), as_float32(vec)));
  const int64_t m = self.sizes()[0], k = self.sizes()[1];
  Tensor a = prepare_operand(self);
  // The vector as a k x 1 matrix: the gemm path handles every case.
  Tensor v = vec.view_as_strided({k, 1}, {vec.strides()[0], 1}, vec.storage_offset());
  v = prepare_operand(v);
  Tensor out = Tensor::empty({m}, self.dtype());
  YATEN_DISPATCH_NUMERIC(self.dtype(), "addmv_impl_cpu",
                         [&] { gemv_into<scalar_t>(out.data<scalar_t>(), mat_of<scalar_t>(a), mat_of<scalar_t>(v)); });
  return out;
}

Tensor dot(const Tensor& self, const Tensor& tensor) {
  YATEN_CHECK(self.dim() == 1 && tensor.dim() == 1, "dot: 1D tensors expected, but got ", self.dim(), "D and ",
              tensor.dim(), "D tensors");
  YATEN_CHECK(self.numel() == tensor.numel(), "dot: inconsistent tensor size, expected tensor [", self.numel(),
              "] and src [", tensor.numel(), "] to have the same number of elements, but got ", self.numel(), " and ",
              tensor.numel(), " elements respectively");
  YATEN_CHECK(self.dtype() == tensor.dtype(), "dot: expected both vectors to have same dtype, but found ",
              dtype_name(self.dtype()), " and ", dtype_name(tensor.dtype()));
  if (computes_in_float32(self)) return as_bfloat16(dot(as_float32(self), as_float32(tensor)));
  const int64_t n = self.numel();
  Tensor out = Tensor::empty({}, self.dtype());
  YATEN_DISPATCH_NUMERIC(self.dtype(), "dot", [&] {
    *out.data<scalar_t>() = dot_of<scalar_t>(n, self.data<scalar_t>(), self.strides()[0], tensor.data<scalar_t>(),
                                             tensor.strides()[0]);
  });
  return out;
}

}  // namespace yaten::kernels
