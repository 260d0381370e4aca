#include "runtime/flush_denormal.h"

#if defined(__SSE__) || defined(__x86_64__)
#include <xmmintrin.h>
#define YATEN_HAS_MXCSR 1
#endif

namespace yaten {

bool set_flush_denormal(bool on) {
#ifdef YATEN_HAS_MXCSR
  // MXCSR bit 15 flushes subnormal results to zero, bit 6 reads subnormal inputs as zero.
  constexpr unsigned kFlushToZero = 0x8000, kDenormalsAreZero = 0x0040;
  const unsigned csr = _mm_getcsr();
  _mm_setcsr(on ? (csr | kFlushToZero | kDenormalsAreZero) : (csr & ~(kFlushToZero | kDenormalsAreZero)));
  return true;
#else
  (void)on;
  return false;
#endif
}

}  // namespace yaten
