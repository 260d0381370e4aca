// The vectorised conversions of runtime/kernels/convert.cpp against the
// scalar ones of runtime/reduced_float.h, bit for bit, on every CPU target
// yaten is compiled for that this machine runs: every float16 and bfloat16
// pattern widened, and float32 patterns narrowed (a dense sweep, every
// float32 subnormal sample, the ties between neighbouring 16-bit values and
// their float neighbours, infinities and NaNs with assorted payloads).
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "runtime/kernels/convert.h"
#include "runtime/reduced_float.h"
#include "tests/cpp/runtime/simd/each_target.h"

using namespace yaten;
using yaten::testing::for_each_target;

namespace {


// out = in converted through the running target's row, in one contiguous run.
template <typename Out, typename In>
std::vector<Out> convert(ScalarType to, ScalarType from, const std::vector<In>& in) {
  std::vector<Out> out(in.size());
  simd::RowFn row = kernels::conversion_row(to, from);
  REQUIRE(row != nullptr);
  char* ptrs[2] = {reinterpret_cast<char*>(out.data()), reinterpret_cast<char*>(const_cast<In*>(in.data()))};
  const int64_t strides[2] = {1, 1};
  row(ptrs, static_cast<int64_t>(in.size()), strides, nullptr);
  return out;
}

std::vector<uint16_t> every_16_bit_pattern() {
  std::vector<uint16_t> out(1 << 16);
  for (uint32_t b = 0; b < out.size(); ++b) out[b] = static_cast<uint16_t>(b);
  return out;
}

// Float32 patterns where narrowing to 16 bits can go wrong.
std::vector<float> narrowing_inputs() {
  std::vector<uint32_t> bits;
  for (uint64_t b = 0; b < (1ull << 32); b += 641) bits.push_back(static_cast<uint32_t>(b));
  for (uint32_t b = 0; b < 0x800000u; b += 37) bits.push_back(b), bits.push_back(b | 0x80000000u);  // subnormals
  // Each 16-bit value (as half and as bfloat16) and the midpoint to the next, one float ULP either side.
  for (uint32_t h = 0; h < 0x7c00u; ++h) {
    for (uint32_t sign : {0u, 0x80000000u}) {
      const uint32_t lo = float_bits(half_bits_to_float(static_cast<uint16_t>(h)));
      const uint32_t hi = float_bits(half_bits_to_float(static_cast<uint16_t>(h + 1)));
      const uint32_t mid = float_bits((float_from_bits(lo) + float_from_bits(hi)) / 2);
      for (uint32_t b : {lo, mid - 1, mid, mid + 1}) bits.push_back(b | sign);
    }
  }
  for (uint32_t h = 0; h < 0x7f80u; ++h) {
    const uint32_t tie = (h << 16) | 0x8000u;
    for (uint32_t b : {h << 16, tie - 1, tie, tie + 1}) bits.push_back(b), bits.push_back(b | 0x80000000u);
  }
  for (uint32_t b : {0x7f800000u, 0x7f800001u, 0x7fbfffffu, 0x7fc00000u, 0x7fc00001u, 0x7fffe000u, 0x7fffffffu,
                     0x477fefffu, 0x477ff000u, 0x477fffffu, 0x7f7fffffu, 0x7f7f8000u, 0x7f7f7fffu, 0x33000000u,
                     0x33000001u, 0x38800000u, 0x387fffffu})
    bits.push_back(b), bits.push_back(b | 0x80000000u);
  while (bits.size() % 64) bits.push_back(0);  // whole vectors on every target; the tail is tested apart
  std::vector<float> out(bits.size());
  for (size_t i = 0; i < bits.size(); ++i) out[i] = float_from_bits(bits[i]);
  return out;
}

template <typename T>
size_t first_mismatch(const std::vector<T>& a, const std::vector<T>& b) {
  for (size_t i = 0; i < a.size(); ++i)
    if (std::memcmp(&a[i], &b[i], sizeof(T)) != 0) return i;
  return a.size();
}

}  // namespace

