// What every kernel reaches for: type promotion, output allocation, casts,
// copies, and binding inputs for an elementwise loop. Kernels call these,
// never each other's internals.
#pragma once

#include <initializer_list>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/kernels/loops.h"

namespace yaten::kernels {

// PyTorch's result_type: dimensioned tensors beat 0-d tensors beat wrapped
// numbers, each only within its category (bool < integral < floating).
ScalarType result_type(std::initializer_list<const Tensor*> operands);
ScalarType result_type(const std::vector<Tensor>& operands);
// Refuses a write of `from` into an `out` of dtype `to` when PyTorch would
// ("result type Float can't be cast to the desired output type Long").
void check_can_cast(ScalarType from, ScalarType to, const char* op_name);

// A copy of `t` converted to dtype (returns `t` itself when it already is).
Tensor to_dtype(const Tensor& t, ScalarType dtype);
// For kernels written for float32/float64 that torch also runs on the 16-bit
// floats, computing them in float32: `t` as float32 when it is float16 or
// bfloat16, else `t` itself (undefined too). The caller rounds its result
// back once with to_dtype.
Tensor widened(const Tensor& t);
// `t` itself if contiguous, else a contiguous copy.
Tensor contiguous(const Tensor& t);
// A new contiguous copy of `t` (the clone kernel keeps t's layout instead).
Tensor contiguous_copy(const Tensor& t);
// Writes src into dst, broadcasting src and converting dtype; bumps dst's version.
void copy_into(const Tensor& dst, const Tensor& src);
// Fills every element of t with value.
void fill_tensor(const Tensor& t, const Scalar& value);
// PyTorch's layout for a new elementwise result (TensorIterator's): contiguous
// when every input is; the inputs' own strides when all share them densely;
// otherwise the dims ordered as the inputs' strides order them, the first
// input that orders a pair deciding. So x.t().exp() is laid out as x.t().
DimVector elementwise_result_strides(const DimVector& shape, std::initializer_list<const Tensor*> inputs);
// A new tensor of `shape` and `dtype` laid out by elementwise_result_strides.
Tensor empty_result(const DimVector& shape, ScalarType dtype, std::initializer_list<const Tensor*> inputs);

// The tensor an elementwise kernel writes a result of `shape` and `dtype` to.
// `into` is what a kernel marked `writes_into` in ops.yaml was handed (self
// of an in-place call, out of an out= call, or undefined): it is the answer
// when it has that shape and dtype and every input that shares its memory
// reads each element from where it is written; otherwise empty_result is,
// which the caller copies in. Refuses, as PyTorch does, to write into a
// tensor with elements sharing memory, or one an input partly overlaps.
Tensor elementwise_output(const Tensor& into, const DimVector& shape, ScalarType dtype,
                          std::initializer_list<const Tensor*> inputs, const char* op_name);

// out = f(a) elementwise with a already of type In, into `into` if it can
// (see elementwise_output), else into a new tensor of out_dtype.
template <typename Out, typename In, typename F>
Tensor unary_map(const Tensor& a, ScalarType out_dtype, const F& f, const Tensor& into = Tensor(),
                 const char* op_name = "") {
  Tensor out = elementwise_output(into, a.sizes(), out_dtype, {&a}, op_name);
  map_elementwise<Out, In>(out, {out.strides(), a.strides()}, {out.data<char>(), a.data<char>()}, f);
  return out;
}

// out = f(a, b) with broadcasting; a and b must already be of type In.
template <typename Out, typename In, typename F>
Tensor binary_map(const Tensor& a, const Tensor& b, ScalarType out_dtype, const char* op_name, const F& f,
                  const Tensor& into = Tensor()) {
  DimVector shape = a.sizes() == b.sizes() ? a.sizes() : broadcast_shapes(a.sizes(), b.sizes(), op_name);
  Tensor out = elementwise_output(into, shape, out_dtype, {&a, &b}, op_name);
  map_elementwise<Out, In, In>(out, {out.strides(), broadcast_strides(a, shape), broadcast_strides(b, shape)},
                               {out.data<char>(), a.data<char>(), b.data<char>()}, f);
  return out;
}

// Runs body(scalar_t{}) for a floating dtype: float32, float64, bfloat16, and
// float16 too when WithHalf (torch 1.13 runs many ops on bfloat16 but not on
// float16 on the CPU); any other dtype is torch's "not implemented" error.
template <bool WithHalf, typename Body>
auto dispatch_floating(ScalarType t, const char* op_name, const Body& body) {
  if constexpr (WithHalf)
    return YATEN_DISPATCH_CASES(t, op_name, YATEN_TYPES_FLOATING_AND_REDUCED, [&] { return body(scalar_t{}); });
  else
    return YATEN_DISPATCH_CASES(t, op_name, YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] { return body(scalar_t{}); });
}

// Sorted, wrapped, de-duplicated reduction dims; an empty list means all dims.
std::vector<bool> reduction_mask(const std::vector<int64_t>& dims, int64_t ndim, const char* op_name);

}  // namespace yaten::kernels
