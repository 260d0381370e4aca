// The only file with per-CPU clones: see vec_math.h.
#include "runtime/kernels/vec_math.h"

namespace yaten::kernels {

#define YATEN_CPU_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))

YATEN_CPU_CLONES
void exp_float_contiguous(const float* in, float* out, int64_t n) {
  for (int64_t i = 0; i < n; ++i) out[i] = exp_float(in[i]);
}

YATEN_CPU_CLONES
void tanh_float_contiguous(const float* in, float* out, int64_t n) {
  for (int64_t i = 0; i < n; ++i) out[i] = tanh_float(in[i]);
}

YATEN_CPU_CLONES
void sigmoid_float_contiguous(const float* in, float* out, int64_t n) {
  for (int64_t i = 0; i < n; ++i) out[i] = sigmoid_float(in[i]);
}

YATEN_CPU_CLONES
double sum_float_contiguous(const float* p, int64_t n) {
  // 64 lanes: eight independent AVX2 accumulators hide the add latency.
  constexpr int kLanes = 64;
  constexpr int64_t kBlock = kLanes * 16;
  double total = 0;
  int64_t i = 0;
  for (; i + kBlock <= n; i += kBlock) {
    float lane[kLanes] = {};
    for (int64_t j = 0; j < kBlock; j += kLanes)
      for (int k = 0; k < kLanes; ++k) lane[k] += p[i + j + k];
    float block = 0;
    for (int k = 0; k < kLanes; ++k) block += lane[k];
    total += block;
  }
  for (; i < n; ++i) total += p[i];
  return total;
}

}  // namespace yaten::kernels
