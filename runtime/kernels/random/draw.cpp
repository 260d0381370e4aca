// Integer fills shared by randint, randint_like and random_.
#include "runtime/kernels/random/draw.h"

namespace yaten::kernels {

void fill_integers(const Tensor& t, int64_t low, uint64_t range, const Generator& generator, const char* op_name) {
  check_no_internal_overlap(t, op_name);
  const bool direct = t.is_contiguous();
  Tensor out = direct ? t : Tensor::empty(t.sizes(), t.dtype());
  YATEN_DISPATCH_ALL(out.dtype(), op_name, [&] {
    fill_draws(out.data<scalar_t>(), out.numel(), generator, 1, [&](const RandomStream& s, uint64_t i) {
      // The high half of a 128-bit product maps 64 random bits onto
      // [0, range) with a bias below range / 2^64.
      const uint64_t r = range == 0 ? s.bits(i)
                                    : static_cast<uint64_t>((static_cast<unsigned __int128>(s.bits(i)) * range) >> 64);
      return static_cast<scalar_t>(static_cast<int64_t>(static_cast<uint64_t>(low) + r));
    });
  });
  if (!direct) copy_into(t, out);
}

}  // namespace yaten::kernels
