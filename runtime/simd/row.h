// The row function every pointwise kernel is compiled into, once per CPU
// target (SSSE3, SSE4, AVX2, AVX-512), and how a caller picks the running
// CPU's: the loops over a tensor (loops.h) call it for each innermost run.
#pragma once

#include <cstdint>

#include "runtime/dtype.h"

namespace yaten::simd {

// out[i] = f(in0[i], in1[i], ...) for i in [0, n): ptrs[0] is the output,
// ptrs[1...] the inputs, strides (in elements) alike; `numbers` points to the
// op's Scalar arguments, converted to the compute type.
using RowFn = void (*)(char* const* ptrs, int64_t n, const int64_t* strides, const void* numbers);

// Outputs of at least this many bytes are written with streaming stores,
// past the caches: they skip the read a cached store makes of each line it
// writes (a third of the traffic of y = f(x)), and an output this large (a
// quarter of this machine's L3) would push most of the cache out anyway.
constexpr int64_t kStreamBytes = int64_t{8} << 20;

// Whether the vector rows the calling thread runs (rows-inl.h) stream their
// output; set for a loop's chunks by the loops that know the output's size.
inline thread_local bool tls_stream_rows = false;

class StreamRowsScope {
 public:
  explicit StreamRowsScope(bool stream) : outer_(tls_stream_rows) { tls_stream_rows = stream; }
  ~StreamRowsScope() { tls_stream_rows = outer_; }
  StreamRowsScope(const StreamRowsScope&) = delete;
  StreamRowsScope& operator=(const StreamRowsScope&) = delete;

 private:
  bool outer_;
};

}  // namespace yaten::simd

// A family's table of floating rows (an activation's, a math function's),
// from its X-macro list of (functor, inputs, numbers): declares enum class
// Row with a name per functor and row(Row, ScalarType), the running CPU's
// row for a floating dtype (nullptr for another). rows-inl.h defines it.
#define YATEN_ROW_TABLE_ENUM(Name, inputs, numbers) Name,
#define YATEN_DECLARE_ROW_TABLE(LIST)  \
  enum class Row { LIST(YATEN_ROW_TABLE_ENUM) }; \
  simd::RowFn row(Row which, ScalarType dtype);
