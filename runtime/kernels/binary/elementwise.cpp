// The binary family's hand-written parts: the preconditions PyTorch words in
// its own way (called first by the generated kernels of
// generated/runtime/pointwise_binary.cpp, from ops.yaml's `pointwise:`
// entries, whose functors are in runtime/kernels/binary/functors-inl.h),
// and lerp with a tensor weight (three operands).
#include "generated/runtime/kernels/lerp.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/scalar_range.h"

namespace yaten::kernels {

namespace {

void check_alpha(const Tensor& a, const Tensor& b, const Scalar& alpha, const char* op_name) {
  ScalarType t = result_type({&a, &b});
  YATEN_CHECK(is_floating(t) || !alpha.is_floating(), op_name,
              ": For integral input tensors, argument alpha must not be a floating point number.");
  YATEN_CHECK(!alpha.is_bool() || t == ScalarType::Bool, op_name, ": Boolean alpha only supported for Boolean results.");
}

// Integer division by zero is an error; checked up front because kernels
// must not throw from inside a parallel loop.
void check_no_integer_zero(const Tensor& a, const Tensor& b, const char* op_name) {
  ScalarType t = result_type({&a, &b});
  if (is_floating(t)) return;
  Tensor divisor = contiguous(to_dtype(b, ScalarType::Int64));
  const int64_t* p = divisor.data<int64_t>();
  for (int64_t i = 0; i < divisor.numel(); ++i)
    YATEN_CHECK(p[i] != 0, op_name, ": ZeroDivisionError");
}

// PyTorch's lerp neither promotes nor converts: self, end and a weight
// tensor share one floating dtype; Python numbers adopt it.
void check_lerp_dtypes(const Tensor& self, const Tensor& end, const Tensor* weight) {
  YATEN_CHECK(self.dtype() == end.dtype() || end.impl()->is_wrapped_number(), "lerp: expected dtype ",
              dtype_name(self.dtype()), " for `end` but got dtype ", dtype_name(end.dtype()));
  YATEN_CHECK(weight == nullptr || self.dtype() == weight->dtype() || weight->impl()->is_wrapped_number(),
              "lerp: expected dtype ", dtype_name(self.dtype()), " for `weight` but got dtype ",
              dtype_name(weight ? weight->dtype() : self.dtype()));
}

}  // namespace

void check_add(const Tensor& self, const Tensor& other, const Scalar& alpha) { check_alpha(self, other, alpha, "add"); }

void check_sub(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  YATEN_CHECK(self.dtype() != ScalarType::Bool && other.dtype() != ScalarType::Bool,
              "sub: Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a "
              "mask, use the `~` or `logical_not()` operator instead.");
  check_alpha(self, other, alpha, "sub");
}

void check_pow(const Tensor& self, const Tensor& exponent) {
  ScalarType t = result_type({&self, &exponent});
  if (!is_floating(t) && t != ScalarType::Bool) {
    Tensor e = contiguous(to_dtype(exponent, ScalarType::Int64));
    const int64_t* p = e.data<int64_t>();
    for (int64_t i = 0; i < e.numel(); ++i)
      YATEN_CHECK(p[i] >= 0, "pow: Integers to negative integer powers are not allowed.");
  }
  // As torch's pow(Tensor, Scalar): a number exponent is read as the element
  // type, checked, but by float32 and float64, which read it as a double.
  if (exponent.impl()->is_wrapped_number() && t != ScalarType::Float32 && t != ScalarType::Float64)
    check_scalar_fits(exponent.item(), t);
  // A number base is torch's torch.tensor(base, dtype=...) (Tensor.__rpow__):
  // integers checked in yaten's dtype words, floats not.
  if (self.impl()->is_wrapped_number()) check_scalar_fits(self.item(), t, dtype_name(t), /*check_floating=*/false);
}

void check_remainder(const Tensor& self, const Tensor& other) { check_no_integer_zero(self, other, "remainder"); }
void check_fmod(const Tensor& self, const Tensor& other) { check_no_integer_zero(self, other, "fmod"); }

void check_floor_divide(const Tensor& self, const Tensor& other) {
  if (result_type({&self, &other}) != ScalarType::Bool) check_no_integer_zero(self, other, "floor_divide");
}

// torch refuses integer (and bool) tensor1 and tensor2 together, before their dtypes are promoted.
void check_addcdiv(const Tensor& /*self*/, const Tensor& tensor1, const Tensor& tensor2, const Scalar& /*value*/) {
  YATEN_CHECK(!is_integral(tensor1.dtype(), true) || !is_integral(tensor2.dtype(), true),
              "Integer division with addcdiv is no longer supported, and in a future release addcdiv will perform a "
              "true division of tensor1 and tensor2. The historic addcdiv behavior can be implemented as "
              "(input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for integer inputs and as "
              "(input + value * tensor1 / tensor2) for float inputs. The future addcdiv behavior is just the latter "
              "implementation: (input + value * tensor1 / tensor2), for all dtypes.");
}

void check_lerp_Scalar(const Tensor& self, const Tensor& end, const Scalar&) { check_lerp_dtypes(self, end, nullptr); }

Tensor lerp_Tensor(const Tensor& self, const Tensor& end, const Tensor& weight, const Tensor& into) {
  check_lerp_dtypes(self, end, &weight);
  ScalarType t = self.dtype();
  YATEN_CHECK(is_floating(t), "lerp: \"lerp_kernel_tensor\" not implemented for '", torch_dtype_name(t), "'");
  // A number weight is lerp.Scalar's, read as the compute type (checked).
  if (weight.impl()->is_wrapped_number() && t != ScalarType::Float16) check_scalar_fits(weight.item(), compute_dtype(t));
  Tensor e = to_dtype(end, t), w = to_dtype(weight, t);
  DimVector shape = broadcast_shapes(broadcast_shapes(self.sizes(), e.sizes(), "lerp"), w.sizes(), "lerp");
  Tensor out = elementwise_output(into, shape, t, {&self, &e, &w}, "lerp");
  YATEN_DISPATCH_CASES(t, "lerp", YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    map_elementwise<scalar_t, scalar_t, scalar_t, scalar_t>(
        out, {out.strides(), broadcast_strides(self, shape), broadcast_strides(e, shape), broadcast_strides(w, shape)},
        {out.data<char>(), self.data<char>(), e.data<char>(), w.data<char>()},
        [](scalar_t a, scalar_t b, scalar_t c) { return a + c * (b - a); });
  });
  return out;
}


}  // namespace yaten::kernels
