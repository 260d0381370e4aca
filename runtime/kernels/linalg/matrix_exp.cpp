// linalg_matrix_exp: scaling and squaring around a truncated Taylor series
// whose degree the matrix's 1-norm chooses (Bader, Blanes and Casas' bounds,
// the ones torch uses), evaluated by Paterson-Stockmeyer on BLAS products.
// Each matrix of the batch picks its own degree and scaling, the batch
// spread over the thread pool; bfloat16 is computed in float32.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "generated/runtime/kernels/linalg_matrix_exp.h"
#include "runtime/error.h"
#include "runtime/kernels/blas.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/linalg/lapack_batches.h"
#include "runtime/parallel.h"

namespace yaten::kernels {

namespace {

constexpr int kDegrees[] = {1, 2, 4, 8, 12, 18};

// The largest 1-norm for which each degree's series is exact to the type's
// rounding (the backward-error bounds of Bader, Blanes and Casas, 2019).
template <typename T>
struct TaylorBounds;
template <>
struct TaylorBounds<float> {
  static constexpr double theta[] = {1.192092800768788e-07, 5.978858893805233e-04, 5.116619363445086e-02,
                                     5.800524627688768e-01, 1.461661507209034e+00, 3.010066362817634e+00};
};
template <>
struct TaylorBounds<double> {
  static constexpr double theta[] = {2.220446049250313e-16, 2.580956802971767e-08, 3.397168839976962e-04,
                                     4.991228871115323e-02, 2.996158913811580e-01, 1.090863719290036e+00};
};

// The exponential of one n x n row-major matrix at a time, with buffers kept
// across the matrices of a chunk.
template <typename T>
class MatrixExponential {
 public:
  explicit MatrixExponential(int64_t n) : n_(n), size_(n * n), work_(size_), sum_(size_) {}

  void operator()(const T* a, T* out) {
    const double norm = one_norm(a);
    if (!std::isfinite(norm)) {
      std::fill(out, out + size_, std::numeric_limits<T>::quiet_NaN());
      return;
    }
    int degree = kDegrees[5], squarings = 0;
    for (int i = 0; i < 6; ++i) {
      if (norm <= TaylorBounds<T>::theta[i]) {
        degree = kDegrees[i];
        break;
      }
    }
    const double largest = TaylorBounds<T>::theta[5];
    if (norm > largest) squarings = static_cast<int>(std::ceil(std::log2(norm / largest)));
    taylor(a, std::ldexp(1.0, -squarings), degree, out);
    for (int i = 0; i < squarings; ++i) {
      product(out, out, work_.data());
      std::copy(work_.begin(), work_.end(), out);
    }
  }

 private:
  double one_norm(const T* a) const {
    double best = 0;
    for (int64_t j = 0; j < n_; ++j) {
      double column = 0;
      for (int64_t i = 0; i < n_; ++i) column += std::abs(static_cast<double>(a[i * n_ + j]));
      if (!(column <= best)) best = column;  // a NaN column wins, so the caller sees it
    }
    return best;
  }

  void product(const T* x, const T* y, T* into) const {
    blas::gemm(false, false, n_, n_, n_, T(1), x, n_, y, n_, T(0), into, n_);
  }

  // out = sum_{k <= degree} (scale * a)^k / k!, by Paterson-Stockmeyer: the
  // powers B^0 .. B^q, then Horner's rule in B^q over blocks of q terms.
  void taylor(const T* a, double scale, int degree, T* out) {
    const int q = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(degree))));
    powers_.resize(static_cast<size_t>(q + 1) * static_cast<size_t>(size_));
    T* identity = power(0);
    std::fill(identity, identity + size_, T(0));
    for (int64_t i = 0; i < n_; ++i) identity[i * n_ + i] = T(1);
    for (int64_t i = 0; i < size_; ++i) power(1)[i] = static_cast<T>(scale * a[i]);
    for (int k = 2; k <= q; ++k) product(power(k - 1), power(1), power(k));
    std::vector<double> coefficient(static_cast<size_t>(degree) + 1);
    coefficient[0] = 1;
    for (int k = 1; k <= degree; ++k) coefficient[static_cast<size_t>(k)] = coefficient[static_cast<size_t>(k - 1)] / k;
    const int blocks = (degree + q) / q;  // ceil((degree + 1) / q)
    block(blocks - 1, q, degree, coefficient, out);
    for (int j = blocks - 2; j >= 0; --j) {
      product(out, power(q), work_.data());
      block(j, q, degree, coefficient, sum_.data());
      for (int64_t i = 0; i < size_; ++i) out[i] = work_[static_cast<size_t>(i)] + sum_[static_cast<size_t>(i)];
    }
  }

  // into = sum_{i < q, jq + i <= degree} c_{jq + i} B^i.
  void block(int j, int q, int degree, const std::vector<double>& coefficient, T* into) {
    std::fill(into, into + size_, T(0));
    for (int i = 0; i < q && j * q + i <= degree; ++i) {
      const T c = static_cast<T>(coefficient[static_cast<size_t>(j * q + i)]);
      const T* p = power(i);
      for (int64_t e = 0; e < size_; ++e) into[e] += c * p[e];
    }
  }

  T* power(int k) { return powers_.data() + static_cast<size_t>(k) * static_cast<size_t>(size_); }

  int64_t n_, size_;
  std::vector<T> work_, sum_, powers_;
};

template <typename T>
void exponentials(const Tensor& a, Tensor& out) {
  const int64_t n = a.sizes().back(), size = n * n, count = a.numel() / size;
  const T* in = a.data<T>();
  T* result = out.data<T>();
  // About a million multiply-adds per chunk: small matrices in groups, large ones one at a time.
  const int64_t grain = std::max<int64_t>(1, (int64_t{1} << 20) / std::max<int64_t>(size * n * 8, 1));
  parallel_for(0, count, grain, [&](int64_t begin, int64_t end) {
    MatrixExponential<T> exponential(n);
    for (int64_t i = begin; i < end; ++i) exponential(in + i * size, result + i * size);
  });
}

}  // namespace

Tensor linalg_matrix_exp(const Tensor& self) {
  YATEN_CHECK(self.dim() >= 2, "linalg.matrix_exp: The input tensor A must have at least 2 dimensions.");
  const int64_t rows = self.sizes()[self.dim() - 2], cols = self.sizes().back();
  YATEN_CHECK(rows == cols, "linalg.matrix_exp: A must be batches of square matrices, but they are ", rows, " by ",
              cols, " matrices");
  YATEN_CHECK(is_floating(self.dtype()), "matrix_exp: Expected a floating point or complex tensor as input. Got ",
              torch_dtype_name(self.dtype()));
  Tensor out = Tensor::empty(self.sizes(), self.dtype());
  if (out.numel() == 0) return out;  // before the dtypes, as torch (an empty float16 batch passes)
  YATEN_CHECK(self.dtype() != ScalarType::Float16, "\"linalg_matrix_exp\" not implemented for 'Half'");
  if (self.dtype() == ScalarType::BFloat16) return to_dtype(linalg_matrix_exp(to_dtype(self, ScalarType::Float32)),
                                                            ScalarType::BFloat16);
  const Tensor a = contiguous(self);
  linalg::dispatch_lapack(self.dtype(), "linalg.matrix_exp", [&](auto zero) {
    exponentials<decltype(zero)>(a, out);
  });
  return out;
}

}  // namespace yaten::kernels
