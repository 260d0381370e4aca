// What the generated pointwise kernels (generated/runtime/pointwise_<family>.cpp,
// from the `pointwise:` key of ops.yaml) call around their row functions:
// the dtype policy (which dtype an op computes in, torch's "not implemented
// for 'Int'" refusal) and the walk over tensors of any layout.
#pragma once

#include <initializer_list>

#include "runtime/kernels/common.h"
#include "runtime/simd/row.h"

namespace yaten::kernels {

// How the inputs' promoted dtype becomes the dtype an op computes in.
enum class Promote {
  None,             // the promoted dtype itself
  IntegersToFloat,  // integer and bool inputs compute in the default float dtype (exp, div)
  BoolToInt64,      // bool computes in int64 (square)
};

// PyTorch's result_type of the inputs, then `promote`.
ScalarType pointwise_compute_dtype(std::initializer_list<const Tensor*> inputs, Promote promote);

// `op: "torch_kernel" not implemented for 'Long'`, PyTorch's refusal of a dtype.
[[noreturn]] void refuse_dtype(const char* op_name, const char* torch_kernel, ScalarType dtype);

// out = row(a) with `a` converted to `compute`, into `into` when it can
// (see elementwise_output), else into a new tensor of out_dtype.
Tensor pointwise_unary(const Tensor& a, ScalarType compute, ScalarType out_dtype, simd::RowFn row,
                       const void* numbers, const Tensor& into, const char* op_name);

// out = row(a, b), broadcasting, with both converted to `compute`.
Tensor pointwise_binary(const Tensor& a, const Tensor& b, ScalarType compute, ScalarType out_dtype, simd::RowFn row,
                        const void* numbers, const Tensor& into, const char* op_name);

// out = row(a, b, c), broadcasting, with all three converted to `compute`.
Tensor pointwise_ternary(const Tensor& a, const Tensor& b, const Tensor& c, ScalarType compute, ScalarType out_dtype,
                         simd::RowFn row, const void* numbers, const Tensor& into, const char* op_name);

}  // namespace yaten::kernels
