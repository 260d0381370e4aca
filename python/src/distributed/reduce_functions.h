// The element-wise reductions Gloo calls (c = a op b over n elements), one
// template per ReduceOp, and the one dtype switch that picks the C++ type.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>

#include "python/src/distributed/process_group_gloo.h"

namespace yaten::distributed {

using ReduceFunction = void (*)(void*, const void*, const void*, size_t);

// Calls f with a value of the C++ type that holds `type`'s elements.
template <typename F>
void dispatch_element_type(ElementType type, F&& f) {
  switch (type) {
    case ElementType::Bool: return f(bool{});
    case ElementType::UInt8: return f(uint8_t{});
    case ElementType::Int32: return f(int32_t{});
    case ElementType::Int64: return f(int64_t{});
    case ElementType::Float32: return f(float{});
    case ElementType::Float64: return f(double{});
  }
  throw std::invalid_argument("unknown element type");
}

template <typename T, typename Op>
void elementwise(void* c, const void* a, const void* b, size_t n) {
  auto* out = static_cast<T*>(c);
  const auto* x = static_cast<const T*>(a);
  const auto* y = static_cast<const T*>(b);
  for (size_t i = 0; i < n; ++i) out[i] = Op::apply(x[i], y[i]);
}

struct SumOp { template <typename T> static T apply(T a, T b) { return static_cast<T>(a + b); } };
struct ProductOp { template <typename T> static T apply(T a, T b) { return static_cast<T>(a * b); } };
struct MinOp { template <typename T> static T apply(T a, T b) { return b < a ? b : a; } };
struct MaxOp { template <typename T> static T apply(T a, T b) { return a < b ? b : a; } };
struct AndOp { template <typename T> static T apply(T a, T b) { return static_cast<T>(a & b); } };
struct OrOp { template <typename T> static T apply(T a, T b) { return static_cast<T>(a | b); } };
struct XorOp { template <typename T> static T apply(T a, T b) { return static_cast<T>(a ^ b); } };

// The function reducing two buffers of T with `op`. AVG reduces as a sum
// (the caller divides); bitwise ops exist for integers and bool only.
template <typename T>
ReduceFunction reduce_function_for(ReduceKind op) {
  switch (op) {
    case ReduceKind::Sum:
    case ReduceKind::Avg: return &elementwise<T, SumOp>;
    case ReduceKind::Product: return &elementwise<T, ProductOp>;
    case ReduceKind::Min: return &elementwise<T, MinOp>;
    case ReduceKind::Max: return &elementwise<T, MaxOp>;
    default: break;
  }
  if constexpr (std::is_integral_v<T>) {
    switch (op) {
      case ReduceKind::BitAnd: return &elementwise<T, AndOp>;
      case ReduceKind::BitOr: return &elementwise<T, OrOp>;
      case ReduceKind::BitXor: return &elementwise<T, XorOp>;
      default: break;
    }
  }
  throw std::invalid_argument("this reduce op is defined for integer and bool tensors only");
}

}  // namespace yaten::distributed
