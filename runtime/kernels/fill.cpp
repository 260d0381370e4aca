// In-place fills: they write into self; the caller bumps its version.
#include "generated/runtime/kernels_fill.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/memory_overlap.h"
#include "runtime/random.h"

namespace yaten::kernels {

namespace {
template <typename Draw>
Tensor fill_random(const Tensor& self, const char* op_name, const Draw& draw) {
  // Drawn serially (the generator is not thread-safe), then copied into
  // self, which may be a non-contiguous view.
  check_no_internal_overlap(self, op_name);
  Tensor values = Tensor::empty(self.sizes(), self.dtype());
  {
    const auto lock = lock_random();
    YATEN_DISPATCH_CASES(self.dtype(), op_name, YATEN_CASES_FLOATING_AND_REDUCED, [&] {
      scalar_t* p = values.data<scalar_t>();
      for (int64_t i = 0; i < values.numel(); ++i) p[i] = static_cast<scalar_t>(draw());
    });
  }
  copy_into(self, values);
  return self;
}
}  // namespace

Tensor fill_(const Tensor& self, const Scalar& value) {
  fill_tensor(self, value);
  return self;
}

Tensor zero_(const Tensor& self) { return fill_(self, Scalar(int64_t{0})); }

Tensor uniform_(const Tensor& self, double from, double to) {
  YATEN_CHECK(from <= to, "uniform_: expects to return a [from, to) range, but found from=", from, " > to=", to);
  return fill_random(self, "uniform_", [&] { return from + (to - from) * uniform_double(); });
}

Tensor normal_(const Tensor& self, double mean, double std) {
  YATEN_CHECK(std >= 0, "normal_: expects std >= 0.0, but found std ", std);
  return fill_random(self, "normal_", [&] { return mean + std * normal_double(); });
}

Tensor copy_(const Tensor& self, const Tensor& src) {
  check_no_internal_overlap(self, "copy_");
  check_no_partial_overlap(self, src, "copy_");
  // Strided views of one storage may share elements in ways too costly to
  // work out: such a source is read from a copy.
  const Tensor source = overlap(self, src) == Overlap::TooHard ? contiguous_copy(src) : src;
  // copy_into bumps the version; the entry point bumps it again, which is harmless.
  copy_into(self, source);
  return self;
}

}  // namespace yaten::kernels
