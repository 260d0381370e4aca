// In-place fills: they write into self; the caller bumps its version.
#include "generated/runtime/kernels_fill.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/memory_overlap.h"
#include "runtime/kernels/random/draw.h"

namespace yaten::kernels {

Tensor fill_(const Tensor& self, const Scalar& value) {
  fill_tensor(self, value);
  return self;
}

// torch takes the value of a 0-d tensor only (a 1-element one is refused, as here).
Tensor fill__Tensor(const Tensor& self, const Tensor& value) {
  YATEN_CHECK(value.dim() == 0, "fill_ only supports 0-dimension value tensor but got tensor with ", value.dim(),
              " dimensions.");
  return fill_(self, value.item());
}

Tensor zero_(const Tensor& self) { return fill_(self, Scalar(int64_t{0})); }

Tensor uniform_(const Tensor& self, double from, double to, const Generator& generator) {
  YATEN_CHECK(from <= to, "uniform_: expects to return a [from, to) range, but found from=", from, " > to=", to);
  return fill_random_floating(self, "uniform_", generator, 1, [&](auto* tag, const RandomStream& s, uint64_t i) {
    using T = std::remove_pointer_t<decltype(tag)>;
    return static_cast<T>(from + (to - from) * s.uniform(i));
  });
}

Tensor normal_(const Tensor& self, double mean, double std, const Generator& generator) {
  YATEN_CHECK(std >= 0, "normal_: expects std >= 0.0, but found std ", std);
  return fill_random_floating(self, "normal_", generator, 2, [&](auto* tag, const RandomStream& s, uint64_t i) {
    return static_cast<std::remove_pointer_t<decltype(tag)>>(mean + std * s.normal(i));
  });
}

// non_blocking asks for asynchrony between devices: a CPU copy is done when it returns.
Tensor copy_(const Tensor& self, const Tensor& src, bool /*non_blocking*/) {
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