TEST_CASE("convert: every float16 and bfloat16 pattern widens as the scalar conversion", "[runtime][convert]") {
  const std::vector<uint16_t> patterns = every_16_bit_pattern();
  std::vector<Half> halves(patterns.size());
  std::vector<BFloat16> bfloats(patterns.size());
  std::vector<float> half_expected(patterns.size()), bfloat_expected(patterns.size());
  for (size_t i = 0; i < patterns.size(); ++i) {
    halves[i] = Half::from_bits(patterns[i]), bfloats[i] = BFloat16::from_bits(patterns[i]);
    half_expected[i] = half_bits_to_float(patterns[i]), bfloat_expected[i] = bfloat16_bits_to_float(patterns[i]);
  }
  for_each_target([&](const std::string& target) {
    INFO(target);
    const auto from_half = convert<float>(ScalarType::Float32, ScalarType::Float16, halves);
    const size_t h = first_mismatch(from_half, half_expected);
    INFO("half bits 0x" << std::hex << (h < patterns.size() ? patterns[h] : 0));
    CHECK(h == patterns.size());
    const auto from_bfloat = convert<float>(ScalarType::Float32, ScalarType::BFloat16, bfloats);
    CHECK(first_mismatch(from_bfloat, bfloat_expected) == patterns.size());
  });
}

TEST_CASE("convert: float32 narrows to float16 and bfloat16 as the scalar conversion", "[runtime][convert]") {
  const std::vector<float> in = narrowing_inputs();
  std::vector<uint16_t> half_expected(in.size()), bfloat_expected(in.size());
  for (size_t i = 0; i < in.size(); ++i)
    half_expected[i] = float_to_half_bits(in[i]), bfloat_expected[i] = float_to_bfloat16_bits(in[i]);
  for_each_target([&](const std::string& target) {
    INFO(target);
    const auto halves = convert<uint16_t>(ScalarType::Float16, ScalarType::Float32, in);
    const size_t h = first_mismatch(halves, half_expected);
    INFO("float bits 0x" << std::hex << (h < in.size() ? float_bits(in[h]) : 0) << " gave 0x"
                         << (h < in.size() ? halves[h] : 0) << " expected 0x" << (h < in.size() ? half_expected[h] : 0));
    CHECK(h == in.size());
    const auto bfloats = convert<uint16_t>(ScalarType::BFloat16, ScalarType::Float32, in);
    const size_t b = first_mismatch(bfloats, bfloat_expected);
    INFO("float bits 0x" << std::hex << (b < in.size() ? float_bits(in[b]) : 0));
    CHECK(b == in.size());
  });
}

TEST_CASE("convert: other dtypes, strided runs and ragged tails match static_cast", "[runtime][convert]") {
  const std::vector<double> doubles = {0.1, -2.5, 65504.0, 65520.0, 1e-8, -0.0, 3.0e38, 1.0 / 3.0, 7.0, -1e5, 0.5};
  for_each_target([&](const std::string& target) {
    INFO(target);
    const auto halves = convert<uint16_t>(ScalarType::Float16, ScalarType::Float64, doubles);
    const auto bfloats = convert<uint16_t>(ScalarType::BFloat16, ScalarType::Float64, doubles);
    for (size_t i = 0; i < doubles.size(); ++i) {
      CHECK(halves[i] == Half(doubles[i]).bits);
      CHECK(bfloats[i] == BFloat16(doubles[i]).bits);
    }
    std::vector<Half> in(doubles.begin(), doubles.end());
    const auto back = convert<int64_t>(ScalarType::Int64, ScalarType::Float16, in);
    for (size_t i = 0; i < in.size(); ++i) CHECK(back[i] == static_cast<int64_t>(in[i]));
    // Every other element, both sides strided.
    std::vector<float> wide(2 * doubles.size());
    std::vector<Half> narrow(2 * doubles.size());
    for (size_t i = 0; i < doubles.size(); ++i) wide[2 * i] = static_cast<float>(doubles[i]);
    char* ptrs[2] = {reinterpret_cast<char*>(narrow.data()), reinterpret_cast<char*>(wide.data())};
    const int64_t strides[2] = {2, 2};
    kernels::conversion_row(ScalarType::Float16, ScalarType::Float32)(ptrs, static_cast<int64_t>(doubles.size()),
                                                                      strides, nullptr);
    for (size_t i = 0; i < doubles.size(); ++i) CHECK(narrow[2 * i].bits == Half(wide[2 * i]).bits);
  });
}

TEST_CASE("convert: no row for a pair without a 16-bit float, or for a dtype to itself", "[runtime][convert]") {
  CHECK(kernels::conversion_row(ScalarType::Float32, ScalarType::Float64) == nullptr);
  CHECK(kernels::conversion_row(ScalarType::Float16, ScalarType::Float16) == nullptr);
  CHECK(kernels::conversion_row(ScalarType::BFloat16, ScalarType::Float16) != nullptr);
}
