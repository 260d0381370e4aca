// The AVX512-BF16 product of runtime/kernels/bfloat16_gemm.cpp against a
// float64 product of the same bfloat16 values: shapes around the register
// tile (12 x 32) and the k block (256), odd k, transposed and strided
// operands, alpha and beta. Skipped on a CPU without AVX512-BF16.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "runtime/kernels/bfloat16_gemm.h"
#include "runtime/reduced_float.h"

using namespace yaten;
namespace bfloat16_gemm = yaten::kernels::bfloat16_gemm;

namespace {

struct Operand {
  std::vector<uint16_t> bits;
  int64_t row, col;  // element strides
  float at(int64_t i, int64_t j) const { return bfloat16_bits_to_float(bits[i * row + j * col]); }
};

// rows x cols values stored with the given layout: row-major, transposed
// (column-major) or row-major with every other column skipped.
Operand random_operand(int64_t rows, int64_t cols, int layout, std::mt19937& rng) {
  std::normal_distribution<float> normal;
  Operand o;
  if (layout == 0) o = {{}, cols, 1};
  if (layout == 1) o = {{}, 1, rows};
  if (layout == 2) o = {{}, 2 * cols, 2};
  o.bits.resize(rows * cols * (layout == 2 ? 2 : 1));
  for (auto& b : o.bits) b = float_to_bfloat16_bits(normal(rng));
  return o;
}

void check_product(int64_t m, int64_t n, int64_t k, int layout_a, int layout_b, float alpha, float beta) {
  std::mt19937 rng(static_cast<unsigned>(m * 131 + n * 17 + k));
  const Operand a = random_operand(m, k, layout_a, rng), b = random_operand(k, n, layout_b, rng);
  std::vector<float> c(m * n);
  for (size_t i = 0; i < c.size(); ++i) c[i] = beta == 0.0f ? NAN : 0.25f * static_cast<float>(i % 7);
  const std::vector<float> c0 = c;
  bfloat16_gemm::gemm(m, n, k, alpha, a.bits.data(), a.row, a.col, b.bits.data(), b.row, b.col, beta, c.data(), n);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double sum = 0, magnitude = 0;
      for (int64_t p = 0; p < k; ++p) {
        sum += static_cast<double>(a.at(i, p)) * b.at(p, j);
        magnitude += std::abs(static_cast<double>(a.at(i, p)) * b.at(p, j));
      }
      const double expected = alpha * sum + (beta == 0.0f ? 0.0 : beta * c0[i * n + j]);
      INFO("m=" << m << " n=" << n << " k=" << k << " layouts " << layout_a << layout_b << " at " << i << "," << j);
      REQUIRE(std::abs(c[i * n + j] - expected) <= 1e-5 * (std::abs(alpha) * magnitude + 1.0));
    }
}

}  // namespace

TEST_CASE("bfloat16_gemm: matches a float64 product of the same values", "[runtime][kernels][bfloat16_gemm]") {
  if (!bfloat16_gemm::available()) {
    WARN("no AVX512-BF16 on this CPU: nothing to test");
    return;
  }
  SECTION("shapes around the tile and the k block") {
    for (int64_t m : {1, 11, 12, 13, 40})
      for (int64_t n : {1, 31, 32, 33, 70})
        for (int64_t k : {1, 2, 3, 255, 256, 257, 600}) check_product(m, n, k, 0, 0, 1.0f, 0.0f);
  }
  SECTION("transposed and strided operands") {
    for (int layout_a : {0, 1, 2})
      for (int layout_b : {0, 1, 2}) check_product(25, 45, 301, layout_a, layout_b, 1.0f, 0.0f);
  }
  SECTION("alpha scales the product, beta the old values, and beta = 0 ignores NaN in them") {
    check_product(14, 35, 300, 0, 1, 2.0f, 0.5f);
    check_product(14, 35, 7, 1, 0, -1.5f, 0.0f);
  }
}
