// The tensor side of the generated pointwise kernels: see pointwise.h.
#include "runtime/kernels/pointwise.h"

#include <string>

#include "runtime/error.h"

namespace yaten::kernels {

ScalarType pointwise_compute_dtype(std::initializer_list<const Tensor*> inputs, Promote promote) {
  ScalarType t = result_type(inputs);
  if (promote == Promote::IntegersToFloat && !is_floating(t)) return default_float_dtype();
  if (promote == Promote::BoolToInt64 && t == ScalarType::Bool) return ScalarType::Int64;
  return t;
}

void refuse_dtype(const char* op_name, const char* torch_kernel, ScalarType dtype) {
  throw RuntimeError(std::string(op_name) + ": \"" + torch_kernel + "\" not implemented for '" +
                     torch_dtype_name(dtype) + "'");
}

namespace {

// t itself when it has the dtype already (no reference taken: a small op
// pays for each atomic count), else its conversion, kept in `converted`.
const Tensor& as_dtype(const Tensor& t, ScalarType dtype, Tensor& converted) {
  if (t.dtype() == dtype) return t;
  converted = to_dtype(t, dtype);
  return converted;
}

template <size_t N>
void run_rows(const Tensor& out, const std::array<DimVector, N>& strides, const std::array<char*, N>& base,
              const std::array<int64_t, N>& elsize, simd::RowFn row, const void* numbers) {
  for_each_run<N>(out, strides, base, elsize, [&](std::array<char*, N> p, int64_t n, std::array<int64_t, N> st) {
    row(p.data(), n, st.data(), numbers);
  });
}

}  // namespace

Tensor pointwise_unary(const Tensor& a, ScalarType compute, ScalarType out_dtype, simd::RowFn row,
                       const void* numbers, const Tensor& into, const char* op_name) {
  Tensor a_converted;
  const Tensor& in = as_dtype(a, compute, a_converted);
  Tensor out = elementwise_output(into, in.sizes(), out_dtype, {&in}, op_name);
  run_rows<2>(out, {out.strides(), in.strides()}, {out.data<char>(), in.data<char>()},
              {static_cast<int64_t>(itemsize(out_dtype)), static_cast<int64_t>(itemsize(compute))}, row, numbers);
  return out;
}

Tensor pointwise_binary(const Tensor& a, const Tensor& b, ScalarType compute, ScalarType out_dtype, simd::RowFn row,
                        const void* numbers, const Tensor& into, const char* op_name) {
  Tensor a_converted, b_converted;
  const Tensor& x = as_dtype(a, compute, a_converted);
  const Tensor& y = as_dtype(b, compute, b_converted);
  DimVector shape = x.sizes() == y.sizes() ? x.sizes() : broadcast_shapes(x.sizes(), y.sizes(), op_name);
  Tensor out = elementwise_output(into, shape, out_dtype, {&x, &y}, op_name);
  const auto size = static_cast<int64_t>(itemsize(compute));
  run_rows<3>(out, {out.strides(), broadcast_strides(x, shape), broadcast_strides(y, shape)},
              {out.data<char>(), x.data<char>(), y.data<char>()},
              {static_cast<int64_t>(itemsize(out_dtype)), size, size}, row, numbers);
  return out;
}

Tensor pointwise_ternary(const Tensor& a, const Tensor& b, const Tensor& c, ScalarType compute, ScalarType out_dtype,
                         simd::RowFn row, const void* numbers, const Tensor& into, const char* op_name) {
  Tensor a_converted, b_converted, c_converted;
  const Tensor& x = as_dtype(a, compute, a_converted);
  const Tensor& y = as_dtype(b, compute, b_converted);
  const Tensor& z = as_dtype(c, compute, c_converted);
  DimVector shape = x.sizes();
  if (y.sizes() != shape) shape = broadcast_shapes(shape, y.sizes(), op_name);
  if (z.sizes() != shape) shape = broadcast_shapes(shape, z.sizes(), op_name);
  Tensor out = elementwise_output(into, shape, out_dtype, {&x, &y, &z}, op_name);
  const auto size = static_cast<int64_t>(itemsize(compute));
  run_rows<4>(out, {out.strides(), broadcast_strides(x, shape), broadcast_strides(y, shape), broadcast_strides(z, shape)},
              {out.data<char>(), x.data<char>(), y.data<char>(), z.data<char>()},
              {static_cast<int64_t>(itemsize(out_dtype)), size, size, size}, row, numbers);
  return out;
}

}  // namespace yaten::kernels
