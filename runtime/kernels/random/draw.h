// Filling tensors from a generator's stream: element i takes its draws from
// counters fixed by i alone, so a fill splits over threads and still gives
// the same values for the same seed whatever the thread count.
#pragma once

#include <cstdint>

#include "runtime/kernels/common.h"
#include "runtime/memory_overlap.h"
#include "runtime/parallel.h"
#include "runtime/random.h"

namespace yaten::kernels {

// A uniform value in [0, 1) of T's precision (a float never rounds up to 1).
template <typename T>
inline T uniform_of(const RandomStream& s, uint64_t i) {
  if constexpr (std::is_same_v<T, float>) {
    return static_cast<float>(s.bits(i) >> 40) * (1.0f / 16777216.0f);
  } else {
    return static_cast<T>(s.uniform(i));
  }
}

// p[i] = value(stream, i) for i in [0, n), each element drawing
// draws_per_element values of the stream.
template <typename T, typename Value>
void fill_draws(T* p, int64_t n, const Generator& generator, uint64_t draws_per_element, const Value& value) {
  const RandomStream stream = reserve_draws(generator, static_cast<uint64_t>(n) * draws_per_element);
  parallel_for(0, n, kGrainSize / 8, [&](int64_t lo, int64_t hi) {
    for (int64_t i = lo; i < hi; ++i) p[i] = value(stream, static_cast<uint64_t>(i));
  });
}

// Fills self in place (any layout) with value(stream, i) as scalar_t, dispatched
// over the dtypes Dispatch allows; `value` is a generic lambda taking
// (scalar_t* tag, stream, i).
template <typename Value>
Tensor fill_random_floating(const Tensor& self, const char* op_name, const Generator& generator,
                            uint64_t draws_per_element, const Value& value) {
  check_no_internal_overlap(self, op_name);
  const bool direct = self.is_contiguous();
  Tensor out = direct ? self : Tensor::empty(self.sizes(), self.dtype());
  // The 16-bit floats draw as float32 does and round once.
  YATEN_DISPATCH_CASES(self.dtype(), op_name, YATEN_TYPES_FLOATING_AND_REDUCED, [&] {
    fill_draws(out.data<scalar_t>(), out.numel(), generator, draws_per_element, [&](const RandomStream& s, uint64_t i) {
      return static_cast<scalar_t>(value(static_cast<compute_t<scalar_t>*>(nullptr), s, i));
    });
  });
  if (!direct) copy_into(self, out);
  return self;
}

// Fills self in place (any dtype, any layout) with value(stream, i), a double
// cast to the dtype.
template <typename Value>
Tensor fill_random_any(const Tensor& self, const char* op_name, const Generator& generator, uint64_t draws_per_element,
                       const Value& value) {
  check_no_internal_overlap(self, op_name);
  const bool direct = self.is_contiguous();
  Tensor out = direct ? self : Tensor::empty(self.sizes(), self.dtype());
  YATEN_DISPATCH_ALL(self.dtype(), op_name, [&] {
    fill_draws(out.data<scalar_t>(), out.numel(), generator, draws_per_element,
               [&](const RandomStream& s, uint64_t i) { return static_cast<scalar_t>(value(s, i)); });
  });
  if (!direct) copy_into(self, out);
  return self;
}

// Fills t (any dtype, any layout) with integers low + r, r uniform in
// [0, range) (range 0 stands for 2^64).
void fill_integers(const Tensor& t, int64_t low, uint64_t range, const Generator& generator, const char* op_name);

}  // namespace yaten::kernels
